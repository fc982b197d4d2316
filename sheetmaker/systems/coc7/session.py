"""A Call of Cthulhu 7e creation session: the creation wizard's steps as a Qt-free state machine.

The session holds the player's :class:`Answers`, one part per step, and rebuilds the draft sheet
from them in step order whenever an answer changes, with the engine's own functions
(:mod:`~sheetmaker.systems.coc7.creation`, :func:`~sheetmaker.systems.coc7.rules.derive`,
:func:`~sheetmaker.systems.coc7.validate.validate`, :mod:`~sheetmaker.systems.coc7.generate`);
no rule is restated here. Each step's :class:`StepReport` lists the violations whose field
belongs to that step and the notes the last change left ("Spot Hidden: 20 occupation points no
longer fit").

Steps (:data:`STEPS`): ``setup`` (era and the keeper's options), ``characteristics``, ``age``
(deduction split, EDU checks, Luck), ``occupation``, ``choices`` (formula pick, picks,
specialisations), ``skills`` (full or quick-start), ``identity`` (name, backstory, weapons,
money), ``review``.

Dice. Every die comes from the injected :class:`random.Random`, split at the start into one
stream per purpose (characteristics, EDU checks, Luck, the random choices of each step), so the
same seed gives the same dice whatever order the steps are answered in: the wizard and
``sheetmaker new coc7 --answers`` replay each other. Dice rolled by the session are written
into the answers (``characteristics.values``, ``age.edu_checks``, ``age.luck_rolls``), so the
answers alone rebuild the sheet. EDU improvement checks keep both dice of each check, so a
later change of EDU re-reads them without rolling again; Luck keeps two rolls (the higher of
both counts at ages 15–19, the first otherwise).

Going back. Changing an earlier answer re-applies the later steps: a new occupation clears the
choices; a smaller skill budget keeps the skill points that still fit (the latest-entered go
first, Credit Rating last) and notes what was taken out; a new age bracket drops a deduction
split made for another bracket.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import Field, StringConstraints, field_validator
from pydantic_core import PydanticCustomError

from sheetmaker.core import dice, terms
from sheetmaker.core.creation import (
    AnswersError,
    AnswersModel,
    CreationSessionBase,
    SessionError,
    StepReport,
    answer_types,
    answers_json_schema,
    parse_answers,
    step_by_tables,
)
from sheetmaker.core.dice import DiceResult
from sheetmaker.core.document import Line, Text
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.core.violations import Violation
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7 import generate as _generate
from sheetmaker.systems.coc7.creation import (
    ROLL_EXPRESSIONS,
    apply_quick_start,
    deduction_due,
    expected_after_age,
    resolve_edu_checks,
    set_many_skill_points,
)
from sheetmaker.systems.coc7.data import RulesData
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    Backstory,
    CharacteristicName,
    Characteristics,
    CoC7Document,
    CoC7Sheet,
    Creation,
    CustomOccupation,
    Era,
    Method,
    OccupationChoice,
    SkillMethod,
    Weapon,
)
from sheetmaker.systems.coc7.rules import (
    Derived,
    age_row,
    canonical_label,
    derive,
    occupation_definition,
    occupation_skill_labels,
)
from sheetmaker.systems.coc7.skill_budget import (
    PointRows,
    find_key,
    fit_to_budgets,
    spend_left,
    take_over_cap,
)
from sheetmaker.systems.coc7.validate import validate

__all__ = [
    "METHODS",
    "STEPS",
    "AgeAnswers",
    "Answers",
    "AnswersError",
    "CharacteristicsAnswers",
    "ChoicesAnswers",
    "CreationSession",
    "EduDice",
    "IdentityAnswers",
    "OccupationAnswers",
    "SessionError",
    "SetupAnswers",
    "SkillPoints",
    "SkillsAnswers",
    "StepReport",
    "answers_from_sheet",
    "answers_schema",
    "load_answers",
    "record_creation",
    "step_of",
]

#: The steps in order; ``review`` has no answers of its own.
STEPS: tuple[str, ...] = (
    "setup", "characteristics", "age", "occupation", "choices", "skills", "identity", "review"
)
#: The characteristic methods, in the order the wizard offers them.
METHODS: tuple[Method, ...] = ("allocation", "rolled", "point_buy", "free")
#: Random streams split from the injected generator, one per purpose (never reorder: seeds).
_STREAMS: tuple[str, ...] = (
    "characteristics", "edu", "luck", "document",
    *(f"random.{step}" for step in STEPS),
)
#: Dice rolled ahead for EDU checks (the most any age makes) and for Luck.
_EDU_DICE = 4
_LUCK_DICE = 2


# --------------------------------------------------------------------------- answers


Label = Annotated[str, StringConstraints(min_length=1, max_length=120, strip_whitespace=True)]


def _skill(label: str) -> str:
    """A skill label in the language in use (the answers keep the English one)."""
    return terms.skill_label("coc7", label)


class SetupAnswers(AnswersModel):
    """Era and the keeper's options."""

    era: Era = "1920s"
    #: The characteristic methods the keeper allows.
    methods: list[Method] = Field(default_factory=lambda: list(METHODS), min_length=1)
    #: Whether rolled characteristics may be rolled again.
    rerolls: bool = False
    #: The optional starting skill cap (75 in the book's optional rule); ``None`` for none.
    skill_cap: Annotated[int, Field(ge=40, le=99)] | None = None


