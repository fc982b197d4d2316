"""Layout families of statblock text, each recognised by its features (:func:`matches` gives a
score from 0 to 1) and rewritten into the keeper layout the reader reads (:func:`rewrite`):
Roll20 attribute lists, text copied out of filled investigator sheets,
Homebrewery/markdown, columns copied one after the other, blog write-ups that spell the characteristics
out, and German or French labels. A text may belong to several (a French Homebrewery block)."""

from __future__ import annotations

from types import ModuleType

from sheetmaker.io.statblock_text.layouts import columns, localised, markdown, roll20, sheet, spelled

#: The families in the order they are applied.
FAMILIES: tuple[ModuleType, ...] = (roll20, sheet, markdown, columns, spelled, localised)


def canonical(text: str) -> tuple[str, list[str]]:
    """The text in the keeper layout, and the names of the layout families that rewrote it."""
    used: list[str] = []
    for family in FAMILIES:
        if family.matches(text) >= 0.5:
            text = family.rewrite(text)
            used.append(family.__name__.rsplit(".", 1)[-1])
    return text, used
