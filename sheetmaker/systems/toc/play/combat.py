"""Trail of Cthulhu combat: attacks against a Hit Threshold and damage rolls."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from sheetmaker.core.errors import RollError
from sheetmaker.core.gumshoe import AUTOMATIC_FAILURE_EXEMPT
from sheetmaker.core.i18n import translate
from sheetmaker.systems.toc.data import Explosive, Firearm, HandWeapon
from sheetmaker.systems.toc.model import RangeModifiers, ToCSheet, Weapon
from sheetmaker.systems.toc.play._common import (
    _COVER_WORDS,
    COVER,
    FIREARM_TRIPLE,
    RANGE_BANDS,
    ZERO_RATING_DAMAGE_PENALTY,
    _ability,
    _copy,
    _count,
    _data,
    _general_test,
    _integer,
    _line,
    _outcome,
    _range_word,
    _test_outcome,
)
from sheetmaker.systems.toc.play.outcomes import DamageOutcome, TestOutcome
from sheetmaker.systems.toc.rules import derive


def attack(
    sheet: ToCSheet,
    weapon: Weapon | str,
    rng: random.Random,
    hit_threshold: int | ToCSheet,
    spend: int = 0,
    modifier: int = 0,
    *,
    cover: str | None = None,
    surprised: bool = False,
) -> TestOutcome:
    """An attack test with the weapon's ability against the target's Hit Threshold (a number,
    or the target's sheet: its own threshold, else 3, or 4 with Athletics 8+). Against
    firearms ``cover`` moves it: open terrain −1, partial or soft cover 0, hard cover +1."""
    if isinstance(hit_threshold, ToCSheet):
        hit_threshold = derive(hit_threshold).hit_threshold
    _count(hit_threshold, "a Hit Threshold", 1)
    info = _weapon_info(weapon, sheet)
    threshold = hit_threshold
    notes = []
    if cover is not None:
        if info.ability != "Firearms":
            raise RollError(translate("ToCPlay", "cover changes the Hit Threshold only against firearms"))
        if cover not in COVER:
            raise RollError(f"cover is one of {', '.join(COVER)}, not {cover!r}")
        threshold = max(0, threshold + COVER[cover])
        notes.append(translate("ToCPlay", _COVER_WORDS[cover]).format(hit_threshold, threshold))
    after, result, line, penalty, test_notes = _general_test(
        sheet, info.ability, rng, threshold, spend, modifier, surprised=surprised
    )
    notes = test_notes[:1] + notes + test_notes[1:]
    if line.name == "Firearms" and line.rating == 0 and result.die == 1:
        notes.append(
            translate("ToCPlay", "Firearms rating 0 and a natural 1: the shooter hit themselves or an ally")
        )
    if result.success:
        notes.append(translate("ToCPlay", "hit with {0}: roll damage").format(info.name))
    return _test_outcome(
        TestOutcome,
        sheet,
        after,
        notes,
        result,
        line,
        threshold,
        penalty,
        modifier,
    )


# --------------------------------------------------------------------------- damage


@dataclass(frozen=True, slots=True)
class _WeaponInfo:
    name: str
    ability: str
    kind: str  # "hand", "firearm", "explosive"
    modifier: int | None
    ranges: RangeModifiers | None
    both_barrels: RangeModifiers | None


def _ranges(value: Any) -> RangeModifiers | None:
    if value is None:
        return None
    return RangeModifiers(**value.model_dump())


def _table_info(entry: HandWeapon | Firearm | Explosive) -> _WeaponInfo:
    if isinstance(entry, HandWeapon):
        return _WeaponInfo(entry.name, entry.ability, "hand", entry.damage_modifier, None, None)
    if isinstance(entry, Firearm):
        both = _ranges(entry.both_barrels)
        return _WeaponInfo(entry.name, "Firearms", "firearm", None, _ranges(entry.ranges), both)
    return _WeaponInfo(entry.name, "Athletics", "explosive", None, _ranges(entry.ranges), None)


def _weapon_info(weapon: Weapon | str, sheet: ToCSheet | None = None) -> _WeaponInfo:
    tables = _data()
    if isinstance(weapon, str):
        if sheet is not None:
            key = weapon.strip().casefold()
            own = next((w for w in sheet.weapons if w.name.casefold() == key), None)
            if own is not None:
                return _weapon_info(own)
        entry = tables.weapon(weapon)
        if entry is None:
            raise RollError(translate("ToCPlay", "unknown weapon {0}").format(repr(weapon)))
        return _table_info(entry)
    if not isinstance(weapon, Weapon):
        raise TypeError(f"expected a Weapon or a weapon name, not {type(weapon).__name__}")
    entry = tables.weapon(weapon.kind) if weapon.kind else None
    both = _ranges(entry.both_barrels) if isinstance(entry, Firearm) else None
    if weapon.ranges is not None:
        if isinstance(entry, Explosive) or (entry is None and weapon.ability == "Athletics"):
            kind = "explosive"
        else:
            kind = "firearm"
        return _WeaponInfo(weapon.name, weapon.ability, kind, None, weapon.ranges, both)
    return _WeaponInfo(weapon.name, weapon.ability, "hand", weapon.damage_modifier, None, None)


def damage_roll(
    sheet: ToCSheet,
    weapon: Weapon | str,
    rng: random.Random,
    range_band: str | None = None,
    *,
    both_barrels: bool = False,
    triple: bool = False,
    modifier: int = 0,
) -> DamageOutcome:
    """Roll the damage of a hit: 1D6 + the weapon's modifier (firearms and explosives: the
    modifier of ``range_band``: point_blank, close, near, long); −2 with a zero rating in the
    fighting ability used; ``triple`` for a firearm hitting a target charging from under five
    feet in the open or a helpless one at point blank. Never below 0. ``weapon`` is a sheet
    weapon, or a name (the sheet's weapons first, then the seed's tables, e.g. "Unarmed").
    Armour is the target's: :func:`apply_damage` subtracts it."""
    _integer(modifier, "a modifier")
    info = _weapon_info(weapon, sheet)
    notes: list[str] = []
    if info.ranges is None:
        if range_band is not None:
            raise RollError(translate("ToCPlay", "{0} is a hand weapon: no range band").format(info.name))
        weapon_modifier = info.modifier or 0
    else:
        if range_band not in RANGE_BANDS:
            raise RollError(
                translate("ToCPlay", "{0}: give the range band ({1}), not {2}").format(
                    info.name, ", ".join(RANGE_BANDS), repr(range_band)
                )
            )
        table = info.ranges
        if both_barrels:
            if info.both_barrels is None:
                raise RollError(translate("ToCPlay", "{0} cannot fire both barrels at once").format(info.name))
            table = info.both_barrels
        value = getattr(table, range_band)
        if value is None:
            raise RollError(
                translate("ToCPlay", "{0} cannot reach {1} range").format(info.name, _range_word(range_band))
            )
        weapon_modifier = value
    if both_barrels and info.ranges is None:
        raise RollError(translate("ToCPlay", "{0} cannot fire both barrels at once").format(info.name))
    if triple and info.kind != "firearm":
        raise RollError(translate("ToCPlay", "only firearm damage is tripled"))
    line = _line(derive(sheet), info.ability)
    penalty = (
        ZERO_RATING_DAMAGE_PENALTY
        if line.rating == 0 and line.name in AUTOMATIC_FAILURE_EXEMPT
        else 0
    )
    die = rng.randint(1, 6)
    total = die + weapon_modifier + modifier - penalty
    rolled = f"{die} {'+' if weapon_modifier >= 0 else '-'} {abs(weapon_modifier)}"
    if range_band:
        rolled = translate("ToCPlay", "{0} at {1}").format(rolled, _range_word(range_band))
    if modifier:
        rolled += f" {'+' if modifier >= 0 else '-'} {abs(modifier)}"
    if penalty:
        rolled = translate("ToCPlay", "{0} - {1} ({2} rating 0)").format(rolled, penalty, _ability(line.name))
    notes.append(translate("ToCPlay", "{0}: rolled {1}").format(info.name, rolled))
    if triple:
        total *= FIREARM_TRIPLE
        notes.append(translate("ToCPlay", "tripled"))
    if total < 0:
        notes.append(translate("ToCPlay", "no damage (the total is below 0)"))
    total = max(0, total)
    notes.append(translate("ToCPlay", "damage {0}").format(total))
    after = _copy(sheet)
    return _outcome(
        DamageOutcome, sheet, after, notes,
        weapon=info.name, ability=info.ability, kind=info.kind, range_band=range_band, die=die,
        weapon_modifier=weapon_modifier, zero_rating_penalty=penalty, modifier=modifier,
        tripled=triple, total=total,
    )
