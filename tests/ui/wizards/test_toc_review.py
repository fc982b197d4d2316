"""The review page of the Trail of Cthulhu creation wizard."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QUrl

from sheetmaker.ui.wizards.toc.pages.review import ReviewPage
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def wizard(qtbot):
    w = ToCCreationWizard(rng=random.Random(1))
    qtbot.addWidget(w)
    return w


def open_page(wizard) -> ReviewPage:
    wizard.go_to_step("review")
    page = wizard.current_page
    assert isinstance(page, ReviewPage)
    return page


def test_review_lists_a_problem_and_its_link_opens_the_page(wizard):
    wizard.model.set("campaign", {"campaign": "pulp"})
    wizard.model.randomise_rest("campaign")
    wizard.model.update("mind", drive="")
    page = open_page(wizard)
    text = page.browser.toPlainText()
    assert "No Drive is chosen." in text
    assert "This investigator follows every creation rule checked." not in text
    number = next(i for i, p in enumerate(page.shown_problems) if p.code == "drive.missing")
    assert f"problem:{number}" in page.browser.toHtml()
    assert "Go to Mind" in text
    page.browser.anchorClicked.emit(QUrl(f"problem:{number}"))
    assert wizard.current_step == "mind"


def test_a_randomised_investigator_follows_every_rule_checked(wizard):
    wizard.model.set("campaign", {"campaign": "pulp"})
    wizard.model.randomise_rest("campaign")
    page = open_page(wizard)
    text = page.browser.toPlainText()
    assert "This investigator follows every creation rule checked." in text
    session = wizard.model.session
    sheet, d = session.sheet, session.derived
    assert session.answers.identity.name in text
    assert f"{d.occupation.name}, age {sheet.age}, Pulp campaign" in text
    assert f"Investigative: {d.investigative.spent} spent of {d.investigative.total}, 0 left" in text
    assert f"General: {d.general.spent} spent of 65, 0 left" in text
    assert f"Health {d.health.rating}" in text and f"Hit Threshold {d.hit_threshold}" in text
    assert f"Sanity {d.sanity.rating}" in text and f"Stability {d.stability.rating}" in text
    for family in ("Academic:", "Interpersonal:", "General:"):
        assert family in text
    occupational = next(line for line in d.abilities if line.occupational and line.rating)
    assert f"● {occupational.name} {occupational.rating}" in text
    for name in (*sheet.languages, sheet.drive, *(p.name for p in sheet.pillars_of_sanity)):
        assert name in text
    for source in sheet.sources_of_stability:
        assert f"{source.name} — {source.relation}" in text
    for weapon in sheet.weapons:
        assert weapon.name in text
    assert sheet.equipment.strip().splitlines()[0] in text
