"""Large print PDF: no text under 12 pt, nothing off the page, nothing overlapping (issue 23)."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from sheetmaker.pdf.common import PAGE_SIZES
from sheetmaker.pdf.export import render

from .conftest import coc_npcs, outside, overlapping, render_boxes, sample, text_of, toc_npcs


def _sizes(data: bytes) -> list[tuple[float, str]]:
    """(font size on the page, text) of every text run pypdf reads in the content streams."""
    found: list[tuple[float, str]] = []
    for page in PdfReader(io.BytesIO(data)).pages:

        def visit(text, cm, tm, font, size, found=found):
            if text.strip():
                # The size as drawn: the font size scaled by the text and the current matrix.
                scale = (tm[0] * cm[0] + tm[1] * cm[2]) or 1.0
                found.append((abs(size * scale), text))

        page.extract_text(visitor_text=visit)
    return found


def _documents():
    return coc_npcs(6) + toc_npcs(4) + [sample("harvey-walters"), sample("toc-pulp-pilot")]


@pytest.mark.parametrize("page_size", ["a4", "letter"])
def test_large_print_statblocks_have_no_text_under_12_pt(page_size):
    data, _ = render(_documents(), layout="statblock", page_size=page_size, large_print=True)
    sizes = _sizes(data)
    assert len(sizes) > 100
    small = [(size, text) for size, text in sizes if size < 12 - 1e-6]
    assert not small, small[:5]
    # The ordinary statblocks do have smaller text (the check can fail).
    normal, _ = render(_documents(), layout="statblock", page_size=page_size)
    assert any(size < 12 for size, _text in _sizes(normal))


@pytest.mark.parametrize("page_size", ["a4", "letter"])
def test_large_print_stays_on_the_page_and_apart(page_size):
    data, boxes = render_boxes(_documents(), layout="statblock", page_size=page_size, large_print=True)
    width, height = PAGE_SIZES[page_size]
    assert not outside(boxes, width, height)
    assert not overlapping(boxes)
    text = text_of(data)
    for document in _documents():
        assert document.display_name in text


def test_large_print_keeps_every_value_of_the_statblock():
    document = sample("harvey-walters")
    normal = text_of(render([document], layout="statblock")[0]).split()
    large = text_of(render([document], layout="statblock", large_print=True)[0]).split()
    # The same words (the "characters" count aside), only bigger.
    assert sorted(normal) == sorted(large)


def test_large_print_of_sheets_is_refused_plainly():
    with pytest.raises(ValueError, match="large print is available for statblocks"):
        render([sample("harvey-walters")], layout="sheet", large_print=True)
