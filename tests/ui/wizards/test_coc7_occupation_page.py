"""The occupation page of the Call of Cthulhu creation wizard (and its custom occupation dialog)."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtCore import Qt

from sheetmaker.systems.coc7 import data as coc7_data
from sheetmaker.systems.coc7.data import ChoiceDef, OccupationDef, PointsFormula
from sheetmaker.systems.coc7.session import AgeAnswers, CharacteristicsAnswers, SetupAnswers
from sheetmaker.ui.wizards.coc7.custom_occupation import CustomOccupationDialog
from sheetmaker.ui.wizards.coc7.pages.occupation import (
    OccupationFilter,
    OccupationPage,
    OccupationTableModel,
    choice_words,
)
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

CHARS = dict(STR=50, CON=60, SIZ=50, DEX=70, APP=40, INT=70, POW=50, EDU=80)


@pytest.fixture
def wizard(qtbot):
    w = CoC7CreationWizard(rng=random.Random(3))
    qtbot.addWidget(w)
    model = w.model
    model.set("setup", SetupAnswers())
    # Free entry: the values stand as typed (no age changes), so the points are easy to check.
    model.set("characteristics", CharacteristicsAnswers(method="free", values=CHARS))
    model.set("age", AgeAnswers(age=30))
    return w


def open_page(wizard) -> OccupationPage:
    wizard.go_to_step("occupation")
    page = wizard.current_page
    assert isinstance(page, OccupationPage)
    return page


def visible_names(page: OccupationPage) -> list[str]:
    return [page.proxy.index(r, 0).data() for r in range(page.proxy.rowCount())]


def select(page: OccupationPage, name: str) -> None:
    page.search.setText(name)
    page.search.editingFinished.emit()  # as leaving the field does
    for r in range(page.proxy.rowCount()):
        if page.proxy.index(r, 0).data() == name:
            page.view.setCurrentIndex(page.proxy.index(r, 0))
            return
    raise AssertionError(f"{name} is not listed")


def test_journalist_shows_its_formula_and_320_points_for_edu_80(wizard, qtbot):
    page = open_page(wizard)
    select(page, "Journalist")
    assert wizard.model.answers.occupation.name == "Journalist"
    assert "EDU×4 = 320 occupation skill points for this investigator" in page.details.text()
    assert "Credit Rating 9–30" in page.details.text()
    row = page.view.currentIndex().row()
    cells = [page.proxy.index(row, c).data() for c in range(4)]
    assert cells[:3] == ["Journalist", "EDU×4", "9–30"]
    assert cells[3].endswith("1 social, 2 other")
    assert wizard.next_button.isEnabled()


def test_police_detective_points_take_the_best_of_dex_and_str(wizard):
    page = open_page(wizard)
    select(page, "Police Detective")
    # EDU×2 + (DEX or STR)×2 = 160 + 140 with DEX 70 over STR 50.
    assert "= 300 occupation skill points" in page.details.text()
    assert "(with DEX, the best)" in page.details.text()


def test_typing_filters_over_names_and_skills(wizard, qtbot):
    page = open_page(wizard)
    everything = len(visible_names(page))
    qtbot.keyClicks(page.search, "occult")
    names = visible_names(page)
    assert 0 < len(names) < everything
    assert names == ["Author", "Parapsychologist", "Tribe Member"]  # Occult among their skills
    page.search.clear()
    qtbot.keyClicks(page.search, "antiq")
    assert visible_names(page) == ["Antiquarian"]


def test_keyboard_alone_filters_moves_and_goes_next(wizard, qtbot):
    page = open_page(wizard)
    assert page.search.hasFocus() or wizard.isVisible() is False
    qtbot.keyClicks(page.search, "journ")
    # Typing selects the first match (once the typing pauses); the arrows move the table from
    # the search field.
    qtbot.waitUntil(lambda: wizard.model.answers.occupation is not None)
    assert wizard.model.answers.occupation.name == "Journalist"
    page.search.clear()
    qtbot.keyClicks(page.search, "a")
    qtbot.keyClick(page.search, Qt.Key.Key_Down)
    assert wizard.model.answers.occupation.name != "Journalist"
    assert wizard.next_button.isEnabled() and wizard.next_button.isDefault()
    wizard.next()
    assert wizard.current_step == "choices"


def test_modern_occupations_are_hidden_then_marked_and_not_selectable_in_the_1920s(wizard):
    page = open_page(wizard)
    data = wizard.model.session.data
    modern = next(o for o in data.occupations if o.eras == ("modern",))
    assert not any(n.startswith(modern.name) for n in visible_names(page))
    page.other_eras.setChecked(True)
    name = f"{modern.name} (modern only)"
    assert name in visible_names(page)
    index = next(page.proxy.index(r, 0) for r in range(page.proxy.rowCount()) if page.proxy.index(r, 0).data() == name)
    assert not page.proxy.flags(index) & Qt.ItemFlag.ItemIsSelectable
    page.view.setCurrentIndex(index)
    assert wizard.model.answers.occupation is None


def test_users_occupations_are_marked_your_data(qtmodeltester):
    base = coc7_data.load(None)
    mine = OccupationDef(
        name="Lighthouse Keeper",
        points=PointsFormula(fixed={"EDU": 2}, choose=("CON", "POW"), times=2),
        credit_rating=(5, 20),
        skills=("Navigate", "Spot Hidden"),
        choices=(
            ChoiceDef(id="fight", options=("Fighting", "Firearms")),
            ChoiceDef(id="other", count=2, options="any"),
        ),
    )
    data = dataclasses.replace(base, occupations=(*base.occupations, mine))
    model = OccupationTableModel(data, "1920s")
    qtmodeltester.check(model)
    proxy = OccupationFilter()
    proxy.setSourceModel(model)
    proxy.set_text("lighthouse")
    assert proxy.rowCount() == 1
    assert proxy.index(0, 0).data() == "Lighthouse Keeper (your data)"
    assert proxy.index(0, 1).data() == "EDU×2 + (CON or POW)×2"
    assert proxy.index(0, 3).data() == "Navigate, Spot Hidden, Fighting or Firearms, 2 other"
    assert choice_words(ChoiceDef(id="x", count=2, options=("Climb", "Swim", "Jump"))) == "2 of Climb or Swim or Jump"


def test_custom_occupation_dialog_explains_until_valid(qtbot):
    dialog = CustomOccupationDialog(coc7_data.load(None), "1920s")
    qtbot.addWidget(dialog)
    assert not dialog.ok_button.isEnabled()
    assert dialog.reason.text() == "Give the occupation a name."
    qtbot.keyClicks(dialog.name, "Journalist")
    assert "already an occupation" in dialog.reason.text()
    dialog.name.setText("Lighthouse Keeper")
    assert dialog.reason.text() == "Choose the occupation's skills."
    dialog.credit_low.setValue(40)
    assert dialog.reason.text() == "The lowest Credit Rating must not be above the highest."
    dialog.credit_low.setValue(5)
    dialog.choose["CON"].setChecked(True)
    assert "how many times" in dialog.reason.text()
    dialog.times.setValue(2)
    dialog.skill_combos[0].setCurrentIndex(dialog.skill_combos[0].findData("Science"))
    assert dialog.reason.text() == "Skill 1: name the Science specialisation."
    assert dialog.specialisations[0].isEnabled()
    dialog.specialisations[0].setText("Astronomy")
    assert dialog.ok_button.isEnabled()
    assert dialog.reason.text() == "1 of 8 skills chosen; the book's occupations have 8."
    assert dialog.formula.text() == "Formula: EDU×4 + (CON)×2"


def test_a_custom_occupation_becomes_the_sheets_with_its_skills_as_occupation_skills(wizard, qtbot, monkeypatch):
    page = open_page(wizard)
    page.open_custom()
    dialog = page._dialog
    dialog.name.setText("Lighthouse Keeper")
    dialog.weights["EDU"].setValue(2)
    dialog.choose["CON"].setChecked(True)
    dialog.choose["POW"].setChecked(True)
    dialog.times.setValue(2)
    dialog.credit_low.setValue(5)
    dialog.credit_high.setValue(20)
    for row, name in enumerate(["Navigate", "Spot Hidden", "Science", "Swim"]):
        dialog.skill_combos[row].setCurrentIndex(dialog.skill_combos[row].findData(name))
    dialog.specialisations[2].setText("Meteorology")
    assert dialog.ok_button.isEnabled(), dialog.reason.text()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    occupation = wizard.model.sheet.occupation
    assert occupation.name == "Lighthouse Keeper"
    assert occupation.custom is not None
    assert occupation.custom.fixed == {"EDU": 2} and occupation.custom.choose == ["CON", "POW"]
    assert occupation.custom.credit_rating == (5, 20)
    skills = wizard.model.derived.occupation_skills
    for label in ("Navigate", "Spot Hidden", "Science (Meteorology)", "Swim", "Credit Rating"):
        assert label in skills or label.casefold() in skills
    # EDU×2 + (CON or POW)×2 = 160 + 120 with CON 60 over POW 50.
    assert "Lighthouse Keeper (custom): EDU×2 + (CON or POW)×2 = 280" in page.details.text()
    assert not page.view.selectionModel().hasSelection()
    assert wizard.next_button.isEnabled()
