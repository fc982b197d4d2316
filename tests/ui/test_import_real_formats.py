"""File → Import…, drops, File → Export As… and Copy as Statblock with the REAL formats (issue 14,
item 5): pasted keeper statblocks, Dhole's House and Foundry files, a drop on the library, and
exports that read back to the same characteristics. The dialog's own plumbing is tested with a
fake format in test_import_dialog.py."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from sheetmaker.io import convert, fileformat, statblock_text
from sheetmaker.io.interchange import read_any
from sheetmaker.models.rolls import RollController
from sheetmaker.ui.main_window import MainWindow
from tests.ui.test_import_dialog import _drop, _rows

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "resources" / "samples"
DATA = ROOT / "tests" / "data" / "interchange"

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

#: Two keeper statblocks pasted at once: the first states what the rules give, the second an
#: HP of 16 where CON 65 and SIZ 75 give 14.
TWO_STATBLOCKS = """\
Professor Miriam Hale, age 54, antiquarian and reluctant occultist
STR 45 CON 50 SIZ 60 DEX 55 INT 85 APP 60 POW 70 EDU 90
HP 11 DB 0 Build 0 Move 5 MP 14 Luck 50
Attacks per round: 1
Brawl 25% (12/5), damage 1D3
Dodge 30% (15/6)
Skills: Library Use 75%, Occult 40%, Spot Hidden 60%, History 70%
Sanity Loss: none

Silas Crowther, dock foreman and cultist
STR 70 CON 65 SIZ 75 DEX 50 INT 55 APP 40 POW 45 EDU 50
HP 16 DB +1D4 Build 1 Move 7 MP 9
Fighting 50% (25/10), damage 1D6+DB
Dodge 25% (12/5)
Skills: Intimidate 55%, Stealth 40%, Listen 45%
"""

SILAS = {"STR": 70, "CON": 65, "SIZ": 75, "DEX": 50, "APP": 40, "INT": 55, "POW": 45, "EDU": 50}
AGATHA = {"STR": 50, "CON": 60, "SIZ": 65, "DEX": 55, "APP": 45, "INT": 75, "POW": 70, "EDU": 80}
AGNES = {"STR": 45, "CON": 60, "SIZ": 55, "DEX": 70, "APP": 50, "INT": 80, "POW": 65, "EDU": 75}
HARVEY = {"STR": 20, "CON": 70, "SIZ": 80, "DEX": 55, "APP": 80, "INT": 75, "POW": 50, "EDU": 84}


def characteristics(document) -> dict[str, int]:
    return document.sheet.characteristics.as_dict()


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch) -> MainWindow:
    """The main window with the real sheet views (the values are read off the opened sheet)."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, controller=RollController(rng=random.Random(7)))
    qtbot.addWidget(window)
    window.show()
    return window


def _tab_names(window: MainWindow) -> list[str]:
    return [window.tabs.tabText(i).rstrip("*").strip() for i in range(window.tabs.count())]


def _import_file(window: MainWindow, monkeypatch, path: Path):
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    dialog = window.import_dialog_open()
    dialog.browse_button.click()
    return dialog


def test_two_pasted_statblocks_one_unticked_open_one_unsaved_sheet(window, qtbot):
    dialog = window.import_dialog_open()
    dialog.source_tabs.setCurrentIndex(1)
    dialog.paste_edit.setPlainText(TWO_STATBLOCKS)
    qtbot.mouseClick(dialog.read_button, Qt.MouseButton.LeftButton)
    assert _rows(dialog) == [
        "Professor Miriam Hale\nCall of Cthulhu 7e, NPC",
        "Silas Crowther\nCall of Cthulhu 7e, NPC\n1 value disagrees",
    ]
    assert dialog.message.text() == ("2 sheets found in the pasted text. Untick the ones you do not want; "
                                     "nothing is created until you confirm.")
    report = dialog.report_view.toPlainText()
    assert report.startswith("Professor Miriam Hale, read from Statblock text\n")
    assert "Values that disagree" not in report and "HP 11 (as the rules give)." in report
    dialog.sheet_list.setCurrentRow(1)
    report = dialog.report_view.toPlainText()
    assert report.startswith("Silas Crowther, read from Statblock text\n")
    assert "Values that disagree (1)" in report
    assert ("HP: the statblock says 16, the rules give 14 ((CON 65 + SIZ 75) / 10). SheetMaker keeps 16 as the "
            "current HP.") in report
    assert "#fff1c2" in dialog.report_view.toHtml().lower()  # highlighted
    assert window.tabs.count() == 0  # nothing before confirming

    dialog.sheet_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    assert dialog.confirm_button.text() == "Open 1 Sheet"
    qtbot.mouseClick(dialog.confirm_button, Qt.MouseButton.LeftButton)
    assert _tab_names(window) == ["Silas Crowther"]
    sheet = window.sheets[0]
    assert sheet.doc.path is None and not sheet.doc.undo_stack.isClean()  # new and unsaved: closing asks
    document = sheet.doc.document
    assert document.kind == "npc"
    assert characteristics(document) == SILAS
    assert document.sheet.hp == 16  # the statblock's HP is kept as the current HP
    assert {spin: sheet.view.characteristic_spins[spin].value() for spin in SILAS} == SILAS


