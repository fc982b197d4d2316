"""Reading the library folder in the thread pool (:class:`LibraryIndexer`) and watching it for
changes (:class:`FolderWatcher`)."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterable

import shiboken6
from PySide6.QtCore import (
    QFileSystemWatcher,
    QObject,
    QRunnable,
    QThreadPool,
    QTimer,
    Signal,
)

from sheetmaker.io import library as lib
from sheetmaker.io import trash
from sheetmaker.models.library.model import DEBOUNCE_MS, MAX_WATCHED_FILES, LibraryModel


class _ScanSignals(QObject):
    batch = Signal(int, list)
    done = Signal(int, object, str)  # generation, set of paths seen, error ("" when fine)


class _ScanTask(QRunnable):
    def __init__(
        self, generation: int, folder: str, cache: lib.IndexCache | None, signals: _ScanSignals,
        lock: threading.Lock, batch: int,
    ) -> None:
        super().__init__()
        self._generation = generation
        self._folder = folder
        self._cache = cache
        self._signals = signals
        self._lock = lock
        self._batch = batch

    def _emit(self, signal_name: str, *args: object) -> bool:
        """Send a result; False when the library that asked is gone (its window closed while
        the scan ran), which ends the scan quietly."""
        if not shiboken6.isValid(self._signals):
            return False
        try:
            getattr(self._signals, signal_name).emit(*args)
        except RuntimeError:  # deleted between the check and the emit
            return False
        return True

    def run(self) -> None:
        seen: set[str] = set()
        error = ""
        with self._lock:  # one scan at a time uses the cache
            try:
                for entries in lib.scan(self._folder, self._cache, batch=self._batch):
                    seen.update(entry.path for entry in entries)
                    if not self._emit("batch", self._generation, list(entries)):
                        return
                if self._cache is not None:
                    self._cache.save()
            except Exception as exc:  # noqa: BLE001 - reported, never raised in a worker
                error = f"{type(exc).__name__}: {exc}" if not str(exc) else str(exc)
        self._emit("done", self._generation, seen, error)


class LibraryIndexer(QObject):
    """Reads a folder's sheets in a worker thread and fills a :class:`LibraryModel`.

    A rescan while one runs is queued (one more scan after it). Results of a folder that is no
    longer the current one are dropped.

    Signals:
        started: a scan began.
        finished(str): a scan ended ("" or the error that stopped it).
    """

    started = Signal()
    finished = Signal(str)

    def __init__(self, model: LibraryModel, cache: lib.IndexCache | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._cache = cache
        self._folder = ""
        self._generation = 0
        self._running = False
        self._again = False
        self._lock = threading.Lock()
        self._signals = _ScanSignals(self)
        self._signals.batch.connect(self._on_batch)
        self._signals.done.connect(self._on_done)
        self.batch_size = 200

    @property
    def folder(self) -> str:
        """The folder indexed."""
        return self._folder

    @property
    def running(self) -> bool:
        """Whether a scan is under way."""
        return self._running

    def set_folder(self, folder: str) -> None:
        """Index ``folder`` from scratch (the model is cleared)."""
        self._folder = os.path.abspath(folder) if folder else ""
        self._generation += 1
        self._running = False
        self._again = False
        self._model.clear()
        if self._folder:
            self.rescan()

    def rescan(self) -> None:
        """Read the folder again (only changed files are read when there is a cache)."""
        if not self._folder:
            return
        if self._running:
            self._again = True
            return
        self._running = True
        self.started.emit()
        task = _ScanTask(self._generation, self._folder, self._cache, self._signals, self._lock, self.batch_size)
        QThreadPool.globalInstance().start(task)

    def _on_batch(self, generation: int, entries: list[lib.Entry]) -> None:
        if generation == self._generation:
            self._model.update(entries)

    def _on_done(self, generation: int, seen: set[str], error: str) -> None:
        if generation != self._generation:
            return
        self._running = False
        if not error:
            self._model.keep_only(seen)
        self.finished.emit(error)
        if self._again:
            self._again = False
            self.rescan()


class FolderWatcher(QObject):
    """Watches a library folder (its subfolders and sheet files) and emits :attr:`changed`
    once things settle (:data:`DEBOUNCE_MS` after the last event).

    Signals:
        changed: something in the folder changed on disk.
    """

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(self._poke)
        self._watcher.fileChanged.connect(self._poke)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.changed)
        self._folder = ""

    def set_folder(self, folder: str) -> None:
        """Watch ``folder`` instead of the previous one."""
        self.stop()
        self._folder = folder
        self.refresh()

    def stop(self) -> None:
        """Watch nothing."""
        self._timer.stop()
        watched = self._watcher.files() + self._watcher.directories()
        if watched:
            self._watcher.removePaths(watched)
        self._folder = ""

    def refresh(self, files: Iterable[str] = ()) -> None:
        """Watch the folder's current subfolders and ``files`` (new ones are added, gone ones
        dropped)."""
        if not self._folder or not os.path.isdir(self._folder):
            return
        folders = [self._folder]
        for root, dirs, _files in os.walk(self._folder):
            dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d != trash.TRASH_DIR)
            folders.extend(os.path.join(root, d) for d in dirs)
        wanted_dirs = set(folders)
        wanted_files = set(list(files)[:MAX_WATCHED_FILES])
        current_dirs = set(self._watcher.directories())
        current_files = set(self._watcher.files())
        gone = [p for p in current_dirs - wanted_dirs] + [p for p in current_files - wanted_files]
        if gone:
            self._watcher.removePaths(gone)
        new = sorted(wanted_dirs - current_dirs) + sorted(wanted_files - current_files)
        if new:
            self._watcher.addPaths(new)

    def watched(self) -> list[str]:
        """The watched paths (folders and files)."""
        return self._watcher.directories() + self._watcher.files()

    def _poke(self, _path: str) -> None:
        self._timer.start()
