"""File names made from character names: the one function that makes a file name stem.

Qt-free. :func:`file_stem_for` is used for every file SheetMaker names after a character: new
sheets (the library's Rename, Duplicate and imports, ``sheetmaker new --count``), converted
sheets (``sheetmaker convert``), PDFs (``sheetmaker export``, the export dialogs) and the save
dialogs' suggested names.

Decisions:

- Characters no file system takes (``<>:"/\\|?*``, control characters) are replaced: by a
  space (runs of white space then become one space) or by ``_``, as the caller asks.
- **Length in bytes.** A stem is at most :data:`MAX_STEM_CHARS` characters and
  :data:`MAX_STEM_BYTES` bytes of UTF-8, cut on a character boundary: 100 emoji are 400 bytes,
  and most file systems take 255 bytes a name (the suffix, a `` (2)`` and our temporary
  file's mark must still fit).
- **Windows' reserved names** (``CON``, ``PRN``, ``AUX``, ``NUL``, ``COM1``–``COM9``,
  ``LPT1``–``LPT9``, the superscript ``COM¹``–``COM³`` and ``LPT¹``–``LPT³``, ``CONIN$``,
  ``CONOUT$``; any case, with or without an extension) get a ``_`` after the reserved part
  (``CON.sheet.json`` → ``CON_.sheet.json``): Windows refuses them or opens a device.
- **Nothing the library would hide**: leading dots go (a hidden file), and our temporary
  files' mark (``.sheetmaker-tmp-``) is broken up wherever it appears, so a sheet saved under
  a character's name is always listed.
"""

from __future__ import annotations

import datetime
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sheetmaker.core.document import Document

#: The suffix of sheet files.
SUFFIX = ".sheet.json"
#: Marks our temporary files: ``.NAME`` + this + random hex.
TEMP_MARK = ".sheetmaker-tmp-"

#: The most characters of a stem.
MAX_STEM_CHARS = 120
#: The most bytes (UTF-8) of a stem: with ``.sheet.json``, `` (999)`` and the temporary file's
#: ``.`` + mark + 8 hex digits, a name stays within the usual 255 bytes.
MAX_STEM_BYTES = 200

#: Characters no file system takes, and lone surrogates (a name read from a damaged file).
_UNSAFE = re.compile('[<>:"/\\\\|?*\x00-\x1f\x7f\ud800-\udfff]')
_SUPERSCRIPTS = "\u00b9\u00b2\u00b3"  # ¹ ² ³
RESERVED = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
    | {f"{port}{n}" for port in ("COM", "LPT") for n in (*"123456789", *_SUPERSCRIPTS)}
)


def _cut(text: str, max_bytes: int) -> str:
    """``text`` cut to at most ``max_bytes`` bytes of UTF-8, on a character boundary."""
    encoded = text.encode("utf-8", "surrogatepass")
    if len(encoded) <= max_bytes:
        return text
    return encoded[:max_bytes].decode("utf-8", "ignore")


def is_reserved(stem: str) -> bool:
    """Whether a file named ``stem`` (plus any extension) is a device name on Windows."""
    base = stem.split(".", 1)[0].rstrip(" ")
    return base.upper() in RESERVED


def file_stem_for(text: str, fallback: str, *, replacement: str = " ") -> str:
    """A file name stem made of ``text`` (a character's name), safe on every platform.

    Args:
        text: the name.
        fallback: the stem when nothing of ``text`` is left (``"Unnamed NPC"``).
        replacement: what an unsafe character becomes: ``" "`` (white space is then collapsed)
            or ``"_"``.
    """
    stem = _UNSAFE.sub(replacement, text)
    if replacement == " ":
        stem = " ".join(stem.split())
    while TEMP_MARK in stem:
        stem = stem.replace(TEMP_MARK, "-" + TEMP_MARK[1:])
    stem = stem.strip(" .")
    stem = _cut(stem[:MAX_STEM_CHARS], MAX_STEM_BYTES).strip(" .")
    if not stem:
        stem = fallback
    if is_reserved(stem):
        base, dot, rest = stem.partition(".")
        stem = f"{base.rstrip(' ')}_{dot}{rest}"
    return stem


def file_stem(document: Document) -> str:
    """A file name stem from the document's name, safe on every platform
    (:func:`file_stem_for`: byte-capped, Windows' device names renamed, never hidden)."""
    fallback = "Unnamed NPC" if document.kind == "npc" else "Unnamed investigator"
    return file_stem_for(document.display_name, fallback)


def stamp(when: datetime.datetime | None = None) -> str:
    """A date for file names: ``2024-05-01 14-03-22`` (no colons: Windows refuses them)."""
    when = when or datetime.datetime.now()
    return when.strftime("%Y-%m-%d %H-%M-%S")


def sibling_name(path: str | os.PathLike[str], label: str, when: datetime.datetime | None = None) -> Path:
    """A free file name beside ``path``: ``NAME (label DATE).sheet.json``, numbered if taken."""
    target = Path(path)
    name = target.name
    stem = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else target.stem
    base = f"{stem} ({label} {stamp(when)})"
    candidate = target.with_name(base + SUFFIX)
    number = 2
    while os.path.lexists(candidate):
        candidate = target.with_name(f"{base} {number}{SUFFIX}")
        number += 1
    return candidate
