"""The keeper's library as Qt models: a table of sheet files, its filter, its indexer and watcher,
and the undoable file operations (trash, rename, tags, added batches).

The files are the source of truth: every operation writes files (atomically, through
:mod:`sheetmaker.io.fileformat` / :mod:`sheetmaker.io.safefile`) and the model follows what is on
disk. Reading runs in a worker of the global ``QThreadPool`` (:class:`LibraryIndexer`): it only
calls :func:`sheetmaker.io.library.scan` and emits batches, which are queued to the GUI thread;
the model is never touched from the worker. :class:`FolderWatcher` watches the folder, its
subfolders and its sheet files and asks for a rescan 250 ms after the last change (a sync tool
writes many files in a burst); the index cache makes a rescan read only the files that changed.
"""

from __future__ import annotations

import base64
import binascii
import errno
import json
import os
import threading
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractTableModel,
    QBuffer,
    QByteArray,
    QCoreApplication,
    QFileSystemWatcher,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRunnable,
    QSize,
    QSortFilterProxyModel,
    Qt,
    QThreadPool,
    QTimer,
    QUrl,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QIcon, QImage, QImageReader, QPixmap, QUndoCommand, QUndoStack

from sheetmaker.io import library as lib
from sheetmaker.io import trash

ModelIndex = QModelIndex | QPersistentModelIndex

#: The columns of :class:`LibraryModel`, in order.
COLUMNS = (
    "portrait", "name", "game", "kind", "occupation", "tags", "health", "sanity", "player", "modified",
)
COLUMN = {key: number for number, key in enumerate(COLUMNS)}
#: The value a column sorts by (``SortRole``).
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The row's :class:`sheetmaker.io.library.Entry`.
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 2
#: The row's file path.
PATH_ROLE = Qt.ItemDataRole.UserRole + 3
THUMBNAIL_SIZE = QSize(28, 28)
#: Milliseconds between the last change on disk and the rescan.
DEBOUNCE_MS = 250
#: Sheet files watched one by one (changes written in place); more are left to the folders'
#: events, which sync tools trigger (they write a temporary file and rename it).
MAX_WATCHED_FILES = 4000
URI_LIST = "text/uri-list"


def game_label(game: str) -> str:
    """The game's short name as the table shows it (the full name is its tool tip)."""
    from PySide6.QtCore import QCoreApplication

    if game == "coc7":
        return QCoreApplication.translate("LibraryModel", "CoC 7e")
    if game == "toc":
        return QCoreApplication.translate("LibraryModel", "ToC")
    return game


def game_name(game: str) -> str:
    """The game's full name."""
    from PySide6.QtCore import QCoreApplication

    if game == "coc7":
        return QCoreApplication.translate("LibraryModel", "Call of Cthulhu 7th edition")
    if game == "toc":
        return QCoreApplication.translate("LibraryModel", "Trail of Cthulhu")
    return game


def kind_label(kind: str) -> str:
    """"Investigator" or "NPC"."""
    from PySide6.QtCore import QCoreApplication

    if kind == "npc":
        return QCoreApplication.translate("LibraryModel", "NPC")
    if kind == "investigator":
        return QCoreApplication.translate("LibraryModel", "Investigator")
    return kind


# --------------------------------------------------------------------------- the table


