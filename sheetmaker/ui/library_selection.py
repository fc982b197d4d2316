"""The library page's selection: which rows are selected, selecting files' rows, finding a file's
row in the view (a part of :class:`sheetmaker.ui.library.LibraryPage`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QModelIndex

from sheetmaker.io import library as lib
from sheetmaker.models.library import COLUMN, ENTRY_ROLE

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTableView

    from sheetmaker.models.library import LibraryModel, LibraryProxy


class LibrarySelection:
    """The selection helpers of the library page (a mixin: the page has ``table``, ``proxy``
    and ``model``)."""

    if TYPE_CHECKING:
        table: QTableView
        proxy: LibraryProxy
        model: LibraryModel

    def _path_at(self, index: QModelIndex) -> str:
        entry = index.data(ENTRY_ROLE)
        return entry.path if entry is not None else ""

    def selected_entries(self) -> list[lib.Entry]:
        """The selected rows' entries, in the view's order."""
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.proxy.index(row, 0).data(ENTRY_ROLE) for row in rows]

    def selected_paths(self) -> list[str]:
        """The selected rows' files."""
        return [entry.path for entry in self.selected_entries()]

    def select_paths(self, paths: Sequence[str]) -> None:
        """Select the rows of these files (those shown)."""
        selection = self.table.selectionModel()
        selection.clearSelection()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        first = None
        for path in paths:
            row = self.model.row_of(path)
            if row < 0:
                continue
            index = self.proxy.mapFromSource(self.model.index(row, COLUMN["name"]))
            if index.isValid():
                selection.select(index, flags)
                first = first or index
        if first is not None:
            selection.setCurrentIndex(first, QItemSelectionModel.SelectionFlag.NoUpdate)
            self.table.scrollTo(first)

    def proxy_row_of(self, path: str) -> int:
        """The row in the view of the file ``path`` (-1: not shown)."""
        row = self.model.row_of(path)
        return self.proxy.mapFromSource(self.model.index(row, 0)).row() if row >= 0 else -1
