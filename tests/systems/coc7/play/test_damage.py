"""Tests for CoC 7e damage, wounds and healing (RULES.md; seeds 000, 003, 004)."""

from __future__ import annotations

import pytest

from sheetmaker.core.d100 import Level
from sheetmaker.core.errors import RollError
from sheetmaker.systems.coc7 import play
from sheetmaker.systems.coc7.model import Conditions, Weapon
from tests.systems.coc7.play.helpers import ScriptedRandom, make_sheet, pct

# --------------------------------------------------------------------------- damage


def test_damage_roll_adds_the_damage_bonus():
    sheet = make_sheet(chars={"STR": 70, "SIZ": 70})  # STR+SIZ 140: +1D4
    outcome = play.damage_roll(sheet, "1D3+DB", ScriptedRandom(2, 3))
    assert outcome.damage_bonus == "+1D4" and outcome.total == 5
    assert [d.value for d in outcome.dice[0].dice] == [2, 3]
    assert not outcome.changed


def test_extreme_non_impaling_damage_is_maximum_with_maximum_bonus():
    sheet = make_sheet(chars={"STR": 70, "SIZ": 70})
    club = Weapon(name="Small club", damage="1D6+DB")
    outcome = play.damage_roll(sheet, club, ScriptedRandom(), extreme=True)
    assert not outcome.impaling and outcome.total == 10 and outcome.dice == ()


def test_extreme_impaling_damage_adds_another_weapon_roll():
    sheet = make_sheet(chars={"STR": 70, "SIZ": 70})
    knife = Weapon(name="Knife", damage="1D4+DB", damage_type="impaling")
    outcome = play.damage_roll(sheet, knife, ScriptedRandom(3), extreme=True)
    # maximum 4 + maximum DB 4, plus one more roll of the weapon's 1D4 (the DB not rolled again)
    assert outcome.impaling and outcome.maximum == 8 and outcome.total == 11
    handgun = Weapon(name=".38", skill="Firearms (Handgun)", damage="1D10", damage_type="impaling")
    shot = play.damage_roll(sheet, handgun, ScriptedRandom(7), extreme=True)
    assert shot.total == 17  # seed 004: 1D10 + 10 for a handgun


def test_impaling_argument_overrides_the_weapon():
    sheet = make_sheet()
    knife = Weapon(name="Knife", damage="1D4+DB", damage_type="impaling")
    outcome = play.damage_roll(sheet, knife, ScriptedRandom(), extreme=True, impaling=False)
    assert outcome.total == 4
    spear = play.damage_roll(sheet, "1D8+DB", ScriptedRandom(5), extreme=True, impaling=True)
    assert spear.total == 13


def test_negative_damage_counts_as_zero():
    sheet = make_sheet(chars={"STR": 30, "SIZ": 30})  # DB -2
    outcome = play.damage_roll(sheet, "1D3+DB", ScriptedRandom(1))
    assert outcome.damage_bonus == "-2" and outcome.total == 0


# --------------------------------------------------------------------------- wounds


def test_damage_floors_hp_at_zero():
    sheet = make_sheet(hp=3)  # HP max 12
    outcome = play.apply_damage(sheet, 5)
    assert outcome.hp_after == 0 and outcome.sheet.hp == 0 and sheet.hp == 3
    assert outcome.unconscious and not outcome.dying and not outcome.major_wound
    assert outcome.sheet.conditions.unconscious and not outcome.sheet.conditions.dying


@pytest.mark.parametrize(
    ("con", "siz", "damage", "major"),
    [(60, 60, 6, True), (60, 60, 5, False), (70, 80, 8, True), (70, 80, 7, False)],
)
def test_major_wound_boundary_at_exactly_half(con, siz, damage, major):
    sheet = make_sheet(chars={"CON": con, "SIZ": siz})
    outcome = play.apply_damage(sheet, damage)
    assert outcome.major_wound is major and outcome.sheet.conditions.major_wound is major
    assert outcome.con_roll_needed is major and not outcome.instant_death


@pytest.mark.parametrize(("damage", "dead"), [(11, False), (12, True), (30, True)])
def test_instant_death_at_maximum_hp_in_one_blow(damage, dead):
    outcome = play.apply_damage(make_sheet(), damage)  # HP max 12
    assert outcome.instant_death is dead and outcome.sheet.conditions.dead is dead
    if not dead:
        assert outcome.hp_after == 1 and outcome.major_wound


def test_zero_hp_with_a_major_wound_is_dying():
    outcome = play.apply_damage(make_sheet(hp=7), 7)  # 7 >= 6: major, HP 0
    assert outcome.dying and outcome.unconscious and outcome.major_wound
    assert outcome.sheet.conditions.dying and not outcome.con_roll_needed
    earlier = make_sheet(hp=2, conditions=Conditions(major_wound=True))
    later = play.apply_damage(earlier, 2)
    assert later.dying and not later.major_wound


def test_zero_damage_changes_nothing_and_negative_is_refused():
    assert not play.apply_damage(make_sheet(), 0).changed
    with pytest.raises(RollError):
        play.apply_damage(make_sheet(), -1)


