"""A Doctor of Medicine answered up to the skills step, shared by the skills, identity and review
page tests: allocation STR 40 CON 50 SIZ 60 DEX 70 APP 50 INT 60 POW 50 EDU 80, age 25 with an
EDU check that fails (EDU stays 80): occupation points EDU×4 = 320, personal INT×2 = 120,
Credit Rating 30–80."""

from __future__ import annotations

import random

from sheetmaker.systems.coc7.session import (
    AgeAnswers,
    CharacteristicsAnswers,
    ChoicesAnswers,
    EduDice,
    OccupationAnswers,
    SetupAnswers,
)
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

VALUES = dict(STR=40, CON=50, SIZ=60, DEX=70, APP=50, INT=60, POW=50, EDU=80)
#: The Doctor's eight occupation skills (two "any" picks) and Credit Rating.
OCCUPATION_SKILLS = (
    "First Aid", "Language (Latin)", "Medicine", "Psychology", "Science (Biology)",
    "Science (Pharmacy)", "Spot Hidden", "Listen", "Credit Rating",
)


def doctor_wizard(qtbot, seed: int = 5) -> CoC7CreationWizard:
    wizard = CoC7CreationWizard(rng=random.Random(seed))
    qtbot.addWidget(wizard)
    model = wizard.model
    assert model.set("setup", SetupAnswers())
    assert model.set("characteristics", CharacteristicsAnswers(method="allocation", values=VALUES))
    assert model.set(
        "age", AgeAnswers(age=25, edu_checks=[EduDice(roll=10, d10=5)] * 4, luck_rolls=[50, 60])
    )
    assert model.set("occupation", OccupationAnswers(name="Doctor of Medicine"))
    assert model.set("choices", ChoicesAnswers(picks={"other": ["Spot Hidden", "Listen"]}))
    for step in ("setup", "characteristics", "age", "occupation", "choices"):
        assert model.report(step).ok, (step, model.report(step).errors)
    return wizard
