"""The review page of the Call of Cthulhu creation wizard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl

from sheetmaker.ui.wizards.coc7.pages.review import ReviewPage
from sheetmaker.ui.wizards.coc7.pages.skills import SkillsPage
from tests.ui.wizards.coc7_doctor import doctor_wizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def wizard(qtbot):
    return doctor_wizard(qtbot)


def open_page(wizard) -> ReviewPage:
    wizard.go_to_step("review")
    page = wizard.current_page
    assert isinstance(page, ReviewPage)
    return page


def test_review_lists_a_problem_and_its_link_opens_the_page(wizard):
    wizard.model.set("skills", {"method": "full"})  # nothing spent: Credit Rating 0 is out of range
    page = open_page(wizard)
    text = page.browser.toPlainText()
    assert "Credit Rating is 0; a Doctor of Medicine starts with 30 to 80." in text
    assert "The investigator has no name." in text
    number = next(i for i, p in enumerate(page.shown_problems) if p.code == "credit_rating.range")
    assert f"problem:{number}" in page.browser.toHtml()
    page.browser.anchorClicked.emit(QUrl(f"problem:{number}"))
    assert wizard.current_step == "skills"
    skills = wizard.current_page
    assert isinstance(skills, SkillsPage)
    assert skills.table.currentIndex().data(0x0100).label == "Credit Rating"


def test_review_shows_the_sheet_and_says_when_nothing_is_wrong(wizard):
    wizard.model.set("skills", {"method": "full"})
    wizard.model.spend_rest()
    wizard.model.update("identity", name="Ada Whitcombe", weapons=["unarmed"], gear="A doctor's bag")
    page = open_page(wizard)
    text = page.browser.toPlainText()
    assert "Ada Whitcombe" in text
    assert "Doctor of Medicine, age 25, 1920s" in text
    assert "This investigator follows every creation rule checked." in text
    assert "EDU" in text and "80 (40/16)" in text
    d = wizard.model.derived
    assert f"HP {d.hp_max}" in text and "Dodge 35" in text  # half DEX 70
    medicine = d.skill("Medicine").creation_value
    assert "● Medicine" in text and f"({medicine // 2}/{medicine // 5})" in text
    assert "Unarmed" in text and "A doctor's bag" in text
    assert f"Credit Rating {d.credit_rating.value}" in text
