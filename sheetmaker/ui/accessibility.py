"""Screen readers: names for the editors inside spin boxes and combo boxes, and announcements.

A spin box or an editable combo box is named by its buddy label or its own accessible name, but
the keyboard focus (and so the screen reader) lands on the line edit inside it, which Qt leaves
nameless. One :class:`EditorNames` filter on the application (:func:`install`, idempotent, done
by ``create_application``) gives such an editor its owner's name and description whenever it is
shown or focused, so the name follows a language switch too.

:func:`announce` asks the screen reader to say a short text now (a roll's result).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QWidget

__all__ = ["EditorNames", "announce", "install", "spoken_name"]

_FILTER_NAME = "sheetmakerEditorNames"
_SHOW = QEvent.Type.Show
_FOCUS_IN = QEvent.Type.FocusIn


def spoken_name(widget: QWidget) -> str:
    """The name a screen reader gets for ``widget``: its accessible name, else the text Qt
    exposes (a button's text, a buddy label's text)."""
    if widget.accessibleName().strip():
        return widget.accessibleName().strip()
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""


def _owner(editor: QLineEdit) -> QWidget | None:
    """The spin box or combo box ``editor`` is the line edit of (None: a line edit of its own)."""
    parent = editor.parentWidget()
    if isinstance(parent, QAbstractSpinBox) and parent.lineEdit() is editor:
        return parent
    if isinstance(parent, QComboBox) and parent.lineEdit() is editor:
        return parent
    return None


def name_editor(editor: QLineEdit) -> None:
    """Give ``editor`` (the line edit of a spin or combo box) its owner's name and description."""
    owner = _owner(editor)
    if owner is None:
        return
    name = spoken_name(owner)
    if name and editor.accessibleName() != name:
        editor.setAccessibleName(name)
    description = owner.accessibleDescription() or owner.toolTip()
    if description and editor.accessibleDescription() != description:
        editor.setAccessibleDescription(description)


class EditorNames(QObject):
    """The application's event filter naming the editors of spin and combo boxes."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if type(watched) is QLineEdit:
            kind = event.type()
            if kind == _SHOW or kind == _FOCUS_IN:
                name_editor(watched)
        return False


def install(app: QApplication | None = None) -> EditorNames:
    """The editor-naming filter of ``app`` (default: the running application), installed on
    first call; editors shown already are named at once."""
    running = app or QApplication.instance()
    if not isinstance(running, QApplication):
        raise RuntimeError("the editor names need a QApplication")
    found = running.findChild(EditorNames, _FILTER_NAME, Qt.FindChildOption.FindDirectChildrenOnly)
    if isinstance(found, EditorNames):
        return found
    names = EditorNames(running)
    names.setObjectName(_FILTER_NAME)
    running.installEventFilter(names)
    for widget in running.allWidgets():
        if type(widget) is QLineEdit and widget.isVisible():
            name_editor(widget)
    return names


def announce(widget: QWidget, text: str) -> None:
    """Ask the screen reader to say ``text`` now, politely (after what it is saying), as coming
    from ``widget``."""
    if not text:
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)
