"""Creation rules: characteristic methods, Luck, age at creation, skill-point helpers."""

from __future__ import annotations

import random
from collections import Counter
from itertools import product

import pytest

from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.creation import (
    AgeChoices,
    EvenAgeChoices,
    age_row,
    allocation_values,
    apply_age,
    apply_edu_checks,
    apply_quick_start,
    check_age_deductions,
    check_allocation,
    check_point_buy,
    check_rolled,
    edu_improvement_checks,
    occupation_points,
    roll_characteristics,
    roll_luck,
    set_skill_points,
)
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    Characteristics,
    CoC7Sheet,
    Creation,
    EduCheck,
    OccupationChoice,
)
from sheetmaker.systems.coc7.rules import derive


@pytest.fixture(scope="module")
def data():
    return coc_data.load(None)


class ScriptedRandom(random.Random):
    """A Random whose randint returns scripted values (checked against the range asked)."""

    def __init__(self, values):
        super().__init__(0)
        self.values = list(values)
        self.asked: list[tuple[int, int]] = []

    def randint(self, a, b):
        value = self.values.pop(0)
        assert a <= value <= b, (value, a, b)
        self.asked.append((a, b))
        return value


class FixedSplit:
    """An AgeChoices fake answering with a fixed split and recording the question."""

    def __init__(self, split):
        self.split = split
        self.asked = None

    def split_deduction(self, total, allowed, limits, current):
        self.asked = (total, allowed, dict(limits), dict(current))
        return self.split


def chars(**values: int) -> Characteristics:
    base = dict(STR=50, CON=50, SIZ=50, DEX=50, APP=50, INT=50, POW=50, EDU=50)
    base.update(values)
    return Characteristics(**base)


# --------------------------------------------------------------------------- rolled


def test_roll_characteristics_uses_3d6_and_2d6_plus_6(data):
    rng = random.Random(1234)
    result, log = roll_characteristics(rng)
    assert list(log) == list(CHARACTERISTICS)
    for name in CHARACTERISTICS:
        entry = log[name]
        faces = [die.value for die in entry.dice]
        assert all(die.sides == 6 for die in entry.dice)
        if name in ("SIZ", "INT", "EDU"):
            assert len(faces) == 2
            assert entry.total == (sum(faces) + 6) * 5
        else:
            assert len(faces) == 3
            assert entry.total == sum(faces) * 5
        assert result.get(name) == entry.total
    assert check_rolled(result) == []


def test_roll_characteristics_is_reproducible():
    assert roll_characteristics(random.Random(9))[0] == roll_characteristics(random.Random(9))[0]


def test_roll_characteristics_with_scripted_dice():
    # STR 6,6,6; CON 1,1,1; SIZ 1,1; DEX 3,4,5; APP 2,2,2; INT 6,6; POW 1,2,3; EDU 3,3
    rng = ScriptedRandom([6, 6, 6, 1, 1, 1, 1, 1, 3, 4, 5, 2, 2, 2, 6, 6, 1, 2, 3, 3, 3])
    result, _ = roll_characteristics(rng)
    assert result == Characteristics(STR=90, CON=15, SIZ=40, DEX=60, APP=30, INT=90, POW=30, EDU=60)
    assert rng.values == []


def _exact(dice: int, plus: int) -> dict[int, float]:
    counts = Counter((sum(faces) + plus) * 5 for faces in product(range(1, 7), repeat=dice))
    total = sum(counts.values())
    return {value: count / total for value, count in counts.items()}


def _chi_square(observed: Counter, expected: dict[int, float], n: int) -> float:
    assert set(observed) <= set(expected)
    return sum((observed.get(v, 0) - n * p) ** 2 / (n * p) for v, p in expected.items())


