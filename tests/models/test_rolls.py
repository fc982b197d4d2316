"""RollController, RollCard and RollLogModel: seeded rolls, follow-ups, undo, the log model."""

from __future__ import annotations

import gc
import random
from collections.abc import Callable

import pytest

from sheetmaker.core import d100
from sheetmaker.core.d100 import D100Roll
from sheetmaker.core.errors import DiceError, RollError
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import (
    CardRole,
    LevelRole,
    RollCard,
    RollController,
    RollLogModel,
    RollOptions,
    SuccessRole,
)
from sheetmaker.resources import resource
from tests.fixtures import HARVEY_ALLOCATION

SPOT_HIDDEN = 35  # Harvey Walters' Spot Hidden
PSYCHOLOGY = 80



@pytest.fixture
def harvey(qapp):
    return SheetDocument.open(str(HARVEY_ALLOCATION))


def seed_where(
    predicate: Callable[[D100Roll], bool],
    value: int,
    difficulty: str = "regular",
    bonus: int = 0,
    penalty: int = 0,
) -> int:
    """The first seed whose first percentile roll against ``value`` satisfies ``predicate``
    (the controller's rolls start with exactly this roll)."""
    for seed in range(10_000):
        if predicate(d100.roll_d100(random.Random(seed), value, difficulty, bonus, penalty)):
            return seed
    raise AssertionError("no seed found")


def failed(roll: D100Roll) -> bool:
    return roll.level == d100.Level.FAILURE


def controller(seed: int) -> RollController:
    return RollController(random.Random(seed))


# --------------------------------------------------------------------------- seeded cards


def test_seeded_skill_roll_adds_the_expected_card(harvey, qtbot):
    seed = 1234
    expected = d100.roll_d100(
        random.Random(seed), SPOT_HIDDEN, "hard", bonus=1, label="Spot Hidden"
    )
    rolls = controller(seed)
    with qtbot.waitSignal(rolls.cardAdded) as blocker:
        card = rolls.skill(harvey, "Spot Hidden", "hard", bonus=1)
    assert blocker.args == [card]
    assert rolls.log.rowCount() == 1 and rolls.log.card(0) is card
    assert card.system == "coc7" and card.kind == "skill"
    assert card.title == "Spot Hidden 35 (Hard, 1 bonus)"
    assert card.dice == tuple(f"tens {t:02d}" for t in expected.tens) + (f"units {expected.units}",)
    assert card.result_text == f"{expected.result:02d}"
    assert card.level == expected.level.word
    assert card.success is expected.success
    assert card.result == expected
    assert "needed Hard" in card.summary
    assert card.document is harvey
    assert card.sheet_name == harvey.display_name
    assert card.notes and "Spot Hidden 35" in card.notes[0]


def test_card_text_has_every_die(harvey):
    seed = seed_where(failed, SPOT_HIDDEN)
    card = controller(seed).skill(harvey, "Spot Hidden")
    text = card.as_text()
    for die in card.dice:
        assert die in text
    assert "Failure (needed Regular)" in text
    assert card.one_line().startswith(f"#{card.id} Spot Hidden 35: ")


def test_characteristic_idea_know_luck_rolls(harvey):
    rolls = controller(5)
    assert rolls.characteristic(harvey, "str").title.startswith("STR 50")
    assert rolls.idea(harvey).title.startswith("Idea ")
    assert rolls.know(harvey).title.startswith("Know ")
    luck = rolls.luck(harvey)
    assert luck.title.startswith("Luck 65") and luck.kind == "luck"
    assert luck.follow_up("push") is None
    assert not any(f.id.startswith("luck:") for f in luck.follow_ups)
    assert harvey.undo_stack.count() == 0  # nothing of these changes the sheet


def test_roll_dispatches_options(harvey):
    seed = 77
    expected = d100.roll_d100(
        random.Random(seed), PSYCHOLOGY, "extreme", penalty=2, label="Psychology"
    )
    card = controller(seed).roll(
        harvey, "skill", "Psychology", RollOptions(difficulty="extreme", penalty=2)
    )
    assert card.result == expected
    with pytest.raises(RollError, match="unknown kind"):
        controller(1).roll(harvey, "dance", None)
    with pytest.raises(RollError, match="opponent"):
        controller(1).roll(harvey, "opposed", "Psychology")


