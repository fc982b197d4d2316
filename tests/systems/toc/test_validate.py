"""validate() of Trail of Cthulhu sheets (sheetmaker/systems/toc/validate.py)."""

from __future__ import annotations

import pytest

from sheetmaker.core.violations import Severity
from sheetmaker.systems.toc.data import load
from sheetmaker.systems.toc.model import ToCDocument, ToCSheet
from sheetmaker.systems.toc.system import validate as system_validate
from sheetmaker.systems.toc.validate import validate


@pytest.fixture(scope="module")
def data():
    return load(None)


#: A complete, legal Police Detective for a group of 4 (65 general, 16 investigative).
LEGAL_RATINGS = {
    # Investigative: occupational at half price.
    "Cop Talk": 4,  # 2
    "Evidence Collection": 4,  # 2
    "Interrogation": 4,  # 2
    "Law": 3,  # 2
    "Assess Honesty": 4,  # 2
    "Credit Rating": 4,  # 1 (base 3, not occupational)
    "Languages": 1,  # 1
    "Occult": 2,  # 2
    "Library Use": 2,  # 2  -> 16
    # General.
    "Athletics": 8,  # 4 (occupational)
    "Driving": 6,  # 3
    "Firearms": 10,  # 5
    "Sense Trouble": 6,  # 3
    "Fleeing": 8,  # 8
    "Scuffling": 6,  # 6
    "Stealth": 4,  # 4
    "Health": 9,  # 8
    "Stability": 9,  # 8
    "Sanity": 7,  # 3
    "First Aid": 4,  # 4
    "Preparedness": 4,  # 4
    "Shadowing": 3,  # 3
    "Conceal": 2,  # 2  -> 65
}


def legal(**changes) -> ToCSheet:
    ratings = dict(LEGAL_RATINGS)
    ratings.update(changes.pop("ratings", {}))
    fields = {
        "campaign": "purist",
        "occupation": {"name": "Police Detective"},
        "drive": "Duty",
        "languages": ["French"],
        "pillars_of_sanity": [{"name": "Staunch moral principles"}, {"name": "Human dignity and value"}],
        "abilities": {name: {"rating": r} for name, r in ratings.items() if r is not None},
    }
    fields.update(changes)
    return ToCSheet(**fields)


def codes(violations) -> list[str]:
    return [v.code for v in violations]


def find(violations, code):
    found = [v for v in violations if v.code == code]
    assert found, f"{code} not in {codes(violations)}"
    return found[0]


def test_legal_sheet_has_no_violations(data):
    assert validate(legal(), data=data) == []


def test_every_violation_is_complete(data):
    bad = ToCSheet(
        abilities={"Firearms": {"rating": 12}, "Cthulhu Mythos": {"rating": 3}, "Sanity": {"rating": 9},
                   "Athletics": {"rating": 2, "pool": 5}, "Swimming": {"rating": 1}},
        occupation={"name": "Clergy", "picks": {"interpersonal": ["Credit Rating"], "bogus": []}},
        campaign="pulp",
        sources_of_stability=[{"name": "Mother"}] * 3,
    )
    found = validate(bad, data=data)
    assert len(found) > 8
    for v in found:
        assert v.code and v.message and v.fix
        assert v.code.replace("_", "").replace(".", "").isalpha() and v.code == v.code.lower()


# --- budgets -----------------------------------------------------------------------------------


def test_overspent_general(data):
    v = find(validate(legal(ratings={"Conceal": 4}), data=data), "build.general.overspent")
    assert v.severity == Severity.ERROR and "67" in v.message and "2 too many" in v.message


def test_unspent_general_is_a_warning(data):
    v = find(validate(legal(ratings={"Conceal": 0}), data=data), "build.general.unspent")
    assert v.severity == Severity.WARNING and "2 unspent" in v.message


def test_overspent_and_unspent_investigative(data):
    assert "build.investigative.overspent" in codes(validate(legal(ratings={"Occult": 3}), data=data))
    assert "build.investigative.unspent" in codes(validate(legal(ratings={"Occult": 1}), data=data))