class LibraryModel(QAbstractTableModel):
    """One row per sheet file (:class:`sheetmaker.io.library.Entry`).

    Broken files are rows like the others: their name column shows the file's name and the
    error (in red, with a warning icon). Conflict copies say so in the name column.

    Signals:
        changedEntries: rows were added, changed or removed (the page updates its status line
            and tag filter).
    """

    changedEntries = Signal()  # noqa: N815 - Qt naming
    #: The rows were put in a new order (a sort): new row i is old row ``order[i]``. Sent
    #: between layoutAboutToBeChanged and layoutChanged, so a proxy can carry what it keeps
    #: per row over to the new order.
    rowsReordered = Signal(list)  # noqa: N815 - Qt naming

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[lib.Entry] = []
        self._rows: dict[str, int] = {}
        self._counts: tuple[int, int] | None = None
        #: The column and order the rows are kept in (None: the order they came in).
        self._order: tuple[int, Qt.SortOrder] | None = None
        self.changedEntries.connect(self._forget_counts)
        self._thumbnails = ThumbnailCache(self)
        self._thumbnails.ready.connect(self._on_thumbnail)
        self._warning_icon = QIcon.fromTheme("dialog-warning")
        self.broken_colour = QColor(200, 40, 40)

    # ------------------------------------------------------------------ content

    def entries(self) -> list[lib.Entry]:
        """The rows' entries, in model order."""
        return list(self._entries)

    def entry(self, row: int) -> lib.Entry:
        """The entry of ``row``."""
        return self._entries[row]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Keep the rows sorted by ``column`` (-1: as they came). The model sorts itself, in one
        Python sort, so the view's proxy only filters: a sorting proxy would ask a Python
        ``lessThan`` some 60,000 times for 5,000 rows. A conflict copy follows its original
        (the original first) in either order."""
        self._order = None if column < 0 else (column, order)
        self._resort()

    def sort_order(self) -> tuple[int, Qt.SortOrder] | None:
        """The (column, order) the rows are kept in, if any."""
        return self._order

    def _sorted(self, entries: list[lib.Entry]) -> list[lib.Entry]:
        assert self._order is not None
        column, order = self._order
        key = COLUMNS[column]
        by_path = {entry.path: entry for entry in entries}
        # Stable sorts: first original before copy, then by the head's value and path (the
        # reverse of a stable sort keeps equal keys in their order, so the original stays first).
        ordered = sorted(entries, key=lambda e: (e.conflict_of != "", e.path))

        def head(entry: lib.Entry) -> lib.Entry:
            return by_path.get(entry.conflict_of, entry) if entry.conflict_of else entry

        return sorted(
            ordered,
            key=lambda e: (LibraryModel.sort_value(head(e), key), head(e).path),
            reverse=order == Qt.SortOrder.DescendingOrder,
        )

    def _resort(self) -> None:
        if self._order is None or len(self._entries) < 2:
            return
        entries = self._sorted(self._entries)
        if entries == self._entries:
            return
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        paths = [self._entries[index.row()].path for index in persistent]
        old_rows = self._rows
        self._entries = entries
        self._rows = {entry.path: row for row, entry in enumerate(entries)}
        self.rowsReordered.emit([old_rows[entry.path] for entry in entries])
        self.changePersistentIndexList(
            persistent, [self.index(self._rows[path], index.column()) for path, index in zip(paths, persistent)]
        )
        self.layoutChanged.emit()

    def counts(self) -> tuple[int, int]:
        """(broken files, conflict copies) among the rows; counted once after each change, so
        the status line asked after every inserted block costs nothing."""
        if self._counts is None:
            self._counts = (
                sum(1 for entry in self._entries if entry.error),
                sum(1 for entry in self._entries if entry.conflict_of),
            )
        return self._counts

    def _forget_counts(self) -> None:
        self._counts = None

    def row_of(self, path: str) -> int:
        """The row of the file ``path`` (-1: not listed)."""
        return self._rows.get(os.path.abspath(path), -1)

    def entry_for(self, path: str) -> lib.Entry | None:
        """The entry of the file ``path``, if listed."""
        row = self.row_of(path)
        return self._entries[row] if row >= 0 else None

    def clear(self) -> None:
        """No rows."""
        self.beginResetModel()
        self._entries = []
        self._rows = {}
        self.endResetModel()
        self.changedEntries.emit()

    def update(self, entries: Iterable[lib.Entry]) -> None:
        """Add the new entries and replace the changed ones (matched by path)."""
        new: list[lib.Entry] = []
        changed = False
        for entry in entries:
            row = self._rows.get(entry.path, -1)
            if row < 0:
                new.append(entry)
            elif self._entries[row] != entry:
                self._entries[row] = entry
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))
                changed = True
        if new:
            first = len(self._entries)
            self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
            for entry in new:
                self._rows[entry.path] = len(self._entries)
                self._entries.append(entry)
            self.endInsertRows()
        if new or changed:
            self._resort()
            self.changedEntries.emit()

    def remove(self, paths: Iterable[str]) -> None:
        """Remove the rows of these files (those listed)."""
        rows = sorted({self._rows[p] for p in (os.path.abspath(p) for p in paths) if p in self._rows}, reverse=True)
        if not rows:
            return
        # Contiguous runs, from the bottom, so the rows above keep their numbers.
        runs: list[list[int]] = []
        for row in rows:
            if runs and runs[-1][0] == row + 1:
                runs[-1][0] = row
            else:
                runs.append([row, row])
        for first, last in runs:
            self.beginRemoveRows(QModelIndex(), first, last)
            del self._entries[first : last + 1]
            self.endRemoveRows()
        self._rows = {entry.path: row for row, entry in enumerate(self._entries)}
        self.changedEntries.emit()

    def keep_only(self, paths: set[str]) -> None:
        """Remove the rows whose file is not in ``paths`` (after a full scan)."""
        self.remove([entry.path for entry in self._entries if entry.path not in paths])

    # ------------------------------------------------------------------ Qt model

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008 - Qt
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: N802, B008 - Qt
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        key = COLUMNS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                "portrait": "",
                "name": self.tr("Name"),
                "game": self.tr("Game"),
                "kind": self.tr("Kind"),
                "occupation": self.tr("Occupation"),
                "tags": self.tr("Tags"),
                "health": self.tr("HP / Health"),
                "sanity": self.tr("SAN / Stability"),
                "player": self.tr("Player"),
                "modified": self.tr("Modified"),
            }[key]
        if role == Qt.ItemDataRole.ToolTipRole and key == "portrait":
            return self.tr("Portrait")
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        key = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, key)
        if role == SORT_ROLE:
            return self.sort_value(entry, key)
        if role == ENTRY_ROLE:
            return entry
        if role == PATH_ROLE:
            return entry.path
        if role == Qt.ItemDataRole.DecorationRole:
            if key == "portrait" and entry.has_portrait and not entry.error:
                return self._thumbnails.get(entry.path, entry.mtime_ns)
            if key == "name" and entry.error:
                return self._warning_icon
            return None
        if role == Qt.ItemDataRole.ForegroundRole and entry.error and key == "name":
            return QBrush(self.broken_colour)
        if role == Qt.ItemDataRole.ToolTipRole:
            if entry.error:
                return self.tr("{0} cannot be read: {1}").format(os.path.basename(entry.path), entry.error)
            if entry.conflict_of:
                return self.tr("A copy a sync tool made of {0} when both changed; use Compare to keep one.").format(
                    os.path.basename(entry.conflict_of)
                )
            if key in ("tags", "occupation", "notes", "health", "sanity"):
                return self._display(entry, key) or None
            if key == "game":
                return game_name(entry.game) or None
            return entry.path
        if role == Qt.ItemDataRole.AccessibleTextRole and key == "portrait":
            return self.tr("Portrait") if entry.has_portrait else self.tr("No portrait")
        return None

    def _display(self, entry: lib.Entry, key: str) -> str:
        if key == "name":
            if entry.error:
                return self.tr("{0} — broken: {1}").format(os.path.basename(entry.path), entry.error)
            name = entry.name or (self.tr("Unnamed NPC") if entry.kind == "npc" else self.tr("Unnamed investigator"))
            if entry.conflict_of:
                return self.tr("{0} (conflict copy)").format(name)
            return name
        if key == "game":
            return game_label(entry.game)
        if key == "kind":
            return kind_label(entry.kind)
        if key == "tags":
            return ", ".join(entry.tags)
        if key == "modified":
            return entry.modified.replace("T", " ")[:16]
        if key == "portrait":
            return ""
        return str(getattr(entry, key, "") or "")

    @staticmethod
    def sort_value(entry: lib.Entry, key: str) -> Any:
        """What column ``key`` sorts ``entry`` by (numbers for HP/SAN, the time for Modified)."""
        if key == "health":
            return -1 if entry.health_now is None else entry.health_now
        if key == "sanity":
            return -1 if entry.sanity_now is None else entry.sanity_now
        if key == "modified":
            return entry.mtime_ns
        if key == "portrait":
            return 1 if entry.has_portrait else 0
        if key == "name":
            return (entry.name or os.path.basename(entry.path)).casefold()
        if key == "tags":
            return ", ".join(entry.tags).casefold()
        return str(getattr(entry, key, "") or "").casefold()

    def _on_thumbnail(self, path: str) -> None:
        row = self._rows.get(path, -1)
        if row >= 0:
            index = self.index(row, COLUMN["portrait"])
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole])

    # ------------------------------------------------------------------ drag out

    def mimeTypes(self) -> list[str]:  # noqa: N802 - Qt override
        return [URI_LIST]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802 - Qt override
        """The files of the dragged rows as ``text/uri-list`` (the party table, file managers)."""
        rows = sorted({index.row() for index in indexes if index.isValid()})
        mime = QMimeData()
        mime.setUrls([QUrl.fromLocalFile(self._entries[row].path) for row in rows])
        return mime

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802 - Qt override
        return Qt.DropAction.CopyAction

    @property
    def thumbnails(self) -> ThumbnailCache:
        """The portraits' thumbnail cache."""
        return self._thumbnails


