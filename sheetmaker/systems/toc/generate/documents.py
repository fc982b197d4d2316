"""Random Trail of Cthulhu investigators and quick NPCs as documents, and the keeper's
:func:`with_rating`.

Part of :mod:`sheetmaker.systems.toc.generate` (the decisions are in its docstring).
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime

from sheetmaker.core.document import now_utc
from sheetmaker.systems.toc import data as _data
from sheetmaker.systems.toc.data import (
    ATHLETICS,
    CREDIT_RATING,
    CTHULHU_MYTHOS,
    LANGUAGES,
    SANITY,
    STABILITY,
    RulesData,
)
from sheetmaker.systems.toc.generate.build import (
    _Build,
    _languages_wanted,
    _spend_general,
    _spend_investigative,
)
from sheetmaker.systems.toc.generate.occupations import (
    _branch_for_picks,
    _fill_choices,
    _occupational_set,
    _resolve,
    _suggestion,
    occupational_picks,
)
from sheetmaker.systems.toc.generate.people import (
    _age,
    _drive,
    _language_names,
    _person,
    _pillars,
    _sources,
    _specialities,
)
from sheetmaker.systems.toc.generate.tables import (
    _DEFAULT_EQUIPMENT,
    ART,
    CAMPAIGNS,
    CRAFT,
    NPC_KEY_GENERAL,
    TIERS,
    _Hint,
    _hint,
)
from sheetmaker.systems.toc.generate.weapons import _weapons, weapon_from_table
from sheetmaker.systems.toc.model import (
    Ability,
    OccupationChoice,
    ToCDocument,
    ToCSheet,
)
from sheetmaker.systems.toc.rules import hit_threshold

# --------------------------------------------------------------------------- documents


def _document_id(rng: random.Random) -> uuid.UUID:
    return uuid.UUID(int=rng.getrandbits(128), version=4)


def _stamp(now: datetime | None) -> datetime:
    if now is None:
        return now_utc()
    return now if now.tzinfo is not None else now.replace(tzinfo=UTC)


def _check_settings(campaign: str, investigators: int, investigative_budget: int | None) -> None:
    if campaign not in CAMPAIGNS:
        raise ValueError(f"unknown campaign style {campaign!r} (expected purist or pulp)")
    if isinstance(investigators, bool) or not isinstance(investigators, int) or not 1 <= investigators <= 99:
        raise ValueError(f"investigators {investigators!r} is outside 1 to 99")
    if investigative_budget is not None and (
        isinstance(investigative_budget, bool)
        or not isinstance(investigative_budget, int)
        or not 0 <= investigative_budget <= 200
    ):
        raise ValueError(f"investigative build points {investigative_budget!r} are outside 0 to 200")


def _abilities(build: _Build, rng: random.Random, hint: _Hint) -> dict[str, Ability]:
    abilities: dict[str, Ability] = {}
    for name in build.defs:  # sheet order
        rating = build.ratings[name]
        if rating == build.start[name]:
            continue
        specialities = _specialities(rng, name, rating, hint) if name in (ART, CRAFT) and rating else []
        abilities[name] = Ability(rating=rating, specialities=specialities)
    return abilities


def random_investigator(
    rng: random.Random,
    campaign: str = "purist",
    investigators: int = 4,
    investigative_budget: int | None = None,
    occupation: str | None = None,
    branch: str | None = None,
    name: str | None = None,
    now: datetime | None = None,
    data: RulesData | None = None,
    *,
    occupational: Sequence[str] | None = None,
) -> ToCDocument:
    """A complete, valid investigator made by the build rules with random choices.

    Args:
        rng: the source of every random choice.
        campaign: ``"purist"`` or ``"pulp"``.
        investigators: the group's size; sets the investigative budget (2: 24, 3: 18, 4+: 16).
        investigative_budget: the keeper's own investigative budget (0..200), overriding it.
        occupation: an occupation (case-insensitive); random when ``None``.
        branch: the Military branch; random when the occupation has branches and none is
            given (an occupation given by its branch alone is found: ``branch="Navy"``).
        name: the investigator's name; random when ``None``.
        now: ``created`` and ``modified`` (default: the current time).
        data: the rules data (default: :func:`sheetmaker.systems.toc.data.load`).
        occupational: free-choice occupational picks that fill the choices first, in order
            (:func:`occupational_picks`); the rest are chosen at random.

    Raises:
        ValueError: unknown campaign, occupation, branch or pick; settings out of range.
    """
    data = data or _data.load()
    _check_settings(campaign, investigators, investigative_budget)
    occ, chosen_branch = _resolve(rng, occupation, branch, data)
    given: dict[str, list[str]] = {}
    if occ.branches and chosen_branch is None:
        chosen_branch = _branch_for_picks(rng, occ, occupational or (), data)
    if occupational:
        given, problems = occupational_picks(occ, chosen_branch, occupational, data)
        if problems:
            raise ValueError("; ".join(problems))
    picks = _fill_choices(rng, occ, chosen_branch, given, data)
    occupational_set = _occupational_set(occ, chosen_branch, picks, data)

    build = _Build(data, occ, chosen_branch, occupational_set, campaign)
    inv_budget = (
        investigative_budget if investigative_budget is not None else data.investigative_points(investigators)
    )
    wanted_languages = _languages_wanted(occ, picks, chosen_branch)
    _spend_investigative(rng, build, inv_budget, occ, wanted_languages)
    _spend_general(rng, build, data.tables.general_build_points, campaign, occ)
    build.round_up_odd()

    hint = _hint(occ)
    given_name, family_name, sex = _person(rng)
    sanity = build.ratings[SANITY]
    stability = build.ratings[STABILITY]
    drive = _drive(rng, occ, data)
    age = _age(rng)
    sheet = ToCSheet(
        campaign=campaign,
        investigators=investigators,
        investigative_budget=investigative_budget,
        occupation=OccupationChoice(
            name=occ.name, branch=chosen_branch.name if chosen_branch is not None else None, picks=picks
        ),
        drive=drive,
        age=age,
        abilities=_abilities(build, rng, hint),
        languages=_language_names(rng, build.ratings[LANGUAGES], wanted_languages, occ),
        pillars_of_sanity=_pillars(rng, sanity // data.tables.points_per_pillar, data),
        sources_of_stability=(
            _sources(rng, stability // data.tables.points_per_source, family_name, sex, age)
            if campaign == "pulp" else []
        ),
        weapons=_weapons(rng, occ, chosen_branch, build.ratings, data),
        equipment=rng.choice(hint.equipment or _DEFAULT_EQUIPMENT),
    )
    stamp = _stamp(now)
    return ToCDocument(
        id=_document_id(rng),
        name=name if name is not None else f"{given_name} {family_name}",
        created=stamp,
        modified=stamp,
        kind="investigator",
        sheet=sheet,
    )


# --------------------------------------------------------------------------- NPCs


def quick_npc(
    rng: random.Random,
    tier: str = "average",
    campaign: str = "purist",
    occupation: str | None = None,
    branch: str | None = None,
    name: str | None = None,
    now: datetime | None = None,
    data: RulesData | None = None,
    *,
    occupational: Sequence[str] | None = None,
    investigators: int = 4,
    investigative_budget: int | None = None,
) -> ToCDocument:
    """A keeper's quick NPC (``kind="npc"``; the build rules do not apply).

    Args:
        rng: the source of every random choice.
        tier: ``"expert"``, ``"professional"`` or ``"average"`` (:data:`TIERS`).
        campaign: ``"purist"`` or ``"pulp"``.
        occupation: an occupation; random when ``None``.
        branch: the Military branch; random when needed and not given.
        name: the NPC's name; random when ``None``.
        now: ``created`` and ``modified`` (default: the current time).
        data: the rules data.
        occupational: free-choice occupational picks (as for :func:`random_investigator`).
        investigators, investigative_budget: recorded on the sheet (they do not bind NPCs).

    Raises:
        ValueError: unknown tier, campaign, occupation, branch or pick.
    """
    data = data or _data.load()
    tier_key = tier.strip().casefold() if isinstance(tier, str) else tier
    if tier_key not in TIERS:
        raise ValueError(f"unknown tier {tier!r} (expected {', '.join(TIERS)})")
    spec = TIERS[tier_key]
    _check_settings(campaign, investigators, investigative_budget)
    occ, chosen_branch = _resolve(rng, occupation, branch, data)
    if occ.branches and chosen_branch is None:
        chosen_branch = _branch_for_picks(rng, occ, occupational or (), data)
    given: dict[str, list[str]] = {}
    if occupational:
        given, problems = occupational_picks(occ, chosen_branch, occupational, data)
        if problems:
            raise ValueError("; ".join(problems))
    picks = _fill_choices(rng, occ, chosen_branch, given, data)
    occupational_set = _occupational_set(occ, chosen_branch, picks, data)

    ratings: dict[str, int] = {}
    for key in NPC_KEY_GENERAL:
        ratings[key] = max(1, spec.general + rng.randint(-1, 1))
    for adef in data.abilities:
        if adef.investigative or adef.name in ratings or adef.name not in occupational_set:
            continue
        ratings[adef.name] = max(1, spec.general + rng.randint(-2, 0))
    ratings[STABILITY] = spec.general
    investigative = [
        a.name for a in data.abilities
        if a.investigative and a.name in occupational_set and a.name not in (CREDIT_RATING, CTHULHU_MYTHOS)
    ]
    rng.shuffle(investigative)
    for key in investigative[: spec.investigative_count]:
        ratings[key] = spec.investigative + (1 if rng.random() < 0.25 else 0)
    low, high = occ.credit_range(chosen_branch)
    credit = low + round((high - low) * spec.credit)
    if credit:
        ratings[CREDIT_RATING] = credit

    hint = _hint(occ)
    abilities = {
        adef.name: Ability(
            rating=ratings[adef.name],
            specialities=(
                _specialities(rng, adef.name, ratings[adef.name], hint) if adef.name in (ART, CRAFT) else []
            ),
        )
        for adef in data.abilities
        if adef.name in ratings and ratings[adef.name] != adef.start
    }
    languages = _language_names(
        rng, ratings.get(LANGUAGES, 0), _languages_wanted(occ, picks, chosen_branch), occ
    )
    weapons = _weapons(rng, occ, chosen_branch, ratings, data)
    if not weapons:
        unarmed = data.weapon("Unarmed")
        if unarmed is not None:
            weapons = [weapon_from_table(unarmed)]
    given_name, family_name, _ = _person(rng)
    sheet = ToCSheet(
        campaign=campaign,
        investigators=investigators,
        investigative_budget=investigative_budget,
        occupation=OccupationChoice(
            name=occ.name, branch=chosen_branch.name if chosen_branch is not None else None, picks=picks
        ),
        drive=_drive(rng, occ, data),
        age=_age(rng),
        abilities=abilities,
        languages=languages,
        weapons=weapons,
        equipment=rng.choice(hint.equipment or _DEFAULT_EQUIPMENT),
        hit_threshold=hit_threshold(ratings[ATHLETICS]),
        alertness_modifier=spec.alertness,
        stealth_modifier=spec.stealth,
    )
    stamp = _stamp(now)
    return ToCDocument(
        id=_document_id(rng),
        name=name if name is not None else f"{given_name} {family_name}",
        created=stamp,
        modified=stamp,
        kind="npc",
        tags=[tier_key],
        notes=(
            f"Quick NPC, {tier_key} tier: Athletics, Health, Scuffling, Weapons and Firearms "
            f"around {spec.general}; Alertness Modifier {spec.alertness:+d}, Stealth Modifier "
            f"{spec.stealth:+d}."
        ),
        sheet=sheet,
    )


# --------------------------------------------------------------------------- keeper's edits


def with_rating(sheet: ToCSheet, name: str, rating: int, data: RulesData | None = None) -> ToCSheet:
    """The sheet with an ability's final rating set (its pool at the rating).

    The rating is taken as given: build points, caps and Pillars are left for ``validate`` to
    judge. Named specialities (Art, Craft) are kept.

    Raises:
        ValueError: an unknown ability, or a rating outside 0..99 (what the file holds).
    """
    data = data or _data.load()
    adef = data.ability(name.strip())
    if adef is None:
        raise ValueError(f"unknown ability {name!r}{_suggestion(name.strip(), [a.name for a in data.abilities])}")
    if isinstance(rating, bool) or not isinstance(rating, int) or not 0 <= rating <= 99:
        raise ValueError(f"{adef.name} {rating!r} is outside 0 to 99")
    abilities = {}
    old: Ability | None = None
    for key, entry in sheet.abilities.items():
        if key.casefold() == adef.name.casefold():
            old = entry
        else:
            abilities[key] = entry
    specialities = list(old.specialities) if old is not None else []
    abilities[adef.name] = Ability(rating=rating, specialities=specialities)
    return sheet.model_copy(update={"abilities": abilities})
