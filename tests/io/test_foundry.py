"""Foundry VTT actors (CoC7 system 0.10.5): export, import, round trips, detection, hostile input."""

from __future__ import annotations

import base64
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheetmaker.core.document import Portrait
from sheetmaker.io import fileformat, foundry, interchange
from sheetmaker.io.interchange import InterchangeError
from sheetmaker.systems.coc7 import generate, rules
from sheetmaker.systems.coc7.model import CoC7Document

DATA = Path(__file__).resolve().parents[1] / "data" / "interchange"
SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
COC_SAMPLES = [p for p in sorted(SAMPLES.glob("*.sheet.json")) if json.loads(p.read_text())["system"] == "coc7"]
TOC_SAMPLES = [p for p in sorted(SAMPLES.glob("*.sheet.json")) if json.loads(p.read_text())["system"] == "toc"]


def _read_one(data: bytes):
    items = foundry.read(data)
    assert len(items) == 1
    return items[0]


# --------------------------------------------------------------------------- the fixtures


def test_character_fixture_values_read_exactly():
    imported = _read_one((DATA / "foundry-character.json").read_bytes())
    doc, report = imported.document, imported.report
    sheet = doc.sheet
    assert doc.kind == "investigator" and doc.name == "Agnes Whateley" and doc.player == "Ruth"
    assert sheet.characteristics.as_dict() == {
        "STR": 45, "CON": 60, "SIZ": 55, "DEX": 70, "APP": 50, "INT": 80, "POW": 65, "EDU": 75,
    }
    assert (sheet.age, sheet.residence, sheet.birthplace, sheet.pronouns) == (
        34, "Arkham, Massachusetts", "Dunwich, Massachusetts", "Female",
    )
    assert sheet.occupation is not None and sheet.occupation.name == "Librarian"
    assert sheet.creation.method == "free"
    assert (sheet.luck, sheet.hp, sheet.mp, sheet.san, sheet.san_lost_today) == (55, 9, None, 60, 3)
    assert sheet.conditions.major_wound and not sheet.conditions.dying
    derived = rules.derive(sheet)
    assert derived.hp_max == 11 and derived.mp_max == 13 and derived.mov == 8
    assert derived.damage_bonus == "0" and derived.build == 0
    values = {line.label: line.value for line in derived.skills}
    assert values["Library Use"] == 75  # 20 + 50 occupation + 5 experience
    assert values["Dodge"] == 45  # base @DEX/2 = 35, + 10 personal
    assert values["Fighting (Brawl)"] == 40
    assert values["Language (Latin)"] == 31
    assert values["Firearms (Handgun)"] == 30
    assert values["Bookbinding"] == 25  # unknown: a custom skill with the stored base 5
    library = sheet.skill("Library Use")
    assert (library.occupation, library.personal, library.experience, library.ticked) == (50, 0, 5, True)
    assert sheet.skill("Bookbinding").custom_base == 5
    assert sheet.skill("Accounting") is None  # no points: the sheet lists it by itself
    [weapon] = sheet.weapons
    assert (weapon.name, weapon.skill, weapon.damage, weapon.damage_type) == (
        ".25 Derringer", "Firearms (Handgun)", "1D6", "impaling",
    )
    assert (weapon.range, weapon.attacks, weapon.ammo, weapon.malfunction, weapon.notes) == (
        "10 yards", "1", 1, 100, "Kept in her handbag.",
    )
    assert sheet.gear == "Bull's-eye lantern"
    assert sheet.cash == "$40" and sheet.assets == "$2,000 in savings"
    assert sheet.backstory.description == "Tall, grey-eyed, ink on her cuffs."
    assert sheet.backstory.ideology == "Knowledge is owed to everyone & anyone."
    assert sheet.backstory.significant_people == "Her brother Silas\nThe head librarian"
    assert doc.notes.startswith("Knows about the Necronomicon copy.")
    assert "Favourite Poems:\nAnything by Dickinson." in doc.notes
    assert "Left Dunwich at sixteen." in doc.notes
    assert doc.portrait is None
    # The report says what it did with everything.
    assert any("Bookbinding" in line for line in report.mapped)
    # The book item goes to the arcane section (it was a not-carried line before).
    assert "Unaussprechlichen Kulten" in sheet.backstory.arcane.splitlines()
    assert any("Unaussprechlichen Kulten" in line for line in report.mapped)
    assert any("path on the Foundry server" in line for line in report.lost)
    assert "HP maximum: the file says 12, the rules give 11 ((CON 60 + SIZ 55) / 10); SheetMaker uses 11." in (
        report.disagreements
    )
    assert any(line.startswith("Damage Bonus: the file says +1D4, the rules give 0") for line in report.disagreements)
    assert any(line.startswith("Accounting base: the file says 10, the rules give 5") for line in report.disagreements)
    assert not any(line.startswith(("MOV", "Build", "MP")) for line in report.disagreements)
    assert not report.complete


