"""What every game's creation session shares (core/creation.py), on a two-step game made up
for the test: randomising the rest with the game's order and pre-step hook, weapons looked up by
name, the draft's name and occupation checks, the finished document and its time stamp."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta, timezone

import pytest
from pydantic import BaseModel

from sheetmaker.core.creation import (
    AnswersModel,
    CreationSessionBase,
    SessionError,
    StepReport,
    answer_types,
    stamp,
)
from sheetmaker.core.violations import Severity, Violation


class PartA(AnswersModel):
    value: int = 0


class PartB(AnswersModel):
    name: str = ""


class Answers(AnswersModel):
    a: PartA | None = None
    b: PartB | None = None


class Draft(BaseModel):
    value: int = 0
    name: str = ""


class Document(BaseModel):
    id: object
    name: str
    player: str
    created: datetime
    modified: datetime
    kind: str
    sheet: Draft


class Weapon(BaseModel):
    name: str


class Session(CreationSessionBase):
    STEPS = ("a", "b", "review")
    ANSWER_TYPES = answer_types(Answers)

    def __init__(self, rng: random.Random | None = None, *, refuse: str = "") -> None:
        self._init_streams(rng, ("document", "random.a", "random.b"))
        self._init_state(Answers(), Draft())
        self.seen: list[str] = []
        self.refuse = refuse
        self._rebuild()

    def _derive(self, sheet: Draft) -> int:
        return sheet.value * 2

    def _validate(self, sheet: Draft, derived: int) -> list[Violation]:
        return [Violation("occupation.missing", "No occupation.", "", "sheet.occupation", Severity.WARNING)]

    def _step_of(self, violation: Violation) -> str:
        return "b" if violation.field in ("name", "sheet.occupation") else "a"

    def _rebuild(self) -> None:
        a = self._answers.a or PartA()
        b = self._answers.b or PartB()
        self._keep_draft(
            Draft(value=a.value, name=b.name),
            [],
            name=b.name,
            no_name=("No name.", "Give a name."),
            no_occupation=("No occupation chosen.", "Choose one.") if self._answers.b is None else None,
        )

    def randomise(self, step: str) -> StepReport:
        if step == self.refuse:
            raise SessionError("not now")
        self.seen.append(step)
        if step == "a":
            return self.set("a", PartA(value=self._streams["random.a"].randint(1, 9)))
        return self.set("b", PartB(name="Mae"))

    def _randomise_order(self, steps: list[str]) -> list[str]:
        return list(reversed(steps))

    def _before_randomise(self, step: str) -> None:
        self.seen.append(f"before {step}")


def test_stamp_takes_a_naive_time_as_utc_and_keeps_an_aware_one():
    assert stamp(datetime(2026, 1, 2, 3, 4)) == datetime(2026, 1, 2, 3, 4, tzinfo=UTC)
    aware = datetime(2026, 1, 2, 3, 4, tzinfo=timezone(timedelta(hours=2)))
    assert stamp(aware) is aware
    assert stamp(None).tzinfo is not None


def test_the_draft_reports_a_missing_name_and_occupation():
    session = Session(random.Random(1))
    codes = [v.code for v in session.report("b").problems]
    # validate's warning gives way to the session's error while no occupation is answered.
    assert codes == ["session.name_missing", "session.occupation_missing"]
    session.set("b", PartB(name="Mae"))
    assert [v.code for v in session.report("b").problems] == ["occupation.missing"]


def test_randomise_rest_goes_in_the_games_order_and_calls_its_hook_first():
    session = Session(random.Random(1))
    review = session.randomise_rest()
    assert session.seen == ["before b", "b", "before a", "a"]
    assert review.step == "review" and session.answered("a") and session.answered("b")


def test_randomise_rest_keeps_complete_answers_and_skips_a_refused_step():
    session = Session(random.Random(1), refuse="a")
    session.randomise_rest(only_missing=True)
    assert session.seen == ["before b", "b", "before a"]
    assert not session.answered("a")
    session.seen.clear()
    session.randomise_rest("b", only_missing=True)
    assert session.seen == ["before b"]  # b is answered: kept


def test_resolve_weapons_keeps_whole_weapons_and_names_the_unknown():
    known = {"knife": Weapon(name="Knife")}
    whole = Weapon(name="Sabre")
    weapons, problems = CreationSessionBase._resolve_weapons(
        ["knife", whole, "laser"], Weapon, known.get, lambda key: (f"No weapon {key!r}.", "Pick another.")
    )
    assert weapons == [known["knife"], whole]
    assert [(p.code, p.message, p.fix, p.field) for p in problems] == [
        ("session.weapon_unknown", "No weapon 'laser'.", "Pick another.", "sheet.weapons[2]")
    ]


def test_the_document_id_comes_from_the_seeded_document_stream():
    first = Session(random.Random(7))._new_document(Document, "Mae", "Ann", datetime(2026, 1, 2))
    again = Session(random.Random(7))._new_document(Document, "Mae", "Ann", datetime(2026, 1, 2))
    assert first.id == again.id
    assert first.created == first.modified == datetime(2026, 1, 2, tzinfo=UTC)
    assert (first.name, first.player, first.kind) == ("Mae", "Ann", "investigator")


def test_unknown_steps_are_refused():
    session = Session()
    with pytest.raises(ValueError, match="unknown step"):
        session.report("c")
