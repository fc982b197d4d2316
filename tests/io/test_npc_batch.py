"""Quick NPCs in bulk (issue 13 item 4): ``sheetmaker.io.npc_batch``.

The tiers are the generators' own (CoC: every occupation skill at 75, 50 or 25 unless its base
is higher, Credit Rating inside the occupation's range; ToC: Athletics, Health, Scuffling,
Weapons and Firearms around 10, 7 or 4).
"""

from __future__ import annotations

import os
import random
from datetime import UTC, datetime
from pathlib import Path

import pytest

from sheetmaker.io import fileformat, npc_batch
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.model import CoC7Document
from sheetmaker.systems.coc7.rules import derive
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc.model import ToCDocument

NOW = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


def batch(game="coc7", count=10, seed=1, **options):
    return npc_batch.make_npcs(game, count, rng=random.Random(seed), now=NOW, **options)


@pytest.mark.parametrize("game, document_type", [("coc7", CoC7Document), ("toc", ToCDocument)])
def test_count_kind_and_tags(game, document_type):
    documents = batch(game, 25, tag="Cult of the Yellow Sign", tier="professional")
    assert len(documents) == 25
    for document in documents:
        assert isinstance(document, document_type)
        assert document.kind == "npc"
        assert document.tags == ["professional", "Cult of the Yellow Sign"]
        fileformat.loads(fileformat.dumps(document))  # valid by the strict loader


def test_a_tag_equal_to_the_tier_is_not_repeated_and_an_empty_tag_adds_nothing():
    assert batch(count=1, tier="expert", tag="Expert")[0].tags == ["expert"]
    assert batch(count=1, tier="average", tag="  ")[0].tags == ["average"]
    with pytest.raises(ValueError, match="at most 60"):
        batch(count=1, tag="x" * 61)


@pytest.mark.parametrize("game, era", [("coc7", "1920s"), ("coc7", "modern"), ("toc", "1920s")])
def test_names_are_unique_in_a_batch_and_come_from_the_era_lists(game, era):
    documents = batch(game, 500, era=era)
    names = [d.name for d in documents]
    assert len({n.casefold() for n in names}) == 500
    lists = coc_data.load().names
    key = era if game == "coc7" else "1920s"  # ToC (1930s) uses the 1920s lists
    given = set(lists.given_female[key]) | set(lists.given_male[key])
    family = set(lists.family[key])
    for name in names:
        first, last = name.split(" ", 1)
        assert first in given and last in family


def test_a_fixed_occupation_and_a_mix():
    fixed = batch("coc7", 12, occupation="antiquarian", era="1920s")
    assert {d.sheet.occupation.name for d in fixed} == {"Antiquarian"}
    mixed = batch("coc7", 40, occupation="mix", era="modern")
    names = {d.sheet.occupation.name for d in mixed}
    assert len(names) > 5
    assert names <= set(npc_batch.occupation_names("coc7", "modern"))
    assert {d.sheet.occupation.name for d in batch("coc7", 40, occupation=None)} != names
    toc_fixed = batch("toc", 8, occupation="Alienist")
    assert {d.sheet.occupation.name for d in toc_fixed} == {"Alienist"}
    toc_mixed = {d.sheet.occupation.name for d in batch("toc", 40)}
    assert len(toc_mixed) > 5 and toc_mixed <= {o.name for o in toc_data.load().occupations}


def test_coc_tier_values_in_the_occupation_skills():
    """CoC expert: every occupation skill at 75 (Credit Rating aside, a base above 75 kept)."""
    credit_ratings = {}
    for tier, target in (("expert", 75), ("professional", 50), ("average", 25)):
        for document in batch("coc7", 6, occupation="Police Detective", tier=tier):
            derived = derive(document.sheet)
            occupation_lines = [s for s in derived.skills if s.is_occupation and s.name != "Credit Rating"]
            assert occupation_lines
            for line in occupation_lines:
                assert line.value == max(target, line.base), (tier, line)
            credit = derived.skill("Credit Rating").value
            assert 20 <= credit <= 50  # Police Detective: Credit Rating 20-50
            credit_ratings[tier] = credit
    assert credit_ratings["expert"] > credit_ratings["professional"] > credit_ratings["average"]


