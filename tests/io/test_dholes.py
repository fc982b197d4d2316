"""Dhole's House JSON (CoC 7e): import of real-shaped files, export, round trips, detection,
hostile input."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheetmaker.io import dholes, fileformat, foundry, interchange
from sheetmaker.io.interchange import InterchangeError
from sheetmaker.systems.coc7 import generate, rules
from sheetmaker.systems.coc7.model import CoC7Document

DATA = Path(__file__).resolve().parents[1] / "data" / "interchange"
SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
COC_SAMPLES = [p for p in sorted(SAMPLES.glob("*.sheet.json")) if json.loads(p.read_text())["system"] == "coc7"]
TOC_SAMPLES = [p for p in sorted(SAMPLES.glob("*.sheet.json")) if json.loads(p.read_text())["system"] == "toc"]
AGATHA = DATA / "dholes-agatha-crane.json"
RAFE = DATA / "dholes-rafe-okafor-pulp.json"


def _read_one(data: bytes) -> interchange.Imported:
    items = dholes.read(data)
    assert len(items) == 1
    return items[0]


def _values(doc: CoC7Document) -> dict[str, int]:
    return {line.label: line.value for line in rules.derive(doc.sheet).skills}


# --------------------------------------------------------------------------- the fixtures


def test_classic_fixture_values_read_exactly():
    imported = _read_one(AGATHA.read_bytes())
    doc, report = imported.document, imported.report
    sheet = doc.sheet
    assert doc.kind == "investigator" and doc.name == "Agatha Crane"
    assert sheet.era == "1920s" and sheet.creation.method == "free"
    assert sheet.characteristics.as_dict() == {
        "STR": 50, "CON": 60, "SIZ": 65, "DEX": 55, "APP": 45, "INT": 75, "POW": 70, "EDU": 80,
    }
    assert (sheet.age, sheet.pronouns, sheet.birthplace, sheet.residence) == (
        38, "Female", "Salem, Massachusetts", "Arkham, Massachusetts",
    )
    assert sheet.occupation is not None and sheet.occupation.name == "Antiquarian"
    assert (sheet.luck, sheet.hp, sheet.mp, sheet.san) == (55, 9, None, 62)
    derived = rules.derive(sheet)
    # HP (60 + 65) / 10 = 12, MP 70 / 5 = 14, SAN max 99 - Mythos 4 = 95; MOV 7 (STR and DEX
    # below SIZ), STR + SIZ 115 → DB 0, Build 0: all as the file stores them.
    assert (derived.hp_max, derived.mp_max, derived.san_max, derived.mov) == (12, 14, 95, 7)
    assert (derived.damage_bonus, derived.build, derived.cthulhu_mythos) == ("0", 0, 4)
    values = _values(doc)
    assert values["Appraise"] == 65 and values["History"] == 70 and values["Library Use"] == 70
    assert values["Art/Craft (Bookbinding)"] == 45
    assert values["Language (Latin)"] == 41 and values["Language (Own: English)"] == 80
    assert values["Fighting (Brawl)"] == 25 and values["Firearms (Handgun)"] == 30
    assert values["Firearms (Rifle/Shotgun)"] == 25 and values["Dodge"] == 37
    assert values["Operate Heavy Machinery"] == 1 and values["Credit Rating"] == 40
    # Occupation "true": the points over the base are occupation points; others personal.
    appraise = sheet.skill("Appraise")
    assert appraise is not None and (appraise.occupation, appraise.personal) == (60, 0)
    occult = sheet.skill("Occult")
    assert occult is not None and (occult.occupation, occult.personal) == (0, 40)
    assert [(w.name, w.skill, w.damage, w.range, w.attacks, w.ammo, w.malfunction) for w in sheet.weapons] == [
        ("Unarmed", "Fighting (Brawl)", "1D3+DB", "", "1", None, None),
        (".32 Automatic", "Firearms (Handgun)", "1D8", "15 yards", "1 (3)", 8, 99),
    ]
    assert sheet.gear.splitlines() == ["Jeweller's loupe", "Notebook and fountain pen", "Ledger of the shop's sales"]
    # $80 cash and $2,000 assets are what Credit Rating 40 gives: the sheet keeps the table's.
    assert (sheet.cash, sheet.assets) == ("", "")
    assert sheet.backstory.description == "Tall, grey-eyed, always in a worn tweed coat."
    assert sheet.backstory.significant_people == "Her late uncle Josiah, who left her the shop."
    assert sheet.backstory.arcane.startswith("A water-stained copy")
    assert sheet.backstory.treasured_possessions == "Josiah's silver pocket watch."
    assert sheet.backstory.injuries == "" and sheet.backstory.encounters == ""
    assert doc.portrait is not None and doc.portrait.media_type == "image/jpeg"
    assert doc.portrait.data.startswith(b"\xff\xd8\xff")
    assert report.disagreements == []
    assert "Portrait (JPEG, 48×64)." in report.read
    assert "'Operate Heavy Machine' → Operate Heavy Machinery." in report.mapped
    assert "7 empty skill slots (no specialisation named) were skipped." in report.notes


def test_pulp_fixture_bare_objects_talent_and_disagreements():
    imported = _read_one(RAFE.read_bytes())
    doc, report = imported.document, imported.report
    sheet = doc.sheet
    assert sheet.era == "modern" and sheet.pronouns == "he/him" and sheet.age == 44
    # Skills, weapons and possessions each hold a single bare object.
    medicine = sheet.skill("Medicine")
    assert medicine is not None and (medicine.occupation, medicine.personal) == (70, 0)
    assert _values(doc)["Medicine"] == 71
    assert [(w.name, w.skill, w.damage, w.range, w.ammo, w.malfunction) for w in sheet.weapons] == [
        ("Scalpel", "Fighting (Knife)", "1D4+DB", "", None, None)
    ]
    assert sheet.gear == "Medical bag"
    talent = sheet.skill("Pulp talent: Tough Guy")
    assert talent is not None and talent.custom_base == 0
    assert "Pulp talent 'Tough Guy' → the custom skill 'Pulp talent: Tough Guy'." in report.mapped
    assert "Tough Guy: Soaks up damage." in doc.notes and "Pulp archetype: Two-Fisted" in doc.notes
    assert sheet.backstory.injuries == "A scar across the left palm."
    assert doc.portrait is None  # "None"
    # HitPts 12 is the maximum the rules give, so the sheet stores "at maximum".
    assert sheet.hp is None
    assert sheet.cash == "$3,000.00" and sheet.assets == "$75,000.00"
    assert report.disagreements == [
        "Half/fifth values: CON half 30 (ours 32); SheetMaker uses its own.",
        "Skill half/fifth values: Medicine half 36 (ours 35); SheetMaker computes its own.",
        "HP maximum: the file says 13, the rules give 12 ((CON 65 + SIZ 60) / 10); SheetMaker uses 12.",
        "SAN maximum: the file says 90, the rules give 99 (99 − Cthulhu Mythos 0); SheetMaker uses 99.",
        "MOV: the file says 9, the rules give 8 (STR 70, DEX 75, SIZ 60, age 44); SheetMaker uses 8.",
        "Occupation skill points: the file says 300, the rules give 280 (EDU×4); SheetMaker uses 280.",
        "Dodge (combat): the file says 40, the rules give 37 (the Dodge skill); SheetMaker uses 37.",
        "Damage Bonus: the file says +1D6, the rules give +1D4 (STR + SIZ 130); SheetMaker uses +1D4.",
        "Damage Bonus (combat): the file says +1D6, the rules give +1D4 (STR + SIZ 130); SheetMaker uses +1D4.",
        "Cash: the file says $3,000.00, Credit Rating 0 gives $10; the file's text is kept on the sheet.",
        "Assets: the file says $75,000.00, Credit Rating 0 gives none; the file's text is kept on the sheet.",
        "Spending level: the file says $100.00, Credit Rating 0 gives $10; SheetMaker uses $10.",
    ]
    assert "Starting Luck 60 (SheetMaker keeps the current Luck, 45)." in report.lost


def test_unknown_skills_become_named_custom_skills():
    obj = json.loads(AGATHA.read_text())
    obj["Investigator"]["Skills"]["Skill"] += [
        {"name": "Bookkeeping Lore", "value": "35", "half": "17", "fifth": "7"},
        {"name": "Misc", "subskill": "Juggling", "occupation": "true", "value": "22", "half": "11", "fifth": "4"},
    ]
    imported = _read_one(json.dumps(obj).encode())
    values = _values(imported.document)
    assert values["Bookkeeping Lore"] == 35 and values["Juggling"] == 22
    assert imported.document.sheet.skill("Juggling").custom_base == 22
    assert (
        "Skills SheetMaker does not know → custom skills (base = their value): Bookkeeping Lore, Juggling."
        in imported.report.mapped
    )


def test_slot_with_points_but_no_specialisation_is_reported():
    obj = json.loads(AGATHA.read_text())
    obj["Investigator"]["Skills"]["Skill"].append(
        {"name": "Science", "subskill": "None", "occupation": "true", "value": "21", "half": "10", "fifth": "4"}
    )
    report = _read_one(json.dumps(obj).encode()).report
    assert (
        "The 'Science' slot without a specialisation holds 21 (+20 over the base); SheetMaker needs a "
        "specialisation to keep points." in report.lost
    )


def test_trail_sheets_are_refused():
    for path in TOC_SAMPLES:
        with pytest.raises(InterchangeError, match="^Dhole's House carries Call of Cthulhu investigators only$"):
            dholes.write(fileformat.loads(path.read_bytes()))


def test_registered_format():
    fmt = interchange.FORMATS["dholes"]
    assert (fmt.title, fmt.suffix, fmt.games) == ("Dhole's House JSON", ".json", ("coc7",))
    assert fmt.read is dholes.read and fmt.write is dholes.write


# --------------------------------------------------------------------------- export


def test_export_shape_every_value_a_string():
    doc = fileformat.loads((SAMPLES / "harvey-walters.sheet.json").read_bytes())
    data, report = dholes.write(doc)
    inv = json.loads(data)["Investigator"]
    assert inv["Header"]["GameType"] == "Classic (1920's)" and inv["Header"]["Version"] == "0.5.0"
    derived = rules.derive(doc.sheet)
    chars = inv["Characteristics"]
    assert chars["STR"] == str(doc.sheet.characteristics.STR)
    assert chars["HitPtsMax"] == str(derived.hp_max) and chars["Move"] == str(derived.mov)
    assert chars["DamageBonus"] == ("None" if derived.damage_bonus == "0" else derived.damage_bonus)

    def strings(value):
        if isinstance(value, dict):
            return all(strings(v) for v in value.values())
        if isinstance(value, list):
            return all(strings(v) for v in value)
        return value is None or isinstance(value, str)

    assert strings(inv)
    for entry in inv["Skills"]["Skill"]:
        value = int(entry["value"])
        assert entry["half"] == str(value // 2) and entry["fifth"] == str(value // 5)
        assert entry.get("occupation", "true") == "true"
    brawl = next(s for s in inv["Skills"]["Skill"] if s.get("subskill") == "Brawl")
    assert brawl["name"] == "Fighting"
    assert any(s["name"] == "Operate Heavy Machine" for s in inv["Skills"]["Skill"])
    assert inv["Weapons"]["weapon"][0]["skillname"] in {"Brawl", "Handgun", "Rifle/Shotgun", "Throw"} | {
        w.skill for w in doc.sheet.weapons
    }
    assert "The notes of the weapon 'Walking stick'." in report.lost
    assert any(line.startswith("The creation record") for line in report.lost)
    # Foundry's own Dhole's House importer reads the same keys: Investigator.PersonalDetails.Name,
    # Characteristics.STR..., Skills.Skill[].name/subskill/value/occupation, Weapons.weapon[].
    assert inv["PersonalDetails"]["Name"] == doc.name


def test_export_lists_what_the_format_cannot_carry():
    doc = fileformat.loads((SAMPLES / "npc-cultist.sheet.json").read_bytes())
    sheet = doc.sheet.model_copy(update={"armour": "1 (leather)", "san_lost_today": 3})
    sheet.conditions.major_wound = True
    doc = doc.model_copy(update={"sheet": sheet, "player": "Ruth", "tags": ["cult"]})
    _, report = dholes.write(doc)
    for expected in (
        "The NPC kind (Dhole's House holds investigators; this sheet is written as one).",
        "The player's name 'Ruth'.",
        "Tags: cult.",
        "Conditions: major wound.",
        "SAN lost today (3).",
        "Armour '1 (leather)'.",
    ):
        assert expected in report.lost


# --------------------------------------------------------------------------- round trips


def _carried(doc: CoC7Document) -> dict:
    """Every value Dhole's House carries, as SheetMaker sees it."""
    sheet = doc.sheet
    derived = rules.derive(sheet)
    cr = derived.credit_rating
    return {
        "name": doc.name,
        "portrait": doc.portrait.model_dump() if doc.portrait else None,
        "era": sheet.era, "age": sheet.age, "residence": sheet.residence, "birthplace": sheet.birthplace,
        "pronouns": sheet.pronouns, "occupation": sheet.occupation.name if sheet.occupation else None,
        "characteristics": sheet.characteristics.as_dict(), "luck": sheet.luck,
        "hp": derived.hp, "mp": derived.mp, "san": derived.san,
        "derived": (derived.hp_max, derived.mp_max, derived.san_max, derived.mov, derived.damage_bonus, derived.build),
        "weapons": [
            (w.name, w.skill, w.damage, w.range, w.attacks, w.ammo, w.malfunction) for w in sheet.weapons
        ],
        "gear": [line.strip() for line in sheet.gear.splitlines() if line.strip()],
        "skills": {line.label: line.value for line in derived.skills if line.specialisation or not _generic(line)},
        "mythos": derived.cthulhu_mythos,
        "cash": sheet.cash or cr.cash, "assets": sheet.assets or cr.assets,
        "backstory": sheet.backstory.model_dump(),
    }


