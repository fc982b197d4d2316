"""The rule-check panel never claims more than was checked: free entry and NPCs name the checks
that did not run, in the summary of a valid sheet and under the summary of an invalid one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Signal

from sheetmaker.core.violations import Violation
from sheetmaker.models.document import SheetDocument
from sheetmaker.resources import resource
from sheetmaker.systems.coc7.model import (
    Characteristics,
    CoC7Document,
    CoC7Sheet,
    Creation,
    OccupationChoice,
    Skill,
)
from sheetmaker.systems.coc7.validate import FREE_OFF
from sheetmaker.ui.violations import CodeRole, ViolationsPanel
from tests.fixtures import HARVEY_ALLOCATION

CHARS = Characteristics(STR=50, CON=50, SIZ=60, DEX=50, APP=40, INT=70, POW=60, EDU=86)
JOURNALIST = OccupationChoice(name="Journalist", picks={"social": ["Charm"], "other": ["Occult", "Spot Hidden"]})


def made_by_hand() -> CoC7Document:
    """The editor's free-entry Journalist: age 42, Luck 0, Credit Rating 0 (below 9..30) and
    484 points unspent (EDU 86 × 4 + INT 70 × 2)."""
    sheet = CoC7Sheet(
        era="1920s",
        age=42,
        creation=Creation(method="free"),
        characteristics=CHARS,
        occupation=JOURNALIST,
        skills=[Skill(name="Art/Craft", specialisation="Photography")],
    )
    return CoC7Document(name="Ada Reyes", sheet=sheet)


def finished(document: CoC7Document) -> CoC7Document:
    """The same sheet with Luck, Credit Rating and every point spent (still free entry)."""
    skills = [
        Skill(name="Credit Rating", occupation=20),
        Skill(name="Art/Craft", specialisation="Photography", occupation=45),
        Skill(name="History", occupation=45),
        Skill(name="Library Use", occupation=40),
        Skill(name="Psychology", occupation=50),
        Skill(name="Charm", occupation=40),
        Skill(name="Occult", occupation=54),
        Skill(name="Spot Hidden", occupation=50),
        Skill(name="Listen", personal=30),
        Skill(name="Stealth", personal=20),
        Skill(name="Dodge", personal=20),
        Skill(name="Language (Other)", specialisation="French", personal=40),
        Skill(name="Drive Auto", personal=30),
    ]
    sheet = document.sheet.model_copy(update={"luck": 55, "skills": skills})
    return document.model_copy(update={"sheet": sheet})


@pytest.fixture
def make_panel(qtbot):
    def build(doc) -> ViolationsPanel:
        panel = ViolationsPanel(doc)
        qtbot.addWidget(panel)
        panel.resize(900, panel.sizeHint().height())
        return panel

    return build


def codes(panel: ViolationsPanel) -> list[str]:
    return [panel.list.item(i).data(CodeRole) for i in range(panel.list.count())]


def test_a_sheet_made_by_hand_shows_its_problems_and_the_checks_that_are_off(qapp, make_panel):
    doc = SheetDocument(made_by_hand())
    panel = make_panel(doc)
    found = codes(panel)
    for code in ("luck.missing", "credit_rating.range", "budget.occupation.unspent", "budget.personal.unspent"):
        assert code in found
    summary = panel.summary.text()
    assert "follows the rules" not in summary
    assert "error(s)" in summary
    # The note under the summary names the checks that did not run.
    assert not panel.checks_off_note.isHidden()
    note = panel.checks_off_note.text()
    assert note == FREE_OFF
    assert "entered freely" in note and "generation method" in note and "age effects" in note
    assert panel.checks_off == (FREE_OFF,)
    assert FREE_OFF in panel.summary.toolTip()


def test_a_valid_free_sheet_does_not_claim_to_follow_the_rules(qapp, make_panel):
    doc = SheetDocument(finished(made_by_hand()))
    assert doc.violations == []
    panel = make_panel(doc)
    assert panel.violations == ()
    # Compact: one summary, no list and no separate note.
    assert panel.list.isHidden() and panel.checks_off_note.isHidden()
    summary = panel.summary.text()
    assert "follows the rules" not in summary
    assert summary.startswith("Rule checks: no problems found by the checks that ran.")
    assert "Characteristics entered freely" in summary and "age effects" in summary


def test_the_tick_only_for_a_fully_recorded_investigator(qapp, make_panel):
    doc = SheetDocument.open(str(HARVEY_ALLOCATION))
    panel = make_panel(doc)
    assert doc.checks_off == [] and panel.checks_off == ()
    assert "follows the rules" in panel.summary.text()
    assert panel.summary.toolTip() == ""
    ok_icon = panel.icon.pixmap().toImage()
    # Switching to free entry changes no violation, but the claim goes (and comes back on undo).
    doc.set_value("sheet.creation.method", "free")
    assert doc.violations == []
    assert "follows the rules" not in panel.summary.text()
    assert "entered freely" in panel.summary.text()
    assert panel.icon.pixmap().toImage() != ok_icon
    doc.undo_stack.undo()
    assert "follows the rules" in panel.summary.text()
    assert panel.icon.pixmap().toImage() == ok_icon


@pytest.mark.parametrize(
    ("sample", "words"),
    [("npc-cultist.sheet.json", "NPC: creation rules"), ("toc-npc-bootlegger.sheet.json", "NPC: build rules")],
)
def test_npcs_say_only_the_state_of_play_is_checked(qapp, make_panel, sample, words):
    doc = SheetDocument.open(str(resource("samples", sample)))
    panel = make_panel(doc)
    assert panel.violations == ()
    assert "follows the rules" not in panel.summary.text()
    assert words in panel.summary.text() and "state of play" in panel.summary.text()


def test_toc_investigators_are_fully_checked(qapp, make_panel):
    doc = SheetDocument.open(str(resource("samples", "toc-pulp-pilot.sheet.json")))
    panel = make_panel(doc)
    assert doc.checks_off == []
    assert "follows the rules" in panel.summary.text()


def test_str_500_on_an_investigator_is_listed(qapp, make_panel):
    document = finished(made_by_hand())
    sheet = document.sheet.model_copy(update={"characteristics": CHARS.model_copy(update={"STR": 500})})
    doc = SheetDocument(document.model_copy(update={"sheet": sheet}))
    panel = make_panel(doc)
    assert "characteristics.impossible" in codes(panel)
    doc.set_value("kind", "npc")
    assert panel.violations == ()
    assert "NPC: creation rules" in panel.summary.text()


class _PlainDocument(QObject):
    """A document with violations and no ``checks_off``: the panel stays generic."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.violations: list[Violation] = []


def test_documents_without_checks_off_still_work(qapp, make_panel):
    doc = _PlainDocument()
    panel = make_panel(doc)
    assert "follows the rules" in panel.summary.text()
    doc.violations = [Violation("x.y", "Something is off.", "Fix it.", "sheet.x")]
    doc.changed.emit()
    assert codes(panel) == ["x.y"] and panel.checks_off_note.isHidden()
