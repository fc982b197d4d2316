"""A paste of several statblocks (a scenario's appendix) cut into its statblocks before the layout
rewrites, so that each statblock is read in its own layout (a Roll20 attribute list after a keeper
statblock, a filled sheet after a blog write-up).

The cut is made at blank lines only: a paragraph that states three or more characteristics, some
of them already stated since the last cut, starts a new statblock, together with the short
heading paragraphs right above it (its name, subtitle, "Attributes"). A paste with no such
paragraph is one piece, read as before.
"""

from __future__ import annotations

import functools
import re

#: The characteristics' English names (spelled out, or as a Roll20 attribute list's JSON keys).
_WORDS = {
    "strength": "STR", "constitution": "CON", "size": "SIZ", "dexterity": "DEX",
    "appearance": "APP", "intelligence": "INT", "power": "POW", "education": "EDU",
}

_PARAGRAPH_RE = re.compile(r"\n[ \t\r]*\n\s*")


@functools.cache
def _key_re() -> tuple[re.Pattern[str], dict[str, str]]:
    """The characteristics' labels (English, German and French abbreviations, English names) before
    a number, and the label → key table."""
    from sheetmaker.io.statblock_text.layouts.localised import _terms

    keys = {abbr: abbr for abbr in ("STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU")}
    for chars, _ in _terms().values():
        for abbr, key in chars.items():
            keys.setdefault(abbr, key)
    for word, key in _WORDS.items():
        keys[word] = key
        keys[word.capitalize()] = key
        keys[word.upper()] = key
    alternatives = "|".join(re.escape(label) for label in sorted(keys, key=len, reverse=True))
    pattern = re.compile(rf"(?<![\w])\"?({alternatives})\"?(?![\w])[ \t]*[:|.=]?[ \t]*\"?[ \t]*\d")
    return pattern, keys


def _keys(paragraph: str) -> set[str]:
    pattern, keys = _key_re()
    return {keys[m.group(1)] for m in pattern.finditer(paragraph)}


def _heading(paragraph: str) -> bool:
    """A paragraph that can head a statblock: a few short lines without numbers or labelled values
    ("Ghoul", "Attributes", "Mocking charnel feeders", "### CTHUGHA", "{{cocCharacter")."""
    lines = [line.strip() for line in paragraph.split("\n") if line.strip()]
    if not lines or len(lines) > 4 or lines[-1].startswith("}}"):
        return False
    for line in lines:
        bare = re.sub(r"\b(?:age[ds]?\s*:?\s*\d{1,3}|1920S)\b", "", line, flags=re.IGNORECASE)
        if len(line) > 60 or re.search(r"\d", bare) or re.search(r"\w:\s*\S", line):
            return False
        if line.endswith((".", ",", ";")) and len(line.split()) > 3:
            return False  # the end of a sentence: the previous statblock's prose
    return True


def pieces(text: str) -> list[str]:
    """The statblocks of a paste, each as its own text (one piece when the paste is one)."""
    bounds = [0]
    for match in _PARAGRAPH_RE.finditer(text):
        bounds.append(match.end())
    paragraphs = [text[start:end] for start, end in zip(bounds, bounds[1:] + [len(text)], strict=True)]
    cuts: list[int] = []  # paragraph indexes where a statblock starts
    seen: set[str] = set()  # the characteristics of the current statblock
    last_stats = -1  # the last paragraph stating characteristics of the current statblock
    # Characteristics stated again: the paragraphs from ``pending_at`` on may start the next
    # statblock; they do once three or more are stated (a sheet's rows give two a paragraph).
    pending: set[str] = set()
    pending_at = -1
    for index, paragraph in enumerate(paragraphs):
        found = _keys(paragraph)
        if not found:
            continue
        if pending and found & pending:
            pending, pending_at = set(), -1  # stated again before three: no statblock of its own
        if not pending and len(seen) >= 3 and found & seen:
            pending_at = index
        if pending_at < 0:
            seen |= found
            last_stats = index
            continue
        pending |= found
        if len(pending) >= 3:
            start = pending_at
            while start - 1 > last_stats and _heading(paragraphs[start - 1]):
                start -= 1
            cuts.append(start)
            seen, pending, pending_at, last_stats = pending, set(), -1, index
    if not cuts:
        return [text]
    starts = [0, *(bounds[cut] for cut in cuts)]
    return [text[start:end] for start, end in zip(starts, starts[1:] + [len(text)], strict=True)]
