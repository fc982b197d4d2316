"""Roll cards and the session's roll log: :class:`RollOptions` (what the roll dialog chose),
:class:`FollowUp` (an action the rules allow on a card), :class:`RollCard` (one entry of the log)
and :class:`RollLogModel` (the session's cards as a Qt list model).

This module uses QtCore only (never QtWidgets).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from sheetmaker.core import dice
from sheetmaker.core.dice import DiceResult
from sheetmaker.core.i18n import Translated, again, joined

__all__ = [
    "CardIdRole",
    "CardRole",
    "FollowUp",
    "LevelRole",
    "RollCard",
    "RollLogModel",
    "RollOptions",
    "SuccessRole",
    "dice_faces",
]

#: Custom item roles of :class:`RollLogModel`.
CardRole = Qt.ItemDataRole.UserRole + 1
LevelRole = Qt.ItemDataRole.UserRole + 2
SuccessRole = Qt.ItemDataRole.UserRole + 3
CardIdRole = Qt.ItemDataRole.UserRole + 4

_Doc = Any  # sheetmaker.models.document.SheetDocument (typed loosely to avoid an import cycle)


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``, as a text :func:`sheetmaker.core.i18n.again` makes anew
    after a language switch (the roll cards' texts)."""
    return Translated(
        QCoreApplication.translate(context, text, disambiguation, n), translate, (context, text, disambiguation, n)
    )


# --------------------------------------------------------------------------- options


@dataclass(frozen=True, slots=True)
class RollOptions:
    """What the roll dialog chose (also the defaults of a plain click).

    Attributes:
        difficulty: CoC difficulty, "regular", "hard" or "extreme".
        bonus: CoC bonus dice (0..2).
        penalty: CoC penalty dice (0..2).
        san_loss: a SAN loss such as ``0/1D6`` (SAN rolls).
        opponent_value: the opponent's skill or characteristic (opposed rolls).
        extreme: damage of an extreme success (damage rolls).
        toc_difficulty: ToC difficulty (2..8, standard 4).
        spend: ToC pool points spent on the test.
    """

    difficulty: str = "regular"
    bonus: int = 0
    penalty: int = 0
    san_loss: str = ""
    opponent_value: int | None = None
    extreme: bool = False
    toc_difficulty: int = 4
    spend: int = 0


# --------------------------------------------------------------------------- cards


@dataclass(frozen=True, slots=True)
class FollowUp:
    """An action the rules allow on a card.

    ``id`` is what :meth:`RollController.follow_up` takes: ``push``, ``luck:<level>``
    (``luck:hard``), ``apply``, ``int_roll``, ``retry:<spend>``. A disabled follow-up says why
    in ``reason`` (not enough Luck, already pushed...). ``texts``, when given, makes the label
    and the reason again in the current language (:meth:`retranslated`, after a language
    switch).
    """

    id: str
    label: str
    enabled: bool = True
    reason: str = ""
    texts: Callable[[], tuple[str, str]] | None = field(default=None, compare=False, repr=False)

    @classmethod
    def made(cls, id: str, texts: Callable[[], tuple[str, str]], enabled: bool = True) -> FollowUp:  # noqa: A002
        """A follow-up whose label and reason ``texts()`` makes now and after a language switch."""
        label, reason = texts()
        return cls(id, label, enabled, reason, texts)

    def retranslated(self) -> FollowUp:
        """This follow-up with its label and reason in the current language."""
        if self.texts is None:
            return self
        label, reason = self.texts()
        return dataclasses.replace(self, label=label, reason=reason)


def _no_document() -> None:
    return None


