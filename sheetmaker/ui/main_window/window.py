"""The main window: open sheets in tabs, the start page, menus, files, autosave and recovery.

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

import functools
import json
import os
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QMimeData,
    QObject,
    QSettings,
    QStandardPaths,
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
    QIcon,
    QKeySequence,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QToolBar,
    QToolButton,
    QUndoView,
    QWidget,
)

from sheetmaker.ui import file_conflicts, wheel_guard
from sheetmaker.ui.guide import add_user_guide_action, retranslate_user_guide_action
from sheetmaker.ui.hints import maybe_show_dice_hint
from sheetmaker.ui.language import UndoRedoAction, refresh_models, use_language
from sheetmaker.ui.play_menu import PlayMenu
from sheetmaker.ui.preferences import Preferences, PreferencesDialog
from sheetmaker.ui.recovery import (
    RecoveredSheet,
    RecoveryStore,
    display_text,
    load_copy,
    new_key,
    usable_original,
)
from sheetmaker.ui.sheet_views import SheetViewUnavailable, create_sheet_view
from sheetmaker.ui.start_page import SampleEntry, StartPage

if TYPE_CHECKING:
    from sheetmaker.core.document import Document
    from sheetmaker.core.errors import DocumentError
    from sheetmaker.io.filestate import Check, FileState
    from sheetmaker.models.document import SheetDocument
    from sheetmaker.models.rolls import RollController
    from sheetmaker.models.sheet_locks import SheetLocks
    from sheetmaker.ui.export_pdf import PdfExporter
    from sheetmaker.ui.library import LibraryPage

    #: ``create_sheet_view``'s signature.
    ViewFactory = Callable[..., QWidget]

MAX_RECENT_FILES = 10
RECENT_KEY = "files/recent"
#: The character's name of each recent file (path → name), shown instead of the file name.
RECENT_NAMES_KEY = "files/recentNames"
LAST_FOLDER_KEY = "files/last_folder"
GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
#: The sheet file suffix (also ``sheetmaker.io.fileformat.SUFFIX``, which cannot be imported
#: before the window shows without loading pydantic; a test keeps the two equal).
SHEET_SUFFIX = ".sheet.json"


def with_sheet_suffix(path: str) -> str:
    """``path`` ending in ``.sheet.json``: the suffix is added, never doubled.

    ``harvey`` → ``harvey.sheet.json``; ``harvey.sheet`` and ``harvey.json`` →
    ``harvey.sheet.json``; ``harvey.sheet.json`` stays as it is.
    """
    if path.lower().endswith(SHEET_SUFFIX):
        return path
    for partial in (".sheet", ".json"):
        if path.lower().endswith(partial) and len(os.path.basename(path)) > len(partial):
            return path[: -len(partial)] + SHEET_SUFFIX
    return path + SHEET_SUFFIX


def _same_path(a: str, b: str) -> bool:
    return os.path.normcase(os.path.realpath(a)) == os.path.normcase(os.path.realpath(b))


def _file_name_for(name: str) -> str:
    """A file name (without folder) for a sheet called ``name``
    (:func:`sheetmaker.io.filenames.file_stem_for`)."""
    from sheetmaker.io.filenames import file_stem_for

    return file_stem_for(name, "sheet", replacement="_") + SHEET_SUFFIX


def sheet_paths(mime: QMimeData) -> list[str]:
    """The local sheet files (``*.sheet.json``) among dragged or pasted data."""
    if not mime.hasUrls():
        return []
    paths = []
    for url in mime.urls():
        if url.isLocalFile():
            path = url.toLocalFile()
            if path.lower().endswith(SHEET_SUFFIX):
                paths.append(path)
    return paths


def import_paths(mime: QMimeData) -> list[str]:
    """Dropped local files that are not SheetMaker sheets: other tools' formats go through the
    Import dialog (their format is found from the content)."""
    if not mime.hasUrls():
        return []
    return [
        url.toLocalFile() for url in mime.urls()
        if url.isLocalFile() and not url.toLocalFile().lower().endswith(SHEET_SUFFIX)
        and os.path.isfile(url.toLocalFile())
    ]


def standard_shortcuts(key: QKeySequence.StandardKey, fallback: str | None = None) -> list[QKeySequence]:
    """The platform's shortcuts for ``key``, or ``fallback`` where the platform has none."""
    sequences = QKeySequence.keyBindings(key)
    if not sequences and fallback:
        sequences = [QKeySequence(fallback)]
    return list(sequences)


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
        self._locks = locks
        self._checking_files = False
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
        self._samples_loaded = False
        self._pdf_exporter: PdfExporter | None = None

        self.setAcceptDrops(True)
        self._undo_group = QUndoGroup(self)
        self._undo_group.cleanChanged.connect(self._update_title)

        self._start_page = StartPage()
        self._start_page.newSheetRequested.connect(self.new_sheet)
        self._start_page.wizardRequested.connect(self.new_investigator)
        self._start_page.openRequested.connect(self.open_dialog)
        self._start_page.fileActivated.connect(self.open_file)
        self._start_page.sampleActivated.connect(self.open_sample)

        self._tabs = QTabWidget()
        self._tabs.setObjectName("sheetTabs")
        self._tabs.setDocumentMode(True)
        self._tabs.setTabsClosable(True)
        self._tabs.setMovable(True)
        self._tabs.setElideMode(Qt.TextElideMode.ElideRight)
        self._tabs.tabCloseRequested.connect(self._on_tab_close_requested)
        self._tabs.currentChanged.connect(self._on_current_changed)

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

        self._create_actions()
        self._create_menus()
        self._create_toolbar()
        self._install_library()  # issue 13: View → Library (block "library" below)
        self.statusBar()

        self._autosave_timer = QTimer(self)
        self._autosave_timer.timeout.connect(self.autosave)
        self._apply_preferences()

        self._restore_window()
        self._refresh_recent()
        self._on_current_changed()
        if controller is not None:
            self._install_rolls(controller)
        self._install_party()  # issue 13: View → Party Table (block "party table" below)
        self._install_interchange()  # issue 14: Import…, Export As…, Copy as Statblock (block below)
        self.retranslate_ui()

    # ------------------------------------------------------------------ building

    def _action(
        self,
        slot: Callable[[], object],
        shortcuts: Iterable[QKeySequence] = (),
        icon: QIcon | None = None,
    ) -> QAction:
        """An action of the window; its texts are set by :meth:`retranslate_ui`."""
        action = QAction(self)
        action.triggered.connect(lambda _checked=False: slot())
        action.setShortcuts(list(shortcuts))
        if icon is not None:
            action.setIcon(icon)
        return action

    @staticmethod
    def _texts(action: QAction, text: str, tip: str = "") -> None:
        """Set an action's text and its status tip and tool tip (none: the text)."""
        action.setText(text)
        action.setStatusTip(tip)
        action.setToolTip(tip)

    @staticmethod
    def _bundled_icon(name: str) -> QIcon:
        """The desktop theme's icon, else SheetMaker's own (resources/icons/NAME.svg)."""
        from sheetmaker.resources import resource

        return QIcon.fromTheme(name, QIcon(str(resource("icons", f"{name}.svg"))))

    def _icon(self, theme: str, fallback: QStyle.StandardPixmap) -> QIcon:
        return QIcon.fromTheme(theme, self.style().standardIcon(fallback))

    def _create_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.new_investigator_action = self._action(
            self.ask_new_investigator,
            standard_shortcuts(key.New),
            self._icon("document-new", QStyle.StandardPixmap.SP_FileIcon),
        )
        self.new_coc_action = self._action(lambda: self.new_investigator("coc7"))
        self.new_toc_action = self._action(lambda: self.new_investigator("toc"), [QKeySequence("Ctrl+Shift+N")])
        self.new_coc_blank_action = self._action(lambda: self.new_sheet("coc7"))
        self.new_toc_blank_action = self._action(lambda: self.new_sheet("toc"))
        self.creation_action = self._action(self.edit_creation)
        self.open_action = self._action(
            self.open_dialog,
            standard_shortcuts(key.Open),
            self._icon("document-open", QStyle.StandardPixmap.SP_DialogOpenButton),
        )
        self.save_action = self._action(
            self.save_current,
            standard_shortcuts(key.Save),
            self._icon("document-save", QStyle.StandardPixmap.SP_DialogSaveButton),
        )
        self.save_as_action = self._action(
            self.save_current_as, standard_shortcuts(key.SaveAs, "Ctrl+Shift+S"), QIcon.fromTheme("document-save-as")
        )
        self.export_pdf_action = self._action(
            self.export_current_pdf,
            # Print first: text fields take Ctrl+E (end of line) before the window sees it.
            [*standard_shortcuts(QKeySequence.StandardKey.Print, "Ctrl+P"), QKeySequence("Ctrl+E")],
            QIcon.fromTheme("document-export"),
        )
        self.close_action = self._action(self.close_current, standard_shortcuts(key.Close, "Ctrl+W"))
        self.quit_action = self._action(
            self.close, standard_shortcuts(key.Quit, "Ctrl+Q"), QIcon.fromTheme("application-exit")
        )
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        # Not QUndoGroup.createUndoAction: its actions keep the prefix ("&Undo") they were made
        # with, whatever the language.
        self.undo_action = UndoRedoAction(self._undo_group, False, self)
        self.undo_action.setShortcuts(standard_shortcuts(key.Undo, "Ctrl+Z"))
        self.undo_action.setIcon(self._bundled_icon("edit-undo"))
        self.redo_action = UndoRedoAction(self._undo_group, True, self)
        self.redo_action.setShortcuts(standard_shortcuts(key.Redo, "Ctrl+Shift+Z"))
        self.redo_action.setIcon(self._bundled_icon("edit-redo"))
        self.preferences_action = self._action(self.edit_preferences, standard_shortcuts(key.Preferences, "Ctrl+,"))
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)

        self.undo_history_action = self._undo_dock.toggleViewAction()
        self.about_action = self._action(self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_qt_action = self._action(lambda: QMessageBox.aboutQt(self, self.tr("About Qt")))
        self.about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = file_menu = bar.addMenu("")
        file_menu.addAction(self.new_investigator_action)
        file_menu.addAction(self.new_coc_action)
        file_menu.addAction(self.new_toc_action)
        self.blank_menu = file_menu.addMenu("")
        self.blank_menu.addAction(self.new_coc_blank_action)
        self.blank_menu.addAction(self.new_toc_blank_action)
        file_menu.addAction(self.open_action)
        self.recent_menu = file_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addSeparator()
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.save_as_action)
        file_menu.addSeparator()
        file_menu.addAction(self.export_pdf_action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        self.edit_menu = edit_menu = bar.addMenu("")
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.preferences_action)

        self.sheet_menu = bar.addMenu("")
        self.sheet_menu.addAction(self.creation_action)

        self.play_menu = bar.addMenu("")
        self.play = PlayMenu(
            self.play_menu,
            lambda: sheet.doc if (sheet := self.current_sheet()) is not None else None,
            lambda: self.controller,
            self,
        )

        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.undo_history_action)

        self.help_menu = help_menu = bar.addMenu("")
        self.user_guide_action = add_user_guide_action(self, help_menu)  # F1
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)
        help_menu.addAction(self.about_qt_action)

    def _create_toolbar(self) -> None:
        toolbar = QToolBar(self)
        toolbar.setObjectName("mainToolBar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.setMovable(False)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)

        self._new_menu = new_menu = QMenu(self)
        new_menu.addAction(self.new_coc_action)
        new_menu.addAction(self.new_toc_action)
        new_menu.addSeparator()
        self._blank_coc_item = new_menu.addAction("", lambda: self.new_sheet("coc7"))
        self._blank_toc_item = new_menu.addAction("", lambda: self.new_sheet("toc"))
        new_action = new_menu.menuAction()
        new_action.setIcon(self.new_investigator_action.icon())
        toolbar.addAction(new_action)
        self._new_button = toolbar.widgetForAction(new_action)
        if isinstance(self._new_button, QToolButton):
            self._new_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        toolbar.addAction(self.open_action)
        toolbar.addAction(self.save_action)
        toolbar.addSeparator()
        for action in (self.undo_action, self.redo_action):
            toolbar.addAction(action)
            button = toolbar.widgetForAction(action)
            if isinstance(button, QToolButton):
                # The text names the step ("Undo Change STR"): too long for a toolbar.
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.toolbar = toolbar
        self.toolbar_action = toolbar.toggleViewAction()
        self.view_menu.addAction(self.toolbar_action)

    # ------------------------------------------------------------------ language

    def retranslate_ui(self) -> None:
        """Set every text of the window (menus, actions, toolbar, docks' menu entries, tabs,
        title) in the current language. Runs at the end of the constructor and on every
        language change (see :meth:`event`)."""
        texts = self._texts
        texts(
            self.new_investigator_action,
            self.tr("&New Investigator…"),
            self.tr("Build an investigator step by step (asks which game)"),
        )
        texts(
            self.new_coc_action,
            self.tr("New &Call of Cthulhu Investigator…"),
            self.tr("Build a Call of Cthulhu 7th edition investigator step by step"),
        )
        texts(
            self.new_toc_action,
            self.tr("New &Trail of Cthulhu Investigator…"),
            self.tr("Build a Trail of Cthulhu investigator step by step"),
        )
        texts(
            self.new_coc_blank_action,
            self.tr("&Call of Cthulhu"),
            self.tr("Start an empty Call of Cthulhu 7th edition sheet to fill in by hand"),
        )
        texts(
            self.new_toc_blank_action,
            self.tr("&Trail of Cthulhu"),
            self.tr("Start an empty Trail of Cthulhu sheet to fill in by hand"),
        )
        texts(
            self.creation_action,
            self.tr("&Creation Record…"),
            self.tr("Record how the investigator's characteristics were made: method, age effects, Luck"),
        )
        texts(self.open_action, self.tr("&Open…"), self.tr("Open sheet files"))
        texts(self.save_action, self.tr("&Save"), self.tr("Save the sheet"))
        texts(self.save_as_action, self.tr("Save &As…"), self.tr("Save the sheet under a new name"))
        texts(self.export_pdf_action, self.tr("&Export PDF…"), self.tr("Export the sheet to a PDF file for printing"))
        texts(self.close_action, self.tr("&Close"), self.tr("Close the sheet"))
        texts(self.quit_action, self.tr("&Quit"), self.tr("Quit SheetMaker"))
        self.undo_action.set_prefix(self.tr("&Undo"))
        self.redo_action.set_prefix(self.tr("&Redo"))
        texts(
            self.preferences_action,
            self.tr("&Preferences…"),
            self.tr("Autosave, defaults of new sheets, colour scheme"),
        )
        texts(self.about_action, self.tr("&About SheetMaker"))
        texts(self.about_qt_action, self.tr("About &Qt"))

        self.file_menu.setTitle(self.tr("&File"))
        self.blank_menu.setTitle(self.tr("New &Blank Sheet"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.sheet_menu.setTitle(self.tr("&Sheet"))
        self.play_menu.setTitle(self.tr("&Play"))
        self.play.retranslate_ui()
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        retranslate_user_guide_action(self.user_guide_action)

        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        self._new_menu.setTitle(self.tr("New"))
        self._blank_coc_item.setText(self.tr("Blank Call of Cthulhu Sheet"))
        self._blank_toc_item.setText(self.tr("Blank Trail of Cthulhu Sheet"))
        new_action = self._new_menu.menuAction()
        new_action.setText(self.tr("New"))
        new_action.setToolTip(self.tr("A new investigator, step by step, or a blank sheet"))
        if isinstance(self._new_button, QToolButton):
            self._new_button.setAccessibleName(self.tr("New sheet"))
        self.toolbar_action.setText(self.tr("&Toolbar"))

        self._tabs.setAccessibleName(self.tr("Open sheets"))
        self._undo_dock.setWindowTitle(self.tr("Undo history"))
        self._undo_view.setEmptyLabel(self.tr("<as opened>"))
        self._undo_view.setAccessibleName(self.tr("Undo history"))
        # After the dock's title: a dock names its menu entry after its title.
        self.undo_history_action.setText(self.tr("&Undo History"))

        if getattr(self, "library_action", None) is not None:
            self._retranslate_library()
        if getattr(self, "party_action", None) is not None:
            self._retranslate_party()
        if getattr(self, "import_action", None) is not None:
            self._retranslate_interchange()
        if getattr(self, "roll_log_action", None) is not None:
            self._retranslate_rolls()
        for sheet in self._sheets:
            self._update_tab(sheet)
        self._update_title()

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
            self._load_samples()
        for sheet in list(self._sheets):
            self._rebuild_view(sheet)
        refresh_models(self)

    def _rebuild_view(self, sheet: OpenSheet) -> None:
        """Show ``sheet`` in a new view made in the current language, in the old view's place:
        the document (its edits and undo stack) stays; the scroll position, the uncommon-skills
        choice and the focused field are carried over where the new view has them."""
        old = sheet.view
        index = self._tabs.indexOf(old)
        if index < 0:
            return
        current = self._tabs.currentIndex() == index
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
        show_uncommon = uncommon.isChecked() if uncommon is not None else self._preferences.show_uncommon_skills
        scroll = getattr(old, "scroll", None)
        position = (
            (scroll.horizontalScrollBar().value(), scroll.verticalScrollBar().value())
            if isinstance(scroll, QAbstractScrollArea)
            else None
        )
        try:
            view = self._view_factory(sheet.doc, self.controller, self._tabs, show_uncommon_skills=show_uncommon)
        except SheetViewUnavailable:
            return  # keep the old view: it still works, in the old language
        self._tabs.blockSignals(True)
        try:
            self._tabs.insertTab(index, view, self._tabs.tabText(index))
            self._tabs.removeTab(index + 1)
            if current:
                self._tabs.setCurrentIndex(index)
        finally:
            self._tabs.blockSignals(False)
        sheet.view = view
        self._intercept_sheet_drops(view)
        self._update_tab(sheet)
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

    def _restore_window(self) -> None:
        geometry = self._settings.value(GEOMETRY_KEY, QByteArray(), type=QByteArray)
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            screen = self.screen().availableGeometry()
            width = min(1280, int(screen.width() * 0.9))
            height = min(800, int(screen.height() * 0.9))
            self.resize(width, height)
            self.move(screen.center() - self.rect().center())
        state = self._settings.value(STATE_KEY, QByteArray(), type=QByteArray)
        if not state.isEmpty():
            self.restoreState(state)

    def _save_window(self) -> None:
        self._settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self._settings.setValue(STATE_KEY, self.saveState())

    # ------------------------------------------------------------------ startup

    def finish_startup(self, files: Iterable[str] = ()) -> None:
        """The second step of startup (see the module's docstring)."""
        self._ensure_rolls()
        self._load_samples()
        self.offer_recovery()
        self.open_files(files)
        self.startupFinished.emit()

    @property
    def controller(self) -> RollController:
        """The roll controller shared by every sheet (made on first use)."""
        return self._ensure_rolls()

    def _ensure_rolls(self) -> RollController:
        """The roll controller; the first call loads the roll machinery and adds the roll log."""
        if self._controller is None:
            from sheetmaker.models.rolls import RollController

            self._install_rolls(RollController(parent=self))
        assert self._controller is not None
        return self._controller

    def _install_rolls(self, controller: RollController) -> None:
        from sheetmaker.ui.roll_log import RollLogDock

        self._controller = controller
        dock = RollLogDock(controller, self)
        self._roll_dock = dock
        if not self.restoreDockWidget(dock):
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        toggle = dock.toggleViewAction()
        self.view_menu.insertAction(self.view_menu.actions()[0], toggle)
        self.roll_log_action = toggle
        self._retranslate_rolls()

    def _retranslate_rolls(self) -> None:
        self.roll_log_action.setText(self.tr("&Roll Log"))

    # ------------------------------------------------------------------ party table (issue 13)

    def _install_party(self) -> None:
        """View → Party Table: a dock made on first use (sheetmaker.ui.party)."""
        self._party_dock: QDockWidget | None = None
        self.party_action = QAction(self)
        self.party_action.setCheckable(True)
        self.party_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.party_action.toggled.connect(self._toggle_party)
        self.view_menu.addAction(self.party_action)

    def _retranslate_party(self) -> None:
        self._texts(
            self.party_action,
            self.tr("&Party Table"),
            self.tr("Show the party table: live values, group rolls and the combat order."),
        )

    @property
    def party_dock(self) -> QDockWidget | None:
        """The party table dock, once shown."""
        return self._party_dock

    def show_party(self) -> QDockWidget:
        """Show the party table dock (made on first use)."""
        self.party_action.setChecked(True)
        assert self._party_dock is not None
        return self._party_dock

    def _toggle_party(self, on: bool) -> None:
        if not on:
            if self._party_dock is not None:
                self._party_dock.hide()
            return
        if self._party_dock is None:
            from sheetmaker.ui.party import PartyDock, PartyPanel

            def open_document(path: str):
                sheet = self.open_file(path)
                return sheet.doc if sheet is not None else None

            panel = PartyPanel(self.controller, lambda: [sheet.doc for sheet in self.sheets], open_document)
            self._party_dock = PartyDock(panel, self)
            self._party_dock.closed.connect(lambda: self.party_action.setChecked(False))
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self._party_dock)
        self._party_dock.show()
        self._party_dock.raise_()

    # ------------------------------------------------------------------ party table end

    @property
    def roll_log_dock(self) -> QDockWidget | None:
        """The roll log dock, once the roll machinery is loaded."""
        return self._roll_dock

    def _load_samples(self) -> None:
        if self._samples_loaded:
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
            kind = self.tr("NPC") if document.kind == "npc" else self.tr("investigator")
            description = self.tr("{0}, {1}").format(
                QCoreApplication.translate("GameSystem", system_of(document).title), kind
            )
            entries.append((document.kind != "investigator", document.display_name, str(path), description))
        entries.sort()
        self._start_page.set_samples(
            [SampleEntry(path, name, description) for _, name, path, description in entries]
        )
        self._samples_loaded = True

    # ------------------------------------------------------------------ sheets

    @property
    def sheets(self) -> list[OpenSheet]:
        """The open sheets in tab order."""
        order = {id(self._tabs.widget(i)): i for i in range(self._tabs.count())}
        return sorted(self._sheets, key=lambda sheet: order.get(id(sheet.view), 0))

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
        widget = self._tabs.currentWidget()
        return next((sheet for sheet in self._sheets if sheet.view is widget), None)

    def sheet_for_path(self, path: str) -> OpenSheet | None:
        """The open sheet saved as ``path``, if any."""
        for sheet in self._sheets:
            if sheet.doc.path and _same_path(sheet.doc.path, path):
                return sheet
        return None

    def _add_sheet(self, doc: SheetDocument, read_only: bool | None = None) -> OpenSheet | None:
        """Show ``doc`` in a new tab; ``None`` (and a message) when it cannot be shown.

        A sheet with a file takes the file's lock; when another SheetMaker holds it, the sheet
        is read-only. ``read_only`` decides instead of the lock (the user was asked)."""
        try:
            view = self._view_factory(
                doc,
                self.controller,
                self._tabs,
                show_uncommon_skills=self._preferences.show_uncommon_skills,
            )
        except SheetViewUnavailable as exc:
            self._show_error(self.tr("The sheet cannot be shown."), str(exc))
            doc.deleteLater()
            return None
        doc.setParent(self)
        sheet = OpenSheet(doc, view, new_key())
        if read_only is not None:
            sheet.read_only = read_only
        elif doc.path and self._locks is not None:
            sheet.read_only = self._locks.take(doc.path) is not None
        self._sheets.append(sheet)
        self._undo_group.addStack(doc.undo_stack)
        doc.changed.connect(functools.partial(self._on_document_changed, sheet))
        doc.modifiedChanged.connect(functools.partial(self._update_tab, sheet))
        doc.pathChanged.connect(functools.partial(self._update_tab, sheet))
        self._intercept_sheet_drops(view)
        maybe_show_dice_hint(self, view, self._settings)  # first sheet of a new user: dice buttons roll
        index = self._tabs.addTab(view, "")
        self._update_tab(sheet)
        self._stack.setCurrentWidget(self._tabs)
        self._tabs.setCurrentIndex(index)
        return sheet

    def _on_document_changed(self, sheet: OpenSheet) -> None:
        sheet.autosave_due = True
        self._update_tab(sheet)

    def _update_tab(self, sheet: OpenSheet, *_args: object) -> None:
        index = self._tabs.indexOf(sheet.view)
        if index < 0:
            return
        text = sheet.doc.display_name + ("*" if sheet.doc.modified else "")
        if sheet.read_only:
            text = self.tr("{0} [read-only]").format(text)
        self._tabs.setTabText(index, text.replace("&", "&&"))
        self._tabs.setTabToolTip(
            index, sheet.doc.path or self.tr("{0} (not saved yet)").format(sheet.doc.display_name)
        )
        if sheet is self.current_sheet():
            self._update_title()

    def _on_current_changed(self, *_args: object) -> None:
        sheet = self.current_sheet()
        self._undo_group.setActiveStack(sheet.doc.undo_stack if sheet else None)
        for action in (self.save_action, self.save_as_action, self.export_pdf_action, self.close_action):
            action.setEnabled(sheet is not None)
        if sheet is not None and sheet.read_only:
            self.save_action.setEnabled(False)
        self.creation_action.setEnabled(sheet is not None and sheet.doc.document.system == "coc7")
        self.play.update()
        self._update_title()

    def _update_title(self, *_args: object) -> None:
        sheet = self.current_sheet()
        if sheet is None:
            self.setWindowTitle(self.tr("SheetMaker"))
            self.setWindowModified(False)
            return
        name = sheet.doc.display_name.replace("[*]", "[ * ]")
        if sheet.read_only:
            self.setWindowTitle(
                self.tr("{0}[*] (read-only: open in another SheetMaker) — SheetMaker").format(name)
            )
        else:
            self.setWindowTitle(self.tr("{0}[*] — SheetMaker").format(name))
        self.setWindowModified(sheet.doc.modified)

    def _blank_document(self, system: str) -> Document:
        prefs = self._preferences
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

        return self._add_sheet(SheetDocument(self._blank_document(system)))

    def new_investigator(self, system: str = "coc7", rng: random.Random | None = None) -> QDialog | None:
        """Open the creation wizard of ``system``; its finished investigator opens in a new tab
        as an unsaved sheet. Returns the wizard (already shown, window-modal)."""
        wizard: QDialog
        if system == "coc7":
            from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

            wizard = CoC7CreationWizard(self._settings, rng, self)
        elif system == "toc":
            from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

            wizard = ToCCreationWizard(self._settings, rng, self)
        else:
            raise ValueError(f"unknown game system {system!r}")
        wizard.setWindowModality(Qt.WindowModality.WindowModal)
        wizard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        wizard.finishedDocument.connect(self.open_created)
        wizard.destroyed.connect(lambda *_: setattr(self, "wizard", None))
        self.wizard = wizard
        wizard.show()
        return wizard

    def ask_new_investigator(self) -> QDialog | None:
        """File → New Investigator…: ask the game (the last one offered first), then open its
        creation wizard."""
        from sheetmaker.ui.wizards.choose_game import ChooseGameDialog

        dialog = ChooseGameDialog(self._settings, self)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.game is None:
            return None
        return self.new_investigator(dialog.game)

    def edit_creation(self) -> QDialog | None:
        """Take the current Call of Cthulhu sheet through the characteristic and age steps of
        the wizard to record how it was made; Finish applies the record as one undo step."""
        sheet = self.current_sheet()
        if sheet is None or sheet.doc.document.system != "coc7":
            return None
        from sheetmaker.systems.coc7.session import answers_from_sheet, record_creation
        from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

        doc = sheet.doc
        wizard = CoC7CreationWizard(
            self._settings,
            None,
            self,
            answers=answers_from_sheet(doc.sheet),
            steps=("characteristics", "age"),
        )
        wizard.setWindowTitle(self.tr("Creation Record — {0}").format(doc.display_name))
        wizard.setWindowModality(Qt.WindowModality.WindowModal)
        wizard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def apply(_document: object) -> None:
            doc.replace_sheet(record_creation(doc.sheet, wizard.model.sheet), self.tr("Record Creation"))

        wizard.finishedDocument.connect(apply)
        wizard.destroyed.connect(lambda *_: setattr(self, "wizard", None))
        self.wizard = wizard
        wizard.show()
        return wizard

    def open_created(self, document: Document) -> OpenSheet | None:
        """Open a document made by a wizard as a new, unsaved sheet."""
        from sheetmaker.models.document import SheetDocument

        doc = SheetDocument(document)
        doc.undo_stack.resetClean()  # never saved: closing it asks
        return self._add_sheet(doc)

    def open_files(self, paths: Iterable[str]) -> None:
        """Open each file (errors are shown one by one)."""
        for path in paths:
            self.open_file(path)

    def open_file(self, path: str) -> OpenSheet | None:
        """Open a sheet file in a new tab, or bring it forward when it is open already.

        A file that cannot be read shows its problems and changes nothing.
        """
        from sheetmaker.core.errors import DocumentError
        from sheetmaker.models.document import SheetDocument

        path = os.path.abspath(path)
        open_already = self.sheet_for_path(path)
        if open_already is not None:
            self._tabs.setCurrentWidget(open_already.view)
            return open_already
        read_only: bool | None = None
        holder = self._locks.holder(path) if self._locks is not None else None
        if holder is not None:
            answer = file_conflicts.ask_choice(
                self,
                self.tr("Sheet Open Elsewhere"),
                self.tr("“{0}” is open in another SheetMaker ({1}).").format(
                    os.path.basename(path), holder.describe()
                ),
                self.tr(
                    "Open it read-only here, so that one copy cannot overwrite the other's "
                    "changes? Open Anyway lets both save: the last save wins, and SheetMaker "
                    "warns when the file changed."
                ),
                [
                    ("read_only", self.tr("Open Read-Only")),
                    ("anyway", self.tr("Open Anyway")),
                    ("cancel", self.tr("Cancel")),
                ],
                "read_only",
            )
            if answer not in ("read_only", "anyway"):
                return None
            read_only = answer == "read_only"
        try:
            doc = SheetDocument.open(path)
        except DocumentError as exc:
            self._show_problems(
                self.tr("“{0}” could not be opened.").format(os.path.basename(path)), exc
            )
            self._refresh_recent()  # a recent file that is gone leaves the list
            return None
        sheet = self._add_sheet(doc, read_only=read_only)
        if sheet is not None:
            self._add_recent(path, doc.display_name)
            self._remember_folder(path)
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
            self._show_problems(self.tr("The sample could not be opened."), exc)
            return None
        now = now_utc()
        copy = document.model_copy(update={"id": uuid.uuid4(), "created": now, "modified": now})
        return self._add_sheet(SheetDocument(copy))

    def open_dialog(self) -> None:
        """Ask for sheet files and open them."""
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Open Sheets"),
            self._last_folder(),
            self.tr("SheetMaker sheets (*.sheet.json);;All files (*)"),
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

    # ------------------------------------------------------------------ saving

    def save_current(self) -> bool:
        """Save the current sheet (Save As for a sheet never saved)."""
        sheet = self.current_sheet()
        return self.save_sheet(sheet) if sheet else False

    def save_current_as(self) -> bool:
        """Save the current sheet under a new name."""
        sheet = self.current_sheet()
        return self.save_sheet_as(sheet) if sheet else False

    def save_sheet(self, sheet: OpenSheet) -> bool:
        """Save ``sheet`` to its file; returns whether it was saved.

        A sheet without a file, or read-only here (open in another SheetMaker), asks for a name.
        """
        if not sheet.doc.path or sheet.read_only:
            return self.save_sheet_as(sheet)
        return self._save_to(sheet, sheet.doc.path)

    def save_sheet_as(self, sheet: OpenSheet) -> bool:
        """Ask for a file name and save ``sheet`` there; returns whether it was saved."""
        suggested = sheet.doc.path or os.path.join(
            self._last_folder(), _file_name_for(sheet.doc.display_name)
        )
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save Sheet As"),
            suggested,
            self.tr("SheetMaker sheets (*.sheet.json)"),
        )
        if not path:
            return False
        target = with_sheet_suffix(path)
        if target != path and os.path.exists(target):
            # The dialog asked about the name typed, not about the one with the suffix.
            answer = QMessageBox.question(
                self,
                self.tr("Replace File"),
                self.tr("“{0}” already exists. Replace it?").format(os.path.basename(target)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        other = self.sheet_for_path(target)
        if other is not None and other is not sheet:
            self._show_error(
                self.tr("The sheet was not saved."),
                self.tr("“{0}” is open in another tab. Close it first, or choose another name.")
                .format(os.path.basename(target)),
            )
            return False
        holder = self._locks.holder(target) if self._locks is not None else None
        if holder is not None:
            self._show_error(
                self.tr("The sheet was not saved."),
                self.tr("“{0}” is open in another SheetMaker ({1}). Close it there first, or "
                        "choose another name.").format(os.path.basename(target), holder.describe()),
            )
            return False
        return self._save_to(sheet, target)

    def _save_to(self, sheet: OpenSheet, path: str, overwrite: bool = False, force: bool = False) -> bool:
        from sheetmaker.core.errors import DocumentError, ReadOnlySheetError
        from sheetmaker.models.document import FileConflict

        self._commit_pending_edits()
        old_path = sheet.doc.path
        try:
            sheet.doc.save(path, overwrite=overwrite, force=force)
        except FileConflict as conflict:
            # Asked even when this change was asked about before: a save would overwrite it.
            return self._resolve_file_change(sheet, conflict.check, saving=True)
        except ReadOnlySheetError:
            answer = QMessageBox.question(
                self,
                self.tr("Replace a read-only file?"),
                self.tr(
                    "“{0}” is read-only: someone (or a sync tool) protected it. Replace it with "
                    "this version anyway? Its read-only mark is kept."
                ).format(os.path.basename(path)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
            return self._save_to(sheet, path, overwrite=overwrite, force=True)
        except DocumentError as exc:
            problem = exc.problems[0]
            self._show_error(
                self.tr("“{0}” was not saved.").format(sheet.doc.display_name),
                self.tr("{0}. Your changes are still here: try another folder or name.").format(
                    problem[:1].upper() + problem[1:]
                ),
                [self.tr("File: {0}").format(path), *exc.problems],
            )
            return False
        if self._recovery is not None:
            self._recovery.discard(sheet.key)
        sheet.autosave_due = False
        sheet.asked = None
        if self._locks is not None and (old_path is None or not _same_path(old_path, path) or sheet.read_only):
            if old_path and not sheet.read_only:
                self._locks.release(old_path)
            sheet.read_only = self._locks.take(path) is not None
            self._on_current_changed()
        self._add_recent(path, sheet.doc.display_name)
        self._remember_folder(path)
        self._update_tab(sheet)
        self.statusBar().showMessage(self.tr("Saved {0}").format(path), 5000)
        return True

    # ------------------------------------------------------------------ files changed behind us

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            # After the activation: questions must not open inside Qt's activation handling.
            QTimer.singleShot(0, self, self.check_files)

    def check_files(self) -> int:
        """Compare every open sheet's file with what was read or saved; ask about each change
        not asked about before. Returns how many changes were asked about."""
        if self._checking_files:
            return 0
        self._checking_files = True
        asked = 0
        try:
            for sheet in list(self.sheets):
                if sheet not in self._sheets:
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
                self._resolve_file_change(sheet, check, saving=False)
        finally:
            self._checking_files = False
        return asked

    def _resolve_file_change(self, sheet: OpenSheet, check: Check, saving: bool) -> bool:
        """Tell the user the file of ``sheet`` changed, was deleted or renamed behind the app,
        and do what they choose. Returns whether the sheet was saved."""
        from sheetmaker.io.filestate import Change

        self._tabs.setCurrentWidget(sheet.view)
        name = os.path.basename(sheet.doc.path or "")
        sheet.asked = (check.change.value, check.state.sha256 if check.state else "")
        if check.change in (Change.DELETED, Change.RENAMED):
            if check.change is Change.RENAMED:
                text = self.tr("“{0}” was renamed to “{1}” by another program.").format(
                    name, os.path.basename(check.new_path or "")
                )
            else:
                text = self.tr("“{0}” was deleted or moved by another program.").format(name)
            answer = file_conflicts.ask_choice(
                self,
                self.tr("Sheet File Gone"),
                text,
                self.tr("Save the sheet again under its name, save it under another name, or "
                        "close it?"),
                [
                    ("save_here", self.tr("Save Again Here")),
                    ("save_as", self.tr("Save As…")),
                    ("close", self.tr("Close")),
                    ("cancel", self.tr("Cancel")),
                ],
                "save_here",
            )
            if answer == "save_here":
                return self._save_to(sheet, sheet.doc.path or "", overwrite=True)
            if answer == "save_as":
                return self.save_sheet_as(sheet)
            if answer == "close":
                self._close_keeping_edits(sheet)
            return False

        while True:
            modified = sheet.doc.modified
            answer = file_conflicts.ask_choice(
                self,
                self.tr("Sheet Changed on Disk"),
                self.tr("“{0}” was changed by another program or another SheetMaker.").format(name),
                (
                    self.tr("Reload reads the other version (your unsaved changes are kept in a "
                            "copy beside the file); Keep Mine keeps the other version beside the "
                            "file as a conflict copy and saves yours.")
                    if modified or saving
                    else self.tr("Reload reads the other version; Keep Mine keeps the other "
                                 "version beside the file as a conflict copy and saves yours.")
                ),
                [
                    ("reload", self.tr("Reload")),
                    ("keep_mine", self.tr("Keep Mine")),
                    ("compare", self.tr("Compare…")),
                    ("cancel", self.tr("Cancel")),
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
            self._show_problems(self.tr("The file on disk cannot be read."), exc)
            return None
        rows = filestate.readable_differences(sheet.doc.document, theirs)
        dialog = file_conflicts.CompareDialog(sheet.doc.display_name, rows, self)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()
        return dialog

    def _keep_unsaved(self, sheet: OpenSheet) -> str | None:
        """Write the unsaved changes of ``sheet`` to ``NAME (unsaved DATE).sheet.json`` beside
        its file, else to the recovery folder; returns where (``None``: nowhere, and said so)."""
        from sheetmaker.core.errors import DocumentError

        try:
            return sheet.doc.keep_copy("unsaved")
        except DocumentError as exc:
            problem = exc.problems[0]
        if self._recovery is not None and self._recovery.active:
            try:
                # A key of its own: closing or reloading the sheet discards the sheet's key.
                self._recovery.save(new_key(), sheet.doc.document, None)
            except (DocumentError, OSError):
                pass
            else:
                folder = self._recovery.session_folder
                return os.fspath(folder) if folder else None
        self._show_error(
            self.tr("Your unsaved changes could not be kept."),
            self.tr("{0}. Nothing was changed: use Save As to keep them.").format(
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
            kept = self._keep_unsaved(sheet)
            if kept is None:
                return False
        try:
            sheet.doc.reload()
        except DocumentError as exc:
            self._show_problems(self.tr("“{0}” could not be reloaded.").format(sheet.doc.display_name), exc)
            return False
        sheet.asked = None
        sheet.autosave_due = False
        if self._recovery is not None:
            self._recovery.discard(sheet.key)
        self._update_tab(sheet)
        if kept:
            self._show_info(
                self.tr("“{0}” was reloaded.").format(sheet.doc.display_name),
                self.tr("Your unsaved changes were kept in {0}.").format(kept),
            )
        else:
            self.statusBar().showMessage(self.tr("Reloaded {0}").format(sheet.doc.path), 5000)
        return True

    def keep_mine(self, sheet: OpenSheet) -> bool:
        """Keep the other version beside the file as ``NAME (conflict DATE).sheet.json``,
        then save this one. Returns whether it was saved."""
        from sheetmaker.core.errors import DocumentError

        try:
            kept = sheet.doc.keep_file_copy("conflict")
        except DocumentError as exc:
            self._show_problems(self.tr("The other version could not be kept; nothing was saved."), exc)
            return False
        if not self._save_to(sheet, sheet.doc.path or "", overwrite=True):
            return False
        self._show_info(
            self.tr("“{0}” was saved.").format(sheet.doc.display_name),
            self.tr("The other version was kept in {0}.").format(kept),
        )
        return True

    def _close_keeping_edits(self, sheet: OpenSheet) -> None:
        """Close a sheet whose file is gone; unsaved changes are kept in a copy first."""
        self._commit_pending_edits()
        if sheet.doc.modified:
            kept = self._keep_unsaved(sheet)
            if kept is None:
                return
            self.statusBar().showMessage(self.tr("Unsaved changes kept in {0}").format(kept), 10000)
        self._remove(sheet)

    def _commit_pending_edits(self) -> None:
        """Let the focused editor commit what is typed in it (editors commit on focus out)."""
        widget = QApplication.focusWidget()
        if widget is not None and self.isAncestorOf(widget):
            widget.clearFocus()
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------------ PDF export

    @property
    def pdf_exporter(self) -> PdfExporter:
        """File → Export PDF's runner (made on first use: it loads no PDF module until an
        export starts)."""
        if self._pdf_exporter is None:
            from sheetmaker.ui.export_pdf import PdfExporter

            self._pdf_exporter = PdfExporter(self._settings, self)
            self._pdf_exporter.exported.connect(
                lambda path: self.statusBar().showMessage(self.tr("Exported {0}").format(path), 5000)
            )
        return self._pdf_exporter

    def export_current_pdf(self) -> bool:
        """Export the current sheet to a PDF (options, file, then a background export);
        returns whether an export started."""
        sheet = self.current_sheet()
        if sheet is None:
            return False
        if self._pdf_exporter is not None and self._pdf_exporter.running:
            self.statusBar().showMessage(self.tr("A PDF export is still running."), 5000)
            return False
        self._commit_pending_edits()
        folder = os.path.dirname(sheet.doc.path) if sheet.doc.path else self._last_folder()
        return self.pdf_exporter.export(sheet.doc.document, sheet.doc.display_name, folder)

    # ------------------------------------------------------------------ library (issue 13)

    def _install_library(self) -> None:
        """View → Library (Ctrl+L): the keeper's library as a page of the central stack, made on
        first use (sheetmaker.ui.library); also on the toolbar and the start page."""
        self._library_page: LibraryPage | None = None
        self.library_action = self._action(
            self.toggle_library, [QKeySequence("Ctrl+L")], self._icon("folder-open", QStyle.StandardPixmap.SP_DirOpenIcon)
        )
        self.library_action.setCheckable(True)
        self.view_menu.insertAction(self.view_menu.actions()[0], self.library_action)
        self.view_menu.insertSeparator(self.view_menu.actions()[1])
        self.toolbar.insertAction(self.toolbar.actions()[1], self.library_action)  # after New
        self._stack.currentChanged.connect(self._on_stack_changed)
        self._start_page.libraryRequested.connect(lambda: self.show_library())

    def _retranslate_library(self) -> None:
        self._texts(
            self.library_action,
            self.tr("&Library"),
            self.tr("Show the library: every sheet of a folder, searched, sorted and printed together"),
        )

    @property
    def library_page(self) -> LibraryPage:
        """The library page (made on first use)."""
        if self._library_page is None:
            from sheetmaker.io import library as index
            from sheetmaker.ui.library import LibraryPage

            cache = None if os.environ.get("SHEETMAKER_NO_USER_DATA") else index.default_cache_path()
            page = LibraryPage(self._settings, index.IndexCache(cache), lambda: self.pdf_exporter, self._stack)
            page.openRequested.connect(self._open_from_library)
            self._stack.addWidget(page)
            self._undo_group.addStack(page.undo_stack)
            self._library_page = page
        return self._library_page

    def show_library(self, folder: str = "") -> LibraryPage:
        """Show the library (on ``folder`` when given, else the folder shown last)."""
        page = self.library_page
        if folder:
            page.set_folder(folder)
        else:
            page.ensure_folder()
        self._stack.setCurrentWidget(page)
        page.table.setFocus()
        return page

    def hide_library(self) -> None:
        """Back to the sheets (or the start page when none is open)."""
        self._stack.setCurrentWidget(self._tabs if self._sheets else self._start_page)

    def toggle_library(self) -> None:
        """Ctrl+L: the library, or back to the sheets from it."""
        if self._library_page is not None and self._stack.currentWidget() is self._library_page:
            self.hide_library()
        else:
            self.show_library()

    def _open_from_library(self, path: str) -> None:
        sheet = self.open_file(path)
        if sheet is not None:
            self._stack.setCurrentWidget(self._tabs)

    def _on_stack_changed(self, _index: int) -> None:
        on_library = self._library_page is not None and self._stack.currentWidget() is self._library_page
        self.library_action.setChecked(on_library)
        if on_library:
            # Edit → Undo (Ctrl+Z) undoes the library's last delete, rename or tag.
            self._undo_group.setActiveStack(self._library_page.undo_stack)
        else:
            self._on_current_changed()

    # ------------------------------------------------------------------ library end

    # ------------------------------------------------------------------ closing

    def _ask_to_save(self, sheet: OpenSheet) -> bool:
        """For a modified sheet, ask Save / Discard / Cancel; False means keep it open."""
        self._commit_pending_edits()
        if not sheet.doc.modified:
            return True
        self._tabs.setCurrentWidget(sheet.view)
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved Changes"),
            self.tr("“{0}” has changes that are not saved. Save them before closing?").format(
                sheet.doc.display_name
            ),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_sheet(sheet)
        return answer == QMessageBox.StandardButton.Discard

    def close_sheet(self, sheet: OpenSheet) -> bool:
        """Close a sheet's tab (asking about unsaved changes); returns whether it closed."""
        if not self._ask_to_save(sheet):
            return False
        self._remove(sheet)
        return True

    def close_current(self) -> bool:
        """Close the current sheet."""
        sheet = self.current_sheet()
        return self.close_sheet(sheet) if sheet else False

    def _on_tab_close_requested(self, index: int) -> None:
        widget = self._tabs.widget(index)
        sheet = next((s for s in self._sheets if s.view is widget), None)
        if sheet is not None:
            self.close_sheet(sheet)

    def _remove(self, sheet: OpenSheet) -> None:
        self._sheets.remove(sheet)
        if self._locks is not None and sheet.doc.path and not sheet.read_only:
            self._locks.release(sheet.doc.path)
        self._undo_group.removeStack(sheet.doc.undo_stack)
        self._tabs.removeTab(self._tabs.indexOf(sheet.view))
        if self._recovery is not None:
            self._recovery.discard(sheet.key)
        sheet.view.deleteLater()
        sheet.doc.deleteLater()
        if not self._sheets:
            self._stack.setCurrentWidget(self._start_page)
        self._on_current_changed()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Quit: ask about the modified sheets (one question for several: Save All, Discard
        or Cancel); Cancel keeps everything open."""
        self._commit_pending_edits()
        modified = [sheet for sheet in self.sheets if sheet.doc.modified]
        if len(modified) > 1:
            names = "\n".join(f"• {sheet.doc.display_name}" for sheet in modified[:12])
            answer = QMessageBox.question(
                self,
                self.tr("Unsaved Changes"),
                self.tr(
                    "{0} sheets have changes that are not saved:\n{1}\n\nSave all of them, discard "
                    "all the changes, or cancel to look at them one by one."
                ).format(len(modified), names),
                QMessageBox.StandardButton.SaveAll
                | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.SaveAll,
            )
            if answer == QMessageBox.StandardButton.SaveAll:
                if not all(self.save_sheet(sheet) for sheet in modified):
                    event.ignore()
                    return
            elif answer != QMessageBox.StandardButton.Discard:
                event.ignore()
                return
        elif modified and not self._ask_to_save(modified[0]):
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

    # ------------------------------------------------------------------ other tools' formats (issue 14)

    def _install_interchange(self) -> None:
        """File → Import… (Ctrl+Shift+I), File → Export As…, Sheet → Copy as Statblock
        (Ctrl+Shift+C): other tools' formats through sheetmaker.ui.import_dialog."""
        self.import_dialog = None
        self.import_action = self._action(self.import_dialog_open, [QKeySequence("Ctrl+Shift+I")])
        self.export_as_action = self._action(self.export_as_current)
        self.copy_statblock_action = self._action(self.copy_statblock_current, [QKeySequence("Ctrl+Shift+C")])
        file_menu = None
        for action in self.menuBar().actions():
            menu = action.menu()
            if menu is not None and self.export_pdf_action in menu.actions():
                file_menu = menu
        if file_menu is not None:
            actions = file_menu.actions()
            file_menu.insertAction(actions[actions.index(self.recent_menu.menuAction()) + 1], self.import_action)
            actions = file_menu.actions()
            file_menu.insertAction(actions[actions.index(self.export_pdf_action) + 1], self.export_as_action)
        self.sheet_menu.addAction(self.copy_statblock_action)
        self._tabs.currentChanged.connect(self._update_interchange_actions)
        self._update_interchange_actions()

    def _retranslate_interchange(self) -> None:
        self._texts(
            self.import_action,
            self.tr("&Import…"),
            self.tr("Import sheets from Dhole's House JSON, a Foundry VTT actor or a statblock as text"),
        )
        self._texts(
            self.export_as_action,
            self.tr("Export &As…"),
            self.tr("Write the sheet as Dhole's House JSON, a Foundry VTT actor or statblock text"),
        )
        self._texts(
            self.copy_statblock_action,
            self.tr("Copy as &Statblock"),
            self.tr("Put the sheet's keeper-style statblock on the clipboard"),
        )

    def _update_interchange_actions(self, *_args: object) -> None:
        has_sheet = self.current_sheet() is not None
        self.export_as_action.setEnabled(has_sheet)
        self.copy_statblock_action.setEnabled(has_sheet)

    def _show_import_dialog(self, dialog) -> None:
        self.import_dialog = dialog
        dialog.sheetsConfirmed.connect(self.open_imported)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda *_: setattr(self, "import_dialog", None))
        dialog.open()

    def import_dialog_open(self):
        """File → Import…: a file or pasted text; the Import dialog lists what it found."""
        from sheetmaker.ui.import_dialog import ImportDialog

        dialog = ImportDialog(self, folder=self._last_folder())
        self._show_import_dialog(dialog)
        return dialog

    def open_imported(self, documents: list) -> list[OpenSheet]:
        """Open confirmed imported sheets as new, unsaved tabs."""
        opened = [sheet for document in documents if (sheet := self.open_created(document)) is not None]
        if opened:
            text = self.tr("Imported 1 sheet; save it to keep it.") if len(opened) == 1 else \
                self.tr("Imported {0} sheets; save them to keep them.").format(len(opened))
            self.statusBar().showMessage(text, 8000)
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
                problems.append(self.tr("{0}: {1}.").format(os.path.basename(path), str(exc).rstrip(".")))
                continue
            items.extend(found)
            names.append(os.path.basename(path))
        if problems:
            text = self.tr("This file cannot be imported.") if len(problems) == 1 else \
                self.tr("{0} files cannot be imported.").format(len(problems))
            self._show_error(text, problems[0] if len(problems) == 1 else "\n".join(problems), problems)
        if not items:
            return None
        dialog = ImportDialog(self, items, ", ".join(names))
        self._show_import_dialog(dialog)
        return dialog

    def export_as_current(self):
        """File → Export As…: the format, its report of what it cannot carry, then the file."""
        from sheetmaker.ui.import_dialog import ExportDialog

        sheet = self.current_sheet()
        if sheet is None:
            return None
        self._commit_pending_edits()
        dialog = ExportDialog(sheet.doc.document, self._last_folder(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.export_dialog = dialog

        def written(_result: int) -> None:
            if dialog.written:
                self._remember_folder(dialog.written)
                self.statusBar().showMessage(self.tr("Exported {0}.").format(dialog.written), 8000)

        dialog.finished.connect(written)
        dialog.open()
        return dialog

    def copy_statblock_current(self) -> str:
        """Sheet → Copy as Statblock: the statblock text on the clipboard."""
        from sheetmaker.io.interchange import InterchangeError
        from sheetmaker.ui.import_dialog import copy_statblock

        sheet = self.current_sheet()
        if sheet is None:
            return ""
        self._commit_pending_edits()
        try:
            text = copy_statblock(sheet.doc.document)
        except InterchangeError as exc:
            self._show_error(self.tr("The statblock could not be made."), str(exc)[:1].upper() + str(exc)[1:] + ".")
            return ""
        self.statusBar().showMessage(self.tr("The statblock is on the clipboard."), 6000)
        return text

    # ------------------------------------------------------------------ drag and drop

    def _intercept_sheet_drops(self, view: QWidget) -> None:
        """Sheet files dropped on a field of a sheet open as sheets: without this, a line edit
        takes the file's path as text."""
        # Only the kinds of widgets that take text drops: wrapping every child is slow.
        fields: list[QWidget] = [*view.findChildren(QLineEdit)]
        for area in [view, *view.findChildren(QAbstractScrollArea)]:
            if isinstance(area, QAbstractScrollArea):
                fields.append(area.viewport())  # text edits take drops on their viewport
        if isinstance(view, QLineEdit):
            fields.append(view)
        for widget in fields:
            if widget.acceptDrops():
                widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            if sheet_paths(event.mimeData()):
                if kind == QEvent.Type.Drop:
                    self.dropEvent(event)
                else:
                    event.acceptProposedAction()
                return True
        return super().eventFilter(watched, event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        if sheet_paths(event.mimeData()) or import_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802 - Qt override
        if sheet_paths(event.mimeData()) or import_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        paths = sheet_paths(event.mimeData())
        others = import_paths(event.mimeData())  # other tools' formats: the Import dialog (issue 14)
        if not paths and not others:
            event.ignore()
            return
        event.acceptProposedAction()
        # Open after the drop returns: the file manager is not kept waiting on our dialogs.
        if paths:
            QTimer.singleShot(0, self, lambda: self.open_files(paths))
        if others:
            QTimer.singleShot(0, self, lambda: self.import_files(others))

    # ------------------------------------------------------------------ recent files

    def recent_files(self) -> list[str]:
        """The recent files, newest first; files that no longer exist are dropped."""
        stored = self._settings.value(RECENT_KEY, [], type=list)
        paths = [path for path in stored if isinstance(path, str) and path]
        existing = [path for path in paths if os.path.isfile(path)][:MAX_RECENT_FILES]
        if existing != paths:
            self._settings.setValue(RECENT_KEY, existing)
        return existing

    def _add_recent(self, path: str, name: str = "") -> None:
        path = os.path.abspath(path)
        paths = [path] + [p for p in self.recent_files() if not _same_path(p, path)]
        paths = paths[:MAX_RECENT_FILES]
        self._settings.setValue(RECENT_KEY, paths)
        names = self.recent_names()
        if name:
            names[path] = name
        self._settings.setValue(RECENT_NAMES_KEY, json.dumps({p: names[p] for p in paths if p in names}))
        self._refresh_recent()

    def recent_names(self) -> dict[str, str]:
        """The character's name of each recent file, as last opened or saved (path → name)."""
        stored = self._settings.value(RECENT_NAMES_KEY, "", type=str)
        try:
            names = json.loads(stored) if stored else {}
        except ValueError:
            return {}
        if not isinstance(names, dict):
            return {}
        return {k: v for k, v in names.items() if isinstance(k, str) and isinstance(v, str) and v}

    def clear_recent_files(self) -> None:
        """Forget the recent files."""
        self._settings.setValue(RECENT_KEY, [])
        self._settings.setValue(RECENT_NAMES_KEY, "")
        self._refresh_recent()

    def _refresh_recent(self) -> None:
        self._start_page.set_recent_files(self.recent_files(), self.recent_names())

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        paths = self.recent_files()
        characters = self.recent_names()
        names = [characters.get(path) or os.path.basename(path) for path in paths]
        files = [os.path.basename(path) for path in paths]
        for number, path in enumerate(paths, start=1):
            name = names[number - 1]
            if names.count(name) > 1:
                # Two Harveys: tell them apart by the file, or by the folder when the files
                # have the same name too.
                file = files[number - 1]
                where = file if file != name and files.count(file) == 1 else os.path.dirname(path)
                name = self.tr("{0} in {1}").format(name, where)
            prefix = f"&{number % 10} " if number <= 10 else ""
            action = self.recent_menu.addAction(prefix + name.replace("&", "&&"))
            action.setStatusTip(path)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, path=path: self.open_file(path))
        if not paths:
            empty = self.recent_menu.addAction(self.tr("No recent files"))
            empty.setEnabled(False)
        self.recent_menu.addSeparator()
        clear = self.recent_menu.addAction(self.tr("&Clear List"), self.clear_recent_files)
        clear.setEnabled(bool(paths))

    def _last_folder(self) -> str:
        folder = self._settings.value(LAST_FOLDER_KEY, "", type=str)
        if folder and os.path.isdir(folder):
            return folder
        return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)

    def _remember_folder(self, path: str) -> None:
        self._settings.setValue(LAST_FOLDER_KEY, os.path.dirname(os.path.abspath(path)))

    # ------------------------------------------------------------------ autosave and recovery

    def autosave(self) -> None:
        """Copy every modified sheet that changed since the last autosave to the recovery
        folder; drop the copies of sheets that are no longer modified."""
        from sheetmaker.core.errors import DocumentError

        if self._recovery is None or not self._recovery.active:
            return
        failed: list[str] = []
        for sheet in list(self._sheets):
            try:
                if not sheet.doc.modified:
                    self._recovery.discard(sheet.key)
                    sheet.autosave_due = False
                elif sheet.autosave_due or sheet.key not in self._recovery.keys():
                    self._recovery.save(
                        sheet.key, sheet.doc.document, sheet.doc.path, sheet.doc.file_state
                    )
                    sheet.autosave_due = False
            except Exception as exc:  # noqa: BLE001 - one sheet's problem never stops the others' copies
                reason = "; ".join(exc.problems) if isinstance(exc, DocumentError) else str(exc)
                failed.append(f"{display_text(sheet.doc.display_name, 80)}: {reason or type(exc).__name__}")
        if failed:
            # Every minute: a message in the status bar, not a dialog.
            self.statusBar().showMessage(
                self.tr("Autosave failed: {0}").format("; ".join(failed)), 30000
            )

    def offer_recovery(self) -> int:
        """Offer the sheets that a SheetMaker which did not close properly left unsaved.

        Returns:
            How many sheets were restored (opened as modified documents).
        """
        if self._recovery is None:
            return 0
        found = self._recovery.claim_orphans()
        if not found:
            # Nothing readable was left (a damaged index or stray files are nobody's work).
            self._recovery.release_orphans(delete_all=True)
            return 0
        bases = [self._recovered_base(item) for item in found]
        lines = []
        for item, (_path, _state, note) in zip(found, bases, strict=True):
            name = display_text(item.name, 100)
            line = "• " + (self.tr("{0} ({1})").format(name, display_text(item.original_path, 4096))
                           if item.original_path else name)
            lines.append(line + ("\n    " + note if note else ""))
        text = self.tr(
            "SheetMaker did not close properly last time. Unsaved changes to these sheets "
            "were kept:\n\n{0}\n\nRestore them? If you choose No, the kept changes are "
            "deleted."
        ).format("\n".join(lines))
        if self._recovery.damaged:
            text += "\n\n" + self.tr(
                "Part of the recovery information was damaged and was ignored: sheets whose "
                "file is no longer known come back untitled (Save asks where)."
            )
        answer = QMessageBox.question(
            self,
            self.tr("Recover Unsaved Changes"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            self._recovery.release_orphans(delete_all=True)
            return 0
        restored = self._restore(found, bases)
        # An old copy goes only once this session holds a copy of its own; a copy that could
        # not be opened stays, and is offered again at the next start.
        self.autosave()
        for item, sheet in restored:
            if sheet.key in self._recovery.keys():
                self._recovery.forget(item)
        self._recovery.release_orphans()
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
            return None, None, self.tr(
                "“{0}” is gone or is not a sheet file: this sheet comes back untitled (Save asks "
                "where)."
            ).format(display_text(path))
        if item.state is None:
            return path, filestate.UNKNOWN, self.tr(
                "SheetMaker cannot tell whether the file on disk was changed after this copy was "
                "made; saving will ask what to keep."
            )
        check = filestate.check(path, item.state, thorough=True)
        if check.change is filestate.Change.UNCHANGED:
            return path, check.state or item.state, ""
        if check.change is not filestate.Change.CHANGED:
            return None, None, self.tr(
                "“{0}” is gone or is not a sheet file: this sheet comes back untitled (Save asks "
                "where)."
            ).format(display_text(path))
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
        return path, item.state, self.tr(
            "The file on disk was changed at {0} after this copy was made; saving will ask what "
            "to keep."
        ).format(shown)

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
            if path and self.sheet_for_path(path) is not None:
                path = None  # the file is open already: keep the recovered changes apart
            # The state of the file the recovered document is based on: Save compares it with
            # the file on disk and asks before replacing another version.
            doc = SheetDocument(document, path, state=state if path else None)
            # Not saved to the file: the document is modified until the user saves it.
            doc.undo_stack.resetClean()
            sheet = self._add_sheet(doc)
            if sheet is not None:
                sheet.autosave_due = True
                check = doc.check_file(thorough=True)
                if check is not None and check.change is not Change.UNCHANGED:
                    # Already told in the recovery question: asked again on Save, not on the
                    # next activation of the window.
                    sheet.asked = (check.change.value, check.state.sha256 if check.state else "")
                restored.append((item, sheet))
        if problems:
            self._show_error(self.tr("Some sheets could not be recovered."), "", problems)
        return restored

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

    # ------------------------------------------------------------------ messages

    def show_about(self) -> None:
        """The About SheetMaker box."""
        from sheetmaker.ui.about import show_about  # loaded when asked for

        show_about(self)

    def _show_problems(self, text: str, error: DocumentError) -> None:
        """An error box for a file: the problem (or how many), every problem in the details."""
        problems = error.problems
        if len(problems) == 1:
            informative = problems[0][:1].upper() + problems[0][1:]
        else:
            informative = self.tr("{0} problems were found; see the details.").format(len(problems))
        details = [self.tr("File: {0}").format(error.path)] if error.path else []
        self._show_error(text, informative, details + problems)

    def _show_info(self, text: str, informative: str = "") -> None:
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("SheetMaker"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("infoBox")
        if informative:
            box.setInformativeText(informative)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _show_error(self, text: str, informative: str = "", details: list[str] | None = None) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("SheetMaker"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("errorBox")
        if informative:
            box.setInformativeText(informative)
        if details:
            box.setDetailedText("\n".join(details))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

