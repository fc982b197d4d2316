"""Nothing runs off the page, nothing overlaps; long texts continue on extra pages."""

from __future__ import annotations

import io
import shutil
import subprocess

import pytest
from pypdf import PdfReader

from sheetmaker.pdf.common import PAGE_SIZES
from sheetmaker.pdf.export import render

from .conftest import (
    COC_SAMPLES,
    EDGE,
    TOC_SAMPLES,
    coc_npcs,
    outside,
    overlapping,
    render_boxes,
    sample,
    text_of,
    toc_npcs,
)

LOREM = (
    "The lamp had guttered out long before the letter was finished, and still the professor wrote "
    "by the grey light from the harbour, line after line in a hand that grew smaller and less sure; "
    "what he had seen beneath the old customs house would not leave him. "
)


def _check_layout(documents, **options) -> tuple[bytes, list]:
    data, boxes = render_boxes(documents, **options)
    width, height = PAGE_SIZES[options.get("page_size", "a4")]
    assert boxes, "nothing recorded"
    off = outside(boxes, width, height)
    assert not off, f"text too close to the edge: {off[:5]}"
    clashes = overlapping(boxes)
    assert not clashes, f"overlapping text: {clashes[:5]}"
    return data, boxes


@pytest.mark.parametrize("page_size", ["a4", "letter"])
@pytest.mark.parametrize("name", COC_SAMPLES + TOC_SAMPLES)
def test_sheet_text_stays_on_the_page_and_apart(name, page_size):
    _check_layout([sample(name)], page_size=page_size)


@pytest.mark.parametrize("page_size", ["a4", "letter"])
def test_statblocks_stay_on_the_page_and_apart(page_size):
    _check_layout(coc_npcs(12) + toc_npcs(12), layout="statblock", page_size=page_size)


def test_plain_and_fillable_stay_on_the_page():
    _check_layout([sample("harvey-walters"), sample("toc-pulp-pilot")], plain=True)
    data, boxes = render_boxes([sample("harvey-walters"), sample("toc-pulp-pilot")], fillable=True)
    width, height = PAGE_SIZES["a4"]
    assert not outside(boxes, width, height)


def test_content_stream_positions_are_on_the_page():
    """An independent check: every text position pypdf finds in the content streams."""
    data = render([sample("harvey-walters"), sample("toc-alienist-purist")], page_size="letter")[0]
    reader = PdfReader(io.BytesIO(data))
    positions = []
    for page in reader.pages:
        width, height = float(page.mediabox.width), float(page.mediabox.height)

        def visit(text, cm, tm, font, size, positions=positions, width=width, height=height):
            if text.strip():
                x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
                y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
                positions.append((x, y, width, height, text))

        page.extract_text(visitor_text=visit)
    assert len(positions) > 300
    bad = [p for p in positions if not (EDGE <= p[0] <= p[2] - EDGE and EDGE <= p[1] <= p[3] - EDGE)]
    assert not bad, bad[:5]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils (pdftotext) not installed")
def test_poppler_word_boxes_are_on_the_page(tmp_path):
    """Poppler's own word boxes (right edges included) stay inside the page."""
    path = tmp_path / "sheet.pdf"
    path.write_bytes(render([sample("eleni-papadaki"), sample("toc-pulp-pilot")], page_size="letter")[0])
    out = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True).stdout
    import re

    pages = re.findall(r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', out, re.S)
    assert pages
    for width, height, body in pages:
        w, h = float(width), float(height)
        for x0, y0, x1, y1 in re.findall(
            r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"', body
        ):
            assert float(x0) >= EDGE - 1 and float(x1) <= w - EDGE + 1
            assert float(y0) >= EDGE - 1 and float(y1) <= h - EDGE + 1


def test_long_backstory_continues_on_an_extra_page():
    document = sample("harvey-walters")
    long_text = LOREM * 60  # about 3,600 words
    backstory = document.sheet.backstory.model_copy(update={"description": long_text})
    sheet = document.sheet.model_copy(update={"backstory": backstory})
    document = document.model_copy(update={"sheet": sheet})
    data, boxes = _check_layout([document])
    pages = PdfReader(io.BytesIO(data)).pages
    assert len(pages) >= 4
    text = text_of(data)
    assert "Personal Description (continued)" in text
    # Every word is there, in order.
    flat = " ".join(text.split())
    start = 0
    for word in long_text.split():
        found = flat.find(word, start)
        assert found >= 0, word
        start = found + len(word)
    # The sections after it still come, on a later page.
    assert "Notes" in " ".join(pages[-1].extract_text().split())


def test_many_skills_and_weapons_continue_on_page_two():
    from sheetmaker.systems.coc7.model import Skill, Weapon

    document = sample("harvey-walters")
    skills = list(document.sheet.skills) + [
        Skill(name=f"Lore of the {n}th Circle", custom_base=5, personal=10 + n) for n in range(40)
    ]
    weapons = [Weapon(name=f"Knife {n}", damage="1D4+DB") for n in range(14)]
    sheet = document.sheet.model_copy(update={"skills": skills, "weapons": weapons})
    document = document.model_copy(update={"sheet": sheet})
    data, _ = _check_layout([document])
    text = text_of(data)
    for n in range(40):
        assert f"Lore of the {n}th Circle" in text
    for n in range(14):
        assert f"Knife {n}" in text
    assert "Investigator Skills" in " ".join(PdfReader(io.BytesIO(data)).pages[1].extract_text().split())


def test_long_names_and_values_shrink_or_cut_but_never_run_off():
    document = sample("toc-pulp-pilot")
    document = document.model_copy(update={"name": "Wilhelmina " * 18, "player": "P" * 200})
    _check_layout([document], page_size="letter")
    document = sample("mae-donnelly")
    document = document.model_copy(update={"name": "Ξ" * 200})
    _check_layout([document])


def test_statblock_taller_than_a_column_is_split_cleanly():
    npc = coc_npcs(1)[0]
    npc = npc.model_copy(update={"notes": "A very long story. " * 900})
    data, boxes = _check_layout([npc, *coc_npcs(3, seed=3)], layout="statblock")
    text = text_of(data)
    assert "(continued)" in text
    assert len(PdfReader(io.BytesIO(data)).pages) >= 2


def test_statblocks_do_not_split():
    documents = coc_npcs(20) + toc_npcs(20)
    data, boxes = _check_layout(documents, layout="statblock")
    assert "(continued)" not in text_of(data)
    # Each block's name is drawn once, in one column of one page.
    names = [d.display_name for d in documents]
    titles = [b for b in boxes if b.text in names]
    assert len(titles) == len(documents)
