"""Helpers of the PDF tests: samples, rendering, text extraction, layout checks."""

from __future__ import annotations

import io
import random
import re
from datetime import UTC, datetime
from functools import cache

import pytest
from pypdf import PdfReader

from sheetmaker.io import fileformat
from sheetmaker.pdf.common import TextBox
from sheetmaker.pdf.export import render
from sheetmaker.resources import resource

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)
COC_SAMPLES = ["harvey-walters", "mae-donnelly", "eleni-papadaki", "eliska-dvorakova", "npc-cultist",
               "npc-police-detective"]
TOC_SAMPLES = ["toc-alienist-purist", "toc-pulp-pilot", "toc-npc-bootlegger"]
#: How close to the paper's edge a character may come (points).
EDGE = 8.0


@cache
def sample(name: str):
    """A sample sheet from resources/samples."""
    return fileformat.load(resource("samples", f"{name}.sheet.json"))


def coc_npcs(count: int, seed: int = 7):
    from sheetmaker.systems.coc7.generate import quick_npc

    rng = random.Random(seed)
    tiers = ["average", "professional", "expert"]
    return [quick_npc(rng, tiers[i % 3], now=NOW) for i in range(count)]


def toc_npcs(count: int, seed: int = 11):
    from sheetmaker.systems.toc.generate import quick_npc

    rng = random.Random(seed)
    tiers = ["average", "professional", "expert"]
    return [quick_npc(rng, tiers[i % 3], now=NOW) for i in range(count)]


def pages_text(data: bytes) -> list[str]:
    """The text of each page, whitespace collapsed to single spaces."""
    reader = PdfReader(io.BytesIO(data))
    return [" ".join(page.extract_text().split()) for page in reader.pages]


def text_of(data: bytes) -> str:
    return " ".join(pages_text(data))


def has(text: str, *parts: object) -> bool:
    """Whether ``parts`` appear in ``text`` in this order, separated only by white space."""
    pattern = r"(?<![\w])" + r"\s+".join(re.escape(str(p)) for p in parts) + r"(?![\w])"
    return re.search(pattern, text) is not None


def render_boxes(documents, **options) -> tuple[bytes, list[TextBox]]:
    data, boxes = render(documents, record=True, **options)
    assert boxes is not None
    return data, boxes


def outside(boxes: list[TextBox], width: float, height: float, edge: float = EDGE) -> list[TextBox]:
    """Boxes that come closer than ``edge`` to the paper's edge."""
    return [
        b for b in boxes
        if b.x0 < edge or b.y0 < edge or b.x1 > width - edge or b.y1 > height - edge
    ]


def overlapping(boxes: list[TextBox], tolerance: float = 0.3) -> list[tuple[TextBox, TextBox]]:
    """Pairs of text boxes on the same page that overlap by more than ``tolerance`` points."""
    found = []
    by_page: dict[int, list[TextBox]] = {}
    for box in boxes:
        if box.text.strip():
            by_page.setdefault(box.page, []).append(box)
    for page_boxes in by_page.values():
        page_boxes.sort(key=lambda b: b.x0)
        for i, a in enumerate(page_boxes):
            for b in page_boxes[i + 1:]:
                if b.x0 >= a.x1 - tolerance:
                    break
                if min(a.y1, b.y1) - max(a.y0, b.y0) > tolerance and min(a.x1, b.x1) - max(a.x0, b.x0) > tolerance:
                    found.append((a, b))
    return found


@pytest.fixture(scope="session")
def harvey_pdf() -> bytes:
    return render([sample("harvey-walters")])[0]
