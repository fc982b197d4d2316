"""Links in every folder SheetMaker writes to: a symlink planted where we write never leads a
write (or a delete) to a file outside, and the file it points to is never changed."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from sheetmaker.io import safefile

from .conftest import SAMPLES

SAMPLE = SAMPLES / "harvey-walters.sheet.json"


@pytest.fixture
def precious(tmp_path) -> Path:
    """A file of the user's, outside every folder we write to."""
    outside = tmp_path / "outside"
    outside.mkdir()
    path = outside / "precious.txt"
    path.write_bytes(b"do not touch")
    return path


def _untouched(path: Path) -> None:
    assert path.read_bytes() == b"do not touch"


def test_app_data_files_replace_a_planted_link_instead_of_writing_through_it(tmp_path, precious):
    """The library cache and the recovery index are written with follow_links=False."""
    from sheetmaker.io.library import IndexCache, scan_all

    library = tmp_path / "library"
    library.mkdir()
    shutil.copy(SAMPLE, library / "h.sheet.json")
    cache_path = tmp_path / "library-index.json"
    os.symlink(precious, cache_path)
    cache = IndexCache(cache_path)
    assert [entry.name for entry in scan_all(library, cache)] == ["Harvey Walters"]
    cache.save()
    _untouched(precious)
    assert not cache_path.is_symlink() and cache_path.stat().st_size > 0


def test_the_recovery_index_never_writes_through_a_link(tmp_path, precious):
    from sheetmaker.systems.coc7.model import CoC7Document
    from sheetmaker.ui.recovery import INDEX_NAME, RecoveryStore

    store = RecoveryStore(tmp_path / "recovery")
    assert store.start()
    index = store.session_folder / INDEX_NAME
    os.symlink(precious, index)
    store.save("a" * 32, CoC7Document(name="x"), None)
    _untouched(precious)
    assert not index.is_symlink()
    store.close()


def test_write_file_follows_a_sheets_link_but_not_an_app_data_link(tmp_path, precious):
    link = tmp_path / "x.sheet.json"
    os.symlink(precious, link)
    safefile.write_file(link, b"new", follow_links=False)
    _untouched(precious)
    assert link.read_bytes() == b"new" and not link.is_symlink()
    # A user's own link to their sheet is kept and written through (the documented behaviour).
    target = tmp_path / "real.sheet.json"
    target.write_bytes(b"old")
    user_link = tmp_path / "mine.sheet.json"
    os.symlink(target, user_link)
    safefile.write_file(user_link, b"new")
    assert user_link.is_symlink() and target.read_bytes() == b"new"


def test_a_linked_trash_folder_is_refused_and_its_target_untouched(tmp_path, precious):
    from sheetmaker.io import trash

    library = tmp_path / "library"
    library.mkdir()
    sheet = library / "h.sheet.json"
    shutil.copy(SAMPLE, sheet)
    os.symlink(precious.parent, library / ".sheetmaker-trash")
    with pytest.raises(trash.TrashError):
        trash.move_to_trash(sheet, library)
    with pytest.raises(trash.TrashError):
        trash.empty_trash(library)
    _untouched(precious)
    assert sheet.read_bytes() == SAMPLE.read_bytes()


def test_command_line_outputs_never_write_through_a_planted_link(tmp_path, precious, capsys):
    from sheetmaker.cli import main

    source = tmp_path / "h.sheet.json"
    shutil.copy(SAMPLE, source)
    out = tmp_path / "out"
    out.mkdir()
    # export --each: the PDF's name planted as a link to the user's file.
    os.symlink(precious, out / "Harvey Walters.pdf")
    assert main(["export", str(source), "--each", "-o", str(out), "--force"]) != 0
    # convert into a folder: the same.
    os.symlink(precious, out / "Harvey Walters.json")
    assert main(["convert", str(source), str(source), "-o", str(out), "--to", "foundry", "--force"]) != 0
    capsys.readouterr()
    _untouched(precious)
    assert source.read_bytes() == SAMPLE.read_bytes()


def test_new_npcs_never_write_through_a_planted_link(tmp_path, precious, capsys):
    from sheetmaker.cli import main

    out = tmp_path / "npcs"
    out.mkdir()
    # Every name the batch could take, planted as links to the user's file.
    for stem in ("NPC", "Npc"):
        for n in range(1, 4):
            os.symlink(precious, out / f"{stem} {n}.sheet.json")
    status = main(["new", "coc7", "--npc", "--count", "3", "-o", str(out), "--seed", "1"])
    capsys.readouterr()
    assert status == 0
    _untouched(precious)
    written = [p for p in out.iterdir() if not p.is_symlink()]
    assert len(written) == 3
