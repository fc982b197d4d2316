"""The CoC sheet view driven through its real widgets: live updates, undo, violations, keyboard,
accessibility and layout."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from sheetmaker.models.coc7_models import LabelRole, SkillColumn, WeaponColumn
from sheetmaker.ui.coc7_sheet import CoC7SheetView
from sheetmaker.ui.violations import CodeRole, FieldRole, ViolationsPanel
from tests.ui.coc7_sheet.helpers import type_into

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints; the warning says
# nothing about our code (it also comes from a bare QDialog with a label).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def dependent_values(view: CoC7SheetView) -> dict[str, object]:
    """Everything a characteristic edit may change, as shown."""
    model = view.skills_model
    dodge = model.row_of("Dodge")
    own = model.row_of("Language (Own)")
    return {
        "spins": {name: spin.value() for name, spin in view.characteristic_spins.items()},
        "halves": {name: label.text() for name, label in view.half_labels.items()},
        "fifths": {name: label.text() for name, label in view.fifth_labels.items()},
        "hp": (view.hp_spin.value(), view.hp_max.text()),
        "mp": (view.mp_spin.value(), view.mp_max.text()),
        "san": (view.san_spin.value(), view.san_info.text()),
        "db": view.db_label.text(),
        "build": view.build_label.text(),
        "mov": view.mov_label.text(),
        "dodge": view.dodge_label.text(),
        "budgets": (view.occupation_budget.text(), view.personal_budget.text()),
        "idea": view.idea_label.text(),
        "know": view.know_label.text(),
        "dodge_row": [model.index(dodge, c).data() for c in range(SkillColumn.FIFTH + 1)],
        "own_row": [model.index(own, c).data() for c in range(SkillColumn.FIFTH + 1)],
        "weapons": [
            [view.weapons_model.index(r, c).data() for c in range(WeaponColumn.MALFUNCTION + 1)]
            for r in range(view.weapons_model.rowCount())
        ],
    }


# --------------------------------------------------------------------------- live updates and undo


def test_typing_str_and_siz_updates_hp_db_and_build_at_once(harvey, make_view, qtbot):
    view = make_view(harvey)
    assert view.hp_max.text() == "of 10"
    assert "Damage Bonus <b>0</b>" in view.db_label.text()
    assert "Build <b>0</b>" in view.build_label.text()
    type_into(qtbot, view.characteristic_spins["SIZ"], "80")
    # No waiting: the labels changed in the turn of the key press.
    assert harvey.sheet.characteristics.SIZ == 80
    assert view.hp_max.text() == "of 13"
    assert view.hp_spin.value() == 13  # current HP follows while at the maximum
    assert view.half_labels["SIZ"].text() == "½ 40"
    assert view.fifth_labels["SIZ"].text() == "⅕ 16"
    assert "Damage Bonus <b>+1D4</b>" in view.db_label.text()
    assert "Build <b>1</b>" in view.build_label.text()
    type_into(qtbot, view.characteristic_spins["STR"], "90")
    assert "Damage Bonus <b>+1D6</b>" in view.db_label.text()
    assert "Build <b>2</b>" in view.build_label.text()
    assert view.half_labels["STR"].text() == "½ 45"


def test_undo_and_redo_restore_every_dependent_value(harvey, make_view, qtbot):
    view = make_view(harvey)
    before = dependent_values(view)
    type_into(qtbot, view.characteristic_spins["DEX"], "80")
    type_into(qtbot, view.characteristic_spins["EDU"], "60")
    type_into(qtbot, view.characteristic_spins["CON"], "70")
    after = dependent_values(view)
    assert after != before
    assert after["dodge_row"][SkillColumn.BASE] == 40
    assert after["own_row"][SkillColumn.VALUE] == 60
    assert harvey.undo_stack.count() == 3  # each spin-box run is one step
    for _ in range(3):
        harvey.undo_stack.undo()
    assert dependent_values(view) == before
    for _ in range(3):
        harvey.undo_stack.redo()
    assert dependent_values(view) == after


def test_showing_values_never_pushes_commands(harvey, make_view):
    view = make_view(harvey)
    assert harvey.undo_stack.count() == 0
    harvey.set_value("sheet.characteristics.POW", 70)
    harvey.undo_stack.undo()
    harvey.undo_stack.redo()
    assert harvey.undo_stack.count() == 1
    assert view.characteristic_spins["POW"].value() == 70
    assert view.san_spin.value() == 70  # SAN starts at POW while untouched
    assert view.mp_max.text() == "of 14"


def test_spin_boxes_refuse_out_of_range_values(harvey, make_view, qtbot):
    view = make_view(harvey)
    spin = view.characteristic_spins["STR"]
    assert (spin.minimum(), spin.maximum()) == (0, 999)
    type_into(qtbot, spin, "1234")
    assert spin.value() <= 999
    assert harvey.sheet.characteristics.STR == spin.value()
    assert view.luck_spin.maximum() == 99 and view.san_spin.maximum() == 99


def test_text_fields_merge_typing_into_one_step(harvey, make_view, qtbot):
    view = make_view(harvey)
    view.name_edit.clear()  # programmatic: not an edit
    assert harvey.undo_stack.count() == 0
    view.name_edit.setText(harvey.document.name)
    qtbot.keyClicks(view.name_edit, " Jr.")
    assert harvey.document.name == "Harvey Walters Jr."
    edit = view.backstory_edits["phobias"]
    qtbot.keyClicks(edit, "Deep water")
    assert harvey.sheet.backstory.phobias == "Deep water"
    assert harvey.undo_stack.count() == 2
    harvey.undo_stack.undo()
    assert edit.toPlainText() == ""
    harvey.undo_stack.undo()
    assert view.name_edit.text() == "Harvey Walters"


# --------------------------------------------------------------------------- violations


def test_violations_panel_lists_an_overspent_budget_and_goes_to_the_skills(harvey, make_view):
    view = make_view(harvey, show=True)
    panel = view.violations
    assert isinstance(panel, ViolationsPanel)
    assert panel.violations == ()
    # A valid sheet shows one line, not an empty list.
    assert panel.list.isHidden()
    assert "follows the rules" in panel.summary.text()
    view.skills_model.set_points("Climb", "personal", 30)
    assert panel.list.isVisible()
    codes = [panel.list.item(i).data(CodeRole) for i in range(panel.list.count())]
    assert "budget.personal.overspent" in codes
    assert "1 error(s)" in panel.summary.text()
    # While problems come and go the panel keeps its height: the sheet does not jump.
    QApplication.processEvents()
    height = panel.height()
    scroll_height = view.sheet_scroll.height()
    view.skills_model.set_points("Climb", "personal", 35)
    QApplication.processEvents()
    assert panel.height() == height and view.sheet_scroll.height() == scroll_height
    row = codes.index("budget.personal.overspent")
    item = panel.list.item(row)
    assert "35 too many" in item.text()
    assert item.data(FieldRole) == "sheet.skills"
    assert not item.icon().isNull()
    view.name_edit.setFocus()
    panel.activate_row(row)
    assert view.skills_table.hasFocus()
    # Fixing it empties the list at once.
    while harvey.undo_stack.canUndo():
        harvey.undo_stack.undo()
    assert panel.violations == ()
    assert panel.list.count() == 0 and panel.list.isHidden()


def test_activating_a_violation_focuses_its_field(harvey, make_view):
    view = make_view(harvey, show=True)
    harvey.set_value("sheet.characteristics.STR", 0)
    panel = view.violations
    fields = [panel.list.item(i).data(FieldRole) for i in range(panel.list.count())]
    assert "sheet.characteristics.STR" in fields
    panel.activate_row(fields.index("sheet.characteristics.STR"))
    assert view.characteristic_spins["STR"].hasFocus()
    # A skill's own violation selects its row, even when a filter hides it.
    harvey.set_value("sheet.characteristics.STR", 50)
    view.skills_model.set_points("Cthulhu Mythos", "personal", 5)
    view.skill_filter.setText("spot")
    view.focus_field("sheet.skills[Cthulhu Mythos]")
    assert view.skill_filter.text() == ""
    table = next(t for t in view.skills_tables if t.hasFocus())
    assert table.currentIndex().data(LabelRole) == "Cthulhu Mythos"
    # Uncommon skills are shown when the field is one of them.
    view.skills_model.set_points("Hypnosis", "personal", 0)
    view.focus_field("sheet.skills[Hypnosis]")
    assert view.show_uncommon.isChecked()
    assert view.focus_field("sheet.occupation.picks.social") is view.occupation_choices_button
    assert view.occupation_choices_button.hasFocus()
    assert view.focus_field("sheet.weapons[1].damage") is view.weapons_table
    assert view.weapons_table.currentIndex().row() == 1
    assert view.focus_field("sheet.backstory.traits") is view.backstory_edits["traits"]
    assert view.focus_field("no.such.field") is None


# --------------------------------------------------------------------------- keyboard and a11y


def test_tab_order_follows_the_sheet(harvey, make_view, qtbot):
    view = make_view(harvey, show=True)
    view.name_edit.setFocus()
    expected = [
        view.player_edit, view.occupation_combo, view.occupation_choices_button, view.age_spin,
        view.pronouns_edit,
    ]
    for widget in expected:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        assert focus is widget or widget.isAncestorOf(focus), (focus, widget)
    view.characteristic_spins["EDU"].setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view.characteristic_rolls["EDU"]
    # The order holds after the sections move to two columns (and back).
    for width in (1920, 1280):
        view.resize(width, 900)
        qtbot.wait(1)
        view.portrait.choose_button.setFocus()
        qtbot.keyClick(view.portrait.choose_button, Qt.Key.Key_Tab)  # Remove is disabled
        assert QApplication.focusWidget() is view.characteristic_spins["STR"]
        view.weapons_table.setFocus()
        qtbot.keyClick(view.weapons_table, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is view.weapon_pick  # the common weapons list
        qtbot.keyClick(view.weapon_pick, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is view.add_listed_weapon_button
        qtbot.keyClick(view.add_listed_weapon_button, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is view.add_weapon_button


def _ancestors(widget: QWidget) -> list[QWidget]:
    found = []
    parent = widget.parentWidget()
    while parent is not None:
        found.append(parent)
        parent = parent.parentWidget()
    return found


def test_every_control_has_an_accessible_name(harvey, make_view):
    view = make_view(harvey)
    kinds = (QLineEdit, QAbstractSpinBox, QComboBox, QAbstractButton, QAbstractItemView, QPlainTextEdit)
    missing = []
    for widget in view.findChildren(QWidget):
        if not isinstance(widget, kinds) or widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue
        if any(isinstance(a, (QAbstractSpinBox, QComboBox)) for a in _ancestors(widget)):
            continue  # the line edit of a spin box, the list of a combo box
        name = widget.accessibleName() or (widget.text() if isinstance(widget, QAbstractButton) else "")
        if not name.strip():
            missing.append(f"{type(widget).__name__} {widget.objectName()}")
    assert missing == []


def test_wide_view_lays_out_two_columns_and_one_skill_list(harvey, make_view, qtbot):
    view = make_view(harvey, width=1920, height=1080, show=True)
    qtbot.waitUntil(lambda: not view.skills_tables[1].isVisible())
    assert view.skills_tables[0].model().rowCount() == view.skills_proxy.rowCount()
    view.resize(1280, 800)
    qtbot.waitUntil(lambda: view.skills_tables[1].isVisible())
    halves = [t.model().rowCount() for t in view.skills_tables]
    assert sum(halves) == view.skills_proxy.rowCount() and abs(halves[0] - halves[1]) <= 1


def test_closing_the_view_leaves_the_document_usable(harvey, controller, qtbot):
    view = CoC7SheetView(harvey, controller)
    view.close()
    view.deleteLater()
    qtbot.wait(1)
    harvey.set_value("sheet.characteristics.STR", 60)
    harvey.undo_stack.undo()
    assert harvey.sheet.characteristics.STR == 50


def test_table_rows_are_all_visible_without_inner_scrolling(harvey, make_view):
    view = make_view(harvey)
    table = view.skills_tables[0]
    rows = table.model().rowCount()
    assert table.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert table.height() >= rows * table.verticalHeader().defaultSectionSize()


def test_a_1024_px_screen_needs_no_sideways_scrolling_with_the_roll_log(qtbot, tmp_path):
    """Two characteristics a row on a narrow view: roll buttons and half/fifth stay in sight."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QScrollArea

    from sheetmaker.resources import resource as _resource
    from sheetmaker.ui.main_window import MainWindow

    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    window.finish_startup()  # the roll log docks beside the sheet
    sheet = window.open_sample(str(_resource("samples", "harvey-walters.sheet.json")))
    view = sheet.view
    area = view.findChild(QScrollArea)
    qtbot.waitUntil(lambda: view._characteristics_per_row == 2)
    content = view.findChild(QWidget, "sheetContent")
    qtbot.waitUntil(lambda: content.minimumSizeHint().width() <= area.viewport().width())
    assert window.width() <= 1024
    window.resize(1600, 900)
    qtbot.waitUntil(lambda: view._characteristics_per_row == 4)
