"""Pieces the play-action dialogs share: OK/Cancel buttons and a points-or-dice field."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

__all__ = ["AmountEdit", "HintLabel", "ok_cancel"]


def ok_cancel(dialog: QDialog, ok_text: str) -> QDialogButtonBox:
    """OK (renamed ``ok_text``, the default button) and Cancel, wired to accept/reject."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setText(ok_text)
    ok.setAccessibleName(ok_text.replace("&", ""))
    ok.setDefault(True)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class HintLabel(QLabel):
    """Word-wrapped help under a dialog's choices that is always shown whole.

    A wrapped label in a form gets the height of its first text: a longer hint set later, or
    a narrower dialog, was cut at top and bottom. This label asks for the height its text
    needs at its width each time the text or the width changes (the dialog grows to fit).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        # QLabel's height for a width is never below its minimum height: ask without it.
        # Before it is shown the layout sizes it by its height for width itself.
        current = self.minimumHeight()
        self.setMinimumHeight(0)
        if not self.isVisible():
            return
        needed = max(0, self.heightForWidth(max(1, self.width()))) if self.text() else 0
        self.setMinimumHeight(needed if needed != current else current)


class AmountEdit(QWidget):
    """A number of points or a dice expression (``8``, ``1D6+1D4``, ``2D6``), checked as it is
    typed with the dice parser; a bad expression says what is wrong below the field.

    ``validityChanged(bool)`` tells whether the text is usable.
    """

    validityChanged = Signal(bool)  # noqa: N815 - Qt-style signal name

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.edit = QLineEdit(text, self)
        self.edit.setPlaceholderText(self.tr("8, 1D6 or 1D6+1D4"))
        self.edit.setClearButtonEnabled(True)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setObjectName("amountMessage")
        layout.addWidget(self.edit)
        layout.addWidget(self.message)
        self.setFocusProxy(self.edit)
        self._valid = False
        self.edit.textChanged.connect(self._check)
        self._check(self.edit.text())

    def is_valid(self) -> bool:
        return self._valid

    def value(self) -> int | str:
        """A whole number as ``int``, a dice expression as its text."""
        text = self.edit.text().strip()
        return int(text) if text.isdigit() else text

    def _check(self, text: str) -> None:
        from sheetmaker.core.dice import parse
        from sheetmaker.core.errors import DiceError

        text = text.strip()
        valid, message = True, ""
        if not text:
            valid = False
            message = self.tr("Type a number of points or dice such as 1D6+1D4.")
        elif not text.isdigit():
            try:
                expression = parse(text)
            except DiceError as exc:
                valid, message = False, self.tr("Not a dice expression: {0}").format(exc)
            else:
                if expression.uses_db:
                    valid = False
                    message = self.tr(
                        "Type the attacker's damage bonus as dice (such as 1D4), not DB."
                    )
                else:
                    message = self.tr("Rolls {0} to {1}.").format(
                        max(0, expression.minimum()), max(0, expression.maximum())
                    )
        self.message.setText(message)
        self.edit.setAccessibleDescription(message)
        if valid != self._valid:
            self._valid = valid
            self.validityChanged.emit(valid)
