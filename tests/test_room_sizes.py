"""Rooms that stay small (issue 21): no Python file under sheetmaker/ over 1,200 lines and no class
over 600, so the next feature does not land in a god class again."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "sheetmaker"
MAX_FILE_LINES = 1200
MAX_CLASS_LINES = 600


def test_no_file_over_1200_lines_and_no_class_over_600():
    too_big = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.count("\n")
        name = path.relative_to(PACKAGE.parent)
        if lines > MAX_FILE_LINES:
            too_big.append(f"{name}: {lines} lines (at most {MAX_FILE_LINES})")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                length = (node.end_lineno or node.lineno) - node.lineno
                if length > MAX_CLASS_LINES:
                    too_big.append(f"{name}: class {node.name} {length} lines (at most {MAX_CLASS_LINES})")
    assert not too_big, "split these rooms:\n" + "\n".join(too_big)


def test_the_check_sees_a_big_class(tmp_path):
    source = "class Big:\n" + "    x = 1\n" * (MAX_CLASS_LINES + 1)
    node = next(n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.ClassDef))
    assert (node.end_lineno or 0) - node.lineno > MAX_CLASS_LINES
