"""Play → Take Damage…, Heal…, Age the Investigator… and Gain Cthulhu Mythos…: the dialogs,
the wound rules as one undo step, and a roll card for each (issue 12, item 1)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox, QWidget

from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui.dialogs.aging import AgingDialog
from sheetmaker.ui.dialogs.damage import DamageDialog
from sheetmaker.ui.dialogs.heal import HealDialog
from sheetmaker.ui.dialogs.mythos import MythosDialog
from sheetmaker.ui.main_window import MainWindow
from tests.fixtures import HARVEY_ALLOCATION

HARVEY = HARVEY_ALLOCATION
ALIENIST = resource("samples", "toc-alienist-purist.sheet.json")
OK = QDialogButtonBox.StandardButton.Ok


class ScriptedRandom(random.Random):
    """``randint`` returns queued numbers (dice 1..sides); ``randrange(10)`` the percentile
    digits, units first then tens (as sheetmaker.core.d100 reads them)."""

    def __init__(self, *numbers: int) -> None:
        super().__init__(0)
        self.numbers = list(numbers)

    def randint(self, a: int, b: int) -> int:
        assert self.numbers, f"no scripted number left for randint({a}, {b})"
        number = self.numbers.pop(0)
        assert a <= number <= b, f"scripted {number} outside {a}..{b}"
        return number

    def randrange(self, start, stop=None, step=1):  # type: ignore[override]
        low, high = (0, start) if stop is None else (start, stop)
        return self.randint(low, high - 1)


def pct(result: int) -> list[int]:
    """The units and tens digits that make a percentile roll read ``result``."""
    return [result % 10, (result // 10) % 10]


def _simple_view(doc, controller, parent=None, **options) -> QWidget:
    return QLabel(doc.display_name, parent)


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    said: list[str] = []

    def warning(parent, title, text, *args):
        said.append(text)
        return QMessageBox.StandardButton.Ok

    def question(parent, title, text, *args):
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QMessageBox, "question", question)
    return said


@pytest.fixture
def window(qtbot, tmp_path, warnings) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(
        settings, None, controller=RollController(rng=random.Random(7)), view_factory=_simple_view
    )
    qtbot.addWidget(window)
    window.show()
    return window


def _accept_with(monkeypatch, dialog_class, setup=lambda dialog: None) -> list[QDialog]:
    shown: list[QDialog] = []

    def fake_exec(dialog) -> int:
        shown.append(dialog)
        setup(dialog)
        assert dialog.buttons.button(OK).isEnabled()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialog_class, "exec", fake_exec)
    return shown


def _coc(window, rng: random.Random | None = None, **chars):
    """Harvey, with these characteristics and HP at the maximum; no undo step yet."""
    doc = window.open_sample(str(HARVEY)).doc
    sheet = doc.sheet.model_copy(deep=True)
    for name, value in chars.pop("chars", {}).items():
        setattr(sheet.characteristics, name, value)
    for name, value in chars.items():
        setattr(sheet, name, value)
    doc.replace_sheet(sheet, "set up")
    doc.undo_stack.clear()
    if rng is not None:
        window.controller.rng = rng
    return doc


# --------------------------------------------------------------------------- the menu


def test_damage_and_heal_serve_both_games_aging_and_mythos_one_each(window):
    play = window.play
    assert not play.damage_action.isEnabled() and not play.heal_action.isEnabled()
    window.open_sample(str(HARVEY))
    assert play.damage_action.isEnabled() and play.heal_action.isEnabled()
    assert play.aging_action.isVisible() and not play.mythos_action.isVisible()
    window.open_sample(str(ALIENIST))
    assert play.damage_action.isEnabled() and play.heal_action.isEnabled()
    assert play.mythos_action.isVisible() and not play.aging_action.isVisible()


# --------------------------------------------------------------------------- CoC damage


def test_coc_damage_8_on_hp_15_is_a_major_wound_with_its_con_roll(window, monkeypatch):
    """Seed 004: a major wound is damage of half the maximum HP or more; a CON roll or fall
    unconscious."""
    doc = _coc(window, ScriptedRandom(*pct(80)), chars={"CON": 50, "SIZ": 100}, hp=15)
    assert doc.derived.hp_max == 15

    def setup(dialog: DamageDialog) -> None:
        assert "HP 15 of 15" in dialog.findChild(QLabel, "damageStatus").text()
        dialog.amount.edit.setText("8")

    _accept_with(monkeypatch, DamageDialog, setup)
    window.play.damage_action.trigger()
    (card,) = window.controller.log.cards
    assert card.kind == "wound" and card.changed
    assert doc.sheet.hp == 7
    assert doc.sheet.conditions.major_wound
    assert doc.sheet.conditions.unconscious  # CON 50, rolled 80: falls unconscious
    assert card.dice == ("CON: tens 80", "CON: units 0")
    assert card.success is False and "falls unconscious" in card.summary
    assert "Major wound" in card.summary
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()  # HP and conditions come back in one step
    assert doc.sheet.hp == 15
    assert not doc.sheet.conditions.major_wound and not doc.sheet.conditions.unconscious


def test_coc_damage_without_the_con_roll_says_it_is_due(window, monkeypatch):
    doc = _coc(window, ScriptedRandom(), chars={"CON": 50, "SIZ": 100}, hp=15)

    def setup(dialog: DamageDialog) -> None:
        dialog.amount.edit.setText("8")
        dialog.con_roll.setChecked(False)

    _accept_with(monkeypatch, DamageDialog, setup)
    window.play.damage_action.trigger()
    (card,) = window.controller.log.cards
    assert "CON roll or fall unconscious" in card.summary
    assert doc.sheet.conditions.major_wound and not doc.sheet.conditions.unconscious


def test_coc_damage_of_the_maximum_hp_kills(window, monkeypatch):
    """Seed 004: damage in one blow of the maximum HP or more is death."""
    doc = _coc(window, ScriptedRandom(), chars={"CON": 50, "SIZ": 100}, hp=15)
    _accept_with(monkeypatch, DamageDialog, lambda d: d.amount.edit.setText("15"))
    window.play.damage_action.trigger()
    (card,) = window.controller.log.cards
    assert doc.sheet.conditions.dead and doc.sheet.hp == 0
    assert card.summary.startswith("Dead")


def test_coc_damage_dice_are_rolled_with_the_controllers_dice(window, monkeypatch):
    doc = _coc(window, ScriptedRandom(4, 3), chars={"CON": 50, "SIZ": 100}, hp=15)

    def setup(dialog: DamageDialog) -> None:
        dialog.amount.edit.setText("1d6+1d4")
        assert "Rolls 2 to 10" in dialog.amount.message.text()
        dialog.source.setCurrentIndex(dialog.source.findData("fall"))

    _accept_with(monkeypatch, DamageDialog, setup)
    window.play.damage_action.trigger()
    (card,) = window.controller.log.cards
    assert card.dice == ("D6 4", "D4 3")
    assert card.title == "Damage taken: 7 (1D6+1D4) — A fall"
    assert doc.sheet.hp == 8 and not doc.sheet.conditions.major_wound


def test_damage_dialog_refuses_a_bad_expression_with_a_message(qtbot):
    dialog = DamageDialog("coc7", "HP 15 of 15")
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(OK)
    assert not ok.isEnabled()  # empty
    dialog.amount.edit.setText("1D6+")
    assert not ok.isEnabled()
    assert dialog.amount.message.text().startswith("Not a dice expression:")
    dialog.amount.edit.setText("1D6+DB")
    assert not ok.isEnabled() and "not DB" in dialog.amount.message.text()
    dialog.amount.edit.setText("12")
    assert ok.isEnabled() and dialog.value() == 12


# --------------------------------------------------------------------------- CoC healing


def test_first_aid_heals_one_hp_as_one_step(window, monkeypatch):
    doc = _coc(window, ScriptedRandom(), chars={"CON": 50, "SIZ": 100}, hp=10)
    _accept_with(monkeypatch, HealDialog, lambda d: d.select("first_aid"))
    window.play.heal_action.trigger()
    (card,) = window.controller.log.cards
    assert card.kind == "heal" and card.result_text == "HP 10 → 11"
    assert doc.sheet.hp == 11 and doc.undo_stack.count() == 1


def test_first_aid_ends_dying(window, monkeypatch):
    """Seed 004: only successful First Aid can alleviate the Dying condition."""
    doc = _coc(window, ScriptedRandom(*pct(10)), chars={"CON": 50, "SIZ": 100}, hp=15)
    window.controller.take_damage(doc, 8)  # a major wound; the CON roll (10) passes
    window.controller.take_damage(doc, 7)  # HP 0 with a major wound
    assert doc.sheet.conditions.dying
    _accept_with(monkeypatch, HealDialog, lambda d: d.select("first_aid"))
    window.play.heal_action.trigger()
    assert not doc.sheet.conditions.dying and doc.sheet.hp == 0


def test_natural_healing_is_not_offered_with_a_major_wound(window, monkeypatch, warnings):
    """Seed 004: "Characters with a major wound make a healing roll (using CON) at the end of
    each week": the Heal dialog offers that roll, not 1 HP a day (issue 23; the rules still
    refuse daily healing with a major wound, tests/systems/coc7/play/test_damage.py)."""
    doc = _coc(window, ScriptedRandom(*pct(10), *pct(40), 2), chars={"CON": 50, "SIZ": 100}, hp=15)
    window.controller.take_damage(doc, 8)
    assert doc.sheet.conditions.major_wound
    offered: list[str] = []

    def setup(dialog: HealDialog) -> None:
        offered.extend(dialog.method.itemData(row) for row in range(dialog.method.count()))
        assert not dialog.select("natural")
        assert dialog.select("weekly")

    _accept_with(monkeypatch, HealDialog, setup)
    window.play.heal_action.trigger()
    assert "natural" not in offered and "weekly" in offered
    assert not warnings and doc.sheet.hp == 9  # HP 7 + 1D3 = 2 (CON 50, rolled 40)


# --------------------------------------------------------------------------- CoC aging


def test_harvey_ages_from_42_to_52_through_the_dialog(window, monkeypatch):
    """Seed 000/003: Harvey turns 50: EDU check 98 > 84: +9 → EDU 93; CON −5 (his player's
    choice) and APP −5; HP 15 → 14, MOV 6 → 5."""
    doc = _coc(
        window,
        ScriptedRandom(98, 9),
        chars={"STR": 45, "CON": 70, "SIZ": 80, "DEX": 50, "APP": 80, "EDU": 84},
        age=42,
        hp=15,
    )
    assert (doc.derived.hp_max, doc.derived.mov) == (15, 6)

    def setup(dialog: AgingDialog) -> None:
        dialog.age.setValue(52)
        assert [r.age for r in dialog.requests] == [50]
        assert dialog.remaining(50) == 5
        assert not dialog.buttons.button(OK).isEnabled()  # nothing split yet
        dialog.spins[50]["CON"].setValue(3)
        assert dialog.left_labels[50].text() == "2 points left to split"
        dialog.spins[50]["CON"].setValue(5)
        assert dialog.left_labels[50].text() == "All points split"

    _accept_with(monkeypatch, AgingDialog, setup)
    window.play.aging_action.trigger()
    (card,) = window.controller.log.cards
    chars = doc.sheet.characteristics
    assert (chars.EDU, chars.CON, chars.APP, doc.sheet.age) == (93, 65, 75, 52)
    assert (doc.derived.hp_max, doc.sheet.hp, doc.derived.mov) == (14, 14, 5)
    assert card.kind == "aging" and card.title == "Aging 42 → 52"
    assert card.dice == ("50: EDU D100 98", "50: EDU +9")
    assert "HP max 15 → 14, MOV 6 → 5" in card.summary
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert (doc.sheet.age, doc.sheet.characteristics.EDU, doc.sheet.hp) == (42, 84, 15)


def test_aging_over_two_decades_asks_two_splits(qtbot, window):
    doc = _coc(window, chars={"STR": 45, "CON": 70, "DEX": 50}, age=35)
    dialog = AgingDialog(doc.sheet)
    qtbot.addWidget(dialog)
    dialog.age.setValue(55)
    assert [(r.age, r.points) for r in dialog.requests] == [(40, 5), (50, 5)]
    dialog.set_split(40, {"STR": 5})
    assert not dialog.buttons.button(OK).isEnabled()
    dialog.set_split(50, {"DEX": 2, "CON": 3})
    assert dialog.buttons.button(OK).isEnabled()
    assert dialog.split_points(5, ("STR", "CON", "DEX"), add=False, age=50, current={}) == {
        "STR": 0, "CON": 3, "DEX": 2,
    }
    dialog.age.setValue(38)
    assert dialog.requests == []
    assert dialog.nothing.text().startswith("No decade crossed")


# --------------------------------------------------------------------------- ToC


def _toc(window, rng: random.Random, health: int | None = None, armour: int = 0):
    doc = window.open_sample(str(ALIENIST)).doc
    sheet = doc.sheet.model_copy(deep=True)
    sheet.armour = armour
    if health is not None:
        sheet.abilities["Health"].pool = health
    doc.replace_sheet(sheet, "set up")
    doc.undo_stack.clear()
    window.controller.rng = rng
    return doc


def test_toc_damage_with_armour_and_a_consciousness_test(window, monkeypatch):
    """Seed 001: armour subtracts from damage; below 0 Health a Consciousness test at the
    difficulty of the points below 0, or faint."""
    doc = _toc(window, ScriptedRandom(2), health=2, armour=1)

    def setup(dialog: DamageDialog) -> None:
        assert dialog.armour.isChecked() and dialog.armour.isEnabled()
        assert dialog.con_roll.isHidden()
        dialog.amount.edit.setText("6")

    _accept_with(monkeypatch, DamageDialog, setup)
    window.play.damage_action.trigger()
    (card,) = window.controller.log.cards
    assert card.kind == "toc_wound"
    assert doc.derived.health.pool == -3 and doc.derived.health.status == "hurt"
    assert "armour 1" in card.summary
    assert card.dice == ("Consciousness test: D6 2",)
    assert card.success is False and "fainted" in card.summary
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.derived.health.pool == 2


def test_toc_rest_heals(window, monkeypatch):
    doc = _toc(window, ScriptedRandom(), health=3)

    def setup(dialog: HealDialog) -> None:
        dialog.select("rest")
        dialog.amount.setValue(2)

    _accept_with(monkeypatch, HealDialog, setup)
    window.play.heal_action.trigger()
    (card,) = window.controller.log.cards
    assert card.kind == "heal" and doc.derived.health.pool == min(7, doc.derived.health.rating)


def test_toc_gain_mythos_lowers_sanity_to_10_minus_mythos(window, monkeypatch):
    """Seed 001: a Sanity rating must immediately be reduced to 10 minus the Cthulhu Mythos
    rating if it ever exceeds that value."""
    doc = _toc(window, ScriptedRandom())
    mythos = doc.derived
    before = doc.sheet.model_copy(deep=True)
    from sheetmaker.systems.toc.play._common import _rating_pool

    cm, _ = _rating_pool(before, "Cthulhu Mythos")
    sanity, _ = _rating_pool(before, "Sanity")
    gain = max(1, 10 - cm - sanity + 2)  # enough to push the cap below the rating

    def setup(dialog: MythosDialog) -> None:
        dialog.points.setValue(gain)
        dialog.reason.setText("the Necronomicon")
        assert "10 − Cthulhu Mythos" in dialog.preview.text()

    _accept_with(monkeypatch, MythosDialog, setup)
    window.play.mythos_action.trigger()
    (card,) = window.controller.log.cards
    assert card.kind == "mythos"
    after_cm, _ = _rating_pool(doc.sheet, "Cthulhu Mythos")
    after_sanity, _ = _rating_pool(doc.sheet, "Sanity")
    assert after_cm == cm + gain and after_sanity == 10 - after_cm
    assert mythos is not None and doc.undo_stack.count() == 1


# --------------------------------------------------------------------------- fit


@pytest.mark.parametrize("make", ["damage_coc", "damage_toc", "heal", "aging", "mythos"])
def test_dialogs_fit_1024_by_700(qtbot, window, make):
    if make == "aging":
        doc = _coc(window, age=20)
        dialog: QDialog = AgingDialog(doc.sheet)
        dialog.age.setValue(200)  # every decade to 200
    elif make == "mythos":
        dialog = MythosDialog(_toc(window, ScriptedRandom()).sheet)
    elif make == "heal":
        dialog = HealDialog("coc7", "HP 1 of 15")
    else:
        dialog = DamageDialog(make.split("_")[1], "HP 15 of 15", 2)
    qtbot.addWidget(dialog)
    dialog.show()
    hint = dialog.sizeHint()
    assert hint.width() <= 1024 and hint.height() <= 700, hint


# --------------------------------------------------------------------------- forced rolls, healers


def test_spend_luck_on_the_wound_cards_con_roll_from_the_roll_log(window, monkeypatch, qtbot):
    """Seed 004 / RULES.md: the major wound's CON roll is a characteristic roll Luck may be
    spent on. CON 50, rolled 62: the card offers 12 Luck; clicking it wakes Harvey up."""
    from PySide6.QtCore import Qt

    doc = _coc(window, ScriptedRandom(*pct(62)), chars={"CON": 50, "SIZ": 100}, hp=15)
    _accept_with(monkeypatch, DamageDialog, lambda d: d.amount.edit.setText("8"))
    window.play.damage_action.trigger()
    assert doc.sheet.conditions.unconscious
    dock = window.roll_log_dock
    (button,) = dock.bar(0).buttons
    assert button.text() == "Spend 12 Luck → Regular" and button.isEnabled()
    luck = doc.sheet.luck
    with qtbot.waitSignal(dock.model.rowsInserted):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not doc.sheet.conditions.unconscious and doc.sheet.luck == luck - 12
    assert dock.model.card(1).summary == "Regular success: conscious"
    assert "Luck spent: see roll #2" in dock.model.card(0).status
    assert doc.undo_stack.count() == 2


def test_dying_menu_action_rolls_con_for_the_round(window, warnings):
    """Seed 004: a dying character "must make a successful CON roll at the end of the
    following round and every round thereafter or die"."""
    doc = _coc(window, ScriptedRandom(*pct(70)), hp=0)
    window.play.dying_action.trigger()
    assert warnings and "not dying" in warnings[0]
    sheet = doc.sheet.model_copy(deep=True)
    sheet.conditions.major_wound = sheet.conditions.dying = True
    doc.replace_sheet(sheet, "dying")
    window.play.dying_action.trigger()
    (card,) = window.controller.log.cards
    assert card.kind == "con_roll" and card.summary == "Failure: dies"
    assert doc.sheet.conditions.dead
    assert [f.id for f in card.follow_ups] == ["luck:regular"]


