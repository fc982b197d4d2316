"""Trail of Cthulhu tests: simple, retried, co-operative, piggyback, contests and continuing
challenges.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from sheetmaker.core import gumshoe
from sheetmaker.core.errors import RollError
from sheetmaker.core.gumshoe import STANDARD_DIFFICULTY, Contestant, ContinuingChallenge
from sheetmaker.core.i18n import translate
from sheetmaker.core.outcome import Change
from sheetmaker.systems.toc.model import ToCSheet
from sheetmaker.systems.toc.play._common import (
    _ability,
    _check_can_act,
    _check_spend,
    _copy,
    _count,
    _describe,
    _general_test,
    _line,
    _outcome,
    _set_pool,
    _spend_floor,
    _test_outcome,
    _testable,
    changes_between,
)
from sheetmaker.systems.toc.play.outcomes import (
    ChallengeOutcome,
    ConsciousnessOutcome,
    ContestOutcome,
    CooperativeOutcome,
    PiggybackOutcome,
    TestOutcome,
)
from sheetmaker.systems.toc.rules import AbilityLine, derive

# --------------------------------------------------------------------------- tests


def ability_test(
    sheet: ToCSheet,
    ability: str,
    rng: random.Random,
    difficulty: int = STANDARD_DIFFICULTY,
    spend: int = 0,
    modifier: int = 0,
    *,
    surprised: bool = False,
) -> TestOutcome:
    """A simple test of a General ability: spend (deducted from the pool), then 1D6.

    The difficulty rises by the character's condition (hurt +1, shaken or mind blasted +1,
    ``surprised`` +2). A zero rating fails automatically except in Scuffling, Weapons and
    Firearms (no die is rolled).

    Raises:
        RollError: unknown, investigative, Sanity or Stability ability; a spend beyond the
            pool; a character who cannot act.
    """
    after, result, line, penalty, notes = _general_test(
        sheet, ability, rng, difficulty, spend, modifier, surprised=surprised
    )
    return _test_outcome(
        TestOutcome,
        sheet,
        after,
        notes,
        result,
        line,
        difficulty,
        penalty,
        modifier,
    )


def retry(
    sheet: ToCSheet, previous: TestOutcome, rng: random.Random, spend: int
) -> TestOutcome:
    """Try a failed test again: only with a larger spend than the previous attempt (seed 001;
    the player also needs a good reason). The condition penalties are those of ``sheet`` now.

    Raises:
        RollError: the test succeeded, or the spend is not larger.
    """
    if not isinstance(previous, TestOutcome) or isinstance(
        previous, (CooperativeOutcome, PiggybackOutcome, ChallengeOutcome, ConsciousnessOutcome)
    ):
        raise RollError(translate("ToCPlay", "only a simple test can be retried"))
    if previous.success:
        raise RollError(translate("ToCPlay", "the test succeeded: there is nothing to retry"))
    _count(spend, "a spend")
    if not gumshoe.can_retry(previous.test, spend):
        raise RollError(
            translate(
                "ToCPlay", "a failed test can be tried again only with a larger spend than before ({0}), not {1}"
            ).format(previous.spend, spend)
        )
    return ability_test(
        sheet, previous.ability, rng, previous.base_difficulty, spend, previous.modifier
    )


def cooperative_test(
    sheet: ToCSheet,
    ability: str,
    rng: random.Random,
    helper: ToCSheet,
    helper_spend: int,
    difficulty: int = STANDARD_DIFFICULTY,
    spend: int = 0,
    modifier: int = 0,
) -> CooperativeOutcome:
    """A co-operative test: two (and only two) investigators; the helper spends points in the
    tested ability and gives the roller that spend minus 1; the roller may spend too.

    Raises:
        RollError: the helper cannot pay or act, or any check of :func:`ability_test`.
    """
    if helper is sheet:
        raise RollError(translate("ToCPlay", "a co-operative test needs two investigators"))
    _count(helper_spend, "the helper's spend", 1)
    helper_derived = derive(helper)
    helper_line = _line(helper_derived, ability)
    _testable(helper_line)
    _check_can_act(
        helper_derived, helper_line.name, translate("ToCPlay", "help with {0}").format(_ability(helper_line.name))
    )
    _check_spend(helper_line, helper_line.pool, helper_spend)
    bonus = gumshoe.cooperative_bonus(helper_spend)
    after, result, line, penalty, notes = _general_test(
        sheet, ability, rng, difficulty, spend, modifier, bonus=bonus
    )
    helper_after = _copy(helper)
    _set_pool(helper_after, helper_line.name, helper_line.pool - helper_spend)
    notes.append(
        translate("ToCPlay", "helper spent {0} {1}: +{2} to the roll").format(
            helper_spend, _ability(helper_line.name), bonus
        )
    )
    return _test_outcome(
        CooperativeOutcome,
        sheet,
        after,
        notes,
        result,
        line,
        difficulty,
        penalty,
        modifier,
        helper_sheet=helper_after,
        helper_changes=changes_between(helper, helper_after),
        helper_spend=helper_spend,
        bonus=bonus,
    )


def piggyback_test(
    sheet: ToCSheet,
    ability: str,
    rng: random.Random,
    followers: Mapping[str, ToCSheet],
    difficulty: int = STANDARD_DIFFICULTY,
    spend: int = 0,
    modifier: int = 0,
) -> PiggybackOutcome:
    """A piggyback test: ``sheet`` leads; each follower pays 1 point (not added to the roll),
    and each who cannot (empty pool or zero rating) gives −2 to the lead's roll."""
    pools: dict[str, int] = {}
    ratings: dict[str, int] = {}
    lines: dict[str, AbilityLine] = {}
    if any(follower is sheet for follower in followers.values()):
        raise RollError(translate("ToCPlay", "the lead of a piggyback group is not one of its followers"))
    for name, follower in followers.items():
        follower_derived = derive(follower)
        line = _line(follower_derived, ability)
        _testable(line)
        _check_can_act(
            follower_derived,
            line.name,
            translate("ToCPlay", "follow in a {0} test ({1})").format(_ability(line.name), name),
        )
        lines[name] = line
        pools[name] = max(0, line.pool)
        ratings[name] = line.rating
    plan = gumshoe.piggyback(pools, difficulty, ratings)
    after, result, line, penalty, notes = _general_test(
        sheet, ability, rng, difficulty, spend, modifier, bonus=plan.modifier
    )
    follower_sheets: dict[str, ToCSheet] = {}
    follower_changes: dict[str, tuple[Change, ...]] = {}
    for name, follower in followers.items():
        copy = _copy(follower)
        cost = plan.costs[name]
        if cost:
            _set_pool(copy, lines[name].name, lines[name].pool - cost)
        follower_sheets[name] = copy
        follower_changes[name] = changes_between(follower, copy)
    if plan.unable:
        notes.append(
            translate("ToCPlay", "cannot pay: {0} ({1} to the lead's roll)").format(
                ", ".join(plan.unable), plan.modifier
            )
        )
    return _test_outcome(
        PiggybackOutcome,
        sheet,
        after,
        notes,
        result,
        line,
        difficulty,
        penalty,
        modifier,
        plan=plan,
        follower_sheets=follower_sheets,
        follower_changes=follower_changes,
    )


