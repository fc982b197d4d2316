"""Trail of Cthulhu Stability and Sanity: Stability tests and losses, Drives, triage, Sanity,
Cthulhu Mythos and Pillars of Sanity.
"""

from __future__ import annotations

import random
from typing import Any

from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import translate
from sheetmaker.systems.toc.data import CTHULHU_MYTHOS, HEALTH, SANITY, STABILITY
from sheetmaker.systems.toc.model import ToCSheet
from sheetmaker.systems.toc.play._common import (
    BIG_REVEAL_FACTOR,
    BIG_REVEAL_MINIMUM,
    DARKNESS_LEVELS,
    FALSE_SANITY_TRIGGER,
    HARD_DRIVE_GAIN,
    HARD_DRIVE_LOSS,
    MYTHOS_STABILITY_DIFFICULTY,
    POOL_FLOOR,
    SANITY_PER_CRUMBLE,
    SHATTER_SANITY_LOSS,
    SHATTER_STABILITY_LOSS,
    SOFT_DRIVE_GAIN,
    SOFT_DRIVE_LOSS,
    STABILITY_DIFFICULTY,
    TEMPORARY_TRIAGE_COST,
    TEMPORARY_TRIAGE_COST_ALIENIST,
    TRIAGE_DIFFICULTY,
    TRIAGE_DIFFICULTY_EXPERT,
    TRIAGE_EXPERTS,
    TRIAGE_RATE,
    TRIAGE_RATE_SELF,
    _ability,
    _change_rating,
    _check_alive,
    _check_spend,
    _condition_penalty,
    _copy,
    _count,
    _describe,
    _entry,
    _general_test,
    _integer,
    _line,
    _occupation,
    _outcome,
    _rating_pool,
    _roll,
    _sanity,
    _set_pool,
    _status,
    changes_between,
)
from sheetmaker.systems.toc.play.outcomes import (
    MythosOutcome,
    PillarOutcome,
    SanityOutcome,
    SpendOutcome,
    StabilityGainOutcome,
    StabilityOutcome,
)
from sheetmaker.systems.toc.play.pools import general_spend
from sheetmaker.systems.toc.rules import derive, stability_status

# --------------------------------------------------------------------------- Sanity machinery


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