def test_toc_first_aid_given_by_another_open_sheet(window, monkeypatch):
    """Seed 001: "Each First Aid pool point spent by another character can restore 2 Health
    pool points to the wounded character." Dr. Brandauer (First Aid 6) is chosen in the Heal
    dialog of Billie (Health −3) and spends 2: Billie 1, the doctor's pool 4."""
    healer = window.open_sample(str(ALIENIST)).doc
    window.open_sample(str(HARVEY))  # not a ToC sheet: never offered
    patient = window.open_sample(str(resource("samples", "toc-pulp-pilot.sheet.json"))).doc
    sheet = patient.sheet.model_copy(deep=True)
    sheet.abilities["Health"].pool = -3
    patient.replace_sheet(sheet, "set up")
    patient.undo_stack.clear()

    def setup(dialog: HealDialog) -> None:
        assert dialog.select("first_aid")
        names = [dialog.healer.itemText(row) for row in range(dialog.healer.count())]
        assert names == ["The character themselves", "Dr. Ottilie Brandauer"]
        assert dialog.select_healer("Dr. Ottilie Brandauer")
        dialog.amount.setValue(2)

    _accept_with(monkeypatch, HealDialog, setup)
    window.play.heal_action.trigger()
    (card,) = window.controller.log.cards
    assert card.title == "First Aid by Dr. Ottilie Brandauer"
    assert patient.derived.health.pool == 1
    assert healer.sheet.abilities["First Aid"].pool == 4
    assert patient.undo_stack.count() == 1 and healer.undo_stack.count() == 1


