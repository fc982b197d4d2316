"""Derived values of a Trail of Cthulhu sheet (RULES.md "Trail of Cthulhu", seed 001).

:func:`derive` turns what the player chose (:class:`~sheetmaker.systems.toc.model.ToCSheet`)
into everything shown beside it: each ability's line (family, rating, pool, occupational mark,
build cost), the general and investigative build budgets, Credit Rating and its stratum, the
Hit Threshold, languages, the Pillars and Sources required and the Health / Stability / Sanity
status bands with their penalties. Nothing here is stored; nothing here changes the sheet.

``derive`` runs for every edit in the GUI, so it is cheap: per :class:`RulesData` the ability
list, the occupational sets of each (occupation, branch, picks) and the lines of abilities at
their starting rating are prepared once and reused; the hot path does no pydantic validation.

Build-cost decisions (the seed is the authority):

- **Occupational half price** is per ability, rounded up: rating 3 occupational costs 2.
- **Free ratings** (Sanity 4, Stability 1, Health 1): only points above them cost; a rating set
  below its free start refunds nothing.
- **Fleeing**: up to twice the (creation) Athletics rating, 1 build point per point; beyond it 2
  points per build point; with Athletics 0, half price from the first point. Occupational
  Fleeing is half price throughout: the two discounts are the same "2 rating points per build
  point" and do not stack (never a quarter).
- **Credit Rating** starts free at the occupation's base (an absent Credit Rating entry *is* the
  base). Up to the ceiling: the normal price, halved (rounded up) only when Credit Rating is an
  occupational ability (the Dilettante's; the seed lists it for no one else and forbids it as a
  free pick). Above the ceiling: 2 build points per point whatever the occupation. Below the
  base: 1 investigative build point returned per point (the line's ``cost`` is negative and the
  investigative budget grows by the refund). Without an occupation the base and ceiling are 0.
- Costs use the rating at creation (``rating - play_change``); the caps (Sanity ≤ 10 − Cthulhu
  Mythos, Purist Health/Stability ≤ 12) and the Hit Threshold use the current rating.
- Unknown abilities (not in the data) are listed but cost nothing (no pool is known for them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sheetmaker.core.memo import IdentityCache
from sheetmaker.systems.toc import data as _data
from sheetmaker.systems.toc.data import (
    ATHLETICS,
    CREDIT_RATING,
    CTHULHU_MYTHOS,
    FLEEING,
    HEALTH,
    LANGUAGES,
    SANITY,
    STABILITY,
    AbilityDef,
    BranchDef,
    OccupationDef,
    RulesData,
    Stratum,
)

if TYPE_CHECKING:
    from sheetmaker.systems.toc.model import Ability, OccupationChoice, ToCSheet

__all__ = [
    "HURT_PENALTY",
    "SHAKEN_PENALTY",
    "SURPRISE_PENALTY",
    "NO_PILLARS_PENALTY",
    "AbilityLine",
    "Budget",
    "CreditRating",
    "Derived",
    "PoolState",
    "ability_cost",
    "credit_rating_cost",
    "derive",
    "fleeing_cost",
    "health_status",
    "hit_threshold",
    "sanity_status",
    "stability_status",
    "supporting_rating",
]

#: A hurt character's tests are 1 harder (or the target's Hit Threshold 1 higher).
HURT_PENALTY = 1
#: A shaken (or mind blasted) character's tests are 1 harder.
SHAKEN_PENALTY = 1
#: A surprised character's next General test is 2 harder (or targets' Hit Threshold +2).
SURPRISE_PENALTY = 2
#: Stability tests are 1 harder when the character had Pillars of Sanity and none is left.
NO_PILLARS_PENALTY = 1
#: Athletics rating from which the Hit Threshold is 4 instead of 3.
HIT_THRESHOLD_ATHLETICS = 8


def _half_up(points: int, rate: int = 2) -> int:
    """Build points for ``points`` rating points at ``rate`` rating points per build point."""
    return -(-points // rate) if points > 0 else 0


def ability_cost(rating: int, start: int = 0, occupational: bool = False, rate: int = 2) -> int:
    """Build points for an ordinary ability: points above the free ``start``, halved (rounded
    up) when occupational."""
    bought = rating - start
    if bought <= 0:
        return 0
    return _half_up(bought, rate) if occupational else bought


def fleeing_cost(fleeing: int, athletics: int, occupational: bool = False, rate: int = 2) -> int:
    """Build points for Fleeing: 1 per point up to twice Athletics, then half price.

    Athletics 1, Fleeing 6 → 2 + 2 = 4. Athletics 0 → half price from the start. Occupational
    Fleeing is half price throughout (the discounts do not stack).
    """
    if fleeing <= 0:
        return 0
    if occupational:
        return _half_up(fleeing, rate)
    full = min(fleeing, 2 * max(0, athletics))
    return full + _half_up(fleeing - full, rate)


def credit_rating_cost(
    rating: int,
    base: int,
    ceiling: int | None,
    occupational: bool = False,
    rate: int = 2,
    above_ceiling: int = 2,
) -> int:
    """Build points for Credit Rating; negative when it is below the base (a refund).
    ``ceiling`` None: no ceiling (the Dilettante's "3+": every point at the normal price)."""
    if rating <= base:
        return rating - base
    if ceiling is None:
        normal = rating - base
        return _half_up(normal, rate) if occupational else normal
    normal = min(rating, max(ceiling, base)) - base
    cost = _half_up(normal, rate) if occupational else normal
    return cost + above_ceiling * max(0, rating - max(ceiling, base))


def supporting_rating(highest: int) -> int:
    """The rating another General ability needs beside the highest one: half of it, rounded
    up (Firearms 12 needs another at 6, Firearms 9 another at 5)."""
    return -(-highest // 2) if highest > 0 else 0


def hit_threshold(athletics: int) -> int:
    """3, or 4 with Athletics 8 or more."""
    return 4 if athletics >= HIT_THRESHOLD_ATHLETICS else 3


def health_status(pool: int) -> str:
    """``fine`` above 0; ``hurt`` 0 to −5; ``seriously wounded`` −6 to −11; ``dead`` at −12."""
    if pool > 0:
        return "fine"
    if pool >= -5:
        return "hurt"
    if pool >= -11:
        return "seriously wounded"
    return "dead"


def stability_status(pool: int) -> str:
    """``fine`` above 0; ``shaken`` 0 to −5; ``mind blasted`` −6 to −11; ``permanently insane``
    at −12."""
    if pool > 0:
        return "fine"
    if pool >= -5:
        return "shaken"
    if pool >= -11:
        return "mind blasted"
    return "permanently insane"


def sanity_status(pool: int) -> str:
    """``fine`` above 0; ``permanently insane`` at 0."""
    return "fine" if pool > 0 else "permanently insane"


@dataclass(frozen=True, slots=True)
class AbilityLine:
    """One ability as shown on the sheet.

    ``cost`` is the build points it takes from its pool (``investigative`` or general);
    negative for a Credit Rating below the occupation's base (points returned). ``known`` is
    false for a name the data does not have (it costs nothing).
    """

    name: str
    family: str
    investigative: bool
    investigative_use: bool
    rating: int
    pool: int
    creation_rating: int
    start: int
    floor: int
    occupational: bool
    cost: int
    refresh: str
    zero_rating_exempt: bool
    known: bool = True
    on_sheet: bool = False

    @property
    def pool_key(self) -> str:
        """``"investigative"`` or ``"general"``: the build points that pay for it."""
        return "investigative" if self.investigative else "general"


@dataclass(frozen=True, slots=True)
class Budget:
    """One pool of build points.

    ``total`` = ``base`` + ``trade`` + ``refund``; ``left`` = ``total`` − ``spent`` −
    ``withheld`` (negative: overspent).
    """

    base: int
    trade: int
    refund: int
    total: int
    spent: int
    withheld: int
    left: int


@dataclass(frozen=True, slots=True)
class CreditRating:
    """Credit Rating against the occupation's range."""

    value: int
    base: int
    #: Where the normal price ends; None when the range is open ("3+": no ceiling).
    ceiling: int | None
    range_text: str
    occupational: bool
    locked: bool
    cost: int
    stratum: str
    stratum_also: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PoolState:
    """Rating, current pool and status words of Health, Stability or Sanity."""

    rating: int
    pool: int
    status: str


@dataclass(frozen=True, slots=True)
class Derived:
    """Everything :func:`derive` computes from a sheet."""

    abilities: tuple[AbilityLine, ...]
    general: Budget
    investigative: Budget
    occupation: OccupationDef | None
    branch: BranchDef | None
    occupational: frozenset[str]
    credit_rating: CreditRating
    hit_threshold: int
    cthulhu_mythos: int
    #: The highest Sanity rating allowed: 10 − Cthulhu Mythos (never below 0).
    sanity_cap: int
    languages_known: int
    languages_named: int
    pillars_required: int
    pillars_intact: int
    sources_required: int
    sources_alive: int
    health: PoolState
    stability: PoolState
    sanity: PoolState
    hurt: bool
    shaken: bool
    #: Seriously wounded, dead, mind blasted or insane: no ordinary actions.
    incapacitated: bool
    #: Added to the difficulty of the character's tests (hurt +1, shaken +1).
    difficulty_penalty: int
    #: Added to the difficulty of Stability tests: +1 when Pillars of Sanity are recorded and
    #: none is intact (seed 001: "no remaining Pillars"); 0 for a sheet that lists none (NPCs).
    stability_test_penalty: int
    unknown_abilities: tuple[str, ...]
    _by_name: dict[str, AbilityLine] = field(repr=False, compare=False)

    def ability(self, name: str) -> AbilityLine | None:
        """An ability line by name, case-insensitive."""
        return self._by_name.get(name.casefold())

    def ability_line(self, name: str) -> AbilityLine:
        """The line of an ability every sheet has (Health, Stability, Sanity: the data's
        abilities always have a line); KeyError for a name without one."""
        return self._by_name[name.casefold()]

    def rating(self, name: str) -> int:
        """The current rating of an ability (0 if unknown)."""
        line = self._by_name.get(name.casefold())
        return line.rating if line is not None else 0

    def family(self, family: str) -> list[AbilityLine]:
        """The lines of one family, in sheet order."""
        return [line for line in self.abilities if line.family == family]

    @property
    def budgets(self) -> dict[str, Budget]:
        """``{"general": ..., "investigative": ...}``."""
        return {"general": self.general, "investigative": self.investigative}


# --------------------------------------------------------------------------- per-data index


class _Index:
    """What derive needs from one :class:`RulesData`, prepared once."""

    def __init__(self, data: RulesData) -> None:
        self.data = data
        self.tables = data.tables
        self.rate = data.tables.occupational_rate
        self.defs: tuple[AbilityDef, ...] = data.abilities
        self.by_key = {a.name.casefold(): a for a in data.abilities}
        self.occupations: dict[tuple, tuple[OccupationDef | None, BranchDef | None, frozenset[str]]] = {}
        self.untouched: dict[tuple[str, bool, int], AbilityLine] = {}
        self.strata: dict[int, Stratum] = {}

    def occupation(
        self, choice: OccupationChoice | None
    ) -> tuple[OccupationDef | None, BranchDef | None, frozenset[str]]:
        """The occupation, its branch and the (canonical) names of its occupational abilities."""
        if choice is None:
            return None, None, frozenset()
        key = (
            choice.name.casefold(),
            (choice.branch or "").casefold(),
            tuple(sorted((k, tuple(v)) for k, v in choice.picks.items())),
            tuple(choice.keeper_extras),
        )
        found = self.occupations.get(key)
        if found is not None:
            return found
        occ = self.data.occupation(choice.name)
        if occ is None:
            found = (None, None, frozenset())
        else:
            branch = occ.branch(choice.branch)
            names = list(occ.abilities)
            if branch is not None:
                names.extend(branch.abilities)
            for c in occ.all_choices(branch):
                if c.kind == "ability":
                    names.extend(p for p in choice.picks.get(c.id, ()) if p.casefold() != CREDIT_RATING.casefold())
            names.extend(choice.keeper_extras)
            canonical = frozenset(
                self.by_key[n.casefold()].name for n in names if n.casefold() in self.by_key
            )
            found = (occ, branch, canonical)
        if len(self.occupations) > 4096:
            self.occupations.clear()
        self.occupations[key] = found
        return found

    def stratum(self, value: int) -> Stratum:
        found = self.strata.get(value)
        if found is None:
            found = self.strata[value] = self.data.stratum(value)
        return found

    def untouched_line(self, adef: AbilityDef, occupational: bool, start: int) -> AbilityLine:
        """The line of an ability absent from the sheet (at its starting rating, costing 0)."""
        key = (adef.name, occupational, start)
        found = self.untouched.get(key)
        if found is None:
            found = self.untouched[key] = AbilityLine(
                name=adef.name,
                family=adef.family,
                investigative=adef.investigative,
                investigative_use=adef.investigative_use,
                rating=start,
                pool=start,
                creation_rating=start,
                start=start,
                floor=adef.floor,
                occupational=occupational,
                cost=0,
                refresh=adef.refresh,
                zero_rating_exempt=adef.zero_rating_exempt,
            )
        return found


_index: IdentityCache[RulesData, _Index] = IdentityCache(_Index)


# --------------------------------------------------------------------------- derive


def derive(sheet: ToCSheet, data: RulesData | None = None) -> Derived:
    """Everything derived from a sheet (pure: the sheet is not changed)."""
    if data is None:
        data = _data.load()
    index = _index(data)
    tables = index.tables
    rate = index.rate
    occ, branch, occupational = index.occupation(sheet.occupation)

    cr_ceiling: int | None
    if occ is not None:
        cr_base = occ.credit_range(branch)[0]
        cr_ceiling = occ.credit_ceiling(branch)
        cr_text = occ.credit_text(branch)
        cr_locked = occ.credit_rating_locked
    else:
        cr_base = 0
        cr_ceiling = 0
        cr_text = ""
        cr_locked = False

    # The sheet's entries by canonical name (unknown names kept apart).
    entries: dict[str, Ability] = {}
    unknown: list[tuple[str, Ability]] = []
    by_key = index.by_key
    entry: Ability | None
    for name, entry in sheet.abilities.items():
        adef = by_key.get(name.casefold())
        if adef is None:
            unknown.append((name, entry))
        else:
            entries[adef.name] = entry

    athletics_entry = entries.get(ATHLETICS)
    athletics_creation = athletics_entry.creation_rating if athletics_entry is not None else 0

    lines: list[AbilityLine] = []
    by_name: dict[str, AbilityLine] = {}
    spent = {"general": 0, "investigative": 0}
    refund = 0
    cr_cost = 0
    for adef in index.defs:
        name = adef.name
        is_occ = name in occupational
        start = cr_base if name == CREDIT_RATING else adef.start
        entry = entries.get(name)
        if entry is None:
            line = index.untouched_line(adef, is_occ, start)
        else:
            rating = entry.rating
            created = entry.creation_rating
            if name == CREDIT_RATING:
                cost = credit_rating_cost(
                    created, cr_base, cr_ceiling, is_occ, rate, tables.credit_rating_above_ceiling
                )
                cr_cost = cost
            elif name == FLEEING:
                cost = fleeing_cost(created, athletics_creation, is_occ, rate)
            else:
                cost = ability_cost(created, start, is_occ, rate)
            pool = rating if entry.pool is None else entry.pool
            line = AbilityLine(
                name=name,
                family=adef.family,
                investigative=adef.investigative,
                investigative_use=adef.investigative_use,
                rating=rating,
                pool=pool,
                creation_rating=created,
                start=start,
                floor=adef.floor,
                occupational=is_occ,
                cost=cost,
                refresh=adef.refresh,
                zero_rating_exempt=adef.zero_rating_exempt,
                on_sheet=True,
            )
            if cost < 0:
                refund -= cost
            else:
                spent["investigative" if adef.investigative else "general"] += cost
        lines.append(line)
        by_name[name.casefold()] = line
    for name, entry in unknown:
        pool = entry.rating if entry.pool is None else entry.pool
        line = AbilityLine(
            name=name,
            family="",
            investigative=False,
            investigative_use=False,
            rating=entry.rating,
            pool=pool,
            creation_rating=entry.creation_rating,
            start=0,
            floor=0,
            occupational=False,
            cost=0,
            refresh="",
            zero_rating_exempt=False,
            known=False,
            on_sheet=True,
        )
        lines.append(line)
        by_name.setdefault(name.casefold(), line)

    # Budgets.
    trade = sheet.trade_to_investigative
    general_base = tables.general_build_points
    general_trade = -tables.trade_rate * trade
    general_total = general_base + general_trade
    general = Budget(
        base=general_base,
        trade=general_trade,
        refund=0,
        total=general_total,
        spent=spent["general"],
        withheld=sheet.withheld_general,
        left=general_total - spent["general"] - sheet.withheld_general,
    )
    inv_base = (
        sheet.investigative_budget
        if sheet.investigative_budget is not None
        else data.investigative_points(sheet.investigators)
    )
    inv_total = inv_base + trade + refund
    investigative = Budget(
        base=inv_base,
        trade=trade,
        refund=refund,
        total=inv_total,
        spent=spent["investigative"],
        withheld=sheet.withheld_investigative,
        left=inv_total - spent["investigative"] - sheet.withheld_investigative,
    )

    cr_line = by_name[CREDIT_RATING.casefold()]
    stratum = index.stratum(cr_line.rating)
    credit = CreditRating(
        value=cr_line.rating,
        base=cr_base,
        ceiling=cr_ceiling,
        range_text=cr_text,
        occupational=cr_line.occupational,
        locked=cr_locked,
        cost=cr_cost,
        stratum=stratum.name,
        stratum_also=stratum.also,
    )

    health_line = by_name[HEALTH.casefold()]
    stability_line = by_name[STABILITY.casefold()]
    sanity_line = by_name[SANITY.casefold()]
    health = PoolState(health_line.rating, health_line.pool, health_status(health_line.pool))
    stability = PoolState(stability_line.rating, stability_line.pool, stability_status(stability_line.pool))
    sanity = PoolState(sanity_line.rating, sanity_line.pool, sanity_status(sanity_line.pool))
    hurt = health.status == "hurt"
    shaken = stability.status in ("shaken", "mind blasted")
    incapacitated = health.status in ("seriously wounded", "dead") or stability.status in (
        "mind blasted",
        "permanently insane",
    ) or sanity.status == "permanently insane"

    mythos = by_name[CTHULHU_MYTHOS.casefold()].rating
    pillars_intact = sum(1 for p in sheet.pillars_of_sanity if p.state == "intact")
    threshold = sheet.hit_threshold if sheet.hit_threshold is not None else hit_threshold(
        by_name[ATHLETICS.casefold()].rating
    )
    return Derived(
        abilities=tuple(lines),
        general=general,
        investigative=investigative,
        occupation=occ,
        branch=branch,
        occupational=occupational,
        credit_rating=credit,
        hit_threshold=threshold,
        cthulhu_mythos=mythos,
        sanity_cap=max(0, tables.sanity_ceiling - mythos),
        languages_known=by_name[LANGUAGES.casefold()].rating,
        languages_named=len(sheet.languages),
        pillars_required=sanity_line.creation_rating // tables.points_per_pillar,
        pillars_intact=pillars_intact,
        sources_required=(
            stability_line.creation_rating // tables.points_per_source if sheet.campaign == "pulp" else 0
        ),
        sources_alive=sum(1 for s in sheet.sources_of_stability if s.state == "alive"),
        health=health,
        stability=stability,
        sanity=sanity,
        hurt=hurt,
        shaken=shaken,
        incapacitated=incapacitated,
        difficulty_penalty=(HURT_PENALTY if hurt else 0) + (SHAKEN_PENALTY if shaken else 0),
        stability_test_penalty=(
            NO_PILLARS_PENALTY if sheet.pillars_of_sanity and pillars_intact == 0 else 0
        ),
        unknown_abilities=tuple(name for name, _ in unknown),
        _by_name=by_name,
    )
