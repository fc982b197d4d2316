"""Fonts, scripts, pictures, options and determinism of the exported PDF."""

from __future__ import annotations

import io
import re
import shutil
import subprocess

import pytest
from pypdf import PdfReader

from sheetmaker.core.document import Portrait
from sheetmaker.pdf import common
from sheetmaker.pdf.export import render

from .conftest import COC_SAMPLES, TOC_SAMPLES, coc_npcs, has, sample, text_of, toc_npcs

CYRILLIC = "Фёдор Михайлович Достоевский"
CZECH = "Eliška Dvořáková"
GREEK = "Ελένη Παπαδάκη"


def _fonts(reader: PdfReader) -> dict[str, object]:
    found = {}
    for page in reader.pages:
        resources = page.get("/Resources") or {}
        fonts = resources.get_object().get("/Font") or {}
        for font in fonts.get_object().values():
            font = font.get_object()
            found[str(font.get("/BaseFont"))] = font
    return found


def test_every_font_is_an_embedded_truetype_subset():
    data = render([sample("eleni-papadaki"), sample("toc-pulp-pilot")])[0]
    fonts = _fonts(PdfReader(io.BytesIO(data)))
    assert fonts
    for name, font in fonts.items():
        descriptor = font.get("/FontDescriptor")
        if descriptor is None:  # a composite font: the descriptor is on its descendant
            descriptor = font["/DescendantFonts"][0].get_object()["/FontDescriptor"]
        assert "/FontFile2" in descriptor.get_object(), f"{name} is not embedded"
    families = " ".join(fonts)
    assert "EBGaramond" in families and "DejaVuSansCondensed" in families


@pytest.mark.skipif(shutil.which("pdffonts") is None, reason="poppler-utils (pdffonts) not installed")
def test_pdffonts_reports_every_font_embedded(tmp_path):
    path = tmp_path / "sheet.pdf"
    path.write_bytes(render([sample("eliska-dvorakova"), sample("toc-alienist-purist")])[0])
    out = subprocess.run(["pdffonts", str(path)], capture_output=True, text=True, check=True).stdout
    rows = out.splitlines()[2:]
    assert rows
    for row in rows:
        # columns: name type encoding emb sub uni object ID
        assert re.search(r"\byes\s+yes\s+yes\b", row), row