# --------------------------------------------------------------------------- thumbnails


def portrait_bytes(path: str) -> bytes | None:
    """The portrait image stored in the sheet file ``path`` (``None``: none, or unreadable)."""
    from sheetmaker.io import fileformat, safefile

    try:
        raw = json.loads(safefile.read_regular(path, fileformat.MAX_FILE_BYTES)[0])
        portrait = raw.get("portrait") if isinstance(raw, dict) else None
        data = portrait.get("data") if isinstance(portrait, dict) else None
        if not isinstance(data, str):
            return None
        return base64.b64decode(data.encode("ascii"), validate=True)
    except (safefile.SafeReadError, ValueError, RecursionError, UnicodeEncodeError, binascii.Error):
        return None


def decode_thumbnail(data: bytes, size: QSize = THUMBNAIL_SIZE) -> QImage:
    """A thumbnail of the image ``data``, scaled while decoding (a null image if unreadable)."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QBuffer.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    full = reader.size()  # checked before decoding: a huge image is never decoded whole
    if not full.isValid() or full.width() * full.height() > 40_000_000:
        return QImage()
    reader.setScaledSize(full.scaled(size, Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    return image if not image.isNull() else QImage()


class _ThumbnailSignals(QObject):
    decoded = Signal(str, object, QImage)  # path, mtime_ns (beyond 32 bits), image


class _ThumbnailTask(QRunnable):
    def __init__(self, path: str, mtime_ns: int, signals: _ThumbnailSignals) -> None:
        super().__init__()
        self._path = path
        self._mtime_ns = mtime_ns
        self._signals = signals

    def run(self) -> None:
        data = portrait_bytes(self._path)
        image = decode_thumbnail(data) if data else QImage()
        if not shiboken6.isValid(self._signals):  # the library closed meanwhile
            return
        try:
            self._signals.decoded.emit(self._path, self._mtime_ns, image)
        except RuntimeError:  # deleted between the check and the emit
            pass


class ThumbnailCache(QObject):
    """Portrait thumbnails decoded on demand, in a worker, and kept (keyed by path and mtime).

    :meth:`get` is called by the model's ``data()``, which the view asks only for visible
    rows: a thumbnail is decoded when its row is first shown.

    Signals:
        ready(str): the thumbnail of this file is now available.
    """

    ready = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pixmaps: dict[str, tuple[int, QPixmap | None]] = {}
        self._pending: set[tuple[str, int]] = set()
        self._signals = _ThumbnailSignals(self)
        self._signals.decoded.connect(self._on_decoded)

    def get(self, path: str, mtime_ns: int) -> QPixmap | None:
        """The thumbnail if decoded; else ``None`` and the decoding starts."""
        known = self._pixmaps.get(path)
        if known is not None and known[0] == mtime_ns:
            return known[1]
        if (path, mtime_ns) not in self._pending:
            self._pending.add((path, mtime_ns))
            QThreadPool.globalInstance().start(_ThumbnailTask(path, mtime_ns, self._signals))
        return None

    @property
    def pending(self) -> int:
        """Thumbnails being decoded."""
        return len(self._pending)

    def _on_decoded(self, path: str, mtime_ns: int, image: QImage) -> None:
        self._pending.discard((path, mtime_ns))
        self._pixmaps[path] = (mtime_ns, None if image.isNull() else QPixmap.fromImage(image))
        self.ready.emit(path)


# --------------------------------------------------------------------------- the filter


class LibraryProxy(QSortFilterProxyModel):
    """Search and filters (:func:`sheetmaker.io.library.matches`) and sorting by ``SORT_ROLE``;
    a conflict copy sorts right under its original whatever the column."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)
        self._text = ""
        self._game: str | None = None
        self._kind: str | None = None
        self._tag: str | None = None
        #: Which source rows pass the filters, worked out in one loop when the filters change
        #: (a keystroke), so Qt's per-row question is a list lookup; ``None`` after the rows
        #: changed (then each row is asked through :func:`matches`).
        self._mask: list[bool] | None = None
        #: The rows' search texts (:func:`sheetmaker.io.library.search_text`), kept between
        #: keystrokes; ``None`` after the rows changed.
        self._texts: list[str] | None = None

    def setSourceModel(self, model) -> None:  # noqa: N802 - Qt override
        old = self.sourceModel()
        if old is not None:
            for signal in (old.modelAboutToBeReset, old.modelReset, old.dataChanged):
                signal.disconnect(self._forget_mask)
            old.rowsInserted.disconnect(self._rows_inserted)
            old.rowsRemoved.disconnect(self._rows_removed)
            if isinstance(old, LibraryModel):
                old.rowsReordered.disconnect(self._reorder_mask)
            else:
                old.layoutAboutToBeChanged.disconnect(self._forget_mask)
        self._mask = None
        self._texts = None
        if model is not None:
            # Connected before the proxy's own handlers (setSourceModel below), so the cached
            # masks and keys are dropped before the proxy filters or sorts changed rows.
            for signal in (model.modelAboutToBeReset, model.modelReset, model.dataChanged):
                signal.connect(self._forget_mask)
            model.rowsInserted.connect(self._rows_inserted)
            model.rowsRemoved.connect(self._rows_removed)
            if isinstance(model, LibraryModel):
                model.rowsReordered.connect(self._reorder_mask)
            else:
                model.layoutAboutToBeChanged.connect(self._forget_mask)
        super().setSourceModel(model)

    def _rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        """Rows added at the end (a folder being read) extend the mask; others drop it."""
        model = self.sourceModel()
        if (
            self._mask is None or self._texts is None or not isinstance(model, LibraryModel)
            or first != len(self._mask)
        ):
            self._forget_mask()
            return
        added = [model.entry(row) for row in range(first, last + 1)]
        texts = [lib.search_text(entry) for entry in added]
        self._texts.extend(texts)
        self._mask.extend(lib.match_mask(added, self._text, self._game, self._kind, self._tag, texts=texts))

    def _rows_removed(self, _parent: QModelIndex, first: int, last: int) -> None:
        if self._mask is not None:
            del self._mask[first : last + 1]
        if self._texts is not None:
            del self._texts[first : last + 1]

    def _reorder_mask(self, order: list[int]) -> None:
        if self._mask is not None and len(self._mask) == len(order):
            self._mask = [self._mask[row] for row in order]
        else:
            self._mask = None
        if self._texts is not None and len(self._texts) == len(order):
            self._texts = [self._texts[row] for row in order]
        else:
            self._texts = None

    def _forget_mask(self, *_args: object) -> None:
        self._mask = None
        self._texts = None

    def _compute_mask(self) -> None:
        model = self.sourceModel()
        if not isinstance(model, LibraryModel):
            self._mask = None
            return
        entries = model.entries()
        if self._texts is None or len(self._texts) != len(entries):
            self._texts = [lib.search_text(entry) for entry in entries]
        self._mask = lib.match_mask(entries, self._text, self._game, self._kind, self._tag, texts=self._texts)

    def set_filters(
        self, text: str | None = None, game: str | None = "", kind: str | None = "", tag: str | None = ""
    ) -> None:
        """Change the search text and filters (``""`` leaves a filter as it is; ``None`` turns
        a filter off)."""
        self.beginFilterChange()
        if text is not None:
            self._text = text
        if game != "":
            self._game = game
        if kind != "":
            self._kind = kind
        if tag != "":
            self._tag = tag
        self._compute_mask()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    @property
    def filters(self) -> tuple[str, str | None, str | None, str | None]:
        """(text, game, kind, tag)."""
        return self._text, self._game, self._kind, self._tag

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:  # noqa: N802
        mask = self._mask
        if mask is None:
            self._compute_mask()
            mask = self._mask
        if mask is not None and source_row < len(mask):
            return mask[source_row]
        model = self.sourceModel()
        if not isinstance(model, LibraryModel):
            return True
        entry = model.entry(source_row)
        return lib.matches(entry, self._text, game=self._game, kind=self._kind, tag=self._tag)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The view's sort goes to the model (:meth:`LibraryModel.sort`); the proxy keeps the
        model's order and only filters."""
        model = self.sourceModel()
        if isinstance(model, LibraryModel):
            model.sort(column, order)
        else:
            super().sort(column, order)


