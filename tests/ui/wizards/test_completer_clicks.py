"""Issue 23, item 2: a completer's popup swallowed the next click in the wizards: a click on Next
only closed the popup, and in the ToC mind page a click on the next language field was eaten, so
"Italian" landed in the previous field as "FrenchItalian". The click that closes a popup now
also reaches what was clicked.

An open popup grabs the mouse (X11, Windows, macOS): the press of a click elsewhere is delivered
to the popup, which QCompleter ate; the release goes to what is under the pointer. The offscreen
platform grabs nothing, so :func:`_click_past_popup` delivers the click as a grabbing platform
does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.wizards.test_toc_mind import alienist, choose_drive, open_page, write_pillar

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints\(\)|raise\(\)|grabbing the keyboard)"
)


def _shown(qtbot, wizard):
    wizard.resize(1024, 700)
    wizard.show()
    qtbot.waitExposed(wizard)
    wizard.activateWindow()
    qtbot.waitUntil(wizard.isActiveWindow)


def _type_with_popup(qtbot, edit, text: str) -> None:
    qtbot.mouseClick(edit, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(edit.hasFocus)
    qtbot.keyClicks(edit, text)
    popup = edit.completer().popup()
    qtbot.waitUntil(popup.isVisible)  # the completer offers its list


def _click_past_popup(qtbot, popup, target) -> None:
    """Click the middle of ``target`` while ``popup`` holds the mouse."""
    assert popup.isVisible()
    centre = target.rect().center()
    outside = popup.mapFromGlobal(target.mapToGlobal(centre))
    assert not popup.rect().contains(outside)
    QTest.mousePress(popup, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, outside)
    assert not popup.isVisible()
    QTest.mouseRelease(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre)


def test_a_click_on_the_next_language_field_lands_there(qtbot):
    wizard = alienist(qtbot)
    wizard.model.set("investigative", {"ratings": {"Languages": 4}})
    page = open_page(wizard)
    _shown(qtbot, wizard)
    first, second = page.language_edits[2], page.language_edits[3]
    assert (first.text(), second.text()) == ("", "")
    _type_with_popup(qtbot, first, "Fre")
    _click_past_popup(qtbot, first.completer().popup(), second)
    qtbot.waitUntil(second.hasFocus)
    qtbot.keyClicks(second, "Italian")
    assert first.text() == "Fre"
    assert second.text() == "Italian"


def test_one_click_on_next_closes_the_popup_and_moves_on(qtbot):
    wizard = alienist(qtbot)
    wizard.model.set("investigative", {"ratings": {"Languages": 3}})
    page = open_page(wizard)
    write_pillar(page, 0, "Family honour")
    choose_drive(page, "Duty")
    _shown(qtbot, wizard)
    _type_with_popup(qtbot, page.language_edits[2], "Fre")
    assert wizard.next_button.isEnabled()
    _click_past_popup(qtbot, page.language_edits[2].completer().popup(), wizard.next_button)
    assert wizard.current_page is not page



def test_coc_occupation_skill_picker_one_click_on_next(qtbot):
    """The CoC "2 other skills" pickers complete from a popup too."""
    from tests.ui.wizards.test_coc7_choices import choices_page, pick
    from tests.ui.wizards.test_coc7_choices import wizard as make_wizard

    wizard = make_wizard.__wrapped__(qtbot)
    page = choices_page(wizard, "Journalist")
    form = page.form
    pick(form.pick_combos["social"][0], "Charm")
    pick(form.pick_combos["other"][0], "Occult")
    _shown(qtbot, wizard)
    combo = form.pick_combos["other"][1]
    assert combo.isEditable()
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    qtbot.keyClicks(combo, "Spot Hidde")
    popup = combo.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    qtbot.keyClicks(combo, "n")
    qtbot.waitUntil(wizard.next_button.isEnabled)
    if not popup.isVisible():
        combo.completer().complete()
    qtbot.waitUntil(popup.isVisible)
    _click_past_popup(qtbot, popup, wizard.next_button)
    assert wizard.current_page is not page
