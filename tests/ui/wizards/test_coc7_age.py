"""The age page of the Call of Cthulhu creation wizard, checked against hand-worked numbers."""

from __future__ import annotations

import random

import pytest

from sheetmaker.systems.coc7.session import AgeAnswers, CharacteristicsAnswers, EduDice
from sheetmaker.ui.theme import error_colour
from sheetmaker.ui.wizards.coc7.pages.age import AgePage
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

ALLOCATED = dict(STR=50, CON=60, SIZ=50, DEX=60, APP=40, INT=70, POW=50, EDU=80)


@pytest.fixture
def wizard(qtbot):
    w = CoC7CreationWizard(rng=random.Random(3))
    qtbot.addWidget(w)
    w.model.set("characteristics", CharacteristicsAnswers(method="allocation", values=ALLOCATED))
    return w


def open_page(wizard) -> AgePage:
    wizard.go_to_step("age")
    page = wizard.current_page
    assert isinstance(page, AgePage)
    return page


def chars(wizard) -> dict[str, int]:
    return wizard.model.sheet.characteristics.as_dict()


def summary(wizard, key: str) -> str:
    s = wizard.summary
    return (s.values.get(key) or s.derived[key]).text()


def test_entering_answers_age_25_by_default(wizard):
    page = open_page(wizard)
    assert wizard.model.answers.age.age == 25
    assert page.age_spin.value() == 25
    assert page.effects_label.text() == "Ages 20–39: 1 EDU improvement check."
    assert page.deduction_box.isHidden()
    assert wizard.next_button.isEnabled()


def test_age_17(wizard):
    wizard.model.set("age", AgeAnswers(age=17, deductions={"STR": 5}, luck_rolls=[45, 60]))
    page = open_page(wizard)
    assert page.effects_label.text() == (
        "Ages 15–19: take 5 points from STR or SIZ; EDU −5; Luck rolled twice, the higher kept."
    )
    # STR 50 − 5 = 45; EDU 80 − 5 = 75; no EDU check; Luck the higher of 45 and 60.
    assert chars(wizard) == dict(ALLOCATED, STR=45, EDU=75)
    assert wizard.model.sheet.luck == 60
    assert page.luck_label.text() == "Luck (3D6×5, rolled twice, the higher kept): 45 and 60 → Luck 60"
    assert page.edu_box.isHidden()
    assert not page.deduction_spins["STR"].isHidden() and not page.deduction_spins["SIZ"].isHidden()
    assert page.deduction_spins["CON"].isHidden()
    assert page.deduction_spins["STR"].value() == 5
    assert page.left_label.text() == "Left to deduct: 0"
    assert page.changes_label.text() == "After age: STR 50 → 45, EDU 80 → 75."
    # MOV: DEX 60 ≥ SIZ 50 but STR 45 < SIZ: 8, no age penalty.
    assert summary(wizard, "MOV") == "8"
    assert summary(wizard, "STR") == "45 (22/9)"
    assert summary(wizard, "EDU") == "75 (37/15)"
    assert summary(wizard, "Luck") == "60"
    assert wizard.next_button.isEnabled()


def test_age_25(wizard):
    wizard.model.set("age", AgeAnswers(age=25, edu_checks=[EduDice(roll=91, d10=7)], luck_rolls=[55, 70]))
    page = open_page(wizard)
    # One check: 91 > EDU 80 adds the D10 7: EDU 87. Luck: the first roll only.
    assert page.edu_labels[0].text() == "Check 1: D100 91 > EDU 80: +7 (D10 7)"
    assert page.edu_labels[1].isHidden()
    assert chars(wizard) == dict(ALLOCATED, EDU=87)
    assert wizard.model.sheet.luck == 55
    assert page.luck_label.text() == "Luck (3D6×5): 55"
    assert summary(wizard, "EDU") == "87 (43/17)"
    assert summary(wizard, "MOV") == "8"


def test_age_45_split_con_5(wizard):
    wizard.model.set(
        "age",
        AgeAnswers(
            age=45, deductions={"CON": 5}, edu_checks=[EduDice(roll=63, d10=4), EduDice(roll=91, d10=7)],
            luck_rolls=[50, 65],
        ),
    )
    page = open_page(wizard)
    assert page.effects_label.text() == (
        "Ages 40–49: take 5 points from STR, CON or DEX; APP −5; 2 EDU improvement checks; MOV −1."
    )
    assert [page.deduction_spins[n].value() for n in ("STR", "CON", "DEX")] == [0, 5, 0]
    assert page.deduction_labels["CON"].text() == "60 → 55"
    assert page.edu_labels[0].text() == "Check 1: D100 63 vs EDU 80 — no gain"
    assert page.edu_labels[1].text() == "Check 2: D100 91 > EDU 80: +7 (D10 7)"
    assert chars(wizard) == dict(ALLOCATED, CON=55, APP=35, EDU=87)
    d = wizard.model.derived
    # MOV: STR 50 = SIZ 50, DEX 60 > SIZ: 8, less 1 for the forties. HP (55 + 50) / 10 = 10.
    assert d.mov == 7
    assert d.hp_max == 10
    assert summary(wizard, "CON") == "55 (27/11)"
    assert summary(wizard, "APP") == "35 (17/7)"
    assert summary(wizard, "MOV") == "7"
    assert summary(wizard, "HP") == "10"
    assert summary(wizard, "Luck") == "50"
    assert wizard.next_button.isEnabled()