# --------------------------------------------------------------------------- ticks and undo


def test_successful_skill_roll_ticks_and_undo_unticks(harvey):
    seed = seed_where(lambda r: r.success and r.level != d100.Level.CRITICAL, SPOT_HIDDEN)
    assert harvey.sheet.skill("Spot Hidden").ticked is False
    card = controller(seed).skill(harvey, "Spot Hidden")
    assert card.success and card.changed
    assert harvey.sheet.skill("Spot Hidden").ticked is True
    assert harvey.undo_stack.count() == 1
    assert "Spot Hidden" in harvey.undo_stack.undoText()
    harvey.undo_stack.undo()
    assert harvey.sheet.skill("Spot Hidden").ticked is False
    harvey.undo_stack.redo()
    assert harvey.sheet.skill("Spot Hidden").ticked is True


def test_failed_roll_pushes_no_undo_step(harvey):
    seed = seed_where(failed, SPOT_HIDDEN)
    card = controller(seed).skill(harvey, "Spot Hidden")
    assert card.success is False and not card.changed
    assert harvey.undo_stack.count() == 0


# --------------------------------------------------------------------------- push


def test_push_offered_once_on_a_failed_skill_roll(harvey):
    seed = seed_where(failed, SPOT_HIDDEN)
    rolls = controller(seed)
    card = rolls.skill(harvey, "Spot Hidden")
    assert card.follow_up("push") is not None and card.follow_up("push").enabled
    pushed = rolls.follow_up(card, "push")
    assert rolls.log.rowCount() == 2
    assert pushed.kind == "skill" and pushed.result.pushed
    assert "pushed" in pushed.title
    assert pushed.follow_up("push") is None  # a pushed roll is never pushed again
    assert not any(f.id.startswith("luck:") for f in pushed.follow_ups)  # nor bought with Luck
    old = rolls.log.card(0)
    assert old.follow_up("push") is None and not any(
        f.id.startswith("luck") for f in old.follow_ups
    )
    assert f"#{pushed.id}" in old.status
    with pytest.raises(RollError, match="not possible any more"):
        rolls.follow_up(card, "push")  # the stale card object: the log's version counts
    with pytest.raises(RollError):
        rolls.push(card)
    with pytest.raises(RollError, match="pushed"):
        rolls.push(pushed)
    assert rolls.log.rowCount() == 2


def test_push_not_offered_on_success_fumble_or_other_rolls(harvey):
    seed = seed_where(lambda r: r.success, SPOT_HIDDEN)
    rolls = controller(seed)
    success = rolls.skill(harvey, "Spot Hidden")
    assert success.follow_up("push") is None
    with pytest.raises(RollError):
        rolls.follow_up(success, "push")
    fumble_seed = seed_where(lambda r: r.level == d100.Level.FUMBLE, SPOT_HIDDEN)
    fumble = controller(fumble_seed).skill(harvey, "Spot Hidden")
    assert fumble.follow_up("push") is None and not fumble.follow_ups
    san = controller(3).san(harvey, "0/1")
    assert san.follow_up("push") is None
    with pytest.raises(RollError):
        controller(3).push(san)


def test_pushed_success_ticks(harvey):
    # Seed whose first roll fails and whose second (the push) succeeds.
    for seed in range(5000):
        rng = random.Random(seed)
        first = d100.roll_d100(rng, SPOT_HIDDEN)
        second = d100.roll_d100(rng, SPOT_HIDDEN)
        if first.level == d100.Level.FAILURE and second.success:
            break
    rolls = controller(seed)
    card = rolls.skill(harvey, "Spot Hidden")
    pushed = rolls.push(card)
    assert pushed.success and pushed.changed
    assert harvey.sheet.skill("Spot Hidden").ticked
    harvey.undo_stack.undo()
    assert not harvey.sheet.skill("Spot Hidden").ticked


# --------------------------------------------------------------------------- Luck


