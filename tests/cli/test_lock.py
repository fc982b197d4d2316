"""The command line refuses to overwrite a sheet that is open (locked) in a running SheetMaker."""

from __future__ import annotations

import shutil

import pytest

from sheetmaker.io import fileformat, lockinfo
from sheetmaker.resources import resource
from tests.cli.helpers import run

HARVEY = resource("samples", "harvey-walters.sheet.json")


@pytest.fixture
def app_data(monkeypatch, tmp_path):
    folder = tmp_path / "app-data"
    monkeypatch.setenv(lockinfo.APP_DATA_DIR_ENV, str(folder))
    return folder


@pytest.mark.parametrize("system", ["coc7", "toc"])
def test_new_force_refuses_a_sheet_open_in_the_app(qapp, capsys, tmp_path, app_data, system):
    from sheetmaker.models.sheet_locks import SheetLocks

    sheet = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, sheet)
    before = sheet.read_bytes()
    locks = SheetLocks(app_data / lockinfo.LOCKS_FOLDER)
    assert locks.take(str(sheet)) is None  # the app has it open
    try:
        status, out, err = run(capsys, "new", system, "-o", str(sheet), "--random", "--seed", "2", "--force")
        assert status == 1 and out == ""
        lines = err.strip().splitlines()
        assert len(lines) == 1 and "open in SheetMaker" in lines[0] and str(sheet) in lines[0]
        assert sheet.read_bytes() == before
    finally:
        locks.release_all()
    # Closed in the app: --force overwrites again.
    status, _out, err = run(capsys, "new", system, "-o", str(sheet), "--random", "--seed", "2", "--force")
    assert status == 0, err
    assert fileformat.load(sheet).system == system
