"""Printing a sheet as created, without play marks, for pregens (issue 12, item 6).

As created: full HP and MP, starting SAN, Luck as rolled at creation, no improvement ticks and
no conditions (Call of Cthulhu); ratings at creation with full pools, Pillars intact, Sources
alive (Trail of Cthulhu). The sheet itself is never changed.
"""

from __future__ import annotations

import io

from pypdf import PdfReader

from sheetmaker.cli import main as cli_main
from sheetmaker.pdf.as_created import as_created
from sheetmaker.pdf.export import export_each, export_pdf, render
from sheetmaker.systems.coc7.rules import derive as coc_derive
from sheetmaker.systems.toc.rules import derive as toc_derive

from .conftest import has, sample, text_of


def played_coc():
    """Harvey Walters after a bad night: hurt, shaken, unlucky, with improvement ticks."""
    document = sample("harvey-walters")
    sheet = document.sheet
    skills = [s.model_copy(update={"ticked": True}) if i % 3 == 0 else s for i, s in enumerate(sheet.skills)]
    conditions = sheet.conditions.model_copy(update={"major_wound": True, "temporary_insanity": True})
    played = sheet.model_copy(update={
        "hp": 3, "mp": 4, "san": 41, "luck": 22, "san_lost_today": 9, "skills": skills,
        "conditions": conditions,
    })
    return document.model_copy(update={"sheet": played})


def played_toc():
    """The Pulp pilot mid-adventure: pools spent, a Pillar shattered, a Source dead."""
    document = sample("toc-pulp-pilot")
    sheet = document.sheet
    abilities = dict(sheet.abilities)
    abilities["Stability"] = abilities["Stability"].model_copy(update={"pool": -3})
    abilities["Health"] = abilities["Health"].model_copy(update={"pool": 2})
    abilities["Athletics"] = abilities["Athletics"].model_copy(update={"pool": 1})
    abilities["Sanity"] = abilities["Sanity"].model_copy(update={"rating": 5, "pool": 5, "play_change": -2})
    pillars = [sheet.pillars_of_sanity[0].model_copy(update={"state": "shattered"}), *sheet.pillars_of_sanity[1:]]
    sources = [sheet.sources_of_stability[0].model_copy(update={"state": "dead"}), *sheet.sources_of_stability[1:]]
    played = sheet.model_copy(update={
        "abilities": abilities, "pillars_of_sanity": pillars, "sources_of_stability": sources,
        "mental_disorders": ["Fear of heights"],
    })
    return document.model_copy(update={"sheet": played})


def _fields(data: bytes) -> dict[str, object]:
    return {name: field.get("/V") for name, field in PdfReader(io.BytesIO(data)).get_fields().items()}


def test_coc_as_created_prints_full_hp_mp_starting_san_and_luck():
    document = played_coc()
    d = coc_derive(document.sheet)
    assert (d.hp, d.mp, d.san, d.luck) == (3, 4, 41, 22)
    text = text_of(render([document], as_created=True)[0])
    assert has(text, "Hit Points max", d.hp_max, "current", d.hp_max)
    assert has(text, "Magic Points max", d.mp_max, "current", d.mp_max)
    assert has(text, "Sanity start", d.san_start, "· max", d.san_max, "current", d.san_start)
    assert has(text, "Luck current", max(document.sheet.creation.luck_rolls))
    # Played: the marks are printed.
    played = text_of(render([document])[0])
    assert has(played, "Hit Points max", d.hp_max, "current", 3)
    assert has(played, "Luck current", 22)


def test_coc_as_created_has_no_ticks_and_no_conditions():
    document = played_coc()
    fields = _fields(render([document], fillable=True, as_created=True)[0])
    ticks = {name: value for name, value in fields.items() if name.endswith("-tick")}
    assert ticks and all(value in (None, "/Off") for value in ticks.values())
    for name in ("s1-major-wound", "s1-temporary-insanity"):
        assert fields[name] in (None, "/Off"), name
    played = _fields(render([document], fillable=True)[0])
    assert any(value == "/Yes" for name, value in played.items() if name.endswith("-tick"))
    assert played["s1-major-wound"] == "/Yes"


