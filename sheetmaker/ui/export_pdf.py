"""File → Export PDF: the options dialog and the export that runs off the GUI thread.

:class:`PdfExporter` runs the whole command for one sheet: :class:`ExportPdfDialog` (layout,
page size, fillable fields, plain colours, as created, large print), the save dialog, then
:func:`sheetmaker.pdf.export.export_pdf` in a :class:`QThreadPool` worker while a window-modal
:class:`QProgressDialog` shows its progress. Its Cancel makes the export's ``cancelled``
callback answer true: the export stops and writes nothing (it writes atomically).

Decisions:

- The worker (:class:`ExportTask`) touches no widget and no :class:`SheetDocument`: it gets the
  immutable :class:`~sheetmaker.core.document.Document` values and reports through the signals
  of :class:`ExportSignals`, an object of the GUI thread, so every report is queued to the GUI
  thread.
- The PDF modules (reportlab) are imported when an export starts, never at startup.
- Errors go to a window-modal box that does not block, as the main window's do; the worker
  turns every exception into a message, so no traceback ever reaches the user.
- The page size is remembered (``export/page_size``); the first default comes from the locale:
  Letter in the United States and Canada, A4 elsewhere. The layout follows the sheet (a
  statblock for an NPC) and is not remembered.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, QRunnable, QSettings, Qt, QThreadPool, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from sheetmaker.core.document import Document

log = logging.getLogger(__name__)

PAGE_SIZE_KEY = "export/page_size"
FOLDER_KEY = "export/folder"
PAGE_SIZES = ("a4", "letter")
LAYOUTS = ("sheet", "statblock")
PDF_SUFFIX = ".pdf"
#: Territories whose paper is Letter (everywhere else: A4).
LETTER_TERRITORIES = (QLocale.Country.UnitedStates, QLocale.Country.Canada)  # PySide names the enum Country
#: Milliseconds before the progress dialog shows: a quick export does not flash it.
PROGRESS_DELAY_MS = 400

#: ``sheetmaker.pdf.export.export_pdf``'s signature.
ExportFunction = Callable[..., None]


@dataclass(frozen=True)
class ExportOptions:
    """What :class:`ExportPdfDialog` sets: the keyword arguments of ``export_pdf``.

    Attributes:
        layout: "sheet" (investigator sheets) or "statblock" (NPC statblocks).
        page_size: "a4" or "letter".
        fillable: sheet values become PDF form fields (sheet layout only).
        plain: black on white, without background tones (printer-friendly).
        as_created: the sheet as created, without play marks (for pregenerated investigators).
        large_print: no text under 12 pt (statblock layout only).
    """

    layout: str = "sheet"
    page_size: str = "a4"
    fillable: bool = False
    plain: bool = False
    as_created: bool = False
    large_print: bool = False


def default_page_size(locale: QLocale | None = None) -> str:
    """The usual paper of ``locale`` (the default locale when ``None``): "letter" or "a4"."""
    locale = locale if locale is not None else QLocale()
    return "letter" if locale.territory() in LETTER_TERRITORIES else "a4"


def load_page_size(settings: QSettings, locale: QLocale | None = None) -> str:
    """The remembered page size; the locale's when none (or an invalid one) is stored."""
    try:
        value = settings.value(PAGE_SIZE_KEY, "", type=str)
    except (TypeError, ValueError):
        value = ""
    return value if value in PAGE_SIZES else default_page_size(locale)


def pdf_file_name(name: str) -> str:
    """A PDF file name (without folder) for a sheet called ``name``
    (:func:`sheetmaker.io.filenames.file_stem_for`)."""
    from sheetmaker.io.filenames import file_stem_for

    return file_stem_for(name, "sheet") + PDF_SUFFIX


def with_pdf_suffix(path: str) -> str:
    """``path`` ending in ``.pdf`` (any case): added when missing, never doubled."""
    if path.lower().endswith(PDF_SUFFIX):
        return path
    return path.rstrip(".") + PDF_SUFFIX  # "harvey." → "harvey.pdf", not "harvey..pdf"


