"""The roll log's play actions: the free dice roller, undone cards, cards of a closed sheet."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt

from sheetmaker.core import dice
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui.roll_log import RollLogDock

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def harvey(qapp):
    return SheetDocument.open(str(resource("samples", "harvey-walters.sheet.json")))


@pytest.fixture
def dock(qtbot):
    widget = RollLogDock(RollController(random.Random(12)))
    widget.resize(420, 600)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def type_and_roll(qtbot, dock: RollLogDock, text: str) -> None:
    dock.dice_edit.setFocus()
    qtbot.keyClicks(dock.dice_edit, text)
    qtbot.keyClick(dock.dice_edit, Qt.Key.Key_Return)


# --------------------------------------------------------------------------- the free roller


def test_typed_dice_give_a_card_with_every_die_and_the_total(dock, qtbot):
    expected = dice.parse("3D6*5").roll(random.Random(12))
    type_and_roll(qtbot, dock, "3D6*5")
    assert dock.model.rowCount() == 1
    card = dock.model.card(0)
    assert card.kind == "dice"
    assert card.title == "3D6*5"
    assert len(card.dice) == 3 and all(face.startswith("D6 ") for face in card.dice)
    assert card.result_text == str(expected.total)
    assert int(card.result_text) == 5 * sum(int(face.split()[1]) for face in card.dice)
    assert card.follow_ups == ()
    assert dock.dice_edit.text() == ""  # ready for the next roll
    assert not dock.dice_error.isVisible()


@pytest.mark.parametrize(("text", "count"), [("1D10", 1), ("1D6+1D4", 2), ("1/1D6", 1)])
def test_the_command_line_grammar(dock, qtbot, text, count):
    type_and_roll(qtbot, dock, text)
    card = dock.model.card(0)
    assert len(card.dice) == count
    if "/" in text:  # a SAN loss: both losses and the fumble's
        success, failure = card.result_text.split("/")
        assert success == "1" and 1 <= int(failure) <= 6
        assert "on a fumble" in card.summary


def test_a_bad_expression_shows_the_parsers_message_and_adds_no_card(dock, qtbot):
    type_and_roll(qtbot, dock, "3D6*")
    assert dock.model.rowCount() == 0
    assert dock.dice_error.isVisible()
    message = dock.dice_error.text()
    assert "position 5" in message and "expected" in message
    assert dock.dice_edit.text() == "3D6*"  # kept, to be corrected
    qtbot.keyClicks(dock.dice_edit, "5")  # typing hides the message
    assert not dock.dice_error.isVisible()
    qtbot.keyClick(dock.dice_edit, Qt.Key.Key_Return)
    assert dock.model.rowCount() == 1


def test_history_with_up_and_down(dock, qtbot):
    type_and_roll(qtbot, dock, "1D10")
    type_and_roll(qtbot, dock, "2D6+3")
    qtbot.keyClicks(dock.dice_edit, "1D")
    qtbot.keyClick(dock.dice_edit, Qt.Key.Key_Up)
    assert dock.dice_edit.text() == "2D6+3"
    qtbot.keyClick(dock.dice_edit, Qt.Key.Key_Up)
    assert dock.dice_edit.text() == "1D10"
    qtbot.keyClick(dock.dice_edit, Qt.Key.Key_Up)  # the oldest stays
    assert dock.dice_edit.text() == "1D10"
    qtbot.keyClick(dock.dice_edit, Qt.Key.Key_Down)
    qtbot.keyClick(dock.dice_edit, Qt.Key.Key_Down)
    assert dock.dice_edit.text() == "1D"  # what was being typed
    qtbot.keyClick(dock.dice_edit, Qt.Key.Key_Up)
    qtbot.keyClick(dock.dice_edit, Qt.Key.Key_Return)
    assert dock.model.card(-1).title == "2D6+3"


def test_the_roll_button_and_the_label_buddy(dock, qtbot):
    dock.dice_edit.setText("1D4")
    qtbot.mouseClick(dock.dice_button, Qt.MouseButton.LeftButton)
    assert dock.model.rowCount() == 1
    assert dock.dice_edit.accessibleName() == "Dice to roll"


# --------------------------------------------------------------------------- undone cards


def changing_roll(controller: RollController, doc: SheetDocument):
    """A roll that changed the sheet: a successful skill roll ticks the skill."""
    for _ in range(100):
        card = controller.skill(doc, "Library Use")
        if card.changed:
            return card
    raise AssertionError("no success in 100 rolls")


def test_undo_marks_the_card_undone_and_redo_restores_it(dock, harvey, qtbot):
    card = changing_roll(dock.controller, harvey)
    row = dock.model.row_of(card.id)
    assert not dock.model.card(row).undone
    ticked = harvey.sheet
    harvey.undo_stack.undo()
    assert harvey.sheet != ticked
    assert dock.model.card(row).undone
    assert "Undone" in dock.model.card(row).as_text()
    harvey.undo_stack.redo()
    assert harvey.sheet == ticked
    assert not dock.model.card(row).undone


def test_an_undone_cards_follow_ups_are_disabled(dock, harvey, qtbot):
    for _ in range(100):
        card = dock.controller.skill(harvey, "Spot Hidden")
        if card.changed and card.follow_ups:  # a success with a Luck spend to a higher level
            break
    else:
        pytest.skip("no ticked roll with follow-ups")
    harvey.undo_stack.undo()
    bar = dock.bar(dock.model.row_of(card.id))
    assert bar is not None and bar.buttons
    assert not any(b.isEnabled() for b in bar.buttons)
    assert "undone" in bar.buttons[0].toolTip()
    harvey.undo_stack.redo()
    assert any(b.isEnabled() for b in dock.bar(dock.model.row_of(card.id)).buttons)


def test_a_new_edit_after_undo_leaves_the_card_undone(dock, harvey):
    card = changing_roll(dock.controller, harvey)
    harvey.undo_stack.undo()
    harvey.set_value("name", "Someone else")  # the roll's step is gone for good
    assert dock.model.card_by_id(card.id).undone


def test_a_roll_that_changed_nothing_is_never_undone(dock, harvey):
    harvey.set_value("name", "Harvey")
    card = dock.controller.free_roll("1D6")
    harvey.undo_stack.undo()
    assert not dock.model.card_by_id(card.id).undone


# --------------------------------------------------------------------------- closed sheets


def test_follow_ups_of_a_closed_sheet_are_disabled(qtbot, qapp):
    controller = RollController(random.Random(3))
    dock = RollLogDock(controller)
    qtbot.addWidget(dock)
    dock.resize(420, 600)
    dock.show()
    doc = SheetDocument.open(str(resource("samples", "harvey-walters.sheet.json")))
    for _ in range(100):
        card = controller.skill(doc, "Spot Hidden")
        if card.follow_ups:
            break
    row = dock.model.row_of(card.id)
    assert any(b.isEnabled() for b in dock.bar(row).buttons)
    doc.deleteLater()  # as closing the tab does
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del doc
    qtbot.waitUntil(lambda: not any(f.enabled for f in dock.model.card(row).follow_ups))
    bar = dock.bar(row)
    assert bar.buttons and not any(b.isEnabled() for b in bar.buttons)
    assert "closed" in bar.buttons[0].toolTip()
