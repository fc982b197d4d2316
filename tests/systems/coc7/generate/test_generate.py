"""Random investigators and quick NPCs: valid, fully spent, reproducible."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from sheetmaker.core.violations import Severity
from sheetmaker.io import fileformat
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.creation import ROLLED_RANGES, check_age_deductions
from sheetmaker.systems.coc7.generate import (
    INVESTIGATOR_AGES,
    TIER_CREDIT,
    TIERS,
    SpreadAgeChoices,
    allocate_characteristics,
    average_characteristics,
    choose_occupation,
    make_choices,
    quick_npc,
    random_age,
    random_investigator,
    weapons_for,
    with_characteristics,
    with_skill_value,
)
from sheetmaker.systems.coc7.model import CHARACTERISTICS, CoC7Document
from sheetmaker.systems.coc7.rules import derive, occupation_skill_labels, skill_base
from sheetmaker.systems.coc7.validate import validate

NOW = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


@pytest.fixture(scope="module")
def data():
    return coc_data.load(None)


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


def test_random_ages_are_mostly_20s_to_40s():
    rng = random.Random(1)
    ages = [random_age(rng) for _ in range(5000)]
    assert min(ages) >= 15 and max(ages) <= 89
    assert sum(20 <= age <= 49 for age in ages) / len(ages) > 0.7


def test_averaged_characteristics():
    chars = average_characteristics()
    assert chars.as_dict() == {"STR": 50, "CON": 50, "SIZ": 65, "DEX": 50, "APP": 50, "INT": 65, "POW": 50, "EDU": 65}
    doc = quick_npc(random.Random(2), "professional", averaged=True)
    assert doc.sheet.characteristics == chars
    assert doc.sheet.luck == 50


# --------------------------------------------------------------------------- pieces


def test_spread_age_choices():
    chooser = SpreadAgeChoices()
    current = {"STR": 70, "CON": 50, "DEX": 40}
    limits = {name: value - 1 for name, value in current.items()}
    split = chooser.split_deduction(20, ("STR", "CON", "DEX"), limits, current)
    assert sum(split.values()) == 20
    assert split == {"STR": 20}  # from the highest first
    split = chooser.split_deduction(80, ("STR", "CON", "DEX"), limits, current)
    assert sum(split.values()) == 80
    assert all(current[name] - points >= 15 for name, points in split.items())
    low = {"STR": 15, "CON": 20, "DEX": 15}
    split = chooser.split_deduction(40, ("STR", "CON", "DEX"), {n: v - 1 for n, v in low.items()}, low)
    assert sum(split.values()) == 40
    assert all(low[name] - points >= 1 for name, points in split.items())
    assert check_age_deductions(75, split, low) == []


def test_choices_are_complete_and_suit_the_occupation(data):
    for seed in range(40):
        rng = random.Random(seed)
        for occupation in data.occupations_for("1920s"):
            choice = make_choices(rng, occupation, "1920s", None, data)
            for c in occupation.choices:
                assert len(choice.picks[c.id]) == c.count
            labels = occupation_skill_labels(occupation, choice.picks, choice.specialisations, data)
            assert len(labels) == len(set(label.casefold() for label in labels))
            assert all("Mythos" not in label for label in labels)
    antiquarian = make_choices(random.Random(1), data.occupation("Antiquarian"), "1920s", None, data)
    assert set(antiquarian.specialisations) == {"Art/Craft", "Language (Other)"}
    soldier = make_choices(random.Random(1), data.occupation("Soldier"), "1920s", None, data)
    assert soldier.specialisations["Firearms"] == "Rifle/Shotgun"


def test_weapons_by_occupation(data):
    rng = random.Random(1)
    police = data.occupation("Police Officer")
    weapons = weapons_for(police, ["Firearms (Handgun)", "Fighting (Brawl)"], "1920s", rng)
    revolver = next(w for w in weapons if w.skill == "Firearms (Handgun)")
    assert revolver.name == ".38 revolver" and revolver.damage == "1D10"
    assert any(w.name == "Unarmed" and w.damage == "1D3+DB" for w in weapons)
    modern = weapons_for(police, ["Firearms (Handgun)"], "modern", rng)
    assert any("9mm" in w.name for w in modern)
    doc = random_investigator(random.Random(2), occupation="Police Detective", data=data)
    assert any(w.skill == "Firearms (Handgun)" for w in doc.sheet.weapons)
    soldier = random_investigator(random.Random(2), occupation="Soldier", data=data)
    assert any(w.skill == "Firearms (Rifle/Shotgun)" for w in soldier.sheet.weapons)


def test_choose_occupation(data):
    assert choose_occupation(random.Random(1), "modern", "  doctor of medicine ", data).name == "Doctor of Medicine"
    picked = {choose_occupation(random.Random(seed), "modern", None, data).name for seed in range(300)}
    assert "Hacker" in picked
    assert picked <= {o.name for o in data.occupations_for("modern")}


# --------------------------------------------------------------------------- keeper's edits


def test_with_characteristics_is_free_entry(data):
    doc = random_investigator(random.Random(8), age=65, data=data)
    values = dict(zip(CHARACTERISTICS, (60, 70, 50, 60, 55, 75, 65, 80), strict=True))
    sheet = with_characteristics(doc.sheet, values)
    assert sheet.characteristics.as_dict() == values
    assert sheet.creation.method == "free" and sheet.creation.base is None
    assert sheet.creation.age_deductions == {} and sheet.creation.edu_checks == []
    assert derive(sheet, data).mov == 9 - 3  # STR and DEX above SIZ, age 60-69
    assert not [v for v in validate(sheet, data) if v.severity == Severity.ERROR]
    with pytest.raises(ValueError, match="unknown characteristic"):
        with_characteristics(doc.sheet, {"LUK": 50})
    with pytest.raises(ValueError, match="0 to 999"):
        with_characteristics(doc.sheet, {"STR": 1000})


def test_with_skill_value(data):
    doc = random_investigator(random.Random(8), occupation="Journalist", data=data)
    sheet = with_skill_value(doc.sheet, "Library Use", 66, data)  # an occupation skill
    line = derive(sheet, data).skill("Library Use")
    assert line.value == 66 and line.personal == 0 and line.occupation == 46
    sheet = with_skill_value(sheet, "language (other: latin)", 31, data)
    line = derive(sheet, data).skill("Language (Latin)")
    assert line.value == 31 and line.personal == 30
    sheet = with_skill_value(sheet, "Dodge", 5, data)  # below its base
    assert derive(sheet, data).skill("Dodge").value == 5
    sheet = with_skill_value(sheet, "Cthulhu Mythos", 12, data)
    d = derive(sheet, data)
    assert d.cthulhu_mythos == 12 and d.san_max == 87
    base = skill_base("Spot Hidden", sheet.characteristics, data)
    assert derive(with_skill_value(sheet, "Spot Hidden", base, data), data).skill("Spot Hidden").value == base
    for label, message in (("Spot Hiden", "Spot Hidden"), ("Art/Craft", "specialisation"), ("Frobnicate", "unknown")):
        with pytest.raises(ValueError, match=message):
            with_skill_value(sheet, label, 40, data)
    with pytest.raises(ValueError, match="0 to 999"):
        with_skill_value(sheet, "Spot Hidden", 1000, data)
