"""The command line's shared output: exit codes, problem lines on standard error (one bounded,
escaped line each), JSON and text on standard output."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

PROG = "sheetmaker"

EXIT_OK = 0
EXIT_INVALID = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 3

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
