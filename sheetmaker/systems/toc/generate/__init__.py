"""Random investigators and quick NPCs for Trail of Cthulhu (1st edition, seed 001).

:func:`random_investigator` builds an investigator the way a player following the rules would:
a real occupation (and a Military branch) with every choice made, Credit Rating inside the
occupation's range, Health / Stability / Sanity, every general and investigative build point
spent, the languages named, the Pillars of Sanity (and in Pulp the Sources of Stability) listed,
a Drive, a name, equipment and weapons from the tables. The result passes
:func:`~sheetmaker.systems.toc.validate.validate` without a violation (for the usual budgets:
not even a warning) and spends exactly its budgets, as :func:`~sheetmaker.systems.toc.rules.derive`
counts them.

:func:`quick_npc` builds a keeper's NPC (``kind="npc"``) at one of three tiers.

Everything random comes from the injected :class:`random.Random`, the document's id included;
with the same seed and the same ``now`` the same document comes out, byte for byte.

Decisions:

- **Exact spends.** Build points are spent one build point at a time: an occupational ability
  rises by 2 rating points (1 build point), any other by 1, so the totals land exactly on the
  budgets and nothing is withheld. Occupational ratings stay even where they can (an odd
  occupational rating wastes half a build point); a last pass gives such an ability its free
  extra point. Costs come from :mod:`sheetmaker.systems.toc.rules` (``ability_cost``,
  ``fleeing_cost``, ``credit_rating_cost``), the same functions ``derive`` uses.
- **Health, Stability, Sanity** are chosen first: Sanity 4–10 (at most 10 − Cthulhu Mythos,
  which is never bought), Stability and Health 4–12 in Purist, up to 15 and 14 in Pulp. If
  the highest of the three is more than twice the next, the next is raised to half of it.
- **The highest-general rule** (another General ability at least half the highest) holds at
  every step: a raise that would put an ability above twice every other General rating is not
  made. Health, Stability and Sanity count as General abilities, as ``validate`` counts them.
- **General points.** Each occupational General ability first gets 1 build point (rating 2),
  then points go one at a time: occupational abilities (weight 6, soft cap 8) and 4 "interests"
  drawn among the other General abilities (weight 3, soft cap 6; the occupation's suggestions
  and the generally useful Athletics, Driving, Firearms, First Aid, Fleeing, Scuffling, Sense
  Trouble, Stealth, Preparedness and Weapons are the likeliest interests; Hypnosis and
  Psychoanalysis rarely), the rest seldom (weight 0.1, soft cap 2). Athletics may reach 8 (Hit
  Threshold 4) for anyone. Pulp adds 2 to the caps. Magic and Cthulhu Mythos are never
  bought. Soft caps rise by 2 only when every candidate has reached its cap.
- **Investigative points**: Credit Rating first (a draw in the occupation's range, toward its
  lower half; never more than a third of the budget; a Hobo keeps 0, nobody sells points back),
  then Languages for the languages the occupation dictates or the Clergy's pick (an even
  rating when Languages is occupational, so a second language comes free), then 1 build point
  for each occupational ability (rating 2) while the budget lasts, then one build point at a
  time: occupational abilities (weight 6, soft cap 4, or 6 for occupations with fewer than 5
  investigative abilities), 3 interests (5 for those occupations) drawn among the others with
  the occupation's suggestions the likeliest (weight 3, soft cap 3), the rest seldom (0.1, cap 1).
- **Choices.** Free picks follow a table of what suits each shipped occupation (a Professor's
  Academic picks favour History, Occult, Anthropology...); other abilities stay possible. Picks
  never take Credit Rating, Cthulhu Mythos, Magic, Health, Stability, Sanity or Fleeing.
  Names given in ``occupational`` fill the choices first (:func:`occupational_picks`).
- **Languages** are named one per rating point: the occupation's own first (an Alienist's
  German and Latin, the Clergy pick), then languages that suit the occupation, then others.
  English is taken as the mother tongue and never listed.
- **Pillars of Sanity**: one per 3 full Sanity points, from the data's examples, all different.
  **Sources of Stability** (Pulp only): one per 3 full Stability points, invented living people
  with a relationship (family members share the investigator's surname). Purist sheets have none.
- **Drive**: the occupation's likely Drives weigh 3, the others 1.
- **Names** come from the 1920s name lists of the Call of Cthulhu data (the same people live in
  the 1930s); ages are 22–60, most often in the 30s and 40s.
- **Art and Craft** take one named speciality per rating point.
- **Weapons and equipment** follow the occupation (a Police Detective carries a Smith & Wesson
  .38 Special revolver, a Criminal a knife or a blackjack, soldiers their branch's arms); anyone
  else with Firearms 4+ gets a pistol and with Weapons 4+ a knife. Entries are copied from the
  weapon tables (``kind`` names the table entry). Nobody lists "Unarmed" except an NPC with no
  weapon at all.
- **Quick NPCs** (see :data:`TIERS`): Athletics, Health, Scuffling, Weapons and Firearms at the
  tier's rating ±1 (expert 10, professional 7, average 4; never below 1), the occupation's other
  General abilities at the rating −2..0, Stability at the rating; 5 / 4 / 3 of the occupation's
  investigative abilities at 3 / 2 / 1 (sometimes one more); Credit Rating three quarters, half
  or a quarter of the way up the occupation's range. The Hit Threshold is written on the
  statblock (3, or 4 with Athletics 8+, as for anyone); Alertness Modifier +1 / 0 / −1 (an
  average person is easy to slip past) and Stealth Modifier +1 / 0 / 0. NPCs get a Drive, no
  Pillars and no Sources; the build rules do not apply to them.
- **Times.** ``created`` and ``modified`` are ``now`` (default: the current time); the id is
  drawn from the generator.
- :func:`with_rating` is the keeper's ``--set`` of ``sheetmaker new toc``: a final rating
  (pool at the rating), whatever the build rules say.

The code lives in submodules by concern, re-exported here: :mod:`.tables` (campaigns, tiers,
what suits each occupation), :mod:`.occupations` (look-ups, occupational picks), :mod:`.build`
(build points), :mod:`.people` (names, Sources, Pillars, Drives, languages), :mod:`.weapons` and
:mod:`.documents` (:func:`random_investigator`, :func:`quick_npc`, :func:`with_rating`).
"""