def test_toc_stabilise_needs_another_character(window, monkeypatch, qtbot, warnings):
    """Seed 001: "Another character can stabilise ... by passing a difficulty 3 First Aid
    test"; alone, the dialog's Heal button stays disabled and says why."""
    dialog = HealDialog("toc", "Health -7 of 10 (seriously wounded)", healers=[])
    qtbot.addWidget(dialog)
    dialog.select("stabilise")
    assert not dialog.buttons.button(OK).isEnabled()
    assert "Open the healer's" in dialog.hint.text()

    healer = window.open_sample(str(ALIENIST)).doc
    opened = window.open_sample(str(resource("samples", "toc-pulp-pilot.sheet.json")))
    patient = opened.doc
    sheet = patient.sheet.model_copy(deep=True)
    sheet.abilities["Health"].pool = -7
    patient.replace_sheet(sheet, "set up")
    patient.undo_stack.clear()
    window.tabs.setCurrentWidget(opened.view)

    def setup(dialog: HealDialog) -> None:
        dialog.select("stabilise")
        assert not dialog.buttons.button(OK).isEnabled()  # "themselves" is not allowed
        assert "nobody stabilises themselves" in dialog.hint.text()
        dialog.healer.setCurrentIndex(1)

    window.controller.rng = ScriptedRandom(3)  # 3 against difficulty 3 (an Alienist)
    _accept_with(monkeypatch, HealDialog, setup)
    window.play.heal_action.trigger()
    assert warnings == []
    (card,) = window.controller.log.cards
    assert card.document is healer and card.success
    assert "stabilised: no more Health lost" in card.notes
    assert patient.derived.health.pool == -7 and patient.undo_stack.count() == 0
