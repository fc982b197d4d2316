"""Creation rules of a Call of Cthulhu 7e investigator (RULES.md: "Characteristics", "Age at
creation", "Skill points").

Every roll takes an injected :class:`random.Random` and returns its dice
(:class:`~sheetmaker.core.dice.DiceResult` keeps each die). Choices the rules leave to the
player (how an age deduction is split) are asked through the :class:`AgeChoices` protocol: the
core says what may be picked and checks the answer; the GUI answers with a dialog, tests with a
fake.

Decisions:

- **Point buy** (the book's optional rule): 460 points in all, each characteristic from 15 to
  90. Multiples of 5 are not required.
- **Rolled** values must be what the dice can give: STR, CON, DEX, APP, POW multiples of 5 in
  15..90 (3D6×5); SIZ, INT, EDU multiples of 5 in 40..90 ((2D6+6)×5).
- **Age deductions stop at 1**: no characteristic is taken below 1 by age (0 means "not set"
  on the sheet). The player must take the whole deduction while any allowed characteristic is
  above 1; only when every one of them is down to 1 is the rest waived. APP and the EDU penalty
  of ages 15–19 also stop at 1.
- An age outside the table (under 15, over 89) has no creation effects here; ``validate()``
  warns about it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Protocol, TypeAlias, runtime_checkable

from sheetmaker.core import dice, terms
from sheetmaker.core.dice import DiceResult
from sheetmaker.core.i18n import translate
from sheetmaker.core.violations import Violation
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7.data import AgeRow, RulesData, Tables
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    CharacteristicName,
    Characteristics,
    CoC7Sheet,
    EduCheck,
    Skill,
)
from sheetmaker.systems.coc7.rules import (
    _index,
    age_row,
    best_pick,
    default_tables,
    occupation_points,
    personal_points,
)

__all__ = [
    "AGE_FLOOR",
    "AgeChoices",
    "AgeEffects",
    "Deductions",
    "EvenAgeChoices",
    "POINT_BUY_RANGE",
    "ROLLED_RANGES",
    "ROLL_EXPRESSIONS",
    "age_row",
    "allocation_values",
    "apply_age",
    "apply_edu_checks",
    "apply_quick_start",
    "best_pick",
    "check_age_deductions",
    "check_allocation",
    "check_point_buy",
    "check_rolled",
    "edu_improvement_checks",
    "resolve_edu_checks",
    "occupation_points",
    "personal_points",
    "roll_characteristics",
    "roll_luck",
    "set_many_skill_points",
    "set_skill_points",
]

#: Dice of the rolled method, by characteristic.
ROLL_EXPRESSIONS: dict[str, str] = {
    "STR": "3D6*5",
    "CON": "3D6*5",
    "SIZ": "(2D6+6)*5",
    "DEX": "3D6*5",
    "APP": "3D6*5",
    "INT": "(2D6+6)*5",
    "POW": "3D6*5",
    "EDU": "(2D6+6)*5",
}
#: Values the rolled method can give (all multiples of 5).
ROLLED_RANGES: dict[str, tuple[int, int]] = {
    name: ((40, 90) if expr.startswith("(") else (15, 90)) for name, expr in ROLL_EXPRESSIONS.items()
}
#: The optional point-buy rule's limits for each characteristic.
POINT_BUY_RANGE = (15, 90)
#: No characteristic goes below this through age effects.
AGE_FLOOR = 1
#: EDU never rises above this through improvement checks.
EDU_MAX = 99

_FIELD = "sheet.characteristics"

#: Age deductions, characteristic -> points: any mapping, or a sheet's record (keyed by the
#: characteristics' literal names); only read.
Deductions: TypeAlias = Mapping[str, int] | Mapping[CharacteristicName, int]


def _tables(tables: Tables | None) -> Tables:
    return tables if tables is not None else default_tables()


# --------------------------------------------------------------------------- characteristics


def roll_characteristics(rng: random.Random) -> tuple[Characteristics, dict[str, DiceResult]]:
    """Roll the eight characteristics (STR, CON, DEX, APP, POW 3D6×5; SIZ, INT, EDU
    (2D6+6)×5), in sheet order; the log keeps every die."""
    log = {name: dice.roll(ROLL_EXPRESSIONS[name], rng) for name in CHARACTERISTICS}
    return Characteristics(**{name: result.total for name, result in log.items()}), log


def allocation_values(tables: Tables | None = None) -> tuple[int, ...]:
    """The values of the allocation method: 40, 50, 50, 50, 60, 60, 70, 80."""
    return tuple(_tables(tables).allocation)


def _values(chars: Characteristics | Mapping[str, int]) -> dict[str, int]:
    return chars.as_dict() if isinstance(chars, Characteristics) else {n: int(chars.get(n, 0)) for n in CHARACTERISTICS}


def _listing(values: Iterable[int]) -> str:
    return ", ".join(str(v) for v in values)


def _abbr(name: str) -> str:
    """A characteristic's abbreviation in the language in use (``STR`` → ``ST`` in German)."""
    return terms.characteristic_abbr("coc7", name)


