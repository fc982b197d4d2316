"""``sheetmaker convert`` end to end over the real formats (issue 14): every sample through
Dhole's House JSON and the Foundry VTT actor and back, Trail of Cthulhu statblocks and back,
several statblocks into a folder, detection by content on every format, losses and refusals
reported on standard error with exit 1, standard input, damaged inputs among good ones.

The plumbing with a fake format is in ``tests/cli/test_convert.py``; the formats' own details
in ``tests/io/``."""

from __future__ import annotations

import io
import json
import shutil
import sys
from pathlib import Path

import pytest

from sheetmaker.io import fileformat, interchange
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7 import rules
from sheetmaker.systems.toc.rules import derive as toc_derive
from tests.cli.helpers import run, show_json

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "resources" / "samples"
INTERCHANGE = ROOT / "tests" / "data" / "interchange"
ALL_SAMPLES = sorted(SAMPLES.glob("*.sheet.json"))
COC_SAMPLES = [p for p in ALL_SAMPLES if json.loads(p.read_text(encoding="utf-8"))["system"] == "coc7"]
TOC_SAMPLES = [p for p in ALL_SAMPLES if json.loads(p.read_text(encoding="utf-8"))["system"] == "toc"]
HARVEY = SAMPLES / "harvey-walters.sheet.json"
BOOTLEGGER = SAMPLES / "toc-npc-bootlegger.sheet.json"

#: Three NPCs pasted from a scenario in one text: a cultist, a sorcerer and a creature without
#: APP, INT and EDU. Written for this test in the shape scenarios use.
THREE_NPCS = """Cultist of the Black Lodge
STR 50 CON 55 SIZ 60 DEX 50 INT 50 APP 45 POW 55 EDU 40
HP 11 DB 0 Build 0 Move 7 MP 11
Knife 40% (20/8), damage 1D4+DB
Skills: Stealth 45%, Occult 25%

Lodge Master Crane, age 58
STR 45 CON 50 SIZ 55 DEX 55 INT 80 APP 60 POW 85 EDU 75
HP 10 DB 0 Build 0 Move 6 MP 17 Luck 45
Brawl 25% (12/5), damage 1D3
Skills: Cthulhu Mythos 12%, Occult 65%, Persuade 70%
Spells: Contact Deity (Yig), Dominate

Hunting Horror-Thing
STR 120 CON 75 SIZ 150 DEX 65 POW 60
HP 22 MP 12 DB +2D6 Build 3 Move 7
Bite 65% (32/13), damage 4D6
Sanity Loss: 0/1D10
"""

GHOUL = """Ghoul
Athletics 8, Health 9, Scuffling 10, Weapons 6
Hit Threshold: 4
Alertness Modifier: +1
Weapon: +1 (club), -1 (bite)
Armor: -1 vs. bullets
"""


def _convert(capsys, *argv: str) -> tuple[int, str, str]:
    return run(capsys, "convert", *argv)


def _lines(err: str, section: str) -> list[str]:
    """The report lines of one section (``not carried``, ``disagrees``...) on standard error."""
    return [line for line in err.splitlines() if f": {section}: " in line]


def _empty_slot(line: rules.SkillLine) -> bool:
    """An unnamed slot of a specialised skill ("Science" with no science): Dhole's House keeps
    it as an empty slot, not as a skill."""
    sdef = coc_data.load().skills_by_name.get(line.name.casefold())
    return sdef is not None and rules.needs_specialisation(sdef) and not line.specialisation


