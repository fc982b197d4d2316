"""Where the lock of an open sheet lives, and who holds it (Qt-free).

A running SheetMaker holds a lock per open sheet file: a :class:`QLockFile` in its data folder
(``locks/``), named after a hash of the file's real path (see
:mod:`sheetmaker.models.sheet_locks`). The command line reads the same lock files without Qt, to
refuse overwriting a sheet that is open in the application. A lock whose process is gone (a
crash), whose process id now belongs to another program, or that is empty, damaged or not a
regular file holds nothing (:func:`inspect`); it is read safely (never blocks, size-capped).
"""

from __future__ import annotations

import hashlib
import os
import socket
import stat
from dataclasses import dataclass
from pathlib import Path

from sheetmaker.io import safefile

LOCKS_FOLDER = "locks"
APP_DATA_DIR_ENV = "SHEETMAKER_APP_DATA_DIR"


def lock_name(path: str | os.PathLike[str]) -> str:
    """The lock file's name for a sheet: a hash of its real, case-normalised path."""
    real = os.path.normcase(os.path.realpath(os.fspath(path)))
    return hashlib.sha256(real.encode("utf-8", "surrogateescape")).hexdigest()[:32] + ".lock"


@dataclass(frozen=True)
class LockHolder:
    """The program holding a lock."""

    pid: int
    hostname: str
    app: str

    def describe(self) -> str:
        """``process 1234`` (with the machine when it is another one)."""
        if self.hostname and self.hostname != socket.gethostname():
            return f"process {self.pid} on {self.hostname}"
        return f"process {self.pid}"


#: A QLockFile holds five short lines; anything larger is not one (and is never read whole).
MAX_LOCK_BYTES = 4096
#: The largest process id any system gives (Linux caps them at 2**22).
_MAX_PID = 2**31 - 1


def _alive(pid: int) -> bool:
    if pid <= 0 or pid > _MAX_PID:
        return False
    if os.name == "nt":  # pragma: no cover - os.kill(pid, 0) would terminate on Windows
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    except (OSError, OverflowError):
        return False
    return True


def _parse(data: bytes) -> LockHolder | None:
    """QLockFile's content (pid, application, host name, ...), or None when it is not one."""
    try:
        lines = data.decode("utf-8").splitlines()
    except UnicodeDecodeError:
        return None
    if not lines:
        return None
    first = lines[0].strip()
    if not first.isascii() or not first.isdigit() or len(first) > 10:
        return None
    pid = int(first)
    if not 0 < pid <= _MAX_PID:
        return None
    app = lines[1] if len(lines) > 1 else ""
    hostname = lines[2] if len(lines) > 2 else ""
    if not app.isprintable() or not hostname.isprintable():
        return None
    return LockHolder(pid, hostname, app)