def test_luck_spend_lowers_luck_without_a_tick(harvey):
    seed = seed_where(lambda r: failed(r) and r.result - SPOT_HIDDEN <= 65, SPOT_HIDDEN)
    rolls = controller(seed)
    card = rolls.skill(harvey, "Spot Hidden")
    offer = card.follow_up("luck:regular")
    cost = card.result.result - SPOT_HIDDEN
    assert offer is not None and offer.enabled
    assert offer.label == f"Spend {cost} Luck → Regular"
    new = rolls.follow_up(card, "luck:regular")
    assert rolls.log.rowCount() == 2
    assert harvey.sheet.luck == 65 - cost
    assert harvey.sheet.skill("Spot Hidden").ticked is False
    assert new.success and new.level == "regular" and new.result.luck_spent == cost
    assert f"Luck −{cost}" in new.dice
    assert new.changed and harvey.undo_stack.count() == 1
    old = rolls.log.card(0)
    assert old.follow_up("push") is None and "Luck spent" in old.status
    with pytest.raises(RollError, match="not possible any more"):
        rolls.follow_up(card, "luck:hard")
    harvey.undo_stack.undo()
    assert harvey.sheet.luck == 65


def test_luck_offer_disabled_when_not_enough(harvey):
    harvey.set_value("sheet.luck", 3)
    seed = seed_where(lambda r: failed(r) and r.result - SPOT_HIDDEN > 3, SPOT_HIDDEN)
    rolls = controller(seed)
    card = rolls.skill(harvey, "Spot Hidden")
    offer = card.follow_up("luck:regular")
    assert offer is not None and not offer.enabled
    assert "not enough Luck" in offer.reason
    steps = harvey.undo_stack.count()
    with pytest.raises(RollError, match="only 3 left"):
        rolls.follow_up(card, "luck:regular")
    assert harvey.sheet.luck == 3 and harvey.undo_stack.count() == steps
    assert rolls.log.rowCount() == 1


def test_luck_spent_on_a_success_withdraws_its_tick(harvey):
    seed = seed_where(lambda r: r.level == d100.Level.REGULAR, PSYCHOLOGY)
    rolls = controller(seed)
    card = rolls.skill(harvey, "Psychology")
    assert harvey.sheet.skill("Psychology").ticked
    rolls.follow_up(card, "luck:hard")
    assert harvey.sheet.skill("Psychology").ticked is False
    assert harvey.undo_stack.count() == 2  # the roll's tick, then the Luck spend


# --------------------------------------------------------------------------- SAN


def test_san_roll_with_a_bad_expression_changes_nothing(harvey):
    rolls = controller(9)
    state = rolls.rng.getstate()
    before = harvey.document
    with pytest.raises(DiceError, match="bad dice expression"):
        rolls.san(harvey, "1/1D")
    with pytest.raises(DiceError):
        rolls.roll(harvey, "san", None, RollOptions(san_loss="0-1d6"))
    assert harvey.document is before
    assert harvey.undo_stack.count() == 0
    assert rolls.log.rowCount() == 0
    assert rolls.rng.getstate() == state


def test_san_roll_applies_the_loss_and_offers_the_int_roll(harvey):
    rolls = controller(11)
    card = rolls.san(harvey, "5/5")
    assert card.kind == "san" and card.changed
    assert harvey.derived.san == 55
    assert "SAN 60 → 55" in card.summary
    assert card.follow_up("push") is None
    assert card.follow_up("int_roll") is not None
    int_card = rolls.follow_up(card, "int_roll")
    assert int_card.kind == "int_roll" and int_card.title.startswith("INT ")
    assert rolls.log.card(0).follow_up("int_roll") is None
    with pytest.raises(RollError):
        rolls.follow_up(card, "int_roll")
    small = rolls.san(harvey, "0/1")
    assert small.follow_up("int_roll") is None


def test_san_roll_uses_the_sheets_san_loss_by_default(harvey):
    with pytest.raises(RollError, match="SAN loss"):
        controller(1).roll(harvey, "san")
    harvey.set_value("sheet.san_loss", "1/1D4")
    card = controller(1).roll(harvey, "san")
    assert "1/1D4" in card.title


# --------------------------------------------------------------------------- other rolls


