"""The command line's bounds: ``roll --count`` refused before any rolling when it asks too much,
negative expressions, and problem lines that stay one bounded line whatever file name or
message they carry (not UTF-8, newlines, a 4,000-digit value), even under a strict stdout."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sheetmaker import cli
from sheetmaker.cli import MAX_COUNT, MAX_LINE, MAX_TOTAL_DICE, main
from sheetmaker.core import dice
from sheetmaker.core.errors import DocumentError
from tests.cli.helpers import run

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "eleni-papadaki.sheet.json"


def usage_error(capsys, *argv: str) -> str:
    """Run ``argv``, expecting a usage error (exit 2, nothing on stdout); its error line."""
    with pytest.raises(SystemExit) as info:
        main(list(argv))
    out, err = capsys.readouterr()
    assert info.value.code == 2
    assert out == ""
    [line] = [line for line in err.splitlines() if ": error: " in line]
    return line


def never_rolled(monkeypatch) -> None:
    """Make any roll fail the test: a refused request must be refused before rolling."""

    def fail(*args, **kwargs):
        raise AssertionError("rolled although the request is over the limit")

    monkeypatch.setattr(dice.Expression, "roll", fail)


# --------------------------------------------------------------------------- roll --count


def test_total_dice_over_the_limit_is_refused_before_rolling(capsys, monkeypatch):
    never_rolled(monkeypatch)
    line = usage_error(capsys, "roll", "1000d1000", "--count", "10000", "--json")
    assert "10,000,000 dice" in line  # what was asked
    assert f"at most {MAX_TOTAL_DICE:,} dice" in line  # the limit


def test_total_dice_counts_the_damage_bonus_and_both_san_losses(capsys, monkeypatch):
    never_rolled(monkeypatch)
    # 500 dice of the expression + 500 of DB = 1000 a roll: 1001 rolls is over 1,000,000.
    line = usage_error(capsys, "roll", "500d6+db", "--db", "+500d4", "--count", "1001")
    assert "1,001,000 dice" in line
    line = usage_error(capsys, "roll", "500d6/500d6", "--count", "1001")
    assert "1,001,000 dice" in line


def test_count_over_the_limit_is_refused(capsys, monkeypatch):
    never_rolled(monkeypatch)
    line = usage_error(capsys, "roll", "1d6", "--count", "1000000")
    assert f"{MAX_COUNT:,}" in line and "1,000,000" in line
    line = usage_error(capsys, "roll", "d100", "--target", "50", "--count", str(MAX_COUNT + 1))
    assert f"{MAX_COUNT:,}" in line


def test_exactly_at_the_limit_rolls(capsys):
    status, out, err = run(capsys, "roll", "1000d2", "--count", str(MAX_TOTAL_DICE // 1000), "--seed", "1")
    assert status == 0, err
    assert out.count("\n") == MAX_TOTAL_DICE // 1000
    assert out.splitlines()[0].startswith("1000D2 = ")


def test_streamed_json_is_the_list_json_would_print(capsys):
    for argv in (
        ["roll", "2d6+db", "--db", "+1d4", "--count", "7"],
        ["roll", "1/1d4+1", "--count", "3"],
        ["roll", "5", "--count", "2"],
        ["roll", "d100", "--target", "50", "--bonus", "2", "--count", "4"],
    ):
        status, out, err = run(capsys, *argv, "--seed", "3", "--json")
        assert status == 0, err
        data = json.loads(out)
        assert isinstance(data, list) and len(data) == int(argv[argv.index("--count") + 1])
        assert out == json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def test_dice_rolled_counts_the_damage_bonus():
    assert dice.parse("2d6").dice_rolled() == 2
    assert dice.parse("1d6+db+db/2").dice_rolled("+2d4") == 5
    assert dice.parse("3d6").dice_rolled("+1d4") == 3  # a bonus the expression does not use


# --------------------------------------------------------------------------- negative expressions


@pytest.mark.parametrize("expression", ["-1d6", "-d6", "-(1d6+2)"])
def test_a_negative_expression_rolls(capsys, expression):
    status, out, err = run(capsys, "roll", expression, "--seed", "1", "--json")
    assert status == 0, err
    data = json.loads(out)
    assert data["expression"].startswith("-")
    assert data["total"] < 0


def test_a_negative_expression_after_options_and_after_double_dash(capsys):
    first = run(capsys, "roll", "--seed", "4", "-2d6+1")
    second = run(capsys, "roll", "--seed", "4", "--", "-2d6+1")
    assert first == second
    assert first[0] == 0 and first[1].startswith("-2D6+1 = ")


def test_a_negative_damage_bonus(capsys):
    status, out, err = run(capsys, "roll", "1d6+db", "--db", "-1d4", "--seed", "2", "--json")
    assert status == 0, err
    data = json.loads(out)
    assert [die["sides"] for die in data["dice"]] == [6, 4]
    assert data["total"] == data["dice"][0]["value"] - data["dice"][1]["value"]


def test_a_bad_negative_expression_is_a_dice_error(capsys):
    status, out, err = run(capsys, "roll", "-1x")
    assert status == 1 and out == ""
    assert err.startswith("sheetmaker: bad dice expression '-1x'")


# --------------------------------------------------------------------------- problem lines


def test_shown_escapes_what_would_split_or_disguise_a_line():
    assert cli.shown("plain café.sheet.json") == "plain café.sheet.json"
    assert cli.shown("a\nb\rc\td") == "a\\nb\\rc\\td"
    assert cli.shown("x\x1b[31my\x7f") == "x\\x1b[31my\\x7f"
    assert cli.shown(os.fsdecode(b"caf\xe9")) == "caf\\xe9"
    assert cli.shown("a\u2028b\u202ec") == "a\\u2028b\\u202ec"


def test_problem_lines_are_bounded():
    line = cli.problem_line("x: " + "9" * 4000)
    assert len(line) <= MAX_LINE
    assert "more characters" in line


def test_every_problem_of_a_document_error_is_one_line(capsys, monkeypatch, tmp_path):
    from sheetmaker.io import fileformat

    name = str(tmp_path / "two\nlines.sheet.json")

    def load(path):
        raise DocumentError(name, ["schema_version: " + "9" * 4000, "second\nproblem"])

    monkeypatch.setattr(fileformat, "load", load)
    status, out, err = run(capsys, "validate", name)
    assert status == 1 and out == ""
    lines = err.splitlines()
    assert len(lines) == 2
    assert all(len(line) <= MAX_LINE for line in lines)
    assert lines[0].startswith(name.replace("\n", "\\n") + ": schema_version: 999")
    assert lines[1].endswith("second\\nproblem")

    status, out, err = run(capsys, "show", name)
    assert status == 1 and len(err.splitlines()) == 2


# --------------------------------------------------------------------------- odd file names, strict streams


def cli_process(cwd: Path, *argv: str | bytes) -> subprocess.CompletedProcess[bytes]:
    """``sheetmaker argv`` in a new process whose standard streams refuse what UTF-8 cannot
    encode (a lone surrogate from a file name that is not UTF-8)."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8:strict", LC_ALL="C.UTF-8")
    code = "import sys; from sheetmaker.cli import main; sys.exit(main())"
    return subprocess.run(
        [sys.executable, "-c", code, *argv],
        cwd=cwd,
        env=env,
        capture_output=True,
        timeout=120,
    )