class CharacteristicsAnswers(AnswersModel):
    """The method and the eight values before age (rolled: omitted values are rolled)."""

    method: Method
    values: dict[CharacteristicName, Annotated[int, Field(ge=0, le=999)]] = Field(default_factory=dict)


class EduDice(AnswersModel):
    """The dice of one EDU improvement check: the D100 and the D10 added when it beats EDU."""

    roll: Annotated[int, Field(ge=1, le=100)]
    d10: Annotated[int, Field(ge=1, le=10)]


class AgeAnswers(AnswersModel):
    """Age at creation, the deduction split (``None``: the default split) and the dice."""

    age: Annotated[int, Field(ge=15, le=89)]
    deductions: dict[CharacteristicName, Annotated[int, Field(ge=0, le=99)]] | None = None
    edu_checks: list[EduDice] | None = Field(default=None, max_length=_EDU_DICE)
    luck_rolls: list[Annotated[int, Field(ge=15, le=90, multiple_of=5)]] | None = Field(
        default=None, min_length=1, max_length=_LUCK_DICE
    )


class OccupationAnswers(AnswersModel):
    """An occupation of the data files by name, or one made up on the spot (``custom``)."""

    name: Label
    custom: CustomOccupation | None = None


class ChoicesAnswers(AnswersModel):
    """The occupation's choices: formula pick (``None``: the best), picks, specialisations."""

    formula_pick: CharacteristicName | None = None
    picks: dict[Annotated[str, StringConstraints(max_length=60)], list[Label]] = Field(default_factory=dict)
    specialisations: dict[Label, Label] = Field(default_factory=dict)


class SkillPoints(AnswersModel):
    """Points put into one skill (full method)."""

    occupation: Annotated[int, Field(ge=0, le=999)] = 0
    personal: Annotated[int, Field(ge=0, le=999)] = 0
    #: Base of a skill that is not in the data files.
    custom_base: Annotated[int, Field(ge=0, le=99)] | None = None


#: Most skills one answers file may name in ``skills.points`` or ``skills.values``: as many as a
#: sheet holds (``CoC7Sheet.skills``); a longer list could not be a sheet, and is refused before
#: its entries are read.
MAX_SKILL_ENTRIES: int = next(
    rule.max_length for rule in CoC7Sheet.model_fields["skills"].metadata if hasattr(rule, "max_length")
)


class SkillsAnswers(AnswersModel):
    """Skill points: ``full`` (``points``) or ``quick_start`` (``values`` and ``personal``)."""

    method: SkillMethod = "full"
    points: dict[Label, SkillPoints] = Field(default_factory=dict, max_length=MAX_SKILL_ENTRIES)
    #: Quick-start: the occupation skills and Credit Rating → 70, 60, 60, 50, 50, 50, 40, 40, 40.
    values: dict[Label, Annotated[int, Field(ge=0, le=99)]] = Field(
        default_factory=dict, max_length=MAX_SKILL_ENTRIES
    )
    #: Quick-start: the four non-occupation skills that get +20.
    personal: list[Label] = Field(default_factory=list, max_length=8)

    @field_validator("points", "values", mode="before")
    @classmethod
    def _at_most_a_sheet(cls, value: Any) -> Any:
        """Too many skills: one clear line, before thousands of entries are validated."""
        if isinstance(value, dict) and len(value) > MAX_SKILL_ENTRIES:
            raise PydanticCustomError(
                "too_many_skills",
                "{count} skills; a sheet holds at most {limit}, so an answers file may name at most {limit}",
                {"count": f"{len(value):,}", "limit": MAX_SKILL_ENTRIES},
            )
        return value


class IdentityAnswers(AnswersModel):
    """Who the investigator is, what they carry and own."""

    name: Line = ""
    player: Line = ""
    pronouns: Line = ""
    birthplace: Line = ""
    residence: Line = ""
    backstory: Backstory = Field(default_factory=Backstory)
    #: Weapons: keys of the era's weapon list (``"revolver_38"``) or whole weapons.
    weapons: list[Annotated[str, StringConstraints(max_length=60)] | Weapon] = Field(
        default_factory=list, max_length=100
    )
    gear: Text = ""
    #: Cash and assets as written on the sheet; ``None`` leaves them to Credit Rating.
    cash: Line | None = None
    assets: Text | None = None