# --------------------------------------------------------------------------- the dialog


class ExportPdfDialog(QDialog):
    """Asks how to lay out the PDF; :meth:`options` gives the choice after ``accept``.

    Args:
        kind: the sheet's kind ("investigator" or "npc"): an NPC defaults to a statblock.
        page_size: the page size selected at first ("a4" or "letter").
        name: the sheet's name, shown in the dialog.
    """

    def __init__(
        self, kind: str = "investigator", page_size: str = "a4", name: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("exportPdfDialog")
        self.setWindowTitle(self.tr("Export PDF"))
        self.setAccessibleName(self.tr("Export PDF"))

        self.layout_combo = QComboBox()
        self.layout_combo.setObjectName("layoutCombo")
        self.layout_combo.addItem(self.tr("Investigator sheet"), "sheet")
        self.layout_combo.addItem(self.tr("NPC statblock"), "statblock")
        self.layout_combo.setAccessibleName(self.tr("Layout"))
        self.layout_combo.setToolTip(
            self.tr("A full investigator sheet, or a compact keeper's statblock "
                    "(several fit on a page).")
        )
        self.layout_combo.setCurrentIndex(
            self.layout_combo.findData("statblock" if kind == "npc" else "sheet")
        )

        self.page_size_combo = QComboBox()
        self.page_size_combo.setObjectName("pageSizeCombo")
        self.page_size_combo.addItem(self.tr("A4 (210 × 297 mm)"), "a4")
        self.page_size_combo.addItem(self.tr("Letter (8.5 × 11 in)"), "letter")
        self.page_size_combo.setAccessibleName(self.tr("Page size"))
        index = self.page_size_combo.findData(page_size)
        self.page_size_combo.setCurrentIndex(max(index, 0))

        self.fillable_check = QCheckBox(self.tr("&Fillable form fields"))
        self.fillable_check.setObjectName("fillableCheck")
        self.fillable_check.setAccessibleName(self.tr("Fillable form fields"))

        self.plain_check = QCheckBox(self.tr("&Plain, printer-friendly"))
        self.plain_check.setObjectName("plainCheck")
        self.plain_check.setAccessibleName(self.tr("Plain, printer-friendly"))
        self.plain_check.setToolTip(self.tr("Black on white, without background tones."))

        self.as_created_check = QCheckBox(self.tr("As &created, without play marks"))
        self.as_created_check.setObjectName("asCreatedCheck")
        self.as_created_check.setAccessibleName(self.tr("As created, without play marks"))
        self.as_created_check.setToolTip(
            self.tr("For pregenerated investigators: full Hit Points and Magic Points, starting "
                    "Sanity and Luck, no improvement ticks (Trail of Cthulhu: the ratings at "
                    "creation with full pools). The sheet itself is not changed.")
        )

        self.large_print_check = QCheckBox(self.tr("Lar&ge print (12 pt text at the least)"))
        self.large_print_check.setObjectName("largePrintCheck")
        self.large_print_check.setAccessibleName(self.tr("Large print"))

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        layout_label = QLabel(self.tr("&Layout:"))
        layout_label.setBuddy(self.layout_combo)
        form.addRow(layout_label, self.layout_combo)
        page_label = QLabel(self.tr("Page &size:"))
        page_label.setBuddy(self.page_size_combo)
        form.addRow(page_label, self.page_size_combo)
        form.addRow(self.tr("Options:"), self.fillable_check)
        form.addRow("", self.plain_check)
        form.addRow("", self.as_created_check)
        form.addRow("", self.large_print_check)

        self.button_box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        export_button = self.button_box.button(QDialogButtonBox.StandardButton.Ok)
        export_button.setText(self.tr("&Export…"))
        export_button.setAccessibleName(self.tr("Export"))
        export_button.setAccessibleDescription(self.tr("Choose where to save the PDF"))
        cancel_button = self.button_box.button(QDialogButtonBox.StandardButton.Cancel)
        cancel_button.setAccessibleName(self.tr("Cancel"))
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)

        main = QVBoxLayout(self)
        if name:
            heading = QLabel(self.tr("Export “{0}” to a PDF file.").format(name))
            heading.setObjectName("exportHeading")
            heading.setTextFormat(Qt.TextFormat.PlainText)
            heading.setWordWrap(True)
            main.addWidget(heading)
        main.addLayout(form)
        main.addStretch(1)
        main.addWidget(self.button_box)

        self.layout_combo.currentIndexChanged.connect(self._update_fillable)
        self._update_fillable()
        self.setMinimumWidth(max(360, self.sizeHint().width()))

    def _update_fillable(self, *_args: object) -> None:
        sheet = self.layout_combo.currentData() == "sheet"
        self.fillable_check.setEnabled(sheet)
        self.large_print_check.setEnabled(not sheet)
        self.large_print_check.setToolTip(
            self.tr("Large print is for statblocks: the sheet's boxes are made for small text.")
            if sheet
            else self.tr("Every text 12 pt or larger, the statblocks in one column.")
        )
        if sheet:
            self.fillable_check.setToolTip(
                self.tr("The sheet's values become form fields a PDF reader can edit.")
            )
        else:
            self.fillable_check.setToolTip(
                self.tr("Only investigator sheets have form fields; statblocks do not.")
            )

    def options(self) -> ExportOptions:
        """The options chosen."""
        layout = self.layout_combo.currentData()
        return ExportOptions(
            layout=layout,
            page_size=self.page_size_combo.currentData(),
            fillable=self.fillable_check.isChecked() and layout == "sheet",
            plain=self.plain_check.isChecked(),
            as_created=self.as_created_check.isChecked(),
            large_print=self.large_print_check.isChecked() and layout == "statblock",
        )