def _dholes_values(document) -> dict:
    """Every value of a CoC sheet that Dhole's House JSON carries, as SheetMaker sees it."""
    sheet = document.sheet
    derived = rules.derive(sheet)
    cr = derived.credit_rating
    return {
        "name": document.name, "age": sheet.age, "era": sheet.era,
        "residence": sheet.residence, "birthplace": sheet.birthplace, "pronouns": sheet.pronouns,
        "occupation": sheet.occupation.name if sheet.occupation else None,
        "characteristics": sheet.characteristics.as_dict(), "luck": sheet.luck,
        "current": (derived.hp, derived.mp, derived.san),
        "maxima": (derived.hp_max, derived.mp_max, derived.san_max),
        "mov, db, build": (derived.mov, derived.damage_bonus, derived.build),
        "skills": {line.label: line.value for line in derived.skills if not _empty_slot(line)},
        "mythos": derived.cthulhu_mythos,
        "weapons": [(w.name, w.skill, w.damage, w.range, w.attacks, w.ammo, w.malfunction) for w in sheet.weapons],
        "gear": [line.strip() for line in sheet.gear.splitlines() if line.strip()],
        "backstory": sheet.backstory.model_dump(),
        # An empty cash or assets field is written from Credit Rating and read back as text.
        "cash": sheet.cash or cr.cash, "assets": sheet.assets or cr.assets,
    }


def _foundry_values(document) -> dict:
    """Every value of a CoC sheet that the Foundry CoC7 actor carries, as SheetMaker sees it."""
    sheet = document.sheet
    derived = rules.derive(sheet)
    return {
        "name": document.name, "kind": document.kind, "player": document.player, "notes": document.notes,
        "age": sheet.age, "era": sheet.era, "residence": sheet.residence, "birthplace": sheet.birthplace,
        "occupation": sheet.occupation.model_dump() if sheet.occupation else None,
        "characteristics": sheet.characteristics.as_dict(), "luck": sheet.luck,
        "current": (derived.hp, derived.mp, derived.san), "san_lost_today": sheet.san_lost_today,
        "maxima": (derived.hp_max, derived.mp_max, derived.san_max),
        "mov, db, build": (derived.mov, derived.damage_bonus, derived.build),
        "skills": {
            line.label: (line.value, line.base, line.occupation, line.personal, line.experience, line.is_occupation,
                         line.ticked)
            for line in derived.skills
        },
        "mythos": derived.cthulhu_mythos,
        "weapons": [w.model_dump() for w in sheet.weapons],
        "gear": [line.strip() for line in sheet.gear.splitlines() if line.strip()],
        "backstory": sheet.backstory.model_dump() if document.kind == "investigator" else sheet.backstory.description,
    }


# --------------------------------------------------------------------------- round trips


@pytest.mark.parametrize("path", COC_SAMPLES, ids=lambda p: p.name)
def test_every_coc_sample_through_dholes_house_and_back(path, tmp_path, capsys):
    exported = tmp_path / "exported.txt"
    status, stdout, err = _convert(capsys, str(path), "-o", str(exported), "--to", "dholes")
    before = fileformat.load(path)
    # What Dhole's House cannot hold is listed, so the export exits 1; the file is still written.
    assert status == 1
    assert stdout == f"Wrote {exported} (Dhole's House JSON: {before.display_name})\n"
    lost = _lines(err, "not carried")
    who = f"{path}: {before.display_name}: Dhole's House JSON"
    assert f"{who}: not carried: The notes (Dhole's House has no notes field)." in lost
    assert "Investigator" in json.loads(exported.read_text(encoding="utf-8"))
    back_path = tmp_path / "back.sheet.json"
    status, stdout, err = _convert(capsys, str(exported), "-o", str(back_path))
    assert stdout == f"Wrote {back_path} (SheetMaker sheet: {before.display_name})\n"
    assert _lines(err, "not carried") == []
    # Only the skill point totals may disagree: Dhole's House records neither the quick-start
    # skill method nor a non-default points pick, so its stored totals differ from the rules'.
    disagrees = _lines(err, "disagrees")
    assert all(": disagrees: Occupation skill points: " in line or ": disagrees: Personal interest points: " in line
               for line in disagrees), err
    assert status == (1 if disagrees else 0)
    back = fileformat.load(back_path)
    assert back.kind == "investigator"  # Dhole's House holds investigators only
    assert _dholes_values(back) == _dholes_values(before)


