"""Tests for CoC 7e Sanity: SAN rolls, insanity, a new day, SAN gained
(RULES.md; seeds 000, 003, 004)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetmaker.core.d100 import Level, RollKind
from sheetmaker.core.errors import RollError
from sheetmaker.systems.coc7 import play
from tests.systems.coc7.play.helpers import ScriptedRandom, make_sheet, pct


def test_san_success_loses_the_left_part():
    sheet = make_sheet()  # SAN 60 (POW)
    outcome = play.san_roll(sheet, "1/1D6", ScriptedRandom(pct(30)))
    assert outcome.roll.kind == RollKind.SAN and outcome.roll.value == 60
    assert outcome.loss == 1 and outcome.san_after == 59 and outcome.sheet.san == 59
    assert outcome.sheet.san_lost_today == 1 and not outcome.int_roll_needed
    assert sheet.san is None and sheet.san_lost_today == 0


def test_san_failure_loses_the_right_part():
    sheet = make_sheet()
    outcome = play.san_roll(sheet, "0/1D6", ScriptedRandom(pct(70), 4))
    assert not outcome.roll.success and outcome.loss == 4 and outcome.san_after == 56
    assert outcome.loss_dice.total == 4


def test_fumbled_san_roll_loses_the_maximum():
    # Seed 003: Brian rolls 100 on a Sanity roll and takes the maximum loss.
    sheet = make_sheet(san=40)
    outcome = play.san_roll(sheet, "1/1D10", ScriptedRandom(pct(97)))  # no loss dice rolled
    assert outcome.roll.level == Level.FUMBLE and outcome.fumble_maximum
    assert outcome.loss == 10 and outcome.san_after == 30 and outcome.loss_dice is None
    assert outcome.int_roll_needed
    high = play.san_roll(make_sheet(san=60), "0/2D6+1", ScriptedRandom(pct(100)))
    assert high.fumble_maximum and high.loss == 13


def test_san_never_below_zero_and_zero_is_permanent_insanity():
    sheet = make_sheet(san=3)
    outcome = play.san_roll(sheet, "1D4/1D10", ScriptedRandom(pct(50), 8))
    assert outcome.loss == 8 and outcome.lost == 3 and outcome.san_after == 0
    assert outcome.permanent_insanity and outcome.sheet.conditions.permanent_insanity
    assert outcome.sheet.san_lost_today == 3


@pytest.mark.parametrize(("loss", "needed"), [(4, False), (5, True)])
def test_int_roll_needed_from_five_points_lost(loss, needed):
    outcome = play.san_roll(make_sheet(), "0/1D10", ScriptedRandom(pct(90), loss))
    assert outcome.lost == loss and outcome.int_roll_needed is needed


@pytest.mark.parametrize(
    ("san", "lost_today", "loss", "insane"),
    [
        (50, 0, 9, False),
        (50, 0, 10, True),
        (45, 5, 4, False),
        (45, 5, 5, True),
        # A fifth of 62 is 12.4: 12 is less than a fifth (the old rounded-down rule said yes).
        (62, 0, 12, False),
        (62, 0, 13, True),
        # RULES.md: "SAN 52 at dawn: a fifth is 10.4, so 11 lost triggers it and 10 does not".
        (52, 0, 10, False),
        (52, 0, 11, True),
        (47, 5, 5, False),
        (47, 5, 6, True),
    ],
)
def test_indefinite_insanity_at_a_fifth_of_the_days_starting_san(san, lost_today, loss, insane):
    """Indefinite insanity comes at a fifth *or more* of the day's starting SAN (RULES.md,
    Sanity and wounds, *[book]*: "Losing a fifth or more of the day's starting SAN in one game
    day: indefinite insanity (SAN 52 at dawn: a fifth is 10.4, so 11 lost triggers it and 10
    does not)"). No seed states the threshold; the seeds' "one-fifth" values (seed 004:
    "one-fifth of your skill value") are rounded down only for roll targets."""
    sheet = make_sheet(san=san, san_lost_today=lost_today)
    outcome = play.san_roll(sheet, "0/1D20", ScriptedRandom(pct(95), loss))
    assert outcome.san_start_of_day == san + lost_today
    assert outcome.san_lost_today == lost_today + loss
    assert outcome.indefinite_insanity is insane
    assert outcome.sheet.conditions.indefinite_insanity is insane


def test_temporary_insanity_check():
    sheet = make_sheet(chars={"INT": 70})
    insane = play.temporary_insanity_check(sheet, ScriptedRandom(pct(50), 6))
    assert insane.roll.value == 70 and insane.temporary_insanity
    assert insane.hours.total == 6 and insane.sheet.conditions.temporary_insanity
    assert not insane.roll.can_push
    # A forced characteristic roll: never pushed, but Luck may be spent on it (seeds 000/003).
    assert insane.roll.luck_costs == {Level.HARD: 15, Level.EXTREME: 36}
    spared = play.temporary_insanity_check(sheet, ScriptedRandom(pct(80)))
    assert not spared.temporary_insanity and spared.hours is None and not spared.changed


def test_new_day_resets_san_lost_today():
    outcome = play.new_day(make_sheet(san=40, san_lost_today=7))
    assert outcome.sheet.san_lost_today == 0 and outcome.changed
    assert not play.new_day(make_sheet()).changed


def test_gain_san_is_capped_at_99_minus_mythos():
    sheet = make_sheet(san=85, cthulhu_mythos=10)
    outcome = play.gain_san(sheet, 10)
    assert outcome.san_max == 89 and outcome.san_after == 89 and outcome.gained == 4
    with pytest.raises(RollError):
        play.gain_san(sheet, -1)


@settings(max_examples=60, deadline=None)
@given(
    san=st.integers(0, 99),
    mythos=st.integers(0, 99),
    amount=st.integers(0, 120),
)
def test_san_never_above_99_minus_mythos(san, mythos, amount):
    sheet = make_sheet(san=min(san, 99 - mythos), cthulhu_mythos=mythos)
    outcome = play.gain_san(sheet, amount)
    assert outcome.sheet.san <= 99 - mythos
    assert outcome.sheet.san >= sheet.san
