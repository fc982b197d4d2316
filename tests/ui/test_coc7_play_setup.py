"""A CoC sheet ready for play: Unarmed on every new sheet, the era's common weapons to pick
from, and no dice button for a characteristic that is not set yet."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, Qt

from sheetmaker.models.coc7_models import WeaponColumn
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.systems.coc7 import data as coc7_data
from sheetmaker.systems.coc7.model import CoC7Document, CoC7Sheet
from sheetmaker.systems.coc7.session import Answers, CreationSession, IdentityAnswers
from sheetmaker.ui.coc7_sheet import CoC7SheetView
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.recovery import RecoveryStore

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def controller(qapp):
    return RollController(rng=random.Random(7))


@pytest.fixture
def make_view(qtbot, controller):
    def build(doc: SheetDocument) -> CoC7SheetView:
        view = CoC7SheetView(doc, controller)
        qtbot.addWidget(view)
        view.resize(1024, 700)
        view.show()
        qtbot.waitExposed(view)
        return view

    return build


def is_unarmed(weapon) -> bool:
    return weapon.name == "Unarmed" and weapon.skill == "Fighting (Brawl)" and weapon.damage == "1D3+DB"


# --------------------------------------------------------------------------- Unarmed


def test_a_new_blank_coc_sheet_has_unarmed(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    recovery = RecoveryStore(tmp_path / "recovery")
    assert recovery.start()
    try:
        window = MainWindow(settings, recovery, controller=RollController(rng=random.Random(7)))
        qtbot.addWidget(window)
        sheet = window.new_sheet("coc7")
        weapons = sheet.doc.sheet.weapons
        assert len(weapons) == 1 and is_unarmed(weapons[0])
        assert not sheet.doc.modified  # a default, not an edit
    finally:
        recovery.close()


def test_a_wizard_made_investigator_has_unarmed_when_no_weapon_is_chosen():
    session = CreationSession(random.Random(4), answers=Answers(identity=IdentityAnswers(name="Ada Ward")))
    weapons = session.document().sheet.weapons
    assert len(weapons) == 1 and is_unarmed(weapons[0])


def test_a_wizard_made_investigator_keeps_the_weapons_chosen():
    identity = IdentityAnswers(name="Ada Ward", weapons=["unarmed", "medium_knife"])
    session = CreationSession(random.Random(4), answers=Answers(identity=identity))
    assert [w.name for w in session.document().sheet.weapons][0] == "Unarmed"
    assert len(session.document().sheet.weapons) == 2


# --------------------------------------------------------------------------- the weapons list


def test_the_common_weapons_of_the_era_are_offered_and_follow_the_era(make_view):
    doc = SheetDocument(CoC7Document(sheet=CoC7Sheet(era="1920s")))
    view = make_view(doc)
    keys = [view.weapon_pick.itemData(i) for i in range(view.weapon_pick.count())]
    expected = [w.key for w in coc7_data.load().weapons_for("1920s")]
    assert [k for k in keys if k] == expected
    doc.set_value("sheet.era", "modern")
    keys = [k for k in (view.weapon_pick.itemData(i) for i in range(view.weapon_pick.count())) if k]
    assert keys == [w.key for w in coc7_data.load().weapons_for("modern")]
    assert view.weapon_pick.accessibleName() == "Common weapons of the era"


def test_picking_a_weapon_adds_it_with_the_datas_numbers_in_one_undo_step(make_view, qtbot):
    doc = SheetDocument.open(str(resource("samples", "harvey-walters.sheet.json")))
    view = make_view(doc)
    before = list(doc.sheet.weapons)
    steps = doc.undo_stack.count()
    wanted = next(w for w in coc7_data.load().weapons_for(doc.sheet.era) if w.ammo is not None)
    view.weapon_pick.setCurrentIndex(view.weapon_pick.findData(wanted.key))
    view.add_listed_weapon_button.setFocus()
    qtbot.keyClick(view.add_listed_weapon_button, Qt.Key.Key_Space)  # the keyboard works
    assert doc.sheet.weapons[-1] == wanted.to_weapon()
    assert doc.sheet.weapons[-1].ammo == wanted.ammo
    row = len(doc.sheet.weapons) - 1
    assert view.weapons_model.index(row, WeaponColumn.DAMAGE).data() == wanted.damage
    assert view.weapons_table.currentIndex().row() == row
    assert doc.undo_stack.count() == steps + 1
    doc.undo_stack.undo()
    assert list(doc.sheet.weapons) == before


# --------------------------------------------------------------------------- unset characteristics


def test_a_characteristic_not_set_cannot_be_rolled_until_it_is(make_view, qtbot):
    doc = SheetDocument(CoC7Document(sheet=CoC7Sheet()))
    view = make_view(doc)
    button = view.characteristic_rolls["CON"]
    assert doc.sheet.characteristics.CON == 0
    assert not button.isEnabled()
    assert "not set yet" in button.toolTip()
    assert not view.idea_roll.isEnabled() and not view.know_roll.isEnabled()
    doc.set_value("sheet.characteristics.CON", 50)
    assert button.isEnabled()
    assert button.toolTip().startswith("Roll ")
    assert not view.characteristic_rolls["STR"].isEnabled()  # still 0
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert view._controller.log.rowCount() == 1
    doc.undo_stack.undo()  # CON back to 0
    assert not button.isEnabled()
