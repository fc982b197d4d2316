"""Small widgets shared by the sheet views: fields bound to a document path, the portrait, and
the table pieces (a roll-button column, a points editor, tables that show every row).

A bound field shows the document's value and writes the user's edits back as undo steps; it
re-reads the document on every ``changed`` signal (an edit, an undo, a redo, a roll), with its
own signals blocked so that showing a value never writes it back. Spin boxes and text fields
commit as the user types and merge a run of edits on one field into one undo step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QEvent,
    QIODevice,
    QItemSelectionModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSettings,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDropEvent,
    QIcon,
    QImage,
    QImageReader,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.models.document import EditError, SheetDocument
from sheetmaker.ui import accessibility, wheel_guard

__all__ = [
    "BoundCheckBox",
    "BoundLineEdit",
    "BoundSpinBox",
    "BoundTextEdit",
    "FullHeightTableView",
    "PointsDelegate",
    "PortraitError",
    "PortraitWidget",
    "RollCellDelegate",
    "SheetViewMixin",
    "TickBox",
    "TickDelegate",
    "load_portrait",
    "remember_splitter",
    "set_tab_chain",
    "sheet_scroll_area",
    "sheet_splitter",
    "tick_border_colour",
]

_Index = QModelIndex | QPersistentModelIndex


def _model_index(index: _Index) -> QModelIndex:
    """A (non-persistent) copy of ``index``, for a signal that carries a QModelIndex."""
    if isinstance(index, QPersistentModelIndex):
        return index.sibling(index.row(), index.column())
    return QModelIndex(index)


#: Longest side of a stored portrait, in pixels.
PORTRAIT_SIDE = 512
#: Largest image (in pixels) accepted as a portrait source; refused before it is decoded.
MAX_SOURCE_PIXELS = 60_000_000
#: Longest side accepted as a portrait source.
MAX_SOURCE_SIDE = 20_000


# --------------------------------------------------------------------------- bound fields


class _Bound:
    """The part every bound field shares: the document, the path and the failure signal."""

    def _bind(
        self, doc: SheetDocument, path: str, undo_text: str | None, edited: Any, on_edit: Callable[..., Any]
    ) -> None:
        """Follow ``doc`` at ``path``: show its value now and on every change, then write the
        user's edits (``edited``, the widget's signal) through ``on_edit``."""
        self._doc = doc
        self._path = path
        self._undo_text = undo_text
        doc.changed.connect(self.refresh)
        self.refresh()
        edited.connect(on_edit)

    @contextmanager
    def _quiet(self) -> Iterator[None]:
        """Block the widget's signals while it shows a value, so showing never writes back."""
        blocked = self.blockSignals(True)  # type: ignore[attr-defined]
        try:
            yield
        finally:
            self.blockSignals(blocked)  # type: ignore[attr-defined]

    @property
    def path(self) -> str:
        """The document path the field shows."""
        return self._path

    def _write(self, value: Any, merge: bool) -> bool:
        try:
            return self._doc.set_value(self._path, value, text=self._undo_text, merge=merge)
        except EditError as exc:
            self._failed(str(exc))
            return False

    def _failed(self, message: str) -> None:
        self.editFailed.emit(message)  # type: ignore[attr-defined]
        self.refresh()

    def refresh(self) -> None:  # pragma: no cover - overridden
        raise NotImplementedError


