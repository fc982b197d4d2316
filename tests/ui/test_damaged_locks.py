"""Opening a sheet whose lock file holds nothing: empty, damaged, too large, not a regular file,
or naming a live process that is not SheetMaker. The sheet opens normally (no question, not
read-only), the lock is replaced by ours, nothing hangs; a lock of another machine is still
respected and described."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QMessageBox

from sheetmaker.io import lockinfo
from sheetmaker.models.sheet_locks import SheetLocks
from sheetmaker.resources import resource
from sheetmaker.ui import file_conflicts
from sheetmaker.ui.main_window import MainWindow

HARVEY = resource("samples", "harvey-walters.sheet.json")
#: What a SheetMaker writes as the application of its locks: its executable's name.
OUR_APP = os.path.basename(os.readlink("/proc/self/exe")) if os.path.exists("/proc/self/exe") else "python"


class Choices:
    """file_conflicts.ask_choice, patched: records (title, text), returns queued keys."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []
        self.answers: list[str] = []

    def __call__(self, parent, title, text, informative, choices, default):
        self.asked.append((title, text))
        return self.answers.pop(0) if self.answers else "cancel"


@pytest.fixture
def choices(monkeypatch) -> Choices:
    fake = Choices()
    monkeypatch.setattr(file_conflicts, "ask_choice", fake)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    return fake


@pytest.fixture
def no_hang():
    """Fail instead of hanging for ever (a FIFO opened for reading blocks until a writer comes)."""

    def alarm(signum, frame):
        raise TimeoutError("blocked on the lock file")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


@pytest.fixture
def locks(tmp_path):
    made = SheetLocks(tmp_path / "locks")
    yield made
    made.release_all()


@pytest.fixture
def window(qtbot, tmp_path, choices, no_hang, locks):
    from sheetmaker.models.rolls import RollController

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    made = MainWindow(
        settings,
        None,
        controller=RollController(),
        view_factory=lambda doc, controller, parent=None, **o: QLabel(doc.display_name, parent),
        locks=locks,
    )
    qtbot.addWidget(made)
    return made


@pytest.fixture
def sheet(tmp_path) -> Path:
    path = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, path)
    return path


@pytest.fixture
def lock(tmp_path, sheet) -> Path:
    folder = tmp_path / "locks"
    folder.mkdir()
    return folder / lockinfo.lock_name(sheet)


def _damage(kind: str, lock: Path, tmp_path: Path) -> Path | None:
    """Leave a lock file of this kind; returns a file it points to (which must survive)."""
    if kind == "empty":
        lock.write_bytes(b"")
    elif kind == "garbage":
        lock.write_bytes(bytes(range(256)) * 3)
    elif kind == "wrong fields":
        lock.write_bytes(b"not-a-pid\nsheetmaker\nhost\n")
    elif kind == "huge pid":
        lock.write_bytes(b"9" * 40 + b"\npython3\n\n")
    elif kind == "huge file":
        lock.write_bytes(b"1\n" + b"x" * (5 * 1024 * 1024))
    elif kind == "fifo":
        os.mkfifo(lock)
    elif kind == "symlink":
        target = tmp_path / "precious.txt"
        target.write_text("keep me")
        lock.symlink_to(target)
        return target
    elif kind == "dangling symlink":
        lock.symlink_to(tmp_path / "nowhere")
    elif kind == "empty folder":
        lock.mkdir()
    return None


KINDS = [
    "empty",
    "garbage",
    "wrong fields",
    "huge pid",
    "huge file",
    "fifo",
    "symlink",
    "dangling symlink",
    "empty folder",
]


def _ours(lock: Path) -> bool:
    holder = lockinfo.read_holder(lock)
    return holder is not None and holder.pid == os.getpid() and lock.is_file() and not lock.is_symlink()


@pytest.mark.parametrize("kind", KINDS)
def test_a_damaged_lock_does_not_block_opening(window, locks, choices, sheet, lock, tmp_path, kind):
    kept = _damage(kind, lock, tmp_path)
    opened = window.open_file(str(sheet))
    assert opened is not None and not opened.read_only
    assert choices.asked == []
    assert locks.holds(str(sheet))
    assert _ours(lock)  # the damaged file was replaced by our lock
    if kept is not None:
        assert kept.read_text() == "keep me"  # a link is removed, never what it points to


@pytest.fixture
def sleeper():
    child = subprocess.Popen(["sleep", "60"])
    yield child.pid
    child.kill()
    child.wait()


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="Linux: a live process of another program")
@pytest.mark.parametrize("who", ["pid 1", "sleep"])
def test_a_lock_naming_a_live_process_that_is_not_sheetmaker_holds_nothing(
    window, locks, choices, sheet, lock, sleeper, who
):
    pid = 1 if who == "pid 1" else sleeper
    # Exactly what a SheetMaker writes, but the process id now belongs to another program.
    lock.write_text(f"{pid}\n{OUR_APP}\n{socket.gethostname()}\n")
    assert lockinfo.read_holder(lock) is None
    opened = window.open_file(str(sheet))
    assert opened is not None and not opened.read_only
    assert choices.asked == []
    assert locks.holds(str(sheet)) and _ours(lock)


def test_a_lock_of_another_machine_is_respected_and_described(window, choices, sheet, lock):
    lock.write_text(f"4242\n{OUR_APP}\nthe-other-laptop\n")
    choices.answers = ["read_only"]
    opened = window.open_file(str(sheet))
    [(title, text)] = choices.asked
    assert title == "Sheet Open Elsewhere"
    assert "process 4242 on the-other-laptop" in text
    assert opened.read_only
    assert lockinfo.read_holder(lock).hostname == "the-other-laptop"  # left alone


def test_a_live_sheetmaker_in_another_window_still_asks(window, choices, sheet, tmp_path):
    other = SheetLocks(tmp_path / "locks")
    assert other.take(str(sheet)) is None
    try:
        choices.answers = ["cancel"]
        assert window.open_file(str(sheet)) is None
        [(title, text)] = choices.asked
        assert title == "Sheet Open Elsewhere" and f"process {os.getpid()}" in text
    finally:
        other.release_all()
