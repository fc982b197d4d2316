"""derive() of Trail of Cthulhu sheets (sheetmaker/systems/toc/rules.py): RULES.md worked examples
and the boundaries of every build rule."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetmaker.systems.toc.data import load
from sheetmaker.systems.toc.model import RULES_EDITION, ToCDocument, ToCSheet
from sheetmaker.systems.toc.rules import (
    ability_cost,
    credit_rating_cost,
    derive,
    fleeing_cost,
    health_status,
    hit_threshold,
    sanity_status,
    stability_status,
)
from sheetmaker.systems.toc.system import SYSTEM, describe, summary


@pytest.fixture(scope="module")
def data():
    return load(None)


def sheet(ratings: dict[str, int] | None = None, **fields) -> ToCSheet:
    abilities = {name: {"rating": rating} for name, rating in (ratings or {}).items()}
    abilities.update(fields.pop("abilities", {}))
    return ToCSheet(abilities=abilities, **fields)


def cost(d, name: str) -> int:
    return d.ability(name).cost


# --- RULES.md worked examples ------------------------------------------------------------------


def test_fleeing_6_with_athletics_1_costs_4(data):
    # "Athletics 1 and Fleeing 6 cost 2 + 2 = 4 build points for Fleeing" (seed 001).
    d = derive(sheet({"Athletics": 1, "Fleeing": 6}), data)
    assert cost(d, "Fleeing") == 4
    assert d.general.spent == 1 + 4


def test_free_ratings(data):
    d = derive(sheet(), data)
    assert (d.sanity.rating, d.stability.rating, d.health.rating) == (4, 1, 1)
    assert d.general.spent == 0 and d.investigative.spent == 0
    d = derive(sheet({"Sanity": 4, "Stability": 1, "Health": 1}), data)
    assert d.general.spent == 0
    d = derive(sheet({"Sanity": 7, "Stability": 5, "Health": 9}), data)
    assert (cost(d, "Sanity"), cost(d, "Stability"), cost(d, "Health")) == (3, 4, 8)


def test_free_ratings_occupational_half_above_start(data):
    occ = {"name": "Dilettante", "picks": {"any": ["Sanity", "Stability", "Health", "Occult", "Law"]}}
    d = derive(sheet({"Sanity": 7, "Stability": 4, "Health": 6}, occupation=occ), data)
    # 3, 3 and 5 points above the free ratings, at half price rounded up.
    assert (cost(d, "Sanity"), cost(d, "Stability"), cost(d, "Health")) == (2, 2, 3)


# --- Fleeing -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("athletics", "fleeing", "expected"),
    [
        (1, 2, 2),  # exactly twice Athletics: full price
        (1, 3, 3),  # one past: half price rounded up
        (4, 8, 8),
        (4, 9, 9),
        (4, 10, 9),
        (0, 1, 1),  # Athletics 0: half price from the start
        (0, 4, 2),
        (0, 5, 3),
        (3, 0, 0),
        (8, 5, 5),
    ],
)
def test_fleeing_cost(data, athletics, fleeing, expected):
    assert fleeing_cost(fleeing, athletics) == expected
    d = derive(sheet({"Athletics": athletics, "Fleeing": fleeing}), data)
    assert cost(d, "Fleeing") == expected


def test_occupational_fleeing_is_half_throughout():
    assert fleeing_cost(6, 1, occupational=True) == 3
    assert fleeing_cost(7, 0, occupational=True) == 4
    assert fleeing_cost(4, 4, occupational=True) == 2


def test_fleeing_uses_creation_athletics(data):
    # Athletics raised in play does not make the creation Fleeing cheaper or dearer.
    s = sheet(abilities={"Athletics": {"rating": 3, "play_change": 2}, "Fleeing": {"rating": 6}})
    assert cost(derive(s, data), "Fleeing") == 2 + 2


# --- occupational half price -------------------------------------------------------------------


@pytest.mark.parametrize(("rating", "expected"), [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (7, 4), (8, 4)])
def test_occupational_rounds_up_per_ability(rating, expected):
    assert ability_cost(rating, occupational=True) == expected
    assert ability_cost(rating) == rating


def test_odd_occupational_rating_in_derive(data):
    occ = {"name": "Police Detective"}
    d = derive(sheet({"Cop Talk": 3, "Law": 3, "Accounting": 3, "Athletics": 5}, occupation=occ), data)
    assert cost(d, "Cop Talk") == 2 and cost(d, "Law") == 2
    assert cost(d, "Accounting") == 3  # not occupational
    assert cost(d, "Athletics") == 3
    assert d.investigative.spent == 7


def test_occupational_marks(data):
    occ = {"name": "Alienist", "picks": {"interpersonal": ["Bargain", "Flattery"]}}
    d = derive(sheet(occupation=occ), data)
    assert d.occupational == {
        "Biology", "Languages", "Library Use", "Medicine", "Pharmacy", "Psychoanalysis",
        "Assess Honesty", "Bargain", "Flattery",
    }
    assert d.ability("Psychoanalysis").occupational and not d.ability("Law").occupational


def test_military_branch_and_officer_choice(data):
    occ = {"name": "Military", "branch": "Officer", "picks": {"riding_or_piloting": ["Piloting"]}}
    d = derive(sheet(occupation=occ), data)
    assert {"Bureaucracy", "Reassurance", "Piloting", "Firearms"} <= d.occupational
    assert "Riding" not in d.occupational
    assert (d.credit_rating.base, d.credit_rating.ceiling) == (2, 5)
    d = derive(sheet(occupation={"name": "Military", "branch": "Navy"}), data)
    assert {"Astronomy", "Mechanical Repair", "Piloting"} <= d.occupational
    assert (d.credit_rating.base, d.credit_rating.ceiling) == (2, 4)
    d = derive(sheet(occupation={"name": "Military"}), data)
    assert d.branch is None and (d.credit_rating.base, d.credit_rating.ceiling) == (2, 4)


def test_credit_rating_pick_is_not_made_occupational(data):
    occ = {"name": "Author", "picks": {"other": ["Credit Rating", "Occult", "Law"]}}
    d = derive(sheet(occupation=occ), data)
    assert "Credit Rating" not in d.occupational


def test_keeper_extras_are_occupational(data):
    d = derive(sheet({"Bureaucracy": 2}, occupation={"name": "Nurse", "keeper_extras": ["Bureaucracy"]}), data)
    assert d.ability("Bureaucracy").occupational and cost(d, "Bureaucracy") == 1


# --- Credit Rating -----------------------------------------------------------------------------


def _cr(data, rating: int | None, occupation: str = "Antiquarian", **extra):
    ratings = {} if rating is None else {"Credit Rating": rating}
    return derive(sheet(ratings, occupation={"name": occupation, **extra}), data)


def test_credit_rating_absent_is_the_base(data):
    d = _cr(data, None)  # Antiquarian 2-5
    assert d.credit_rating.value == 2 and d.credit_rating.cost == 0
    assert d.credit_rating.stratum == "Working Class"


@pytest.mark.parametrize(
    ("rating", "expected_cost", "refund"),
    [
        (2, 0, 0),  # at base: free
        (4, 2, 0),
        (5, 3, 0),  # at ceiling: normal price
        (6, 5, 0),  # ceiling + 1: 2 more
        (8, 9, 0),
        (1, 0, 1),  # below base: 1 investigative point back per point
        (0, 0, 2),
    ],
)
def test_credit_rating_costs(data, rating, expected_cost, refund):
    d = _cr(data, rating)
    assert d.investigative.spent == expected_cost
    assert d.investigative.refund == refund
    assert d.investigative.total == 16 + refund
    assert d.credit_rating.cost == (expected_cost if refund == 0 else -refund)


def test_credit_rating_cost_function():
    assert credit_rating_cost(3, 3, 4) == 0
    assert credit_rating_cost(4, 3, 4) == 1
    assert credit_rating_cost(5, 3, 4) == 3
    assert credit_rating_cost(1, 3, 4) == -2
    # Occupational with a ceiling: half up to the ceiling, then 2 a point.
    assert credit_rating_cost(5, 3, 7, occupational=True) == 1
    assert credit_rating_cost(6, 3, 7, occupational=True) == 2
    assert credit_rating_cost(7, 3, 7, occupational=True) == 2
    assert credit_rating_cost(8, 3, 7, occupational=True) == 4
    # No ceiling (None): the normal price all the way.
    assert credit_rating_cost(9, 3, None, occupational=True) == 3
    assert credit_rating_cost(9, 3, None) == 6
    assert credit_rating_cost(1, 3, None) == -2


def test_dilettante_credit_rating_is_occupational(data):
    d = _cr(data, 6, "Dilettante")
    assert d.credit_rating.occupational and d.credit_rating.range_text == "3+"
    assert d.credit_rating.cost == 2  # 3 points at half price, rounded up
    assert d.credit_rating.stratum == "Upper Class"


@pytest.mark.parametrize(("rating", "cost"), [(3, 0), (4, 1), (7, 2), (8, 3), (9, 3), (12, 5)])
def test_dilettante_credit_rating_has_no_ceiling(data, rating, cost):
    """Seed 001, Dilettante: "Occupational Abilities: Credit Rating, Flattery, Riding, and any
    five abilities you choose. Credit Rating: 3+" — an open range with no ceiling, so every
    point above 3 is bought at the occupational half price ("1 build point buys 2 rating
    points"): 3 → 9 costs 3, not 2 + 2 × 2 = 6 as with a ceiling at 7."""
    d = _cr(data, rating, "Dilettante")
    assert d.credit_rating.ceiling is None and d.credit_rating.base == 3
    assert d.credit_rating.cost == cost


def test_hobo_credit_rating(data):
    d = _cr(data, None, "Hobo")
    assert d.credit_rating.value == 0 and d.credit_rating.locked
    assert d.credit_rating.stratum == "Pauper"


def test_credit_rating_without_occupation(data):
    d = derive(sheet({"Credit Rating": 3}), data)
    assert d.credit_rating.base == 0 and d.credit_rating.cost == 6  # all above a ceiling of 0


# --- budgets -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("investigators", "points"), [(2, 24), (3, 18), (4, 16), (5, 16), (1, 24)])
def test_investigative_budget_by_group_size(data, investigators, points):
    d = derive(sheet(investigators=investigators), data)
    assert d.investigative.total == points and d.investigative.left == points
    assert d.general.total == 65


def test_keeper_investigative_budget(data):
    d = derive(sheet(investigators=2, investigative_budget=30), data)
    assert d.investigative.base == 30 and d.investigative.total == 30


def test_trade_general_to_investigative(data):
    d = derive(sheet(trade_to_investigative=2), data)
    assert d.general.total == 65 - 6 and d.investigative.total == 16 + 2


def test_trade_investigative_to_general(data):
    d = derive(sheet(trade_to_investigative=-3), data)
    assert d.general.total == 65 + 9 and d.investigative.total == 16 - 3


def test_withheld_points_are_not_left(data):
    d = derive(sheet({"Athletics": 5}, withheld_general=10, withheld_investigative=4), data)
    assert d.general.left == 65 - 5 - 10 and d.investigative.left == 12


def test_spent_is_the_sum_of_costs(data):
    s = sheet({"Athletics": 6, "Firearms": 5, "Fleeing": 9, "Sanity": 8, "History": 3, "Occult": 2,
               "Credit Rating": 5}, occupation={"name": "Antiquarian", "picks": {"investigative": ["Occult"]}})
    d = derive(s, data)
    general = sum(line.cost for line in d.abilities if not line.investigative)
    investigative = sum(line.cost for line in d.abilities if line.investigative and line.cost > 0)
    assert (d.general.spent, d.investigative.spent) == (general, investigative)


# --- Hit Threshold, languages, Pillars, Sources ------------------------------------------------


@pytest.mark.parametrize(("athletics", "threshold"), [(0, 3), (7, 3), (8, 4), (12, 4)])
def test_hit_threshold(data, athletics, threshold):
    assert hit_threshold(athletics) == threshold
    assert derive(sheet({"Athletics": athletics}), data).hit_threshold == threshold


def test_hit_threshold_statblock_override(data):
    assert derive(sheet({"Athletics": 2}, hit_threshold=5), data).hit_threshold == 5


def test_languages(data):
    d = derive(sheet({"Languages": 3}, languages=["French", "Latin"]), data)
    assert (d.languages_known, d.languages_named) == (3, 2)


@pytest.mark.parametrize(("sanity", "pillars"), [(4, 1), (5, 1), (6, 2), (8, 2), (9, 3), (10, 3), (2, 0)])
def test_pillars_required(data, sanity, pillars):
    assert derive(sheet({"Sanity": sanity}), data).pillars_required == pillars


def test_pillars_use_creation_sanity(data):
    s = sheet(abilities={"Sanity": {"rating": 7, "play_change": -2}})  # 9 at creation
    assert derive(s, data).pillars_required == 3


@pytest.mark.parametrize(("stability", "sources"), [(1, 0), (3, 1), (8, 2), (9, 3)])
def test_sources_required_pulp(data, stability, sources):
    assert derive(sheet({"Stability": stability}, campaign="pulp"), data).sources_required == sources
    assert derive(sheet({"Stability": stability}, campaign="purist"), data).sources_required == 0


def test_stability_test_penalty_without_pillars(data):
    """Seed 001, Losing Pillars of Sanity: "A character with no remaining Pillars of Sanity
    suffers a +1 modifier to the difficulty level of all subsequent Stability tests." Only a
    character who had Pillars can have none *remaining*: a sheet with none recorded (an NPC)
    has no penalty."""
    intact = sheet(pillars_of_sanity=[{"name": "Family honour"}])
    gone = sheet(pillars_of_sanity=[{"name": "Family honour", "state": "shattered"}])
    mixed = sheet(
        pillars_of_sanity=[
            {"name": "Family honour", "state": "crumbled"},
            {"name": "Faith", "state": "intact"},
        ]
    )
    both_gone = sheet(
        pillars_of_sanity=[
            {"name": "Family honour", "state": "crumbled"},
            {"name": "Faith", "state": "shattered"},
        ]
    )
    assert derive(intact, data).stability_test_penalty == 0
    assert derive(gone, data).stability_test_penalty == 1
    assert derive(mixed, data).stability_test_penalty == 0
    assert derive(both_gone, data).stability_test_penalty == 1
    assert derive(sheet(), data).stability_test_penalty == 0  # none recorded


# --- status bands ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pool", "health", "stability"),
    [
        (1, "fine", "fine"),
        (0, "hurt", "shaken"),
        (-5, "hurt", "shaken"),
        (-6, "seriously wounded", "mind blasted"),
        (-11, "seriously wounded", "mind blasted"),
        (-12, "dead", "permanently insane"),
    ],
)
def test_status_words(data, pool, health, stability):
    assert health_status(pool) == health and stability_status(pool) == stability
    s = sheet(abilities={"Health": {"rating": 8, "pool": pool}, "Stability": {"rating": 8, "pool": pool}})
    d = derive(s, data)
    assert d.health.status == health and d.stability.status == stability
    assert d.health.pool == pool


