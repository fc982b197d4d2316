"""What a sheet file looked like when it was read or written, to notice changes made behind us.

Sheets live in shared and synced folders: another program, another copy of SheetMaker or a sync
tool may change, replace, rename or delete a file while it is open. A :class:`FileState`
remembers the file's size, modification time and a SHA-256 of its bytes; :func:`check` compares
it with the file on disk. The hash decides: a file touched by a sync tool (new time, same bytes)
is not a change.

Qt-free: the application and the command line use it alike.
"""

from __future__ import annotations

import enum
import os
import re
import stat as stat_module
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sheetmaker.core.errors import DocumentError
from sheetmaker.io.filenames import sibling_name, stamp  # noqa: F401 - stamp: re-exported
from sheetmaker.io.fileversion import UNKNOWN, FileState  # noqa: F401 - UNKNOWN: re-exported

if TYPE_CHECKING:
    from sheetmaker.core.document import Document


class Change(enum.Enum):
    """What happened to a file since it was read or written."""

    UNCHANGED = "unchanged"
    CHANGED = "changed"  #: another program wrote other bytes
    DELETED = "deleted"  #: the file is gone (no file with the same identity in its folder)
    RENAMED = "renamed"  #: the file is gone, but the same file is in the folder under another name


@dataclass(frozen=True)
class Check:
    """The result of :func:`check`.

    Attributes:
        change: what happened.
        state: the file's state now (``None`` when it is gone or cannot be read).
        new_path: where a renamed file is now.
    """

    change: Change
    state: FileState | None = None
    new_path: str | None = None


def _read_regular(path: str, limit: int) -> tuple[bytes, os.stat_result]:
    """The bytes and the ``fstat`` of a regular file (never blocks on a FIFO)."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat_module.S_ISREG(info.st_mode):
            raise _NotRegular(info.st_mode)
        if info.st_size > limit:
            return b"", info
        chunks = []
        remaining = limit + 1
        while remaining > 0:
            chunk = os.read(fd, min(remaining, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
        return b"".join(chunks), info
    finally:
        os.close(fd)


class _NotRegular(Exception):
    def __init__(self, mode: int) -> None:
        super().__init__(mode)
        self.mode = mode


def read_bytes(path: str | os.PathLike[str]) -> tuple[bytes, FileState]:
    """The bytes of a sheet file and its state, read once.

    Raises:
        DocumentError: the file is missing, not a regular file, unreadable or too large.
    """
    from sheetmaker.io import fileformat, safefile

    name = os.fspath(path)
    try:
        # A FIFO or a device is refused before it is opened (opening a FIFO blocks for ever),
        # and again on the handle in case one was swapped in since.
        info = os.stat(name)
        if not stat_module.S_ISREG(info.st_mode):
            raise _NotRegular(info.st_mode)
        data, info = _read_regular(name, fileformat.MAX_FILE_BYTES)
    except FileNotFoundError:
        raise DocumentError(name, ["no such file"]) from None
    except IsADirectoryError:
        raise DocumentError(name, ["this is a folder, not a sheet file"]) from None
    except _NotRegular as exc:
        raise DocumentError(name, [safefile.not_regular_reason(exc.mode)]) from None
    except PermissionError:
        raise DocumentError(name, ["permission denied: the file cannot be read"]) from None
    except OSError as exc:
        raise DocumentError(name, [f"cannot read the file: {exc.strerror or exc}"]) from None
    if info.st_size > fileformat.MAX_FILE_BYTES or len(data) > fileformat.MAX_FILE_BYTES:
        size = max(info.st_size, len(data)) / 1024 / 1024
        limit = fileformat.MAX_FILE_BYTES // 1024 // 1024
        raise DocumentError(
            name, [f"the file is {size:.1f} MiB, larger than the {limit} MiB a sheet file may have"]
        )
    return data, FileState.of(data, info)


def load_with_state(path: str | os.PathLike[str]) -> tuple[Document, FileState]:
    """Read a sheet file: the document and the state of the bytes it was parsed from.

    Raises:
        DocumentError: as :func:`sheetmaker.io.fileformat.load`.
    """
    from sheetmaker.io import fileformat

    name = os.fspath(path)
    data, state = read_bytes(name)
    return fileformat.loads(data, name), state


def state_of_written(path: str | os.PathLike[str], data: bytes) -> FileState | None:
    """The state of a file just written with ``data`` (``None`` when it cannot be seen)."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return FileState.of(data, info)


