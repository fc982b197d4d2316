"""The library's table of sheet files (:class:`LibraryModel`): its columns, roles and labels."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QIcon

from sheetmaker.io import library as lib
from sheetmaker.models.library.thumbnails import ThumbnailCache

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
            persistent,
            [self.index(self._rows[path], index.column()) for path, index in zip(paths, persistent, strict=True)],
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
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole) and key == "portrait":
            return self.tr("Portrait")  # the header shows no text: screen readers get this one
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
