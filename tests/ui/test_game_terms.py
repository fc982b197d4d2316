"""Game terms in the players' language on the sheets and in the wizards: the names come from the
game data (sheetmaker.core.terms) while the sheet keeps the English names."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from sheetmaker.core import i18n
from sheetmaker.models.coc7_models import LabelRole, SkillColumn
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.models.toc_models import NameRole
from sheetmaker.systems.coc7.session import AgeAnswers, CharacteristicsAnswers, SetupAnswers
from sheetmaker.systems.toc.generate import random_investigator
from sheetmaker.ui.coc7_sheet import AddSkillDialog, CoC7SheetView
from sheetmaker.ui.toc_sheet import ToCSheetView
from sheetmaker.ui.wizards.coc7.pages.occupation import OccupationPage
from sheetmaker.ui.wizards.coc7.pages.skills import SkillsPage, SkillTableModel
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard
from tests.fixtures import HARVEY_ALLOCATION
from tests.ui.wizards.coc7_doctor import doctor_wizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def language():
    """Switch the language for one test (the conftest fixture puts English back after it)."""

    return i18n.set_language


@pytest.fixture
def controller(qapp):
    return RollController(rng=random.Random(7))


def coc_view(qtbot, controller) -> tuple[CoC7SheetView, SheetDocument]:
    doc = SheetDocument.open(str(HARVEY_ALLOCATION))
    view = CoC7SheetView(doc, controller)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    return view, doc


def skill_name(view: CoC7SheetView, label: str) -> str:
    return view.skills_model.index(view.skills_model.row_of(label), SkillColumn.NAME).data()


def test_coc_sheet_in_german_shows_official_terms_and_keeps_english_names(qtbot, controller, language):
    language("de")
    view, doc = coc_view(qtbot, controller)
    captions = [view.findChild(QLabel, f"caption{name}").text() for name in ("STR", "CON", "SIZ", "POW", "EDU")]
    assert captions == ["ST", "KO", "GR", "MA", "BI"]
    assert view.findChild(QLabel, "captionSTR").toolTip() == "Stärke"
    assert skill_name(view, "Library Use") == "Bibliotheksnutzung"
    assert skill_name(view, "Spot Hidden") == "Verborgenes erkennen"
    assert skill_name(view, "Fighting (Brawl)") == "Nahkampf (Handgemenge)"
    assert skill_name(view, "Firearms (Handgun)") == "Schusswaffen (Faustfeuerwaffe)"
    row = view.skills_model.row_of("Library Use")
    assert view.skills_model.index(row, SkillColumn.NAME).data(LabelRole) == "Library Use"
    # The occupation list shows German names; the sheet keeps the English one.
    combo = view.occupation_combo
    assert combo.itemText(combo.findData("Journalist")) == "Journalist"
    assert combo.itemText(combo.findData("Doctor of Medicine")) == "Arzt"
    assert doc.sheet.occupation.name == "Journalist"
    # An edit through the German table stores the English skill name.
    assert view.skills_model.set_points("Library Use", "experience", 3)
    assert [s.name for s in doc.sheet.skills if s.experience == 3] == ["Library Use"]


def test_coc_sheet_filter_matches_translated_and_english_names(qtbot, controller, language):
    language("de")
    view, _doc = coc_view(qtbot, controller)
    qtbot.keyClicks(view.skill_filter, "biblioth")
    assert view.visible_skill_labels() == ["Library Use"]
    view.skill_filter.clear()
    qtbot.keyClicks(view.skill_filter, "library")
    assert view.visible_skill_labels() == ["Library Use"]
    view.skill_filter.clear()
    qtbot.keyClicks(view.skill_filter, "schusswaffen")
    assert view.visible_skill_labels() == ["Firearms (Handgun)", "Firearms (Rifle/Shotgun)"]


def test_coc_sheet_in_french_and_in_the_pseudo_locale(qtbot, controller, language):
    language("fr")
    view, _doc = coc_view(qtbot, controller)
    assert view.findChild(QLabel, "captionEDU").text() == "ÉDU"
    assert skill_name(view, "Credit Rating") == "Crédit"
    language("en_XA")
    pseudo, _doc = coc_view(qtbot, controller)
    assert pseudo.findChild(QLabel, "captionSTR").text() == "[ŠŢŔ]"
    assert skill_name(pseudo, "Library Use") == "[Ĺîƀŕàŕý Ûšé~~~]"


def test_add_skill_dialog_offers_german_specialisations_and_stores_english(qtbot, controller, language):
    language("de")
    view, doc = coc_view(qtbot, controller)
    dialog = AddSkillDialog(doc.sheet.era, lambda *args: None, view)
    qtbot.addWidget(dialog)
    dialog.skill.setCurrentIndex(dialog.skill.findData("Science"))
    assert dialog.skill.currentText() == "Naturwissenschaft"
    assert dialog.specialisation.findText("Biologie") >= 0
    dialog.specialisation.setCurrentText("Biologie")
    assert dialog.choice() == ("Science", "Biology", None)
    dialog.specialisation.setCurrentText("Alchemie")
    assert dialog.choice() == ("Science", "Alchemie", None)


def test_toc_sheet_in_french_shows_ability_occupation_and_drive_names(qtbot, controller, language):
    language("fr")
    doc = SheetDocument(random_investigator(random.Random(1)))
    view = ToCSheetView(doc, controller)
    qtbot.addWidget(view)
    model = view.ability_models["General"]
    names = {model.index(r, 1).data(NameRole): model.index(r, 1).data() for r in range(model.rowCount())}
    assert names["Scuffling"] == "Bagarre"
    assert names["Stability"] == "Stabilité"
    combo = view.occupation_combo
    assert combo.itemText(combo.findData("Alienist")) == "Aliéniste"
    drives = view.drive_combo
    assert drives.itemText(drives.findData("Thirst for Knowledge")) == "Soif de connaissance"
    assert doc.sheet.occupation.name == "Author"


def test_coc_wizard_occupations_and_skills_in_german(qtbot, language):
    language("de")
    wizard = CoC7CreationWizard(rng=random.Random(3))
    qtbot.addWidget(wizard)
    wizard.model.set("setup", SetupAnswers())
    wizard.model.set("characteristics", CharacteristicsAnswers(
        method="free", values=dict(STR=50, CON=60, SIZ=50, DEX=70, APP=40, INT=70, POW=50, EDU=80)))
    wizard.model.set("age", AgeAnswers(age=30))
    wizard.go_to_step("occupation")
    page = wizard.current_page
    assert isinstance(page, OccupationPage)
    shown = [page.proxy.index(r, 0).data() for r in range(page.proxy.rowCount())]
    assert "Antiquar" in shown and "Arzt" in shown and "Antiquarian" not in shown
    # Typed words find the German and the English names.
    for typed in ("antiquar", "antiquarian"):
        page.search.clear()
        qtbot.keyClicks(page.search, typed)
        assert [page.proxy.index(r, 0).data() for r in range(page.proxy.rowCount())] == ["Antiquar"]
    page.search.clear()
    qtbot.keyClicks(page.search, "bibliotheksnutzung")
    assert "Antiquar" in [page.proxy.index(r, 0).data() for r in range(page.proxy.rowCount())]


def test_coc_wizard_skills_table_in_german_keeps_english_labels(qtbot, language):
    language("de")
    wizard = doctor_wizard(qtbot)
    wizard.go_to_step("skills")
    page = wizard.current_page
    assert isinstance(page, SkillsPage)
    model = page.table_model
    row = model.row_of("Medicine")
    assert model.index(row, SkillTableModel.SKILL).data() == "● Medizin"
    assert model.index(row, SkillTableModel.SKILL).data(Qt.ItemDataRole.EditRole) == "Medicine"
    page.filter_edit.setText("medizin")
    assert [page.proxy.index(r, 0).data(Qt.ItemDataRole.EditRole) for r in range(page.proxy.rowCount())] == [
        "Medicine"
    ]
    page.filter_edit.setText("medicine")
    assert page.proxy.rowCount() == 1
    # A specialised skill added in German is stored in English.
    page.filter_edit.clear()
    page.spec_skill.setCurrentIndex(page.spec_skill.findData("Science"))
    assert page.spec_skill.currentText() == "Naturwissenschaft"
    page.spec_name.setText("Biologie")
    page.spec_points.setValue(20)
    page.spec_add.click()
    skill = wizard.model.sheet.skill("Science (Biology)")
    assert skill is not None and skill.personal == 20
    assert json.dumps(wizard.model.sheet.model_dump(mode="json")).count("Biologie") == 0


def test_coc_wizard_review_in_german(qtbot, language):
    language("de")
    wizard = doctor_wizard(qtbot)
    assert wizard.model.set_skill_points("Medicine", occupation=40)
    wizard.go_to_step("review")
    page = wizard.current_page
    header, sheet = page.header_html(), page.sheet_html()
    assert "Arzt" in header
    assert "<b>BI</b>" in sheet and "<b>ST</b>" in sheet and "<b>EDU</b>" not in sheet
    assert "● Medizin</td><td align='right'>41</td>" in sheet and "Medicine" not in sheet


def test_roll_cards_name_the_skill_in_the_language_and_follow_a_switch(qtbot, language):
    doc = SheetDocument.open(str(HARVEY_ALLOCATION))
    rolls = RollController(random.Random(1234))
    language("de")
    card = rolls.skill(doc, "Spot Hidden", "hard", bonus=1)
    assert card.title.startswith("Verborgenes erkennen 35 (")
    strength = rolls.roll(doc, "characteristic", "STR")
    assert strength.title.startswith("ST 50")
    language("fr")
    rolls.log.retranslate()
    assert rolls.log.card(0).title.startswith("Trouver Objet Caché 35 (")
    assert rolls.log.card(1).title.startswith("FOR 50")
    language("en")
    rolls.log.retranslate()
    assert rolls.log.card(0).title == "Spot Hidden 35 (Hard, 1 bonus)"
    toc = SheetDocument(random_investigator(random.Random(1)))
    language("fr")
    assert rolls.test(toc, "Athletics", difficulty=4).title.startswith("Athlétisme ")


def test_party_table_headings_name_game_terms_in_the_language(qapp, language):
    from sheetmaker.models.party import PartyModel

    language("de")
    coc = PartyModel("coc7")
    headings = [coc.headerData(c, Qt.Orientation.Horizontal) for c in range(coc.columnCount())]
    assert headings[7:10] == ["GE", "Ausweichen", "Verborgenes erkennen"]
    assert "Bibliotheksnutzung" in headings
    toc = PartyModel("toc")
    headings = [toc.headerData(c, Qt.Orientation.Horizontal) for c in range(toc.columnCount())]
    assert "Kunstgeschichte" in headings and "Art History" not in headings