@pytest.mark.parametrize("path", COC_SAMPLES, ids=lambda p: p.name)
def test_every_coc_sample_through_foundry_and_back(path, tmp_path, capsys):
    exported = tmp_path / "actor.json"
    status, stdout, err = _convert(capsys, str(path), "-o", str(exported), "--to", "foundry")
    before = fileformat.load(path)
    title = "Foundry VTT actor (Call of Cthulhu 7th edition system)"
    assert stdout == f"Wrote {exported} ({title}: {before.display_name})\n"
    actor = json.loads(exported.read_text(encoding="utf-8"))
    assert actor["type"] == ("npc" if before.kind == "npc" else "character")
    assert actor["name"] == before.name
    # Investigators lose their creation record, NPCs their tags: always something, so exit 1.
    assert status == 1 and _lines(err, "not carried")
    back_path = tmp_path / "back.sheet.json"
    status, stdout, err = _convert(capsys, str(exported), "-o", str(back_path))
    assert status == 0, err
    assert stdout == f"Wrote {back_path} (SheetMaker sheet: {before.display_name})\n"
    assert _foundry_values(fileformat.load(back_path)) == _foundry_values(before)


@pytest.mark.parametrize("path", TOC_SAMPLES, ids=lambda p: p.name)
def test_every_toc_sample_through_a_statblock_and_back_keeps_the_ratings(path, tmp_path, capsys):
    text = tmp_path / "npc.txt"
    status, _, err = _convert(capsys, str(path), "-o", str(text), "--to", "statblock")
    assert status == 1
    assert "Statblock text: not carried: Current pools, specialities, languages, the occupation, Drive, " \
           "Pillars and Sources of Stability are not carried." in err
    back_path = tmp_path / "back.sheet.json"
    status, _, err = _convert(capsys, str(text), "-o", str(back_path))
    assert status == 0, err
    before, back = fileformat.load(path), fileformat.load(back_path)
    assert back.system == "toc" and back.kind == "npc"
    assert {name: a.rating for name, a in back.sheet.abilities.items()} == {
        name: a.rating for name, a in before.sheet.abilities.items()
    }
    assert toc_derive(back.sheet).hit_threshold == toc_derive(before.sheet).hit_threshold
    assert (back.sheet.age, back.sheet.armour) == (before.sheet.age, before.sheet.armour)
    assert (back.sheet.alertness_modifier, back.sheet.stealth_modifier) == (
        before.sheet.alertness_modifier, before.sheet.stealth_modifier
    )
    assert [(w.name, w.damage_modifier) for w in back.sheet.weapons] == [
        (w.name, w.damage_modifier) for w in before.sheet.weapons
    ]


def test_the_bootlegger_statblock_and_its_ratings_exactly(tmp_path, capsys):
    text = tmp_path / "sal.txt"
    status, _, err = _convert(capsys, str(BOOTLEGGER), "-o", str(text), "--to", "statblock")
    assert status == 1
    assert text.read_text(encoding="utf-8") == (
        "Salvatore “Sal” Benedetto, age 34\n"
        "Abilities: Bargain 1, Cop Talk 2, Credit Rating 2, Intimidation 3, Streetwise 2, Athletics 8, "
        "Firearms 7, Health 8, Scuffling 8, Sense Trouble 6, Shadowing 5, Stability 7, Stealth 5, Weapons 6\n"
        "Hit Threshold: 4\n"
        "Alertness Modifier: +0\n"
        "Stealth Modifier: +0\n"
        "Weapon: -1 (Blackjack), +0 (Colt .45)\n"
    )
    # Statblock text is read with plain quotes: the export says so instead of losing it silently.
    assert (
        "Statblock text: not carried: The name reads back as 'Salvatore \"Sal\" Benedetto' (statblock names "
        "are read with plain quotes and dashes and without commas)." in err
    )
    status, stdout, err = _convert(capsys, str(text), "-o", str(tmp_path / "sal.sheet.json"))
    assert status == 0, err
    assert stdout == f"Wrote {tmp_path / 'sal.sheet.json'} (SheetMaker sheet: Salvatore \"Sal\" Benedetto)\n"
    sal = fileformat.load(tmp_path / "sal.sheet.json")
    assert toc_derive(sal.sheet).rating("Athletics") == 8
    assert toc_derive(sal.sheet).rating("Cop Talk") == 2
    assert [(w.name, w.damage_modifier) for w in sal.sheet.weapons] == [("Blackjack", -1), ("Colt .45", 0)]


