"""Tests of Trail of Cthulhu Stability, Sanity, Pillars, triage and Cthulhu Mythos
(sheetmaker.systems.toc.play.stability; seed 001, RULES.md "Play")."""

from __future__ import annotations

import pytest

from sheetmaker.core.errors import RollError
from sheetmaker.systems.toc import play
from sheetmaker.systems.toc.model import OccupationChoice, Pillar
from tests.systems.toc.play.helpers import (
    Dice,
    NoDice,
    ab,
    make_sheet,
    pool,
    rating,
    with_pool,
)

# --------------------------------------------------------------------------- Stability


@pytest.mark.parametrize(
    ("loss", "after", "status", "rating_lost"),
    [
        (7, 1, "fine", 0),
        (8, 0, "shaken", 0),
        (13, -5, "shaken", 0),
        (14, -6, "mind blasted", 1),
        (19, -11, "mind blasted", 1),
        (20, -12, "permanently insane", 0),
        (30, -12, "permanently insane", 0),
    ],
)
def test_stability_bands(loss: int, after: int, status: str, rating_lost: int) -> None:
    out = play.stability_test(make_sheet(), Dice(1), loss)
    assert not out.success and out.stability_after == after and out.status_after == status
    assert out.lost == 8 - after
    assert out.stability_rating_lost == rating_lost
    assert rating(out.sheet, "Stability") == 8 - rating_lost
    assert out.sanity_rating_lost == 0  # not a Mythos horror
    assert out.permanently_insane is (status == "permanently insane")


def test_mind_blasting_costs_stability_rating_once_and_suggests_shell_shock() -> None:
    out = play.lose_stability(make_sheet(), 15)
    assert out.status_after == "mind blasted" and out.mental_illness == "shell shock"
    assert rating(out.sheet, "Stability") == 7
    assert out.sheet.abilities["Stability"].play_change == -1
    again = play.lose_stability(out.sheet, 2)
    assert again.stability_rating_lost == 0 and rating(again.sheet, "Stability") == 7


def test_stability_success_loses_nothing_and_spends_may_go_negative() -> None:
    sheet = make_sheet(abilities={"Stability": ab(8, 2)})
    out = play.stability_test(sheet, Dice(2), 5, spend=3)
    assert out.success and out.lost == 0 and out.stability_after == -1
    assert out.sanity_rating_lost == 0  # shaken by the spend, not by failing
    with pytest.raises(RollError, match="below -11"):
        play.stability_test(sheet, NoDice(), 5, spend=14)
    assert play.stability_test(sheet, Dice(1), 0, spend=13).stability_after == -11


def test_stability_test_without_pillars_recorded_is_not_harder() -> None:
    """Seed 001: "A character with no remaining Pillars of Sanity suffers a +1 modifier to the
    difficulty level of all subsequent Stability tests" and "Stability tests ... 4, 5 for
    Mythos" (RULES.md): an NPC or a sheet with no Pillars recorded tests at 4 (5 for the
    Mythos), not 5 (6)."""
    npc = make_sheet(pillars=())
    out = play.stability_test(npc, Dice(4), 3)
    assert out.difficulty == 4 and out.success
    assert not any("Pillar" in note for note in out.notes)
    assert play.stability_test(npc, Dice(6), 3, mythos=True).difficulty == 5
    lost_all = make_sheet(
        pillars=(),
        pillars_of_sanity=[
            Pillar(name="Faith", state="crumbled"),
            Pillar(name="Family honour", state="shattered"),
        ],
    )
    harder = play.stability_test(lost_all, Dice(4), 3)
    assert harder.difficulty == 5 and not harder.success
    assert "no Pillar of Sanity left: +1 difficulty" in harder.notes


def test_stability_test_difficulties() -> None:
    sheet = make_sheet()
    assert play.stability_test(sheet, Dice(6), 3).difficulty == 4
    assert play.stability_test(sheet, Dice(6), 3, mythos=True).difficulty == 5
    assert play.stability_test(sheet, Dice(6), 3, darkness="dark").difficulty == 4
    assert play.stability_test(sheet, Dice(6), 3, darkness="pitch black").difficulty == 5
    assert play.stability_test(sheet, Dice(6), 3, experienced=True).difficulty == 3
    assert play.stability_test(sheet, Dice(6), 3, difficulty=2, experienced=True).difficulty == 2
    shaken = make_sheet(abilities={"Stability": ab(8, -1)})
    assert play.stability_test(shaken, Dice(6), 3, mythos=True).difficulty == 6
    broken = make_sheet(pillars=(), pillars_of_sanity=[Pillar(name="Faith", state="shattered")])
    assert play.stability_test(broken, Dice(6), 3).difficulty == 5
    with pytest.raises(RollError):
        play.stability_test(sheet, NoDice(), 3, mythos=True, experienced=True)
    with pytest.raises(RollError):
        play.stability_test(sheet, NoDice(), 3, familiar=True)  # Pulp only
    pulp = make_sheet(campaign="pulp")
    assert play.stability_test(pulp, Dice(6), 3, mythos=True, familiar=True).difficulty == 4


