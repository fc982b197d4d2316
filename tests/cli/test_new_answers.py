"""``sheetmaker new coc7 --answers``: scripted creation through the creation session, and
``sheetmaker schema --answers``."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from sheetmaker.cli import main
from sheetmaker.io import fileformat
from sheetmaker.resources import resource
from sheetmaker.systems.coc7.model import CHARACTERISTICS, CoC7Document
from sheetmaker.systems.coc7.rules import derive
from sheetmaker.systems.coc7.session import answers_schema
from sheetmaker.systems.coc7.validate import validate
from tests.cli.helpers import new_document, run

TITLE = "Call of Cthulhu 7th edition"
ROOT = Path(__file__).resolve().parents[2]
SAMPLE = resource("samples", "answers", "journalist.answers.json")


def readme_example() -> str:
    """The JSON example of the README's section on scripted creation."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Scripted creation (`--answers`)", 1)[1].split("\n## ", 1)[0]
    match = re.search(r"```json\n(.*?)```", section, re.S)
    assert match, "the README's scripted-creation section has no ```json example"
    return match.group(1)


def write(tmp_path: Path, answers: dict | str, name: str = "my.answers.json") -> Path:
    path = tmp_path / name
    path.write_text(answers if isinstance(answers, str) else json.dumps(answers), encoding="utf-8")
    return path


def sample_answers() -> dict:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


@pytest.fixture
def out(tmp_path) -> Path:
    return tmp_path / "new.sheet.json"


# --------------------------------------------------------------------------- the README example


def test_the_readme_example_is_the_shipped_sample():
    assert json.loads(readme_example()) == sample_answers()
    assert readme_example() == SAMPLE.read_text(encoding="utf-8")
    assert not SAMPLE.name.endswith(".sheet.json")  # CI validates resources/samples/*.sheet.json
    assert SAMPLE not in set(resource("samples").glob("*.sheet.json"))


def test_the_readme_example_makes_a_valid_investigator(capsys, tmp_path, out):
    answers = write(tmp_path, readme_example(), "journalist.answers.json")
    status, stdout, err = run(capsys, "new", "coc7", "--answers", str(answers), "-o", str(out))
    assert status == 0, err
    assert stdout == f"Wrote {out} ({TITLE} investigator)\n" and err == ""
    status, stdout, err = run(capsys, "validate", "--strict", str(out))
    assert (status, stdout, err) == (0, f"{out}: valid\n", "")

    document = fileformat.load(out)
    assert isinstance(document, CoC7Document) and document.name == "Theodora Marsh"
    sheet = document.sheet
    assert sheet.creation.method == "allocation" and sheet.age == 42
    # STR 50 −3, DEX 60 −2, APP −5; EDU 80: 91 adds 6 (86), 35 adds nothing.
    assert sheet.characteristics.as_dict() == {
        "STR": 47, "CON": 60, "SIZ": 50, "DEX": 58, "APP": 45, "INT": 70, "POW": 40, "EDU": 86,
    }
    assert sheet.luck == 55 and sheet.occupation.name == "Journalist"
    d = derive(sheet)
    assert (d.occupation_budget.total, d.occupation_budget.left) == (344, 0)
    assert (d.personal_budget.total, d.personal_budget.left) == (140, 0)
    assert d.mov == 8 - 1
    assert [w.skill for w in sheet.weapons] == ["Firearms (Handgun)", "Fighting (Brawl)"]
    assert validate(document) == []


# --------------------------------------------------------------------------- steps left out, seeds


def test_every_step_left_out_is_randomised(capsys, out, tmp_path):
    answers = write(tmp_path, {})
    document = new_document(capsys, "coc7", TITLE, CoC7Document, out, "--answers", str(answers), "--seed", "3")
    assert document.name and document.sheet.occupation is not None
    assert all(document.sheet.characteristics.as_dict()[n] for n in CHARACTERISTICS)
    assert [v for v in validate(document) if v.severity == "error"] == []


def test_the_given_steps_are_kept(capsys, out, tmp_path):
    given = {
        "setup": {"era": "modern", "skill_cap": 75},
        "occupation": {"name": "Hacker"},
        "age": {"age": 17, "luck_rolls": [20, 45]},
    }
    document = new_document(capsys, "coc7", TITLE, CoC7Document, out, "--answers", str(write(tmp_path, given)))
    sheet = document.sheet
    assert (sheet.era, sheet.age, sheet.occupation.name, sheet.luck) == ("modern", 17, "Hacker", 45)
    bought = [line for line in derive(sheet).skills if (line.occupation or line.personal)]
    assert bought and all(line.value <= 75 for line in bought if line.label != "Credit Rating")


