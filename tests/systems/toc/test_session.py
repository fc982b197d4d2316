"""The Trail of Cthulhu creation session (Qt-free): answers per step, reports, going back,
randomising, replay, the answers file (numbers from RULES.md "Trail of Cthulhu", seed 001)."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime

import pytest
from pydantic import ValidationError

from sheetmaker.core.violations import Violation
from sheetmaker.resources import resource
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc.model import ToCSheet, Weapon
from sheetmaker.systems.toc.session import (
    STEPS,
    Answers,
    AnswersError,
    CampaignAnswers,
    CreationSession,
    GeneralAnswers,
    IdentityAnswers,
    InvestigativeAnswers,
    MindAnswers,
    OccupationAnswers,
    SessionError,
    answers_schema,
    load_answers,
    step_of,
)

NOW = datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)


@pytest.fixture(scope="module")
def data():
    return toc_data.load(None)


def make(data, seed: int = 1, **answers) -> CreationSession:
    return CreationSession(random.Random(seed), data, Answers(**answers))


def codes(report) -> list[str]:
    return [v.code for v in report.problems]


def error_codes(report) -> list[str]:
    return [v.code for v in report.errors]


def alienist(data, **extra) -> CreationSession:
    session = make(data, **extra)
    session.set("occupation", {"name": "Alienist", "picks": {"interpersonal": ["Reassurance", "Bureaucracy"]}})
    return session


# --------------------------------------------------------------------------- an empty session


def test_a_new_session_refuses_next_with_reasons(data):
    session = make(data)
    assert not session.answered("campaign") and not session.answered("review")
    assert session.report("campaign").ok  # the defaults are a campaign
    assert "session.occupation_missing" in error_codes(session.report("occupation"))
    assert "occupation.missing" not in codes(session.report("review"))
    assert "session.name_missing" in error_codes(session.report("identity"))
    assert "drive.missing" in error_codes(session.report("mind"))
    assert session.first_problem_step() == "occupation"
    with pytest.raises(ValueError, match="unknown step"):
        session.report("nowhere")


def test_free_starting_ratings_come_from_the_data(data):
    session = make(data)
    d = session.derived
    starts = {a.name: a.start for a in data.abilities}
    assert d.rating("Sanity") == starts["Sanity"] == 4
    assert d.rating("Stability") == starts["Stability"] == 1
    assert d.rating("Health") == starts["Health"] == 1
    assert session.sheet.abilities == {}
    # A rating given at its free start is left off the sheet, as the generator writes it.
    session.set("general", {"ratings": {"Sanity": 4, "Athletics": 3}})
    assert list(session.sheet.abilities) == ["Athletics"]


# --------------------------------------------------------------------------- costs


def test_athletics_1_and_fleeing_6_cost_4(data):
    session = alienist(data)
    session.set("general", {"ratings": {"Athletics": 1, "Fleeing": 6}})
    assert session.cost_of("Fleeing", 6) == 4
    fleeing = session.fleeing()
    assert fleeing.cost == 4 and fleeing.full_price_up_to == 2
    assert fleeing.text.startswith("Fleeing 6 with Athletics 1 costs 4")
    assert session.derived.general.spent == 1 + 4
    # One more Athletics costs 1 and makes Fleeing 1 dearer too.
    athletics = session.next_point_cost("Athletics")
    assert athletics.up == 2 and athletics.down == 2 and athletics.pool == "general"


def test_fleeing_with_athletics_0_is_half_price(data):
    session = alienist(data)
    session.set("general", {"ratings": {"Fleeing": 6}})
    assert session.fleeing().cost == 3 and session.fleeing().full_price_up_to == 0


def test_occupational_abilities_cost_half_rounded_up(data):
    session = alienist(data)
    assert session.cost_of("Medicine", 4) == 2
    assert session.cost_of("Medicine", 3) == 2  # an odd rating costs the next whole point
    assert session.cost_of("Occult", 3) == 3  # not occupational
    medicine = session.next_point_cost("Medicine")
    assert (medicine.up, medicine.down, medicine.occupational) == (1, None, True)
    session.set_rating("Medicine", 3)
    assert session.next_point_cost("Medicine").up == 0  # the 4th point is free


def test_credit_rating_base_ceiling_and_below(data):
    session = alienist(data)  # Alienist Credit Rating 3-4
    assert session.cost_of("Credit Rating", 3) == 0
    assert session.cost_of("Credit Rating", 4) == 1
    assert session.cost_of("Credit Rating", 6) == 1 + 2 * 2
    assert session.cost_of("Credit Rating", 1) == -2
    session.set_rating("Credit Rating", 1)
    assert session.derived.investigative.total == 16 + 2
    cr = session.next_point_cost("Credit Rating")
    assert cr.up == 1 and cr.down == 1


def test_dilettante_credit_rating_is_occupational(data):
    session = make(data)
    session.set("occupation", {"name": "Dilettante"})
    assert session.derived.ability("Credit Rating").occupational
    assert session.cost_of("Credit Rating", 5) == 1  # 2 points above 3 at half price
    session.set("occupation", {"name": "Dilettante", "picks": {"any": ["Credit Rating"]}})
    assert "occupation.choice.credit_rating" in error_codes(session.report("occupation"))


def test_hobo_credit_rating_is_0(data):
    session = make(data)
    session.set("occupation", {"name": "Hobo"})
    assert session.derived.credit_rating.value == 0
    session.set_rating("Credit Rating", 1)
    assert "credit_rating.hobo" in error_codes(session.report("investigative"))


def test_military_needs_a_branch(data):
    session = make(data)
    report = session.set("occupation", {"name": "Military"})
    assert "occupation.branch.missing" in error_codes(report)
    assert session.set("occupation", {"name": "Military", "branch": "Navy"}).ok


def test_firearms_12_needs_another_general_at_6(data):
    session = alienist(data)
    session.set("general", {"ratings": {"Firearms": 12, "Sanity": 4}})
    rule = session.highest_rule()
    assert (rule.highest, rule.rating, rule.needed, rule.ok) == ("Firearms", 12, 6, False)
    assert "general.highest_unsupported" in error_codes(session.report("general"))
    session.set("general", {"ratings": {"Firearms": 12, "Athletics": 6}})
    rule = session.highest_rule()
    assert rule.ok and rule.supported_by == ("Athletics",)
    assert "general.highest_unsupported" not in codes(session.report("general"))


def test_purist_health_13_refused_pulp_allowed(data):
    session = alienist(data)
    session.set("general", {"ratings": {"Health": 13, "Athletics": 7}})
    assert "health.purist_max" in error_codes(session.report("general"))
    session.update("campaign", campaign="pulp")
    assert "health.purist_max" not in codes(session.report("general"))
    report = session.update("campaign", campaign="purist")
    assert report.ok
    general = session.report("general")
    assert "health.purist_max" in error_codes(general)
    assert any("Purist" in note for note in general.notes)


def test_sanity_above_10_minus_mythos_refused(data):
    session = alienist(data)
    session.set("campaign", {"keeper": {"cthulhu_mythos": True}})
    session.set("investigative", {"ratings": {"Cthulhu Mythos": 2}})
    session.set("general", {"ratings": {"Sanity": 9, "Athletics": 5}})
    assert "sanity.above_cap" in error_codes(session.report("general"))
    session.set("general", {"ratings": {"Sanity": 8, "Athletics": 5}})
    assert "sanity.above_cap" not in codes(session.report("general"))
    session.set("campaign", {})
    assert "cthulhu_mythos.not_allowed" in error_codes(session.report("investigative"))


@pytest.mark.parametrize(("investigators", "budget"), [(2, 24), (3, 18), (4, 16), (6, 16)])
def test_investigative_budget_by_group(data, investigators, budget):
    session = make(data)
    session.set("campaign", {"investigators": investigators})
    assert session.derived.investigative.total == budget
    assert session.derived.general.total == 65


def test_keeper_budget_overrides_the_group(data):
    session = make(data)
    session.set("campaign", {"investigators": 2, "investigative_budget": 30})
    assert session.derived.investigative.total == 30


def test_trade_both_ways(data):
    session = make(data)
    session.set("campaign", {"investigators": 4, "trade_to_investigative": 2})
    assert (session.derived.investigative.total, session.derived.general.total) == (18, 59)
    session.set("campaign", {"investigators": 4, "trade_to_investigative": -2})
    assert (session.derived.investigative.total, session.derived.general.total) == (14, 71)
    session.set("campaign", {"trade_to_investigative": 30})
    assert "build.trade_too_large" in error_codes(session.report("campaign"))


def test_overspent_shows_on_its_step(data):
    session = alienist(data)
    session.set("investigative", {"ratings": {"Occult": 17}})
    assert "build.investigative.overspent" in error_codes(session.report("investigative"))
    session.set("general", {"ratings": {"Athletics": 40, "Scuffling": 40}})
    assert "build.general.overspent" in error_codes(session.report("general"))


def test_a_rating_on_the_wrong_step(data):
    session = alienist(data)
    report = session.set("general", {"ratings": {"Occult": 2}})
    assert "session.general_wrong_family" in error_codes(report)
    assert "Occult" not in session.sheet.abilities


# --------------------------------------------------------------------------- mind


def test_pillars_missing_and_too_many_sources(data):
    session = alienist(data, campaign=CampaignAnswers(campaign="pulp"))
    session.set("general", {"ratings": {"Sanity": 7, "Stability": 6, "Athletics": 4}})
    assert session.pillars_required == 2 and session.sources_required == 2
    report = session.set("mind", {"drive": "Scholarship"})
    assert "pillars.count" in error_codes(report)
    report = session.set(
        "mind",
        {
            "drive": "Scholarship",
            "pillars": ["Human dignity and value", "Family honour"],
            "sources": [{"name": "A B"}, {"name": "C D"}, {"name": "E F"}],
        },
    )
    assert "sources.too_many" in error_codes(report) and "pillars.count" not in codes(report)


def test_no_drive_refused_and_the_reason_is_kept(data):
    session = alienist(data)
    assert "drive.missing" in error_codes(session.set("mind", {}))
    session.set("mind", {"drive": "Duty", "drive_reason": "Her brother never came home."})
    assert session.sheet.drive == "Duty"
    assert session.sheet.drive_reason == "Her brother never came home."
    assert "drive.missing" not in codes(session.report("mind"))


def test_the_occupations_languages_are_prefilled(data):
    session = alienist(data)
    session.set("investigative", {"ratings": {"Languages": 2}})
    assert session.sheet.languages == ["German", "Latin"]
    assert session.languages_wanted == ["German", "Latin"]
    session.set("mind", {"languages": ["French"], "drive": "Duty"})
    assert session.sheet.languages == ["French"]
    assert "occupation.language_missing" in codes(session.report("mind"))


def test_randomising_the_mind_names_each_language_once(data):
    session = alienist(data)
    session.set("investigative", {"ratings": {"Languages": 4}})
    session.set("mind", {"languages": ["German", "Latin"]})  # what the wizard prefills
    session.randomise("mind")
    languages = session.sheet.languages
    assert languages[:2] == ["German", "Latin"]
    assert len(languages) == 4
    assert len({n.casefold() for n in languages}) == 4


def test_drive_reason_stays_out_of_files_when_empty():
    assert "drive_reason" not in ToCSheet().model_dump_json()
    assert "drive_reason" in ToCSheet(drive_reason="why").model_dump_json()


# --------------------------------------------------------------------------- identity


def test_weapons_by_table_name_or_whole(data):
    session = make(data)
    report = session.set("identity", {"name": "X", "weapons": ["Knife", {"name": "Grandad's cane"}, "Ray gun"]})
    assert [w.name for w in session.sheet.weapons] == ["Knife", "Grandad's cane"]
    assert session.sheet.weapons[0].kind == "Knife"
    assert "session.weapon_unknown" in error_codes(report)
    assert isinstance(session.answers.identity.weapons[1], Weapon)


# --------------------------------------------------------------------------- going back


def test_a_new_occupation_clears_its_picks_and_keeps_ratings(data):
    session = alienist(data)
    session.set("investigative", {"ratings": {"Reassurance": 4, "Medicine": 4, "Occult": 2}})
    before = session.derived.investigative.left
    report = session.update("occupation", name="Journalist")
    assert session.answers.occupation.picks == {}
    assert any("start afresh" in note for note in report.notes)
    assert session.answers.investigative.ratings == {"Reassurance": 4, "Medicine": 4, "Occult": 2}
    inv = session.report("investigative")
    assert session.derived.investigative.left != before
    assert any("Investigative build points: now" in note for note in inv.notes)
    assert "occupation.choice.count" in error_codes(session.report("occupation"))


def test_a_new_branch_clears_the_choices_it_does_not_have(data):
    session = make(data)
    session.set("occupation", {"name": "Military", "branch": "Officer", "picks": {"riding_or_piloting": ["Riding"]}})
    assert session.report("occupation").ok
    report = session.update("occupation", branch="Navy")
    assert session.answers.occupation.picks == {}
    assert any("riding_or_piloting" in note for note in report.notes)


def test_budgets_follow_the_campaign(data):
    session = alienist(data, campaign=CampaignAnswers(investigators=2))
    session.set("investigative", {"ratings": {"Occult": 20}})
    assert session.report("investigative").ok
    session.update("campaign", investigators=4)
    report = session.report("investigative")
    assert "build.investigative.overspent" in error_codes(report)
    assert any("overspent" in note for note in report.notes)


# --------------------------------------------------------------------------- page helpers


def test_spend_rest_spends_exactly_on_occupational_abilities(data):
    session = alienist(data)
    session.set("investigative", {"ratings": {"Occult": 2}})
    session.spend_rest("investigative")
    d = session.derived
    assert d.investigative.left == 0
    bought = {n for n in session.answers.investigative.ratings if n != "Occult"}
    assert bought <= d.occupational
    session.spend_rest("general")
    assert session.derived.general.left == 0
    assert "general.highest_unsupported" not in codes(session.report("general"))
    with pytest.raises(ValueError):
        session.spend_rest("both")
    with pytest.raises(SessionError):
        make(data).spend_rest("general")


def test_step_of_by_family(data):
    def v(field: str, code: str = "x") -> Violation:
        return Violation(code, "m", "f", field)

    assert step_of(v("sheet.abilities[Occult]"), data) == "investigative"
    assert step_of(v("sheet.abilities[Credit Rating]"), data) == "investigative"
    assert step_of(v("sheet.abilities[Sanity]"), data) == "general"
    assert step_of(v("sheet.trade_to_investigative"), data) == "campaign"
    assert step_of(v("sheet.keeper.withhold_points"), data) == "campaign"
    assert step_of(v("sheet.occupation.picks.any"), data) == "occupation"
    assert step_of(v("", "build.general.overspent"), data) == "general"
    assert step_of(v("", "build.investigative.unspent"), data) == "investigative"
    assert step_of(v("sheet.pillars_of_sanity"), data) == "mind"
    assert step_of(v("sheet.sources_of_stability"), data) == "mind"
    assert step_of(v("name"), data) == "identity"


def test_an_unknown_ability_belongs_to_the_step_that_named_it(data):
    session = alienist(data)
    report = session.set("investigative", {"ratings": {"Basket Weaving": 2}})
    assert "ability.unknown" in codes(report)


# --------------------------------------------------------------------------- randomising


@pytest.mark.parametrize("campaign", ["purist", "pulp"])
@pytest.mark.parametrize("investigators", [2, 3, 4])
def test_randomise_rest_makes_valid_sheets(data, campaign, investigators):
    for seed in range(200):
        session = make(data, seed, campaign=CampaignAnswers(campaign=campaign, investigators=investigators))
        review = session.randomise_rest()
        assert not review.errors, (seed, [str(v) for v in review.errors])
        d = session.derived
        assert d.investigative.left == 0 and d.general.left == 0, seed


def test_randomise_works_around_given_answers(data):
    session = make(data, 5)
    session.set("occupation", {"name": "Professor", "picks": {"academic": ["History"]}})
    session.randomise("occupation")
    picks = session.answers.occupation.picks
    assert session.answers.occupation.name == "Professor"
    assert "History" in picks["academic"] and len(picks["academic"]) == 3
    session.set("investigative", {"ratings": {"History": 4}})
    session.randomise("investigative")
    assert session.answers.investigative.ratings["History"] >= 4
    assert session.derived.investigative.left == 0
    session.set("identity", {"name": "Ada Quill"})
    session.randomise("identity")
    assert session.answers.identity.name == "Ada Quill" and session.answers.identity.age is not None


def test_randomise_needs_an_occupation_for_ratings(data):
    with pytest.raises(SessionError):
        make(data).randomise("general")
    with pytest.raises(ValueError):
        make(data).randomise("review")


def test_only_missing_keeps_answers_with_errors(data):
    session = alienist(data)
    session.set("general", {"ratings": {"Athletics": 70}})
    session.randomise_rest(only_missing=True)
    assert session.answers.general.ratings == {"Athletics": 70}
    assert "build.general.overspent" in error_codes(session.report("review"))
    session.randomise_rest()
    assert session.report("review").ok


def test_same_seed_same_choices_whatever_the_order(data):
    one = make(data, 9)
    one.randomise("occupation")
    one.randomise("identity")
    two = make(data, 9)
    two.randomise("identity")
    two.randomise("occupation")
    assert one.answers.occupation == two.answers.occupation
    assert one.answers.identity.name == two.answers.identity.name


def test_replay_from_answers_gives_the_same_sheet(data):
    for seed in range(10):
        session = make(data, seed, campaign=CampaignAnswers(campaign="pulp"))
        session.randomise_rest()
        text = session.answers.model_dump_json()
        again = CreationSession(random.Random(seed + 100), data, load_answers(text))
        assert again.sheet == session.sheet
        assert again.document(now=NOW).sheet == session.document(now=NOW).sheet
        assert again.report("review").problems == session.report("review").problems


def test_document(data):
    session = make(data, 3)
    session.randomise_rest()
    session.update("identity", player="Kim")
    doc = session.document(now=NOW)
    again = make(data, 3)
    again.randomise_rest()
    again.update("identity", player="Kim")
    assert doc.kind == "investigator" and doc.player == "Kim" and doc.created == NOW
    assert doc.name == session.answers.identity.name
    assert again.document(now=NOW) == doc


# --------------------------------------------------------------------------- the answers file


def test_answers_json_round_trip(data):
    session = make(data, 4)
    session.randomise_rest()
    text = session.answers.model_dump_json()
    assert load_answers(text) == session.answers
    assert json.loads(text)["format"] == "sheetmaker-toc-answers"


def test_load_answers_names_step_and_field():
    with pytest.raises(AnswersError) as info:
        load_answers(
            '{"campaign": {"campaign": "noir"}, "general": {"ratings": {"Athletics": 100}}, '
            '"occupation": {}, "extra": 1}'
        )
    where = sorted(line.split(":")[0] for line in info.value.problems)
    assert where == ["campaign.campaign", "extra", "general.ratings.Athletics", "occupation.name"]
    with pytest.raises(AnswersError, match="not valid JSON"):
        load_answers("{")
    with pytest.raises(AnswersError):
        load_answers('{"format": "sheetmaker-coc7-answers"}')


def test_set_validates_a_mapping(data):
    session = make(data)
    with pytest.raises(ValidationError):
        session.set("general", {"ratings": {"Athletics": -1}})
    with pytest.raises(ValueError, match="no answers"):
        session.set("review", {})
    with pytest.raises(SessionError):
        session.set_rating("Basket Weaving", 2)
    assert session.update("identity", name="Ada").ok


def test_answer_models_are_frozen_and_strict():
    with pytest.raises(ValidationError):
        MindAnswers(drive="Duty", colour="blue")
    answers = IdentityAnswers(name="A")
    with pytest.raises(ValidationError):
        answers.name = "B"
    assert OccupationAnswers(name=" Alienist ").name == "Alienist"
    assert InvestigativeAnswers().ratings == {} and GeneralAnswers().ratings == {}


def test_the_shipped_answers_schema_is_up_to_date():
    shipped = resource("schema", "toc-answers.schema.json")
    assert json.loads(shipped.read_text(encoding="utf-8")) == answers_schema(), (
        "run: sheetmaker schema --answers toc -o resources/schema/toc-answers.schema.json"
    )


def test_answers_schema_describes_every_step():
    schema = answers_schema()
    assert schema["title"] == "SheetMaker Trail of Cthulhu creation answers"
    assert set(schema["properties"]) == {"format", "version", *STEPS[:-1]}
    assert schema["additionalProperties"] is False


def test_the_sample_answers_file_makes_a_valid_investigator(data):
    path = resource("samples", "answers", "toc-alienist.answers.json")
    answers = load_answers(path.read_bytes())
    assert all(getattr(answers, step) is not None for step in STEPS[:-1])
    session = CreationSession(random.Random(0), data, answers=answers)
    review = session.report("review")
    assert review.problems == (), [str(v) for v in review.problems]
    d = session.derived
    assert d.investigative.left == 0 and d.general.left == 0
    assert session.sheet.drive_reason


def test_spend_the_rest_makes_a_sturdy_investigator_first():
    import random as _random

    from sheetmaker.systems.toc.session import CreationSession as _Session

    session = _Session(_random.Random(5))
    session.set("campaign", {"campaign": "purist"})
    session.set("occupation", {"name": "Alienist", "picks": {}})
    session.randomise("occupation")
    session.set("general", {"ratings": {}})
    session.spend_rest("general")
    d = session.derived
    assert d.general.left == 0
    assert d.health.rating >= 8 and d.stability.rating >= 8
    assert not [v for v in session.report("general").errors]
