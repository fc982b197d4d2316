"""Statblocks from blogs and rulebooks that give each characteristic's roll beside its average
("STR 3D6×5 (50)"), and filled sheets' header lines ("Investigator Name:", "Player:") (issue 22)."""

from __future__ import annotations

import pytest

from sheetmaker.io.statblock_text import parse_text
from sheetmaker.systems.coc7.rules import derive
from tests.io.real import truth

#: A blog write-up: rolls and averages side by side, the derived values on one line.
BLOG = """Julia Hartley, age 29
STR 3D6×5 (50)  CON 3D6×5 (55)  SIZ 2D6+6×5 (65)  DEX 3D6×5 (60)
APP 3D6×5 (45)  INT 2D6+6×5 (70)  POW 3D6×5 (40)  EDU 2D6+6×5 (75)
HP: 12 DB: 0 Build: 0 Move: 8 MP: 8
Attacks per round: 1
Brawl 40% (20/8), damage 1D3 + DB
Dodge 30% (15/6)
Skills: Library Use 60%, Spot Hidden 55%, Psychology 40%
"""

#: A filled investigator sheet's header above a keeper statblock.
SHEET = """Investigator Name: Julia Hartley
Player: Larry
Occupation: Journalist
Age: 29
STR 50 CON 55 SIZ 65 DEX 60 APP 45 INT 70 POW 40 EDU 75
HP: 12 DB: 0 Build: 0 Move: 8 MP: 8
Attacks per round: 1
Brawl 40% (20/8), damage 1D3 + DB
Skills: Library Use 60%, Spot Hidden 55%
"""

CHARS = {"STR": 50, "CON": 55, "SIZ": 65, "DEX": 60, "APP": 45, "INT": 70, "POW": 40, "EDU": 75}


def one(text: str):
    items = parse_text(text)
    assert len(items) == 1
    found = truth.check_imported("t", items[0], text)
    assert not found.false_lines, found.false_lines
    return items[0].document, items[0].report


def skill(doc, label: str) -> int | None:
    line = derive(doc.sheet).skill(label)
    return line.value if line is not None else None


def test_a_blog_statblock_with_rolls_and_averages_is_read():
    doc, report = one(BLOG)
    sheet = doc.sheet
    assert doc.name == "Julia Hartley"
    assert sheet.age == 29
    assert dict(sheet.characteristics) == CHARS
    derived = derive(sheet)
    assert (derived.hp_max, derived.mp_max, derived.build, derived.damage_bonus) == (12, 8, 0, "0")
    assert sheet.stated is not None
    assert (sheet.stated.hp, sheet.stated.mp, sheet.stated.mov, sheet.stated.build, sheet.stated.db) == (
        12, 8, 8, 0, "0")
    assert sheet.stated.attacks_per_round == 1
    assert [(w.name, w.skill, w.damage) for w in sheet.weapons] == [("Brawl", "Fighting (Brawl)", "1D3+DB")]
    assert skill(doc, "Fighting (Brawl)") == 40
    assert skill(doc, "Dodge") == 30
    assert (skill(doc, "Library Use"), skill(doc, "Spot Hidden"), skill(doc, "Psychology")) == (60, 55, 40)
    # The rolls are kept in the notes and named in the report; nothing is lost.
    assert ("Rolls: STR 3D6x5, CON 3D6x5, SIZ 2D6+6x5, DEX 3D6x5, APP 3D6x5, INT 2D6+6x5, POW 3D6x5, "
            "EDU 2D6+6x5.") in doc.notes
    assert "STR 50: rolled 3D6x5, the stated average used." in report.read
    assert "SIZ 65: rolled 2D6+6x5, the stated average used." in report.read
    assert report.lost == []


