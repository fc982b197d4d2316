"""Errors meant for people.

Every error SheetMaker raises on bad input derives from :class:`SheetMakerError`.
Its ``str()`` is one readable line: what is wrong, where, and when possible how to fix it.
The command line and the GUI show that line and never a traceback.
"""

from __future__ import annotations


class SheetMakerError(Exception):
    """Base class of every error caused by bad input rather than by a bug."""


class DiceError(SheetMakerError, ValueError):
    """A dice expression that cannot be parsed or is outside the limits.

    Attributes:
        expression: the text as given.
        position: 1-based character position where the problem was found.
        expected: what the parser expected there (or what limit was broken).
    """

    def __init__(self, expression: str, position: int, expected: str) -> None:
        self.expression = expression
        self.position = position
        self.expected = expected
        super().__init__(
            f"bad dice expression {expression!r}: {expected} at position {position}"
        )


class RollError(SheetMakerError, ValueError):
    """A roll action the rules do not allow (pushing twice, spending Luck on a fumble...)."""


class DocumentError(SheetMakerError):
    """A sheet file that cannot be read or written.

    Attributes:
        path: the file concerned (may be empty for in-memory data).
        problems: one line per problem, each naming the field path when there is one.
    """

    def __init__(self, path: str, problems: list[str]) -> None:
        self.path = path
        self.problems = list(problems) or ["unknown problem"]
        where = f"{path}: " if path else ""
        super().__init__("\n".join(f"{where}{p}" for p in self.problems))


class ReadOnlyFileError(SheetMakerError):
    """Marks an error raised because the target file is read-only: nothing was written.

    Writing again with ``force=True`` replaces the file; the GUI asks the user before it does.
    """


class ReadOnlySheetError(DocumentError, ReadOnlyFileError):
    """A sheet file that was not saved because it is read-only."""
