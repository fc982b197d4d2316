"""What the generators share: the Credit Rating label, the era check, weighted random
orders."""

from __future__ import annotations

import random
from collections.abc import Sequence

from sheetmaker.systems.coc7 import data as _data

CREDIT_RATING = "Credit Rating"


def _weighted_order(rng: random.Random, items: Sequence[tuple[str, float]]) -> list[str]:
    """Items in a random order where heavier ones tend to come first (weighted sampling
    without replacement)."""
    keyed = [(rng.random() ** (1.0 / weight), name) for name, weight in items if weight > 0]
    keyed.sort(key=lambda pair: pair[0], reverse=True)
    return [name for _, name in keyed]


def _check_era(era: str) -> None:
    if era not in _data.ERAS:
        raise ValueError(f"unknown era {era!r} (expected {' or '.join(_data.ERAS)})")
