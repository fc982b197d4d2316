"""The party table as a one-page PDF (sheetmaker.pdf.party)."""

from __future__ import annotations

import io
import random
import shutil
import subprocess

import pytest
from pypdf import PdfReader

from sheetmaker.io import fileformat
from sheetmaker.pdf.party import render_party, write_party
from sheetmaker.resources import resource
from sheetmaker.systems.coc7 import party as coc_party
from sheetmaker.systems.toc import party as toc_party

COC = ("harvey-walters", "mae-donnelly", "eleni-papadaki", "eliska-dvorakova", "npc-cultist", "npc-police-detective")
TOC = ("toc-alienist-purist", "toc-pulp-pilot", "toc-npc-bootlegger")


def _docs(names):
    return [fileformat.load(resource("samples") / f"{name}.sheet.json") for name in names]


def _text(data: bytes) -> tuple[PdfReader, str]:
    reader = PdfReader(io.BytesIO(data))
    return reader, "\n".join(page.extract_text() for page in reader.pages)


def test_coc_party_pdf_is_one_landscape_page_with_names_and_values():
    docs = _docs(COC)
    rows = [coc_party.party_row(d) for d in docs]
    order = coc_party.combat_order(
        [coc_party.combatant(d, readied_firearm=d.name == "Frank Mulrooney") for d in docs]
    )
    data, boxes = render_party("coc7", rows, order, record=True)
    reader, text = _text(data)
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert float(box.width) > float(box.height)  # landscape: fifteen columns
    for name in ("Harvey Walters", "Mae Donnelly", "Eliška Dvořáková", "Ezekiel Marsh", "Frank Mulrooney"):
        assert name in text
    assert "15/15" in text  # Harvey's HP
    assert "Firearms (Handgun) 50" in text  # Frank's best firearm
    assert "DEX 20 + 50 (readied firearm) = 70" in text
    assert "Spot Hidden" in text and "Best Fighting" in text
    # Nothing runs off the page.
    width, height = float(box.width), float(box.height)
    assert boxes
    for b in boxes:
        assert 0 <= b.x0 and b.x1 <= width and 0 <= b.y0 and b.y1 <= height, b


def test_toc_party_pdf_has_pools_abilities_and_gaps():
    docs = _docs(TOC)
    rows = [toc_party.party_row(d) for d in docs]
    order = toc_party.combat_order([toc_party.combatant(d) for d in docs], random.Random(2))
    data, _ = render_party("toc", rows, order)
    reader, text = _text(data)
    assert len(reader.pages) == 1
    assert "Dr. Ottilie Brandauer" in text and "Benedetto" in text
    assert "10/10" in text and "13/13" in text  # Billie's Health and Stability
    assert "Accounting (gap)" in text
    assert "Library Use (gap)" not in text and "Library Use" in text
    assert "Scuffling 8" in text


def test_many_rows_still_fit_one_page():
    docs = _docs(COC) * 4  # 24 rows
    rows = [coc_party.party_row(d) for d in docs]
    order = coc_party.combat_order([coc_party.combatant(d, key=i) for i, d in enumerate(docs)])
    data, boxes = render_party("coc7", rows, order, record=True)
    reader, _ = _text(data)
    assert len(reader.pages) == 1
    assert all(b.y0 >= 0 for b in boxes)


def test_unknown_game_or_page_size():
    with pytest.raises(ValueError):
        render_party("dnd", [])
    with pytest.raises(ValueError):
        render_party("coc7", [], page_size="a3")


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="poppler-utils not installed")
def test_written_pdf_renders(tmp_path):
    out = tmp_path / "party.pdf"
    write_party(str(out), "toc", [toc_party.party_row(d) for d in _docs(TOC)], page_size="letter", plain=True)
    subprocess.run(["pdftoppm", "-png", "-r", "20", str(out), str(tmp_path / "page")], check=True,
                   capture_output=True, timeout=60)
    assert [p.name for p in tmp_path.glob("page*.png")] == ["page-1.png"]
