"""The library index: reading summaries, file names, conflict copies, search, scans."""

from __future__ import annotations

import json
import os

import pytest

from sheetmaker.io import fileformat, library
from sheetmaker.io.library import Entry, conflict_original, is_sheet_file, matches, unique_path
from sheetmaker.systems.coc7.rules import derive as coc7_derive
from sheetmaker.systems.toc.rules import derive as toc_derive
from tests.io.library_fixtures import base_documents, base_raw, write_sheet


def _save_all(folder) -> list[str]:
    paths = []
    for number, doc in enumerate(base_documents()):
        path = os.path.join(folder, f"s{number:02d}.sheet.json")
        fileformat.save(doc, path, keep_backup=False)
        paths.append(path)
    return paths


# --------------------------------------------------------------------------- summaries


def test_read_entry_summarises_a_coc7_sheet_with_derive_values(tmp_path):
    for doc in base_documents():
        if doc.system != "coc7":
            continue
        path = tmp_path / "x.sheet.json"
        fileformat.save(doc, path, keep_backup=False)
        entry = library.read_entry(path)
        derived = coc7_derive(doc.sheet)
        assert entry.error == ""
        assert (entry.name, entry.game, entry.kind, entry.id) == (doc.name, "coc7", doc.kind, str(doc.id))
        assert entry.occupation == doc.sheet.occupation.name
        assert entry.health == f"HP {derived.hp}/{derived.hp_max}"
        assert entry.health_now == derived.hp
        assert entry.sanity == f"SAN {derived.san}/{min(derived.san_start, derived.san_max)}"
        assert entry.sanity_now == derived.san
        assert entry.path == str(path) and entry.size == path.stat().st_size
        assert entry.mtime_ns == path.stat().st_mtime_ns


def test_coc7_summary_follows_damage_and_mythos(tmp_path):
    """Rules: HP = (CON+SIZ)/10 round down; maximum SAN = 99 − Cthulhu Mythos; starting SAN = POW."""
    doc = next(d for d in base_documents() if d.system == "coc7" and d.kind == "investigator")
    sheet = doc.sheet.model_copy(update={"hp": 3, "san": 41, "cthulhu_mythos": 45})
    doc = doc.model_copy(update={"sheet": sheet})
    path = tmp_path / "hurt.sheet.json"
    fileformat.save(doc, path, keep_backup=False)
    entry = library.read_entry(path)
    derived = coc7_derive(sheet)
    ch = sheet.characteristics
    assert derived.hp_max == (ch.CON + ch.SIZ) // 10
    assert entry.health == f"HP 3/{derived.hp_max}" and entry.health_now == 3 == derived.hp
    assert derived.san_max == 99 - derived.cthulhu_mythos
    assert entry.sanity == f"SAN 41/{min(ch.POW, derived.san_max)}" and entry.sanity_now == 41 == derived.san


def test_read_entry_summarises_toc_pools_with_derive_values(tmp_path):
    for doc in base_documents():
        if doc.system != "toc":
            continue
        path = tmp_path / "t.sheet.json"
        fileformat.save(doc, path, keep_backup=False)
        entry = library.read_entry(path)
        derived = toc_derive(doc.sheet)
        assert entry.error == ""
        assert entry.health == f"Health {derived.health.pool}/{derived.health.rating}"
        assert entry.health_now == derived.health.pool
        assert entry.sanity == (
            f"Stability {derived.stability.pool}/{derived.stability.rating}, Sanity {derived.sanity.pool}"
        )
        assert entry.sanity_now == derived.stability.pool


def test_toc_pools_absent_and_spent(tmp_path):
    """ToC: Health and Stability start at 1 for free, Sanity at 4; a spent pool shows below its
    rating."""
    from sheetmaker.systems.toc.model import Ability

    doc = next(d for d in base_documents() if d.system == "toc")
    abilities = {k: v for k, v in doc.sheet.abilities.items() if k not in ("Health", "Sanity")}
    abilities["Stability"] = Ability(rating=9, pool=2)
    sheet = doc.sheet.model_copy(update={"abilities": abilities})
    doc = doc.model_copy(update={"sheet": sheet})
    path = tmp_path / "t.sheet.json"
    fileformat.save(doc, path, keep_backup=False)
    entry = library.read_entry(path)
    derived = toc_derive(sheet)
    assert (derived.health.pool, derived.health.rating, derived.sanity.pool) == (1, 1, 4)
    assert entry.health == "Health 1/1"
    assert entry.sanity == "Stability 2/9, Sanity 4" and entry.sanity_now == 2


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"{", "not valid JSON"),
        (b"", "the file is empty"),
        (b"[1, 2]", "not a JSON object"),
        (json.dumps({"Investigator": {"Header": {}}}).encode(), "Dhole's House"),
        (b'{"format": "sheetmaker", "schema_version": 1, "system": "coc7", "name": 5, "sheet": {}}', "name"),
    ],
    ids=["bad-json", "empty", "not-object", "dholes-house", "wrong-type"],
)
def test_a_broken_file_is_an_entry_with_its_error(tmp_path, content, expected):
    path = tmp_path / "bad.sheet.json"
    path.write_bytes(content)
    entry = library.read_entry(path)
    assert entry.error and expected in entry.error
    assert "\n" not in entry.error
    assert (entry.name, entry.game, entry.kind) == ("", "", "")
    assert entry.size == len(content)


def test_a_missing_file_is_an_entry_with_its_error(tmp_path):
    entry = library.read_entry(tmp_path / "gone.sheet.json")
    assert entry.error == "no such file"


