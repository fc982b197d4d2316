"""A completer whose popup lets the click that closes it through (issue 23).

An open popup holds the mouse: the press of a click elsewhere is delivered to the popup, and
QCompleter's own filter takes it only to close the list. In the wizards a click on Next merely
closed the list, and a click on the next language field was lost, so the next word typed landed
in the field before ("FrenchItalian"). :class:`ClickThroughCompleter` hides the list and hands
the press to the widget under the pointer, which then gets the release as usual.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QCompleter, QWidget

__all__ = ["ClickThroughCompleter"]


def _widget_at(where: QPoint, popup: QWidget) -> QWidget | None:
    """The widget under the global point ``where`` (not in ``popup``), or ``None``."""
    found = QApplication.widgetAt(where)
    if found is not None and found.window() is not popup:
        return found
    # widgetAt knows only what lies on a screen; look through the windows themselves.
    for window in QApplication.topLevelWidgets():
        if window is popup or not window.isVisible() or not window.geometry().contains(where):
            continue
        local = window.mapFromGlobal(where)
        return window.childAt(local) or window
    return None


def _focus_on_click(widget: QWidget) -> None:
    """Focus ``widget`` (or the first of its parents taking focus by click) as a real click
    would: a press sent by the program does not move the focus."""
    current: QWidget | None = widget
    while current is not None:
        if current.isEnabled() and current.focusPolicy() & Qt.FocusPolicy.ClickFocus:
            current.setFocus(Qt.FocusReason.MouseFocusReason)
            return
        if current.isWindow():
            return
        current = current.parentWidget()


class ClickThroughCompleter(QCompleter):
    """A QCompleter whose popup, closed by a click outside it, passes the click on."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        popup = self.popup()
        if watched is popup and event.type() == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            where = event.globalPosition().toPoint()
            if not popup.rect().contains(popup.mapFromGlobal(where)):
                popup.hide()
                target = _widget_at(where, popup)
                if target is not None:
                    press = QMouseEvent(
                        QEvent.Type.MouseButtonPress,
                        QPointF(target.mapFromGlobal(where)),
                        QPointF(where),
                        event.button(),
                        event.buttons(),
                        event.modifiers(),
                    )
                    _focus_on_click(target)
                    QApplication.sendEvent(target, press)
                return True
        return super().eventFilter(watched, event)
