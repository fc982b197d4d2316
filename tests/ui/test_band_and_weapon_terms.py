"""Credit Rating bands and weapon names in the players' language: the sheets, the wizards, the
field help and the PDFs show the data's German and French names, while sheet files (and
``show --json``) keep the English ones; a known weapon name typed in German is stored in English."""

from __future__ import annotations

import json
import random
import subprocess

import pytest
from PySide6.QtCore import Qt

from sheetmaker.core import i18n
from sheetmaker.core.helptext import render as render_help
from sheetmaker.io import fileformat
from sheetmaker.models.coc7_models import WeaponColumn
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.models.toc_models import WeaponColumn as ToCWeaponColumn
from sheetmaker.pdf.export import render
from sheetmaker.resources import resource
from sheetmaker.systems.coc7 import explain
from sheetmaker.systems.coc7 import system as coc_system
from sheetmaker.systems.coc7.rules import derive
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc.generate import random_investigator, weapon_from_table
from sheetmaker.ui.coc7_sheet import CoC7SheetView
from sheetmaker.ui.toc_sheet import ToCSheetView
from sheetmaker.ui.wizards.coc7.pages.identity import IdentityPage as CoCIdentityPage
from sheetmaker.ui.wizards.toc.pages.identity import IdentityPage as ToCIdentityPage
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard
from tests.ui.wizards.coc7_doctor import doctor_wizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

HARVEY = resource("samples", "harvey-walters.sheet.json")


@pytest.fixture
def controller(qapp):
    return RollController(rng=random.Random(7))


def coc_view(qtbot, controller) -> tuple[CoC7SheetView, SheetDocument]:
    doc = SheetDocument.open(str(HARVEY))
    view = CoC7SheetView(doc, controller)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    return view, doc


def weapon_cell(view, row: int, role=Qt.ItemDataRole.DisplayRole):
    return view.weapons_model.index(row, WeaponColumn.NAME).data(role)


def pdftotext(tmp_path, data: bytes) -> str:
    path = tmp_path / "sheet.pdf"
    path.write_bytes(data)
    out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(out.split())


# --- Credit Rating bands ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "band"), [("en", "Average"), ("de", "Durchschnittlich"), ("fr", "Moyen")]
)
def test_coc_sheet_names_the_credit_rating_band_in_the_language(qtbot, controller, language, band):
    i18n.set_language(language)
    view, doc = coc_view(qtbot, controller)
    assert view.credit_info.text() == (
        f"Credit Rating <b>41</b> ({band}): cash $82, assets $2,050, spending level $10"
    )
    # What the program hands out keeps the English band.
    assert doc.derived.credit_rating.band == "Average"
    assert coc_system.summary(doc.document)["credit_rating"]["band"] == "Average"


def test_wealthy_band_in_german_field_help_and_wizard(qtbot):
    i18n.set_language("de")
    sheet = fileformat.load(HARVEY).sheet.model_copy(deep=True)
    credit = next(s for s in sheet.skills if s.name == "Credit Rating")
    credit.occupation += 60 - derive(sheet).credit_rating.value
    assert derive(sheet).credit_rating.band == "Wealthy"
    texts = {key: render_help(lines) for key, lines in explain.explain(sheet).items()}
    assert "Credit Rating 60: Wohlhabend (50–89) in the 1920er (klassisch) table." in texts["creditInfo"]

    wizard = doctor_wizard(qtbot)
    wizard.go_to_step("identity")
    page = wizard.current_page
    assert isinstance(page, CoCIdentityPage)
    cr = wizard.model.derived.credit_rating
    shown = {"Penniless": "Mittellos", "Poor": "Arm", "Average": "Durchschnittlich"}[cr.band]
    assert page.money_label.text().startswith(f"Credit Rating {cr.value} ({shown}): ")


def test_coc_pdf_prints_band_and_weapons_in_german_and_english(tmp_path):
    harvey = fileformat.load(HARVEY)
    i18n.set_language("de")
    german = pdftotext(tmp_path, render([harvey])[0])
    assert "41 (Durchschnittlich)" in german
    assert "Unbewaffnet" in german and "Unarmed" not in german
    assert "Walking stick" in german  # a weapon of the player's own stays as written
    i18n.set_language("fr")
    assert "Mains nues" in pdftotext(tmp_path, render([harvey])[0])
    i18n.set_language("en")
    english = pdftotext(tmp_path, render([harvey])[0])
    assert "41 (Average)" in english and "Unarmed" in english and "Unbewaffnet" not in english


# --- weapons on the sheets ----------------------------------------------------------------------------


