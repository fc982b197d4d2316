"""Issue 23, item 3: the wizards' checks follow the typing. The name counted only once its
field lost focus ("Needed: no name" and a disabled Next while the name was being typed)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard
from tests.ui.wizards.coc7_doctor import doctor_wizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def _type_name(qtbot, wizard) -> None:
    wizard.go_to_step("identity")
    wizard.show()
    qtbot.waitExposed(wizard)
    edit = wizard.current_page.fields["name"]
    wizard.activateWindow()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    assert not wizard.next_button.isEnabled()
    assert "no name" in wizard.problems.text()
    qtbot.keyClicks(edit, "Ada Whitcombe ")
    # Still typing: the focus never left the field.
    assert edit.hasFocus()
    assert edit.text() == "Ada Whitcombe "  # the trailing space being typed is kept
    assert wizard.model.answers.identity.name == "Ada Whitcombe"
    assert "no name" not in wizard.problems.text()
    assert wizard.next_button.isEnabled()
    assert wizard.summary.name_label.text() == "Ada Whitcombe"
    # Deleting the name back to nothing brings the check back, still without leaving.
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    assert edit.hasFocus()
    assert not wizard.next_button.isEnabled()
    assert "no name" in wizard.problems.text()


def test_toc_name_counts_while_typed(qtbot):
    wizard = ToCCreationWizard(rng=random.Random(1))
    qtbot.addWidget(wizard)
    wizard.model.set("occupation", {"name": "Alienist", "picks": {"interpersonal": ["Reassurance", "Bureaucracy"]}})
    _type_name(qtbot, wizard)


def test_coc7_name_counts_while_typed(qtbot):
    wizard = doctor_wizard(qtbot)
    wizard.model.spend_rest() if wizard.model.set("skills", {"method": "full"}) else None
    _type_name(qtbot, wizard)


def test_toc_pillar_counts_while_typed(qtbot):
    from tests.ui.wizards.test_toc_mind import alienist, choose_drive, open_page

    wizard = alienist(qtbot)
    page = open_page(wizard)
    choose_drive(page, "Duty")
    wizard.show()
    qtbot.waitExposed(wizard)
    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)
    combo = page.pillar_combos[0]
    assert combo.isVisible() and combo.isEnabled(), (combo.isVisible(), combo.isEnabled())
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    assert not wizard.next_button.isEnabled()
    qtbot.keyClicks(combo, "My sister's laugh ")
    assert combo.hasFocus()
    assert wizard.model.answers.mind.pillars[0].startswith("My sister's laugh")
    assert page.pillar_combos[0].currentText() == "My sister's laugh "
    assert wizard.next_button.isEnabled()
