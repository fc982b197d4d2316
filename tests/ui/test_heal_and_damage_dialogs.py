"""The Heal and Take damage dialogs: the healing offered follows the rules (seed 004), and the
two-line help under the choices is shown whole (issue 23, item 4: it was cut at top and bottom)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QLabel

from sheetmaker.ui.dialogs.damage import DamageDialog
from sheetmaker.ui.dialogs.heal import HealDialog

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints (not our code).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def _offered(dialog: HealDialog) -> list[str]:
    return [dialog.method.itemData(row) for row in range(dialog.method.count())]


def test_a_major_wound_is_offered_the_weekly_roll_not_a_hp_a_day(qtbot):
    # Seed 004: "Characters with a major wound make a healing roll (using CON) at the end of
    # each week"; 1 hit point a day is the healing of characters without one.
    wounded = HealDialog("coc7", "HP 3 of 15; major wound", major_wound=True)
    qtbot.addWidget(wounded)
    assert _offered(wounded) == ["first_aid", "medicine", "weekly", "points"]
    assert not wounded.select("natural")
    assert all("1 HP a day" not in wounded.method.itemText(row) for row in range(wounded.method.count()))
    unhurt = HealDialog("coc7", "HP 10 of 15", major_wound=False)
    qtbot.addWidget(unhurt)
    assert _offered(unhurt) == ["first_aid", "medicine", "natural", "points"]
    assert unhurt.method.itemText(2) == "Natural healing: 1 HP a day"


def _check_hint_fits(dialog: QDialog, hint: QLabel) -> None:
    QApplication.processEvents()
    if not hint.isVisible():
        return
    needed = hint.heightForWidth(hint.width())
    assert hint.height() >= needed, (hint.text(), hint.height(), needed)
    assert hint.height() >= hint.sizeHint().height() or needed <= hint.height()
    # Inside the dialog, not cut by its edge.
    bottom = hint.mapTo(dialog, hint.rect().bottomLeft()).y()
    assert bottom <= dialog.height()


@pytest.mark.parametrize("system", ["coc7", "toc"])
def test_heal_hints_are_shown_whole(qtbot, system):
    dialog = HealDialog(system, "HP 1 of 15")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # As narrow as the dialog goes (a longer translation wraps the same way).
    dialog.resize(dialog.minimumSizeHint().width(), dialog.height())
    for row in range(dialog.method.count()):
        dialog.method.setCurrentIndex(row)
        _check_hint_fits(dialog, dialog.hint)


@pytest.mark.parametrize("system", ["coc7", "toc"])
def test_damage_hints_are_shown_whole(qtbot, system):
    dialog = DamageDialog(system, "HP 15 of 15", 2)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # As narrow as the dialog goes (a longer translation wraps the same way).
    dialog.resize(dialog.minimumSizeHint().width(), dialog.height())
    for row in (1, 0, 2, 1):
        dialog.source.setCurrentIndex(row)
        _check_hint_fits(dialog, dialog.hint)