def test_withheld_points_explain_unspent(data):
    s = legal(ratings={"Conceal": 0, "Occult": 0}, withheld_general=2, withheld_investigative=2,
              keeper={"withhold_points": True})
    assert validate(s, data=data) == []


def test_withheld_without_permission(data):
    s = legal(ratings={"Conceal": 0}, withheld_general=2)
    assert codes(validate(s, data=data)) == ["build.withheld_not_allowed"]


def test_withheld_too_many_is_overspent(data):
    s = legal(withheld_general=3, keeper={"withhold_points": True})
    assert codes(validate(s, data=data)) == ["build.general.overspent"]


@pytest.mark.parametrize(("investigators", "budget", "code"), [
    (2, None, "build.investigative.unspent"),  # 24
    (3, None, "build.investigative.unspent"),  # 18
    (4, None, None),  # 16
    (5, None, None),  # 16
    (4, 15, "build.investigative.overspent"),  # the keeper's number wins
    (2, 16, None),
])
def test_investigative_budgets(data, investigators, budget, code):
    found = codes(validate(legal(investigators=investigators, investigative_budget=budget), data=data))
    assert found == ([code] if code else [])


def test_trade_both_ways(data):
    # 3 general points (Conceal 2 + Shadowing 1 less) buy 1 more investigative point (Occult 3).
    s = legal(ratings={"Conceal": 0, "Shadowing": 2, "Occult": 3}, trade_to_investigative=1)
    assert validate(s, data=data) == []
    # 1 investigative point (Occult 1) buys 3 general points (Conceal 5).
    s = legal(ratings={"Conceal": 5, "Occult": 1}, trade_to_investigative=-1)
    assert validate(s, data=data) == []


def test_trade_too_large(data):
    assert "build.trade_too_large" in codes(validate(legal(trade_to_investigative=22), data=data))
    assert "build.trade_too_large" in codes(validate(legal(trade_to_investigative=-17), data=data))


# --- Credit Rating -----------------------------------------------------------------------------


@pytest.mark.parametrize(("rating", "extra"), [
    (3, "build.investigative.unspent"),  # at base: 1 point unspent
    (4, None),  # the legal sheet
    (5, "build.investigative.overspent"),  # at ceiling, 1 more than the budget
    (2, "build.investigative.unspent"),  # below base: refund, so 2 unspent
])
def test_credit_rating_range_is_not_itself_a_violation(data, rating, extra):
    found = codes(validate(legal(ratings={"Credit Rating": rating}), data=data))
    assert found == ([extra] if extra else [])


def test_credit_rating_above_ceiling_costs_two(data):
    # Ceiling 4 + 1 = 5 costs 1 + 2 = 3: pay for it by dropping Occult 2.
    s = legal(ratings={"Credit Rating": 5, "Occult": None})
    assert validate(s, data=data) == []


def test_credit_rating_refund_pays_for_abilities(data):
    # 3 below base 3 = 0 returns 3; with the 1 saved from Credit Rating 4, 4 to spend.
    s = legal(ratings={"Credit Rating": 0, "Occult": 6})
    assert validate(s, data=data) == []


def test_hobo_buying_credit_rating(data):
    s = legal(occupation={"name": "Hobo"}, ratings={"Credit Rating": 1})
    v = find(validate(s, data=data), "credit_rating.hobo")
    assert v.field == "sheet.abilities[Credit Rating]"


def test_keeper_credit_rating_cap(data):
    s = legal(keeper={"credit_rating_cap": 3})
    assert "credit_rating.keeper_cap" in codes(validate(s, data=data))


# --- caps --------------------------------------------------------------------------------------


def test_cthulhu_mythos_needs_permission(data):
    s = legal(ratings={"Cthulhu Mythos": 1, "Occult": 1})
    v = find(validate(s, data=data), "cthulhu_mythos.not_allowed")
    assert v.field == "sheet.abilities[Cthulhu Mythos]"
    assert validate(legal(ratings={"Cthulhu Mythos": 1, "Occult": 1}, keeper={"cthulhu_mythos": True}),
                    data=data) == []


