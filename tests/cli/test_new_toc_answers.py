"""``sheetmaker new toc --answers``: scripted Trail of Cthulhu creation through the creation
session, and ``sheetmaker schema --answers toc``."""

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
from sheetmaker.systems.toc.model import ToCDocument
from sheetmaker.systems.toc.rules import derive
from sheetmaker.systems.toc.session import answers_schema
from sheetmaker.systems.toc.validate import validate
from tests.cli.helpers import new_document, run

TITLE = "Trail of Cthulhu"
ROOT = Path(__file__).resolve().parents[2]
SAMPLE = resource("samples", "answers", "toc-alienist.answers.json")


def readme_example() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Scripted Trail of Cthulhu creation", 1)[1].split("\n## ", 1)[0]
    match = re.search(r"```json\n(.*?)```", section, re.DOTALL)
    assert match, "the README's Trail of Cthulhu scripted-creation section has no ```json example"
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


def test_the_readme_example_is_the_shipped_sample():
    assert readme_example() == SAMPLE.read_text(encoding="utf-8")
    assert not SAMPLE.name.endswith(".sheet.json")


def test_the_sample_makes_a_valid_investigator(capsys, out):
    status, stdout, err = run(capsys, "new", "toc", "--answers", str(SAMPLE), "-o", str(out))
    assert status == 0, err
    assert stdout.startswith(f"Wrote {out} ({TITLE}") and err == ""
    status, stdout, err = run(capsys, "validate", "--strict", str(out))
    assert (status, err) == (0, ""), stdout
    document = fileformat.load(out)
    assert isinstance(document, ToCDocument) and document.name == "Dr. Helena Voss"
    sheet = document.sheet
    assert sheet.campaign == "pulp" and sheet.occupation.name == "Alienist"
    assert sheet.languages == ["German", "Latin"] and sheet.drive == "Scholarship" and sheet.drive_reason
    d = derive(sheet)
    assert (d.investigative.total, d.investigative.left, d.general.left) == (18, 0, 0)
    assert len(sheet.sources_of_stability) == 3 and len(sheet.pillars_of_sanity) == 2
    assert validate(document) == []


def test_every_step_left_out_is_randomised(capsys, out, tmp_path):
    document = new_document(
        capsys, "toc", TITLE, ToCDocument, out, "--answers", str(write(tmp_path, {})), "--seed", "3"
    )
    assert document.name and document.sheet.occupation is not None
    assert [v for v in validate(document) if v.severity == "error"] == []


def test_the_given_steps_are_kept(capsys, out, tmp_path):
    given = {"campaign": {"campaign": "pulp", "investigators": 2}, "occupation": {"name": "Military", "branch": "Navy"}}
    document = new_document(
        capsys, "toc", TITLE, ToCDocument, out, "--answers", str(write(tmp_path, given)), "--seed", "1"
    )
    sheet = document.sheet
    assert (sheet.campaign, sheet.investigators, sheet.occupation.branch) == ("pulp", 2, "Navy")
    assert derive(sheet).investigative.left == 0


def test_same_seed_and_answers_give_the_same_bytes(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    answers = str(write(tmp_path, {"occupation": {"name": "Antiquarian"}}))
    paths = [tmp_path / f"{name}.sheet.json" for name in ("a", "b", "c")]
    for path, seed in zip(paths, ("42", "42", "43"), strict=True):
        status, _, err = run(capsys, "new", "toc", "--answers", answers, "--seed", seed, "-o", str(path))
        assert status == 0, err
    assert paths[0].read_bytes() == paths[1].read_bytes()
    assert paths[0].read_bytes() != paths[2].read_bytes()
    assert fileformat.load(paths[0]).created.year == 2023


def test_name_replaces_the_answers_name(capsys, out):
    document = new_document(capsys, "toc", TITLE, ToCDocument, out, "--answers", str(SAMPLE), "--name", "Ada Byron")
    assert document.name == "Ada Byron" and document.sheet.age == 41


def test_answers_from_standard_input(capsys, out, monkeypatch):
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(SAMPLE.read_bytes())))
    document = new_document(capsys, "toc", TITLE, ToCDocument, out, "--answers", "-", "--seed", "1")
    assert document.name == "Dr. Helena Voss"


