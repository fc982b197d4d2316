"""Tests for CoC 7e Luck: Luck rolls, Luck spent on rolls, Luck recovery
(RULES.md; seeds 000, 003, 004)."""

from __future__ import annotations

import pytest

from sheetmaker.core.d100 import Level, RollKind
from sheetmaker.core.errors import RollError
from sheetmaker.systems.coc7 import play
from sheetmaker.systems.coc7.model import Conditions
from tests.systems.coc7.play.helpers import ScriptedRandom, library_use, make_sheet, pct


def test_luck_roll_is_against_current_luck_and_cannot_be_pushed_or_bought():
    sheet = make_sheet(luck=35)
    outcome = play.luck_roll(sheet, ScriptedRandom(pct(40)))
    assert outcome.roll.kind == RollKind.LUCK and outcome.roll.value == 35
    assert not outcome.success and not outcome.changed
    with pytest.raises(RollError, match="Luck rolls cannot be pushed"):
        play.push_roll(sheet, outcome.roll, ScriptedRandom(pct(1)))
    with pytest.raises(RollError, match="Luck cannot be spent on Luck rolls"):
        play.spend_luck(sheet, outcome.roll, 5)


# --------------------------------------------------------------------------- Luck spend


def test_spending_luck_deducts_luck_and_earns_no_tick():
    sheet = make_sheet(luck=50, skills=[library_use(20)])  # Library Use 40
    failed = play.skill_roll(sheet, "Library Use", ScriptedRandom(pct(45)))
    assert not failed.success and failed.roll.luck_costs[Level.REGULAR] == 5
    bought = play.spend_luck(failed.sheet, failed, 5)
    assert bought.roll.result == 40 and bought.roll.luck_spent == 5 and bought.success
    assert not bought.roll.earns_tick and not bought.ticked
    assert bought.sheet.luck == 45 and sheet.luck == 50
    assert [str(c) for c in bought.changes] == ["luck: 50 → 45"]
    assert not bought.sheet.skill("Library Use").ticked
    with pytest.raises(RollError, match="pushed"):
        play.push_roll(bought.sheet, bought.roll, ScriptedRandom(pct(1)))


def test_luck_raising_a_success_withdraws_the_tick_that_roll_earned():
    # Harvey's Dodge: a success raised to a better level with Luck earns no tick.
    sheet = make_sheet(luck=50, skills=[library_use()])  # Library Use 60, half 30
    rolled = play.skill_roll(sheet, "Library Use", ScriptedRandom(pct(35)))
    assert rolled.ticked and rolled.roll.level == Level.REGULAR
    bought = play.spend_luck(rolled.sheet, rolled, 5)
    assert bought.roll.level == Level.HARD and bought.unticked
    assert not bought.sheet.skill("Library Use").ticked and bought.sheet.luck == 45
    # With only the roll (not its outcome), an earlier tick stays: it may have other causes.
    kept = play.spend_luck(rolled.sheet, rolled.roll, 5)
    assert kept.sheet.skill("Library Use").ticked and not kept.unticked


def test_luck_spend_limits():
    sheet = make_sheet(luck=4, skills=[library_use(20)])
    failed = play.skill_roll(sheet, "Library Use", ScriptedRandom(pct(45)))
    with pytest.raises(RollError, match="only 4 left"):
        play.spend_luck(sheet, failed, 5)
    fumble = play.skill_roll(sheet, "Library Use", ScriptedRandom(pct(100)))
    with pytest.raises(RollError, match="fumble"):
        play.spend_luck(sheet, fumble, 1)


# --------------------------------------------------------------------------- Luck spent on forced rolls


def test_luck_may_be_spent_on_the_con_roll_of_a_major_wound():
    """Seed 000, Spending Luck: "After the player has made a skill roll (using a skill or
    characteristic), Luck points may be spent to alter the result" and "Luck points may not be
    spent on Luck rolls, damage rolls, Sanity rolls, or rolls to determine the amount of Sanity
    points lost." The CON roll of a major wound is a characteristic roll: Luck may buy it."""
    sheet = make_sheet(luck=50)  # CON 60
    con = play.major_wound_con_roll(sheet, ScriptedRandom(pct(70)))
    assert not con.roll.success and con.sheet.conditions.unconscious
    assert con.roll.luck_costs[Level.REGULAR] == 10 and not con.roll.can_push
    bought = play.spend_luck(con.sheet, con, 10)
    assert isinstance(bought, play.ConRollOutcome)
    assert bought.roll.result == 60 and bought.roll.success
    assert bought.sheet.luck == 40 and not bought.sheet.conditions.unconscious
    assert "the CON roll now succeeds: stays conscious" in bought.notes


