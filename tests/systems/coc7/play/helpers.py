"""Helpers shared by the CoC 7e play tests: scripted dice, a plain investigator, a fake
aging chooser."""

from __future__ import annotations

import random
from collections.abc import Mapping

from sheetmaker.systems.coc7.model import Characteristics, CoC7Sheet, Skill


class ScriptedRandom(random.Random):
    """A Random that returns queued numbers: ``randint`` for dice (1..sides), ``randrange(10)``
    for the percentile digits (units first, then tens, as :mod:`sheetmaker.core.d100` reads)."""

    def __init__(self, *numbers: int | list[int]) -> None:
        super().__init__(0)
        self.numbers: list[int] = []
        for number in numbers:
            self.numbers.extend(number if isinstance(number, list) else [number])

    def randint(self, a: int, b: int) -> int:
        assert self.numbers, f"no scripted number left for randint({a}, {b})"
        number = self.numbers.pop(0)
        assert a <= number <= b, f"scripted {number} outside {a}..{b}"
        return number

    def randrange(  # type: ignore[override]
        self, start: int, stop: int | None = None, step: int = 1
    ) -> int:
        low, high = (0, start) if stop is None else (start, stop)
        return self.randint(low, high - 1)


def pct(result: int) -> list[int]:
    """The units and tens digits that make a percentile roll read ``result`` (100 = 00 + 0)."""
    assert 1 <= result <= 100
    return [result % 10, (result // 10) % 10]


def make_sheet(**fields) -> CoC7Sheet:
    """A plain investigator: HP 12, MP 12, SAN 60, DB 0, Luck 50."""
    chars = dict(STR=50, CON=60, SIZ=60, DEX=50, APP=50, INT=70, POW=60, EDU=70)
    chars.update(fields.pop("chars", {}))
    fields.setdefault("luck", 50)
    return CoC7Sheet(characteristics=Characteristics(**chars), **fields)


def library_use(points: int = 40, ticked: bool = False) -> Skill:
    """Library Use (base 20) with ``points`` personal points."""
    return Skill(name="Library Use", personal=points, ticked=ticked)


def frozen(sheet: CoC7Sheet) -> dict:
    return sheet.model_dump(mode="json")


class FakeChooser:
    """Answers aging splits from a table by decade and records every question."""

    def __init__(self, answers: Mapping[int, Mapping[str, int]]) -> None:
        self.answers = answers
        self.questions: list[tuple[int, tuple[str, ...], bool, int, dict[str, int]]] = []

    def split_points(self, points, allowed, *, add, age, current):
        self.questions.append((points, tuple(allowed), add, age, dict(current)))
        return dict(self.answers[age])
