"""Other tools' formats in the desktop application (issue 14): File → Import… (a file or pasted
text), the Import dialog shown for files dropped on the window or the library, File → Export
As… and Sheet → Copy as Statblock.

The reading and writing is :mod:`sheetmaker.io.convert` / :mod:`sheetmaker.io.interchange`; the
widgets here only show the reports and ask. Nothing is created until the user confirms: the
dialog's :attr:`ImportDialog.sheetsConfirmed` hands over the ticked documents.
"""

from __future__ import annotations

import html
import os
from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QGuiApplication, QPainter, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core.document import Document
from sheetmaker.io import convert, interchange
from sheetmaker.io.interchange import Imported, InterchangeError, Report
from sheetmaker.ui.widgets import TickDelegate

#: The formats File → Export As… offers (our own is Save As).
EXPORT_FORMATS = ("dholes", "foundry", "statblock")

#: Inputs this large or larger are read in the thread pool (the dialog stays live, Cancel
#: works); a smaller one reads in a few milliseconds and is read at once.
BACKGROUND_BYTES = 16 * 1024


def read_file(path: str) -> tuple[str, list[Imported]]:
    """Read one file of any known format.

    Raises:
        InterchangeError: the file cannot be read, is too large or is in no known format.
    """
    # Regular files only, size-capped, never blocking (a FIFO or a device is refused at once).
    return convert.read_input(interchange.read_bytes(path))


def game_name(system: str) -> str:
    """The name of a game system (``coc7``, ``toc``) for people."""
    return {
        "coc7": QCoreApplication.translate("ImportDialog", "Call of Cthulhu 7e"),
        "toc": QCoreApplication.translate("ImportDialog", "Trail of Cthulhu"),
    }.get(system, system)


def game_title(document: Document) -> str:
    """The game's short name for a list."""
    return game_name(document.system)


def format_games(key: str) -> tuple[str, ...]:
    """The game systems the format ``key`` carries (empty: any)."""
    if key == convert.SHEETMAKER or not convert.available(key):
        return ()
    return interchange.FORMATS[key].games


def _and_list(names: Sequence[str]) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return QCoreApplication.translate("ImportDialog", "{0} and {1}").format(", ".join(names[:-1]), names[-1])


def kind_title(document: Document) -> str:
    return (
        QCoreApplication.translate("ImportDialog", "NPC")
        if document.kind == "npc"
        else QCoreApplication.translate("ImportDialog", "investigator")
    )


#: Colours of a disagreement, set both ways so the line reads on either palette: dark amber ink
#: on pale yellow on a light palette, pale yellow on dark amber on a dark one.
_DISAGREE_STYLE = "background-color:#fff1c2; color:#4a3500;"
_DISAGREE_STYLE_DARK = "background-color:#4d3b0a; color:#ffe9a8;"


def is_dark(palette: QPalette) -> bool:
    """Whether ``palette`` is a dark one (its base darker than mid grey)."""
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def _sections(report: Report, dark: bool) -> list[tuple[str, str, list[str], str]]:
    """The report's sections in the order shown: (anchor, title, items, style)."""
    return [
        ("disagrees", QCoreApplication.translate("ImportDialog", "Values that disagree"), report.disagreements,
         _DISAGREE_STYLE_DARK if dark else _DISAGREE_STYLE),
        ("lost", QCoreApplication.translate("ImportDialog", "Not carried"), report.lost, ""),
        ("converted", QCoreApplication.translate("ImportDialog", "Converted"), report.converted, ""),
        ("read", QCoreApplication.translate("ImportDialog", "Read"), report.read, ""),
        ("mapped", QCoreApplication.translate("ImportDialog", "Mapped"), report.mapped, ""),
        ("notes", QCoreApplication.translate("ImportDialog", "Notes"), report.notes, ""),
    ]


