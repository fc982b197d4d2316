"""The mind page of the Trail of Cthulhu creation wizard: languages, Drive, Pillars of Sanity,
Sources of Stability (seed 001: one Pillar per 3 Sanity, one Source per 3 Stability in Pulp)."""

from __future__ import annotations

import random

import pytest

from sheetmaker.systems.toc.session import CampaignAnswers, OccupationAnswers
from sheetmaker.ui.wizards.toc.pages.mind import MindPage
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def alienist(qtbot, campaign: str = "purist", **general) -> ToCCreationWizard:
    """An Alienist (German and Latin are the occupation's languages) with Languages 2."""
    wizard = ToCCreationWizard(rng=random.Random(1))
    qtbot.addWidget(wizard)
    wizard.model.set("campaign", CampaignAnswers(campaign=campaign, investigators=4))
    wizard.model.set(
        "occupation", OccupationAnswers(name="Alienist", picks={"interpersonal": ["Reassurance", "Bureaucracy"]})
    )
    wizard.model.set("investigative", {"ratings": {"Languages": 2}})
    wizard.model.set("general", {"ratings": general})
    return wizard


def open_page(wizard) -> MindPage:
    wizard.go_to_step("mind")
    page = wizard.current_page
    assert isinstance(page, MindPage)
    return page


def choose_drive(page: MindPage, name: str) -> None:
    item = next(
        page.drive_list.item(r) for r in range(page.drive_list.count()) if page.drive_list.item(r).data(0x0100) == name
    )
    page.drive_list.setCurrentItem(item)


def write_pillar(page: MindPage, row: int, text: str) -> None:
    combo = page.pillar_combos[row]
    combo.setEditText(text)
    combo.lineEdit().editingFinished.emit()


def test_languages_the_occupation_dictates_are_prefilled(qtbot):
    wizard = alienist(qtbot)
    page = open_page(wizard)
    assert wizard.model.answers.mind.languages == ["German", "Latin"]
    assert [edit.text() for edit in page.language_edits] == ["German", "Latin"]
    assert "Languages 2" in page.languages_label.text()
    assert "Their occupation brings German, Latin." in page.languages_label.text()
    page.language_edits[1].setText("Greek")
    page.language_edits[1].editingFinished.emit()
    assert wizard.model.sheet.languages == ["German", "Greek"]


def test_no_drive_keeps_next_disabled_with_the_reason(qtbot):
    wizard = alienist(qtbot)
    page = open_page(wizard)
    write_pillar(page, 0, "Family honour")
    assert not wizard.next_button.isEnabled()
    assert "No Drive is chosen." in wizard.problems.text()
    # Every Drive of the data is offered with our one-line description.
    drives = wizard.model.session.data.tables.drives
    assert page.drive_list.count() == len(drives)
    assert drives[0].description in page.drive_list.item(0).text()
    choose_drive(page, "Duty")
    assert wizard.model.sheet.drive == "Duty"
    page.drive_reason.setPlainText("Her brother never came home.")
    page.drive_reason.document().setModified(True)
    page.drive_reason.editingFinished.emit()
    assert wizard.model.sheet.drive_reason == "Her brother never came home."
    assert wizard.next_button.isEnabled()
    assert "No Drive" not in wizard.problems.text()


def test_missing_pillars_are_refused_with_the_reason(qtbot):
    wizard = alienist(qtbot, Sanity=7)  # 7 // 3: two Pillars
    page = open_page(wizard)
    choose_drive(page, "Curiosity")
    assert wizard.model.session.pillars_required == 2
    assert len(page.pillar_combos) == 2
    assert "Sanity 7 asks for 2 Pillar(s)" in page.pillars_label.text()
    examples = wizard.model.session.data.tables.pillar_examples
    assert page.pillar_combos[0].count() == len(examples)
    write_pillar(page, 0, examples[0])
    assert not wizard.next_button.isEnabled()
    assert "1 Pillar of Sanity listed; Sanity 7 needs 2" in wizard.problems.text()
    write_pillar(page, 1, "The scientific method")  # the player's own words
    assert [p.name for p in wizard.model.sheet.pillars_of_sanity] == [examples[0], "The scientific method"]
    assert wizard.next_button.isEnabled()
    assert wizard.summary.values["Pillars"].text() == "2 of 2"


def test_too_many_sources_are_refused_in_pulp(qtbot):
    wizard = alienist(qtbot, "pulp", Stability=6)  # 6 // 3: up to two Sources
    page = open_page(wizard)
    choose_drive(page, "Duty")
    write_pillar(page, 0, "Family honour")
    assert page.sources_box.isVisibleTo(page)
    assert "up to 2 Source(s)" in page.sources_label.text()
    assert len(page.source_rows) == 2
    for row, (name, relation) in enumerate((("Ada Hale", "sister"), ("Tom Reed", "old teacher"))):
        page.source_rows[row][0].setText(name)
        page.source_rows[row][1].setText(relation)
        page.source_rows[row][1].editingFinished.emit()
    assert [(s.name, s.relation) for s in wizard.model.sheet.sources_of_stability] == [
        ("Ada Hale", "sister"), ("Tom Reed", "old teacher")
    ]
    assert wizard.next_button.isEnabled()
    page.add_source.click()
    assert len(page.source_rows) == 3
    page.source_rows[2][0].setText("Father Byrne")
    page.source_rows[2][0].editingFinished.emit()
    assert len(wizard.model.sheet.sources_of_stability) == 3
    assert not wizard.next_button.isEnabled()
    assert "3 Sources of Stability listed; Stability 6 allows 2" in wizard.problems.text()
    page.source_rows[0][2].click()  # Remove
    assert [s.name for s in wizard.model.sheet.sources_of_stability] == ["Tom Reed", "Father Byrne"]
    assert wizard.next_button.isEnabled()


def test_sources_are_hidden_in_purist(qtbot):
    wizard = alienist(qtbot, Stability=6)
    page = open_page(wizard)
    assert not page.sources_box.isVisibleTo(page)
    assert page.source_rows == []


def test_focus_on_the_drive_list_chooses_no_drive(qtbot):
    """The list taking keyboard focus gets a current item; the player has chosen nothing yet."""
    import random

    from PySide6.QtCore import Qt as _Qt

    from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

    wizard = ToCCreationWizard(rng=random.Random(3))
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.model.set("occupation", {"name": "Alienist"})
    wizard.go_to_step("mind")
    page = wizard.current_page
    page.drive_list.setFocus(_Qt.FocusReason.TabFocusReason)
    qtbot.wait(10)
    assert not wizard.model.answers.mind.drive
    assert "drive.missing" in [v.code for v in wizard.model.report("mind").problems]
    assert not wizard.next_button.isEnabled()
