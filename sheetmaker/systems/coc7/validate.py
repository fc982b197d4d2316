"""Rule violations of a Call of Cthulhu 7e sheet.

:func:`validate` returns every violation at once, each with a stable code, a plain message with
the numbers, a fix and the field it concerns (``sheet.characteristics.STR``,
``sheet.skills[Spot Hidden]``, ``sheet.occupation.picks.social``...). :func:`checks_off` says,
in plain words, which checks cannot run for a sheet and why, so that no view claims more than
was checked.

Which checks run depends on what the sheet is:

- **Investigators**, whatever their creation method (free entry included), get every check that
  needs only the sheet: characteristics and Luck set, characteristics no creation method can
  give, the occupation and its choices, skill-point budgets (from the characteristics as
  created, see :func:`~sheetmaker.systems.coc7.rules.derive`), occupation points only on
  occupation skills, negative points in the full method, the Credit Rating range (full method),
  the quick-start values (quick-start method), the rules that hold "either way" (no creation
  points in Cthulhu Mythos, no skill above 99 before experience, named specialisations) and the
  state of play.
- Investigators made with the **allocation, rolled or point-buy** method also get the checks of
  their generation record: the characteristic method, the age table (deductions, EDU checks)
  and the Luck rolls.
- **Free entry** investigators (``creation.method == "free"``: the editor, imported sheets) have
  no generation record, so the characteristic method, the age table and the Luck rolls are not
  checked (:func:`checks_off` says so). A missing occupation is only a warning for them.
- **NPCs** (``kind="npc"``: keepers build them freely, STR 500 included) skip everything but the
  state-of-play checks (current HP/MP/SAN/Luck within their maxima) and duplicate skills.
- **Creatures** (``sheet.stated.creature``) are checked like NPCs whatever their kind: no APP,
  EDU, INT or age is required; their maxima are the stated ones. A value a statblock states that
  a human formula would not give is no violation (the reader reports it).

Decisions: unspent skill points are a *warning* (legal, but wasted), overspent ones an error. An
age outside 15..89 is a warning (free entry included: the rules make no investigator of 14 or 99).
A skill above 99 through experience is a warning (``skill.over_99_in_play``): only improvement
rolls over 95 take it there, 1D10 at a time, so 505 is almost surely a typing slip.
The Credit Rating range of the occupation is checked in the full method only
(quick-start sets Credit Rating to one of 70..40 like any occupation skill).
The age-table checks need the age at creation: they use the sheet's age while no
:class:`CharacteristicChange` is recorded; once the investigator has changed in play, the
creation row is recognised from the recorded deduction and EDU checks (or the checks are skipped
when it cannot be, and :func:`checks_off` says so). Luck goes up and down in play, so its value
is only checked for being set: Luck 0 with no Luck roll recorded is ``luck.missing`` (with a
recorded roll, 0 is Luck spent in play); the recorded rolls are checked against 3D6×5 and the
age. ``characteristics.impossible``: before the recorded changes of play, no creation method
gives a characteristic above 90 (EDU above 99, its improvement checks included); it is reported
whenever the method itself cannot be checked (free entry, or a characteristic missing), since
the method checks are stricter.

Codes (stable; never reworded): ``characteristic.missing``, ``characteristics.allocation``,
``characteristics.point_buy_total``, ``characteristics.point_buy_range``,
``characteristics.rolled_impossible``, ``characteristics.mismatch``, ``age.out_of_range``,
``age.deduction_total``, ``age.deduction_characteristic``, ``age.deduction_floor``,
``age.deduction_negative``, ``age.edu_checks``, ``age.edu_check_roll``, ``luck.rolls_count``,
``luck.roll_impossible``, ``luck.over_max``, ``occupation.missing``, ``occupation.unknown``,
``occupation.era``, ``occupation.formula_pick``, ``occupation.choice.count``,
``occupation.choice.unknown``, ``occupation.choice.not_allowed``, ``occupation.choice.duplicate``,
``occupation.specialisation_missing``, ``skill.duplicate``, ``skill.not_occupation``,
``skill.negative_points``, ``skill.no_creation_points``, ``skill.specialisation_missing``,
``skill.over_99``, ``skill.over_99_in_play``, ``budget.occupation.overspent``, ``budget.occupation.unspent``,
``budget.personal.overspent``, ``budget.personal.unspent``, ``credit_rating.range``,
``quick_start.values``, ``quick_start.personal``, ``quick_start.personal_count``,
``hp.over_max``, ``mp.over_max``, ``san.over_max``, ``luck.missing``,
``characteristics.impossible``.
"""

from __future__ import annotations

from collections.abc import Mapping