@pytest.mark.parametrize("written", [
    "STR 3D6×5 (50)", "STR (3D6 x 5) 50", "STR 3D6×5 = 50", "STR 50 (3D6×5)", "STR 3D6*5 (50)",
    "STR 3D6 * 5 = 50", "STR 3d6x5 (50)", "STR 3D6x5 average 50",
])
def test_each_way_of_writing_a_roll_gives_the_stated_average(written):
    doc, report = one(f"Ann Rolls, age 30\n{written} CON 55 SIZ 65 DEX 60 APP 45 INT 70 POW 40 EDU 75\n")
    assert dict(doc.sheet.characteristics)["STR"] == 50
    assert dict(doc.sheet.characteristics)["CON"] == 55
    assert report.lost == []
    assert any(line.startswith("STR 50: rolled 3") for line in report.read)
    assert "Rolls: STR 3" in doc.notes


def test_a_bracketed_roll_with_its_multiplier_outside_is_kept_as_written():
    doc, _ = one("Ann Rolls, age 30\nSTR 50 CON 55 SIZ (2D6+6)×5 (65) DEX 60 APP 45 INT 70 POW 40 EDU 75\n")
    assert dict(doc.sheet.characteristics)["SIZ"] == 65
    assert "Rolls: SIZ (2D6+6)x5." in doc.notes


def test_an_average_range_gives_its_middle_and_says_so():
    doc, report = one("Ann Rolls, age 30\nSTR 3D6×5 (40–60) CON 55 SIZ 65 DEX 60 APP 45 INT 70 POW 40 EDU 75\n")
    assert dict(doc.sheet.characteristics)["STR"] == 50
    assert "STR 50: rolled 3D6x5, the middle of the stated range 40-60 used." in report.read
    assert "Rolls: STR 3D6x5 (40-60)." in doc.notes
    assert report.lost == []


def test_a_bold_marker_is_still_removed_beside_a_number():
    doc, _ = one("Ann Rolls, age 30\n**STR** 50 CON 55 SIZ 65 DEX 60 APP 45 INT 70 POW 40 EDU 75\n*Brawl* 40%\n")
    assert dict(doc.sheet.characteristics)["STR"] == 50
    assert skill(doc, "Fighting (Brawl)") == 40


def test_a_filled_sheets_header_gives_the_name_and_the_player():
    doc, report = one(SHEET)
    assert doc.name == "Julia Hartley"
    assert doc.player == "Larry"
    assert doc.sheet.occupation is not None and doc.sheet.occupation.name == "Journalist"
    assert doc.sheet.age == 29
    assert dict(doc.sheet.characteristics) == CHARS
    assert [(w.name, w.damage) for w in doc.sheet.weapons] == [("Brawl", "1D3+DB")]
    assert skill(doc, "Fighting (Brawl)") == 40
    assert "Player: Larry." in report.read
    assert "Player" not in doc.notes
    assert report.lost == []


@pytest.mark.parametrize(("header", "name"), [
    ("Name: Julia Hartley", "Julia Hartley"),
    ("NPC: Sergeant Ames", "Sergeant Ames"),
    ("Character: Julia Hartley", "Julia Hartley"),
    ("Character Name: Julia Hartley", "Julia Hartley"),
    ("NPC Name: Sister Agnes", "Sister Agnes"),
    ("Player: Larry\nInvestigator Name: Julia Hartley", "Julia Hartley"),
    ("Investigator Name: Julia Hartley  Player: Larry", "Julia Hartley"),
])
def test_a_labelled_name_is_the_name(header, name):
    doc, _ = one(f"{header}\nAge: 40\nSTR 50 CON 55 SIZ 65 DEX 60 APP 45 INT 70 POW 40 EDU 75\n")
    assert doc.name == name
    assert doc.player == ("Larry" if "Larry" in header else "")
    assert doc.sheet.age == 40


def test_a_player_line_above_an_unlabelled_name():
    doc, _ = one("Player: Larry\nJulia Hartley, age 29\nSTR 50 CON 55 SIZ 65 DEX 60 APP 45 INT 70 POW 40 EDU 75\n")
    assert (doc.name, doc.player, doc.sheet.age) == ("Julia Hartley", "Larry", 29)
