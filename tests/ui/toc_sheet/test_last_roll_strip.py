"""Issue 23, item 9: the ToC sheet's "Last roll" strip skipped damage: damage taken from the Play
menu and damage applied from the roll log never reached it. It shows every card of its sheet."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def test_damage_taken_from_the_play_menu_shows(view, doc, controller):
    card = controller.toc_take_damage(doc, 3)
    assert view.last_card is card
    assert view.roll_status.isVisibleTo(view)
    assert view.roll_status.text() == f"Last roll: {card.one_line()}"


def test_damage_applied_from_the_roll_log_shows(view, doc, controller):
    rolled = view.roll_damage(1)
    assert rolled is not None and view.last_card is rolled
    applied = controller.apply_damage(rolled)
    assert applied is not rolled
    assert view.last_card is applied
    assert view.roll_status.text() == f"Last roll: {applied.one_line()}"


def test_cards_of_another_sheet_do_not_show(view, doc, controller):
    import random

    from sheetmaker.models.document import SheetDocument
    from sheetmaker.systems.toc.generate import random_investigator

    other = SheetDocument(random_investigator(random.Random(2)))
    card = view.roll_damage(1)
    controller.toc_take_damage(other, 2)
    assert view.last_card is card