# --------------------------------------------------------------------------- several sheets


def test_several_statblocks_in_one_text_make_one_valid_file_each(tmp_path, capsys):
    text = tmp_path / "handout.txt"
    text.write_text(THREE_NPCS, encoding="utf-8")
    out = tmp_path / "npcs"
    status, stdout, err = _convert(capsys, str(text), "-o", str(out))
    assert status == 0, err
    names = ["Cultist of the Black Lodge", "Lodge Master Crane", "Hunting Horror-Thing"]
    assert stdout.splitlines() == [f"Wrote {out / name}.sheet.json (SheetMaker sheet: {name})" for name in names]
    assert sorted(p.name for p in out.iterdir()) == sorted(f"{name}.sheet.json" for name in names)
    assert f"{text}: Hunting Horror-Thing: note: The statblock gives no APP, INT, EDU; they are 0 on this sheet." in err
    cultist, crane, horror = (fileformat.load(out / f"{name}.sheet.json") for name in names)
    assert [d.kind for d in (cultist, crane, horror)] == ["npc", "npc", "npc"]
    assert cultist.sheet.characteristics.as_dict() == {
        "STR": 50, "CON": 55, "SIZ": 60, "DEX": 50, "APP": 45, "INT": 50, "POW": 55, "EDU": 40
    }
    assert rules.derive(cultist.sheet).skill("Stealth").value == 45
    assert crane.sheet.age == 58 and crane.sheet.luck == 45 and crane.sheet.cthulhu_mythos == 12
    assert crane.sheet.backstory.arcane == "Contact Deity (Yig), Dominate"
    assert horror.sheet.characteristics.as_dict()["EDU"] == 0 and horror.sheet.san_loss == "0/1D10"
    assert rules.derive(horror.sheet).damage_bonus == "+2D6"
    # The files are sheets SheetMaker validates: NPCs, checked for the state of play.
    status, stdout, err = run(capsys, "validate", *(str(out / f"{name}.sheet.json") for name in names))
    assert status == 0, err
    assert stdout.splitlines() == [f"{out / name}.sheet.json: valid" for name in names]


def test_several_formats_at_once_into_one_folder(tmp_path, capsys):
    ghoul = tmp_path / "ghoul.txt"
    ghoul.write_text(GHOUL, encoding="utf-8")
    deputy = INTERCHANGE / "foundry-npc.json"
    out = tmp_path / "table"
    status, stdout, err = _convert(
        capsys, str(INTERCHANGE / "dholes-agatha-crane.json"), str(deputy), str(ghoul), str(HARVEY), "-o", str(out),
    )
    assert stdout.count("Wrote ") == 4
    assert sorted(p.name for p in out.iterdir()) == [
        "Agatha Crane.sheet.json", "Deputy Hollis.sheet.json", "Ghoul.sheet.json", "Harvey Walters.sheet.json",
    ]
    # The Foundry NPC has a value that cannot be read: reported, and the exit status is 1 (its age
    # in words, 'forty-ish', goes to the notes).
    assert status == 1
    assert _lines(err, "not carried") == [
        f"{deputy}: Deputy Hollis: not carried: Intimidate: the value 'oops' is not a number; the base is kept.",
    ]
    assert _lines(err, "disagrees") == []
    assert fileformat.load(out / "Agatha Crane.sheet.json").sheet.characteristics.STR == 50
    assert fileformat.load(out / "Ghoul.sheet.json").system == "toc"
    assert fileformat.load(out / "Deputy Hollis.sheet.json").kind == "npc"
    assert fileformat.load(out / "Harvey Walters.sheet.json") == fileformat.load(HARVEY)


# --------------------------------------------------------------------------- detection by content


