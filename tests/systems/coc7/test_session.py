"""The Call of Cthulhu creation session, without Qt: each step against hand-worked numbers, going
back, randomising, replaying, and the answers file (RULES.md, "Age at creation" and "Worked
examples")."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pydantic import ValidationError

from sheetmaker.core.violations import Severity
from sheetmaker.io import fileformat
from sheetmaker.resources import resource
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.model import CHARACTERISTICS, CustomOccupation, EduCheck
from sheetmaker.systems.coc7.rules import derive
from sheetmaker.systems.coc7.session import (
    STEPS,
    AgeAnswers,
    Answers,
    AnswersError,
    CharacteristicsAnswers,
    ChoicesAnswers,
    CreationSession,
    EduDice,
    IdentityAnswers,
    OccupationAnswers,
    SessionError,
    SetupAnswers,
    SkillPoints,
    SkillsAnswers,
    StepReport,
    answers_schema,
    load_answers,
    step_of,
)
from sheetmaker.systems.coc7.validate import validate

#: An allocation of 40, 50, 50, 50, 60, 60, 70, 80 (sum 460, also a valid point buy).
ALLOCATED = {"STR": 60, "CON": 70, "SIZ": 50, "DEX": 80, "APP": 60, "INT": 50, "POW": 40, "EDU": 50}
#: The same values with EDU and DEX swapped: a Journalist's EDU×4 gives 320 points.
HIGH_EDU = {**ALLOCATED, "DEX": 50, "EDU": 80}
#: The Dhole's House export of RULES.md's worked examples (APP is not given there).
DHOLE = {"STR": 45, "CON": 50, "SIZ": 55, "DEX": 60, "APP": 50, "INT": 45, "POW": 50, "EDU": 50}
#: EDU checks that all fail against EDU 50 or more (a roll not above EDU adds nothing).
NO_GAIN = [EduDice(roll=1, d10=10)] * 4
JOURNALIST_PICKS = ChoicesAnswers(picks={"social": ["Fast Talk"], "other": ["Spot Hidden", "Listen"]})
LAWYER_PICKS = ChoicesAnswers(picks={"social": ["Persuade", "Intimidate"], "other": ["Spot Hidden", "Listen"]})


@pytest.fixture(scope="module")
def data():
    return coc_data.load(None)


def make(data, seed: int = 0, **answers) -> CreationSession:
    """A session over ``answers`` (step name → answers model or mapping)."""
    return CreationSession(random.Random(seed), data, Answers(**answers))


def allocated(values=ALLOCATED, age: int = 30, **more):
    """Answers for an allocation investigator of ``age`` whose EDU checks all fail."""
    return {
        "characteristics": CharacteristicsAnswers(method="allocation", values=values),
        "age": AgeAnswers(age=age, edu_checks=NO_GAIN, luck_rolls=[50, 50]),
        **more,
    }


def codes(report: StepReport, severity: Severity | None = None) -> set[str]:
    return {v.code for v in report.problems if severity is None or v.severity is severity}


def errors(report: StepReport) -> set[str]:
    return codes(report, Severity.ERROR)


def assert_steps_match_reports(session: CreationSession) -> None:
    """Every problem of the review is on the step ``step_of`` names, and only there."""
    review = session.report("review")
    for step in STEPS[:-1]:
        assert session.report(step).problems == tuple(v for v in review.problems if step_of(v) == step)


def points(session: CreationSession, label: str) -> tuple[int, int]:
    line = session.derived.skill(label)
    return (line.occupation, line.personal)


# --------------------------------------------------------------------------- characteristics


def test_a_new_session_lists_what_is_missing(data):
    session = make(data)
    assert session.sheet.characteristics.as_dict() == dict.fromkeys(CHARACTERISTICS, 0)
    assert "session.method_missing" in errors(session.report("characteristics"))
    assert "session.age_missing" in errors(session.report("age"))
    assert "session.occupation_missing" in errors(session.report("occupation"))
    assert "session.name_missing" in errors(session.report("identity"))
    assert session.first_problem_step() == "characteristics"
    assert not any(session.answered(step) for step in STEPS)
    assert_steps_match_reports(session)


def test_allocation(data):
    session = make(data, **allocated())
    assert session.report("characteristics").problems == ()
    sheet = session.sheet
    assert sheet.creation.method == "allocation"
    assert sheet.creation.base.as_dict() == ALLOCATED
    assert sheet.characteristics.as_dict() == ALLOCATED  # age 30: the one EDU check failed
    assert sheet.creation.edu_checks == [EduCheck(roll=1, gain=0)]


def test_allocation_with_a_value_used_twice(data):
    session = make(data, **allocated())
    report = session.set("characteristics", {"method": "allocation", "values": {**ALLOCATED, "STR": 80}})
    assert report.step == "characteristics"
    assert "characteristics.allocation" in errors(report)
    [problem] = [v for v in report.errors if v.code == "characteristics.allocation"]
    assert step_of(problem) == "characteristics"
    assert "40, 50, 50, 50, 60, 60, 70, 80" in str(problem)
    assert problem in session.report("review").errors
    assert session.first_problem_step() == "characteristics"


def test_rolled_with_a_seed(data):
    session = make(data, seed=7, age=AgeAnswers(age=30))
    report = session.roll_characteristics()
    assert report.ok
    values = session.answers.characteristics.values
    assert session.answers.characteristics.method == "rolled"
    assert set(values) == set(CHARACTERISTICS)
    assert set(session.rolls) == set(CHARACTERISTICS)
    for name, value in values.items():
        low = 40 if name in {"SIZ", "INT", "EDU"} else 15
        assert value % 5 == 0 and low <= value <= 90, (name, value)
        result = session.rolls[name]
        faces = [die.value for die in result.dice]
        assert all(die.sides == 6 for die in result.dice) and all(1 <= f <= 6 for f in faces)
        if name in {"SIZ", "INT", "EDU"}:
            assert len(faces) == 2 and result.total == (sum(faces) + 6) * 5 == value
        else:
            assert len(faces) == 3 and result.total == sum(faces) * 5 == value
    assert session.sheet.creation.base.as_dict() == values
    same = make(data, seed=7, age=AgeAnswers(age=30))
    same.roll_characteristics()
    assert same.answers.characteristics == session.answers.characteristics


def test_rolled_rerolls_follow_the_keeper(data):
    session = make(data, seed=3)
    session.roll_characteristics()
    before = dict(session.answers.characteristics.values)
    assert not session.can_reroll("STR")
    with pytest.raises(SessionError, match="rerolls"):
        session.roll_characteristics(["STR"])
    assert session.answers.characteristics.values == before

    session.set("setup", SetupAnswers(rerolls=True))
    assert session.can_reroll("STR")
    session.roll_characteristics(["str"])
    after = session.answers.characteristics.values
    assert {k: v for k, v in after.items() if k != "STR"} == {k: v for k, v in before.items() if k != "STR"}
    assert session.rolls["STR"].total == after["STR"]


def test_rolled_refused_when_the_keeper_does_not_allow_it(data):
    session = make(data, setup=SetupAnswers(methods=["allocation", "point_buy"]))
    assert not session.can_reroll("STR")
    with pytest.raises(SessionError, match="does not allow"):
        session.roll_characteristics()
    session.set("characteristics", CharacteristicsAnswers(method="rolled", values=ALLOCATED))
    assert "session.method_not_allowed" in errors(session.report("characteristics"))


def test_rolled_values_given_in_the_answers_are_checked(data):
    session = make(data, characteristics=CharacteristicsAnswers(method="rolled", values={**ALLOCATED, "STR": 62}))
    assert "characteristics.rolled_impossible" in errors(session.report("characteristics"))


def test_point_buy(data):
    bought = {"STR": 65, "CON": 55, "SIZ": 60, "DEX": 45, "APP": 50, "INT": 70, "POW": 55, "EDU": 60}
    assert sum(bought.values()) == 460
    session = make(data, **allocated())
    assert session.set("characteristics", CharacteristicsAnswers(method="point_buy", values=bought)).problems == ()
    assert session.sheet.creation.base.as_dict() == bought

    report = session.set("characteristics", {"method": "point_buy", "values": {**bought, "STR": 66}})
    assert errors(report) == {"characteristics.point_buy_total"}
    assert "461" in str(report.errors[0])

    report = session.set("characteristics", {"method": "point_buy", "values": {**bought, "STR": 91, "CON": 29}})
    assert errors(report) == {"characteristics.point_buy_range"}
    assert all(step_of(v) == "characteristics" for v in report.errors)


def test_free_entry_records_no_base_and_no_age_effects(data):
    session = make(
        data,
        characteristics=CharacteristicsAnswers(method="free", values=ALLOCATED),
        age=AgeAnswers(age=45, deductions={"STR": 5}, edu_checks=[EduDice(roll=99, d10=9)] * 4, luck_rolls=[55, 70]),
    )
    sheet = session.sheet
    assert sheet.creation.method == "free" and sheet.creation.base is None
    assert sheet.characteristics.as_dict() == ALLOCATED  # no deduction, no APP -5, no EDU gain
    assert sheet.creation.age_deductions == {} and sheet.creation.edu_checks == []
    assert sheet.luck == 55
    assert session.derived.mov == 9 - 1  # MOV still follows age
    assert session.report("characteristics").ok and session.report("age").ok


# --------------------------------------------------------------------------- age


def test_age_17(data):
    session = make(data, **allocated(age=17))
    report = session.set("age", AgeAnswers(age=17, deductions={"STR": 2, "SIZ": 3}, luck_rolls=[35, 60]))
    assert report.problems == ()
    sheet = session.sheet
    assert sheet.characteristics.as_dict() == {**ALLOCATED, "STR": 58, "SIZ": 47, "EDU": 45}
    assert sheet.creation.age_deductions == {"STR": 2, "SIZ": 3}
    assert sheet.creation.edu_checks == []
    assert sheet.creation.luck_rolls == [35, 60] and sheet.luck == 60  # two rolls, the higher kept
    session.update("age", luck_rolls=[60, 35])
    assert session.sheet.luck == 60
    assert session.derived.mov == 9  # STR 58 and DEX 80 above SIZ 47; no age penalty


def test_age_17_deduction_from_dex_is_refused(data):
    session = make(data, **allocated())
    report = session.set("age", AgeAnswers(age=17, deductions={"DEX": 5}, luck_rolls=[35, 60]))
    assert "age.deduction_characteristic" in errors(report)
    assert all(step_of(v) == "age" for v in report.errors)


@pytest.mark.parametrize(("roll", "edu"), [(50, 50), (1, 50), (51, 57), (100, 57)])
def test_age_25_one_edu_check(data, roll, edu):
    session = make(data, **allocated())
    report = session.set("age", AgeAnswers(age=25, edu_checks=[EduDice(roll=roll, d10=7)], luck_rolls=[35, 60]))
    assert report.problems == ()
    sheet = session.sheet
    assert sheet.characteristics.EDU == edu  # a roll of at most EDU adds nothing
    assert sheet.creation.edu_checks == [EduCheck(roll=roll, gain=edu - 50)]
    assert sheet.creation.luck_rolls == [35] and sheet.luck == 35  # one Luck roll: the first
    assert {k: v for k, v in sheet.characteristics.as_dict().items() if k != "EDU"} == {
        k: v for k, v in ALLOCATED.items() if k != "EDU"
    }


def test_age_45(data):
    session = make(data, **allocated())
    checks = [EduDice(roll=90, d10=4), EduDice(roll=54, d10=10)]
    report = session.set("age", AgeAnswers(age=45, deductions={"CON": 5}, edu_checks=checks, luck_rolls=[40]))
    assert report.problems == ()
    sheet = session.sheet
    # EDU 50: 90 > 50 adds 4 (54); 54 is not above 54, nothing.
    assert sheet.characteristics.as_dict() == {**ALLOCATED, "CON": 65, "APP": 55, "EDU": 54}
    assert sheet.creation.edu_checks == [EduCheck(roll=90, gain=4), EduCheck(roll=54, gain=0)]
    d = session.derived
    assert d.mov == 9 - 1
    assert d.hp_max == (65 + 50) // 10
    assert sheet.luck == 40


def test_age_72(data):
    session = make(data, **allocated())
    checks = [EduDice(roll=99, d10=10), EduDice(roll=61, d10=10), EduDice(roll=100, d10=10), EduDice(roll=80, d10=5)]
    report = session.set(
        "age", AgeAnswers(age=72, deductions={"STR": 10, "CON": 10, "DEX": 20}, edu_checks=checks, luck_rolls=[65])
    )
    assert report.problems == ()
    sheet = session.sheet
    # EDU 50 → 60 → 70 → 80; the fourth roll (80) is not above 80.
    assert sheet.characteristics.as_dict() == {**ALLOCATED, "STR": 50, "CON": 60, "DEX": 60, "APP": 40, "EDU": 80}
    assert [c.gain for c in sheet.creation.edu_checks] == [10, 10, 10, 0]
    d = session.derived
    assert d.mov == 8 - 4  # STR equal to SIZ, DEX above: 8; age 70-79: -4
    assert d.hp_max == (60 + 50) // 10


def test_edu_checks_stop_at_99(data):
    session = make(data, **allocated(HIGH_EDU))
    session.set("age", AgeAnswers(age=72, edu_checks=[EduDice(roll=100, d10=10)] * 4, luck_rolls=[65]))
    assert session.sheet.characteristics.EDU == 99  # 80 → 90 → 99, then 99
    assert session.report("age").problems == ()


def test_a_deduction_that_does_not_add_up(data):
    session = make(data, **allocated())
    report = session.set("age", AgeAnswers(age=45, deductions={"STR": 3}, edu_checks=NO_GAIN, luck_rolls=[40]))
    assert "age.deduction_total" in errors(report)
    assert all(step_of(v) == "age" for v in report.errors)
    assert session.first_problem_step() == "age"


def test_the_default_deduction_split_is_valid(data):
    session = make(data, **allocated())
    for age in (17, 45, 55, 65, 75, 85):
        report = session.set("age", AgeAnswers(age=age, edu_checks=NO_GAIN, luck_rolls=[40, 45]))
        assert report.problems == (), age
        due = {17: 5, 45: 5, 55: 10, 65: 20, 75: 40, 85: 80}[age]
        assert sum(session.sheet.creation.age_deductions.values()) == due


def test_dice_the_session_rolls_are_kept_in_the_answers(data):
    session = make(data, seed=11, **allocated())
    session.set("age", AgeAnswers(age=55))
    age = session.answers.age
    assert len(age.edu_checks) == 4 and len(age.luck_rolls) == 2
    assert session.edu_dice == age.edu_checks[:3]
    edu = session.sheet.characteristics.EDU
    session.set("age", age.model_copy(update={"age": 65}))  # a fourth check: the same dice re-read
    assert session.answers.age.edu_checks == age.edu_checks
    assert session.sheet.characteristics.EDU >= edu
    assert session.sheet.luck == age.luck_rolls[0]


def test_a_new_age_bracket_drops_the_old_split(data):
    session = make(data, **allocated())
    session.set("age", AgeAnswers(age=45, deductions={"STR": 5}, edu_checks=NO_GAIN, luck_rolls=[40]))
    session.update("age", age=62)
    assert session.answers.age.deductions is None
    assert any("split afresh" in note for note in session.report("age").notes)
    assert session.report("age").problems == ()
    assert sum(session.sheet.creation.age_deductions.values()) == 20


# --------------------------------------------------------------------------- derived values


def test_dholes_house_example(data):
    """RULES.md: EDU 50, INT 45, STR 45, DEX 60, SIZ 55, CON 50, POW 50 and Credit Rating 40."""
    session = make(
        data,
        characteristics=CharacteristicsAnswers(method="free", values=DHOLE),
        age=AgeAnswers(age=30, luck_rolls=[50]),
        occupation=OccupationAnswers(name="Antiquarian"),  # EDU×4
        skills=SkillsAnswers(points={"Credit Rating": SkillPoints(occupation=40)}),
    )
    d = session.derived
    assert d.occupation_budget.total == 200
    assert d.personal_budget.total == 90
    assert (d.mov, d.hp_max, d.mp_max, d.damage_bonus, d.build, d.dodge_base) == (8, 10, 10, "0", 0, 30)
    assert d.skill("Dodge").base == 30
    credit = d.credit_rating
    assert (credit.value, credit.cash, credit.assets, credit.spending_level) == (40, "$80", "$2,000", "$10")
    assert session.report("skills").ok


# --------------------------------------------------------------------------- occupation and choices


def test_choices_left_unmade(data):
    session = make(data, **allocated(occupation=OccupationAnswers(name="Journalist")))
    report = session.report("choices")
    assert "occupation.choice.count" in errors(report)
    assert all(step_of(v) == "choices" for v in report.problems)
    assert session.report("occupation").ok
    session.set("choices", JOURNALIST_PICKS)
    assert session.report("choices").problems == ()


def test_a_new_occupation_clears_the_choices(data):
    session = make(data, **allocated(occupation=OccupationAnswers(name="Journalist"), choices=JOURNALIST_PICKS))
    session.set("occupation", OccupationAnswers(name="journalist"))  # the same one: kept
    assert session.answers.choices == JOURNALIST_PICKS
    report = session.set("occupation", OccupationAnswers(name="Lawyer"))
    assert report.ok
    assert session.answers.choices is None
    assert session.report("choices").notes == ("The occupation changed: its choices start afresh.",)
    assert "occupation.choice.count" in errors(session.report("choices"))
    session.set("choices", LAWYER_PICKS)
    assert session.report("choices").notes == ()


def test_a_custom_occupation_end_to_end(data):
    custom = CustomOccupation(
        fixed={"EDU": 2},
        choose=["DEX", "POW"],
        times=2,
        credit_rating=(10, 40),
        skills=["Electrical Repair", "Listen", "Mechanical Repair", "Navigate", "Spot Hidden", "Psychology"],
    )
    session = make(
        data,
        **allocated(
            identity=IdentityAnswers(name="Wilhelmina Ansel"),
            occupation=OccupationAnswers(name="Radio Operator", custom=custom),
            choices=ChoicesAnswers(formula_pick="DEX"),
        ),
    )
    d = session.derived
    assert d.occupation.name == "Radio Operator"
    assert d.occupation_budget.total == 50 * 2 + 80 * 2  # EDU×2 + DEX×2 (DEX 80 beats POW 40)
    assert d.is_occupation_skill("Navigate") and d.is_occupation_skill("Credit Rating")
    assert not d.is_occupation_skill("Library Use")
    session.set_skill_points("Credit Rating", occupation=20)
    session.spend_rest()
    review = session.report("review")
    assert review.errors == (), [str(v) for v in review.errors]
    assert session.derived.occupation_budget.left == 0 and session.derived.personal_budget.left == 0
    assert session.sheet.occupation.custom == custom
    document = session.document()
    again = fileformat.loads(fileformat.dumps(document))
    assert again.sheet.occupation.custom == custom
    assert [v for v in validate(again) if v.severity is Severity.ERROR] == []


def test_an_unknown_occupation_stays_the_players_to_fix(data):
    session = make(data, **allocated(occupation=OccupationAnswers(name="Plumber")))
    with pytest.raises(SessionError, match="Plumber"):
        session.randomise("choices")
    review = session.randomise_rest(only_missing=True)
    assert session.answers.occupation.name == "Plumber"
    assert "occupation.unknown" in {v.code for v in review.errors}
    assert [step_of(v) for v in review.errors] == ["occupation"]


# --------------------------------------------------------------------------- skills


def journalist(data, values=HIGH_EDU, **more) -> CreationSession:
    """A Journalist (EDU×4, Credit Rating 9-30) with her choices made, no skill points yet."""
    return make(
        data,
        **allocated(
            values,
            occupation=OccupationAnswers(name="Journalist"),
            choices=JOURNALIST_PICKS,
            identity=IdentityAnswers(name="Mae Donnelly"),
            **more,
        ),
    )


def test_full_method_overspent(data):
    session = journalist(data)
    assert session.derived.occupation_budget.total == 320
    over = {
        "Credit Rating": SkillPoints(occupation=20),
        "Library Use": SkillPoints(occupation=50),
        "History": SkillPoints(occupation=50),
        "Psychology": SkillPoints(occupation=50),
        "Fast Talk": SkillPoints(occupation=50),
        "Spot Hidden": SkillPoints(occupation=50),
        "Listen": SkillPoints(occupation=90),
    }
    report = session.set("skills", SkillsAnswers(points=over))
    assert "budget.occupation.overspent" in errors(report)
    [problem] = [v for v in report.errors if v.code == "budget.occupation.overspent"]
    assert step_of(problem) == "skills" and problem.field == "sheet.skills"
    assert "40 too many" in problem.message
    assert session.first_problem_step() == "skills"


@pytest.mark.parametrize(("credit", "ok"), [(8, False), (9, True), (30, True), (31, False)])
def test_credit_rating_range(data, credit, ok):
    session = journalist(data)
    report = session.set_skill_points("Credit Rating", occupation=credit)
    assert ("credit_rating.range" in errors(report)) is not ok
    assert all(step_of(v) == "skills" for v in report.problems)


def test_quick_start(data):
    session = make(data, **allocated(occupation=OccupationAnswers(name="Lawyer"), choices=LAWYER_PICKS))
    values = {
        "Law": 70, "Persuade": 60, "Library Use": 60, "Accounting": 50, "Psychology": 50, "Intimidate": 50,
        "Credit Rating": 40, "Spot Hidden": 40, "Listen": 40,
    }
    personal = ["Drive Auto", "Stealth", "Dodge", "Climb"]
    report = session.set("skills", SkillsAnswers(method="quick_start", values=values, personal=personal))
    assert report.problems == (), [str(v) for v in report.problems]
    d = session.derived
    assert session.sheet.creation.skill_method == "quick_start"
    assert {label: d.skill(label).value for label in values} == values
    assert d.skill("Dodge").value == 80 // 2 + 20 and d.skill("Drive Auto").value == 40

    report = session.update("skills", values={**values, "Law": 75})
    assert "quick_start.values" in errors(report)
    report = session.update("skills", values=values, personal=personal[:3])
    assert "quick_start.personal_count" in errors(report)


def test_skill_cap(data):
    session = journalist(data, setup=SetupAnswers(skill_cap=75))
    report = session.set_skill_points("Spot Hidden", occupation=55)  # 25 + 55 = 80
    [problem] = [v for v in report.errors if v.code == "session.skill_cap"]
    assert step_of(problem) == "skills" and problem.field == "sheet.skills[Spot Hidden]"
    assert "75" in problem.message and "Take 5 points" in problem.fix
    assert "session.skill_cap" not in errors(session.set_skill_points("Spot Hidden", occupation=50))
    # Language (Own) starts at EDU 80: over the cap, but no point was put in it.
    assert session.derived.skill("Language (Own)").value == 80


@pytest.mark.parametrize("cap", [None, 75, 60])
def test_spend_rest(data, cap):
    session = journalist(data, setup=SetupAnswers(skill_cap=cap))
    session.set_skill_points("Library Use", occupation=30)
    session.set_skill_points("Drive Auto", personal=10)
    report = session.spend_rest()
    d = session.derived
    assert d.occupation_budget.left == 0 and d.personal_budget.left == 0
    assert 9 <= d.skill("Credit Rating").value <= 30
    assert points(session, "Library Use")[0] >= 30 and points(session, "Drive Auto")[1] >= 10
    assert report.problems == (), [str(v) for v in report.problems]
    assert session.report("review").errors == ()
    if cap is not None:
        assert all(
            line.creation_value <= cap for line in d.skills
            if (line.occupation or line.personal) and line.label != "Credit Rating"
        )


def test_spend_rest_needs_the_full_method_and_an_occupation(data):
    with pytest.raises(SessionError, match="occupation"):
        make(data, **allocated()).spend_rest()
    session = journalist(data, skills=SkillsAnswers(method="quick_start"))
    with pytest.raises(SessionError, match="full"):
        session.spend_rest()


# --------------------------------------------------------------------------- going back


BOUGHT = {
    "Credit Rating": SkillPoints(occupation=20),
    "Art/Craft (Photography)": SkillPoints(occupation=50),
    "History": SkillPoints(occupation=50),
    "Library Use": SkillPoints(occupation=50),
    "Psychology": SkillPoints(occupation=50),
    "Fast Talk": SkillPoints(occupation=50),
    "Spot Hidden": SkillPoints(occupation=50, personal=10),
    "Stealth": SkillPoints(personal=50),
}


def test_lowering_edu_keeps_the_points_that_still_fit(data):
    session = journalist(data, skills=SkillsAnswers(points=BOUGHT))
    assert session.derived.occupation_budget.total == 320 == session.derived.occupation_budget.spent
    report = session.set("characteristics", CharacteristicsAnswers(method="allocation", values=ALLOCATED))
    assert report.ok
    d = session.derived
    assert d.occupation_budget.total == 200 and d.occupation_budget.spent == 200
    skills = session.report("skills")
    assert "budget.occupation.overspent" not in codes(skills) and skills.ok
    # The latest-entered go first: Spot Hidden's 50 and Fast Talk's 50, then 20 of Psychology's.
    assert skills.notes == (
        "Spot Hidden: 50 occupation points no longer fit (now 200 to spend) and were taken out.",
        "Fast Talk: 50 occupation points no longer fit (now 200 to spend) and were taken out.",
        "Psychology: 20 occupation points no longer fit (now 200 to spend) and were taken out.",
    )
    assert points(session, "Spot Hidden") == (0, 10)  # personal points untouched
    assert points(session, "Psychology") == (30, 0)
    assert points(session, "Credit Rating") == (20, 0)
    assert points(session, "Stealth") == (0, 50)
    assert "Fast Talk" not in session.answers.skills.points
    assert session.report("review").notes == skills.notes

    # Raising EDU again leaves points unspent: a warning, not an error.
    session.set("characteristics", CharacteristicsAnswers(method="allocation", values=HIGH_EDU))
    skills = session.report("skills")
    assert skills.ok and skills.notes == ()
    assert "budget.occupation.unspent" in codes(skills, Severity.WARNING)
    assert session.derived.occupation_budget.left == 120


def test_lowering_int_takes_out_personal_points(data):
    values = {**HIGH_EDU, "INT": 70, "STR": 50}
    session = journalist(data, values, skills=SkillsAnswers(points=BOUGHT))
    session.set_skill_points("Drive Auto", personal=80)  # 10 + 50 + 80 = 140 = INT×2
    assert session.derived.personal_budget.left == 0
    session.set("characteristics", CharacteristicsAnswers(method="allocation", values=HIGH_EDU))  # INT 50
    d = session.derived
    assert d.personal_budget.total == 100 and d.personal_budget.spent == 100
    assert session.report("skills").notes == (
        "Drive Auto: 40 personal interest points no longer fit (now 100 to spend) and were taken out.",
    )


def test_a_new_occupation_takes_out_points_of_skills_it_lacks(data):
    session = journalist(data, skills=SkillsAnswers(points=BOUGHT))
    session.set("occupation", OccupationAnswers(name="Lawyer"))
    skills = session.report("skills")
    assert skills.notes == tuple(
        f"{label}: its 50 occupation points were taken out (not a skill of Lawyer)."
        for label in ("Art/Craft (Photography)", "History", "Fast Talk", "Spot Hidden")
    )
    assert points(session, "Spot Hidden") == (0, 10)
    assert points(session, "Library Use") == (50, 0) and points(session, "Psychology") == (50, 0)
    assert session.derived.occupation_budget.spent == 20 + 50 + 50
    assert errors(skills) == {"credit_rating.range"}  # a Lawyer starts at 30


# --------------------------------------------------------------------------- randomising


def _random_session(seed: int, era: str, method: str, cap: int | None, data) -> CreationSession:
    """A session randomised from the step ``seed`` picks, the earlier steps randomised one by
    one first (as a player answering some steps, then asking for the rest)."""
    session = CreationSession(random.Random(seed), data, Answers(setup=SetupAnswers(era=era, skill_cap=cap)))
    if method == "quick_start":
        session.set("skills", SkillsAnswers(method="quick_start"))
    start = STEPS[seed % (len(STEPS) - 1)]
    for step in STEPS[: STEPS.index(start)]:
        session.randomise(step)
    session.randomise_rest(start)
    return session


@pytest.mark.slow
@pytest.mark.parametrize("cap", [None, 75], ids=["no-cap", "cap-75"])
@pytest.mark.parametrize("method", ["full", "quick_start"])
@pytest.mark.parametrize("era", ["1920s", "modern"])
def test_randomise_rest_gives_valid_sheets(data, era, method, cap):
    for seed in range(200):
        session = _random_session(seed, era, method, cap, data)
        review = session.report("review")
        assert review.errors == (), (seed, [str(v) for v in review.errors])
        sheet = session.sheet
        assert sheet.era == era and sheet.creation.skill_method == method
        assert all(session.answered(step) for step in STEPS[:-1])
        if method == "full":
            d = session.derived
            assert d.occupation_budget.left == 0 and d.personal_budget.left == 0, seed
        if cap is not None:
            assert all(
                line.creation_value <= cap for line in session.derived.skills
                if (line.occupation or line.personal) and line.label != "Credit Rating"
            ), seed
        if seed % 20 == 0:
            again = _random_session(seed, era, method, cap, data)
            assert again.answers == session.answers and again.sheet == session.sheet
            document = session.document()
            assert [v for v in validate(document, data) if v.severity is Severity.ERROR] == []


def test_randomise_keeps_complete_answers(data):
    session = journalist(data, skills=SkillsAnswers(points=BOUGHT))
    before = session.answers
    session.randomise_rest(only_missing=True)
    for step in ("characteristics", "age", "occupation", "choices", "skills"):
        assert getattr(session.answers, step) == getattr(before, step), step
    assert session.answers.identity == before.identity  # answered: kept, even if only the name
    assert session.answers.setup is not None and session.answers.setup == SetupAnswers()


def test_randomise_rest_rolls_what_a_rolled_answer_leaves_out(data):
    session = make(data, seed=4, characteristics=CharacteristicsAnswers(method="rolled", values={"STR": 50}))
    review = session.randomise_rest(only_missing=True)
    values = session.answers.characteristics.values
    assert values["STR"] == 50 and set(values) == set(CHARACTERISTICS)
    assert set(session.rolls) == set(CHARACTERISTICS) - {"STR"}
    assert review.errors == ()


def test_the_same_seed_gives_the_same_investigator(data):
    first, second, other = (CreationSession(random.Random(seed), data) for seed in (5, 5, 6))
    for session in (first, second, other):
        session.randomise_rest()
    assert first.answers == second.answers and first.sheet == second.sheet
    assert first.document(now=None).id == second.document(now=None).id
    assert first.answers != other.answers


def test_randomise_review_has_no_name_for_review(data):
    with pytest.raises(ValueError, match="review"):
        make(data).randomise("review")
    with pytest.raises(ValueError, match="steps"):
        make(data).report("reveiw")


# --------------------------------------------------------------------------- replay and the answers file


@pytest.mark.parametrize("seed", range(10))
def test_replay_rebuilds_the_same_sheet(data, seed):
    session = CreationSession(random.Random(seed), data)
    if seed % 2:
        session.set("skills", SkillsAnswers(method="quick_start"))
    session.randomise_rest()
    replay = CreationSession(random.Random(seed + 1000), data, answers=session.answers)
    assert replay.sheet == session.sheet
    assert replay.answers == session.answers
    assert replay.report("review") == session.report("review")
    text = session.answers.model_dump_json()
    assert load_answers(text) == session.answers
    assert load_answers(text.encode()) == session.answers
    assert CreationSession(random.Random(0), data, answers=load_answers(text)).sheet == session.sheet


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"age": {"age": 12}}', "age.age: Input should be greater than or equal to 15"),
        ('{"age": {"age": 90}}', "age.age: Input should be less than or equal to 89"),
        ('{"skils": {}}', "skils: Extra inputs are not permitted"),
        ('{"setup": {"era": "1890s"}}', "setup.era: Input should be '1920s' or 'modern'"),
        ('{"setup": {"skill_cap": 120}}', "setup.skill_cap: Input should be less than or equal to 99"),
        ('{"characteristics": {"method": "allocation", "values": {"LUCK": 50}}}', "characteristics.values.LUCK.[key]"),
        ('{"characteristics": {"values": {}}}', "characteristics.method: Field required"),
        ('{"age": {"age": 30, "luck_rolls": [52]}}', "age.luck_rolls.0: Input should be a multiple of 5"),
        ('{"age": {"age": 30, "edu_checks": [{"roll": 0, "d10": 3}]}}', "age.edu_checks.0.roll"),
        ('{"skills": {"points": {"Spot Hidden": {"occupation": "x"}}}}', "skills.points.Spot Hidden.occupation:"),
        ('{"identity": {"name": 7}}', "identity.name: Input should be a valid string"),
        ('{"version": 2}', "version: Input should be 1"),
        ("[]", "(file): Input should be an object"),
        ("{", "not valid JSON"),
        ("", "not valid JSON"),
    ],
)
def test_load_answers_errors_name_the_step_and_field(text, problem):
    with pytest.raises(AnswersError) as info:
        load_answers(text)
    assert isinstance(info.value, ValueError)
    assert any(line.startswith(problem) for line in info.value.problems), info.value.problems
    assert str(info.value) == "; ".join(info.value.problems)


def test_load_answers_lists_every_problem():
    with pytest.raises(AnswersError) as info:
        load_answers('{"age": {"age": 12}, "occupation": {}, "extra": 1}')
    assert sorted(line.split(":")[0] for line in info.value.problems) == ["age.age", "extra", "occupation.name"]


def test_set_validates_a_mapping(data):
    session = make(data)
    with pytest.raises(ValidationError):
        session.set("age", {"age": 12})
    with pytest.raises(ValueError, match="no answers"):
        session.set("review", {})
    assert session.set("age", {"age": 33}).ok


def test_the_shipped_answers_schema_is_up_to_date():
    shipped = resource("schema", "coc7-answers.schema.json")
    assert json.loads(shipped.read_text(encoding="utf-8")) == answers_schema(), (
        "run: sheetmaker schema --answers -o resources/schema/coc7-answers.schema.json"
    )


def test_answers_schema_describes_every_step():
    schema = answers_schema()
    assert schema["title"] == "SheetMaker Call of Cthulhu 7e creation answers"
    assert set(schema["properties"]) == {"format", "version", *STEPS[:-1]}
    assert schema["additionalProperties"] is False


def test_the_sample_answers_file_makes_a_valid_investigator(data):
    path = resource("samples", "answers", "journalist.answers.json")
    answers = load_answers(path.read_bytes())
    assert all(getattr(answers, step) is not None for step in STEPS[:-1])
    session = CreationSession(random.Random(0), data, answers=answers)
    review = session.report("review")
    assert review.problems == (), [str(v) for v in review.problems]
    d = session.derived
    assert d.occupation_budget.left == 0 and d.personal_budget.left == 0
    assert not Path(path).name.endswith(".sheet.json")  # CI validates samples/*.sheet.json
    assert derive(session.sheet, data).occupation.name == "Journalist"
