"""Aging in play: the effects of each decade crossed.

Rule decisions:

* **Aging in play** (seed 003, example in seed 000): cumulative per decade crossed; the split of
  each deduction or addition is asked through :class:`AgingChooser`. MOV is not stored: it is
  derived from the characteristics and the age table, whose penalty by age band (−1 in the 40s
  ... −5 in the 80s) is the in-play −1 per decade from 40 on, so setting the age gives the right
  MOV. The table stops at 89: see :attr:`AgingOutcome.notes` past that.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from sheetmaker.core.dice import parse
from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import translate
from sheetmaker.core.outcome import Outcome
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    CharacteristicChange,
    CoC7Sheet,
)
from sheetmaker.systems.coc7.play._common import (
    _copy,
    _count,
    _outcome,
    _percentile,
    _shown,
)
from sheetmaker.systems.coc7.rules import derive

EDU_MAX = 99


@dataclass(frozen=True, slots=True)
class DecadeEffect:
    """The effects of turning one decade age (20, 40, 50...)."""

    age: int
    #: EDU improvement check: the 1D100 roll (None when none is due or magical aging).
    edu_roll: int | None = None
    edu_gain: int = 0
    #: Points added (turning 20) or deducted, by characteristic.
    split: dict[str, int] = field(default_factory=dict)
    added: bool = False
    app_penalty: int = 0
    mov_penalty: int = 0


@dataclass(frozen=True, kw_only=True)
class AgingOutcome(Outcome):
    """Aging in play from ``age_before`` to ``age_after``."""

    age_before: int
    age_after: int
    magical: bool
    decades: tuple[DecadeEffect, ...]
    #: The record appended to ``characteristic_changes`` (None when nothing changed).
    record: CharacteristicChange | None
    hp_max_before: int
    hp_max_after: int
    mov_before: int
    mov_after: int


@runtime_checkable
class AgingChooser(Protocol):
    """Asks how aging points are split (the GUI shows a dialog, tests use a fake)."""

    def split_points(
        self,
        points: int,
        allowed: tuple[str, ...],
        *,
        add: bool,
        age: int,
        current: Mapping[str, int],
    ) -> Mapping[str, int]:
        """How ``points`` are split among ``allowed`` characteristics.

        Args:
            points: the total to split (exactly this must be returned).
            allowed: the characteristics that may take points ("STR", "SIZ" or "STR", "CON",
                "DEX").
            add: True when the points are added (turning 20), False when deducted.
            age: the decade being turned (20, 40, 50...).
            current: the current values of the allowed characteristics.
        """
        ...


@dataclass(frozen=True, slots=True)
class _Decade:
    edu_check: bool
    points: int
    allowed: tuple[str, ...]
    add: bool
    app: int
    mov: int


_ADD_FROM = ("STR", "SIZ")
_DEDUCT_FROM = ("STR", "CON", "DEX")


def _decade_rule(age: int) -> _Decade | None:
    """The effects of turning ``age`` (a multiple of 10), seed 003 "Aging"."""
    if age == 20:
        return _Decade(True, 5, _ADD_FROM, True, 0, 0)
    if age in (40, 50):
        return _Decade(True, 5, _DEDUCT_FROM, False, 5, 1)
    if age == 60:
        return _Decade(True, 10, _DEDUCT_FROM, False, 5, 1)
    if age == 70:
        return _Decade(False, 20, _DEDUCT_FROM, False, 5, 1)
    if age == 80:
        return _Decade(False, 40, _DEDUCT_FROM, False, 5, 1)
    if age > 80:
        return _Decade(False, 80, _DEDUCT_FROM, False, 0, 1)
    return None  # turning 10 or 30: nothing


def _ask_split(
    chooser: AgingChooser, rule: _Decade, age: int, values: dict[str, int]
) -> dict[str, int]:
    current = {name: values[name] for name in rule.allowed}
    points = rule.points if rule.add else min(rule.points, sum(current.values()))
    if points == 0:
        return {}
    answer = chooser.split_points(points, rule.allowed, add=rule.add, age=age, current=current)
    if not isinstance(answer, Mapping):
        raise RollError(f"turning {age}: the split must map characteristics to points")
    split: dict[str, int] = {}
    for name, part in answer.items():
        if name not in rule.allowed:
            raise RollError(
                f"turning {age}: {name!r} cannot take these points, only {', '.join(rule.allowed)}"
            )
        if not isinstance(part, int) or isinstance(part, bool) or part < 0:
            raise RollError(f"turning {age}: points for {name} must be a whole number >= 0")
        if not rule.add and part > current[name]:
            raise RollError(
                f"turning {age}: cannot deduct {part} from {name} {current[name]}"
            )
        if part:
            split[name] = part
    total = sum(split.values())
    if total != points:
        verb = "add" if rule.add else "deduct"
        raise RollError(
            f"turning {age}: {verb} exactly {points} points among {', '.join(rule.allowed)}, "
            f"not {total}"
        )
    return split


def age_in_play(
    sheet: CoC7Sheet,
    new_age: int,
    rng: random.Random,
    chooser: AgingChooser,
    magical: bool = False,
) -> AgingOutcome:
    """Age the investigator in play to ``new_age`` (seed 003 "Aging", example in seed 000).

    The effects are cumulative for every decade crossed (turning 20, 40, 50...), in order: the
    EDU improvement check (1D100 above EDU adds 1D10, EDU max 99; skipped with ``magical``
    aging), the points added or deducted (split by ``chooser``), APP −5. MOV follows from the
    age (derived). The net change is recorded as a :class:`CharacteristicChange` with the reason
    "Aging to N"; current HP and MP above their new maxima come down to them.

    Raises:
        RollError: the new age is younger, or the chooser's split is not allowed.
    """
    _count(new_age, "the new age")
    old_age = sheet.age
    if new_age < old_age:
        raise RollError(
            translate("CoC7Play", "aging goes forward: {0} is younger than {1}").format(new_age, old_age)
        )
    if new_age > 200:
        raise RollError(translate("CoC7Play", "an age of {0} is beyond the sheet's limit of 200").format(new_age))
    derived_before = derive(sheet)
    values = sheet.characteristics.as_dict()
    start = dict(values)
    decades: list[DecadeEffect] = []
    notes: list[str] = []
    first = (old_age // 10 + 1) * 10
    for age in range(first, new_age + 1, 10):
        rule = _decade_rule(age)
        if rule is None:
            continue
        edu_roll, edu_gain = None, 0
        if rule.edu_check and not magical:
            edu_roll = _percentile(rng)
            if edu_roll > values["EDU"]:
                rolled = parse("1D10").roll(rng).total
                new_edu = min(EDU_MAX, values["EDU"] + rolled)
                edu_gain = new_edu - values["EDU"]
                notes.append(
                    translate("CoC7Play", "turning {0}: EDU check {1} > {2}: +{3} → EDU {4}").format(
                        age, f"{edu_roll:02d}", values["EDU"], rolled, new_edu
                    )
                )
                values["EDU"] = new_edu
            else:
                notes.append(
                    translate("CoC7Play", "turning {0}: EDU check {1}, no gain").format(age, f"{edu_roll:02d}")
                )
        elif rule.edu_check:
            notes.append(translate("CoC7Play", "turning {0}: magical aging, no EDU check").format(age))
        split = _ask_split(chooser, rule, age, values)
        for name, part in split.items():
            values[name] += part if rule.add else -part
        if split:
            sign = "+" if rule.add else "−"
            notes.append(
                translate("CoC7Play", "turning {0}: {1}").format(
                    age, ", ".join(f"{_shown(name)} {sign}{p}" for name, p in split.items())
                )
            )
        app_penalty = min(rule.app, values["APP"])
        if rule.app:
            values["APP"] -= app_penalty
            notes.append(translate("CoC7Play", "turning {0}: APP −{1} → {2}").format(age, app_penalty, values["APP"]))
        if rule.mov:
            notes.append(translate("CoC7Play", "turning {0}: MOV −{1}").format(age, rule.mov))
        decades.append(
            DecadeEffect(age, edu_roll, edu_gain, split, rule.add, app_penalty, rule.mov)
        )
    after = _copy(sheet)
    delta = {
        name: values[name] - start[name] for name in CHARACTERISTICS if values[name] != start[name]
    }
    record = None
    if delta:
        for name, value in values.items():
            setattr(after.characteristics, name, value)
        record = CharacteristicChange(reason=f"Aging to {new_age}", changes=delta)
        after.characteristic_changes = [*after.characteristic_changes, record]
    after.age = new_age
    derived_after = derive(after)
    if after.hp is not None and after.hp > derived_after.hp_max:
        notes.append(translate("CoC7Play", "HP {0} → {1} (the new maximum)").format(after.hp, derived_after.hp_max))
        after.hp = derived_after.hp_max
    if after.mp is not None and after.mp > derived_after.mp_max:
        after.mp = derived_after.mp_max
    if derived_after.hp_max != derived_before.hp_max:
        notes.append(
            translate("CoC7Play", "maximum HP {0} → {1}").format(derived_before.hp_max, derived_after.hp_max)
        )
    if derived_after.mov != derived_before.mov:
        notes.append(translate("CoC7Play", "MOV {0} → {1}").format(derived_before.mov, derived_after.mov))
    # MOV is derived from the age table; check it against the in-play rule (−1 per decade from
    # 40), with the characteristics held at their new values so only the age effect counts.
    in_play_mov = derive(after.model_copy(update={"age": old_age})).mov - sum(
        d.mov_penalty for d in decades
    )
    if derived_after.mov != in_play_mov:
        notes.append(
            translate(
                "CoC7Play",
                "the age table gives MOV {0} but aging in play gives {1} "
                "(the table stops at 89: MOV −1 for each further decade)",
            ).format(derived_after.mov, in_play_mov)
        )
    return _outcome(
        AgingOutcome,
        sheet,
        after,
        notes,
        age_before=old_age,
        age_after=new_age,
        magical=bool(magical),
        decades=tuple(decades),
        record=record,
        hp_max_before=derived_before.hp_max,
        hp_max_after=derived_after.hp_max,
        mov_before=derived_before.mov,
        mov_after=derived_after.mov,
    )
