"""File → Export PDF: the exporter is made on first use (no PDF module is loaded before)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from sheetmaker.ui.export_pdf import PdfExporter
    from sheetmaker.ui.main_window.window import MainWindow


class PdfExport:
    """File → Export PDF of the current sheet (the exporter itself is ``window._pdf_exporter``)."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    @property
    def exporter(self) -> PdfExporter:
        """File → Export PDF's runner (made on first use: it loads no PDF module until an
        export starts)."""
        if self._window._pdf_exporter is None:
            from sheetmaker.ui.export_pdf import PdfExporter

            self._window._pdf_exporter = PdfExporter(self._window._settings, self._window)
            self._window._pdf_exporter.exported.connect(
                lambda path: self._window.statusBar().showMessage(
                    QCoreApplication.translate("MainWindow", "Exported {0}").format(path), 5000
                )
            )
        return self._window._pdf_exporter

    def export_current(self) -> bool:
        """Export the current sheet to a PDF (options, file, then a background export);
        returns whether an export started."""
        sheet = self._window.sheet_tabs.current_sheet()
        if sheet is None:
            return False
        if self._window._pdf_exporter is not None and self._window._pdf_exporter.running:
            self._window.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "A PDF export is still running."), 5000
            )
            return False
        self._window.sheet_tabs.commit_pending_edits()
        folder = os.path.dirname(sheet.doc.path) if sheet.doc.path else self._window.recent.last_folder()
        return self.exporter.export(sheet.doc.document, sheet.doc.display_name, folder)
