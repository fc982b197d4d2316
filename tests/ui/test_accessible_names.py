"""Screen readers: every focusable control of every window, page and dialog has an accessible
name (the name a screen reader says when the control gets focus). The walk covers the main window
(start page, a CoC and a ToC sample sheet, the library on a folder of samples, the party table,
the roll log with cards), every step of both creation wizards and every dialog, constructed
directly. A control counts as named when QAccessible gives it a name: its accessibleName, or the
text Qt exposes (a button's text, a buddy label's text)."""

from __future__ import annotations

import random
import shutil

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QMessageBox, QTableView, QWidget

from sheetmaker.app import create_application
from sheetmaker.models.document import SheetDocument
from sheetmaker.resources import resource
from sheetmaker.ui.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

SAMPLES = ["harvey-walters", "toc-alienist-purist"]


def spoken_name(widget: QWidget) -> str:
    """The name a screen reader gets for ``widget``."""
    if widget.accessibleName().strip():
        return widget.accessibleName()
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""


@pytest.fixture(autouse=True)
def _the_app(qapp, monkeypatch):
    """The application as SheetMaker makes it (create_application reuses the test's); windows
    closed at teardown discard their changes instead of asking."""
    create_application([])
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)


def unnamed(root: QWidget, where: str) -> list[str]:
    """Every visible focusable widget in ``root`` (itself included) without an accessible name."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisible():
            continue
        if not spoken_name(widget):
            parent = widget.parentWidget()
            owner = f"{type(parent).__name__}/{parent.objectName()}" if parent is not None else ""
            found.append(f"{where}: {type(widget).__name__} {widget.objectName()!r} in {owner}")
    return found


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.fixture
def window(qtbot, tmp_path):
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    settle()
    return win


def test_the_main_window_names_every_control(window, tmp_path):
    missing = unnamed(window, "start page")
    for sample in SAMPLES:
        sheet = window.open_sample(str(resource("samples", f"{sample}.sheet.json")))
        assert sheet is not None
        settle()
        missing += unnamed(window, sample)
        # a roll from the sheet puts a card (with follow-ups when it fails) in the roll log
        for _ in range(3):
            if sample == "harvey-walters":
                window.controller.skill(sheet.doc, "Spot Hidden")
        settle()
        if sample == "harvey-walters":
            dock = window.roll_log_dock
            assert dock is not None and dock.isVisible() and dock.model.rowCount() == 3
            assert any(dock.bar(row) is not None for row in range(3))  # follow-up buttons
        missing += unnamed(window, sample + " + roll log")
    window.show_party()
    settle()
    missing += unnamed(window, "party table")
    folder = tmp_path / "library"
    folder.mkdir()
    for sample in SAMPLES + ["npc-cultist"]:
        shutil.copy(resource("samples", f"{sample}.sheet.json"), folder)
    page = window.show_library(str(folder))
    settle()
    assert page.isVisible()
    missing += unnamed(window, "library")
    assert missing == [], "\n".join(missing)


@pytest.mark.parametrize("game", ["coc7", "toc"])
def test_every_wizard_step_names_every_control(qtbot, game):
    from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard
    from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

    cls = CoC7CreationWizard if game == "coc7" else ToCCreationWizard
    wizard = cls(rng=random.Random(1))
    qtbot.addWidget(wizard)
    wizard.resize(1280, 800)
    wizard.show()
    wizard.randomise_rest()
    missing = []
    for step in wizard.step_names:
        wizard.go_to_step(step)
        settle()
        missing += unnamed(wizard, step)
    assert missing == [], "\n".join(missing)


def _dialogs(tmp_path):
    from sheetmaker.ui.bulk_npc import BulkNpcDialog
    from sheetmaker.ui.dialogs.aging import AgingDialog
    from sheetmaker.ui.dialogs.damage import DamageDialog
    from sheetmaker.ui.dialogs.heal import HealDialog
    from sheetmaker.ui.dialogs.mythos import MythosDialog
    from sheetmaker.ui.export_pdf import ExportPdfDialog
    from sheetmaker.ui.file_conflicts import CompareDialog
    from sheetmaker.ui.import_dialog import ImportDialog
    from sheetmaker.ui.library_conflict import LibraryCompareDialog
    from sheetmaker.ui.library_dialogs import TagDialog, TrashDialog
    from sheetmaker.ui.preferences import Preferences, PreferencesDialog
    from sheetmaker.ui.roll_dialog import RollDialog

    harvey = SheetDocument.open(str(resource("samples", "harvey-walters.sheet.json")))
    alienist = SheetDocument.open(str(resource("samples", "toc-alienist-purist.sheet.json")))
    prefs = QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat)
    differences = [("name", "Harvey", "Harvey W."), ("skills.Spot Hidden", 35, 40)]
    return {
        "roll (skill)": lambda: RollDialog(None, mode="skill", title="Spot Hidden", value=35),
        "roll (ToC test)": lambda: RollDialog(None, mode="toc", title="Athletics", pool=8, ability="Athletics"),
        "preferences": lambda: PreferencesDialog(Preferences.load(prefs)),
        "import": lambda: ImportDialog(None, folder=str(tmp_path)),
        "export PDF": lambda: ExportPdfDialog(name="Harvey"),
        "bulk NPC": lambda: BulkNpcDialog(str(tmp_path)),
        "damage (CoC)": lambda: DamageDialog("coc7"),
        "damage (ToC)": lambda: DamageDialog("toc"),
        "heal (CoC)": lambda: HealDialog("coc7"),
        "heal (ToC)": lambda: HealDialog("toc"),
        "aging": lambda: AgingDialog(harvey.sheet),
        "mythos": lambda: MythosDialog(alienist.sheet),
        "compare": lambda: CompareDialog("Harvey", differences),
        "library conflict": lambda: LibraryCompareDialog("Harvey", "a.sheet.json", "b.sheet.json", differences),
        "tags": lambda: TagDialog(2, ["pulp", "npc"]),
        "trash": lambda: TrashDialog(str(tmp_path)),
    }


def test_every_dialog_names_every_control(qtbot, tmp_path):
    missing = []
    for where, make in _dialogs(tmp_path).items():
        dialog = make()
        qtbot.addWidget(dialog)
        dialog.show()
        settle()
        missing += unnamed(dialog, where)
        dialog.close()
    assert missing == [], "\n".join(missing)


# --------------------------------------------------------------------------- table headers


def column_headers(table: QTableView) -> list[str]:
    """What QAccessible says the column headers of ``table``'s first row are (one name per
    column: the header cells' names joined)."""
    interface = QAccessible.queryAccessibleInterface(table)
    assert interface is not None and interface.role() == QAccessible.Role.Table
    names: dict[int, str] = {}
    for number in range(interface.childCount()):
        child = interface.child(number)
        cell = child.tableCellInterface() if child is not None else None
        if cell is None or cell.rowIndex() != 0:
            continue
        names[cell.columnIndex()] = " ".join(h.text(QAccessible.Text.Name).strip() for h in cell.columnHeaderCells())
    return [names.get(column, "") for column in range(table.model().columnCount())]


