"""The party table for play: open sheets of one game with their live values, group rolls, the
combat order and a one-page print.

:class:`PartyPanel` is the page; :class:`PartyDock` puts it in a dock of the main window. The
panel knows the main window only through two callables: the open sheets (for Add open sheets…)
and ``open_file`` (a dropped ``.sheet.json`` file opens through it, so an open tab is reused).
Group rolls go through :mod:`sheetmaker.models.party` (one card and one undo step per sheet).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QRect, QSize, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QPainter,
    QPalette,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.core.errors import SheetMakerError
from sheetmaker.models import party as party_model
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.party import DOCUMENT_ROLE, GAP_ROLE, SORT_ROLE, PartyModel
from sheetmaker.models.rolls import RollController
from sheetmaker.systems.coc7 import party as coc_party
from sheetmaker.systems.toc import party as toc_party
from sheetmaker.ui.language import Retranslatable
from sheetmaker.ui.widgets import TickBox, TickDelegate

SHEET_SUFFIX = ".sheet.json"
OpenFile = Callable[[str], "SheetDocument | None"]


def dropped_sheet_paths(mime) -> list[str]:
    """The local ``.sheet.json`` files of a drag (text/uri-list)."""
    if not mime.hasUrls():
        return []
    return [
        url.toLocalFile()
        for url in mime.urls()
        if url.isLocalFile() and url.toLocalFile().lower().endswith(SHEET_SUFFIX)
    ]


def _gap_colour(palette: QPalette) -> QColor:
    """A tint that stands out on light and dark palettes."""
    colour = QColor(palette.color(QPalette.ColorRole.Highlight))
    colour.setAlpha(70)
    return colour


class _GapDelegate(QStyledItemDelegate):
    """Tints the cells of a gap column (an ability nobody has)."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 - Qt override
        super().initStyleOption(option, index)
        if index.data(GAP_ROLE):
            option.backgroundBrush = _gap_colour(option.palette)


class RotatedHeader(QHeaderView):
    """A horizontal header that writes the titles from ``first_rotated`` on upwards, so that
    the dozens of ToC ability columns stay narrow; gap columns are tinted and bold."""

    #: The tallest the header grows (longer titles are cut with an ellipsis; tool tips hold them).
    MAX_HEIGHT = 104

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.first_rotated: int | None = None
        self.setSectionsClickable(True)
        self.setHighlightSections(False)

    def _rotated(self, logical: int) -> bool:
        return self.first_rotated is not None and logical >= self.first_rotated

    def _title(self, logical: int) -> str:
        model = self.model()
        return str(model.headerData(logical, Qt.Orientation.Horizontal)) if model is not None else ""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        model = self.model()
        if self.first_rotated is None or model is None:
            return hint
        metrics = QFontMetrics(self.font())
        bold = QFont(self.font())
        bold.setBold(True)
        bold_metrics = QFontMetrics(bold)
        longest = max(
            (max(metrics.horizontalAdvance(self._title(i)), bold_metrics.horizontalAdvance(self._title(i)))
             for i in range(self.first_rotated, model.columnCount())),
            default=0,
        )
        return QSize(hint.width(), max(hint.height(), min(longest + 16, self.MAX_HEIGHT)))

    def sectionSizeFromContents(self, logical: int) -> QSize:  # noqa: N802 - Qt override
        size = super().sectionSizeFromContents(logical)
        if self._rotated(logical):
            return QSize(QFontMetrics(self.font()).height() + 12, size.height())
        return size

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:  # noqa: N802 - Qt override
        if not self._rotated(logical) or not rect.isValid():
            super().paintSection(painter, rect, logical)
            return
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = rect
        option.section = logical
        option.text = ""
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        gap = bool(self.model().headerData(logical, Qt.Orientation.Horizontal, GAP_ROLE))
        if gap:
            painter.fillRect(rect.adjusted(1, 1, -1, -1), _gap_colour(self.palette()))
            font = QFont(self.font())
            font.setBold(True)
            painter.setFont(font)
        painter.setPen(self.palette().color(QPalette.ColorRole.ButtonText))
        painter.translate(rect.left() + rect.width() / 2 + painter.fontMetrics().ascent() / 2 - 1, rect.bottom() - 6)
        painter.rotate(-90)
        title = painter.fontMetrics().elidedText(self._title(logical), Qt.TextElideMode.ElideRight, rect.height() - 10)
        painter.drawText(0, 0, title)
        painter.restore()