from sheetmaker.core import terms
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.core.violations import Severity, Violation
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7.creation import (
    AGE_FLOOR,
    EDU_MAX,
    POINT_BUY_RANGE,
    ROLLED_RANGES,
    Deductions,
    allocation_values,
    apply_edu_checks,
    check_age_deductions,
    check_allocation,
    check_point_buy,
    check_rolled,
)
from sheetmaker.systems.coc7.data import (
    SOCIAL_SKILLS,
    AgeRow,
    OccupationDef,
    RulesData,
    SkillDef,
    Tables,
)
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    CoC7Document,
    CoC7Sheet,
    skill_label,
)
from sheetmaker.systems.coc7.rules import (
    Derived,
    _Index,
    _index,
    age_row,
    creation_characteristics,
    derive,
    needs_specialisation,
)

__all__ = ["checks_off", "pick_allowed", "validate"]

WARNING = Severity.WARNING


def _skill_field(label: str) -> str:
    return f"sheet.skills[{label}]"


def _listing(values) -> str:
    return ", ".join(str(v) for v in values)


def _abbr(name: str) -> str:
    """A characteristic's abbreviation in the language in use (``STR`` → ``ST`` in German)."""
    return terms.characteristic_abbr("coc7", name)


def _skill(label: str) -> str:
    """A skill label in the language in use (the sheet keeps the English one)."""
    return terms.skill_label("coc7", label)


def _occupation(name: str) -> str:
    """An occupation name in the language in use."""
    return terms.term("coc7", "occupation", name)


def _points(n: int) -> str:
    if abs(n) == 1:
        return translate("CoC7Rules", "{0} point").format(n)
    return translate("CoC7Rules", "{0} points").format(n)


def validate(
    sheet: CoC7Sheet | CoC7Document,
    data: RulesData | None = None,
    *,
    kind: str = "investigator",
    derived: Derived | None = None,
) -> list[Violation]:
    """Every rule violation of the sheet.

    Args:
        sheet: the sheet, or a whole document (its ``kind`` is then used).
        data: the rules data (default: :func:`sheetmaker.systems.coc7.data.load`).
        kind: ``"investigator"`` or ``"npc"``; NPCs skip the creation checks.
        derived: ``derive(sheet, data)`` if the caller already has it.
    """
    if isinstance(sheet, CoC7Document):
        kind = sheet.kind
        sheet = sheet.sheet
    data = data or _data.load()
    d = derived or derive(sheet, data)
    index = _index(data)
    out: list[Violation] = []
    # A creature (stated by its statblock) has no APP/EDU/age of its own: creation rules do not
    # apply to it, whatever its kind.
    investigator = kind != "npc" and not _is_creature(sheet)
    # Whether there is a generation record to check (not for free entry).
    creation = investigator and sheet.creation.method != "free"

    _check_duplicates(sheet, index, out)
    if investigator:
        _check_characteristics(sheet, data, creation, out)
        _check_luck(sheet, out)
        _check_occupation(sheet, d, index, creation, out)
        _check_skills(sheet, d, index, out)
        _check_budgets(sheet, d, out)
        _check_quick_start(sheet, d, data, out)
    _check_state(sheet, d, out)
    return out


#: What :func:`checks_off` says (plain words, one sentence each; English here, translated by
#: :func:`checks_off` in the "CoC7Rules" context).
NPC_OFF = QT_TRANSLATE_NOOP("CoC7Rules", "NPC: creation rules are not checked, only the state of play.")
FREE_OFF = QT_TRANSLATE_NOOP(
    "CoC7Rules",
    "Characteristics entered freely: the generation method, the age effects and the Luck roll "
    "are not checked.",
)
AGE_UNKNOWN_OFF = QT_TRANSLATE_NOOP(
    "CoC7Rules",
    "The age at creation cannot be told from the record after the changes of play: the age "
    "effects are not checked.",
)
NO_LUCK_ROLL_OFF = QT_TRANSLATE_NOOP("CoC7Rules", "No Luck roll recorded: the Luck roll is not checked.")
CREATURE_OFF = QT_TRANSLATE_NOOP(
    "CoC7Rules",
    "Creature: creation rules are not checked, and its stated HP, MP, MOV, Build and Damage Bonus "
    "stand in for the human formulas.",
)


def _is_creature(sheet: CoC7Sheet) -> bool:
    """Whether the sheet is a creature as its statblock states (``sheet.stated.creature``)."""
    return sheet.stated is not None and sheet.stated.creature


def checks_off(
    sheet: CoC7Sheet | CoC7Document,
    data: RulesData | None = None,
    *,
    kind: str = "investigator",
) -> list[str]:
    """The checks :func:`validate` cannot run for this sheet and why, in plain words.

    Empty for an investigator whose creation is fully recorded; one sentence per group of
    checks otherwise (NPCs, free entry, an age at creation the record cannot tell, no Luck roll).

    Args:
        sheet: the sheet, or a whole document (its ``kind`` is then used).
        data: the rules data (default: :func:`sheetmaker.systems.coc7.data.load`).
        kind: ``"investigator"`` or ``"npc"``.
    """
    if isinstance(sheet, CoC7Document):
        kind = sheet.kind
        sheet = sheet.sheet
    if _is_creature(sheet):
        return [translate("CoC7Rules", CREATURE_OFF)]
    if kind == "npc":
        return [translate("CoC7Rules", NPC_OFF)]
    record = sheet.creation
    if record.method == "free":
        return [translate("CoC7Rules", FREE_OFF)]
    off: list[str] = []
    known, _row = _creation_row(sheet, data or _data.load())
    if not known:
        off.append(translate("CoC7Rules", AGE_UNKNOWN_OFF))
    if not record.luck_rolls:
        off.append(translate("CoC7Rules", NO_LUCK_ROLL_OFF))
    return off


