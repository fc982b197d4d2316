"""The sheet document: what every SheetMaker file holds, whatever the game.

A document is the one source of truth for a sheet: what the player chose and the current
state of play. Everything derived from it (half and fifth values, maxima, budgets, rule
violations) is computed by the game system's ``derive()`` and never stored.

The game-specific part lives in :attr:`Document.sheet`; each game system subclasses
:class:`Document` with its own ``system`` literal and :class:`SheetPart` type, and
:mod:`sheetmaker.io.fileformat` chooses the class from the ``system`` field.
"""

from __future__ import annotations

import base64
import binascii
import uuid
from datetime import UTC, datetime
from typing import Annotated, ClassVar, Final, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    field_serializer,
    field_validator,
)

FORMAT_NAME: Final = "sheetmaker"
#: Version of the file format written by this SheetMaker. Bump it and register a migration in
#: :mod:`sheetmaker.io.migrations` for every change that old files need converting for.
SCHEMA_VERSION = 1

#: Largest portrait accepted in a file, in bytes of image data (the GUI downscales before that).
MAX_PORTRAIT_BYTES = 4 * 1024 * 1024

SystemKey = Literal["coc7", "toc"]
Kind = Literal["investigator", "npc"]

#: A single line of text, such as a name (no control characters are stripped: the GUI keeps
#: what the user typed; the length cap keeps hostile files small).
Line = Annotated[str, StringConstraints(max_length=200)]
#: Free text such as notes or a backstory section.
Text = Annotated[str, StringConstraints(max_length=200_000)]
Tag = Annotated[str, StringConstraints(min_length=1, max_length=60, strip_whitespace=True)]


def now_utc() -> datetime:
    """The current time, timezone-aware, to the second (files diff well without microseconds)."""
    return datetime.now(UTC).replace(microsecond=0)


class StrictModel(BaseModel):
    """Base of every persisted model: unknown keys are errors, not silently dropped data."""

    model_config = ConfigDict(
        extra="forbid",
        validate_assignment=True,
        allow_inf_nan=False,
        str_max_length=200_000,
    )


class Portrait(StrictModel):
    """An image stored inside the sheet (base64 in the file)."""

    media_type: Literal["image/png", "image/jpeg"]
    data: bytes = Field(description="The image file's bytes, base64-encoded in JSON.")

    @field_validator("data", mode="before")
    @classmethod
    def _decode(cls, value: object) -> object:
        if isinstance(value, str):
            if len(value) > MAX_PORTRAIT_BYTES * 4 // 3 + 4:
                raise ValueError(
                    f"the portrait is larger than {MAX_PORTRAIT_BYTES // (1024 * 1024)} MiB"
                )
            try:
                return base64.b64decode(value.encode("ascii"), validate=True)
            except (binascii.Error, UnicodeEncodeError):
                raise ValueError("the portrait is not valid base64 data") from None
        return value

    @field_validator("data")
    @classmethod
    def _check(cls, value: bytes) -> bytes:
        if len(value) > MAX_PORTRAIT_BYTES:
            raise ValueError(
                f"the portrait is larger than {MAX_PORTRAIT_BYTES // (1024 * 1024)} MiB"
            )
        if not value:
            raise ValueError("the portrait is empty")
        return value

    @field_serializer("data", when_used="json")
    def _encode(self, value: bytes) -> str:
        return base64.b64encode(value).decode("ascii")


class SheetPart(StrictModel):
    """Base of a game system's part of the document (characteristics, skills, pools...)."""


class Document(StrictModel):
    """Fields every sheet file carries, for every game system.

    Subclasses set ``system`` to a single literal and ``sheet`` to their :class:`SheetPart`.
    """

    SYSTEM: ClassVar[str] = ""

    format: Literal["sheetmaker"] = FORMAT_NAME
    schema_version: int = Field(default=SCHEMA_VERSION, ge=1)
    system: SystemKey
    kind: Kind = "investigator"
    id: uuid.UUID = Field(default_factory=uuid.uuid4)
    name: Line = ""
    player: Line = ""
    created: datetime = Field(default_factory=now_utc)
    modified: datetime = Field(default_factory=now_utc)
    tags: list[Tag] = Field(default_factory=list, max_length=100)
    notes: Text = ""
    portrait: Portrait | None = None
    sheet: SheetPart

    @field_validator("created", "modified")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        # A time without zone is taken as UTC rather than refused: hand-written files do that.
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value

    @field_validator("tags")
    @classmethod
    def _unique_tags(cls, value: list[str]) -> list[str]:
        seen: set[str] = set()
        unique: list[str] = []
        for tag in value:
            key = tag.casefold()
            if key not in seen:
                seen.add(key)
                unique.append(tag)
        return unique

    def touched(self) -> Document:
        """A copy with ``modified`` set to now."""
        return self.model_copy(update={"modified": now_utc()})

    @property
    def display_name(self) -> str:
        """The name to show, never empty."""
        return self.name.strip() or ("Unnamed NPC" if self.kind == "npc" else "Unnamed investigator")