def test_age_72(wizard):
    wizard.model.set(
        "age",
        AgeAnswers(
            age=72, deductions={"STR": 10, "CON": 15, "DEX": 15},
            edu_checks=[EduDice(roll=95, d10=3), EduDice(roll=50, d10=5), EduDice(roll=84, d10=10),
                        EduDice(roll=100, d10=9)],
        ),
    )
    page = open_page(wizard)
    assert page.effects_label.text() == (
        "Ages 70–79: take 40 points from STR, CON or DEX; APP −20; 4 EDU improvement checks; MOV −4."
    )
    # EDU 80: 95 > 80 → 83; 50 fails; 84 > 83 → 93; 100 > 93 → 99 (at most 99: +6 of the 9).
    assert [label.text() for label in page.edu_labels] == [
        "Check 1: D100 95 > EDU 80: +3 (D10 3)",
        "Check 2: D100 50 vs EDU 83 — no gain",
        "Check 3: D100 84 > EDU 83: +10 (D10 10)",
        "Check 4: D100 100 > EDU 93: +6 (D10 9)",
    ]
    assert chars(wizard) == dict(ALLOCATED, STR=40, CON=45, DEX=45, APP=20, EDU=99)
    # MOV: STR 40 and DEX 45 both below SIZ 50: 7, less 4. HP (45 + 50) / 10 = 9.
    assert summary(wizard, "MOV") == "3"
    assert summary(wizard, "HP") == "9"
    assert summary(wizard, "APP") == "20 (10/4)"
    assert summary(wizard, "EDU") == "99 (49/19)"
    assert page.left_label.text() == "Left to deduct: 0"


def test_driving_the_spin_boxes_a_split_that_does_not_add_up_disables_next(wizard, qtbot):
    page = open_page(wizard)
    page.age_spin.setFocus()
    page.age_spin.selectAll()
    qtbot.keyClicks(page.age_spin, "45")
    assert wizard.model.answers.age.age == 45
    assert "Ages 40–49" in page.effects_label.text()
    assert not page.deduction_box.isHidden()
    # The session's default split is shown (5 from one of the highest, CON 60) and the button is off.
    assert wizard.model.answers.age.deductions is None
    assert [page.deduction_spins[n].value() for n in ("STR", "CON", "DEX")] == [0, 5, 0]
    assert "default split is shown" in page.deduction_hint.text()
    assert not page.default_button.isEnabled()
    page.deduction_spins["CON"].setValue(2)
    assert page.left_label.text() == "Left to deduct: 3"
    assert error_colour().name() in page.left_label.styleSheet()
    assert not wizard.next_button.isEnabled()
    assert "Age 45 deducts 5 points" in wizard.problems.text()
    page.deduction_spins["DEX"].setValue(3)
    assert page.left_label.text() == "Left to deduct: 0"
    assert wizard.next_button.isEnabled()
    assert chars(wizard)["CON"] == 58 and chars(wizard)["DEX"] == 57
    assert page.default_button.isEnabled()
    page.deduction_spins["STR"].setValue(1)
    assert not wizard.next_button.isEnabled()
    page.default_button.click()
    assert wizard.model.answers.age.deductions is None
    assert chars(wizard)["CON"] == 55 and chars(wizard)["DEX"] == 60
    assert wizard.next_button.isEnabled()


def test_a_new_bracket_splits_afresh(wizard):
    wizard.model.set("age", AgeAnswers(age=45, deductions={"CON": 5}))
    page = open_page(wizard)
    page.age_spin.setValue(55)
    assert wizard.model.answers.age.deductions is None
    assert page.left_label.text() == "Left to deduct: 0"
    assert "split afresh" in wizard.problems.text()
    assert wizard.next_button.isEnabled()


def test_free_entry_says_age_is_not_applied_and_still_shows_luck(wizard):
    wizard.model.set("characteristics", CharacteristicsAnswers(method="free", values=ALLOCATED))
    wizard.model.set("age", AgeAnswers(age=72, luck_rolls=[35, 80]))
    page = open_page(wizard)
    assert not page.free_label.isHidden()
    assert "not applied" in page.free_label.text()
    assert page.deduction_box.isHidden()
    assert page.edu_box.isHidden()
    assert chars(wizard) == ALLOCATED
    assert page.luck_label.text() == "Luck (3D6×5): 35"
    assert wizard.next_button.isEnabled()


def test_the_age_label_is_the_spin_box_buddy(wizard):
    page = open_page(wizard)
    labels = [label for label in page.findChildren(type(page.heading)) if label.buddy() is page.age_spin]
    assert labels and labels[0].text() == "&Age:"
    assert page.focus_field("sheet.age")