def test_cthulhu_mythos_gained_in_play_is_fine(data):
    s = legal()
    s.abilities["Cthulhu Mythos"] = s.abilities["Occult"].model_copy(update={"rating": 2, "play_change": 2})
    assert validate(s, data=data) == []


@pytest.mark.parametrize(("sanity", "mythos", "ok"), [(7, 3, True), (8, 3, False), (10, 0, True), (3, 7, True)])
def test_sanity_cap(data, sanity, mythos, ok):
    s = legal(keeper={"cthulhu_mythos": True}, investigative_budget=None)
    s = s.model_copy(update={"abilities": {**s.abilities,
                                           "Sanity": s.abilities["Sanity"].model_copy(update={"rating": sanity}),
                                           "Cthulhu Mythos": s.abilities["Sanity"].model_copy(
                                               update={"rating": mythos, "play_change": mythos})}})
    assert ("sanity.above_cap" not in codes(validate(s, data=data))) == ok


@pytest.mark.parametrize(("campaign", "rating", "ok"), [("purist", 12, True), ("purist", 13, False),
                                                        ("pulp", 13, True)])
@pytest.mark.parametrize("ability", ["Health", "Stability"])
def test_purist_health_and_stability_max(data, campaign, rating, ok, ability):
    found = codes(validate(legal(campaign=campaign, ratings={ability: rating}), data=data))
    assert (f"{ability.lower()}.purist_max" not in found) == ok


def test_highest_general_ability_rule(data):
    # Firearms 12 with another General ability at 6: fine; at 5: broken (RULES.md example).
    ok = ToCSheet(abilities={"Firearms": {"rating": 12}, "Athletics": {"rating": 6}})
    assert "general.highest_unsupported" not in codes(validate(ok, data=data))
    bad = ToCSheet(abilities={"Firearms": {"rating": 12}, "Athletics": {"rating": 5}})
    v = find(validate(bad, data=data), "general.highest_unsupported")
    assert "Firearms 12" in v.message and "6" in v.message and v.field == "sheet.abilities[Firearms]"


def test_highest_general_ability_odd_rating(data):
    ok = ToCSheet(abilities={"Firearms": {"rating": 9}, "Athletics": {"rating": 5}})
    assert "general.highest_unsupported" not in codes(validate(ok, data=data))
    bad = ToCSheet(abilities={"Firearms": {"rating": 9}, "Athletics": {"rating": 4}})
    assert "general.highest_unsupported" in codes(validate(bad, data=data))


def test_highest_general_tie_is_fine(data):
    ok = ToCSheet(abilities={"Firearms": {"rating": 8}, "Scuffling": {"rating": 8}})
    assert "general.highest_unsupported" not in codes(validate(ok, data=data))


def test_below_free_start_is_a_warning(data):
    v = find(validate(legal(ratings={"Sanity": 3}), data=data), "ability.below_start")
    assert v.severity == Severity.WARNING


# --- occupation --------------------------------------------------------------------------------


def test_occupation_missing_and_unknown(data):
    assert "occupation.missing" in codes(validate(legal(occupation=None), data=data))
    assert "occupation.unknown" in codes(validate(legal(occupation={"name": "Astronaut"}), data=data))


def test_choice_not_made(data):
    s = legal(occupation={"name": "Alienist", "picks": {"interpersonal": ["Bargain"]}})
    v = find(validate(s, data=data), "occupation.choice.count")
    assert "1 picked, 2 needed" in v.message and v.field == "sheet.occupation.picks.interpersonal"


def test_choice_rules(data):
    occ = {"name": "Alienist", "picks": {"interpersonal": ["Credit Rating", "Assess Honesty"]}}
    found = codes(validate(legal(occupation=occ), data=data))
    assert "occupation.choice.credit_rating" in found and "occupation.choice.duplicate" in found
    occ = {"name": "Alienist", "picks": {"interpersonal": ["Bargain", "Occult"], "extra": ["Law"]}}
    found = codes(validate(legal(occupation=occ), data=data))
    assert "occupation.choice.not_allowed" in found and "occupation.choice.unknown" in found


