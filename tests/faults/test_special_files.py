"""Special files on every read path: a FIFO (which blocks a plain ``open`` for ever), a device and
an oversized file wherever SheetMaker reads a user-supplied or app-data path. Each read is made
in-process under an alarm (``no_hang``), so a regression fails the test instead of hanging the
suite; each must end with a clear refusal and change nothing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from sheetmaker.core.errors import DocumentError
from sheetmaker.core.files import SafeReadError, read_regular
from sheetmaker.io import fileformat, filestate

from .conftest import SAMPLES, child_env


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe.sheet.json"
    os.mkfifo(path)
    return path


def test_the_reader_refuses_fifos_devices_folders_links_and_large_files(tmp_path, fifo, no_hang):
    no_hang(5)
    for path, fragment in (
        (fifo, "named pipe"),
        ("/dev/zero", "device"),
        (tmp_path, "folder"),
        (tmp_path / "missing", "no such file"),
    ):
        with pytest.raises(SafeReadError, match=fragment):
            read_regular(path, 1000)
    big = tmp_path / "big"
    with open(big, "wb") as handle:
        handle.truncate(2000)
    with pytest.raises(SafeReadError, match="larger than"):
        read_regular(big, 1000)
    os.symlink(big, tmp_path / "link")
    with pytest.raises(SafeReadError, match="symbolic link"):
        read_regular(tmp_path / "link", 5000, follow_symlinks=False)
    assert len(read_regular(tmp_path / "link", 5000)[0]) == 2000


def test_sheet_reads_refuse_a_fifo(fifo, no_hang):
    no_hang(5)
    with pytest.raises(DocumentError, match="named pipe"):
        fileformat.load(fifo)
    with pytest.raises(DocumentError, match="named pipe"):
        filestate.read_bytes(fifo)


def test_a_fifo_among_the_users_own_rules_data_is_reported_and_skipped(tmp_path, no_hang):
    from sheetmaker.systems.coc7 import data as coc7_data
    from sheetmaker.systems.toc import data as toc_data

    no_hang(5)
    for module in (coc7_data, toc_data):
        folder = tmp_path / module.__name__
        folder.mkdir()
        os.mkfifo(folder / "occupations.json")
        loaded = module.load.__wrapped__(str(folder))
        assert any("named pipe" in problem for problem in loaded.problems), loaded.problems


def test_a_fifo_chosen_as_a_portrait_is_refused(fifo):
    """In a child process: Qt's own image reader blocks inside C++ on a FIFO, where no alarm
    reaches it, so a regression must fail by the child's time-out, not hang the suite."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from sheetmaker.ui.widgets import PortraitError, load_portrait\n"
        "try:\n    load_portrait(sys.argv[1])\nexcept PortraitError as exc:\n    print(exc)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(fifo)], env=child_env(), capture_output=True, text=True, timeout=30
    )
    assert "named pipe" in done.stdout, done


def test_a_fifo_named_like_a_sheet_in_a_library_folder_is_listed_as_unreadable(tmp_path, no_hang):
    from sheetmaker.io import library

    no_hang(10)
    shutil.copy(SAMPLES / "harvey-walters.sheet.json", tmp_path / "h.sheet.json")
    os.mkfifo(tmp_path / "pipe.sheet.json")
    entries = {os.path.basename(entry.path): entry for entry in library.scan_all(tmp_path)}
    assert entries["h.sheet.json"].name == "Harvey Walters"
    # Listed as unreadable, or not listed at all (it is no file): never a hang.
    assert "pipe.sheet.json" not in entries or "named pipe" in entries["pipe.sheet.json"].error