# --------------------------------------------------------------------------- the indexer


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


# --------------------------------------------------------------------------- the watcher


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


# --------------------------------------------------------------------------- undoable operations


class LibraryOperations(QObject):
    """The file operations behind the library's undo stack; each reports the files it touched
    so the model is updated at once (the watcher's rescan confirms it).

    Signals:
        filesChanged(list, list): (paths written or added, paths removed).
        failed(str): an operation failed partly or wholly (a full sentence for the user).
    """

    filesChanged = Signal(list, list)  # noqa: N815 - Qt naming
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        #: The library folder (its trash is used); "" = each file's own folder.
        self.folder = ""

    def report(self, written: Iterable[str] = (), removed: Iterable[str] = ()) -> None:
        self.filesChanged.emit([os.path.abspath(p) for p in written], [os.path.abspath(p) for p in removed])

    # The commands --------------------------------------------------------

    def delete(self, paths: Sequence[str]) -> bool:
        """Move the files to the library's trash (undo restores them); returns whether any moved."""
        # The outcome is read from a plain dict: a command that failed makes itself obsolete
        # and QUndoStack.push deletes it, so the command cannot be asked afterwards.
        command = TrashCommand(self, list(paths))
        outcome = command.outcome
        self.undo_stack.push(command)
        return bool(outcome.get("done"))

    def rename(self, path: str, name: str) -> str:
        """Give the character ``name`` and rename the file after it; returns the new path ("":
        failed)."""
        command = RenameCommand(self, path, name)
        outcome = command.outcome
        self.undo_stack.push(command)
        return outcome.get("path", "")

    def tag(self, paths: Sequence[str], add: Sequence[str] = (), remove: Sequence[str] = ()) -> int:
        """Add and remove tags on many files at once; returns how many files changed."""
        command = TagCommand(self, list(paths), list(add), list(remove))
        outcome = command.outcome
        self.undo_stack.push(command)
        return outcome.get("changed", 0)

    def added(self, paths: Sequence[str], text: str) -> None:
        """Files that were just added (a batch of NPCs, dropped files, a duplicate): one undo
        moves them all to the trash."""
        self.undo_stack.push(AddedCommand(self, list(paths), text))

    def keep_one(self, keep: str, drop: str) -> str:
        """Of a sheet and its conflict copy, keep ``keep`` under the original's name and move the
        other to the trash; returns the kept file's path ("" on failure)."""
        command = KeepOneCommand(self, keep, drop)
        outcome = command.outcome
        self.undo_stack.push(command)
        return outcome.get("path", "")


