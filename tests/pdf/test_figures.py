"""Numbers and dice in the serif fonts are drawn with lining figures (issue 12, item 6).

EB Garamond's default figures are old-style (a "1" as tall as an "x", a "0" like an "o"), which
read badly in stat fields and dice: ``1D10`` looked like "ɪDɪo".
"""

from __future__ import annotations

import pytest
from reportlab.pdfbase import pdfmetrics

from sheetmaker.pdf.common import (
    DIGIT_NAMES,
    FONT_FILES,
    SANS,
    SERIF,
    SERIF_SC,
    fonts,
    glyph_names,
)
from sheetmaker.pdf.export import render
from sheetmaker.resources import resource

from .conftest import has, sample, text_of


@pytest.mark.parametrize("name", [SERIF, SERIF_SC])
def test_serif_digits_are_the_lining_figures(name):
    fonts()
    face = pdfmetrics.getFont(name).face
    names = glyph_names(resource("fonts", FONT_FILES[name]).read_bytes())
    for digit, glyph in enumerate(DIGIT_NAMES):
        gid = face.charToGlyph[0x30 + digit]
        assert names[gid] == f"{glyph}.lnum", (digit, names[gid])
        # Widths (and so every layout measure) follow the glyph drawn.
        assert pdfmetrics.stringWidth(str(digit), name, 1000) == pytest.approx(face.hmetrics[gid][0])


def test_the_sans_font_is_left_alone():
    fonts()
    face = pdfmetrics.getFont(SANS).face
    names = glyph_names(resource("fonts", FONT_FILES[SANS]).read_bytes())
    assert not names[face.charToGlyph[ord("1")]].endswith(".lnum")
    assert face.charToGlyph[ord("1")] < 100  # the font's own figure, low in its glyph order


def test_dice_and_numbers_still_extract_as_digits():
    """The lining glyphs keep the digits' text (the ToUnicode map follows the character codes)."""
    document = sample("harvey-walters")
    text = text_of(render([document])[0])
    assert has(text, "Age", document.sheet.age)
    assert has(text, "Era", "1920s")
    for weapon in document.sheet.weapons:
        assert weapon.damage in text  # e.g. 1D3+DB, in the serif font
