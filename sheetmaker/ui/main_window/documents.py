"""Making, opening and saving sheets: New (blank or through a creation wizard), the Creation
Record, Open (files, samples, the Open dialog), Save and Save As.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from sheetmaker.ui import file_conflicts
from sheetmaker.ui.main_window.sheet_files import (
    file_name_for,
    same_path,
    with_sheet_suffix,
)

if TYPE_CHECKING:
    from sheetmaker.core.document import Document
    from sheetmaker.ui.main_window.tabs import OpenSheet
    from sheetmaker.ui.main_window.window import MainWindow


class Documents:
    """New, Open, Save and Save As of the window's sheets."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    def blank_document(self, system: str) -> Document:
        prefs = self._window._preferences
        if system == "coc7":
            from sheetmaker.systems.coc7 import data as coc7_data
            from sheetmaker.systems.coc7.model import CoC7Document, CoC7Sheet

            # Every sheet starts with Unarmed, as the printed sheet does.
            unarmed = coc7_data.load().weapon("unarmed")
            weapons = [unarmed.to_weapon()] if unarmed is not None else []
            return CoC7Document(sheet=CoC7Sheet(era=prefs.coc7_era, weapons=weapons))
        if system == "toc":
            from sheetmaker.systems.toc.model import ToCDocument, ToCSheet

            return ToCDocument(sheet=ToCSheet(campaign=prefs.toc_campaign))
        raise ValueError(f"unknown game system {system!r}")

    def new_sheet(self, system: str) -> OpenSheet | None:
        """Open a blank sheet of the game system ``system`` ("coc7" or "toc")."""
        from sheetmaker.models.document import SheetDocument

        return self._window.sheet_tabs.add_sheet(SheetDocument(self.blank_document(system)))

    def new_investigator(self, system: str = "coc7", rng: random.Random | None = None) -> QDialog | None:
        """Open the creation wizard of ``system``; its finished investigator opens in a new tab
        as an unsaved sheet. Returns the wizard (already shown, window-modal)."""
        wizard: QDialog
        if system == "coc7":
            from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

            wizard = CoC7CreationWizard(self._window._settings, rng, self._window)
        elif system == "toc":
            from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

            wizard = ToCCreationWizard(self._window._settings, rng, self._window)
        else:
            raise ValueError(f"unknown game system {system!r}")
        wizard.setWindowModality(Qt.WindowModality.WindowModal)
        wizard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        wizard.finishedDocument.connect(self.open_created)
        wizard.destroyed.connect(lambda *_: setattr(self._window, "wizard", None))
        self._window.wizard = wizard
        wizard.show()
        return wizard

    def ask_new_investigator(self) -> QDialog | None:
        """File → New Investigator…: ask the game (the last one offered first), then open its
        creation wizard."""
        from sheetmaker.ui.wizards.choose_game import ChooseGameDialog

        dialog = ChooseGameDialog(self._window._settings, self._window)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.game is None:
            return None
        return self.new_investigator(dialog.game)

    def edit_creation(self) -> QDialog | None:
        """Take the current Call of Cthulhu sheet through the characteristic and age steps of
        the wizard to record how it was made; Finish applies the record as one undo step."""
        sheet = self._window.sheet_tabs.current_sheet()
        if sheet is None or sheet.doc.document.system != "coc7":
            return None
        from sheetmaker.systems.coc7.session import answers_from_sheet, record_creation
        from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

        doc = sheet.doc
        wizard = CoC7CreationWizard(
            self._window._settings,
            None,
            self._window,
            answers=answers_from_sheet(doc.sheet),
            steps=("characteristics", "age"),
        )
        wizard.setWindowTitle(
            QCoreApplication.translate("MainWindow", "Creation Record — {0}").format(doc.display_name)
        )
        wizard.setWindowModality(Qt.WindowModality.WindowModal)
        wizard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def apply(_document: object) -> None:
            doc.replace_sheet(
                record_creation(doc.sheet, wizard.model.sheet),
                QCoreApplication.translate("MainWindow", "Record Creation"),
            )

        wizard.finishedDocument.connect(apply)
        wizard.destroyed.connect(lambda *_: setattr(self._window, "wizard", None))
        self._window.wizard = wizard
        wizard.show()
        return wizard

    def open_created(self, document: Document) -> OpenSheet | None:
        """Open a document made by a wizard as a new, unsaved sheet."""
        from sheetmaker.models.document import SheetDocument

        doc = SheetDocument(document)
        doc.undo_stack.resetClean()  # never saved: closing it asks
        return self._window.sheet_tabs.add_sheet(doc)

    def open_files(self, paths: Iterable[str]) -> None:
        """Open each file (errors are shown one by one)."""
        for path in paths:
            self.open_file(path)

    def open_file(self, path: str, *, background: bool = False) -> OpenSheet | None:
        """Open a sheet file in a new tab, or bring it forward when it is open already.

        A file that cannot be read shows its problems and changes nothing. ``background``: the
        window keeps showing what it shows (the tab is added behind it, an open tab is not
        brought forward): sheets dropped on the party table.
        """
        from sheetmaker.core.errors import DocumentError
        from sheetmaker.models.document import SheetDocument

        path = os.path.abspath(path)
        open_already = self._window.sheet_tabs.sheet_for_path(path)
        if open_already is not None:
            if not background:
                self._window._stack.setCurrentWidget(self._window.tabs)
                self._window.tabs.setCurrentWidget(open_already.view)
            return open_already
        read_only: bool | None = None
        holder = self._window._locks.holder(path) if self._window._locks is not None else None
        if holder is not None:
            answer = file_conflicts.ask_choice(
                self._window,
                QCoreApplication.translate("MainWindow", "Sheet Open Elsewhere"),
                QCoreApplication.translate("MainWindow", "“{0}” is open in another SheetMaker ({1}).").format(
                    os.path.basename(path), holder.describe()
                ),
                QCoreApplication.translate(
                    "MainWindow",
                    "Open it read-only here, so that one copy cannot overwrite the other's "
                    "changes? Open Anyway lets both save: the last save wins, and SheetMaker "
                    "warns when the file changed.",
                ),
                [
                    ("read_only", QCoreApplication.translate("MainWindow", "Open Read-Only")),
                    ("anyway", QCoreApplication.translate("MainWindow", "Open Anyway")),
                    ("cancel", QCoreApplication.translate("MainWindow", "Cancel")),
                ],
                "read_only",
            )
            if answer not in ("read_only", "anyway"):
                return None
            read_only = answer == "read_only"
        try:
            doc = SheetDocument.open(path)
        except DocumentError as exc:
            self._window.messages.show_problems(
                QCoreApplication.translate("MainWindow", "“{0}” could not be opened.").format(os.path.basename(path)),
                exc,
            )
            self._window.recent.refresh()  # a recent file that is gone leaves the list
            return None
        sheet = self._window.sheet_tabs.add_sheet(doc, read_only=read_only, background=background)
        if sheet is not None:
            self._window.recent.add(path, doc.display_name)
            self._window.recent.remember_folder(path)
        return sheet

    def open_sample(self, path: str) -> OpenSheet | None:
        """Open a copy of a sample sheet as a new, untitled sheet."""
        import uuid

        from sheetmaker.core.document import now_utc
        from sheetmaker.core.errors import DocumentError
        from sheetmaker.io import fileformat
        from sheetmaker.models.document import SheetDocument

        try:
            document = fileformat.load(path)
        except DocumentError as exc:
            self._window.messages.show_problems(
                QCoreApplication.translate("MainWindow", "The sample could not be opened."), exc
            )
            return None
        now = now_utc()
        copy = document.model_copy(update={"id": uuid.uuid4(), "created": now, "modified": now})
        return self._window.sheet_tabs.add_sheet(SheetDocument(copy))

    def open_dialog(self) -> None:
        """Ask for sheet files and open them."""
        paths, _ = QFileDialog.getOpenFileNames(
            self._window,
            QCoreApplication.translate("MainWindow", "Open Sheets"),
            self._window.recent.last_folder(),
            QCoreApplication.translate("MainWindow", "SheetMaker sheets (*.sheet.json);;All files (*)"),
        )
        from sheetmaker.resources import resource

        samples = resource("samples").resolve()
        for path in paths:
            # A bundled sample opens as an untitled copy, as from the start page: saving never
            # writes into the installation.
            if Path(path).resolve().parent == samples:
                self.open_sample(path)
            else:
                self.open_file(path)

    def save_current(self) -> bool:
        """Save the current sheet (Save As for a sheet never saved)."""
        sheet = self._window.sheet_tabs.current_sheet()
        return self.save_sheet(sheet) if sheet else False

    def save_current_as(self) -> bool:
        """Save the current sheet under a new name."""
        sheet = self._window.sheet_tabs.current_sheet()
        return self.save_sheet_as(sheet) if sheet else False

    def save_sheet(self, sheet: OpenSheet) -> bool:
        """Save ``sheet`` to its file; returns whether it was saved.

        A sheet without a file, or read-only here (open in another SheetMaker), asks for a name.
        """
        if not sheet.doc.path or sheet.read_only:
            return self.save_sheet_as(sheet)
        return self.save_to(sheet, sheet.doc.path)

    def save_sheet_as(self, sheet: OpenSheet) -> bool:
        """Ask for a file name and save ``sheet`` there; returns whether it was saved."""
        suggested = sheet.doc.path or os.path.join(
            self._window.recent.last_folder(), file_name_for(sheet.doc.display_name)
        )
        path, _ = QFileDialog.getSaveFileName(
            self._window,
            QCoreApplication.translate("MainWindow", "Save Sheet As"),
            suggested,
            QCoreApplication.translate("MainWindow", "SheetMaker sheets (*.sheet.json)"),
        )
        if not path:
            return False
        target = with_sheet_suffix(path)
        if target != path and os.path.exists(target):
            # The dialog asked about the name typed, not about the one with the suffix.
            answer = QMessageBox.question(
                self._window,
                QCoreApplication.translate("MainWindow", "Replace File"),
                QCoreApplication.translate("MainWindow", "“{0}” already exists. Replace it?").format(
                    os.path.basename(target)
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        other = self._window.sheet_tabs.sheet_for_path(target)
        if other is not None and other is not sheet:
            self._window.messages.show_error(
                QCoreApplication.translate("MainWindow", "The sheet was not saved."),
                QCoreApplication.translate(
                    "MainWindow", "“{0}” is open in another tab. Close it first, or choose another name."
                ).format(os.path.basename(target)),
            )
            return False
        holder = self._window._locks.holder(target) if self._window._locks is not None else None
        if holder is not None:
            self._window.messages.show_error(
                QCoreApplication.translate("MainWindow", "The sheet was not saved."),
                QCoreApplication.translate(
                    "MainWindow",
                    "“{0}” is open in another SheetMaker ({1}). Close it there first, or choose another name.",
                ).format(os.path.basename(target), holder.describe()),
            )
            return False
        return self.save_to(sheet, target)

    def save_to(self, sheet: OpenSheet, path: str, overwrite: bool = False, force: bool = False) -> bool:
        from sheetmaker.core.errors import DocumentError, ReadOnlySheetError
        from sheetmaker.models.document import FileConflict

        self._window.sheet_tabs.commit_pending_edits()
        old_path = sheet.doc.path
        try:
            sheet.doc.save(path, overwrite=overwrite, force=force)
        except FileConflict as conflict:
            # Asked even when this change was asked about before: a save would overwrite it.
            return self._window.file_changes.resolve_file_change(sheet, conflict.check, saving=True)
        except ReadOnlySheetError:
            answer = QMessageBox.question(
                self._window,
                QCoreApplication.translate("MainWindow", "Replace a read-only file?"),
                QCoreApplication.translate(
                    "MainWindow",
                    "“{0}” is read-only: someone (or a sync tool) protected it. Replace it with "
                    "this version anyway? Its read-only mark is kept.",
                ).format(os.path.basename(path)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
            return self.save_to(sheet, path, overwrite=overwrite, force=True)
        except DocumentError as exc:
            problem = exc.problems[0]
            self._window.messages.show_error(
                QCoreApplication.translate("MainWindow", "“{0}” was not saved.").format(sheet.doc.display_name),
                QCoreApplication.translate(
                    "MainWindow", "{0}. Your changes are still here: try another folder or name."
                ).format(problem[:1].upper() + problem[1:]),
                [QCoreApplication.translate("MainWindow", "File: {0}").format(path), *exc.problems],
            )
            return False
        if self._window._recovery is not None:
            self._window._recovery.discard(sheet.key)
        sheet.autosave_due = False
        sheet.asked = None
        if self._window._locks is not None and (old_path is None or not same_path(old_path, path) or sheet.read_only):
            if old_path and not sheet.read_only:
                self._window._locks.release(old_path)
            sheet.read_only = self._window._locks.take(path) is not None
            self._window.sheet_tabs.on_current_changed()
        self._window.recent.add(path, sheet.doc.display_name)
        self._window.recent.remember_folder(path)
        self._window.sheet_tabs.update_tab(sheet)
        self._window.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Saved {0}").format(path), 5000)
        return True
