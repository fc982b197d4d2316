"""Autosave and crash recovery.

Every running SheetMaker has a *session* in the recovery folder (by default
``QStandardPaths.AppDataLocation/recovery``): a folder named after a random id holding the
autosaved copies of its unsaved sheets and ``index.json`` (which copy belongs to which original
file), and next to it ``<id>.lock``, a :class:`QLockFile` the session holds while it runs.

At the next start, a session folder whose lock can be taken belongs to a SheetMaker that did not
close properly (a crash, a kill, a power cut): its sheets are offered for recovery. A session
whose lock is held belongs to another SheetMaker that is still running: it is left alone, so a
second copy neither offers nor deletes the first copy's files. A clean save, close or quit
deletes the copies of the sheets concerned.

Copies are written with the atomic :func:`sheetmaker.io.fileformat.save`, so a crash during an
autosave leaves the previous copy intact. The index also records the state of the original file
(:class:`~sheetmaker.io.filestate.FileState`) the document was based on, so that a recovered sheet
asks before overwriting a file changed on disk since.

Everything found in the recovery folder is untrusted input: the index and the copies are read with
:func:`~sheetmaker.io.safefile.read_regular` (regular files only, size-capped, links not followed),
every field of the index is checked, and only copies named like ours inside their session folder
are offered. What does not pass is left alone and :attr:`RecoveryStore.damaged` says so.

This module uses QtCore only.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import stat
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLockFile

from sheetmaker.io.filestate import FileState

if TYPE_CHECKING:
    from sheetmaker.core.document import Document

INDEX_NAME = "index.json"
INDEX_FORMAT = "sheetmaker-recovery"
#: 2: entries record the original file's state (``state``); 1 did not.
INDEX_VERSION = 2
#: The largest index read (a few hundred bytes per sheet).
MAX_INDEX_BYTES = 1024 * 1024
#: The largest lock file looked at (QLockFile writes a few short lines).
MAX_LOCK_BYTES = 64 * 1024
LOCK_SUFFIX = ".lock"
COPY_SUFFIX = ".sheet.json"
_SESSION_NAME = re.compile(r"^[0-9a-f]{32}$")
_KEY = re.compile(r"^[0-9a-f]{32}$")
_COPY_NAME = re.compile(r"^[0-9a-f]{32}\.sheet\.json$")
_SHA256 = re.compile(r"^[0-9a-f]{64}$")


def new_key() -> str:
    """A fresh random key (32 hex digits) for a sheet's copy or a session."""
    return os.urandom(16).hex()


@dataclass(frozen=True)
class RecoveredSheet:
    """An autosaved copy left behind by a SheetMaker that did not close properly.

    Attributes:
        file: the autosaved copy (a valid sheet file when it was written).
        original_path: the file the sheet belonged to, ``None`` for a sheet never saved. As
            recorded, not checked: see :func:`usable_original`.
        name: the sheet's name when it was autosaved, for the recovery question.
        state: the state of the original file the document was based on (as read or last
            saved), ``None`` when the autosave did not record it (unknown).
    """

    file: Path
    original_path: str | None
    name: str
    state: FileState | None = None


def _write_json_atomically(path: Path, data: dict[str, Any]) -> None:
    from sheetmaker.io import safefile

    # ASCII only: a path that is not valid UTF-8 (a lone surrogate from os.fsdecode) is written
    # as a \udcXX escape and reads back as the same string.
    text = json.dumps(data, indent=2, ensure_ascii=True) + "\n"
    try:
        safefile.write_file(path, text.encode("ascii"), follow_links=False)
    except safefile.SafeFileError as exc:
        raise OSError(exc.reason) from None


def state_to_json(state: FileState | None) -> dict[str, Any] | None:
    """A file state for the index (``None``: unknown)."""
    from sheetmaker.io.filestate import UNKNOWN

    if state is None or state == UNKNOWN:
        return None
    return {
        "size": state.size,
        "mtime_ns": state.mtime_ns,
        "sha256": state.sha256,
        "inode": list(state.inode),
    }


def _is_int(value: Any, minimum: int | None = None) -> bool:
    return type(value) is int and (minimum is None or value >= minimum)


