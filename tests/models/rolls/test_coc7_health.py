"""RollController: Luck spent on a roll, Luck on the forced CON rolls (major wound, weekly
healing, dying), the dying investigator's CON roll each round, the INT roll after a big SAN loss
(issue 12, play-action leftovers)."""

from __future__ import annotations

import pytest

from sheetmaker.core import d100
from sheetmaker.core.errors import RollError
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from tests.fixtures import HARVEY_ALLOCATION
from tests.models.rolls.helpers import (
    PSYCHOLOGY,
    SPOT_HIDDEN,
    controller,
    failed,
    seed_where,
)
from tests.ui.test_play_actions import ScriptedRandom, pct

# Harvey Walters (the tests' allocation fixture): CON 50, SIZ 50 (HP 10), Luck 65.


def _harvey(qapp, **fields) -> SheetDocument:
    doc = SheetDocument.open(str(HARVEY_ALLOCATION))
    sheet = doc.sheet.model_copy(deep=True)
    for name, value in fields.pop("conditions", {}).items():
        setattr(sheet.conditions, name, value)
    for name, value in fields.items():
        setattr(sheet, name, value)
    doc.replace_sheet(sheet, "set up")
    doc.undo_stack.clear()
    return doc


def _ids(card) -> list[str]:
    return [f.id for f in card.follow_ups]


# --------------------------------------------------------------------------- major wound


def test_a_failed_major_wound_con_roll_offers_luck_and_the_spend_keeps_him_conscious(qapp):
    """Seed 004: "they must make a CON roll or fall unconscious"; RULES.md: the CON rolls of
    wounds are characteristic rolls, Luck may be spent on them. CON 50, rolled 62: 12 Luck
    make it a Regular success."""
    doc = _harvey(qapp, hp=10)
    rolls = RollController(ScriptedRandom(*pct(62)))
    wound = rolls.take_damage(doc, 5)  # half of 10 HP: a major wound
    assert doc.sheet.hp == 5 and doc.sheet.conditions.unconscious
    assert _ids(wound) == ["luck:regular"]  # Hard or Extreme would change nothing
    assert wound.follow_ups[0].label == "Spend 12 Luck → Regular"
    assert wound.follow_ups[0].enabled

    spent = rolls.follow_up(wound, "luck:regular")
    assert spent.kind == "con_roll" and spent.success
    assert spent.title == "CON 50 (major wound)"
    assert spent.summary == "Regular success: conscious"
    assert "Luck −12" in spent.dice
    assert not doc.sheet.conditions.unconscious and doc.sheet.luck == 53
    assert doc.sheet.hp == 5 and doc.sheet.conditions.major_wound
    assert doc.undo_stack.count() == 2  # the wound, then the spend: one step
    old = rolls.log.card_by_id(wound.id)
    assert old.status == f"Luck spent: see roll #{spent.id}" and not _ids(old)
    with pytest.raises(RollError):
        rolls.follow_up(old, "luck:regular")
    doc.undo_stack.undo()
    assert doc.sheet.conditions.unconscious and doc.sheet.luck == 65


def test_no_luck_on_a_passed_or_fumbled_con_roll_and_a_short_luck_says_why(qapp):
    """Seed 004: a fumble cannot be bought off with Luck (CON 50 fumbles on 100)."""
    for result, wanted in ((40, []), (100, [])):
        doc = _harvey(qapp, hp=10)
        card = RollController(ScriptedRandom(*pct(result))).take_damage(doc, 5)
        assert _ids(card) == wanted, result
    doc = _harvey(qapp, hp=10, luck=10)
    card = RollController(ScriptedRandom(*pct(62))).take_damage(doc, 5)
    (luck,) = card.follow_ups
    assert not luck.enabled and luck.reason == "not enough Luck: 12 needed, 10 left"


# --------------------------------------------------------------------------- weekly healing