def _generic(line: rules.SkillLine) -> bool:
    """An unnamed slot of a specialised skill ("Art/Craft", "Science"): Dhole's House keeps it
    as an empty slot, not as a skill."""
    from sheetmaker.systems.coc7 import data

    sdef = data.load().skills_by_name.get(line.name.casefold())
    return sdef is not None and rules.needs_specialisation(sdef) and not line.specialisation


def _round_trip(doc: CoC7Document) -> None:
    data, _export = dholes.write(doc)
    assert dholes.detect(data) and interchange.detect(data) == "dholes"
    back = _read_one(data)
    assert back.report.lost == [], back.report.lost
    # The only values that may disagree are the skill point totals of sheets made with the
    # quick-start method or a non-default points pick (Dhole's House records neither).
    assert all(
        "skill points" in line or line.startswith("Personal interest points") for line in back.report.disagreements
    ), back.report.disagreements
    assert _carried(back.document) == _carried(doc)


@pytest.mark.parametrize("path", COC_SAMPLES, ids=lambda p: p.name)
def test_round_trip_every_coc_sample(path):
    _round_trip(fileformat.loads(path.read_bytes()))


def test_round_trip_fixture_file_keeps_its_values():
    first = _read_one(AGATHA.read_bytes()).document
    data, _ = dholes.write(first)
    assert _carried(_read_one(data).document) == _carried(first)


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


