"""Mutation test of the rules modules (issue 23; run by hand, never in CI; no extra dependency).

Each target module is parsed with ``ast``; small wrong rules ("mutants") are made from it:
comparisons flipped (< ↔ <=, > ↔ >=, == ↔ !=), + ↔ -, * ↔ //, an integer constant n → n+1 and
n-1 (0 and 1 as subscript indices are left alone), an ``if`` condition negated, ``return X`` →
``return None`` in functions returning bool, a ``max(0, x)`` clamp dropped. Each mutant is written
over the module in a throwaway copy of ``sheetmaker/`` and ``tests/`` (the real files are never
touched), and the tests of that module run against it (``-x -q -p no:cacheprovider``, with a
timeout). A mutant the tests fail on is *killed*; one they pass is a *survivor*: a wrong rule no
test catches (or an equivalent mutant, listed in EQUIVALENT below and left out of the rate).

Usage:
    python tests/benchmarks/mutation_rules.py [--modules d100,coc7.rules,toc.rules,coc7.play]
        [--limit N] [--seed S] [--jobs J] [--timeout SECONDS] [--list]

``--limit N`` samples N mutants per module (with ``--seed``); the default is every mutant.
Issue 23 aim: >= 95% of the behaviour-changing mutants killed. A sample of 60 per module runs
in about ten minutes on one core (``--jobs 1``, the default: the machine's cores are shared).
"""

from __future__ import annotations

import argparse
import ast
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: module key → (files under sheetmaker/, the tests that guard them).
MODULES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "d100": (
        ("core/d100.py",),
        (
            *(f"tests/core/{p.name}" for p in sorted((ROOT / "tests/core").glob("test_d100*.py"))),
            "tests/systems/coc7/play",
        ),
    ),
    "coc7.rules": (
        ("systems/coc7/rules.py",),
        ("tests/systems/coc7", "--ignore=tests/systems/coc7/generate"),
    ),
    "toc.rules": (
        ("systems/toc/rules.py",),
        ("tests/systems/toc",),
    ),
    "coc7.play": (
        tuple(
            f"systems/coc7/play/{p.name}"
            for p in sorted((ROOT / "sheetmaker/systems/coc7/play").glob("*.py"))
        ),
        ("tests/systems/coc7/play", "tests/systems/coc7/test_rules.py"),
    ),
}

#: Known equivalent mutants (same behaviour, no test can tell): (file, a piece of the source line,
#: mutation or "*" for any). They are reported apart and left out of the kill rate.
EQUIVALENT: list[tuple[str, str, str]] = [
    # Memo sizes: a cache one entry larger or smaller computes the same values.
    ("systems/coc7/rules.py", "if 0 <= x < 1000:", "*"),  # shared Value instances, same numbers
    ("systems/coc7/rules.py", "len(self.occupations) < 5_000", "*"),
    ("systems/coc7/rules.py", "len(self.resolved) < 20_000", "*"),
    ("systems/toc/rules.py", "len(self.occupations) > 4096", "*"),
    # The top level moving up keeps the order of the levels (5 → 4 would alias Extreme: killed).
    ("core/d100.py", "CRITICAL = 5", "5 → 6"),
    # The fumble range's target floor: 0 or 1, both below 50.
    ("core/d100.py", "max(1, value // _DIVISORS[difficulty]) < _FUMBLE_LOW", "1 → 0"),
    # Inside ``if rank_a != rank_b``: > and >= pick the same winner.
    ("core/d100.py", 'winner: Winner = "a" if rank_a > rank_b else "b"', "> → >="),
    # Odds by counting: range(0, 99, 10) is range(0, 100, 10); doubling every count keeps the ratios.
    ("core/d100.py", "for faces in product(range(0, 100, 10)", "100 → 99"),
    ("core/d100.py", "counts[_pick(faces, units, net)] += 1", "1 → 2"),
    # Below the first row or on its low end: the first row either way.
    ("systems/coc7/rules.py", "if total < first.low:", "< → <="),
    # Ages are multiples of 10 here and 80 returned just above: > 79, >= 80, > 81 all mean 90+.
    ("systems/coc7/play/aging.py", "if age > 80:", "*"),
    # MOV is at least 7 − 5 (the age table's largest penalty): the floor of 0 (or 1) never acts.
    ("systems/coc7/rules.py", "return max(0, base - mov_penalty(age, table))", "*"),
    # Current MP equal to the new maximum: set to the maximum or left, the same number.
    ("systems/coc7/play/aging.py", "after.mp > derived_after.mp_max", "> → >="),
    ("systems/coc7/play/aging.py", "after.hp > derived_after.hp_max", "> → >="),
]


