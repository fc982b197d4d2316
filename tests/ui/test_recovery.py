"""Autosave and crash recovery: copies of unsaved sheets, the session lock, the recovery offer."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile, QSettings
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from sheetmaker.io import fileformat
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.recovery import INDEX_NAME, LOCK_SUFFIX, RecoveryStore, new_key
from tests.fixtures import HARVEY_ALLOCATION

Button = QMessageBox.StandardButton
HARVEY = HARVEY_ALLOCATION
ROOT = Path(__file__).resolve().parents[2]


class Questions:
    """QMessageBox.question, patched: records the questions, returns the queued answers
    (Discard when none is queued, so nothing blocks)."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.answers: list[QMessageBox.StandardButton] = []

    def __call__(self, parent, title, text, buttons=None, default=None):
        self.asked.append(text)
        return self.answers.pop(0) if self.answers else Button.Discard


@pytest.fixture
def questions(monkeypatch) -> Questions:
    fake = Questions()
    monkeypatch.setattr(QMessageBox, "question", fake)
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
def make_window(qtbot, tmp_path, questions):
    from sheetmaker.models.rolls import RollController

    def make(store: RecoveryStore | None, view_factory=_simple_view) -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, store, controller=RollController(), view_factory=view_factory)
        qtbot.addWidget(window)
        return window

    return make


@pytest.fixture
def harvey_file(tmp_path) -> Path:
    path = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, path)
    return path


def _copies(folder: Path) -> list[Path]:
    return sorted(folder.glob("*/*.sheet.json"))


# --------------------------------------------------------------------------- the store


def test_store_keeps_one_copy_per_sheet_with_an_index(stores, folder):
    store = stores()
    document = fileformat.load(HARVEY)
    key = new_key()
    store.save(key, document, "/home/me/harvey.sheet.json")
    store.save(key, document.model_copy(update={"name": "Harvey"}), "/home/me/harvey.sheet.json")
    assert len(_copies(folder)) == 1
    index = json.loads((store.session_folder / INDEX_NAME).read_text(encoding="utf-8"))
    assert index["sheets"] == [
        {"file": key + ".sheet.json", "path": "/home/me/harvey.sheet.json", "name": "Harvey", "state": None}
    ]
    assert fileformat.load(_copies(folder)[0]).name == "Harvey"
    store.discard(key)
    assert _copies(folder) == []
    assert store.keys() == set()
    with pytest.raises(ValueError, match="bad recovery key"):
        store.save("../evil", document, None)


def test_closing_a_session_without_copies_leaves_nothing(folder):
    store = RecoveryStore(folder)
    assert store.start()
    key = new_key()
    store.save(key, fileformat.load(HARVEY), None)
    store.discard(key)
    store.close()
    assert list(folder.iterdir()) == []


def test_closing_a_session_with_copies_keeps_them_for_the_next_start(folder, stores):
    store = RecoveryStore(folder)
    assert store.start()
    store.save(new_key(), fileformat.load(HARVEY), None)
    store.close()  # quit without closing the sheets (e.g. the session manager ended it)
    found = stores().claim_orphans()
    assert [item.name for item in found] == ["Harvey Walters"]


