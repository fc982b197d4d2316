"""The creation session's skill-point arithmetic on its own (systems/coc7/skill_budget.py):
keeping what fits the budgets, spending what is left, taking points over the keeper's cap out."""

from __future__ import annotations

import pytest

from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.session import (
    CharacteristicsAnswers,
    ChoicesAnswers,
    CreationSession,
    OccupationAnswers,
    SetupAnswers,
)
from sheetmaker.systems.coc7.skill_budget import find_key, fit_to_budgets, spend_left, take_over_cap

#: EDU 80: a Journalist's EDU×4 gives 320 occupation points; INT 50: 100 personal points.
VALUES = {"STR": 60, "CON": 70, "SIZ": 50, "DEX": 50, "APP": 60, "INT": 50, "POW": 40, "EDU": 80}


@pytest.fixture(scope="module")
def data():
    return coc_data.load(None)


@pytest.fixture
def derived(data):
    session = CreationSession(data=data)
    session.set("setup", SetupAnswers())
    session.set("characteristics", CharacteristicsAnswers(method="allocation", values=VALUES))
    session.set("age", {"age": 30, "edu_checks": [{"roll": 1, "d10": 10}] * 4})
    session.set("occupation", OccupationAnswers(name="Journalist"))
    session.set("choices", ChoicesAnswers(picks={"social": ["Fast Talk"], "other": ["Spot Hidden", "Listen"]}))
    d = session.derived
    assert d.occupation_budget.total == 320 and d.personal_budget.total == 100
    return d


def test_find_key_matches_the_same_skill_whatever_its_spelling(data):
    assert find_key({"Spot Hidden": 1}, "spot hidden", data) == "Spot Hidden"
    assert find_key({"Spot Hidden": 1}, "Listen", data) is None


def test_fit_to_budgets_takes_the_latest_entered_out_first_and_credit_rating_last(data, derived):
    points = {
        "Credit Rating": [100, 0, None],
        "Library Use": [150, 0, None],
        "History": [100, 0, None],
        "Climb": [10, 0, None],
    }
    notes = fit_to_budgets(points, derived, data)
    assert points["Climb"][0] == 0  # not a Journalist's skill
    # 350 occupation points into a budget of 320: 30 come out of History (entered last).
    assert points["History"][0] == 70 and points["Library Use"][0] == 150 and points["Credit Rating"][0] == 100
    assert len(notes) == 2 and "Climb" in notes[0] and "History" in notes[1]


def test_fit_to_budgets_says_nothing_when_everything_fits(data, derived):
    points = {"Library Use": [50, 20, None]}
    assert fit_to_budgets(points, derived, data) == []
    assert points == {"Library Use": [50, 20, None]}


def test_spend_left_fills_credit_rating_then_spreads_both_budgets(data, derived):
    points: dict = {}
    spend_left(points, derived, data, 75)
    assert sum(entry[0] for entry in points.values()) == 320
    assert sum(entry[1] for entry in points.values()) == 100
    assert points["Credit Rating"][0] >= 9


def test_take_over_cap_takes_personal_points_first_and_leaves_credit_rating(data, derived):
    points = {"Library Use": [50, 30, None], "Credit Rating": [90, 0, None]}
    library = derived.skill("Library Use")
    credit = derived.skill("Credit Rating")
    assert library is not None and credit is not None
    # The draft's Library Use is 40 over the cap: the 30 personal points go, then 10 occupation.
    take_over_cap(points, derived, data, library.creation_value - 40)
    assert points["Library Use"] == [40, 0, None]
    assert points["Credit Rating"] == [90, 0, None]
