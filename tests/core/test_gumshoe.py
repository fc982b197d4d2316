"""Tests for GUMSHOE tests, contests and continuing challenges (seed 001)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sheetmaker.core import gumshoe
from sheetmaker.core.errors import RollError
from sheetmaker.core.gumshoe import (
    AUTOMATIC_FAILURE_EXEMPT,
    Contestant,
    ContinuingChallenge,
    GumshoeTest,
    can_retry,
    contest_order,
    cooperative_bonus,
    piggyback,
    resolve_contest_round,
    zero_sum_winners,
)


class Dice(random.Random):
    """A Random whose randint returns the given dice in order."""

    def __init__(self, dice: list[int]) -> None:
        super().__init__(0)
        self.dice = list(dice)

    def randint(self, a: int, b: int) -> int:
        die = self.dice.pop(0)
        assert a <= die <= b
        return die


class NoDice(random.Random):
    def randint(self, a: int, b: int) -> int:
        raise AssertionError("no die should be rolled")


# --- simple tests --------------------------------------------------------------------------


def test_die_plus_spend_meets_difficulty() -> None:
    result = gumshoe.test(Dice([3]), "Athletics", 6, 5, difficulty=4, spend=1)
    assert (result.die, result.total, result.success) == (3, 4, True)
    assert result.pool_before == 5 and result.pool_after == 4
    failed = gumshoe.test(Dice([2]), "Athletics", 6, 5, difficulty=4, spend=1)
    assert failed.total == 3 and not failed.success and not failed.automatic_failure


def test_modifier_counts() -> None:
    result = gumshoe.test(Dice([4]), "Athletics", 2, 2, difficulty=6, modifier=2)
    assert result.total == 6 and result.success
    hurt = gumshoe.test(Dice([4]), "Athletics", 2, 2, difficulty=5, modifier=-2)
    assert hurt.total == 2 and not hurt.success


def test_spend_limits() -> None:
    with pytest.raises(RollError, match="only 2 left"):
        gumshoe.test(random.Random(1), "Athletics", 4, 2, spend=3)
    with pytest.raises(RollError):
        gumshoe.test(random.Random(1), "Athletics", 4, 2, spend=-1)
    with pytest.raises(RollError):
        gumshoe.test(random.Random(1), "Athletics", 4, 2, difficulty=-1)


def test_zero_rating_fails_automatically_without_a_die() -> None:
    result = gumshoe.test(NoDice(), "Athletics", 0, 0, difficulty=2)
    assert result.automatic_failure and not result.success
    assert result.die == 0 and result.total == 0
    # Zero current pool with a rating is not a zero rating.
    assert gumshoe.test(Dice([6]), "Athletics", 3, 0, difficulty=2).success


@pytest.mark.parametrize("ability", sorted(AUTOMATIC_FAILURE_EXEMPT))
def test_fighting_abilities_roll_with_zero_rating(ability: str) -> None:
    result = gumshoe.test(Dice([4]), ability, 0, 0, difficulty=3)
    assert not result.automatic_failure and result.die == 4 and result.success


def test_difficulty_zero_accepted() -> None:
    assert gumshoe.test(Dice([1]), "Stealth", 1, 1, difficulty=0).success


@given(
    die=st.integers(1, 6),
    pool=st.integers(0, 15),
    data=st.data(),
    difficulty=st.integers(0, 12),
    modifier=st.integers(-6, 4),
)
def test_from_die_rule(
    die: int, pool: int, data: st.DataObject, difficulty: int, modifier: int
) -> None:
    spend = data.draw(st.integers(0, pool))
    result = GumshoeTest.from_die("Driving", 5, pool, die, difficulty, spend, modifier)
    assert result.total == die + spend + modifier
    assert result.success == (die + spend + modifier >= difficulty)
    assert result.pool_after == pool - spend


def test_to_json() -> None:
    result = gumshoe.test(Dice([5]), "Stealth", 4, 4, difficulty=5, spend=1)
    assert result.to_json() == {
        "ability": "Stealth",
        "rating": 4,
        "pool_before": 4,
        "pool_after": 3,
        "spend": 1,
        "die": 5,
        "modifier": 0,
        "difficulty": 5,
        "total": 6,
        "success": True,
        "automatic_failure": False,
    }


def test_retry_needs_a_bigger_spend() -> None:
    failed = GumshoeTest.from_die("Mechanical Repair", 4, 4, 1, 5, spend=1)
    assert not can_retry(failed, 1)
    assert can_retry(failed, 2)
    passed = GumshoeTest.from_die("Mechanical Repair", 4, 4, 6, 5, spend=1)
    assert not can_retry(passed, 3)


# --- co-operation and piggyback ------------------------------------------------------------


def test_cooperative_bonus_is_spend_minus_one() -> None:
    assert cooperative_bonus(3) == 2  # seed 001's example
    assert cooperative_bonus(1) == 0
    assert cooperative_bonus(0) == 0
    with pytest.raises(RollError):
        cooperative_bonus(-1)
    # The roller adds their own spend at the normal rate on top of the helper's bonus.
    bonus = cooperative_bonus(3)
    result = gumshoe.test(Dice([2]), "Athletics", 4, 4, difficulty=6, spend=2, modifier=bonus)
    assert result.total == 6 and result.success


def test_piggyback_costs_and_penalties() -> None:
    plan = piggyback({"Ada": 3, "Bram": 0, "Cy": 0}, difficulty=4, ratings={"Cy": 0})
    assert plan.costs == {"Ada": 1, "Bram": 0, "Cy": 0}
    assert plan.unable == ("Bram", "Cy")
    assert plan.modifier == -4
    assert plan.difficulty == 4 and plan.effective_difficulty == 8
    lead = gumshoe.test(
        Dice([6]), "Stealth", 5, 5, plan.difficulty, spend=1, modifier=plan.modifier
    )
    assert lead.total == 3 and not lead.success  # 6 + 1 - 4 falls short of 4
    assert plan.to_json()["unable"] == ["Bram", "Cy"]


def test_piggyback_everyone_pays() -> None:
    plan = piggyback({"Ada": 1, "Bram": 2})
    assert plan.modifier == 0 and plan.unable == () and sum(plan.costs.values()) == 2


# --- contests ------------------------------------------------------------------------------


INVESTIGATOR = Contestant("Investigator", "Fleeing", 6, 6, difficulty=4, fleeing=True)
DEEP_ONE = Contestant("Deep One", "Athletics", 8, 8, difficulty=3, npc=True)


def test_fleer_tests_first() -> None:
    assert contest_order(DEEP_ONE, INVESTIGATOR) == (INVESTIGATOR, DEEP_ONE)
    assert contest_order(INVESTIGATOR, DEEP_ONE) == (INVESTIGATOR, DEEP_ONE)


def test_lowest_rating_then_npc_then_latest_arrival_first() -> None:
    low = Contestant("Low", "Driving", 3, 3)
    high = Contestant("High", "Driving", 7, 7)
    assert contest_order(high, low) == (low, high)
    npc = Contestant("Cultist", "Driving", 5, 5, npc=True)
    pc = Contestant("Pc", "Driving", 5, 5)
    assert contest_order(pc, npc) == (npc, pc)
    early = Contestant("Early", "Driving", 5, 5, arrived=1)
    late = Contestant("Late", "Driving", 5, 5, arrived=2)
    assert contest_order(early, late) == (late, early)


def test_pursuit_round_deep_one_fails_first() -> None:
    first, second = contest_order(DEEP_ONE, INVESTIGATOR)
    round_one = resolve_contest_round(Dice([4, 5]), first, second, spend_first=1)
    assert not round_one.over and len(round_one.tests) == 2
    assert round_one.first.pool == 5 and round_one.second.pool == 8
    round_two = resolve_contest_round(Dice([4, 2]), round_one.first, round_one.second)
    assert round_two.over
    assert round_two.loser == "Deep One" and round_two.winner == "Investigator"


def test_first_failure_ends_the_contest_at_once() -> None:
    result = resolve_contest_round(Dice([3]), INVESTIGATOR, DEEP_ONE)
    assert result.loser == "Investigator" and result.winner == "Deep One"
    assert len(result.tests) == 1


def test_contest_zero_rating_fails_automatically() -> None:
    clumsy = Contestant("Clumsy", "Athletics", 0, 0)
    result = resolve_contest_round(NoDice(), clumsy, DEEP_ONE)
    assert result.tests[0].automatic_failure and result.loser == "Clumsy"


def test_zero_sum_winners() -> None:
    totals = {"Ada": 7, "Bram": 3, "Cy": 7}
    assert zero_sum_winners(totals, "good") == ("Ada", "Cy")
    assert zero_sum_winners(totals, "bad") == ("Bram",)
    with pytest.raises(RollError):
        zero_sum_winners({})


# --- continuing challenges -----------------------------------------------------------------


def test_sarcophagus_example() -> None:
    # Seed 001: difficulty 20; a roll of 1 with 2 spent fails the standard difficulty 4 and
    # counts nothing; a roll of 5 with 3 spent passes and leaves 12.
    challenge = ContinuingChallenge(20)
    failed = challenge.attempt(die=1, spend=2)
    assert not failed.success and failed.reduced_by == 0 and challenge.remaining == 20
    passed = challenge.attempt(die=5, spend=3)
    assert passed.success and passed.reduced_by == 8
    assert challenge.remaining == 12 and not challenge.complete
    assert len(challenge.steps) == 2  # the failed test still took time


def test_challenge_completes_at_zero() -> None:
    challenge = ContinuingChallenge(8)
    challenge.attempt(6, 1)
    assert challenge.remaining == 1
    last = challenge.attempt(4)
    assert last.reduced_by == 1 and challenge.remaining == 0 and challenge.complete
    with pytest.raises(RollError, match="already complete"):
        challenge.attempt(3)


def test_challenge_apply_tests() -> None:
    challenge = ContinuingChallenge(20)
    challenge.apply(gumshoe.test(Dice([1]), "Athletics", 4, 4, challenge.test_difficulty, spend=2))
    challenge.apply(gumshoe.test(Dice([5]), "Athletics", 5, 5, challenge.test_difficulty, spend=3))
    assert challenge.remaining == 12
    challenge.apply(gumshoe.test(NoDice(), "Athletics", 0, 0, challenge.test_difficulty))
    assert challenge.remaining == 12
    with pytest.raises(RollError, match="difficulty 4"):
        challenge.apply(gumshoe.test(Dice([5]), "Athletics", 5, 5, 6))


def test_challenge_checks_input() -> None:
    with pytest.raises(RollError):
        ContinuingChallenge(0)
    with pytest.raises(RollError):
        ContinuingChallenge(10).attempt(7)
