"""The window's message boxes: errors and information (window-modal, not blocking) and the
problems of a file that could not be read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

if TYPE_CHECKING:
    from sheetmaker.core.errors import DocumentError
    from sheetmaker.ui.main_window.window import MainWindow


class Messages:
    """Error and information boxes of the window (``QMessageBox.open``: they do not block)."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    def show_problems(self, text: str, error: DocumentError) -> None:
        """An error box for a file: the problem (or how many), every problem in the details."""
        problems = error.problems
        if len(problems) == 1:
            informative = problems[0][:1].upper() + problems[0][1:]
        else:
            informative = QCoreApplication.translate("MainWindow", "{0} problems were found; see the details.").format(
                len(problems)
            )
        details = [QCoreApplication.translate("MainWindow", "File: {0}").format(error.path)] if error.path else []
        self.show_error(text, informative, details + problems)

    def show_info(self, text: str, informative: str = "") -> None:
        box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("MainWindow", "SheetMaker"),
            text,
            QMessageBox.StandardButton.Ok,
            self._window,
        )
        box.setObjectName("infoBox")
        if informative:
            box.setInformativeText(informative)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def show_error(self, text: str, informative: str = "", details: list[str] | None = None) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("MainWindow", "SheetMaker"),
            text,
            QMessageBox.StandardButton.Ok,
            self._window,
        )
        box.setObjectName("errorBox")
        if informative:
            box.setInformativeText(informative)
        if details:
            box.setDetailedText("\n".join(details))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
