"""A sheet "as created": the play marks taken off, for printing pregenerated investigators.

Call of Cthulhu: Hit Points and Magic Points at their maximum, Sanity at its starting value,
Luck as rolled at creation (the higher of two rolls at ages 15–19; the sheet's Luck when no roll
is recorded), no improvement ticks, no conditions, no Sanity lost today.

Trail of Cthulhu: every ability at its rating from creation (what moved in play — Cthulhu
Mythos gained, Sanity lost to the Mythos, Stability lost to mind blasting, improvements — taken
back) with a full pool, the Pillars of Sanity intact, the Sources of Stability alive, no mental
disorders, no False Sanity, nothing lost this adventure and the Drive not marked meaningless.

What the player chose stays: characteristics, skills and experience, occupation, backstory,
weapons and gear. The document itself is never changed: a copy is returned.
"""

from __future__ import annotations

from sheetmaker.core.document import Document


def as_created(document: Document) -> Document:
    """A copy of ``document`` without its play marks (see the module's description)."""
    if document.system == "coc7":
        return _coc7(document)
    if document.system == "toc":
        return _toc(document)
    return document


def _coc7(document):
    from sheetmaker.systems.coc7.model import Conditions

    sheet = document.sheet
    rolls = sheet.creation.luck_rolls
    luck = max(rolls) if rolls else sheet.luck
    skills = [skill.model_copy(update={"ticked": False}) if skill.ticked else skill for skill in sheet.skills]
    fresh = sheet.model_copy(update={
        "hp": None,
        "mp": None,
        "san": None,
        "luck": luck,
        "san_lost_today": 0,
        "conditions": Conditions(),
        "skills": skills,
    })
    return document.model_copy(update={"sheet": fresh})


def _toc(document):
    sheet = document.sheet
    abilities = {
        name: ability.model_copy(update={
            "rating": ability.creation_rating, "pool": None, "play_change": 0,
        })
        for name, ability in sheet.abilities.items()
    }
    fresh = sheet.model_copy(update={
        "abilities": abilities,
        "pillars_of_sanity": [p.model_copy(update={"state": "intact"}) for p in sheet.pillars_of_sanity],
        "sources_of_stability": [s.model_copy(update={"state": "alive"}) for s in sheet.sources_of_stability],
        "mental_disorders": [],
        "false_sanity": 0,
        "sanity_rating_lost_this_adventure": 0,
        "drive_meaningless": False,
    })
    return document.model_copy(update={"sheet": fresh})
