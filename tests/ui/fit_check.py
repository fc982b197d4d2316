"""Text that does not fit: the labels, buttons, tick boxes, radio buttons and line edits of a
window whose text is wider or taller than the space they were given (issue 23, text size)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QWidget,
)


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _rich(label: QLabel, text: str) -> bool:
    if label.textFormat() == Qt.TextFormat.RichText:
        return True
    return label.textFormat() == Qt.TextFormat.AutoText and "<" in text and ">" in text


def offenders(root: QWidget) -> list[str]:
    """What does not fit in ``root``: one line per widget, naming its class, text and sizes."""
    found: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) or widget.width() <= 0 or not widget.isVisible():
            continue
        name = type(widget).__name__
        if isinstance(widget, QLabel):
            text = widget.text()
            if not text or not widget.pixmap().isNull() or _rich(widget, text):
                continue
            metrics = widget.fontMetrics()
            room = widget.contentsRect()
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.width())
                if needed > widget.height() + 1:
                    found.append(f"{name} {text[:60]!r}: height {needed} > {widget.height()}")
                continue
            lines = _plain(text).split("\n") if widget.textFormat() != Qt.TextFormat.PlainText else text.split("\n")
            wide = max(metrics.horizontalAdvance(line) for line in lines)
            if wide > room.width() + 1:
                found.append(f"{name} {text[:60]!r}: width {wide} > {room.width()}")
            elif metrics.height() * len(lines) > room.height() + 1:
                found.append(f"{name} {text[:60]!r}: height {metrics.height() * len(lines)} > {room.height()}")
        elif isinstance(widget, QPushButton | QCheckBox | QRadioButton):
            assert isinstance(widget, QAbstractButton)
            if not widget.text():
                continue
            hint = widget.sizeHint()
            if isinstance(widget, QPushButton):
                # A push button's hint has padding; its text must fit inside.
                wide = widget.fontMetrics().horizontalAdvance(_plain(widget.text()))
                if not widget.icon().isNull():
                    wide += widget.iconSize().width() + 4
                if wide > widget.width() - 4:
                    found.append(f"{name} {widget.text()!r}: width {wide} > {widget.width() - 4}")
            elif hint.width() > widget.width() + 1:
                found.append(f"{name} {widget.text()!r}: width {hint.width()} > {widget.width()}")
            if hint.height() > widget.height() + 1:
                found.append(f"{name} {widget.text()!r}: height {hint.height()} > {widget.height()}")
        elif isinstance(widget, QLineEdit) and not isinstance(widget.parent(), QAbstractSpinBox | QComboBox):
            needed = widget.sizeHint().height()
            if needed > widget.height() + 1:
                found.append(f"{name} {widget.accessibleName()!r}: height {needed} > {widget.height()}")
    for area in root.findChildren(QScrollArea):
        inner = area.widget()
        if inner is None or not area.isVisibleTo(root) or not area.isVisible():
            continue
        if area.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
            continue
        if inner.minimumSizeHint().width() > area.viewport().width() + 1:
            found.append(
                f"{type(inner).__name__} {inner.objectName()!r} scrolls sideways: "
                f"{inner.minimumSizeHint().width()} > {area.viewport().width()}"
            )
    return found
