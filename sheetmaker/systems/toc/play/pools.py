"""Trail of Cthulhu pools: general and investigative spends, and refreshes."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from sheetmaker.core.errors import RollError
from sheetmaker.core.gumshoe import GumshoeTest
from sheetmaker.core.i18n import translate
from sheetmaker.systems.toc.data import HEALTH, SANITY, STABILITY
from sheetmaker.systems.toc.model import ToCSheet
from sheetmaker.systems.toc.play._common import (
    SAFE_HAVEN_GROUP,
    SAFE_HAVEN_LIMIT,
    TWENTY_FOUR_HOUR_GROUP,
    _ability,
    _change_rating,
    _check_can_act,
    _check_spend,
    _copy,
    _count,
    _data,
    _describe,
    _line,
    _outcome,
    _rating_pool,
    _roll,
    _sanity,
    _set_pool,
)
from sheetmaker.systems.toc.play.outcomes import RefreshOutcome, SpendOutcome
from sheetmaker.systems.toc.rules import AbilityLine, Derived, derive

# --------------------------------------------------------------------------- spends


def general_spend(sheet: ToCSheet, ability: str, points: int, reason: str = "") -> SpendOutcome:
    """Spend General pool points without a test (a general spend, blocking a fleer, the Pulp
    long-range surcharge...)."""
    _count(points, "the points", 1)
    derived = derive(sheet)
    line = _line(derived, ability)
    if line.investigative:
        raise RollError(
            translate("ToCPlay", "{0} is an investigative ability: use spend_investigative").format(
                _ability(line.name)
            )
        )
    if line.name in (HEALTH, STABILITY, SANITY):
        raise RollError(translate("ToCPlay", "{0} is not spent in a general spend").format(_ability(line.name)))
    _check_can_act(derived, line.name, translate("ToCPlay", "spend {0}").format(_ability(line.name)))
    _check_spend(line, line.pool, points)
    after = _copy(sheet)
    _set_pool(after, line.name, line.pool - points)
    if reason:
        note = translate("ToCPlay", "{0} {1} spent: {2}; pool {3} → {4}").format(
            points, _ability(line.name), reason, line.pool, line.pool - points
        )
    else:
        note = translate("ToCPlay", "{0} {1} spent; pool {2} → {3}").format(
            points, _ability(line.name), line.pool, line.pool - points
        )
    notes = [note]
    return _outcome(
        SpendOutcome, sheet, after, notes,
        ability=line.name, points=points, pool_before=line.pool, pool_after=line.pool - points,
    )


def spend_investigative(
    sheet: ToCSheet,
    ability: str,
    points: int,
    rng: random.Random | None = None,
    *,
    consciousness_spend: int = 0,
    stability_spend: int = 0,
) -> SpendOutcome:
    """Spend investigative points (a point-spend clue, a special benefit).

    The ability needs a non-zero rating. A hurt character first passes a Consciousness test
    (failing it spends nothing and does not faint); a shaken one a Stability test at difficulty
    equal to the Stability points below 0 (both may spend Health / Stability on them). ``rng``
    is needed only for those tests.
    """
    _count(points, "the points", 1)
    derived = derive(sheet)
    line = _line(derived, ability)
    if not (line.investigative or line.investigative_use):
        raise RollError(
            translate("ToCPlay", "{0} is a General ability: test it or make a general spend").format(
                _ability(line.name)
            )
        )
    _check_can_act(derived, line.name, translate("ToCPlay", "spend {0}").format(_ability(line.name)))
    if derived.stability.status == "mind blasted":
        raise RollError(
            translate("ToCPlay", "cannot spend {0}: the character is mind blasted").format(_ability(line.name))
        )
    if line.rating == 0:
        raise RollError(translate("ToCPlay", "{0} rating 0: no points to spend").format(_ability(line.name)))
    _check_spend(line, line.pool, points)
    _count(consciousness_spend, "the Consciousness test spend")
    _count(stability_spend, "the Stability test spend")
    after = _copy(sheet)
    notes: list[str] = []
    gates: list[GumshoeTest] = []
    # The gates are for investigative pools; a General ability used investigatively is not one.
    hurt = derived.hurt and line.investigative
    shaken = derived.shaken and line.investigative
    if consciousness_spend and not hurt:
        raise RollError(translate("ToCPlay", "only a hurt character makes a Consciousness test before spending"))
    if stability_spend and not shaken:
        raise RollError(translate("ToCPlay", "only a shaken character makes a Stability test before spending"))
    if hurt or shaken:
        if rng is None:
            raise RollError(translate("ToCPlay", "a hurt or shaken character must pass a test first: give the dice"))
        if hurt:
            health = _line(derived, HEALTH)
            gate = _roll(rng, health, health.pool, max(0, -health.pool), consciousness_spend, 0)
            _set_pool(after, HEALTH, gate.pool_after)
            gates.append(gate)
            notes.append(translate("ToCPlay", "hurt: Consciousness test first; {0}").format(_describe(gate)))
        if shaken and all(g.success for g in gates):
            stability = _line(derived, STABILITY)
            gate = _roll(rng, stability, stability.pool, max(0, -stability.pool), stability_spend, 0)
            _set_pool(after, STABILITY, gate.pool_after)
            gates.append(gate)
            notes.append(translate("ToCPlay", "shaken: Stability test first; {0}").format(_describe(gate)))
    allowed = all(g.success for g in gates)
    pool_after = line.pool
    if allowed:
        pool_after = line.pool - points
        _set_pool(after, line.name, pool_after)
        notes.append(
            translate("ToCPlay", "{0} {1} spent; pool {2} → {3}").format(
                points, _ability(line.name), line.pool, pool_after
            )
        )
    else:
        notes.append(translate("ToCPlay", "the test failed: no {0} points spent").format(_ability(line.name)))
    return _outcome(
        SpendOutcome, sheet, after, notes,
        ability=line.name, points=points if allowed else 0, pool_before=line.pool,
        pool_after=pool_after, allowed=allowed, gate_tests=tuple(gates),
    )


# --------------------------------------------------------------------------- refresh


def _refresh(
    sheet: ToCSheet, names: Iterable[str], method: str, notes: list[str] | None = None,
    after: ToCSheet | None = None, **fields: Any,
) -> RefreshOutcome:
    after = after if after is not None else _copy(sheet)
    notes = list(notes or [])
    refreshed: dict[str, tuple[int, int]] = {}
    for name in names:
        rating, pool = _rating_pool(after, name)
        if pool < rating:
            _set_pool(after, name, rating)
            refreshed[name] = (pool, rating)
            notes.append(f"{_ability(name)} {pool} → {rating}")
    if not refreshed:
        notes.append(translate("ToCPlay", "every pool was already full"))
    return _outcome(
        RefreshOutcome, sheet, after, notes, method=method, refreshed=refreshed, **fields
    )


def _names_on_sheet(sheet: ToCSheet, derived: Derived, keep) -> list[str]:
    """Canonical names of the sheet's abilities whose line matches ``keep``."""
    names = []
    for name in sheet.abilities:
        line = derived.ability(name)
        if line is not None and line.known and keep(line):
            names.append(line.name)
    return names


