"""Issue 23, item 11: a library search for "cultist" found nothing, the occupation being Zealot.
The search also finds the occupations of the names keepers use (a small table in the data)."""

from __future__ import annotations

import json

from sheetmaker.io import library
from sheetmaker.io.library import Entry, matches, search_synonyms


def _entry(**values) -> Entry:
    base = dict(
        path="/x/a.sheet.json", size=1, mtime_ns=1, name="Ezekiel Marsh", game="coc7", kind="npc",
        occupation="Zealot", tags=("npc", "average"), player="", health="HP 9/11",
        health_now=9, sanity="SAN 45/60", sanity_now=45, notes="",
        has_portrait=False, modified="2026-11-22T12:00:00+00:00",
    )
    base.update(values)
    return Entry(**base)


def test_keepers_words_find_the_occupations():
    assert matches(_entry(), "cultist")
    assert matches(_entry(), "CULTIST")
    assert matches(_entry(), "cult")  # typing it: the start of the word finds it already
    assert matches(_entry(occupation="Police Detective"), "cop")
    assert matches(_entry(occupation="Police Officer"), "cop")
    assert matches(_entry(occupation="Criminal"), "thug")
    assert matches(_entry(occupation="Criminal"), "goon")
    assert matches(_entry(occupation="Criminal", game="toc"), "gangster")
    assert matches(_entry(occupation="Hobo", game="toc"), "tramp")


def test_synonyms_narrow_like_any_word():
    assert not matches(_entry(occupation="Antiquarian"), "cultist")
    assert not matches(_entry(occupation="Zealot"), "cop")
    assert matches(_entry(), "cultist marsh")
    assert not matches(_entry(), "cultist innsmouth")
    # Two letters are too few to stand for a keeper's word ("cu" is in no field here).
    assert not matches(_entry(), "cu")


def test_the_table_names_only_occupations_of_the_data():
    data = json.loads(library.SYNONYMS_FILE.read_text(encoding="utf-8"))["synonyms"]
    from sheetmaker.io import npc_batch

    known = {name for game in ("coc7", "toc") for era in ("1920s", "modern")
             for name in npc_batch.occupation_names(game, era)}
    named = {name for names in data.values() for name in names}
    assert named <= known, named - known
    assert search_synonyms()["cultist"] == ("zealot",)
    assert {"cultist", "cop", "thug", "goon"} <= set(data)
