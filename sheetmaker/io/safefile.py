"""Writing a user's file so that nothing is lost: the one safe writer of SheetMaker.

:func:`write_file` is used for sheets (:func:`sheetmaker.io.fileformat.save`) and PDFs
(:mod:`sheetmaker.pdf.export`). It guarantees:

- **Atomic.** The data goes to a temporary file in the target's folder, is flushed and synced,
  then renamed over the target: the file is always the old or the new version, never a mix.
  A failure (a full disk, an I/O error, a kill) leaves the old file untouched.
- **Special files are refused.** A target that exists and is not a regular file (a folder, a
  FIFO, a device, a socket) is an error, before anything is written.
- **Symlinks are kept.** Writing through a link replaces the file it points to, atomically in
  *that* file's folder, and the link stays a link.
- **Modes are kept.** An existing file keeps its permission bits (and its owner where we may);
  a new file gets the usual ``0666 & ~umask`` (the kernel applies the umask, nothing is read).
- **Read-only files are not overwritten** unless the caller says so with ``force=True`` (the GUI
  asks the user first).
- **No leftovers.** Temporary files are named ``.NAME.sheetmaker-tmp-XXXXXXXX``; ours that are
  older than a minute in the folder written to (left by a killed save) are removed by the next
  write there.
- **Another version is never overwritten unseen.** With ``expected`` (the version the caller
  last read or wrote), the target is compared again right before it is replaced, after the slow
  part (writing, syncing, reading back); where the system can swap two files atomically
  (``renameat2(RENAME_EXCHANGE)`` on Linux) the file actually replaced is compared as well, and
  put back if it is not the expected one. A changed target raises :class:`TargetChanged` and
  keeps the other version; anything that could not be put back is kept beside it as a conflict
  copy (``NAME (conflict DATE).sheet.json``).

Qt-free: :mod:`sheetmaker.io` and :mod:`sheetmaker.pdf` use it from any thread.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import sys
import time
from collections.abc import Callable
from pathlib import Path

from sheetmaker.core.errors import SheetMakerError
from sheetmaker.core.files import (  # noqa: F401 - the readers live in core; io callers use them from here
    SafeReadError,
    kind_of,
    not_regular_reason,
    read_regular,
    too_large_reason,
)
from sheetmaker.io.filenames import TEMP_MARK, sibling_name

#: Our temporary files older than this (seconds) are left-overs of a killed write.
STALE_AFTER = 60.0

class SafeFileError(SheetMakerError):
    """A file could not be written safely; nothing was changed.

    Callers turn it into their own error type (``DocumentError``, ``ExportError``).

    Attributes:
        path: the file as the caller named it.
        reason: one line saying why, without the file name.
        read_only: the target is read-only; writing again with ``force=True`` would replace it.
    """

    def __init__(self, path: str, reason: str, *, read_only: bool = False) -> None:
        self.path = path
        self.reason = reason
        self.read_only = read_only
        super().__init__(f"{path}: {reason}")


class TargetChanged(SafeFileError):
    """The target is no longer the version the caller expected (another program saved, deleted
    or replaced it meanwhile): it was not overwritten.

    Attributes:
        kept: conflict copies made beside the target of versions that could not stay in place
            (normally none: the target simply keeps the other version).
        replaced: our data is in the target after all (the other version could not be put back
            and is among ``kept``).
        missing: the target is gone.
    """

    def __init__(
        self,
        path: str,
        reason: str,
        *,
        kept: list[Path] | None = None,
        replaced: bool = False,
        missing: bool = False,
    ) -> None:
        super().__init__(path, reason)
        self.kept = list(kept or [])
        self.replaced = replaced
        self.missing = missing


class TargetExists(SafeFileError):
    """``write_file(..., exclusive=True)`` met a file of that name (maybe one that appeared
    while ours was being written): it was not replaced."""


#: ``expected`` of :func:`write_file`: called with a path holding the target's current bytes and
#: its ``lstat``; true when it still is the version the caller last read or wrote.
Expected = Callable[[str, os.stat_result], bool]


def _writable_by_us(info: os.stat_result) -> bool:
    """Whether the permission bits let us write (root included: a 0444 file is read-only)."""
    if os.name != "posix":
        return bool(info.st_mode & stat.S_IWRITE)
    if os.geteuid() == 0:  # root may write anything: read-only means no write bit at all
        return bool(info.st_mode & 0o222)
    if info.st_uid == os.geteuid():
        return bool(info.st_mode & stat.S_IWUSR)
    if info.st_gid == os.getegid() or info.st_gid in os.getgroups():
        return bool(info.st_mode & stat.S_IWGRP)
    return bool(info.st_mode & stat.S_IWOTH)


def os_error_reason(exc: OSError, folder: Path | str) -> str:
    """A sentence for an ``OSError`` met while writing (the file itself is unchanged)."""
    code = exc.errno
    detail = exc.strerror or str(exc)
    if code == errno.ENOSPC:
        return f"the disk is full ({detail}); the file was not changed"
    if code == getattr(errno, "EDQUOT", -1):
        return f"the disk quota is used up ({detail}); the file was not changed"
    if code == errno.EIO:
        return f"the disk reported an error ({detail}); the file was not changed"
    if code == errno.EROFS:
        return f"the disk is mounted read-only ({detail}); the file was not changed"
    if code in (errno.EACCES, errno.EPERM):
        return "permission denied: the file cannot be written"
    if code == errno.ENOENT:
        return f"cannot save: the folder {folder} does not exist"
    if code == errno.ENOTDIR:
        return f"cannot save: {folder} is not a folder"
    return f"cannot save: {detail}"


def remove_stale_temps(folder: Path, *, now: float | None = None) -> int:
    """Remove our temporary files older than :data:`STALE_AFTER` in ``folder``; returns how many.

    Only regular files named like ours and owned by us are touched; errors are ignored (another
    copy of SheetMaker may be cleaning at the same time).
    """
    now = time.time() if now is None else now
    removed = 0
    uid = os.geteuid() if hasattr(os, "geteuid") else None
    try:
        entries = os.scandir(folder)
    except OSError:
        return 0
    with entries:
        for entry in entries:
            name = entry.name
            if not name.startswith(".") or TEMP_MARK not in name:
                continue
            with contextlib.suppress(OSError):
                info = entry.stat(follow_symlinks=False)
                if not stat.S_ISREG(info.st_mode) or (uid is not None and info.st_uid != uid):
                    continue
                # ctime too: a hard link made a moment ago (a backup on its way) has an old mtime.
                if now - max(info.st_mtime, info.st_ctime) > STALE_AFTER:
                    os.unlink(entry.path)
                    removed += 1
    return removed


def _open_temp(folder: Path, name: str, mode: int | None) -> tuple[int, str]:
    """Create a new temporary file for ``name`` in ``folder``: (fd, path).

    ``mode`` None: 0o666 and the kernel applies the umask (what any new file gets).
    """
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    # A very long name still fits: the temp name is capped below the usual 255-byte limit.
    base = f".{name}"[:200]
    for _ in range(100):
        path = os.path.join(folder, f"{base}{TEMP_MARK}{secrets.token_hex(4)}")
        try:
            fd = os.open(path, flags, 0o666 if mode is None else 0o600)
        except FileExistsError:
            continue
        return fd, path
    raise FileExistsError(errno.EEXIST, "no free temporary file name", str(folder))


def _write_temp(
    folder: Path, name: str, data: bytes, existing: os.stat_result | None
) -> str:
    """Write ``data`` to a new synced temporary file with ``existing``'s mode and owner."""
    fd, temp = _open_temp(folder, name, None if existing is None else existing.st_mode)
    try:
        if existing is not None and os.name == "posix":
            # The mode of the file being replaced, set on the descriptor (a later chmod by name
            # could follow a link swapped in meanwhile); the owner where we may (root, or
            # a group we belong to).
            if existing.st_uid != os.geteuid() or existing.st_gid != os.getegid():
                with contextlib.suppress(OSError):
                    os.fchown(fd, existing.st_uid, existing.st_gid)
            os.fchmod(fd, stat.S_IMODE(existing.st_mode))
        with os.fdopen(fd, "wb") as handle:
            fd = -1
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        if fd >= 0:
            with contextlib.suppress(OSError):
                os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return temp


