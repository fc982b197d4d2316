"""Checks made before writing that the write itself now enforces: an exclusive write never
replaces a file that appeared meanwhile (conflict copies, `new` without --force), and a copy
beside a sheet never overwrites nor removes another copy's file of the same name."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from sheetmaker.core.errors import DocumentError
from sheetmaker.io import fileformat, filestate, safefile
from sheetmaker.systems.coc7.model import CoC7Document


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if safefile.TEMP_MARK in p.name)


def appearing_while_written(monkeypatch, path: Path, content: bytes) -> None:
    """Another program creates ``path`` while our temporary file is being written."""
    real = safefile._write_temp

    def write_temp(*args, **kwargs):
        temp = real(*args, **kwargs)
        if not path.exists():
            path.write_bytes(content)
        return temp

    monkeypatch.setattr(safefile, "_write_temp", write_temp)


@pytest.fixture(params=["renameat2", "hard link", "reserved name"])
def placing(request, monkeypatch):
    """Each way of giving a new file its name without replacing one."""
    if request.param != "renameat2":
        monkeypatch.setattr(safefile, "_rename2", lambda source, target, flags: False)
    if request.param == "reserved name":

        def no_links(source, target):
            raise OSError(errno.EPERM, "Operation not permitted")

        monkeypatch.setattr(os, "link", no_links)
    return request.param


def test_exclusive_writes_a_new_file(tmp_path, placing):
    path = tmp_path / "new.txt"
    safefile.write_file(path, b"ours", exclusive=True)
    assert path.read_bytes() == b"ours"
    assert leftovers(tmp_path) == []


def test_exclusive_never_replaces_a_file_that_appeared_meanwhile(tmp_path, monkeypatch, placing):
    path = tmp_path / "new.txt"
    appearing_while_written(monkeypatch, path, b"theirs")
    with pytest.raises(safefile.TargetExists, match="already exists"):
        safefile.write_file(path, b"ours", exclusive=True)
    assert path.read_bytes() == b"theirs"
    assert leftovers(tmp_path) == []


def test_exclusive_refuses_an_existing_file_or_link(tmp_path):
    path = tmp_path / "there.txt"
    path.write_bytes(b"theirs")
    link = tmp_path / "dangling.txt"
    link.symlink_to(tmp_path / "nowhere")
    for target in (path, link):
        with pytest.raises(safefile.TargetExists):
            safefile.write_file(target, b"ours", exclusive=True)
    assert path.read_bytes() == b"theirs" and not (tmp_path / "nowhere").exists()


def test_a_copy_beside_never_overwrites_nor_removes_a_file_of_the_same_name(tmp_path, monkeypatch):
    sheet = tmp_path / "harvey.sheet.json"
    fileformat.save(CoC7Document(name="Harvey"), sheet)
    real = filestate.sibling_name
    taken: list[Path] = []

    def sibling_name(path, label, when=None):
        name = real(path, label, when)
        if not taken:  # another copy takes the same name (the same second) right after
            taken.append(name)
            name.write_bytes(b"another copy's file")
        return name

    monkeypatch.setattr(filestate, "sibling_name", sibling_name)
    copy = filestate.copy_beside(sheet, "conflict")
    assert taken[0].read_bytes() == b"another copy's file"  # untouched
    assert copy != taken[0] and copy.read_bytes() == sheet.read_bytes()
    assert leftovers(tmp_path) == []


def test_a_copy_beside_that_cannot_be_written_is_a_clear_error(tmp_path, monkeypatch):
    sheet = tmp_path / "harvey.sheet.json"
    fileformat.save(CoC7Document(name="Harvey"), sheet)

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(safefile, "_write_temp", full)
    with pytest.raises(DocumentError, match="cannot write the copy: the disk is full"):
        filestate.copy_beside(sheet, "conflict")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["harvey.sheet.json"]


def test_a_save_between_the_late_check_and_the_backup_keeps_the_backup(tmp_path, monkeypatch):
    # Without an atomic swap, the backup link is made after the late check: it is compared too,
    # so the .bak of the version before is not replaced by another copy's version.
    monkeypatch.setattr(safefile, "_exchange", lambda source, target: False)
    path = tmp_path / "harvey.sheet.json"
    fileformat.save(CoC7Document(name="Before"), path)
    state = fileformat.save(CoC7Document(name="Mine v1"), path)
    real = safefile._backup_copy

    def backup_copy(folder, real_path, existing):
        other = path.with_name("other")
        other.write_bytes(fileformat.dumps(CoC7Document(name="Theirs")))
        os.replace(other, path)
        return real(folder, real_path, existing)

    monkeypatch.setattr(safefile, "_backup_copy", backup_copy)
    with pytest.raises(fileformat.SheetChanged):
        fileformat.save(CoC7Document(name="Mine v2"), path, expected=state)
    assert fileformat.load(path).name == "Theirs"
    assert fileformat.load(fileformat.backup_path(path)).name == "Before"
    assert leftovers(tmp_path) == []