def report_html(report: Report, title: str = "", complete_text: str = "", dark: bool = False) -> str:
    """The report in sections (Values that disagree, Not carried, Converted, Read, Mapped,
    Notes), each item a sentence; disagreements highlighted.

    ``title`` heads it (default "Source: FORMAT"); a long report starts with a line of links to
    its sections, so a long section does not hide the others. ``complete_text``
    is said when nothing was lost and nothing disagrees (default: an import's wording);
    ``dark`` picks the highlight's colours for a dark palette.
    """
    heading = title or QCoreApplication.translate("ImportDialog", "Source: {0}").format(report.source)
    parts = [f"<p><b>{html.escape(heading)}</b></p>"]
    shown = [(anchor, name, items, style) for anchor, name, items, style in _sections(report, dark) if items]
    if len(shown) > 1 and sum(len(items) for *_, items, _ in shown) > 8:
        links = " · ".join(
            f'<a href="#{anchor}">{html.escape(name)} ({len(items)})</a>' for anchor, name, items, _ in shown
        )
        parts.append(f"<p>{links}</p>")
    for anchor, name, items, style in shown:
        parts.append(f'<h3><a name="{anchor}"></a>{html.escape(name)} ({len(items)})</h3><ul>')
        for item in items:
            text = html.escape(item)
            parts.append(f'<li><span style="{style}">{text}</span></li>' if style else f"<li>{text}</li>")
        parts.append("</ul>")
    if report.complete:
        complete = complete_text or QCoreApplication.translate(
            "ImportDialog", "Nothing was lost and no stored value disagrees."
        )
        parts.append("<p>" + html.escape(complete) + "</p>")
    return "".join(parts)


def sheet_row_text(imported: Imported) -> str:
    """A row of the Import dialog's list: the character's name, the game and kind, and what
    needs a look (disagreements, values not carried) on a third line."""
    document, report = imported.document, imported.report
    lines = [document.display_name, f"{game_title(document)}, {kind_title(document)}"]
    marks = []
    if report.disagreements:
        count = len(report.disagreements)
        marks.append(
            QCoreApplication.translate("ImportDialog", "1 value disagrees")
            if count == 1
            else QCoreApplication.translate("ImportDialog", "{0} values disagree").format(count)
        )
    if report.lost:
        marks.append(QCoreApplication.translate("ImportDialog", "{0} not carried").format(len(report.lost)))
    if marks:
        lines.append(", ".join(marks))
    return "\n".join(lines)


class _ReadSignals(QObject):
    done = Signal(int, object, str)  # generation, the sheets read (None on error), the error


class _ReadTask(QRunnable):
    """Reads input bytes of any known format in the thread pool; the result goes back to the
    GUI thread through ``signals.done`` (nothing is sent when the dialog is gone)."""

    def __init__(self, generation: int, data: bytes, signals: _ReadSignals) -> None:
        super().__init__()
        self._generation = generation
        self._data = data
        self._signals = signals

    def run(self) -> None:
        items: list[Imported] | None = None
        error = ""
        try:
            _, items = convert.read_input(self._data)
        except InterchangeError as exc:
            error = str(exc)
        except Exception as exc:  # noqa: BLE001 - reported, never raised in a worker
            error = f"{type(exc).__name__}: {exc}" if not str(exc) else str(exc)
        if not shiboken6.isValid(self._signals):
            return  # the dialog was closed while reading
        try:
            self._signals.done.emit(self._generation, items, error)
        except RuntimeError:  # deleted between the check and the emit
            pass


