"""A small dice button next to a skill, characteristic, SAN or weapon.

A plain click rolls at once with the default options; a Shift- or Ctrl-click, or the menu
arrow's "Roll with options…", opens a :class:`RollDialog` first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMessageBox, QToolButton, QWidget

from sheetmaker.core import terms
from sheetmaker.core.errors import SheetMakerError
from sheetmaker.models.rolls import RollController, RollOptions
from sheetmaker.systems.coc7.model import CHARACTERISTICS
from sheetmaker.ui.roll_dialog import RollDialog

__all__ = [
    "RollButton",
    "dice_icon",
    "make_coc_roll_button",
    "make_toc_roll_button",
    "show_roll_error",
]

_OPTION_MODIFIERS = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier

# Pip positions of a die showing five, on a unit square.
_PIPS = ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73))


def dice_icon(palette: QPalette | None = None) -> QIcon:
    """A die (a five) drawn in the palette's text colour: renders anywhere, no font needed."""
    palette = palette or QApplication.palette()
    ink = palette.color(QPalette.ColorRole.ButtonText)
    disabled = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)
    key = (ink.rgba(), disabled.rgba())
    icon = _ICONS.get(key)
    if icon is None:
        # Drawing the pixmaps costs about a millisecond; a sheet has dozens of roll buttons.
        icon = QIcon()
        for size in (16, 20, 24, 32, 48):
            for colour, mode in ((ink, QIcon.Mode.Normal), (disabled, QIcon.Mode.Disabled)):
                icon.addPixmap(_die_pixmap(size, colour), mode)
        _ICONS[key] = icon
    return icon


#: Dice icons by (ink, disabled ink) colour.
_ICONS: dict[tuple[int, int], QIcon] = {}