def test_con_rolls_after_major_wound_and_while_dying():
    sheet = make_sheet(hp=5, conditions=Conditions(major_wound=True))
    out = play.major_wound_con_roll(sheet, ScriptedRandom(pct(70)))  # CON 60
    assert out.roll.value == 60 and out.sheet.conditions.unconscious
    assert not play.major_wound_con_roll(sheet, ScriptedRandom(pct(30))).changed
    with pytest.raises(RollError, match="not dying"):
        play.dying_con_roll(sheet, ScriptedRandom(pct(30)))
    dying = make_sheet(hp=0, conditions=Conditions(major_wound=True, dying=True, unconscious=True))
    dead = play.dying_con_roll(dying, ScriptedRandom(pct(75)))
    assert dead.sheet.conditions.dead and not dead.sheet.conditions.dying
    assert not play.dying_con_roll(dying, ScriptedRandom(pct(20))).changed


# --------------------------------------------------------------------------- healing


def test_heal_is_capped_at_maximum():
    outcome = play.heal(make_sheet(hp=10), 5)
    assert outcome.hp_after == 12 and outcome.healed == 2 and outcome.sheet.hp == 12


def test_heal_from_zero_ends_unconscious_and_dying():
    sheet = make_sheet(hp=0, conditions=Conditions(unconscious=True, dying=True, major_wound=True))
    outcome = play.heal(sheet, 2)
    assert outcome.dying_cleared and outcome.unconscious_cleared
    assert outcome.sheet.conditions.major_wound and not outcome.major_wound_cleared
    healed = play.heal(sheet, 6)
    assert healed.major_wound_cleared and not healed.sheet.conditions.major_wound


def test_heal_the_dead_is_refused():
    with pytest.raises(RollError, match="dead"):
        play.heal(make_sheet(hp=0, conditions=Conditions(dead=True)), 1)


def test_first_aid_heals_one_or_stabilises_the_dying():
    assert play.first_aid(make_sheet(hp=5)).sheet.hp == 6
    dying = make_sheet(hp=0, conditions=Conditions(major_wound=True, dying=True, unconscious=True))
    outcome = play.first_aid(dying)
    assert outcome.healed == 0 and outcome.sheet.hp == 0 and outcome.dying_cleared
    assert not outcome.sheet.conditions.dying and outcome.sheet.conditions.major_wound


def test_medicine_heals_1d3_or_allows_a_healing_roll_for_the_dying():
    outcome = play.medicine(make_sheet(hp=5), ScriptedRandom(3))
    assert outcome.dice.total == 3 and outcome.sheet.hp == 8
    dying = make_sheet(hp=0, conditions=Conditions(major_wound=True, dying=True, unconscious=True))
    stalled = play.medicine(dying, ScriptedRandom())
    assert stalled.healed == 0 and stalled.healing_roll_allowed and not stalled.changed


def test_medicine_after_first_aid_on_the_dying_gives_a_healing_roll_not_hp():
    # Seed 004: "If First Aid is used on a dying character it does not confer any immediate
    # gain in hit points, but extends the characters life so that the Medicine skill can be
    # used." and "If Medicine is used on a dying character it does not confer any immediate
    # gain in hit points, but allows a healing roll at the end of one week."
    dying = make_sheet(hp=0, conditions=Conditions(major_wound=True, dying=True, unconscious=True))
    kept_alive = play.first_aid(dying).sheet
    assert kept_alive.hp == 0 and not kept_alive.conditions.dying
    outcome = play.medicine(kept_alive, ScriptedRandom(3))
    assert outcome.healed == 0 and outcome.sheet.hp == 0 and outcome.dice is None
    assert outcome.healing_roll_allowed and not outcome.changed
    assert outcome.notes == ("Medicine on a dying character: no HP now, a healing roll at the end of one week",)
    # The healing roll at the end of the week is the weekly CON roll (CON 60): 40, 1D3 = 2.
    week = play.weekly_healing(outcome.sheet, ScriptedRandom(pct(40), 2))
    assert week.sheet.hp == 2


def test_natural_healing_one_hp_per_day_without_major_wound():
    outcome = play.natural_healing(make_sheet(hp=5), days=3)
    assert outcome.sheet.hp == 8
    with pytest.raises(RollError, match="weekly"):
        play.natural_healing(make_sheet(hp=5, conditions=Conditions(major_wound=True)))


def test_weekly_healing_roll_with_a_major_wound():
    wounded = make_sheet(hp=2, conditions=Conditions(major_wound=True))  # CON 60, HP max 12
    regular = play.weekly_healing(wounded, ScriptedRandom(pct(40), 2))
    assert regular.healed == 2 and regular.sheet.conditions.major_wound
    extreme = play.weekly_healing(wounded, ScriptedRandom(pct(10), 2, 3))
    assert extreme.roll.level == Level.EXTREME and extreme.healed == 5
    assert extreme.major_wound_cleared and not extreme.sheet.conditions.major_wound
    failed = play.weekly_healing(wounded, ScriptedRandom(pct(75)))
    assert failed.healed == 0 and not failed.changed
    halfway = play.weekly_healing(make_sheet(hp=4, conditions=Conditions(major_wound=True)),
                                  ScriptedRandom(pct(40), 2))
    assert halfway.hp_after == 6 and halfway.major_wound_cleared
    with pytest.raises(RollError, match="1 HP per day"):
        play.weekly_healing(make_sheet(hp=5), ScriptedRandom())
