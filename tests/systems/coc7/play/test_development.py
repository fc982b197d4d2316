"""Tests for the CoC 7e development phase (RULES.md; seeds 000, 003, 004)."""

from __future__ import annotations

from sheetmaker.systems.coc7 import play
from sheetmaker.systems.coc7.model import Skill
from sheetmaker.systems.coc7.rules import derive
from tests.systems.coc7.play.helpers import ScriptedRandom, library_use, make_sheet


def sword(points: int, ticked: bool = True) -> Skill:
    """Fighting (Sword), base 20."""
    return Skill(name="Fighting", specialisation="Sword", personal=points, ticked=ticked)


def test_development_sword_example():
    # Seed 003: Sword 85, roll 97, +8 → 93, and 2D6 SAN for reaching 90%.
    sheet = make_sheet(san=50, skills=[sword(65)])
    assert derive(sheet).skill("Fighting (Sword)").value == 85
    outcome = play.development_phase(sheet, ScriptedRandom(97, 8, 3, 4))
    (check,) = outcome.checks
    assert (check.label, check.value, check.roll, check.gain, check.new_value) == (
        "Fighting (Sword)", 85, 97, 8, 93,
    )
    assert check.improved and check.san_dice.total == 7
    assert outcome.san_before == 50 and outcome.san_after == 57 and outcome.sheet.san == 57
    entry = outcome.sheet.skill("Fighting (Sword)")
    assert entry.experience == 8 and not entry.ticked
    assert derive(outcome.sheet).skill("Fighting (Sword)").value == 93
    assert sheet.skill("Fighting (Sword)").ticked  # the input is untouched


def test_development_rolls_only_ticked_skills_and_clears_ticks():
    sheet = make_sheet(
        skills=[library_use(ticked=True), sword(20, ticked=False), Skill(name="Dodge", ticked=True)]
    )
    # Library Use 60: roll 60 does not improve; Dodge 25: roll 26 improves by 1D10 = 4.
    outcome = play.development_phase(sheet, ScriptedRandom(60, 26, 4))
    assert [(c.label, c.improved, c.gain) for c in outcome.checks] == [
        ("Library Use", False, 0), ("Dodge", True, 4),
    ]
    assert not any(skill.ticked for skill in outcome.sheet.skills)
    assert outcome.sheet.skill("Dodge").experience == 4 and outcome.san_gained == 0


def test_development_above_95_always_improves_and_90_plus_already_gives_no_san():
    sheet = make_sheet(skills=[sword(77)])  # Sword 97
    outcome = play.development_phase(sheet, ScriptedRandom(96, 5))
    assert outcome.checks[0].new_value == 102 and outcome.checks[0].san_dice is None
    assert outcome.san_gained == 0


def test_development_skips_cthulhu_mythos_and_caps_san():
    mythos = Skill(name="Cthulhu Mythos", experience=5, ticked=True)
    sheet = make_sheet(san=92, cthulhu_mythos=0, skills=[mythos, sword(65)])
    outcome = play.development_phase(sheet, ScriptedRandom(97, 8, 6, 6))
    assert outcome.checks[0].roll is None and not outcome.checks[0].improved
    assert not outcome.sheet.skill("Cthulhu Mythos").ticked
    assert outcome.sheet.skill("Cthulhu Mythos").experience == 5
    assert outcome.sheet.san == 94 == derive(outcome.sheet).san_max


def test_development_without_ticks_changes_nothing():
    outcome = play.development_phase(make_sheet(skills=[library_use()]), ScriptedRandom())
    assert outcome.checks == () and not outcome.changed