def test_npc_fixture_in_the_older_data_shape():
    imported = _read_one((DATA / "foundry-npc.json").read_bytes())
    doc, report = imported.document, imported.report
    sheet = doc.sheet
    assert doc.kind == "npc" and doc.name == "Deputy Hollis"
    assert sheet.characteristics.STR == 70 and sheet.characteristics.SIZ == 75
    # An age in words is kept in the notes (the sheet's age is a placeholder, never exported).
    assert sheet.age == 25 and not sheet.stated.age_stated and "Age: forty-ish" in doc.notes
    assert any("forty-ish" in line for line in report.mapped)
    assert sheet.luck == 0
    derived = rules.derive(sheet)
    assert derived.skill("Fighting (Brawl)").value == 55
    assert derived.skill("Spot Hidden").value == 40
    assert derived.skill("Intimidate").value == 15
    assert any("oops" in line for line in report.lost)
    assert sheet.san_loss == "0/1D3"
    assert sheet.backstory.description == "Sunburnt and slow to smile."
    [club] = sheet.weapons
    assert (club.skill, club.damage, club.attacks) == ("Fighting (Brawl)", "1D6+DB", "1 (2)")
    assert report.disagreements == []  # HP 14, MP 9, MOV 7, DB 1D4 and Build 1 all agree


# --------------------------------------------------------------------------- export shape


def test_export_shape_follows_the_coc7_data_model():
    doc = fileformat.loads((SAMPLES / "harvey-walters.sheet.json").read_bytes())
    doc = doc.model_copy(update={"portrait": Portrait(media_type="image/png", data=b"\x89PNG\r\n\x1a\nfake")})
    data, report = foundry.write(doc)
    actor = json.loads(data)
    derived = rules.derive(doc.sheet)
    assert actor["type"] == "character" and actor["name"] == doc.name
    assert actor["img"] == "data:image/png;base64," + base64.b64encode(b"\x89PNG\r\n\x1a\nfake").decode()
    system = actor["system"]
    assert system["characteristics"]["str"]["value"] == doc.sheet.characteristics.STR
    assert system["attribs"]["hp"] == {
        "value": derived.hp, "max": derived.hp_max, "short": "HP", "label": "Hit points", "auto": True,
    }
    assert system["attribs"]["db"]["value"] == derived.damage_bonus
    assert system["attribs"]["build"]["value"] == derived.build
    assert system["attribs"]["mov"]["value"] == derived.mov
    assert [entry["title"] for entry in system["biography"]][:2] == ["Personal Description", "Ideology/Beliefs"]
    assert actor["_stats"]["systemId"] == "CoC7" and actor["_stats"]["systemVersion"] == foundry.SYSTEM_VERSION
    skills = {item["name"]: item for item in actor["items"] if item["type"] == "skill"}
    assert len(skills) == len(derived.skills)
    brawl = skills["Fighting (Brawl)"]["system"]
    assert (brawl["skillName"], brawl["specialization"]) == ("Brawl", "Fighting")
    assert brawl["properties"]["fighting"] and brawl["properties"]["combat"] and brawl["properties"]["special"]
    for line in derived.skills:
        item = skills[line.label]["system"]
        assert item["base"] == line.base and item["value"] == line.value
        adjustments = item["adjustments"]
        assert (adjustments["occupation"] or 0, adjustments["personal"] or 0, adjustments["experience"] or 0) == (
            line.occupation, line.personal, line.experience,
        )
        assert item["flags"]["occupation"] is line.is_occupation
    ids = [item["_id"] for item in actor["items"]] + [actor["_id"]]
    assert len(set(ids)) == len(ids) and all(len(i) == 16 and i.isalnum() for i in ids)
    for weapon in (item for item in actor["items"] if item["type"] == "weapon"):
        main = weapon["system"]["skill"]["main"]
        if main["name"].casefold() in {k.casefold() for k in skills}:
            assert main["id"] == next(v["_id"] for k, v in skills.items() if k.casefold() == main["name"].casefold())
    assert any("creation record" in line for line in report.lost)


