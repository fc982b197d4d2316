"""The window's actions, menu bar and toolbar: made once (:func:`create_actions`,
:func:`create_menus`, :func:`create_toolbar`, in this order) and given their texts in the current
language by :func:`retranslate` (Qt Designer's ``setupUi``/``retranslateUi`` split).

The actions, menus and the toolbar are attributes of the window; their slots are the window's
parts. Translatable texts keep the translation context ``MainWindow``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QStyle, QToolBar, QToolButton

from sheetmaker.ui.guide import add_user_guide_action, retranslate_user_guide_action
from sheetmaker.ui.language import UndoRedoAction
from sheetmaker.ui.play_menu import PlayMenu
from sheetmaker.ui.preferences import Preferences
from sheetmaker.ui.theme import TEXT_SCALE_STEP, apply_text, clamp_scale

if TYPE_CHECKING:
    from sheetmaker.ui.main_window.window import MainWindow


def standard_shortcuts(key: QKeySequence.StandardKey, fallback: str | None = None) -> list[QKeySequence]:
    """The platform's shortcuts for ``key``, or ``fallback`` where the platform has none."""
    sequences = QKeySequence.keyBindings(key)
    if not sequences and fallback:
        sequences = [QKeySequence(fallback)]
    return list(sequences)


def make_action(
    window: MainWindow,
    slot: Callable[[], object],
    shortcuts: Iterable[QKeySequence] = (),
    icon: QIcon | None = None,
) -> QAction:
    """An action of the window; its texts are set by :func:`retranslate` (or the part that
    made it)."""
    action = QAction(window)
    action.triggered.connect(lambda _checked=False: slot())
    action.setShortcuts(list(shortcuts))
    if icon is not None:
        action.setIcon(icon)
    return action


def set_texts(action: QAction, text: str, tip: str = "") -> None:
    """Set an action's text and its status tip and tool tip (none: the text)."""
    action.setText(text)
    action.setStatusTip(tip)
    action.setToolTip(tip)


def bundled_icon(name: str) -> QIcon:
    """The desktop theme's icon, else SheetMaker's own (resources/icons/NAME.svg)."""
    from sheetmaker.resources import resource

    return QIcon.fromTheme(name, QIcon(str(resource("icons", f"{name}.svg"))))


def theme_icon(window: MainWindow, theme: str, fallback: QStyle.StandardPixmap) -> QIcon:
    """The desktop theme's icon ``theme``, else the window style's ``fallback``."""
    return QIcon.fromTheme(theme, window.style().standardIcon(fallback))


LARGER_TEXT, SMALLER_TEXT, NORMAL_TEXT = "largerTextAction", "smallerTextAction", "normalTextAction"


def text_size_actions(window: MainWindow) -> tuple[QAction, QAction, QAction]:
    """View → Larger Text, Smaller Text, Normal Text Size."""
    found = [window.findChild(QAction, name) for name in (LARGER_TEXT, SMALLER_TEXT, NORMAL_TEXT)]
    larger, smaller, normal = found
    assert larger is not None and smaller is not None and normal is not None
    return larger, smaller, normal


