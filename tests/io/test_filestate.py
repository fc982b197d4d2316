"""What was read or written, compared with the disk: changes, touches, deletions, renames;
conflict and unsaved copies beside a file; the field-by-field comparison; lock files."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from sheetmaker.core.errors import DocumentError
from sheetmaker.io import fileformat, filestate, lockinfo
from sheetmaker.io.filestate import Change
from sheetmaker.resources import resource

HARVEY = resource("samples", "harvey-walters.sheet.json")


@pytest.fixture
def sheet(tmp_path) -> Path:
    path = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, path)
    return path


def test_load_with_state_reads_once_and_hashes_the_bytes(sheet):
    document, state = filestate.load_with_state(sheet)
    assert document == fileformat.load(sheet)
    data = sheet.read_bytes()
    assert state.size == len(data)
    assert state.mtime_ns == os.stat(sheet).st_mtime_ns
    import hashlib

    assert state.sha256 == hashlib.sha256(data).hexdigest()


def test_load_with_state_errors_name_the_file(tmp_path):
    with pytest.raises(DocumentError, match="no such file"):
        filestate.load_with_state(tmp_path / "gone.sheet.json")
    with pytest.raises(DocumentError, match="folder"):
        filestate.load_with_state(tmp_path)
    bad = tmp_path / "bad.sheet.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(DocumentError, match="not valid JSON"):
        filestate.load_with_state(bad)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_hanging(tmp_path):
    fifo = tmp_path / "pipe.sheet.json"
    os.mkfifo(fifo)
    with pytest.raises(DocumentError, match="not a regular file") as caught:
        filestate.load_with_state(fifo)
    with pytest.raises(DocumentError) as expected:
        fileformat.load(fifo)
    assert caught.value.problems == expected.value.problems


def test_check_sees_changes_but_not_touches(sheet):
    _document, state = filestate.load_with_state(sheet)
    assert filestate.check(sheet, state).change is Change.UNCHANGED
    # A sync tool rewrites the same bytes: a new time, no change.
    os.utime(sheet, ns=(state.mtime_ns + 5_000_000_000, state.mtime_ns + 5_000_000_000))
    touched = filestate.check(sheet, state)
    assert touched.change is Change.UNCHANGED and touched.state.mtime_ns != state.mtime_ns
    # Another program writes other bytes.
    document = fileformat.load(sheet)
    fileformat.save(document.model_copy(update={"name": "Someone Else"}), sheet)
    changed = filestate.check(sheet, state)
    assert changed.change is Change.CHANGED and changed.state.sha256 != state.sha256


def test_a_thorough_check_hashes_even_when_size_and_time_match(sheet):
    _document, state = filestate.load_with_state(sheet)
    data = bytearray(sheet.read_bytes())
    data[data.index(b"Harvey")] = ord("J")  # same size
    sheet.write_bytes(bytes(data))
    os.utime(sheet, ns=(state.mtime_ns, state.mtime_ns))
    assert filestate.check(sheet, state).change is Change.UNCHANGED
    assert filestate.check(sheet, state, thorough=True).change is Change.CHANGED


def test_check_sees_deleted_and_renamed_files(sheet):
    _document, state = filestate.load_with_state(sheet)
    moved = sheet.with_name("harvey-old.sheet.json")
    sheet.rename(moved)
    renamed = filestate.check(sheet, state)
    assert renamed.change is Change.RENAMED and renamed.new_path == str(moved)
    moved.unlink()
    assert filestate.check(sheet, state).change is Change.DELETED


def test_copies_beside_a_file_never_overwrite(sheet):
    first = filestate.copy_beside(sheet, "conflict")
    second = filestate.copy_beside(sheet, "conflict")
    assert first != second
    for copy in (first, second):
        assert copy.parent == sheet.parent
        assert copy.name.startswith("harvey (conflict ") and copy.name.endswith(".sheet.json")
        assert ":" not in copy.name
        assert copy.read_bytes() == sheet.read_bytes()


def test_differences_list_dotted_paths_with_both_values():
    mine = {"name": "A", "sheet": {"characteristics": {"STR": 50, "DEX": 40}, "weapons": [{"n": 1}]}}
    theirs = {"name": "B", "sheet": {"characteristics": {"STR": 60, "DEX": 40}, "weapons": []}}
    assert filestate.differences(mine, theirs) == [
        ("name", "A", "B"),
        ("sheet.characteristics.STR", 50, 60),
        ("sheet.weapons[0]", {"n": 1}, None),
    ]


def test_document_differences_leave_out_the_save_time():
    document = fileformat.load(HARVEY)
    other = document.touched().model_copy(update={"name": "Other"})
    assert [path for path, _a, _b in filestate.document_differences(document, other)] == ["name"]


# --------------------------------------------------------------------------- lock files


def test_lock_names_follow_the_real_path(tmp_path, sheet):
    link = tmp_path / "link.sheet.json"
    link.symlink_to(sheet)
    assert lockinfo.lock_name(link) == lockinfo.lock_name(sheet)
    assert lockinfo.lock_name(sheet) != lockinfo.lock_name(tmp_path / "other.sheet.json")


def test_a_lock_of_a_dead_process_holds_nothing(tmp_path):
    lock = tmp_path / "x.lock"
    assert lockinfo.read_holder(lock) is None
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    lock.write_text(f"{dead.pid}\nsheetmaker\n{socket.gethostname()}\n", encoding="utf-8")
    assert lockinfo.read_holder(lock) is None
    lock.write_text(f"{os.getpid()}\nsheetmaker\n{socket.gethostname()}\n", encoding="utf-8")
    # A live QLockFile keeps an flock on its file (a crash drops it: nobody holds the lock).
    assert lockinfo.read_holder(lock) is None
    import fcntl

    with open(lock, "rb") as handle:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        holder = lockinfo.read_holder(lock)
    assert holder is not None and holder.pid == os.getpid()
    assert holder.describe() == f"process {os.getpid()}"
    lock.write_text("garbage", encoding="utf-8")
    assert lockinfo.read_holder(lock) is None


def test_the_locks_folder_follows_the_app_data_variable(monkeypatch, tmp_path):
    monkeypatch.setenv(lockinfo.APP_DATA_DIR_ENV, str(tmp_path))
    assert lockinfo.locks_folder() == tmp_path / "locks"


def test_readable_differences_name_fields_for_people():
    """The comparison dialogs show "Current HP", "STR", a skill's name — never JSON paths — and
    an empty current HP as "at maximum"."""
    from sheetmaker.resources import resource

    mine = fileformat.load(str(resource("samples", "harvey-walters.sheet.json")))
    sheet = mine.sheet.model_copy(deep=True)
    sheet.hp = 9
    sheet.characteristics.STR = 25
    sheet.skills[3].personal += 5
    sheet.conditions.major_wound = True
    theirs = mine.model_copy(update={"sheet": sheet, "player": "Alice"})
    rows = filestate.readable_differences(mine, theirs)
    label = sheet.skills[3].label
    assert rows == [
        ("Player", "", "Alice"),
        ("STR", 20, 25),
        (f"Skills › {label} › personal", mine.sheet.skills[3].personal, sheet.skills[3].personal),
        ("Current HP", "at maximum", 9),
        ("Conditions › major wound", "no", "yes"),
    ]
    assert filestate.field_label("sheet.weapons[5].damage") == "Weapons › #6 › damage"