# --------------------------------------------------------------------------- characteristics


def _creation_row(sheet: CoC7Sheet, data: RulesData) -> tuple[bool, AgeRow | None]:
    """(known, row) of the age at creation (see the module docstring)."""
    rows = data.tables.age
    if not sheet.characteristic_changes:
        return True, age_row(sheet.age, rows)
    creation = sheet.creation
    total = sum(creation.age_deductions.values())
    keys = {k for k, v in creation.age_deductions.items() if v}
    matches = [
        row
        for row in rows
        if row.edu_checks == len(creation.edu_checks) and row.deduct == total and keys <= set(row.deduct_from)
    ]
    return (True, matches[0]) if len(matches) == 1 else (False, None)


def _after_age(base: Mapping[str, int], row: AgeRow | None, deductions: Deductions) -> dict[str, int]:
    """``base`` after deductions and the APP/EDU penalties (EDU checks not yet applied)."""
    result = dict(base)
    for name, points in deductions.items():
        result[name] -= points
    if row is not None:
        if row.app_penalty:
            result["APP"] = max(min(AGE_FLOOR, result["APP"]), result["APP"] - row.app_penalty)
        if row.edu_penalty:
            result["EDU"] = max(min(AGE_FLOOR, result["EDU"]), result["EDU"] - row.edu_penalty)
    return result


