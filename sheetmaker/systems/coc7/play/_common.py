"""What the rules of the play package share: working copies, outcomes built from the
difference between two sheets, counts, roll labels in the language in use, the 1D100 check."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from sheetmaker.core import d100, outcome, terms
from sheetmaker.core.d100 import D100Roll, OpposedOutcome
from sheetmaker.core.dice import parse
from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.core.outcome import Change
from sheetmaker.systems.coc7.model import CHARACTERISTICS, CoC7Sheet, skill_label
from sheetmaker.systems.coc7.rules import derive

#: Skills that never take an improvement tick nor improve in the development phase *[book]*.
NO_IMPROVEMENT_SKILLS = frozenset({"cthulhu mythos"})


def _copy(sheet: CoC7Sheet) -> CoC7Sheet:
    if not isinstance(sheet, CoC7Sheet):
        raise TypeError(f"expected a CoC7Sheet, not {type(sheet).__name__}")
    return sheet.model_copy(deep=True)


def _key(item: dict[str, Any]) -> str:
    return skill_label(item.get("name", ""), item.get("specialisation", ""))


#: Skills are named by their label in change paths: ``skills[Spot Hidden].ticked``.
_LIST_KEYS = {"skills": _key}


def changes_between(before: CoC7Sheet, after: CoC7Sheet) -> tuple[Change, ...]:
    """Every stored field that differs between two sheets."""
    return outcome.changes_between(before, after, _LIST_KEYS)


def _outcome(cls: type, before: CoC7Sheet, after: CoC7Sheet, notes: list[str], **fields: Any):
    return cls(sheet=after, changes=changes_between(before, after), notes=tuple(notes), **fields)


def _set(sheet: CoC7Sheet, name: str, current: int, new: int) -> None:
    """Store a current HP/MP/SAN value, leaving ``None`` ("at the maximum/start") alone when
    the value does not change."""
    if new != current or getattr(sheet, name) is not None:
        setattr(sheet, name, new)


def _count(value: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise RollError(f"{what} must be a whole number >= 0, not {value!r}")
    return value


def _check_alive(sheet: CoC7Sheet, action: str) -> None:
    """Refuse ``action`` (one of :data:`_ACTIONS`' keys) on a dead investigator."""
    if sheet.conditions.dead:
        raise RollError(
            translate("CoC7Play", "cannot {0}: the investigator is dead").format(
                translate("CoC7Play", _ACTIONS.get(action, action))
            )
        )


#: What :func:`_check_alive` refuses, in words (translated in the "CoC7Play" context).
_ACTIONS = {
    "make a Sanity roll": QT_TRANSLATE_NOOP("CoC7Play", "make a Sanity roll"),
    "make a CON roll": QT_TRANSLATE_NOOP("CoC7Play", "make a CON roll"),
    "heal": QT_TRANSLATE_NOOP("CoC7Play", "heal"),
    "give First Aid": QT_TRANSLATE_NOOP("CoC7Play", "give First Aid"),
    "use Medicine": QT_TRANSLATE_NOOP("CoC7Play", "use Medicine"),
}


#: Rolls named by a word rather than a skill or characteristic (shown translated).
_ROLL_WORDS = {
    "Idea": QT_TRANSLATE_NOOP("RollButton", "Idea"),
    "Know": QT_TRANSLATE_NOOP("RollButton", "Know"),
}


def _shown(label: str) -> str:
    """A roll's label in the language in use: a characteristic's abbreviation (``STR`` → ``ST``
    in German), a skill label (``Library Use`` → ``Bibliotheksnutzung``), Idea or Know; any
    other label (a custom skill, an opponent's name) as it is."""
    if not label:
        return label
    if label in CHARACTERISTICS:
        return terms.characteristic_abbr("coc7", label)
    if label in _ROLL_WORDS:
        return translate("RollButton", _ROLL_WORDS[label])
    return terms.skill_label("coc7", label)


def _opponent(label: str) -> str:
    """The other side of an opposed roll as the notes name it."""
    return translate("CoC7Play", "opponent") if label in ("", "opponent") else _shown(label)


def _judged(a: D100Roll, b: D100Roll, both_fail: d100.BothFail) -> OpposedOutcome:
    """:func:`d100.opposed`, its reason naming the two sides in the language in use (the rolls
    keep their labels)."""
    return d100.opposed(
        dataclasses.replace(a, label=_shown(a.label)),
        dataclasses.replace(b, label=_opponent(b.label)) if b.label else b,
        both_fail=both_fail,
    )


def _rolled(label: object, value: int, roll: D100Roll) -> str:
    """``Spot Hidden 45: rolled 23, regular``."""
    return translate("CoC7Play", "{0} {1}: rolled {2}, {3}").format(
        label, value, f"{roll.result:02d}", d100.level_word(roll.level)
    )


def _percentile(rng: random.Random) -> int:
    """A plain 1D100 check (1..100), for improvement and recovery checks."""
    return parse("1D100").roll(rng).total


def _is_no_improvement(label: str) -> bool:
    return label.strip().casefold() in NO_IMPROVEMENT_SKILLS


def _characteristic_value(sheet: CoC7Sheet, name: str, derived: Any = None) -> tuple[str, int]:
    key = name.strip().upper() if isinstance(name, str) else ""
    if key not in CHARACTERISTICS:
        raise RollError(
            f"unknown characteristic {name!r}: expected one of {', '.join(CHARACTERISTICS)}"
        )
    derived = derived if derived is not None else derive(sheet)
    return key, derived.characteristics[key].value
