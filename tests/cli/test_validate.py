"""``sheetmaker validate`` on sheets entered freely: values no creation method gives fail,
on investigators only; the bundled samples pass (CI runs the command on them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from sheetmaker.io import fileformat
from sheetmaker.resources import resource
from tests.cli.helpers import run

SAMPLES = sorted(resource("samples").glob("*.sheet.json"))


def _free_harvey(tmp_path: Path, kind: str = "investigator", **characteristics: int) -> Path:
    """Harvey Walters entered freely (no generation record), with these characteristics."""
    document = fileformat.load(str(resource("samples", "harvey-walters.sheet.json")))
    sheet = document.sheet
    creation = sheet.creation.model_copy(
        update={"method": "free", "base": None, "age_deductions": {}, "edu_checks": []}
    )
    chars = sheet.characteristics.model_copy(update=characteristics)
    sheet = sheet.model_copy(update={"creation": creation, "characteristics": chars})
    path = tmp_path / f"{kind}.sheet.json"
    fileformat.save(document.model_copy(update={"sheet": sheet, "kind": kind}), str(path))
    return path


def test_free_entry_investigator_passes_when_correct(capsys, tmp_path):
    path = _free_harvey(tmp_path)
    status, out, err = run(capsys, "validate", "--strict", str(path))
    assert status == 0, err
    assert out.strip() == f"{path}: valid"


@pytest.mark.parametrize("strict", [True, False])
def test_str_500_investigator_fails(capsys, tmp_path, strict):
    path = _free_harvey(tmp_path, STR=500)
    status, out, err = run(capsys, "validate", *(["--strict"] if strict else []), str(path))
    assert status == 1
    assert "STR 500: no creation method gives more than 90" in err
    assert "valid" not in out


def test_str_500_npc_passes(capsys, tmp_path):
    path = _free_harvey(tmp_path, kind="npc", STR=500)
    status, out, err = run(capsys, "validate", "--strict", str(path))
    assert status == 0, err


def test_bundled_samples_validate_clean(capsys):
    assert len(SAMPLES) >= 9
    status, out, err = run(capsys, "validate", "--strict", *map(str, SAMPLES))
    assert status == 0, err
    # Only the NPCs say what is not checked for them; no sample has a problem or warning.
    assert all(": not checked: NPC: " in line for line in err.splitlines()), err
    assert len(err.splitlines()) == sum("npc-" in str(p) for p in SAMPLES)
    assert out.count(": valid\n") == len(SAMPLES)


def test_validate_says_what_it_did_not_check_for_a_free_entry_sheet(capsys, tmp_path):
    from sheetmaker.io import fileformat

    doc = fileformat.load(next(p for p in SAMPLES if "harvey" in str(p)))
    creation = doc.sheet.creation.model_copy(update={"method": "free", "base": None})
    free = doc.model_copy(update={"sheet": doc.sheet.model_copy(update={"creation": creation})})
    path = tmp_path / "free.sheet.json"
    fileformat.save(free, str(path))
    status, out, err = run(capsys, "validate", str(path))
    assert status == 0 and out == f"{path}: valid\n"
    assert f"{path}: not checked: Characteristics entered freely" in err