def _fsync_dir(folder: Path) -> None:
    # Makes the rename durable; not every platform can open a folder.
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def resolve(path: str | os.PathLike[str]) -> Path:
    """The file a write of ``path`` changes: symlinks followed (even a dangling one)."""
    name = os.fspath(path)
    if os.path.islink(name):
        return Path(os.path.realpath(name))
    return Path(name)


def check_target(path: str | os.PathLike[str], *, force: bool = False) -> os.stat_result | None:
    """Check that ``path`` may be written: its stat, or None when it does not exist yet.

    Raises:
        SafeFileError: it is not a regular file, or it is read-only and ``force`` is false.
    """
    name = os.fspath(path)
    real = resolve(name)
    try:
        info = os.stat(real)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise SafeFileError(name, os_error_reason(exc, real.parent)) from None
    if not stat.S_ISREG(info.st_mode):
        raise SafeFileError(name, not_regular_reason(info.st_mode))
    if not force and not _writable_by_us(info):
        raise SafeFileError(
            name,
            "the file is read-only; it was not overwritten (save it under another name, "
            "or confirm to replace it anyway)",
            read_only=True,
        )
    return info


def write_file(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    force: bool = False,
    backup_suffix: str | None = None,
    verify: Callable[[bytes], None] | None = None,
    expected: Expected | None = None,
    exclusive: bool = False,
    follow_links: bool = True,
) -> Path:
    """Write ``data`` to ``path`` safely (see the module's docstring); returns the real path.

    Args:
        path: the file to write; a symlink is followed and kept.
        data: the new content.
        force: replace a read-only file (after the user agreed).
        backup_suffix: keep the previous content as ``REALNAME + backup_suffix`` beside the real
            file, with its mode (e.g. ``".bak"``); None keeps no backup.
        verify: called with the bytes read back from the temporary file before it replaces the
            target; whatever it raises stops the write (the target is left as it was).
        expected: the version of the target that may be replaced (see :data:`Expected`); None
            replaces whatever is there. A missing target is not the expected version.
        exclusive: create a new file: a file of that name, even one made while ours was
            being written, is never replaced (:class:`TargetExists`).
        follow_links: False for SheetMaker's own app-data files (the library cache, the
            recovery index): a symlink planted in their place is replaced by the new file,
            never written through (it could point at any file of the user's).

    Raises:
        TargetChanged: ``expected`` is given and the target is another version (or gone); it
            keeps that version.
        TargetExists: ``exclusive`` is given and the file exists; it is unchanged.
        SafeFileError: the file could not be written; it is unchanged.
    """
    return write_file_stat(
        path,
        data,
        force=force,
        backup_suffix=backup_suffix,
        verify=verify,
        expected=expected,
        exclusive=exclusive,
        follow_links=follow_links,
    )[0]