def _equivalent(mutant: Mutant, line: str) -> bool:
    return any(
        mutant.file == file and piece in line and description in ("*", mutant.description)
        for file, piece, description in EQUIVALENT
    )


@dataclass(frozen=True)
class Mutant:
    module: str
    file: str  # relative to sheetmaker/
    index: int  # position of the site in the walk of the file
    op: str  # which change at that site
    line: int
    description: str


_CMP_SWAP = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq}
_BIN_SWAP = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult}
_SYMBOL = {
    ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//",
}


def _annotated_bool(func: ast.AST) -> bool:
    returns = getattr(func, "returns", None)
    return isinstance(returns, ast.Name) and returns.id == "bool" or (
        isinstance(returns, ast.Constant) and returns.value == "bool"
    )


def _walk(tree: ast.Module):
    """Every node with the context needed to decide which mutations apply, in a fixed order:
    (node, in_annotation_or_docstring, in_subscript_index, enclosing function)."""

    def visit(node: ast.AST, skip: bool, in_index: bool, func: ast.AST | None):
        yield node, skip, in_index, func
        for field, value in ast.iter_fields(node):
            children = value if isinstance(value, list) else [value]
            for position, child in enumerate(children):
                if not isinstance(child, ast.AST):
                    continue
                child_skip = skip or field in ("annotation", "returns", "decorator_list")
                if (
                    field == "body"
                    and position == 0
                    and isinstance(child, ast.Expr)
                    and isinstance(child.value, ast.Constant)
                ):
                    child_skip = True  # a docstring
                if isinstance(node, ast.If) and field == "test" and _type_checking(child):
                    child_skip = True
                if isinstance(node, ast.ClassDef) and isinstance(child, ast.AnnAssign):
                    child_skip = True  # a dataclass field's default: the outcomes set every field
                child_index = in_index or (isinstance(node, ast.Subscript) and field == "slice")
                child_func = node if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else func
                yield from visit(child, child_skip, child_index, child_func)

    yield from visit(tree, False, False, None)


def _type_checking(test: ast.AST) -> bool:
    return isinstance(test, ast.Name) and test.id == "TYPE_CHECKING" or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _sites(tree: ast.Module):
    """(index, op, line, description) of every mutation of ``tree``."""
    for index, (node, skip, in_index, func) in enumerate(_walk(tree)):
        if skip:
            continue
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Compare):
            for k, op in enumerate(node.ops):
                if type(op) in _CMP_SWAP:
                    new = _CMP_SWAP[type(op)]
                    yield index, f"cmp{k}", line, f"{_SYMBOL[type(op)]} → {_SYMBOL[new]}"
        elif isinstance(node, ast.BinOp) and type(node.op) in _BIN_SWAP:
            if isinstance(node.op, ast.Add) and _stringy(node):
                continue
            new = _BIN_SWAP[type(node.op)]
            yield index, "bin", line, f"{_SYMBOL[type(node.op)]} → {_SYMBOL[new]}"
        elif (
            isinstance(node, ast.Constant)
            and type(node.value) is int
            and not (in_index and node.value in (0, 1))
        ):
            yield index, "plus", line, f"{node.value} → {node.value + 1}"
            yield index, "minus", line, f"{node.value} → {node.value - 1}"
        elif isinstance(node, ast.If) and not _type_checking(node.test):
            yield index, "negate", line, f"if {ast.unparse(node.test)[:50]} → if not (…)"
        elif (
            isinstance(node, ast.Return)
            and node.value is not None
            and not (isinstance(node.value, ast.Constant) and node.value.value in (None, False))
            and func is not None
            and _annotated_bool(func)
        ):
            yield index, "none", line, f"return {ast.unparse(node.value)[:50]} → return None"
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "max"
            and len(node.args) == 2
            and isinstance(node.args[0], ast.Constant)
            and node.args[0].value == 0
        ):
            yield index, "unclamp", line, f"max(0, {ast.unparse(node.args[1])[:40]}) → {ast.unparse(node.args[1])[:40]}"


