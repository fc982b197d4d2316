"""Trail of Cthulhu Health: damage taken, Consciousness tests, bleeding, First Aid and healing."""

from __future__ import annotations

import random
from dataclasses import replace

from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import translate
from sheetmaker.systems.toc.data import HEALTH
from sheetmaker.systems.toc.model import ToCSheet
from sheetmaker.systems.toc.play._common import (
    _HEAL_METHODS,
    FIRST_AID_RATE_OTHER,
    FIRST_AID_RATE_SELF,
    HEALTH_PER_REST_DAY,
    LETHAL_FIREARMS_EXTRA,
    MEDICAL_OCCUPATIONS,
    POOL_FLOOR,
    SERIOUS_FLOOR,
    STABILISE_DIFFICULTY,
    STABILISE_DIFFICULTY_MEDICAL,
    _check_can_act,
    _check_spend,
    _copy,
    _count,
    _describe,
    _integer,
    _line,
    _occupation,
    _outcome,
    _roll,
    _set_pool,
    _status,
    changes_between,
)
from sheetmaker.systems.toc.play.checks import ability_test
from sheetmaker.systems.toc.play.outcomes import (
    ConsciousnessOutcome,
    HealOutcome,
    TestOutcome,
    WoundOutcome,
)
from sheetmaker.systems.toc.rules import derive, health_status

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
