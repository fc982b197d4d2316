"""Fixtures shared by the recovery tests that drive a main window (imported by the test files)."""

from __future__ import annotations

import contextlib
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from sheetmaker.resources import resource
from sheetmaker.ui import file_conflicts
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.recovery import RecoveryStore

HARVEY = resource("samples", "harvey-walters.sheet.json")
Button = QMessageBox.StandardButton


class Questions:
    """QMessageBox.question, patched: records the texts, returns the queued answers (Discard
    when none is queued, so nothing blocks)."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.answers: list[QMessageBox.StandardButton] = []

    def __call__(self, parent, title, text, buttons=None, default=None):
        self.asked.append(text)
        return self.answers.pop(0) if self.answers else Button.Discard


class Choices:
    """file_conflicts.ask_choice, patched: records (title, text), returns queued keys."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []
        self.answers: list[str] = []

    def __call__(self, parent, title, text, informative, choices, default):
        self.asked.append((title, text))
        return self.answers.pop(0) if self.answers else "cancel"


@pytest.fixture
def questions(monkeypatch) -> Questions:
    fake = Questions()
    monkeypatch.setattr(QMessageBox, "question", fake)
    return fake


@pytest.fixture
def choices(monkeypatch) -> Choices:
    fake = Choices()
    monkeypatch.setattr(file_conflicts, "ask_choice", fake)
    return fake


def _simple_view(doc, controller, parent=None, **options) -> QWidget:
    return QLabel(doc.display_name, parent)


@pytest.fixture
def folder(tmp_path) -> Path:
    return tmp_path / "recovery"


@pytest.fixture
def stores(folder):
    """Makes started stores on the recovery folder; closes them at the end."""
    made: list[RecoveryStore] = []

    def make() -> RecoveryStore:
        store = RecoveryStore(folder)
        assert store.start()
        made.append(store)
        return store

    yield make
    for store in made:
        store.close()


@pytest.fixture
def make_window(qtbot, tmp_path, questions, choices):
    from sheetmaker.models.rolls import RollController

    count = iter(range(100))

    def make(store: RecoveryStore | None) -> MainWindow:
        settings = QSettings(str(tmp_path / f"settings{next(count)}.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, store, controller=RollController(), view_factory=_simple_view)
        qtbot.addWidget(window)
        return window

    return make


@pytest.fixture
def harvey_file(tmp_path) -> Path:
    path = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, path)
    return path


def copies(folder: Path) -> list[Path]:
    return sorted(folder.glob("*/*.sheet.json"))


@contextlib.contextmanager
def no_hang(fifos: list[Path], seconds: float = 10.0) -> Iterator[None]:
    """Fail instead of hanging for ever on a FIFO opened for reading (in Python or in Qt's C++,
    where no signal handler runs): after ``seconds`` a watchdog opens every FIFO for writing and
    closes it again, which ends a blocked read, and the block then fails."""
    rescued: list[Path] = []
    done = threading.Event()

    def watchdog() -> None:
        if done.wait(seconds):
            return
        while not done.is_set():
            for fifo in fifos:
                try:
                    fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
                except OSError:
                    continue  # nobody is reading it
                os.close(fd)
                rescued.append(fifo)
            done.wait(0.2)

    thread = threading.Thread(target=watchdog, daemon=True)
    thread.start()
    try:
        yield
    finally:
        done.set()
        thread.join()
    assert not rescued, f"blocked reading {sorted(set(rescued))}"
