"""The open sheets in their tabs: adding and removing tabs, tab texts and the window title,
the current sheet, closing (with the unsaved-changes question) and rebuilding a view in a new
language.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QMessageBox, QWidget

from sheetmaker.ui.hints import maybe_show_dice_hint
from sheetmaker.ui.main_window.sheet_files import same_path
from sheetmaker.ui.recovery import new_key
from sheetmaker.ui.sheet_views import SheetViewUnavailable

if TYPE_CHECKING:
    from sheetmaker.models.document import SheetDocument
    from sheetmaker.ui.main_window.window import MainWindow


@dataclass(eq=False)
class OpenSheet:
    """A sheet open in a tab.

    Attributes:
        doc: the document.
        view: the tab's widget.
        key: the key of the sheet's autosaved copy in the recovery folder.
        autosave_due: the document changed since its last autosave.
        read_only: the file is open in another SheetMaker: Save goes to Save As.
        asked: the last change of the file the user was asked about (``(change, sha256)``),
            so the same change is never asked about twice.
    """

    doc: SheetDocument
    view: QWidget
    key: str
    autosave_due: bool = False
    read_only: bool = False
    asked: tuple[str, str] | None = None


class SheetTabs:
    """The sheets' tabs (the tab widget and the list of open sheets are the window's)."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    @property
    def sheets(self) -> list[OpenSheet]:
        """The open sheets in tab order."""
        order = {id(self._window.tabs.widget(i)): i for i in range(self._window.tabs.count())}
        return sorted(self._window._sheets, key=lambda sheet: order.get(id(sheet.view), 0))

    def current_sheet(self) -> OpenSheet | None:
        """The sheet of the current tab."""
        widget = self._window.tabs.currentWidget()
        return next((sheet for sheet in self._window._sheets if sheet.view is widget), None)

    def sheet_for_path(self, path: str) -> OpenSheet | None:
        """The open sheet saved as ``path``, if any."""
        for sheet in self._window._sheets:
            if sheet.doc.path and same_path(sheet.doc.path, path):
                return sheet
        return None

    def add_sheet(
        self, doc: SheetDocument, read_only: bool | None = None, *, background: bool = False
    ) -> OpenSheet | None:
        """Show ``doc`` in a new tab; ``None`` (and a message) when it cannot be shown.

        A sheet with a file takes the file's lock; when another SheetMaker holds it, the sheet
        is read-only. ``read_only`` decides instead of the lock (the user was asked).
        ``background``: the tab is added behind what the window shows (the library, another
        sheet), as for sheets dropped on the party table."""
        try:
            view = self._window._view_factory(
                doc,
                self._window.controller,
                self._window.tabs,
                show_uncommon_skills=self._window._preferences.show_uncommon_skills,
            )
        except SheetViewUnavailable as exc:
            self._window.messages.show_error(
                QCoreApplication.translate("MainWindow", "The sheet cannot be shown."), str(exc)
            )
            doc.deleteLater()
            return None
        doc.setParent(self._window)
        sheet = OpenSheet(doc, view, new_key())
        if read_only is not None:
            sheet.read_only = read_only
        elif doc.path and self._window._locks is not None:
            sheet.read_only = self._window._locks.take(doc.path) is not None
        self._window._sheets.append(sheet)
        self._window._undo_group.addStack(doc.undo_stack)
        doc.changed.connect(functools.partial(self._on_document_changed, sheet))
        doc.modifiedChanged.connect(functools.partial(self.update_tab, sheet))
        doc.pathChanged.connect(functools.partial(self.update_tab, sheet))
        self._window.drops.intercept(view)
        maybe_show_dice_hint(self._window, view, self._window._settings)  # first sheet of a new user: dice buttons roll
        index = self._window.tabs.addTab(view, "")
        self.update_tab(sheet)
        if not background:
            self._window._stack.setCurrentWidget(self._window.tabs)
            self._window.tabs.setCurrentIndex(index)
        return sheet

    def _on_document_changed(self, sheet: OpenSheet) -> None:
        sheet.autosave_due = True
        self.update_tab(sheet)

    def update_tab(self, sheet: OpenSheet, *_args: object) -> None:
        index = self._window.tabs.indexOf(sheet.view)
        if index < 0:
            return
        text = sheet.doc.display_name + ("*" if sheet.doc.modified else "")
        if sheet.read_only:
            text = QCoreApplication.translate("MainWindow", "{0} [read-only]").format(text)
        self._window.tabs.setTabText(index, text.replace("&", "&&"))
        self._window.tabs.setTabToolTip(
            index,
            sheet.doc.path
            or QCoreApplication.translate("MainWindow", "{0} (not saved yet)").format(sheet.doc.display_name),
        )
        if sheet is self.current_sheet():
            self.update_title()

    def on_current_changed(self, *_args: object) -> None:
        sheet = self.current_sheet()
        # None: no active stack (Qt allows it; the stubs do not say so).
        self._window._undo_group.setActiveStack(sheet.doc.undo_stack if sheet else None)  # type: ignore[arg-type]
        for action in (
            self._window.save_action,
            self._window.save_as_action,
            self._window.export_pdf_action,
            self._window.close_action,
        ):
            action.setEnabled(sheet is not None)
        if sheet is not None and sheet.read_only:
            self._window.save_action.setEnabled(False)
        self._window.creation_action.setEnabled(sheet is not None and sheet.doc.document.system == "coc7")
        self._window.play.update()
        self.update_title()

    def update_title(self, *_args: object) -> None:
        sheet = self.current_sheet()
        if sheet is None:
            self._window.setWindowTitle(QCoreApplication.translate("MainWindow", "SheetMaker"))
            self._window.setWindowModified(False)
            return
        name = sheet.doc.display_name.replace("[*]", "[ * ]")
        if sheet.read_only:
            self._window.setWindowTitle(
                QCoreApplication.translate(
                    "MainWindow", "{0}[*] (read-only: open in another SheetMaker) — SheetMaker"
                ).format(name)
            )
        else:
            self._window.setWindowTitle(QCoreApplication.translate("MainWindow", "{0}[*] — SheetMaker").format(name))
        self._window.setWindowModified(sheet.doc.modified)

    def commit_pending_edits(self) -> None:
        """Let the focused editor commit what is typed in it (editors commit on focus out)."""
        widget = QApplication.focusWidget()
        if widget is not None and self._window.isAncestorOf(widget):
            widget.clearFocus()
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def ask_to_save(self, sheet: OpenSheet) -> bool:
        """For a modified sheet, ask Save / Discard / Cancel; False means keep it open."""
        self.commit_pending_edits()
        if not sheet.doc.modified:
            return True
        self._window.tabs.setCurrentWidget(sheet.view)
        answer = QMessageBox.question(
            self._window,
            QCoreApplication.translate("MainWindow", "Unsaved Changes"),
            QCoreApplication.translate(
                "MainWindow", "“{0}” has changes that are not saved. Save them before closing?"
            ).format(sheet.doc.display_name),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self._window.documents.save_sheet(sheet)
        return answer == QMessageBox.StandardButton.Discard

    def close_sheet(self, sheet: OpenSheet) -> bool:
        """Close a sheet's tab (asking about unsaved changes); returns whether it closed."""
        if not self.ask_to_save(sheet):
            return False
        self.remove(sheet)
        return True

    def close_current(self) -> bool:
        """Close the current sheet."""
        sheet = self.current_sheet()
        return self.close_sheet(sheet) if sheet else False

    def ask_to_save_all(self) -> bool:
        """Before quitting, ask about the modified sheets (one question for several: Save All,
        Discard or Cancel); False means keep everything open."""
        self.commit_pending_edits()
        modified = [sheet for sheet in self.sheets if sheet.doc.modified]
        if len(modified) > 1:
            names = "\n".join(f"• {sheet.doc.display_name}" for sheet in modified[:12])
            answer = QMessageBox.question(
                self._window,
                QCoreApplication.translate("MainWindow", "Unsaved Changes"),
                QCoreApplication.translate(
                    "MainWindow",
                    "{0} sheets have changes that are not saved:\n{1}\n\nSave all of them, discard "
                    "all the changes, or cancel to look at them one by one.",
                ).format(len(modified), names),
                QMessageBox.StandardButton.SaveAll
                | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.SaveAll,
            )
            if answer == QMessageBox.StandardButton.SaveAll:
                return all(self._window.documents.save_sheet(sheet) for sheet in modified)
            return answer == QMessageBox.StandardButton.Discard
        if modified:
            return self.ask_to_save(modified[0])
        return True

    def on_tab_close_requested(self, index: int) -> None:
        widget = self._window.tabs.widget(index)
        sheet = next((s for s in self._window._sheets if s.view is widget), None)
        if sheet is not None:
            self.close_sheet(sheet)

    def remove(self, sheet: OpenSheet) -> None:
        self._window._sheets.remove(sheet)
        if self._window._locks is not None and sheet.doc.path and not sheet.read_only:
            self._window._locks.release(sheet.doc.path)
        self._window._undo_group.removeStack(sheet.doc.undo_stack)
        self._window.tabs.removeTab(self._window.tabs.indexOf(sheet.view))
        if self._window._recovery is not None:
            self._window._recovery.discard(sheet.key)
        sheet.view.deleteLater()
        sheet.doc.deleteLater()
        if not self._window._sheets:
            self._window._stack.setCurrentWidget(self._window.start_page)
        self.on_current_changed()

    def rebuild_view(self, sheet: OpenSheet) -> None:
        """Show ``sheet`` in a new view made in the current language, in the old view's place:
        the document (its edits and undo stack) stays; the scroll position, the uncommon-skills
        choice and the focused field are carried over where the new view has them."""
        old = sheet.view
        index = self._window.tabs.indexOf(old)
        if index < 0:
            return
        current = self._window.tabs.currentIndex() == index
        focus = QApplication.focusWidget()
        focus_path = None
        fields = getattr(old, "_fields", None)
        if isinstance(fields, dict) and focus is not None and old.isAncestorOf(focus):
            focus_path = next(
                (path for path, widget in fields.items() if widget is focus or widget.isAncestorOf(focus)), None
            )
            if focus_path is not None:
                # Let the focused editor commit what is typed in it first.
                focus.clearFocus()
        uncommon = getattr(old, "show_uncommon", None)
        show_uncommon = uncommon.isChecked() if uncommon is not None else self._window._preferences.show_uncommon_skills
        scroll = getattr(old, "scroll", None)
        position = (
            (scroll.horizontalScrollBar().value(), scroll.verticalScrollBar().value())
            if isinstance(scroll, QAbstractScrollArea)
            else None
        )
        try:
            view = self._window._view_factory(
                sheet.doc, self._window.controller, self._window.tabs, show_uncommon_skills=show_uncommon
            )
        except SheetViewUnavailable:
            return  # keep the old view: it still works, in the old language
        self._window.tabs.blockSignals(True)
        try:
            self._window.tabs.insertTab(index, view, self._window.tabs.tabText(index))
            self._window.tabs.removeTab(index + 1)
            if current:
                self._window.tabs.setCurrentIndex(index)
        finally:
            self._window.tabs.blockSignals(False)
        sheet.view = view
        self._window.drops.intercept(view)
        self.update_tab(sheet)
        old.hide()
        old.deleteLater()
        new_scroll = getattr(view, "scroll", None)
        if position is not None and isinstance(new_scroll, QAbstractScrollArea):
            # Once the new view is laid out (its scroll range is 0 until then).
            def restore() -> None:
                new_scroll.horizontalScrollBar().setValue(position[0])
                new_scroll.verticalScrollBar().setValue(position[1])

            restore()
            QTimer.singleShot(0, new_scroll, restore)
        if focus_path is not None and hasattr(view, "widget_for"):
            target = view.widget_for(focus_path)
            if target is not None:
                target.setFocus(Qt.FocusReason.OtherFocusReason)