def test_damage_card_applies_to_the_sheet(harvey):
    rolls = controller(21)
    card = rolls.damage(harvey, 1)  # walking stick 1D6+DB (DB 0)
    assert card.kind == "damage" and not card.changed
    assert card.dice and card.dice[0].startswith("D6 ")
    damage = int(card.result_text)
    assert card.follow_up("apply").label == f"Apply {damage} damage to this sheet"
    hp = harvey.derived.hp
    wound = rolls.follow_up(card, "apply")
    assert wound.kind == "wound" and harvey.derived.hp == hp - damage
    assert harvey.undo_stack.count() == 1
    with pytest.raises(RollError, match="not possible any more"):
        rolls.follow_up(card, "apply")
    with pytest.raises(RollError, match="no weapon"):
        rolls.damage(harvey, 9)


def test_extreme_damage_takes_the_maximum(harvey):
    card = controller(1).damage(harvey, 1, extreme=True)
    assert card.result_text == "6" and "maximum 6" in card.dice


def test_opposed_roll(harvey):
    seed = 31
    rng = random.Random(seed)
    mine = d100.roll_d100(rng, PSYCHOLOGY)
    theirs = d100.roll_d100(rng, 40)
    card = controller(seed).opposed(harvey, "Psychology", 40)
    assert card.kind == "opposed"
    assert card.result_text == f"{mine.result:02d} / {theirs.result:02d}"
    assert card.summary == d100.opposed(mine, theirs).reason or card.summary
    assert len(card.dice) == 4


def test_opposed_roll_where_both_fail_has_a_winner_on_the_card(harvey):
    """Seed 003: "both sides declare a mutually exclusive goal: one will win, the other will
    lose" ... "In the case of a tie, the side with the higher skill (or characteristic)
    wins." The card of two failures names the higher skill as the winner."""

    def both_fail(seed: int) -> bool:
        rng = random.Random(seed)
        # The opponent's dice fail against 90, so against 40 as well.
        return failed(d100.roll_d100(rng, PSYCHOLOGY)) and failed(d100.roll_d100(rng, 90))

    seed = next(s for s in range(10_000) if both_fail(s))
    card = controller(seed).opposed(harvey, "Psychology", 40)
    assert card.level == "failure"  # the badge shows the investigator's own level...
    assert card.success is True  # ...and the card that he won
    assert card.summary == (
        f"both failed: Psychology wins with the higher value ({PSYCHOLOGY} against 40)"
    )
    # Against a higher value the same two failures lose.
    card = controller(seed).opposed(harvey, "Psychology", 90)
    assert card.success is False
    assert card.summary.startswith("both failed: opponent wins with the higher value")


def test_development_phase_is_one_undo_step(harvey):
    # Tick two skills with successful rolls (two undo steps).
    for label, value in (("Psychology", PSYCHOLOGY), ("Spot Hidden", SPOT_HIDDEN)):
        seed = seed_where(lambda r: r.success and r.level != d100.Level.CRITICAL, value)
        controller(seed).skill(harvey, label)
    assert harvey.undo_stack.count() == 2
    experience = {
        label: harvey.sheet.skill(label).experience for label in ("Psychology", "Spot Hidden")
    }
    rolls = controller(4)
    card = rolls.development(harvey)
    assert harvey.undo_stack.count() == 3
    assert card.kind == "development"
    assert (
        not harvey.sheet.skill("Psychology").ticked and not harvey.sheet.skill("Spot Hidden").ticked
    )
    checks = card.result.checks
    assert {check.label for check in checks} == {"Psychology", "Spot Hidden"}
    for check in checks:
        assert f"{check.label}: D100 {check.roll:02d}" in card.dice
        if check.improved:
            assert f"{check.label}: D10 {check.gain}" in card.dice
            assert (
                harvey.sheet.skill(check.label).experience == experience[check.label] + check.gain
            )
    harvey.undo_stack.undo()
    assert harvey.sheet.skill("Psychology").ticked and harvey.sheet.skill("Spot Hidden").ticked
    assert {label: harvey.sheet.skill(label).experience for label in experience} == experience


def test_luck_recovery(harvey):
    harvey.set_value("sheet.luck", 8)
    rng = random.Random(2)
    check = rng.randint(1, 100)
    card = controller(2).luck_recovery(harvey)
    assert card.dice[0] == f"D100 {check:02d}"
    assert card.kind == "luck_recovery"
    if check > 8:
        assert harvey.sheet.luck > 8 and card.success


# --------------------------------------------------------------------------- errors, closed sheets