def test_detection_true_on_dholes_files():
    for path in (AGATHA, RAFE):
        data = path.read_bytes()
        assert dholes.detect(data)
        assert interchange.detect(data) == "dholes"
    assert dholes.detect(b'\xef\xbb\xbf  {"Investigator": {"Characteristics": {"STR": "50"}}}')


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.sheet.json")), ids=lambda p: p.name)
def test_detection_false_on_our_files(path):
    assert not dholes.detect(path.read_bytes())


def test_detection_false_on_foundry_json():
    assert not dholes.detect((DATA / "foundry-character.json").read_bytes())
    doc = fileformat.loads((SAMPLES / "harvey-walters.sheet.json").read_bytes())
    data, _ = foundry.write(doc)
    assert not dholes.detect(data)


@pytest.mark.parametrize(
    "data",
    [
        b"Agatha Crane, antiquarian\nSTR 50 CON 60 SIZ 65 DEX 55 APP 45 INT 75 POW 70 EDU 80\nHP 12 Move 7",
        b"",
        b"{}",
        b'{"Investigator": "Agatha"}',
        b'{"Investigator": {"Name": "Agatha"}}',
        b'["Investigator"]',
        b'The "Investigator" is a word in this text.',
        b'{"format": "sheetmaker", "Investigator": {"Characteristics": {}}}',
    ],
    ids=["statblock", "empty", "empty-object", "string", "no-sections", "list", "text", "ours"],
)
def test_detection_false_on_other_inputs(data):
    assert not dholes.detect(data)
    with pytest.raises(InterchangeError):
        dholes.read(data)


