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

The package: :mod:`.cards` (the cards, the options and the log model), :mod:`.controller`
(what every roll goes through: the undo step, the log, undone cards, closed sheets, the
follow-ups), one module per game for its roll kinds (:mod:`.coc7`, :mod:`.toc`) and one for its
wounds and healing (:mod:`.coc7_health`, :mod:`.toc_health`); :class:`RollController` is all of
them.

This module uses QtCore and QtGui only (never QtWidgets).
"""

from __future__ import annotations

from sheetmaker.models.rolls.cards import (
    CardIdRole,
    CardRole,
    FollowUp,
    LevelRole,
    RollCard,
    RollLogModel,
    RollOptions,
    SuccessRole,
    dice_faces,
)
from sheetmaker.models.rolls.coc7 import COC_KINDS, d100_dice, level_text
from sheetmaker.models.rolls.coc7_health import CoC7Health
from sheetmaker.models.rolls.toc_health import ToCHealth

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


class RollController(CoC7Health, ToCHealth):
    """Makes rolls for open sheets, logs a card for each, and pushes undo steps.

    Every roll method returns the new :class:`RollCard` (also added to :attr:`log` and sent
    with :attr:`cardAdded`). When the outcome changed the sheet, exactly one undo step is
    pushed on the document with ``doc.replace_sheet(outcome.sheet, text)``.

    Raises (every roll method): :class:`~sheetmaker.core.errors.SheetMakerError` subclasses
    (``RollError``, ``DiceError``) on input the rules refuse; nothing changes then.
    """
