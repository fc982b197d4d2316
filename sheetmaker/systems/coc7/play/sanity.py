"""Sanity rolls, temporary and indefinite insanity, a new day, SAN gained.

Rule decisions:

* **SAN rolls** (seed 004): success loses the left part, failure the right part, a fumble the
  maximum of the right part. ``lost`` is what actually came off (SAN never goes below 0); the
  INT roll is needed when ``lost`` is 5 or more. Indefinite insanity *[book]*: when the SAN lost
  today is a fifth or more of the SAN at the start of the day, compared exactly (SAN 52: 10.4,
  so losing 10 does not trigger it and 11 does; at least 1 point must be lost). The model
  has no "SAN at the start of the day" field, so it is taken as ``SAN + san_lost_today`` before
  the roll; :func:`new_day` resets ``san_lost_today``. SAN 0 is permanent insanity
  (``conditions.permanent_insanity``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from sheetmaker.core import d100
from sheetmaker.core.d100 import D100Roll, Difficulty, Level, RollKind
from sheetmaker.core.dice import DiceResult, parse, parse_san_loss
from sheetmaker.core.i18n import translate
from sheetmaker.core.outcome import Outcome
from sheetmaker.systems.coc7.model import CoC7Sheet
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

#: SAN lost in one roll from which an INT roll decides temporary insanity (seed 004).
TEMPORARY_INSANITY_LOSS = 5


@dataclass(frozen=True, kw_only=True)
class SanOutcome(Outcome):
    """A Sanity roll and its loss."""

    roll: D100Roll
    loss_text: str
    #: The loss dice rolled (None when a fumble took the maximum).
    loss_dice: DiceResult | None
    #: The loss the roll called for; ``lost`` is what actually came off (SAN floors at 0).
    loss: int
    lost: int
    fumble_maximum: bool
    san_before: int
    san_after: int
    san_lost_today: int
    #: SAN at the start of the day (``SAN + san_lost_today`` before the roll).
    san_start_of_day: int
    int_roll_needed: bool
    #: Indefinite insanity began with this roll.
    indefinite_insanity: bool
    #: SAN is 0: permanently insane.
    permanent_insanity: bool


@dataclass(frozen=True, kw_only=True)
class InsanityOutcome(Outcome):
    """The INT roll after losing 5+ SAN: success means temporary insanity for ``hours``."""

    roll: D100Roll
    temporary_insanity: bool
    hours: DiceResult | None = None


@dataclass(frozen=True, kw_only=True)
class SanGainOutcome(Outcome):
    """SAN gained, capped at 99 − Cthulhu Mythos."""

    requested: int
    gained: int
    san_before: int
    san_after: int
    san_max: int


def san_roll(
    sheet: CoC7Sheet,
    loss_text: str,
    rng: random.Random,
    bonus: int = 0,
    penalty: int = 0,
) -> SanOutcome:
    """A Sanity roll against current SAN with a loss such as ``0/1D6`` (seed 004)."""
    _check_alive(sheet, "make a Sanity roll")
    loss_pair = parse_san_loss(loss_text)
    derived = derive(sheet)
    san_before = derived.san
    roll = d100.roll_d100(
        rng, san_before, Difficulty.REGULAR, bonus, penalty, RollKind.SAN, "Sanity"
    )
    fumble = roll.level == Level.FUMBLE
    loss_dice: DiceResult | None = None
    if fumble:
        loss = loss_pair.failure.maximum()
    else:
        part = loss_pair.success if roll.success else loss_pair.failure
        loss_dice = part.roll(rng)
        loss = loss_dice.total
    loss = max(0, loss)
    san_after = max(0, san_before - loss)
    lost = san_before - san_after
    start_of_day = san_before + sheet.san_lost_today
    lost_today = sheet.san_lost_today + lost

    before = sheet
    after = _copy(sheet)
    _set(after, "san", san_before, san_after)
    after.san_lost_today = lost_today
    if fumble:
        loss_note = translate("CoC7Play", "fumble: the maximum loss of {0}, {1}").format(loss_pair.failure.text, loss)
    elif roll.success:
        loss_note = translate("CoC7Play", "success loses {0} = {1}").format(
            loss_dice.expression if loss_dice else "", loss
        )
    else:
        loss_note = translate("CoC7Play", "failure loses {0} = {1}").format(
            loss_dice.expression if loss_dice else "", loss
        )
    notes = [
        translate("CoC7Play", "{0}; {1}").format(_rolled(translate("CoC7Play", "Sanity"), san_before, roll), loss_note),
        translate("CoC7Play", "SAN {0} → {1}; lost today {2}").format(san_before, san_after, lost_today),
    ]
    int_needed = lost >= TEMPORARY_INSANITY_LOSS
    if int_needed:
        notes.append(
            translate("CoC7Play", "{0} SAN lost in one roll: an INT roll decides temporary insanity").format(lost)
        )
    # A fifth or more, not a rounded-down fifth: lost_today >= start_of_day / 5, in integers.
    indefinite = False
    if (
        lost > 0
        and lost_today * 5 >= start_of_day
        and not sheet.conditions.indefinite_insanity
    ):
        indefinite = True
        after.conditions.indefinite_insanity = True
        fifth = f"{start_of_day / 5:g}"
        notes.append(
            translate("CoC7Play", "{0} SAN lost today is a fifth or more of {1} ({2}): indefinite insanity").format(
                lost_today, start_of_day, fifth
            )
        )
    permanent = san_after == 0
    if permanent:
        after.conditions.permanent_insanity = True
        notes.append(translate("CoC7Play", "SAN 0: permanently insane"))
    return _outcome(
        SanOutcome,
        before,
        after,
        notes,
        roll=roll,
        loss_text=loss_pair.text,
        loss_dice=loss_dice,
        loss=loss,
        lost=lost,
        fumble_maximum=fumble,
        san_before=san_before,
        san_after=san_after,
        san_lost_today=lost_today,
        san_start_of_day=start_of_day,
        int_roll_needed=int_needed,
        indefinite_insanity=indefinite,
        permanent_insanity=permanent,
    )


def temporary_insanity_check(sheet: CoC7Sheet, rng: random.Random) -> InsanityOutcome:
    """The INT roll after 5+ SAN lost in one roll (seed 004): a success means the investigator
    understands what was seen and is temporarily insane for 1D10 hours.

    The roll is of kind FORCED: a characteristic roll forced on the investigator, not pushed,
    but Luck may be spent on it (seeds 000/003 exclude only Luck, damage, Sanity and SAN-loss
    rolls): pass the outcome to :func:`spend_luck`.
    """
    _, value = _characteristic_value(sheet, "INT")
    roll = d100.roll_d100(rng, value, Difficulty.REGULAR, 0, 0, RollKind.FORCED, "INT (insanity)")
    before = sheet
    after = _copy(sheet)
    notes = [_rolled(_shown("INT"), value, roll)]
    hours: DiceResult | None = None
    if roll.success:
        hours = parse("1D10").roll(rng)
        after.conditions.temporary_insanity = True
        notes.append(translate("CoC7Play", "temporarily insane for {0} hours").format(hours.total))
    else:
        notes.append(translate("CoC7Play", "the mind refuses to understand: no temporary insanity"))
    return _outcome(
        InsanityOutcome,
        before,
        after,
        notes,
        roll=roll,
        temporary_insanity=roll.success,
        hours=hours,
    )


def new_day(sheet: CoC7Sheet) -> Outcome:
    """Start a new game day: the SAN lost today goes back to 0."""
    after = _copy(sheet)
    after.san_lost_today = 0
    return _outcome(Outcome, sheet, after, [translate("CoC7Play", "a new day: SAN lost today reset to 0")])


def gain_san(sheet: CoC7Sheet, amount: int, reason: str = "") -> SanGainOutcome:
    """Add SAN, never above 99 − Cthulhu Mythos."""
    _count(amount, "SAN gained")
    derived = derive(sheet)
    san_before, san_max = derived.san, derived.san_max
    san_after = max(san_before, min(san_max, san_before + amount))
    after = _copy(sheet)
    _set(after, "san", san_before, san_after)
    change = translate("CoC7Play", "SAN {0} → {1}").format(san_before, san_after)
    notes = [translate("CoC7Play", "{0}: {1}").format(reason, change) if reason else change]
    if san_before + amount > san_max:
        notes.append(translate("CoC7Play", "capped at the maximum SAN {0} (99 − Cthulhu Mythos)").format(san_max))
    return _outcome(
        SanGainOutcome,
        sheet,
        after,
        notes,
        requested=amount,
        gained=san_after - san_before,
        san_before=san_before,
        san_after=san_after,
        san_max=san_max,
    )
