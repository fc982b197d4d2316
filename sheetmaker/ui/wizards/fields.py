"""Small field widgets the creation wizards' pages share."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget

__all__ = ["TextField"]


class TextField(QPlainTextEdit):
    """A few lines of text that say when the player is done with them (focus leaves).

    Signals:
        editingFinished(): the text was changed and the field lost focus.
    """

    editingFinished = Signal()  # noqa: N815 - Qt-style signal name, like QLineEdit's

    def __init__(self, parent: QWidget | None = None, lines: int = 2) -> None:
        super().__init__(parent)
        self.setTabChangesFocus(True)
        self.setFixedHeight(self.fontMetrics().lineSpacing() * lines + 14)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        if self.document().isModified():
            self.document().setModified(False)
            self.editingFinished.emit()

    def set_text(self, text: str) -> None:
        """Show ``text`` unless it is what the field holds (the cursor stays put)."""
        if self.toPlainText() != text:
            self.setPlainText(text)
        self.document().setModified(False)
