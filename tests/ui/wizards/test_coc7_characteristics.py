"""The characteristics page of the Call of Cthulhu creation wizard."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDropEvent

from sheetmaker.systems.coc7.session import CharacteristicsAnswers
from sheetmaker.ui.theme import error_colour
from sheetmaker.ui.wizards.coc7.pages.characteristics import CharacteristicsPage
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

ALLOCATED = dict(STR=50, CON=60, SIZ=50, DEX=60, APP=40, INT=70, POW=50, EDU=80)


@pytest.fixture
def wizard(qtbot):
    w = CoC7CreationWizard(rng=random.Random(7))
    qtbot.addWidget(w)
    return w


def open_page(wizard) -> CharacteristicsPage:
    wizard.go_to_step("characteristics")
    page = wizard.current_page
    assert isinstance(page, CharacteristicsPage)
    return page


def chars(wizard) -> dict[str, int]:
    return wizard.model.sheet.characteristics.as_dict()


def drop(page: CharacteristicsPage, source: str, target: str) -> None:
    """Drop the chip of ``source`` on the chip of ``target``, as a drag would."""
    chip = page.chips[target]
    mime = page.chips[source].mime_data()
    event = QDropEvent(
        QPointF(chip.rect().center()), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    chip.dropEvent(event)
    assert event.isAccepted()


def test_allocation_is_prefilled_from_the_data_and_shown_with_half_and_fifth(wizard):
    page = open_page(wizard)
    assert page.method_buttons["allocation"].isChecked()
    assert chars(wizard) == dict(EDU=80, INT=70, POW=60, DEX=60, CON=50, STR=50, SIZ=50, APP=40)
    assert page.chips["EDU"].text() == "80"
    assert page.allocation_values["EDU"].text() == "80 (40/16)"
    assert page.allocation_combos["APP"].currentText() == "40"
    assert wizard.summary.values["INT"].text() == "70 (35/14)"
    assert wizard.next_button.isEnabled()
    assert page.allocation_status.text() == "Every value is given."


def test_dropping_a_chip_on_another_characteristic_swaps_the_two(wizard):
    page = open_page(wizard)
    drop(page, "APP", "STR")  # APP 40 onto STR 50
    assert chars(wizard)["STR"] == 40
    assert chars(wizard)["APP"] == 50
    assert page.chips["STR"].text() == "40"
    assert page.allocation_values["APP"].text() == "50 (25/10)"
    assert wizard.summary.values["STR"].text() == "40 (20/8)"
    assert wizard.next_button.isEnabled()


def test_a_chip_dropped_on_itself_or_foreign_data_is_refused(wizard):
    from PySide6.QtCore import QMimeData

    page = open_page(wizard)
    before = chars(wizard)
    mime = QMimeData()
    mime.setText("80")
    event = QDropEvent(QPointF(1, 1), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    page.chips["STR"].dropEvent(event)
    assert not event.isAccepted()
    own = page.chips["STR"].mime_data()  # kept alive: the event does not own it
    event = QDropEvent(QPointF(1, 1), Qt.DropAction.MoveAction, own, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    page.chips["STR"].dropEvent(event)
    assert not event.isAccepted()
    assert chars(wizard) == before


def test_picking_a_value_twice_disables_next_with_the_reason(wizard, qtbot):
    page = open_page(wizard)
    combo = page.allocation_combos["APP"]
    combo.setFocus()
    combo.setCurrentIndex(combo.findData(80))
    combo.activated.emit(combo.currentIndex())
    assert chars(wizard)["APP"] == 80
    assert chars(wizard)["EDU"] == 80
    codes = [p.code for p in wizard.model.report("characteristics").errors]
    assert "characteristics.allocation" in codes
    assert not wizard.next_button.isEnabled()
    assert "40" in page.allocation_status.text() and "80" in page.allocation_status.text()
    assert "allocation method uses 40, 50, 50, 50, 60, 60, 70, 80" in wizard.problems.text()
    wizard.next()
    assert wizard.current_step == "characteristics"
    # Setting it back fixes it.
    combo.setCurrentIndex(combo.findData(40))
    combo.activated.emit(combo.currentIndex())
    assert wizard.next_button.isEnabled()


def test_clear_empties_and_suggest_fills_again(wizard, qtbot):
    page = open_page(wizard)
    qtbot.mouseClick(page.clear_button, Qt.MouseButton.LeftButton)
    assert wizard.model.answers.characteristics == CharacteristicsAnswers(method="allocation", values={})
    assert page.chips["STR"].text() == "—"
    assert not wizard.next_button.isEnabled()
    # Coming back to a cleared page does not refill it behind the player's back.
    wizard.back()
    wizard.next()
    assert wizard.model.answers.characteristics.values == {}
    qtbot.mouseClick(page.suggest_button, Qt.MouseButton.LeftButton)
    assert chars(wizard)["EDU"] == 80
    assert wizard.next_button.isEnabled()


def test_only_the_methods_the_keeper_allows_are_offered(wizard):
    wizard.model.update("setup", methods=["rolled", "point_buy"])
    page = open_page(wizard)
    assert page.method_buttons["allocation"].isHidden()
    assert page.method_buttons["free"].isHidden()
    assert not page.method_buttons["rolled"].isHidden()
    assert page.method_buttons["rolled"].isChecked()  # the first allowed one
    assert wizard.model.answers.characteristics.method == "rolled"


def test_rolled_shows_every_die_and_rerolls_only_when_allowed(wizard, qtbot):
    wizard.model.update("setup", methods=["rolled"])
    page = open_page(wizard)
    assert not wizard.next_button.isEnabled()  # nothing rolled yet
    assert all(button.isEnabled() for button in page.roll_buttons.values())
    qtbot.mouseClick(page.roll_all_button, Qt.MouseButton.LeftButton)
    rolls = wizard.model.session.rolls
    for name in ("STR", "CON", "DEX", "APP", "POW"):
        assert len(rolls[name].dice) == 3
        assert page.dice_labels[name].text() == " ".join(f"[{d.value}]" for d in rolls[name].dice)
        assert rolls[name].total == 5 * sum(d.value for d in rolls[name].dice)
    for name in ("SIZ", "INT", "EDU"):
        assert len(rolls[name].dice) == 2
        assert rolls[name].total == 5 * (sum(d.value for d in rolls[name].dice) + 6)
    assert chars(wizard) == {name: r.total for name, r in rolls.items()}
    assert page.rolled_values["STR"].text() == str(wizard.model.derived.characteristics["STR"])
    assert not any(button.isEnabled() for button in page.roll_buttons.values())
    assert not page.roll_all_button.isEnabled()
    assert wizard.next_button.isEnabled()


def test_one_characteristic_rolled_at_a_time_and_again_when_allowed(wizard, qtbot):
    wizard.model.update("setup", methods=["rolled"], rerolls=True)
    page = open_page(wizard)
    page.roll_buttons["POW"].click()
    assert set(wizard.model.answers.characteristics.values) == {"POW"}
    assert page.roll_buttons["POW"].isEnabled()
    assert page.roll_buttons["POW"].text() == "Roll again"
    assert page.dice_labels["STR"].text() == ""


def test_point_buy_counts_the_budget_and_refuses_461(wizard, qtbot):
    page = open_page(wizard)
    page.method_buttons["point_buy"].click()
    assert sum(chars(wizard).values()) == 460
    assert page.remaining_label.text() == "Remaining: 0 of 460"
    assert wizard.next_button.isEnabled()
    spin = page.point_spins["STR"]
    assert (spin.minimum(), spin.maximum()) == (15, 90)
    spin.setValue(spin.value() + 1)
    assert sum(chars(wizard).values()) == 461
    assert page.remaining_label.text() == "Remaining: -1 of 460"
    assert error_colour().name() in page.remaining_label.styleSheet()
    assert not wizard.next_button.isEnabled()
    assert "add up to 461; point buy spends exactly 460" in wizard.problems.text()
    spin.setValue(spin.value() - 6)
    assert page.remaining_label.text() == "Remaining: 5 of 460"
    assert page.remaining_label.styleSheet() == ""
    assert not wizard.next_button.isEnabled()


def test_switching_method_keeps_each_methods_values(wizard):
    page = open_page(wizard)
    drop(page, "APP", "EDU")
    allocated = chars(wizard)
    page.method_buttons["point_buy"].click()
    page.point_spins["STR"].setValue(90)
    page.point_spins["CON"].setValue(20)
    bought = chars(wizard)
    assert bought["STR"] == 90
    page.method_buttons["allocation"].click()
    assert chars(wizard) == allocated
    assert page.chips["EDU"].text() == "40"
    page.method_buttons["point_buy"].click()
    assert chars(wizard) == bought
    assert page.point_spins["CON"].value() == 20


def test_free_entry_says_age_is_not_applied(wizard):
    wizard.model.set("characteristics", CharacteristicsAnswers(method="allocation", values=ALLOCATED))
    page = open_page(wizard)
    page.method_buttons["free"].click()
    assert chars(wizard) == ALLOCATED  # starts from what was there
    page.free_spins["STR"].setValue(85)
    assert chars(wizard)["STR"] == 85
    assert page.free_values["STR"].text() == "85 (42/17)"
    assert page.free_spins["STR"].maximum() == 999
    assert wizard.model.sheet.creation.method == "free"
    hint = page.findChild(type(page.heading), "freeHint")
    assert "age effects are not applied" in hint.text()
    assert wizard.next_button.isEnabled()


def test_keyboard_reaches_the_method_and_the_values(wizard, qtbot):
    page = open_page(wizard)
    assert page.focus_field("sheet.characteristics.DEX")
    assert page.allocation_combos["DEX"].hasFocus() or not wizard.isVisible()
    buddies = [label.buddy() for label in page.findChildren(type(page.heading)) if label.buddy() is not None]
    assert page.allocation_combos["STR"] in buddies
