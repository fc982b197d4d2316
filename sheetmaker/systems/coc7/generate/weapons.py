"""Weapons of the era's list that suit an occupation and its skills."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7.data import OccupationDef, RulesData
from sheetmaker.systems.coc7.model import Weapon

#: The weapon (a key of ``weapons.json``) each kind of weapon takes, by era.
_WEAPON_KEYS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "unarmed": {"1920s": "unarmed", "modern": "unarmed"},
        "knife": {"1920s": "small_knife", "modern": "small_knife"},
        "club": {"1920s": "nightstick", "modern": "collapsible_baton"},
        "spear": {"1920s": "spear", "modern": "spear"},
        "thrown_spear": {"1920s": "throwing_spear", "modern": "throwing_spear"},
        "sword": {"1920s": "sabre", "modern": "sabre"},
        "axe": {"1920s": "wood_axe", "modern": "wood_axe"},
        "handgun": {"1920s": "revolver_38", "modern": "beretta_m9"},
        "officer_handgun": {"1920s": "automatic_45", "modern": "glock_17"},
        "rifle": {"1920s": "rifle_30_06", "modern": "assault_rifle_556"},
        "shotgun": {"1920s": "shotgun_12g_double", "modern": "shotgun_12g_pump"},
    }
)


_MELEE = ("spear", "sword", "axe")


def weapons_for(
    occupation: OccupationDef | None,
    skill_labels: Iterable[str],
    era: str,
    rng: random.Random,
    data: RulesData | None = None,
) -> list[Weapon]:
    """Weapons from the era's weapons list that suit an occupation and its skills: always
    Unarmed; a handgun, rifle or shotgun for a firearms skill; a spear, sabre or axe for those
    Fighting skills; a nightstick (a baton today) for police officers; sometimes a knife for
    criminals, drifters, soldiers and zealots."""
    data = data or _data.load()
    name = occupation.name.casefold() if occupation else ""
    keys = {label.casefold() for label in skill_labels}
    chosen = ["unarmed"]
    if name == "police officer":
        chosen.append("club")
    if name in {"criminal", "drifter", "soldier", "zealot"} and rng.random() < 0.6:
        chosen.append("knife")
    for kind in _MELEE:
        if f"fighting ({kind})" in keys:
            chosen.append(kind)
    if name == "tribe member" and "throw" in keys:
        chosen.append("thrown_spear")
    if "firearms (handgun)" in keys:
        chosen.append("officer_handgun" if name == "military officer" else "handgun")
    if "firearms (rifle/shotgun)" in keys:
        chosen.append("rifle" if name in {"soldier", "military officer"} else "shotgun")
    era_key = "modern" if era == "modern" else "1920s"
    weapons = []
    for kind in dict.fromkeys(chosen):
        weapon = data.weapon(_WEAPON_KEYS[kind][era_key])
        if weapon is None:  # pragma: no cover - the shipped list holds every key (tested)
            raise _data.DataError(f"weapons.json: no weapon {_WEAPON_KEYS[kind][era_key]!r}")
        weapons.append(weapon.to_weapon())
    return weapons