def _check_characteristics(sheet: CoC7Sheet, data: RulesData, creation: bool, out: list[Violation]) -> None:
    chars = sheet.characteristics.as_dict()
    missing = [name for name, val in chars.items() if val == 0]
    for name in missing:
        out.append(
            Violation(
                "characteristic.missing",
                translate("CoC7Rules", "{0} is not set (0).").format(_abbr(name)),
                translate("CoC7Rules", "Enter {0}.").format(_abbr(name)),
                f"sheet.characteristics.{name}",
            )
        )
    if not creation:
        _check_impossible(sheet, data.tables, out)
        if age_row(sheet.age, data.tables.age) is None:
            # No generation record, but an investigator's age still comes from the table.
            out.append(
                Violation(
                    "age.out_of_range",
                    translate("CoC7Rules", "Age {0} is outside the creation table (15 to 89).").format(sheet.age),
                    translate("CoC7Rules", "Investigators are 15 to 89 at creation: check the age."),
                    "sheet.age",
                    WARNING,
                )
            )
        return
    record = sheet.creation
    known, row = _creation_row(sheet, data)
    changes = dict.fromkeys(CHARACTERISTICS, 0)
    for change in sheet.characteristic_changes:
        for name, delta in change.changes.items():
            changes[name] += delta

    # The characteristics as generated: recorded, or worked back from the sheet.
    if record.base is not None:
        base = record.base.as_dict()
        base_field = "sheet.creation.base"
    else:
        base = {n: chars[n] - changes[n] for n in CHARACTERISTICS}
        base["EDU"] -= sum(check.gain for check in record.edu_checks)
        for name, points in record.age_deductions.items():
            base[name] += points
        if row is not None:
            base["APP"] += row.app_penalty
            base["EDU"] += row.edu_penalty
        base_field = "sheet.characteristics"

    if not missing and (record.base is None or all(base.values())):
        if record.method == "allocation":
            out.extend(check_allocation(base, data.tables, base_field))
        elif record.method == "point_buy":
            out.extend(check_point_buy(base, data.tables, base_field))
        elif record.method == "rolled":
            out.extend(check_rolled(base, base_field))
    else:
        # The method cannot be checked: at least flag what no method gives.
        _check_impossible(sheet, data.tables, out)

    if not sheet.characteristic_changes and row is None:
        out.append(
            Violation(
                "age.out_of_range",
                translate("CoC7Rules", "Age {0} is outside the creation table (15 to 89).").format(sheet.age),
                translate(
                    "CoC7Rules", "Choose an age from 15 to 89, or use the free method for an unusual investigator."
                ),
                "sheet.age",
                WARNING,
            )
        )
    if known and row is not None:
        age = row.low if sheet.characteristic_changes else sheet.age
        floor_base = base if record.base is not None else None
        out.extend(check_age_deductions(age, record.age_deductions, floor_base, data.tables))
        if len(record.edu_checks) != row.edu_checks:
            out.append(
                Violation(
                    "age.edu_checks",
                    translate(
                        "CoC7Rules", "Age {0}-{1} makes {2} EDU improvement checks; the sheet records {3}."
                    ).format(row.low, row.high, row.edu_checks, len(record.edu_checks)),
                    translate("CoC7Rules", "Make exactly {0} EDU checks.").format(row.edu_checks),
                    "sheet.creation.edu_checks",
                )
            )
        if record.luck_rolls and len(record.luck_rolls) != row.luck_rolls:
            out.append(
                Violation(
                    "luck.rolls_count",
                    translate(
                        "CoC7Rules", "Age {0}-{1} rolls Luck {2} time(s); the sheet records {3} roll(s)."
                    ).format(row.low, row.high, row.luck_rolls, len(record.luck_rolls)),
                    translate("CoC7Rules", "Roll Luck twice (keeping the higher) at 15-19, once otherwise."),
                    "sheet.creation.luck_rolls",
                )
            )
    for i, luck_roll in enumerate(record.luck_rolls):
        if luck_roll % 5 or not 15 <= luck_roll <= 90:
            out.append(
                Violation(
                    "luck.roll_impossible",
                    translate(
                        "CoC7Rules", "The Luck roll {0} is not a possible 3D6×5 (multiples of 5 from 15 to 90)."
                    ).format(luck_roll),
                    translate("CoC7Rules", "Enter the Luck rolled."),
                    f"sheet.creation.luck_rolls[{i}]",
                )
            )

    if record.base is not None and known and not missing:
        after = _after_age(base, row, record.age_deductions)
        edu = after["EDU"]
        for i, check in enumerate(record.edu_checks):
            if check.roll <= edu and check.gain:
                out.append(
                    Violation(
                        "age.edu_check_roll",
                        translate(
                            "CoC7Rules", "EDU check {0}: a roll of {1} against EDU {2} fails, yet it gains {3}."
                        ).format(i + 1, check.roll, edu, check.gain),
                        translate("CoC7Rules", "Set the gain of a failed check to 0."),
                        f"sheet.creation.edu_checks[{i}]",
                    )
                )
            elif check.roll > edu and not check.gain and edu < EDU_MAX:
                out.append(
                    Violation(
                        "age.edu_check_roll",
                        translate(
                            "CoC7Rules", "EDU check {0}: a roll of {1} beats EDU {2}, yet it gains nothing."
                        ).format(i + 1, check.roll, edu),
                        translate("CoC7Rules", "Roll 1D10 and record the gain."),
                        f"sheet.creation.edu_checks[{i}]",
                    )
                )
            edu = apply_edu_checks(edu, [check])
        after["EDU"] = apply_edu_checks(after["EDU"], record.edu_checks)
        for name in CHARACTERISTICS:
            expected = after[name] + changes[name]
            if chars[name] != expected:
                out.append(
                    Violation(
                        "characteristics.mismatch",
                        translate(
                            "CoC7Rules",
                            "{0} is {1}, but the recorded base {2} with the age effects and later changes "
                            "gives {3}.",
                        ).format(_abbr(name), chars[name], base[name], expected),
                        translate("CoC7Rules", "Set {0} to {1}, or correct the creation record.").format(
                            _abbr(name), expected
                        ),
                        f"sheet.characteristics.{name}",
                    )
                )


def creation_maximum(name: str, tables: Tables) -> int:
    """The highest value any creation method (with the age effects) gives a characteristic:
    90 (rolled, point buy; allocation gives less), EDU 99 through its improvement checks."""
    highest = max(POINT_BUY_RANGE[1], ROLLED_RANGES[name][1], *allocation_values(tables))
    return max(highest, EDU_MAX) if name == "EDU" else highest


def _check_impossible(sheet: CoC7Sheet, tables: Tables, out: list[Violation]) -> None:
    """Characteristics (as created: recorded changes of play taken off) above what any method gives."""
    created = creation_characteristics(sheet)
    changed = bool(sheet.characteristic_changes)
    for name, value in created.items():
        limit = creation_maximum(name, tables)
        if value <= limit:
            continue
        if changed and name != "EDU":
            message = translate(
                "CoC7Rules",
                "{0} {1} before the recorded changes of play: no creation method gives more than {2} (EDU {3}).",
            )
        elif changed:
            message = translate(
                "CoC7Rules", "{0} {1} before the recorded changes of play: no creation method gives more than {2}."
            )
        elif name != "EDU":
            message = translate("CoC7Rules", "{0} {1}: no creation method gives more than {2} (EDU {3}).")
        else:
            message = translate("CoC7Rules", "{0} {1}: no creation method gives more than {2}.")
        out.append(
            Violation(
                "characteristics.impossible",
                message.format(_abbr(name), value, limit, creation_maximum("EDU", tables)),
                translate(
                    "CoC7Rules",
                    "Set {0} to {1} or less, record what raised it in play as a characteristic change, or "
                    "make the sheet an NPC.",
                ).format(_abbr(name), limit),
                f"sheet.characteristics.{name}",
            )
        )