def test_each_format_is_found_by_content_whatever_the_file_is_called(tmp_path, capsys):
    dholes = tmp_path / "x.txt"
    shutil.copy(INTERCHANGE / "dholes-agatha-crane.json", dholes)
    status, stdout, err = _convert(capsys, str(dholes), "-o", str(tmp_path / "x.sheet.json"))
    assert status == 0, err
    assert f"{dholes}: Agatha Crane: read: Investigator 'Agatha Crane' from " in err
    assert fileformat.load(tmp_path / "x.sheet.json").name == "Agatha Crane"

    foundry = tmp_path / "y.sheet.json"
    shutil.copy(INTERCHANGE / "foundry-character.json", foundry)
    _, stdout, err = _convert(capsys, str(foundry), "-o", str(tmp_path / "y-converted.sheet.json"))
    assert stdout == f"Wrote {tmp_path / 'y-converted.sheet.json'} (SheetMaker sheet: Agnes Whateley)\n", err
    assert f"{foundry}: Agnes Whateley: read: Foundry actor 'Agnes Whateley' of type character" in err
    assert fileformat.load(tmp_path / "y-converted.sheet.json").sheet.characteristics.CON == 60

    statblock = tmp_path / "z.json"
    statblock.write_text(GHOUL, encoding="utf-8")
    status, stdout, err = _convert(capsys, str(statblock), "-o", str(tmp_path / "z.sheet.json"))
    assert status == 0, err
    ghoul = fileformat.load(tmp_path / "z.sheet.json")
    assert (ghoul.system, ghoul.name) == ("toc", "Ghoul")
    assert toc_derive(ghoul.sheet).rating("Scuffling") == 10


@pytest.mark.parametrize("game", ["coc7", "toc"])
def test_show_json_output_is_not_read_back_and_says_what_it_is(game, tmp_path, capsys):
    sample = HARVEY if game == "coc7" else BOOTLEGGER
    summary = tmp_path / "summary.json"
    summary.write_text(json.dumps(show_json(capsys, sample)), encoding="utf-8")
    assert interchange.detect(summary.read_bytes()) is None
    out = tmp_path / "out.sheet.json"
    status, stdout, err = _convert(capsys, str(summary), "-o", str(out))
    assert status == 1 and stdout == ""
    assert err == (
        f"sheetmaker: {summary}: this is not a format SheetMaker reads: it is the summary `sheetmaker show "
        "--json` prints, not a sheet; convert the .sheet.json file it was printed from\n"
        "sheetmaker: nothing was written\n"
    )
    assert not out.exists()
    # Opened as a sheet, it says the same rather than listing every key as a problem.
    status, _, err = run(capsys, "validate", str(summary))
    assert status == 1
    assert err == (f"{summary}: this is the summary `sheetmaker show --json` prints, not a sheet file; "
                   "use the .sheet.json file it was printed from\n")


def test_input_detection_on_every_format():
    """Each format SheetMaker reads is told by content, and what it does not read is told apart."""
    ghoul = GHOUL.encode("utf-8")
    coc_block = THREE_NPCS.encode("utf-8")
    cases = {
        "sheetmaker": [p.read_bytes() for p in ALL_SAMPLES],
        "dholes": [(INTERCHANGE / name).read_bytes() for name in ("dholes-agatha-crane.json",
                                                                 "dholes-rafe-okafor-pulp.json")],
        "foundry": [(INTERCHANGE / name).read_bytes() for name in ("foundry-character.json", "foundry-npc.json")],
        "statblock": [coc_block, ghoul, "\ufeff".encode() + coc_block, coc_block.replace(b"\n", b"\r\n")],
    }
    for key, inputs in cases.items():
        for data in inputs:
            assert interchange.detect(data) == key
            found, items = interchange.read_any(data)
            assert found == key and items
    assert [item.document.system for item in interchange.read_any(ghoul)[1]] == ["toc"]
    assert [item.document.system for item in interchange.read_any(coc_block)[1]] == ["coc7"] * 3
    for data in (b"", b"   \n", b'{"hello": "world"}', b"[1, 2]", b"\x00\xff\xfe", b"Dear keeper, hello."):
        assert interchange.detect(data) is None