def test_sanity_status(data):
    assert sanity_status(1) == "fine" and sanity_status(0) == "permanently insane"
    d = derive(sheet(abilities={"Sanity": {"rating": 5, "pool": 0}}), data)
    assert d.sanity.status == "permanently insane" and d.incapacitated


@pytest.mark.parametrize(
    ("health", "stability", "penalty", "incapacitated"),
    [
        (5, 5, 0, False),
        (0, 5, 1, False),  # hurt
        (5, -3, 1, False),  # shaken
        (-2, 0, 2, False),  # hurt and shaken
        (-7, 5, 0, True),  # seriously wounded: no actions
        (5, -8, 1, True),  # mind blasted: shaken's penalty, no ordinary actions
    ],
)
def test_penalties(data, health, stability, penalty, incapacitated):
    s = sheet(abilities={"Health": {"rating": 6, "pool": health}, "Stability": {"rating": 6, "pool": stability}})
    d = derive(s, data)
    assert d.difficulty_penalty == penalty and d.incapacitated == incapacitated


def test_pool_none_is_the_rating(data):
    d = derive(sheet({"Athletics": 6}), data)
    assert d.ability("Athletics").pool == 6
    assert d.ability("Stealth").pool == 0 and not d.ability("Stealth").on_sheet


def test_ability_lines_cover_every_ability(data):
    d = derive(sheet({"Athletics": 2, "Swimming": 3}), data)
    assert len(d.abilities) == 64
    swim = d.ability("swimming")
    assert not swim.known and swim.cost == 0 and d.unknown_abilities == ("Swimming",)
    assert d.ability("Disguise").investigative_use and not d.ability("Disguise").investigative
    assert d.ability("Firearms").zero_rating_exempt


