"""RollDialog: chances, SAN loss validation, opposed and ToC options, keyboard."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from sheetmaker.core import d100
from sheetmaker.models.rolls import RollOptions
from sheetmaker.ui.roll_dialog import RollDialog, toc_chance

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints; the warning says
# nothing about our code (it also comes from a bare QDialog with a label).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def make(qtbot):
    def build(**kwargs) -> RollDialog:
        dialog = RollDialog(None, **kwargs)
        qtbot.addWidget(dialog)
        return dialog

    return build


def test_skill_dialog_computes_the_chance(make):
    dialog = make(title="Spot Hidden", value=45)
    assert dialog.windowTitle() == "Roll Spot Hidden"
    assert dialog.chance.text() == "45% (roll 45 or less)"
    dialog.difficulty.setCurrentIndex(dialog.difficulty.findData("hard"))
    assert dialog.chance.text().startswith("22% (roll 22 or less")
    dialog.bonus.setValue(1)
    expected = d100.success_probability(45, "hard", 1)
    assert dialog.chance.text().startswith(f"{float(expected) * 100:.0f}%")
    assert "1 bonus" in dialog.chance.text()
    levels = d100.level_probabilities(45, "hard", 1)
    assert f"Critical {float(levels[d100.Level.CRITICAL]) * 100:.0f}%" in dialog.levels.text()
    dialog.penalty.setValue(2)  # one bonus and two penalties: one penalty die
    assert "1 penalty" in dialog.chance.text()
    assert dialog.options() == RollOptions(difficulty="hard", bonus=1, penalty=2)


def test_dice_are_limited_to_two(make):
    dialog = make(title="Charm", value=55)
    assert dialog.bonus.maximum() == 2 and dialog.penalty.maximum() == 2
    assert dialog.bonus.minimum() == 0


def test_san_dialog_validates_the_loss_live(make):
    dialog = make(mode="san", title="Sanity", value=60)
    assert not dialog.is_valid()  # empty
    dialog.san_loss.setText("1/1D")
    assert not dialog.is_valid()
    assert "bad dice expression" in dialog.san_error_text()
    dialog.san_loss.setText("0/1D6")
    assert dialog.is_valid() and dialog.san_error_text() == ""
    assert dialog.chance.text().startswith("60%")
    assert dialog.options() == RollOptions(san_loss="0/1D6")
    assert dialog.difficulty.isHidden()  # SAN rolls are always Regular


def test_invalid_san_dialog_cannot_be_accepted(make, qtbot):
    dialog = make(mode="san", title="Sanity", value=60, options=RollOptions(san_loss="oops"))
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.san_loss, Qt.Key.Key_Return)
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.isVisible()
    dialog.san_loss.setText("1/1D4+1")
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.san_loss, Qt.Key.Key_Return)


def test_escape_cancels(make, qtbot):
    dialog = make(title="Spot Hidden", value=45)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.ok_button.isDefault()
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)


def test_opposed_dialog(make):
    dialog = make(
        mode="opposed", title="Psychology", value=80, options=RollOptions(opponent_value=60)
    )
    assert dialog.opponent.value() == 60
    dialog.opponent.setValue(70)
    assert dialog.options().opponent_value == 70
    assert "Regular success" in dialog.chance.text()


def test_damage_dialog(make):
    dialog = make(mode="damage", title="Walking stick damage")
    dialog.extreme.setChecked(True)
    assert dialog.options() == RollOptions(extreme=True)


def test_toc_dialog_spend_and_chance(make):
    dialog = make(mode="toc", title="Athletics", pool=5, rating=8, ability="Athletics")
    assert dialog.toc_difficulty.value() == 4
    assert (dialog.toc_difficulty.minimum(), dialog.toc_difficulty.maximum()) == (2, 8)
    assert dialog.spend.maximum() == 5
    assert "5 points left" in dialog.pool_label.text()
    assert dialog.chance.text().startswith("50%")  # 1D6 >= 4
    dialog.spend.setValue(2)
    dialog.toc_difficulty.setValue(6)
    assert dialog.chance.text().startswith("50%")  # 1D6 + 2 >= 6
    assert dialog.options() == RollOptions(toc_difficulty=6, spend=2)


def test_toc_zero_rating_fails_automatically(make):
    dialog = make(mode="toc", title="Driving", pool=0, rating=0, ability="Driving")
    assert "fails automatically" in dialog.chance.text()
    scuffling = make(mode="toc", title="Scuffling", pool=0, rating=0, ability="Scuffling")
    assert scuffling.chance.text().startswith("50%")


def test_toc_chance():
    assert toc_chance(4, 0) == Fraction(1, 2)
    assert toc_chance(8, 0) == 0
    assert toc_chance(2, 1) == 1


def test_unknown_mode(qapp):
    with pytest.raises(ValueError):
        RollDialog(None, mode="poker")


def test_toc_dialog_chance_counts_the_condition(make):
    # Seed 001: hurt +1 and shaken +1 to the Difficulty Numbers of all tests; hurt and shaken
    # at difficulty 4 need a 6: 1 face in 6.
    dialog = make(mode="toc", title="Athletics", pool=5, rating=8, ability="Athletics", condition=2)
    assert dialog.chance.text().startswith("17% (1D6 + 0 ≥ 6)")
    assert "Difficulty 4 + 2 for the character's condition" in dialog.chance.text()
    dialog.spend.setValue(2)
    assert dialog.chance.text().startswith("50% (1D6 + 2 ≥ 6)")  # 4, 5 or 6
