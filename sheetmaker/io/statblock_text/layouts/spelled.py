"""Blog write-ups that spell the characteristics out, one a line (``Strength 60``, ``Con: 60``,
``Size: 60 (an aside)``), and ``Damage Bonus and Build +1D4, 1``."""

from __future__ import annotations

import re

_NAMES = {
    "strength": "STR", "str": "STR", "constitution": "CON", "con": "CON", "size": "SIZ", "siz": "SIZ",
    "dexterity": "DEX", "dex": "DEX", "appearance": "APP", "app": "APP", "intelligence": "INT", "int": "INT",
    "power": "POW", "pow": "POW", "education": "EDU", "edu": "EDU",
}

_LINE_RE = re.compile(
    r"^(Strength|Constitution|Size|Dexterity|Appearance|Intelligence|Power|Education|Str|Con|Siz|Dex|App|Int|"
    r"Pow|Edu)\s*:?\s*(\d{1,3})\b(.*)$",
    re.IGNORECASE | re.MULTILINE,
)

_DB_BUILD_RE = re.compile(
    r"^Damage\s+Bonus\s+and\s+Build\s*:?\s*([+-]?\s*\d*D\d+|[+-]?\d+|none|0)\s*[,/]\s*([+-]?\d+)\s*$",
    re.IGNORECASE | re.MULTILINE,
)


def matches(text: str) -> float:
    found = {_NAMES[m.group(1).casefold()] for m in _LINE_RE.finditer(text) if len(m.group(1)) > 3}
    return 1.0 if len(found) >= 3 else 0.0


def rewrite(text: str) -> str:
    def line(match: re.Match[str]) -> str:
        aside = match.group(3).strip()
        # An aside in brackets is the writer's, not a value.
        aside = re.sub(r"^\(.*\)$", "", aside)
        head = f"{_NAMES[match.group(1).casefold()]} {match.group(2)}"
        if re.fullmatch(r"\d{1,3} \d{1,3}", aside):
            return f"{head} {aside}"  # a table's half and fifth stay on the row
        return head + (f"\n{aside}" if aside else "")

    text = _LINE_RE.sub(line, text)
    return _DB_BUILD_RE.sub(lambda m: f"DB {m.group(1)}\nBuild {m.group(2)}", text)
