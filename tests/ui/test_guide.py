"""Help → User Guide (F1) and the first-run dice hint, through the real main window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from sheetmaker.resources import resource
from sheetmaker.ui.guide import UserGuideWindow
from sheetmaker.ui.hints import DICE_HINT_KEY, NO_HINTS_ENV, DiceHint
from sheetmaker.ui.main_window import MainWindow
from tests.fixtures import HARVEY_ALLOCATION

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support propagateSizeHints\(\)", r"This plugin does not support raise\(\)"
)

SECTIONS = (
    "Start page", "Creation wizards", "Call of Cthulhu sheet", "Trail of Cthulhu sheet", "Roll log",
    "Dice roller", "Play menu actions", "PDF export", "Files and recovery", "Keyboard shortcuts",
)


@pytest.fixture
def settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, settings):
    win = MainWindow(settings)
    qtbot.addWidget(win)
    return win


def test_help_menu_user_guide_opens_the_guide(window):
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    assert window.user_guide_action in help_menu.actions()
    window.user_guide_action.trigger()
    guide = window.user_guide
    assert isinstance(guide, UserGuideWindow) and guide.isVisible()
    text = guide.browser.toPlainText()
    for title in SECTIONS:
        assert title in text
    assert "Ctrl+Shift+N" in text
    window.user_guide_action.trigger()  # a second time raises the same window
    assert window.user_guide is guide


def test_f1_opens_the_guide(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert "F1" in [s.toString() for s in window.user_guide_action.shortcuts()]
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: getattr(window, "user_guide", None) is not None and window.user_guide.isVisible())
    assert "Files and recovery" in window.user_guide.browser.toPlainText()


def test_no_hint_in_tests_unless_asked(window):
    window.open_file(str(HARVEY_ALLOCATION))
    assert window.findChildren(DiceHint) == []


def test_dice_hint_shows_once_then_not_after_dismissal(qtbot, settings, monkeypatch):
    monkeypatch.delenv(NO_HINTS_ENV)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.open_sample(str(HARVEY_ALLOCATION))
    hints = win.findChildren(DiceHint)
    assert len(hints) == 1
    hint = hints[0]
    assert "Click a die button next to any value to roll it" in hint.label.text()
    assert "roll log" in hint.label.text()
    # A second sheet does not get a second hint while the first shows.
    win.open_sample(str(HARVEY_ALLOCATION))
    assert len([h for h in win.findChildren(DiceHint) if not h.isHidden()]) == 1
    qtbot.mouseClick(hint.button, Qt.MouseButton.LeftButton)
    assert hint.isHidden()
    assert settings.value(DICE_HINT_KEY, False, type=bool)
    # A new window with the same settings: no hint any more.
    again = MainWindow(QSettings(settings.fileName(), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    again.open_sample(str(HARVEY_ALLOCATION))
    assert [h for h in again.findChildren(DiceHint) if not h.isHidden()] == []
