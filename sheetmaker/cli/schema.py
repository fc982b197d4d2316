"""``sheetmaker schema``: the JSON Schema of sheet files or of creation answers files."""

from __future__ import annotations

import argparse
import json
import sys

from sheetmaker.cli._output import EXIT_OK, CommandFailed


def schema_text(answers: bool | str = False) -> str:
    """What ``schema`` prints: the JSON Schema of sheet files, or (``answers``: ``True`` or
    ``"coc7"``, or ``"toc"``) of the answers files of ``new GAME --answers``."""
    if answers == "toc":
        from sheetmaker.systems.toc.session import answers_schema

        schema = answers_schema()
    elif answers:
        from sheetmaker.systems.coc7.session import answers_schema

        schema = answers_schema()
    else:
        from sheetmaker.io import fileformat

        schema = fileformat.json_schema()
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def _cmd_schema(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    text = schema_text(args.answers)
    if args.output:
        from sheetmaker.io import safefile

        # The safe writer: atomic, and a FIFO or a device is refused, never waited on.
        try:
            safefile.write_file(args.output, text.encode("utf-8"))
        except safefile.SafeFileError as exc:
            raise CommandFailed([f"{args.output}: cannot write: {exc.reason}"]) from None
    else:
        sys.stdout.write(text)
    return EXIT_OK


def add_parser(sub: argparse._SubParsersAction) -> None:
    schema = sub.add_parser(
        "schema",
        help="print the JSON Schema of the sheet file format (or of creation answers)",
        description=(
            "Print the JSON Schema of sheet files, or with --answers [GAME] of the answers files "
            "'sheetmaker new GAME --answers' reads (coc7 unless GAME is given)."
        ),
    )
    schema.add_argument("-o", "--output", metavar="FILE", help="write to FILE")
    schema.add_argument(
        "--answers",
        nargs="?",
        const="coc7",
        choices=["coc7", "toc"],
        metavar="GAME",
        help="the schema of creation answers files: coc7 (the default) or toc",
    )
    schema.set_defaults(handler=_cmd_schema, parser=schema)
