"""The application: settings and data folders, style and colour scheme, translators, startup,
and the command line starting the desktop application."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtGui import QGuiApplication, QPalette, QStyleHints
from PySide6.QtWidgets import QApplication

from sheetmaker import __version__, cli
from sheetmaker import app as app_module
from sheetmaker.app import Appearance, app_data_dir, create_application, install_translators, open_settings
from sheetmaker.core import i18n
from sheetmaker.resources import resource
from sheetmaker.ui.language import use_language
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.theme import AccessibleStyle

HARVEY = resource("samples", "harvey-walters.sheet.json")


@pytest.fixture
def isolated(monkeypatch, tmp_path):
    """Settings and app data in tmp_path."""
    monkeypatch.setenv(app_module.SETTINGS_DIR_ENV, str(tmp_path / "settings"))
    monkeypatch.setenv(app_module.APP_DATA_DIR_ENV, str(tmp_path / "data"))
    return tmp_path


@pytest.fixture
def restore_look(qapp):
    """Put the test application's palette, colour scheme and appearance objects back."""
    palette = QPalette(qapp.palette())
    yield qapp
    for appearance in qapp.findChildren(Appearance):
        appearance.setParent(None)
        appearance.deleteLater()
    if hasattr(qapp.styleHints(), "setColorScheme"):
        qapp.styleHints().setColorScheme(Qt.ColorScheme.Unknown)
    qapp.setPalette(palette)


def test_settings_and_data_folders_can_be_moved(isolated):
    settings = open_settings()
    assert settings.format() == QSettings.Format.IniFormat
    assert Path(settings.fileName()) == isolated / "settings" / "SheetMaker.ini"
    assert app_data_dir() == isolated / "data"


def test_default_folders_follow_the_platform(monkeypatch, qapp):
    monkeypatch.delenv(app_module.SETTINGS_DIR_ENV, raising=False)
    monkeypatch.delenv(app_module.APP_DATA_DIR_ENV, raising=False)
    create_application([])
    assert open_settings().organizationName() == "SheetMaker"
    assert app_data_dir().parts[-2:] == ("SheetMaker", "SheetMaker")


def test_create_application_names_and_style(qapp):
    app = create_application(["sheetmaker"])
    assert app is qapp
    assert QCoreApplication.applicationName() == "SheetMaker"
    assert QCoreApplication.organizationName() == "SheetMaker"
    assert QGuiApplication.desktopFileName() == "sheetmaker"
    # Fusion, wrapped by the style that keeps frames and focus visible (issue 23).
    assert isinstance(app.style(), AccessibleStyle)
    assert app.style().baseStyle().name().lower() == "fusion"


@pytest.mark.parametrize("choice", ["dark", "light"])
def test_colour_scheme_choice(restore_look, choice):
    appearance = Appearance(restore_look, choice)
    assert appearance.dark == (choice == "dark")
    window = restore_look.palette().color(QPalette.ColorRole.Window)
    text = restore_look.palette().color(QPalette.ColorRole.WindowText)
    assert (window.lightness() < text.lightness()) == (choice == "dark")


def test_colour_scheme_follows_the_system(restore_look, monkeypatch):
    appearance = Appearance(restore_look, "system")
    scheme = {"value": Qt.ColorScheme.Light}
    monkeypatch.setattr(QStyleHints, "colorScheme", lambda self: scheme["value"])
    appearance.apply("system")
    assert not appearance.dark
    scheme["value"] = Qt.ColorScheme.Dark
    restore_look.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert appearance.dark
    appearance.apply("light")  # an explicit choice ignores the system
    restore_look.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert not appearance.dark


def _lrelease() -> str | None:
    import PySide6

    for candidate in (shutil.which("pyside6-lrelease"), Path(PySide6.__file__).parent / "lrelease"):
        if candidate and Path(candidate).exists():
            return str(candidate)
    return None


