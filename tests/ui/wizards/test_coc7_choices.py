"""The choices page of the Call of Cthulhu creation wizard."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from sheetmaker.systems.coc7.session import AgeAnswers, CharacteristicsAnswers, OccupationAnswers, SetupAnswers
from sheetmaker.ui.wizards.coc7.pages.choices import ChoicesPage
from sheetmaker.ui.wizards.coc7.pages.occupation import OccupationPage
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

CHARS = dict(STR=50, CON=60, SIZ=50, DEX=70, APP=40, INT=70, POW=50, EDU=80)


@pytest.fixture
def wizard(qtbot):
    w = CoC7CreationWizard(rng=random.Random(5))
    qtbot.addWidget(w)
    w.model.set("setup", SetupAnswers())
    w.model.set("characteristics", CharacteristicsAnswers(method="free", values=CHARS))
    w.model.set("age", AgeAnswers(age=30))
    return w


def choices_page(wizard, occupation: str) -> ChoicesPage:
    wizard.model.set("occupation", OccupationAnswers(name=occupation))
    wizard.go_to_step("choices")
    page = wizard.current_page
    assert isinstance(page, ChoicesPage)
    assert page.form is not None
    return page


def pick(combo, text: str) -> None:
    if combo.isEditable():
        combo.setEditText(text)
    else:
        combo.setCurrentIndex(combo.findData(text))


def test_journalist_needs_one_social_and_two_other_skills(wizard):
    page = choices_page(wizard, "Journalist")
    form = page.form
    assert sorted(form.pick_combos) == ["other", "social"]
    assert len(form.pick_combos["social"]) == 1 and len(form.pick_combos["other"]) == 2
    assert form.formula_combo is None and not form.formula_radios
    # Unmade choices: Next is disabled and the reason is shown under the page.
    assert not wizard.next_button.isEnabled()
    assert "choose 1 skill among the social skills (Charm, Fast Talk, Intimidate, Persuade)" in wizard.problems.text()
    pick(form.pick_combos["social"][0], "Charm")
    assert wizard.model.answers.choices.picks == {"social": ["Charm"]}
    pick(form.pick_combos["other"][0], "Occult")
    assert not wizard.next_button.isEnabled()
    assert "choose 2 skills among any skills (personal or era specialties)" in wizard.problems.text()
    pick(form.pick_combos["other"][1], "Spot Hidden")
    assert wizard.model.answers.choices.picks == {"social": ["Charm"], "other": ["Occult", "Spot Hidden"]}
    assert wizard.next_button.isEnabled()
    assert {"Charm", "Occult", "Spot Hidden"} <= set(wizard.model.derived.occupation_skills)


def test_a_pick_that_is_already_an_occupation_skill_is_marked_and_holds_next(wizard):
    page = choices_page(wizard, "Journalist")
    form = page.form
    pick(form.pick_combos["social"][0], "Charm")
    pick(form.pick_combos["other"][0], "History")
    pick(form.pick_combos["other"][1], "Occult")
    assert form.errors == ["History is already an occupation skill of Journalist: pick another skill."]
    assert not wizard.next_button.isEnabled()


def test_police_detective_formula_pick_shows_dex_and_str_with_the_best_preselected(wizard, qtbot):
    page = choices_page(wizard, "Police Detective")
    radios = page.form.formula_radios
    assert sorted(radios) == ["DEX", "STR"]
    # EDU×2 + DEX×2 = 160 + 140; STR: 160 + 100.
    assert radios["DEX"].text() == "DEX (70): 300 points — the best"
    assert radios["STR"].text() == "STR (50): 260 points"
    assert radios["DEX"].isChecked()
    assert wizard.model.answers.choices is None  # the best is what "no pick" means
    radios["STR"].click()
    assert wizard.model.answers.choices.formula_pick == "STR"
    assert wizard.model.derived.occupation_budget.total == 260
    assert page.form.formula_radios["STR"].isChecked()


def test_fixed_skills_needing_a_specialisation_are_named(wizard):
    page = choices_page(wizard, "Antiquarian")
    combos = page.form.specialisation_combos
    assert sorted(combos) == ["Art/Craft", "Language (Other)"]
    assert combos["Art/Craft"].isEditable() and combos["Art/Craft"].count() > 0
    combos["Art/Craft"].setEditText("Painting")
    combos["Language (Other)"].setEditText("Latin")
    assert wizard.model.answers.choices.specialisations == {"Art/Craft": "Painting", "Language (Other)": "Latin"}
    labels = set(wizard.model.derived.occupation_skills)
    assert {"Art/Craft (Painting)", "Language (Latin)"} <= labels


def test_changing_the_occupation_clears_the_choices_with_a_note(wizard, qtbot):
    wizard.go_to_step("occupation")
    occupation_page = wizard.current_page
    assert isinstance(occupation_page, OccupationPage)
    qtbot.keyClicks(occupation_page.search, "journalist")
    qtbot.waitUntil(lambda: wizard.model.answers.occupation is not None)
    assert wizard.model.answers.occupation.name == "Journalist"
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    page = wizard.current_page
    assert isinstance(page, ChoicesPage)
    pick(page.form.pick_combos["social"][0], "Charm")
    pick(page.form.pick_combos["other"][0], "Occult")
    assert page.form.pick_combos["social"][0].currentData() == "Charm"
    qtbot.mouseClick(wizard.back_button, Qt.MouseButton.LeftButton)
    occupation_page.search.clear()
    qtbot.keyClicks(occupation_page.search, "antiquarian")
    qtbot.waitUntil(lambda: wizard.model.answers.occupation.name == "Antiquarian")
    assert wizard.model.answers.choices is None
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert wizard.current_page is page
    assert "The occupation changed: its choices start afresh." in wizard.problems.text()
    assert wizard.problems.isVisibleTo(wizard)
    assert "Antiquarian takes" in page.summary.text()
    assert page.form.pick_combos["social"][0].currentData() == ""
    assert page.form.pick_combos["other"][0].currentText() == ""
    assert not wizard.next_button.isEnabled()


def test_randomised_choices_are_shown(wizard):
    page = choices_page(wizard, "Journalist")
    wizard.model.randomise("choices")
    picks = wizard.model.answers.choices.picks
    assert page.form.pick_combos["social"][0].currentData() == picks["social"][0]
    assert [c.currentText() for c in page.form.pick_combos["other"]] == picks["other"]
    assert wizard.next_button.isEnabled()


def test_a_custom_occupation_without_choices_has_nothing_to_choose(wizard):
    from sheetmaker.systems.coc7.model import CustomOccupation

    custom = CustomOccupation(fixed={"EDU": 4}, credit_rating=(5, 20), skills=["Navigate", "Swim"])
    wizard.model.set("occupation", OccupationAnswers(name="Lighthouse Keeper", custom=custom))
    wizard.go_to_step("choices")
    page = wizard.current_page
    assert "nothing is left to choose" in page.summary.text()
    assert wizard.next_button.isEnabled()
