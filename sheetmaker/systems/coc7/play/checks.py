"""Skill, characteristic, Idea and Know rolls, pushes and opposed rolls.

Rule decisions:

* **Ticks.** A success that :attr:`D100Roll.earns_tick` ticks the skill, adding an entry to
  ``sheet.skills`` for a skill that has none yet (a base-value skill). Characteristic, Idea,
  Know and Luck rolls tick nothing. Cthulhu Mythos never ticks and is never improved in the
  development phase *[book]* (no seed mentions it). A roll altered with Luck earns no tick
  (seeds 000/003); when the Luck is spent on the very roll that ticked the skill (pass its
  :class:`RollOutcome`), the tick is withdrawn.
* **Opposed rolls**: the investigator's skill is ticked when they win with a success.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from sheetmaker.core import d100
from sheetmaker.core.d100 import D100Roll, Difficulty, OpposedOutcome, RollKind
from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import translate
from sheetmaker.core.outcome import Outcome
from sheetmaker.systems.coc7.model import CHARACTERISTICS, CoC7Sheet, Skill
from sheetmaker.systems.coc7.play._common import (
    _characteristic_value,
    _copy,
    _count,
    _is_no_improvement,
    _judged,
    _opponent,
    _outcome,
    _rolled,
    _shown,
)
from sheetmaker.systems.coc7.rules import derive


@dataclass(frozen=True, kw_only=True)
class RollOutcome(Outcome):
    """A skill, characteristic, Idea, Know or Luck roll, a push or a Luck spend.

    ``ticked`` is True when this action ticked the skill (it was not ticked before);
    ``unticked`` when a Luck spend withdrew the tick its roll had earned.
    """

    roll: D100Roll
    ticked: bool = False
    unticked: bool = False

    @property
    def success(self) -> bool:
        return self.roll.success


@dataclass(frozen=True, kw_only=True)
class OpposedRollOutcome(Outcome):
    """An opposed roll: the investigator's ``roll`` ("a") against the ``other`` side ("b").
    Opposed rolls cannot be pushed (seed 003)."""

    roll: D100Roll
    other: D100Roll
    result: OpposedOutcome
    ticked: bool = False
    #: How a roll where both sides failed was judged (see :func:`d100.opposed`).
    both_fail: d100.BothFail = "compare"

    @property
    def won(self) -> bool:
        return self.result.winner == "a"


def _ticked(label: str) -> str:
    return translate("CoC7Play", "{0} ticked for improvement").format(_shown(label))


def _skill_line(sheet: CoC7Sheet, label: str, derived: Any = None):
    if not isinstance(label, str) or not label.strip():
        raise RollError(translate("CoC7Play", "name the skill to roll"))
    derived = derived if derived is not None else derive(sheet)
    line = derived.skill(label.strip())
    if line is None:
        if label.strip().upper() in CHARACTERISTICS:
            raise RollError(
                translate("CoC7Play", "{0} is a characteristic, not a skill: make a characteristic roll").format(
                    label.strip()
                )
            )
        raise RollError(translate("CoC7Play", "the sheet has no skill named {0}").format(repr(label.strip())))
    return line


def _tick(sheet: CoC7Sheet, label: str) -> bool:
    """Tick a skill on ``sheet`` (a working copy); True if it was not ticked before."""
    if _is_no_improvement(label):
        return False
    line = _skill_line(sheet, label)
    if _is_no_improvement(line.label):
        return False
    entry = sheet.skill(line.label)
    if entry is None:
        sheet.skills = [
            *sheet.skills,
            Skill(name=line.name, specialisation=line.specialisation, ticked=True),
        ]
        return True
    if entry.ticked:
        return False
    entry.ticked = True
    return True


def skill_roll(
    sheet: CoC7Sheet,
    label: str,
    rng: random.Random,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
) -> RollOutcome:
    """Roll a skill (value from :func:`derive`); a success that earns a tick ticks it.

    Raises:
        RollError: the sheet has no such skill, or bad difficulty/dice counts.
    """
    line = _skill_line(sheet, label)
    roll = d100.roll_d100(rng, line.value, difficulty, bonus, penalty, RollKind.SKILL, line.label)
    after = _copy(sheet)
    notes = [_rolled(_shown(line.label), line.value, roll)]
    ticked = False
    if roll.earns_tick:
        ticked = _tick(after, line.label)
        if ticked:
            notes.append(_ticked(line.label))
        elif _is_no_improvement(line.label):
            notes.append(translate("CoC7Play", "{0} never earns an improvement tick").format(_shown(line.label)))
    return _outcome(RollOutcome, sheet, after, notes, roll=roll, ticked=ticked)


def characteristic_roll(
    sheet: CoC7Sheet,
    name: str,
    rng: random.Random,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
    label: str | None = None,
) -> RollOutcome:
    """Roll a characteristic (STR, CON...); no tick. ``label`` names it in the roll log."""
    key, value = _characteristic_value(sheet, name)
    roll = d100.roll_d100(
        rng, value, difficulty, bonus, penalty, RollKind.CHARACTERISTIC, label or key
    )
    notes = [_rolled(_shown(label or key), value, roll)]
    return _outcome(RollOutcome, sheet, _copy(sheet), notes, roll=roll)


def idea_roll(
    sheet: CoC7Sheet,
    rng: random.Random,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
) -> RollOutcome:
    """An Idea roll: rolled against INT like an INT roll (seed 003)."""
    return characteristic_roll(sheet, "INT", rng, difficulty, bonus, penalty, label="Idea")


def know_roll(
    sheet: CoC7Sheet,
    rng: random.Random,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
) -> RollOutcome:
    """A Know roll: rolled against EDU (seed 003)."""
    return characteristic_roll(sheet, "EDU", rng, difficulty, bonus, penalty, label="Know")


def push_roll(
    sheet: CoC7Sheet,
    roll: D100Roll | RollOutcome | OpposedRollOutcome,
    rng: random.Random,
    label: str | None = None,
) -> RollOutcome:
    """Push a failed skill or characteristic roll, once; a skill success ticks the skill.

    ``label`` is the skill to tick (default: the roll's label).

    Raises:
        RollError: the roll cannot be pushed (Luck, SAN, combat or other rolls, a second push,
            a success, a fumble, a roll altered with Luck, an opposed roll).
    """
    if isinstance(roll, OpposedRollOutcome):
        raise RollError(translate("CoC7Play", "opposed rolls cannot be pushed"))
    roll = roll.roll if isinstance(roll, RollOutcome) else roll
    pushed = d100.push(roll, rng)
    before = sheet
    after = _copy(sheet)
    name = label or pushed.label
    notes = [
        translate("CoC7Play", "{0} pushed: rolled {1}, {2}").format(
            _shown(name) or translate("CoC7Play", "roll"), f"{pushed.result:02d}", d100.level_word(pushed.level)
        )
    ]
    ticked = False
    if pushed.earns_tick and pushed.kind == RollKind.SKILL:
        ticked = _tick(after, name)
        if ticked:
            notes.append(_ticked(name))
    return _outcome(RollOutcome, before, after, notes, roll=pushed, ticked=ticked)


def opposed_roll(
    sheet: CoC7Sheet,
    label: str,
    rng: random.Random,
    opponent_value: int,
    *,
    opponent_label: str = "opponent",
    bonus: int = 0,
    penalty: int = 0,
    opponent_bonus: int = 0,
    opponent_penalty: int = 0,
    opponent_roll: D100Roll | None = None,
    both_fail: d100.BothFail = "compare",
) -> OpposedRollOutcome:
    """An opposed roll: the investigator's skill or characteristic ``label`` against an
    opponent's value (rolled here unless ``opponent_roll`` is given; the investigator rolls
    first). Difficulty plays no part; bonus/penalty dice do. Winning with a skill success
    ticks the skill. When both fail the higher value still wins (seed 003: "one will win,
    the other will lose"), unless ``both_fail="none"``."""
    derived = derive(sheet)
    key = label.strip().upper() if isinstance(label, str) else ""
    if key in CHARACTERISTICS:
        value, kind, name = derived.characteristics[key].value, RollKind.CHARACTERISTIC, key
    else:
        line = _skill_line(sheet, label, derived)
        value, kind, name = line.value, RollKind.SKILL, line.label
    roll = d100.roll_d100(rng, value, Difficulty.REGULAR, bonus, penalty, kind, name)
    if opponent_roll is None:
        _count(opponent_value, "the opponent's value")
        opponent_roll = d100.roll_d100(
            rng,
            opponent_value,
            Difficulty.REGULAR,
            opponent_bonus,
            opponent_penalty,
            RollKind.OTHER,
            opponent_label,
        )
    result = _judged(roll, opponent_roll, both_fail)
    before = sheet
    after = _copy(sheet)
    notes = [
        translate("CoC7Play", "{0} {1}: {2} {3}; {4} {5}: {6} {7}").format(
            _shown(name),
            value,
            f"{roll.result:02d}",
            d100.level_word(roll.level),
            _opponent(opponent_roll.label),
            opponent_roll.value,
            f"{opponent_roll.result:02d}",
            d100.level_word(opponent_roll.level),
        ),
        result.reason,
    ]
    ticked = False
    if result.winner == "a" and roll.earns_tick and kind == RollKind.SKILL:
        ticked = _tick(after, name)
        if ticked:
            notes.append(_ticked(name))
    return _outcome(
        OpposedRollOutcome,
        before,
        after,
        notes,
        roll=roll,
        other=opponent_roll,
        result=result,
        ticked=ticked,
        both_fail=both_fail,
    )
