"""Issue 23, item 11: library rows dragged onto the party table were added, but the window also
left the library for the sheets' tabs. A drop on the party table adds to the party and the
library stays in view; a double click on a party row still shows its sheet."""

from __future__ import annotations

import random
import shutil

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui.main_window import MainWindow
from tests.ui.main_window.test_window import _simple_view

COC = ("harvey-walters", "mae-donnelly")


@pytest.fixture
def folder(tmp_path):
    folder = tmp_path / "campaign"
    folder.mkdir()
    for name in COC:
        shutil.copyfile(resource("samples") / f"{name}.sheet.json", folder / f"{name}.sheet.json")
    return folder


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, None, controller=RollController(rng=random.Random(11)), view_factory=_simple_view)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def _drop(widget, mime):
    pos = QPointF(widget.rect().center())
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted()
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, drop)
    return drop


def test_library_rows_dropped_on_the_party_table_stay_in_the_library(window, folder, qtbot):
    page = window.show_library(str(folder))
    qtbot.waitUntil(lambda: page.model.rowCount() == 2)
    window.party_action.trigger()
    panel = window.party_dock.panel
    rows = [page.proxy.index(r, 0) for r in range(page.proxy.rowCount())]
    mime = page.proxy.mimeData(rows)  # what dragging the rows carries
    drop = _drop(panel.table.viewport(), mime)
    assert drop.isAccepted()
    QApplication.processEvents()
    assert sorted(doc.display_name for doc in panel.model.documents) == ["Harvey Walters", "Mae Donnelly"]
    assert window.centralWidget().currentWidget() is page  # still the library
    assert window.library_action.isChecked()
    # The sheets are open (the party's rolls change them and they can be saved), behind it.
    assert len(window.sheets) == 2


def test_a_sheet_dropped_again_does_not_come_forward(window, folder, qtbot):
    first = window.open_file(str(folder / "harvey-walters.sheet.json"))
    second = window.open_file(str(folder / "mae-donnelly.sheet.json"))
    assert window.tabs.currentWidget() is second.view
    window.party_action.trigger()
    panel = window.party_dock.panel
    panel.add_files([str(folder / "harvey-walters.sheet.json")])
    assert panel.model.documents == [first.doc]
    assert window.tabs.currentWidget() is second.view


def test_a_double_click_on_a_party_row_shows_its_sheet(window, folder, qtbot):
    page = window.show_library(str(folder))
    qtbot.waitUntil(lambda: page.model.rowCount() == 2)
    window.party_action.trigger()
    panel = window.party_dock.panel
    panel.add_files([str(folder / "mae-donnelly.sheet.json")])
    assert window.centralWidget().currentWidget() is page
    index = panel.table.model().index(0, 0)
    panel.table.doubleClicked.emit(index)
    assert window.centralWidget().currentWidget() is window.tabs
    assert window.tabs.currentWidget() is window.sheets[0].view