class PartyTable(QTableView):
    """The table; accepts dropped sheet files (``filesDropped``)."""

    filesDropped = Signal(list)  # noqa: N815 - Qt naming

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.setDropIndicatorShown(False)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        if dropped_sheet_paths(event.mimeData()):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802 - Qt override
        if dropped_sheet_paths(event.mimeData()):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    def empty_text(self) -> str:
        """What an empty table says (painted in its middle)."""
        return self.tr(
            "No one in the party yet. Drag sheets here from the library or your file manager, "
            "or use Add Open Sheets…"
        )

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        model = self.model()
        if model is not None and model.rowCount() == 0:
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
            rect = self.viewport().rect().adjusted(16, 8, -16, -8)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.empty_text())
            painter.end()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        paths = dropped_sheet_paths(event.mimeData())
        if not paths:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.filesDropped.emit(paths)


class AddSheetsDialog(QDialog):
    """Choose among the open sheets of one game (check boxes)."""

    def __init__(self, docs: Sequence[SheetDocument], chosen: Sequence[SheetDocument],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add Open Sheets"))
        self.setObjectName("partyAddDialog")
        layout = QVBoxLayout(self)
        text = QLabel(self.tr("Tick the open sheets to add to the party table."), self)
        text.setWordWrap(True)
        layout.addWidget(text)
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Open sheets"))
        self.list.setItemDelegate(TickDelegate(self.list))  # boxes visible on a dark palette
        self._docs = list(docs)
        for doc in self._docs:
            kind = self.tr("NPC") if doc.document.kind == "npc" else self.tr("investigator")
            item = QListWidgetItem(self.tr("{0} ({1})").format(doc.display_name, kind), self.list)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if doc not in chosen else Qt.CheckState.Unchecked)
            if doc in chosen:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(self.tr("This sheet is in the party table already."))
        if not self._docs:
            QListWidgetItem(self.tr("No sheet of this game is open."), self.list).setFlags(Qt.ItemFlag.NoItemFlags)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def chosen(self) -> list[SheetDocument]:
        """The ticked sheets that are not in the table yet."""
        out = []
        for row, doc in enumerate(self._docs):
            item = self.list.item(row)
            if item.checkState() == Qt.CheckState.Checked and item.flags() & Qt.ItemFlag.ItemIsEnabled:
                out.append(doc)
        return out


