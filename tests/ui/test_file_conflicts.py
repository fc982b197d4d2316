"""Files changed behind the main window: the question on activation and before saving (Reload,
Keep Mine, Compare), deleted and renamed files, and the lock of an open sheet (a second window
opens it read-only; a lock left by a dead process blocks nothing)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from sheetmaker.io import fileformat, lockinfo
from sheetmaker.models.sheet_locks import SheetLocks
from sheetmaker.resources import resource
from sheetmaker.ui import file_conflicts
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.recovery import RecoveryStore

HARVEY = resource("samples", "harvey-walters.sheet.json")
STR = "sheet.characteristics.STR"


class Choices:
    """file_conflicts.ask_choice, patched: records (title, text, keys), returns queued keys."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str, list[str]]] = []
        self.answers: list[str] = []

    def __call__(self, parent, title, text, informative, choices, default):
        self.asked.append((title, text, [key for key, _label in choices]))
        return self.answers.pop(0) if self.answers else "cancel"


@pytest.fixture
def choices(monkeypatch) -> Choices:
    fake = Choices()
    monkeypatch.setattr(file_conflicts, "ask_choice", fake)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    return fake


@pytest.fixture
def compared(monkeypatch) -> list[file_conflicts.CompareDialog]:
    shown: list[file_conflicts.CompareDialog] = []

    def exec_(self) -> int:
        shown.append(self)
        return 0

    monkeypatch.setattr(file_conflicts.CompareDialog, "exec", exec_)
    return shown


def _simple_view(doc, controller, parent=None, **options) -> QWidget:
    return QLabel(doc.display_name, parent)


@pytest.fixture
def lock_folder(tmp_path) -> Path:
    return tmp_path / "locks"


@pytest.fixture
def make_window(qtbot, tmp_path, lock_folder, choices):
    from sheetmaker.models.rolls import RollController

    made: list[tuple[MainWindow, SheetLocks]] = []

    def make(name: str = "one", recovery: RecoveryStore | None = None) -> MainWindow:
        settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
        locks = SheetLocks(lock_folder)
        window = MainWindow(
            settings, recovery, controller=RollController(), view_factory=_simple_view, locks=locks
        )
        qtbot.addWidget(window)
        made.append((window, locks))
        return window

    yield make
    for _window, locks in made:
        locks.release_all()


@pytest.fixture
def sheet(tmp_path) -> Path:
    path = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, path)
    return path


def _write_other_version(path: Path, name: str) -> None:
    """Another program saves the file with another name."""
    document = fileformat.load(path)
    fileformat.save(document.model_copy(update={"name": name}), path)


def _siblings(path: Path, label: str) -> list[Path]:
    return sorted(path.parent.glob(f"harvey ({label} *.sheet.json"))


# --------------------------------------------------------------------------- the reproduction


def test_keep_mine_keeps_the_other_version_as_a_conflict_file(make_window, choices, sheet):
    window = make_window()
    open_sheet = window.open_file(str(sheet))
    new_str = open_sheet.doc.value(STR) + 5
    _write_other_version(sheet, "Harvey the Bold")  # copy 1 saves a name
    open_sheet.doc.set_value(STR, new_str)  # copy 2 changes STR...
    choices.answers = ["keep_mine"]
    assert window.save_current()  # ...and saves: asked, kept, saved
    assert [title for title, _t, _k in choices.asked] == ["Sheet Changed on Disk"]
    [conflict] = _siblings(sheet, "conflict")
    assert fileformat.load(conflict).name == "Harvey the Bold"
    assert fileformat.load(sheet).sheet.characteristics.STR == new_str
    assert not open_sheet.doc.modified
    assert window.check_files() == 0  # what we saved is known: nothing to ask


def test_reload_keeps_unsaved_edits_recoverable(make_window, choices, sheet):
    window = make_window()
    open_sheet = window.open_file(str(sheet))
    new_str = open_sheet.doc.value(STR) + 5
    _write_other_version(sheet, "Harvey the Bold")
    open_sheet.doc.set_value(STR, new_str)
    choices.answers = ["reload"]
    assert not window.save_current()
    [unsaved] = _siblings(sheet, "unsaved")
    assert fileformat.load(unsaved).sheet.characteristics.STR == new_str
    assert open_sheet.doc.document.name == "Harvey the Bold" and not open_sheet.doc.modified
    assert fileformat.load(sheet).name == "Harvey the Bold"
    box = window.findChild(QMessageBox, "infoBox")
    assert box is not None and str(unsaved) in box.informativeText()


