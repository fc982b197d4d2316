"""Other tools' formats (issue 14): File → Import…, File → Export As…, Sheet → Copy as
Statblock, and files of other formats dropped on the window (through sheetmaker.ui.import_dialog).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from sheetmaker.ui.main_window.menus import make_action, set_texts

if TYPE_CHECKING:
    from sheetmaker.ui.main_window.tabs import OpenSheet
    from sheetmaker.ui.main_window.window import MainWindow


class Interchange:
    """Import, Export As and Copy as Statblock: their actions and what they do."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    def install(self) -> None:
        """File → Import… (Ctrl+Shift+I), File → Export As…, Sheet → Copy as Statblock
        (Ctrl+Shift+C): other tools' formats through sheetmaker.ui.import_dialog."""
        self._window.import_dialog = None
        self._window.import_action = make_action(self._window, self.import_dialog_open, [QKeySequence("Ctrl+Shift+I")])
        self._window.export_as_action = make_action(self._window, self.export_as_current)
        self._window.copy_statblock_action = make_action(
            self._window, self.copy_statblock_current, [QKeySequence("Ctrl+Shift+C")]
        )
        file_menu: QMenu | None = None
        for action in self._window.menuBar().actions():
            menu = action.menu()
            if isinstance(menu, QMenu) and self._window.export_pdf_action in menu.actions():
                file_menu = menu
        if file_menu is not None:
            actions = file_menu.actions()
            file_menu.insertAction(
                actions[actions.index(self._window.recent_menu.menuAction()) + 1], self._window.import_action
            )
            actions = file_menu.actions()
            file_menu.insertAction(
                actions[actions.index(self._window.export_pdf_action) + 1], self._window.export_as_action
            )
        self._window.sheet_menu.addAction(self._window.copy_statblock_action)
        self._window.tabs.currentChanged.connect(self.update_actions)
        self.update_actions()

    def retranslate(self) -> None:
        set_texts(
            self._window.import_action,
            QCoreApplication.translate("MainWindow", "&Import…"),
            QCoreApplication.translate(
                "MainWindow", "Import sheets from Dhole's House JSON, a Foundry VTT actor or a statblock as text"
            ),
        )
        set_texts(
            self._window.export_as_action,
            QCoreApplication.translate("MainWindow", "Export &As…"),
            QCoreApplication.translate(
                "MainWindow", "Write the sheet as Dhole's House JSON, a Foundry VTT actor or statblock text"
            ),
        )
        set_texts(
            self._window.copy_statblock_action,
            QCoreApplication.translate("MainWindow", "Copy as &Statblock"),
            QCoreApplication.translate("MainWindow", "Put the sheet's keeper-style statblock on the clipboard"),
        )

    def update_actions(self, *_args: object) -> None:
        has_sheet = self._window.sheet_tabs.current_sheet() is not None
        self._window.export_as_action.setEnabled(has_sheet)
        self._window.copy_statblock_action.setEnabled(has_sheet)

    def _show_import_dialog(self, dialog) -> None:
        self._window.import_dialog = dialog
        dialog.sheetsConfirmed.connect(self.open_imported)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda *_: setattr(self._window, "import_dialog", None))
        dialog.open()

    def import_dialog_open(self):
        """File → Import…: a file or pasted text; the Import dialog lists what it found."""
        from sheetmaker.ui.import_dialog import ImportDialog

        dialog = ImportDialog(self._window, folder=self._window.recent.last_folder())
        self._show_import_dialog(dialog)
        return dialog

    def open_imported(self, documents: list) -> list[OpenSheet]:
        """Open confirmed imported sheets as new, unsaved tabs."""
        opened = [
            sheet for document in documents if (sheet := self._window.documents.open_created(document)) is not None
        ]
        if opened:
            text = (
                QCoreApplication.translate("MainWindow", "Imported 1 sheet; save it to keep it.")
                if len(opened) == 1
                else QCoreApplication.translate("MainWindow", "Imported {0} sheets; save them to keep them.").format(
                    len(opened)
                )
            )
            self._window.statusBar().showMessage(text, 8000)
        return opened

    def import_files(self, paths: Iterable[str]):
        """Files of other formats (dropped on the window): one Import dialog for the sheets of all
        of them; files that cannot be read are named in a message. Returns the dialog (or None)."""
        from sheetmaker.io.interchange import InterchangeError
        from sheetmaker.ui.import_dialog import ImportDialog, read_file

        items, problems, names = [], [], []
        for path in paths:
            try:
                _, found = read_file(path)
            except InterchangeError as exc:
                problems.append(
                    QCoreApplication.translate("MainWindow", "{0}: {1}.").format(
                        os.path.basename(path), str(exc).rstrip(".")
                    )
                )
                continue
            items.extend(found)
            names.append(os.path.basename(path))
        if problems:
            text = (
                QCoreApplication.translate("MainWindow", "This file cannot be imported.")
                if len(problems) == 1
                else QCoreApplication.translate("MainWindow", "{0} files cannot be imported.").format(len(problems))
            )
            self._window.messages.show_error(text, problems[0] if len(problems) == 1 else "\n".join(problems), problems)
        if not items:
            return None
        dialog = ImportDialog(self._window, items, ", ".join(names))
        self._show_import_dialog(dialog)
        return dialog

    def export_as_current(self):
        """File → Export As…: the format, its report of what it cannot carry, then the file."""
        from sheetmaker.ui.import_dialog import ExportDialog

        sheet = self._window.sheet_tabs.current_sheet()
        if sheet is None:
            return None
        self._window.sheet_tabs.commit_pending_edits()
        dialog = ExportDialog(sheet.doc.document, self._window.recent.last_folder(), self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._window.export_dialog = dialog

        def written(_result: int) -> None:
            if dialog.written:
                self._window.recent.remember_folder(dialog.written)
                self._window.statusBar().showMessage(
                    QCoreApplication.translate("MainWindow", "Exported {0}.").format(dialog.written), 8000
                )

        dialog.finished.connect(written)
        dialog.open()
        return dialog

    def copy_statblock_current(self) -> str:
        """Sheet → Copy as Statblock: the statblock text on the clipboard."""
        from sheetmaker.io.interchange import InterchangeError
        from sheetmaker.ui.import_dialog import copy_statblock

        sheet = self._window.sheet_tabs.current_sheet()
        if sheet is None:
            return ""
        self._window.sheet_tabs.commit_pending_edits()
        try:
            text = copy_statblock(sheet.doc.document)
        except InterchangeError as exc:
            self._window.messages.show_error(
                QCoreApplication.translate("MainWindow", "The statblock could not be made."),
                str(exc)[:1].upper() + str(exc)[1:] + ".",
            )
            return ""
        self._window.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "The statblock is on the clipboard."), 6000
        )
        return text