def test_npc_exports_as_npc_type():
    doc = fileformat.loads((SAMPLES / "npc-cultist.sheet.json").read_bytes())
    actor = json.loads(foundry.write(doc)[0])
    assert actor["type"] == "npc"
    assert actor["system"]["biography"]["personalDescription"]["value"] == foundry._html(
        doc.sheet.backstory.description
    )


@pytest.mark.parametrize("path", TOC_SAMPLES, ids=lambda p: p.name)
def test_trail_sheets_are_refused(path):
    doc = fileformat.loads(path.read_bytes())
    with pytest.raises(InterchangeError, match="Call of Cthulhu sheets only"):
        foundry.write(doc)


# --------------------------------------------------------------------------- round trips


def _carried(doc: CoC7Document) -> dict:
    """Every value the Foundry actor carries, as SheetMaker sees it."""
    sheet = doc.sheet
    derived = rules.derive(sheet)
    out = {
        "name": doc.display_name, "kind": doc.kind, "player": doc.player, "notes": doc.notes,
        "portrait": doc.portrait.model_dump() if doc.portrait else None,
        "era": sheet.era, "age": sheet.age, "residence": sheet.residence, "birthplace": sheet.birthplace,
        "pronouns": sheet.pronouns,
        "occupation": sheet.occupation.model_dump() if sheet.occupation else None,
        "characteristics": sheet.characteristics.as_dict(), "luck": sheet.luck,
        "hp": derived.hp, "mp": derived.mp, "san": derived.san, "san_lost_today": sheet.san_lost_today,
        "conditions": sheet.conditions.model_dump(exclude={"permanent_insanity"}),
        "weapons": [w.model_dump() for w in sheet.weapons],
        "gear": [line.strip() for line in sheet.gear.splitlines() if line.strip()],
        "skills": {
            line.label: (line.value, line.base, line.occupation, line.personal, line.experience,
                         line.is_occupation, line.ticked)
            for line in derived.skills
        },
        "mythos": derived.cthulhu_mythos,
        "derived": (derived.hp_max, derived.mp_max, derived.san_max, derived.mov, derived.damage_bonus, derived.build),
    }
    if sheet.armour.strip():
        out["armour"] = sheet.armour
    if doc.kind == "npc":
        out["backstory"] = sheet.backstory.description
        out["san_loss"] = sheet.san_loss
    else:
        out["backstory"] = sheet.backstory.model_dump()
        out["cash"], out["assets"] = sheet.cash, sheet.assets
    return out


def _round_trip(doc: CoC7Document) -> None:
    data, export_report = foundry.write(doc)
    assert foundry.detect(data)
    assert interchange.detect(data) == "foundry"
    back = _read_one(data)
    assert back.report.disagreements == [], back.report.disagreements
    assert back.report.lost == [], back.report.lost
    assert _carried(back.document) == _carried(doc)


@pytest.mark.parametrize("path", COC_SAMPLES, ids=lambda p: p.name)
def test_round_trip_every_coc_sample(path):
    _round_trip(fileformat.loads(path.read_bytes()))