@dataclass(frozen=True)
class RollCard:
    """One entry of the roll log: everything needed to show, copy and follow up a roll.

    Attributes:
        id: unique in the session (1, 2, ...).
        system: "coc7" or "toc".
        title: what was rolled, e.g. "Spot Hidden 45".
        kind: "skill", "characteristic", "idea", "know", "luck", "san", "int_roll",
            "opposed", "damage", "wound", "development", "luck_recovery", "gumshoe",
            "stability", "toc_damage", "toc_wound", "refresh", "spend" (ToC pool points
            spent without a test of their own: investigative or General), "dice" (the free
            dice roller: no sheet).
        result: the underlying result (:class:`D100Roll`, ``GumshoeTest``,
            :class:`DiceResult`...) or the outcome itself when there is no single result.
        outcome: the rules' outcome (carries the new sheet and its ``changes``), if any.
        dice: every die as plain text, e.g. ``("tens 40", "tens 20", "units 4")``.
        result_text: the result read from the dice, e.g. "24".
        level: the level in words ("critical", "extreme", "hard", "regular", "failure",
            "fumble") or None when the roll has no level.
        success: whether the goal was reached; None when that does not apply.
        summary: one line in words, e.g. "Hard success (needed Regular)".
        notes: the rules' notes.
        follow_ups: what may be done next with this card.
        sheet_name: the sheet's name when it was rolled.
        status: what was done with the card since ("Pushed: see roll #7"), or "".
        changed: whether the roll changed the sheet (one undo step was pushed).
        undone: that undo step is undone now (the card shows it; a redo clears it).
        timestamp: when the card was made.
        context: what the controller needs for the follow-ups.
        texts: makes the card's texts (title, dice, summary...) again in the current language
            from what the card keeps (:meth:`retranslated`); None: they stay as they were made.
    """

    id: int
    system: str
    title: str
    kind: str
    result: Any = field(default=None, compare=False, repr=False)
    outcome: Any = field(default=None, compare=False, repr=False)
    dice: tuple[str, ...] = ()
    result_text: str = ""
    level: str | None = None
    success: bool | None = None
    summary: str = ""
    notes: tuple[str, ...] = ()
    follow_ups: tuple[FollowUp, ...] = ()
    sheet_name: str = ""
    status: str = ""
    changed: bool = False
    undone: bool = False
    timestamp: datetime = field(default_factory=datetime.now)
    context: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    doc_ref: Callable[[], Any] = field(default=_no_document, compare=False, repr=False)
    texts: Callable[[], dict[str, Any]] | None = field(default=None, compare=False, repr=False)

    def retranslated(self) -> RollCard:
        """This card with its texts and its follow-ups' labels in the current language (the
        status of a used card and the texts of cards without :attr:`texts` stay as made)."""
        changes: dict[str, Any] = dict(self.texts()) if self.texts is not None else {}
        # The texts the rules made (the notes, and the card's texts when no ``texts`` remakes
        # them) are made again from what they were made of (sheetmaker.core.i18n.again).
        for name in ("title", "result_text", "summary", "status"):
            if name not in changes:
                remade = again(getattr(self, name))
                if remade != getattr(self, name):
                    changes[name] = remade
        for name in ("dice", "notes"):
            if name not in changes:
                remade_all = tuple(again(text) for text in getattr(self, name))
                if remade_all != getattr(self, name):
                    changes[name] = remade_all
        changes = notated(changes)
        follow_ups = tuple(f.retranslated() for f in self.follow_ups)
        if follow_ups != self.follow_ups:
            changes["follow_ups"] = follow_ups
        return dataclasses.replace(self, **changes) if changes else self

    @property
    def document(self) -> _Doc | None:
        """The SheetDocument the roll was made for, or None once that sheet is closed."""
        doc = self.doc_ref()
        if doc is None or not shiboken6.isValid(doc):
            return None
        return doc

    def follow_up(self, follow_up_id: str) -> FollowUp | None:
        """The follow-up with this id, if the card has it."""
        return next((f for f in self.follow_ups if f.id == follow_up_id), None)

    def one_line(self) -> str:
        """A one-line text: "#3 Spot Hidden 45: 24, Hard success (needed Regular)"."""
        text = f"#{self.id} {self.title}"
        if self.result_text:
            text += f": {self.result_text}"
        if self.summary:
            text += f", {self.summary}" if self.result_text else f": {self.summary}"
        return text

    def as_text(self) -> str:
        """The card as plain text (several lines), for the clipboard."""
        when = self.timestamp.strftime("%H:%M:%S")
        head = f"#{self.id} [{when}]"
        if self.sheet_name:
            head += f" {self.sheet_name}:"
        lines = [f"{head} {self.title}"]
        if self.dice:
            lines.append(
                "  "
                + translate("RollController", "Dice: {0}").format(
                    ", ".join(self.dice)
                )
            )
        if self.result_text:
            lines.append(
                "  "
                + translate("RollController", "Result: {0}").format(
                    self.result_text
                )
            )
        if self.summary:
            lines.append("  " + self.summary)
        lines.extend(f"  - {note}" for note in self.notes)
        if self.status:
            lines.append(f"  ({self.status})")
        if self.undone:
            lines.append("  (" + translate("RollController", "Undone") + ")")
        return "\n".join(lines)


# --------------------------------------------------------------------------- text helpers


def notated(fields: dict[str, Any]) -> dict[str, Any]:
    """A card's fields with the dice of its texts in the notation of the language in use
    (``3W6`` in German, :func:`sheetmaker.core.dice.shown`); made again after a switch."""
    result = dict(fields)
    for name in ("title", "result_text", "summary"):
        if isinstance(result.get(name), str):
            result[name] = dice.shown(result[name])
    for name in ("dice", "notes"):
        if name in result:
            result[name] = tuple(dice.shown(text) for text in result[name])
    return result