def test_refused_rolls_change_nothing(harvey):
    rolls = controller(1)
    with pytest.raises(RollError, match="no skill named"):
        rolls.skill(harvey, "Basket Weaving")
    with pytest.raises(RollError, match="difficulty"):
        rolls.skill(harvey, "Spot Hidden", "impossible")
    assert rolls.log.rowCount() == 0 and harvey.undo_stack.count() == 0


def test_cards_of_a_closed_sheet_do_not_crash(harvey, qapp):
    seed = seed_where(failed, SPOT_HIDDEN)
    rolls = controller(seed)
    doc = SheetDocument(harvey.document)
    card = rolls.skill(doc, "Spot Hidden")
    assert card.document is doc
    del doc
    gc.collect()
    assert card.document is None
    with pytest.raises(RollError, match="closed"):
        rolls.follow_up(card, "push")
    assert "Spot Hidden" in card.as_text()


def test_a_deleted_qt_document_counts_as_closed(harvey, qapp):
    import shiboken6

    seed = seed_where(failed, SPOT_HIDDEN)
    rolls = controller(seed)
    doc = SheetDocument(harvey.document)
    card = rolls.skill(doc, "Spot Hidden")
    shiboken6.delete(doc)
    assert card.document is None
    with pytest.raises(RollError, match="closed"):
        rolls.follow_up(card, "push")


def test_a_coc_roll_on_a_toc_sheet_is_refused(qapp):
    from sheetmaker.systems.toc.model import ToCDocument

    doc = SheetDocument(ToCDocument(name="Dr Hale"))
    with pytest.raises(RollError, match="Trail of Cthulhu sheet"):
        controller(1).skill(doc, "Spot Hidden")


def test_unknown_follow_up(harvey):
    card = controller(1).luck(harvey)
    with pytest.raises(RollError, match="cannot be done"):
        controller(1).follow_up(card, "teleport")


# --------------------------------------------------------------------------- the log model


def test_log_model_passes_the_model_tester(harvey, qtmodeltester):
    rolls = controller(3)
    qtmodeltester.check(rolls.log)
    for label in ("Spot Hidden", "Psychology", "Library Use"):
        rolls.skill(harvey, label)
    qtmodeltester.check(rolls.log)
    rolls.log.clear()
    qtmodeltester.check(rolls.log)
    rolls.skill(harvey, "Spot Hidden")
    qtmodeltester.check(rolls.log)


def test_log_model_roles_and_signals(harvey, qtbot):
    rolls = controller(3)
    log = rolls.log
    with qtbot.waitSignal(log.rowsInserted) as blocker:
        card = rolls.skill(harvey, "Spot Hidden")
    assert blocker.args[1:] == [0, 0]
    index = log.index(0, 0)
    assert log.data(index) == card.one_line()
    assert log.data(index, CardRole) is card
    assert log.data(index, LevelRole) == card.level
    assert log.data(index, SuccessRole) is card.success
    assert log.row_of(card.id) == 0 and log.card_by_id(card.id) is card
    rolls.skill(harvey, "Psychology")
    assert log.card(-1).id == card.id + 1  # newest last
    with qtbot.waitSignal(log.rowsRemoved):
        log.clear()
    assert log.rowCount() == 0 and log.as_text() == ""


def test_as_text_holds_every_card(harvey):
    rolls = controller(8)
    first = rolls.skill(harvey, "Spot Hidden")
    second = rolls.san(harvey, "0/1D3")
    text = rolls.log.as_text()
    assert first.as_text() in text and second.as_text() in text
    assert text.index(first.title) < text.index(second.title)


def test_a_replaced_card_emits_data_changed(qtbot, qapp):
    log = RollLogModel()
    card = RollCard(id=1, system="coc7", title="X", kind="skill")
    log.add(card)
    with qtbot.waitSignal(log.dataChanged):
        assert log.replace(RollCard(id=1, system="coc7", title="Y", kind="skill"))
    assert log.card(0).title == "Y"
    assert not log.replace(RollCard(id=2, system="coc7", title="Z", kind="skill"))
    with pytest.raises(ValueError):
        log.add(card)


# --------------------------------------------------------------------------- Trail of Cthulhu


