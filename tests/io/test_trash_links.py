"""The library's trash never follows a link, and deletes for good only what SheetMaker put there."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from sheetmaker.core.errors import SheetMakerError
from sheetmaker.io import trash
from tests.io.library_fixtures import base_raw, write_sheet

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink"), reason="symlinks needed")


@pytest.fixture
def elsewhere(tmp_path) -> Path:
    """A folder outside the library holding files nobody wants deleted."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    for name in ("keep.txt", "20261122T120000-1a2b3c4d Ann.sheet.json"):
        (folder / name).write_text("precious")
    return folder


@pytest.fixture
def library(tmp_path) -> Path:
    folder = tmp_path / "library"
    folder.mkdir()
    write_sheet(folder, "Ann.sheet.json", base_raw()[0])
    return folder


def test_a_linked_trash_is_refused_everywhere(library, elsewhere):
    os.symlink(elsewhere, library / trash.TRASH_DIR)
    for call in (
        lambda: trash.list_trash(library),
        lambda: trash.empty_trash(library),
        lambda: trash.move_to_trash(library / "Ann.sheet.json", library),
        lambda: trash.restore(library / trash.TRASH_DIR / "20261122T120000-1a2b3c4d Ann.sheet.json"),
        lambda: trash.check_trash(library),
    ):
        with pytest.raises(trash.TrashError) as caught:
            call()
        assert isinstance(caught.value, SheetMakerError)
        message = str(caught.value)
        assert "\n" not in message and "is a link to another place" in message and str(elsewhere) in message
    assert sorted(os.listdir(elsewhere)) == ["20261122T120000-1a2b3c4d Ann.sheet.json", "keep.txt"]
    assert (library / "Ann.sheet.json").is_file()  # Delete did not move it anywhere


def test_a_trash_that_is_a_file_is_refused(library):
    (library / trash.TRASH_DIR).write_text("not a folder")
    with pytest.raises(trash.TrashError, match="is not a folder"):
        trash.move_to_trash(library / "Ann.sheet.json", library)
    assert (library / "Ann.sheet.json").is_file()


def _manifest(library: Path, items: dict) -> None:
    (library / trash.TRASH_DIR / trash.MANIFEST).write_text(
        json.dumps({"format": "sheetmaker-trash", "version": 1, "items": items})
    )


def test_empty_deletes_only_what_sheetmaker_put_there(library, elsewhere, tmp_path):
    item = trash.move_to_trash(library / "Ann.sheet.json", library)
    directory = library / trash.TRASH_DIR
    # Somebody else's files in the trash folder, and a hostile manifest naming things outside it.
    (directory / "someone else's.txt").write_text("theirs")
    os.symlink(elsewhere / "keep.txt", directory / "20261122T000000-00000000 link.sheet.json")
    sub = directory / "20261122T000000-11111111 folder"
    sub.mkdir()
    victim = tmp_path / "victim.sheet.json"
    victim.write_text("outside")
    manifest = json.loads((directory / trash.MANIFEST).read_text())["items"]
    manifest.update({
        "../victim.sheet.json": {"original": "victim.sheet.json", "deleted": ""},
        str(victim): {"original": "victim.sheet.json", "deleted": ""},
        str(elsewhere / "keep.txt"): {"original": "x.sheet.json", "deleted": ""},
        "../elsewhere/keep.txt": {"original": "x.sheet.json", "deleted": ""},
        "20261122T000000-00000000 link.sheet.json": {"original": "link.sheet.json", "deleted": ""},
        "20261122T000000-11111111 folder": {"original": "f.sheet.json", "deleted": ""},
        "bad types": {"original": 5, "deleted": []},
        "also bad": ["not", "a", "dict"],
    })
    _manifest(library, manifest)
    assert trash.empty_trash(library) == 1
    assert not os.path.exists(item.trashed_path)
    assert victim.read_text() == "outside"
    assert (elsewhere / "keep.txt").read_text() == "precious"
    assert (directory / "someone else's.txt").read_text() == "theirs"
    assert os.path.islink(directory / "20261122T000000-00000000 link.sheet.json")
    assert sub.is_dir()
    # The files SheetMaker did not put there are still listed (the regular one) and restorable.
    assert [i.name for i in trash.list_trash(library)] == ["someone else's.txt"]
    assert [i.recorded for i in trash.list_trash(library)] == [False]


def test_a_hostile_original_path_is_not_restored_outside(library, tmp_path):
    item = trash.move_to_trash(library / "Ann.sheet.json", library)
    name = os.path.basename(item.trashed_path)
    for original in ("../outside.sheet.json", str(tmp_path / "outside.sheet.json"), "a/../../outside.sheet.json"):
        _manifest(library, {name: {"original": original, "deleted": "2026-11-22T12:00:00+00:00"}})
        listed = trash.list_trash(library)
        assert [i.original_path for i in listed] == [str(library / "Ann.sheet.json")]
    restored = trash.restore(trash.list_trash(library)[0])
    assert restored == str(library / "Ann.sheet.json")
    assert not (tmp_path / "outside.sheet.json").exists()


def test_a_folder_on_the_way_back_linked_elsewhere_is_not_followed(library, elsewhere):
    (library / "sub").mkdir()
    write_sheet(library / "sub", "Bob.sheet.json", base_raw()[1])
    item = trash.move_to_trash(library / "sub" / "Bob.sheet.json", library)
    (library / "sub").rmdir()
    os.symlink(elsewhere, library / "sub")
    restored = trash.restore(trash.list_trash(library)[0])
    assert restored == str(library / "Bob.sheet.json")
    assert not (elsewhere / "Bob.sheet.json").exists()
    assert not os.path.exists(item.trashed_path)


def test_a_linked_or_huge_manifest_is_not_followed(library, elsewhere):
    (library / trash.TRASH_DIR).mkdir()
    target = elsewhere / "keep.txt"
    os.symlink(target, library / trash.TRASH_DIR / trash.MANIFEST)
    item = trash.move_to_trash(library / "Ann.sheet.json", library)
    assert target.read_text() == "precious"  # the link was replaced, not written through
    manifest = library / trash.TRASH_DIR / trash.MANIFEST
    assert not manifest.is_symlink()
    assert os.path.basename(item.trashed_path) in json.loads(manifest.read_text())["items"]
    # A FIFO in the manifest's place does not block a listing.
    if hasattr(os, "mkfifo"):
        manifest.unlink()
        os.mkfifo(manifest)
        assert [i.recorded for i in trash.list_trash(library)] == [False]
        assert trash.empty_trash(library) == 0
