"""Game terms put into translated sentences of the creation wizards appear in the players'
language: the shipped German translation with the game data's German terms (ST/KO/GE, Antiquar,
Arbeiterklasse), never the English keys the program stores."""

from __future__ import annotations

import random

import pytest

from sheetmaker.ui import language
from sheetmaker.ui.wizards.coc7.pages.age import AgePage
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard
from sheetmaker.ui.wizards.toc.pages.investigative import InvestigativePage
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def german(qapp):
    """The shipped German translation, English again afterwards."""
    assert language.use_language("de", qapp) == "de"
    yield
    language.use_language("en", qapp)


def test_age_page_names_the_characteristics_by_their_german_abbreviations(qtbot, german):
    wizard = CoC7CreationWizard(rng=random.Random(42))
    qtbot.addWidget(wizard)
    model = wizard.model
    for step in ("setup", "characteristics"):
        wizard.go_to_step(step)
    model.set("characteristics", {"method": "allocation", "values": {
        "STR": 50, "CON": 60, "SIZ": 50, "DEX": 60, "APP": 50, "INT": 70, "POW": 40, "EDU": 80}})
    model.set("age", {"age": 42})
    wizard.go_to_step("age")
    page = wizard.current_page
    assert isinstance(page, AgePage)
    assert page.effects_label.text() == (
        "Alter 40–49: 5 Punkte von ST, KO oder GE abziehen; ER −5; 2 BI-Steigerungswürfe; BW −1."
    )
    assert page.deduction_hint.text().startswith("Ziehen Sie insgesamt 5 Punkte von ST, KO oder GE ab,")
    assert page.changes_label.text() == "Nach Alter: KO 60 → 55, ER 50 → 45."
    # The sheet keeps the English keys.
    assert model.sheet.creation.age_deductions == {"CON": 5}


def test_toc_wizard_summary_and_credit_rating_name_the_occupation_in_german(qtbot, german):
    wizard = ToCCreationWizard(rng=random.Random(3))
    qtbot.addWidget(wizard)
    wizard.model.set("occupation", {"name": "Antiquarian", "picks": {}})
    wizard.go_to_step("investigative")
    assert wizard.summary.occupation_label.text() == "Antiquar, Purist"
    page = wizard.current_page
    assert isinstance(page, InvestigativePage)
    assert page.credit_label.text() == (
        "Finanzkraft 2 (Arbeiterklasse); Antiquar: die ersten 2 sind kostenlos (Spanne 2-5)."
    )
    wizard.model.set("occupation", {"name": "Military", "branch": "Corpsman/Medic", "picks": {}})
    assert wizard.summary.occupation_label.text() == "Militär (Sanitäter), Purist"
    assert wizard.model.sheet.occupation.name == "Military"
    assert wizard.model.sheet.occupation.branch == "Corpsman/Medic"


def test_toc_wizard_summary_stays_english_in_english(qtbot):
    wizard = ToCCreationWizard(rng=random.Random(3))
    qtbot.addWidget(wizard)
    wizard.model.set("occupation", {"name": "Military", "branch": "Corpsman/Medic", "picks": {}})
    assert wizard.summary.occupation_label.text() == "Military (Corpsman/Medic), Purist"
