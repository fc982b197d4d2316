"""core/d100.py: wrong rules that passed every test before issue 23 (found by
tests/benchmarks/mutation_rules.py). Numbers from /work/shared/RULES.md."""

from __future__ import annotations

from fractions import Fraction

from sheetmaker.core.d100 import Difficulty, combined, success_probability
from tests.systems.coc7.play.helpers import ScriptedRandom, pct


def test_success_probability_without_dice_is_the_target_over_100():
    """RULES.md: D100 against a target; no bonus or penalty die unless asked: 50 succeeds on
    01–50, Hard (25) on 01–25. (Mutant: the default net dice 0 → ±1.)"""
    assert success_probability(50) == Fraction(1, 2)
    assert success_probability(50, Difficulty.HARD) == Fraction(1, 4)


def test_a_combined_roll_takes_one_d100_and_no_extra_dice_by_default():
    """RULES.md: "Combined rolls: one roll compared against several skills". One D100 (two
    digits), judged against each: 37 passes Spot Hidden 50, fails Listen 30. (Mutants: the
    default bonus or penalty 0 → 1: a third digit would be asked for.)"""
    outcome = combined(ScriptedRandom(pct(37)), {"Spot Hidden": 50, "Listen": 30})
    assert outcome.result == 37
    assert {name: roll.success for name, roll in outcome.rolls.items()} == {"Spot Hidden": True, "Listen": False}


def test_a_tie_break_rolls_1d100_each_and_the_lower_wins():
    """RULES.md (seeds 002/004): "both roll 1D100 and the lower wins": 100 against 37, the
    second side wins. (Mutant: 1D99.)"""
    from sheetmaker.core.d100 import break_tie

    outcome, pairs = break_tie(ScriptedRandom(100, 37))
    assert pairs == [(100, 37)] and outcome.winner == "b"
