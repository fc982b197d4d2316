"""The CoC sheet's characteristics: their roll buttons."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from sheetmaker.systems.coc7 import play as coc_play

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints; the warning says
# nothing about our code (it also comes from a bare QDialog with a label).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


# --------------------------------------------------------------------------- rolls


def test_seeded_characteristic_roll_adds_the_expected_card(harvey, make_view, qtbot, controller):
    view = make_view(harvey, show=True)
    expected = coc_play.characteristic_roll(harvey.sheet, "STR", random.Random(7))
    qtbot.mouseClick(view.characteristic_rolls["STR"], Qt.MouseButton.LeftButton)
    log = controller.log
    assert log.rowCount() == 1
    card = log.card(0)
    assert card.kind == "characteristic"
    assert card.title.startswith("STR 50")
    assert card.result.result == expected.roll.result
    assert card.level == expected.roll.level.word
