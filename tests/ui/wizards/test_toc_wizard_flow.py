"""The Trail of Cthulhu wizard end to end: page by page with Next clicked on each, to a finished
valid sheet, for Purist and Pulp, 2, 3 and 4+ investigators, a Military officer, a Dilettante,
a Hobo and a detective who sacrifices Credit Rating below its base; the build numbers are
checked against the budgets of RULES.md (24/18/16 investigative, 65 general)."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from sheetmaker.systems.toc.session import CreationSession, load_answers
from sheetmaker.systems.toc.validate import validate
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard


@pytest.fixture
def wizard(qtbot):
    w = ToCCreationWizard(rng=random.Random(5))
    qtbot.addWidget(w)
    w.resize(1000, 660)
    w.show()
    return w


def click_next(qtbot, wizard, expected: str) -> None:
    assert wizard.next_button.isEnabled(), wizard.problems.text()
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert wizard.current_step == expected


CASES = [
    # campaign, investigators, occupation, branch, investigative budget
    ("purist", 2, "Alienist", None, 24),
    ("pulp", 3, "Military", "Officer", 18),
    ("purist", 4, "Dilettante", None, 16),
    ("pulp", 6, "Hobo", None, 16),
    ("purist", 4, "Police Detective", None, 16),
]


@pytest.mark.parametrize(("campaign", "investigators", "occupation", "branch", "budget"), CASES)
def test_wizard_end_to_end(qtbot, wizard, monkeypatch, campaign, investigators, occupation, branch, budget):
    model = wizard.model
    page = wizard.current_page
    assert wizard.current_step == "campaign"
    (page.pulp if campaign == "pulp" else page.purist).click()
    page.investigators.setValue(investigators)
    assert model.derived.investigative.total == budget
    assert model.derived.general.total == 65
    click_next(qtbot, wizard, "occupation")
    model.set("occupation", {"name": occupation, "branch": branch})
    if occupation == "Military":
        assert wizard.model.derived.branch.name == "Officer"
    # The player fills the open choices (the session's randomiser stands in for the clicks,
    # which tests/ui/wizards/test_toc_occupation.py drives).
    model.randomise("occupation")
    click_next(qtbot, wizard, "investigative")
    session = model.session
    if occupation == "Police Detective":
        # Credit Rating 3–4: sacrificing two points below the base of 3 gives 2 back.
        model.run(lambda: session.set_rating("Credit Rating", 1))
        assert model.derived.credit_rating.cost == -2
        assert model.derived.investigative.total == budget + 2
    if occupation == "Hobo":
        assert model.derived.credit_rating.value == 0
    if occupation == "Dilettante":
        assert model.derived.credit_rating.occupational
    qtbot.mouseClick(wizard.current_page.spend_button, Qt.MouseButton.LeftButton)
    assert model.derived.investigative.left == 0
    click_next(qtbot, wizard, "general")
    qtbot.mouseClick(wizard.current_page.spend_button, Qt.MouseButton.LeftButton)
    d = model.derived
    assert d.general.left == 0
    assert d.hit_threshold == (4 if d.rating("Athletics") >= 8 else 3)
    if campaign == "purist":
        assert d.health.rating <= 12
    click_next(qtbot, wizard, "mind")
    assert not wizard.next_button.isEnabled()  # no Drive, no Pillars yet
    pillars = [f"Conviction {i + 1}" for i in range(session.pillars_required)]
    sources = [{"name": f"Friend {i + 1}", "relation": "old friend"} for i in range(session.sources_required)]
    languages = list(session.sheet.languages)
    known = d.languages_known
    languages += [f"Language {i}" for i in range(len(languages), known)]
    model.update(
        "mind", drive="Curiosity", drive_reason="She must know.", pillars=pillars,
        sources=sources if campaign == "pulp" else [], languages=languages,
    )
    assert wizard.summary.values["Pillars"].text() == f"{len(pillars)} of {len(pillars)}"
    click_next(qtbot, wizard, "identity")
    model.update("identity", name="Ada Quinn")
    assert wizard.summary.name_label.text() == "Ada Quinn"
    click_next(qtbot, wizard, "review")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("asked to finish with problems"))
    documents = []
    wizard.finishedDocument.connect(documents.append)
    qtbot.mouseClick(wizard.finish_button, Qt.MouseButton.LeftButton)
    (document,) = documents
    assert document.sheet.campaign == campaign and document.sheet.investigators == investigators
    assert document.sheet.occupation.name == occupation
    assert [v for v in validate(document) if v.severity == "error"] == []
    if occupation == "Police Detective":
        assert document.sheet.ability("Credit Rating").rating == 1


def test_answers_replay_gives_the_wizards_sheet(qtbot, wizard, tmp_path):
    """The same answers and seed through ``sheetmaker new toc --answers`` give the same sheet."""
    from sheetmaker import cli
    from sheetmaker.io import fileformat

    model = wizard.model
    click_next(qtbot, wizard, "occupation")
    model.set("occupation", {"name": "Antiquarian"})
    model.randomise_rest("occupation")
    model.update("identity", name="Replay Test")
    wizard.go_to_step("review")
    assert model.report("review").ok
    answers = model.answers.model_dump(mode="json")
    path = tmp_path / "answers.json"
    path.write_text(json.dumps(answers), encoding="utf-8")
    replay = CreationSession(random.Random(5), answers=load_answers(path.read_text(encoding="utf-8")))
    assert replay.sheet == model.sheet
    out = tmp_path / "replay.sheet.json"
    assert cli.main(["new", "toc", "--answers", str(path), "--seed", "5", "-o", str(out)]) == 0
    assert fileformat.load(out).sheet == model.sheet
