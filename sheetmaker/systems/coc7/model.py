"""Persisted model of a Call of Cthulhu 7e sheet."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from sheetmaker.core.document import Document, SheetPart

Era = Literal["1920s", "modern"]


class CoC7Sheet(SheetPart):
    """The CoC part of a document: what the player chose and the state of play."""

    era: Era = "1920s"


class CoC7Document(Document):
    """A Call of Cthulhu 7e investigator or NPC."""

    SYSTEM: ClassVar[str] = "coc7"

    system: Literal["coc7"] = "coc7"
    sheet: CoC7Sheet = Field(default_factory=CoC7Sheet)
