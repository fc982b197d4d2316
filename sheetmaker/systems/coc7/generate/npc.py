"""A keeper's quick NPC at one of three tiers (expert, professional, average)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import datetime
from types import MappingProxyType

from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7.creation import roll_characteristics, roll_luck
from sheetmaker.systems.coc7.data import RulesData
from sheetmaker.systems.coc7.generate._common import CREDIT_RATING, _check_era
from sheetmaker.systems.coc7.generate.characteristics import (
    average_characteristics,
    random_age,
)
from sheetmaker.systems.coc7.generate.identity import (
    _document_id,
    _person,
    _places,
    _stamp,
)
from sheetmaker.systems.coc7.generate.occupation import choose_occupation, make_choices
from sheetmaker.systems.coc7.generate.skills import _skills
from sheetmaker.systems.coc7.generate.weapons import weapons_for
from sheetmaker.systems.coc7.model import CoC7Document, CoC7Sheet, Creation
from sheetmaker.systems.coc7.rules import (
    canonical_label,
    occupation_skill_labels,
    skill_base,
)

#: Skill value of a quick NPC's occupation skills, by tier.
TIERS: Mapping[str, int] = MappingProxyType({"expert": 75, "professional": 50, "average": 25})
#: Where a quick NPC's Credit Rating lies in the occupation's range, by tier.
TIER_CREDIT: Mapping[str, float] = MappingProxyType({"expert": 0.75, "professional": 0.5, "average": 0.25})


def quick_npc(
    rng: random.Random,
    tier: str,
    era: str = "1920s",
    occupation: str | None = None,
    name: str | None = None,
    averaged: bool = False,
    data: RulesData | None = None,
    *,
    age: int | None = None,
    now: datetime | None = None,
) -> CoC7Document:
    """A keeper's quick NPC (``kind="npc"``, free method).

    Args:
        rng: the source of every random choice and die.
        tier: ``"expert"`` (75), ``"professional"`` (50) or ``"average"`` (25): the value of
            every occupation skill (see the module's decisions for bases above it and for
            Credit Rating).
        era: ``"1920s"`` or ``"modern"``.
        occupation: an occupation of the era; random when ``None``.
        name: the NPC's name; random when ``None``.
        averaged: characteristics at their average (50 / 65) instead of rolled.
        data: the rules data.
        age: the NPC's age (any the file format holds, 0..200); random when ``None``.
        now: ``created`` and ``modified`` (default: the current time).

    Raises:
        ValueError: unknown tier, era or occupation, or an impossible age.
    """
    data = data or _data.load()
    _check_era(era)
    tier_key = tier.strip().casefold() if isinstance(tier, str) else tier
    if tier_key not in TIERS:
        raise ValueError(f"unknown tier {tier!r} (expected {', '.join(TIERS)})")
    target = TIERS[tier_key]
    occ = choose_occupation(rng, era, occupation, data)
    if age is None:
        age = random_age(rng)
    elif isinstance(age, bool) or not isinstance(age, int) or not 0 <= age <= 200:
        raise ValueError(f"age {age!r} is outside 0 to 200")

    if averaged:
        chars = average_characteristics()
        luck = 50
    else:
        chars = roll_characteristics(rng)[0]
        luck = roll_luck(rng, 25, data.tables)[0]  # a single 3D6×5, whatever the age

    choice = make_choices(rng, occ, era, chars, data)
    labels = occupation_skill_labels(occ, choice.picks, choice.specialisations, data)
    cr_label = canonical_label(CREDIT_RATING, data)
    low, high = occ.credit_rating
    points: dict[str, tuple[int, int]] = {}
    for label in labels:
        base = skill_base(label, chars, data)
        if label.casefold() == cr_label.casefold():
            value = low + round((high - low) * TIER_CREDIT[tier_key])
        else:
            value = max(target, base)
        if value != base:
            points[label] = (value - base, 0)

    if name is None:
        name = _person(rng, era, data)[0]
    residence, birthplace = _places(rng, era, data)
    sheet = CoC7Sheet(
        era=era,
        residence=residence,
        birthplace=birthplace,
        age=age,
        creation=Creation(method="free"),
        characteristics=chars,
        occupation=choice,
        skills=_skills(points, data),
        luck=luck,
        weapons=weapons_for(occ, labels, era, rng, data),
    )
    stamp = _stamp(now)
    return CoC7Document(
        id=_document_id(rng),
        name=name,
        created=stamp,
        modified=stamp,
        kind="npc",
        tags=[tier_key],
        notes=f"Quick NPC, {tier_key} tier: occupation skills at {target}.",
        sheet=sheet,
    )
