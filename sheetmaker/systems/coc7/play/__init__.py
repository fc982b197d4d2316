"""Call of Cthulhu 7e in play: rolls, Sanity, wounds and healing, development, aging.

Every function here is pure: it takes a :class:`CoC7Sheet`, never changes it, and returns an
outcome carrying a *new* sheet plus what happened, so the GUI can push one undo step per
outcome. A sheet is never changed silently: :attr:`Outcome.changes` lists every stored field
that differs between the input and the returned sheet (computed by comparing the two, so
nothing can be forgotten), and the outcome's own fields say why (the dice, the levels, the
conditions reached). Derived values (skill values, maxima, Damage Bonus, MOV) always come
from :func:`sheetmaker.systems.coc7.rules.derive`.

Randomness is injected as a :class:`random.Random`. Percentile rolls go through
:mod:`sheetmaker.core.d100` (a units die, then the tens dice); other dice, plain 1D100 checks
included, through :mod:`sheetmaker.core.dice` (``rng.randint(1, sides)`` per die), so each
die is kept in the outcome.

Rule decisions (RULES.md and seeds 000, 003, 004; where they differ the seed wins):

* **Ticks.** A success that :attr:`D100Roll.earns_tick` ticks the skill, adding an entry to
  ``sheet.skills`` for a skill that has none yet (a base-value skill). Characteristic, Idea,
  Know and Luck rolls tick nothing. Cthulhu Mythos never ticks and is never improved in the
  development phase *[book]* (no seed mentions it). A roll altered with Luck earns no tick
  (seeds 000/003); when the Luck is spent on the very roll that ticked the skill (pass its
  :class:`RollOutcome`), the tick is withdrawn.
* **SAN rolls** (seed 004): success loses the left part, failure the right part, a fumble the
  maximum of the right part. ``lost`` is what actually came off (SAN never goes below 0); the
  INT roll is needed when ``lost`` is 5 or more. Indefinite insanity *[book]*: when the SAN lost
  today is a fifth or more of the SAN at the start of the day, compared exactly (SAN 52: 10.4,
  so losing 10 does not trigger it and 11 does; at least 1 point must be lost). The model
  has no "SAN at the start of the day" field, so it is taken as ``SAN + san_lost_today`` before
  the roll; :func:`new_day` resets ``san_lost_today``. SAN 0 is permanent insanity
  (``conditions.permanent_insanity``).
* **Damage** (seed 004): an extreme success with a non-impaling weapon deals the maximum of the
  weapon's damage and the maximum damage bonus (when the weapon's damage includes DB); with an
  impaling weapon "maximum weapon damage plus damage bonus (if any) plus an additional dice roll
  for the weapon's damage": the maximum of the whole expression (DB at its maximum) plus one more
  roll of the expression with DB counted as 0 (the extra roll is the weapon's, not the bonus's;
  1D10 + 10 for a handgun as in the seed). A negative total counts as 0.
* **Wounds** (seed 004, same as RULES.md): a major wound is damage "greater than or equal to half
  their full hit points in a single blow" (exact half: 7.5 with 15 HP, so 8 is major and 7 is
  not); instant death is damage "greater than or equal to their maximum hit points". HP never go
  below 0. At 0 HP the character "falls unconscious", and is also Dying with a major wound. A
  major wound asks for a CON roll against unconsciousness (``con_roll_needed``; see
  :func:`major_wound_con_roll`), never rolled implicitly.
* **Healing** (seed 004): without a major wound 1 HP per day; with one, a weekly CON roll heals
  1D3 (2D3 on an extreme success); the major wound goes with an extreme success or when HP reach
  half the maximum or more (applied after any healing). First Aid heals 1 HP, or, on a Dying
  character, no HP but ends Dying (only First Aid can). Medicine heals 1D3, or, on a Dying
  character, no HP but allows a weekly healing roll. Healing from 0 HP ends Unconscious, and
  any HP above 0 end Dying (Dying is major wound + 0 HP); an Unconscious caused by a failed CON
  roll with HP left is for the keeper to lift.
* **Forced rolls**: the INT roll for temporary insanity and the CON rolls (major wound, Dying,
  weekly healing) are of kind ``FORCED``: they cannot be pushed, but Luck may be spent on them
  (seeds 000/003 exclude only Luck, damage, Sanity and SAN-loss rolls); :func:`spend_luck`
  applies what the better result changes.
* **Opposed rolls**: the investigator's skill is ticked when they win with a success.
* **Development** (seed 003): each ticked skill rolls 1D100; above the skill or above 95 adds
  1D10 (to ``experience``); reaching 90+ from below gives 2D6 SAN, each time, capped at
  99 − Cthulhu Mythos. No cap on the skill itself in play. Ticks are cleared.
* **Aging in play** (seed 003, example in seed 000): cumulative per decade crossed; the split of
  each deduction or addition is asked through :class:`AgingChooser`. MOV is not stored: it is
  derived from the characteristics and the age table, whose penalty by age band (−1 in the 40s
  ... −5 in the 80s) is the in-play −1 per decade from 40 on, so setting the age gives the right
  MOV. The table stops at 89: see :attr:`AgingOutcome.notes` past that.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from sheetmaker.core import d100, outcome, terms
from sheetmaker.core.d100 import D100Roll, Difficulty, Level, OpposedOutcome, RollKind
from sheetmaker.core.dice import DiceResult, Expression, parse, parse_san_loss
from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.core.outcome import Change, Outcome
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    CharacteristicChange,
    CoC7Sheet,
    Skill,
    Weapon,
    skill_label,
)
from sheetmaker.systems.coc7.rules import derive

__all__ = [
    "LUCK_MAX",
    "EDU_MAX",
    "NO_IMPROVEMENT_SKILLS",
    "AgingChooser",
    "AgingOutcome",
    "Change",
    "ConRollOutcome",
    "DamageOutcome",
    "DecadeEffect",
    "DevelopmentOutcome",
    "HealOutcome",
    "ImprovementCheck",
    "InsanityOutcome",
    "LuckRecoveryOutcome",
    "OpposedRollOutcome",
    "Outcome",
    "RollOutcome",
    "SanGainOutcome",
    "SanOutcome",
    "WoundOutcome",
    "age_in_play",
    "changes_between",
    "apply_damage",
    "characteristic_roll",
    "damage_roll",
    "development_phase",
    "dying_con_roll",
    "first_aid",
    "gain_san",
    "heal",
    "idea_roll",
    "know_roll",
    "luck_recovery",
    "luck_roll",
    "major_wound_con_roll",
    "medicine",
    "natural_healing",
    "new_day",
    "opposed_roll",
    "push_roll",
    "san_roll",
    "skill_roll",
    "spend_luck",
    "temporary_insanity_check",
    "weekly_healing",
]

LUCK_MAX = 99
EDU_MAX = 99
#: Skills that never take an improvement tick nor improve in the development phase *[book]*.
NO_IMPROVEMENT_SKILLS = frozenset({"cthulhu mythos"})
#: SAN lost in one roll from which an INT roll decides temporary insanity (seed 004).
TEMPORARY_INSANITY_LOSS = 5
#: A skill reaching this in the development phase gives 2D6 SAN (seed 003).
MASTERY = 90


# --------------------------------------------------------------------------- outcomes


@dataclass(frozen=True, kw_only=True)
class RollOutcome(Outcome):
    """A skill, characteristic, Idea, Know or Luck roll, a push or a Luck spend.

    ``ticked`` is True when this action ticked the skill (it was not ticked before);
    ``unticked`` when a Luck spend withdrew the tick its roll had earned.
    """

    roll: D100Roll
    ticked: bool = False
    unticked: bool = False

    @property
    def success(self) -> bool:
        return self.roll.success


@dataclass(frozen=True, kw_only=True)
class OpposedRollOutcome(Outcome):
    """An opposed roll: the investigator's ``roll`` ("a") against the ``other`` side ("b").
    Opposed rolls cannot be pushed (seed 003)."""

    roll: D100Roll
    other: D100Roll
    result: OpposedOutcome
    ticked: bool = False
    #: How a roll where both sides failed was judged (see :func:`d100.opposed`).
    both_fail: d100.BothFail = "compare"

    @property
    def won(self) -> bool:
        return self.result.winner == "a"


@dataclass(frozen=True, kw_only=True)
class SanOutcome(Outcome):
    """A Sanity roll and its loss."""

    roll: D100Roll
    loss_text: str
    #: The loss dice rolled (None when a fumble took the maximum).
    loss_dice: DiceResult | None
    #: The loss the roll called for; ``lost`` is what actually came off (SAN floors at 0).
    loss: int
    lost: int
    fumble_maximum: bool
    san_before: int
    san_after: int
    san_lost_today: int
    #: SAN at the start of the day (``SAN + san_lost_today`` before the roll).
    san_start_of_day: int
    int_roll_needed: bool
    #: Indefinite insanity began with this roll.
    indefinite_insanity: bool
    #: SAN is 0: permanently insane.
    permanent_insanity: bool


@dataclass(frozen=True, kw_only=True)
class InsanityOutcome(Outcome):
    """The INT roll after losing 5+ SAN: success means temporary insanity for ``hours``."""

    roll: D100Roll
    temporary_insanity: bool
    hours: DiceResult | None = None


@dataclass(frozen=True, kw_only=True)
class SanGainOutcome(Outcome):
    """SAN gained, capped at 99 − Cthulhu Mythos."""

    requested: int
    gained: int
    san_before: int
    san_after: int
    san_max: int


@dataclass(frozen=True, kw_only=True)
class DamageOutcome(Outcome):
    """A damage roll (the sheet is the attacker's and does not change)."""

    expression: str
    damage_bonus: str
    extreme: bool
    impaling: bool
    total: int
    #: The maximum taken on an extreme success (0 otherwise).
    maximum: int = 0
    #: Every dice roll made (the normal roll, or the impaling extra roll).
    dice: tuple[DiceResult, ...] = ()


@dataclass(frozen=True, kw_only=True)
class WoundOutcome(Outcome):
    """Damage taken in one blow."""

    damage: int
    hp_before: int
    hp_after: int
    hp_max: int
    #: This blow was a major wound (>= half the maximum HP).
    major_wound: bool
    instant_death: bool
    unconscious: bool
    dying: bool
    #: A CON roll decides whether a major wound knocks the character out.
    con_roll_needed: bool


@dataclass(frozen=True, kw_only=True)
class HealOutcome(Outcome):
    """HP regained by any means."""

    method: str
    requested: int
    healed: int
    hp_before: int
    hp_after: int
    hp_max: int
    roll: D100Roll | None = None
    dice: DiceResult | None = None
    major_wound_cleared: bool = False
    dying_cleared: bool = False
    unconscious_cleared: bool = False
    #: Medicine on a Dying character: a healing roll is allowed at the end of one week.
    healing_roll_allowed: bool = False


@dataclass(frozen=True, kw_only=True)
class ConRollOutcome(Outcome):
    """A CON roll forced by a major wound (failure: unconscious) or by Dying (failure: dead)."""

    roll: D100Roll
    reason: str


@dataclass(frozen=True, slots=True)
class ImprovementCheck:
    """One ticked skill in the development phase."""

    label: str
    value: int
    #: The 1D100 roll, or None when the skill cannot improve (Cthulhu Mythos).
    roll: int | None
    improved: bool
    gain: int
    new_value: int
    #: 2D6 SAN for reaching 90% (None if not reached now).
    san_dice: DiceResult | None = None


@dataclass(frozen=True, kw_only=True)
class DevelopmentOutcome(Outcome):
    """The development phase: every check, every gain, SAN before and after."""

    checks: tuple[ImprovementCheck, ...]
    san_before: int
    san_after: int
    san_gained: int


@dataclass(frozen=True, kw_only=True)
class LuckRecoveryOutcome(Outcome):
    """Luck recovery after a session (seeds 000/003)."""

    roll: int
    gain: int
    luck_before: int
    luck_after: int
    #: The 1D10 rolled (None when the roll did not exceed Luck).
    gain_dice: DiceResult | None = None


@dataclass(frozen=True, slots=True)
class DecadeEffect:
    """The effects of turning one decade age (20, 40, 50...)."""

    age: int
    #: EDU improvement check: the 1D100 roll (None when none is due or magical aging).
    edu_roll: int | None = None
    edu_gain: int = 0
    #: Points added (turning 20) or deducted, by characteristic.
    split: dict[str, int] = field(default_factory=dict)
    added: bool = False
    app_penalty: int = 0
    mov_penalty: int = 0


@dataclass(frozen=True, kw_only=True)
class AgingOutcome(Outcome):
    """Aging in play from ``age_before`` to ``age_after``."""

    age_before: int
    age_after: int
    magical: bool
    decades: tuple[DecadeEffect, ...]
    #: The record appended to ``characteristic_changes`` (None when nothing changed).
    record: CharacteristicChange | None
    hp_max_before: int
    hp_max_after: int
    mov_before: int
    mov_after: int


@runtime_checkable
class AgingChooser(Protocol):
    """Asks how aging points are split (the GUI shows a dialog, tests use a fake)."""

    def split_points(
        self,
        points: int,
        allowed: tuple[str, ...],
        *,
        add: bool,
        age: int,
        current: Mapping[str, int],
    ) -> Mapping[str, int]:
        """How ``points`` are split among ``allowed`` characteristics.

        Args:
            points: the total to split (exactly this must be returned).
            allowed: the characteristics that may take points ("STR", "SIZ" or "STR", "CON",
                "DEX").
            add: True when the points are added (turning 20), False when deducted.
            age: the decade being turned (20, 40, 50...).
            current: the current values of the allowed characteristics.
        """
        ...


# --------------------------------------------------------------------------- helpers


def _copy(sheet: CoC7Sheet) -> CoC7Sheet:
    if not isinstance(sheet, CoC7Sheet):
        raise TypeError(f"expected a CoC7Sheet, not {type(sheet).__name__}")
    return sheet.model_copy(deep=True)


def _key(item: dict[str, Any]) -> str:
    return skill_label(item.get("name", ""), item.get("specialisation", ""))


#: Skills are named by their label in change paths: ``skills[Spot Hidden].ticked``.
_LIST_KEYS = {"skills": _key}


def changes_between(before: CoC7Sheet, after: CoC7Sheet) -> tuple[Change, ...]:
    """Every stored field that differs between two sheets."""
    return outcome.changes_between(before, after, _LIST_KEYS)


def _outcome(cls: type, before: CoC7Sheet, after: CoC7Sheet, notes: list[str], **fields: Any):
    return cls(sheet=after, changes=changes_between(before, after), notes=tuple(notes), **fields)


def _set(sheet: CoC7Sheet, name: str, current: int, new: int) -> None:
    """Store a current HP/MP/SAN value, leaving ``None`` ("at the maximum/start") alone when
    the value does not change."""
    if new != current or getattr(sheet, name) is not None:
        setattr(sheet, name, new)


def _count(value: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise RollError(f"{what} must be a whole number >= 0, not {value!r}")
    return value


def _check_alive(sheet: CoC7Sheet, action: str) -> None:
    """Refuse ``action`` (one of :data:`_ACTIONS`' keys) on a dead investigator."""
    if sheet.conditions.dead:
        raise RollError(
            translate("CoC7Play", "cannot {0}: the investigator is dead").format(
                translate("CoC7Play", _ACTIONS.get(action, action))
            )
        )


#: What :func:`_check_alive` refuses, in words (translated in the "CoC7Play" context).
_ACTIONS = {
    "make a Sanity roll": QT_TRANSLATE_NOOP("CoC7Play", "make a Sanity roll"),
    "make a CON roll": QT_TRANSLATE_NOOP("CoC7Play", "make a CON roll"),
    "heal": QT_TRANSLATE_NOOP("CoC7Play", "heal"),
    "give First Aid": QT_TRANSLATE_NOOP("CoC7Play", "give First Aid"),
    "use Medicine": QT_TRANSLATE_NOOP("CoC7Play", "use Medicine"),
}
#: Healing methods in words (the outcome's ``method`` stays English).
_METHODS = {
    "healing": QT_TRANSLATE_NOOP("CoC7Play", "healing"),
    "First Aid": QT_TRANSLATE_NOOP("CoC7Play", "First Aid"),
    "Medicine": QT_TRANSLATE_NOOP("CoC7Play", "Medicine"),
    "weekly healing": QT_TRANSLATE_NOOP("CoC7Play", "weekly healing"),
}


#: Rolls named by a word rather than a skill or characteristic (shown translated).
_ROLL_WORDS = {
    "Idea": QT_TRANSLATE_NOOP("RollButton", "Idea"),
    "Know": QT_TRANSLATE_NOOP("RollButton", "Know"),
}


def _shown(label: str) -> str:
    """A roll's label in the language in use: a characteristic's abbreviation (``STR`` → ``ST``
    in German), a skill label (``Library Use`` → ``Bibliotheksnutzung``), Idea or Know; any
    other label (a custom skill, an opponent's name) as it is."""
    if not label:
        return label
    if label in CHARACTERISTICS:
        return terms.characteristic_abbr("coc7", label)
    if label in _ROLL_WORDS:
        return translate("RollButton", _ROLL_WORDS[label])
    return terms.skill_label("coc7", label)


def _opponent(label: str) -> str:
    """The other side of an opposed roll as the notes name it."""
    return translate("CoC7Play", "opponent") if label in ("", "opponent") else _shown(label)


def _judged(a: D100Roll, b: D100Roll, both_fail: str) -> OpposedOutcome:
    """:func:`d100.opposed`, its reason naming the two sides in the language in use (the rolls
    keep their labels)."""
    return d100.opposed(
        dataclasses.replace(a, label=_shown(a.label)),
        dataclasses.replace(b, label=_opponent(b.label)) if b.label else b,
        both_fail=both_fail,
    )


def _rolled(label: object, value: int, roll: D100Roll) -> str:
    """``Spot Hidden 45: rolled 23, regular``."""
    return translate("CoC7Play", "{0} {1}: rolled {2}, {3}").format(
        label, value, f"{roll.result:02d}", d100.level_word(roll.level)
    )


def _ticked(label: str) -> str:
    return translate("CoC7Play", "{0} ticked for improvement").format(_shown(label))


def _percentile(rng: random.Random) -> int:
    """A plain 1D100 check (1..100), for improvement and recovery checks."""
    return parse("1D100").roll(rng).total


def _is_no_improvement(label: str) -> bool:
    return label.strip().casefold() in NO_IMPROVEMENT_SKILLS


def _skill_line(sheet: CoC7Sheet, label: str, derived: Any = None):
    if not isinstance(label, str) or not label.strip():
        raise RollError(translate("CoC7Play", "name the skill to roll"))
    derived = derived if derived is not None else derive(sheet)
    line = derived.skill(label.strip())
    if line is None:
        if label.strip().upper() in CHARACTERISTICS:
            raise RollError(
                translate("CoC7Play", "{0} is a characteristic, not a skill: make a characteristic roll").format(
                    label.strip()
                )
            )
        raise RollError(translate("CoC7Play", "the sheet has no skill named {0}").format(repr(label.strip())))
    return line


def _tick(sheet: CoC7Sheet, label: str) -> bool:
    """Tick a skill on ``sheet`` (a working copy); True if it was not ticked before."""
    if _is_no_improvement(label):
        return False
    line = _skill_line(sheet, label)
    if _is_no_improvement(line.label):
        return False
    entry = sheet.skill(line.label)
    if entry is None:
        sheet.skills = [
            *sheet.skills,
            Skill(name=line.name, specialisation=line.specialisation, ticked=True),
        ]
        return True
    if entry.ticked:
        return False
    entry.ticked = True
    return True


def _characteristic_value(sheet: CoC7Sheet, name: str, derived: Any = None) -> tuple[str, int]:
    key = name.strip().upper() if isinstance(name, str) else ""
    if key not in CHARACTERISTICS:
        raise RollError(
            f"unknown characteristic {name!r}: expected one of {', '.join(CHARACTERISTICS)}"
        )
    derived = derived if derived is not None else derive(sheet)
    return key, derived.characteristics[key].value


# --------------------------------------------------------------------------- rolls


def skill_roll(
    sheet: CoC7Sheet,
    label: str,
    rng: random.Random,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
) -> RollOutcome:
    """Roll a skill (value from :func:`derive`); a success that earns a tick ticks it.

    Raises:
        RollError: the sheet has no such skill, or bad difficulty/dice counts.
    """
    line = _skill_line(sheet, label)
    roll = d100.roll_d100(rng, line.value, difficulty, bonus, penalty, RollKind.SKILL, line.label)
    after = _copy(sheet)
    notes = [_rolled(_shown(line.label), line.value, roll)]
    ticked = False
    if roll.earns_tick:
        ticked = _tick(after, line.label)
        if ticked:
            notes.append(_ticked(line.label))
        elif _is_no_improvement(line.label):
            notes.append(translate("CoC7Play", "{0} never earns an improvement tick").format(_shown(line.label)))
    return _outcome(RollOutcome, sheet, after, notes, roll=roll, ticked=ticked)


def characteristic_roll(
    sheet: CoC7Sheet,
    name: str,
    rng: random.Random,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
    label: str | None = None,
) -> RollOutcome:
    """Roll a characteristic (STR, CON...); no tick. ``label`` names it in the roll log."""
    key, value = _characteristic_value(sheet, name)
    roll = d100.roll_d100(
        rng, value, difficulty, bonus, penalty, RollKind.CHARACTERISTIC, label or key
    )
    notes = [_rolled(_shown(label or key), value, roll)]
    return _outcome(RollOutcome, sheet, _copy(sheet), notes, roll=roll)


def idea_roll(
    sheet: CoC7Sheet,
    rng: random.Random,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
) -> RollOutcome:
    """An Idea roll: rolled against INT like an INT roll (seed 003)."""
    return characteristic_roll(sheet, "INT", rng, difficulty, bonus, penalty, label="Idea")


def know_roll(
    sheet: CoC7Sheet,
    rng: random.Random,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
) -> RollOutcome:
    """A Know roll: rolled against EDU (seed 003)."""
    return characteristic_roll(sheet, "EDU", rng, difficulty, bonus, penalty, label="Know")


def luck_roll(
    sheet: CoC7Sheet,
    rng: random.Random,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
) -> RollOutcome:
    """A Luck roll against the current Luck; it can be neither pushed nor bought with Luck."""
    luck = derive(sheet).luck
    roll = d100.roll_d100(rng, luck, difficulty, bonus, penalty, RollKind.LUCK, "Luck")
    notes = [_rolled(translate("CoC7Play", "Luck"), luck, roll)]
    return _outcome(RollOutcome, sheet, _copy(sheet), notes, roll=roll)


def push_roll(
    sheet: CoC7Sheet,
    roll: D100Roll | RollOutcome | OpposedRollOutcome,
    rng: random.Random,
    label: str | None = None,
) -> RollOutcome:
    """Push a failed skill or characteristic roll, once; a skill success ticks the skill.

    ``label`` is the skill to tick (default: the roll's label).

    Raises:
        RollError: the roll cannot be pushed (Luck, SAN, combat or other rolls, a second push,
            a success, a fumble, a roll altered with Luck, an opposed roll).
    """
    if isinstance(roll, OpposedRollOutcome):
        raise RollError(translate("CoC7Play", "opposed rolls cannot be pushed"))
    roll = roll.roll if isinstance(roll, RollOutcome) else roll
    pushed = d100.push(roll, rng)
    before = sheet
    after = _copy(sheet)
    name = label or pushed.label
    notes = [
        translate("CoC7Play", "{0} pushed: rolled {1}, {2}").format(
            _shown(name) or translate("CoC7Play", "roll"), f"{pushed.result:02d}", d100.level_word(pushed.level)
        )
    ]
    ticked = False
    if pushed.earns_tick and pushed.kind == RollKind.SKILL:
        ticked = _tick(after, name)
        if ticked:
            notes.append(_ticked(name))
    return _outcome(RollOutcome, before, after, notes, roll=pushed, ticked=ticked)


def spend_luck(
    sheet: CoC7Sheet,
    roll: D100Roll | RollOutcome | OpposedRollOutcome | ConRollOutcome | InsanityOutcome
    | HealOutcome,
    points: int,
    rng: random.Random | None = None,
) -> RollOutcome | ConRollOutcome | InsanityOutcome | HealOutcome:
    """Lower a skill or characteristic roll by ``points`` of Luck, deducted from the sheet.

    A roll altered with Luck earns no tick (seeds 000/003). A failed roll never ticked, but
    Luck may also raise a success to a better level: pass the roll's :class:`RollOutcome` (or
    :class:`OpposedRollOutcome`) and, if that roll is what ticked the skill, the tick is
    withdrawn. For an opposed roll, compare the returned roll again with ``d100.opposed``.

    Luck may also be spent on the forced CON and INT rolls (seeds 000/003 exclude only Luck,
    damage, Sanity and SAN-loss rolls): pass the :class:`ConRollOutcome` of a major wound or
    of dying (a success now: the investigator stays conscious, or lives), the
    :class:`InsanityOutcome` of the INT roll (a success now: temporarily insane for 1D10
    hours, rolled with ``rng``) or the :class:`HealOutcome` of the weekly healing roll (a
    success now heals 1D3; an Extreme success 2D3 in all and ends the major wound, rolled with
    ``rng``). The result is then an outcome of the same type on the sheet after the spend.

    Raises:
        RollError: Luck cannot be spent on this roll (Luck, SAN, pushed, critical, fumble), not
            enough Luck, or the result would go below 01.
    """
    if isinstance(roll, (ConRollOutcome, InsanityOutcome, HealOutcome)):
        return _spend_luck_on_forced(sheet, roll, points, rng)
    outcome = roll if isinstance(roll, (RollOutcome, OpposedRollOutcome)) else None
    ticked_by_roll = outcome is not None and outcome.ticked
    base = outcome.roll if outcome is not None else roll
    luck = sheet.luck
    new_roll = d100.spend_luck(base, points, luck)
    before = sheet
    after = _copy(sheet)
    after.luck = luck - points
    notes = [
        translate("CoC7Play", "{0} Luck spent: {1} becomes {2}, {3}; Luck {4} → {5}").format(
            points, f"{base.result:02d}", f"{new_roll.result:02d}", d100.level_word(new_roll.level), luck, after.luck
        ),
        translate("CoC7Play", "no improvement tick for a roll altered with Luck"),
    ]
    unticked = False
    if ticked_by_roll and base.label:
        entry = after.skill(base.label)
        if entry is not None and entry.ticked:
            entry.ticked = False
            unticked = True
            notes.append(
                translate("CoC7Play", "the tick this roll earned on {0} is withdrawn").format(_shown(base.label))
            )
    if isinstance(outcome, OpposedRollOutcome):
        result = _judged(new_roll, outcome.other, outcome.both_fail)
        notes.append(translate("CoC7Play", "opposed roll judged again: {0}").format(result.reason))
    return _outcome(RollOutcome, before, after, notes, roll=new_roll, unticked=unticked)


def _spend_luck_on_forced(
    sheet: CoC7Sheet,
    outcome: ConRollOutcome | InsanityOutcome | HealOutcome,
    points: int,
    rng: random.Random | None,
) -> ConRollOutcome | InsanityOutcome | HealOutcome:
    """Luck spent on a forced CON or INT roll: lower the roll and apply what the better
    result changes (see :func:`spend_luck`)."""
    base = outcome.roll
    if base is None:
        raise RollError(translate("CoC7Play", "Luck cannot be spent: this healing had no roll"))
    luck = sheet.luck
    new_roll = d100.spend_luck(base, points, luck)
    after = _copy(sheet)
    after.luck = luck - points
    notes = [
        translate("CoC7Play", "{0} Luck spent on {1}: {2} becomes {3}, {4}; Luck {5} → {6}").format(
            points,
            _shown(base.label),
            f"{base.result:02d}",
            f"{new_roll.result:02d}",
            d100.level_word(new_roll.level),
            luck,
            after.luck,
        )
    ]
    newly_passed = new_roll.success and not base.success

    def need_rng() -> random.Random:
        if rng is None:
            raise RollError("a random generator is needed to roll what the better result brings")
        return rng

    if isinstance(outcome, ConRollOutcome):
        if newly_passed and outcome.reason == "major wound":
            after.conditions.unconscious = False
            notes.append(translate("CoC7Play", "the CON roll now succeeds: stays conscious"))
        elif newly_passed and outcome.reason == "dying":
            after.conditions.dead = False
            after.conditions.dying = True
            notes.append(translate("CoC7Play", "the CON roll now succeeds: holds on for another round"))
        return _outcome(
            ConRollOutcome, sheet, after, notes, roll=new_roll, reason=outcome.reason
        )
    if isinstance(outcome, InsanityOutcome):
        hours = outcome.hours
        if newly_passed:
            hours = parse("1D10").roll(need_rng())
            after.conditions.temporary_insanity = True
            notes.append(
                translate("CoC7Play", "the INT roll now succeeds: temporarily insane for {0} hours").format(hours.total)
            )
        return _outcome(
            InsanityOutcome,
            sheet,
            after,
            notes,
            roll=new_roll,
            temporary_insanity=new_roll.success,
            hours=hours,
        )
    # The weekly healing roll.
    newly_extreme = new_roll.level >= Level.EXTREME > base.level
    if not (newly_passed or newly_extreme):
        healed = _heal(after, 0, "weekly healing", notes, roll=new_roll, dice=outcome.dice)
        return dataclasses.replace(healed, changes=changes_between(sheet, healed.sheet))
    dice_text = "2D3" if newly_extreme and newly_passed else "1D3"
    dice = parse(dice_text).roll(need_rng())
    if newly_passed:
        if newly_extreme:
            note = translate("CoC7Play", "the healing roll now succeeds: extreme success: 2D3 = {0}")
        else:
            note = translate("CoC7Play", "the healing roll now succeeds: 1D3 = {0}")
        notes.append(note.format(dice.total))
    else:
        notes.append(
            translate("CoC7Play", "now an extreme success: another 1D3 (2D3 in all) = {0} more").format(dice.total)
        )
    healed = _heal(
        after,
        dice.total,
        "weekly healing",
        notes,
        roll=new_roll,
        dice=dice,
        clear_major=newly_extreme,
    )
    return dataclasses.replace(healed, changes=changes_between(sheet, healed.sheet))


def opposed_roll(
    sheet: CoC7Sheet,
    label: str,
    rng: random.Random,
    opponent_value: int,
    *,
    opponent_label: str = "opponent",
    bonus: int = 0,
    penalty: int = 0,
    opponent_bonus: int = 0,
    opponent_penalty: int = 0,
    opponent_roll: D100Roll | None = None,
    both_fail: d100.BothFail = "compare",
) -> OpposedRollOutcome:
    """An opposed roll: the investigator's skill or characteristic ``label`` against an
    opponent's value (rolled here unless ``opponent_roll`` is given; the investigator rolls
    first). Difficulty plays no part; bonus/penalty dice do. Winning with a skill success
    ticks the skill. When both fail the higher value still wins (seed 003: "one will win,
    the other will lose"), unless ``both_fail="none"``."""
    derived = derive(sheet)
    key = label.strip().upper() if isinstance(label, str) else ""
    if key in CHARACTERISTICS:
        value, kind, name = derived.characteristics[key].value, RollKind.CHARACTERISTIC, key
    else:
        line = _skill_line(sheet, label, derived)
        value, kind, name = line.value, RollKind.SKILL, line.label
    roll = d100.roll_d100(rng, value, Difficulty.REGULAR, bonus, penalty, kind, name)
    if opponent_roll is None:
        _count(opponent_value, "the opponent's value")
        opponent_roll = d100.roll_d100(
            rng,
            opponent_value,
            Difficulty.REGULAR,
            opponent_bonus,
            opponent_penalty,
            RollKind.OTHER,
            opponent_label,
        )
    result = _judged(roll, opponent_roll, both_fail)
    before = sheet
    after = _copy(sheet)
    notes = [
        translate("CoC7Play", "{0} {1}: {2} {3}; {4} {5}: {6} {7}").format(
            _shown(name),
            value,
            f"{roll.result:02d}",
            d100.level_word(roll.level),
            _opponent(opponent_roll.label),
            opponent_roll.value,
            f"{opponent_roll.result:02d}",
            d100.level_word(opponent_roll.level),
        ),
        result.reason,
    ]
    ticked = False
    if result.winner == "a" and roll.earns_tick and kind == RollKind.SKILL:
        ticked = _tick(after, name)
        if ticked:
            notes.append(_ticked(name))
    return _outcome(
        OpposedRollOutcome,
        before,
        after,
        notes,
        roll=roll,
        other=opponent_roll,
        result=result,
        ticked=ticked,
        both_fail=both_fail,
    )


# --------------------------------------------------------------------------- sanity


def san_roll(
    sheet: CoC7Sheet,
    loss_text: str,
    rng: random.Random,
    bonus: int = 0,
    penalty: int = 0,
) -> SanOutcome:
    """A Sanity roll against current SAN with a loss such as ``0/1D6`` (seed 004)."""
    _check_alive(sheet, "make a Sanity roll")
    loss_pair = parse_san_loss(loss_text)
    derived = derive(sheet)
    san_before = derived.san
    roll = d100.roll_d100(
        rng, san_before, Difficulty.REGULAR, bonus, penalty, RollKind.SAN, "Sanity"
    )
    fumble = roll.level == Level.FUMBLE
    loss_dice: DiceResult | None = None
    if fumble:
        loss = loss_pair.failure.maximum()
    else:
        part = loss_pair.success if roll.success else loss_pair.failure
        loss_dice = part.roll(rng)
        loss = loss_dice.total
    loss = max(0, loss)
    san_after = max(0, san_before - loss)
    lost = san_before - san_after
    start_of_day = san_before + sheet.san_lost_today
    lost_today = sheet.san_lost_today + lost

    before = sheet
    after = _copy(sheet)
    _set(after, "san", san_before, san_after)
    after.san_lost_today = lost_today
    if fumble:
        loss_note = translate("CoC7Play", "fumble: the maximum loss of {0}, {1}").format(loss_pair.failure.text, loss)
    elif roll.success:
        loss_note = translate("CoC7Play", "success loses {0} = {1}").format(
            loss_dice.expression if loss_dice else "", loss
        )
    else:
        loss_note = translate("CoC7Play", "failure loses {0} = {1}").format(
            loss_dice.expression if loss_dice else "", loss
        )
    notes = [
        translate("CoC7Play", "{0}; {1}").format(_rolled(translate("CoC7Play", "Sanity"), san_before, roll), loss_note),
        translate("CoC7Play", "SAN {0} → {1}; lost today {2}").format(san_before, san_after, lost_today),
    ]
    int_needed = lost >= TEMPORARY_INSANITY_LOSS
    if int_needed:
        notes.append(
            translate("CoC7Play", "{0} SAN lost in one roll: an INT roll decides temporary insanity").format(lost)
        )
    # A fifth or more, not a rounded-down fifth: lost_today >= start_of_day / 5, in integers.
    indefinite = False
    if (
        lost > 0
        and lost_today * 5 >= start_of_day
        and not sheet.conditions.indefinite_insanity
    ):
        indefinite = True
        after.conditions.indefinite_insanity = True
        fifth = f"{start_of_day / 5:g}"
        notes.append(
            translate("CoC7Play", "{0} SAN lost today is a fifth or more of {1} ({2}): indefinite insanity").format(
                lost_today, start_of_day, fifth
            )
        )
    permanent = san_after == 0
    if permanent:
        after.conditions.permanent_insanity = True
        notes.append(translate("CoC7Play", "SAN 0: permanently insane"))
    return _outcome(
        SanOutcome,
        before,
        after,
        notes,
        roll=roll,
        loss_text=loss_pair.text,
        loss_dice=loss_dice,
        loss=loss,
        lost=lost,
        fumble_maximum=fumble,
        san_before=san_before,
        san_after=san_after,
        san_lost_today=lost_today,
        san_start_of_day=start_of_day,
        int_roll_needed=int_needed,
        indefinite_insanity=indefinite,
        permanent_insanity=permanent,
    )


def temporary_insanity_check(sheet: CoC7Sheet, rng: random.Random) -> InsanityOutcome:
    """The INT roll after 5+ SAN lost in one roll (seed 004): a success means the investigator
    understands what was seen and is temporarily insane for 1D10 hours.

    The roll is of kind FORCED: a characteristic roll forced on the investigator, not pushed,
    but Luck may be spent on it (seeds 000/003 exclude only Luck, damage, Sanity and SAN-loss
    rolls): pass the outcome to :func:`spend_luck`.
    """
    _, value = _characteristic_value(sheet, "INT")
    roll = d100.roll_d100(rng, value, Difficulty.REGULAR, 0, 0, RollKind.FORCED, "INT (insanity)")
    before = sheet
    after = _copy(sheet)
    notes = [_rolled(_shown("INT"), value, roll)]
    hours: DiceResult | None = None
    if roll.success:
        hours = parse("1D10").roll(rng)
        after.conditions.temporary_insanity = True
        notes.append(translate("CoC7Play", "temporarily insane for {0} hours").format(hours.total))
    else:
        notes.append(translate("CoC7Play", "the mind refuses to understand: no temporary insanity"))
    return _outcome(
        InsanityOutcome,
        before,
        after,
        notes,
        roll=roll,
        temporary_insanity=roll.success,
        hours=hours,
    )


def new_day(sheet: CoC7Sheet) -> Outcome:
    """Start a new game day: the SAN lost today goes back to 0."""
    after = _copy(sheet)
    after.san_lost_today = 0
    return _outcome(Outcome, sheet, after, [translate("CoC7Play", "a new day: SAN lost today reset to 0")])


def gain_san(sheet: CoC7Sheet, amount: int, reason: str = "") -> SanGainOutcome:
    """Add SAN, never above 99 − Cthulhu Mythos."""
    _count(amount, "SAN gained")
    derived = derive(sheet)
    san_before, san_max = derived.san, derived.san_max
    san_after = max(san_before, min(san_max, san_before + amount))
    after = _copy(sheet)
    _set(after, "san", san_before, san_after)
    change = translate("CoC7Play", "SAN {0} → {1}").format(san_before, san_after)
    notes = [translate("CoC7Play", "{0}: {1}").format(reason, change) if reason else change]
    if san_before + amount > san_max:
        notes.append(translate("CoC7Play", "capped at the maximum SAN {0} (99 − Cthulhu Mythos)").format(san_max))
    return _outcome(
        SanGainOutcome,
        sheet,
        after,
        notes,
        requested=amount,
        gained=san_after - san_before,
        san_before=san_before,
        san_after=san_after,
        san_max=san_max,
    )


# --------------------------------------------------------------------------- damage and wounds


def damage_roll(
    sheet: CoC7Sheet,
    weapon_or_expression: Weapon | str | Expression,
    rng: random.Random,
    extreme: bool = False,
    impaling: bool | None = None,
) -> DamageOutcome:
    """Roll damage with the sheet's Damage Bonus (seed 004; see the module notes).

    ``impaling`` defaults to the weapon's ``damage_type`` (False for a bare expression).
    ``extreme`` is for an extreme success (or a critical); a character fighting back deals
    only regular damage (the caller passes ``extreme=False``).
    """
    if isinstance(weapon_or_expression, Weapon):
        text = weapon_or_expression.damage
        if impaling is None:
            impaling = weapon_or_expression.damage_type == "impaling"
        name = weapon_or_expression.name
    elif isinstance(weapon_or_expression, Expression):
        text, name = weapon_or_expression.text, weapon_or_expression.text
    elif isinstance(weapon_or_expression, str):
        text, name = weapon_or_expression, weapon_or_expression
    else:
        raise TypeError("expected a Weapon, a dice expression or its text")
    impaling = bool(impaling)
    expression = parse(text) if isinstance(text, str) else text
    bonus = derive(sheet).damage_bonus
    dice: list[DiceResult] = []
    maximum = 0
    if not extreme:
        result = expression.roll(rng, bonus)
        dice.append(result)
        total = result.total
        how = translate("CoC7Play", "rolled {0}").format(result.total)
    elif not impaling:
        maximum = expression.maximum(bonus)
        total = maximum
        how = translate("CoC7Play", "extreme: maximum damage {0}").format(maximum)
    else:
        maximum = expression.maximum(bonus)
        extra = expression.roll(rng, "0")
        dice.append(extra)
        total = maximum + extra.total
        how = translate("CoC7Play", "extreme impale: maximum {0} + another roll {1}").format(maximum, extra.total)
    if total < 0:
        how = translate("CoC7Play", "{0} (below 0 counts as 0)").format(how)
        total = 0
    notes = [translate("CoC7Play", "{0}: {1} with DB {2}, {3} = {4}").format(name, expression.text, bonus, how, total)]
    return _outcome(
        DamageOutcome,
        sheet,
        _copy(sheet),
        notes,
        expression=expression.text,
        damage_bonus=bonus,
        extreme=bool(extreme),
        impaling=impaling,
        total=total,
        maximum=maximum,
        dice=tuple(dice),
    )


def _is_major(damage: int, hp_max: int) -> bool:
    """Damage >= half the full hit points (exact half, no rounding)."""
    return damage > 0 and 2 * damage >= hp_max


def apply_damage(sheet: CoC7Sheet, amount: int) -> WoundOutcome:
    """Take ``amount`` damage in one blow (seed 004)."""
    _count(amount, "damage")
    derived = derive(sheet)
    hp_max, hp_before = derived.hp_max, derived.hp
    hp_after = max(0, hp_before - amount)
    before = sheet
    after = _copy(sheet)
    _set(after, "hp", hp_before, hp_after)
    notes = [translate("CoC7Play", "{0} damage: HP {1} → {2}").format(amount, hp_before, hp_after)]
    conditions = after.conditions
    major = _is_major(amount, hp_max)
    instant = amount > 0 and amount >= hp_max
    if instant:
        conditions.dead = True
        notes.append(
            translate("CoC7Play", "{0} damage in one blow is at least the maximum HP {1}: dead").format(amount, hp_max)
        )
    if major:
        conditions.major_wound = True
        notes.append(
            translate("CoC7Play", "{0} is at least half the maximum HP {1}: a major wound").format(amount, hp_max)
        )
    unconscious = dying = con_needed = False
    if not conditions.dead:
        if hp_after == 0 and amount > 0:
            conditions.unconscious = unconscious = True
            notes.append(translate("CoC7Play", "HP 0: unconscious"))
            if conditions.major_wound:
                conditions.dying = dying = True
                notes.append(
                    translate(
                        "CoC7Play",
                        "HP 0 with a major wound: dying (a CON roll at the end of each round, only First Aid ends it)",
                    )
                )
        elif major and not conditions.unconscious:
            con_needed = True
            notes.append(translate("CoC7Play", "a major wound: a CON roll or fall unconscious"))
    return _outcome(
        WoundOutcome,
        before,
        after,
        notes,
        damage=amount,
        hp_before=hp_before,
        hp_after=hp_after,
        hp_max=hp_max,
        major_wound=major,
        instant_death=instant,
        unconscious=unconscious,
        dying=dying,
        con_roll_needed=con_needed,
    )


def _con_roll(sheet: CoC7Sheet, rng: random.Random, label: str) -> tuple[D100Roll, int]:
    _, value = _characteristic_value(sheet, "CON")
    # FORCED: Luck may be spent on it (seeds 000/003), it is not pushed.
    roll = d100.roll_d100(rng, value, Difficulty.REGULAR, 0, 0, RollKind.FORCED, label)
    return roll, value


def major_wound_con_roll(sheet: CoC7Sheet, rng: random.Random) -> ConRollOutcome:
    """The CON roll after a major wound: failure means falling unconscious (seed 004)."""
    _check_alive(sheet, "make a CON roll")
    roll, value = _con_roll(sheet, rng, "CON (major wound)")
    after = _copy(sheet)
    notes = [_rolled(_shown("CON"), value, roll)]
    if not roll.success:
        after.conditions.unconscious = True
        notes.append(translate("CoC7Play", "falls unconscious"))
    else:
        notes.append(translate("CoC7Play", "stays conscious"))
    return _outcome(ConRollOutcome, sheet, after, notes, roll=roll, reason="major wound")


def dying_con_roll(sheet: CoC7Sheet, rng: random.Random) -> ConRollOutcome:
    """The CON roll a Dying character makes each round: failure means death (seed 004)."""
    _check_alive(sheet, "make a CON roll")
    if not sheet.conditions.dying:
        raise RollError(translate("CoC7Play", "the investigator is not dying: no CON roll against death is needed"))
    roll, value = _con_roll(sheet, rng, "CON (dying)")
    after = _copy(sheet)
    notes = [_rolled(_shown("CON"), value, roll)]
    if not roll.success:
        after.conditions.dead = True
        after.conditions.dying = False
        notes.append(translate("CoC7Play", "dies"))
    else:
        notes.append(translate("CoC7Play", "holds on for another round"))
    return _outcome(ConRollOutcome, sheet, after, notes, roll=roll, reason="dying")


def _heal(
    sheet: CoC7Sheet,
    amount: int,
    method: str,
    notes: list[str],
    *,
    roll: D100Roll | None = None,
    dice: DiceResult | None = None,
    clear_major: bool = False,
    healing_roll_allowed: bool = False,
    shown: str | None = None,
) -> HealOutcome:
    """Heal ``amount`` HP by ``method`` (kept in English in the outcome; ``shown`` is how the
    notes name it, by default the method translated when it is one of :data:`_METHODS`)."""
    if shown is None:
        shown = translate("CoC7Play", _METHODS[method]) if method in _METHODS else method
    derived = derive(sheet)
    hp_max, hp_before = derived.hp_max, derived.hp
    hp_after = max(hp_before, min(hp_max, hp_before + amount))
    before = sheet
    after = _copy(sheet)
    _set(after, "hp", hp_before, hp_after)
    conditions = after.conditions
    if amount:
        notes.append(translate("CoC7Play", "{0}: HP {1} → {2}").format(shown, hp_before, hp_after))
        if hp_before + amount > hp_max:
            notes.append(translate("CoC7Play", "capped at the maximum HP {0}").format(hp_max))
    dying_cleared = unconscious_cleared = major_cleared = False
    if hp_after > 0 and conditions.dying:
        conditions.dying = False
        dying_cleared = True
        notes.append(translate("CoC7Play", "no longer dying"))
    if hp_before == 0 and hp_after > 0 and conditions.unconscious:
        conditions.unconscious = False
        unconscious_cleared = True
        notes.append(translate("CoC7Play", "no longer unconscious"))
    if conditions.major_wound and (clear_major or 2 * hp_after >= hp_max):
        conditions.major_wound = False
        major_cleared = True
        if clear_major:
            notes.append(translate("CoC7Play", "the major wound heals"))
        else:
            notes.append(
                translate("CoC7Play", "the major wound heals (HP {0} is half the maximum {1} or more)").format(
                    hp_after, hp_max
                )
            )
    return _outcome(
        HealOutcome,
        before,
        after,
        notes,
        method=method,
        requested=amount,
        healed=hp_after - hp_before,
        hp_before=hp_before,
        hp_after=hp_after,
        hp_max=hp_max,
        roll=roll,
        dice=dice,
        major_wound_cleared=major_cleared,
        dying_cleared=dying_cleared,
        unconscious_cleared=unconscious_cleared,
        healing_roll_allowed=healing_roll_allowed,
    )


def heal(sheet: CoC7Sheet, amount: int, reason: str = "healing") -> HealOutcome:
    """Regain ``amount`` HP, capped at the maximum. HP above 0 end Dying and Unconscious;
    HP at half the maximum or more end a major wound (seed 004)."""
    _count(amount, "HP healed")
    _check_alive(sheet, "heal")
    return _heal(sheet, amount, reason, [])


def first_aid(sheet: CoC7Sheet) -> HealOutcome:
    """A successful First Aid: +1 HP, or on a Dying character no HP but Dying ends (seed 004:
    "Only successful use of the First Aid skill can alleviate the Dying condition")."""
    _check_alive(sheet, "give First Aid")
    if sheet.conditions.dying:
        after = _copy(sheet)
        after.conditions.dying = False
        derived = derive(sheet)
        notes = [
            translate("CoC7Play", "First Aid on a dying character: no HP, but no longer dying (Medicine can follow)")
        ]
        return _outcome(
            HealOutcome,
            sheet,
            after,
            notes,
            method="First Aid",
            requested=0,
            healed=0,
            hp_before=derived.hp,
            hp_after=derived.hp,
            hp_max=derived.hp_max,
            dying_cleared=True,
        )
    return _heal(sheet, 1, "First Aid", [])


def medicine(sheet: CoC7Sheet, rng: random.Random) -> HealOutcome:
    """A successful Medicine: +1D3 HP; on a Dying character no HP, but a healing roll is
    allowed at the end of one week (seed 004)."""
    _check_alive(sheet, "use Medicine")
    if sheet.conditions.dying:
        derived = derive(sheet)
        notes = [
            translate("CoC7Play", "Medicine on a dying character: no HP now, a healing roll at the end of one week")
        ]
        return _outcome(
            HealOutcome,
            sheet,
            _copy(sheet),
            notes,
            method="Medicine",
            requested=0,
            healed=0,
            hp_before=derived.hp,
            hp_after=derived.hp,
            hp_max=derived.hp_max,
            healing_roll_allowed=True,
        )
    dice = parse("1D3").roll(rng)
    notes = [translate("CoC7Play", "Medicine: 1D3 = {0}").format(dice.total)]
    return _heal(sheet, dice.total, "Medicine", notes, dice=dice)


def natural_healing(sheet: CoC7Sheet, days: int = 1) -> HealOutcome:
    """Natural healing without a major wound: 1 HP per day (seed 004).

    Raises:
        RollError: with a major wound, healing is the weekly CON roll (:func:`weekly_healing`).
    """
    _count(days, "days")
    _check_alive(sheet, "heal")
    if sheet.conditions.major_wound:
        raise RollError(
            translate("CoC7Play", "with a major wound there is no daily healing: make the weekly healing roll")
        )
    shown = (
        translate("CoC7Play", "{0} day of rest") if days == 1 else translate("CoC7Play", "{0} days of rest")
    ).format(days)
    return _heal(sheet, days, f"{days} day{'s' if days != 1 else ''} of rest", [], shown=shown)


def weekly_healing(sheet: CoC7Sheet, rng: random.Random) -> HealOutcome:
    """The weekly healing roll with a major wound (seed 004): a CON roll heals 1D3, an extreme
    success 2D3 and ends the major wound; reaching half the maximum HP ends it too.

    Raises:
        RollError: without a major wound (heal 1 HP per day instead).
    """
    _check_alive(sheet, "heal")
    if not sheet.conditions.major_wound:
        raise RollError(translate("CoC7Play", "without a major wound, healing is 1 HP per day, not a weekly roll"))
    roll, value = _con_roll(sheet, rng, "CON (healing)")
    notes = [
        translate("CoC7Play", "healing roll, CON {0}: rolled {1}, {2}").format(
            value, f"{roll.result:02d}", d100.level_word(roll.level)
        )
    ]
    if not roll.success:
        notes.append(translate("CoC7Play", "no healing this week"))
        return _heal(sheet, 0, "weekly healing", notes, roll=roll)
    extreme = roll.level >= Level.EXTREME
    dice = parse("2D3" if extreme else "1D3").roll(rng)
    if extreme:
        notes.append(translate("CoC7Play", "extreme success: 2D3 = {0}").format(dice.total))
    else:
        notes.append(translate("CoC7Play", "1D3 = {0}").format(dice.total))
    return _heal(
        sheet, dice.total, "weekly healing", notes, roll=roll, dice=dice, clear_major=extreme
    )


# --------------------------------------------------------------------------- development


def development_phase(sheet: CoC7Sheet, rng: random.Random) -> DevelopmentOutcome:
    """The investigator development phase (seed 003): every ticked skill in sheet order rolls
    1D100; above the skill or above 95 adds 1D10 experience points; a skill reaching 90+ from
    below gives 2D6 SAN (capped at 99 − Cthulhu Mythos). All ticks are cleared."""
    derived = derive(sheet)
    after = _copy(sheet)
    checks: list[ImprovementCheck] = []
    notes: list[str] = []
    san_gain = 0
    for entry in after.skills:
        if not entry.ticked:
            continue
        entry.ticked = False
        line = derived.skill(entry.label)
        value = line.value if line is not None else 0
        if _is_no_improvement(entry.label):
            checks.append(ImprovementCheck(entry.label, value, None, False, 0, value))
            notes.append(
                translate("CoC7Play", "{0} cannot be improved by experience: tick cleared").format(
                    _shown(entry.label)
                )
            )
            continue
        roll = _percentile(rng)
        if roll > value or roll > 95:
            gain = parse("1D10").roll(rng).total
            entry.experience += gain
            new_value = value + gain
            san_dice = None
            note = translate("CoC7Play", "{0} {1}: rolled {2}, +{3} → {4}").format(
                _shown(entry.label), value, f"{roll:02d}", gain, new_value
            )
            if value < MASTERY <= new_value:
                san_dice = parse("2D6").roll(rng)
                san_gain += san_dice.total
                note = translate("CoC7Play", "{0}; reaches {1}%: +{2} SAN (2D6)").format(
                    note, MASTERY, san_dice.total
                )
            checks.append(
                ImprovementCheck(entry.label, value, roll, True, gain, new_value, san_dice)
            )
        else:
            note = translate("CoC7Play", "{0} {1}: rolled {2}, no improvement").format(
                _shown(entry.label), value, f"{roll:02d}"
            )
            checks.append(ImprovementCheck(entry.label, value, roll, False, 0, value))
        notes.append(note)
    san_before = derived.san
    san_after = san_before
    if san_gain:
        san_after = max(san_before, min(derived.san_max, san_before + san_gain))
        _set(after, "san", san_before, san_after)
        notes.append(translate("CoC7Play", "SAN {0} → {1}").format(san_before, san_after))
        if san_before + san_gain > derived.san_max:
            notes.append(
                translate("CoC7Play", "capped at the maximum SAN {0} (99 − Cthulhu Mythos)").format(derived.san_max)
            )
    if not checks:
        notes.append(translate("CoC7Play", "no ticked skills"))
    return _outcome(
        DevelopmentOutcome,
        sheet,
        after,
        notes,
        checks=tuple(checks),
        san_before=san_before,
        san_after=san_after,
        san_gained=san_after - san_before,
    )


def luck_recovery(sheet: CoC7Sheet, rng: random.Random) -> LuckRecoveryOutcome:
    """Luck recovery after a session (seeds 000/003): 1D100 above the current Luck adds 1D10;
    Luck never exceeds 99."""
    luck = sheet.luck
    roll = _percentile(rng)
    after = _copy(sheet)
    gain_dice = None
    gain = 0
    if roll > luck:
        gain_dice = parse("1D10").roll(rng)
        after.luck = min(LUCK_MAX, luck + gain_dice.total)
        gain = after.luck - luck
        notes = [
            translate("CoC7Play", "Luck {0}: rolled {1}, +{2} → {3}").format(
                luck, f"{roll:02d}", gain_dice.total, after.luck
            )
        ]
        if luck + gain_dice.total > LUCK_MAX:
            notes.append(translate("CoC7Play", "Luck never exceeds {0}").format(LUCK_MAX))
    else:
        notes = [translate("CoC7Play", "Luck {0}: rolled {1}, no recovery").format(luck, f"{roll:02d}")]
    return _outcome(
        LuckRecoveryOutcome,
        sheet,
        after,
        notes,
        roll=roll,
        gain=gain,
        luck_before=luck,
        luck_after=after.luck,
        gain_dice=gain_dice,
    )


# --------------------------------------------------------------------------- aging


@dataclass(frozen=True, slots=True)
class _Decade:
    edu_check: bool
    points: int
    allowed: tuple[str, ...]
    add: bool
    app: int
    mov: int


_ADD_FROM = ("STR", "SIZ")
_DEDUCT_FROM = ("STR", "CON", "DEX")


def _decade_rule(age: int) -> _Decade | None:
    """The effects of turning ``age`` (a multiple of 10), seed 003 "Aging"."""
    if age == 20:
        return _Decade(True, 5, _ADD_FROM, True, 0, 0)
    if age in (40, 50):
        return _Decade(True, 5, _DEDUCT_FROM, False, 5, 1)
    if age == 60:
        return _Decade(True, 10, _DEDUCT_FROM, False, 5, 1)
    if age == 70:
        return _Decade(False, 20, _DEDUCT_FROM, False, 5, 1)
    if age == 80:
        return _Decade(False, 40, _DEDUCT_FROM, False, 5, 1)
    if age > 80:
        return _Decade(False, 80, _DEDUCT_FROM, False, 0, 1)
    return None  # turning 10 or 30: nothing


def _ask_split(
    chooser: AgingChooser, rule: _Decade, age: int, values: dict[str, int]
) -> dict[str, int]:
    current = {name: values[name] for name in rule.allowed}
    points = rule.points if rule.add else min(rule.points, sum(current.values()))
    if points == 0:
        return {}
    answer = chooser.split_points(points, rule.allowed, add=rule.add, age=age, current=current)
    if not isinstance(answer, Mapping):
        raise RollError(f"turning {age}: the split must map characteristics to points")
    split: dict[str, int] = {}
    for name, part in answer.items():
        if name not in rule.allowed:
            raise RollError(
                f"turning {age}: {name!r} cannot take these points, only {', '.join(rule.allowed)}"
            )
        if not isinstance(part, int) or isinstance(part, bool) or part < 0:
            raise RollError(f"turning {age}: points for {name} must be a whole number >= 0")
        if not rule.add and part > current[name]:
            raise RollError(
                f"turning {age}: cannot deduct {part} from {name} {current[name]}"
            )
        if part:
            split[name] = part
    total = sum(split.values())
    if total != points:
        verb = "add" if rule.add else "deduct"
        raise RollError(
            f"turning {age}: {verb} exactly {points} points among {', '.join(rule.allowed)}, "
            f"not {total}"
        )
    return split


def age_in_play(
    sheet: CoC7Sheet,
    new_age: int,
    rng: random.Random,
    chooser: AgingChooser,
    magical: bool = False,
) -> AgingOutcome:
    """Age the investigator in play to ``new_age`` (seed 003 "Aging", example in seed 000).

    The effects are cumulative for every decade crossed (turning 20, 40, 50...), in order: the
    EDU improvement check (1D100 above EDU adds 1D10, EDU max 99; skipped with ``magical``
    aging), the points added or deducted (split by ``chooser``), APP −5. MOV follows from the
    age (derived). The net change is recorded as a :class:`CharacteristicChange` with the reason
    "Aging to N"; current HP and MP above their new maxima come down to them.

    Raises:
        RollError: the new age is younger, or the chooser's split is not allowed.
    """
    _count(new_age, "the new age")
    old_age = sheet.age
    if new_age < old_age:
        raise RollError(
            translate("CoC7Play", "aging goes forward: {0} is younger than {1}").format(new_age, old_age)
        )
    if new_age > 200:
        raise RollError(translate("CoC7Play", "an age of {0} is beyond the sheet's limit of 200").format(new_age))
    derived_before = derive(sheet)
    values = sheet.characteristics.as_dict()
    start = dict(values)
    decades: list[DecadeEffect] = []
    notes: list[str] = []
    first = (old_age // 10 + 1) * 10
    for age in range(first, new_age + 1, 10):
        rule = _decade_rule(age)
        if rule is None:
            continue
        edu_roll, edu_gain = None, 0
        if rule.edu_check and not magical:
            edu_roll = _percentile(rng)
            if edu_roll > values["EDU"]:
                rolled = parse("1D10").roll(rng).total
                new_edu = min(EDU_MAX, values["EDU"] + rolled)
                edu_gain = new_edu - values["EDU"]
                notes.append(
                    translate("CoC7Play", "turning {0}: EDU check {1} > {2}: +{3} → EDU {4}").format(
                        age, f"{edu_roll:02d}", values["EDU"], rolled, new_edu
                    )
                )
                values["EDU"] = new_edu
            else:
                notes.append(
                    translate("CoC7Play", "turning {0}: EDU check {1}, no gain").format(age, f"{edu_roll:02d}")
                )
        elif rule.edu_check:
            notes.append(translate("CoC7Play", "turning {0}: magical aging, no EDU check").format(age))
        split = _ask_split(chooser, rule, age, values)
        for name, part in split.items():
            values[name] += part if rule.add else -part
        if split:
            sign = "+" if rule.add else "−"
            notes.append(
                translate("CoC7Play", "turning {0}: {1}").format(
                    age, ", ".join(f"{_shown(name)} {sign}{p}" for name, p in split.items())
                )
            )
        app_penalty = min(rule.app, values["APP"])
        if rule.app:
            values["APP"] -= app_penalty
            notes.append(translate("CoC7Play", "turning {0}: APP −{1} → {2}").format(age, app_penalty, values["APP"]))
        if rule.mov:
            notes.append(translate("CoC7Play", "turning {0}: MOV −{1}").format(age, rule.mov))
        decades.append(
            DecadeEffect(age, edu_roll, edu_gain, split, rule.add, app_penalty, rule.mov)
        )
    after = _copy(sheet)
    delta = {
        name: values[name] - start[name] for name in CHARACTERISTICS if values[name] != start[name]
    }
    record = None
    if delta:
        for name, value in values.items():
            setattr(after.characteristics, name, value)
        record = CharacteristicChange(reason=f"Aging to {new_age}", changes=delta)
        after.characteristic_changes = [*after.characteristic_changes, record]
    after.age = new_age
    derived_after = derive(after)
    if after.hp is not None and after.hp > derived_after.hp_max:
        notes.append(translate("CoC7Play", "HP {0} → {1} (the new maximum)").format(after.hp, derived_after.hp_max))
        after.hp = derived_after.hp_max
    if after.mp is not None and after.mp > derived_after.mp_max:
        after.mp = derived_after.mp_max
    if derived_after.hp_max != derived_before.hp_max:
        notes.append(
            translate("CoC7Play", "maximum HP {0} → {1}").format(derived_before.hp_max, derived_after.hp_max)
        )
    if derived_after.mov != derived_before.mov:
        notes.append(translate("CoC7Play", "MOV {0} → {1}").format(derived_before.mov, derived_after.mov))
    # MOV is derived from the age table; check it against the in-play rule (−1 per decade from
    # 40), with the characteristics held at their new values so only the age effect counts.
    in_play_mov = derive(after.model_copy(update={"age": old_age})).mov - sum(
        d.mov_penalty for d in decades
    )
    if derived_after.mov != in_play_mov:
        notes.append(
            translate(
                "CoC7Play",
                "the age table gives MOV {0} but aging in play gives {1} "
                "(the table stops at 89: MOV −1 for each further decade)",
            ).format(derived_after.mov, in_play_mov)
        )
    return _outcome(
        AgingOutcome,
        sheet,
        after,
        notes,
        age_before=old_age,
        age_after=new_age,
        magical=bool(magical),
        decades=tuple(decades),
        record=record,
        hp_max_before=derived_before.hp_max,
        hp_max_after=derived_after.hp_max,
        mov_before=derived_before.mov,
        mov_after=derived_after.mov,
    )
