"""The ToC sheet's abilities: build points, tests and spends, unknown abilities."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog, QMenu, QSpinBox

from sheetmaker.models.rolls import RollLogModel, RollOptions
from sheetmaker.models.toc_models import (
    AbilityColumn,
    MaximumRole,
    MinimumRole,
    set_ability_value,
)
from sheetmaker.systems.toc.model import Ability
from sheetmaker.ui.roll_button import RollButton
from sheetmaker.ui.roll_dialog import RollDialog
from tests.ui.toc_sheet.helpers import SEED, _expected_die

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints (not our code).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


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


def test_unknown_abilities_get_their_own_box(view, doc):
    assert not view.ability_boxes[""].isVisibleTo(view)
    doc.set_value("sheet.abilities", {**doc.sheet.abilities, "Basket Weaving": Ability(rating=2)})
    assert view.ability_boxes[""].isVisibleTo(view)
    assert view.ability_models[""].rowCount() == 1


def test_the_test_dialog_shows_the_odds_of_the_roll_a_hurt_character_makes(view, doc, qtbot):
    # Seed 001: a hurt character "adds 1 to the Difficulty Numbers of all tests" (and so does
    # a shaken one): at difficulty 4 a hurt character succeeds on 5 or 6, 2 faces in 6.
    view.pool_rows["Health"][1].setValue(0)
    assert doc.derived.difficulty_penalty == 1
    button = view.test_buttons["Driving"]
    dialog = button._dialog_factory(view)
    qtbot.addWidget(dialog)
    assert dialog.toc_difficulty.value() == 4
    assert dialog.chance.text().startswith("33% (1D6 + 0 ≥ 5)")
    assert "Difficulty 4 + 1 for the character's condition" in dialog.chance.text()
    dialog.spend.setValue(1)
    assert dialog.chance.text().startswith("50% (1D6 + 1 ≥ 5)")
    # The roll made with these options is at difficulty 5.
    card = view.test_ability("Driving", dialog.options())
    assert card is not None and card.result.difficulty == 5
