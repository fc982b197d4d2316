"""The outcomes of Trail of Cthulhu play actions (tests, spends, Stability, Sanity, Health, damage,
refreshes).
"""

from __future__ import annotations

from dataclasses import dataclass

from sheetmaker.core.gumshoe import (
    ChallengeStep,
    Contestant,
    ContestRound,
    ContinuingChallenge,
    GumshoeTest,
    PiggybackPlan,
)
from sheetmaker.core.outcome import Change, Outcome
from sheetmaker.systems.toc.model import ToCSheet

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