# --------------------------------------------------------------------------- names


@pytest.mark.parametrize(
    "name",
    [
        "Ann.sync-conflict-20240101-120000-ABCDEFG.sheet.json",
        "Ann.sheet.sync-conflict-20240101-120000-ABCDEFG.json",
        "Ann (Bob's conflicted copy 2024-01-01).sheet.json",
        "Ann.sheet (Bob's conflicted copy 2024-01-01).json",
        "Ann (conflicted copy 2024-01-01 120000).sheet.json",
        "Ann_conflict-20240101-120000.sheet.json",
    ],
)
def test_conflict_copies_pair_with_their_original(tmp_path, name):
    path = os.path.join(str(tmp_path), name)
    assert conflict_original(path) == os.path.join(str(tmp_path), "Ann.sheet.json")
    assert is_sheet_file(path)


@pytest.mark.parametrize(
    "name", ["Ann (2).sheet.json", "Ann (Bob's notes).sheet.json", "Ann.sheet.json", "conflicted.sheet.json"]
)
def test_other_names_are_not_conflict_copies(name):
    assert conflict_original(name) is None


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Ann.sheet.json", True),
        ("Ann.SHEET.JSON", True),
        (".Ann.sheet.json", False),
        (".Ann.sheet.json.sheetmaker-tmp-1a2b3c4d", False),
        ("Ann.sheet.json.bak", False),
        ("Ann.json", False),
        (f"{library.TRASH_DIR}/Ann.sheet.json", False),
    ],
)
def test_is_sheet_file(tmp_path, name, expected):
    assert is_sheet_file(os.path.join(str(tmp_path), name)) is expected


def test_iter_sheet_files_is_recursive_sorted_and_skips_hidden_and_trash(tmp_path):
    raw = base_raw()[0]
    for rel in ("b.sheet.json", "a.sheet.json", "sub/c.sheet.json", ".hidden/d.sheet.json",
                f"{library.TRASH_DIR}/e.sheet.json", "a.sheet.json.bak", "notes.txt"):
        os.makedirs(os.path.dirname(tmp_path / rel), exist_ok=True)
        write_sheet(tmp_path, rel, raw)
    found = list(library.iter_sheet_files(tmp_path))
    assert found == [str(tmp_path / n) for n in ("a.sheet.json", "b.sheet.json", "sub/c.sheet.json")]


def test_unique_path(tmp_path):
    assert unique_path(tmp_path, "Ann Smith") == str(tmp_path / "Ann Smith.sheet.json")
    (tmp_path / "Ann Smith.sheet.json").write_text("{}")
    assert unique_path(tmp_path, "Ann Smith") == str(tmp_path / "Ann Smith (2).sheet.json")
    (tmp_path / "ann smith (2).sheet.json").write_text("{}")
    assert unique_path(tmp_path, "Ann Smith") == str(tmp_path / "Ann Smith (3).sheet.json")
    assert unique_path(tmp_path, 'a/b:c*?"') == str(tmp_path / "a_b_c___.sheet.json")
    assert unique_path(tmp_path, " . ") == str(tmp_path / "Unnamed.sheet.json")


# --------------------------------------------------------------------------- search


def _entry(**values) -> Entry:
    base = dict(
        path="/x/a.sheet.json", size=1, mtime_ns=1, name="Zoé Marsh", game="coc7", kind="npc",
        occupation="Antiquarian", tags=("Cult", "Innsmouth"), player="Kim", health="HP 9/11",
        health_now=9, sanity="SAN 45/60", sanity_now=45, notes="Runs the curio shop.",
        has_portrait=False, modified="2026-11-22T12:00:00+00:00",
    )
    base.update(values)
    return Entry(**base)


def test_matches_words_accents_and_fields():
    entry = _entry()
    assert matches(entry)
    assert matches(entry, "zoe")
    assert matches(entry, "ZOÉ marsh")
    assert matches(entry, "antiq curio")
    assert matches(entry, "innsmouth kim")
    assert not matches(entry, "zoe deep")
    assert matches(entry, "  ")


def test_matches_filters():
    entry = _entry()
    assert matches(entry, game="coc7") and not matches(entry, game="toc")
    assert matches(entry, kind="npc") and not matches(entry, kind="investigator")
    assert matches(entry, tag="cult") and matches(entry, tag="CULT")
    assert not matches(entry, tag="cul")
    assert matches(entry, "marsh", game="coc7", kind="npc", tag="innsmouth")


def test_a_broken_entry_is_found_by_its_file_name_or_error():
    entry = library._broken("/x/Old Bob.sheet.json", 3, 1, "not valid JSON: EOF")
    assert matches(entry)
    assert matches(entry, "old bob")
    assert matches(entry, "json")
    assert not matches(entry, "bob", game="coc7")


# --------------------------------------------------------------------------- scans


def test_scan_lists_every_file_and_broken_ones_do_not_hide_others(tmp_path):
    paths = _save_all(tmp_path)
    (tmp_path / "broken.sheet.json").write_text("{")
    (tmp_path / "empty.sheet.json").write_text("")
    batches = list(library.scan(tmp_path, batch=7))
    assert [len(b) for b in batches] == [7, 7, 7, 1]
    entries = [e for b in batches for e in b]
    assert len(entries) == len(paths) + 2
    broken = {os.path.basename(e.path): e.error for e in entries if e.error}
    assert set(broken) == {"broken.sheet.json", "empty.sheet.json"}
    assert {e.name for e in entries if not e.error} == {d.name for d in base_documents()}
