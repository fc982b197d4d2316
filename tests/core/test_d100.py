"""Tests for the CoC percentile rolls (RULES.md "Rolls", seeds 000, 002, 003)."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheetmaker.core.d100 import (
    D100Roll,
    Difficulty,
    Level,
    RollKind,
    break_tie,
    combined,
    combined_from_dice,
    level_of,
    level_probabilities,
    net_dice,
    opposed,
    push,
    required_target,
    roll_d100,
    spend_luck,
    success_probability,
)
from sheetmaker.core.errors import RollError

REGULAR, HARD, EXTREME = Difficulty.REGULAR, Difficulty.HARD, Difficulty.EXTREME
DIVISOR = {REGULAR: 1, HARD: 2, EXTREME: 5}


class ScriptedRandom(random.Random):
    """A Random whose randint returns the given numbers in order."""

    def __init__(self, numbers: list[int]) -> None:
        super().__init__(0)
        self.numbers = list(numbers)

    def randint(self, a: int, b: int) -> int:
        number = self.numbers.pop(0)
        assert a <= number <= b
        return number

    def randrange(  # type: ignore[override]
        self, start: int, stop: int | None = None, step: int = 1
    ) -> int:
        low, high = (0, start) if stop is None else (start, stop)
        return self.randint(low, high - 1)


def oracle_level(result: int, value: int, difficulty: Difficulty) -> Level:
    """Independent statement of the level rules, written with multiplication."""
    required = max(1, value // DIVISOR[difficulty])
    if result == 1:
        return Level.CRITICAL
    if result == 100 or (required < 50 and result >= 96):
        return Level.FUMBLE
    if 5 * result <= value:
        return Level.EXTREME
    if 2 * result <= value:
        return Level.HARD
    if result <= value:
        return Level.REGULAR
    return Level.FAILURE


# --- worked examples -----------------------------------------------------------------------


def test_bonus_die_example_malcolm_beats_hugh() -> None:
    # Seed 002: units 4, tens 40 and 20 read 44 or 24; bonus takes 24, a Hard success on 55.
    malcolm = D100Roll.from_dice(55, (40, 20), 4, net=1, label="Malcolm")
    assert malcolm.result == 24
    assert malcolm.level == Level.HARD
    assert malcolm.success
    hugh = D100Roll.from_dice(55, (40,), 5, label="Hugh")
    assert hugh.result == 45 and hugh.level == Level.REGULAR
    outcome = opposed(malcolm, hugh)
    assert outcome.winner == "a"
    assert "Malcolm" in outcome.reason and "hard" in outcome.reason


def test_penalty_die_example_felix_beats_harrison() -> None:
    # Seed 002: tens 20 and 40, units 1 read 21 or 41; penalty takes 41, Regular vs STR 55.
    harrison = D100Roll.from_dice(55, (20, 40), 1, net=-1, kind="characteristic")
    assert harrison.result == 41
    assert harrison.level == Level.REGULAR
    assert harrison.success
    felix = D100Roll.from_dice(65, (50,), 1, kind="characteristic")
    assert felix.level == Level.REGULAR
    assert opposed(felix, harrison).winner == "a"
    assert opposed(harrison, felix).winner == "b"


def test_library_use_55_fumble_ranges() -> None:
    # Seed 003: fumbles only on 100 at Regular; at Hard (27) on 96-100.
    assert required_target(55, HARD) == 27
    for result in (96, 97, 98, 99):
        assert level_of(result, 55) == Level.FAILURE
        assert level_of(result, 55, HARD) == Level.FUMBLE
    assert level_of(100, 55) == Level.FUMBLE
    assert level_of(100, 55, HARD) == Level.FUMBLE
    assert level_of(95, 55, HARD) == Level.FAILURE


def test_fifteen_against_eighty_at_hard_is_extreme() -> None:
    assert level_of(15, 80, HARD) == Level.EXTREME
    roll = D100Roll.from_dice(80, (10,), 5, HARD)
    assert roll.level == Level.EXTREME and roll.success


def test_opposed_chess_both_regular_higher_int_wins() -> None:
    # Seed 003: both roll a Regular success; Edgar has the higher INT and wins.
    harvey = D100Roll.from_dice(70, (60,), 5, kind="characteristic", label="Harvey")
    edgar = D100Roll.from_dice(80, (50,), 0, kind="characteristic", label="Edgar")
    assert harvey.level == edgar.level == Level.REGULAR
    outcome = opposed(harvey, edgar)
    assert outcome.winner == "b"
    assert "Edgar" in outcome.reason and "80" in outcome.reason


def test_opposed_cultist_extreme_beats_harvey_regular() -> None:
    # Seed 003: Harvey 57 against SIZ 80 (Regular); the cultist 15 against STR 80 (Extreme).
    harvey = D100Roll.from_dice(80, (50,), 7, kind="characteristic")
    cultist = D100Roll.from_dice(80, (10,), 5, kind="characteristic")
    assert harvey.level == Level.REGULAR and cultist.level == Level.EXTREME
    assert opposed(harvey, cultist).winner == "b"


def test_str_60_hard_door_example_can_be_pushed() -> None:
    # Seed 002: STR 60 at Hard needs 30; 43 fails and may be pushed.
    roll = D100Roll.from_dice(60, (40,), 3, HARD, kind="characteristic")
    assert roll.required == 30
    assert roll.level == Level.REGULAR  # measured against the full value...
    assert not roll.success  # ...but the goal needed a Hard success
    assert roll.can_push


def test_written_values_and_other_targets() -> None:
    # STR 60 is written 60 (30/12); Harvey's STR 20 at Hard needs 10; Own Language 84 at Hard 42.
    assert [required_target(60, d) for d in (REGULAR, HARD, EXTREME)] == [60, 30, 12]
    assert required_target(20, HARD) == 10
    assert required_target(84, "hard") == 42


def test_critical_and_sanity_fumble_examples() -> None:
    # Seed 003: 01 with Appraise 35 is a critical; a SAN roll of 100 is a fumble.
    assert D100Roll.from_dice(35, (0,), 1).level == Level.CRITICAL
    san = D100Roll.from_dice(45, (0,), 0, kind=RollKind.SAN)
    assert san.result == 100 and san.level == Level.FUMBLE
    assert not san.can_push and san.luck_costs == {}


def test_combined_repair_example_single_roll_ten_percent() -> None:
    # Seed 003: Mechanical and Electrical Repair 10 each: one roll gives 10%, not 1%.
    values = {"Mechanical Repair": 10, "Electrical Repair": 10}
    wins = sum(
        combined_from_dice(values, tens, units, need="all").success
        for tens, units in product(range(0, 100, 10), range(10))
    )
    assert wins == 10


def test_dodge_luck_example_numbers() -> None:
    # Seed 000: Dodge 27, roll 73, 46 Luck spent. 73 - 46 = 27 is a Regular success by the
    # rules (the seed calls it Extreme); an Extreme success would cost 73 - 5 = 68.
    dodge = D100Roll.from_dice(27, (70,), 3, kind=RollKind.COMBAT, label="Dodge")
    assert dodge.luck_costs == {Level.REGULAR: 46, Level.HARD: 60, Level.EXTREME: 68}
    spent = spend_luck(dodge, 46, 54)
    assert spent.result == 27 and spent.level == Level.REGULAR
    assert spend_luck(dodge, 68, 68).level == Level.EXTREME


# --- levels --------------------------------------------------------------------------------

BOUNDARY_VALUES = (1, 2, 4, 5, 49, 50, 54, 55, 99, 100)


def boundary_results(value: int) -> list[int]:
    points = {
        value // 5,
        value // 5 + 1,
        value // 2,
        value // 2 + 1,
        value,
        value + 1,
        1,
        2,
        95,
        96,
        99,
        100,
    }
    return sorted(r for r in points if 1 <= r <= 100)


@pytest.mark.parametrize("value", BOUNDARY_VALUES)
@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_level_boundaries_match_oracle(value: int, difficulty: Difficulty) -> None:
    for result in boundary_results(value):
        assert level_of(result, value, difficulty) == oracle_level(result, value, difficulty), (
            result,
            value,
            difficulty,
        )


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (
            50,
            {10: "extreme", 11: "hard", 25: "hard", 26: "regular", 50: "regular",
             51: "failure", 95: "failure", 96: "failure", 99: "failure", 100: "fumble"},
        ),
        (
            49,
            {9: "extreme", 10: "hard", 24: "hard", 25: "regular", 49: "regular",
             50: "failure", 95: "failure", 96: "fumble", 99: "fumble", 100: "fumble"},
        ),
        (
            55,
            {11: "extreme", 12: "hard", 27: "hard", 28: "regular", 55: "regular",
             56: "failure", 96: "failure", 100: "fumble"},
        ),
        (
            99,
            {19: "extreme", 20: "hard", 49: "hard", 50: "regular", 95: "regular",
             96: "regular", 99: "regular", 100: "fumble"},
        ),
        (100, {20: "extreme", 21: "hard", 50: "hard", 51: "regular", 99: "regular", 100: "fumble"}),
        (5, {1: "critical", 2: "hard", 3: "regular", 5: "regular", 6: "failure", 96: "fumble"}),
        (4, {1: "critical", 2: "hard", 3: "regular", 4: "regular", 5: "failure"}),
        (2, {1: "critical", 2: "regular", 3: "failure", 95: "failure", 96: "fumble"}),
        (1, {1: "critical", 2: "failure", 96: "fumble", 100: "fumble"}),
    ],
)
def test_level_table_at_regular(value: int, expected: dict[int, str]) -> None:
    got = {result: level_of(result, value).word for result in expected}
    assert got == expected


def test_difficulty_moves_the_fumble_range_only() -> None:
    # 99 at Hard needs 49 (< 50): 96-99 fumble although they are under the full value.
    assert level_of(97, 99, HARD) == Level.FUMBLE
    assert level_of(97, 99) == Level.REGULAR
    # 100 at Hard needs 50: only 100 fumbles.
    assert level_of(97, 100, HARD) == Level.REGULAR
    assert level_of(97, 100, EXTREME) == Level.FUMBLE  # needs 20


@given(
    value=st.integers(0, 250),
    difficulty=st.sampled_from(list(Difficulty)),
    result=st.integers(1, 100),
)
def test_level_matches_oracle_and_success_means_under_target(
    value: int, difficulty: Difficulty, result: int
) -> None:
    level = level_of(result, value, difficulty)
    assert level == oracle_level(result, value, difficulty)
    tens, units = (result // 10 * 10, result % 10) if result < 100 else (0, 0)
    roll = D100Roll.from_dice(value, tens, units, difficulty)
    assert roll.result == result
    assert roll.success == (result == 1 or (result <= roll.required and result != 100))


def test_level_words() -> None:
    assert [level.word for level in Level] == [
        "fumble", "failure", "regular", "hard", "extreme", "critical",
    ]
    for level in Level:
        assert Level.from_word(level.word) is level
    assert Level.from_word(" Hard ") is Level.HARD
    with pytest.raises(RollError, match="unknown success level"):
        Level.from_word("brilliant")


def test_one_percent_rule() -> None:
    assert required_target(0) == 1
    assert required_target(1, HARD) == 1
    assert required_target(4, EXTREME) == 1
    assert required_target(9, EXTREME) == 1
    assert required_target(10, EXTREME) == 2
    roll = D100Roll.from_dice(4, (0,), 1, EXTREME)
    assert roll.required == 1 and roll.level == Level.CRITICAL and roll.success
    assert not D100Roll.from_dice(4, (0,), 2, EXTREME).success


def test_bad_values_are_refused() -> None:
    with pytest.raises(RollError):
        required_target(-1)
    with pytest.raises(RollError):
        level_of(0, 50)
    with pytest.raises(RollError):
        level_of(101, 50)
    with pytest.raises(RollError, match="unknown difficulty"):
        required_target(50, "easy")
    with pytest.raises(RollError, match="unknown kind"):
        roll_d100(random.Random(1), 50, kind="sword")


# --- reading the dice ----------------------------------------------------------------------


def test_double_zero_and_zero_reads_100() -> None:
    assert D100Roll.from_dice(50, 0, 0).result == 100
    assert D100Roll.from_dice(50, 0, 5).result == 5
    assert D100Roll.from_dice(50, 90, 0).result == 90
    # Bonus: 00+0 reads 100, 10+0 reads 10: keep 10. Penalty keeps 100.
    assert D100Roll.from_dice(50, (0, 10), 0, net=1).result == 10
    assert D100Roll.from_dice(50, (0, 10), 0, net=-1).result == 100
    assert D100Roll.from_dice(50, (0, 0, 0), 0, net=2).result == 100
    assert D100Roll.from_dice(50, (0, 90, 40), 7, net=2).result == 7
    assert D100Roll.from_dice(50, (0, 90, 40), 7, net=-2).result == 97


def test_from_dice_checks_its_dice() -> None:
    with pytest.raises(RollError, match="tens dice"):
        D100Roll.from_dice(50, (5,), 0)
    with pytest.raises(RollError, match="units die"):
        D100Roll.from_dice(50, (50,), 10)
    with pytest.raises(RollError, match="bonus or penalty"):
        D100Roll.from_dice(50, (50, 20), 1)
    with pytest.raises(RollError, match="expected 3"):
        D100Roll.from_dice(50, (50, 20), 1, net=2)
    with pytest.raises(RollError):
        D100Roll.from_dice(50, (50, 20, 10, 0), 1, net=3)


@pytest.mark.parametrize(
    ("bonus", "penalty", "net"),
    [(0, 0, 0), (1, 0, 1), (0, 1, -1), (1, 1, 0), (2, 1, 1), (1, 2, -1), (3, 0, 2),
     (0, 5, -2), (3, 1, 2), (1, 3, -2), (4, 3, 1), (2, 2, 0)],
)
def test_net_dice_cancel_then_clamp(bonus: int, penalty: int, net: int) -> None:
    assert net_dice(bonus, penalty) == net


def test_net_dice_refuses_negative_counts() -> None:
    with pytest.raises(RollError):
        net_dice(-1, 0)
    with pytest.raises(RollError):
        net_dice(0, -2)


def test_roll_d100_uses_units_then_tens_and_keeps_settings() -> None:
    rng = ScriptedRandom([4, 4, 2])  # units 4, tens 40 and 20
    roll = roll_d100(rng, 55, bonus=1, label="Charm")
    assert roll.units == 4 and roll.tens == (40, 20) and roll.result == 24
    assert roll.level == Level.HARD and roll.label == "Charm"
    rng = ScriptedRandom([1, 2, 4])
    roll = roll_d100(rng, 55, bonus=1, penalty=2, kind="characteristic")
    assert roll.net == -1 and roll.result == 41 and roll.kind == RollKind.CHARACTERISTIC


@pytest.mark.parametrize(("bonus", "penalty"), [(0, 0), (1, 0), (2, 0), (0, 1), (0, 2), (5, 1)])
def test_roll_d100_dice_count_and_reading(bonus: int, penalty: int) -> None:
    rng = random.Random(2024)
    net = net_dice(bonus, penalty)
    for _ in range(500):
        roll = roll_d100(rng, 45, HARD, bonus, penalty)
        assert len(roll.tens) == 1 + abs(net) and roll.net == net
        assert roll == D100Roll.from_dice(45, roll.tens, roll.units, HARD, net)
        readings = [t + roll.units or 100 for t in roll.tens]
        assert roll.result == (min(readings) if net >= 0 else max(readings))


def test_roll_d100_is_deterministic_for_a_seed() -> None:
    first = [roll_d100(random.Random(7), 50, bonus=1) for _ in range(3)]
    again = [roll_d100(random.Random(7), 50, bonus=1) for _ in range(3)]
    assert first == again


def test_to_json() -> None:
    roll = D100Roll.from_dice(55, (40, 20), 4, HARD, net=1, label="Charm")
    assert roll.to_json() == {
        "label": "Charm",
        "tens": [40, 20],
        "units": 4,
        "result": 24,
        "target": 55,
        "required": 27,
        "difficulty": "hard",
        "bonus": 1,
        "level": "hard",
        "success": True,
        "pushed": False,
        "luck_spent": 0,
    }


# --- pushing -------------------------------------------------------------------------------


def test_push_once_with_the_same_settings() -> None:
    failed = D100Roll.from_dice(40, (70,), 3, HARD, net=0, label="Climb")
    assert failed.can_push
    pushed = push(failed, ScriptedRandom([5, 1]))
    assert pushed.pushed and pushed.result == 15
    assert (pushed.value, pushed.difficulty, pushed.net, pushed.kind, pushed.label) == (
        40, HARD, 0, RollKind.SKILL, "Climb",
    )
    assert pushed.success and pushed.earns_tick
    again = D100Roll.from_dice(40, (70,), 3, pushed=True)
    assert not again.can_push
    with pytest.raises(RollError, match="a pushed roll cannot be pushed again"):
        push(again, random.Random(1))


def test_push_keeps_bonus_dice() -> None:
    failed = D100Roll.from_dice(30, (80, 90), 5, net=1)
    pushed = push(failed, random.Random(3))
    assert len(pushed.tens) == 2 and pushed.net == 1


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        (RollKind.LUCK, "Luck rolls cannot be pushed"),
        (RollKind.SAN, "SAN rolls cannot be pushed"),
        (RollKind.COMBAT, "combat rolls cannot be pushed"),
        (RollKind.OTHER, "other rolls cannot be pushed"),
    ],
)
def test_only_skill_and_characteristic_rolls_push(kind: RollKind, message: str) -> None:
    roll = D100Roll.from_dice(40, (70,), 3, kind=kind)
    assert not roll.can_push
    with pytest.raises(RollError, match=message):
        push(roll, random.Random(1))


def test_cannot_push_success_fumble_or_luck_altered_roll() -> None:
    with pytest.raises(RollError, match="successful"):
        push(D100Roll.from_dice(40, (30,), 3), random.Random(1))
    fumble = D100Roll.from_dice(40, (90,), 8)
    assert fumble.level == Level.FUMBLE and not fumble.can_push
    with pytest.raises(RollError, match="fumble"):
        push(fumble, random.Random(1))
    lucky = spend_luck(D100Roll.from_dice(40, (70,), 3), 5, 50)
    assert not lucky.success and not lucky.can_push
    with pytest.raises(RollError, match="Luck"):
        push(lucky, random.Random(1))


def test_hard_goal_regular_level_is_a_failure_that_pushes() -> None:
    roll = D100Roll.from_dice(60, (40,), 0, HARD)
    assert roll.level == Level.REGULAR and not roll.success and roll.can_push


# --- Luck ----------------------------------------------------------------------------------


def test_luck_costs_example() -> None:
    roll = D100Roll.from_dice(50, (60,), 0)
    assert roll.result == 60
    assert roll.luck_costs == {Level.REGULAR: 10, Level.HARD: 35, Level.EXTREME: 50}


def test_luck_costs_only_better_reachable_levels() -> None:
    assert D100Roll.from_dice(50, (30,), 0).luck_costs == {Level.HARD: 5, Level.EXTREME: 20}
    assert D100Roll.from_dice(50, (0,), 7).luck_costs == {}  # already Extreme
    # Value 4: the fifth is 0, so Extreme is out of reach (Luck cannot buy a critical).
    assert D100Roll.from_dice(4, (10,), 0).luck_costs == {Level.REGULAR: 6, Level.HARD: 8}
    assert D100Roll.from_dice(0, (50,), 0).luck_costs == {}


@pytest.mark.parametrize(
    "roll",
    [
        D100Roll.from_dice(50, (0,), 1),  # critical
        D100Roll.from_dice(50, (0,), 0),  # fumble
        D100Roll.from_dice(50, (60,), 0, pushed=True),
        D100Roll.from_dice(50, (60,), 0, kind="luck"),
        D100Roll.from_dice(50, (60,), 0, kind="san"),
        D100Roll.from_dice(50, (60,), 0, kind="other"),
    ],
    ids=["critical", "fumble", "pushed", "luck", "san", "other"],
)
def test_luck_not_allowed(roll: D100Roll) -> None:
    assert roll.luck_costs == {}
    with pytest.raises(RollError):
        spend_luck(roll, 1, 99)


def test_spend_luck_lowers_the_roll() -> None:
    roll = D100Roll.from_dice(50, (60,), 0, label="Spot Hidden")
    regular = spend_luck(roll, 10, 40)
    assert (regular.result, regular.level, regular.luck_spent) == (50, Level.REGULAR, 10)
    assert regular.original_result == 60 and regular.tens == (60,) and regular.units == 0
    assert regular.success and not regular.earns_tick
    assert spend_luck(roll, 35, 35).level == Level.HARD
    assert spend_luck(roll, 50, 99).level == Level.EXTREME
    # A spend short of a better level is allowed.
    short = spend_luck(roll, 5, 40)
    assert short.result == 55 and short.level == Level.FAILURE and short.luck_spent == 5
    # A second spend adds up.
    more = spend_luck(short, 5, 35)
    assert more.result == 50 and more.luck_spent == 10 and more.original_result == 60


def test_spend_luck_limits() -> None:
    roll = D100Roll.from_dice(50, (60,), 0)
    with pytest.raises(RollError, match="only 9 left"):
        spend_luck(roll, 10, 9)
    with pytest.raises(RollError, match="at least 1"):
        spend_luck(roll, 0, 50)
    with pytest.raises(RollError, match="below 01"):
        spend_luck(roll, 60, 99)
    lowest = spend_luck(roll, 59, 99)
    assert lowest.result == 1 and lowest.level == Level.EXTREME  # not a critical
    # Value 0: a result bought down to 01 is still a failure.
    assert spend_luck(D100Roll.from_dice(0, (50,), 0), 49, 99).level == Level.FAILURE


def test_earns_tick() -> None:
    assert D100Roll.from_dice(50, (20,), 0).earns_tick
    assert not D100Roll.from_dice(50, (60,), 0).earns_tick
    assert not D100Roll.from_dice(50, (20,), 0, kind="luck").earns_tick
    assert not D100Roll.from_dice(50, (20,), 0, kind="san").earns_tick
    assert not D100Roll.from_dice(50, (40,), 0, HARD).earns_tick  # goal not achieved


# --- opposed and combined ------------------------------------------------------------------


def test_opposed_levels_and_failures() -> None:
    crit = D100Roll.from_dice(30, (0,), 1)
    extreme = D100Roll.from_dice(90, (10,), 0)
    assert opposed(crit, extreme).winner == "a"
    failure = D100Roll.from_dice(60, (70,), 0)
    fumble = D100Roll.from_dice(40, (90,), 9)
    assert opposed(failure, fumble).winner == "a"  # both fail: the higher value wins
    assert opposed(fumble, failure).winner == "b"  # fumble ranks as failure
    assert opposed(failure, fumble, both_fail="none").winner == "none"  # the house rule
    regular = D100Roll.from_dice(30, (20,), 0)
    assert opposed(fumble, regular).winner == "b"


def test_opposed_both_failing_still_has_a_winner() -> None:
    """Seed 003, Opposed Rolls: "both sides declare a mutually exclusive goal: one will win,
    the other will lose" and "In the case of a tie, the side with the higher skill (or
    characteristic) wins. If still tied, either an impasse has been reached or both sides
    should re-roll." Two failures are a tie of levels, so the higher skill wins."""
    mine = D100Roll.from_dice(40, (70,), 0, label="Charm")  # 70 against 40: failure
    theirs = D100Roll.from_dice(45, (80,), 0, label="Hugh")  # 80 against 45: failure
    outcome = opposed(mine, theirs)
    assert outcome.winner == "b"
    assert outcome.reason == "both failed: Hugh wins with the higher value (45 against 40)"
    assert opposed(theirs, mine).winner == "a"
    # A failure against a fumble is still a failure against a failure.
    fumble = D100Roll.from_dice(60, (0,), 0, label="Edgar")  # 100: a fumble
    assert fumble.level == Level.FUMBLE
    assert opposed(mine, fumble).winner == "b"
    # Equal values: the impasse or re-roll of the seed.
    same = D100Roll.from_dice(40, (90,), 0, label="Edgar")
    tie = opposed(mine, same)
    assert tie.winner == "tie" and tie.reason.startswith("both failed with equal values (40)")
    # The old house rule stays available.
    assert opposed(mine, theirs, both_fail="none").winner == "none"