class Answers(AnswersModel):
    """Every answer of a creation, one part per step; a part left out is chosen at random."""

    format: Literal["sheetmaker-coc7-answers"] = "sheetmaker-coc7-answers"
    version: Literal[1] = 1
    setup: SetupAnswers | None = None
    characteristics: CharacteristicsAnswers | None = None
    age: AgeAnswers | None = None
    occupation: OccupationAnswers | None = None
    choices: ChoicesAnswers | None = None
    skills: SkillsAnswers | None = None
    identity: IdentityAnswers | None = None


_ANSWER_TYPES = answer_types(Answers)


def answers_schema() -> dict[str, Any]:
    """The JSON Schema of an answers file."""
    return answers_json_schema(Answers, "SheetMaker Call of Cthulhu 7e creation answers")


def load_answers(text: str | bytes) -> Answers:
    """Parse an answers file.

    Raises:
        AnswersError: not JSON, or a step's field is wrong; each problem names the step and
            the field (``age.age: Input should be less than or equal to 89``).
    """
    return parse_answers(Answers, text)


# --------------------------------------------------------------------------- reports


_STEP_FIELDS: tuple[tuple[str, str], ...] = (
    ("sheet.creation.method", "characteristics"),
    ("sheet.creation.base", "characteristics"),
    ("sheet.characteristics", "characteristics"),
    ("sheet.creation.age_deductions", "age"),
    ("sheet.creation.edu_checks", "age"),
    ("sheet.creation.luck_rolls", "age"),
    ("sheet.luck", "age"),
    ("sheet.age", "age"),
    ("sheet.occupation.picks", "choices"),
    ("sheet.occupation.specialisations", "choices"),
    ("sheet.occupation.formula_pick", "choices"),
    ("sheet.occupation", "occupation"),
    ("sheet.skills", "skills"),
    ("sheet.creation.skill_method", "skills"),
    ("sheet.weapons", "identity"),
    ("sheet.cash", "identity"),
    ("name", "identity"),
)
_STEP_CODES: tuple[tuple[str, str], ...] = (
    ("budget.", "skills"),
    ("credit_rating.", "skills"),
    ("quick_start.", "skills"),
    ("skill.", "skills"),
    ("age.", "age"),
    ("luck.", "age"),
    ("characteristic", "characteristics"),
    ("occupation.choice", "choices"),
    ("occupation.specialisation", "choices"),
    ("occupation.formula", "choices"),
    ("occupation.", "occupation"),
)


def step_of(violation: Violation) -> str:
    """The step a violation belongs to (by its field, else its code; ``review`` otherwise)."""
    return step_by_tables(violation, _STEP_FIELDS, _STEP_CODES)


# --------------------------------------------------------------------------- the session


