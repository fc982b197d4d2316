"""`sheetmaker new -o FILE` checks FILE before making the sheet and again as it writes it: a file
that appeared meanwhile is never replaced without --force, and with --force a sheet opened in
SheetMaker meanwhile is refused."""

from __future__ import annotations

import pytest

from sheetmaker.cli import new_common
from sheetmaker.io import fileformat, lockinfo, safefile
from tests.cli.helpers import run


@pytest.fixture
def app_data(monkeypatch, tmp_path):
    folder = tmp_path / "app-data"
    monkeypatch.setenv(lockinfo.APP_DATA_DIR_ENV, str(folder))
    return folder


@pytest.mark.parametrize("system", ["coc7", "toc"])
def test_a_file_made_while_the_sheet_is_written_is_kept(capsys, tmp_path, monkeypatch, app_data, system):
    path = tmp_path / "new.sheet.json"
    real = safefile._write_temp

    def write_temp(*args, **kwargs):
        temp = real(*args, **kwargs)
        if not path.exists():
            path.write_bytes(b"someone else's file")  # after the check, before the rename
        return temp

    monkeypatch.setattr(safefile, "_write_temp", write_temp)
    status, out, err = run(capsys, "new", system, "-o", str(path), "--random", "--seed", "3")
    assert status == 1 and out == ""
    [line] = err.strip().splitlines()
    assert str(path) in line and "already exists; use --force to overwrite it" in line
    assert path.read_bytes() == b"someone else's file"
    assert [p.name for p in tmp_path.iterdir() if safefile.TEMP_MARK in p.name] == []


def test_force_refuses_a_sheet_opened_in_the_app_meanwhile(qapp, capsys, tmp_path, monkeypatch, app_data):
    from sheetmaker.models.sheet_locks import SheetLocks

    path = tmp_path / "harvey.sheet.json"
    status, _out, err = run(capsys, "new", "coc7", "-o", str(path), "--random", "--seed", "1")
    assert status == 0, err
    before = path.read_bytes()
    locks = SheetLocks(app_data / lockinfo.LOCKS_FOLDER)
    real = new_common._check_output
    calls = []

    def check_output(target, force):
        problems = real(target, force)
        if not calls:  # the app opens the sheet right after the first check
            assert locks.take(str(path)) is None
        calls.append(target)
        return problems

    monkeypatch.setattr(new_common, "_check_output", check_output)
    try:
        status, out, err = run(capsys, "new", "coc7", "-o", str(path), "--random", "--seed", "2", "--force")
    finally:
        locks.release_all()
    assert status == 1 and out == ""
    [line] = err.strip().splitlines()
    assert "open in SheetMaker" in line and str(path) in line
    assert path.read_bytes() == before
    assert fileformat.load(path).system == "coc7"
