"""RollController: refused rolls, closed sheets, a roll for the other game, unknown follow-ups."""

from __future__ import annotations

import gc

import pytest

from sheetmaker.core.errors import RollError
from sheetmaker.models.document import SheetDocument
from tests.models.rolls.helpers import SPOT_HIDDEN, controller, failed, seed_where

# --------------------------------------------------------------------------- errors, closed sheets


def test_refused_rolls_change_nothing(harvey):
    rolls = controller(1)
    with pytest.raises(RollError, match="no skill named"):
        rolls.skill(harvey, "Basket Weaving")
    with pytest.raises(RollError, match="difficulty"):
        rolls.skill(harvey, "Spot Hidden", "impossible")
    assert rolls.log.rowCount() == 0 and harvey.undo_stack.count() == 0


def test_cards_of_a_closed_sheet_do_not_crash(harvey, qapp):
    seed = seed_where(failed, SPOT_HIDDEN)
    rolls = controller(seed)
    doc = SheetDocument(harvey.document)
    card = rolls.skill(doc, "Spot Hidden")
    assert card.document is doc
    del doc
    gc.collect()
    assert card.document is None
    with pytest.raises(RollError, match="closed"):
        rolls.follow_up(card, "push")
    assert "Spot Hidden" in card.as_text()


def test_a_deleted_qt_document_counts_as_closed(harvey, qapp):
    import shiboken6

    seed = seed_where(failed, SPOT_HIDDEN)
    rolls = controller(seed)
    doc = SheetDocument(harvey.document)
    card = rolls.skill(doc, "Spot Hidden")
    shiboken6.delete(doc)
    assert card.document is None
    with pytest.raises(RollError, match="closed"):
        rolls.follow_up(card, "push")


def test_a_coc_roll_on_a_toc_sheet_is_refused(qapp):
    from sheetmaker.systems.toc.model import ToCDocument

    doc = SheetDocument(ToCDocument(name="Dr Hale"))
    with pytest.raises(RollError, match="Trail of Cthulhu sheet"):
        controller(1).skill(doc, "Spot Hidden")


def test_unknown_follow_up(harvey):
    card = controller(1).luck(harvey)
    with pytest.raises(RollError, match="cannot be done"):
        controller(1).follow_up(card, "teleport")
