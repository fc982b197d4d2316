"""The pages of the window's central stack besides the sheets' tabs: the start page's samples
and the library (issue 13: View → Library, made on first use).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QStyle

from sheetmaker.ui.main_window.menus import make_action, set_texts, theme_icon
from sheetmaker.ui.start_page import SampleEntry

if TYPE_CHECKING:
    from sheetmaker.ui.library import LibraryPage
    from sheetmaker.ui.main_window.window import MainWindow


class Pages:
    """The start page's samples and switching between the sheets and the library."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    def load_samples(self) -> None:
        if self._window._samples_loaded:
            return
        from sheetmaker.core.errors import DocumentError
        from sheetmaker.io import fileformat
        from sheetmaker.resources import resource
        from sheetmaker.systems import system_of

        entries = []
        for path in sorted(resource("samples").glob("*" + fileformat.SUFFIX)):
            try:
                document = fileformat.load(path)
            except DocumentError:
                continue  # a broken sample is a packaging bug the tests catch
            kind = (
                QCoreApplication.translate("MainWindow", "NPC")
                if document.kind == "npc"
                else QCoreApplication.translate("MainWindow", "investigator")
            )
            description = QCoreApplication.translate("MainWindow", "{0}, {1}").format(
                QCoreApplication.translate("GameSystem", system_of(document).title), kind
            )
            entries.append((document.kind != "investigator", document.display_name, str(path), description))
        entries.sort()
        self._window.start_page.set_samples(
            [SampleEntry(path, name, description) for _, name, path, description in entries]
        )
        self._window._samples_loaded = True

    def install_library(self) -> None:
        """View → Library (Ctrl+L): the keeper's library as a page of the central stack, made on
        first use (sheetmaker.ui.library); also on the toolbar and the start page."""
        self._window.library_action = make_action(
            self._window,
            self.toggle_library,
            [QKeySequence("Ctrl+L")],
            theme_icon(self._window, "folder-open", QStyle.StandardPixmap.SP_DirOpenIcon),
        )
        self._window.library_action.setCheckable(True)
        self._window.view_menu.insertAction(self._window.view_menu.actions()[0], self._window.library_action)
        self._window.view_menu.insertSeparator(self._window.view_menu.actions()[1])
        self._window.toolbar.insertAction(self._window.toolbar.actions()[1], self._window.library_action)  # after New
        self._window._stack.currentChanged.connect(self._on_stack_changed)
        self._window.start_page.libraryRequested.connect(lambda: self.show_library())

    def retranslate_library(self) -> None:
        set_texts(
            self._window.library_action,
            QCoreApplication.translate("MainWindow", "&Library"),
            QCoreApplication.translate(
                "MainWindow", "Show the library: every sheet of a folder, searched, sorted and printed together"
            ),
        )

    @property
    def library_page(self) -> LibraryPage:
        """The library page (made on first use)."""
        if self._window._library_page is None:
            from sheetmaker.io import library as index
            from sheetmaker.ui.library import LibraryPage

            cache = None if os.environ.get("SHEETMAKER_NO_USER_DATA") else index.default_cache_path()
            page = LibraryPage(
                self._window._settings,
                index.IndexCache(cache),
                lambda: self._window.pdf_export.exporter,
                self._window._stack,
            )
            page.openRequested.connect(self._open_from_library)
            self._window._stack.addWidget(page)
            self._window._undo_group.addStack(page.undo_stack)
            self._window._library_page = page
        return self._window._library_page

    def show_library(self, folder: str = "") -> LibraryPage:
        """Show the library (on ``folder`` when given, else the folder shown last)."""
        page = self.library_page
        if folder:
            page.set_folder(folder)
        else:
            page.ensure_folder()
        self._window._stack.setCurrentWidget(page)
        page.table.setFocus()
        return page

    def hide_library(self) -> None:
        """Back to the sheets (or the start page when none is open)."""
        self._window._stack.setCurrentWidget(self._window.tabs if self._window._sheets else self._window.start_page)

    def toggle_library(self) -> None:
        """Ctrl+L: the library, or back to the sheets from it."""
        if self._window._library_page is not None and self._window._stack.currentWidget() is self._window._library_page:
            self.hide_library()
        else:
            self.show_library()

    def _open_from_library(self, path: str) -> None:
        sheet = self._window.documents.open_file(path)
        if sheet is not None:
            self._window._stack.setCurrentWidget(self._window.tabs)

    def _on_stack_changed(self, _index: int) -> None:
        library = self._window._library_page
        on_library = library is not None and self._window._stack.currentWidget() is library
        self._window.library_action.setChecked(on_library)
        if library is not None and on_library:
            # Edit → Undo (Ctrl+Z) undoes the library's last delete, rename or tag.
            self._window._undo_group.setActiveStack(library.undo_stack)
        else:
            self._window.sheet_tabs.on_current_changed()
