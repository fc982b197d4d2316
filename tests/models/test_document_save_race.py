"""SheetDocument.save when another copy saves the same sheet while this one is writing: the
other version is kept (in the file, or beside it as a conflict copy), FileConflict asks the user,
and the edits stay in the document."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from sheetmaker.io import fileformat, filestate, safefile
from sheetmaker.io.filestate import Change
from sheetmaker.models.document import FileConflict, SheetDocument
from sheetmaker.resources import resource

HARVEY = resource("samples", "harvey-walters.sheet.json")
STR = "sheet.characteristics.STR"


@pytest.fixture
def path(tmp_path) -> Path:
    target = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, target)
    return target


@pytest.fixture
def doc(qapp, path) -> SheetDocument:
    return SheetDocument.open(str(path))


def other_save(path: Path, name: str) -> None:
    """Another copy of SheetMaker saves the file with another name."""
    document = fileformat.load(path).model_copy(update={"name": name})
    temp = path.with_name(path.name + ".other")
    temp.write_bytes(fileformat.dumps(document))
    os.replace(temp, path)


def test_a_save_met_while_writing_raises_file_conflict_and_keeps_theirs(doc, path, monkeypatch):
    new_str = doc.value(STR) + 5
    doc.set_value(STR, new_str)
    real = safefile._write_temp
    done = []

    def write_temp(*args, **kwargs):
        temp = real(*args, **kwargs)
        if not done:  # after the "changed on disk" check, during the slow part of the save
            done.append(True)
            other_save(path, "Harvey the Bold")
        return temp

    monkeypatch.setattr(safefile, "_write_temp", write_temp)
    with pytest.raises(FileConflict) as info:
        doc.save()
    conflict = info.value
    assert conflict.check.change is Change.CHANGED
    theirs = fileformat.load(path)
    assert theirs.name == "Harvey the Bold"  # their save survives
    assert conflict.check.state == filestate.read_bytes(path)[1]  # the user is asked about it
    assert doc.modified and doc.value(STR) == new_str  # and ours is still here
    # The user chose Keep Mine: saved over theirs, theirs kept as a conflict copy first.
    copy = doc.keep_file_copy("conflict")
    doc.save(overwrite=True)
    assert fileformat.load(path).sheet.characteristics.STR == new_str
    assert fileformat.load(copy).name == "Harvey the Bold"


def test_a_save_at_the_last_moment_is_put_back(doc, path, monkeypatch):
    doc.set_value("name", "Mine")
    real = safefile._exchange
    calls = []

    def exchange(source, target):
        calls.append(target)
        if len(calls) == 1:  # after the late check, right before the swap
            other_save(path, "Theirs")
        return real(source, target)

    monkeypatch.setattr(safefile, "_exchange", exchange)
    with pytest.raises(FileConflict) as info:
        doc.save()
    if len(calls) == 1:  # pragma: no cover - a file system without the atomic swap
        pytest.skip("no atomic swap on this file system")
    assert fileformat.load(path).name == "Theirs"
    assert info.value.check.change is Change.CHANGED and info.value.kept == []
    assert doc.modified and doc.document.name == "Mine"


def test_a_version_that_could_not_be_put_back_is_named_in_the_conflict(doc, path, monkeypatch):
    doc.set_value("name", "Mine")
    real = safefile._exchange
    calls = []

    def exchange(source, target):
        calls.append(target)
        if len(calls) == 1:
            other_save(path, "Theirs")
            return real(source, target)
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(safefile, "_exchange", exchange)
    with pytest.raises(FileConflict) as info:
        doc.save()
    if len(calls) == 1:  # pragma: no cover - a file system without the atomic swap
        pytest.skip("no atomic swap on this file system")
    [kept] = info.value.kept
    assert fileformat.load(kept).name == "Theirs"
    assert fileformat.load(path).name == "Mine"
    assert os.path.basename(kept) in str(info.value)
    assert doc.modified  # asked: the GUI's Reload / Keep Mine / Compare decide


def test_a_save_right_after_ours_is_noticed_without_hashing(doc, path, monkeypatch):
    # The known state is that of the file written, not a stat taken after the rename: another
    # copy saving right after ours is seen by the cheap check on window activation.
    doc.set_value("name", "Mine")
    real = safefile._fsync_dir
    done = []

    def fsync_dir(folder):
        real(folder)
        if not done:
            done.append(True)
            other_save(path, "Them")

    monkeypatch.setattr(safefile, "_fsync_dir", fsync_dir)
    doc.save()
    assert fileformat.load(path).name == "Them"  # as long as "Mine": same size
    assert doc.check_file(thorough=False).change is Change.CHANGED
    with pytest.raises(FileConflict):
        doc.save()


def test_keep_copy_never_overwrites_a_file_given_the_same_name_meanwhile(doc, path, monkeypatch):
    doc.set_value("name", "Mine")
    real = filestate.sibling_name
    taken: list[Path] = []

    def sibling_name(target, label, when=None):
        name = real(target, label, when)
        if not taken:  # another copy writes its conflict copy under the same name, same second
            taken.append(name)
            name.write_bytes(b"another copy's file")
        return name

    monkeypatch.setattr(filestate, "sibling_name", sibling_name)
    copy = doc.keep_copy("unsaved")
    assert taken[0].read_bytes() == b"another copy's file"
    assert copy != str(taken[0]) and fileformat.load(copy).name == "Mine"


def test_keep_mine_never_replaces_a_version_that_came_after_the_copy(doc, path):
    # Keep Mine: the other version is copied beside the file, then this one saved over it. A
    # third version saved between the two is not that version: asked again, not lost.
    doc.set_value("name", "Mine")
    other_save(path, "Theirs")
    with pytest.raises(FileConflict):
        doc.save()
    copy = doc.keep_file_copy("conflict")
    other_save(path, "Third")
    with pytest.raises(FileConflict) as info:
        doc.save(overwrite=True)
    assert info.value.check.change is Change.CHANGED
    assert fileformat.load(path).name == "Third" and fileformat.load(copy).name == "Theirs"
    # Kept again, then saved: every version is somewhere.
    second = doc.keep_file_copy("conflict")
    doc.save(overwrite=True)
    assert fileformat.load(path).name == "Mine" and fileformat.load(second).name == "Third"
    assert not doc.modified
    # Overwrite without a kept copy first still replaces whatever is there (the user said so).
    other_save(path, "Fourth")
    doc.set_value("name", "Mine again")
    doc.save(overwrite=True)
    assert fileformat.load(path).name == "Mine again"
