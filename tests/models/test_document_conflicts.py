"""Two SheetDocuments on one file (the issue's reproduction): copy 1 saves a name, copy 2 saves
STR; the second save is refused as a conflict instead of losing the name."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sheetmaker.io import fileformat
from sheetmaker.io.filestate import Change
from sheetmaker.models.document import FileConflict, SheetDocument
from sheetmaker.resources import resource

HARVEY = resource("samples", "harvey-walters.sheet.json")
STR = "sheet.characteristics.STR"


@pytest.fixture
def sheet(tmp_path) -> Path:
    path = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, path)
    return path


def test_the_second_save_is_a_conflict_not_a_silent_overwrite(qapp, sheet):
    one = SheetDocument.open(str(sheet))
    two = SheetDocument.open(str(sheet))
    one.set_value("name", "Harvey the Bold")
    one.save()
    new_str = two.value(STR) + 5
    two.set_value(STR, new_str)
    with pytest.raises(FileConflict) as caught:
        two.save()
    assert caught.value.check.change is Change.CHANGED
    assert "another program changed the file" in str(caught.value)
    assert fileformat.load(sheet).name == "Harvey the Bold"  # nothing lost
    assert two.modified

    # Keep mine: the other version beside the file, then ours.
    kept = Path(two.keep_file_copy("conflict"))
    assert kept.name.startswith("harvey (conflict ")
    two.save(overwrite=True)
    assert fileformat.load(kept).name == "Harvey the Bold"
    assert fileformat.load(sheet).sheet.characteristics.STR == new_str
    assert not two.modified
    # Copy 1 now sees copy 2's save in its turn.
    with pytest.raises(FileConflict):
        one.save()


def test_reload_keeps_unsaved_edits_in_a_copy(qapp, sheet):
    one = SheetDocument.open(str(sheet))
    two = SheetDocument.open(str(sheet))
    one.set_value("name", "Harvey the Bold")
    one.save()
    new_str = two.value(STR) + 5
    two.set_value(STR, new_str)
    unsaved = Path(two.keep_copy("unsaved"))
    two.reload()
    assert unsaved.name.startswith("harvey (unsaved ")
    assert fileformat.load(unsaved).sheet.characteristics.STR == new_str
    assert two.document.name == "Harvey the Bold" and not two.modified
    assert not two.undo_stack.canUndo()
    two.set_value(STR, new_str)
    two.save()  # no conflict: the reload is what it knows now
    saved = fileformat.load(sheet)
    assert saved.name == "Harvey the Bold" and saved.sheet.characteristics.STR == new_str


def test_deleted_and_renamed_files_are_conflicts_too(qapp, sheet):
    doc = SheetDocument.open(str(sheet))
    doc.set_value("name", "X")
    moved = sheet.with_name("renamed.sheet.json")
    sheet.rename(moved)
    with pytest.raises(FileConflict, match="renamed to renamed.sheet.json"):
        doc.save()
    moved.unlink()
    with pytest.raises(FileConflict, match="deleted") as caught:
        doc.save()
    assert caught.value.check.change is Change.DELETED
    doc.save(overwrite=True)
    assert fileformat.load(sheet).name == "X"


def test_saving_records_what_was_written(qapp, sheet, tmp_path):
    doc = SheetDocument.open(str(sheet))
    doc.set_value("name", "Y")
    doc.save()
    assert doc.check_file(thorough=True).change is Change.UNCHANGED
    other = tmp_path / "other.sheet.json"
    doc.save(str(other))  # Save As: a new file, then compared with it
    assert doc.check_file(thorough=True).change is Change.UNCHANGED
    assert SheetDocument(fileformat.load(sheet)).check_file() is None  # no file state known
