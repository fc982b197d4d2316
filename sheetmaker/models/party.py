"""The party table's model: open sheets of one game as rows with their live values, and the
group rolls made for every sheet of the table.

Rows are :class:`~sheetmaker.models.document.SheetDocument` objects; their values come from the
Qt-free :mod:`sheetmaker.systems.coc7.party` and :mod:`sheetmaker.systems.toc.party`. A row
follows its document's ``changed`` signal and leaves the table when the document is destroyed
(its sheet was closed).

Group rolls go through :class:`~sheetmaker.models.rolls.RollController`: each sheet rolls with
the controller's own method (``san``, ``luck``, ``stability``), so each gets its own card in the
roll log and its own undo step on its own sheet; a summary card without a sheet follows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from sheetmaker.core import terms
from sheetmaker.core.dice import parse_san_loss
from sheetmaker.core.errors import RollError
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollCard, RollController
from sheetmaker.systems.coc7 import party as coc_party
from sheetmaker.systems.coc7.model import CHARACTERISTICS
from sheetmaker.systems.toc import party as toc_party

_Index = QModelIndex | QPersistentModelIndex

#: The sheet document of a row (``Qt.UserRole``).
DOCUMENT_ROLE = Qt.ItemDataRole.UserRole + 1
#: A sortable value of a cell (an int for numbers, the text otherwise).
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
#: True for a ToC ability column nobody in the party has (a gap).
GAP_ROLE = Qt.ItemDataRole.UserRole + 3

GAMES = {"coc7": "Call of Cthulhu", "toc": "Trail of Cthulhu"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("PartyModel", text)


def _coc_heading(title: str) -> str:
    """A CoC column heading in the language in use: game terms (DEX, Dodge, Spot Hidden...)
    from the game data, the others translated in the PartyModel context."""
    if title in CHARACTERISTICS:
        return terms.characteristic_abbr("coc7", title)
    if title == "Dodge" or title in coc_party.KEY_SKILLS:
        return terms.skill_label("coc7", title)
    return _tr(title)


class PartyModel(QAbstractTableModel):
    """Rows of sheets of one game (``"coc7"`` or ``"toc"``)."""

    gapsChanged = Signal()  # noqa: N815 - Qt naming

    def __init__(self, game: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}")
        self.game = game
        self._docs: list[SheetDocument] = []
        self._rows: list[Any] = []
        self._gaps: list[str] = []
        self._abilities = toc_party.investigative_abilities() if game == "toc" else []

    @property
    def _headers(self) -> list[str]:
        """The column titles in the current language (asked each time: the language can change)."""
        if self.game == "toc":
            return [
                QCoreApplication.translate("PartyModel", "Name"),
                QCoreApplication.translate("PartyModel", "Health"),
                QCoreApplication.translate("PartyModel", "Stability"),
                QCoreApplication.translate("PartyModel", "Sanity"),
                *(terms.term("toc", "ability", name) for name in self._abilities),
            ]
        return [_coc_heading(title) for title in coc_party.COLUMNS]

    # ------------------------------------------------------------------ documents

    @property
    def documents(self) -> list[SheetDocument]:
        """The documents of the rows, in order."""
        return list(self._docs)

    @property
    def abilities(self) -> list[str]:
        """ToC: the investigative ability columns (empty for CoC)."""
        return list(self._abilities)

    @property
    def gaps(self) -> list[str]:
        """ToC: the investigative abilities nobody in the party has."""
        return list(self._gaps)

    def row_value(self, row: int) -> Any:
        """The Qt-free row (:class:`coc_party.PartyRow` or :class:`toc_party.PartyRow`)."""
        return self._rows[row]

    def accepts(self, doc: SheetDocument) -> bool:
        """Whether ``doc`` is of this table's game."""
        return doc.document.system == self.game

    def add(self, doc: SheetDocument) -> bool:
        """Add a row for ``doc``; False when it is there already or of another game."""
        if doc in self._docs or not self.accepts(doc):
            return False
        row = len(self._docs)
        self.beginInsertRows(QModelIndex(), row, row)
        self._docs.append(doc)
        self._rows.append(self._compute(doc))
        doc.changed.connect(self._on_changed)
        doc.destroyed.connect(self._on_destroyed)
        self.endInsertRows()
        self._update_gaps()
        return True

    def remove(self, doc: SheetDocument) -> bool:
        """Remove the row of ``doc``."""
        for row, known in enumerate(self._docs):
            if known is doc:
                self._remove_row(row)
                if shiboken6.isValid(doc):
                    doc.changed.disconnect(self._on_changed)
                    doc.destroyed.disconnect(self._on_destroyed)
                return True
        return False

    def _remove_row(self, row: int) -> None:
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._docs[row]
        del self._rows[row]
        self.endRemoveRows()
        self._update_gaps()

    def _compute(self, doc: SheetDocument) -> Any:
        party = coc_party if self.game == "coc7" else toc_party
        return party.party_row(doc.document, derived=doc.derived)

    def _on_changed(self) -> None:
        doc = self.sender()
        for row, known in enumerate(self._docs):
            if known is doc:
                self._rows[row] = self._compute(known)
                self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))
                self._update_gaps()
                return

    def _on_destroyed(self, obj: QObject | None = None) -> None:
        # The closed document is no longer valid: drop every row whose document is gone.
        for row in reversed(range(len(self._docs))):
            doc = self._docs[row]
            if doc is obj or not shiboken6.isValid(doc):
                self._remove_row(row)

    def _update_gaps(self) -> None:
        if self.game != "toc":
            return
        gaps = toc_party.gaps(self._rows, self._abilities)
        if gaps != self._gaps:
            self._gaps = gaps
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 4, self.columnCount() - 1)
            self.gapsChanged.emit()

    # ------------------------------------------------------------------ Qt model

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008,N802
        return 0 if parent.isValid() else len(self._docs)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008,N802
        if parent.isValid():
            return 0
        return 4 + len(self._abilities) if self.game == "toc" else len(coc_party.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return super().headerData(section, orientation, role)
        title = self._headers[section]
        gap = self._is_gap(section)
        if role == Qt.ItemDataRole.DisplayRole:
            return title
        if role == Qt.ItemDataRole.ToolTipRole:
            if gap:
                return QCoreApplication.translate(
                    "PartyModel", "Nobody in the party has {0}: its clues need another way in."
                ).format(title)
            return title
        if role == GAP_ROLE:
            return gap
        return None

    def _is_gap(self, column: int) -> bool:
        """Whether the column is an investigative ability nobody in the table has (ToC)."""
        return self.game == "toc" and column >= 4 and self._abilities[column - 4] in self._gaps

    def _cells(self, row: int) -> list[str]:
        value = self._rows[row]
        if self.game == "coc7":
            return coc_party.cells(value)
        ratings = [str(value.ratings[name]) if value.ratings[name] else "" for name in self._abilities]
        return [value.name, *toc_party.pools_text(value), *ratings]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = index.row(), index.column()
        value = self._rows[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells(row)[column]
        if role == DOCUMENT_ROLE:
            return self._docs[row]
        if role == GAP_ROLE:
            return self._is_gap(column)
        if role == SORT_ROLE:
            return self._sort_value(value, column, self._cells(row)[column])
        if role == Qt.ItemDataRole.TextAlignmentRole and column > 0:
            if self.game == "coc7" and coc_party.COLUMNS[column] in ("Conditions", "Best Fighting", "Best Firearms"):
                return None
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == 0:
            kind = (
                QCoreApplication.translate("PartyModel", "NPC")
                if value.kind == "npc"
                else QCoreApplication.translate("PartyModel", "investigator")
            )
            if value.player:
                return QCoreApplication.translate("PartyModel", "{0}, {1} played by {2}.").format(
                    value.name, kind, value.player
                )
            return QCoreApplication.translate("PartyModel", "{0}, {1}.").format(value.name, kind)
        return None

    def _sort_value(self, value: Any, column: int, text: str) -> Any:
        if column == 0:
            return text.casefold()
        if self.game == "toc":
            if column <= 3:
                return (value.health, value.stability, value.sanity)[column - 1].pool
            return value.ratings[self._abilities[column - 4]]
        title = coc_party.COLUMNS[column]
        if title in ("Best Fighting", "Best Firearms"):
            best = value.best_fighting if title == "Best Fighting" else value.best_firearms
            return best.value if best is not None else -1
        head = text.split("/")[0]
        return int(head) if head.isdigit() else text.casefold()

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.CopyAction

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return ["text/uri-list"]


# --------------------------------------------------------------------------- group rolls


@dataclass(frozen=True)
class GroupResult:
    """What a group roll made: one card per sheet and the summary card."""

    cards: tuple[RollCard, ...]
    summary: RollCard
    #: Group Luck: the names with the lowest Luck (several on a tie) and that Luck.
    lowest: tuple[str, ...] = ()
    lowest_luck: int | None = None


def _living(docs: Iterable[SheetDocument], game: str) -> list[SheetDocument]:
    docs = [doc for doc in docs if shiboken6.isValid(doc) and doc.document.system == game]
    if not docs:
        raise RollError(QCoreApplication.translate("PartyModel", "the party table has no sheet to roll for"))
    return docs


def _count(cards: Sequence[RollCard]) -> tuple[int, int]:
    won = sum(1 for card in cards if card.success)
    return won, len(cards) - won


def group_san(controller: RollController, docs: Iterable[SheetDocument], loss: str) -> GroupResult:
    """Every CoC sheet makes its own Sanity roll against ``loss`` (``1/1D6``).

    Raises:
        DiceError: ``loss`` is not a SAN loss expression (nothing is rolled).
        RollError: no CoC sheet to roll for.
    """
    parse_san_loss(loss)
    cards = tuple(controller.san(doc, loss) for doc in _living(docs, "coc7"))
    won, lost = _count(cards)
    total = sum(card.context.get("loss", 0) for card in cards)
    summary = controller.group_summary(
        "coc7",
        QCoreApplication.translate("PartyModel", "Group SAN roll, loss {0}").format(loss.strip()),
        QCoreApplication.translate("PartyModel", "{0} succeeded, {1} failed; {2} SAN lost in all.").format(
            won, lost, total
        ),
        tuple(card.one_line() for card in cards),
    )
    return GroupResult(cards, summary)


def group_luck(controller: RollController, docs: Iterable[SheetDocument]) -> GroupResult:
    """Every CoC sheet makes a Luck roll; the summary names the lowest Luck (all on a tie).

    Raises:
        RollError: no CoC sheet to roll for.
    """
    living = _living(docs, "coc7")
    lucks = [(doc.sheet.luck, doc.display_name) for doc in living]
    cards = tuple(controller.luck(doc) for doc in living)
    low = min(luck for luck, _ in lucks)
    lowest = tuple(name for luck, name in lucks if luck == low)
    won, lost = _count(cards)
    summary = controller.group_summary(
        "coc7",
        QCoreApplication.translate("PartyModel", "Group Luck roll"),
        QCoreApplication.translate("PartyModel", "{0} succeeded, {1} failed. Lowest Luck: {2} ({3}).").format(
            won, lost, ", ".join(lowest), low
        ),
        tuple(card.one_line() for card in cards),
    )
    return GroupResult(cards, summary, lowest, low)


def group_stability(
    controller: RollController, docs: Iterable[SheetDocument], loss: int, mythos: bool = False
) -> GroupResult:
    """Every ToC sheet makes its own Stability test against an event costing ``loss``.

    Raises:
        RollError: no ToC sheet to roll for, or the rules refuse the loss.
    """
    cards = tuple(controller.stability(doc, loss, mythos=mythos) for doc in _living(docs, "toc"))
    won, lost = _count(cards)
    summary = controller.group_summary(
        "toc",
        QCoreApplication.translate("PartyModel", "Group Stability test, loss {0}").format(loss),
        QCoreApplication.translate("PartyModel", "{0} succeeded, {1} failed.").format(won, lost),
        tuple(card.one_line() for card in cards),
    )
    return GroupResult(cards, summary)