def contestant(
    sheet: ToCSheet,
    ability: str,
    name: str = "investigator",
    difficulty: int = STANDARD_DIFFICULTY,
    *,
    npc: bool = False,
    fleeing: bool = False,
    arrived: int = 0,
) -> Contestant:
    """A side of a contest built from a sheet: its rating and pool, and its difficulty raised
    by its condition (hurt, shaken)."""
    derived = derive(sheet)
    line = _line(derived, ability)
    _testable(line)
    _check_can_act(derived, line.name)
    _count(difficulty, "a difficulty")
    return Contestant(
        name=name,
        ability=line.name,
        rating=line.rating,
        pool=max(0, line.pool - _spend_floor(line)),
        difficulty=difficulty + derived.difficulty_penalty,
        npc=npc,
        fleeing=fleeing,
        arrived=arrived,
    )


def contest_round(
    sheet: ToCSheet,
    ability: str,
    opponent: Contestant,
    rng: random.Random,
    *,
    name: str = "investigator",
    difficulty: int = STANDARD_DIFFICULTY,
    spend: int = 0,
    opponent_spend: int = 0,
    modifier: int = 0,
    opponent_modifier: int = 0,
    fleeing: bool = False,
    arrived: int = 0,
) -> ContestOutcome:
    """One round of a contest: both sides test in the seed's order (the fleer first, else the
    lower rating, an NPC before a player character...), the first to fail loses. Call again with
    the returned ``opponent`` until ``won`` is not None."""
    if opponent.name == name:
        raise RollError(translate("ToCPlay", "both sides of the contest are called {0}").format(repr(name)))
    me = contestant(sheet, ability, name, difficulty, fleeing=fleeing, arrived=arrived)
    line = _line(derive(sheet), ability)
    _check_spend(line, line.pool, spend)
    first, second = gumshoe.contest_order(me, opponent)
    mine_first = first.name == name
    result = gumshoe.resolve_contest_round(
        rng,
        first,
        second,
        spend if mine_first else opponent_spend,
        opponent_spend if mine_first else spend,
        modifier if mine_first else opponent_modifier,
        opponent_modifier if mine_first else modifier,
    )
    me_after = result.first if mine_first else result.second
    opponent_after = result.second if mine_first else result.first
    spent = me.pool - me_after.pool
    after = _copy(sheet)
    _set_pool(after, line.name, line.pool - spent)
    notes = [_describe(t) for t in result.tests]
    won = None if not result.over else result.winner == name
    if won is not None:
        notes.append(
            translate("ToCPlay", "{0} failed first: {1} wins the contest").format(result.loser, result.winner)
        )
    return _outcome(
        ContestOutcome,
        sheet,
        after,
        notes,
        round=result,
        me=me_after,
        opponent=opponent_after,
        first=first.name,
        won=won,
    )


