"""The ToC sheet's identity: occupation and branch, picks, drive, keeper budget."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox

from sheetmaker.models.toc_models import AbilityColumn

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints (not our code).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


# --------------------------------------------------------------------------- identity


def _choose(combo: QComboBox, data: str) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def test_occupation_change_and_military_branch(view, doc):
    assert not view.branch_combo.isVisibleTo(view)
    general = view.ability_models["General"]
    athletics = general.index(general.row_of("Athletics"), AbilityColumn.OCCUPATIONAL)
    assert athletics.data() == ""
    count = doc.undo_stack.count()

    _choose(view.occupation_combo, "Military")
    assert doc.sheet.occupation.name == "Military" and doc.sheet.occupation.picks == {}
    assert view.branch_combo.isVisibleTo(view)
    assert athletics.data() == "●"
    names = [view.branch_combo.itemData(i) for i in range(view.branch_combo.count())]
    assert names == ["", "Army/Marines", "Corpsman/Medic", "Engineers/Heavy Weapons", "Navy", "Officer"]
    assert any(v.code == "occupation.branch.missing" for v in doc.violations)

    _choose(view.branch_combo, "Navy")
    assert doc.sheet.occupation.branch == "Navy"
    piloting = general.index(general.row_of("Piloting"), AbilityColumn.OCCUPATIONAL)
    assert piloting.data() == "●"
    assert doc.undo_stack.count() == count + 2
    assert view.title_label.text().endswith("Military (Navy)")

    _choose(view.branch_combo, "Officer")
    assert [b.choice.id for b in view.pick_buttons] == ["riding_or_piloting"]
    assert view.pick_buttons[0].toggle_option("Riding", True)
    assert doc.sheet.occupation.picks == {"riding_or_piloting": ["Riding"]}
    assert "(1 of 1)" in view.pick_buttons[0].text()

    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.sheet.occupation.branch == "Navy"
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.sheet.occupation.name == "Author"
    assert view.occupation_combo.currentData() == "Author"
    assert not view.branch_combo.isVisibleTo(view)
    assert [b.choice.id for b in view.pick_buttons] == ["other"]


def test_full_choice_allows_no_more_picks(view, doc):
    button = view.pick_buttons[0]  # an Author's three other abilities: all picked
    assert "(3 of 3)" in button.text()
    button.menu().aboutToShow.emit()
    actions = {a.text(): a for a in button.menu().actions()}
    assert actions["Driving"].isChecked() and actions["Driving"].isEnabled()
    assert not actions["Athletics"].isEnabled()
    actions["Driving"].setChecked(False)
    assert doc.sheet.occupation.picks["other"] == ["Streetwise", "Riding"]


def test_drive_box(view, doc):
    assert view.drive_combo.currentText() == "Scholarship"
    view.drive_combo.setCurrentIndex(view.drive_combo.findData("Revenge"))
    assert doc.sheet.drive == "Revenge"
    assert "pay" in view.drive_info.text()
    view.drive_combo.setEditText("Love of cats")
    assert doc.sheet.drive == "Love of cats"
    assert any(v.code == "drive.unknown" for v in doc.violations)
    assert "Not one of the Drives" in view.drive_info.text()


def test_keeper_budget(view, doc):
    assert not view.keeper_budget_spin.isEnabled()
    assert view.keeper_budget_spin.value() == 16
    view.investigators_spin.setValue(2)
    assert view.budget_labels["investigative"]["total"].text() == "24"
    view.keeper_budget_check.setChecked(True)
    assert doc.sheet.investigative_budget == 24
    view.keeper_budget_spin.setValue(20)
    assert view.budget_labels["investigative"]["total"].text() == "20"
    view.keeper_budget_check.setChecked(False)
    assert doc.sheet.investigative_budget is None
