"""GUMSHOE general ability tests for Trail of Cthulhu (seed 001, RULES.md "Play").

Standard library only; randomness is injected as a :class:`random.Random`.

A test: spend pool points (optional), roll 1D6, succeed when die + spend (+ modifiers)
reaches the difficulty (2 very easy ... 8 extremely hard; 4 standard). A zero rating in the
tested ability fails automatically, except for the fighting abilities.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Literal

from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import translate

__all__ = [
    "AUTOMATIC_FAILURE_EXEMPT",
    "STANDARD_DIFFICULTY",
    "PIGGYBACK_FOLLOWER_COST",
    "PIGGYBACK_PENALTY",
    "GumshoeTest",
    "test",
    "can_retry",
    "cooperative_bonus",
    "PiggybackPlan",
    "piggyback",
    "Contestant",
    "ContestRound",
    "contest_order",
    "resolve_contest_round",
    "zero_sum_winners",
    "ChallengeStep",
    "ContinuingChallenge",
]

AUTOMATIC_FAILURE_EXEMPT = frozenset({"Scuffling", "Weapons", "Firearms"})
"""Fighting abilities: a zero rating in them does not fail automatically."""

STANDARD_DIFFICULTY = 4
PIGGYBACK_FOLLOWER_COST = 1
"""Each follower in a piggyback group must spend 1 pool point (not added to the roll)."""
PIGGYBACK_PENALTY = -2
"""Each follower who cannot pay forces -2 on the lead's die roll."""


def _whole(name: str, number: int, minimum: int = 0) -> None:
    if not isinstance(number, int) or isinstance(number, bool) or number < minimum:
        raise RollError(f"{name} must be a whole number >= {minimum}, not {number!r}")


# --- simple tests --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GumshoeTest:
    """One test roll. ``die`` is 0 when no die was rolled (automatic failure)."""

    ability: str
    rating: int
    pool_before: int
    spend: int
    die: int
    modifier: int
    difficulty: int
    total: int
    success: bool
    automatic_failure: bool

    @classmethod
    def from_die(
        cls,
        ability: str,
        rating: int,
        pool: int,
        die: int,
        difficulty: int = STANDARD_DIFFICULTY,
        spend: int = 0,
        modifier: int = 0,
    ) -> GumshoeTest:
        """A test from a die already rolled (1..6). A zero rating in a non-fighting ability
        still fails automatically and records die 0."""
        _check_test(rating, pool, difficulty, spend, modifier)
        if _fails_automatically(ability, rating):
            return cls(ability, rating, pool, spend, 0, modifier, difficulty, 0, False, True)
        if not isinstance(die, int) or not 1 <= die <= 6:
            raise RollError(f"a six-sided die reads 1..6, not {die!r}")
        total = die + spend + modifier
        success = total >= difficulty
        return cls(ability, rating, pool, spend, die, modifier, difficulty, total, success, False)

    @property
    def pool_after(self) -> int:
        """Pool points left after the spend."""
        return self.pool_before - self.spend

    def to_json(self) -> dict[str, object]:
        return {
            "ability": self.ability,
            "rating": self.rating,
            "pool_before": self.pool_before,
            "pool_after": self.pool_after,
            "spend": self.spend,
            "die": self.die,
            "modifier": self.modifier,
            "difficulty": self.difficulty,
            "total": self.total,
            "success": self.success,
            "automatic_failure": self.automatic_failure,
        }


def _check_test(rating: int, pool: int, difficulty: int, spend: int, modifier: int) -> None:
    _whole("a rating", rating)
    _whole("a pool", pool)
    _whole("a difficulty", difficulty)
    if not isinstance(modifier, int) or isinstance(modifier, bool):
        raise RollError(f"a modifier must be a whole number, not {modifier!r}")
    if not isinstance(spend, int) or isinstance(spend, bool) or spend < 0:
        raise RollError(f"a spend must be a whole number of pool points >= 0, not {spend!r}")
    if spend > pool:
        raise RollError(translate("Dice", "cannot spend {0} pool points: only {1} left").format(spend, pool))


def _fails_automatically(ability: str, rating: int) -> bool:
    return rating == 0 and ability not in AUTOMATIC_FAILURE_EXEMPT


