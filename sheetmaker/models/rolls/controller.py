"""The roll controller's machinery shared by both games: checking a roll's sheet, applying an
outcome as one undo step, logging its card, following the sheet's undo stack and its closing,
doing a card's follow-ups, the free dice roller.

The games' rolls extend :class:`RollControllerBase` (:mod:`.coc7`, :mod:`.coc7_health`,
:mod:`.toc`, :mod:`.toc_health`); :class:`~sheetmaker.models.rolls.RollController` is all of
them. This module uses QtCore only (never QtWidgets).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
import weakref
from collections.abc import Callable, Iterable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

from sheetmaker.core.dice import SanLoss, parse_any
from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import joined
from sheetmaker.models.rolls.cards import (
    FollowUp,
    RollCard,
    RollLogModel,
    _closed,
    _Doc,
    _no_document,
    dice_faces,
    notated,
    translate,
)

__all__ = ["RollControllerBase"]


class RollControllerBase(QObject):
    """What every roll of :class:`~sheetmaker.models.rolls.RollController` goes through: see
    its documentation. The roll kinds of each game are in its own classes."""

    cardAdded = Signal(object)  # noqa: N815 - Qt naming

    def __init__(
        self,
        rng: random.Random | None = None,
        log: RollLogModel | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.rng = rng if rng is not None else random.Random()
        self.log = log if log is not None else RollLogModel(self)
        self._ids = itertools.count(1)
        #: card id -> the undo command its roll pushed (see :meth:`_sync_undone`).
        self._steps: dict[int, Any] = {}

    # ------------------------------------------------------------------ plumbing

    @staticmethod
    def _check(doc: _Doc, system: str) -> Any:
        if doc is None or not shiboken6.isValid(doc):
            raise RollError(
                translate("RollController", "the sheet of this roll is closed")
            )
        actual = doc.document.system
        if actual != system:
            names = {"coc7": "Call of Cthulhu", "toc": "Trail of Cthulhu"}
            raise RollError(
                translate(
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
            **notated(fields),
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
            on_success = translate("RollController", "success")
            on_failure = translate("RollController", "failure")
            return self._emit(
                None,
                system="",
                title=translate("RollController", "SAN loss {0}").format(parsed),
                kind="dice",
                result=(success, failure),
                dice=dice_faces(success, joined(on_success, " "))
                + dice_faces(failure, joined(on_failure, " ")),
                result_text=f"{success.total}/{failure.total}",
                summary=translate(
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
                translate("RollController", "this roll was undone (redo it first)")
            )
        key = "retry" if follow_up_id.startswith("retry:") else follow_up_id
        offered = card.follow_up(key)
        if offered is None:
            if card.status:
                raise RollError(
                    translate(
                        "RollController", "not possible any more: {0}"
                    ).format(card.status)
                )
            raise RollError(
                translate(
                    "RollController", "“{0}” cannot be done on this roll"
                ).format(follow_up_id)
            )
        # Luck may have changed since the card was made: the rules check the spend again.
        if not offered.enabled and not key.startswith("luck:"):
            raise RollError(
                offered.reason
                or translate("RollController", "“{0}” cannot be done now").format(
                    offered.label
                )
            )
        new = self._follow(card, key, follow_up_id)
        if new is None:
            raise RollError(
                translate(
                    "RollController", "“{0}” cannot be done on this roll"
                ).format(follow_up_id)
            )
        return new

    def _follow(self, card: RollCard, key: str, follow_up_id: str) -> RollCard | None:
        """Do the follow-up ``key`` (``follow_up_id`` as asked: ``retry:2`` for ``retry``) of a
        card :meth:`follow_up` checked, or None when no game's rolls know it. The games' rolls
        extend this for their own follow-ups and call ``super()`` for the others."""
        if key == "apply":
            return self.apply_damage(card)
        return None

    def _current(self, card: RollCard) -> RollCard:
        """The log's version of a card (its follow-ups may have been used since)."""
        return self.log.card_by_id(card.id) or card

    @staticmethod
    def _refuse_if_used(card: RollCard, *flags: str) -> None:
        for flag in flags:
            if flag in card.context:
                raise RollError(
                    translate(
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

    def apply_damage(self, card: RollCard, amount: int | None = None) -> RollCard:
        """Apply a damage card's damage (or ``amount``) to the card's sheet as one step."""
        card = self._current(card)
        applier = self._damage_applier(card.kind)
        if applier is None:
            raise RollError(
                translate("RollController", "only damage rolls can be applied")
            )
        self._refuse_if_used(card, "applied_by")
        damage = card.context.get("damage", 0) if amount is None else amount
        new = applier(card, damage)
        self._use(
            card,
            ["apply"],
            translate("RollController", "Damage applied: see roll #{0}").format(
                new.id
            ),
            "applied_by",
            new.id,
        )
        return new

    def _damage_applier(self, kind: str) -> Callable[[RollCard, int], RollCard] | None:
        """What applies the damage of a card of this ``kind`` to its sheet (the card, the
        damage → the wound card), or None when the card is no damage roll. The games' rolls
        extend this for their damage cards and call ``super()`` for the others."""
        return None

    # ------------------------------------------------------------------ amounts of points

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
                    translate(
                        "RollController",
                        "type the attacker's damage bonus as dice (such as 1D4), not DB",
                    )
                )
            result = expression.roll(self.rng)
            return max(0, result.total), dice_faces(result), expression.text
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise RollError(
                translate("RollController", "the points must be a whole number >= 0")
            )
        return amount, (), ""

    # ------------------------------------------------------------------ party table (issue 13)

    def group_summary(self, system: str, title: str, summary: str, notes: tuple[str, ...] = ()) -> RollCard:
        """A card without a sheet summing up a group roll of the party table (kind ``"group"``);
        each sheet's own roll has its own card and undo step."""
        return self._emit(None, system=system, title=title, kind="group", summary=summary, notes=notes)