def test_coc_weapon_table_shows_unbewaffnet_and_the_file_keeps_unarmed(qtbot, controller, tmp_path):
    i18n.set_language("de")
    view, doc = coc_view(qtbot, controller)
    assert [w.name for w in doc.sheet.weapons] == ["Unarmed", "Walking stick"]
    assert weapon_cell(view, 0) == "Unbewaffnet"
    assert weapon_cell(view, 0, Qt.ItemDataRole.EditRole) == "Unbewaffnet"  # edited as shown
    assert weapon_cell(view, 1) == "Walking stick"
    assert view.weapons_model.index(0, WeaponColumn.ATTACK).data(Qt.ItemDataRole.ToolTipRole) == (
        "Attack with Unbewaffnet (Nahkampf (Handgemenge))"
    )
    model = view.weapons_model
    # Committing the name as shown changes nothing; a known German name is stored in English.
    assert not model.setData(model.index(0, WeaponColumn.NAME), "Unbewaffnet")
    assert doc.sheet.weapons[0].name == "Unarmed"
    assert model.setData(model.index(1, WeaponColumn.NAME), "Schlagring")
    assert doc.sheet.weapons[1].name == "Brass knuckles"
    assert weapon_cell(view, 1) == "Schlagring"
    assert doc.undo_stack.undoText() == "Change weapon name of Walking stick"
    assert model.setData(model.index(1, WeaponColumn.NAME), "Opas Spazierstock")
    assert doc.sheet.weapons[1].name == "Opas Spazierstock"
    path = tmp_path / "harvey.sheet.json"
    doc.save(str(path))
    stored = json.loads(path.read_text(encoding="utf-8"))["sheet"]["weapons"]
    assert [w["name"] for w in stored] == ["Unarmed", "Opas Spazierstock"]


def test_coc_sheet_weapon_list_offers_translated_names_and_adds_the_english_one(qtbot, controller):
    i18n.set_language("fr")
    view, doc = coc_view(qtbot, controller)
    pick = view.weapon_pick
    index = pick.findData("revolver_38")
    assert pick.itemText(index) == "Revolver .38 — 1D10"
    assert pick.itemText(pick.findData("unarmed")) == "Mains nues — 1D3+DB"
    pick.setCurrentIndex(index)
    view.add_listed_weapon()
    assert doc.sheet.weapons[-1].name == ".38 revolver"
    assert weapon_cell(view, len(doc.sheet.weapons) - 1) == "Revolver .38"


def test_toc_weapon_table_and_list_in_german(qtbot, controller):
    i18n.set_language("de")
    doc = SheetDocument(random_investigator(random.Random(3)))
    view = ToCSheetView(doc, controller)
    qtbot.addWidget(view)
    kinds = view.weapon_kind
    assert kinds.itemText(kinds.findData("Fireplace poker")) == "Schürhaken"
    kinds.setCurrentIndex(kinds.findData("Knife"))
    row = view.add_weapon()
    model = view.weapons_model
    assert doc.sheet.weapons[row].name == "Knife"
    name = model.index(row, ToCWeaponColumn.NAME)
    assert name.data() == "Messer" and name.data(Qt.ItemDataRole.EditRole) == "Messer"
    assert model.index(row, ToCWeaponColumn.ROLL).data(Qt.ItemDataRole.ToolTipRole) == "Roll damage of Messer"
    assert model.setData(name, "Schürhaken")
    assert doc.sheet.weapons[row].name == "Fireplace poker"
    assert model.setData(name, "Omas Regenschirm")
    assert doc.sheet.weapons[row].name == "Omas Regenschirm"
    assert model.index(row, ToCWeaponColumn.NAME).data() == "Omas Regenschirm"


def test_toc_pdf_prints_table_weapons_in_german(tmp_path):
    i18n.set_language("de")
    sheet = random_investigator(random.Random(3))
    knife = weapon_from_table(toc_data.load().weapon("Knife"))
    doc = sheet.model_copy(update={"sheet": sheet.sheet.model_copy(update={"weapons": [knife]})})
    text = pdftotext(tmp_path, render([doc])[0])
    assert "Messer" in text and "Knife" not in text


# --- weapons in the wizards ---------------------------------------------------------------------------


def test_coc_wizard_weapon_picker_shows_german_names_and_stores_the_key(qtbot):
    i18n.set_language("de")
    wizard = doctor_wizard(qtbot)
    wizard.go_to_step("identity")
    page = wizard.current_page
    assert isinstance(page, CoCIdentityPage)
    combo = page.weapon_combo
    index = combo.findData("unarmed")
    assert combo.itemText(index) == "Unbewaffnet — 1D3+DB"
    combo.setCurrentIndex(index)
    page.weapon_add.click()
    assert wizard.model.answers.identity.weapons == ["unarmed"]
    assert [w.name for w in wizard.model.sheet.weapons] == ["Unarmed"]
    assert page.weapon_list.item(0).text() == "Unbewaffnet — Nahkampf (Handgemenge), damage 1D3+DB"


def test_toc_wizard_weapon_picker_shows_french_names_and_stores_the_english_one(qtbot):
    i18n.set_language("fr")
    wizard = ToCCreationWizard(rng=random.Random(1))
    qtbot.addWidget(wizard)
    wizard.model.set("occupation", {"name": "Alienist", "picks": {"interpersonal": ["Reassurance", "Bureaucracy"]}})
    wizard.go_to_step("identity")
    page = wizard.current_page
    assert isinstance(page, ToCIdentityPage)
    combo = page.weapons_box.weapon_combo
    assert combo.itemText(combo.findData("Unarmed")) == "Mains nues (-2)"
    combo.setCurrentIndex(combo.findData("Knife"))
    page.weapons_box.weapon_add.click()
    assert [w.name for w in wizard.model.sheet.weapons] == ["Knife"]
    assert page.weapons_box.weapon_list.item(0).text().startswith("Couteau — ")