def state_from_json(value: Any) -> FileState | None:
    """A file state read from the index.

    Raises:
        ValueError: the value is not a state written by :func:`state_to_json`.
    """
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"size", "mtime_ns", "sha256", "inode"}:
        raise ValueError("not a file state")
    size, mtime, sha, inode = value["size"], value["mtime_ns"], value["sha256"], value["inode"]
    if not _is_int(size, 0) or not _is_int(mtime) or not isinstance(sha, str) or not _SHA256.match(sha):
        raise ValueError("not a file state")
    if not isinstance(inode, list) or len(inode) != 2 or not all(_is_int(part, 0) for part in inode):
        raise ValueError("not a file state")
    return FileState(size=size, mtime_ns=mtime, sha256=sha, inode=(inode[0], inode[1]))


_UNSHOWABLE = ("Cc", "Cf", "Zl", "Zp")


def display_text(text: str, limit: int = 300) -> str:
    """A recorded name or path as it may be shown: control and formatting characters (a line
    break, a right-to-left override) become ``?``, bytes that are not UTF-8 (lone surrogates
    from :func:`os.fsdecode`) become ``�``, long text is cut."""
    shown = "".join(
        "\ufffd" if unicodedata.category(char) == "Cs"
        else "?" if unicodedata.category(char) in _UNSHOWABLE
        else char
        for char in text
    )
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def usable_original(path: str | None) -> bool:
    """Whether a recovered document may take ``path`` (as recorded in the index) as its file.

    Only an absolute path without control or formatting characters (what the recovery question
    shows is the path), naming an existing regular ``.sheet.json`` file (a link must lead to
    one). Anything else comes back untitled: Save then asks where.
    """
    if not path or not os.path.isabs(path):
        return False
    if any(unicodedata.category(char) in _UNSHOWABLE for char in path):
        return False
    if not path.endswith(COPY_SUFFIX):
        return False
    try:
        info = os.stat(path)
        real = os.path.realpath(path)
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(info.st_mode) and real.endswith(COPY_SUFFIX)


def load_copy(sheet: RecoveredSheet) -> Document:
    """Read a recovered copy (a regular file, not a link, at most a sheet file's size).

    Raises:
        DocumentError: the copy cannot be read or is not a valid sheet.
    """
    from sheetmaker.core.errors import DocumentError
    from sheetmaker.io import fileformat, safefile

    name = os.fspath(sheet.file)
    try:
        data, _info = safefile.read_regular(name, fileformat.MAX_FILE_BYTES, follow_symlinks=False)
    except safefile.SafeReadError as exc:
        raise DocumentError(name, [exc.reason]) from None
    return fileformat.loads(data, name)


