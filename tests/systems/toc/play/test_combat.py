"""Tests of Trail of Cthulhu attacks and damage rolls
(sheetmaker.systems.toc.play.combat; seed 001, RULES.md "Play")."""

from __future__ import annotations

import pytest

from sheetmaker.core.errors import RollError
from sheetmaker.systems.toc import play
from sheetmaker.systems.toc.model import RangeModifiers, Weapon
from tests.systems.toc.play.helpers import Dice, NoDice, ab, make_sheet

# --------------------------------------------------------------------------- damage


def test_hand_weapon_damage() -> None:
    knife = Weapon(name="Knife", damage_modifier=-1)
    sheet = make_sheet(abilities={"Weapons": ab(3)})
    out = play.damage_roll(sheet, knife, Dice(4))
    assert out.total == 3 and out.zero_rating_penalty == 0 and out.changes == ()


def test_zero_rating_takes_two_off_damage() -> None:
    unskilled = make_sheet(abilities={"Scuffling": ab(0)})
    out = play.damage_roll(unskilled, "Unarmed", Dice(6))
    assert out.weapon_modifier == -2 and out.zero_rating_penalty == 2 and out.total == 2
    assert play.damage_roll(unskilled, "Unarmed", Dice(3)).total == 0  # never negative
    assert play.damage_roll(make_sheet(), "Unarmed", Dice(6)).total == 4


def test_firearm_damage_by_range() -> None:
    colt = "Colt M1911A1 .45 ACP automatic pistol (1926)"
    sheet = make_sheet()
    assert play.damage_roll(sheet, colt, Dice(3), "point_blank").total == 6
    assert play.damage_roll(sheet, colt, Dice(3), "near").total == 4
    with pytest.raises(RollError, match="cannot reach"):
        play.damage_roll(sheet, colt, NoDice(), "long")
    with pytest.raises(RollError, match="range band"):
        play.damage_roll(sheet, colt, NoDice())
    assert play.damage_roll(sheet, colt, Dice(3), "point_blank", triple=True).total == 18
    shotgun = "Remington M32 12-gauge shotgun (1932)"
    assert play.damage_roll(sheet, shotgun, Dice(3), "close", both_barrels=True).total == 5
    with pytest.raises(RollError, match="both barrels"):
        play.damage_roll(sheet, colt, NoDice(), "close", both_barrels=True)
    no_gun = make_sheet(abilities={"Firearms": ab(0)})
    assert play.damage_roll(no_gun, colt, Dice(3), "close").total == 2


def test_sheet_weapons_and_explosives() -> None:
    ranges = RangeModifiers(point_blank=3, close=1)
    rifle = Weapon(name="Old rifle", ability="Firearms", ranges=ranges)
    sheet = make_sheet(weapons=[rifle], abilities={"Athletics": ab(0)})
    assert play.damage_roll(sheet, "old rifle", Dice(2), "close").total == 3
    dynamite = play.damage_roll(sheet, "Dynamite (bundle)", Dice(2), "point_blank")
    assert dynamite.kind == "explosive" and dynamite.total == 9
    assert dynamite.zero_rating_penalty == 0  # Athletics is not a fighting ability
    assert play.damage_roll(sheet, "Pipe bomb", Dice(1), "near").total == 0
    with pytest.raises(RollError, match="tripled"):
        play.damage_roll(sheet, "Pipe bomb", NoDice(), "close", triple=True)
    with pytest.raises(RollError, match="hand weapon"):
        play.damage_roll(sheet, "Knife", NoDice(), "close")
    with pytest.raises(RollError, match="unknown weapon"):
        play.damage_roll(sheet, "Death ray", NoDice())


def test_attack_against_hit_threshold_with_cover() -> None:
    sheet = make_sheet()
    colt = "Colt M1911A1 .45 ACP automatic pistol (1926)"
    out = play.attack(sheet, colt, Dice(2), 3, cover="open")
    assert out.difficulty == 2 and out.success and out.ability == "Firearms"
    out = play.attack(sheet, "Knife", Dice(4), 4)  # Weapons rating 0: still rolls
    assert out.success and out.ability == "Weapons" and not out.test.automatic_failure
    with pytest.raises(RollError, match="only 0 left"):
        play.attack(sheet, "Knife", NoDice(), 4, spend=1)
    with pytest.raises(RollError, match="cover"):
        play.attack(sheet, "Knife", NoDice(), 3, cover="hard")


# --------------------------------------------------------------------------- refresh


def test_attack_against_a_target_sheet_uses_its_hit_threshold() -> None:
    athlete = make_sheet(abilities={"Athletics": ab(8)})
    assert play.attack(make_sheet(), "Unarmed", Dice(3), athlete).difficulty == 4
    assert play.attack(make_sheet(), "Unarmed", Dice(3), make_sheet()).difficulty == 3
    ghoul = make_sheet(hit_threshold=5)
    assert play.attack(make_sheet(), "Unarmed", Dice(3), ghoul).difficulty == 5