def test_credit_rating_free_pick_for_dilettante_and_author(data):
    occ = {"name": "Author", "picks": {"other": ["Credit Rating", "Occult", "Law"]}}
    assert "occupation.choice.credit_rating" in codes(validate(legal(occupation=occ), data=data))


def test_choice_duplicate_across_choices(data):
    occ = {"name": "Professor", "picks": {"interpersonal": ["Flattery"], "academic": ["Occult", "Occult", "Law"]}}
    assert "occupation.choice.duplicate" in codes(validate(legal(occupation=occ), data=data))


def test_professor_astronomy_counts_as_academic(data):
    occ = {"name": "Professor", "picks": {"interpersonal": ["Flattery"], "academic": ["Astronomy", "Chemistry", "Law"]}}
    found = validate(legal(occupation=occ), data=data)
    assert not [c for c in codes(found) if c.startswith("occupation.")]


def test_scientist_choice(data):
    good = {"name": "Scientist", "picks": {"sciences": ["Biology", "Forensics"]}}
    assert not [c for c in codes(validate(legal(occupation=good), data=data)) if c.startswith("occupation.")]
    bad = {"name": "Scientist", "picks": {"sciences": ["Biology", "Occult"]}}
    assert "occupation.choice.not_allowed" in codes(validate(legal(occupation=bad), data=data))


def test_military_branch(data):
    found = codes(validate(legal(occupation={"name": "Military"}), data=data))
    assert "occupation.branch.missing" in found
    found = codes(validate(legal(occupation={"name": "Military", "branch": "Air Force"}), data=data))
    assert "occupation.branch.unknown" in found
    found = codes(validate(legal(occupation={"name": "Military", "branch": "Officer"}), data=data))
    assert "occupation.choice.count" in found  # Riding or Piloting not chosen
    ok = {"name": "Military", "branch": "Officer", "picks": {"riding_or_piloting": ["Riding"]}}
    assert not [c for c in codes(validate(legal(occupation=ok), data=data)) if c.startswith("occupation.")]
    found = codes(validate(legal(occupation={"name": "Nurse", "branch": "Navy"}), data=data))
    assert "occupation.branch.not_applicable" in found


def test_clergy_language_choice(data):
    occ = {"name": "Clergy", "picks": {"interpersonal": ["Bargain"], "language": ["Greek"]}}
    found = validate(legal(occupation=occ, languages=["Greek"]), data=data)
    assert not [c for c in codes(found) if c.startswith("occupation.")]
    found = codes(validate(legal(occupation={**occ, "picks": {"interpersonal": ["Bargain"],
                                                                "language": ["Klingon"]}}), data=data))
    assert "occupation.choice.not_allowed" in found
    found = codes(validate(legal(occupation=occ, languages=["French"]), data=data))
    assert "occupation.language_missing" in found


def test_alienist_languages(data):
    occ = {"name": "Alienist", "picks": {"interpersonal": ["Bargain", "Flattery"]}}
    s = legal(occupation=occ, languages=["German"], ratings={"Languages": 2})
    v = find(validate(s, data=data), "occupation.language_missing")
    assert "Latin" in v.message and v.severity == Severity.WARNING


# --- languages, Pillars, Sources, Drive ---------------------------------------------------------


def test_languages_named(data):
    v = find(validate(legal(languages=[]), data=data), "languages.unnamed")
    assert v.severity == Severity.WARNING
    v = find(validate(legal(languages=["French", "German"]), data=data), "languages.too_many")
    assert v.severity == Severity.ERROR


@pytest.mark.parametrize(("pillars", "ok"), [(1, False), (2, True), (3, False)])
def test_pillars_count(data, pillars, ok):
    s = legal(pillars_of_sanity=[{"name": f"Conviction {i}"} for i in range(pillars)])
    assert ("pillars.count" not in codes(validate(s, data=data))) == ok


