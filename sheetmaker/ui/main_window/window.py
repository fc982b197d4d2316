"""The main window: open sheets in tabs, the start page, menus, files, autosave and recovery.

The window composes, it does not do: it owns the widgets (the central stack with the start page,
the sheets' tabs and the library, the docks, menus and toolbar) and the state they share (the
open sheets, the settings, the recovery store, the file locks), and hands the behaviour to its
parts, one responsibility each, made at the start of the constructor:

- :mod:`.menus`: the actions, menus and toolbar (made and translated);
- :mod:`.tabs` (``sheet_tabs``): the sheets' tabs, the title, closing a sheet;
- :mod:`.documents` (``documents``): New, Open, Save, Save As;
- :mod:`.file_changes` (``file_changes``): files changed on disk, Reload, Keep Mine;
- :mod:`.recent` (``recent``): recent files and the last folder;
- :mod:`.autosave` (``autosaver``): autosave and recovery;
- :mod:`.export` (``pdf_export``) and :mod:`.interchange` (``interchange``): PDF export, other
  tools' formats;
- :mod:`.docks` (``docks``): the roll log and the party table;
- :mod:`.pages` (``pages``): the start page's samples and the library;
- :mod:`.drops` (``drops``): drag and drop;
- :mod:`.messages` (``messages``): error and information boxes.

The parts reach the widgets and the shared state through the window (they are its friends) and
each other through the window's part attributes. The window keeps the public methods other
modules and the tests call, delegating to its parts. Translatable texts of the parts keep the
context ``MainWindow``.

Startup comes in two steps so the window shows at once: the constructor builds the menus and the
start page (Qt only); :meth:`MainWindow.finish_startup`, which the application runs once the
window is on screen, loads the rules and the roll machinery (pydantic models: a few hundred
milliseconds), lists the samples, offers to recover unsaved sheets and opens the files of the
command line. This is why the domain modules are imported inside the methods that need them.

Decisions:

- The start page shows while no sheet is open (a stacked widget), not as a tab: tabs hold sheets
  only, so every tab has a document, an undo stack and a file.
- A sample opens as a new, untitled copy (a fresh id): the shipped file is never overwritten.
- New sheets and opened samples are unmodified until edited: closing them untouched asks nothing.
- Error boxes are window-modal and do not block (``QMessageBox.open``); questions that decide
  what happens next (unsaved changes, recovery) are the blocking standard questions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QEvent,
    QSettings,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QMainWindow,
    QStackedWidget,
    QTabWidget,
    QToolBar,
    QUndoView,
    QWidget,
)

from sheetmaker.ui import accessibility, wheel_guard
from sheetmaker.ui.language import UndoRedoAction, refresh_models, use_language
from sheetmaker.ui.main_window import menus
from sheetmaker.ui.main_window.autosave import Autosave
from sheetmaker.ui.main_window.docks import Docks
from sheetmaker.ui.main_window.documents import Documents
from sheetmaker.ui.main_window.drops import Drops
from sheetmaker.ui.main_window.export import PdfExport
from sheetmaker.ui.main_window.file_changes import FileChanges
from sheetmaker.ui.main_window.interchange import Interchange
from sheetmaker.ui.main_window.messages import Messages
from sheetmaker.ui.main_window.pages import Pages
from sheetmaker.ui.main_window.recent import RecentFiles
from sheetmaker.ui.main_window.tabs import OpenSheet, SheetTabs
from sheetmaker.ui.play_menu import PlayMenu
from sheetmaker.ui.preferences import Preferences, PreferencesDialog
from sheetmaker.ui.recovery import RecoveryStore
from sheetmaker.ui.sheet_views import create_sheet_view
from sheetmaker.ui.start_page import StartPage
from sheetmaker.ui.undo_keys import UndoKeyPassThrough

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from sheetmaker.core.document import Document
    from sheetmaker.models.rolls import RollController
    from sheetmaker.models.sheet_locks import SheetLocks
    from sheetmaker.ui.export_pdf import PdfExporter
    from sheetmaker.ui.import_dialog import ExportDialog, ImportDialog
    from sheetmaker.ui.library import LibraryPage

    #: ``create_sheet_view``'s signature.
    ViewFactory = Callable[..., QWidget]

GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"


class MainWindow(QMainWindow):
    """SheetMaker's main window.

    Args:
        settings: where preferences, recent files and the window's geometry are kept.
        recovery: the recovery folder's store (started); ``None`` turns autosave off.
        controller: the roll controller shared by every sheet; by default one is made by
            :meth:`finish_startup` (or when the first sheet opens).
        view_factory: makes a sheet's view (:func:`~sheetmaker.ui.sheet_views.create_sheet_view`).
        locks: the locks of open files shared with other copies of SheetMaker; ``None``: no locks.

    Signals:
        preferencesChanged(Preferences): the user changed the preferences.
        startupFinished: :meth:`finish_startup` is done.
    """

    preferencesChanged = Signal(object)  # noqa: N815 - Qt naming
    startupFinished = Signal()  # noqa: N815

    # Made by sheetmaker.ui.main_window.menus.
    new_investigator_action: QAction
    new_coc_action: QAction
    new_toc_action: QAction
    new_coc_blank_action: QAction
    new_toc_blank_action: QAction
    creation_action: QAction
    open_action: QAction
    save_action: QAction
    save_as_action: QAction
    export_pdf_action: QAction
    close_action: QAction
    quit_action: QAction
    undo_action: UndoRedoAction
    redo_action: UndoRedoAction
    preferences_action: QAction
    undo_history_action: QAction
    about_action: QAction
    about_qt_action: QAction
    user_guide_action: QAction
    toolbar_action: QAction
    file_menu: QMenu
    blank_menu: QMenu
    recent_menu: QMenu
    edit_menu: QMenu
    sheet_menu: QMenu
    play_menu: QMenu
    view_menu: QMenu
    help_menu: QMenu
    play: PlayMenu
    toolbar: QToolBar
    _new_menu: QMenu
    _blank_coc_item: QAction
    _blank_toc_item: QAction
    _new_button: QWidget | None
    # Made by the parts.
    library_action: QAction
    party_action: QAction
    roll_log_action: QAction
    import_action: QAction
    export_as_action: QAction
    copy_statblock_action: QAction
    import_dialog: ImportDialog | None
    export_dialog: ExportDialog

    def __init__(
        self,
        settings: QSettings,
        recovery: RecoveryStore | None = None,
        controller: RollController | None = None,
        view_factory: ViewFactory = create_sheet_view,
        parent: QWidget | None = None,
        locks: SheetLocks | None = None,
    ) -> None:
        super().__init__(parent)
        wheel_guard.install()  # also when made without sheetmaker.app (tests, an embedding program)
        accessibility.install()
        self.messages = Messages(self)
        self.recent = RecentFiles(self)
        self.sheet_tabs = SheetTabs(self)
        self.documents = Documents(self)
        self.file_changes = FileChanges(self)
        self.autosaver = Autosave(self)
        self.pdf_export = PdfExport(self)
        self.interchange = Interchange(self)
        self.docks = Docks(self)
        self.pages = Pages(self)
        self.drops = Drops(self)

        self._locks = locks
        self.setObjectName("mainWindow")
        self._settings = settings
        #: The creation wizard last opened (None before).
        self.wizard: QDialog | None = None
        self._preferences = Preferences.load(settings)
        self._recovery = recovery
        self._controller: RollController | None = None
        self._view_factory = view_factory
        self._sheets: list[OpenSheet] = []
        self._roll_dock: QDockWidget | None = None
        self._party_dock: QDockWidget | None = None
        self._library_page: LibraryPage | None = None
        self._samples_loaded = False
        self._pdf_exporter: PdfExporter | None = None

        self.setAcceptDrops(True)
        self._undo_group = QUndoGroup(self)
        self._undo_group.cleanChanged.connect(self.sheet_tabs.update_title)
        # Ctrl+Z in a field with nothing of its own to undo undoes the document (issue 23).
        self._undo_keys = UndoKeyPassThrough(self)

        self._start_page = StartPage()
        self._start_page.newSheetRequested.connect(self.documents.new_sheet)
        self._start_page.wizardRequested.connect(self.documents.new_investigator)
        self._start_page.openRequested.connect(self.documents.open_dialog)
        self._start_page.fileActivated.connect(self.documents.open_file)
        self._start_page.sampleActivated.connect(self.documents.open_sample)

        self._tabs = QTabWidget()
        self._tabs.setObjectName("sheetTabs")
        self._tabs.setDocumentMode(True)
        self._tabs.setTabsClosable(True)
        self._tabs.setMovable(True)
        self._tabs.setElideMode(Qt.TextElideMode.ElideRight)
        self._tabs.tabCloseRequested.connect(self.sheet_tabs.on_tab_close_requested)
        self._tabs.currentChanged.connect(self.sheet_tabs.on_current_changed)

        self._stack = QStackedWidget()
        self._stack.addWidget(self._start_page)
        self._stack.addWidget(self._tabs)
        self.setCentralWidget(self._stack)

        self._undo_dock = QDockWidget(self)
        self._undo_dock.setObjectName("undoHistoryDock")
        self._undo_view = QUndoView(self._undo_group, self._undo_dock)
        self._undo_dock.setWidget(self._undo_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self._undo_dock)
        self._undo_dock.hide()

        menus.create_actions(self)
        menus.create_menus(self)
        menus.create_toolbar(self)
        self.pages.install_library()  # issue 13: View → Library
        self.statusBar()

        self._autosave_timer = QTimer(self)
        self._autosave_timer.timeout.connect(self.autosave)
        self._apply_preferences()

        self._restore_window()
        self.recent.refresh()
        self.sheet_tabs.on_current_changed()
        if controller is not None:
            self.docks.install_rolls(controller)
        self.docks.install_party()  # issue 13: View → Party Table
        self.interchange.install()  # issue 14: Import…, Export As…, Copy as Statblock
        self.retranslate_ui()

    # ------------------------------------------------------------------ language

    def retranslate_ui(self) -> None:
        """Set every text of the window (menus, actions, toolbar, docks' menu entries, tabs,
        title) in the current language. Runs at the end of the constructor and on every
        language change (see :meth:`event`)."""
        menus.retranslate(self)

        self._tabs.setAccessibleName(self.tr("Open sheets"))
        self._undo_dock.setWindowTitle(self.tr("Undo history"))
        self._undo_view.setEmptyLabel(self.tr("<as opened>"))
        self._undo_view.setAccessibleName(self.tr("Undo history"))
        # After the dock's title: a dock names its menu entry after its title.
        self.undo_history_action.setText(self.tr("&Undo History"))

        if getattr(self, "library_action", None) is not None:
            self.pages.retranslate_library()
        if getattr(self, "party_action", None) is not None:
            self.docks.retranslate_party()
        if getattr(self, "import_action", None) is not None:
            self.interchange.retranslate()
        if getattr(self, "roll_log_action", None) is not None:
            self.docks.retranslate_rolls()
        for sheet in self._sheets:
            self.sheet_tabs.update_tab(sheet)
        self.sheet_tabs.update_title()

    def event(self, event: QEvent) -> bool:
        """On a language change: the children first (docks, pages; they re-set their own
        texts), then the window's own texts, the sheet views rebuilt, the models refreshed."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._on_language_changed()
        return handled

    def _on_language_changed(self) -> None:
        self.retranslate_ui()
        if self._samples_loaded:
            self._samples_loaded = False
            self.pages.load_samples()
        for sheet in list(self._sheets):
            self.sheet_tabs.rebuild_view(sheet)
        refresh_models(self)

    # ------------------------------------------------------------------ geometry

    def _restore_window(self) -> None:
        geometry = self._settings.value(GEOMETRY_KEY, QByteArray(), type=QByteArray)
        if not isinstance(geometry, QByteArray) or geometry.isEmpty() or not self.restoreGeometry(geometry):
            screen = self.screen().availableGeometry()
            width = min(1280, int(screen.width() * 0.9))
            height = min(800, int(screen.height() * 0.9))
            self.resize(width, height)
            self.move(screen.center() - self.rect().center())
        state = self._settings.value(STATE_KEY, QByteArray(), type=QByteArray)
        if isinstance(state, QByteArray) and not state.isEmpty():
            self.restoreState(state)

    def _save_window(self) -> None:
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self._settings.setValue(STATE_KEY, self.saveState())

    # ------------------------------------------------------------------ startup

    def finish_startup(self, files: Iterable[str] = ()) -> None:
        """The second step of startup (see the module's docstring)."""
        self.docks.ensure_rolls()
        self.pages.load_samples()
        self.offer_recovery()
        self.open_files(files)
        self.startupFinished.emit()

    @property
    def controller(self) -> RollController:
        """The roll controller shared by every sheet (made on first use)."""
        return self.docks.ensure_rolls()

    @property
    def roll_log_dock(self) -> QDockWidget | None:
        """The roll log dock, once the roll machinery is loaded."""
        return self._roll_dock

    @property
    def party_dock(self) -> QDockWidget | None:
        """The party table dock, once shown."""
        return self._party_dock

    def show_party(self) -> QDockWidget:
        """Show the party table dock (made on first use)."""
        return self.docks.show_party()

    # ------------------------------------------------------------------ sheets and pages

    @property
    def sheets(self) -> list[OpenSheet]:
        """The open sheets in tab order."""
        return self.sheet_tabs.sheets

    @property
    def tabs(self) -> QTabWidget:
        """The tab widget holding the sheets."""
        return self._tabs

    @property
    def start_page(self) -> StartPage:
        """The start page."""
        return self._start_page

    def current_sheet(self) -> OpenSheet | None:
        """The sheet of the current tab."""
        return self.sheet_tabs.current_sheet()

    def close_sheet(self, sheet: OpenSheet) -> bool:
        """Close a sheet's tab (asking about unsaved changes); returns whether it closed."""
        return self.sheet_tabs.close_sheet(sheet)

    def close_current(self) -> bool:
        """Close the current sheet."""
        return self.sheet_tabs.close_current()

    @property
    def library_page(self) -> LibraryPage:
        """The library page (made on first use)."""
        return self.pages.library_page

    def show_library(self, folder: str = "") -> LibraryPage:
        """Show the library (on ``folder`` when given, else the folder shown last)."""
        return self.pages.show_library(folder)

    # ------------------------------------------------------------------ new, open, save

    def _blank_document(self, system: str) -> Document:
        return self.documents.blank_document(system)

    def new_sheet(self, system: str) -> OpenSheet | None:
        """Open a blank sheet of the game system ``system`` ("coc7" or "toc")."""
        return self.documents.new_sheet(system)

    def new_investigator(self, system: str = "coc7", rng: random.Random | None = None) -> QDialog | None:
        """Open the creation wizard of ``system``; its finished investigator opens in a new tab
        as an unsaved sheet. Returns the wizard (already shown, window-modal)."""
        return self.documents.new_investigator(system, rng)

    def edit_creation(self) -> QDialog | None:
        """The Creation Record of the current Call of Cthulhu sheet (Sheet → Creation Record…)."""
        return self.documents.edit_creation()

    def open_files(self, paths: Iterable[str]) -> None:
        """Open each file (errors are shown one by one)."""
        self.documents.open_files(paths)

    def open_file(self, path: str) -> OpenSheet | None:
        """Open a sheet file in a new tab, or bring it forward when it is open already."""
        return self.documents.open_file(path)

    def open_sample(self, path: str) -> OpenSheet | None:
        """Open a copy of a sample sheet as a new, untitled sheet."""
        return self.documents.open_sample(path)

    def open_dialog(self) -> None:
        """Ask for sheet files and open them."""
        self.documents.open_dialog()

    def save_current(self) -> bool:
        """Save the current sheet (Save As for a sheet never saved)."""
        return self.documents.save_current()

    def save_current_as(self) -> bool:
        """Save the current sheet under a new name."""
        return self.documents.save_current_as()

    def save_sheet(self, sheet: OpenSheet) -> bool:
        """Save ``sheet`` to its file; returns whether it was saved."""
        return self.documents.save_sheet(sheet)

    def save_sheet_as(self, sheet: OpenSheet) -> bool:
        """Ask for a file name and save ``sheet`` there; returns whether it was saved."""
        return self.documents.save_sheet_as(sheet)

    # ------------------------------------------------------------------ recent files

    def recent_files(self) -> list[str]:
        """The recent files, newest first; files that no longer exist are dropped."""
        return self.recent.files()

    # ------------------------------------------------------------------ files changed behind us

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            # After the activation: questions must not open inside Qt's activation handling.
            QTimer.singleShot(0, self, self.check_files)

    def check_files(self) -> int:
        """Compare every open sheet's file with what was read or saved; ask about each change
        not asked about before. Returns how many changes were asked about."""
        return self.file_changes.check_files()

    def reload_sheet(self, sheet: OpenSheet) -> bool:
        """Read the sheet's file again (unsaved changes go to a copy first)."""
        return self.file_changes.reload_sheet(sheet)

    # ------------------------------------------------------------------ autosave and recovery

    def autosave(self) -> None:
        """Copy every modified sheet that changed since the last autosave to the recovery
        folder; drop the copies of sheets that are no longer modified."""
        self.autosaver.save_copies()

    def offer_recovery(self) -> int:
        """Offer the sheets that a SheetMaker which did not close properly left unsaved;
        returns how many sheets were restored."""
        return self.autosaver.offer_recovery()

    # ------------------------------------------------------------------ export and other formats

    @property
    def pdf_exporter(self) -> PdfExporter:
        """File → Export PDF's runner (made on first use)."""
        return self.pdf_export.exporter

    def export_current_pdf(self) -> bool:
        """Export the current sheet to a PDF; returns whether an export started."""
        return self.pdf_export.export_current()

    def import_dialog_open(self) -> ImportDialog:
        """File → Import…: a file or pasted text; the Import dialog lists what it found."""
        return self.interchange.import_dialog_open()

    def import_files(self, paths: Iterable[str]) -> ImportDialog | None:
        """Files of other formats: one Import dialog for the sheets of all of them."""
        return self.interchange.import_files(paths)

    def export_as_current(self) -> ExportDialog | None:
        """File → Export As…: the format, its report of what it cannot carry, then the file."""
        return self.interchange.export_as_current()

    # ------------------------------------------------------------------ preferences

    @property
    def preferences(self) -> Preferences:
        """The current preferences."""
        return self._preferences

    def edit_preferences(self) -> None:
        """Show the Preferences dialog and apply what the user chose."""
        dialog = PreferencesDialog(self._preferences, self)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            preferences = dialog.preferences()
        finally:
            dialog.deleteLater()
        if preferences != self._preferences:
            self.set_preferences(preferences)

    def set_preferences(self, preferences: Preferences) -> None:
        """Store and apply new preferences; a new language is used at once (the window
        retranslates itself on the LanguageChange that follows, see :meth:`event`)."""
        language_changed = preferences.language != self._preferences.language
        self._preferences = preferences
        preferences.save(self._settings)
        self._apply_preferences()
        if language_changed:
            use_language(preferences.language)
        self.preferencesChanged.emit(preferences)

    def _apply_preferences(self) -> None:
        self._autosave_timer.start(self._preferences.autosave_minutes * 60_000)

    def show_about(self) -> None:
        """The About SheetMaker box."""
        from sheetmaker.ui.about import show_about  # loaded when asked for

        show_about(self)

    # ------------------------------------------------------------------ drag and drop

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        self.drops.enter(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802 - Qt override
        self.drops.enter(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        self.drops.drop(event)

    # ------------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Quit: ask about the modified sheets (one question for several: Save All, Discard
        or Cancel); Cancel keeps everything open."""
        if not self.sheet_tabs.ask_to_save_all():
            event.ignore()
            return
        self._autosave_timer.stop()
        if self._pdf_exporter is not None:
            self._pdf_exporter.shutdown()  # a running export stops and writes nothing
        if self._recovery is not None:
            for sheet in self._sheets:
                self._recovery.discard(sheet.key)
        if self._locks is not None:
            self._locks.release_all()
        self._save_window()
        event.accept()
