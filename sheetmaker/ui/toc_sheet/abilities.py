"""The build points and the abilities by family, with their tests and spends."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core.errors import SheetMakerError
from sheetmaker.models.rolls import RollCard, RollOptions
from sheetmaker.models.toc_models import (
    AbilityColumn,
    ActionRole,
    ToCAbilitiesModel,
    ability_display_name,
)
from sheetmaker.systems.toc.data import FAMILIES
from sheetmaker.systems.toc.rules import Derived
from sheetmaker.ui.roll_button import RollButton
from sheetmaker.ui.roll_dialog import RollDialog
from sheetmaker.ui.toc_sheet.base import (
    ToCSection,
    _RangeDelegate,
    _tone,
    _WrapLabel,
)
from sheetmaker.ui.widgets import (
    BoundSpinBox,
    FullHeightTableView,
)

__all__ = ["AbilitiesSection", "BuildPointsSection"]


class BuildPointsSection(ToCSection):
    """The build points box (``box``): the general and investigative budgets, the trade
    between them and the overspending warning."""

    box: QGroupBox
    budget_labels: dict[str, dict[str, QLabel]]
    trade_spin: BoundSpinBox
    build_warning: _WrapLabel

    def _build(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("ToCSheetView", "Build points"), self._context.parent)
        box.setObjectName("buildBox")
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(14)
        for column, text in enumerate(
            (
                QCoreApplication.translate("ToCSheetView", "Budget"),
                QCoreApplication.translate("ToCSheetView", "Spent"),
                QCoreApplication.translate("ToCSheetView", "Left"),
            ),
            start=1,
        ):
            caption = QLabel(text, box)
            caption.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(caption, 0, column)
        self.budget_labels = {}
        for row, (key, text) in enumerate(
            (
                ("general", QCoreApplication.translate("ToCSheetView", "General")),
                ("investigative", QCoreApplication.translate("ToCSheetView", "Investigative")),
            ),
            start=1,
        ):
            grid.addWidget(QLabel(text, box), row, 0)
            labels = {}
            for column, part in enumerate(("total", "spent", "left"), start=1):
                label = QLabel(box)
                label.setObjectName(f"{key}_{part}")
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.setMinimumWidth(label.fontMetrics().horizontalAdvance("−888") + 4)
                grid.addWidget(label, row, column)
                labels[part] = label
            self.budget_labels[key] = labels
        self.trade_spin = self._bound_spin(
            "sheet.trade_to_investigative",
            QCoreApplication.translate("ToCSheetView", "Trade of build points"),
            -99,
            99,
            box,
        )
        self.trade_spin.setObjectName("tradeSpin")
        self.trade_spin.setToolTip(
            QCoreApplication.translate(
                "ToCSheetView",
                "Positive: 3 general build points become 1 investigative one, per point. "
                "Negative: 1 investigative build point becomes 3 general ones.",
            )
        )
        trade_label = QLabel(QCoreApplication.translate("ToCSheetView", "&Trade (3 general = 1 investigative):"), box)
        trade_label.setBuddy(self.trade_spin)
        grid.addWidget(trade_label, 3, 0, 1, 3)
        grid.addWidget(self.trade_spin, 3, 3)
        self.build_warning = _WrapLabel(box)
        self.build_warning.setObjectName("buildWarning")
        self.build_warning.setWordWrap(True)
        self.build_warning.setTextFormat(Qt.TextFormat.PlainText)
        grid.addWidget(self.build_warning, 4, 0, 1, 5)
        grid.setColumnStretch(4, 1)
        self._chain(self.trade_spin)
        return box

    def refresh(self, d: Derived) -> None:
        """Show each budget's total (with where it comes from), spent and left points."""
        warnings = []
        for key, budget in d.budgets.items():
            labels = self.budget_labels[key]
            labels["total"].setText(str(budget.total))
            labels["spent"].setText(str(budget.spent))
            left = labels["left"]
            name = (
                QCoreApplication.translate("ToCSheetView", "General")
                if key == "general"
                else QCoreApplication.translate("ToCSheetView", "Investigative")
            )
            parts = [QCoreApplication.translate("ToCSheetView", "base {0}").format(budget.base)]
            if budget.trade:
                parts.append(QCoreApplication.translate("ToCSheetView", "trade {0:+d}").format(budget.trade))
            if budget.refund:
                parts.append(
                    QCoreApplication.translate("ToCSheetView", "Credit Rating refund {0:+d}").format(budget.refund)
                )
            if budget.withheld:
                parts.append(QCoreApplication.translate("ToCSheetView", "withheld {0}").format(budget.withheld))
            labels["total"].setToolTip(", ".join(parts))
            if budget.left < 0:
                left.setText(QCoreApplication.translate("ToCSheetView", "{0} ⚠").format(budget.left))
                left.setToolTip(QCoreApplication.translate("ToCSheetView", "Overspent by {0}").format(-budget.left))
                _tone(left, "error")
                warnings.append(
                    QCoreApplication.translate(
                        "ToCSheetView", "{0} build points overspent by {1}: lower some ratings."
                    ).format(name, -budget.left)
                )
            else:
                left.setText(str(budget.left))
                left.setToolTip(
                    QCoreApplication.translate("ToCSheetView", "{0} left to spend").format(budget.left)
                    if budget.left
                    else ""
                )
                _tone(left, "warning" if budget.left > 0 else "good")
            left.setAccessibleName(QCoreApplication.translate("ToCSheetView", "{0} build points left").format(name))
        self.build_warning.setText("\n".join(warnings))
        self.build_warning.setVisible(bool(warnings))
        _tone(self.build_warning, "error" if warnings else "")


