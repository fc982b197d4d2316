"""The identity page of the Trail of Cthulhu creation wizard."""

from __future__ import annotations

import random

import pytest

from sheetmaker.systems.toc.generate import weapon_from_table
from sheetmaker.systems.toc.model import Weapon
from sheetmaker.ui.wizards.toc.pages.identity import IdentityPage
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def wizard(qtbot):
    w = ToCCreationWizard(rng=random.Random(1))
    qtbot.addWidget(w)
    w.model.set("occupation", {"name": "Alienist", "picks": {"interpersonal": ["Reassurance", "Bureaucracy"]}})
    return w


def open_page(wizard) -> IdentityPage:
    wizard.go_to_step("identity")
    page = wizard.current_page
    assert isinstance(page, IdentityPage)
    return page


def type_into(edit, text: str) -> None:
    edit.setText(text)
    edit.editingFinished.emit()


def write(field, text: str) -> None:
    field.setPlainText(text)
    field.document().setModified(True)
    field.editingFinished.emit()


def test_fields_reach_the_sheet_and_the_summary(wizard):
    page = open_page(wizard)
    assert wizard.summary.name_label.text() == "New investigator"
    assert not wizard.next_button.isEnabled()
    assert "The investigator has no name." in wizard.problems.text()
    type_into(page.fields["name"], "Dr. Ada Whitcombe")
    type_into(page.fields["player"], "Sam")
    page.age.setValue(41)
    page.age.editingFinished.emit()
    write(page.texts["appearance"], "Tall, grey-eyed, always in tweed.")
    write(page.texts["background"], "Trained in Vienna.")
    write(page.texts["occupational_benefits"], "A private practice in Arkham.")
    write(page.texts["equipment"], "A doctor's bag")
    sheet = wizard.model.sheet
    assert (sheet.age, sheet.appearance, sheet.background, sheet.occupational_benefits, sheet.equipment) == (
        41, "Tall, grey-eyed, always in tweed.", "Trained in Vienna.", "A private practice in Arkham.",
        "A doctor's bag",
    )
    assert wizard.model.answers.identity.player == "Sam"
    assert wizard.summary.name_label.text() == "Dr. Ada Whitcombe"
    assert wizard.model.session.document().name == "Dr. Ada Whitcombe"
    assert wizard.next_button.isEnabled()


def test_a_table_weapon_and_a_custom_weapon_reach_the_sheet(wizard):
    page = open_page(wizard)
    combo = page.weapons_box.weapon_combo
    keys = [combo.itemData(i) for i in range(combo.count())]
    data = wizard.model.session.data
    assert keys[: len(data.weapons.hand_weapons)] == [w.name for w in data.weapons.hand_weapons]
    gun = data.weapons.firearms[0].name
    combo.setCurrentIndex(keys.index(gun))
    page.weapons_box.weapon_add.click()
    assert wizard.model.answers.identity.weapons == [gun]
    assert wizard.model.sheet.weapons == [weapon_from_table(data.weapon(gun))]
    assert "by range" in page.weapons_box.weapon_list.item(0).text()

    page.custom_add.click()  # no name: refused with the reason
    assert page.weapons_box.custom_error.text() == "Give the weapon a name."
    page.custom_name.setText("Grandfather's cane")
    page.custom_ability.setCurrentIndex(page.custom_ability.findData("Scuffling"))
    page.custom_modifier.setValue(-1)
    page.custom_add.click()
    assert page.weapons_box.custom_error.isHidden()
    assert wizard.model.sheet.weapons[1] == Weapon(name="Grandfather's cane", ability="Scuffling", damage_modifier=-1)
    assert page.weapons_box.weapon_list.item(1).text() == "Grandfather's cane — Scuffling, damage 1D6-1"

    page.weapons_box.weapon_list.setCurrentRow(0)
    page.weapons_box.weapon_remove.click()
    assert [w.name for w in wizard.model.sheet.weapons] == ["Grandfather's cane"]


def test_finish_puts_the_portrait_on_the_document(wizard, tmp_path, monkeypatch):
    from PySide6.QtGui import QColor, QImage
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    page = open_page(wizard)
    image = QImage(40, 50, QImage.Format.Format_RGB32)
    image.fill(QColor("teal"))
    path = tmp_path / "face.png"
    assert image.save(str(path))
    assert page.portrait_widget.load_file(str(path))
    type_into(page.fields["name"], "Ada Whitcombe")
    wizard.go_to_step("review")
    wizard.finish()
    assert wizard.document.portrait is not None
    assert wizard.document.portrait.data == page.portrait[1]
