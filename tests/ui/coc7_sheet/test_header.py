"""The CoC sheet's head: occupation and era, the portrait."""

from __future__ import annotations

import struct
import zlib

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QColor, QDragEnterEvent, QDropEvent, QImage
from PySide6.QtWidgets import QFileDialog

from sheetmaker.ui.widgets import PORTRAIT_SIDE, PortraitError, load_portrait

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints; the warning says
# nothing about our code (it also comes from a bare QDialog with a label).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def test_occupation_and_era_are_one_undo_step_each(harvey, make_view):
    view = make_view(harvey)
    combo = view.occupation_combo
    assert combo.currentText() == "Journalist"
    assert combo.itemText(0) == "(none)"
    index = combo.findData("Antiquarian")
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    assert harvey.sheet.occupation.name == "Antiquarian"
    assert harvey.undo_stack.count() == 1
    assert "Antiquarian" in view.occupation_info.text()
    combo.activated.emit(index)  # the same again: nothing
    assert harvey.undo_stack.count() == 1
    era = view.era_combo.findData("modern")
    view.era_combo.setCurrentIndex(era)
    view.era_combo.activated.emit(era)
    assert harvey.sheet.era == "modern"
    assert "Computer Use" in [harvey.derived.skills[i].label for i in range(len(harvey.derived.skills))]
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()
    assert combo.currentText() == "Journalist"
    assert view.era_combo.currentData() == "1920s"


# --------------------------------------------------------------------------- portrait


def _png(path, width: int, height: int, alpha: bool = False) -> None:
    fmt = QImage.Format.Format_ARGB32 if alpha else QImage.Format.Format_RGB32
    image = QImage(width, height, fmt)
    image.fill(QColor(120, 80, 40, 128 if alpha else 255))
    assert image.save(str(path), "PNG")


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def _png_header_only(path, width: int, height: int) -> None:
    """A tiny PNG file whose header claims a huge size: decoding it would need gigabytes, but
    QImageReader.size() reads only the header."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    data = (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", ihdr)
        + _chunk(b"IDAT", zlib.compress(b"\x00" * 64))
        + _chunk(b"IEND", b"")
    )
    path.write_bytes(data)


def test_portrait_set_from_a_file_and_removed(harvey, make_view, qtbot, tmp_path, monkeypatch):
    view = make_view(harvey)
    source = tmp_path / "harvey.png"
    _png(source, 1600, 1200)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(source), "")))
    assert not view.portrait.remove_button.isEnabled()
    qtbot.mouseClick(view.portrait.choose_button, Qt.MouseButton.LeftButton)
    portrait = harvey.document.portrait
    assert portrait is not None
    assert portrait.media_type == "image/jpeg"  # no transparency: JPEG
    stored = QImage.fromData(portrait.data)
    assert max(stored.width(), stored.height()) == PORTRAIT_SIDE
    assert (stored.width(), stored.height()) == (512, 384)
    assert view.portrait.remove_button.isEnabled()
    assert not view.portrait.image.pixmap().isNull()
    qtbot.mouseClick(view.portrait.remove_button, Qt.MouseButton.LeftButton)
    assert harvey.document.portrait is None
    assert view.portrait.image.pixmap().isNull()
    harvey.undo_stack.undo()
    assert harvey.document.portrait == portrait
    assert not view.portrait.image.pixmap().isNull()
    harvey.undo_stack.undo()
    assert harvey.document.portrait is None


def test_portrait_dropped_as_a_file(harvey, make_view, tmp_path):
    view = make_view(harvey)
    source = tmp_path / "dropped.png"
    _png(source, 200, 260)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(source))])
    position = QPointF(view.portrait.rect().center())
    enter = QDragEnterEvent(
        position.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    view.portrait.dragEnterEvent(enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        position, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    view.portrait.dropEvent(drop)
    assert harvey.document.portrait is not None
    assert harvey.undo_stack.undoText() == "Set portrait"
    # Text is not an image: refused at the door.
    text = QMimeData()
    text.setText("hello")
    refused = QDragEnterEvent(
        position.toPoint(), Qt.DropAction.CopyAction, text, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    view.portrait.dragEnterEvent(refused)
    assert not refused.isAccepted()


def test_portrait_keeps_transparency_as_png(tmp_path):
    source = tmp_path / "round.png"
    _png(source, 300, 200, alpha=True)
    media_type, data = load_portrait(str(source))
    assert media_type == "image/png"
    image = QImage.fromData(data)
    assert (image.width(), image.height()) == (300, 200)  # small images keep their size


def test_oversized_or_broken_images_are_refused_before_decoding(harvey, make_view, tmp_path):
    huge = tmp_path / "huge.png"
    _png_header_only(huge, 30_000, 30_000)
    with pytest.raises(PortraitError, match="too large"):
        load_portrait(str(huge))
    broken = tmp_path / "notes.png"
    broken.write_text("not an image")
    with pytest.raises(PortraitError, match="not an image"):
        load_portrait(str(broken))
    view = make_view(harvey)
    assert not view.portrait.load_file(str(huge))
    assert view.message.isVisibleTo(view)
    assert "too large" in view.message.text()
    assert harvey.document.portrait is None
