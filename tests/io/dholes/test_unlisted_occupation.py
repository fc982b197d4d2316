"""Dhole's House files whose occupation SheetMaker does not list (issue 22: "Book Dealer" lost its
200 occupation points and its 8 occupation marks without a word)."""

from __future__ import annotations

import json
from pathlib import Path

from sheetmaker.io import dholes
from sheetmaker.systems.coc7 import rules

AGATHA = Path(__file__).resolve().parents[2] / "data" / "interchange" / "dholes-agatha-crane.json"
MARKED = [
    "Appraise", "Art/Craft (Bookbinding)", "Charm", "History", "Language (Latin)", "Library Use", "Spot Hidden",
]


def _book_dealer(points: str = "200", **chars: str):
    obj = json.loads(AGATHA.read_text())
    inv = obj["Investigator"]
    inv["PersonalDetails"]["Occupation"] = "Book Dealer"
    inv["Characteristics"].update({"EDU": "60", "APP": "40", "OccupationSkillPoints": points, **chars})
    for key in ("EDU_half", "EDU_fifth", "APP_half", "APP_fifth"):
        inv["Characteristics"].pop(key, None)
    imported = dholes.read(json.dumps(obj).encode())
    assert len(imported) == 1
    return imported[0]


def test_an_unlisted_occupation_keeps_its_points_and_marks():
    imported = _book_dealer()
    sheet = imported.document.sheet
    assert sheet.occupation is not None and sheet.occupation.name == "Book Dealer"
    custom = sheet.occupation.custom
    assert custom is not None
    assert custom.fixed == {"EDU": 2, "APP": 2}  # 60 × 2 + 40 × 2 = 200, the file's figure
    assert custom.skills == MARKED  # Credit Rating is always an occupation skill, never listed
    derived = rules.derive(sheet)
    assert derived.occupation_budget.total == 200
    for label in [*MARKED, "Credit Rating"]:
        assert derived.is_occupation_skill(label), label
    assert not derived.is_occupation_skill("Occult")
    assert sheet.skill("Appraise").occupation == 60  # 65 over the base of 5: occupation points
    report = imported.report
    assert (
        "The occupation 'Book Dealer' (not in SheetMaker's list) → a custom occupation: skill points "
        "EDU × 2 + APP × 2 = 200 (the file's figure; the book's formula may differ), 7 occupation skills; "
        "the Credit Rating range is not in the file (0–99)." in report.mapped
    )
    lines = "\n".join([*report.notes, *report.disagreements, *report.lost])
    assert "only its name is kept" not in lines
    assert "Occupation skill points" not in lines
    assert "Occupation marks" not in lines


def test_points_no_simple_formula_gives_are_reported_as_a_disagreement():
    imported = _book_dealer(points="203")
    sheet = imported.document.sheet
    assert sheet.occupation.custom is not None and sheet.occupation.custom.fixed == {"EDU": 4}
    assert rules.derive(sheet).is_occupation_skill("Library Use")
    report = imported.report
    assert any("Book Dealer" in line and "EDU × 4" in line for line in report.mapped)
    assert (
        "Occupation skill points: the file says 203, the rules give 240 (EDU×4); SheetMaker uses 240."
        in report.disagreements
    )


def test_a_listed_occupation_is_not_made_custom():
    obj = json.loads(AGATHA.read_text())
    sheet = dholes.read(json.dumps(obj).encode())[0].document.sheet
    assert sheet.occupation.name == "Antiquarian" and sheet.occupation.custom is None


def test_a_custom_occupation_comes_back_the_same_through_an_export():
    imported = _book_dealer()
    data, _ = dholes.write(imported.document)
    again = dholes.read(data)[0]
    assert again.document.sheet.occupation == imported.document.sheet.occupation
    derived = rules.derive(again.document.sheet)
    assert derived.occupation_budget.total == 200
    assert sorted(line.label for line in derived.skills if line.is_occupation) == sorted([*MARKED, "Credit Rating"])
    assert not again.report.disagreements
