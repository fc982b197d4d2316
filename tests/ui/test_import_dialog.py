"""File → Import…, drops of other tools' formats, File → Export As… and Copy as Statblock
(issue 14, item 5): the dialog lists each sheet with its report and creates nothing until the
user confirms. Tested with a small fake format (tests/interchange_fakes.py)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QColor, QDragEnterEvent, QDropEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QWidget

from sheetmaker.io import fileformat
from sheetmaker.models.rolls import RollController
from sheetmaker.ui.import_dialog import ExportDialog, ImportDialog
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.widgets import TickDelegate
from tests.interchange_fakes import fake_format  # noqa: F401 - a fixture
from tests.ui.test_table_ready import assert_unticked_box_visible, contrast, light_and_dark  # noqa: F401 - light_and_dark: a fixture

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
TWO = "FAKE-SHEETS\nAda Brand|disagree\nCole Drummond|npc|lost\n"


def _view(doc, controller, parent=None, **options) -> QWidget:
    return QLabel(doc.display_name, parent)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch) -> MainWindow:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, controller=RollController(rng=random.Random(7)), view_factory=_view)
    qtbot.addWidget(window)
    window.show()
    return window


def _error_boxes(widget: QWidget) -> list[QMessageBox]:
    return [box for box in widget.findChildren(QMessageBox) if box.objectName() == "errorBox"]


def _drop(target: QWidget, paths: list[Path]) -> tuple[bool, bool]:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
    args = (Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    try:
        enter = QDragEnterEvent(QPointF(10, 10), *args)
    except TypeError:  # PySide6 before 6.12 has the QPoint constructor only
        enter = QDragEnterEvent(QPoint(10, 10), *args)
    QApplication.sendEvent(target, enter)
    drop = QDropEvent(QPointF(10, 10), *args)
    QApplication.sendEvent(target, drop)
    return enter.isAccepted(), drop.isAccepted()


def _rows(dialog: ImportDialog) -> list[str]:
    return [dialog.sheet_list.item(row).text() for row in range(dialog.sheet_list.count())]


def test_pasted_text_lists_each_sheet_with_its_report_and_confirm_opens_them(window, qtbot, fake_format):
    assert window.import_action.shortcut().toString() == "Ctrl+Shift+I"
    window.import_action.trigger()
    dialog = window.import_dialog
    assert isinstance(dialog, ImportDialog) and dialog.isVisible()
    assert dialog.paste_edit.placeholderText() == "Paste a statblock or a JSON export"
    assert not dialog.confirm_button.isEnabled()
    dialog.source_tabs.setCurrentIndex(1)
    dialog.paste_edit.setPlainText(TWO)
    qtbot.mouseClick(dialog.read_button, Qt.MouseButton.LeftButton)
    assert _rows(dialog) == [
        "Ada Brand\nCall of Cthulhu 7e, investigator\n1 value disagrees",
        "Cole Drummond\nCall of Cthulhu 7e, NPC\n1 not carried",
    ]
    assert dialog.message.text().startswith("2 sheets found in the pasted text.")
    report = dialog.report_view.toPlainText()
    assert report.startswith("Ada Brand, read from Fake Sheets\n")
    for heading in ("Values that disagree (1)", "Read (2)", "Mapped (1)"):
        assert heading in report
    assert "HP: the file says 99, the rules give 10; SheetMaker uses 10." in report
    assert "#fff1c2" in dialog.report_view.toHtml().lower()  # the disagreement is highlighted
    dialog.sheet_list.setCurrentRow(1)
    report = dialog.report_view.toPlainText()
    assert "Not carried (1)" in report and "The talent 'Hardened' has no place on a SheetMaker sheet." in report
    assert window.tabs.count() == 0  # nothing yet
    assert dialog.confirm_button.text() == "Open 2 Sheets"
    qtbot.mouseClick(dialog.confirm_button, Qt.MouseButton.LeftButton)
    assert [window.tabs.tabText(i).rstrip("*").strip() for i in range(window.tabs.count())] == [
        "Ada Brand", "Cole Drummond"]
    assert all(sheet.doc.path is None for sheet in window.sheets)  # new, unsaved
    assert [sheet.doc.document.kind for sheet in window.sheets] == ["investigator", "npc"]


def test_unticked_sheets_are_not_opened_and_cancel_creates_nothing(window, qtbot, fake_format):
    dialog = window.import_dialog_open()
    dialog.paste_edit.setPlainText(TWO)
    dialog.read_pasted()
    dialog.sheet_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    assert dialog.confirm_button.text() == "Open 1 Sheet"
    dialog.sheet_list.item(1).setCheckState(Qt.CheckState.Unchecked)
    assert not dialog.confirm_button.isEnabled()
    dialog.reject()
    assert window.tabs.count() == 0
    dialog = window.import_dialog_open()
    dialog.paste_edit.setPlainText(TWO)
    dialog.read_pasted()
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert window.tabs.count() == 0


def test_a_bad_file_or_text_shows_a_message_and_lists_nothing(window, tmp_path, monkeypatch, fake_format):
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x00\x01 not anything {")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(garbage), ""))
    dialog = window.import_dialog_open()
    dialog.browse_button.click()
    assert dialog.path_edit.text() == str(garbage)
    assert dialog.message.text().startswith("garbage.json cannot be imported: this is not a format SheetMaker reads")
    assert dialog.sheet_list.count() == 0 and not dialog.confirm_button.isEnabled()
    broken = tmp_path / "broken.txt"
    broken.write_text("FAKE-SHEETS\nBROKEN\n", encoding="utf-8")
    assert not dialog.read_path(str(broken))
    assert dialog.message.text() == "broken.txt cannot be imported: the fake sheets are broken beyond reading."
    dialog.paste_edit.setPlainText("   ")
    assert not dialog.read_pasted()
    assert dialog.message.text() == "Paste a statblock or a JSON export first."
    dialog.reject()
    assert window.tabs.count() == 0


def test_a_file_chosen_in_the_dialog_is_read_by_content(window, tmp_path, monkeypatch, fake_format):
    misleading = tmp_path / "party.sheet.json.txt"
    misleading.write_text(TWO, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(misleading), ""))
    dialog = window.import_dialog_open()
    dialog.browse_button.click()
    assert len(_rows(dialog)) == 2
    dialog.confirm()
    assert window.tabs.count() == 2


def test_files_dropped_on_the_window_go_through_the_dialog(window, qtbot, tmp_path, fake_format):
    fake = tmp_path / "npcs.txt"
    fake.write_text(TWO, encoding="utf-8")
    sheet = tmp_path / "harvey.sheet.json"
    sheet.write_bytes((SAMPLES / "harvey-walters.sheet.json").read_bytes())
    assert _drop(window, [fake, sheet]) == (True, True)
    qtbot.waitUntil(lambda: window.import_dialog is not None and window.tabs.count() == 1)
    assert window.sheets[0].doc.path == str(sheet)  # our own sheet opens directly, as before
    dialog = window.import_dialog
    assert dialog.source_tabs.isHidden()
    assert dialog.message.text().startswith("2 sheets found in npcs.txt.")
    assert window.tabs.count() == 1
    dialog.confirm()
    assert window.tabs.count() == 3


def test_a_dropped_file_in_no_known_format_shows_a_message(window, qtbot, tmp_path, fake_format):
    junk = tmp_path / "junk.json"
    junk.write_text('{"hello": "world"}', encoding="utf-8")
    _drop(window, [junk])
    qtbot.waitUntil(lambda: len(_error_boxes(window)) == 1)
    box = _error_boxes(window)[0]
    assert box.text() == "This file cannot be imported."
    assert box.informativeText().startswith("junk.json: this is not a format SheetMaker reads")
    assert window.import_dialog is None and window.tabs.count() == 0


def test_export_as_shows_what_is_lost_then_writes_the_file(window, qtbot, tmp_path, monkeypatch, fake_format):
    window.open_file(str(SAMPLES / "harvey-walters.sheet.json"))
    assert window.export_as_action.isEnabled()
    asked: list[str] = []
    target = tmp_path / "out" / "harvey.txt"
    target.parent.mkdir()

    def save_name(parent, caption, start, filters):
        asked.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    window.export_as_action.trigger()
    dialog = window.export_dialog
    assert isinstance(dialog, ExportDialog)
    dialog.set_format("statblock")
    assert dialog.windowTitle() == "Export Harvey Walters As"
    assert dialog.summary.text() == ("Fake Sheets cannot carry 2 parts of this sheet; they are named below and "
                                     "will not be in the file.")
    report = dialog.report_view.toPlainText()
    assert report.startswith("Harvey Walters as Fake Sheets\n")
    assert "Not carried (2)" in report and "The portrait cannot be carried." in report
    assert not target.exists()  # nothing before Save…
    dialog.save_button.click()
    assert target.read_bytes() == b"FAKE-SHEETS\nHarvey Walters\n"
    assert asked[0].endswith("Harvey Walters.fake.txt")
    # The next export starts in the folder written last.
    window.export_as_action.trigger()
    window.export_dialog.set_format("statblock")
    window.export_dialog.save_button.click()
    assert asked[1] == str(target.parent / "Harvey Walters.fake.txt")


def test_formats_that_do_not_carry_the_game_are_not_offered(window, fake_format):
    # The fake writer stands in for every statblock (CoC only), so no format carries a ToC sheet.
    window.open_file(str(SAMPLES / "toc-pulp-pilot.sheet.json"))
    dialog = window.export_as_current()
    assert dialog.format_combo.count() == 0 and not dialog.format_combo.isEnabled()
    assert dialog.omitted.text() == ("Dhole's House JSON, Foundry VTT actor (Call of Cthulhu 7th edition system) "
                                     "and Fake Sheets carry only Call of Cthulhu 7e sheets. They are not offered "
                                     "for this Trail of Cthulhu sheet.")
    assert dialog.summary.text() == "No export format can carry this Trail of Cthulhu sheet."
    assert not dialog.save_button.isEnabled()
    dialog.reject()


def test_copy_as_statblock_puts_the_text_on_the_clipboard(window, fake_format):
    assert window.copy_statblock_action.shortcut().toString() == "Ctrl+Shift+C"
    assert not window.copy_statblock_action.isEnabled()
    window.open_file(str(SAMPLES / "harvey-walters.sheet.json"))
    assert window.copy_statblock_action.isEnabled()
    window.copy_statblock_action.trigger()
    assert QGuiApplication.clipboard().text() == "FAKE-SHEETS\nHarvey Walters\n"


def test_files_dropped_on_the_library_are_written_there_after_confirming(window, qtbot, tmp_path, fake_format):
    folder = tmp_path / "library"
    folder.mkdir()
    page = window.show_library(str(folder))
    fake = tmp_path / "npcs.txt"
    fake.write_text(TWO, encoding="utf-8")
    assert _drop(page.table.viewport(), [fake]) == (True, True)
    qtbot.waitUntil(lambda: page.import_dialog is not None)
    dialog = page.import_dialog
    assert dialog.confirm_button.text() == "Add 2 Sheets to the Library"
    dialog.sheet_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    assert dialog.confirm_button.text() == "Add 1 Sheet to the Library"
    dialog.sheet_list.item(0).setCheckState(Qt.CheckState.Checked)
    assert sorted(p.name for p in folder.iterdir()) == []  # nothing before confirming
    dialog.confirm()
    assert sorted(p.name for p in folder.iterdir()) == ["Ada Brand.sheet.json", "Cole Drummond.sheet.json"]
    assert fileformat.load(folder / "Cole Drummond.sheet.json").kind == "npc"
    assert window.tabs.count() == 0


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_empty_tick_boxes_of_the_sheet_list_are_visible(qtbot, light_and_dark, scheme, fake_format):
    light_and_dark(scheme)
    dialog = ImportDialog()
    qtbot.addWidget(dialog)
    dialog.paste_edit.setPlainText(TWO)
    dialog.read_pasted()
    dialog.resize(1000, 680)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.sheet_list
    assert isinstance(table.itemDelegate(), TickDelegate)  # the party table's and the sheets' boxes
    assert_unticked_box_visible(table, 0, other_row=1)
    # A disagreement (Ada's) is highlighted in colours that read on this scheme.
    table.setCurrentRow(0)
    html_text = dialog.report_view.toHtml().lower()
    assert ("#4d3b0a" in html_text) == (scheme == "dark") and ("#fff1c2" in html_text) == (scheme == "light")
    dialog.reject()


def test_the_disagreement_highlights_read_on_both_schemes():
    for background, ink in (("#fff1c2", "#4a3500"), ("#4d3b0a", "#ffe9a8")):
        assert contrast(QColor(background), QColor(ink)) >= 7
