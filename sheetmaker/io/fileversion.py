"""A file as it was read or written (:class:`FileState`): its size, time and the SHA-256 of its
bytes.

The value :mod:`sheetmaker.io.filestate` compares with the file on disk and
:func:`sheetmaker.io.fileformat.save` returns; it sits below both (and uses only
:mod:`sheetmaker.io.safefile`), so neither imports the other back. Qt-free.
"""

from __future__ import annotations

import hashlib
import os
import stat as stat_module
from dataclasses import dataclass

from sheetmaker.io import safefile

__all__ = ["UNKNOWN", "FileState"]


@dataclass(frozen=True)
class FileState:
    """A file as it was read or written.

    Attributes:
        size: its size in bytes.
        mtime_ns: its modification time (nanoseconds).
        sha256: the SHA-256 of its bytes (hex).
        inode: ``(st_dev, st_ino)``, to find the file again after a rename in its folder.
    """

    size: int
    mtime_ns: int
    sha256: str
    inode: tuple[int, int] = (0, 0)

    @classmethod
    def of(cls, data: bytes, info: os.stat_result) -> FileState:
        """The state of a file whose bytes are ``data`` and whose ``os.stat`` is ``info``."""
        return cls(
            size=len(data),
            mtime_ns=info.st_mtime_ns,
            sha256=hashlib.sha256(data).hexdigest(),
            inode=(info.st_dev, info.st_ino),
        )

    def same_content(self, other: FileState | None) -> bool:
        """Whether ``other`` holds the same bytes."""
        return other is not None and other.size == self.size and other.sha256 == self.sha256

    def matches(self, path: str | os.PathLike[str], info: os.stat_result) -> bool:
        """Whether the file at ``path`` (whose ``lstat`` is ``info``) still is this version: the
        same file with the same size and time, else the same bytes (a sync tool may touch a file
        or rewrite it unchanged). The ``expected`` check of
        :func:`sheetmaker.io.safefile.write_file`; never blocks (a FIFO is not this version)."""
        if not stat_module.S_ISREG(info.st_mode) or info.st_size != self.size:
            return False
        identity = (info.st_dev, info.st_ino)
        if self.inode != (0, 0) and identity == self.inode and info.st_mtime_ns == self.mtime_ns:
            return True
        try:
            data, _info = safefile.read_regular(path, self.size, follow_symlinks=False)
        except safefile.SafeReadError:
            return False
        return len(data) == self.size and hashlib.sha256(data).hexdigest() == self.sha256


#: The state of a file whose version the document was based on is not known (a copy recovered
#: from an autosave that did not record it): it matches no file, so any file on disk counts as
#: changed and a save asks before replacing it.
UNKNOWN = FileState(size=-1, mtime_ns=-1, sha256="")
