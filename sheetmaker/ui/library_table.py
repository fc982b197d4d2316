"""The library's table: the view, what it accepts by drag and drop (sheet files and other tools'
formats dropped from outside the folder), and how its columns share the width out."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from sheetmaker.io import library as lib
from sheetmaker.models.library import COLUMN, THUMBNAIL_SIZE

if TYPE_CHECKING:
    from sheetmaker.models.library import LibraryModel


def sheet_files_of(urls: Sequence[QUrl]) -> list[str]:
    """The local ``.sheet.json`` files among dropped URLs."""
    return [
        url.toLocalFile() for url in urls
        if url.isLocalFile() and url.toLocalFile().lower().endswith(lib.SHEET_SUFFIX)
        and os.path.isfile(url.toLocalFile())
    ]


def local_files_of(urls: Sequence[QUrl]) -> list[str]:
    """The local files among dropped URLs (sheets are copied; other formats are imported)."""
    return [url.toLocalFile() for url in urls if url.isLocalFile() and os.path.isfile(url.toLocalFile())]


class LibraryTable(QTableView):
    """The table; files dropped on it from outside the folder are handed to ``on_drop``."""

    def __init__(
        self, on_drop: Callable[[list[str]], object], folder: Callable[[], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._on_drop = on_drop
        self._folder = folder
        self.setAcceptDrops(True)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)

    def _outside_files(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> list[str]:
        # Sheet files, and other tools' formats (issue 14: add_files imports those after a dialog).
        files = local_files_of(event.mimeData().urls()) if event.mimeData().hasUrls() else []
        folder = self._folder()
        if folder:
            root = os.path.abspath(folder) + os.sep
            files = [f for f in files if not os.path.abspath(f).startswith(root)]
        return files

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        if self._outside_files(event):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802 - Qt override
        if self._outside_files(event):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        files = self._outside_files(event)
        if not files:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        # After the drop returns: the file manager is not kept waiting.
        QTimer.singleShot(0, self, lambda: self._on_drop(files))


if TYPE_CHECKING:
    _PageBase = QWidget
else:
    _PageBase = object


class LibraryColumns(_PageBase):
    """The library page's column widths: natural widths, shared out on a resize (a part of
    :class:`sheetmaker.ui.library.LibraryPage`)."""

    if TYPE_CHECKING:
        table: QTableView
        model: LibraryModel

    def _size_columns(self) -> None:
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setHighlightSections(False)
        metrics = self.table.fontMetrics()
        #: The columns' natural widths; _fit_columns shares the table's width out from them.
        self._natural_widths = {
            "portrait": THUMBNAIL_SIZE.width() + 10,
            "name": metrics.horizontalAdvance("Prudence Whateley-Armitage") + 16,
            "game": metrics.horizontalAdvance("CoC 7e") + 20,
            "kind": metrics.horizontalAdvance("Investigator") + 16,
            "occupation": metrics.horizontalAdvance("Private Investigator") + 16,
            "tags": metrics.horizontalAdvance("campaign, cultist") + 16,
            "health": metrics.horizontalAdvance("Health 10/10") + 20,
            "sanity": metrics.horizontalAdvance("Stability 10/10, Sanity 9") + 16,
            "player": metrics.horizontalAdvance("Player name") + 16,
            "modified": metrics.horizontalAdvance("2024-12-31 23:59") + 20,
        }
        header.setSectionResizeMode(COLUMN["portrait"], QHeaderView.ResizeMode.Fixed)
        header.setMinimumSectionSize(THUMBNAIL_SIZE.width() + 10)
        self._fitted_width = -1
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Share the table's width out: every column its natural width when it fits; in a narrow
        window the wide text columns give way first, never below their header's width."""
        available = self.table.viewport().width()
        if available <= 0 or available == self._fitted_width:
            return
        self._fitted_width = available
        widths = dict(self._natural_widths)
        total = sum(widths.values())
        header = self.table.horizontalHeader()
        if total < available:
            widths["name"] += available - total  # the name takes what is left
        else:
            metrics = header.fontMetrics()
            floor = {key: metrics.horizontalAdvance(str(self.model.headerData(COLUMN[key], Qt.Orientation.Horizontal)))
                     + 24 for key in widths}
            floor["portrait"] = widths["portrait"]
            floor["name"] = max(floor["name"], metrics.horizontalAdvance("Abigail Armitage") + 16)
            excess = total - available
            for key in ("player", "occupation", "sanity", "name", "tags", "modified", "game", "kind", "health"):
                give = min(excess, max(0, widths[key] - floor[key]))
                widths[key] -= give
                excess -= give
                if excess <= 0:
                    break
        for key, width in widths.items():
            self.table.setColumnWidth(COLUMN[key], width)
