"""The command line reads lock files safely: a damaged lock, a FIFO, or a lock naming a live
process that is not SheetMaker does not stop `new --force` (and never hangs it); a lock of
another machine still does, naming the machine."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time

import pytest

from sheetmaker.io import fileformat, lockinfo
from sheetmaker.resources import resource
from tests.cli.helpers import run

HARVEY = resource("samples", "harvey-walters.sheet.json")
OUR_APP = os.path.basename(os.readlink("/proc/self/exe")) if os.path.exists("/proc/self/exe") else "python"


@pytest.fixture
def app_data(monkeypatch, tmp_path):
    folder = tmp_path / "app-data"
    monkeypatch.setenv(lockinfo.APP_DATA_DIR_ENV, str(folder))
    (folder / lockinfo.LOCKS_FOLDER).mkdir(parents=True)
    return folder


@pytest.fixture
def no_hang():
    def alarm(signum, frame):
        raise TimeoutError("blocked on the lock file")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


@pytest.fixture
def sleeper():
    child = subprocess.Popen(["sleep", "60"])
    yield child.pid
    child.kill()
    child.wait()


@pytest.fixture
def sheet(tmp_path):
    path = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, path)
    return path


def _force_new(capsys, sheet):
    return run(capsys, "new", "coc7", "-o", str(sheet), "--random", "--seed", "2", "--force")


@pytest.mark.parametrize("kind", ["fifo", "garbage", "empty", "sleep", "pid 1"])
def test_a_lock_that_holds_nothing_does_not_refuse(capsys, app_data, sheet, sleeper, no_hang, kind):
    lock = app_data / lockinfo.LOCKS_FOLDER / lockinfo.lock_name(sheet)
    host = socket.gethostname()
    if kind == "fifo":
        os.mkfifo(lock)
    elif kind == "garbage":
        lock.write_bytes(os.urandom(64) + b"\n\x00\xff")
    elif kind == "empty":
        lock.write_bytes(b"")
    elif kind == "sleep":
        lock.write_text(f"{sleeper}\n{OUR_APP}\n{host}\n")
    else:
        lock.write_text(f"1\n{OUR_APP}\n{host}\n")
    before = sheet.read_bytes()
    started = time.monotonic()
    status, out, err = _force_new(capsys, sheet)
    assert time.monotonic() - started < 5  # never waits on the lock file
    assert status == 0, err
    assert sheet.read_bytes() != before and fileformat.load(sheet).system == "coc7"


def test_a_lock_of_another_machine_refuses_and_names_it(capsys, app_data, sheet):
    lock = app_data / lockinfo.LOCKS_FOLDER / lockinfo.lock_name(sheet)
    lock.write_text("4242\nSheetMaker\nthe-other-laptop\n")
    before = sheet.read_bytes()
    status, out, err = _force_new(capsys, sheet)
    assert status == 1 and out == ""
    [line] = err.strip().splitlines()
    assert "open in SheetMaker (process 4242 on the-other-laptop)" in line and str(sheet) in line
    assert sheet.read_bytes() == before