# --------------------------------------------------------------------------- hostile input


def _one_sentence(message: str) -> None:
    assert message.strip() and "\n" not in message and "Traceback" not in message
    assert ". " not in message  # one sentence


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=600))
def test_fuzz_any_bytes(data):
    try:
        items = dholes.read(data)
    except InterchangeError as exc:
        _one_sentence(str(exc))
        return
    assert isinstance(items, list) and all(isinstance(i, interchange.Imported) for i in items)


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=30,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    personal=_JSON, chars=_JSON,
    skill=st.fixed_dictionaries({}, optional={
        "name": _JSON, "subskill": _JSON, "value": _JSON, "occupation": _JSON, "half": _JSON,
    }),
    weapons=_JSON, backstory=_JSON, cash=_JSON, talents=_JSON,
)
def test_fuzz_dholes_shaped_json(personal, chars, skill, weapons, backstory, cash, talents):
    obj = {"Investigator": {
        "Header": {"GameType": "Modern"}, "PersonalDetails": personal, "Characteristics": chars,
        "Skills": {"Skill": [skill, skill]}, "Weapons": {"weapon": weapons}, "Backstory": backstory,
        "Cash": cash, "Talents": talents, "Possessions": {"item": weapons},
    }}
    try:
        items = dholes.read(json.dumps(obj).encode())
    except InterchangeError as exc:
        _one_sentence(str(exc))
        return
    assert len(items) == 1 and isinstance(items[0].document, CoC7Document)