def test_case_insensitive_names(data):
    d = derive(sheet({"athletics": 8}), data)
    assert d.hit_threshold == 4 and d.ability("Athletics").rating == 8


def test_sanity_cap(data):
    d = derive(sheet({"Cthulhu Mythos": 3}), data)
    assert d.sanity_cap == 7 and d.cthulhu_mythos == 3


def test_derive_is_pure(data):
    s = sheet({"Athletics": 4}, occupation={"name": "Hobo"})
    before = s.model_dump()
    derive(s, data)
    assert s.model_dump() == before


# --- summary and describe ----------------------------------------------------------------------


def test_summary_json(data):
    doc = ToCDocument(
        name="Ada",
        sheet={
            "campaign": "pulp",
            "drive": "Curiosity",
            "occupation": {"name": "Professor", "picks": {"interpersonal": ["Flattery"],
                                                          "academic": ["History", "Occult", "Astronomy"]}},
            "abilities": {"Athletics": {"rating": 8}, "Health": {"rating": 6, "pool": -2},
                          "Stability": {"rating": 7}, "Sanity": {"rating": 6}},
        },
    )
    out = summary(doc)
    json.dumps(out)
    assert out["rules"] == RULES_EDITION == "Trail of Cthulhu 1st edition"
    assert out["campaign"] == "pulp"
    assert out["hit_threshold"] == 4
    assert out["pillars_required"] == 2 and out["sources_required"] == 2
    assert out["drive"] == "Curiosity"
    assert out["health"] == {"rating": 6, "pool": -2, "status": "hurt"}
    assert out["stability"] == {"rating": 7, "pool": 7, "status": "fine"}
    assert out["sanity"]["status"] == "fine"
    assert set(out["build"]) == {"general", "investigative"}
    assert out["build"]["investigative"]["budget"] == 16
    assert out["build"]["general"]["spent"] == 8 + 5 + 6 + 2
    first = out["abilities"][0]
    assert set(first) >= {"name", "family", "rating", "pool", "occupational"}
    history = next(a for a in out["abilities"] if a["name"] == "History")
    assert history["occupational"] and history["family"] == "Academic"