class SheetList(QListWidget):
    """The Import dialog's list of sheets found: tick boxes drawn by :class:`TickDelegate` (their
    empty boxes stay visible on a dark palette) and, when empty, a line saying what comes here."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(TickDelegate(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.empty_text = ""

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        if self.count() == 0 and self.empty_text:
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
            rect = self.viewport().rect().adjusted(12, 8, -12, -8)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.empty_text)
            painter.end()


class ImportDialog(QDialog):
    """Lists the sheets found in a file or pasted text with their reports; nothing is created
    until the user clicks "Open N Sheets" (or "Add N Sheets to the Library").

    Args:
        items: sheets already read (a dropped file); ``None`` shows the file and paste tabs.
        source: where ``items`` came from (shown above the list).
        confirm_text: the confirm button's text for one sheet and for ``{0}`` sheets (``None``:
            "Open 1 Sheet", "Open N Sheets").
        folder: where the file dialog starts.

    Signals:
        sheetsConfirmed(list): the ticked documents, when the user confirms.
    """

    sheetsConfirmed = Signal(list)  # noqa: N815 - Qt-style signal name

    def __init__(
        self,
        parent: QWidget | None = None,
        items: Sequence[Imported] | None = None,
        source: str = "",
        confirm_text: tuple[str, str] | None = None,
        folder: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("importDialog")
        self.setWindowTitle(self.tr("Import Sheets"))
        self._items: list[Imported] = []
        self._folder = folder
        self._confirm_text = confirm_text
        #: Inputs of this many bytes or more are read in the thread pool.
        self.background_bytes = BACKGROUND_BYTES
        self._generation = 0  # a read's number: the result of an older one is dropped
        self._reading = False
        self._on_read: tuple[Callable[[list[Imported]], None], Callable[[str], None]] | None = None
        self._read_signals = _ReadSignals(self)
        self._read_signals.done.connect(self._read_done)
        layout = QVBoxLayout(self)

        self.source_tabs = QTabWidget()
        self.source_tabs.setObjectName("importSources")
        self.source_tabs.setAccessibleName(self.tr("Where to import from"))
        self.source_tabs.setAccessibleDescription(self.tr("Choose a file or paste text"))
        file_page = QWidget()
        file_layout = QVBoxLayout(file_page)
        # Two lines without wrapping, so the tab's height is known (see _fit_sources).
        file_layout.addWidget(QLabel(self.tr(
            "Choose a Dhole's House JSON file, a Foundry VTT actor, a statblock as text or a SheetMaker sheet.\n"
            "The format is found from the content, whatever the file is called.")))
        row = QHBoxLayout()
        self.path_edit = QLineEdit()
        self.path_edit.setReadOnly(True)
        self.path_edit.setPlaceholderText(self.tr("No file chosen"))
        self.path_edit.setAccessibleName(self.tr("File to import"))
        self.browse_button = QPushButton(self.tr("Choose File…"))
        self.browse_button.clicked.connect(self.choose_file)
        row.addWidget(self.path_edit, 1)
        row.addWidget(self.browse_button)
        file_layout.addLayout(row)
        file_layout.addStretch(1)
        self._file_page = file_page
        self.source_tabs.addTab(file_page, self.tr("From a File"))
        paste_page = QWidget()
        paste_layout = QVBoxLayout(paste_page)
        self.paste_edit = QPlainTextEdit()
        self.paste_edit.setObjectName("pasteEdit")
        self.paste_edit.setPlaceholderText(self.tr("Paste a statblock or a JSON export"))
        self.paste_edit.setAccessibleName(self.tr("Text to import"))
        self.read_button = QPushButton(self.tr("Read the Text"))
        self.read_button.clicked.connect(self.read_pasted)
        paste_layout.addWidget(self.paste_edit, 1)
        paste_layout.addWidget(self.read_button, 0, Qt.AlignmentFlag.AlignRight)
        self.source_tabs.addTab(paste_page, self.tr("Paste Text"))
        self.source_tabs.currentChanged.connect(self._fit_sources)
        self._fit_sources()
        layout.addWidget(self.source_tabs)

        self.message = QLabel()
        self.message.setObjectName("importMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.sheet_list = SheetList()
        self.sheet_list.setObjectName("importSheets")
        self.sheet_list.setAccessibleName(self.tr("Sheets found"))
        self.sheet_list.setSpacing(3)
        self.sheet_list.currentRowChanged.connect(self._show_report)
        self.sheet_list.itemChanged.connect(lambda _item: self._update_button())
        self.report_view = QTextBrowser()
        self.report_view.setObjectName("importReport")
        self.report_view.setAccessibleName(self.tr("Import report"))
        # One short line: a text edit's placeholder does not wrap.
        self.report_view.setPlaceholderText(self.tr("The report of the sheet chosen in the list comes here."))
        splitter.addWidget(self.sheet_list)
        splitter.addWidget(self.report_view)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setChildrenCollapsible(False)
        layout.addWidget(splitter, 1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.confirm_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.confirm_button.setObjectName("confirmImport")
        self.buttons.accepted.connect(self.confirm)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        if items is not None:
            self.source_tabs.hide()
            self.set_items(list(items), source)
        else:
            self.set_items([], "")
            self.message.setText(self.tr("Choose a file or paste text; the sheets found are listed here."))
        self.resize(820, 560)

    # ------------------------------------------------------------------ reading

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import a Sheet"), self._folder,
            self.tr("Sheets and exports (*.json *.txt *.md);;All files (*)"),
        )
        if path:
            self.read_path(path)

    def read_path(self, path: str) -> bool:
        """Read a file; its sheets are listed, or the message says why none could be read.
        A large file is read in the background (see :meth:`read_bytes`).

        Returns False when the file cannot be read (the message says why)."""
        self.path_edit.setText(path)
        self._folder = os.path.dirname(path)
        name = os.path.basename(path)

        def failed(error: str) -> None:
            self.show_error(self.tr("{0} cannot be imported: {1}.").format(name, error.rstrip(".")))

        try:
            # Regular files only, size-capped, never blocking (a FIFO or a device is refused at once).
            data = interchange.read_bytes(path)
        except InterchangeError as exc:
            failed(str(exc))
            return False
        return self.read_bytes(data, name, failed)

    def read_pasted(self) -> bool:
        """Read the pasted text (a large paste in the background, see :meth:`read_bytes`).

        Returns False when there is nothing to read or the text cannot be read."""
        text = self.paste_edit.toPlainText()
        if not text.strip():
            self.show_error(self.tr("Paste a statblock or a JSON export first."))
            return False

        def failed(error: str) -> None:
            self.show_error(self.tr("The pasted text cannot be imported: {0}.").format(error.rstrip(".")))

        return self.read_bytes(text.encode("utf-8"), self.tr("the pasted text"), failed)

    def read_bytes(self, data: bytes, source: str, failed: Callable[[str], None]) -> bool:
        """List the sheets of ``data`` (from ``source``), or call ``failed`` with why not.

        Input of :attr:`background_bytes` or more is read in the thread pool: the dialog shows
        that it is reading and stays live (Cancel closes it; the result of an earlier read is
        dropped); the sheets are listed on the GUI thread when it is done. Returns False when
        the input could not be read at once, True when it was read or its reading started."""
        self._generation += 1
        if len(data) < self.background_bytes:
            self._set_reading(False)
            try:
                _, items = convert.read_input(data)
            except InterchangeError as exc:
                failed(str(exc))
                return False
            self.set_items(items, source)
            return True
        self.set_items([], "")
        self._on_read = (lambda items: self.set_items(items, source), failed)
        self.message.setText(self.tr("Reading {0}…").format(source))
        self._set_reading(True)
        QThreadPool.globalInstance().start(_ReadTask(self._generation, bytes(data), self._read_signals))
        return True

    @property
    def reading(self) -> bool:
        """Whether input is being read in the background."""
        return self._reading

    def _set_reading(self, reading: bool) -> None:
        self._reading = reading
        self.read_button.setEnabled(not reading)
        self.browse_button.setEnabled(not reading)
        self.paste_edit.setReadOnly(reading)
        if reading:
            self.setCursor(Qt.CursorShape.BusyCursor)
            self.confirm_button.setEnabled(False)
        else:
            self.unsetCursor()

    def _read_done(self, generation: int, items: list[Imported] | None, error: str) -> None:
        if generation != self._generation or self._on_read is None:
            return  # an earlier read's result
        listed, failed = self._on_read
        self._on_read = None
        self._set_reading(False)
        if items is None:
            failed(error)
        else:
            listed(items)

    def reject(self) -> None:
        """Cancel, also while reading: the reading's result is dropped."""
        self._generation += 1
        self._on_read = None
        if self._reading:
            self._set_reading(False)
        super().reject()

    def show_error(self, text: str) -> None:
        """Say why nothing can be imported (the list is emptied: nothing will be created)."""
        self.set_items([], "")
        self.message.setText(text)
        self.message.setProperty("error", True)
        self.message.setStyleSheet("color: palette(text); font-weight: bold;")
        self.sheet_list.empty_text = self.tr("No sheet was found.")

    def _fit_sources(self, *_args: object) -> None:
        # The file tab needs two lines; the paste tab room for a statblock.
        if self.source_tabs.currentWidget() is self._file_page:
            page = self._file_page.minimumSizeHint().height()
            self.source_tabs.setMaximumHeight(self.source_tabs.tabBar().sizeHint().height() + page + 8)
        else:
            self.source_tabs.setMaximumHeight(220)

    # ------------------------------------------------------------------ the list

    def set_items(self, items: list[Imported], source: str) -> None:
        self._items = list(items)
        self.sheet_list.blockSignals(True)
        self.sheet_list.clear()
        for imported in self._items:
            name, source_name = imported.document.display_name, imported.report.source
            item = QListWidgetItem(sheet_row_text(imported))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            item.setToolTip(self.tr("{0}, read from {1}").format(name, source_name))
            self.sheet_list.addItem(item)
        self.sheet_list.blockSignals(False)
        self.message.setStyleSheet("")
        self.message.setProperty("error", False)
        if self._items:
            count = len(self._items)
            if count == 1:
                found = self.tr("1 sheet found in {0}. Nothing is created until you confirm.")
            else:
                found = self.tr("{1} sheets found in {0}. Untick the ones you do not want; nothing is created "
                                "until you confirm.")
            self.message.setText(found.format(source, count))
            self.sheet_list.setCurrentRow(0)
            self._show_report(0)
        else:
            self.report_view.clear()
        self.sheet_list.empty_text = self.tr("No sheet yet.")
        self.sheet_list.viewport().update()
        self._update_button()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "buttons"):
            self._show_report(self.sheet_list.currentRow())  # the highlight follows the scheme

    def _show_report(self, row: int) -> None:
        if 0 <= row < len(self._items):
            imported = self._items[row]
            title = self.tr("{0}, read from {1}").format(imported.document.display_name, imported.report.source)
            self.report_view.setHtml(report_html(imported.report, title, dark=is_dark(self.palette())))
        else:
            self.report_view.clear()

    def items(self) -> list[Imported]:
        return list(self._items)

    def checked_documents(self) -> list[Document]:
        return [
            imported.document
            for row, imported in enumerate(self._items)
            if self.sheet_list.item(row).checkState() == Qt.CheckState.Checked
        ]

    def _update_button(self) -> None:
        count = len(self.checked_documents())
        if self._confirm_text is not None:
            one, many = self._confirm_text
            text = one if count == 1 else many.format(count)
        elif count == 1:
            text = self.tr("Open 1 Sheet")
        else:
            text = self.tr("Open {0} Sheets").format(count)
        self.confirm_button.setText(text)
        self.confirm_button.setEnabled(count > 0)

    def confirm(self) -> None:
        documents = self.checked_documents()
        if not documents:
            return
        self.accept()
        self.sheetsConfirmed.emit(documents)


