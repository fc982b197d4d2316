"""What ``new coc7`` and ``new toc`` share: the common options, output checks, the safe write
of the new sheet, ``--answers`` files and batches of NPCs (``--npc --count``)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from sheetmaker.cli._inputs import _read_user_file, _rng
from sheetmaker.cli._output import EXIT_OK, PROG, CommandFailed, _out, report, shown


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

    from sheetmaker.io import npc_batch

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