class CreationSession(CreationSessionBase):
    """The creation of one investigator, step by step.

    Args:
        rng: the source of every die and random choice (a fresh one when ``None``).
        data: the rules data (default: :func:`sheetmaker.systems.coc7.data.load`).
        answers: answers to start from (a replay, or the wizard's remembered options).
    """

    def __init__(
        self, rng: random.Random | None = None, data: RulesData | None = None, answers: Answers | None = None
    ) -> None:
        self.data = data or _data.load()
        self._init_streams(rng, _STREAMS)
        self._rolls: dict[str, DiceResult] = {}
        self._init_state(answers or Answers(), CoC7Sheet())
        self._rebuild()

    STEPS = STEPS
    ANSWER_TYPES = _ANSWER_TYPES

    def _derive(self, sheet: CoC7Sheet) -> Derived:
        return derive(sheet, self.data)

    def _step_of(self, violation: Violation) -> str:
        return step_of(violation)

    def _validate(self, sheet: CoC7Sheet, derived: Derived) -> list[Violation]:
        return validate(sheet, self.data, derived=derived)

    def _draft_problems(self, derived: Derived) -> list[Violation]:
        return self._cap_problems(derived, self.setup)

    # ------------------------------------------------------------------ reading

    @property
    def setup(self) -> SetupAnswers:
        """The keeper's options (defaults until answered)."""
        return self._answers.setup or SetupAnswers()

    @property
    def rolls(self) -> dict[str, DiceResult]:
        """The dice of each characteristic rolled in this session (rolled method), every die kept."""
        return dict(self._rolls)

    @property
    def edu_dice(self) -> list[EduDice]:
        """The EDU check dice the draft uses (both dice of each check)."""
        age = self._answers.age
        row = age_row(self._sheet.age, self.data.tables) if age is not None else None
        count = row.edu_checks if row is not None else 0
        return list((age.edu_checks or [])[:count]) if age is not None else []

    # ------------------------------------------------------------------ answering

    def _after_change(self, step: str, before: object) -> None:
        if self._answers.skills is not None and STEPS.index(step) < STEPS.index("skills"):
            self._fit_skills()

    def _consequences(self, old: Answers, new: Answers, step: str) -> Answers:
        """What a change does to the later answers (told in the notes)."""
        if step == "setup" and new.setup is not None and new.characteristics is not None:
            method = new.characteristics.method
            if method not in new.setup.methods:
                self._notes["characteristics"].append(
                    translate("CoC7Session", "The keeper no longer allows the {0} method: choose another.").format(
                        _method_name(method)
                    )
                )
        if step == "occupation":
            before = old.occupation
            after = new.occupation
            same = (
                before is not None and after is not None
                and before.name.casefold() == after.name.casefold() and before.custom == after.custom
            )
            if not same and new.choices is not None:
                new = new.model_copy(update={"choices": None})
                self._notes["choices"].append(
                    translate("CoC7Session", "The occupation changed: its choices start afresh.")
                )
        if step == "age" and old.age is not None and new.age is not None and new.age.deductions is not None:
            before_row = age_row(old.age.age, self.data.tables)
            after_row = age_row(new.age.age, self.data.tables)
            if before_row != after_row and old.age.deductions == new.age.deductions:
                new = new.model_copy(update={"age": new.age.model_copy(update={"deductions": None})})
                self._notes["age"].append(
                    translate("CoC7Session", "The age bracket changed: the deduction is split afresh.")
                )
        if (
            step == "skills" and new.skills is not None and old.skills is not None
            and new.skills.method != old.skills.method
        ):
            self._notes["skills"].append(
                translate("CoC7Session", "The skill method changed: the points of the other method are set aside.")
            )
        return new

    # ------------------------------------------------------------------ dice

    def roll_characteristics(self, names: Iterable[str] | None = None) -> StepReport:
        """Roll characteristics by the rolled method (all, or the named ones); every die is kept
        in :attr:`rolls`.

        Raises:
            SessionError: the rolled method is not chosen or not allowed, or a characteristic is
                rolled again while the keeper does not allow rerolls.
        """
        current = self._answers.characteristics
        if "rolled" not in self.setup.methods:
            raise SessionError(translate("CoC7Session", "The keeper does not allow rolled characteristics."))
        values = dict(current.values) if current is not None and current.method == "rolled" else {}
        wanted = [n.upper() for n in names] if names is not None else list(CHARACTERISTICS)
        for name in wanted:
            if name not in CHARACTERISTICS:
                raise SessionError(translate("CoC7Session", "Unknown characteristic {0}.").format(repr(name)))
            if values.get(name) and not self.setup.rerolls:
                raise SessionError(
                    translate("CoC7Session", "{0} is already rolled and the keeper does not allow rerolls.").format(
                        terms.characteristic_abbr("coc7", name)
                    )
                )
        stream = self._streams["characteristics"]
        for name in wanted:
            result = dice.roll(ROLL_EXPRESSIONS[name], stream)
            self._rolls[name] = result
            values[name] = result.total
        return self.set("characteristics", CharacteristicsAnswers(method="rolled", values=values))

    def can_reroll(self, name: str) -> bool:
        """Whether a characteristic may be rolled (again)."""
        current = self._answers.characteristics
        rolled = current is not None and current.method == "rolled" and bool(current.values.get(name))
        return "rolled" in self.setup.methods and (not rolled or self.setup.rerolls)

    def _edu_dice(self, age: AgeAnswers) -> list[EduDice]:
        given = list(age.edu_checks or [])
        stream = self._streams["edu"]
        while len(given) < _EDU_DICE:
            given.append(
                EduDice(roll=dice.roll("1D100", stream).total, d10=dice.roll("1D10", stream).total)
            )
        return given

    def _luck_rolls(self, age: AgeAnswers) -> list[int]:
        given = list(age.luck_rolls or [])
        stream = self._streams["luck"]
        while len(given) < _LUCK_DICE:
            given.append(dice.roll("3D6*5", stream).total)
        return given

    # ------------------------------------------------------------------ building

    def _rebuild(self) -> None:
        a = self._answers
        data = self.data
        tables = data.tables
        setup = a.setup or SetupAnswers()
        sheet = CoC7Sheet(era=setup.era)
        creation = Creation()
        problems: list[Violation] = []

        # Characteristics.
        method = "free"
        base: dict[str, int] = dict.fromkeys(CHARACTERISTICS, 0)
        if a.characteristics is not None:
            method = a.characteristics.method
            base.update(a.characteristics.values)
            if method not in setup.methods:
                allowed = ", ".join(_method_name(m) for m in setup.methods)
                problems.append(
                    Violation(
                        "session.method_not_allowed",
                        translate("CoC7Session", "The keeper does not allow the {0} method (allowed: {1}).").format(
                            _method_name(method), allowed
                        ),
                        translate("CoC7Session", "Choose an allowed method."),
                        "sheet.creation.method",
                    )
                )
        else:
            problems.append(
                Violation(
                    "session.method_missing",
                    translate("CoC7Session", "No characteristic method is chosen."),
                    translate("CoC7Session", "Choose how the characteristics are made."),
                    "sheet.creation.method",
                )
            )
        chars = dict(base)
        creation_update: dict[str, Any] = {"method": method}
        if method != "free":
            creation_update["base"] = Characteristics(**base)

        # Age, EDU checks, Luck.
        if a.age is not None:
            age = a.age
            sheet = sheet.model_copy(update={"age": age.age})
            row = age_row(age.age, tables)
            dice_answers: dict[str, Any] = {}
            if age.edu_checks is None or len(age.edu_checks) < _EDU_DICE:
                dice_answers["edu_checks"] = self._edu_dice(age)
            if age.luck_rolls is None or len(age.luck_rolls) < _LUCK_DICE:
                dice_answers["luck_rolls"] = self._luck_rolls(age)
            if dice_answers:
                age = age.model_copy(update=dice_answers)
                a = a.model_copy(update={"age": age})
                self._answers = a
            if method != "free" and row is not None and all(base.values()):
                deductions = age.deductions
                if deductions is None:
                    deductions = self.default_deductions(age.age, base)
                deductions = {k: v for k, v in deductions.items() if v}
                before_checks = expected_after_age(base, age.age, deductions, [], tables)
                pairs = [(d.roll, d.d10) for d in (age.edu_checks or [])[: row.edu_checks]]
                checks = resolve_edu_checks(before_checks["EDU"], pairs)
                chars = expected_after_age(base, age.age, deductions, checks, tables)
                chars = {k: max(0, min(999, v)) for k, v in chars.items()}
                creation_update["age_deductions"] = deductions
                creation_update["edu_checks"] = checks
            luck_count = row.luck_rolls if row is not None else 1
            used = list(age.luck_rolls or [])[:luck_count]
            creation_update["luck_rolls"] = used
            sheet = sheet.model_copy(update={"luck": max(used) if used else 0})
        else:
            problems.append(
                Violation(
                    "session.age_missing",
                    translate("CoC7Session", "No age is chosen."),
                    translate("CoC7Session", "Choose the investigator's age (15 to 89)."),
                    "sheet.age",
                )
            )
        creation = Creation.model_validate({**creation.model_dump(), **creation_update})
        sheet = sheet.model_copy(update={"characteristics": Characteristics(**chars), "creation": creation})

        # Occupation and its choices.
        if a.occupation is not None:
            choices = a.choices or ChoicesAnswers()
            choice = OccupationChoice(
                name=a.occupation.name,
                custom=a.occupation.custom,
                formula_pick=choices.formula_pick,
                picks={k: list(v) for k, v in choices.picks.items()},
                specialisations=dict(choices.specialisations),
            )
            sheet = sheet.model_copy(update={"occupation": choice})

        # Skills.
        if a.skills is not None:
            sheet = self._apply_skills(sheet, a.skills)

        # Identity.
        name = ""
        if a.identity is not None:
            ident = a.identity
            name = ident.name
            # No weapon chosen: Unarmed, as on the printed sheet.
            weapons, weapon_problems = self._weapons(ident.weapons or ["unarmed"], sheet.era)
            problems.extend(weapon_problems)
            update: dict[str, Any] = {
                "pronouns": ident.pronouns,
                "birthplace": ident.birthplace,
                "residence": ident.residence,
                "backstory": ident.backstory,
                "weapons": weapons,
                "gear": ident.gear,
            }
            if ident.cash is not None:
                update["cash"] = ident.cash
            if ident.assets is not None:
                update["assets"] = ident.assets
            sheet = sheet.model_copy(update=update)
        self._keep_draft(
            sheet,
            problems,
            name=name,
            no_name=(
                translate("CoC7Session", "The investigator has no name."),
                translate("CoC7Session", "Give the investigator a name."),
            ),
            no_occupation=(
                (
                    translate("CoC7Session", "No occupation is chosen."),
                    translate("CoC7Session", "Choose an occupation, or make one up."),
                )
                if a.occupation is None
                else None
            ),
        )

    def default_deductions(self, age: int, base: Mapping[str, int]) -> dict[str, int]:
        """The split the wizard proposes: 5 points at a time from the highest allowed
        characteristic (the generator's :class:`~sheetmaker.systems.coc7.generate.SpreadAgeChoices`)."""
        row = age_row(age, self.data.tables)
        if row is None or not row.deduct or not all(base.get(n, 0) for n in CHARACTERISTICS):
            return {}
        values = {n: int(base[n]) for n in CHARACTERISTICS}
        due = deduction_due(age, values, self.data.tables)
        limits: dict[str, int] = {name: max(0, values[name] - 1) for name in row.deduct_from}
        split = _generate.SpreadAgeChoices().split_deduction(due, tuple(row.deduct_from), limits, values)
        return {k: v for k, v in split.items() if v}

    def _apply_skills(self, sheet: CoC7Sheet, skills: SkillsAnswers) -> CoC7Sheet:
        creation = sheet.creation.model_copy(update={"skill_method": skills.method})
        sheet = sheet.model_copy(update={"creation": creation})
        if skills.method == "quick_start":
            return apply_quick_start(sheet, skills.values, skills.personal, self.data)
        # All at once: one skill at a time was quadratic in the number of entries.
        given = [(label, points) for label, points in skills.points.items() if points.occupation or points.personal]
        sheet = set_many_skill_points(
            sheet, [(label, points.occupation, points.personal) for label, points in given], self.data
        )
        bases: dict[str, int] = {}  # canonical label -> custom base (the first entry that gives one)
        for label, points in given:
            if points.custom_base is not None:
                bases.setdefault(canonical_label(label, self.data).casefold(), points.custom_base)
        if bases:
            sheet = sheet.model_copy(
                update={
                    "skills": [
                        s.model_copy(update={"custom_base": bases[s.label.casefold()]})
                        if s.custom_base is None and s.label.casefold() in bases
                        else s
                        for s in sheet.skills
                    ]
                }
            )
        return sheet

    def _weapons(self, items: Iterable[str | Weapon], era: str) -> tuple[list[Weapon], list[Violation]]:
        return self._resolve_weapons(
            items,
            Weapon,
            lambda key: _weapon_by_key(self.data, key, era),
            lambda key: (
                translate("CoC7Session", "No weapon {0} in the {1} weapon list.").format(
                    repr(key), terms.term("coc7", "era", era)
                ),
                translate("CoC7Session", "Pick a weapon of the list, or describe it as a custom weapon."),
            ),
        )

    def _cap_problems(self, derived: Derived, setup: SetupAnswers) -> list[Violation]:
        cap = setup.skill_cap
        if cap is None:
            return []
        credit = canonical_label("Credit Rating", self.data).casefold()
        out = []
        for line in derived.skills:
            if (line.occupation or line.personal) and line.creation_value > cap and line.label.casefold() != credit:
                out.append(
                    Violation(
                        "session.skill_cap",
                        translate("CoC7Session", "{0} is {1}; the keeper caps starting skills at {2}.").format(
                            _skill(line.label), line.creation_value, cap
                        ),
                        translate("CoC7Session", "Take {0} points out of {1}.").format(
                            line.creation_value - cap, _skill(line.label)
                        ),
                        f"sheet.skills[{line.label}]",
                    )
                )
        return out

    def _fit_skills(self) -> None:
        """Keep the skill points that still fit after an earlier answer changed; note the rest."""
        skills = self._answers.skills
        if skills is None or skills.method != "full" or not skills.points:
            return
        points = _point_rows(skills)
        notes = fit_to_budgets(points, self.derived, self.data)
        if not notes:
            return
        new_points = _skill_points(points)
        self._answers = self._answers.model_copy(
            update={"skills": skills.model_copy(update={"points": new_points})}
        )
        keep = self._notes
        self._rebuild()
        self._notes = keep
        self._notes["skills"].extend(notes)
        self._make_reports()

    # ------------------------------------------------------------------ helpers for pages

    def set_skill_points(
        self, label: str, occupation: int | None = None, personal: int | None = None
    ) -> StepReport:
        """Set one skill's points (full method), the others kept."""
        skills = self._answers.skills or SkillsAnswers()
        if skills.method != "full":
            skills = skills.model_copy(update={"method": "full"})
        points = dict(skills.points)
        key = find_key(points, label, self.data)
        old = points.pop(key, SkillPoints()) if key is not None else SkillPoints()
        new = old.model_copy(
            update={
                "occupation": old.occupation if occupation is None else max(0, int(occupation)),
                "personal": old.personal if personal is None else max(0, int(personal)),
            }
        )
        points[key or canonical_label(label, self.data)] = new
        return self.set("skills", skills.model_copy(update={"points": points}))

    def spend_rest(self) -> StepReport:
        """Spend what is left of both budgets sensibly (full method): Credit Rating into its
        range first, then the occupation skills in turn, 5 points at a time, lowest first, up
        to the keeper's cap (or 75, then 90, then 99); personal points go the same way and
        spill onto other skills only when every occupation skill is full."""
        skills = self._answers.skills or SkillsAnswers()
        if skills.method != "full":
            raise SessionError(translate("CoC7Session", "Spending the rest applies to the full skill method."))
        d = self.derived
        if d.occupation is None:
            raise SessionError(translate("CoC7Session", "Choose an occupation first."))
        points = _point_rows(skills)
        spend_left(points, d, self.data, self.setup.skill_cap)
        return self.set("skills", skills.model_copy(update={"points": _skill_points(points)}))

    # ------------------------------------------------------------------ randomising

    def randomise(self, step: str) -> StepReport:
        """Answer ``step`` with the generator's choices (over any answer it had)."""
        rng = self._streams[f"random.{step}"]
        data = self.data
        era = self.setup.era
        a = self._answers
        if step == "setup":
            return self.set("setup", a.setup or SetupAnswers())
        if step == "characteristics":
            methods = self.setup.methods
            if "rolled" in methods:
                current = a.characteristics
                if current is not None and current.method == "rolled" and not self.setup.rerolls:
                    missing = [n for n in CHARACTERISTICS if not current.values.get(n)]
                    return self.roll_characteristics(missing) if missing else self.report("characteristics")
                self._answers = a.model_copy(update={"characteristics": None})
                return self.roll_characteristics()
            method = methods[0]
            occ = occupation_definition(self.sheet.occupation, data)
            if occ is not None:
                values = _generate.allocate_characteristics(rng, occ, data).as_dict()
            else:
                shuffled = list(data.tables.allocation)
                rng.shuffle(shuffled)
                values = dict(zip(CHARACTERISTICS, shuffled, strict=True))
            return self.set("characteristics", CharacteristicsAnswers(method=method, values=values))
        if step == "age":
            age = a.age.age if a.age is not None else _generate.random_age(rng)
            return self.set("age", AgeAnswers(age=age))
        if step == "occupation":
            occ = _generate.choose_occupation(rng, era, None, data)
            return self.set("occupation", OccupationAnswers(name=occ.name))
        if step == "choices":
            occ = occupation_definition(self.sheet.occupation, data)
            if occ is None and a.occupation is not None:
                # An answered occupation the data does not know is the player's to fix.
                raise SessionError(
                    translate("CoC7Session", "{0} is not a known occupation: choose another first.").format(
                        repr(a.occupation.name)
                    )
                )
            if occ is None:
                self.randomise("occupation")
                occ = occupation_definition(self.sheet.occupation, data)
            assert occ is not None
            choice = _generate.make_choices(rng, occ, era, self.sheet.characteristics, data)
            return self.set(
                "choices",
                ChoicesAnswers(
                    formula_pick=choice.formula_pick, picks=choice.picks, specialisations=choice.specialisations
                ),
            )
        if step == "skills":
            occ = occupation_definition(self.sheet.occupation, data)
            if occ is None:
                raise SessionError(translate("CoC7Session", "Choose an occupation first."))
            skill_method = a.skills.method if a.skills is not None else "full"
            choice = self.sheet.occupation
            assert choice is not None
            labels = occupation_skill_labels(occ, choice.picks, choice.specialisations, data)
            chars = self.sheet.characteristics
            if skill_method == "full":
                spent = _generate._full_points(rng, occ, choice, labels, chars, era, data)
                points = {
                    label: SkillPoints(occupation=max(0, o), personal=max(0, p)) for label, (o, p) in spent.items()
                }
                self.set("skills", SkillsAnswers(method="full", points=points))
                if self.setup.skill_cap is not None:
                    self._apply_cap()
                return self.report("skills")
            spent = _generate._quick_start_points(rng, occ, labels, chars, era, data)
            values = {}
            personal = []
            for label, (o, p) in spent.items():
                if p:
                    personal.append(label)
                else:
                    values[label] = o + _base(self.derived, label, chars, data)
            return self.set("skills", SkillsAnswers(method="quick_start", values=values, personal=personal))
        if step == "identity":
            current = a.identity or IdentityAnswers()
            name, pronouns = current.name, current.pronouns
            if not name.strip():
                name, pronouns = _generate._person(rng, era, data)
            residence, birthplace = _generate._places(rng, era, data)
            occ = occupation_definition(self.sheet.occupation, data)
            weapons = current.weapons or _generate.weapons_for(
                occ, [line.label for line in self.derived.skills if line.occupation or line.personal], era, rng, data
            )
            return self.set(
                "identity",
                current.model_copy(
                    update={
                        "name": name,
                        "pronouns": current.pronouns or pronouns,
                        "residence": current.residence or residence,
                        "birthplace": current.birthplace or birthplace,
                        "weapons": list(weapons),
                    }
                ),
            )
        raise ValueError(f"step {step!r} cannot be randomised")

    def _apply_cap(self) -> None:
        """Move points over the keeper's cap back into the budgets (randomised skills)."""
        cap = self.setup.skill_cap
        skills = self._answers.skills
        if cap is None or skills is None:
            return
        points = _point_rows(skills)
        take_over_cap(points, self.derived, self.data, cap)
        new_points = {
            label: SkillPoints(occupation=o, personal=p, custom_base=c) for label, (o, p, c) in points.items() if o or p
        }
        self.set("skills", skills.model_copy(update={"points": new_points}))
        self.spend_rest()

    def _before_randomise(self, step: str) -> None:
        if step == "characteristics":
            self._roll_missing()

    def _roll_missing(self) -> None:
        """Roll the characteristics a rolled-method answer leaves out (the others are kept)."""
        current = self._answers.characteristics
        if current is None or current.method != "rolled" or "rolled" not in self.setup.methods:
            return
        missing = [name for name in CHARACTERISTICS if not current.values.get(name)]
        if missing:
            self.roll_characteristics(missing)

    # ------------------------------------------------------------------ finishing

    def document(self, *, now: datetime | None = None) -> CoC7Document:
        """The finished investigator as a document (problems or not: the caller confirms)."""
        ident = self._answers.identity or IdentityAnswers()
        return self._new_document(CoC7Document, ident.name, ident.player, now)


