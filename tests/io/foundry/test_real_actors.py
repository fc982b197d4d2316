"""Foundry CoC7 actors from the wild (tests/data/real/foundry): the values each real actor states
come through the importer, and its report says only what happened (issue 22)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheetmaker.io import foundry
from sheetmaker.systems.coc7 import rules

REAL = Path(__file__).resolve().parents[2] / "data" / "real" / "foundry"


def _read(item: str):
    imported = foundry.read((REAL / f"{item}.json").read_bytes())
    assert len(imported) == 1
    return imported[0]


def _lines(report) -> str:
    return "\n".join([*report.read, *report.mapped, *report.lost, *report.disagreements, *report.notes])


def test_the_own_language_at_edu_stays_the_own_language():
    # 'Language (English)' with base 65 = EDU (keepbasevalue) was a foreign language at 1.
    imported = _read("foundry-0.9.2-1920-character")
    sheet = imported.document.sheet
    derived = rules.derive(sheet)
    assert derived.skill("Language (Own: English)").value == 65
    assert sheet.skill("Language (English)") is None
    assert derived.skill("Language (English)") is None
    assert "'Language (English)' → Language (Own: English)" in _lines(imported.report)


def test_the_own_language_as_an_edu_formula():
    imported = _read("foundry-0.6.7-villain-example")  # Language (Own): base '@EDU', value 50, EDU 50
    derived = rules.derive(imported.document.sheet)
    assert derived.skill("Language (Own)").value == 50
    assert "is not a number; the base is kept" not in _lines(imported.report)


@pytest.mark.parametrize("item", ["foundry-0.9.2-1920-character", "foundry-0.7.6-1920-character"])
def test_fighting_throw_is_the_throw_skill_at_20(item):
    # 'Fighting (Throw)' 20 became 5 (the base of an unlisted Fighting specialisation).
    imported = _read(item)
    sheet = imported.document.sheet
    derived = rules.derive(sheet)
    assert derived.skill("Throw").value == 20
    assert sheet.skill("Fighting (Throw)") is None
    assert "base: the file says 20" not in _lines(imported.report)


def test_old_items_keep_the_specialisation_in_the_name():
    # 0.2.0: 'Brawl' and 'Shotgun' items with specialization 'Fighting'/'Firearms', values as strings.
    imported = _read("foundry-0.2.0-goon")
    derived = rules.derive(imported.document.sheet)
    assert derived.skill("Fighting (Brawl)").value == 65
    assert derived.skill("Firearms (Shotgun)").value == 25
    assert derived.skill("Dodge").value == 25
    punch = next(w for w in imported.document.sheet.weapons if w.name == "Punch")
    assert punch.skill == "Fighting (Brawl)"
    assert punch.range == "15ft"  # a text distance is kept, not dropped as 0
    assert punch.notes.startswith("Long range: 25ft, 2d6; Extreme range: 35ft, 3d6")
    club = next(w for w in imported.document.sheet.weapons if w.name == "Club")
    assert club.skill == "Fighting (Brawl)"  # found by the skill item's id


def test_characteristics_not_given_are_not_reported_as_read():
    imported = _read("foundry-0.2.0-goon")  # every characteristic value is null, only formulas
    report = imported.report
    assert not any(line.startswith("Characteristics:") for line in report.read)
    assert any("STR 5*2d6+6" in line for line in report.lost)
    assert any("STR, CON, SIZ, DEX, APP, INT, POW, EDU" in line for line in report.notes)


def test_a_character_without_adjustments_keeps_its_values():
    # 0.1.7: no adjustments, values as strings and formulas ('1/2 @DEX', '@EDU').
    imported = _read("foundry-0.1.7-1920-character")
    derived = rules.derive(imported.document.sheet)
    assert derived.skill("Firearms (Shotgun)").value == 25
    assert derived.skill("Fighting (Brawl)").value == 25
    assert "is not a number; the base is kept" not in _lines(imported.report)


def test_french_actor_skills_are_read_as_ours():
    imported = _read("foundry-0.5.6-fr-personnage-now")
    sheet = imported.document.sheet
    derived = rules.derive(sheet)
    assert sheet.skill("Fighting (Brawl)") is not None or derived.skill("Fighting (Brawl)").value == 25
    assert derived.skill("Firearms (Handgun)").value == 20
    assert derived.skill("Electrical Repair").value == 10  # 'Electricité' without its accent
    assert derived.skill("Computer Use").value == 5  # 'Informatique'
    assert derived.skill("Dreaming") is not None  # 'Rêver', a custom skill under its English name
    assert derived.skill("Dream Lore").value == 0
    assert not any("Electricité" in line for line in imported.report.mapped if "custom skills" in line)


@pytest.mark.parametrize(
    ("item", "hp", "mp", "mov", "build", "db", "loss"),
    [
        ("invictus-0.10.0-werewolf", 16, 12, 11, 2, "+1D6", "0/1D6"),
        ("invictus-0.10.0-serpent-people", 14, 15, 8, 0, "0", "0/1D6"),
        ("invictus-0.10.0-sidhe", 16, 17, 10, 0, "0", "0/1D8"),
        ("invictus-0.10.0-lemures", 0, 14, 9, 0, "N/A", "1/1D6"),
    ],
)
def test_a_creature_keeps_its_stated_values_and_san_loss(item, hp, mp, mov, build, db, loss):
    # They were replaced by the human formulas (serpent people: HP 11, MOV 9, DB +1D4, Build 1)
    # and the SAN loss was dropped without a report.
    imported = _read(item)
    sheet = imported.document.sheet
    assert sheet.stated is not None and sheet.stated.creature
    assert not sheet.stated.age_stated
    derived = rules.derive(sheet)
    assert (derived.hp_max, derived.mp_max, derived.mov, derived.build) == (hp, mp, mov, build)
    assert derived.damage_bonus == db
    assert sheet.san_loss == loss
    assert not imported.report.disagreements


def test_creature_attacks_in_module_flags_are_weapons_with_their_own_skill():
    imported = _read("invictus-0.10.0-werewolf")  # 'Bite 55% — 1D8+DB', 'Claws 50% — 1D6+DB'
    sheet = imported.document.sheet
    derived = rules.derive(sheet)
    by_name = {w.name: w for w in sheet.weapons}
    assert by_name["Bite"].damage == "1D8+DB"
    assert derived.skill(by_name["Bite"].skill).value == 55
    assert by_name["Claws"].damage == "1D6+DB"
    assert derived.skill(by_name["Claws"].skill).value == 50
    assert sheet.armour == "3 (immune to non-silver)"
    assert "Immune to non-silver/magical" in imported.document.notes
    lines = _lines(imported.report)
    assert "EDU is missing" not in lines  # a creature has no EDU: nothing was lost
    assert "EDU 0" not in lines


def test_a_creature_mov_with_flight_keeps_the_whole_text():
    imported = _read("invictus-0.10.0-mi-go")  # MOV '8/9 fly'
    sheet = imported.document.sheet
    assert rules.derive(sheet).mov == 8
    assert "MOV: 8/9 fly" in imported.document.notes
    assert any("8/9 fly" in line for line in imported.report.mapped)


def test_npc_attacks_per_round_are_kept_and_no_age_is_invented():
    imported = _read("foundry-0.6.7-villain-example")  # attacksPerRound 1, age 'Very old'
    stated = imported.document.sheet.stated
    assert stated is not None and not stated.creature
    assert stated.attacks_per_round == 1
    assert not stated.age_stated


@pytest.mark.parametrize(
    ("text", "value"),
    [("@EDU", 65), ("1/2*@DEX", 25), ("@DEX/2", 25), ("1/2 @DEX", 25), ("floor(@POW/5)", 10), ("'25'", None),
     ("25", 25), (" 7 ", 7), ("@XYZ", None), ("@DEX/0", None), ("(@STR+@SIZ)/10", 11), ("1d6", None)],
)
def test_formula_values(text, value):
    chars = {"STR": 50, "CON": 50, "SIZ": 60, "DEX": 50, "APP": 50, "INT": 50, "POW": 50, "EDU": 65}
    assert foundry._formula(text, chars) == value


def test_skills_of_the_modern_era_tell_the_era():
    # Foundry records no era: the 'Now' template's Électronique and Informatique do.
    modern = _read("foundry-0.5.6-fr-personnage-now")
    assert modern.document.sheet.era == "modern"
    assert "Skills of the modern era (Electronics, Computer Use) → era modern." in modern.report.mapped
    assert _read("foundry-0.5.6-fr-personnage-1920").document.sheet.era == "1920s"


def test_an_age_in_words_goes_to_the_notes():
    imported = _read("foundry-0.2.0-goon")  # infos.age 'Average'
    assert "Age: Average" in imported.document.notes
    assert "Age 'Average' (not a number) → notes." in imported.report.mapped
    assert not any("Average" in line for line in imported.report.lost)
    assert not imported.document.sheet.stated.age_stated


def test_spell_and_book_items_go_to_the_arcane_section():
    import json

    actor = json.loads((REAL / "foundry-0.9.2-goon.json").read_text(encoding="utf-8"))
    actor["items"] += [
        {"_id": "s1", "name": "Contact Ghoul", "type": "spell", "system": {}},
        {"_id": "b1", "name": "Cultes des Goules", "type": "book", "system": {}},
        {"_id": "t1", "name": "Hardened", "type": "talent", "system": {}},
    ]
    imported = foundry.read(json.dumps(actor).encode())[0]
    assert imported.document.sheet.backstory.arcane == "Contact Ghoul\nCultes des Goules"
    report = imported.report
    assert (
        "Spell and tome items → Arcane Tomes, Spells & Artifacts: Contact Ghoul, Cultes des Goules." in report.mapped
    )
    assert "The talent item 'Hardened'." in report.lost
    assert not any("Contact Ghoul" in line for line in report.lost)
