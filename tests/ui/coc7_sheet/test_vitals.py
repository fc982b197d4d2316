"""The CoC sheet's pools and conditions: edits and the Luck, Idea, Know and SAN buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.coc7_sheet.helpers import type_into

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints; the warning says
# nothing about our code (it also comes from a bare QDialog with a label).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def test_pools_and_conditions_edit_the_sheet(harvey, make_view, qtbot):
    view = make_view(harvey)
    type_into(qtbot, view.hp_spin, "4")
    assert harvey.sheet.hp == 4
    view.condition_boxes["major_wound"].click()
    assert harvey.sheet.conditions.major_wound
    type_into(qtbot, view.luck_spin, "40")
    assert harvey.sheet.luck == 40
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()
    assert not view.condition_boxes["major_wound"].isChecked()
    harvey.undo_stack.undo()
    assert view.hp_spin.value() == 10 and harvey.sheet.hp is None


def test_luck_idea_know_and_san_buttons(harvey, make_view, qtbot, controller, monkeypatch):
    view = make_view(harvey, show=True)
    for button in (view.luck_roll, view.idea_roll, view.know_roll):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [c.kind for c in controller.log.cards] == ["luck", "idea", "know"]
    # The SAN button asks for the loss (the sheet has none): the dialog opens.
    opened = []
    monkeypatch.setattr(type(view.san_roll), "roll_with_options", lambda self: opened.append(self))
    qtbot.mouseClick(view.san_roll, Qt.MouseButton.LeftButton)
    assert opened == [view.san_roll]
