"""export_pdf / export_each (files, progress, cancel, errors) and ``sheetmaker export``."""

from __future__ import annotations

import io
import os
import shutil
import threading

import pytest
from pypdf import PdfReader

from sheetmaker import cli
from sheetmaker.pdf.export import (
    ExportCancelled,
    ExportError,
    export_each,
    export_pdf,
    unique_file_names,
)
from sheetmaker.resources import resource

from .conftest import coc_npcs, sample, text_of


def _pages(path) -> int:
    return len(PdfReader(str(path)).pages)


def test_export_to_a_path_and_to_a_binary_file(tmp_path):
    documents = [sample("harvey-walters"), sample("toc-pulp-pilot")]
    target = tmp_path / "sheets.pdf"
    export_pdf(documents, target)
    assert _pages(target) == 4
    buffer = io.BytesIO()
    export_pdf(documents, buffer)
    assert buffer.getvalue() == target.read_bytes()
    assert [p.name for p in tmp_path.iterdir()] == ["sheets.pdf"]  # no temporary file left
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask  # not the temporary file's 0600


def test_progress_is_reported_per_document(tmp_path):
    calls = []
    documents = [sample("harvey-walters"), sample("mae-donnelly"), sample("toc-pulp-pilot")]
    export_pdf(documents, tmp_path / "a.pdf", progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 3), (2, 3), (3, 3)]
    calls.clear()
    export_pdf(documents, tmp_path / "b.pdf", layout="statblock", progress=lambda d, t: calls.append((d, t)))
    assert calls == [(1, 3), (2, 3), (3, 3)]


@pytest.mark.parametrize("layout", ["sheet", "statblock"])
def test_cancelled_export_writes_nothing_and_keeps_the_old_file(tmp_path, layout):
    target = tmp_path / "sheets.pdf"
    target.write_bytes(b"old")
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 1

    with pytest.raises(ExportCancelled):
        export_pdf([sample("harvey-walters"), sample("mae-donnelly")], target, layout=layout, cancelled=cancelled)
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["sheets.pdf"]
    with pytest.raises(ExportCancelled):
        export_each([sample("harvey-walters"), sample("mae-donnelly")], tmp_path / "each",
                    cancelled=lambda: True)
    assert not (tmp_path / "each").exists()


def test_export_runs_in_worker_threads(tmp_path):
    errors = []

    def work(n: int) -> None:
        try:
            export_pdf([sample("eleni-papadaki"), sample("toc-alienist-purist")], tmp_path / f"{n}.pdf")
        except Exception as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    first = (tmp_path / "0.pdf").read_bytes()
    assert all((tmp_path / f"{n}.pdf").read_bytes() == first for n in range(4))


def test_export_each_names_files_after_the_documents(tmp_path):
    harvey = sample("harvey-walters")
    documents = [harvey, sample("eleni-papadaki"), harvey, harvey.model_copy(update={"name": 'A/B: "C"?'})]
    paths = export_each(documents, tmp_path / "out")
    assert [p.name for p in paths] == [
        "Harvey Walters.pdf", "Ελένη Παπαδάκη.pdf", "Harvey Walters (2).pdf", "A B C.pdf",
    ]
    for path in paths:
        assert _pages(path) == 2
    assert "Ελένη Παπαδάκη" in text_of(paths[1].read_bytes())
    assert unique_file_names([harvey.model_copy(update={"name": " .. "})]) == ["Unnamed investigator.pdf"]


def test_bad_options_and_bad_targets(tmp_path):
    doc = sample("harvey-walters")
    with pytest.raises(ValueError, match="layout"):
        export_pdf([doc], tmp_path / "a.pdf", layout="poster")
    with pytest.raises(ValueError, match="page size"):
        export_pdf([doc], tmp_path / "a.pdf", page_size="a5")
    with pytest.raises(ValueError, match="no documents"):
        export_pdf([], tmp_path / "a.pdf")
    with pytest.raises(ExportError, match="does not exist"):
        export_pdf([doc], tmp_path / "missing" / "a.pdf")
    with pytest.raises(ExportError, match="is a folder"):
        export_pdf([doc], tmp_path)


# --------------------------------------------------------------------------- the command line


def _sample_path(name: str) -> str:
    return str(resource("samples", f"{name}.sheet.json"))


def test_cli_export_writes_one_pdf(tmp_path, capsys):
    out = tmp_path / "sheets.pdf"
    status = cli.main(["export", _sample_path("harvey-walters"), _sample_path("toc-pulp-pilot"), "-o", str(out)])
    assert status == 0
    assert capsys.readouterr().out == f"Wrote {out} (2 sheets, A4)\n"
    assert _pages(out) == 4


