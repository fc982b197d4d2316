"""Keeper's statblocks are balanced across the two columns of each page (issue 12, item 6)."""

from __future__ import annotations

import pytest

from sheetmaker.pdf import statblock
from sheetmaker.pdf.common import A4, MARGIN, columns, fonts

from .conftest import coc_npcs, render_boxes, toc_npcs

SETS = {
    "coc": lambda: coc_npcs(20),
    "toc": lambda: toc_npcs(20),
    "mixed": lambda: coc_npcs(10, seed=5) + toc_npcs(10, seed=6),
    "short": lambda: coc_npcs(3, seed=9),
}


def _blocks(documents):
    fonts()
    width = A4[0] - 2 * MARGIN
    col_w = columns(MARGIN, width, 2, gap=12)[0][1]
    return [statblock.build(d, col_w - 2 * statblock.PAD) for d in documents]


@pytest.mark.parametrize("name", SETS)
def test_columns_of_a_page_are_within_one_block_of_each_other(name):
    blocks = _blocks(SETS[name]())
    height = 700.0
    pages = statblock.plan(blocks, height)
    placed = [p.block for page in pages for column in page for p in column]
    assert placed == blocks  # every block once, in order
    for page in pages:
        left, right = (statblock.column_height(column) for column in page)
        tallest = max(p.block.height for column in page for p in column)
        assert abs(left - right) <= tallest + statblock.GAP, (name, left, right)
        assert max(left, right) <= height


def test_a_short_list_is_shared_between_the_columns():
    pages = statblock.plan(_blocks(coc_npcs(4, seed=2)), 700.0)
    assert len(pages) == 1
    assert pages[0][0] and pages[0][1]


def test_the_drawn_columns_end_within_one_block_of_each_other():
    documents = coc_npcs(20)
    tallest = max(block.height for block in _blocks(documents))
    _, boxes = render_boxes(documents, layout="statblock")
    middle = A4[0] / 2
    for page in {b.page for b in boxes}:
        # The lowest text of each column (the footer, under the margin, left out).
        body = [b for b in boxes if b.page == page and b.y0 > MARGIN]
        left = min(b.y0 for b in body if b.x1 < middle)
        right = min(b.y0 for b in body if b.x0 > middle)
        assert abs(left - right) <= tallest, (page, left, right)


def test_blocks_taller_than_a_column_still_split():
    npc = coc_npcs(1)[0].model_copy(update={"notes": "A very long story. " * 900})
    pages = statblock.plan(_blocks([npc, *coc_npcs(2, seed=3)]), 700.0)
    pieces = [p for page in pages for column in page for p in column]
    assert any(p.continued for p in pieces)
    assert all(statblock.column_height(column) <= 700.0 + 1e-6 for page in pages for column in page)
