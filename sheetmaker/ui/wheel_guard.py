"""The mouse wheel scrolls the page, not the field that happens to pass under the pointer.

Qt's spin boxes, combo boxes and sliders take every wheel event over them, focused or not:
scrolling a sheet with the pointer over its body would change whichever value scrolls under the
pointer (the Luck, a characteristic, the occupation) without the user noticing. SheetMaker
follows the convention of careful Qt applications instead: such a field takes the wheel only once
the user has clicked into it (it has the keyboard focus); otherwise the wheel goes on to what
encloses it (the page's scroll area, a table), exactly as if the field were not there.

One :class:`WheelGuard`, an event filter on the application (:func:`install`, idempotent), does it
for every window, dialog, wizard page and table editor, including fields made later:

- a wheel event over an unfocused value widget (:func:`guarded`) is handed on to the widget's
  ancestors, nearest first, until one takes it (Qt's own propagation of an ignored wheel event,
  done here so that it also happens for events sent by the program, which Qt never propagates);
- value widgets lose :data:`Qt.FocusPolicy.WheelFocus` (spin and combo boxes have it) for
  :data:`Qt.FocusPolicy.StrongFocus` when they are polished, so that the wheel cannot give them
  the focus (and with it the wheel) on its way past; Tab and a click still do.
"""

from __future__ import annotations

from typing import TypeGuard, cast

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QScrollBar,
    QWidget,
)

__all__ = ["WheelGuard", "forward_wheel", "guarded", "install"]

#: The kinds of widget whose value a wheel turn changes (QDateEdit, QDoubleSpinBox and QDial
#: included); scroll bars are left alone (turning them is what the wheel is for).
VALUE_WIDGETS = (QAbstractSpinBox, QComboBox, QAbstractSlider)

_WHEEL = QEvent.Type.Wheel
_POLISH = QEvent.Type.Polish
_WHEEL_FOCUS = Qt.FocusPolicy.WheelFocus
_GUARD_NAME = "sheetmakerWheelGuard"


#: Whether objects of a type are guarded, by type (the filter sees every event of the
#: application, and isinstance on Qt's types costs several times a dictionary look-up).
_GUARDED_TYPES: dict[type, bool] = {}


def guarded(widget: QObject) -> TypeGuard[QWidget]:
    """Whether ``widget`` takes the wheel only when it has the focus."""
    kind = type(widget)
    known = _GUARDED_TYPES.get(kind)
    if known is None:
        known = _GUARDED_TYPES[kind] = issubclass(kind, VALUE_WIDGETS) and not issubclass(kind, QScrollBar)
    return known


def _no_wheel_focus(widget: QWidget) -> None:
    if widget.focusPolicy() == _WHEEL_FOCUS:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def forward_wheel(widget: QWidget, event: QWheelEvent) -> bool:
    """Hand ``event`` (received by ``widget``) on to ``widget``'s ancestors, nearest first, up to
    its window, until one takes it; returns whether one did. ``event`` itself ends accepted,
    so that Qt does not hand it on a second time."""
    position = event.position()
    child = widget
    taken = False
    while not child.isWindow() and not child.testAttribute(Qt.WidgetAttribute.WA_NoMousePropagation):
        parent = child.parentWidget()
        if parent is None:
            break
        position += QPointF(child.pos())
        passed = QWheelEvent(
            position,
            event.globalPosition(),
            event.pixelDelta(),
            event.angleDelta(),
            event.buttons(),
            event.modifiers(),
            event.phase(),
            event.inverted(),
            event.source(),
            event.pointingDevice(),
        )
        passed.setTimestamp(event.timestamp())
        QApplication.sendEvent(parent, passed)
        if passed.isAccepted():
            taken = True
            break
        child = parent
    event.accept()
    return taken


class WheelGuard(QObject):
    """The application's event filter that keeps the wheel off unfocused value widgets (see the
    module's docstring); made and installed by :func:`install`."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        # It sees every event of the application: the widget's kind first, which costs less
        # than asking the event's.
        if guarded(watched):
            kind = event.type()
            if kind == _WHEEL:
                if not watched.hasFocus():
                    forward_wheel(watched, cast(QWheelEvent, event))  # its type() is Wheel
                    return True
            elif kind == _POLISH:
                _no_wheel_focus(watched)
        return False


def install(app: QApplication | None = None) -> WheelGuard:
    """The wheel guard of ``app`` (default: the running application), installed on first call.

    Widgets that exist already are given :data:`Qt.FocusPolicy.StrongFocus` at once; later ones
    when they are polished (before they are first shown).
    """
    running = app or QApplication.instance()
    if not isinstance(running, QApplication):
        raise RuntimeError("the wheel guard needs a QApplication")
    app = running
    guard = app.findChild(WheelGuard, _GUARD_NAME, Qt.FindChildOption.FindDirectChildrenOnly)
    if isinstance(guard, WheelGuard):
        return guard
    guard = WheelGuard(app)
    guard.setObjectName(_GUARD_NAME)
    app.installEventFilter(guard)
    for widget in app.allWidgets():
        if guarded(widget):
            _no_wheel_focus(widget)
    return guard
