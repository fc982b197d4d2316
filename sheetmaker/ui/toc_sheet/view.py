"""The Trail of Cthulhu (1st edition) investigator sheet.

The view only shows and edits: every value comes from the document or its cached ``derive()``
result (:mod:`sheetmaker.systems.toc.rules`), every edit is an undo step on the document, and
every change of the document (an edit, an undo, a redo, a test, a refresh) is shown at once,
in the same event-loop turn, by re-reading the document; widgets are written with their
signals blocked, so showing a value never writes it back. Tests, spends, damage and refreshes
go through the :class:`~sheetmaker.models.rolls.RollController`; the rules stay in
:mod:`sheetmaker.systems.toc`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollCard, RollController, RollOptions
from sheetmaker.models.toc_models import (
    AbilityColumn,
)
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.ui.field_help import apply_field_help
from sheetmaker.ui.sheet_sections import SheetContext
from sheetmaker.ui.theme import text_factor
from sheetmaker.ui.toc_sheet.abilities import AbilitiesSection, BuildPointsSection
from sheetmaker.ui.toc_sheet.backstory import LanguagesSection, TextBoxSection
from sheetmaker.ui.toc_sheet.base import ToCSectionBase, _tone, _WrapLabel
from sheetmaker.ui.toc_sheet.combat import CombatSection
from sheetmaker.ui.toc_sheet.header import HeaderSection
from sheetmaker.ui.toc_sheet.identity import IdentitySection, _PickButton
from sheetmaker.ui.toc_sheet.mind import DisordersSection, MindSection
from sheetmaker.ui.toc_sheet.vitals import VitalsSection
from sheetmaker.ui.violations import CodeRole, ViolationsPanel
from sheetmaker.ui.widgets import (
    set_tab_chain,
    sheet_scroll_area,
    sheet_splitter,
)

__all__ = ["ToCSheetView"]

#: Widths (in pixels of the view) from which the sheet is laid out in two and three columns.
TWO_COLUMNS_FROM = 1000
THREE_COLUMNS_FROM = 1600


class ToCSheetView(ToCSectionBase):
    """A Trail of Cthulhu (1st edition) investigator: identity, build points, Sanity,
    Stability and Health, Pillars and Sources, abilities by family with tests and spends,
    languages, weapons, gear and notes, with refresh buttons and a live rule-check panel.

    Args:
        doc: the document shown and edited.
        controller: makes the tests, damage rolls and refreshes (cards go to its log).
        parent: the parent widget.
    """

    def __init__(self, doc: SheetDocument, controller: RollController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ToCSheetView")
        self._doc = doc
        self._controller = controller
        self._data = toc_data.load()
        self._fields: dict[str, QWidget] = {}
        self._tab_chain: list[QWidget] = []
        self._columns: int | None = None
        self.last_card: RollCard | None = None
        # What the section objects share with the view (the sections still written as parts
        # of the view use the same registry and Tab order directly).
        self._context = SheetContext(
            owner=self,
            fields=self._fields,
            tab_chain=self._tab_chain,
            show_error=self._show_error,
            show_card=self._card,
            follows_document=False,
        )

        self.content = QWidget()
        self.content.setObjectName("sheetContent")
        outer = QVBoxLayout(self.content)
        outer.setContentsMargins(8, 8, 8, 8)
        self._context.parent = self.content
        outer.setSpacing(10)
        # Columns that grow independently (a grid would line their rows up and leave holes),
        # then the wide sections under them.
        self._columns_row = QHBoxLayout()
        self._columns_row.setSpacing(10)
        self._column_layouts: list[QVBoxLayout] = []
        for _ in range(3):
            column = QVBoxLayout()
            column.setSpacing(10)
            self._columns_row.addLayout(column)
            self._column_layouts.append(column)
        self._bottom = QGridLayout()
        self._bottom.setHorizontalSpacing(10)
        self._bottom.setVerticalSpacing(10)
        outer.addLayout(self._columns_row)
        outer.addLayout(self._bottom)
        outer.addStretch(1)

        self.header = HeaderSection(doc, controller, self._context)
        header = self.header.box
        self.title_label = self.header.title_label
        self.edition_label = self.header.edition_label
        self.refresh_buttons = self.header.refresh_buttons
        self.roll_status = self.header.roll_status
        controller.cardAdded.connect(self._on_card_added)
        self.identity = IdentitySection(doc, controller, self._context)
        self._take_identity(self.identity)
        self.build_points = BuildPointsSection(doc, controller, self._context)
        self.build_box = self.build_points.box
        self.budget_labels = self.build_points.budget_labels
        self.trade_spin = self.build_points.trade_spin
        self.build_warning = self.build_points.build_warning
        self.vitals = VitalsSection(doc, controller, self._context)
        self.pools_box = self.vitals.box
        self.pool_rows = self.vitals.pool_rows
        self.hit_threshold_label = self.vitals.hit_threshold_label
        self.penalty_label = self.vitals.penalty_label
        self.mind = MindSection(doc, controller, self._context)
        self._take_mind(self.mind)
        self.abilities = AbilitiesSection(doc, controller, self._context)
        self.ability_models = self.abilities.ability_models
        self.ability_tables = self.abilities.ability_tables
        self.ability_boxes = self.abilities.ability_boxes
        self.test_buttons = self.abilities.test_buttons
        self.spend_buttons = self.abilities.spend_buttons
        self.languages = LanguagesSection(doc, controller, self._context)
        self.languages_box = self.languages.box
        self.languages_info = self.languages.languages_info
        self.languages_model = self.languages.languages_model
        self.languages_table = self.languages.languages_table
        self.language_name = self.languages.language_name
        self.add_language_button = self.languages.add_language_button
        self.remove_language_button = self.languages.remove_language_button
        self.combat = CombatSection(doc, controller, self._context)
        self.weapons_box = self.combat.box
        self.weapons_model = self.combat.weapons_model
        self.weapons_table = self.combat.weapons_table
        self.weapon_kind = self.combat.weapon_kind
        self.add_weapon_button = self.combat.add_weapon_button
        self.remove_weapon_button = self.combat.remove_weapon_button
        self.range_combo = self.combat.range_combo
        self.equipment = TextBoxSection(
            doc, controller, self._context,
            "sheet.equipment", self.tr("Equipment"), "equipmentBox", self.tr("Equipment"),
        )
        self.equipment_box = self.equipment.box
        self.disorders = DisordersSection(doc, controller, self._context)
        self.disorders_box = self.disorders.box
        self.disorders_model = self.disorders.disorders_model
        self.disorders_table = self.disorders.disorders_table
        self.disorder_name = self.disorders.disorder_name
        self.add_disorder_button = self.disorders.add_disorder_button
        self.remove_disorder_button = self.disorders.remove_disorder_button
        self.notes = TextBoxSection(
            doc, controller, self._context, "notes", self.tr("Notes"), "notesBox", self.tr("Notes")
        )
        self.notes_box = self.notes.box

        self.sheet_scroll = sheet_scroll_area(self, self.content)

        self.message = _WrapLabel(self)
        self.message.setObjectName("editMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        _tone(self.message, "error")
        self.message.hide()

        self.violations = ViolationsPanel(doc, self.focus_field, self)
        self.violations.setObjectName("tocViolations")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(header)
        layout.addWidget(self.message)
        # The user sets how much room the rule checks take (remembered by ``use_settings``).
        self.splitter = sheet_splitter(self, self.sheet_scroll, self.violations, "toc")
        layout.addWidget(self.splitter, 1)

        self._chain(self.violations.list)
        set_tab_chain(self._tab_chain)

        self._arrange(2)
        doc.changed.connect(self._refresh)
        self._refresh()

    # ------------------------------------------------------------------ layout

    def _arrange(self, columns: int) -> None:
        """Lay the sections out in one, two or three columns (the weapons, equipment and notes
        under them when there are two or three)."""
        if columns == self._columns:
            return
        self._columns = columns
        for layout in (*self._column_layouts, self._bottom):
            while layout.count():
                layout.takeAt(0)
        ab = self.ability_boxes
        bottom: tuple[tuple[QGroupBox, int, int, int], ...] = ()
        if columns >= 3:
            placed: tuple[tuple[QGroupBox, ...], ...] = (
                (self.identity_box, self.build_box, self.pools_box, self.pillars_box, self.sources_box),
                (ab["Academic"], ab["Interpersonal"], ab["Technical"], ab[""]),
                (ab["General"], self.languages_box, self.disorders_box),
            )
            stretches = (10, 9, 10)
        elif columns == 2:
            placed = (
                (self.identity_box, self.build_box, self.pools_box, self.pillars_box, self.sources_box,
                 self.languages_box, self.disorders_box, self.equipment_box),
                (ab["General"], ab["Academic"], ab["Interpersonal"], ab["Technical"], ab[""]),
                (),
            )
            stretches = (1, 1, 0)
        else:
            placed = (self._all_boxes(), (), ())
            stretches = (1, 0, 0)
        if columns >= 3:
            bottom = (
                (self.weapons_box, 0, 0, 2),
                (self.equipment_box, 1, 0, 1),
                (self.notes_box, 1, 1, 1),
            )
        elif columns == 2:
            bottom = ((self.weapons_box, 0, 0, 2), (self.notes_box, 1, 0, 2))
        for layout, boxes, stretch in zip(self._column_layouts, placed, stretches, strict=True):
            for box in boxes:
                layout.addWidget(box)
            layout.addStretch(1)
            self._columns_row.setStretchFactor(layout, stretch)
        for box, row, column, span in bottom:
            self._bottom.addWidget(box, row, column, 1, span)
        self._bottom.setColumnStretch(0, 1)
        self._bottom.setColumnStretch(1, 1)

    def _take_identity(self, identity: IdentitySection) -> None:
        """The identity box and its widgets, reachable on the view as they always were."""
        self.identity_box = identity.box
        self.name_edit = identity.name_edit
        self.player_edit = identity.player_edit
        self.occupation_combo = identity.occupation_combo
        self.branch_combo = identity.branch_combo
        self.branch_label = identity.branch_label
        self.picks_widget = identity.picks_widget
        self.picks_layout = identity.picks_layout
        self.picks_label = identity.picks_label
        self.occupation_info = identity.occupation_info
        self.campaign_combo = identity.campaign_combo
        self.investigators_spin = identity.investigators_spin
        self.keeper_budget_check = identity.keeper_budget_check
        self.keeper_budget_spin = identity.keeper_budget_spin
        self.drive_combo = identity.drive_combo
        self.drive_info = identity.drive_info
        self.appearance_edit = identity.appearance_edit
        self.background_edit = identity.background_edit
        self.benefits_edit = identity.benefits_edit

    @property
    def pick_buttons(self) -> list[_PickButton]:
        """The buttons of the occupation's choices (made again when the occupation changes)."""
        return self.identity.pick_buttons

    def set_occupation(self, name: str) -> bool:
        """Choose an occupation (its branch and picks start empty; one undo step)."""
        return self.identity.set_occupation(name)

    def set_branch(self, name: str) -> bool:
        """Choose the occupation's branch (Military; one undo step)."""
        return self.identity.set_branch(name)

    def set_picks(self, choice_id: str, picks: list[str]) -> bool:
        """Record the picks of one occupation choice (one undo step)."""
        return self.identity.set_picks(choice_id, picks)

    def test_ability(self, name: str, options: RollOptions | None = None) -> RollCard | None:
        """Test a General ability through the controller (see :meth:`AbilitiesSection.test_ability`)."""
        return self.abilities.test_ability(name, options)

    def spend_ability(self, name: str, points: int = 1) -> RollCard | None:
        """Spend investigative points (see :meth:`AbilitiesSection.spend_ability`)."""
        return self.abilities.spend_ability(name, points)

    def general_spend(self, name: str, points: int = 1) -> RollCard | None:
        """Spend General pool points outside a test (see :meth:`AbilitiesSection.general_spend`)."""
        return self.abilities.general_spend(name, points)

    def ability_index(self, name: str, column: AbilityColumn) -> QModelIndex:
        """The model index of an ability's cell (invalid when no table shows it)."""
        return self.abilities.ability_index(name, column)

    @property
    def _header_wide(self) -> bool | None:
        return self.header.wide

    def refresh_pools(self, which: str) -> RollCard | None:
        """Refresh pools through the controller: ``adventure``, ``24h`` or ``rest_day`` (one
        undo step)."""
        return self.header.refresh_pools(which)

    def _take_mind(self, mind: MindSection) -> None:
        """The Pillars' and Sources' boxes, widgets and models, on the view as they always were."""
        self.pillars_box = mind.box
        self.pillars_info = mind.pillars_info
        self.pillars_model = mind.pillars_model
        self.pillars_table = mind.pillars_table
        self.pillar_name = mind.pillar_name
        self.add_pillar_button = mind.add_pillar_button
        self.remove_pillar_button = mind.remove_pillar_button
        self.sources_box = mind.sources_box
        self.sources_info = mind.sources_info
        self.sources_model = mind.sources_model
        self.sources_table = mind.sources_table
        self.source_name = mind.source_name
        self.source_relation = mind.source_relation
        self.add_source_button = mind.add_source_button
        self.remove_source_button = mind.remove_source_button

    def add_pillar(self) -> bool:
        """Add the Pillar typed or chosen below the list (one undo step)."""
        return self.mind.add_pillar()

    def remove_selected_pillar(self) -> bool:
        """Remove the selected Pillar (or the last one; one undo step)."""
        return self.mind.remove_selected_pillar()

    def add_source(self) -> bool:
        """Add the Source typed below the list (one undo step)."""
        return self.mind.add_source()

    def remove_selected_source(self) -> bool:
        """Remove the selected Source (or the last one; one undo step)."""
        return self.mind.remove_selected_source()

    def add_disorder(self) -> bool:
        """Add the mental disorder typed below the list (one undo step)."""
        return self.disorders.add_disorder()

    def remove_selected_disorder(self) -> bool:
        """Remove the selected mental disorder (or the last one; one undo step)."""
        return self.disorders.remove_selected_disorder()

    def add_language(self) -> bool:
        """Add the language typed below the list (one undo step)."""
        return self.languages.add_language()

    def remove_selected_language(self) -> bool:
        """Remove the selected language (or the last one; one undo step)."""
        return self.languages.remove_selected_language()

    def add_weapon(self) -> int:
        """Add the weapon chosen below the table (see :meth:`CombatSection.add_weapon`)."""
        return self.combat.add_weapon()

    def remove_selected_weapon(self) -> bool:
        """Remove the selected weapon (or the last one; one undo step)."""
        return self.combat.remove_selected_weapon()

    def roll_damage(self, row: int, range_band: str | None = None) -> RollCard | None:
        """Roll a weapon's damage through the controller (firearms: at ``range_band``)."""
        return self.combat.roll_damage(row, range_band)

    def _all_boxes(self) -> tuple[QGroupBox, ...]:
        ab = self.ability_boxes
        return (
            self.identity_box, self.build_box, self.pools_box, self.pillars_box, self.sources_box,
            ab["General"], ab["Academic"], ab["Interpersonal"], ab["Technical"], ab[""],
            self.languages_box, self.weapons_box, self.equipment_box, self.disorders_box, self.notes_box,
        )

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        self._relayout(event.size().width())
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        # Larger text (View → Larger Text) needs the wider layouts from a larger width.
        if event.type() == QEvent.Type.FontChange:
            self._relayout(self.width())
        super().changeEvent(event)

    def _relayout(self, width: int) -> None:
        """Lay the sections out for a view ``width`` pixels wide (the breakpoints are for 100%
        text)."""
        columns = width / text_factor()
        self._arrange(3 if columns >= THREE_COLUMNS_FROM else 2 if columns >= TWO_COLUMNS_FROM else 1)
        self.header.reflow(wide=width >= self.header.width_needed())

    # ------------------------------------------------------------------ refresh

    def _refresh(self) -> None:
        """Show everything derived from the document (same event-loop turn as the change)."""
        doc = self._doc
        d = doc.derived
        self.message.hide()
        self.header.refresh(d)
        self.identity.refresh(d)
        self.build_points.refresh(d)
        self.vitals.refresh(d)
        self.mind.refresh(d)
        self.languages.refresh(d)
        self.abilities.refresh(d)
        for button, model, _table in (
            (self.remove_pillar_button, self.pillars_model, self.pillars_table),
            (self.remove_source_button, self.sources_model, self.sources_table),
            (self.remove_language_button, self.languages_model, self.languages_table),
            (self.remove_weapon_button, self.weapons_model, self.weapons_table),
            (self.remove_disorder_button, self.disorders_model, self.disorders_table),
        ):
            button.setEnabled(model.rowCount() > 0)
        apply_field_help(self, doc)  # tool tips explaining the values with this sheet's numbers

    # ------------------------------------------------------------------ going to a field

    def _global_target(self) -> QWidget | None:
        """Where a violation without a field leads: the abilities that spend its build points."""
        item = self.violations.list.currentItem()
        code = item.data(CodeRole) if item is not None else ""
        if code and code.startswith("build.general"):
            return self.ability_tables["General"]
        if code and code.startswith("build.investigative"):
            return self.ability_tables["Academic"]
        return None

    def focus_field(self, path: str) -> QWidget | None:
        """Scroll to the widget of a document path and give it the focus (violations link here).

        ``sheet.abilities[Athletics]`` selects that ability's row in its family's table;
        ``sheet.weapons[1]...`` and the other lists select their row. Build point violations
        (which name no field) lead to the abilities table of their budget.
        """
        if not path:
            target = self._global_target()
            if target is not None:
                self._show(target)
            return target
        if path.startswith("sheet.abilities[") and path.endswith("]"):
            name = path[len("sheet.abilities[") : -1]
            pool_row = self.pool_rows.get(name)
            if pool_row is not None:
                self._show(pool_row[0])
                return pool_row[0]
            for family, model in self.ability_models.items():
                row = model.row_of(name)
                if row >= 0:
                    table = self.ability_tables[family]
                    self._focus_row(table, model.index(row, AbilityColumn.RATING))
                    return table
        for prefix, table in (
            ("sheet.weapons[", self.weapons_table),
            ("sheet.pillars_of_sanity[", self.pillars_table),
            ("sheet.sources_of_stability[", self.sources_table),
            ("sheet.languages[", self.languages_table),
        ):
            if path.startswith(prefix) and "]" in path:
                try:
                    row = int(path[len(prefix) : path.index("]")])
                except ValueError:
                    row = -1
                list_model = table.model()
                if 0 <= row < list_model.rowCount():
                    self._focus_row(table, list_model.index(row, 0))
                    return table
        widget = self.widget_for(path)
        if widget is None:
            return None
        self._show(widget)
        return widget

    def _show(self, widget: QWidget) -> None:
        if widget.parentWidget() is not None and not widget.isVisibleTo(self):
            return
        self.sheet_scroll.ensureWidgetVisible(widget, 40, 60)
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
