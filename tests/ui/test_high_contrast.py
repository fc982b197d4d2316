"""Readable by everyone (issue 23): every colour scheme's text and frames at WCAG AA contrast
(text 4.5:1, frames and focus 3:1), the app's own coloured texts too; on the dark palette the
empty tick boxes, radio buttons, the dock's buttons and disabled toolbar icons stay visible."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QDockWidget, QMainWindow, QRadioButton, QWidget

from sheetmaker.app import Appearance, dark_palette, light_palette, scheme_palette
from sheetmaker.ui.preferences import Preferences, PreferencesDialog
from sheetmaker.ui.roll_log import level_colours
from sheetmaker.ui.theme import COLOR_SCHEMES, AccessibleStyle, focus_colour, high_contrast_palette
from tests.ui.test_table_ready import best_contrast, contrast

R = QPalette.ColorRole
G = QPalette.ColorGroup

PALETTES = {
    "light": light_palette,
    "dark": dark_palette,
    "contrast-light": lambda: high_contrast_palette(dark=False),
    "contrast-dark": lambda: high_contrast_palette(dark=True),
}

#: (foreground, background) role pairs the widgets draw text with.
TEXT_PAIRS = [
    (R.Text, R.Base),
    (R.Text, R.AlternateBase),
    (R.WindowText, R.Window),
    (R.ButtonText, R.Button),
    (R.HighlightedText, R.Highlight),
    (R.PlaceholderText, R.Base),
    (R.ToolTipText, R.ToolTipBase),
    (R.Link, R.Base),
    (R.Link, R.Window),
]


@pytest.fixture
def restore_palette(qapp):
    original = QPalette(qapp.palette())
    yield
    qapp.setPalette(original)
    QApplication.processEvents()


@pytest.mark.parametrize("scheme", list(PALETTES))
def test_every_text_role_pair_reads_at_aa(scheme):
    palette = PALETTES[scheme]()
    low = []
    for group in (G.Active, G.Inactive):
        for fg, bg in TEXT_PAIRS:
            ratio = contrast(palette.color(group, fg), palette.color(group, bg))
            if ratio < 4.5:
                low.append((group.name, fg.name, bg.name, round(ratio, 2)))
    # Disabled text: 4.5:1 in the high-contrast schemes; elsewhere at least 3:1 (WCAG exempts
    # disabled controls, but they must still be readable).
    needed = 4.5 if scheme.startswith("contrast") else 3.0
    for fg, bg in ((R.Text, R.Base), (R.WindowText, R.Window), (R.ButtonText, R.Button)):
        ratio = contrast(palette.color(G.Disabled, fg), palette.color(G.Disabled, bg))
        if ratio < needed:
            low.append(("Disabled", fg.name, bg.name, round(ratio, 2)))
    # Focus frame (the highlight) and tick-box frames against the window and base: 3:1.
    for bg in (R.Window, R.Base, R.Button):
        ratio = contrast(focus_colour(palette), palette.color(bg))
        if ratio < 3:
            low.append(("Active", "focus", bg.name, round(ratio, 2)))
    assert low == []


@pytest.mark.parametrize("dark", [False, True])
def test_roll_card_badges_and_error_texts_read_at_aa(dark):
    for level, success in (("critical", True), ("regular", True), ("failure", False), ("fumble", False)):
        fill, ink = level_colours(level, success, dark)
        assert contrast(fill, ink) >= 4.5, (level, dark)
    palette = dark_palette() if dark else light_palette()
    # The roll log's dice error and the roll dialog's error text.
    error = QColor("#ff8a80" if dark else "#b3261e")
    assert contrast(error, palette.color(R.Window)) >= 4.5


def test_preferences_offer_the_high_contrast_schemes(qtbot):
    dialog = PreferencesDialog(Preferences(color_scheme="contrast-dark"))
    qtbot.addWidget(dialog)
    assert dialog.preferences().color_scheme == "contrast-dark"
    combo = dialog._scheme
    assert [combo.itemData(i) for i in range(combo.count())] == list(COLOR_SCHEMES)


def test_high_contrast_preference_is_stored_and_applied(qapp, tmp_path, restore_palette):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    Preferences(color_scheme="contrast-light").save(settings)
    assert Preferences.load(settings).color_scheme == "contrast-light"
    appearance = Appearance(qapp, "contrast-dark")
    assert qapp.palette().color(R.Window) == QColor(0, 0, 0)
    assert qapp.palette().color(R.Text) == QColor(255, 255, 255)
    appearance.apply("contrast-light")
    assert qapp.palette().color(R.Window) == QColor(255, 255, 255)
    assert scheme_palette("dark", False).color(R.Window) == dark_palette().color(R.Window)


# --------------------------------------------------------------------------- drawn on the dark palette


@pytest.fixture
def styled(qapp, restore_palette):
    """A widget host with the app's style and the dark palette."""
    style = AccessibleStyle("Fusion")
    qapp.setPalette(dark_palette())
    yield style


