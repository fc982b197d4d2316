"""The main window when another SheetMaker saves the sheet while this one is saving it: the user
is asked (Sheet Changed on Disk), as when the change came earlier, and no version is lost."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QMessageBox

from sheetmaker.io import fileformat, safefile
from sheetmaker.models.sheet_locks import SheetLocks
from sheetmaker.resources import resource
from sheetmaker.ui import file_conflicts
from sheetmaker.ui.main_window import MainWindow

HARVEY = resource("samples", "harvey-walters.sheet.json")
STR = "sheet.characteristics.STR"


@pytest.fixture
def asked(monkeypatch) -> list[str]:
    titles: list[str] = []
    answers = ["keep_mine"]

    def ask_choice(parent, title, text, informative, choices, default):
        titles.append(title)
        return answers.pop(0) if answers else "cancel"

    monkeypatch.setattr(file_conflicts, "ask_choice", ask_choice)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    return titles


@pytest.fixture
def window(qtbot, tmp_path, asked):
    from sheetmaker.models.rolls import RollController

    locks = SheetLocks(tmp_path / "locks")
    made = MainWindow(
        QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
        None,
        controller=RollController(),
        view_factory=lambda doc, controller, parent=None, **o: QLabel(doc.display_name, parent),
        locks=locks,
    )
    qtbot.addWidget(made)
    yield made
    locks.release_all()


@pytest.fixture
def sheet(tmp_path) -> Path:
    path = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, path)
    return path


def test_a_save_met_while_saving_asks_and_keeps_both(window, asked, sheet, monkeypatch):
    open_sheet = window.open_file(str(sheet))
    new_str = open_sheet.doc.value(STR) + 5
    open_sheet.doc.set_value(STR, new_str)
    real = safefile._write_temp
    done = []

    def write_temp(*args, **kwargs):
        temp = real(*args, **kwargs)
        if not done:  # another copy saves while ours is being written
            done.append(True)
            theirs = fileformat.load(sheet).model_copy(update={"name": "Harvey the Bold"})
            other = sheet.with_name("other-copy")
            other.write_bytes(fileformat.dumps(theirs))
            os.replace(other, sheet)
        return temp

    monkeypatch.setattr(safefile, "_write_temp", write_temp)
    assert window.save_current()  # asked; Keep Mine
    assert asked == ["Sheet Changed on Disk"]
    [conflict] = sorted(sheet.parent.glob("harvey (conflict *.sheet.json"))
    assert fileformat.load(conflict).name == "Harvey the Bold"  # theirs, kept
    assert fileformat.load(sheet).sheet.characteristics.STR == new_str  # ours, saved
    assert not open_sheet.doc.modified


def test_keep_mine_asks_again_when_a_third_version_comes_after_the_copy(window, asked, sheet, monkeypatch):
    from sheetmaker.models.document import SheetDocument

    open_sheet = window.open_file(str(sheet))
    open_sheet.doc.set_value("name", "Mine")

    def other_save(name: str) -> None:
        theirs = fileformat.load(sheet).model_copy(update={"name": name})
        other = sheet.with_name("other-copy")
        other.write_bytes(fileformat.dumps(theirs))
        os.replace(other, sheet)

    other_save("Theirs")
    real = SheetDocument.keep_file_copy
    copies: list[str] = []

    def keep_file_copy(self, label):
        copy = real(self, label)
        copies.append(copy)
        if len(copies) == 1:
            other_save("Third")  # right after the first copy, before Keep Mine saves
        return copy

    monkeypatch.setattr(SheetDocument, "keep_file_copy", keep_file_copy)
    monkeypatch.setattr(file_conflicts, "ask_choice", _answering(asked, ["keep_mine", "keep_mine"]))
    assert window.save_current()
    assert asked == ["Sheet Changed on Disk", "Sheet Changed on Disk"]
    assert [fileformat.load(copy).name for copy in copies] == ["Theirs", "Third"]
    assert fileformat.load(sheet).name == "Mine"


def _answering(titles: list[str], answers: list[str]):
    def ask_choice(parent, title, text, informative, choices, default):
        titles.append(title)
        return answers.pop(0) if answers else "cancel"

    return ask_choice