def test_partly_rolled_characteristics_are_completed(capsys, out, tmp_path):
    given = {"characteristics": {"method": "rolled", "values": {"STR": 90, "EDU": 85}}}
    document = new_document(capsys, "coc7", TITLE, CoC7Document, out, "--answers", str(write(tmp_path, given)))
    base = document.sheet.creation.base
    assert (base.STR, base.EDU) == (90, 85)
    assert all(value % 5 == 0 and value for value in base.as_dict().values())


def test_same_seed_and_answers_give_the_same_bytes(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    answers = str(write(tmp_path, {"occupation": {"name": "Antiquarian"}, "age": {"age": 61}}))
    paths = [tmp_path / f"{name}.sheet.json" for name in ("a", "b", "c")]
    for path, seed in zip(paths, ("42", "42", "43"), strict=True):
        status, _, err = run(capsys, "new", "coc7", "--answers", answers, "--seed", seed, "-o", str(path))
        assert status == 0, err
    assert paths[0].read_bytes() == paths[1].read_bytes()
    assert paths[0].read_bytes() != paths[2].read_bytes()
    document = fileformat.load(paths[0])
    assert document.created.year == 2023 and document.sheet.age == 61
    assert document.sheet.occupation.name == "Antiquarian"


def test_without_a_seed_the_dice_differ(capsys, tmp_path):
    answers = str(write(tmp_path, {}))
    ids = set()
    for name in ("a", "b"):
        path = tmp_path / f"{name}.sheet.json"
        assert run(capsys, "new", "coc7", "--answers", answers, "-o", str(path))[0] == 0
        ids.add(fileformat.load(path).id)
    assert len(ids) == 2


def test_answers_from_standard_input(capsys, out, monkeypatch):
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(SAMPLE.read_bytes())))
    document = new_document(capsys, "coc7", TITLE, CoC7Document, out, "--answers", "-", "--seed", "1")
    assert document.name == "Theodora Marsh"


def test_name_replaces_the_answers_name(capsys, tmp_path, out):
    document = new_document(
        capsys, "coc7", TITLE, CoC7Document, out, "--answers", str(SAMPLE), "--name", "Ελένη Παπαδάκη"
    )
    assert document.name == "Ελένη Παπαδάκη"
    assert document.sheet.residence == "Arkham"  # the rest of the identity kept
    other = tmp_path / "other.sheet.json"
    document = new_document(
        capsys, "coc7", TITLE, CoC7Document, other, "--answers", str(write(tmp_path, {})), "--name", "Ada Byron",
        "--seed", "2",
    )
    assert document.name == "Ada Byron"
    assert document.sheet.residence and document.sheet.weapons  # left out: randomised around the name


def test_warnings_are_printed_and_the_sheet_written(capsys, tmp_path, out):
    answers = sample_answers()
    del answers["skills"]["points"]["Stealth"]  # 30 personal points left
    status, stdout, err = run(capsys, "new", "coc7", "--answers", str(write(tmp_path, answers)), "-o", str(out))
    assert status == 0 and stdout.startswith("Wrote ")
    [line] = err.strip().splitlines()
    assert line.startswith("sheetmaker: ") and ": warning: skills: sheet.skills: 30 of 140 personal" in line
    assert out.exists()


# --------------------------------------------------------------------------- refusals


def test_a_sheet_breaking_the_rules_is_not_written(capsys, tmp_path, out):
    answers = sample_answers()
    answers["skills"]["points"]["Listen"]["occupation"] = 79  # 20 + 79 = 99: 40 too many, over the cap
    answers["identity"]["weapons"].append("ray_gun")
    answers["age"]["deductions"] = {"STR": 3}
    path = write(tmp_path, answers)
    status, stdout, err = run(capsys, "new", "coc7", "--answers", str(path), "-o", str(out))
    assert status == 1 and stdout == ""
    assert not out.exists()
    lines = err.strip().splitlines()
    assert all(line.startswith(f"sheetmaker: {path}: ") for line in lines)
    steps = [line.split(": ")[2] for line in lines]
    assert steps == sorted(steps, key=["age", "skills", "identity"].index)  # in step order
    text = "\n".join(lines)
    assert f"{path}: age: sheet.creation.age_deductions: " in text
    assert f"{path}: skills: sheet.skills: 384 occupation points are spent of 344 (EDU×4): 40 too many." in text
    assert f"{path}: skills: sheet.skills[Listen]: Listen is 99; the keeper caps starting skills at 75." in text
    assert f"{path}: identity: sheet.weapons[2]: No weapon 'ray_gun'" in text
    assert "Traceback" not in err


