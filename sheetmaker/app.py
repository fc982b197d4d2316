"""The desktop application: the one place where the layers meet.

:func:`main` makes the :class:`QApplication` (names, Fusion style, colour scheme, translators),
the settings, the recovery folder with this session's lock, and the main window, which it shows
before anything slow is loaded; the rules, the roll machinery, the recovery offer and the files
of the command line follow once the window is on screen (:meth:`MainWindow.finish_startup`).

Where things are kept (both can be moved with an environment variable, e.g. for tests):

- settings: the platform's place for ``SheetMaker/SheetMaker`` (``~/.config/SheetMaker/
  SheetMaker.conf`` on Linux), or ``$SHEETMAKER_SETTINGS_DIR/SheetMaker.ini``;
- the recovery folder: ``QStandardPaths.AppDataLocation/recovery``, or
  ``$SHEETMAKER_APP_DATA_DIR/recovery``; the locks of open sheets in ``locks`` beside it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

# PySide6 comes before anything that imports pydantic: PySide6's import hook breaks pydantic's
# lazy imports when pydantic was (partly) imported first (PySide6 6.12, pydantic 2.14).
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLocale,
    QObject,
    QSettings,
    QStandardPaths,
    Qt,
    QTimer,
    QTranslator,
)
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QWidget

from sheetmaker import __version__
from sheetmaker.io.lockinfo import LOCKS_FOLDER
from sheetmaker.models.sheet_locks import SheetLocks
from sheetmaker.resources import resource
from sheetmaker.ui import accessibility, wheel_guard
from sheetmaker.ui.language import SYSTEM, installed_translators, resolve_language, translation_dirs, use_language
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.preferences import Preferences
from sheetmaker.ui.recovery import RecoveryStore
from sheetmaker.ui.sheet_views import preload_sheet_views
from sheetmaker.ui.theme import AccessibleStyle, apply_text, high_contrast_palette

APPLICATION_NAME = "SheetMaker"
ORGANIZATION_NAME = "SheetMaker"
#: The name of the .desktop file (without ".desktop"): Wayland compositors match windows to it.
DESKTOP_FILE_NAME = "sheetmaker"
SETTINGS_DIR_ENV = "SHEETMAKER_SETTINGS_DIR"
APP_DATA_DIR_ENV = "SHEETMAKER_APP_DATA_DIR"
#: The sizes of the application icon's PNGs (resources/icons/hicolor/NxN/apps/sheetmaker.png,
#: rendered from resources/icons/sheetmaker.svg by packaging/make_icons.py).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def application_icon() -> QIcon:
    """SheetMaker's icon (the window's, the task bar's) in every size that ships."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = resource("icons", "hicolor", f"{size}x{size}", "apps", "sheetmaker.png")
        if path.is_file():
            icon.addFile(str(path))
    return icon


def create_application(argv: Sequence[str]) -> QApplication:
    """The application object with SheetMaker's names and the Fusion style.

    An application that exists already (an embedding program, the tests) is reused.
    """
    QCoreApplication.setApplicationName(APPLICATION_NAME)
    QCoreApplication.setOrganizationName(ORGANIZATION_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(DESKTOP_FILE_NAME)
    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv))
    assert isinstance(app, QApplication)
    # Fusion, with frames, focus and dock buttons that stay visible on every palette.
    if not isinstance(app.style(), AccessibleStyle):
        app.setStyle(AccessibleStyle("Fusion"))
    app.setWindowIcon(application_icon())
    wheel_guard.install(app)  # the wheel scrolls pages, not the fields passing under the pointer
    accessibility.install(app)  # screen readers name the editors inside spin and combo boxes
    return app


#: A settings file larger than this is not read (a damaged or planted file; ours are a few KiB).
MAX_SETTINGS_BYTES = 16 * 1024 * 1024
#: The dynamic property of the settings object naming why the settings file is not used.
SETTINGS_PROBLEM = "sheetmakerSettingsProblem"


