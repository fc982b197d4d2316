"""Reading a user's file safely: the one rule for every read of a user-supplied or app-data path.

Qt-free and game-free: every layer above uses it (:mod:`sheetmaker.io.safefile` re-exports it
beside the safe writer). Regular files only (a FIFO, a device, a socket or a folder is refused
without blocking), size-capped, never a partial result.
"""

from __future__ import annotations

import errno
import os
import stat

from sheetmaker.core.errors import SheetMakerError

_KINDS = {
    stat.S_IFDIR: "a folder",
    stat.S_IFIFO: "a named pipe (FIFO)",
    stat.S_IFCHR: "a device",
    stat.S_IFBLK: "a device",
    stat.S_IFSOCK: "a socket",
}


def kind_of(mode: int) -> str:
    """What a non-regular file is, for messages ("a folder", "a named pipe (FIFO)"...)."""
    return _KINDS.get(stat.S_IFMT(mode), "not a regular file")


def not_regular_reason(mode: int) -> str:
    """The one-line reason a non-regular file is refused."""
    kind = kind_of(mode)
    if kind == "a folder":
        return "this is a folder, not a file"
    return f"this is {kind}, not a regular file; SheetMaker only reads and writes regular files"


class SafeReadError(SheetMakerError):
    """A file could not be read safely (missing, not a regular file, too large, unreadable).

    Attributes:
        path: the file as the caller named it.
        reason: one line saying why, without the file name.
        missing: the file does not exist (callers that treat "no file yet" as normal test this).
    """

    def __init__(self, path: str, reason: str, *, missing: bool = False) -> None:
        self.path = path
        self.reason = reason
        self.missing = missing
        super().__init__(f"{path}: {reason}")


def too_large_reason(size: int, limit: int) -> str:
    """The one-line reason a file over ``limit`` bytes is refused."""
    if limit >= 1024 * 1024:
        return (
            f"the file is {size / 1024 / 1024:.1f} MiB, larger than the "
            f"{limit // 1024 // 1024} MiB SheetMaker reads"
        )
    return f"the file is {size:,} bytes, larger than the {limit:,} bytes SheetMaker reads"


def read_regular(
    path: str | os.PathLike[str],
    limit: int,
    *,
    follow_symlinks: bool = True,
) -> tuple[bytes, os.stat_result]:
    """The bytes and ``fstat`` of a regular file, read under SheetMaker's one rule for reads.

    Every read of a user-supplied or app-data path goes through here: regular files only (a FIFO,
    a device, a socket or a folder is refused without blocking: the file is opened with
    ``O_NONBLOCK`` and checked on the handle, so a FIFO swapped in after a ``stat`` cannot hang
    us), at most ``limit`` bytes (a larger file is refused before it is read, and a file that
    grows while it is read is refused too), never a partial result.

    Args:
        path: the file.
        limit: the most bytes accepted.
        follow_symlinks: False refuses a symlink (``O_NOFOLLOW``): for app-data files that we
            wrote ourselves and that nobody should have replaced by a link.

    Raises:
        SafeReadError: the file cannot be read; ``missing`` tells "no such file" apart.
    """
    name = os.fspath(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if not follow_symlinks:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        # Refused before opening where we can tell: opening a FIFO for reading blocks without
        # O_NONBLOCK, and a device may do anything.
        pre = os.stat(name, follow_symlinks=follow_symlinks)
        if not follow_symlinks and stat.S_ISLNK(pre.st_mode):
            raise SafeReadError(name, "this is a symbolic link; SheetMaker does not follow it here")
        if not stat.S_ISREG(pre.st_mode):
            raise SafeReadError(name, not_regular_reason(pre.st_mode))
        fd = os.open(name, flags)
    except SafeReadError:
        raise
    except FileNotFoundError:
        raise SafeReadError(name, "no such file", missing=True) from None
    except IsADirectoryError:
        raise SafeReadError(name, "this is a folder, not a file") from None
    except PermissionError:
        raise SafeReadError(name, "permission denied: the file cannot be read") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise SafeReadError(name, "this is a symbolic link; SheetMaker does not follow it here") from None
        raise SafeReadError(name, f"cannot read the file: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SafeReadError(name, not_regular_reason(info.st_mode))
        if info.st_size > limit:
            raise SafeReadError(name, too_large_reason(info.st_size, limit))
        chunks: list[bytes] = []
        remaining = limit + 1
        while remaining > 0:
            chunk = os.read(fd, min(remaining, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
        data = b"".join(chunks)
        if len(data) > limit:
            raise SafeReadError(name, too_large_reason(len(data), limit))
        return data, info
    except OSError as exc:
        raise SafeReadError(name, f"cannot read the file: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
