"""The skills page of the Call of Cthulhu creation wizard: full method and quick-start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sheetmaker.ui.theme import error_colour
from sheetmaker.ui.wizards.coc7.pages.skills import SkillsPage, SkillTableModel
from tests.ui.wizards.coc7_doctor import OCCUPATION_SKILLS, doctor_wizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def wizard(qtbot):
    return doctor_wizard(qtbot)


def open_page(wizard) -> SkillsPage:
    wizard.go_to_step("skills")
    page = wizard.current_page
    assert isinstance(page, SkillsPage)
    return page


def cell(page: SkillsPage, label: str, column: int):
    row = page.table_model.row_of(label)
    assert row >= 0, label
    return page.proxy.mapFromSource(page.table_model.index(row, column))


def edit(page: SkillsPage, label: str, column: int, value: int) -> bool:
    return page.proxy.setData(cell(page, label, column), value, Qt.ItemDataRole.EditRole)


def test_full_method_counters_and_table(wizard):
    page = open_page(wizard)
    assert wizard.model.answers.skills.method == "full"
    assert page.full_radio.isChecked()
    assert page.occupation_left.text() == "Occupation points left: 320 of 320 (EDU×4)"
    assert page.personal_left.text() == "Personal interest points left: 120 of 120 (INT×2)"
    assert page.credit_label.text() == "Credit Rating 0 — a Doctor of Medicine starts with 30–80"
    assert error_colour().name() in page.credit_label.styleSheet()
    # Occupation skills come first, marked and bold.
    labels = [page.proxy.index(r, 0).data(Qt.ItemDataRole.EditRole) for r in range(len(OCCUPATION_SKILLS))]
    assert {label.casefold() for label in labels} == {label.casefold() for label in OCCUPATION_SKILLS}
    first = page.proxy.index(0, SkillTableModel.SKILL)
    assert first.data().startswith("● ")
    assert first.data(Qt.ItemDataRole.FontRole).bold()
    # Occupation points only go into occupation skills; Cthulhu Mythos takes no points at all.
    assert not cell(page, "Climb", SkillTableModel.OCCUPATION).flags() & Qt.ItemFlag.ItemIsEditable
    assert cell(page, "Climb", SkillTableModel.PERSONAL).flags() & Qt.ItemFlag.ItemIsEditable
    mythos = cell(page, "Cthulhu Mythos", SkillTableModel.PERSONAL)
    assert not mythos.flags() & Qt.ItemFlag.ItemIsEditable
    assert "Mythos" in mythos.data(Qt.ItemDataRole.ToolTipRole)
    # Editing Medicine (base 1) through the table.
    assert edit(page, "Medicine", SkillTableModel.OCCUPATION, 60)
    assert edit(page, "Medicine", SkillTableModel.PERSONAL, 10)
    assert cell(page, "Medicine", SkillTableModel.VALUE).data() == 71
    assert cell(page, "Medicine", SkillTableModel.HALF_FIFTH).data() == "35 / 14"
    assert page.occupation_left.text() == "Occupation points left: 260 of 320 (EDU×4)"
    assert page.personal_left.text() == "Personal interest points left: 110 of 120 (INT×2)"
    assert wizard.model.sheet.skill("Medicine").occupation == 60


def test_filter_and_uncommon_toggle(wizard):
    page = open_page(wizard)
    visible = lambda: [page.proxy.index(r, 0).data(Qt.ItemDataRole.EditRole) for r in range(page.proxy.rowCount())]  # noqa: E731
    assert "Hypnosis" not in visible()
    page.show_uncommon.setChecked(True)
    assert "Hypnosis" in visible()
    page.filter_edit.setText("sci")
    assert all("sci" in label.casefold() for label in visible())
    assert "Science (Biology)" in visible()
    page.filter_edit.clear()
    page.occupation_only.setChecked(True)
    assert len(visible()) == len(OCCUPATION_SKILLS)


def test_spend_the_rest_uses_both_budgets_and_puts_credit_rating_in_range(wizard, qtbot):
    page = open_page(wizard)
    page.spend_button.click()
    d = wizard.model.derived
    assert d.occupation_budget.left == 0 and d.personal_budget.left == 0
    assert 30 <= d.credit_rating.value <= 80
    assert page.occupation_left.text() == "Occupation points left: 0 of 320 (EDU×4)"
    assert page.personal_left.text() == "Personal interest points left: 0 of 120 (INT×2)"
    assert page.credit_label.styleSheet() == ""
    assert not page.spend_button.isEnabled()
    assert wizard.model.report("skills").ok
    assert wizard.next_button.isEnabled()


def test_overspending_disables_next_and_says_why(wizard):
    page = open_page(wizard)
    assert edit(page, "Credit Rating", SkillTableModel.OCCUPATION, 40)
    assert edit(page, "Medicine", SkillTableModel.OCCUPATION, 99)
    assert edit(page, "First Aid", SkillTableModel.OCCUPATION, 99)
    assert edit(page, "Psychology", SkillTableModel.OCCUPATION, 99)
    assert page.occupation_left.text() == "Occupation points left: -17 of 320 (EDU×4)"
    assert error_colour().name() in page.occupation_left.styleSheet()
    assert not wizard.next_button.isEnabled()
    assert "occupation points" in wizard.problems.text()
    wizard.next()
    assert wizard.current_step == "skills"


def test_an_edit_keeps_the_current_cell(wizard):
    page = open_page(wizard)
    index = cell(page, "Listen", SkillTableModel.PERSONAL)
    page.table.setCurrentIndex(index)
    assert edit(page, "Listen", SkillTableModel.PERSONAL, 15)
    current = page.table.currentIndex()
    assert current.data(Qt.ItemDataRole.UserRole).label == "Listen"
    assert current.column() == SkillTableModel.PERSONAL


def test_adding_a_specialised_skill(wizard, qtbot):
    page = open_page(wizard)
    page.spec_skill.setCurrentIndex(page.spec_skill.findText("Science"))
    page.spec_name.setText("Astronomy")
    page.spec_points.setValue(20)
    page.spec_add.click()
    skill = wizard.model.sheet.skill("Science (Astronomy)")
    assert skill is not None and skill.personal == 20
    assert page.table.currentIndex().data(Qt.ItemDataRole.UserRole).label == "Science (Astronomy)"


def test_quick_start_valid_assignment(wizard, qtbot):
    page = open_page(wizard)
    page.quick_radio.click()
    assert wizard.model.answers.skills.method == "quick_start"
    assert page.stack.currentIndex() == 1
    assert {label.casefold() for label in page.quick_combos} == {s.casefold() for s in OCCUPATION_SKILLS}
    values = dict(zip(OCCUPATION_SKILLS, (70, 60, 60, 50, 50, 50, 40, 40, 40), strict=True))
    for label, value in values.items():
        combo = next(c for k, c in page.quick_combos.items() if k.casefold() == label.casefold())
        combo.setCurrentIndex(combo.findData(value))
    assert page.quick_left.text() == "Every value is given."
    items = {page.personal_list.item(r).text(): page.personal_list.item(r) for r in range(page.personal_list.count())}
    for label in ("Climb", "Dodge", "Stealth", "Drive Auto"):
        items[label].setCheckState(Qt.CheckState.Checked)
    assert page.personal_count.text() == "Chosen: 4 of 4"
    # A fifth cannot be ticked.
    assert not items["Swim"].flags() & Qt.ItemFlag.ItemIsEnabled
    assert wizard.model.report("skills").ok, wizard.model.report("skills").errors
    assert wizard.next_button.isEnabled()
    sheet = wizard.model.sheet
    assert sheet.creation.skill_method == "quick_start"
    d = wizard.model.derived
    assert d.skill("Medicine").creation_value == 60
    assert d.skill("Credit Rating").creation_value == 40
    assert d.skill("Climb").creation_value == 20 + 20
    assert d.skill("Dodge").creation_value == 35 + 20  # half DEX 70
    QApplication.processEvents()
