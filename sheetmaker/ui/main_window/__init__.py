"""The main window (:class:`MainWindow`) and the parts it is made of.

The window owns the widgets; each part (a module of this package) owns one piece of behaviour.
The names other modules and the tests import are re-exported here.
"""

from sheetmaker.ui.main_window.drops import import_paths, sheet_paths
from sheetmaker.ui.main_window.menus import standard_shortcuts
from sheetmaker.ui.main_window.recent import (
    LAST_FOLDER_KEY,
    MAX_RECENT_FILES,
    RECENT_KEY,
    RECENT_NAMES_KEY,
)
from sheetmaker.ui.main_window.sheet_files import SHEET_SUFFIX, with_sheet_suffix
from sheetmaker.ui.main_window.sheet_files import file_name_for as _file_name_for
from sheetmaker.ui.main_window.tabs import OpenSheet
from sheetmaker.ui.main_window.window import GEOMETRY_KEY, STATE_KEY, MainWindow

__all__ = [
    "GEOMETRY_KEY",
    "LAST_FOLDER_KEY",
    "MAX_RECENT_FILES",
    "RECENT_KEY",
    "RECENT_NAMES_KEY",
    "SHEET_SUFFIX",
    "STATE_KEY",
    "MainWindow",
    "OpenSheet",
    "_file_name_for",
    "import_paths",
    "sheet_paths",
    "standard_shortcuts",
    "with_sheet_suffix",
]
