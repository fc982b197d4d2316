"""Every CoC 7e play action leaves its input alone and reports every change it makes."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from sheetmaker.core.d100 import Difficulty
from sheetmaker.systems.coc7 import play
from sheetmaker.systems.coc7.rules import derive
from tests.systems.coc7.play.helpers import frozen, library_use, make_sheet

ACTIONS = [
    lambda s, r: play.skill_roll(s, "Library Use", r),
    lambda s, r: play.skill_roll(s, "Spot Hidden", r, difficulty=Difficulty.HARD, bonus=1),
    lambda s, r: play.characteristic_roll(s, "DEX", r),
    lambda s, r: play.luck_roll(s, r),
    lambda s, r: play.san_roll(s, "1/1D8", r),
    lambda s, r: play.temporary_insanity_check(s, r),
    lambda s, r: play.new_day(s),
    lambda s, r: play.gain_san(s, r.randint(0, 20)),
    lambda s, r: play.damage_roll(s, "1D6+DB", r, extreme=r.random() < 0.5),
    lambda s, r: play.apply_damage(s, r.randint(0, 14)),
    lambda s, r: play.first_aid(s),
    lambda s, r: play.medicine(s, r),
    lambda s, r: play.development_phase(s, r),
    lambda s, r: play.luck_recovery(s, r),
]


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.lists(st.integers(0, len(ACTIONS) - 1), max_size=12))
def test_actions_never_mutate_their_input_and_report_every_change(seed, steps):
    rng = random.Random(seed)
    sheet = make_sheet(skills=[library_use(ticked=True)], cthulhu_mythos=5, san_lost_today=2)
    for step in steps:
        if sheet.conditions.dead:
            break
        snapshot = frozen(sheet)
        outcome = ACTIONS[step](sheet, rng)
        assert frozen(sheet) == snapshot
        assert outcome.changes == play.changes_between(sheet, outcome.sheet)
        assert outcome.changed == (frozen(outcome.sheet) != snapshot)
        derived = derive(outcome.sheet)
        assert 0 <= derived.hp <= derived.hp_max
        assert 0 <= derived.san <= derived.san_max
        assert 0 <= outcome.sheet.luck <= 99
        sheet = outcome.sheet