def test_big_reveal_triples_with_a_minimum_of_eight() -> None:
    sheet = make_sheet(abilities={"Stability": ab(12)})
    out = play.stability_test(sheet, Dice(1), 2, big_reveal=True)
    assert out.loss == 8 and out.stability_after == 4
    out = play.stability_test(sheet, Dice(1), 4, big_reveal=True)
    assert out.loss == 12


def test_mythos_shaken_costs_one_sanity_rating_point() -> None:
    sheet = make_sheet(abilities={"Stability": ab(8, 3)})
    out = play.stability_test(sheet, Dice(1), 4, mythos=True)
    assert out.status_after == "shaken" and out.sanity_rating_lost == 1
    assert rating(out.sheet, "Sanity") == 5 and pool(out.sheet, "Sanity") == 5
    assert out.sheet.sanity_rating_lost_this_adventure == 1
    # Then mind blasted by the Mythos in the same adventure: only 1 more.
    out2 = play.stability_test(out.sheet, Dice(1), 6, mythos=True)
    assert out2.status_after == "mind blasted" and out2.sanity_rating_lost == 1
    assert rating(out2.sheet, "Sanity") == 4 and out2.sheet.sanity_rating_lost_this_adventure == 2
    assert out2.stability_rating_lost == 1 and out2.mental_illness == "mythos madness"


def test_mythos_mind_blasting_at_once_costs_two() -> None:
    out = play.stability_test(make_sheet(), Dice(2), 15, mythos=True)
    assert out.status_after == "mind blasted" and out.sanity_rating_lost == 2
    assert rating(out.sheet, "Sanity") == 4 and out.sheet.sanity_rating_lost_this_adventure == 2


def test_staying_shaken_costs_no_more_sanity() -> None:
    sheet = make_sheet(abilities={"Stability": ab(8, -1)})
    out = play.stability_test(sheet, Dice(1), 2, mythos=True)
    assert out.status_after == "shaken" and out.sanity_rating_lost == 0


def test_non_mythos_shaking_costs_no_sanity_then_mythos_blasting_costs_two() -> None:
    shaken = play.lose_stability(make_sheet(), 9).sheet
    assert rating(shaken, "Sanity") == 6
    out = play.stability_test(shaken, Dice(1), 6, mythos=True)
    assert out.sanity_rating_lost == 2


def test_sanity_rating_loss_takes_false_sanity_on_two_points() -> None:
    sheet = make_sheet(abilities={"Sanity": ab(7, 5)}, false_sanity=2)
    out = play.stability_test(sheet, Dice(1), 15, mythos=True)
    assert out.sanity_rating_lost == 2 and out.false_sanity_lost == 2
    assert rating(out.sheet, "Sanity") == 3 and out.sheet.false_sanity == 0
    assert pool(out.sheet, "Sanity") == 3
    one = play.stability_test(sheet, Dice(1), 8, mythos=True)
    assert one.false_sanity_lost == 0 and one.sheet.false_sanity == 2


def test_spell_casting_loss_follows_the_mythos_rules() -> None:
    out = play.lose_stability(make_sheet(), 9, mythos=True, reason="casting")
    assert out.test is None and out.success is None
    assert out.status_after == "shaken" and out.sanity_rating_lost == 1


def test_drives() -> None:
    sheet = make_sheet(abilities={"Stability": ab(15)})
    assert play.act_against_drive(sheet, hard=True).lost == 5  # a third of 15 beats 4
    assert play.act_against_drive(make_sheet(), hard=True).lost == 4
    assert play.act_against_drive(make_sheet(), hard=False).lost == 2
    low = make_sheet(abilities={"Stability": ab(8, 7)})
    assert play.act_within_drive(low, hard=True).stability_after == 8  # capped at the rating
    assert play.act_within_drive(with_pool(low, "Stability", 3), hard=False).gained == 1
    with pytest.raises(RollError, match="meaningless"):
        play.act_within_drive(make_sheet(drive_meaningless=True), hard=True)


