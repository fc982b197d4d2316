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

#: ``roll --count``: most rolls in one command.
MAX_COUNT = 100_000
#: ``roll --count``: most dice in one command, all rolls together (damage bonus dice and both
#: sides of a SAN loss included).
MAX_TOTAL_DICE = 1_000_000
#: Most characters of one problem line on standard error (longer ones are cut).
MAX_LINE = 1000


class CommandFailed(Exception):
    """A subcommand's failure: ``lines`` go to standard error, then exit with ``status``."""

    def __init__(self, lines: Sequence[str], status: int = EXIT_INVALID) -> None:
        super().__init__("\n".join(lines))
        self.lines = list(lines)
        self.status = status


# --------------------------------------------------------------------------- output

#: Characters shown escaped: they would split or disguise a line (bidirectional overrides).
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def shown(text: str) -> str:
    """``text`` safe on one line: control characters, line and paragraph separators and
    bidirectional controls escaped (``\\n``, ``\\x1b``, ``\\u2028``), the undecodable bytes
    of a file name (lone surrogates from ``surrogateescape``) shown as ``\\xNN``."""
    if text.isprintable() and not _BIDI.intersection(text):
        return text  # the common case, fast
    out = []
    for c in text:
        code = ord(c)
        if c in _NAMED:
            out.append(_NAMED[c])
        elif 0xDC80 <= code <= 0xDCFF:
            out.append(f"\\x{code - 0xDC00:02x}")  # a byte surrogateescape could not decode
        elif code < 0x20 or 0x7F <= code < 0xA0:
            out.append(f"\\x{code:02x}")
        elif 0xD800 <= code <= 0xDFFF or c in _BIDI or c in "\u2028\u2029":
            out.append(f"\\u{code:04x}")
        else:
            out.append(c)  # printable, or a harmless format or space character
    return "".join(out)


def problem_line(line: object) -> str:
    """One problem as one bounded line: :func:`shown`, cut to :data:`MAX_LINE` characters."""
    text = shown(str(line))
    if len(text) > MAX_LINE:
        cut = MAX_LINE - 40
        text = f"{text[:cut]}... ({len(text) - cut:,} more characters)"
    return text


def _write(stream, text: str) -> None:
    """Write ``text``; characters the stream's encoding refuses are written escaped."""
    try:
        stream.write(text)
    except UnicodeEncodeError:
        encoding = getattr(stream, "encoding", None) or "utf-8"
        stream.write(text.encode(encoding, "backslashreplace").decode(encoding))


def _out(text: str) -> None:
    _write(sys.stdout, text)


def error_lines(exc: BaseException) -> list[str]:
    """The problem lines of an error: ``PATH: problem`` for each problem of a
    :class:`~sheetmaker.core.errors.DocumentError`, else its message as one line (a newline in
    it, say in a file name, is escaped when printed, never a line break)."""
    problems = getattr(exc, "problems", None)
    if isinstance(problems, list) and problems:
        path = getattr(exc, "path", "")
        return [f"{path}: {problem}" if path else str(problem) for problem in problems]
    return [str(exc)]


def report(lines: Sequence[object], prefix: str = f"{PROG}: ") -> None:
    """Write problem lines to standard error, each one bounded line (see :func:`problem_line`)."""
    _write(sys.stderr, "".join(f"{prefix}{problem_line(line)}\n" for line in lines))


def _json_text(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False)


def _print_json(data: Any) -> None:
    text = _json_text(data) + "\n"
    try:
        sys.stdout.write(text)
    except UnicodeEncodeError:  # e.g. a file name that is not UTF-8: \\u escapes, still JSON
        sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=True) + "\n")


def _stream_json(items, as_list: bool) -> None:
    """Print ``items`` (an iterable of JSON-ready values) as ``_print_json`` prints the list of
    them (or its only item when not ``as_list``), written item by item."""
    if not as_list:
        for item in items:
            _print_json(item)
        return
    first = True
    for item in items:
        body = _json_text(item).replace("\n", "\n  ")
        sys.stdout.write(("[\n  " if first else ",\n  ") + body)
        first = False
    sys.stdout.write("[]\n" if first else "\n]\n")


def _stream_lines(lines) -> None:
    """Write text lines, a few hundred at a time."""
    batch: list[str] = []
    for line in lines:
        batch.append(line)
        if len(batch) >= 256:
            _out("\n".join(batch) + "\n")
            batch.clear()
    if batch:
        _out("\n".join(batch) + "\n")


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


# --------------------------------------------------------------------------- files


def _load_many(paths: Sequence[str]):
    """Load every file; yield (path, document or None, problems)."""
    from sheetmaker.core.errors import DocumentError
    from sheetmaker.io import fileformat

    for path in paths:
        try:
            yield path, fileformat.load(path), []
        except DocumentError as exc:
            yield path, None, error_lines(exc)