# --------------------------------------------------------------------------- the worker


class ExportSignals(QObject):
    """How an :class:`ExportTask` reports: made in (and living in) the GUI thread, so the
    worker's emissions are queued to the GUI thread.

    Signals:
        progress(int, int): documents done, total.
        succeeded(str): the PDF was written to this path.
        cancelled: the export stopped on request; nothing was written.
        failed(str, bool): the message, and whether it is an expected error (a folder that
            cannot be written…) rather than a bug.
    """

    progress = Signal(int, int)
    succeeded = Signal(str)
    cancelled = Signal()
    failed = Signal(str, bool)


class ExportTask(QRunnable):
    """Writes one PDF in a worker thread. Widget-free: it only calls the export function and
    emits ``signals``.

    Args:
        export: ``export_pdf`` or a function with its signature.
        documents: the documents (immutable values).
        path: the PDF's path.
        options: layout, page size, fillable, plain.
        signals: where to report.
        cancel: set to stop the export.
        done: set once the task emitted its last signal.
    """

    def __init__(
        self,
        export: ExportFunction,
        documents: Sequence[Document],
        path: str,
        options: ExportOptions,
        signals: ExportSignals,
        cancel: threading.Event,
        done: threading.Event,
    ) -> None:
        super().__init__()
        self._export = export
        self._documents = list(documents)
        self._path = path
        self._options = options
        self._signals = signals
        self._cancel = cancel
        self._done = done

    def run(self) -> None:
        from sheetmaker.core.errors import SheetMakerError
        from sheetmaker.pdf.export import ExportCancelled

        try:
            self._export(
                self._documents,
                self._path,
                layout=self._options.layout,
                page_size=self._options.page_size,
                fillable=self._options.fillable,
                plain=self._options.plain,
                as_created=self._options.as_created,
                large_print=self._options.large_print,
                progress=self._signals.progress.emit,
                cancelled=self._cancel.is_set,
            )
        except ExportCancelled:
            self._signals.cancelled.emit()
        except (SheetMakerError, ValueError) as exc:
            self._signals.failed.emit(str(exc), True)
        except Exception as exc:
            log.error("PDF export of %s failed", self._path, exc_info=True)
            self._signals.failed.emit(f"{type(exc).__name__}: {exc}", False)
        else:
            self._signals.succeeded.emit(self._path)
        finally:
            self._done.set()


