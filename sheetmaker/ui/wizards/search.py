"""Pieces of a wizard's "type to find, arrows to move, Enter for Next" list, shared by the
games' occupation pages: a word filter over a search role, the arrow keys of the search field
moving the table, and choosing the current row once the typing pauses.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QTableView

__all__ = ["SEARCH_ROLE", "ArrowsToTable", "TypeToChoose", "WordFilter"]

#: Role of the (case-folded) text a row is searched by.
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2


class WordFilter(QSortFilterProxyModel):
    """Rows whose search text (:data:`SEARCH_ROLE` of column 0) contains every typed word."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._words = text.casefold().split()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        source = self.sourceModel()
        text = str(source.data(source.index(row, 0, parent), SEARCH_ROLE) or "")
        return all(word in text for word in self._words)


class ArrowsToTable(QObject):
    """Up/Down/Page keys typed in the filter move the table's selection."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._view = view

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        keys = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in keys:
            QCoreApplication.sendEvent(self._view, QKeyEvent(event.type(), event.key(), event.modifiers()))
            return True
        return False


class TypeToChoose(QObject):
    """Wires a search field to a filtered table: typing filters and makes the first match
    current; the current row is chosen (``choose(index)``) at once when picked with the mouse
    or the arrows, but only once the typing pauses (or on Enter, or leaving the field) while
    typing: choosing on every letter would undo the player's other choices over and over.

    Args:
        search: the search field.
        view: the table (its model a :class:`WordFilter`).
        choose: called with the proxy index of the row to choose.
        loading: tells whether the page is refreshing (nothing is chosen then).
    """

    def __init__(
        self,
        search: QLineEdit,
        view: QTableView,
        choose: Callable[[QModelIndex], None],
        loading: Callable[[], bool],
        delay_ms: int = 300,
    ) -> None:
        super().__init__(view)
        self._search = search
        self._view = view
        self._choose = choose
        self._loading = loading
        self._pending: QPersistentModelIndex | None = None
        self._typing = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self.flush)
        search.textChanged.connect(self._on_search)
        search.editingFinished.connect(self.flush)
        search.installEventFilter(ArrowsToTable(view))
        view.selectionModel().currentRowChanged.connect(self._on_current)

    def _on_search(self, text: str) -> None:
        self._typing = True
        try:
            proxy = self._view.model()
            assert isinstance(proxy, WordFilter)
            proxy.set_text(text)
            selection = self._view.selectionModel()
            if not selection.hasSelection() or not self._view.currentIndex().isValid():
                first = proxy.index(0, 0)
                if first.isValid() and proxy.flags(first) & Qt.ItemFlag.ItemIsSelectable:
                    selection.setCurrentIndex(
                        first,
                        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
                    )
        finally:
            self._typing = False

    def _on_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._loading() or not current.isValid():
            return
        if self._typing:
            self._pending = QPersistentModelIndex(current)
            self._timer.start()
            return
        self._pending = None
        self._choose(current)

    def flush(self) -> None:
        """Choose the row the typing made current, if any (Enter, leaving the field, a pause)."""
        self._timer.stop()
        pending, self._pending = self._pending, None
        if pending is not None and pending.isValid():
            self._choose(self._view.model().index(pending.row(), pending.column()))