def test_an_unknown_occupation_is_not_replaced(capsys, tmp_path, out):
    path = write(tmp_path, {"occupation": {"name": "Plumber"}})
    status, _, err = run(capsys, "new", "coc7", "--answers", str(path), "--seed", "1", "-o", str(out))
    assert status == 1 and not out.exists()
    [line] = err.strip().splitlines()
    assert line.startswith(f"sheetmaker: {path}: occupation: sheet.occupation.name: ") and "'Plumber'" in line


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("not json", ["not valid JSON"]),
        ("", ["the file is empty"]),
        ("[1, 2]", ["(file): Input should be an object"]),
        ('{"age": {"age": 12}}', ["age.age: Input should be greater than or equal to 15"]),
        ('{"skils": {}}', ["skils: Extra inputs are not permitted"]),
        ('{"setup": {"rerolls": "often"}}', ["setup.rerolls: Input should be a valid boolean"]),
        (
            '{"age": {"age": 12}, "characteristics": {"method": "rolled", "values": {"STR": "high"}}}',
            ["characteristics.values.STR: Input should be a valid integer", "age.age: "],
        ),
    ],
)
def test_a_bad_answers_file_exits_1_naming_step_and_field(capsys, tmp_path, out, content, expected):
    path = write(tmp_path, content)
    status, stdout, err = run(capsys, "new", "coc7", "--answers", str(path), "-o", str(out))
    assert status == 1 and stdout == ""
    lines = err.strip().splitlines()
    assert len(lines) == len(expected)
    for line, start in zip(lines, expected, strict=True):
        assert line.startswith(f"sheetmaker: {path}: {start}"), line
    assert not out.exists()


def test_not_utf8(capsys, tmp_path, out):
    path = tmp_path / "latin1.answers.json"
    path.write_bytes('{"identity": {"name": "Zoë"}}'.encode("latin-1"))
    status, _, err = run(capsys, "new", "coc7", "--answers", str(path), "-o", str(out))
    assert status == 1 and "not a text file in UTF-8" in err


def test_a_missing_answers_file(capsys, tmp_path, out):
    missing = tmp_path / "nowhere.answers.json"
    status, stdout, err = run(capsys, "new", "coc7", "--answers", str(missing), "-o", str(out))
    assert (status, stdout) == (1, "")
    assert err == f"sheetmaker: {missing}: no such file (the --answers file to read)\n"
    status, _, err = run(capsys, "new", "coc7", "--answers", str(tmp_path), "-o", str(out))
    assert status == 1 and "is a folder" in err
    assert not out.exists()


def test_refuses_to_overwrite_without_force(capsys, out):
    out.write_text("keep me", encoding="utf-8")
    status, _, err = run(capsys, "new", "coc7", "--answers", str(SAMPLE), "-o", str(out))
    assert status == 1 and "--force" in err
    assert out.read_text(encoding="utf-8") == "keep me"
    status, _, err = run(capsys, "new", "coc7", "--answers", str(SAMPLE), "--force", "-o", str(out))
    assert status == 0, err
    assert fileformat.load(out).name == "Theodora Marsh"


@pytest.mark.parametrize(
    "extra",
    [
        ["--random"],
        ["--npc"],
        ["--npc", "--tier", "expert"],
        ["--averaged"],
        ["--era", "modern"],
        ["--era", "1920s"],
        ["--occupation", "Journalist"],
        ["--age", "30"],
        ["--set", "STR=50"],
        ["--skill", "Spot Hidden=45"],
    ],
)
def test_conflicting_options_are_usage_errors(capsys, tmp_path, monkeypatch, extra):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as info:
        main(["new", "coc7", "--answers", str(SAMPLE), "-o", "x.sheet.json", *extra])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and f"--answers cannot be combined with {extra[0]}" in err
    assert not (tmp_path / "x.sheet.json").exists()


def test_without_answers_the_era_still_defaults_to_the_1920s(capsys, out):
    document = new_document(capsys, "coc7", TITLE, CoC7Document, out, "--random", "--seed", "1")
    assert document.sheet.era == "1920s"


def test_help_mentions_answers(capsys):
    with pytest.raises(SystemExit):
        main(["new", "coc7", "--help"])
    assert "--answers FILE" in capsys.readouterr().out


# --------------------------------------------------------------------------- schema --answers


def test_schema_answers(capsys, tmp_path):
    status, stdout, err = run(capsys, "schema", "--answers")
    assert status == 0 and err == ""
    assert json.loads(stdout) == answers_schema()
    assert stdout == resource("schema", "coc7-answers.schema.json").read_text(encoding="utf-8")
    path = tmp_path / "answers.schema.json"
    assert run(capsys, "schema", "--answers", "-o", str(path))[0] == 0
    assert path.read_text(encoding="utf-8") == stdout
    status, stdout, _ = run(capsys, "schema")
    assert json.loads(stdout)["title"] == "SheetMaker sheet file"


# --------------------------------------------------------------------------- as a process


def test_bad_answers_as_a_process_have_no_traceback(tmp_path):
    path = write(tmp_path, '{"age": {"age": 12}}')
    result = subprocess.run(
        [
            sys.executable, "-m", "sheetmaker", "new", "coc7", "--answers", str(path),
            "-o", str(tmp_path / "x.sheet.json"),
        ],
        capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr == f"sheetmaker: {path}: age.age: Input should be greater than or equal to 15\n"
