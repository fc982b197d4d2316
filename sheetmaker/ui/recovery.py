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
autosave leaves the previous copy intact. This module uses QtCore only.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLockFile

if TYPE_CHECKING:
    from sheetmaker.core.document import Document

INDEX_NAME = "index.json"
INDEX_FORMAT = "sheetmaker-recovery"
LOCK_SUFFIX = ".lock"
COPY_SUFFIX = ".sheet.json"
_SESSION_NAME = re.compile(r"^[0-9a-f]{32}$")
_KEY = re.compile(r"^[0-9a-f]{32}$")


def new_key() -> str:
    """A fresh random key (32 hex digits) for a sheet's copy or a session."""
    return os.urandom(16).hex()


@dataclass(frozen=True)
class RecoveredSheet:
    """An autosaved copy left behind by a SheetMaker that did not close properly.

    Attributes:
        file: the autosaved copy (a valid sheet file when it was written).
        original_path: the file the sheet belonged to, ``None`` for a sheet never saved.
        name: the sheet's name when it was autosaved, for the recovery question.
    """

    file: Path
    original_path: str | None
    name: str


def _write_json_atomically(path: Path, data: dict[str, Any]) -> None:
    fd, temp = tempfile.mkstemp(prefix=".index.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=2, ensure_ascii=False)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


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

    def save(self, key: str, document: Document, original_path: str | None) -> None:
        """Write (or replace) the autosaved copy of a sheet.

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
            {"format": INDEX_FORMAT, "version": 1, "sheets": list(self._entries.values())},
        )

    # ------------------------------------------------------------------ sessions left behind

    def claim_orphans(self) -> list[RecoveredSheet]:
        """The copies of every session that did not close properly.

        The lock of each such session is taken (so no other copy of SheetMaker claims it too)
        and kept until :meth:`release_orphans`. Sessions of running copies are skipped.
        """
        found: list[RecoveredSheet] = []
        try:
            candidates = sorted(self._folder.iterdir(), key=lambda path: path.name)
        except OSError:
            return found
        claimed = {path for path, _ in self._claimed}
        for folder in candidates:
            if (
                not _SESSION_NAME.match(folder.name)
                or not folder.is_dir()
                or folder == self._session
                or folder in claimed
            ):
                continue
            lock = _lock(self._folder / (folder.name + LOCK_SUFFIX))
            if not lock.tryLock(0):
                continue  # another SheetMaker is running with this session
            self._claimed.append((folder, lock))
            found.extend(_read_session(folder))
        for stray in candidates:
            # The lock of a session whose folder is gone (a crash while quitting).
            stem = stray.name.removesuffix(LOCK_SUFFIX)
            if stray.name.endswith(LOCK_SUFFIX) and _SESSION_NAME.match(stem):
                if not (self._folder / stem).exists():
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


def _read_session(folder: Path) -> list[RecoveredSheet]:
    """The copies of a session folder, with their original paths when the index has them."""
    sheets: list[RecoveredSheet] = []
    listed: set[str] = set()
    try:
        index = json.loads((folder / INDEX_NAME).read_text(encoding="utf-8"))
        entries = index.get("sheets", []) if isinstance(index, dict) else []
    except (OSError, ValueError, RecursionError):
        entries = []
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict):
            continue
        name = entry.get("file")
        if not isinstance(name, str) or Path(name).name != name or not name.endswith(COPY_SUFFIX):
            continue
        file = folder / name
        if not file.is_file():
            continue
        path = entry.get("path")
        label = entry.get("name")
        listed.add(name)
        sheets.append(
            RecoveredSheet(
                file=file,
                original_path=path if isinstance(path, str) and path else None,
                name=label if isinstance(label, str) and label else name,
            )
        )
    # A copy written just before a crash that stopped the index update.
    for file in sorted(folder.glob("*" + COPY_SUFFIX)):
        if file.name not in listed:
            sheets.append(RecoveredSheet(file=file, original_path=None, name=file.name))
    return sheets
