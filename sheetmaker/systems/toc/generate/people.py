"""Names, ages, Sources of Stability, Pillars of Sanity, Drives, languages and specialities of
random Trail of Cthulhu characters.

Part of :mod:`sheetmaker.systems.toc.generate` (the decisions are in its docstring).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from sheetmaker.systems.toc.data import OccupationDef, RulesData
from sheetmaker.systems.toc.generate.tables import (
    _PUBLIC_RELATIONS,
    _RELATIONS,
    ART,
    ART_SPECIALITIES,
    CRAFT_SPECIALITIES,
    LANGUAGE_NAMES,
    _Hint,
    _hint,
)
from sheetmaker.systems.toc.model import Pillar, Source

# --------------------------------------------------------------------------- people and names


@cache
def _names():
    """The name lists (``names.json`` of the Call of Cthulhu data; 1920s names suit the 1930s)."""
    from sheetmaker.systems.coc7 import data as coc_data
    from sheetmaker.systems.datafiles import load_json

    names = load_json(coc_data.DATA_DIR / "names.json", coc_data.Names)
    return names.given_female["1920s"], names.given_male["1920s"], names.family["1920s"]


def _person(rng: random.Random, sex: str | None = None) -> tuple[str, str, str]:
    """(given name, family name, sex "f" or "m")."""
    female, male, family = _names()
    if sex not in ("f", "m"):
        sex = "f" if rng.random() < 0.5 else "m"
    given = rng.choice(female if sex == "f" else male)
    return given, rng.choice(family), sex


def _sources(rng: random.Random, count: int, family_name: str, sex: str, age: int) -> list[Source]:
    """``count`` invented living people with their relationship to the investigator (one that
    suits the investigator's age)."""
    sources: list[Source] = []
    used_names: set[str] = set()
    relations = list(_RELATIONS)
    rng.shuffle(relations)
    spouse_taken = False
    for relation, kin, their_sex, youngest, oldest in relations:
        if len(sources) == count:
            break
        if not youngest <= age <= oldest:
            continue
        if their_sex == "spouse":
            if spouse_taken:
                continue
            spouse_taken = True
            their_sex = "m" if sex == "f" else "f"
            relation = _PUBLIC_RELATIONS["spouse"][0 if their_sex == "f" else 1]
        given, surname, their_sex = _person(rng, their_sex or None)
        if kin:
            surname = family_name
        name = f"{given} {surname}"
        if name in used_names:
            continue
        used_names.add(name)
        sources.append(Source(name=name, relation=relation))
    while len(sources) < count:  # more Sources than relations: friends from all walks of life
        given, surname, _ = _person(rng)
        name = f"{given} {surname}"
        if name not in used_names:
            used_names.add(name)
            sources.append(Source(name=name, relation="a friend who asks no questions"))
    return sources


def _pillars(rng: random.Random, count: int, data: RulesData) -> list[Pillar]:
    examples = list(data.tables.pillar_examples)
    rng.shuffle(examples)
    chosen = examples[:count]
    extra = 1
    while len(chosen) < count:  # pragma: no cover - Sanity 10 needs 3, the data gives 8
        chosen.append(f"{examples[0]} ({extra})")
        extra += 1
    return [Pillar(name=name) for name in chosen]


def _drive(rng: random.Random, occupation: OccupationDef | None, data: RulesData) -> str:
    hint = _hint(occupation)
    liked = {name.casefold() for name in hint.drives}
    drives = [d.name for d in data.tables.drives]
    return rng.choices(drives, [3.0 if d.casefold() in liked else 1.0 for d in drives])[0]


def _language_names(rng: random.Random, count: int, wanted: Sequence[str], occupation: OccupationDef) -> list[str]:
    names = list(wanted)[:count]
    taken = {n.casefold() for n in names}
    preferred = [n for n in _hint(occupation).languages if n.casefold() not in taken]
    others = [n for n in LANGUAGE_NAMES if n.casefold() not in taken and n not in preferred]
    rng.shuffle(others)
    for name in preferred + others:
        if len(names) >= count:
            break
        if name.casefold() not in taken:
            taken.add(name.casefold())
            names.append(name)
    return names


def _age(rng: random.Random) -> int:
    return 20 + rng.randint(2, 20) + rng.randint(0, 20)


def _specialities(rng: random.Random, name: str, rating: int, hint: _Hint) -> list[str]:
    liked = hint.art if name == ART else hint.craft
    pool = ART_SPECIALITIES if name == ART else CRAFT_SPECIALITIES
    rest = [s for s in pool if s not in liked]
    rng.shuffle(rest)
    return (list(liked) + rest)[: min(rating, len(pool))]
