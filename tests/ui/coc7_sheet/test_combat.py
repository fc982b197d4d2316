"""The CoC sheet's weapons: adding, editing, removing, attack and damage buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from sheetmaker.models.coc7_models import WeaponColumn

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints; the warning says
# nothing about our code (it also comes from a bare QDialog with a label).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


# --------------------------------------------------------------------------- weapons


def test_weapon_add_edit_remove(harvey, make_view, qtbot):
    view = make_view(harvey, show=True)
    model = view.weapons_model
    qtbot.mouseClick(view.add_weapon_button, Qt.MouseButton.LeftButton)
    assert model.rowCount() == 3
    editor = view.weapons_table.findChild(QLineEdit)  # the name is being edited
    assert editor is not None
    editor.selectAll()
    qtbot.keyClicks(editor, "Revolver")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: harvey.sheet.weapons[2].name == "Revolver")
    assert model.setData(model.index(2, WeaponColumn.SKILL), "Firearms (Handgun)")
    assert model.index(2, WeaponColumn.REGULAR).data() == 20
    assert model.setData(model.index(2, WeaponColumn.DAMAGE), "1D10")
    assert not model.setData(model.index(2, WeaponColumn.DAMAGE), "1D10+")
    assert view.weapons_error.isVisibleTo(view)
    assert "dice expression" in view.weapons_error.text()
    view.weapons_table.setCurrentIndex(model.index(0, WeaponColumn.NAME))
    qtbot.mouseClick(view.remove_weapon_button, Qt.MouseButton.LeftButton)
    assert [w.name for w in harvey.sheet.weapons] == ["Walking stick", "Revolver"]
    harvey.undo_stack.undo()
    assert [w.name for w in harvey.sheet.weapons] == ["Unarmed", "Walking stick", "Revolver"]


def test_weapon_attack_and_damage_buttons(harvey, make_view, qtbot, controller):
    view = make_view(harvey, show=True)
    table = view.weapons_table
    model = view.weapons_model
    for column in (WeaponColumn.ATTACK, WeaponColumn.DAMAGE_ROLL):
        rect = table.visualRect(model.index(1, column))
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    cards = controller.log.cards
    assert [c.kind for c in cards] == ["skill", "damage"]
    assert cards[0].title.startswith("Fighting (Brawl) 25")
    assert "Walking stick" in cards[1].title or "1D6" in " ".join(cards[1].notes)
