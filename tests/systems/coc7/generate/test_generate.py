"""Random investigators and quick NPCs: valid, fully spent, reproducible."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from sheetmaker.io import fileformat
from sheetmaker.systems.coc7.creation import ROLLED_RANGES
from sheetmaker.systems.coc7.generate import (
    INVESTIGATOR_AGES,
    TIER_CREDIT,
    TIERS,
    allocate_characteristics,
    quick_npc,
    random_investigator,
)
from sheetmaker.systems.coc7.model import CoC7Document
from sheetmaker.systems.coc7.rules import derive
from sheetmaker.systems.coc7.validate import validate

NOW = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


def _era(seed: int) -> str:
    return "modern" if seed % 3 == 2 else "1920s"


def check_investigator(doc: CoC7Document, data) -> None:
    """Every property a generated investigator must have."""
    sheet = doc.sheet
    assert doc.kind == "investigator"
    violations = validate(doc, data)
    assert violations == [], [str(v) for v in violations]
    d = derive(sheet, data)
    # Every point spent, none overspent.
    assert d.occupation_budget.total > 0
    assert d.occupation_budget.spent == d.occupation_budget.total
    assert d.personal_budget.spent == d.personal_budget.total == 2 * sheet.characteristics.INT
    # Credit Rating inside the occupation's range, paid from occupation points.
    low, high = d.occupation.credit_rating
    cr = d.skill("Credit Rating")
    assert low <= cr.value <= high
    assert cr.occupation == cr.value and cr.personal == 0
    # No Cthulhu Mythos, nothing over 99, no negative points.
    assert d.cthulhu_mythos == 0 and sheet.cthulhu_mythos == 0
    assert all(not skill.name.startswith("Cthulhu") for skill in sheet.skills)
    assert all(line.creation_value <= 99 for line in d.skills)
    assert all(skill.occupation >= 0 and skill.personal >= 0 for skill in sheet.skills)
    # Rolled characteristics as the dice give them (before age).
    creation = sheet.creation
    assert creation.method == "rolled" and creation.base is not None
    for name, value in creation.base.as_dict().items():
        low, high = ROLLED_RANGES[name]
        assert value % 5 == 0 and low <= value <= high, (name, value)
    assert INVESTIGATOR_AGES[0] <= sheet.age <= INVESTIGATOR_AGES[1]
    assert creation.luck_rolls and sheet.luck == max(creation.luck_rolls)
    assert sheet.occupation is not None and sheet.occupation.name in {o.name for o in data.occupations_for(sheet.era)}
    assert doc.name and sheet.residence and sheet.birthplace
    assert any(w.name == "Unarmed" and w.damage == "1D3+DB" and w.skill == "Fighting (Brawl)" for w in sheet.weapons)


def check_npc(doc: CoC7Document, tier: str, data) -> None:
    sheet = doc.sheet
    assert doc.kind == "npc"
    assert sheet.creation.method == "free"
    violations = validate(doc, data)
    assert violations == [], [str(v) for v in violations]
    d = derive(sheet, data)
    target = TIERS[tier]
    low, high = d.occupation.credit_rating
    assert d.occupation_skills
    for label in d.occupation_skills:
        line = d.skill(label)
        assert line is not None, label
        if label == "Credit Rating":
            assert line.value == low + round((high - low) * TIER_CREDIT[tier])
            assert low <= line.value <= high
        else:
            assert line.value == max(target, line.base), (label, line)
    assert all(line.value == line.base for line in d.skills if not line.is_occupation)
    assert 0 <= sheet.luck <= 99 and sheet.luck % 5 == 0


# --------------------------------------------------------------------------- properties


@pytest.mark.slow
def test_1000_random_investigators_are_valid_and_spend_everything(data):
    for seed in range(1000):
        check_investigator(random_investigator(random.Random(seed), era=_era(seed), data=data, now=NOW), data)


@pytest.mark.slow
@pytest.mark.parametrize("tier", list(TIERS))
def test_1000_quick_npcs_per_tier_are_valid(data, tier):
    for seed in range(1000):
        doc = quick_npc(random.Random(seed), tier, era=_era(seed), averaged=seed % 4 == 0, data=data, now=NOW)
        check_npc(doc, tier, data)


def test_a_few_random_investigators(data):
    for seed in range(25):
        check_investigator(random_investigator(random.Random(seed), era=_era(seed), data=data, now=NOW), data)


@pytest.mark.parametrize("tier", list(TIERS))
def test_a_few_quick_npcs(data, tier):
    for seed in range(10):
        check_npc(quick_npc(random.Random(seed), tier, era=_era(seed), data=data, now=NOW), tier, data)


@pytest.mark.parametrize("era", ["1920s", "modern"])
def test_every_occupation_at_the_age_boundaries(data, era):
    for occupation in data.occupations_for(era):
        for age in (15, 19, 20, 39, 40, 49, 50, 60, 70, 80, 89):
            doc = random_investigator(random.Random(age), era=era, occupation=occupation.name, age=age, data=data)
            assert doc.sheet.age == age
            assert doc.sheet.occupation.name == occupation.name
            check_investigator(doc, data)


def test_age_effects_are_recorded(data):
    doc = random_investigator(random.Random(4), occupation="Professor", age=57, data=data)
    creation = doc.sheet.creation
    assert sum(creation.age_deductions.values()) == 10
    assert set(creation.age_deductions) <= {"STR", "CON", "DEX"}
    assert len(creation.edu_checks) == 3
    assert doc.sheet.characteristics.APP == max(1, creation.base.APP - 10)
    teen = random_investigator(random.Random(4), age=16, data=data)
    assert len(teen.sheet.creation.luck_rolls) == 2
    assert teen.sheet.luck == max(teen.sheet.creation.luck_rolls)
    assert set(teen.sheet.creation.age_deductions) <= {"STR", "SIZ"}


def test_allocation_and_quick_start_methods(data):
    for seed in range(30):
        doc = random_investigator(random.Random(seed), method="allocation", data=data)
        assert doc.sheet.creation.method == "allocation"
        assert sorted(doc.sheet.creation.base.as_dict().values()) == sorted(data.tables.allocation)
        assert validate(doc, data) == []
        quick = random_investigator(random.Random(seed), skill_method="quick_start", data=data)
        assert quick.sheet.creation.skill_method == "quick_start"
        assert validate(quick, data) == [], [str(v) for v in validate(quick, data)]


def test_allocation_puts_the_best_values_on_the_formula(data):
    journalist = data.occupation("Journalist")
    for seed in range(20):
        chars = allocate_characteristics(random.Random(seed), journalist, data)
        assert chars.EDU == 80 and chars.INT == 70


# --------------------------------------------------------------------------- reproducibility


def test_same_seed_same_bytes(data):
    for seed in (0, 1, 99):
        first = random_investigator(random.Random(seed), data=data, now=NOW)
        second = random_investigator(random.Random(seed), data=data, now=NOW)
        assert fileformat.dumps(first) == fileformat.dumps(second)
        npc1 = quick_npc(random.Random(seed), "expert", data=data, now=NOW)
        npc2 = quick_npc(random.Random(seed), "expert", data=data, now=NOW)
        assert fileformat.dumps(npc1) == fileformat.dumps(npc2)
    assert fileformat.dumps(random_investigator(random.Random(1), data=data, now=NOW)) != fileformat.dumps(
        random_investigator(random.Random(2), data=data, now=NOW)
    )


def test_id_comes_from_the_rng_and_time_from_now(data):
    doc = random_investigator(random.Random(5), data=data, now=NOW)
    assert doc.created == doc.modified == NOW
    assert doc.id == random_investigator(random.Random(5), data=data).id
    assert doc.id.version == 4
    fresh = random_investigator(random.Random(5), data=data)
    assert fresh.created.tzinfo is not None and fresh.created.year >= 2024


# --------------------------------------------------------------------------- arguments


def test_given_occupation_age_name_and_era(data):
    doc = random_investigator(
        random.Random(3), era="modern", occupation="hacker", age=33, name="Zoë Nováková", data=data
    )
    assert doc.name == "Zoë Nováková"
    assert doc.sheet.era == "modern"
    assert doc.sheet.age == 33
    assert doc.sheet.occupation.name == "Hacker"


def test_unknown_occupation_lists_the_era_occupations(data):
    with pytest.raises(ValueError, match="Antiquarian.*Zealot") as info:
        random_investigator(random.Random(1), occupation="Plumber", data=data)
    assert "Hacker" not in str(info.value)
    with pytest.raises(ValueError, match="1920s"):
        random_investigator(random.Random(1), occupation="Hacker", data=data)
    with pytest.raises(ValueError, match="Plumber"):
        quick_npc(random.Random(1), "average", occupation="Plumber", data=data)


@pytest.mark.parametrize("age", [14, 90, -1, 200])
def test_investigator_age_outside_the_table(data, age):
    with pytest.raises(ValueError, match="15 to 89"):
        random_investigator(random.Random(1), age=age, data=data)


def test_bad_arguments(data):
    with pytest.raises(ValueError, match="era"):
        random_investigator(random.Random(1), era="1890s", data=data)
    with pytest.raises(ValueError, match="tier"):
        quick_npc(random.Random(1), "heroic", data=data)
    with pytest.raises(ValueError, match="method"):
        random_investigator(random.Random(1), method="point_buy", data=data)
    with pytest.raises(ValueError, match="age"):
        quick_npc(random.Random(1), "average", age=201, data=data)
