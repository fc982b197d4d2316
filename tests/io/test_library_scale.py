"""A library of 2,000 generated sheets: indexing, search and filters with exact counts; files
changed, added, renamed and deleted between two scans; the cache."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from sheetmaker.io import library
from sheetmaker.io.library import IndexCache, matches
from tests.io.library_fixtures import write_library, write_sheet

COUNT = 2000


@pytest.fixture(scope="session")
def big_library(tmp_path_factory):
    folder = tmp_path_factory.mktemp("library2000")
    counts = write_library(folder, COUNT)
    return str(folder), counts


@pytest.fixture(scope="session")
def big_entries(big_library):
    return library.scan_all(big_library[0])


def test_indexes_every_sheet(big_library, big_entries):
    folder, counts = big_library
    assert len(big_entries) == COUNT
    assert all(not e.error for e in big_entries)
    assert [e.path for e in big_entries] == sorted(e.path for e in big_entries)
    assert sum(1 for e in big_entries if os.path.dirname(e.path) == os.path.join(folder, "sub")) == COUNT // 2
    assert len({e.id for e in big_entries}) == COUNT


def test_filters_count_exactly(big_library, big_entries):
    _, counts = big_library

    def count(**kwargs):
        return sum(1 for e in big_entries if matches(e, **kwargs))

    assert count() == COUNT
    assert count(game="coc7") == counts["coc7"] and count(game="toc") == counts["toc"]
    assert counts["coc7"] + counts["toc"] == COUNT
    assert count(kind="npc") == counts["npc"] == 667
    assert count(kind="investigator") == counts["investigator"] == 1333
    for tag in ("cult", "police", "harbour", "arkham", "witness", "boss"):
        assert count(tag=tag) == counts[f"tag:{tag}"]
    assert count(tag="Boss") == 286  # every 7th sheet
    assert count(text="zoe") == count(text="ZOÉ") == counts["word:Zoé"] == 182
    assert count(text="marsh") == counts["word:Marsh"]
    assert count(text="docks") == counts["docks"] == 500
    assert count(text="number00042") == 1
    assert count(text="zoe docks") == 46  # multiples of 44
    assert count(text="zoe docks", tag="cult") == 10  # multiples of 220
    assert count(text="zoe", game="coc7", kind="npc", tag="boss") == sum(
        1 for n in range(COUNT)
        if n % 11 == 0 and n % 3 == 0 and n % 7 == 0 and _system(n) == "coc7"
    )


def _system(number: int) -> str:
    from tests.io.library_fixtures import base_raw

    raws = base_raw()
    return raws[number % len(raws)]["system"]


def test_search_words_in_occupation_and_notes(big_entries):
    occupation = big_entries[0].occupation
    found = [e for e in big_entries if matches(e, occupation.lower())]
    assert found and all(occupation.lower() in (e.occupation + e.notes + e.name).lower() for e in found)
    assert sum(1 for e in big_entries if matches(e, "library keeps")) == COUNT - 500


def test_changes_between_two_scans_read_only_changed_files(tmp_path, monkeypatch, big_library):
    folder = tmp_path / "lib"
    shutil.copytree(big_library[0], folder)
    cache_path = tmp_path / "cache.json"
    first = library.scan_all(folder, IndexCache(str(cache_path)))
    assert len(first) == COUNT and cache_path.is_file()

    reads: list[str] = []
    real_read = library._read

    def counting_read(path, info=None):
        reads.append(os.path.basename(path))
        return real_read(path, info)

    monkeypatch.setattr(library, "_read", counting_read)

    # Nothing changed: nothing is read, from a new cache object (the file on disk).
    again = library.scan_all(folder, IndexCache(str(cache_path)))
    assert reads == [] and again == first

    changed = folder / "sheet00004.sheet.json"
    raw = json.loads(changed.read_text())
    raw["name"] = "Changed Name"
    changed.write_text(json.dumps(raw))
    added = write_sheet(folder, "new one.sheet.json", raw)
    os.rename(folder / "sheet00006.sheet.json", folder / "renamed.sheet.json")
    os.remove(folder / "sub" / "sheet00001.sheet.json")

    second = library.scan_all(folder, IndexCache(str(cache_path)))
    assert sorted(reads) == ["new one.sheet.json", "renamed.sheet.json", "sheet00004.sheet.json"]
    by_name = {os.path.basename(e.path): e for e in second}
    assert len(second) == COUNT + 1 - 1
    assert by_name["sheet00004.sheet.json"].name == "Changed Name"
    assert by_name[os.path.basename(added)].name == "Changed Name"
    assert by_name["renamed.sheet.json"].name == "Marsh Number00006"
    assert "sheet00006.sheet.json" not in by_name and "sheet00001.sheet.json" not in by_name
    # The cache forgot the files that are gone.
    rows = json.loads(cache_path.read_text())["entries"]
    assert len(rows) == len(second)


def test_broken_files_never_hide_the_others(tmp_path):
    write_library(tmp_path, 40)
    bad = {
        "bad-json.sheet.json": b'{"format": "sheetmaker",',
        "wrong-type.sheet.json": None,
        "dholes-house.sheet.json": json.dumps({"Investigator": {"Header": {"Name": "X"}}}).encode(),
        "empty.sheet.json": b"",
    }
    raw = json.loads((tmp_path / "sheet00000.sheet.json").read_text())
    raw["kind"] = 7
    bad["wrong-type.sheet.json"] = json.dumps(raw).encode()
    for name, content in bad.items():
        (tmp_path / name).write_bytes(content)
    entries = library.scan_all(tmp_path)
    assert len(entries) == 44
    errors = {os.path.basename(e.path): e.error for e in entries if e.error}
    assert set(errors) == set(bad)
    assert "not valid JSON" in errors["bad-json.sheet.json"]
    assert "kind" in errors["wrong-type.sheet.json"]
    assert "Dhole's House" in errors["dholes-house.sheet.json"]
    assert errors["empty.sheet.json"] == "the file is empty"


def test_conflict_copies_are_paired_with_their_original(tmp_path):
    write_library(tmp_path, 6)
    raw = json.loads((tmp_path / "sheet00002.sheet.json").read_text())
    names = [
        "sheet00002.sync-conflict-20261122-101010-ABC1234.sheet.json",
        "sheet00002 (Kim's conflicted copy 2026-11-22).sheet.json",
        "sheet00002 (conflicted copy 2026-11-22 101010).sheet.json",
        "sheet00004 (2).sheet.json",
    ]
    for name in names:
        write_sheet(tmp_path, name, raw)
    entries = {os.path.basename(e.path): e for e in library.scan_all(tmp_path)}
    original = str(tmp_path / "sheet00002.sheet.json")
    for name in names[:3]:
        assert entries[name].conflict_of == original
    assert entries["sheet00004 (2).sheet.json"].conflict_of == ""
    assert entries["sheet00002.sheet.json"].conflict_of == ""


def test_a_broken_or_old_cache_is_ignored(tmp_path):
    write_library(tmp_path / "lib", 10)
    cache_path = tmp_path / "cache.json"
    for content in ("{garbage", json.dumps({"format": "sheetmaker-library-index", "version": 0, "entries": []}),
                    json.dumps([1, 2]), json.dumps({"format": "sheetmaker-library-index", "version": 1,
                                                    "fields": list(library._FIELD_NAMES),
                                                    "entries": [["x", "bad"]]})):
        cache_path.write_text(content)
        entries = library.scan_all(tmp_path / "lib", IndexCache(str(cache_path)))
        assert len(entries) == 10 and not any(e.error for e in entries)
        data = json.loads(cache_path.read_text())
        assert data["version"] == library.CACHE_VERSION and len(data["entries"]) == 10


def test_a_cache_row_of_a_changed_file_is_not_used(tmp_path):
    write_library(tmp_path / "lib", 3)
    cache = IndexCache(str(tmp_path / "cache.json"))
    entries = library.scan_all(tmp_path / "lib", cache)
    entry = entries[0]
    assert cache.get(entry.path, entry.size, entry.mtime_ns) == entry
    assert cache.get(entry.path, entry.size + 1, entry.mtime_ns) is None
    assert cache.get(entry.path, entry.size, entry.mtime_ns + 1) is None
    reloaded = IndexCache(str(tmp_path / "cache.json"))
    assert reloaded.get(entry.path, entry.size, entry.mtime_ns) == entry
    assert IndexCache(None).get(entry.path, entry.size, entry.mtime_ns) is None


def test_default_cache_path_is_in_the_app_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("SHEETMAKER_APP_DATA_DIR", str(tmp_path))
    assert library.default_cache_path() == str(tmp_path / "library-index.json")