class ExportDialog(QDialog):
    """File → Export As…: choose the format, read what it cannot carry, then save.

    The report is shown before anything is written; "Save…" asks for the file (starting in
    ``folder``) and writes it safely. ``written`` is the path written (None before).
    """

    def __init__(self, document: Document, folder: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exportAsDialog")
        self.setWindowTitle(self.tr("Export {0} As").format(document.display_name))
        self._document = document
        self._folder = folder
        self._data: bytes | None = None
        self.written: str | None = None
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        label = QLabel(self.tr("&Format:"))
        self.format_combo = QComboBox()
        self.format_combo.setObjectName("exportFormat")
        label.setBuddy(self.format_combo)
        omitted: dict[tuple[str, ...], list[str]] = {}
        for key in EXPORT_FORMATS:
            if not convert.available(key):
                continue
            games = format_games(key)
            if games and document.system not in games:
                omitted.setdefault(games, []).append(convert.title_of(key))
            else:
                self.format_combo.addItem(convert.title_of(key), key)
        row.addWidget(label)
        row.addWidget(self.format_combo, 1)
        layout.addLayout(row)
        #: Why some formats are not offered (formats of another game); hidden when all are.
        self.omitted = QLabel()
        self.omitted.setObjectName("exportOmitted")
        self.omitted.setWordWrap(True)
        reasons = []
        for games, titles in omitted.items():
            carries = self.tr("carries") if len(titles) == 1 else self.tr("carry")
            reasons.append(self.tr("{0} {1} only {2} sheets.").format(
                _and_list(titles), carries, _and_list([game_name(g) for g in games])))
        if reasons:
            reasons.append(self.tr("They are not offered for this {0} sheet.").format(game_title(document))
                           if sum(len(t) for t in omitted.values()) > 1
                           else self.tr("It is not offered for this {0} sheet.").format(game_title(document)))
        self.omitted.setText(" ".join(reasons))
        self.omitted.setVisible(bool(reasons))
        layout.addWidget(self.omitted)
        self.summary = QLabel()
        self.summary.setObjectName("exportSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.report_view = QTextBrowser()
        self.report_view.setObjectName("exportReport")
        self.report_view.setAccessibleName(self.tr("Export report"))
        layout.addWidget(self.report_view, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.save_button = self.buttons.addButton(self.tr("Save…"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.save_button.setObjectName("exportSave")
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.format_combo.currentIndexChanged.connect(self._refresh)
        self.resize(640, 460)
        if self.format_combo.count() == 0:
            if omitted:
                self.summary.setText(self.tr("No export format can carry this {0} sheet.").format(
                    game_title(document)))
            else:
                self.summary.setText(self.tr("No export format is available in this installation."))
            self.format_combo.setEnabled(False)
            self.save_button.setEnabled(False)
        else:
            self._refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "buttons") and self.format_combo.count():
            self._refresh()

    def key(self) -> str:
        return self.format_combo.currentData() or ""

    def set_format(self, key: str) -> None:
        index = self.format_combo.findData(key)
        if index >= 0:
            self.format_combo.setCurrentIndex(index)

    def _refresh(self, *_args: object) -> None:
        key = self.key()
        try:
            self._data, report = convert.export_bytes(self._document, key)
        except InterchangeError as exc:
            self._data = None
            self.summary.setText(self.tr("This sheet cannot be exported in this format: {0}.").format(
                str(exc).rstrip(".")))
            self.report_view.clear()
            self.save_button.setEnabled(False)
            return
        self.save_button.setEnabled(True)
        title = convert.title_of(key)
        if len(report.lost) == 1:
            self.summary.setText(self.tr("{0} cannot carry one part of this sheet; it is named below and will not "
                                         "be in the file.").format(title))
        elif report.lost:
            self.summary.setText(self.tr("{0} cannot carry {1} parts of this sheet; they are named below and will "
                                         "not be in the file.").format(title, len(report.lost)))
        else:
            self.summary.setText(self.tr("{0} carries everything on this sheet.").format(title))
        lost_only = Report(report.source, lost=report.lost, notes=report.notes,
                           disagreements=report.disagreements)
        self.report_view.setHtml(report_html(
            lost_only, self.tr("{0} as {1}").format(self._document.display_name, title),
            self.tr("Every value on this sheet is written."), is_dark(self.palette())))

    def save(self) -> str | None:
        """Ask for the file and write it; returns the path written (None when cancelled)."""
        if self._data is None:
            return None
        from sheetmaker.io import safefile
        from sheetmaker.io.filenames import file_stem

        suffix = convert.suffix_of(self.key())
        start = os.path.join(self._folder, file_stem(self._document) + suffix)
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export As"), start,
                                              self.tr("{0} (*{1});;All files (*)").format(
                                                  convert.title_of(self.key()), suffix))
        if not path:
            return None
        try:
            safefile.write_file(path, self._data)
        except safefile.SafeFileError as exc:
            self.summary.setText(self.tr("The file could not be written: {0}.").format(exc.reason.rstrip(".")))
            return None
        self.written = path
        self.accept()
        return path


def statblock_text(document: Document) -> str:
    """The keeper-style statblock of ``document`` (the registered "statblock" format).

    Raises:
        InterchangeError: no statblock writer is installed, or it refused the sheet.
    """
    data, _ = convert.export_bytes(document, "statblock")
    return data.decode("utf-8")


def copy_statblock(document: Document) -> str:
    """Put the statblock on the clipboard; returns the text."""
    text = statblock_text(document)
    QGuiApplication.clipboard().setText(text)
    return text
