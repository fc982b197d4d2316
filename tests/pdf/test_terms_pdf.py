"""PDFs print the game terms in the chosen language (i18n.language()): skills, characteristics,
occupations, conditions, ToC abilities; the longer names stay on the page and apart."""

from __future__ import annotations

import subprocess

import pytest

from sheetmaker.core import i18n
from sheetmaker.pdf.common import PAGE_SIZES
from sheetmaker.pdf.export import render
from tests.pdf.conftest import coc_npcs, has, outside, overlapping, render_boxes, sample, toc_npcs


def pdftotext(tmp_path, data: bytes) -> str:
    path = tmp_path / "sheet.pdf"
    path.write_bytes(data)
    out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(out.split())


def test_coc_pdf_in_german_has_the_official_terms(tmp_path):
    i18n.set_language("de")
    text = pdftotext(tmp_path, render([sample("harvey-walters")])[0])
    for term in ("Bibliotheksnutzung", "Verborgenes erkennen", "Finanzkraft", "Schwere Wunde",
                 "Vorübergehender Wahnsinn", "Ausweichen"):
        assert term in text, term
    assert has(text, "ST") and has(text, "BI") and has(text, "MA")
    assert "Library Use" not in text and "Spot Hidden" not in text and "Major Wound" not in text


def test_coc_pdf_in_german_lists_skills_in_german_alphabetical_order():
    i18n.set_language("de")
    _data, boxes = render_boxes([sample("harvey-walters")])
    top = next(b for b in boxes if b.page == 1 and b.text == "Anthropologie")
    column = [b.text for b in sorted(boxes, key=lambda b: -b.y0) if b.page == 1 and b.x0 == top.x0]
    # The first column, top to bottom: Dodge (Ausweichen) before Accounting (Buchführung).
    assert column[:7] == ["Anthropologie", "Archäologie", "Artillerie", "Ausweichen", "Autofahren",
                          "Bibliotheksnutzung", "Buchführung"]


def test_coc_pdf_in_french_and_english(tmp_path):
    i18n.set_language("fr")
    french = pdftotext(tmp_path, render([sample("harvey-walters")])[0])
    assert "Bibliothèque" in french and "Trouver Objet Caché" in french and "Blessure grave" in french
    assert has(french, "FOR") and has(french, "ÉDU") and has(french, "POU")
    i18n.set_language("en")
    english = pdftotext(tmp_path, render([sample("harvey-walters")])[0])
    assert "Library Use" in english and "Spot Hidden" in english and "Major Wound" in english
    assert "Bibliotheksnutzung" not in english


def test_toc_pdf_in_german_and_french(tmp_path):
    i18n.set_language("de")
    german = pdftotext(tmp_path, render([sample("toc-alienist-purist")])[0])
    assert "Nervenarzt" in german and "Bibliotheksnutzung" in german and "Raufen" in german
    i18n.set_language("fr")
    french = pdftotext(tmp_path, render([sample("toc-alienist-purist")])[0])
    assert "Aliéniste" in french and "Évaluer l'honnêteté" in french and "Bagarre" in french


@pytest.mark.parametrize("language", ["de", "fr", "en_XA"])
def test_translated_sheets_and_statblocks_stay_on_the_page_and_apart(language):
    i18n.set_language(language)
    width, height = PAGE_SIZES["a4"]
    for documents, layout in (
        ([sample("harvey-walters"), sample("eleni-papadaki"), sample("toc-alienist-purist"),
          sample("toc-pulp-pilot")], "sheet"),
        (coc_npcs(6) + toc_npcs(6), "statblock"),
    ):
        _data, boxes = render_boxes(documents, layout=layout)
        assert not outside(boxes, width, height)
        clashes = overlapping(boxes)
        assert not clashes, clashes[:3]


def test_german_pdfs_write_dice_as_the_german_edition(tmp_path):
    """Issue 23: dice shown in the edition's notation: 1W3+SB in German (stored data keeps D)."""
    import re

    notation = {("Dice", "D"): "W", ("Dice", "DB"): "SB"}
    i18n.set_backend(lambda context, text, _d, _n: notation.get((context, text), text))
    i18n.set_language("de")
    try:
        harvey = sample("harvey-walters")
        for layout in ("sheet", "statblock"):
            text = pdftotext(tmp_path, render([harvey], layout=layout)[0])
            assert "1W3+SB" in text and "1W6+SB" in text, layout
            assert not re.search(r"\d+D\d", text), layout
        assert any(w.damage == "1D3+DB" for w in harvey.sheet.weapons)  # the data keeps D
    finally:
        i18n.set_backend(None)
        i18n.set_language("en")
    english = pdftotext(tmp_path, render([sample("harvey-walters")])[0])
    assert "1D3+DB" in english and "1W3" not in english
