"""Recovery over a file changed on disk: the autosave records the state of the file the document
was based on, a recovered sheet carries it, and Save asks before replacing another version."""

from __future__ import annotations

import datetime
import hashlib
import json
from pathlib import Path

from sheetmaker.io import fileformat, filestate
from sheetmaker.ui.recovery import COPY_SUFFIX, INDEX_NAME, new_key
from tests.ui.recovery_helpers import (  # noqa: F401 - fixtures
    Button,
    choices,
    copies,
    folder,
    harvey_file,
    make_window,
    questions,
    stores,
)

STR = "sheet.characteristics.STR"


def _crash_after_autosave(make_window, stores, path: Path, value: int) -> str:
    """Open ``path``, edit it, autosave, and end the session as a crash would (the copies stay);
    returns the session folder's name."""
    store = stores()
    window = make_window(store)
    window.open_file(str(path)).doc.set_value(STR, value)
    window.autosave()
    name = store.session_folder.name
    store.close()  # the lock goes, the copy stays: what a crash leaves
    return name


def _other_program_saves(path: Path, player: str) -> None:
    document = fileformat.load(path)
    fileformat.save(document.model_copy(update={"player": player}), path)


def test_saving_a_recovered_sheet_asks_when_the_file_changed_on_disk(
    make_window, stores, harvey_file, questions, choices
):
    _crash_after_autosave(make_window, stores, harvey_file, 77)
    _other_program_saves(harvey_file, "Synced from the laptop")
    other = harvey_file.read_bytes()
    backup = fileformat.backup_path(harvey_file)
    backup_before = backup.read_bytes()

    window = make_window(stores())
    questions.answers = [Button.Yes]
    assert window.offer_recovery() == 1
    when = datetime.datetime.fromtimestamp(harvey_file.stat().st_mtime).strftime("%H:%M")
    assert f"The file on disk was changed at {when} after this copy was made" in questions.asked[0]
    assert "saving will ask what to keep" in questions.asked[0]
    (sheet,) = window.sheets
    assert sheet.doc.path == str(harvey_file)
    assert sheet.doc.sheet.characteristics.STR == 77

    # Save: the usual question; Cancel leaves the other version and its backup alone.
    assert not window.save_sheet(sheet)
    assert [title for title, _text in choices.asked] == ["Sheet Changed on Disk"]
    assert harvey_file.read_bytes() == other
    assert backup.read_bytes() == backup_before

    # Edit and save again: asked again (never a silent overwrite).
    sheet.doc.set_value(STR, 78)
    assert not window.save_sheet(sheet)
    assert len(choices.asked) == 2
    assert harvey_file.read_bytes() == other

    # Keep Mine: the other version is kept beside the file, then ours is saved.
    choices.answers = ["keep_mine"]
    assert window.save_sheet(sheet)
    (conflict,) = harvey_file.parent.glob("harvey (conflict *.sheet.json")
    assert conflict.read_bytes() == other
    assert fileformat.load(harvey_file).sheet.characteristics.STR == 78


def test_a_recovered_sheet_whose_file_is_unchanged_saves_without_a_question(
    make_window, stores, harvey_file, questions, choices
):
    _crash_after_autosave(make_window, stores, harvey_file, 77)
    window = make_window(stores())
    questions.answers = [Button.Yes]
    assert window.offer_recovery() == 1
    assert "changed" not in questions.asked[0].split("Restore them?")[0]
    (sheet,) = window.sheets
    assert window.save_sheet(sheet)
    assert choices.asked == []
    assert fileformat.load(harvey_file).sheet.characteristics.STR == 77


def test_the_index_records_the_files_state_and_a_recovered_sheet_keeps_it(
    make_window, stores, folder, harvey_file, questions
):
    crashed = _crash_after_autosave(make_window, stores, harvey_file, 77)
    index = json.loads((folder / crashed / INDEX_NAME).read_text(encoding="utf-8"))
    (entry,) = index["sheets"]
    info = harvey_file.stat()
    assert entry["state"] == {
        "size": info.st_size,
        "mtime_ns": info.st_mtime_ns,
        "sha256": hashlib.sha256(harvey_file.read_bytes()).hexdigest(),
        "inode": [info.st_dev, info.st_ino],
    }
    store = stores()
    (found,) = store.claim_orphans()
    assert found.state == filestate.FileState.of(harvey_file.read_bytes(), info)
    store.release_orphans()

    # Recovered, the sheet's next autosave records the same state (a second crash keeps it).
    store = stores()
    window = make_window(store)
    questions.answers = [Button.Yes]
    assert window.offer_recovery() == 1
    again = json.loads((store.session_folder / INDEX_NAME).read_text(encoding="utf-8"))
    assert again["sheets"][0]["state"] == entry["state"]


def test_an_old_autosave_without_a_state_never_overwrites_silently(
    make_window, stores, folder, harvey_file, questions, choices
):
    session = folder / new_key()
    session.mkdir(parents=True)
    key = new_key()
    document = fileformat.load(harvey_file)
    fileformat.save(document.model_copy(update={"player": "Recovered"}), session / (key + COPY_SUFFIX))
    (session / INDEX_NAME).write_text(
        json.dumps({
            "format": "sheetmaker-recovery",
            "version": 1,
            "sheets": [{"file": key + COPY_SUFFIX, "path": str(harvey_file), "name": "Harvey"}],
        }),
        encoding="utf-8",
    )
    on_disk = harvey_file.read_bytes()

    window = make_window(stores())
    questions.answers = [Button.Yes]
    assert window.offer_recovery() == 1
    assert "cannot tell whether the file on disk was changed" in questions.asked[0]
    (sheet,) = window.sheets
    assert sheet.doc.path == str(harvey_file)
    assert not window.save_sheet(sheet)  # unknown base: asked, even for an unchanged file
    assert [title for title, _text in choices.asked] == ["Sheet Changed on Disk"]
    assert harvey_file.read_bytes() == on_disk
    choices.answers = ["keep_mine"]
    assert window.save_sheet(sheet)
    assert fileformat.load(harvey_file).player == "Recovered"
    assert any(harvey_file.parent.glob("harvey (conflict *.sheet.json"))


def test_the_recovery_question_is_not_asked_twice_on_activation(
    make_window, stores, harvey_file, questions, choices
):
    _crash_after_autosave(make_window, stores, harvey_file, 77)
    _other_program_saves(harvey_file, "Someone")
    window = make_window(stores())
    questions.answers = [Button.Yes]
    assert window.offer_recovery() == 1
    assert window.check_files() == 0  # the recovery question said so already
    assert choices.asked == []
    _other_program_saves(harvey_file, "Someone else")  # yet another change: asked about
    assert window.check_files() == 1
    assert [title for title, _text in choices.asked] == ["Sheet Changed on Disk"]
