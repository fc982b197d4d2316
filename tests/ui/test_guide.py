"""Help → User Guide (F1) and the first-run dice hint, through the real main window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from sheetmaker.ui.guide import IMAGE_WIDTH, UserGuideWindow, fit_images, viewer_markdown
from sheetmaker.ui.hints import DICE_HINT_KEY, NO_HINTS_ENV, DiceHint
from sheetmaker.ui.main_window import MainWindow
from tests.fixtures import HARVEY_ALLOCATION

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support propagateSizeHints\(\)", r"This plugin does not support raise\(\)"
)

SECTIONS = (
    "Start page", "Creation wizards", "Call of Cthulhu sheet", "Trail of Cthulhu sheet", "Roll log",
    "Dice roller", "Play menu actions", "Library", "Party table", "Import and other tools' formats",
    "PDF export", "Preferences", "Files and recovery", "Where SheetMaker keeps things", "Keyboard shortcuts",
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


def _images(document) -> list:
    """(file name, width, height) of every image in a text document."""
    found = []
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            form = fragments.fragment().charFormat()
            if form.isImageFormat():
                image = form.toImageFormat()
                found.append((image.name().rsplit("/", 1)[-1], image.width(), image.height()))
            fragments += 1
        block = block.next()
    return found


def test_the_guide_window_shows_the_screenshots_scaled_to_fit(window):
    window.user_guide_action.trigger()
    images = _images(window.user_guide.browser.document())
    names = [name for name, _, _ in images]
    assert names[:3] == ["start-page.png", "coc7-wizard-characteristics.png", "coc7-wizard-occupation.png"]
    assert "preferences.png" in names and "pdf-page.png" in names
    shown = dict((name, (width, height)) for name, width, height in images)
    assert shown["start-page.png"] == (640, 400)  # 1280 × 800, halved
    assert shown["preferences.png"] == (0, 0)  # 420 px wide: its own size, nothing set


def test_image_lines_point_at_the_resources_or_are_left_out(tmp_path):
    (tmp_path / "screenshots").mkdir()
    (tmp_path / "screenshots" / "here.png").write_bytes(b"")
    text = ("Intro\n\n![Here](resources/screenshots/here.png)\n\n![Gone](resources/screenshots/gone.png)\n\n"
            "Text with ![inline](resources/screenshots/here.png) stays.\n")
    shown = viewer_markdown(text, tmp_path)
    assert f"![Here](file://{tmp_path}/screenshots/here.png)" in shown
    assert "gone.png" not in shown and "Gone" not in shown
    assert "Text with ![inline](resources/screenshots/here.png) stays." in shown


def test_fit_images_scales_only_wide_images(tmp_path):
    from PySide6.QtGui import QColor, QImage, QTextDocument

    for name, width, height in (("wide.png", 1000, 500), ("small.png", 300, 200)):
        image = QImage(width, height, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        assert image.save(str(tmp_path / name))
    document = QTextDocument()
    document.setMarkdown(f"![a](file://{tmp_path}/wide.png)\n\n![b](file://{tmp_path}/small.png)\n")
    assert fit_images(document, 400) == 1
    assert _images(document) == [("wide.png", 400, 200), ("small.png", 0, 0)]
    assert IMAGE_WIDTH == 640
