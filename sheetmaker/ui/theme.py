"""Readable by everyone: the high-contrast palettes, a style that keeps tick boxes, radio
buttons, the dock's buttons, disabled icons and the keyboard focus visible on every palette,
and the text size and font of the application.

:class:`AccessibleStyle` wraps Fusion (:func:`sheetmaker.app.create_application` installs it):

- an empty tick box or radio button gets a frame in the text colour softened towards the base
  (Fusion's own frame is the window colour darkened, which vanishes on a dark palette);
- the keyboard focus is a 2-pixel frame in the highlight colour round the focused control;
- the dock's float and close buttons are drawn in the palette's window-text colour at paint
  time (Fusion's bitmaps are dark grey, invisible on a dark palette);
- a disabled icon is its shape in the palette's disabled text colour, which the palettes keep
  at 3:1 or more against the window.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QIconEngine, QImage, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

#: The colour schemes: the desktop's, light, dark and the two high-contrast ones.
COLOR_SCHEMES = ("system", "light", "dark", "contrast-light", "contrast-dark")
#: Text size in percent of the desktop's: the range and the step of Ctrl++ / Ctrl+−.
TEXT_SCALE = (100, 200)
TEXT_SCALE_STEP = 10
#: The font the sheets use unless the user picks another: the desktop's font.
DEFAULT_FONT = ""

_ROLE = QPalette.ColorRole
_GROUP = QPalette.ColorGroup


def high_contrast_palette(dark: bool) -> QPalette:
    """Black on white (or white on black) with a strong blue highlight: every text pair at 7:1
    or more, disabled text and placeholders at 4.5:1 or more, frames at 3:1 or more."""
    palette = QPalette()
    if dark:
        ink, paper, soft = QColor(255, 255, 255), QColor(0, 0, 0), QColor(190, 190, 190)
        highlight, highlighted = QColor(255, 255, 0), QColor(0, 0, 0)
        link, visited = QColor(140, 200, 255), QColor(230, 170, 255)
        button = QColor(20, 20, 20)
    else:
        ink, paper, soft = QColor(0, 0, 0), QColor(255, 255, 255), QColor(80, 80, 80)
        highlight, highlighted = QColor(0, 0, 150), QColor(255, 255, 255)
        link, visited = QColor(0, 0, 200), QColor(100, 0, 140)
        button = QColor(240, 240, 240)
    roles = {
        _ROLE.Window: paper,
        _ROLE.WindowText: ink,
        _ROLE.Base: paper,
        _ROLE.AlternateBase: button,
        _ROLE.ToolTipBase: paper,
        _ROLE.ToolTipText: ink,
        _ROLE.PlaceholderText: soft,
        _ROLE.Text: ink,
        _ROLE.Button: button,
        _ROLE.ButtonText: ink,
        _ROLE.BrightText: QColor(255, 80, 80) if dark else QColor(170, 0, 0),
        _ROLE.Light: ink,
        _ROLE.Midlight: soft,
        _ROLE.Mid: soft,
        _ROLE.Dark: soft,
        _ROLE.Shadow: ink,
        _ROLE.Highlight: highlight,
        _ROLE.HighlightedText: highlighted,
        _ROLE.Link: link,
        _ROLE.LinkVisited: visited,
    }
    for role, colour in roles.items():
        palette.setColor(role, colour)
    for role in (_ROLE.WindowText, _ROLE.Text, _ROLE.ButtonText, _ROLE.PlaceholderText):
        palette.setColor(_GROUP.Disabled, role, soft)
    palette.setColor(_GROUP.Disabled, _ROLE.Highlight, soft)
    palette.setColor(_GROUP.Disabled, _ROLE.HighlightedText, paper)
    return palette


def is_high_contrast(palette: QPalette) -> bool:
    """Whether ``palette`` is one of :func:`high_contrast_palette`'s."""
    window = palette.color(_ROLE.Window)
    return window in (QColor(0, 0, 0), QColor(255, 255, 255)) and palette.color(_ROLE.Text) in (
        QColor(0, 0, 0),
        QColor(255, 255, 255),
    )


