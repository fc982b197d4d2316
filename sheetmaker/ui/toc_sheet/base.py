"""What every section of the Trail of Cthulhu sheet builds on: the helpers that make bound
fields, buttons and list tables (:class:`ToCSection`), the labels' tones, and the delegates
several tables use; and the view's own base (:class:`ToCSectionBase`).

Each section (:mod:`.header`, :mod:`.identity`, :mod:`.abilities`, :mod:`.vitals`,
:mod:`.mind`, :mod:`.combat`, :mod:`.backstory`) is an object of its own that
:class:`ToCSheetView` holds: built with the document, the roll controller and the sheet's
:class:`~sheetmaker.ui.sheet_sections.SheetContext`; their texts keep the translation context
``ToCSheetView``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from sheetmaker.models.document import EditError
from sheetmaker.models.rolls import RollCard, RollController
from sheetmaker.models.toc_models import (
    MaximumRole,
    MinimumRole,
    NameRole,
    ability_display_name,
)
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc.data import RulesData
from sheetmaker.ui.sheet_sections import SheetSection, SheetSectionBase
from sheetmaker.ui.widgets import (
    BoundLineEdit,
    BoundSpinBox,
    BoundTextEdit,
    FullHeightTableView,
    PointsDelegate,
)

__all__ = ["ToCSection", "ToCSectionBase"]

_Index = QModelIndex | QPersistentModelIndex


def _is_dark(widget: QWidget) -> bool:
    return widget.palette().color(QPalette.ColorRole.Window).lightness() < 128


def _tone(widget: QWidget, tone: str) -> None:
    """Colour a label's text: ``"error"``, ``"warning"``, ``"good"`` or ``""`` (the palette's)."""
    parent = widget.parentWidget()
    palette = parent.palette() if parent is not None else widget.palette()
    if tone:
        dark = _is_dark(widget)
        colours = {
            "error": Qt.GlobalColor.red if dark else Qt.GlobalColor.darkRed,
            "warning": Qt.GlobalColor.yellow if dark else Qt.GlobalColor.darkYellow,
            "good": Qt.GlobalColor.green if dark else Qt.GlobalColor.darkGreen,
        }
        palette = QPalette(palette)
        palette.setColor(QPalette.ColorRole.WindowText, colours[tone])
    widget.setPalette(palette)
    font = QFont(widget.font())
    font.setBold(tone in ("error", "warning"))
    widget.setFont(font)


class _WrapLabel(QLabel):
    """A word-wrapped plain-text label that takes the width it is given."""

    def __init__(self, parent: QWidget, text: str = "") -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)


class _RangeDelegate(PointsDelegate):
    """A points editor whose range comes from the model (:data:`MinimumRole`, :data:`MaximumRole`)."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:  # noqa: N802
        editor = super().createEditor(parent, option, index)
        if isinstance(editor, QSpinBox):
            low = index.data(MinimumRole)
            high = index.data(MaximumRole)
            if low is not None and high is not None:
                editor.setRange(int(low), int(high))
            name = index.data(NameRole)
            header = index.model().headerData(index.column(), Qt.Orientation.Horizontal)
            if name:
                editor.setAccessibleName(f"{ability_display_name(name)} {header}")
        return editor


class _ChoiceDelegate(QStyledItemDelegate):
    """Edits a cell with a list of fixed choices: (stored value, text shown)."""

    def __init__(self, choices: Callable[[], list[tuple[str, str]]], name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self._choices = choices
        self._name = name

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:  # noqa: N802
        editor = QComboBox(parent)
        for value, text in self._choices():
            editor.addItem(text, value)
        editor.setAccessibleName(self._name)
        # Choosing is the edit: commit at once, not on focus loss.
        editor.activated.connect(lambda _i, e=editor: self.commitData.emit(e))
        return editor

    def setEditorData(self, editor: QWidget, index: _Index) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.ItemDataRole.EditRole))))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: _Index) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


class ToCSectionBase(SheetSectionBase):
    """What :class:`ToCSheetView` builds on besides the shared view machinery: the controller,
    the rules data and the last roll's card (shown under the title bar)."""

    roll_status: QLabel

    _data: RulesData
    last_card: RollCard | None

    @property
    def controller(self) -> RollController:
        """The controller that makes the tests and refreshes."""
        return self._controller

    def _card(self, card: RollCard) -> RollCard:
        self.last_card = card
        self.roll_status.setText(QCoreApplication.translate("ToCSheetView", "Last roll: {0}").format(card.one_line()))
        self.roll_status.setToolTip(card.as_text())
        self.roll_status.show()
        return card

    def _on_card_added(self, card: RollCard) -> None:
        """A card of this sheet made elsewhere (damage taken from the Play menu, applied from
        the roll log...) is the last roll too (issue 23)."""
        if card.doc_ref() is self._doc:
            self._card(card)


class ToCSection(SheetSection):
    """A section object of the Trail of Cthulhu sheet (the view holds it): the helpers that make
    its bound fields, buttons and list tables. Its texts keep the context ``ToCSheetView``."""

    @property
    def _data(self) -> RulesData:
        """The rules data (tables of occupations, drives, weapons…)."""
        return toc_data.load()

    def _bound_line(self, path: str, name: str, parent: QWidget, max_length: int = 200) -> BoundLineEdit:
        edit = BoundLineEdit(
            self._doc, path, QCoreApplication.translate("ToCSheetView", "Change {0}").format(name), max_length, parent
        )
        return self._field(path, name, edit)

    def _bound_spin(self, path: str, name: str, minimum: int, maximum: int, parent: QWidget,
                    read: Callable[[], int] | None = None) -> BoundSpinBox:
        spin = BoundSpinBox(
            self._doc,
            path,
            minimum,
            maximum,
            read,
            QCoreApplication.translate("ToCSheetView", "Change {0}").format(name),
            parent,
        )
        return self._field(path, name, spin)

    def _bound_text(self, path: str, name: str, parent: QWidget) -> BoundTextEdit:
        edit = BoundTextEdit(
            self._doc, path, QCoreApplication.translate("ToCSheetView", "Change {0}").format(name), parent
        )
        return self._field(path, name, edit)

    def _button(self, text: str, name: str, accessible: str, parent: QWidget,
                slot: Callable[[], Any]) -> QPushButton:
        button = QPushButton(text, parent)
        button.setObjectName(name)
        button.setAccessibleName(accessible)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def _list_table(self, model: Any, name: str, accessible: str, parent: QWidget,
                    minimum_rows: int = 1) -> FullHeightTableView:
        table = FullHeightTableView(minimum_rows=minimum_rows, parent=parent)
        table.setObjectName(name)
        table.setAccessibleName(accessible)
        table.setModel(model)
        table.horizontalHeader().setHighlightSections(False)
        table.horizontalHeader().setStretchLastSection(False)
        model.editFailed.connect(self._show_error)
        return table

    @staticmethod
    def _selected_row(table: QAbstractItemView) -> int:
        index = table.currentIndex()
        return index.row() if index.isValid() else -1

    def _set(self, path: str, value: Any, text: str, merge: bool = False) -> bool:
        try:
            return self._doc.set_value(path, value, text=text, merge=merge)
        except EditError as exc:
            self._show_error(str(exc))
            self._refresh_all()
            return False