def test_a_translation_is_installed_when_one_exists(qapp, tmp_path, monkeypatch):
    lrelease = _lrelease()
    if lrelease is None:
        pytest.skip("lrelease is not installed")
    ts = tmp_path / "sheetmaker_de.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de">\n'
        "<context><name>MainWindow</name><message><source>&amp;File</source>"
        "<translation>&amp;Datei</translation></message></context>\n</TS>\n",
        encoding="utf-8",
    )
    subprocess.run([lrelease, "-silent", str(ts)], check=True)
    monkeypatch.setattr(app_module, "translation_dirs", lambda: [tmp_path / "missing", tmp_path])
    installed = install_translators(qapp, QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        assert [Path(t.filePath()).name for t in installed][-1] == "sheetmaker_de.qm"
        assert QCoreApplication.translate("MainWindow", "&File") == "&Datei"
        assert i18n.language() == "de"
    finally:
        use_language("en")
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"


def test_no_translation_for_the_locale_installs_nothing_of_ours(qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "translation_dirs", lambda: [tmp_path])
    try:
        assert install_translators(qapp, QLocale(QLocale.Language.Welsh)) == []
        assert i18n.language() == "en"
        # German is known, but its .qm is not in tmp_path: English, no error.
        assert install_translators(qapp, "de") == []
        assert i18n.language() == "en"
    finally:
        use_language("en")


def test_main_shows_the_window_and_opens_the_files(isolated, restore_look, monkeypatch, tmp_path, qtbot):
    sheet = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY, sheet)
    seen = {}

    def run_event_loop(app):
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        assert len(windows) == 1
        window = windows[0]
        qtbot.waitUntil(lambda: bool(window.sheets))
        seen["title"] = window.windowTitle()
        seen["paths"] = [s.doc.path for s in window.sheets]
        seen["roll log"] = window.roll_log_dock is not None
        seen["samples"] = len(window.start_page.sample_buttons)
        seen["lock"] = list((isolated / "data" / "recovery").glob("*.lock"))
        window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", run_event_loop)
    assert app_module.main(["sheetmaker", str(sheet)]) == 0
    assert seen["paths"] == [str(sheet)]
    assert seen["title"] == "Harvey Walters[*] — SheetMaker"
    assert seen["roll log"] and seen["samples"] > 0
    assert len(seen["lock"]) == 1
    # A clean quit leaves no recovery files and no lock.
    assert list((isolated / "data" / "recovery").iterdir()) == []


# --------------------------------------------------------------------------- the command line


@pytest.fixture
def gui_calls(monkeypatch):
    calls: list[list[str]] = []
    monkeypatch.setattr(app_module, "main", lambda argv: calls.append(list(argv)) or 0)
    return calls


def test_no_command_starts_the_desktop_application(gui_calls):
    assert cli.main([]) == 0
    assert gui_calls == [["sheetmaker"]]


def test_sheet_files_instead_of_a_command_open_in_the_application(gui_calls, tmp_path):
    existing = tmp_path / "notes"
    existing.write_text("x", encoding="utf-8")
    assert cli.main(["a.sheet.json", "B.SHEET.JSON", str(existing)]) == 0
    assert gui_calls == [["sheetmaker", "a.sheet.json", "B.SHEET.JSON", str(existing)]]


def test_commands_still_win(gui_calls, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "roll").write_text("a file called roll", encoding="utf-8")
    assert cli.main(["roll", "1d6", "--seed", "1"]) == 0
    assert capsys.readouterr().out.strip()
    with pytest.raises(SystemExit) as info:
        cli.main(["frobnicate"])
    assert info.value.code == 2
    with pytest.raises(SystemExit):
        cli.main(["a.sheet.json", "--bogus"])
    assert gui_calls == []


def test_the_application_that_cannot_start_says_why(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "sheetmaker.app", None)
    assert cli.main([]) == cli.EXIT_INTERNAL
    err = capsys.readouterr().err
    assert "the desktop application cannot start" in err
    assert "Traceback" not in err


def test_version_needs_no_qt():
    code = (
        "import sys\nfrom sheetmaker import cli\n"
        "try:\n    cli.main(['--version'])\nexcept SystemExit:\n    pass\n"
        "print('loaded:' + ','.join(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pydantic')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert result.stdout.splitlines() == [f"sheetmaker {__version__}", "loaded:"]


def test_new_coc7_starts_in_the_creation_wizard(gui_calls, capsys):
    assert cli.main(["--new", "coc7"]) == 0
    assert cli.main(["--new=coc7", "a.sheet.json"]) == 0
    assert gui_calls == [["sheetmaker", "--new=coc7"], ["sheetmaker", "--new=coc7", "a.sheet.json"]]
    assert cli.main(["--new"]) == cli.EXIT_USAGE
    assert cli.main(["--new", "dnd"]) == cli.EXIT_USAGE
    assert cli.main(["--new", "coc7", "--bogus"]) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert "coc7 or toc" in err and "'dnd'" in err and "--bogus" in err


@pytest.mark.parametrize(
    ("game", "title"),
    [("coc7", "New Call of Cthulhu Investigator"), ("toc", "New Trail of Cthulhu Investigator")],
)
def test_main_with_new_opens_the_wizard_after_the_first_paint(isolated, restore_look, monkeypatch, qtbot, game, title):
    seen = {}

    def run_event_loop(app):
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
        qtbot.waitUntil(lambda: window.wizard is not None and window.wizard.isVisible())
        seen["wizard"] = window.wizard.windowTitle()
        window.wizard.cancel_button.click()
        window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", run_event_loop)
    assert app_module.main(["sheetmaker", f"--new={game}"]) == 0
    assert seen["wizard"] == title
