"""File → Reload and the roll log: reloading a sheet forgets its undo steps, but the rolls that
changed it are not "Undone" (the file still holds their changes)."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from sheetmaker.io import fileformat
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui.main_window import MainWindow

HARVEY = resource("samples", "harvey-walters.sheet.json")


def _simple_view(doc, controller, parent=None, **options) -> QWidget:
    return QLabel(doc.display_name, parent)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch) -> MainWindow:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    made = MainWindow(settings, None, controller=RollController(random.Random(3)), view_factory=_simple_view)
    qtbot.addWidget(made)
    return made


@pytest.fixture
def sheet_file(tmp_path) -> Path:
    path = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, path)
    return path


def _changing_roll(controller: RollController, doc):
    for _ in range(200):
        card = controller.skill(doc, "Library Use")
        if card.changed:
            return card
    raise AssertionError("no success in 200 rolls")


def test_reload_does_not_mark_saved_rolls_undone(window, sheet_file):
    sheet = window.open_file(str(sheet_file))
    controller = window.controller
    card = _changing_roll(controller, sheet.doc)
    ticked = sheet.doc.document.sheet
    assert window.save_sheet(sheet)
    # Another program changes something else in the file; the roll's tick is still in it.
    on_disk = fileformat.load(sheet_file)
    assert on_disk.sheet == ticked
    fileformat.save(on_disk.model_copy(update={"player": "Someone else"}), sheet_file)

    assert window.reload_sheet(sheet)
    assert sheet.doc.document.player == "Someone else"
    assert sheet.doc.document.sheet == ticked  # the file still holds the roll's change
    after = controller.log.card_by_id(card.id)
    assert not after.undone
    assert "Undone" not in after.as_text()

    # The roll's undo step went with the stack: later undo/redo of new edits never touch it.
    sheet.doc.set_value("name", "Harvey W.")
    sheet.doc.undo_stack.undo()
    assert not controller.log.card_by_id(card.id).undone
    sheet.doc.undo_stack.redo()
    assert not controller.log.card_by_id(card.id).undone


def test_an_undone_roll_stays_undone_after_reload(window, sheet_file):
    sheet = window.open_file(str(sheet_file))
    controller = window.controller
    card = _changing_roll(controller, sheet.doc)
    sheet.doc.undo_stack.undo()
    assert controller.log.card_by_id(card.id).undone
    assert window.reload_sheet(sheet)  # the file never held the roll's change
    assert controller.log.card_by_id(card.id).undone
