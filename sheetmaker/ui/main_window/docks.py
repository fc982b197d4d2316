"""The window's docks: the roll log (with the roll controller it shows) and the party table
(issue 13), and their View menu entries.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget

from sheetmaker.ui.main_window.menus import set_texts

if TYPE_CHECKING:
    from sheetmaker.models.rolls import RollController
    from sheetmaker.ui.main_window.window import MainWindow


class Docks:
    """The roll log and party table docks (the dock widgets are the window's)."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    def ensure_rolls(self) -> RollController:
        """The roll controller; the first call loads the roll machinery and adds the roll log."""
        if self._window._controller is None:
            from sheetmaker.models.rolls import RollController

            self.install_rolls(RollController(parent=self._window))
        assert self._window._controller is not None
        return self._window._controller

    def install_rolls(self, controller: RollController) -> None:
        from sheetmaker.ui.roll_log import RollLogDock

        self._window._controller = controller
        dock = RollLogDock(controller, self._window)
        self._window._roll_dock = dock
        if not self._window.restoreDockWidget(dock):
            self._window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        toggle = dock.toggleViewAction()
        self._window.view_menu.insertAction(self._window.view_menu.actions()[0], toggle)
        self._window.roll_log_action = toggle
        self.retranslate_rolls()

    def retranslate_rolls(self) -> None:
        self._window.roll_log_action.setText(QCoreApplication.translate("MainWindow", "&Roll Log"))

    def install_party(self) -> None:
        """View → Party Table: a dock made on first use (sheetmaker.ui.party)."""
        self._window.party_action = QAction(self._window)
        self._window.party_action.setCheckable(True)
        self._window.party_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self._window.party_action.toggled.connect(self._toggle_party)
        self._window.view_menu.addAction(self._window.party_action)

    def retranslate_party(self) -> None:
        set_texts(
            self._window.party_action,
            QCoreApplication.translate("MainWindow", "&Party Table"),
            QCoreApplication.translate(
                "MainWindow", "Show the party table: live values, group rolls and the combat order."
            ),
        )

    def show_party(self) -> QDockWidget:
        """Show the party table dock (made on first use)."""
        self._window.party_action.setChecked(True)
        assert self._window._party_dock is not None
        return self._window._party_dock

    def _toggle_party(self, on: bool) -> None:
        if not on:
            if self._window._party_dock is not None:
                self._window._party_dock.hide()
            return
        if self._window._party_dock is None:
            from sheetmaker.ui.party import PartyDock, PartyPanel

            def open_document(path: str):
                # Behind what the window shows: a drop on the party table adds to the party
                # and leaves the library (or the sheet) in view (issue 23).
                sheet = self._window.documents.open_file(path, background=True)
                return sheet.doc if sheet is not None else None

            def show_document(path: str):
                sheet = self._window.documents.open_file(path)
                return sheet.doc if sheet is not None else None

            panel = PartyPanel(
                self._window.controller,
                lambda: [sheet.doc for sheet in self._window.sheet_tabs.sheets],
                open_document,
                show_file=show_document,
            )
            self._window._party_dock = PartyDock(panel, self._window)
            self._window._party_dock.closed.connect(lambda: self._window.party_action.setChecked(False))
            self._window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self._window._party_dock)
        self._window._party_dock.show()
        self._window._party_dock.raise_()
