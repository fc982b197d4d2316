"""Statblocks laid out in columns and copied out of a PDF column by column: a run of labels, one
a line (``APP`` / ``CON`` / ``DEX`` ...), then a run of as many values (``14`` / ``12`` ...).
Paired again as ``APP 14``; a run of other words over percentages (6th-edition French
profiles' ``Prestance`` / ``70 %``) is kept as a note."""

from __future__ import annotations

import functools
import re

_VALUE_RE = re.compile(r"[+-]?\s*(?:\d{0,2}D\d{1,3}(?:\s*[+-]\s*\d{1,3})?|\d{1,3})(?:\s*%)?", re.IGNORECASE)

_ENGLISH = (
    "STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU", "HP", "MP", "SAN", "Luck", "DB", "Build", "MOV", "Move",
    "Hit Points", "Magic Points", "Sanity", "Damage Bonus",
)


@functools.cache
def _labels() -> re.Pattern[str]:
    from sheetmaker.io.statblock_text.layouts import localised

    words = [re.escape(word) for word in _ENGLISH]
    for language, (chars, _skills) in localised._terms().items():
        words.extend(re.escape(abbr) for abbr in chars)
        words.extend(local for local, _english in localised._LABELS[language])
    return re.compile(r"(?:" + "|".join(words) + r")\s*:?", re.IGNORECASE)


def _runs(lines: list[str]) -> list[tuple[int, int, bool]]:
    """(start, length, labelled) of each run of word lines followed by as many value lines (the
    last words of a longer run of words: a heading may stand above the labels)."""
    out: list[tuple[int, int, bool]] = []
    index = 0
    while index < len(lines):
        words = 0
        while index + words < len(lines) and lines[index + words] and not re.search(r"\d", lines[index + words]):
            words += 1
        values = 0
        while (index + words + values < len(lines) and values < words
               and _VALUE_RE.fullmatch(lines[index + words + values])):
            values += 1
        if values >= 3:
            start = index + words - values
            labelled = all(_labels().fullmatch(line) for line in lines[start: start + values])
            out.append((start, values, labelled))
            index = start + 2 * values
        else:
            index += max(words, 1)
    return out


def matches(text: str) -> float:
    return 1.0 if any(labelled for _s, _l, labelled in _runs(text.split("\n"))) else 0.0


def rewrite(text: str) -> str:
    lines = text.split("\n")
    out: list[str] = []
    last = 0
    for start, length, labelled in _runs(lines):
        out.extend(lines[last:start])
        pairs = [f"{lines[start + i].rstrip(' :')} {lines[start + length + i]}" for i in range(length)]
        out.extend(pairs if labelled else ["Notes: " + "; ".join(pairs)])
        last = start + 2 * length
    out.extend(lines[last:])
    return "\n".join(out)