def write_file_stat(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    force: bool = False,
    backup_suffix: str | None = None,
    verify: Callable[[bytes], None] | None = None,
    expected: Expected | None = None,
    exclusive: bool = False,
    follow_links: bool = True,
) -> tuple[Path, os.stat_result]:
    """:func:`write_file`, also returning the ``stat`` of the file written, taken before it
    replaced the target (a ``stat`` by name afterwards could see a file saved since by someone
    else)."""
    name = os.fspath(path)
    if exclusive and os.path.lexists(name):
        raise TargetExists(name, "the file already exists; it was not replaced")
    if not follow_links and os.path.islink(name):
        existing, real = None, Path(name)  # the link itself is replaced, its target untouched
    else:
        existing = check_target(name, force=force)
        real = resolve(name)
    if expected is not None and existing is None:
        raise TargetChanged(name, "the file was deleted since it was opened or saved", missing=True)
    folder = real.parent if str(real.parent) else Path(".")
    remove_stale_temps(folder)
    temp: str | None = None
    backup_temp: str | None = None
    displaced: str | None = None
    try:
        temp = _write_temp(folder, real.name, data, existing)
        if verify is not None:
            with open(temp, "rb") as handle:
                written = handle.read()
            if written != data:
                raise SafeFileError(name, "the written data did not read back identically")
            verify(written)
        info = os.lstat(temp)
        if exclusive:
            try:
                if _place_new(temp, real):
                    temp = None
            except FileExistsError:
                raise TargetExists(name, "the file already exists; it was not replaced") from None
            _fsync_dir(folder)
            return real, info
        if expected is not None:
            # After the slow part: the target must still be the version the caller knows.
            _check_expected(name, real, expected)
            try:
                swapped = _exchange(temp, real)
            except FileNotFoundError:
                raise TargetChanged(name, "the file was deleted since it was opened or saved", missing=True) from None
            if swapped:
                displaced, temp = temp, None
                try:
                    _check_displaced(name, real, displaced, info, expected)
                except TargetChanged:
                    displaced = None  # removed or kept by _check_displaced: never unlinked here
                    raise
                if backup_suffix is not None:
                    # The displaced file is the previous version itself: it becomes the backup
                    # (a no-op when the backup already is that file: the ``finally`` removes it).
                    os.replace(displaced, real.with_name(real.name + backup_suffix))
                _fsync_dir(folder)
                return real, info
        if backup_suffix is not None and existing is not None:
            backup = real.with_name(real.name + backup_suffix)
            if not _same_file(backup, existing):
                backup_temp = _backup_copy(folder, real, existing)
                if expected is not None and not expected(backup_temp, os.lstat(backup_temp)):
                    # Another version came meanwhile: the backup of an older one stays.
                    raise TargetChanged(name, "another program changed the file since it was opened or saved")
                # Left for the ``finally`` to remove: renaming a hard link over another link
                # of the same file does nothing and leaves the source in place.
                os.replace(backup_temp, backup)
        if expected is not None:
            _check_expected(name, real, expected)  # no atomic swap here: as late as we can
        os.replace(temp, real)
        temp = None
        _fsync_dir(folder)
    except OSError as exc:
        raise SafeFileError(name, os_error_reason(exc, folder)) from None
    finally:
        for leftover in (temp, backup_temp, displaced):
            if leftover is not None:
                with contextlib.suppress(OSError):
                    os.unlink(leftover)
    return real, info


