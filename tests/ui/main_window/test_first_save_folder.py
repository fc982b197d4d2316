"""Issue 23, item 10: the first Save dialog opened in the folder the app was started from (or the
documents), not the library's, so a new investigator never showed up in the library. With no
folder used before, the file dialogs open in the library's folder."""

from __future__ import annotations

import os
import random

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox

from sheetmaker.models.rolls import RollController
from sheetmaker.ui.library import CURRENT_KEY
from sheetmaker.ui.main_window import LAST_FOLDER_KEY, MainWindow
from sheetmaker.ui.recovery import RecoveryStore


def _window(qtbot, tmp_path, monkeypatch, settings: QSettings) -> MainWindow:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    store = RecoveryStore(tmp_path / "recovery")
    store.start()
    window = MainWindow(
        settings, store, controller=RollController(rng=random.Random(7)),
        view_factory=lambda doc, controller, parent=None, **_: QLabel(doc.display_name, parent),
    )
    qtbot.addWidget(window)
    window._test_store = store  # closed by the test
    return window


@pytest.fixture
def library(tmp_path):
    folder = tmp_path / "campaign"
    folder.mkdir()
    return folder


@pytest.fixture
def asked(monkeypatch) -> list[str]:
    calls: list[str] = []

    def fake(parent, caption, directory, filter_):
        calls.append(directory)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    return calls


def test_first_save_opens_in_the_remembered_library_folder(qtbot, tmp_path, monkeypatch, library, asked):
    elsewhere = tmp_path / "started-here"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(CURRENT_KEY, str(library))
    window = _window(qtbot, tmp_path, monkeypatch, settings)
    sheet = window.new_sheet("coc7")
    sheet.doc.set_value("name", "Ada Lovelace")
    assert not window.save_current_as()
    assert len(asked) == 1
    assert os.path.dirname(asked[0]) == str(library)
    window._test_store.close()


def test_first_save_opens_in_the_folder_the_library_shows(qtbot, tmp_path, monkeypatch, library, asked):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = _window(qtbot, tmp_path, monkeypatch, settings)
    window.show_library(str(library))
    window.new_sheet("toc")
    assert not window.save_current_as()
    assert os.path.dirname(asked[0]) == str(library)
    window._test_store.close()


def test_a_folder_used_before_still_wins(qtbot, tmp_path, monkeypatch, library, asked):
    used = tmp_path / "used"
    used.mkdir()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(CURRENT_KEY, str(library))
    settings.setValue(LAST_FOLDER_KEY, str(used))
    window = _window(qtbot, tmp_path, monkeypatch, settings)
    window.new_sheet("coc7")
    assert not window.save_current_as()
    assert os.path.dirname(asked[0]) == str(used)
    window._test_store.close()