def test_cli_export_options(tmp_path, capsys):
    out = tmp_path / "npcs.pdf"
    status = cli.main([
        "export", _sample_path("npc-cultist"), _sample_path("toc-npc-bootlegger"), "-o", str(out),
        "--layout", "statblock", "--page-size", "letter", "--plain",
    ])
    assert status == 0
    assert capsys.readouterr().out.strip() == f"Wrote {out} (2 statblocks, Letter)"
    page = PdfReader(str(out)).pages[0]
    assert float(page.mediabox.width) == 612
    out = tmp_path / "form.pdf"
    assert cli.main(["export", _sample_path("mae-donnelly"), "-o", str(out), "--fillable"]) == 0
    assert PdfReader(str(out)).get_fields()["s1-name"]["/V"] == "Mae Donnelly"


def test_cli_export_each(tmp_path, capsys):
    folder = tmp_path / "pdfs"
    status = cli.main(["export", _sample_path("harvey-walters"), _sample_path("eleni-papadaki"),
                       "--each", "-o", str(folder)])
    assert status == 0
    assert capsys.readouterr().out == f"Wrote 2 PDFs to {folder} (A4)\n"
    assert sorted(p.name for p in folder.iterdir()) == ["Harvey Walters.pdf", "Ελένη Παπαδάκη.pdf"]


def test_cli_export_bad_files_write_nothing(tmp_path, capsys):
    broken = tmp_path / "broken.sheet.json"
    broken.write_text("{ not json", encoding="utf-8")
    out = tmp_path / "sheets.pdf"
    status = cli.main(["export", _sample_path("harvey-walters"), str(broken), str(tmp_path / "missing.sheet.json"),
                       "-o", str(out)])
    assert status == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2
    assert "broken.sheet.json" in err[0] and "missing.sheet.json" in err[1]
    assert not out.exists()
    # A folder where a file is wanted, and the other way round.
    assert cli.main(["export", _sample_path("harvey-walters"), "-o", str(tmp_path)]) == 1
    assert "is a folder" in capsys.readouterr().err
    out.write_bytes(b"x")
    assert cli.main(["export", _sample_path("harvey-walters"), "--each", "-o", str(out)]) == 1
    assert "not a folder" in capsys.readouterr().err


def test_cli_export_usage_errors(tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["export", _sample_path("harvey-walters")])
    assert exc.value.code == 2
    with pytest.raises(SystemExit) as exc:
        cli.main(["export", _sample_path("harvey-walters"), "-o", str(tmp_path / "a.pdf"), "--layout", "poster"])
    assert exc.value.code == 2
    with pytest.raises(SystemExit) as exc:
        cli.main(["export", _sample_path("harvey-walters"), "-o", str(tmp_path / "a.pdf"), "--layout", "statblock",
                  "--fillable"])
    assert exc.value.code == 2
    assert list(tmp_path.iterdir()) == []


def test_cli_export_many_npcs(tmp_path):
    folder = tmp_path / "npcs"
    folder.mkdir()
    from sheetmaker.io import fileformat

    paths = []
    for n, npc in enumerate(coc_npcs(5)):
        path = folder / f"{n}.sheet.json"
        fileformat.save(npc, path, keep_backup=False)
        paths.append(str(path))
    out = tmp_path / "npcs.pdf"
    assert cli.main(["export", *paths, "--layout", "statblock", "-o", str(out)]) == 0
    text = text_of(out.read_bytes())
    assert all(npc.name in text for npc in coc_npcs(5))


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="poppler-utils not installed")
def test_every_page_renders(tmp_path):
    import subprocess

    out = tmp_path / "all.pdf"
    export_pdf([sample("harvey-walters"), sample("toc-pulp-pilot")], out, fillable=True)
    subprocess.run(["pdftoppm", "-png", "-r", "20", str(out), str(tmp_path / "page")], check=True,
                   capture_output=True)
    assert len(list(tmp_path.glob("page*.png"))) == 4


def test_cli_export_large_print(tmp_path, capsys):
    """Issue 23: ``sheetmaker export --large-print`` (statblocks): no text under 12 pt."""
    from .test_large_print import _sizes

    out = tmp_path / "large.pdf"
    status = cli.main([
        "export", _sample_path("npc-cultist"), _sample_path("toc-npc-bootlegger"), "-o", str(out),
        "--layout", "statblock", "--large-print",
    ])
    assert status == 0
    assert capsys.readouterr().out.strip() == f"Wrote {out} (2 statblocks, A4)"
    assert min(size for size, _text in _sizes(out.read_bytes())) >= 12 - 1e-6
    sheet = tmp_path / "sheet.pdf"
    assert cli.main(["export", _sample_path("harvey-walters"), "-o", str(sheet), "--large-print"]) != 0
    assert "--large-print is available with --layout statblock" in capsys.readouterr().err
    assert not sheet.exists()