def frame_colour(palette: QPalette, group: QPalette.ColorGroup = _GROUP.Normal) -> QColor:
    """The frame of an empty tick box or radio button: the text colour, softened towards the
    base, 3:1 or more against the base on every palette."""
    text = palette.color(group, _ROLE.Text)
    base = palette.color(group, _ROLE.Base)
    mix = 0.75
    return QColor(
        round(text.red() * mix + base.red() * (1 - mix)),
        round(text.green() * mix + base.green() * (1 - mix)),
        round(text.blue() * mix + base.blue() * (1 - mix)),
    )


def _luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def focus_colour(palette: QPalette) -> QColor:
    """The keyboard focus frame: the highlight, or the link colour where the highlight is too
    close to the window (3:1 needed)."""
    highlight = palette.color(_ROLE.Highlight)
    if contrast_ratio(highlight, palette.color(_ROLE.Window)) >= 3:
        return highlight
    return palette.color(_ROLE.Link)


def _dark(palette: QPalette | None) -> bool:
    palette = palette if palette is not None else QApplication.palette()
    return palette.color(_ROLE.Window).lightness() < 128


def error_colour(palette: QPalette | None = None) -> QColor:
    """Text of an error (a rule broken, a budget overspent): 4.5:1 or more on the window and
    base of every scheme (the application's palette unless ``palette`` is given)."""
    return QColor("#ff8a80" if _dark(palette) else "#b3261e")


def warning_colour(palette: QPalette | None = None) -> QColor:
    """Text of a warning: 4.5:1 or more on the window and base of every scheme."""
    return QColor("#ffcc80" if _dark(palette) else "#8a5a00")


class _TitleButtonIcon(QIconEngine):
    """The dock's float or close button, drawn in the application's window-text colour when
    painted (so it follows a switch of colour scheme)."""

    def __init__(self, close: bool) -> None:
        super().__init__()
        self._close = close

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        palette = QApplication.palette()
        group = _GROUP.Disabled if mode == QIcon.Mode.Disabled else _GROUP.Normal
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(rect.width(), rect.height())
        pen = QPen(palette.color(group, _ROLE.WindowText), max(1.5, side / 8))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        box = QRectF(rect).adjusted(side * 0.2, side * 0.2, -side * 0.2, -side * 0.2)
        if self._close:
            painter.drawLine(box.topLeft(), box.bottomRight())
            painter.drawLine(box.topRight(), box.bottomLeft())
        else:
            small = box.width() * 0.65
            painter.drawRect(QRectF(box.left() + box.width() - small, box.top(), small, small))
            painter.drawRect(QRectF(box.left(), box.bottom() - small, small, small))
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self.paint(painter, QRect(0, 0, size.width(), size.height()), mode, state)
        painter.end()
        return pixmap

    def clone(self) -> QIconEngine:
        return _TitleButtonIcon(self._close)


