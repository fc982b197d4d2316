"""Derived values of a CoC 7e sheet: RULES.md worked examples and boundaries."""

from __future__ import annotations

import pytest

from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.model import (
    CharacteristicChange,
    Characteristics,
    CoC7Sheet,
    Creation,
    OccupationChoice,
    Skill,
)
from sheetmaker.systems.coc7.rules import (
    Budget,
    Value,
    age_row,
    canonical_label,
    credit_rating_info,
    damage_bonus_and_build,
    derive,
    fifth,
    format_money,
    half,
    mov,
    mov_penalty,
    occupation_points,
    personal_points,
    skill_base,
    value,
)


@pytest.fixture(scope="module")
def data():
    return coc_data.load(None)


def chars(**values: int) -> Characteristics:
    base = dict(STR=50, CON=50, SIZ=50, DEX=50, APP=50, INT=50, POW=50, EDU=50)
    base.update(values)
    return Characteristics(**base)


# --------------------------------------------------------------------------- half and fifth


def test_str_60_is_written_60_30_12():
    assert value(60) == Value(60, 30, 12)
    assert str(value(60)) == "60 (30/12)"
    assert (half(60), fifth(60)) == (30, 12)


@pytest.mark.parametrize(("x", "h", "f"), [(0, 0, 0), (1, 0, 0), (4, 2, 0), (5, 2, 1), (99, 49, 19), (55, 27, 11)])
def test_half_and_fifth_round_down(x, h, f):
    assert (half(x), fifth(x)) == (h, f)
    assert value(x) == Value(x, h, f)


def test_characteristics_are_derived_with_half_and_fifth(data):
    d = derive(CoC7Sheet(characteristics=chars(STR=60, EDU=84)), data)
    assert d.characteristics["STR"] == Value(60, 30, 12)
    assert d.characteristics["EDU"] == Value(84, 42, 16)
    assert list(d.characteristics) == ["STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU"]


# --------------------------------------------------------------------------- Damage Bonus and Build


@pytest.mark.parametrize(
    ("total", "db", "build"),
    [
        (2, "-2", -2),
        (64, "-2", -2),
        (65, "-1", -1),
        (84, "-1", -1),
        (85, "0", 0),
        (124, "0", 0),
        (125, "+1D4", 1),
        (164, "+1D4", 1),
        (165, "+1D6", 2),
        (204, "+1D6", 2),
        (205, "+2D6", 3),
        (284, "+2D6", 3),
        (285, "+3D6", 4),
        (364, "+3D6", 4),
        (365, "+4D6", 5),
        (444, "+4D6", 5),
        (445, "+5D6", 6),
        (524, "+5D6", 6),
        (525, "+6D6", 7),
        (604, "+6D6", 7),
        (605, "+7D6", 8),
        (1998, "+24D6", 25),
    ],
)
def test_damage_bonus_and_build_boundaries(total, db, build):
    assert damage_bonus_and_build(total) == (db, build)


@pytest.mark.parametrize("total", [1, 0, -10])
def test_damage_bonus_below_the_table_reads_the_first_row(total):
    assert damage_bonus_and_build(total) == ("-2", -2)


def test_damage_bonus_in_derive(data):
    d = derive(CoC7Sheet(characteristics=chars(STR=60, SIZ=65)), data)
    assert (d.damage_bonus, d.build) == ("+1D4", 1)


# --------------------------------------------------------------------------- MOV and age


@pytest.mark.parametrize(
    ("str_", "dex", "siz", "expected"),
    [
        (50, 50, 50, 8),  # all equal
        (40, 45, 50, 7),  # both below SIZ
        (60, 55, 50, 9),  # both above SIZ
        (60, 40, 50, 8),  # one above, one below
        (40, 60, 50, 8),
        (50, 60, 50, 8),  # one equal, one above
        (50, 40, 50, 8),  # one equal, one below
    ],
)
def test_mov_from_str_dex_siz(str_, dex, siz, expected):
    assert mov(str_, dex, siz, 25) == expected


