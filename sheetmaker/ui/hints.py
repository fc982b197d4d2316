"""First-run hints: a small banner telling a new user that dice buttons roll.

It shows at the top of the first sheet shown, once: "Got it" hides it and records it in the
settings (:data:`DICE_HINT_KEY`), so it never comes back. The tests keep it away unless they
ask for it (:data:`NO_HINTS_ENV`, set by ``tests/conftest.py``).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

__all__ = ["DICE_HINT_KEY", "NO_HINTS_ENV", "DiceHint", "maybe_show_dice_hint"]

#: Set (true) once the user has dismissed the dice hint.
DICE_HINT_KEY = "hints/diceButtonsSeen"
#: When this environment variable is set, no first-run hint shows (the test suite).
NO_HINTS_ENV = "SHEETMAKER_NO_HINTS"


class DiceHint(QFrame):
    """The banner: the hint and a "Got it" button."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceHint")
        self._settings = settings
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        self.label = QLabel(
            self.tr("Click a die button next to any value to roll it; results appear in the roll log "
                    "on the right."),
            self,
        )
        self.label.setObjectName("diceHintText")
        self.label.setWordWrap(True)
        layout.addWidget(self.label, 1)
        self.button = QPushButton(self.tr("Got it"), self)
        self.button.setObjectName("diceHintDismiss")
        self.button.setAccessibleName(self.tr("Dismiss the hint about dice buttons"))
        self.button.clicked.connect(self.dismiss)
        layout.addWidget(self.button)

    def dismiss(self) -> None:
        """Hide the hint for good."""
        self._settings.setValue(DICE_HINT_KEY, True)
        self._settings.sync()
        self.hide()
        self.deleteLater()


def maybe_show_dice_hint(window: QWidget, view: QWidget, settings: QSettings) -> DiceHint | None:
    """Put the dice hint at the top of ``view`` unless it was dismissed, is already showing in
    ``window``, or hints are off. Returns the hint shown (or None)."""
    if os.environ.get(NO_HINTS_ENV) or settings.value(DICE_HINT_KEY, False, type=bool):
        return None
    if any(not hint.isHidden() for hint in window.findChildren(DiceHint)):
        return None
    layout = view.layout()
    if not isinstance(layout, QBoxLayout):
        return None
    hint = DiceHint(settings, view)
    layout.insertWidget(0, hint)
    return hint
