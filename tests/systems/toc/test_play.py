"""Tests for Trail of Cthulhu play: tests, contests, challenges, Stability, Sanity, Pillars,
Health, First Aid, triage, damage and refreshes (seed 001, RULES.md "Play")."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sheetmaker.core.errors import RollError
from sheetmaker.core.gumshoe import Contestant, ContinuingChallenge
from sheetmaker.systems.toc import play
from sheetmaker.systems.toc.model import (
    Ability,
    OccupationChoice,
    Pillar,
    RangeModifiers,
    ToCSheet,
    Weapon,
)

# --------------------------------------------------------------------------- helpers


class Dice(random.Random):
    """A Random whose ``randint`` returns queued numbers (each checked against the range)."""

    def __init__(self, *numbers: int) -> None:
        super().__init__(0)
        self.numbers = list(numbers)

    def randint(self, a: int, b: int) -> int:
        assert self.numbers, f"no scripted number left for randint({a}, {b})"
        number = self.numbers.pop(0)
        assert a <= number <= b, f"scripted {number} outside {a}..{b}"
        return number

    @property
    def used_up(self) -> bool:
        return not self.numbers


class NoDice(random.Random):
    def randint(self, a: int, b: int) -> int:  # pragma: no cover - must not be called
        raise AssertionError("no die may be rolled")


def ab(rating: int, pool: int | None = None, play_change: int = 0) -> Ability:
    return Ability(rating=rating, pool=pool, play_change=play_change)


def make_sheet(pillars: tuple[str, ...] = ("Family honour", "Staunch moral principles"), **fields):
    """An investigator: Athletics 5, Scuffling 4, Firearms 3, First Aid 4, Psychoanalysis 4,
    Health 8, Stability 8, Sanity 6 (two Pillars intact), History 2, plus ``abilities``."""
    abilities = {
        "Athletics": ab(5),
        "Scuffling": ab(4),
        "Firearms": ab(3),
        "First Aid": ab(4),
        "Psychoanalysis": ab(4),
        "Health": ab(8),
        "Stability": ab(8),
        "Sanity": ab(6),
        "History": ab(2),
    }
    abilities.update(fields.pop("abilities", {}))
    fields.setdefault("pillars_of_sanity", [Pillar(name=name) for name in pillars])
    return ToCSheet(abilities=abilities, **fields)


def pool(sheet: ToCSheet, name: str) -> int:
    entry = sheet.ability(name)
    assert entry is not None
    return entry.rating if entry.pool is None else entry.pool


def rating(sheet: ToCSheet, name: str) -> int:
    entry = sheet.ability(name)
    assert entry is not None
    return entry.rating


def with_pool(sheet: ToCSheet, name: str, value: int) -> ToCSheet:
    copy = sheet.model_copy(deep=True)
    copy.abilities[name].pool = value
    return copy


def frozen(sheet: ToCSheet) -> dict:
    return sheet.model_dump(mode="json")


# --------------------------------------------------------------------------- simple tests


def test_spend_lowers_the_pool_and_counts_toward_success() -> None:
    sheet = make_sheet(abilities={"Athletics": ab(5, 5)})
    before = frozen(sheet)
    out = play.ability_test(sheet, "Athletics", Dice(3), difficulty=4, spend=2)
    assert out.success and out.test.total == 5
    assert out.pool_before == 5 and out.pool_after == 3
    assert pool(out.sheet, "Athletics") == 3
    changes = [(c.path, c.before, c.after) for c in out.changes]
    assert changes == [("abilities.Athletics.pool", 5, 3)]
    assert frozen(sheet) == before  # the input never changes


def test_failure_without_spend_changes_nothing() -> None:
    out = play.ability_test(make_sheet(), "Athletics", Dice(3))
    assert not out.success and out.test.total == 3
    assert out.changes == ()


def test_spend_beyond_the_pool_is_refused_before_rolling() -> None:
    sheet = make_sheet(abilities={"Athletics": ab(5, 1)})
    with pytest.raises(RollError, match="only 1 left"):
        play.ability_test(sheet, "Athletics", NoDice(), spend=2)
    with pytest.raises(RollError):
        play.ability_test(sheet, "Athletics", NoDice(), spend=-1)


def test_retry_only_with_a_larger_spend() -> None:
    sheet = make_sheet()
    first = play.ability_test(sheet, "Athletics", Dice(1), difficulty=5, spend=1)
    assert not first.success
    with pytest.raises(RollError, match="larger spend"):
        play.retry(first.sheet, first, NoDice(), spend=1)
    again = play.retry(first.sheet, first, Dice(3), spend=2)
    assert again.success and again.base_difficulty == 5
    assert pool(again.sheet, "Athletics") == 2  # 5 - 1 - 2
    with pytest.raises(RollError, match="succeeded"):
        play.retry(again.sheet, again, NoDice(), spend=3)


def test_zero_rating_fails_automatically_without_a_die() -> None:
    out = play.ability_test(make_sheet(), "Filch", NoDice(), difficulty=2)
    assert not out.success and out.test.automatic_failure and out.test.die == 0


@pytest.mark.parametrize("ability", ["Scuffling", "Weapons", "Firearms"])
def test_fighting_abilities_roll_with_a_zero_rating(ability: str) -> None:
    sheet = make_sheet(abilities={ability: ab(0)})
    out = play.ability_test(sheet, ability, Dice(4))
    assert out.success and not out.test.automatic_failure


def test_investigative_and_sanity_abilities_are_not_tested() -> None:
    with pytest.raises(RollError, match="investigative"):
        play.ability_test(make_sheet(), "History", NoDice())
    with pytest.raises(RollError, match="Sanity"):
        play.ability_test(make_sheet(), "Sanity", NoDice())
    with pytest.raises(RollError, match="unknown ability"):
        play.ability_test(make_sheet(), "Juggling", NoDice())


@pytest.mark.parametrize(
    ("health", "stability", "penalty"),
    [(8, 8, 0), (1, 8, 0), (0, 8, 1), (-5, 8, 1), (8, 0, 1), (8, -5, 1), (0, -3, 2)],
)
def test_hurt_and_shaken_make_tests_harder(health: int, stability: int, penalty: int) -> None:
    sheet = make_sheet(abilities={"Health": ab(8, health), "Stability": ab(8, stability)})
    out = play.ability_test(sheet, "Athletics", Dice(4), difficulty=4)
    assert out.penalty == penalty and out.difficulty == 4 + penalty
    assert out.success is (penalty == 0)


def test_surprise_adds_two() -> None:
    out = play.ability_test(make_sheet(), "Athletics", Dice(5), surprised=True)
    assert out.difficulty == 6 and not out.success


def test_seriously_wounded_dead_and_insane_characters_make_no_tests() -> None:
    for abilities in (
        {"Health": ab(8, -6)},
        {"Health": ab(8, -12)},
        {"Stability": ab(8, -12)},
        {"Sanity": ab(6, 0)},
    ):
        with pytest.raises(RollError):
            play.ability_test(make_sheet(abilities=abilities), "Athletics", NoDice())


def test_mind_blasted_characters_only_fight_or_flee() -> None:
    sheet = make_sheet(abilities={"Stability": ab(8, -6), "Stealth": ab(3)})
    with pytest.raises(RollError, match="gibber"):
        play.ability_test(sheet, "Stealth", NoDice())
    out = play.ability_test(sheet, "Scuffling", Dice(6))
    assert out.difficulty == 5 and out.success  # mind blasted has the shaken penalty


# --------------------------------------------------------------------------- co-operation


def test_cooperative_test_helper_gives_spend_minus_one() -> None:
    roller = make_sheet(abilities={"Athletics": ab(2)})
    helper = make_sheet(abilities={"Athletics": ab(6)})
    out = play.cooperative_test(roller, "Athletics", Dice(1), helper, 3, difficulty=4, spend=1)
    assert out.bonus == 2 and out.test.total == 4 and out.success
    assert pool(out.sheet, "Athletics") == 1
    assert pool(out.helper_sheet, "Athletics") == 3
    assert [c.path for c in out.helper_changes] == ["abilities.Athletics.pool"]
    assert pool(helper, "Athletics") == 6


def test_cooperative_helper_cannot_overspend() -> None:
    helper = make_sheet(abilities={"Athletics": ab(2)})
    with pytest.raises(RollError):
        play.cooperative_test(make_sheet(), "Athletics", NoDice(), helper, 3)


def test_piggyback_followers_pay_one_or_give_minus_two() -> None:
    lead = make_sheet(abilities={"Stealth": ab(4)})
    able = make_sheet(abilities={"Stealth": ab(2)})
    empty = make_sheet(abilities={"Stealth": ab(3, 0)})
    zero = make_sheet()
    out = play.piggyback_test(
        lead, "Stealth", Dice(6), {"Ann": able, "Bob": empty, "Cy": zero}, difficulty=4, spend=2
    )
    assert out.plan.unable == ("Bob", "Cy") and out.test.modifier == -4
    assert out.test.total == 4 and out.success
    assert pool(out.sheet, "Stealth") == 2
    assert pool(out.follower_sheets["Ann"], "Stealth") == 1
    assert out.follower_changes["Bob"] == () and out.follower_changes["Cy"] == ()


# --------------------------------------------------------------------------- contests


def test_pursuit_contest_fleer_tests_first_and_first_failure_loses() -> None:
    sheet = make_sheet(abilities={"Fleeing": ab(6)})
    deep_one = Contestant("Deep One", "Athletics", 8, 8, difficulty=3, npc=True)
    out = play.contest_round(sheet, "Fleeing", deep_one, Dice(2, 5, 1), fleeing=True, spend=2)
    assert out.first == "investigator"
    assert out.won is None  # both passed: 2+2 vs 4, 5 vs 3
    assert pool(out.sheet, "Fleeing") == 4
    out2 = play.contest_round(out.sheet, "Fleeing", out.opponent, Dice(4, 1), fleeing=True)
    assert out2.won is True and out2.round.loser == "Deep One"


def test_contest_order_lower_rating_first() -> None:
    sheet = make_sheet(abilities={"Driving": ab(6)})
    rival = Contestant("rival", "Driving", 3, 3)
    out = play.contest_round(sheet, "Driving", rival, Dice(1))
    assert out.first == "rival" and out.won is True and len(out.round.tests) == 1


# --------------------------------------------------------------------------- continuing challenges


def test_sarcophagus_continuing_challenge_example() -> None:
    challenge = ContinuingChallenge(20)
    first = make_sheet(abilities={"Athletics": ab(4)})
    second = make_sheet(abilities={"Athletics": ab(5)})
    one = play.challenge_test(first, "Athletics", challenge, Dice(1), spend=2)
    assert not one.success and one.step.reduced_by == 0 and one.challenge.remaining == 20
    assert pool(one.sheet, "Athletics") == 2  # the points are spent all the same
    two = play.challenge_test(second, "Athletics", one.challenge, Dice(5), spend=3)
    assert two.success and two.step.reduced_by == 8
    assert two.challenge.remaining == 12  # 20 - 3 - 5
    assert challenge.remaining == 20 and challenge.steps == []  # not mutated


def test_challenge_hurt_character_rolls_harder_but_counts_die_and_spend() -> None:
    hurt = make_sheet(abilities={"Health": ab(8, 0)})
    out = play.challenge_test(hurt, "Athletics", ContinuingChallenge(8), Dice(4))
    assert out.difficulty == 5 and not out.success
    out = play.challenge_test(hurt, "Athletics", ContinuingChallenge(8), Dice(4), spend=1)
    assert out.success and out.challenge.remaining == 3
    assert out.challenge.test_difficulty == 4


def test_challenge_with_cooperation_counts_the_bonus() -> None:
    helper = make_sheet()
    out = play.challenge_test(
        make_sheet(), "Athletics", ContinuingChallenge(10), Dice(3), helper=helper, helper_spend=3
    )
    assert out.success and out.challenge.remaining == 5
    assert pool(out.helper_sheet, "Athletics") == 2


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


# --------------------------------------------------------------------------- damage


def test_hand_weapon_damage() -> None:
    knife = Weapon(name="Knife", damage_modifier=-1)
    sheet = make_sheet(abilities={"Weapons": ab(3)})
    out = play.damage_roll(sheet, knife, Dice(4))
    assert out.total == 3 and out.zero_rating_penalty == 0 and out.changes == ()


def test_zero_rating_takes_two_off_damage() -> None:
    unskilled = make_sheet(abilities={"Scuffling": ab(0)})
    out = play.damage_roll(unskilled, "Unarmed", Dice(6))
    assert out.weapon_modifier == -2 and out.zero_rating_penalty == 2 and out.total == 2
    assert play.damage_roll(unskilled, "Unarmed", Dice(3)).total == 0  # never negative
    assert play.damage_roll(make_sheet(), "Unarmed", Dice(6)).total == 4


def test_firearm_damage_by_range() -> None:
    colt = "Colt M1911A1 .45 ACP automatic pistol (1926)"
    sheet = make_sheet()
    assert play.damage_roll(sheet, colt, Dice(3), "point_blank").total == 6
    assert play.damage_roll(sheet, colt, Dice(3), "near").total == 4
    with pytest.raises(RollError, match="cannot reach"):
        play.damage_roll(sheet, colt, NoDice(), "long")
    with pytest.raises(RollError, match="range band"):
        play.damage_roll(sheet, colt, NoDice())
    assert play.damage_roll(sheet, colt, Dice(3), "point_blank", triple=True).total == 18
    shotgun = "Remington M32 12-gauge shotgun (1932)"
    assert play.damage_roll(sheet, shotgun, Dice(3), "close", both_barrels=True).total == 5
    with pytest.raises(RollError, match="both barrels"):
        play.damage_roll(sheet, colt, NoDice(), "close", both_barrels=True)
    no_gun = make_sheet(abilities={"Firearms": ab(0)})
    assert play.damage_roll(no_gun, colt, Dice(3), "close").total == 2


def test_sheet_weapons_and_explosives() -> None:
    ranges = RangeModifiers(point_blank=3, close=1)
    rifle = Weapon(name="Old rifle", ability="Firearms", ranges=ranges)
    sheet = make_sheet(weapons=[rifle], abilities={"Athletics": ab(0)})
    assert play.damage_roll(sheet, "old rifle", Dice(2), "close").total == 3
    dynamite = play.damage_roll(sheet, "Dynamite (bundle)", Dice(2), "point_blank")
    assert dynamite.kind == "explosive" and dynamite.total == 9
    assert dynamite.zero_rating_penalty == 0  # Athletics is not a fighting ability
    assert play.damage_roll(sheet, "Pipe bomb", Dice(1), "near").total == 0
    with pytest.raises(RollError, match="tripled"):
        play.damage_roll(sheet, "Pipe bomb", NoDice(), "close", triple=True)
    with pytest.raises(RollError, match="hand weapon"):
        play.damage_roll(sheet, "Knife", NoDice(), "close")
    with pytest.raises(RollError, match="unknown weapon"):
        play.damage_roll(sheet, "Death ray", NoDice())


def test_attack_against_hit_threshold_with_cover() -> None:
    sheet = make_sheet()
    colt = "Colt M1911A1 .45 ACP automatic pistol (1926)"
    out = play.attack(sheet, colt, Dice(2), 3, cover="open")
    assert out.difficulty == 2 and out.success and out.ability == "Firearms"
    out = play.attack(sheet, "Knife", Dice(4), 4)  # Weapons rating 0: still rolls
    assert out.success and out.ability == "Weapons" and not out.test.automatic_failure
    with pytest.raises(RollError, match="only 0 left"):
        play.attack(sheet, "Knife", NoDice(), 4, spend=1)
    with pytest.raises(RollError, match="cover"):
        play.attack(sheet, "Knife", NoDice(), 3, cover="hard")


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


def spent_sheet(**fields) -> ToCSheet:
    return make_sheet(
        abilities={
            "Athletics": ab(5, 1),
            "Scuffling": ab(4, 0),
            "Stealth": ab(3, 0),
            "Preparedness": ab(4, 1),
            "Sense Trouble": ab(2, 0),
            "First Aid": ab(4, 0),
            "History": ab(2, 0),
            "Health": ab(8, 2),
            "Stability": ab(8, -3),
            "Sanity": ab(6, 4),
        },
        **fields,
    )


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


def test_pools_never_exceed_the_rating() -> None:
    sheet = make_sheet()
    assert play.refresh_between_adventures(sheet).changes == ()
    assert play.rest_day(sheet).healed == 0


def test_no_play_function_changes_its_input() -> None:
    sheet = spent_sheet()
    before = frozen(sheet)
    play.ability_test(sheet, "Athletics", Dice(6), spend=1)
    play.stability_test(sheet, Dice(1), 9, mythos=True)
    play.apply_damage(sheet, 9)
    play.shatter_pillar(sheet, "Family honour")
    play.refresh_between_adventures(sheet)
    play.first_aid(make_sheet(), 1, with_pool(sheet, "Health", -1))
    assert frozen(sheet) == before


def test_two_sheet_actions_refuse_the_same_character_twice() -> None:
    sheet = make_sheet()
    with pytest.raises(RollError, match="two investigators"):
        play.cooperative_test(sheet, "Athletics", NoDice(), sheet, 2)
    with pytest.raises(RollError, match="lead"):
        play.piggyback_test(sheet, "Athletics", NoDice(), {"me": sheet})
    hurt = make_sheet(campaign="pulp", abilities={"Health": ab(8, -1)})
    assert play.first_aid(hurt, 1, hurt).healed == 1  # treating yourself: 1 per point


def test_attack_against_a_target_sheet_uses_its_hit_threshold() -> None:
    athlete = make_sheet(abilities={"Athletics": ab(8)})
    assert play.attack(make_sheet(), "Unarmed", Dice(3), athlete).difficulty == 4
    assert play.attack(make_sheet(), "Unarmed", Dice(3), make_sheet()).difficulty == 3
    ghoul = make_sheet(hit_threshold=5)
    assert play.attack(make_sheet(), "Unarmed", Dice(3), ghoul).difficulty == 5


def test_mind_blasted_by_spending_on_a_mythos_test_costs_no_sanity() -> None:
    sheet = make_sheet(abilities={"Stability": ab(8, -2)})
    out = play.stability_test(sheet, Dice(5), 3, mythos=True, spend=4)
    assert out.success and out.stability_after == -6 and out.status_after == "mind blasted"
    assert out.stability_rating_lost == 1 and out.sanity_rating_lost == 0
    assert out.mental_illness == "mythos madness"


def test_general_abilities_used_investigatively_need_no_gate() -> None:
    hurt = make_sheet(abilities={"Health": ab(8, -3), "Mechanical Repair": ab(3)})
    out = play.spend_investigative(hurt, "Mechanical Repair", 1)
    assert out.allowed and out.gate_tests == () and pool(out.sheet, "Mechanical Repair") == 2


def test_abilities_absent_from_the_sheet_start_at_their_free_rating() -> None:
    bare = ToCSheet()
    out = play.stability_test(bare, Dice(1), 2)
    assert out.stability_before == 1 and out.stability_after == -1
    assert out.sheet.abilities["Stability"].rating == 1
    assert play.apply_damage(bare, 1).health_after == 0
    assert play.lose_sanity(bare, 1).sanity_after == 3


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.lists(st.integers(0, 7), min_size=1, max_size=25))
def test_random_play_keeps_pools_within_their_bounds(seed: int, actions: list[int]) -> None:
    rng = random.Random(seed)
    sheet = make_sheet(campaign="pulp", abilities={"Sanity": ab(9)})
    for action in actions:
        try:
            if action == 0:
                out = play.ability_test(sheet, "Athletics", rng, spend=rng.randint(0, 2))
            elif action == 1:
                out = play.stability_test(sheet, rng, rng.randint(0, 8), mythos=rng.random() < 0.5)
            elif action == 2:
                out = play.apply_damage(sheet, rng.randint(0, 6))
            elif action == 3:
                out = play.first_aid(sheet, 1)
            elif action == 4:
                out = play.rest_day(sheet)
            elif action == 5:
                out = play.lose_sanity(sheet, rng.randint(0, 3))
            elif action == 6:
                out = play.refresh_between_adventures(sheet)
            else:
                out = play.act_within_drive(sheet, hard=True)
        except RollError:
            continue
        sheet = ToCSheet.model_validate(out.sheet.model_dump())
        for name, entry in sheet.abilities.items():
            current = entry.rating if entry.pool is None else entry.pool
            floor = -12 if name in ("Health", "Stability") else 0
            assert floor <= current <= entry.rating, (name, entry)
        assert sheet.false_sanity <= sheet.abilities["Sanity"].rating


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
