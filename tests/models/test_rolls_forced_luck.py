"""RollController: Luck on the forced CON rolls (major wound, weekly healing, dying), the dying
investigator's CON roll each round, and Trail of Cthulhu First Aid given by another character
(issue 12, play-action leftovers)."""

from __future__ import annotations

import pytest

from sheetmaker.core.errors import RollError
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from tests.ui.test_play_actions import ScriptedRandom, pct
from tests.fixtures import HARVEY_ALLOCATION

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


def _toc(qapp, sample: str, health: int | None = None) -> SheetDocument:
    doc = SheetDocument.open(str(resource("samples", f"{sample}.sheet.json")))
    if health is not None:
        sheet = doc.sheet.model_copy(deep=True)
        sheet.abilities["Health"].pool = health
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


# --------------------------------------------------------------------------- ToC First Aid


def test_toc_first_aid_by_another_restores_2_health_a_point(qapp):
    """Seed 001: "Each First Aid pool point spent by another character can restore 2 Health
    pool points to the wounded character." Dr. Brandauer (First Aid 6) spends 2 on Billie
    (Pulp, Health −3): Health 1, her First Aid pool 4; each sheet one undo step."""
    healer = _toc(qapp, "toc-alienist-purist")
    patient = _toc(qapp, "toc-pulp-pilot", health=-3)
    rolls = RollController(ScriptedRandom())
    card = rolls.toc_heal(patient, "first_aid", 2, healer=healer)
    assert card.kind == "heal" and card.document is patient
    assert card.title == "First Aid by Dr. Ottilie Brandauer"
    assert card.result_text == "Health -3 → 1"
    assert card.summary == "4 Health regained; 2 First Aid spent"
    assert patient.derived.health.pool == 1
    assert healer.sheet.abilities["First Aid"].pool == 4
    assert patient.undo_stack.count() == 1 and healer.undo_stack.count() == 1
    assert rolls.log.rowCount() == 1
    healer.undo_stack.undo()
    assert healer.sheet.abilities["First Aid"].pool in (None, 6)


def test_toc_first_aid_on_oneself_restores_1_a_point(qapp):
    """Seed 001: "Each First Aid pool point spent by the wounded character themselves,
    restores 1 Health pool point." Purist: never above a third of the rating (7 // 3 = 2)."""
    doc = _toc(qapp, "toc-alienist-purist", health=-3)
    card = RollController(ScriptedRandom()).toc_heal(doc, "first_aid", 2, healer=doc)
    assert doc.derived.health.pool == -1 and card.title == "First Aid"
    assert doc.sheet.abilities["First Aid"].pool == 4 and doc.undo_stack.count() == 1


def test_toc_stabilise_is_the_healers_first_aid_test_at_difficulty_3(qapp):
    """Seed 001: "Another character can stabilise the seriously wounded character's Health
    pool point loss by passing a difficulty 3 First Aid test ... but can not restore any Health
    pool points". Die 3 + 1 spent = 4 against 3."""
    healer = _toc(qapp, "toc-alienist-purist")
    patient = _toc(qapp, "toc-pulp-pilot", health=-7)
    rolls = RollController(ScriptedRandom(3))
    card = rolls.toc_heal(patient, "stabilise", 1, healer=healer)
    assert card.kind == "gumshoe" and card.success and card.document is healer
    assert card.title.startswith("Stabilise Wilhelmina")
    assert "(difficulty 3)" in card.title
    assert "stabilised: no more Health lost" in card.notes
    assert healer.sheet.abilities["First Aid"].pool == 5
    assert patient.derived.health.pool == -7 and patient.undo_stack.count() == 0
    with pytest.raises(RollError, match="another character"):
        rolls.toc_heal(patient, "stabilise", 0, healer=patient)


def test_toc_an_unstabilised_character_loses_1_health_a_half_hour(qapp):
    """Seed 001: "A seriously wounded character will continue to lose 1 Health pool point
    every half-hour, until stabilised." −7, two half hours: −9."""
    doc = _toc(qapp, "toc-pulp-pilot", health=-7)
    card = RollController(ScriptedRandom()).toc_heal(doc, "bleed", 2)
    assert doc.derived.health.pool == -9
    assert card.summary == "2 Health lost"
    assert doc.undo_stack.count() == 1