def _stringy(node: ast.BinOp) -> bool:
    """A string or tuple concatenation (+ → - would only raise a TypeError everywhere)."""
    for side in (node.left, node.right):
        if isinstance(side, (ast.Constant, ast.JoinedStr)) and isinstance(getattr(side, "value", ""), str):
            return True
        if isinstance(side, (ast.Tuple, ast.List, ast.JoinedStr)):
            return True
    return False


class _Apply(ast.NodeTransformer):
    def __init__(self, target: ast.AST, op: str):
        self.target, self.op = target, op

    def generic_visit(self, node):
        node = super().generic_visit(node)
        if node is not self.target:
            return node
        op = self.op
        if op.startswith("cmp"):
            k = int(op[3:])
            node.ops[k] = _CMP_SWAP[type(node.ops[k])]()
        elif op == "bin":
            node.op = _BIN_SWAP[type(node.op)]()
        elif op == "plus":
            node.value += 1
        elif op == "minus":
            node.value -= 1
        elif op == "negate":
            node.test = ast.UnaryOp(op=ast.Not(), operand=node.test)
        elif op == "none":
            node.value = ast.Constant(value=None)
        elif op == "unclamp":
            return node.args[1]
        return node


def mutated_source(source: str, mutant: Mutant) -> str:
    tree = ast.parse(source)
    target = next(node for i, (node, *_rest) in enumerate(_walk(tree)) if i == mutant.index)
    tree = _Apply(target, mutant.op).visit(tree)
    return ast.unparse(ast.fix_missing_locations(tree))


def mutants_of(module: str) -> list[Mutant]:
    files, _tests = MODULES[module]
    found = []
    for file in files:
        tree = ast.parse((ROOT / "sheetmaker" / file).read_text(encoding="utf-8"))
        for index, op, line, description in _sites(tree):
            found.append(Mutant(module, file, index, op, line, description))
    return found


def _source_line(mutant: Mutant) -> str:
    lines = (ROOT / "sheetmaker" / mutant.file).read_text(encoding="utf-8").splitlines()
    return lines[mutant.line - 1].strip() if 0 < mutant.line <= len(lines) else ""


