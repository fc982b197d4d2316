"""The sheets' tool tips explain each value with the sheet's own numbers and follow edits."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui.coc7_sheet import CoC7SheetView
from sheetmaker.ui.toc_sheet import ToCSheetView
from tests.fixtures import HARVEY_ALLOCATION

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def controller(qapp):
    return RollController(rng=random.Random(7))


def _type(qtbot, spin, text):
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Tab)


def test_coc_tool_tips_show_the_sheet_numbers_and_follow_edits(qtbot, controller):
    doc = SheetDocument.open(str(HARVEY_ALLOCATION))
    view = CoC7SheetView(doc, controller)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    assert view.hp_max.toolTip() == "Hit points: (CON 50 + SIZ 50) / 10, rounded down = 10."
    assert "Hit points: (CON 50 + SIZ 50) / 10, rounded down = 10." in view.hp_spin.toolTip()
    assert "MOV = 7." in view.mov_label.toolTip()
    assert "Damage Bonus 0, Build 0" in view.db_label.toolTip()
    assert "Dodge base = DEX 55 / 2, rounded down = 27." in view.dodge_label.toolTip()
    assert "EDU 90 × 4 = 360" in view.occupation_budget.toolTip()
    assert "INT 70 × 2 = 140" in view.personal_budget.toolTip()
    assert "Cash: Credit Rating 18 × 2 = $36." in view.credit_info.toolTip()
    assert view.half_labels["STR"].toolTip().startswith("Half of STR 50, rounded down = 25")

    _type(qtbot, view.characteristic_spins["CON"], "75")
    assert doc.sheet.characteristics.CON == 75
    assert view.hp_max.toolTip() == "Hit points: (CON 75 + SIZ 50) / 10, rounded down = 12."
    assert "CON 75: Constitution" in view.characteristic_spins["CON"].toolTip()
    doc.undo_stack.undo()
    assert view.hp_max.toolTip() == "Hit points: (CON 50 + SIZ 50) / 10, rounded down = 10."


def test_toc_tool_tips_show_the_sheet_numbers_and_follow_edits(qtbot, controller):
    doc = SheetDocument.open(str(resource("samples", "toc-alienist-purist.sheet.json")))
    view = ToCSheetView(doc, controller)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    general_total = view.budget_labels["general"]["total"]
    assert "General build points: 65 for every investigator." in general_total.toolTip()
    assert "Investigative build points: 16 for a group of 4 investigators" in (
        view.budget_labels["investigative"]["total"].toolTip()
    )
    assert "Psychoanalysis 10: 5 (occupational, half price)" in view.budget_labels["general"]["spent"].toolTip()
    sanity_rating = view.pool_rows["Sanity"][0]
    assert "At most 10 − Cthulhu Mythos 0 = 10." in sanity_rating.toolTip()
    assert "Athletics is 4." in view.hit_threshold_label.toolTip()
    assert "Sanity 9 / 3, rounded down = 3." in view.pillars_info.toolTip()

    _type(qtbot, view.investigators_spin, "2")
    assert doc.sheet.investigators == 2
    assert "Investigative build points: 24 for a group of 2 investigators" in (
        view.budget_labels["investigative"]["total"].toolTip()
    )
