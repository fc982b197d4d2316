"""Who the investigator is: name, occupation and its branch and choices, campaign, drive."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.toc_models import (
    ability_display_name,
)
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc.model import OccupationChoice
from sheetmaker.ui.toc_sheet.base import ToCSection, _WrapLabel
from sheetmaker.ui.widgets import (
    BoundLineEdit,
    BoundSpinBox,
    BoundTextEdit,
    TickBox,
)

__all__ = ["IdentitySection"]

def _choice_text(choice: Any) -> str:
    """An occupation choice in the entry's words, in the language in use (its id if unworded)."""
    return terms.entry_text(choice, "text") or choice.id


class _Form:
    """Label and field rows on a grid.

    QFormLayout gives a word-wrapped label the height of its size hint (computed for a
    guessed narrow width) inside a scroll area, leaving gaps; a grid lays wrapped text out
    at its real width. Rows whose widgets are hidden take no room.
    """

    def __init__(self, parent: QWidget) -> None:
        self.grid = QGridLayout(parent)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(6)
        self.grid.setColumnStretch(1, 1)
        self._parent = parent
        self._labels: dict[QWidget, QLabel | None] = {}

    def add_row(
        self, label: str | QLabel, field: QWidget, top: bool = False, expand: bool = True
    ) -> QLabel | None:
        row = self.grid.rowCount()
        caption: QLabel | None
        if isinstance(label, QLabel):
            caption = label
        elif label:
            caption = QLabel(label, self._parent)
            caption.setBuddy(field)
        else:
            caption = None
        if caption is not None:
            vertical = Qt.AlignmentFlag.AlignTop if top else Qt.AlignmentFlag.AlignVCenter
            if top:
                caption.setContentsMargins(0, 4, 0, 0)
            self.grid.addWidget(caption, row, 0, Qt.AlignmentFlag.AlignLeft | vertical)
        if expand:
            self.grid.addWidget(field, row, 1)
        else:
            self.grid.addWidget(field, row, 1, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._labels[field] = caption
        return caption

    def set_row_visible(self, field: QWidget, visible: bool) -> None:
        field.setVisible(visible)
        caption = self._labels.get(field)
        if caption is not None:
            caption.setVisible(visible)


class _PickButton(QToolButton):
    """One choice an occupation leaves to the player: a menu of checkable options.

    The menu is filled when it opens; a full choice disables the options not picked (a pick
    must be undone before another is made), so the count can never be exceeded from here.
    """

    def __init__(
        self, view: IdentitySection, choice: toc_data.ChoiceDef, options: tuple[str, ...], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self._view = view
        self.choice = choice
        self.options = options
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMenu(QMenu(self))
        self.menu().aboutToShow.connect(self._fill)
        self.setAccessibleName(_choice_text(choice))

    def picks(self) -> list[str]:
        occupation = self._view.document.sheet.occupation
        return list(occupation.picks.get(self.choice.id, [])) if occupation is not None else []

    def refresh(self) -> None:
        picks = self.picks()
        shown = ", ".join(
            ability_display_name(p) if self.choice.kind == "ability" else terms.term("toc", "language", p)
            for p in picks
        ) or self.tr("choose…")
        self.setText(self.tr("{0} ({1} of {2})").format(shown, len(picks), self.choice.count))
        self.setToolTip(terms.entry_text(self.choice, "text"))

    def _fill(self) -> None:
        menu = self.menu()
        menu.clear()
        picks = self.picks()
        full = len(picks) >= self.choice.count
        for option in self.options:
            text = (
                ability_display_name(option) if self.choice.kind == "ability" else terms.term("toc", "language", option)
            )
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(option in picks)
            action.setEnabled(option in picks or not full)
            action.toggled.connect(lambda on, o=option: self.toggle_option(o, on))

    def toggle_option(self, option: str, on: bool) -> bool:
        """Pick or unpick an option (one undo step)."""
        picks = self.picks()
        if on and option not in picks:
            picks.append(option)
        elif not on and option in picks:
            picks.remove(option)
        else:
            return False
        return self._view.set_picks(self.choice.id, picks)


class IdentitySection(ToCSection):
    """The "Investigator" box (``box``): name, player, occupation with its branch and choices
    (``pick_buttons``), campaign style and build budget, drive, appearance, background and
    occupational benefits."""

    box: QGroupBox
    _occupation_key: tuple[str, str] | None
    pick_buttons: list[_PickButton]
    name_edit: BoundLineEdit
    player_edit: BoundLineEdit
    occupation_combo: QComboBox
    branch_combo: QComboBox
    branch_label: QLabel
    picks_widget: QWidget
    picks_layout: QVBoxLayout
    picks_label: QLabel
    occupation_info: _WrapLabel
    campaign_combo: QComboBox
    investigators_spin: BoundSpinBox
    keeper_budget_check: TickBox
    keeper_budget_spin: BoundSpinBox
    drive_combo: QComboBox
    drive_info: _WrapLabel
    appearance_edit: BoundTextEdit
    background_edit: BoundTextEdit
    benefits_edit: BoundTextEdit

    def _build(self) -> QGroupBox:
        self._occupation_key = None
        self.pick_buttons = []
        box = QGroupBox(QCoreApplication.translate("ToCSheetView", "Investigator"), self._context.parent)
        box.setObjectName("identityBox")
        form = _Form(box)

        self.name_edit = self._bound_line("name", QCoreApplication.translate("ToCSheetView", "Name"), box)
        self.name_edit.setObjectName("nameEdit")
        self.player_edit = self._bound_line("player", QCoreApplication.translate("ToCSheetView", "Player"), box)
        self.player_edit.setObjectName("playerEdit")
        form.add_row(QCoreApplication.translate("ToCSheetView", "&Name:"), self.name_edit)
        form.add_row(QCoreApplication.translate("ToCSheetView", "&Player:"), self.player_edit)

        self.occupation_combo = QComboBox(box)
        self.occupation_combo.setObjectName("occupationCombo")
        self.occupation_combo.setAccessibleName(QCoreApplication.translate("ToCSheetView", "Occupation"))
        self.occupation_combo.addItem(QCoreApplication.translate("ToCSheetView", "— choose an occupation —"), "")
        for occupation in self._data.occupations:
            self.occupation_combo.addItem(terms.term("toc", "occupation", occupation.name), occupation.name)
            if occupation.description:
                self.occupation_combo.setItemData(
                    self.occupation_combo.count() - 1, terms.entry_text(occupation), Qt.ItemDataRole.ToolTipRole
                )
        self.occupation_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.occupation_combo.setMinimumContentsLength(14)
        self.occupation_combo.activated.connect(self._occupation_chosen)
        form.add_row(QCoreApplication.translate("ToCSheetView", "&Occupation:"), self.occupation_combo, expand=False)
        self._register("sheet.occupation", self.occupation_combo)
        self._register("sheet.occupation.name", self.occupation_combo)

        self.branch_combo = QComboBox(box)
        self.branch_combo.setObjectName("branchCombo")
        self.branch_combo.setAccessibleName(QCoreApplication.translate("ToCSheetView", "Branch"))
        self.branch_combo.activated.connect(self._branch_chosen)
        self.branch_label = QLabel(QCoreApplication.translate("ToCSheetView", "&Branch:"), box)
        self.branch_label.setBuddy(self.branch_combo)
        form.add_row(self.branch_label, self.branch_combo, expand=False)
        self._register("sheet.occupation.branch", self.branch_combo)

        self.picks_widget = QWidget(box)
        self.picks_widget.setObjectName("picksWidget")
        self.picks_widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.picks_layout = QVBoxLayout(self.picks_widget)
        self.picks_layout.setContentsMargins(0, 0, 0, 0)
        self.picks_layout.setSpacing(2)
        self.picks_label = QLabel(QCoreApplication.translate("ToCSheetView", "Choices:"), box)
        form.add_row(self.picks_label, self.picks_widget, top=True)
        self._register("sheet.occupation.picks", self.picks_widget)

        self.occupation_info = _WrapLabel(box)
        self.occupation_info.setObjectName("occupationInfo")
        self.occupation_info.setWordWrap(True)
        self.occupation_info.setTextFormat(Qt.TextFormat.PlainText)
        self.occupation_info.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.occupation_info.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        form.add_row("", self.occupation_info)

        self.campaign_combo = QComboBox(box)
        self.campaign_combo.setObjectName("campaignCombo")
        self.campaign_combo.setAccessibleName(QCoreApplication.translate("ToCSheetView", "Campaign style"))
        self.campaign_combo.addItem(QCoreApplication.translate("ToCSheetView", "Purist"), "purist")
        self.campaign_combo.addItem(QCoreApplication.translate("ToCSheetView", "Pulp"), "pulp")
        self.campaign_combo.setToolTip(
            QCoreApplication.translate(
                "ToCSheetView", "Purist: bleak, Lovecraftian horror. Pulp: two-fisted action; Sources of Stability."
            )
        )
        self.campaign_combo.activated.connect(self._campaign_chosen)
        form.add_row(QCoreApplication.translate("ToCSheetView", "Campaign &style:"), self.campaign_combo, expand=False)
        self._register("sheet.campaign", self.campaign_combo)

        group = QWidget(box)
        group_layout = QHBoxLayout(group)
        group_layout.setContentsMargins(0, 0, 0, 0)
        self.investigators_spin = self._bound_spin(
            "sheet.investigators",
            QCoreApplication.translate("ToCSheetView", "Investigators in the group"),
            1,
            99,
            group,
        )
        self.investigators_spin.setObjectName("investigatorsSpin")
        self.keeper_budget_check = TickBox(
            QCoreApplication.translate("ToCSheetView", "Keeper's investigative budget:"), group
        )
        self.keeper_budget_check.setObjectName("keeperBudgetCheck")
        self.keeper_budget_check.setAccessibleName(
            QCoreApplication.translate("ToCSheetView", "The keeper sets the investigative budget")
        )
        self.keeper_budget_check.toggled.connect(self._keeper_budget_toggled)
        self.keeper_budget_spin = self._bound_spin(
            "sheet.investigative_budget",
            QCoreApplication.translate("ToCSheetView", "Keeper's investigative budget"),
            0,
            200,
            group,
            read=lambda: self._doc.derived.investigative.base,
        )
        self.keeper_budget_spin.setObjectName("keeperBudgetSpin")
        group_layout.addWidget(self.investigators_spin)
        group_layout.addSpacing(12)
        group_layout.addWidget(self.keeper_budget_check)
        group_layout.addWidget(self.keeper_budget_spin)
        group_layout.addStretch(1)
        investigators_label = QLabel(QCoreApplication.translate("ToCSheetView", "&Investigators:"), box)
        investigators_label.setBuddy(self.investigators_spin)
        investigators_label.setToolTip(
            QCoreApplication.translate(
                "ToCSheetView",
                "Investigators in the group: 2 get 24 investigative build points, 3 get 18, 4 or more 16",
            )
        )
        form.add_row(investigators_label, group)

        self.drive_combo = QComboBox(box)
        self.drive_combo.setObjectName("driveCombo")
        self.drive_combo.setEditable(True)
        self.drive_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.drive_combo.setAccessibleName(QCoreApplication.translate("ToCSheetView", "Drive"))
        for drive in self._data.tables.drives:
            self.drive_combo.addItem(terms.term("toc", "drive", drive.name), drive.name)
            self.drive_combo.setItemData(
                self.drive_combo.count() - 1, terms.entry_text(drive), Qt.ItemDataRole.ToolTipRole
            )
        drive_line = self.drive_combo.lineEdit()
        assert drive_line is not None  # an editable combo box has its line edit
        drive_line.setPlaceholderText(QCoreApplication.translate("ToCSheetView", "Choose or type a Drive"))
        self.drive_combo.currentTextChanged.connect(self._drive_edited)
        form.add_row(QCoreApplication.translate("ToCSheetView", "&Drive:"), self.drive_combo, expand=False)
        self.drive_info = _WrapLabel(box)
        self.drive_info.setObjectName("driveInfo")
        self.drive_info.setWordWrap(True)
        self.drive_info.setTextFormat(Qt.TextFormat.PlainText)
        self.drive_info.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.drive_info.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        form.add_row("", self.drive_info)
        self._register("sheet.drive", self.drive_combo)

        self.appearance_edit = self._bound_text(
            "sheet.appearance", QCoreApplication.translate("ToCSheetView", "Appearance"), box
        )
        self.appearance_edit.setObjectName("appearanceEdit")
        self.background_edit = self._bound_text(
            "sheet.background", QCoreApplication.translate("ToCSheetView", "Background"), box
        )
        self.background_edit.setObjectName("backgroundEdit")
        self.benefits_edit = self._bound_text(
            "sheet.occupational_benefits", QCoreApplication.translate("ToCSheetView", "Occupational benefits"), box
        )
        self.benefits_edit.setObjectName("benefitsEdit")
        line = self.appearance_edit.fontMetrics().lineSpacing()
        for edit in (self.appearance_edit, self.benefits_edit):
            edit.setMaximumHeight(line * 4 + 12)
        # Backgrounds run long: room for a paragraph.
        self.background_edit.setFixedHeight(line * 7 + 12)
        form.add_row(QCoreApplication.translate("ToCSheetView", "&Appearance:"), self.appearance_edit, top=True)
        form.add_row(QCoreApplication.translate("ToCSheetView", "Bac&kground:"), self.background_edit, top=True)
        form.add_row(
            QCoreApplication.translate("ToCSheetView", "Occupational &benefits:"), self.benefits_edit, top=True
        )
        self._chain(
            self.name_edit,
            self.player_edit,
            self.occupation_combo,
            self.branch_combo,
            self.campaign_combo,
            self.investigators_spin,
            self.keeper_budget_check,
            self.keeper_budget_spin,
            self.drive_combo,
            self.appearance_edit,
            self.background_edit,
            self.benefits_edit,
        )
        self._identity_form = form
        return box

    def refresh(self, d: Any) -> None:
        """Show the occupation (its branch, choices and what it gives), the campaign style and
        build budget, and the drive."""
        sheet = self._doc.sheet
        occupation = sheet.occupation
        name = occupation.name if occupation is not None else ""
        combo = self.occupation_combo
        blocked = combo.blockSignals(True)
        try:
            index = combo.findData(d.occupation.name if d.occupation is not None else name)
            if index < 0 and name:
                # An occupation the data does not know: show it rather than hide it.
                combo.addItem(QCoreApplication.translate("ToCSheetView", "{0} (not in the rules)").format(name), name)
                index = combo.count() - 1
            combo.setCurrentIndex(max(0, index))
        finally:
            combo.blockSignals(blocked)

        occ = d.occupation
        branches = occ.branches if occ is not None else ()
        branch_combo = self.branch_combo
        key = (occ.name if occ is not None else name, occupation.branch or "" if occupation else "")
        if key != self._occupation_key:
            self._occupation_key = key
            blocked = branch_combo.blockSignals(True)
            try:
                branch_combo.clear()
                if branches:
                    branch_combo.addItem(QCoreApplication.translate("ToCSheetView", "— choose a branch —"), "")
                    for branch in branches:
                        branch_combo.addItem(terms.term("toc", "branch", branch.name), branch.name)
                chosen = d.branch.name if d.branch is not None else (occupation.branch if occupation else "")
                found = branch_combo.findData(chosen or "")
                if found < 0 and chosen:
                    branch_combo.addItem(
                        QCoreApplication.translate("ToCSheetView", "{0} (not in the rules)").format(chosen), chosen
                    )
                    found = branch_combo.count() - 1
                branch_combo.setCurrentIndex(max(0, found))
            finally:
                branch_combo.blockSignals(blocked)
            self._rebuild_picks(occ, d.branch)
        # Whole form rows are hidden (hiding only their widgets would leave gaps).
        show_branch = bool(branches) or bool(occupation is not None and occupation.branch)
        self._identity_form.set_row_visible(self.branch_combo, show_branch)
        for button in self.pick_buttons:
            button.refresh()
        self._identity_form.set_row_visible(self.picks_widget, bool(self.pick_buttons))

        info: list[str] = []
        if occ is not None:
            cr = d.credit_rating
            info.append(
                QCoreApplication.translate("ToCSheetView", "Credit Rating {0} ({1}); occupation range {2}.").format(
                    cr.value, terms.term("toc", "stratum", cr.stratum), cr.range_text
                )
            )
            if occ.languages:
                info.append(
                    QCoreApplication.translate("ToCSheetView", "Languages: {0}.").format(
                        ", ".join(terms.term("toc", "language", n) for n in occ.languages)
                    )
                )
            if occ.language_note:
                info.append(terms.entry_text(occ, "language_note"))
            if occ.description:
                info.append(terms.entry_text(occ))
        elif name:
            info.append(
                QCoreApplication.translate(
                    "ToCSheetView", "{0} is not an occupation of the rules: no ability is occupational."
                ).format(name)
            )
        self.occupation_info.setText(" ".join(info))
        self._identity_form.set_row_visible(self.occupation_info, bool(info))

        index = self.campaign_combo.findData(sheet.campaign)
        if index != self.campaign_combo.currentIndex():
            blocked = self.campaign_combo.blockSignals(True)
            self.campaign_combo.setCurrentIndex(index)
            self.campaign_combo.blockSignals(blocked)

        keeper = sheet.investigative_budget is not None
        if self.keeper_budget_check.isChecked() != keeper:
            blocked = self.keeper_budget_check.blockSignals(True)
            self.keeper_budget_check.setChecked(keeper)
            self.keeper_budget_check.blockSignals(blocked)
        self.keeper_budget_spin.setEnabled(keeper)
        self.investigators_spin.setEnabled(not keeper)

        drive = sheet.drive
        known = self._data.drive(drive) if drive else None
        shown = terms.term("toc", "drive", known.name) if known is not None else drive
        if self.drive_combo.currentText() != shown:
            blocked = self.drive_combo.blockSignals(True)
            try:
                index = self.drive_combo.findData(known.name) if known is not None else -1
                if index >= 0:
                    self.drive_combo.setCurrentIndex(index)
                else:
                    self.drive_combo.setCurrentIndex(-1)
                    self.drive_combo.setEditText(drive)
            finally:
                self.drive_combo.blockSignals(blocked)
        if known is not None:
            self.drive_info.setText(terms.entry_text(known))
        elif drive:
            self.drive_info.setText(
                QCoreApplication.translate(
                    "ToCSheetView", "Not one of the Drives of the rules (the keeper may allow it)."
                )
            )
        else:
            self.drive_info.setText(
                QCoreApplication.translate("ToCSheetView", "Choose what drives the investigator on.")
            )

    def _rebuild_picks(self, occ: Any, branch: Any) -> None:
        layout = self.picks_layout
        while layout.count():
            item = layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.pick_buttons = []
        if occ is None:
            return
        for choice in occ.all_choices(branch):
            options = self._data.choice_options(occ, choice, branch)
            button = _PickButton(self, choice, options, self.picks_widget)
            button.setObjectName(f"pick_{choice.id}")
            caption = _WrapLabel(self.picks_widget, _choice_text(choice))
            caption.setWordWrap(True)
            caption.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            caption.setBuddy(button)
            layout.addWidget(caption)
            layout.addWidget(button)
            self.pick_buttons.append(button)
            self._register(f"sheet.occupation.picks.{choice.id}", button)
        # New buttons join the keyboard order between the branch and the campaign style.
        previous: QWidget = self.branch_combo
        for button in self.pick_buttons:
            QWidget.setTabOrder(previous, button)
            previous = button
        QWidget.setTabOrder(previous, self.campaign_combo)

    def _occupation_chosen(self, index: int) -> None:
        name = self.occupation_combo.itemData(index) or ""
        current = self._doc.sheet.occupation
        if current is not None and current.name == name:
            return
        value = OccupationChoice(name=name) if name else None
        text = (
            QCoreApplication.translate("ToCSheetView", "Choose occupation {0}").format(
                terms.term("toc", "occupation", name)
            )
            if name
            else QCoreApplication.translate("ToCSheetView", "Clear occupation")
        )
        self._set("sheet.occupation", value, text)

    def set_occupation(self, name: str) -> bool:
        """Choose an occupation (its branch and picks start empty; one undo step)."""
        index = self.occupation_combo.findData(name)
        if index < 0:
            raise KeyError(name)
        before = self._doc.undo_stack.index()
        self.occupation_combo.setCurrentIndex(index)
        self._occupation_chosen(index)
        return self._doc.undo_stack.index() != before

    def _branch_chosen(self, index: int) -> None:
        occupation = self._doc.sheet.occupation
        if occupation is None:
            return
        branch = self.branch_combo.itemData(index) or None
        if branch == occupation.branch:
            return
        # Picks of the old branch's own choices do not carry over; the occupation's do.
        occ = self._data.occupation(occupation.name)
        keep = {c.id for c in occ.choices} if occ is not None else set(occupation.picks)
        picks = {k: v for k, v in occupation.picks.items() if k in keep}
        value = occupation.model_copy(update={"branch": branch, "picks": picks})
        self._set(
            "sheet.occupation",
            OccupationChoice.model_validate(value.model_dump()),
            QCoreApplication.translate("ToCSheetView", "Choose branch {0}").format(terms.term("toc", "branch", branch))
            if branch
            else QCoreApplication.translate("ToCSheetView", "Clear branch"),
        )

    def set_branch(self, name: str) -> bool:
        """Choose the occupation's branch (Military; one undo step)."""
        index = self.branch_combo.findData(name)
        if index < 0:
            raise KeyError(name)
        before = self._doc.undo_stack.index()
        self.branch_combo.setCurrentIndex(index)
        self._branch_chosen(index)
        return self._doc.undo_stack.index() != before

    def set_picks(self, choice_id: str, picks: list[str]) -> bool:
        """Record the picks of one occupation choice (one undo step)."""
        occupation = self._doc.sheet.occupation
        if occupation is None:
            return False
        new = dict(occupation.picks)
        if picks:
            new[choice_id] = list(picks)
        else:
            new.pop(choice_id, None)
        return self._set(
            "sheet.occupation.picks", new, QCoreApplication.translate("ToCSheetView", "Change occupation choices")
        )

    def _campaign_chosen(self, index: int) -> None:
        style = self.campaign_combo.itemData(index)
        self._set(
            "sheet.campaign",
            style,
            QCoreApplication.translate("ToCSheetView", "Campaign style {0}").format(
                self.campaign_combo.itemText(index)
            ),
        )

    def _keeper_budget_toggled(self, on: bool) -> None:
        value = self._doc.derived.investigative.base if on else None
        self._set(
            "sheet.investigative_budget",
            value,
            QCoreApplication.translate("ToCSheetView", "Keeper's investigative budget")
            if on
            else QCoreApplication.translate("ToCSheetView", "Budget from the group size"),
        )

    def _drive_edited(self, text: str) -> None:
        index = self.drive_combo.findText(text)
        value = self.drive_combo.itemData(index) if index >= 0 else text.strip()
        self._set("sheet.drive", value, QCoreApplication.translate("ToCSheetView", "Change Drive"), merge=True)