def test_opposed_tie_and_tie_break() -> None:
    a = D100Roll.from_dice(50, (40,), 0)
    b = D100Roll.from_dice(50, (30,), 0)
    outcome = opposed(a, b)
    assert outcome.winner == "tie" and "roll again" in outcome.reason
    result, pairs = break_tie(ScriptedRandom([40, 40, 12, 80]))
    assert pairs == [(40, 40), (12, 80)] and result.winner == "a"


def test_combined_roll_any_and_all() -> None:
    values = {"Spot Hidden": 40, "Psychology": 30}
    either = combined_from_dice(values, 30, 5, need="any")
    assert either.result == 35
    assert either.levels == {"Spot Hidden": Level.REGULAR, "Psychology": Level.FAILURE}
    assert either.success
    assert not combined_from_dice(values, 30, 5, need="all").success
    with pytest.raises(RollError):
        combined_from_dice({}, 30, 5)
    with pytest.raises(RollError):
        combined_from_dice(values, 30, 5, need="most")  # type: ignore[arg-type]


def test_combined_uses_one_roll() -> None:
    outcome = combined(random.Random(11), {"A": 10, "B": 60, "C": 90}, HARD, bonus=1)
    rolls = list(outcome.rolls.values())
    assert len({(r.tens, r.units, r.result) for r in rolls}) == 1
    assert all(r.net == 1 and r.difficulty == HARD for r in rolls)
    assert outcome.to_json()["result"] == rolls[0].result


