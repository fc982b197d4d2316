"""``sheetmaker convert``: other tools' formats by content, one file per sheet, reports on
standard error, exit 1 when anything was lost or disagreed (issue 14, item 7)."""

from __future__ import annotations

import io
import shutil
import sys
from pathlib import Path

import pytest

from sheetmaker.cli import main
from sheetmaker.io import fileformat
from tests.cli.helpers import run
from tests.interchange_fakes import fake_format  # noqa: F401 - a fixture

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
HARVEY = SAMPLES / "harvey-walters.sheet.json"
PILOT = SAMPLES / "toc-pulp-pilot.sheet.json"


def _files(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


def test_several_inputs_write_one_file_per_sheet_into_a_new_folder(tmp_path, capsys, fake_format):
    fake = tmp_path / "party.txt"
    fake.write_text("FAKE-SHEETS\nAda Brand\nCole Drummond|npc\n", encoding="utf-8")
    out = tmp_path / "converted"
    status, stdout, err = run(capsys, "convert", str(fake), str(HARVEY), str(PILOT), "-o", str(out))
    assert status == 0, err
    assert _files(out) == [
        "Ada Brand.sheet.json", "Cole Drummond.sheet.json", "Harvey Walters.sheet.json",
        "Wilhelmina “Billie” Achterberg.sheet.json",
    ]
    assert stdout.count("Wrote ") == 4
    assert f"Wrote {out / 'Ada Brand.sheet.json'} (SheetMaker sheet: Ada Brand)" in stdout
    # Every report line goes to standard error, with the input and the sheet it is about.
    assert f"{fake}: Ada Brand: read: The name Ada Brand." in err
    assert f"{fake}: Cole Drummond: mapped: 'Spot' became Spot Hidden." in err
    cole = fileformat.load(out / "Cole Drummond.sheet.json")
    assert cole.name == "Cole Drummond" and cole.kind == "npc"
    assert fileformat.load(out / "Ada Brand.sheet.json").kind == "investigator"
    assert fileformat.load(out / "Harvey Walters.sheet.json") == fileformat.load(HARVEY)


def test_one_input_with_several_sheets_makes_a_folder_with_unique_names(tmp_path, capsys, fake_format):
    fake = tmp_path / "twins.txt"
    fake.write_text("FAKE-SHEETS\nJo March\nJo March\n", encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "Jo March.sheet.json").write_text("someone else's", encoding="utf-8")
    status, stdout, err = run(capsys, "convert", str(fake), "-o", str(out))
    assert status == 0, err
    assert _files(out) == ["Jo March (2).sheet.json", "Jo March (3).sheet.json", "Jo March.sheet.json"]
    assert (out / "Jo March.sheet.json").read_text(encoding="utf-8") == "someone else's"


def test_a_loss_or_a_disagreement_exits_1_with_the_report_but_still_writes(tmp_path, capsys, fake_format):
    fake = tmp_path / "in.txt"
    fake.write_text("FAKE-SHEETS\nEve Lost|lost\nFinn Odd|disagree\n", encoding="utf-8")
    out = tmp_path / "out"
    status, _, err = run(capsys, "convert", str(fake), "-o", str(out))
    assert status == 1
    assert f"{fake}: Eve Lost: not carried: The talent 'Hardened' has no place on a SheetMaker sheet." in err
    assert f"{fake}: Finn Odd: disagrees: HP: the file says 99, the rules give 10; SheetMaker uses 10." in err
    assert _files(out) == ["Eve Lost.sheet.json", "Finn Odd.sheet.json"]


def test_the_format_is_found_by_content_not_by_the_file_name(tmp_path, capsys, fake_format):
    # A sheet named like a text file, and fake sheets named like a SheetMaker sheet.
    sheet = tmp_path / "notes.txt"
    shutil.copy(HARVEY, sheet)
    fake = tmp_path / "looks-like.sheet.json"
    fake.write_text("FAKE-SHEETS\nGus Hale\n", encoding="utf-8")
    status, _, err = run(capsys, "convert", str(sheet), "-o", str(tmp_path / "harvey.sheet.json"))
    assert status == 0, err
    assert fileformat.load(tmp_path / "harvey.sheet.json").name == "Harvey Walters"
    status, _, err = run(capsys, "convert", str(fake), "-o", str(tmp_path / "gus.sheet.json"))
    assert status == 0, err
    assert f"{fake}: Gus Hale: read: The name Gus Hale." in err
    assert fileformat.load(tmp_path / "gus.sheet.json").name == "Gus Hale"


def test_dash_reads_standard_input(tmp_path, capsys, monkeypatch, fake_format):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"FAKE-SHEETS\nIda Jones\n")))
    out = tmp_path / "ida.sheet.json"
    status, stdout, err = run(capsys, "convert", "-", "-o", str(out))
    assert status == 0, err
    assert "standard input: Ida Jones: read: The name Ida Jones." in err
    assert stdout == f"Wrote {out} (SheetMaker sheet: Ida Jones)\n"
    assert fileformat.load(out).name == "Ida Jones"


