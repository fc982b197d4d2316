"""io/outputs.py: the one decision export and convert make before writing a file (the commands
themselves: tests/cli/test_outputs.py)."""

from __future__ import annotations

import os
import sys

import pytest

from sheetmaker.io.outputs import PDF_MAGIC, OutputGuard, OutputRefused

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="symlinks, hard links and FIFOs")


def _reason(guard: OutputGuard, path) -> str:
    with pytest.raises(OutputRefused) as refused:
        guard.check(path)
    assert refused.value.path == str(path)
    return refused.value.reason


def test_new_files_and_earlier_outputs(tmp_path):
    sheet = tmp_path / "in.sheet.json"
    sheet.write_text("{}", encoding="utf-8")
    pdf = tmp_path / "old.pdf"
    pdf.write_bytes(PDF_MAGIC + b"1.4")
    guard = OutputGuard([sheet, "-"], magic=PDF_MAGIC, what="a PDF")
    guard.check(tmp_path / "new.pdf")
    guard.check(pdf)
    short = tmp_path / "short.pdf"
    short.write_bytes(b"%PD")  # shorter than the magic: not a PDF
    assert _reason(guard, short) == "already exists and is not a PDF; use --force to overwrite it"
    assert _reason(OutputGuard([sheet]), pdf) == "already exists; use --force to overwrite it"
    OutputGuard([sheet], force=True).check(pdf)


def test_inputs_by_identity_even_with_force(tmp_path):
    sheet = tmp_path / "in.sheet.json"
    sheet.write_text("{}", encoding="utf-8")
    os.link(sheet, tmp_path / "hard.sheet.json")
    (tmp_path / "soft.sheet.json").symlink_to("hard.sheet.json")
    guard = OutputGuard([tmp_path / "soft.sheet.json"], force=True)  # the input named through a link
    for name in ("in.sheet.json", "hard.sheet.json", "soft.sheet.json"):
        assert _reason(guard, tmp_path / name) == (
            "is one of the input files; it is never overwritten, not even with --force"
        )


def test_links_special_files_and_the_folder(tmp_path):
    folder = tmp_path / "out"
    folder.mkdir()
    (folder / "dangling.pdf").symlink_to("not-yet.pdf")
    (folder / "away.pdf").symlink_to(tmp_path / "away.pdf")
    os.mkfifo(folder / "pipe.pdf")
    single = OutputGuard([], force=True)
    single.check(folder / "dangling.pdf")  # one file: a link staying in its folder is followed
    assert _reason(single, folder / "away.pdf").startswith(
        f"is a symbolic link to {tmp_path / 'away.pdf'}, outside the output's folder"
    )
    assert _reason(single, folder / "pipe.pdf").startswith("this is a named pipe (FIFO), not a regular file")
    many = OutputGuard([], force=True, folder=folder)
    assert _reason(many, folder / "dangling.pdf").startswith("is a symbolic link (to ")
    assert _reason(many, tmp_path / "beside.pdf") == "is outside the output folder; nothing is written there"
    many.check(folder / "new.pdf")