def _settings_file_problem(path: str) -> str | None:
    """Why the settings file at ``path`` must not be read (None: it may). A FIFO would block
    Qt's reader for ever, a device or a huge file would be read whole."""
    import stat

    from sheetmaker.io import safefile

    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return exc.strerror or str(exc)
    if not stat.S_ISREG(info.st_mode):
        return safefile.not_regular_reason(info.st_mode)
    if info.st_size > MAX_SETTINGS_BYTES:
        return safefile.too_large_reason(info.st_size, MAX_SETTINGS_BYTES)
    return None


def _native_settings_file() -> str | None:
    """The file behind ``QSettings()`` where it is a file: Qt's INI file on Linux and the other
    Unix desktops (``$XDG_CONFIG_HOME/ORGANIZATION/APPLICATION.conf``); None on Windows (the
    registry) and macOS (a property list Qt reads through the system)."""
    if sys.platform.startswith(("win", "darwin")):
        return None
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return str(Path(base) / ORGANIZATION_NAME / f"{APPLICATION_NAME}.conf")


def open_settings() -> QSettings:
    """SheetMaker's settings (see the module's docstring for where they are).

    A settings file that cannot be read safely (not a regular file, too large) is left alone:
    the session then runs on settings kept in memory only, and the settings object carries the
    reason in its :data:`SETTINGS_PROBLEM` property for the window to say.
    """
    folder = os.environ.get(SETTINGS_DIR_ENV)
    # Checked before QSettings is made: its constructor reads the file (and blocks on a FIFO).
    path = str(Path(folder) / f"{APPLICATION_NAME}.ini") if folder else _native_settings_file()
    problem = _settings_file_problem(path) if path else None
    if problem is None:
        return QSettings(path, QSettings.Format.IniFormat) if folder and path else QSettings()
    import tempfile

    spare = QSettings(
        str(Path(tempfile.mkdtemp(prefix="sheetmaker-settings-")) / f"{APPLICATION_NAME}.ini"),
        QSettings.Format.IniFormat,
    )
    spare.setProperty(
        SETTINGS_PROBLEM,
        QCoreApplication.translate(
            "App", "The settings file {0} was not read ({1}); this session's settings will not be kept."
        ).format(path, problem),
    )
    return spare


def app_data_dir() -> Path:
    """The folder of SheetMaker's own data (the recovery folder lives in it)."""
    folder = os.environ.get(APP_DATA_DIR_ENV)
    if folder:
        return Path(folder)
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def install_translators(app: QApplication, language: str | QLocale | None = None) -> list[QTranslator]:
    """Install Qt's and SheetMaker's translations of ``language`` (a Preferences value:
    ``"system"``, the default, or a language code; or a locale) where they exist; English when
    they do not. Returns the installed translators (see :mod:`sheetmaker.ui.language`)."""
    if isinstance(language, QLocale):
        language = resolve_language(SYSTEM, language)
    use_language(language or SYSTEM, app, dirs=translation_dirs())
    return installed_translators()


def dark_palette() -> QPalette:
    """A dark palette for the Fusion style."""
    palette = QPalette()
    window = QColor(45, 45, 48)
    base = QColor(30, 30, 32)
    text = QColor(230, 230, 230)
    # Disabled text at 4.5:1 on the window, 3:1 on buttons; white on the highlight at 4.5:1.
    disabled = QColor(150, 150, 150)
    highlight = QColor(45, 100, 170)
    roles = {
        QPalette.ColorRole.Window: window,
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: QColor(40, 40, 43),
        QPalette.ColorRole.ToolTipBase: QColor(60, 60, 64),
        QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.PlaceholderText: QColor(150, 150, 150),
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: QColor(55, 55, 58),
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.BrightText: QColor(255, 90, 90),
        QPalette.ColorRole.Light: QColor(75, 75, 79),
        QPalette.ColorRole.Midlight: QColor(62, 62, 66),
        QPalette.ColorRole.Mid: QColor(40, 40, 43),
        QPalette.ColorRole.Dark: QColor(25, 25, 27),
        QPalette.ColorRole.Shadow: QColor(10, 10, 10),
        QPalette.ColorRole.Highlight: highlight,
        QPalette.ColorRole.HighlightedText: QColor(255, 255, 255),
        QPalette.ColorRole.Link: QColor(110, 170, 240),
        QPalette.ColorRole.LinkVisited: QColor(170, 140, 230),
    }
    for role, colour in roles.items():
        palette.setColor(role, colour)
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Highlight, QColor(80, 80, 84))
    return palette