def test_lost_pillars_still_count(data):
    s = legal(pillars_of_sanity=[{"name": "Family honour", "state": "shattered"},
                                 {"name": "Human dignity and value", "state": "crumbled"}])
    assert validate(s, data=data) == []


@pytest.mark.parametrize(("sources", "code"), [(3, None), (2, "sources.too_few"), (4, "sources.too_many")])
def test_sources_pulp(data, sources, code):
    s = legal(campaign="pulp", sources_of_stability=[{"name": f"Friend {i}"} for i in range(sources)])
    found = codes(validate(s, data=data))
    assert found == ([code] if code else [])
    if code == "sources.too_few":
        assert find(validate(s, data=data), code).severity == Severity.WARNING


def test_sources_in_purist_are_a_warning(data):
    v = find(validate(legal(sources_of_stability=[{"name": "Aunt May"}]), data=data), "sources.purist")
    assert v.severity == Severity.WARNING


def test_drive(data):
    assert codes(validate(legal(drive=""), data=data)) == ["drive.missing"]
    v = find(validate(legal(drive="Greed"), data=data), "drive.unknown")
    assert v.severity == Severity.WARNING
    assert validate(legal(drive="thirst for knowledge"), data=data) == []


# --- pools and state of play -------------------------------------------------------------------


@pytest.mark.parametrize(("ability", "pool", "code"), [
    ("Health", -12, None), ("Health", 9, None), ("Health", 10, "ability.pool_above_rating"),
    ("Stability", -12, None), ("Athletics", -1, "ability.pool_below_floor"), ("Sanity", 0, None),
    ("Sanity", -1, "ability.pool_below_floor"),
])
def test_pool_limits(data, ability, pool, code):
    s = legal()
    s.abilities[ability] = s.abilities[ability].model_copy(update={"pool": pool})
    assert codes(validate(s, data=data)) == ([code] if code else [])


def test_false_sanity(data):
    assert validate(legal(false_sanity=2), data=data) == []
    assert "sanity.false_above_rating" in codes(validate(legal(false_sanity=8), data=data))


def test_unknown_ability_and_specialities(data):
    s = legal()
    s.abilities["Swimming"] = s.abilities["Conceal"].model_copy(update={"rating": 0})
    s.abilities["Law"] = s.abilities["Law"].model_copy(update={"specialities": ["Maritime"]})
    found = validate(s, data=data)
    assert codes(found) == ["ability.unknown", "ability.specialities"]
    assert all(v.severity == Severity.WARNING for v in found)
    s = legal()
    s.abilities["Craft"] = s.abilities["Conceal"].model_copy(update={"rating": 0, "specialities": ["Carpentry"]})
    assert validate(s, data=data) == []


def test_weapons_and_hit_threshold(data):
    s = legal(weapons=[{"name": "My knife", "kind": "Knife", "damage_modifier": -1},
                       {"name": "Ray gun", "kind": "Raygun"}], hit_threshold=5)
    assert codes(validate(s, data=data)) == ["hit_threshold.override", "weapon.unknown_kind"]


# --- NPCs --------------------------------------------------------------------------------------


def test_npcs_skip_build_checks(data):
    npc = ToCSheet(abilities={"Scuffling": {"rating": 14}, "Health": {"rating": 20}, "Cthulhu Mythos": {"rating": 9},
                              "Sanity": {"rating": 6}},
                   hit_threshold=5)
    assert validate(npc, kind="npc", data=data) == []
    assert validate(npc, data=data) != []
    npc.abilities["Health"] = npc.abilities["Health"].model_copy(update={"pool": 21})
    assert codes(validate(npc, kind="npc", data=data)) == ["ability.pool_above_rating"]


def test_document_kind_is_used(data):
    doc = ToCDocument(kind="npc", sheet={"abilities": {"Weapons": {"rating": 10}}})
    assert validate(doc, data=data) == [] and system_validate(doc) == []
    doc = ToCDocument(sheet=legal())
    assert system_validate(doc) == []