def refresh_between_adventures(
    sheet: ToCSheet,
    *,
    general: bool = True,
    sanity_award: int = 0,
    deny_the_mythos: bool = False,
) -> RefreshOutcome:
    """Between adventures: investigative pools and Stability return to their ratings; General
    pools too (not Health nor Sanity) unless ``general=False``. ``sanity_award`` (Pulp, after an
    adventure that defeated the Mythos: 1 or 2 advised) gives back lost Sanity pool points;
    ``deny_the_mythos``: no physical proof remains, the Sanity rating damaged this adventure
    recovers 1. The count of Sanity rating lost this adventure starts again at 0."""
    _count(sanity_award, "the Sanity award")
    derived = derive(sheet)
    if sanity_award and sheet.campaign != "pulp":
        raise RollError(translate("ToCPlay", "in a Purist campaign no Sanity pool points are awarded"))
    if deny_the_mythos and sheet.sanity_rating_lost_this_adventure == 0:
        raise RollError(translate("ToCPlay", "no Sanity rating was lost this adventure: nothing to deny"))

    def keep(line: AbilityLine) -> bool:
        if line.investigative or line.name == STABILITY:
            return True
        return general and line.name not in (HEALTH, SANITY)

    after = _copy(sheet)
    notes: list[str] = []
    denied = 0
    if deny_the_mythos:
        rating, pool = _sanity(after)
        cap = derived.sanity_cap
        if rating < cap:
            _change_rating(after, SANITY, 1)
            denied = 1
            if pool == rating:
                _set_pool(after, SANITY, pool + 1)
            notes.append(translate("ToCPlay", "denying the Mythos: Sanity rating {0} → {1}").format(rating, rating + 1))
        else:
            notes.append(
                translate("ToCPlay", "denying the Mythos: the Sanity rating is already at its cap {0}").format(cap)
            )
    awarded = 0
    if sanity_award:
        rating, pool = _sanity(after)
        end = min(rating, pool + sanity_award)
        awarded = end - pool
        _set_pool(after, SANITY, end)
        notes.append(translate("ToCPlay", "Sanity award: Sanity pool {0} → {1}").format(pool, end))
    if after.sanity_rating_lost_this_adventure:
        after.sanity_rating_lost_this_adventure = 0
    names = _names_on_sheet(sheet, derived, keep)
    return _refresh(
        sheet, names, "between adventures", notes, after,
        sanity_awarded=awarded, sanity_denied=denied,
    )