@pytest.mark.parametrize(
    ("age", "penalty"),
    [(15, 0), (19, 0), (20, 0), (39, 0), (40, 1), (49, 1), (50, 2), (59, 2), (60, 3), (69, 3),
     (70, 4), (79, 4), (80, 5), (89, 5), (90, 6), (99, 6), (100, 7), (14, 0)],
)
def test_mov_penalty_by_age(age, penalty):
    assert mov_penalty(age) == penalty
    assert mov(50, 50, 50, age) == max(0, 8 - penalty)


@pytest.mark.parametrize(
    ("age", "checks", "deduct", "deduct_from", "app", "edu_penalty", "luck_rolls"),
    [
        (15, 0, 5, ("STR", "SIZ"), 0, 5, 2),
        (19, 0, 5, ("STR", "SIZ"), 0, 5, 2),
        (20, 1, 0, (), 0, 0, 1),
        (39, 1, 0, (), 0, 0, 1),
        (40, 2, 5, ("STR", "CON", "DEX"), 5, 0, 1),
        (49, 2, 5, ("STR", "CON", "DEX"), 5, 0, 1),
        (50, 3, 10, ("STR", "CON", "DEX"), 10, 0, 1),
        (60, 4, 20, ("STR", "CON", "DEX"), 15, 0, 1),
        (70, 4, 40, ("STR", "CON", "DEX"), 20, 0, 1),
        (80, 4, 80, ("STR", "CON", "DEX"), 25, 0, 1),
        (89, 4, 80, ("STR", "CON", "DEX"), 25, 0, 1),
    ],
)
def test_age_table_rows(age, checks, deduct, deduct_from, app, edu_penalty, luck_rolls):
    row = age_row(age)
    assert row is not None
    assert row.edu_checks == checks
    assert row.deduct == deduct
    assert tuple(row.deduct_from) == deduct_from
    assert row.app_penalty == app
    assert row.edu_penalty == edu_penalty
    assert row.luck_rolls == luck_rolls


@pytest.mark.parametrize("age", [0, 14, 90, 200])
def test_no_age_row_outside_15_to_89(age):
    assert age_row(age) is None


def test_harvey_turning_50_hp_and_mov_follow(data):
    """Seed 000: CON −5 drops HP 15 → 14; MOV 6 → 5 (Harvey at 42 and then 52)."""
    at_42 = CoC7Sheet(age=42, characteristics=chars(STR=50, DEX=50, SIZ=75, CON=75))
    d42 = derive(at_42, data)
    assert (d42.hp_max, d42.mov) == (15, 6)
    at_52 = at_42.model_copy(
        update={
            "age": 52,
            "characteristics": chars(STR=50, DEX=50, SIZ=75, CON=70, APP=75),
            "characteristic_changes": [CharacteristicChange(reason="turning 50", changes={"CON": -5, "APP": -5})],
        }
    )
    d52 = derive(at_52, data)
    assert (d52.hp_max, d52.mov) == (14, 5)


# --------------------------------------------------------------------------- the Dhole's House sample


def test_dholes_house_sample_line(data):
    sheet = CoC7Sheet(
        era="1920s",
        age=30,
        characteristics=Characteristics(STR=45, CON=50, SIZ=55, DEX=60, APP=50, INT=45, POW=50, EDU=50),
        occupation=OccupationChoice(name="Antiquarian"),  # EDU×4
        skills=[Skill(name="Credit Rating", occupation=40)],
    )
    d = derive(sheet, data)
    assert d.points_formula_text == "EDU×4"
    assert d.occupation_budget == Budget(200, 40)
    assert d.personal_budget == Budget(90, 0)
    assert d.mov == 8
    assert (d.hp_max, d.mp_max) == (10, 10)
    assert (d.damage_bonus, d.build) == ("0", 0)
    assert d.dodge_base == 30
    assert d.skill("Dodge").value == 30
    cr = d.credit_rating
    assert (cr.value, cr.band, cr.cash, cr.assets, cr.spending_level) == (40, "Average", "$80", "$2,000", "$10")


# --------------------------------------------------------------------------- Credit Rating


def test_credit_rating_41_and_34():
    cr = credit_rating_info(41, "1920s")
    assert (cr.band, cr.cash, cr.assets, cr.spending_level) == ("Average", "$82", "$2,050", "$10")
    assert (cr.cash_amount, cr.assets_amount, cr.spending_amount) == (82, 2050, 10)
    assert credit_rating_info(34, "1920s").cash == "$68"
    assert credit_rating_info(57, "1920s").band == "Wealthy"  # 41 + 4 + 3 + 9 (seed 003)


