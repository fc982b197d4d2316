"""The investigative page of the Trail of Cthulhu creation wizard (hand-worked from RULES.md,
seed 001): families, occupational half price and the wasted half point, Credit Rating's free
base, ceiling and refund, Cthulhu Mythos locked, the counter and "Spend the Rest"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QSpinBox

from sheetmaker.ui.theme import error_colour
from sheetmaker.ui.wizards.toc.abilities import AbilityTableModel as M
from sheetmaker.ui.wizards.toc.pages.investigative import InvestigativePage
from tests.ui.wizards.toc_helpers import cell, rate, text, toc_wizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def open_page(wizard) -> InvestigativePage:
    wizard.go_to_step("investigative")
    page = wizard.current_page
    assert isinstance(page, InvestigativePage)
    return page


def test_families_marks_and_counter(qtbot):
    wizard = toc_wizard(qtbot, "Police Detective")
    page = open_page(wizard)
    assert wizard.model.answers.investigative is not None  # entering answered the step
    assert page.points_left.text() == "Investigative build points left: 16 of 16"
    headings = [
        page.table_model.index(r, 0).data()
        for r in range(page.table_model.rowCount())
        if page.table_model.is_heading(r)
    ]
    assert headings == ["Academic", "Interpersonal", "Technical"]
    assert text(page, "Law", M.ABILITY) == "● Law"  # a Police Detective's
    assert cell(page, "Law", M.ABILITY).data(Qt.ItemDataRole.FontRole).bold()
    assert text(page, "Accounting", M.ABILITY) == "Accounting"
    assert page.table_model.row_of("Athletics") == -1  # General: the next page


def test_occupational_half_price_and_wasted_half_point(qtbot):
    wizard = toc_wizard(qtbot, "Police Detective")
    page = open_page(wizard)
    assert rate(page, "Law", 3)
    assert wizard.model.sheet.ability("Law").rating == 3
    assert text(page, "Law", M.SPENT) == "2"  # 3 occupational points: 2 build points
    assert text(page, "Law", M.NEXT) == "free"
    assert text(page, "Law", M.NOTE) == "½ point unused: next free"
    page.select("Law")
    assert "half a build point unused" in page.detail.text()
    assert page.points_left.text() == "Investigative build points left: 14 of 16"
    assert rate(page, "Law", 4)
    assert text(page, "Law", M.SPENT) == "2" and text(page, "Law", M.NEXT) == "1"
    assert text(page, "Law", M.NOTE) == ""
    # Not occupational: 1 for 1.
    assert rate(page, "Accounting", 3)
    assert text(page, "Accounting", M.SPENT) == "3"
    assert page.points_left.text() == "Investigative build points left: 11 of 16"


def test_credit_rating_base_free_ceiling_and_refund(qtbot):
    wizard = toc_wizard(qtbot, "Police Detective")  # Credit Rating 3-4
    page = open_page(wizard)
    assert text(page, "Credit Rating", M.RATING) == "3"
    assert text(page, "Credit Rating", M.FREE) == "3"
    assert text(page, "Credit Rating", M.SPENT) == "0"  # the base is free
    assert text(page, "Credit Rating", M.NEXT) == "1"
    assert page.credit_label.text() == (
        "Credit Rating 3 (Lower Middle Class); Police Detective: the first 3 are free (range 3-4)."
    )
    page.select("Credit Rating")
    assert "Up to 4 it costs 1 build point(s) in all; above 4 each point costs 2" in page.detail.text()
    assert "Each point below 3 gives 1 investigative build point(s) back" in page.detail.text()
    assert rate(page, "Credit Rating", 4)
    assert text(page, "Credit Rating", M.SPENT) == "1"
    assert text(page, "Credit Rating", M.NEXT) == "2"  # above the ceiling
    assert rate(page, "Credit Rating", 6)
    assert text(page, "Credit Rating", M.SPENT) == "5"  # 1 + 2 × 2
    assert page.points_left.text() == "Investigative build points left: 11 of 16"
    assert "It costs 5 build point(s)." in page.credit_label.text()
    assert rate(page, "Credit Rating", 1)
    assert text(page, "Credit Rating", M.SPENT) == "2 back"
    assert page.points_left.text() == "Investigative build points left: 18 of 18"
    assert wizard.model.derived.investigative.refund == 2


def test_dilettante_credit_rating_is_occupational(qtbot):
    wizard = toc_wizard(qtbot, "Dilettante")
    page = open_page(wizard)
    assert text(page, "Credit Rating", M.ABILITY) == "● Credit Rating"
    assert rate(page, "Credit Rating", 5)
    assert text(page, "Credit Rating", M.SPENT) == "1"  # 2 points at half price


def test_cthulhu_mythos_locked_unless_the_keeper_allows(qtbot):
    wizard = toc_wizard(qtbot)
    page = open_page(wizard)
    mythos = cell(page, "Cthulhu Mythos", M.RATING)
    assert not mythos.flags() & Qt.ItemFlag.ItemIsEditable
    assert "keeper" in mythos.data(Qt.ItemDataRole.ToolTipRole)
    assert not rate(page, "Cthulhu Mythos", 2)
    assert "locked at 0" in page.mythos_label.text()
    wizard.model.update("campaign", keeper={"cthulhu_mythos": True})
    wizard.go_to_step("investigative")
    assert cell(page, "Cthulhu Mythos", M.RATING).flags() & Qt.ItemFlag.ItemIsEditable
    assert rate(page, "Cthulhu Mythos", 2)
    assert wizard.model.derived.sanity_cap == 8


def test_overspent_refuses_next_with_the_reason(qtbot):
    wizard = toc_wizard(qtbot)
    page = open_page(wizard)
    assert rate(page, "Accounting", 10) and rate(page, "Law", 8)
    assert page.points_left.text() == "Investigative build points left: -2 of 16"
    assert error_colour().name() in page.points_left.styleSheet()
    assert wizard.model.sheet.ability("Law").rating == 8
    assert not wizard.next_button.isEnabled()
    assert "18 spent of 16, 2 too many" in wizard.problems.text()
    assert rate(page, "Law", 6)
    assert page.points_left.text() == "Investigative build points left: 0 of 16"
    assert error_colour().name() not in page.points_left.styleSheet()
    assert wizard.next_button.isEnabled()


def test_spend_the_rest(qtbot):
    wizard = toc_wizard(qtbot)
    page = open_page(wizard)
    assert page.spend_button.isEnabled()
    qtbot.mouseClick(page.spend_button, Qt.MouseButton.LeftButton)
    assert wizard.model.derived.investigative.left == 0
    assert page.points_left.text() == "Investigative build points left: 0 of 16"
    assert not page.spend_button.isEnabled()
    occupational = wizard.model.derived.occupational
    spent = [line.name for line in wizard.model.derived.abilities if line.investigative and line.cost > 0]
    assert spent and set(spent) <= occupational


def test_typing_a_rating_in_the_table(qtbot):
    wizard = toc_wizard(qtbot)
    wizard.show()
    page = open_page(wizard)
    index = cell(page, "Biology", M.RATING)
    page.table.setCurrentIndex(index)
    page.table.edit(index)
    editor = page.table.viewport().findChild(QSpinBox)
    assert editor is not None
    editor.selectAll()
    qtbot.keyClicks(editor, "4")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits on the next turn of the event loop (Qt queues it).
    qtbot.waitUntil(lambda: wizard.model.sheet.ability("Biology") is not None)
    assert wizard.model.sheet.ability("Biology").rating == 4
    assert text(page, "Biology", M.SPENT) == "2"  # an Alienist's: half price
    assert page.table.editTriggers() & QAbstractItemView.EditTrigger.AnyKeyPressed


def test_a_change_updates_rows_without_a_reset(qtbot):
    wizard = toc_wizard(qtbot)
    page = open_page(wizard)
    resets, changed = [], []
    page.table_model.modelReset.connect(lambda: resets.append(1))
    page.table_model.dataChanged.connect(lambda a, b: changed.append((a.row(), b.row())))
    assert rate(page, "History", 2)
    assert not resets
    row = page.table_model.row_of("History")
    assert changed == [(row, row)]


def test_table_model_passes_the_model_tester(qtbot, qtmodeltester):
    wizard = toc_wizard(qtbot, "Police Detective")
    page = open_page(wizard)
    qtmodeltester.check(page.table_model)
    assert rate(page, "Law", 3)
    qtmodeltester.check(page.table_model)


def test_problem_field_focuses_the_row(qtbot):
    wizard = toc_wizard(qtbot)
    page = open_page(wizard)
    assert page.focus_field("sheet.abilities[Credit Rating]")
    assert page.table_model.name_at(page.table.currentIndex().row()) == "Credit Rating"
    assert "Credit Rating" in page.detail.text()
    assert not page.focus_field("sheet.drive")
