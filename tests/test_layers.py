"""The layers stay apart: core, systems, io and pdf never import PySide6 (DESIGN.md)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "sheetmaker"
QT_FREE = ["core", "systems", "io", "pdf"]


def _modules(layer: str) -> list[str]:
    folder = PACKAGE / layer
    names = []
    for path in sorted(folder.rglob("*.py")):
        relative = path.relative_to(PACKAGE.parent).with_suffix("")
        parts = list(relative.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.append(".".join(parts))
    return names


@pytest.mark.parametrize("layer", QT_FREE)
def test_no_qt_import_in_source(layer):
    offenders = []
    for path in (PACKAGE / layer).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(name.split(".")[0] in {"PySide6", "PyQt5", "PyQt6", "shiboken6"} for name in names):
                offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not offenders, f"Qt imported in the Qt-free layer {layer}: {offenders}"


def test_importing_every_qt_free_module_loads_no_qt():
    modules = [name for layer in QT_FREE if (PACKAGE / layer).is_dir() for name in _modules(layer)]
    assert modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=PACKAGE.parent
    )
    assert result.stdout.strip() == ""


def test_cli_import_loads_neither_qt_nor_pydantic():
    code = (
        "import sys, sheetmaker.cli\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'pydantic', 'reportlab'))))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=PACKAGE.parent
    )
    assert result.stdout.strip() == ""


def test_models_never_import_qtwidgets():
    offenders = []
    for path in (PACKAGE / "models").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(name.startswith("PySide6.QtWidgets") for name in names):
                offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not offenders, f"models must use QtCore/QtGui only: {offenders}"
