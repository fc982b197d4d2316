"""A complete, valid investigator made by the rules with random choices."""

from __future__ import annotations

import random
from datetime import datetime

from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7.creation import apply_age, roll_characteristics, roll_luck
from sheetmaker.systems.coc7.data import RulesData
from sheetmaker.systems.coc7.generate._common import _check_era
from sheetmaker.systems.coc7.generate.characteristics import (
    SpreadAgeChoices,
    _investigator_age,
    allocate_characteristics,
)
from sheetmaker.systems.coc7.generate.identity import (
    _document_id,
    _person,
    _places,
    _stamp,
)
from sheetmaker.systems.coc7.generate.occupation import choose_occupation, make_choices
from sheetmaker.systems.coc7.generate.skills import (
    _full_points,
    _quick_start_points,
    _skills,
)
from sheetmaker.systems.coc7.generate.weapons import weapons_for
from sheetmaker.systems.coc7.model import CoC7Document, CoC7Sheet, Creation
from sheetmaker.systems.coc7.rules import occupation_skill_labels


def random_investigator(
    rng: random.Random,
    era: str = "1920s",
    occupation: str | None = None,
    age: int | None = None,
    name: str | None = None,
    data: RulesData | None = None,
    *,
    method: str = "rolled",
    skill_method: str = "full",
    now: datetime | None = None,
) -> CoC7Document:
    """A complete, valid investigator made by the rules with random choices.

    Args:
        rng: the source of every random choice and die.
        era: ``"1920s"`` or ``"modern"``.
        occupation: an occupation of the era (case-insensitive); random when ``None``.
        age: 15 to 89; random (mostly 20s to 40s) when ``None``.
        name: the investigator's name; random from the era's names when ``None``.
        data: the rules data (default: :func:`sheetmaker.systems.coc7.data.load`).
        method: ``"rolled"`` (3D6×5 / (2D6+6)×5) or ``"allocation"`` (the eight fixed values,
            highest on the occupation's formula).
        skill_method: ``"full"`` (occupation and personal points) or ``"quick_start"``.
        now: ``created`` and ``modified`` (default: the current time).

    Raises:
        ValueError: unknown era, occupation, method or skill method, or an age outside 15..89.
    """
    data = data or _data.load()
    _check_era(era)
    if method not in ("rolled", "allocation"):
        raise ValueError(f"unknown method {method!r} (expected 'rolled' or 'allocation')")
    if skill_method not in ("full", "quick_start"):
        raise ValueError(f"unknown skill method {skill_method!r} (expected 'full' or 'quick_start')")
    occ = choose_occupation(rng, era, occupation, data)
    age = _investigator_age(rng, age)
    tables = data.tables

    base = roll_characteristics(rng)[0] if method == "rolled" else allocate_characteristics(rng, occ, data)
    chars, effects = apply_age(base, age, rng, SpreadAgeChoices(rng), tables)
    luck, luck_rolls = roll_luck(rng, age, tables)

    choice = make_choices(rng, occ, era, chars, data)
    labels = occupation_skill_labels(occ, choice.picks, choice.specialisations, data)
    if skill_method == "full":
        points = _full_points(rng, occ, choice, labels, chars, era, data)
    else:
        points = _quick_start_points(rng, occ, labels, chars, era, data)

    if name is None:
        name, pronouns = _person(rng, era, data)
    else:
        pronouns = ""
    residence, birthplace = _places(rng, era, data)
    weapons = weapons_for(occ, [*labels, *points], era, rng, data)
    creation = Creation(
        method=method,
        base=base,
        luck_rolls=[roll.total for roll in luck_rolls],
        skill_method=skill_method,
        **effects.creation_fields(),
    )
    sheet = CoC7Sheet(
        era=era,
        pronouns=pronouns,
        residence=residence,
        birthplace=birthplace,
        age=age,
        creation=creation,
        characteristics=chars,
        occupation=choice,
        skills=_skills(points, data),
        luck=luck,
        weapons=weapons,
    )
    stamp = _stamp(now)
    return CoC7Document(
        id=_document_id(rng), name=name, created=stamp, modified=stamp, kind="investigator", sheet=sheet
    )
