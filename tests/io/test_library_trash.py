"""The library's trash: move, list, restore (to a free name if taken), empty."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from sheetmaker.io import library, trash
from tests.io.library_fixtures import base_raw, write_sheet


def test_move_list_restore(tmp_path):
    (tmp_path / "sub").mkdir()
    path = write_sheet(tmp_path / "sub", "Ann.sheet.json", base_raw()[0])
    content = Path(path).read_bytes()
    item = trash.move_to_trash(path, tmp_path)
    assert not os.path.exists(path)
    assert os.path.dirname(item.trashed_path) == os.path.join(str(tmp_path), trash.TRASH_DIR)
    assert item.original_path == path and item.name == "Ann.sheet.json" and item.deleted
    manifest = json.loads((tmp_path / trash.TRASH_DIR / trash.MANIFEST).read_text())
    assert manifest["items"][os.path.basename(item.trashed_path)]["original"] == "sub/Ann.sheet.json"
    # The library does not list the trash.
    assert list(library.iter_sheet_files(tmp_path)) == []
    assert trash.list_trash(tmp_path) == [item]
    restored = trash.restore(item)
    assert restored == path and Path(path).read_bytes() == content
    assert trash.list_trash(tmp_path) == []


def test_restore_to_a_free_name_when_taken(tmp_path):
    path = write_sheet(tmp_path, "Ann.sheet.json", base_raw()[0])
    item = trash.move_to_trash(path)
    write_sheet(tmp_path, "Ann.sheet.json", base_raw()[1])
    restored = trash.restore(item.trashed_path)
    assert restored == str(tmp_path / "Ann (2).sheet.json")
    assert json.loads(Path(restored).read_text())["name"] == base_raw()[0]["name"]
    assert json.loads((tmp_path / "Ann.sheet.json").read_text())["name"] == base_raw()[1]["name"]


def test_two_deletions_of_one_name_and_empty(tmp_path):
    first = trash.move_to_trash(write_sheet(tmp_path, "Ann.sheet.json", base_raw()[0]))
    second = trash.move_to_trash(write_sheet(tmp_path, "Ann.sheet.json", base_raw()[1]))
    assert first.trashed_path != second.trashed_path
    assert {i.trashed_path for i in trash.list_trash(tmp_path)} == {first.trashed_path, second.trashed_path}
    assert trash.empty_trash(tmp_path) == 2
    assert trash.list_trash(tmp_path) == []
    assert os.listdir(tmp_path / trash.TRASH_DIR) == []


def test_a_lost_manifest_still_lists_and_restores(tmp_path):
    item = trash.move_to_trash(write_sheet(tmp_path, "Bob.sheet.json", base_raw()[0]))
    (tmp_path / trash.TRASH_DIR / trash.MANIFEST).write_text("{not json")
    listed = trash.list_trash(tmp_path)
    assert [i.original_path for i in listed] == [str(tmp_path / "Bob.sheet.json")]
    assert listed[0].deleted == ""
    assert trash.restore(listed[0]) == str(tmp_path / "Bob.sheet.json")
    assert not os.path.exists(item.trashed_path)


def test_errors(tmp_path):
    with pytest.raises(FileNotFoundError):
        trash.move_to_trash(tmp_path / "none.sheet.json")
    other = tmp_path / "a"
    other.mkdir()
    path = write_sheet(tmp_path, "x.sheet.json", base_raw()[0])
    with pytest.raises(ValueError):
        trash.move_to_trash(path, other)
    assert trash.list_trash(tmp_path / "nowhere") == []
    assert trash.empty_trash(tmp_path / "nowhere") == 0