def test_luck_on_a_failed_weekly_healing_roll_heals_1d3(qapp):
    """Seed 004: "Characters with a major wound make a healing roll (using CON) at the end of
    each week—if successful, they regain 1D3 hit points". CON 50, rolled 55: 5 Luck for a
    success, 45 for an Extreme one; the 1D3 (2) comes with the spend."""
    doc = _harvey(qapp, hp=2, conditions={"major_wound": True})
    rolls = RollController(ScriptedRandom(*pct(55), 2))
    heal = rolls.heal(doc, "weekly")
    assert heal.kind == "heal" and heal.success is False and doc.sheet.hp == 2
    assert _ids(heal) == ["luck:regular", "luck:extreme"]
    assert [f.label for f in heal.follow_ups] == [
        "Spend 5 Luck → Regular",
        "Spend 45 Luck → Extreme",
    ]
    spent = rolls.follow_up(heal, "luck:regular")
    assert spent.kind == "heal" and spent.success
    assert spent.result_text == "HP 2 → 4"
    assert doc.sheet.hp == 4 and doc.sheet.luck == 60
    assert doc.sheet.conditions.major_wound  # 4 is below half of 10
    assert doc.undo_stack.count() == 1  # the failed roll changed nothing; the spend: one step
    assert not _ids(spent)  # Luck is spent once
    doc.undo_stack.undo()
    assert doc.sheet.hp == 2 and doc.sheet.luck == 65


def test_luck_for_an_extreme_weekly_healing_roll_ends_the_major_wound(qapp):
    """Seed 004: "The major wound condition is removed if ... an extreme success is rolled";
    2D3 for an extreme success. CON 50, rolled 30 (Regular, 1D3 = 1): 20 Luck make it Extreme,
    another 1D3 (3)."""
    doc = _harvey(qapp, hp=1, conditions={"major_wound": True})
    rolls = RollController(ScriptedRandom(*pct(30), 1, 3))
    heal = rolls.heal(doc, "weekly")
    assert doc.sheet.hp == 2 and _ids(heal) == ["luck:extreme"]
    rolls.follow_up(heal, "luck:extreme")
    assert doc.sheet.hp == 5 and doc.sheet.luck == 45
    assert not doc.sheet.conditions.major_wound


# --------------------------------------------------------------------------- dying


def test_a_dying_investigator_rolls_con_each_round_and_luck_saves_him(qapp):
    """Seed 004: "He or she must make a successful CON roll at the end of the following round
    and every round thereafter or die." Damage 5 on HP 4 is a major wound at 0 HP: dying.
    Round 1: 30, holds on; round 2: 70, dies, until 20 Luck turn it into a success."""
    doc = _harvey(qapp, hp=4)
    rolls = RollController(ScriptedRandom(*pct(30), *pct(70)))
    wound = rolls.take_damage(doc, 5)
    assert doc.sheet.conditions.dying and _ids(wound) == ["dying_roll"]
    assert wound.follow_ups[0].label == "Dying: CON roll for this round"

    round_1 = rolls.follow_up(wound, "dying_roll")
    assert round_1.kind == "con_roll" and round_1.title == "CON 50 (dying)"
    assert round_1.summary == "Regular success: holds on for another round"
    assert _ids(round_1) == ["dying_roll"]
    assert rolls.log.card_by_id(wound.id).status.startswith("CON roll for the round: see roll #")

    round_2 = rolls.follow_up(round_1, "dying_roll")
    assert round_2.summary == "Failure: dies"
    assert doc.sheet.conditions.dead and not doc.sheet.conditions.dying
    assert _ids(round_2) == ["luck:regular"]
    saved = rolls.follow_up(round_2, "luck:regular")
    assert not doc.sheet.conditions.dead and doc.sheet.conditions.dying
    assert doc.sheet.luck == 45
    assert _ids(saved) == ["dying_roll"]  # and next round, roll again
    assert doc.undo_stack.count() == 3  # wound, death, the Luck spend (a passed round: none)


