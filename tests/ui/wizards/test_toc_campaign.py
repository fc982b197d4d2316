"""The campaign page of the Trail of Cthulhu creation wizard: style, budgets, trade, keeper."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from sheetmaker.ui.wizards.toc.pages.campaign import CampaignPage
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard


@pytest.fixture
def wizard(qtbot):
    w = ToCCreationWizard(rng=random.Random(1))
    qtbot.addWidget(w)
    w.go_to_step("campaign")
    return w


def page_of(wizard) -> CampaignPage:
    page = wizard.current_page
    assert isinstance(page, CampaignPage)
    return page


def test_entering_answers_the_defaults(wizard):
    page = page_of(wizard)
    assert wizard.model.answers.campaign is not None
    assert page.purist.isChecked() and not page.pulp.isChecked()
    assert page.investigators.value() == 4
    assert "Health and Stability may not be bought above 12" in page.purist_text.text()
    assert "Source of Stability" in page.pulp_text.text()
    assert page.totals.text() == "To spend: 16 investigative build points and 65 general."
    assert wizard.next_button.isEnabled()


@pytest.mark.parametrize(("investigators", "points"), [(2, 24), (3, 18), (4, 16), (6, 16)])
def test_the_group_size_sets_the_investigative_budget(wizard, investigators, points):
    page = page_of(wizard)
    page.investigators.setValue(investigators)
    assert wizard.model.sheet.investigators == investigators
    assert wizard.model.derived.investigative.base == points
    assert page.group_points.text() == f"each investigator gets {points} investigative build points"
    assert page.totals.text() == f"To spend: {points} investigative build points and 65 general."


def test_the_keepers_number_replaces_the_group_size(wizard, qtbot):
    page = page_of(wizard)
    page.investigators.setValue(2)
    qtbot.mouseClick(page.keeper_budget_box, Qt.MouseButton.LeftButton)
    assert page.keeper_budget.isEnabled() and not page.investigators.isEnabled()
    page.keeper_budget.setValue(20)
    assert wizard.model.answers.campaign.investigative_budget == 20
    assert wizard.model.derived.investigative.base == 20
    assert page.group_points.text() == "(the keeper's number is used instead)"
    assert page.totals.text().startswith("To spend: 20 investigative")
    page.keeper_budget_box.setChecked(False)
    assert wizard.model.answers.campaign.investigative_budget is None
    assert wizard.model.derived.investigative.base == 24


def test_the_trade_moves_points_both_ways(wizard):
    page = page_of(wizard)
    page.trade.setValue(2)  # 6 general become 2 investigative
    d = wizard.model.derived
    assert (d.investigative.total, d.general.total) == (18, 59)
    assert page.totals.text() == (
        "To spend: 18 investigative build points (16 +2 traded) and 59 general (65 -6 traded)."
    )
    page.trade.setValue(-1)  # 1 investigative becomes 3 general
    d = wizard.model.derived
    assert (d.investigative.total, d.general.total) == (15, 68)
    assert "15 investigative" in page.totals.text() and "68 general" in page.totals.text()
    assert wizard.next_button.isEnabled()


def test_a_trade_too_large_is_refused_with_the_reason(wizard):
    page = page_of(wizard)
    page.trade.setValue(30)  # 90 general build points: there are only 65
    assert not wizard.next_button.isEnabled()
    assert "Trade at most 21" in wizard.problems.text()


def test_pulp_and_the_keepers_permissions_reach_the_sheet(wizard, qtbot):
    page = page_of(wizard)
    page.pulp.click()
    assert wizard.model.sheet.campaign == "pulp"
    page.mythos.setChecked(True)
    page.withhold.setChecked(True)
    page.cap_box.setChecked(True)
    assert page.cap.isEnabled()
    page.cap.setValue(5)
    keeper = wizard.model.sheet.keeper
    assert keeper.cthulhu_mythos and keeper.withhold_points and keeper.credit_rating_cap == 5
    page.cap_box.setChecked(False)
    assert wizard.model.sheet.keeper.credit_rating_cap is None
    assert not page.cap.isEnabled()


def test_the_group_points_text_fits_inside_its_box(qtbot):
    # Issue 23: "each investigator gets 16 investigative build points" ran into the box border
    # at the wizard's 1024×700 size.
    wizard = ToCCreationWizard(rng=random.Random(1))
    qtbot.addWidget(wizard)
    wizard.resize(1000, 660)
    wizard.show()
    wizard.go_to_step("campaign")
    qtbot.wait(10)
    label = page_of(wizard).group_points
    box = label.parentWidget()
    assert label.geometry().right() <= box.contentsRect().right()
    one_line = label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
    wrapped = label.wordWrap() and label.height() >= label.heightForWidth(label.width())
    assert one_line or wrapped, (label.text(), label.width())
