"""What every game's creation session shares (Qt-free): the per-step report, the errors, reading
an answers file, and the mapping of a violation to the step it belongs to.

A creation session (``systems/<game>/session.py``) holds the player's answers, one part per step,
rebuilds the draft sheet from them with the game's own rules, and reports for each step what is
missing or wrong. The creation wizards and ``sheetmaker new GAME --answers`` drive the sessions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from sheetmaker.core.violations import Severity, Violation

__all__ = ["AnswersError", "SessionError", "StepReport", "parse_answers", "step_by_tables"]

A = TypeVar("A", bound=BaseModel)


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