@pytest.mark.parametrize(
    ("cr", "band", "cash", "assets", "spending"),
    [
        (0, "Penniless", "$0.50", "none", "$0.50"),
        (1, "Poor", "$1", "$10", "$2"),
        (9, "Poor", "$9", "$90", "$2"),
        (10, "Average", "$20", "$500", "$10"),
        (49, "Average", "$98", "$2,450", "$10"),
        (50, "Wealthy", "$250", "$25,000", "$50"),
        (89, "Wealthy", "$445", "$44,500", "$50"),
        (90, "Rich", "$1,800", "$180,000", "$250"),
        (98, "Rich", "$1,960", "$196,000", "$250"),
        (99, "Super Rich", "$50,000", "$5M+", "$5,000"),
    ],
)
def test_credit_rating_bands_1920s(cr, band, cash, assets, spending):
    info = credit_rating_info(cr, "1920s")
    assert (info.band, info.cash, info.assets, info.spending_level) == (band, cash, assets, spending)


@pytest.mark.parametrize(
    ("cr", "band", "cash", "assets", "spending"),
    [
        (0, "Penniless", "$10", "none", "$10"),
        (1, "Poor", "$20", "$200", "$40"),
        (9, "Poor", "$180", "$1,800", "$40"),
        (10, "Average", "$400", "$10,000", "$200"),
        (49, "Average", "$1,960", "$49,000", "$200"),
        (50, "Wealthy", "$5,000", "$500,000", "$1,000"),
        (89, "Wealthy", "$8,900", "$890,000", "$1,000"),
        (90, "Rich", "$36,000", "$3,600,000", "$5,000"),
        (98, "Rich", "$39,200", "$3,920,000", "$5,000"),
        (99, "Super Rich", "$1M", "$100M+", "$100,000"),
    ],
)
def test_credit_rating_bands_modern(cr, band, cash, assets, spending):
    info = credit_rating_info(cr, "modern")
    assert (info.band, info.cash, info.assets, info.spending_level) == (band, cash, assets, spending)


@pytest.mark.parametrize(("cr", "band"), [(-5, "Penniless"), (100, "Super Rich"), (500, "Super Rich")])
def test_credit_rating_outside_the_table(cr, band):
    assert credit_rating_info(cr, "1920s").band == band


@pytest.mark.parametrize(
    ("amount", "text"), [(82, "$82"), (2050, "$2,050"), (0.5, "$0.50"), (1_000_000, "$1,000,000"), (0, "$0")]
)
def test_format_money(amount, text):
    assert format_money(amount) == text


# --------------------------------------------------------------------------- HP, MP, SAN


def test_hp_mp_san(data):
    sheet = CoC7Sheet(characteristics=chars(CON=55, SIZ=60, POW=65))
    d = derive(sheet, data)
    assert (d.hp_max, d.mp_max, d.san_start, d.san_max) == (11, 13, 65, 99)
    assert (d.hp, d.mp, d.san) == (11, 13, 65)  # None means max/start
    d = derive(sheet.model_copy(update={"hp": 4, "mp": 2, "san": 40, "cthulhu_mythos": 6}), data)
    assert (d.hp, d.mp, d.san, d.san_max) == (4, 2, 40, 93)
    assert d.skill("Cthulhu Mythos").value == 6


def test_mythos_points_on_the_skill_count_too(data):
    sheet = CoC7Sheet(characteristics=chars(), skills=[Skill(name="Cthulhu Mythos", experience=5)], cthulhu_mythos=3)
    d = derive(sheet, data)
    assert d.skill("Cthulhu Mythos").value == 8
    assert d.san_max == 91


# --------------------------------------------------------------------------- skills


