"""The Trail of Cthulhu sheet's Occupational Benefits and Sources of Stability (issue 12, item 6)."""

from __future__ import annotations

import io

from pypdf import PdfReader

from sheetmaker.pdf.export import render
from sheetmaker.pdf.toc import benefits_text
from sheetmaker.systems.toc.data import load as load_toc
from sheetmaker.systems.toc.rules import derive

from .conftest import pages_text, render_boxes, sample, text_of


def _with(name: str, **changes):
    document = sample(name)
    return document.model_copy(update={"sheet": document.sheet.model_copy(update=changes)})


def test_empty_benefits_come_from_the_occupation():
    document = _with("toc-npc-bootlegger", occupational_benefits="")
    d = derive(document.sheet)
    occupation = d.occupation
    assert occupation is not None and occupation.description
    first_page = pages_text(render([document])[0])[0]
    assert " ".join(occupation.description.split()) in first_page
    assert "Occupational abilities (half price):" in first_page
    for name in occupation.abilities:
        assert name in first_page, name
    assert f"Credit Rating {d.credit_rating.range_text}." in first_page


def test_benefits_list_the_picks_and_the_open_choices():
    document = sample("toc-alienist-purist")
    sheet = document.sheet.model_copy(update={"occupational_benefits": ""})
    d = derive(sheet)
    text = benefits_text(sheet, d)
    # The Alienist's two Interpersonal picks are occupational abilities.
    for name in sheet.occupation.picks.get("interpersonal", []):
        assert name in text
    assert "German, Latin" in text
    unpicked = sheet.model_copy(update={"occupation": sheet.occupation.model_copy(update={"picks": {}})})
    assert "plus any two other Interpersonal abilities" in benefits_text(unpicked, derive(unpicked))


def test_the_sheets_own_benefits_win():
    document = sample("toc-alienist-purist")
    assert document.sheet.occupational_benefits.strip()
    d = derive(document.sheet)
    text = text_of(render([document])[0])
    assert "Occupational abilities (half price)" not in text
    assert " ".join(document.sheet.occupational_benefits.split()[:6]) in text
    assert benefits_text(document.sheet, d) == document.sheet.occupational_benefits


def test_no_occupation_no_benefits():
    document = _with("toc-npc-bootlegger", occupational_benefits="", occupation=None)
    assert benefits_text(document.sheet, derive(document.sheet)) == ""


def test_every_occupation_gives_benefits_text():
    for occupation in load_toc().occupations:
        document = sample("toc-npc-bootlegger")
        choice = document.sheet.occupation.model_copy(update={"name": occupation.name, "picks": {}, "branch": None})
        sheet = document.sheet.model_copy(update={"occupational_benefits": "", "occupation": choice})
        text = benefits_text(sheet, derive(sheet))
        assert text.strip(), occupation.name
        assert "Credit Rating" in text, occupation.name


def test_fillable_benefits_field_holds_the_occupations_text():
    document = _with("toc-npc-bootlegger", occupational_benefits="")
    reader = PdfReader(io.BytesIO(render([document], fillable=True)[0]))
    fields = {name: field.get("/V") for name, field in reader.get_fields().items()}
    assert "Occupational abilities" in fields["s1-benefits"]


def test_sources_of_stability_box_on_pulp_sheets_only():
    # Issue 23 changed this: Sources of Stability are a Pulp rule (seed 001), so a Purist sheet
    # listing none no longer prints an empty Sources box ("Pulp campaigns", to write in).
    for name, count in (("toc-alienist-purist", 0), ("toc-pulp-pilot", 1), ("toc-npc-bootlegger", 0)):
        document = sample(name)
        _, boxes = render_boxes([document])
        titles = [b for b in boxes if b.page == 1 and b.text == "Sources of Stability"]
        assert len(titles) == count, name
    purist = sample("toc-alienist-purist")
    assert purist.sheet.campaign == "purist" and not purist.sheet.sources_of_stability
    pages = pages_text(render([purist])[0])
    assert "Sources of Stability" not in " ".join(pages) and "Pulp campaigns" not in " ".join(pages)
    assert "Pillars of Sanity" in pages[0] and "Languages" in pages[0]
    assert "Mental Disorders" in pages[1]  # on the next page
    # A Purist sheet that does list a Source still prints it, with the note.
    listed = purist.model_copy(deep=True)
    listed.sheet.sources_of_stability = sample("toc-pulp-pilot").sheet.sources_of_stability[:1]
    pages = pages_text(render([listed])[0])
    assert "Pulp rule" in pages[0] and listed.sheet.sources_of_stability[0].name in pages[0]
    pulp = sample("toc-pulp-pilot")
    pages = pages_text(render([pulp])[0])
    assert pulp.sheet.sources_of_stability[0].name in pages[0]
    for source in pulp.sheet.sources_of_stability:  # long ones go on, on the next page
        assert source.name in " ".join(pages)
