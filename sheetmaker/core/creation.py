"""What every game's creation session shares (Qt-free): the per-step report, the errors, reading
an answers file, and the mapping of a violation to the step it belongs to.

A creation session (``systems/<game>/session.py``) holds the player's answers, one part per step,
rebuilds the draft sheet from them with the game's own rules, and reports for each step what is
missing or wrong. The creation wizards and ``sheetmaker new GAME --answers`` drive the sessions.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar, get_args

from pydantic import BaseModel, ConfigDict, ValidationError

from sheetmaker.core.document import now_utc
from sheetmaker.core.violations import Severity, Violation

__all__ = [
    "AnswersError",
    "AnswersModel",
    "CreationSessionBase",
    "SessionError",
    "StepReport",
    "answer_types",
    "answers_json_schema",
    "parse_answers",
    "stamp",
    "step_by_tables",
]

A = TypeVar("A", bound=BaseModel)
D = TypeVar("D", bound=BaseModel)
W = TypeVar("W", bound=BaseModel)


class SessionError(ValueError):
    """An action the session refuses (a reroll the keeper does not allow...); the message says why."""


class AnswersError(ValueError):
    """A bad answers file; ``problems`` name the step and the field of each problem."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class StepReport:
    """What is still missing or wrong on a step, and what the last change did to it."""

    step: str
    problems: tuple[Violation, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def errors(self) -> tuple[Violation, ...]:
        return tuple(p for p in self.problems if p.severity is Severity.ERROR)

    @property
    def warnings(self) -> tuple[Violation, ...]:
        return tuple(p for p in self.problems if p.severity is Severity.WARNING)

    @property
    def ok(self) -> bool:
        """No error (warnings allowed)."""
        return not self.errors


class AnswersModel(BaseModel):
    """Base of every answers model: unknown keys are errors; answers are values, not edited."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def answer_types(answers: type[BaseModel]) -> dict[str, type[BaseModel]]:
    """Step → its answers model, read from the optional parts of a game's ``Answers`` model
    (``format`` and ``version`` are not steps)."""
    types: dict[str, type[BaseModel]] = {}
    for name, field in answers.model_fields.items():
        if name in ("format", "version"):
            continue
        types[name] = next(arg for arg in get_args(field.annotation) if arg is not type(None))
    return types


def answers_json_schema(answers: type[BaseModel], title: str) -> dict[str, Any]:
    """The JSON Schema of an answers file of the model ``answers``."""
    schema = answers.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = title
    return schema


def parse_answers(kind: type[A], text: str | bytes) -> A:
    """Parse an answers file of the model ``kind``.

    Raises:
        AnswersError: not JSON, or a step's field is wrong; each problem names the step and
            the field (``age.age: Input should be less than or equal to 89``).
    """
    try:
        return kind.model_validate_json(text)
    except ValidationError as error:
        problems = []
        for item in error.errors():
            where = ".".join(str(part) for part in item["loc"]) or "(file)"
            if item["type"] == "json_invalid":
                problems.append(f"not valid JSON: {item['msg']}")
            else:
                problems.append(f"{where}: {item['msg']}")
        raise AnswersError(problems) from None


def step_by_tables(
    violation: Violation,
    fields: Sequence[tuple[str, str]],
    codes: Sequence[tuple[str, str]],
    default: str = "review",
) -> str:
    """The step of a violation: the first ``(field prefix, step)`` that matches its field
    (the prefix itself, or followed by ``.`` or ``[``), else the first ``(code prefix, step)``
    that matches its code, else ``default``."""
    field = violation.field
    for prefix, step in fields:
        if field == prefix or field.startswith((prefix + ".", prefix + "[")):
            return step
    for prefix, step in codes:
        if violation.code.startswith(prefix):
            return step
    return default


def stamp(now: datetime | None) -> datetime:
    """The time a finished document is stamped with: ``now`` (a naive time taken as UTC), else
    the current time."""
    if now is None:
        return now_utc()
    return now if now.tzinfo is not None else now.replace(tzinfo=UTC)


class CreationSessionBase:
    """What every game's creation session does the same way: hold the answers (one part per
    step), keep the draft sheet and its reports, answer a step (validating a mapping into the
    step's model), change some fields of a step, and say what is wrong where.

    A game's session sets :attr:`STEPS` (the last one is ``review``, which has no answers) and
    :attr:`ANSWER_TYPES` (step → its answers model), and implements :meth:`_rebuild` (make the
    draft from the answers, set ``_sheet`` and ``_violations``, call :meth:`_make_reports`),
    :meth:`_derive` (the game's ``derive()`` of the draft), :meth:`_step_of`, :meth:`randomise`
    and, if a change has consequences for later answers, :meth:`_consequences`,
    :meth:`_before_change` and :meth:`_after_change`.

    Randomness comes from one stream per purpose (:meth:`_init_streams`): ``document`` for the
    finished document's id and ``random.<step>`` for each step's random choices.
    """

    STEPS: tuple[str, ...] = ()
    ANSWER_TYPES: dict[str, type[BaseModel]] = {}

    _answers: Any
    _sheet: Any
    _derived: Any
    _violations: list[Violation]
    _reports: dict[str, StepReport]
    _notes: dict[str, list[str]]
    _streams: dict[str, random.Random]

    def _init_streams(self, rng: random.Random | None, names: Iterable[str]) -> None:
        """Split the injected generator (a fresh one when ``None``) into one stream per name, so
        the same seed gives the same choices whatever order the steps are answered in."""
        rng = rng if rng is not None else random.Random()
        self._streams = {name: random.Random(rng.getrandbits(64)) for name in names}

    def _init_state(self, answers: Any, sheet: Any) -> None:
        self._answers = answers
        self._notes = {step: [] for step in self.STEPS}
        self._sheet = sheet
        self._derived = None
        self._violations = []
        self._reports = {}

    # ------------------------------------------------------------------ to implement

    def _rebuild(self) -> None:
        raise NotImplementedError

    def _derive(self, sheet: Any) -> Any:
        raise NotImplementedError

    def _step_of(self, violation: Violation) -> str:
        raise NotImplementedError

    def _consequences(self, old: Any, new: Any, step: str) -> Any:
        """The answers after a change of ``step``, with what it does to later answers."""
        return new

    def _before_change(self, step: str) -> Any:
        """Called before a step's answers change; what it returns goes to :meth:`_after_change`."""
        return None

    def _after_change(self, step: str, before: Any) -> None:
        """Called once the draft is rebuilt after a change of ``step``."""

    def randomise(self, step: str) -> StepReport:
        """Answer ``step`` with the generator's choices."""
        raise NotImplementedError

    def _randomise_order(self, steps: list[str]) -> list[str]:
        """The order :meth:`randomise_rest` goes through ``steps`` in (default: as given)."""
        return steps

    def _before_randomise(self, step: str) -> None:
        """Called by :meth:`randomise_rest` for each step it reaches, before it looks at it."""

    # ------------------------------------------------------------------ reading

    @property
    def answers(self) -> Any:
        """Every answer so far (dice and random choices made by the session included)."""
        return self._answers

    @property
    def sheet(self) -> Any:
        """The draft sheet as the answers so far make it."""
        return self._sheet

    @property
    def derived(self) -> Any:
        """The game's ``derive()`` of the draft."""
        if self._derived is None:
            self._derived = self._derive(self._sheet)
        return self._derived

    @property
    def violations(self) -> list[Violation]:
        """Every problem of the draft, the session's own checks included."""
        return list(self._violations)

    def report(self, step: str) -> StepReport:
        """What is missing or wrong on ``step`` (``review``: everything)."""
        if step not in self.STEPS:
            raise ValueError(f"unknown step {step!r} (steps: {', '.join(self.STEPS)})")
        return self._reports[step]

    def answered(self, step: str) -> bool:
        """Whether the step has answers (``review`` never does)."""
        return step != "review" and getattr(self._answers, step) is not None

    def first_problem_step(self) -> str | None:
        """The first step with an error, if any."""
        for step in self.STEPS[:-1]:
            if not self._reports[step].ok:
                return step
        return None

    # ------------------------------------------------------------------ answering

    def _answer_type(self, step: str) -> type[BaseModel]:
        kind = self.ANSWER_TYPES.get(step)
        if kind is None:
            raise ValueError(f"step {step!r} has no answers (steps: {', '.join(self.ANSWER_TYPES)})")
        return kind

    def set(self, step: str, answers: BaseModel | Mapping[str, Any] | None) -> StepReport:
        """Set (or, with ``None``, clear) a step's answers and re-apply every step.

        Raises:
            ValueError: unknown step; pydantic's ``ValidationError`` for a bad mapping.
        """
        kind = self._answer_type(step)
        if answers is not None and not isinstance(answers, kind):
            answers = kind.model_validate(dict(answers))
        old = self._answers
        before = self._before_change(step)
        self._notes = {s: [] for s in self.STEPS}
        self._answers = self._consequences(old, old.model_copy(update={step: answers}), step)
        self._rebuild()
        self._after_change(step, before)
        return self.report(step)

    def update(self, step: str, **changes: Any) -> StepReport:
        """Change some fields of a step's answers (the others kept; a step not yet answered
        starts from its defaults)."""
        kind = self._answer_type(step)
        current = getattr(self._answers, step)
        base = current.model_dump() if current is not None else {}
        base.update(changes)
        return self.set(step, kind.model_validate(base))

    def _make_reports(self) -> None:
        by_step: dict[str, list[Violation]] = {step: [] for step in self.STEPS}
        for violation in self._violations:
            by_step[self._step_of(violation)].append(violation)
        reports = {
            step: StepReport(step, tuple(by_step[step]), tuple(self._notes[step])) for step in self.STEPS[:-1]
        }
        all_notes = tuple(note for step in self.STEPS for note in self._notes[step])
        reports["review"] = StepReport("review", tuple(self._violations), all_notes)
        self._reports = reports

    # ------------------------------------------------------------------ randomising

    def randomise_rest(self, from_step: str | None = None, *, only_missing: bool = False) -> StepReport:
        """Answer every step from ``from_step`` (default: the first) on with the generator's
        choices: the steps not answered yet and (unless ``only_missing``) those that still have
        errors. Answers that are complete are kept. Returns the review."""
        start = self.STEPS.index(from_step if from_step is not None else self.STEPS[0])
        for step in self._randomise_order(list(self.STEPS[start:-1])):
            self._before_randomise(step)
            if not self.answered(step) or (not only_missing and not self._reports[step].ok):
                try:
                    self.randomise(step)
                except SessionError:
                    continue  # an earlier answer stands in the way; the review names it
        return self.report("review")

    # ------------------------------------------------------------------ building

    @staticmethod
    def _resolve_weapons(
        items: Iterable[str | W],
        weapon_type: type[W],
        find: Callable[[str], W | None],
        unknown: Callable[[str], tuple[str, str]],
    ) -> tuple[list[W], list[Violation]]:
        """The weapons of the identity step: whole weapons as they are, names looked up with
        ``find``; a name not found is a ``session.weapon_unknown`` problem whose message and
        fix ``unknown`` gives."""
        weapons: list[W] = []
        problems: list[Violation] = []
        for i, item in enumerate(items):
            if isinstance(item, weapon_type):
                weapons.append(item)
                continue
            assert isinstance(item, str)
            found = find(item)
            if found is None:
                message, fix = unknown(item)
                problems.append(Violation("session.weapon_unknown", message, fix, f"sheet.weapons[{i}]"))
            else:
                weapons.append(found)
        return weapons, problems

    def _validate(self, sheet: Any, derived: Any) -> list[Violation]:
        """The game's ``validate()`` of the draft."""
        raise NotImplementedError

    def _draft_problems(self, derived: Any) -> list[Violation]:
        """The session's own checks of the derived draft (the keeper's options...)."""
        return []

    def _keep_draft(
        self,
        sheet: Any,
        problems: list[Violation],
        *,
        name: str,
        no_name: tuple[str, str],
        no_occupation: tuple[str, str] | None,
    ) -> None:
        """Keep the rebuilt draft, derive and validate it and make the reports.

        ``problems`` are the rebuild's own; a blank ``name`` adds ``session.name_missing``
        (``no_name``: its message and fix), then come :meth:`_draft_problems`; with
        ``no_occupation`` (message and fix: no occupation is answered) validate's
        ``occupation.missing`` warning gives way to the error ``session.occupation_missing``.
        """
        if not name.strip():
            problems.append(Violation("session.name_missing", *no_name, "name"))
        self._sheet = sheet
        derived = self._derive(sheet)
        self._derived = derived
        problems.extend(self._draft_problems(derived))
        checked = self._validate(sheet, derived)
        if no_occupation is not None:
            # Free entry makes a missing occupation a warning on the sheet; the wizard's
            # occupation step still needs one.
            checked = [v for v in checked if v.code != "occupation.missing"]
            problems.append(Violation("session.occupation_missing", *no_occupation, "sheet.occupation"))
        self._violations = [*problems, *checked]
        self._make_reports()

    # ------------------------------------------------------------------ finishing

    def _new_document(self, model: type[D], name: str, player: str, now: datetime | None) -> D:
        """The draft as a finished investigator document of ``model`` (its id from the
        ``document`` stream, created and modified at :func:`stamp` of ``now``)."""
        when = stamp(now)
        doc_id = uuid.UUID(int=self._streams["document"].getrandbits(128), version=4)
        return model(
            id=doc_id,
            name=name,
            player=player,
            created=when,
            modified=when,
            kind="investigator",
            sheet=self._sheet,
        )
