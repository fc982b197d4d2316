"""The recovery folder is untrusted input: a damaged or tampered index, copies outside their
session, links, FIFOs and huge files never crash or hang start-up, and never give a recovered
sheet a file other than the one the recovery question shows."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from sheetmaker.io import fileformat
from sheetmaker.ui.recovery import COPY_SUFFIX, INDEX_NAME, LOCK_SUFFIX, new_key
from tests.ui.recovery_helpers import (  # noqa: F401 - fixtures
    HARVEY,
    Button,
    choices,
    copies,
    folder,
    harvey_file,
    make_window,
    no_hang,
    questions,
    stores,
)

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and symlinks")


def _session(folder: Path) -> Path:
    session = folder / new_key()
    session.mkdir(parents=True)
    return session


def _copy(session: Path, player: str = "Recovered") -> str:
    """A valid copy in the session; returns its file name."""
    name = new_key() + COPY_SUFFIX
    document = fileformat.load(HARVEY)
    fileformat.save(document.model_copy(update={"player": player}), session / name, keep_backup=False)
    return name


def _index(session: Path, sheets, **fields) -> None:
    data = {"format": "sheetmaker-recovery", "version": 2, "sheets": sheets, **fields}
    (session / INDEX_NAME).write_text(json.dumps(data), encoding="utf-8")


def test_an_index_naming_files_outside_the_session_is_refused(stores, folder, tmp_path):
    outside = tmp_path / "precious.sheet.json"
    shutil.copyfile(HARVEY, outside)
    session = _session(folder)
    mine = _copy(session)
    _index(session, [
        {"file": "../../precious.sheet.json", "path": None, "name": "a"},
        {"file": str(outside), "path": None, "name": "b"},
        {"file": mine, "path": None, "name": "Harvey"},
    ])
    store = stores()
    found = store.claim_orphans()
    assert [item.file for item in found] == [session / mine]
    assert store.damaged
    for item in found:
        store.forget(item)
    store.release_orphans(delete_all=True)
    assert outside.read_bytes() == HARVEY.read_bytes()


@pytest.mark.parametrize(
    "index",
    [
        b"{broken",
        b"\xff\xfe not utf-8",
        b"[" * 100_000 + b"]" * 100_000,
        b'["sheets"]',
        b'{"format": "sheetmaker-recovery", "version": "2", "sheets": []}',
        b'{"format": "sheetmaker-recovery", "version": 2, "sheets": "all of them"}',
        b'{"format": "sheetmaker-recovery", "version": 2, "sheets": [7, null]}',
        b'{"format": "sheetmaker-recovery", "version": 2, "sheets": [{"file": "KEY", "path": 5}]}',
        b'{"format": "sheetmaker-recovery", "version": 2, "sheets": [{"file": "KEY", "name": ["x"]}]}',
        b'{"format": "sheetmaker-recovery", "version": 2, "sheets": [{"file": "KEY", "path": "/a.sheet.json", '
        b'"state": "x"}]}',
        b'{"format": "sheetmaker-recovery", "version": 2, "sheets": [{"file": "KEY", "path": "/a.sheet.json", '
        b'"state": {"size": true, "mtime_ns": 1, "sha256": "00", "inode": [1, 2]}}]}',
    ],
)
def test_a_damaged_index_keeps_the_copy_untitled_and_says_so_once(
    make_window, stores, folder, harvey_file, questions, index
):
    session = _session(folder)
    mine = _copy(session)
    (session / INDEX_NAME).write_bytes(index.replace(b"KEY", mine.encode()))
    window = make_window(stores())
    questions.answers = [Button.Yes]
    assert window.offer_recovery() == 1
    (sheet,) = window.sheets
    assert sheet.doc.document.player == "Recovered"
    assert sheet.doc.path is None  # its file is no longer known: Save asks where
    assert questions.asked[0].count("damaged") == 1


@pytest.mark.parametrize(
    "make_path",
    [
        lambda tmp: tmp / "gone.sheet.json",
        lambda tmp: Path("relative.sheet.json"),
        lambda tmp: tmp / "notes.txt",
        lambda tmp: tmp / "folder.sheet.json",
        lambda tmp: tmp / "link.sheet.json",
        lambda tmp: tmp / "line\nbreak.sheet.json",
    ],
    ids=["missing", "relative", "not-a-sheet-name", "folder", "link-to-other-file", "control-char"],
)
def test_a_recorded_path_that_is_not_a_sheet_file_comes_back_untitled(
    make_window, stores, folder, tmp_path, questions, choices, make_path
):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    (tmp_path / "folder.sheet.json").mkdir()
    (tmp_path / "link.sheet.json").symlink_to(notes)
    (tmp_path / "line\nbreak.sheet.json").write_bytes(HARVEY.read_bytes())
    (tmp_path / "relative.sheet.json").write_bytes(HARVEY.read_bytes())
    path = make_path(tmp_path)
    session = _session(folder)
    _index(session, [{"file": _copy(session), "path": str(path), "name": "Harvey"}])

    cwd = os.getcwd()
    os.chdir(tmp_path)  # a relative path would name a real file here
    try:
        window = make_window(stores())
        questions.answers = [Button.Yes]
        assert window.offer_recovery() == 1
    finally:
        os.chdir(cwd)
    (sheet,) = window.sheets
    assert sheet.doc.path is None
    shown = str(path).replace("\n", "?")
    assert f"“{shown}” is gone or is not a sheet file: this sheet comes back untitled" in questions.asked[0]
    assert "\nbreak" not in questions.asked[0]
    assert notes.read_text(encoding="utf-8") == "my notes\n"


def test_a_valid_recorded_path_is_kept_and_shown(make_window, stores, folder, harvey_file, questions):
    session = _session(folder)
    _index(session, [{"file": _copy(session), "path": str(harvey_file), "name": "Harvey"}])
    window = make_window(stores())
    questions.answers = [Button.Yes]
    assert window.offer_recovery() == 1
    assert f"Harvey ({harvey_file})" in questions.asked[0]
    assert window.sheets[0].doc.path == str(harvey_file)


@posix_only
def test_links_in_the_recovery_folder_are_not_followed(make_window, stores, folder, tmp_path, harvey_file, questions):
    # A copy that is a link to someone's sheet, an index that is a link to an index elsewhere,
    # and a session folder that is a link to another folder.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    _index(elsewhere, [{"file": _copy(elsewhere), "path": str(harvey_file), "name": "Harvey"}])
    session = _session(folder)
    link_copy = new_key() + COPY_SUFFIX
    (session / link_copy).symlink_to(harvey_file)
    (session / INDEX_NAME).symlink_to(elsewhere / INDEX_NAME)
    (folder / new_key()).symlink_to(elsewhere, target_is_directory=True)
    before = sorted(p.name for p in elsewhere.iterdir())

    window = make_window(stores())
    assert window.offer_recovery() == 0  # nothing of ours to offer
    assert questions.asked == []
    assert harvey_file.read_bytes() == HARVEY.read_bytes()
    assert sorted(p.name for p in elsewhere.iterdir()) == before


@posix_only
def test_fifos_and_huge_files_never_hang_or_crash_start_up(
    make_window, stores, folder, harvey_file, questions
):
    from sheetmaker.io.fileformat import MAX_FILE_BYTES

    good = _session(folder)
    _index(good, [{"file": _copy(good), "path": str(harvey_file), "name": "Harvey"}])
    fifo_index = _session(folder)
    fifos = [fifo_index / INDEX_NAME]
    fifo_copy = _session(folder)
    fifos.append(fifo_copy / (new_key() + COPY_SUFFIX))
    huge = _session(folder)
    with open(huge / (new_key() + COPY_SUFFIX), "wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    with open(huge / INDEX_NAME, "wb") as handle:
        handle.truncate(64 * 1024 * 1024)
    fifo_lock = _session(folder)
    _copy(fifo_lock)
    fifos.append(folder / (fifo_lock.name + LOCK_SUFFIX))
    fifos.append(folder / (new_key() + LOCK_SUFFIX))  # a stray lock without its folder
    for fifo in fifos:
        os.mkfifo(fifo)

    window = make_window(stores())
    questions.answers = [Button.Yes]
    with no_hang(fifos):
        assert window.offer_recovery() == 1
    assert questions.asked[0].count("damaged") == 1
    (sheet,) = window.sheets
    assert sheet.doc.document.player == "Recovered"
    assert sheet.doc.path == str(harvey_file)