def test_luck_may_be_spent_on_the_dying_con_roll():
    """Seed 000: Luck is refused only on "Luck rolls, damage rolls, Sanity rolls, or rolls to
    determine the amount of Sanity points lost": the Dying CON roll may be bought."""
    dying = make_sheet(hp=0, luck=30, conditions=Conditions(major_wound=True, dying=True))
    dead = play.dying_con_roll(dying, ScriptedRandom(pct(75)))
    assert dead.sheet.conditions.dead
    alive = play.spend_luck(dead.sheet, dead, 15)
    assert alive.roll.result == 60 and alive.sheet.luck == 15
    assert not alive.sheet.conditions.dead and alive.sheet.conditions.dying


def test_luck_may_be_spent_on_the_int_roll_after_a_san_loss():
    """Seed 003, Spending Luck: "Luck points may not be spent on Luck rolls, damage rolls,
    Sanity rolls, or rolls to determine the amount of Sanity points lost" — the INT roll after
    a large SAN loss is none of these, so Luck may be spent on it."""
    sheet = make_sheet(chars={"INT": 70}, luck=50)
    spared = play.temporary_insanity_check(sheet, ScriptedRandom(pct(80)))
    assert spared.roll.luck_costs[Level.REGULAR] == 10 and not spared.roll.can_push
    bought = play.spend_luck(spared.sheet, spared, 10, ScriptedRandom(4))
    assert isinstance(bought, play.InsanityOutcome)
    assert bought.temporary_insanity and bought.hours.total == 4
    assert bought.sheet.conditions.temporary_insanity and bought.sheet.luck == 40


def test_luck_may_be_spent_on_the_weekly_healing_roll():
    """Seed 000: "After the player has made a skill roll (using a skill or characteristic),
    Luck points may be spent to alter the result" — the weekly CON roll for healing too."""
    wounded = make_sheet(hp=2, luck=50, conditions=Conditions(major_wound=True))  # CON 60
    failed = play.weekly_healing(wounded, ScriptedRandom(pct(75)))
    assert failed.healed == 0
    healed = play.spend_luck(failed.sheet, failed, 15, ScriptedRandom(3))
    assert isinstance(healed, play.HealOutcome)
    assert healed.roll.result == 60 and healed.healed == 3 and healed.sheet.hp == 5
    assert healed.sheet.luck == 35 and healed.sheet.conditions.major_wound
    # A regular success bought up to an Extreme one: 2D3 in all, the major wound ends.
    regular = play.weekly_healing(wounded, ScriptedRandom(pct(40), 2))
    extreme = play.spend_luck(regular.sheet, regular, 28, ScriptedRandom(1))
    assert extreme.roll.result == 12 and extreme.roll.level == Level.EXTREME
    assert extreme.sheet.hp == 5 and not extreme.sheet.conditions.major_wound
    assert {c.path for c in extreme.changes} >= {"luck", "hp", "conditions.major_wound"}


# --------------------------------------------------------------------------- Luck recovery


def test_luck_recovery_example():
    # Seeds 000/003: Harvey's Luck 8, roll 37, +1D10 (6) → 14.
    outcome = play.luck_recovery(make_sheet(luck=8), ScriptedRandom(37, 6))
    assert (outcome.roll, outcome.gain, outcome.luck_after) == (37, 6, 14)
    assert outcome.sheet.luck == 14 and [str(c) for c in outcome.changes] == ["luck: 8 → 14"]


def test_luck_recovery_fails_at_or_below_luck_and_is_capped_at_99():
    same = play.luck_recovery(make_sheet(luck=50), ScriptedRandom(50))
    assert same.gain == 0 and not same.changed
    capped = play.luck_recovery(make_sheet(luck=95), ScriptedRandom(99, 9))
    assert capped.luck_after == 99 and capped.gain == 4
