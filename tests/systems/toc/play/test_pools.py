"""Tests of Trail of Cthulhu spends and refreshes
(sheetmaker.systems.toc.play.pools; seed 001, RULES.md "Play")."""

from __future__ import annotations

import pytest

from sheetmaker.core.errors import RollError
from sheetmaker.systems.toc import play
from tests.systems.toc.play.helpers import (
    Dice,
    ab,
    make_sheet,
    pool,
    rating,
    spent_sheet,
)

# --------------------------------------------------------------------------- spends


def test_investigative_spend() -> None:
    out = play.spend_investigative(make_sheet(), "History", 2)
    assert out.allowed and pool(out.sheet, "History") == 0
    with pytest.raises(RollError):
        play.spend_investigative(make_sheet(), "History", 3)
    with pytest.raises(RollError, match="rating 0"):
        play.spend_investigative(make_sheet(), "Geology", 1)
    with pytest.raises(RollError, match="General"):
        play.spend_investigative(make_sheet(), "Athletics", 1)


def test_hurt_or_shaken_investigative_spend_needs_a_test_first() -> None:
    hurt = make_sheet(abilities={"Health": ab(8, -3)})
    failed = play.spend_investigative(hurt, "History", 1, Dice(2))
    assert not failed.allowed and failed.changes == () and failed.gate_tests[0].difficulty == 3
    passed = play.spend_investigative(hurt, "History", 1, Dice(2), consciousness_spend=1)
    assert passed.allowed and pool(passed.sheet, "History") == 1
    assert pool(passed.sheet, "Health") == -4
    shaken = make_sheet(abilities={"Stability": ab(8, -2)})
    out = play.spend_investigative(shaken, "History", 1, Dice(2))
    assert out.allowed and out.gate_tests[0].ability == "Stability"
    with pytest.raises(RollError, match="dice"):
        play.spend_investigative(shaken, "History", 1)


def test_general_spend() -> None:
    out = play.general_spend(make_sheet(), "Athletics", 3, "blocking a fleer")
    assert pool(out.sheet, "Athletics") == 2
    with pytest.raises(RollError):
        play.general_spend(make_sheet(), "Health", 1)
    with pytest.raises(RollError):
        play.general_spend(make_sheet(), "Athletics", 6)


# --------------------------------------------------------------------------- refresh


def test_refresh_after_24_hours() -> None:
    out = play.refresh_24_hours(spent_sheet())
    assert set(out.refreshed) == {"Athletics", "Scuffling"}
    assert pool(out.sheet, "Athletics") == 5 and pool(out.sheet, "Stealth") == 0
    only = play.refresh_24_hours(spent_sheet(), ["athletics"])
    assert set(only.refreshed) == {"Athletics"}
    with pytest.raises(RollError):
        play.refresh_24_hours(spent_sheet(), ["Stealth"])


def test_refresh_in_a_safe_haven_three_pools() -> None:
    out = play.refresh_safe_haven(spent_sheet(), ["Stealth", "Preparedness", "First Aid"])
    assert out.refreshed == {"Stealth": (0, 3), "Preparedness": (1, 4), "First Aid": (0, 4)}
    with pytest.raises(RollError, match="at most 3"):
        play.refresh_safe_haven(
            spent_sheet(), ["Stealth", "Preparedness", "First Aid", "Sense Trouble"]
        )
    for name in ("Health", "Athletics", "History"):
        with pytest.raises(RollError):
            play.refresh_safe_haven(spent_sheet(), [name])


def test_refresh_between_adventures() -> None:
    sheet = spent_sheet(sanity_rating_lost_this_adventure=1)
    out = play.refresh_between_adventures(sheet)
    assert pool(out.sheet, "History") == 2 and pool(out.sheet, "Stability") == 8
    assert pool(out.sheet, "Stealth") == 3 and pool(out.sheet, "Athletics") == 5
    assert pool(out.sheet, "Health") == 2 and pool(out.sheet, "Sanity") == 4
    assert out.sheet.sanity_rating_lost_this_adventure == 0
    narrow = play.refresh_between_adventures(sheet, general=False)
    assert set(narrow.refreshed) == {"History", "Stability"}
    with pytest.raises(RollError, match="Purist"):
        play.refresh_between_adventures(sheet, sanity_award=1)
    pulp = play.refresh_between_adventures(spent_sheet(campaign="pulp"), sanity_award=5)
    assert pulp.sanity_awarded == 2 and pool(pulp.sheet, "Sanity") == 6


def test_denying_the_mythos_restores_one_sanity_rating_point() -> None:
    sheet = make_sheet(abilities={"Stability": ab(8, 2)})
    shaken = play.stability_test(sheet, Dice(1), 3, mythos=True)
    assert rating(shaken.sheet, "Sanity") == 5
    out = play.refresh_between_adventures(shaken.sheet, deny_the_mythos=True)
    assert out.sanity_denied == 1
    assert rating(out.sheet, "Sanity") == 6 and pool(out.sheet, "Sanity") == 6
    with pytest.raises(RollError, match="deny"):
        play.refresh_between_adventures(make_sheet(), deny_the_mythos=True)


def test_npc_refresh_half_then_full() -> None:
    npc = make_sheet(abilities={"Scuffling": ab(8, 0), "Health": ab(8, 1)})
    assert pool(play.npc_refresh(npc, 12).sheet, "Scuffling") == 4
    full = play.npc_refresh(npc, 24).sheet
    assert pool(full, "Scuffling") == 8 and pool(full, "Health") == 1


def test_general_abilities_used_investigatively_need_no_gate() -> None:
    hurt = make_sheet(abilities={"Health": ab(8, -3), "Mechanical Repair": ab(3)})
    out = play.spend_investigative(hurt, "Mechanical Repair", 1)
    assert out.allowed and out.gate_tests == () and pool(out.sheet, "Mechanical Repair") == 2
