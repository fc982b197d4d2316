"""Luck: Luck rolls, Luck spent on a roll, Luck recovery after a session.

Rule decisions:

* **Forced rolls**: the INT roll for temporary insanity and the CON rolls (major wound, Dying,
  weekly healing) are of kind ``FORCED``: they cannot be pushed, but Luck may be spent on them
  (seeds 000/003 exclude only Luck, damage, Sanity and SAN-loss rolls); :func:`spend_luck`
  applies what the better result changes.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass

from sheetmaker.core import d100
from sheetmaker.core.d100 import D100Roll, Difficulty, Level, RollKind
from sheetmaker.core.dice import DiceResult, parse
from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import translate
from sheetmaker.core.outcome import Outcome
from sheetmaker.systems.coc7.model import CoC7Sheet
from sheetmaker.systems.coc7.play._common import (
    _copy,
    _judged,
    _outcome,
    _percentile,
    _rolled,
    _shown,
    changes_between,
)
from sheetmaker.systems.coc7.play.checks import OpposedRollOutcome, RollOutcome
from sheetmaker.systems.coc7.play.damage import ConRollOutcome, HealOutcome, _heal
from sheetmaker.systems.coc7.play.sanity import InsanityOutcome
from sheetmaker.systems.coc7.rules import derive

LUCK_MAX = 99


@dataclass(frozen=True, kw_only=True)
class LuckRecoveryOutcome(Outcome):
    """Luck recovery after a session (seeds 000/003)."""

    roll: int
    gain: int
    luck_before: int
    luck_after: int
    #: The 1D10 rolled (None when the roll did not exceed Luck).
    gain_dice: DiceResult | None = None


def luck_roll(
    sheet: CoC7Sheet,
    rng: random.Random,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
) -> RollOutcome:
    """A Luck roll against the current Luck; it can be neither pushed nor bought with Luck."""
    luck = derive(sheet).luck
    roll = d100.roll_d100(rng, luck, difficulty, bonus, penalty, RollKind.LUCK, "Luck")
    notes = [_rolled(translate("CoC7Play", "Luck"), luck, roll)]
    return _outcome(RollOutcome, sheet, _copy(sheet), notes, roll=roll)


def spend_luck(
    sheet: CoC7Sheet,
    roll: D100Roll | RollOutcome | OpposedRollOutcome | ConRollOutcome | InsanityOutcome
    | HealOutcome,
    points: int,
    rng: random.Random | None = None,
) -> RollOutcome | ConRollOutcome | InsanityOutcome | HealOutcome:
    """Lower a skill or characteristic roll by ``points`` of Luck, deducted from the sheet.

    A roll altered with Luck earns no tick (seeds 000/003). A failed roll never ticked, but
    Luck may also raise a success to a better level: pass the roll's :class:`RollOutcome` (or
    :class:`OpposedRollOutcome`) and, if that roll is what ticked the skill, the tick is
    withdrawn. For an opposed roll, compare the returned roll again with ``d100.opposed``.

    Luck may also be spent on the forced CON and INT rolls (seeds 000/003 exclude only Luck,
    damage, Sanity and SAN-loss rolls): pass the :class:`ConRollOutcome` of a major wound or
    of dying (a success now: the investigator stays conscious, or lives), the
    :class:`InsanityOutcome` of the INT roll (a success now: temporarily insane for 1D10
    hours, rolled with ``rng``) or the :class:`HealOutcome` of the weekly healing roll (a
    success now heals 1D3; an Extreme success 2D3 in all and ends the major wound, rolled with
    ``rng``). The result is then an outcome of the same type on the sheet after the spend.

    Raises:
        RollError: Luck cannot be spent on this roll (Luck, SAN, pushed, critical, fumble), not
            enough Luck, or the result would go below 01.
    """
    if isinstance(roll, (ConRollOutcome, InsanityOutcome, HealOutcome)):
        return _spend_luck_on_forced(sheet, roll, points, rng)
    outcome: RollOutcome | OpposedRollOutcome | None
    if isinstance(roll, (RollOutcome, OpposedRollOutcome)):
        outcome, base = roll, roll.roll
    else:
        outcome, base = None, roll
    ticked_by_roll = outcome is not None and outcome.ticked
    luck = sheet.luck
    new_roll = d100.spend_luck(base, points, luck)
    before = sheet
    after = _copy(sheet)
    after.luck = luck - points
    notes = [
        translate("CoC7Play", "{0} Luck spent: {1} becomes {2}, {3}; Luck {4} → {5}").format(
            points, f"{base.result:02d}", f"{new_roll.result:02d}", d100.level_word(new_roll.level), luck, after.luck
        ),
        translate("CoC7Play", "no improvement tick for a roll altered with Luck"),
    ]
    unticked = False
    if ticked_by_roll and base.label:
        entry = after.skill(base.label)
        if entry is not None and entry.ticked:
            entry.ticked = False
            unticked = True
            notes.append(
                translate("CoC7Play", "the tick this roll earned on {0} is withdrawn").format(_shown(base.label))
            )
    if isinstance(outcome, OpposedRollOutcome):
        result = _judged(new_roll, outcome.other, outcome.both_fail)
        notes.append(translate("CoC7Play", "opposed roll judged again: {0}").format(result.reason))
    return _outcome(RollOutcome, before, after, notes, roll=new_roll, unticked=unticked)


def _spend_luck_on_forced(
    sheet: CoC7Sheet,
    outcome: ConRollOutcome | InsanityOutcome | HealOutcome,
    points: int,
    rng: random.Random | None,
) -> ConRollOutcome | InsanityOutcome | HealOutcome:
    """Luck spent on a forced CON or INT roll: lower the roll and apply what the better
    result changes (see :func:`spend_luck`)."""
    base = outcome.roll
    if base is None:
        raise RollError(translate("CoC7Play", "Luck cannot be spent: this healing had no roll"))
    luck = sheet.luck
    new_roll = d100.spend_luck(base, points, luck)
    after = _copy(sheet)
    after.luck = luck - points
    notes = [
        translate("CoC7Play", "{0} Luck spent on {1}: {2} becomes {3}, {4}; Luck {5} → {6}").format(
            points,
            _shown(base.label),
            f"{base.result:02d}",
            f"{new_roll.result:02d}",
            d100.level_word(new_roll.level),
            luck,
            after.luck,
        )
    ]
    newly_passed = new_roll.success and not base.success

    def need_rng() -> random.Random:
        if rng is None:
            raise RollError("a random generator is needed to roll what the better result brings")
        return rng

    if isinstance(outcome, ConRollOutcome):
        if newly_passed and outcome.reason == "major wound":
            after.conditions.unconscious = False
            notes.append(translate("CoC7Play", "the CON roll now succeeds: stays conscious"))
        elif newly_passed and outcome.reason == "dying":
            after.conditions.dead = False
            after.conditions.dying = True
            notes.append(translate("CoC7Play", "the CON roll now succeeds: holds on for another round"))
        return _outcome(
            ConRollOutcome, sheet, after, notes, roll=new_roll, reason=outcome.reason
        )
    if isinstance(outcome, InsanityOutcome):
        hours = outcome.hours
        if newly_passed:
            hours = parse("1D10").roll(need_rng())
            after.conditions.temporary_insanity = True
            notes.append(
                translate("CoC7Play", "the INT roll now succeeds: temporarily insane for {0} hours").format(hours.total)
            )
        return _outcome(
            InsanityOutcome,
            sheet,
            after,
            notes,
            roll=new_roll,
            temporary_insanity=new_roll.success,
            hours=hours,
        )
    # The weekly healing roll.
    newly_extreme = new_roll.level >= Level.EXTREME > base.level
    if not (newly_passed or newly_extreme):
        healed = _heal(after, 0, "weekly healing", notes, roll=new_roll, dice=outcome.dice)
        return dataclasses.replace(healed, changes=changes_between(sheet, healed.sheet))
    dice_text = "2D3" if newly_extreme and newly_passed else "1D3"
    dice = parse(dice_text).roll(need_rng())
    if newly_passed:
        if newly_extreme:
            note = translate("CoC7Play", "the healing roll now succeeds: extreme success: 2D3 = {0}")
        else:
            note = translate("CoC7Play", "the healing roll now succeeds: 1D3 = {0}")
        notes.append(note.format(dice.total))
    else:
        notes.append(
            translate("CoC7Play", "now an extreme success: another 1D3 (2D3 in all) = {0} more").format(dice.total)
        )
    healed = _heal(
        after,
        dice.total,
        "weekly healing",
        notes,
        roll=new_roll,
        dice=dice,
        clear_major=newly_extreme,
    )
    return dataclasses.replace(healed, changes=changes_between(sheet, healed.sheet))


def luck_recovery(sheet: CoC7Sheet, rng: random.Random) -> LuckRecoveryOutcome:
    """Luck recovery after a session (seeds 000/003): 1D100 above the current Luck adds 1D10;
    Luck never exceeds 99."""
    luck = sheet.luck
    roll = _percentile(rng)
    after = _copy(sheet)
    gain_dice = None
    gain = 0
    if roll > luck:
        gain_dice = parse("1D10").roll(rng)
        after.luck = min(LUCK_MAX, luck + gain_dice.total)
        gain = after.luck - luck
        notes = [
            translate("CoC7Play", "Luck {0}: rolled {1}, +{2} → {3}").format(
                luck, f"{roll:02d}", gain_dice.total, after.luck
            )
        ]
        if luck + gain_dice.total > LUCK_MAX:
            notes.append(translate("CoC7Play", "Luck never exceeds {0}").format(LUCK_MAX))
    else:
        notes = [translate("CoC7Play", "Luck {0}: rolled {1}, no recovery").format(luck, f"{roll:02d}")]
    return _outcome(
        LuckRecoveryOutcome,
        sheet,
        after,
        notes,
        roll=roll,
        gain=gain,
        luck_before=luck,
        luck_after=after.luck,
        gain_dice=gain_dice,
    )