def _check_luck(sheet: CoC7Sheet, out: list[Violation]) -> None:
    # Luck goes up and down in play: only an unset Luck is an error (0 with no roll recorded;
    # with a recorded roll, 0 is Luck spent).
    if sheet.luck == 0 and not sheet.creation.luck_rolls:
        out.append(
            Violation(
                "luck.missing",
                translate("CoC7Rules", "Luck is not set (0)."),
                translate("CoC7Rules", "Roll 3D6×5 for Luck (twice at ages 15-19, keeping the higher) and enter it."),
                "sheet.luck",
            )
        )


# --------------------------------------------------------------------------- occupation


def _choice_text(options) -> str:
    """A choice in words, never its id: "the social skills (Charm, Fast Talk, Intimidate,
    Persuade)", "any skills (personal or era specialties)", "Drive Auto or Ride"."""
    if options == "social":
        return translate("CoC7Rules", "the social skills ({0})").format(", ".join(_skill(s) for s in SOCIAL_SKILLS))
    if options == "any":
        return translate("CoC7Rules", "any skills (personal or era specialties)")
    names = [_skill(option) for option in options]
    if len(names) == 1:
        return names[0]
    return translate("CoC7Rules", "{0} or {1}").format(", ".join(names[:-1]), names[-1])


def _allowed(pick: str, options, index: _Index, sheet_keys: set[str]) -> bool:
    label, sdef, spec = index.resolve(pick)
    if options == "any":
        if sdef is None:
            return label.casefold() in sheet_keys  # a custom skill of the sheet
        return not sdef.no_creation_points and sdef.name.casefold() != index.credit_label.casefold()
    choices = SOCIAL_SKILLS if options == "social" else options
    for option in choices:
        o_label, o_def, o_spec = index.resolve(option)
        if o_label.casefold() == label.casefold():
            return True
        if o_def is not None and o_def is sdef and o_def.specialised and not o_spec:
            return True
    return False


def pick_allowed(
    pick: str, options, data: RulesData | None = None, sheet_keys: frozenset[str] = frozenset()
) -> bool:
    """Whether a skill label may fill an occupation choice with these ``options``
    (``"social"``, ``"any"`` or a list of labels); ``sheet_keys`` are the case-folded labels of
    the sheet's custom skills, which "any" accepts."""
    return _allowed(pick, options, _index(data or _data.load()), set(sheet_keys))


