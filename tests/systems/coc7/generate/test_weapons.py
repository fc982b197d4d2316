"""Weapons that suit an occupation and its skills."""

from __future__ import annotations

import random

from sheetmaker.systems.coc7.generate import random_investigator, weapons_for


def test_weapons_by_occupation(data):
    rng = random.Random(1)
    police = data.occupation("Police Officer")
    weapons = weapons_for(police, ["Firearms (Handgun)", "Fighting (Brawl)"], "1920s", rng)
    revolver = next(w for w in weapons if w.skill == "Firearms (Handgun)")
    assert revolver.name == ".38 revolver" and revolver.damage == "1D10"
    assert any(w.name == "Unarmed" and w.damage == "1D3+DB" for w in weapons)
    modern = weapons_for(police, ["Firearms (Handgun)"], "modern", rng)
    assert any("9mm" in w.name for w in modern)
    doc = random_investigator(random.Random(2), occupation="Police Detective", data=data)
    assert any(w.skill == "Firearms (Handgun)" for w in doc.sheet.weapons)
    soldier = random_investigator(random.Random(2), occupation="Soldier", data=data)
    assert any(w.skill == "Firearms (Rifle/Shotgun)" for w in soldier.sheet.weapons)
