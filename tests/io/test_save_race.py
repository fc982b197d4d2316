"""Two copies saving one sheet at once: the "changed on disk" check and the replacement are as
close to atomic as the system allows (safefile.write_file's ``expected``), and no version is ever
lost: another copy's save met while ours was being written is kept and reported, never
overwritten."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from sheetmaker.io import fileformat, filestate, safefile
from sheetmaker.systems.coc7.model import CoC7Document


def sheet(name: str) -> CoC7Document:
    return CoC7Document(name=name)


def other_save(path: Path, name: str) -> None:
    """Another copy of SheetMaker saves the file (a new file renamed over it, as safefile does)."""
    temp = path.with_name(path.name + ".other")
    temp.write_bytes(fileformat.dumps(sheet(name)))
    os.replace(temp, path)


def names_on_disk(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def conflict_copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob("harvey (conflict *.sheet.json"))


def exchange_supported(folder: Path) -> bool:
    a, b = folder / "probe-a", folder / "probe-b"
    a.write_bytes(b"a")
    b.write_bytes(b"b")
    try:
        return safefile._exchange(a, b)
    finally:
        a.unlink()
        b.unlink()


@pytest.fixture
def saved(tmp_path) -> tuple[Path, filestate.FileState]:
    """A sheet saved twice (so it has a .bak) and its state as this copy knows it."""
    path = tmp_path / "harvey.sheet.json"
    fileformat.save(sheet("Before"), path)
    state = fileformat.save(sheet("Mine v1"), path)
    return path, state


def during_the_write(monkeypatch, action) -> None:
    """Run ``action`` once, after our temporary file is written and before the late check (the
    slow part of a save: writing, syncing, reading back, parsing)."""
    real = safefile._write_temp
    done = []

    def write_temp(*args, **kwargs):
        temp = real(*args, **kwargs)
        if not done:
            done.append(True)
            action()
        return temp

    monkeypatch.setattr(safefile, "_write_temp", write_temp)


@pytest.mark.parametrize("swap", [True, False], ids=["atomic-swap", "rename-only"])
def test_a_save_met_while_writing_is_kept_and_reported(saved, monkeypatch, swap):
    path, state = saved
    if not swap:
        monkeypatch.setattr(safefile, "_exchange", lambda source, target: False)
    during_the_write(monkeypatch, lambda: other_save(path, "Theirs"))
    with pytest.raises(fileformat.SheetChanged, match="another program changed the file") as info:
        fileformat.save(sheet("Mine v2"), path, expected=state)
    assert fileformat.load(path).name == "Theirs"  # not overwritten
    assert info.value.kept == [] and not info.value.replaced
    assert fileformat.load(fileformat.backup_path(path)).name == "Before"  # .bak untouched
    assert names_on_disk(path.parent) == ["harvey.sheet.json", "harvey.sheet.json.bak"]  # no temp


def test_a_save_at_the_very_last_moment_is_put_back(saved, monkeypatch):
    # Between the late check and the replacement: the file swapped out is compared too and,
    # not being the expected one, swapped back.
    path, state = saved
    if not exchange_supported(path.parent):
        pytest.skip("no atomic swap on this file system")
    real = safefile._exchange
    calls = []

    def exchange(source, target):
        calls.append(Path(target))
        if len(calls) == 1:
            other_save(path, "Theirs")
        return real(source, target)

    monkeypatch.setattr(safefile, "_exchange", exchange)
    with pytest.raises(fileformat.SheetChanged) as info:
        fileformat.save(sheet("Mine v2"), path, expected=state)
    assert calls == [path, path]  # swapped in, then back
    assert fileformat.load(path).name == "Theirs"
    assert info.value.kept == [] and not info.value.replaced
    assert fileformat.load(fileformat.backup_path(path)).name == "Before"
    assert names_on_disk(path.parent) == ["harvey.sheet.json", "harvey.sheet.json.bak"]


def test_a_version_that_cannot_be_put_back_is_kept_beside(saved, monkeypatch):
    path, state = saved
    if not exchange_supported(path.parent):
        pytest.skip("no atomic swap on this file system")
    real = safefile._exchange
    calls = []

    def exchange(source, target):
        calls.append(target)
        if len(calls) == 1:
            other_save(path, "Theirs")
            return real(source, target)
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(safefile, "_exchange", exchange)
    with pytest.raises(fileformat.SheetChanged, match="the other version was kept as") as info:
        fileformat.save(sheet("Mine v2"), path, expected=state)
    assert info.value.replaced
    [copy] = conflict_copies(path)
    assert info.value.kept == [copy]
    assert fileformat.load(copy).name == "Theirs"  # both versions survive
    assert fileformat.load(path).name == "Mine v2"
    assert copy.name in str(info.value)


def test_a_third_version_met_while_putting_back_is_kept_too(saved, monkeypatch):
    path, state = saved
    if not exchange_supported(path.parent):
        pytest.skip("no atomic swap on this file system")
    real = safefile._exchange
    calls = []

    def exchange(source, target):
        calls.append(target)
        other_save(path, "Theirs" if len(calls) == 1 else "Third")
        return real(source, target)

    monkeypatch.setattr(safefile, "_exchange", exchange)
    with pytest.raises(fileformat.SheetChanged) as info:
        fileformat.save(sheet("Mine v2"), path, expected=state)
    assert fileformat.load(path).name == "Theirs"
    [copy] = conflict_copies(path)
    assert info.value.kept == [copy] and not info.value.replaced
    assert fileformat.load(copy).name == "Third"


def test_the_same_bytes_written_again_are_not_a_change(saved, monkeypatch):
    # A sync tool rewrites the file unchanged (new file, new time): the bytes decide.
    path, state = saved
    same = path.read_bytes()

    def rewrite() -> None:
        temp = path.with_name("sync-tool")
        temp.write_bytes(same)
        os.replace(temp, path)

    during_the_write(monkeypatch, rewrite)
    fileformat.save(sheet("Mine v2"), path, expected=state)
    assert fileformat.load(path).name == "Mine v2"
    assert fileformat.load(fileformat.backup_path(path)).name == "Mine v1"


def test_a_file_deleted_while_writing_is_not_recreated(saved, monkeypatch):
    path, state = saved
    during_the_write(monkeypatch, path.unlink)
    with pytest.raises(fileformat.SheetChanged, match="deleted") as info:
        fileformat.save(sheet("Mine v2"), path, expected=state)
    assert info.value.missing
    assert names_on_disk(path.parent) == ["harvey.sheet.json.bak"]


def test_a_fifo_swapped_in_while_writing_is_not_waited_for(saved, monkeypatch):
    path, state = saved

    def fifo() -> None:
        path.unlink()
        os.mkfifo(path)

    during_the_write(monkeypatch, fifo)
    with pytest.raises(fileformat.SheetChanged):
        fileformat.save(sheet("Mine v2"), path, expected=state)
    assert path.is_fifo()


def test_an_unchanged_file_is_saved_with_its_backup(saved):
    path, state = saved
    new_state = fileformat.save(sheet("Mine v2"), path, expected=state)
    assert fileformat.load(path).name == "Mine v2"
    assert fileformat.load(fileformat.backup_path(path)).name == "Mine v1"
    info = os.stat(path)
    assert new_state.inode == (info.st_dev, info.st_ino) and new_state.mtime_ns == info.st_mtime_ns
    assert new_state == filestate.read_bytes(path)[1]
    # The state returned is that of the file written: saving again from it works.
    fileformat.save(sheet("Mine v3"), path, expected=new_state)
    assert fileformat.load(path).name == "Mine v3"
    assert names_on_disk(path.parent) == ["harvey.sheet.json", "harvey.sheet.json.bak"]
