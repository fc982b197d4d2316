"""SheetDocument: undoable edits, merging, derived values and files."""

from __future__ import annotations

import pytest

from sheetmaker.io import fileformat
from sheetmaker.models.document import EditError, SheetDocument, get_path, with_path
from tests.fixtures import HARVEY_ALLOCATION


@pytest.fixture
def harvey(qapp):
    return SheetDocument.open(str(HARVEY_ALLOCATION))


def test_with_path_copies_only_along_the_path(harvey):
    before = harvey.document
    after = with_path(before, "sheet.characteristics.STR", 65)
    assert after.sheet.characteristics.STR == 65
    assert before.sheet.characteristics.STR == 50
    assert after.sheet.skills is before.sheet.skills
    assert after.sheet.backstory is before.sheet.backstory


def test_with_path_validates(harvey):
    with pytest.raises(EditError, match="less than or equal to 999"):
        with_path(harvey.document, "sheet.characteristics.STR", 1000)
    assert harvey.document.sheet.characteristics.STR == 50


def test_list_items_by_index(harvey):
    after = with_path(harvey.document, "sheet.weapons[0].name", "Cane")
    assert get_path(after, "sheet.weapons[0].name") == "Cane"
    assert get_path(harvey.document, "sheet.weapons[0].name") != "Cane"


def test_edit_updates_derived_values_and_undo_restores_them(harvey, qtbot):
    assert harvey.derived.hp_max == 10
    assert harvey.derived.damage_bonus == "0"
    with qtbot.waitSignal(harvey.changed):
        harvey.set_value("sheet.characteristics.SIZ", 80)
    harvey.set_value("sheet.characteristics.STR", 90)
    assert harvey.derived.hp_max == 13
    assert harvey.derived.damage_bonus == "+1D6"
    assert harvey.derived.build == 2
    harvey.undo_stack.undo()
    assert harvey.derived.damage_bonus == "+1D4"
    harvey.undo_stack.undo()
    assert harvey.derived.hp_max == 10 and harvey.derived.damage_bonus == "0"
    harvey.undo_stack.redo()
    harvey.undo_stack.redo()
    assert harvey.sheet.characteristics.STR == 90 and harvey.derived.build == 2


def test_spin_box_runs_merge_into_one_step(harvey):
    for value in (51, 52, 53, 54):
        harvey.set_value("sheet.characteristics.STR", value, merge=True)
    harvey.set_value("sheet.characteristics.DEX", 60, merge=True)
    assert harvey.undo_stack.count() == 2
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()
    assert harvey.sheet.characteristics.STR == 50


def test_unchanged_value_pushes_nothing(harvey):
    assert harvey.set_value("sheet.characteristics.STR", 50) is False
    assert harvey.undo_stack.count() == 0


def test_modified_flag_and_save(harvey, qtbot, tmp_path):
    assert not harvey.modified
    with qtbot.waitSignal(harvey.modifiedChanged) as blocker:
        harvey.set_value("name", "Harvey W.")
    assert blocker.args == [True]
    path = tmp_path / "h.sheet.json"
    with qtbot.waitSignal(harvey.pathChanged):
        harvey.save(str(path))
    assert not harvey.modified
    assert harvey.display_name == "Harvey W."  # the character's name, whatever the file is called
    again = SheetDocument.open(str(path))
    assert again.document.name == "Harvey W."
    assert again.document.sheet == harvey.document.sheet
    harvey.undo_stack.undo()
    assert harvey.modified


def test_violations_follow_edits(harvey):
    assert harvey.violations == []
    harvey.set_value("sheet.characteristics.STR", 95)
    assert any(v.code.startswith("characteristic") for v in harvey.violations)


def test_open_bad_file_raises_document_error(tmp_path, qapp):
    path = tmp_path / "bad.sheet.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(fileformat.DocumentError):
        SheetDocument.open(str(path))


def test_display_name_falls_back_to_the_file_for_a_nameless_character(tmp_path):
    from sheetmaker.systems.coc7.model import CoC7Document

    path = tmp_path / "cultist-3.sheet.json"
    fileformat.save(CoC7Document(kind="npc"), str(path))
    doc = SheetDocument.open(str(path))
    assert doc.display_name == "cultist-3"
