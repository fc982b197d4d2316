"""Tests for CoC 7e aging in play (RULES.md; seeds 000, 003, 004)."""

from __future__ import annotations

import pytest

from sheetmaker.core.errors import RollError
from sheetmaker.systems.coc7 import play
from sheetmaker.systems.coc7.model import CoC7Sheet
from sheetmaker.systems.coc7.rules import derive
from tests.systems.coc7.play.helpers import FakeChooser, ScriptedRandom, make_sheet


def harvey(**fields) -> CoC7Sheet:
    """Harvey at 42: EDU 84, APP 80; STR and DEX below SIZ (MOV 7 − 1 = 6); HP 15."""
    return make_sheet(
        age=42,
        chars={"STR": 45, "CON": 70, "SIZ": 80, "DEX": 50, "APP": 80, "EDU": 84},
        **fields,
    )


def test_harvey_turns_fifty():
    # Seed 000: at 52, roll 98 for EDU: +9 → 93; CON −5 and APP −5 (APP 75); HP 15 → 14;
    # MOV 6 → 5.
    sheet = harvey()
    before = derive(sheet)
    assert (before.hp_max, before.mov) == (15, 6)
    chooser = FakeChooser({50: {"CON": 5}})
    outcome = play.age_in_play(sheet, 52, ScriptedRandom(98, 9), chooser)
    chars = outcome.sheet.characteristics
    assert (chars.EDU, chars.CON, chars.APP) == (93, 65, 75)
    assert chooser.questions == [
        (5, ("STR", "CON", "DEX"), False, 50, {"STR": 45, "CON": 70, "DEX": 50})
    ]
    after = derive(outcome.sheet)
    assert (after.hp_max, after.hp, after.mov) == (14, 14, 5)
    assert (outcome.hp_max_before, outcome.hp_max_after) == (15, 14)
    assert (outcome.mov_before, outcome.mov_after) == (6, 5)
    assert outcome.sheet.age == 52
    assert outcome.record.reason == "Aging to 52"
    assert outcome.record.changes == {"CON": -5, "APP": -5, "EDU": 9}
    assert outcome.sheet.characteristic_changes == [outcome.record]
    (decade,) = outcome.decades
    assert (decade.age, decade.edu_roll, decade.edu_gain, decade.split) == (50, 98, 9, {"CON": 5})
    assert (decade.app_penalty, decade.mov_penalty) == (5, 1)
    paths = {c.path for c in outcome.changes}
    assert paths == {
        "age", "characteristics.CON", "characteristics.APP", "characteristics.EDU",
        "characteristic_changes[0]",
    }
    assert sheet.characteristics.EDU == 84 and sheet.age == 42  # the input is untouched


def test_aging_brings_current_hp_down_to_the_new_maximum():
    chooser = FakeChooser({50: {"CON": 5}})
    outcome = play.age_in_play(harvey(hp=15), 52, ScriptedRandom(98, 9), chooser)
    assert outcome.sheet.hp == 14
    wounded = play.age_in_play(harvey(hp=9), 52, ScriptedRandom(98, 9), chooser)
    assert wounded.sheet.hp == 9


def test_aging_is_cumulative_over_decades():
    sheet = make_sheet(
        age=35, chars={"STR": 50, "CON": 60, "DEX": 50, "SIZ": 60, "APP": 60, "EDU": 70}
    )
    chooser = FakeChooser({40: {"STR": 5}, 50: {"DEX": 5}, 60: {"CON": 6, "DEX": 4}})
    rng = ScriptedRandom(80, 3, 20, 99, 10)  # 40: 80 > 70 (+3); 50: 20 fails; 60: 99 > 73 (+10)
    outcome = play.age_in_play(sheet, 65, rng, chooser)
    chars = outcome.sheet.characteristics
    assert (chars.STR, chars.CON, chars.DEX, chars.APP, chars.EDU) == (45, 54, 41, 45, 83)
    assert [d.age for d in outcome.decades] == [40, 50, 60]
    assert [q[0] for q in chooser.questions] == [5, 5, 10]
    assert outcome.mov_before - outcome.mov_after == 3
    assert outcome.record.changes == {"STR": -5, "CON": -6, "DEX": -9, "APP": -15, "EDU": 13}


def test_turning_twenty_adds_five_among_str_and_siz():
    sheet = make_sheet(age=18, chars={"STR": 40, "SIZ": 50, "EDU": 60})
    chooser = FakeChooser({20: {"STR": 2, "SIZ": 3}})
    outcome = play.age_in_play(sheet, 21, ScriptedRandom(40), chooser)  # EDU check fails
    assert chooser.questions[0][:3] == (5, ("STR", "SIZ"), True)
    chars = outcome.sheet.characteristics
    assert (chars.STR, chars.SIZ, chars.EDU, chars.APP) == (42, 53, 60, 50)


def test_magical_aging_skips_the_edu_check():
    chooser = FakeChooser({50: {"STR": 5}})
    outcome = play.age_in_play(harvey(), 52, ScriptedRandom(), chooser, magical=True)
    assert outcome.sheet.characteristics.EDU == 84 and outcome.decades[0].edu_roll is None
    assert outcome.sheet.characteristics.STR == 40 and outcome.magical


def test_aging_past_eighty_deducts_eighty_a_decade_and_mov_keeps_falling():
    sheet = make_sheet(age=85, chars={"STR": 60, "CON": 60, "DEX": 50, "SIZ": 70, "APP": 20})
    chooser = FakeChooser({90: {"STR": 40, "CON": 40}})
    outcome = play.age_in_play(sheet, 91, ScriptedRandom(), chooser)
    assert outcome.decades[0].app_penalty == 0 and outcome.decades[0].edu_roll is None
    assert outcome.mov_before - outcome.mov_after == 1
    assert not any("age table" in note for note in outcome.notes)


def test_edu_check_is_capped_at_99():
    sheet = make_sheet(age=45, chars={"EDU": 95})
    outcome = play.age_in_play(sheet, 50, ScriptedRandom(100, 10), FakeChooser({50: {"DEX": 5}}))
    assert outcome.sheet.characteristics.EDU == 99 and outcome.decades[0].edu_gain == 4


def test_aging_refuses_bad_splits_and_going_back():
    sheet = harvey()
    with pytest.raises(RollError, match="exactly 5"):
        play.age_in_play(sheet, 52, ScriptedRandom(10), FakeChooser({50: {"CON": 3}}))
    with pytest.raises(RollError, match="'APP' cannot take"):
        play.age_in_play(sheet, 52, ScriptedRandom(10), FakeChooser({50: {"APP": 5}}))
    with pytest.raises(RollError, match="younger"):
        play.age_in_play(sheet, 30, ScriptedRandom(), FakeChooser({}))
    same = play.age_in_play(sheet, 42, ScriptedRandom(), FakeChooser({}))
    assert not same.changed and same.record is None


def test_aging_within_a_decade_only_changes_the_age():
    outcome = play.age_in_play(harvey(), 48, ScriptedRandom(), FakeChooser({}))
    assert [c.path for c in outcome.changes] == ["age"] and outcome.record is None


def test_fake_chooser_satisfies_the_protocol():
    assert isinstance(FakeChooser({}), play.AgingChooser)
