"""The CoC sheet's skills: ticks, points, filter, sorting, adding skills, refused edits, rolls."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox

from sheetmaker.models.coc7_models import LabelRole, SkillColumn
from sheetmaker.systems.coc7 import play as coc_play
from sheetmaker.ui.coc7_sheet import AddSkillDialog, CoC7SheetView

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints; the warning says
# nothing about our code (it also comes from a bare QDialog with a label).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def proxy_cell(view: CoC7SheetView, label: str, column: int):
    """The index of a skill's cell in the table (left or right half) that shows it."""
    source = view.skill_cell(label, column)
    assert source.isValid(), label
    for table, part in zip(view.skills_tables, view.skills_slices, strict=True):
        index = part.mapFromSource(source)
        if index.isValid() and table.isVisibleTo(view):
            return table, index
    raise AssertionError(f"{label} is not shown")


# --------------------------------------------------------------------------- skills


def test_ticking_a_skill_checkbox_is_undoable(harvey, make_view, qtbot):
    view = make_view(harvey)
    table, tick = proxy_cell(view, "Library Use", SkillColumn.TICK)
    table.setCurrentIndex(tick)
    qtbot.keyClick(table.viewport(), Qt.Key.Key_Space)
    if not harvey.sheet.skill("Library Use").ticked:  # the key went to the view, not the viewport
        qtbot.keyClick(table, Qt.Key.Key_Space)
    assert harvey.sheet.skill("Library Use").ticked
    assert tick.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    harvey.undo_stack.undo()
    assert not harvey.sheet.skill("Library Use").ticked
    assert tick.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked


def test_editing_personal_points_changes_value_and_budget(harvey, make_view, qtbot):
    view = make_view(harvey, show=True)
    assert view.personal_budget.text() == "Personal interest points: 140 of 140 spent, 0 left"
    table, cell = proxy_cell(view, "Stealth", SkillColumn.PERSONAL)
    table.setCurrentIndex(cell)
    table.edit(cell)
    editor = table.findChild(QSpinBox)
    assert editor is not None and editor.maximum() == 999
    editor.selectAll()
    qtbot.keyClicks(editor, "25")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits on the next turn of the event loop (Qt queues it).
    qtbot.waitUntil(lambda: harvey.sheet.skill("Stealth") is not None)
    assert harvey.sheet.skill("Stealth").personal == 25
    _, value = proxy_cell(view, "Stealth", SkillColumn.VALUE)
    assert value.data() == 45
    assert view.personal_budget.text() == "Personal interest points: 165 of 140 spent, -25 left"
    harvey.undo_stack.undo()
    assert value.data() == 20
    assert view.personal_budget.text() == "Personal interest points: 140 of 140 spent, 0 left"


def test_filter_as_you_type_and_uncommon_toggle(harvey, make_view, qtbot):
    view = make_view(harvey)
    assert "Hypnosis" not in view.visible_skill_labels()
    assert "Spot Hidden" in view.visible_skill_labels()
    qtbot.keyClicks(view.skill_filter, "fire")
    assert view.visible_skill_labels() == ["Firearms (Handgun)", "Firearms (Rifle/Shotgun)"]
    # The two halves show the filtered list between them.
    shown = [t.model().index(r, 0).data(LabelRole) for t in view.skills_tables for r in range(t.model().rowCount())]
    assert shown == view.visible_skill_labels()
    view.skill_filter.clear()
    view.show_uncommon.click()
    assert "Hypnosis" in view.visible_skill_labels()
    view.show_uncommon.click()
    assert "Hypnosis" not in view.visible_skill_labels()


def test_sorting_by_value_keeps_one_list_across_the_halves(harvey, make_view):
    view = make_view(harvey)
    view.skills_tables[1].horizontalHeader().setSortIndicator(SkillColumn.VALUE, Qt.SortOrder.DescendingOrder)
    values = []
    for table in view.skills_tables:
        model = table.model()
        values += [model.index(r, SkillColumn.VALUE).data() for r in range(model.rowCount())]
    assert values == sorted(values, reverse=True)
    assert view.skills_tables[0].horizontalHeader().sortIndicatorSection() == SkillColumn.VALUE


def test_add_a_specialised_skill(harvey, make_view, qtbot):
    view = make_view(harvey, show=True)
    dialog = view.open_add_skill()
    assert isinstance(dialog, AddSkillDialog)
    dialog.skill.setCurrentIndex(dialog.skill.findData("Science"))
    assert dialog.specialisation.findText("Biology") >= 0
    assert not dialog.ok_button.isEnabled()
    dialog.specialisation.setCurrentText("Biology")
    assert dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert harvey.sheet.skill("Science (Biology)") is not None
    assert "Science (Biology)" in view.visible_skill_labels()
    assert "Science" not in view.visible_skill_labels()
    # It is selected, so it can be removed again.
    assert view.remove_skill_button.isEnabled()
    # The same again is refused in the dialog, which stays open and says why.
    again = view.open_add_skill()
    again.skill.setCurrentIndex(again.skill.findData("Science"))
    again.specialisation.setCurrentText("biology")
    qtbot.mouseClick(again.ok_button, Qt.MouseButton.LeftButton)
    assert again.isVisible()
    assert "already on the sheet" in again.error.text()
    again.reject()
    assert view.remove_selected_skill()
    assert "Science (Biology)" not in view.visible_skill_labels()
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()
    assert harvey.sheet.skill("Science (Biology)") is None
    assert "Science" in view.visible_skill_labels()


def test_add_a_custom_skill(harvey, make_view, qtbot):
    view = make_view(harvey)
    dialog = view.open_add_skill()
    dialog.custom_choice.click()
    qtbot.keyClicks(dialog.custom_name, "Dreamlands Lore")
    dialog.custom_base.setValue(5)
    dialog.accept()
    line = harvey.derived.skill("Dreamlands Lore")
    assert line is not None and line.custom and line.value == 5
    assert "Dreamlands Lore" in view.visible_skill_labels()


def test_refused_skill_edit_is_explained(harvey, make_view):
    view = make_view(harvey)
    _, cell = proxy_cell(view, "Climb", SkillColumn.PERSONAL)
    assert not cell.model().setData(cell, 100_000)
    assert view.skills_error.isVisibleTo(view)
    assert "999" in view.skills_error.text()
    harvey.set_value("sheet.characteristics.STR", 55)  # the next change clears the message
    assert not view.skills_error.isVisibleTo(view)


def test_skill_roll_from_the_table_button(harvey, make_view, qtbot, controller):
    view = make_view(harvey, show=True)
    expected = coc_play.skill_roll(harvey.sheet, "Spot Hidden", random.Random(7))
    table, cell = proxy_cell(view, "Spot Hidden", SkillColumn.ROLL)
    center = table.visualRect(cell).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=center)
    assert controller.log.rowCount() == 1
    card = controller.log.card(0)
    assert card.kind == "skill" and card.title.startswith("Spot Hidden 35")
    assert card.result.result == expected.roll.result
    # A success ticks the skill (one undo step) and the table shows it.
    if expected.roll.success:
        _, tick = proxy_cell(view, "Spot Hidden", SkillColumn.TICK)
        assert tick.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    # Return on the roll cell rolls too.
    table.setCurrentIndex(cell)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert controller.log.rowCount() == 2