def _copy_tree(dest: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis")
    shutil.copytree(ROOT / "sheetmaker", dest / "sheetmaker", ignore=ignore)
    shutil.copytree(ROOT / "tests", dest / "tests", ignore=ignore)
    shutil.copy2(ROOT / "pyproject.toml", dest / "pyproject.toml")
    for shared in ("resources", "translations"):  # read only: linked, not copied
        if (ROOT / shared).exists():
            (dest / shared).symlink_to(ROOT / shared, target_is_directory=True)


def _write(target: Path, text: str) -> None:
    """Write ``target`` and drop its cached bytecode (the other modules keep theirs: a fresh
    compile of the whole package in every run would double the time; a .pyc checked by mtime
    and size alone could outlive a mutant written in the same second)."""
    target.write_text(text, encoding="utf-8")
    for cached in (target.parent / "__pycache__").glob(f"{target.stem}.*.pyc"):
        cached.unlink()


def _run_tests(copy: Path, tests: tuple[str, ...], timeout: float) -> str:
    """'passed', 'failed' or 'timeout' for the tests in ``copy``."""
    env = dict(os.environ)
    env.update(
        PYTHONPATH=str(copy),
        QT_QPA_PLATFORM="offscreen",
        PYTHONHASHSEED="0",
    )
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", *tests]
    try:
        done = subprocess.run(command, cwd=copy, env=env, capture_output=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return "timeout"
    return "passed" if done.returncode == 0 else "failed"


def _check_isolation(copy: Path, timeout: float) -> None:
    """The copy, not the real package, is what the tests import: a broken copy must fail."""
    target = copy / "sheetmaker" / "core" / "d100.py"
    original = target.read_text(encoding="utf-8")
    _write(target, "raise ImportError('mutation_rules isolation check')\n")
    try:
        if _run_tests(copy, ("tests/core/test_d100.py",), timeout) != "failed":
            sys.exit("mutation_rules: the tests do not import the temporary copy; stopping")
    finally:
        _write(target, original)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modules", default=",".join(MODULES), help="comma-separated: " + ", ".join(MODULES))
    parser.add_argument("--limit", type=int, default=0, help="sample this many mutants per module (0: all)")
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--jobs", type=int, default=1, help="parallel test runs (default 1: shared cores)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per mutant")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    args = parser.parse_args(argv)
    modules = [m.strip() for m in args.modules.split(",") if m.strip()]
    unknown = [m for m in modules if m not in MODULES]
    if unknown:
        parser.error(f"unknown module(s) {unknown}; known: {', '.join(MODULES)}")

    rng = random.Random(args.seed)
    plan: list[Mutant] = []
    for module in modules:
        found = mutants_of(module)
        if args.limit and len(found) > args.limit:
            found = sorted(rng.sample(found, args.limit), key=lambda m: (m.file, m.line, m.index, m.op))
        print(f"{module}: {len(found)} mutants of {len(mutants_of(module))}")
        plan.extend(found)
    if args.list:
        for m in plan:
            print(f"  sheetmaker/{m.file}:{m.line}  {m.description}")
        return 0

    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="sheetmaker-mutation-") as tmp:
        copies = []
        for job in range(max(1, args.jobs)):
            copy = Path(tmp) / f"copy{job}"
            _copy_tree(copy)
            copies.append(copy)
        _check_isolation(copies[0], args.timeout)
        for module in modules:
            if _run_tests(copies[0], MODULES[module][1], args.timeout * 3) != "passed":
                sys.exit(f"mutation_rules: the tests of {module} fail without any mutant; fix them first")

        free = list(copies)
        results: dict[Mutant, str] = {}

        def run(mutant: Mutant) -> None:
            copy = free.pop()
            try:
                target = copy / "sheetmaker" / mutant.file
                original = (ROOT / "sheetmaker" / mutant.file).read_text(encoding="utf-8")
                _write(target, mutated_source(original, mutant))
                try:
                    results[mutant] = _run_tests(copy, MODULES[mutant.module][1], args.timeout)
                finally:
                    _write(target, original)
            finally:
                free.append(copy)

        with ThreadPoolExecutor(max_workers=len(copies)) as pool:
            for done, _ in enumerate(pool.map(run, plan), 1):
                if done % 20 == 0:
                    print(f"  … {done}/{len(plan)} ({time.monotonic() - started:.0f} s)", flush=True)

    print()
    total_killed = total_counted = 0
    for module in modules:
        mine = [m for m in plan if m.module == module]
        equivalent = [m for m in mine if _equivalent(m, _source_line(m))]
        counted = [m for m in mine if m not in equivalent]
        killed = [m for m in counted if results[m] != "passed"]
        survivors = [m for m in counted if results[m] == "passed"]
        timeouts = sum(1 for m in counted if results[m] == "timeout")
        rate = 100.0 * len(killed) / len(counted) if counted else 100.0
        total_killed += len(killed)
        total_counted += len(counted)
        print(
            f"{module}: {len(killed)}/{len(counted)} killed ({rate:.1f}%), {timeouts} by timeout, "
            f"{len(equivalent)} known equivalent left out"
        )
        for m in survivors:
            print(f"  SURVIVED sheetmaker/{m.file}:{m.line}  {m.description}    | {_source_line(m)[:70]}")
    rate = 100.0 * total_killed / total_counted if total_counted else 100.0
    print(f"\nall: {total_killed}/{total_counted} killed ({rate:.1f}%) in {time.monotonic() - started:.0f} s")
    return 0 if rate >= 95.0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
