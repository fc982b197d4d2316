"""What the games' occupation pages share: the table model of the occupations (one per row, the
user's own told apart from the shipped ones), and the page's search field, the table behind a
:class:`~sheetmaker.ui.wizards.search.WordFilter` and the details of the chosen occupation
under it. Each game's page (``coc7/pages/occupation.py``, ``toc/pages/occupation.py``) gives
the columns, the details and what else the step asks.

The texts keep the translation context of the games' pages (``OccupationPage``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
)

from sheetmaker.core import terms
from sheetmaker.ui.wizards.page import StepPage
from sheetmaker.ui.wizards.search import SEARCH_ROLE, WordFilter

__all__ = ["OCCUPATION_ROLE", "OccupationListPage", "OccupationTable"]

#: Role of a row's occupation (the game's ``OccupationDef``).
OCCUPATION_ROLE = Qt.ItemDataRole.UserRole + 1


class _Named(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def description(self) -> str: ...


O_co = TypeVar("O_co", bound=_Named, covariant=True)


class OccupationTable(QAbstractTableModel, Generic[O_co]):
    """The occupations of a game's rules data, one per row (read-only), the name in column 0
    (its description the tooltip); the game's model sets :attr:`_headers` (one per column) and
    :attr:`WORDS` (the column of what the occupation gives in words, also its tooltip) and
    gives :meth:`_search_text`, :meth:`_display` and :meth:`_words`.

    Args:
        occupations: the occupations in the order shown.
        shipped: case-folded names of the shipped occupations (the others are the user's).
    """

    WORDS: int = -1

    def __init__(self, occupations: Sequence[O_co], shipped: frozenset[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._occupations = list(occupations)
        self._shipped = shipped
        self._headers: list[str] = []

    def occupation(self, row: int) -> O_co:
        return self._occupations[row]

    def row_of(self, name: str) -> int:
        key = name.casefold()
        return next((row for row, occ in enumerate(self._occupations) if occ.name.casefold() == key), -1)

    def is_users(self, occupation: _Named) -> bool:
        return occupation.name.casefold() not in self._shipped

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._occupations)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:  # noqa: N802
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self._headers)
        ):
            return self._headers[section]
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        occ = self._occupations[index.row()]
        column = index.column()
        if role == OCCUPATION_ROLE:
            return occ
        if role == SEARCH_ROLE:
            return self._search_text(occ)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(occ, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == 0 and occ.description:
                return terms.entry_text(occ)
            if column == self.WORDS:
                return self._words(occ)
        return None

    def _search_text(self, occupation: O_co) -> str:  # type: ignore[misc]
        """What typed words find the row by (case-folded)."""
        raise NotImplementedError

    def _display(self, occupation: O_co, column: int) -> str | None:  # type: ignore[misc]
        """The text of a cell."""
        raise NotImplementedError

    def _words(self, occupation: O_co) -> str:  # type: ignore[misc]
        """What the occupation gives, in words."""
        raise NotImplementedError


class OccupationListPage(StepPage):
    """The occupation step: a search field over a table of the occupations and the chosen
    occupation's details under it. The game's page builds them with :meth:`_build_search` and
    :meth:`_build_table` and writes :meth:`_details_text`."""

    step = "occupation"

    search: QLineEdit
    table_model: OccupationTable[_Named]
    proxy: WordFilter
    view: QTableView
    details: QLabel

    def title(self) -> str:
        return QCoreApplication.translate("OccupationPage", "Occupation")

    def _build_search(self, placeholder: str) -> QHBoxLayout:
        """The search field (:attr:`search`) after its caption, in a row the page may add to
        and then lays out."""
        top = QHBoxLayout()
        caption = QLabel(QCoreApplication.translate("OccupationPage", "&Search:"), self.body)
        self.search = QLineEdit(self.body)
        self.search.setObjectName("occupationSearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(placeholder)
        caption.setBuddy(self.search)
        top.addWidget(caption)
        top.addWidget(self.search, 1)
        return top

    def _build_table(
        self, table_model: OccupationTable[_Named], proxy: WordFilter, stretch: int, min_height: int
    ) -> None:
        """The table (:attr:`view`) of ``table_model`` behind ``proxy``, column ``stretch``
        taking the room left, and the details label (:attr:`details`) under it."""
        self.table_model = table_model
        self.proxy = proxy
        self.proxy.setSourceModel(self.table_model)
        self.view = QTableView(self.body)
        self.view.setObjectName("occupationTable")
        self.view.setModel(self.proxy)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setTabKeyNavigation(False)
        self.view.setWordWrap(False)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.view.setMinimumHeight(min_height)
        self.view.setAccessibleName(QCoreApplication.translate("OccupationPage", "Occupations"))
        self.body_layout.addWidget(self.view, 1)

        self.details = QLabel(self.body)
        self.details.setObjectName("occupationDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.body_layout.addWidget(self.details)

    def _select(self, name: str | None) -> None:
        """Make the row of the occupation ``name`` current (none: clear the selection)."""
        selection = self.view.selectionModel()
        row = self.table_model.row_of(name) if name else -1
        index = self.proxy.mapFromSource(self.table_model.index(row, 0)) if row >= 0 else QModelIndex()
        if index.isValid():
            if selection.currentIndex().row() != index.row() or not selection.isRowSelected(index.row()):
                selection.setCurrentIndex(
                    index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
                )
            self.view.scrollTo(index)
        elif row < 0:
            selection.clearSelection()
