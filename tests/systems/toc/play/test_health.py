"""Tests of Trail of Cthulhu Health, Consciousness, First Aid and healing
(sheetmaker.systems.toc.play.health; seed 001, RULES.md "Play")."""

from __future__ import annotations

import pytest

from sheetmaker.core.errors import RollError
from sheetmaker.systems.toc import play
from sheetmaker.systems.toc.model import OccupationChoice
from tests.systems.toc.play.helpers import Dice, NoDice, ab, make_sheet, pool

# --------------------------------------------------------------------------- Health


@pytest.mark.parametrize(
    ("damage", "health", "status", "test_needed"),
    [
        (7, 1, "fine", False),
        (8, 0, "hurt", False),
        (13, -5, "hurt", True),
        (14, -6, "seriously wounded", True),
        (19, -11, "seriously wounded", True),
        (20, -12, "dead", False),
        (40, -12, "dead", False),
    ],
)
def test_health_bands(damage: int, health: int, status: str, test_needed: bool) -> None:
    out = play.apply_damage(make_sheet(), damage)
    assert out.health_after == health and pool(out.sheet, "Health") == health
    assert out.status_after == status
    assert out.consciousness_test_needed is test_needed
    assert out.consciousness_difficulty == (-health if test_needed else 0)
    assert out.dead is (status == "dead")


def test_armour_non_lethal_and_lethal_firearms() -> None:
    creature = make_sheet(armour=2)
    out = play.apply_damage(creature, 5)
    assert out.armour == 2 and out.health_after == 5
    assert play.apply_damage(creature, 5, armour=False).health_after == 3
    assert play.apply_damage(creature, 1).changes == ()
    assert play.apply_damage(make_sheet(), 30, non_lethal=True).health_after == -11
    lethal = play.apply_damage(make_sheet(), 8, lethal_firearm=True)
    assert lethal.lethal_extra == 6 and lethal.health_after == -6 and lethal.taken == 14
    assert play.apply_damage(make_sheet(), 7, lethal_firearm=True).lethal_extra == 0
    with pytest.raises(RollError):
        play.apply_damage(make_sheet(abilities={"Health": ab(8, -12)}), 1)


def test_consciousness_test_difficulty_and_health_spend() -> None:
    sheet = make_sheet(abilities={"Health": ab(8, -3)})
    out = play.consciousness_test(sheet, Dice(2), spend=1)
    assert out.difficulty == 3 and out.success and not out.fainted  # not made harder by the spend
    assert pool(out.sheet, "Health") == -4
    out = play.consciousness_test(sheet, Dice(2))
    assert out.fainted
    with pytest.raises(RollError):
        play.consciousness_test(sheet, NoDice(), spend=9)  # below -11


def test_bleeding_and_stabilising() -> None:
    patient = make_sheet(abilities={"Health": ab(8, -10)})
    out = play.bleed(patient, 2)
    assert out.health_after == -12 and out.status_after == "dead"
    with pytest.raises(RollError):
        play.bleed(make_sheet(), 1)
    medic = make_sheet()
    assert play.stabilise(medic, patient, Dice(3)).success
    assert play.stabilise(medic, patient, Dice(2)).difficulty == 3
    doctor = make_sheet(occupation=OccupationChoice(name="Doctor"))
    assert play.stabilise(doctor, patient, Dice(2)).success
    with pytest.raises(RollError):
        play.stabilise(medic, make_sheet(), NoDice())


def test_first_aid_on_another_restores_two_per_point() -> None:
    medic = make_sheet()
    patient = make_sheet(abilities={"Health": ab(8, -2)})
    out = play.first_aid(medic, 2, patient)
    assert out.healed == 4 and out.health_after == 2 and pool(out.sheet, "Health") == 2
    assert pool(out.medic_sheet, "First Aid") == 2
    assert pool(patient, "Health") == -2


def test_first_aid_on_yourself_restores_one_per_point() -> None:
    sheet = make_sheet(campaign="pulp", abilities={"Health": ab(8, 0)})
    out = play.first_aid(sheet, 3)
    assert out.health_after == 3 and pool(out.sheet, "First Aid") == 1


def test_first_aid_limits() -> None:
    medic = make_sheet()
    patient = make_sheet(abilities={"Health": ab(8, -1)})
    # Purist: no higher than a third of the rating (8 // 3 = 2).
    out = play.first_aid(medic, 2, patient)
    assert out.health_after == 2
    with pytest.raises(RollError, match="at most 2"):
        play.first_aid(medic, 3, patient)
    pulp = make_sheet(campaign="pulp", abilities={"Health": ab(8, -1)})
    assert play.first_aid(medic, 3, pulp).health_after == 5
    assert play.first_aid(medic, 3, pulp, health_before_incident=4).health_after == 4
    with pytest.raises(RollError, match="hurt"):
        play.first_aid(medic, 1, make_sheet(abilities={"Health": ab(8, 3)}))
    with pytest.raises(RollError, match="stabilise"):
        play.first_aid(medic, 1, make_sheet(abilities={"Health": ab(8, -6)}))
    with pytest.raises(RollError, match="First Aid ability"):
        play.first_aid(make_sheet(abilities={"First Aid": ab(0)}), 0, patient)
    with pytest.raises(RollError, match="only 4 left"):
        play.first_aid(medic, 5, pulp)


def test_first_aid_with_an_empty_pool_restores_one() -> None:
    medic = make_sheet(abilities={"First Aid": ab(4, 0)})
    patient = make_sheet(abilities={"Health": ab(8, -1)})
    out = play.first_aid(medic, 0, patient)
    assert out.healed == 1 and out.medic_changes == ()
    with pytest.raises(RollError):
        play.first_aid(make_sheet(), 0, patient)


def test_rest_and_hospital() -> None:
    out = play.rest_day(make_sheet(abilities={"Health": ab(8, 3)}), days=2)
    assert out.health_after == 7
    assert play.rest_day(make_sheet(abilities={"Health": ab(8, 7)})).health_after == 8
    wounded = make_sheet(abilities={"Health": ab(9, -8)})
    with pytest.raises(RollError, match="hospital"):
        play.rest_day(wounded)
    with pytest.raises(RollError, match="8 days"):
        play.hospital_discharge(wounded, 7)
    assert play.hospital_discharge(wounded, 8).health_after == 4
    assert play.hospital_discharge(wounded, 8, next_day=True).health_after == 9
    assert play.npc_rest_day(make_sheet(abilities={"Health": ab(8, 0)}), Dice(5)).health_after == 5
