"""Rule violations: what a system's ``validate()`` returns, shared by every game system."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Severity(StrEnum):
    """How bad a violation is: errors break a creation rule; warnings are advice."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule.

    Attributes:
        code: a stable identifier such as ``"budget.occupation.overspent"`` (tests, scripts and
            the GUI key on it; never reworded).
        message: a plain sentence saying what is wrong, with the numbers.
        fix: how to put it right.
        field: the document field the violation concerns, as a dotted path
            (``"sheet.skills.Spot Hidden"``), so the GUI can link to it; empty when global.
        severity: error or warning.
    """

    code: str
    message: str
    fix: str = ""
    field: str = ""
    severity: Severity = Severity.ERROR

    def to_json(self) -> dict[str, str]:
        """The violation as a JSON-ready dict."""
        return {
            "code": self.code,
            "message": self.message,
            "fix": self.fix,
            "field": self.field,
            "severity": self.severity.value,
        }

    def __str__(self) -> str:
        text = self.message
        if self.fix:
            text += f" ({self.fix})"
        return text
