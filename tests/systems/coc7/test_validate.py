"""validate(): every kind of violation, none for correct builds, never a crash."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sheetmaker.core.violations import Severity
from sheetmaker.systems import get_system
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    CharacteristicChange,
    Characteristics,
    CoC7Document,
    CoC7Sheet,
    Creation,
    EduCheck,
    OccupationChoice,
    Skill,
)
from sheetmaker.systems.coc7.rules import derive
from sheetmaker.systems.coc7.validate import (
    AGE_UNKNOWN_OFF,
    FREE_OFF,
    NO_LUCK_ROLL_OFF,
    NPC_OFF,
    checks_off,
    validate,
)


@pytest.fixture(scope="module")
def data():
    return coc_data.load(None)


BASE = Characteristics(STR=50, CON=50, SIZ=60, DEX=50, APP=40, INT=70, POW=60, EDU=80)


def journalist() -> CoC7Sheet:
    """A complete, valid Journalist (allocation, full method, age 25)."""
    return CoC7Sheet(
        era="1920s",
        age=25,
        creation=Creation(method="allocation", base=BASE, edu_checks=[EduCheck(roll=45)], luck_rolls=[55]),
        characteristics=BASE,
        luck=55,
        occupation=OccupationChoice(
            name="Journalist", picks={"social": ["Charm"], "other": ["Occult", "Spot Hidden"]}
        ),
        skills=[
            # Occupation points: EDU×4 = 320.
            Skill(name="Credit Rating", occupation=20),
            Skill(name="Art/Craft", specialisation="Photography", occupation=45),
            Skill(name="History", occupation=45),
            Skill(name="Library Use", occupation=40),
            Skill(name="Psychology", occupation=50),
            Skill(name="Charm", occupation=40),
            Skill(name="Occult", occupation=30),
            Skill(name="Spot Hidden", occupation=50),
            # Personal points: INT×2 = 140.
            Skill(name="Listen", personal=30),
            Skill(name="Stealth", personal=20),
            Skill(name="Dodge", personal=20),
            Skill(name="Language (Other)", specialisation="French", personal=40),
            Skill(name="Drive Auto", personal=30),
        ],
    )


def quick_start() -> CoC7Sheet:
    """A valid quick-start Journalist: values set directly (Language (Own) below its EDU base)."""
    sheet = journalist()
    skills = [
        Skill(name="Art/Craft", specialisation="Photography", occupation=65),  # 70
        Skill(name="History", occupation=55),  # 60
        Skill(name="Library Use", occupation=40),  # 60
        Skill(name="Language (Own)", occupation=-30),  # 50 (base EDU 80)
        Skill(name="Psychology", occupation=40),  # 50
        Skill(name="Charm", occupation=35),  # 50
        Skill(name="Occult", occupation=35),  # 40
        Skill(name="Spot Hidden", occupation=15),  # 40
        Skill(name="Credit Rating", occupation=40),  # 40
        Skill(name="Listen", personal=20),
        Skill(name="Stealth", personal=20),
        Skill(name="Dodge", personal=20),
        Skill(name="Drive Auto", personal=20),
    ]
    creation = sheet.creation.model_copy(update={"skill_method": "quick_start"})
    return sheet.model_copy(update={"skills": skills, "creation": creation})


def codes(sheet: CoC7Sheet, data, **kwargs) -> list[str]:
    return [v.code for v in validate(sheet, data, **kwargs)]


def with_skill(sheet: CoC7Sheet, label_name: str, **changes) -> CoC7Sheet:
    skills = []
    found = False
    for skill in sheet.skills:
        if skill.label == label_name:
            skill = Skill.model_validate({**skill.model_dump(), **changes})
            found = True
        skills.append(skill)
    if not found:
        skills.append(Skill(name=label_name, **changes))
    return sheet.model_copy(update={"skills": skills})


def update(sheet: CoC7Sheet, **changes) -> CoC7Sheet:
    return CoC7Sheet.model_validate({**sheet.model_dump(), **changes})


# --------------------------------------------------------------------------- valid builds


def test_valid_journalist_has_no_violation(data):
    assert validate(journalist(), data) == []


def test_valid_quick_start_has_no_violation(data):
    assert validate(quick_start(), data) == []


def test_document_kind_is_used(data):
    document = CoC7Document(sheet=journalist(), kind="npc")
    assert validate(document, data) == []
    blank = CoC7Document(kind="npc")
    assert validate(blank, data) == []
    assert validate(CoC7Document(), data) != []


def test_every_violation_is_complete(data):
    sheet = update(
        journalist(),
        characteristics={**BASE.model_dump(), "STR": 0},
        occupation=None,
        hp=50,
    )
    violations = validate(sheet, data)
    assert violations
    for violation in violations:
        assert violation.code and violation.message and violation.fix and violation.field
        assert violation.severity in (Severity.ERROR, Severity.WARNING)


# --------------------------------------------------------------------------- characteristics


def test_missing_characteristic(data):
    sheet = update(journalist(), characteristics={**BASE.model_dump(), "POW": 0})
    violations = validate(sheet, data)
    missing = [v for v in violations if v.code == "characteristic.missing"]
    assert [v.field for v in missing] == ["sheet.characteristics.POW"]


def test_allocation_values_not_the_set(data):
    base = BASE.model_copy(update={"EDU": 85})
    sheet = update(
        journalist(),
        characteristics=base.model_dump(),
        creation={**journalist().creation.model_dump(), "base": base.model_dump()},
    )
    assert "characteristics.allocation" in codes(sheet, data)


def test_allocation_checked_from_the_sheet_without_a_base(data):
    creation = journalist().creation.model_copy(update={"base": None})
    sheet = journalist().model_copy(update={"creation": creation})
    assert validate(sheet, data) == []
    bad = sheet.model_copy(update={"characteristics": BASE.model_copy(update={"STR": 70})})
    assert codes(bad, data) == ["characteristics.allocation"]


def test_allocation_without_base_undoes_age_effects(data):
    """An investigator of 45 allocated, then aged: the base is worked back from the record."""
    after = BASE.model_copy(update={"CON": 45, "APP": 35, "EDU": 83})
    creation = Creation(
        method="allocation",
        age_deductions={"CON": 5},
        edu_checks=[EduCheck(roll=90, gain=3), EduCheck(roll=12)],
    )
    sheet = journalist().model_copy(update={"age": 45, "characteristics": after, "creation": creation})
    sheet = with_skill(sheet, "Spot Hidden", occupation=62)  # EDU 83: 332 points
    assert validate(sheet, data) == []


def test_point_buy(data):
    base = Characteristics(STR=60, CON=60, SIZ=60, DEX=60, APP=60, INT=60, POW=50, EDU=50)  # 460
    creation = journalist().creation.model_copy(update={"method": "point_buy", "base": base})
    sheet = journalist().model_copy(update={"creation": creation, "characteristics": base})
    assert not [c for c in codes(sheet, data) if c.startswith("characteristics.")]
    low = base.model_copy(update={"STR": 55})
    creation = creation.model_copy(update={"base": low})
    sheet = sheet.model_copy(update={"creation": creation, "characteristics": low})
    assert "characteristics.point_buy_total" in codes(sheet, data)
    odd = base.model_copy(update={"STR": 95, "CON": 25})
    creation = creation.model_copy(update={"base": odd})
    sheet = sheet.model_copy(update={"creation": creation, "characteristics": odd})
    assert "characteristics.point_buy_range" in codes(sheet, data)


def test_rolled_impossible(data):
    base = BASE.model_copy(update={"STR": 52, "SIZ": 35})
    creation = journalist().creation.model_copy(update={"method": "rolled", "base": base})
    sheet = journalist().model_copy(update={"creation": creation, "characteristics": base})
    rolled = [v for v in validate(sheet, data) if v.code == "characteristics.rolled_impossible"]
    assert {v.field for v in rolled} == {"sheet.creation.base.STR", "sheet.creation.base.SIZ"}


def test_characteristics_not_matching_base_and_age(data):
    sheet = journalist().model_copy(update={"characteristics": BASE.model_copy(update={"DEX": 55})})
    violations = [v for v in validate(sheet, data) if v.code == "characteristics.mismatch"]
    assert [v.field for v in violations] == ["sheet.characteristics.DEX"]
    assert "55" in violations[0].message and "50" in violations[0].message


def test_recorded_changes_count(data):
    """Harvey turning 50 at 52 (seed 000): CON −5, APP −5, EDU +9 recorded as changes."""
    base = BASE
    creation = Creation(
        method="allocation",
        base=base,
        age_deductions={"STR": 5},
        edu_checks=[EduCheck(roll=90, gain=4), EduCheck(roll=3)],
    )
    at_creation = base.model_copy(update={"STR": 45, "APP": 35, "EDU": 84})
    sheet = journalist().model_copy(update={"age": 42, "creation": creation, "characteristics": at_creation})
    sheet = with_skill(sheet, "Spot Hidden", occupation=66)  # EDU 84: 336 points
    assert validate(sheet, data) == []
    aged = at_creation.model_copy(update={"CON": 45, "APP": 30, "EDU": 93})
    change = CharacteristicChange(reason="turning 50", changes={"CON": -5, "APP": -5, "EDU": 9})
    later = sheet.model_copy(update={"age": 52, "characteristics": aged, "characteristic_changes": [change]})
    assert validate(later, data) == []
    forgot = later.model_copy(update={"characteristic_changes": []})
    assert "characteristics.mismatch" in codes(forgot, data)
    # The budget stays the one of creation (EDU 84), not of EDU 93.
    assert derive(later, data).occupation_budget.total == 336


# --------------------------------------------------------------------------- age


@pytest.mark.parametrize("age", [14, 90, 120])
def test_age_out_of_range_is_a_warning(data, age):
    sheet = journalist().model_copy(update={"age": age})
    [violation] = [v for v in validate(sheet, data) if v.code == "age.out_of_range"]
    assert violation.severity is Severity.WARNING and violation.field == "sheet.age"


@pytest.mark.parametrize("age", [14, 99])
def test_free_entry_names_an_age_the_rules_cannot_give(data, age):
    # Issue 23: Age 99 on an investigator without age effects was passed as following the rules.
    [violation] = [v for v in validate(free(journalist()).model_copy(update={"age": age}), data)]
    assert violation.code == "age.out_of_range"
    assert violation.message == f"Age {age} is outside the creation table (15 to 89)."
    assert violation.fix == "Investigators are 15 to 89 at creation: check the age."
    assert violation.severity is Severity.WARNING and violation.field == "sheet.age"
    assert validate(free(journalist()).model_copy(update={"age": 89}), data) == []


def test_age_without_its_effects_is_named(data):
    # An investigator of 55 whose age effects were never applied (none recorded).
    violations = {v.code: v.message for v in validate(journalist().model_copy(update={"age": 55}), data)}
    assert violations["age.deduction_total"] == (
        "Age 55 deducts 10 points among STR and CON and DEX; the sheet deducts 0."
    )
    assert violations["age.edu_checks"] == "Age 50-59 makes 3 EDU improvement checks; the sheet records 1."


def test_age_deductions_must_match_the_table(data):
    creation = journalist().creation.model_copy(update={"age_deductions": {"CON": 5}})
    sheet = journalist().model_copy(update={"creation": creation})
    found = codes(sheet, data)
    assert "age.deduction_characteristic" in found
    sheet = journalist().model_copy(update={"age": 55})
    found = codes(sheet, data)
    assert "age.deduction_total" in found
    assert "age.edu_checks" in found  # 3 checks at 50-59, 1 recorded


def test_edu_check_count(data):
    creation = journalist().creation.model_copy(update={"edu_checks": []})
    sheet = journalist().model_copy(update={"creation": creation})
    assert codes(sheet, data) == ["age.edu_checks"]


def test_edu_check_roll_inconsistent(data):
    creation = journalist().creation.model_copy(update={"edu_checks": [EduCheck(roll=45, gain=5)]})
    sheet = journalist().model_copy(
        update={"creation": creation, "characteristics": BASE.model_copy(update={"EDU": 85})}
    )
    assert "age.edu_check_roll" in codes(sheet, data)
    creation = journalist().creation.model_copy(update={"edu_checks": [EduCheck(roll=95, gain=0)]})
    sheet = journalist().model_copy(update={"creation": creation})
    assert codes(sheet, data) == ["age.edu_check_roll"]


def test_teenager_luck_rolls(data):
    sheet = journalist()
    base = BASE.model_copy(update={"STR": 50, "SIZ": 60})
    creation = Creation(method="allocation", base=base, age_deductions={"SIZ": 5}, luck_rolls=[40, 55])
    teen = sheet.model_copy(
        update={
            "age": 17,
            "creation": creation,
            "characteristics": base.model_copy(update={"SIZ": 55, "EDU": 75}),
        }
    )
    teen = with_skill(teen, "Spot Hidden", occupation=30)  # EDU 75: 300 points
    assert validate(teen, data) == []
    one_roll = teen.model_copy(update={"creation": creation.model_copy(update={"luck_rolls": [55]})})
    assert codes(one_roll, data) == ["luck.rolls_count"]
    bad_roll = teen.model_copy(update={"creation": creation.model_copy(update={"luck_rolls": [41, 55]})})
    assert codes(bad_roll, data) == ["luck.roll_impossible"]


# --------------------------------------------------------------------------- occupation


def test_no_occupation(data):
    sheet = journalist().model_copy(update={"occupation": None})
    assert "occupation.missing" in codes(sheet, data)


def test_unknown_occupation(data):
    sheet = journalist().model_copy(update={"occupation": OccupationChoice(name="Astronaut")})
    assert "occupation.unknown" in codes(sheet, data)


def test_occupation_of_another_era(data):
    sheet = journalist().model_copy(update={"occupation": OccupationChoice(name="Hacker")})
    assert "occupation.era" in codes(sheet, data)


def test_formula_pick_not_allowed(data):
    choice = journalist().occupation.model_copy(update={"formula_pick": "DEX"})
    sheet = journalist().model_copy(update={"occupation": choice})
    [violation] = [v for v in validate(sheet, data) if v.code == "occupation.formula_pick"]
    assert violation.field == "sheet.occupation.formula_pick"


@pytest.mark.parametrize(
    ("picks", "expected"),
    [
        ({"social": [], "other": ["Occult", "Spot Hidden"]}, "occupation.choice.count"),
        ({"social": ["Charm", "Persuade"], "other": ["Occult", "Spot Hidden"]}, "occupation.choice.count"),
        ({"social": ["Charm"], "other": ["Occult"]}, "occupation.choice.count"),
        ({"social": ["Occult"], "other": ["Charm", "Spot Hidden"]}, "occupation.choice.not_allowed"),
        ({"social": ["Charm"], "other": ["Occult", "Spot Hidden"], "bogus": ["Law"]}, "occupation.choice.unknown"),
        ({"social": ["Charm"], "other": ["Occult", "History"]}, "occupation.choice.duplicate"),
        ({"social": ["Charm"], "other": ["Occult", "Occult"]}, "occupation.choice.duplicate"),
        ({"social": ["Charm"], "other": ["Occult", "Cthulhu Mythos"]}, "occupation.choice.not_allowed"),
        ({"social": ["Charm"], "other": ["Occult", "Credit Rating"]}, "occupation.choice.not_allowed"),
        ({"social": ["Charm"], "other": ["Occult", "Science"]}, "occupation.specialisation_missing"),
    ],
)
def test_choices(data, picks, expected):
    choice = journalist().occupation.model_copy(update={"picks": picks})
    sheet = journalist().model_copy(update={"occupation": choice})
    violations = validate(sheet, data)
    assert expected in [v.code for v in violations]
    assert all(v.field.startswith("sheet.") for v in violations)


def test_choice_options_accept_specialisations(data):
    """Criminal: "Fighting or Firearms" accepts Fighting (Brawl); a custom skill counts for "any"."""
    choice = OccupationChoice(
        name="Criminal",
        picks={
            "acting_or_disguise": ["Art/Craft (Acting)"],
            "social": ["Fast Talk"],
            "fighting_or_firearms": ["Fighting (Brawl)"],
            "locksmith_or_mechanical_repair": ["Locksmith"],
        },
    )
    sheet = journalist().model_copy(update={"occupation": choice})
    assert not [c for c in codes(sheet, data) if c.startswith("occupation.")]
    custom = CoC7Sheet(
        characteristics=BASE,
        occupation=OccupationChoice(
            name="Journalist", picks={"social": ["Charm"], "other": ["Chess", "Basket Weaving"]}
        ),
        skills=[Skill(name="Chess", custom_base=10)],
    )
    found = [v for v in validate(custom, data) if v.code.startswith("occupation.")]
    assert [v.code for v in found] == ["occupation.choice.not_allowed"]
    assert "Basket Weaving" in found[0].message


def test_fixed_skill_specialisation_must_be_named(data):
    sheet = journalist().model_copy(
        update={"occupation": OccupationChoice(name="Antiquarian", picks={"social": ["Charm"], "other": ["Occult"]})}
    )
    missing = [v for v in validate(sheet, data) if v.code == "occupation.specialisation_missing"]
    assert {v.field for v in missing} == {
        "sheet.occupation.specialisations.Art/Craft",
        "sheet.occupation.specialisations.Language (Other)",
    }
    named = sheet.occupation.model_copy(
        update={"specialisations": {"Art/Craft": "Fine Art", "Language (Other)": "Latin"}}
    )
    assert "occupation.specialisation_missing" not in codes(sheet.model_copy(update={"occupation": named}), data)


# --------------------------------------------------------------------------- skills and budgets


def test_occupation_points_on_a_non_occupation_skill(data):
    sheet = with_skill(journalist(), "Spot Hidden", occupation=40)
    sheet = with_skill(sheet, "Climb", occupation=10)
    violations = validate(sheet, data)
    [violation] = [v for v in violations if v.code == "skill.not_occupation"]
    assert violation.field == "sheet.skills[Climb]"


def test_budgets_overspent_and_unspent(data):
    over = with_skill(journalist(), "Spot Hidden", occupation=60)
    [violation] = [v for v in validate(over, data) if v.code.startswith("budget.")]
    assert violation.code == "budget.occupation.overspent"
    assert "330" in violation.message and "320" in violation.message
    under = with_skill(journalist(), "Listen", personal=10)
    [violation] = [v for v in validate(under, data) if v.code.startswith("budget.")]
    assert violation.code == "budget.personal.unspent"
    assert violation.severity is Severity.WARNING
    assert "20" in violation.message
    over = with_skill(journalist(), "Listen", personal=50)
    assert "budget.personal.overspent" in codes(over, data)
    under = with_skill(journalist(), "Spot Hidden", occupation=40)
    assert "budget.occupation.unspent" in codes(under, data)


@pytest.mark.parametrize(("cr", "ok"), [(8, False), (9, True), (30, True), (31, False)])
def test_credit_rating_range(data, cr, ok):
    sheet = with_skill(journalist(), "Credit Rating", occupation=cr)
    sheet = with_skill(sheet, "Spot Hidden", occupation=70 - cr)  # keep the budget spent
    found = codes(sheet, data)
    assert ("credit_rating.range" not in found) is ok


def test_no_points_into_cthulhu_mythos(data):
    sheet = with_skill(journalist(), "Cthulhu Mythos", personal=10)
    sheet = with_skill(sheet, "Listen", personal=20)
    assert codes(sheet, data) == ["skill.no_creation_points"]


def test_skill_over_99(data):
    sheet = with_skill(journalist(), "Spot Hidden", occupation=50, personal=30)
    sheet = with_skill(sheet, "Listen", personal=0)
    assert "skill.over_99" in codes(sheet, data)
    # Experience in play may take it higher.
    sheet = with_skill(journalist(), "Spot Hidden", experience=40)
    assert "skill.over_99" not in codes(sheet, data)


def test_skill_of_505_in_play_is_named(data):
    # Issue 23: 5000 typed in a cell stored 500 experience and the panel said "follows the rules".
    sheet = with_skill(journalist(), "Spot Hidden", experience=430)  # 25 + 50 + 430 = 505
    [violation] = [v for v in validate(sheet, data) if v.code == "skill.over_99_in_play"]
    assert violation.message == "Spot Hidden is 505: above 99, only an improvement roll over 95 adds 1D10 to a skill."
    assert violation.fix == "Check the experience points of Spot Hidden (430)."
    assert violation.severity is Severity.WARNING
    assert violation.field == "sheet.skills[Spot Hidden]"
    # Free entry too; 99 itself is no problem.
    assert "skill.over_99_in_play" in codes(free(sheet), data)
    sheet = with_skill(journalist(), "Spot Hidden", experience=24)  # 99
    assert "skill.over_99_in_play" not in codes(sheet, data)


def test_negative_points_in_the_full_method(data):
    sheet = with_skill(journalist(), "Dodge", personal=-5)
    assert "skill.negative_points" in codes(sheet, data)


def test_specialised_skill_with_points_but_no_name(data):
    sheet = with_skill(journalist(), "Listen", personal=0)
    sheet = with_skill(sheet, "Science", personal=30)
    assert codes(sheet, data) == ["skill.specialisation_missing"]


def test_duplicate_skill_under_two_spellings(data):
    sheet = with_skill(journalist(), "Language (Other: French)", personal=0)
    assert "skill.duplicate" in codes(sheet, data)


# --------------------------------------------------------------------------- quick-start


def test_quick_start_values_must_be_the_set(data):
    sheet = with_skill(quick_start(), "History", occupation=65)  # 70 instead of 60
    [violation] = [v for v in validate(sheet, data) if v.code == "quick_start.values"]
    assert "70, 70, 60" in violation.message


def test_quick_start_personal(data):
    five = with_skill(quick_start(), "Climb", personal=20)
    assert codes(five, data) == ["quick_start.personal_count"]
    odd = with_skill(quick_start(), "Listen", personal=25)
    assert sorted(codes(odd, data)) == ["quick_start.personal", "quick_start.personal_count"]
    on_occupation = with_skill(quick_start(), "Listen", personal=0)
    on_occupation = with_skill(on_occupation, "History", personal=20)
    assert sorted(codes(on_occupation, data)) == ["quick_start.personal", "quick_start.personal_count"]


# --------------------------------------------------------------------------- state of play


@pytest.mark.parametrize(
    ("changes", "code"),
    [
        ({"hp": 12}, "hp.over_max"),
        ({"mp": 13}, "mp.over_max"),
        ({"san": 95, "cthulhu_mythos": 5}, "san.over_max"),
    ],
)
def test_current_values_above_maxima(data, changes, code):
    sheet = journalist().model_copy(update=changes)
    assert code in codes(sheet, data)
    assert code in codes(sheet, data, kind="npc")


def test_current_values_at_maxima_are_fine(data):
    sheet = journalist().model_copy(update={"hp": 11, "mp": 12, "san": 94, "cthulhu_mythos": 5})
    assert validate(sheet, data) == []


def test_san_may_exceed_pow(data):
    assert validate(journalist().model_copy(update={"san": 80}), data) == []


# --------------------------------------------------------------------------- NPCs and free entry


def test_npcs_skip_creation_checks(data):
    npc = CoC7Sheet(
        age=300 // 2,
        characteristics=Characteristics(STR=140, CON=80, SIZ=120, DEX=45, APP=0, INT=65, POW=70, EDU=0),
        skills=[Skill(name="Spot Hidden", occupation=80), Skill(name="Cthulhu Mythos", personal=30)],
    )
    assert validate(npc, data, kind="npc") == []
    assert validate(npc, data) != []


def free(sheet: CoC7Sheet, **creation) -> CoC7Sheet:
    """The sheet as entered freely (no generation record)."""
    return sheet.model_copy(update={"creation": Creation(method="free", **creation)})


def without_luck_roll(sheet: CoC7Sheet) -> CoC7Sheet:
    return sheet.model_copy(update={"creation": sheet.creation.model_copy(update={"luck_rolls": []})})


def test_free_entry_skips_only_the_generation_record(data):
    # Values no method gives together (two 80s, no 40), age 55 with no age effects, no Luck roll:
    # without a generation record none of it can be checked, and checks_off says so.
    # (Issue 23 changed the age: an age outside 15..89 is now named for free entry too, see
    # test_free_entry_names_an_age_the_rules_cannot_give.)
    chars = BASE.model_copy(update={"STR": 80, "APP": 80})
    sheet = free(journalist()).model_copy(update={"age": 55, "characteristics": chars})
    assert validate(sheet, data) == []
    assert checks_off(sheet, data) == [FREE_OFF]
    assert "generation method" in FREE_OFF and "age effects" in FREE_OFF


def test_free_entry_checks_budgets_and_the_rules_of_either_way(data):
    sheet = free(with_skill(journalist(), "Spot Hidden", occupation=300))
    found = codes(sheet, data)
    assert "budget.occupation.overspent" in found
    assert "skill.over_99" in found  # the 99 cap is a rule "either way"
    no_occupation = sheet.model_copy(update={"occupation": None, "skills": []})
    violations = {v.code: v for v in validate(no_occupation, data)}
    assert set(violations) == {"occupation.missing", "budget.personal.unspent"}
    assert violations["occupation.missing"].severity is Severity.WARNING
    assert "140 of 140" in violations["budget.personal.unspent"].message


def test_free_journalist_made_by_hand_is_not_passed(data):
    """The editor's case: age 42 typed in, Luck never set, Credit Rating below the Journalist's
    9..30 and 484 skill points unspent (EDU 86 × 4 = 344, INT 70 × 2 = 140)."""
    sheet = CoC7Sheet(
        era="1920s",
        age=42,
        creation=Creation(method="free"),
        characteristics=BASE.model_copy(update={"EDU": 86}),
        occupation=OccupationChoice(
            name="Journalist", picks={"social": ["Charm"], "other": ["Occult", "Spot Hidden"]}
        ),
        skills=[Skill(name="Art/Craft", specialisation="Photography")],
    )
    violations = {v.code: v for v in validate(sheet, data)}
    assert {"luck.missing", "credit_rating.range", "budget.occupation.unspent", "budget.personal.unspent"} <= set(
        violations
    )
    luck = violations["luck.missing"]
    assert luck.severity is Severity.ERROR and luck.field == "sheet.luck"
    assert violations["credit_rating.range"].severity is Severity.ERROR
    assert "9 to 30" in violations["credit_rating.range"].message
    occupation, personal = violations["budget.occupation.unspent"], violations["budget.personal.unspent"]
    assert "344 of 344" in occupation.message and "140 of 140" in personal.message
    assert occupation.severity is personal.severity is Severity.WARNING
    # No age row is applied to a free sheet, and checks_off says so.
    assert not [c for c in violations if c.startswith("age.")]
    assert checks_off(CoC7Document(sheet=sheet), data) == [FREE_OFF]


def test_free_entry_checks_occupation_points_negative_points_and_quick_start(data):
    sheet = free(journalist())
    sheet = with_skill(sheet, "Listen", personal=30, occupation=10)
    sheet = with_skill(sheet, "Spot Hidden", occupation=60, personal=-10)
    found = codes(sheet, data)
    assert "skill.not_occupation" in found and "skill.negative_points" in found
    quick = quick_start()
    quick = quick.model_copy(update={"creation": Creation(method="free", skill_method="quick_start")})
    assert validate(quick, data) == []
    wrong = with_skill(quick, "History", occupation=60)  # 65: not one of 70..40
    assert "quick_start.values" in codes(wrong, data)


def test_luck_must_be_set(data):
    unset = free(journalist()).model_copy(update={"luck": 0})
    [violation] = validate(unset, data)
    assert (violation.code, violation.field, violation.severity) == ("luck.missing", "sheet.luck", Severity.ERROR)
    # Recorded methods too, unless a Luck roll is recorded: then 0 is Luck spent in play.
    no_roll = without_luck_roll(journalist()).model_copy(update={"luck": 0})
    assert codes(no_roll, data) == ["luck.missing"]
    assert validate(journalist().model_copy(update={"luck": 0}), data) == []
    # Any other value may be the result of play (Luck spent, Luck recovered).
    assert validate(free(journalist()).model_copy(update={"luck": 3}), data) == []
    assert validate(free(journalist()).model_copy(update={"luck": 99}), data) == []


@pytest.mark.parametrize(
    ("name", "value", "ok"),
    [("STR", 90, True), ("STR", 91, False), ("STR", 500, False), ("SIZ", 95, False), ("EDU", 99, True),
     ("EDU", 100, False)],
)
def test_values_no_creation_method_gives(data, name, value, ok):
    chars = BASE.model_copy(update={name: value})
    sheet = free(journalist()).model_copy(update={"characteristics": chars})
    impossible = [v for v in validate(sheet, data) if v.code == "characteristics.impossible"]
    if ok:
        assert impossible == []
        return
    [violation] = impossible
    assert violation.field == f"sheet.characteristics.{name}" and violation.severity is Severity.ERROR
    assert violation.message.startswith(f"{name} {value}: no creation method gives more than")


def test_str_500_message_and_npcs_keep_their_monsters(data):
    chars = BASE.model_copy(update={"STR": 500})
    sheet = free(journalist()).model_copy(update={"characteristics": chars, "hp": 11})
    [violation] = validate(sheet, data)
    assert violation.message == "STR 500: no creation method gives more than 90 (EDU 99)."
    assert validate(sheet, data, kind="npc") == []
    assert checks_off(sheet, data, kind="npc") == [NPC_OFF]


def test_impossible_values_count_before_the_changes_of_play(data):
    # A spell raised STR by 20 in play: the sheet shows 100, created with 80.
    chars = BASE.model_copy(update={"STR": 100})
    change = CharacteristicChange(reason="the ritual", changes={"STR": 20})
    sheet = free(journalist()).model_copy(update={"characteristics": chars, "characteristic_changes": [change]})
    assert validate(sheet, data) == []
    greedy = sheet.model_copy(update={"characteristics": BASE.model_copy(update={"STR": 115})})
    [violation] = validate(greedy, data)
    assert violation.code == "characteristics.impossible"
    assert "95 before the recorded changes of play" in violation.message


def test_impossible_values_when_the_method_cannot_be_checked(data):
    # Allocation with a characteristic missing: the allocation is not checked, STR 500 still is.
    creation = journalist().creation.model_copy(update={"base": None})
    chars = BASE.model_copy(update={"STR": 500, "POW": 0})
    sheet = journalist().model_copy(update={"creation": creation, "characteristics": chars})
    found = codes(sheet, data)
    assert "characteristic.missing" in found and "characteristics.impossible" in found
    # When the method is checked, its own code says it (no second report).
    chars = BASE.model_copy(update={"STR": 500})
    found = codes(journalist().model_copy(update={"creation": creation, "characteristics": chars}), data)
    assert "characteristics.allocation" in found and "characteristics.impossible" not in found


def test_checks_off(data):
    assert checks_off(journalist(), data) == []
    assert checks_off(CoC7Document(sheet=journalist()), data) == []
    assert checks_off(CoC7Document(sheet=journalist(), kind="npc"), data) == [NPC_OFF]
    assert checks_off(free(journalist()), data) == [FREE_OFF]
    assert checks_off(without_luck_roll(journalist()), data) == [NO_LUCK_ROLL_OFF]
    # Changed in play with a record that fits no age row: the age table cannot be checked.
    change = CharacteristicChange(reason="aging", changes={"APP": -5})
    creation = journalist().creation.model_copy(update={"edu_checks": [EduCheck(roll=1)] * 5})
    aged = journalist().model_copy(update={"creation": creation, "characteristic_changes": [change]})
    assert checks_off(aged, data) == [AGE_UNKNOWN_OFF]
    for sentence in (NPC_OFF, FREE_OFF, AGE_UNKNOWN_OFF, NO_LUCK_ROLL_OFF):
        assert sentence.endswith(".") and "not checked" in sentence


def test_system_checks_off_uses_the_document_kind():
    system = get_system("coc7")
    assert system.checks_off(CoC7Document(kind="npc")) == [NPC_OFF]
    assert system.checks_off(CoC7Document()) == [FREE_OFF]
    assert system.checks_off(CoC7Document(sheet=journalist())) == []


# --------------------------------------------------------------------------- never a crash

_names = st.sampled_from(
    ["Spot Hidden", "Fighting", "Language (Other)", "Language (Own)", "Art/Craft", "Credit Rating",
     "Cthulhu Mythos", "Dodge", "Chess", "Language (Other: Latin)", "Science (Biology)", "x"]
)
_skills = st.lists(
    st.builds(
        Skill,
        name=_names,
        specialisation=st.sampled_from(["", "Brawl", "Latin", "Photography", "zz"]),
        occupation=st.integers(-999, 999),
        personal=st.integers(-999, 999),
        experience=st.integers(-999, 999),
        custom_base=st.none() | st.integers(0, 99),
    ),
    max_size=8,
)
_chars = st.builds(Characteristics, **{name: st.integers(0, 999) for name in CHARACTERISTICS})
_occupations = st.none() | st.builds(
    OccupationChoice,
    name=st.sampled_from(["Journalist", "Antiquarian", "Soldier", "Hacker", "Nobody", "Criminal"]),
    formula_pick=st.none() | st.sampled_from(CHARACTERISTICS),
    picks=st.dictionaries(
        st.sampled_from(["social", "other", "fighting_or_throw", "??"]), st.lists(_names, max_size=3), max_size=3
    ),
    specialisations=st.dictionaries(st.sampled_from(["Art/Craft", "Language (Other)", "Fighting"]), st.just("Latin")),
)
_creation = st.builds(
    Creation,
    method=st.sampled_from(["allocation", "rolled", "point_buy", "free"]),
    base=st.none() | _chars,
    age_deductions=st.dictionaries(st.sampled_from(CHARACTERISTICS), st.integers(0, 99), max_size=3),
    edu_checks=st.lists(st.builds(EduCheck, roll=st.integers(1, 100), gain=st.integers(0, 10)), max_size=5),
    luck_rolls=st.lists(st.integers(0, 99), max_size=2),
    skill_method=st.sampled_from(["full", "quick_start"]),
)


def _unique(skills: list[Skill]) -> list[Skill]:
    seen, out = set(), []
    for skill in skills:
        if skill.label.casefold() not in seen:
            seen.add(skill.label.casefold())
            out.append(skill)
    return out


@pytest.mark.slow
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    era=st.sampled_from(["1920s", "modern"]),
    age=st.integers(0, 200),
    creation=_creation,
    chars=_chars,
    occupation=_occupations,
    skills=_skills,
    mythos=st.integers(0, 99),
    hp=st.none() | st.integers(0, 999),
    san=st.none() | st.integers(0, 99),
    changes=st.lists(
        st.builds(CharacteristicChange, reason=st.just("r"),
                  changes=st.dictionaries(st.sampled_from(CHARACTERISTICS), st.integers(-999, 999))),
        max_size=2,
    ),
    kind=st.sampled_from(["investigator", "npc"]),
)
def test_validate_never_crashes(data, era, age, creation, chars, occupation, skills, mythos, hp, san, changes, kind):
    sheet = CoC7Sheet(
        era=era, age=age, creation=creation, characteristics=chars, occupation=occupation,
        skills=_unique(skills), cthulhu_mythos=mythos, hp=hp, san=san, characteristic_changes=changes,
    )
    for violation in validate(sheet, data, kind=kind):
        assert violation.code and violation.message
    document = CoC7Document(sheet=sheet, kind=kind)
    system = get_system("coc7")
    json.dumps(system.summary(document))
    assert system.describe(document)


# --------------------------------------------------------------------------- the registry entry


def test_system_summary_and_describe(data):
    document = CoC7Document(name="Harvey Walters", sheet=journalist())
    system = get_system("coc7")
    assert system.validate(document) == []
    summary = system.summary(document)
    json.dumps(summary)
    assert summary["era"] == "1920s" and summary["age"] == 25 and summary["occupation"] == "Journalist"
    assert summary["characteristics"]["SIZ"] == {"value": 60, "half": 30, "fifth": 12}
    derived = summary["derived"]
    assert {k: derived[k] for k in ("hp_max", "mp_max", "san_start", "san_max", "damage_bonus", "build", "mov")} == {
        "hp_max": 11, "mp_max": 12, "san_start": 60, "san_max": 99, "damage_bonus": "0", "build": 0, "mov": 7,
    }
    assert (derived["hp"], derived["mp"], derived["san"], derived["luck"], derived["dodge"]) == (11, 12, 60, 55, 45)
    spot = next(s for s in summary["skills"] if s["name"] == "Spot Hidden")
    assert (spot["value"], spot["half"], spot["fifth"], spot["occupation"]) == (75, 37, 15, True)
    assert summary["budget"]["occupation"]["total"] == 320 and summary["budget"]["occupation"]["spent"] == 320
    assert summary["budget"]["personal"] == {"total": 140, "spent": 140, "left": 0}
    assert summary["credit_rating"] == {
        "value": 20, "band": "Average", "cash": "$40", "assets": "$1,000", "spending_level": "$10",
    }
    text = system.describe(document)
    assert "STR 50 (25/10)" in text
    assert "Spot Hidden 75 (37/15)" in text
    assert "occupation 320 of 320" in text


def test_system_validate_uses_the_document_kind():
    system = get_system("coc7")
    assert system.validate(CoC7Document(kind="npc")) == []


def test_choice_messages_name_the_skills_never_the_internal_ids():
    """Every occupation's unmade, wrong and unknown choices are described by their skills: the
    data's ids ('social', 'drive_auto_or_ride') never reach the player."""
    from sheetmaker.systems.coc7 import data as coc7_data
    from sheetmaker.systems.coc7.model import CoC7Sheet, OccupationChoice
    from sheetmaker.systems.coc7.validate import validate as run

    data = coc7_data.load(None)
    for occ in data.occupations:
        if not occ.choices:
            continue
        picks = {c.id: ["Cthulhu Mythos"] for c in occ.choices}
        picks["no_such_choice"] = ["Charm"]
        sheet = CoC7Sheet(era=occ.eras[0], occupation=OccupationChoice(name=occ.name, picks=picks))
        text = " ".join(f"{v.message} {v.fix}" for v in run(sheet, data))
        for c in occ.choices:
            assert f"'{c.id}'" not in text, (occ.name, c.id, text)
        assert "no_such_choice" not in text
