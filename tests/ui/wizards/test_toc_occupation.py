"""The occupation page of the Trail of Cthulhu creation wizard: the table, the branch and the
free choices."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtCore import Qt

from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc.data import ChoiceDef, OccupationDef
from sheetmaker.ui.wizards.search import WordFilter
from sheetmaker.ui.wizards.toc.pages.occupation import OccupationPage, ToCOccupationTableModel
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard


@pytest.fixture
def wizard(qtbot):
    w = ToCCreationWizard(rng=random.Random(1))
    qtbot.addWidget(w)
    w.go_to_step("campaign")
    w.next()
    assert w.current_step == "occupation"
    return w


def page_of(wizard) -> OccupationPage:
    page = wizard.current_page
    assert isinstance(page, OccupationPage)
    return page


def visible_names(page: OccupationPage) -> list[str]:
    return [page.proxy.index(r, 0).data() for r in range(page.proxy.rowCount())]


def select(page: OccupationPage, name: str) -> None:
    page.search.setText(name)
    page.search.editingFinished.emit()  # as leaving the field does
    for r in range(page.proxy.rowCount()):
        if page.proxy.index(r, 0).data() == name:
            page.view.setCurrentIndex(page.proxy.index(r, 0))
            return
    raise AssertionError(f"{name} is not listed")


def options(page: OccupationPage, key: str) -> list[str]:
    field = page.fields[key]
    if field.combo is not None:
        return [field.combo.itemData(i) for i in range(1, field.combo.count())]
    return [field.items.item(r).data(Qt.ItemDataRole.UserRole) for r in range(field.items.rowCount())]


def tick(page: OccupationPage, key: str, *names: str) -> None:
    items = page.fields[key].items
    for r in range(items.rowCount()):
        if items.item(r).data(Qt.ItemDataRole.UserRole) in names:
            items.item(r).setCheckState(Qt.CheckState.Checked)


def test_the_table_lists_the_19_occupations_with_credit_rating_and_abilities(wizard):
    page = page_of(wizard)
    assert len(visible_names(page)) == 19
    row = visible_names(page).index("Hobo")
    assert page.proxy.index(row, 1).data() == "0"
    assert page.proxy.index(row, 2).data().startswith("Athletics, Bargain, Filch")
    dilettante = visible_names(page).index("Dilettante")
    assert page.proxy.index(dilettante, 1).data() == "3+"
    assert not wizard.next_button.isEnabled()
    assert "No occupation is chosen" in wizard.problems.text()


def test_a_military_officer_needs_a_branch_then_riding_or_piloting(wizard):
    page = page_of(wizard)
    select(page, "Military")
    assert wizard.model.answers.occupation.name == "Military"
    assert page.branch.isVisibleTo(page)
    assert not wizard.next_button.isEnabled()
    assert "Military: no branch is chosen." in wizard.problems.text()
    branches = [page.branch.itemData(i) for i in range(1, page.branch.count())]
    assert branches == [b.name for b in wizard.model.session.data.occupation("Military").branches]
    page.branch.setCurrentIndex(page.branch.findData("Officer"))
    assert wizard.model.sheet.occupation.branch == "Officer"
    # The Officer's own choice appears; until it is made, Next waits and says why.
    assert sorted(options(page, "riding_or_piloting")) == ["Piloting", "Riding"]
    assert not wizard.next_button.isEnabled()
    assert "Riding or Piloting: 0 picked, 1 needed" in wizard.problems.text()
    combo = page.fields["riding_or_piloting"].combo
    combo.setCurrentIndex(combo.findData("Riding"))
    assert wizard.model.sheet.occupation.picks == {"riding_or_piloting": ["Riding"]}
    assert wizard.next_button.isEnabled()
    assert {"Bureaucracy", "Reassurance", "Riding", "Firearms"} <= set(wizard.model.derived.occupational)
    assert "Credit Rating 2–5: it starts at 2 for free." in page.details.text()
    assert wizard.model.derived.credit_rating.base == 2


def test_a_changed_branch_drops_its_picks_with_a_note(wizard):
    page = page_of(wizard)
    select(page, "Military")
    page.branch.setCurrentIndex(page.branch.findData("Officer"))
    combo = page.fields["riding_or_piloting"].combo
    combo.setCurrentIndex(combo.findData("Piloting"))
    page.branch.setCurrentIndex(page.branch.findData("Navy"))
    assert wizard.model.sheet.occupation.picks == {}
    assert "riding_or_piloting" not in page.fields
    assert "The branch changed" in wizard.problems.text()
    assert wizard.next_button.isEnabled()


def test_a_dilettante_has_credit_rating_occupational_and_picks_five(wizard):
    page = page_of(wizard)
    select(page, "Dilettante")
    d = wizard.model.derived
    assert d.credit_rating.occupational and d.credit_rating.base == 3
    assert "Credit Rating 3+: it starts at 3 for free." in page.details.text()
    offered = options(page, "any")
    assert "Credit Rating" not in offered and "Flattery" not in offered and "Riding" not in offered
    assert "Athletics" in offered and "Library Use" in offered
    assert not wizard.next_button.isEnabled()
    tick(page, "any", "Athletics", "Library Use", "Occult", "Firearms", "Driving")
    assert sorted(wizard.model.sheet.occupation.picks["any"]) == [
        "Athletics", "Driving", "Firearms", "Library Use", "Occult"
    ]
    assert page.fields["any"].count_label.text() == "5 of 5 picked"
    items = page.fields["any"].items
    unticked = [items.item(r) for r in range(items.rowCount()) if items.item(r).checkState() != Qt.CheckState.Checked]
    assert unticked and not any(item.isEnabled() for item in unticked)
    assert wizard.next_button.isEnabled()
    # Credit Rating costs half price: 5 (2 above the free 3) costs 1 build point.
    assert wizard.model.session.cost_of("Credit Rating", 5) == 1


def test_a_hobo_has_nothing_to_choose_and_credit_rating_0(wizard):
    page = page_of(wizard)
    select(page, "Hobo")
    assert "Credit Rating 0: fixed, never bought." in page.details.text()
    assert page.fields == {} and not page.branch.isVisibleTo(page)
    assert wizard.next_button.isEnabled()
    assert wizard.model.derived.credit_rating.locked


def test_any_two_interpersonal_picks_hold_next_back_until_made(wizard):
    page = page_of(wizard)
    select(page, "Alienist")
    offered = options(page, "interpersonal")
    assert "Credit Rating" not in offered and "Assess Honesty" not in offered
    assert "Bargain" in offered
    assert not wizard.next_button.isEnabled()
    assert "Alienist, any two other Interpersonal abilities: 0 picked, 2 needed." in wizard.problems.text()
    tick(page, "interpersonal", "Bargain")
    assert not wizard.next_button.isEnabled()
    assert "1 picked, 2 needed" in wizard.problems.text()
    tick(page, "interpersonal", "Flattery")
    assert wizard.model.sheet.occupation.picks == {"interpersonal": ["Bargain", "Flattery"]}
    assert wizard.next_button.isEnabled()
    assert {"Bargain", "Flattery"} <= set(wizard.model.derived.occupational)


def test_credit_rating_given_as_a_pick_elsewhere_is_refused_with_the_reason(wizard):
    page = page_of(wizard)
    select(page, "Alienist")
    wizard.model.update("occupation", picks={"interpersonal": ["Credit Rating", "Bargain"]})
    assert "Credit Rating cannot be a free-choice occupational ability." in wizard.problems.text()
    assert not wizard.next_button.isEnabled()


def test_changing_the_occupation_clears_the_picks_with_the_sessions_note(wizard):
    page = page_of(wizard)
    select(page, "Alienist")
    tick(page, "interpersonal", "Bargain", "Flattery")
    select(page, "Journalist")
    occupation = wizard.model.sheet.occupation
    assert occupation.name == "Journalist" and occupation.picks == {}
    assert "The occupation changed to Journalist: its choices start afresh." in wizard.problems.text()
    assert wizard.problems.isVisibleTo(wizard)
    assert page.fields["interpersonal"].combo.currentData() is None
    assert not wizard.next_button.isEnabled()


def test_clergy_picks_a_language_from_the_data(wizard):
    page = page_of(wizard)
    select(page, "Clergy")
    assert options(page, "language") == ["Latin", "Greek", "Aramaic", "Hebrew"]
    combo = page.fields["language"].combo
    combo.setCurrentIndex(combo.findData("Hebrew"))
    assert wizard.model.sheet.occupation.picks["language"] == ["Hebrew"]
    assert "Hebrew" in wizard.model.session.languages_wanted


def test_keyboard_alone_filters_and_goes_next_without_clearing_on_every_letter(wizard, qtbot):
    page = page_of(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    page.search.setFocus()
    qtbot.keyClicks(page.search, "hob")
    assert visible_names(page) == ["Hobo"]
    qtbot.waitUntil(lambda: wizard.model.answers.occupation is not None)
    assert wizard.model.answers.occupation.name == "Hobo"
    page.search.clear()
    qtbot.keyClicks(page.search, "Cop Talk")  # filters over abilities too
    assert visible_names(page) == ["Journalist", "Police Detective"]
    qtbot.keyClick(page.search, Qt.Key.Key_Down)
    assert wizard.model.answers.occupation.name == "Police Detective"
    assert wizard.next_button.isEnabled() and wizard.next_button.isDefault()
    qtbot.keyClick(page.search, Qt.Key.Key_Return)
    assert wizard.current_step == "investigative"


def test_users_occupations_are_marked_your_data(qtmodeltester):
    base = toc_data.load(None)
    mine = OccupationDef(
        name="Lighthouse Keeper",
        abilities=("Outdoorsman", "Astronomy"),
        choices=(
            ChoiceDef(id="interpersonal", count=1, families=("Interpersonal",), text="one Interpersonal ability"),
        ),
        credit_rating=(1, 3),
    )
    data = dataclasses.replace(base, occupations=(*base.occupations, mine))
    model = ToCOccupationTableModel(data)
    qtmodeltester.check(model)
    proxy = WordFilter()
    proxy.setSourceModel(model)
    proxy.set_text("lighthouse")
    assert proxy.rowCount() == 1
    assert proxy.index(0, 0).data() == "Lighthouse Keeper (your data)"
    assert proxy.index(0, 1).data() == "1–3"
    assert proxy.index(0, 2).data() == "Outdoorsman, Astronomy, one Interpersonal ability"