# --------------------------------------------------------------------------- small helpers


#: The characteristic methods in words.
_METHOD_NAMES = {
    "allocation": QT_TRANSLATE_NOOP("CoC7Session", "allocation"),
    "rolled": QT_TRANSLATE_NOOP("CoC7Session", "rolled"),
    "point_buy": QT_TRANSLATE_NOOP("CoC7Session", "point-buy"),
    "free": QT_TRANSLATE_NOOP("CoC7Session", "free entry"),
}


def _method_name(method: str) -> str:
    return translate("CoC7Session", _METHOD_NAMES[method]) if method in _METHOD_NAMES else method


def _point_rows(skills: SkillsAnswers) -> PointRows:
    """The full method's points as rows ``label -> [occupation, personal, custom base]``."""
    return {label: [p.occupation, p.personal, p.custom_base] for label, p in skills.points.items()}


def _skill_points(points: PointRows) -> dict[str, SkillPoints]:
    """The rows back as answers (a row with nothing left dropped)."""
    return {
        label: SkillPoints(occupation=o, personal=p, custom_base=c)
        for label, (o, p, c) in points.items()
        if o or p or c is not None
    }


def _base(derived: Derived, label: str, chars: Characteristics, data: RulesData) -> int:
    line = derived.skill(label)
    if line is not None:
        return line.base
    from sheetmaker.systems.coc7.rules import skill_base

    return skill_base(label, chars, data)


