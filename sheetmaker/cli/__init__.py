"""The ``sheetmaker`` command.

``sheetmaker`` alone starts the desktop application; ``sheetmaker FILE.sheet.json ...`` starts
it with those files open.

Importing this module is cheap: it loads neither PySide6 nor pydantic; each subcommand imports
what it needs when it runs, so ``sheetmaker --version`` answers at once.

Subcommands: ``roll``, ``validate``, ``show``, ``new`` (``new coc7``, ``new toc``; each game
system adds its own ``new SYSTEM`` parser through :data:`NEW_SYSTEMS`), ``schema``, ``export``,
``list`` (the index of a library folder, see :mod:`sheetmaker.io.library`) and ``convert``
(other tools' formats in and out, see :mod:`sheetmaker.io.convert`).

Exit status: 0 on success, 1 for bad input or an invalid file (one readable line per problem on
standard error), 2 for usage errors. No traceback reaches the user.

Every problem line goes through :func:`report`: control characters (a newline in a file name
included) are shown escaped, bytes of a file name that are not UTF-8 are shown as ``\\xNN``, and
a line longer than :data:`MAX_LINE` characters is cut, so each problem is one bounded line
whatever the message holds. Standard output never fails on a character its encoding lacks.

``roll --count`` is bounded before anything is rolled: at most :data:`MAX_COUNT` rolls and
:data:`MAX_TOTAL_DICE` dice in all; the output is written roll by roll.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from sheetmaker import __version__
from sheetmaker.cli import convert, export, listing, new, roll, schema, show, validate
from sheetmaker.cli._output import (
    EXIT_INTERNAL,
    EXIT_INVALID,
    EXIT_OK,
    EXIT_USAGE,
    MAX_LINE,
    PROG,
    CommandFailed,
    error_lines,
    problem_line,
    report,
    shown,
)
from sheetmaker.cli.convert import CONVERT_TARGETS
from sheetmaker.cli.gui import (
    _gui_files,
    _run_gui,
    _run_gui_library,
    _run_gui_new,
    _run_gui_smoke,
)
from sheetmaker.cli.listing import list_json
from sheetmaker.cli.new import NEW_SYSTEMS
from sheetmaker.cli.roll import MAX_COUNT, MAX_TOTAL_DICE
from sheetmaker.cli.schema import schema_text
from sheetmaker.cli.show import document_summary

__all__ = [
    "CONVERT_TARGETS",
    "EXIT_INTERNAL",
    "EXIT_INVALID",
    "EXIT_OK",
    "EXIT_USAGE",
    "MAX_COUNT",
    "MAX_LINE",
    "MAX_TOTAL_DICE",
    "NEW_SYSTEMS",
    "PROG",
    "CommandFailed",
    "build_parser",
    "document_summary",
    "error_lines",
    "list_json",
    "main",
    "problem_line",
    "report",
    "run",
    "schema_text",
    "shown",
]

# --------------------------------------------------------------------------- parser


Handler = Callable[[argparse.Namespace, argparse.ArgumentParser], int]


class _ArgumentParser(argparse.ArgumentParser):
    """argparse's parser whose error line is bounded and escaped like every problem line
    (an unknown argument may hold a newline or bytes that are not UTF-8)."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        report([f"error: {message}"], prefix=f"{self.prog}: ")
        self.exit(EXIT_USAGE)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``sheetmaker`` command."""
    parser = _ArgumentParser(
        prog=PROG,
        description=(
            "Build, play and print investigators for Call of Cthulhu 7th edition and "
            "Trail of Cthulhu."
        ),
        epilog=(
            f"Without a command, '{PROG}' starts the desktop application; "
            f"'{PROG} FILE.sheet.json ...' starts it with those sheets open; "
            f"'{PROG} --new coc7' starts it in the Call of Cthulhu creation wizard; "
            f"'{PROG} --library FOLDER' starts it on the library of that folder."
        ),
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    roll.add_parser(sub)
    validate.add_parser(sub)
    show.add_parser(sub)
    new.add_parser(sub)
    schema.add_parser(sub)
    export.add_parser(sub)
    listing.add_parser(sub)
    convert.add_parser(sub)
    return parser


def _looks_negative(arg: str) -> bool:
    """``-1d6``, ``-d6``, ``-(1d6+2)``, ``- 3``: a negative dice expression, not an option
    (``roll`` has no short option but ``-h``)."""
    return len(arg) > 1 and arg[0] == "-" and (arg[1] in "0123456789dD(\u2212" or arg[1].isspace())


def _parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """``parser.parse_args(argv)``; for ``roll``, an expression (or ``--db``) starting with
    ``-`` is taken as a negative expression: ``roll -1d6`` rolls, as ``roll -- -1d6`` does."""
    if not argv or argv[0] != "roll":
        return parser.parse_args(argv)
    # A leading space keeps argparse from reading the argument as an option; removed after.
    padded = {f" {arg}" for arg in argv[1:] if _looks_negative(arg)}
    args = parser.parse_args([argv[0], *(f" {arg}" if _looks_negative(arg) else arg for arg in argv[1:])])
    for name in ("expression", "db"):
        value = getattr(args, name, None)
        if value in padded:
            setattr(args, name, value[1:])
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status.

    Without a command, or with sheet files instead of one, the desktop application starts
    (and opens the files).
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:
        return _run_gui([])  # before building the parser: the window shows sooner
    if argv[0] == "--new" or argv[0].startswith("--new="):
        return _run_gui_new(argv)
    if argv[0] == "--library" or argv[0].startswith("--library="):
        return _run_gui_library(argv)
    if argv[0] == "--smoke-test" or argv[0].startswith("--smoke-test="):
        return _run_gui_smoke(argv)
    parser = build_parser()
    files = _gui_files(argv, parser)
    if files is not None:
        return _run_gui(files)
    args = _parse(parser, argv)
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return EXIT_OK
    try:
        return handler(args, args.parser)
    except CommandFailed as exc:
        report(exc.lines)
        return exc.status
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - the last guard before the user
        from sheetmaker.core.errors import SheetMakerError

        if isinstance(exc, SheetMakerError):
            report(error_lines(exc))
            return EXIT_INVALID
        report([f"internal error, please report it: {type(exc).__name__}: {exc}"])
        return EXIT_INTERNAL


def run() -> None:  # pragma: no cover - thin wrapper
    """Console-script entry point."""
    sys.exit(main())