def light_palette() -> QPalette:
    """Fusion's light palette with a darker highlight (white on it at 4.5:1 or more, and 3:1 or
    more against the window as a focus frame)."""
    palette = QStyleFactory.create("Fusion").standardPalette()
    palette.setColor(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight, QColor(0, 90, 160))
    palette.setColor(QPalette.ColorGroup.Inactive, QPalette.ColorRole.Highlight, QColor(0, 90, 160))
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.HighlightedText, QColor(255, 255, 255))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.PlaceholderText, QColor(110, 110, 110))
    # Disabled text stays readable (Fusion's is at 1.6:1).
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(118, 118, 118))
    palette.setColor(QPalette.ColorGroup.Active, QPalette.ColorRole.PlaceholderText, QColor(110, 110, 110))
    palette.setColor(QPalette.ColorGroup.Inactive, QPalette.ColorRole.PlaceholderText, QColor(110, 110, 110))
    return palette


def scheme_palette(choice: str, system_dark: bool) -> QPalette:
    """The palette of the colour scheme ``choice`` (see :data:`theme.COLOR_SCHEMES`);
    ``system_dark``: the desktop's scheme is dark (used by "system")."""
    if choice == "contrast-light":
        return high_contrast_palette(dark=False)
    if choice == "contrast-dark":
        return high_contrast_palette(dark=True)
    dark = system_dark if choice == "system" else choice == "dark"
    return dark_palette() if dark else light_palette()


class Appearance(QObject):
    """Applies the colour scheme the user chose ("system", "light", "dark", "contrast-light" or
    "contrast-dark") and follows the
    desktop's light/dark changes while the choice is "system"."""

    def __init__(self, app: QApplication, choice: str = "system") -> None:
        super().__init__(app)
        self._app = app
        self._choice = choice
        self._applying = False
        app.styleHints().colorSchemeChanged.connect(self._on_system_changed)
        self.apply(choice)

    @property
    def dark(self) -> bool:
        """Whether the dark palette is in use."""
        return self._app.palette().color(QPalette.ColorRole.Window).lightness() < 128

    def apply(self, choice: str) -> None:
        """Use the colour scheme ``choice``."""
        self._choice = choice
        hints = self._app.styleHints()
        self._applying = True
        try:
            requested = {
                "light": Qt.ColorScheme.Light,
                "dark": Qt.ColorScheme.Dark,
                "contrast-light": Qt.ColorScheme.Light,
                "contrast-dark": Qt.ColorScheme.Dark,
            }
            if hasattr(hints, "setColorScheme"):  # Qt 6.8: tells native dialogs too
                # Unknown: back to the desktop's own scheme.
                hints.setColorScheme(requested.get(choice, Qt.ColorScheme.Unknown))
            system_dark = hints.colorScheme() == Qt.ColorScheme.Dark
            self._app.setPalette(scheme_palette(choice, system_dark))
        finally:
            self._applying = False

    def _on_system_changed(self, _scheme: Qt.ColorScheme) -> None:
        if not self._applying and self._choice == "system":
            self.apply("system")


def start(
    app: QApplication,
    files: Sequence[str],
    settings: QSettings,
    recovery: RecoveryStore,
    new: str | None = None,
    locks: SheetLocks | None = None,
    library: str | None = None,
) -> MainWindow:
    """Build and show the main window; its second startup step (rules, roll log, recovery,
    ``files``, then the creation wizard of the game ``new`` if given, or the library on the
    folder ``library`` if given: "" for the folder shown last) runs once the window is painted."""
    preferences = Preferences.load(settings)
    appearance = Appearance(app, preferences.color_scheme)
    apply_text(app, preferences.text_scale, preferences.font_family)
    install_translators(app, preferences.language)

    window = MainWindow(settings, recovery if recovery.active else None, locks=locks)
    window.preferencesChanged.connect(lambda prefs: appearance.apply(prefs.color_scheme))
    window.show()
    problem = settings.property(SETTINGS_PROBLEM)
    if problem:
        window.statusBar().showMessage(str(problem))
    elif not recovery.active:
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "App", "Autosave is off: the folder {0} cannot be written."
            ).format(recovery.folder)
        )
    def second_step() -> None:
        window.finish_startup(list(files))
        if new is not None:
            window.new_investigator(new)
        elif library is not None:
            window.show_library(library)
        # Once the window is up and idle, load what the first sheet needs (the sheet views and
        # the rules data), so opening it from the start page takes no import time.
        QTimer.singleShot(0, window, preload_sheet_views)

    _after_first_paint(window, second_step)
    return window


