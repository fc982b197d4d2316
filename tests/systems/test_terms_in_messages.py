"""Game terms formatted into the rules' sentences (rule problems, roll notes) come out in the
language in use, while fields and stored values keep the English names and English output stays
as it was. No translator is installed here, so the sentences themselves stay English: only the
terms (from the game data, sheetmaker.core.terms) change."""

from __future__ import annotations

import random

import pytest

from sheetmaker.core import i18n
from sheetmaker.io import fileformat
from sheetmaker.systems.coc7 import play as coc_play
from sheetmaker.systems.coc7 import validate as coc_validate
from sheetmaker.systems.toc import play as toc_play
from sheetmaker.systems.toc import validate as toc_validate
from tests.fixtures import HARVEY_ALLOCATION
from tests.pdf.conftest import sample


def _broken_harvey():
    """Harvey with STR unset and 95 occupation points more in Library Use (115 in all)."""
    sheet = fileformat.load(HARVEY_ALLOCATION).sheet
    skills = [s.model_copy(update={"occupation": 95}) if s.name == "Library Use" else s for s in sheet.skills]
    characteristics = sheet.characteristics.model_copy(update={"STR": 0})
    return sheet.model_copy(update={"skills": skills, "characteristics": characteristics})


def _problems(violations, *codes):
    return {v.code: (v.message, v.fix, v.field) for v in violations if v.code in codes}


@pytest.mark.parametrize(
    ("language", "skill", "strength"),
    [("en", "Library Use", "STR"), ("de", "Bibliotheksnutzung", "ST"), ("fr", "Bibliothèque", "FOR")],
)
def test_coc_rule_problems_name_the_skill_and_characteristic_in_the_language(language, skill, strength):
    i18n.set_language(language)
    found = _problems(coc_validate.validate(_broken_harvey()), "skill.over_99", "characteristic.missing")
    assert found == {
        "skill.over_99": (
            f"{skill} is 115 after creation points; no skill exceeds 99 at creation.",
            f"Take 16 points out of {skill}.",
            "sheet.skills[Library Use]",
        ),
        "characteristic.missing": (f"{strength} is not set (0).", f"Enter {strength}.", "sheet.characteristics.STR"),
    }


def test_toc_rule_problem_lists_the_drives_in_german():
    i18n.set_language("de")
    sheet = sample("toc-alienist-purist").sheet.model_copy(update={"drive": ""})
    (message, fix, field), = _problems(toc_validate.validate(sheet), "drive.missing").values()
    assert message == "No Drive is chosen."
    assert fix == (
        "Choose a Drive: Abenteuerlust, Liebe zum Altertum, Arroganz, Künstlerische Sensibilität, Pech, Neugier, "
        "Pflichtgefühl, Langeweile, Gefolgschaft, Rache, Gelehrsamkeit, Plötzlicher Schock, Wissensdurst."
    )
    assert field == "sheet.drive"


@pytest.mark.parametrize(("language", "skill"), [("en", "Library Use"), ("de", "Bibliotheksnutzung")])
def test_coc_roll_notes_name_the_skill_in_the_language(language, skill):
    i18n.set_language(language)
    sheet = fileformat.load(HARVEY_ALLOCATION).sheet
    outcome = coc_play.skill_roll(sheet, "Library Use", random.Random(5))
    assert outcome.notes == (f"{skill} 80: rolled 49, regular", f"{skill} ticked for improvement")
    assert outcome.roll.label == "Library Use"
    assert outcome.sheet.skill("Library Use").ticked


@pytest.mark.parametrize(("language", "ability"), [("en", "Medicine"), ("de", "Medizin"), ("fr", "Médecine")])
def test_toc_spend_note_names_the_ability_in_the_language(language, ability):
    i18n.set_language(language)
    outcome = toc_play.spend_investigative(sample("toc-alienist-purist").sheet, "Medicine", 1)
    assert outcome.notes == (f"1 {ability} spent; pool 4 → 3",)
    assert outcome.sheet.abilities["Medicine"].pool == 3
