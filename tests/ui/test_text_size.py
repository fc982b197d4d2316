"""Text size and font (issue 23): View → Larger/Smaller/Normal Text (Ctrl++, Ctrl+−, Ctrl+0)
and Preferences scale the application font from 100% to 200%, remembered in the settings; a
legible font can be chosen; the keyboard focus frame is drawn strongly."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QColor, QFont, QImage, QKeySequence, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionFocusRect

from sheetmaker.app import dark_palette, light_palette
from sheetmaker.models.rolls import RollController
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.main_window.menus import text_size_actions
from sheetmaker.ui.preferences import Preferences, PreferencesDialog
from sheetmaker.ui.theme import AccessibleStyle, apply_text, available_families, base_font, focus_colour

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def restore_font(qapp):
    original = QFont(qapp.font())
    yield
    qapp.setFont(original)
    QApplication.processEvents()


@pytest.fixture
def window(qtbot, tmp_path, restore_font):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, None, controller=RollController())
    qtbot.addWidget(window)
    return window


def larger(window):
    return text_size_actions(window)[0]


def smaller(window):
    return text_size_actions(window)[1]


def normal(window):
    return text_size_actions(window)[2]


def _size(qapp) -> float:
    return qapp.font().pointSizeF()


def test_text_size_actions_scale_the_font_and_are_remembered(qapp, window, tmp_path):
    base = base_font(qapp).pointSizeF()
    assert QKeySequence("Ctrl++") in larger(window).shortcuts() or QKeySequence(
        QKeySequence.StandardKey.ZoomIn
    ) in larger(window).shortcuts()
    assert QKeySequence("Ctrl+0") in normal(window).shortcuts()
    larger(window).trigger()
    assert _size(qapp) == pytest.approx(base * 1.1)
    for _ in range(5):
        larger(window).trigger()
    assert _size(qapp) == pytest.approx(base * 1.6)
    assert Preferences.load(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)).text_scale == 160
    for _ in range(10):
        larger(window).trigger()
    assert window.preferences.text_scale == 200  # never past 200%
    smaller(window).trigger()
    assert window.preferences.text_scale == 190
    normal(window).trigger()
    assert _size(qapp) == pytest.approx(base)
    smaller(window).trigger()
    assert window.preferences.text_scale == 100  # never under 100%


def test_a_new_window_uses_the_remembered_size(qtbot, qapp, tmp_path, restore_font):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    Preferences(text_scale=150).save(settings)
    base = base_font(qapp).pointSizeF()
    window = MainWindow(settings, None, controller=RollController())
    qtbot.addWidget(window)
    assert _size(qapp) == pytest.approx(base * 1.5)


def test_out_of_range_stored_size_is_the_default(tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("preferences/text_scale", 900)
    assert Preferences.load(settings).text_scale == 100


def test_preferences_set_text_size_and_font(qtbot, qapp, restore_font):
    families = available_families()
    assert families, "no legible font installed (DejaVu Sans expected)"
    dialog = PreferencesDialog(Preferences(text_scale=130, font_family=families[0]))
    qtbot.addWidget(dialog)
    spin = dialog.findChild(type(dialog._text_scale), "textScaleSpin")
    assert spin.value() == 130
    assert (spin.minimum(), spin.maximum()) == (100, 200)
    spin.setValue(170)
    assert dialog.preferences().text_scale == 170
    assert dialog.preferences().font_family == families[0]
    font = apply_text(qapp, 170, families[0])
    assert qapp.font().family() == families[0] == font.family()
    apply_text(qapp, 100, "No Such Font Anywhere")  # not installed: the desktop's font
    assert qapp.font().family() == base_font(qapp).family()


@pytest.mark.parametrize("palette", [light_palette, dark_palette])
def test_focus_frame_is_two_pixels_in_a_visible_colour(palette):
    style = AccessibleStyle("Fusion")
    image = QImage(40, 20, QImage.Format.Format_ARGB32)
    pal = palette()
    image.fill(pal.color(QPalette.ColorRole.Window))
    option = QStyleOptionFocusRect()
    option.rect = QRect(0, 0, 40, 20)
    option.palette = pal
    option.state = QStyle.StateFlag.State_HasFocus | QStyle.StateFlag.State_Enabled
    painter = QPainter(image)
    style.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, option, painter)
    painter.end()
    colour = focus_colour(pal)
    # Both the outer two rows and columns are the focus colour.
    for x, y in ((20, 0), (20, 1), (0, 10), (1, 10), (39, 10), (20, 19)):
        assert QColor(image.pixelColor(x, y)) == colour, (x, y)