def test_toc_tier_values_in_the_key_general_abilities():
    """ToC expert: Athletics, Health, Scuffling, Weapons and Firearms at 10 give or take 1."""
    for tier, around in (("expert", 10), ("professional", 7), ("average", 4)):
        for document in batch("toc", 6, tier=tier):
            for key in ("Athletics", "Health", "Scuffling", "Weapons", "Firearms"):
                assert around - 1 <= document.sheet.abilities[key].rating <= around + 1
            assert document.sheet.abilities["Stability"].rating == around


def test_the_same_seed_gives_the_same_batch():
    for game in ("coc7", "toc"):
        first = batch(game, 30, seed=7, tag="npc")
        again = batch(game, 30, seed=7, tag="npc")
        assert [fileformat.dumps(d) for d in first] == [fileformat.dumps(d) for d in again]
        other = batch(game, 30, seed=8, tag="npc")
        assert [d.name for d in other] != [d.name for d in first]
    assert len({d.id for d in batch("coc7", 50)}) == 50


@pytest.mark.parametrize("count", [0, -1, 501, 1.5, "3", True])
def test_count_limits(count):
    with pytest.raises(ValueError, match="1 to 500 NPCs"):
        batch(count=count)


def test_bad_options_are_clear_errors():
    with pytest.raises(ValueError, match="game 'dnd' is unknown"):
        batch("dnd")
    with pytest.raises(ValueError, match="tier 'legendary' is unknown"):
        batch(tier="legendary")
    with pytest.raises(ValueError, match="era '1890s' is unknown"):
        batch(era="1890s")
    with pytest.raises(ValueError, match="'Plumber' is not an occupation"):
        batch(occupation="Plumber")
    with pytest.raises(ValueError, match="Hacker"):
        batch(occupation="Hacker", era="1920s")  # a modern occupation only
    with pytest.raises(ValueError):
        batch("toc", occupation="Plumber")


def test_occupation_names_follow_the_game_and_era():
    twenties = npc_batch.occupation_names("coc7", "1920s")
    modern = npc_batch.occupation_names("coc7", "modern")
    assert "Hacker" in modern and "Hacker" not in twenties
    assert "Alienist" in npc_batch.occupation_names("toc")


def test_write_batch_writes_every_sheet_under_new_names(tmp_path):
    folder = tmp_path / "new folder"
    documents = batch("coc7", 5, seed=3)
    paths = npc_batch.write_batch(folder, documents)
    assert [os.path.basename(p) for p in paths] == [f"{d.name}.sheet.json" for d in documents]
    for path, document in zip(paths, documents, strict=True):
        assert fileformat.load(path) == document
    # The same batch again: new names beside the old files, nothing overwritten, no backups.
    before = {p: Path(p).read_bytes() for p in paths}
    again = npc_batch.write_batch(folder, documents)
    assert [os.path.basename(p) for p in again] == [f"{d.name} (2).sheet.json" for d in documents]
    assert {p: Path(p).read_bytes() for p in paths} == before
    assert sorted(os.listdir(folder)) == sorted(os.path.basename(p) for p in paths + again)


def test_write_batch_same_names_in_one_batch_and_unsafe_characters(tmp_path):
    documents = [d.model_copy(update={"name": 'Dr. "Who"?'}) for d in batch("toc", 3)]
    paths = npc_batch.write_batch(tmp_path, documents)
    assert [os.path.basename(p) for p in paths] == [
        "Dr. Who.sheet.json", "Dr. Who (2).sheet.json", "Dr. Who (3).sheet.json",
    ]


def test_write_batch_is_whole_or_nothing(tmp_path, monkeypatch):
    documents = batch("coc7", 4)
    real_place = npc_batch._place
    calls = []

    def failing_place(temp, target):
        calls.append(target)
        if len(calls) == 3:
            raise OSError(28, "No space left on device")
        real_place(temp, target)

    monkeypatch.setattr(npc_batch, "_place", failing_place)
    (tmp_path / "keep.sheet.json").write_text("mine")
    with pytest.raises(OSError):
        npc_batch.write_batch(tmp_path, documents)
    assert os.listdir(tmp_path) == ["keep.sheet.json"]


def test_write_batch_names_differ_ignoring_case(tmp_path):
    """A name taken in another case is taken (Windows and macOS fold case)."""
    documents = batch("coc7", 1, seed=3)
    (tmp_path / f"{documents[0].name.upper()}.sheet.json").write_text("someone else's")
    [path] = npc_batch.write_batch(tmp_path, documents)
    assert os.path.basename(path) == f"{documents[0].name} (2).sheet.json"
    assert os.path.isabs(path)
