"""derive() of Trail of Cthulhu sheets: wrong rules that passed every test before issue 23
(found by tests/benchmarks/mutation_rules.py). Numbers from /work/shared/RULES.md, seed 001."""

from __future__ import annotations

import pytest

from sheetmaker.systems.toc.data import load
from sheetmaker.systems.toc.model import ToCSheet
from sheetmaker.systems.toc.rules import derive


@pytest.fixture(scope="module")
def data():
    return load(None)


def sheet(ratings: dict[str, int], **fields) -> ToCSheet:
    return ToCSheet(abilities={name: {"rating": rating} for name, rating in ratings.items()}, **fields)


@pytest.mark.parametrize(("mythos", "cap"), [(9, 1), (10, 0), (11, 0), (15, 0)])
def test_sanity_cap_is_floored_at_zero(data, mythos, cap):
    """RULES.md (seed 001): "Sanity rating ≤ 10 − Cthulhu Mythos": Mythos 10 leaves 0, and
    Mythos 11 or 15 still 0, never a negative cap. (Mutant: max(0, …) dropped.)"""
    derived = derive(sheet({"Cthulhu Mythos": mythos}), data)
    assert derived.cthulhu_mythos == mythos and derived.sanity_cap == cap


def test_only_living_sources_of_stability_count_as_alive(data):
    """RULES.md (seed 001): Sources of Stability (Pulp) are "living NPCs": a dead, missing or
    estranged Source no longer counts. (Mutant: state != "alive" counted.)"""
    sources = [
        {"name": "Aunt May", "state": "alive"},
        {"name": "Brother Tom", "state": "dead"},
        {"name": "Old Friend", "state": "missing"},
        {"name": "Cousin Ned", "state": "estranged"},
        {"name": "Dr Hale"},  # alive by default
    ]
    derived = derive(sheet({"Stability": 9}, campaign="pulp", sources_of_stability=sources), data)
    assert derived.sources_alive == 2
    assert derived.sources_required == 3  # one per 3 full Stability points: 9 // 3
    none_alive = derive(sheet({"Stability": 9}, campaign="pulp", sources_of_stability=sources[1:4]), data)
    assert none_alive.sources_alive == 0


def test_pillars_intact_counts_each_intact_pillar_once(data):
    """RULES.md (seed 001): Pillars "shatter" or "crumble"; two intact and one shattered leave 2.
    (Mutant: each intact Pillar counted twice.)"""
    pillars = [{"name": "Faith"}, {"name": "Science", "state": "shattered"}, {"name": "Family"}]
    assert derive(sheet({"Sanity": 9}, pillars_of_sanity=pillars), data).pillars_intact == 2


def test_rating_of_an_unknown_ability_is_zero_and_families_list_their_own(data):
    """RULES.md: "everything else 0"; the Interpersonal family holds its 11 abilities (Assess
    Honesty … Streetwise), no other. (Mutants: 0 → 1 for an unknown ability; == → != in the
    family filter.)"""
    derived = derive(sheet({"Athletics": 8}), data)
    assert derived.rating("Athletics") == 8 and derived.rating("No Such Ability") == 0
    names = [line.name for line in derived.family("Interpersonal")]
    assert len(names) == 11 and names[0] == "Assess Honesty" and "Athletics" not in names
    assert derived.family("No Such Family") == []


def test_supporting_rating_of_nothing_is_nothing():
    """Seed 001: the highest general ability needs another at half of it (Firearms 12 → 6);
    with no general rating at all, none is needed. (Mutants: 0 → ±1.)"""
    from sheetmaker.systems.toc.rules import supporting_rating

    assert (supporting_rating(0), supporting_rating(12), supporting_rating(9)) == (0, 6, 5)
