"""Statblock export of creatures and statblock NPCs (issue 22): write what the sheet states.

A Ghoul's statblock came back with "SAN 65, age 25, APP 0, EDU 0": a creature has no APP, EDU
or age, and SAN is written only when the statblock gave one.
"""

from __future__ import annotations

import re

from sheetmaker.io.statblock_text import parse_text, write_text
from sheetmaker.systems.coc7.model import Characteristics, CoC7Document, CoC7Sheet, Skill, Stated, Weapon


def ghoul(**stated) -> CoC7Document:
    values = dict(creature=True, hp=13, mp=13, mov=9, build=1, db="+1D4", age_stated=False)
    values.update(stated)
    sheet = CoC7Sheet(
        characteristics=Characteristics(STR=80, CON=65, SIZ=65, DEX=65, INT=65, POW=65),
        stated=Stated(**values),
        weapons=[Weapon(name="Claws", skill="Fighting (Brawl)", damage="1D6+DB")],
        skills=[Skill(name="Fighting (Brawl)", personal=15), Skill(name="Climb", personal=65)],
        san_loss="0/1D6",
    )
    return CoC7Document(name="Ghoul", kind="npc", sheet=sheet)


def test_ghoul_statblock_invents_nothing():
    text, _report = write_text(ghoul())
    first, chars, stats = text.splitlines()[:3]
    assert first == "Ghoul"
    assert chars == "STR 80 CON 65 SIZ 65 DEX 65 INT 65 POW 65"
    assert stats == "HP 13 MP 13 DB +1D4 Build 1 MOV 9"
    for invented in ("APP", "EDU", "age", "SAN 65", "SAN"):
        assert not re.search(rf"\b{invented}\b", text.replace("Sanity Loss", "")), invented
    assert "Sanity Loss: 0/1D6" in text


def test_creature_stated_values_written_even_where_the_formula_differs():
    # HP 17 (formula 13), MP 7 (formula 13), MOV 10 (formula 8), Build 2 / DB +1D6 (formula 1 / +1D4).
    text, _report = write_text(ghoul(hp=17, mp=7, mov=10, build=2, db="+1D6", san=0, attacks_per_round=3))
    assert "HP 17 MP 7 SAN 0 DB +1D6 Build 2 MOV 10" in text
    assert "Attacks per round: 3" in text


def test_creature_round_trip_keeps_the_stated_values_and_invents_nothing():
    doc = ghoul()
    text, _report = write_text(doc)
    (back,) = parse_text(text)
    sheet = back.document.sheet
    assert sheet.characteristics == doc.sheet.characteristics  # APP, EDU stay unset (0)
    assert [(w.name, w.damage) for w in sheet.weapons] == [("Claws", "1D6+DB")]
    assert sheet.san_loss == "0/1D6"
    assert sheet.san is None and sheet.luck == 0
    # The stated values come back as stated (MOV 9 where the human formula gives 8), and the
    # sheet read back writes the same statblock.
    assert sheet.stated == doc.sheet.stated
    assert write_text(back.document)[0] == text


def test_creature_round_trip_with_values_no_formula_gives():
    doc = ghoul(hp=17, mp=7, mov=10, build=2, db="+1D6", attacks_per_round=3)
    text, _report = write_text(doc)
    (back,) = parse_text(text)
    assert back.document.sheet.stated == doc.sheet.stated
    assert write_text(back.document)[0] == text


def test_human_npc_from_a_statblock_writes_its_stated_values_and_no_invented_san():
    # A goon whose statblock gave no SAN and no age, HP 15 where the formula gives 12.
    sheet = CoC7Sheet(
        characteristics=Characteristics(STR=55, CON=60, SIZ=65, DEX=50, APP=40, INT=60, POW=45, EDU=50),
        stated=Stated(hp=15, mov=8, build=0, db="0", age_stated=False),
    )
    text, _report = write_text(CoC7Document(name="Goon", kind="npc", sheet=sheet))
    lines = text.splitlines()
    assert lines[0] == "Goon"
    assert lines[1] == "STR 55 CON 60 SIZ 65 DEX 50 APP 40 INT 60 POW 45 EDU 50"
    assert lines[2] == "HP 15 MP 9 DB 0 Build 0 MOV 8"


def test_human_npc_with_stated_san_and_age():
    sheet = CoC7Sheet(
        age=42,
        characteristics=Characteristics(STR=55, CON=60, SIZ=65, DEX=50, APP=40, INT=60, POW=45, EDU=50),
        stated=Stated(san=38),
    )
    text, _report = write_text(CoC7Document(name="Professor Cole", kind="npc", sheet=sheet))
    assert text.splitlines()[0] == "Professor Cole, age 42"
    assert "HP 12 MP 9 SAN 38 DB 0 Build 0 MOV 6" in text  # MOV 7 less 1 for age 40-49