def test_show_json_includes_violations():
    from sheetmaker.cli import document_summary

    out = document_summary(ToCDocument())
    assert out["system"] == "toc" and "violations" in out and out["rules"] == RULES_EDITION
    assert any(v["code"] == "occupation.missing" for v in out["violations"])


def test_describe_text():
    doc = ToCDocument(sheet={"occupation": {"name": "Military", "branch": "Navy"},
                             "abilities": {"Piloting": {"rating": 4, "pool": 2}}, "drive": "Duty"})
    text = describe(doc)
    assert "Trail of Cthulhu 1st edition" in text and "Military (Navy)" in text
    assert "* Piloting 4 (pool 2)" in text and "Hit Threshold 3" in text
    assert SYSTEM.describe is describe


# --- properties --------------------------------------------------------------------------------

ABILITY_NAMES = [a.name for a in load(None).abilities]


@settings(max_examples=150, deadline=None)
@given(
    ratings=st.dictionaries(st.sampled_from(ABILITY_NAMES), st.integers(0, 20), max_size=25),
    occupation=st.sampled_from([None] + [o.name for o in load(None).occupations]),
    investigators=st.integers(1, 8),
    trade=st.integers(-10, 10),
)
def test_derive_never_fails_and_adds_up(ratings, occupation, investigators, trade):
    s = sheet(ratings, occupation={"name": occupation} if occupation else None,
              investigators=investigators, trade_to_investigative=trade)
    d = derive(s)
    assert d.general.spent == sum(line.cost for line in d.abilities if not line.investigative)
    assert d.general.total + 3 * d.investigative.trade == 65
    for line in d.abilities:
        assert line.cost >= 0 or line.name == "Credit Rating"
        if line.name not in ("Credit Rating", "Fleeing"):
            assert line.cost <= max(0, line.creation_rating - line.start)
