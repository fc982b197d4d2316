"""Trail of Cthulhu in play: tests, contests, combat, Health, Stability, Sanity and refreshes.

Every function here is pure: it takes a :class:`ToCSheet`, never changes it, and returns an
:class:`~sheetmaker.core.outcome.Outcome` carrying a *new* sheet, every stored field that changed
(computed by comparing the two sheets) and readable notes, so the GUI can push one undo step per
outcome. Actions that touch two sheets (a helper in a co-operative test, a medic, a treater)
return the second sheet and its changes in fields of their own. Derived values (ratings of
abilities not on the sheet, status bands, penalties, Hit Threshold) come from
:func:`sheetmaker.systems.toc.rules.derive`; the dice mechanics from
:mod:`sheetmaker.core.gumshoe`. Randomness is injected as a :class:`random.Random`
(``rng.randint(1, 6)`` per die).

Rule decisions (seed 001 is the authority; where it differs from RULES.md it wins):

* **Tests.** 1D6 + spend + modifier >= difficulty (:func:`sheetmaker.core.gumshoe.test`). A zero
  rating fails automatically except in Scuffling, Weapons and Firearms. Investigative abilities
  are never tested: their points are spent (:func:`spend_investigative`). Sanity is neither
  tested nor spent. A failed test may be retried only with a larger spend (:func:`retry`).
* **Spends.** "Further pool points can not be spent after reaching zero pool points in an
  ability, except for Health and Stability pool points which can reach as low as −12", and for
  Stability "may not reduce their current Stability pool points below −11": spends never take
  Health or Stability below −11 (a spend that would kill is refused), other pools below 0.
* **Condition penalties** (seed: "Any tests a hurt character makes, suffer a +1 difficulty level
  penalty", the same for shaken; "Mind blasted characters suffer the effects of being shaken")
  add to the difficulty of every test, Stability tests included, and add up (hurt and shaken:
  +2); :attr:`Derived.difficulty_penalty`. Tests whose difficulty the seed sets from a pool
  (Consciousness tests, the shaken character's Stability test before an investigative spend)
  take no penalty. Surprise adds +2 to the next General test.
* **Investigative spends.** Need a non-zero rating. A hurt character first passes a
  Consciousness test, a shaken one a Stability test (seed's "Version notes"); failing spends
  nothing. The gates apply to investigative abilities only, not to General abilities used
  investigatively (Disguise, Mechanical Repair...).
* **Who may act.** Dead, permanently insane (Stability −12 or Sanity 0) and seriously wounded
  characters ("can take no further actions whatsoever, even if conscious") make no tests but
  the Consciousness and Stability tests forced on them; mind blasted characters "can do nothing
  except gibber, attack perceived threats in a frenzied manner or flee": only Scuffling, Weapons,
  Firearms, Athletics and Fleeing tests.
* **Stability tests.** Difficulty 4, 5 when the event involves a Mythos horror; +1 in pitch
  black darkness only (the seed's darkness table has "•" for night and dark); +1 when the
  character had Pillars of Sanity and none is intact (:attr:`Derived.stability_test_penalty`;
  a sheet listing no Pillars, such as an NPC's, has nothing to lose and tests at 4); −1 for
  relevant experience (non-Mythos events only) and −1 for a Pulp creature
  already faced often enough, never below 2. Failure loses the loss the caller gives (table
  plus creature extra); success loses nothing (the seed gives no loss on success). The Big
  Reveal (optional, Purist) triples the loss, minimum 8.
* **Coming unstrung.** Stability 0..−5 shaken, −6..−11 mind blasted, −12 permanently
  insane.
  Becoming mind blasted (from above −6) costs 1 Stability rating point, whatever the cause.
  Becoming shaken through a failed Mythos Stability test costs 1 Sanity rating point; becoming
  mind blasted that way costs 2, or 1 if ``sanity_rating_lost_this_adventure`` is already 1 or
  more (the model's tracking field). Only a *change* of band counts ("becomes"). A Stability
  loss outside a test marked ``mythos`` (spell casting, a shattered Pillar) follows the same
  Sanity rules (seed, "Casting Spells").
* **Sanity.** A Sanity rating loss caps the Sanity pool at the new rating. A single incident
  costing 2 or more Sanity (rating or pool) also loses every False Sanity point at once (they
  are part of the rating); smaller losses leave ``false_sanity`` alone except to keep it within
  the rating. Sanity pool 0: permanently insane. In Purist a character may faint to reduce a
  Mythos Sanity pool loss to 1.
* **Cthulhu Mythos gained** (:func:`gain_mythos`): rating and pool rise (``play_change``); a
  Sanity rating above 10 − Cthulhu Mythos "must immediately be reduced downwards" to it, the
  pool following; gaining the points costs no Stability or Sanity pool by itself.
* **Pillars.** The seed: a Mythos revelation "specifically targeted against one of a character's
  Pillars of Sanity" shatters it, "costing the character 6 Stability pool points and 2 Sanity
  pool points" (not "a loss of 6 Stability at once" as RULES.md's shorthand reads);
  :func:`shatter_pillar`. "For every three pool points of Sanity a character loses they may
  choose to have one of their Pillars of Sanity crumble from within" (pool points, not rating
  points); :func:`crumble_pillar` allows one per 3 Sanity pool points below the Sanity rating at
  creation, less the Pillars already crumbled. A shattered Pillar cannot crumble.
* **Health.** 0..−5 hurt (+1 difficulty), −6..−11 seriously wounded, −12 dead. Armour is
  subtracted; damage never goes below 0. Dropping below 0 (and again on becoming seriously
  wounded) asks for a Consciousness test at difficulty = points below 0
  (:func:`consciousness_test`, Health spends allowed, never rolled implicitly). Non-lethal
  scuffling damage stops at −11. Optional lethal firearms: +6 when a hit leaves the pool at 0
  or less.
* **First Aid** (seed numbers): only on a hurt or seriously wounded character; on a hurt one
  each First Aid point spent by another restores 2 Health, by the patient 1; with an empty
  First Aid pool (and a rating) 1 point per scene; never above the Health before the incident
  (when given), the rating, nor in Purist a third of the rating (rounded down). A seriously
  wounded character regains nothing from First Aid: :func:`stabilise` (First Aid test,
  difficulty 3, 2 for a Doctor or Nurse) stops the loss of 1 Health per half hour (:func:`bleed`).
  Hospital: days = points below 0, then half the rating (rounded down), full the next day.
* **Psychological triage**: Psychoanalysis test at 4 (3 for Clergy and Alienists); success gives
  2 Stability per Psychoanalysis point sacrificed beyond the test's spend (1 per point for an
  Alienist treating themselves), never above the rating.
* **Damage.** 1D6 + the weapon's modifier (for firearms and explosives the modifier of the
  range band); −2 with a zero rating in the fighting ability used; tripled for a firearm hitting
  a charging or helpless target as the seed says. The seed sets no minimum: a negative total
  deals 0.
* **Refresh.** Investigative pools and Stability return to the rating between adventures;
  general pools (not Health, Stability, Sanity) too unless ``general=False`` (the seed lists only
  the first two; the 24-hour group refreshes after any such break, the safe-haven group is
  left to the caller's choice). Athletics, Driving, Firearms, Fleeing, Piloting, Riding,
  Scuffling, Weapons 24 hours after their last expenditure; three other General pools per
  session in a safe haven; Health 2 per day of rest unless seriously wounded. Sanity pool
  points come back only as the Pulp end-of-adventure award; Denying the Mythos gives 1 Sanity
  rating point back. Pools never exceed their rating.

The rules live in submodules by concern, re-exported here: :mod:`.checks` (tests, contests,
continuing challenges), :mod:`.combat` (attacks, damage rolls), :mod:`.pools` (spends,
refreshes), :mod:`.stability` (Stability, Sanity, Cthulhu Mythos, Pillars), :mod:`.health`
(damage taken, Consciousness, First Aid, healing), :mod:`.outcomes` (the outcome classes) and
:mod:`._common` (constants and shared helpers).
"""

