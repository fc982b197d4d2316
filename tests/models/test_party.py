"""The party table model and the group rolls (sheetmaker.models.party)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from sheetmaker.core.errors import DiceError, RollError
from sheetmaker.models import party
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource

COC = ("harvey-walters", "mae-donnelly", "eleni-papadaki", "npc-police-detective")
TOC = ("toc-alienist-purist", "toc-pulp-pilot", "toc-npc-bootlegger")


def _open(name: str) -> SheetDocument:
    return SheetDocument.open(str(resource("samples") / f"{name}.sheet.json"))


@pytest.fixture
def coc_docs(qapp):
    docs = [_open(name) for name in COC]
    yield docs
    for doc in docs:
        doc.deleteLater()


@pytest.fixture
def toc_docs(qapp):
    docs = [_open(name) for name in TOC]
    yield docs
    for doc in docs:
        doc.deleteLater()


@pytest.fixture
def controller(qapp):
    return RollController(rng=random.Random(5))


def _cell(model, row, title):
    column = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())].index(title)
    return model.index(row, column).data()


def test_coc_rows_show_live_values(coc_docs):
    model = party.PartyModel("coc7")
    for doc in coc_docs:
        assert model.add(doc)
    assert not model.add(coc_docs[0])  # once only
    assert model.rowCount() == 4
    assert model.columnCount() == 15
    assert _cell(model, 0, "Name") == "Harvey Walters"
    assert _cell(model, 0, "HP") == "15/15"
    assert _cell(model, 0, "Luck") == "54"
    assert _cell(model, 3, "Best Firearms") == "Firearms (Handgun) 50"
    changed = []
    model.dataChanged.connect(lambda a, b: changed.append((a.row(), b.row())))
    assert coc_docs[0].set_value("sheet.hp", 6)
    assert _cell(model, 0, "HP") == "6/15"
    assert changed == [(0, 0)]
    coc_docs[0].undo_stack.undo()
    assert _cell(model, 0, "HP") == "15/15"
    assert model.index(0, 1).data(party.SORT_ROLE) == 15
    assert model.index(3, 14).data(party.SORT_ROLE) == 50  # Best Firearms sorts by its value
    assert model.index(0, 0).data(party.SORT_ROLE) == "harvey walters"


def test_other_game_is_refused_and_remove(coc_docs, toc_docs):
    model = party.PartyModel("coc7")
    assert not model.add(toc_docs[0])
    model.add(coc_docs[0])
    model.add(coc_docs[1])
    assert model.remove(coc_docs[0])
    assert model.documents == [coc_docs[1]]
    coc_docs[0].set_value("sheet.hp", 3)  # no longer followed
    assert model.rowCount() == 1
    with pytest.raises(ValueError):
        party.PartyModel("dnd")


def test_a_closed_document_leaves_the_table(qtbot, qapp):
    model = party.PartyModel("coc7")
    doc = _open("harvey-walters")
    other = _open("mae-donnelly")
    model.add(doc)
    model.add(other)
    doc.deleteLater()
    qtbot.waitUntil(lambda: model.rowCount() == 1)
    assert model.documents == [other]
    other.deleteLater()


def test_toc_columns_and_gaps_follow_the_sheets(toc_docs):
    model = party.PartyModel("toc")
    gap_signals = []
    model.gapsChanged.connect(lambda: gap_signals.append(1))
    for doc in toc_docs:
        model.add(doc)
    titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert titles[:4] == ["Name", "Health", "Stability", "Sanity"]
    assert len(titles) == 4 + 38
    assert _cell(model, 0, "Health") == "7/7"
    assert _cell(model, 0, "Library Use") == "4"
    assert _cell(model, 0, "Accounting") == ""
    accounting = titles.index("Accounting")
    assert model.headerData(accounting, Qt.Orientation.Horizontal, party.GAP_ROLE)
    assert model.index(0, accounting).data(party.GAP_ROLE)
    assert "Nobody in the party" in model.headerData(accounting, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert not model.headerData(titles.index("Library Use"), Qt.Orientation.Horizontal, party.GAP_ROLE)
    # Ottilie learns Accounting: the gap closes at once.
    ability = toc_docs[0].sheet.abilities.get("Accounting")
    assert ability is None or ability.rating == 0
    from sheetmaker.systems.toc.model import Ability

    abilities = dict(toc_docs[0].sheet.abilities)
    abilities["Accounting"] = Ability(rating=1)
    toc_docs[0].replace_sheet(toc_docs[0].sheet.model_copy(update={"abilities": abilities}), "Learn Accounting")
    assert "Accounting" not in model.gaps
    assert not model.headerData(accounting, Qt.Orientation.Horizontal, party.GAP_ROLE)
    assert gap_signals


def test_group_san_roll_one_undo_step_and_card_per_sheet(coc_docs, controller):
    before = [doc.undo_stack.count() for doc in coc_docs]
    san_before = [doc.derived.san for doc in coc_docs]
    result = party.group_san(controller, coc_docs, "1/1D6")
    assert len(result.cards) == 4
    assert [card.sheet_name for card in result.cards] == [doc.display_name for doc in coc_docs]
    for doc, count, san, card in zip(coc_docs, before, san_before, result.cards, strict=True):
        assert doc.undo_stack.count() == count + 1  # exactly one new step on each sheet
        assert card.kind == "san" and card.changed
        assert doc.derived.san == san - card.context["loss"]
        assert 1 <= card.context["loss"] <= 6
    assert controller.log.cards[-1] is result.summary
    assert result.summary.kind == "group"
    assert result.summary.title == "Group SAN roll, loss 1/1D6"
    lost = sum(card.context["loss"] for card in result.cards)
    assert f"{lost} SAN lost in all" in result.summary.summary
    assert len(result.summary.notes) == 4
    # each step undoes on its own sheet
    coc_docs[0].undo_stack.undo()
    assert coc_docs[0].derived.san == san_before[0]
    assert coc_docs[1].derived.san == san_before[1] - result.cards[1].context["loss"]


def test_bad_loss_rolls_nothing(coc_docs, controller):
    with pytest.raises(DiceError):
        party.group_san(controller, coc_docs, "lots")
    assert controller.log.rowCount() == 0
    assert all(doc.undo_stack.count() == 0 for doc in coc_docs)
    with pytest.raises(RollError):
        party.group_san(controller, [], "1/1D6")


def test_group_luck_names_the_lowest_luck(coc_docs, controller):
    result = party.group_luck(controller, coc_docs)
    assert [card.kind for card in result.cards] == ["luck"] * 4
    # Luck: Harvey 54, Mae 75, Eleni 70, Frank 45
    assert result.lowest == ("Frank Mulrooney",)
    assert result.lowest_luck == 45
    assert "Lowest Luck: Frank Mulrooney (45)." in result.summary.summary
    assert controller.log.rowCount() == 5


def test_group_luck_tie_names_everyone_lowest(coc_docs, controller):
    coc_docs[0].set_value("sheet.luck", 45)
    result = party.group_luck(controller, coc_docs)
    assert result.lowest == ("Harvey Walters", "Frank Mulrooney")
    assert "Harvey Walters, Frank Mulrooney (45)" in result.summary.summary


def test_group_stability_test_per_toc_sheet(toc_docs, controller):
    before = [doc.derived.stability.pool for doc in toc_docs]
    result = party.group_stability(controller, toc_docs + [_open("harvey-walters")], 3)
    assert len(result.cards) == 3  # the CoC sheet is not a ToC sheet
    for doc, pool, card in zip(toc_docs, before, result.cards, strict=True):
        assert card.kind == "stability"
        if card.success:
            assert doc.derived.stability.pool == pool
            assert doc.undo_stack.count() == 0
        else:
            assert doc.derived.stability.pool == pool - 3
            assert doc.undo_stack.count() == 1
    assert result.summary.title == "Group Stability test, loss 3"
    QCoreApplication.processEvents()