def test_the_dying_roll_is_refused_for_a_living_investigator(qapp):
    doc = _harvey(qapp, hp=10)
    with pytest.raises(RollError, match="not dying"):
        RollController(ScriptedRandom()).dying_roll(doc=doc)
    assert doc.undo_stack.count() == 0


# --------------------------------------------------------------------------- Luck


def test_luck_spend_lowers_luck_without_a_tick(harvey):
    seed = seed_where(lambda r: failed(r) and r.result - SPOT_HIDDEN <= 65, SPOT_HIDDEN)
    rolls = controller(seed)
    card = rolls.skill(harvey, "Spot Hidden")
    offer = card.follow_up("luck:regular")
    cost = card.result.result - SPOT_HIDDEN
    assert offer is not None and offer.enabled
    assert offer.label == f"Spend {cost} Luck → Regular"
    new = rolls.follow_up(card, "luck:regular")
    assert rolls.log.rowCount() == 2
    assert harvey.sheet.luck == 65 - cost
    assert harvey.sheet.skill("Spot Hidden").ticked is False
    assert new.success and new.level == "regular" and new.result.luck_spent == cost
    assert f"Luck −{cost}" in new.dice
    assert new.changed and harvey.undo_stack.count() == 1
    old = rolls.log.card(0)
    assert old.follow_up("push") is None and "Luck spent" in old.status
    with pytest.raises(RollError, match="not possible any more"):
        rolls.follow_up(card, "luck:hard")
    harvey.undo_stack.undo()
    assert harvey.sheet.luck == 65


def test_luck_offer_disabled_when_not_enough(harvey):
    harvey.set_value("sheet.luck", 3)
    seed = seed_where(lambda r: failed(r) and r.result - SPOT_HIDDEN > 3, SPOT_HIDDEN)
    rolls = controller(seed)
    card = rolls.skill(harvey, "Spot Hidden")
    offer = card.follow_up("luck:regular")
    assert offer is not None and not offer.enabled
    assert "not enough Luck" in offer.reason
    steps = harvey.undo_stack.count()
    with pytest.raises(RollError, match="only 3 left"):
        rolls.follow_up(card, "luck:regular")
    assert harvey.sheet.luck == 3 and harvey.undo_stack.count() == steps
    assert rolls.log.rowCount() == 1


def test_luck_spent_on_a_success_withdraws_its_tick(harvey):
    seed = seed_where(lambda r: r.level == d100.Level.REGULAR, PSYCHOLOGY)
    rolls = controller(seed)
    card = rolls.skill(harvey, "Psychology")
    assert harvey.sheet.skill("Psychology").ticked
    rolls.follow_up(card, "luck:hard")
    assert harvey.sheet.skill("Psychology").ticked is False
    assert harvey.undo_stack.count() == 2  # the roll's tick, then the Luck spend


def test_luck_may_be_spent_on_the_int_roll_after_a_big_san_loss(harvey):
    """Seeds 000/003 exclude only Luck, damage, Sanity and Sanity-loss rolls from Luck spends:
    the INT roll after losing 5+ SAN is not among them."""
    for seed in range(200):
        rolls = controller(seed)
        harvey.undo_stack.clear()
        san_card = rolls.san(harvey, "5/5")
        int_card = rolls.follow_up(san_card, "int_roll")
        if int_card.success or not int_card.follow_ups:
            continue
        offered = [f for f in int_card.follow_ups if f.id.startswith("luck:") and f.enabled]
        if not offered:
            continue
        luck_before = harvey.derived.luck
        spent = rolls.follow_up(int_card, offered[0].id)
        assert spent.kind == "int_roll" and spent.success
        assert harvey.derived.luck < luck_before
        assert harvey.sheet.conditions.temporary_insanity
        assert "hours" in spent.summary
        with pytest.raises(RollError):
            rolls.follow_up(int_card, offered[0].id)  # spent once
        return
    pytest.fail("no seed gave a failed INT roll that Luck can turn")
