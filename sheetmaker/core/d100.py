"""Call of Cthulhu 7e percentile rolls (seeds 000, 002, 003; RULES.md "Rolls").

Standard library only. Randomness is always injected as a :class:`random.Random`.

A roll is read from one units die (0-9) and one or more tens dice (0, 10, ... 90);
"00" with "0" reads 100. Bonus dice keep the lowest combined result, penalty dice the
highest. The success level is measured against the *full* value; the difficulty only says
which level the goal needs and moves the fumble range (fumble on 96-100 when the required
target is below 50, otherwise only on 100).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from enum import IntEnum, StrEnum
from fractions import Fraction
from functools import lru_cache
from itertools import product
from typing import Literal

from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate

__all__ = [
    "Difficulty",
    "Level",
    "RollKind",
    "PUSH_KINDS",
    "LUCK_KINDS",
    "TICK_KINDS",
    "MAX_NET_DICE",
    "required_target",
    "level_of",
    "level_word",
    "net_dice",
    "D100Roll",
    "roll_d100",
    "push",
    "spend_luck",
    "BothFail",
    "OpposedOutcome",
    "opposed",
    "break_tie",
    "CombinedOutcome",
    "combined",
    "combined_from_dice",
    "level_probabilities",
    "success_probability",
]

MAX_NET_DICE = 2
"""At most two bonus or two penalty dice after cancelling."""


class Difficulty(StrEnum):
    """Difficulty of a skill roll: which fraction of the value must be rolled."""

    REGULAR = "regular"
    HARD = "hard"
    EXTREME = "extreme"

    @property
    def divisor(self) -> int:
        """1 for Regular (full value), 2 for Hard (half), 5 for Extreme (fifth)."""
        return _DIVISORS[self]

    @property
    def level(self) -> Level:
        """The lowest success level that achieves a goal of this difficulty."""
        return _REQUIRED_LEVELS[self]


class Level(IntEnum):
    """Result level of a percentile roll, worst to best."""

    FUMBLE = 0
    FAILURE = 1
    REGULAR = 2
    HARD = 3
    EXTREME = 4
    CRITICAL = 5

    @property
    def word(self) -> str:
        """Lower-case name: "fumble", "failure", "regular", "hard", "extreme", "critical"."""
        return self.name.lower()

    @classmethod
    def from_word(cls, word: str) -> Level:
        """The level named by ``word`` (case and surrounding spaces ignored)."""
        try:
            return cls[word.strip().upper()]
        except (KeyError, AttributeError):
            names = ", ".join(level.word for level in cls)
            raise RollError(f"unknown success level {word!r}: expected one of {names}") from None

    @property
    def is_success(self) -> bool:
        """True for Regular, Hard, Extreme and Critical."""
        return self >= Level.REGULAR


class RollKind(StrEnum):
    """What is being rolled; decides whether the roll may be pushed or bought with Luck."""

    SKILL = "skill"
    CHARACTERISTIC = "characteristic"
    LUCK = "luck"
    SAN = "san"
    COMBAT = "combat"
    #: A characteristic roll the rules force on the investigator (the CON rolls of a major
    #: wound, of dying and of weekly healing; the INT roll after 5+ SAN lost): Luck may be
    #: spent on it (seeds 000/003 exclude only Luck, damage, Sanity and SAN-loss rolls), but
    #: it is not pushed (no goal to push for) and ticks nothing.
    FORCED = "forced"
    OTHER = "other"


_DIVISORS = {Difficulty.REGULAR: 1, Difficulty.HARD: 2, Difficulty.EXTREME: 5}
_REQUIRED_LEVELS = {
    Difficulty.REGULAR: Level.REGULAR,
    Difficulty.HARD: Level.HARD,
    Difficulty.EXTREME: Level.EXTREME,
}
#: The kinds of roll in words (English; translated in the "Dice" context where shown).
_KIND_NAMES = {
    RollKind.SKILL: QT_TRANSLATE_NOOP("Dice", "skill"),
    RollKind.CHARACTERISTIC: QT_TRANSLATE_NOOP("Dice", "characteristic"),
    RollKind.LUCK: QT_TRANSLATE_NOOP("Dice", "Luck"),
    RollKind.SAN: QT_TRANSLATE_NOOP("Dice", "SAN"),
    RollKind.COMBAT: QT_TRANSLATE_NOOP("Dice", "combat"),
    RollKind.FORCED: QT_TRANSLATE_NOOP("Dice", "forced characteristic"),
    RollKind.OTHER: QT_TRANSLATE_NOOP("Dice", "other"),
}
#: The levels in words as the opposed-roll reasons use them (translated in the "Dice" context).
_LEVEL_WORDS = {
    "critical": QT_TRANSLATE_NOOP("Dice", "critical"),
    "extreme": QT_TRANSLATE_NOOP("Dice", "extreme"),
    "hard": QT_TRANSLATE_NOOP("Dice", "hard"),
    "regular": QT_TRANSLATE_NOOP("Dice", "regular"),
    "failure": QT_TRANSLATE_NOOP("Dice", "failure"),
    "fumble": QT_TRANSLATE_NOOP("Dice", "fumble"),
}


def level_word(level: Level | str) -> str:
    """A level in words for sentences ("extreme", "failure"...), in the current language."""
    word = level.word if isinstance(level, Level) else str(level)
    return translate("Dice", _LEVEL_WORDS[word]) if word in _LEVEL_WORDS else word

PUSH_KINDS = frozenset({RollKind.SKILL, RollKind.CHARACTERISTIC})
"""Only skill and characteristic rolls may be pushed (seed 003)."""

LUCK_KINDS = frozenset(
    {RollKind.SKILL, RollKind.CHARACTERISTIC, RollKind.COMBAT, RollKind.FORCED}
)
"""Rolls Luck may alter. Seeds 000/003 exclude only Luck, Sanity, damage and SAN-loss rolls,
and their worked example spends Luck on a Dodge roll in combat, so combat skill rolls qualify,
and so do the forced CON and INT rolls of wounds, healing and insanity."""

TICK_KINDS = frozenset({RollKind.SKILL, RollKind.CHARACTERISTIC, RollKind.COMBAT})
"""Kinds whose success earns an improvement tick (the caller ignores it for characteristics,
which have no tick box)."""

_FUMBLE_LOW_TARGET = 50  # below this required target, 96-100 fumble
_LOW_FUMBLE_FROM = 96


def _check_value(value: int) -> None:
    if type(value) is int and value >= 0:
        return
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise RollError(
            f"a skill or characteristic value must be a whole number >= 0, not {value!r}"
        )


def _difficulty(difficulty: Difficulty | str) -> Difficulty:
    if type(difficulty) is Difficulty:
        return difficulty
    try:
        return Difficulty(difficulty)
    except ValueError:
        raise RollError(
            f"unknown difficulty {difficulty!r}: expected regular, hard or extreme"
        ) from None


def _kind(kind: RollKind | str) -> RollKind:
    if type(kind) is RollKind:
        return kind
    try:
        return RollKind(kind)
    except ValueError:
        names = ", ".join(k.value for k in RollKind)
        raise RollError(f"unknown kind of roll {kind!r}: expected one of {names}") from None


def required_target(value: int, difficulty: Difficulty | str = Difficulty.REGULAR) -> int:
    """The number to roll equal to or under: full, half or fifth of ``value`` (rounded down),
    never below 1 (the 1% rule)."""
    _check_value(value)
    return max(1, value // _difficulty(difficulty).divisor)


def level_of(result: int, value: int, difficulty: Difficulty | str = Difficulty.REGULAR) -> Level:
    """Level of a percentile ``result`` (1..100) against the full ``value``.

    01 is a critical; 100 is always a fumble, and 96-99 are fumbles too when the required
    target after ``difficulty`` is below 50. Otherwise Extreme (<= fifth), Hard (<= half),
    Regular (<= full) or Failure.
    """
    if not isinstance(result, int) or not 1 <= result <= 100:
        raise RollError(f"a percentile result must be between 1 and 100, not {result!r}")
    _check_value(value)
    if result == 1:
        return Level.CRITICAL
    if result >= _LOW_FUMBLE_FROM and (
        result == 100 or required_target(value, difficulty) < _FUMBLE_LOW_TARGET
    ):
        return Level.FUMBLE
    return _plain_level(result, value)


def _plain_level(result: int, value: int) -> Level:
    """Level by the thresholds alone (no critical or fumble)."""
    if result <= value // 5:
        return Level.EXTREME
    if result <= value // 2:
        return Level.HARD
    if result <= value:
        return Level.REGULAR
    return Level.FAILURE


def net_dice(bonus: int = 0, penalty: int = 0) -> int:
    """Net bonus (+) or penalty (-) dice: they cancel one for one, clamped to -2..+2."""
    if type(bonus) is int and type(penalty) is int and bonus >= 0 and penalty >= 0:
        return max(-MAX_NET_DICE, min(MAX_NET_DICE, bonus - penalty))
    for name, count in (("bonus", bonus), ("penalty", penalty)):
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise RollError(f"the number of {name} dice must be a whole number >= 0, not {count!r}")
    return max(-MAX_NET_DICE, min(MAX_NET_DICE, bonus - penalty))


def _pick(tens: tuple[int, ...], units: int, net: int) -> int:
    """The result kept: the only reading, the lowest (bonus) or the highest (penalty)."""
    if net == 0:
        return tens[0] + units or 100
    if units:
        return (min(tens) if net > 0 else max(tens)) + units
    readings = [t or 100 for t in tens]  # units 0: tens 00 reads 100
    return min(readings) if net > 0 else max(readings)


@dataclass(frozen=True, slots=True)
class D100Roll:
    """One percentile roll with everything needed to show and judge it.

    Build it with :func:`roll_d100` or, from known dice, :meth:`from_dice`.
    ``result`` is the reading after any Luck spent; ``original_result`` the dice as read.
    """

    value: int
    difficulty: Difficulty
    net: int
    tens: tuple[int, ...]
    units: int
    result: int
    level: Level
    kind: RollKind
    label: str
    pushed: bool
    luck_spent: int
    original_result: int

    @classmethod
    def from_dice(
        cls,
        value: int,
        tens: tuple[int, ...] | list[int] | int,
        units: int,
        difficulty: Difficulty | str = Difficulty.REGULAR,
        net: int | None = None,
        kind: RollKind | str = RollKind.SKILL,
        label: str = "",
        *,
        pushed: bool = False,
    ) -> D100Roll:
        """A roll from dice already read: ``tens`` are 0, 10, ... 90 (one per tens die),
        ``units`` 0..9. ``net`` defaults to 0 for a single tens die and must otherwise
        match the number of tens dice (1 + |net|)."""
        _check_value(value)
        tens_t = (tens,) if isinstance(tens, int) else tuple(tens)
        if not tens_t or any(
            not isinstance(t, int) or t not in _TENS_FACES for t in tens_t
        ):
            raise RollError(f"tens dice must read 0, 10, ... 90, not {list(tens_t)!r}")
        if not isinstance(units, int) or not 0 <= units <= 9:
            raise RollError(f"the units die must read 0..9, not {units!r}")
        if net is None:
            if len(tens_t) != 1:
                raise RollError("say whether the extra tens dice are bonus or penalty dice (net)")
            net = 0
        if not isinstance(net, int) or abs(net) > MAX_NET_DICE:
            raise RollError(f"net bonus/penalty dice must be between -2 and +2, not {net!r}")
        if len(tens_t) != 1 + abs(net):
            raise RollError(
                f"{len(tens_t)} tens dice do not match {abs(net)} "
                f"{'bonus' if net >= 0 else 'penalty'} dice (expected {1 + abs(net)})"
            )
        return cls._make(
            value, _difficulty(difficulty), net, tens_t, units, _kind(kind), str(label), pushed
        )

    @classmethod
    def _make(
        cls,
        value: int,
        difficulty: Difficulty,
        net: int,
        tens: tuple[int, ...],
        units: int,
        kind: RollKind,
        label: str,
        pushed: bool,
    ) -> D100Roll:
        """Unchecked constructor shared by :meth:`from_dice` and :func:`roll_d100`."""
        result = _pick(tens, units, net)
        if result == 1:
            level = Level.CRITICAL
        elif result >= _LOW_FUMBLE_FROM and (
            result == 100 or max(1, value // _DIVISORS[difficulty]) < _FUMBLE_LOW_TARGET
        ):
            level = Level.FUMBLE
        else:
            level = _plain_level(result, value)
        return cls(
            value, difficulty, net, tens, units, result, level, kind, label, pushed, 0, result
        )

    # --- judging -------------------------------------------------------------------------

    @property
    def required(self) -> int:
        """The target to roll under for the difficulty (with the 1% rule)."""
        return required_target(self.value, self.difficulty)

    @property
    def required_level(self) -> Level:
        """The level the goal needs: Regular, Hard or Extreme."""
        return self.difficulty.level

    @property
    def success(self) -> bool:
        """Whether the goal is achieved: the level reaches the difficulty's level.
        A critical always succeeds, a fumble never does."""
        return self.level >= self.difficulty.level

    @property
    def earns_tick(self) -> bool:
        """A success without Luck spent ticks the skill for improvement (seed 000)."""
        return self.success and self.luck_spent == 0 and self.kind in TICK_KINDS

    def push_refusal(self) -> str | None:
        """Why this roll cannot be pushed, or None if it can."""
        if self.kind not in PUSH_KINDS:
            return translate("Dice", "{0} rolls cannot be pushed: only skill and characteristic rolls can").format(
                translate("Dice", _KIND_NAMES[self.kind])
            )
        if self.pushed:
            return translate("Dice", "a pushed roll cannot be pushed again")
        if self.level == Level.FUMBLE:
            return translate("Dice", "a fumble cannot be pushed: its effect applies at once")
        if self.success:
            return translate("Dice", "a successful roll cannot be pushed")
        if self.luck_spent:
            return translate("Dice", "a roll altered with Luck cannot be pushed: it is push or Luck, not both")
        return None

    @property
    def can_push(self) -> bool:
        """A failed, unpushed, non-fumbled skill or characteristic roll with no Luck spent."""
        return self.push_refusal() is None

    def luck_refusal(self) -> str | None:
        """Why Luck cannot be spent on this roll, or None if it can."""
        if self.kind not in LUCK_KINDS:
            return translate("Dice", "Luck cannot be spent on {0} rolls").format(
                translate("Dice", _KIND_NAMES[self.kind])
            )
        if self.pushed:
            return translate("Dice", "Luck cannot be spent on a pushed roll")
        if self.level == Level.CRITICAL:
            return translate("Dice", "a critical always applies: Luck cannot change it")
        if self.level == Level.FUMBLE:
            return translate("Dice", "a fumble always applies and cannot be bought off with Luck")
        return None

    @property
    def luck_costs(self) -> dict[Level, int]:
        """Luck points needed to reach each better Regular/Hard/Extreme level.

        Empty when Luck cannot be spent (criticals, fumbles, pushed rolls, Luck/SAN/other
        rolls). Levels whose threshold is below 01 are left out (Luck cannot buy a critical).
        """
        if self.luck_refusal() is not None:
            return {}
        costs: dict[Level, int] = {}
        value = self.value
        for level, threshold in (
            (Level.REGULAR, value),
            (Level.HARD, value // 2),
            (Level.EXTREME, value // 5),
        ):
            if level > self.level and threshold >= 1:
                costs[level] = self.result - threshold
        return costs

    def to_json(self) -> dict[str, object]:
        """Plain data for saving and display."""
        return {
            "label": self.label,
            "tens": list(self.tens),
            "units": self.units,
            "result": self.result,
            "target": self.value,
            "required": self.required,
            "difficulty": self.difficulty.value,
            "bonus": self.net,
            "level": self.level.word,
            "success": self.success,
            "pushed": self.pushed,
            "luck_spent": self.luck_spent,
        }


_TENS_FACES = frozenset(range(0, 100, 10))


def _roll(
    rng: random.Random,
    value: int,
    difficulty: Difficulty,
    net: int,
    kind: RollKind,
    label: str,
    pushed: bool,
) -> D100Roll:
    # randrange(10) draws exactly what randint(0, 9) would, with less overhead.
    randrange = rng.randrange
    units = randrange(10)
    if net == 0:
        tens: tuple[int, ...] = (randrange(10) * 10,)
    else:
        tens = tuple([randrange(10) * 10 for _ in range(1 + abs(net))])
    return D100Roll._make(value, difficulty, net, tens, units, kind, label, pushed)


def roll_d100(
    rng: random.Random,
    value: int,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
    kind: RollKind | str = RollKind.SKILL,
    label: str = "",
) -> D100Roll:
    """Roll percentile dice against ``value``: the units die first, then 1 + |net| tens dice."""
    _check_value(value)
    net = net_dice(bonus, penalty)
    return _roll(rng, value, _difficulty(difficulty), net, _kind(kind), str(label), False)


def push(roll: D100Roll, rng: random.Random) -> D100Roll:
    """Push a failed skill or characteristic roll: roll again with the same settings, once."""
    refusal = roll.push_refusal()
    if refusal is not None:
        raise RollError(refusal)
    return _roll(rng, roll.value, roll.difficulty, roll.net, roll.kind, roll.label, True)


def spend_luck(roll: D100Roll, points: int, luck_available: int) -> D100Roll:
    """Lower ``roll`` by ``points`` of Luck, 1 for 1, and judge it again.

    The caller deducts the Luck. A spend that reaches no better level is allowed; one that
    would take the result below 01 is refused. A result lowered to 01 is not a critical.
    """
    if not isinstance(points, int) or isinstance(points, bool) or points < 1:
        raise RollError(f"spend at least 1 Luck point, not {points!r}")
    if not isinstance(luck_available, int) or luck_available < 0:
        raise RollError(f"available Luck must be a whole number >= 0, not {luck_available!r}")
    if points > luck_available:
        raise RollError(translate("Dice", "cannot spend {0} Luck: only {1} left").format(points, luck_available))
    refusal = roll.luck_refusal()
    if refusal is not None:
        raise RollError(refusal)
    result = roll.result - points
    if result < 1:
        raise RollError(
            translate("Dice", "spending {0} Luck would take the roll of {1} below 01").format(
                points, f"{roll.result:02d}"
            )
        )
    return D100Roll(
        roll.value,
        roll.difficulty,
        roll.net,
        roll.tens,
        roll.units,
        result,
        _plain_level(result, roll.value),
        roll.kind,
        roll.label,
        roll.pushed,
        roll.luck_spent + points,
        roll.original_result,
    )


# --- opposed rolls -----------------------------------------------------------------------


Winner = Literal["a", "b", "tie", "none"]


@dataclass(frozen=True, slots=True)
class OpposedOutcome:
    """Who won an opposed roll and why. ``winner`` is "a", "b", "tie" (same level and
    equal values: re-roll or impasse) or "none" (both failed, only with
    ``both_fail="none"``)."""

    winner: Winner
    reason: str

    def to_json(self) -> dict[str, str]:
        return {"winner": self.winner, "reason": self.reason}


def _rank(level: Level) -> int:
    """Fumble and failure rank together as failures."""
    return max(level, Level.FAILURE)


BothFail = Literal["compare", "none"]


def opposed(a: D100Roll, b: D100Roll, *, both_fail: BothFail = "compare") -> OpposedOutcome:
    """Compare two rolls (seed 003): the higher level wins, fumble = failure; on the same
    level the higher full value wins; still tied is a "tie".

    Both sides failing is a tie of levels like any other (seed 003: "one will win, the
    other will lose"; "In the case of a tie, the side with the higher skill (or
    characteristic) wins"), so by default the higher value wins then too.
    ``both_fail="none"`` keeps the house rule where nobody wins when both fail.
    Opposed rolls cannot be pushed; difficulty plays no part (only the levels count).
    """
    name_a, name_b = a.label or "a", b.label or "b"
    rank_a, rank_b = _rank(a.level), _rank(b.level)
    word_a = level_word("failure" if rank_a == Level.FAILURE else a.level.word)
    word_b = level_word("failure" if rank_b == Level.FAILURE else b.level.word)
    both_failed = rank_a == rank_b == Level.FAILURE
    if both_failed and both_fail == "none":
        return OpposedOutcome("none", translate("Dice", "both failed: no one wins"))
    if rank_a != rank_b:
        winner: Winner = "a" if rank_a > rank_b else "b"
        win, lose = (word_a, word_b) if winner == "a" else (word_b, word_a)
        who = name_a if winner == "a" else name_b
        return OpposedOutcome(winner, translate("Dice", "{0} wins: {1} beats {2}").format(who, win, lose))
    both = translate("Dice", "both failed") if both_failed else translate("Dice", "both {0}").format(word_a)
    if a.value != b.value:
        winner = "a" if a.value > b.value else "b"
        who = name_a if winner == "a" else name_b
        high, low = max(a.value, b.value), min(a.value, b.value)
        return OpposedOutcome(
            winner,
            translate("Dice", "{0}: {1} wins with the higher value ({2} against {3})").format(both, who, high, low),
        )
    return OpposedOutcome(
        "tie",
        translate(
            "Dice",
            "{0} with equal values ({1}): an impasse, or both sides roll again "
            "(seed 002: each rolls 1D100, the lower wins)",
        ).format(both, a.value),
    )


def break_tie(rng: random.Random) -> tuple[OpposedOutcome, list[tuple[int, int]]]:
    """Seed 002's tie-break: both sides roll 1D100, the lower wins; equal rolls roll again.
    Returns the outcome and every pair of rolls made."""
    pairs: list[tuple[int, int]] = []
    while True:
        a, b = rng.randint(1, 100), rng.randint(1, 100)
        pairs.append((a, b))
        if a != b:
            winner: Winner = "a" if a < b else "b"
            reason = translate("Dice", "tie broken on 1D100: {0} against {1}").format(f"{a:02d}", f"{b:02d}")
            return OpposedOutcome(winner, reason), pairs


# --- combined rolls ----------------------------------------------------------------------


Need = Literal["all", "any"]


@dataclass(frozen=True, slots=True)
class CombinedOutcome:
    """One set of dice judged against several values (seed 003 "Combined Skill Rolls")."""

    rolls: dict[str, D100Roll]
    need: Need

    @property
    def result(self) -> int:
        return next(iter(self.rolls.values())).result

    @property
    def levels(self) -> dict[str, Level]:
        return {name: roll.level for name, roll in self.rolls.items()}

    @property
    def successes(self) -> dict[str, bool]:
        return {name: roll.success for name, roll in self.rolls.items()}

    @property
    def success(self) -> bool:
        """All (need "all") or at least one (need "any") of the values succeed."""
        found = (roll.success for roll in self.rolls.values())
        return all(found) if self.need == "all" else any(found)

    def to_json(self) -> dict[str, object]:
        first = next(iter(self.rolls.values()))
        return {
            "tens": list(first.tens),
            "units": first.units,
            "result": first.result,
            "difficulty": first.difficulty.value,
            "bonus": first.net,
            "need": self.need,
            "success": self.success,
            "rolls": [roll.to_json() for roll in self.rolls.values()],
        }


def combined_from_dice(
    values: Mapping[str, int],
    tens: tuple[int, ...] | list[int] | int,
    units: int,
    difficulty: Difficulty | str = Difficulty.REGULAR,
    net: int | None = None,
    need: Need = "all",
    kind: RollKind | str = RollKind.SKILL,
) -> CombinedOutcome:
    """A combined roll from dice already read (see :meth:`D100Roll.from_dice`)."""
    if not values:
        raise RollError("a combined roll needs at least one skill")
    if need not in ("all", "any"):
        raise RollError(f"a combined roll needs 'all' or 'any' of its skills, not {need!r}")
    rolls = {
        name: D100Roll.from_dice(value, tens, units, difficulty, net, kind, name)
        for name, value in values.items()
    }
    return CombinedOutcome(rolls, need)


def combined(
    rng: random.Random,
    values: Mapping[str, int],
    difficulty: Difficulty | str = Difficulty.REGULAR,
    bonus: int = 0,
    penalty: int = 0,
    need: Need = "all",
    kind: RollKind | str = RollKind.SKILL,
) -> CombinedOutcome:
    """ONE roll compared with each value; ``need`` says whether all or any must succeed."""
    if not values:
        raise RollError("a combined roll needs at least one skill")
    net = net_dice(bonus, penalty)
    dice = _roll(rng, 0, Difficulty.REGULAR, net, RollKind.OTHER, "", False)
    return combined_from_dice(values, dice.tens, dice.units, difficulty, net, need, kind)


# --- exact chances -----------------------------------------------------------------------


@lru_cache(maxsize=8)
def _result_counts(net: int) -> tuple[int, ...]:
    """How many of the 10 ** (2 + |net|) dice outcomes read each result (index 1..100)."""
    counts = [0] * 101
    for units in range(10):
        for faces in product(range(0, 100, 10), repeat=1 + abs(net)):
            counts[_pick(faces, units, net)] += 1
    return tuple(counts)


def level_probabilities(
    value: int, difficulty: Difficulty | str = Difficulty.REGULAR, net: int = 0
) -> dict[Level, Fraction]:
    """Exact chance of each level (all six keys, worst to best), by enumerating every
    combination of the units die and the 1 + |net| tens dice."""
    _check_value(value)
    if not isinstance(net, int) or abs(net) > MAX_NET_DICE:
        raise RollError(f"net bonus/penalty dice must be between -2 and +2, not {net!r}")
    difficulty = _difficulty(difficulty)
    counts = _result_counts(net)
    total = sum(counts)
    tally = dict.fromkeys(Level, 0)
    for result in range(1, 101):
        tally[level_of(result, value, difficulty)] += counts[result]
    return {level: Fraction(count, total) for level, count in tally.items()}


def success_probability(
    value: int, difficulty: Difficulty | str = Difficulty.REGULAR, net: int = 0
) -> Fraction:
    """Exact chance that a roll achieves a goal of ``difficulty``."""
    needed = _difficulty(difficulty).level
    chances = level_probabilities(value, difficulty, net)
    return sum((p for level, p in chances.items() if level >= needed), Fraction(0))
