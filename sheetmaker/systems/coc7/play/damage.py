"""Damage rolls, wounds, the CON rolls they force, and healing.

Rule decisions:

* **Damage** (seed 004): an extreme success with a non-impaling weapon deals the maximum of the
  weapon's damage and the maximum damage bonus (when the weapon's damage includes DB); with an
  impaling weapon "maximum weapon damage plus damage bonus (if any) plus an additional dice roll
  for the weapon's damage": the maximum of the whole expression (DB at its maximum) plus one more
  roll of the expression with DB counted as 0 (the extra roll is the weapon's, not the bonus's;
  1D10 + 10 for a handgun as in the seed). A negative total counts as 0.
* **Wounds** (seed 004, same as RULES.md): a major wound is damage "greater than or equal to half
  their full hit points in a single blow" (exact half: 7.5 with 15 HP, so 8 is major and 7 is
  not); instant death is damage "greater than or equal to their maximum hit points". HP never go
  below 0. At 0 HP the character "falls unconscious", and is also Dying with a major wound. A
  major wound asks for a CON roll against unconsciousness (``con_roll_needed``; see
  :func:`major_wound_con_roll`), never rolled implicitly.
* **Healing** (seed 004): without a major wound 1 HP per day; with one, a weekly CON roll heals
  1D3 (2D3 on an extreme success); the major wound goes with an extreme success or when HP reach
  half the maximum or more (applied after any healing). First Aid heals 1 HP, or, on a Dying
  character, no HP but ends Dying (only First Aid can). Medicine heals 1D3, or, on a Dying
  character, no HP but allows a weekly healing roll. Healing from 0 HP ends Unconscious, and
  any HP above 0 end Dying (Dying is major wound + 0 HP); an Unconscious caused by a failed CON
  roll with HP left is for the keeper to lift.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from sheetmaker.core import d100
from sheetmaker.core.d100 import D100Roll, Difficulty, Level, RollKind
from sheetmaker.core.dice import DiceResult, Expression, parse
from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.core.outcome import Outcome
from sheetmaker.systems.coc7.model import CoC7Sheet, Weapon
from sheetmaker.systems.coc7.play._common import (
    _characteristic_value,
    _check_alive,
    _copy,
    _count,
    _outcome,
    _rolled,
    _set,
    _shown,
)
from sheetmaker.systems.coc7.rules import derive


@dataclass(frozen=True, kw_only=True)
class DamageOutcome(Outcome):
    """A damage roll (the sheet is the attacker's and does not change)."""

    expression: str
    damage_bonus: str
    extreme: bool
    impaling: bool
    total: int
    #: The maximum taken on an extreme success (0 otherwise).
    maximum: int = 0
    #: Every dice roll made (the normal roll, or the impaling extra roll).
    dice: tuple[DiceResult, ...] = ()


@dataclass(frozen=True, kw_only=True)
class WoundOutcome(Outcome):
    """Damage taken in one blow."""

    damage: int
    hp_before: int
    hp_after: int
    hp_max: int
    #: This blow was a major wound (>= half the maximum HP).
    major_wound: bool
    instant_death: bool
    unconscious: bool
    dying: bool
    #: A CON roll decides whether a major wound knocks the character out.
    con_roll_needed: bool


@dataclass(frozen=True, kw_only=True)
class HealOutcome(Outcome):
    """HP regained by any means."""

    method: str
    requested: int
    healed: int
    hp_before: int
    hp_after: int
    hp_max: int
    roll: D100Roll | None = None
    dice: DiceResult | None = None
    major_wound_cleared: bool = False
    dying_cleared: bool = False
    unconscious_cleared: bool = False
    #: Medicine on a Dying character: a healing roll is allowed at the end of one week.
    healing_roll_allowed: bool = False


@dataclass(frozen=True, kw_only=True)
class ConRollOutcome(Outcome):
    """A CON roll forced by a major wound (failure: unconscious) or by Dying (failure: dead)."""

    roll: D100Roll
    reason: str


#: Healing methods in words (the outcome's ``method`` stays English).
_METHODS = {
    "healing": QT_TRANSLATE_NOOP("CoC7Play", "healing"),
    "First Aid": QT_TRANSLATE_NOOP("CoC7Play", "First Aid"),
    "Medicine": QT_TRANSLATE_NOOP("CoC7Play", "Medicine"),
    "weekly healing": QT_TRANSLATE_NOOP("CoC7Play", "weekly healing"),
}


def damage_roll(
    sheet: CoC7Sheet,
    weapon_or_expression: Weapon | str | Expression,
    rng: random.Random,
    extreme: bool = False,
    impaling: bool | None = None,
) -> DamageOutcome:
    """Roll damage with the sheet's Damage Bonus (seed 004; see the module notes).

    ``impaling`` defaults to the weapon's ``damage_type`` (False for a bare expression).
    ``extreme`` is for an extreme success (or a critical); a character fighting back deals
    only regular damage (the caller passes ``extreme=False``).
    """
    if isinstance(weapon_or_expression, Weapon):
        text = weapon_or_expression.damage
        if impaling is None:
            impaling = weapon_or_expression.damage_type == "impaling"
        name = weapon_or_expression.name
    elif isinstance(weapon_or_expression, Expression):
        text, name = weapon_or_expression.text, weapon_or_expression.text
    elif isinstance(weapon_or_expression, str):
        text, name = weapon_or_expression, weapon_or_expression
    else:
        raise TypeError("expected a Weapon, a dice expression or its text")
    impaling = bool(impaling)
    expression = parse(text) if isinstance(text, str) else text
    bonus = derive(sheet).damage_bonus
    dice: list[DiceResult] = []
    maximum = 0
    if not extreme:
        result = expression.roll(rng, bonus)
        dice.append(result)
        total = result.total
        how = translate("CoC7Play", "rolled {0}").format(result.total)
    elif not impaling:
        maximum = expression.maximum(bonus)
        total = maximum
        how = translate("CoC7Play", "extreme: maximum damage {0}").format(maximum)
    else:
        maximum = expression.maximum(bonus)
        extra = expression.roll(rng, "0")
        dice.append(extra)
        total = maximum + extra.total
        how = translate("CoC7Play", "extreme impale: maximum {0} + another roll {1}").format(maximum, extra.total)
    if total < 0:
        how = translate("CoC7Play", "{0} (below 0 counts as 0)").format(how)
        total = 0
    notes = [translate("CoC7Play", "{0}: {1} with DB {2}, {3} = {4}").format(name, expression.text, bonus, how, total)]
    return _outcome(
        DamageOutcome,
        sheet,
        _copy(sheet),
        notes,
        expression=expression.text,
        damage_bonus=bonus,
        extreme=bool(extreme),
        impaling=impaling,
        total=total,
        maximum=maximum,
        dice=tuple(dice),
    )


def _is_major(damage: int, hp_max: int) -> bool:
    """Damage >= half the full hit points (exact half, no rounding)."""
    return damage > 0 and 2 * damage >= hp_max


def apply_damage(sheet: CoC7Sheet, amount: int) -> WoundOutcome:
    """Take ``amount`` damage in one blow (seed 004)."""
    _count(amount, "damage")
    derived = derive(sheet)
    hp_max, hp_before = derived.hp_max, derived.hp
    hp_after = max(0, hp_before - amount)
    before = sheet
    after = _copy(sheet)
    _set(after, "hp", hp_before, hp_after)
    notes = [translate("CoC7Play", "{0} damage: HP {1} → {2}").format(amount, hp_before, hp_after)]
    conditions = after.conditions
    major = _is_major(amount, hp_max)
    instant = amount > 0 and amount >= hp_max
    if instant:
        conditions.dead = True
        notes.append(
            translate("CoC7Play", "{0} damage in one blow is at least the maximum HP {1}: dead").format(amount, hp_max)
        )
    if major:
        conditions.major_wound = True
        notes.append(
            translate("CoC7Play", "{0} is at least half the maximum HP {1}: a major wound").format(amount, hp_max)
        )
    unconscious = dying = con_needed = False
    if not conditions.dead:
        if hp_after == 0 and amount > 0:
            conditions.unconscious = unconscious = True
            notes.append(translate("CoC7Play", "HP 0: unconscious"))
            if conditions.major_wound:
                conditions.dying = dying = True
                notes.append(
                    translate(
                        "CoC7Play",
                        "HP 0 with a major wound: dying (a CON roll at the end of each round, only First Aid ends it)",
                    )
                )
        elif major and not conditions.unconscious:
            con_needed = True
            notes.append(translate("CoC7Play", "a major wound: a CON roll or fall unconscious"))
    return _outcome(
        WoundOutcome,
        before,
        after,
        notes,
        damage=amount,
        hp_before=hp_before,
        hp_after=hp_after,
        hp_max=hp_max,
        major_wound=major,
        instant_death=instant,
        unconscious=unconscious,
        dying=dying,
        con_roll_needed=con_needed,
    )


def _con_roll(sheet: CoC7Sheet, rng: random.Random, label: str) -> tuple[D100Roll, int]:
    _, value = _characteristic_value(sheet, "CON")
    # FORCED: Luck may be spent on it (seeds 000/003), it is not pushed.
    roll = d100.roll_d100(rng, value, Difficulty.REGULAR, 0, 0, RollKind.FORCED, label)
    return roll, value


def major_wound_con_roll(sheet: CoC7Sheet, rng: random.Random) -> ConRollOutcome:
    """The CON roll after a major wound: failure means falling unconscious (seed 004)."""
    _check_alive(sheet, "make a CON roll")
    roll, value = _con_roll(sheet, rng, "CON (major wound)")
    after = _copy(sheet)
    notes = [_rolled(_shown("CON"), value, roll)]
    if not roll.success:
        after.conditions.unconscious = True
        notes.append(translate("CoC7Play", "falls unconscious"))
    else:
        notes.append(translate("CoC7Play", "stays conscious"))
    return _outcome(ConRollOutcome, sheet, after, notes, roll=roll, reason="major wound")


def dying_con_roll(sheet: CoC7Sheet, rng: random.Random) -> ConRollOutcome:
    """The CON roll a Dying character makes each round: failure means death (seed 004)."""
    _check_alive(sheet, "make a CON roll")
    if not sheet.conditions.dying:
        raise RollError(translate("CoC7Play", "the investigator is not dying: no CON roll against death is needed"))
    roll, value = _con_roll(sheet, rng, "CON (dying)")
    after = _copy(sheet)
    notes = [_rolled(_shown("CON"), value, roll)]
    if not roll.success:
        after.conditions.dead = True
        after.conditions.dying = False
        notes.append(translate("CoC7Play", "dies"))
    else:
        notes.append(translate("CoC7Play", "holds on for another round"))
    return _outcome(ConRollOutcome, sheet, after, notes, roll=roll, reason="dying")


def _heal(
    sheet: CoC7Sheet,
    amount: int,
    method: str,
    notes: list[str],
    *,
    roll: D100Roll | None = None,
    dice: DiceResult | None = None,
    clear_major: bool = False,
    healing_roll_allowed: bool = False,
    shown: str | None = None,
) -> HealOutcome:
    """Heal ``amount`` HP by ``method`` (kept in English in the outcome; ``shown`` is how the
    notes name it, by default the method translated when it is one of :data:`_METHODS`)."""
    if shown is None:
        shown = translate("CoC7Play", _METHODS[method]) if method in _METHODS else method
    derived = derive(sheet)
    hp_max, hp_before = derived.hp_max, derived.hp
    hp_after = max(hp_before, min(hp_max, hp_before + amount))
    before = sheet
    after = _copy(sheet)
    _set(after, "hp", hp_before, hp_after)
    conditions = after.conditions
    if amount:
        notes.append(translate("CoC7Play", "{0}: HP {1} → {2}").format(shown, hp_before, hp_after))
        if hp_before + amount > hp_max:
            notes.append(translate("CoC7Play", "capped at the maximum HP {0}").format(hp_max))
    dying_cleared = unconscious_cleared = major_cleared = False
    if hp_after > 0 and conditions.dying:
        conditions.dying = False
        dying_cleared = True
        notes.append(translate("CoC7Play", "no longer dying"))
    if hp_before == 0 and hp_after > 0 and conditions.unconscious:
        conditions.unconscious = False
        unconscious_cleared = True
        notes.append(translate("CoC7Play", "no longer unconscious"))
    if conditions.major_wound and (clear_major or 2 * hp_after >= hp_max):
        conditions.major_wound = False
        major_cleared = True
        if clear_major:
            notes.append(translate("CoC7Play", "the major wound heals"))
        else:
            notes.append(
                translate("CoC7Play", "the major wound heals (HP {0} is half the maximum {1} or more)").format(
                    hp_after, hp_max
                )
            )
    return _outcome(
        HealOutcome,
        before,
        after,
        notes,
        method=method,
        requested=amount,
        healed=hp_after - hp_before,
        hp_before=hp_before,
        hp_after=hp_after,
        hp_max=hp_max,
        roll=roll,
        dice=dice,
        major_wound_cleared=major_cleared,
        dying_cleared=dying_cleared,
        unconscious_cleared=unconscious_cleared,
        healing_roll_allowed=healing_roll_allowed,
    )


def heal(sheet: CoC7Sheet, amount: int, reason: str = "healing") -> HealOutcome:
    """Regain ``amount`` HP, capped at the maximum. HP above 0 end Dying and Unconscious;
    HP at half the maximum or more end a major wound (seed 004)."""
    _count(amount, "HP healed")
    _check_alive(sheet, "heal")
    return _heal(sheet, amount, reason, [])


def first_aid(sheet: CoC7Sheet) -> HealOutcome:
    """A successful First Aid: +1 HP, or on a Dying character no HP but Dying ends (seed 004:
    "Only successful use of the First Aid skill can alleviate the Dying condition")."""
    _check_alive(sheet, "give First Aid")
    if sheet.conditions.dying:
        after = _copy(sheet)
        after.conditions.dying = False
        derived = derive(sheet)
        notes = [
            translate("CoC7Play", "First Aid on a dying character: no HP, but no longer dying (Medicine can follow)")
        ]
        return _outcome(
            HealOutcome,
            sheet,
            after,
            notes,
            method="First Aid",
            requested=0,
            healed=0,
            hp_before=derived.hp,
            hp_after=derived.hp,
            hp_max=derived.hp_max,
            dying_cleared=True,
        )
    return _heal(sheet, 1, "First Aid", [])


def medicine(sheet: CoC7Sheet, rng: random.Random) -> HealOutcome:
    """A successful Medicine: +1D3 HP; on a Dying character no HP, but a healing roll is
    allowed at the end of one week (seed 004). A character First Aid kept alive (0 HP with a
    major wound, no longer Dying) is still the dying character of seed 004: First Aid "extends
    the characters life so that the Medicine skill can be used", and that Medicine gives no HP
    now but the healing roll a week later."""
    _check_alive(sheet, "use Medicine")
    derived = derive(sheet)
    if sheet.conditions.dying or (derived.hp <= 0 and sheet.conditions.major_wound):
        notes = [
            translate("CoC7Play", "Medicine on a dying character: no HP now, a healing roll at the end of one week")
        ]
        return _outcome(
            HealOutcome,
            sheet,
            _copy(sheet),
            notes,
            method="Medicine",
            requested=0,
            healed=0,
            hp_before=derived.hp,
            hp_after=derived.hp,
            hp_max=derived.hp_max,
            healing_roll_allowed=True,
        )
    dice = parse("1D3").roll(rng)
    notes = [translate("CoC7Play", "Medicine: 1D3 = {0}").format(dice.total)]
    return _heal(sheet, dice.total, "Medicine", notes, dice=dice)


def natural_healing(sheet: CoC7Sheet, days: int = 1) -> HealOutcome:
    """Natural healing without a major wound: 1 HP per day (seed 004).

    Raises:
        RollError: with a major wound, healing is the weekly CON roll (:func:`weekly_healing`).
    """
    _count(days, "days")
    _check_alive(sheet, "heal")
    if sheet.conditions.major_wound:
        raise RollError(
            translate("CoC7Play", "with a major wound there is no daily healing: make the weekly healing roll")
        )
    shown = (
        translate("CoC7Play", "{0} day of rest") if days == 1 else translate("CoC7Play", "{0} days of rest")
    ).format(days)
    return _heal(sheet, days, f"{days} day{'s' if days != 1 else ''} of rest", [], shown=shown)


def weekly_healing(sheet: CoC7Sheet, rng: random.Random) -> HealOutcome:
    """The weekly healing roll with a major wound (seed 004): a CON roll heals 1D3, an extreme
    success 2D3 and ends the major wound; reaching half the maximum HP ends it too.

    Raises:
        RollError: without a major wound (heal 1 HP per day instead).
    """
    _check_alive(sheet, "heal")
    if not sheet.conditions.major_wound:
        raise RollError(translate("CoC7Play", "without a major wound, healing is 1 HP per day, not a weekly roll"))
    roll, value = _con_roll(sheet, rng, "CON (healing)")
    notes = [
        translate("CoC7Play", "healing roll, CON {0}: rolled {1}, {2}").format(
            value, f"{roll.result:02d}", d100.level_word(roll.level)
        )
    ]
    if not roll.success:
        notes.append(translate("CoC7Play", "no healing this week"))
        return _heal(sheet, 0, "weekly healing", notes, roll=roll)
    extreme = roll.level >= Level.EXTREME
    dice = parse("2D3" if extreme else "1D3").roll(rng)
    if extreme:
        notes.append(translate("CoC7Play", "extreme success: 2D3 = {0}").format(dice.total))
    else:
        notes.append(translate("CoC7Play", "1D3 = {0}").format(dice.total))
    return _heal(
        sheet, dice.total, "weekly healing", notes, roll=roll, dice=dice, clear_major=extreme
    )
