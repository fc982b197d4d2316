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
  a sheet listing no Pillars, such as an NPC's, has nothing to lose and tests at 4); −1 for relevant experience (non-Mythos events only) and −1 for a Pulp creature
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
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from sheetmaker.core import gumshoe, outcome, terms
from sheetmaker.core.errors import RollError
from sheetmaker.core.gumshoe import (
    AUTOMATIC_FAILURE_EXEMPT,
    STANDARD_DIFFICULTY,
    ChallengeStep,
    Contestant,
    ContestRound,
    ContinuingChallenge,
    GumshoeTest,
    PiggybackPlan,
)
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.core.outcome import Change, Outcome
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc.data import (
    CTHULHU_MYTHOS,
    HEALTH,
    SANITY,
    STABILITY,
    Explosive,
    Firearm,
    HandWeapon,
)
from sheetmaker.systems.toc.model import Ability, RangeModifiers, ToCSheet, Weapon
from sheetmaker.systems.toc.rules import (
    SURPRISE_PENALTY,
    AbilityLine,
    Derived,
    derive,
    health_status,
    stability_status,
)

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

#: Stability test difficulty for an ordinary traumatic event and for a Mythos horror.
STABILITY_DIFFICULTY = 4
MYTHOS_STABILITY_DIFFICULTY = 5
#: Spends never take Health or Stability below this (seed: "not ... below -11").
SPEND_FLOOR = -11
#: The lowest Health and Stability pool (dead / permanently insane).
POOL_FLOOR = -12
#: Health and Stability bands (seed 001).
HURT_FLOOR = -5
SERIOUS_FLOOR = -11
#: What a mind blasted character may still do: fight in a frenzy or flee.
MIND_BLASTED_ABILITIES = frozenset({"Scuffling", "Weapons", "Firearms", "Athletics", "Fleeing"})
#: Pools refreshed 24 hours after their last expenditure (seed 001).
TWENTY_FOUR_HOUR_GROUP = "after_24_hours"
SAFE_HAVEN_GROUP = "safe_haven"
SAFE_HAVEN_LIMIT = 3
#: Health regained per day of rest (not seriously wounded).
HEALTH_PER_REST_DAY = 2
#: Health per First Aid point spent by another character / by the patient.
FIRST_AID_RATE_OTHER = 2
FIRST_AID_RATE_SELF = 1
STABILISE_DIFFICULTY = 3
STABILISE_DIFFICULTY_MEDICAL = 2
MEDICAL_OCCUPATIONS = frozenset({"doctor", "nurse"})
TRIAGE_DIFFICULTY = 4
TRIAGE_DIFFICULTY_EXPERT = 3
TRIAGE_EXPERTS = frozenset({"clergy", "alienist"})
#: Stability per Psychoanalysis point in triage (1 for an Alienist treating themselves).
TRIAGE_RATE = 2
TRIAGE_RATE_SELF = 1
TEMPORARY_TRIAGE_COST = 2
TEMPORARY_TRIAGE_COST_ALIENIST = 1
#: Shattering a Pillar of Sanity.
SHATTER_STABILITY_LOSS = 6
SHATTER_SANITY_LOSS = 2
SANITY_PER_CRUMBLE = 3
#: A single Sanity loss of this much takes every False Sanity point with it.
FALSE_SANITY_TRIGGER = 2
#: Drives (seed 001 "Acting Against Drives" / "Acting Within a Drive").
HARD_DRIVE_LOSS = 4
SOFT_DRIVE_LOSS = 2
HARD_DRIVE_GAIN = 2
SOFT_DRIVE_GAIN = 1
BIG_REVEAL_FACTOR = 3
BIG_REVEAL_MINIMUM = 8
LETHAL_FIREARMS_EXTRA = 6
ZERO_RATING_DAMAGE_PENALTY = 2
FIREARM_TRIPLE = 3
#: Firearms cover modifiers to the target's Hit Threshold.
COVER = {"open": -1, "partial": 0, "soft": 0, "hard": 1}
DARKNESS_LEVELS = ("light", "night", "dark", "pitch black")

#: Status words of Health, Stability and Sanity (keys of the rules) as the notes show them.
_STATUS_WORDS = {
    "fine": QT_TRANSLATE_NOOP("ToCPlay", "fine"),
    "hurt": QT_TRANSLATE_NOOP("ToCPlay", "hurt"),
    "seriously wounded": QT_TRANSLATE_NOOP("ToCPlay", "seriously wounded"),
    "dead": QT_TRANSLATE_NOOP("ToCPlay", "dead"),
    "shaken": QT_TRANSLATE_NOOP("ToCPlay", "shaken"),
    "mind blasted": QT_TRANSLATE_NOOP("ToCPlay", "mind blasted"),
    "permanently insane": QT_TRANSLATE_NOOP("ToCPlay", "permanently insane"),
}
#: Cover against firearms in words.
_COVER_WORDS = {
    "open": QT_TRANSLATE_NOOP("ToCPlay", "open cover: Hit Threshold {0} → {1}"),
    "partial": QT_TRANSLATE_NOOP("ToCPlay", "partial cover: Hit Threshold {0} → {1}"),
    "soft": QT_TRANSLATE_NOOP("ToCPlay", "soft cover: Hit Threshold {0} → {1}"),
    "hard": QT_TRANSLATE_NOOP("ToCPlay", "hard cover: Hit Threshold {0} → {1}"),
}


#: Healing methods (the outcome's ``method`` stays English) as the notes name them.
_HEAL_METHODS = {
    "rest": QT_TRANSLATE_NOOP("ToCPlay", "rest"),
    "NPC rest": QT_TRANSLATE_NOOP("ToCPlay", "NPC rest"),
}
#: Range bands in words.
_RANGE_WORDS = {
    "point_blank": QT_TRANSLATE_NOOP("ToCPlay", "point blank"),
    "close": QT_TRANSLATE_NOOP("ToCPlay", "close"),
    "near": QT_TRANSLATE_NOOP("ToCPlay", "near"),
    "long": QT_TRANSLATE_NOOP("ToCPlay", "long"),
}


def _ability(name: str) -> str:
    """An ability name in the language in use (the sheet keeps the English one)."""
    return terms.term("toc", "ability", name)


def _range_word(band: str) -> str:
    return translate("ToCPlay", _RANGE_WORDS[band]) if band in _RANGE_WORDS else band.replace("_", " ")


def _status(word: str) -> str:
    """A status word of the rules, translated."""
    return translate("ToCPlay", _STATUS_WORDS[word]) if word in _STATUS_WORDS else word
RANGE_BANDS = ("point_blank", "close", "near", "long")


# --------------------------------------------------------------------------- outcomes


@dataclass(frozen=True, kw_only=True)
class TestOutcome(Outcome):
    """One test: the roll (``test``) and the pool it was paid from.

    ``base_difficulty`` is the difficulty asked for; ``penalty`` what the character's
    condition (hurt, shaken, surprised) added; ``test.difficulty`` the difficulty rolled
    against. ``modifier`` is the caller's own modifier to the die (bonuses such as a helper's
    are in ``test.modifier``).
    """

    __test__ = False  # not a pytest test class

    test: GumshoeTest
    ability: str
    base_difficulty: int
    penalty: int
    modifier: int
    pool_before: int
    pool_after: int

    @property
    def success(self) -> bool:
        return self.test.success

    @property
    def spend(self) -> int:
        return self.test.spend

    @property
    def difficulty(self) -> int:
        return self.test.difficulty


@dataclass(frozen=True, kw_only=True)
class CooperativeOutcome(TestOutcome):
    """A co-operative test: the roller's sheet in ``sheet``, the helper's in ``helper_sheet``."""

    helper_sheet: ToCSheet
    helper_changes: tuple[Change, ...]
    helper_spend: int
    bonus: int


@dataclass(frozen=True, kw_only=True)
class PiggybackOutcome(TestOutcome):
    """A piggyback test: the lead's sheet in ``sheet``, each follower's in ``follower_sheets``."""

    plan: PiggybackPlan
    follower_sheets: dict[str, ToCSheet]
    follower_changes: dict[str, tuple[Change, ...]]


@dataclass(frozen=True, kw_only=True)
class ChallengeOutcome(TestOutcome):
    """One test of a continuing challenge; ``challenge`` is a new challenge with the step added."""

    challenge: ContinuingChallenge
    step: ChallengeStep
    helper_sheet: ToCSheet | None = None
    helper_changes: tuple[Change, ...] = ()


@dataclass(frozen=True, kw_only=True)
class ContestOutcome(Outcome):
    """One round of a contest between the investigator (``me``) and ``opponent``.

    ``won`` is None while the contest goes on, else whether the investigator won.
    """

    round: ContestRound
    me: Contestant
    opponent: Contestant
    first: str
    won: bool | None


@dataclass(frozen=True, kw_only=True)
class ConsciousnessOutcome(TestOutcome):
    """A Consciousness test; ``fainted`` on failure (never for an investigative-spend gate)."""

    fainted: bool


@dataclass(frozen=True, kw_only=True)
class SpendOutcome(Outcome):
    """Pool points spent without a test of their own (clues, special benefits, general spends).

    ``allowed`` is False when a gate test (hurt: Consciousness; shaken: Stability) failed and
    nothing was spent; ``gate_tests`` are those tests, in order.
    """

    ability: str
    points: int
    pool_before: int
    pool_after: int
    allowed: bool = True
    gate_tests: tuple[GumshoeTest, ...] = ()


@dataclass(frozen=True, kw_only=True)
class StabilityOutcome(Outcome):
    """A Stability test (``test``) or a Stability loss without one (``test`` None).

    ``loss`` is what the event costs on failure; ``lost`` what the loss actually took (the spend
    on the test is in ``test.spend``). Sanity effects of a Mythos shock are in
    ``sanity_rating_lost`` and ``false_sanity_lost``.
    """

    test: GumshoeTest | None
    base_difficulty: int | None
    loss: int
    lost: int
    mythos: bool
    stability_before: int
    stability_after: int
    status_before: str
    status_after: str
    stability_rating_lost: int = 0
    sanity_rating_lost: int = 0
    false_sanity_lost: int = 0
    #: The keeper may give a mental illness on mind blasting: "shell shock" or "mythos madness".
    mental_illness: str | None = None

    @property
    def success(self) -> bool | None:
        return None if self.test is None else self.test.success

    @property
    def difficulty(self) -> int | None:
        """The difficulty rolled against (None without a test)."""
        return None if self.test is None else self.test.difficulty

    @property
    def permanently_insane(self) -> bool:
        return self.status_after == "permanently insane"


@dataclass(frozen=True, kw_only=True)
class StabilityGainOutcome(Outcome):
    """Stability regained (Drive, triage, confidence roll).

    For triage the patient's sheet is ``sheet`` and the treater's ``treater_sheet`` (None when
    an Alienist treats themselves: ``sheet`` then holds both changes).
    """

    method: str
    requested: int
    gained: int
    stability_before: int
    stability_after: int
    status_after: str
    test: GumshoeTest | None = None
    die: int | None = None
    treater_sheet: ToCSheet | None = None
    treater_changes: tuple[Change, ...] = ()

    @property
    def success(self) -> bool | None:
        """Whether the test (triage) succeeded; None when there was no test."""
        return None if self.test is None else self.test.success


@dataclass(frozen=True, kw_only=True)
class SanityOutcome(Outcome):
    """Sanity pool points lost (Mythos use, entities, a Pillar crumbling)."""

    requested: int
    lost: int
    sanity_before: int
    sanity_after: int
    rating_before: int
    rating_after: int
    false_sanity_lost: int
    fainted: bool = False
    #: Pillars the player may now choose to let crumble (one per 3 Sanity pool points lost).
    pillars_may_crumble: int = 0

    @property
    def permanently_insane(self) -> bool:
        return self.sanity_after <= 0