def _find_renamed(path: str, known: FileState) -> str | None:
    if known.inode == (0, 0):
        return None
    folder = os.path.dirname(os.path.abspath(path))
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                try:
                    if not entry.is_file(follow_symlinks=False):
                        continue
                    info = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                if (info.st_dev, info.st_ino) == known.inode and info.st_size == known.size:
                    return entry.path
    except OSError:
        return None
    return None


def check(path: str | os.PathLike[str], known: FileState, *, thorough: bool = False) -> Check:
    """Compare the file on disk with what was read or written.

    Args:
        path: the file.
        known: its state when it was last read or written.
        thorough: hash the file even when its size and time are unchanged (before a save);
            otherwise an unchanged size and time mean unchanged (cheap enough for every
            window activation).
    """
    name = os.fspath(path)
    try:
        info = os.stat(name)
    except FileNotFoundError:
        renamed = _find_renamed(name, known)
        if renamed is not None:
            return Check(Change.RENAMED, None, renamed)
        return Check(Change.DELETED)
    except OSError:
        return Check(Change.DELETED)
    if not thorough and info.st_size == known.size and info.st_mtime_ns == known.mtime_ns:
        return Check(Change.UNCHANGED, known)
    try:
        _data, state = read_bytes(name)
    except DocumentError:
        return Check(Change.CHANGED)  # not a readable sheet any more: certainly changed
    if state.same_content(known):
        return Check(Change.UNCHANGED, state)
    return Check(Change.CHANGED, state)


def differences(mine: Any, theirs: Any, prefix: str = "") -> list[tuple[str, Any, Any]]:
    """The dotted paths where two JSON-like values differ, with both values.

    Lists are compared item by item (``skills[3].value``); a missing key shows as ``None``.
    """
    if isinstance(mine, dict) and isinstance(theirs, dict):
        found: list[tuple[str, Any, Any]] = []
        for key in list(mine) + [key for key in theirs if key not in mine]:
            path = f"{prefix}.{key}" if prefix else str(key)
            found += differences(mine.get(key), theirs.get(key), path)
        return found
    if isinstance(mine, list) and isinstance(theirs, list):
        found = []
        for index in range(max(len(mine), len(theirs))):
            a = mine[index] if index < len(mine) else None
            b = theirs[index] if index < len(theirs) else None
            found += differences(a, b, f"{prefix}[{index}]")
        return found
    return [] if mine == theirs else [(prefix or "(document)", mine, theirs)]


def document_differences(mine: Document, theirs: Document) -> list[tuple[str, Any, Any]]:
    """The fields where two documents differ (``modified``, the save time, left out)."""
    a = mine.model_dump(mode="json")
    b = theirs.model_dump(mode="json")
    return [item for item in differences(a, b) if item[0] != "modified"]


#: Readable names of the document's and the sheets' own fields (the rest are tidied keys).
_FIELD_NAMES = {
    "name": "Name",
    "player": "Player",
    "notes": "Notes",
    "tags": "Tags",
    "portrait": "Portrait",
    "kind": "Kind",
    "sheet.hp": "Current HP",
    "sheet.mp": "Current MP",
    "sheet.san": "Current SAN",
    "sheet.luck": "Luck",
    "sheet.san_lost_today": "SAN lost today",
    "sheet.cthulhu_mythos": "Cthulhu Mythos",
    "sheet.credit_rating": "Credit Rating",
}
#: Fields whose empty value means "at the maximum" (a fresh sheet).
_FULL_WHEN_EMPTY = {"sheet.hp", "sheet.mp", "sheet.san"}


