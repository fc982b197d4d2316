"""The Call of Cthulhu 7e investigator sheet, in the order of the official sheet.

The view only shows and edits: every value comes from the document or its cached ``derive()``
result, every edit is an undo step on the document, and every change of the document (an
edit, an undo, a redo, a roll) is shown at once (in the same event-loop turn) by re-reading
the document; widgets are written with their signals blocked, so showing a value never
writes it back. The rules (budgets, maxima, violations) stay in :mod:`sheetmaker.systems.coc7`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from sheetmaker.models.coc7_models import (
    CoC7FellowsModel,
    CoC7SkillsFilterModel,
    CoC7SkillsModel,
    CoC7WeaponsModel,
    SkillColumn,
    WeaponColumn,
)
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.ui.coc7_occupation import OccupationChoicesDialog
from sheetmaker.ui.coc7_sheet.backstory import BackstorySection
from sheetmaker.ui.coc7_sheet.base import error_palette
from sheetmaker.ui.coc7_sheet.characteristics import CharacteristicsSection
from sheetmaker.ui.coc7_sheet.combat import CombatSection
from sheetmaker.ui.coc7_sheet.header import HeaderSection
from sheetmaker.ui.coc7_sheet.skills import AddSkillDialog, SkillsSection
from sheetmaker.ui.coc7_sheet.vitals import VitalsSection
from sheetmaker.ui.field_help import apply_field_help
from sheetmaker.ui.sheet_sections import SheetContext, SheetSectionBase
from sheetmaker.ui.theme import text_factor
from sheetmaker.ui.violations import ViolationsPanel
from sheetmaker.ui.widgets import set_tab_chain, sheet_scroll_area, sheet_splitter

__all__ = ["CoC7SheetView"]

#: Width (in pixels of the view) from which the sheet is laid out in two columns.
#: From this view width the characteristics show four a row (else two).
FOUR_CHARACTERISTICS_FROM = 860
TWO_COLUMNS_FROM = 1500
#: Below this width the identity, characteristics and status sections stack instead of sitting
#: side by side (a 1280 px window with the roll log docked leaves about 900 px for the sheet).
SIDE_BY_SIDE_FROM = 1150


class CoC7SheetView(SheetSectionBase):
    """A Call of Cthulhu 7e sheet: identity, characteristics, pools, skills, weapons, backstory,
    possessions and fellow investigators, with a live rule-check panel.

    Args:
        doc: the document shown and edited.
        controller: makes the rolls of the roll buttons (cards go to its log).
        parent: the parent widget.
    """

    def __init__(self, doc: SheetDocument, controller: RollController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CoC7SheetView")
        self._doc = doc
        self._controller = controller
        self._fields: dict[str, QWidget] = {}
        self._tab_chain: list[QWidget] = []
        self._wide: bool | str | None = None
        self._columns: list[QWidget] = []
        # What the section objects share with the view (the sections still written as parts
        # of the view use the same registry and Tab order directly).
        self._context = SheetContext(
            owner=self,
            fields=self._fields,
            tab_chain=self._tab_chain,
            show_error=self._show_error,
            focus_field=self.focus_field,
            refresh=self._refresh,
            follows_document=False,
        )

        self.skills_model = CoC7SkillsModel(doc, self)
        self.skills_proxy = CoC7SkillsFilterModel(self)
        self.skills_proxy.setSourceModel(self.skills_model)
        self.weapons_model = CoC7WeaponsModel(doc, self)
        self.fellows_model = CoC7FellowsModel(doc, self)

        self.content = QWidget()
        self.content.setObjectName("sheetContent")
        self._grid = QGridLayout(self.content)
        self._grid.setContentsMargins(8, 8, 8, 8)
        self._grid.setHorizontalSpacing(10)
        self._grid.setVerticalSpacing(10)
        self._context.parent = self.content

        self.header = HeaderSection(doc, controller, self._context)
        self._take_header(self.header)
        self.characteristics = CharacteristicsSection(doc, controller, self._context)
        self._take_characteristics(self.characteristics)
        self.vitals = VitalsSection(doc, controller, self._context)
        self._take_vitals(self.vitals)
        self.skills = SkillsSection(doc, controller, self._context, self.skills_model, self.skills_proxy)
        self._take_skills(self.skills)
        self.combat = CombatSection(doc, controller, self._context, self.weapons_model)
        self._take_combat(self.combat)
        self.backstory = BackstorySection(doc, controller, self._context, self.fellows_model)
        self._take_backstory(self.backstory)

        self.sheet_scroll = sheet_scroll_area(self, self.content)

        self.message = QLabel(self)
        self.message.setObjectName("editMessage")
        self.message.setWordWrap(True)
        self.message.setPalette(error_palette(self.message))
        self.message.hide()

        self.violations = ViolationsPanel(doc, self.focus_field, self)
        self._tab_chain.append(self.violations.list)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.message)
        # The user sets how much room the rule checks take (remembered by ``use_settings``).
        self.splitter = sheet_splitter(self, self.sheet_scroll, self.violations, "coc7")
        layout.addWidget(self.splitter, 1)

        self._arrange(wide=False)
        doc.changed.connect(self._refresh)
        self._refresh()

    def _take_skills(self, skills: SkillsSection) -> None:
        """The skills' box, widgets and tables, reachable on the view as they always were."""
        self.skills_box = skills.box
        self.skill_filter = skills.skill_filter
        self.show_uncommon = skills.show_uncommon
        self.add_skill_button = skills.add_skill_button
        self.remove_skill_button = skills.remove_skill_button
        self.occupation_budget = skills.occupation_budget
        self.personal_budget = skills.personal_budget
        self.skills_error = skills.skills_error
        self.skills_slices = skills.skills_slices
        self.skills_tables = skills.skills_tables
        self.skills_table = skills.skills_table

    def open_add_skill(self) -> AddSkillDialog:
        """Open the "Add skill" dialog (window-modal; returns it)."""
        return self.skills.open_add_skill()

    def remove_selected_skill(self) -> bool:
        """Remove the selected specialisation or custom skill (one undo step)."""
        return self.skills.remove_selected_skill()

    def visible_skill_labels(self) -> list[str]:
        """The labels of the skill rows shown, in order."""
        return self.skills.visible_skill_labels()

    def skill_cell(self, label: str, column: SkillColumn) -> QModelIndex:
        """The proxy index of a skill's cell (invalid when the row is hidden)."""
        return self.skills.skill_cell(label, column)

    def _take_header(self, header: HeaderSection) -> None:
        """The identity box and its widgets, reachable on the view as they always were."""
        self.identity_box = header.box
        self.name_edit = header.name_edit
        self.player_edit = header.player_edit
        self.occupation_combo = header.occupation_combo
        self.occupation_choices_button = header.occupation_choices_button
        self.age_spin = header.age_spin
        self.pronouns_edit = header.pronouns_edit
        self.residence_edit = header.residence_edit
        self.birthplace_edit = header.birthplace_edit
        self.era_combo = header.era_combo
        self.occupation_info = header.occupation_info
        self.portrait = header.portrait

    def open_occupation_choices(self) -> OccupationChoicesDialog | None:
        """Open the occupation's choices (window-modal; returns the dialog, or None without a
        known occupation)."""
        return self.header.open_occupation_choices()

    def remove_portrait(self) -> None:
        """Remove the portrait (one undo step)."""
        self.header.remove_portrait()

    def _take_combat(self, combat: CombatSection) -> None:
        """The weapons' box and widgets, reachable on the view as they always were."""
        self.weapons_box = combat.box
        self.weapons_table = combat.weapons_table
        self.weapon_minimum_widths = combat.weapon_minimum_widths
        self.weapons_error = combat.weapons_error
        self.weapon_pick = combat.weapon_pick
        self.add_listed_weapon_button = combat.add_listed_weapon_button
        self.add_weapon_button = combat.add_weapon_button
        self.remove_weapon_button = combat.remove_weapon_button
        self.armour_edit = combat.armour_edit

    def add_weapon(self) -> int:
        """Add a weapon (one undo step) and start editing its name."""
        return self.combat.add_weapon()

    def add_listed_weapon(self) -> int:
        """Add the weapon chosen in the common weapons list (see :meth:`CombatSection.add_listed_weapon`)."""
        return self.combat.add_listed_weapon()

    def remove_selected_weapon(self) -> bool:
        """Remove the selected weapon (or the last one when none is selected)."""
        return self.combat.remove_selected_weapon()

    def _take_backstory(self, backstory: BackstorySection) -> None:
        """The backstory's boxes and widgets, reachable on the view as they always were."""
        self.backstory_box = backstory.box
        self.possessions_box = backstory.possessions_box
        self.fellows_box = backstory.fellows_box
        self.notes_box = backstory.notes_box
        self.backstory_edits = backstory.backstory_edits
        self.gear_edit = backstory.gear_edit
        self.cash_edit = backstory.cash_edit
        self.assets_edit = backstory.assets_edit
        self.credit_info = backstory.credit_info
        self.fellows_table = backstory.fellows_table
        self.fellows_error = backstory.fellows_error
        self.add_fellow_button = backstory.add_fellow_button
        self.remove_fellow_button = backstory.remove_fellow_button
        self.notes_edit = backstory.notes_edit

    def add_fellow(self) -> int:
        """Add a fellow investigator (one undo step) and start editing the name."""
        return self.backstory.add_fellow()

    def remove_selected_fellow(self) -> bool:
        """Remove the selected fellow investigator (or the last one)."""
        return self.backstory.remove_selected_fellow()

    def _take_characteristics(self, characteristics: CharacteristicsSection) -> None:
        """The characteristics' box and widgets, reachable on the view as they always were."""
        self.characteristics_box = characteristics.box
        self.characteristic_spins = characteristics.characteristic_spins
        self.characteristic_rolls = characteristics.characteristic_rolls
        self.half_labels = characteristics.half_labels
        self.fifth_labels = characteristics.fifth_labels
        self.idea_roll = characteristics.idea_roll
        self.know_roll = characteristics.know_roll
        self.idea_label = characteristics.idea_label
        self.know_label = characteristics.know_label

    @property
    def _characteristics_per_row(self) -> int:
        return self.characteristics.per_row

    def _take_vitals(self, vitals: VitalsSection) -> None:
        """The vitals' box and widgets, reachable on the view as they always were."""
        self.status_box = vitals.box
        self.hp_spin = vitals.hp_spin
        self.hp_max = vitals.hp_max
        self.mp_spin = vitals.mp_spin
        self.mp_max = vitals.mp_max
        self.san_spin = vitals.san_spin
        self.san_info = vitals.san_info
        self.san_roll = vitals.san_roll
        self.luck_spin = vitals.luck_spin
        self.luck_info = vitals.luck_info
        self.luck_roll = vitals.luck_roll
        self.condition_boxes = vitals.condition_boxes
        self.mov_label = vitals.mov_label
        self.build_label = vitals.build_label
        self.db_label = vitals.db_label
        self.dodge_label = vitals.dodge_label
        self.dodge_roll = vitals.dodge_roll

    # ------------------------------------------------------------------ layout

    def _arrange(self, wide: bool | str) -> None:
        """Lay the sections out in one flow, or in two independent columns on a wide view.

        ``wide`` is True (two columns), False (one flow, identity beside characteristics) or
        ``"stacked"`` (one flow, every section full width, for narrow views).
        """
        if wide == self._wide:
            return
        self._wide = wide
        grid = self._grid
        boxes = (
            self.identity_box, self.characteristics_box, self.status_box, self.skills_box,
            self.weapons_box, self.backstory_box, self.possessions_box, self.fellows_box, self.notes_box,
        )
        for box in boxes:
            box.setParent(None)
        for column in self._columns:
            column.setParent(None)
            column.deleteLater()
        self._columns = []
        for row in range(grid.rowCount()):
            grid.setRowStretch(row, 0)
        top = Qt.AlignmentFlag.AlignTop
        if wide is True:
            # Left: who the investigator is, their state, weapons and story; right: the skills.
            # (Balanced for height: each column is about as tall as the other.)
            stacks = (
                (self.identity_box, self.characteristics_box, self.status_box, self.weapons_box,
                 self.backstory_box, self.possessions_box),
                (self.skills_box, self.fellows_box, self.notes_box),
            )
            for i, stack in enumerate(stacks):
                column = QWidget(self.content)
                column_layout = QVBoxLayout(column)
                column_layout.setContentsMargins(0, 0, 0, 0)
                column_layout.setSpacing(grid.verticalSpacing())
                for box in stack:
                    column_layout.addWidget(box)
                column_layout.addStretch(1)
                grid.addWidget(column, 0, i, top)
                column.show()
                self._columns.append(column)
            grid.setColumnStretch(0, 1)
            grid.setColumnStretch(1, 1)
            grid.setRowStretch(1, 1)
            self.skills_slices[0].set_parts(0, 1)
            self.skills_tables[1].hide()
        elif wide == "stacked":
            for row, box in enumerate(
                (self.identity_box, self.characteristics_box, self.status_box, self.skills_box,
                 self.weapons_box, self.backstory_box, self.possessions_box, self.fellows_box,
                 self.notes_box)
            ):
                grid.addWidget(box, row, 0, 1, 2)
            grid.setRowStretch(9, 1)
            grid.setColumnStretch(0, 1)
            grid.setColumnStretch(1, 1)
            # Two tables side by side need about 1,200 px: one list on a narrow view.
            self.skills_slices[0].set_parts(0, 1)
            self.skills_tables[1].hide()
        else:
            grid.addWidget(self.identity_box, 0, 0, 2, 1)
            grid.addWidget(self.characteristics_box, 0, 1)
            grid.addWidget(self.status_box, 1, 1)
            grid.addWidget(self.skills_box, 2, 0, 1, 2)
            grid.addWidget(self.weapons_box, 3, 0, 1, 2)
            grid.addWidget(self.backstory_box, 4, 0, 1, 2)
            grid.addWidget(self.possessions_box, 5, 0, 2, 1, top)
            grid.addWidget(self.fellows_box, 5, 1, top)
            grid.addWidget(self.notes_box, 6, 1, top)
            grid.setRowStretch(7, 1)
            grid.setColumnStretch(0, 2)
            grid.setColumnStretch(1, 3)
            self.skills_slices[0].set_parts(0, 2)
            self.skills_tables[1].show()
        for box in boxes:
            box.show()
        # Moving the sections between layouts reparents them: set the order of the sheet again.
        set_tab_chain(self._tab_chain)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        self._relayout(event.size().width())
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        # Larger text (View → Larger Text) needs the wider layouts from a larger width.
        if event.type() == QEvent.Type.FontChange:
            self._relayout(self.width())
        super().changeEvent(event)

    def _relayout(self, pixels: int) -> None:
        """Lay the sections out for a view ``pixels`` wide (the breakpoints are for 100% text)."""
        width = pixels / text_factor()
        self.characteristics.place(4 if width >= FOUR_CHARACTERISTICS_FROM else 2)
        if width >= TWO_COLUMNS_FROM:
            self._arrange(True)
        elif width >= SIDE_BY_SIDE_FROM:
            self._arrange(False)
        else:
            self._arrange("stacked")

    # ------------------------------------------------------------------ refresh

    def _refresh(self) -> None:
        """Show everything derived from the document (same event-loop turn as the change)."""
        doc = self._doc
        sheet = doc.sheet
        d = doc.derived
        self.message.hide()
        self.characteristics.refresh(d)
        self.vitals.refresh(d)
        self.skills.refresh_budgets(d)
        self.backstory.refresh_credit(d)
        self.header.refresh_era(sheet.era)
        self.header.refresh_occupation(sheet, d)
        self.header.refresh_portrait()
        self.skills.update_skill_buttons()
        self.combat.refresh_weapons(sheet.era)
        self.backstory.refresh_fellows()
        apply_field_help(self, doc)  # tool tips explaining the values with this sheet's numbers

    # ------------------------------------------------------------------ going to a field

    def _focus_skill(self, label: str) -> None:
        """Select a skill's row (clearing the filter or showing uncommon skills if it is hidden)."""
        row = self.skills_model.row_of(label)
        if row < 0:
            self.sheet_scroll.ensureWidgetVisible(self.skills_table, 40, 60)
            self.skills_table.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        source = self.skills_model.index(row, SkillColumn.NAME)
        index = self.skills_proxy.mapFromSource(source)
        if not index.isValid() and self.skill_filter.text():
            self.skill_filter.clear()
            index = self.skills_proxy.mapFromSource(source)
        if not index.isValid() and not self.show_uncommon.isChecked():
            self.show_uncommon.setChecked(True)
            index = self.skills_proxy.mapFromSource(source)
        if not index.isValid():
            return
        for table, slice_model in zip(self.skills_tables, self.skills_slices, strict=True):
            shown = slice_model.mapFromSource(index)
            if shown.isValid() and table.isVisibleTo(self):
                self._focus_row(table, shown)
                return

    def focus_field(self, path: str) -> QWidget | None:
        """Scroll to the widget of a document path and give it the focus (violations link here).

        ``sheet.skills[Spot Hidden]`` selects that skill's row (clearing the filter or showing
        uncommon skills if it is hidden); ``sheet.weapons[1]...`` selects that weapon.
        """
        if not path:
            return None
        if path.startswith("sheet.skills[") and path.endswith("]"):
            self._focus_skill(path[len("sheet.skills[") : -1])
            return self.skills_table
        if path.startswith("sheet.weapons[") and "]" in path:
            try:
                row = int(path[len("sheet.weapons[") : path.index("]")])
            except ValueError:
                row = -1
            if 0 <= row < self.weapons_model.rowCount():
                self._focus_row(self.weapons_table, self.weapons_model.index(row, WeaponColumn.NAME))
                return self.weapons_table
        widget = self.widget_for(path)
        if widget is None:
            return None
        if widget is self.occupation_choices_button and not widget.isEnabled():
            widget = self.occupation_combo  # no known occupation yet: choose one first
        self.sheet_scroll.ensureWidgetVisible(widget, 40, 60)
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        return widget
