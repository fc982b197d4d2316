"""Generated ages and characteristics: random ages, age deductions, averages."""

from __future__ import annotations

import random

from sheetmaker.systems.coc7.creation import check_age_deductions
from sheetmaker.systems.coc7.generate import (
    SpreadAgeChoices,
    average_characteristics,
    quick_npc,
    random_age,
)


def test_random_ages_are_mostly_20s_to_40s():
    rng = random.Random(1)
    ages = [random_age(rng) for _ in range(5000)]
    assert min(ages) >= 15 and max(ages) <= 89
    assert sum(20 <= age <= 49 for age in ages) / len(ages) > 0.7


def test_averaged_characteristics():
    chars = average_characteristics()
    assert chars.as_dict() == {"STR": 50, "CON": 50, "SIZ": 65, "DEX": 50, "APP": 50, "INT": 65, "POW": 50, "EDU": 65}
    doc = quick_npc(random.Random(2), "professional", averaged=True)
    assert doc.sheet.characteristics == chars
    assert doc.sheet.luck == 50


def test_spread_age_choices():
    chooser = SpreadAgeChoices()
    current = {"STR": 70, "CON": 50, "DEX": 40}
    limits = {name: value - 1 for name, value in current.items()}
    split = chooser.split_deduction(20, ("STR", "CON", "DEX"), limits, current)
    assert sum(split.values()) == 20
    assert split == {"STR": 20}  # from the highest first
    split = chooser.split_deduction(80, ("STR", "CON", "DEX"), limits, current)
    assert sum(split.values()) == 80
    assert all(current[name] - points >= 15 for name, points in split.items())
    low = {"STR": 15, "CON": 20, "DEX": 15}
    split = chooser.split_deduction(40, ("STR", "CON", "DEX"), {n: v - 1 for n, v in low.items()}, low)
    assert sum(split.values()) == 40
    assert all(low[name] - points >= 1 for name, points in split.items())
    assert check_age_deductions(75, split, low) == []