def test_the_document_is_not_changed():
    document = played_coc()
    before = document.model_dump()
    fresh = as_created(document)
    render([document], as_created=True)
    assert document.model_dump() == before
    assert fresh is not document
    # What the player chose stays.
    assert fresh.sheet.characteristics == document.sheet.characteristics
    assert [s.label for s in fresh.sheet.skills] == [s.label for s in document.sheet.skills]
    assert fresh.sheet.weapons == document.sheet.weapons


def test_luck_without_a_recorded_roll_is_the_sheets():
    document = played_coc()
    sheet = document.sheet.model_copy(
        update={"creation": document.sheet.creation.model_copy(update={"luck_rolls": []})}
    )
    assert as_created(document.model_copy(update={"sheet": sheet})).sheet.luck == 22
    rolls = document.sheet.creation.model_copy(update={"luck_rolls": [35, 60]})  # ages 15–19: the higher
    sheet = document.sheet.model_copy(update={"creation": rolls})
    assert as_created(document.model_copy(update={"sheet": sheet})).sheet.luck == 60


def test_toc_as_created_has_full_pools_and_creation_ratings():
    document = played_toc()
    fresh = toc_derive(as_created(document).sheet)
    text = text_of(render([document], as_created=True)[0])
    for title, state in (("Sanity", fresh.sanity), ("Stability", fresh.stability), ("Health", fresh.health)):
        assert state.pool == state.rating
        assert has(text, title, "rating", state.rating, "pool", state.pool), title
    assert fresh.sanity.rating == 7  # the 2 lost to the Mythos given back
    assert has(text, "Athletics", 8, 8)
    assert "(shattered)" not in text and "(dead)" not in text
    assert "Fear of heights" not in text
    played = text_of(render([document])[0])
    assert has(played, "Stability", "rating", 13, "pool", -3) or has(played, "Stability", "rating", 13, "pool", "−3")
    assert "(shattered)" in played and "(dead)" in played


def test_statblocks_as_created():
    document = played_coc()
    d = coc_derive(document.sheet)
    text = text_of(render([document], layout="statblock", as_created=True)[0])
    assert has(text, "SAN", d.san_start, "HP", d.hp_max)


def test_export_functions_take_the_option(tmp_path):
    document = played_coc()
    d = coc_derive(document.sheet)
    export_pdf([document], tmp_path / "one.pdf", as_created=True)
    assert has(text_of((tmp_path / "one.pdf").read_bytes()), "Hit Points max", d.hp_max, "current", d.hp_max)
    [path] = export_each([document], tmp_path / "each", as_created=True)
    assert has(text_of(path.read_bytes()), "Hit Points max", d.hp_max, "current", d.hp_max)


def test_cli_export_as_created(tmp_path, capsys):
    source = tmp_path / "harvey.sheet.json"
    document = played_coc()
    source.write_text(document.model_dump_json(), encoding="utf-8")
    d = coc_derive(document.sheet)
    out = tmp_path / "pregen.pdf"
    assert cli_main(["export", str(source), "-o", str(out), "--as-created"]) == 0
    assert has(text_of(out.read_bytes()), "Hit Points max", d.hp_max, "current", d.hp_max)
    assert cli_main(["export", str(source), "-o", str(tmp_path / "played.pdf")]) == 0
    assert has(text_of((tmp_path / "played.pdf").read_bytes()), "Hit Points max", d.hp_max, "current", 3)
    folder = tmp_path / "each"
    assert cli_main(["export", str(source), "-o", str(folder), "--each", "--as-created"]) == 0
    [pdf] = folder.iterdir()
    assert has(text_of(pdf.read_bytes()), "Luck current", max(document.sheet.creation.luck_rolls))
    assert "--as-created" in _help(capsys)


def _help(capsys) -> str:
    import pytest

    capsys.readouterr()
    with pytest.raises(SystemExit):
        cli_main(["export", "--help"])
    return capsys.readouterr().out
