"""Issue 23, item 1: an empty library widened the window past a 1024-px screen (1097 px; the roll
log's Clear and Roll buttons cut off): the empty-state sentence, with the whole folder path in
it, set the minimum width. A long path now no longer widens the page."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from sheetmaker.models.rolls import RollController
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.recovery import RecoveryStore

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def deep(tmp_path):
    folder = tmp_path.joinpath(
        "Documents", "Role-playing games", "Call of Cthulhu", "Masks of Nyarlathotep campaign",
        "Investigators and their many friends", "Session forty-two and a half",
    )
    folder.mkdir(parents=True)
    return folder


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    store = RecoveryStore(tmp_path / "recovery")
    store.start()
    window = MainWindow(
        QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
        store,
        controller=RollController(rng=random.Random(7)),
        view_factory=lambda doc, controller, parent=None, **_: QLabel(doc.display_name, parent),
    )
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    yield window
    store.close()


def _inside(window, widget) -> bool:
    top_left = widget.mapTo(window, QPoint(0, 0))
    return QRect(QPoint(0, 0), window.size()).contains(QRect(top_left, widget.size()))


def test_an_empty_library_on_a_deep_folder_fits_1024(window, deep, qtbot):
    page = window.show_library(str(deep))
    qtbot.waitUntil(lambda: not page.indexer.running)
    QApplication.processEvents()
    assert len(str(deep)) > 150
    assert str(deep) in page.status.toolTip() or str(deep) in page.status.text()  # the path is still there
    assert page.status.text().startswith("No sheets in this folder yet.")
    assert window.minimumSizeHint().width() <= 1024
    window.resize(1024, 700)
    QApplication.processEvents()
    assert window.width() <= 1024
    dock = window.roll_log_dock
    assert dock is not None and dock.isVisible()
    for button in (dock.clear_button, dock.dice_button):
        assert button.isVisible()
        assert _inside(window, button), button.text()
        assert button.width() >= button.minimumSizeHint().width(), button.text()
