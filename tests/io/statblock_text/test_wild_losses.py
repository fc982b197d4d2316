"""Values the statblock reader used to drop without a word (issue 22): each is read now, or
reported with a true "not carried:" line."""

from __future__ import annotations

from pathlib import Path

from sheetmaker.io.statblock_text import parse_text
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.rules import derive

REAL = Path(__file__).resolve().parents[2] / "data" / "real"


def one(text: str):
    items = parse_text(text)
    assert len(items) == 1
    return items[0].document, items[0].report


def skill(doc, label: str) -> int | None:
    for line in derive(doc.sheet).skills:
        if line.label == label:
            return line.value
    return None


def test_a_weapon_name_with_a_comma_is_one_weapon():
    doc, report = one("Trevor Hox, age 38\nSTR 50 CON 50 SIZ 50 DEX 80 APP 50 INT 60 POW 50 EDU 73\n"
                      "Combat\nKnife, small (switchblade etc.) 25%, damage 1D4+DB\nDodge 50%\n")
    assert [(w.name, w.damage) for w in doc.sheet.weapons] == [("Knife, small (switchblade etc.)", "1D4+DB")]
    assert not any("Knife" in line for line in report.lost)


def test_a_filled_sheets_occupation_is_the_sheets_occupation():
    text = (REAL / "statblocks-coc-en" / "coc7-en-sheet-trevor-hox.txt").read_text(encoding="utf-8")
    doc, report = one(text)
    assert doc.sheet.occupation is not None and doc.sheet.occupation.name == "Police Detective"
    assert "Occupation: Police Detective." in report.read


def test_an_occupation_not_in_the_list_keeps_its_name_and_says_so():
    text = (REAL / "statblocks-coc-en" / "coc7-en-sheet-graveyard-guy.txt").read_text(encoding="utf-8")
    doc, report = one(text)
    assert doc.sheet.occupation.name == "Graveyardkeeper"
    assert "The occupation 'Graveyardkeeper' is not in SheetMaker's list; only its name is kept." in report.notes


def test_a_sheets_firearms_field_holds_its_own_specialisation():
    text = (REAL / "statblocks-coc-en" / "coc7-en-sheet-graveyard-guy.txt").read_text(encoding="utf-8")
    doc, _ = one(text)
    assert skill(doc, "Firearms (Medieval Weapons)") == 90
    assert skill(doc, "Medieval Weapons") is None


def test_a_value_scrambled_onto_the_firearms_row_is_the_empty_field_on_its_right():
    text = (REAL / "statblocks-coc-en" / "coc7-en-sheet-trevor-hox.txt").read_text(encoding="utf-8")
    doc, _ = one(text)
    assert skill(doc, "Firearms (Handgun)") == 50
    assert skill(doc, "Occult") == 30


def test_a_weapon_none_carried_is_no_weapon_and_says_so():
    doc, report = one("Baron, age 80\nSTR 75 CON 75 SIZ 70 DEX 65 APP 80 INT 90 POW 90 EDU 90\n"
                      "Weapons: Rapier 95%, damage 1D6+1+1D4\nRifle 60%, none carried\n")
    assert [w.name for w in doc.sheet.weapons] == ["Rapier"]
    assert skill(doc, "Firearms (Rifle/Shotgun)") == 60
    assert ("'Rifle' 60% with no damage given: no weapon is made (Firearms (Rifle/Shotgun) 60% is kept)."
            in report.lost)
    assert any(e.section == "not carried" and e.key == "weapons.Rifle" for e in report.entries)


def test_an_ocr_skill_name_broken_over_a_line_is_one_skill():
    doc, _ = one("BARON HAUPTMANN, age 80\nSTR 15 CON 15 SIZ 14 INT 18 POW 32\nDEX 13 APP 16 EDU 35 SAN 0 HP 15\n"
                 "Skills: Anthropology 75%, Cthulhu Mythos 99%. Orive \nAutomobile 55%, Fast Talk 80%.\n")
    assert skill(doc, "Drive Auto") == 55
    assert skill(doc, "Automobile") is None


def test_earlier_editions_french_and_german_skill_names_are_aliases():
    data = coc_data.load()
    by_name = {s.name: s for s in data.skills}
    assert by_name["Mechanical Repair"].aliases == {"fr": ("Bricolage",)}
    assert by_name["Pilot"].aliases == {"fr": ("Piloter",)}
    assert by_name["History"].aliases == {"de": ("Geschichte",)}
    # The names shown stay the 7th edition's.
    assert by_name["Mechanical Repair"].names["fr"] == "Mécanique"


def test_a_french_6th_edition_sheet_reads_bricolage_and_piloter():
    text = (REAL / "statblocks-coc-de-fr" / "coc6-fr-sansdetour-extraits-aviateur.txt").read_text(encoding="utf-8")
    doc, _ = one(text)
    assert skill(doc, "Mechanical Repair") == 40
    assert skill(doc, "Pilot (Aircraft)") == 70


def test_a_german_geschichte_is_history():
    doc, _ = one("Vorname Nachname\nAlter: 29\nST 50\nMA 60\nKO 60\nGE 60\nGR 55\nER 65\nIN 80\nBI 85\n"
                 "Fertigkeiten: Geschichte 60% (30/12), Klettern 50% (25/10)\n")
    assert skill(doc, "History") == 60