def test_a_dholes_house_file_chosen_in_the_dialog_opens_with_its_values(window, monkeypatch):
    dialog = _import_file(window, monkeypatch, DATA / "dholes-agatha-crane.json")
    assert _rows(dialog) == ["Agatha Crane\nCall of Cthulhu 7e, investigator"]
    assert dialog.message.text() == ("1 sheet found in dholes-agatha-crane.json. Nothing is created until you "
                                     "confirm.")
    report = dialog.report_view.toPlainText()
    assert report.startswith("Agatha Crane, read from Dhole's House JSON\n")
    assert "'Operate Heavy Machine' → Operate Heavy Machinery." in report
    dialog.confirm()
    assert _tab_names(window) == ["Agatha Crane"]
    sheet = window.sheets[0]
    document = sheet.doc.document
    assert sheet.doc.path is None
    assert characteristics(document) == AGATHA
    assert (document.sheet.age, document.sheet.era, document.sheet.occupation.name) == (38, "1920s", "Antiquarian")
    assert document.portrait is not None
    assert {name: sheet.view.characteristic_spins[name].value() for name in AGATHA} == AGATHA


def test_a_foundry_actor_chosen_in_the_dialog_opens_with_its_values(window, monkeypatch):
    dialog = _import_file(window, monkeypatch, DATA / "foundry-character.json")
    assert _rows(dialog) == ["Agnes Whateley\nCall of Cthulhu 7e, investigator\n4 values disagree, 1 not carried"]
    report = dialog.report_view.toPlainText()
    assert report.startswith("Agnes Whateley, read from Foundry VTT actor (Call of Cthulhu 7th edition system)\n")
    assert "HP maximum: the file says 12, the rules give 11 ((CON 60 + SIZ 55) / 10); SheetMaker uses 11." in report
    assert "Not carried (1)" in report
    dialog.confirm()
    assert _tab_names(window) == ["Agnes Whateley"]
    sheet = window.sheets[0]
    assert characteristics(sheet.doc.document) == AGNES
    assert {name: sheet.view.characteristic_spins[name].value() for name in AGNES} == AGNES


def test_the_pulp_file_names_its_talent_and_its_disagreements(window, monkeypatch):
    dialog = _import_file(window, monkeypatch, DATA / "dholes-rafe-okafor-pulp.json")
    (row,) = _rows(dialog)
    assert row.startswith("Rafe Okafor\nCall of Cthulhu 7e, investigator\n")
    report = dialog.report_view.toPlainText()
    assert "Pulp talent 'Tough Guy' → the custom skill 'Pulp talent: Tough Guy'." in report
    assert "MOV: the file says 9, the rules give 8 (STR 70, DEX 75, SIZ 60, age 44); SheetMaker uses 8." in report
    # A long report starts with links to its sections.
    html_text = dialog.report_view.toHtml()
    assert 'href="#mapped"' in html_text and 'name="mapped"' in html_text
    dialog.confirm()
    skills = [skill.name for skill in window.sheets[0].doc.document.sheet.skills]
    assert "Pulp talent: Tough Guy" in skills


def test_a_dholes_house_file_dropped_on_the_library_is_written_there(window, qtbot, tmp_path):
    folder = tmp_path / "library"
    folder.mkdir()
    page = window.show_library(str(folder))
    dropped = tmp_path / "export (3).json"  # the character's name, not the file's, names the sheet
    dropped.write_bytes((DATA / "dholes-agatha-crane.json").read_bytes())
    assert _drop(page.table.viewport(), [dropped]) == (True, True)
    qtbot.waitUntil(lambda: page.import_dialog is not None)
    dialog = page.import_dialog
    assert _rows(dialog) == ["Agatha Crane\nCall of Cthulhu 7e, investigator"]
    assert dialog.confirm_button.text() == "Add 1 Sheet to the Library"
    assert list(folder.iterdir()) == []  # nothing before confirming
    dialog.confirm()
    assert sorted(p.name for p in folder.iterdir()) == ["Agatha Crane.sheet.json"]
    written = fileformat.load(folder / "Agatha Crane.sheet.json")
    assert written.name == "Agatha Crane" and characteristics(written) == AGATHA
    assert window.tabs.count() == 0


