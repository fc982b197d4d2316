"""Tests for CoC 7e skill, characteristic, Idea and Know rolls, pushes and opposed rolls
(RULES.md; seeds 000, 003, 004)."""

from __future__ import annotations

import random

import pytest

from sheetmaker.core.d100 import Level, RollKind
from sheetmaker.core.errors import RollError
from sheetmaker.systems.coc7 import play
from sheetmaker.systems.coc7.model import Skill
from tests.systems.coc7.play.helpers import (
    ScriptedRandom,
    frozen,
    library_use,
    make_sheet,
    pct,
)

# --------------------------------------------------------------------------- skill rolls


def test_successful_skill_roll_ticks_a_base_skill_by_adding_its_entry():
    sheet = make_sheet()
    assert sheet.skill("Spot Hidden") is None
    outcome = play.skill_roll(sheet, "Spot Hidden", ScriptedRandom(pct(13)))
    assert outcome.roll.value == 25 and outcome.roll.result == 13
    assert outcome.roll.level == Level.REGULAR and outcome.roll.kind == RollKind.SKILL
    assert outcome.ticked
    entry = outcome.sheet.skill("Spot Hidden")
    assert entry is not None and entry.ticked and entry.personal == 0
    change = outcome.change("skills[Spot Hidden]")
    assert change is not None and change.before is None and change.after["ticked"] is True
    assert sheet.skill("Spot Hidden") is None  # the input is untouched


def test_successful_skill_roll_ticks_an_existing_entry():
    sheet = make_sheet(skills=[library_use()])
    outcome = play.skill_roll(sheet, "library use", ScriptedRandom(pct(45)))
    assert outcome.roll.value == 60 and outcome.success and outcome.ticked
    assert [str(c) for c in outcome.changes] == ["skills[Library Use].ticked: False → True"]
    assert outcome.sheet.skill("Library Use").ticked
    assert not sheet.skill("Library Use").ticked


def test_seeded_skill_rolls_tick_exactly_on_success():
    sheet = make_sheet(skills=[library_use()])
    successes = 0
    for seed in range(30):
        outcome = play.skill_roll(sheet, "Library Use", random.Random(seed))
        assert outcome.ticked == outcome.roll.success
        assert outcome.sheet.skill("Library Use").ticked == outcome.roll.success
        successes += outcome.roll.success
    assert 0 < successes < 30


def test_failed_skill_roll_changes_nothing():
    sheet = make_sheet(skills=[library_use()])
    outcome = play.skill_roll(sheet, "Library Use", ScriptedRandom(pct(61)))
    assert not outcome.success and not outcome.ticked and not outcome.changed
    assert frozen(outcome.sheet) == frozen(sheet)


def test_regular_level_fails_a_hard_goal_and_earns_no_tick():
    sheet = make_sheet(skills=[library_use()])
    outcome = play.skill_roll(sheet, "Library Use", ScriptedRandom(pct(45)), difficulty="hard")
    assert outcome.roll.level == Level.REGULAR and not outcome.success
    assert not outcome.ticked and not outcome.changed


def test_already_ticked_skill_is_not_changed_again():
    sheet = make_sheet(skills=[library_use(ticked=True)])
    outcome = play.skill_roll(sheet, "Library Use", ScriptedRandom(pct(10)))
    assert outcome.success and not outcome.ticked and not outcome.changed


def test_cthulhu_mythos_never_ticks():
    sheet = make_sheet(cthulhu_mythos=10)
    outcome = play.skill_roll(sheet, "Cthulhu Mythos", ScriptedRandom(pct(5)))
    assert outcome.roll.value == 10 and outcome.success
    assert not outcome.ticked and not outcome.changed
    assert outcome.sheet.skill("Cthulhu Mythos") is None


