"""Texts of the game data in the players' language on the sheets and in the wizards: occupation
and Drive descriptions, the wording of ToC occupation choices and language notes, the CoC points
formula, ToC language names and Pillar examples (sheetmaker.core.terms.text / entry_text), while
the sheet keeps the English names."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from sheetmaker.core import i18n
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.systems.coc7.session import AgeAnswers, CharacteristicsAnswers, SetupAnswers
from sheetmaker.systems.toc.session import CampaignAnswers, OccupationAnswers
from sheetmaker.ui.coc7_sheet import CoC7SheetView
from sheetmaker.ui.toc_sheet import ToCSheetView
from sheetmaker.ui.wizards.coc7.pages.occupation import OccupationPage as CoCOccupationPage
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard
from sheetmaker.ui.wizards.toc.pages.mind import MindPage
from sheetmaker.ui.wizards.toc.pages.occupation import OccupationPage, abilities_words
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard
from tests.fixtures import HARVEY_ALLOCATION
from tests.pdf.conftest import sample

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

ALIENIST_DE = "Ein Arzt der Seele, der Verstörte in Anstalten und in eigener Praxis behandelt."
CURIOSITY_DE = "Sie können keine Frage unbeantwortet lassen."


@pytest.fixture
def controller(qapp):
    return RollController(rng=random.Random(7))


def toc_view(qtbot, controller, **changes) -> tuple[ToCSheetView, SheetDocument]:
    document = sample("toc-alienist-purist")
    if changes:
        document = document.model_copy(update={"sheet": document.sheet.model_copy(update=changes)})
    doc = SheetDocument(document)
    view = ToCSheetView(doc, controller)
    qtbot.addWidget(view)
    return view, doc


def test_german_toc_sheet_shows_the_occupation_drive_and_choice_texts_in_german(qtbot, controller):
    i18n.set_language("de")
    view, doc = toc_view(qtbot, controller)
    assert doc.sheet.drive == "Curiosity" and doc.sheet.occupation.name == "Alienist"
    info = view.occupation_info.text()
    assert ALIENIST_DE in info
    assert "Deutsch, Latein." in info
    assert "A doctor of the mind" not in info and "German" not in info
    assert view.drive_info.text() == CURIOSITY_DE
    captions = [w.text() for w in view.picks_widget.findChildren(QLabel) if w.buddy() is view.pick_buttons[0]]
    assert captions == ["zwei beliebige weitere zwischenmenschliche Fähigkeiten"]
    assert view.pick_buttons[0].toolTip() == "zwei beliebige weitere zwischenmenschliche Fähigkeiten"
    combo = view.occupation_combo
    assert combo.itemData(combo.findData("Alienist"), Qt.ItemDataRole.ToolTipRole) == ALIENIST_DE
    drives = view.drive_combo
    assert drives.itemData(drives.findData("Curiosity"), Qt.ItemDataRole.ToolTipRole) == CURIOSITY_DE


def test_french_toc_sheet_shows_the_drive_text_and_a_language_note(qtbot, controller):
    i18n.set_language("fr")
    view, _doc = toc_view(qtbot, controller, drive="Duty")
    assert view.drive_info.text() == (
        "Quelqu'un doit le faire, et votre serment, votre charge ou votre conscience vous dit que c'est vous."
    )
    view.occupation_combo.setCurrentIndex(view.occupation_combo.findData("Journalist"))
    view.occupation_combo.activated.emit(view.occupation_combo.currentIndex())
    assert "Langues est destinée aux correspondants à l'étranger." in view.occupation_info.text()
    assert (
        "Un reporter ou photographe qui court après les histoires pour un journal ou une agence de presse."
        in view.occupation_info.text()
    )


def test_toc_sheet_lists_languages_and_pillars_translated_and_stores_english(qtbot, controller):
    i18n.set_language("de")
    view, doc = toc_view(qtbot, controller)
    model = view.languages_model
    assert list(doc.sheet.languages) == ["German", "Latin"]
    assert [model.index(r, 0).data() for r in range(model.rowCount())] == ["Deutsch", "Latein"]
    view.language_name.setText("Griechisch")
    assert view.add_language()
    assert list(doc.sheet.languages) == ["German", "Latin", "Greek"]
    assert model.setData(model.index(2, 0), "Hebräisch")
    assert list(doc.sheet.languages) == ["German", "Latin", "Hebrew"]
    # A language the data does not know is kept as typed.
    view.language_name.setText("Plattdeutsch")
    assert view.add_language()
    assert doc.sheet.languages[-1] == "Plattdeutsch"
    examples = [view.pillar_name.itemText(i) for i in range(view.pillar_name.count())]
    assert "Die Ehre der Familie" in examples and "Family honour" not in examples
    view.pillar_name.setCurrentIndex(examples.index("Die Ehre der Familie"))
    assert view.add_pillar()
    assert doc.sheet.pillars_of_sanity[-1].name == "Family honour"
    pillars = view.pillars_model
    assert pillars.index(pillars.rowCount() - 1, 0).data() == "Die Ehre der Familie"


def test_german_toc_wizard_occupation_page_words_the_choices_in_german(qtbot):
    i18n.set_language("de")
    wizard = ToCCreationWizard(rng=random.Random(1))
    qtbot.addWidget(wizard)
    wizard.model.set("campaign", CampaignAnswers(campaign="purist", investigators=4))
    wizard.model.set("occupation", OccupationAnswers(name="Professor"))
    wizard.go_to_step("occupation")
    page = wizard.current_page
    assert isinstance(page, OccupationPage)
    labels = [page.choices_form.labelForField(page.fields[key]).text() for key in ("interpersonal", "academic")]
    assert labels == [
        "&1. eine beliebige zwischenmenschliche Fähigkeit:",
        "&2. drei beliebige akademische Fähigkeiten (hierfür zählen auch Astronomie und Chemie):",
    ]
    assert "Ein Hochschullehrer und Forscher." in page.details.text().split("\n")
    professor = wizard.model.session.data.occupation("Professor")
    assert abilities_words(professor).endswith(
        "eine beliebige zwischenmenschliche Fähigkeit, drei beliebige akademische Fähigkeiten "
        "(hierfür zählen auch Astronomie und Chemie)"
    )
    wizard.model.set("occupation", OccupationAnswers(name="Clergy"))
    page.do_refresh()
    assert "Eine der Sprachen ist Latein, Griechisch, Aramäisch oder Hebräisch." in page.details.text().split("\n")
    assert page.choices_form.labelForField(page.fields["language"]).text() == (
        "&2. Sprachen: Latein, Griechisch, Aramäisch oder Hebräisch:"
    )


def test_german_toc_wizard_mind_page_shows_drives_languages_and_pillars_in_german(qtbot):
    i18n.set_language("de")
    wizard = ToCCreationWizard(rng=random.Random(1))
    qtbot.addWidget(wizard)
    wizard.model.set("campaign", CampaignAnswers(campaign="purist", investigators=4))
    wizard.model.set(
        "occupation", OccupationAnswers(name="Alienist", picks={"interpersonal": ["Reassurance", "Bureaucracy"]})
    )
    wizard.model.set("investigative", {"ratings": {"Languages": 2}})
    wizard.go_to_step("mind")
    page = wizard.current_page
    assert isinstance(page, MindPage)
    items = {page.drive_list.item(r).data(Qt.ItemDataRole.UserRole): page.drive_list.item(r)
             for r in range(page.drive_list.count())}
    assert items["Curiosity"].text() == "Neugier\n    " + CURIOSITY_DE
    assert items["Curiosity"].toolTip() == CURIOSITY_DE
    assert [edit.text() for edit in page.language_edits] == ["Deutsch", "Latein"]
    assert "Deutsch, Latein." in page.languages_label.text()
    page.language_edits[1].setText("Griechisch")
    page.language_edits[1].editingFinished.emit()
    assert wizard.model.sheet.languages == ["German", "Greek"]
    combo = page.pillar_combos[0]
    examples = [combo.itemText(i) for i in range(combo.count())]
    assert examples[0] == "Würde und Wert des Menschen"
    combo.setCurrentIndex(0)
    combo.activated.emit(0)
    assert wizard.model.sheet.pillars_of_sanity[0].name == "Human dignity and value"
    assert combo.currentText() == "Würde und Wert des Menschen"


def test_german_coc_sheet_and_wizard_show_the_formula_and_description_in_german(qtbot, controller):
    i18n.set_language("de")
    doc = SheetDocument.open(str(HARVEY_ALLOCATION))
    view = CoC7SheetView(doc, controller)
    qtbot.addWidget(view)
    assert doc.sheet.occupation.name == "Journalist"
    assert view.occupation_info.text() == "Journalist: skill points BI×4; Credit Rating 9–30"
    assert view.occupation_combo.toolTip() == (
        "Ein Reporter oder Pressefotograf, der Geschichten ausgräbt und sie vor allen anderen in die Zeitung bringt."
    )

    wizard = CoC7CreationWizard(rng=random.Random(3))
    qtbot.addWidget(wizard)
    wizard.model.set("setup", SetupAnswers())
    wizard.model.set("characteristics", CharacteristicsAnswers(
        method="allocation",
        values={"STR": 50, "CON": 60, "SIZ": 50, "DEX": 60, "APP": 50, "INT": 70, "POW": 40, "EDU": 80}))
    wizard.model.set("age", AgeAnswers(age=30))
    wizard.model.set("occupation", {"name": "Police Detective"})
    wizard.go_to_step("occupation")
    page = wizard.current_page
    assert isinstance(page, CoCOccupationPage)
    model = page.table_model
    row = next(r for r in range(model.rowCount()) if model.index(r, model.NAME).data() == "Kriminalpolizist")
    assert model.index(row, model.POINTS).data() == "BI×2 + (GE or ST)×2"
    assert model.index(row, model.NAME).data(Qt.ItemDataRole.ToolTipRole) == (
        "Ein Beamter in Zivil, der schwere Verbrechen aufklärt und Verdächtige und Zeugen vernimmt."
    )
    lines = page.details.text().split("\n")
    assert lines[0].startswith("Kriminalpolizist: BI×2 + (GE or ST)×2 = ")
    assert lines[-1] == "Ein Beamter in Zivil, der schwere Verbrechen aufklärt und Verdächtige und Zeugen vernimmt."
