"""Wrong rules that passed every test before issue 23 (found by tests/benchmarks/mutation_rules.py):
each test here fails on the mutant named in its docstring. Numbers from /work/shared/RULES.md."""

from __future__ import annotations

import pytest

from sheetmaker.core.d100 import Level
from sheetmaker.systems.coc7 import play
from sheetmaker.systems.coc7.model import Skill
from tests.systems.coc7.play.helpers import FakeChooser, ScriptedRandom, make_sheet, pct


def test_a_lost_opposed_roll_never_ticks_the_skill():
    """RULES.md: "Success on a skill (without Luck spent) ticks it"; in an opposed roll only the
    winner's success counts (seed 003: "one will win, the other will lose"). Charm 55 rolls 45,
    a Regular success, and loses to the opponent's Hard 24: no tick. (Mutant: ticking on a
    success whatever the winner.)"""
    sheet = make_sheet(skills=[Skill(name="Charm", personal=40)])  # Charm 15 + 40 = 55
    outcome = play.opposed_roll(sheet, "Charm", ScriptedRandom(pct(45), pct(24)), 55)
    assert outcome.roll.level == Level.REGULAR and outcome.roll.success
    assert outcome.other.level == Level.HARD
    assert outcome.result.winner == "b" and not outcome.won
    assert not outcome.ticked and not outcome.sheet.skill("Charm").ticked
    assert not outcome.changed


def test_a_san_gain_adds_the_amount_not_the_maximum():
    """RULES.md: maximum SAN = 99 − Cthulhu Mythos; a gain below the cap adds just the gain.
    SAN 50 + 5 is 55, not the maximum 99. (Mutant: SAN jumping to the maximum.)"""
    outcome = play.gain_san(make_sheet(san=50), 5)
    assert (outcome.san_before, outcome.san_after, outcome.gained, outcome.san_max) == (50, 55, 5, 99)
    assert outcome.sheet.san == 55
    assert not any("capped" in note for note in outcome.notes)
    # Exactly reaching the cap is not "capped" either: 94 + 5 = 99.
    full = play.gain_san(make_sheet(san=94), 5)
    assert full.san_after == 99 and not any("capped" in note for note in full.notes)


@pytest.mark.parametrize(
    ("personal", "roll", "improved"),
    [
        (75, 95, False),  # skill 95, roll 95: neither above the skill nor above 95
        (77, 95, False),  # skill 97, roll 95
        (77, 96, True),  # skill 97, roll 96 > 95: always improves
        (74, 95, True),  # skill 94, roll 95 > 94
        (74, 94, False),  # skill 94, roll 94: equal is not above
    ],
)
def test_development_improves_only_above_the_skill_or_above_95(personal, roll, improved):
    """RULES.md, development phase (seed 003): "a roll above the skill, or above 95, adds
    1D10". A roll of exactly 95 does not improve a skill of 95 or more. (Mutants: >= 95,
    >= skill.)"""
    sheet = make_sheet(skills=[Skill(name="Fighting", specialisation="Sword", personal=personal, ticked=True)])
    outcome = play.development_phase(sheet, ScriptedRandom(roll, 4))
    (check,) = outcome.checks
    assert (check.value, check.roll, check.improved) == (20 + personal, roll, improved)
    assert check.gain == (4 if improved else 0)
    assert outcome.sheet.skill("Fighting (Sword)").experience == check.gain


def test_development_san_gain_adds_the_dice_below_the_cap():
    """Seed 003: a skill reaching 90+ gives +2D6 SAN, "capped at 99 − Cthulhu Mythos": SAN 40
    with 2D6 = 3 + 2 becomes 45, not the maximum. (Mutant: SAN jumping to the maximum.)"""
    sheet = make_sheet(san=40, skills=[Skill(name="Fighting", specialisation="Sword", personal=65, ticked=True)])
    outcome = play.development_phase(sheet, ScriptedRandom(97, 8, 3, 2))
    assert (outcome.san_before, outcome.san_after, outcome.san_gained) == (40, 45, 5)
    assert not any("capped" in note for note in outcome.notes)


def test_aging_never_takes_app_below_zero():
    """RULES.md, aging in play: turning 60, APP −5; APP 3 goes to 0, not −2 (the penalty taken
    is the 3 points there were). (Mutant: APP −5 unclamped.)"""
    sheet = make_sheet(age=59, chars={"APP": 3})
    chooser = FakeChooser({60: {"STR": 10}})
    outcome = play.age_in_play(sheet, 60, ScriptedRandom(99, 1), chooser)  # EDU 70: 99 > 70, +1
    assert outcome.sheet.characteristics.APP == 0
    (decade,) = outcome.decades
    assert decade.app_penalty == 3
    assert outcome.record.changes["APP"] == -3
    assert "turning 60: APP −3 → 0" in outcome.notes