def _save(document: Any, path: str, expected: Any = None) -> None:
    """Save over ``path`` only while it is still the version ``expected`` (a FileState) that
    was read: a save by another program in between is never overwritten."""
    from sheetmaker.io import fileformat

    fileformat.save(document, path, keep_backup=False, expected=expected)


def _save_new(document: Any, folder: str, stem: str) -> str:
    """Save ``document`` as a new file ``STEM.sheet.json`` (or ``STEM (2)``…) in ``folder``;
    a file that takes the chosen name meanwhile is never replaced: the next name is used."""
    from sheetmaker.io import fileformat

    for _ in range(100):
        target = lib.unique_path(folder, stem)
        try:
            fileformat.save(document, target, keep_backup=False, exclusive=True)
        except fileformat.SheetExists:
            continue
        return target
    raise OSError(errno.EEXIST, "no free file name", folder)


def _read_versioned(path: str) -> tuple[bytes, Any, Any]:
    """A sheet file's bytes, its document and its state (to save over it only if unchanged)."""
    from sheetmaker.io import fileformat, filestate

    data, state = filestate.read_bytes(path)
    return data, fileformat.loads(data, path), state


def _remove_if_unchanged(path: str, state: Any) -> None:
    """Remove ``path`` if it still is the version ``state`` that was read.

    Raises:
        DocumentError: it was changed or replaced since (it stays).
    """
    from sheetmaker.core.errors import DocumentError
    from sheetmaker.io import filestate

    if filestate.check(path, state, thorough=True).change is not filestate.Change.UNCHANGED:
        raise DocumentError(path, ["another program changed the file meanwhile; it was kept"])
    os.remove(path)


