"""The Trail of Cthulhu entry of the system registry."""

from __future__ import annotations

from typing import Any

from sheetmaker.core.violations import Violation
from sheetmaker.systems import GameSystem
from sheetmaker.systems.toc.model import RULES_EDITION, ToCDocument

TITLE = "Trail of Cthulhu"


def validate(document: ToCDocument) -> list[Violation]:
    """Every creation-rule violation of the sheet."""
    return []


def summary(document: ToCDocument) -> dict[str, Any]:
    """JSON-ready description of the sheet for ``sheetmaker show --json``."""
    return {"rules": RULES_EDITION, "campaign": document.sheet.campaign}


def describe(document: ToCDocument) -> str:
    """Readable description of the sheet for ``sheetmaker show``."""
    return f"Rules: {RULES_EDITION}, {document.sheet.campaign} campaign"


SYSTEM = GameSystem(
    key="toc",
    title=TITLE,
    document_class=ToCDocument,
    validate=validate,
    summary=summary,
    describe=describe,
)