@dataclass(frozen=True, kw_only=True)
class MythosOutcome(Outcome):
    """Cthulhu Mythos rating points gained, and the Sanity rating cut to the new cap."""

    points: int
    reason: str
    mythos_before: int
    mythos_after: int
    sanity_cap: int
    rating_before: int
    rating_after: int
    sanity_before: int
    sanity_after: int
    false_sanity_lost: int

    @property
    def permanently_insane(self) -> bool:
        return self.sanity_after <= 0


@dataclass(frozen=True, kw_only=True)
class PillarOutcome(Outcome):
    """A Pillar of Sanity shattered or crumbled, with what shattering cost."""

    pillar: str
    state: str
    stability: StabilityOutcome | None = None
    sanity: SanityOutcome | None = None


@dataclass(frozen=True, kw_only=True)
class WoundOutcome(Outcome):
    """Damage taken by the sheet's character."""

    damage: int
    #: Armour points that stopped damage.
    armour: int
    #: Health actually lost (the lethal-firearms extra included).
    taken: int
    lethal_extra: int
    health_before: int
    health_after: int
    status_before: str
    status_after: str
    #: A Consciousness test is due (difficulty ``consciousness_difficulty``).
    consciousness_test_needed: bool
    consciousness_difficulty: int

    @property
    def dead(self) -> bool:
        return self.status_after == "dead"


@dataclass(frozen=True, kw_only=True)
class HealOutcome(Outcome):
    """Health regained (First Aid, rest, hospital) or lost to bleeding.

    For First Aid by another character ``sheet`` is the patient's and ``medic_sheet`` the
    medic's; when the patient treats themselves both are the same sheet.
    """

    method: str
    requested: int
    healed: int
    health_before: int
    health_after: int
    status_after: str
    points: int = 0
    medic_sheet: ToCSheet | None = None
    medic_changes: tuple[Change, ...] = ()


@dataclass(frozen=True, kw_only=True)
class DamageOutcome(Outcome):
    """A damage roll (the attacker's sheet does not change)."""

    weapon: str
    ability: str
    kind: str
    range_band: str | None
    die: int
    weapon_modifier: int
    zero_rating_penalty: int
    modifier: int
    tripled: bool
    total: int


@dataclass(frozen=True, kw_only=True)
class RefreshOutcome(Outcome):
    """Pools refreshed: ``refreshed`` maps each ability that moved to (before, after)."""

    method: str
    refreshed: dict[str, tuple[int, int]]
    sanity_awarded: int = 0
    sanity_denied: int = 0


# --------------------------------------------------------------------------- helpers


def _data() -> toc_data.RulesData:
    return toc_data.load()


def _copy(sheet: ToCSheet) -> ToCSheet:
    if not isinstance(sheet, ToCSheet):
        raise TypeError(f"expected a ToCSheet, not {type(sheet).__name__}")
    return sheet.model_copy(deep=True)


def _name_key(item: dict[str, Any]) -> str:
    return str(item.get("name", ""))


#: Pillars, Sources and weapons are named in change paths:
#: ``pillars_of_sanity[Family honour].state``.
_LIST_KEYS = {
    "pillars_of_sanity": _name_key,
    "sources_of_stability": _name_key,
    "weapons": _name_key,
}


def changes_between(before: ToCSheet, after: ToCSheet) -> tuple[Change, ...]:
    """Every stored field that differs between two sheets."""
    return outcome.changes_between(before, after, _LIST_KEYS)


def _outcome(cls: type, before: ToCSheet, after: ToCSheet, notes: list[str], **fields: Any):
    return cls(sheet=after, changes=changes_between(before, after), notes=tuple(notes), **fields)


def _test_outcome(
    cls: type,
    before: ToCSheet,
    after: ToCSheet,
    notes: list[str],
    result: Any,
    line: AbilityLine,
    difficulty: int,
    penalty: int,
    modifier: int,
    **fields: Any,
):
    """The outcome of a test of ``line`` made by :func:`_general_test`, plus ``fields``."""
    return _outcome(
        cls,
        before,
        after,
        notes,
        test=result,
        ability=line.name,
        base_difficulty=difficulty,
        penalty=penalty,
        modifier=modifier,
        pool_before=line.pool,
        pool_after=result.pool_after,
        **fields,
    )


