"""The roll log dock: every roll of the session as a card, with its follow-up buttons.

The cards are rows of a :class:`~sheetmaker.models.rolls.RollLogModel` shown in a
:class:`QListView`; a delegate paints each card (fast with hundreds of them) and a small bar
of real, accessible push buttons is opened as a persistent editor on the cards that offer
follow-ups (Push, Spend Luck, Apply damage, INT roll, Retry).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core.errors import DiceError, SheetMakerError
from sheetmaker.models.rolls import CardRole, RollCard, RollController, RollLogModel
from sheetmaker.ui import accessibility
from sheetmaker.ui.language import Retranslatable

__all__ = [
    "CardDelegate",
    "DiceLineEdit",
    "FollowUpBar",
    "RollLogDock",
    "RollLogView",
    "badge_text",
    "level_colours",
]

_PAD = 8
_STRIPE = 5
_GAP = 4
_BUTTON_GAP = 6


# --------------------------------------------------------------------------- colours


def level_colours(
    level: str | None, success: bool | None, dark: bool
) -> tuple[QColor, QColor] | None:
    """Badge fill and text colours for a card, readable on light and dark palettes.

    Critical/extreme: strong green; hard/regular (and a plain success): green; failure:
    orange; fumble: dark red. A success level that missed the goal's difficulty is shown as
    a failure. None when the card has no level (damage, development...).
    """
    if level is None and success is None:
        return None
    if level == "fumble":
        key = "fumble"
    elif success is False or level == "failure":
        key = "failure"
    elif level in ("critical", "extreme"):
        key = "strong"
    else:
        key = "success"
    light = {
        "strong": ("#1e7b34", "#ffffff"),
        "success": ("#b9e4bb", "#0b3d12"),
        "failure": ("#f0913a", "#1a1a1a"),
        "fumble": ("#8b0000", "#ffffff"),
    }
    night = {
        "strong": ("#4fc66c", "#04210b"),
        "success": ("#2f6b38", "#e8f5e9"),
        "failure": ("#e8892f", "#1a1a1a"),
        "fumble": ("#c62828", "#ffffff"),
    }
    fill, text = (night if dark else light)[key]
    return QColor(fill), QColor(text)


def _accent(level: str | None, success: bool | None, dark: bool) -> QColor | None:
    """The card's left stripe: the badge colour, stronger where the badge is pale."""
    colours = level_colours(level, success, dark)
    if colours is None:
        return None
    fill = colours[0]
    if not dark and fill.lightness() > 150:
        return QColor("#43a047")
    if dark and fill.lightness() < 90:
        return QColor("#4caf50")
    return fill


def badge_text(card: RollCard) -> str:
    words = {
        "critical": QCoreApplication.translate("RollLogDock", "Critical"),
        "extreme": QCoreApplication.translate("RollLogDock", "Extreme"),
        "hard": QCoreApplication.translate("RollLogDock", "Hard"),
        "regular": QCoreApplication.translate("RollLogDock", "Regular"),
        "failure": QCoreApplication.translate("RollLogDock", "Failure"),
        "fumble": QCoreApplication.translate("RollLogDock", "Fumble"),
        "success": QCoreApplication.translate("RollLogDock", "Success"),
    }
    if card.level is not None:
        return words.get(card.level, card.level.capitalize())
    if card.success is None:
        return ""
    return words["success"] if card.success else words["failure"]