# --- exact probabilities -------------------------------------------------------------------


def test_probabilities_value_50_no_dice() -> None:
    assert level_probabilities(50) == {
        Level.FUMBLE: Fraction(1, 100),
        Level.FAILURE: Fraction(49, 100),
        Level.REGULAR: Fraction(25, 100),
        Level.HARD: Fraction(15, 100),
        Level.EXTREME: Fraction(9, 100),
        Level.CRITICAL: Fraction(1, 100),
    }


def test_probabilities_value_40_no_dice() -> None:
    chances = level_probabilities(40)
    assert chances[Level.FUMBLE] == Fraction(5, 100)  # 96-100
    assert chances[Level.FAILURE] == Fraction(55, 100)  # 41-95
    assert chances[Level.REGULAR] == Fraction(20, 100)  # 21-40
    assert chances[Level.HARD] == Fraction(12, 100)  # 9-20
    assert chances[Level.EXTREME] == Fraction(7, 100)  # 2-8


@pytest.mark.parametrize(
    ("net", "chance"),
    [(0, Fraction(1, 2)), (1, Fraction(3, 4)), (2, Fraction(7, 8)),
     (-1, Fraction(1, 4)), (-2, Fraction(1, 8))],
)
def test_success_against_50_with_dice(net: int, chance: Fraction) -> None:
    # Whatever the units die shows, exactly 5 of the 10 tens faces read 50 or less, so each
    # tens die passes with chance 1/2 independently: a bonus die needs any of them to pass
    # (1 - (1/2)^n), a penalty die all of them ((1/2)^n).
    assert success_probability(50, REGULAR, net) == chance