@pytest.fixture
def hale(qapp):
    from sheetmaker.systems.toc.model import Ability, RangeModifiers, ToCDocument, ToCSheet, Weapon

    sheet = ToCSheet(
        abilities={
            "Athletics": Ability(rating=5),
            "Scuffling": Ability(rating=4),
            "Firearms": Ability(rating=3),
            "Health": Ability(rating=8),
            "Stability": Ability(rating=8),
            "Sanity": Ability(rating=6),
        },
        weapons=[
            Weapon(
                name="Revolver",
                ability="Firearms",
                damage_modifier=1,
                ranges=RangeModifiers(point_blank=2, close=1, near=1, long=None),
            )
        ],
    )
    return SheetDocument(ToCDocument(name="Dr Hale", sheet=sheet))


def toc_pool(doc, ability: str) -> int:
    return doc.derived.ability(ability).pool


def test_toc_spend_lowers_the_pool_and_reports_the_outcome(hale):
    seed = 6
    die = random.Random(seed).randint(1, 6)
    rolls = controller(seed)
    card = rolls.test(hale, "Athletics", difficulty=6, spend=2)
    assert card.system == "toc" and card.kind == "gumshoe"
    assert card.dice == (f"D6 {die}",)
    assert card.result_text == f"{die} + 2 spent = {die + 2}"
    assert card.success is (die + 2 >= 6)
    assert card.level == ("success" if die + 2 >= 6 else "failure")
    assert "pool 5 → 3" in card.summary
    assert card.title == "Athletics 5 (difficulty 6)"
    assert toc_pool(hale, "Athletics") == 3
    assert hale.undo_stack.count() == 1
    hale.undo_stack.undo()
    assert toc_pool(hale, "Athletics") == 5


def test_toc_spend_beyond_the_pool_changes_nothing(hale):
    rolls = controller(1)
    with pytest.raises(RollError, match="only 5 left|cannot spend"):
        rolls.test(hale, "Athletics", spend=6)
    assert toc_pool(hale, "Athletics") == 5 and rolls.log.rowCount() == 0
    with pytest.raises(RollError, match="investigative|never tested|no ability|unknown"):
        rolls.test(hale, "History")


def test_toc_failed_test_offers_a_retry_with_a_larger_spend(hale):
    seed = next(s for s in range(1000) if random.Random(s).randint(1, 6) + 1 < 6)
    rolls = controller(seed)
    card = rolls.test(hale, "Athletics", difficulty=6, spend=1)
    assert card.success is False
    offer = card.follow_up("retry")
    assert offer is not None and offer.enabled and offer.label == "Retry spending 2"
    retried = rolls.follow_up(card, "retry")
    assert retried.result.spend == 2 and "retry" in retried.title
    assert toc_pool(hale, "Athletics") == 5 - 1 - 2
    assert rolls.log.card(0).follow_up("retry") is None
    with pytest.raises(RollError):
        rolls.follow_up(card, "retry")
    # A retry must spend more than before.
    card2 = rolls.test(hale, "Scuffling", difficulty=8, spend=0)
    if not card2.success:
        with pytest.raises(RollError, match="larger spend"):
            rolls.retry(card2, 0)


def test_toc_stability_failure_applies_the_loss(hale):
    seed = next(s for s in range(1000) if random.Random(s).randint(1, 6) < 5)
    rolls = controller(seed)
    card = rolls.stability(hale, 4, mythos=True)
    assert card.kind == "stability" and card.success is False
    assert toc_pool(hale, "Stability") == 4
    assert "Stability 8 → 4" in card.summary
    assert not card.follow_ups  # the loss is applied at once
    assert hale.undo_stack.count() == 1


def test_toc_damage_applies_to_health(hale):
    seed = 3
    die = random.Random(seed).randint(1, 6)
    rolls = controller(seed)
    card = rolls.toc_damage(hale, 0, "close")
    assert card.dice == (f"D6 {die}",) and card.result_text == str(die + 1)
    assert card.title == "Revolver (close)"
    wound = rolls.follow_up(card, "apply")
    assert wound.kind == "toc_wound"
    assert toc_pool(hale, "Health") == 8 - (die + 1)
    with pytest.raises(RollError, match="range band"):
        rolls.toc_damage(hale, 0)