def dice_faces(result: DiceResult | None, prefix: str = "") -> tuple[str, ...]:
    """Every die of a dice expression's roll as text: ``("D6 4", "D4 2")``."""
    if result is None:
        return ()
    return tuple(joined(prefix, f"D{die.sides} {die.value}") for die in result.dice)


def _apply_damage_follow_up(total: int) -> FollowUp:
    return FollowUp.made(
        "apply",
        lambda: (translate("RollController", "Apply {0} damage to this sheet").format(total), ""),
    )


def _closed(follow_up: FollowUp) -> FollowUp:
    """``follow_up`` disabled because its sheet is closed (and saying so in any language)."""
    made = follow_up.texts

    def texts() -> tuple[str, str]:
        label = made()[0] if made is not None else follow_up.label
        return label, translate("RollController", "the sheet of this roll is closed")

    return FollowUp.made(follow_up.id, texts, False)


# --------------------------------------------------------------------------- the log model


class RollLogModel(QAbstractListModel):
    """The session's roll cards, oldest first (the newest is the last row).

    Roles: ``DisplayRole`` (and ``ToolTipRole``) the card in one line; ``CardRole`` the
    :class:`RollCard`; ``LevelRole`` its level word; ``SuccessRole`` its success (or None);
    ``CardIdRole`` its id. ``AccessibleTextRole`` the whole card as text.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards: list[RollCard] = []
        self._rows: dict[int, int] = {}

    # -- Qt interface

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008,N802
        return 0 if parent.isValid() else len(self._cards)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or index.parent().isValid():
            return None
        row = index.row()
        if not 0 <= row < len(self._cards) or index.column() != 0:
            return None
        card = self._cards[row]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return card.one_line()
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return card.as_text()
        if role == CardRole:
            return card
        if role == LevelRole:
            return card.level
        if role == SuccessRole:
            return card.success
        if role == CardIdRole:
            return card.id
        return None

    def roleNames(self) -> dict[int, QByteArray]:  # noqa: N802
        names = dict(super().roleNames())
        names.update(
            {
                CardRole: QByteArray(b"card"),
                LevelRole: QByteArray(b"level"),
                SuccessRole: QByteArray(b"success"),
                CardIdRole: QByteArray(b"cardId"),
            }
        )
        return names

    # -- cards

    @property
    def cards(self) -> tuple[RollCard, ...]:
        """Every card, oldest first."""
        return tuple(self._cards)

    def card(self, row: int) -> RollCard:
        """The card at ``row`` (negative rows count from the end)."""
        return self._cards[row]

    def card_or_none(self, row: int) -> RollCard | None:
        """The card at ``row`` (0 or more), or None outside the log."""
        return self._cards[row] if 0 <= row < len(self._cards) else None

    def row_of(self, card_id: int) -> int:
        """The row of the card with this id, or -1."""
        return self._rows.get(card_id, -1)

    def card_by_id(self, card_id: int) -> RollCard | None:
        row = self.row_of(card_id)
        return self._cards[row] if row >= 0 else None

    def add(self, card: RollCard) -> None:
        """Append a card (emits ``rowsInserted``)."""
        if card.id in self._rows:
            raise ValueError(f"the log already holds card #{card.id}")
        row = len(self._cards)
        self.beginInsertRows(QModelIndex(), row, row)
        self._cards.append(card)
        self._rows[card.id] = row
        self.endInsertRows()

    def replace(self, card: RollCard) -> bool:
        """Put a new version of a card (same id) in its row; emits ``dataChanged``.

        Returns False when the card is no longer in the log (cleared)."""
        row = self.row_of(card.id)
        if row < 0:
            return False
        self._cards[row] = card
        index = self.index(row, 0)
        self.dataChanged.emit(index, index, [])
        return True

    def clear(self) -> None:
        """Remove every card."""
        if not self._cards:
            return
        self.beginRemoveRows(QModelIndex(), 0, len(self._cards) - 1)
        self._cards.clear()
        self._rows.clear()
        self.endRemoveRows()

    def retranslate(self) -> None:
        """Make every card's texts again in the current language (after a language switch);
        emits ``dataChanged`` for the whole log."""
        if not self._cards:
            return
        self._cards = [card.retranslated() for card in self._cards]
        self.dataChanged.emit(self.index(0, 0), self.index(len(self._cards) - 1, 0), [])

    def as_text(self) -> str:
        """Every card as plain text, oldest first, separated by blank lines."""
        return "\n\n".join(card.as_text() for card in self._cards) + ("\n" if self._cards else "")
