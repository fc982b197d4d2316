"""The library's filter and sort (:class:`LibraryProxy`)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QSortFilterProxyModel, Qt

from sheetmaker.io import library as lib
from sheetmaker.models.library.model import SORT_ROLE, LibraryModel, ModelIndex


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
