"""``sheetmaker convert``: sheets between SheetMaker, Dhole's House, Foundry VTT and statblock text
(see :mod:`sheetmaker.io.convert`)."""

from __future__ import annotations

import argparse
import sys

from sheetmaker.cli._inputs import _read_user_file
from sheetmaker.cli._output import (
    EXIT_INVALID,
    EXIT_OK,
    EXIT_USAGE,
    CommandFailed,
    _out,
    error_lines,
    report,
    shown,
)


def _read_input(path: str) -> bytes:
    """The bytes of one ``convert`` input (``-``: standard input, at most one byte more than the
    interchange limit: read_any refuses it then); a file goes through the safe reader."""
    from sheetmaker.io.interchange import MAX_INPUT_BYTES

    if path == "-":
        return sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
    return _read_user_file(path, MAX_INPUT_BYTES, "")


def _write_converted(document, data: bytes, key: str, path: str) -> None:
    """Write one converted sheet safely (our own format is read back before it replaces)."""
    from sheetmaker.io import convert, fileformat, safefile

    if key == convert.SHEETMAKER:
        fileformat.save(document, path, keep_backup=False)
        return
    try:
        safefile.write_file(path, data)
    except safefile.SafeFileError as exc:
        raise CommandFailed([f"{path}: cannot write: {exc.reason}"]) from None


def _cmd_convert(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Read sheets in any format SheetMaker knows (by content) and write them as ``--to``."""
    import os

    from sheetmaker.core.errors import SheetMakerError
    from sheetmaker.io import convert
    from sheetmaker.io.interchange import Imported, InterchangeError
    from sheetmaker.io.outputs import OutputGuard, OutputRefused

    if args.inputs.count("-") > 1:
        parser.error("standard input (-) can be read only once")
    target = args.to
    if not convert.available(target):
        raise CommandFailed([f"--to {target}: this format is not available in this installation"], EXIT_USAGE)
    out = args.output
    status = EXIT_OK
    sheets: list[tuple[str, Imported]] = []  # (input name, Imported)
    for path in args.inputs:
        name = "standard input" if path == "-" else path
        try:
            _, items = convert.read_input(_read_input(path))
        except CommandFailed as exc:
            report(exc.lines)
            status = EXIT_INVALID
            continue
        except InterchangeError as exc:
            report([f"{name}: {exc}"])
            status = EXIT_INVALID
            continue
        if not items:
            report([f"{name}: no sheet found in the input"])
            status = EXIT_INVALID
        sheets.extend((name, item) for item in items)
    if not sheets:
        report(["nothing was written"])
        return EXIT_INVALID

    to_folder = len(args.inputs) > 1 or len(sheets) > 1 or os.path.isdir(out)
    if to_folder:
        if os.path.lexists(out) and not os.path.isdir(out):
            raise CommandFailed([f"{out}: is not a folder; with several sheets, -o names the folder to write into"])
        try:
            os.makedirs(out, exist_ok=True)
        except OSError as exc:
            raise CommandFailed([f"{out}: cannot create the folder: {exc.strerror or exc}"]) from None
    suffix = convert.suffix_of(target)
    title = convert.title_of(target)
    taken: set[str] = set()
    # --force replaces earlier outputs, never an input, never through a link (see io/outputs.py).
    guard = OutputGuard(args.inputs, force=args.force, folder=out if to_folder else None)
    for name, item in sheets:
        document = item.document
        who = document.display_name
        report([f"{name}: {who}: {line}" for line in item.report.lines()], prefix="")
        if not item.report.complete:
            status = EXIT_INVALID
        try:
            data, written_report = convert.export_bytes(document, target)
        except InterchangeError as exc:
            report([f"{name}: {who}: not written: {exc}"])
            status = EXIT_INVALID
            continue
        if target != convert.SHEETMAKER:
            report([f"{name}: {who}: {title}: {line}" for line in written_report.lines()], prefix="")
            if not written_report.complete:
                status = EXIT_INVALID
        path = convert.free_name(out, document, suffix, taken, force=args.force) if to_folder else out
        try:
            guard.check(path)
        except OutputRefused as exc:
            report([f"{exc.path}: {exc.reason} (nothing written)"])
            status = EXIT_INVALID
            continue
        try:
            _write_converted(document, data, target, path)
        except CommandFailed as exc:
            report(exc.lines)
            status = EXIT_INVALID
            continue
        except SheetMakerError as exc:
            report(error_lines(exc))
            status = EXIT_INVALID
            continue
        _out(f"Wrote {shown(path)} ({title}: {shown(who)})\n")
    return status


#: ``convert --to``: the formats (kept here so that building the parser stays cheap; the same as
#: :data:`sheetmaker.io.convert.TARGETS`).
CONVERT_TARGETS = ("sheetmaker", "dholes", "foundry", "statblock")


def add_parser(sub: argparse._SubParsersAction) -> None:
    convert = sub.add_parser(
        "convert",
        help="convert sheets between SheetMaker, Dhole's House, Foundry VTT and statblock text",
        description=(
            "Read sheets in any format SheetMaker knows (a SheetMaker sheet, Dhole's House JSON, a "
            "Foundry VTT Call of Cthulhu actor, statblocks as text; recognised by their content, "
            "not their file name; - reads standard input) and write them in the format --to. One "
            "sheet: -o is the file to write. Several inputs, or several sheets in one input: -o is "
            "a folder (created if missing) and each sheet gets its own file named after the "
            "character. Every line of the reports (what was read, how it was mapped, what could "
            "not be carried, derived values that disagree) goes to standard error."
        ),
        epilog=(
            "Exit status 1 when anything was lost or disagreed, or an input could not be read "
            "(the other inputs are still converted); 2 for usage errors. An existing file is never "
            "overwritten without --force; an input file never, not even with --force; a symbolic "
            "link is not written through when it leads out of the output's folder (in a folder: never)."
        ),
    )
    convert.add_argument("inputs", metavar="IN", nargs="+", help="files to read (- reads standard input)")
    convert.add_argument("-o", "--output", metavar="OUT", required=True,
                         help="the file to write (several sheets: the folder)")
    convert.add_argument("--to", choices=list(CONVERT_TARGETS), default="sheetmaker",
                         help="the format to write (default sheetmaker)")
    convert.add_argument("--force", action="store_true", help="overwrite existing files")
    convert.set_defaults(handler=_cmd_convert, parser=convert)