def _cmd_validate(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from sheetmaker.core.violations import Severity
    from sheetmaker.systems import system_of

    status = EXIT_OK
    for path, document, problems in _load_many(args.files):
        warnings: list[str] = []
        notes: list[str] = []
        if document is not None:
            system = system_of(document)
            for violation in system.validate(document):
                if violation.severity == Severity.ERROR or args.strict:
                    problems.append(f"{path}: {violation}")
                else:
                    warnings.append(f"{path}: warning: {violation}")
            # A check never claims more than it checks: say which rules could not be checked.
            notes = [f"{path}: not checked: {sentence}" for sentence in system.checks_off(document)]
        report(problems + warnings + notes, prefix="")
        if problems:
            status = EXIT_INVALID
        elif not args.quiet:
            note = f" ({len(warnings)} warning{'s' if len(warnings) != 1 else ''})" if warnings else ""
            _out(f"{shown(path)}: valid{note}\n")
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
    if document.system == "coc7":
        _money_as_numbers(document, data)
    data["violations"] = [v.to_json() for v in system.validate(document)]
    return data


def _amount(value: float) -> int | float:
    """A sum of money as a JSON number: whole dollars as an integer (82, not 82.0)."""
    return int(value) if float(value).is_integer() else round(value, 2)


def _money_as_numbers(document, data: dict[str, Any]) -> None:
    """``show --json`` is an exchange format: Credit Rating's cash, assets and spending level
    as numbers (``"cash": 82``), the text the table prints beside them (``"cash_text": "$82"``;
    ``"$5M+"`` is the number 5000000 and its text)."""
    from sheetmaker.systems.coc7.rules import derive

    cr = derive(document.sheet).credit_rating
    money = {key: value for key, value in data.get("credit_rating", {}).items()
             if key not in ("cash", "assets", "spending_level")}
    for key, amount, text in (
        ("cash", cr.cash_amount, cr.cash),
        ("assets", cr.assets_amount, cr.assets),
        ("spending_level", cr.spending_amount, cr.spending_level),
    ):
        money[key] = _amount(amount)
        money[f"{key}_text"] = text
    data["credit_rating"] = money


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
    if args.statblock:
        from sheetmaker.io import statblock_text

        _out(statblock_text.write_text(document)[0])
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
    _out("\n".join(lines) + "\n")
    return EXIT_OK


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


# --------------------------------------------------------------------------- new


def _creation_time(seed: int | None):
    """``created``/``modified`` of a new sheet: now, or ``SOURCE_DATE_EPOCH`` when it is set
    (with ``--seed``, the same seed and epoch then give the same bytes)."""
    import os
    from datetime import UTC, datetime

    from sheetmaker.core.document import now_utc

    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        return datetime.fromtimestamp(int(epoch), UTC)
    return now_utc()


def _assignments(
    items: Sequence[str] | None, option: str, example: str
) -> tuple[list[tuple[str, str, int]], list[str]]:
    """Parse ``NAME=VALUE`` options: ([(item, name, value)], [problems])."""
    parsed: list[tuple[str, str, int]] = []
    problems: list[str] = []
    for item in items or ():
        name, sep, text = item.rpartition("=")
        name, text = name.strip(), text.strip()
        if not sep or not name:
            problems.append(f"{option} {item!r}: expected NAME=VALUE, e.g. {example}")
            continue
        try:
            value = int(text)
        except ValueError:
            problems.append(f"{option} {item!r}: {text!r} is not a whole number")
            continue
        parsed.append((item, name, value))
    return parsed, problems


def _check_output(path: str, force: bool) -> list[str]:
    import os

    if os.path.isdir(path):
        return [f"{path}: is a folder; give a file name such as investigator.sheet.json"]
    if os.path.lexists(path) and not force:
        return [f"{path}: already exists; use --force to overwrite it"]
    if force and os.path.lexists(path):
        from sheetmaker.io.lockinfo import holder_of, locks_folder

        holder = holder_of(path, locks_folder())
        if holder is not None:
            return [
                f"{path}: open in SheetMaker ({holder.describe()}); close it there first, "
                "or write to another file"
            ]
    return []


def _new_name(name: str | None, problems: list[str]) -> str | None:
    """``--name``, cut to 200 characters (a longer one is a problem)."""
    if name is not None and len(name) > 200:
        problems.append(f"--name: {len(name)} characters; a name has at most 200")
        name = name[:200]
    return name


def _new_document(document_type, sheet, name: str | None, rng, seed: int | None, now):
    """A blank-mode document around ``sheet``; its id is drawn from ``rng`` when seeded
    (repeatable), else random."""
    import uuid

    document_id = uuid.UUID(int=rng.getrandbits(128), version=4) if seed is not None else uuid.uuid4()
    return document_type(id=document_id, name=name or "", created=now, modified=now, sheet=sheet)


def _add_new_modes(parser: argparse.ArgumentParser, *, random_help: str, tier_help: str) -> None:
    """The ``--random``/``--npc`` choice of a ``new`` subcommand and the NPC ``--tier``."""
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--random", action="store_true", help=random_help)
    mode.add_argument("--npc", action="store_true", help="a quick NPC (see --tier)")
    parser.add_argument(
        "--tier",
        choices=["expert", "professional", "average"],
        help=tier_help,
    )


def _write_new(document, path: str, system_title: str, force: bool = False) -> int:
    """Save a new sheet atomically and confirm on standard output (rule problems noted on
    standard error: ``new`` writes sheets that break creation rules, keepers need them).

    What :func:`_check_output` checked before the sheet was made is checked again as it is
    written: without ``force`` a file that appeared meanwhile is never replaced (the write is
    exclusive); with it, a sheet opened in SheetMaker meanwhile is refused."""
    from sheetmaker.core.violations import Severity
    from sheetmaker.io import fileformat
    from sheetmaker.systems import system_of

    if force:
        problems = _check_output(path, force)
        if problems:
            raise CommandFailed(problems)
    try:
        fileformat.save(document, path, exclusive=not force)
    except fileformat.SheetExists:
        raise CommandFailed([f"{path}: already exists; use --force to overwrite it"]) from None
    kind = "NPC" if document.kind == "npc" else "investigator"
    _out(f"Wrote {shown(path)} ({system_title} {kind})\n")
    errors = [v for v in system_of(document).validate(document) if v.severity == Severity.ERROR]
    if errors:
        rules = "rule" if len(errors) == 1 else "rules"
        note = (
            f"note: the sheet breaks {len(errors)} creation {rules}; "
            f"'{PROG} validate {path}' lists them"
        )
        report([note])
    return EXIT_OK


#: ``new coc7`` options that build the sheet another way than ``--answers`` does.
_NOT_WITH_ANSWERS = (
    ("--random", "random"),
    ("--npc", "npc"),
    ("--tier", "tier"),
    ("--averaged", "averaged"),
    ("--era", "era"),
    ("--occupation", "occupation"),
    ("--age", "age"),
    ("--set", "set"),
    ("--skill", "skill"),
)


def _read_user_file(path: str, limit: int, what: str) -> bytes:
    """The bytes of a file named on the command line, through the one safe reader: a regular
    file of at most ``limit`` bytes (a FIFO, a device or a socket is refused at once, never
    waited on); ``what`` names it in the message when it is missing."""
    from sheetmaker.io.safefile import SafeReadError, read_regular

    try:
        data, _ = read_regular(path, limit)
    except SafeReadError as exc:
        reason = exc.reason
        if exc.missing and what:
            reason = f"{reason} ({what})"
        elif "not a regular file" in reason:
            reason = f"{reason} (- reads standard input)"
        raise CommandFailed([f"{path}: {reason}"]) from None
    return data


def _read_answers(path: str) -> bytes:
    """The bytes of an answers file (``-``: standard input)."""
    from sheetmaker.io.fileformat import MAX_FILE_BYTES

    if path == "-":
        data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            limit = f"{MAX_FILE_BYTES // 1024 // 1024} MiB"
            raise CommandFailed([f"{path}: larger than the {limit} an answers file may have"])
        return data
    return _read_user_file(path, MAX_FILE_BYTES, "the --answers file to read")


#: ``new toc`` options that build the sheet another way than ``--answers`` does.
_NOT_WITH_TOC_ANSWERS = (
    ("--random", "random"),
    ("--npc", "npc"),
    ("--tier", "tier"),
    ("--occupation", "occupation"),
    ("--branch", "branch"),
    ("--occupational", "occupational"),
    ("--players", "players"),
    ("--investigative-points", "investigative_points"),
    ("--set", "set"),
)


def _step_lines(violations, steps, step_of) -> list[str]:
    """``STEP: FIELD: message (fix)`` for each problem of a creation session, in step order."""
    located = sorted(((step_of(v), v) for v in violations), key=lambda item: steps.index(item[0]))
    return [f"{step}: {v.field + ': ' if v.field else ''}{v}" for step, v in located]


def _answers_text(
    args: argparse.Namespace, parser: argparse.ArgumentParser, not_with
) -> tuple[str, str, str | None]:
    """Check ``new GAME --answers``'s options and read the file: (source, text, --name)."""
    given = [option for option, dest in not_with if getattr(args, dest) not in (None, False)]
    if given:
        parser.error(f"--answers cannot be combined with {', '.join(given)} (the answers file says it all)")
    source = "standard input" if args.answers == "-" else args.answers
    problems = _check_output(args.output, args.force)
    name = _new_name(args.name, problems)
    if problems:
        raise CommandFailed(problems)
    data = _read_answers(args.answers)
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        raise CommandFailed([f"{source}: not a text file in UTF-8 (invalid byte at offset {exc.start})"]) from None
    if not text.strip():
        raise CommandFailed([f"{source}: the file is empty"])
    return source, text, name


def _new_from_answers(
    args: argparse.Namespace, parser: argparse.ArgumentParser, not_with, game: str
) -> int:
    """``new GAME --answers FILE``: the game's creation session driven by a file of answers;
    steps left out are randomised; nothing is written while the review has errors."""
    import importlib

    source, text, name = _answers_text(args, parser, not_with)
    module = importlib.import_module(f"sheetmaker.systems.{game}.session")
    title = importlib.import_module(f"sheetmaker.systems.{game}.system").TITLE
    try:
        answers = module.load_answers(text)
    except module.AnswersError as exc:
        lines = exc.problems
        if len(lines) > 20:
            lines = [*lines[:20], f"... and {len(lines) - 20} more problems"]
        raise CommandFailed([f"{source}: {line}" for line in lines]) from None
    fill_identity = name is not None and answers.identity is None
    if name is not None:
        identity = (answers.identity or module.IdentityAnswers()).model_copy(update={"name": name})
        answers = answers.model_copy(update={"identity": identity})
    session = module.CreationSession(_rng(args.seed), answers=answers)
    step_of = getattr(session, "step_of", None) or module.step_of
    review = session.randomise_rest(only_missing=True)
    if fill_identity:
        session.randomise("identity")  # --name alone: the rest of the identity as if left out
        review = session.report("review")
    if review.errors:
        raise CommandFailed(
            [f"{source}: {line}" for line in _step_lines(review.errors, module.STEPS, step_of)]
        )
    document = session.document(now=_creation_time(args.seed))
    status = _write_new(document, args.output, title, args.force)
    report([f"{source}: warning: {line}" for line in _step_lines(review.warnings, module.STEPS, step_of)])
    return status


def _cmd_new_coc7(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.count is not None or args.tag is not None:
        return _new_batch(args, parser, "coc7")
    if args.answers is not None:
        return _new_from_answers(args, parser, _NOT_WITH_ANSWERS, "coc7")
    args.era = args.era or "1920s"
    if args.tier is not None and not args.npc:
        parser.error("--tier goes with --npc")
    if args.averaged and not args.npc:
        parser.error("--averaged goes with --npc")
    sets, problems = _assignments(args.set, "--set", "STR=60")
    skills, skill_problems = _assignments(args.skill, "--skill", "'Spot Hidden=45'")
    problems += skill_problems
    problems += _check_output(args.output, args.force)

    from sheetmaker.systems.coc7 import data as coc_data
    from sheetmaker.systems.coc7 import generate
    from sheetmaker.systems.coc7.model import CHARACTERISTICS, CoC7Document, CoC7Sheet, OccupationChoice
    from sheetmaker.systems.coc7.system import TITLE

    data = coc_data.load()
    characteristics: dict[str, int] = {}
    luck: int | None = None
    for item, label, value in sets:
        key = label.upper()
        if key == "LUCK":
            if not 0 <= value <= 99:
                problems.append(f"--set {item!r}: Luck must be from 0 to 99")
            luck = value
        elif key not in CHARACTERISTICS:
            problems.append(
                f"--set {item!r}: unknown characteristic {label!r} "
                f"(expected {', '.join(CHARACTERISTICS)} or Luck)"
            )
        elif not 0 <= value <= 999:
            problems.append(f"--set {item!r}: {key} must be from 0 to 999")
        else:
            characteristics[key] = value
    name = _new_name(args.name, problems)

    rng = _rng(args.seed)
    now = _creation_time(args.seed)
    document = None
    try:
        if args.random:
            document = generate.random_investigator(
                rng, args.era, args.occupation, args.age, name, data, now=now
            )
        elif args.npc:
            document = generate.quick_npc(
                rng, args.tier or "average", args.era, args.occupation, name, args.averaged, data,
                age=args.age, now=now,
            )
        else:
            occupation = None
            if args.occupation is not None:
                found = generate.choose_occupation(rng, args.era, args.occupation, data)
                occupation = OccupationChoice(name=found.name)
            if args.age is not None and not 0 <= args.age <= 200:
                raise ValueError(f"age {args.age} is outside 0 to 200")
            age = {"age": args.age} if args.age is not None else {}
            sheet = CoC7Sheet(era=args.era, occupation=occupation, **age)
            document = _new_document(CoC7Document, sheet, name, rng, args.seed, now)
    except ValueError as exc:
        problems.append(str(exc))

    if document is not None:
        sheet = document.sheet
        if characteristics:
            sheet = generate.with_characteristics(sheet, characteristics)
        if luck is not None and 0 <= luck <= 99:
            sheet = sheet.model_copy(update={"luck": luck})
        for item, label, value in skills:
            try:
                sheet = generate.with_skill_value(sheet, label, value, data)
            except ValueError as exc:
                problems.append(f"--skill {item!r}: {exc}")
        document = document.model_copy(update={"sheet": sheet})
    if problems:
        raise CommandFailed(problems)
    return _write_new(document, args.output, TITLE, args.force)


def _add_new_coc7(systems, common: argparse.ArgumentParser) -> None:
    coc = systems.add_parser(
        "coc7",
        parents=[common],
        help="a Call of Cthulhu 7th edition investigator or NPC",
        description=(
            "Write a new Call of Cthulhu 7th edition sheet: blank, a random investigator made by "
            "the creation rules (--random) or a keeper's quick NPC (--npc). --set enters "
            "characteristics freely (the free method: no age deduction); --skill sets a skill's "
            "final value. The sheet is written even when it breaks a creation rule. --answers "
            "FILE drives the creation wizard's steps from a file instead (and refuses a sheet "
            "that breaks a rule)."
        ),
    )
    _add_new_modes(
        coc,
        random_help="a random investigator made by the rules",
        tier_help="NPC occupation skills at 75, 50 or 25 (default average)",
    )
    coc.add_argument(
        "--averaged", action="store_true", help="NPC characteristics at their average, not rolled"
    )
    coc.add_argument("--era", choices=["1920s", "modern"], help="default 1920s")
    coc.add_argument("--occupation", metavar="NAME", help="an occupation of the era (random by default)")
    coc.add_argument("--age", type=int, metavar="N", help="15 to 89 for a random investigator")
    coc.add_argument(
        "--set",
        action="append",
        metavar="NAME=VALUE",
        help="a characteristic (STR ... EDU) or Luck, e.g. STR=60; repeatable",
    )
    coc.add_argument(
        "--skill",
        action="append",
        metavar="LABEL=VALUE",
        help="a skill's final value, e.g. 'Spot Hidden=45' or 'Language (Latin)=30'; repeatable",
    )
    coc.add_argument(
        "--answers",
        metavar="FILE",
        help="build the investigator step by step from a JSON file of answers (- reads standard "
        "input; steps left out are randomised; nothing is written while the result breaks a "
        "creation rule); 'sheetmaker schema --answers' prints the format",
    )
    coc.set_defaults(handler=_cmd_new_coc7, parser=coc)


def _cmd_new_toc(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.count is not None or args.tag is not None:
        return _new_batch(args, parser, "toc")
    if args.answers is not None:
        return _new_from_answers(args, parser, _NOT_WITH_TOC_ANSWERS, "toc")
    if args.tier is not None and not args.npc:
        parser.error("--tier goes with --npc")
    if args.occupational and args.occupation is None:
        parser.error("--occupational goes with --occupation")
    sets, problems = _assignments(args.set, "--set", "Athletics=8")
    problems += _check_output(args.output, args.force)

    from sheetmaker.systems.toc import data as toc_data
    from sheetmaker.systems.toc import generate
    from sheetmaker.systems.toc.model import OccupationChoice, ToCDocument, ToCSheet
    from sheetmaker.systems.toc.system import TITLE

    data = toc_data.load()
    name = _new_name(args.name, problems)
    investigators = 4
    if args.players is not None:
        if 1 <= args.players <= 99:
            investigators = args.players
        else:
            problems.append(f"--players {args.players}: a group has 1 to 99 investigators")
    budget = args.investigative_points
    if budget is not None and not 0 <= budget <= 200:
        problems.append(f"--investigative-points {budget}: build points are from 0 to 200")
        budget = None

    # The occupation, its branch and the named picks: refused only when unknown.
    occupation = branch = None
    picks: dict[str, list[str]] = {}
    occupational = [item for item in args.occupational or () if item.strip()]
    try:
        if args.occupation is not None:
            occupation = generate.find_occupation(args.occupation, data)
            branch = generate.find_branch(occupation, args.branch)
        elif args.branch is not None:
            occupation, branch = generate.occupation_for_branch(args.branch, data)
    except ValueError as exc:
        problems.append(str(exc))
    if occupation is not None and occupational:
        candidates = [branch] if branch is not None or not occupation.branches else list(occupation.branches)
        results = [(b, *generate.occupational_picks(occupation, b, occupational, data)) for b in candidates]
        fitting = [r for r in results if not r[2]]
        if len(fitting) == 1 and branch is None:
            branch = fitting[0][0]  # the only branch whose choices hold the picks
        _, picks, pick_problems = fitting[0] if fitting else results[0]
        problems += pick_problems

    rng = _rng(args.seed)
    now = _creation_time(args.seed)
    document = None
    if not problems:
        occupation_name = occupation.name if occupation is not None else None
        branch_name = branch.name if branch is not None else None
        try:
            if args.random:
                document = generate.random_investigator(
                    rng, args.campaign, investigators, budget, occupation_name, branch_name, name,
                    now=now, data=data, occupational=occupational or None,
                )
            elif args.npc:
                document = generate.quick_npc(
                    rng, args.tier or "average", args.campaign, occupation_name, branch_name, name,
                    now=now, data=data, occupational=occupational or None,
                    investigators=investigators, investigative_budget=budget,
                )
            else:
                choice = None
                if occupation is not None:
                    choice = OccupationChoice(name=occupation.name, branch=branch_name, picks=picks)
                sheet = ToCSheet(
                    campaign=args.campaign,
                    investigators=investigators,
                    investigative_budget=budget,
                    occupation=choice,
                )
                document = _new_document(ToCDocument, sheet, name, rng, args.seed, now)
        except ValueError as exc:
            problems.append(str(exc))

    sheet = document.sheet if document is not None else ToCSheet()
    for item, label, value in sets:
        try:
            sheet = generate.with_rating(sheet, label, value, data)
        except ValueError as exc:
            problems.append(f"--set {item!r}: {exc}")
    if problems:
        raise CommandFailed(problems)
    document = document.model_copy(update={"sheet": sheet})
    return _write_new(document, args.output, TITLE, args.force)


def _add_new_toc(systems, common: argparse.ArgumentParser) -> None:
    toc = systems.add_parser(
        "toc",
        parents=[common],
        help="a Trail of Cthulhu investigator or NPC",
        description=(
            "Write a new Trail of Cthulhu sheet: blank, a random investigator built by the rules "
            "(--random: every build point spent) or a keeper's quick NPC (--npc). --set gives an "
            "ability's final rating (its pool at the rating). The sheet is written even when it "
            "breaks a creation rule; 'sheetmaker validate' says which. --answers FILE drives the "
            "creation wizard's steps from a file instead (and refuses a sheet that breaks a rule)."
        ),
    )
    _add_new_modes(
        toc,
        random_help="a random investigator built by the rules",
        tier_help="NPC key General abilities around 10, 7 or 4 (default average)",
    )
    toc.add_argument("--occupation", metavar="NAME", help="an occupation (random by default with --random/--npc)")
    toc.add_argument("--branch", metavar="NAME", help="the Military branch, e.g. Navy or Officer")
    toc.add_argument(
        "--occupational",
        action="append",
        metavar="ABILITY",
        help="a free-choice occupational pick (fills the occupation's choices in order); repeatable",
    )
    budget = toc.add_mutually_exclusive_group()
    budget.add_argument(
        "--players",
        type=int,
        metavar="N",
        help="investigators in the group: 2 gives 24 investigative build points, 3 gives 18, 4+ 16",
    )
    budget.add_argument(
        "--investigative-points", type=int, metavar="N", help="the keeper's own investigative budget"
    )
    toc.add_argument("--campaign", choices=["purist", "pulp"], default="purist", help="default purist")
    toc.add_argument(
        "--set",
        action="append",
        metavar="ABILITY=RATING",
        help="an ability's final rating, e.g. Athletics=8 or 'Library Use=3'; repeatable",
    )
    toc.add_argument(
        "--answers",
        metavar="FILE",
        help="build the investigator step by step from a JSON file of answers (- reads standard "
        "input; steps left out are randomised; nothing is written while the result breaks a "
        "creation rule); 'sheetmaker schema --answers toc' prints the format",
    )
    toc.set_defaults(handler=_cmd_new_toc, parser=toc)


def _new_common() -> argparse.ArgumentParser:
    """Options every ``new SYSTEM`` subcommand takes."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("-o", "--output", metavar="FILE", required=True, help="the sheet file to write")
    common.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    common.add_argument(
        "--seed",
        type=int,
        help="seed for a reproducible sheet: the same seed gives the same character and id "
        "(and the same bytes when SOURCE_DATE_EPOCH fixes the timestamps)",
    )
    common.add_argument("--name", metavar="TEXT", help="the character's name")
    common.add_argument(
        "--count",
        type=int,
        metavar="N",
        help="with --npc: make N quick NPCs (1 to 500) into the folder -o (created if missing; "
        "existing files are never overwritten); --occupation mix (the default) draws each one's",
    )
    common.add_argument("--tag", metavar="T", help="with --count: a tag added to every NPC of the batch")
    return common


#: Options of ``new SYSTEM`` that do not go with ``--count`` (each NPC of a batch is drawn).
_NOT_WITH_COUNT = (
    ("--random", "random"),
    ("--answers", "answers"),
    ("--name", "name"),
    ("--force", "force"),
    ("--age", "age"),
    ("--set", "set"),
    ("--skill", "skill"),
    ("--branch", "branch"),
    ("--occupational", "occupational"),
    ("--players", "players"),
    ("--investigative-points", "investigative_points"),
)


def _new_batch(args: argparse.Namespace, parser: argparse.ArgumentParser, game: str) -> int:
    """``new coc7|toc --npc --count N -o FOLDER``: a batch of quick NPCs, one line per file."""
    import os

    if args.count is None:
        parser.error("--tag goes with --npc --count")
    if not args.npc:
        parser.error("--count goes with --npc: only quick NPCs are made in bulk")
    for option, attribute in _NOT_WITH_COUNT:
        value = getattr(args, attribute, None)
        if value not in (None, False, []):
            parser.error(f"{option} does not go with --count (each NPC of a batch is drawn)")

    from sheetmaker.systems import npc_batch

    problems: list[str] = []
    try:
        npc_batch.check_count(args.count)
    except ValueError as exc:
        problems.append(f"--count: {exc}")
    folder = args.output
    if os.path.lexists(folder) and not os.path.isdir(folder):
        problems.append(f"{folder}: is not a folder; with --count, -o names the folder to write into")
    if problems:
        raise CommandFailed(problems)
    try:
        documents = npc_batch.make_npcs(
            game,
            args.count,
            occupation=args.occupation,
            tier=args.tier or "average",
            era=getattr(args, "era", None) or "1920s",
            tag=args.tag or "",
            rng=_rng(args.seed),
            now=_creation_time(args.seed),
            averaged=getattr(args, "averaged", False),
            campaign=getattr(args, "campaign", None) or "purist",
        )
    except ValueError as exc:
        raise CommandFailed([str(exc)]) from None
    try:
        paths = npc_batch.write_batch(folder, documents)
    except OSError as exc:
        raise CommandFailed([f"{folder}: {exc.strerror or exc}; nothing was written"]) from None
    from sheetmaker.systems import system_of

    title = system_of(documents[0]).title if documents else game
    for path, document in zip(paths, documents, strict=True):
        _out(f"Wrote {shown(path)} ({title} NPC: {shown(document.name)})\n")
    return EXIT_OK


#: ``new SYSTEM`` subcommands: each adds its parser to the ``new`` subparsers.
NEW_SYSTEMS: list[Callable[[Any, argparse.ArgumentParser], None]] = [_add_new_coc7, _add_new_toc]


# --------------------------------------------------------------------------- export


def _cmd_export(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Write sheets or statblocks as PDF (nothing is written when a file is bad)."""
    if args.fillable and args.layout == "statblock":
        parser.error("--fillable goes with --layout sheet")
    import os

    problems: list[str] = []
    documents = []
    for path, document, file_problems in _load_many(args.files):
        problems.extend(file_problems)
        if document is not None:
            documents.append(document)
    out = args.output
    if args.each:
        if os.path.exists(out) and not os.path.isdir(out):
            problems.append(f"{out}: not a folder (with --each, -o names the folder for the PDFs)")
    elif os.path.isdir(out):
        problems.append(f"{out}: is a folder; give a file name such as sheets.pdf (or use --each)")
    if problems:
        raise CommandFailed(problems)

    from sheetmaker.io.outputs import PDF_MAGIC, OutputGuard, OutputRefused
    from sheetmaker.pdf.export import export_each, export_pdf, unique_file_names

    # Every PDF checked before any is made: inputs are never replaced, nor anything that is
    # not a PDF without --force, nor anything through a link leading out of the folder.
    guard = OutputGuard(args.files, force=args.force, folder=out if args.each else None,
                        magic=PDF_MAGIC, what="a PDF")
    targets = [os.path.join(out, name) for name in unique_file_names(documents)] if args.each else [out]
    for target in targets:
        try:
            guard.check(target)
        except OutputRefused as exc:
            problems.append(f"{exc.path}: {exc.reason} (nothing written)")
    if problems:
        raise CommandFailed(problems)

    options = {"layout": args.layout, "page_size": args.page_size, "fillable": args.fillable, "plain": args.plain,
               "as_created": args.as_created}
    size = "A4" if args.page_size == "a4" else "Letter"
    if args.each:
        paths = export_each(documents, out, **options)
        count = len(paths)
        _out(f"Wrote {count} PDF{'s' if count != 1 else ''} to {shown(out)} ({size})\n")
    else:
        export_pdf(documents, out, **options)
        what = "statblock" if args.layout == "statblock" else "sheet"
        count = len(documents)
        _out(f"Wrote {shown(out)} ({count} {what}{'s' if count != 1 else ''}, {size})\n")
    return EXIT_OK


def _add_export(sub) -> None:
    export = sub.add_parser(
        "export",
        help="write sheets (or NPC statblocks) as PDF",
        description=(
            "Write sheet files as a printable PDF: full sheets or keeper's statblocks, one PDF "
            "for all files or one per file (--each, -o is then a folder). Nothing is written "
            "when a file cannot be read. An existing PDF is replaced; any other existing file "
            "only with --force; an input file never; a symbolic link is not written through "
            "when it leads out of the output's folder (with --each: never)."
        ),
    )
    export.add_argument("files", metavar="FILE", nargs="+")
    export.add_argument("-o", "--output", metavar="OUT", required=True,
                        help="the PDF to write (with --each: the folder)")
    export.add_argument("--layout", choices=["sheet", "statblock"], default="sheet", help="default sheet")
    export.add_argument("--page-size", choices=["a4", "letter"], default="a4", help="default a4")
    export.add_argument("--fillable", action="store_true", help="values as form fields a PDF reader can edit")
    export.add_argument("--plain", action="store_true", help="no background tones (printer friendly)")
    export.add_argument("--each", action="store_true", help="one PDF per file, into the folder -o")
    export.add_argument("--force", action="store_true",
                        help="overwrite existing files that are not PDFs (never the input files)")
    export.add_argument("--as-created", action="store_true",
                        help="print the sheets as created, without play marks (full HP/MP, starting SAN and "
                             "Luck, no improvement ticks; ToC: creation ratings, full pools), for pregens")
    export.set_defaults(handler=_cmd_export, parser=export)


# --------------------------------------------------------------------------- convert


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
    from sheetmaker.io.interchange import InterchangeError
    from sheetmaker.io.outputs import OutputGuard, OutputRefused

    if args.inputs.count("-") > 1:
        parser.error("standard input (-) can be read only once")
    target = args.to
    if not convert.available(target):
        raise CommandFailed([f"--to {target}: this format is not available in this installation"], EXIT_USAGE)
    out = args.output
    status = EXIT_OK
    sheets = []  # (input name, Imported)
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


def _add_convert(sub) -> None:
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


# --------------------------------------------------------------------------- list

#: ``list``: widest text of each table column (longer cells are cut with "…").
_LIST_WIDTHS = {"name": 28, "game": 4, "kind": 12, "occupation": 22, "tags": 24, "health": 14,
                "sanity": 26, "player": 14}
_LIST_HEADINGS = {"name": "NAME", "game": "GAME", "kind": "KIND", "occupation": "OCCUPATION", "tags": "TAGS",
                  "health": "HP/HEALTH", "sanity": "SAN/STABILITY", "player": "PLAYER"}


def list_json(entry, folder: str) -> dict[str, Any]:
    """What ``list --json`` prints for one entry of the library index."""
    import os

    return {
        "path": entry.path,
        "file": os.path.relpath(entry.path, folder),
        "name": entry.name,
        "game": entry.game,
        "kind": entry.kind,
        "occupation": entry.occupation,
        "tags": list(entry.tags),
        "player": entry.player,
        "health": entry.health,
        "health_now": entry.health_now,
        "sanity": entry.sanity,
        "sanity_now": entry.sanity_now,
        "has_portrait": entry.has_portrait,
        "modified": entry.modified,
        "id": entry.id,
        "notes": entry.notes,
        "error": entry.error,
        "conflict_of": os.path.relpath(entry.conflict_of, folder) if entry.conflict_of else "",
    }


def _cell(text: str, width: int) -> str:
    text = shown(text)
    return text if len(text) <= width else text[: width - 1] + "\u2026"


def _list_table(entries: list, folder: str) -> list[str]:
    import os

    rows = []
    for entry in entries:
        row = {
            "name": entry.name or ("(broken)" if entry.error else "(no name)"),
            "game": entry.game, "kind": entry.kind, "occupation": entry.occupation,
            "tags": ", ".join(entry.tags), "health": entry.health, "sanity": entry.sanity, "player": entry.player,
        }
        rows.append({key: _cell(value, _LIST_WIDTHS[key]) for key, value in row.items()})
    widths = {key: max([len(_LIST_HEADINGS[key])] + [len(row[key]) for row in rows]) for key in _LIST_HEADINGS}
    lines = ["  ".join(_LIST_HEADINGS[key].ljust(widths[key]) for key in _LIST_HEADINGS) + "  FILE"]
    for entry, row in zip(entries, rows, strict=True):
        line = "  ".join(row[key].ljust(widths[key]) for key in _LIST_HEADINGS)
        line += "  " + shown(os.path.relpath(entry.path, folder))
        if entry.conflict_of:
            line += f" (conflict copy of {shown(os.path.relpath(entry.conflict_of, folder))})"
        if entry.error:
            line += f" \u2014 error: {problem_line(entry.error)}"
        lines.append(line)
    return lines


def _cmd_list(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """List the sheets of a library folder from the index (the cache unless --no-cache)."""
    import os

    from sheetmaker.io import library

    folder = os.path.abspath(args.folder)
    if not os.path.isdir(folder):
        what = "no such folder" if not os.path.exists(folder) else "not a folder"
        raise CommandFailed([f"{args.folder}: {what}"])
    cache = None if args.no_cache else library.IndexCache(library.default_cache_path())
    if cache is not None and cache.notice:
        sys.stderr.write(f"{PROG}: list: {shown(cache.notice)}\n")  # once: the scan rewrites it
    entries = [
        entry
        for batch in library.scan(folder, cache, batch=1000)
        for entry in batch
        if library.matches(entry, args.search or "", args.game, args.kind, args.tag)
    ]
    # A sync tool's conflict copy right under its original.
    entries.sort(key=lambda entry: (entry.conflict_of or entry.path, bool(entry.conflict_of), entry.path))
    if args.json:
        _print_json([list_json(entry, folder) for entry in entries])
        return EXIT_OK
    if not entries:
        _out("No sheets found.\n")
        return EXIT_OK
    lines = _list_table(entries, folder)
    broken = sum(1 for entry in entries if entry.error)
    count = len(entries)
    summary = f"{count} sheet{'s' if count != 1 else ''}"
    if broken:
        summary += f", {broken} of them broken"
    lines.append(summary + ".")
    _stream_lines(lines)
    return EXIT_OK


def _add_list(sub) -> None:
    listing = sub.add_parser(
        "list",
        help="list the sheets of a library folder (name, game, kind, HP/SAN...)",
        description=(
            "List the sheet files under FOLDER (subfolders included; hidden folders and the "
            "library's trash left out) as a table, or as JSON for scripts. A file that cannot be "
            "read is listed with its error; a sync tool's conflict copy names its original. The "
            "summaries are kept in a cache file in SheetMaker's data folder (safe to delete), so "
            "only changed files are read again. Exit status 1 when FOLDER is not a folder."
        ),
        epilog=(
            "JSON: an array of objects with the keys path, file (relative to FOLDER), name, game, "
            "kind, occupation, tags, player, health, health_now, sanity, sanity_now, has_portrait, "
            "modified, id, notes, error (empty unless the file is broken) and conflict_of."
        ),
    )
    listing.add_argument("folder", metavar="FOLDER")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.add_argument("--search", metavar="TEXT",
                         help="only sheets with every word of TEXT in the name, occupation, tags, notes or player "
                              "(case and accents ignored)")
    listing.add_argument("--game", choices=["coc7", "toc"], help="only sheets of this game")
    listing.add_argument("--kind", choices=["npc", "investigator"], help="only NPCs or only investigators")
    listing.add_argument("--tag", metavar="T", help="only sheets tagged T (case ignored)")
    listing.add_argument("--no-cache", action="store_true", help="read every file; neither use nor update the cache")
    listing.set_defaults(handler=_cmd_list, parser=listing)


# --------------------------------------------------------------------------- parser


Handler = Callable[[argparse.Namespace, argparse.ArgumentParser], int]


class _ArgumentParser(argparse.ArgumentParser):
    """argparse's parser whose error line is bounded and escaped like every problem line
    (an unknown argument may hold a newline or bytes that are not UTF-8)."""

    def error(self, message: str):  # type: ignore[override]
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

    validate = sub.add_parser(
        "validate",
        help="check sheet files against the file format and the creation rules",
        description=(
            "Check sheet files. Exit status 1 when a file cannot be read or breaks a rule; "
            "warnings (advice such as unspent points) are listed but pass unless --strict."
        ),
    )
    validate.add_argument("files", metavar="FILE", nargs="+")
    validate.add_argument("-q", "--quiet", action="store_true", help="print only problems")
    validate.add_argument("--strict", action="store_true", help="fail on warnings too")
    validate.set_defaults(handler=_cmd_validate, parser=validate)

    show = sub.add_parser("show", help="print a sheet with its derived values")
    show.add_argument("file", metavar="FILE")
    show_as = show.add_mutually_exclusive_group()
    show_as.add_argument("--json", action="store_true", help="print JSON")
    show_as.add_argument(
        "--statblock", action="store_true", help="print a keeper-style statblock (text another keeper can paste back)"
    )
    show.set_defaults(handler=_cmd_show, parser=show)

    new = sub.add_parser(
        "new",
        help="write a new sheet file: blank, random or a quick NPC",
        description=(
            "Write a new sheet file. Choose the game system: sheetmaker new coc7 --help or "
            "sheetmaker new toc --help."
        ),
    )
    systems = new.add_subparsers(dest="system", metavar="SYSTEM", required=True)
    common = _new_common()
    for add in NEW_SYSTEMS:
        add(systems, common)

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
    _add_export(sub)
    _add_list(sub)
    _add_convert(sub)
    return parser


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
        for action in parser._actions  # noqa: SLF001 - argparse lists subcommands nowhere else
        if isinstance(action, argparse._SubParsersAction)  # noqa: SLF001
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
