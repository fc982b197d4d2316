"""Scripted dice and sheets shared by the Trail of Cthulhu play tests."""

from __future__ import annotations

import random

from sheetmaker.systems.toc.model import Ability, Pillar, ToCSheet


class Dice(random.Random):
    """A Random whose ``randint`` returns queued numbers (each checked against the range)."""

    def __init__(self, *numbers: int) -> None:
        super().__init__(0)
        self.numbers = list(numbers)

    def randint(self, a: int, b: int) -> int:
        assert self.numbers, f"no scripted number left for randint({a}, {b})"
        number = self.numbers.pop(0)
        assert a <= number <= b, f"scripted {number} outside {a}..{b}"
        return number

    @property
    def used_up(self) -> bool:
        return not self.numbers


class NoDice(random.Random):
    def randint(self, a: int, b: int) -> int:  # pragma: no cover - must not be called
        raise AssertionError("no die may be rolled")


def ab(rating: int, pool: int | None = None, play_change: int = 0) -> Ability:
    return Ability(rating=rating, pool=pool, play_change=play_change)


def make_sheet(pillars: tuple[str, ...] = ("Family honour", "Staunch moral principles"), **fields):
    """An investigator: Athletics 5, Scuffling 4, Firearms 3, First Aid 4, Psychoanalysis 4,
    Health 8, Stability 8, Sanity 6 (two Pillars intact), History 2, plus ``abilities``."""
    abilities = {
        "Athletics": ab(5),
        "Scuffling": ab(4),
        "Firearms": ab(3),
        "First Aid": ab(4),
        "Psychoanalysis": ab(4),
        "Health": ab(8),
        "Stability": ab(8),
        "Sanity": ab(6),
        "History": ab(2),
    }
    abilities.update(fields.pop("abilities", {}))
    fields.setdefault("pillars_of_sanity", [Pillar(name=name) for name in pillars])
    return ToCSheet(abilities=abilities, **fields)


def pool(sheet: ToCSheet, name: str) -> int:
    entry = sheet.ability(name)
    assert entry is not None
    return entry.rating if entry.pool is None else entry.pool


def rating(sheet: ToCSheet, name: str) -> int:
    entry = sheet.ability(name)
    assert entry is not None
    return entry.rating


def with_pool(sheet: ToCSheet, name: str, value: int) -> ToCSheet:
    copy = sheet.model_copy(deep=True)
    copy.abilities[name].pool = value
    return copy


def frozen(sheet: ToCSheet) -> dict:
    return sheet.model_dump(mode="json")


def spent_sheet(**fields) -> ToCSheet:
    return make_sheet(
        abilities={
            "Athletics": ab(5, 1),
            "Scuffling": ab(4, 0),
            "Stealth": ab(3, 0),
            "Preparedness": ab(4, 1),
            "Sense Trouble": ab(2, 0),
            "First Aid": ab(4, 0),
            "History": ab(2, 0),
            "Health": ab(8, 2),
            "Stability": ab(8, -3),
            "Sanity": ab(6, 4),
        },
        **fields,
    )