# --------------------------------------------------------------------------- the command


class PdfExporter(QObject):
    """File → Export PDF: asks for the options and the file, then exports in the background.

    Args:
        settings: where the page size and the export folder are remembered.
        parent: the window the dialogs belong to.
        locale: decides the first default page size (the default locale when ``None``).

    Signals:
        exported(str): a PDF was written to this path.
        finished(str): an export ended, whichever way (the PDF's path, or "" when nothing was
            written); emitted once the user answered the last message.
    """

    exported = Signal(str)
    finished = Signal(str)

    def __init__(self, settings: QSettings, parent: QWidget, locale: QLocale | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._window = parent
        self._locale = locale
        self._cancel = threading.Event()
        self._done = threading.Event()
        self._done.set()
        self._signals: ExportSignals | None = None
        self._progress: QProgressDialog | None = None
        self._path = ""

    @property
    def running(self) -> bool:
        """Whether an export is under way (until its worker reported how it ended)."""
        return self._signals is not None

    @property
    def progress_dialog(self) -> QProgressDialog | None:
        """The progress dialog of the running export."""
        return self._progress

    # ------------------------------------------------------------------ asking

    def suggested_path(self, name: str, fallback_folder: str) -> str:
        """Where the save dialog starts: ``name``.pdf in the last export folder (else in
        ``fallback_folder``)."""
        folder = str(self._settings.value(FOLDER_KEY, "", type=str))
        if not folder or not os.path.isdir(folder):
            folder = fallback_folder
        return os.path.join(folder, pdf_file_name(name)) if folder else pdf_file_name(name)

    def export(self, document: Document, name: str, folder: str = "") -> bool:
        """Ask for the options and the file, then export ``document`` in the background.

        Args:
            document: the sheet (an immutable value).
            name: the sheet's display name (the suggested file name).
            folder: where the save dialog starts when no PDF was exported before.

        Returns:
            Whether an export started (False: the user cancelled, or one is running).
        """
        if self.running:
            return False
        dialog = ExportPdfDialog(
            document.kind, load_page_size(self._settings, self._locale), name, self._window
        )
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            options = dialog.options()
        finally:
            dialog.deleteLater()
        self._settings.setValue(PAGE_SIZE_KEY, options.page_size)

        path = self.ask_path(name, folder)
        if not path:
            return False
        self.start([document], path, options)
        return True

    def ask_path(self, name: str, folder: str = "") -> str:
        """Ask where to save the PDF; "" when the user cancelled."""
        chosen, _ = QFileDialog.getSaveFileName(
            self._window,
            self.tr("Export PDF"),
            self.suggested_path(name, folder),
            self.tr("PDF files (*.pdf)"),
        )
        if not chosen:
            return ""
        path = with_pdf_suffix(chosen)
        if path != chosen and os.path.exists(path):
            # The dialog asked about the name typed, not about the one with the suffix.
            answer = QMessageBox.question(
                self._window,
                self.tr("Replace File"),
                self.tr("“{0}” already exists. Replace it?").format(os.path.basename(path)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return ""
        self._settings.setValue(FOLDER_KEY, os.path.dirname(os.path.abspath(path)))
        return path

    # ------------------------------------------------------------------ running

    def start(
        self,
        documents: Sequence[Document],
        path: str,
        options: ExportOptions,
        export: ExportFunction | None = None,
    ) -> None:
        """Export ``documents`` to ``path`` in a worker thread, with a progress dialog.

        Args:
            export: the export function (``sheetmaker.pdf.export.export_pdf`` by default,
                looked up when the export starts).

        Raises:
            RuntimeError: an export is running already.
        """
        if self.running:
            raise RuntimeError("a PDF export is running already")
        if export is None:
            from sheetmaker.pdf import export as pdf_export

            export = pdf_export.export_pdf
        self._path = path
        self._cancel = threading.Event()
        self._done = threading.Event()

        signals = ExportSignals(self)
        signals.progress.connect(self._on_progress)
        signals.succeeded.connect(self._on_succeeded)
        signals.cancelled.connect(self._on_cancelled)
        signals.failed.connect(self._on_failed)
        self._signals = signals

        progress = QProgressDialog(
            self.tr("Exporting “{0}”…").format(os.path.basename(path)),
            self.tr("Cancel"),
            0,
            0,  # busy until the first document is done
            self._window,
        )
        progress.setObjectName("exportProgress")
        progress.setWindowTitle(self.tr("Export PDF"))
        progress.setAccessibleName(self.tr("PDF export progress"))
        for button in progress.findChildren(QPushButton):
            button.setAccessibleName(self.tr("Cancel the export"))
        progress.setMinimumWidth(320)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.setMinimumDuration(PROGRESS_DELAY_MS)
        progress.canceled.connect(self.cancel)
        progress.setValue(0)
        self._progress = progress

        task = ExportTask(export, documents, path, options, signals, self._cancel, self._done)
        QThreadPool.globalInstance().start(task)  # the pool owns and deletes the task

    def cancel(self) -> None:
        """Stop the running export: it writes nothing."""
        self._cancel.set()

    def shutdown(self, timeout: float = 30.0) -> bool:
        """Cancel the running export and wait for its worker (before the window goes);
        returns whether the worker is done."""
        self._cancel.set()
        return self._done.wait(timeout)

    def _on_progress(self, done: int, total: int) -> None:
        if self._progress is not None:
            self._progress.setMaximum(max(total, 1))
            self._progress.setValue(done)

    def _end(self) -> str:
        """Close the progress dialog and forget the run; returns its path."""
        progress, self._progress = self._progress, None
        if progress is not None:
            progress.canceled.disconnect(self.cancel)  # closing a progress dialog cancels
            # reset() stops the dialog's minimum-duration timer: left running, it showed the
            # dialog again over the "Open it now?" question.
            progress.reset()
            progress.hide()
            progress.deleteLater()
        signals, self._signals = self._signals, None
        if signals is not None:
            signals.deleteLater()
        return self._path

    def _on_succeeded(self, path: str) -> None:
        self._end()
        self.exported.emit(path)
        answer = QMessageBox.information(
            self._window,
            self.tr("Export PDF"),
            self.tr("The PDF “{0}” was written. Open it now?").format(os.path.basename(path)),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Close,
            QMessageBox.StandardButton.Open,
        )
        if answer == QMessageBox.StandardButton.Open and not QDesktopServices.openUrl(
            QUrl.fromLocalFile(path)
        ):
            self._show_error(
                self.tr("The PDF could not be opened."),
                self.tr("No application to show PDF files was found. The file is here: {0}")
                .format(path),
            )
        self.finished.emit(path)

    def _on_cancelled(self) -> None:
        self._end()
        self.finished.emit("")

    def _on_failed(self, message: str, expected: bool) -> None:
        path = self._end()
        if expected:
            informative = message[:1].upper() + message[1:]
            if not informative.endswith("."):
                informative += "."
            informative = self.tr("{0} Try another folder or name.").format(informative)
        else:
            informative = self.tr("An unexpected error stopped the export: {0}").format(message)
        self._show_error(
            self.tr("“{0}” was not exported.").format(os.path.basename(path)),
            informative,
            [self.tr("File: {0}").format(path), message],
        )
        self.finished.emit("")

    def _show_error(self, text: str, informative: str = "", details: list[str] | None = None) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Export PDF"), text,
                          QMessageBox.StandardButton.Ok, self._window)
        box.setObjectName("errorBox")
        if informative:
            box.setInformativeText(informative)
        if details:
            box.setDetailedText("\n".join(details))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
