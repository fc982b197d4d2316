"""File names made from character names (sheetmaker.io.filenames.file_stem_for): capped in bytes,
Windows' device names renamed, never a file the library hides; through every caller."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sheetmaker.io import fileformat, library
from sheetmaker.io.filenames import MAX_STEM_BYTES, file_stem_for, is_reserved
from sheetmaker.pdf.export import file_stem, unique_file_names
from tests.cli.helpers import run

SAMPLES = Path(__file__).resolve().parent.parent.parent / "resources" / "samples"
HARVEY = SAMPLES / "harvey-walters.sheet.json"
EMOJI = "\U0001f419" * 100  # 100 octopuses: 400 bytes of UTF-8


@pytest.mark.parametrize("name", [EMOJI, "a" + EMOJI, "é" * 150, "x" * 199 + "\U0001f419"])
def test_long_names_are_cut_in_bytes_on_a_character_boundary(name):
    for replacement in (" ", "_"):
        stem = file_stem_for(name, "Unnamed", replacement=replacement)
        assert 0 < len(stem.encode("utf-8")) <= MAX_STEM_BYTES
        assert name.startswith(stem)


RESERVED = ["CON", "con", "Con.txt", "PRN", "aux", "NUL", "nul.sheet", "COM1", "com9", "LPT1", "lpt9",
            "COM\u00b9", "com\u00b2", "LPT\u00b3", "lpt\u00b9.txt", "CONIN$", "conout$", "CON .x"]


@pytest.mark.parametrize("name", RESERVED)
def test_windows_device_names_are_renamed(name):
    assert is_reserved(name)
    for replacement in (" ", "_"):
        stem = file_stem_for(name, "Unnamed", replacement=replacement)
        assert not is_reserved(stem) and not is_reserved(stem + library.SHEET_SUFFIX)
        assert stem.split(".")[0].rstrip(" ").upper().endswith("_")


@pytest.mark.parametrize("name", ["CONSTANCE", "COM10", "Nulty", "LPT", "Auxiliary", "COM0x", "Prudence"])
def test_ordinary_names_are_kept(name):
    assert not is_reserved(name)
    assert file_stem_for(name, "Unnamed") == name


@pytest.mark.parametrize(
    "name", [".hidden", "...dots", ".sheetmaker-tmp-abc", "Ann.sheetmaker-tmp-1234abcd", "x..sheetmaker-tmp-y",
             ".sheetmaker-trash"],
)
def test_names_the_library_would_hide(name):
    for replacement in (" ", "_"):
        stem = file_stem_for(name, "Unnamed", replacement=replacement)
        assert not stem.startswith(".")
        assert library.is_sheet_file(f"/lib/{stem}{library.SHEET_SUFFIX}"), stem


def test_every_caller_uses_it():
    from sheetmaker.ui.export_pdf import pdf_file_name
    from sheetmaker.ui.main_window import _file_name_for

    harvey = fileformat.load(HARVEY)
    for name in (EMOJI, "COM\u00b9", ".sheetmaker-tmp-x"):
        document = harvey.model_copy(update={"name": name})
        expected = file_stem_for(name, "Unnamed investigator")
        assert file_stem(document) == expected
        assert unique_file_names([document]) == [expected + ".pdf"]
        assert pdf_file_name(name) == expected + ".pdf"
        assert library.safe_stem(name) == file_stem_for(name, "Unnamed", replacement="_")
        assert _file_name_for(name) == file_stem_for(name, "sheet", replacement="_") + library.SHEET_SUFFIX


def test_convert_writes_and_list_shows_such_names(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("SHEETMAKER_APP_DATA_DIR", str(tmp_path / "data"))
    harvey = fileformat.load(HARVEY)
    sources = []
    for number, name in enumerate((EMOJI, "COM\u00b9", "conout$", ".sheetmaker-tmp-x", "Ann.sheetmaker-tmp-12345678")):
        path = tmp_path / f"in{number}.sheet.json"
        fileformat.save(harvey.model_copy(update={"name": name}), path)
        sources.append(str(path))
    out = tmp_path / "out"
    status, stdout, err = run(capsys, "convert", *sources, "-o", str(out))
    assert status == 0, err
    written = sorted(path.name for path in out.iterdir())
    assert len(written) == 5
    assert "COM\u00b9_.sheet.json" in written and "conout$_.sheet.json" in written
    assert all(len(name.encode("utf-8")) <= 255 and not name.startswith(".") for name in written)
    status, stdout, err = run(capsys, "list", str(out), "--json")
    assert status == 0, err
    assert sorted(item["name"] for item in json.loads(stdout)) == sorted(
        (EMOJI, "COM\u00b9", "conout$", ".sheetmaker-tmp-x", "Ann.sheetmaker-tmp-12345678")
    )