def challenge_test(
    sheet: ToCSheet,
    ability: str,
    challenge: ContinuingChallenge,
    rng: random.Random,
    spend: int = 0,
    modifier: int = 0,
    *,
    helper: ToCSheet | None = None,
    helper_spend: int = 0,
) -> ChallengeOutcome:
    """One test of a continuing challenge (seed 001): against the challenge's test difficulty
    (4) raised by the character's condition; a success takes die + spend (+ the helper's bonus
    in a co-operative test) off the task, a failure nothing. ``challenge`` is not changed: the
    outcome holds a new one with the step added."""
    if not isinstance(challenge, ContinuingChallenge):
        raise TypeError(f"expected a ContinuingChallenge, not {type(challenge).__name__}")
    if challenge.complete:
        raise RollError(translate("ToCPlay", "the task is already complete"))
    if helper is not None:
        coop = cooperative_test(
            sheet, ability, rng, helper, helper_spend, challenge.test_difficulty, spend, modifier
        )
        result, penalty, line_name = coop.test, coop.penalty, coop.ability
        after, notes = coop.sheet, list(coop.notes)
        helper_sheet, helper_changes = coop.helper_sheet, coop.helper_changes
        pool_before, pool_after = coop.pool_before, coop.pool_after
    else:
        after, result, line, penalty, notes = _general_test(
            sheet, ability, rng, challenge.test_difficulty, spend, modifier
        )
        line_name, pool_before, pool_after = line.name, line.pool, result.pool_after
        helper_sheet, helper_changes = None, ()
    # The core challenge checks the test's difficulty: record the step against the difficulty
    # actually rolled, then keep the challenge's own test difficulty.
    working = ContinuingChallenge(challenge.difficulty, result.difficulty, list(challenge.steps))
    step = working.apply(result)
    updated = ContinuingChallenge(challenge.difficulty, challenge.test_difficulty, working.steps)
    if step.success:
        notes.append(translate("ToCPlay", "the task falls by {0} to {1}").format(step.reduced_by, step.remaining))
    else:
        notes.append(
            translate("ToCPlay", "a failed test counts nothing: the task stays at {0}").format(step.remaining)
        )
    if updated.complete:
        notes.append(translate("ToCPlay", "the task is complete"))
    return _outcome(
        ChallengeOutcome,
        sheet,
        after,
        notes,
        test=result,
        ability=line_name,
        base_difficulty=challenge.test_difficulty,
        penalty=penalty,
        modifier=modifier,
        pool_before=pool_before,
        pool_after=pool_after,
        challenge=updated,
        step=step,
        helper_sheet=helper_sheet,
        helper_changes=helper_changes,
    )