def test_blank_sheet_lists_every_skill_of_the_era(data):
    d = derive(CoC7Sheet(characteristics=chars(DEX=65, EDU=70)), data)
    labels = [line.label for line in d.skills]
    assert labels == sorted(labels, key=str.casefold)
    for label in ("Fighting (Brawl)", "Firearms (Handgun)", "Firearms (Rifle/Shotgun)", "Art/Craft",
                  "Language (Other)", "Language (Own)", "Science", "Credit Rating", "Cthulhu Mythos"):
        assert label in labels
    assert "Fighting" not in labels and "Firearms" not in labels
    assert "Computer Use" not in labels
    assert d.skill("Dodge").base == 32
    assert d.skill("Language (Own)").value == 70
    assert d.skill("Fighting (Brawl)").base == 25
    assert d.skill("Firearms (Rifle/Shotgun)").base == 25
    assert d.skill("Read Lips").uncommon
    assert not d.skill("Spot Hidden").uncommon
    assert d.skill("Cthulhu Mythos").no_creation_points
    assert d.own_language_base == 70 and d.dodge_base == 32


def test_modern_era_adds_computer_use_and_electronics(data):
    d = derive(CoC7Sheet(era="modern", characteristics=chars()), data)
    assert d.skill("Computer Use").base == 5
    assert d.skill("Electronics").base == 1


def test_specialisations_replace_the_generic_entry(data):
    sheet = CoC7Sheet(
        characteristics=chars(),
        skills=[
            Skill(name="Language (Other)", specialisation="Latin", personal=20),
            Skill(name="Fighting", specialisation="Sword", personal=10),
            Skill(name="Art/Craft", specialisation="Photography"),
        ],
    )
    d = derive(sheet, data)
    labels = [line.label for line in d.skills]
    assert "Language (Other)" not in labels and "Art/Craft" not in labels
    assert "Science" in labels  # untouched generic entries stay
    assert {"Language (Latin)", "Fighting (Sword)", "Fighting (Brawl)", "Art/Craft (Photography)"} <= set(labels)
    assert d.skill("Fighting (Sword)").value == 30  # base 20 + 10
    latin = d.skill("Language (Latin)")
    assert (latin.name, latin.specialisation, latin.value) == ("Language (Other)", "Latin", 21)
    # Other spellings of the same skill find it.
    assert d.skill("language (latin)") is latin
    assert d.skill("Language (Other: Latin)") is latin
    assert labels == sorted(labels, key=str.casefold)
    assert len(labels) == len(set(labels))


def test_custom_skill(data):
    sheet = CoC7Sheet(characteristics=chars(), skills=[Skill(name="Chess", custom_base=10, personal=15)])
    line = derive(sheet, data).skill("chess")
    assert line.custom and (line.base, line.value) == (10, 25)


def test_points_by_source_add_up(data):
    sheet = CoC7Sheet(
        characteristics=chars(),
        skills=[Skill(name="Spot Hidden", occupation=20, personal=10, experience=7, ticked=True)],
    )
    line = derive(sheet, data).skill("Spot Hidden")
    assert (line.base, line.occupation, line.personal, line.experience, line.value) == (25, 20, 10, 7, 62)
    assert (line.half, line.fifth, line.ticked) == (31, 12, True)
    assert line.creation_value == 55


def test_derive_does_not_change_the_sheet(data):
    sheet = CoC7Sheet(
        characteristics=chars(),
        occupation=OccupationChoice(name="Journalist", picks={"social": ["Charm"]}),
        skills=[Skill(name="Charm", occupation=10)],
    )
    before = sheet.model_dump()
    derive(sheet, data)
    derive(sheet, data)
    assert sheet.model_dump() == before


# --------------------------------------------------------------------------- occupation


def test_occupation_skills_resolve_specialisations_and_picks(data):
    sheet = CoC7Sheet(
        characteristics=chars(),
        occupation=OccupationChoice(
            name="Antiquarian",
            picks={"social": ["Persuade"], "other": ["Language (Other: Greek)"]},
            specialisations={"Art/Craft": "Fine Art", "Language (Other)": "Latin"},
        ),
    )
    d = derive(sheet, data)
    assert d.occupation_skills == {
        "Appraise", "Art/Craft (Fine Art)", "History", "Library Use", "Language (Latin)",
        "Spot Hidden", "Persuade", "Language (Greek)", "Credit Rating",
    }
    assert d.skill("Art/Craft (Fine Art)").is_occupation  # shown before points go in
    assert d.skill("Language (Greek)").is_occupation
    assert not d.skill("Charm").is_occupation
    assert d.is_occupation_skill("language (other: latin)")


