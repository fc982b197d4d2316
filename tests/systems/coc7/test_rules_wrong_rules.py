"""derive() of CoC 7e sheets: wrong rules that passed every test before issue 23 (found by
tests/benchmarks/mutation_rules.py). Numbers from /work/shared/RULES.md."""

from __future__ import annotations

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
    assert (line.base, line.occupation, line.value) == (5, 40, 45)
    assert derived.occupation_budget.total == 240  # EDU 60 × 4
