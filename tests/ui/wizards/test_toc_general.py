"""The general page of the Trail of Cthulhu creation wizard (hand-worked from RULES.md, seed
001): free Sanity 4 / Stability 1 / Health 1, Fleeing's price against Athletics, the
second-highest rule, Sanity's ceiling, the Purist cap, the Hit Threshold, the counter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sheetmaker.ui.theme import error_colour
from sheetmaker.ui.wizards.toc.abilities import AbilityTableModel as M
from sheetmaker.ui.wizards.toc.pages.general import GeneralPage
from tests.ui.wizards.toc_helpers import cell, rate, text, toc_wizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def open_page(wizard) -> GeneralPage:
    wizard.go_to_step("general")
    page = wizard.current_page
    assert isinstance(page, GeneralPage)
    return page


def rule(page: GeneralPage, key: str) -> str:
    return page.rule_labels[key].text()


def red(label) -> bool:
    return error_colour().name() in label.styleSheet()


def test_free_ratings_and_counter(qtbot):
    wizard = toc_wizard(qtbot)
    page = open_page(wizard)
    assert wizard.model.answers.general is not None
    assert page.points_left.text() == "General build points left: 65 of 65"
    assert rule(page, "free") == "Free for everyone: Health 1, Sanity 4, Stability 1."
    for name, start in (("Sanity", "4"), ("Stability", "1"), ("Health", "1")):
        assert text(page, name, M.RATING) == start
        assert text(page, name, M.FREE) == start
        assert text(page, name, M.SPENT) == "0"
    assert text(page, "Athletics", M.FREE) == "—"
    assert rate(page, "Sanity", 6)
    assert text(page, "Sanity", M.SPENT) == "2"  # only the points above the free 4
    assert page.points_left.text() == "General build points left: 63 of 65"
    assert page.table_model.row_of("Accounting") == -1
    assert page.table_model.is_heading(0) is False  # one family: no heading rows


def test_fleeing_after_athletics_costs_four(qtbot):
    wizard = toc_wizard(qtbot)
    page = open_page(wizard)
    assert rate(page, "Athletics", 1)
    assert rate(page, "Fleeing", 6)
    assert rule(page, "fleeing") == (
        "Fleeing 6 with Athletics 1 costs 4 (1 build point a point up to 2, then 2 points per build point)."
    )
    assert text(page, "Fleeing", M.SPENT) == "4"
    assert wizard.model.derived.ability("Fleeing").cost == 4
    assert page.points_left.text() == "General build points left: 60 of 65"  # 65 − 1 − 4


def test_fleeing_before_athletics_is_repriced(qtbot):
    wizard = toc_wizard(qtbot)
    page = open_page(wizard)
    assert rate(page, "Fleeing", 6)
    engine = wizard.model.session.fleeing()
    assert engine.cost == 3  # Athletics 0: half price from the first point
    assert rule(page, "fleeing") == (
        "Fleeing 6 with Athletics 0 costs 3 (2 points per build point while Athletics is 0)."
    )
    assert text(page, "Fleeing", M.SPENT) == "3"
    assert rate(page, "Athletics", 1)
    assert rule(page, "fleeing").startswith("Fleeing 6 with Athletics 1 costs 4")
    assert text(page, "Fleeing", M.SPENT) == "4"
    page.select("Fleeing")
    assert "Fleeing 6 with Athletics 1 costs 4." in page.detail.text()


def test_second_highest_rule_refuses_next_then_scuffling_fixes_it(qtbot):
    wizard = toc_wizard(qtbot)
    page = open_page(wizard)
    assert rate(page, "Firearms", 12)
    assert not wizard.next_button.isEnabled()
    text_now = rule(page, "highest")
    assert text_now.startswith("Highest: Firearms 12; another General ability needs 6 or more.")
    assert "Raise Sanity (now 4) to 6, or lower Firearms." in text_now  # the next highest, named
    assert red(page.rule_labels["highest"])
    assert "Firearms 12" in wizard.problems.text() and "(6)" in wizard.problems.text()
    assert cell(page, "Firearms", M.RATING).data(Qt.ItemDataRole.ForegroundRole) is not None
    assert rate(page, "Scuffling", 6)
    assert rule(page, "highest") == "Highest: Firearms 12; another needs 6 or more: Scuffling has it."
    assert not red(page.rule_labels["highest"])
    assert wizard.model.report("general").ok
    assert wizard.next_button.isEnabled()


def test_health_above_the_purist_cap_refused_allowed_in_pulp(qtbot):
    wizard = toc_wizard(qtbot, campaign="purist")
    page = open_page(wizard)
    purist_max = wizard.model.session.data.tables.purist_max
    assert purist_max == 12
    assert rule(page, "purist") == "Purist campaign: Health and Stability at most 12."
    assert rate(page, "Health", 13) and rate(page, "Athletics", 7)
    assert red(page.rule_labels["purist"])
    assert not wizard.next_button.isEnabled()
    assert "Health 13 is above 12, the most a Purist campaign allows." in wizard.problems.text()
    assert text(page, "Health", M.NOTE) == "Purist: at most 12"
    wizard.model.update("campaign", campaign="pulp")
    wizard.go_to_step("general")
    assert rule(page, "purist") == "Pulp campaign: Health and Stability have no maximum."
    assert not any(p.code == "health.purist_max" for p in wizard.model.report("general").problems)
    assert wizard.next_button.isEnabled()


def test_sanity_above_ten_minus_mythos_refused(qtbot):
    wizard = toc_wizard(qtbot, cthulhu_mythos=True)
    wizard.go_to_step("investigative")
    wizard.model.run(lambda: wizard.model.session.set_rating("Cthulhu Mythos", 2))
    page = open_page(wizard)
    assert text(page, "Sanity", M.NOTE) == "at most 8"
    assert rate(page, "Sanity", 8) and rate(page, "Stability", 5)
    assert rule(page, "sanity") == "Sanity 8: at most 10 − Cthulhu Mythos 2 = 8."
    assert wizard.next_button.isEnabled()
    assert rate(page, "Sanity", 9)
    assert red(page.rule_labels["sanity"])
    assert not wizard.next_button.isEnabled()
    assert "Sanity 9 is above 10 − Cthulhu Mythos 2 = 8." in wizard.problems.text()


def test_overspent_refuses_next(qtbot):
    wizard = toc_wizard(qtbot)
    page = open_page(wizard)
    assert rate(page, "Athletics", 40) and rate(page, "Scuffling", 30)
    assert page.points_left.text() == "General build points left: -5 of 65"
    assert red(page.points_left)
    assert not wizard.next_button.isEnabled()
    assert "5 too many" in wizard.problems.text()
    assert wizard.summary.values["general"].text() == "-5 of 65"


def test_hit_threshold_live(qtbot):
    wizard = toc_wizard(qtbot)
    page = open_page(wizard)
    assert rule(page, "threshold") == "Hit Threshold 3 (4 from Athletics 8; Athletics is 0)."
    assert rate(page, "Athletics", 8)
    assert rule(page, "threshold") == "Hit Threshold 4 (4 from Athletics 8; Athletics is 8)."
    assert wizard.summary.values["Hit Threshold"].text() == "4"


def test_spend_the_rest(qtbot):
    wizard = toc_wizard(qtbot, "Police Detective")
    page = open_page(wizard)
    qtbot.mouseClick(page.spend_button, Qt.MouseButton.LeftButton)
    assert wizard.model.derived.general.left == 0
    assert page.points_left.text() == "General build points left: 0 of 65"
    assert wizard.model.session.highest_rule().ok
    assert wizard.next_button.isEnabled()


def test_keyboard_reaches_the_table_by_its_mnemonic(qtbot):
    wizard = toc_wizard(qtbot)
    wizard.show()
    page = open_page(wizard)
    assert page.table_label.buddy() is page.table
    assert "&t" in page.table_label.text()
    assert page.spend_button.text() == "&Spend the Rest"