from __future__ import annotations

from sheetmaker.core.outcome import Change, Outcome
from sheetmaker.systems.toc.play._common import (  # noqa: F401
    BIG_REVEAL_FACTOR,
    BIG_REVEAL_MINIMUM,
    COVER,
    DARKNESS_LEVELS,
    FALSE_SANITY_TRIGGER,
    FIREARM_TRIPLE,
    FIRST_AID_RATE_OTHER,
    FIRST_AID_RATE_SELF,
    HARD_DRIVE_GAIN,
    HARD_DRIVE_LOSS,
    HEALTH_PER_REST_DAY,
    HURT_FLOOR,
    LETHAL_FIREARMS_EXTRA,
    MEDICAL_OCCUPATIONS,
    MIND_BLASTED_ABILITIES,
    MYTHOS_STABILITY_DIFFICULTY,
    POOL_FLOOR,
    RANGE_BANDS,
    SAFE_HAVEN_GROUP,
    SAFE_HAVEN_LIMIT,
    SANITY_PER_CRUMBLE,
    SERIOUS_FLOOR,
    SHATTER_SANITY_LOSS,
    SHATTER_STABILITY_LOSS,
    SOFT_DRIVE_GAIN,
    SOFT_DRIVE_LOSS,
    SPEND_FLOOR,
    STABILISE_DIFFICULTY,
    STABILISE_DIFFICULTY_MEDICAL,
    STABILITY_DIFFICULTY,
    TEMPORARY_TRIAGE_COST,
    TEMPORARY_TRIAGE_COST_ALIENIST,
    TRIAGE_DIFFICULTY,
    TRIAGE_DIFFICULTY_EXPERT,
    TRIAGE_EXPERTS,
    TRIAGE_RATE,
    TRIAGE_RATE_SELF,
    TWENTY_FOUR_HOUR_GROUP,
    ZERO_RATING_DAMAGE_PENALTY,
    changes_between,
)
from sheetmaker.systems.toc.play.checks import (
    ability_test,
    challenge_test,
    contest_round,
    contestant,
    cooperative_test,
    piggyback_test,
    retry,
)
from sheetmaker.systems.toc.play.combat import attack, damage_roll
from sheetmaker.systems.toc.play.health import (
    apply_damage,
    bleed,
    consciousness_test,
    first_aid,
    hospital_discharge,
    npc_rest_day,
    rest_day,
    stabilise,
)
from sheetmaker.systems.toc.play.outcomes import (
    ChallengeOutcome,
    ConsciousnessOutcome,
    ContestOutcome,
    CooperativeOutcome,
    DamageOutcome,
    HealOutcome,
    MythosOutcome,
    PiggybackOutcome,
    PillarOutcome,
    RefreshOutcome,
    SanityOutcome,
    SpendOutcome,
    StabilityGainOutcome,
    StabilityOutcome,
    TestOutcome,
    WoundOutcome,
)
from sheetmaker.systems.toc.play.pools import (
    general_spend,
    npc_refresh,
    refresh_24_hours,
    refresh_between_adventures,
    refresh_safe_haven,
    spend_investigative,
)
from sheetmaker.systems.toc.play.stability import (
    act_against_drive,
    act_within_drive,
    confidence_roll,
    crumble_pillar,
    gain_mythos,
    lose_sanity,
    lose_stability,
    pillars_that_may_crumble,
    psychological_triage,
    shatter_pillar,
    stability_test,
    temporary_triage,
)
from sheetmaker.systems.toc.rules import derive, health_status, stability_status  # noqa: F401