def apply_preferred_text(preferences: Preferences) -> None:
    """Use the text size and font of ``preferences`` in every window."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        apply_text(app, preferences.text_scale, preferences.font_family)


def change_text_size(window: MainWindow, step: int) -> None:
    """View → Larger/Smaller/Normal Text: ``step`` tens of percent more (or less), 0 for 100%;
    remembered in the preferences."""
    current = window.preferences
    scale = 100 if step == 0 else clamp_scale(current.text_scale + step * TEXT_SCALE_STEP)
    if scale != current.text_scale:
        window.set_preferences(replace(current, text_scale=scale))


def create_actions(window: MainWindow) -> None:
    key = QKeySequence.StandardKey
    window.new_investigator_action = make_action(
        window,
        window.documents.ask_new_investigator,
        standard_shortcuts(key.New),
        theme_icon(window, "document-new", QStyle.StandardPixmap.SP_FileIcon),
    )
    window.new_coc_action = make_action(window, lambda: window.documents.new_investigator("coc7"))
    window.new_toc_action = make_action(
        window, lambda: window.documents.new_investigator("toc"), [QKeySequence("Ctrl+Shift+N")]
    )
    window.new_coc_blank_action = make_action(window, lambda: window.documents.new_sheet("coc7"))
    window.new_toc_blank_action = make_action(window, lambda: window.documents.new_sheet("toc"))
    window.creation_action = make_action(window, window.documents.edit_creation)
    window.open_action = make_action(
        window,
        window.documents.open_dialog,
        standard_shortcuts(key.Open),
        theme_icon(window, "document-open", QStyle.StandardPixmap.SP_DialogOpenButton),
    )
    window.save_action = make_action(
        window,
        window.documents.save_current,
        standard_shortcuts(key.Save),
        theme_icon(window, "document-save", QStyle.StandardPixmap.SP_DialogSaveButton),
    )
    window.save_as_action = make_action(
        window,
        window.documents.save_current_as,
        standard_shortcuts(key.SaveAs, "Ctrl+Shift+S"),
        QIcon.fromTheme("document-save-as"),
    )
    window.export_pdf_action = make_action(
        window,
        window.pdf_export.export_current,
        # Print first: text fields take Ctrl+E (end of line) before the window sees it.
        [*standard_shortcuts(QKeySequence.StandardKey.Print, "Ctrl+P"), QKeySequence("Ctrl+E")],
        QIcon.fromTheme("document-export"),
    )
    window.close_action = make_action(window, window.sheet_tabs.close_current, standard_shortcuts(key.Close, "Ctrl+W"))
    window.quit_action = make_action(
        window, window.close, standard_shortcuts(key.Quit, "Ctrl+Q"), QIcon.fromTheme("application-exit")
    )
    window.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

    # Not QUndoGroup.createUndoAction: its actions keep the prefix ("&Undo") they were made
    # with, whatever the language.
    window.undo_action = UndoRedoAction(window._undo_group, False, window)
    window.undo_action.setShortcuts(standard_shortcuts(key.Undo, "Ctrl+Z"))
    window.undo_action.setIcon(bundled_icon("edit-undo"))
    window.redo_action = UndoRedoAction(window._undo_group, True, window)
    window.redo_action.setShortcuts(standard_shortcuts(key.Redo, "Ctrl+Shift+Z"))
    window.redo_action.setIcon(bundled_icon("edit-redo"))
    window.preferences_action = make_action(
        window, window.edit_preferences, standard_shortcuts(key.Preferences, "Ctrl+,")
    )
    window.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)

    window.undo_history_action = window._undo_dock.toggleViewAction()
    # Text size: Ctrl++ (and Ctrl+=, the same key without Shift), Ctrl+−, Ctrl+0.
    shortcuts = {
        LARGER_TEXT: [*standard_shortcuts(key.ZoomIn, "Ctrl++"), QKeySequence("Ctrl+=")],
        SMALLER_TEXT: standard_shortcuts(key.ZoomOut, "Ctrl+-"),
        NORMAL_TEXT: [QKeySequence("Ctrl+0")],
    }
    for name, step in ((LARGER_TEXT, 1), (SMALLER_TEXT, -1), (NORMAL_TEXT, 0)):
        action = make_action(window, partial(change_text_size, window, step), shortcuts[name])
        action.setObjectName(name)
    apply_preferred_text(window.preferences)
    window.preferencesChanged.connect(apply_preferred_text)
    window.about_action = make_action(window, window.show_about)
    window.about_action.setMenuRole(QAction.MenuRole.AboutRole)
    window.about_qt_action = make_action(
        window, lambda: QMessageBox.aboutQt(window, QCoreApplication.translate("MainWindow", "About Qt"))
    )
    window.about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)


def create_menus(window: MainWindow) -> None:
    bar = window.menuBar()
    window.file_menu = file_menu = bar.addMenu("")
    file_menu.addAction(window.new_investigator_action)
    file_menu.addAction(window.new_coc_action)
    file_menu.addAction(window.new_toc_action)
    window.blank_menu = file_menu.addMenu("")
    window.blank_menu.addAction(window.new_coc_blank_action)
    window.blank_menu.addAction(window.new_toc_blank_action)
    file_menu.addAction(window.open_action)
    window.recent_menu = file_menu.addMenu("")
    window.recent_menu.aboutToShow.connect(window.recent.fill_menu)
    file_menu.addSeparator()
    file_menu.addAction(window.save_action)
    file_menu.addAction(window.save_as_action)
    file_menu.addSeparator()
    file_menu.addAction(window.export_pdf_action)
    file_menu.addSeparator()
    file_menu.addAction(window.close_action)
    file_menu.addSeparator()
    file_menu.addAction(window.quit_action)

    window.edit_menu = edit_menu = bar.addMenu("")
    edit_menu.addAction(window.undo_action)
    edit_menu.addAction(window.redo_action)
    edit_menu.addSeparator()
    edit_menu.addAction(window.preferences_action)

    window.sheet_menu = bar.addMenu("")
    window.sheet_menu.addAction(window.creation_action)

    window.play_menu = bar.addMenu("")
    window.play = PlayMenu(
        window.play_menu,
        lambda: sheet.doc if (sheet := window.sheet_tabs.current_sheet()) is not None else None,
        lambda: window.controller,
        window,
    )

    window.view_menu = bar.addMenu("")
    window.view_menu.addAction(window.undo_history_action)
    window.view_menu.addSeparator()
    for action in text_size_actions(window):
        window.view_menu.addAction(action)
    window.view_menu.addSeparator()

    window.help_menu = help_menu = bar.addMenu("")
    window.user_guide_action = add_user_guide_action(window, help_menu)  # F1
    help_menu.addSeparator()
    help_menu.addAction(window.about_action)
    help_menu.addAction(window.about_qt_action)


def create_toolbar(window: MainWindow) -> None:
    toolbar = QToolBar(window)
    toolbar.setObjectName("mainToolBar")
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    toolbar.setMovable(False)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)

    window._new_menu = new_menu = QMenu(window)
    new_menu.addAction(window.new_coc_action)
    new_menu.addAction(window.new_toc_action)
    new_menu.addSeparator()
    window._blank_coc_item = new_menu.addAction("", lambda: window.documents.new_sheet("coc7"))
    window._blank_toc_item = new_menu.addAction("", lambda: window.documents.new_sheet("toc"))
    new_action = new_menu.menuAction()
    new_action.setIcon(window.new_investigator_action.icon())
    toolbar.addAction(new_action)
    window._new_button = toolbar.widgetForAction(new_action)
    if isinstance(window._new_button, QToolButton):
        window._new_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    toolbar.addAction(window.open_action)
    toolbar.addAction(window.save_action)
    toolbar.addSeparator()
    for action in (window.undo_action, window.redo_action):
        toolbar.addAction(action)
        button = toolbar.widgetForAction(action)
        if isinstance(button, QToolButton):
            # The text names the step ("Undo Change STR"): too long for a toolbar.
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    window.toolbar = toolbar
    window.toolbar_action = toolbar.toggleViewAction()
    window.view_menu.addAction(window.toolbar_action)


def retranslate(window: MainWindow) -> None:
    """Set the texts of the actions, menus and toolbar in the current language."""
    set_texts(
        window.new_investigator_action,
        QCoreApplication.translate("MainWindow", "&New Investigator…"),
        QCoreApplication.translate("MainWindow", "Build an investigator step by step (asks which game)"),
    )
    set_texts(
        window.new_coc_action,
        QCoreApplication.translate("MainWindow", "New &Call of Cthulhu Investigator…"),
        QCoreApplication.translate("MainWindow", "Build a Call of Cthulhu 7th edition investigator step by step"),
    )
    set_texts(
        window.new_toc_action,
        QCoreApplication.translate("MainWindow", "New &Trail of Cthulhu Investigator…"),
        QCoreApplication.translate("MainWindow", "Build a Trail of Cthulhu investigator step by step"),
    )
    set_texts(
        window.new_coc_blank_action,
        QCoreApplication.translate("MainWindow", "&Call of Cthulhu"),
        QCoreApplication.translate("MainWindow", "Start an empty Call of Cthulhu 7th edition sheet to fill in by hand"),
    )
    set_texts(
        window.new_toc_blank_action,
        QCoreApplication.translate("MainWindow", "&Trail of Cthulhu"),
        QCoreApplication.translate("MainWindow", "Start an empty Trail of Cthulhu sheet to fill in by hand"),
    )
    set_texts(
        window.creation_action,
        QCoreApplication.translate("MainWindow", "&Creation Record…"),
        QCoreApplication.translate(
            "MainWindow", "Record how the investigator's characteristics were made: method, age effects, Luck"
        ),
    )
    larger, smaller, normal = text_size_actions(window)
    set_texts(
        larger,
        QCoreApplication.translate("MainWindow", "Lar&ger Text"),
        QCoreApplication.translate("MainWindow", "Make the text of every window larger (up to 200%)"),
    )
    set_texts(
        smaller,
        QCoreApplication.translate("MainWindow", "S&maller Text"),
        QCoreApplication.translate("MainWindow", "Make the text of every window smaller (down to 100%)"),
    )
    set_texts(
        normal,
        QCoreApplication.translate("MainWindow", "&Normal Text Size"),
        QCoreApplication.translate("MainWindow", "Show the text at 100%"),
    )
    set_texts(
        window.open_action,
        QCoreApplication.translate("MainWindow", "&Open…"),
        QCoreApplication.translate("MainWindow", "Open sheet files"),
    )
    set_texts(
        window.save_action,
        QCoreApplication.translate("MainWindow", "&Save"),
        QCoreApplication.translate("MainWindow", "Save the sheet"),
    )
    set_texts(
        window.save_as_action,
        QCoreApplication.translate("MainWindow", "Save &As…"),
        QCoreApplication.translate("MainWindow", "Save the sheet under a new name"),
    )
    set_texts(
        window.export_pdf_action,
        QCoreApplication.translate("MainWindow", "&Export PDF…"),
        QCoreApplication.translate("MainWindow", "Export the sheet to a PDF file for printing"),
    )
    set_texts(
        window.close_action,
        QCoreApplication.translate("MainWindow", "&Close"),
        QCoreApplication.translate("MainWindow", "Close the sheet"),
    )
    set_texts(
        window.quit_action,
        QCoreApplication.translate("MainWindow", "&Quit"),
        QCoreApplication.translate("MainWindow", "Quit SheetMaker"),
    )
    window.undo_action.set_prefix(QCoreApplication.translate("MainWindow", "&Undo"))
    window.redo_action.set_prefix(QCoreApplication.translate("MainWindow", "&Redo"))
    set_texts(
        window.preferences_action,
        QCoreApplication.translate("MainWindow", "&Preferences…"),
        QCoreApplication.translate("MainWindow", "Autosave, defaults of new sheets, colour scheme"),
    )
    set_texts(window.about_action, QCoreApplication.translate("MainWindow", "&About SheetMaker"))
    set_texts(window.about_qt_action, QCoreApplication.translate("MainWindow", "About &Qt"))

    window.file_menu.setTitle(QCoreApplication.translate("MainWindow", "&File"))
    window.blank_menu.setTitle(QCoreApplication.translate("MainWindow", "New &Blank Sheet"))
    window.recent_menu.setTitle(QCoreApplication.translate("MainWindow", "Open &Recent"))
    window.edit_menu.setTitle(QCoreApplication.translate("MainWindow", "&Edit"))
    window.sheet_menu.setTitle(QCoreApplication.translate("MainWindow", "&Sheet"))
    window.play_menu.setTitle(QCoreApplication.translate("MainWindow", "&Play"))
    window.play.retranslate_ui()
    window.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
    window.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
    retranslate_user_guide_action(window.user_guide_action)

    window.toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Toolbar"))
    window._new_menu.setTitle(QCoreApplication.translate("MainWindow", "New"))
    window._blank_coc_item.setText(QCoreApplication.translate("MainWindow", "Blank Call of Cthulhu Sheet"))
    window._blank_toc_item.setText(QCoreApplication.translate("MainWindow", "Blank Trail of Cthulhu Sheet"))
    new_action = window._new_menu.menuAction()
    new_action.setText(QCoreApplication.translate("MainWindow", "New"))
    new_action.setToolTip(
        QCoreApplication.translate("MainWindow", "A new investigator, step by step, or a blank sheet")
    )
    if isinstance(window._new_button, QToolButton):
        window._new_button.setAccessibleName(QCoreApplication.translate("MainWindow", "New sheet"))
    window.toolbar_action.setText(QCoreApplication.translate("MainWindow", "&Toolbar"))
