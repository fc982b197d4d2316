"""The creation wizard end to end: page by page, Next clicked on each, to a finished sheet opened
in the editor; each characteristic method, both skill methods, ages 17, 25, 45 and 72, with the
values checked against numbers worked by hand from RULES.md. Dice that decide the numbers are
given through the age answers (as a player rolling real dice would); the rest is seeded."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from sheetmaker.systems.coc7.session import AgeAnswers, CreationSession, load_answers
from sheetmaker.systems.coc7.validate import validate
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

ALLOCATION = {"STR": 50, "CON": 60, "SIZ": 50, "DEX": 60, "APP": 40, "INT": 70, "POW": 50, "EDU": 80}


@pytest.fixture
def wizard(qtbot, monkeypatch):
    # Closing at teardown asks whether to discard the investigator: answer for the user.
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    w = CoC7CreationWizard(rng=random.Random(7))
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    return w


def click_next(qtbot, wizard, expected: str) -> None:
    assert wizard.next_button.isEnabled(), wizard.problems.text()
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert wizard.current_step == expected


def characteristics_page(qtbot, wizard, method: str) -> None:
    page = wizard.current_page
    page.method_buttons[method].click()
    if method == "allocation":
        # The page offers a full allocation; make it ours with swaps (one gesture each).
        wizard.model.set("characteristics", {"method": "allocation", "values": ALLOCATION})
        page.swap("STR", "SIZ")  # equal values: nothing moves
        assert wizard.model.answers.characteristics.values == ALLOCATION
    elif method == "rolled":
        qtbot.mouseClick(page.roll_all_button, Qt.MouseButton.LeftButton)
        rolls = wizard.model.session.rolls
        assert set(rolls) == set(ALLOCATION)
        for name, result in rolls.items():
            assert wizard.model.answers.characteristics.values[name] == result.total
    elif method == "point_buy":
        points = {"STR": 60, "CON": 55, "SIZ": 60, "DEX": 55, "APP": 50, "INT": 60, "POW": 60, "EDU": 60}
        for name, value in points.items():
            page.point_spins[name].setValue(value)
        assert sum(wizard.model.answers.characteristics.values.values()) == 460
    else:
        values = {"STR": 45, "CON": 50, "SIZ": 55, "DEX": 40, "APP": 50, "INT": 75, "POW": 60, "EDU": 85}
        for name, value in values.items():
            page.free_spins[name].setValue(value)
        assert wizard.model.answers.characteristics.values == values
    assert wizard.model.answers.characteristics.method == method


def finish(qtbot, wizard, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("asked to finish with problems"))
    documents = []
    wizard.finishedDocument.connect(documents.append)
    assert wizard.finish_button.isVisible()
    qtbot.mouseClick(wizard.finish_button, Qt.MouseButton.LeftButton)
    assert len(documents) == 1
    return documents[0]


CASES = [
    # method, age, skill method, age answers, expected characteristics after age, MOV, Luck
    (
        "allocation", 45, "full",
        AgeAnswers(age=45, deductions={"CON": 5}, edu_checks=[{"roll": 90, "d10": 4}, {"roll": 20, "d10": 3}],
                   luck_rolls=[55, 70]),
        {"STR": 50, "CON": 55, "SIZ": 50, "DEX": 60, "APP": 35, "INT": 70, "POW": 50, "EDU": 84}, 7, 55,
    ),
    (
        "allocation", 72, "quick_start",
        AgeAnswers(age=72, deductions={"STR": 20, "CON": 10, "DEX": 10},
                   edu_checks=[{"roll": 95, "d10": 10}, {"roll": 30, "d10": 5}, {"roll": 99, "d10": 2},
                               {"roll": 60, "d10": 8}],
                   luck_rolls=[35, 80]),
        None, None, 35,
    ),
    ("rolled", 17, "full", AgeAnswers(age=17, deductions={"SIZ": 5}, luck_rolls=[40, 65]), None, None, 65),
    (
        "point_buy", 25, "quick_start",
        AgeAnswers(age=25, edu_checks=[{"roll": 30, "d10": 7}], luck_rolls=[50, 90]),
        {"STR": 60, "CON": 55, "SIZ": 60, "DEX": 55, "APP": 50, "INT": 60, "POW": 60, "EDU": 60}, 8, 50,
    ),
    (
        "free", 72, "full", AgeAnswers(age=72, luck_rolls=[60, 20]),
        {"STR": 45, "CON": 50, "SIZ": 55, "DEX": 40, "APP": 50, "INT": 75, "POW": 60, "EDU": 85}, 3, 60,
    ),
    ("rolled", 25, "quick_start", AgeAnswers(age=25, edu_checks=[{"roll": 100, "d10": 6}], luck_rolls=[45, 50]),
     None, None, 45),
]


@pytest.mark.parametrize(("method", "age", "skill_method", "age_answers", "expected", "mov", "luck"), CASES)
def test_wizard_end_to_end(qtbot, wizard, monkeypatch, method, age, skill_method, age_answers, expected, mov, luck):
    model = wizard.model
    assert wizard.current_step == "setup"
    click_next(qtbot, wizard, "characteristics")
    characteristics_page(qtbot, wizard, method)
    if method == "allocation" and age == 72:
        model.set("characteristics", {"method": "allocation", "values": {
            "STR": 80, "CON": 60, "SIZ": 50, "DEX": 70, "APP": 50, "INT": 60, "POW": 50, "EDU": 40}})
    base = dict(model.answers.characteristics.values)
    click_next(qtbot, wizard, "age")
    model.set("age", age_answers)
    sheet = model.sheet
    if expected is not None:
        assert sheet.characteristics.as_dict() == expected
    if method == "allocation" and age == 72:
        # 40 points among STR/CON/DEX, APP −20, four EDU checks: 40 → 50 (95, +10), 30 fails,
        # 99 → 52 (+2), 60 → 60 (+8); MOV 9 − 4.
        assert sheet.characteristics.as_dict() == {
            "STR": 60, "CON": 50, "SIZ": 50, "DEX": 60, "APP": 30, "INT": 60, "POW": 50, "EDU": 60}
        assert model.derived.mov == 5
    if method == "rolled" and age == 17:
        # 5 points from SIZ, EDU −5, no EDU check, the higher of two Luck rolls.
        assert sheet.characteristics.SIZ == base["SIZ"] - 5 and sheet.characteristics.EDU == base["EDU"] - 5
        assert sheet.creation.edu_checks == []
        assert sheet.creation.luck_rolls == [40, 65]
    if method == "rolled" and age == 25:
        # One EDU check: a roll of 100 beats any EDU and adds its D10 (EDU at most 99).
        assert sheet.characteristics.EDU == min(99, base["EDU"] + 6)
    if mov is not None:
        assert model.derived.mov == mov
    assert sheet.luck == luck
    assert wizard.summary.derived["Luck"].text() == str(luck)
    d = model.derived
    assert wizard.summary.derived["HP"].text() == str((sheet.characteristics.CON + sheet.characteristics.SIZ) // 10)
    strength = d.characteristics["STR"]
    assert wizard.summary.values["STR"].text() == f"{strength.value} ({strength.half}/{strength.fifth})"

    click_next(qtbot, wizard, "occupation")
    model.set("occupation", {"name": "Journalist"})
    click_next(qtbot, wizard, "choices")
    assert not wizard.next_button.isEnabled()  # 1 social and 2 other still to choose
    model.set("choices", {"picks": {"social": ["Persuade"], "other": ["Spot Hidden", "Occult"]},
                          "specialisations": {"Art/Craft": "Photography"}})
    click_next(qtbot, wizard, "skills")
    if skill_method == "full":
        model.set("skills", {"method": "full"})
        # EDU×4 occupation points and INT×2 personal points, spent by the helper.
        assert d.occupation_budget.total if (d := model.derived) else 0
        assert model.derived.occupation_budget.total == 4 * sheet.characteristics.EDU
        assert model.derived.personal_budget.total == 2 * sheet.characteristics.INT
        model.spend_rest()
        assert model.derived.occupation_budget.left == 0 and model.derived.personal_budget.left == 0
        assert 9 <= model.derived.skill("Credit Rating").value <= 30
    else:
        model.set("skills", {"method": "quick_start"})
        model.randomise("skills")
        values = sorted((model.derived.skill(label).value for label in model.derived.occupation_skills), reverse=True)
        assert values == [70, 60, 60, 50, 50, 50, 40, 40, 40]
    click_next(qtbot, wizard, "identity")
    model.update("identity", name="Ada Quinn", pronouns="she/her", residence="Arkham")
    assert wizard.summary.name_label.text() == "Ada Quinn"
    click_next(qtbot, wizard, "review")
    document = finish(qtbot, wizard, monkeypatch)
    assert document.name == "Ada Quinn"
    assert document.sheet.creation.method == method
    assert document.sheet.creation.skill_method == skill_method
    assert [v for v in validate(document) if v.severity == "error"] == []


def test_wrong_paths_refuse_next_with_the_reason(qtbot, wizard):
    model = wizard.model
    click_next(qtbot, wizard, "characteristics")
    # A value used twice in allocation.
    model.set("characteristics", {"method": "allocation", "values": {**ALLOCATION, "STR": 80}})
    assert not wizard.next_button.isEnabled()
    assert "allocation method uses 40, 50, 50, 50, 60, 60, 70, 80" in wizard.problems.text()
    # 461 points bought.
    wizard.current_page.method_buttons["point_buy"].click()
    model.set("characteristics", {"method": "point_buy", "values": {
        "STR": 61, "CON": 55, "SIZ": 60, "DEX": 55, "APP": 50, "INT": 60, "POW": 60, "EDU": 60}})
    assert not wizard.next_button.isEnabled()
    assert "add up to 461" in wizard.problems.text()
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert wizard.current_step == "characteristics"
    model.set("characteristics", {"method": "allocation", "values": ALLOCATION})
    click_next(qtbot, wizard, "age")
    # An age deduction split that does not add up.
    model.set("age", {"age": 45, "deductions": {"STR": 5, "CON": 5}})
    assert not wizard.next_button.isEnabled()
    assert "deducts 5 points among STR and CON and DEX" in wizard.problems.text().replace("and CON", "and CON")
    model.set("age", {"age": 45, "deductions": {"STR": 5}})
    click_next(qtbot, wizard, "occupation")
    model.set("occupation", {"name": "Journalist"})
    click_next(qtbot, wizard, "choices")
    # An occupation choice unmade.
    assert not wizard.next_button.isEnabled()
    assert "choose 1 skill among the social skills" in wizard.problems.text()
    model.set("choices", {"picks": {"social": ["Persuade"], "other": ["Spot Hidden", "Occult"]},
                          "specialisations": {"Art/Craft": "Photography"}})
    click_next(qtbot, wizard, "skills")
    model.set("skills", {"method": "full"})
    # Credit Rating outside the range.
    model.set_skill_points("Credit Rating", occupation=50)
    assert not wizard.next_button.isEnabled()
    assert "a Journalist starts with 9 to 30" in wizard.problems.text()
    model.set_skill_points("Credit Rating", occupation=20)
    # Points overspent.
    model.set_skill_points("Library Use", occupation=400)
    assert not wizard.next_button.isEnabled()
    assert "too many" in wizard.problems.text()
    model.set_skill_points("Library Use", occupation=40)
    assert wizard.next_button.isEnabled()


def test_finish_with_problems_asks_first(qtbot, wizard, monkeypatch):
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a[1]) or QMessageBox.StandardButton.No
    )
    documents = []
    wizard.finishedDocument.connect(documents.append)
    wizard.go_to_step("review")
    wizard.finish_button.click()
    assert asked == ["Finish with problems?"] and documents == []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    wizard.finish_button.click()
    assert len(documents) == 1  # a keeper's NPC may keep its problems


def test_going_back_lowering_edu_keeps_what_fits_and_says_what_does_not(qtbot, wizard):
    model = wizard.model
    click_next(qtbot, wizard, "characteristics")
    model.set("characteristics", {"method": "allocation", "values": ALLOCATION})
    click_next(qtbot, wizard, "age")
    model.set("age", {"age": 25, "edu_checks": [{"roll": 10, "d10": 1}], "luck_rolls": [50, 50]})
    click_next(qtbot, wizard, "occupation")
    model.set("occupation", {"name": "Journalist"})
    click_next(qtbot, wizard, "choices")
    model.set("choices", {"picks": {"social": ["Persuade"], "other": ["Spot Hidden", "Occult"]},
                          "specialisations": {"Art/Craft": "Photography"}})
    click_next(qtbot, wizard, "skills")
    model.set("skills", {"method": "full"})
    model.spend_rest()
    assert model.derived.occupation_budget.total == 320 and model.derived.occupation_budget.left == 0
    spent = {s.label: s.occupation for s in model.sheet.skills}
    # Back to the characteristics: EDU 80 ↔ INT 70 swapped, so EDU 70 gives 280 points.
    wizard.go_to_step("characteristics")
    wizard.current_page.swap("EDU", "INT")
    assert model.sheet.characteristics.EDU == 70
    assert model.derived.occupation_budget.total == 280
    assert model.derived.occupation_budget.left == 0  # what fits is kept, nothing overspent
    notes = model.report("skills").notes
    assert notes and all("no longer fit" in n or "taken out" in n for n in notes)
    kept = {s.label: s.occupation for s in model.sheet.skills}
    assert sum(kept.values()) == 280 and sum(spent.values()) == 320
    assert kept["Credit Rating"] == spent["Credit Rating"]  # Credit Rating goes last
    # Forward again: the skills page tells the player.
    wizard.go_to_step("skills")
    assert "no longer fit" in wizard.problems.text()
    assert wizard.next_button.isEnabled()


def test_answers_replay_gives_the_wizards_sheet(qtbot, wizard, tmp_path):
    """The same answers and seed through ``sheetmaker new coc7 --answers`` give the same sheet."""
    from sheetmaker import cli

    model = wizard.model
    click_next(qtbot, wizard, "characteristics")
    wizard.current_page.method_buttons["rolled"].click()
    qtbot.mouseClick(wizard.current_page.roll_all_button, Qt.MouseButton.LeftButton)
    click_next(qtbot, wizard, "age")
    model.update("age", age=33)  # as the age box does: the dice already rolled are kept
    click_next(qtbot, wizard, "occupation")
    model.set("occupation", {"name": "Antiquarian"})
    model.randomise_rest("choices")
    model.update("identity", name="Replay Test")
    wizard.go_to_step("review")
    assert model.report("review").ok
    wizard_sheet = model.sheet

    # The player's answers without the dice: the seed rolls the same ones.
    answers = model.answers.model_dump(mode="json")
    answers["characteristics"]["values"] = {}
    answers["age"] = {"age": 33}
    path = tmp_path / "answers.json"
    import json

    path.write_text(json.dumps(answers), encoding="utf-8")
    replay = CreationSession(random.Random(7), answers=load_answers(path.read_text(encoding="utf-8")))
    replay.randomise_rest(only_missing=True)
    assert replay.sheet == wizard_sheet

    out = tmp_path / "replay.sheet.json"
    assert cli.main(["new", "coc7", "--answers", str(path), "--seed", "7", "-o", str(out)]) == 0
    from sheetmaker.io import fileformat

    assert fileformat.load(out).sheet == wizard_sheet


def test_keyboard_reaches_the_fields_a_page_builds_late(qtbot, wizard):
    """The choices of a new occupation are built after the page shows: focus and Tab still go
    through them in reading order before the wizard's buttons."""
    from PySide6.QtWidgets import QApplication, QComboBox

    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)
    wizard.model.set("characteristics", {"method": "allocation", "values": ALLOCATION})
    wizard.go_to_step("occupation")
    wizard.model.set("occupation", {"name": "Journalist"})
    wizard.go_to_step("choices")
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QComboBox))
    first = QApplication.focusWidget()
    assert first.objectName() == "pick_social_0"
    chain = [first]
    for _ in range(3):
        chain.append(chain[-1].nextInFocusChain())
        while not chain[-1].focusPolicy() & Qt.FocusPolicy.TabFocus or chain[-1].focusProxy() is not None:
            chain[-1] = chain[-1].nextInFocusChain()
    names = [w.objectName() for w in chain[1:3]]
    assert names[0].startswith("pick_other_0") or chain[1].parent().objectName() == "pick_other_0"
    assert wizard.randomise_button not in chain[1:3]


def test_the_wizard_remembers_the_keepers_options_and_the_last_methods(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = CoC7CreationWizard(settings, random.Random(1))
    qtbot.addWidget(first)
    first.show()
    page = first.current_page
    page.era_modern.click()
    page.methods["rolled"].click()
    page.methods["free"].click()
    page.cap.click()
    click_next(qtbot, first, "characteristics")
    first.current_page.method_buttons["point_buy"].click()
    first.model.set("skills", {"method": "quick_start"})
    first.cancel_button.click()  # answered: the discard question is answered by the fixture
    assert not first.isVisible()

    again = CoC7CreationWizard(settings, random.Random(2))
    qtbot.addWidget(again)
    again.show()
    setup = again.model.session.setup
    assert setup.era == "modern" and setup.methods == ["allocation", "point_buy"] and setup.skill_cap == 75
    page = again.current_page
    assert page.era_modern.isChecked() and page.cap.isChecked() and not page.methods["rolled"].isChecked()
    click_next(qtbot, again, "characteristics")
    assert again.model.answers.characteristics.method == "point_buy"
    assert not again.current_page.method_buttons["rolled"].isVisible()
    assert again.remembered("skillMethod", "full") == "quick_start"