def _flock_held(lock_file: str) -> bool | None:
    """Whether a live process holds the lock: a locked QLockFile keeps an ``flock`` on its file
    (taken before its content is written, dropped by the system when the process dies).
    None when that cannot be told (no ``flock`` here, or the file cannot be opened)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        return None
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(lock_file, flags)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        except OSError:
            return None  # a file system without flock
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    finally:
        os.close(fd)


def _looks_like_sheetmaker(pid: int, app: str) -> bool:
    """Whether the live process ``pid`` is the program that wrote the lock: this process, or
    (Linux) one running the executable the lock names, or whose command line names SheetMaker.
    True when it cannot be told (no ``/proc``)."""
    if pid == os.getpid():
        return True
    proc = Path("/proc")
    if not (proc / "self").is_dir():  # pragma: no cover - not Linux
        return True
    try:
        exe = os.path.basename(os.readlink(proc / str(pid) / "exe")).removesuffix(" (deleted)")
    except OSError:
        exe = ""
    if exe and exe == app:  # QLockFile's own rule
        return True
    try:
        cmdline, _info = safefile.read_regular(proc / str(pid) / "cmdline", 1 << 16)
    except safefile.SafeReadError:
        return False
    return b"sheetmaker" in cmdline.lower()


@dataclass(frozen=True)
class LockState:
    """A lock file as :func:`inspect` found it.

    Attributes:
        holder: who holds it; None: nobody (no file, a process that is gone, a damaged file).
        identity: ``(st_dev, st_ino)`` of the file judged; None when there is no file.
        regular: it is a regular file small enough for QLockFile to read (QLockFile blocks for
            ever on a FIFO and reads any file whole).
    """

    holder: LockHolder | None
    identity: tuple[int, int] | None
    regular: bool


def inspect(lock_file: str | os.PathLike[str]) -> LockState:
    """Who holds ``lock_file``, read safely (never blocks, never reads more than
    :data:`MAX_LOCK_BYTES`).

    Nobody holds a lock that is missing, empty, damaged, not a regular file, or whose process
    of this machine is gone or is not SheetMaker (a process id used again); a lock of another
    machine is respected.
    """
    name = os.fspath(lock_file)
    try:
        data, info = safefile.read_regular(name, MAX_LOCK_BYTES, follow_symlinks=False)
    except safefile.SafeReadError as exc:
        if exc.missing:
            return LockState(None, None, False)
        try:
            info = os.lstat(name)
        except OSError:
            return LockState(None, None, False)
        return LockState(None, (info.st_dev, info.st_ino), False)
    identity = (info.st_dev, info.st_ino)
    holder = _parse(data)
    if holder is None:
        return LockState(None, identity, True)
    if holder.hostname and holder.hostname != socket.gethostname():
        return LockState(holder, identity, True)  # another machine: its processes are not seen
    if not _alive(holder.pid):
        return LockState(None, identity, True)
    held = _flock_held(name)
    if held is None:
        held = _looks_like_sheetmaker(holder.pid, holder.app)
    return LockState(holder if held else None, identity, True)


def read_holder(lock_file: str | os.PathLike[str]) -> LockHolder | None:
    """Who holds ``lock_file`` (QLockFile's format: pid, application, host name), or ``None``
    when nobody does (see :func:`inspect`)."""
    return inspect(lock_file).holder


def remove_stale(lock_file: str | os.PathLike[str], identity: tuple[int, int]) -> bool:
    """Remove a lock file that holds nothing (:func:`inspect` found no holder), if it still is
    the file judged (``identity``) and no live process holds it (QLockFile's own way: under an
    exclusive ``flock``). A symlink is removed, never what it points to; an empty folder too.

    Returns:
        Whether the file is gone.
    """
    name = os.fspath(lock_file)
    try:
        info = os.lstat(name)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    if (info.st_dev, info.st_ino) != identity:
        return False  # replaced since it was judged: judge again
    try:
        if stat.S_ISDIR(info.st_mode):
            os.rmdir(name)
            return True
        if not stat.S_ISREG(info.st_mode):
            os.unlink(name)  # a link, a FIFO, a socket, a device: never a QLockFile's
            return True
    except OSError:
        return False
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(name, flags)
    except PermissionError:
        try:  # unreadable: not a lock SheetMaker wrote
            os.unlink(name)
        except OSError:
            return False
        return True
    except OSError:
        return False
    try:
        if (os.fstat(fd).st_dev, os.fstat(fd).st_ino) != identity:
            return False
        try:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # a live process holds it (a QLockFile being written, say)
        except (ImportError, OSError):  # pragma: no cover - no flock here
            pass
        now = os.lstat(name)
        if (now.st_dev, now.st_ino) != identity:
            return False
        os.unlink(name)
        return True
    except FileNotFoundError:
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


def holder_of(path: str | os.PathLike[str], folder: str | os.PathLike[str]) -> LockHolder | None:
    """Who has the sheet ``path`` open, according to the locks in ``folder``."""
    return read_holder(Path(folder) / lock_name(path))


def app_data_dir() -> Path:
    """SheetMaker's data folder as the application finds it (``$SHEETMAKER_APP_DATA_DIR``, else
    Qt's ``AppDataLocation`` for SheetMaker/SheetMaker), found without Qt for the command line."""
    folder = os.environ.get(APP_DATA_DIR_ENV)
    if folder:
        return Path(folder)
    import sys

    home = Path.home()
    if sys.platform == "win32":  # pragma: no cover
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":  # pragma: no cover
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "SheetMaker" / "SheetMaker"


def locks_folder() -> Path:
    """The folder of the open-sheet locks."""
    return app_data_dir() / LOCKS_FOLDER
