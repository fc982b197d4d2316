"""File → Import… and files dropped on the window read only regular files, through the safe
reader: a FIFO (which a plain open would wait on for ever) or a file over the 16 MiB cap is named
in a one-line message at once, and the other files of a drop are still imported.

The FIFOs come from tests/fifo_watchdog.py: if a regression opened one, the watchdog would feed it
a line and the test would fail on the message rather than hang."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QWidget

from sheetmaker.io.interchange import MAX_INPUT_BYTES
from sheetmaker.models.rolls import RollController
from sheetmaker.ui.main_window import MainWindow
from tests.fifo_watchdog import fifo_that_unblocks

DATA = Path(__file__).resolve().parents[1] / "data" / "interchange"
FIFO_REASON = (
    "the file cannot be read: this is a named pipe (FIFO), not a regular file; "
    "SheetMaker only reads and writes regular files"
)

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


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


def test_importing_a_fifo_says_so_at_once(window, tmp_path, monkeypatch):
    fifo = tmp_path / "actor.json"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(fifo), ""))
    dialog = window.import_dialog_open()
    with fifo_that_unblocks(fifo) as watchdog:
        dialog.browse_button.click()
    assert not watchdog["opened"], "the Import dialog opened the FIFO"
    assert dialog.path_edit.text() == str(fifo)
    assert dialog.message.text() == f"actor.json cannot be imported: {FIFO_REASON}."
    assert dialog.sheet_list.count() == 0 and not dialog.confirm_button.isEnabled()
    # A real file read next in the same dialog is listed as usual.
    good = tmp_path / "agnes.json"
    good.write_bytes((DATA / "foundry-character.json").read_bytes())
    assert dialog.read_path(str(good))
    assert dialog.sheet_list.count() == 1
    dialog.reject()
    assert window.tabs.count() == 0


def test_a_file_over_the_cap_is_refused_before_it_is_read(window, tmp_path):
    big = tmp_path / "huge.json"
    with open(big, "wb") as handle:
        handle.truncate(MAX_INPUT_BYTES + 1)
    dialog = window.import_dialog_open()
    assert not dialog.read_path(str(big))
    assert dialog.message.text() == (
        "huge.json cannot be imported: the file cannot be read: the file is 16.0 MiB, larger than the 16 MiB "
        "SheetMaker reads."
    )
    dialog.reject()


def test_a_fifo_among_dropped_files_is_named_and_the_others_are_imported(window, qtbot, tmp_path):
    """What a drop hands over (MainWindow.import_files): a file that became a FIFO after it was
    dropped is named in the message; the Foundry actor beside it is listed."""
    fifo = tmp_path / "npcs.txt"
    good = tmp_path / "agnes.json"
    good.write_bytes((DATA / "foundry-character.json").read_bytes())
    with fifo_that_unblocks(fifo) as watchdog:
        dialog = window.import_files([str(fifo), str(good)])
    assert not watchdog["opened"], "the drop opened the FIFO"
    qtbot.waitUntil(lambda: len(_error_boxes(window)) == 1)
    box = _error_boxes(window)[0]
    assert box.text() == "This file cannot be imported."
    assert box.informativeText() == f"npcs.txt: {FIFO_REASON}."
    assert dialog is not None and window.import_dialog is dialog
    assert dialog.sheet_list.count() == 1
    assert "Agnes Whateley" in dialog.sheet_list.item(0).text()
    dialog.reject()
    assert window.tabs.count() == 0