def test_doctor_of_medicine_fixed_specialisations(data):
    sheet = CoC7Sheet(characteristics=chars(), occupation=OccupationChoice(name="Doctor of Medicine"))
    d = derive(sheet, data)
    assert {"Language (Latin)", "Science (Biology)", "Science (Pharmacy)"} <= d.occupation_skills


def test_occupation_points_formula(data):
    athlete = data.occupation("Athlete")  # EDU×2 + (DEX or STR)×2
    c = chars(EDU=60, DEX=70, STR=50)
    assert occupation_points(athlete, c) == 260  # best pick: DEX
    assert occupation_points(athlete, c, "STR") == 220
    assert occupation_points(athlete, c, "POW") == 260  # not allowed: best pick
    assert personal_points(c) == 100
    sheet = CoC7Sheet(characteristics=c, occupation=OccupationChoice(name="Athlete", formula_pick="STR"))
    assert derive(sheet, data).occupation_budget.total == 220
    sheet = sheet.model_copy(update={"occupation": OccupationChoice(name="Athlete")})
    d = derive(sheet, data)
    assert d.occupation_budget.total == 260
    assert d.points_formula_text == "EDU×2 + (DEX or STR)×2"


def test_budgets_count_points_by_source(data):
    sheet = CoC7Sheet(
        characteristics=chars(EDU=70, INT=60),
        occupation=OccupationChoice(name="Professor"),
        skills=[
            Skill(name="Credit Rating", occupation=30),
            Skill(name="Library Use", occupation=50, personal=5),
            Skill(name="Climb", personal=20),
        ],
    )
    d = derive(sheet, data)
    assert d.occupation_budget == Budget(280, 80)
    assert d.occupation_budget.left == 200
    assert d.personal_budget == Budget(120, 25)
    assert d.budgets == {"occupation": d.occupation_budget, "personal": d.personal_budget}


def test_quick_start_budgets(data):
    sheet = CoC7Sheet(
        characteristics=chars(),
        creation=Creation(skill_method="quick_start"),
        occupation=OccupationChoice(name="Professor"),
    )
    d = derive(sheet, data)
    assert d.occupation_budget.total == 0
    assert d.personal_budget.total == 80
    assert d.points_formula_text.startswith("quick-start")


def test_no_or_unknown_occupation(data):
    d = derive(CoC7Sheet(characteristics=chars()), data)
    assert d.occupation is None and d.occupation_skills == frozenset()
    assert d.occupation_budget.total == 0
    d = derive(CoC7Sheet(characteristics=chars(), occupation=OccupationChoice(name="Astronaut")), data)
    assert d.occupation is None and d.occupation_skills == frozenset()


def test_skill_base(data):
    c = chars(DEX=65, EDU=72)
    assert skill_base("Dodge", c, data) == 32
    assert skill_base("Language (Own)", c, data) == 72
    assert skill_base("Fighting (Axe)", c, data) == 15
    assert skill_base("Fighting (Kung Fu)", c, data) == 5  # unlisted specialisation: the skill's base
    assert skill_base("Chess", c, data, custom_base=12) == 12


def test_canonical_label(data):
    assert canonical_label("language (other: latin)", data) == "Language (Latin)"
    assert canonical_label("Fighting (brawl)", data) == "Fighting (Brawl)"
    assert canonical_label("Fighting (Kung Fu)", data) == "Fighting (Kung Fu)"
    assert canonical_label("Art/Craft (any)", data) == "Art/Craft"
    assert canonical_label("spot hidden", data) == "Spot Hidden"
    assert canonical_label("Underwater Basket Weaving", data) == "Underwater Basket Weaving"


def test_extreme_values_do_not_break_derive(data):
    sheet = CoC7Sheet(
        age=200,
        characteristics=Characteristics(STR=999, CON=999, SIZ=999, DEX=999, APP=999, INT=999, POW=999, EDU=999),
        skills=[Skill(name="Credit Rating", occupation=999, personal=999, experience=999)],
    )
    d = derive(sheet, data)
    assert d.damage_bonus == "+24D6" and d.build == 25
    assert d.credit_rating.band == "Super Rich"
    assert d.mov >= 0