__all__ = [
    "Change",
    "ChallengeOutcome",
    "ConsciousnessOutcome",
    "ContestOutcome",
    "CooperativeOutcome",
    "DamageOutcome",
    "HealOutcome",
    "MythosOutcome",
    "Outcome",
    "PiggybackOutcome",
    "PillarOutcome",
    "RefreshOutcome",
    "SanityOutcome",
    "SpendOutcome",
    "StabilityGainOutcome",
    "StabilityOutcome",
    "TestOutcome",
    "WoundOutcome",
    "ability_test",
    "act_against_drive",
    "act_within_drive",
    "apply_damage",
    "attack",
    "bleed",
    "challenge_test",
    "changes_between",
    "confidence_roll",
    "consciousness_test",
    "contest_round",
    "contestant",
    "cooperative_test",
    "crumble_pillar",
    "damage_roll",
    "first_aid",
    "general_spend",
    "hospital_discharge",
    "gain_mythos",
    "lose_sanity",
    "lose_stability",
    "npc_refresh",
    "npc_rest_day",
    "piggyback_test",
    "pillars_that_may_crumble",
    "psychological_triage",
    "refresh_24_hours",
    "refresh_between_adventures",
    "refresh_safe_haven",
    "rest_day",
    "retry",
    "shatter_pillar",
    "spend_investigative",
    "stabilise",
    "stability_test",
    "temporary_triage",
]
