"""lockinfo reads lock files safely: a damaged or special lock holds nothing and never blocks;
a live process holds a lock only while it keeps QLockFile's flock on it (or, where that cannot
be told, when it is this process or SheetMaker); remove_stale never removes a lock in use."""

from __future__ import annotations

import fcntl
import os
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest

from sheetmaker.io import lockinfo

LINUX = pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="Linux /proc")
OUR_APP = os.path.basename(os.readlink("/proc/self/exe")) if os.path.exists("/proc/self/exe") else "python"


@pytest.fixture(autouse=True)
def no_hang():
    def alarm(signum, frame):
        raise TimeoutError("blocked on the lock file")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


@pytest.fixture
def lock(tmp_path) -> Path:
    return tmp_path / "0123.lock"


@pytest.fixture
def children():
    started: list[subprocess.Popen] = []
    yield started
    for child in started:
        child.kill()
        child.wait()


def test_a_fifo_lock_holds_nothing_and_does_not_block(lock):
    os.mkfifo(lock)
    state = lockinfo.inspect(lock)
    assert state.holder is None and not state.regular and state.identity is not None
    assert lockinfo.holder_of("/some/sheet", lock.parent) is None
    assert lockinfo.remove_stale(lock, state.identity)
    assert not os.path.lexists(lock)


def test_a_symlinked_lock_is_not_followed(lock, tmp_path):
    target = tmp_path / "real.lock"
    target.write_text(f"{os.getpid()}\n{OUR_APP}\n{socket.gethostname()}\n")
    lock.symlink_to(target)
    state = lockinfo.inspect(lock)
    assert state.holder is None and not state.regular
    assert lockinfo.remove_stale(lock, state.identity)
    assert not os.path.lexists(lock) and target.exists()


@pytest.mark.parametrize(
    "content",
    [b"", b"\xff\xfe\x00garbage", b"abc\ndef\n", b"-5\npython\n\n", b"0\n", b"1" * 30 + b"\n", b"12\x00\n"],
    ids=["empty", "binary", "no pid", "negative", "zero", "huge pid", "nul"],
)
def test_damaged_content_holds_nothing(lock, content):
    lock.write_bytes(content)
    state = lockinfo.inspect(lock)
    assert state.holder is None and state.regular


def test_a_lock_larger_than_any_qlockfile_is_not_read(lock):
    lock.write_bytes(f"{os.getpid()}\n".encode() + b"x" * (lockinfo.MAX_LOCK_BYTES + 1))
    state = lockinfo.inspect(lock)
    assert state.holder is None and not state.regular


def test_a_lock_in_use_is_never_removed_even_if_damaged(lock):
    # A QLockFile being written: created, flocked, content not there yet.
    lock.write_bytes(b"")
    fd = os.open(lock, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        state = lockinfo.inspect(lock)
        assert state.holder is None  # nothing to name...
        assert not lockinfo.remove_stale(lock, state.identity)  # ...but not removed
        assert lock.exists()
    finally:
        os.close(fd)
    assert lockinfo.remove_stale(lock, state.identity)
    assert not lock.exists()


def test_a_lock_replaced_since_it_was_judged_is_not_removed(lock, tmp_path):
    lock.write_bytes(b"")
    state = lockinfo.inspect(lock)
    fresh = tmp_path / "fresh"
    fresh.write_text(f"{os.getpid()}\n{OUR_APP}\n\n")
    os.replace(fresh, lock)
    assert not lockinfo.remove_stale(lock, state.identity)
    assert lock.read_text().startswith(str(os.getpid()))


def test_a_live_lock_of_this_machine_is_held_while_flocked(lock):
    lock.write_text(f"{os.getpid()}\n{OUR_APP}\n{socket.gethostname()}\n")
    assert lockinfo.read_holder(lock) is None  # nobody holds its flock: left by a crash
    fd = os.open(lock, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        holder = lockinfo.read_holder(lock)
        assert holder is not None and holder.pid == os.getpid()
        assert holder.describe() == f"process {os.getpid()}"
    finally:
        os.close(fd)


def test_another_machines_lock_is_respected(lock):
    lock.write_text("4242\nSheetMaker\nthe-other-laptop\n")
    holder = lockinfo.read_holder(lock)
    assert holder is not None and holder.describe() == "process 4242 on the-other-laptop"


@LINUX
def test_without_flock_the_process_must_be_sheetmaker(lock, monkeypatch, children):
    # Where flock cannot tell (some file systems), the process is looked at: /proc/PID/exe
    # against the lock's application (QLockFile's rule), else SheetMaker in its command line.
    monkeypatch.setattr(lockinfo, "_flock_held", lambda name: None)
    host = socket.gethostname()
    sleeper = subprocess.Popen(["sleep", "60"])
    children.append(sleeper)
    lock.write_text(f"{sleeper.pid}\n{OUR_APP}\n{host}\n")
    assert lockinfo.read_holder(lock) is None  # a live `sleep`: not SheetMaker
    lock.write_text(f"1\n{OUR_APP}\n{host}\n")
    assert lockinfo.read_holder(lock) is None  # pid 1: not SheetMaker
    named = subprocess.Popen(["bash", "-c", "exec -a sheetmaker-copy sleep 60"])
    children.append(named)
    lock.write_text(f"{named.pid}\n{OUR_APP}\n{host}\n")
    for _ in range(100):  # until bash has exec'd
        if b"sheetmaker" in Path(f"/proc/{named.pid}/cmdline").read_bytes():
            break
        time.sleep(0.02)
    assert lockinfo.read_holder(lock).pid == named.pid
    lock.write_text(f"{os.getpid()}\n{OUR_APP}\n{host}\n")
    assert lockinfo.read_holder(lock).pid == os.getpid()
