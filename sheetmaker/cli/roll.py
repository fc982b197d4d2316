"""``sheetmaker roll``: dice expressions, SAN losses and d100 rolls against a target.

``--count`` is bounded before anything is rolled: at most :data:`MAX_COUNT` rolls and
:data:`MAX_TOTAL_DICE` dice in all; the output is written roll by roll."""

from __future__ import annotations

import argparse

from sheetmaker.cli._inputs import _rng
from sheetmaker.cli._output import EXIT_OK, CommandFailed, _stream_json, _stream_lines

#: ``roll --count``: most rolls in one command.
MAX_COUNT = 100_000


#: ``roll --count``: most dice in one command, all rolls together (damage bonus dice and both
#: sides of a SAN loss included).
MAX_TOTAL_DICE = 1_000_000


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
    if args.count is not None and not 1 <= args.count <= MAX_COUNT:
        parser.error(f"--count must be between 1 and {MAX_COUNT:,}, not {args.count:,}")
    rng = _rng(args.seed)
    if percentile:
        return _roll_percentile(args, rng, parser)
    return _roll_expression(args, rng, parser)


def _roll_percentile(args: argparse.Namespace, rng, parser: argparse.ArgumentParser) -> int:
    from sheetmaker.core import d100

    if not 0 <= args.target <= 1000:
        raise CommandFailed([f"target {args.target} is out of range (0 to 1000)"])
    for option, value in (("--bonus", args.bonus), ("--penalty", args.penalty)):
        if value is not None and not 0 <= value <= 2:
            parser.error(f"{option} must be 0, 1 or 2")
    difficulty = d100.Difficulty(args.difficulty or "regular")
    bonus, penalty = args.bonus or 0, args.penalty or 0
    # At most 3 dice a roll: --count alone bounds the work (MAX_COUNT * 3 < MAX_TOTAL_DICE).
    rolls = (
        d100.roll_d100(rng, args.target, difficulty, bonus=bonus, penalty=penalty)
        for _ in range(args.count or 1)
    )
    if args.json:
        _stream_json((roll.to_json() for roll in rolls), args.count is not None)
    else:
        _stream_lines(_percentile_line(roll) for roll in rolls)
    return EXIT_OK


def _percentile_line(roll) -> str:
    tens = " ".join(f"{t:02d}" for t in roll.tens)
    dice = f"tens {tens} + units {roll.units}"
    verdict = "success" if roll.success else "failure"
    return (
        f"d100 vs {roll.value} ({roll.difficulty.value}, needs {roll.required}): "
        f"{dice} = {roll.result}: {roll.level.word} ({verdict})"
    )


def _roll_expression(args: argparse.Namespace, rng, parser: argparse.ArgumentParser) -> int:
    from sheetmaker.core import dice

    parsed = dice.parse_any(args.expression)
    db = dice.parse_damage_bonus(args.db) if args.db else None
    count = args.count or 1
    if isinstance(parsed, dice.SanLoss):
        per_roll = parsed.success.dice_rolled(db) + parsed.failure.dice_rolled(db)
        fumble = parsed.failure.maximum(db)
    else:
        per_roll = parsed.dice_rolled(db)
    if per_roll * count > MAX_TOTAL_DICE:  # refused before anything is rolled
        parser.error(
            f"--count {count:,} of {parsed} would roll {per_roll * count:,} dice; "
            f"at most {MAX_TOTAL_DICE:,} dice in all (fewer rolls or fewer dice)"
        )

    def rolled():
        """(JSON item, text line) for each roll, one at a time."""
        for _ in range(count):
            if isinstance(parsed, dice.SanLoss):
                success = parsed.success.roll(rng, db)
                failure = parsed.failure.roll(rng, db)
                item = {
                    "expression": str(parsed),
                    "success_loss": success.to_json(),
                    "failure_loss": failure.to_json(),
                    "fumble_loss": fumble,
                }
                yield item, (
                    f"{parsed}: {success.total} on a success, {failure.total} on a failure "
                    f"({fumble} on a fumble)"
                )
            else:
                result = parsed.roll(rng, db)
                if args.json:
                    yield result.to_json(), ""
                    continue
                faces = ", ".join(f"d{die.sides}:{die.value}" for die in result.dice)
                yield None, f"{result.expression} = {result.total}" + (f"  [{faces}]" if faces else "")

    if args.json:
        _stream_json((item for item, _ in rolled()), args.count is not None)
    else:
        _stream_lines(line for _, line in rolled())
    return EXIT_OK


def add_parser(sub: argparse._SubParsersAction) -> None:
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
    roll.add_argument(
        "--count",
        type=int,
        metavar="K",
        help=f"roll K times (JSON: a list); at most {MAX_COUNT:,} rolls and {MAX_TOTAL_DICE:,} dice in all",
    )
    roll.add_argument("--db", metavar="DB", help="damage bonus for DB in the expression, e.g. +1D4")
    roll.add_argument("--target", type=int, metavar="T", help="skill or characteristic value")
    roll.add_argument("--difficulty", choices=["regular", "hard", "extreme"])
    dice_group = roll.add_mutually_exclusive_group()
    dice_group.add_argument("--bonus", type=int, metavar="N", help="bonus dice (0-2)")
    dice_group.add_argument("--penalty", type=int, metavar="N", help="penalty dice (0-2)")
    roll.set_defaults(handler=_cmd_roll, parser=roll)
