"""What several subcommands read: sheet files, files named on the command line, seeded dice."""

from __future__ import annotations

import random
from collections.abc import Sequence

from sheetmaker.cli._output import CommandFailed, error_lines


def _rng(seed: int | None):

    return random.Random(seed)


def _load_many(paths: Sequence[str]):
    """Load every file; yield (path, document or None, problems)."""
    from sheetmaker.core.errors import DocumentError
    from sheetmaker.io import fileformat

    for path in paths:
        try:
            yield path, fileformat.load(path), []
        except DocumentError as exc:
            yield path, None, error_lines(exc)


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
