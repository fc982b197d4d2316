"""May this command write that file? One decision for ``sheetmaker export`` and ``convert`` (Qt-free).

A command that writes files next to the ones it reads must never destroy what it was given.
:class:`OutputGuard` answers, for each file a command is about to write, whether it may, and if
not, why (one line). The rules:

- **Inputs are never overwritten**, not even with ``--force``: an output is compared with every
  input by identity (``st_dev``, ``st_ino``), so a symlink or a hard link of an input is caught too.
- **No writing through links that lead elsewhere.** Writing one named file (``-o FILE``), a
  symlink is followed only when the file it points to is inside the output's own folder; one
  pointing out of it is refused. Writing into a folder (``export --each``, ``convert`` with several
  sheets), a symlink in the folder is never followed.
- **Only regular files.** A FIFO, a device, a socket or a folder at the output's name is refused.
- **An existing file is replaced only when it is what the command writes** (``magic``: a PDF
  starts with ``%PDF-``) **or with** ``force``. Without ``magic`` (``convert``), an existing file
  is replaced only with ``force``.

The checks are made before anything is written, so a command can refuse everything up front.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable

from sheetmaker.core.errors import SheetMakerError
from sheetmaker.io.safefile import not_regular_reason

__all__ = ["PDF_MAGIC", "OutputGuard", "OutputRefused", "identity_of"]

#: The first bytes of every PDF (ours included).
PDF_MAGIC = b"%PDF-"

Identity = tuple[int, int]


class OutputRefused(SheetMakerError):
    """The file may not be written; nothing was.

    Attributes:
        path: the output as the command names it.
        reason: one line saying why, without the file name.
    """

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")


def identity_of(path: str | os.PathLike[str]) -> Identity | None:
    """(``st_dev``, ``st_ino``) of the file ``path`` names (links followed), None when it cannot
    be looked at (missing...)."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return info.st_dev, info.st_ino


def _inside(path: str, folder: str) -> bool:
    """Whether the real path ``path`` is ``folder`` or under it (both real, absolute)."""
    try:
        return os.path.commonpath([path, folder]) == folder
    except ValueError:  # another drive
        return False


def _starts_with(path: str, magic: bytes) -> bool:
    """Whether the regular file ``path`` begins with ``magic`` (read without blocking and without
    following a link: ``path`` is already the real file; anything odd answers False)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        head = b""
        while len(head) < len(magic):
            chunk = os.read(fd, len(magic) - len(head))
            if not chunk:
                break
            head += chunk
        return head == magic
    except OSError:
        return False
    finally:
        os.close(fd)


class OutputGuard:
    """The rules of one command run (see the module's docstring).

    Args:
        inputs: the files the command read (``-`` for standard input is ignored).
        force: existing files may be replaced whatever they hold (never inputs, never through
            a link).
        folder: the folder the command writes into when it writes one file per sheet; None when
            it writes the one file named on the command line.
        magic: the first bytes of what the command writes; an existing file beginning with them
            is replaced without ``force``. None: an existing file needs ``force``.
        what: what ``magic`` is, for messages ("a PDF").
    """

    def __init__(
        self,
        inputs: Iterable[str | os.PathLike[str]],
        *,
        force: bool = False,
        folder: str | os.PathLike[str] | None = None,
        magic: bytes | None = None,
        what: str = "",
    ) -> None:
        self.inputs: set[Identity] = set()
        for name in inputs:
            if os.fspath(name) == "-":
                continue
            identity = identity_of(name)
            if identity is not None:
                self.inputs.add(identity)
        self.force = force
        self.folder = None if folder is None else os.path.realpath(os.fspath(folder))
        self.magic = magic
        self.what = what

    def check(self, path: str | os.PathLike[str]) -> None:
        """Refuse ``path`` unless it may be written now.

        Raises:
            OutputRefused: it may not (the reason says why and what to do).
        """
        name = os.fspath(path)
        try:
            info = os.lstat(name)
        except FileNotFoundError:
            info = None
        except OSError as exc:
            raise OutputRefused(name, f"cannot look at the file: {exc.strerror or exc}") from None
        real = name
        if self.folder is not None and not _inside(os.path.realpath(os.path.dirname(os.path.abspath(name))),
                                                   self.folder):
            raise OutputRefused(name, "is outside the output folder; nothing is written there")
        if info is not None and stat.S_ISLNK(info.st_mode):
            target = os.path.realpath(name)
            if self.folder is not None:
                raise OutputRefused(
                    name,
                    f"is a symbolic link (to {target}); links in the output folder are never written "
                    "through: remove it or write to another folder",
                )
            folder = os.path.realpath(os.path.dirname(os.path.abspath(name)))
            if not _inside(target, folder):
                raise OutputRefused(
                    name,
                    f"is a symbolic link to {target}, outside the output's folder; SheetMaker does not "
                    "write through it: remove the link or give another file name",
                )
            real = target
            try:
                info = os.stat(real)
            except FileNotFoundError:
                info = None  # a dangling link inside the folder: a new file there
            except OSError as exc:
                raise OutputRefused(name, f"cannot look at the file: {exc.strerror or exc}") from None
        if info is None:
            return
        if not stat.S_ISREG(info.st_mode):
            raise OutputRefused(name, not_regular_reason(info.st_mode))
        if (info.st_dev, info.st_ino) in self.inputs:
            raise OutputRefused(name, "is one of the input files; it is never overwritten, not even with --force")
        if self.force:
            return
        if self.magic is not None:
            if _starts_with(real, self.magic):
                return
            raise OutputRefused(name, f"already exists and is not {self.what}; use --force to overwrite it")
        raise OutputRefused(name, "already exists; use --force to overwrite it")
