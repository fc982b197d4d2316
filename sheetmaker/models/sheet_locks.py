"""Locks of the sheets open in this SheetMaker, so a second copy is told and opens read-only.

One :class:`QLockFile` per open file in the locks folder (``AppDataLocation/locks``), named by
:func:`sheetmaker.io.lockinfo.lock_name` (a hash of the real path). A lock is stale only when
its process is gone or is not SheetMaker, or when the file is damaged (never by age: a sheet
stays open for hours), so a crash leaves nothing stuck: the next copy that asks removes it.
QtCore only.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QLockFile

from sheetmaker.io.lockinfo import LockHolder, inspect, lock_name, read_holder, remove_stale

#: Tries at taking a lock whose file is being written or replaced by another copy meanwhile.
_ATTEMPTS = 4
_RETRY_SECONDS = 0.02


class SheetLocks:
    """The locks this SheetMaker holds on open sheet files.

    Args:
        folder: the locks folder (created when the first lock is taken).
    """

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self._folder = Path(folder)
        self._held: dict[str, QLockFile] = {}

    @property
    def folder(self) -> Path:
        """The locks folder."""
        return self._folder

    def _lock_file(self, path: str) -> QLockFile:
        lock = QLockFile(str(self._folder / lock_name(path)))
        lock.setStaleLockTime(0)
        return lock

    def holds(self, path: str) -> bool:
        """Whether this SheetMaker holds the lock of ``path``."""
        return lock_name(path) in self._held

    def take(self, path: str) -> LockHolder | None:
        """Lock ``path`` for this SheetMaker.

        A lock file that holds nothing (its process is gone or is another program; empty,
        damaged, not a regular file) is removed first: QLockFile would refuse it for ever, or
        block on a FIFO.

        Returns:
            ``None`` when the lock is ours now (or was already, or the folder cannot be
            written: locks are a courtesy, never a reason not to open a sheet); else who holds it.
        """
        key = lock_name(path)
        if key in self._held:
            return None
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return None
        lock = self._lock_file(path)
        lock_path = self._folder / key
        for _attempt in range(_ATTEMPTS):
            state = inspect(lock_path)
            if state.holder is not None:
                return state.holder
            if state.identity is not None and not remove_stale(lock_path, state.identity):
                if not state.regular:
                    return None  # never handed to QLockFile: no lock, no refusal
                time.sleep(_RETRY_SECONDS)  # held while being written, or replaced: look again
                continue
            if lock.tryLock(0):
                self._held[key] = lock
                return None
            if lock.error() != QLockFile.LockError.LockFailedError:
                return None  # cannot be written: no lock, no refusal
        return None  # nobody can be named: no lock, no refusal

    def holder(self, path: str) -> LockHolder | None:
        """Who else holds the lock of ``path`` (``None``: nobody, or this SheetMaker)."""
        if self.holds(path):
            return None
        return read_holder(self._folder / lock_name(path))

    def release(self, path: str) -> None:
        """Let go of the lock of ``path`` (a sheet closed or saved elsewhere)."""
        lock = self._held.pop(lock_name(path), None)
        if lock is not None:
            lock.unlock()

    def release_all(self) -> None:
        """Let go of every lock (quitting)."""
        for lock in self._held.values():
            lock.unlock()
        self._held.clear()