def test_deep_nesting_is_refused_in_one_sentence():
    data = b'{"Investigator": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    with pytest.raises(InterchangeError) as info:
        dholes.read(data)
    assert str(info.value) == "the JSON is nested too deeply to be a Dhole's House investigator"
    assert not dholes.detect(data)


def test_number_with_thousands_of_digits_is_refused():
    data = b'{"Investigator": {"Characteristics": {"STR": ' + b"9" * 5000 + b"}}}"
    with pytest.raises(InterchangeError, match="^the file is not valid JSON"):
        dholes.read(data)


def test_truncated_file_is_refused():
    data = AGATHA.read_bytes()[:700]
    with pytest.raises(InterchangeError, match="^the file is not valid JSON") as info:
        dholes.read(data)
    _one_sentence(str(info.value))


def test_huge_numbers_and_wrong_types_are_reported_not_fatal():
    obj = json.loads(AGATHA.read_text())
    inv = obj["Investigator"]
    inv["Characteristics"].update(STR="99999999999999", CON=1e308, DEX=[55], Luck={"v": 1}, HitPts="lots")
    inv["PersonalDetails"].update(Age="very old", Name=["Agatha"], Portrait="bm90IGFuIGltYWdl")
    inv["Skills"]["Skill"].append({"name": "Occult", "value": "1e400"})
    inv["Skills"]["Skill"].append("Spot Hidden 60")
    inv["Weapons"]["weapon"].append({"name": "Rifle", "skillname": 7, "ammo": "5/10", "malf": "1000"})
    inv["Backstory"]["traits"] = {"x": 1}
    inv["Possessions"] = "a lamp"
    report = _read_one(json.dumps(obj).encode()).report
    for expected in (
        "STR: '99999999999999' is not a whole number.",
        "DEX: '' is not a whole number.",
        "Age: 'very old' is not a whole number.",
        "The portrait is not a JPEG or PNG image.",
        "A skill entry that is not an object.",
        "The ammunition of 'Rifle': '5/10' is not a whole number.",
        "The malfunction number of 'Rifle': 1000 is outside 1–100.",
        "The backstory section 'Traits' is not text.",
    ):
        assert expected in report.lost, report.lost
    assert "The file has no personal details (name, occupation, age...)." not in report.lost


def test_20_mib_input_is_refused():
    data = b'{"Investigator": {"PersonalDetails": {"Name": "' + b"a" * (20 * 1024 * 1024) + b'"}}}'
    with pytest.raises(InterchangeError, match="reads at most 16 MiB"):
        dholes.read(data)
    assert not dholes.detect(data)