def test_psychological_triage_two_per_point_beyond_the_test() -> None:
    treater = make_sheet()
    patient = make_sheet(abilities={"Stability": ab(8, 1)})
    out = play.psychological_triage(treater, Dice(3), patient, spend=1, points=2)
    assert out.test.difficulty == 4 and out.gained == 4 and out.stability_after == 5
    assert pool(out.treater_sheet, "Psychoanalysis") == 1
    failed = play.psychological_triage(treater, Dice(2), patient, spend=1, points=2)
    assert failed.gained == 0 and pool(failed.treater_sheet, "Psychoanalysis") == 3
    nearly = make_sheet(abilities={"Stability": ab(8, 5)})
    with pytest.raises(RollError, match="at most 2"):
        play.psychological_triage(treater, NoDice(), nearly, points=3)
    with pytest.raises(RollError, match="only 4 left"):
        play.psychological_triage(treater, NoDice(), patient, spend=1, points=4)


def test_triage_by_clergy_and_alienist_self_treatment() -> None:
    clergy = make_sheet(occupation=OccupationChoice(name="Clergy"))
    patient = make_sheet(abilities={"Stability": ab(8, 1)})
    assert play.psychological_triage(clergy, Dice(3), patient).success
    alienist = make_sheet(
        occupation=OccupationChoice(name="Alienist"), abilities={"Stability": ab(8, 4)}
    )
    out = play.psychological_triage(alienist, Dice(3), spend=0, points=3)
    assert out.gained == 3 and pool(out.sheet, "Stability") == 7
    assert pool(out.sheet, "Psychoanalysis") == 1
    with pytest.raises(RollError, match="Alienists"):
        play.psychological_triage(make_sheet(), NoDice())
    assert pool(play.temporary_triage(alienist).sheet, "Psychoanalysis") == 3
    assert pool(play.temporary_triage(clergy).sheet, "Psychoanalysis") == 2


def test_confidence_roll_is_pulp_only() -> None:
    with pytest.raises(RollError):
        play.confidence_roll(make_sheet(), "Athletics", 2, NoDice())
    sheet = make_sheet(campaign="pulp", abilities={"Stability": ab(8, 2)})
    out = play.confidence_roll(sheet, "Athletics", 2, Dice(4))
    assert out.die == 4 and out.stability_after == 6 and pool(out.sheet, "Athletics") == 3


# --------------------------------------------------------------------------- Sanity and Pillars


def test_sanity_loss_false_sanity_and_insanity() -> None:
    sheet = make_sheet(abilities={"Sanity": ab(6)}, false_sanity=2)
    one = play.lose_sanity(sheet, 1)
    assert one.sanity_after == 5 and one.false_sanity_lost == 0
    two = play.lose_sanity(sheet, 2)
    assert two.false_sanity_lost == 2 and two.rating_after == 4 and two.sanity_after == 4
    zero = play.lose_sanity(make_sheet(), 9)
    assert zero.sanity_after == 0 and zero.permanently_insane


def test_fainting_is_purist_and_reduces_the_loss_to_one() -> None:
    out = play.lose_sanity(make_sheet(), 3, faint=True)
    assert out.lost == 1 and out.requested == 3
    with pytest.raises(RollError):
        play.lose_sanity(make_sheet(campaign="pulp"), 3, faint=True)


def test_shattering_a_pillar() -> None:
    out = play.shatter_pillar(make_sheet(), "family honour")
    states = {p.name: p.state for p in out.sheet.pillars_of_sanity}
    assert states == {"Family honour": "shattered", "Staunch moral principles": "intact"}
    assert pool(out.sheet, "Stability") == 2 and pool(out.sheet, "Sanity") == 4
    assert out.change("pillars_of_sanity[Family honour].state").after == "shattered"
    with pytest.raises(RollError, match="already shattered"):
        play.shatter_pillar(out.sheet, "Family honour")
    with pytest.raises(RollError, match="too late"):
        play.crumble_pillar(out.sheet, "Family honour")


def test_shattering_a_pillar_when_shaken_by_the_mythos() -> None:
    sheet = make_sheet(abilities={"Stability": ab(8, 4)})
    out = play.shatter_pillar(sheet, "Family honour")
    assert out.stability.status_after == "shaken" and out.stability.sanity_rating_lost == 1
    assert rating(out.sheet, "Sanity") == 5 and pool(out.sheet, "Sanity") == 3
    plain = play.shatter_pillar(sheet, "Family honour", mythos=False)
    assert rating(plain.sheet, "Sanity") == 6


def test_pillars_crumble_one_per_three_sanity_pool_points_lost() -> None:
    sheet = make_sheet(abilities={"Sanity": ab(9)})
    with pytest.raises(RollError, match="3 Sanity"):
        play.crumble_pillar(sheet, "Family honour")
    lost = play.lose_sanity(sheet, 3)
    assert lost.pillars_may_crumble == 1
    out = play.crumble_pillar(lost.sheet, "Family honour")
    assert out.state == "crumbled"
    with pytest.raises(RollError):
        play.crumble_pillar(out.sheet, "Staunch moral principles")  # needs 3 more
    last = play.crumble_pillar(play.lose_sanity(out.sheet, 3).sheet, "Staunch moral principles")
    assert any("no Pillar" in n for n in last.notes)
    assert play.stability_test(last.sheet, Dice(6), 1).difficulty == 5


