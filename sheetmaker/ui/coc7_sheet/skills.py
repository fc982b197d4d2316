"""The skills: filter, uncommon skills, point budgets, the two-up tables, and the dialog that
adds a specialisation or a custom skill."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.coc7_models import (
    CoC7SkillsFilterModel,
    CoC7SkillsModel,
    LabelRole,
    RowSliceProxyModel,
    SkillColumn,
)
from sheetmaker.models.document import EditError, SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.systems.coc7 import data as coc7_data
from sheetmaker.ui.coc7_sheet.base import CoC7Section, error_palette
from sheetmaker.ui.sheet_sections import SheetContext
from sheetmaker.ui.widgets import (
    FullHeightTableView,
    PointsDelegate,
    RollCellDelegate,
    TickBox,
    TickDelegate,
)

__all__ = ["AddSkillDialog", "SkillsSection"]


class AddSkillDialog(QDialog):
    """Adds a specialisation of a skill (Science (Biology), Language (Latin)) or a custom skill.

    Args:
        era: the sheet's era (which skills are offered).
        apply: adds the skill: ``apply(name, specialisation, custom_base)``; raises
            :class:`EditError` when refused (the dialog shows why and stays open).
        parent: the parent widget.
    """

    def __init__(
        self,
        era: str,
        apply: Callable[[str, str, int | None], Any],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("AddSkillDialog")
        self.setWindowTitle(self.tr("Add skill"))
        self._apply = apply
        rules = coc7_data.load()
        self._specialised = [s for s in rules.skills_for(era) if s.specialised]  # type: ignore[arg-type]

        layout = QVBoxLayout(self)
        self.specialised_choice = QRadioButton(self.tr("A &specialisation of a skill"), self)
        self.custom_choice = QRadioButton(self.tr("A &custom skill"), self)
        group = QButtonGroup(self)
        group.addButton(self.specialised_choice)
        group.addButton(self.custom_choice)
        self.specialised_choice.setChecked(True)

        layout.addWidget(self.specialised_choice)
        special = QFormLayout()
        special.setContentsMargins(24, 0, 0, 0)
        self.skill = QComboBox(self)
        self.skill.setAccessibleName(self.tr("Skill"))
        for sdef in self._specialised:
            self.skill.addItem(terms.skill_label("coc7", sdef.name), sdef.name)
        self.specialisation = QComboBox(self)
        self.specialisation.setEditable(True)
        self.specialisation.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.specialisation.setAccessibleName(self.tr("Specialisation"))
        specialisation_line = self.specialisation.lineEdit()
        assert specialisation_line is not None  # an editable combo box has its line edit
        specialisation_line.setPlaceholderText(self.tr("e.g. Biology, Latin, Aircraft"))
        specialisation_line.setMaxLength(120)
        special.addRow(self.tr("S&kill:"), self.skill)
        special.addRow(self.tr("S&pecialisation:"), self.specialisation)
        layout.addLayout(special)

        layout.addWidget(self.custom_choice)
        custom = QFormLayout()
        custom.setContentsMargins(24, 0, 0, 0)
        self.custom_name = QLineEdit(self)
        self.custom_name.setMaxLength(120)
        self.custom_name.setAccessibleName(self.tr("Custom skill name"))
        self.custom_name.setPlaceholderText(self.tr("e.g. Dreamlands Lore"))
        self.custom_base = QSpinBox(self)
        self.custom_base.setRange(0, 99)
        self.custom_base.setValue(1)
        self.custom_base.setAccessibleName(self.tr("Base value"))
        custom.addRow(self.tr("&Name:"), self.custom_name)
        custom.addRow(self.tr("&Base:"), self.custom_base)
        layout.addLayout(custom)

        self.error = QLabel(self)
        self.error.setObjectName("addSkillError")
        self.error.setWordWrap(True)
        self.error.setPalette(error_palette(self.error))
        self.error.hide()
        layout.addWidget(self.error)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Add"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.skill.currentIndexChanged.connect(self._fill_specialisations)
        self.specialised_choice.toggled.connect(self._update)
        self.specialisation.editTextChanged.connect(self._update)
        self.custom_name.textChanged.connect(self._update)
        self._fill_specialisations()
        self._update()
        self.setMinimumWidth(380)

    def _fill_specialisations(self) -> None:
        sdef = self._specialised[self.skill.currentIndex()] if self._specialised else None
        text = self.specialisation.currentText()
        self.specialisation.clear()
        if sdef is not None:
            names = list(dict.fromkeys([*sdef.default_specialisations, *sdef.specialisations]))
            self.specialisation.addItems([terms.specialisation(sdef.name, n) for n in names])
        self.specialisation.setCurrentText(text)

    def _update(self) -> None:
        specialised = self.specialised_choice.isChecked()
        widget: QWidget
        for widget in (self.skill, self.specialisation):
            widget.setEnabled(specialised)
        for widget in (self.custom_name, self.custom_base):
            widget.setEnabled(not specialised)
        if specialised:
            ready = bool(self.specialisation.currentText().strip())
        else:
            ready = bool(self.custom_name.text().strip())
        self.ok_button.setEnabled(ready)

    def choice(self) -> tuple[str, str, int | None]:
        """``(name, specialisation, custom_base)`` as chosen."""
        if self.specialised_choice.isChecked():
            # A specialisation typed or picked in the language in use is stored in English.
            name = str(self.skill.currentData())
            return name, terms.english_specialisation(name, self.specialisation.currentText()), None
        return self.custom_name.text().strip(), "", self.custom_base.value()

    def accept(self) -> None:
        try:
            self._apply(*self.choice())
        except EditError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return
        super().accept()


class SkillsSection(CoC7Section):
    """The "Skills" box (``box``) and its edits: the filter, uncommon skills, adding and
    removing skills, the point budgets and the two-up tables with their rolls.

    Args:
        doc: a Call of Cthulhu document.
        controller: makes the skill rolls.
        context: shared with the other sections of the sheet (default: the section alone).
        skills_model: the skills' table model (default: one of the section's).
        skills_proxy: the sorted, filtered skills over ``skills_model`` (default: one of the
            section's).
    """

    skill_filter: QLineEdit
    show_uncommon: TickBox
    add_skill_button: QPushButton
    remove_skill_button: QPushButton
    occupation_budget: QLabel
    personal_budget: QLabel
    skills_error: QLabel
    skills_slices: list[RowSliceProxyModel]
    skills_tables: list[FullHeightTableView]
    skills_table: FullHeightTableView

    def __init__(
        self,
        doc: SheetDocument,
        controller: RollController,
        context: SheetContext | None = None,
        skills_model: CoC7SkillsModel | None = None,
        skills_proxy: CoC7SkillsFilterModel | None = None,
    ) -> None:
        self.skills_model = CoC7SkillsModel(doc, None) if skills_model is None else skills_model
        if skills_proxy is None:
            skills_proxy = CoC7SkillsFilterModel(None)
            skills_proxy.setSourceModel(self.skills_model)
            own_proxy = True
        else:
            own_proxy = False
        self.skills_proxy = skills_proxy
        super().__init__(doc, controller, context)
        if skills_model is None:
            self.skills_model.setParent(self)
        if own_proxy:
            self.skills_proxy.setParent(self)

    def _build(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("CoC7SheetView", "Skills"), self._context.parent)
        box.setObjectName("skillsBox")
        owner = self._owner(box)
        self._palette_of = owner  # the widget whose palette a budget within limits takes
        layout = QVBoxLayout(box)
        tools = QHBoxLayout()
        self.skill_filter = QLineEdit(box)
        self.skill_filter.setObjectName("skillFilter")
        self.skill_filter.setPlaceholderText(QCoreApplication.translate("CoC7SheetView", "Filter skills…"))
        self.skill_filter.setClearButtonEnabled(True)
        self.skill_filter.setAccessibleName(QCoreApplication.translate("CoC7SheetView", "Filter skills"))
        self.skill_filter.textChanged.connect(self.skills_proxy.setFilterFixedString)
        self.show_uncommon = TickBox(QCoreApplication.translate("CoC7SheetView", "Show &uncommon skills"), box)
        self.show_uncommon.setObjectName("showUncommon")
        self.show_uncommon.setAccessibleName(QCoreApplication.translate("CoC7SheetView", "Show uncommon skills"))
        self.show_uncommon.toggled.connect(self.skills_proxy.set_show_uncommon)
        self.add_skill_button = QPushButton(QCoreApplication.translate("CoC7SheetView", "Add skill…"), box)
        self.add_skill_button.setObjectName("addSkill")
        self.add_skill_button.setAccessibleName(QCoreApplication.translate("CoC7SheetView", "Add a skill"))
        self.add_skill_button.setToolTip(
            QCoreApplication.translate("CoC7SheetView", "Add a specialisation (Science, Language…) or a custom skill")
        )
        self.add_skill_button.clicked.connect(self.open_add_skill)
        self.remove_skill_button = QPushButton(QCoreApplication.translate("CoC7SheetView", "Remove skill"), box)
        self.remove_skill_button.setObjectName("removeSkill")
        self.remove_skill_button.setAccessibleName(
            QCoreApplication.translate("CoC7SheetView", "Remove the selected skill")
        )
        self.remove_skill_button.setToolTip(
            QCoreApplication.translate("CoC7SheetView", "Remove the selected specialisation or custom skill")
        )
        self.remove_skill_button.clicked.connect(self.remove_selected_skill)
        tools.addWidget(self.skill_filter, 1)
        tools.addWidget(self.show_uncommon)
        tools.addWidget(self.add_skill_button)
        tools.addWidget(self.remove_skill_button)
        layout.addLayout(tools)

        budgets = QHBoxLayout()
        self.occupation_budget = QLabel(box)
        self.occupation_budget.setObjectName("occupationBudget")
        self.personal_budget = QLabel(box)
        self.personal_budget.setObjectName("personalBudget")
        for label in (self.occupation_budget, self.personal_budget):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
        budgets.addWidget(self.occupation_budget, 1)
        budgets.addWidget(self.personal_budget, 1)
        layout.addLayout(budgets)

        self.skills_error = QLabel(box)
        self.skills_error.setObjectName("skillsError")
        self.skills_error.setWordWrap(True)
        self.skills_error.setPalette(error_palette(self.skills_error))
        self.skills_error.hide()
        layout.addWidget(self.skills_error)
        self.skills_model.editFailed.connect(lambda m: self._table_error(self.skills_error, m))

        # The skills show two-up on a narrow sheet (like the printed sheet's columns) and as
        # one list on a wide one: two tables over two slices of the same sorted, filtered list.
        tables = QHBoxLayout()
        tables.setSpacing(8)
        self.skills_slices = []
        self.skills_tables = []
        for part in range(2):
            slice_model = RowSliceProxyModel(part, 2, owner)
            slice_model.setSourceModel(self.skills_proxy)
            table = self._skills_table(box, slice_model, part)
            tables.addWidget(table, 1, Qt.AlignmentFlag.AlignTop)
            self.skills_slices.append(slice_model)
            self.skills_tables.append(table)
        self.skills_table = self.skills_tables[0]
        self.skills_proxy.layoutChanged.connect(self._sync_sort_indicators)
        self.skills_proxy.sort(SkillColumn.NAME, Qt.SortOrder.AscendingOrder)
        layout.addLayout(tables)
        self._register("sheet.skills", self.skills_table)
        self._chain(
            self.skill_filter, self.show_uncommon, self.add_skill_button, self.remove_skill_button,
            *self.skills_tables,
        )
        return box

    def _skills_table(self, box: QWidget, model: RowSliceProxyModel, part: int) -> FullHeightTableView:
        table = FullHeightTableView(parent=box)
        table.setObjectName(f"skillsTable{part}")
        table.setAccessibleName(
            QCoreApplication.translate("CoC7SheetView", "Skills")
            if part == 0
            else QCoreApplication.translate("CoC7SheetView", "Skills, continued")
        )
        table.setModel(model)
        table.setSortingEnabled(True)
        for column in (SkillColumn.OCCUPATION, SkillColumn.PERSONAL, SkillColumn.EXPERIENCE):
            table.setItemDelegateForColumn(column, PointsDelegate(parent=table))
        table.setItemDelegateForColumn(SkillColumn.TICK, TickDelegate(table))
        roll = RollCellDelegate(parent=table)
        roll.rollRequested.connect(self._skill_roll_requested)
        table.set_roll_delegate(SkillColumn.ROLL, roll)
        header = table.horizontalHeader()
        header.setHighlightSections(False)
        header.setSortIndicatorShown(True)
        metrics = table.fontMetrics()
        number = (
            max(
                metrics.horizontalAdvance(QCoreApplication.translate("CoC7SheetView", "Value")),
                metrics.horizontalAdvance("999"),
            )
            + 16
        )
        for column in SkillColumn:
            mode = QHeaderView.ResizeMode.Stretch if column == SkillColumn.NAME else QHeaderView.ResizeMode.Fixed
            header.setSectionResizeMode(column, mode)
            if column != SkillColumn.NAME:
                header.resizeSection(column, number)
        header.resizeSection(SkillColumn.TICK, metrics.horizontalAdvance("✓") + 26)
        header.resizeSection(SkillColumn.ROLL, 44)
        name_width = metrics.horizontalAdvance("Firearms (Rifle/Shotgun)") + 16
        table.setMinimumWidth(name_width + 7 * number + metrics.horizontalAdvance("✓") + 26 + 44 + 4)
        table.selectionModel().currentRowChanged.connect(self.update_skill_buttons)
        table.selectionModel().currentRowChanged.connect(
            lambda current, previous, t=table: self._skill_row_selected(t, current)
        )
        return table

    def _sync_sort_indicators(self, *args: Any) -> None:
        column, order = self.skills_proxy.sortColumn(), self.skills_proxy.sortOrder()
        for table in self.skills_tables:
            header = table.horizontalHeader()
            if header.sortIndicatorSection() != column or header.sortIndicatorOrder() != order:
                blocked = header.blockSignals(True)
                header.setSortIndicator(column, order)
                header.blockSignals(blocked)

    def _skill_row_selected(self, table: FullHeightTableView, current: QModelIndex) -> None:
        # One selection across the two halves.
        if not current.isValid():
            return
        for other in self.skills_tables:
            if other is not table and other.selectionModel().hasSelection():
                other.selectionModel().clear()

    def refresh(self, d: Any) -> None:
        """Show the point budgets of ``d`` and whether the selected skill can be removed."""
        self.refresh_budgets(d)
        self.update_skill_buttons()

    def refresh_budgets(self, d: Any) -> None:
        """Show the occupation and personal interest points (in red when overspent)."""
        occ, per = d.occupation_budget, d.personal_budget
        if d.occupation is None:
            occ_text = QCoreApplication.translate("CoC7SheetView", "Occupation points: choose an occupation")
        elif self._doc.sheet.creation.skill_method == "quick_start":
            occ_text = QCoreApplication.translate("CoC7SheetView", "Occupation skills: quick-start values")
        else:
            occ_text = QCoreApplication.translate(
                "CoC7SheetView", "Occupation points ({0}): {1} of {2} spent, {3} left"
            ).format(d.points_formula_text, occ.spent, occ.total, occ.left)
        per_text = QCoreApplication.translate(
            "CoC7SheetView", "Personal interest points: {0} of {1} spent, {2} left"
        ).format(per.spent, per.total, per.left)
        for label, text, budget in (
            (self.occupation_budget, occ_text, occ),
            (self.personal_budget, per_text, per),
        ):
            label.setText(text)
            label.setPalette(error_palette(label) if budget.left < 0 else self._palette_of.palette())

    def _selected_skill_row(self) -> int:
        """The source row of the selected skill, or -1."""
        for table in self.skills_tables:
            index = table.currentIndex()
            if index.isValid() and table.selectionModel().isRowSelected(index.row(), QModelIndex()):
                return self._skill_source_index(index).row()
        return -1

    def _skill_source_index(self, index: QModelIndex) -> QModelIndex:
        model = index.model()
        if isinstance(model, RowSliceProxyModel):
            index = model.mapToSource(index)
        return self.skills_proxy.mapToSource(index)

    def update_skill_buttons(self, *args: Any) -> None:
        """Enable removing the selected skill when it is a specialisation or custom skill."""
        self.remove_skill_button.setEnabled(self.skills_model.can_remove(self._selected_skill_row()))

    def _skill_roll_requested(self, index: QModelIndex, with_options: bool) -> None:
        label = index.data(LabelRole)
        if label:
            self._roll_cell("skill", label, with_options)

    def open_add_skill(self) -> AddSkillDialog:
        """Open the "Add skill" dialog (window-modal; returns it)."""
        dialog = AddSkillDialog(self._doc.sheet.era, self._add_skill, self._owner(self.box))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _add_skill(self, name: str, specialisation: str, custom_base: int | None) -> None:
        label = self.skills_model.add_skill(name, specialisation, custom_base)
        self._focus_field(f"sheet.skills[{label}]")

    def remove_selected_skill(self) -> bool:
        """Remove the selected specialisation or custom skill (one undo step)."""
        return self.skills_model.remove_skill(self._selected_skill_row())

    def visible_skill_labels(self) -> list[str]:
        """The labels of the skill rows shown, in order."""
        proxy = self.skills_proxy
        return [proxy.index(row, 0).data(LabelRole) for row in range(proxy.rowCount())]

    def skill_cell(self, label: str, column: SkillColumn) -> QModelIndex:
        """The proxy index of a skill's cell (invalid when the row is hidden)."""
        row = self.skills_model.row_of(label)
        if row < 0:
            return QModelIndex()
        return self.skills_proxy.mapFromSource(self.skills_model.index(row, column))
