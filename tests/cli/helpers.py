"""Helpers shared by the command-line tests: run ``sheetmaker`` in-process and read what it wrote."""

from __future__ import annotations

import json
from pathlib import Path

from sheetmaker.cli import main
from sheetmaker.io import fileformat


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """Run the command line; its exit status, standard output and standard error."""
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def new_document(capsys, system: str, title: str, document_type: type, path: Path, *argv: str):
    """``sheetmaker new <system> -o path ...``: checks the one confirmation line and returns the
    document written (of ``document_type``)."""
    status, out, err = run(capsys, "new", system, "-o", str(path), *argv)
    assert status == 0, err
    assert out.count("\n") == 1 and out.startswith(f"Wrote {path} ({title} ")
    document = fileformat.load(path)
    assert isinstance(document, document_type)
    return document


def show_json(capsys, path: Path) -> dict:
    """``sheetmaker show path --json``, parsed."""
    status, out, err = run(capsys, "show", str(path), "--json")
    assert status == 0, err
    return json.loads(out)
