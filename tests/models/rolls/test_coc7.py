"""RollController, Call of Cthulhu rolls: seeded cards, ticks and undo, push, SAN, damage,
opposed rolls, the development phase, Luck recovery."""

from __future__ import annotations

import random

import pytest

from sheetmaker.core import d100
from sheetmaker.core.errors import DiceError, RollError
from sheetmaker.models.rolls import RollOptions
from tests.models.rolls.helpers import (
    PSYCHOLOGY,
    SPOT_HIDDEN,
    controller,
    failed,
    seed_where,
)

# --------------------------------------------------------------------------- seeded cards


def test_seeded_skill_roll_adds_the_expected_card(harvey, qtbot):
    seed = 1234
    expected = d100.roll_d100(
        random.Random(seed), SPOT_HIDDEN, "hard", bonus=1, label="Spot Hidden"
    )
    rolls = controller(seed)
    with qtbot.waitSignal(rolls.cardAdded) as blocker:
        card = rolls.skill(harvey, "Spot Hidden", "hard", bonus=1)
    assert blocker.args == [card]
    assert rolls.log.rowCount() == 1 and rolls.log.card(0) is card
    assert card.system == "coc7" and card.kind == "skill"
    assert card.title == "Spot Hidden 35 (Hard, 1 bonus)"
    assert card.dice == tuple(f"tens {t:02d}" for t in expected.tens) + (f"units {expected.units}",)
    assert card.result_text == f"{expected.result:02d}"
    assert card.level == expected.level.word
    assert card.success is expected.success
    assert card.result == expected
    assert "needed Hard" in card.summary
    assert card.document is harvey
    assert card.sheet_name == harvey.display_name
    assert card.notes and "Spot Hidden 35" in card.notes[0]


def test_card_text_has_every_die(harvey):
    seed = seed_where(failed, SPOT_HIDDEN)
    card = controller(seed).skill(harvey, "Spot Hidden")
    text = card.as_text()
    for die in card.dice:
        assert die in text
    assert "Failure (needed Regular)" in text
    assert card.one_line().startswith(f"#{card.id} Spot Hidden 35: ")


def test_characteristic_idea_know_luck_rolls(harvey):
    rolls = controller(5)
    assert rolls.characteristic(harvey, "str").title.startswith("STR 50")
    assert rolls.idea(harvey).title.startswith("Idea ")
    assert rolls.know(harvey).title.startswith("Know ")
    luck = rolls.luck(harvey)
    assert luck.title.startswith("Luck 65") and luck.kind == "luck"
    assert luck.follow_up("push") is None
    assert not any(f.id.startswith("luck:") for f in luck.follow_ups)
    assert harvey.undo_stack.count() == 0  # nothing of these changes the sheet


def test_roll_dispatches_options(harvey):
    seed = 77
    expected = d100.roll_d100(
        random.Random(seed), PSYCHOLOGY, "extreme", penalty=2, label="Psychology"
    )
    card = controller(seed).roll(
        harvey, "skill", "Psychology", RollOptions(difficulty="extreme", penalty=2)
    )
    assert card.result == expected
    with pytest.raises(RollError, match="unknown kind"):
        controller(1).roll(harvey, "dance", None)
    with pytest.raises(RollError, match="opponent"):
        controller(1).roll(harvey, "opposed", "Psychology")


# --------------------------------------------------------------------------- ticks and undo


def test_successful_skill_roll_ticks_and_undo_unticks(harvey):
    seed = seed_where(lambda r: r.success and r.level != d100.Level.CRITICAL, SPOT_HIDDEN)
    assert harvey.sheet.skill("Spot Hidden").ticked is False
    card = controller(seed).skill(harvey, "Spot Hidden")
    assert card.success and card.changed
    assert harvey.sheet.skill("Spot Hidden").ticked is True
    assert harvey.undo_stack.count() == 1
    assert "Spot Hidden" in harvey.undo_stack.undoText()
    harvey.undo_stack.undo()
    assert harvey.sheet.skill("Spot Hidden").ticked is False
    harvey.undo_stack.redo()
    assert harvey.sheet.skill("Spot Hidden").ticked is True


def test_failed_roll_pushes_no_undo_step(harvey):
    seed = seed_where(failed, SPOT_HIDDEN)
    card = controller(seed).skill(harvey, "Spot Hidden")
    assert card.success is False and not card.changed
    assert harvey.undo_stack.count() == 0


# --------------------------------------------------------------------------- push


