"""Rolls in play: roll cards, the session's roll log and the controller that makes the rolls.

The rules live in :mod:`sheetmaker.systems.coc7.play` and :mod:`sheetmaker.systems.toc.play`;
this module only calls them with the controller's injected :class:`random.Random`, turns each
outcome into a :class:`RollCard` (every die, the result, the level in words, the notes and the
follow-ups the rules allow), logs the card in a :class:`RollLogModel` and, when the outcome
changed the sheet (a tick, Luck, SAN, HP, a pool...), pushes exactly one undo step on the
:class:`~sheetmaker.models.document.SheetDocument`.

Bad input (a wrong SAN loss expression, a spend beyond the pool, a push the rules refuse)
raises the domain's error (:class:`~sheetmaker.core.errors.DiceError`,
:class:`~sheetmaker.core.errors.RollError`) with a readable message; nothing changes then.

This module uses QtCore and QtGui only (never QtWidgets).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
import weakref
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)

from sheetmaker.core import terms
from sheetmaker.core.d100 import D100Roll, Difficulty, Level
from sheetmaker.core.dice import DiceResult, SanLoss, parse_any, parse_san_loss
from sheetmaker.core.errors import RollError
from sheetmaker.systems.coc7 import play as coc_play
from sheetmaker.systems.coc7.model import CHARACTERISTICS
from sheetmaker.systems.toc import play as toc_play
from sheetmaker.systems.toc.data import STABILITY

__all__ = [
    "FollowUp",
    "RollCard",
    "RollOptions",
    "RollLogModel",
    "RollController",
    "CardRole",
    "LevelRole",
    "SuccessRole",
    "CardIdRole",
    "COC_KINDS",
    "level_text",
    "d100_dice",
    "dice_faces",
]

#: Custom item roles of :class:`RollLogModel`.
CardRole = Qt.ItemDataRole.UserRole + 1
LevelRole = Qt.ItemDataRole.UserRole + 2
SuccessRole = Qt.ItemDataRole.UserRole + 3
CardIdRole = Qt.ItemDataRole.UserRole + 4

#: The kinds :meth:`RollController.roll` understands for Call of Cthulhu.
COC_KINDS = ("skill", "characteristic", "idea", "know", "luck", "san", "opposed", "damage")

_Doc = Any  # sheetmaker.models.document.SheetDocument (typed loosely to avoid an import cycle)


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
                + QCoreApplication.translate("RollController", "Dice: {0}").format(
                    ", ".join(self.dice)
                )
            )
        if self.result_text:
            lines.append(
                "  "
                + QCoreApplication.translate("RollController", "Result: {0}").format(
                    self.result_text
                )
            )
        if self.summary:
            lines.append("  " + self.summary)
        lines.extend(f"  - {note}" for note in self.notes)
        if self.status:
            lines.append(f"  ({self.status})")
        if self.undone:
            lines.append("  (" + QCoreApplication.translate("RollController", "Undone") + ")")
        return "\n".join(lines)


# --------------------------------------------------------------------------- text helpers


def level_text(level: Level) -> str:
    """A level in words for a card: "Critical success", "Hard success", "Fumble"..."""
    names = {
        Level.CRITICAL: QCoreApplication.translate("RollController", "Critical success"),
        Level.EXTREME: QCoreApplication.translate("RollController", "Extreme success"),
        Level.HARD: QCoreApplication.translate("RollController", "Hard success"),
        Level.REGULAR: QCoreApplication.translate("RollController", "Regular success"),
        Level.FAILURE: QCoreApplication.translate("RollController", "Failure"),
        Level.FUMBLE: QCoreApplication.translate("RollController", "Fumble"),
    }
    return names[level]


def _difficulty_text(difficulty: Difficulty) -> str:
    names = {
        Difficulty.REGULAR: QCoreApplication.translate("RollController", "Regular"),
        Difficulty.HARD: QCoreApplication.translate("RollController", "Hard"),
        Difficulty.EXTREME: QCoreApplication.translate("RollController", "Extreme"),
    }
    return names[difficulty]


def d100_dice(roll: D100Roll, prefix: str = "") -> tuple[str, ...]:
    """Every die of a percentile roll as text: ``("tens 40", "tens 20", "units 4")``."""
    tens = QCoreApplication.translate("RollController", "tens")
    units = QCoreApplication.translate("RollController", "units")
    dice = [f"{prefix}{tens} {t:02d}" for t in roll.tens]
    dice.append(f"{prefix}{units} {roll.units}")
    return tuple(dice)


def dice_faces(result: DiceResult | None, prefix: str = "") -> tuple[str, ...]:
    """Every die of a dice expression's roll as text: ``("D6 4", "D4 2")``."""
    if result is None:
        return ()
    return tuple(f"{prefix}D{die.sides} {die.value}" for die in result.dice)


def _d100_summary(roll: D100Roll) -> str:
    needed = _difficulty_text(roll.difficulty)
    if roll.success:
        return QCoreApplication.translate("RollController", "{0} (needed {1})").format(
            level_text(roll.level), needed
        )
    if roll.level.is_success:
        return QCoreApplication.translate(
            "RollController", "{0}, not enough: failure (needed {1})"
        ).format(level_text(roll.level), needed)
    return QCoreApplication.translate("RollController", "{0} (needed {1})").format(
        level_text(roll.level), needed
    )


def _d100_result_text(roll: D100Roll) -> str:
    if roll.luck_spent:
        luck = QCoreApplication.translate("CoC7Play", "Luck")
        return f"{roll.result:02d} ({roll.original_result:02d} − {roll.luck_spent} {luck})"
    return f"{roll.result:02d}"


#: Call of Cthulhu rolls named by a word (the roll's label) → the context of its translation.
_ROLL_WORDS = {"Idea": "RollButton", "Know": "RollButton", "Luck": "CoC7Play", "Sanity": "CoC7Play",
               "opponent": "CoC7Play"}


def _coc_term(label: str) -> str:
    """What a Call of Cthulhu roll was made against (a skill label, a characteristic, Idea, Know,
    Luck, Sanity) in the language in use; other labels (a custom skill, an opponent's name) come
    back unchanged."""
    if label in CHARACTERISTICS:
        return terms.characteristic_abbr("coc7", label)
    if label in _ROLL_WORDS:
        return QCoreApplication.translate(_ROLL_WORDS[label], label)
    return terms.skill_label("coc7", label)


def _d100_title(roll: D100Roll, name: str | None = None) -> str:
    title = f"{name or _coc_term(roll.label)} {roll.value}"
    extras = []
    if roll.difficulty != Difficulty.REGULAR:
        extras.append(_difficulty_text(roll.difficulty))
    if roll.net > 0:
        extras.append(QCoreApplication.translate("RollController", "{0} bonus").format(roll.net))
    elif roll.net < 0:
        extras.append(QCoreApplication.translate("RollController", "{0} penalty").format(-roll.net))
    if roll.pushed:
        extras.append(QCoreApplication.translate("RollController", "pushed"))
    if roll.luck_spent:
        extras.append(QCoreApplication.translate("RollController", "Luck spent"))
    if extras:
        title += " (" + ", ".join(extras) + ")"
    return title


def _apply_damage_follow_up(total: int) -> FollowUp:
    return FollowUp.made(
        "apply",
        lambda: (QCoreApplication.translate("RollController", "Apply {0} damage to this sheet").format(total), ""),
    )