def test_toc_refresh(hale):
    rolls = controller(2)
    rolls.test(hale, "Athletics", spend=3)
    card = rolls.refresh(hale, "24h")
    assert card.kind == "refresh" and toc_pool(hale, "Athletics") == 5
    assert "Pools refreshed: 1" in card.summary
    rolls.refresh(hale, "adventure")
    with pytest.raises(RollError, match="unknown refresh"):
        rolls.refresh(hale, "weekend")


def test_a_toc_test_on_a_coc_sheet_is_refused(harvey):
    with pytest.raises(RollError, match="Call of Cthulhu sheet"):
        controller(1).test(harvey, "Athletics")


# --------------------------------------------------------------------------- ToC spends


def toc_doc(**pools: tuple[int, int | None]) -> SheetDocument:
    """A ToC sheet with Library Use 3, Geology 0, Athletics 5 and the given (rating, pool)s."""
    from sheetmaker.systems.toc.model import Ability, ToCDocument, ToCSheet

    abilities = {
        "Library Use": Ability(rating=3),
        "Geology": Ability(rating=0),
        "Athletics": Ability(rating=5),
        "Health": Ability(rating=8),
        "Stability": Ability(rating=8),
        "Sanity": Ability(rating=6),
    }
    for name, (rating, pool) in pools.items():
        abilities[name] = Ability(rating=rating, pool=pool)
    return SheetDocument(ToCDocument(name="Dr Hale", sheet=ToCSheet(abilities=abilities)))


def first_die(predicate: Callable[[int], bool]) -> tuple[int, int]:
    """The first seed whose first D6 satisfies ``predicate``, and that die."""
    seed = next(s for s in range(1000) if predicate(random.Random(s).randint(1, 6)))
    return seed, random.Random(seed).randint(1, 6)


def test_toc_investigative_spend_lowers_the_pool_with_a_card_and_one_undo_step(qapp, qtbot):
    doc = toc_doc()
    rolls = controller(1)
    with qtbot.waitSignal(rolls.cardAdded) as blocker:
        card = rolls.spend(doc, "Library Use", 2)
    assert blocker.args == [card]
    assert card.system == "toc" and card.kind == "spend"
    assert card.title == "Spend 2 Library Use"
    assert card.summary == "pool 3 → 1"
    assert card.one_line() == "#1 Spend 2 Library Use: pool 3 → 1"
    assert card.dice == () and card.level is None and card.success is None  # nothing rolled
    assert "2 Library Use spent; pool 3 → 1" in card.notes
    assert card.changed and card.sheet_name == "Dr Hale"
    assert rolls.log.rowCount() == 1 and rolls.log.card(0) is card
    assert toc_pool(doc, "Library Use") == 1
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Spend 2 Library Use"
    doc.undo_stack.undo()
    assert toc_pool(doc, "Library Use") == 3


def test_toc_spend_the_rules_refuse_changes_nothing_and_makes_no_card(qapp):
    doc = toc_doc()
    rolls = controller(1)
    with pytest.raises(RollError, match="only 3 left"):
        rolls.spend(doc, "Library Use", 4)
    with pytest.raises(RollError, match="rating 0"):
        rolls.spend(doc, "Geology", 1)
    with pytest.raises(RollError, match="General ability"):
        rolls.spend(doc, "Athletics", 1)
    with pytest.raises(RollError, match=">= 1"):
        rolls.spend(doc, "Library Use", 0)
    assert toc_pool(doc, "Library Use") == 3
    assert rolls.log.rowCount() == 0 and doc.undo_stack.count() == 0


def test_toc_spend_on_a_coc_sheet_is_refused(harvey):
    rolls = controller(1)
    with pytest.raises(RollError, match="Call of Cthulhu sheet"):
        rolls.spend(harvey, "Library Use", 1)
    with pytest.raises(RollError, match="Call of Cthulhu sheet"):
        rolls.general_spend(harvey, "Athletics", 1)
    assert rolls.log.rowCount() == 0 and harvey.undo_stack.count() == 0


