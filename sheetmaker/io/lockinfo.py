"""Where the lock of an open sheet lives, and who holds it (Qt-free).

A running SheetMaker holds a lock per open sheet file: a :class:`QLockFile` in its data folder
(``locks/``), named after a hash of the file's real path (see
:mod:`sheetmaker.models.sheet_locks`). The command line reads the same lock files without Qt, to
refuse overwriting a sheet that is open in the application. A lock whose process is gone (a
crash) holds nothing.
"""

from __future__ import annotations

import hashlib
import os
import socket
from dataclasses import dataclass
from pathlib import Path

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


def _alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if os.name == "nt":  # pragma: no cover - os.kill(pid, 0) would terminate on Windows
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    except OSError:
        return False
    return True


def read_holder(lock_file: str | os.PathLike[str]) -> LockHolder | None:
    """Who holds ``lock_file`` (QLockFile's format: pid, application, host name), or ``None``
    when nobody does: no file, or a process of this machine that is gone."""
    try:
        with open(lock_file, "rb") as handle:
            lines = handle.read(4096).decode("utf-8", "replace").splitlines()
    except OSError:
        return None
    try:
        pid = int(lines[0].strip())
    except (IndexError, ValueError):
        return None
    app = lines[1] if len(lines) > 1 else ""
    hostname = lines[2] if len(lines) > 2 else ""
    if (not hostname or hostname == socket.gethostname()) and not _alive(pid):
        return None
    return LockHolder(pid, hostname, app)


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
