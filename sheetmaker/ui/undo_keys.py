"""Ctrl+Z in a text field with nothing of its own to undo undoes the document's last step.

A line edit (or a text box, a spin box, an editable combo) takes the Undo and Redo keys for
itself even when it has nothing to undo: the window's Edit → Undo never heard Ctrl+Z while the
cursor stood in an unchanged field (issue 23). :class:`UndoKeyPassThrough` watches the
application's shortcut overrides and, in the given window, lets the window's Undo (Redo) have the
key when the field under the cursor cannot undo (redo) anything itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

__all__ = ["UndoKeyPassThrough", "own_undo_available"]


def own_undo_available(widget: QObject, redo: bool) -> bool | None:
    """Whether the text field ``widget`` can undo (``redo``) a step of its own; ``None`` when it
    is not a text field."""
    if isinstance(widget, QAbstractSpinBox | QComboBox):
        edit = widget.findChild(QLineEdit)
        if edit is None:
            return None
        widget = edit
    if isinstance(widget, QLineEdit):
        if widget.isReadOnly():
            return False
        return widget.isRedoAvailable() if redo else widget.isUndoAvailable()
    if isinstance(widget, QTextEdit | QPlainTextEdit):
        if widget.isReadOnly():
            return False
        document = widget.document()
        return document.isRedoAvailable() if redo else document.isUndoAvailable()
    return None


class UndoKeyPassThrough(QObject):
    """Installed on the application for ``window``: the Undo/Redo keys pressed in a text field
    of ``window`` that has nothing of its own to undo/redo go to the window's shortcuts."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self._window:
            return False
        if event.matches(QKeySequence.StandardKey.Undo):
            redo = False
        elif event.matches(QKeySequence.StandardKey.Redo):
            redo = True
        else:
            return False
        own = own_undo_available(watched, redo)
        if own is None or own:
            return False
        # Left unaccepted and kept from the field: the shortcut map gives it to Edit → Undo.
        event.ignore()
        return True