def test_dash_twice_is_a_usage_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["convert", "-", "-", "-o", str(tmp_path / "x")])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "standard input (-) can be read only once" in err


def test_garbage_gives_a_message_exit_1_and_writes_nothing(tmp_path, capsys, fake_format):
    garbage = tmp_path / "garbage.bin"
    garbage.write_bytes(b"\x00\xff\xfe junk \x80 {{{{")
    out = tmp_path / "out.sheet.json"
    status, stdout, err = run(capsys, "convert", str(garbage), "-o", str(out))
    assert status == 1
    assert stdout == ""
    assert f"sheetmaker: {garbage}: this is not a format SheetMaker reads" in err
    assert "nothing was written" in err
    assert not out.exists()


def test_a_reader_error_is_reported_and_the_other_inputs_are_converted(tmp_path, capsys, fake_format):
    broken = tmp_path / "broken.txt"
    broken.write_text("FAKE-SHEETS\nBROKEN\n", encoding="utf-8")
    missing = tmp_path / "missing.json"
    out = tmp_path / "out"
    status, stdout, err = run(capsys, "convert", str(broken), str(missing), str(HARVEY), "-o", str(out))
    assert status == 1
    assert f"{broken}: the fake sheets are broken beyond reading" in err
    assert f"{missing}: no such file" in err
    assert _files(out) == ["Harvey Walters.sheet.json"]
    assert stdout.count("Wrote ") == 1


def test_an_existing_file_is_not_overwritten_without_force(tmp_path, capsys):
    out = tmp_path / "harvey.sheet.json"
    out.write_text("keep me", encoding="utf-8")
    status, stdout, err = run(capsys, "convert", str(HARVEY), "-o", str(out))
    assert status == 1
    assert "already exists; use --force to overwrite it" in err
    assert stdout == ""
    assert out.read_text(encoding="utf-8") == "keep me"
    status, stdout, err = run(capsys, "convert", str(HARVEY), "-o", str(out), "--force")
    assert status == 0, err
    assert fileformat.load(out) == fileformat.load(HARVEY)


def test_several_sheets_refuse_a_file_as_the_output(tmp_path, capsys):
    out = tmp_path / "one-file"
    out.write_text("a file", encoding="utf-8")
    status, _, err = run(capsys, "convert", str(HARVEY), str(PILOT), "-o", str(out))
    assert status == 1
    assert "is not a folder; with several sheets, -o names the folder to write into" in err
    assert out.read_text(encoding="utf-8") == "a file"


def test_to_another_format_prints_what_it_cannot_carry_and_exits_1(tmp_path, capsys, fake_format):
    out = tmp_path / "harvey.txt"
    status, stdout, err = run(capsys, "convert", str(HARVEY), "-o", str(out), "--to", "statblock")
    assert status == 1
    assert out.read_bytes() == b"FAKE-SHEETS\nHarvey Walters\n"
    assert f"Wrote {out} (Fake Sheets: Harvey Walters)" in stdout
    assert f"{HARVEY}: Harvey Walters: Fake Sheets: not carried: The portrait cannot be carried." in err


def test_a_game_the_format_does_not_carry_is_reported(tmp_path, capsys, fake_format):
    out = tmp_path / "out"
    status, stdout, err = run(capsys, "convert", str(PILOT), str(HARVEY), "-o", str(out), "--to", "statblock")
    assert status == 1
    assert "Wilhelmina “Billie” Achterberg: not written: Fake Sheets does not carry sheets of this game (toc)" in err
    assert _files(out) == ["Harvey Walters.fake.txt"]


def test_an_unknown_target_is_a_usage_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["convert", str(HARVEY), "-o", str(tmp_path / "x"), "--to", "pdf"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'pdf'" in err
    assert not (tmp_path / "x").exists()