def test_shipped_fonts_have_their_licences():
    from sheetmaker.resources import resource

    folder = resource("fonts")
    for filename in common.FONT_FILES.values():
        assert (folder / filename).is_file()
    assert (folder / "OFL-EBGaramond.txt").read_text(encoding="utf-8").count("SIL OPEN FONT LICENSE") == 1
    assert "Bitstream" in (folder / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("text", [GREEK, CYRILLIC, CZECH, "Zoë Brontë-Łukasiewicz", "Ægir Þórsson", "“Sal” — 1½"])
def test_every_character_is_drawn_with_a_font_that_has_it(text):
    fonts = common.fonts()
    for font in (common.SERIF, common.SERIF_SC, common.SANS, common.SANS_BOLD):
        parts = common.runs(text, font)
        assert "".join(part for _, part in parts) == text
        for name, part in parts:
            missing = [c for c in part if ord(c) not in fonts[name].cover]
            assert not missing, (font, name, missing)


def test_fallback_runs_use_dejavu_where_garamond_lacks_a_glyph():
    assert common.runs("Ballot ☐ box", common.SERIF) == [
        (common.SERIF, "Ballot "), (common.SANS, "☐"), (common.SERIF, " box"),
    ]


@pytest.mark.parametrize("name", [CYRILLIC, GREEK, CZECH])
def test_greek_cyrillic_and_czech_names_extract_correctly(name):
    coc = sample("harvey-walters").model_copy(update={"name": name})
    toc = sample("toc-pulp-pilot").model_copy(update={"name": name})
    for layout in ("sheet", "statblock"):
        text = text_of(render([coc, toc], layout=layout)[0])
        assert text.count(name) >= 2, layout


def test_sample_names_extract_correctly():
    for key in COC_SAMPLES + TOC_SAMPLES:
        document = sample(key)
        assert document.name in text_of(render([document])[0])


def test_same_input_gives_the_same_bytes(tmp_path):
    from sheetmaker.pdf.export import export_pdf

    documents = [sample("eleni-papadaki"), sample("toc-npc-bootlegger")]
    for options in ({}, {"plain": True, "page_size": "letter"}, {"fillable": True}, {"layout": "statblock"}):
        first = render(documents, **options)[0]
        second = render(documents, **options)[0]
        assert first == second, options
    export_pdf(documents, tmp_path / "a.pdf")
    export_pdf(documents, tmp_path / "b.pdf")
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()


@pytest.mark.parametrize(("page_size", "expected"), [("a4", (595.28, 841.89)), ("letter", (612.0, 792.0))])
def test_page_sizes(page_size, expected):
    for layout in ("sheet", "statblock"):
        data = render([sample("harvey-walters"), sample("toc-pulp-pilot")], layout=layout, page_size=page_size)[0]
        for page in PdfReader(io.BytesIO(data)).pages:
            box = page.mediabox
            assert (round(float(box.width), 2), round(float(box.height), 2)) == expected


def test_fillable_sheets_carry_their_values_in_form_fields():
    coc = sample("eleni-papadaki")
    toc = sample("toc-alienist-purist")
    data = render([coc, toc], fillable=True)[0]
    reader = PdfReader(io.BytesIO(data))
    fields = {name: field.get("/V") for name, field in reader.get_fields().items()}
    from sheetmaker.systems.coc7.rules import derive as coc_derive
    from sheetmaker.systems.toc.rules import derive as toc_derive

    d = coc_derive(coc.sheet)
    assert fields["s1-name"] == GREEK
    assert fields["s1-residence"] == "Boston, Massachusetts"
    for key in ("STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU"):
        v = d.characteristics[key]
        assert (fields[f"s1-{key}"], fields[f"s1-{key}-half"], fields[f"s1-{key}-fifth"]) == (
            str(v.value), str(v.half), str(v.fifth))
    for line in d.skills:
        assert fields[f"s1-skill-{line.label}"] == str(line.value), line.label
    assert fields["s1-hp-current"] == str(d.hp)
    assert fields["s1-san-current"] == str(d.san)
    assert "Small, sharp-eyed" in fields["s1-description-0"]
    t = toc_derive(toc.sheet)
    assert fields["s2-name"] == toc.name
    assert fields["s2-hit-threshold"] == str(t.hit_threshold)
    for line in t.abilities:
        assert fields[f"s2-{line.name}-rating"] == str(line.rating)
        assert fields[f"s2-{line.name}-pool"] == str(line.pool)
    # Check boxes for the improvement ticks and conditions.
    assert any(name.endswith("-tick") for name in fields)
    assert "s1-major-wound" in fields
    # Not fillable: no form at all.
    assert PdfReader(io.BytesIO(render([coc])[0])).get_fields() in (None, {})


_COLOUR = re.compile(rb"((?:-?[\d.]+\s+){1,4})(rg|RG|g|G|k|K|sc|SC|scn|SCN)\b")


def _colours(data: bytes) -> set[tuple[float, ...]]:
    colours = set()
    for page in PdfReader(io.BytesIO(data)).pages:
        content = page.get_contents().get_data()
        for numbers, op in _COLOUR.findall(content):
            values = tuple(float(n) for n in numbers.split())
            if op in (b"k", b"K"):
                values = tuple(1 - min(1.0, c + values[3]) for c in values[:3])
            colours.add(values)
    return colours


def test_plain_has_only_black_and_white():
    documents = [sample("harvey-walters"), sample("toc-pulp-pilot"), *coc_npcs(2), *toc_npcs(2)]
    for layout in ("sheet", "statblock"):
        toned = _colours(render(documents, layout=layout)[0])
        assert any(len(set(c)) > 1 or c[0] not in (0.0, 1.0) for c in toned), "the check sees colour"
        plain = _colours(render(documents, layout=layout, plain=True)[0])
        assert plain
        for colour in plain:
            assert len(set(colour)) == 1 and colour[0] in (0.0, 1.0), colour


def _png(width: int, height: int) -> bytes:
    from PIL import Image

    image = Image.new("RGB", (width, height), (120, 80, 40))
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def _image_matrices(data: bytes) -> list[tuple[float, float]]:
    """(width, height) of every image drawn on the first page (from the ``cm`` before ``Do``)."""
    content = PdfReader(io.BytesIO(data)).pages[0].get_contents().get_data()
    return [
        (float(a), float(d))
        for a, d in re.findall(rb"([\d.]+) 0 0 ([\d.]+) [\d.\-]+ [\d.\-]+ cm\s*/\S+ Do", content)
    ]


@pytest.mark.parametrize(("width", "height"), [(400, 200), (120, 480), (50, 50)])
def test_portrait_is_scaled_without_distortion(width, height):
    for key in ("harvey-walters", "toc-pulp-pilot"):
        document = sample(key).model_copy(
            update={"portrait": Portrait(media_type="image/png", data=_png(width, height))}
        )
        [(w, h)] = _image_matrices(render([document])[0])
        assert w / h == pytest.approx(width / height, rel=1e-3)


def test_broken_portrait_does_not_stop_the_export():
    document = sample("harvey-walters").model_copy(
        update={"portrait": Portrait(media_type="image/png", data=b"\x89PNG not really")}
    )
    assert "Harvey Walters" in text_of(render([document])[0])


def test_statblocks_hold_the_keeper_values():
    from sheetmaker.systems.coc7.rules import derive as coc_derive
    from sheetmaker.systems.toc.rules import derive as toc_derive

    coc = coc_npcs(6) + [sample("npc-cultist"), sample("npc-police-detective")]
    toc = toc_npcs(6) + [sample("toc-npc-bootlegger")]
    text = text_of(render(coc + toc, layout="statblock")[0])
    for document in coc:
        d = coc_derive(document.sheet)
        assert document.name in text
        for key in ("STR", "CON", "SIZ", "DEX", "INT", "APP", "POW", "EDU"):
            assert has(text, key, d.characteristics[key].value), (document.name, key)
        assert has(text, "SAN", d.san) and has(text, "HP", d.hp)
        assert has(text, "DB:", d.damage_bonus, "Build:", d.build, "Move:", d.mov, "MP:", d.mp)
        assert has(text, "Luck:", d.luck if d.luck else "—")
        dodge = d.skill("Dodge")
        assert has(text, "Dodge", f"{dodge.value}% ({dodge.half}/{dodge.fifth})")
        for weapon in document.sheet.weapons:
            assert has(text, weapon.name) and weapon.damage in text
        weapon_skills = {d.skill(w.skill).label for w in document.sheet.weapons if d.skill(w.skill)}
        for line in d.skills:
            if line.value != line.base and line.label != "Dodge" and line.label not in weapon_skills:
                assert f"{line.label} {line.value}%" in text, line.label
        assert has(text, "Armour:")
    for document in toc:
        d = toc_derive(document.sheet)
        assert document.name in text
        assert has(text, "Hit Threshold:", d.hit_threshold, "Alertness Modifier:",
                   common.signed(document.sheet.alertness_modifier), "Stealth Modifier:",
                   common.signed(document.sheet.stealth_modifier))
        for line in d.abilities:
            if line.rating > 0:
                assert f"{line.name} {line.rating}" in text, line.name
        for weapon in document.sheet.weapons:
            assert weapon.name in text


def test_creature_san_loss_in_its_statblock():
    npc = sample("npc-cultist")
    sheet = npc.sheet.model_copy(update={"san_loss": "1/1D6", "armour": "2 (thick hide)"})
    text = text_of(render([npc.model_copy(update={"sheet": sheet})], layout="statblock")[0])
    assert has(text, "Sanity loss:", "1/1D6")
    assert has(text, "Armour:", "2 (thick hide)")