class AccessibleStyle(QProxyStyle):
    """Fusion with frames that stay visible on every palette and a strong focus frame."""

    def __init__(self, base: str = "Fusion") -> None:
        super().__init__(QStyleFactory.create(base))
        self.setObjectName("AccessibleStyle")

    def drawPrimitive(  # noqa: N802 - Qt override
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            self._focus_frame(option, painter)
            return
        super().drawPrimitive(element, option, painter, widget)
        if element in (
            QStyle.PrimitiveElement.PE_IndicatorCheckBox,
            QStyle.PrimitiveElement.PE_IndicatorRadioButton,
        ):
            enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
            group = _GROUP.Normal if enabled else _GROUP.Disabled
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(frame_colour(option.palette, group), 1.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            box = QRectF(option.rect).adjusted(0.6, 0.6, -0.6, -0.6)
            if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
                side = min(box.width(), box.height())
                painter.drawEllipse(QPointF(box.center()), side / 2, side / 2)
            else:
                painter.drawRoundedRect(box, 2, 2)
            painter.restore()
        elif element == QStyle.PrimitiveElement.PE_FrameLineEdit:
            # Fusion's frame is the window darkened: invisible on a black window.
            self._frame(option, painter)
        if element in (
            QStyle.PrimitiveElement.PE_PanelButtonCommand,
            QStyle.PrimitiveElement.PE_FrameLineEdit,
        ) and option.state & QStyle.StateFlag.State_HasFocus:
            self._focus_frame(option, painter)

    def drawComplexControl(  # noqa: N802 - Qt override
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control == QStyle.ComplexControl.CC_SpinBox and getattr(option, "frame", True):
            self._frame(option, painter)

    @staticmethod
    def _frame(option: QStyleOption, painter: QPainter) -> None:
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(QPen(frame_colour(option.palette, _GROUP.Normal if enabled else _GROUP.Disabled), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRect(option.rect).adjusted(0, 0, -1, -1))
        painter.restore()

    @staticmethod
    def _focus_frame(option: QStyleOption, painter: QPainter) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(QPen(focus_colour(option.palette), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(option.rect).adjusted(1, 1, -1, -1))
        painter.restore()

    def standardIcon(  # noqa: N802 - Qt override
        self,
        icon: QStyle.StandardPixmap,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> QIcon:
        if icon in (QStyle.StandardPixmap.SP_TitleBarCloseButton, QStyle.StandardPixmap.SP_DockWidgetCloseButton):
            return QIcon(_TitleButtonIcon(close=True))
        if icon == QStyle.StandardPixmap.SP_TitleBarNormalButton:
            return QIcon(_TitleButtonIcon(close=False))
        return super().standardIcon(icon, option, widget)

    def generatedIconPixmap(  # noqa: N802 - Qt override
        self, mode: QIcon.Mode, pixmap: QPixmap | QImage, option: QStyleOption
    ) -> QPixmap:
        if mode != QIcon.Mode.Disabled:
            return super().generatedIconPixmap(mode, pixmap, option)
        if isinstance(pixmap, QImage):
            pixmap = QPixmap.fromImage(pixmap)
        # The icon's shape in the disabled text colour (kept at 3:1 against the window).
        shaped = QPixmap(pixmap.size())
        shaped.setDevicePixelRatio(pixmap.devicePixelRatio())
        shaped.fill(Qt.GlobalColor.transparent)
        painter = QPainter(shaped)
        painter.drawPixmap(0, 0, pixmap)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(shaped.rect(), QApplication.palette().color(_GROUP.Disabled, _ROLE.WindowText))
        painter.end()
        return shaped


# --------------------------------------------------------------------------- text size and font

_BASE_FONT_PROPERTY = "sheetmakerBaseFont"


def base_font(app: QApplication) -> QFont:
    """The application's font before SheetMaker scaled it (the desktop's)."""
    stored = app.property(_BASE_FONT_PROPERTY)
    if isinstance(stored, QFont):
        return QFont(stored)
    font = QFont(app.font())
    app.setProperty(_BASE_FONT_PROPERTY, font)
    return QFont(font)


def text_factor() -> float:
    """How much larger the application's text is than the desktop's (1.0 at 100%): layouts
    whose breakpoints are in pixels multiply them by it."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return 1.0
    stored = app.property(_BASE_FONT_PROPERTY)
    if not isinstance(stored, QFont) or stored.pointSizeF() <= 0 or app.font().pointSizeF() <= 0:
        return 1.0
    return max(1.0, app.font().pointSizeF() / stored.pointSizeF())


def clamp_scale(percent: int) -> int:
    """``percent`` within :data:`TEXT_SCALE`."""
    return max(TEXT_SCALE[0], min(TEXT_SCALE[1], int(percent)))


def apply_text(app: QApplication, percent: int, family: str = DEFAULT_FONT) -> QFont:
    """Use the desktop's font (or ``family``, when installed) at ``percent`` % of its size for
    every window; widgets that set their own font sizes follow through their relative sizes."""
    font = base_font(app)
    if family and family in available_families():
        font.setFamily(family)
    size = font.pointSizeF() if font.pointSizeF() > 0 else 9.0
    font.setPointSizeF(size * clamp_scale(percent) / 100)
    if font != app.font():
        app.setFont(font)
        for widget in app.allWidgets():
            widget.updateGeometry()
    return font


def available_families() -> list[str]:
    """Legible fonts offered for the sheets: those of a short list that are installed
    (shipped ones are registered by :func:`sheetmaker.app.create_application`)."""
    from PySide6.QtGui import QFontDatabase

    installed = set(QFontDatabase.families())
    wanted = (
        "Atkinson Hyperlegible",
        "Atkinson Hyperlegible Next",
        "Lexend",
        "OpenDyslexic",
        "DejaVu Sans",
        "Verdana",
        "Noto Sans",
        "Liberation Sans",
        "Arial",
    )
    return [name for name in wanted if name in installed]