def test(
    rng: random.Random,
    ability: str,
    rating: int,
    pool: int,
    difficulty: int = STANDARD_DIFFICULTY,
    spend: int = 0,
    modifier: int = 0,
) -> GumshoeTest:
    """Spend, then roll 1D6: success when die + spend + modifier >= difficulty.

    A zero rating in any ability but Scuffling, Weapons and Firearms fails automatically:
    no die is rolled (``die`` 0, ``total`` 0) and the rng is not touched.
    """
    _check_test(rating, pool, difficulty, spend, modifier)
    die = 0 if _fails_automatically(ability, rating) else rng.randint(1, 6)
    return GumshoeTest.from_die(ability, rating, pool, die, difficulty, spend, modifier)


test.__test__ = False  # type: ignore[attr-defined]  # not a pytest test function


def can_retry(previous: GumshoeTest, spend: int) -> bool:
    """A failed test may be tried again only with a larger spend (and a good reason)."""
    return not previous.success and spend > previous.spend


def cooperative_bonus(spend: int) -> int:
    """Bonus a helper gives to the roller in a co-operative test: points spent minus 1."""
    _whole("a helper's spend", spend)
    return max(0, spend - 1)


# --- piggyback -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PiggybackPlan:
    """Costs and penalty for a piggyback group; the lead rolls with ``modifier``.

    ``costs`` maps each follower to the pool points they pay (1, or 0 when they cannot);
    ``unable`` lists followers who cannot pay, each giving -2 to the lead's die roll.
    """

    difficulty: int
    costs: dict[str, int]
    unable: tuple[str, ...]
    modifier: int

    @property
    def effective_difficulty(self) -> int:
        """The difficulty the lead's die + spend must reach once the penalties apply."""
        return self.difficulty - self.modifier

    def to_json(self) -> dict[str, object]:
        return {
            "difficulty": self.difficulty,
            "effective_difficulty": self.effective_difficulty,
            "modifier": self.modifier,
            "costs": dict(self.costs),
            "unable": list(self.unable),
        }


def piggyback(
    followers: Mapping[str, int],
    difficulty: int = STANDARD_DIFFICULTY,
    ratings: Mapping[str, int] | None = None,
) -> PiggybackPlan:
    """Plan a piggyback test (seed 001).

    ``followers`` maps every non-lead member to their pool in the tested ability. Each must
    spend 1 point, which is not added to the roll; those who cannot (empty pool, or a zero
    rating given in ``ratings``) each force -2 to the lead's die roll. The lead then calls
    :func:`test` with ``modifier=plan.modifier`` and any spend of their own.
    """
    _whole("a difficulty", difficulty)
    costs: dict[str, int] = {}
    unable: list[str] = []
    for name, pool in followers.items():
        _whole(f"{name}'s pool", pool)
        rating = None if ratings is None else ratings.get(name)
        if pool >= PIGGYBACK_FOLLOWER_COST and rating != 0:
            costs[name] = PIGGYBACK_FOLLOWER_COST
        else:
            costs[name] = 0
            unable.append(name)
    return PiggybackPlan(difficulty, costs, tuple(unable), PIGGYBACK_PENALTY * len(unable))


# --- contests ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Contestant:
    """One side of a contest: the ability it tests, its pool and its own difficulty.

    ``fleeing`` marks the fleer of a pursuit; ``arrived`` is the order in which the player
    arrived at the session (1 = first), used only to order tied player characters.
    """

    name: str
    ability: str
    rating: int
    pool: int
    difficulty: int = STANDARD_DIFFICULTY
    npc: bool = False
    fleeing: bool = False
    arrived: int = 0


def contest_order(a: Contestant, b: Contestant) -> tuple[Contestant, Contestant]:
    """Who tests first (seed 001): the fleer before the pursuer; otherwise the lower rating;
    tied, an NPC before a player character; tied player characters, the one who arrived
    last at the session. Still tied, ``a`` goes first."""
    if a.fleeing != b.fleeing:
        return (a, b) if a.fleeing else (b, a)

    def key(c: Contestant) -> tuple[int, int, int]:
        return (c.rating, 0 if c.npc else 1, -c.arrived if not c.npc else 0)

    return (b, a) if key(b) < key(a) else (a, b)


@dataclass(frozen=True, slots=True)
class ContestRound:
    """One round of a contest: the tests made in order, and the loser if someone failed.

    The round stops at the first failure, so ``tests`` may hold only one test.
    ``first``/``second`` are the contestants with their pools after the spends.
    """

    tests: tuple[GumshoeTest, ...]
    first: Contestant
    second: Contestant
    loser: str | None
    winner: str | None

    @property
    def over(self) -> bool:
        return self.loser is not None