def test_damaged_portrait_is_reported():
    obj = json.loads(AGATHA.read_text())
    portrait = obj["Investigator"]["PersonalDetails"]["Portrait"]
    obj["Investigator"]["PersonalDetails"]["Portrait"] = portrait[: len(portrait) // 2 // 4 * 4]
    imported = _read_one(json.dumps(obj).encode())
    assert imported.document.portrait is None
    assert any(line.startswith("portrait (the JPEG image is damaged") for line in imported.report.lost)


def test_round_trip_of_a_sheet_using_every_carried_field():
    """A PNG portrait, custom skills and a Pulp talent, named specialisations with no points,
    typed cash, possessions, every backstory section, weapons on skills the sheet lacks."""
    import base64
    import io

    from PIL import Image

    from sheetmaker.core.document import Portrait
    from sheetmaker.systems.coc7.model import Skill, Weapon

    buffer = io.BytesIO()
    Image.new("RGB", (20, 30), (10, 200, 30)).save(buffer, "PNG")
    doc = fileformat.loads((SAMPLES / "eleni-papadaki.sheet.json").read_bytes())
    sheet = doc.sheet.model_copy(deep=True)
    sheet.skills = [
        *sheet.skills,
        Skill(name="Bee Keeping", custom_base=12, personal=20),
        Skill(name="Pulp talent: Lucky", custom_base=0),
        Skill(name="Science", specialisation="Astronomy"),
        Skill(name="Cthulhu Mythos", experience=6),
    ]
    sheet.weapons = [
        *sheet.weapons,
        Weapon(name="Sabre", skill="Fighting (Sword)", damage="1D8+DB", range="", attacks="1", ammo=None),
        Weapon(name="Rock", skill="Throw", damage="1D4+½DB", range="STR/5 yards", attacks="1"),
        Weapon(name="Tommy gun", skill="Firearms (SMG)", damage="1D10", range="20 yards", attacks="1 or burst",
               ammo=30, malfunction=96),
    ]
    sheet.cash, sheet.assets = "£14 and a promissory note", "A cottage in Kent"
    sheet.gear = "Lantern\n\nRope, 50 feet\n"
    sheet.backstory = sheet.backstory.model_copy(update={
        key: f"{key} text\nsecond line" for key in sheet.backstory.model_dump()
    })
    doc = doc.model_copy(update={
        "sheet": sheet, "portrait": Portrait(media_type="image/png", data=buffer.getvalue()),
    })
    data, report = dholes.write(doc)
    inv = json.loads(data)["Investigator"]
    assert inv["Talents"] == {"talent": [{"name": "Lucky", "description": ""}]}
    assert {"name": "Misc", "value": "32", "half": "16", "fifth": "6", "subskill": "Bee Keeping"}.items() <= {
        k: v for s in inv["Skills"]["Skill"] if s.get("subskill") == "Bee Keeping" for k, v in s.items()
    }.items()
    assert base64.b64decode(inv["PersonalDetails"]["Portrait"]) == buffer.getvalue()
    assert "Blank lines between possessions are not written." in report.notes
    back = _read_one(data)
    assert _carried(back.document) == _carried(doc)
    assert back.document.sheet.cash == "£14 and a promissory note"
    assert _values(back.document)["Science (Astronomy)"] == 1
    assert rules.derive(back.document.sheet).cthulhu_mythos == 6


def test_read_any_finds_dholes_and_quirky_skill_entries():
    obj = json.loads(AGATHA.read_text())
    obj["Investigator"]["Skills"]["Skill"] += [
        # Seen in real exports: a stray "None": "true" key, and a JSON true from other tools.
        {"name": "Firearms", "subskill": "None", "None": "true", "value": "10", "half": "5", "fifth": "2"},
        {"name": "Hypnosis", "occupation": True, "value": "11", "half": "5", "fifth": "2"},
    ]
    key, items = interchange.read_any(json.dumps(obj).encode())
    assert key == "dholes" and len(items) == 1
    hypnosis = items[0].document.sheet.skill("Hypnosis")
    assert hypnosis is not None and (hypnosis.occupation, hypnosis.personal) == (10, 0)
    assert items[0].report.lost == []