def test_reload_falls_back_to_the_recovery_folder(make_window, choices, sheet, tmp_path, monkeypatch):
    store = RecoveryStore(tmp_path / "recovery")
    assert store.start()
    try:
        window = make_window(recovery=store)
        open_sheet = window.open_file(str(sheet))
        _write_other_version(sheet, "Other")
        open_sheet.doc.set_value(STR, open_sheet.doc.value(STR) + 1)
        from sheetmaker.core.errors import DocumentError

        def refuse(label):
            raise DocumentError(str(sheet), ["permission denied: the file cannot be written"])

        monkeypatch.setattr(open_sheet.doc, "keep_copy", refuse)
        assert window.reload_sheet(open_sheet)
        copies = list(store.session_folder.glob("*.sheet.json"))
        assert len(copies) == 1 and fileformat.load(copies[0]).name == "Harvey Walters"
        window.close_sheet(open_sheet)
        assert len(list(store.session_folder.glob("*.sheet.json"))) == 1  # still recoverable
    finally:
        store.close()


def test_compare_lists_the_differing_fields(make_window, choices, compared, sheet):
    window = make_window()
    open_sheet = window.open_file(str(sheet))
    old_str = open_sheet.doc.value(STR)
    _write_other_version(sheet, "Harvey the Bold")
    open_sheet.doc.set_value(STR, old_str + 5)
    choices.answers = ["compare", "cancel"]
    assert not window.save_current()
    [dialog] = compared
    rows = {row[0]: row[1:] for row in dialog.rows()}
    assert rows["Name"] == ("Harvey Walters", "Harvey the Bold")
    assert rows["STR"] == (str(old_str + 5), str(old_str))
    assert len(choices.asked) == 2  # asked again after comparing
    assert open_sheet.doc.modified and fileformat.load(sheet).name == "Harvey the Bold"
    assert dialog.table.horizontalHeaderItem(1).text() == "Yours (not saved)"


def test_compare_says_a_saved_sheet_is_saved(make_window, choices, compared, sheet):
    # Issue 23: Compare said "Yours (not saved)" for a sheet with no unsaved change.
    window = make_window()
    open_sheet = window.open_file(str(sheet))
    _write_other_version(sheet, "Harvey the Bold")
    assert not open_sheet.doc.modified
    window.file_changes.compare_with_file(open_sheet)
    [dialog] = compared
    headers = [dialog.table.horizontalHeaderItem(i).text() for i in range(3)]
    assert headers == ["Field", "Open in SheetMaker (saved)", "On disk"]
    assert {row[0]: row[1:] for row in dialog.rows()}["Name"] == ("Harvey Walters", "Harvey the Bold")


# --------------------------------------------------------------------------- activation


def test_an_external_change_is_asked_about_on_activation_once(make_window, choices, sheet, qtbot):
    window = make_window()
    open_sheet = window.open_file(str(sheet))
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()  # the user goes to another window...
    qtbot.waitUntil(lambda: not window.isActiveWindow())
    _write_other_version(sheet, "Changed Elsewhere")  # ...where another program saves
    assert choices.asked == []
    window.activateWindow()  # and comes back
    qtbot.waitUntil(lambda: len(choices.asked) == 1)
    assert choices.asked[0][0] == "Sheet Changed on Disk"
    assert open_sheet.doc.document.name == "Harvey Walters"  # Cancel: nothing happened
    # The same change is never asked about twice.
    assert window.check_files() == 0
    # Unmodified: Reload has nothing to keep.
    _write_other_version(sheet, "Changed Again")
    choices.answers = ["reload"]
    assert window.check_files() == 1
    assert open_sheet.doc.document.name == "Changed Again"
    assert _siblings(sheet, "unsaved") == []


def test_a_touch_by_a_sync_tool_is_not_a_change(make_window, choices, sheet):
    window = make_window()
    window.open_file(str(sheet))
    os.utime(sheet, ns=(1_000_000_000, 1_000_000_000))
    assert window.check_files() == 0 and choices.asked == []


# --------------------------------------------------------------------------- deleted and renamed


def test_a_deleted_file_can_be_saved_again_here(make_window, choices, sheet):
    window = make_window()
    open_sheet = window.open_file(str(sheet))
    open_sheet.doc.set_value("name", "Still Here")
    sheet.unlink()
    choices.answers = ["save_here"]
    assert window.check_files() == 1
    assert choices.asked[0][0] == "Sheet File Gone"
    assert choices.asked[0][2] == ["save_here", "save_as", "close", "cancel"]
    assert fileformat.load(sheet).name == "Still Here"


