"""Starting the desktop application from the command line: ``sheetmaker [FILE...]``,
``--new GAME``, ``--library [FOLDER]`` and ``--smoke-test OUT.pdf`` (for packagers)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from sheetmaker.cli._output import EXIT_INTERNAL, EXIT_USAGE, PROG


def _gui_files(argv: Sequence[str], parser: argparse.ArgumentParser) -> list[str] | None:
    """The files to open when ``argv`` asks for the desktop application, else ``None``.

    No arguments start it; so do arguments that are all sheet files (names ending in
    ``.sheet.json``, or existing files) when the first is not a command: ``sheetmaker roll ...``
    stays a command even if a file called ``roll`` exists.
    """
    if not argv:
        return []
    commands = {
        name
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)
        for name in action.choices
    }
    if argv[0] in commands or any(arg.startswith("-") for arg in argv):
        return None
    import os

    if all(arg.lower().endswith(".sheet.json") or os.path.isfile(arg) for arg in argv):
        return list(argv)
    return None


def _run_gui(files: list[str]) -> int:
    try:
        # Imported here: only the desktop application loads PySide6.
        from sheetmaker.app import main as gui_main

        if any(arg.startswith("--smoke-test=") for arg in files):
            from sheetmaker import smoke_test  # noqa: F401 - hands the check to the application
    except ImportError as exc:
        sys.stderr.write(
            f"{PROG}: the desktop application cannot start: {exc}\n"
            f"{PROG}: the README lists the system libraries Qt needs; the commands "
            f"('{PROG} --help') work without them\n"
        )
        return EXIT_INTERNAL
    return gui_main([PROG, *files])


def _run_gui_new(argv: list[str]) -> int:
    """``sheetmaker --new coc7 [FILE...]``: the desktop application straight into the creation
    wizard of that game (coc7 or toc)."""
    first, rest = argv[0], argv[1:]
    if first == "--new":
        if not rest:
            sys.stderr.write(f"{PROG}: --new needs a game: coc7 or toc\n")
            return EXIT_USAGE
        system, rest = rest[0], rest[1:]
    else:
        system = first.split("=", 1)[1]
    if system not in ("coc7", "toc"):
        sys.stderr.write(f"{PROG}: --new {system!r}: the games are coc7 and toc\n")
        return EXIT_USAGE
    bad = [arg for arg in rest if arg.startswith("-")]
    if bad:
        sys.stderr.write(f"{PROG}: --new: unexpected option {bad[0]!r} (only sheet files may follow)\n")
        return EXIT_USAGE
    return _run_gui([f"--new={system}", *rest])


def _run_gui_library(argv: list[str]) -> int:
    """``sheetmaker --library [FOLDER] [FILE...]``: the desktop application on the library of
    FOLDER (without FOLDER: the library folder shown last)."""
    import os

    first, rest = argv[0], argv[1:]
    if first == "--library":
        folder = ""
        if rest and not rest[0].lower().endswith(".sheet.json") and not rest[0].startswith("-"):
            folder, rest = rest[0], rest[1:]
    else:
        folder = first.split("=", 1)[1]
    bad = [arg for arg in rest if arg.startswith("-")]
    if bad:
        sys.stderr.write(f"{PROG}: --library: unexpected option {bad[0]!r} (only sheet files may follow)\n")
        return EXIT_USAGE
    if folder and not os.path.isdir(folder):
        sys.stderr.write(f"{PROG}: --library: {folder!r} is not a folder\n")
        return EXIT_USAGE
    return _run_gui([f"--library={os.path.abspath(folder) if folder else ''}", *rest])


def _run_gui_smoke(argv: list[str]) -> int:
    """``sheetmaker --smoke-test OUT.pdf [SHEET]`` (not in --help, for packagers): start the
    desktop application on SHEET (the bundled sample by default), export it to OUT.pdf, quit;
    0 when the PDF was written (see sheetmaker.smoke_test)."""
    first, rest = argv[0], argv[1:]
    if first == "--smoke-test":
        out = rest[0] if rest and not rest[0].startswith("-") else ""
        rest = rest[1:] if out else rest
    else:
        out = first.split("=", 1)[1]
    if not out:
        sys.stderr.write(f"{PROG}: --smoke-test needs the PDF to write: --smoke-test OUT.pdf [SHEET]\n")
        return EXIT_USAGE
    if len(rest) > 1 or any(arg.startswith("-") for arg in rest):
        sys.stderr.write(f"{PROG}: --smoke-test: only one sheet file may follow OUT.pdf\n")
        return EXIT_USAGE
    return _run_gui([f"--smoke-test={out}", *rest])