def test_every_table_reports_its_column_headers(window, tmp_path):
    """A screen reader in a table cell says the column's header: every shown column of every
    table with rows has a named header cell (the library's portrait column included)."""
    for sample in SAMPLES:
        sheet = window.open_sample(str(resource("samples", f"{sample}.sheet.json")))
        assert sheet is not None
    party = window.show_party().widget()
    for sheet in window.sheets:
        party.add(sheet.doc)
    folder = tmp_path / "library"
    folder.mkdir()
    for sample in SAMPLES:
        shutil.copy(resource("samples", f"{sample}.sheet.json"), folder)
    window.show_library(str(folder))
    settle()
    checked, missing = [], []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        settle()
    for table in QApplication.allWidgets():
        if not isinstance(table, QTableView) or table.model() is None or table.model().rowCount() == 0:
            continue
        window_of = type(table.window()).__name__
        if window_of != "MainWindow":
            continue
        headers = column_headers(table)
        checked.append(table.objectName())
        missing += [
            f"{table.objectName()} column {column}"
            for column, name in enumerate(headers)
            if not name and not table.isColumnHidden(column)
        ]
    assert {"libraryTable", "partyTable", "skillsTable0", "abilitiesGeneralTable"} <= set(checked)
    assert missing == [], "\n".join(missing)
