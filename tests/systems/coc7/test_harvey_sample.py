"""The bundled Harvey Walters sample is the Harvey of the rulebook's worked examples, so a player
following those examples on the sample sees the same numbers (issue 12)."""

from __future__ import annotations

import random

from sheetmaker.core import d100
from sheetmaker.core.d100 import Difficulty, Level, RollKind
from sheetmaker.io import fileformat
from sheetmaker.resources import resource
from sheetmaker.systems.coc7 import play, validate
from sheetmaker.systems.coc7.rules import derive

SAMPLE = resource("samples", "harvey-walters.sheet.json")


class ScriptedRandom(random.Random):
    """Queued numbers: ``randint`` for dice, ``randrange(10)`` for percentile digits."""

    def __init__(self, *numbers: int) -> None:
        super().__init__(0)
        self.numbers = list(numbers)

    def randint(self, a: int, b: int) -> int:
        number = self.numbers.pop(0)
        assert a <= number <= b
        return number

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:  # type: ignore[override]
        return self.numbers.pop(0)


class Split:
    """The aging split of the example: the player takes the 5 points from CON."""

    def split_points(self, points, allowed, *, add, age, current):
        return {"CON": points}


def _harvey():
    return fileformat.load(str(SAMPLE)).sheet


def test_the_sample_follows_the_rules():
    """No violation at all: the seeds' Credit Rating 41 fits the keeper's Journalist range, the
    skill points are spent exactly."""
    sheet = _harvey()
    assert validate.validate(sheet) == []
    derived = derive(sheet)
    assert derived.occupation_budget.spent == derived.occupation_budget.total == 336
    assert derived.personal_budget.spent == derived.personal_budget.total == 150


def test_characteristics_and_skills_of_the_examples():
    """Seed 003: "Harvey has a STR of 20 ... requiring Harvey to roll 10 or below (half Harvey's
    STR)"; "he uses his SIZ of course, it is much higher ... Harvey rolls 57 against his SIZ of
    80"; "Harvey has 55% Library Use skill"; "Harvey has Own Language 84%"; "Harvey has only 10%
    skill in both Mechanical Repair and Electrical Repair"; seed 000: "his Dodge skill of 27"."""
    sheet = _harvey()
    derived = derive(sheet)
    chars = derived.characteristics
    assert (chars["STR"].value, chars["STR"].half) == (20, 10)
    assert chars["SIZ"].value == 80
    assert derived.skill("Library Use").value == 55
    assert derived.skill("Language (Own)").value == 84
    assert derived.skill("Mechanical Repair").value == 10
    assert derived.skill("Electrical Repair").value == 10
    assert derived.skill("Dodge").value == 27
    # Neither of the librarian's opposing skills matters here, but Harvey's Persuade is below 50.
    assert derived.skill("Persuade").value < 50


def test_library_use_fumbles_at_100_and_at_96_on_a_hard_roll():
    """Seed 003: "Given that his skill is 55%, he will only fumble on a roll of 100 ... the
    Keeper might set the difficulty level to Hard, requiring a roll of 27. In this case, Harvey
    would fumble on a roll of 96 to 100."""
    value = derive(_harvey()).skill("Library Use").value
    hard = d100.roll_d100(ScriptedRandom(6, 9), value, Difficulty.HARD, 0, 0, RollKind.SKILL, "Library Use")
    assert (hard.required, hard.result, hard.level) == (27, 96, Level.FUMBLE)
    regular = d100.roll_d100(ScriptedRandom(9, 9), value, Difficulty.REGULAR, 0, 0, RollKind.SKILL, "Library Use")
    assert regular.result == 99 and regular.level is Level.FAILURE


def test_credit_rating_41_average_with_82_dollars_cash_and_10_a_day():
    """Seed 003: "Harvey begins the game with a Credit Rating of 41 (Average) ... he may spend
    up to $10 per day"; "he reduces his cash by $40 (from $82 to $42)"."""
    credit = derive(_harvey()).credit_rating
    assert credit.value == 41
    assert credit.band == "Average"
    assert credit.cash_amount == 82
    assert credit.spending_amount == 10


def test_the_dodge_and_luck_example():
    """Seed 000: "Harvey fails to dodge with a roll of 73, far above his Dodge skill of 27 ...
    spends 46 of Harvey's Luck points"; "Harvey's Luck is now down to 8 points. The player rolls
    37 and so adds 1D10 to Harvey's Luck, increasing it to 14.\""""
    sheet = _harvey()
    assert sheet.luck == 54
    dodge = d100.roll_d100(ScriptedRandom(3, 7), 27, Difficulty.REGULAR, 0, 0, RollKind.SKILL, "Dodge")
    assert dodge.result == 73 and not dodge.success
    spent = d100.spend_luck(dodge, 46, sheet.luck)
    assert spent.result == 27 and spent.success
    sheet.luck -= 46
    assert sheet.luck == 8
    recovered = play.luck_recovery(sheet, ScriptedRandom(37, 6))
    assert recovered.sheet.luck == 14


def test_the_aging_example_from_42_to_52():
    """Seed 000: "finds Harvey 10 years older (now aged 52) ... A dice roll of 98 grants Harvey
    an EDU improvement ... EDU of 93. The player then reduces Harvey's CON and APP by 5 points
    each.\""""
    sheet = _harvey()
    assert (sheet.age, sheet.characteristics.EDU) == (42, 84)
    outcome = play.age_in_play(sheet, 52, ScriptedRandom(98, 9), Split())
    chars = outcome.sheet.characteristics
    assert (chars.EDU, chars.CON, chars.APP) == (93, 65, 75)
    assert derive(outcome.sheet).hp_max == 14
