"""Build points of a random Trail of Cthulhu investigator: Health, Stability and Sanity, then
general and investigative points spent one build point at a time.

Part of :mod:`sheetmaker.systems.toc.generate` (the decisions are in its docstring).
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Callable, Mapping, Sequence
from itertools import accumulate

from sheetmaker.systems.toc.data import (
    ATHLETICS,
    CREDIT_RATING,
    FLEEING,
    HEALTH,
    LANGUAGES,
    SANITY,
    STABILITY,
    BranchDef,
    OccupationDef,
    RulesData,
)
from sheetmaker.systems.toc.generate.occupations import _weighted_order
from sheetmaker.systems.toc.generate.tables import (
    _NEVER_BOUGHT,
    _RARE_GENERAL,
    _USEFUL_GENERAL,
    GENERAL_INTERESTS,
    INVESTIGATIVE_INTERESTS,
    LANGUAGE_NAMES,
    _hint,
)
from sheetmaker.systems.toc.rules import ability_cost, credit_rating_cost, fleeing_cost

# --------------------------------------------------------------------------- build points


class _Build:
    """Ratings being bought, with their costs as ``rules.derive`` counts them."""

    def __init__(
        self,
        data: RulesData,
        occupation: OccupationDef,
        branch: BranchDef | None,
        occupational: frozenset[str],
        campaign: str,
    ) -> None:
        tables = data.tables
        self.rate = tables.occupational_rate
        self.above = tables.credit_rating_above_ceiling
        self.defs = {a.name: a for a in data.abilities}
        self.start = {a.name: a.start for a in data.abilities}
        # The listed range guides what generators buy; the price has no ceiling when open.
        self.cr_base, self.cr_ceiling = occupation.credit_range(branch)
        self.cr_price_ceiling = occupation.credit_ceiling(branch)
        self.start[CREDIT_RATING] = self.cr_base
        self.ratings = dict(self.start)
        self.occupational = occupational
        self.general = [a.name for a in data.abilities if not a.investigative]
        self.hard: dict[str, int] = dict.fromkeys(self.ratings, 99)
        self.hard[SANITY] = tables.sanity_ceiling  # Cthulhu Mythos stays 0
        if campaign == "purist":
            self.hard[HEALTH] = self.hard[STABILITY] = tables.purist_max
        self.hard[LANGUAGES] = len(LANGUAGE_NAMES)

    def cost(self, name: str, rating: int, athletics: int | None = None) -> int:
        occupational = name in self.occupational
        if name == CREDIT_RATING:
            return credit_rating_cost(
                rating, self.cr_base, self.cr_price_ceiling, occupational, self.rate, self.above
            )
        if name == FLEEING:
            athletics = self.ratings[ATHLETICS] if athletics is None else athletics
            return fleeing_cost(rating, athletics, occupational, self.rate)
        return ability_cost(rating, self.start[name], occupational, self.rate)

    def delta(self, name: str, rating: int) -> int:
        """What raising ``name`` to ``rating`` costs (Athletics moves Fleeing's price too)."""
        old = self.ratings[name]
        change = self.cost(name, rating) - self.cost(name, old)
        fleeing = self.ratings[FLEEING]
        if name == ATHLETICS and fleeing:
            change += self.cost(FLEEING, fleeing, rating) - self.cost(FLEEING, fleeing, old)
        return change

    def supported(self, name: str, rating: int) -> bool:
        """Whether a General rating keeps another General ability at half the highest."""
        if name not in self.defs or self.defs[name].investigative:
            return True
        second = max(self.ratings[other] for other in self.general if other != name)
        return rating <= second or 2 * second >= rating

    def step(self, name: str) -> int:
        """The rating a raise of 1 build point reaches: +2 when occupational and even."""
        rating = self.ratings[name]
        if name in self.occupational and (rating - self.start[name]) % 2 == 0:
            return rating + self.rate
        return rating + 1

    def buy(self, name: str, rating: int) -> int:
        """Set the rating; return its cost."""
        change = self.delta(name, rating)
        self.ratings[name] = rating
        return change

    def first_share(self, rng: random.Random, budget: int, names: Sequence[str]) -> int:
        """One build point (2 rating points) for each occupational ability still at its start,
        in random order while the budget lasts; return what is left."""
        for name in _weighted_order(rng, [(n, 1.0) for n in names]):
            if budget <= 0:
                break
            if self.ratings[name] != self.start[name]:
                continue
            target = min(self.step(name), self.hard[name])
            change = self.delta(name, target)
            if 0 <= change <= budget and self.supported(name, target):
                budget -= self.buy(name, target)
        return budget

    def spend(
        self,
        rng: random.Random,
        budget: int,
        weights: Mapping[str, float],
        soft_cap: Callable[[str], int],
    ) -> int:
        """Spend ``budget`` build points one at a time on the weighted abilities; return what
        is left (0 unless every ability is at its hard cap)."""
        bonus = 0
        while budget > 0:
            limits = {n: min(self.hard[n], soft_cap(n) + bonus) for n, w in weights.items() if w > 0}
            names = [n for n, limit in limits.items() if self.ratings[n] < limit]
            cumulative = list(accumulate(weights[n] for n in names))
            bought = False
            while names and budget > 0:
                index = bisect(cumulative, rng.random() * cumulative[-1])
                pick = names[min(index, len(names) - 1)]
                target = min(self.step(pick), limits[pick])
                change = self.delta(pick, target)
                accepted = 0 <= change <= budget and self.supported(pick, target)
                if accepted:
                    budget -= self.buy(pick, target)
                    bought = True
                if not accepted or self.ratings[pick] >= limits[pick]:
                    # Rejected or full: out of this round (a rejected one is tried again next round).
                    names.pop(names.index(pick))
                    cumulative = list(accumulate(weights[n] for n in names))
            if not bought:
                bonus += 2
                if bonus > 99:
                    break
        return budget

    def round_up_odd(self) -> None:
        """Give occupational abilities with an odd bought rating their free extra point."""
        for name in sorted(self.occupational):
            if name == CREDIT_RATING:
                continue
            rating = self.ratings[name]
            bought = rating - self.start[name]
            if bought > 0 and bought % 2 and rating < self.hard[name] and self.delta(name, rating + 1) == 0:
                if self.supported(name, rating + 1):
                    self.ratings[name] = rating + 1


def _draw(rng: random.Random, low: int, high: int) -> int:
    """A whole number in ``low..high``, most often near the middle (mean of two draws)."""
    return (rng.randint(low, high) + rng.randint(low, high)) // 2


def _mind_and_body(rng: random.Random, build: _Build, campaign: str) -> int:
    """Set Sanity, Stability and Health; return their cost."""
    pulp = campaign == "pulp"
    sanity = min(build.hard[SANITY], rng.choice((4, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10)))
    stability = min(build.hard[STABILITY], _draw(rng, 4, 15 if pulp else 12))
    health = min(build.hard[HEALTH], _draw(rng, 4, 14 if pulp else 12))
    values = {SANITY: sanity, STABILITY: stability, HEALTH: health}
    top = max(values, key=lambda n: values[n])
    rest = [n for n in values if n != top]
    need = -(-values[top] // 2)
    if max(values[n] for n in rest) < need:
        # Raise the larger of the others that may go higher than Sanity's cap of 10.
        raise_this = max((n for n in rest if n != SANITY), key=lambda n: values[n])
        values[raise_this] = need
    spent = 0
    for name, value in values.items():
        spent += build.buy(name, value)
    return spent


def _spend_general(
    rng: random.Random, build: _Build, budget: int, campaign: str, occupation: OccupationDef
) -> None:
    budget -= _mind_and_body(rng, build, campaign)
    hint = _hint(occupation)
    suits = set(hint.suits)
    pulp = 2 if campaign == "pulp" else 0
    others: list[tuple[str, float]] = []
    for name in build.general:
        if name in (HEALTH, STABILITY, SANITY) or name in _NEVER_BOUGHT or name in build.occupational:
            continue
        if name in suits:
            others.append((name, 4.0))
        elif name in _USEFUL_GENERAL:
            others.append((name, 2.0))
        elif name in _RARE_GENERAL:
            others.append((name, 0.2))
        else:
            others.append((name, 0.5))
    interests = set(_weighted_order(rng, others)[:GENERAL_INTERESTS])
    weights: dict[str, float] = {}
    for name in build.general:
        if name in (HEALTH, STABILITY, SANITY) or name in _NEVER_BOUGHT:
            continue
        if name in build.occupational:
            weights[name] = 6.0
        elif name in interests:
            weights[name] = 3.0
        else:
            weights[name] = 0.1

    own = [name for name in weights if name in build.occupational]
    budget = build.first_share(rng, budget, own)

    def soft_cap(name: str) -> int:
        if name == ATHLETICS or name in build.occupational:
            return 8 + pulp
        if name in interests:
            return 6 + pulp
        return 2

    left = build.spend(rng, budget, weights, soft_cap)
    if left:  # pragma: no cover - 25 General abilities hold far more than 65 points
        raise RuntimeError(f"{left} general build points could not be spent")


def _languages_wanted(
    occupation: OccupationDef, picks: Mapping[str, list[str]], branch: BranchDef | None
) -> list[str]:
    wanted = list(occupation.languages)
    for choice in occupation.all_choices(branch):
        if choice.kind == "language":
            wanted.extend(picks.get(choice.id, ()))
    unique: list[str] = []
    for name in wanted:
        if name.casefold() not in {u.casefold() for u in unique}:
            unique.append(name)
    return unique


def _spend_investigative(
    rng: random.Random,
    build: _Build,
    budget: int,
    occupation: OccupationDef,
    wanted_languages: Sequence[str],
) -> None:
    hint = _hint(occupation)
    # Credit Rating: inside the range, toward its lower half, at most a third of the budget.
    span = build.cr_ceiling - build.cr_base
    if not occupation.credit_rating_locked and span > 0:
        target = build.cr_base + min(rng.randint(0, span), rng.randint(0, span))
        while target > build.cr_base and build.delta(CREDIT_RATING, target) > budget // 3:
            target -= 1
        budget -= build.buy(CREDIT_RATING, target)
    # Languages the occupation dictates (an even rating when occupational: the second is free).
    occupational_languages = LANGUAGES in build.occupational
    wanted = len(wanted_languages)
    if occupational_languages and not wanted and hint.language_weights:
        language_weights = hint.language_weights
        wanted = rng.choices(range(len(language_weights)), language_weights)[0]
    if wanted:
        if occupational_languages and wanted % 2:
            wanted += 1
        wanted = min(wanted, build.hard[LANGUAGES])
        while wanted > 0 and build.delta(LANGUAGES, wanted) > budget:
            wanted -= 1
        budget -= build.buy(LANGUAGES, wanted)
    # The rest, one build point at a time: the occupation's abilities, then a few interests.
    suits = {name.casefold() for name in (*hint.suits, *hint.picks)}
    candidates = [
        name for name, adef in build.defs.items()
        if adef.investigative and name not in _NEVER_BOUGHT and name != CREDIT_RATING
    ]
    own = [name for name in candidates if name in build.occupational]
    others = [
        (name, 4.0 if name.casefold() in suits else 0.5 if name == LANGUAGES else 1.0)
        for name in candidates if name not in build.occupational
    ]
    interests = set(_weighted_order(rng, others)[: INVESTIGATIVE_INTERESTS + (2 if len(own) < 5 else 0)])
    weights = {
        name: 6.0 if name in build.occupational else 3.0 if name in interests else 0.1 for name in candidates
    }
    occupational_cap = 4 if len(own) >= 5 else 6
    budget = build.first_share(rng, budget, own)

    def soft_cap(name: str) -> int:
        if name in build.occupational:
            return occupational_cap
        return 3 if name in interests else 1

    left = build.spend(rng, budget, weights, soft_cap)
    if left:  # pragma: no cover - 36 investigative abilities at 99 hold any budget the file allows
        raise RuntimeError(f"{left} investigative build points could not be spent")
