"""RollController: Trail of Cthulhu First Aid given by another character, stabilising, bleeding
(issue 12, play-action leftovers)."""

from __future__ import annotations

import pytest

from sheetmaker.core.errors import RollError
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from tests.ui.test_play_actions import ScriptedRandom


def _toc(qapp, sample: str, health: int | None = None) -> SheetDocument:
    doc = SheetDocument.open(str(resource("samples", f"{sample}.sheet.json")))
    if health is not None:
        sheet = doc.sheet.model_copy(deep=True)
        sheet.abilities["Health"].pool = health
        doc.replace_sheet(sheet, "set up")
    doc.undo_stack.clear()
    return doc


# --------------------------------------------------------------------------- ToC First Aid


def test_toc_first_aid_by_another_restores_2_health_a_point(qapp):
    """Seed 001: "Each First Aid pool point spent by another character can restore 2 Health
    pool points to the wounded character." Dr. Brandauer (First Aid 6) spends 2 on Billie
    (Pulp, Health −3): Health 1, her First Aid pool 4; each sheet one undo step."""
    healer = _toc(qapp, "toc-alienist-purist")
    patient = _toc(qapp, "toc-pulp-pilot", health=-3)
    rolls = RollController(ScriptedRandom())
    card = rolls.toc_heal(patient, "first_aid", 2, healer=healer)
    assert card.kind == "heal" and card.document is patient
    assert card.title == "First Aid by Dr. Ottilie Brandauer"
    assert card.result_text == "Health -3 → 1"
    assert card.summary == "4 Health regained; 2 First Aid spent"
    assert patient.derived.health.pool == 1
    assert healer.sheet.abilities["First Aid"].pool == 4
    assert patient.undo_stack.count() == 1 and healer.undo_stack.count() == 1
    assert rolls.log.rowCount() == 1
    healer.undo_stack.undo()
    assert healer.sheet.abilities["First Aid"].pool in (None, 6)


def test_toc_first_aid_on_oneself_restores_1_a_point(qapp):
    """Seed 001: "Each First Aid pool point spent by the wounded character themselves,
    restores 1 Health pool point." Purist: never above a third of the rating (7 // 3 = 2)."""
    doc = _toc(qapp, "toc-alienist-purist", health=-3)
    card = RollController(ScriptedRandom()).toc_heal(doc, "first_aid", 2, healer=doc)
    assert doc.derived.health.pool == -1 and card.title == "First Aid"
    assert doc.sheet.abilities["First Aid"].pool == 4 and doc.undo_stack.count() == 1


def test_toc_stabilise_is_the_healers_first_aid_test_at_difficulty_3(qapp):
    """Seed 001: "Another character can stabilise the seriously wounded character's Health
    pool point loss by passing a difficulty 3 First Aid test ... but can not restore any Health
    pool points". Die 3 + 1 spent = 4 against 3."""
    healer = _toc(qapp, "toc-alienist-purist")
    patient = _toc(qapp, "toc-pulp-pilot", health=-7)
    rolls = RollController(ScriptedRandom(3))
    card = rolls.toc_heal(patient, "stabilise", 1, healer=healer)
    assert card.kind == "gumshoe" and card.success and card.document is healer
    assert card.title.startswith("Stabilise Wilhelmina")
    assert "(difficulty 3)" in card.title
    assert "stabilised: no more Health lost" in card.notes
    assert healer.sheet.abilities["First Aid"].pool == 5
    assert patient.derived.health.pool == -7 and patient.undo_stack.count() == 0
    with pytest.raises(RollError, match="another character"):
        rolls.toc_heal(patient, "stabilise", 0, healer=patient)


def test_toc_an_unstabilised_character_loses_1_health_a_half_hour(qapp):
    """Seed 001: "A seriously wounded character will continue to lose 1 Health pool point
    every half-hour, until stabilised." −7, two half hours: −9."""
    doc = _toc(qapp, "toc-pulp-pilot", health=-7)
    card = RollController(ScriptedRandom()).toc_heal(doc, "bleed", 2)
    assert doc.derived.health.pool == -9
    assert card.summary == "2 Health lost"
    assert doc.undo_stack.count() == 1
