"""The Call of Cthulhu 7e entry of the system registry."""

from __future__ import annotations

from typing import Any

from sheetmaker.core.violations import Violation
from sheetmaker.systems import GameSystem
from sheetmaker.systems.coc7.model import CoC7Document

TITLE = "Call of Cthulhu 7th edition"


def validate(document: CoC7Document) -> list[Violation]:
    """Every creation-rule violation of the sheet."""
    return []


def summary(document: CoC7Document) -> dict[str, Any]:
    """JSON-ready description of the sheet for ``sheetmaker show --json``."""
    return {"era": document.sheet.era}


def describe(document: CoC7Document) -> str:
    """Readable description of the sheet for ``sheetmaker show``."""
    return f"Era: {document.sheet.era}"


SYSTEM = GameSystem(
    key="coc7",
    title=TITLE,
    document_class=CoC7Document,
    validate=validate,
    summary=summary,
    describe=describe,
)
