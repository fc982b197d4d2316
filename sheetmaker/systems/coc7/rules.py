"""Derived values of a Call of Cthulhu 7e sheet (RULES.md, "Call of Cthulhu 7th edition").

:func:`derive` turns what the player chose (:class:`~sheetmaker.systems.coc7.model.CoC7Sheet`)
into everything shown beside it: half and fifth values, HP/MP/SAN, Damage Bonus and Build, MOV,
every skill line with its base, the occupation skills, the skill-point budgets and the Credit
Rating's money. Nothing here is stored; nothing here changes the sheet.

``derive`` runs for every edit in the GUI, so it is kept cheap: the skill list of each era is
prepared once per :class:`~sheetmaker.systems.coc7.data.RulesData` (with the untouched skill
lines built in advance), label resolution and occupation lists are memoised, and the hot path
does no pydantic validation.

Decisions worth knowing:

- The Cthulhu Mythos value is its skill line (points on a ``Cthulhu Mythos`` skill entry, if
  any) plus :attr:`CoC7Sheet.cthulhu_mythos`; the latter shows in the line's ``experience``.
  Maximum SAN is 99 minus that value (never below 0).
- A current HP/MP/SAN of ``None`` means the maximum (HP, MP) or the starting SAN (POW, capped by
  the maximum SAN).
- MOV past the age table (90+) keeps losing 1 per further decade, as aging in play does.
- Skill-point budgets use the characteristics as created: recorded
  :class:`~sheetmaker.systems.coc7.model.CharacteristicChange` (aging in play) are taken off.
- In the quick-start method the occupation budget is "n/a" (total 0: the values are set, not
  bought) and the personal budget is 4 × 20 = 80.
- A specialised skill named in an occupation without a specialisation ("Art/Craft") must be
  named in :attr:`OccupationChoice.specialisations`; Language (Own) may stay unnamed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from sheetmaker.core.memo import IdentityCache
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7.data import (
    AgeRow,
    CashRow,
    DamageBonusRow,
    Money,
    OccupationDef,
    PointsFormula,
    RulesData,
    SkillDef,
    Tables,
    for_era,
    resolve_label,
)
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    Characteristics,
    CoC7Sheet,
    CustomOccupation,
    OccupationChoice,
    skill_label,
)

__all__ = [
    "Budget",
    "CreditRating",
    "Derived",
    "SkillLine",
    "Value",
    "age_row",
    "best_pick",
    "canonical_label",
    "credit_rating_info",
    "damage_bonus_and_build",
    "default_tables",
    "derive",
    "fifth",
    "format_money",
    "half",
    "mov",
    "mov_penalty",
    "needs_specialisation",
    "occupation_points",
    "occupation_skill_labels",
    "personal_points",
    "skill_base",
    "value",
]

CREDIT_RATING = "Credit Rating"
CTHULHU_MYTHOS = "Cthulhu Mythos"


# --------------------------------------------------------------------------- small values


def half(x: int) -> int:
    """Half a value, rounded down (floor)."""
    return x // 2


def fifth(x: int) -> int:
    """A fifth of a value, rounded down (floor)."""
    return x // 5


@dataclass(frozen=True, slots=True)
class Value:
    """A full value with its half and fifth: STR 60 is ``60 (30/12)``."""

    value: int
    half: int
    fifth: int

    def __str__(self) -> str:
        return f"{self.value} ({self.half}/{self.fifth})"


_VALUES = tuple(Value(i, i // 2, i // 5) for i in range(1000))


def value(x: int) -> Value:
    """The :class:`Value` of ``x`` (shared instances for 0..999)."""
    if 0 <= x < 1000:
        return _VALUES[x]
    return Value(x, x // 2, x // 5)


@dataclass(frozen=True, slots=True)
class SkillLine:
    """One skill as shown on the sheet.

    ``value`` = ``base`` + ``occupation`` + ``personal`` + ``experience``. ``custom`` skills are
    not in the data files (their base is the skill's ``custom_base``, or 0).
    """

    label: str
    name: str
    specialisation: str
    base: int
    occupation: int
    personal: int
    experience: int
    value: int
    half: int
    fifth: int
    is_occupation: bool
    ticked: bool
    uncommon: bool
    custom: bool
    no_creation_points: bool

    @property
    def creation_value(self) -> int:
        """The value without experience: what creation rules (max 99) apply to."""
        return self.base + self.occupation + self.personal


@dataclass(frozen=True, slots=True)
class Budget:
    """Skill points to spend and spent."""

    total: int
    spent: int

    @property
    def left(self) -> int:
        """Points not yet spent (negative when overspent)."""
        return self.total - self.spent


@dataclass(frozen=True, slots=True)
class CreditRating:
    """Credit Rating with its band and money (seed 003 tables).

    The ``*_amount`` fields are numbers (the lower bound for "$5M+"); the text fields are as
    the table prints them: ``"$82"``, ``"$2,050"``, ``"$0.50"``, ``"$5M+"``, ``"none"``.
    """

    value: int
    band: str
    cash: str
    assets: str
    spending_level: str
    cash_amount: float
    assets_amount: float
    spending_amount: float


# --------------------------------------------------------------------------- tables


def default_tables() -> Tables:
    """The shipped tables (``tables.json``), for the table functions called without tables."""
    return _data.load().tables


def _rows(table: Tables | Sequence[AgeRow] | None) -> Sequence[AgeRow]:
    if table is None:
        return default_tables().age
    if isinstance(table, Tables):
        return table.age
    return table


_DICE_RE = re.compile(r"^\+(\d+)D6$")


def damage_bonus_and_build(
    str_plus_siz: int, rows: Tables | Sequence[DamageBonusRow] | None = None
) -> tuple[str, int]:
    """Damage Bonus (``"-2"``, ``"-1"``, ``"0"``, ``"+1D4"``, ``"+2D6"``...) and Build.

    Any total works: below the first row (STR+SIZ < 2) reads the first row; beyond the last
    row (444) each further 80 or part of it adds +1D6 and +1 Build (445–524 is +5D6 / 6).
    """
    if rows is None:
        rows = default_tables().damage_bonus
    elif isinstance(rows, Tables):
        rows = rows.damage_bonus
    return _db_build(str_plus_siz, tuple(rows))


@cache
def _db_build(total: int, rows: tuple[DamageBonusRow, ...]) -> tuple[str, int]:
    first, last = rows[0], rows[-1]
    if total < first.low:
        return first.damage_bonus, first.build
    for row in rows:
        if row.low <= total <= row.high:
            return row.damage_bonus, row.build
    if total > last.high:
        extra = -(-(total - last.high) // 80)  # each further 80 or part of it
        match = _DICE_RE.match(last.damage_bonus)
        dice = int(match.group(1)) if match else 0
        return f"+{dice + extra}D6", last.build + extra
    # A gap in a user-edited table: the nearest row below.
    below = [row for row in rows if row.high < total]
    row = below[-1] if below else first
    return row.damage_bonus, row.build


def age_row(age: int, table: Tables | Sequence[AgeRow] | None = None) -> AgeRow | None:
    """The row of the "Age at creation" table for ``age``; ``None`` outside 15..89."""
    for row in _rows(table):
        if row.low <= age <= row.high:
            return row
    return None


def mov_penalty(age: int, table: Tables | Sequence[AgeRow] | None = None) -> int:
    """MOV lost to age: the table's penalty; past the table (90+) 1 more per further decade."""
    rows = _rows(table)
    row = age_row(age, rows)
    if row is not None:
        return row.mov_penalty
    if rows and age > rows[-1].high:
        last = rows[-1]
        return last.mov_penalty + (age - last.high - 1) // 10 + 1
    return 0


def mov(str_: int, dex: int, siz: int, age: int, table: Tables | Sequence[AgeRow] | None = None) -> int:
    """MOV: 7 if both DEX and STR are below SIZ, 9 if both are above, else 8; minus the age
    penalty (never below 0)."""
    if dex < siz and str_ < siz:
        base = 7
    elif dex > siz and str_ > siz:
        base = 9
    else:
        base = 8
    return max(0, base - mov_penalty(age, table))


def format_money(amount: float) -> str:
    """``82`` → ``"$82"``, ``2050`` → ``"$2,050"``, ``0.5`` → ``"$0.50"``."""
    if amount == int(amount):
        return f"${int(amount):,}"
    return f"${amount:,.2f}"


def _money(money: Money, cr: int) -> tuple[str, float]:
    amount = money.amount if money.amount is not None else (money.per_cr or 0) * cr
    if amount == int(amount):
        amount = int(amount)
    return (money.text if money.text else format_money(amount)), amount


def credit_rating_info(cr: int, era: str, tables: Tables | None = None) -> CreditRating:
    """Band, cash, assets and spending level of a Credit Rating in an era (seed 003).

    A rating below the table (negative) is Penniless; above it (100+), the top band.
    """
    tables = tables or default_tables()
    rows: tuple[CashRow, ...] = for_era(tables.cash, era) or next(iter(tables.cash.values()))
    row = rows[0] if cr < rows[0].low else rows[-1]
    for candidate in rows:
        if candidate.low <= cr <= candidate.high:
            row = candidate
            break
    else:
        if rows[0].low <= cr <= rows[-1].high:  # a gap: the nearest band below
            row = [r for r in rows if r.high < cr][-1]
    cash, cash_amount = _money(row.cash, cr)
    assets, assets_amount = _money(row.assets, cr)
    spending, spending_amount = _money(row.spending, cr)
    return CreditRating(cr, row.band, cash, assets, spending, cash_amount, assets_amount, spending_amount)


# --------------------------------------------------------------------------- skill points


def _get(chars: Characteristics | Mapping[str, int], name: str) -> int:
    return chars.get(name) if isinstance(chars, Characteristics) else int(chars.get(name, 0))


def best_pick(formula: PointsFormula, chars: Characteristics | Mapping[str, int]) -> str | None:
    """The characteristic of the formula's choice that gives the most points (first on ties)."""
    if not formula.choose:
        return None
    return _best_of(formula.choose, chars)


def _best_of(choose: Sequence[str], chars: Characteristics | Mapping[str, int]) -> str:
    return max(choose, key=lambda name: _get(chars, name))


def occupation_points(
    formula: PointsFormula | OccupationDef,
    chars: Characteristics | Mapping[str, int],
    pick: str | None = None,
) -> int:
    """Occupation skill points: the fixed weights plus the chosen (or best allowed) pick.

    ``pick`` outside the formula's choice is ignored and the best pick is used.
    """
    if isinstance(formula, OccupationDef):
        formula = formula.points
    total = sum(weight * _get(chars, name) for name, weight in formula.fixed.items())
    if formula.choose:
        if pick is None or pick not in formula.choose:
            pick = _best_of(formula.choose, chars)
        total += formula.times * _get(chars, pick)
    return total


def personal_points(chars: Characteristics | Mapping[str, int]) -> int:
    """Personal interest points: INT × 2."""
    return 2 * _get(chars, "INT")


def needs_specialisation(skill: SkillDef) -> bool:
    """Whether a specialised skill must be named before points go in (Language (Own) need not)."""
    return skill.specialised and skill.base != "edu"


# --------------------------------------------------------------------------- per-data index

_OTHER_RE = re.compile(r"^(.*) \((?:other|any): *(.+)\)$", re.IGNORECASE)
_ANY_RE = re.compile(r"^(.*) \(any\)$", re.IGNORECASE)


def _normalise(label: str) -> str:
    """``Language (Other: Latin)`` → ``Language (Latin)``; ``Art/Craft (any)`` → ``Art/Craft``."""
    label = " ".join(label.split())
    match = _OTHER_RE.match(label)
    if match:
        return f"{match.group(1)} ({match.group(2).strip()})"
    match = _ANY_RE.match(label)
    if match:
        return match.group(1)
    return label


@dataclass(slots=True)
class _Entry:
    """A line of an era's blank sheet."""

    key: str
    label: str
    sdef: SkillDef
    spec: str
    base: int  # -1: half DEX, -2: EDU
    generic_of: str  # case-folded name of the specialised skill this generic line stands for
    plain: SkillLine | None
    occ: SkillLine | None


def _base_of(sdef: SkillDef, spec: str, spec_bases: Mapping[str, int]) -> int:
    if sdef.base == "half_dex":
        return -1
    if sdef.base == "edu":
        return -2
    if spec:
        found = spec_bases.get(spec.casefold())
        if found is not None:
            return found
    return sdef.base


class _Index:
    """Lookups prepared once per :class:`RulesData`."""

    def __init__(self, data: RulesData) -> None:
        self.data = data
        self.tables = data.tables
        self.by_name: dict[str, SkillDef] = data.skills_by_name
        self.spec_bases: dict[str, dict[str, int]] = {
            s.name.casefold(): {k.casefold(): v for k, v in s.specialisations.items()} for s in data.skills
        }
        self.spec_names: dict[str, dict[str, str]] = {
            s.name.casefold(): {k.casefold(): k for k in (*s.specialisations, *s.default_specialisations)}
            for s in data.skills
        }
        self.resolved: dict[tuple[str, str], tuple[str, SkillDef | None, str]] = {}
        self.eras: dict[str, tuple[list[_Entry], dict[str, _Entry]]] = {}
        self.occupations: dict[Any, tuple[OccupationDef | None, tuple[str, ...], frozenset[str]]] = {}
        self.credit: dict[tuple[str, int], CreditRating] = {}
        cr = self.by_name.get(CREDIT_RATING.casefold())
        self.credit_label = cr.name if cr else CREDIT_RATING
        mythos = self.by_name.get(CTHULHU_MYTHOS.casefold())
        self.mythos_key = (mythos.name if mythos else CTHULHU_MYTHOS).casefold()

    def resolve(self, name: str, spec: str = "") -> tuple[str, SkillDef | None, str]:
        """Canonical label, skill and specialisation of a sheet skill or a label."""
        key = (name, spec)
        found = self.resolved.get(key)
        if found is not None:
            return found
        result: tuple[str, SkillDef | None, str]
        sdef = self.by_name.get(name.casefold())
        if sdef is None or not (sdef.specialised or not spec):
            label = _normalise(skill_label(name, spec))
            hit = resolve_label(label, self.by_name)
            if hit is not None and (hit[0].specialised or not hit[1]):
                sdef, spec = hit
            else:
                sdef = None
        if sdef is not None:
            # The data's spelling of a known specialisation ("brawl" → "Brawl").
            spec = self.spec_names[sdef.name.casefold()].get(spec.casefold(), spec)
            result = (skill_label(sdef.name, spec), sdef, spec)
        else:
            result = (label, None, spec)
        if len(self.resolved) < 20_000:
            self.resolved[key] = result
        return result

    def base(self, sdef: SkillDef | None, spec: str, dex: int, edu: int, custom_base: int | None) -> int:
        if sdef is None:
            return custom_base or 0
        code = _base_of(sdef, spec, self.spec_bases[sdef.name.casefold()])
        return dex // 2 if code == -1 else edu if code == -2 else code

    def era(self, era: str) -> tuple[list[_Entry], dict[str, _Entry]]:
        found = self.eras.get(era)
        if found is None:
            found = self.eras[era] = self._build_era(era)
        return found

    def _build_era(self, era: str) -> tuple[list[_Entry], dict[str, _Entry]]:
        entries: list[_Entry] = []
        for sdef in self.data.skills_for(era):  # type: ignore[arg-type]
            specs = self.spec_bases[sdef.name.casefold()]
            if sdef.specialised and sdef.default_specialisations:
                for spec in sdef.default_specialisations:
                    entries.append(self._entry(sdef, spec, specs, ""))
            elif sdef.specialised:
                entries.append(self._entry(sdef, "", specs, sdef.name.casefold()))
            else:
                entries.append(self._entry(sdef, "", specs, ""))
        entries.sort(key=lambda e: e.key)
        return entries, {e.key: e for e in entries}

    @staticmethod
    def _entry(sdef: SkillDef, spec: str, specs: Mapping[str, int], generic_of: str) -> _Entry:
        label = skill_label(sdef.name, spec)
        base = _base_of(sdef, spec, specs)
        plain = occ = None
        if base >= 0:
            args = (label, sdef.name, spec, base, 0, 0, 0, base, base // 2, base // 5)
            flags = (sdef.uncommon, False, sdef.no_creation_points)
            plain = SkillLine(*args, False, False, *flags)
            occ = SkillLine(*args, True, False, *flags)
        return _Entry(label.casefold(), label, sdef, spec, base, generic_of, plain, occ)

    def occupation(self, sheet: CoC7Sheet) -> tuple[OccupationDef | None, tuple[str, ...], frozenset[str]]:
        """Occupation, its skill labels (Credit Rating last) and their case-folded keys."""
        choice = sheet.occupation
        if choice is None:
            return None, (), frozenset()
        key = (
            choice.name,
            tuple((k, tuple(v)) for k, v in choice.picks.items()),
            tuple(choice.specialisations.items()),
            choice.custom.model_dump_json() if choice.custom is not None else None,
        )
        found = self.occupations.get(key)
        if found is None:
            occ = occupation_definition(choice, self.data)
            labels = occupation_skill_labels(occ, choice.picks, choice.specialisations, self) if occ else ()
            found = (occ, labels, frozenset(label.casefold() for label in labels))
            if len(self.occupations) < 5_000:
                self.occupations[key] = found
        return found

    def credit_rating(self, cr: int, era: str) -> CreditRating:
        key = (era, cr)
        found = self.credit.get(key)
        if found is None:
            found = self.credit[key] = credit_rating_info(cr, era, self.tables)
        return found


_index: IdentityCache[RulesData, _Index] = IdentityCache(_Index)


def custom_occupation_def(name: str, custom: CustomOccupation) -> OccupationDef:
    """The rules' view of an occupation the sheet carries itself (made in the wizard)."""
    return OccupationDef(
        name=name,
        points=PointsFormula(fixed=dict(custom.fixed), choose=tuple(custom.choose), times=custom.times),
        credit_rating=custom.credit_rating,
        skills=tuple(custom.skills),
    )


def occupation_definition(choice: OccupationChoice | None, data: RulesData | None = None) -> OccupationDef | None:
    """The occupation a sheet's choice names: its own custom definition, else the data's."""
    if choice is None:
        return None
    if choice.custom is not None:
        return custom_occupation_def(choice.name, choice.custom)
    return (data or _data.load()).occupation(choice.name)


def canonical_label(label: str, data: RulesData | None = None) -> str:
    """The label as the sheet writes it: ``language (other: latin)`` → ``Language (Latin)``;
    unknown (custom) labels come back tidied but otherwise unchanged."""
    return _index(data or _data.load()).resolve(label)[0]


def occupation_skill_labels(
    occupation: OccupationDef,
    picks: Mapping[str, Sequence[str]] | None = None,
    specialisations: Mapping[str, str] | None = None,
    data: RulesData | _Index | None = None,
) -> tuple[str, ...]:
    """The occupation skill labels of a choice: the fixed skills (specialisations named from
    ``specialisations``), the picks of the occupation's choices (unknown choice ids ignored)
    and Credit Rating. A fixed skill still needing a specialisation keeps its generic label."""
    index = data if isinstance(data, _Index) else _index(data or _data.load())
    named = {k.casefold(): v for k, v in (specialisations or {}).items()}
    labels: list[str] = []
    for fixed in occupation.skills:
        label, sdef, spec = index.resolve(fixed)
        if sdef is not None and sdef.specialised and not spec:
            chosen = named.get(fixed.casefold()) or named.get(sdef.name.casefold())
            if chosen:
                label = skill_label(sdef.name, chosen)
        labels.append(label)
    ids = {choice.id for choice in occupation.choices}
    for choice_id, picked in (picks or {}).items():
        if choice_id in ids:
            labels.extend(index.resolve(label)[0] for label in picked)
    labels.append(index.credit_label)
    return tuple(dict.fromkeys(labels))


def skill_base(label: str, chars: Characteristics | Mapping[str, int], data: RulesData | None = None,
               custom_base: int | None = None) -> int:
    """The base of a skill label for these characteristics (Dodge ½ DEX, Language (Own) EDU)."""
    index = _index(data or _data.load())
    _, sdef, spec = index.resolve(label)
    return index.base(sdef, spec, _get(chars, "DEX"), _get(chars, "EDU"), custom_base)


# --------------------------------------------------------------------------- derive


@dataclass(frozen=True, slots=True)
class Derived:
    """Everything :func:`derive` computes from a sheet."""

    characteristics: dict[str, Value]
    hp_max: int
    mp_max: int
    san_start: int
    san_max: int
    hp: int
    mp: int
    san: int
    luck: int
    cthulhu_mythos: int
    damage_bonus: str
    build: int
    mov: int
    dodge_base: int
    own_language_base: int
    skills: list[SkillLine]
    occupation_skills: frozenset[str]
    occupation_budget: Budget
    personal_budget: Budget
    credit_rating: CreditRating
    occupation: OccupationDef | None
    points_formula_text: str
    age_row: AgeRow | None
    _by_key: dict[str, SkillLine] = field(repr=False, compare=False)
    _occupation_keys: frozenset[str] = field(repr=False, compare=False)
    _index: _Index = field(repr=False, compare=False)

    def skill(self, label: str) -> SkillLine | None:
        """A skill line by label, case-insensitive (``Language (Latin)``, ``Language (Other:
        Latin)``, ``Fighting (Brawl)`` all work)."""
        found = self._by_key.get(label.casefold())
        if found is None:
            found = self._by_key.get(self._index.resolve(label)[0].casefold())
        return found

    def is_occupation_skill(self, label: str) -> bool:
        """Whether ``label`` is one of the occupation skills."""
        key = label.casefold()
        return key in self._occupation_keys or self._index.resolve(label)[0].casefold() in self._occupation_keys

    @property
    def budgets(self) -> dict[str, Budget]:
        """``{"occupation": ..., "personal": ...}``."""
        return {"occupation": self.occupation_budget, "personal": self.personal_budget}


def creation_characteristics(sheet: CoC7Sheet) -> dict[str, int]:
    """The characteristics as created: the recorded changes of play (aging...) taken off.

    The skill-point budgets are computed from these, so aging in play never moves them.
    """
    values = sheet.characteristics.as_dict()
    for change in sheet.characteristic_changes:
        for name, delta in change.changes.items():
            values[name] -= delta
    return values


def derive(sheet: CoC7Sheet, data: RulesData | None = None) -> Derived:
    """Everything derived from a sheet (pure: the sheet is not changed)."""
    if data is None:
        data = _data.load()
    index = _index(data)
    tables = index.tables
    ch = sheet.characteristics
    s, con, siz, dex, app, int_, pow_, edu = ch.STR, ch.CON, ch.SIZ, ch.DEX, ch.APP, ch.INT, ch.POW, ch.EDU
    characteristics = {
        "STR": value(s), "CON": value(con), "SIZ": value(siz), "DEX": value(dex),
        "APP": value(app), "INT": value(int_), "POW": value(pow_), "EDU": value(edu),
    }
    occ_def, occ_labels, occ_keys = index.occupation(sheet)
    entries, entry_by_key = index.era(sheet.era)

    by_key: dict[str, SkillLine] = {}
    present_specs: set[str] = set()
    occ_spent = personal_spent = 0
    mythos_key = index.mythos_key
    mythos_extra = sheet.cthulhu_mythos
    for skill in sheet.skills:
        label, sdef, spec = index.resolve(skill.name, skill.specialisation)
        key = label.casefold()
        base = index.base(sdef, spec, dex, edu, skill.custom_base)
        occ, per, exp = skill.occupation, skill.personal, skill.experience
        occ_spent += occ
        personal_spent += per
        if key == mythos_key:
            exp += mythos_extra
            mythos_extra = 0
        total = base + occ + per + exp
        if sdef is not None:
            if spec:
                present_specs.add(sdef.name.casefold())
            by_key[key] = SkillLine(
                label, sdef.name, spec, base, occ, per, exp, total, total // 2, total // 5,
                key in occ_keys, skill.ticked, sdef.uncommon, False, sdef.no_creation_points,
            )
        else:
            by_key[key] = SkillLine(
                label, skill.name, skill.specialisation, base, occ, per, exp, total, total // 2,
                total // 5, key in occ_keys, skill.ticked, False, True, False,
            )
    # Occupation skills with a named specialisation show even before points go in.
    for label in occ_labels:
        key = label.casefold()
        if key in by_key or key in entry_by_key:
            continue
        label, sdef, spec = index.resolve(label)
        if sdef is None or (needs_specialisation(sdef) and not spec):
            continue
        if spec:
            present_specs.add(sdef.name.casefold())
        base = index.base(sdef, spec, dex, edu, None)
        by_key[key] = SkillLine(
            label, sdef.name, spec, base, 0, 0, 0, base, base // 2, base // 5,
            True, False, sdef.uncommon, False, sdef.no_creation_points,
        )

    lines: list[SkillLine] = []
    append = lines.append
    for entry in entries:
        key = entry.key
        if key in by_key:
            continue
        if entry.generic_of and entry.generic_of in present_specs:
            continue
        line = entry.occ if key in occ_keys else entry.plain
        if line is None or (key == mythos_key and mythos_extra):
            base = dex // 2 if entry.base == -1 else edu if entry.base == -2 else entry.base
            exp = mythos_extra if key == mythos_key else 0
            total = base + exp
            sdef = entry.sdef
            line = SkillLine(
                entry.label, sdef.name, entry.spec, base, 0, 0, exp, total, total // 2, total // 5,
                key in occ_keys, False, sdef.uncommon, False, sdef.no_creation_points,
            )
        by_key[key] = line
        append(line)
    if len(lines) != len(by_key):  # sheet skills or occupation specialisations to merge in
        lines = sorted(by_key.values(), key=_line_key)

    mythos_line = by_key.get(mythos_key)
    mythos_value = mythos_line.value if mythos_line is not None else sheet.cthulhu_mythos
    san_max = max(0, 99 - mythos_value)
    hp_max = (con + siz) // 10
    mp_max = pow_ // 5
    db, build = _db_build(s + siz, tables.damage_bonus)
    mov_value = mov(s, dex, siz, sheet.age, tables.age)
    stated = sheet.stated
    if stated is not None and stated.creature:
        # A creature's statblock is the rule: what it states replaces the human formulas.
        if stated.hp is not None:
            hp_max = stated.hp
        if stated.mp is not None:
            mp_max = stated.mp
        if stated.mov is not None:
            mov_value = stated.mov
        if stated.build is not None:
            build = stated.build
        if stated.db is not None:
            db = stated.db

    quick = sheet.creation.skill_method == "quick_start"
    if quick:
        occ_total = 0
        formula_text = "quick-start: " + ", ".join(str(v) for v in tables.quick_start_occupation)
        personal_total = tables.quick_start_personal * tables.quick_start_personal_count
    else:
        # Points are a creation budget: changes recorded later (aging in play) do not move it.
        budget_chars: Characteristics | dict[str, int] = (
            creation_characteristics(sheet) if sheet.characteristic_changes else ch
        )
        personal_total = personal_points(budget_chars)
        if occ_def is not None:
            pick = sheet.occupation.formula_pick if sheet.occupation else None
            occ_total = occupation_points(occ_def.points, budget_chars, pick)
            formula_text = occ_def.points.text()
        else:
            occ_total = 0
            formula_text = ""
    cr_line = by_key.get(index.credit_label.casefold())
    cr_value = cr_line.value if cr_line is not None else 0

    return Derived(
        characteristics=characteristics,
        hp_max=hp_max,
        mp_max=mp_max,
        san_start=pow_,
        san_max=san_max,
        hp=hp_max if sheet.hp is None else sheet.hp,
        mp=mp_max if sheet.mp is None else sheet.mp,
        san=min(pow_, san_max) if sheet.san is None else sheet.san,
        luck=sheet.luck,
        cthulhu_mythos=mythos_value,
        damage_bonus=db,
        build=build,
        mov=mov_value,
        dodge_base=dex // 2,
        own_language_base=edu,
        skills=lines,
        occupation_skills=frozenset(occ_labels),
        occupation_budget=Budget(occ_total, occ_spent),
        personal_budget=Budget(personal_total, personal_spent),
        credit_rating=index.credit_rating(cr_value, sheet.era),
        occupation=occ_def,
        points_formula_text=formula_text,
        age_row=age_row(sheet.age, tables.age),
        _by_key=by_key,
        _occupation_keys=occ_keys,
        _index=index,
    )


def _line_key(line: SkillLine) -> str:
    return line.label.casefold()


# Keep the characteristic order importable from here too.
CHARACTERISTIC_NAMES = CHARACTERISTICS
