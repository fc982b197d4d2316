"""Persisted model of a Trail of Cthulhu sheet."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from sheetmaker.core.document import Document, SheetPart

#: The rules these sheets follow; a 2nd edition with other numbers exists.
RULES_EDITION = "Trail of Cthulhu 1st edition"

CampaignStyle = Literal["purist", "pulp"]


class ToCSheet(SheetPart):
    """The ToC part of a document: what the player chose and the state of play."""

    rules: Literal["Trail of Cthulhu 1st edition"] = RULES_EDITION
    campaign: CampaignStyle = "purist"


class ToCDocument(Document):
    """A Trail of Cthulhu investigator or NPC."""

    SYSTEM: ClassVar[str] = "toc"

    system: Literal["toc"] = "toc"
    sheet: ToCSheet = Field(default_factory=ToCSheet)