def _check_expected(name: str, real: Path, expected: Expected) -> None:
    """Raise :class:`TargetChanged` unless ``real`` is the expected version."""
    try:
        current = os.lstat(real)
    except FileNotFoundError:
        raise TargetChanged(name, "the file was deleted since it was opened or saved", missing=True) from None
    if not expected(os.fspath(real), current):
        raise TargetChanged(name, "another program changed the file since it was opened or saved")


#: ``renameat2`` flags (Linux 3.15+, most local file systems): fail if the target exists; swap
#: the two names atomically.
_RENAME_NOREPLACE = 1
_RENAME_EXCHANGE = 2
_renameat2: Callable[..., int] | None | bool = False  # False: not looked up yet


def _rename2(source: str | os.PathLike[str], target: str | os.PathLike[str], flags: int) -> bool:
    """``renameat2(source, target, flags)``; False where the system or file system has no such
    rename (the caller does without). Raises ``OSError`` for other failures (``ENOENT``: one
    is gone; ``EEXIST`` with :data:`_RENAME_NOREPLACE`: the target exists)."""
    global _renameat2
    if _renameat2 is False:
        _renameat2 = None
        if sys.platform.startswith("linux"):
            with contextlib.suppress(OSError, AttributeError):
                import ctypes

                function = ctypes.CDLL(None, use_errno=True).renameat2
                function.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
                function.restype = ctypes.c_int
                _renameat2 = function
    if _renameat2 is None:
        return False
    import ctypes

    at_fdcwd = -100
    result = _renameat2(  # type: ignore[operator]
        at_fdcwd, os.fsencode(source), at_fdcwd, os.fsencode(target), flags
    )
    if result == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, getattr(errno, "ENOTSUP", errno.EOPNOTSUPP)):
        return False
    raise OSError(code, os.strerror(code), os.fspath(target))