def wrapped_lines(text: str, font: QFont, width: int) -> list[tuple[int, int]]:
    """``text`` broken into lines no wider than ``width``: at word boundaries where it can,
    inside a word (a long skill name) where it must. Each line is (start, length) in ``text``."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    lines: list[tuple[int, int]] = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(max(1, width))
        lines.append((line.textStart(), line.textLength()))
    layout.endLayout()
    return lines


def wrapped_height(text: str, font: QFont, width: int) -> int:
    """The height of ``text`` wrapped as :func:`draw_wrapped` draws it."""
    return max(1, len(wrapped_lines(text, font, width))) * QFontMetrics(font).lineSpacing()


def draw_wrapped(painter: QPainter, rect: QRect, text: str, font: QFont) -> None:
    """Draw ``text`` in ``rect``, wrapped (never cut or elided) as :func:`wrapped_lines` says."""
    metrics = QFontMetrics(font)
    y = rect.top()
    for start, length in wrapped_lines(text, font, rect.width()):
        line_rect = QRect(rect.left(), y, rect.width(), metrics.lineSpacing())
        painter.drawText(line_rect, int(Qt.AlignmentFlag.AlignLeft), text[start : start + length].rstrip())
        y += metrics.lineSpacing()


def _is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


# --------------------------------------------------------------------------- follow-up bar


def _button_size(text: str, widget: QWidget) -> QSize:
    """What a QPushButton with ``text`` asks for (computed without making one)."""
    option = QStyleOptionButton()
    option.initFrom(widget)
    option.text = text
    metrics = widget.fontMetrics()
    content = QSize(metrics.horizontalAdvance(text), max(metrics.height(), 14))
    return widget.style().sizeFromContents(
        QStyle.ContentsType.CT_PushButton, option, content, widget
    )


def _flow(sizes: list[QSize], width: int) -> tuple[list[QRect], int]:
    """Place buttons left to right, wrapping at ``width``; returns their rects and the height."""
    rects: list[QRect] = []
    x = y = line = 0
    for size in sizes:
        w = min(size.width(), max(1, width))
        if x > 0 and x + w > width:
            x = 0
            y += line + _BUTTON_GAP
            line = 0
        rects.append(QRect(x, y, w, size.height()))
        x += w + _BUTTON_GAP
        line = max(line, size.height())
    return rects, (y + line if rects else 0)


class FollowUpBar(QWidget):
    """The follow-up buttons of one card; emits :attr:`triggered` (card id, follow-up id)."""

    triggered = Signal(int, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FollowUpBar")
        self.setAutoFillBackground(False)
        self._card: RollCard | None = None
        self._buttons: list[QPushButton] = []

    @property
    def buttons(self) -> list[QPushButton]:
        """The buttons shown (one per follow-up of the card)."""
        return [b for b in self._buttons if not b.isHidden()]

    def card(self) -> RollCard | None:
        return self._card

    def set_card(self, card: RollCard) -> None:
        """Show ``card``'s follow-ups. Buttons are reused, never deleted while clicked."""
        self._card = card
        follow_ups = card.follow_ups
        while len(self._buttons) < len(follow_ups):
            button = QPushButton(self)
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.clicked.connect(self._on_clicked)
            self._buttons.append(button)
        # A card whose roll was undone, or whose sheet is closed, offers nothing any more.
        blocked = ""
        if card.undone:
            blocked = self.tr("This roll was undone; redo it to follow it up.")
        elif card.doc_ref() is not None and card.document is None:
            blocked = self.tr("The sheet of this roll is closed.")
        for button, follow_up in zip(self._buttons, follow_ups, strict=False):
            reason = blocked or follow_up.reason
            button.setText(follow_up.label)
            button.setProperty("followUpId", follow_up.id)
            button.setEnabled(follow_up.enabled and not blocked)
            button.setToolTip(reason)
            button.setAccessibleName(
                self.tr("{0} (roll #{1}, {2})").format(follow_up.label, card.id, card.title)
            )
            button.setAccessibleDescription(reason)
            button.show()
        for button in self._buttons[len(follow_ups) :]:
            button.hide()
            button.setProperty("followUpId", "")
        self._place()

    def _on_clicked(self) -> None:
        button = self.sender()
        if self._card is None or not isinstance(button, QPushButton):
            return
        follow_up_id = button.property("followUpId")
        if follow_up_id:
            self.triggered.emit(self._card.id, follow_up_id)

    def height_for(self, width: int) -> int:
        if self._card is None:
            return 0
        return bar_height(self._card, width, self)

    def _place(self) -> None:
        shown = self.buttons
        rects, _ = _flow([_button_size(b.text(), b) for b in shown], self.width())
        for button, rect in zip(shown, rects, strict=True):
            button.setGeometry(rect)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place()