def _check_occupation(
    sheet: CoC7Sheet, d: Derived, index: _Index, creation: bool, out: list[Violation]
) -> None:
    choice = sheet.occupation
    if choice is None:
        out.append(
            Violation(
                "occupation.missing",
                translate("CoC7Rules", "No occupation is chosen."),
                translate("CoC7Rules", "Choose an occupation."),
                "sheet.occupation",
                Severity.ERROR if creation else WARNING,
            )
        )
        return
    occ: OccupationDef | None = d.occupation
    if occ is None:
        out.append(
            Violation(
                "occupation.unknown",
                translate("CoC7Rules", "The occupation {0} is not in the occupation list.").format(repr(choice.name)),
                translate("CoC7Rules", "Choose a listed occupation, or add it as a user occupation file."),
                "sheet.occupation.name",
            )
        )
        return
    if sheet.era not in occ.eras:
        out.append(
            Violation(
                "occupation.era",
                translate("CoC7Rules", "{0} is not an occupation of the {1} era ({2} only).").format(
                    _occupation(occ.name),
                    terms.term("coc7", "era", sheet.era),
                    translate("CoC7Rules", " and ").join(terms.term("coc7", "era", era) for era in occ.eras),
                ),
                translate("CoC7Rules", "Choose another occupation or change the era."),
                "sheet.occupation.name",
            )
        )
    formula = occ.points
    if choice.formula_pick is not None and choice.formula_pick not in formula.choose:
        if formula.choose:
            message = translate("CoC7Rules", "{0}'s points formula {1} chooses among {2}, not {3}.").format(
                terms.term("coc7", "occupation", occ.name), formula.text(),
                " / ".join(terms.characteristic_abbr("coc7", name) for name in formula.choose),
                terms.characteristic_abbr("coc7", choice.formula_pick),
            )
        else:
            message = translate("CoC7Rules", "{0}'s points formula {1} has no characteristic to choose.").format(
                terms.term("coc7", "occupation", occ.name), formula.text()
            )
        out.append(
            Violation(
                "occupation.formula_pick",
                message,
                translate("CoC7Rules", "Pick one of the formula's characteristics, or leave it to take the best."),
                "sheet.occupation.formula_pick",
                Severity.ERROR if formula.choose else WARNING,
            )
        )

    # Fixed skills that ask for a specialisation.
    named = {k.casefold() for k, v in choice.specialisations.items() if v}
    fixed_keys: set[str] = set()
    for fixed in occ.skills:
        label, sdef, spec = index.resolve(fixed)
        if sdef is not None and needs_specialisation(sdef) and not spec:
            if fixed.casefold() not in named and sdef.name.casefold() not in named:
                out.append(
                    Violation(
                        "occupation.specialisation_missing",
                        translate("CoC7Rules", "{0} takes {1} (any): name the specialisation.").format(
                            _occupation(occ.name), _skill(fixed)
                        ),
                        translate("CoC7Rules", "Name the {0} specialisation (e.g. {1}).").format(
                            _skill(fixed),
                            terms.specialisation(sdef.name, next(iter(sdef.specialisations), ""))
                            or translate("CoC7Rules", "one of your choice"),
                        ),
                        f"sheet.occupation.specialisations.{fixed}",
                    )
                )
                continue
            chosen = choice.specialisations.get(fixed) or next(
                (
                    v
                    for k, v in choice.specialisations.items()
                    if k.casefold() in (fixed.casefold(), sdef.name.casefold())
                ),
                "",
            )
            label = index.resolve(sdef.name, chosen)[0]
        fixed_keys.add(label.casefold())

    # Choices.
    sheet_keys = {index.resolve(s.name, s.specialisation)[0].casefold() for s in sheet.skills}
    ids = {c.id: c for c in occ.choices}
    for choice_id in choice.picks:
        if choice_id not in ids:
            out.append(
                Violation(
                    "occupation.choice.unknown",
                    translate("CoC7Rules", "{0} does not offer the choice that {1} are filed under.").format(
                        _occupation(occ.name),
                        _listing(_skill(pick) for pick in choice.picks[choice_id])
                        or translate("CoC7Rules", "these picks"),
                    ),
                    translate("CoC7Rules", "Pick them again in the occupation's own choices."),
                    f"sheet.occupation.picks.{choice_id}",
                )
            )
    seen: dict[str, str] = {}
    for c in occ.choices:
        picks = choice.picks.get(c.id, [])
        where = f"sheet.occupation.picks.{c.id}"
        if len(picks) != c.count:
            out.append(
                Violation(
                    "occupation.choice.count",
                    (
                        translate("CoC7Rules", "{0}: choose {1} skill among {2}; {3} chosen.")
                        if c.count == 1
                        else translate("CoC7Rules", "{0}: choose {1} skills among {2}; {3} chosen.")
                    ).format(_occupation(occ.name), c.count, _choice_text(c.options), len(picks)),
                    translate("CoC7Rules", "Choose exactly {0}.").format(c.count),
                    where,
                )
            )
        for pick in picks:
            label, sdef, spec = index.resolve(pick)
            key = label.casefold()
            if not _allowed(pick, c.options, index, sheet_keys):
                out.append(
                    Violation(
                        "occupation.choice.not_allowed",
                        translate("CoC7Rules", "{0} is not among {1}.").format(_skill(label), _choice_text(c.options)),
                        translate("CoC7Rules", "Pick one of the listed options."),
                        where,
                    )
                )
            elif sdef is not None and needs_specialisation(sdef) and not spec:
                out.append(
                    Violation(
                        "occupation.specialisation_missing",
                        translate("CoC7Rules", "The pick {0} needs a specialisation.").format(_skill(label)),
                        translate("CoC7Rules", "Pick a named {0}, e.g. {1}.").format(
                            _skill(label), _skill(skill_example(sdef))
                        ),
                        where,
                    )
                )
            if key in fixed_keys or key in seen:
                if key in fixed_keys:
                    message = translate(
                        "CoC7Rules", "{0} is a fixed skill of the occupation; a pick must add a new occupation skill."
                    )
                else:
                    message = translate(
                        "CoC7Rules",
                        "{0} is already picked for another choice; a pick must add a new occupation skill.",
                    )
                out.append(
                    Violation(
                        "occupation.choice.duplicate",
                        message.format(_skill(label)),
                        translate("CoC7Rules", "Pick another skill."),
                        where,
                    )
                )
            seen.setdefault(key, c.id)


def skill_example(sdef: SkillDef) -> str:
    """An example label of a specialised skill, for fixes."""
    spec = next(iter(sdef.default_specialisations or sdef.specialisations), "...")
    return skill_label(sdef.name, spec)


# --------------------------------------------------------------------------- skills


def _check_duplicates(sheet: CoC7Sheet, index: _Index, out: list[Violation]) -> None:
    seen: set[str] = set()
    for skill in sheet.skills:
        label = index.resolve(skill.name, skill.specialisation)[0]
        key = label.casefold()
        if key in seen:
            out.append(
                Violation(
                    "skill.duplicate",
                    translate("CoC7Rules", "{0} is on the sheet twice (as {1} and another form).").format(
                        _skill(label), repr(skill.label)
                    ),
                    translate("CoC7Rules", "Merge the two entries into one."),
                    _skill_field(label),
                )
            )
        seen.add(key)


