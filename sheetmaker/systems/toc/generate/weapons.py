"""Weapons of random Trail of Cthulhu characters, copied from the weapon tables.

Part of :mod:`sheetmaker.systems.toc.generate` (the decisions are in its docstring).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from sheetmaker.systems.toc.data import (
    BranchDef,
    Explosive,
    Firearm,
    HandWeapon,
    OccupationDef,
    RulesData,
)
from sheetmaker.systems.toc.generate.tables import _BRANCH_WEAPONS, _PISTOLS, _hint
from sheetmaker.systems.toc.model import RangeModifiers, Weapon

# --------------------------------------------------------------------------- weapons


def weapon_from_table(entry: HandWeapon | Firearm | Explosive, name: str | None = None) -> Weapon:
    """A sheet weapon copied from a weapon table entry (``kind`` names the entry)."""
    label = name or entry.name
    if isinstance(entry, HandWeapon):
        return Weapon(name=label, kind=entry.name, ability=entry.ability, damage_modifier=entry.damage_modifier)
    ranges = RangeModifiers(**entry.ranges.model_dump())
    if isinstance(entry, Firearm):
        notes = ", ".join(note.replace("_", " ") for note in entry.notes)
        return Weapon(name=label, kind=entry.name, ability="Firearms", ranges=ranges, ammo=entry.ammo, notes=notes)
    notes = "incendiary" if entry.incendiary else ""
    return Weapon(name=label, kind=entry.name, ability="Athletics", ranges=ranges, notes=notes)


def _weapons(
    rng: random.Random,
    occupation: OccupationDef,
    branch: BranchDef | None,
    ratings: Mapping[str, int],
    data: RulesData,
) -> list[Weapon]:
    hint = _hint(occupation)
    options = _BRANCH_WEAPONS.get(branch.name.casefold(), hint.weapons) if branch is not None else hint.weapons
    names = list(rng.choice(options)) if options else []
    entries = [data.weapon(n) for n in names]
    chosen = [e for e in entries if e is not None]
    if ratings.get("Firearms", 0) >= 4 and not any(isinstance(e, Firearm) for e in chosen):
        gun = data.weapon(rng.choice(_PISTOLS))
        if gun is not None:
            chosen.append(gun)
    if ratings.get("Weapons", 0) >= 4 and not any(
        isinstance(e, HandWeapon) and e.ability == "Weapons" for e in chosen
    ):
        knife = data.weapon("Knife")
        if knife is not None:
            chosen.append(knife)
    return [weapon_from_table(entry) for entry in chosen]
