"""RollLogModel and RollCard: the model tester, roles, signals, the log as text."""

from __future__ import annotations

import pytest

from sheetmaker.models.rolls import (
    CardRole,
    LevelRole,
    RollCard,
    RollLogModel,
    SuccessRole,
)
from tests.models.rolls.helpers import controller

# --------------------------------------------------------------------------- the log model


def test_log_model_passes_the_model_tester(harvey, qtmodeltester):
    rolls = controller(3)
    qtmodeltester.check(rolls.log)
    for label in ("Spot Hidden", "Psychology", "Library Use"):
        rolls.skill(harvey, label)
    qtmodeltester.check(rolls.log)
    rolls.log.clear()
    qtmodeltester.check(rolls.log)
    rolls.skill(harvey, "Spot Hidden")
    qtmodeltester.check(rolls.log)


def test_log_model_roles_and_signals(harvey, qtbot):
    rolls = controller(3)
    log = rolls.log
    with qtbot.waitSignal(log.rowsInserted) as blocker:
        card = rolls.skill(harvey, "Spot Hidden")
    assert blocker.args[1:] == [0, 0]
    index = log.index(0, 0)
    assert log.data(index) == card.one_line()
    assert log.data(index, CardRole) is card
    assert log.data(index, LevelRole) == card.level
    assert log.data(index, SuccessRole) is card.success
    assert log.row_of(card.id) == 0 and log.card_by_id(card.id) is card
    rolls.skill(harvey, "Psychology")
    assert log.card(-1).id == card.id + 1  # newest last
    with qtbot.waitSignal(log.rowsRemoved):
        log.clear()
    assert log.rowCount() == 0 and log.as_text() == ""


def test_as_text_holds_every_card(harvey):
    rolls = controller(8)
    first = rolls.skill(harvey, "Spot Hidden")
    second = rolls.san(harvey, "0/1D3")
    text = rolls.log.as_text()
    assert first.as_text() in text and second.as_text() in text
    assert text.index(first.title) < text.index(second.title)


def test_a_replaced_card_emits_data_changed(qtbot, qapp):
    log = RollLogModel()
    card = RollCard(id=1, system="coc7", title="X", kind="skill")
    log.add(card)
    with qtbot.waitSignal(log.dataChanged):
        assert log.replace(RollCard(id=1, system="coc7", title="Y", kind="skill"))
    assert log.card(0).title == "Y"
    assert not log.replace(RollCard(id=2, system="coc7", title="Z", kind="skill"))
    with pytest.raises(ValueError):
        log.add(card)