def _lock_file_usable(path: Path) -> bool:
    """Whether a session's lock file may be handed to QLockFile: absent, or a small regular file
    (QLockFile reads an existing lock, and reading a FIFO blocks for ever)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    return stat.S_ISREG(info.st_mode) and info.st_size <= MAX_LOCK_BYTES


def _lock(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    # Never by age: a SheetMaker that has run for hours still holds its lock. A lock is stale
    # only when the process that took it is gone (QLockFile checks the process id).
    lock.setStaleLockTime(0)
    return lock


class RecoveryStore:
    """The recovery folder: this session's autosaved copies and the sessions left behind.

    Call :meth:`start` once; then :meth:`save` and :meth:`discard` keep one copy per sheet key,
    :meth:`claim_orphans` finds the copies of sessions that did not close properly and
    :meth:`forget` and :meth:`release_orphans` delete them once they are safe, and :meth:`close`
    ends the session.
    """

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self._folder = Path(folder)
        self._session: Path | None = None
        self._lock: QLockFile | None = None
        self._entries: dict[str, dict[str, Any]] = {}
        self._claimed: list[tuple[Path, QLockFile]] = []
        self._damaged = False

    @property
    def damaged(self) -> bool:
        """Whether the last :meth:`claim_orphans` met something damaged or not SheetMaker's (an
        index it cannot read, an entry it refused, a special or oversized file); it was ignored
        and left alone, and copies no longer described by their index come back untitled."""
        return self._damaged

    @property
    def folder(self) -> Path:
        """The recovery folder (every session's files)."""
        return self._folder

    @property
    def session_folder(self) -> Path | None:
        """This session's folder, ``None`` before :meth:`start` or when it failed."""
        return self._session

    @property
    def active(self) -> bool:
        """Whether autosaved copies can be written."""
        return self._session is not None

    def start(self) -> bool:
        """Create this session's folder and take its lock.

        Returns:
            False when the recovery folder cannot be used (autosave is then off).
        """
        if self._session is not None:
            return True
        name = new_key()
        session = self._folder / name
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return False
        # The lock first: another copy that sees the folder then always sees it locked.
        lock = _lock(self._folder / (name + LOCK_SUFFIX))
        if not lock.tryLock(0):
            return False
        try:
            session.mkdir()
        except OSError:
            lock.unlock()
            return False
        self._session, self._lock = session, lock
        return True

    def close(self) -> None:
        """End the session: release its lock, and delete its folder when it holds no copies.

        After a clean quit every copy was discarded and nothing is left behind. Copies still
        here (the application quit without closing its sheets) stay, and are offered at the
        next start like those of a crash.
        """
        if self._session is not None:
            if not self._entries:
                shutil.rmtree(self._session, ignore_errors=True)
        if self._lock is not None:
            self._lock.unlock()
        self._session, self._lock = None, None
        self._entries.clear()
        self.release_orphans()

    # ------------------------------------------------------------------ this session

    def keys(self) -> set[str]:
        """The keys of the sheets that have a copy in this session."""
        return set(self._entries)

    def save(
        self,
        key: str,
        document: Document,
        original_path: str | None,
        state: FileState | None = None,
    ) -> None:
        """Write (or replace) the autosaved copy of a sheet.

        Args:
            key: the sheet's key (:func:`new_key`).
            document: what to keep.
            original_path: the sheet's file (``None``: never saved).
            state: the state of that file the document is based on (as read or last saved);
                ``None`` or :data:`~sheetmaker.io.filestate.UNKNOWN`: not known.

        Raises:
            DocumentError: the copy cannot be written; the previous copy is unchanged.
            OSError: the index cannot be written.
        """
        from sheetmaker.io import fileformat

        if self._session is None:
            raise RuntimeError("the recovery session has not started")
        if not _KEY.match(key):
            raise ValueError(f"bad recovery key {key!r}")
        fileformat.save(document, self._session / (key + COPY_SUFFIX), keep_backup=False)
        self._entries[key] = {
            "file": key + COPY_SUFFIX,
            "path": original_path,
            "name": document.display_name,
            "state": state_to_json(state) if original_path else None,
        }
        self._write_index()

    def discard(self, key: str) -> None:
        """Delete the copy of a sheet (saved, closed or back to its saved state)."""
        if self._session is None or key not in self._entries:
            return
        del self._entries[key]
        with contextlib.suppress(OSError):
            (self._session / (key + COPY_SUFFIX)).unlink()
        with contextlib.suppress(OSError):
            self._write_index()

    def _write_index(self) -> None:
        assert self._session is not None
        _write_json_atomically(
            self._session / INDEX_NAME,
            {"format": INDEX_FORMAT, "version": INDEX_VERSION, "sheets": list(self._entries.values())},
        )

    # ------------------------------------------------------------------ sessions left behind

    def claim_orphans(self) -> list[RecoveredSheet]:
        """The copies of every session that did not close properly.

        The lock of each such session is taken (so no other copy of SheetMaker claims it too)
        and kept until :meth:`release_orphans`. Sessions of running copies are skipped.
        """
        found: list[RecoveredSheet] = []
        self._damaged = False
        try:
            candidates = sorted(self._folder.iterdir(), key=lambda path: path.name)
        except OSError:
            return found
        claimed = {path for path, _ in self._claimed}
        for folder in candidates:
            if not _SESSION_NAME.match(folder.name) or folder == self._session or folder in claimed:
                continue
            try:
                is_folder = stat.S_ISDIR(os.lstat(folder).st_mode)  # a link is not ours
            except OSError:
                continue
            lock_path = self._folder / (folder.name + LOCK_SUFFIX)
            if not is_folder or not _lock_file_usable(lock_path):
                self._damaged = True
                continue
            lock = _lock(lock_path)
            if not lock.tryLock(0):
                continue  # another SheetMaker is running with this session
            self._claimed.append((folder, lock))
            sheets, damaged = _read_session(folder)
            found.extend(sheets)
            self._damaged = self._damaged or damaged
        for stray in candidates:
            # The lock of a session whose folder is gone (a crash while quitting).
            stem = stray.name.removesuffix(LOCK_SUFFIX)
            if stray.name.endswith(LOCK_SUFFIX) and _SESSION_NAME.match(stem):
                if not os.path.lexists(self._folder / stem) and _lock_file_usable(stray):
                    lock = _lock(stray)
                    if lock.tryLock(0):
                        lock.unlock()
        return found

    def forget(self, sheet: RecoveredSheet) -> None:
        """Delete a claimed copy that is safe elsewhere now (restored and autosaved again)."""
        with contextlib.suppress(OSError):
            sheet.file.unlink()

    def release_orphans(self, delete_all: bool = False) -> None:
        """Let go of the claimed sessions: those left without copies (or all of them, with
        ``delete_all``) are deleted; the others stay for the next start."""
        for folder, lock in self._claimed:
            if delete_all or not any(folder.glob("*" + COPY_SUFFIX)):
                shutil.rmtree(folder, ignore_errors=True)
            lock.unlock()
        self._claimed.clear()


def _index_entries(data: bytes) -> tuple[list[dict[str, Any]], bool]:
    """The entries of an index (each checked), and whether anything was refused."""
    try:
        index = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return [], True
    if (
        not isinstance(index, dict)
        or index.get("format") != INDEX_FORMAT
        or not _is_int(index.get("version"), 1)
        or index["version"] > INDEX_VERSION
        or not isinstance(index.get("sheets"), list)
    ):
        return [], True
    entries: list[dict[str, Any]] = []
    damaged = False
    for entry in index["sheets"]:
        checked = _checked_entry(entry)
        if checked is None:
            damaged = True
        else:
            entries.append(checked)
    return entries, damaged


def _checked_entry(entry: Any) -> dict[str, Any] | None:
    """An index entry with every field of the right type, or ``None``."""
    if not isinstance(entry, dict) or not set(entry) <= {"file", "path", "name", "state"}:
        return None
    name, path, label = entry.get("file"), entry.get("path"), entry.get("name", "")
    if not isinstance(name, str) or not _COPY_NAME.match(name):
        return None  # only a copy of ours, inside the session folder
    if path is not None and (not isinstance(path, str) or not path or "\0" in path):
        return None
    if not isinstance(label, str):
        return None
    try:
        state = state_from_json(entry.get("state"))
    except ValueError:
        return None
    return {"file": name, "path": path, "name": label, "state": state if path else None}


def _copy_usable(file: Path) -> bool:
    """Whether a copy may be read: a regular file (not a link), no larger than a sheet file."""
    from sheetmaker.io import fileformat

    try:
        info = os.lstat(file)
    except OSError:
        return False
    return stat.S_ISREG(info.st_mode) and info.st_size <= fileformat.MAX_FILE_BYTES


def _read_session(folder: Path) -> tuple[list[RecoveredSheet], bool]:
    """The copies of a session folder, with their original paths and file states when the index
    has them, and whether anything in the folder was refused (damaged, or not ours)."""
    from sheetmaker.io import safefile

    sheets: list[RecoveredSheet] = []
    listed: set[str] = set()
    damaged = False
    entries: list[dict[str, Any]]
    try:
        data, _info = safefile.read_regular(folder / INDEX_NAME, MAX_INDEX_BYTES, follow_symlinks=False)
    except safefile.SafeReadError as exc:
        # No index: a crash before the first one was written (its copies come back untitled).
        entries, damaged = [], not exc.missing
    else:
        entries, damaged = _index_entries(data)
    for entry in entries:
        name = entry["file"]
        if name in listed:
            damaged = True
            continue
        listed.add(name)
        file = folder / name
        if not os.path.lexists(file):
            continue  # the index is written after the copy is deleted: a crash in between
        if not _copy_usable(file):
            damaged = True
            continue
        sheets.append(
            RecoveredSheet(
                file=file,
                original_path=entry["path"],
                name=entry["name"] or name,
                state=entry["state"],
            )
        )
    # A copy written just before a crash that stopped the index update.
    try:
        strays = sorted(folder.glob("*" + COPY_SUFFIX))
    except OSError:
        strays = []
    for file in strays:
        if file.name in listed:
            continue
        if not _COPY_NAME.match(file.name) or not _copy_usable(file):
            damaged = True
            continue
        sheets.append(RecoveredSheet(file=file, original_path=None, name=file.name))
    return sheets, damaged
