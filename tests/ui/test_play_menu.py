"""The Play menu: CoC and ToC play actions of the current sheet, their dialogs and errors."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox, QWidget

from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.play_menu import OpposedRollDialog, PlayMenu, StabilityTestDialog
from sheetmaker.ui.roll_dialog import RollDialog

Button = QMessageBox.StandardButton
HARVEY = resource("samples", "harvey-walters.sheet.json")
ALIENIST = resource("samples", "toc-alienist-purist.sheet.json")


def _simple_view(doc, controller, parent=None, **options) -> QWidget:
    """A stand-in sheet view: these tests are about the menu, not the sheet."""
    return QLabel(doc.display_name, parent)


class Boxes:
    """QMessageBox.question and .warning, patched: record what was said, answer Yes (or the
    queued answers); closing a modified sheet at teardown is answered Discard."""

    def __init__(self) -> None:
        self.questions: list[str] = []
        self.warnings: list[str] = []
        self.answers: list[QMessageBox.StandardButton] = []

    def question(self, parent, title, text, buttons=None, default=None):
        self.questions.append(text)
        if self.answers:
            return self.answers.pop(0)
        return Button.Discard if "save" in text.casefold() else Button.Yes

    def warning(self, parent, title, text, *args):
        self.warnings.append(text)
        return Button.Ok


@pytest.fixture
def boxes(monkeypatch) -> Boxes:
    fake = Boxes()
    monkeypatch.setattr(QMessageBox, "question", fake.question)
    monkeypatch.setattr(QMessageBox, "warning", fake.warning)
    return fake


@pytest.fixture
def window(qtbot, tmp_path, boxes) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(
        settings, None, controller=RollController(rng=random.Random(7)), view_factory=_simple_view
    )
    qtbot.addWidget(window)
    window.show()
    return window


def _accept_with(monkeypatch, dialog_class, setup=lambda dialog: None) -> list[QDialog]:
    """Patch ``dialog_class.exec``: ``setup`` fills the dialog, which is then accepted."""
    shown: list[QDialog] = []

    def fake_exec(dialog) -> int:
        shown.append(dialog)
        setup(dialog)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(dialog_class, "exec", fake_exec)
    return shown


def _cards(window: MainWindow):
    return window.controller.log.cards


def _menu_texts(window: MainWindow) -> list[str]:
    return [a.text() for a in window.play_menu.actions() if a.isVisible() and not a.isSeparator()]


def _tick(doc, *labels: str) -> None:
    sheet = doc.sheet.model_copy(deep=True)
    for skill in sheet.skills:
        if skill.name in labels:
            skill.ticked = True
    doc.replace_sheet(sheet, "tick")
    doc.undo_stack.clear()


# --------------------------------------------------------------------------- the menu


def test_play_menu_sits_between_edit_and_view(window):
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles[1:5] == ["&Edit", "&Sheet", "&Play", "&View"]
    assert isinstance(window.play, PlayMenu)


def test_actions_are_disabled_with_no_sheet(window):
    actions = [a for a in window.play_menu.actions() if not a.isSeparator()]
    assert len(actions) == 17
    assert not any(action.isEnabled() for action in actions)
    window.play.development_action.trigger()  # does nothing, asks nothing
    assert _cards(window) == ()


def test_coc_sheet_shows_coc_actions_and_hides_toc_ones(window):
    window.open_sample(str(HARVEY))
    play = window.play
    for action in play.coc_actions:
        assert action.isVisible() and action.isEnabled(), action.text()
    for action in play.toc_actions:
        assert not action.isVisible(), action.text()
    assert _menu_texts(window) == [
        "&Luck Roll", "&Idea Roll", "&Know Roll", "&SAN Roll…", "&Opposed Roll…",
        "&Development Phase…", "Luck &Recovery", "&New Day", "A&ge the Investigator…",
        "D&ying: CON Roll for This Round",
        "T&ake Damage…", "&Heal…",
    ]


def test_toc_sheet_shows_toc_actions_and_hides_coc_ones(window):
    window.open_sample(str(HARVEY))
    toc = window.open_sample(str(ALIENIST))
    play = window.play
    assert _menu_texts(window) == [
        "S&tability Test…", "Refresh &Between Adventures", "&24-Hour Refresh", "A Day of &Rest",
        "Gain Cthulhu &Mythos…", "T&ake Damage…", "&Heal…",
    ]
    assert all(action.isEnabled() for action in play.toc_actions)
    # Back to the CoC tab, then closing every sheet: all visible again, all disabled.
    window.tabs.setCurrentIndex(0)
    assert play.luck_action.isVisible() and not play.stability_action.isVisible()
    window.close_sheet(toc)
    window.close_current()
    assert not window.sheets
    assert all(a.isVisible() for a in window.play_menu.actions())  # Damage and Heal: both games
    assert not any(a.isEnabled() for a in window.play_menu.actions() if not a.isSeparator())


# --------------------------------------------------------------------------- CoC


def test_luck_idea_and_know_rolls_add_cards(window):
    window.open_sample(str(HARVEY))
    window.play.luck_action.trigger()
    window.play.idea_action.trigger()
    window.play.know_action.trigger()
    assert [card.kind for card in _cards(window)] == ["luck", "idea", "know"]


def test_development_phase_asks_then_rolls_as_one_undo_step(window, boxes):
    sheet = window.open_sample(str(HARVEY))
    doc = sheet.doc
    _tick(doc, "Library Use", "Spot Hidden", "Psychology")
    assert sum(s.ticked for s in doc.sheet.skills) == 3

    boxes.answers.append(Button.No)
    window.play.development_action.trigger()
    assert "3 skill(s) ticked" in boxes.questions[-1]
    assert _cards(window) == ()
    assert doc.undo_stack.count() == 0

    window.play.development_action.trigger()
    (card,) = _cards(window)
    assert card.kind == "development"
    assert card.changed
    assert doc.undo_stack.count() == 1
    assert not any(s.ticked for s in doc.sheet.skills)
    doc.undo_stack.undo()
    assert sum(s.ticked for s in doc.sheet.skills) == 3


def test_development_phase_with_nothing_ticked_says_so(window, boxes):
    window.open_sample(str(HARVEY))
    boxes.answers.append(Button.No)
    window.play.development_action.trigger()
    assert "No skill is ticked" in boxes.questions[-1]
    assert _cards(window) == ()


def test_luck_recovery_adds_a_card(window):
    window.open_sample(str(HARVEY))
    window.play.luck_recovery_action.trigger()
    (card,) = _cards(window)
    assert card.kind == "luck_recovery"
    assert card.dice[0].startswith("D100 ")


def test_opposed_roll_via_the_dialog(window, monkeypatch):
    window.open_sample(str(HARVEY))

    def setup(dialog: OpposedRollDialog) -> None:
        assert dialog.target.accessibleName() == "Skill or characteristic"
        assert dialog.opponent.accessibleName() == "Opponent's value"
        assert dialog.select("STR")
        assert dialog.select("spot hidden")
        assert not dialog.select("No Such Skill")
        dialog.opponent.setValue(40)
        dialog.bonus.setValue(1)

    shown = _accept_with(monkeypatch, OpposedRollDialog, setup)
    window.play.opposed_action.trigger()
    assert len(shown) == 1
    (card,) = _cards(window)
    assert card.kind == "opposed"
    assert card.title.startswith("Spot Hidden")
    assert "opponent 40" in card.title
    # Both rolls: the investigator's dice (one bonus die: two tens) and the opponent's.
    assert sum(die.startswith("you: ") for die in card.dice) == 3
    assert sum(die.startswith("opponent: ") for die in card.dice) == 2
    assert " / " in card.result_text


def test_cancelled_opposed_roll_rolls_nothing(window, monkeypatch):
    window.open_sample(str(HARVEY))
    monkeypatch.setattr(OpposedRollDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    window.play.opposed_action.trigger()
    assert _cards(window) == ()


def test_san_roll_with_a_typed_loss(window, monkeypatch, boxes):
    sheet = window.open_sample(str(HARVEY))
    san = sheet.doc.derived.san

    shown = _accept_with(monkeypatch, RollDialog, lambda d: d.san_loss.setText("1/1D4+1"))
    window.play.san_action.trigger()
    assert shown[0].mode == "san"
    (card,) = _cards(window)
    assert card.kind == "san"
    assert "1/1D4+1" in card.title
    assert sheet.doc.derived.san == san - card.context["loss"]
    assert boxes.warnings == []


def test_refused_roll_is_told_without_a_traceback(window, monkeypatch, boxes):
    window.open_sample(str(HARVEY))

    def bad(dialog: RollDialog) -> None:
        dialog.san_loss.setText("1/1D4+1")
        monkeypatch.setattr(dialog, "options", lambda: _Options("1/banana"))

    _accept_with(monkeypatch, RollDialog, bad)
    window.play.san_action.trigger()
    assert _cards(window) == ()
    assert len(boxes.warnings) == 1
    assert "banana" in boxes.warnings[0]
    assert "Traceback" not in boxes.warnings[0]


class _Options:
    def __init__(self, san_loss: str) -> None:
        self.san_loss, self.bonus, self.penalty = san_loss, 0, 0


def test_new_day_resets_san_lost_today_as_one_undo_step(window):
    sheet = window.open_sample(str(HARVEY))
    doc = sheet.doc
    changed = doc.sheet.model_copy(deep=True)
    changed.san_lost_today = 6
    doc.replace_sheet(changed, "lose SAN")
    doc.undo_stack.clear()

    window.play.new_day_action.trigger()
    assert doc.sheet.san_lost_today == 0
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "New day"
    doc.undo_stack.undo()
    assert doc.sheet.san_lost_today == 6


# --------------------------------------------------------------------------- ToC


def test_stability_test_via_the_dialog_lowers_the_pool_on_a_failure(window, monkeypatch):
    sheet = window.open_sample(str(ALIENIST))
    doc = sheet.doc
    before = doc.derived.stability.pool

    def setup(dialog: StabilityTestDialog) -> None:
        assert dialog.loss.accessibleName() == "Stability loss on a failure"
        assert dialog.spend.maximum() == before + 11
        dialog.loss.setValue(3)
        dialog.mythos.setChecked(True)
        dialog.pitch_dark.setChecked(True)

    _accept_with(monkeypatch, StabilityTestDialog, setup)
    # Difficulty 5 (Mythos) + 1 (pitch dark): a die of 5 or less fails.
    window.controller.rng = _rng_rolling_d6(5)
    window.play.stability_action.trigger()
    (card,) = _cards(window)
    assert card.kind == "stability"
    assert card.success is False
    assert "(Mythos)" in card.title
    assert doc.derived.stability.pool == before - 3
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.derived.stability.pool == before


def _rng_rolling_d6(face: int) -> random.Random:
    """A seeded Random whose first 1D6 shows ``face``."""
    for seed in range(1000):
        if random.Random(seed).randint(1, 6) == face:
            return random.Random(seed)
    raise AssertionError("no seed found")


def test_refreshes_add_cards(window):
    sheet = window.open_sample(str(ALIENIST))
    window.play.refresh_adventure_action.trigger()
    window.play.refresh_24h_action.trigger()
    window.play.rest_day_action.trigger()
    assert [card.kind for card in _cards(window)] == ["refresh"] * 3
    assert sheet.doc is window.current_sheet().doc