def _item_name(item: Any) -> str | None:
    """A list item's own name (``Spot Hidden``, ``Language (Latin)``, a weapon's name)."""
    if isinstance(item, dict) and isinstance(item.get("name"), str) and item["name"]:
        spec = item.get("specialisation")
        return f"{item['name']} ({spec})" if isinstance(spec, str) and spec else item["name"]
    return None


def field_label(path: str, mine: Any = None, theirs: Any = None) -> str:
    """A dotted path of :func:`differences` in words for a person: ``sheet.hp`` → ``Current HP``,
    ``sheet.characteristics.STR`` → ``STR``, ``sheet.skills[3].personal`` → ``Spot Hidden ›
    personal`` (the item's name looked up in ``mine``/``theirs``, the two documents as JSON)."""
    if path in _FIELD_NAMES:
        return _FIELD_NAMES[path]
    parts: list[str] = []
    node_a, node_b = mine, theirs
    for token in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        if token.startswith("["):
            index = int(token[1:-1])
            node_a = node_a[index] if isinstance(node_a, list) and index < len(node_a) else None
            node_b = node_b[index] if isinstance(node_b, list) and index < len(node_b) else None
            parts.append(_item_name(node_a) or _item_name(node_b) or f"#{index + 1}")
            continue
        node_a = node_a.get(token) if isinstance(node_a, dict) else None
        node_b = node_b.get(token) if isinstance(node_b, dict) else None
        if token in ("sheet", "characteristics"):
            continue
        word = token if token.isupper() or token[:1].isupper() else token.replace("_", " ")
        parts.append(word[:1].upper() + word[1:] if not parts else word)
    return " › ".join(parts) or path


def value_text(path: str, value: Any) -> Any:
    """The value as a person reads it: an empty current HP/MP/SAN is "at maximum", an empty
    ToC pool "at its rating", a flag "yes"/"no"."""
    if value is None and path in _FULL_WHEN_EMPTY:
        return "at maximum"
    if value is None and path.startswith("sheet.abilities.") and path.endswith(".pool"):
        return "at its rating"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value


def readable_differences(mine: Document, theirs: Document) -> list[tuple[str, Any, Any]]:
    """:func:`document_differences` with readable field names and values (for the comparison
    dialogs)."""
    a = mine.model_dump(mode="json")
    b = theirs.model_dump(mode="json")
    return [
        (field_label(path, a, b), value_text(path, x), value_text(path, y))
        for path, x, y in differences(a, b)
        if path != "modified"
    ]


def copy_beside(path: str | os.PathLike[str], label: str) -> Path:
    """Copy the file's current bytes to ``NAME (label DATE).sheet.json`` beside it (a new file:
    nothing is overwritten); returns the copy's path.

    Raises:
        DocumentError: the file cannot be read or the copy cannot be written.
    """
    return copy_beside_with_state(path, label)[0]


def copy_beside_with_state(path: str | os.PathLike[str], label: str) -> tuple[Path, FileState]:
    """:func:`copy_beside`, also returning the state of the file copied (the version kept: a
    save replacing it may expect it, and so never replaces a version that came after)."""
    from sheetmaker.io import safefile

    data, state = read_bytes(path)
    for _ in range(20):
        target = sibling_name(path, label)
        try:
            # Atomic and exclusive: a name taken meanwhile (another copy, the same second) is
            # never overwritten, and never removed by our failure.
            safefile.write_file(target, data, exclusive=True)
        except safefile.TargetExists:
            continue
        except safefile.SafeFileError as exc:
            raise DocumentError(os.fspath(target), [f"cannot write the copy: {exc.reason}"]) from None
        return target, state
    raise DocumentError(os.fspath(path), ["cannot write the copy: no free file name beside it"])