from __future__ import annotations

# Besides the public names, the private helpers the step-by-step creation
# (sheetmaker.systems.toc.session) and the NPC batches (sheetmaker.io.npc_batch) use.
from sheetmaker.systems.toc.generate.build import (  # noqa: F401
    _Build,
    _languages_wanted,
    _spend_general,
    _spend_investigative,
)
from sheetmaker.systems.toc.generate.documents import (
    quick_npc,
    random_investigator,
    with_rating,
)
from sheetmaker.systems.toc.generate.occupations import (  # noqa: F401
    _branch_for_picks,
    _fill_choices,
    find_branch,
    find_occupation,
    occupation_for_branch,
    occupational_picks,
)
from sheetmaker.systems.toc.generate.people import (  # noqa: F401
    _age,
    _drive,
    _language_names,
    _names,
    _person,
    _pillars,
    _sources,
    _specialities,
)
from sheetmaker.systems.toc.generate.tables import (  # noqa: F401
    _DEFAULT_EQUIPMENT,
    _NEVER_BOUGHT,
    ART,
    ART_SPECIALITIES,
    CAMPAIGNS,
    CRAFT,
    CRAFT_SPECIALITIES,
    GENERAL_INTERESTS,
    INVESTIGATIVE_INTERESTS,
    LANGUAGE_NAMES,
    MAGIC,
    NPC_KEY_GENERAL,
    TIERS,
    Tier,
    _hint,
)
from sheetmaker.systems.toc.generate.weapons import (  # noqa: F401
    _weapons,
    weapon_from_table,
)

__all__ = [
    "CAMPAIGNS",
    "TIERS",
    "Tier",
    "find_branch",
    "find_occupation",
    "occupation_for_branch",
    "occupational_picks",
    "quick_npc",
    "random_investigator",
    "weapon_from_table",
    "with_rating",
]
