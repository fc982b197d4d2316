"""Homebrewery and other markdown statblocks: ``{{cocCharacter`` blocks, ``### NAME`` headings,
``**Hit Points** :: 10`` definition lines and ``| STR | 50 |`` tables, made plain."""

from __future__ import annotations

import re

_BLOCK_RE = re.compile(r"^\s*(?:\{\{[A-Za-z][\w-]*(?:,[^\n]*)?|\}\})\s*$", re.MULTILINE)
_DEFINITION_RE = re.compile(r"\s*:{2,3}\s*")
_HEADING_RE = re.compile(r"^#{1,6}\s+", re.MULTILINE)
_RULE_RE = re.compile(r"^[\s|:-]*-{3,}[\s|:-]*$", re.MULTILINE)


def matches(text: str) -> float:
    score = 0.0
    if _BLOCK_RE.search(text):
        score += 0.6
    if re.search(r"\S\s*:{2,3}\s*\S", text):
        score += 0.4
    if _HEADING_RE.search(text):
        score += 0.5
    return min(score, 1.0)


def rewrite(text: str) -> str:
    text = _BLOCK_RE.sub("", text)
    text = _RULE_RE.sub("", text)
    text = _HEADING_RE.sub("", text)
    text = re.sub(r"^\s*\|?\s*Stats\s*\|\s*Value\s*\|?\s*$", "", text, flags=re.MULTILINE | re.IGNORECASE)
    return "\n".join(_DEFINITION_RE.sub(": ", line) for line in text.split("\n"))