def test_a_hurt_character_spends_after_a_consciousness_test_shown_as_dice(qapp):
    # Health −3: hurt; the Consciousness test is at difficulty 3.
    seed, die = first_die(lambda d: d >= 3)
    doc = toc_doc(Health=(8, -3))
    card = controller(seed).spend(doc, "Library Use", 1)
    assert card.dice == (f"Consciousness test: D6 {die}",)
    assert card.result_text == str(die) and card.result.die == die
    assert card.success is True and card.level == "success"
    assert card.summary == f"Consciousness test passed: {die} against difficulty 3; pool 3 → 2"
    assert any(note.startswith("hurt: Consciousness test first") for note in card.notes)
    assert toc_pool(doc, "Library Use") == 2 and doc.undo_stack.count() == 1


def test_a_failed_consciousness_test_spends_nothing_but_is_logged(qapp):
    seed, die = first_die(lambda d: d < 3)
    doc = toc_doc(Health=(8, -3))
    rolls = controller(seed)
    card = rolls.spend(doc, "Library Use", 1)
    assert card.success is False and card.level == "failure"
    assert card.dice == (f"Consciousness test: D6 {die}",)
    assert card.summary.endswith("nothing spent (pool 3)")
    assert "the test failed: no Library Use points spent" in card.notes
    assert not card.changed and doc.undo_stack.count() == 0
    assert rolls.log.rowCount() == 1 and toc_pool(doc, "Library Use") == 3


def test_health_spent_on_the_consciousness_test_is_one_undo_step_with_the_spend(qapp):
    seed, die = first_die(lambda d: d + 1 >= 3)
    doc = toc_doc(Health=(8, -3))
    card = controller(seed).spend(doc, "Library Use", 2, consciousness_spend=1)
    assert card.result_text == f"{die} + 1 spent = {die + 1}"
    assert toc_pool(doc, "Library Use") == 1 and toc_pool(doc, "Health") == -4
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert toc_pool(doc, "Library Use") == 3 and toc_pool(doc, "Health") == -3


def test_a_shaken_character_spends_after_a_stability_test(qapp):
    seed, die = first_die(lambda d: d >= 2)
    doc = toc_doc(Stability=(8, -2))
    card = controller(seed).spend(doc, "Library Use", 1)
    assert card.dice == (f"Stability test: D6 {die}",)
    assert card.summary.startswith(f"Stability test passed: {die} against difficulty 2")
    assert toc_pool(doc, "Library Use") == 2


def test_toc_general_spend_outside_a_test(qapp):
    doc = toc_doc()
    rolls = controller(1)
    card = rolls.general_spend(doc, "Athletics", 3, "blocking a fleer")
    assert card.kind == "spend" and card.context["general"] is True
    assert card.title == "Spend 3 Athletics (blocking a fleer)"
    assert card.summary == "pool 5 → 2" and card.dice == ()
    assert toc_pool(doc, "Athletics") == 2
    assert doc.undo_stack.count() == 1 and doc.undo_stack.undoText() == "Spend 3 Athletics"
    for ability, points, match in (
        ("Athletics", 3, "only 2 left"),
        ("Library Use", 1, "investigative"),
        ("Health", 1, "not spent in a general spend"),
    ):
        with pytest.raises(RollError, match=match):
            rolls.general_spend(doc, ability, points)
    assert rolls.log.rowCount() == 1 and doc.undo_stack.count() == 1
    assert toc_pool(doc, "Athletics") == 2


def test_luck_may_be_spent_on_the_int_roll_after_a_big_san_loss(harvey):
    """Seeds 000/003 exclude only Luck, damage, Sanity and Sanity-loss rolls from Luck spends:
    the INT roll after losing 5+ SAN is not among them."""
    for seed in range(200):
        rolls = controller(seed)
        harvey.undo_stack.clear()
        san_card = rolls.san(harvey, "5/5")
        int_card = rolls.follow_up(san_card, "int_roll")
        if int_card.success or not int_card.follow_ups:
            continue
        offered = [f for f in int_card.follow_ups if f.id.startswith("luck:") and f.enabled]
        if not offered:
            continue
        luck_before = harvey.derived.luck
        spent = rolls.follow_up(int_card, offered[0].id)
        assert spent.kind == "int_roll" and spent.success
        assert harvey.derived.luck < luck_before
        assert harvey.sheet.conditions.temporary_insanity
        assert "hours" in spent.summary
        with pytest.raises(RollError):
            rolls.follow_up(int_card, offered[0].id)  # spent once
        return
    pytest.fail("no seed gave a failed INT roll that Luck can turn")