class _FirstPaint(QObject):
    """Runs a function once, on the event-loop turn after the window's first paint (or after
    a second, for a window that is never painted, e.g. started minimised)."""

    def __init__(self, window: QWidget, function: Callable[[], None]) -> None:
        super().__init__(window)
        self._function: Callable[[], None] | None = function
        window.installEventFilter(self)
        QTimer.singleShot(1000, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint and self._function is not None:
            # After this paint is on screen: the next turn of the event loop.
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        function, self._function = self._function, None
        if function is not None:
            window = self.parent()  # the window, set in __init__
            if window is not None:
                window.removeEventFilter(self)
            function()


def _after_first_paint(window: QWidget, function: Callable[[], None]) -> None:
    _FirstPaint(window, function)


#: Runs ``main`` with the given arguments under the packagers' smoke test, writing the PDF named.
SmokeTest = Callable[[Callable[[Sequence[str]], int], Sequence[str], str], int]

#: The smoke test ``--smoke-test=OUT`` runs (:func:`sheetmaker.smoke_test.run`): the smoke test
#: sits above the application and hands itself over when it is imported
#: (:func:`set_smoke_test`), so this module never imports it.
_smoke_test: SmokeTest | None = None


def set_smoke_test(run: SmokeTest) -> None:
    """What ``--smoke-test=OUT`` runs (set by :mod:`sheetmaker.smoke_test` when imported)."""
    global _smoke_test
    _smoke_test = run


def main(argv: Sequence[str] | None = None) -> int:
    """Run the desktop application; returns its exit status.

    Args:
        argv: the program name followed by sheet files to open (``sys.argv`` by default), and
            ``--new=GAME`` or ``--library=FOLDER`` (the library on that folder; empty: the last),
            or ``--smoke-test=OUT`` (see :mod:`sheetmaker.smoke_test`, which must be imported).
    """
    argv = list(sys.argv if argv is None else argv)
    # ``--smoke-test=OUT`` (from ``sheetmaker --smoke-test OUT``): the packagers' self-check.
    smoke = [arg.split("=", 1)[1] for arg in argv[1:] if arg.startswith("--smoke-test=")]
    if smoke:
        if _smoke_test is None:
            raise RuntimeError("--smoke-test: import sheetmaker.smoke_test first (the command line does)")
        return _smoke_test(main, [arg for arg in argv if not arg.startswith("--smoke-test=")], smoke[0])
    app = create_application(argv)
    recovery = RecoveryStore(app_data_dir() / "recovery")
    recovery.start()
    new = [arg.split("=", 1)[1] for arg in argv[1:] if arg.startswith("--new=")]
    # ``--library=FOLDER`` (from ``sheetmaker --library FOLDER``): start on the library.
    library = [arg.split("=", 1)[1] for arg in argv[1:] if arg.startswith("--library=")]
    files = [arg for arg in argv[1:] if not arg.startswith(("--new=", "--library="))]
    # One lock per open sheet: a second SheetMaker opening it is told so (sheetmaker.io.lockinfo
    # finds the same folder without Qt for the command line).
    locks = SheetLocks(app_data_dir() / LOCKS_FOLDER)
    window = start(
        app, files, open_settings(), recovery, new=new[0] if new else None, locks=locks,
        library=library[0] if library else None,
    )
    status = app.exec()
    del window
    locks.release_all()
    # Deletes the session's folder when a clean quit left no copies in it.
    recovery.close()
    return status
