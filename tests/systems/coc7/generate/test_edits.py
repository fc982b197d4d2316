"""The keeper's edits of ``sheetmaker new``: free characteristics, skill values."""

from __future__ import annotations

import random

import pytest

from sheetmaker.core.violations import Severity
from sheetmaker.systems.coc7.generate import (
    random_investigator,
    with_characteristics,
    with_skill_value,
)
from sheetmaker.systems.coc7.model import CHARACTERISTICS
from sheetmaker.systems.coc7.rules import derive, skill_base
from sheetmaker.systems.coc7.validate import validate


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