def _write_bytes(path: str, data: bytes) -> None:
    from sheetmaker.io import safefile

    safefile.write_file(path, data)


def _write_new_bytes(folder: str, stem: str, data: bytes) -> str:
    """Write ``data`` as a new sheet file named after ``stem`` in ``folder`` (never replacing a
    file, even one that appears meanwhile); returns its path."""
    from sheetmaker.io import safefile

    for _ in range(100):
        target = lib.unique_path(folder, stem)
        try:
            safefile.write_file(target, data, exclusive=True)
        except safefile.TargetExists:
            continue
        return target
    raise OSError(errno.EEXIST, "no free file name", folder)


def _rename_no_replace(source: str, target: str) -> None:
    """Rename ``source`` to ``target`` unless a file has that name (one may have appeared since
    the name was checked): it is never replaced (``FileExistsError``)."""
    if os.path.lexists(target):
        raise FileExistsError(errno.EEXIST, "a file of that name appeared meanwhile", target)
    try:
        os.link(source, target)  # fails when the name is taken, whatever appeared there
    except FileExistsError:
        raise
    except OSError:
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "a file of that name appeared meanwhile", target) from None
        os.rename(source, target)  # no hard links here (FAT, some network folders)
        return
    os.remove(source)


def _read_bytes(path: str) -> bytes:
    """A sheet file's bytes (regular files only, at most a sheet's size; never blocks).

    Raises:
        SafeReadError: missing, not a regular file, too large or unreadable.
    """
    from sheetmaker.io import fileformat, safefile

    return safefile.read_regular(path, fileformat.MAX_FILE_BYTES)[0]


def _why(exc: Exception) -> str:
    from sheetmaker.core.errors import DocumentError
    from sheetmaker.io import safefile

    if isinstance(exc, (safefile.SafeReadError, safefile.SafeFileError)):
        return exc.reason
    if isinstance(exc, DocumentError):
        return "; ".join(exc.problems)  # the file is named by the message around it
    return str(getattr(exc, "strerror", None) or exc)


def _errors() -> tuple[type[Exception], ...]:
    """What a file operation may meet that is told to the user (never raised further)."""
    from sheetmaker.core.errors import SheetMakerError

    return (OSError, ValueError, SheetMakerError)


def _plural(text: str, count: int) -> str:
    from PySide6.QtCore import QCoreApplication

    # Without a translation, Qt leaves "(s)": read it in English.
    found = QCoreApplication.translate("LibraryOperations", text, "", count)
    return found.replace("(s)", "" if count == 1 else "s")