class BoundSpinBox(QSpinBox, _Bound):
    """A spin box showing a number of the document and writing it as the user types.

    Args:
        doc: the document.
        path: where edits go (``sheet.characteristics.STR``).
        read: the value shown (default: the value at ``path``); e.g. the derived current HP
            when the document stores ``None`` for "at the maximum".
        minimum, maximum: the range the model accepts (values outside cannot be typed).
        undo_text: the undo step's text.

    Signals:
        editFailed(str): the document refused a value (the message says why).
    """

    editFailed = Signal(str)  # noqa: N815 - Qt naming

    def __init__(
        self,
        doc: SheetDocument,
        path: str,
        minimum: int,
        maximum: int,
        read: Callable[[], int] | None = None,
        undo_text: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._read = read or (lambda: doc.value(path))
        self.setRange(minimum, maximum)
        self.setKeyboardTracking(True)
        self.setAccelerated(True)
        self._bind(doc, path, undo_text, self.valueChanged, self._on_value_changed)

    def _on_value_changed(self, value: int) -> None:
        self._write(value, merge=True)

    def refresh(self) -> None:
        """Show the document's value (without writing it back)."""
        value = self._read()
        value = 0 if value is None else int(value)
        if value != self.value():
            with self._quiet():
                self.setValue(value)


class BoundLineEdit(QLineEdit, _Bound):
    """A line edit bound to a text field; typing merges into one undo step per field.

    Signals:
        editFailed(str): the document refused the text (the message says why).
    """

    editFailed = Signal(str)  # noqa: N815 - Qt naming

    def __init__(
        self,
        doc: SheetDocument,
        path: str,
        undo_text: str | None = None,
        max_length: int = 200,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setMaxLength(max_length)
        self._bind(doc, path, undo_text, self.textEdited, self._on_edited)

    def _on_edited(self, text: str) -> None:
        self._write(text, merge=True)

    def refresh(self) -> None:
        """Show the document's text, keeping the cursor where it was."""
        text = self._doc.value(self._path) or ""
        if text != self.text():
            cursor = self.cursorPosition()
            with self._quiet():
                self.setText(text)
                self.setCursorPosition(min(cursor, len(text)))


class BoundTextEdit(QPlainTextEdit, _Bound):
    """A multi-line text bound to a text field; typing merges into one undo step per field.

    Tab moves the focus (it does not insert a tab), so the sheet stays keyboard-navigable.

    Signals:
        editFailed(str): the document refused the text (the message says why).
    """

    editFailed = Signal(str)  # noqa: N815 - Qt naming

    def __init__(
        self,
        doc: SheetDocument,
        path: str,
        undo_text: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setTabChangesFocus(True)
        self._bind(doc, path, undo_text, self.textChanged, self._on_changed)

    def _on_changed(self) -> None:
        self._write(self.toPlainText(), merge=True)

    def refresh(self) -> None:
        """Show the document's text, keeping the cursor where it was."""
        text = self._doc.value(self._path) or ""
        if text != self.toPlainText():
            position = self.textCursor().position()
            with self._quiet():
                self.setPlainText(text)
                cursor = self.textCursor()
                cursor.setPosition(min(position, len(text)))
                self.setTextCursor(cursor)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # About four lines: backstory sections are short paragraphs.
        hint = super().sizeHint()
        lines = self.fontMetrics().lineSpacing() * 4 + 2 * self.frameWidth() + 8
        return QSize(hint.width(), lines)


class TickBox(QCheckBox):
    """A check box whose empty box stays visible on a dark palette: the style draws it, then
    a frame in the palette's text colour (see :func:`tick_border_colour`) goes round it."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        box = self.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, self)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        group = QPalette.ColorGroup.Normal if self.isEnabled() else QPalette.ColorGroup.Disabled
        painter.setPen(QPen(tick_border_colour(self.palette(), group), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(box).adjusted(0.6, 0.6, -0.6, -0.6), 2, 2)
        painter.end()


class BoundCheckBox(TickBox, _Bound):
    """A check box bound to a boolean field (one undo step per click).

    Signals:
        editFailed(str): the document refused the value (the message says why).
    """

    editFailed = Signal(str)  # noqa: N815 - Qt naming

    def __init__(
        self,
        doc: SheetDocument,
        path: str,
        text: str,
        undo_text: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(text, parent)
        self._bind(doc, path, undo_text, self.toggled, self._on_toggled)

    def _on_toggled(self, checked: bool) -> None:
        self._write(checked, merge=False)

    def refresh(self) -> None:
        """Show the document's value."""
        checked = bool(self._doc.value(self._path))
        if checked != self.isChecked():
            with self._quiet():
                self.setChecked(checked)


# --------------------------------------------------------------------------- portrait


class PortraitError(ValueError):
    """An image that cannot be a portrait; the message says why, for the user."""


#: An image file larger than this is not read as a portrait (before any decoding).
MAX_IMAGE_FILE_BYTES = 64 * 1024 * 1024


def _reader(source: str | bytes | QByteArray) -> tuple[QImageReader, QBuffer | None]:
    if isinstance(source, str):
        # Read under the one rule for user files (regular files only, never blocking on a FIFO,
        # size-capped) and decoded from memory: Qt's own file reader would block on a FIFO.
        from sheetmaker.io import safefile

        try:
            source, _info = safefile.read_regular(source, MAX_IMAGE_FILE_BYTES)
        except safefile.SafeReadError as exc:
            raise PortraitError(
                QCoreApplication.translate("PortraitWidget", "The image cannot be read: {0}").format(exc.reason)
            ) from None
    buffer = QBuffer()
    buffer.setData(QByteArray(source))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    return QImageReader(buffer), buffer


def _checked_size(reader: QImageReader) -> QSize:
    """The image's size, read from its header; refuses unreadable and oversized images."""
    size = reader.size()
    if not size.isValid() or size.isEmpty():
        raise PortraitError(
            QCoreApplication.translate(
                "PortraitWidget", "This file is not an image SheetMaker can read (PNG, JPEG, BMP, GIF…)."
            )
        )
    if (
        size.width() > MAX_SOURCE_SIDE
        or size.height() > MAX_SOURCE_SIDE
        or size.width() * size.height() > MAX_SOURCE_PIXELS
    ):
        raise PortraitError(
            QCoreApplication.translate(
                "PortraitWidget", "The image is {0} × {1} pixels: too large. Use an image under {2} megapixels."
            ).format(size.width(), size.height(), MAX_SOURCE_PIXELS // 1_000_000)
        )
    return size


def decode_scaled(source: str | bytes | QByteArray, side: int) -> QImage:
    """Decode an image no larger than ``side`` pixels on its longest side, checking its size
    from the header first (a huge image is refused before it is decoded).

    Raises:
        PortraitError: not an image, too large, or broken.
    """
    reader, buffer = _reader(source)
    reader.setAutoTransform(True)
    size = _checked_size(reader)
    if size.width() > side or size.height() > side:
        reader.setScaledSize(size.scaled(side, side, Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    if buffer is not None:
        buffer.close()
    if image.isNull():
        raise PortraitError(
            QCoreApplication.translate("PortraitWidget", "The image cannot be read: {0}").format(reader.errorString())
        )
    if image.width() > side or image.height() > side:
        image = image.scaled(
            side, side, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
    return image


def encode_portrait(image: QImage) -> tuple[str, bytes]:
    """Downscale an image to :data:`PORTRAIT_SIDE` and encode it: PNG when it has
    transparency, else JPEG. Returns ``(media_type, data)``."""
    if image.width() > PORTRAIT_SIDE or image.height() > PORTRAIT_SIDE:
        image = image.scaled(
            PORTRAIT_SIDE,
            PORTRAIT_SIDE,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if image.hasAlphaChannel():
        # PySide6's stub types the format as bytes, but the binding only accepts a str here.
        ok, media_type = image.save(buffer, "PNG"), "image/png"  # type: ignore[call-overload]
    else:
        ok, media_type = image.save(buffer, "JPEG", 88), "image/jpeg"  # type: ignore[call-overload]  # as above
    buffer.close()
    if not ok or data.isEmpty():
        raise PortraitError(
            QCoreApplication.translate("PortraitWidget", "The image could not be converted for the sheet.")
        )
    return media_type, bytes(data.data())


def load_portrait(source: str | bytes) -> tuple[str, bytes]:
    """Read an image file (or its bytes) as a portrait: size checked before decoding,
    downscaled to at most :data:`PORTRAIT_SIDE` pixels, re-encoded as PNG or JPEG.

    Raises:
        PortraitError: not an image, too large, or broken (the message says which).
    """
    return encode_portrait(decode_scaled(source, PORTRAIT_SIDE))


class PortraitWidget(QFrame):
    """The investigator's portrait: shows it, chooses one from a file or a drop, removes it.

    The widget loads and converts images; the view stores them (one undo step).

    Signals:
        portraitChosen(str, bytes): a new portrait (media type, encoded bytes).
        removeRequested(): the user asked to remove the portrait.
        failed(str): an image was refused (the message says why, for the user).
    """

    portraitChosen = Signal(str, bytes)  # noqa: N815 - Qt naming
    removeRequested = Signal()  # noqa: N815 - Qt naming
    failed = Signal(str)

    IMAGE_SIZE = QSize(150, 190)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self._data: bytes | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.image = QLabel(self)
        self.image.setObjectName("portraitImage")
        self.image.setFixedSize(self.IMAGE_SIZE)
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image.setFrameShape(QFrame.Shape.StyledPanel)
        self.image.setWordWrap(True)
        self.image.setAccessibleName(self.tr("Portrait"))
        layout.addWidget(self.image, 0, Qt.AlignmentFlag.AlignHCenter)
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        self.choose_button = QPushButton(self.tr("Choose…"), self)
        self.choose_button.setAccessibleName(self.tr("Choose a portrait"))
        self.choose_button.setToolTip(self.tr("Choose an image file, or drop one on the portrait"))
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setAccessibleName(self.tr("Remove the portrait"))
        buttons.addWidget(self.choose_button)
        buttons.addWidget(self.remove_button)
        layout.addLayout(buttons)
        self.choose_button.clicked.connect(self.choose)
        self.remove_button.clicked.connect(self.removeRequested)
        self.set_image(None)

    def set_image(self, data: bytes | None) -> None:
        """Show the stored portrait (``None``: none)."""
        if data == self._data and data is not None:
            return
        self._data = data
        self.remove_button.setEnabled(data is not None)
        if data is None:
            self.image.setPixmap(QPixmap())
            self.image.setText(self.tr("No portrait\n\nChoose one or drop an image here"))
            self.image.setToolTip("")
            return
        try:
            side = max(self.IMAGE_SIZE.width(), self.IMAGE_SIZE.height()) * 2
            image = decode_scaled(data, side)
        except PortraitError as exc:
            self.image.setPixmap(QPixmap())
            self.image.setText(self.tr("The portrait cannot be shown"))
            self.image.setToolTip(str(exc))
            return
        pixmap = QPixmap.fromImage(image)
        ratio = self.devicePixelRatioF()
        target = self.IMAGE_SIZE * ratio
        pixmap = pixmap.scaled(
            target, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
        pixmap.setDevicePixelRatio(ratio)
        self.image.setText("")
        self.image.setPixmap(pixmap)
        self.image.setToolTip(self.tr("Portrait ({0} × {1} pixels)").format(image.width(), image.height()))

    def choose(self) -> None:
        """Ask for an image file and use it."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose a portrait"),
            "",
            self.tr("Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp);;All files (*)"),
        )
        if path:
            self.load_file(path)

    def load_file(self, path: str) -> bool:
        """Use the image file at ``path``; says why when it cannot."""
        try:
            media_type, data = load_portrait(path)
        except PortraitError as exc:
            self.failed.emit(str(exc))
            return False
        self.portraitChosen.emit(media_type, data)
        return True

    def _usable(self, mime: QMimeData) -> bool:
        return mime.hasImage() or any(url.isLocalFile() for url in mime.urls())

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt's name
        if self._usable(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt's name
        mime = event.mimeData()
        files = [url.toLocalFile() for url in mime.urls() if url.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.load_file(files[0])
            return
        if mime.hasImage():
            event.acceptProposedAction()
            image = QImage(mime.imageData())
            try:
                media_type, data = encode_portrait(image)
            except PortraitError as exc:
                self.failed.emit(str(exc))
                return
            self.portraitChosen.emit(media_type, data)
            return
        event.ignore()


# --------------------------------------------------------------------------- tables


class RollCellDelegate(QStyledItemDelegate):
    """Paints a dice button in a cell and reports clicks (Shift/Ctrl-click: with options).

    Signals:
        rollRequested(QModelIndex, bool): the cell's button was pressed; the flag asks for the
            options dialog.
    """

    rollRequested = Signal(QModelIndex, bool)  # noqa: N815 - Qt naming

    def __init__(self, icon: QIcon | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: A fixed icon; ``None`` (the default) draws the die in the table's palette, so it
        #: follows a switch between the light and the dark scheme.
        self._icon = icon
        self._pressed: QPersistentModelIndex | None = None

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        style = option.widget.style() if option.widget is not None else QApplication.style()
        # The selection background, then a tool button with the die.
        base = QStyleOptionViewItem(option)
        self.initStyleOption(base, index)
        base.text = ""
        style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, base, painter, option.widget)
        button = QStyleOptionButton()
        button.rect = self._button_rect(option.rect)
        if self._icon is not None:
            button.icon = self._icon
        else:
            from sheetmaker.ui.roll_button import dice_icon  # roll_button needs the roll dialogs

            button.icon = dice_icon(option.palette)
        button.palette = option.palette
        button.iconSize = QSize(16, 16)
        button.state = QStyle.StateFlag.State_Enabled
        if option.state & QStyle.StateFlag.State_MouseOver:
            button.state |= QStyle.StateFlag.State_MouseOver | QStyle.StateFlag.State_Raised
        if self._pressed is not None and self._pressed == QPersistentModelIndex(index):
            button.state |= QStyle.StateFlag.State_Sunken
        if option.state & QStyle.StateFlag.State_HasFocus:
            button.state |= QStyle.StateFlag.State_HasFocus
        style.drawControl(QStyle.ControlElement.CE_PushButton, button, painter, option.widget)

    @staticmethod
    def _button_rect(rect: QRect) -> QRect:
        side = min(rect.height() - 2, 26)
        width = min(rect.width() - 4, 34)
        return QRect(rect.center().x() - width // 2, rect.center().y() - side // 2, width, side)

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:  # noqa: N802
        return QSize(40, 24)

    def editorEvent(self, event: QEvent, model: Any, option: QStyleOptionViewItem, index: _Index) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            if event.button() == Qt.MouseButton.LeftButton and self._button_rect(option.rect).contains(
                event.position().toPoint()
            ):
                self._pressed = QPersistentModelIndex(index)
                return True
        elif kind == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent):
            pressed, self._pressed = self._pressed, None
            if (
                event.button() == Qt.MouseButton.LeftButton
                and pressed is not None
                and pressed == QPersistentModelIndex(index)
                and self._button_rect(option.rect).contains(event.position().toPoint())
            ):
                options = bool(
                    event.modifiers() & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
                )
                self.rollRequested.emit(_model_index(index), options)
                return True
        elif kind == QEvent.Type.MouseButtonDblClick:
            return True  # a double click is two clicks, not an edit
        elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Select):
                options = bool(
                    event.modifiers() & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
                )
                self.rollRequested.emit(_model_index(index), options)
                return True
        return super().editorEvent(event, model, option, index)


class TickDelegate(QStyledItemDelegate):
    """A check-box column whose empty boxes stay visible on any palette.

    The style's own indicator is drawn first (clicks and keys toggle it as usual); a frame in
    the palette's text colour goes round it, since some styles draw an empty box barely
    darker than a dark palette's base.
    """

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        super().paint(painter, option, index)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        if not opt.features & QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator:
            return
        style = option.widget.style() if option.widget is not None else QApplication.style()
        box = style.subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, opt, option.widget)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        group = (
            QPalette.ColorGroup.Normal
            if opt.state & QStyle.StateFlag.State_Enabled
            else QPalette.ColorGroup.Disabled
        )
        painter.setPen(QPen(tick_border_colour(option.palette, group), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(box).adjusted(0.6, 0.6, -0.6, -0.6), 2, 2)
        painter.restore()


def tick_border_colour(palette: QPalette, group: QPalette.ColorGroup = QPalette.ColorGroup.Normal) -> QColor:
    """The frame of an empty tick box: the text colour, softened towards the base so a ticked
    box's mark still stands out, and clearly apart from the base on light and dark palettes."""
    text = palette.color(group, QPalette.ColorRole.Text)
    base = palette.color(group, QPalette.ColorRole.Base)
    mix = 0.75
    return QColor(
        round(text.red() * mix + base.red() * (1 - mix)),
        round(text.green() * mix + base.green() * (1 - mix)),
        round(text.blue() * mix + base.blue() * (1 - mix)),
    )


class PointsDelegate(QStyledItemDelegate):
    """Edits skill points with a spin box limited to what the document accepts."""

    def __init__(self, minimum: int = -999, maximum: int = 999, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._minimum = minimum
        self._maximum = maximum

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:  # noqa: N802
        editor = QSpinBox(parent)
        editor.setRange(self._minimum, self._maximum)
        editor.setFrame(False)
        editor.setAlignment(Qt.AlignmentFlag.AlignCenter)
        editor.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
        header = index.model().headerData(index.column(), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        editor.setAccessibleName(str(header or ""))
        return editor

    def setEditorData(self, editor: QWidget, index: _Index) -> None:  # noqa: N802
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QSpinBox):
            editor.setValue(int(value or 0))
        else:  # pragma: no cover - only spin boxes are made
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: Any, index: _Index) -> None:  # noqa: N802
        if isinstance(editor, QSpinBox):
            editor.interpretText()
            model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)
        else:  # pragma: no cover
            super().setModelData(editor, model, index)


class FullHeightTableView(QTableView):
    """A table that is as tall as its rows (no scroll bar of its own), for tables inside a
    scrolling sheet; Return or Enter on a roll column presses its button.

    Args:
        roll_columns: columns painted by a :class:`RollCellDelegate`.
        minimum_rows: the height kept for at least this many rows (an empty table still
            shows where rows go).
    """

    def __init__(self, minimum_rows: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._minimum_rows = minimum_rows
        self.roll_delegates: dict[int, RollCellDelegate] = {}
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustIgnored)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.verticalHeader().hide()
        self.setAlternatingRowColors(True)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )

    def set_roll_delegate(self, column: int, delegate: RollCellDelegate) -> None:
        """Paint ``column`` with a roll button."""
        self.roll_delegates[column] = delegate
        self.setItemDelegateForColumn(column, delegate)

    def setModel(self, model: Any) -> None:  # noqa: N802 - Qt's name
        old = self.model()
        if old is not None:
            for signal in (old.rowsInserted, old.rowsRemoved, old.modelReset, old.layoutChanged):
                signal.disconnect(self.fit_height)
        super().setModel(model)
        if model is not None:
            for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.layoutChanged):
                signal.connect(self.fit_height)
        self.fit_height()

    def fit_height(self, *args: Any) -> None:
        """Resize to show every row."""
        rows = self.model().rowCount() if self.model() is not None else 0
        height = (
            self.horizontalHeader().sizeHint().height()
            + self.verticalHeader().defaultSectionSize() * max(rows, self._minimum_rows)
            + 2 * self.frameWidth()
        )
        if self.horizontalHeader().length() > self.viewport().width() + 1:
            height += self.horizontalScrollBar().sizeHint().height()
        if height != self.height() or self.minimumHeight() != height:
            self.setFixedHeight(height)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit_height()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        index = self.currentIndex()
        delegate = self.roll_delegates.get(index.column()) if index.isValid() else None
        if delegate is not None and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            options = bool(
                event.modifiers() & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
            )
            delegate.rollRequested.emit(index, options)
            event.accept()
            return
        super().keyPressEvent(event)


# --------------------------------------------------------------------------- sheet views


def sheet_scroll_area(parent: QWidget, content: QWidget) -> QScrollArea:
    """The frameless scroll area (``sheetScroll``) a sheet view shows its ``content`` in; the
    mouse wheel scrolls it, not the fields passing under the pointer (:mod:`.wheel_guard`)."""
    wheel_guard.install()
    accessibility.install()
    scroll = QScrollArea(parent)
    scroll.setObjectName("sheetScroll")
    scroll.setAccessibleName(QCoreApplication.translate("SheetView", "Sheet"))
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(content)
    return scroll


#: Settings key (under ``sheet_view/``) of the split between a sheet and its rule-check panel.
SPLITTER_KEY = "sheet_view/{0}_splitter"


def sheet_splitter(parent: QWidget, sheet: QWidget, panel: QWidget, name: str) -> QSplitter:
    """A vertical splitter (``sheetSplitter``) with the scrolling ``sheet`` above the rule-check
    ``panel``; the sheet takes the growth and neither part can be collapsed away.

    ``name`` keys the remembered size (see :func:`remember_splitter`).
    """
    splitter = QSplitter(Qt.Orientation.Vertical, parent)
    splitter.setObjectName("sheetSplitter")
    splitter.setProperty("settingsName", name)
    splitter.setChildrenCollapsible(False)
    splitter.addWidget(sheet)
    splitter.addWidget(panel)
    splitter.setStretchFactor(0, 1)
    splitter.setStretchFactor(1, 0)
    return splitter


def remember_splitter(splitter: QSplitter, settings: QSettings) -> None:
    """Restore ``splitter``'s sizes from ``settings`` and save them there whenever the user
    moves the handle (one value per system, shared by every sheet of that system)."""
    key = SPLITTER_KEY.format(splitter.property("settingsName"))
    state = settings.value(key, QByteArray(), type=QByteArray)
    if isinstance(state, QByteArray) and not state.isEmpty():
        splitter.restoreState(state)
    splitter.splitterMoved.connect(lambda *_: settings.setValue(key, splitter.saveState()))


def set_tab_chain(widgets: Sequence[QWidget]) -> None:
    """Make Tab go through ``widgets`` in order."""
    for previous, following in zip(widgets, widgets[1:], strict=False):
        QWidget.setTabOrder(previous, following)


class SheetViewMixin:
    """What both sheet views share: the document, the fields by document path, the Tab order,
    the edit message and going to a field or a table row.

    The view sets ``_doc``, ``_fields``, ``_tab_chain``, ``message`` (a label), ``sheet_scroll``
    (from :func:`sheet_scroll_area`) and ``content`` (the widget it scrolls).
    """

    _doc: SheetDocument
    _fields: dict[str, QWidget]
    _tab_chain: list[QWidget]
    message: QLabel
    sheet_scroll: QScrollArea
    content: QWidget

    @property
    def document(self) -> SheetDocument:
        """The document shown."""
        return self._doc

    def use_settings(self, settings: QSettings) -> None:
        """Restore the split between the sheet and its rule checks from ``settings`` and
        remember it there when the user moves it (views with a ``splitter``)."""
        splitter = getattr(self, "splitter", None)
        if isinstance(splitter, QSplitter):
            remember_splitter(splitter, settings)

    def _chain(self, *widgets: QWidget) -> None:
        self._tab_chain.extend(widgets)

    def _register(self, path: str, widget: QWidget) -> None:
        self._fields[path] = widget

    def _show_error(self, message: str) -> None:
        """Say why an edit (or a roll) was refused, above the sheet until the next change."""
        self.message.setText(message)
        self.message.show()

    def _field(self, path: str, name: str, field: Any) -> Any:
        """Name a bound field, show its refusals and register it under its path."""
        field.setAccessibleName(name)
        field.editFailed.connect(self._show_error)
        self._register(path, field)
        return field

    def widget_for(self, path: str) -> QWidget | None:
        """The widget showing a document path (the nearest enclosing path that has one)."""
        candidate = path
        while candidate:
            widget = self._fields.get(candidate)
            if widget is not None:
                return widget
            if candidate.endswith("]") and "[" in candidate:
                candidate = candidate[: candidate.rindex("[")]
            elif "." in candidate:
                candidate = candidate.rsplit(".", 1)[0]
            else:
                break
        return None

    def _focus_row(self, table: QAbstractItemView, index: QModelIndex) -> None:
        table.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
        )
        table.setFocus(Qt.FocusReason.OtherFocusReason)
        rect = table.visualRect(index)
        center = table.viewport().mapTo(self.content, rect.center())
        self.sheet_scroll.ensureVisible(center.x(), center.y(), 40, max(60, rect.height() * 3))


class ElidedLabel(QLabel):
    """A one-line label that ends in "…" when it is too narrow; the whole text is then its tooltip.

    ``text()`` is always the whole text. For titles with an ``Ignored`` horizontal size policy,
    which a plain label would cut off mid-letter.
    """

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        super().setText(text)
        self._update_tip()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._update_tip()

    def _update_tip(self) -> None:
        cut = self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()
        self.setToolTip(self.text() if cut else "")

    def shown_text(self) -> str:
        """What the label draws now (the text, or its elided start)."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        align = self.alignment() | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(self.contentsRect(), align, self.shown_text())