@pytest.mark.slow
def test_rolled_distributions_match_the_dice():
    """STR follows 3D6×5 and SIZ (2D6+6)×5 — not a uniform spread over the range."""
    rng = random.Random(20240601)
    n = 20_000
    strength, size = Counter(), Counter()
    for _ in range(n):
        result, _ = roll_characteristics(rng)
        strength[result.STR] += 1
        size[result.SIZ] += 1
    str_expected = _exact(3, 0)
    siz_expected = _exact(2, 6)
    # 15 and 10 degrees of freedom: the 0.1 % critical values are about 37.7 and 29.6.
    assert _chi_square(strength, str_expected, n) < 37.7
    assert _chi_square(size, siz_expected, n) < 29.6
    uniform_str = {v: 1 / len(str_expected) for v in str_expected}
    uniform_siz = {v: 1 / len(siz_expected) for v in siz_expected}
    assert _chi_square(strength, uniform_str, n) > 1000
    assert _chi_square(size, uniform_siz, n) > 1000
    assert min(strength) == 15 and max(strength) == 90
    assert min(size) == 40 and max(size) == 90


# --------------------------------------------------------------------------- allocation, point buy


def test_allocation_values():
    assert allocation_values() == (40, 50, 50, 50, 60, 60, 70, 80)
    good = Characteristics(STR=40, CON=50, SIZ=50, DEX=50, APP=60, INT=60, POW=70, EDU=80)
    assert check_allocation(good) == []
    bad = good.model_copy(update={"EDU": 85})
    [violation] = check_allocation(bad)
    assert violation.code == "characteristics.allocation"
    assert "85" in violation.message


def test_point_buy_total_and_range():
    assert check_point_buy(chars(STR=90, CON=90, SIZ=15, DEX=15, APP=100 - 45, INT=65, POW=65, EDU=65)) == []
    codes = [v.code for v in check_point_buy(chars())]  # 400
    assert codes == ["characteristics.point_buy_total"]
    violations = check_point_buy(chars(STR=95, CON=10, SIZ=65, DEX=60, APP=60, INT=60, POW=55, EDU=55))
    assert sorted(v.code for v in violations) == ["characteristics.point_buy_range"] * 2
    assert {v.field for v in violations} == {"sheet.characteristics.STR", "sheet.characteristics.CON"}


@pytest.mark.parametrize(
    ("name", "bad"), [("STR", 10), ("STR", 95), ("STR", 52), ("SIZ", 35), ("EDU", 95), ("INT", 41)]
)
def test_rolled_impossible_values(name, bad):
    good = chars(STR=15, SIZ=40, EDU=90)
    assert check_rolled(good) == []
    [violation] = check_rolled(good.model_copy(update={name: bad}))
    assert violation.code == "characteristics.rolled_impossible"
    assert violation.field == f"sheet.characteristics.{name}"


# --------------------------------------------------------------------------- Luck


@pytest.mark.parametrize(("age", "rolls"), [(15, 2), (19, 2), (20, 1), (39, 1), (89, 1)])
def test_luck_rolled_twice_at_15_to_19(age, rolls):
    luck, results = roll_luck(random.Random(age), age)
    assert len(results) == rolls
    assert luck == max(r.total for r in results)
    assert all(len(r.dice) == 3 and r.total == 5 * sum(d.value for d in r.dice) for r in results)


def test_luck_keeps_the_higher_roll():
    rng = ScriptedRandom([1, 2, 3, 6, 5, 4])
    luck, results = roll_luck(rng, 17)
    assert [r.total for r in results] == [30, 75]
    assert luck == 75


# --------------------------------------------------------------------------- EDU checks


def test_harvey_edu_check_98_over_84_adds_9():
    rng = ScriptedRandom([98, 9])
    [check] = edu_improvement_checks(rng, 84, 1)
    assert check == EduCheck(roll=98, gain=9)
    assert apply_edu_checks(84, [check]) == 93
    assert rng.asked == [(1, 100), (1, 10)]


def test_edu_checks_run_on_the_improved_value():
    # EDU 60: 61 > 60 gains 5 (65); 65 is not above 65, no gain; 66 > 65 gains 1.
    rng = ScriptedRandom([61, 5, 65, 66, 1])
    checks = edu_improvement_checks(rng, 60, 3)
    assert checks == [EduCheck(roll=61, gain=5), EduCheck(roll=65, gain=0), EduCheck(roll=66, gain=1)]
    assert apply_edu_checks(60, checks) == 66


