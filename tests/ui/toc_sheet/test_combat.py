"""The ToC sheet's weapons: damage buttons and rolls, weapons from the tables."""

from __future__ import annotations

import pytest

from sheetmaker.models.toc_models import WeaponColumn
from tests.ui.toc_sheet.helpers import SEED, _expected_die

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints (not our code).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def test_damage_button_of_a_weapon_row(view, doc):
    table = view.weapons_table
    delegate = table.roll_delegates[WeaponColumn.ROLL]
    view.range_combo.setCurrentIndex(view.range_combo.findData("point_blank"))
    delegate.rollRequested.emit(view.weapons_model.index(0, WeaponColumn.ROLL), False)
    card = view.last_card
    assert card is not None and card.kind == "toc_damage"
    assert card.context["damage"] == _expected_die(SEED) + 3  # the revolver at point blank
    assert card.follow_up("apply") is not None


def test_damage_roll_through_the_controller(view, doc):
    card = view.roll_damage(1)  # the knife: 1D6 − 1
    assert card is not None and card.kind == "toc_damage"
    die = _expected_die(SEED)
    assert card.context["damage"] == max(0, die - 1)
    card = view.roll_damage(0, "long")  # the revolver cannot reach long range
    assert card is None and "Damage roll refused" in view.message.text()


def test_weapon_added_from_the_tables(view, doc):
    view.weapon_kind.setCurrentIndex(view.weapon_kind.findData("Sword"))
    view.add_weapon_button.click()
    assert doc.sheet.weapons[-1].name == "Sword"
    assert doc.sheet.weapons[-1].damage_modifier == 1
