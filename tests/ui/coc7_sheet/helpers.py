"""Helpers of the CoC sheet view's tests: typing into spin boxes."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractSpinBox


def type_into(qtbot, spin: QAbstractSpinBox, text: str) -> None:
    """Select the spin box's text and type ``text`` as a user would."""
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text)
