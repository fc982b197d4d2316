"""Every value of the sample sheets is in the exported text (pypdf extraction)."""

from __future__ import annotations

import pytest

from sheetmaker.pdf.export import render
from sheetmaker.systems.coc7.model import CHARACTERISTICS
from sheetmaker.systems.coc7.rules import derive as coc_derive
from sheetmaker.systems.toc.rules import derive as toc_derive

from .conftest import COC_SAMPLES, TOC_SAMPLES, has, sample, text_of


@pytest.mark.parametrize("name", COC_SAMPLES)
def test_coc_sheet_holds_every_value(name):
    document = sample(name)
    sheet = document.sheet
    d = coc_derive(sheet)
    text = text_of(render([document])[0])

    assert document.name in text
    for value in (sheet.residence, sheet.birthplace, sheet.pronouns):
        if value:
            assert value in text
    assert has(text, "Age", sheet.age)
    if d.occupation:
        assert has(text, "Occupation", d.occupation.name)
    for key in CHARACTERISTICS:
        v = d.characteristics[key]
        assert has(text, key, v.value, v.half, v.fifth), key
    for line in d.skills:
        assert has(text, line.label, line.value, line.half, line.fifth), line.label
    assert has(text, "Hit Points max", d.hp_max, "current", d.hp)
    assert has(text, "Magic Points max", d.mp_max, "current", d.mp)
    assert has(text, "Sanity start", d.san_start, "· max", d.san_max, "current", d.san)
    assert has(text, "Luck current", d.luck)
    dodge = d.skill("Dodge")
    assert has(text, "Dodge", dodge.value, dodge.half, dodge.fifth)
    assert has(text, "Damage Bonus", d.damage_bonus)
    assert has(text, "Build", d.build)
    assert has(text, "Move", d.mov)
    cr = d.credit_rating
    assert has(text, "Credit Rating", f"{cr.value} ({cr.band})")
    assert has(text, "Spending Level", cr.spending_level)
    assert has(text, "Cash", cr.cash)
    assert has(text, "Assets", cr.assets)
    for weapon in sheet.weapons:
        line = d.skill(weapon.skill)
        assert has(text, weapon.name, weapon.skill, line.value, line.half, line.fifth, weapon.damage)
    for key in ("description", "ideology", "significant_people", "traits"):
        words = getattr(sheet.backstory, key).split()
        if words:
            assert " ".join(words) in text
    if sheet.gear:
        assert " ".join(sheet.gear.split()) in text


@pytest.mark.parametrize("name", TOC_SAMPLES)
def test_toc_sheet_holds_every_value(name):
    document = sample(name)
    sheet = document.sheet
    d = toc_derive(sheet)
    text = text_of(render([document])[0])

    assert document.name in text
    assert has(text, "Drive", sheet.drive)
    if d.occupation:
        assert d.occupation.name in text
    for line in d.abilities:
        name_ = line.name + ("*" if line.investigative_use else "")
        assert has(text, name_, line.rating, line.pool), line.name
    for title, state in (("Sanity", d.sanity), ("Stability", d.stability), ("Health", d.health)):
        assert has(text, title, "rating", state.rating, "pool", state.pool), title
    assert has(text, "Hit Threshold", d.hit_threshold)
    assert has(text, "Credit Rating", f"{d.credit_rating.value} · {d.credit_rating.stratum}")
    for pillar in sheet.pillars_of_sanity:
        assert " ".join(pillar.name.split()) in text
    for source in sheet.sources_of_stability:
        assert source.name in text
    for language in sheet.languages:
        assert language in text
    for weapon in sheet.weapons:
        assert weapon.name in text
    if sheet.background:
        assert " ".join(sheet.background.split()) in text
    if sheet.equipment:
        assert " ".join(sheet.equipment.split()) in text


def test_toc_weapon_range_modifiers():
    document = sample("toc-npc-bootlegger")
    text = text_of(render([document])[0])
    # Colt .45: point blank +3, close +1, near +1, long out of reach.
    assert has(text, "Colt .45", "Firearms 7", "—", "+3", "+1", "+1", "—")
    assert has(text, "Blackjack", "Scuffling 8", "−1")


def test_several_sheets_in_one_pdf_keep_their_pages():
    import io

    from pypdf import PdfReader

    documents = [sample("harvey-walters"), sample("toc-pulp-pilot"), sample("eleni-papadaki")]
    data = render(documents)[0]
    pages = PdfReader(io.BytesIO(data)).pages
    texts = [" ".join(p.extract_text().split()) for p in pages]
    assert len(pages) == 6
    assert "Harvey Walters" in texts[0] and "Call of Cthulhu" in texts[0]
    assert "Trail of Cthulhu" in texts[2]
    assert "Ελένη Παπαδάκη" in texts[4]
