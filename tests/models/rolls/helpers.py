"""Helpers shared by the roll controller's tests: seeds for a wanted roll, a seeded
controller, Harvey Walters' skills."""

from __future__ import annotations

import random
from collections.abc import Callable

from sheetmaker.core import d100
from sheetmaker.core.d100 import D100Roll
from sheetmaker.models.rolls import RollController

SPOT_HIDDEN = 35  # Harvey Walters' Spot Hidden
PSYCHOLOGY = 80


def seed_where(
    predicate: Callable[[D100Roll], bool],
    value: int,
    difficulty: str = "regular",
    bonus: int = 0,
    penalty: int = 0,
) -> int:
    """The first seed whose first percentile roll against ``value`` satisfies ``predicate``
    (the controller's rolls start with exactly this roll)."""
    for seed in range(10_000):
        if predicate(d100.roll_d100(random.Random(seed), value, difficulty, bonus, penalty)):
            return seed
    raise AssertionError("no seed found")


def failed(roll: D100Roll) -> bool:
    return roll.level == d100.Level.FAILURE


def controller(seed: int) -> RollController:
    return RollController(random.Random(seed))