@pytest.mark.parametrize(("key", "suffix"), [("dholes", ".json"), ("foundry", ".json")])
def test_export_as_writes_a_file_that_reads_back_the_same(window, tmp_path, monkeypatch, key, suffix):
    window.open_file(str(SAMPLES / "harvey-walters.sheet.json"))
    asked: list[str] = []
    target = tmp_path / f"harvey-{key}{suffix}"

    def save_name(parent, caption, start, filters):
        asked.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    dialog = window.export_as_current()
    assert [dialog.format_combo.itemData(i) for i in range(dialog.format_combo.count())] == [
        "dholes", "foundry", "statblock"]
    assert dialog.omitted.isHidden()
    dialog.set_format(key)
    title = convert.title_of(key)
    _, expected = convert.export_bytes(window.sheets[0].doc.document, key)
    lost = len(expected.lost)
    assert lost >= 1
    assert dialog.summary.text() == (
        f"{title} cannot carry one part of this sheet; it is named below and will not be in the file." if lost == 1
        else f"{title} cannot carry {lost} parts of this sheet; they are named below and will not be in the file.")
    report = dialog.report_view.toPlainText()
    assert report.startswith(f"Harvey Walters as {title}\n")
    assert all(line in report for line in expected.lost)
    assert not target.exists()
    dialog.save_button.click()
    assert asked[0].endswith(f"Harvey Walters{suffix}")
    found, items = read_any(target.read_bytes())
    assert found == key
    (imported,) = items
    assert imported.document.name == "Harvey Walters"
    assert characteristics(imported.document) == HARVEY


def test_copy_as_statblock_reads_back_the_same_characteristics(window):
    window.open_file(str(SAMPLES / "harvey-walters.sheet.json"))
    window.copy_statblock_action.trigger()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Harvey Walters")
    (imported,) = statblock_text.read(text.encode("utf-8"))
    assert imported.document.name == "Harvey Walters"
    assert characteristics(imported.document) == HARVEY


@pytest.mark.parametrize("garbage", [
    "hello world\nthis is not a statblock",
    '{"Investigator": 5}',
    (DATA / "dholes-agatha-crane.json").read_text(encoding="utf-8")[:3000],  # a file cut short
])
def test_a_garbage_paste_says_why_and_creates_nothing(window, garbage):
    dialog = window.import_dialog_open()
    dialog.source_tabs.setCurrentIndex(1)
    dialog.paste_edit.setPlainText(garbage)
    assert not dialog.read_pasted()
    assert dialog.message.text().startswith(
        "The pasted text cannot be imported: this is not a format SheetMaker reads")
    assert dialog.message.text().endswith(".")
    assert dialog.sheet_list.count() == 0 and dialog.sheet_list.empty_text == "No sheet was found."
    assert not dialog.confirm_button.isEnabled()
    dialog.confirm()
    dialog.reject()
    assert window.tabs.count() == 0


def test_a_toc_sheet_is_offered_only_the_statblock(window, tmp_path, monkeypatch):
    window.open_file(str(SAMPLES / "toc-pulp-pilot.sheet.json"))
    target = tmp_path / "billie.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    dialog = window.export_as_current()
    assert [dialog.format_combo.itemText(i) for i in range(dialog.format_combo.count())] == ["Statblock text"]
    assert dialog.omitted.text() == ("Dhole's House JSON and Foundry VTT actor (Call of Cthulhu 7th edition system) "
                                     "carry only Call of Cthulhu 7e sheets. They are not offered for this Trail of "
                                     "Cthulhu sheet.")
    assert dialog.save_button.isEnabled()
    dialog.save_button.click()
    (imported,) = statblock_text.read(target.read_bytes())
    original = window.sheets[0].doc.document
    assert imported.document.system == "toc"
    assert imported.document.sheet.abilities == original.sheet.abilities
    # Statblock names are read with plain quotes (“Billie” → "Billie"; the export report says so).
    assert imported.document.name in (original.name, original.name.replace("“", '"').replace("”", '"'))