def check_allocation(
    chars: Characteristics | Mapping[str, int], tables: Tables | None = None, field: str = _FIELD
) -> list[Violation]:
    """The eight values must be exactly 40, 50, 50, 50, 60, 60, 70, 80 in some order."""
    wanted = sorted(allocation_values(tables))
    values = _values(chars)
    have = sorted(values.values())
    if have == wanted:
        return []
    return [
        Violation(
            "characteristics.allocation",
            translate(
                "CoC7Rules",
                "The characteristics before age effects are {0} (sorted {1}); the allocation method uses {2}.",
            ).format(_listing(values[n] for n in CHARACTERISTICS), _listing(have), _listing(wanted)),
            translate("CoC7Rules", "Give each of the values {0} to one characteristic.").format(_listing(wanted)),
            field,
        )
    ]


def check_point_buy(
    chars: Characteristics | Mapping[str, int], tables: Tables | None = None, field: str = _FIELD
) -> list[Violation]:
    """Point buy: the eight sum to 460 and each lies in 15..90."""
    total_wanted = _tables(tables).point_buy_total
    values = _values(chars)
    problems = []
    low, high = POINT_BUY_RANGE
    for name, val in values.items():
        if not low <= val <= high:
            problems.append(
                Violation(
                    "characteristics.point_buy_range",
                    translate("CoC7Rules", "{0} is {1}; point buy allows {2} to {3}.").format(
                        _abbr(name), val, low, high
                    ),
                    translate("CoC7Rules", "Set {0} between {1} and {2}.").format(_abbr(name), low, high),
                    f"{field}.{name}",
                )
            )
    total = sum(values.values())
    if total != total_wanted:
        if total > total_wanted:
            fix = translate("CoC7Rules", "Spend {0} fewer points.")
        else:
            fix = translate("CoC7Rules", "Spend {0} more points.")
        problems.append(
            Violation(
                "characteristics.point_buy_total",
                translate("CoC7Rules", "The characteristics add up to {0}; point buy spends exactly {1}.").format(
                    total, total_wanted
                ),
                fix.format(abs(total - total_wanted)),
                field,
            )
        )
    return problems


def check_rolled(chars: Characteristics | Mapping[str, int], field: str = _FIELD) -> list[Violation]:
    """Rolled values must be possible: multiples of 5 in 15..90 (3D6×5) or 40..90 ((2D6+6)×5)."""
    problems = []
    for name, val in _values(chars).items():
        low, high = ROLLED_RANGES[name]
        if val % 5 or not low <= val <= high:
            problems.append(
                Violation(
                    "characteristics.rolled_impossible",
                    translate(
                        "CoC7Rules", "{0} is {1}, which {2} cannot roll (multiples of 5 from {3} to {4})."
                    ).format(_abbr(name), val, ROLL_EXPRESSIONS[name].replace("*", "×"), low, high),
                    translate(
                        "CoC7Rules", "Enter the value rolled for {0}, or choose the free method for an imported sheet."
                    ).format(_abbr(name)),
                    f"{field}.{name}",
                )
            )
    return problems


def roll_luck(rng: random.Random, age: int, tables: Tables | None = None) -> tuple[int, tuple[DiceResult, ...]]:
    """Luck = 3D6×5; at ages 15–19 (the table's ``luck_rolls`` 2) roll twice, keep the higher.

    Returns the Luck and every roll (their totals go to ``Creation.luck_rolls``).
    """
    row = age_row(age, _tables(tables))
    count = row.luck_rolls if row is not None else 1
    rolls = tuple(dice.roll("3D6*5", rng) for _ in range(count))
    return max(r.total for r in rolls), rolls