def test_round_trip_500_generated_sheets():
    for seed in range(500):
        rng = random.Random(seed)
        era = "modern" if seed % 3 == 0 else "1920s"
        if seed % 2:
            doc = generate.random_investigator(rng, era=era)
        else:
            doc = generate.quick_npc(rng, ("average", "professional", "expert")[seed // 2 % 3], era=era)
        _round_trip(doc)


# --------------------------------------------------------------------------- detection

DHOLES = json.dumps({
    "Investigator": {
        "Header": {"Title": "Call of Cthulhu", "Creator": "Dhole's House", "CreateDate": "01/02/2024"},
        "PersonalDetails": {"Name": "Agnes Whateley", "Occupation": "Librarian", "Age": "34", "Portrait": "None"},
        "Characteristics": {"STR": "45", "CON": "60", "SIZ": "55", "DEX": "70", "HitPts": "11", "Move": "8"},
        "Skills": {"Skill": [{"name": "Library Use", "value": "75", "half": "37", "fifth": "15"}]},
    }
}).encode()


def test_detection_true_on_foundry_actors():
    assert foundry.detect((DATA / "foundry-character.json").read_bytes())
    assert foundry.detect((DATA / "foundry-npc.json").read_bytes())
    assert interchange.detect((DATA / "foundry-character.json").read_bytes()) == "foundry"
    creature = json.dumps({"name": "Ghoul", "type": "creature", "system": {"characteristics": {}}}).encode()
    assert foundry.detect(creature)


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.sheet.json")), ids=lambda p: p.name)
def test_detection_false_on_our_files(path):
    assert not foundry.detect(path.read_bytes())


@pytest.mark.parametrize(
    "data",
    [
        DHOLES,
        b"Agnes Whateley, librarian\nSTR 45 CON 60 SIZ 55 DEX 70 APP 50 INT 80 POW 65 EDU 75\nHP 11 Move 8",
        b"",
        b"{}",
        b'{"type": "character"}',
        b'{"type": "vehicle", "system": {"attribs": {}}}',
        b'{"name": "Lamp", "type": "item", "system": {"quantity": 1}}',
        b"[1, 2, 3]",
        b"plain text with characteristics and attribs in it",
    ],
    ids=["dholes", "statblock", "empty", "empty-object", "no-system", "vehicle", "item", "list", "text"],
)
def test_detection_false_on_other_inputs(data):
    assert not foundry.detect(data)
    with pytest.raises(InterchangeError):
        foundry.read(data)


# --------------------------------------------------------------------------- hostile input


def _actor(**system) -> bytes:
    return json.dumps({"name": "X", "type": "character", "system": {"characteristics": {}, **system}}).encode()


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=600))
def test_fuzz_any_bytes(data):
    try:
        items = foundry.read(data)
    except InterchangeError:
        return
    assert isinstance(items, list) and all(isinstance(i, interchange.Imported) for i in items)


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=30,
)
_KEYS = st.sampled_from(
    ["characteristics", "attribs", "infos", "biography", "backstory", "description", "conditions", "monetary",
     "special", "flags"]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["character", "npc", "creature"]),
    st.dictionaries(_KEYS, _JSON, max_size=8),
    st.lists(st.fixed_dictionaries({"type": st.sampled_from(["skill", "weapon", "item", "spell"]),
                                    "name": _JSON, "system": _JSON, "_id": _JSON}), max_size=6),
    _JSON,
)
def test_fuzz_actor_shaped_json(actor_type, system, items, img):
    system.setdefault("characteristics", {})
    data = json.dumps({"name": "Fuzz", "type": actor_type, "img": img, "system": system, "items": items}).encode()
    try:
        items_read = foundry.read(data)
    except InterchangeError:
        return
    assert items_read[0].document.system == "coc7"


def test_deep_nesting_is_refused_in_one_sentence():
    data = b'{"type": "character", "system": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    with pytest.raises(InterchangeError) as info:
        foundry.read(data)
    assert str(info.value).count(". ") == 0
    assert not foundry.detect(data)


def test_huge_numbers_and_wrong_types_are_reported_not_fatal():
    data = _actor(
        characteristics={"str": {"value": 10**30}, "con": {"value": "fifty"}, "siz": {"value": [1]},
                         "dex": {"value": 1e308}, "app": {"value": -5}, "int": {"value": True}},
        attribs={"hp": {"value": 10**40, "max": "x"}, "lck": {"value": 1e999 if False else 10**9}, "db": [1]},
        infos={"age": 10**12, "occupation": ["list"]},
        biography="not a list",
    )
    [imported] = foundry.read(data)
    chars = imported.document.sheet.characteristics
    assert chars.STR == 0 and chars.CON == 0 and chars.APP == 0
    lost = " ".join(imported.report.lost)
    assert "STR" in lost and "CON" in lost and "Age" in lost and "Luck" in lost


def test_number_with_thousands_of_digits_is_refused():
    data = b'{"type": "character", "system": {"characteristics": {"str": {"value": ' + b"9" * 5000 + b"}}}}"
    with pytest.raises(InterchangeError):
        foundry.read(data)


def test_wrong_types_at_the_top_are_refused():
    for data in (b'{"type": "character", "system": "x"}', b'{"type": 5, "system": {"characteristics": {}}}',
                 b'"a string"', b"\xff\xfe\x00garbage"):
        with pytest.raises(InterchangeError):
            foundry.read(data)


def test_20_mib_string_is_refused():
    data = b'{"type": "character", "name": "' + b"a" * (20 * 1024 * 1024) + b'", "system": {"attribs": {}}}'
    with pytest.raises(InterchangeError, match="16 MiB"):
        foundry.read(data)
    assert not foundry.detect(data)


def test_big_string_fields_are_cut_to_the_model():
    data = _actor(infos={"residence": "r" * 500_000, "playername": "p" * 5000}, description={"keeper": "k" * 300_000})
    [imported] = foundry.read(data)
    assert len(imported.document.sheet.residence) == 200
