"""The ``sheetmaker`` command line: its JSON contract and exit statuses."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from sheetmaker import __version__
from sheetmaker.cli import main
from sheetmaker.core import d100
from sheetmaker.io import fileformat
from sheetmaker.systems.coc7.generate import random_investigator
from sheetmaker.systems.coc7.model import CoC7Document
from sheetmaker.systems.coc7.validate import validate
from tests.cli.helpers import run


def run_json(capsys, *argv: str):
    status, out, err = run(capsys, *argv)
    assert status == 0, err
    return json.loads(out)


# --------------------------------------------------------------------------- roll EXPR


def test_roll_expression_json(capsys):
    data = run_json(capsys, "roll", "1D6+1+2D4", "--seed", "7", "--json")
    assert data["expression"] == "1D6+1+2D4"
    assert [die["sides"] for die in data["dice"]] == [6, 4, 4]
    assert data["total"] == sum(die["value"] for die in data["dice"]) + 1
    assert 4 <= data["total"] <= 15


def test_roll_is_reproducible_with_a_seed(capsys):
    first = run_json(capsys, "roll", "3d6*5", "--seed", "42", "--json")
    second = run_json(capsys, "roll", "3d6*5", "--seed", "42", "--json")
    assert first == second
    assert first["total"] == 5 * sum(die["value"] for die in first["dice"])


def test_roll_with_damage_bonus(capsys):
    data = run_json(capsys, "roll", "1d3+db", "--db", "+1D4", "--seed", "1", "--json")
    assert [die["sides"] for die in data["dice"]] == [3, 4]
    assert data["total"] == sum(die["value"] for die in data["dice"])


def test_roll_san_loss_pair(capsys):
    data = run_json(capsys, "roll", "1/1D4+1", "--seed", "3", "--json")
    assert data["success_loss"]["total"] == 1
    assert 2 <= data["failure_loss"]["total"] <= 5
    assert data["fumble_loss"] == 5


def test_roll_count_gives_a_list(capsys):
    data = run_json(capsys, "roll", "2d6", "--count", "5", "--seed", "1", "--json")
    assert isinstance(data, list) and len(data) == 5


def test_roll_text_output(capsys):
    status, out, _ = run(capsys, "roll", "2D6+4", "--seed", "5")
    assert status == 0
    assert out.startswith("2D6+4 = ")


@pytest.mark.parametrize("expression", ["2d", "1d6+", "(1d6", "1d6*1d4", "foo", "1001d6", "1d1001", ""])
def test_bad_expression_exits_1_with_one_line(capsys, expression):
    status, out, err = run(capsys, "roll", expression)
    assert status == 1
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert "bad dice expression" in err
    assert "position" in err


def test_expression_with_db_but_no_db_given(capsys):
    status, _, err = run(capsys, "roll", "1d3+DB")
    assert status == 1
    assert "damage bonus" in err


# --------------------------------------------------------------------------- roll d100


def test_d100_json_contract(capsys):
    data = run_json(capsys, "roll", "d100", "--target", "55", "--difficulty", "hard", "--seed", "9", "--json")
    assert set(data) >= {"tens", "units", "result", "target", "level"}
    assert data["target"] == 55
    assert len(data["tens"]) == 1
    tens, units = data["tens"][0], data["units"]
    assert data["result"] == (100 if tens == 0 and units == 0 else tens + units)
    assert data["level"] == d100.level_of(data["result"], 55, d100.Difficulty.HARD).word


def test_d100_bonus_dice_keep_the_lowest(capsys):
    rolls = run_json(
        capsys, "roll", "d100", "--target", "40", "--bonus", "2", "--count", "200", "--seed", "1", "--json"
    )
    for roll in rolls:
        assert len(roll["tens"]) == 3
        readings = [100 if t == 0 and roll["units"] == 0 else t + roll["units"] for t in roll["tens"]]
        assert roll["result"] == min(readings)


def test_d100_penalty_dice_keep_the_highest(capsys):
    rolls = run_json(
        capsys, "roll", "1D100", "--target", "40", "--penalty", "1", "--count", "200", "--seed", "2", "--json"
    )
    for roll in rolls:
        readings = [100 if t == 0 and roll["units"] == 0 else t + roll["units"] for t in roll["tens"]]
        assert len(readings) == 2
        assert roll["result"] == max(readings)


def test_d100_text_output(capsys):
    status, out, _ = run(capsys, "roll", "d100", "--target", "50", "--seed", "4")
    assert status == 0
    assert out.startswith("d100 vs 50 (regular, needs 50): tens ")


@pytest.mark.parametrize(
    "argv",
    [
        ["roll", "d100", "--target", "50", "--bonus", "1", "--penalty", "1"],
        ["roll", "d100", "--target", "50", "--bonus", "3"],
        ["roll", "2d6", "--target", "50"],
        ["roll", "2d6", "--difficulty", "hard"],
        ["roll", "d100", "--target", "50", "--difficulty", "heroic"],
        ["roll", "d100", "--target", "fifty"],
        ["roll", "d100", "--target", "50", "--count", "0"],
        ["frobnicate"],
    ],
)
def test_usage_errors_exit_2(capsys, argv):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    assert "usage:" in capsys.readouterr().err


def _chi_square_check(rolls: list[dict], value: int, net: int) -> None:
    """Observed level counts match the exact probabilities within sampling error."""
    exact = d100.level_probabilities(value, d100.Difficulty.REGULAR, net)
    n = len(rolls)
    counts = {level: 0 for level in d100.Level}
    for roll in rolls:
        counts[d100.Level.from_word(roll["level"])] += 1
    for level, probability in exact.items():
        p = float(probability)
        expected = n * p
        sd = (n * p * (1 - p)) ** 0.5
        assert abs(counts[level] - expected) <= 4.5 * sd + 1, (level, counts[level], expected)
    assert sum(exact.values()) == Fraction(1)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("value", "option", "net"), [(50, None, 0), (45, "--bonus", 1), (70, "--penalty", 2), (30, "--bonus", 2)]
)
def test_20000_rolls_match_exact_probabilities(capsys, value, option, net):
    argv = ["roll", "d100", "--target", str(value), "--count", "20000", "--seed", "2026", "--json"]
    if option:
        argv += [option, str(abs(net))]
    rolls = run_json(capsys, *argv)
    assert len(rolls) == 20000
    _chi_square_check(rolls, value, net if option != "--penalty" else -abs(net))


# --------------------------------------------------------------------------- files


@pytest.fixture
def sheet_file(tmp_path) -> Path:
    """A valid investigator (a blank sheet breaks the creation rules: no characteristics)."""
    path = tmp_path / "harvey.sheet.json"
    document = random_investigator(random.Random(1), occupation="Journalist", name="Harvey Walters")
    fileformat.save(document.model_copy(update={"player": "Ann"}), path)
    return path


def test_sheet_file_fixture_is_valid(sheet_file):
    document = fileformat.load(sheet_file)
    assert isinstance(document, CoC7Document)
    assert validate(document) == []


def test_show_json(capsys, sheet_file):
    data = run_json(capsys, "show", str(sheet_file), "--json")
    assert data["name"] == "Harvey Walters"
    assert data["system"] == "coc7"
    assert data["format"] == "sheetmaker"
    assert "violations" in data


def test_show_text(capsys, sheet_file):
    status, out, _ = run(capsys, "show", str(sheet_file))
    assert status == 0
    assert out.startswith("Harvey Walters (investigator, Call of Cthulhu 7th edition)")


def test_validate_good_file(capsys, sheet_file):
    status, out, err = run(capsys, "validate", str(sheet_file))
    assert status == 0, err
    assert out.strip().endswith("valid")


@pytest.mark.parametrize(
    "content",
    [b"", b"\x00\x01\x02\xff", b'{"format": "sheetmaker", "schema_version": 99}', b"[" * 5000, b'{"Investigator": {}}'],
)
def test_hostile_files_exit_1_with_readable_lines(capsys, tmp_path, content):
    path = tmp_path / "bad.sheet.json"
    path.write_bytes(content)
    for argv in (["validate", str(path)], ["show", str(path)], ["show", str(path), "--json"]):
        status, out, err = run(capsys, *argv)
        assert status == 1
        lines = err.strip().splitlines()
        assert lines and all(str(path) in line for line in lines)
        assert "Traceback" not in err


def test_validate_many_files_reports_each(capsys, tmp_path, sheet_file):
    bad = tmp_path / "bad.sheet.json"
    bad.write_text("{}", encoding="utf-8")
    status, out, err = run(capsys, "validate", str(sheet_file), str(bad))
    assert status == 1
    assert f"{sheet_file}: valid" in out
    assert str(bad) in err


def test_schema(capsys, tmp_path):
    data = run_json(capsys, "schema")
    assert data["title"] == "SheetMaker sheet file"
    out = tmp_path / "schema.json"
    assert main(["schema", "-o", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8")) == data


def test_help_lists_the_commands(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    assert "usage: sheetmaker" in out
    for command in ("roll", "new", "validate", "show", "schema"):
        assert command in out


# --------------------------------------------------------------------------- as a process


def _sheetmaker(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sheetmaker", *argv], capture_output=True, text=True, timeout=60
    )


def test_version_as_a_process():
    result = _sheetmaker("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"sheetmaker {__version__}"


def test_bad_input_as_a_process_has_no_traceback():
    result = _sheetmaker("roll", "1d6+(")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
