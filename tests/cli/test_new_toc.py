"""``sheetmaker new toc``, the ``show --json`` contract of Trail of Cthulhu sheets and the ToC samples."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from sheetmaker.cli import main
from sheetmaker.io import fileformat
from sheetmaker.resources import resource
from sheetmaker.systems.toc.model import ToCDocument
from sheetmaker.systems.toc.rules import derive
from sheetmaker.systems.toc.validate import validate
from tests.cli.helpers import new_document, run, show_json

TITLE = "Trail of Cthulhu"
REPO = Path(__file__).resolve().parents[2]


def toc_samples() -> list[Path]:
    return [path for path in sorted(resource("samples").glob("*.sheet.json")) if fileformat.load(path).system == "toc"]


def new(capsys, path: Path, *argv: str) -> ToCDocument:
    return new_document(capsys, "toc", TITLE, ToCDocument, path, *argv)


def ability(data: dict, name: str) -> dict:
    return next(item for item in data["abilities"] if item["name"] == name)


@pytest.fixture
def out(tmp_path) -> Path:
    return tmp_path / "new.sheet.json"


# --------------------------------------------------------------------------- blank


def test_blank_sheet(capsys, out):
    status, stdout, err = run(capsys, "new", "toc", "-o", str(out))
    assert status == 0
    assert stdout == f"Wrote {out} ({TITLE} investigator)\n"
    assert "validate" in err  # a blank sheet breaks creation rules, and says so
    document = fileformat.load(out)
    assert document.system == "toc" and document.kind == "investigator"
    sheet = document.sheet
    assert sheet.abilities == {} and sheet.occupation is None
    assert (sheet.campaign, sheet.investigators, sheet.investigative_budget) == ("purist", 4, None)


def test_blank_sheet_with_details(capsys, out):
    document = new(
        capsys, out, "--name", "Αγλαΐα Παπαδοπούλου", "--occupation", "police detective", "--campaign", "pulp",
        "--players", "3",
    )
    assert document.name == "Αγλαΐα Παπαδοπούλου"
    sheet = document.sheet
    assert sheet.occupation.name == "Police Detective" and sheet.occupation.branch is None
    assert (sheet.campaign, sheet.investigators) == ("pulp", 3)
    data = show_json(capsys, out)
    assert data["build"]["investigative"]["budget"] == 18
    assert data["build"]["investigative"]["spent"] == 0
    assert ability(data, "Cop Talk")["occupational"] is True
    assert ability(data, "Credit Rating")["rating"] == 3  # the occupation's base, free


def test_blank_military_branch_and_branch_alone(capsys, tmp_path):
    navy = new(capsys, tmp_path / "navy.sheet.json", "--occupation", "military", "--branch", "navy")
    assert (navy.sheet.occupation.name, navy.sheet.occupation.branch) == ("Military", "Navy")
    officer = new(capsys, tmp_path / "officer.sheet.json", "--branch", "Officer")
    assert (officer.sheet.occupation.name, officer.sheet.occupation.branch) == ("Military", "Officer")
    data = show_json(capsys, tmp_path / "officer.sheet.json")
    assert ability(data, "Bureaucracy")["occupational"] is True
    assert data["credit_rating"]["range"] == "2-5"


def test_blank_sheet_with_occupational_picks(capsys, out):
    document = new(
        capsys, out, "--occupation", "Professor", "--occupational", "Flattery", "--occupational", "History",
        "--occupational", "occult", "--occupational", "Physics",
    )
    assert document.sheet.occupation.picks == {
        "interpersonal": ["Flattery"], "academic": ["History", "Occult", "Physics"]
    }
    data = show_json(capsys, out)
    for name in ("Flattery", "History", "Occult", "Physics", "Bureaucracy"):
        assert ability(data, name)["occupational"] is True
    assert ability(data, "Biology")["occupational"] is False
    codes = {v["code"] for v in data["violations"]}
    assert not any(code.startswith("occupation.") for code in codes)


def test_occupational_on_military_without_branch_picks_the_branch_that_holds_it(capsys, out):
    document = new(capsys, out, "--occupation", "Military", "--occupational", "Riding")
    assert document.sheet.occupation.branch == "Officer"
    assert document.sheet.occupation.picks == {"riding_or_piloting": ["Riding"]}


def test_occupational_that_is_not_an_option_is_written_for_validate_to_judge(capsys, out):
    new(capsys, out, "--occupation", "Alienist", "--occupational", "Occult", "--occupational", "Bargain")
    data = show_json(capsys, out)
    assert "occupation.choice.not_allowed" in {v["code"] for v in data["violations"]}


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
        capsys, out, "--random", "--seed", "4", "--occupation", "clergy", "--occupational", "Greek",
        "--occupational", "Flattery", "--campaign", "pulp", "--players", "2", "--name", "Father Tomás Ybarra",
    )
    sheet = document.sheet
    assert document.name == "Father Tomás Ybarra"
    assert sheet.occupation.picks == {"language": ["Greek"], "interpersonal": ["Flattery"]}
    assert "Greek" in sheet.languages
    assert validate(document) == []
    data = show_json(capsys, out)
    assert data["campaign"] == "pulp"
    assert data["build"]["investigative"] == {**data["build"]["investigative"], "budget": 24, "spent": 24}
    assert data["build"]["general"]["budget"] == data["build"]["general"]["spent"] == 65
    assert data["sources_required"] == data["stability"]["rating"] // 3 == len(sheet.sources_of_stability)


@pytest.mark.parametrize(("argv", "budget"), [(["--players", "2"], 24), (["--players", "3"], 18),
                                              (["--players", "6"], 16), (["--investigative-points", "30"], 30),
                                              (["--investigative-points", "0"], 0), ([], 16)])
def test_players_and_investigative_points_set_the_budget(capsys, tmp_path, argv, budget):
    random_path, blank_path = tmp_path / "random.sheet.json", tmp_path / "blank.sheet.json"
    new(capsys, random_path, "--random", "--seed", "8", *argv)
    new(capsys, blank_path, *argv)
    investigative = show_json(capsys, random_path)["build"]["investigative"]
    assert investigative["budget"] == investigative["spent"] == budget
    investigative = show_json(capsys, blank_path)["build"]["investigative"]
    assert (investigative["budget"], investigative["spent"]) == (budget, 0)


def test_campaign_switches_the_rules(capsys, tmp_path):
    pulp = new(capsys, tmp_path / "pulp.sheet.json", "--random", "--seed", "12", "--campaign", "pulp")
    purist = new(capsys, tmp_path / "purist.sheet.json", "--random", "--seed", "12")
    assert (pulp.sheet.campaign, purist.sheet.campaign) == ("pulp", "purist")
    assert purist.sheet.sources_of_stability == []
    assert len(pulp.sheet.sources_of_stability) == derive(pulp.sheet).stability.rating // 3
    health = new(capsys, tmp_path / "h.sheet.json", "--random", "--seed", "12", "--set", "Health=14")
    codes = {v["code"] for v in show_json(capsys, tmp_path / "h.sheet.json")["violations"]}
    assert "health.purist_max" in codes and health.sheet.campaign == "purist"
    new(capsys, tmp_path / "hp.sheet.json", "--random", "--seed", "12", "--set", "Health=14", "--campaign", "pulp")
    codes = {v["code"] for v in show_json(capsys, tmp_path / "hp.sheet.json")["violations"]}
    assert "health.purist_max" not in codes


@pytest.mark.parametrize(("tier", "rating"), [("expert", 10), ("professional", 7), ("average", 4)])
def test_npc_tiers(capsys, out, tier, rating):
    status, stdout, _ = run(capsys, "new", "toc", "--npc", "--tier", tier, "--seed", "3", "-o", str(out))
    assert status == 0
    assert stdout == f"Wrote {out} ({TITLE} NPC)\n"
    document = fileformat.load(out)
    assert document.kind == "npc" and document.tags == [tier]
    data = show_json(capsys, out)
    for name in ("Athletics", "Health", "Scuffling", "Weapons", "Firearms"):
        assert rating - 1 <= ability(data, name)["rating"] <= rating + 1
    assert data["hit_threshold"] == (4 if ability(data, "Athletics")["rating"] >= 8 else 3)
    assert data["violations"] == []


def test_npc_defaults_to_average_and_takes_an_occupation(capsys, out):
    document = new(capsys, out, "--npc", "--occupation", "Police Detective", "--seed", "1")
    assert document.tags == ["average"] and document.sheet.occupation.name == "Police Detective"
    assert any(w.kind.startswith("Smith & Wesson .38") for w in document.sheet.weapons)


# --------------------------------------------------------------------------- --set


def test_set_gives_final_ratings_with_full_pools(capsys, out):
    new(capsys, out, "--random", "--seed", "5", "--set", "Athletics=8", "--set", "library use=3", "--set", "Sanity=10")
    data = show_json(capsys, out)
    assert (ability(data, "Athletics")["rating"], ability(data, "Athletics")["pool"]) == (8, 8)
    assert ability(data, "Library Use")["rating"] == ability(data, "Library Use")["pool"] == 3
    assert data["sanity"]["rating"] == 10 and data["sanity"]["pool"] == 10
    assert data["hit_threshold"] == 4
    assert data["pillars_required"] == 3


def test_set_on_a_blank_sheet_and_an_npc(capsys, tmp_path):
    blank = new(capsys, tmp_path / "blank.sheet.json", "--set", "Firearms=12", "--set", "Scuffling=6")
    assert {k: v.rating for k, v in blank.sheet.abilities.items()} == {"Firearms": 12, "Scuffling": 6}
    codes = {v["code"] for v in show_json(capsys, tmp_path / "blank.sheet.json")["violations"]}
    assert "general.highest_unsupported" not in codes  # Scuffling 6 is half of Firearms 12 (seed 001)
    npc = new(capsys, tmp_path / "npc.sheet.json", "--npc", "--seed", "2", "--set", "Health=15")
    assert npc.sheet.abilities["Health"].rating == 15


def test_writes_sheets_that_break_creation_rules(capsys, out):
    status, stdout, err = run(
        capsys, "new", "toc", "--random", "--seed", "1", "--set", "Cthulhu Mythos=3", "-o", str(out)
    )
    assert status == 0 and stdout.startswith("Wrote ")
    assert "validate" in err
    status, _, err = run(capsys, "validate", str(out))
    assert status == 1
    assert "Cthulhu Mythos" in err


# --------------------------------------------------------------------------- refusals


def test_bad_values_exit_1_with_one_line_each(capsys, out):
    bad = [
        ("--set", "Athletics=100"),
        ("--set", "Athletix=3"),
        ("--set", "Athletics"),
        ("--set", "Health=lots"),
        ("--set", "Stability=-1"),
    ]
    argv = [part for pair in bad for part in pair]
    status, stdout, err = run(capsys, "new", "toc", "--random", "--seed", "1", "-o", str(out), *argv)
    assert status == 1
    assert stdout == ""
    lines = err.strip().splitlines()
    assert len(lines) == len(bad)
    for option, item in bad:
        assert sum(f"{option} '{item}'" in line for line in lines) == 1, item
    assert "did you mean 'Athletics'" in err
    assert not out.exists()


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--random", "--occupation", "Plumber"], ["unknown occupation", "Alienist"]),
        (["--occupation", "Military", "--branch", "Cavalry"], ["no branch 'Cavalry'", "Navy"]),
        (["--occupation", "Doctor", "--branch", "Navy"], ["no branches"]),
        (["--branch", "Cavalry"], ["no occupation has a branch"]),
        (["--occupation", "Professor", "--occupational", "Gardening"], ["unknown ability"]),
        (["--occupation", "Doctor", "--occupational", "Occult"], ["no free-choice"]),
        (["--players", "0"], ["1 to 99"]),
        (["--investigative-points", "500"], ["0 to 200"]),
        (["--npc", "--name", "x" * 201], ["at most 200"]),
    ],
)
def test_unknown_names_and_impossible_values_exit_1(capsys, out, argv, words):
    status, stdout, err = run(capsys, "new", "toc", "-o", str(out), *argv)
    assert status == 1 and stdout == ""
    assert len(err.strip().splitlines()) == 1, err
    for word in words:
        assert word in err
    assert "Traceback" not in err
    assert not out.exists()


def test_several_problems_are_all_listed(capsys, out):
    status, _, err = run(
        capsys, "new", "toc", "--occupation", "Plumber", "--set", "Foo=1", "--players", "0", "-o", str(out)
    )
    assert status == 1 and len(err.strip().splitlines()) == 3


def test_refuses_to_overwrite_without_force(capsys, out):
    new(capsys, out, "--random", "--seed", "1")
    before = out.read_bytes()
    status, stdout, err = run(capsys, "new", "toc", "--random", "--seed", "2", "-o", str(out))
    assert status == 1 and stdout == ""
    assert "--force" in err and len(err.strip().splitlines()) == 1
    assert out.read_bytes() == before
    new(capsys, out, "--random", "--seed", "2", "--force")
    assert out.read_bytes() != before


@pytest.mark.parametrize(
    "argv",
    [
        ["new", "toc"],
        ["new", "toc", "--random", "--npc", "-o", "x.sheet.json"],
        ["new", "toc", "--npc", "--tier", "heroic", "-o", "x.sheet.json"],
        ["new", "toc", "--tier", "expert", "-o", "x.sheet.json"],
        ["new", "toc", "--campaign", "noir", "-o", "x.sheet.json"],
        ["new", "toc", "--players", "2", "--investigative-points", "10", "-o", "x.sheet.json"],
        ["new", "toc", "--players", "two", "-o", "x.sheet.json"],
        ["new", "toc", "--investigative-points", "ten", "-o", "x.sheet.json"],
        ["new", "toc", "--occupational", "Occult", "-o", "x.sheet.json"],
        ["new", "toc", "--seed", "one", "-o", "x.sheet.json"],
        ["new", "toc", "--era", "1920s", "-o", "x.sheet.json"],
    ],
)
def test_usage_errors_exit_2(capsys, tmp_path, monkeypatch, argv):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    assert "usage:" in capsys.readouterr().err
    assert not (tmp_path / "x.sheet.json").exists()


# --------------------------------------------------------------------------- show --json contract


def check_contract(data: dict) -> None:
    assert data["system"] == "toc"
    assert isinstance(data["abilities"], list) and data["abilities"]
    families = {"Academic", "Interpersonal", "Technical", "General"}
    for item in data["abilities"]:
        assert set(item) >= {"name", "family", "rating", "pool", "occupational"}
        assert item["family"] in families
        assert isinstance(item["rating"], int) and isinstance(item["pool"], int)
        assert isinstance(item["occupational"], bool)
    for key in ("general", "investigative"):
        assert set(data["build"][key]) >= {"budget", "spent"}
    assert data["hit_threshold"] in (3, 4)
    assert isinstance(data["pillars_required"], int) and isinstance(data["sources_required"], int)
    assert data["drive"] is None or isinstance(data["drive"], str)
    for key in ("health", "stability", "sanity"):
        assert set(data[key]) >= {"rating", "pool", "status"}
    assert isinstance(data["violations"], list)
    for violation in data["violations"]:
        assert set(violation) >= {"code", "message"}


def test_show_json_contract_of_a_random_investigator(capsys, out):
    document = new(capsys, out, "--random", "--seed", "11", "--campaign", "pulp")
    data = show_json(capsys, out)
    check_contract(data)
    d = derive(document.sheet)
    assert {item["name"] for item in data["abilities"]} >= {"Athletics", "Credit Rating", "Library Use", "Sanity"}
    assert data["build"]["general"]["budget"] == data["build"]["general"]["spent"] == 65
    assert data["build"]["investigative"]["budget"] == data["build"]["investigative"]["spent"] == 16
    assert data["hit_threshold"] == d.hit_threshold
    assert data["pillars_required"] == d.sanity.rating // 3
    assert data["sources_required"] == d.stability.rating // 3
    assert data["drive"] == document.sheet.drive
    assert data["health"] == {**data["health"], "rating": d.health.rating, "pool": d.health.rating, "status": "fine"}
    assert data["sanity"]["rating"] == d.sanity.rating
    assert data["violations"] == []
    occupational = {item["name"] for item in data["abilities"] if item["occupational"]}
    assert occupational == set(d.occupational)


def test_show_json_lists_violations_of_a_blank_sheet(capsys, out):
    new(capsys, out)
    data = show_json(capsys, out)
    check_contract(data)
    assert data["drive"] is None
    codes = {v["code"] for v in data["violations"]}
    assert {"occupation.missing", "drive.missing", "build.general.unspent"} <= codes
    assert data["sanity"] == {**data["sanity"], "rating": 4, "pool": 4, "status": "fine"}
    assert data["pillars_required"] == 1


def test_validate_lists_rule_violations_and_exits_1(capsys, out):
    new(capsys, out)
    status, stdout, err = run(capsys, "validate", str(out))
    assert status == 1 and stdout == ""
    lines = err.strip().splitlines()
    assert lines and all(line.startswith(f"{out}: ") for line in lines)
    assert any("occupation" in line for line in lines)


# --------------------------------------------------------------------------- samples


def test_there_are_toc_samples_of_every_kind():
    documents = [fileformat.load(path) for path in toc_samples()]
    investigators = [d for d in documents if d.kind == "investigator"]
    npcs = [d for d in documents if d.kind == "npc"]
    assert len(investigators) >= 2 and len(npcs) >= 1
    assert any(d.sheet.campaign == "purist" for d in investigators)
    assert any(d.sheet.campaign == "pulp" and d.sheet.sources_of_stability for d in investigators)
    for document in documents:
        assert document.notes.strip()
    for document in investigators:
        assert document.sheet.background.strip()


@pytest.mark.parametrize("path", toc_samples(), ids=lambda p: p.name)
def test_toc_sample_validates(capsys, path):
    document = fileformat.load(path)
    assert validate(document) == [], [str(v) for v in validate(document)]
    status, stdout, err = run(capsys, "validate", str(path))
    assert status == 0, err
    assert stdout == f"{path}: valid\n"
    assert path.read_bytes() == fileformat.dumps(document), "samples are saved in the canonical form"
    if document.kind == "investigator":
        d = derive(document.sheet)
        assert d.general.left == 0 and d.investigative.left == 0


def test_all_samples_validate_in_one_call(capsys):
    samples = sorted(resource("samples").glob("*.sheet.json"))
    assert len(samples) > len(toc_samples()) >= 3
    status, _, err = run(capsys, "validate", *map(str, samples))
    assert status == 0, err


# --------------------------------------------------------------------------- as a process


def test_new_toc_as_a_process_is_reproducible_whatever_the_hash_seed(tmp_path):
    outputs = []
    for hash_seed in ("1", "2"):
        path = tmp_path / f"p{hash_seed}.sheet.json"
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "SOURCE_DATE_EPOCH": "1700000000",
               "PYTHONPATH": str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        result = subprocess.run(
            [sys.executable, "-m", "sheetmaker", "new", "toc", "--random", "--seed", "4", "--campaign", "pulp",
             "-o", str(path)],
            capture_output=True, text=True, timeout=60, env=env,
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout == f"Wrote {path} ({TITLE} investigator)\n"
        outputs.append(path.read_bytes())
    assert outputs[0] == outputs[1]
