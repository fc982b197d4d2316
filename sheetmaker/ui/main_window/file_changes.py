"""Files changed behind the window's back: the check when the window is activated, the
questions (changed on disk, deleted or renamed), Compare, Reload and Keep Mine.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from sheetmaker.ui import file_conflicts
from sheetmaker.ui.recovery import new_key

if TYPE_CHECKING:
    from sheetmaker.io.filestate import Check
    from sheetmaker.ui.main_window.tabs import OpenSheet
    from sheetmaker.ui.main_window.window import MainWindow


class FileChanges:
    """What happens when a sheet's file changed on disk."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self._checking = False

    def check_files(self) -> int:
        """Compare every open sheet's file with what was read or saved; ask about each change
        not asked about before. Returns how many changes were asked about."""
        if self._checking:
            return 0
        self._checking = True
        asked = 0
        try:
            for sheet in list(self._window.sheet_tabs.sheets):
                if sheet not in self._window._sheets:
                    continue  # closed by an earlier answer
                check = sheet.doc.check_file()
                if check is None:
                    continue
                if check.change.value == "unchanged":
                    if check.state is not None and check.state != sheet.doc.file_state:
                        sheet.doc.accept_file_state(check.state)  # touched: same bytes
                    continue
                seen = (check.change.value, check.state.sha256 if check.state else "")
                if sheet.asked == seen:
                    continue
                sheet.asked = seen
                asked += 1
                self.resolve_file_change(sheet, check, saving=False)
        finally:
            self._checking = False
        return asked

    def resolve_file_change(self, sheet: OpenSheet, check: Check, saving: bool) -> bool:
        """Tell the user the file of ``sheet`` changed, was deleted or renamed behind the app,
        and do what they choose. Returns whether the sheet was saved."""
        from sheetmaker.io.filestate import Change

        self._window.tabs.setCurrentWidget(sheet.view)
        name = os.path.basename(sheet.doc.path or "")
        sheet.asked = (check.change.value, check.state.sha256 if check.state else "")
        if check.change in (Change.DELETED, Change.RENAMED):
            if check.change is Change.RENAMED:
                text = QCoreApplication.translate(
                    "MainWindow", "“{0}” was renamed to “{1}” by another program."
                ).format(name, os.path.basename(check.new_path or ""))
            else:
                text = QCoreApplication.translate(
                    "MainWindow", "“{0}” was deleted or moved by another program."
                ).format(name)
            answer = file_conflicts.ask_choice(
                self._window,
                QCoreApplication.translate("MainWindow", "Sheet File Gone"),
                text,
                QCoreApplication.translate(
                    "MainWindow", "Save the sheet again under its name, save it under another name, or close it?"
                ),
                [
                    ("save_here", QCoreApplication.translate("MainWindow", "Save Again Here")),
                    ("save_as", QCoreApplication.translate("MainWindow", "Save As…")),
                    ("close", QCoreApplication.translate("MainWindow", "Close")),
                    ("cancel", QCoreApplication.translate("MainWindow", "Cancel")),
                ],
                "save_here",
            )
            if answer == "save_here":
                return self._window.documents.save_to(sheet, sheet.doc.path or "", overwrite=True)
            if answer == "save_as":
                return self._window.documents.save_sheet_as(sheet)
            if answer == "close":
                self._close_keeping_edits(sheet)
            return False

        while True:
            modified = sheet.doc.modified
            answer = file_conflicts.ask_choice(
                self._window,
                QCoreApplication.translate("MainWindow", "Sheet Changed on Disk"),
                QCoreApplication.translate(
                    "MainWindow", "“{0}” was changed by another program or another SheetMaker."
                ).format(name),
                (
                    QCoreApplication.translate(
                        "MainWindow",
                        "Reload reads the other version (your unsaved changes are kept in a "
                        "copy beside the file); Keep Mine keeps the other version beside the "
                        "file as a conflict copy and saves yours.",
                    )
                    if modified or saving
                    else QCoreApplication.translate(
                        "MainWindow",
                        "Reload reads the other version; Keep Mine keeps the other "
                        "version beside the file as a conflict copy and saves yours.",
                    )
                ),
                [
                    ("reload", QCoreApplication.translate("MainWindow", "Reload")),
                    ("keep_mine", QCoreApplication.translate("MainWindow", "Keep Mine")),
                    ("compare", QCoreApplication.translate("MainWindow", "Compare…")),
                    ("cancel", QCoreApplication.translate("MainWindow", "Cancel")),
                ],
                "compare" if modified else "reload",
            )
            if answer == "compare":
                self.compare_with_file(sheet)
                continue
            if answer == "reload":
                self.reload_sheet(sheet)
                return False
            if answer == "keep_mine":
                return self.keep_mine(sheet)
            return False

    def compare_with_file(self, sheet: OpenSheet) -> file_conflicts.CompareDialog | None:
        """Show the sheet and its file on disk field by field."""
        from sheetmaker.core.errors import DocumentError
        from sheetmaker.io import filestate

        try:
            theirs, _state = filestate.load_with_state(sheet.doc.path or "")
        except DocumentError as exc:
            self._window.messages.show_problems(
                QCoreApplication.translate("MainWindow", "The file on disk cannot be read."), exc
            )
            return None
        rows = filestate.readable_differences(sheet.doc.document, theirs)
        dialog = file_conflicts.CompareDialog(
            sheet.doc.display_name, rows, self._window, saved=not sheet.doc.modified
        )
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()
        return dialog

    def keep_unsaved(self, sheet: OpenSheet) -> str | None:
        """Write the unsaved changes of ``sheet`` to ``NAME (unsaved DATE).sheet.json`` beside
        its file, else to the recovery folder; returns where (``None``: nowhere, and said so)."""
        from sheetmaker.core.errors import DocumentError

        try:
            return sheet.doc.keep_copy("unsaved")
        except DocumentError as exc:
            problem = exc.problems[0]
        if self._window._recovery is not None and self._window._recovery.active:
            try:
                # A key of its own: closing or reloading the sheet discards the sheet's key.
                self._window._recovery.save(new_key(), sheet.doc.document, None)
            except (DocumentError, OSError):
                pass
            else:
                folder = self._window._recovery.session_folder
                return os.fspath(folder) if folder else None
        self._window.messages.show_error(
            QCoreApplication.translate("MainWindow", "Your unsaved changes could not be kept."),
            QCoreApplication.translate("MainWindow", "{0}. Nothing was changed: use Save As to keep them.").format(
                problem[:1].upper() + problem[1:]
            ),
        )
        return None

    def reload_sheet(self, sheet: OpenSheet) -> bool:
        """Read the sheet's file again; unsaved changes go to a copy first (and the user is
        told where). Returns whether it was reloaded."""
        from sheetmaker.core.errors import DocumentError

        kept = None
        if sheet.doc.modified:
            kept = self.keep_unsaved(sheet)
            if kept is None:
                return False
        try:
            sheet.doc.reload()
        except DocumentError as exc:
            self._window.messages.show_problems(
                QCoreApplication.translate("MainWindow", "“{0}” could not be reloaded.").format(sheet.doc.display_name),
                exc,
            )
            return False
        sheet.asked = None
        sheet.autosave_due = False
        if self._window._recovery is not None:
            self._window._recovery.discard(sheet.key)
        self._window.sheet_tabs.update_tab(sheet)
        if kept:
            self._window.messages.show_info(
                QCoreApplication.translate("MainWindow", "“{0}” was reloaded.").format(sheet.doc.display_name),
                QCoreApplication.translate("MainWindow", "Your unsaved changes were kept in {0}.").format(kept),
            )
        else:
            self._window.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Reloaded {0}").format(sheet.doc.path), 5000
            )
        return True

    def keep_mine(self, sheet: OpenSheet) -> bool:
        """Keep the other version beside the file as ``NAME (conflict DATE).sheet.json``,
        then save this one. Returns whether it was saved."""
        from sheetmaker.core.errors import DocumentError

        try:
            kept = sheet.doc.keep_file_copy("conflict")
        except DocumentError as exc:
            self._window.messages.show_problems(
                QCoreApplication.translate("MainWindow", "The other version could not be kept; nothing was saved."), exc
            )
            return False
        if not self._window.documents.save_to(sheet, sheet.doc.path or "", overwrite=True):
            return False
        self._window.messages.show_info(
            QCoreApplication.translate("MainWindow", "“{0}” was saved.").format(sheet.doc.display_name),
            QCoreApplication.translate("MainWindow", "The other version was kept in {0}.").format(kept),
        )
        return True

    def _close_keeping_edits(self, sheet: OpenSheet) -> None:
        """Close a sheet whose file is gone; unsaved changes are kept in a copy first."""
        self._window.sheet_tabs.commit_pending_edits()
        if sheet.doc.modified:
            kept = self.keep_unsaved(sheet)
            if kept is None:
                return
            self._window.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Unsaved changes kept in {0}").format(kept), 10000
            )
        self._window.sheet_tabs.remove(sheet)
