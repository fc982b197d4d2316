"""The mouse wheel scrolls the page, not the spin box, combo box or slider passing under the
pointer, unless the user clicked into that field first (sheetmaker.ui.wheel_guard).

Every view is checked through its real widgets: both sheet views (in the real main window and
built on their own), a creation wizard's page, dialogs, the library page, the party table and a
table's cell editor.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QMessageBox,
    QScrollArea,
    QScrollBar,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui import wheel_guard
from sheetmaker.ui.coc7_sheet import CoC7SheetView
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.toc_sheet import ToCSheetView

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

DOWN = -120  # one notch of a wheel turned towards the user: the page moves down


def wheel(widget: QWidget, delta: int = DOWN) -> None:
    """One wheel notch over the middle of ``widget``, as the window system delivers it there."""
    position = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(
        position,
        QPointF(widget.mapToGlobal(position.toPoint())),
        QPoint(),
        QPoint(0, delta),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def activate(qtbot, window: QWidget) -> None:
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def click_into(qtbot, field: QWidget) -> None:
    """Click into ``field`` (a spin box's or an editable combo box's text) as the user does."""
    target = field.lineEdit() if isinstance(field, (QAbstractSpinBox, QComboBox)) and field.lineEdit() else field
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(field.hasFocus)


def show_in_middle(scroll: QScrollArea, widget: QWidget) -> QScrollBar:
    """Scroll ``scroll`` so that ``widget`` shows in the middle of the page, or as near as the
    page allows, with room to scroll down; its bar."""
    bar = scroll.verticalScrollBar()
    middle = widget.mapTo(scroll.widget(), QPoint(0, widget.height() // 2)).y()
    bar.setValue(middle - scroll.viewport().height() // 2)
    QApplication.processEvents()
    assert bar.value() < bar.maximum(), (bar.value(), bar.maximum())
    assert widget.visibleRegion().contains(QPoint(widget.width() // 2, widget.height() // 2))
    return bar


def guarded_fields(root: QWidget) -> list[QWidget]:
    return [
        widget for widget in root.findChildren(QWidget)
        if isinstance(widget, (QAbstractSpinBox, QComboBox, QAbstractSlider)) and not isinstance(widget, QScrollBar)
    ]


def value_of(field: QWidget) -> object:
    return field.currentIndex() if isinstance(field, QComboBox) else field.value()


def wheel_over_every_unfocused_field(root: QWidget) -> list[QWidget]:
    """Turn the wheel both ways over each visible value field of ``root`` that has not the focus
    (a dialog gives its first field the focus: that one takes the wheel, as it shows);
    the fields, each checked unchanged."""
    fields = [f for f in guarded_fields(root) if f.isVisible() and f.isEnabled() and not f.hasFocus()]
    for field in fields:
        assert field.focusPolicy() != Qt.FocusPolicy.WheelFocus, field
        before = value_of(field)
        wheel(field)
        wheel(field, -DOWN)
        wheel(field, -DOWN)
        assert value_of(field) == before, (field.objectName() or field.accessibleName(), before)
    return fields


@pytest.fixture
def discard(monkeypatch):
    """Closing a window with modified sheets at teardown discards them (no modal box)."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.fixture
