"""derive() of CoC 7e sheets: wrong rules that passed every test before issue 23 (found by
tests/benchmarks/mutation_rules.py). Numbers from /work/shared/RULES.md."""

from __future__ import annotations

import pytest

from sheetmaker.systems.coc7.model import (
    Characteristics,
    CoC7Sheet,
    CustomOccupation,
    OccupationChoice,
    Skill,
)
from sheetmaker.systems.coc7.rules import derive


def test_san_maximum_is_floored_at_zero_when_the_mythos_passes_99():
    """RULES.md: "maximum SAN = 99 − Cthulhu Mythos". Cthulhu Mythos 99 plus 5 experience is
    104: the maximum is 0, not −5, and SAN is 0. (Mutant: max(0, …) dropped.)"""
    sheet = CoC7Sheet(cthulhu_mythos=99, skills=[Skill(name="Cthulhu Mythos", experience=5)])
    derived = derive(sheet)
    assert derived.cthulhu_mythos == 104
    assert derived.san_max == 0 and derived.san == 0
    at_99 = derive(CoC7Sheet(cthulhu_mythos=99))
    assert at_99.san_max == 0
    assert derive(CoC7Sheet(cthulhu_mythos=98)).san_max == 1


def test_an_occupation_skill_the_data_does_not_know():
    """RULES.md: "Users may define their own occupations (same fields)" and "Users may add
    custom skills". A custom occupation naming a skill the data does not know ("Radio
    Telegraphy") lists it as an occupation skill (Credit Rating last) and the sheet's skill of
    that name counts as one, with its custom base. (Mutant: the specialisation lookup run on
    an unknown skill.)"""
    custom = CustomOccupation(fixed={"EDU": 4}, credit_rating=(9, 30), skills=["Radio Telegraphy", "Art/Craft"])
    sheet = CoC7Sheet(
        characteristics=Characteristics(EDU=60),
        occupation=OccupationChoice(
            name="Radio Operator", custom=custom, specialisations={"Art/Craft": "Morse Keying"}
        ),
        skills=[Skill(name="Radio Telegraphy", custom_base=5, occupation=40)],
    )
    derived = derive(sheet)
    labels = {label.casefold() for label in derived.occupation_skills}
    assert "radio telegraphy" in labels and "art/craft (morse keying)" in labels
    line = derived.skill("Radio Telegraphy")
    assert line is not None and line.is_occupation
    assert (line.base, line.occupation, line.value, line.half, line.fifth) == (5, 40, 45, 22, 9)
    assert derived.occupation_budget.total == 240  # EDU 60 × 4


@pytest.mark.parametrize(
    ("strength", "size", "bonus", "build"),
    [(200, 244, "+4D6", 5), (200, 245, "+5D6", 6), (260, 264, "+5D6", 6), (260, 265, "+6D6", 7), (1, 1, "-2", -2)],
)
def test_damage_bonus_past_the_table_and_at_its_first_row(strength, size, bonus, build):
    """RULES.md: STR+SIZ 365–444 gives +4D6 and Build 5, "each further 80 +1D6 more, +1 more":
    445 is +5D6 (6), 525 +6D6 (7); the first row starts at 2 (−2, −2). (Mutants: < → <= at the
    table's ends.)"""
    derived = derive(CoC7Sheet(characteristics=Characteristics(STR=strength, SIZ=size)))
    assert (derived.damage_bonus, derived.build) == (bonus, build)


@pytest.mark.parametrize(("strength", "dex", "size", "mov"), [(40, 60, 60, 8), (60, 40, 60, 8), (40, 50, 60, 7)])
def test_mov_when_one_characteristic_equals_siz(strength, dex, size, mov):
    """RULES.md: MOV 8 "if either STR or DEX is greater than or equal to SIZ"; 7 only when both
    are less. (Mutant: < → <= in the MOV 7 test.)"""
    derived = derive(CoC7Sheet(characteristics=Characteristics(STR=strength, DEX=dex, SIZ=size), age=25))
    assert derived.mov == mov


def test_skill_lines_show_half_and_fifth_rounded_down():
    """RULES.md: values are shown full (half/fifth) rounded down, like STR 60 "60 (30/12)":
    Charm 15 + 40 = 55 (27/11); Spot Hidden untouched 25 (12/5); Cthulhu Mythos 12 (6/2).
    (Mutants: // 2 and // 5 changed in each way a line is built.)"""
    sheet = CoC7Sheet(skills=[Skill(name="Charm", personal=40), Skill(name="Cthulhu Mythos", experience=12)])
    derived = derive(sheet)
    lines = {label: derived.skill(label) for label in ("Charm", "Spot Hidden", "Cthulhu Mythos", "Listen")}
    assert [(line.value, line.half, line.fifth) for line in lines.values()] == [
        (55, 27, 11), (25, 12, 5), (12, 6, 2), (20, 10, 4),
    ]
    spot = lines["Spot Hidden"]
    assert (spot.occupation, spot.personal, spot.experience) == (0, 0, 0)


def test_credit_rating_zero_is_penniless():
    """RULES.md (seed 004): "0 penniless". (Mutant: the band lookup's lower end exclusive.)"""
    derived = derive(CoC7Sheet(skills=[Skill(name="Credit Rating")]))
    assert derived.credit_rating.value == 0 and derived.credit_rating.band == "Penniless"
