"""Drag and drop on the window: sheet files open as sheets (also when dropped on a field of a
sheet), files of other tools' formats go to the Import dialog.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMimeData, QObject, QTimer
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QAbstractScrollArea, QLineEdit, QWidget

from sheetmaker.ui.main_window.sheet_files import SHEET_SUFFIX

if TYPE_CHECKING:
    from sheetmaker.ui.main_window.window import MainWindow


def sheet_paths(mime: QMimeData) -> list[str]:
    """The local sheet files (``*.sheet.json``) among dragged or pasted data."""
    if not mime.hasUrls():
        return []
    paths = []
    for url in mime.urls():
        if url.isLocalFile():
            path = url.toLocalFile()
            if path.lower().endswith(SHEET_SUFFIX):
                paths.append(path)
    return paths


def import_paths(mime: QMimeData) -> list[str]:
    """Dropped local files that are not SheetMaker sheets: other tools' formats go through the
    Import dialog (their format is found from the content)."""
    if not mime.hasUrls():
        return []
    return [
        url.toLocalFile()
        for url in mime.urls()
        if url.isLocalFile()
        and not url.toLocalFile().lower().endswith(SHEET_SUFFIX)
        and os.path.isfile(url.toLocalFile())
    ]


class Drops(QObject):
    """Drops on the window (its drag and drop events come here) and on the fields of its sheets
    (an event filter on them)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def intercept(self, view: QWidget) -> None:
        """Sheet files dropped on a field of a sheet open as sheets: without this, a line edit
        takes the file's path as text."""
        # Only the kinds of widgets that take text drops: wrapping every child is slow.
        fields: list[QWidget] = [*view.findChildren(QLineEdit)]
        for area in [view, *view.findChildren(QAbstractScrollArea)]:
            if isinstance(area, QAbstractScrollArea):
                fields.append(area.viewport())  # text edits take drops on their viewport
        if isinstance(view, QLineEdit):
            fields.append(view)
        for widget in fields:
            if widget.acceptDrops():
                widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if (
            kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop)
            and isinstance(event, QDropEvent)  # QDragEnterEvent and QDragMoveEvent are QDropEvents
            and sheet_paths(event.mimeData())
        ):
            if kind == QEvent.Type.Drop:
                self.drop(event)
            else:
                event.acceptProposedAction()
            return True
        return super().eventFilter(watched, event)

    def enter(self, event: QDragEnterEvent | QDragMoveEvent) -> None:
        """A drag entering or moving over the window: accepted for sheets and other files."""
        if sheet_paths(event.mimeData()) or import_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def drop(self, event: QDropEvent) -> None:
        """Open the dropped sheets, import the other files."""
        paths = sheet_paths(event.mimeData())
        others = import_paths(event.mimeData())  # other tools' formats: the Import dialog (issue 14)
        if not paths and not others:
            event.ignore()
            return
        event.acceptProposedAction()
        window = self._window
        # Open after the drop returns: the file manager is not kept waiting on our dialogs.
        if paths:
            QTimer.singleShot(0, window, lambda: window.documents.open_files(paths))
        if others:
            QTimer.singleShot(0, window, lambda: window.interchange.import_files(others))
