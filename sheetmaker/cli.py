"""The ``sheetmaker`` command.

Importing this module is cheap: it loads neither PySide6 nor pydantic; each subcommand imports
what it needs when it runs, so ``sheetmaker --version`` answers at once.

Exit status: 0 on success, 1 for bad input or an invalid file (one readable line per problem on
standard error), 2 for usage errors. No traceback reaches the user.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from sheetmaker import __version__

PROG = "sheetmaker"

EXIT_OK = 0
EXIT_INVALID = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 3


class CommandFailed(Exception):
    """A subcommand's failure: ``lines`` go to standard error, then exit with ``status``."""

    def __init__(self, lines: Sequence[str], status: int = EXIT_INVALID) -> None:
        super().__init__("\n".join(lines))
        self.lines = list(lines)
        self.status = status


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def _rng(seed: int | None):
    import random

    return random.Random(seed)


# --------------------------------------------------------------------------- roll


def _is_percentile(expression: str) -> bool:
    return expression.replace(" ", "").lower() in {"d100", "1d100", "d%", "1d%"}


def _cmd_roll(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    percentile = args.target is not None
    if percentile and not _is_percentile(args.expression):
        parser.error("--target goes with the expression d100 only")
    if not percentile:
        for option, value in (
            ("--difficulty", args.difficulty),
            ("--bonus", args.bonus),
            ("--penalty", args.penalty),
        ):
            if value is not None:
                parser.error(f"{option} needs d100 with --target")
    if args.count is not None and not 1 <= args.count <= 1_000_000:
        parser.error("--count must be between 1 and 1,000,000")
    rng = _rng(args.seed)
    if percentile:
        return _roll_percentile(args, rng, parser)
    return _roll_expression(args, rng)


def _roll_percentile(args: argparse.Namespace, rng, parser: argparse.ArgumentParser) -> int:
    from sheetmaker.core import d100

    if not 0 <= args.target <= 1000:
        raise CommandFailed([f"target {args.target} is out of range (0 to 1000)"])
    for option, value in (("--bonus", args.bonus), ("--penalty", args.penalty)):
        if value is not None and not 0 <= value <= 2:
            parser.error(f"{option} must be 0, 1 or 2")
    difficulty = d100.Difficulty(args.difficulty or "regular")
    count = args.count or 1
    rolls = [
        d100.roll_d100(
            rng,
            args.target,
            difficulty,
            bonus=args.bonus or 0,
            penalty=args.penalty or 0,
        )
        for _ in range(count)
    ]
    if args.json:
        items = [roll.to_json() for roll in rolls]
        _print_json(items if args.count is not None else items[0])
    else:
        sys.stdout.write("".join(_percentile_line(roll) + "\n" for roll in rolls))
    return EXIT_OK


def _percentile_line(roll) -> str:
    tens = " ".join(f"{t:02d}" for t in roll.tens)
    dice = f"tens {tens} + units {roll.units}"
    verdict = "success" if roll.success else "failure"
    return (
        f"d100 vs {roll.value} ({roll.difficulty.value}, needs {roll.required}): "
        f"{dice} = {roll.result}: {roll.level.word} ({verdict})"
    )


def _roll_expression(args: argparse.Namespace, rng) -> int:
    from sheetmaker.core import dice

    parsed = dice.parse_any(args.expression)
    db = dice.parse_damage_bonus(args.db) if args.db else None
    count = args.count or 1
    results: list[dict[str, Any]] = []
    lines: list[str] = []
    for _ in range(count):
        if isinstance(parsed, dice.SanLoss):
            success = parsed.success.roll(rng, db)
            failure = parsed.failure.roll(rng, db)
            results.append(
                {
                    "expression": str(parsed),
                    "success_loss": success.to_json(),
                    "failure_loss": failure.to_json(),
                    "fumble_loss": parsed.failure.maximum(db),
                }
            )
            lines.append(
                f"{parsed}: {success.total} on a success, {failure.total} on a failure "
                f"({parsed.failure.maximum(db)} on a fumble)"
            )
        else:
            result = parsed.roll(rng, db)
            results.append(result.to_json())
            faces = ", ".join(f"d{die.sides}:{die.value}" for die in result.dice)
            lines.append(f"{result.expression} = {result.total}" + (f"  [{faces}]" if faces else ""))
    if args.json:
        _print_json(results if args.count is not None else results[0])
    else:
        sys.stdout.write("".join(line + "\n" for line in lines))
    return EXIT_OK


# --------------------------------------------------------------------------- files


def _load_many(paths: Sequence[str]):
    """Load every file; yield (path, document or None, problems)."""
    from sheetmaker.core.errors import DocumentError
    from sheetmaker.io import fileformat

    for path in paths:
        try:
            yield path, fileformat.load(path), []
        except DocumentError as exc:
            yield path, None, [str(line) for line in str(exc).splitlines()]


def _cmd_validate(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from sheetmaker.systems import system_of

    status = EXIT_OK
    for path, document, problems in _load_many(args.files):
        if document is not None:
            violations = system_of(document).validate(document)
            problems = [f"{path}: {violation}" for violation in violations]
        if problems:
            status = EXIT_INVALID
            for line in problems:
                sys.stderr.write(line + "\n")
        elif not args.quiet:
            sys.stdout.write(f"{path}: valid\n")
    return status


def document_summary(document) -> dict[str, Any]:
    """What ``show --json`` prints for a document."""
    from sheetmaker.systems import system_of

    system = system_of(document)
    data: dict[str, Any] = {
        "format": document.format,
        "schema_version": document.schema_version,
        "system": document.system,
        "system_title": system.title,
        "kind": document.kind,
        "id": str(document.id),
        "name": document.name,
        "player": document.player,
        "created": document.created.isoformat(),
        "modified": document.modified.isoformat(),
        "tags": list(document.tags),
        "notes": document.notes,
        "has_portrait": document.portrait is not None,
    }
    data.update(system.summary(document))
    data["violations"] = [v.to_json() for v in system.validate(document)]
    return data


def _cmd_show(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from sheetmaker.systems import system_of

    [(path, document, problems)] = list(_load_many([args.file]))
    if document is None:
        raise CommandFailed(problems)
    if args.json:
        data = document_summary(document)
        data["file"] = path
        _print_json(data)
        return EXIT_OK
    system = system_of(document)
    lines = [
        f"{document.display_name} ({document.kind}, {system.title})",
    ]
    if document.player:
        lines.append(f"Player: {document.player}")
    if document.tags:
        lines.append("Tags: " + ", ".join(document.tags))
    lines.append(system.describe(document))
    violations = system.validate(document)
    if violations:
        lines.append("Rule problems:")
        lines.extend(f"  - {violation}" for violation in violations)
    else:
        lines.append("No rule problems.")
    sys.stdout.write("\n".join(lines) + "\n")
    return EXIT_OK


def _cmd_schema(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from sheetmaker.io import fileformat

    text = json.dumps(fileformat.json_schema(), indent=2, ensure_ascii=False) + "\n"
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8") as handle:
                handle.write(text)
        except OSError as exc:
            raise CommandFailed([f"{args.output}: cannot write: {exc.strerror or exc}"]) from None
    else:
        sys.stdout.write(text)
    return EXIT_OK


# --------------------------------------------------------------------------- parser


Handler = Callable[[argparse.Namespace, argparse.ArgumentParser], int]


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``sheetmaker`` command."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description=(
            "Build, play and print investigators for Call of Cthulhu 7th edition and "
            "Trail of Cthulhu."
        ),
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    roll = sub.add_parser(
        "roll",
        help="roll dice: an expression such as 1D6+1, a SAN loss 1/1D4+1, or d100 --target",
        description=(
            "Roll a dice expression (NdM, +, -, * by a constant, parentheses, DB, DB/2, "
            "SAN-loss pairs such as 0/1D6), or a Call of Cthulhu percentile roll with "
            "'d100 --target T'."
        ),
    )
    roll.add_argument("expression", metavar="EXPR")
    roll.add_argument("--seed", type=int, help="seed the dice for a reproducible roll")
    roll.add_argument("--json", action="store_true", help="print JSON")
    roll.add_argument("--count", type=int, metavar="K", help="roll K times (JSON: a list)")
    roll.add_argument("--db", metavar="DB", help="damage bonus for DB in the expression, e.g. +1D4")
    roll.add_argument("--target", type=int, metavar="T", help="skill or characteristic value")
    roll.add_argument("--difficulty", choices=["regular", "hard", "extreme"])
    dice_group = roll.add_mutually_exclusive_group()
    dice_group.add_argument("--bonus", type=int, metavar="N", help="bonus dice (0-2)")
    dice_group.add_argument("--penalty", type=int, metavar="N", help="penalty dice (0-2)")
    roll.set_defaults(handler=_cmd_roll, parser=roll)

    validate = sub.add_parser(
        "validate",
        help="check sheet files against the file format and the creation rules",
    )
    validate.add_argument("files", metavar="FILE", nargs="+")
    validate.add_argument("-q", "--quiet", action="store_true", help="print only problems")
    validate.set_defaults(handler=_cmd_validate, parser=validate)

    show = sub.add_parser("show", help="print a sheet with its derived values")
    show.add_argument("file", metavar="FILE")
    show.add_argument("--json", action="store_true", help="print JSON")
    show.set_defaults(handler=_cmd_show, parser=show)

    schema = sub.add_parser("schema", help="print the JSON Schema of the sheet file format")
    schema.add_argument("-o", "--output", metavar="FILE", help="write to FILE")
    schema.set_defaults(handler=_cmd_schema, parser=schema)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        parser.print_help()
        return EXIT_OK
    try:
        return handler(args, args.parser)
    except CommandFailed as exc:
        for line in exc.lines:
            sys.stderr.write(f"{PROG}: {line}\n")
        return exc.status
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - the last guard before the user
        from sheetmaker.core.errors import SheetMakerError

        if isinstance(exc, SheetMakerError):
            for line in str(exc).splitlines():
                sys.stderr.write(f"{PROG}: {line}\n")
            return EXIT_INVALID
        sys.stderr.write(
            f"{PROG}: internal error, please report it: {type(exc).__name__}: {exc}\n"
        )
        return EXIT_INTERNAL


def run() -> None:  # pragma: no cover - thin wrapper
    """Console-script entry point."""
    sys.exit(main())
