"""``sheetmaker export`` and ``convert`` never destroy what they were given (io/outputs.py): an
input is never overwritten (by name, through a symlink or a hard link, even with --force); export
replaces an existing file only when it is a PDF (or with --force); nothing is written through a
symlink leading out of the output's folder, and in a folder of outputs no link is followed."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

from sheetmaker.io import fileformat
from tests.cli.helpers import run

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
HARVEY = SAMPLES / "harvey-walters.sheet.json"
PILOT = SAMPLES / "toc-pulp-pilot.sheet.json"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="symlinks and hard links need privileges on Windows")


@pytest.fixture
def sheet(tmp_path) -> Path:
    """A copy of Harvey's sheet in tmp_path/work."""
    folder = tmp_path / "work"
    folder.mkdir()
    path = folder / "h.sheet.json"
    shutil.copy(HARVEY, path)
    return path


def _is_pdf(path: Path) -> bool:
    return path.read_bytes().startswith(b"%PDF-")


# --------------------------------------------------------------------------- export


@pytest.mark.parametrize("force", [False, True])
def test_export_never_overwrites_its_input(sheet, capsys, force):
    before = sheet.read_bytes()
    status, out, err = run(capsys, "export", str(sheet), "-o", str(sheet), *(["--force"] if force else []))
    assert status == 1
    assert out == ""
    assert err == (
        f"sheetmaker: {sheet}: is one of the input files; it is never overwritten, not even with --force "
        "(nothing written)\n"
    )
    assert sheet.read_bytes() == before


def test_export_never_overwrites_a_hard_link_or_a_symlink_of_its_input(sheet, capsys):
    before = sheet.read_bytes()
    hard = sheet.with_name("hard.pdf")
    os.link(sheet, hard)
    soft = sheet.with_name("soft.pdf")
    soft.symlink_to(sheet.name)  # a link inside the folder: followed, and it leads to the input
    for target in (hard, soft):
        status, _, err = run(capsys, "export", str(sheet), "-o", str(target), "--force")
        assert status == 1
        assert f"{target}: is one of the input files" in err
    assert sheet.read_bytes() == before and hard.read_bytes() == before
    assert soft.is_symlink()


def test_export_replaces_a_pdf_but_not_another_file_without_force(sheet, capsys):
    notes = sheet.with_name("notes.pdf")
    notes.write_text("my notes, not a PDF", encoding="utf-8")
    status, out, err = run(capsys, "export", str(sheet), "-o", str(notes))
    assert status == 1 and out == ""
    assert err == (
        f"sheetmaker: {notes}: already exists and is not a PDF; use --force to overwrite it (nothing written)\n"
    )
    assert notes.read_text(encoding="utf-8") == "my notes, not a PDF"
    status, _, err = run(capsys, "export", str(sheet), "-o", str(notes), "--force")
    assert status == 0, err
    assert _is_pdf(notes)
    # An earlier PDF is replaced without --force.
    notes.write_bytes(b"%PDF-1.4 an old export")
    status, _, err = run(capsys, "export", str(sheet), "-o", str(notes))
    assert status == 0, err
    assert _is_pdf(notes) and notes.read_bytes() != b"%PDF-1.4 an old export"


def test_export_does_not_write_through_a_link_out_of_the_folder(sheet, tmp_path, capsys):
    victim = tmp_path / "elsewhere.pdf"
    victim.write_bytes(b"%PDF-1.4 someone else's")
    link = sheet.with_name("out.pdf")
    link.symlink_to(victim)
    status, _, err = run(capsys, "export", str(sheet), "-o", str(link), "--force")
    assert status == 1
    assert err == (
        f"sheetmaker: {link}: is a symbolic link to {victim}, outside the output's folder; SheetMaker does not "
        "write through it: remove the link or give another file name (nothing written)\n"
    )
    assert victim.read_bytes() == b"%PDF-1.4 someone else's" and link.is_symlink()
    # A link to a PDF in the same folder is written through, and stays a link.
    inside = sheet.with_name("real.pdf")
    inside.write_bytes(b"%PDF-1.4 old")
    link.unlink()
    link.symlink_to(inside.name)
    status, _, err = run(capsys, "export", str(sheet), "-o", str(link))
    assert status == 0, err
    assert link.is_symlink() and _is_pdf(inside) and inside.read_bytes() != b"%PDF-1.4 old"


@pytest.mark.parametrize("force", [False, True])
def test_export_each_never_writes_through_a_link_in_the_folder(sheet, tmp_path, capsys, force):
    folder = tmp_path / "pdfs"
    folder.mkdir()
    victim = tmp_path / "victim.pdf"
    victim.write_bytes(b"%PDF-1.4 not to be replaced")
    (folder / "Harvey Walters.pdf").symlink_to(victim)
    status, out, err = run(capsys, "export", str(sheet), str(PILOT), "--each", "-o", str(folder),
                           *(["--force"] if force else []))
    assert status == 1 and out == ""
    link = folder / "Harvey Walters.pdf"
    assert err == (
        f"sheetmaker: {link}: is a symbolic link (to {victim}); links in the output folder are never written "
        "through: remove it or write to another folder (nothing written)\n"
    )
    assert victim.read_bytes() == b"%PDF-1.4 not to be replaced"
    assert sorted(p.name for p in folder.iterdir()) == ["Harvey Walters.pdf"]  # nothing written at all