def test_files_written_in_each_format_are_found_again(tmp_path, capsys):
    for target, suffix in (("dholes", ".json"), ("foundry", ".json"), ("statblock", ".txt"), ("sheetmaker", ".bin")):
        out = tmp_path / f"harvey-{target}{suffix}"
        _convert(capsys, str(HARVEY), "-o", str(out), "--to", target)
        assert interchange.detect(out.read_bytes()) == target


# --------------------------------------------------------------------------- losses and refusals


def test_a_toc_sheet_to_dholes_house_or_foundry_is_refused_with_a_message(tmp_path, capsys):
    for target, title in (("dholes", "Dhole's House JSON"),
                          ("foundry", "Foundry VTT actor (Call of Cthulhu 7th edition system)")):
        out = tmp_path / f"pilot-{target}.json"
        status, stdout, err = _convert(capsys, str(BOOTLEGGER), "-o", str(out), "--to", target)
        assert status == 1
        assert stdout == ""
        assert err.splitlines()[-1] == (
            f"sheetmaker: {BOOTLEGGER}: Salvatore “Sal” Benedetto: not written: {title} does not carry sheets of "
            "this game (toc)"
        )
        assert "Traceback" not in err
        assert not out.exists()


def test_a_toc_sheet_among_coc_sheets_to_dholes_house_writes_the_others(tmp_path, capsys):
    out = tmp_path / "out"
    status, stdout, err = _convert(capsys, str(BOOTLEGGER), str(HARVEY), "-o", str(out), "--to", "dholes")
    assert status == 1
    assert "not written: Dhole's House JSON does not carry sheets of this game (toc)" in err
    assert stdout == f"Wrote {out / 'Harvey Walters.json'} (Dhole's House JSON: Harvey Walters)\n"
    assert sorted(p.name for p in out.iterdir()) == ["Harvey Walters.json"]


def test_what_an_import_cannot_carry_or_disagrees_with_exits_1(tmp_path, capsys):
    rafe = INTERCHANGE / "dholes-rafe-okafor-pulp.json"
    out = tmp_path / "rafe.sheet.json"
    status, stdout, err = _convert(capsys, str(rafe), "-o", str(out))
    assert status == 1
    assert stdout == f"Wrote {out} (SheetMaker sheet: Rafe Okafor)\n"
    assert _lines(err, "not carried") == [
        f"{rafe}: Rafe Okafor: not carried: Starting Luck 60 (SheetMaker keeps the current Luck, 45)."
    ]
    disagrees = _lines(err, "disagrees")
    assert len(disagrees) == 12
    assert (f"{rafe}: Rafe Okafor: disagrees: HP maximum: the file says 13, the rules give 12 "
            "((CON 65 + SIZ 60) / 10); SheetMaker uses 12.") in disagrees
    assert rules.derive(fileformat.load(out).sheet).hp_max == 12


def test_a_statblock_that_disagrees_with_the_rules_exits_1_and_says_how(tmp_path, capsys):
    brute = tmp_path / "brute.txt"
    brute.write_text("Brute\nSTR 80 CON 70 SIZ 80 DEX 40 INT 40 APP 35 POW 40 EDU 30\nHP 18 Build 1\n",
                     encoding="utf-8")
    out = tmp_path / "brute.sheet.json"
    status, _, err = _convert(capsys, str(brute), "-o", str(out))
    assert status == 1
    assert _lines(err, "disagrees") == [
        f"{brute}: Brute: disagrees: HP: the statblock says 18, the rules give 15 ((CON 70 + SIZ 80) / 10). "
        "SheetMaker keeps 18 as the current HP."
    ]
    assert fileformat.load(out).sheet.hp == 18


# --------------------------------------------------------------------------- inputs


def test_a_statblock_on_standard_input(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(GHOUL.encode("utf-8"))))
    out = tmp_path / "ghoul.sheet.json"
    status, stdout, err = _convert(capsys, "-", "-o", str(out))
    assert status == 0, err
    assert stdout == f"Wrote {out} (SheetMaker sheet: Ghoul)\n"
    assert "standard input: Ghoul: read: Abilities: Athletics 8, Health 9, Scuffling 10, Weapons 6." in err
    ghoul = fileformat.load(out)
    assert ghoul.sheet.alertness_modifier == 1 and ghoul.sheet.armour == 1