def _weapon_by_key(data: RulesData, key: str, era: str) -> Weapon | None:
    """The weapon of the era's list with this key (``None`` if there is none)."""
    found = data.weapon(key)
    if found is None or era not in found.eras:
        return None
    return found.to_weapon()



# --------------------------------------------------------------------------- existing sheets


def answers_from_sheet(sheet: CoC7Sheet) -> Answers:
    """Answers for the characteristic and age steps that reproduce what an existing sheet
    records, so it can go through those steps later (Sheet → Creation…).

    A sheet with a recorded method gives its base, split, EDU checks and Luck rolls (a failed
    check's D10 was never rolled: 1 stands in for it, which a failed check never reads); a
    free-entry sheet gives its characteristics as free entry.
    """
    record = sheet.creation
    setup = SetupAnswers(era=sheet.era)
    age = min(89, max(15, sheet.age))
    luck_rolls = [r for r in record.luck_rolls if 15 <= r <= 90 and r % 5 == 0] or None
    if luck_rolls is None and 15 <= sheet.luck <= 90 and sheet.luck % 5 == 0:
        luck_rolls = [sheet.luck]
    if record.method != "free" and record.base is not None:
        characteristics = CharacteristicsAnswers(method=record.method, values=record.base.as_dict())
        checks = [EduDice(roll=c.roll, d10=c.gain or 1) for c in record.edu_checks[:_EDU_DICE]]
        age_answers = AgeAnswers(
            age=age,
            deductions=dict(record.age_deductions) or None,
            edu_checks=checks or None,
            luck_rolls=luck_rolls,
        )
    else:
        values = sheet.characteristics.as_dict()
        for change in sheet.characteristic_changes:
            for name, delta in change.changes.items():
                values[name] -= delta
        characteristics = CharacteristicsAnswers(
            method="free", values={k: max(0, min(999, v)) for k, v in values.items()}
        )
        age_answers = AgeAnswers(age=age, luck_rolls=luck_rolls)
    return Answers(setup=setup, characteristics=characteristics, age=age_answers)


def record_creation(sheet: CoC7Sheet, draft: CoC7Sheet) -> CoC7Sheet:
    """The existing ``sheet`` with the creation record, characteristics and age of a session's
    ``draft`` (changes recorded in play are applied on top again; Luck is taken from the draft
    only when the sheet had none, since Luck moves in play; skills and everything else kept)."""
    chars = draft.characteristics.as_dict()
    for change in sheet.characteristic_changes:
        for name, delta in change.changes.items():
            chars[name] = max(0, min(999, chars[name] + delta))
    creation = draft.creation.model_copy(update={"skill_method": sheet.creation.skill_method})
    update: dict[str, Any] = {
        "characteristics": Characteristics(**chars),
        "creation": creation,
        "age": draft.age,
    }
    if not sheet.luck:
        update["luck"] = draft.luck
    return sheet.model_copy(update=update)