def _count(value: int, what: str, minimum: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise RollError(f"{what} must be a whole number >= {minimum}, not {value!r}")
    return value


def _integer(value: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RollError(f"{what} must be a whole number, not {value!r}")
    return value


def _line(derived: Derived, name: str) -> AbilityLine:
    if not isinstance(name, str) or not name.strip():
        raise RollError(translate("ToCPlay", "name the ability"))
    line = derived.ability(name.strip())
    if line is None:
        raise RollError(translate("ToCPlay", "unknown ability {0}").format(repr(name.strip())))
    return line


def _start(name: str) -> int:
    adef = _data().ability(name)
    return adef.start if adef is not None else 0


def _rating_pool(sheet: ToCSheet, name: str) -> tuple[int, int]:
    """Rating and current pool of an ability on ``sheet`` (a working copy too)."""
    entry = sheet.ability(name)
    if entry is None:
        start = _start(name)
        return start, start
    return entry.rating, entry.rating if entry.pool is None else entry.pool


def _entry(sheet: ToCSheet, name: str) -> Ability:
    """The sheet's entry of an ability, added at its starting rating when missing."""
    entry = sheet.ability(name)
    if entry is None:
        adef = _data().ability(name)
        canonical = adef.name if adef is not None else name
        sheet.abilities = {**sheet.abilities, canonical: Ability(rating=_start(canonical))}
        entry = sheet.ability(canonical)
        assert entry is not None
    return entry


def _set_pool(sheet: ToCSheet, name: str, new: int) -> None:
    """Store a pool on a working copy, adding no entry and keeping ``None`` when nothing moves."""
    _, current = _rating_pool(sheet, name)
    if new == current:
        return
    _entry(sheet, name).pool = new


def _change_rating(sheet: ToCSheet, name: str, delta: int) -> int:
    """Move a rating (never below 0), recording it in ``play_change``; a lowered rating caps
    the pool. Returns the actual change."""
    entry = _entry(sheet, name)
    old_pool = entry.rating if entry.pool is None else entry.pool
    new_rating = max(0, entry.rating + delta)
    actual = new_rating - entry.rating
    if actual == 0:
        return 0
    if entry.pool is None and actual < 0:
        entry.pool = old_pool
    entry.rating = new_rating
    entry.play_change = max(-99, min(99, entry.play_change + actual))
    if entry.pool is not None and entry.pool > new_rating:
        entry.pool = new_rating
    return actual


def _spend_floor(line: AbilityLine) -> int:
    """The lowest a spend may take the pool: −11 for Health and Stability, else 0."""
    return max(line.floor, SPEND_FLOOR) if line.floor < 0 else 0


def _check_spend(line: AbilityLine, pool: int, spend: int) -> int:
    """Validate a spend from ``pool``; returns the points the spend may use (the headroom)."""
    _count(spend, "a spend")
    floor = _spend_floor(line)
    headroom = max(0, pool - floor)
    if spend > headroom:
        if floor < 0:
            raise RollError(
                translate(
                    "ToCPlay", "cannot spend {0} {1} points: the pool is {2} and spends may not take it below {3}"
                ).format(spend, _ability(line.name), pool, floor)
            )
        raise RollError(
            translate("ToCPlay", "cannot spend {0} {1} pool points: only {2} left").format(
                spend, _ability(line.name), pool
            )
        )
    return headroom


def _check_alive(derived: Derived, action: str) -> None:
    """Refuse ``action`` (in words, already translated) when the character cannot act at all."""
    if derived.health.status == "dead":
        raise RollError(translate("ToCPlay", "cannot {0}: the character is dead").format(action))
    insane = "permanently insane"
    if derived.stability.status == insane or derived.sanity.status == insane:
        raise RollError(translate("ToCPlay", "cannot {0}: the character is permanently insane").format(action))


def _check_can_act(derived: Derived, ability: str, action: str | None = None) -> None:
    action = action or translate("ToCPlay", "test {0}").format(_ability(ability))
    _check_alive(derived, action)
    if derived.health.status == "seriously wounded":
        raise RollError(
            translate("ToCPlay", "cannot {0}: a seriously wounded character can take no actions whatsoever").format(
                action
            )
        )
    if derived.stability.status == "mind blasted" and ability not in MIND_BLASTED_ABILITIES:
        raise RollError(
            translate(
                "ToCPlay", "cannot {0}: a mind blasted character can only gibber, attack in a frenzy or flee"
            ).format(action)
        )


def _occupation(sheet: ToCSheet) -> str:
    return sheet.occupation.name.casefold() if sheet.occupation is not None else ""


def _testable(line: AbilityLine) -> None:
    if line.investigative:
        raise RollError(
            translate("ToCPlay", "{0} is an investigative ability: it is never tested, its points are spent").format(
                _ability(line.name)
            )
        )
    if line.name == SANITY:
        raise RollError(translate("ToCPlay", "Sanity is never tested nor spent"))
    if line.name == STABILITY:
        raise RollError(translate("ToCPlay", "use a Stability test for Stability"))


def _roll(
    rng: random.Random,
    line: AbilityLine,
    pool: int,
    difficulty: int,
    spend: int,
    modifier: int,
) -> GumshoeTest:
    """:func:`gumshoe.test` with the real pool recorded (Health and Stability may be negative:
    the core test is given the headroom the spend may use)."""
    headroom = _check_spend(line, pool, spend)
    _count(difficulty, "a difficulty")
    _integer(modifier, "a modifier")
    result = gumshoe.test(rng, line.name, line.rating, headroom, difficulty, spend, modifier)
    return replace(result, pool_before=pool)


def _describe(test: GumshoeTest) -> str:
    if test.automatic_failure:
        return translate("ToCPlay", "{0} rating 0: automatic failure (difficulty {1})").format(
            _ability(test.ability), test.difficulty
        )
    parts = [translate("ToCPlay", "rolled {0}").format(test.die)]
    if test.spend:
        parts.append(translate("ToCPlay", "+ {0} spent").format(test.spend))
    if test.modifier:
        parts.append(f"{'+' if test.modifier > 0 else '-'} {abs(test.modifier)}")
    word = translate("ToCPlay", "success") if test.success else translate("ToCPlay", "failure")
    return translate("ToCPlay", "{0}: {1} = {2} vs {3}: {4}").format(
        _ability(test.ability), " ".join(parts), test.total, test.difficulty, word
    )


def _condition_penalty(derived: Derived, surprised: bool) -> tuple[int, list[str]]:
    penalty = derived.difficulty_penalty
    notes = []
    if derived.hurt:
        notes.append(translate("ToCPlay", "hurt: +1 difficulty"))
    if derived.shaken:
        notes.append(translate("ToCPlay", "{0}: +1 difficulty").format(_status(derived.stability.status)))
    if surprised:
        penalty += SURPRISE_PENALTY
        notes.append(translate("ToCPlay", "surprised: +{0} difficulty").format(SURPRISE_PENALTY))
    return penalty, notes


def _general_test(
    sheet: ToCSheet,
    ability: str,
    rng: random.Random,
    difficulty: int,
    spend: int,
    modifier: int,
    bonus: int = 0,
    surprised: bool = False,
    derived: Derived | None = None,
) -> tuple[ToCSheet, GumshoeTest, AbilityLine, int, list[str]]:
    """Check, roll and pay a General ability test; returns the working copy, the test, the
    ability line, the condition penalty and notes."""
    derived = derived if derived is not None else derive(sheet)
    line = _line(derived, ability)
    _testable(line)
    _check_can_act(derived, line.name)
    _count(difficulty, "a difficulty")
    _integer(modifier, "a modifier")
    penalty, notes = _condition_penalty(derived, surprised)
    result = _roll(rng, line, line.pool, difficulty + penalty, spend, modifier + bonus)
    after = _copy(sheet)
    _set_pool(after, line.name, result.pool_after)
    notes.insert(0, _describe(result))
    if spend:
        notes.append(
            translate("ToCPlay", "{0} pool {1} → {2}").format(_ability(line.name), line.pool, result.pool_after)
        )
    return after, result, line, penalty, notes


# --------------------------------------------------------------------------- tests


def ability_test(
    sheet: ToCSheet,
    ability: str,
    rng: random.Random,
    difficulty: int = STANDARD_DIFFICULTY,
    spend: int = 0,
    modifier: int = 0,
    *,
    surprised: bool = False,
) -> TestOutcome:
    """A simple test of a General ability: spend (deducted from the pool), then 1D6.

    The difficulty rises by the character's condition (hurt +1, shaken or mind blasted +1,
    ``surprised`` +2). A zero rating fails automatically except in Scuffling, Weapons and
    Firearms (no die is rolled).

    Raises:
        RollError: unknown, investigative, Sanity or Stability ability; a spend beyond the
            pool; a character who cannot act.
    """
    after, result, line, penalty, notes = _general_test(
        sheet, ability, rng, difficulty, spend, modifier, surprised=surprised
    )
    return _test_outcome(
        TestOutcome,
        sheet,
        after,
        notes,
        result,
        line,
        difficulty,
        penalty,
        modifier,
    )


def retry(
    sheet: ToCSheet, previous: TestOutcome, rng: random.Random, spend: int
) -> TestOutcome:
    """Try a failed test again: only with a larger spend than the previous attempt (seed 001;
    the player also needs a good reason). The condition penalties are those of ``sheet`` now.

    Raises:
        RollError: the test succeeded, or the spend is not larger.
    """
    if not isinstance(previous, TestOutcome) or isinstance(
        previous, (CooperativeOutcome, PiggybackOutcome, ChallengeOutcome, ConsciousnessOutcome)
    ):
        raise RollError(translate("ToCPlay", "only a simple test can be retried"))
    if previous.success:
        raise RollError(translate("ToCPlay", "the test succeeded: there is nothing to retry"))
    _count(spend, "a spend")
    if not gumshoe.can_retry(previous.test, spend):
        raise RollError(
            translate(
                "ToCPlay", "a failed test can be tried again only with a larger spend than before ({0}), not {1}"
            ).format(previous.spend, spend)
        )
    return ability_test(
        sheet, previous.ability, rng, previous.base_difficulty, spend, previous.modifier
    )


def cooperative_test(
    sheet: ToCSheet,
    ability: str,
    rng: random.Random,
    helper: ToCSheet,
    helper_spend: int,
    difficulty: int = STANDARD_DIFFICULTY,
    spend: int = 0,
    modifier: int = 0,
) -> CooperativeOutcome:
    """A co-operative test: two (and only two) investigators; the helper spends points in the
    tested ability and gives the roller that spend minus 1; the roller may spend too.

    Raises:
        RollError: the helper cannot pay or act, or any check of :func:`ability_test`.
    """
    if helper is sheet:
        raise RollError(translate("ToCPlay", "a co-operative test needs two investigators"))
    _count(helper_spend, "the helper's spend", 1)
    helper_derived = derive(helper)
    helper_line = _line(helper_derived, ability)
    _testable(helper_line)
    _check_can_act(
        helper_derived, helper_line.name, translate("ToCPlay", "help with {0}").format(_ability(helper_line.name))
    )
    _check_spend(helper_line, helper_line.pool, helper_spend)
    bonus = gumshoe.cooperative_bonus(helper_spend)
    after, result, line, penalty, notes = _general_test(
        sheet, ability, rng, difficulty, spend, modifier, bonus=bonus
    )
    helper_after = _copy(helper)
    _set_pool(helper_after, helper_line.name, helper_line.pool - helper_spend)
    notes.append(
        translate("ToCPlay", "helper spent {0} {1}: +{2} to the roll").format(
            helper_spend, _ability(helper_line.name), bonus
        )
    )
    return _test_outcome(
        CooperativeOutcome,
        sheet,
        after,
        notes,
        result,
        line,
        difficulty,
        penalty,
        modifier,
        helper_sheet=helper_after,
        helper_changes=changes_between(helper, helper_after),
        helper_spend=helper_spend,
        bonus=bonus,
    )


def piggyback_test(
    sheet: ToCSheet,
    ability: str,
    rng: random.Random,
    followers: Mapping[str, ToCSheet],
    difficulty: int = STANDARD_DIFFICULTY,
    spend: int = 0,
    modifier: int = 0,
) -> PiggybackOutcome:
    """A piggyback test: ``sheet`` leads; each follower pays 1 point (not added to the roll),
    and each who cannot (empty pool or zero rating) gives −2 to the lead's roll."""
    pools: dict[str, int] = {}
    ratings: dict[str, int] = {}
    lines: dict[str, AbilityLine] = {}
    if any(follower is sheet for follower in followers.values()):
        raise RollError(translate("ToCPlay", "the lead of a piggyback group is not one of its followers"))
    for name, follower in followers.items():
        follower_derived = derive(follower)
        line = _line(follower_derived, ability)
        _testable(line)
        _check_can_act(
            follower_derived,
            line.name,
            translate("ToCPlay", "follow in a {0} test ({1})").format(_ability(line.name), name),
        )
        lines[name] = line
        pools[name] = max(0, line.pool)
        ratings[name] = line.rating
    plan = gumshoe.piggyback(pools, difficulty, ratings)
    after, result, line, penalty, notes = _general_test(
        sheet, ability, rng, difficulty, spend, modifier, bonus=plan.modifier
    )
    follower_sheets: dict[str, ToCSheet] = {}
    follower_changes: dict[str, tuple[Change, ...]] = {}
    for name, follower in followers.items():
        copy = _copy(follower)
        cost = plan.costs[name]
        if cost:
            _set_pool(copy, lines[name].name, lines[name].pool - cost)
        follower_sheets[name] = copy
        follower_changes[name] = changes_between(follower, copy)
    if plan.unable:
        notes.append(
            translate("ToCPlay", "cannot pay: {0} ({1} to the lead's roll)").format(
                ", ".join(plan.unable), plan.modifier
            )
        )
    return _test_outcome(
        PiggybackOutcome,
        sheet,
        after,
        notes,
        result,
        line,
        difficulty,
        penalty,
        modifier,
        plan=plan,
        follower_sheets=follower_sheets,
        follower_changes=follower_changes,
    )


def contestant(
    sheet: ToCSheet,
    ability: str,
    name: str = "investigator",
    difficulty: int = STANDARD_DIFFICULTY,
    *,
    npc: bool = False,
    fleeing: bool = False,
    arrived: int = 0,
) -> Contestant:
    """A side of a contest built from a sheet: its rating and pool, and its difficulty raised
    by its condition (hurt, shaken)."""
    derived = derive(sheet)
    line = _line(derived, ability)
    _testable(line)
    _check_can_act(derived, line.name)
    _count(difficulty, "a difficulty")
    return Contestant(
        name=name,
        ability=line.name,
        rating=line.rating,
        pool=max(0, line.pool - _spend_floor(line)),
        difficulty=difficulty + derived.difficulty_penalty,
        npc=npc,
        fleeing=fleeing,
        arrived=arrived,
    )


def contest_round(
    sheet: ToCSheet,
    ability: str,
    opponent: Contestant,
    rng: random.Random,
    *,
    name: str = "investigator",
    difficulty: int = STANDARD_DIFFICULTY,
    spend: int = 0,
    opponent_spend: int = 0,
    modifier: int = 0,
    opponent_modifier: int = 0,
    fleeing: bool = False,
    arrived: int = 0,
) -> ContestOutcome:
    """One round of a contest: both sides test in the seed's order (the fleer first, else the
    lower rating, an NPC before a player character...), the first to fail loses. Call again with
    the returned ``opponent`` until ``won`` is not None."""
    if opponent.name == name:
        raise RollError(translate("ToCPlay", "both sides of the contest are called {0}").format(repr(name)))
    me = contestant(sheet, ability, name, difficulty, fleeing=fleeing, arrived=arrived)
    line = _line(derive(sheet), ability)
    _check_spend(line, line.pool, spend)
    first, second = gumshoe.contest_order(me, opponent)
    mine_first = first.name == name
    result = gumshoe.resolve_contest_round(
        rng,
        first,
        second,
        spend if mine_first else opponent_spend,
        opponent_spend if mine_first else spend,
        modifier if mine_first else opponent_modifier,
        opponent_modifier if mine_first else modifier,
    )
    me_after = result.first if mine_first else result.second
    opponent_after = result.second if mine_first else result.first
    spent = me.pool - me_after.pool
    after = _copy(sheet)
    _set_pool(after, line.name, line.pool - spent)
    notes = [_describe(t) for t in result.tests]
    won = None if not result.over else result.winner == name
    if won is not None:
        notes.append(
            translate("ToCPlay", "{0} failed first: {1} wins the contest").format(result.loser, result.winner)
        )
    return _outcome(
        ContestOutcome,
        sheet,
        after,
        notes,
        round=result,
        me=me_after,
        opponent=opponent_after,
        first=first.name,
        won=won,
    )


def challenge_test(
    sheet: ToCSheet,
    ability: str,
    challenge: ContinuingChallenge,
    rng: random.Random,
    spend: int = 0,
    modifier: int = 0,
    *,
    helper: ToCSheet | None = None,
    helper_spend: int = 0,
) -> ChallengeOutcome:
    """One test of a continuing challenge (seed 001): against the challenge's test difficulty
    (4) raised by the character's condition; a success takes die + spend (+ the helper's bonus
    in a co-operative test) off the task, a failure nothing. ``challenge`` is not changed: the
    outcome holds a new one with the step added."""
    if not isinstance(challenge, ContinuingChallenge):
        raise TypeError(f"expected a ContinuingChallenge, not {type(challenge).__name__}")
    if challenge.complete:
        raise RollError(translate("ToCPlay", "the task is already complete"))
    if helper is not None:
        coop = cooperative_test(
            sheet, ability, rng, helper, helper_spend, challenge.test_difficulty, spend, modifier
        )
        result, penalty, line_name = coop.test, coop.penalty, coop.ability
        after, notes = coop.sheet, list(coop.notes)
        helper_sheet, helper_changes = coop.helper_sheet, coop.helper_changes
        pool_before, pool_after = coop.pool_before, coop.pool_after
    else:
        after, result, line, penalty, notes = _general_test(
            sheet, ability, rng, challenge.test_difficulty, spend, modifier
        )
        line_name, pool_before, pool_after = line.name, line.pool, result.pool_after
        helper_sheet, helper_changes = None, ()
    # The core challenge checks the test's difficulty: record the step against the difficulty
    # actually rolled, then keep the challenge's own test difficulty.
    working = ContinuingChallenge(challenge.difficulty, result.difficulty, list(challenge.steps))
    step = working.apply(result)
    updated = ContinuingChallenge(challenge.difficulty, challenge.test_difficulty, working.steps)
    if step.success:
        notes.append(translate("ToCPlay", "the task falls by {0} to {1}").format(step.reduced_by, step.remaining))
    else:
        notes.append(
            translate("ToCPlay", "a failed test counts nothing: the task stays at {0}").format(step.remaining)
        )
    if updated.complete:
        notes.append(translate("ToCPlay", "the task is complete"))
    return _outcome(
        ChallengeOutcome,
        sheet,
        after,
        notes,
        test=result,
        ability=line_name,
        base_difficulty=challenge.test_difficulty,
        penalty=penalty,
        modifier=modifier,
        pool_before=pool_before,
        pool_after=pool_after,
        challenge=updated,
        step=step,
        helper_sheet=helper_sheet,
        helper_changes=helper_changes,
    )


def attack(
    sheet: ToCSheet,
    weapon: Weapon | str,
    rng: random.Random,
    hit_threshold: int | ToCSheet,
    spend: int = 0,
    modifier: int = 0,
    *,
    cover: str | None = None,
    surprised: bool = False,
) -> TestOutcome:
    """An attack test with the weapon's ability against the target's Hit Threshold (a number,
    or the target's sheet: its own threshold, else 3, or 4 with Athletics 8+). Against
    firearms ``cover`` moves it: open terrain −1, partial or soft cover 0, hard cover +1."""
    if isinstance(hit_threshold, ToCSheet):
        hit_threshold = derive(hit_threshold).hit_threshold
    _count(hit_threshold, "a Hit Threshold", 1)
    info = _weapon_info(weapon, sheet)
    threshold = hit_threshold
    notes = []
    if cover is not None:
        if info.ability != "Firearms":
            raise RollError(translate("ToCPlay", "cover changes the Hit Threshold only against firearms"))
        if cover not in COVER:
            raise RollError(f"cover is one of {', '.join(COVER)}, not {cover!r}")
        threshold = max(0, threshold + COVER[cover])
        notes.append(translate("ToCPlay", _COVER_WORDS[cover]).format(hit_threshold, threshold))
    after, result, line, penalty, test_notes = _general_test(
        sheet, info.ability, rng, threshold, spend, modifier, surprised=surprised
    )
    notes = test_notes[:1] + notes + test_notes[1:]
    if line.name == "Firearms" and line.rating == 0 and result.die == 1:
        notes.append(
            translate("ToCPlay", "Firearms rating 0 and a natural 1: the shooter hit themselves or an ally")
        )
    if result.success:
        notes.append(translate("ToCPlay", "hit with {0}: roll damage").format(info.name))
    return _test_outcome(
        TestOutcome,
        sheet,
        after,
        notes,
        result,
        line,
        threshold,
        penalty,
        modifier,
    )


# --------------------------------------------------------------------------- spends


def general_spend(sheet: ToCSheet, ability: str, points: int, reason: str = "") -> SpendOutcome:
    """Spend General pool points without a test (a general spend, blocking a fleer, the Pulp
    long-range surcharge...)."""
    _count(points, "the points", 1)
    derived = derive(sheet)
    line = _line(derived, ability)
    if line.investigative:
        raise RollError(
            translate("ToCPlay", "{0} is an investigative ability: use spend_investigative").format(
                _ability(line.name)
            )
        )
    if line.name in (HEALTH, STABILITY, SANITY):
        raise RollError(translate("ToCPlay", "{0} is not spent in a general spend").format(_ability(line.name)))
    _check_can_act(derived, line.name, translate("ToCPlay", "spend {0}").format(_ability(line.name)))
    _check_spend(line, line.pool, points)
    after = _copy(sheet)
    _set_pool(after, line.name, line.pool - points)
    if reason:
        note = translate("ToCPlay", "{0} {1} spent: {2}; pool {3} → {4}").format(
            points, _ability(line.name), reason, line.pool, line.pool - points
        )
    else:
        note = translate("ToCPlay", "{0} {1} spent; pool {2} → {3}").format(
            points, _ability(line.name), line.pool, line.pool - points
        )
    notes = [note]
    return _outcome(
        SpendOutcome, sheet, after, notes,
        ability=line.name, points=points, pool_before=line.pool, pool_after=line.pool - points,
    )


def spend_investigative(
    sheet: ToCSheet,
    ability: str,
    points: int,
    rng: random.Random | None = None,
    *,
    consciousness_spend: int = 0,
    stability_spend: int = 0,
) -> SpendOutcome:
    """Spend investigative points (a point-spend clue, a special benefit).

    The ability needs a non-zero rating. A hurt character first passes a Consciousness test
    (failing it spends nothing and does not faint); a shaken one a Stability test at difficulty
    equal to the Stability points below 0 (both may spend Health / Stability on them). ``rng``
    is needed only for those tests.
    """
    _count(points, "the points", 1)
    derived = derive(sheet)
    line = _line(derived, ability)
    if not (line.investigative or line.investigative_use):
        raise RollError(
            translate("ToCPlay", "{0} is a General ability: test it or make a general spend").format(
                _ability(line.name)
            )
        )
    _check_can_act(derived, line.name, translate("ToCPlay", "spend {0}").format(_ability(line.name)))
    if derived.stability.status == "mind blasted":
        raise RollError(
            translate("ToCPlay", "cannot spend {0}: the character is mind blasted").format(_ability(line.name))
        )
    if line.rating == 0:
        raise RollError(translate("ToCPlay", "{0} rating 0: no points to spend").format(_ability(line.name)))
    _check_spend(line, line.pool, points)
    _count(consciousness_spend, "the Consciousness test spend")
    _count(stability_spend, "the Stability test spend")
    after = _copy(sheet)
    notes: list[str] = []
    gates: list[GumshoeTest] = []
    # The gates are for investigative pools; a General ability used investigatively is not one.
    hurt = derived.hurt and line.investigative
    shaken = derived.shaken and line.investigative
    if consciousness_spend and not hurt:
        raise RollError(translate("ToCPlay", "only a hurt character makes a Consciousness test before spending"))
    if stability_spend and not shaken:
        raise RollError(translate("ToCPlay", "only a shaken character makes a Stability test before spending"))
    if (hurt or shaken) and rng is None:
        raise RollError(translate("ToCPlay", "a hurt or shaken character must pass a test first: give the dice"))
    if hurt:
        health = _line(derived, HEALTH)
        gate = _roll(rng, health, health.pool, max(0, -health.pool), consciousness_spend, 0)
        _set_pool(after, HEALTH, gate.pool_after)
        gates.append(gate)
        notes.append(translate("ToCPlay", "hurt: Consciousness test first; {0}").format(_describe(gate)))
    if shaken and all(g.success for g in gates):
        stability = _line(derived, STABILITY)
        gate = _roll(rng, stability, stability.pool, max(0, -stability.pool), stability_spend, 0)
        _set_pool(after, STABILITY, gate.pool_after)
        gates.append(gate)
        notes.append(translate("ToCPlay", "shaken: Stability test first; {0}").format(_describe(gate)))
    allowed = all(g.success for g in gates)
    pool_after = line.pool
    if allowed:
        pool_after = line.pool - points
        _set_pool(after, line.name, pool_after)
        notes.append(
            translate("ToCPlay", "{0} {1} spent; pool {2} → {3}").format(
                points, _ability(line.name), line.pool, pool_after
            )
        )
    else:
        notes.append(translate("ToCPlay", "the test failed: no {0} points spent").format(_ability(line.name)))
    return _outcome(
        SpendOutcome, sheet, after, notes,
        ability=line.name, points=points if allowed else 0, pool_before=line.pool,
        pool_after=pool_after, allowed=allowed, gate_tests=tuple(gates),
    )


# --------------------------------------------------------------------------- Sanity machinery


def _sanity(sheet: ToCSheet) -> tuple[int, int]:
    return _rating_pool(sheet, SANITY)


def _false_sanity_collapse(sheet: ToCSheet, incident: int, notes: list[str]) -> int:
    """A single incident costing 2+ Sanity loses every False Sanity point (from the rating)."""
    false = sheet.false_sanity
    if incident < FALSE_SANITY_TRIGGER or false == 0:
        return 0
    lost = -_change_rating(sheet, SANITY, -false)
    sheet.false_sanity = 0
    notes.append(
        translate("ToCPlay", "{0} Sanity lost at once: the {1} False Sanity points are lost").format(incident, false)
    )
    return lost


def _keep_false_within_rating(sheet: ToCSheet) -> None:
    rating, _ = _sanity(sheet)
    if sheet.false_sanity > rating:
        sheet.false_sanity = rating


def _lose_sanity_rating(sheet: ToCSheet, points: int, notes: list[str]) -> tuple[int, int]:
    """Lower the Sanity rating (the pool follows); returns (rating lost, false sanity lost)."""
    rating, pool = _sanity(sheet)
    lost = -_change_rating(sheet, SANITY, -points)
    _, new_pool = _sanity(sheet)
    if lost:
        notes.append(translate("ToCPlay", "Sanity rating {0} → {1}").format(rating, rating - lost))
        if new_pool != pool:
            notes.append(translate("ToCPlay", "Sanity pool {0} → {1}").format(pool, new_pool))
    false_lost = _false_sanity_collapse(sheet, max(lost, pool - new_pool), notes)
    _keep_false_within_rating(sheet)
    return lost, false_lost


def _stability_effects(
    sheet: ToCSheet,
    start: int,
    end: int,
    mythos: bool,
    notes: list[str],
    mythos_event: bool | None = None,
) -> dict[str, Any]:
    """Apply what a change of Stability band does, on a working copy whose pool is ``end``.

    ``mythos``: the change comes from a Mythos shock (a failed Mythos test, spell casting) and
    costs Sanity rating; ``mythos_event`` (default ``mythos``): the event was a Mythos one, which
    decides the kind of mental illness a mind blasting may leave."""
    mythos_event = mythos if mythos_event is None else mythos_event
    before, after = stability_status(start), stability_status(end)
    effects: dict[str, Any] = {"status_before": before, "status_after": after}
    became_shaken = before == "fine" and after == "shaken"
    became_blasted = before in ("fine", "shaken") and after == "mind blasted"
    if after != before:
        notes.append(translate("ToCPlay", "Stability {0} → {1}: {2}").format(start, end, _status(after)))
    if became_blasted:
        lost = -_change_rating(sheet, STABILITY, -1)
        effects["stability_rating_lost"] = lost
        if lost:
            notes.append(translate("ToCPlay", "mind blasted: Stability rating −1 for good"))
        effects["mental_illness"] = "mythos madness" if mythos_event else "shell shock"
        notes.append(
            translate("ToCPlay", "the keeper may give a mental illness: a Mythos madness")
            if mythos_event
            else translate("ToCPlay", "the keeper may give a mental illness: shell shock")
        )
    if mythos and (became_shaken or became_blasted):
        if became_blasted:
            points = 1 if sheet.sanity_rating_lost_this_adventure >= 1 else 2
        else:
            points = 1
        lost, false_lost = _lose_sanity_rating(sheet, points, notes)
        sheet.sanity_rating_lost_this_adventure = min(
            20, sheet.sanity_rating_lost_this_adventure + lost
        )
        effects["sanity_rating_lost"] = lost
        effects["false_sanity_lost"] = false_lost
        notes.append(
            (
                translate("ToCPlay", "mind blasted by a Mythos horror: Sanity rating −{0}")
                if became_blasted
                else translate("ToCPlay", "shaken by a Mythos horror: Sanity rating −{0}")
            ).format(lost)
        )
    if after == "permanently insane":
        notes.append(translate("ToCPlay", "Stability −12: permanently insane"))
    if _sanity(sheet)[1] <= 0:
        notes.append(translate("ToCPlay", "Sanity 0: permanently insane"))
    return effects


def _stability_loss(
    sheet: ToCSheet,
    amount: int,
    mythos: bool,
    method: str,
    notes: list[str],
) -> StabilityOutcome:
    derived = derive(sheet)
    _check_alive(derived, method)
    _, pool = _rating_pool(sheet, STABILITY)
    end = max(POOL_FLOOR, pool - amount)
    after = _copy(sheet)
    _set_pool(after, STABILITY, end)
    effects = _stability_effects(after, pool, end, mythos, notes)
    notes.insert(0, translate("ToCPlay", "{0}: Stability −{1}").format(method, amount))
    return _outcome(
        StabilityOutcome, sheet, after, notes,
        test=None, base_difficulty=None, loss=amount, lost=pool - end, mythos=mythos,
        stability_before=pool, stability_after=end, **effects,
    )


# --------------------------------------------------------------------------- Stability


def stability_test(
    sheet: ToCSheet,
    rng: random.Random,
    loss: int,
    *,
    mythos: bool = False,
    spend: int = 0,
    darkness: str | None = None,
    experienced: bool = False,
    familiar: bool = False,
    big_reveal: bool = False,
    difficulty: int | None = None,
    modifier: int = 0,
) -> StabilityOutcome:
    """A Stability test against a traumatic event costing ``loss`` on failure.

    Difficulty 4, 5 for a Mythos horror (or ``difficulty``: a spell's, a shell shock
    reminder's); +1 in ``darkness="pitch black"``; +1 when every recorded Pillar is lost; +1 hurt,
    +1 shaken; −1 ``experienced`` (relevant experience, never for the Mythos) and −1
    ``familiar`` (Pulp: the creature faced often enough), never below 2. Stability may be spent
    on the roll down to −11. ``big_reveal`` (Purist option): the loss is tripled, at least 8.
    """
    _count(loss, "a Stability loss")
    _integer(modifier, "a modifier")
    derived = derive(sheet)
    _check_alive(derived, translate("ToCPlay", "make a Stability test"))
    if darkness is not None:
        darkness = darkness.replace("_", " ").strip().casefold()
        if darkness not in DARKNESS_LEVELS:
            raise RollError(f"darkness is one of {', '.join(DARKNESS_LEVELS)}, not {darkness!r}")
    if experienced and mythos:
        raise RollError(translate("ToCPlay", "experience gives no bonus against Mythos or supernatural events"))
    if familiar and sheet.campaign != "pulp":
        raise RollError(translate("ToCPlay", "the bonus for a creature faced before is a Pulp rule"))
    if big_reveal and sheet.campaign != "purist":
        raise RollError(translate("ToCPlay", "the Big Reveal is an optional Purist rule"))
    if difficulty is None:
        difficulty = MYTHOS_STABILITY_DIFFICULTY if mythos else STABILITY_DIFFICULTY
    base = difficulty
    _count(base, "a difficulty")
    notes: list[str] = []
    total = base + derived.difficulty_penalty + derived.stability_test_penalty
    penalty_notes = _condition_penalty(derived, False)[1]
    notes.extend(penalty_notes)
    if derived.stability_test_penalty:
        notes.append(translate("ToCPlay", "no Pillar of Sanity left: +1 difficulty"))
    if darkness == "pitch black":
        total += 1
        notes.append(translate("ToCPlay", "pitch black: +1 difficulty"))
    bonus = int(experienced) + int(familiar)
    if bonus:
        total = max(min(total, 2), total - bonus)
        notes.append(translate("ToCPlay", "−{0} for experience or familiarity (never below 2)").format(bonus))
    line = _line(derived, STABILITY)
    result = _roll(rng, line, line.pool, total, spend, modifier)
    if big_reveal:
        loss = max(BIG_REVEAL_MINIMUM, BIG_REVEAL_FACTOR * loss)
        notes.append(translate("ToCPlay", "the Big Reveal: a failure would cost {0}").format(loss))
    paid = result.pool_after
    end = paid if result.success else max(POOL_FLOOR, paid - loss)
    after = _copy(sheet)
    _set_pool(after, STABILITY, end)
    if mythos:
        notes.insert(0, translate("ToCPlay", "Mythos Stability test: {0}").format(_describe(result)))
    else:
        notes.insert(0, translate("ToCPlay", "Stability test: {0}").format(_describe(result)))
    if not result.success:
        notes.insert(1, translate("ToCPlay", "failure: Stability −{0}").format(loss))
    effects = _stability_effects(
        after, line.pool, end, mythos and not result.success, notes, mythos_event=mythos
    )
    return _outcome(
        StabilityOutcome, sheet, after, notes,
        test=result, base_difficulty=base, loss=loss, lost=paid - end, mythos=mythos,
        stability_before=line.pool, stability_after=end, **effects,
    )


def lose_stability(
    sheet: ToCSheet, amount: int, *, mythos: bool = False, reason: str = "Stability loss"
) -> StabilityOutcome:
    """Lose Stability without a test (Cthulhu Mythos use, an entity, spell casting). With
    ``mythos`` becoming shaken or mind blasted costs Sanity rating as for a failed Mythos test
    (seed: "Anyone involved in casting a spell ...")."""
    _count(amount, "a Stability loss")
    if reason == "Stability loss":
        reason = translate("ToCPlay", "Stability loss")
    return _stability_loss(sheet, amount, mythos, reason, [])


def act_against_drive(sheet: ToCSheet, hard: bool) -> StabilityOutcome:
    """Acting against the Drive: a hard driver costs 4 or a third of the current pool if more;
    a soft driver 2. A meaningless Drive still costs."""
    _, pool = _rating_pool(sheet, STABILITY)
    amount = max(HARD_DRIVE_LOSS, pool // 3) if hard else SOFT_DRIVE_LOSS
    if hard:
        method = translate("ToCPlay", "acting against a hard driver")
    else:
        method = translate("ToCPlay", "acting against a soft driver")
    return _stability_loss(sheet, amount, False, method, [])


def _gain_stability(
    sheet: ToCSheet, after: ToCSheet, points: int, method: str, notes: list[str], **fields: Any
) -> StabilityGainOutcome:
    rating, pool = _rating_pool(after, STABILITY)
    end = max(pool, min(rating, pool + points))
    _set_pool(after, STABILITY, end)
    if end < pool + points:
        notes.append(translate("ToCPlay", "Stability {0} → {1} (the rating caps it)").format(pool, end))
    else:
        notes.append(translate("ToCPlay", "Stability {0} → {1}").format(pool, end))
    return _outcome(
        StabilityGainOutcome, sheet, after, notes,
        method=method, requested=points, gained=end - pool, stability_before=pool,
        stability_after=end, status_after=stability_status(end), **fields,
    )


def act_within_drive(sheet: ToCSheet, hard: bool) -> StabilityGainOutcome:
    """Acting within the Drive: +2 Stability for a hard driver, +1 for a soft one, never above
    the rating; nothing once the Drive was declared meaningless."""
    _check_alive(derive(sheet), translate("ToCPlay", "gain Stability"))
    if sheet.drive_meaningless:
        raise RollError(translate("ToCPlay", "the Drive was declared meaningless: it gives no Stability any more"))
    points = HARD_DRIVE_GAIN if hard else SOFT_DRIVE_GAIN
    if hard:
        method = translate("ToCPlay", "acting within a hard driver")
    else:
        method = translate("ToCPlay", "acting within a soft driver")
    return _gain_stability(sheet, _copy(sheet), points, method, [])


def confidence_roll(
    sheet: ToCSheet, ability: str, cost: int, rng: random.Random
) -> StabilityGainOutcome:
    """Pulp: pay ``cost`` points of a relevant ability (the keeper's price) to regain 1D6
    Stability (once per player per session, if the keeper allows)."""
    if sheet.campaign != "pulp":
        raise RollError(translate("ToCPlay", "confidence rolls are a Pulp rule"))
    _count(cost, "the cost")
    derived = derive(sheet)
    _check_alive(derived, translate("ToCPlay", "make a confidence roll"))
    line = _line(derived, ability)
    if line.name in (SANITY, HEALTH, STABILITY):
        raise RollError(translate("ToCPlay", "a confidence roll is not paid with {0}").format(_ability(line.name)))
    _check_spend(line, line.pool, cost)
    die = rng.randint(1, 6)
    after = _copy(sheet)
    _set_pool(after, line.name, line.pool - cost)
    notes = [translate("ToCPlay", "confidence roll: {0} {1} paid, rolled {2}").format(cost, _ability(line.name), die)]
    return _gain_stability(sheet, after, die, translate("ToCPlay", "confidence roll"), notes, die=die)


def psychological_triage(
    treater: ToCSheet,
    rng: random.Random,
    patient: ToCSheet | None = None,
    spend: int = 0,
    points: int = 0,
    *,
    difficulty: int | None = None,
) -> StabilityGainOutcome:
    """Psychological triage: the treater tests Psychoanalysis (difficulty 4, 3 for Clergy and
    Alienists) spending ``spend``; on success the ``points`` sacrificed beyond it give the
    patient 2 Stability each (an Alienist treating themselves, ``patient`` None: 1 each). On
    failure the extra points are not spent and no new attempt may be made until the patient
    loses more Stability."""
    _count(points, "the points sacrificed")
    if patient is treater:
        patient = None
    alienist = _occupation(treater) == "alienist"
    if patient is None and not alienist:
        raise RollError(translate("ToCPlay", "only Alienists can treat themselves"))
    if difficulty is None:
        expert = _occupation(treater) in TRIAGE_EXPERTS
        difficulty = TRIAGE_DIFFICULTY_EXPERT if expert else TRIAGE_DIFFICULTY
    treater_derived = derive(treater)
    line = _line(treater_derived, "Psychoanalysis")
    _count(spend, "a spend")
    _check_spend(line, line.pool, spend + points)
    target = treater if patient is None else patient
    patient_derived = derive(target)
    _check_alive(patient_derived, translate("ToCPlay", "treat the patient"))
    rate = TRIAGE_RATE_SELF if patient is None else TRIAGE_RATE
    need = patient_derived.stability.rating - patient_derived.stability.pool
    if points and -(-need // rate) < points:
        raise RollError(
            translate(
                "ToCPlay", "{0} points would restore more than the {1} Stability the patient lacks (at most {2} points)"
            ).format(points, max(0, need), max(0, -(-need // rate)))
        )
    treater_after, result, line, _, notes = _general_test(
        treater, "Psychoanalysis", rng, difficulty, spend, 0, derived=treater_derived
    )
    if patient is None:
        if result.success and points:
            _set_pool(treater_after, line.name, result.pool_after - points)
            notes.append(translate("ToCPlay", "{0} Psychoanalysis sacrificed").format(points))
        return _gain_stability(
            treater, treater_after, points * rate if result.success else 0,
            translate("ToCPlay", "psychological triage"), notes, test=result,
            treater_sheet=None, treater_changes=(),
        )
    if result.success and points:
        _set_pool(treater_after, line.name, result.pool_after - points)
        notes.append(translate("ToCPlay", "{0} Psychoanalysis sacrificed").format(points))
    if not result.success:
        notes.append(translate("ToCPlay", "failed: no new attempt until the patient loses more Stability"))
    gained = _gain_stability(
        patient, _copy(patient), points * rate if result.success else 0,
        translate("ToCPlay", "psychological triage"), notes, test=result,
        treater_sheet=treater_after, treater_changes=changes_between(treater, treater_after),
    )
    return gained


def temporary_triage(treater: ToCSheet) -> SpendOutcome:
    """Snap a patient acting erratically from mental illness back to lucidity for the scene (or
    until their next Stability loss): 2 Psychoanalysis points, 1 for an Alienist."""
    alienist = _occupation(treater) == "alienist"
    cost = TEMPORARY_TRIAGE_COST_ALIENIST if alienist else TEMPORARY_TRIAGE_COST
    return general_spend(treater, "Psychoanalysis", cost, translate("ToCPlay", "temporary psychological triage"))


# --------------------------------------------------------------------------- Sanity and Pillars


def pillars_that_may_crumble(sheet: ToCSheet) -> int:
    """How many more Pillars the player may let crumble: one per 3 Sanity pool points lost
    (below the Sanity rating at creation), less those already crumbled, at most the intact ones."""
    entry = sheet.ability(SANITY)
    rating, pool = _sanity(sheet)
    created = entry.creation_rating if entry is not None else rating
    lost = max(0, created - pool)
    crumbled = sum(1 for p in sheet.pillars_of_sanity if p.state == "crumbled")
    intact = sum(1 for p in sheet.pillars_of_sanity if p.state == "intact")
    return max(0, min(intact, lost // SANITY_PER_CRUMBLE - crumbled))


def lose_sanity(sheet: ToCSheet, amount: int, *, faint: bool = False) -> SanityOutcome:
    """Lose Sanity pool points (Cthulhu Mythos use, a Mythos entity). ``faint`` (Purist): the
    character faints and loses only 1. A loss of 2 or more takes every False Sanity point."""
    _count(amount, "a Sanity loss")
    _check_alive(derive(sheet), translate("ToCPlay", "lose Sanity"))
    if faint and sheet.campaign != "purist":
        raise RollError(translate("ToCPlay", "fainting to avoid Sanity loss is a Purist rule"))
    return _sanity_loss(sheet, amount, faint)


def _sanity_loss(sheet: ToCSheet, requested: int, faint: bool = False) -> SanityOutcome:
    notes: list[str] = []
    amount = requested
    if faint and amount > 1:
        notes.append(translate("ToCPlay", "fainted: the Sanity loss of {0} becomes 1").format(amount))
        amount = 1
    after = _copy(sheet)
    rating, pool = _sanity(after)
    end = max(0, pool - amount)
    _set_pool(after, SANITY, end)
    notes.insert(0, translate("ToCPlay", "Sanity pool {0} → {1}").format(pool, end))
    false_lost = _false_sanity_collapse(after, amount, notes)
    _keep_false_within_rating(after)
    new_rating, new_pool = _sanity(after)
    if new_pool <= 0:
        notes.append(translate("ToCPlay", "Sanity 0: permanently insane"))
    may = pillars_that_may_crumble(after)
    if may:
        notes.append(translate("ToCPlay", "{0} Pillar(s) of Sanity may now crumble, if the player chooses").format(may))
    return _outcome(
        SanityOutcome, sheet, after, notes,
        requested=requested, lost=pool - new_pool, sanity_before=pool, sanity_after=new_pool,
        rating_before=rating, rating_after=new_rating, false_sanity_lost=false_lost,
        fainted=faint, pillars_may_crumble=may,
    )


def gain_mythos(sheet: ToCSheet, points: int, *, reason: str = "") -> MythosOutcome:
    """Gain ``points`` Cthulhu Mythos rating points in play (a tome pored over, a revelation):
    rating and pool rise by ``points``, recorded in ``play_change`` so the build points spent
    are unchanged.

    Seed 001 ("Sanity"): "A character's **Sanity rating** must immediately be reduced downwards
    to { 10 minus their **Cthulhu Mythos rating** } if it ever exceeds that value. This may
    result in a loss of **Sanity pool points** if they exceed the new **rating** total." So a
    Sanity rating above the new cap drops to it (also recorded in ``play_change``) and the pool
    follows it down; a rating already at or below the cap is left alone. The cut goes through
    the same Sanity rating machinery as every other rating loss: False Sanity stays within the
    rating, and (seed, "False Sanity") "Any subsequent *Sanity pool point* or *rating point*
    loss ... of 2 points or greater, from a single incident, also causes any and all *False
    Sanity rating points* to be immediately lost."

    The seed puts no Stability or Sanity pool cost on *gaining* the points ("Tomes can also
    provide investigators with resources such as spells or *Cthulhu Mythos rating points*");
    the pool losses it names come from "Using the **Cthulhu Mythos** ability" and from entities,
    left to :func:`lose_sanity` and :func:`stability_test`.
    """
    _count(points, "Cthulhu Mythos points", minimum=1)
    if not isinstance(reason, str):
        raise RollError("the reason must be text")
    mythos_before, mythos_pool = _rating_pool(sheet, CTHULHU_MYTHOS)
    limit = 99
    if mythos_before + points > limit:
        raise RollError(translate("ToCPlay", "Cthulhu Mythos cannot exceed {0} (now {1})").format(limit, mythos_before))
    after = _copy(sheet)
    rating_before, sanity_before = _sanity(after)
    notes: list[str] = []
    entry = _entry(after, CTHULHU_MYTHOS)
    had_pool = entry.pool is not None
    _change_rating(after, CTHULHU_MYTHOS, points)
    if had_pool:
        _set_pool(after, CTHULHU_MYTHOS, mythos_pool + points)
    mythos_after = mythos_before + points
    if reason.strip():
        notes.append(
            translate("ToCPlay", "Cthulhu Mythos {0} → {1} ({2})").format(mythos_before, mythos_after, reason.strip())
        )
    else:
        notes.append(translate("ToCPlay", "Cthulhu Mythos {0} → {1}").format(mythos_before, mythos_after))
    cap = derive(after).sanity_cap
    false_lost = 0
    if rating_before > cap:
        notes.append(translate("ToCPlay", "the Sanity rating may be at most {0} (10 − Cthulhu Mythos)").format(cap))
        _, false_lost = _lose_sanity_rating(after, rating_before - cap, notes)
    else:
        notes.append(
            translate("ToCPlay", "Sanity rating {0} is within its cap {1}: unchanged").format(rating_before, cap)
        )
    rating_after, sanity_after = _sanity(after)
    if sanity_after <= 0 < sanity_before:
        notes.append(translate("ToCPlay", "Sanity 0: permanently insane"))
    return _outcome(
        MythosOutcome, sheet, after, notes,
        points=points, reason=reason, mythos_before=mythos_before, mythos_after=mythos_after,
        sanity_cap=cap, rating_before=rating_before, rating_after=rating_after,
        sanity_before=sanity_before, sanity_after=sanity_after, false_sanity_lost=false_lost,
    )


def _pillar(sheet: ToCSheet, name: str):
    key = name.strip().casefold() if isinstance(name, str) else ""
    for pillar in sheet.pillars_of_sanity:
        if pillar.name.casefold() == key:
            return pillar
    raise RollError(translate("ToCPlay", "the sheet has no Pillar of Sanity called {0}").format(repr(name)))


def shatter_pillar(sheet: ToCSheet, pillar: str, *, mythos: bool = True) -> PillarOutcome:
    """A Mythos revelation targeted at a Pillar shatters it: −6 Stability and −2 Sanity pool.

    The Stability loss follows the coming-unstrung rules; with ``mythos`` (the default: the
    revelation is a Mythos one) becoming shaken or mind blasted also costs Sanity rating.
    """
    _check_alive(derive(sheet), translate("ToCPlay", "shatter a Pillar"))
    found = _pillar(sheet, pillar)
    if found.state == "shattered":
        raise RollError(translate("ToCPlay", "the Pillar {0} is already shattered").format(repr(found.name)))
    if found.state != "intact":
        raise RollError(translate("ToCPlay", "the Pillar {0} is already crumbled").format(repr(found.name)))
    name = found.name
    working = _copy(sheet)
    _pillar(working, name).state = "shattered"
    stability = _stability_loss(
        working, SHATTER_STABILITY_LOSS, mythos, translate("ToCPlay", "Pillar {0} shattered").format(repr(name)), []
    )
    sanity = _sanity_loss(stability.sheet, SHATTER_SANITY_LOSS)
    notes = [
        translate("ToCPlay", "the Pillar of Sanity {0} shatters").format(repr(name)),
        *stability.notes,
        *sanity.notes,
    ]
    return _outcome(
        PillarOutcome, sheet, sanity.sheet, notes,
        pillar=name, state="shattered", stability=stability, sanity=sanity,
    )


def crumble_pillar(sheet: ToCSheet, pillar: str) -> PillarOutcome:
    """The player lets a Pillar crumble from within (one per 3 Sanity pool points lost)."""
    found = _pillar(sheet, pillar)
    if found.state == "shattered":
        raise RollError(
            translate("ToCPlay", "the Pillar {0} is shattered: too late for it to crumble").format(repr(found.name))
        )
    if found.state == "crumbled":
        raise RollError(translate("ToCPlay", "the Pillar {0} has already crumbled").format(repr(found.name)))
    if pillars_that_may_crumble(sheet) < 1:
        raise RollError(translate("ToCPlay", "a Pillar may crumble only for every 3 Sanity pool points lost"))
    after = _copy(sheet)
    _pillar(after, found.name).state = "crumbled"
    notes = [translate("ToCPlay", "the Pillar of Sanity {0} crumbles from within").format(repr(found.name))]
    if not any(p.state == "intact" for p in after.pillars_of_sanity):
        notes.append(translate("ToCPlay", "no Pillar of Sanity left: Stability tests +1 difficulty"))
    return _outcome(PillarOutcome, sheet, after, notes, pillar=found.name, state="crumbled")


# --------------------------------------------------------------------------- Health


def apply_damage(
    sheet: ToCSheet,
    amount: int,
    *,
    armour: bool = True,
    non_lethal: bool = False,
    lethal_firearm: bool = False,
) -> WoundOutcome:
    """Take damage: the sheet's armour is subtracted (``armour=False`` when it is not relevant),
    the rest comes off Health (never below −12; ``non_lethal`` scuffling never below −11).
    ``lethal_firearm`` (optional rule, a firearm hit on a human): 6 more when the hit leaves
    Health at 0 or less."""
    _count(amount, "damage")
    if non_lethal and lethal_firearm:
        raise RollError(translate("ToCPlay", "a non-lethal scuffling attack is not a firearm hit"))
    derived = derive(sheet)
    if derived.health.status == "dead":
        raise RollError(translate("ToCPlay", "the character is already dead"))
    absorbed = min(amount, sheet.armour) if armour else 0
    taken = amount - absorbed
    pool = derived.health.pool
    floor = SERIOUS_FLOOR if non_lethal else POOL_FLOOR
    end = max(min(pool, floor), pool - taken)
    if absorbed:
        notes = [
            translate("ToCPlay", "{0} damage, armour {1}: Health {2} → {3}").format(amount, absorbed, pool, end)
        ]
    else:
        notes = [translate("ToCPlay", "{0} damage: Health {1} → {2}").format(amount, pool, end)]
    extra = 0
    if lethal_firearm and taken > 0 and end <= 0:
        extra = LETHAL_FIREARMS_EXTRA
        end = max(floor, end - extra)
        notes.append(translate("ToCPlay", "lethal firearms: {0} more, Health {1}").format(extra, end))
    after = _copy(sheet)
    _set_pool(after, HEALTH, end)
    before_status, after_status = health_status(pool), health_status(end)
    if after_status != before_status:
        notes.append(_status(after_status))
    needed = end < 0 and end < pool and after_status != "dead"
    if needed:
        notes.append(translate("ToCPlay", "Consciousness test at difficulty {0} or faint").format(-end))
    if after_status == "seriously wounded":
        notes.append(translate("ToCPlay", "no actions; loses 1 Health every half hour until stabilised"))
    return _outcome(
        WoundOutcome, sheet, after, notes,
        damage=amount, armour=absorbed, taken=pool - end,
        lethal_extra=extra, health_before=pool, health_after=end, status_before=before_status,
        status_after=after_status, consciousness_test_needed=needed,
        consciousness_difficulty=-end if needed else 0,
    )


def consciousness_test(
    sheet: ToCSheet,
    rng: random.Random,
    spend: int = 0,
    *,
    for_investigative_spend: bool = False,
) -> ConsciousnessOutcome:
    """A Consciousness test: difficulty = Health points below 0; Health may be spent on it (down
    to −11) without making this test harder. Failure faints (not when the test only gates an
    investigative spend)."""
    derived = derive(sheet)
    if derived.health.status == "dead":
        raise RollError(translate("ToCPlay", "the character is dead"))
    line = _line(derived, HEALTH)
    difficulty = max(0, -line.pool)
    result = _roll(rng, line, line.pool, difficulty, spend, 0)
    after = _copy(sheet)
    _set_pool(after, HEALTH, result.pool_after)
    fainted = not result.success and not for_investigative_spend
    notes = [translate("ToCPlay", "Consciousness test: {0}").format(_describe(result))]
    if spend:
        notes.append(translate("ToCPlay", "Health {0} → {1}").format(line.pool, result.pool_after))
    if fainted:
        notes.append(translate("ToCPlay", "fainted"))
    return _outcome(
        ConsciousnessOutcome, sheet, after, notes,
        test=result, ability=HEALTH, base_difficulty=difficulty, penalty=0, modifier=0,
        pool_before=line.pool, pool_after=result.pool_after, fainted=fainted,
    )


def bleed(sheet: ToCSheet, half_hours: int = 1) -> HealOutcome:
    """A seriously wounded character not yet stabilised loses 1 Health every half hour."""
    _count(half_hours, "half hours", 1)
    derived = derive(sheet)
    if derived.health.status != "seriously wounded":
        raise RollError(translate("ToCPlay", "only a seriously wounded character keeps losing Health"))
    pool = derived.health.pool
    end = max(POOL_FLOOR, pool - half_hours)
    after = _copy(sheet)
    _set_pool(after, HEALTH, end)
    notes = [translate("ToCPlay", "{0} half hour(s) unstabilised: Health {1} → {2}").format(half_hours, pool, end)]
    if end <= POOL_FLOOR:
        notes.append(_status("dead"))
    return _outcome(
        HealOutcome, sheet, after, notes,
        method="bleeding", requested=-half_hours, healed=end - pool, health_before=pool,
        health_after=end, status_after=health_status(end),
    )


def stabilise(
    medic: ToCSheet,
    patient: ToCSheet,
    rng: random.Random,
    spend: int = 0,
    *,
    difficulty: int | None = None,
) -> TestOutcome:
    """Stabilise a seriously wounded character: a First Aid test at difficulty 3 (2 for a
    Doctor or Nurse). It stops the loss of Health but restores none; the sheet in the outcome
    is the medic's (the model keeps no "stabilised" mark on the patient)."""
    if medic is patient:
        raise RollError(translate("ToCPlay", "another character must stabilise a seriously wounded one"))
    if derive(patient).health.status != "seriously wounded":
        raise RollError(translate("ToCPlay", "only a seriously wounded character needs stabilising"))
    if difficulty is None:
        medical = _occupation(medic) in MEDICAL_OCCUPATIONS
        difficulty = STABILISE_DIFFICULTY_MEDICAL if medical else STABILISE_DIFFICULTY
    out = ability_test(medic, "First Aid", rng, difficulty, spend)
    if out.success:
        note = translate("ToCPlay", "stabilised: no more Health lost")
    else:
        note = translate("ToCPlay", "not stabilised")
    return replace(out, notes=(*out.notes, note))


def first_aid(
    medic: ToCSheet,
    points: int,
    patient: ToCSheet | None = None,
    *,
    health_before_incident: int | None = None,
) -> HealOutcome:
    """First Aid on a hurt character: each First Aid point spent restores 2 Health to another
    character, 1 to the medic themselves (``patient`` None). With an empty First Aid pool,
    ``points=0`` restores 1 (once per scene). Never above the Health before the incident (when
    given), the rating, nor in Purist a third of the rating.

    Raises:
        RollError: no First Aid rating, the patient is not hurt (seriously wounded characters
            can only be stabilised), points beyond the pool or beyond what can be restored.
    """
    _count(points, "First Aid points")
    if patient is medic:
        patient = None
    medic_derived = derive(medic)
    line = _line(medic_derived, "First Aid")
    if line.rating == 0:
        raise RollError(translate("ToCPlay", "only someone with the First Aid ability can restore Health"))
    _check_can_act(medic_derived, line.name, translate("ToCPlay", "give First Aid"))
    target = medic if patient is None else patient
    health = derive(target).health
    if health.status == "seriously wounded":
        raise RollError(
            translate("ToCPlay", "First Aid cannot restore Health to a seriously wounded character: stabilise them")
        )
    if health.status != "hurt":
        raise RollError(
            translate("ToCPlay", "First Aid only helps a hurt or seriously wounded character (Health {0})").format(
                health.pool
            )
        )
    if points == 0:
        if line.pool > 0:
            raise RollError(
                translate("ToCPlay", "spend First Aid points: the free point is for an empty First Aid pool")
            )
        requested = 1
    else:
        _check_spend(line, line.pool, points)
        requested = points * (FIRST_AID_RATE_SELF if patient is None else FIRST_AID_RATE_OTHER)
    cap = health.rating
    limits = [translate("ToCPlay", "the rating {0}").format(health.rating)]
    if target.campaign == "purist":
        cap = min(cap, health.rating // 3)
        limits.append(translate("ToCPlay", "a third of the rating ({0}, Purist)").format(health.rating // 3))
    if health_before_incident is not None:
        cap = min(cap, _integer(health_before_incident, "the Health before the incident"))
        limits.append(translate("ToCPlay", "the Health before the incident ({0})").format(health_before_incident))
    room = cap - health.pool
    if room <= 0:
        raise RollError(
            translate("ToCPlay", "First Aid cannot raise Health {0} any more (limits: {1})").format(
                health.pool, ", ".join(limits)
            )
        )
    rate = FIRST_AID_RATE_SELF if patient is None else FIRST_AID_RATE_OTHER
    if points and (points - 1) * rate >= room:
        raise RollError(
            translate(
                "ToCPlay",
                "{0} First Aid points restore more than the {1} Health First Aid may give here: spend at most {2}",
            ).format(points, room, -(-room // rate))
        )
    healed = min(requested, room)
    end = health.pool + healed
    medic_after = _copy(medic)
    if points:
        _set_pool(medic_after, line.name, line.pool - points)
    if points:
        notes = [translate("ToCPlay", "{0} First Aid spent: Health {1} → {2}").format(points, health.pool, end)]
    else:
        notes = [
            translate("ToCPlay", "1 Health with an empty First Aid pool (once per scene): Health {0} → {1}").format(
                health.pool, end
            )
        ]
    if healed < requested:
        notes.append(translate("ToCPlay", "limited by {0}").format(", ".join(limits)))
    if patient is None:
        _set_pool(medic_after, HEALTH, end)
        return _outcome(
            HealOutcome, medic, medic_after, notes,
            method="first aid", requested=requested, healed=healed, health_before=health.pool,
            health_after=end, status_after=health_status(end), points=points,
            medic_sheet=medic_after, medic_changes=changes_between(medic, medic_after),
        )
    patient_after = _copy(patient)
    _set_pool(patient_after, HEALTH, end)
    return _outcome(
        HealOutcome, patient, patient_after, notes,
        method="first aid", requested=requested, healed=healed, health_before=health.pool,
        health_after=end, status_after=health_status(end), points=points,
        medic_sheet=medic_after, medic_changes=changes_between(medic, medic_after),
    )


def rest_day(sheet: ToCSheet, days: int = 1) -> HealOutcome:
    """Days of rest: +2 Health a day up to the rating. The seriously wounded need hospital."""
    _count(days, "days", 1)
    health = derive(sheet).health
    if health.status == "dead":
        raise RollError(translate("ToCPlay", "the character is dead"))
    if health.status == "seriously wounded":
        raise RollError(
            translate("ToCPlay", "a seriously wounded character must be hospitalised (hospital_discharge)")
        )
    return _heal(sheet, health.pool, health.rating, HEALTH_PER_REST_DAY * days, "rest")


def _heal(sheet: ToCSheet, pool: int, rating: int, points: int, method: str) -> HealOutcome:
    end = max(pool, min(rating, pool + points))
    after = _copy(sheet)
    _set_pool(after, HEALTH, end)
    shown = translate("ToCPlay", _HEAL_METHODS[method]) if method in _HEAL_METHODS else method
    notes = [translate("ToCPlay", "{0}: Health {1} → {2}").format(shown, pool, end)]
    return _outcome(
        HealOutcome, sheet, after, notes,
        method=method, requested=points, healed=end - pool, health_before=pool,
        health_after=end, status_after=health_status(end),
    )


def npc_rest_day(sheet: ToCSheet, rng: random.Random, days: int = 1) -> HealOutcome:
    """NPCs and creatures without special treatment regain 1D6 Health a day."""
    _count(days, "days", 1)
    health = derive(sheet).health
    if health.status == "dead":
        raise RollError(translate("ToCPlay", "the character is dead"))
    dice = [rng.randint(1, 6) for _ in range(days)]
    out = _heal(sheet, health.pool, health.rating, sum(dice), "NPC rest")
    return replace(out, notes=(translate("ToCPlay", "rolled {0}").format(", ".join(map(str, dice))), *out.notes))


def hospital_discharge(sheet: ToCSheet, days: int, *, next_day: bool = False) -> HealOutcome:
    """A seriously wounded character leaves hospital after as many days as Health points below
    0: Health half the rating (rounded down) on the day of discharge, the full rating the day
    after (``next_day``)."""
    _count(days, "days", 1)
    health = derive(sheet).health
    if health.status != "seriously wounded":
        raise RollError(translate("ToCPlay", "hospital recovery is for seriously wounded characters"))
    needed = -health.pool
    if days < needed:
        raise RollError(
            translate("ToCPlay", "Health {0}: {1} days in hospital are needed, not {2}").format(
                health.pool, needed, days
            )
        )
    target = health.rating if next_day else health.rating // 2
    end = max(health.pool, target)
    after = _copy(sheet)
    _set_pool(after, HEALTH, end)
    notes = [translate("ToCPlay", "{0} days in hospital: Health {1} → {2}").format(days, health.pool, end)]
    if not next_day:
        notes.append(translate("ToCPlay", "fully recovered the following day"))
    return _outcome(
        HealOutcome, sheet, after, notes,
        method="hospital", requested=target - health.pool, healed=end - health.pool,
        health_before=health.pool, health_after=end, status_after=health_status(end),
    )


# --------------------------------------------------------------------------- damage


@dataclass(frozen=True, slots=True)
class _WeaponInfo:
    name: str
    ability: str
    kind: str  # "hand", "firearm", "explosive"
    modifier: int | None
    ranges: RangeModifiers | None
    both_barrels: RangeModifiers | None


def _ranges(value: Any) -> RangeModifiers | None:
    if value is None:
        return None
    return RangeModifiers(**value.model_dump())


def _table_info(entry: HandWeapon | Firearm | Explosive) -> _WeaponInfo:
    if isinstance(entry, HandWeapon):
        return _WeaponInfo(entry.name, entry.ability, "hand", entry.damage_modifier, None, None)
    if isinstance(entry, Firearm):
        both = _ranges(entry.both_barrels)
        return _WeaponInfo(entry.name, "Firearms", "firearm", None, _ranges(entry.ranges), both)
    return _WeaponInfo(entry.name, "Athletics", "explosive", None, _ranges(entry.ranges), None)


def _weapon_info(weapon: Weapon | str, sheet: ToCSheet | None = None) -> _WeaponInfo:
    tables = _data()
    if isinstance(weapon, str):
        if sheet is not None:
            key = weapon.strip().casefold()
            own = next((w for w in sheet.weapons if w.name.casefold() == key), None)
            if own is not None:
                return _weapon_info(own)
        entry = tables.weapon(weapon)
        if entry is None:
            raise RollError(translate("ToCPlay", "unknown weapon {0}").format(repr(weapon)))
        return _table_info(entry)
    if not isinstance(weapon, Weapon):
        raise TypeError(f"expected a Weapon or a weapon name, not {type(weapon).__name__}")
    entry = tables.weapon(weapon.kind) if weapon.kind else None
    both = _ranges(entry.both_barrels) if isinstance(entry, Firearm) else None
    if weapon.ranges is not None:
        if isinstance(entry, Explosive) or (entry is None and weapon.ability == "Athletics"):
            kind = "explosive"
        else:
            kind = "firearm"
        return _WeaponInfo(weapon.name, weapon.ability, kind, None, weapon.ranges, both)
    return _WeaponInfo(weapon.name, weapon.ability, "hand", weapon.damage_modifier, None, None)


def damage_roll(
    sheet: ToCSheet,
    weapon: Weapon | str,
    rng: random.Random,
    range_band: str | None = None,
    *,
    both_barrels: bool = False,
    triple: bool = False,
    modifier: int = 0,
) -> DamageOutcome:
    """Roll the damage of a hit: 1D6 + the weapon's modifier (firearms and explosives: the
    modifier of ``range_band``: point_blank, close, near, long); −2 with a zero rating in the
    fighting ability used; ``triple`` for a firearm hitting a target charging from under five
    feet in the open or a helpless one at point blank. Never below 0. ``weapon`` is a sheet
    weapon, or a name (the sheet's weapons first, then the seed's tables, e.g. "Unarmed").
    Armour is the target's: :func:`apply_damage` subtracts it."""
    _integer(modifier, "a modifier")
    info = _weapon_info(weapon, sheet)
    notes: list[str] = []
    if info.ranges is None:
        if range_band is not None:
            raise RollError(translate("ToCPlay", "{0} is a hand weapon: no range band").format(info.name))
        weapon_modifier = info.modifier or 0
    else:
        if range_band not in RANGE_BANDS:
            raise RollError(
                translate("ToCPlay", "{0}: give the range band ({1}), not {2}").format(
                    info.name, ", ".join(RANGE_BANDS), repr(range_band)
                )
            )
        table = info.ranges
        if both_barrels:
            if info.both_barrels is None:
                raise RollError(translate("ToCPlay", "{0} cannot fire both barrels at once").format(info.name))
            table = info.both_barrels
        value = getattr(table, range_band)
        if value is None:
            raise RollError(
                translate("ToCPlay", "{0} cannot reach {1} range").format(info.name, _range_word(range_band))
            )
        weapon_modifier = value
    if both_barrels and info.ranges is None:
        raise RollError(translate("ToCPlay", "{0} cannot fire both barrels at once").format(info.name))
    if triple and info.kind != "firearm":
        raise RollError(translate("ToCPlay", "only firearm damage is tripled"))
    line = _line(derive(sheet), info.ability)
    penalty = (
        ZERO_RATING_DAMAGE_PENALTY
        if line.rating == 0 and line.name in AUTOMATIC_FAILURE_EXEMPT
        else 0
    )
    die = rng.randint(1, 6)
    total = die + weapon_modifier + modifier - penalty
    rolled = f"{die} {'+' if weapon_modifier >= 0 else '-'} {abs(weapon_modifier)}"
    if range_band:
        rolled = translate("ToCPlay", "{0} at {1}").format(rolled, _range_word(range_band))
    if modifier:
        rolled += f" {'+' if modifier >= 0 else '-'} {abs(modifier)}"
    if penalty:
        rolled = translate("ToCPlay", "{0} - {1} ({2} rating 0)").format(rolled, penalty, _ability(line.name))
    notes.append(translate("ToCPlay", "{0}: rolled {1}").format(info.name, rolled))
    if triple:
        total *= FIREARM_TRIPLE
        notes.append(translate("ToCPlay", "tripled"))
    if total < 0:
        notes.append(translate("ToCPlay", "no damage (the total is below 0)"))
    total = max(0, total)
    notes.append(translate("ToCPlay", "damage {0}").format(total))
    after = _copy(sheet)
    return _outcome(
        DamageOutcome, sheet, after, notes,
        weapon=info.name, ability=info.ability, kind=info.kind, range_band=range_band, die=die,
        weapon_modifier=weapon_modifier, zero_rating_penalty=penalty, modifier=modifier,
        tripled=triple, total=total,
    )


# --------------------------------------------------------------------------- refresh


def _refresh(
    sheet: ToCSheet, names: Iterable[str], method: str, notes: list[str] | None = None,
    after: ToCSheet | None = None, **fields: Any,
) -> RefreshOutcome:
    after = after if after is not None else _copy(sheet)
    notes = list(notes or [])
    refreshed: dict[str, tuple[int, int]] = {}
    for name in names:
        rating, pool = _rating_pool(after, name)
        if pool < rating:
            _set_pool(after, name, rating)
            refreshed[name] = (pool, rating)
            notes.append(f"{_ability(name)} {pool} → {rating}")
    if not refreshed:
        notes.append(translate("ToCPlay", "every pool was already full"))
    return _outcome(
        RefreshOutcome, sheet, after, notes, method=method, refreshed=refreshed, **fields
    )


def _names_on_sheet(sheet: ToCSheet, derived: Derived, keep) -> list[str]:
    """Canonical names of the sheet's abilities whose line matches ``keep``."""
    names = []
    for name in sheet.abilities:
        line = derived.ability(name)
        if line is not None and line.known and keep(line):
            names.append(line.name)
    return names


def refresh_between_adventures(
    sheet: ToCSheet,
    *,
    general: bool = True,
    sanity_award: int = 0,
    deny_the_mythos: bool = False,
) -> RefreshOutcome:
    """Between adventures: investigative pools and Stability return to their ratings; General
    pools too (not Health nor Sanity) unless ``general=False``. ``sanity_award`` (Pulp, after an
    adventure that defeated the Mythos: 1 or 2 advised) gives back lost Sanity pool points;
    ``deny_the_mythos``: no physical proof remains, the Sanity rating damaged this adventure
    recovers 1. The count of Sanity rating lost this adventure starts again at 0."""
    _count(sanity_award, "the Sanity award")
    derived = derive(sheet)
    if sanity_award and sheet.campaign != "pulp":
        raise RollError(translate("ToCPlay", "in a Purist campaign no Sanity pool points are awarded"))
    if deny_the_mythos and sheet.sanity_rating_lost_this_adventure == 0:
        raise RollError(translate("ToCPlay", "no Sanity rating was lost this adventure: nothing to deny"))

    def keep(line: AbilityLine) -> bool:
        if line.investigative or line.name == STABILITY:
            return True
        return general and line.name not in (HEALTH, SANITY)

    after = _copy(sheet)
    notes: list[str] = []
    denied = 0
    if deny_the_mythos:
        rating, pool = _sanity(after)
        cap = derived.sanity_cap
        if rating < cap:
            _change_rating(after, SANITY, 1)
            denied = 1
            if pool == rating:
                _set_pool(after, SANITY, pool + 1)
            notes.append(translate("ToCPlay", "denying the Mythos: Sanity rating {0} → {1}").format(rating, rating + 1))
        else:
            notes.append(
                translate("ToCPlay", "denying the Mythos: the Sanity rating is already at its cap {0}").format(cap)
            )
    awarded = 0
    if sanity_award:
        rating, pool = _sanity(after)
        end = min(rating, pool + sanity_award)
        awarded = end - pool
        _set_pool(after, SANITY, end)
        notes.append(translate("ToCPlay", "Sanity award: Sanity pool {0} → {1}").format(pool, end))
    if after.sanity_rating_lost_this_adventure:
        after.sanity_rating_lost_this_adventure = 0
    names = _names_on_sheet(sheet, derived, keep)
    return _refresh(
        sheet, names, "between adventures", notes, after,
        sanity_awarded=awarded, sanity_denied=denied,
    )


def refresh_24_hours(sheet: ToCSheet, abilities: Sequence[str] | None = None) -> RefreshOutcome:
    """Athletics, Driving, Firearms, Fleeing, Piloting, Riding, Scuffling and Weapons refresh 24
    hours after their last expenditure: all of them, or the ``abilities`` named."""
    derived = derive(sheet)
    group = [a.name for a in _data().abilities if a.refresh == TWENTY_FOUR_HOUR_GROUP]
    if abilities is None:
        names = group
    else:
        names = []
        for name in abilities:
            line = _line(derived, name)
            if line.name not in group:
                raise RollError(translate("ToCPlay", "{0} does not refresh after 24 hours").format(_ability(line.name)))
            names.append(line.name)
    return _refresh(sheet, names, "24 hours")


def refresh_safe_haven(sheet: ToCSheet, abilities: Sequence[str]) -> RefreshOutcome:
    """In a safe haven, once per session: three other General pools (not Health, Stability,
    Sanity nor the 24-hour group) refresh."""
    derived = derive(sheet)
    names = []
    for name in abilities:
        line = _line(derived, name)
        if line.refresh != SAFE_HAVEN_GROUP:
            raise RollError(translate("ToCPlay", "{0} is not refreshed in a safe haven").format(_ability(line.name)))
        if line.name not in names:
            names.append(line.name)
    if len(names) > SAFE_HAVEN_LIMIT:
        raise RollError(
            translate("ToCPlay", "a safe haven refreshes at most {0} pools a session").format(SAFE_HAVEN_LIMIT)
        )
    return _refresh(sheet, names, "safe haven")


def npc_refresh(sheet: ToCSheet, hours: int) -> RefreshOutcome:
    """NPCs and creatures: pools other than Health (and Stability, Sanity) come back to half
    their rating (rounded down) after 12 hours without spending, to full after 24."""
    _count(hours, "hours")
    derived = derive(sheet)
    after = _copy(sheet)
    notes: list[str] = []
    refreshed: dict[str, tuple[int, int]] = {}
    if hours >= 12:
        full = hours >= 24
        for line in derived.abilities:
            if not line.on_sheet or line.name in (HEALTH, STABILITY, SANITY):
                continue
            target = line.rating if full else line.rating // 2
            if line.pool < target:
                _set_pool(after, line.name, target)
                refreshed[line.name] = (line.pool, target)
                notes.append(f"{_ability(line.name)} {line.pool} → {target}")
    if not refreshed:
        notes.append(translate("ToCPlay", "no pool refreshed"))
    return _outcome(RefreshOutcome, sheet, after, notes, method="NPC refresh", refreshed=refreshed)