def test_a_skill_already_at_90_that_improves_gives_no_san():
    """Seed 003: "a skill reaching 90+ gives +2D6 SAN" — from below: Sword 90, roll 95 > 90,
    +4 → 94, and no SAN. (Mutant: value <= 90 counted as reaching.)"""
    sheet = make_sheet(san=40, skills=[Skill(name="Fighting", specialisation="Sword", personal=70, ticked=True)])
    outcome = play.development_phase(sheet, ScriptedRandom(95, 4))
    (check,) = outcome.checks
    assert (check.value, check.new_value, check.san_dice) == (90, 94, None)
    assert outcome.san_gained == 0 and outcome.sheet.san == 40


def test_a_san_roll_passed_against_zero_loss_loses_nothing():
    """RULES.md (seed 004): success loses the left part: 0/1D6 passed loses 0. (Mutant: the
    loss floored at 1 instead of 0.)"""
    outcome = play.san_roll(make_sheet(san=60), "0/1D6", ScriptedRandom(pct(30)))
    assert outcome.roll.success and outcome.sheet.san == 60 and outcome.sheet.san_lost_today == 0


def test_aging_past_70_deducts_20_then_40_then_80_with_app_only_to_80():
    """RULES.md, aging in play (seed 003): turning 70 deduct 20, APP −5; turning 80 deduct 40,
    APP −5; each further decade deduct 80 (no APP), MOV −1; no EDU check from 70. The chooser
    is asked for exactly those totals (it raises on any other). (Mutants: 20/40/80 ± 1; > 80 → >= 80.)"""
    sheet = make_sheet(age=65, chars={"STR": 90, "CON": 90, "DEX": 90, "APP": 60})
    chooser = FakeChooser({70: {"STR": 20}, 80: {"CON": 40}, 90: {"DEX": 80}})
    outcome = play.age_in_play(sheet, 91, ScriptedRandom(), chooser)
    assert [q[0] for q in chooser.questions] == [20, 40, 80]
    chars = outcome.sheet.characteristics
    assert (chars.STR, chars.CON, chars.DEX, chars.APP, chars.EDU) == (70, 50, 10, 50, 70)
    assert [d.app_penalty for d in outcome.decades] == [5, 5, 0]
    assert [d.mov_penalty for d in outcome.decades] == [1, 1, 1]
    assert "turning 70: STR −20" in outcome.notes and "turning 90: DEX −80" in outcome.notes


def test_aging_up_to_200_and_no_further():
    """The sheet's age limit is 200 (model): 200 is allowed, 201 refused. (Mutant: 200 ± 1.)"""
    from sheetmaker.core.errors import RollError

    chooser = FakeChooser({})
    assert play.age_in_play(make_sheet(age=200), 200, ScriptedRandom(), chooser).sheet.age == 200
    with pytest.raises(RollError, match="beyond the sheet's limit of 200"):
        play.age_in_play(make_sheet(age=200), 201, ScriptedRandom(), chooser)


def test_indefinite_insanity_note_shows_the_fifth_unrounded():
    """RULES.md: "SAN 52 at dawn: a fifth is 10.4, so 11 lost triggers it". The note says so.
    (Mutant: / 5 → / 4 in the note.)"""
    outcome = play.san_roll(make_sheet(san=52), "0/1D20", ScriptedRandom(pct(95), 11))
    assert outcome.indefinite_insanity
    assert "11 SAN lost today is a fifth or more of 52 (10.4): indefinite insanity" in outcome.notes


def test_a_skill_reaching_exactly_90_gives_2d6_san_and_no_ticks_note():
    """Seed 003: "a skill reaching 90+ gives +2D6 SAN": Sword 85, roll 97, +5 → 90 exactly,
    2D6 = 2 + 3. A phase without ticks says so. (Mutants: <= 90 → < 90; the note's test negated.)"""
    sheet = make_sheet(san=40, skills=[Skill(name="Fighting", specialisation="Sword", personal=65, ticked=True)])
    outcome = play.development_phase(sheet, ScriptedRandom(97, 5, 2, 3))
    assert outcome.checks[0].new_value == 90 and outcome.checks[0].san_dice.total == 5
    assert outcome.sheet.san == 45
    assert "no ticked skills" not in outcome.notes
    assert "no ticked skills" in play.development_phase(make_sheet(), ScriptedRandom()).notes


def test_harvey_aging_notes_name_the_new_maximum_hp_and_mov():
    """Seed 000: Harvey turning 50 at 52: "HP 15 → 14; MOV 6 → 5" — the notes say both, and
    nothing about HP or MOV when they do not move. (Mutants: those notes' tests negated.)"""
    harvey = make_sheet(age=42, chars={"STR": 45, "CON": 70, "SIZ": 80, "DEX": 50, "APP": 80, "EDU": 84})
    outcome = play.age_in_play(harvey, 52, ScriptedRandom(98, 9), FakeChooser({50: {"CON": 5}}))
    assert "maximum HP 15 → 14" in outcome.notes and "MOV 6 → 5" in outcome.notes
    young = make_sheet(age=22)
    same = play.age_in_play(young, 25, ScriptedRandom(), FakeChooser({}))
    assert not any(note.startswith(("maximum HP", "MOV")) for note in same.notes)