def test_an_unwritable_folder_turns_autosave_off(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    store = RecoveryStore(blocker / "recovery")
    assert not store.start()
    assert not store.active


def test_a_copy_missing_from_the_index_is_recovered_untitled(folder, stores):
    session = folder / ("a" * 32)
    session.mkdir(parents=True)
    shutil.copyfile(HARVEY, session / (new_key() + ".sheet.json"))
    (session / INDEX_NAME).write_text("{broken", encoding="utf-8")
    found = stores().claim_orphans()
    assert len(found) == 1 and found[0].original_path is None


def test_orphans_are_claimed_once_and_stray_locks_removed(folder, stores):
    session = folder / ("b" * 32)
    session.mkdir(parents=True)
    shutil.copyfile(HARVEY, session / (new_key() + ".sheet.json"))
    stray = QLockFile(str(folder / ("c" * 32 + LOCK_SUFFIX)))
    assert stray.tryLock(0)
    _abandon(stray)
    store = stores()
    assert len(store.claim_orphans()) == 1
    assert store.claim_orphans() == []
    assert not (folder / ("c" * 32 + LOCK_SUFFIX)).exists()
    store.release_orphans()  # its copy is still there: kept for the next start
    assert session.exists()
    (found,) = store.claim_orphans()
    store.forget(found)
    store.release_orphans()  # no copy left
    assert not session.exists()


def _abandon(lock: QLockFile) -> None:
    """Make a held lock look like the lock of a process that died (rewrite its process id)."""
    path = Path(lock.fileName())
    lines = path.read_text(encoding="utf-8").splitlines()
    lock.unlock()
    lines[0] = str(_dead_pid())
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


# --------------------------------------------------------------------------- autosave


def test_autosave_copies_modified_sheets_only(make_window, stores, folder, harvey_file):
    store = stores()
    window = make_window(store)
    assert window._autosave_timer.interval() == 60_000
    sheet = window.open_file(str(harvey_file))
    window.new_sheet("coc7")  # unmodified: no copy
    window._autosave_timer.timeout.emit()
    assert _copies(folder) == []
    sheet.doc.set_value("sheet.characteristics.STR", 77)
    window._autosave_timer.timeout.emit()
    (copy,) = _copies(folder)
    assert fileformat.load(copy).sheet.characteristics.STR == 77
    modified = copy.stat().st_mtime_ns
    window.autosave()  # nothing changed since: not written again
    assert copy.stat().st_mtime_ns == modified
    sheet.doc.undo_stack.undo()  # back to the saved state: the copy goes
    window.autosave()
    assert _copies(folder) == []


def test_saving_or_closing_a_sheet_deletes_its_copy(make_window, stores, folder, harvey_file, questions):
    window = make_window(stores())
    sheet = window.open_file(str(harvey_file))
    sheet.doc.set_value("sheet.characteristics.STR", 77)
    window.autosave()
    assert len(_copies(folder)) == 1
    assert window.save_current()
    assert _copies(folder) == []
    sheet.doc.set_value("sheet.characteristics.STR", 78)
    window.autosave()
    questions.answers = [Button.Discard]
    assert window.close_current()
    assert _copies(folder) == []


def test_a_clean_quit_leaves_no_recovery_files(make_window, folder, harvey_file, questions):
    store = RecoveryStore(folder)
    assert store.start()
    window = make_window(store)
    window.open_file(str(harvey_file)).doc.set_value("sheet.characteristics.STR", 77)
    window.new_sheet("coc7").doc.set_value("name", "Ada")
    window.autosave()
    assert len(_copies(folder)) == 2
    questions.answers = [Button.Discard]  # two sheets: one question
    assert window.close()
    assert _copies(folder) == []
    store.close()
    assert list(folder.iterdir()) == []


# --------------------------------------------------------------------------- recovery


CRASH = r"""
import os, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.recovery import RecoveryStore

app = QApplication([])
store = RecoveryStore(sys.argv[1])
assert store.start()
settings = QSettings(sys.argv[2], QSettings.Format.IniFormat)
window = MainWindow(settings, store, view_factory=lambda doc, controller, parent=None, **o: QLabel(parent))
window.open_file(sys.argv[3]).doc.set_value("sheet.characteristics.STR", 77)
window.new_sheet("coc7").doc.set_value("name", "Ada Lovelace")
window.new_sheet("coc7")  # never edited: nothing to recover
window.autosave()
print(store.session_folder.name, flush=True)
os._exit(1)  # a crash: nothing is cleaned up
"""


def _crash(folder: Path, tmp_path: Path, sheet: Path) -> str:
    """Run a SheetMaker session that edits two sheets, autosaves and crashes."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-c", CRASH, str(folder), str(tmp_path / "crash.ini"), str(sheet)],
        capture_output=True, text=True, timeout=120, env=env, cwd=ROOT,
    )
    assert result.returncode == 1, result.stderr
    session = result.stdout.strip()
    assert (folder / (session + LOCK_SUFFIX)).exists()  # the lock of a dead process
    return session


def test_recovery_after_a_crash_restores_the_unsaved_edits(
    make_window, stores, folder, tmp_path, harvey_file, questions
):
    crashed = _crash(folder, tmp_path, harvey_file)
    store = stores()
    window = make_window(store)
    questions.answers = [Button.Yes]
    assert window.offer_recovery() == 2
    assert "did not close properly" in questions.asked[0]
    assert "Ada Lovelace" in questions.asked[0] and str(harvey_file) in questions.asked[0]

    by_name = {sheet.doc.document.name: sheet for sheet in window.sheets}
    harvey, ada = by_name["Harvey Walters"], by_name["Ada Lovelace"]
    assert harvey.doc.path == str(harvey_file)
    assert harvey.doc.sheet.characteristics.STR == 77
    assert harvey.doc.modified and ada.doc.modified
    assert ada.doc.path is None
    assert window.tabs.tabText(window.tabs.indexOf(harvey.view)) == "Harvey Walters*"
    assert fileformat.load(harvey_file).sheet.characteristics.STR == 50  # the file is untouched

    # The crashed session's files are gone; this session holds copies of its own.
    assert not (folder / crashed).exists()
    assert not (folder / (crashed + LOCK_SUFFIX)).exists()
    assert len(_copies(folder)) == 2

    assert window.save_sheet(harvey)
    assert fileformat.load(harvey_file).sheet.characteristics.STR == 77
    assert len(_copies(folder)) == 1


def test_declining_recovery_deletes_the_kept_changes(
    make_window, stores, folder, tmp_path, harvey_file, questions
):
    crashed = _crash(folder, tmp_path, harvey_file)
    window = make_window(stores())
    questions.answers = [Button.No]
    assert window.offer_recovery() == 0
    assert window.tabs.count() == 0
    assert not (folder / crashed).exists()
    questions.asked.clear()
    assert make_window(stores()).offer_recovery() == 0
    assert questions.asked == []


def test_a_second_copy_leaves_the_running_copys_files_alone(
    make_window, stores, folder, harvey_file, questions
):
    first_store = stores()
    first = make_window(first_store)
    first.open_file(str(harvey_file)).doc.set_value("sheet.characteristics.STR", 77)
    first.autosave()
    copies = _copies(folder)
    assert len(copies) == 1

    second = make_window(stores())
    assert second.offer_recovery() == 0
    assert questions.asked == []
    assert _copies(folder) == copies
    assert first_store.session_folder.exists()


def test_recovery_with_no_crash_asks_nothing(make_window, stores, questions):
    window = make_window(stores())
    assert window.offer_recovery() == 0
    assert questions.asked == []


def test_a_recovered_sheet_whose_file_is_open_comes_back_untitled(
    make_window, stores, folder, tmp_path, harvey_file, questions
):
    _crash(folder, tmp_path, harvey_file)
    window = make_window(stores())
    window.open_file(str(harvey_file))
    questions.answers = [Button.Yes]
    assert window.offer_recovery() == 2
    paths = [sheet.doc.path for sheet in window.sheets]
    assert paths == [str(harvey_file), None, None]
    assert window.sheets[0].doc.sheet.characteristics.STR == 50
    assert window.sheets[1].doc.sheet.characteristics.STR == 77


def test_without_a_store_nothing_is_autosaved_or_offered(make_window, harvey_file, questions):
    window = make_window(None)
    window.open_file(str(harvey_file)).doc.set_value("sheet.characteristics.STR", 77)
    window.autosave()
    assert window.offer_recovery() == 0
    assert questions.asked == []


def test_a_sheet_that_cannot_be_shown_is_kept_for_the_next_start(
    make_window, stores, folder, tmp_path, harvey_file, questions
):
    from sheetmaker.ui.sheet_views import SheetViewUnavailable

    def no_view_for_ada(doc, controller, parent=None, **options):
        if doc.document.name == "Ada Lovelace":
            raise SheetViewUnavailable("not in this version")
        return _simple_view(doc, controller, parent)

    _crash(folder, tmp_path, harvey_file)
    window = make_window(stores(), no_view_for_ada)
    questions.answers = [Button.Yes]
    assert window.offer_recovery() == 1
    assert [sheet.doc.document.name for sheet in window.sheets] == ["Harvey Walters"]

    questions.asked.clear()
    questions.answers = [Button.Yes]
    again = make_window(stores())
    assert again.offer_recovery() == 1
    assert "Ada Lovelace" in questions.asked[0] and "Harvey" not in questions.asked[0]
    assert [sheet.doc.document.name for sheet in again.sheets] == ["Ada Lovelace"]