def test_bonus_die_skill_roll():
    # Seed 002: tens 4 and 2, units 4 with a bonus die: 24, a Hard success against Charm 55.
    sheet = make_sheet(skills=[Skill(name="Charm", personal=40)])
    outcome = play.skill_roll(sheet, "Charm", ScriptedRandom(4, 4, 2), bonus=1)
    assert outcome.roll.result == 24 and outcome.roll.level == Level.HARD and outcome.ticked


def test_unknown_skill_and_characteristic_as_skill_are_refused():
    sheet = make_sheet()
    with pytest.raises(RollError, match="no skill named 'Basket Weaving'"):
        play.skill_roll(sheet, "Basket Weaving", ScriptedRandom())
    with pytest.raises(RollError, match="characteristic"):
        play.skill_roll(sheet, "STR", ScriptedRandom())
    with pytest.raises(RollError, match="unknown difficulty"):
        play.skill_roll(sheet, "Spot Hidden", ScriptedRandom(pct(5)), difficulty="easy")


# --------------------------------------------------------------------------- other rolls


def test_characteristic_roll_never_ticks_or_changes_the_sheet():
    sheet = make_sheet()
    outcome = play.characteristic_roll(sheet, "str", ScriptedRandom(pct(10)))
    assert outcome.roll.kind == RollKind.CHARACTERISTIC and outcome.roll.value == 50
    assert outcome.roll.label == "STR" and outcome.success
    assert not outcome.ticked and not outcome.changed


def test_idea_and_know_rolls_use_int_and_edu():
    sheet = make_sheet(chars={"INT": 65, "EDU": 84})
    idea = play.idea_roll(sheet, ScriptedRandom(pct(60)))
    know = play.know_roll(sheet, ScriptedRandom(pct(80)))
    assert (idea.roll.value, idea.roll.label) == (65, "Idea")
    assert idea.roll.kind == know.roll.kind == RollKind.CHARACTERISTIC
    assert (know.roll.value, know.roll.label) == (84, "Know")
    assert idea.success and know.success and not idea.changed and not know.changed


def test_unknown_characteristic_is_refused():
    with pytest.raises(RollError, match="unknown characteristic 'LUCK'"):
        play.characteristic_roll(make_sheet(), "LUCK", ScriptedRandom())


# --------------------------------------------------------------------------- push


def test_push_is_allowed_once_and_a_pushed_success_ticks():
    sheet = make_sheet(skills=[library_use()])
    first = play.skill_roll(sheet, "Library Use", ScriptedRandom(pct(75)))
    assert not first.success and first.roll.can_push
    pushed = play.push_roll(first.sheet, first, ScriptedRandom(pct(30)))
    assert pushed.roll.pushed and pushed.success and pushed.ticked
    assert pushed.sheet.skill("Library Use").ticked
    with pytest.raises(RollError, match="pushed roll cannot be pushed again"):
        play.push_roll(pushed.sheet, pushed.roll, ScriptedRandom(pct(30)))


def test_failed_push_ticks_nothing():
    sheet = make_sheet(skills=[library_use()])
    first = play.skill_roll(sheet, "Library Use", ScriptedRandom(pct(75)))
    pushed = play.push_roll(first.sheet, first.roll, ScriptedRandom(pct(88)))
    assert pushed.roll.pushed and not pushed.success and not pushed.changed


def test_only_skill_and_characteristic_rolls_can_be_pushed():
    sheet = make_sheet(skills=[library_use()])
    success = play.skill_roll(sheet, "Library Use", ScriptedRandom(pct(30)))
    with pytest.raises(RollError, match="successful roll cannot be pushed"):
        play.push_roll(success.sheet, success.roll, ScriptedRandom(pct(30)))
    fumble = play.skill_roll(sheet, "Spot Hidden", ScriptedRandom(pct(97)))
    assert fumble.roll.level == Level.FUMBLE
    with pytest.raises(RollError, match="fumble cannot be pushed"):
        play.push_roll(sheet, fumble.roll, ScriptedRandom(pct(30)))
    san = play.san_roll(sheet, "0/1D4", ScriptedRandom(pct(80), 2))
    with pytest.raises(RollError, match="SAN rolls cannot be pushed"):
        play.push_roll(san.sheet, san.roll, ScriptedRandom(pct(30)))
    characteristic = play.characteristic_roll(sheet, "STR", ScriptedRandom(pct(70)))
    pushed = play.push_roll(sheet, characteristic, ScriptedRandom(pct(20)))
    assert pushed.success and not pushed.ticked and not pushed.changed