def _closed(follow_up: FollowUp) -> FollowUp:
    """``follow_up`` disabled because its sheet is closed (and saying so in any language)."""
    made = follow_up.texts

    def texts() -> tuple[str, str]:
        label = made()[0] if made is not None else follow_up.label
        return label, QCoreApplication.translate("RollController", "the sheet of this roll is closed")

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

    def roleNames(self) -> dict[int, bytes]:  # noqa: N802
        names = dict(super().roleNames())
        names.update(
            {CardRole: b"card", LevelRole: b"level", SuccessRole: b"success", CardIdRole: b"cardId"}
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


# --------------------------------------------------------------------------- the controller


class RollController(QObject):
    """Makes rolls for open sheets, logs a card for each, and pushes undo steps.

    Every roll method returns the new :class:`RollCard` (also added to :attr:`log` and sent
    with :attr:`cardAdded`). When the outcome changed the sheet, exactly one undo step is
    pushed on the document with ``doc.replace_sheet(outcome.sheet, text)``.

    Raises (every roll method): :class:`~sheetmaker.core.errors.SheetMakerError` subclasses
    (``RollError``, ``DiceError``) on input the rules refuse; nothing changes then.
    """

    cardAdded = Signal(object)  # noqa: N815 - Qt naming

    def __init__(
        self,
        rng: random.Random | None = None,
        log: RollLogModel | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.rng = rng if rng is not None else random.Random()  # noqa: S311 - game dice
        self.log = log if log is not None else RollLogModel(self)
        self._ids = itertools.count(1)
        #: card id -> the undo command its roll pushed (see :meth:`_sync_undone`).
        self._steps: dict[int, Any] = {}

    # ------------------------------------------------------------------ plumbing

    @staticmethod
    def _check(doc: _Doc, system: str) -> Any:
        if doc is None or not shiboken6.isValid(doc):
            raise RollError(
                QCoreApplication.translate("RollController", "the sheet of this roll is closed")
            )
        actual = doc.document.system
        if actual != system:
            names = {"coc7": "Call of Cthulhu", "toc": "Trail of Cthulhu"}
            raise RollError(
                QCoreApplication.translate(
                    "RollController", "this is a {0} sheet: {1} rolls do not apply"
                ).format(names.get(actual, actual), names.get(system, system))
            )
        return doc.sheet

    def _apply(self, doc: _Doc, outcome: Any, text: str) -> bool:
        """Push one undo step when the outcome changed the sheet."""
        if outcome is None or not getattr(outcome, "changes", ()):
            return False
        return bool(doc.replace_sheet(outcome.sheet, text))

    def _emit(self, doc: _Doc, **fields: Any) -> RollCard:
        card = RollCard(
            id=next(self._ids),
            sheet_name=doc.display_name if doc is not None else "",
            doc_ref=weakref.ref(doc) if doc is not None else _no_document,
            **fields,
        )
        if doc is not None:
            self._watch(doc, card)
        self.log.add(card)
        self.cardAdded.emit(card)
        return card

    # ------------------------------------------------------------------ undo and closed sheets

    def _watch(self, doc: _Doc, card: RollCard) -> None:
        """Remember the undo step of a card that changed the sheet, and follow the sheet's
        undo stack (undone cards) and its closing (follow-ups disabled)."""
        stack = doc.undo_stack
        if card.changed and stack.index() > 0:
            self._steps[card.id] = (stack.index() - 1, stack.command(stack.index() - 1))
        if not doc.property("rollControllerWatches"):
            doc.setProperty("rollControllerWatches", True)
            # Plain functions holding a weak reference, not bound slots: the sheet (and its
            # stack) may outlive this controller, and PySide looks a bound slot up on a receiver
            # that may be half destroyed by then ("Slot 'RollController::' not found").
            controller = weakref.ref(self)

            def undone(*_args: Any) -> None:
                alive = controller()
                if alive is not None and shiboken6.isValid(alive):
                    alive._sync_undone()

            def closed(*_args: Any) -> None:
                alive = controller()
                if alive is not None and shiboken6.isValid(alive):
                    alive._sheet_closed()

            stack.indexChanged.connect(undone)
            doc.destroyed.connect(closed)

    def _step_done(self, card: RollCard) -> bool | None:
        """Whether a card's undo step is applied (None: the card pushed no step, or its step is
        gone: see :meth:`_sync_undone`)."""
        step = self._steps.get(card.id)
        if step is None:
            return None
        position, command = step
        doc = card.document
        if doc is None or not shiboken6.isValid(command):
            return None
        stack = doc.undo_stack
        return position < stack.index() and stack.command(position) is command

    def _sync_undone(self, *args: Any) -> None:
        """Mark the cards whose undo step was undone, unmark the redone ones.

        A step the stack deleted is no longer followed, and its card keeps what it showed when
        the step went: a step discarded by a new edit after undoing it was undone already (the
        card stays "Undone"); the steps deleted while applied (File → Reload clears the stack,
        an undo limit drops the oldest) left their change in the sheet (the card is not undone).
        """
        for card in self.log.cards:
            step = self._steps.get(card.id)
            if step is None:
                continue
            if card.document is None or not shiboken6.isValid(step[1]):
                del self._steps[card.id]
                continue
            done = self._step_done(card)
            if done is not None and card.undone == done:
                self.log.replace(dataclasses.replace(card, undone=not done))

    def _sheet_closed(self, *args: Any) -> None:
        # The wrapper may still look alive while ``destroyed`` is emitted: look once it is gone.
        QTimer.singleShot(0, self, self.disable_closed)

    def disable_closed(self) -> None:
        """Disable the follow-ups of the cards whose sheet is closed (they say why)."""
        for card in self.log.cards:
            if card.doc_ref is _no_document or card.document is not None:
                continue
            if any(f.enabled for f in card.follow_ups):
                follow_ups = tuple(_closed(f) for f in card.follow_ups)
                self.log.replace(dataclasses.replace(card, follow_ups=follow_ups))

    # ------------------------------------------------------------------ the free dice roller

    def free_roll(self, text: str) -> RollCard:
        """Roll a dice expression typed by the player (``3D6*5``, ``1D6+1D4``, a SAN loss
        ``1/1D6``), with the grammar of the command line; a card without a sheet.

        Raises:
            DiceError: the text is not an expression (its message gives the position).
        """
        parsed = parse_any(text.strip())
        if isinstance(parsed, SanLoss):
            success = parsed.success.roll(self.rng)
            failure = parsed.failure.roll(self.rng)
            fumble = parsed.failure.maximum()
            on_success = QCoreApplication.translate("RollController", "success")
            on_failure = QCoreApplication.translate("RollController", "failure")
            return self._emit(
                None,
                system="",
                title=QCoreApplication.translate("RollController", "SAN loss {0}").format(parsed),
                kind="dice",
                result=(success, failure),
                dice=dice_faces(success, on_success + " ")
                + dice_faces(failure, on_failure + " "),
                result_text=f"{success.total}/{failure.total}",
                summary=QCoreApplication.translate(
                    "RollController", "{0} on a success, {1} on a failure ({2} on a fumble)"
                ).format(success.total, failure.total, fumble),
            )
        result = parsed.roll(self.rng)
        return self._emit(
            None,
            system="",
            title=str(parsed),
            kind="dice",
            result=result,
            dice=dice_faces(result),
            result_text=str(result.total),
        )

    def _finish(self, doc: _Doc, outcome: Any, undo_text: str, **fields: Any) -> RollCard:
        changed = self._apply(doc, outcome, undo_text)
        notes = tuple(getattr(outcome, "notes", ()) or ())
        fields.setdefault("notes", notes)
        return self._emit(doc, outcome=outcome, changed=changed, **fields)

    # ------------------------------------------------------------------ CoC follow-ups offered

    @staticmethod
    def _d100_follow_ups(roll: D100Roll, luck: int) -> tuple[FollowUp, ...]:
        follow_ups: list[FollowUp] = []
        if roll.kind.value in ("skill", "characteristic"):
            refusal = roll.push_refusal()
            # Offer Push only where it makes sense (a failure); say why when it is refused.
            if refusal is None:
                follow_ups.append(
                    FollowUp.made("push", lambda: (QCoreApplication.translate("RollController", "Push"), ""))
                )
        for level, cost in roll.luck_costs.items():

            def texts(cost: int = cost, word: str = level.word) -> tuple[str, str]:
                label = QCoreApplication.translate("RollController", "Spend {0} Luck → {1}").format(
                    cost, _difficulty_text(Difficulty(word))
                )
                if cost <= luck:
                    return label, ""
                return label, QCoreApplication.translate(
                    "RollController", "not enough Luck: {0} needed, {1} left"
                ).format(cost, luck)

            follow_ups.append(FollowUp.made(f"luck:{level.word}", texts, cost <= luck))
        return tuple(follow_ups)

    @classmethod
    def _forced_follow_ups(
        cls, roll: D100Roll, luck: int, levels: Iterable[str] = ("regular",)
    ) -> tuple[FollowUp, ...]:
        """Spend-Luck follow-ups of a forced CON roll (major wound, dying, weekly healing).

        Only the ``levels`` that change what the roll does are offered (a success for the
        CON rolls; also an Extreme success for the weekly healing roll), never on a roll Luck
        was already spent on; fumbles and criticals offer nothing (the engine refuses them).
        """
        if roll.luck_spent:
            return ()
        wanted = {f"luck:{level}" for level in levels}
        return tuple(f for f in cls._d100_follow_ups(roll, luck) if f.id in wanted)

    def _d100_card(
        self,
        doc: _Doc,
        outcome: Any,
        kind: str,
        undo_text: str,
        name: str | None = None,
        context: dict[str, Any] | None = None,
        extra_dice: Sequence[str] = (),
    ) -> RollCard:
        roll: D100Roll = outcome.roll
        # Luck left once this outcome is applied (a Luck spend lowers it).
        luck = outcome.sheet.luck
        extra = tuple(extra_dice)

        def texts() -> dict[str, Any]:
            return {
                "title": _d100_title(roll, name),
                "dice": d100_dice(roll) + extra,
                "result_text": _d100_result_text(roll),
                "summary": _d100_summary(roll),
            }

        return self._finish(
            doc,
            outcome,
            undo_text,
            system="coc7",
            kind=kind,
            result=roll,
            level=roll.level.word,
            success=roll.success,
            follow_ups=self._d100_follow_ups(roll, luck),
            context=dict(context or {}),
            texts=texts,
            **texts(),
        )

    # ------------------------------------------------------------------ CoC rolls

    def skill(
        self, doc: _Doc, label: str, difficulty: str = "regular", bonus: int = 0, penalty: int = 0
    ) -> RollCard:
        """Roll a skill; a success ticks it (one undo step)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.skill_roll(sheet, label, self.rng, difficulty, bonus, penalty)
        return self._d100_card(
            doc,
            outcome,
            "skill",
            QCoreApplication.translate("RollController", "Roll {0}").format(_coc_term(outcome.roll.label)),
            context={"label": outcome.roll.label},
        )

    def characteristic(
        self, doc: _Doc, name: str, difficulty: str = "regular", bonus: int = 0, penalty: int = 0
    ) -> RollCard:
        """Roll a characteristic (STR, CON...)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.characteristic_roll(sheet, name, self.rng, difficulty, bonus, penalty)
        return self._d100_card(
            doc,
            outcome,
            "characteristic",
            QCoreApplication.translate("RollController", "Roll {0}").format(_coc_term(outcome.roll.label)),
            context={"label": outcome.roll.label},
        )

    def idea(
        self, doc: _Doc, difficulty: str = "regular", bonus: int = 0, penalty: int = 0
    ) -> RollCard:
        """An Idea roll (against INT)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.idea_roll(sheet, self.rng, difficulty, bonus, penalty)
        return self._d100_card(
            doc,
            outcome,
            "idea",
            QCoreApplication.translate("RollController", "Idea roll"),
            context={"label": "Idea"},
        )

    def know(
        self, doc: _Doc, difficulty: str = "regular", bonus: int = 0, penalty: int = 0
    ) -> RollCard:
        """A Know roll (against EDU)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.know_roll(sheet, self.rng, difficulty, bonus, penalty)
        return self._d100_card(
            doc,
            outcome,
            "know",
            QCoreApplication.translate("RollController", "Know roll"),
            context={"label": "Know"},
        )

    def luck(
        self, doc: _Doc, difficulty: str = "regular", bonus: int = 0, penalty: int = 0
    ) -> RollCard:
        """A Luck roll (never pushed, never bought with Luck)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.luck_roll(sheet, self.rng, difficulty, bonus, penalty)
        return self._d100_card(
            doc,
            outcome,
            "luck",
            QCoreApplication.translate("RollController", "Luck roll"),
            context={"label": "Luck"},
        )

    def san(self, doc: _Doc, loss_text: str, bonus: int = 0, penalty: int = 0) -> RollCard:
        """A Sanity roll with a loss such as ``0/1D6``; SAN lost is applied (one undo step).

        Raises:
            DiceError: the loss is not a valid SAN loss expression (nothing is rolled).
        """
        sheet = self._check(doc, "coc7")
        parse_san_loss(loss_text)  # refuse a bad expression before any die is rolled
        outcome = coc_play.san_roll(sheet, loss_text, self.rng, bonus, penalty)
        roll = outcome.roll
        follow_ups: tuple[FollowUp, ...] = ()
        if outcome.int_roll_needed:
            follow_ups = (
                FollowUp.made(
                    "int_roll",
                    lambda: (QCoreApplication.translate("RollController", "INT roll (temporary insanity)"), ""),
                ),
            )
        if outcome.loss_dice is not None:
            loss_dice = dice_faces(
                outcome.loss_dice, QCoreApplication.translate("RollController", "loss") + " "
            )
        else:
            loss_dice = (
                QCoreApplication.translate("RollController", "loss: maximum {0}").format(
                    outcome.loss
                ),
            )
        side = (
            QCoreApplication.translate("RollController", "success")
            if roll.success
            else QCoreApplication.translate("RollController", "failure")
        )
        summary = QCoreApplication.translate(
            "RollController", "{0}: {1} SAN lost ({2}), SAN {3} → {4}"
        ).format(level_text(roll.level), outcome.lost, side, outcome.san_before, outcome.san_after)
        return self._finish(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "SAN roll ({0})").format(
                outcome.loss_text
            ),
            system="coc7",
            title=QCoreApplication.translate("RollController", "Sanity {0}, loss {1}").format(
                roll.value, outcome.loss_text
            ),
            kind="san",
            result=roll,
            dice=d100_dice(roll) + loss_dice,
            result_text=f"{roll.result:02d}",
            level=roll.level.word,
            success=roll.success,
            summary=summary,
            follow_ups=follow_ups,
            context={"loss": outcome.lost},
        )

    def opposed(
        self,
        doc: _Doc,
        label: str,
        opponent_value: int,
        bonus: int = 0,
        penalty: int = 0,
        *,
        opponent_label: str = "opponent",
        opponent_bonus: int = 0,
        opponent_penalty: int = 0,
    ) -> RollCard:
        """An opposed roll against an opponent's value (winning with a skill success ticks)."""
        sheet = self._check(doc, "coc7")
        if (
            not isinstance(opponent_value, int)
            or isinstance(opponent_value, bool)
            or opponent_value < 0
        ):
            raise RollError(
                QCoreApplication.translate(
                    "RollController", "the opponent's value must be a whole number >= 0"
                )
            )
        outcome = coc_play.opposed_roll(
            sheet,
            label,
            self.rng,
            opponent_value,
            opponent_label=opponent_label,
            bonus=bonus,
            penalty=penalty,
            opponent_bonus=opponent_bonus,
            opponent_penalty=opponent_penalty,
        )
        roll, other, result = outcome.roll, outcome.other, outcome.result
        success = {"a": True, "b": False, "none": False}.get(result.winner)
        return self._finish(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "Opposed {0}").format(_coc_term(roll.label)),
            system="coc7",
            title=QCoreApplication.translate("RollController", "{0} {1} vs {2} {3}").format(
                _coc_term(roll.label), roll.value, _coc_term(other.label), other.value
            ),
            kind="opposed",
            result=outcome,
            dice=d100_dice(roll, QCoreApplication.translate("RollController", "you") + ": ")
            + d100_dice(other, _coc_term(other.label) + ": "),
            result_text=f"{roll.result:02d} / {other.result:02d}",
            level=roll.level.word,
            success=success,
            summary=result.reason,
            context={"label": roll.label},
        )

    def damage(self, doc: _Doc, weapon_index: int, extreme: bool = False) -> RollCard:
        """Roll a weapon's damage (with the sheet's Damage Bonus); offers "apply"."""
        sheet = self._check(doc, "coc7")
        if not isinstance(weapon_index, int) or not 0 <= weapon_index < len(sheet.weapons):
            raise RollError(
                QCoreApplication.translate(
                    "RollController", "the sheet has no weapon number {0}"
                ).format(weapon_index)
            )
        weapon = sheet.weapons[weapon_index]
        outcome = coc_play.damage_roll(sheet, weapon, self.rng, extreme)
        dice: tuple[str, ...] = ()
        for result in outcome.dice:
            dice += dice_faces(result)
        if outcome.maximum:
            dice += (
                QCoreApplication.translate("RollController", "maximum {0}").format(outcome.maximum),
            )
        shown = terms.term("coc7", "weapon", weapon.name)  # a weapon of the data's list, translated
        title = f"{shown}: {outcome.expression}"
        if extreme:
            title += " (" + QCoreApplication.translate("RollController", "extreme") + ")"
        return self._finish(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "Damage {0}").format(shown),
            system="coc7",
            title=title,
            kind="damage",
            result=outcome.dice[-1] if outcome.dice else outcome,
            dice=dice,
            result_text=str(outcome.total),
            summary=QCoreApplication.translate("RollController", "{0} damage (DB {1})").format(
                outcome.total, outcome.damage_bonus
            ),
            follow_ups=(_apply_damage_follow_up(outcome.total),),
            context={"damage": outcome.total},
        )

    def development(self, doc: _Doc) -> RollCard:
        """The development phase: every ticked skill rolls; the gains are ONE undo step."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.development_phase(sheet, self.rng)
        dice: list[str] = []
        san = QCoreApplication.translate("Dice", "SAN")
        for check in outcome.checks:
            if check.roll is None:
                continue
            label = _coc_term(check.label)
            dice.append(f"{label}: D100 {check.roll:02d}")
            if check.improved:
                dice.append(f"{label}: D10 {check.gain}")
            if check.san_dice is not None:
                dice.extend(dice_faces(check.san_dice, f"{label} {san}: "))
        improved = sum(1 for check in outcome.checks if check.improved)
        summary = QCoreApplication.translate(
            "RollController", "{0} of {1} ticked skills improved"
        ).format(improved, len(outcome.checks))
        if outcome.san_gained:
            summary += "; " + QCoreApplication.translate("RollController", "+{0} SAN").format(
                outcome.san_gained
            )
        return self._finish(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "Development phase"),
            system="coc7",
            title=QCoreApplication.translate("RollController", "Development phase"),
            kind="development",
            result=outcome,
            dice=tuple(dice),
            result_text=QCoreApplication.translate("RollController", "{0} improved").format(
                improved
            ),
            summary=summary,
        )

    def luck_recovery(self, doc: _Doc) -> RollCard:
        """Luck recovery after a session: 1D100 above Luck adds 1D10."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.luck_recovery(sheet, self.rng)
        dice = (f"D100 {outcome.roll:02d}",) + dice_faces(outcome.gain_dice)
        return self._finish(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "Luck recovery"),
            system="coc7",
            title=QCoreApplication.translate("RollController", "Luck recovery (Luck {0})").format(
                outcome.luck_before
            ),
            kind="luck_recovery",
            result=outcome,
            dice=dice,
            result_text=f"{outcome.roll:02d}",
            success=outcome.gain > 0,
            summary=QCoreApplication.translate("RollController", "Luck {0} → {1}").format(
                outcome.luck_before, outcome.luck_after
            ),
        )

    def roll(
        self, doc: _Doc, kind: str, target: Any = None, options: RollOptions | None = None
    ) -> RollCard:
        """One entry point for roll buttons: roll ``kind`` ("skill", "characteristic",
        "idea", "know", "luck", "san", "opposed", "damage") for ``target`` (a skill label, a
        characteristic, a SAN loss text or None for the sheet's, a weapon index) with
        ``options`` (None: the defaults)."""
        o = options or RollOptions()
        if kind == "skill":
            return self.skill(doc, target, o.difficulty, o.bonus, o.penalty)
        if kind == "characteristic":
            return self.characteristic(doc, target, o.difficulty, o.bonus, o.penalty)
        if kind == "idea":
            return self.idea(doc, o.difficulty, o.bonus, o.penalty)
        if kind == "know":
            return self.know(doc, o.difficulty, o.bonus, o.penalty)
        if kind == "luck":
            return self.luck(doc, o.difficulty, o.bonus, o.penalty)
        if kind == "san":
            loss = o.san_loss or (target or "")
            if not loss:
                sheet = self._check(doc, "coc7")
                loss = sheet.san_loss
            if not loss:
                raise RollError(
                    QCoreApplication.translate("RollController", "give the SAN loss, such as 0/1D6")
                )
            return self.san(doc, loss, o.bonus, o.penalty)
        if kind == "opposed":
            if o.opponent_value is None:
                raise RollError(
                    QCoreApplication.translate(
                        "RollController", "give the opponent's value for an opposed roll"
                    )
                )
            return self.opposed(doc, target, o.opponent_value, o.bonus, o.penalty)
        if kind == "damage":
            return self.damage(doc, target, o.extreme)
        raise RollError(
            QCoreApplication.translate("RollController", "unknown kind of roll {0!r}").format(kind)
        )

    # ------------------------------------------------------------------ follow-ups

    def follow_up(self, card: RollCard, follow_up_id: str) -> RollCard:
        """Do a follow-up of a card; returns the new card.

        ``push``: push the roll (a new pushed roll card). ``luck:<level>``: spend the Luck
        that level costs (Luck deducted, no tick; a new card). ``apply``: apply a damage
        card's damage to the sheet. ``int_roll``: the INT roll after 5+ SAN lost.
        ``dying_roll``: a dying investigator's CON roll for the (next) round.
        ``retry`` (the offered spend) or ``retry:<spend>``: try a failed ToC test again with
        a larger spend.

        Raises:
            RollError: the card has no such follow-up (or it was used), the sheet is closed,
                or the rules refuse it now (nothing changes).
        """
        card = self._current(card)
        if card.undone:
            raise RollError(
                QCoreApplication.translate("RollController", "this roll was undone (redo it first)")
            )
        key = "retry" if follow_up_id.startswith("retry:") else follow_up_id
        offered = card.follow_up(key)
        if offered is None:
            if card.status:
                raise RollError(
                    QCoreApplication.translate(
                        "RollController", "not possible any more: {0}"
                    ).format(card.status)
                )
            raise RollError(
                QCoreApplication.translate(
                    "RollController", "“{0}” cannot be done on this roll"
                ).format(follow_up_id)
            )
        # Luck may have changed since the card was made: the rules check the spend again.
        if not offered.enabled and not key.startswith("luck:"):
            raise RollError(
                offered.reason
                or QCoreApplication.translate("RollController", "“{0}” cannot be done now").format(
                    offered.label
                )
            )
        if key == "push":
            return self.push(card)
        if key.startswith("luck:"):
            return self.spend_luck(card, key.split(":", 1)[1])
        if key == "apply":
            return self.apply_damage(card)
        if key == "int_roll":
            return self.int_roll(card)
        if key == "dying_roll":
            return self.dying_roll(card)
        if key == "retry":
            spend_text = follow_up_id.partition(":")[2]
            if not spend_text:
                return self.retry(card, card.context.get("retry_spend", 1))
            try:
                spend = int(spend_text)
            except ValueError:
                raise RollError(
                    QCoreApplication.translate(
                        "RollController", "a spend must be a whole number, not {0!r}"
                    ).format(spend_text)
                ) from None
            return self.retry(card, spend)
        raise RollError(
            QCoreApplication.translate(
                "RollController", "“{0}” cannot be done on this roll"
            ).format(follow_up_id)
        )

    def _current(self, card: RollCard) -> RollCard:
        """The log's version of a card (its follow-ups may have been used since)."""
        return self.log.card_by_id(card.id) or card

    @staticmethod
    def _refuse_if_used(card: RollCard, *flags: str) -> None:
        for flag in flags:
            if flag in card.context:
                raise RollError(
                    QCoreApplication.translate(
                        "RollController", "not possible any more: {0}"
                    ).format(card.status)
                )

    def _use(
        self, card: RollCard, ids: Iterable[str], status: str, flag: str, new_id: int
    ) -> RollCard:
        """Take used-up follow-ups off a logged card (``"luck:"`` takes every Luck spend),
        say what was done instead, and remember it under ``flag``."""
        wanted = set(ids)

        def used(f: FollowUp) -> bool:
            return f.id in wanted or any(
                f.id.startswith(prefix) for prefix in wanted if prefix.endswith(":")
            )

        follow_ups = tuple(f for f in card.follow_ups if not used(f))
        statuses = [card.status] if card.status else []
        statuses.append(status)
        new = dataclasses.replace(
            card,
            follow_ups=follow_ups,
            status="; ".join(statuses),
            context={**card.context, flag: new_id},
        )
        self.log.replace(new)
        return new

    def push(self, card: RollCard) -> RollCard:
        """Push a failed skill or characteristic roll (once): a new card; the old card no
        longer offers Push nor Luck."""
        card = self._current(card)
        doc = card.document
        sheet = self._check(doc, "coc7")
        if not isinstance(card.result, D100Roll) or card.system != "coc7":
            raise RollError(
                QCoreApplication.translate(
                    "RollController", "only skill and characteristic rolls can be pushed"
                )
            )
        self._refuse_if_used(card, "pushed_by", "luck_by")
        label = card.context.get("label") if card.kind == "skill" else None
        outcome = coc_play.push_roll(sheet, card.result, self.rng, label)
        new = self._d100_card(
            doc,
            outcome,
            card.kind,
            QCoreApplication.translate("RollController", "Push {0}").format(_coc_term(outcome.roll.label)),
            context={"label": card.context.get("label", outcome.roll.label)},
        )
        self._use(
            card,
            ["push", "luck:"],
            QCoreApplication.translate("RollController", "Pushed: see roll #{0}").format(new.id),
            "pushed_by",
            new.id,
        )
        return new

    def spend_luck(self, card: RollCard, level: str | int) -> RollCard:
        """Spend Luck on a roll: ``level`` is the level to reach ("hard") or a number of
        points. Luck is deducted, no tick is earned (a tick the roll earned is withdrawn),
        and a new card shows the altered roll (one undo step). On a forced roll (the INT roll
        after a SAN loss, the CON roll of a major wound, of dying or of weekly healing) the
        better result takes effect in the same step: temporarily insane, conscious again,
        alive for another round, or healed."""
        card = self._current(card)
        doc = card.document
        sheet = self._check(doc, "coc7")
        # Forced rolls keep their outcome: the INT card as its outcome, the CON roll of a wound,
        # dying or weekly healing card under "forced" (the card's outcome is the whole wound).
        forced = card.outcome if card.kind == "int_roll" else card.context.get("forced")
        roll = forced.roll if forced is not None else card.result
        if not isinstance(roll, D100Roll) or card.system != "coc7":
            raise RollError(
                QCoreApplication.translate("RollController", "Luck cannot be spent on this roll")
            )
        self._refuse_if_used(card, "pushed_by", "luck_by")
        if isinstance(level, int) and not isinstance(level, bool):
            points = level
        else:
            wanted = Level.from_word(str(level))
            costs = roll.luck_costs
            if wanted not in costs:
                raise RollError(
                    roll.luck_refusal()
                    or QCoreApplication.translate(
                        "RollController", "Luck cannot make this roll a {0} success"
                    ).format(wanted.word)
                )
            points = costs[wanted]
        undo_text = QCoreApplication.translate("RollController", "Spend {0} Luck on {1}").format(
            points, _coc_term(roll.label)
        )
        luck_die = (QCoreApplication.translate("RollController", "Luck −{0}").format(points),)
        if forced is not None:
            # A forced roll (INT, CON): the rules apply what the better result changes.
            outcome = coc_play.spend_luck(sheet, forced, points, self.rng)
            new = self._forced_card(doc, outcome, undo_text, luck_die)
        else:
            outcome = coc_play.spend_luck(
                sheet, card.outcome if card.outcome is not None else roll, points
            )
            new = self._d100_card(
                doc,
                outcome,
                card.kind,
                undo_text,
                context={"label": card.context.get("label", roll.label)},
                extra_dice=luck_die,
            )
        self._use(
            card,
            ["push", "luck:"],
            QCoreApplication.translate("RollController", "Luck spent: see roll #{0}").format(
                new.id
            ),
            "luck_by",
            new.id,
        )
        return new

    def _forced_card(
        self, doc: _Doc, outcome: Any, undo_text: str, extra_dice: Sequence[str] = ()
    ) -> RollCard:
        """The card of a forced roll's outcome: INT (temporary insanity), a CON roll (major
        wound, dying) or the weekly healing roll."""
        if isinstance(outcome, coc_play.InsanityOutcome):
            return self._int_card(doc, outcome, undo_text, extra_dice=extra_dice)
        if isinstance(outcome, coc_play.ConRollOutcome):
            return self._con_card(doc, outcome, undo_text, extra_dice=extra_dice)
        return self._heal_card(doc, outcome, "weekly", undo_text, extra_dice=extra_dice)

    def apply_damage(self, card: RollCard, amount: int | None = None) -> RollCard:
        """Apply a damage card's damage (or ``amount``) to the card's sheet as one step."""
        card = self._current(card)
        if card.kind not in ("damage", "toc_damage"):
            raise RollError(
                QCoreApplication.translate("RollController", "only damage rolls can be applied")
            )
        self._refuse_if_used(card, "applied_by")
        damage = card.context.get("damage", 0) if amount is None else amount
        if card.kind == "toc_damage":
            new = self._toc_apply_damage(card, damage)
        else:
            doc = card.document
            sheet = self._check(doc, "coc7")
            outcome = coc_play.apply_damage(sheet, damage)
            new = self._finish(
                doc,
                outcome,
                QCoreApplication.translate("RollController", "Take {0} damage").format(damage),
                system="coc7",
                title=QCoreApplication.translate("RollController", "Wound: {0} damage").format(
                    damage
                ),
                kind="wound",
                result=outcome,
                result_text=QCoreApplication.translate("RollController", "HP {0} → {1}").format(
                    outcome.hp_before, outcome.hp_after
                ),
                summary=_wound_summary(outcome),
            )
        self._use(
            card,
            ["apply"],
            QCoreApplication.translate("RollController", "Damage applied: see roll #{0}").format(
                new.id
            ),
            "applied_by",
            new.id,
        )
        return new

    def _int_card(
        self, doc: _Doc, outcome: coc_play.InsanityOutcome, undo_text: str, extra_dice: Sequence[str] = ()
    ) -> RollCard:
        """The card of an INT roll after a big SAN loss; Luck may be spent on it (seeds 000/003
        exclude only Luck, damage, Sanity and SAN-loss rolls)."""
        roll = outcome.roll
        if outcome.temporary_insanity and outcome.hours is not None:
            summary = QCoreApplication.translate(
                "RollController", "{0}: temporarily insane for {1} hours"
            ).format(level_text(roll.level), outcome.hours.total)
        else:
            summary = QCoreApplication.translate(
                "RollController", "{0}: no temporary insanity"
            ).format(level_text(roll.level))
        return self._finish(
            doc,
            outcome,
            undo_text,
            system="coc7",
            title=QCoreApplication.translate(
                "RollController", "INT {0} (temporary insanity)"
            ).format(roll.value),
            kind="int_roll",
            result=roll,
            dice=d100_dice(roll)
            + tuple(extra_dice)
            + dice_faces(
                outcome.hours, QCoreApplication.translate("RollController", "hours") + " "
            ),
            result_text=f"{roll.result:02d}",
            level=roll.level.word,
            success=roll.success,
            summary=summary,
            follow_ups=self._d100_follow_ups(roll, outcome.sheet.luck),
        )

    def int_roll(self, card: RollCard | None = None, doc: _Doc | None = None) -> RollCard:
        """The INT roll after 5+ SAN lost in one roll (success: temporary insanity), for a
        SAN card (or for ``doc`` directly)."""
        if card is not None:
            card = self._current(card)
            self._refuse_if_used(card, "int_by")
            doc = card.document
        sheet = self._check(doc, "coc7")
        outcome = coc_play.temporary_insanity_check(sheet, self.rng)
        new = self._int_card(
            doc, outcome, QCoreApplication.translate("RollController", "INT roll (temporary insanity)")
        )
        if card is not None:
            self._use(
                card,
                ["int_roll"],
                QCoreApplication.translate("RollController", "INT roll made: see roll #{0}").format(
                    new.id
                ),
                "int_by",
                new.id,
            )
        return new

    # ------------------------------------------------------------------ Trail of Cthulhu

    def test(self, doc: _Doc, ability: str, difficulty: int = 4, spend: int = 0) -> RollCard:
        """A ToC General ability test: spend (deducted from the pool), then 1D6 + spend
        against the difficulty (raised by the character's condition)."""
        sheet = self._check(doc, "toc")
        outcome = toc_play.ability_test(sheet, ability, self.rng, difficulty, spend)
        return self._toc_test_card(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "Test {0}").format(
                terms.term("toc", "ability", outcome.ability)
            ),
            previous=None,
        )

    test.__test__ = False  # type: ignore[attr-defined]  # not a pytest test

    def retry(self, card: RollCard, spend: int) -> RollCard:
        """Try a failed ToC test again with a larger spend (the rules decide whether it may)."""
        card = self._current(card)
        if card.kind != "gumshoe" or card.outcome is None:
            raise RollError(
                QCoreApplication.translate(
                    "RollController", "only a failed ability test can be tried again"
                )
            )
        self._refuse_if_used(card, "retried_by")
        doc = card.document
        sheet = self._check(doc, "toc")
        outcome = toc_play.retry(sheet, card.outcome, self.rng, spend)
        new = self._toc_test_card(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "Retry {0}").format(
                terms.term("toc", "ability", outcome.ability)
            ),
            previous=card,
        )
        self._use(
            card,
            ["retry"],
            QCoreApplication.translate("RollController", "Tried again: see roll #{0}").format(
                new.id
            ),
            "retried_by",
            new.id,
        )
        return new

    @staticmethod
    def _toc_test_text(test: Any) -> tuple[tuple[str, ...], str]:
        """The dice and the result text of a GUMSHOE test."""
        if test.automatic_failure:
            return (
                QCoreApplication.translate(
                    "RollController", "no die: a zero rating fails automatically"
                ),
            ), "0"
        parts = [str(test.die)]
        if test.spend:
            parts.append(
                QCoreApplication.translate("RollController", "{0} spent").format(test.spend)
            )
        if test.modifier:
            parts.append(f"{test.modifier:+d}")
        text = f"{' + '.join(parts)} = {test.total}" if len(parts) > 1 else str(test.total)
        return (f"D6 {test.die}",), text

    def _toc_test_card(
        self,
        doc: _Doc,
        outcome: Any,
        undo_text: str,
        previous: RollCard | None,
        title: str | None = None,
    ) -> RollCard:
        test = outcome.test
        prefix = title

        def card_texts() -> dict[str, Any]:
            dice, result_text = self._toc_test_text(test)
            summary = (
                QCoreApplication.translate("RollController", "Success: {0} against difficulty {1}")
                if test.success
                else QCoreApplication.translate("RollController", "Failure: {0} against difficulty {1}")
            ).format(test.total, test.difficulty)
            if outcome.penalty:
                summary += " " + QCoreApplication.translate(
                    "RollController", "({0} + {1} for the condition)"
                ).format(outcome.base_difficulty, outcome.penalty)
            summary += "; " + QCoreApplication.translate("RollController", "pool {0} → {1}").format(
                outcome.pool_before, outcome.pool_after
            )
            ability = terms.term("toc", "ability", outcome.ability)
            title = f"{prefix}: {ability} {test.rating}" if prefix else f"{ability} {test.rating}"
            if outcome.base_difficulty != 4:
                title += (
                    " ("
                    + QCoreApplication.translate("RollController", "difficulty {0}").format(
                        outcome.base_difficulty
                    )
                    + ")"
                )
            if previous is not None:
                title += " — " + QCoreApplication.translate("RollController", "retry")
            return {"title": title, "dice": dice, "result_text": result_text, "summary": summary}

        follow_ups: list[FollowUp] = []
        retry_spend = test.spend + 1
        if not test.success and not test.automatic_failure:
            left = outcome.pool_after

            def texts() -> tuple[str, str]:
                label = QCoreApplication.translate("RollController", "Retry spending {0}").format(retry_spend)
                if retry_spend <= left:
                    return label, ""
                return label, QCoreApplication.translate(
                    "RollController", "not enough pool points: {0} needed, {1} left"
                ).format(retry_spend, left)

            follow_ups.append(FollowUp.made("retry", texts, retry_spend <= left))
        return self._finish(
            doc,
            outcome,
            undo_text,
            system="toc",
            kind="gumshoe",
            result=test,
            level="success" if test.success else "failure",
            success=test.success,
            follow_ups=tuple(follow_ups),
            context={"retry_spend": retry_spend, "ability": outcome.ability},
            texts=card_texts,
            **card_texts(),
        )

    def spend(
        self,
        doc: _Doc,
        ability: str,
        points: int,
        *,
        consciousness_spend: int = 0,
        stability_spend: int = 0,
    ) -> RollCard:
        """Spend ToC investigative points (a point-spend clue, a special benefit).

        The rules (:func:`sheetmaker.systems.toc.play.spend_investigative`) check the rating and
        the pool, and make a hurt character pass a Consciousness test and a shaken one a
        Stability test first, with the controller's dice (``consciousness_spend`` and
        ``stability_spend`` are Health and Stability points spent on those tests). A failed
        test spends nothing but is still logged. The card (kind ``"spend"``) shows the pool
        before → after and every die of those tests; whatever the spend changed is one undo
        step.

        Raises:
            RollError: the rules refuse the spend (beyond the pool, a zero rating, a General
                ability, a mind blasted character...); nothing changes and no card is made.
        """
        sheet = self._check(doc, "toc")
        outcome = toc_play.spend_investigative(
            sheet,
            ability,
            points,
            self.rng,
            consciousness_spend=consciousness_spend,
            stability_spend=stability_spend,
        )
        return self._spend_card(doc, outcome, points, general=False)

    def general_spend(self, doc: _Doc, ability: str, points: int, reason: str = "") -> RollCard:
        """Spend ToC General pool points outside a test (a general spend, blocking a fleer...).

        The rules (:func:`sheetmaker.systems.toc.play.general_spend`) check the pool; the card
        (kind ``"spend"``) shows the pool before → after; the spend is one undo step.

        Raises:
            RollError: the rules refuse the spend (beyond the pool, an investigative ability,
                Health, Stability or Sanity...); nothing changes and no card is made.
        """
        sheet = self._check(doc, "toc")
        outcome = toc_play.general_spend(sheet, ability, points, reason)
        return self._spend_card(doc, outcome, points, general=True, reason=reason)

    def _spend_card(
        self, doc: _Doc, outcome: Any, points: int, *, general: bool, reason: str = ""
    ) -> RollCard:
        """The card of a ToC spend: the gate tests (if any) as dice, the pool before → after."""
        gates = tuple(outcome.gate_tests)
        dice: list[str] = []
        results: list[str] = []
        parts: list[str] = []
        for gate in gates:
            if gate.ability == STABILITY:
                name = QCoreApplication.translate("RollController", "Stability test")
            else:
                name = QCoreApplication.translate("RollController", "Consciousness test")
            gate_dice, gate_text = self._toc_test_text(gate)
            dice.extend(f"{name}: {die}" for die in gate_dice)
            results.append(gate_text)
            parts.append(
                (
                    QCoreApplication.translate(
                        "RollController", "{0} passed: {1} against difficulty {2}"
                    )
                    if gate.success
                    else QCoreApplication.translate(
                        "RollController", "{0} failed: {1} against difficulty {2}"
                    )
                ).format(name, gate.total, gate.difficulty)
            )
        if outcome.allowed:
            parts.append(
                QCoreApplication.translate("RollController", "pool {0} → {1}").format(
                    outcome.pool_before, outcome.pool_after
                )
            )
        else:
            parts.append(
                QCoreApplication.translate("RollController", "nothing spent (pool {0})").format(
                    outcome.pool_before
                )
            )
        title = QCoreApplication.translate("RollController", "Spend {0} {1}").format(
            points, terms.term("toc", "ability", outcome.ability)
        )
        undo_text = title
        if reason:
            title += f" ({reason})"
        return self._finish(
            doc,
            outcome,
            undo_text,
            system="toc",
            title=title,
            kind="spend",
            # One gate test is the spend's result; with none (or two) the outcome is.
            result=gates[0] if len(gates) == 1 else outcome,
            dice=tuple(dice),
            result_text=" / ".join(results),
            level=("success" if outcome.allowed else "failure") if gates else None,
            success=outcome.allowed if gates else None,
            summary="; ".join(parts),
            context={
                "ability": outcome.ability,
                "points": points,
                "spent": outcome.points,
                "allowed": outcome.allowed,
                "general": general,
            },
        )

    def stability(
        self, doc: _Doc, loss: int, mythos: bool = False, spend: int = 0, **options: Any
    ) -> RollCard:
        """A ToC Stability test against an event costing ``loss`` on a failure; the loss and
        its consequences (shaken, mind blasted, Sanity lost) apply at once, as one undo step.
        ``options`` go to :func:`sheetmaker.systems.toc.play.stability_test` (``darkness``,
        ``experienced``, ``familiar``, ``big_reveal``, ``difficulty``, ``modifier``)."""
        sheet = self._check(doc, "toc")
        outcome = toc_play.stability_test(
            sheet, self.rng, loss, mythos=mythos, spend=spend, **options
        )
        test = outcome.test
        if test is not None:
            dice, result_text = self._toc_test_text(test)
            summary = (
                QCoreApplication.translate("RollController", "Success: {0} against difficulty {1}")
                if test.success
                else QCoreApplication.translate(
                    "RollController", "Failure: {0} against difficulty {1}"
                )
            ).format(test.total, test.difficulty)
        else:
            dice, result_text, summary = (), "", ""
        summary += "; " if summary else ""
        summary += QCoreApplication.translate("RollController", "Stability {0} → {1}").format(
            outcome.stability_before, outcome.stability_after
        )
        if outcome.status_after != outcome.status_before:
            summary += f" ({outcome.status_after})"
        title = QCoreApplication.translate("RollController", "Stability test, loss {0}").format(
            outcome.loss
        )
        if mythos:
            title += " (" + QCoreApplication.translate("RollController", "Mythos") + ")"
        return self._finish(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "Stability test"),
            system="toc",
            title=title,
            kind="stability",
            result=test if test is not None else outcome,
            dice=dice,
            result_text=result_text,
            level=None if test is None else ("success" if test.success else "failure"),
            success=None if test is None else test.success,
            summary=summary,
        )

    def toc_damage(self, doc: _Doc, weapon_index: int, range_band: str | None = None) -> RollCard:
        """Roll a ToC weapon's damage (1D6 + the modifier, of ``range_band`` for firearms:
        "point_blank", "close", "near", "long"); offers "apply"."""
        sheet = self._check(doc, "toc")
        if not isinstance(weapon_index, int) or not 0 <= weapon_index < len(sheet.weapons):
            raise RollError(
                QCoreApplication.translate(
                    "RollController", "the sheet has no weapon number {0}"
                ).format(weapon_index)
            )
        weapon = sheet.weapons[weapon_index]
        outcome = toc_play.damage_roll(sheet, weapon, self.rng, range_band)
        modifier = outcome.weapon_modifier + outcome.modifier - outcome.zero_rating_penalty
        shown = terms.term("toc", "weapon", outcome.weapon)  # a weapon of the tables, translated
        title = shown
        if range_band:
            title += " (" + range_band.replace("_", " ") + ")"
        return self._finish(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "Damage {0}").format(shown),
            system="toc",
            title=title,
            kind="toc_damage",
            result=outcome,
            dice=(f"D6 {outcome.die}",),
            result_text=str(outcome.total),
            summary=QCoreApplication.translate(
                "RollController", "{0} damage (1D6 {1:+d}{2})"
            ).format(
                outcome.total,
                modifier,
                ", " + QCoreApplication.translate("RollController", "tripled")
                if outcome.tripled
                else "",
            ),
            follow_ups=(_apply_damage_follow_up(outcome.total),),
            context={"damage": outcome.total},
        )

    def _toc_apply_damage(self, card: RollCard, damage: int) -> RollCard:
        doc = card.document
        sheet = self._check(doc, "toc")
        outcome = toc_play.apply_damage(sheet, damage)
        summary = QCoreApplication.translate("RollController", "Health {0} → {1}").format(
            outcome.health_before, outcome.health_after
        )
        if outcome.status_after != outcome.status_before:
            summary += f" ({outcome.status_after})"
        return self._finish(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "Take {0} damage").format(damage),
            system="toc",
            title=QCoreApplication.translate("RollController", "Wound: {0} damage").format(damage),
            kind="toc_wound",
            result=outcome,
            result_text=QCoreApplication.translate("RollController", "Health {0}").format(
                outcome.health_after
            ),
            summary=summary,
        )

    def refresh(self, doc: _Doc, which: str) -> RollCard:
        """Refresh ToC pools: ``which`` is "adventure" (between adventures), "24h" (the
        24-hour group) or "rest_day" (Health +2). One undo step."""
        sheet = self._check(doc, "toc")
        actions = {
            "adventure": (
                toc_play.refresh_between_adventures,
                QCoreApplication.translate("RollController", "Refresh between adventures"),
            ),
            "24h": (
                toc_play.refresh_24_hours,
                QCoreApplication.translate("RollController", "Refresh after 24 hours"),
            ),
            "rest_day": (
                toc_play.rest_day,
                QCoreApplication.translate("RollController", "A day of rest"),
            ),
        }
        if which not in actions:
            raise RollError(
                QCoreApplication.translate(
                    "RollController", "unknown refresh {0!r}: expected adventure, 24h or rest_day"
                ).format(which)
            )
        function, title = actions[which]
        outcome = function(sheet)
        refreshed = getattr(outcome, "refreshed", None)
        if refreshed is not None:
            summary = QCoreApplication.translate("RollController", "Pools refreshed: {0}").format(
                len(refreshed)
            )
        else:
            summary = QCoreApplication.translate("RollController", "Health {0} → {1}").format(
                outcome.health_before, outcome.health_after
            )
        return self._finish(
            doc,
            outcome,
            title,
            system="toc",
            title=title,
            kind="refresh",
            result=outcome,
            summary=summary,
        )

    # ------------------------------------------------------------------ damage, healing, aging

    def _amount(self, amount: int | str) -> tuple[int, tuple[str, ...], str]:
        """A number of points, or a dice expression rolled with the controller's dice.

        Returns the total (never below 0), every die as text and the expression ("" for a
        number).

        Raises:
            DiceError: the text is not a dice expression (nothing is rolled).
            RollError: a negative number, or ``DB`` (the attacker's bonus is not this sheet's).
        """
        if isinstance(amount, str):
            from sheetmaker.core.dice import parse

            expression = parse(amount.strip())
            if expression.uses_db:
                raise RollError(
                    QCoreApplication.translate(
                        "RollController",
                        "type the attacker's damage bonus as dice (such as 1D4), not DB",
                    )
                )
            result = expression.roll(self.rng)
            return max(0, result.total), dice_faces(result), expression.text
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise RollError(
                QCoreApplication.translate("RollController", "the points must be a whole number >= 0")
            )
        return amount, (), ""

    def take_damage(
        self, doc: _Doc, amount: int | str, *, source: str = "", con_roll: bool = True
    ) -> RollCard:
        """CoC: take damage in one blow (a number or a dice expression such as ``1D6+1D4``).

        The wound rules apply (major wound, unconscious, dying, death: seed 004); a major
        wound's CON roll is made at once with ``con_roll`` (failure: unconscious). Everything
        is ONE undo step and one card (kind ``"wound"``). A failed CON roll offers Luck
        (``luck:regular``: conscious again); a dying investigator's card offers the CON roll
        for the round (``dying_roll``).
        """
        sheet = self._check(doc, "coc7")
        damage, dice, expression = self._amount(amount)
        wound = coc_play.apply_damage(sheet, damage)
        final, notes = wound.sheet, list(wound.notes)
        summary = _wound_summary(wound)
        level = success = None
        context: dict[str, Any] = {"damage": damage}
        follow_ups: tuple[FollowUp, ...] = ()
        if con_roll and wound.con_roll_needed:
            con = coc_play.major_wound_con_roll(final, self.rng)
            context["forced"] = con
            follow_ups = self._forced_follow_ups(con.roll, con.sheet.luck)
            final = con.sheet
            notes.extend(con.notes)
            dice += d100_dice(con.roll, "CON: ")
            level, success = con.roll.level.word, con.roll.success
            summary += "; " + (
                QCoreApplication.translate("RollController", "CON roll passed: stays conscious")
                if con.roll.success
                else QCoreApplication.translate(
                    "RollController", "CON roll failed: falls unconscious"
                )
            )
        outcome = dataclasses.replace(
            wound,
            sheet=final,
            changes=coc_play.changes_between(sheet, final),
            notes=tuple(notes),
        )
        title = QCoreApplication.translate("RollController", "Damage taken: {0}").format(damage)
        if expression:
            title += f" ({expression})"
        if source:
            title += f" — {source}"
        return self._finish(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "Take {0} damage").format(damage),
            system="coc7",
            title=title,
            kind="wound",
            result=outcome,
            dice=dice,
            result_text=QCoreApplication.translate("RollController", "HP {0} → {1}").format(
                wound.hp_before, wound.hp_after
            ),
            level=level,
            success=success,
            summary=summary,
            follow_ups=follow_ups + self._dying_follow_ups(final),
            context=context,
        )

    def _dying_follow_ups(self, sheet: Any) -> tuple[FollowUp, ...]:
        """The dying CON roll for the round, offered while the investigator is dying."""
        if not sheet.conditions.dying or sheet.conditions.dead:
            return ()
        return (
            FollowUp.made(
                "dying_roll",
                lambda: (QCoreApplication.translate("RollController", "Dying: CON roll for this round"), ""),
            ),
        )

    def _con_card(
        self,
        doc: _Doc,
        outcome: coc_play.ConRollOutcome,
        undo_text: str,
        extra_dice: Sequence[str] = (),
    ) -> RollCard:
        """The card of a forced CON roll made on its own (dying; a Luck spend on a major
        wound's roll); a failure offers Luck, a dying investigator the next round's roll."""
        roll = outcome.roll
        conditions = outcome.sheet.conditions
        if outcome.reason == "dying":
            title = QCoreApplication.translate("RollController", "CON {0} (dying)").format(
                roll.value
            )
            result = (
                QCoreApplication.translate("RollController", "holds on for another round")
                if roll.success
                else QCoreApplication.translate("RollController", "dies")
            )
        else:
            title = QCoreApplication.translate("RollController", "CON {0} (major wound)").format(
                roll.value
            )
            result = (
                QCoreApplication.translate("RollController", "unconscious")
                if conditions.unconscious
                else QCoreApplication.translate("RollController", "conscious")
            )
        return self._finish(
            doc,
            outcome,
            undo_text,
            system="coc7",
            title=title,
            kind="con_roll",
            result=roll,
            dice=d100_dice(roll) + tuple(extra_dice),
            result_text=f"{roll.result:02d}",
            level=roll.level.word,
            success=roll.success,
            summary=f"{level_text(roll.level)}: {result}",
            follow_ups=self._forced_follow_ups(roll, outcome.sheet.luck)
            + self._dying_follow_ups(outcome.sheet),
            context={"forced": outcome},
        )

    def dying_roll(self, card: RollCard | None = None, doc: _Doc | None = None) -> RollCard:
        """The CON roll a dying investigator makes at the end of each round (seed 004): a
        failure is death, a success holds on for another round. For a card offering it (a
        wound card, the previous round's roll) or for ``doc``; one undo step, one card (kind
        ``"con_roll"``) on which Luck may be spent."""
        if card is not None:
            card = self._current(card)
            self._refuse_if_used(card, "dying_by")
            doc = card.document
        sheet = self._check(doc, "coc7")
        outcome = coc_play.dying_con_roll(sheet, self.rng)
        new = self._con_card(
            doc, outcome, QCoreApplication.translate("RollController", "CON roll (dying)")
        )
        if card is not None:
            self._use(
                card,
                ["dying_roll"],
                QCoreApplication.translate(
                    "RollController", "CON roll for the round: see roll #{0}"
                ).format(new.id),
                "dying_by",
                new.id,
            )
        return new

    def heal(self, doc: _Doc, method: str, amount: int | str = 1) -> RollCard:
        """CoC healing, one undo step and one card (kind ``"heal"``): ``method`` is
        ``"first_aid"`` (a successful First Aid: +1 HP, or Dying ends), ``"medicine"`` (+1D3),
        ``"natural"`` (``amount`` days of rest, 1 HP a day), ``"weekly"`` (the weekly CON roll
        with a major wound) or ``"points"`` (``amount`` HP, a number or dice)."""
        sheet = self._check(doc, "coc7")
        dice: tuple[str, ...] = ()
        names = {
            "first_aid": QCoreApplication.translate("RollController", "First Aid"),
            "medicine": QCoreApplication.translate("RollController", "Medicine"),
            "natural": QCoreApplication.translate("RollController", "Natural healing"),
            "weekly": QCoreApplication.translate("RollController", "Weekly healing roll"),
            "points": QCoreApplication.translate("RollController", "Healing"),
        }
        if method == "first_aid":
            outcome = coc_play.first_aid(sheet)
        elif method == "medicine":
            outcome = coc_play.medicine(sheet, self.rng)
        elif method == "natural":
            days, _, _ = self._amount(amount)
            outcome = coc_play.natural_healing(sheet, days)
        elif method == "weekly":
            outcome = coc_play.weekly_healing(sheet, self.rng)
        elif method == "points":
            points, dice, _ = self._amount(amount)
            outcome = coc_play.heal(sheet, points)
        else:
            raise RollError(
                QCoreApplication.translate("RollController", "unknown healing {0!r}").format(method)
            )
        return self._heal_card(doc, outcome, method, names[method], dice)

    def _heal_card(
        self,
        doc: _Doc,
        outcome: coc_play.HealOutcome,
        method: str,
        undo_text: str,
        extra_dice: Sequence[str] = (),
    ) -> RollCard:
        """A CoC healing card. The weekly healing roll offers Luck when it failed (a success
        then heals 1D3) and for an Extreme success (2D3 in all, the major wound ends)."""
        titles = {
            "first_aid": QCoreApplication.translate("RollController", "First Aid"),
            "medicine": QCoreApplication.translate("RollController", "Medicine"),
            "natural": QCoreApplication.translate("RollController", "Natural healing"),
            "weekly": QCoreApplication.translate("RollController", "Weekly healing roll"),
            "points": QCoreApplication.translate("RollController", "Healing"),
        }
        roll = outcome.roll
        dice = tuple(extra_dice)
        follow_ups: tuple[FollowUp, ...] = ()
        context: dict[str, Any] = {}
        if roll is not None:
            dice = d100_dice(roll, "CON: ") + dice
            context["forced"] = outcome
            follow_ups = self._forced_follow_ups(
                roll, outcome.sheet.luck, ("regular", "extreme")
            )
        dice += dice_faces(outcome.dice)
        return self._finish(
            doc,
            outcome,
            undo_text,
            system="coc7",
            title=titles[method],
            kind="heal",
            result=outcome,
            dice=dice,
            result_text=QCoreApplication.translate("RollController", "HP {0} → {1}").format(
                outcome.hp_before, outcome.hp_after
            ),
            level=None if roll is None else roll.level.word,
            success=None if roll is None else roll.success,
            summary=QCoreApplication.translate("RollController", "{0} HP healed; HP {1} of {2}")
            .format(outcome.healed, outcome.hp_after, outcome.hp_max),
            follow_ups=follow_ups,
            context=context,
        )

    def age(
        self, doc: _Doc, new_age: int, chooser: Any, magical: bool = False
    ) -> RollCard:
        """CoC aging in play to ``new_age`` (seed 003): EDU checks with the controller's dice,
        the deductions split by ``chooser`` (:class:`~sheetmaker.systems.coc7.play.AgingChooser`),
        APP and MOV; one undo step and one card (kind ``"aging"``)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.age_in_play(sheet, new_age, self.rng, chooser, magical)
        dice: list[str] = []
        for decade in outcome.decades:
            if decade.edu_roll is not None:
                dice.append(
                    QCoreApplication.translate("RollController", "{0}: EDU D100 {1}").format(
                        decade.age, decade.edu_roll
                    )
                )
                if decade.edu_gain:
                    dice.append(
                        QCoreApplication.translate("RollController", "{0}: EDU +{1}").format(
                            decade.age, decade.edu_gain
                        )
                    )
        title = QCoreApplication.translate("RollController", "Aging {0} → {1}").format(
            outcome.age_before, outcome.age_after
        )
        changes = outcome.record.changes if outcome.record is not None else {}
        summary = ", ".join(f"{_coc_term(name)} {delta:+d}" for name, delta in changes.items())
        summary = summary or QCoreApplication.translate("RollController", "no characteristic changed")
        summary += "; " + QCoreApplication.translate(
            "RollController", "HP max {0} → {1}, MOV {2} → {3}"
        ).format(outcome.hp_max_before, outcome.hp_max_after, outcome.mov_before, outcome.mov_after)
        return self._finish(
            doc,
            outcome,
            title,
            system="coc7",
            title=title,
            kind="aging",
            result=outcome,
            dice=tuple(dice),
            summary=summary,
        )

    def toc_take_damage(
        self,
        doc: _Doc,
        amount: int | str,
        *,
        armour: bool = True,
        non_lethal: bool = False,
        lethal_firearm: bool = False,
        consciousness: bool = True,
        spend: int = 0,
        source: str = "",
    ) -> RollCard:
        """ToC: take damage (a number or dice) less armour; hurt, seriously wounded or dead
        follow from Health, and a due Consciousness test is made at once with
        ``consciousness`` (``spend`` Health points on it). One undo step, one card (kind
        ``"toc_wound"``)."""
        sheet = self._check(doc, "toc")
        damage, dice, expression = self._amount(amount)
        wound = toc_play.apply_damage(
            sheet, damage, armour=armour, non_lethal=non_lethal, lethal_firearm=lethal_firearm
        )
        final, notes = wound.sheet, list(wound.notes)
        summary = QCoreApplication.translate("RollController", "Health {0} → {1}").format(
            wound.health_before, wound.health_after
        )
        if wound.armour:
            summary += "; " + QCoreApplication.translate("RollController", "armour {0}").format(
                wound.armour
            )
        if wound.status_after != wound.status_before:
            summary += f" ({wound.status_after})"
        level = success = None
        health = wound.health_after
        if consciousness and wound.consciousness_test_needed:
            test = toc_play.consciousness_test(final, self.rng, spend)
            final, health = test.sheet, test.pool_after
            notes.extend(test.notes)
            test_dice, _ = self._toc_test_text(test.test)
            dice += tuple(
                QCoreApplication.translate("RollController", "Consciousness test") + f": {die}"
                for die in test_dice
            )
            level = "success" if test.test.success else "failure"
            success = test.test.success
            summary += "; " + (
                QCoreApplication.translate(
                    "RollController", "Consciousness test passed: {0} against difficulty {1}"
                )
                if success
                else QCoreApplication.translate(
                    "RollController", "Consciousness test failed: {0} against difficulty {1}; fainted"
                )
            ).format(test.test.total, test.test.difficulty)
        elif wound.consciousness_test_needed:
            summary += "; " + QCoreApplication.translate(
                "RollController", "Consciousness test at difficulty {0} or faint"
            ).format(wound.consciousness_difficulty)
        outcome = dataclasses.replace(
            wound,
            sheet=final,
            changes=toc_play.changes_between(sheet, final),
            notes=tuple(notes),
        )
        title = QCoreApplication.translate("RollController", "Damage taken: {0}").format(damage)
        if expression:
            title += f" ({expression})"
        if source:
            title += f" — {source}"
        return self._finish(
            doc,
            outcome,
            QCoreApplication.translate("RollController", "Take {0} damage").format(damage),
            system="toc",
            title=title,
            kind="toc_wound",
            result=outcome,
            dice=dice,
            result_text=QCoreApplication.translate("RollController", "Health {0}").format(
                health
            ),
            level=level,
            success=success,
            summary=summary,
            context={"damage": damage},
        )

    def toc_heal(
        self, doc: _Doc, method: str, amount: int = 1, healer: _Doc | None = None
    ) -> RollCard:
        """ToC healing (seed 001), one card:

        * ``"first_aid"``: ``amount`` First Aid points spent by ``healer`` (another open ToC
          sheet: 2 Health a point) or by the character (``healer`` None or ``doc``: 1 a point);
          0 with an empty First Aid pool restores 1. The patient's and the healer's sheets
          each take one undo step.
        * ``"stabilise"``: ``healer`` (another character) tests First Aid at difficulty 3 (2 for
          a Doctor or Nurse), spending ``amount``, to stop a seriously wounded character's
          loss of Health; the card and the spend are the healer's (kind ``"gumshoe"``).
        * ``"bleed"``: ``amount`` half hours unstabilised, 1 Health lost each.
        * ``"rest"``: ``amount`` days of rest, +2 Health a day.
        """
        sheet = self._check(doc, "toc")
        if healer is doc:
            healer = None
        medic = None if healer is None else self._check(healer, "toc")
        if method == "stabilise":
            if medic is None:
                raise RollError(
                    QCoreApplication.translate(
                        "RollController",
                        "another character must stabilise a seriously wounded one: choose who",
                    )
                )
            outcome = toc_play.stabilise(medic, sheet, self.rng, amount)
            title = QCoreApplication.translate("RollController", "Stabilise {0}").format(
                doc.display_name
            )
            return self._toc_test_card(healer, outcome, title, previous=None, title=title)
        if method == "first_aid":
            outcome = toc_play.first_aid(medic if medic is not None else sheet, amount, sheet)
            title = QCoreApplication.translate("RollController", "First Aid")
            if healer is not None:
                title = QCoreApplication.translate("RollController", "First Aid by {0}").format(
                    healer.display_name
                )
                # The healer's pool is their own undo step; the card follows the patient's.
                if outcome.medic_changes:
                    healer.replace_sheet(
                        outcome.medic_sheet,
                        QCoreApplication.translate(
                            "RollController", "First Aid given to {0}"
                        ).format(doc.display_name),
                    )
        elif method == "bleed":
            outcome = toc_play.bleed(sheet, amount)
            title = QCoreApplication.translate("RollController", "Not stabilised: Health lost")
        elif method == "rest":
            outcome = toc_play.rest_day(sheet, amount)
            title = QCoreApplication.translate("RollController", "Rest")
        else:
            raise RollError(
                QCoreApplication.translate("RollController", "unknown healing {0!r}").format(method)
            )
        if outcome.healed < 0:
            summary = QCoreApplication.translate("RollController", "{0} Health lost").format(
                -outcome.healed
            )
        else:
            summary = QCoreApplication.translate("RollController", "{0} Health regained").format(
                outcome.healed
            )
        if method == "first_aid" and outcome.points:
            summary += "; " + QCoreApplication.translate(
                "RollController", "{0} First Aid spent"
            ).format(outcome.points)
        return self._finish(
            doc,
            outcome,
            title,
            system="toc",
            title=title,
            kind="heal",
            result=outcome,
            result_text=QCoreApplication.translate("RollController", "Health {0} → {1}").format(
                outcome.health_before, outcome.health_after
            ),
            summary=summary,
        )

    def gain_mythos(self, doc: _Doc, points: int, reason: str = "") -> RollCard:
        """ToC: gain Cthulhu Mythos points; the Sanity rating falls to 10 − Mythos when above
        it (seed 001). One undo step, one card (kind ``"mythos"``)."""
        sheet = self._check(doc, "toc")
        outcome = toc_play.gain_mythos(sheet, points, reason=reason)
        title = QCoreApplication.translate("RollController", "Cthulhu Mythos +{0}").format(points)
        if reason.strip():
            title += f" ({reason.strip()})"
        return self._finish(
            doc,
            outcome,
            title,
            system="toc",
            title=title,
            kind="mythos",
            result=outcome,
            result_text=QCoreApplication.translate("RollController", "Cthulhu Mythos {0}").format(
                outcome.mythos_after
            ),
            summary=QCoreApplication.translate(
                "RollController", "Sanity rating {0} → {1}, pool {2} → {3}"
            ).format(
                outcome.rating_before,
                outcome.rating_after,
                outcome.sanity_before,
                outcome.sanity_after,
            ),
        )

    # ------------------------------------------------------------------ party table (issue 13)

    def group_summary(self, system: str, title: str, summary: str, notes: tuple[str, ...] = ()) -> RollCard:
        """A card without a sheet summing up a group roll of the party table (kind ``"group"``);
        each sheet's own roll has its own card and undo step."""
        return self._emit(None, system=system, title=title, kind="group", summary=summary, notes=notes)


def _wound_summary(outcome: Any) -> str:
    """What a CoC wound did, in words: "Major wound; dying", or "HP 4 of 10"."""
    words = []
    if outcome.instant_death:
        words.append(QCoreApplication.translate("RollController", "Dead"))
    if outcome.major_wound:
        words.append(QCoreApplication.translate("RollController", "Major wound"))
    if outcome.dying:
        words.append(QCoreApplication.translate("RollController", "dying"))
    elif outcome.unconscious:
        words.append(QCoreApplication.translate("RollController", "unconscious"))
    if outcome.con_roll_needed:
        words.append(QCoreApplication.translate("RollController", "CON roll or fall unconscious"))
    words.append(
        QCoreApplication.translate("RollController", "HP {0} of {1}").format(
            outcome.hp_after, outcome.hp_max
        )
    )
    return "; ".join(words)
