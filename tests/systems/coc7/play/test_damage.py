"""Tests for CoC 7e play: rolls, Sanity, wounds, healing, development and aging
(RULES.md; seeds 000, 003, 004)."""

from __future__ import annotations

import random
from collections.abc import Mapping

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetmaker.core.d100 import Difficulty, Level, RollKind
from sheetmaker.core.errors import RollError
from sheetmaker.systems.coc7 import play
from sheetmaker.systems.coc7.model import (
    Characteristics,
    CoC7Sheet,
    Conditions,
    Skill,
    Weapon,
)
from sheetmaker.systems.coc7.rules import derive

# --------------------------------------------------------------------------- helpers


class ScriptedRandom(random.Random):
    """A Random that returns queued numbers: ``randint`` for dice (1..sides), ``randrange(10)``
    for the percentile digits (units first, then tens, as :mod:`sheetmaker.core.d100` reads)."""

    def __init__(self, *numbers: int | list[int]) -> None:
        super().__init__(0)
        self.numbers: list[int] = []
        for number in numbers:
            self.numbers.extend(number if isinstance(number, list) else [number])

    def randint(self, a: int, b: int) -> int:
        assert self.numbers, f"no scripted number left for randint({a}, {b})"
        number = self.numbers.pop(0)
        assert a <= number <= b, f"scripted {number} outside {a}..{b}"
        return number

    def randrange(  # type: ignore[override]
        self, start: int, stop: int | None = None, step: int = 1
    ) -> int:
        low, high = (0, start) if stop is None else (start, stop)
        return self.randint(low, high - 1)


