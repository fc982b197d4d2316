"""The ToC party table rows, gaps and combat order (sheetmaker.systems.toc.party)."""

from __future__ import annotations

import random

import pytest

from sheetmaker.io import fileformat
from sheetmaker.resources import resource
from sheetmaker.systems.toc import party


def _sample(name: str):
    return fileformat.load(resource("samples") / f"{name}.sheet.json")


@pytest.fixture(scope="module")
def docs():
    return {
        "ottilie": _sample("toc-alienist-purist"),
        "billie": _sample("toc-pulp-pilot"),
        "sal": _sample("toc-npc-bootlegger"),
    }


def test_rows_hold_the_pools_and_every_investigative_rating(docs):
    ottilie = party.party_row(docs["ottilie"])
    assert ottilie.name == "Dr. Ottilie Brandauer"
    assert (ottilie.health.pool, ottilie.health.rating) == (7, 7)
    assert (ottilie.stability.pool, ottilie.stability.rating) == (9, 9)
    assert (ottilie.sanity.pool, ottilie.sanity.rating) == (9, 9)
    assert party.pools_text(ottilie) == ["7/7", "9/9", "9/9"]
    assert ottilie.ratings["Library Use"] == 4
    assert ottilie.ratings["Medicine"] == 4
    assert ottilie.ratings["Accounting"] == 0
    assert len(ottilie.ratings) == len(party.investigative_abilities()) == 38
    billie = party.party_row(docs["billie"])
    assert party.pools_text(billie) == ["10/10", "13/13", "7/7"]
    assert billie.ratings["Astronomy"] == 4
    assert "Athletics" not in billie.ratings  # a General ability


def test_gaps_are_the_abilities_no_investigator_has(docs):
    rows = [party.party_row(d) for d in docs.values()]
    gaps = party.gaps(rows)
    assert "Accounting" in gaps
    assert "Library Use" not in gaps  # Ottilie 4
    assert "Astronomy" not in gaps  # Billie 4
    # Sal the bootlegger (an NPC) has Cop Talk 2 and Intimidation 3: NPCs do not fill the party's holes.
    assert "Cop Talk" in gaps and "Intimidation" in gaps
    assert gaps == [name for name in party.investigative_abilities()
                    if rows[0].ratings[name] == 0 and rows[1].ratings[name] == 0]
    # A table of NPCs only is looked at as a whole.
    assert "Cop Talk" not in party.gaps([rows[2]])
    assert party.gaps([]) == []


def _c(key, rating, pool=None, player=True, surprised=False, ability="Scuffling"):
    return party.Combatant(key, str(key), ability, rating, rating if pool is None else pool, player, surprised)


def test_order_by_rating_of_the_tested_fighting_ability(docs):
    """Seed 001: "Non-surprised characters act in the combat round in order of highest
    *rating* in the tested fighting ability to lowest." """
    combatants = [party.combatant(d, key=k) for k, d in docs.items()]
    assert [(c.key, c.ability, c.rating) for c in combatants] == [
        ("ottilie", "Firearms", 2), ("billie", "Firearms", 6), ("sal", "Scuffling", 8),
    ]
    places = party.combat_order(combatants, random.Random(1))
    assert [p.combatant.key for p in places] == ["sal", "billie", "ottilie"]
    assert all(p.decided_by == "" for p in places)
    # Sal tests Weapons 6 instead: he ties with Billie's Firearms 6, and a player acts first.
    sal = party.combatant(docs["sal"], key="sal", ability="Weapons")
    places = party.combat_order([sal, combatants[1]], random.Random(1))
    assert [p.combatant.key for p in places] == ["billie", "sal"]
    assert [p.decided_by for p in places] == ["player", "player"]
    assert places[0].reason == "Firearms 6; tied with Salvatore “Sal” Benedetto: a player before an NPC"


def test_ties_player_then_pool_then_random():
    """Seed 001: "If a tie for *rating*, a player acts first before an NPC. / If that is tied,
    the character with the highest tested ability *pool points* acts first. / If that is
    tied, then determine who acts first randomly." """
    npc = _c("npc", 5, player=False)
    low_pool = _c("low", 5, pool=2)
    high_pool = _c("high", 5, pool=4)
    places = party.combat_order([npc, low_pool, high_pool], random.Random(0))
    assert [p.combatant.key for p in places] == ["high", "low", "npc"]
    assert [p.decided_by for p in places] == ["pool", "pool", "player"]
    firsts = set()
    for seed in range(20):
        places = party.combat_order([_c("a", 5), _c("b", 5)], random.Random(seed))
        assert [p.decided_by for p in places] == ["random", "random"]
        firsts.add(places[0].combatant.key)
    assert firsts == {"a", "b"}  # either may win the draw


def test_surprised_characters_act_last():
    """Seed 001: "Any surprised characters act last in the combat round order." """
    places = party.combat_order([_c("sharp", 8, surprised=True), _c("slow", 1), _c("npc", 3, player=False)])
    assert [p.combatant.key for p in places] == ["npc", "slow", "sharp"]
    assert places[-1].reason.startswith("Scuffling 8, surprised")


def test_default_fighting_ability_is_the_best_rated(docs):
    assert party.combatant(docs["sal"]).ability == "Scuffling"  # Scuffling 8, Firearms 7, Weapons 6
    assert party.combatant(docs["billie"]).ability == "Firearms"