class PartyPanel(Retranslatable, QWidget):
    """The party page: game, table, group rolls, combat order, print.

    Args:
        controller: makes the rolls (their cards land in its roll log).
        open_sheets: the open sheet documents (for Add open sheets…).
        open_file: opens a sheet file (reusing an open tab) and returns its document, or None;
            a file dropped on the table opens through it (behind what the window shows).
        show_file: brings a sheet file's tab forward (a double click on a row); by default
            ``open_file``.
    """

    def __init__(
        self,
        controller: RollController,
        open_sheets: Callable[[], Sequence[SheetDocument]] = list,
        open_file: OpenFile | None = None,
        parent: QWidget | None = None,
        *,
        show_file: OpenFile | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("partyPanel")
        self.controller = controller
        self._open_sheets = open_sheets
        self._open_file = open_file
        self._show_file = show_file or open_file
        self.models = {game: PartyModel(game, self) for game in ("coc7", "toc")}
        #: CoC: documents with a readied firearm; ToC: surprised documents.
        self._flags: dict[str, set[int]] = {"coc7": set(), "toc": set()}
        self._tie_seed = random.randrange(1 << 30)

        self.game_combo = QComboBox(self)
        self.game_combo.addItem("", "coc7")
        self.game_combo.addItem("", "toc")
        self.add_button = QPushButton(self)
        self.remove_button = QPushButton(self)
        self.print_button = QPushButton(self)
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.game_combo)
        top.addWidget(self.add_button)
        top.addWidget(self.remove_button)
        top.addStretch(1)
        top.addWidget(self.print_button)

        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSortRole(SORT_ROLE)
        self.table = PartyTable(self)
        self.table.setObjectName("partyTable")
        self.header = RotatedHeader(self.table)
        self.table.setHorizontalHeader(self.header)
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # party order until a header is clicked
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.table.setItemDelegate(_GapDelegate(self.table))
        self.table.filesDropped.connect(self.add_files)
        self.table.doubleClicked.connect(self._show_sheet)

        # group rolls
        self.san_button = QPushButton(self)
        self.san_loss = QLineEdit(self)
        self.san_loss.setPlaceholderText("1/1D6")
        self.san_loss.setText("1/1D6")
        self.san_loss.setMaximumWidth(90)
        self.luck_button = QPushButton(self)
        self.stability_button = QPushButton(self)
        self.stability_loss = QSpinBox(self)
        self.stability_loss.setRange(0, 20)
        self.stability_loss.setValue(3)
        self.mythos_check = TickBox("", self)
        group = QHBoxLayout()
        group.setSpacing(6)
        self.group_label = QLabel(self)
        group.addWidget(self.group_label)
        for widget in (self.san_loss, self.san_button, self.luck_button, self.stability_loss, self.mythos_check,
                       self.stability_button):
            group.addWidget(widget)
        group.addStretch(1)
        self.message = QLabel(self)
        self.message.setObjectName("partyMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Selectable by the mouse, but no stop of its own for Tab or a screen reader (empty
        # most of the time, it would be a nameless control).
        self.message.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.table, 1)
        left_layout.addLayout(group)
        self.gap_label = QLabel(self)
        self.gap_label.setObjectName("partyGaps")
        self.gap_label.setWordWrap(True)
        left_layout.addWidget(self.gap_label)
        left_layout.addWidget(self.message)

        # combat order
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.order_title = QLabel(self)
        self.order_title.setWordWrap(True)
        self.order = QTableWidget(0, 3, self)
        self.order.setObjectName("combatOrder")
        self.order.verticalHeader().hide()
        self.order.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.order.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.order.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.order.setWordWrap(True)
        header = self.order.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.order.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.order.setItemDelegateForColumn(2, TickDelegate(self.order))  # empty boxes visible when dark
        self.order.itemChanged.connect(self._on_order_item_changed)
        right_layout.addWidget(self.order_title)
        right_layout.addWidget(self.order, 1)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([700, 300])
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.splitter)

        self.game_combo.currentIndexChanged.connect(self._on_game_changed)
        self.add_button.clicked.connect(self.ask_add_open)
        self.remove_button.clicked.connect(self.remove_selected)
        self.san_button.clicked.connect(self.group_san)
        self.luck_button.clicked.connect(self.group_luck)
        self.stability_button.clicked.connect(self.group_stability)
        self.print_button.clicked.connect(self.ask_print)
        for model in self.models.values():
            model.rowsInserted.connect(self._refresh)
            model.rowsRemoved.connect(self._refresh)
            model.dataChanged.connect(self._refresh)
            model.gapsChanged.connect(self._refresh)  # the gaps are worked out after the rows change
        self._ready = False
        self.retranslate_ui()
        self._on_game_changed()
        self._ready = True

    def retranslate_ui(self) -> None:
        """Set the panel's texts in the current language (again on a language change; the
        table's headers and cells follow through their model)."""
        self.game_combo.setAccessibleName(self.tr("Game of the party"))
        self.game_combo.setItemText(0, self.tr("Call of Cthulhu"))
        self.game_combo.setItemText(1, self.tr("Trail of Cthulhu"))
        self.add_button.setText(self.tr("Add Open Sheets…"))
        self.add_button.setToolTip(
            self.tr("Add open sheets of this game to the table. You can also drop sheet files on it.")
        )
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Take the selected rows off the table (the sheets stay open)."))
        self.print_button.setText(self.tr("Print Party Table…"))
        self.print_button.setToolTip(self.tr("Save the table and the combat order as a one-page PDF."))
        self.table.setAccessibleName(self.tr("Party table"))
        self.san_button.setText(self.tr("Group SAN Roll"))
        self.san_loss.setAccessibleName(self.tr("SAN loss of the group roll"))
        self.san_loss.setToolTip(self.tr("The loss on a success / on a failure, such as 0/1D6 or 1/1D4+1."))
        self.luck_button.setText(self.tr("Group Luck Roll"))
        self.stability_button.setText(self.tr("Group Stability Test"))
        self.stability_loss.setPrefix(self.tr("loss "))
        self.stability_loss.setAccessibleName(self.tr("Stability loss of the group test"))
        self.mythos_check.setText(self.tr("Mythos"))
        self.mythos_check.setToolTip(self.tr("A Mythos shock: a failure can also cost Sanity."))
        for button in (self.san_button, self.luck_button, self.stability_button):
            button.setToolTip(self.tr("Rolls for the selected rows, or for every row when none is selected."))
        self.group_label.setText(self.tr("Group:"))
        self.order.setAccessibleName(self.tr("Combat order"))
        if self._ready:
            self._refresh()  # the combat order and the gaps line

    # ------------------------------------------------------------------ game and rows

    @property
    def game(self) -> str:
        return self.game_combo.currentData()

    @property
    def model(self) -> PartyModel:
        """The model of the game shown."""
        return self.models[self.game]

    def set_game(self, game: str) -> None:
        self.game_combo.setCurrentIndex(self.game_combo.findData(game))

    def _on_game_changed(self, *_args) -> None:
        coc = self.game == "coc7"
        self.proxy.setSourceModel(self.model)
        self.header.first_rotated = None if coc else 4
        self.header.updateGeometry()
        self._fit_columns()
        for widget in (self.san_loss, self.san_button, self.luck_button):
            widget.setVisible(coc)
        for toc_widget in (self.stability_loss, self.mythos_check, self.stability_button):
            toc_widget.setVisible(not coc)
        self.message.clear()
        self._refresh()

    def add(self, doc: SheetDocument) -> bool:
        """Add ``doc`` to the table of its game (shown now); False when it is there already."""
        game = doc.document.system
        if game not in self.models:
            return False
        self.set_game(game)
        added = self.models[game].add(doc)
        if added:
            self._fit_columns()
        return added

    def selected_documents(self) -> list[SheetDocument]:
        """The documents of the selected rows, in table order."""
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.proxy.index(row, 0).data(DOCUMENT_ROLE) for row in rows]

    def chosen_documents(self) -> list[SheetDocument]:
        """The selected rows' documents, or every row's when none is selected (table order)."""
        chosen = self.selected_documents()
        if chosen:
            return chosen
        return [self.proxy.index(row, 0).data(DOCUMENT_ROLE) for row in range(self.proxy.rowCount())]

    def ask_add_open(self) -> list[SheetDocument]:
        """Add open sheets of the shown game, chosen in a dialog."""
        docs = [doc for doc in self._open_sheets() if shiboken6.isValid(doc) and doc.document.system == self.game]
        dialog = AddSheetsDialog(docs, self.model.documents, self)
        added: list[SheetDocument] = []
        if dialog.exec() == QDialog.DialogCode.Accepted:
            for doc in dialog.chosen():
                if self.add(doc):
                    added.append(doc)
        dialog.deleteLater()
        return added

    def add_files(self, paths: Sequence[str]) -> list[SheetDocument]:
        """Open each sheet file (through the main window: an open tab is reused) and add it."""
        added = []
        for path in paths:
            if self._open_file is None:
                break
            doc = self._open_file(os.path.abspath(path))
            if doc is not None and self.add(doc):
                added.append(doc)
        return added

    def remove_selected(self) -> None:
        for doc in self.selected_documents():
            self.model.remove(doc)

    def _show_sheet(self, index) -> None:
        if self._show_file is not None:
            doc = index.data(DOCUMENT_ROLE)
            if doc is not None and doc.path:
                self._show_file(doc.path)

    def _fit_columns(self) -> None:
        self.table.resizeColumnsToContents()

    # ------------------------------------------------------------------ group rolls

    def _run(self, action: Callable[[], party_model.GroupResult]) -> party_model.GroupResult | None:
        try:
            result = action()
        except SheetMakerError as exc:
            self.message.setText(self.tr("Nothing was rolled: {0}.").format(str(exc).rstrip(".")))
            return None
        self.message.setText(result.summary.summary)
        return result

    def group_san(self) -> party_model.GroupResult | None:
        """Each chosen sheet makes its own SAN roll with the loss typed."""
        loss = self.san_loss.text().strip()
        return self._run(lambda: party_model.group_san(self.controller, self.chosen_documents(), loss))

    def group_luck(self) -> party_model.GroupResult | None:
        """Each chosen sheet makes a Luck roll; the lowest Luck is named."""
        return self._run(lambda: party_model.group_luck(self.controller, self.chosen_documents()))

    def group_stability(self) -> party_model.GroupResult | None:
        """Each chosen ToC sheet makes its own Stability test."""
        return self._run(lambda: party_model.group_stability(
            self.controller, self.chosen_documents(), self.stability_loss.value(), self.mythos_check.isChecked()
        ))

    # ------------------------------------------------------------------ combat order

    def set_flag(self, doc: SheetDocument, on: bool) -> None:
        """CoC: a readied firearm; ToC: surprised."""
        flags = self._flags[doc.document.system]
        (flags.add if on else flags.discard)(id(doc))
        self._refresh()

    def combat_places(self) -> list:
        """The combat order of the shown table (Qt-free places; keys are the documents)."""
        docs = [doc for doc in self.model.documents if shiboken6.isValid(doc)]
        flags = self._flags[self.game]
        if self.game == "coc7":
            return coc_party.combat_order(
                [coc_party.combatant(doc.document, doc, id(doc) in flags, derived=doc.derived) for doc in docs]
            )
        return toc_party.combat_order(
            [toc_party.combatant(doc.document, doc, surprised=id(doc) in flags, derived=doc.derived) for doc in docs],
            random.Random(self._tie_seed),
        )

    def _names(self, names: Sequence[str]) -> str:
        return ", ".join(names) if len(names) <= 3 else self.tr("{0} others").format(len(names))

    def _reason(self, place) -> str:
        c = place.combatant
        if self.game == "coc7":
            text = self.tr("DEX {0}").format(c.dex)
            if c.readied_firearm:
                text = self.tr("DEX {0} + 50 for a readied firearm").format(c.dex)
            if place.still_tied:
                text += self.tr("; tied with {0} on DEX and combat skill: the keeper decides").format(
                    self._names(place.still_tied))
            elif place.tied_with:
                text += self.tr("; same DEX as {0}: the higher combat skill goes first ({1} {2})").format(
                    self._names(place.tied_with), terms.skill_label("coc7", c.combat_skill_label), c.combat_skill)
            return text
        ability = terms.term("toc", "ability", c.ability)
        text = self.tr("{0} {1}").format(ability, c.rating)
        if c.surprised:
            text += self.tr("; surprised: acts last")
        if place.decided_by:
            why = {
                "player": self.tr("a player acts before an NPC"),
                "pool": self.tr("more {0} pool points ({1})").format(ability, c.pool),
                "random": self.tr("drawn at random"),
            }[place.decided_by]
            text += self.tr("; tied with {0}: {1}").format(self._names(place.tied_with), why)
        return text

    def _refresh(self, *_args) -> None:
        coc = self.game == "coc7"
        gaps = self.models["toc"].gaps
        self.gap_label.setVisible(not coc and self.model.rowCount() > 0)
        self.gap_label.setText(
            self.tr("No gaps: every investigative ability is covered by an investigator.") if not gaps else
            self.tr("Tinted columns are gaps: {0} investigative abilities no investigator in the table has.").format(
                len(gaps))
        )
        for game, model in self.models.items():  # forget the flags of rows that left
            self._flags[game] &= {id(doc) for doc in model.documents}
        self.order_title.setText(
            self.tr("<b>Combat order</b>: by DEX, +50 with a readied firearm.")
            if coc else
            self.tr("<b>Combat order</b>: by the rating of the tested fighting ability.")
        )
        places = self.combat_places()
        self.order.blockSignals(True)
        self.order.setHorizontalHeaderLabels(
            [self.tr("#"), self.tr("Character and reason"), self.tr("Readied") if coc else self.tr("Surprised")]
        )
        readied = self.order.horizontalHeaderItem(2)  # made by setHorizontalHeaderLabels
        if readied is not None:
            readied.setToolTip(
                self.tr("Tick a readied firearm: it acts at DEX + 50.")
                if coc else
                self.tr("Tick the surprised: they act last.")
            )
        self.order.setRowCount(len(places))
        flags = self._flags[self.game]
        for row, place in enumerate(places):
            doc = place.combatant.key
            number = QTableWidgetItem(str(place.position))
            number.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            self.order.setItem(row, 0, number)
            reason = self._reason(place)
            who = QTableWidgetItem(f"{place.combatant.name}\n{reason}")
            who.setToolTip(reason)
            who.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            self.order.setItem(row, 1, who)
            check = QTableWidgetItem()
            check.setData(Qt.ItemDataRole.AccessibleTextRole,
                          self.tr("Readied firearm") if coc else self.tr("Surprised"))
            check.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            check.setCheckState(Qt.CheckState.Checked if id(doc) in flags else Qt.CheckState.Unchecked)
            check.setData(Qt.ItemDataRole.UserRole, doc)
            check.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            check.setToolTip(
                self.tr("A readied firearm acts at DEX + 50.") if coc else self.tr("Surprised characters act last.")
            )
            self.order.setItem(row, 2, check)
        self.order.blockSignals(False)
        self.remove_button.setEnabled(self.model.rowCount() > 0)
        self.print_button.setEnabled(self.model.rowCount() > 0)
        for button in (self.san_button, self.luck_button, self.stability_button):
            button.setEnabled(self.model.rowCount() > 0)

    def _on_order_item_changed(self, item: QTableWidgetItem) -> None:
        if item.column() != 2:
            return
        doc = item.data(Qt.ItemDataRole.UserRole)
        if doc is not None:
            self.set_flag(doc, item.checkState() == Qt.CheckState.Checked)

    # ------------------------------------------------------------------ print

    def pdf_bytes(self) -> bytes:
        """The one-page PDF of the shown table and its combat order."""
        from sheetmaker.pdf.party import render_party

        rows = [self.model.row_value(row) for row in range(self.model.rowCount())]
        data, _ = render_party(self.game, rows, self.combat_places(), abilities=self.model.abilities or None)
        return data

    def print_to(self, path: str) -> bool:
        """Write the PDF to ``path``; a failure is said in the panel's message line."""
        from sheetmaker.io import safefile

        try:
            safefile.write_file(path, self.pdf_bytes())
        except OSError as exc:
            self.message.setText(self.tr("The PDF could not be written: {0}.").format(exc.strerror or exc))
            return False
        self.message.setText(self.tr("The party table was saved as “{0}”.").format(os.path.basename(path)))
        return True

    def ask_print(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Print Party Table"), self.tr("Party.pdf"), self.tr("PDF files (*.pdf)")
        )
        if not path:
            return False
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        return self.print_to(path)


class PartyDock(Retranslatable, QDockWidget):
    """The "Party table" dock of the main window; ``closed`` when its close button is used."""

    closed = Signal()

    def __init__(self, panel: PartyPanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PartyDock")
        self.panel = panel
        self.setWidget(panel)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Party table"))

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().closeEvent(event)
        self.closed.emit()