@pytest.fixture
def odd_files(tmp_path):
    """A good sheet and a broken one under each of two odd names: not UTF-8, and with a newline."""
    if sys.platform == "win32":
        pytest.skip("file names are Unicode on Windows")
    names = {}
    for label, raw in (("latin1", b"caf\xe9"), ("newline", b"two\nlines")):
        good, bad = raw + b".sheet.json", raw + b"-bad.sheet.json"
        try:
            shutil.copyfile(SAMPLE, os.path.join(os.fsencode(tmp_path), good))
        except OSError:
            pytest.skip("the file system refuses such names")
        with open(os.path.join(os.fsencode(tmp_path), bad), "wb") as handle:
            handle.write(b"{")
        names[label] = (good, bad)
    return tmp_path, names


@pytest.mark.parametrize("label", ["latin1", "newline"])
def test_odd_names_through_validate(odd_files, label):
    folder, names = odd_files
    good, bad = names[label]
    escaped = {"latin1": b"caf\\xe9", "newline": b"two\\nlines"}[label]

    result = cli_process(folder, "validate", good)
    assert result.returncode == 0, result.stderr
    assert result.stdout == escaped + b".sheet.json: valid\n"

    result = cli_process(folder, "validate", bad)
    assert result.returncode == 1, result.stderr
    assert result.stdout == b""
    [line] = result.stderr.splitlines()
    assert line.startswith(escaped + b"-bad.sheet.json: ")
    assert b"internal error" not in line


@pytest.mark.parametrize("label", ["latin1", "newline"])
def test_odd_names_through_show(odd_files, label):
    folder, names = odd_files
    good, bad = names[label]

    result = cli_process(folder, "show", good)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Ελένη".encode())

    result = cli_process(folder, "show", good, "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert os.fsencode(data["file"]) == good  # the name round-trips through the JSON

    result = cli_process(folder, "show", bad)
    assert result.returncode == 1
    [line] = result.stderr.splitlines()
    assert line.startswith(b"sheetmaker: ") and b"internal error" not in line


def test_a_huge_schema_version_gives_one_bounded_line(tmp_path):
    text = SAMPLE.read_text(encoding="utf-8")
    data = json.loads(text)
    old = f'"schema_version": {data["schema_version"]}'
    assert old in text
    path = tmp_path / "huge.sheet.json"
    path.write_text(text.replace(old, '"schema_version": ' + "9" * 4000, 1), encoding="utf-8")

    for argv in (["validate", path.name], ["show", path.name]):
        result = cli_process(tmp_path, *argv)
        assert result.returncode == 1, result.stderr
        lines = result.stderr.decode().splitlines()
        assert lines and all(len(line) <= MAX_LINE + len("sheetmaker: ") for line in lines)
        assert "internal error" not in result.stderr.decode()
        assert "9" * 1000 not in result.stderr.decode()
