"""Stated values of NPCs and creatures (issue 22): a creature's statblock is the rule.

A ghoul (Keeper Rulebook p. 294 style): STR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65, HP 13, MOV 9,
Build 1, DB +1D4, MP 13. The human formulas give HP (65 + 65) / 10 = 13 but MOV 8 (9 needs both
STR and DEX above SIZ; here DEX 65 = SIZ 65), so the stated MOV 9 differs; other tests use stated
HP, MP, Build and DB the formulas would not give either.
"""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from sheetmaker.io import fileformat
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.model import Characteristics, CoC7Document, CoC7Sheet, Stated
from sheetmaker.systems.coc7.rules import derive
from sheetmaker.systems.coc7.validate import CREATURE_OFF, checks_off, validate

GHOUL_CHARS = Characteristics(STR=80, CON=65, SIZ=65, DEX=65, INT=65, POW=65)


@pytest.fixture(scope="module")
def data():
    return coc_data.load(None)


def ghoul(**stated) -> CoC7Sheet:
    values = dict(creature=True, hp=13, mp=13, mov=9, build=1, db="+1D4", age_stated=False)
    values.update(stated)
    return CoC7Sheet(characteristics=GHOUL_CHARS, stated=Stated(**values), san_loss="0/1D6")


def test_ghoul_derive_shows_the_stated_values(data):
    d = derive(ghoul(), data)
    assert (d.hp_max, d.mp_max, d.mov, d.build, d.damage_bonus) == (13, 13, 9, 1, "+1D4")
    assert d.hp == 13 and d.mp == 13
    # The human formula would give MOV 8 here (DEX is not above SIZ).
    human = derive(CoC7Sheet(characteristics=GHOUL_CHARS), data)
    assert human.mov == 8


def test_creature_stated_values_replace_the_formulas_even_where_they_differ(data):
    # A hulking ghoul: HP 17 (formula 13), MP 7 (formula 13), MOV 10, Build 2, DB +1D6.
    d = derive(ghoul(hp=17, mp=7, mov=10, build=2, db="+1D6"), data)
    assert (d.hp_max, d.mp_max, d.mov, d.build, d.damage_bonus) == (17, 7, 10, 2, "+1D6")
    assert (d.hp, d.mp) == (17, 7)


def test_creature_values_not_stated_keep_the_formulas(data):
    d = derive(ghoul(hp=None, mp=None, mov=None, build=None, db=None), data)
    # (65 + 65) // 10, 65 // 5, STR+SIZ 145 → +1D4 / 1, MOV 8 at the placeholder age 25.
    assert (d.hp_max, d.mp_max, d.mov, d.build, d.damage_bonus) == (13, 13, 8, 1, "+1D4")


def test_human_npc_keeps_the_formulas(data):
    # A cultist whose statblock says HP 15 and MOV 9: the formulas stay (the reader reports it).
    sheet = CoC7Sheet(
        characteristics=Characteristics(STR=55, CON=60, SIZ=65, DEX=50, APP=40, INT=60, POW=45, EDU=50),
        stated=Stated(hp=15, mov=9, build=2, db="+1D6", san=40),
    )
    d = derive(sheet, data)
    assert (d.hp_max, d.mp_max, d.mov, d.build, d.damage_bonus) == (12, 9, 7, 0, "0")


def test_creature_not_flagged_for_app_edu_int_or_age(data):
    sheet = ghoul()
    sheet = sheet.model_copy(update={"characteristics": Characteristics(STR=80, CON=65, SIZ=65, DEX=65, POW=65)})
    for kind in ("npc", "investigator"):
        codes = {v.code for v in validate(sheet, data, kind=kind)}
        assert not codes & {"characteristic.missing", "age.out_of_range", "occupation.missing", "luck.missing"}
    assert validate(sheet, data, kind="npc") == []
    assert checks_off(sheet, data, kind="npc") == [CREATURE_OFF]


def test_stated_value_a_formula_disagrees_with_is_no_violation(data):
    # HP 17 against a formula of 13: the sheet states it, it is no rule violation.
    assert validate(ghoul(hp=17), data, kind="npc") == []
    npc = CoC7Sheet(
        characteristics=Characteristics(STR=55, CON=60, SIZ=65, DEX=50, APP=40, INT=60, POW=45, EDU=50),
        stated=Stated(hp=15, mov=9),
    )
    assert validate(npc, data, kind="npc") == []


def test_current_hp_above_the_stated_maximum_names_it(data):
    sheet = ghoul().model_copy(update={"hp": 15})
    (violation,) = validate(sheet, data, kind="npc")
    assert violation.code == "hp.over_max"
    assert "stated maximum 13" in violation.message and "CON" not in violation.message


# --------------------------------------------------------------------------- file format


def test_sheet_without_stated_saves_as_before():
    doc = CoC7Document(name="Harvey Walters")
    raw = json.loads(fileformat.dumps(doc))
    assert "stated" not in raw["sheet"]


def test_stated_round_trips_through_the_file():
    doc = CoC7Document(name="Ghoul", kind="npc", sheet=ghoul(attacks_per_round=3, san=None))
    text = fileformat.dumps(doc)
    again = fileformat.loads(text)
    assert again == doc
    assert again.sheet.stated == Stated(
        creature=True, hp=13, mp=13, mov=9, build=1, db="+1D4", attacks_per_round=3, age_stated=False
    )
    assert fileformat.dumps(again) == text


def test_shipped_sample_file_saves_byte_identical(tmp_path):
    from pathlib import Path

    sample = Path(__file__).parents[2] / "data" / "harvey-allocation.sheet.json"
    doc = fileformat.load(sample)
    assert doc.sheet.stated is None
    assert fileformat.dumps(doc) == sample.read_bytes()


def test_stated_rejects_unknown_fields():
    with pytest.raises(ValidationError):
        Stated(creature=True, armour=2)  # type: ignore[call-arg]


# --------------------------------------------------------------------------- field help


def test_field_help_of_a_creature_names_the_stated_values_not_the_formulas(data):
    from sheetmaker.core.helptext import render
    from sheetmaker.systems.coc7.explain import explain

    help_ = {key: render(lines) for key, lines in explain(ghoul(hp=17, mov=10), data=data).items()}
    assert help_["hpMax"] == (
        "Maximum hit points 17, as the creature's statblock states them (the human formula does not apply)."
    )
    assert "(CON" not in help_["spinHP"] and "17" in help_["spinHP"]
    assert help_["movLabel"] == "MOV 10, as the creature's statblock states it (the human formula does not apply)."
    assert help_["dbLabel"].startswith("Damage Bonus +1D4 and Build 1, as the creature's statblock states them")
    assert "hit points" not in help_["spinCON"] and "MOV" not in help_["spinSTR"]
    # A human NPC keeps the formulas' help.
    human = explain(CoC7Sheet(characteristics=GHOUL_CHARS, stated=Stated(hp=17)), data=data)
    assert render(human["hpMax"]) == "Hit points: (CON 65 + SIZ 65) / 10, rounded down = 13."
