"""Recent files (File → Open Recent and the start page) and the folder the file dialogs open in."""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QStandardPaths

from sheetmaker.ui.main_window.sheet_files import same_path

if TYPE_CHECKING:
    from sheetmaker.ui.main_window.window import MainWindow

MAX_RECENT_FILES = 10
RECENT_KEY = "files/recent"
#: The character's name of each recent file (path → name), shown instead of the file name.
RECENT_NAMES_KEY = "files/recentNames"
LAST_FOLDER_KEY = "files/last_folder"


class RecentFiles:
    """The recent files kept in the settings, the Open Recent menu and the last folder used."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    def files(self) -> list[str]:
        """The recent files, newest first; files that no longer exist are dropped."""
        stored = cast(list[object], self._window._settings.value(RECENT_KEY, [], type=list))  # type=list: a list
        paths = [path for path in stored if isinstance(path, str) and path]
        existing = [path for path in paths if os.path.isfile(path)][:MAX_RECENT_FILES]
        if existing != paths:
            self._window._settings.setValue(RECENT_KEY, existing)
        return existing

    def add(self, path: str, name: str = "") -> None:
        path = os.path.abspath(path)
        paths = [path] + [p for p in self.files() if not same_path(p, path)]
        paths = paths[:MAX_RECENT_FILES]
        self._window._settings.setValue(RECENT_KEY, paths)
        names = self.names()
        if name:
            names[path] = name
        self._window._settings.setValue(RECENT_NAMES_KEY, json.dumps({p: names[p] for p in paths if p in names}))
        self.refresh()

    def names(self) -> dict[str, str]:
        """The character's name of each recent file, as last opened or saved (path → name)."""
        stored = str(self._window._settings.value(RECENT_NAMES_KEY, "", type=str))
        try:
            names = json.loads(stored) if stored else {}
        except ValueError:
            return {}
        if not isinstance(names, dict):
            return {}
        return {k: v for k, v in names.items() if isinstance(k, str) and isinstance(v, str) and v}

    def clear(self) -> None:
        """Forget the recent files."""
        self._window._settings.setValue(RECENT_KEY, [])
        self._window._settings.setValue(RECENT_NAMES_KEY, "")
        self.refresh()

    def refresh(self) -> None:
        self._window.start_page.set_recent_files(self.files(), self.names())

    def fill_menu(self) -> None:
        self._window.recent_menu.clear()
        paths = self.files()
        characters = self.names()
        names = [characters.get(path) or os.path.basename(path) for path in paths]
        files = [os.path.basename(path) for path in paths]
        for number, path in enumerate(paths, start=1):
            name = names[number - 1]
            if names.count(name) > 1:
                # Two Harveys: tell them apart by the file, or by the folder when the files
                # have the same name too.
                file = files[number - 1]
                where = file if file != name and files.count(file) == 1 else os.path.dirname(path)
                name = QCoreApplication.translate("MainWindow", "{0} in {1}").format(name, where)
            prefix = f"&{number % 10} " if number <= 10 else ""
            action = self._window.recent_menu.addAction(prefix + name.replace("&", "&&"))
            action.setStatusTip(path)
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, path=path: self._window.documents.open_file(path))
        if not paths:
            empty = self._window.recent_menu.addAction(QCoreApplication.translate("MainWindow", "No recent files"))
            empty.setEnabled(False)
        self._window.recent_menu.addSeparator()
        clear = self._window.recent_menu.addAction(QCoreApplication.translate("MainWindow", "&Clear List"), self.clear)
        clear.setEnabled(bool(paths))

    def last_folder(self) -> str:
        """The folder the file dialogs open in: the one used last, else the library's folder
        (so that a first investigator saved shows up in the library), else the documents."""
        folder = str(self._window._settings.value(LAST_FOLDER_KEY, "", type=str))
        if folder and os.path.isdir(folder):
            return folder
        return self.library_folder() or QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )

    def library_folder(self) -> str:
        """The library's folder: the one it shows, else the one it showed last, else the default
        library folder (made here as the library makes it on first use; not in a run without
        user data). "" when there is none."""
        from sheetmaker.ui.library import CURRENT_KEY, default_library_folder

        page = self._window._library_page
        shown = page.folder() if page is not None else ""
        remembered = str(self._window._settings.value(CURRENT_KEY, "", type=str))
        for folder in (shown, remembered):
            if folder and os.path.isdir(folder):
                return folder
        folder = default_library_folder()
        if not os.path.isdir(folder) and not os.environ.get("SHEETMAKER_NO_USER_DATA"):
            try:
                os.makedirs(folder, exist_ok=True)
            except OSError:
                return ""
        return folder if os.path.isdir(folder) else ""

    def remember_folder(self, path: str) -> None:
        self._window._settings.setValue(LAST_FOLDER_KEY, os.path.dirname(os.path.abspath(path)))