def _check_skills(sheet: CoC7Sheet, d: Derived, index: _Index, out: list[Violation]) -> None:
    full = sheet.creation.skill_method == "full"
    occupation = d.occupation
    for skill in sheet.skills:
        label, sdef, spec = index.resolve(skill.name, skill.specialisation)
        line = d.skill(label)
        if line is None:  # cannot happen; be safe
            continue
        where = _skill_field(label)
        occ, per = skill.occupation, skill.personal
        if occ and occupation is not None and not line.is_occupation:
            out.append(
                Violation(
                    "skill.not_occupation",
                    translate(
                        "CoC7Rules", "{0} has {1} of occupation points but is not an occupation skill of {2}."
                    ).format(_skill(label), _points(occ), _occupation(occupation.name)),
                    translate("CoC7Rules", "Move the points to an occupation skill or to personal interest points."),
                    where,
                )
            )
        if full and (occ < 0 or per < 0):
            out.append(
                Violation(
                    "skill.negative_points",
                    translate("CoC7Rules", "{0} has negative points (occupation {1}, personal {2}).").format(
                        _skill(label), occ, per
                    ),
                    translate("CoC7Rules", "Points spent are 0 or more."),
                    where,
                )
            )
        if (occ or per) and line.no_creation_points:
            out.append(
                Violation(
                    "skill.no_creation_points",
                    translate("CoC7Rules", "{0} takes no points at creation; the sheet puts {1} in it.").format(
                        _skill(label), _points(occ + per)
                    ),
                    translate("CoC7Rules", "Remove the occupation and personal points from {0}.").format(
                        _skill(label)
                    ),
                    where,
                )
            )
        if (occ or per) and sdef is not None and needs_specialisation(sdef) and not spec:
            out.append(
                Violation(
                    "skill.specialisation_missing",
                    translate("CoC7Rules", "{0} has points but no specialisation.").format(_skill(label)),
                    translate("CoC7Rules", "Name the specialisation, e.g. {0}.").format(_skill(skill_example(sdef))),
                    where,
                )
            )
        if line.creation_value <= 99 < line.value:
            out.append(
                Violation(
                    "skill.over_99_in_play",
                    translate(
                        "CoC7Rules",
                        "{0} is {1}: above 99, only an improvement roll over 95 adds 1D10 to a skill.",
                    ).format(_skill(label), line.value),
                    translate("CoC7Rules", "Check the experience points of {0} ({1}).").format(
                        _skill(label), skill.experience
                    ),
                    where,
                    WARNING,
                )
            )
        if line.creation_value > 99:
            out.append(
                Violation(
                    "skill.over_99",
                    translate(
                        "CoC7Rules", "{0} is {1} after creation points; no skill exceeds 99 at creation."
                    ).format(_skill(label), line.creation_value),
                    translate("CoC7Rules", "Take {0} points out of {1}.").format(
                        line.creation_value - 99, _skill(label)
                    ),
                    where,
                )
            )


def _check_budgets(sheet: CoC7Sheet, d: Derived, out: list[Violation]) -> None:
    if sheet.creation.skill_method == "full":
        budgets = [("personal", d.personal_budget, f"{_abbr('INT')}×2")]
        if d.occupation is not None:
            budgets.insert(0, ("occupation", d.occupation_budget, d.points_formula_text))
        for name, budget, formula in budgets:
            occupation = name == "occupation"
            if budget.left < 0:
                if occupation:
                    message = translate("CoC7Rules", "{0} occupation points are spent of {1} ({2}): {3} too many.")
                    fix = translate("CoC7Rules", "Take {0} occupation points out of the skills.")
                else:
                    message = translate("CoC7Rules", "{0} personal points are spent of {1} ({2}): {3} too many.")
                    fix = translate("CoC7Rules", "Take {0} personal points out of the skills.")
                out.append(
                    Violation(
                        f"budget.{name}.overspent",
                        message.format(budget.spent, budget.total, formula, -budget.left),
                        fix.format(-budget.left),
                        "sheet.skills",
                    )
                )
            elif budget.left > 0:
                if occupation:
                    message = translate("CoC7Rules", "{0} of {1} occupation points ({2}) are not spent.")
                    fix = translate("CoC7Rules", "Spend the remaining {0} occupation points.")
                else:
                    message = translate("CoC7Rules", "{0} of {1} personal points ({2}) are not spent.")
                    fix = translate("CoC7Rules", "Spend the remaining {0} personal points.")
                out.append(
                    Violation(
                        f"budget.{name}.unspent",
                        message.format(budget.left, budget.total, formula),
                        fix.format(budget.left),
                        "sheet.skills",
                        WARNING,
                    )
                )
    occ = d.occupation
    # The range belongs to the full method (RULES.md); quick-start sets Credit Rating to one of
    # its values (40 or more), whatever the occupation.
    if occ is not None and sheet.creation.skill_method == "full":
        low, high = occ.credit_rating
        cr_line = d.skill("Credit Rating")
        cr = cr_line.creation_value if cr_line is not None else 0
        if not low <= cr <= high:
            out.append(
                Violation(
                    "credit_rating.range",
                    translate("CoC7Rules", "Credit Rating is {0}; a {1} starts with {2} to {3}.").format(
                        cr, _occupation(occ.name), low, high
                    ),
                    translate("CoC7Rules", "Set Credit Rating between {0} and {1} with occupation points.").format(
                        low, high
                    ),
                    _skill_field(cr_line.label if cr_line else "Credit Rating"),
                )
            )