def pct(result: int) -> list[int]:
    """The units and tens digits that make a percentile roll read ``result`` (100 = 00 + 0)."""
    assert 1 <= result <= 100
    return [result % 10, (result // 10) % 10]


def make_sheet(**fields) -> CoC7Sheet:
    """A plain investigator: HP 12, MP 12, SAN 60, DB 0, Luck 50."""
    chars = dict(STR=50, CON=60, SIZ=60, DEX=50, APP=50, INT=70, POW=60, EDU=70)
    chars.update(fields.pop("chars", {}))
    fields.setdefault("luck", 50)
    return CoC7Sheet(characteristics=Characteristics(**chars), **fields)


def library_use(points: int = 40, ticked: bool = False) -> Skill:
    """Library Use (base 20) with ``points`` personal points."""
    return Skill(name="Library Use", personal=points, ticked=ticked)


def frozen(sheet: CoC7Sheet) -> dict:
    return sheet.model_dump(mode="json")


class FakeChooser:
    """Answers aging splits from a table by decade and records every question."""

    def __init__(self, answers: Mapping[int, Mapping[str, int]]) -> None:
        self.answers = answers
        self.questions: list[tuple[int, tuple[str, ...], bool, int, dict[str, int]]] = []

    def split_points(self, points, allowed, *, add, age, current):
        self.questions.append((points, tuple(allowed), add, age, dict(current)))
        return dict(self.answers[age])


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


def test_luck_roll_is_against_current_luck_and_cannot_be_pushed_or_bought():
    sheet = make_sheet(luck=35)
    outcome = play.luck_roll(sheet, ScriptedRandom(pct(40)))
    assert outcome.roll.kind == RollKind.LUCK and outcome.roll.value == 35
    assert not outcome.success and not outcome.changed
    with pytest.raises(RollError, match="Luck rolls cannot be pushed"):
        play.push_roll(sheet, outcome.roll, ScriptedRandom(pct(1)))
    with pytest.raises(RollError, match="Luck cannot be spent on Luck rolls"):
        play.spend_luck(sheet, outcome.roll, 5)


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


# --------------------------------------------------------------------------- sanity


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


# --------------------------------------------------------------------------- damage


def test_damage_roll_adds_the_damage_bonus():
    sheet = make_sheet(chars={"STR": 70, "SIZ": 70})  # STR+SIZ 140: +1D4
    outcome = play.damage_roll(sheet, "1D3+DB", ScriptedRandom(2, 3))
    assert outcome.damage_bonus == "+1D4" and outcome.total == 5
    assert [d.value for d in outcome.dice[0].dice] == [2, 3]
    assert not outcome.changed


def test_extreme_non_impaling_damage_is_maximum_with_maximum_bonus():
    sheet = make_sheet(chars={"STR": 70, "SIZ": 70})
    club = Weapon(name="Small club", damage="1D6+DB")
    outcome = play.damage_roll(sheet, club, ScriptedRandom(), extreme=True)
    assert not outcome.impaling and outcome.total == 10 and outcome.dice == ()


def test_extreme_impaling_damage_adds_another_weapon_roll():
    sheet = make_sheet(chars={"STR": 70, "SIZ": 70})
    knife = Weapon(name="Knife", damage="1D4+DB", damage_type="impaling")
    outcome = play.damage_roll(sheet, knife, ScriptedRandom(3), extreme=True)
    # maximum 4 + maximum DB 4, plus one more roll of the weapon's 1D4 (the DB not rolled again)
    assert outcome.impaling and outcome.maximum == 8 and outcome.total == 11
    handgun = Weapon(name=".38", skill="Firearms (Handgun)", damage="1D10", damage_type="impaling")
    shot = play.damage_roll(sheet, handgun, ScriptedRandom(7), extreme=True)
    assert shot.total == 17  # seed 004: 1D10 + 10 for a handgun


def test_impaling_argument_overrides_the_weapon():
    sheet = make_sheet()
    knife = Weapon(name="Knife", damage="1D4+DB", damage_type="impaling")
    outcome = play.damage_roll(sheet, knife, ScriptedRandom(), extreme=True, impaling=False)
    assert outcome.total == 4
    spear = play.damage_roll(sheet, "1D8+DB", ScriptedRandom(5), extreme=True, impaling=True)
    assert spear.total == 13


def test_negative_damage_counts_as_zero():
    sheet = make_sheet(chars={"STR": 30, "SIZ": 30})  # DB -2
    outcome = play.damage_roll(sheet, "1D3+DB", ScriptedRandom(1))
    assert outcome.damage_bonus == "-2" and outcome.total == 0


# --------------------------------------------------------------------------- wounds


def test_damage_floors_hp_at_zero():
    sheet = make_sheet(hp=3)  # HP max 12
    outcome = play.apply_damage(sheet, 5)
    assert outcome.hp_after == 0 and outcome.sheet.hp == 0 and sheet.hp == 3
    assert outcome.unconscious and not outcome.dying and not outcome.major_wound
    assert outcome.sheet.conditions.unconscious and not outcome.sheet.conditions.dying


@pytest.mark.parametrize(
    ("con", "siz", "damage", "major"),
    [(60, 60, 6, True), (60, 60, 5, False), (70, 80, 8, True), (70, 80, 7, False)],
)
def test_major_wound_boundary_at_exactly_half(con, siz, damage, major):
    sheet = make_sheet(chars={"CON": con, "SIZ": siz})
    outcome = play.apply_damage(sheet, damage)
    assert outcome.major_wound is major and outcome.sheet.conditions.major_wound is major
    assert outcome.con_roll_needed is major and not outcome.instant_death


@pytest.mark.parametrize(("damage", "dead"), [(11, False), (12, True), (30, True)])
def test_instant_death_at_maximum_hp_in_one_blow(damage, dead):
    outcome = play.apply_damage(make_sheet(), damage)  # HP max 12
    assert outcome.instant_death is dead and outcome.sheet.conditions.dead is dead
    if not dead:
        assert outcome.hp_after == 1 and outcome.major_wound


def test_zero_hp_with_a_major_wound_is_dying():
    outcome = play.apply_damage(make_sheet(hp=7), 7)  # 7 >= 6: major, HP 0
    assert outcome.dying and outcome.unconscious and outcome.major_wound
    assert outcome.sheet.conditions.dying and not outcome.con_roll_needed
    earlier = make_sheet(hp=2, conditions=Conditions(major_wound=True))
    later = play.apply_damage(earlier, 2)
    assert later.dying and not later.major_wound


def test_zero_damage_changes_nothing_and_negative_is_refused():
    assert not play.apply_damage(make_sheet(), 0).changed
    with pytest.raises(RollError):
        play.apply_damage(make_sheet(), -1)


def test_con_rolls_after_major_wound_and_while_dying():
    sheet = make_sheet(hp=5, conditions=Conditions(major_wound=True))
    out = play.major_wound_con_roll(sheet, ScriptedRandom(pct(70)))  # CON 60
    assert out.roll.value == 60 and out.sheet.conditions.unconscious
    assert not play.major_wound_con_roll(sheet, ScriptedRandom(pct(30))).changed
    with pytest.raises(RollError, match="not dying"):
        play.dying_con_roll(sheet, ScriptedRandom(pct(30)))
    dying = make_sheet(hp=0, conditions=Conditions(major_wound=True, dying=True, unconscious=True))
    dead = play.dying_con_roll(dying, ScriptedRandom(pct(75)))
    assert dead.sheet.conditions.dead and not dead.sheet.conditions.dying
    assert not play.dying_con_roll(dying, ScriptedRandom(pct(20))).changed


# --------------------------------------------------------------------------- healing


def test_heal_is_capped_at_maximum():
    outcome = play.heal(make_sheet(hp=10), 5)
    assert outcome.hp_after == 12 and outcome.healed == 2 and outcome.sheet.hp == 12


def test_heal_from_zero_ends_unconscious_and_dying():
    sheet = make_sheet(hp=0, conditions=Conditions(unconscious=True, dying=True, major_wound=True))
    outcome = play.heal(sheet, 2)
    assert outcome.dying_cleared and outcome.unconscious_cleared
    assert outcome.sheet.conditions.major_wound and not outcome.major_wound_cleared
    healed = play.heal(sheet, 6)
    assert healed.major_wound_cleared and not healed.sheet.conditions.major_wound


def test_heal_the_dead_is_refused():
    with pytest.raises(RollError, match="dead"):
        play.heal(make_sheet(hp=0, conditions=Conditions(dead=True)), 1)


def test_first_aid_heals_one_or_stabilises_the_dying():
    assert play.first_aid(make_sheet(hp=5)).sheet.hp == 6
    dying = make_sheet(hp=0, conditions=Conditions(major_wound=True, dying=True, unconscious=True))
    outcome = play.first_aid(dying)
    assert outcome.healed == 0 and outcome.sheet.hp == 0 and outcome.dying_cleared
    assert not outcome.sheet.conditions.dying and outcome.sheet.conditions.major_wound


def test_medicine_heals_1d3_or_allows_a_healing_roll_for_the_dying():
    outcome = play.medicine(make_sheet(hp=5), ScriptedRandom(3))
    assert outcome.dice.total == 3 and outcome.sheet.hp == 8
    dying = make_sheet(hp=0, conditions=Conditions(major_wound=True, dying=True, unconscious=True))
    stalled = play.medicine(dying, ScriptedRandom())
    assert stalled.healed == 0 and stalled.healing_roll_allowed and not stalled.changed


def test_natural_healing_one_hp_per_day_without_major_wound():
    outcome = play.natural_healing(make_sheet(hp=5), days=3)
    assert outcome.sheet.hp == 8
    with pytest.raises(RollError, match="weekly"):
        play.natural_healing(make_sheet(hp=5, conditions=Conditions(major_wound=True)))


def test_weekly_healing_roll_with_a_major_wound():
    wounded = make_sheet(hp=2, conditions=Conditions(major_wound=True))  # CON 60, HP max 12
    regular = play.weekly_healing(wounded, ScriptedRandom(pct(40), 2))
    assert regular.healed == 2 and regular.sheet.conditions.major_wound
    extreme = play.weekly_healing(wounded, ScriptedRandom(pct(10), 2, 3))
    assert extreme.roll.level == Level.EXTREME and extreme.healed == 5
    assert extreme.major_wound_cleared and not extreme.sheet.conditions.major_wound
    failed = play.weekly_healing(wounded, ScriptedRandom(pct(75)))
    assert failed.healed == 0 and not failed.changed
    halfway = play.weekly_healing(make_sheet(hp=4, conditions=Conditions(major_wound=True)),
                                  ScriptedRandom(pct(40), 2))
    assert halfway.hp_after == 6 and halfway.major_wound_cleared
    with pytest.raises(RollError, match="1 HP per day"):
        play.weekly_healing(make_sheet(hp=5), ScriptedRandom())

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



# --------------------------------------------------------------------------- development


def sword(points: int, ticked: bool = True) -> Skill:
    """Fighting (Sword), base 20."""
    return Skill(name="Fighting", specialisation="Sword", personal=points, ticked=ticked)


def test_development_sword_example():
    # Seed 003: Sword 85, roll 97, +8 → 93, and 2D6 SAN for reaching 90%.
    sheet = make_sheet(san=50, skills=[sword(65)])
    assert derive(sheet).skill("Fighting (Sword)").value == 85
    outcome = play.development_phase(sheet, ScriptedRandom(97, 8, 3, 4))
    (check,) = outcome.checks
    assert (check.label, check.value, check.roll, check.gain, check.new_value) == (
        "Fighting (Sword)", 85, 97, 8, 93,
    )
    assert check.improved and check.san_dice.total == 7
    assert outcome.san_before == 50 and outcome.san_after == 57 and outcome.sheet.san == 57
    entry = outcome.sheet.skill("Fighting (Sword)")
    assert entry.experience == 8 and not entry.ticked
    assert derive(outcome.sheet).skill("Fighting (Sword)").value == 93
    assert sheet.skill("Fighting (Sword)").ticked  # the input is untouched


def test_development_rolls_only_ticked_skills_and_clears_ticks():
    sheet = make_sheet(
        skills=[library_use(ticked=True), sword(20, ticked=False), Skill(name="Dodge", ticked=True)]
    )
    # Library Use 60: roll 60 does not improve; Dodge 25: roll 26 improves by 1D10 = 4.
    outcome = play.development_phase(sheet, ScriptedRandom(60, 26, 4))
    assert [(c.label, c.improved, c.gain) for c in outcome.checks] == [
        ("Library Use", False, 0), ("Dodge", True, 4),
    ]
    assert not any(skill.ticked for skill in outcome.sheet.skills)
    assert outcome.sheet.skill("Dodge").experience == 4 and outcome.san_gained == 0


def test_development_above_95_always_improves_and_90_plus_already_gives_no_san():
    sheet = make_sheet(skills=[sword(77)])  # Sword 97
    outcome = play.development_phase(sheet, ScriptedRandom(96, 5))
    assert outcome.checks[0].new_value == 102 and outcome.checks[0].san_dice is None
    assert outcome.san_gained == 0


def test_development_skips_cthulhu_mythos_and_caps_san():
    mythos = Skill(name="Cthulhu Mythos", experience=5, ticked=True)
    sheet = make_sheet(san=92, cthulhu_mythos=0, skills=[mythos, sword(65)])
    outcome = play.development_phase(sheet, ScriptedRandom(97, 8, 6, 6))
    assert outcome.checks[0].roll is None and not outcome.checks[0].improved
    assert not outcome.sheet.skill("Cthulhu Mythos").ticked
    assert outcome.sheet.skill("Cthulhu Mythos").experience == 5
    assert outcome.sheet.san == 94 == derive(outcome.sheet).san_max


def test_development_without_ticks_changes_nothing():
    outcome = play.development_phase(make_sheet(skills=[library_use()]), ScriptedRandom())
    assert outcome.checks == () and not outcome.changed


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


# --------------------------------------------------------------------------- aging


def harvey(**fields) -> CoC7Sheet:
    """Harvey at 42: EDU 84, APP 80; STR and DEX below SIZ (MOV 7 − 1 = 6); HP 15."""
    return make_sheet(
        age=42,
        chars={"STR": 45, "CON": 70, "SIZ": 80, "DEX": 50, "APP": 80, "EDU": 84},
        **fields,
    )


def test_harvey_turns_fifty():
    # Seed 000: at 52, roll 98 for EDU: +9 → 93; CON −5 and APP −5 (APP 75); HP 15 → 14;
    # MOV 6 → 5.
    sheet = harvey()
    before = derive(sheet)
    assert (before.hp_max, before.mov) == (15, 6)
    chooser = FakeChooser({50: {"CON": 5}})
    outcome = play.age_in_play(sheet, 52, ScriptedRandom(98, 9), chooser)
    chars = outcome.sheet.characteristics
    assert (chars.EDU, chars.CON, chars.APP) == (93, 65, 75)
    assert chooser.questions == [
        (5, ("STR", "CON", "DEX"), False, 50, {"STR": 45, "CON": 70, "DEX": 50})
    ]
    after = derive(outcome.sheet)
    assert (after.hp_max, after.hp, after.mov) == (14, 14, 5)
    assert (outcome.hp_max_before, outcome.hp_max_after) == (15, 14)
    assert (outcome.mov_before, outcome.mov_after) == (6, 5)
    assert outcome.sheet.age == 52
    assert outcome.record.reason == "Aging to 52"
    assert outcome.record.changes == {"CON": -5, "APP": -5, "EDU": 9}
    assert outcome.sheet.characteristic_changes == [outcome.record]
    (decade,) = outcome.decades
    assert (decade.age, decade.edu_roll, decade.edu_gain, decade.split) == (50, 98, 9, {"CON": 5})
    assert (decade.app_penalty, decade.mov_penalty) == (5, 1)
    paths = {c.path for c in outcome.changes}
    assert paths == {
        "age", "characteristics.CON", "characteristics.APP", "characteristics.EDU",
        "characteristic_changes[0]",
    }
    assert sheet.characteristics.EDU == 84 and sheet.age == 42  # the input is untouched


def test_aging_brings_current_hp_down_to_the_new_maximum():
    chooser = FakeChooser({50: {"CON": 5}})
    outcome = play.age_in_play(harvey(hp=15), 52, ScriptedRandom(98, 9), chooser)
    assert outcome.sheet.hp == 14
    wounded = play.age_in_play(harvey(hp=9), 52, ScriptedRandom(98, 9), chooser)
    assert wounded.sheet.hp == 9


def test_aging_is_cumulative_over_decades():
    sheet = make_sheet(
        age=35, chars={"STR": 50, "CON": 60, "DEX": 50, "SIZ": 60, "APP": 60, "EDU": 70}
    )
    chooser = FakeChooser({40: {"STR": 5}, 50: {"DEX": 5}, 60: {"CON": 6, "DEX": 4}})
    rng = ScriptedRandom(80, 3, 20, 99, 10)  # 40: 80 > 70 (+3); 50: 20 fails; 60: 99 > 73 (+10)
    outcome = play.age_in_play(sheet, 65, rng, chooser)
    chars = outcome.sheet.characteristics
    assert (chars.STR, chars.CON, chars.DEX, chars.APP, chars.EDU) == (45, 54, 41, 45, 83)
    assert [d.age for d in outcome.decades] == [40, 50, 60]
    assert [q[0] for q in chooser.questions] == [5, 5, 10]
    assert outcome.mov_before - outcome.mov_after == 3
    assert outcome.record.changes == {"STR": -5, "CON": -6, "DEX": -9, "APP": -15, "EDU": 13}


def test_turning_twenty_adds_five_among_str_and_siz():
    sheet = make_sheet(age=18, chars={"STR": 40, "SIZ": 50, "EDU": 60})
    chooser = FakeChooser({20: {"STR": 2, "SIZ": 3}})
    outcome = play.age_in_play(sheet, 21, ScriptedRandom(40), chooser)  # EDU check fails
    assert chooser.questions[0][:3] == (5, ("STR", "SIZ"), True)
    chars = outcome.sheet.characteristics
    assert (chars.STR, chars.SIZ, chars.EDU, chars.APP) == (42, 53, 60, 50)


def test_magical_aging_skips_the_edu_check():
    chooser = FakeChooser({50: {"STR": 5}})
    outcome = play.age_in_play(harvey(), 52, ScriptedRandom(), chooser, magical=True)
    assert outcome.sheet.characteristics.EDU == 84 and outcome.decades[0].edu_roll is None
    assert outcome.sheet.characteristics.STR == 40 and outcome.magical


def test_aging_past_eighty_deducts_eighty_a_decade_and_mov_keeps_falling():
    sheet = make_sheet(age=85, chars={"STR": 60, "CON": 60, "DEX": 50, "SIZ": 70, "APP": 20})
    chooser = FakeChooser({90: {"STR": 40, "CON": 40}})
    outcome = play.age_in_play(sheet, 91, ScriptedRandom(), chooser)
    assert outcome.decades[0].app_penalty == 0 and outcome.decades[0].edu_roll is None
    assert outcome.mov_before - outcome.mov_after == 1
    assert not any("age table" in note for note in outcome.notes)


def test_edu_check_is_capped_at_99():
    sheet = make_sheet(age=45, chars={"EDU": 95})
    outcome = play.age_in_play(sheet, 50, ScriptedRandom(100, 10), FakeChooser({50: {"DEX": 5}}))
    assert outcome.sheet.characteristics.EDU == 99 and outcome.decades[0].edu_gain == 4


def test_aging_refuses_bad_splits_and_going_back():
    sheet = harvey()
    with pytest.raises(RollError, match="exactly 5"):
        play.age_in_play(sheet, 52, ScriptedRandom(10), FakeChooser({50: {"CON": 3}}))
    with pytest.raises(RollError, match="'APP' cannot take"):
        play.age_in_play(sheet, 52, ScriptedRandom(10), FakeChooser({50: {"APP": 5}}))
    with pytest.raises(RollError, match="younger"):
        play.age_in_play(sheet, 30, ScriptedRandom(), FakeChooser({}))
    same = play.age_in_play(sheet, 42, ScriptedRandom(), FakeChooser({}))
    assert not same.changed and same.record is None


def test_aging_within_a_decade_only_changes_the_age():
    outcome = play.age_in_play(harvey(), 48, ScriptedRandom(), FakeChooser({}))
    assert [c.path for c in outcome.changes] == ["age"] and outcome.record is None


def test_fake_chooser_satisfies_the_protocol():
    assert isinstance(FakeChooser({}), play.AgingChooser)


# --------------------------------------------------------------------------- purity


ACTIONS = [
    lambda s, r: play.skill_roll(s, "Library Use", r),
    lambda s, r: play.skill_roll(s, "Spot Hidden", r, difficulty=Difficulty.HARD, bonus=1),
    lambda s, r: play.characteristic_roll(s, "DEX", r),
    lambda s, r: play.luck_roll(s, r),
    lambda s, r: play.san_roll(s, "1/1D8", r),
    lambda s, r: play.temporary_insanity_check(s, r),
    lambda s, r: play.new_day(s),
    lambda s, r: play.gain_san(s, r.randint(0, 20)),
    lambda s, r: play.damage_roll(s, "1D6+DB", r, extreme=r.random() < 0.5),
    lambda s, r: play.apply_damage(s, r.randint(0, 14)),
    lambda s, r: play.first_aid(s),
    lambda s, r: play.medicine(s, r),
    lambda s, r: play.development_phase(s, r),
    lambda s, r: play.luck_recovery(s, r),
]


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.lists(st.integers(0, len(ACTIONS) - 1), max_size=12))
def test_actions_never_mutate_their_input_and_report_every_change(seed, steps):
    rng = random.Random(seed)
    sheet = make_sheet(skills=[library_use(ticked=True)], cthulhu_mythos=5, san_lost_today=2)
    for step in steps:
        if sheet.conditions.dead:
            break
        snapshot = frozen(sheet)
        outcome = ACTIONS[step](sheet, rng)
        assert frozen(sheet) == snapshot
        assert outcome.changes == play.changes_between(sheet, outcome.sheet)
        assert outcome.changed == (frozen(outcome.sheet) != snapshot)
        derived = derive(outcome.sheet)
        assert 0 <= derived.hp <= derived.hp_max
        assert 0 <= derived.san <= derived.san_max
        assert 0 <= outcome.sheet.luck <= 99
        sheet = outcome.sheet
