"""The library in the main window: View → Library (Ctrl+L), the start page's button, opening a
sheet from it, Edit → Undo on the library, and ``sheetmaker --library FOLDER``."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from sheetmaker import app as app_module
from sheetmaker import cli
from sheetmaker.models.rolls import RollController
from sheetmaker.ui.library import CURRENT_KEY, LibraryPage
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.recovery import RecoveryStore
from tests.ui.test_library import names, write_sheet


@pytest.fixture
def folder(tmp_path):
    folder = tmp_path / "campaign"
    folder.mkdir()
    write_sheet(folder, "harvey", "harvey-walters", name="Harvey Walters")
    write_sheet(folder, "ezekiel", "npc-cultist", name="Ezekiel Marsh")
    return folder


@pytest.fixture
def window(qtbot, tmp_path, folder, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(CURRENT_KEY, str(folder))
    store = RecoveryStore(tmp_path / "recovery")
    store.start()
    window = MainWindow(
        settings, store, controller=RollController(rng=random.Random(7)),
        view_factory=lambda doc, controller, parent=None, **_: QLabel(doc.display_name, parent),
    )
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    yield window
    store.close()


def test_ctrl_l_shows_the_library_and_back(window, folder, qtbot):
    assert window.library_action.shortcut().toString() == "Ctrl+L"
    assert window.library_action in window.view_menu.actions()
    window.library_action.trigger()
    page = window.library_page
    assert window.centralWidget().currentWidget() is page
    assert window.library_action.isChecked()
    qtbot.waitUntil(lambda: page.model.rowCount() == 2)
    assert page.folder() == str(folder)  # the folder shown last (settings)
    window.library_action.trigger()
    assert window.centralWidget().currentWidget() is window.start_page
    assert not window.library_action.isChecked()


def test_the_start_page_has_a_library_button(window, qtbot):
    window.start_page.library_button.click()
    assert window.centralWidget().currentWidget() is window.library_page


def test_opening_from_the_library_opens_a_tab(window, folder, qtbot):
    page = window.show_library()
    qtbot.waitUntil(lambda: page.model.rowCount() == 2)
    page.select_paths([str(folder / "harvey.sheet.json")])
    page.open_action.trigger()
    assert window.centralWidget().currentWidget() is window.tabs
    assert window.current_sheet().doc.path == str(folder / "harvey.sheet.json")
    # Back in the library, opening it again brings its tab forward (no second tab).
    window.show_library()
    page.open_action.trigger()
    assert window.tabs.count() == 1
    assert window.centralWidget().currentWidget() is window.tabs


def test_edit_undo_undoes_the_library_delete(window, folder, qtbot):
    page = window.show_library()
    qtbot.waitUntil(lambda: page.model.rowCount() == 2)
    page.select_paths([str(folder / "ezekiel.sheet.json")])
    page.delete_selected()
    assert not (folder / "ezekiel.sheet.json").exists()
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert (folder / "ezekiel.sheet.json").exists()
    assert "Ezekiel Marsh" in names(page)


def test_cli_library_argument_starts_the_application_on_it(monkeypatch, folder):
    calls: list[list[str]] = []
    monkeypatch.setattr(app_module, "main", lambda argv: calls.append(list(argv)) or 0)
    assert cli.main(["--library", str(folder)]) == 0
    assert cli.main(["--library"]) == 0
    assert cli.main([f"--library={folder}", "a.sheet.json"]) == 0
    assert calls == [
        ["sheetmaker", f"--library={folder}"],
        ["sheetmaker", "--library="],
        ["sheetmaker", f"--library={folder}", "a.sheet.json"],
    ]
    assert cli.main(["--library", str(folder / "missing")]) == cli.EXIT_USAGE
    assert cli.main(["--library", str(folder), "--bogus"]) == cli.EXIT_USAGE


def test_app_main_with_library_opens_on_the_folder(monkeypatch, tmp_path, folder, qtbot, qapp):
    monkeypatch.setenv(app_module.SETTINGS_DIR_ENV, str(tmp_path / "settings"))
    monkeypatch.setenv(app_module.APP_DATA_DIR_ENV, str(tmp_path / "data"))
    palette = qapp.palette()
    seen = {}

    def run_event_loop(app):
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
        qtbot.waitUntil(lambda: isinstance(window.centralWidget().currentWidget(), LibraryPage))
        page = window.library_page
        qtbot.waitUntil(lambda: page.model.rowCount() == 2)
        seen["folder"] = page.folder()
        seen["names"] = names(page)
        window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", run_event_loop)
    try:
        assert app_module.main(["sheetmaker", f"--library={folder}"]) == 0
    finally:
        for appearance in qapp.findChildren(app_module.Appearance):
            appearance.setParent(None)
            appearance.deleteLater()
        if hasattr(qapp.styleHints(), "setColorScheme"):
            qapp.styleHints().setColorScheme(Qt.ColorScheme.Unknown)
        qapp.setPalette(palette)
    assert seen == {"folder": str(folder), "names": ["Ezekiel Marsh", "Harvey Walters"]}


def test_the_library_fits_a_1024_px_window_with_the_roll_log(window, qtbot):
    """A 1024×700 screen: showing the library (with the roll log docked) never makes the window
    wider than the screen, and the search field keeps a usable width."""
    _ = window.controller  # the roll log dock is made with the controller
    window.library_action.trigger()
    page = window.library_page
    qtbot.waitUntil(lambda: page.model.rowCount() == 2)
    assert window.minimumSizeHint().width() <= 1024
    assert window.width() == 1024
    assert page.search.width() >= page.fontMetrics().horizontalAdvance("M") * 12


def test_a_scan_finishing_after_the_library_closed_is_quiet(window, qtbot, folder):
    """The worker's results arrive after the page is gone: no error, nothing raised."""
    from sheetmaker.models.library.indexer import _ScanSignals, _ScanTask

    signals = _ScanSignals()
    task = _ScanTask(1, str(folder), None, signals, __import__("threading").Lock(), 10)
    import shiboken6

    shiboken6.delete(signals)
    task.run()  # would raise "Signal source has been deleted" before the guard
