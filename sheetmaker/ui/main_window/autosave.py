"""Autosave to the recovery folder and the offer to recover what a SheetMaker that did not close
properly left unsaved.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from sheetmaker.ui.recovery import (
    RecoveredSheet,
    display_text,
    load_copy,
    usable_original,
)

if TYPE_CHECKING:
    from sheetmaker.io.filestate import FileState
    from sheetmaker.ui.main_window.tabs import OpenSheet
    from sheetmaker.ui.main_window.window import MainWindow


class Autosave:
    """Copies modified sheets to the recovery folder (every few minutes) and restores them."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    def save_copies(self) -> None:
        """Copy every modified sheet that changed since the last autosave to the recovery
        folder; drop the copies of sheets that are no longer modified."""
        from sheetmaker.core.errors import DocumentError

        if self._window._recovery is None or not self._window._recovery.active:
            return
        failed: list[str] = []
        for sheet in list(self._window._sheets):
            try:
                if not sheet.doc.modified:
                    self._window._recovery.discard(sheet.key)
                    sheet.autosave_due = False
                elif sheet.autosave_due or sheet.key not in self._window._recovery.keys():
                    self._window._recovery.save(sheet.key, sheet.doc.document, sheet.doc.path, sheet.doc.file_state)
                    sheet.autosave_due = False
            except Exception as exc:  # noqa: BLE001 - one sheet's problem never stops the others' copies
                reason = "; ".join(exc.problems) if isinstance(exc, DocumentError) else str(exc)
                failed.append(f"{display_text(sheet.doc.display_name, 80)}: {reason or type(exc).__name__}")
        if failed:
            # Every minute: a message in the status bar, not a dialog.
            self._window.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Autosave failed: {0}").format("; ".join(failed)), 30000
            )

    def offer_recovery(self) -> int:
        """Offer the sheets that a SheetMaker which did not close properly left unsaved.

        Returns:
            How many sheets were restored (opened as modified documents).
        """
        if self._window._recovery is None:
            return 0
        found = self._window._recovery.claim_orphans()
        if not found:
            # Nothing readable was left (a damaged index or stray files are nobody's work).
            self._window._recovery.release_orphans(delete_all=True)
            return 0
        bases = [self._recovered_base(item) for item in found]
        lines = []
        for item, (_path, _state, note) in zip(found, bases, strict=True):
            name = display_text(item.name, 100)
            line = "• " + (
                QCoreApplication.translate("MainWindow", "{0} ({1})").format(
                    name, display_text(item.original_path, 4096)
                )
                if item.original_path
                else name
            )
            lines.append(line + ("\n    " + note if note else ""))
        text = QCoreApplication.translate(
            "MainWindow",
            "SheetMaker did not close properly last time. Unsaved changes to these sheets "
            "were kept:\n\n{0}\n\nRestore them? If you choose No, the kept changes are "
            "deleted.",
        ).format("\n".join(lines))
        if self._window._recovery.damaged:
            text += "\n\n" + QCoreApplication.translate(
                "MainWindow",
                "Part of the recovery information was damaged and was ignored: sheets whose "
                "file is no longer known come back untitled (Save asks where).",
            )
        answer = QMessageBox.question(
            self._window,
            QCoreApplication.translate("MainWindow", "Recover Unsaved Changes"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            self._window._recovery.release_orphans(delete_all=True)
            return 0
        restored = self._restore(found, bases)
        # An old copy goes only once this session holds a copy of its own; a copy that could
        # not be opened stays, and is offered again at the next start.
        self.save_copies()
        for item, sheet in restored:
            if sheet.key in self._window._recovery.keys():
                self._window._recovery.forget(item)
        self._window._recovery.release_orphans()
        return len(restored)

    def _recovered_base(self, item: RecoveredSheet) -> tuple[str | None, FileState | None, str]:
        """The file a recovered sheet comes back with, the file state its document is based on,
        and what to tell the user about it (``""``: nothing).

        A recorded path that is not a sheet file any more comes back untitled. A file changed on
        disk since the document was read or saved (or whose state the autosave did not record)
        keeps the recorded state: Save then asks what to keep instead of overwriting it.
        """
        import datetime

        from sheetmaker.io import filestate

        path = item.original_path
        if path is None:
            return None, None, ""
        if not usable_original(path):
            return (
                None,
                None,
                QCoreApplication.translate(
                    "MainWindow",
                    "“{0}” is gone or is not a sheet file: this sheet comes back untitled (Save asks where).",
                ).format(display_text(path)),
            )
        if item.state is None:
            return (
                path,
                filestate.UNKNOWN,
                QCoreApplication.translate(
                    "MainWindow",
                    "SheetMaker cannot tell whether the file on disk was changed after this copy was "
                    "made; saving will ask what to keep.",
                ),
            )
        check = filestate.check(path, item.state, thorough=True)
        if check.change is filestate.Change.UNCHANGED:
            return path, check.state or item.state, ""
        if check.change is not filestate.Change.CHANGED:
            return (
                None,
                None,
                QCoreApplication.translate(
                    "MainWindow",
                    "“{0}” is gone or is not a sheet file: this sheet comes back untitled (Save asks where).",
                ).format(display_text(path)),
            )
        try:
            when = datetime.datetime.fromtimestamp(os.stat(path).st_mtime)
        except (OSError, ValueError, OverflowError):
            when = None
        if when is None:
            shown = "?"
        elif when.date() == datetime.date.today():
            shown = when.strftime("%H:%M")
        else:
            shown = when.strftime("%Y-%m-%d %H:%M")
        return (
            path,
            item.state,
            QCoreApplication.translate(
                "MainWindow",
                "The file on disk was changed at {0} after this copy was made; saving will ask what to keep.",
            ).format(shown),
        )

    def _restore(
        self,
        found: list[RecoveredSheet],
        bases: list[tuple[str | None, FileState | None, str]],
    ) -> list[tuple[RecoveredSheet, OpenSheet]]:
        from sheetmaker.core.errors import DocumentError
        from sheetmaker.io.filestate import Change
        from sheetmaker.models.document import SheetDocument

        restored: list[tuple[RecoveredSheet, OpenSheet]] = []
        problems: list[str] = []
        for item, (path, state, _note) in zip(found, bases, strict=True):
            try:
                document = load_copy(item)
            except DocumentError as exc:
                problems.extend(f"{display_text(item.name, 100)}: {problem}" for problem in exc.problems)
                continue
            if path and self._window.sheet_tabs.sheet_for_path(path) is not None:
                path = None  # the file is open already: keep the recovered changes apart
            # The state of the file the recovered document is based on: Save compares it with
            # the file on disk and asks before replacing another version.
            doc = SheetDocument(document, path, state=state if path else None)
            # Not saved to the file: the document is modified until the user saves it.
            doc.undo_stack.resetClean()
            sheet = self._window.sheet_tabs.add_sheet(doc)
            if sheet is not None:
                sheet.autosave_due = True
                check = doc.check_file(thorough=True)
                if check is not None and check.change is not Change.UNCHANGED:
                    # Already told in the recovery question: asked again on Save, not on the
                    # next activation of the window.
                    sheet.asked = (check.change.value, check.state.sha256 if check.state else "")
                restored.append((item, sheet))
        if problems:
            self._window.messages.show_error(
                QCoreApplication.translate("MainWindow", "Some sheets could not be recovered."), "", problems
            )
        return restored
