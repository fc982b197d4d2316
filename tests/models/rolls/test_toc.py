"""RollController, Trail of Cthulhu: tests, retries, spends, Stability, damage, refreshes."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from sheetmaker.core.errors import RollError
from sheetmaker.models.document import SheetDocument
from tests.models.rolls.helpers import controller

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
