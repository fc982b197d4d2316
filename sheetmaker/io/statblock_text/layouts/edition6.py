"""6th-edition statblocks: characteristics on the 3–18 scale (a sorcerer's POW or EDU may be
higher), SAN and skills on the scale 7e kept, no Luck, Build or MOV of 7e.

The published conversion: each characteristic ×5; the derived values from the 7e rules; SAN and
skills kept. :func:`is_sixth` tells; the reader converts and reports each changed value."""

from __future__ import annotations

import re

_SEVENTH_RE = re.compile(r"(?<![A-Za-z])(?:Luck|Build|Half|Fifth)(?![A-Za-z])|\(\s*\d{1,3}\s*/\s*\d{1,3}\s*\)",
                         re.IGNORECASE)


def is_sixth(chars: dict[str, int], text: str) -> bool:
    """Whether the characteristics read are on the 6th edition's scale: one under 5, or most of
    them 18 or less (or not multiples of 5), and nothing 7th-edition only in the text (Luck,
    Build, half/fifth values)."""
    values = list(chars.values())
    if len(values) < 3 or _SEVENTH_RE.search(text):
        return False
    if any(value < 5 for value in values):
        return True  # no 7th-edition characteristic is under 5 (a 6e robot's DEX 2)
    small = sum(1 for value in values if value <= 18)
    if small * 2 > len(values):
        return True
    odd = sum(1 for value in values if value % 5)
    return odd * 2 > len(values) and small * 3 >= len(values)


def convert(chars: dict[str, int]) -> dict[str, int]:
    """The characteristics ×5 (the published 6e → 7e conversion)."""
    return {key: value * 5 for key, value in chars.items()}
