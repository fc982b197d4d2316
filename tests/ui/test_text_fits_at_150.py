"""At 150% text on a 1280×800 screen nothing is clipped (issue 23, text size): the main window
with a CoC and a ToC sample sheet, the library, and every page of both wizards; each label,
button, tick box, radio button and line edit has room for its text, and no sheet or page needs
sideways scrolling. The offenders are listed (tests/ui/fit_check.py)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.preferences import Preferences
from sheetmaker.ui.theme import apply_text, base_font
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard
from tests.ui.fit_check import offenders

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def text_150(qapp):
    original = QFont(qapp.font())
    base_font(qapp)  # the desktop's size, remembered before scaling
    apply_text(qapp, 150)
    yield
    qapp.setFont(original)
    QApplication.processEvents()


def _settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(5)


def test_main_window_sheets_and_library_fit_at_150(qtbot, tmp_path, text_150):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    Preferences(text_scale=150).save(settings)
    window = MainWindow(settings, None, controller=RollController(rng=random.Random(1)))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.finish_startup([])
    found = {}
    for name in ("harvey-walters.sheet.json", "toc-alienist-purist.sheet.json"):
        window.open_file(str(resource("samples", name)))
        _settle(qtbot)
        found[name] = offenders(window)
    window.show_library(str(tmp_path))
    _settle(qtbot)
    found["library"] = offenders(window)
    assert found == {"harvey-walters.sheet.json": [], "toc-alienist-purist.sheet.json": [], "library": []}


def test_a_live_switch_to_150_relays_the_sheet_out(qtbot, tmp_path, qapp):
    """Ctrl++ while a CoC sheet is open: the characteristics go two a row instead of four and
    the sheet does not scroll sideways (the layout's breakpoints follow the text size)."""
    original = QFont(qapp.font())
    base_font(qapp)
    try:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, None, controller=RollController(rng=random.Random(1)))
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        window.finish_startup([])
        sheet = window.open_file(str(resource("samples", "harvey-walters.sheet.json")))
        _settle(qtbot)
        assert sheet is not None
        view = sheet.view
        assert view.characteristics._characteristics_per_row == 4
        apply_text(qapp, 150)
        _settle(qtbot)
        assert view.characteristics._characteristics_per_row == 2
        assert offenders(window) == []
    finally:
        qapp.setFont(original)
        QApplication.processEvents()


@pytest.mark.parametrize(("cls", "first"), [(CoC7CreationWizard, "setup"), (ToCCreationWizard, "campaign")])
def test_every_wizard_page_fits_at_150(qtbot, text_150, cls, first):
    wizard = cls(rng=random.Random(3))
    qtbot.addWidget(wizard)
    wizard.resize(1280, 800)
    wizard.show()
    wizard.model.randomise_rest(first)
    found = {}
    for step in wizard.step_names:
        wizard.go_to_step(step)
        _settle(qtbot)
        if problems := offenders(wizard):
            found[step] = problems
    assert found == {}
