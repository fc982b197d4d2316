"""Skill points spent as a player would: occupation points (Credit Rating first, key skills
raised), personal interest points, the quick-start values; sheet skills from the points."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from sheetmaker.systems.coc7.data import OccupationDef, RulesData
from sheetmaker.systems.coc7.generate._common import CREDIT_RATING, _weighted_order
from sheetmaker.systems.coc7.generate.hints import _USEFUL, _hint
from sheetmaker.systems.coc7.generate.occupation import _Labels
from sheetmaker.systems.coc7.model import Characteristics, OccupationChoice, Skill
from sheetmaker.systems.coc7.rules import (
    canonical_label,
    occupation_points,
    personal_points,
    skill_base,
)


@dataclass
class _Pot:
    label: str
    base: int
    cap: int
    weight: float
    points: int = 0

    @property
    def value(self) -> int:
        return self.base + self.points


def _chunk(pot: _Pot, left: int) -> int:
    """Points for one step: up to the next multiple of 5 (values end in 0 or 5 when they can)."""
    step = 5 - pot.value % 5 if pot.value % 5 else 5
    return min(step, left, pot.cap - pot.value)


def _spend(rng: random.Random, budget: int, pots: list[_Pot], reserve: list[_Pot], first_share: bool) -> int:
    """Spend ``budget`` over ``pots`` (more from ``reserve`` when all are full, then higher
    caps, never past 99); returns what could not be spent (0 but in freak cases)."""
    left = budget
    if first_share:
        for pot in pots:
            if left <= 0:
                break
            step = _chunk(pot, left)
            if step > 0:
                pot.points += step
                left -= step
    while left > 0:
        open_ = [pot for pot in pots if pot.value < pot.cap]
        if not open_:
            if reserve:
                pots.append(reserve.pop(0))
                continue
            raised = False
            for pot in pots:
                if pot.cap < 99:
                    pot.cap = min(99, pot.cap + 5)
                    raised = True
            if not raised:
                break
            continue
        pot = open_[0] if len(open_) == 1 else rng.choices(open_, weights=[p.weight for p in open_])[0]
        step = _chunk(pot, left)
        pot.points += step
        left -= step
    return left


def _credit_rating(rng: random.Random, occupation: OccupationDef, budget: int) -> int:
    low, high = occupation.credit_rating
    share = rng.triangular(0.05, 0.8, 0.35)
    value = low + round((high - low) * share)
    value = min(value, max(low, int(budget * 0.35)))
    return max(low, min(high, value, budget)) if budget >= low else budget


def _spend_occupation(
    rng: random.Random,
    occupation: OccupationDef,
    labels: Sequence[str],
    chars: Characteristics,
    budget: int,
    data: RulesData,
) -> dict[str, int]:
    """Occupation points by skill label: Credit Rating in range, the rest over the skills."""
    hint = _hint(occupation)
    cr_label = canonical_label(CREDIT_RATING, data)
    cr = _credit_rating(rng, occupation, budget)
    keys = _key_labels(hint.key, labels, data) or [label.casefold() for label in labels[:3]]
    if len(keys) > 2:
        # Two to four key skills, the occupation's first ones the likeliest.
        ordered = _weighted_order(rng, [(key, 4.0 / (i + 1)) for i, key in enumerate(keys)])
        keys = ordered[: rng.randint(2, min(4, len(keys)))]
    key_cap = rng.choice((75, 80))
    pots = []
    key_pots = []
    for label in labels:
        if label.casefold() == cr_label.casefold():
            continue
        is_key = label.casefold() in keys
        base = skill_base(label, chars, data)
        pot = _Pot(label, base, key_cap if is_key else rng.choice((60, 65, 70)), 1.5 if is_key else 1.0)
        pots.append(pot)
        if is_key:
            key_pots.append(pot)
    left = budget - cr
    # Every skill gets a first share, then the key skills are raised toward 55–80 in turn.
    for pot in pots:
        step = _chunk(pot, left)
        if step > 0:
            pot.points += step
            left -= step
    targets = {id(pot): min(pot.cap, 5 * rng.randint(11, 16)) for pot in key_pots}
    while left > 0:
        rising = [pot for pot in key_pots if pot.value < targets[id(pot)]]
        if not rising:
            break
        for pot in rising:
            step = min(_chunk(pot, left), targets[id(pot)] - pot.value)
            pot.points += step
            left -= step
            if left <= 0:
                break
    left = _spend(rng, left, pots, [], first_share=False)
    if left > 0:  # every skill at 99: Credit Rating takes what it can
        extra = min(left, occupation.credit_rating[1] - cr)
        cr += extra
    spent = {pot.label: pot.points for pot in pots if pot.points}
    spent[cr_label] = cr
    return spent


def _key_labels(keys: Iterable[str], labels: Sequence[str], data: RulesData) -> list[str]:
    """The case-folded labels of the key skills, in the hint's order; a generic key
    ("Art/Craft", "Firearms") stands for the occupation label that names it
    ("Art/Craft (Photography)")."""
    found: list[str] = []
    for key in keys:
        hit = data.resolve(key)
        if hit is None:
            continue
        sdef, spec = hit
        if sdef.specialised and not spec:
            for label in labels:
                other = data.resolve(label)
                if other is not None and other[0] is sdef:
                    found.append(label.casefold())
                    break
        else:
            found.append(canonical_label(key, data).casefold())
    present = {label.casefold() for label in labels}
    return [key for key in dict.fromkeys(found) if key in present]


def _spend_personal(
    rng: random.Random,
    occupation: OccupationDef,
    occupation_labels: Iterable[str],
    chars: Characteristics,
    budget: int,
    era: str,
    data: RulesData,
) -> dict[str, int]:
    """Personal interest points by skill label: a handful of useful non-occupation skills."""
    hint = _hint(occupation)
    labels = _Labels(data, era)
    for label in occupation_labels:
        labels.take(label)
    ordered = _weighted_order(rng, [(label, 12.0 - i) for i, label in enumerate(hint.personal)])
    ordered += _weighted_order(rng, [(s, w) for s, w in _USEFUL if s not in hint.personal])
    count = rng.randint(3, 5)
    pots: list[_Pot] = []
    for label in ordered:
        if len(pots) == count + 4:  # a few in reserve; past them the caps rise instead
            break
        complete = labels.complete(label, hint, rng)
        if complete is None:
            continue
        labels.take(complete)
        base = skill_base(complete, chars, data)
        cap = rng.choice((50, 55, 60, 65))
        if base >= cap:
            continue
        pots.append(_Pot(complete, base, cap, rng.uniform(1.0, 3.0)))
    chosen, reserve = pots[:count], pots[count:]
    _spend(rng, budget, chosen, reserve, first_share=True)
    return {pot.label: pot.points for pot in chosen if pot.points}


def _skills(points: Mapping[str, tuple[int, int]], data: RulesData) -> list[Skill]:
    """Sheet skills from ``label → (occupation, personal)``, in label order."""
    skills = []
    for label in sorted(points, key=str.casefold):
        occ, per = points[label]
        hit = data.resolve(label)
        if hit is None:
            skills.append(Skill(name=label, occupation=occ, personal=per))
        else:
            sdef, spec = hit
            skills.append(Skill(name=sdef.name, specialisation=spec, occupation=occ, personal=per))
    return skills


def _full_points(
    rng: random.Random,
    occ: OccupationDef,
    choice: OccupationChoice,
    labels: Sequence[str],
    chars: Characteristics,
    era: str,
    data: RulesData,
) -> dict[str, tuple[int, int]]:
    occ_budget = occupation_points(occ.points, chars, choice.formula_pick)
    occupation_spent = _spend_occupation(rng, occ, labels, chars, occ_budget, data)
    personal_spent = _spend_personal(rng, occ, labels, chars, personal_points(chars), era, data)
    points: dict[str, tuple[int, int]] = {}
    for label, value in occupation_spent.items():
        points[label] = (value, 0)
    for label, value in personal_spent.items():
        occ_points = points.get(label, (0, 0))[0]
        points[label] = (occ_points, value)
    return points


def _quick_start_points(
    rng: random.Random,
    occ: OccupationDef,
    labels: Sequence[str],
    chars: Characteristics,
    era: str,
    data: RulesData,
) -> dict[str, tuple[int, int]]:
    """Quick-start: the table's values on the occupation skills and Credit Rating (the highest
    on key skills, Credit Rating the value nearest its range), +20 on four other skills."""
    tables = data.tables
    values = sorted(tables.quick_start_occupation, reverse=True)
    cr_label = canonical_label(CREDIT_RATING, data)
    hint = _hint(occ)
    key = {canonical_label(k, data).casefold() for k in hint.key}
    low, high = occ.credit_rating
    cr_value = min(values, key=lambda v: (0 if low <= v <= high else min(abs(v - low), abs(v - high)), v))
    values.remove(cr_value)
    others = [label for label in labels if label.casefold() != cr_label.casefold()]
    ordered = _weighted_order(rng, [(label, 4.0 if label.casefold() in key else 1.0) for label in others])
    points: dict[str, tuple[int, int]] = {cr_label: (cr_value - skill_base(cr_label, chars, data), 0)}
    for label, value in zip(ordered, values, strict=False):
        points[label] = (value - skill_base(label, chars, data), 0)
    personal = _spend_personal_quick(rng, occ, labels, era, data)
    for label in personal:
        points[label] = (0, tables.quick_start_personal)
    return points


def _spend_personal_quick(
    rng: random.Random, occ: OccupationDef, labels: Iterable[str], era: str, data: RulesData
) -> list[str]:
    hint = _hint(occ)
    taken = _Labels(data, era)
    for label in labels:
        taken.take(label)
    ordered = _weighted_order(rng, [(label, 12.0 - i) for i, label in enumerate(hint.personal)])
    ordered += _weighted_order(rng, [(s, w) for s, w in _USEFUL if s not in hint.personal])
    chosen: list[str] = []
    for label in ordered:
        if len(chosen) == data.tables.quick_start_personal_count:
            break
        complete = taken.complete(label, hint, rng)
        if complete is not None:
            taken.take(complete)
            chosen.append(complete)
    return chosen