# --------------------------------------------------------------------------- refresh


def test_mind_blasted_by_spending_on_a_mythos_test_costs_no_sanity() -> None:
    sheet = make_sheet(abilities={"Stability": ab(8, -2)})
    out = play.stability_test(sheet, Dice(5), 3, mythos=True, spend=4)
    assert out.success and out.stability_after == -6 and out.status_after == "mind blasted"
    assert out.stability_rating_lost == 1 and out.sanity_rating_lost == 0
    assert out.mental_illness == "mythos madness"


# --------------------------------------------------------------------------- Cthulhu Mythos


def test_gain_mythos_caps_sanity_rating_and_pool() -> None:
    sheet = make_sheet(abilities={"Sanity": ab(10)})
    before = sheet.model_copy(deep=True)
    out = play.gain_mythos(sheet, 2, reason="pored over the Necronomicon")
    assert isinstance(out, play.MythosOutcome)
    assert rating(out.sheet, "Cthulhu Mythos") == 2
    assert pool(out.sheet, "Cthulhu Mythos") == 2
    assert rating(out.sheet, "Sanity") == 8
    assert pool(out.sheet, "Sanity") == 8
    assert (out.mythos_before, out.mythos_after, out.sanity_cap) == (0, 2, 8)
    assert (out.rating_before, out.rating_after, out.sanity_before, out.sanity_after) == (
        10, 8, 10, 8,
    )
    assert out.changes
    assert any("Cthulhu Mythos 0 → 2" in n and "Necronomicon" in n for n in out.notes)
    assert any("Sanity rating 10 → 8" in n for n in out.notes)
    assert sheet == before  # input untouched


def test_gain_mythos_caps_a_lowered_pool_only_if_above_the_new_rating() -> None:
    sheet = make_sheet(abilities={"Sanity": ab(9, 5), "Cthulhu Mythos": ab(1, 0, 1)})
    out = play.gain_mythos(sheet, 2)
    assert rating(out.sheet, "Cthulhu Mythos") == 3
    assert pool(out.sheet, "Cthulhu Mythos") == 2  # the spent pool rises by the points
    assert rating(out.sheet, "Sanity") == 7
    assert pool(out.sheet, "Sanity") == 5


def test_gain_mythos_leaves_sanity_below_the_cap_alone() -> None:
    sheet = make_sheet(abilities={"Sanity": ab(6, 4)})
    out = play.gain_mythos(sheet, 3)
    assert rating(out.sheet, "Sanity") == 6 and pool(out.sheet, "Sanity") == 4
    assert out.sheet.ability("Sanity") == sheet.ability("Sanity")
    assert out.changes and all("Sanity" not in c.path for c in out.changes)
    assert any("unchanged" in n for n in out.notes)


def test_gain_mythos_records_play_change_so_build_spending_is_unchanged() -> None:
    from sheetmaker.systems.toc.rules import derive

    sheet = make_sheet(abilities={"Sanity": ab(10)})
    out = play.gain_mythos(sheet, 2)
    assert out.sheet.ability("Cthulhu Mythos").play_change == 2
    assert out.sheet.ability("Sanity").play_change == -2
    assert out.sheet.ability("Cthulhu Mythos").creation_rating == 0
    assert out.sheet.ability("Sanity").creation_rating == 10
    before, after = derive(sheet), derive(out.sheet)
    assert after.general.spent == before.general.spent
    assert after.investigative.spent == before.investigative.spent
    assert after.sanity_cap == 8


def test_gain_mythos_keeps_false_sanity_within_the_rating() -> None:
    sheet = make_sheet(abilities={"Sanity": ab(10)}, false_sanity=1)
    out = play.gain_mythos(sheet, 1)  # a 1-point cut: False Sanity stays
    assert rating(out.sheet, "Sanity") == 9
    assert out.sheet.false_sanity == 1 and out.false_sanity_lost == 0
    big = play.gain_mythos(make_sheet(abilities={"Sanity": ab(10)}, false_sanity=2), 9)
    assert rating(big.sheet, "Sanity") == 0 and pool(big.sheet, "Sanity") == 0
    assert big.sheet.false_sanity == 0
    assert big.permanently_insane


@pytest.mark.parametrize("points", [0, -1, True, 1.5])
def test_gain_mythos_refuses_non_positive_points(points) -> None:
    sheet = make_sheet()
    with pytest.raises(RollError):
        play.gain_mythos(sheet, points)
    assert sheet == make_sheet()
