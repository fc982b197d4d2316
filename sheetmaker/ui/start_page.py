"""The start page: shown while no sheet is open.

Big buttons for a new Call of Cthulhu or Trail of Cthulhu investigator and for opening a file,
the recent files, and the bundled sample sheets (a sample opens as a new, untitled copy so the
shipped file is never overwritten).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon, QResizeEvent
from PySide6.QtWidgets import (
    QCommandLinkButton,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.ui.language import Retranslatable


@dataclass(frozen=True)
class SampleEntry:
    """A bundled sample sheet as the start page lists it."""

    path: str
    name: str
    description: str


class StartPage(Retranslatable, QScrollArea):
    """What the main window shows while no sheet is open.

    Signals:
        newSheetRequested(str): a new blank sheet of the game system with this key.
        wizardRequested(str): the creation wizard of the game system with this key.
        openRequested: the user wants to choose a file to open.
        fileActivated(str): open this file (a recent file).
        sampleActivated(str): open a copy of this sample sheet.
        libraryRequested: show the library.
    """

    newSheetRequested = Signal(str)  # noqa: N815 - Qt naming
    wizardRequested = Signal(str)  # noqa: N815
    openRequested = Signal()  # noqa: N815
    fileActivated = Signal(str)  # noqa: N815
    sampleActivated = Signal(str)  # noqa: N815
    #: The user wants the library (every sheet of a folder).
    libraryRequested = Signal()  # noqa: N815

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)

        content = QWidget()
        content.setObjectName("startPageContent")
        content.setMaximumWidth(1100)
        style = self.style()
        self._file_icon = style.standardIcon(QStyle.StandardPixmap.SP_FileIcon)

        self._title = title = QLabel()
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        title.setFont(font)
        self._subtitle = subtitle = QLabel()
        subtitle.setWordWrap(True)

        self.new_coc_button = self._big_button(self._file_icon)
        self.new_coc_button.clicked.connect(lambda: self.wizardRequested.emit("coc7"))
        self.new_toc_button = self._big_button(self._file_icon)
        self.new_toc_button.clicked.connect(lambda: self.wizardRequested.emit("toc"))
        self.open_button = self._big_button(style.standardIcon(QStyle.StandardPixmap.SP_DirOpenIcon))
        self.open_button.clicked.connect(self.openRequested)
        self.library_button = self._big_button(style.standardIcon(QStyle.StandardPixmap.SP_DirIcon))
        self.library_button.clicked.connect(self.libraryRequested)

        # The main actions side by side, or in fewer columns when the window is narrow
        # (_reflow_cards, on resize).
        buttons = QGridLayout()
        buttons.setSpacing(12)
        self._cards = [
            self._card(b) for b in (self.new_coc_button, self.new_toc_button, self.open_button, self.library_button)
        ]
        self._card_columns = 0
        self._card_grid = buttons
        self._reflow_cards(len(self._cards))
        self.blank_coc_button = QPushButton()
        self.blank_coc_button.clicked.connect(lambda: self.newSheetRequested.emit("coc7"))
        self.blank_toc_button = QPushButton()
        self.blank_toc_button.clicked.connect(lambda: self.newSheetRequested.emit("toc"))
        blank_row = QHBoxLayout()
        for button in (self.blank_coc_button, self.blank_toc_button):
            button.setFlat(True)
            blank_row.addWidget(button)
        blank_row.addStretch(1)

        self._recent_box = QGroupBox()
        self._recent_layout = QVBoxLayout(self._recent_box)
        self._samples_box = QGroupBox()
        self._samples_layout = QVBoxLayout(self._samples_box)
        self._recent_buttons: list[QCommandLinkButton] = []
        self._sample_buttons: list[QCommandLinkButton] = []
        # What the lists show, to list it again in another language.
        self._recent: tuple[list[str], dict[str, str] | None] = ([], None)
        self._samples: list[SampleEntry] = []

        lists = QGridLayout()
        lists.setHorizontalSpacing(16)
        lists.addWidget(self._recent_box, 0, 0, Qt.AlignmentFlag.AlignTop)
        lists.addWidget(self._samples_box, 0, 1, Qt.AlignmentFlag.AlignTop)
        lists.setColumnStretch(0, 1)
        lists.setColumnStretch(1, 1)

        layout = QVBoxLayout(content)
        layout.setContentsMargins(32, 32, 32, 32)
        layout.setSpacing(16)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(8)
        layout.addLayout(buttons)
        layout.addLayout(blank_row)
        layout.addLayout(lists)
        layout.addStretch(1)

        # Centre the column in wide windows.
        outer = QWidget()
        outer_layout = QHBoxLayout(outer)
        outer_layout.setContentsMargins(0, 0, 0, 0)
        outer_layout.addStretch(0)
        outer_layout.addWidget(content, 1)
        outer_layout.addStretch(0)
        self.setWidget(outer)

        self.retranslate_ui()
        # The samples are listed once the rules are loaded (MainWindow.finish_startup).

    def retranslate_ui(self) -> None:
        """Set every text of the page in the current language (again on a language change)."""
        self._title.setText(self.tr("SheetMaker"))
        self.setAccessibleName(self.tr("Start page"))
        self.setAccessibleDescription(self.tr("Create or open investigators"))
        self._subtitle.setText(
            self.tr("Build, play and print investigators for Call of Cthulhu 7th edition "
                    "and Trail of Cthulhu.")
        )
        step_by_step = self.tr("Step by step, every rule checked")
        self._set_texts(self.new_coc_button, self.tr("New Call of Cthulhu investigator"), step_by_step)
        self._set_texts(self.new_toc_button, self.tr("New Trail of Cthulhu investigator"), step_by_step)
        self._set_texts(self.open_button, self.tr("Open…"), self.tr("A sheet file (.sheet.json) from your computer"))
        self._set_texts(
            self.library_button, self.tr("Library"), self.tr("Every sheet of a folder: search, sort, tag and print")
        )
        tip = self.tr("An empty sheet to fill in yourself (an existing investigator, an NPC)")
        self.blank_coc_button.setText(self.tr("New &blank Call of Cthulhu sheet"))
        self.blank_toc_button.setText(self.tr("New blank &Trail of Cthulhu sheet"))
        for button in (self.blank_coc_button, self.blank_toc_button):
            button.setToolTip(tip)
        self._recent_box.setTitle(self.tr("Recent sheets"))
        self._recent_box.setAccessibleName(self.tr("Recent sheets"))
        self._samples_box.setTitle(self.tr("Sample sheets"))
        self._samples_box.setAccessibleName(self.tr("Sample sheets"))
        self.set_recent_files(*self._recent)
        if self._samples or self._samples_layout.count():
            self.set_samples(self._samples)
        if self.isVisible():  # the cards' widths changed with their texts
            self._card_columns = 0
            self._reflow_cards(self._fitting_columns())

    def _reflow_cards(self, columns: int) -> None:
        columns = max(1, min(len(self._cards), columns))
        if columns == self._card_columns:
            return
        self._card_columns = columns
        grid = self._card_grid
        for card in self._cards:
            grid.removeWidget(card)
        for column in range(len(self._cards)):
            grid.setColumnStretch(column, 1 if column < columns else 0)
        for i, card in enumerate(self._cards):
            grid.addWidget(card, i // columns, i % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._reflow_cards(self._fitting_columns())

    def _fitting_columns(self) -> int:
        widest = max(card.minimumSizeHint().width() for card in self._cards)
        available = self.viewport().width() - 64  # the column's margins
        return (available + 12) // (widest + 12)

    @staticmethod
    def _set_texts(button: QCommandLinkButton, text: str, description: str) -> None:
        button.setText(text)
        button.setDescription(description)
        button.setAccessibleName(text)
        button.setAccessibleDescription(description)

    def _big_button(self, icon: QIcon) -> QCommandLinkButton:
        button = QCommandLinkButton()
        button.setIcon(icon)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        button.setIconSize(QSize(32, 32))
        return button

    @staticmethod
    def _card(button: QCommandLinkButton) -> QFrame:
        """A framed box around a main action: command links are flat until hovered."""
        card = QFrame()
        card.setFrameShape(QFrame.Shape.StyledPanel)
        card.setFrameShadow(QFrame.Shadow.Raised)
        layout = QVBoxLayout(card)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(button)
        return card

    def _list_button(self, text: str, description: str, tooltip: str) -> QCommandLinkButton:
        button = QCommandLinkButton(text, description)
        # The style's arrow is black whatever the palette; the file icon reads in both schemes.
        button.setIcon(self._file_icon)
        button.setAccessibleName(text)
        button.setAccessibleDescription(description)
        button.setToolTip(tooltip)
        return button

    @staticmethod
    def _clear(layout: QVBoxLayout) -> None:
        while layout.count():
            item = layout.takeAt(0)
            if item is None:
                break
            widget = item.widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()

    # ------------------------------------------------------------------ content

    def set_recent_files(self, paths: list[str], characters: dict[str, str] | None = None) -> None:
        """List these files (most recent first) under "Recent sheets": the character's name
        when known (``characters``: path → name), the file's name and folder below it."""
        self._recent = (list(paths), dict(characters) if characters else None)
        self._clear(self._recent_layout)
        self._recent_buttons = []
        characters = characters or {}
        for path in paths:
            name = characters.get(path) or os.path.basename(path)
            where = (
                os.path.basename(path) + " — " + os.path.dirname(path)
                if path in characters
                else os.path.dirname(path)
            )
            button = self._list_button(name, where, path)
            button.clicked.connect(lambda _=False, path=path: self.fileActivated.emit(path))
            self._recent_layout.addWidget(button)
            self._recent_buttons.append(button)
        if not paths:
            empty = QLabel(self.tr("Sheets you open or save appear here."))
            empty.setWordWrap(True)
            self._recent_layout.addWidget(empty)
        self._order_tabs()

    def set_samples(self, samples: list[SampleEntry]) -> None:
        """List the bundled sample sheets under "Sample sheets"."""
        self._samples = list(samples)
        self._clear(self._samples_layout)
        self._sample_buttons = []
        for sample in samples:
            button = self._list_button(
                sample.name,
                sample.description,
                self.tr("Opens a copy of the sample as a new, unsaved sheet"),
            )
            button.clicked.connect(
                lambda _=False, path=sample.path: self.sampleActivated.emit(path)
            )
            self._samples_layout.addWidget(button)
            self._sample_buttons.append(button)
        if not samples:
            empty = QLabel(self.tr("No sample sheets are installed."))
            empty.setWordWrap(True)
            self._samples_layout.addWidget(empty)
        self._order_tabs()

    def _order_tabs(self) -> None:
        # Buttons made later would otherwise come after the rest of the window in Tab order.
        chain = [
            self.new_coc_button,
            self.new_toc_button,
            self.open_button,
            self.library_button,
            self.blank_coc_button,
            self.blank_toc_button,
            *self._recent_buttons,
            *self._sample_buttons,
        ]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    @property
    def recent_buttons(self) -> list[QCommandLinkButton]:
        """The buttons of the recent files, in order."""
        return list(self._recent_buttons)

    @property
    def sample_buttons(self) -> list[QCommandLinkButton]:
        """The buttons of the samples, in order."""
        return list(self._sample_buttons)