# --------------------------------------------------------------------------- age


def edu_improvement_checks(rng: random.Random, edu: int, count: int) -> list[EduCheck]:
    """``count`` EDU improvement checks, each on the EDU the previous ones left: roll 1D100;
    above the current EDU adds 1D10 (EDU at most 99; the gain recorded is what was added)."""
    checks = []
    for _ in range(count):
        roll = dice.roll("1D100", rng).total
        gain = 0
        if roll > edu:
            gain = min(dice.roll("1D10", rng).total, max(0, EDU_MAX - edu))
            edu += gain
        checks.append(EduCheck(roll=roll, gain=gain))
    return checks


def resolve_edu_checks(edu: int, dice_rolled: Iterable[tuple[int, int]]) -> list[EduCheck]:
    """The EDU improvement checks that dice already rolled give: each ``(d100, d10)`` pair is
    checked against the EDU the previous checks left (a creation wizard rolls the dice once and
    re-reads them when an earlier answer changes EDU). A d100 above EDU adds the d10 (EDU at
    most 99); otherwise the d10 is not used."""
    checks = []
    for roll, d10 in dice_rolled:
        gain = min(d10, max(0, EDU_MAX - edu)) if roll > edu else 0
        edu += gain
        checks.append(EduCheck(roll=roll, gain=gain))
    return checks


def apply_edu_checks(edu: int, checks: Iterable[EduCheck]) -> int:
    """EDU after the checks' gains (at most 99)."""
    for check in checks:
        if check.gain:
            edu = max(edu, min(EDU_MAX, edu + check.gain))
    return edu


@runtime_checkable
class AgeChoices(Protocol):
    """Asked by :func:`apply_age` how the player splits an age deduction."""

    def split_deduction(
        self, total: int, allowed: tuple[str, ...], limits: Mapping[str, int], current: Mapping[str, int]
    ) -> Mapping[str, int]:
        """How many points each characteristic loses.

        Args:
            total: points to deduct in all (less when ``limits`` cannot absorb them).
            allowed: the characteristics the points may come from (STR, SIZ or STR, CON, DEX).
            limits: the most each allowed characteristic can lose (down to 1).
            current: the characteristics before the deduction.

        Returns:
            characteristic → points, summing to ``total``.
        """
        ...


class EvenAgeChoices:
    """Spreads a deduction as evenly as it can, 5 points at a time (generated NPCs, tests)."""

    def split_deduction(
        self, total: int, allowed: tuple[str, ...], limits: Mapping[str, int], current: Mapping[str, int]
    ) -> dict[str, int]:
        split = dict.fromkeys(allowed, 0)
        left = total
        while left > 0:
            progressed = False
            for name in allowed:
                step = min(5, left, limits[name] - split[name])
                if step > 0:
                    split[name] += step
                    left -= step
                    progressed = True
                if left == 0:
                    break
            if not progressed:
                break
        return {name: points for name, points in split.items() if points}


@dataclass(frozen=True)
class AgeEffects:
    """What age did to the characteristics, as the sheet's :class:`Creation` records it."""

    age: int
    row: AgeRow | None
    age_deductions: dict[str, int] = dc_field(default_factory=dict)
    edu_checks: list[EduCheck] = dc_field(default_factory=list)
    app_penalty: int = 0
    edu_penalty: int = 0

    def creation_fields(self) -> dict[str, object]:
        """Keyword arguments for ``Creation(...)``: ``age_deductions`` and ``edu_checks``."""
        return {"age_deductions": dict(self.age_deductions), "edu_checks": list(self.edu_checks)}


def deduction_due(age: int, base: Characteristics | Mapping[str, int], tables: Tables | None = None) -> int:
    """The age deduction the player must take: the table's, less what the floor of 1 waives."""
    row = age_row(age, _tables(tables))
    if row is None:
        return 0
    values = _values(base)
    room = sum(max(0, values[name] - AGE_FLOOR) for name in row.deduct_from)
    return min(row.deduct, room)


