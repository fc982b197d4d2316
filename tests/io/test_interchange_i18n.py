"""Import and export reports speak the language in use: every sentence goes through
core/i18n.translate (context "Interchange"), the game terms in them through core/terms, while the
sheets read and the files written stay the same in every language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sheetmaker.core import i18n
from sheetmaker.io import convert, dholes, fileformat, statblock_text
from sheetmaker.io.interchange import InterchangeError, counted, read_any
from sheetmaker.resources import resource

AGATHA = Path(__file__).resolve().parents[1] / "data" / "interchange" / "dholes-agatha-crane.json"
#: A statblock without APP and EDU, with skills and a stated HP the rules agree with.
AMES = (
    b"Sergeant Ames, age 42\n"
    b"STR 50 CON 60 SIZ 65 DEX 50 INT 70 POW 45\n"
    b"HP 12 Luck 40\n"
    b"Skills: Spot Hidden 45%, Library Use 30%\n"
)


@pytest.fixture
def german_terms():
    """German on, with a translator that has no sentences yet (each comes back as it is): only the
    game terms from the data change."""
    i18n.set_backend(lambda context, text, disambiguation, n: text)
    i18n.set_language("de")
    try:
        yield
    finally:
        i18n.set_backend(None)
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


def _agatha_with_hp_max(value: str) -> bytes:
    obj = json.loads(AGATHA.read_text(encoding="utf-8"))
    obj["Investigator"]["Characteristics"]["HitPtsMax"] = value
    return json.dumps(obj).encode("utf-8")


def test_dholes_disagreement_comes_through_the_translator(guillemets):
    report = dholes.read(_agatha_with_hp_max("99"))[0].report

    assert report.disagreements == [
        "««HP maximum»: the file says 99, the rules give 12 ((CON 60 + SIZ 65) / 10); SheetMaker uses 12.»"
    ]
    assert ("Interchange", "{0}: the file says {1}, the rules give {2} ({3}); SheetMaker uses {2}.") in guillemets
    assert report.source == "«Dhole's House JSON»"
    # Counted nouns are whole phrases of their own.
    assert "««43 skills», «2 weapons», «3 possessions».»" in report.read
    assert ("Interchange", "{0} possessions") in guillemets


def test_statblock_read_line_comes_through_the_translator(guillemets):
    [imported] = statblock_text.read(AMES)

    report = imported.report
    assert report.source == "«Statblock text»"
    assert report.read[:3] == [
        "«Characteristics: STR 50, CON 60, SIZ 65, DEX 50, INT 70, POW 45.»",
        "«Age 42.»",
        "««HP» 12 (as the rules give).»",
    ]
    assert ("Interchange", "Characteristics: {0}.") in guillemets


def test_errors_and_export_reports_come_through_the_translator(guillemets):
    with pytest.raises(InterchangeError) as caught:
        read_any(b"   ")
    assert str(caught.value) == "«this is not a format SheetMaker reads: the input is empty»"

    toc = fileformat.load(resource("samples", "toc-alienist-purist.sheet.json"))
    with pytest.raises(InterchangeError) as caught:
        convert.export_bytes(toc, "dholes")
    assert str(caught.value) == "««Dhole's House JSON» does not carry sheets of this game (toc)»"

    _, report = convert.export_bytes(toc, "statblock")
    # The sample's notes read back as they are, so the statblock carries them (issue 22).
    assert report.lost[2:] == [
        "«The sheet is an investigator; a statblock reads back as an NPC.»",
    ]
    assert convert.title_of("foundry") == "«Foundry VTT actor (Call of Cthulhu 7th edition system)»"


def test_game_terms_in_reports_follow_the_language(german_terms):
    report = dholes.read(_agatha_with_hp_max("99"))[0].report

    assert report.disagreements == [
        "HP maximum: the file says 99, the rules give 12 ((KO 60 + GR 65) / 10); SheetMaker uses 12."
    ]
    assert report.read[1] == "Characteristics: ST 50, KO 60, GR 65, GE 55, ER 45, IN 75, MA 70, BI 80."
    # Our skill is named in German; the name the file gave stays as the file has it.
    assert "'Operate Heavy Machine' → Schwere Maschinen bedienen." in report.mapped
    assert "Weapon 'Unarmed': skill 'Brawl' → Nahkampf (Handgemenge)." in report.mapped

    [imported] = statblock_text.read(AMES)
    assert imported.report.mapped == ["Verborgenes erkennen 45%.", "Bibliotheksnutzung 30%."]
    assert "The statblock gives no ER, BI; they are 0 on this sheet." in imported.report.notes


def test_sheets_read_and_files_written_stay_english_in_any_language(german_terms):
    """Sheet files keep the English names and texts: only the report is in the language in use."""
    [imported] = statblock_text.read(AMES)

    assert "The statblock gives no APP, EDU; they are 0 on this sheet." in imported.document.notes.splitlines()
    assert [skill.name for skill in imported.document.sheet.skills][:2] == ["Spot Hidden", "Library Use"]
    german_dholes = dholes.read(_agatha_with_hp_max("99"))[0].document
    harvey = fileformat.load(resource("samples", "harvey-walters.sheet.json"))
    german_written = convert.export_bytes(harvey, "dholes")[0]

    i18n.set_language(i18n.DEFAULT_LANGUAGE)
    english_dholes = dholes.read(_agatha_with_hp_max("99"))[0].document
    assert german_dholes.model_copy(update={"id": english_dholes.id}) == english_dholes
    assert convert.export_bytes(harvey, "dholes")[0] == german_written


def test_counted_picks_the_phrase_for_one_or_many():
    assert counted(1, "1 skill", "{0} skills") == "1 skill"
    assert counted(0, "1 skill", "{0} skills") == "0 skills"
    assert counted(12, "1 skill", "{0} skills") == "12 skills"
