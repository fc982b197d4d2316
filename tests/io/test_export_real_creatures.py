"""Exports of the real corpus' NPCs and creatures (issue 22): every CoC item of tests/data/real
is read with the real importer, written as a statblock and as a Foundry actor, and read back.
What the sheet states comes back exactly, and nothing is invented: no age, APP, EDU or SAN the
source did not give."""

from __future__ import annotations

import json
import re

import pytest

from sheetmaker.io import foundry
from sheetmaker.io.statblock_text import parse_text, write_text
from sheetmaker.systems.coc7 import rules
from tests.io.real import scoring

COC_ITEMS = [
    (path, expected) for path, expected in scoring.items()
    if expected.get("game") == "coc7" and expected.get("kind") in ("creature", "human")
]


def _imported(path, expected):
    items = scoring.import_source(path, expected)
    return [item.document for item in items if item.document.system == "coc7" and item.document.sheet.stated]


def _ids(item):
    return item[0].name


def _values(doc) -> dict:
    """What the sheet shows: a creature's stated values exactly; a human's stated value or, where
    the statblock gives none, the rules' (a statblock written from a human restates those)."""
    sheet, stated = doc.sheet, doc.sheet.stated
    fields = ("hp", "mp", "mov", "build", "db", "attacks_per_round")
    if stated.creature:
        out = {"creature": True, **{field: getattr(stated, field) for field in fields}}
        if out["db"] is not None and not re.fullmatch(r"[+-]?\d+(?:D\d+)?", out["db"], re.IGNORECASE):
            out["db"] = None  # "N/A" (the Invictus lemures): the statblock reader reads it as no DB
        return out
    d = rules.derive(sheet)
    formula = {"hp": d.hp_max, "mp": d.mp_max, "mov": d.mov, "build": d.build, "db": d.damage_bonus,
               "attacks_per_round": None}
    out = {field: formula[field] if getattr(stated, field) is None else getattr(stated, field) for field in fields}
    out["attacks_per_round"] = stated.attacks_per_round
    san = sheet.san if sheet.san is not None else stated.san if stated.san is not None else d.san
    return {"creature": False, "san": san, **out}


@pytest.mark.parametrize("item", COC_ITEMS, ids=_ids)
def test_statblock_export_of_a_real_item_writes_what_it_states(item):
    path, expected = item
    for doc in _imported(path, expected):
        sheet, stated = doc.sheet, doc.sheet.stated
        text, _report = write_text(doc)
        head = "\n".join(text.splitlines()[:3])
        if not stated.age_stated or stated.creature:
            assert not re.search(r"\bage \d", text.splitlines()[0]), text
        known = any(sheet.characteristics.as_dict().values())  # Foundry actors may hold only formulas
        for name in ("APP", "EDU"):
            if known and not sheet.characteristics.get(name):
                assert not re.search(rf"\b{name} \d", head), text
        if stated.san is None and sheet.san is None:
            assert not re.search(r"\bSAN \d", head), text
        (back,) = parse_text(text)
        assert back.document.sheet.stated is not None
        assert _values(back.document) == _values(doc), text
        assert back.document.sheet.characteristics == sheet.characteristics


@pytest.mark.parametrize("item", COC_ITEMS, ids=_ids)
def test_foundry_export_of_a_real_item_writes_what_it_states(item):
    path, expected = item
    for doc in _imported(path, expected):
        sheet, stated = doc.sheet, doc.sheet.stated
        data, report = foundry.write(doc)
        actor = json.loads(data)
        assert actor["type"] == ("creature" if stated.creature else "npc" if doc.kind == "npc" else "character")
        infos = actor["system"]["infos"]
        if stated.creature or not stated.age_stated:
            assert not infos.get("age")
        attribs = actor["system"]["attribs"]
        for key, value in (("hp", stated.hp), ("mp", stated.mp), ("mov", stated.mov)):
            if value is not None:
                assert (attribs[key]["max"], attribs[key]["auto"]) == (value, False)
        if stated.san is None and sheet.san is None:
            assert "san" not in attribs
        skills = [entry for entry in actor["items"] if entry["type"] == "skill"]
        assert len(skills) <= len(sheet.skills) + len(sheet.weapons) + 1
        (back,) = foundry.read(data)
        if back.document.sheet.stated is None:  # a human whose values are all the rules'
            back.document.sheet.stated = type(stated)(age_stated=stated.age_stated)
        before, after = _values(doc), _values(back.document)
        if stated.creature:
            assert after == before
        else:
            # A human keeps the rules' values; a stated value that differs is reported.
            for key in before:
                if after[key] != before[key]:
                    assert any(str(before[key]) in line for line in back.report.disagreements), key
        assert back.document.sheet.characteristics == sheet.characteristics
