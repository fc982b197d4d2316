"""Portrait thumbnails of the library's table, decoded in the thread pool and cached."""

from __future__ import annotations

import base64
import binascii
import json

import shiboken6
from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QObject,
    QRunnable,
    QSize,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QImage, QImageReader, QPixmap

THUMBNAIL_SIZE = QSize(28, 28)


def portrait_bytes(path: str) -> bytes | None:
    """The portrait image stored in the sheet file ``path`` (``None``: none, or unreadable)."""
    from sheetmaker.io import fileformat, safefile

    try:
        raw = json.loads(safefile.read_regular(path, fileformat.MAX_FILE_BYTES)[0])
        portrait = raw.get("portrait") if isinstance(raw, dict) else None
        data = portrait.get("data") if isinstance(portrait, dict) else None
        if not isinstance(data, str):
            return None
        return base64.b64decode(data.encode("ascii"), validate=True)
    except (safefile.SafeReadError, ValueError, RecursionError, UnicodeEncodeError, binascii.Error):
        return None


def decode_thumbnail(data: bytes, size: QSize = THUMBNAIL_SIZE) -> QImage:
    """A thumbnail of the image ``data``, scaled while decoding (a null image if unreadable)."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QBuffer.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    full = reader.size()  # checked before decoding: a huge image is never decoded whole
    if not full.isValid() or full.width() * full.height() > 40_000_000:
        return QImage()
    reader.setScaledSize(full.scaled(size, Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    return image if not image.isNull() else QImage()


class _ThumbnailSignals(QObject):
    decoded = Signal(str, object, QImage)  # path, mtime_ns (beyond 32 bits), image


class _ThumbnailTask(QRunnable):
    def __init__(self, path: str, mtime_ns: int, signals: _ThumbnailSignals) -> None:
        super().__init__()
        self._path = path
        self._mtime_ns = mtime_ns
        self._signals = signals

    def run(self) -> None:
        data = portrait_bytes(self._path)
        image = decode_thumbnail(data) if data else QImage()
        if not shiboken6.isValid(self._signals):  # the library closed meanwhile
            return
        try:
            self._signals.decoded.emit(self._path, self._mtime_ns, image)
        except RuntimeError:  # deleted between the check and the emit
            pass


class ThumbnailCache(QObject):
    """Portrait thumbnails decoded on demand, in a worker, and kept (keyed by path and mtime).

    :meth:`get` is called by the model's ``data()``, which the view asks only for visible
    rows: a thumbnail is decoded when its row is first shown.

    Signals:
        ready(str): the thumbnail of this file is now available.
    """

    ready = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pixmaps: dict[str, tuple[int, QPixmap | None]] = {}
        self._pending: set[tuple[str, int]] = set()
        self._signals = _ThumbnailSignals(self)
        self._signals.decoded.connect(self._on_decoded)

    def get(self, path: str, mtime_ns: int) -> QPixmap | None:
        """The thumbnail if decoded; else ``None`` and the decoding starts."""
        known = self._pixmaps.get(path)
        if known is not None and known[0] == mtime_ns:
            return known[1]
        if (path, mtime_ns) not in self._pending:
            self._pending.add((path, mtime_ns))
            QThreadPool.globalInstance().start(_ThumbnailTask(path, mtime_ns, self._signals))
        return None

    @property
    def pending(self) -> int:
        """Thumbnails being decoded."""
        return len(self._pending)

    def _on_decoded(self, path: str, mtime_ns: int, image: QImage) -> None:
        self._pending.discard((path, mtime_ns))
        self._pixmaps[path] = (mtime_ns, None if image.isNull() else QPixmap.fromImage(image))
        self.ready.emit(path)
