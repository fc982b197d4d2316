"""Skill points against the budgets while an investigator is created (Qt-free): keep the points
that still fit after an earlier answer changed, spend what is left of both budgets, take points
over the keeper's cap back out.

The creation session (:mod:`~sheetmaker.systems.coc7.session`) holds the full method's points as
rows ``label -> [occupation, personal, custom base]``; the functions here change those rows in
place and say what they did.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sheetmaker.core import terms
from sheetmaker.core.i18n import translate
from sheetmaker.systems.coc7.data import RulesData
from sheetmaker.systems.coc7.rules import Derived, canonical_label

__all__ = ["PointRows", "find_key", "fit_to_budgets", "spend_left", "take_over_cap"]

#: The full method's points: label -> ``[occupation, personal, custom base]``.
PointRows = dict[str, list[Any]]


def _skill(label: str) -> str:
    """A skill label in the language in use (the answers keep the English one)."""
    return terms.skill_label("coc7", label)


def find_key(points: Mapping[str, Any], label: str, data: RulesData) -> str | None:
    """The key of ``points`` that names the same skill as ``label`` (``None`` if none does)."""
    wanted = canonical_label(label, data).casefold()
    for key in points:
        if canonical_label(key, data).casefold() == wanted:
            return key
    return None


def _needs_spec(name: str, data: RulesData) -> bool:
    sdef = data.skill_def(name)
    return sdef is not None and sdef.specialised


def fit_to_budgets(points: PointRows, d: Derived, data: RulesData) -> list[str]:
    """Keep the points that still fit the occupation and the budgets of ``d`` (the latest-entered
    go first, Credit Rating last); the notes say what was taken out."""
    notes: list[str] = []
    if d.occupation is not None:
        for label, entry in points.items():
            if entry[0] and not d.is_occupation_skill(label):
                notes.append(
                    translate(
                        "CoC7Session", "{0}: its {1} occupation points were taken out (not a skill of {2})."
                    ).format(
                        _skill(canonical_label(label, data)),
                        entry[0],
                        terms.term("coc7", "occupation", d.occupation.name),
                    )
                )
                entry[0] = 0
    credit = canonical_label("Credit Rating", data).casefold()
    order = [label for label in reversed(points) if canonical_label(label, data).casefold() != credit]
    order += [label for label in points if canonical_label(label, data).casefold() == credit]
    for slot, budget in ((0, d.occupation_budget.total), (1, d.personal_budget.total)):
        over = sum(entry[slot] for entry in points.values()) - budget
        if slot == 0:
            note = translate(
                "CoC7Session", "{0}: {1} occupation points no longer fit (now {2} to spend) and were taken out."
            )
        else:
            note = translate(
                "CoC7Session",
                "{0}: {1} personal interest points no longer fit (now {2} to spend) and were taken out.",
            )
        for label in order:
            if over <= 0:
                break
            take = min(over, points[label][slot])
            if take:
                points[label][slot] -= take
                over -= take
                notes.append(note.format(_skill(canonical_label(label, data)), take, budget))
    return notes


def spend_left(points: PointRows, d: Derived, data: RulesData, skill_cap: int | None) -> None:
    """Spend what is left of both budgets of ``d`` (its occupation known): Credit Rating into
    its range first, then the occupation skills in turn, 5 points at a time, lowest first, up to
    ``skill_cap`` (or 75, then 90, then 99); personal points go the same way and spill onto other
    skills only when every occupation skill is full."""
    occ = d.occupation
    assert occ is not None
    credit = canonical_label("Credit Rating", data)
    values = {line.label.casefold(): line.creation_value for line in d.skills}

    def entry(label: str) -> list[Any]:
        key = find_key(points, label, data)
        if key is None:
            key = canonical_label(label, data)
            points[key] = [0, 0, None]
        return points[key]

    occ_left = d.occupation_budget.left
    per_left = d.personal_budget.left
    low = occ.credit_rating[0]
    cr_value = values.get(credit.casefold(), 0)
    if cr_value < low and occ_left > 0:
        add = min(low - cr_value, occ_left)
        entry(credit)[0] += add
        occ_left -= add
        values[credit.casefold()] = cr_value + add
    labels = [
        label for label in d.occupation_skills
        if label.casefold() != credit.casefold() and (line := d.skill(label)) is not None
        and not line.no_creation_points
    ]
    caps = (skill_cap,) if skill_cap else (75, 90, 99)

    def pour(left: int, slot: int, targets: list[str]) -> int:
        for cap in caps:
            while left > 0:
                open_ = [t for t in targets if values.get(t.casefold(), 0) < cap]
                if not open_:
                    break
                label = min(open_, key=lambda t: (values.get(t.casefold(), 0), t))
                step = min(5, left, cap - values.get(label.casefold(), 0))
                entry(label)[slot] += step
                values[label.casefold()] = values.get(label.casefold(), 0) + step
                left -= step
        return left

    occ_left = pour(occ_left, 0, labels)
    per_left = pour(per_left, 1, labels)
    if per_left > 0:
        others = [
            line.label for line in d.skills
            if not line.is_occupation and not line.no_creation_points and not line.uncommon
            and not (line.specialisation == "" and _needs_spec(line.name, data))
        ]
        pour(per_left, 1, others)


def take_over_cap(points: PointRows, d: Derived, data: RulesData, cap: int) -> None:
    """Take the points that lift a skill of ``d`` over ``cap`` back out (personal first;
    Credit Rating is not capped)."""
    credit = canonical_label("Credit Rating", data).casefold()
    for label, entry in points.items():
        line = d.skill(label)
        if line is None or label.casefold() == credit:
            continue
        over = line.creation_value - cap
        for slot in (1, 0):
            take = min(max(0, over), entry[slot])
            entry[slot] -= take
            over -= take