class AbilitiesSection(ToCSection):
    """The abilities boxes, one per family (``boxes``; ``box`` is the General abilities'), with
    testing and spending abilities."""

    box: QGroupBox
    ability_models: dict[str, ToCAbilitiesModel]
    ability_tables: dict[str, FullHeightTableView]
    ability_boxes: dict[str, QGroupBox]
    test_buttons: dict[str, RollButton]
    spend_buttons: dict[str, QToolButton]
    _building: bool

    def _build(self) -> QGroupBox:
        self._building = True
        self.test_buttons = {}
        self.spend_buttons = {}
        self.ability_models = {}
        self.ability_tables = {}
        self.ability_boxes = {}
        for family in (*FAMILIES, ""):
            self.ability_boxes[family] = self._build_family(family)
        self._building = False
        return self.ability_boxes["General"]

    def _build_family(self, family: str) -> QGroupBox:
        titles = {
            "Academic": QCoreApplication.translate("ToCSheetView", "Academic abilities"),
            "Interpersonal": QCoreApplication.translate("ToCSheetView", "Interpersonal abilities"),
            "Technical": QCoreApplication.translate("ToCSheetView", "Technical abilities"),
            "General": QCoreApplication.translate("ToCSheetView", "General abilities"),
            "": QCoreApplication.translate("ToCSheetView", "Other abilities"),
        }
        box = QGroupBox(titles[family], self._context.parent)
        box.setObjectName(f"abilities{family or 'Other'}Box")
        layout = QVBoxLayout(box)
        layout.setContentsMargins(6, 6, 6, 6)
        if family == "General":
            note = _WrapLabel(
                box,
                QCoreApplication.translate(
                    "ToCSheetView",
                    "● occupational (half price) · * can sometimes be used investigatively · "
                    "the die tests at difficulty 4; Shift-click or the arrow to set difficulty and spend",
                ),
            )
        elif family == "":
            note = _WrapLabel(
                box,
                QCoreApplication.translate(
                    "ToCSheetView", "Abilities that are not in the Trail of Cthulhu list cost nothing."
                ),
            )
        else:
            note = _WrapLabel(
                box,
                QCoreApplication.translate(
                    "ToCSheetView", "● occupational (half price) · “Spend” uses pool points for a clue"
                ),
            )
        note.setWordWrap(True)
        note.setObjectName("abilitiesNote")
        small = QFont(note.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        note.setFont(small)
        layout.addWidget(note)
        model = ToCAbilitiesModel(self._doc, family, self._owner(box))
        model.editFailed.connect(self._show_error)
        table = FullHeightTableView(minimum_rows=1, parent=box)
        table.setObjectName(f"abilities{family or 'Other'}Table")
        table.setAccessibleName(titles[family])
        # Rows tall enough for the test buttons; set before the model so the table's height
        # (it shows every row) is computed with it.
        table.verticalHeader().setDefaultSectionSize(max(table.fontMetrics().height() + 10, 26))
        table.setModel(model)
        table.setWordWrap(False)
        delegate = _RangeDelegate(parent=table)
        table.setItemDelegateForColumn(AbilityColumn.RATING, delegate)
        table.setItemDelegateForColumn(AbilityColumn.POOL, delegate)
        header = table.horizontalHeader()
        header.setHighlightSections(False)
        metrics = table.fontMetrics()
        number = (
            max(
                metrics.horizontalAdvance(QCoreApplication.translate("ToCSheetView", "Rating")),
                metrics.horizontalAdvance("−88"),
            )
            + 22
        )
        for column in AbilityColumn:
            if column == AbilityColumn.NAME:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            else:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(column, number)
        header.resizeSection(
            AbilityColumn.OCCUPATIONAL,
            metrics.horizontalAdvance(QCoreApplication.translate("ToCSheetView", "Occ.")) + 18,
        )
        action_width = max(metrics.horizontalAdvance(QCoreApplication.translate("ToCSheetView", "Spend")) + 34, 64)
        header.resizeSection(AbilityColumn.ACTION, action_width)
        name_width = max(metrics.horizontalAdvance(ability_display_name(a.name) + "*") for a in self._data.abilities)
        table.setMinimumWidth(
            name_width
            + 16
            + 3 * number
            + metrics.horizontalAdvance(QCoreApplication.translate("ToCSheetView", "Occ."))
            + 18
            + action_width
            + 4
        )
        self.ability_models[family] = model
        self.ability_tables[family] = table
        layout.addWidget(table)
        self._chain(table)
        self._install_actions(family)
        model.rowsInserted.connect(lambda *_a, f=family: self._install_actions(f))
        model.modelReset.connect(lambda f=family: self._install_actions(f))
        if family == "General":
            self._register("sheet.abilities", table)
        return box

    def _install_actions(self, family: str) -> None:
        """Put a test button (General abilities) or a spend button (investigative ones) in
        each row's action column.

        A spend button appears once the ability has a rating (a zero rating has no points to
        spend): most investigative abilities of a sheet are at 0, and a row of disabled
        buttons would only slow the sheet down and clutter it.
        """
        model = self.ability_models[family]
        table = self.ability_tables[family]
        previous: QWidget = table
        for row in range(model.rowCount()):
            line = model.line(row)
            index = model.index(row, AbilityColumn.ACTION)
            existing = table.indexWidget(index)
            if existing is not None:
                previous = existing
                continue
            action = index.data(ActionRole)
            if action == "test":
                button: QToolButton = self._test_button(line.name, table.viewport())
                self.test_buttons[line.name] = button
            elif action == "spend" and (line.rating > 0 or line.pool > 0):
                button = self._spend_button(line.name, table.viewport())
                self.spend_buttons[line.name] = button
            else:
                continue
            table.setIndexWidget(index, button)
            if self._building:
                self._chain(button)
            else:
                QWidget.setTabOrder(previous, button)
            previous = button

    def _test_button(self, name: str, parent: QWidget) -> RollButton:
        shown = ability_display_name(name)

        def factory(parent_widget: QWidget) -> RollDialog:
            line = self._doc.derived.ability(name)
            return RollDialog(
                parent_widget,
                mode="toc",
                title=shown,
                pool=max(0, line.pool) if line is not None else 0,
                rating=line.rating if line is not None else None,
                ability=name,
                condition=self._doc.derived.difficulty_penalty,
                options=RollOptions(),
            )

        button = RollButton(shown, lambda options: self.test_ability(name, options), factory, parent)
        button.setObjectName(f"test_{name}")
        self._add_general_spend_menu(button, name)
        button.setAccessibleName(QCoreApplication.translate("ToCSheetView", "Test {0}").format(shown))
        button.setToolTip(
            QCoreApplication.translate("ToCSheetView", "Test {0} at difficulty 4, spending nothing.\n"
                    "Shift-click or the arrow: choose the difficulty and the points to spend;\n"
                    "the arrow also spends points without a test.").format(shown)
        )
        return button

    def _add_general_spend_menu(self, button: RollButton, name: str) -> None:
        """Add "Spend without a test" to a test button's menu: the points the pool allows."""
        menu = button.menu()
        spend_menu = menu.addMenu(QCoreApplication.translate("ToCSheetView", "Spend without a test"))
        spend_menu.setObjectName(f"generalSpend_{name}")

        def fill() -> None:
            spend_menu.clear()
            line = self._doc.derived.ability(name)
            pool = line.pool if line is not None else 0
            for points in range(1, max(1, min(pool, 6)) + 1):
                action = spend_menu.addAction(
                    QCoreApplication.translate("ToCSheetView", "Spend {0} point(s)").format(points)
                )
                action.setEnabled(points <= pool)
                action.triggered.connect(lambda _c=False, p=points: self.general_spend(name, p))

        spend_menu.aboutToShow.connect(fill)

    def _spend_button(self, name: str, parent: QWidget) -> QToolButton:
        shown = ability_display_name(name)
        button = QToolButton(parent)
        button.setObjectName(f"spend_{name}")
        button.setText(QCoreApplication.translate("ToCSheetView", "Spend"))
        button.setAutoRaise(True)
        button.setAccessibleName(QCoreApplication.translate("ToCSheetView", "Spend {0} points").format(shown))
        button.setToolTip(
            QCoreApplication.translate("ToCSheetView", "Spend 1 {0} point (the arrow: more)").format(shown)
        )
        button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        menu = QMenu(button)
        button.setMenu(menu)

        def fill() -> None:
            menu.clear()
            line = self._doc.derived.ability(name)
            pool = line.pool if line is not None else 0
            for points in range(1, max(1, min(pool, 6)) + 1):
                action = menu.addAction(QCoreApplication.translate("ToCSheetView", "Spend {0} point(s)").format(points))
                action.setEnabled(points <= pool)
                action.triggered.connect(lambda _c=False, p=points: self.spend_ability(name, p))

        menu.aboutToShow.connect(fill)
        button.clicked.connect(lambda _c=False: self.spend_ability(name, 1))
        return button

    def refresh(self, d: Derived) -> None:
        """Show the other abilities' box when the sheet has some, add the action buttons rows
        need and enable each spend button whose pool has points."""
        self.ability_boxes[""].setVisible(bool(d.unknown_abilities))
        for family in ("Academic", "Interpersonal", "Technical", ""):
            self._install_actions(family)
        for name, button in self.spend_buttons.items():
            line = d.ability(name)
            button.setEnabled(line is not None and line.pool > 0)

    def test_ability(self, name: str, options: RollOptions | None = None) -> RollCard | None:
        """Test a General ability through the controller: difficulty 4 and no spend, or the
        dialog's choices. The spend lowers the pool (one undo step with the test)."""
        options = options or RollOptions()
        try:
            card = self._controller.test(self._doc, name, options.toc_difficulty, options.spend)
        except SheetMakerError as exc:
            self._show_error(QCoreApplication.translate("ToCSheetView", "Test refused: {0}").format(exc))
            return None
        return self._card(card)

    def spend_ability(self, name: str, points: int = 1) -> RollCard | None:
        """Spend investigative points (a point-spend clue) through the controller: a card in
        the roll log and one undo step.

        The rules check the pool and make a hurt or shaken character pass a test first, with
        the controller's dice (a failed test spends nothing; its card says so).
        """
        try:
            card = self._controller.spend(self._doc, name, points)
        except SheetMakerError as exc:
            self._show_error(QCoreApplication.translate("ToCSheetView", "Spend refused: {0}").format(exc))
            return None
        return self._card(card)

    def general_spend(self, name: str, points: int = 1) -> RollCard | None:
        """Spend General pool points outside a test through the controller (a general spend,
        blocking a fleer...): a card in the roll log and one undo step."""
        try:
            card = self._controller.general_spend(self._doc, name, points)
        except SheetMakerError as exc:
            self._show_error(QCoreApplication.translate("ToCSheetView", "Spend refused: {0}").format(exc))
            return None
        return self._card(card)

    def ability_index(self, name: str, column: AbilityColumn) -> QModelIndex:
        """The model index of an ability's cell (invalid when no table shows it)."""
        for model in self.ability_models.values():
            row = model.row_of(name)
            if row >= 0:
                return model.index(row, column)
        return QModelIndex()