def _check_quick_start(sheet: CoC7Sheet, d: Derived, data: RulesData, out: list[Violation]) -> None:
    if sheet.creation.skill_method != "quick_start":
        return
    tables = data.tables
    if d.occupation is not None:
        wanted = sorted(tables.quick_start_occupation, reverse=True)
        have = []
        for label in d.occupation_skills:
            line = d.skill(label)
            have.append(line.base + line.occupation if line is not None else 0)
        have.sort(reverse=True)
        if have != wanted:
            out.append(
                Violation(
                    "quick_start.values",
                    translate(
                        "CoC7Rules",
                        "The occupation skills and Credit Rating are set to {0}; quick-start sets them to {1}.",
                    ).format(_listing(have), _listing(wanted)),
                    translate(
                        "CoC7Rules", "Give the values {0} to the {1} occupation skills and Credit Rating, one each."
                    ).format(_listing(wanted), len(wanted) - 1),
                    "sheet.skills",
                )
            )
    bonus = tables.quick_start_personal
    count = 0
    for line in d.skills:
        if not line.personal:
            continue
        where = _skill_field(line.label)
        if line.is_occupation:
            out.append(
                Violation(
                    "quick_start.personal",
                    translate(
                        "CoC7Rules",
                        "{0} is an occupation skill; quick-start personal interest points go to non-occupation skills.",
                    ).format(_skill(line.label)),
                    translate("CoC7Rules", "Move the +{0} to a non-occupation skill.").format(bonus),
                    where,
                )
            )
        elif line.personal != bonus:
            out.append(
                Violation(
                    "quick_start.personal",
                    translate("CoC7Rules", "{0} has {1} personal points; quick-start gives +{2}.").format(
                        _skill(line.label), line.personal, bonus
                    ),
                    translate("CoC7Rules", "Set the personal points of {0} to {1}.").format(
                        _skill(line.label), bonus
                    ),
                    where,
                )
            )
        else:
            count += 1
    wanted_count = tables.quick_start_personal_count
    if count != wanted_count:
        out.append(
            Violation(
                "quick_start.personal_count",
                translate("CoC7Rules", "{0} non-occupation skills have +{1}; quick-start boosts {2}.").format(
                    count, bonus, wanted_count
                ),
                translate("CoC7Rules", "Give +{0} to exactly {1} non-occupation skills.").format(bonus, wanted_count),
                "sheet.skills",
            )
        )


# --------------------------------------------------------------------------- state of play


def _check_state(sheet: CoC7Sheet, d: Derived, out: list[Violation]) -> None:
    stated = sheet.stated if _is_creature(sheet) else None
    if d.hp > d.hp_max:
        if stated is not None and stated.hp is not None:
            hp_text = translate("CoC7Rules", "Current HP {0} is above the stated maximum {1}.")
        else:
            hp_text = translate("CoC7Rules", "Current HP {0} is above the maximum {1} ((CON + SIZ) / 10).")
        out.append(
            Violation(
                "hp.over_max",
                hp_text.format(d.hp, d.hp_max),
                translate("CoC7Rules", "Set HP to {0} or less.").format(d.hp_max),
                "sheet.hp",
            )
        )
    if d.mp > d.mp_max:
        if stated is not None and stated.mp is not None:
            mp_text = translate("CoC7Rules", "Current MP {0} is above the stated maximum {1}.")
        else:
            mp_text = translate("CoC7Rules", "Current MP {0} is above the maximum {1} (POW / 5).")
        out.append(
            Violation(
                "mp.over_max",
                mp_text.format(d.mp, d.mp_max),
                translate("CoC7Rules", "Set MP to {0} or less.").format(d.mp_max),
                "sheet.mp",
            )
        )
    if d.san > d.san_max:
        out.append(
            Violation(
                "san.over_max",
                translate("CoC7Rules", "Current SAN {0} is above the maximum {1} (99 − Cthulhu Mythos {2}).").format(
                    d.san, d.san_max, d.cthulhu_mythos
                ),
                translate("CoC7Rules", "Set SAN to {0} or less.").format(d.san_max),
                "sheet.san",
            )
        )
    if d.luck > 99:
        out.append(
            Violation(
                "luck.over_max",
                translate("CoC7Rules", "Luck {0} is above 99.").format(d.luck),
                translate("CoC7Rules", "Set Luck to 99 or less."),
                "sheet.luck",
            )
        )