def window(qtbot, tmp_path, discard) -> MainWindow:
    """The real main window, 1100×520 (the sheet scrolls), with nothing open."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, None, controller=RollController(rng=random.Random(7)))
    qtbot.addWidget(window)
    window.resize(1100, 520)
    activate(qtbot, window)
    return window


def open_sample(window: MainWindow, tmp_path: Path, name: str):
    path = tmp_path / name
    shutil.copyfile(resource("samples", name), path)
    sheet = window.open_file(str(path))
    assert sheet is not None
    QApplication.processEvents()
    return sheet


# ---------------------------------------------------------------------------- CoC sheet


def test_coc_sheet_in_the_window_wheel_scrolls_the_page_not_luck(window, tmp_path, qtbot):
    sheet = open_sample(window, tmp_path, "harvey-walters.sheet.json")
    view = sheet.view
    assert isinstance(view, CoC7SheetView)
    luck = view.luck_spin
    before = luck.value()
    assert before == 54
    bar = show_in_middle(view.sheet_scroll, luck)
    top = bar.value()

    wheel(luck)

    assert luck.value() == before
    assert sheet.doc.value("sheet.luck") == before
    assert not sheet.doc.modified
    assert not window.isWindowModified()
    assert window.centralWidget().findChild(QTabWidget).tabText(0) == "Harvey Walters"  # no "*"
    assert bar.value() > top  # the page moved down instead
    assert not luck.hasFocus()  # the wheel did not give it the focus either

    # Clicked into, it is the user's field: the wheel changes it.
    click_into(qtbot, luck)
    wheel(luck)
    assert luck.value() == before - 1
    assert sheet.doc.value("sheet.luck") == before - 1
    assert sheet.doc.modified
    assert window.centralWidget().findChild(QTabWidget).tabText(0) == "Harvey Walters*"


def test_coc_sheet_characteristic_and_occupation_combo(window, tmp_path, qtbot):
    sheet = open_sample(window, tmp_path, "harvey-walters.sheet.json")
    view = sheet.view
    strength = view.characteristic_spins["STR"]
    value = strength.value()
    bar = show_in_middle(view.sheet_scroll, strength)
    top = bar.value()
    wheel(strength)
    assert strength.value() == value
    assert bar.value() > top
    wheel(strength, -DOWN)  # back up
    assert strength.value() == value
    assert bar.value() == top
    bar.setValue(0)
    wheel(strength, -DOWN)  # at the top: nothing takes it, nothing changes
    assert strength.value() == value
    assert bar.value() == 0

    combo = view.occupation_combo
    occupation = combo.currentIndex()
    bar = show_in_middle(view.sheet_scroll, combo)
    top = bar.value()
    wheel(combo)
    assert combo.currentIndex() == occupation
    assert bar.value() > top
    assert not sheet.doc.modified


def test_coc_sheet_built_on_its_own_no_field_takes_the_wheel_or_its_focus(qtbot):
    """A sheet view made outside the main window (the tests, an embedding program) has the guard
    too, and none of its value fields can be focused by the wheel."""
    doc = SheetDocument.open(str(resource("samples", "harvey-walters.sheet.json")))
    view = CoC7SheetView(doc, RollController(rng=random.Random(7)))
    qtbot.addWidget(view)
    view.resize(1100, 450)
    activate(qtbot, view)
    fields = guarded_fields(view)
    assert len(fields) > 10
    assert [f.objectName() or f.accessibleName() for f in fields if f.focusPolicy() == Qt.FocusPolicy.WheelFocus] == []
    assert all(f.focusPolicy() == Qt.FocusPolicy.StrongFocus for f in (view.luck_spin, view.occupation_combo))

    bar = show_in_middle(view.sheet_scroll, view.luck_spin)
    top = bar.value()
    wheel(view.luck_spin)
    assert view.luck_spin.value() == 54
    assert not doc.modified
    assert bar.value() > top


def test_a_table_cell_editor_takes_the_wheel_it_was_opened_for(window, tmp_path, qtbot):
    """Editing a skill's points opens a spin box with the focus: the user's field, which takes
    the wheel."""
    sheet = open_sample(window, tmp_path, "harvey-walters.sheet.json")
    view = sheet.view
    table = view.skills_table
    editable = next(
        table.model().index(row, column)
        for row in range(table.model().rowCount())
        for column in range(table.model().columnCount())
        if table.model().flags(table.model().index(row, column)) & Qt.ItemFlag.ItemIsEditable
        and isinstance(table.model().index(row, column).data(Qt.ItemDataRole.EditRole), int)
    )
    view.sheet_scroll.ensureWidgetVisible(table)
    table.scrollTo(editable)
    table.setCurrentIndex(editable)
    table.edit(editable)
    editor = QApplication.focusWidget()
    while editor is not None and not isinstance(editor, QSpinBox):
        editor = editor.parentWidget()
    assert isinstance(editor, QSpinBox) and editor.hasFocus()
    # Made after the guard was installed, it cannot take the focus from a passing wheel either.
    assert editor.focusPolicy() == Qt.FocusPolicy.StrongFocus
    value = editor.value()
    wheel(editor, -DOWN)
    assert editor.value() == value + editor.singleStep()


# ---------------------------------------------------------------------------- ToC sheet


def test_toc_sheet_wheel_scrolls_the_page_not_a_pool(qtbot, discard):
    doc = SheetDocument.open(str(resource("samples", "toc-alienist-purist.sheet.json")))
    view = ToCSheetView(doc, RollController(rng=random.Random(7)))
    qtbot.addWidget(view)
    view.resize(1100, 450)
    activate(qtbot, view)
    rating, pool, _status = next(iter(view.pool_rows.values()))
    value = pool.value()
    bar = show_in_middle(view.sheet_scroll, pool)
    top = bar.value()
    wheel(pool)
    assert pool.value() == value
    assert not doc.modified
    assert bar.value() > top

    drive = view.drive_combo
    chosen = drive.currentIndex()
    bar = show_in_middle(view.sheet_scroll, drive)
    top = bar.value()
    wheel(drive)
    assert drive.currentIndex() == chosen
    assert bar.value() > top
    assert not doc.modified

    click_into(qtbot, pool)
    wheel(pool)
    assert pool.value() == value - 1
    assert doc.modified


def test_toc_sheet_in_the_window(window, tmp_path):
    sheet = open_sample(window, tmp_path, "toc-pulp-pilot.sheet.json")
    rating = next(iter(sheet.view.pool_rows.values()))[0]
    value = rating.value()
    bar = show_in_middle(sheet.view.sheet_scroll, rating)
    top = bar.value()
    wheel(rating)
    assert rating.value() == value
    assert bar.value() > top
    assert not sheet.doc.modified


# ---------------------------------------------------------------------------- elsewhere


def test_wizard_page_wheel_scrolls_the_page_not_a_characteristic(qtbot, monkeypatch):
    from sheetmaker.systems.coc7.session import CharacteristicsAnswers
    from sheetmaker.ui.wizards.coc7.pages.characteristics import CharacteristicsPage
    from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    wizard = CoC7CreationWizard(rng=random.Random(3))
    qtbot.addWidget(wizard)
    values = dict(STR=50, CON=60, SIZ=50, DEX=60, APP=40, INT=70, POW=50, EDU=80)
    wizard.model.set("characteristics", CharacteristicsAnswers(method="point_buy", values=values))
    wizard.resize(900, 300)
    activate(qtbot, wizard)
    wizard.go_to_step("characteristics")
    page = wizard.current_page
    assert isinstance(page, CharacteristicsPage)
    QApplication.processEvents()
    spin = page.point_spins["STR"]
    assert spin.focusPolicy() == Qt.FocusPolicy.StrongFocus
    bar = show_in_middle(page.scroll_area, spin)
    top = bar.value()
    wheel(spin)
    assert spin.value() == 50
    assert wizard.model.answers.characteristics.values["STR"] == 50
    assert bar.value() > top

    click_into(qtbot, spin)
    wheel(spin, -DOWN)
    assert wizard.model.answers.characteristics.values["STR"] == 55


def test_roll_dialog_and_preferences_fields_ignore_a_passing_wheel(window, qtbot):
    from sheetmaker.ui.preferences import Preferences, PreferencesDialog
    from sheetmaker.ui.roll_dialog import RollDialog

    dialog = RollDialog(window, title="Spot Hidden", value=45)
    qtbot.addWidget(dialog)
    activate(qtbot, dialog)
    assert dialog.bonus in wheel_over_every_unfocused_field(dialog)
    assert dialog.bonus.value() == 0
    click_into(qtbot, dialog.bonus)
    wheel(dialog.bonus, -DOWN)
    assert dialog.bonus.value() == 1

    preferences = PreferencesDialog(Preferences(autosave_minutes=9), window)
    qtbot.addWidget(preferences)
    activate(qtbot, preferences)
    assert len(wheel_over_every_unfocused_field(preferences)) >= 3


def test_bulk_npc_dialog(window, qtbot, tmp_path):
    from sheetmaker.ui.bulk_npc import BulkNpcDialog

    dialog = BulkNpcDialog(str(tmp_path / "library"), seed=11, parent=window)
    qtbot.addWidget(dialog)
    activate(qtbot, dialog)
    assert dialog.count_spin in wheel_over_every_unfocused_field(dialog)


@pytest.mark.parametrize(
    "make", ["aging", "mythos", "heal", "damage", "opposed", "stability", "add_skill", "occupation_choices"]
)
def test_sheet_dialogs_fields_ignore_a_passing_wheel(window, tmp_path, qtbot, make):
    from sheetmaker.ui.coc7_occupation import OccupationChoicesDialog
    from sheetmaker.ui.coc7_sheet import AddSkillDialog
    from sheetmaker.ui.dialogs.aging import AgingDialog
    from sheetmaker.ui.dialogs.damage import DamageDialog
    from sheetmaker.ui.dialogs.heal import HealDialog
    from sheetmaker.ui.dialogs.mythos import MythosDialog
    from sheetmaker.ui.play_menu import OpposedRollDialog, StabilityTestDialog

    coc = open_sample(window, tmp_path, "harvey-walters.sheet.json")
    makers = {
        "aging": lambda: AgingDialog(coc.doc.sheet, window),
        "mythos": lambda: MythosDialog(open_sample(window, tmp_path, "toc-pulp-pilot.sheet.json").doc.sheet, window),
        "heal": lambda: HealDialog("coc7", "HP 1 of 15", parent=window),
        "damage": lambda: DamageDialog("coc7", "HP 15 of 15", 2, window),
        "opposed": lambda: OpposedRollDialog([("Spot Hidden", 45), ("Dodge", 27)], window),
        "stability": lambda: StabilityTestDialog(5, parent=window),
        "add_skill": lambda: AddSkillDialog(coc.doc.sheet.era, lambda *args: None, coc.view),
        "occupation_choices": lambda: OccupationChoicesDialog(mae.doc, mae.view),
    }
    mae = open_sample(window, tmp_path, "mae-donnelly.sheet.json") if make == "occupation_choices" else coc
    dialog = makers[make]()
    qtbot.addWidget(dialog)
    activate(qtbot, dialog)
    # The field the dialog focused first takes the wheel (it shows the focus); with the focus on
    # a button, none does.
    dialog.findChild(QDialogButtonBox).buttons()[0].setFocus()
    assert wheel_over_every_unfocused_field(dialog)
    assert not coc.doc.modified and not mae.doc.modified


def test_library_filters_ignore_a_passing_wheel(window, tmp_path):
    folder = tmp_path / "library"
    folder.mkdir()
    for name in ("harvey-walters.sheet.json", "toc-pulp-pilot.sheet.json"):
        shutil.copyfile(resource("samples", name), folder / name)
    page = window.show_library(str(folder))
    QApplication.processEvents()
    fields = wheel_over_every_unfocused_field(page)
    assert {page.game_filter, page.kind_filter, page.tag_filter, page.folder_combo} <= set(fields)


def test_party_table_fields_ignore_a_passing_wheel(window):
    window.party_action.trigger()
    panel = window.party_dock.panel
    QApplication.processEvents()
    fields = wheel_over_every_unfocused_field(panel)
    assert panel.game_combo in fields


# ---------------------------------------------------------------------------- the guard itself


def test_guard_covers_every_value_widget_but_scroll_bars(qtbot):
    wheel_guard.install()
    page = QWidget()
    qtbot.addWidget(page)
    page.resize(300, 200)
    scroll = QScrollArea(page)
    scroll.resize(300, 200)
    scroll.setWidgetResizable(True)
    content = QWidget()
    layout = QVBoxLayout(content)
    editable = QComboBox(content)
    editable.setEditable(True)
    editable.addItems(["one", "two", "three"])
    slider = QSlider(Qt.Orientation.Horizontal, content)
    slider.setRange(0, 10)
    slider.setValue(5)
    layout.addWidget(editable)
    layout.addWidget(slider)
    layout.addSpacing(800)
    scroll.setWidget(content)
    activate(qtbot, page)
    bar = scroll.verticalScrollBar()
    wheel(editable)
    wheel(slider)
    assert editable.currentIndex() == 0
    assert slider.value() == 5
    assert bar.value() > 0
    # The scroll bar itself still turns with the wheel.
    top = bar.value()
    wheel(bar)
    assert bar.value() > top
    # An editable combo box clicked into takes it.
    click_into(qtbot, editable)
    wheel(editable)
    assert editable.currentIndex() == 1


def test_install_is_done_once_by_the_application(qapp):
    from sheetmaker.app import create_application

    app = create_application(["sheetmaker"])
    guards = app.findChildren(wheel_guard.WheelGuard)
    assert len(guards) == 1
    assert wheel_guard.install(app) is guards[0]
