"""The shared safe writer: special files, symlinks, modes, read-only files, full disks, leftovers,
and saves killed at random moments."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
import textwrap
import time
import types
from pathlib import Path

import pytest

from sheetmaker.core.errors import DocumentError, ReadOnlyFileError, ReadOnlySheetError
from sheetmaker.io import fileformat, safefile
from sheetmaker.pdf import export
from sheetmaker.systems.coc7.model import CoC7Document

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX modes, FIFOs and symlinks")


def sheet(name: str = "Harvey") -> CoC7Document:
    return CoC7Document(name=name)


def mode_of(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.fixture
def umask():
    """Set the process umask for one test (restored after)."""
    saved = os.umask(0o022)
    os.umask(saved)

    def set_umask(value: int) -> None:
        os.umask(value)

    yield set_umask
    os.umask(saved)


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if safefile.TEMP_MARK in p.name)


# --------------------------------------------------------------------------- special files


@posix_only
def test_fifo_is_refused_by_save_load_and_export(tmp_path):
    fifo = tmp_path / "x.sheet.json"
    os.mkfifo(fifo)
    with pytest.raises(DocumentError) as info:
        fileformat.save(sheet(), fifo)
    assert str(info.value) == (
        f"{fifo}: this is a named pipe (FIFO), not a regular file; SheetMaker only reads and writes regular files"
    )
    with pytest.raises(DocumentError, match="named pipe"):
        fileformat.load(fifo)  # returns at once instead of blocking for ever
    pdf = tmp_path / "x.pdf"
    os.mkfifo(pdf)
    with pytest.raises(export.ExportError, match="named pipe"):
        export.export_pdf([sheet()], pdf)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert leftovers(tmp_path) == []


def test_folder_named_like_a_sheet_is_refused(tmp_path):
    folder = tmp_path / "x.sheet.json"
    folder.mkdir()
    with pytest.raises(DocumentError, match="this is a folder, not a file"):
        fileformat.save(sheet(), folder)
    with pytest.raises(DocumentError, match="folder"):
        fileformat.load(folder)
    assert folder.is_dir() and not any(folder.iterdir())


@posix_only
def test_device_is_refused(tmp_path):
    with pytest.raises(DocumentError, match="a device"):
        fileformat.load("/dev/null")
    with pytest.raises(safefile.SafeFileError, match="a device"):
        safefile.check_target("/dev/null")


# --------------------------------------------------------------------------- symlinks


@posix_only
def test_save_through_a_symlink_updates_the_target_and_keeps_the_link(tmp_path):
    real_folder = tmp_path / "synced"
    real_folder.mkdir()
    real = real_folder / "harvey.sheet.json"
    fileformat.save(sheet("Old"), real)
    link = tmp_path / "harvey.sheet.json"
    link.symlink_to(real)
    fileformat.save(sheet("New"), link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert fileformat.load(real).name == "New"
    # The backup sits beside the real file, where the replacement happened.
    assert fileformat.backup_path(link) == real_folder / "harvey.sheet.json.bak"
    assert fileformat.load(real_folder / "harvey.sheet.json.bak").name == "Old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["harvey.sheet.json", "synced"]


@posix_only
def test_chain_of_links_and_dangling_link(tmp_path):
    real = tmp_path / "real.sheet.json"
    middle = tmp_path / "middle.sheet.json"
    middle.symlink_to(real.name)  # relative, dangling for now
    first = tmp_path / "first.sheet.json"
    first.symlink_to(middle.name)
    fileformat.save(sheet("Made"), first)
    assert first.is_symlink() and middle.is_symlink()
    assert fileformat.load(real).name == "Made"


@posix_only
def test_export_to_a_symlink_writes_the_target(tmp_path):
    real = tmp_path / "out" / "party.pdf"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "party.pdf"
    link.symlink_to(real)
    export.export_pdf([sheet()], link)
    assert link.is_symlink()
    assert real.read_bytes().startswith(b"%PDF")


# --------------------------------------------------------------------------- modes


@posix_only
@pytest.mark.parametrize(("mask", "expected"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_new_files_follow_the_umask(tmp_path, umask, mask, expected):
    umask(mask)
    path = tmp_path / "new.sheet.json"
    fileformat.save(sheet(), path)
    assert mode_of(path) == expected
    pdf = tmp_path / "new.pdf"
    export.export_pdf([sheet()], pdf)
    assert mode_of(pdf) == expected


@posix_only
@pytest.mark.parametrize("mask", [0o022, 0o077])
def test_existing_mode_is_kept_and_the_bak_keeps_it(tmp_path, umask, mask):
    umask(mask)
    path = tmp_path / "shared.sheet.json"
    fileformat.save(sheet("One"), path)
    os.chmod(path, 0o640)
    fileformat.save(sheet("Two"), path)
    assert mode_of(path) == 0o640
    assert mode_of(fileformat.backup_path(path)) == 0o640
    os.chmod(path, 0o664)
    fileformat.save(sheet("Three"), path)
    assert mode_of(path) == 0o664
    assert mode_of(fileformat.backup_path(path)) == 0o664
    assert fileformat.load(fileformat.backup_path(path)).name == "Two"


@posix_only
def test_existing_pdf_mode_is_kept(tmp_path):
    pdf = tmp_path / "party.pdf"
    pdf.write_bytes(b"old")
    os.chmod(pdf, 0o640)
    export.export_pdf([sheet()], pdf)
    assert mode_of(pdf) == 0o640


@posix_only
def test_owner_is_kept_when_we_may(tmp_path):
    if os.geteuid() != 0:
        pytest.skip("only root may give a file to another user")
    path = tmp_path / "theirs.sheet.json"
    fileformat.save(sheet(), path)
    os.chown(path, 1234, 4321)
    fileformat.save(sheet("Again"), path)
    info = os.stat(path)
    assert (info.st_uid, info.st_gid) == (1234, 4321)


# --------------------------------------------------------------------------- read-only files


@posix_only
def test_read_only_sheet_needs_force(tmp_path):
    path = tmp_path / "locked.sheet.json"
    fileformat.save(sheet("Kept"), path)
    os.chmod(path, 0o444)
    with pytest.raises(ReadOnlySheetError) as info:
        fileformat.save(sheet("Lost"), path)
    assert isinstance(info.value, ReadOnlyFileError) and isinstance(info.value, DocumentError)
    assert "read-only" in str(info.value) and "\n" not in str(info.value)
    assert fileformat.load(path).name == "Kept"
    fileformat.save(sheet("Forced"), path, force=True)
    assert fileformat.load(path).name == "Forced"
    assert mode_of(path) == 0o444  # still read-only afterwards
    assert fileformat.load(fileformat.backup_path(path)).name == "Kept"


@posix_only
def test_read_only_pdf_needs_force(tmp_path):
    pdf = tmp_path / "locked.pdf"
    pdf.write_bytes(b"old")
    os.chmod(pdf, 0o444)
    with pytest.raises(export.ReadOnlyExportError, match="read-only"):
        export.export_pdf([sheet()], pdf)
    assert pdf.read_bytes() == b"old"
    export.export_pdf([sheet()], pdf, force=True)
    assert pdf.read_bytes().startswith(b"%PDF")


# --------------------------------------------------------------------------- full disks


@pytest.mark.parametrize(
    ("code", "fragment"),
    [(errno.ENOSPC, "the disk is full"), (errno.EIO, "the disk reported an error")],
)
def test_disk_errors_leave_the_old_file_and_no_temp(tmp_path, monkeypatch, code, fragment):
    path = tmp_path / "harvey.sheet.json"
    fileformat.save(sheet("Safe"), path)
    before = path.read_bytes()
    real_fsync = os.fsync

    def failing_fsync(fd):
        if stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(code, os.strerror(code))
        return real_fsync(fd)

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(DocumentError) as info:
        fileformat.save(sheet("Lost"), path)
    assert fragment in str(info.value) and "not changed" in str(info.value)
    with pytest.raises(export.ExportError, match=fragment):
        export.export_pdf([sheet()], tmp_path / "x.pdf")
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert leftovers(tmp_path) == []
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
def test_a_real_full_device_gives_the_disk_is_full(tmp_path, monkeypatch):
    # /dev/full answers every write with ENOSPC; the temporary file is made to be it.
    path = tmp_path / "harvey.sheet.json"
    fileformat.save(sheet("Safe"), path)
    before = path.read_bytes()

    def open_full(folder, name, mode):
        return os.open("/dev/full", os.O_WRONLY), str(tmp_path / f".{name}{safefile.TEMP_MARK}full")

    monkeypatch.setattr(safefile, "_open_temp", open_full)
    monkeypatch.setattr(os, "fchmod", lambda fd, mode: None)
    with pytest.raises(DocumentError, match="the disk is full"):
        fileformat.save(sheet("Lost"), path)
    assert path.read_bytes() == before


# --------------------------------------------------------------------------- leftovers


def later_clock(monkeypatch, seconds: float) -> None:
    """Make the safe writer believe ``seconds`` have passed (a file's ctime cannot be aged)."""
    now = time.time() + seconds
    monkeypatch.setattr(safefile, "time", types.SimpleNamespace(time=lambda: now))


def test_temporary_files_have_our_name_and_stale_ones_are_removed(tmp_path, monkeypatch):
    path = tmp_path / "harvey.sheet.json"
    ours = tmp_path / f".harvey.sheet.json{safefile.TEMP_MARK}deadbeef"
    ours.write_bytes(b"half a sheet")
    other = tmp_path / f".other.sheet.json{safefile.TEMP_MARK}cafebabe"
    other.write_bytes(b"half another sheet")
    theirs = tmp_path / ".harvey.sheet.json.tmp"
    theirs.write_bytes(b"not ours")
    later_clock(monkeypatch, 30)  # younger than a minute: another save may be writing them
    fileformat.save(sheet(), path)
    assert ours.exists() and other.exists()
    later_clock(monkeypatch, 2 * safefile.STALE_AFTER)
    fileformat.save(sheet(), path)
    assert not ours.exists() and not other.exists()  # every stale one of ours in the folder
    assert theirs.exists()  # not ours: never touched
    assert leftovers(tmp_path) == []


def test_a_bak_left_as_a_hard_link_of_the_file_leaves_no_temp(tmp_path):
    # A save killed between making the backup link and replacing the file leaves the .bak and
    # the file as one file; renaming a new link over the .bak would then do nothing.
    path = tmp_path / "harvey.sheet.json"
    fileformat.save(sheet("One"), path)
    os.link(path, fileformat.backup_path(path))
    fileformat.save(sheet("Two"), path)
    assert leftovers(tmp_path) == []
    assert fileformat.load(fileformat.backup_path(path)).name == "One"
    assert fileformat.load(path).name == "Two"


def test_stale_check_uses_the_change_time(tmp_path):
    # A backup hard link made a moment ago keeps the old file's mtime; its ctime is new.
    temp = tmp_path / f".a.sheet.json{safefile.TEMP_MARK}00000000"
    temp.write_bytes(b"x")
    long_ago = time.time() - 3600
    os.utime(temp, (long_ago, long_ago))
    assert safefile.remove_stale_temps(tmp_path) == 0
    assert safefile.remove_stale_temps(tmp_path, now=time.time() + 120) == 1


KILLER = textwrap.dedent(
    """
    import sys
    from sheetmaker.io import fileformat
    from sheetmaker.systems.coc7.model import CoC7Document
    path = sys.argv[1]
    big = "x" * 150_000
    n = 0
    while True:
        n += 1
        fileformat.save(CoC7Document(name=f"v{n}", notes=big[: 1000 + (n % 7) * 20_000]), path)
        sys.stdout.write(f"{n}\\n")
        sys.stdout.flush()
    """
)


@posix_only
def test_saves_killed_at_random_moments_lose_nothing(tmp_path, monkeypatch):
    import random
    import signal

    rng = random.Random(11)
    path = tmp_path / "harvey.sheet.json"
    fileformat.save(CoC7Document(name="v0"), path)
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    deadline = time.monotonic() + 20
    kills = 0
    while kills < 40 and time.monotonic() < deadline:
        child = subprocess.Popen(
            [sys.executable, "-c", KILLER, str(path)], env=env, stdout=subprocess.PIPE
        )
        child.stdout.readline()  # the interpreter is up and has saved once
        time.sleep(rng.uniform(0, 0.03))
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        kills += 1
        # Always a whole version, old or new, and a whole backup.
        assert fileformat.load(path).name.startswith("v")
        assert fileformat.load(fileformat.backup_path(path)).name.startswith("v")
    assert kills >= 10
    # Leftovers of the killed saves are ours and go at the next save once a minute old.
    later_clock(monkeypatch, 2 * safefile.STALE_AFTER)
    fileformat.save(CoC7Document(name="final"), path)
    assert leftovers(tmp_path) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["harvey.sheet.json", "harvey.sheet.json.bak"]
    assert fileformat.load(path).name == "final"