def bar_height(card: RollCard, width: int, widget: QWidget) -> int:
    """The height of a card's follow-up bar at ``width`` (0 without follow-ups)."""
    if not card.follow_ups:
        return 0
    _, height = _flow([_button_size(f.label, widget) for f in card.follow_ups], width)
    return height


# --------------------------------------------------------------------------- the delegate


@dataclass
class _Geometry:
    height: int
    title: QRect
    meta: QRect
    badge: QRect
    result: QRect
    summary: QRect
    dice: QRect
    notes: list[QRect]
    status: QRect
    bar: QRect


class CardDelegate(QStyledItemDelegate):
    """Paints roll cards; opens a :class:`FollowUpBar` as the editor of cards with
    follow-ups. :attr:`followUpTriggered` relays the bars' clicks (card id, follow-up id)."""

    followUpTriggered = Signal(int, str)  # noqa: N815

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self._view = view
        # card id -> (the card object, width, geometry): cards are immutable, so a geometry
        # stays right while the row holds the same card object at the same width.
        self._cache: dict[int, tuple[RollCard, int, _Geometry]] = {}
        self._fonts_for: tuple[str, tuple[QFont, QFont, QFont, QFont]] | None = None

    # -- fonts

    def _fonts(self, base: QFont) -> tuple[QFont, QFont, QFont, QFont]:
        key = base.key()
        if self._fonts_for is not None and self._fonts_for[0] == key:
            return self._fonts_for[1]
        fonts = self._make_fonts(base)
        self._fonts_for = (key, fonts)
        self._cache.clear()
        return fonts

    @staticmethod
    def _make_fonts(base: QFont) -> tuple[QFont, QFont, QFont, QFont]:
        title = QFont(base)
        title.setBold(True)
        big = QFont(base)
        big.setBold(True)
        big.setPointSizeF(base.pointSizeF() * 1.35 if base.pointSizeF() > 0 else 13)
        small = QFont(base)
        if base.pointSizeF() > 0:
            small.setPointSizeF(base.pointSizeF() * 0.92)
        italic = QFont(small)
        italic.setItalic(True)
        return title, big, small, italic

    def _width(self) -> int:
        viewport = self._view.viewport().width()
        return max(160, viewport - 2 * self._view.spacing() - 2)

    def clear_cache(self) -> None:
        self._cache.clear()

    @staticmethod
    def card_at(index: QModelIndex | QPersistentModelIndex) -> RollCard | None:
        """The card of a row, read straight from the log model (no QVariant round trip)."""
        model = index.model()
        if isinstance(model, RollLogModel):
            return model.card_or_none(index.row())
        card = index.data(CardRole)
        return card if isinstance(card, RollCard) else None

    def _geometry(self, card: RollCard, width: int, font: QFont) -> _Geometry:
        found = self._cache.get(card.id)
        if found is not None and found[0] is card and found[1] == width:
            return found[2]
        geometry = self._compute(card, width, font)
        self._cache[card.id] = (card, width, geometry)
        return geometry

    def _compute(self, card: RollCard, width: int, font: QFont) -> _Geometry:
        title_font, big_font, small_font, italic_font = self._fonts(font)
        fm = QFontMetrics(font)
        fm_title = QFontMetrics(title_font)
        fm_big = QFontMetrics(big_font)
        fm_small = QFontMetrics(small_font)
        fm_italic = QFontMetrics(italic_font)
        wrap = Qt.TextFlag.TextWordWrap
        left = _STRIPE + _PAD
        inner = max(80, width - left - _PAD)
        y = _PAD

        # "#3 · sheet · 14:02" on its own line, then the title at full width.
        meta = QRect(left, y, inner, fm_small.height())
        y += fm_small.height() + 1
        title_h = wrapped_height(card.title, title_font, inner)
        title = QRect(left, y, inner, title_h)
        y += title_h + _GAP

        badge_label = badge_text(card)
        badge = QRect()
        x = left
        row_h = fm_big.height()
        if badge_label:
            badge = QRect(
                left, y, fm_title.horizontalAdvance(badge_label) + 14, fm_title.height() + 6
            )
            x = badge.right() + 1 + _PAD
            row_h = max(row_h, badge.height())
            badge.moveTop(y + (row_h - badge.height()) // 2)
        result_w = max(10, left + inner - x)
        if card.result_text:
            # Wrapped, never cut: "50 (88 − 38 Luck spent)" in the default dock (issue 23).
            lines = max(1, len(wrapped_lines(card.result_text, big_font, result_w)))
            if lines > 1:
                row_h = max(row_h, lines * fm_big.lineSpacing())
        result = QRect(x, y, result_w, row_h)
        if badge_label or card.result_text:
            y += row_h + _GAP

        summary = QRect()
        if card.summary:
            h = fm.boundingRect(QRect(0, 0, inner, 10000), wrap, card.summary).height()
            summary = QRect(left, y, inner, h)
            y += h + _GAP
        dice = QRect()
        if card.dice:
            h = fm_small.boundingRect(QRect(0, 0, inner, 10000), wrap, self._dice(card)).height()
            dice = QRect(left, y, inner, h)
            y += h + _GAP
        notes = []
        for note in card.notes:
            h = fm_small.boundingRect(QRect(0, 0, inner - 12, 10000), wrap, note).height()
            notes.append(QRect(left + 12, y, inner - 12, h))
            y += h + 2
        if card.notes:
            y += _GAP - 2
        status = QRect()
        status_text = self._status(card)
        if status_text:
            h = fm_italic.boundingRect(QRect(0, 0, inner, 10000), wrap, status_text).height()
            status = QRect(left, y, inner, h)
            y += h + _GAP
        bar = QRect()
        bh = bar_height(card, inner, self._view)
        if bh:
            y += 2
            bar = QRect(left, y, inner, bh)
            y += bh + _GAP
        height = y - _GAP + _PAD
        return _Geometry(height, title, meta, badge, result, summary, dice, notes, status, bar)

    @staticmethod
    def _meta(card: RollCard) -> str:
        when = card.timestamp.strftime("%H:%M")
        return (
            f"#{card.id} · {card.sheet_name} · {when}"
            if card.sheet_name
            else f"#{card.id} · {when}"
        )

    def _dice(self, card: RollCard) -> str:
        return self.tr("Dice: {0}").format(" · ".join(card.dice))

    def _status(self, card: RollCard) -> str:
        """The card's status line; an undone card says so first."""
        if not card.undone:
            return card.status
        undone = self.tr("Undone: the sheet no longer holds this roll's change.")
        return f"{undone} {card.status}" if card.status else undone

    # -- QStyledItemDelegate

    def sizeHint(  # noqa: N802
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        card = self.card_at(index)
        if card is None:
            return super().sizeHint(option, index)
        width = self._width()
        return QSize(width, self._geometry(card, width, option.font).height)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        card = self.card_at(index)
        if card is None:
            super().paint(painter, option, index)
            return
        rect = option.rect
        geometry = self._geometry(card, self._width(), option.font)
        palette = option.palette
        dark = _is_dark(palette)
        colours = level_colours(card.level, card.success, dark)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if card.undone:
            painter.setOpacity(0.55)
        frame = QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        border = (
            palette.color(QPalette.ColorRole.Highlight)
            if selected
            else palette.color(QPalette.ColorRole.Mid)
        )
        painter.setPen(QPen(border, 2 if selected else 1))
        painter.setBrush(palette.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(frame, 5, 5)
        stripe_colour = _accent(card.level, card.success, dark) or palette.color(
            QPalette.ColorRole.Mid
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(stripe_colour)
        painter.drawRoundedRect(
            QRectF(rect.left() + 1, rect.top() + 1, _STRIPE, rect.height() - 2), 2, 2
        )

        title_font, big_font, small_font, italic_font = self._fonts(option.font)
        text = palette.color(QPalette.ColorRole.Text)
        faint = palette.color(QPalette.ColorRole.PlaceholderText)
        wrap = int(Qt.TextFlag.TextWordWrap)
        top_left = rect.topLeft()

        def at(r: QRect) -> QRect:
            return r.translated(top_left)

        painter.setPen(text)
        if card.undone:
            title_font = QFont(title_font)
            title_font.setStrikeOut(True)
        painter.setFont(title_font)
        # Wrapped, inside long words too: a title is never cut (an opposed roll of two long
        # skill names in a narrow dock).
        draw_wrapped(painter, at(geometry.title), card.title, title_font)
        title_font.setStrikeOut(False)
        painter.setFont(small_font)
        painter.setPen(faint)
        meta = QFontMetrics(small_font).elidedText(
            self._meta(card), Qt.TextElideMode.ElideMiddle, geometry.meta.width()
        )
        painter.drawText(at(geometry.meta), int(Qt.AlignmentFlag.AlignLeft), meta)

        badge_label = badge_text(card)
        if badge_label and not geometry.badge.isNull():
            fill, ink = colours if colours else (palette.color(QPalette.ColorRole.Button), text)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(QRectF(at(geometry.badge)), 4, 4)
            painter.setPen(ink)
            painter.setFont(title_font)
            painter.drawText(at(geometry.badge), int(Qt.AlignmentFlag.AlignCenter), badge_label)
        if card.result_text:
            painter.setPen(text)
            painter.setFont(big_font)
            result_rect = at(geometry.result)
            if len(wrapped_lines(card.result_text, big_font, result_rect.width())) > 1:
                draw_wrapped(painter, result_rect, card.result_text, big_font)
            else:
                painter.drawText(
                    result_rect,
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                    card.result_text,
                )
        painter.setPen(text)
        painter.setFont(option.font)
        if card.summary:
            painter.drawText(at(geometry.summary), wrap, card.summary)
        painter.setFont(small_font)
        if card.dice:
            painter.setPen(faint if not dark else text)
            painter.drawText(at(geometry.dice), wrap, self._dice(card))
        painter.setPen(text)
        for note_rect, note in zip(geometry.notes, card.notes, strict=True):
            r = at(note_rect)
            painter.drawText(QRect(r.left() - 10, r.top(), 10, r.height()), 0, "•")
            painter.drawText(r, wrap, note)
        status_text = self._status(card)
        if status_text:
            painter.setFont(italic_font)
            painter.setPen(text if card.undone else faint)
            painter.drawText(at(geometry.status), wrap, status_text)
        painter.restore()

    def createEditor(  # noqa: N802
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        bar = FollowUpBar(parent)
        bar.triggered.connect(self.followUpTriggered)
        return bar

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        card = self.card_at(index)
        if isinstance(editor, FollowUpBar) and card is not None:
            editor.set_card(card)

    def setModelData(  # noqa: N802
        self, editor: QWidget, model: QAbstractItemModel, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        pass  # the bar never edits the card: its buttons call the controller

    def updateEditorGeometry(  # noqa: N802
        self,
        editor: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        card = self.card_at(index)
        if card is None:
            editor.setGeometry(QRect())
            return
        geometry = self._geometry(card, self._width(), option.font)
        editor.setGeometry(geometry.bar.translated(option.rect.topLeft()))

    def eventFilter(self, editor: QObject, event: QEvent) -> bool:  # noqa: N802
        # The bar is not an editor: keys such as Esc or Tab must not "close" it.
        return False


# --------------------------------------------------------------------------- the free roller


class DiceLineEdit(QLineEdit):
    """A line for dice expressions that remembers what was rolled: Up and Down walk the
    history (Down past the newest gives back what was being typed)."""

    HISTORY = 50

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: list[str] = []
        self._at = 0  # index in history; len(history) is the line being typed
        self._typed = ""

    def remember(self, text: str) -> None:
        """Add a rolled expression to the history (the newest last, no repeat in a row)."""
        if text and (not self.history or self.history[-1] != text):
            self.history.append(text)
            del self.history[: -self.HISTORY]
        self._at = len(self.history)
        self._typed = ""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.history:
            if self._at == len(self.history):
                self._typed = self.text()
            step = -1 if key == Qt.Key.Key_Up else 1
            self._at = max(0, min(len(self.history), self._at + step))
            self.setText(self.history[self._at] if self._at < len(self.history) else self._typed)
            event.accept()
            return
        super().keyPressEvent(event)


# --------------------------------------------------------------------------- the view and dock


class RollLogView(QListView):
    """The list of cards; says "No rolls yet" when empty."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if self.model() is not None and self.model().rowCount() == 0:
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(
                self.viewport().rect().adjusted(12, 12, -12, -12),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
                | int(Qt.TextFlag.TextWordWrap),
                self.tr("No rolls yet. Click a dice button on the sheet, or type dice below."),
            )
            painter.end()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            delegate = self.itemDelegate()
            if isinstance(delegate, CardDelegate):
                delegate.clear_cache()
        super().changeEvent(event)


class RollLogDock(Retranslatable, QDockWidget):
    """The "Roll log" dock: the session's roll cards, newest at the bottom.

    Only the cards on screen (and a few around them) get a live bar of follow-up buttons, so
    the log stays fast with hundreds of cards; the bars follow the scrolling.

    Args:
        controller: makes the follow-up rolls; its :attr:`~RollController.log` is shown.
        parent: the parent widget (the main window).
    """

    #: Cards above and below the visible ones that keep their follow-up bar.
    BAR_MARGIN = 4

    def __init__(self, controller: RollController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RollLogDock")
        self.controller = controller
        self.model: RollLogModel = controller.log

        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        tools = QHBoxLayout()
        tools.setSpacing(4)
        self.copy_button = QToolButton(body)
        self.copy_button.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogDetailedView)
        )
        self.copy_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.copy_button.clicked.connect(self.copy_as_text)
        self.clear_button = QToolButton(body)
        self.clear_button.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_DialogResetButton)
        )
        self.clear_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.clear_button.clicked.connect(self.clear)
        tools.addWidget(self.copy_button)
        tools.addWidget(self.clear_button)
        tools.addStretch(1)
        layout.addLayout(tools)

        self.view = RollLogView(body)
        self.view.setObjectName("rollLogView")
        self.view.setModel(self.model)
        self.view.setSpacing(3)
        self.view.setUniformItemSizes(False)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setVerticalScrollMode(QListView.ScrollMode.ScrollPerPixel)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.view.setSelectionMode(QListView.SelectionMode.SingleSelection)
        self.view.verticalScrollBar().setSingleStep(16)
        self.delegate = CardDelegate(self.view)
        self.view.setItemDelegate(self.delegate)
        self.delegate.followUpTriggered.connect(self._on_follow_up)
        layout.addWidget(self.view, 1)

        roller = QHBoxLayout()
        roller.setSpacing(4)
        self._dice_label = dice_label = QLabel(body)
        self.dice_edit = DiceLineEdit(body)
        self.dice_edit.setObjectName("diceEdit")
        self.dice_edit.setMaxLength(200)
        dice_label.setBuddy(self.dice_edit)
        self.dice_button = QPushButton(body)
        self.dice_button.setObjectName("diceRoll")
        self.dice_button.setAutoDefault(False)
        self.dice_edit.returnPressed.connect(self.roll_typed)
        self.dice_button.clicked.connect(self.roll_typed)
        self.dice_edit.textEdited.connect(lambda _text: self._show_dice_error(""))
        roller.addWidget(dice_label)
        roller.addWidget(self.dice_edit, 1)
        roller.addWidget(self.dice_button)
        layout.addLayout(roller)
        self.dice_error = QLabel(body)
        self.dice_error.setObjectName("diceError")
        self.dice_error.setWordWrap(True)
        self.dice_error.setTextFormat(Qt.TextFormat.PlainText)
        self.dice_error.hide()
        layout.addWidget(self.dice_error)
        self.setWidget(body)
        self.setMinimumWidth(260)

        self._bars: set[int] = set()  # rows with an open follow-up bar
        self._sync_pending = False
        self._scroll_pending = False
        self.model.rowsInserted.connect(self._on_rows_inserted)
        self.model.dataChanged.connect(self._on_data_changed)
        self.model.rowsRemoved.connect(self._on_rows_removed)
        self.model.modelReset.connect(self._on_rows_removed)
        self.view.verticalScrollBar().valueChanged.connect(self._schedule_sync)
        self.retranslate_ui()
        self._update_buttons()
        self._schedule_sync()

    def retranslate_ui(self) -> None:
        """Set the dock's texts in the current language; on a language change the cards make
        their texts again too (:meth:`~sheetmaker.models.rolls.RollLogModel.retranslate`)."""
        self.setWindowTitle(self.tr("Roll log"))
        self.copy_button.setText(self.tr("Copy as text"))
        self.copy_button.setAccessibleName(self.tr("Copy the roll log as text"))
        self.copy_button.setToolTip(self.tr("Copy every roll to the clipboard as plain text"))
        self.clear_button.setText(self.tr("Clear"))
        self.clear_button.setAccessibleName(self.tr("Clear the roll log"))
        self.clear_button.setToolTip(
            self.tr("Remove every card from the roll log (the sheets keep their changes)")
        )
        self.view.setAccessibleName(self.tr("Roll log"))
        self._dice_label.setText(self.tr("&Dice:"))
        self.dice_edit.setPlaceholderText(self.tr("3D6*5, 1D10, 1D6+1D4, 1/1D6"))
        self.dice_edit.setAccessibleName(self.tr("Dice to roll"))
        self.dice_edit.setToolTip(
            self.tr(
                "Type dice such as 3D6*5, 1D10, 1D6+1D4 or a SAN loss such as 1/1D6 and press "
                "Enter. Up and Down bring back earlier rolls."
            )
        )
        self.dice_button.setText(self.tr("Roll"))
        self.dice_button.setAccessibleName(self.tr("Roll the dice typed"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            # The badges are painted from the card, the rest is made again; the sizes change.
            self.delegate.clear_cache()
            self.model.retranslate()
            self.view.viewport().update()
        super().changeEvent(event)

    # ------------------------------------------------------------------ model → view

    def _schedule_sync(self) -> None:
        if not self._sync_pending:
            self._sync_pending = True
            QTimer.singleShot(0, self, self.sync)

    def _on_rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        self._update_buttons()
        # Screen readers say the newest result; the log's description keeps it for a reader
        # without announcements.
        card = self.model.card(last)
        said = f"{card.title}: {card.summary}" if card.summary else card.title
        self.view.setAccessibleDescription(said)
        accessibility.announce(self.view, said)
        self._scroll_pending = True
        self._schedule_sync()

    def _on_rows_removed(self, *args: object) -> None:
        # Qt closes the editors of removed rows itself.
        self._bars.clear()
        self.delegate.clear_cache()
        self._update_buttons()
        self._schedule_sync()

    def _on_data_changed(
        self, top_left: QModelIndex, bottom_right: QModelIndex, roles: list[int]
    ) -> None:
        for row in range(top_left.row(), bottom_right.row() + 1):
            index = self.model.index(row, 0)
            editor = self.view.indexWidget(index)
            if editor is not None:
                self.delegate.setEditorData(editor, index)
            # The card's height may have changed (follow-ups used, a status line).
            self.delegate.sizeHintChanged.emit(index)
        self._schedule_sync()

    def _visible_rows(self) -> range:
        """The rows on screen, widened by :attr:`BAR_MARGIN` each side."""
        rows = self.model.rowCount()
        if rows == 0:
            return range(0)
        height = self.view.viewport().height()

        def first_ending_after(y: int) -> int:
            lo, hi = 0, rows
            while lo < hi:  # the rows are laid out top to bottom: bisect on their bottoms
                mid = (lo + hi) // 2
                if self.view.visualRect(self.model.index(mid, 0)).bottom() < y:
                    lo = mid + 1
                else:
                    hi = mid
            return lo

        first = first_ending_after(0)
        last = first_ending_after(height)
        return range(max(0, first - self.BAR_MARGIN), min(rows, last + 1 + self.BAR_MARGIN))

    def sync(self) -> None:
        """Lay out new cards, bring the newest into view after an addition, and give the
        cards on screen their follow-up bars (closing those far off screen)."""
        self._sync_pending = False
        # A persistent editor needs its row laid out first: QListView only schedules that.
        self.view.doItemsLayout()
        if self._scroll_pending:
            self._scroll_pending = False
            rows = self.model.rowCount()
            if rows:
                self.view.scrollTo(
                    self.model.index(rows - 1, 0), QListView.ScrollHint.PositionAtBottom
                )
        wanted = {row for row in self._visible_rows() if self.model.card(row).follow_ups}
        for row in self._bars - wanted:
            self.view.closePersistentEditor(self.model.index(row, 0))
        for row in wanted - self._bars:
            self.view.openPersistentEditor(self.model.index(row, 0))
        self._bars = wanted
        self._sync_pending = False  # scrolling above asked for another sync: this was it

    def scroll_to_newest(self) -> None:
        """Bring the newest card into view."""
        self._scroll_pending = True
        self.sync()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        self.delegate.clear_cache()
        super().resizeEvent(event)
        self._schedule_sync()

    def _update_buttons(self) -> None:
        has_cards = self.model.rowCount() > 0
        self.clear_button.setEnabled(has_cards)
        self.copy_button.setEnabled(has_cards)

    # ------------------------------------------------------------------ actions

    def bar(self, row: int) -> FollowUpBar | None:
        """The follow-up bar of a row, once laid out (None when the card offers nothing or
        is far off screen)."""
        if self._sync_pending or self._scroll_pending:
            self.sync()
        widget = self.view.indexWidget(self.model.index(row, 0))
        return widget if isinstance(widget, FollowUpBar) else None

    def _on_follow_up(self, card_id: int, follow_up_id: str) -> None:
        card = self.model.card_by_id(card_id)
        if card is None:
            return
        try:
            self.controller.follow_up(card, follow_up_id)
        except SheetMakerError as exc:
            QMessageBox.warning(self, self.tr("Roll refused"), str(exc))

    def roll_typed(self) -> RollCard | None:
        """Roll the expression in the dice line: a card, or the parser's message (no card)."""
        text = self.dice_edit.text().strip()
        if not text:
            return None
        try:
            card = self.controller.free_roll(text)
        except DiceError as exc:
            self._show_dice_error(
                self.tr("“{0}”, position {1}: {2}.").format(text, exc.position, exc.expected)
            )
            self.dice_edit.setCursorPosition(max(0, exc.position - 1))
            return None
        self._show_dice_error("")
        self.dice_edit.remember(text)
        self.dice_edit.clear()
        return card

    def _show_dice_error(self, message: str) -> None:
        if message == self.dice_error.text() and self.dice_error.isVisible() == bool(message):
            return
        palette = self.dice_error.palette()
        dark = _is_dark(self.palette())
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#ff8a80" if dark else "#b3261e"))
        self.dice_error.setPalette(palette)
        self.dice_error.setText(message)
        self.dice_error.setVisible(bool(message))
        self.dice_edit.setAccessibleDescription(message)

    def copy_as_text(self) -> None:
        """Put every card on the clipboard as plain text."""
        QGuiApplication.clipboard().setText(self.model.as_text())

    def clear(self) -> None:
        """Remove every card (the sheets keep what the rolls changed)."""
        self.model.clear()