def test_sheet_without_stated_writes_as_before():
    # An ordinary NPC made in SheetMaker: SAN from POW, the age, every characteristic.
    sheet = CoC7Sheet(
        age=30,
        characteristics=Characteristics(STR=55, CON=60, SIZ=65, DEX=50, APP=40, INT=60, POW=45, EDU=50),
    )
    text, _report = write_text(CoC7Document(name="Clerk", kind="npc", sheet=sheet))
    assert text.splitlines()[:3] == [
        "Clerk, age 30",
        "STR 55 CON 60 SIZ 65 DEX 50 APP 40 INT 60 POW 45 EDU 50",
        "HP 12 MP 9 SAN 45 DB 0 Build 0 MOV 7",
    ]


def test_creature_with_an_appearance_says_it_is_one_and_reads_back_as_one():
    # The Invictus serpent people: APP 50, no EDU, HP 14 where the formula gives 11.
    sheet = CoC7Sheet(
        characteristics=Characteristics(STR=70, CON=55, SIZ=60, DEX=80, APP=50, INT=90, POW=75),
        stated=Stated(creature=True, hp=14, mp=15, mov=8, build=0, db="0", age_stated=False),
        san_loss="0/1D6",
    )
    doc = CoC7Document(name="Serpent People", kind="npc", sheet=sheet)
    text, _report = write_text(doc)
    assert text.splitlines()[:3] == [
        "Serpent People, creature",
        "STR 70 CON 55 SIZ 60 DEX 80 APP 50 INT 90 POW 75",
        "HP 14 MP 15 DB 0 Build 0 MOV 8",
    ]
    (back,) = parse_text(text)
    assert back.document.name == "Serpent People"
    assert back.document.sheet.stated == doc.sheet.stated
    assert back.report.disagreements == []


def test_creature_values_not_stated_are_not_written():
    # A creature whose statblock gives only HP: no MP, DB, Build or MOV worked out for it.
    doc = ghoul(mp=None, mov=None, build=None, db=None, hp=10)
    text, _report = write_text(doc)
    assert text.splitlines()[2] == "HP 10"
    (back,) = parse_text(text)
    assert back.document.sheet.stated == doc.sheet.stated


def test_sheet_without_characteristics_writes_zeros_and_says_so():
    sheet = CoC7Sheet(stated=Stated(creature=True, hp=6, age_stated=False))
    text, report = write_text(CoC7Document(name="Creature example", kind="npc", sheet=sheet))
    assert text.splitlines()[:2] == ["Creature example, creature", "STR 0 CON 0 SIZ 0 DEX 0 APP 0 INT 0 POW 0 EDU 0"]
    assert "The sheet has no characteristics: they are written as 0, so the text reads as a statblock." in report.notes
    (back,) = parse_text(text)
    assert back.document.sheet.stated.creature and back.document.sheet.stated.hp == 6


# --------------------------------------------------------------------------- the report


def test_report_lists_only_what_this_sheet_has_and_the_statblock_drops():
    text, report = write_text(ghoul())
    # The ghoul has no occupation, creation record, conditions, backstory, gear or money: its
    # skills hold personal points only, which is what a statblock reads back.
    assert report.lost == []
    from sheetmaker.systems.coc7.model import Backstory, Conditions, OccupationChoice

    sheet = ghoul().sheet.model_copy(update={
        "occupation": OccupationChoice(name="Antiquarian"),
        "skills": [Skill(name="Appraise", occupation=40, ticked=True), Skill(name="Climb", personal=65)],
        "conditions": Conditions(major_wound=True),
        "backstory": Backstory(description="Gaunt, grey."),
        "gear": "Lantern",
        "cash": "$4",
        "residence": "Arkham",
        "san_lost_today": 2,
    })
    text, report = write_text(CoC7Document(name="Ghoul", kind="npc", player="Ruth", tags=["crypt"], sheet=sheet))
    # The player is carried (a 'Player:' line the reader reads back), so it is not among the losses.
    assert "\nPlayer: Ruth\n" in text
    assert report.lost == [
        "How skill points split between occupation, personal interest and experience (only final values are "
        "carried).",
        "Improvement ticks: Appraise.",
        "The occupation 'Antiquarian'.",
        "Conditions: major wound.",
        "SAN lost today (2).",
        "The backstory (but spells).",
        "The gear.",
        "Cash and assets.",
        "Personal details (pronouns, residence, birthplace).",
        "Tags: crypt.",
    ]