def test_edu_never_passes_99():
    rng = ScriptedRandom([100, 8, 100, 5])
    checks = edu_improvement_checks(rng, 95, 2)
    assert checks == [EduCheck(roll=100, gain=4), EduCheck(roll=100, gain=0)]
    assert apply_edu_checks(95, checks) == 99


def test_no_edu_check_no_roll():
    assert edu_improvement_checks(ScriptedRandom([]), 50, 0) == []


# --------------------------------------------------------------------------- age at creation


def test_age_row_is_reexported():
    assert age_row(25).edu_checks == 1


def test_apply_age_15_to_19():
    base = chars(STR=60, SIZ=70, EDU=80)
    chooser = FixedSplit({"SIZ": 5})
    result, effects = apply_age(base, 17, ScriptedRandom([]), chooser)
    assert chooser.asked[0] == 5 and chooser.asked[1] == ("STR", "SIZ")
    assert (result.STR, result.SIZ, result.EDU) == (60, 65, 75)
    assert effects.edu_checks == []
    assert effects.creation_fields() == {"age_deductions": {"SIZ": 5}, "edu_checks": []}


def test_apply_age_20_to_39_only_an_edu_check():
    base = chars(EDU=70)
    chooser = FixedSplit({})
    result, effects = apply_age(base, 25, ScriptedRandom([71, 3]), chooser)
    assert chooser.asked is None  # nothing to split
    assert result == base.model_copy(update={"EDU": 73})
    assert effects.edu_checks == [EduCheck(roll=71, gain=3)]


def test_apply_age_45():
    base = chars(STR=60, CON=70, DEX=50, APP=60, EDU=80)
    result, effects = apply_age(base, 45, ScriptedRandom([90, 2, 10]), FixedSplit({"CON": 5}))
    assert (result.STR, result.CON, result.DEX, result.APP) == (60, 65, 50, 55)
    assert result.EDU == 82
    assert effects.app_penalty == 5
    assert effects.creation_fields()["age_deductions"] == {"CON": 5}
    assert len(effects.edu_checks) == 2


def test_apply_age_rejects_a_bad_split():
    with pytest.raises(ValueError, match="deducts 10"):
        apply_age(chars(), 55, ScriptedRandom([1, 1, 1]), FixedSplit({"STR": 5}))
    with pytest.raises(ValueError, match="SIZ"):
        apply_age(chars(), 45, ScriptedRandom([1, 1]), FixedSplit({"SIZ": 5}))


def test_apply_age_floor_waives_what_cannot_be_taken():
    base = chars(STR=15, CON=20, DEX=25, APP=15)
    chooser = EvenAgeChoices()
    result, effects = apply_age(base, 85, ScriptedRandom([1, 1, 1, 1]), chooser)
    assert (result.STR, result.CON, result.DEX) == (1, 1, 1)
    assert sum(effects.age_deductions.values()) == 57  # 80 due, 14 + 19 + 24 can be taken
    assert result.APP == 1  # APP 15 − 25 stops at 1


def test_even_age_choices_spreads_by_fives():
    assert isinstance(EvenAgeChoices(), AgeChoices)
    split = EvenAgeChoices().split_deduction(20, ("STR", "CON", "DEX"), {"STR": 49, "CON": 49, "DEX": 2}, {})
    assert split == {"STR": 10, "CON": 8, "DEX": 2}


def test_apply_age_outside_the_table_changes_nothing():
    base = chars()
    assert apply_age(base, 12, ScriptedRandom([]), FixedSplit({}))[0] == base


