"""Sheet models refuse values the rules cannot hold (issue 23): a float, a bool (an int subclass
in Python) or a numeric string is not a skill value, characteristic or rating, and a blank name is
not a name. Before issue 23 ``Skill(personal=1.5)`` failed but ``personal=1.0`` and ``personal=True``
were stored as 1, and ``Characteristics(STR=True)`` gave STR 1."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from sheetmaker.systems.coc7.model import Characteristics, CoC7Sheet, Skill, Weapon
from sheetmaker.systems.toc.model import Ability, Source, ToCSheet

NOT_WHOLE_NUMBERS = [50.0, True, False, "50"]


@pytest.mark.parametrize("value", NOT_WHOLE_NUMBERS)
@pytest.mark.parametrize("field", ["occupation", "personal", "experience", "custom_base"])
def test_coc7_skill_values_are_whole_numbers(field, value):
    with pytest.raises(ValidationError):
        Skill(name="Charm", **{field: value})
    assert getattr(Skill(name="Charm", **{field: 5}), field) == 5


@pytest.mark.parametrize("value", NOT_WHOLE_NUMBERS)
def test_coc7_characteristics_and_pools_are_whole_numbers(value):
    with pytest.raises(ValidationError):
        Characteristics(STR=value)
    for field in ("luck", "san", "hp", "cthulhu_mythos", "age"):
        with pytest.raises(ValidationError):
            CoC7Sheet(**{field: value})
    sheet = CoC7Sheet()
    with pytest.raises(ValidationError):  # assignment is validated too (the sheet's cells)
        sheet.characteristics.STR = value
    assert sheet.characteristics.STR != value or value is False


@pytest.mark.parametrize("value", NOT_WHOLE_NUMBERS)
def test_toc_ratings_and_pools_are_whole_numbers(value):
    with pytest.raises(ValidationError):
        Ability(rating=value)
    with pytest.raises(ValidationError):
        Ability(rating=4, pool=value)
    with pytest.raises(ValidationError):
        ToCSheet(armour=value)
    assert Ability(rating=4, pool=-3).pool == -3


def test_files_keep_whole_numbers_loading():
    """JSON files written by SheetMaker hold integers: they still load; 50.0 does not."""
    assert Skill.model_validate_json('{"name": "Charm", "personal": 40}').personal == 40
    with pytest.raises(ValidationError):
        Skill.model_validate_json('{"name": "Charm", "personal": 40.0}')


@pytest.mark.parametrize("blank", ["", "   ", "\t"])
def test_blank_names_are_refused(blank):
    with pytest.raises(ValidationError):
        Skill(name=blank)
    with pytest.raises(ValidationError):
        Weapon(name=blank)
    with pytest.raises(ValidationError):
        Source(name=blank)
    with pytest.raises(ValidationError):
        ToCSheet(abilities={blank: {"rating": 2}})
    with pytest.raises(ValidationError):
        ToCSheet(languages=[blank])
