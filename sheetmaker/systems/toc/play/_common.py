"""Constants, status words and the helpers every Trail of Cthulhu play module shares.

Part of :mod:`sheetmaker.systems.toc.play` (the rule decisions are in its docstring).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from sheetmaker.core import gumshoe, outcome, terms
from sheetmaker.core.errors import RollError
from sheetmaker.core.gumshoe import GumshoeTest
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.core.outcome import Change
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc.data import SANITY, STABILITY
from sheetmaker.systems.toc.model import Ability, ToCSheet
from sheetmaker.systems.toc.rules import SURPRISE_PENALTY, AbilityLine, Derived, derive

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


def _sanity(sheet: ToCSheet) -> tuple[int, int]:
    return _rating_pool(sheet, SANITY)
