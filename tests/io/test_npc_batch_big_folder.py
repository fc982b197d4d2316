"""A batch of NPCs into a big folder: the folder is listed once for the whole batch (its time no
longer grows with the files there: tests/benchmarks/bench_npc_batch_big_folder.py measures it),
and a name taken after the listing is still never overwritten."""

from __future__ import annotations

import os
from pathlib import Path

from sheetmaker.io import fileformat, npc_batch
from tests.io.test_npc_batch import batch


def test_the_folder_is_listed_once_per_batch(tmp_path, monkeypatch):
    folder = tmp_path / "npcs"
    folder.mkdir()
    for number in range(300):
        (folder / f"Filler {number:03d}.sheet.json").write_text("{}")
    documents = batch("coc7", 40)
    listings: list[str] = []
    real_listdir, real_scandir = os.listdir, os.scandir

    def listdir(path="."):
        listings.append(os.path.abspath(os.fspath(path)))
        return real_listdir(path)

    def scandir(path="."):
        listings.append(os.path.abspath(os.fspath(path)))
        return real_scandir(path)

    monkeypatch.setattr(os, "listdir", listdir)
    monkeypatch.setattr(os, "scandir", scandir)
    paths = npc_batch.write_batch(folder, documents)
    assert len(paths) == 40
    # Once to know the names taken, once to clean our left-over temporary files; not per file.
    assert listings.count(str(folder)) <= 2, listings.count(str(folder))
    assert [fileformat.load(p).name for p in paths] == [d.name for d in documents]


def test_a_name_taken_after_the_listing_is_not_overwritten(tmp_path, monkeypatch):
    documents = batch("coc7", 3, seed=4)
    stems = [npc_batch._file_stem(d) for d in documents]
    # Files appear after the folder was listed: the listing does not show them.
    for stem in stems:
        (tmp_path / f"{stem}.sheet.json").write_text("someone else's")
    os.symlink(tmp_path / "nowhere", tmp_path / f"{stems[0]} (2).sheet.json")  # a dangling link too
    monkeypatch.setattr(os, "listdir", lambda path=".": [])
    paths = npc_batch.write_batch(tmp_path, documents)
    assert [os.path.basename(p) for p in paths] == [
        f"{stems[0]} (3).sheet.json", f"{stems[1]} (2).sheet.json", f"{stems[2]} (2).sheet.json",
    ]
    for stem in stems:
        assert (tmp_path / f"{stem}.sheet.json").read_text() == "someone else's"
    assert not (tmp_path / "nowhere").exists()
    assert [fileformat.load(p).name for p in paths] == [d.name for d in documents]
    # No temporary file is left behind.
    assert not [name for name in os.listdir(tmp_path) if name.startswith(".")]


def test_new_files_get_the_usual_mode(tmp_path):
    old = os.umask(0o027)
    try:
        [path] = npc_batch.write_batch(tmp_path, batch("toc", 1))
    finally:
        os.umask(old)
    assert Path(path).stat().st_mode & 0o777 == 0o640
