"""Ages and characteristics of generated investigators and NPCs: random ages, age deductions
spread as a player would, the allocation method's values, averaged characteristics."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence

from sheetmaker.core import dice
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7.creation import AGE_FLOOR, ROLL_EXPRESSIONS
from sheetmaker.systems.coc7.data import OccupationDef, RulesData
from sheetmaker.systems.coc7.model import CHARACTERISTICS, Characteristics

#: Ages an investigator may be created at (the "Age at creation" table).
INVESTIGATOR_AGES = (15, 89)
#: Random ages: (first, last, weight) — mostly 20s to 40s.
AGE_BANDS: tuple[tuple[int, int, int], ...] = (
    (15, 19, 4),
    (20, 29, 30),
    (30, 39, 30),
    (40, 49, 20),
    (50, 59, 10),
    (60, 69, 5),
    (70, 79, 1),
)
#: Most a characteristic keeps above when age deductions can go elsewhere.
SOFT_FLOORS = (30, 15, AGE_FLOOR)


def random_age(rng: random.Random) -> int:
    """A random age for a new investigator or NPC, mostly in the 20s to 40s (:data:`AGE_BANDS`)."""
    low, high, _ = rng.choices(AGE_BANDS, weights=[band[2] for band in AGE_BANDS])[0]
    return rng.randint(low, high)


def _investigator_age(rng: random.Random, age: int | None) -> int:
    if age is None:
        return random_age(rng)
    low, high = INVESTIGATOR_AGES
    if isinstance(age, bool) or not isinstance(age, int) or not low <= age <= high:
        raise ValueError(
            f"age {age!r} is outside {low} to {high}, the ages an investigator can be created at"
        )
    return age


class SpreadAgeChoices:
    """Splits an age deduction 5 points at a time onto the highest allowed characteristic.

    Each characteristic is kept above 30 while the deduction can go elsewhere, then above 15,
    and only then down to the rules' floor (1). Ties are broken at random when an ``rng`` is
    given, else in sheet order. Implements :class:`~sheetmaker.systems.coc7.creation.AgeChoices`.
    """

    def __init__(self, rng: random.Random | None = None, floors: Sequence[int] = SOFT_FLOORS) -> None:
        self.rng = rng
        self.floors = tuple(floors)

    def split_deduction(
        self, total: int, allowed: tuple[str, ...], limits: Mapping[str, int], current: Mapping[str, int]
    ) -> dict[str, int]:
        order = list(allowed)
        if self.rng is not None:
            self.rng.shuffle(order)
        rank = {name: i for i, name in enumerate(order)}
        split = dict.fromkeys(allowed, 0)
        left = total
        for floor in (*self.floors, AGE_FLOOR):
            while left > 0:
                room = {
                    name: min(limits[name] - split[name], current[name] - split[name] - floor)
                    for name in allowed
                }
                open_ = [name for name in allowed if room[name] > 0]
                if not open_:
                    break
                name = max(open_, key=lambda n: (current[n] - split[n], -rank[n]))
                step = min(5, left, room[name])
                split[name] += step
                left -= step
        return {name: points for name, points in split.items() if points}


def allocate_characteristics(
    rng: random.Random, occupation: OccupationDef, data: RulesData | None = None
) -> Characteristics:
    """The allocation method's values (40, 50, 50, 50, 60, 60, 70, 80) given as a player would:
    the highest to the characteristics of the occupation's points formula (its best choice),
    then INT and POW, the rest at random."""
    data = data or _data.load()
    values = sorted(data.tables.allocation, reverse=True)
    formula = occupation.points
    first = list(formula.fixed)
    if formula.choose:
        first.append(rng.choice(formula.choose))
    priority = [name for name in first if name in CHARACTERISTICS]
    for name in ("INT", "POW"):
        if name not in priority:
            priority.append(name)
    rest = [name for name in CHARACTERISTICS if name not in priority]
    rng.shuffle(rest)
    order = priority + rest
    # The formula's characteristics get the top values in a random order among themselves.
    top = order[: len(first)]
    rng.shuffle(top)
    order[: len(first)] = top
    return Characteristics(**dict(zip(order, values, strict=False)))


def average_characteristics() -> Characteristics:
    """The average of each characteristic's dice rounded down to a multiple of 5: 3D6×5 → 50,
    (2D6+6)×5 → 65."""
    values = {}
    for name in CHARACTERISTICS:
        mean = dice.parse(ROLL_EXPRESSIONS[name]).average()
        values[name] = int(math.floor(mean / 5) * 5)
    return Characteristics(**values)
