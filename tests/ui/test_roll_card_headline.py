"""Issue 23, item 9: a roll card's result headline was cut at the default dock width
("50 (88 − 38 L…"); it wraps now, the card growing to hold it."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from sheetmaker.models.rolls import RollController
from sheetmaker.models.rolls.cards import RollCard
from sheetmaker.ui.roll_log import RollLogDock, wrapped_lines

HEADLINE = "50 (88 − 38 Luck spent on Spot Hidden)"


@pytest.fixture
def dock(qtbot):
    controller = RollController(random.Random(3))
    widget = RollLogDock(controller)
    widget.resize(widget.minimumWidth(), 600)  # the dock's default (and least) width
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_a_long_result_wraps_instead_of_being_cut(dock, qtbot):
    controller = dock.controller
    card = RollCard(
        id=1, system="coc7", title="Spot Hidden 50", kind="skill", result_text=HEADLINE,
        level="regular", success=True, summary="Regular success",
    )
    controller.log.add(card)
    controller.cardAdded.emit(card)
    QApplication.processEvents()
    index = dock.view.model().index(0, 0)
    option = QStyleOptionViewItem()
    option.font = dock.view.font()
    geometry = dock.delegate._geometry(card, dock.delegate._width(), option.font)
    big = dock.delegate._fonts(option.font)[1]
    lines = wrapped_lines(HEADLINE, big, geometry.result.width())
    assert len(lines) > 1  # the headline does not fit one line at this width
    # Every line of the headline has room, none is cut off.
    assert geometry.result.height() >= len(lines) * QFontMetrics(big).lineSpacing()
    assert "".join(HEADLINE[a : a + n] for a, n in lines) == HEADLINE
    assert dock.view.visualRect(index).height() >= geometry.height
    assert geometry.summary.top() >= geometry.result.bottom()
