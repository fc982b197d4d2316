"""Random investigators and quick NPCs for Call of Cthulhu 7e.

:func:`random_investigator` builds an investigator the way a player following the rules would:
characteristics rolled (or allocated), an age with its effects, Luck, an occupation of the era
with every choice made, every occupation and personal interest point spent, a name, a home and
sensible weapons. The result passes :func:`~sheetmaker.systems.coc7.validate.validate` without
an error and spends exactly its budgets.

:func:`quick_npc` builds a keeper's NPC at one of three tiers (expert 75, professional 50,
average 25 on the occupation skills), with rolled or averaged characteristics.

Everything random comes from the injected :class:`random.Random`, the document's id included;
with the same seed and the same ``now`` the same document comes out, byte for byte.

Decisions:

- **Age.** Unless given, the age is drawn from bands weighted toward the 20s to 40s (15–19
  rarely, 60s and 70s seldom). A given age must be 15–89 for an investigator (the creation
  table); NPCs take any age the file format holds.
- **Age deductions** go 5 points at a time to whichever allowed characteristic is highest,
  keeping each above 30 while it can, then above 15, and only then down to the rules' floor of 1
  (:class:`SpreadAgeChoices`).
- **Occupation points.** Credit Rating is set inside the occupation's range first (a draw
  toward the lower middle of the range, never more than about 35% of the points). The rest goes
  in steps that end values on multiples of 5 where they can: each occupation skill gets a first
  share, then 2–4 key skills of the occupation (its first ones the likeliest) are raised in turn
  toward 55–80, and what is left is spread at random (key skills slightly favoured). Key skills
  stop at 75 or 80, the others at 60–70; only when every skill has reached its cap do the caps
  rise, 5 at a time, never past 99. The formula's choice is the best pick, recorded.
- **Choices.** Social, A-or-B and "any skill" picks follow a table of what suits each shipped
  occupation (a Police Detective favours Intimidate and Disguise, a Soldier's Firearms is
  Rifle/Shotgun); user occupations fall back on a list of generally useful skills.
- **Personal points** (INT×2) go to 3–5 useful skills that are not occupation skills (caps
  50–65, more skills added when those are full); none to Cthulhu Mythos or Credit Rating.
- **Quick NPCs.** Every occupation skill is set to the tier's value (occupation points = value
  − base), except that a skill whose base is higher keeps its base (Language (Own) at EDU,
  Dodge at half DEX) and Credit Rating sits at the tier's point of the occupation's range (a
  quarter of the way up for average, half for professional, three quarters for expert: a
  professional Police Detective, 20–50, has 35). Other skills stay at their base.
- **Averaged characteristics** take the exact average of the dice rounded down to a multiple
  of 5: 3D6×5 (average 52.5) gives 50, (2D6+6)×5 (average 65) gives 65. An averaged NPC has
  Luck 50 too; otherwise Luck is rolled (3D6×5).
- **Weapons** come from the era's weapons list (``weapons.json``). Everyone has Unarmed
  (1D3+DB, Fighting (Brawl)); a Firearms occupation or interest skill brings a gun of the era
  (.38 revolver or 9mm automatic, a shotgun, a rifle), a Fighting (Spear/Sword/Axe) skill its
  weapon, police officers a nightstick (a collapsible baton today).
- **Times.** ``created`` and ``modified`` are ``now`` (default: the current time); the id is
  drawn from the generator.
- :func:`with_characteristics` and :func:`with_skill_value` are the keeper's edits of
  ``sheetmaker new`` (``--set``, ``--skill``): free entry of characteristics, and a skill's
  final value turned into points (Cthulhu Mythos into :attr:`CoC7Sheet.cthulhu_mythos`).

The generators are split by concern: :mod:`.characteristics` (ages, characteristics),
:mod:`.occupation` (the occupation and its choices, with the table of :mod:`.hints`),
:mod:`.skills` (skill points), :mod:`.weapons`, :mod:`.identity` (names, places, id and
times), :mod:`.investigator`, :mod:`.npc` and :mod:`.edits` (the keeper's edits).
``_person``, ``_places``, ``_full_points`` and ``_quick_start_points`` are re-exported for
the creation session (:mod:`sheetmaker.systems.coc7.session`) and the NPC batch
(:mod:`sheetmaker.io.npc_batch`).
"""

from __future__ import annotations

from sheetmaker.systems.coc7.generate._common import CREDIT_RATING as CREDIT_RATING
from sheetmaker.systems.coc7.generate.characteristics import (
    AGE_BANDS,
    INVESTIGATOR_AGES,
    SpreadAgeChoices,
    allocate_characteristics,
    average_characteristics,
    random_age,
)
from sheetmaker.systems.coc7.generate.characteristics import SOFT_FLOORS as SOFT_FLOORS
from sheetmaker.systems.coc7.generate.edits import (
    with_characteristics,
    with_skill_value,
)
from sheetmaker.systems.coc7.generate.identity import _person as _person
from sheetmaker.systems.coc7.generate.identity import _places as _places
from sheetmaker.systems.coc7.generate.investigator import random_investigator
from sheetmaker.systems.coc7.generate.npc import TIER_CREDIT, TIERS, quick_npc
from sheetmaker.systems.coc7.generate.occupation import choose_occupation, make_choices
from sheetmaker.systems.coc7.generate.skills import _full_points as _full_points
from sheetmaker.systems.coc7.generate.skills import (
    _quick_start_points as _quick_start_points,
)
from sheetmaker.systems.coc7.generate.weapons import weapons_for

__all__ = [
    "AGE_BANDS",
    "INVESTIGATOR_AGES",
    "TIERS",
    "TIER_CREDIT",
    "SpreadAgeChoices",
    "allocate_characteristics",
    "average_characteristics",
    "choose_occupation",
    "make_choices",
    "quick_npc",
    "random_age",
    "random_investigator",
    "weapons_for",
    "with_characteristics",
    "with_skill_value",
]