@pytest.mark.parametrize(
    ("age", "deductions", "codes"),
    [
        (17, {"STR": 5}, []),
        (17, {"STR": 3, "SIZ": 2}, []),
        (17, {}, ["age.deduction_total"]),
        (17, {"CON": 5}, ["age.deduction_characteristic", "age.deduction_total"]),
        (25, {}, []),
        (25, {"STR": 5}, ["age.deduction_characteristic"]),
        (40, {"DEX": 5}, []),
        (49, {"STR": 2, "CON": 3}, []),
        (50, {"STR": 5}, ["age.deduction_total"]),
        (65, {"STR": 10, "CON": 10}, []),
        (75, {"STR": 20, "CON": 10, "DEX": 10}, []),
        (80, {"STR": 30, "CON": 30, "DEX": 20}, []),
        (89, {"STR": 30, "CON": 30, "DEX": 10}, ["age.deduction_total"]),
        (45, {"SIZ": 5}, ["age.deduction_characteristic", "age.deduction_total"]),
    ],
)
def test_check_age_deductions(age, deductions, codes):
    assert [v.code for v in check_age_deductions(age, deductions)] == codes


def test_check_age_deductions_floor():
    base = chars(STR=40, CON=40, DEX=40)
    violations = check_age_deductions(80, {"STR": 40, "CON": 30, "DEX": 10}, base)
    assert [v.code for v in violations] == ["age.deduction_floor"]
    assert violations[0].field == "sheet.creation.age_deductions.STR"
    # 39 + 39 + 2 = 80: allowed (each stops at 1).
    assert check_age_deductions(80, {"STR": 39, "CON": 39, "DEX": 2}, base) == []
    # Not enough room: the total due shrinks to what the floor allows.
    low = chars(STR=15, CON=15, DEX=15)
    assert check_age_deductions(80, {"STR": 14, "CON": 14, "DEX": 14}, low) == []
    [violation] = check_age_deductions(80, {"STR": 14, "CON": 14}, low)
    assert violation.code == "age.deduction_total" and "42" in violation.message


# --------------------------------------------------------------------------- skill points


def test_occupation_points_helpers(data):
    c = chars(EDU=50, DEX=60, STR=45, APP=70)
    assert occupation_points(data.occupation("Journalist"), c) == 200
    assert occupation_points(data.occupation("Dilettante"), c) == 240  # EDU×2 + APP×2
    assert occupation_points(data.occupation("Drifter"), c) == 240  # EDU×2 + (APP, DEX or STR)×2


def test_set_skill_points(data):
    sheet = CoC7Sheet(characteristics=chars())
    sheet = set_skill_points(sheet, "Language (Other: Latin)", personal=10, data=data)
    sheet = set_skill_points(sheet, "language (latin)", occupation=5, data=data)
    [skill] = sheet.skills
    assert (skill.name, skill.specialisation, skill.occupation, skill.personal) == ("Language (Other)", "Latin", 5, 10)
    sheet = set_skill_points(sheet, "Basket Weaving", personal=20, data=data)
    assert sheet.skills[-1].name == "Basket Weaving"


def test_apply_quick_start_sets_values_directly(data):
    sheet = CoC7Sheet(
        characteristics=chars(DEX=70, EDU=80),
        occupation=OccupationChoice(name="Professor", picks={"other": ["Dodge", "History", "Occult", "Law"]},
                                    specialisations={"Language (Other)": "Latin"}),
    )
    values = {
        "Library Use": 70, "Language (Latin)": 60, "Language (Own)": 60, "Psychology": 50,
        "Dodge": 50, "History": 50, "Occult": 40, "Law": 40, "Credit Rating": 40,
    }
    sheet = apply_quick_start(sheet, values, ["Spot Hidden", "Listen", "Stealth", "Charm"], data)
    assert sheet.creation.skill_method == "quick_start"
    d = derive(sheet, data)
    for label, value in values.items():
        line = d.skill(label)
        assert line.value == value, label
        assert line.occupation == value - line.base
    assert d.skill("Language (Own)").occupation == -20  # set below the EDU base
    assert d.skill("Dodge").occupation == 15  # base 35
    assert d.skill("Spot Hidden").value == 45
    assert d.personal_budget.spent == 80


def test_creation_record_round_trip():
    creation = Creation(method="rolled", base=chars(), age_deductions={"STR": 5}, edu_checks=[EduCheck(roll=3)])
    assert Creation.model_validate(creation.model_dump()) == creation