def test_critical_and_fumble_with_one_extra_die() -> None:
    # Critical needs units 1 and a kept tens of 00; 100 needs units 0 and a kept tens of 00.
    bonus = level_probabilities(50, REGULAR, 1)
    penalty = level_probabilities(50, REGULAR, -1)
    assert bonus[Level.CRITICAL] == Fraction(1, 10) * (1 - Fraction(9, 10) ** 2)
    assert penalty[Level.CRITICAL] == Fraction(1, 10) * Fraction(1, 10) ** 2
    assert penalty[Level.FUMBLE] == Fraction(1, 10) * (1 - Fraction(9, 10) ** 2)
    assert bonus[Level.FUMBLE] == Fraction(1, 10) * Fraction(1, 10) ** 2


def cdf(k: int, net: int) -> Fraction:
    """P(result <= k), derived per units die: each tens die independently reads <= k
    with chance c/10; bonus keeps the lowest (any passes), penalty the highest (all pass)."""
    if k <= 0:
        return Fraction(0)
    n = 1 + abs(net)
    total = Fraction(0)
    for units in range(10):
        c = sum(1 for tens in range(0, 100, 10) if (tens + units or 100) <= k)
        p = Fraction(c, 10)
        total += (1 - (1 - p) ** n) if net > 0 else p**n
    return total / 10


