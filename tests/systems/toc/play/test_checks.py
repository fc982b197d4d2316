"""Tests of Trail of Cthulhu tests, co-operation, contests and continuing challenges
(sheetmaker.systems.toc.play.checks; seed 001, RULES.md "Play")."""

from __future__ import annotations

import pytest

from sheetmaker.core.errors import RollError
from sheetmaker.core.gumshoe import Contestant, ContinuingChallenge
from sheetmaker.systems.toc import play
from tests.systems.toc.play.helpers import Dice, NoDice, ab, frozen, make_sheet, pool

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