def test_a_renamed_file_is_named_and_close_keeps_the_edits(make_window, choices, sheet):
    window = make_window()
    open_sheet = window.open_file(str(sheet))
    open_sheet.doc.set_value("name", "Edited")
    moved = sheet.with_name("harvey-moved.sheet.json")
    sheet.rename(moved)
    choices.answers = ["close"]
    assert window.check_files() == 1
    assert "harvey-moved.sheet.json" in choices.asked[0][1]
    assert window.sheets == []
    [unsaved] = _siblings(sheet, "unsaved")
    assert fileformat.load(unsaved).name == "Edited"
    assert fileformat.load(moved).name == "Harvey Walters"


def test_a_deleted_file_can_be_saved_as(make_window, choices, sheet, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    window = make_window()
    window.open_file(str(sheet))
    sheet.unlink()
    target = tmp_path / "elsewhere.sheet.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    choices.answers = ["save_as"]
    assert window.save_current()
    assert target.exists() and not sheet.exists()


# --------------------------------------------------------------------------- locks


def test_a_second_window_opens_a_locked_sheet_read_only(make_window, choices, sheet, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    first = make_window("one")
    first.open_file(str(sheet))
    second = make_window("two")
    choices.answers = ["read_only"]
    copy = second.open_file(str(sheet))
    assert choices.asked[0][0] == "Sheet Open Elsewhere"
    assert f"process {os.getpid()}" in choices.asked[0][1]
    assert copy.read_only
    assert "read-only" in second.windowTitle() and "another SheetMaker" in second.windowTitle()
    assert "[read-only]" in second.tabs.tabText(0)
    assert not second.save_action.isEnabled()
    # Save goes to Save As; the locked file itself is refused.
    copy.doc.set_value("name", "Mine")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(sheet), ""))
    assert not second.save_sheet(copy)
    assert fileformat.load(sheet).name == "Harvey Walters"
    target = tmp_path / "mine.sheet.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert second.save_sheet(copy)
    assert not copy.read_only and second.save_action.isEnabled()
    # Closing releases the lock: a third window opens the file without asking.
    first.close_current()
    choices.asked.clear()
    third = make_window("three")
    assert not third.open_file(str(sheet)).read_only
    assert choices.asked == []


def test_open_anyway_and_cancel(make_window, choices, sheet):
    first = make_window("one")
    first.open_file(str(sheet))
    second = make_window("two")
    choices.answers = ["cancel"]
    assert second.open_file(str(sheet)) is None
    choices.answers = ["anyway"]
    assert not second.open_file(str(sheet)).read_only


def test_a_stale_lock_of_a_dead_process_does_not_block(make_window, choices, sheet, lock_folder):
    lock_folder.mkdir()
    lock = lock_folder / lockinfo.lock_name(sheet)
    code = textwrap.dedent(
        f"""
        import os, sys
        from PySide6.QtCore import QLockFile
        lock = QLockFile({str(lock)!r})
        assert lock.tryLock(0)
        sys.stdout.write("locked\\n"); sys.stdout.flush()
        os._exit(0)  # dies holding it, as a crash would
        """
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout == "locked\n" and lock.exists()
    window = make_window()
    assert not window.open_file(str(sheet)).read_only
    assert choices.asked == []


def test_quitting_releases_every_lock(make_window, choices, sheet, lock_folder):
    window = make_window()
    window.open_file(str(sheet))
    assert lockinfo.holder_of(sheet, lock_folder) is not None
    window.close()
    assert lockinfo.holder_of(sheet, lock_folder) is None


def test_the_cli_finds_the_apps_locks_folder(monkeypatch, tmp_path):
    from sheetmaker import app

    monkeypatch.delenv(lockinfo.APP_DATA_DIR_ENV, raising=False)
    if sys.platform.startswith("linux"):
        app.create_application([])
        assert lockinfo.app_data_dir() == app.app_data_dir()
    monkeypatch.setenv(lockinfo.APP_DATA_DIR_ENV, str(tmp_path))
    assert lockinfo.app_data_dir() == app.app_data_dir() == tmp_path


# --------------------------------------------------------------------------- read-only files


@pytest.mark.parametrize("replace", [False, True])
def test_a_read_only_sheet_is_replaced_only_when_the_user_says_so(make_window, sheet, monkeypatch, replace):
    window = make_window()
    open_sheet = window.open_file(str(sheet))
    os.chmod(sheet, 0o444)
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(title)
        return QMessageBox.StandardButton.Yes if replace else QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    new_str = open_sheet.doc.value(STR) + 5
    open_sheet.doc.set_value(STR, new_str)
    assert window.save_current() is replace
    assert asked == ["Replace a read-only file?"]
    saved = fileformat.load(sheet).sheet.characteristics.STR
    assert saved == (new_str if replace else new_str - 5)
    assert open_sheet.doc.modified is not replace
    assert (sheet.stat().st_mode & 0o777) == 0o444  # the read-only mark is kept
