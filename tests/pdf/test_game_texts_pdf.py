"""PDFs print the texts of the game data in the chosen language: the ToC Occupational Benefits
box made from the occupation (description, open choices, language note), the languages and the
Pillar examples."""

from __future__ import annotations

import subprocess

from sheetmaker.core import i18n
from sheetmaker.pdf.export import render
from sheetmaker.pdf.toc import benefits_text
from sheetmaker.systems.toc.model import Pillar
from sheetmaker.systems.toc.rules import derive

from .conftest import sample


def _alienist(**changes):
    document = sample("toc-alienist-purist")
    update = {"occupational_benefits": "", **changes}
    return document.model_copy(update={"sheet": document.sheet.model_copy(update=update)})


def _pdftotext(tmp_path, data: bytes) -> str:
    path = tmp_path / "sheet.pdf"
    path.write_bytes(data)
    out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(out.split())


def test_german_benefits_text_from_the_occupation():
    i18n.set_language("de")
    sheet = _alienist().sheet
    text = benefits_text(sheet, derive(sheet))
    assert text.split("\n")[0] == "Ein Arzt der Seele, der Verstörte in Anstalten und in eigener Praxis behandelt."
    assert "Deutsch, Latein" in text and "German" not in text
    unpicked = sheet.model_copy(update={"occupation": sheet.occupation.model_copy(update={"picks": {}})})
    assert "plus zwei beliebige weitere zwischenmenschliche Fähigkeiten" in benefits_text(unpicked, derive(unpicked))


def test_french_benefits_text_has_the_language_note():
    i18n.set_language("fr")
    document = sample("toc-npc-bootlegger")
    occupation = document.sheet.occupation.model_copy(update={"name": "Journalist", "picks": {}, "branch": None})
    sheet = document.sheet.model_copy(update={"occupational_benefits": "", "occupation": occupation})
    text = benefits_text(sheet, derive(sheet))
    assert text.split("\n")[0] == (
        "Un reporter ou photographe qui court après les histoires pour un journal ou une agence de presse."
    )
    assert "plus une autre capacité relationnelle" in text
    assert text.endswith("Langues est destinée aux correspondants à l'étranger.")


def test_german_toc_pdf_prints_the_description_languages_and_pillars_in_german(tmp_path):
    i18n.set_language("de")
    pillars = [Pillar(name="Family honour"), Pillar(name="My own conviction")]
    text = _pdftotext(tmp_path, render([_alienist(pillars_of_sanity=pillars)])[0])
    assert "Ein Arzt der Seele, der Verstörte in Anstalten" in text
    assert "Deutsch" in text and "Latein" in text and "German" not in text
    assert "Die Ehre der Familie" in text and "My own conviction" in text and "Family honour" not in text
    i18n.set_language("en")
    english = _pdftotext(tmp_path, render([_alienist(pillars_of_sanity=pillars)])[0])
    assert "A doctor of the mind, treating the disturbed" in english and "Family honour" in english
    assert "German" in english and "Deutsch" not in english