def _exchange(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> bool:
    """Swap two existing files atomically; False where that cannot be done (see :func:`_rename2`)."""
    return _rename2(source, target, _RENAME_EXCHANGE)


def _place_new(temp: str, real: Path) -> bool:
    """Give ``temp`` the name ``real`` unless a file has it (``FileExistsError``, whatever its
    kind: never replaced, even one that appeared a moment ago). True when ``temp`` was renamed,
    False when it was linked (the caller removes the temporary name)."""
    if _rename2(temp, real, _RENAME_NOREPLACE):
        return True
    try:
        os.link(temp, real)
    except FileExistsError:
        raise
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.EOPNOTSUPP, getattr(errno, "ENOTSUP", errno.EOPNOTSUPP), errno.ENOSYS):
            raise
        # No hard links here (FAT, some network folders): reserve the name, then take it.
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
        os.close(os.open(real, flags, 0o600))
        os.replace(temp, real)
        return True
    return False


def _check_displaced(name: str, real: Path, displaced: str, ours: os.stat_result, expected: Expected) -> None:
    """After swapping our file in: the file swapped out must be the expected version; if it is
    not, put it back (and keep anything that cannot be put back beside the target), then raise
    :class:`TargetChanged`."""
    try:
        if expected(displaced, os.lstat(displaced)):
            return
    except OSError:
        pass
    kept: list[Path] = []
    replaced = False
    try:
        swapped = _exchange(displaced, real)
    except OSError:
        swapped = False
    if swapped:
        # ``displaced`` now holds what was in the target: ours, unless a third version came.
        try:
            back = os.lstat(displaced)
            ours_back = (back.st_dev, back.st_ino) == (ours.st_dev, ours.st_ino)
        except OSError:
            ours_back = True  # gone: nothing to keep
        if ours_back:
            with contextlib.suppress(OSError):
                os.unlink(displaced)
        else:
            kept.append(_keep_beside(real, displaced))
    else:
        replaced = True
        kept.append(_keep_beside(real, displaced))
    reason = "another program changed the file since it was opened or saved"
    if kept:
        names = ", ".join(path.name for path in kept)
        reason += f"; the other version was kept as {names}"
    raise TargetChanged(name, reason, kept=kept, replaced=replaced)


def _keep_beside(real: Path, source: str) -> Path:
    """Move ``source`` beside ``real`` as a new conflict copy (never over an existing file)."""
    for _ in range(20):
        target = sibling_name(real, "conflict")
        try:
            os.link(source, target)
        except FileExistsError:
            continue
        except OSError:
            if os.path.lexists(target):
                continue
            try:
                os.rename(source, target)
            except OSError:
                break
            return target
        with contextlib.suppress(OSError):
            os.unlink(source)
        return target
    # Nothing else can be done: the version stays under its temporary name (said in the message).
    return Path(source)


def _same_file(path: Path, info: os.stat_result) -> bool:
    """Whether ``path`` already is the file ``info`` describes (a save killed after making the
    backup and before replacing the file leaves the ``.bak`` as a hard link of it)."""
    try:
        other = os.lstat(path)
    except OSError:
        return False
    return (other.st_ino, other.st_dev) == (info.st_ino, info.st_dev) and info.st_ino != 0


def _backup_copy(folder: Path, real: Path, existing: os.stat_result) -> str:
    """A temporary file holding the current content of ``real`` (same mode and owner).

    A hard link costs nothing and keeps everything (mode, owner, times); where the file system
    has none (FAT, some network and sync folders), the bytes are copied.
    """
    for _ in range(10):
        link = os.path.join(folder, f".{real.name}"[:200] + TEMP_MARK + secrets.token_hex(4))
        try:
            os.link(real, link)
        except FileExistsError:
            continue
        except OSError:
            break
        return link
    with open(real, "rb") as handle:
        old = handle.read()
    return _write_temp(folder, real.name, old, existing)