def check_age_deductions(
    age: int,
    deductions: Deductions,
    base: Characteristics | Mapping[str, int] | None = None,
    tables: Tables | None = None,
    field: str = "sheet.creation.age_deductions",
) -> list[Violation]:
    """The age deduction must match the table: the right total, only from the allowed
    characteristics, and (with ``base``) no characteristic below 1 — in which case the part
    that cannot be taken is waived."""
    row = age_row(age, _tables(tables))
    problems: list[Violation] = []
    deduct = row.deduct if row is not None else 0
    allowed = row.deduct_from if row is not None else ()
    for name, points in deductions.items():
        if points and name not in allowed:
            where = "/".join(_abbr(n) for n in allowed) if allowed else translate("CoC7Rules", "no characteristic")
            problems.append(
                Violation(
                    "age.deduction_characteristic",
                    translate(
                        "CoC7Rules",
                        "{0} points are deducted from {1} for age {2}; at that age the deduction comes from {3}.",
                    ).format(points, _abbr(name), age, where),
                    translate("CoC7Rules", "Move the deduction to {0}.").format(where)
                    if allowed
                    else translate("CoC7Rules", "Remove the deduction."),
                    f"{field}.{name}",
                )
            )
        if points < 0:
            problems.append(
                Violation(
                    "age.deduction_negative",
                    translate("CoC7Rules", "The age deduction from {0} is {1}.").format(_abbr(name), points),
                    translate("CoC7Rules", "Deductions are positive numbers of points taken away."),
                    f"{field}.{name}",
                )
            )
    due = deduct
    if base is not None:
        values = _values(base)
        due = deduction_due(age, values, tables)
        for name in allowed:
            points = deductions.get(name, 0)
            if points > 0 and values[name] - points < AGE_FLOOR:
                problems.append(
                    Violation(
                        "age.deduction_floor",
                        translate(
                            "CoC7Rules",
                            "Deducting {0} from {1} {2} leaves {3}; age never takes a characteristic below {4}.",
                        ).format(points, _abbr(name), values[name], values[name] - points, AGE_FLOOR),
                        translate("CoC7Rules", "Deduct at most {0} from {1}.").format(
                            max(0, values[name] - AGE_FLOOR), _abbr(name)
                        ),
                        f"{field}.{name}",
                    )
                )
    total = sum(points for name, points in deductions.items() if name in allowed)
    if total != due:
        where = (
            translate("CoC7Rules", " and ").join(_abbr(n) for n in allowed)
            if allowed
            else translate("CoC7Rules", "nothing")
        )
        if due != deduct:
            rule = translate(
                "CoC7Rules", "{0} (the table's {1}, less what would take a characteristic below {2})"
            ).format(due, deduct, AGE_FLOOR)
        else:
            rule = str(due)
        problems.append(
            Violation(
                "age.deduction_total",
                translate("CoC7Rules", "Age {0} deducts {1} points among {2}; the sheet deducts {3}.").format(
                    age, rule, where, total
                ),
                translate("CoC7Rules", "Deduct {0} points in all.").format(due)
                if due
                else translate("CoC7Rules", "Remove the age deduction."),
                field,
            )
        )
    return problems


def expected_after_age(
    base: Characteristics | Mapping[str, int],
    age: int,
    deductions: Mapping[str, int],
    edu_checks: Sequence[EduCheck],
    tables: Tables | None = None,
) -> dict[str, int]:
    """The characteristics ``base`` becomes at ``age`` with these deductions and checks."""
    values = _values(base)
    row = age_row(age, _tables(tables))
    result = dict(values)
    for name, points in deductions.items():
        if name in result:
            result[name] -= points
    if row is not None:
        if row.app_penalty:
            result["APP"] = max(min(AGE_FLOOR, result["APP"]), result["APP"] - row.app_penalty)
        if row.edu_penalty:
            result["EDU"] = max(min(AGE_FLOOR, result["EDU"]), result["EDU"] - row.edu_penalty)
    result["EDU"] = apply_edu_checks(result["EDU"], edu_checks)
    return result


