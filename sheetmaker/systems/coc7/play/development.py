"""The investigator development phase: improvement checks for ticked skills.

Rule decisions:

* **Development** (seed 003): each ticked skill rolls 1D100; above the skill or above 95 adds
  1D10 (to ``experience``); reaching 90+ from below gives 2D6 SAN, each time, capped at
  99 − Cthulhu Mythos. No cap on the skill itself in play. Ticks are cleared.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from sheetmaker.core.dice import DiceResult, parse
from sheetmaker.core.i18n import translate
from sheetmaker.core.outcome import Outcome
from sheetmaker.systems.coc7.model import CoC7Sheet
from sheetmaker.systems.coc7.play._common import (
    _copy,
    _is_no_improvement,
    _outcome,
    _percentile,
    _set,
    _shown,
)
from sheetmaker.systems.coc7.rules import derive

#: A skill reaching this in the development phase gives 2D6 SAN (seed 003).
MASTERY = 90


@dataclass(frozen=True, slots=True)
class ImprovementCheck:
    """One ticked skill in the development phase."""

    label: str
    value: int
    #: The 1D100 roll, or None when the skill cannot improve (Cthulhu Mythos).
    roll: int | None
    improved: bool
    gain: int
    new_value: int
    #: 2D6 SAN for reaching 90% (None if not reached now).
    san_dice: DiceResult | None = None


@dataclass(frozen=True, kw_only=True)
class DevelopmentOutcome(Outcome):
    """The development phase: every check, every gain, SAN before and after."""

    checks: tuple[ImprovementCheck, ...]
    san_before: int
    san_after: int
    san_gained: int


def development_phase(sheet: CoC7Sheet, rng: random.Random) -> DevelopmentOutcome:
    """The investigator development phase (seed 003): every ticked skill in sheet order rolls
    1D100; above the skill or above 95 adds 1D10 experience points; a skill reaching 90+ from
    below gives 2D6 SAN (capped at 99 − Cthulhu Mythos). All ticks are cleared."""
    derived = derive(sheet)
    after = _copy(sheet)
    checks: list[ImprovementCheck] = []
    notes: list[str] = []
    san_gain = 0
    for entry in after.skills:
        if not entry.ticked:
            continue
        entry.ticked = False
        line = derived.skill(entry.label)
        value = line.value if line is not None else 0
        if _is_no_improvement(entry.label):
            checks.append(ImprovementCheck(entry.label, value, None, False, 0, value))
            notes.append(
                translate("CoC7Play", "{0} cannot be improved by experience: tick cleared").format(
                    _shown(entry.label)
                )
            )
            continue
        roll = _percentile(rng)
        if roll > value or roll > 95:
            gain = parse("1D10").roll(rng).total
            entry.experience += gain
            new_value = value + gain
            san_dice = None
            note = translate("CoC7Play", "{0} {1}: rolled {2}, +{3} → {4}").format(
                _shown(entry.label), value, f"{roll:02d}", gain, new_value
            )
            if value < MASTERY <= new_value:
                san_dice = parse("2D6").roll(rng)
                san_gain += san_dice.total
                note = translate("CoC7Play", "{0}; reaches {1}%: +{2} SAN (2D6)").format(
                    note, MASTERY, san_dice.total
                )
            checks.append(
                ImprovementCheck(entry.label, value, roll, True, gain, new_value, san_dice)
            )
        else:
            note = translate("CoC7Play", "{0} {1}: rolled {2}, no improvement").format(
                _shown(entry.label), value, f"{roll:02d}"
            )
            checks.append(ImprovementCheck(entry.label, value, roll, False, 0, value))
        notes.append(note)
    san_before = derived.san
    san_after = san_before
    if san_gain:
        san_after = max(san_before, min(derived.san_max, san_before + san_gain))
        _set(after, "san", san_before, san_after)
        notes.append(translate("CoC7Play", "SAN {0} → {1}").format(san_before, san_after))
        if san_before + san_gain > derived.san_max:
            notes.append(
                translate("CoC7Play", "capped at the maximum SAN {0} (99 − Cthulhu Mythos)").format(derived.san_max)
            )
    if not checks:
        notes.append(translate("CoC7Play", "no ticked skills"))
    return _outcome(
        DevelopmentOutcome,
        sheet,
        after,
        notes,
        checks=tuple(checks),
        san_before=san_before,
        san_after=san_after,
        san_gained=san_after - san_before,
    )
