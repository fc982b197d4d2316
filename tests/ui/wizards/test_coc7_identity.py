"""The identity page of the Call of Cthulhu creation wizard."""

from __future__ import annotations

import pytest

from sheetmaker.systems.coc7.model import Weapon
from sheetmaker.ui.wizards.coc7.pages.identity import IdentityPage
from tests.ui.wizards.coc7_doctor import doctor_wizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def wizard(qtbot):
    w = doctor_wizard(qtbot)
    w.model.spend_rest() if w.model.set("skills", {"method": "full"}) else None
    return w


def open_page(wizard) -> IdentityPage:
    wizard.go_to_step("identity")
    page = wizard.current_page
    assert isinstance(page, IdentityPage)
    return page


def type_into(edit, text: str) -> None:
    edit.setText(text)
    edit.editingFinished.emit()


def test_fields_land_in_the_answers_and_the_summary(wizard):
    page = open_page(wizard)
    assert wizard.model.answers.identity is not None
    assert wizard.summary.name_label.text() == "New investigator"
    type_into(page.fields["name"], "Ada Whitcombe")
    type_into(page.fields["player"], "Sam")
    type_into(page.fields["pronouns"], "she/her")
    type_into(page.fields["birthplace"], "Arkham")
    type_into(page.fields["residence"], "Boston")
    ident = wizard.model.answers.identity
    assert (ident.name, ident.player, ident.pronouns, ident.birthplace, ident.residence) == (
        "Ada Whitcombe", "Sam", "she/her", "Arkham", "Boston"
    )
    assert wizard.summary.name_label.text() == "Ada Whitcombe"
    assert wizard.model.sheet.residence == "Boston"
    field = page.backstory["ideology"]
    assert field.placeholderText() == "What does your investigator believe in, or reject?"
    field.setPlainText("Science explains everything.")
    field.document().setModified(True)
    field.editingFinished.emit()
    assert wizard.model.sheet.backstory.ideology == "Science explains everything."
    assert wizard.model.report("identity").ok


def test_money_from_credit_rating_and_overrides(wizard):
    page = open_page(wizard)
    cr = wizard.model.derived.credit_rating
    assert f"Credit Rating {cr.value}" in page.money_label.text()
    assert cr.cash in page.money_label.text()
    assert page.cash.placeholderText() == cr.cash
    type_into(page.cash, "$120")
    assert wizard.model.sheet.cash == "$120"


def test_weapon_from_the_list_and_a_custom_weapon(wizard):
    page = open_page(wizard)
    keys = [page.weapon_combo.itemData(i) for i in range(page.weapon_combo.count())]
    key = next(k for k in keys if "revolver" in k)
    page.weapon_combo.setCurrentIndex(keys.index(key))
    page.weapon_add.click()
    expected = wizard.model.session.data.weapon(key).to_weapon()
    assert wizard.model.sheet.weapons == [expected]
    assert wizard.model.answers.identity.weapons == [key]
    assert page.weapon_list.count() == 1

    page.custom_name.setText("Grandfather's sabre")
    page.custom_skill.setCurrentText("Fighting (Brawl)")
    page.custom_damage.setText("1D8+X")
    page.custom_add.click()
    assert not page.custom_error.isHidden()
    assert "1D6" in page.custom_error.text()
    assert len(wizard.model.sheet.weapons) == 1

    page.custom_damage.setText("1d8+db")
    page.custom_add.click()
    assert page.custom_error.isHidden()
    assert wizard.model.sheet.weapons[1] == Weapon(
        name="Grandfather's sabre", skill="Fighting (Brawl)", damage="1D8+DB"
    )
    assert page.weapon_list.count() == 2

    page.weapon_list.setCurrentRow(0)
    page.weapon_remove.click()
    assert [w.name for w in wizard.model.sheet.weapons] == ["Grandfather's sabre"]


def test_portrait_is_kept_on_the_page(wizard, tmp_path):
    from PySide6.QtGui import QColor, QImage

    page = open_page(wizard)
    image = QImage(40, 50, QImage.Format.Format_RGB32)
    image.fill(QColor("teal"))
    path = tmp_path / "face.png"
    assert image.save(str(path))
    assert page.portrait_widget.load_file(str(path))
    assert page.portrait is not None and page.portrait[0] == "image/jpeg"
    page.portrait_widget.removeRequested.emit()
    assert page.portrait is None


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
    assert wizard.document is not None
    assert wizard.document.portrait is not None
    assert wizard.document.portrait.data == page.portrait[1]