def test_push_offered_once_on_a_failed_skill_roll(harvey):
    seed = seed_where(failed, SPOT_HIDDEN)
    rolls = controller(seed)
    card = rolls.skill(harvey, "Spot Hidden")
    assert card.follow_up("push") is not None and card.follow_up("push").enabled
    pushed = rolls.follow_up(card, "push")
    assert rolls.log.rowCount() == 2
    assert pushed.kind == "skill" and pushed.result.pushed
    assert "pushed" in pushed.title
    assert pushed.follow_up("push") is None  # a pushed roll is never pushed again
    assert not any(f.id.startswith("luck:") for f in pushed.follow_ups)  # nor bought with Luck
    old = rolls.log.card(0)
    assert old.follow_up("push") is None and not any(
        f.id.startswith("luck") for f in old.follow_ups
    )
    assert f"#{pushed.id}" in old.status
    with pytest.raises(RollError, match="not possible any more"):
        rolls.follow_up(card, "push")  # the stale card object: the log's version counts
    with pytest.raises(RollError):
        rolls.push(card)
    with pytest.raises(RollError, match="pushed"):
        rolls.push(pushed)
    assert rolls.log.rowCount() == 2


def test_push_not_offered_on_success_fumble_or_other_rolls(harvey):
    seed = seed_where(lambda r: r.success, SPOT_HIDDEN)
    rolls = controller(seed)
    success = rolls.skill(harvey, "Spot Hidden")
    assert success.follow_up("push") is None
    with pytest.raises(RollError):
        rolls.follow_up(success, "push")
    fumble_seed = seed_where(lambda r: r.level == d100.Level.FUMBLE, SPOT_HIDDEN)
    fumble = controller(fumble_seed).skill(harvey, "Spot Hidden")
    assert fumble.follow_up("push") is None and not fumble.follow_ups
    san = controller(3).san(harvey, "0/1")
    assert san.follow_up("push") is None
    with pytest.raises(RollError):
        controller(3).push(san)


def test_pushed_success_ticks(harvey):
    # Seed whose first roll fails and whose second (the push) succeeds.
    for seed in range(5000):
        rng = random.Random(seed)
        first = d100.roll_d100(rng, SPOT_HIDDEN)
        second = d100.roll_d100(rng, SPOT_HIDDEN)
        if first.level == d100.Level.FAILURE and second.success:
            break
    rolls = controller(seed)
    card = rolls.skill(harvey, "Spot Hidden")
    pushed = rolls.push(card)
    assert pushed.success and pushed.changed
    assert harvey.sheet.skill("Spot Hidden").ticked
    harvey.undo_stack.undo()
    assert not harvey.sheet.skill("Spot Hidden").ticked


# --------------------------------------------------------------------------- SAN


def test_san_roll_with_a_bad_expression_changes_nothing(harvey):
    rolls = controller(9)
    state = rolls.rng.getstate()
    before = harvey.document
    with pytest.raises(DiceError, match="bad dice expression"):
        rolls.san(harvey, "1/1D")
    with pytest.raises(DiceError):
        rolls.roll(harvey, "san", None, RollOptions(san_loss="0-1d6"))
    assert harvey.document is before
    assert harvey.undo_stack.count() == 0
    assert rolls.log.rowCount() == 0
    assert rolls.rng.getstate() == state


def test_san_roll_applies_the_loss_and_offers_the_int_roll(harvey):
    rolls = controller(11)
    card = rolls.san(harvey, "5/5")
    assert card.kind == "san" and card.changed
    assert harvey.derived.san == 55
    assert "SAN 60 → 55" in card.summary
    assert card.follow_up("push") is None
    assert card.follow_up("int_roll") is not None
    int_card = rolls.follow_up(card, "int_roll")
    assert int_card.kind == "int_roll" and int_card.title.startswith("INT ")
    assert rolls.log.card(0).follow_up("int_roll") is None
    with pytest.raises(RollError):
        rolls.follow_up(card, "int_roll")
    small = rolls.san(harvey, "0/1")
    assert small.follow_up("int_roll") is None


def test_san_roll_uses_the_sheets_san_loss_by_default(harvey):
    with pytest.raises(RollError, match="SAN loss"):
        controller(1).roll(harvey, "san")
    harvey.set_value("sheet.san_loss", "1/1D4")
    card = controller(1).roll(harvey, "san")
    assert "1/1D4" in card.title


# --------------------------------------------------------------------------- other rolls