def test_export_each_never_overwrites_an_input_in_the_folder(tmp_path, capsys):
    folder = tmp_path / "pdfs"
    folder.mkdir()
    named_like_the_pdf = folder / "Harvey Walters.pdf"  # a sheet saved under the PDF's name
    shutil.copy(HARVEY, named_like_the_pdf)
    before = named_like_the_pdf.read_bytes()
    status, _, err = run(capsys, "export", str(named_like_the_pdf), "--each", "-o", str(folder), "--force")
    assert status == 1
    assert f"{named_like_the_pdf}: is one of the input files" in err
    assert named_like_the_pdf.read_bytes() == before
    # Without --force it is refused as not being a PDF either way; a PDF of the same name is replaced.
    other = tmp_path / "h.sheet.json"
    shutil.copy(HARVEY, other)
    named_like_the_pdf.write_bytes(b"%PDF-1.4 old")
    status, _, err = run(capsys, "export", str(other), "--each", "-o", str(folder))
    assert status == 0, err
    assert _is_pdf(named_like_the_pdf) and named_like_the_pdf.read_bytes() != b"%PDF-1.4 old"


# --------------------------------------------------------------------------- convert


def test_convert_force_never_overwrites_an_input_in_the_output_folder(tmp_path, capsys):
    folder = tmp_path / "party"
    folder.mkdir()
    harvey = folder / "Harvey Walters.sheet.json"  # the name convert gives Harvey's sheet
    harvey.write_bytes(HARVEY.read_bytes().replace(b"\n", b"\r\n"))  # a copy whose bytes would change
    pilot = folder / "pilot.sheet.json"
    shutil.copy(PILOT, pilot)
    before = harvey.read_bytes()
    status, out, err = run(capsys, "convert", str(harvey), str(pilot), "-o", str(folder), "--force")
    assert status == 1
    assert f"sheetmaker: {harvey}: is one of the input files; it is never overwritten, not even with --force " \
           "(nothing written)\n" in err
    assert harvey.read_bytes() == before
    # The other sheet is still converted.
    billie = folder / "Wilhelmina “Billie” Achterberg.sheet.json"
    assert out == f"Wrote {billie} (SheetMaker sheet: Wilhelmina “Billie” Achterberg)\n"
    assert fileformat.load(billie) == fileformat.load(PILOT)


def test_convert_force_never_overwrites_a_hard_link_of_its_input(sheet, capsys):
    before = sheet.read_bytes()
    hard = sheet.with_name("copy.sheet.json")
    os.link(sheet, hard)
    status, out, err = run(capsys, "convert", str(sheet), "-o", str(hard), "--force")
    assert status == 1 and out == ""
    assert f"{hard}: is one of the input files" in err
    assert sheet.read_bytes() == before


def test_convert_force_does_not_follow_links_in_the_output_folder(tmp_path, capsys):
    folder = tmp_path / "out"
    folder.mkdir()
    victim = tmp_path / "precious.txt"
    victim.write_text("precious", encoding="utf-8")
    link = folder / "Harvey Walters.sheet.json"
    link.symlink_to(victim)
    status, out, err = run(capsys, "convert", str(HARVEY), str(PILOT), "-o", str(folder), "--force")
    assert status == 1
    assert f"sheetmaker: {link}: is a symbolic link (to {victim}); links in the output folder are never written " \
           "through: remove it or write to another folder (nothing written)\n" in err
    assert victim.read_text(encoding="utf-8") == "precious" and link.is_symlink()
    assert out.count("Wrote ") == 1  # the pilot


def test_convert_force_does_not_write_through_a_link_out_of_the_folder(sheet, tmp_path, capsys):
    victim = tmp_path / "precious.sheet.json"
    victim.write_text("precious", encoding="utf-8")
    link = sheet.with_name("out.sheet.json")
    link.symlink_to(victim)
    status, out, err = run(capsys, "convert", str(sheet), "-o", str(link), "--force")
    assert status == 1 and out == ""
    assert f"{link}: is a symbolic link to {victim}, outside the output's folder" in err
    assert victim.read_text(encoding="utf-8") == "precious"


def test_convert_force_still_replaces_earlier_outputs(tmp_path, capsys):
    folder = tmp_path / "out"
    assert run(capsys, "convert", str(HARVEY), str(PILOT), "-o", str(folder))[0] == 0
    earlier = folder / "Harvey Walters.sheet.json"
    earlier.write_text("an earlier, spoiled output", encoding="utf-8")
    status, _, err = run(capsys, "convert", str(HARVEY), str(PILOT), "-o", str(folder), "--force")
    assert status == 0, err
    assert sorted(p.name for p in folder.iterdir()) == [
        "Harvey Walters.sheet.json", "Wilhelmina “Billie” Achterberg.sheet.json",
    ]
    assert fileformat.load(earlier) == fileformat.load(HARVEY)