class TrashCommand(QUndoCommand):
    """Move files to the trash; undo restores them."""

    def __init__(self, ops: LibraryOperations, paths: list[str]) -> None:
        super().__init__(_plural("Move %n sheet(s) to the trash", len(paths)))
        self._ops = ops
        self._paths = paths
        self._items: list[Any] = []
        self.outcome: dict[str, Any] = {}

    def redo(self) -> None:
        self._items = []
        moved: list[str] = []
        errors: list[str] = []
        for path in self._paths:
            try:
                self._items.append(trash.move_to_trash(path, self._ops.folder or None))
                moved.append(path)
            except trash.TrashError as exc:  # the same for every file: said once
                self._ops.failed.emit(str(exc))
                errors = []
                break
            except _errors() as exc:
                errors.append(f"{os.path.basename(path)}: {_why(exc)}")
        if errors:
            self._ops.failed.emit(
                QCoreApplication.translate("LibraryModel", "These sheets could not be moved to the trash: {0}.").format("; ".join(errors))
            )
        self.outcome["done"] = bool(self._items)
        self._paths = moved
        self._ops.report(removed=moved)
        if not self._items:
            self.setObsolete(True)

    def undo(self) -> None:
        restored: list[str] = []
        for item in reversed(self._items):
            try:
                restored.append(trash.restore(item))
            except _errors() as exc:
                self._ops.failed.emit(QCoreApplication.translate("LibraryModel", "A sheet could not be restored from the trash: {0}.").format(_why(exc)))
        self._ops.report(written=restored)
        self._paths = restored  # a restored file may have had to take a new name


class AddedCommand(QUndoCommand):
    """Files already written (the first redo does nothing); undo moves them to the trash,
    redo brings them back."""

    def __init__(self, ops: LibraryOperations, paths: list[str], text: str) -> None:
        super().__init__(text)
        self._ops = ops
        self.paths = paths
        self._items: list[Any] = []
        self._first = True

    def redo(self) -> None:
        if self._first:
            self._first = False
            self._ops.report(written=self.paths)
            return
        restored = []
        for item in self._items:
            try:
                restored.append(trash.restore(item))
            except _errors() as exc:
                self._ops.failed.emit(QCoreApplication.translate("LibraryModel", "A sheet could not be restored from the trash: {0}.").format(_why(exc)))
        self.paths = restored
        self._ops.report(written=restored)

    def undo(self) -> None:
        self._items = []
        moved = []
        for path in self.paths:
            try:
                self._items.append(trash.move_to_trash(path, self._ops.folder or None))
                moved.append(path)
            except trash.TrashError as exc:
                self._ops.failed.emit(str(exc))
                break
            except _errors() as exc:
                self._ops.failed.emit(
                    QCoreApplication.translate("LibraryModel", "{0} could not be moved to the trash: {1}.").format(os.path.basename(path), _why(exc))
                )
        self._ops.report(removed=moved)


class RenameCommand(QUndoCommand):
    """Change the character's name and rename the file after it (a unique name in its folder)."""

    def __init__(self, ops: LibraryOperations, path: str, name: str) -> None:
        super().__init__(QCoreApplication.translate("LibraryModel", "Rename to “{0}”").format(name))
        self._ops = ops
        self.old_path = os.path.abspath(path)
        self.name = name
        self.new_path = ""
        self._old_bytes = b""
        self.outcome: dict[str, Any] = {}

    def redo(self) -> None:
        target = ""
        created = False
        try:
            self._old_bytes, document, state = _read_versioned(self.old_path)
            renamed = document.model_copy(update={"name": self.name}).touched()
            folder = os.path.dirname(self.old_path)
            stem = lib.safe_stem(self.name)
            current = os.path.basename(self.old_path)
            if current == stem + lib.SHEET_SUFFIX:
                target = self.old_path
                _save(renamed, target, expected=state)
            else:
                target = _save_new(renamed, folder, stem)
                created = True
                # The old file goes only if it is still the version renamed: a save by another
                # program meanwhile is kept (and the new file goes instead, below).
                _remove_if_unchanged(self.old_path, state)
        except _errors() as exc:
            if created:  # the old file could not go: the new one goes, so one file is left
                try:
                    os.remove(target)
                except OSError:
                    pass
            self._ops.failed.emit(
                QCoreApplication.translate("LibraryModel", "{0} could not be renamed: {1}").format(
                    os.path.basename(self.old_path), _why(exc))
            )
            self._ops.report(written=[self.old_path] if os.path.exists(self.old_path) else [],
                             removed=[] if os.path.exists(self.old_path) else [self.old_path])
            self.setObsolete(True)
            return
        self.new_path = os.path.abspath(target)
        self.outcome["path"] = self.new_path
        self._ops.report(written=[self.new_path], removed=[] if target == self.old_path else [self.old_path])

    def undo(self) -> None:
        try:
            _write_bytes(self.old_path, self._old_bytes)
            if self.new_path != self.old_path and os.path.exists(self.new_path):
                os.remove(self.new_path)
        except Exception as exc:  # noqa: BLE001 - reported to the user
            self._ops.failed.emit(QCoreApplication.translate("LibraryModel", "The rename could not be undone: {0}").format(exc))
            return
        self._ops.report(written=[self.old_path], removed=[] if self.new_path == self.old_path else [self.new_path])


