"""RollLogDock: cards, follow-up buttons, Clear, Copy as text; RollButton."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton

from sheetmaker.core import d100
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController, RollOptions
from sheetmaker.ui import roll_button as roll_button_module
from sheetmaker.ui.roll_button import RollButton, make_coc_roll_button, make_toc_roll_button
from sheetmaker.ui.roll_dialog import RollDialog
from sheetmaker.ui.roll_log import RollLogDock, badge_text, level_colours
from tests.fixtures import HARVEY_ALLOCATION

SPOT_HIDDEN = 35


# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints; the warning says
# nothing about our code (it also comes from a bare QDialog with a label).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def harvey(qapp):
    return SheetDocument.open(str(HARVEY_ALLOCATION))


@pytest.fixture
def warnings(monkeypatch):
    """Every QMessageBox.warning shown (none blocks)."""
    shown: list[tuple[str, str]] = []

    def fake(parent, title, text, *args, **kwargs):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(fake))
    return shown


def failing_seed(value: int = SPOT_HIDDEN) -> int:
    for seed in range(10_000):
        if d100.roll_d100(random.Random(seed), value).level == d100.Level.FAILURE:
            return seed
    raise AssertionError("no seed")


@pytest.fixture
def dock(qtbot):
    controller = RollController(random.Random(failing_seed()))
    widget = RollLogDock(controller)
    widget.resize(420, 600)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def button_texts(dock: RollLogDock, row: int) -> list[str]:
    bar = dock.bar(row)
    return [] if bar is None else [b.text() for b in bar.buttons]


# --------------------------------------------------------------------------- the dock


def test_dock_is_titled_and_named(dock):
    assert dock.windowTitle() == "Roll log"
    assert dock.objectName() == "RollLogDock"
    assert dock.clear_button.accessibleName() == "Clear the roll log"
    assert dock.copy_button.accessibleName() == "Copy the roll log as text"
    assert not dock.clear_button.isEnabled()  # nothing to clear yet


def test_a_failed_roll_shows_its_level_word_and_follow_ups(dock, harvey, qtbot):
    card = dock.controller.skill(harvey, "Spot Hidden")
    assert card.level == "failure"
    assert badge_text(card) == "Failure"
    index = dock.model.index(0, 0)
    assert "Failure (needed Regular)" in index.data(Qt.ItemDataRole.AccessibleTextRole)
    texts = button_texts(dock, 0)
    assert texts[0] == "Push"
    assert any(text.startswith("Spend ") and "Luck → Regular" in text for text in texts)
    bar = dock.bar(0)
    push = bar.buttons[0]
    assert push.accessibleName().startswith("Push (roll #1")
    assert dock.clear_button.isEnabled() and dock.copy_button.isEnabled()
    # The bar sits inside the card, below its painted text.
    rect = dock.view.visualRect(index)
    qtbot.waitUntil(lambda: rect.contains(bar.geometry()))


def test_clicking_push_adds_a_card(dock, harvey, qtbot, warnings):
    dock.controller.skill(harvey, "Spot Hidden")
    push = dock.bar(0).buttons[0]
    with qtbot.waitSignal(dock.model.rowsInserted):
        qtbot.mouseClick(push, Qt.MouseButton.LeftButton)
    assert dock.model.rowCount() == 2
    assert dock.model.card(1).result.pushed
    assert "Push" not in button_texts(dock, 0)  # offered once
    assert "Pushed: see roll #2" in dock.model.card(0).status
    assert "Push" not in button_texts(dock, 1)
    assert warnings == []


def test_a_refused_follow_up_shows_a_warning(dock, harvey, warnings):
    card = dock.controller.skill(harvey, "Spot Hidden")
    dock.controller.follow_up(card, "push")
    dock._on_follow_up(card.id, "push")  # a stale click
    assert len(warnings) == 1
    assert "not possible any more" in warnings[0][1]
    assert dock.model.rowCount() == 2


def test_a_luck_button_disabled_when_luck_is_short(dock, harvey):
    harvey.set_value("sheet.luck", 0)
    dock.controller.skill(harvey, "Spot Hidden")
    bar = dock.bar(0)
    luck_buttons = [b for b in bar.buttons if "Luck" in b.text()]
    assert luck_buttons and not any(b.isEnabled() for b in luck_buttons)
    assert "not enough Luck" in luck_buttons[0].toolTip()


def test_newest_card_is_scrolled_into_view(dock, harvey, qtbot):
    for _ in range(25):
        dock.controller.skill(harvey, "Psychology")
    bar = dock.view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    last = dock.view.visualRect(dock.model.index(24, 0))
    assert dock.view.viewport().rect().intersects(last)


def test_clear_and_copy_as_text(dock, harvey, qtbot):
    first = dock.controller.skill(harvey, "Spot Hidden")
    second = dock.controller.san(harvey, "0/1D4")
    qtbot.mouseClick(dock.copy_button, Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    assert first.as_text() in text and second.as_text() in text
    assert "tens " in text and "units " in text
    qtbot.mouseClick(dock.clear_button, Qt.MouseButton.LeftButton)
    assert dock.model.rowCount() == 0
    assert not dock.clear_button.isEnabled()
    assert dock.bar(0) is None


def test_hundreds_of_cards_stay_usable(dock, harvey):
    for _ in range(300):
        dock.controller.skill(harvey, "Library Use")
    assert dock.model.rowCount() == 300
    dock.view.scrollToTop()
    dock.grab()  # paints without errors


def test_level_colours_differ_and_exist_for_both_palettes():
    for dark in (False, True):
        strong = level_colours("critical", True, dark)
        plain = level_colours("regular", True, dark)
        failure = level_colours("failure", False, dark)
        fumble = level_colours("fumble", False, dark)
        fills = {c[0].name() for c in (strong, plain, failure, fumble)}
        assert len(fills) == 4
        for fill, ink in (strong, plain, failure, fumble):
            assert abs(fill.lightness() - ink.lightness()) > 90  # readable text on the badge
    # A Hard result that missed an Extreme goal is shown as a failure.
    assert level_colours("hard", False, False) == level_colours("failure", False, False)
    assert level_colours(None, None, False) is None


# --------------------------------------------------------------------------- the roll button


def test_roll_button_click_rolls_with_defaults(qtbot):
    calls = []
    button = RollButton("Spot Hidden", calls.append)
    qtbot.addWidget(button)
    assert button.accessibleName() == "Roll Spot Hidden"
    assert not button.icon().isNull()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert calls == [None]


@pytest.mark.parametrize(
    "modifier", [Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier]
)
def test_roll_button_shift_click_opens_the_dialog(qtbot, monkeypatch, modifier):
    calls = []
    opened = []

    def fake_exec(dialog):
        opened.append(dialog)
        dialog.difficulty.setCurrentIndex(dialog.difficulty.findData("hard"))
        dialog.bonus.setValue(1)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(RollDialog, "exec", fake_exec)
    button = RollButton(
        "Spot Hidden",
        calls.append,
        lambda parent: RollDialog(parent, title="Spot Hidden", value=35),
    )
    qtbot.addWidget(button)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, modifier)
    assert len(opened) == 1
    assert calls == [RollOptions(difficulty="hard", bonus=1)]


def test_roll_button_menu_and_cancel(qtbot, monkeypatch):
    calls = []
    monkeypatch.setattr(RollDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    button = RollButton("Spot Hidden", calls.append)
    qtbot.addWidget(button)
    assert button.menu() is not None
    assert button.options_action.text() == "Roll with options…"
    button.options_action.trigger()
    assert calls == []  # cancelled: nothing rolled


def test_make_coc_roll_button_rolls_and_reports_errors(harvey, qtbot, warnings, monkeypatch):
    controller = RollController(random.Random(4))
    button = make_coc_roll_button(controller, harvey, "skill", "Spot Hidden")
    qtbot.addWidget(button)
    assert button.accessibleName() == "Roll Spot Hidden"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert controller.log.rowCount() == 1
    assert controller.log.card(0).title.startswith("Spot Hidden 35")

    # The dialog shows the chance for the sheet's value.
    seen = []

    def fake_exec(dialog):
        seen.append(dialog.chance.text())
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(RollDialog, "exec", fake_exec)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier)
    assert seen and seen[0].startswith("35%")
    assert controller.log.rowCount() == 2

    bad = make_coc_roll_button(controller, harvey, "skill", "Basket Weaving")
    qtbot.addWidget(bad)
    qtbot.mouseClick(bad, Qt.MouseButton.LeftButton)
    assert warnings and "no skill named" in warnings[0][1]
    assert controller.log.rowCount() == 2


def test_make_coc_san_button_asks_for_a_loss(harvey, qtbot, monkeypatch, warnings):
    controller = RollController(random.Random(4))
    asked = []

    def fake_exec(dialog):
        asked.append(dialog.mode)
        dialog.san_loss.setText("1/1D6")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(RollDialog, "exec", fake_exec)
    button = make_coc_roll_button(controller, harvey, "san")
    qtbot.addWidget(button)
    assert button.accessibleName() == "Roll Sanity"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # no loss known: the dialog asks
    assert asked == ["san"]
    assert controller.log.card(0).kind == "san"
    assert harvey.undo_stack.count() == 1


def test_make_coc_damage_button(harvey, qtbot):
    controller = RollController(random.Random(4))
    button = make_coc_roll_button(controller, harvey, "damage", 1)
    qtbot.addWidget(button)
    assert button.accessibleName() == "Roll Walking stick damage"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert controller.log.card(0).kind == "damage"


def test_make_toc_roll_button(qtbot, qapp, monkeypatch):
    from sheetmaker.systems.toc.model import Ability, ToCDocument, ToCSheet

    sheet = ToCSheet(abilities={"Athletics": Ability(rating=5)})
    doc = SheetDocument(ToCDocument(name="Dr Hale", sheet=sheet))
    controller = RollController(random.Random(2))
    button = make_toc_roll_button(controller, doc, "Athletics")
    qtbot.addWidget(button)

    def fake_exec(dialog):
        assert dialog.spend.maximum() == 5
        dialog.spend.setValue(2)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(RollDialog, "exec", fake_exec)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier)
    card = controller.log.card(0)
    assert card.system == "toc" and card.result.spend == 2
    assert doc.derived.ability("Athletics").pool == 3


def test_show_roll_error_is_patchable(warnings):
    roll_button_module.show_roll_error(None, ValueError("nope"))
    assert warnings == [("Roll refused", "nope")]


def test_follow_up_bar_buttons_are_push_buttons(dock, harvey):
    dock.controller.skill(harvey, "Spot Hidden")
    assert all(isinstance(b, QPushButton) for b in dock.bar(0).buttons)


def test_follow_up_bars_follow_the_scrolling(dock, harvey, qtbot):
    for _ in range(120):
        dock.controller.skill(harvey, "Spot Hidden")  # mostly failures, with follow-ups
    dock.sync()
    assert dock.bar(119) is not None  # the newest is on screen
    assert len(dock._bars) < 30  # only the cards near the screen have live buttons
    dock.view.scrollToTop()
    dock.sync()
    assert dock.bar(0) is not None and dock.bar(119) is None


def test_toc_spend_cards_in_the_dock(dock, qtbot):
    from sheetmaker.systems.toc.model import Ability, ToCDocument, ToCSheet

    sheet = ToCSheet(
        abilities={"Library Use": Ability(rating=3), "Health": Ability(rating=8, pool=-3)}
    )
    doc = SheetDocument(ToCDocument(name="Dr Hale", sheet=sheet))
    with qtbot.waitSignal(dock.model.rowsInserted):
        card = dock.controller.spend(doc, "Library Use", 1)
    assert dock.model.card(0) is card and card.kind == "spend"
    # Hurt: the Consciousness test is on the card, its dice and its outcome in the badge.
    text = dock.model.index(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert "Spend 1 Library Use" in text
    assert f"Dice: Consciousness test: D6 {card.result.die}" in text
    assert badge_text(card) == ("Success" if card.success else "Failure")
    assert button_texts(dock, 0) == []  # a spend offers no follow-up
    # Healthy again: a plain spend rolls nothing and has no badge.
    doc.set_value("sheet.abilities", {"Library Use": Ability(rating=3)})
    plain = dock.controller.spend(doc, "Library Use", 2)
    assert badge_text(plain) == "" and plain.dice == ()
    assert "pool 3 → 1" in dock.model.index(1, 0).data()


def test_a_new_card_is_announced_to_screen_readers(dock, harvey, monkeypatch):
    """Roll results are announced: the roll log sends an announcement with the card's headline
    and keeps it as the log's accessible description."""
    from sheetmaker.ui import accessibility

    said: list[str] = []
    real = accessibility.announce
    monkeypatch.setattr(accessibility, "announce", lambda widget, text: (said.append(text), real(widget, text)))
    card = dock.controller.skill(harvey, "Spot Hidden")
    assert said == [f"{card.title}: {card.summary}"]
    assert "Spot Hidden" in said[0] and "Failure" in said[0]
    assert dock.view.accessibleDescription() == said[0]
