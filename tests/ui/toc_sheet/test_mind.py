"""The ToC sheet's Pillars of Sanity and Sources of Stability."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox

from sheetmaker.models.toc_models import PillarColumn

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints (not our code).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


# --------------------------------------------------------------------------- Pillars, lists


def test_pillars_add_and_state_change_are_undoable(view, doc, qtbot):
    assert "3 required" in view.pillars_info.text()
    view.pillar_name.setEditText("Family honour")
    count = doc.undo_stack.count()
    view.add_pillar_button.click()
    assert doc.sheet.pillars_of_sanity[-1].name == "Family honour"
    assert view.pillars_model.rowCount() == 4
    assert "4 listed" in view.pillars_info.text()
    assert view.pillar_name.currentText() == ""

    table = view.pillars_table
    index = view.pillars_model.index(3, PillarColumn.STATE)
    table.setCurrentIndex(index)
    table.edit(index)
    editor = table.indexWidget(index)
    assert isinstance(editor, QComboBox)
    editor.setCurrentIndex(editor.findData("crumbled"))
    editor.activated.emit(editor.currentIndex())
    assert doc.sheet.pillars_of_sanity[3].state == "crumbled"
    assert "3 intact" in view.pillars_info.text()
    assert doc.undo_stack.count() == count + 2
    table.closePersistentEditor(index)

    doc.undo_stack.undo()
    assert doc.sheet.pillars_of_sanity[3].state == "intact"
    doc.undo_stack.undo()
    assert view.pillars_model.rowCount() == 3
    doc.undo_stack.redo()
    assert view.pillars_model.index(3, PillarColumn.NAME).data() == "Family honour"


def test_an_empty_pillar_is_explained(view, doc):
    count = doc.undo_stack.count()
    view.pillar_name.setEditText("   ")
    view.add_pillar_button.click()
    assert doc.undo_stack.count() == count
    assert view.message.isVisibleTo(view)


def test_sources_shown_with_a_note_in_purist_and_counted_in_pulp(view, doc):
    assert "Purist" in view.sources_info.text()
    view.campaign_combo.setCurrentIndex(view.campaign_combo.findData("pulp"))
    view.campaign_combo.activated.emit(view.campaign_combo.currentIndex())
    assert doc.sheet.campaign == "pulp"
    assert "3 allowed" in view.sources_info.text()  # Stability 9
    view.source_name.setText("Ada Hale")
    view.source_relation.setText("sister")
    view.add_source_button.click()
    assert doc.sheet.sources_of_stability[0].relation == "sister"
    assert "1 listed" in view.sources_info.text()


def test_a_purist_sheet_hides_the_empty_sources_and_cannot_add_one(view, doc):
    # Issue 23: Sources of Stability are a Pulp rule (seed 001); a Purist sheet showed an empty
    # section with an enabled Add.
    view.show()
    assert doc.sheet.campaign == "purist" and not doc.sheet.sources_of_stability
    assert not view.sources_box.isVisible()
    assert not view.add_source_button.isEnabled() and not view.source_name.isEnabled()
    view.campaign_combo.setCurrentIndex(view.campaign_combo.findData("pulp"))
    view.campaign_combo.activated.emit(view.campaign_combo.currentIndex())
    assert view.sources_box.isVisible() and view.add_source_button.isEnabled()
    view.source_name.setText("Ada Hale")
    view.add_source_button.click()
    # Back to Purist: the listed Source stays in sight (with the warning) to be removed.
    view.campaign_combo.setCurrentIndex(view.campaign_combo.findData("purist"))
    view.campaign_combo.activated.emit(view.campaign_combo.currentIndex())
    assert view.sources_box.isVisible() and not view.add_source_button.isEnabled()
    assert "Purist" in view.sources_info.text()
