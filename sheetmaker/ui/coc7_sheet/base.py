"""What every section of the Call of Cthulhu sheet builds on: the helpers that make bound
fields and roll buttons (:class:`CoC7Section`), and the error palette.

Each section of the sheet (:mod:`.header`, :mod:`.characteristics`, :mod:`.vitals`,
:mod:`.skills`, :mod:`.combat`, :mod:`.backstory`) is an object of its own that
:class:`CoC7SheetView` holds: built with the document, the roll controller and the sheet's
:class:`~sheetmaker.ui.sheet_sections.SheetContext`, it builds its box, shows its part of the
document and makes its edits. Their texts keep the translation context ``CoC7SheetView``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QGroupBox, QLabel, QWidget

from sheetmaker.ui.roll_button import RollButton, make_coc_roll_button
from sheetmaker.ui.sheet_sections import SheetSection
from sheetmaker.ui.widgets import BoundLineEdit, BoundSpinBox, BoundTextEdit

__all__ = ["CoC7Section", "error_palette"]


def error_palette(widget: QWidget) -> QPalette:
    palette = widget.palette()
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    palette.setColor(QPalette.ColorRole.WindowText, Qt.GlobalColor.red if dark else Qt.GlobalColor.darkRed)
    return palette


class CoC7Section(SheetSection):
    """A section object of the Call of Cthulhu sheet (the view holds it): the helpers that make
    its bound fields and roll buttons. ``owner`` is where a field is first made (see
    :meth:`SheetSection._owner`). Its texts keep the context ``CoC7SheetView``."""

    box: QGroupBox

    def _bound_line(self, owner: QWidget, path: str, name: str, max_length: int = 200) -> BoundLineEdit:
        edit = BoundLineEdit(
            self._doc, path, QCoreApplication.translate("CoC7SheetView", "Change {0}").format(name), max_length, owner
        )
        return self._field(path, name, edit)

    def _bound_spin(
        self,
        owner: QWidget,
        path: str,
        name: str,
        minimum: int,
        maximum: int,
        read: Callable[[], int] | None = None,
    ) -> BoundSpinBox:
        spin = BoundSpinBox(
            self._doc,
            path,
            minimum,
            maximum,
            read,
            QCoreApplication.translate("CoC7SheetView", "Change {0}").format(name),
            owner,
        )
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        return self._field(path, name, spin)

    def _bound_text(self, owner: QWidget, path: str, name: str) -> BoundTextEdit:
        edit = BoundTextEdit(
            self._doc, path, QCoreApplication.translate("CoC7SheetView", "Change {0}").format(name), owner
        )
        return self._field(path, name, edit)

    @staticmethod
    def _caption(text: str, parent: QWidget, buddy: QWidget | None = None) -> QLabel:
        label = QLabel(text, parent)
        if buddy is not None:
            label.setBuddy(buddy)
        return label

    def _roll_button(self, owner: QWidget, kind: str, target: Any = None) -> RollButton:
        return make_coc_roll_button(self._controller, self._doc, kind, target, owner)

    def _roll_cell(self, kind: str, target: Any, with_options: bool) -> None:
        """Roll from a table's painted button, with the same behaviour as a real roll button."""
        button = self._roll_button(self._owner(self.box), kind, target)
        button.hide()
        try:
            if with_options:
                button.roll_with_options()
            else:
                button.roll_now()
        finally:
            button.deleteLater()

    def _table_error(self, label: QLabel, message: str) -> None:
        label.setText(message)
        label.show()
        # The message stays until the next change of the document.
        self._doc.changed.connect(label.hide, Qt.ConnectionType.SingleShotConnection)