def test_damage_card_applies_to_the_sheet(harvey):
    rolls = controller(21)
    card = rolls.damage(harvey, 1)  # walking stick 1D6+DB (DB 0)
    assert card.kind == "damage" and not card.changed
    assert card.dice and card.dice[0].startswith("D6 ")
    damage = int(card.result_text)
    assert card.follow_up("apply").label == f"Apply {damage} damage to this sheet"
    hp = harvey.derived.hp
    wound = rolls.follow_up(card, "apply")
    assert wound.kind == "wound" and harvey.derived.hp == hp - damage
    assert harvey.undo_stack.count() == 1
    with pytest.raises(RollError, match="not possible any more"):
        rolls.follow_up(card, "apply")
    with pytest.raises(RollError, match="no weapon"):
        rolls.damage(harvey, 9)


def test_extreme_damage_takes_the_maximum(harvey):
    card = controller(1).damage(harvey, 1, extreme=True)
    assert card.result_text == "6" and "maximum 6" in card.dice


def test_opposed_roll(harvey):
    seed = 31
    rng = random.Random(seed)
    mine = d100.roll_d100(rng, PSYCHOLOGY)
    theirs = d100.roll_d100(rng, 40)
    card = controller(seed).opposed(harvey, "Psychology", 40)
    assert card.kind == "opposed"
    assert card.result_text == f"{mine.result:02d} / {theirs.result:02d}"
    assert card.summary == d100.opposed(mine, theirs).reason or card.summary
    assert len(card.dice) == 4


def test_opposed_roll_where_both_fail_has_a_winner_on_the_card(harvey):
    """Seed 003: "both sides declare a mutually exclusive goal: one will win, the other will
    lose" ... "In the case of a tie, the side with the higher skill (or characteristic)
    wins." The card of two failures names the higher skill as the winner."""

    def both_fail(seed: int) -> bool:
        rng = random.Random(seed)
        # The opponent's dice fail against 90, so against 40 as well.
        return failed(d100.roll_d100(rng, PSYCHOLOGY)) and failed(d100.roll_d100(rng, 90))

    seed = next(s for s in range(10_000) if both_fail(s))
    card = controller(seed).opposed(harvey, "Psychology", 40)
    assert card.level == "failure"  # the badge shows the investigator's own level...
    assert card.success is True  # ...and the card that he won
    assert card.summary == (
        f"both failed: Psychology wins with the higher value ({PSYCHOLOGY} against 40)"
    )
    # Against a higher value the same two failures lose.
    card = controller(seed).opposed(harvey, "Psychology", 90)
    assert card.success is False
    assert card.summary.startswith("both failed: opponent wins with the higher value")


def test_development_phase_is_one_undo_step(harvey):
    # Tick two skills with successful rolls (two undo steps).
    for label, value in (("Psychology", PSYCHOLOGY), ("Spot Hidden", SPOT_HIDDEN)):
        seed = seed_where(lambda r: r.success and r.level != d100.Level.CRITICAL, value)
        controller(seed).skill(harvey, label)
    assert harvey.undo_stack.count() == 2
    experience = {
        label: harvey.sheet.skill(label).experience for label in ("Psychology", "Spot Hidden")
    }
    rolls = controller(4)
    card = rolls.development(harvey)
    assert harvey.undo_stack.count() == 3
    assert card.kind == "development"
    assert (
        not harvey.sheet.skill("Psychology").ticked and not harvey.sheet.skill("Spot Hidden").ticked
    )
    checks = card.result.checks
    assert {check.label for check in checks} == {"Psychology", "Spot Hidden"}
    for check in checks:
        assert f"{check.label}: D100 {check.roll:02d}" in card.dice
        if check.improved:
            assert f"{check.label}: D10 {check.gain}" in card.dice
            assert (
                harvey.sheet.skill(check.label).experience == experience[check.label] + check.gain
            )
    harvey.undo_stack.undo()
    assert harvey.sheet.skill("Psychology").ticked and harvey.sheet.skill("Spot Hidden").ticked
    assert {label: harvey.sheet.skill(label).experience for label in experience} == experience


def test_luck_recovery(harvey):
    harvey.set_value("sheet.luck", 8)
    rng = random.Random(2)
    check = rng.randint(1, 100)
    card = controller(2).luck_recovery(harvey)
    assert card.dice[0] == f"D100 {check:02d}"
    assert card.kind == "luck_recovery"
    if check > 8:
        assert harvey.sheet.luck > 8 and card.success
