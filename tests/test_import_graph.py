"""The import graph of ``sheetmaker`` points only down the layers and has no circles.

Layers, top to bottom (DESIGN.md)::

    __main__ > cli > smoke_test > app > ui > models > pdf > io > systems > core

A module may import modules of its own layer and of any layer below it, never one above.
``smoke_test`` (the packagers' self-check) drives the application, so it sits above ``app``;
the command line dispatches ``--smoke-test`` to it. ``io`` and ``pdf`` are the two output
layers side by side under ``models``; ``io`` never imports ``pdf``, and ``pdf`` writes its files
through ``io`` (``safefile``: every write goes through the safe writer; ``filenames``: the one
rule for file names), so ``pdf`` is ranked just above ``io``. ``resources`` is a leaf that
every layer may use (and that imports nothing of SheetMaker); the package root
``sheetmaker`` (``__version__``) is usable by all as well.

The graph is read from the source with :mod:`ast`, without importing anything:

* every ``import`` statement counts, at module level and inside functions (a function-level
  import of a module that imports you back is still a circle: it only hides it until the call);
* ``from . import x`` and other relative imports are resolved against the importing module;
  ``from package import name`` is an edge to ``package.name`` when that is a module, else to
  ``package``;
* an edge goes to the named module only, not to the packages above it (whose ``__init__``
  Python also runs): the packages' ``__init__`` modules are nodes of their own with their own
  edges;
* imports under ``if TYPE_CHECKING:`` never run, so they are left out of the circle check,
  but they must still point down the layers (a type a lower layer needs from a higher one
  belongs lower);
* dynamic imports (``importlib.import_module`` of a computed name, e.g. the system registry)
  are not seen: they are how a lower layer reaches what registers itself with it.

Every failure lists the offending edges as ``importer -> imported (path:line)``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "sheetmaker"

#: Layer → rank; a module may import its own layer or any layer of a lower rank.
RANKS: dict[str, int] = {
    "__main__": 90,
    "cli": 80,
    "smoke_test": 70,
    "app": 60,
    "ui": 50,
    "models": 40,
    "pdf": 35,
    "io": 30,
    "systems": 20,
    "core": 10,
    # Leaves every layer may use.
    "resources": 0,
    "": 0,
}


@dataclass(frozen=True)
class Edge:
    importer: str
    imported: str
    path: str
    line: int
    type_checking: bool

    def __str__(self) -> str:
        marker = " [TYPE_CHECKING]" if self.type_checking else ""
        return f"{self.importer} -> {self.imported} ({self.path}:{self.line}){marker}"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    if isinstance(test, ast.Attribute):
        return test.attr == "TYPE_CHECKING"
    return False


def _imports(tree: ast.AST) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import statement of ``tree``, with whether it sits under ``if TYPE_CHECKING:``."""

    def visit(node: ast.AST, type_checking: bool) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node, type_checking
            return
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for statement in node.body:
                yield from visit(statement, True)
            for statement in node.orelse:
                yield from visit(statement, type_checking)
            return
        for child in ast.iter_child_nodes(node):
            yield from visit(child, type_checking)

    yield from visit(tree, False)


def _targets(node: ast.Import | ast.ImportFrom, importer: str, is_package: bool, modules: dict[str, Path]) -> list[str]:
    """The SheetMaker modules one import statement loads (most specific module of each name)."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        if node.level:
            base = importer.split(".")
            if not is_package:
                base = base[:-1]
            base = base[: len(base) - (node.level - 1)]
            module = ".".join(base + ([node.module] if node.module else []))
        else:
            module = node.module or ""
        names = []
        for alias in node.names:
            candidate = f"{module}.{alias.name}"
            names.append(candidate if candidate in modules else module)
    targets = []
    for name in names:
        if name.split(".")[0] != "sheetmaker":
            continue
        while name and name not in modules:
            name = name.rpartition(".")[0]
        if name and name != importer:
            targets.append(name)
    return targets


def _edges() -> list[Edge]:
    modules = _modules()
    edges = []
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node, type_checking in _imports(tree):
            for target in _targets(node, name, path.name == "__init__.py", modules):
                edges.append(Edge(name, target, str(path.relative_to(ROOT)), node.lineno, type_checking))
    return edges


def layer(module: str) -> str:
    """The layer of a module: the first name under ``sheetmaker`` (``""`` for the root)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of more than one module (or a self-loop)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []
    counter = 0

    for start in sorted(graph):
        if start in index:
            continue
        # Iterative DFS: (node, iterator over its successors).
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        while work:
            node, successors = work[-1]
            advanced = False
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = counter
                    counter += 1
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph.get(successor, ())))))
                    advanced = True
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1 or node in graph.get(node, ()):
                    components.append(sorted(component))
    return components


def _format(edges: list[Edge]) -> str:
    return "\n  " + "\n  ".join(sorted({str(edge) for edge in edges}))


def test_the_graph_is_read() -> None:
    edges = _edges()
    assert any(edge.importer == "sheetmaker.cli" for edge in edges)
    assert all(layer(edge.importer) in RANKS and layer(edge.imported) in RANKS for edge in edges), _format(
        [edge for edge in edges if layer(edge.importer) not in RANKS or layer(edge.imported) not in RANKS]
    )


def test_imports_point_down_the_layers() -> None:
    upward = []
    for edge in _edges():
        source, target = layer(edge.importer), layer(edge.imported)
        if source == target:
            continue
        if RANKS[target] >= RANKS[source]:
            upward.append(edge)
    assert not upward, "imports that run up the layers (or from io to pdf):" + _format(upward)


def test_core_imports_nothing_above_it() -> None:
    above = [
        edge
        for edge in _edges()
        if layer(edge.importer) == "core" and layer(edge.imported) in {"systems", "io", "models", "pdf", "ui"}
    ]
    assert not above, "core imports a game system, io, models, pdf or ui:" + _format(above)


def test_no_import_circles() -> None:
    edges = [edge for edge in _edges() if not edge.type_checking]
    graph: dict[str, set[str]] = {}
    for edge in edges:
        graph.setdefault(edge.importer, set()).add(edge.imported)
        graph.setdefault(edge.imported, set())
    cycles = _strongly_connected(graph)
    report = []
    for component in cycles:
        members = set(component)
        inside = [edge for edge in edges if edge.importer in members and edge.imported in members]
        report.append("circle of " + ", ".join(component) + ":" + _format(inside))
    assert not cycles, f"{len(cycles)} import circle(s):\n" + "\n".join(report)


def test_the_circle_finder_finds_circles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}, "f": set()}
    assert sorted(_strongly_connected(graph)) == [["a", "b", "c"], ["e"]]


def test_relative_and_type_checking_imports_are_resolved() -> None:
    modules = {name: Path() for name in ("sheetmaker.io", "sheetmaker.io.a", "sheetmaker.io.b", "sheetmaker.core")}
    tree = ast.parse(
        "from . import b\n"
        "from .b import thing\n"
        "from .. import core\n"
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from sheetmaker.core import Document\n"
        "def later():\n"
        "    import sheetmaker.io.b.missing\n"
    )
    found = [
        (target, type_checking)
        for node, type_checking in _imports(tree)
        for target in _targets(node, "sheetmaker.io.a", False, modules)
    ]
    assert found == [
        ("sheetmaker.io.b", False),
        ("sheetmaker.io.b", False),
        ("sheetmaker.core", False),
        ("sheetmaker.core", True),
        ("sheetmaker.io.b", False),
    ]
