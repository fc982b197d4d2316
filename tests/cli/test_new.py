"""``sheetmaker new coc7``, the ``show --json`` contract of CoC sheets and the sample sheets."""

from __future__ import annotations

import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from sheetmaker.cli import main
from sheetmaker.io import fileformat
from sheetmaker.resources import resource
from sheetmaker.systems.coc7.model import CHARACTERISTICS, CoC7Document
from sheetmaker.systems.coc7.rules import derive
from sheetmaker.systems.coc7.validate import validate
from tests.cli.helpers import new_document, run, show_json

TITLE = "Call of Cthulhu 7th edition"
SAMPLES = sorted(resource("samples").glob("*.sheet.json"))
ALL_EIGHT = ["STR=60", "CON=70", "SIZ=50", "DEX=60", "APP=55", "INT=75", "POW=65", "EDU=80"]


def new(capsys, path: Path, *argv: str) -> CoC7Document:
    return new_document(capsys, "coc7", TITLE, CoC7Document, path, *argv)


@pytest.fixture
def out(tmp_path) -> Path:
    return tmp_path / "new.sheet.json"


# --------------------------------------------------------------------------- blank


def test_blank_sheet(capsys, out):
    status, stdout, _ = run(capsys, "new", "coc7", "-o", str(out))
    assert status == 0
    assert stdout == f"Wrote {out} ({TITLE} investigator)\n"
    document = fileformat.load(out)
    assert document.system == "coc7" and document.kind == "investigator"
    assert document.sheet.characteristics.as_dict() == dict.fromkeys(CHARACTERISTICS, 0)
    assert document.sheet.skills == []


def test_blank_sheet_with_details(capsys, out):
    document = new(
        capsys, out, "--name", "Nikolaos Ραφαηλίδης", "--era", "modern", "--age", "31", "--occupation", "hacker"
    )
    assert document.name == "Nikolaos Ραφαηλίδης"
    assert document.sheet.era == "modern" and document.sheet.age == 31
    assert document.sheet.occupation.name == "Hacker"


# --------------------------------------------------------------------------- random and NPC


