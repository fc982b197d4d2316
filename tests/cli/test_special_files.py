"""A FIFO (or another special file) named on the command line is refused at once, never waited
on: ``convert`` inputs, ``new coc7|toc --answers FILE`` and ``schema -o FILE``. Each runs in its own
process with a timeout: before the fix, each of them hung on the FIFO."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HARVEY = ROOT / "resources" / "samples" / "harvey-walters.sheet.json"

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")

FIFO_REASON = "this is a named pipe (FIFO), not a regular file; SheetMaker only reads and writes regular files"


def sheetmaker(*argv: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    """``sheetmaker argv`` in a new process; a hang fails the test after 30 seconds."""
    return subprocess.run(
        [sys.executable, "-m", "sheetmaker", *argv],
        cwd=ROOT,
        input=stdin.decode("utf-8") if stdin is not None else None,
        stdin=None if stdin is not None else subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=30,
    )


@pytest.fixture
def fifo(tmp_path) -> Path:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return path


def test_convert_refuses_a_fifo_input_and_converts_the_others(fifo, tmp_path):
    out = tmp_path / "out"
    result = sheetmaker("convert", str(fifo), str(HARVEY), "-o", str(out))
    assert result.returncode == 1
    assert result.stderr.splitlines()[0] == f"sheetmaker: {fifo}: {FIFO_REASON} (- reads standard input)"
    assert sorted(p.name for p in out.iterdir()) == ["Harvey Walters.sheet.json"]


def test_convert_of_a_fifo_alone_writes_nothing(fifo, tmp_path):
    out = tmp_path / "x.sheet.json"
    result = sheetmaker("convert", str(fifo), "-o", str(out))
    assert result.returncode == 1
    assert result.stderr == (
        f"sheetmaker: {fifo}: {FIFO_REASON} (- reads standard input)\nsheetmaker: nothing was written\n"
    )
    assert not out.exists()


def test_convert_still_reads_standard_input(tmp_path):
    out = tmp_path / "h.sheet.json"
    result = sheetmaker("convert", "-", "-o", str(out), stdin=HARVEY.read_bytes())
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"Wrote {out} (SheetMaker sheet: Harvey Walters)\n"


@pytest.mark.parametrize("game", ["coc7", "toc"])
def test_new_answers_refuses_a_fifo(fifo, tmp_path, game):
    out = tmp_path / "new.sheet.json"
    result = sheetmaker("new", game, "--answers", str(fifo), "-o", str(out))
    assert result.returncode == 1
    assert result.stderr == f"sheetmaker: {fifo}: {FIFO_REASON} (- reads standard input)\n"
    assert not out.exists()


def test_new_answers_refuses_a_device(tmp_path):
    out = tmp_path / "new.sheet.json"
    result = sheetmaker("new", "coc7", "--answers", os.devnull, "-o", str(out))
    assert result.returncode == 1
    assert result.stderr.startswith(f"sheetmaker: {os.devnull}: this is a device, not a regular file")
    assert not out.exists()


def test_schema_output_refuses_a_fifo(fifo):
    result = sheetmaker("schema", "-o", str(fifo))
    assert result.returncode == 1
    assert result.stderr == f"sheetmaker: {fifo}: cannot write: {FIFO_REASON}\n"
