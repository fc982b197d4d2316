"""The base of the sheet's table models: rows read again from the document on every change.

The item models of both games (:mod:`sheetmaker.models.coc7_models`,
:mod:`sheetmaker.models.toc_models`) store nothing of their own: each row stands for something
in the document or in its cached ``derive()`` result. :class:`SyncedTableModel` holds the one
mechanism that keeps such rows in step with the document. On every ``doc.changed`` (an edit,
an undo, a redo, a roll, a refresh) it asks the subclass for a fresh *snapshot* and moves from
the rows shown to the new ones with the fewest signals:

* rows whose key vanished are removed and rows whose key appeared are inserted, so views keep
  the selection, current index and editors of every other row;
* once the rows match, ``dataChanged`` is emitted for exactly the cells whose values differ,
  one signal per run of adjacent changed cells in a row.

A snapshot is three parallel lists, one entry per row, in display order:

``keys``
    hashable identities that say which row is which across changes (a skill's case-folded
    label, an ability's name...). Rows of a list stored in the document have no identity of
    their own; :meth:`SyncedTableModel._list_keys` makes stable keys for them.
``cells``
    one tuple per row with one value per column standing for *everything* the cell shows
    (text, check state, font...): two equal values mean the cell looks the same.
``items``
    the object each row shows (a ``SkillLine``, a ``Weapon``...), for ``data()`` and edits.

This module uses QtCore and QtGui only (never QtWidgets).
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal

if TYPE_CHECKING:
    from sheetmaker.models.document import EditError, SheetDocument

__all__ = ["HeaderTexts", "Snapshot", "SyncedTableModel"]

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_DISPLAY = Qt.ItemDataRole.DisplayRole
_TIP_ROLES = (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole)
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_CENTER = int(Qt.AlignmentFlag.AlignCenter)
_ENABLED = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

#: Column headers: a text by column number (a tuple, or a dict keyed by the column enum).
HeaderTexts = Sequence[str] | Mapping[int, str]

#: What :meth:`SyncedTableModel._snapshot` returns: the keys, cells and items of every row.
Snapshot = tuple[list[Hashable], list[tuple[Any, ...]], list[Any]]


class SyncedTableModel(QAbstractTableModel):
    """A flat table whose rows are recomputed from the document and compared with those shown.

    Subclasses implement :meth:`_columns` and :meth:`_snapshot`, then call :meth:`_load` at the
    end of their ``__init__`` (once the attributes ``_snapshot`` reads are set). They read the
    rows shown from ``self._items`` (and ``self._keys``) and report a refused edit with
    :meth:`_fail`.

    Signals:
        editFailed(str): an edit was refused; the message says why, for the user.
    """

    editFailed = Signal(str)  # noqa: N815 - Qt naming

    #: The one column whose header keeps the default alignment; the others are centred.
    #: None: no header says how it is aligned.
    _HEADER_LEFT: ClassVar[int | None] = None

    def __init__(self, doc: SheetDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._doc = doc
        self._keys: list[Hashable] = []
        self._cells: list[tuple[Any, ...]] = []
        self._items: list[Any] = []
        self._new_keys = itertools.count(1)
        doc.changed.connect(self._on_document_changed)

    @property
    def document(self) -> SheetDocument:
        """The document the rows come from."""
        return self._doc

    def _load(self) -> None:
        """Read the rows the first time (subclasses call it at the end of ``__init__``)."""
        self._keys, self._cells, self._items = self._snapshot()

    # -- for subclasses

    def _columns(self) -> int:
        """The number of columns (fixed for the model's life)."""
        raise NotImplementedError

    def _snapshot(self) -> Snapshot:
        """The keys, cells and items of the rows the document gives now (see the module)."""
        raise NotImplementedError

    def _list_keys(self, new: Sequence[Any]) -> list[Hashable]:
        """Keys for the rows of a list stored in the document (items compared with ``==``).

        A list of the same length was edited in place: every row keeps its key. Otherwise the
        rows over the common head and tail of the old and new lists keep theirs and the items
        between get new keys, so an add, a remove, or an undo of either inserts or removes
        exactly those rows. Call it from :meth:`_snapshot` only: it compares with the rows
        shown.
        """
        old, old_keys = self._items, self._keys
        if len(new) == len(old):
            return list(old_keys)
        head = _common_head(old, new)
        tail = _common_tail(old, new, head)
        keys = list(old_keys[:head])
        keys.extend(("new", next(self._new_keys)) for _ in range(len(new) - head - tail))
        keys.extend(old_keys[len(old) - tail :])
        return keys

    def _header_texts(self) -> HeaderTexts:
        """The (translated) header of each column."""
        raise NotImplementedError

    def _header_tips(self) -> HeaderTexts | None:
        """The (translated) tooltip and accessible text of each header (default: its text;
        None: none)."""
        return self._header_texts()

    def _fail(self, exc: EditError) -> bool:
        """Report a refused edit through :attr:`editFailed`; returns False for ``setData``."""
        self.editFailed.emit(str(exc))
        return False

    # -- Qt interface

    def rowCount(self, parent: _Index = _ROOT) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._items)

    def columnCount(self, parent: _Index = _ROOT) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else self._columns()

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self._columns():
            return None
        if role == _DISPLAY:
            return self._header_texts()[section]
        if role in _TIP_ROLES:
            tips = self._header_tips()
            return None if tips is None else tips[section]
        if role == _ALIGN and self._HEADER_LEFT is not None and section != self._HEADER_LEFT:
            return _CENTER
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Every cell is editable (subclasses with read-only cells override this)."""
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        return _ENABLED | Qt.ItemFlag.ItemIsEditable

    def _valid(self, index: _Index) -> bool:
        """Whether ``index`` is a cell of this model."""
        return (
            index.isValid()
            and index.model() is self
            and 0 <= index.row() < len(self._items)
            and 0 <= index.column() < self._columns()
        )

    # -- the comparison

    def _on_document_changed(self) -> None:
        self._sync(*self._snapshot())

    def _sync(self, keys: list[Hashable], cells: list[tuple[Any, ...]], items: list[Any]) -> None:
        """Move from the rows shown to the new ones with the fewest signals.

        While rows are removed and inserted, the rows kept still show their old cells; once
        the structure matches, every row shows its new cells and ``dataChanged`` names the
        cells that differ.
        """
        old_set = set(self._keys)
        new_set = set(keys)
        unique = len(old_set) == len(self._keys) and len(new_set) == len(keys)
        if unique and [k for k in self._keys if k in new_set] == [k for k in keys if k in old_set]:
            self._remove_runs(new_set)
            self._insert_runs(keys, cells, items, old_set)
        else:
            # Rows that moved (or keys that repeat): replace the rows between the common head
            # and tail of the keys; the rows outside keep their place.
            self._replace_middle(keys, cells, items)
        before = self._cells
        self._keys, self._cells, self._items = list(keys), list(cells), list(items)
        self._emit_changed_cells(before, self._cells)

    def _remove_runs(self, kept: set[Hashable]) -> None:
        """Remove every run of rows whose key is not in ``kept``, from the last run up so row
        numbers stay right."""
        row = len(self._keys) - 1
        while row >= 0:
            if self._keys[row] in kept:
                row -= 1
                continue
            last = row
            while row >= 0 and self._keys[row] not in kept:
                row -= 1
            self._remove(row + 1, last + 1)

    def _insert_runs(
        self,
        keys: list[Hashable],
        cells: list[tuple[Any, ...]],
        items: list[Any],
        existing: set[Hashable],
    ) -> None:
        """Insert every run of new rows; the rows left are already in the new order, so each
        new row goes straight to its final place."""
        row = 0
        while row < len(keys):
            if keys[row] in existing:
                row += 1
                continue
            first = row
            while row < len(keys) and keys[row] not in existing:
                row += 1
            self._insert(first, keys[first:row], cells[first:row], items[first:row])

    def _replace_middle(
        self, keys: list[Hashable], cells: list[tuple[Any, ...]], items: list[Any]
    ) -> None:
        head = _common_head(self._keys, keys)
        tail = _common_tail(self._keys, keys, head)
        old_end = len(self._keys) - tail
        new_end = len(keys) - tail
        if old_end > head:
            self._remove(head, old_end)
        if new_end > head:
            self._insert(head, keys[head:new_end], cells[head:new_end], items[head:new_end])

    def _remove(self, first: int, end: int) -> None:
        """Remove rows ``first`` to ``end - 1``."""
        self.beginRemoveRows(_ROOT, first, end - 1)
        del self._keys[first:end]
        del self._cells[first:end]
        del self._items[first:end]
        self.endRemoveRows()

    def _insert(
        self, first: int, keys: list[Hashable], cells: list[tuple[Any, ...]], items: list[Any]
    ) -> None:
        """Insert rows at ``first``."""
        self.beginInsertRows(_ROOT, first, first + len(keys) - 1)
        self._keys[first:first] = keys
        self._cells[first:first] = cells
        self._items[first:first] = items
        self.endInsertRows()

    def _emit_changed_cells(
        self, before: list[tuple[Any, ...]], after: list[tuple[Any, ...]]
    ) -> None:
        """``dataChanged`` for each run of adjacent changed cells of each row."""
        columns = self._columns()
        for row, (old, new) in enumerate(zip(before, after, strict=True)):
            if old == new:
                continue
            column = 0
            while column < columns:
                if old[column] == new[column]:
                    column += 1
                    continue
                start = column
                while column < columns and old[column] != new[column]:
                    column += 1
                self.dataChanged.emit(self.index(row, start), self.index(row, column - 1), [])


def _common_head(old: Sequence[Any], new: Sequence[Any]) -> int:
    """How many leading entries the two sequences share."""
    limit = min(len(old), len(new))
    head = 0
    while head < limit and old[head] == new[head]:
        head += 1
    return head


def _common_tail(old: Sequence[Any], new: Sequence[Any], head: int) -> int:
    """How many trailing entries the two sequences share, not counting the first ``head``."""
    limit = min(len(old), len(new)) - head
    tail = 0
    while tail < limit and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    return tail