def test_random_with_seed_is_reproducible_to_the_byte(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    first, second, other = tmp_path / "a.sheet.json", tmp_path / "b.sheet.json", tmp_path / "c.sheet.json"
    new(capsys, first, "--random", "--seed", "42")
    new(capsys, second, "--random", "--seed", "42")
    new(capsys, other, "--random", "--seed", "43")
    assert first.read_bytes() == second.read_bytes()
    assert first.read_bytes() != other.read_bytes()
    assert fileformat.load(first).created.year == 2023
    status, stdout, err = run(capsys, "validate", str(first))
    assert status == 0 and err == "" and stdout == f"{first}: valid\n"


def test_random_with_options(capsys, out):
    document = new(
        capsys, out, "--random", "--seed", "1", "--era", "modern", "--occupation", "Doctor of Medicine",
        "--age", "52", "--name", "Dr. Alžběta Horáková",
    )
    sheet = document.sheet
    assert document.name == "Dr. Alžběta Horáková"
    assert (sheet.era, sheet.age, sheet.occupation.name) == ("modern", 52, "Doctor of Medicine")
    assert sheet.creation.method == "rolled" and len(sheet.creation.edu_checks) == 3
    assert validate(document) == []


@pytest.mark.parametrize(("tier", "value"), [("expert", 75), ("professional", 50), ("average", 25)])
def test_npc_tiers(capsys, out, tier, value):
    status, stdout, _ = run(capsys, "new", "coc7", "--npc", "--tier", tier, "--seed", "3", "-o", str(out))
    assert status == 0
    assert stdout == f"Wrote {out} ({TITLE} NPC)\n"
    document = fileformat.load(out)
    assert document.kind == "npc"
    d = derive(document.sheet)
    for label in d.occupation_skills - {"Credit Rating"}:
        assert d.skill(label).value == max(value, d.skill(label).base)
    assert validate(document) == []


def test_npc_averaged_and_occupation(capsys, out):
    document = new(capsys, out, "--npc", "--averaged", "--occupation", "Police Detective", "--tier", "professional")
    assert document.sheet.characteristics.STR == 50 and document.sheet.characteristics.EDU == 65
    data = show_json(capsys, out)
    firearms = next(s for s in data["skills"] if s["name"] == "Firearms (Handgun)")
    assert firearms["value"] == 50 and firearms["occupation"] is True


# --------------------------------------------------------------------------- --set and --skill


def test_set_all_eight_is_free_entry_and_mov_follows_age(capsys, tmp_path):
    young = new(capsys, tmp_path / "young.sheet.json", *(f"--set={item}" for item in ALL_EIGHT), "--age", "25")
    older = tmp_path / "older.sheet.json"
    # Made by hand: Luck too (free entry still checks that Luck is set).
    document = new(capsys, older, *(f"--set={item}" for item in ALL_EIGHT), "--set=Luck=55", "--age", "45")
    sheet = document.sheet
    assert sheet.characteristics.as_dict() == {k: int(v) for k, v in (i.split("=") for i in ALL_EIGHT)}
    assert sheet.creation.method == "free"
    assert sheet.creation.age_deductions == {} and sheet.creation.base is None
    assert derive(young.sheet).mov == 9  # STR and DEX above SIZ
    data = show_json(capsys, older)
    assert data["derived"]["mov"] == 8  # age 40-49: MOV -1
    assert data["characteristics"]["STR"] == {"value": 60, "half": 30, "fifth": 12}
    assert [v for v in data["violations"] if v["severity"] == "error"] == []


def test_set_all_eight_on_a_random_investigator_takes_them_as_given(capsys, out):
    document = new(capsys, out, "--random", "--seed", "5", "--age", "65", *(f"--set={item}" for item in ALL_EIGHT))
    assert document.sheet.characteristics.as_dict() == {k: int(v) for k, v in (i.split("=") for i in ALL_EIGHT)}
    assert document.sheet.creation.method == "free"
    assert derive(document.sheet).mov == 9 - 3


def test_set_some_only(capsys, out):
    reference = new(capsys, out, "--random", "--seed", "9")
    document = new(capsys, out, "--random", "--seed", "9", "--set", "str=85", "--set", "Luck=33", "--force")
    before, after = reference.sheet.characteristics.as_dict(), document.sheet.characteristics.as_dict()
    assert after == {**before, "STR": 85}
    assert document.sheet.creation.method == "free"
    assert document.sheet.luck == 33


def test_skill_sets_final_values(capsys, out):
    new(
        capsys, out, "--random", "--seed", "7", "--occupation", "Journalist",
        "--skill", "Spot Hidden=45", "--skill", "Language (Latin)=30", "--skill", "Library Use=77",
        "--skill", "Cthulhu Mythos=6",
    )
    data = show_json(capsys, out)
    values = {skill["name"]: skill["value"] for skill in data["skills"]}
    assert values["Spot Hidden"] == 45
    assert values["Language (Latin)"] == 30
    assert values["Library Use"] == 77
    assert data["derived"]["san_max"] == 93
    sheet = fileformat.load(out).sheet
    library = sheet.skill("Library Use")
    assert (library.occupation, library.personal) == (57, 0)  # an occupation skill: occupation points
    latin = sheet.skill("Language (Latin)")
    assert (latin.occupation, latin.personal) == (0, 29)


def test_skill_on_a_blank_sheet_and_an_npc(capsys, tmp_path):
    blank = new(capsys, tmp_path / "blank.sheet.json", "--set", "DEX=60", "--skill", "Dodge=45")
    assert derive(blank.sheet).skill("Dodge").value == 45
    npc = new(capsys, tmp_path / "npc.sheet.json", "--npc", "--occupation", "Police Officer", "--skill", "Law=62")
    assert derive(npc.sheet).skill("Law").value == 62
    assert npc.sheet.skill("Law").occupation == 57


def test_bad_set_and_skill_exit_1_with_one_line_each(capsys, out):
    bad = [
        ("--set", "STR=1000"),
        ("--set", "FOO=50"),
        ("--set", "STR"),
        ("--set", "DEX=lots"),
        ("--set", "Luck=120"),
        ("--skill", "Spot Hiden=40"),
        ("--skill", "Art/Craft=30"),
        ("--skill", "Spot Hidden=1000"),
        ("--skill", "Spot Hidden=x"),
    ]
    argv = [part for pair in bad for part in pair]
    status, stdout, err = run(capsys, "new", "coc7", "--random", "--seed", "1", "-o", str(out), *argv)
    assert status == 1
    assert stdout == ""
    lines = err.strip().splitlines()
    assert len(lines) == len(bad)
    for option, item in bad:
        assert sum(f"{option} '{item}'" in line for line in lines) == 1, item
    assert "did you mean 'Spot Hidden'" in err
    assert not out.exists()


def test_unknown_occupation_and_bad_age_exit_1(capsys, out):
    status, _, err = run(capsys, "new", "coc7", "--random", "--occupation", "Plumber", "-o", str(out))
    assert status == 1 and "Antiquarian" in err and len(err.strip().splitlines()) == 1
    status, _, err = run(capsys, "new", "coc7", "--random", "--age", "12", "-o", str(out))
    assert status == 1 and "15 to 89" in err
    status, _, err = run(capsys, "new", "coc7", "--occupation", "Hacker", "-o", str(out))
    assert status == 1 and "1920s" in err
    assert not out.exists()


def test_refuses_to_overwrite_without_force(capsys, out):
    new(capsys, out, "--random", "--seed", "1")
    before = out.read_bytes()
    status, stdout, err = run(capsys, "new", "coc7", "--random", "--seed", "2", "-o", str(out))
    assert status == 1 and stdout == ""
    assert "--force" in err and len(err.strip().splitlines()) == 1
    assert out.read_bytes() == before
    new(capsys, out, "--random", "--seed", "2", "--force")
    assert out.read_bytes() != before


def test_writes_sheets_that_break_creation_rules(capsys, out):
    status, stdout, err = run(
        capsys, "new", "coc7", "--random", "--seed", "1", "--skill", "Spot Hidden=99", "-o", str(out)
    )
    assert status == 0 and stdout.startswith("Wrote ")
    assert "validate" in err
    status, _, err = run(capsys, "validate", str(out))
    assert status == 1
    assert err.strip()


@pytest.mark.parametrize(
    "argv",
    [
        ["new"],
        ["new", "coc7"],
        ["new", "coc7", "--random", "--npc", "-o", "x.sheet.json"],
        ["new", "coc7", "--npc", "--tier", "heroic", "-o", "x.sheet.json"],
        ["new", "coc7", "--tier", "expert", "-o", "x.sheet.json"],
        ["new", "coc7", "--averaged", "-o", "x.sheet.json"],
        ["new", "coc7", "--era", "1890s", "-o", "x.sheet.json"],
        ["new", "coc7", "--age", "old", "-o", "x.sheet.json"],
        ["new", "coc7", "--seed", "one", "-o", "x.sheet.json"],
        ["new", "frobnicate", "-o", "x.sheet.json"],
    ],
)
def test_usage_errors_exit_2(capsys, tmp_path, monkeypatch, argv):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    assert "usage:" in capsys.readouterr().err
    assert not (tmp_path / "x.sheet.json").exists()


# --------------------------------------------------------------------------- show and validate


def test_show_json_contract(capsys, out):
    new(capsys, out, "--random", "--seed", "11")
    data = show_json(capsys, out)
    assert set(data["characteristics"]) == set(CHARACTERISTICS)
    for value in data["characteristics"].values():
        assert set(value) >= {"value", "half", "fifth"}
        assert value["half"] == value["value"] // 2 and value["fifth"] == value["value"] // 5
    derived = data["derived"]
    assert set(derived) >= {"hp_max", "mp_max", "san_start", "san_max", "luck", "damage_bonus", "build", "mov"}
    assert derived["damage_bonus"] in {"-2", "-1", "0", "+1D4", "+1D6", "+2D6"}
    assert isinstance(data["skills"], list) and data["skills"]
    for skill in data["skills"]:
        assert set(skill) >= {"name", "value", "half", "fifth", "occupation"}
        assert isinstance(skill["occupation"], bool)
    for budget in ("occupation", "personal"):
        assert set(data["budget"][budget]) >= {"total", "spent"}
        assert data["budget"][budget]["total"] == data["budget"][budget]["spent"] > 0
    assert set(data["credit_rating"]) >= {"value", "band", "cash", "assets", "spending_level"}
    assert data["violations"] == []


def test_show_json_lists_violations(capsys, out):
    new(capsys, out)
    data = show_json(capsys, out)
    codes = {v["code"] for v in data["violations"]}
    assert "characteristic.missing" in codes
    assert all(set(v) >= {"code", "message"} for v in data["violations"])


def test_validate_lists_rule_violations_and_exits_1(capsys, out):
    new(capsys, out)
    status, stdout, err = run(capsys, "validate", str(out))
    assert status == 1 and stdout == ""
    lines = err.strip().splitlines()
    assert len(lines) >= 8 and all(line.startswith(f"{out}: ") for line in lines)
    assert any("STR" in line for line in lines)


def test_warnings_pass_unless_strict(capsys, out):
    # Free entry with Luck set, no occupation: warnings only (no occupation, points unspent).
    new(capsys, out, *(f"--set={item}" for item in ALL_EIGHT), "--set=Luck=55")
    status, stdout, err = run(capsys, "validate", str(out))
    assert status == 0
    assert stdout.startswith(f"{out}: valid (") and "warning" in stdout
    assert "warning:" in err
    status, _, _ = run(capsys, "validate", "--strict", str(out))
    assert status == 1


# --------------------------------------------------------------------------- samples


def test_there_are_samples_of_every_kind():
    documents = [fileformat.load(path) for path in SAMPLES]
    coc = [d for d in documents if d.system == "coc7"]
    investigators = [d for d in coc if d.kind == "investigator"]
    npcs = [d for d in coc if d.kind == "npc"]
    assert len(investigators) >= 3 and len(npcs) >= 2
    methods = {d.sheet.creation.method for d in investigators}
    assert {"allocation", "rolled"} <= methods
    assert any(
        d.sheet.creation.method == "rolled" and d.sheet.age >= 50 and d.sheet.creation.edu_checks
        and d.sheet.creation.age_deductions
        for d in investigators
    )
    assert any(d.sheet.era == "modern" for d in investigators)
    assert any(d.sheet.creation.skill_method == "quick_start" for d in investigators)
    assert any(not d.name.isascii() for d in documents)
    assert any(unicodedata.name(ch).startswith("GREEK") for d in documents for ch in d.name if not ch.isascii())


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_sample_validates(capsys, path):
    from sheetmaker.systems import system_of

    document = fileformat.load(path)
    violations = system_of(document).validate(document)
    assert violations == [], [str(v) for v in violations]
    status, stdout, err = run(capsys, "validate", str(path))
    assert status == 0, err
    assert stdout == f"{path}: valid\n"
    assert path.read_bytes() == fileformat.dumps(document), "samples are saved in the canonical form"


def test_all_samples_validate_in_one_call(capsys):
    assert SAMPLES
    status, _, err = run(capsys, "validate", *map(str, SAMPLES))
    assert status == 0, err


# --------------------------------------------------------------------------- as a process


def test_new_as_a_process(tmp_path):
    path = tmp_path / "p.sheet.json"
    result = subprocess.run(
        [sys.executable, "-m", "sheetmaker", "new", "coc7", "--random", "--seed", "4", "-o", str(path)],
        capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"Wrote {path} ({TITLE} investigator)\n"
    again = subprocess.run(
        [sys.executable, "-m", "sheetmaker", "new", "coc7", "--random", "-o", str(path)],
        capture_output=True, text=True, timeout=60,
    )
    assert again.returncode == 1 and "Traceback" not in again.stderr
