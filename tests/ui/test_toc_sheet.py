"""The Trail of Cthulhu sheet view, driven through its real widgets."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QMenu, QSpinBox

from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController, RollLogModel, RollOptions
from sheetmaker.models.toc_models import (
    AbilityColumn,
    MaximumRole,
    MinimumRole,
    PillarColumn,
    WeaponColumn,
    set_ability_value,
)
from sheetmaker.systems.toc.generate import random_investigator
from sheetmaker.systems.toc.model import Ability, ToCDocument, ToCSheet
from sheetmaker.ui.roll_button import RollButton
from sheetmaker.ui.roll_dialog import RollDialog
from sheetmaker.ui.toc_sheet import ToCSheetView
from sheetmaker.ui.violations import CodeRole


# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints (not our code).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

SEED = 20240601


@pytest.fixture
def doc(qapp):
    """A generated Author (Purist, 4 investigators): every build point spent; Athletics 0,
    Driving 8 (occupational), Library Use 4, Health 9, three Pillars."""
    return SheetDocument(random_investigator(random.Random(1)))


@pytest.fixture
def controller(qapp):
    return RollController(random.Random(SEED))


@pytest.fixture
def view(qtbot, doc, controller):
    widget = ToCSheetView(doc, controller)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    return widget


def _edit_cell(qtbot, table, index, value) -> None:
    """Edit a number cell through the table's own editor and delegate, as a user does.

    The delegate commits a Return key press in a queued call; emitting its ``commitData``
    (what that call does) keeps the check in the same event-loop turn as the commit.
    """
    table.setCurrentIndex(index)
    table.edit(index)
    editor = table.indexWidget(index)
    assert isinstance(editor, QSpinBox)
    assert editor.minimum() == index.data(MinimumRole) and editor.maximum() == index.data(MaximumRole)
    editor.setValue(value)
    delegate = table.itemDelegateForIndex(index)
    delegate.commitData.emit(editor)
    delegate.closeEditor.emit(editor)


def _left(view, key):
    return view.budget_labels[key]["left"].text()


# --------------------------------------------------------------------------- build


def test_the_view_names_the_rules_edition(view):
    assert view.edition_label.text() == "Trail of Cthulhu 1st edition"
    assert view.title_label.text() == f"{view.document.document.name} · Author"
    assert "1st edition" in view.edition_label.toolTip()


def test_rating_edit_updates_build_points_and_hit_threshold_at_once(view, doc, qtbot):
    general = view.ability_tables["General"]
    model = view.ability_models["General"]
    assert view.budget_labels["general"]["spent"].text() == "65"
    assert _left(view, "general") == "0"
    assert view.hit_threshold_label.text() == "Hit Threshold: 3"
    assert not view.build_warning.isVisibleTo(view)

    index = model.index(model.row_of("Athletics"), AbilityColumn.RATING)
    _edit_cell(qtbot, general, index, 8)
    # Same event-loop turn: no processEvents between the edit and these checks.
    assert doc.sheet.abilities["Athletics"].rating == 8
    assert view.budget_labels["general"]["spent"].text() == "73"
    assert _left(view, "general") == "-8 ⚠"
    assert view.build_warning.isVisibleTo(view)
    assert "overspent by 8" in view.build_warning.text()
    assert view.hit_threshold_label.text() == "Hit Threshold: 4"
    assert model.index(index.row(), AbilityColumn.COST).data() == 8

    doc.undo_stack.undo()
    assert view.budget_labels["general"]["spent"].text() == "65"
    assert _left(view, "general") == "0"
    assert view.hit_threshold_label.text() == "Hit Threshold: 3"
    assert not view.build_warning.isVisibleTo(view)
    doc.undo_stack.redo()
    assert _left(view, "general") == "-8 ⚠"
    assert view.hit_threshold_label.text() == "Hit Threshold: 4"


def test_investigative_edit_updates_the_investigative_budget(view, doc, qtbot):
    model = view.ability_models["Academic"]
    index = model.index(model.row_of("Library Use"), AbilityColumn.RATING)  # occupational
    _edit_cell(qtbot, view.ability_tables["Academic"], index, 6)
    assert view.budget_labels["investigative"]["spent"].text() == "17"
    assert _left(view, "investigative") == "-1 ⚠"
    assert _left(view, "general") == "0"


def test_showing_values_never_writes_them_back(view, doc):
    count = doc.undo_stack.count()
    doc.set_value("sheet.drive", "Curiosity")
    doc.undo_stack.undo()
    doc.undo_stack.redo()
    doc.undo_stack.undo()
    assert doc.undo_stack.count() == count + 1
    assert view.drive_combo.currentText() == "Scholarship"


# --------------------------------------------------------------------------- pools


@pytest.mark.parametrize(
    ("pool", "words"),
    [
        (9, "Fine"),
        (0, "Hurt (+1 difficulty)"),
        (-5, "Hurt (+1 difficulty)"),
        (-6, "Seriously wounded"),
        (-11, "Seriously wounded"),
        (-12, "Dead"),
    ],
)
def test_health_pool_status_in_words(view, doc, pool, words):
    rating, spin, status = view.pool_rows["Health"]
    assert spin.minimum() == -12 and spin.maximum() == 9
    spin.setValue(pool)
    assert doc.derived.health.pool == pool
    assert status.text().startswith(words)


def test_health_pool_edits_merge_and_undo(view, doc):
    _rating, spin, status = view.pool_rows["Health"]
    count = doc.undo_stack.count()
    for value in (5, 0, -5, -6):
        spin.setValue(value)
    assert doc.undo_stack.count() == count + 1
    assert status.text().startswith("Seriously wounded")
    doc.undo_stack.undo()
    assert spin.value() == 9 and status.text() == "Fine"


def test_stability_and_sanity_status(view, doc):
    view.pool_rows["Stability"][1].setValue(-1)
    assert view.pool_rows["Stability"][2].text() == "Shaken (+1 difficulty)"
    assert view.penalty_label.text() == "Tests +1 difficulty"
    view.pool_rows["Stability"][1].setValue(-6)
    assert view.pool_rows["Stability"][2].text().startswith("Mind blasted")
    view.pool_rows["Sanity"][1].setValue(0)
    assert view.pool_rows["Sanity"][2].text() == "Permanently insane"


# --------------------------------------------------------------------------- tests and spends


def _expected_die(seed: int) -> int:
    return random.Random(seed).randint(1, 6)


def test_a_test_with_a_spend_from_the_rows_button(view, doc, controller, monkeypatch):
    button = view.test_buttons["Driving"]
    assert isinstance(button, RollButton)
    assert button.accessibleName() == "Test Driving"
    index = view.ability_index("Driving", AbilityColumn.ACTION)
    assert view.ability_tables["General"].indexWidget(index) is button

    def accept_with_spend(dialog: RollDialog) -> int:
        assert dialog.mode == "toc"
        assert dialog.spend.maximum() == 8  # the pool
        dialog.toc_difficulty.setValue(5)
        dialog.spend.setValue(2)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(RollDialog, "exec", accept_with_spend)
    count = doc.undo_stack.count()
    button.roll_with_options()  # what Shift-click and the menu's "Roll with options…" do

    die = _expected_die(SEED)
    card = view.last_card
    assert card is not None and card.system == "toc"
    assert card.result.die == die
    assert card.result.spend == 2 and card.result.difficulty == 5
    assert card.success is (die + 2 >= 5)
    assert card.summary.startswith("Success" if die + 2 >= 5 else "Failure")
    assert f"D6 {die}" in card.dice
    # The spend lowered the pool: one undo step, shown in the table at once.
    assert doc.derived.ability("Driving").pool == 6
    model = view.ability_models["General"]
    assert model.index(model.row_of("Driving"), AbilityColumn.POOL).data() == 6
    assert doc.undo_stack.count() == count + 1
    assert view.roll_status.text().startswith("Last roll: #")
    doc.undo_stack.undo()
    assert doc.derived.ability("Driving").pool == 8


def test_a_plain_click_tests_at_difficulty_4_without_spending(view, doc, controller, qtbot):
    view.show()
    qtbot.waitExposed(view)
    button = view.test_buttons["Driving"]
    count = doc.undo_stack.count()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(6, button.height() // 2))
    card = view.last_card
    die = _expected_die(SEED)
    assert card.result.die == die and card.result.spend == 0 and card.result.difficulty == 4
    assert card.success is (die >= 4)
    assert doc.undo_stack.count() == count  # no spend, nothing changed on the sheet
    assert doc.derived.ability("Driving").pool == 8


def test_a_refused_test_is_explained(view, doc):
    # A spend beyond the pool is refused by the rules: nothing changes, the view says why.
    assert view.test_ability("Driving", RollOptions(spend=20)) is None
    assert view.message.isVisibleTo(view)
    assert "Test refused" in view.message.text()
    assert doc.derived.ability("Driving").pool == 8


def test_an_investigative_spend_lowers_the_pool(view, doc):
    button = view.spend_buttons["Library Use"]
    assert button.isEnabled()
    assert button.accessibleName() == "Spend Library Use points"
    count = doc.undo_stack.count()
    button.click()
    assert doc.derived.ability("Library Use").pool == 3
    assert doc.undo_stack.count() == count + 1
    assert "pool 4 → 3" in view.roll_status.text()
    doc.undo_stack.undo()
    assert doc.derived.ability("Library Use").pool == 4
    # An empty pool cannot be spent; a zero rating has no button until it gets a rating.
    set_ability_value(doc, "Library Use", "pool", 0)
    assert not button.isEnabled()
    assert "Accounting" not in view.spend_buttons
    set_ability_value(doc, "Accounting", "rating", 2)
    accounting = view.spend_buttons["Accounting"]
    index = view.ability_index("Accounting", AbilityColumn.ACTION)
    assert view.ability_tables["Academic"].indexWidget(index) is accounting
    accounting.click()
    assert doc.derived.ability("Accounting").pool == 1


def test_the_spend_button_goes_through_the_controller_into_the_roll_log(view, doc, controller, qtbot):
    log = controller.log
    assert isinstance(log, RollLogModel) and log.rowCount() == 0
    count = doc.undo_stack.count()
    with qtbot.waitSignal(log.rowsInserted):
        view.spend_buttons["Library Use"].click()
    assert log.rowCount() == 1
    card = log.card(0)
    assert card is view.last_card
    assert card.system == "toc" and card.kind == "spend"
    assert card.title == "Spend 1 Library Use" and card.summary == "pool 4 → 3"
    assert view.roll_status.text() == f"Last roll: {card.one_line()}"
    assert doc.undo_stack.count() == count + 1  # exactly one undo step, pushed by the controller
    assert doc.derived.ability("Library Use").pool == 3


def test_a_refused_spend_is_explained_and_makes_no_card(view, doc, controller):
    count = doc.undo_stack.count()
    assert view.spend_ability("Library Use", 5) is None
    assert view.message.isVisibleTo(view)
    assert "Spend refused" in view.message.text() and "only 4 left" in view.message.text()
    assert controller.log.rowCount() == 0
    assert doc.undo_stack.count() == count
    assert doc.derived.ability("Library Use").pool == 4


def test_a_general_spend_from_the_test_buttons_menu(view, doc, controller):
    button = view.test_buttons["Driving"]
    spend_menu = button.menu().findChild(QMenu, "generalSpend_Driving")
    assert spend_menu is not None and spend_menu.title() == "Spend without a test"
    spend_menu.aboutToShow.emit()
    actions = spend_menu.actions()
    assert [a.text() for a in actions] == [f"Spend {n} point(s)" for n in range(1, 7)]
    count = doc.undo_stack.count()
    actions[1].trigger()
    card = controller.log.card(-1)
    assert card is view.last_card and card.kind == "spend"
    assert card.title == "Spend 2 Driving" and card.summary == "pool 8 → 6"
    assert doc.derived.ability("Driving").pool == 6
    assert doc.undo_stack.count() == count + 1
    # A spend the rules refuse: the view says why, nothing changes.
    assert view.general_spend("Driving", 7) is None
    assert "Spend refused" in view.message.text()
    assert controller.log.rowCount() == 1 and doc.derived.ability("Driving").pool == 6


def test_spend_menu_offers_up_to_the_pool(view, doc):
    button = view.spend_buttons["Library Use"]
    button.menu().aboutToShow.emit()
    actions = button.menu().actions()
    assert [a.text() for a in actions] == [f"Spend {n} point(s)" for n in (1, 2, 3, 4)]
    actions[2].trigger()
    assert doc.derived.ability("Library Use").pool == 1


def test_refresh_buttons_restore_pools(view, doc, controller):
    view.test_ability("Driving", RollOptions(spend=3))
    view.spend_buttons["Library Use"].click()
    view.pool_rows["Health"][1].setValue(-3)
    assert doc.derived.ability("Driving").pool == 5
    count = doc.undo_stack.count()

    view.refresh_buttons["24h"].click()
    assert doc.derived.ability("Driving").pool == 8
    assert doc.derived.ability("Library Use").pool == 3  # investigative: between adventures only
    assert doc.undo_stack.count() == count + 1

    view.refresh_buttons["rest_day"].click()
    assert doc.derived.health.pool == -1
    assert view.pool_rows["Health"][1].value() == -1
    assert doc.undo_stack.count() == count + 2

    view.refresh_buttons["adventure"].click()
    assert doc.derived.ability("Library Use").pool == 4
    model = view.ability_models["Academic"]
    assert model.index(model.row_of("Library Use"), AbilityColumn.POOL).data() == 4
    assert doc.undo_stack.count() == count + 3
    doc.undo_stack.undo()
    assert doc.derived.ability("Library Use").pool == 3


def test_damage_button_of_a_weapon_row(view, doc):
    table = view.weapons_table
    delegate = table.roll_delegates[WeaponColumn.ROLL]
    view.range_combo.setCurrentIndex(view.range_combo.findData("point_blank"))
    delegate.rollRequested.emit(view.weapons_model.index(0, WeaponColumn.ROLL), False)
    card = view.last_card
    assert card is not None and card.kind == "toc_damage"
    assert card.context["damage"] == _expected_die(SEED) + 3  # the revolver at point blank
    assert card.follow_up("apply") is not None


def test_damage_roll_through_the_controller(view, doc):
    card = view.roll_damage(1)  # the knife: 1D6 − 1
    assert card is not None and card.kind == "toc_damage"
    die = _expected_die(SEED)
    assert card.context["damage"] == max(0, die - 1)
    card = view.roll_damage(0, "long")  # the revolver cannot reach long range
    assert card is None and "Damage roll refused" in view.message.text()


# --------------------------------------------------------------------------- Pillars, lists


def test_pillars_add_and_state_change_are_undoable(view, doc, qtbot):
    assert "3 required" in view.pillars_info.text()
    view.pillar_name.setEditText("Family honour")
    count = doc.undo_stack.count()
    view.add_pillar_button.click()
    assert doc.sheet.pillars_of_sanity[-1].name == "Family honour"
    assert view.pillars_model.rowCount() == 4
    assert "4 listed" in view.pillars_info.text()
    assert view.pillar_name.currentText() == ""

    table = view.pillars_table
    index = view.pillars_model.index(3, PillarColumn.STATE)
    table.setCurrentIndex(index)
    table.edit(index)
    editor = table.indexWidget(index)
    assert isinstance(editor, QComboBox)
    editor.setCurrentIndex(editor.findData("crumbled"))
    editor.activated.emit(editor.currentIndex())
    assert doc.sheet.pillars_of_sanity[3].state == "crumbled"
    assert "3 intact" in view.pillars_info.text()
    assert doc.undo_stack.count() == count + 2
    table.closePersistentEditor(index)

    doc.undo_stack.undo()
    assert doc.sheet.pillars_of_sanity[3].state == "intact"
    doc.undo_stack.undo()
    assert view.pillars_model.rowCount() == 3
    doc.undo_stack.redo()
    assert view.pillars_model.index(3, PillarColumn.NAME).data() == "Family honour"


def test_an_empty_pillar_is_explained(view, doc):
    count = doc.undo_stack.count()
    view.pillar_name.setEditText("   ")
    view.add_pillar_button.click()
    assert doc.undo_stack.count() == count
    assert view.message.isVisibleTo(view)


def test_sources_shown_with_a_note_in_purist_and_counted_in_pulp(view, doc):
    assert "Purist" in view.sources_info.text()
    view.campaign_combo.setCurrentIndex(view.campaign_combo.findData("pulp"))
    view.campaign_combo.activated.emit(view.campaign_combo.currentIndex())
    assert doc.sheet.campaign == "pulp"
    assert "3 allowed" in view.sources_info.text()  # Stability 9
    view.source_name.setText("Ada Hale")
    view.source_relation.setText("sister")
    view.add_source_button.click()
    assert doc.sheet.sources_of_stability[0].relation == "sister"
    assert "1 listed" in view.sources_info.text()


def test_languages_list(view, doc):
    assert "4 named" in view.languages_info.text()
    view.language_name.setText("Greek")
    view.add_language_button.click()
    assert doc.sheet.languages[-1] == "Greek"
    assert "5 named" in view.languages_info.text()
    view.languages_table.setCurrentIndex(view.languages_model.index(4, 0))
    view.remove_language_button.click()
    assert doc.sheet.languages[-1] == "Latin"


def test_weapon_added_from_the_tables(view, doc):
    view.weapon_kind.setCurrentIndex(view.weapon_kind.findData("Sword"))
    view.add_weapon_button.click()
    assert doc.sheet.weapons[-1].name == "Sword"
    assert doc.sheet.weapons[-1].damage_modifier == 1


# --------------------------------------------------------------------------- identity


def _choose(combo: QComboBox, data: str) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def test_occupation_change_and_military_branch(view, doc):
    assert not view.branch_combo.isVisibleTo(view)
    general = view.ability_models["General"]
    athletics = general.index(general.row_of("Athletics"), AbilityColumn.OCCUPATIONAL)
    assert athletics.data() == ""
    count = doc.undo_stack.count()

    _choose(view.occupation_combo, "Military")
    assert doc.sheet.occupation.name == "Military" and doc.sheet.occupation.picks == {}
    assert view.branch_combo.isVisibleTo(view)
    assert athletics.data() == "●"
    names = [view.branch_combo.itemData(i) for i in range(view.branch_combo.count())]
    assert names == ["", "Army/Marines", "Corpsman/Medic", "Engineers/Heavy Weapons", "Navy", "Officer"]
    assert any(v.code == "occupation.branch.missing" for v in doc.violations)

    _choose(view.branch_combo, "Navy")
    assert doc.sheet.occupation.branch == "Navy"
    piloting = general.index(general.row_of("Piloting"), AbilityColumn.OCCUPATIONAL)
    assert piloting.data() == "●"
    assert doc.undo_stack.count() == count + 2
    assert view.title_label.text().endswith("Military (Navy)")

    _choose(view.branch_combo, "Officer")
    assert [b.choice.id for b in view.pick_buttons] == ["riding_or_piloting"]
    assert view.pick_buttons[0].toggle("Riding", True)
    assert doc.sheet.occupation.picks == {"riding_or_piloting": ["Riding"]}
    assert "(1 of 1)" in view.pick_buttons[0].text()

    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.sheet.occupation.branch == "Navy"
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.sheet.occupation.name == "Author"
    assert view.occupation_combo.currentData() == "Author"
    assert not view.branch_combo.isVisibleTo(view)
    assert [b.choice.id for b in view.pick_buttons] == ["other"]


def test_full_choice_allows_no_more_picks(view, doc):
    button = view.pick_buttons[0]  # an Author's three other abilities: all picked
    assert "(3 of 3)" in button.text()
    button.menu().aboutToShow.emit()
    actions = {a.text(): a for a in button.menu().actions()}
    assert actions["Driving"].isChecked() and actions["Driving"].isEnabled()
    assert not actions["Athletics"].isEnabled()
    actions["Driving"].setChecked(False)
    assert doc.sheet.occupation.picks["other"] == ["Streetwise", "Riding"]


def test_drive_box(view, doc):
    assert view.drive_combo.currentText() == "Scholarship"
    view.drive_combo.setCurrentIndex(view.drive_combo.findData("Revenge"))
    assert doc.sheet.drive == "Revenge"
    assert "pay" in view.drive_info.text()
    view.drive_combo.setEditText("Love of cats")
    assert doc.sheet.drive == "Love of cats"
    assert any(v.code == "drive.unknown" for v in doc.violations)
    assert "Not one of the Drives" in view.drive_info.text()


def test_keeper_budget(view, doc):
    assert not view.keeper_budget_spin.isEnabled()
    assert view.keeper_budget_spin.value() == 16
    view.investigators_spin.setValue(2)
    assert view.budget_labels["investigative"]["total"].text() == "24"
    view.keeper_budget_check.setChecked(True)
    assert doc.sheet.investigative_budget == 24
    view.keeper_budget_spin.setValue(20)
    assert view.budget_labels["investigative"]["total"].text() == "20"
    view.keeper_budget_check.setChecked(False)
    assert doc.sheet.investigative_budget is None


def test_text_fields(view, doc):
    view.name_edit.setText("")
    view.name_edit.textEdited.emit("Dr. Ada Hale")
    assert doc.document.name == "Dr. Ada Hale"
    view.benefits_edit.setPlainText("Access to the university library")
    assert doc.sheet.occupational_benefits == "Access to the university library"
    view.notes_box.findChild(type(view.benefits_edit)).setPlainText("Met the professor")
    assert doc.document.notes == "Met the professor"


# --------------------------------------------------------------------------- violations


def test_violations_panel_lists_an_overspent_pool_and_leads_to_the_abilities(view, doc, qtbot):
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    assert not view.violations.violations
    model = view.ability_models["General"]
    assert model.setData(model.index(model.row_of("Athletics"), AbilityColumn.RATING), 8)
    codes = [view.violations.list.item(r).data(CodeRole) for r in range(view.violations.list.count())]
    assert "build.general.overspent" in codes
    row = codes.index("build.general.overspent")
    view.name_edit.setFocus()
    view.violations.activate_row(row)
    table = view.ability_tables["General"]
    qtbot.waitUntil(table.hasFocus)


def test_violations_link_to_their_fields(view, doc, qtbot):
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    assert view.focus_field("sheet.drive") is view.drive_combo
    assert view.focus_field("sheet.pillars_of_sanity") is view.pillars_table
    assert view.focus_field("sheet.abilities[Library Use]") is view.ability_tables["Academic"]
    current = view.ability_tables["Academic"].currentIndex()
    assert current.data(Qt.ItemDataRole.DisplayRole) is not None
    assert view.ability_models["Academic"].line(current.row()).name == "Library Use"
    assert view.focus_field("sheet.abilities[Health]") is view.pool_rows["Health"][0]
    assert view.focus_field("sheet.occupation.picks.other") is view.pick_buttons[0]
    assert view.focus_field("sheet.languages") is view.languages_table
    # Drop the pillars: the panel names the field and leads to the list.
    doc.set_value("sheet.pillars_of_sanity", [])
    items = [view.violations.list.item(r) for r in range(view.violations.list.count())]
    pillars = next(i for i in items if i.data(CodeRole) == "pillars.count")
    view.violations.activate_row(view.violations.list.row(pillars))
    qtbot.waitUntil(view.pillars_table.hasFocus)


# --------------------------------------------------------------------------- layout, access


def test_keyboard_order_and_accessible_names(view, qtbot):
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    view.name_edit.setFocus()
    qtbot.waitUntil(view.name_edit.hasFocus)
    # The branch box is hidden (an Author): Tab goes on to the occupation's choice.
    for expected in (view.player_edit, view.occupation_combo, view.pick_buttons[0], view.campaign_combo):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is expected
    # The refresh buttons come first, the rule checks last.
    assert view._tab_chain[0] is view.refresh_buttons["adventure"]
    assert view._tab_chain[-1] is view.violations.list
    for widget in (
        view.name_edit, view.occupation_combo, view.drive_combo, view.campaign_combo,
        view.investigators_spin, view.pillar_name, view.weapon_kind, *view.refresh_buttons.values(),
        *view.test_buttons.values(), *view.spend_buttons.values(),
    ):
        assert widget.accessibleName(), widget.objectName()
    for name, (rating, pool, status) in view.pool_rows.items():
        assert rating.accessibleName() == f"{name} rating"
        assert pool.accessibleName() == f"{name} pool"


@pytest.mark.parametrize(("width", "columns"), [(900, 1), (1280, 2), (1920, 3)])
def test_layout_columns_follow_the_width(view, qtbot, width, columns):
    view.resize(width, 800)
    view.show()
    qtbot.waitExposed(view)
    used = sum(1 for layout in view._column_layouts if layout.count() > 1)
    assert used == columns
    # Every ability table shows all its rows (no inner scrolling).
    for family, table in view.ability_tables.items():
        if family:
            rows = table.model().rowCount()
            assert table.viewport().height() >= rows * table.verticalHeader().defaultSectionSize()


def test_unknown_abilities_get_their_own_box(view, doc):
    assert not view.ability_boxes[""].isVisibleTo(view)
    doc.set_value("sheet.abilities", {**doc.sheet.abilities, "Basket Weaving": Ability(rating=2)})
    assert view.ability_boxes[""].isVisibleTo(view)
    assert view.ability_models[""].rowCount() == 1


def test_a_blank_sheet(qtbot, controller):
    doc = SheetDocument(ToCDocument(sheet=ToCSheet()))
    view = ToCSheetView(doc, controller)
    qtbot.addWidget(view)
    assert view.occupation_combo.currentIndex() == 0
    assert not view.picks_widget.isVisibleTo(view)
    assert view.pool_rows["Sanity"][0].value() == 4
    assert view.budget_labels["general"]["total"].text() == "65"
    assert any(v.code == "occupation.missing" for v in view.violations.violations)


def _pilot_in_a_window(qtbot, tmp_path, width: int, height: int):
    """The main window at ``width``×``height`` with the ToC pilot sample open: (window, sheet)."""
    from PySide6.QtCore import QSettings

    from sheetmaker.resources import resource as _resource
    from sheetmaker.ui.main_window import MainWindow

    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    sheet = window.open_sample(str(_resource("samples", "toc-pulp-pilot.sheet.json")))
    qtbot.waitUntil(lambda: sheet.view.isVisible())
    return window, sheet


def test_a_toc_sheet_never_forces_the_window_wider_than_a_1024_px_screen(qtbot, tmp_path):
    """The refresh buttons go to a second header row when the view is narrow."""
    window, sheet = _pilot_in_a_window(qtbot, tmp_path, 1000, 660)
    assert window.minimumSizeHint().width() <= 1024
    assert window.width() <= 1024
    window.resize(1500, 800)
    qtbot.waitUntil(lambda: sheet.view._header_wide is True)
    sheet.doc.undo_stack.setClean()


def test_a_long_title_ends_in_an_ellipsis_with_the_whole_title_as_tooltip(qtbot):
    from sheetmaker.ui.widgets import ElidedLabel

    label = ElidedLabel()
    qtbot.addWidget(label)
    label.show()
    label.setText("Wilhelmina “Billie” Achterberg · Pilot")
    label.resize(label.fontMetrics().horizontalAdvance("Wilhelmina “Billie”") + 4, 30)
    assert label.shown_text().endswith("…") and label.shown_text().startswith("Wilhelmina")
    assert label.toolTip() == "Wilhelmina “Billie” Achterberg · Pilot"
    assert label.text() == "Wilhelmina “Billie” Achterberg · Pilot"
    label.resize(label.fontMetrics().horizontalAdvance(label.text()) + 20, 30)
    assert label.shown_text() == label.text() and label.toolTip() == ""


def test_the_refresh_buttons_make_room_for_the_whole_title(qtbot, tmp_path):
    """A long name (or a longer language) puts the buttons on a second row rather than cutting the title."""
    _window, sheet = _pilot_in_a_window(qtbot, tmp_path, 1500, 800)
    qtbot.waitUntil(lambda: sheet.view._header_wide is True)
    view = sheet.view
    assert view.title_label.shown_text() == view.title_label.text()
    sheet.doc.set_value("name", "Wilhelmina “Billie” Achterberg-Vanderhoeven, Honorary Secretary of the Arkham"
                        " Aero Club and the Very Long Name Society")
    sheet.doc.undo_stack.setClean()  # closing asks nothing, even when an assertion fails
    qtbot.waitUntil(lambda: "Society" in view.title_label.text())
    qtbot.waitUntil(lambda: view._header_wide is False)
    assert view.title_label.shown_text() == view.title_label.text()  # whole, buttons below
