"""Tests for Trail of Cthulhu play as a whole (sheetmaker.systems.toc.play): actions across
concerns, inputs never changed, pools within their bounds (seed 001, RULES.md "Play"). The tests
of each concern are in tests/systems/toc/play/."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetmaker.core.errors import RollError
from sheetmaker.systems.toc import play
from sheetmaker.systems.toc.model import ToCSheet
from tests.systems.toc.play.helpers import (
    Dice,
    NoDice,
    ab,
    frozen,
    make_sheet,
    spent_sheet,
    with_pool,
)

# --------------------------------------------------------------------------- refresh


def test_pools_never_exceed_the_rating() -> None:
    sheet = make_sheet()
    assert play.refresh_between_adventures(sheet).changes == ()
    assert play.rest_day(sheet).healed == 0


def test_no_play_function_changes_its_input() -> None:
    sheet = spent_sheet()
    before = frozen(sheet)
    play.ability_test(sheet, "Athletics", Dice(6), spend=1)
    play.stability_test(sheet, Dice(1), 9, mythos=True)
    play.apply_damage(sheet, 9)
    play.shatter_pillar(sheet, "Family honour")
    play.refresh_between_adventures(sheet)
    play.first_aid(make_sheet(), 1, with_pool(sheet, "Health", -1))
    assert frozen(sheet) == before


def test_two_sheet_actions_refuse_the_same_character_twice() -> None:
    sheet = make_sheet()
    with pytest.raises(RollError, match="two investigators"):
        play.cooperative_test(sheet, "Athletics", NoDice(), sheet, 2)
    with pytest.raises(RollError, match="lead"):
        play.piggyback_test(sheet, "Athletics", NoDice(), {"me": sheet})
    hurt = make_sheet(campaign="pulp", abilities={"Health": ab(8, -1)})
    assert play.first_aid(hurt, 1, hurt).healed == 1  # treating yourself: 1 per point


def test_abilities_absent_from_the_sheet_start_at_their_free_rating() -> None:
    bare = ToCSheet()
    out = play.stability_test(bare, Dice(1), 2)
    assert out.stability_before == 1 and out.stability_after == -1
    assert out.sheet.abilities["Stability"].rating == 1
    assert play.apply_damage(bare, 1).health_after == 0
    assert play.lose_sanity(bare, 1).sanity_after == 3


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.lists(st.integers(0, 7), min_size=1, max_size=25))
def test_random_play_keeps_pools_within_their_bounds(seed: int, actions: list[int]) -> None:
    rng = random.Random(seed)
    sheet = make_sheet(campaign="pulp", abilities={"Sanity": ab(9)})
    for action in actions:
        try:
            if action == 0:
                out = play.ability_test(sheet, "Athletics", rng, spend=rng.randint(0, 2))
            elif action == 1:
                out = play.stability_test(sheet, rng, rng.randint(0, 8), mythos=rng.random() < 0.5)
            elif action == 2:
                out = play.apply_damage(sheet, rng.randint(0, 6))
            elif action == 3:
                out = play.first_aid(sheet, 1)
            elif action == 4:
                out = play.rest_day(sheet)
            elif action == 5:
                out = play.lose_sanity(sheet, rng.randint(0, 3))
            elif action == 6:
                out = play.refresh_between_adventures(sheet)
            else:
                out = play.act_within_drive(sheet, hard=True)
        except RollError:
            continue
        sheet = ToCSheet.model_validate(out.sheet.model_dump())
        for name, entry in sheet.abilities.items():
            current = entry.rating if entry.pool is None else entry.pool
            floor = -12 if name in ("Health", "Stability") else 0
            assert floor <= current <= entry.rating, (name, entry)
        assert sheet.false_sanity <= sheet.abilities["Sanity"].rating