def test_a_sheet_breaking_the_rules_is_not_written(capsys, tmp_path, out):
    answers = sample_answers()
    answers["campaign"]["campaign"] = "purist"
    answers["general"]["ratings"]["Health"] = 13
    answers["general"]["ratings"]["Athletics"] = 1
    answers["identity"]["weapons"].append("Ray gun")
    path = write(tmp_path, answers)
    status, stdout, err = run(capsys, "new", "toc", "--answers", str(path), "-o", str(out))
    assert status == 1 and stdout == "" and not out.exists()
    lines = err.strip().splitlines()
    assert all(line.startswith(f"sheetmaker: {path}: ") for line in lines)
    text = "\n".join(lines)
    assert f"{path}: general: sheet.abilities[Health]: Health 13 is above 12" in text
    assert f"{path}: identity: sheet.weapons[1]: No weapon 'Ray gun'" in text
    steps = [line.split(": ")[2] for line in lines]
    order = ["campaign", "occupation", "investigative", "general", "mind", "identity", "review"]
    assert steps == sorted(steps, key=order.index)


def test_warnings_are_printed_and_the_sheet_written(capsys, tmp_path, out):
    answers = sample_answers()
    answers["investigative"]["ratings"]["Occult"] = 2
    status, stdout, err = run(capsys, "new", "toc", "--answers", str(write(tmp_path, answers)), "-o", str(out))
    assert status == 0 and stdout.startswith("Wrote ")
    [line] = err.strip().splitlines()
    assert ": warning: investigative: Investigative build points: 17 spent of 18, 1 unspent." in line
    assert out.exists()


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("not json", ["not valid JSON"]),
        ("", ["the file is empty"]),
        (
            '{"general": {"ratings": {"Athletics": 100}}}',
            ["general.ratings.Athletics: Input should be less than or equal to 99"],
        ),
        ('{"campaign": {"campaign": "noir"}}', ["campaign.campaign: Input should be 'purist' or 'pulp'"]),
        ('{"mind": {"drives": "Duty"}}', ["mind.drives: Extra inputs are not permitted"]),
    ],
)
def test_a_bad_answers_file_exits_1_naming_step_and_field(capsys, tmp_path, out, content, expected):
    path = write(tmp_path, content)
    status, stdout, err = run(capsys, "new", "toc", "--answers", str(path), "-o", str(out))
    assert status == 1 and stdout == ""
    lines = err.strip().splitlines()
    assert len(lines) == len(expected)
    for line, start in zip(lines, expected, strict=True):
        assert line.startswith(f"sheetmaker: {path}: {start}"), line
    assert not out.exists()


def test_refuses_to_overwrite_without_force(capsys, out):
    out.write_text("keep me", encoding="utf-8")
    status, _, err = run(capsys, "new", "toc", "--answers", str(SAMPLE), "-o", str(out))
    assert status == 1 and "--force" in err
    assert out.read_text(encoding="utf-8") == "keep me"


@pytest.mark.parametrize(
    "extra",
    [
        ["--random"],
        ["--npc"],
        ["--occupation", "Alienist"],
        ["--branch", "Navy"],
        ["--occupational", "Bargain"],
        ["--players", "3"],
        ["--investigative-points", "20"],
        ["--set", "Athletics=8"],
    ],
)
def test_conflicting_options_are_usage_errors(capsys, tmp_path, monkeypatch, extra):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as info:
        main(["new", "toc", "--answers", str(SAMPLE), "-o", "x.sheet.json", *extra])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert f"--answers cannot be combined with {extra[0]}" in err
    assert not (tmp_path / "x.sheet.json").exists()


def test_help_mentions_answers(capsys):
    with pytest.raises(SystemExit):
        main(["new", "toc", "--help"])
    assert "--answers FILE" in capsys.readouterr().out


def test_schema_answers_toc(capsys, tmp_path):
    status, stdout, err = run(capsys, "schema", "--answers", "toc")
    assert status == 0 and err == ""
    assert json.loads(stdout) == answers_schema()
    assert stdout == resource("schema", "toc-answers.schema.json").read_text(encoding="utf-8")
    path = tmp_path / "toc.schema.json"
    assert run(capsys, "schema", "--answers", "toc", "-o", str(path))[0] == 0
    assert path.read_text(encoding="utf-8") == stdout
    # --answers alone (or coc7) is still the Call of Cthulhu schema.
    for argv in (["schema", "--answers"], ["schema", "--answers", "coc7"]):
        assert json.loads(run(capsys, *argv)[1])["title"] == "SheetMaker Call of Cthulhu 7e creation answers"


def test_as_a_process_without_traceback_nor_heavy_imports(tmp_path):
    path = write(tmp_path, '{"general": {"ratings": {"Athletics": 100}}}')
    result = subprocess.run(
        [
            sys.executable, "-m", "sheetmaker", "new", "toc", "--answers", str(path),
            "-o", str(tmp_path / "x.sheet.json"),
        ],
        check=False, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr == f"sheetmaker: {path}: general.ratings.Athletics: Input should be less than or equal to 99\n"
    code = "import sys, sheetmaker.cli; print('PySide6' in sys.modules, 'pydantic' in sys.modules)"
    imports = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=60)
    assert imports.stdout.split() == ["False", "False"]