def test_dholes_house_json_on_standard_input_to_foundry(tmp_path, capsys, monkeypatch):
    data = (INTERCHANGE / "dholes-agatha-crane.json").read_bytes()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    out = tmp_path / "agatha.json"
    _, stdout, err = _convert(capsys, "-", "-o", str(out), "--to", "foundry")
    assert stdout == f"Wrote {out} (Foundry VTT actor (Call of Cthulhu 7th edition system): Agatha Crane)\n", err
    actor = json.loads(out.read_text(encoding="utf-8"))
    assert actor["name"] == "Agatha Crane" and actor["type"] == "character"
    assert actor["system"]["characteristics"]["str"]["value"] == 50


def test_damaged_inputs_among_good_ones_are_named_and_the_others_converted(tmp_path, capsys):
    dholes_cut = tmp_path / "agatha-cut.json"
    dholes_cut.write_bytes((INTERCHANGE / "dholes-agatha-crane.json").read_bytes()[:900])
    sheet_cut = tmp_path / "harvey-cut.sheet.json"
    sheet_cut.write_bytes(HARVEY.read_bytes()[:1500])
    garbage = tmp_path / "garbage.bin"
    garbage.write_bytes(b"\x00\xff\xfe\x80 not a sheet")
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    ghoul = tmp_path / "ghoul.txt"
    ghoul.write_text(GHOUL, encoding="utf-8")
    out = tmp_path / "out"
    status, stdout, err = _convert(
        capsys, str(dholes_cut), str(garbage), str(ghoul), str(sheet_cut), str(empty), str(HARVEY), "-o", str(out)
    )
    assert status == 1
    problems = [line for line in err.splitlines() if line.startswith("sheetmaker: ")]
    assert problems[0].startswith(
        f"sheetmaker: {dholes_cut}: this is not a format SheetMaker reads: the JSON is cut short or damaged ("
    )
    assert problems[2].startswith(f"sheetmaker: {sheet_cut}: this SheetMaker sheet cannot be read: not valid JSON: ")
    assert problems[1:2] + problems[3:4] == [
        f"sheetmaker: {garbage}: this is not a format SheetMaker reads (a SheetMaker sheet, Dhole's House JSON, "
        "a Foundry VTT Call of Cthulhu actor, or a statblock as text)",
        f"sheetmaker: {empty}: this is not a format SheetMaker reads: the input is empty",
    ]
    assert "Traceback" not in err
    assert sorted(p.name for p in out.iterdir()) == ["Ghoul.sheet.json", "Harvey Walters.sheet.json"]
    assert stdout.count("Wrote ") == 2


# --------------------------------------------------------------------------- show --statblock


def test_show_statblock_prints_what_convert_writes(tmp_path, capsys):
    for sample in (SAMPLES / "npc-cultist.sheet.json", BOOTLEGGER):
        status, stdout, err = run(capsys, "show", str(sample), "--statblock")
        assert status == 0, err
        out = tmp_path / f"{sample.stem}.txt"
        _convert(capsys, str(sample), "-o", str(out), "--to", "statblock")
        assert stdout == out.read_text(encoding="utf-8")
    status, stdout, _ = run(capsys, "show", str(SAMPLES / "npc-cultist.sheet.json"), "--statblock")
    assert stdout.splitlines()[:3] == [
        "Ezekiel Marsh, age 28",
        "STR 50 CON 50 SIZ 65 DEX 50 APP 50 INT 65 POW 50 EDU 65",
        "HP 11 MP 10 SAN 50 Luck 50 DB 0 Build 0 MOV 7",
    ]


def test_show_json_and_statblock_together_is_a_usage_error(capsys):
    from sheetmaker.cli import main

    with pytest.raises(SystemExit) as exit_info:
        main(["show", str(HARVEY), "--json", "--statblock"])
    assert exit_info.value.code == 2
    assert "argument --statblock: not allowed with argument --json" in capsys.readouterr().err