def resolve_contest_round(
    rng: random.Random,
    first: Contestant,
    second: Contestant,
    spend_first: int = 0,
    spend_second: int = 0,
    modifier_first: int = 0,
    modifier_second: int = 0,
) -> ContestRound:
    """Each side tests in turn against its own difficulty; the first to fail loses.

    Pass the contestants in :func:`contest_order`. Repeat with the returned contestants
    (pools updated) until ``over``.
    """
    tests: list[GumshoeTest] = []
    sides = [first, second]
    plan = ((first, spend_first, modifier_first), (second, spend_second, modifier_second))
    for index, (side, spend, modifier) in enumerate(plan):
        result = test(rng, side.ability, side.rating, side.pool, side.difficulty, spend, modifier)
        tests.append(result)
        sides[index] = replace(side, pool=result.pool_after)
        if not result.success:
            other = second if index == 0 else first
            return ContestRound(tuple(tests), sides[0], sides[1], side.name, other.name)
    return ContestRound(tuple(tests), sides[0], sides[1], None, None)


def zero_sum_winners(
    totals: Mapping[str, int], outcome: Literal["good", "bad"] = "good"
) -> tuple[str, ...]:
    """Who a zero-sum contest singles out: the highest die + spend for a good outcome, the
    lowest for a bad one. More than one name is a tie (broken by further spends or the Keeper)."""
    if not totals:
        raise RollError("a zero-sum contest needs at least one player")
    if outcome not in ("good", "bad"):
        raise RollError(f"a zero-sum contest is for a 'good' or 'bad' outcome, not {outcome!r}")
    best = max(totals.values()) if outcome == "good" else min(totals.values())
    return tuple(name for name, total in totals.items() if total == best)


# --- continuing challenges -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChallengeStep:
    """One test in a continuing challenge and what it took off the task."""

    die: int
    spend: int
    modifier: int
    success: bool
    reduced_by: int
    remaining: int


@dataclass
class ContinuingChallenge:
    """A task worn down by a series of tests (seed 001 "Continuing Challenges").

    Each test is against ``test_difficulty`` (standard 4). A success takes its die + spend
    (+ modifier, e.g. a co-operation bonus) off the remaining difficulty; a failed test's
    die and spend count for nothing, though it still takes time. Done at 0.
    """

    difficulty: int
    test_difficulty: int = STANDARD_DIFFICULTY
    steps: list[ChallengeStep] = field(default_factory=list)

    def __post_init__(self) -> None:
        _whole("a challenge difficulty", self.difficulty, 1)
        _whole("a test difficulty", self.test_difficulty)

    @property
    def remaining(self) -> int:
        return self.steps[-1].remaining if self.steps else self.difficulty

    @property
    def complete(self) -> bool:
        return self.remaining == 0

    def attempt(self, die: int, spend: int = 0, modifier: int = 0) -> ChallengeStep:
        """Record one test from its die (1..6), spend and modifier."""
        if self.complete:
            raise RollError(translate("Dice", "the task is already complete"))
        if not isinstance(die, int) or not 1 <= die <= 6:
            raise RollError(f"a six-sided die reads 1..6, not {die!r}")
        _whole("a spend", spend)
        total = die + spend + modifier
        success = total >= self.test_difficulty
        reduced = min(total, self.remaining) if success else 0
        step = ChallengeStep(die, spend, modifier, success, reduced, self.remaining - reduced)
        self.steps.append(step)
        return step

    def apply(self, result: GumshoeTest) -> ChallengeStep:
        """Record a test made with :func:`test` (use ``difficulty=self.test_difficulty``).
        An automatic failure counts as a failed step."""
        if result.difficulty != self.test_difficulty:
            raise RollError(
                f"tests in this challenge are at difficulty {self.test_difficulty}, "
                f"not {result.difficulty}"
            )
        if self.complete:
            raise RollError(translate("Dice", "the task is already complete"))
        reduced = min(result.total, self.remaining) if result.success else 0
        remaining = self.remaining - reduced
        step = ChallengeStep(
            result.die, result.spend, result.modifier, result.success, reduced, remaining
        )
        self.steps.append(step)
        return step
