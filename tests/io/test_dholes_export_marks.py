"""Dhole's House export: the report says an occupation mark is written only where it is (issue 22).

A sheet whose occupation SheetMaker does not list ("Book Dealer") was exported without a single
occupation mark while the report said "only each value and the occupation mark are written".
"""

from __future__ import annotations

import json

from sheetmaker.io import dholes
from sheetmaker.systems.coc7.model import Characteristics, CoC7Document, CoC7Sheet, OccupationChoice, Skill

CHARS = Characteristics(STR=50, CON=60, SIZ=65, DEX=55, APP=45, INT=75, POW=70, EDU=80)


def _doc(occupation: str, skills: list[Skill]) -> CoC7Document:
    sheet = CoC7Sheet(characteristics=CHARS, occupation=OccupationChoice(name=occupation), skills=skills)
    return CoC7Document(name="Agatha Crane", sheet=sheet)


def _marked(data: bytes) -> list[str]:
    skills = json.loads(data)["Investigator"]["Skills"]["Skill"]
    return [entry["name"] for entry in skills if entry.get("occupation") == "true"]


def test_unlisted_occupation_writes_no_marks_and_the_report_says_so():
    doc = _doc("Book Dealer", [
        Skill(name="Appraise", occupation=60),
        Skill(name="Library Use", occupation=50, experience=5),
        Skill(name="Occult", personal=40),
    ])
    data, report = dholes.write(doc)
    assert _marked(data) == []
    lines = report.read + report.mapped + report.lost + report.notes
    assert not any("occupation mark are written" in line or "Occupation marks written" in line for line in lines)
    assert (
        "Occupation points on skills the sheet's occupation does not list: no occupation mark is written for them, "
        "so they read back as personal interest points: Appraise, Library Use."
    ) in report.lost
    (back,) = dholes.read(data)
    assert back.document.sheet.skill("Appraise").occupation == 0  # as the report said


def test_listed_occupation_marks_are_written_and_counted_truly():
    doc = _doc("Antiquarian", [
        Skill(name="Appraise", occupation=60),
        Skill(name="History", occupation=50),
        Skill(name="Library Use", occupation=40, personal=10),
        Skill(name="Occult", personal=40),
    ])
    data, report = dholes.write(doc)
    marked = _marked(data)
    assert {"Appraise", "History", "Library Use", "Spot Hidden"} <= set(marked)
    assert "Occult" not in marked
    (line,) = [line for line in report.mapped if line.startswith("Occupation marks written")]
    assert line.startswith(f"Occupation marks written ({len(marked)}): ")
    assert not any("Occupation points on skills" in line for line in report.lost)
    (split,) = [line for line in report.lost if line.startswith("How skill points split")]
    assert split.endswith(": Library Use.")


# --------------------------------------------------------------------------- stated values


def test_creature_exports_its_stated_values_and_nothing_invented():
    from sheetmaker.systems.coc7.model import Stated, Weapon

    sheet = CoC7Sheet(
        characteristics=Characteristics(STR=80, CON=65, SIZ=65, DEX=65, INT=65, POW=65),
        stated=Stated(creature=True, hp=13, mp=13, mov=9, build=1, db="+1D4", age_stated=False,
                      attacks_per_round=3),
        weapons=[Weapon(name="Claws", skill="Fighting (Brawl)", damage="1D6+DB")],
        skills=[Skill(name="Fighting (Brawl)", personal=15), Skill(name="Climb", personal=65)],
        san_loss="0/1D6",
    )
    data, report = dholes.write(CoC7Document(name="Ghoul", kind="npc", sheet=sheet))
    inv = json.loads(data)["Investigator"]
    chars = inv["Characteristics"]
    assert inv["PersonalDetails"]["Age"] is None
    assert (chars["APP"], chars["EDU"], chars["Luck"], chars["Sanity"], chars["SanityStart"]) == (None,) * 5
    assert (chars["HitPtsMax"], chars["MagicPtsMax"], chars["Move"], chars["Build"], chars["DamageBonus"]) == (
        "13", "13", "9", "1", "+1D4",
    )
    assert inv["Cash"] == {"spending": None, "cash": None, "assets": None}
    assert report.mapped == ["Written as the statblock states them: HP 13, MP 13, MOV 9, DB +1D4, Build 1."]
    assert "No SAN is written: the statblock gives none." in report.notes
    assert "Attacks per round (3)." in report.lost
    (back,) = dholes.read(data)
    assert back.document.sheet.characteristics == sheet.characteristics
    assert [(w.name, w.damage) for w in back.document.sheet.weapons] == [("Claws", "1D6+DB")]


def test_human_npc_with_a_stated_hp_and_san():
    from sheetmaker.systems.coc7.model import Stated

    sheet = CoC7Sheet(age=42, characteristics=CHARS, stated=Stated(hp=15, san=38))
    data, report = dholes.write(CoC7Document(name="Professor Cole", kind="npc", sheet=sheet))
    chars = json.loads(data)["Investigator"]["Characteristics"]
    # HP 15 as stated (the formula gives 12); SAN 38 as stated, starting SAN POW 70 by the rules.
    assert (chars["HitPtsMax"], chars["HitPts"], chars["Sanity"], chars["SanityStart"]) == ("15", "15", "38", "70")
    assert chars["MagicPtsMax"] == "14" and chars["Move"] == "6"  # from the rules: POW 70 / 5; MOV 7 - 1 (age 42)
    assert json.loads(data)["Investigator"]["PersonalDetails"]["Age"] == "42"
    assert report.mapped == [
        "Written as the statblock states them: HP 15.",
        "Written from the rules, as the statblock does not state them: MP, MOV, DB, Build.",
    ]