def apply_age(
    base: Characteristics,
    age: int,
    rng: random.Random,
    chooser: AgeChoices,
    tables: Tables | None = None,
) -> tuple[Characteristics, AgeEffects]:
    """Apply the "Age at creation" effects to the generated characteristics.

    Order: the deduction the player splits (asked through ``chooser``), APP and EDU penalties,
    then the EDU improvement checks on the EDU that is left.

    Raises:
        ValueError: the chooser's split breaks the rules (the message says why).
    """
    row = age_row(age, _tables(tables))
    if row is None:
        return base, AgeEffects(age, None)
    values = base.as_dict()
    deductions: dict[str, int] = {}
    due = deduction_due(age, values, tables)
    if row.deduct:
        limits: dict[str, int] = {name: max(0, values[name] - AGE_FLOOR) for name in row.deduct_from}
        answer = chooser.split_deduction(due, tuple(row.deduct_from), limits, dict(values))
        deductions = {name: int(points) for name, points in answer.items() if points}
        problems = check_age_deductions(age, deductions, values, tables)
        if problems:
            raise ValueError("; ".join(str(p) for p in problems))
    after = expected_after_age(values, age, deductions, [], tables)
    checks = edu_improvement_checks(rng, after["EDU"], row.edu_checks)
    after["EDU"] = apply_edu_checks(after["EDU"], checks)
    effects = AgeEffects(
        age,
        row,
        deductions,
        checks,
        app_penalty=values["APP"] - after["APP"],
        edu_penalty=row.edu_penalty,
    )
    return Characteristics(**after), effects


# --------------------------------------------------------------------------- skill points


def set_skill_points(
    sheet: CoC7Sheet,
    label: str,
    *,
    occupation: int | None = None,
    personal: int | None = None,
    data: RulesData | None = None,
) -> CoC7Sheet:
    """A copy of the sheet with the points of one skill set (the skill added if missing).

    ``label`` may be any form :func:`~sheetmaker.systems.coc7.rules.canonical_label` reads
    (``Language (Latin)``, ``Fighting (Brawl)``...); a label not in the data adds a custom skill.
    """
    return set_many_skill_points(sheet, [(label, occupation, personal)], data)


def set_many_skill_points(
    sheet: CoC7Sheet,
    entries: Iterable[tuple[str, int | None, int | None]],
    data: RulesData | None = None,
) -> CoC7Sheet:
    """:func:`set_skill_points` for each ``(label, occupation, personal)`` in turn, in one pass:
    the sheet's skills are looked up by their canonical label in a table made once, so the work
    grows with the skills and the entries, not with their product (an answers file of many
    skills), and the sheet is copied once."""
    index = _index(data or _data.load())
    skills = list(sheet.skills)
    where: dict[str, int] = {}  # canonical label (casefolded) -> its first skill on the sheet
    for position, skill in enumerate(skills):
        where.setdefault(index.resolve(skill.name, skill.specialisation)[0].casefold(), position)
    for label, occupation, personal in entries:
        canonical, sdef, spec = index.resolve(label)
        i = where.get(canonical.casefold())
        if i is not None:
            changes = {}
            if occupation is not None:
                changes["occupation"] = occupation
            if personal is not None:
                changes["personal"] = personal
            skills[i] = Skill.model_validate({**skills[i].model_dump(), **changes})
            continue
        if sdef is not None:
            new = Skill(name=sdef.name, specialisation=spec, occupation=occupation or 0, personal=personal or 0)
        else:
            new = Skill(name=canonical, occupation=occupation or 0, personal=personal or 0)
        skills.append(new)
        where.setdefault(index.resolve(new.name, new.specialisation)[0].casefold(), len(skills) - 1)
    return sheet.model_copy(update={"skills": skills})


def apply_quick_start(
    sheet: CoC7Sheet,
    values: Mapping[str, int],
    personal: Iterable[str],
    data: RulesData | None = None,
) -> CoC7Sheet:
    """Quick-start skills: set each occupation skill (and Credit Rating) of ``values`` to its
    value directly — occupation points = value − base, negative when the base is higher — and
    give each skill of ``personal`` +20 personal points. Marks the sheet's skill method as
    ``quick_start``. The assignment itself is checked by ``validate()``, not here, so a wizard
    can apply it step by step.
    """
    data = data or _data.load()
    tables = data.tables
    index = _index(data)
    chars = sheet.characteristics
    for label, val in values.items():
        _, sdef, spec = index.resolve(label)
        existing = next(
            (s for s in sheet.skills if index.resolve(s.name, s.specialisation)[0].casefold()
             == index.resolve(label)[0].casefold()),
            None,
        )
        custom_base = existing.custom_base if existing is not None else None
        base = index.base(sdef, spec, chars.DEX, chars.EDU, custom_base)
        sheet = set_skill_points(sheet, label, occupation=val - base, data=data)
    for label in personal:
        sheet = set_skill_points(sheet, label, personal=tables.quick_start_personal, data=data)
    creation = sheet.creation.model_copy(update={"skill_method": "quick_start"})
    return sheet.model_copy(update={"creation": creation})
