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
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QGuiApplication
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
from sheetmaker.io import convert
from sheetmaker.io.interchange import MAX_INPUT_BYTES, Imported, InterchangeError, Report

#: The formats File → Export As… offers (our own is Save As).
EXPORT_FORMATS = ("dholes", "foundry", "statblock")


def _tr(text: str) -> str:
    return QCoreApplication.translate("ImportDialog", text)


def read_file(path: str) -> tuple[str, list[Imported]]:
    """Read one file of any known format.

    Raises:
        InterchangeError: the file cannot be read, is too large or is in no known format.
    """
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_INPUT_BYTES + 1)
    except OSError as exc:
        raise InterchangeError(_tr("the file cannot be read ({0})").format(exc.strerror or exc)) from None
    return convert.read_input(data)


def game_title(document: Document) -> str:
    """The game's short name for a list."""
    return {"coc7": _tr("Call of Cthulhu 7e"), "toc": _tr("Trail of Cthulhu")}.get(document.system, document.system)


def kind_title(document: Document) -> str:
    return _tr("NPC") if document.kind == "npc" else _tr("investigator")


#: Colours of a disagreement: set both ways so the line reads on the light and dark palettes.
_DISAGREE_STYLE = "background-color:#fff1c2; color:#4a3500;"


def report_html(report: Report) -> str:
    """The report in sections (Read, Mapped, Not carried, Disagrees, Notes), each item a
    sentence; disagreements highlighted."""
    parts = [f"<p><b>{html.escape(_tr('Source: {0}').format(report.source))}</b></p>"]
    for title, items, style in (
        (_tr("Disagrees"), report.disagreements, _DISAGREE_STYLE),
        (_tr("Not carried"), report.lost, ""),
        (_tr("Read"), report.read, ""),
        (_tr("Mapped"), report.mapped, ""),
        (_tr("Notes"), report.notes, ""),
    ):
        if not items:
            continue
        parts.append(f"<h3>{html.escape(title)} ({len(items)})</h3><ul>")
        for item in items:
            text = html.escape(item)
            parts.append(f'<li><span style="{style}">{text}</span></li>' if style else f"<li>{text}</li>")
        parts.append("</ul>")
    if report.complete:
        parts.append(f"<p>{html.escape(_tr('Nothing was lost and no stored value disagrees.'))}</p>")
    return "".join(parts)


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

    sheetsConfirmed = Signal(list)

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
        layout = QVBoxLayout(self)

        self.source_tabs = QTabWidget()
        self.source_tabs.setObjectName("importSources")
        file_page = QWidget()
        file_layout = QVBoxLayout(file_page)
        file_layout.addWidget(QLabel(self.tr(
            "Choose a Dhole's House JSON file, a Foundry VTT actor, a statblock as text or a SheetMaker sheet. "
            "The format is found from the content.")))
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
        self.source_tabs.setMaximumHeight(220)
        layout.addWidget(self.source_tabs)

        self.message = QLabel()
        self.message.setObjectName("importMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.sheet_list = QListWidget()
        self.sheet_list.setObjectName("importSheets")
        self.sheet_list.setAccessibleName(self.tr("Sheets found"))
        self.sheet_list.setSpacing(3)
        self.sheet_list.currentRowChanged.connect(self._show_report)
        self.sheet_list.itemChanged.connect(lambda _item: self._update_button())
        self.report_view = QTextBrowser()
        self.report_view.setObjectName("importReport")
        self.report_view.setAccessibleName(self.tr("Import report"))
        splitter.addWidget(self.sheet_list)
        splitter.addWidget(self.report_view)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
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
        """Read a file; its sheets are listed, or the message says why none could be read."""
        self.path_edit.setText(path)
        self._folder = os.path.dirname(path)
        try:
            _, items = read_file(path)
        except InterchangeError as exc:
            self.show_error(self.tr("{0} cannot be imported: {1}.").format(os.path.basename(path), str(exc).rstrip(".")))
            return False
        self.set_items(items, os.path.basename(path))
        return True

    def read_pasted(self) -> bool:
        """Read the pasted text."""
        text = self.paste_edit.toPlainText()
        if not text.strip():
            self.show_error(self.tr("Paste a statblock or a JSON export first."))
            return False
        try:
            _, items = convert.read_input(text.encode("utf-8"))
        except InterchangeError as exc:
            self.show_error(self.tr("The pasted text cannot be imported: {0}.").format(str(exc).rstrip(".")))
            return False
        self.set_items(items, self.tr("the pasted text"))
        return True

    def show_error(self, text: str) -> None:
        """Say why nothing can be imported (the list is emptied: nothing will be created)."""
        self.set_items([], "")
        self.message.setText(text)
        self.message.setProperty("error", True)
        self.message.setStyleSheet("color: palette(text); font-weight: bold;")

    # ------------------------------------------------------------------ the list

    def set_items(self, items: list[Imported], source: str) -> None:
        self._items = list(items)
        self.sheet_list.blockSignals(True)
        self.sheet_list.clear()
        for imported in self._items:
            document, report = imported.document, imported.report
            name = document.display_name
            marks = []
            if report.disagreements:
                marks.append(self.tr("{0} disagree").format(len(report.disagreements)))
            if report.lost:
                marks.append(self.tr("{0} not carried").format(len(report.lost)))
            text = f"{name}\n{game_title(document)}, {kind_title(document)}"
            if marks:
                text += " — " + ", ".join(marks)
            item = QListWidgetItem(text)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            item.setToolTip(self.tr("{0} from {1}").format(name, report.source))
            self.sheet_list.addItem(item)
        self.sheet_list.blockSignals(False)
        self.message.setStyleSheet("")
        if self._items:
            count = len(self._items)
            found = self.tr("1 sheet found in {0}.") if count == 1 else self.tr("{1} sheets found in {0}.")
            self.message.setText(found.format(source, count) + " " + self.tr(
                "Untick the ones you do not want; nothing is created until you confirm."))
            self.sheet_list.setCurrentRow(0)
            self._show_report(0)
        else:
            self.report_view.clear()
        self._update_button()

    def _show_report(self, row: int) -> None:
        if 0 <= row < len(self._items):
            self.report_view.setHtml(report_html(self._items[row].report))
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
        self.setWindowTitle(self.tr("Export As"))
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
        for key in EXPORT_FORMATS:
            if convert.available(key):
                self.format_combo.addItem(convert.title_of(key), key)
        row.addWidget(label)
        row.addWidget(self.format_combo, 1)
        layout.addLayout(row)
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
            self.summary.setText(self.tr("No export format is available in this installation."))
            self.save_button.setEnabled(False)
        else:
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
        if report.lost:
            self.summary.setText(self.tr("{0} cannot carry {1} of this sheet's values; they are listed below "
                                         "and will not be in the file.").format(title, len(report.lost)))
        else:
            self.summary.setText(self.tr("{0} carries everything on this sheet.").format(title))
        lost_only = Report(report.source, lost=report.lost, notes=report.notes,
                           disagreements=report.disagreements)
        self.report_view.setHtml(report_html(lost_only))

    def save(self) -> str | None:
        """Ask for the file and write it; returns the path written (None when cancelled)."""
        if self._data is None:
            return None
        from sheetmaker.io import safefile
        from sheetmaker.pdf.export import file_stem

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