def intervals(value: int, difficulty: Difficulty) -> dict[Level, tuple[int, int]]:
    """The result interval of each level."""
    fumble_from = 96 if max(1, value // DIVISOR[difficulty]) < 50 else 100
    top = fumble_from - 1

    def cap(x: int) -> int:
        return max(1, min(x, top))

    extreme, hard, regular = cap(value // 5), cap(value // 2), cap(value)
    return {
        Level.CRITICAL: (1, 1),
        Level.EXTREME: (2, extreme),
        Level.HARD: (extreme + 1, hard),
        Level.REGULAR: (hard + 1, regular),
        Level.FAILURE: (regular + 1, top),
        Level.FUMBLE: (fumble_from, 100),
    }


@pytest.mark.parametrize("value", [0, 1, 4, 5, 25, 49, 50, 55, 80, 99, 100])
@pytest.mark.parametrize("difficulty", list(Difficulty))
@pytest.mark.parametrize("net", [-2, -1, 0, 1, 2])
def test_probabilities_match_independent_cdf(value: int, difficulty: Difficulty, net: int) -> None:
    chances = level_probabilities(value, difficulty, net)
    assert sum(chances.values()) == 1
    expected = {
        level: (cdf(high, net) - cdf(low - 1, net)) if high >= low else Fraction(0)
        for level, (low, high) in intervals(value, difficulty).items()
    }
    assert chances == expected


# --- statistics ----------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    ("value", "difficulty", "bonus", "penalty"),
    [
        (50, REGULAR, 0, 0),
        (50, REGULAR, 1, 0),
        (50, REGULAR, 0, 1),
        (30, HARD, 2, 0),
        (70, EXTREME, 0, 2),
    ],
)
def test_seeded_rolls_match_exact_probabilities(
    value: int, difficulty: Difficulty, bonus: int, penalty: int
) -> None:
    n = 20_000
    rng = random.Random(20_240_601 + 7 * value + bonus - penalty)
    counts = dict.fromkeys(Level, 0)
    for _ in range(n):
        counts[roll_d100(rng, value, difficulty, bonus, penalty).level] += 1
    chances = level_probabilities(value, difficulty, net_dice(bonus, penalty))
    for level, p in chances.items():
        if p == 0:
            assert counts[level] == 0, level
            continue
        standard_error = math.sqrt(float(p) * (1 - float(p)) / n)
        assert abs(counts[level] / n - float(p)) <= 4 * standard_error, (level, counts[level], p)