def _die_pixmap(size: int, ink: QColor) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen_width = max(1.0, size / 14)
    margin = pen_width / 2 + size * 0.06
    box = QRectF(margin, margin, size - 2 * margin, size - 2 * margin)
    path = QPainterPath()
    path.addRoundedRect(box, size * 0.18, size * 0.18)
    painter.setPen(QPen(ink, pen_width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    radius = size * 0.085
    for x, y in _PIPS:
        painter.drawEllipse(
            QPointF(box.left() + x * box.width(), box.top() + y * box.height()), radius, radius
        )
    painter.end()
    return pixmap


class RollButton(QToolButton):
    """A dice button that rolls ``label``.

    Args:
        label: what is rolled ("Spot Hidden"); the accessible name is "Roll <label>".
        on_roll: called with None (a plain click: the default options) or the
            :class:`RollOptions` chosen in the dialog.
        dialog_factory: builds the options dialog for a parent widget; by default a
            :class:`RollDialog` for a skill roll.
        parent: the parent widget.
    """

    def __init__(
        self,
        label: str,
        on_roll: Callable[[RollOptions | None], Any],
        dialog_factory: Callable[[QWidget], RollDialog] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._label = label
        self._on_roll = on_roll
        self._dialog_factory = dialog_factory
        self._modifiers = Qt.KeyboardModifier.NoModifier
        self.setObjectName("RollButton")
        self.setIcon(dice_icon(self.palette()))
        self.setIconSize(QSize(16, 16))
        self.setText(self.tr("Roll"))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.setAutoRaise(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Roll {0}").format(label))
        self.setToolTip(
            self.tr("Roll {0}\nShift-click or the arrow: roll with options…").format(label)
        )
        menu = QMenu(self)
        self.options_action = menu.addAction(self.tr("Roll with options…"))
        self.options_action.triggered.connect(self.roll_with_options)
        self.setMenu(menu)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.clicked.connect(self._on_clicked)

    @property
    def label(self) -> str:
        return self._label

    def set_label(self, label: str) -> None:
        """Rename what is rolled (the accessible name follows)."""
        self._label = label
        self.setAccessibleName(self.tr("Roll {0}").format(label))
        self.setToolTip(
            self.tr("Roll {0}\nShift-click or the arrow: roll with options…").format(label)
        )

    # Remember the modifiers of the event that makes the click: clicked() carries none.
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        # A switch between the light and the dark scheme redraws the die in the new text colour.
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.setIcon(dice_icon(self.palette()))
        super().changeEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._modifiers = event.modifiers()
        try:
            super().mouseReleaseEvent(event)
        finally:
            self._modifiers = Qt.KeyboardModifier.NoModifier

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        self._modifiers = event.modifiers()
        try:
            super().keyReleaseEvent(event)
        finally:
            self._modifiers = Qt.KeyboardModifier.NoModifier

    def _on_clicked(self) -> None:
        if self._modifiers & _OPTION_MODIFIERS:
            self.roll_with_options()
        else:
            self.roll_now()

    def roll_now(self) -> None:
        """Roll with the default options."""
        self._on_roll(None)

    def roll_with_options(self) -> None:
        """Open the options dialog; roll with its choices unless it is cancelled."""
        if self._dialog_factory is not None:
            dialog = self._dialog_factory(self)
        else:
            dialog = RollDialog(self, title=self._label)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                self._on_roll(dialog.options())
        finally:
            dialog.deleteLater()


def show_roll_error(parent: QWidget | None, error: Exception) -> None:
    """Tell the user why a roll was refused."""
    QMessageBox.warning(
        parent,
        QCoreApplication.translate("RollButton", "Roll refused"),
        str(error),
    )


def _coc_value(doc: Any, kind: str, target: Any) -> int | None:
    """The value rolled against, for the chance shown in the dialog (None when unknown)."""
    try:
        derived = doc.derived
        if kind in ("skill", "opposed"):
            if isinstance(target, str) and target.strip().upper() in derived.characteristics:
                return derived.characteristics[target.strip().upper()].value
            line = derived.skill(target)
            return line.value if line is not None else None
        if kind == "characteristic":
            return derived.characteristics[str(target).strip().upper()].value
        if kind == "idea":
            return derived.characteristics["INT"].value
        if kind == "know":
            return derived.characteristics["EDU"].value
        if kind == "luck":
            return derived.luck
        if kind == "san":
            return derived.san
    except (KeyError, AttributeError, TypeError):
        return None
    return None


def _coc_label(doc: Any, kind: str, target: Any) -> str:
    if kind in ("skill", "characteristic", "opposed"):
        # Shown in the players' language (the game data's names); rolls keep the English key.
        name = str(target)
        if name.upper() in CHARACTERISTICS:
            return terms.characteristic_abbr("coc7", name.upper())
        return terms.skill_label("coc7", name)
    if kind == "idea":
        return QCoreApplication.translate("RollButton", "Idea")
    if kind == "know":
        return QCoreApplication.translate("RollButton", "Know")
    if kind == "luck":
        return QCoreApplication.translate("RollButton", "Luck")
    if kind == "san":
        return QCoreApplication.translate("RollButton", "Sanity")
    if kind == "damage":
        try:
            return QCoreApplication.translate("RollButton", "{0} damage").format(
                doc.sheet.weapons[target].name
            )
        except (IndexError, TypeError, AttributeError):
            return QCoreApplication.translate("RollButton", "damage")
    return str(target)


def make_coc_roll_button(
    controller: RollController,
    doc: Any,
    kind: str,
    target: Any = None,
    parent: QWidget | None = None,
) -> RollButton:
    """A roll button for a Call of Cthulhu roll on ``doc``.

    Args:
        controller: makes the roll and logs the card.
        doc: the :class:`~sheetmaker.models.document.SheetDocument`.
        kind: "skill", "characteristic", "idea", "know", "luck", "san", "opposed" or
            "damage" (see :meth:`RollController.roll`).
        target: the skill label, the characteristic ("STR"), the SAN loss text (None: the
            sheet's ``san_loss``, else the dialog asks), or the weapon index.
        parent: the parent widget.

    Refused rolls are shown in a warning box; nothing changes then.
    """
    modes = {"san": "san", "opposed": "opposed", "damage": "damage"}
    mode = modes.get(kind, "skill")
    label = _coc_label(doc, kind, target)

    def factory(parent_widget: QWidget) -> RollDialog:
        san_loss = ""
        if kind == "san":
            san_loss = target or getattr(doc.sheet, "san_loss", "") or ""
        return RollDialog(
            parent_widget,
            mode=mode,
            title=label,
            value=_coc_value(doc, kind, target),
            options=RollOptions(san_loss=san_loss),
        )

    button: RollButton

    def on_roll(options: RollOptions | None) -> None:
        # A SAN roll needs a loss, and an opposed roll an opponent: ask when none is known.
        if options is None and (
            (kind == "san" and not (target or getattr(doc.sheet, "san_loss", "")))
            or kind == "opposed"
        ):
            button.roll_with_options()
            return
        try:
            controller.roll(doc, kind, target, options)
        except SheetMakerError as exc:
            show_roll_error(button, exc)

    button = RollButton(label, on_roll, factory, parent)
    return button


def _toc_condition(doc: Any) -> int:
    """The difficulty the ToC character's condition adds to tests (0 when unknown)."""
    try:
        return int(doc.derived.difficulty_penalty)
    except (AttributeError, TypeError, ValueError):
        return 0


def make_toc_roll_button(
    controller: RollController,
    doc: Any,
    ability: str,
    parent: QWidget | None = None,
) -> RollButton:
    """A roll button for a Trail of Cthulhu General ability test on ``doc``: a plain click
    tests at difficulty 4 with no spend; the dialog chooses the difficulty and the spend (it
    shows the current pool). Refused tests are shown in a warning box."""

    def factory(parent_widget: QWidget) -> RollDialog:
        line = None
        try:
            line = doc.derived.ability(ability)
        except (AttributeError, KeyError, TypeError):
            line = None
        return RollDialog(
            parent_widget,
            mode="toc",
            title=terms.term("toc", "ability", ability),
            pool=max(0, line.pool) if line is not None else 0,
            rating=line.rating if line is not None else None,
            ability=line.name if line is not None else ability,
            condition=_toc_condition(doc),
        )

    button: RollButton

    def on_roll(options: RollOptions | None) -> None:
        o = options or RollOptions()
        try:
            controller.test(doc, ability, o.toc_difficulty, o.spend)
        except SheetMakerError as exc:
            show_roll_error(button, exc)

    button = RollButton(terms.term("toc", "ability", ability), on_roll, factory, parent)
    return button