def _grab_indicator(widget: QWidget, style) -> tuple[float, QColor]:
    widget.setStyle(style)
    widget.setText("")
    widget.resize(40, 30)
    widget.show()
    image = widget.grab().toImage()
    background = widget.palette().color(R.Window)
    return best_contrast(image, QRect(0, 0, 24, 24).intersected(image.rect()), background), background


@pytest.mark.parametrize("kind", [QCheckBox, QRadioButton])
@pytest.mark.parametrize("scheme", list(PALETTES))
def test_unticked_indicator_frame_is_visible(qtbot, qapp, restore_palette, kind, scheme):
    style = AccessibleStyle("Fusion")
    qapp.setPalette(PALETTES[scheme]())
    box = kind()
    qtbot.addWidget(box)
    box.setChecked(False)
    ratio, _ = _grab_indicator(box, style)
    assert ratio >= 3, (kind.__name__, scheme, ratio)


def test_dock_buttons_are_visible_on_the_dark_palette(qtbot, qapp, restore_palette):
    was_ours = isinstance(qapp.style(), AccessibleStyle)
    qapp.setStyle(AccessibleStyle("Fusion"))
    try:
        qapp.setPalette(dark_palette())
        window = QMainWindow()
        qtbot.addWidget(window)
        dock = QDockWidget("Roll log", window)
        dock.setWidget(QWidget())
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        window.resize(500, 300)
        window.show()
        qtbot.waitExposed(window)
        background = window.palette().color(R.Window)
        buttons = [b for b in dock.findChildren(QWidget) if b.metaObject().className() == "QDockWidgetTitleButton"]
        assert len(buttons) == 2
        for button in buttons:
            image = button.grab().toImage()
            assert best_contrast(image, image.rect(), background) >= 3
    finally:
        qapp.setStyle(AccessibleStyle("Fusion") if was_ours else "Fusion")


def test_disabled_icon_is_visible_on_the_dark_palette(qapp, restore_palette):
    from sheetmaker.ui.main_window.menus import bundled_icon

    style = AccessibleStyle("Fusion")
    qapp.setPalette(dark_palette())
    background = dark_palette().color(R.Window)
    icon = bundled_icon("edit-undo")
    normal = icon.pixmap(24, 24)
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QStyleOption

    option = QStyleOption()
    option.palette = qapp.palette()
    disabled = style.generatedIconPixmap(QIcon.Mode.Disabled, normal, option).toImage()
    assert best_contrast(disabled, disabled.rect(), background) >= 3


@pytest.mark.parametrize("scheme", list(PALETTES))
def test_error_and_warning_texts_read_at_aa_in_every_scheme(qapp, restore_palette, scheme):
    from PySide6.QtWidgets import QLabel

    from sheetmaker.ui.theme import error_colour, warning_colour
    from sheetmaker.ui.wizards.coc7.pages.skills import _bad

    palette = PALETTES[scheme]()
    qapp.setPalette(palette)
    label = QLabel("−5 points left")
    _bad(label, True)  # the wizard's overspent budget
    shown = QColor(label.styleSheet().split("color:")[1].split(";")[0].strip())
    for colour in (shown, error_colour(), warning_colour()):
        for role in (R.Window, R.Base):
            assert contrast(colour, palette.color(role)) >= 4.5, (scheme, colour.name(), role.name)


@pytest.mark.parametrize("scheme", list(PALETTES))
def test_line_edit_and_spin_box_frames_are_visible(qtbot, qapp, restore_palette, scheme):
    from PySide6.QtWidgets import QLineEdit, QSpinBox

    style = AccessibleStyle("Fusion")
    qapp.setPalette(PALETTES[scheme]())
    for widget in (QLineEdit(), QSpinBox()):
        qtbot.addWidget(widget)
        widget.setStyle(style)
        widget.resize(120, 30)
        widget.show()
        image = widget.grab().toImage()
        background = widget.palette().color(R.Window)
        edge = QRect(0, 10, 2, 10)  # the left edge, mid-height
        assert best_contrast(image, edge, background) >= 3, (type(widget).__name__, scheme)