# --------------------------------------------------------------------------- opposed


def test_opposed_roll_winner_ticks():
    # Seed 003: Hugh rolls 45 (Regular) against Charm 55, Malcolm 24 (Hard): Malcolm wins.
    sheet = make_sheet(skills=[Skill(name="Charm", personal=40)])
    outcome = play.opposed_roll(
        sheet, "Charm", ScriptedRandom(pct(24), pct(45)), 55, opponent_label="Hugh"
    )
    assert outcome.roll.level == Level.HARD and outcome.other.level == Level.REGULAR
    assert outcome.won and outcome.ticked and outcome.sheet.skill("Charm").ticked
    assert outcome.roll.kind == RollKind.SKILL


def test_opposed_rolls_cannot_be_pushed_but_luck_may_be_spent():
    # Seed 000: Harvey fails his Dodge 27 with 73 against a Dark Young and buys it with Luck.
    sheet = make_sheet(luck=70, chars={"DEX": 54})  # Dodge 27: an Extreme success needs 05
    outcome = play.opposed_roll(sheet, "Dodge", ScriptedRandom(pct(73), pct(10)), 90)
    assert not outcome.won and outcome.roll.value == 27
    with pytest.raises(RollError, match="opposed rolls cannot be pushed"):
        play.push_roll(outcome.sheet, outcome, ScriptedRandom(pct(1)))
    bought = play.spend_luck(outcome.sheet, outcome, 68)
    assert bought.roll.result == 5 and bought.roll.level == Level.EXTREME
    assert bought.sheet.luck == 2 and not bought.ticked
    assert any("opposed roll judged again" in note for note in bought.notes)


def test_opposed_roll_tie_goes_to_higher_value_and_loser_does_not_tick():
    sheet = make_sheet(chars={"INT": 60})
    outcome = play.opposed_roll(sheet, "INT", ScriptedRandom(pct(50), pct(55)), 75)
    assert outcome.result.winner == "b" and not outcome.won
    assert not outcome.ticked and not outcome.changed


def test_opposed_roll_where_both_fail_still_has_a_winner():
    """Seed 003: "To make an opposed roll, both sides declare a mutually exclusive goal: one
    will win, the other will lose." ... "In the case of a tie, the side with the higher skill
    (or characteristic) wins." Both failing is a tie of levels: the higher value wins."""
    sheet = make_sheet(chars={"INT": 60})
    # INT 60 rolls 75 (failure), the opponent's 40 rolls 90 (failure): INT 60 wins.
    won = play.opposed_roll(sheet, "INT", ScriptedRandom(pct(75), pct(90)), 40)
    assert won.roll.level == Level.FAILURE and won.other.level == Level.FAILURE
    assert won.result.winner == "a" and won.won
    assert "both failed: INT wins with the higher value (60 against 40)" in won.notes
    assert not won.ticked  # a failed roll never ticks, even when it wins
    # Against 70 the opponent wins the same two failures.
    lost = play.opposed_roll(sheet, "INT", ScriptedRandom(pct(75), pct(90)), 70)
    assert lost.result.winner == "b" and not lost.won
    # The house rule "nobody wins when both fail" is still available.
    none = play.opposed_roll(
        sheet, "INT", ScriptedRandom(pct(75), pct(90)), 40, both_fail="none"
    )
    assert none.result.winner == "none" and not none.won
    # Luck spent afterwards (75 → 65, still a failure) is judged again with the same rule.
    bought = play.spend_luck(none.sheet.model_copy(update={"luck": 50}), none, 10)
    assert "opposed roll judged again: both failed: no one wins" in bought.notes