class TagCommand(QUndoCommand):
    """Add and remove tags on many files; undo writes each file's previous bytes back."""

    def __init__(self, ops: LibraryOperations, paths: list[str], add: list[str], remove: list[str]) -> None:
        super().__init__(_plural("Change the tags of %n sheet(s)", len(paths)))
        self._ops = ops
        self._paths = paths
        self._add = [t.strip() for t in add if t.strip()]
        self._remove = {t.strip().casefold() for t in remove if t.strip()}
        self.changed: dict[str, bytes] = {}
        self.outcome: dict[str, Any] = {}

    def redo(self) -> None:
        self.changed = {}
        errors = []
        gone: list[str] = []
        for path in self._paths:
            try:
                old, document, state = _read_versioned(path)
                tags = [t for t in document.tags if t.casefold() not in self._remove]
                known = {t.casefold() for t in tags}
                tags += [t for t in self._add if t.casefold() not in known and not known.add(t.casefold())]
                if tags == list(document.tags):
                    continue
                _save(document.model_copy(update={"tags": tags}).touched(), path, expected=state)
                self.changed[path] = old
            except _errors() as exc:
                errors.append(f"{os.path.basename(path)}: {_why(exc)}")
                if not os.path.exists(path):
                    gone.append(path)
        if errors:
            self._ops.failed.emit(QCoreApplication.translate("LibraryModel", "Some sheets could not be tagged: {0}").format("; ".join(errors)))
        self.outcome["changed"] = len(self.changed)
        self._ops.report(written=list(self.changed), removed=gone)
        if not self.changed:
            self.setObsolete(True)

    def undo(self) -> None:
        written = []
        for path, data in self.changed.items():
            try:
                _write_bytes(path, data)
                written.append(path)
            except Exception as exc:  # noqa: BLE001 - reported to the user
                self._ops.failed.emit(QCoreApplication.translate("LibraryModel", "The tags of {0} could not be put back: {1}").format(os.path.basename(path), exc))
        self._ops.report(written=written)


class KeepOneCommand(QUndoCommand):
    """Of an original and its conflict copy, keep one under the original's name; the other goes
    to the trash."""

    def __init__(self, ops: LibraryOperations, keep: str, drop: str) -> None:
        super().__init__(QCoreApplication.translate("LibraryModel", "Keep one version of “{0}”").format(os.path.basename(keep)))
        self._ops = ops
        self.keep = os.path.abspath(keep)
        self.drop = os.path.abspath(drop)
        # The name that stays: the original's (the one that is not a conflict copy).
        self.final_path = self.drop if lib.conflict_original(self.keep) else self.keep
        self._item: Any = None
        self.outcome: dict[str, Any] = {}

    def redo(self) -> None:
        self._item = None
        try:
            self._item = trash.move_to_trash(self.drop, self._ops.folder or None)
            if self.final_path != self.keep:
                _rename_no_replace(self.keep, self.final_path)
        except _errors() as exc:
            if self._item is not None:  # the kept file could not take the name: undo the move
                try:
                    trash.restore(self._item)
                except _errors():
                    pass
            self._ops.failed.emit(QCoreApplication.translate("LibraryModel", "The conflict could not be resolved: {0}.").format(_why(exc)))
            self.setObsolete(True)
            return
        self.outcome["path"] = self.final_path
        self._ops.report(written=[self.final_path], removed=[self.keep, self.drop])

    def undo(self) -> None:
        try:
            if self.final_path != self.keep:
                _rename_no_replace(self.final_path, self.keep)
            restored = trash.restore(self._item)
        except _errors() as exc:
            self._ops.failed.emit(QCoreApplication.translate("LibraryModel", "The choice could not be undone: {0}.").format(_why(exc)))
            return
        self._ops.report(written=[self.keep, restored], removed=[self.final_path])


def copy_into(
    folder: str,
    sources: Iterable[str],
    name_of: Callable[[str], str] | None = None,
    errors: list[str] | None = None,
) -> list[str]:
    """Copy sheet files into ``folder`` under unique names; returns the new paths.

    Each source is read with :func:`sheetmaker.io.safefile.read_regular` (regular files of at
    most a sheet's size; a FIFO or a device dropped here never blocks).

    Args:
        name_of: the stem for a source (its file name without the suffix by default).
        errors: when given, a source that cannot be copied adds ``"NAME: reason"`` here and the
            others are still copied; without it the first failure is raised (the files copied
            before it stay, and are returned by no one: give ``errors``).
    """
    created = []
    for source in sources:
        base = os.path.basename(source)
        stem = name_of(source) if name_of else (
            base[: -len(lib.SHEET_SUFFIX)] if base.lower().endswith(lib.SHEET_SUFFIX) else base
        )
        try:
            data = _read_bytes(source)
            target = _write_new_bytes(folder, stem, data)
        except _errors() as exc:
            if errors is None:
                raise
            errors.append(f"{base}: {_why(exc)}")
            continue
        created.append(os.path.abspath(target))
    return created