def refresh_24_hours(sheet: ToCSheet, abilities: Sequence[str] | None = None) -> RefreshOutcome:
    """Athletics, Driving, Firearms, Fleeing, Piloting, Riding, Scuffling and Weapons refresh 24
    hours after their last expenditure: all of them, or the ``abilities`` named."""
    derived = derive(sheet)
    group = [a.name for a in _data().abilities if a.refresh == TWENTY_FOUR_HOUR_GROUP]
    if abilities is None:
        names = group
    else:
        names = []
        for name in abilities:
            line = _line(derived, name)
            if line.name not in group:
                raise RollError(translate("ToCPlay", "{0} does not refresh after 24 hours").format(_ability(line.name)))
            names.append(line.name)
    return _refresh(sheet, names, "24 hours")


def refresh_safe_haven(sheet: ToCSheet, abilities: Sequence[str]) -> RefreshOutcome:
    """In a safe haven, once per session: three other General pools (not Health, Stability,
    Sanity nor the 24-hour group) refresh."""
    derived = derive(sheet)
    names = []
    for name in abilities:
        line = _line(derived, name)
        if line.refresh != SAFE_HAVEN_GROUP:
            raise RollError(translate("ToCPlay", "{0} is not refreshed in a safe haven").format(_ability(line.name)))
        if line.name not in names:
            names.append(line.name)
    if len(names) > SAFE_HAVEN_LIMIT:
        raise RollError(
            translate("ToCPlay", "a safe haven refreshes at most {0} pools a session").format(SAFE_HAVEN_LIMIT)
        )
    return _refresh(sheet, names, "safe haven")


def npc_refresh(sheet: ToCSheet, hours: int) -> RefreshOutcome:
    """NPCs and creatures: pools other than Health (and Stability, Sanity) come back to half
    their rating (rounded down) after 12 hours without spending, to full after 24."""
    _count(hours, "hours")
    derived = derive(sheet)
    after = _copy(sheet)
    notes: list[str] = []
    refreshed: dict[str, tuple[int, int]] = {}
    if hours >= 12:
        full = hours >= 24
        for line in derived.abilities:
            if not line.on_sheet or line.name in (HEALTH, STABILITY, SANITY):
                continue
            target = line.rating if full else line.rating // 2
            if line.pool < target:
                _set_pool(after, line.name, target)
                refreshed[line.name] = (line.pool, target)
                notes.append(f"{_ability(line.name)} {line.pool} → {target}")
    if not refreshed:
        notes.append(translate("ToCPlay", "no pool refreshed"))
    return _outcome(RefreshOutcome, sheet, after, notes, method="NPC refresh", refreshed=refreshed)
