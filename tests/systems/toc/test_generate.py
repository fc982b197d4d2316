"""Random Trail of Cthulhu investigators and quick NPCs (sheetmaker.systems.toc.generate)."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from sheetmaker.core.violations import Severity
from sheetmaker.io import fileformat
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc import generate
from sheetmaker.systems.toc.data import CREDIT_RATING, CTHULHU_MYTHOS, HEALTH, LANGUAGES, SANITY, STABILITY
from sheetmaker.systems.toc.model import Ability, ToCDocument, ToCSheet
from sheetmaker.systems.toc.rules import derive, hit_threshold
from sheetmaker.systems.toc.validate import validate

NOW = datetime(2024, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def data():
    return toc_data.load(None)


def errors(document, data):
    return [v for v in validate(document, data=data) if v.severity == Severity.ERROR]


def general_support_holds(d) -> bool:
    """Another General ability reaches half the highest (as the seed words it)."""
    general = sorted(
        (line.creation_rating for line in d.abilities if line.known and not line.investigative), reverse=True
    )
    return 2 * general[1] >= general[0]


def check_investigator(document: ToCDocument, data, *, standard_budget: bool = True) -> None:
    """Every property a random investigator must have."""
    sheet = document.sheet
    d = derive(sheet, data)
    assert document.kind == "investigator" and document.name
    if standard_budget:
        assert validate(document, data=data) == [], [str(v) for v in validate(document, data=data)]
    else:
        assert errors(document, data) == [], [str(v) for v in errors(document, data)]
    # Budgets spent exactly, nothing withheld.
    assert d.general.spent == d.general.total == data.tables.general_build_points
    assert d.investigative.spent == d.investigative.total
    assert (sheet.withheld_general, sheet.withheld_investigative) == (0, 0)
    assert d.investigative.refund == 0 and sheet.trade_to_investigative == 0
    # The highest-general rule, the caps and Cthulhu Mythos.
    assert general_support_holds(d)
    assert d.rating(CTHULHU_MYTHOS) == 0
    assert 4 <= d.sanity.rating <= 10
    if sheet.campaign == "purist":
        assert d.health.rating <= 12 and d.stability.rating <= 12
    # Occupation, branch, picks, Credit Rating.
    occ = d.occupation
    assert occ is not None
    assert (d.branch is not None) == bool(occ.branches)
    for choice in occ.all_choices(d.branch):
        assert len(sheet.occupation.picks[choice.id]) == choice.count
    cr = d.credit_rating
    # Generators stay inside the listed range (an open "3+" range has no price ceiling).
    assert cr.base <= cr.value <= occ.credit_range(d.branch)[1]
    if occ.credit_rating_locked:
        assert cr.value == 0
    # Languages, Pillars, Sources, Drive, gear.
    assert len(sheet.languages) == d.rating(LANGUAGES) == len(set(sheet.languages))
    assert "English" not in sheet.languages
    for language in occ.languages:
        if d.rating(LANGUAGES) >= len(occ.languages):
            assert language in sheet.languages
    pillars = [p.name for p in sheet.pillars_of_sanity]
    assert len(pillars) == d.sanity.rating // 3 == d.pillars_required
    assert len(set(pillars)) == len(pillars) and set(pillars) <= set(data.tables.pillar_examples)
    sources = sheet.sources_of_stability
    if sheet.campaign == "pulp":
        assert len(sources) == d.stability.rating // 3 == d.sources_required
        assert all(s.relation and s.state == "alive" for s in sources)
        assert len({s.name for s in sources}) == len(sources)
    else:
        assert sources == []
    assert data.drive(sheet.drive) is not None
    assert sheet.equipment
    for weapon in sheet.weapons:
        assert data.weapon(weapon.kind) is not None
    for line in d.abilities:
        if line.name in ("Art", "Craft"):
            entry = sheet.ability(line.name)
            assert entry is None or len(entry.specialities) == line.rating


# --------------------------------------------------------------------------- property test


@pytest.mark.slow
def test_a_thousand_random_investigators_are_valid_and_spend_their_budgets(data):
    occupations = set()
    branches = set()
    for seed in range(1000):
        campaign = "pulp" if seed % 2 else "purist"
        investigators = 1 + seed % 6
        document = generate.random_investigator(random.Random(seed), campaign, investigators, data=data, now=NOW)
        check_investigator(document, data)
        d = derive(document.sheet, data)
        assert d.investigative.total == data.investigative_points(investigators)
        occupations.add(document.sheet.occupation.name)
        branches.add(document.sheet.occupation.branch)
    assert occupations == {o.name for o in data.occupations}
    assert {b.name for b in data.occupation("Military").branches} <= branches


@pytest.mark.slow
def test_a_thousand_quick_npcs_are_valid(data):
    for seed in range(1000):
        tier = ("expert", "professional", "average")[seed % 3]
        document = generate.quick_npc(random.Random(seed), tier, "pulp" if seed % 2 else "purist", data=data, now=NOW)
        assert document.kind == "npc"
        assert validate(document, data=data) == [], [str(v) for v in validate(document, data=data)]
        check_npc(document, tier, data)


# --------------------------------------------------------------------------- budgets and options


@pytest.mark.parametrize(("investigators", "points"), [(1, 24), (2, 24), (3, 18), (4, 16), (9, 16)])
def test_group_size_sets_the_investigative_budget(data, investigators, points):
    document = generate.random_investigator(random.Random(7), investigators=investigators, data=data)
    d = derive(document.sheet, data)
    assert document.sheet.investigators == investigators
    assert d.investigative.total == d.investigative.spent == points


@pytest.mark.parametrize("budget", [0, 1, 2, 5, 11, 40, 120, 200])
def test_keeper_budgets_are_spent_exactly(data, budget):
    for seed in range(25):
        document = generate.random_investigator(
            random.Random(seed), "pulp" if seed % 2 else "purist", investigative_budget=budget, data=data
        )
        assert document.sheet.investigative_budget == budget
        check_investigator(document, data, standard_budget=budget >= 1)


@pytest.mark.parametrize("campaign", ["purist", "pulp"])
def test_every_occupation_and_branch_is_valid(data, campaign):
    for occupation in data.occupations:
        for branch in occupation.branches or [None]:
            for seed in range(8):
                document = generate.random_investigator(
                    random.Random(seed), campaign, occupation=occupation.name.upper(),
                    branch=branch.name if branch else None, data=data,
                )
                assert document.sheet.occupation.name == occupation.name
                assert document.sheet.occupation.branch == (branch.name if branch else None)
                assert document.sheet.campaign == campaign
                check_investigator(document, data)


def test_occupational_abilities_are_favoured(data):
    ratings: dict[bool, list[int]] = {True: [], False: []}
    for seed in range(60):
        d = derive(generate.random_investigator(random.Random(seed), data=data).sheet, data)
        for line in d.abilities:
            if line.name not in (HEALTH, STABILITY, SANITY, CREDIT_RATING, CTHULHU_MYTHOS, "Magic"):
                ratings[line.occupational].append(line.rating)
    mean = {key: sum(values) / len(values) for key, values in ratings.items()}
    assert mean[True] > 3 * mean[False]
    assert min(ratings[True]) >= 0 and sum(1 for r in ratings[True] if r == 0) < 0.05 * len(ratings[True])


def test_occupational_ratings_are_even_where_they_can_be(data):
    odd = total = 0
    for seed in range(60):
        d = derive(generate.random_investigator(random.Random(seed), data=data).sheet, data)
        for line in d.abilities:
            if line.occupational and line.cost > 0 and line.name != CREDIT_RATING:
                total += 1
                odd += (line.rating - line.start) % 2
    assert odd / total < 0.05  # only where a cap or the highest-general rule stops the free point


def test_police_detective_carries_a_38_and_alienist_speaks_german_and_latin(data):
    detective = generate.random_investigator(random.Random(1), occupation="Police Detective", data=data)
    kinds = [w.kind for w in detective.sheet.weapons]
    assert "Smith & Wesson .38 Special revolver (1902)" in kinds
    revolver = next(w for w in detective.sheet.weapons if w.kind.startswith("Smith & Wesson .38"))
    assert revolver.ability == "Firearms" and revolver.ranges.point_blank == 3 and revolver.ranges.long is None
    assert revolver.ammo == "6"
    alienist = generate.random_investigator(random.Random(1), occupation="alienist", data=data)
    assert alienist.sheet.languages[:2] == ["German", "Latin"]
    assert derive(alienist.sheet, data).rating(LANGUAGES) >= 2


def test_hobo_keeps_credit_rating_zero_and_dilettante_buys_it_at_half_price(data):
    for seed in range(20):
        hobo = derive(generate.random_investigator(random.Random(seed), occupation="Hobo", data=data).sheet, data)
        assert hobo.credit_rating.value == 0 and hobo.credit_rating.cost == 0
        dilettante = derive(
            generate.random_investigator(random.Random(seed), occupation="Dilettante", data=data).sheet, data
        )
        assert 3 <= dilettante.credit_rating.value <= 7
        assert dilettante.credit_rating.occupational


def test_military_gets_a_branch_and_a_branch_alone_finds_military(data):
    navy = generate.random_investigator(random.Random(3), branch="navy", data=data)
    assert (navy.sheet.occupation.name, navy.sheet.occupation.branch) == ("Military", "Navy")
    assert "Piloting" in derive(navy.sheet, data).occupational
    officer = generate.random_investigator(random.Random(3), occupation="Military", branch="Officer", data=data)
    assert officer.sheet.occupation.picks["riding_or_piloting"][0] in ("Riding", "Piloting")


def test_named_picks_fill_the_choices_in_order(data):
    professor = generate.random_investigator(
        random.Random(2), occupation="Professor", occupational=["Flattery", "history", "Occult", "Astronomy"], data=data
    )
    assert professor.sheet.occupation.picks == {
        "interpersonal": ["Flattery"],
        "academic": ["History", "Occult", "Astronomy"],
    }
    check_investigator(professor, data)
    clergy = generate.random_investigator(random.Random(2), occupation="Clergy", occupational=["Hebrew"], data=data)
    picks = clergy.sheet.occupation.picks
    assert picks["language"] == ["Hebrew"] and len(picks["interpersonal"]) == 1
    assert "Hebrew" in clergy.sheet.languages
    check_investigator(clergy, data)
    officer = generate.random_investigator(
        random.Random(2), occupation="Military", occupational=["Piloting"], data=data
    )
    assert officer.sheet.occupation.branch == "Officer"  # the only branch with a choice to hold it


def test_occupational_picks_helper(data):
    professor = data.occupation("Professor")
    picks, problems = generate.occupational_picks(professor, None, ["Geology", "Bargain", "Physics"], data)
    assert picks == {"academic": ["Geology", "Physics"], "interpersonal": ["Bargain"]} and problems == []
    # Not an option: the first choice with room takes it (validate will object); too many: the last.
    picks, problems = generate.occupational_picks(
        professor, None, ["Driving", "Bargain", "Law", "Occult", "Theology", "Biology"], data
    )
    assert picks == {"interpersonal": ["Driving"], "academic": ["Bargain", "Law", "Occult", "Theology", "Biology"]}
    assert problems == []
    picks, problems = generate.occupational_picks(professor, None, ["Histroy", "Latin"], data)
    assert picks == {}
    assert problems[0] == "--occupational 'Histroy': unknown ability (did you mean 'History'?)"
    assert "unknown ability" in problems[1]
    _, problems = generate.occupational_picks(data.occupation("Doctor"), None, ["Occult"], data)
    assert problems == ["--occupational 'Occult': Doctor has no free-choice occupational abilities"]


def test_bad_arguments_raise_value_error(data):
    rng = random.Random(1)
    with pytest.raises(ValueError, match="Alienist"):
        generate.random_investigator(rng, occupation="Plumber", data=data)
    with pytest.raises(ValueError, match="Navy"):
        generate.random_investigator(rng, occupation="Military", branch="Air Force", data=data)
    with pytest.raises(ValueError, match="no branches"):
        generate.random_investigator(rng, occupation="Doctor", branch="Navy", data=data)
    with pytest.raises(ValueError, match="no occupation has a branch"):
        generate.random_investigator(rng, branch="Cavalry", data=data)
    with pytest.raises(ValueError, match="campaign"):
        generate.random_investigator(rng, campaign="noir", data=data)
    with pytest.raises(ValueError, match="investigators"):
        generate.random_investigator(rng, investigators=0, data=data)
    with pytest.raises(ValueError, match="0 to 200"):
        generate.random_investigator(rng, investigative_budget=201, data=data)
    with pytest.raises(ValueError, match="unknown ability"):
        generate.random_investigator(rng, occupation="Professor", occupational=["Gardening"], data=data)
    with pytest.raises(ValueError, match="tier"):
        generate.quick_npc(rng, "heroic", data=data)


def test_name_and_now_are_used(data):
    document = generate.random_investigator(random.Random(4), name="Dr. Jiřina Nováková", now=NOW, data=data)
    assert document.name == "Dr. Jiřina Nováková"
    assert document.created == document.modified == NOW
    naive = generate.random_investigator(random.Random(4), now=datetime(2024, 3, 1, 12, 0), data=data)
    assert naive.created == NOW


# --------------------------------------------------------------------------- reproducibility


def test_same_seed_and_now_give_the_same_bytes(data):
    for seed in (0, 1, 99):
        first = generate.random_investigator(random.Random(seed), "pulp", now=NOW, data=data)
        second = generate.random_investigator(random.Random(seed), "pulp", now=NOW, data=data)
        assert fileformat.dumps(first) == fileformat.dumps(second)
        npc_a = generate.quick_npc(random.Random(seed), "expert", now=NOW, data=data)
        npc_b = generate.quick_npc(random.Random(seed), "expert", now=NOW, data=data)
        assert fileformat.dumps(npc_a) == fileformat.dumps(npc_b)
    one = generate.random_investigator(random.Random(1), now=NOW, data=data)
    two = generate.random_investigator(random.Random(2), now=NOW, data=data)
    assert one.id != two.id and fileformat.dumps(one) != fileformat.dumps(two)


def test_a_generated_sheet_survives_the_file_format(data, tmp_path):
    document = generate.random_investigator(random.Random(8), "pulp", now=NOW, data=data)
    path = tmp_path / "x.sheet.json"
    fileformat.save(document, path)
    assert fileformat.load(path) == document


# --------------------------------------------------------------------------- quick NPCs


def check_npc(document: ToCDocument, tier: str, data) -> None:
    spec = generate.TIERS[tier]
    sheet = document.sheet
    d = derive(sheet, data)
    for name in generate.NPC_KEY_GENERAL:
        assert max(1, spec.general - 1) <= d.rating(name) <= spec.general + 1, name
    assert d.stability.rating == spec.general
    investigative = [line for line in d.abilities if line.investigative and line.rating and line.name != CREDIT_RATING]
    assert 1 <= len(investigative) <= spec.investigative_count
    assert all(spec.investigative <= line.rating <= spec.investigative + 1 for line in investigative)
    assert sheet.hit_threshold == hit_threshold(d.rating("Athletics"))
    assert (sheet.alertness_modifier, sheet.stealth_modifier) == (spec.alertness, spec.stealth)
    assert sheet.weapons and document.tags == [tier]
    cr = d.credit_rating
    assert cr.base <= cr.value <= d.occupation.credit_range(d.branch)[1]
    assert len(sheet.languages) == d.rating(LANGUAGES)


@pytest.mark.parametrize("tier", ["expert", "professional", "average"])
def test_quick_npc_tiers(data, tier):
    for seed in range(30):
        document = generate.quick_npc(random.Random(seed), tier, data=data)
        assert validate(document, data=data) == []
        check_npc(document, tier, data)
    detective = generate.quick_npc(random.Random(5), tier, occupation="Police Detective", data=data)
    assert any(w.kind.startswith("Smith & Wesson .38") for w in detective.sheet.weapons)
    assert "Quick NPC" in detective.notes


def test_quick_npc_tier_order(data):
    expert = derive(generate.quick_npc(random.Random(1), "expert", occupation="Criminal", data=data).sheet, data)
    average = derive(generate.quick_npc(random.Random(1), "average", occupation="Criminal", data=data).sheet, data)
    assert expert.hit_threshold == 4 and average.hit_threshold == 3
    assert expert.credit_rating.value == 3 and average.credit_rating.value == 1  # range 0-4
    assert sum(line.rating for line in expert.abilities) > sum(line.rating for line in average.abilities)


def test_quick_npc_is_not_bound_by_the_build_rules(data):
    document = generate.quick_npc(random.Random(0), "expert", "purist", data=data)
    as_investigator = document.model_copy(update={"kind": "investigator"})
    assert validate(document, data=data) == []
    assert validate(as_investigator, data=data)  # an investigator built like that breaks rules


# --------------------------------------------------------------------------- keeper's edits


def test_with_rating(data):
    sheet = ToCSheet(abilities={"Art": Ability(rating=2, specialities=["Painting", "Poetry"])})
    sheet = generate.with_rating(sheet, "athletics", 8, data)
    sheet = generate.with_rating(sheet, "ART", 3, data)
    assert sheet.abilities["Athletics"] == Ability(rating=8)
    assert sheet.abilities["Art"].rating == 3 and sheet.abilities["Art"].specialities == ["Painting", "Poetry"]
    assert derive(sheet, data).hit_threshold == 4
    assert generate.with_rating(sheet, SANITY, 0, data).abilities[SANITY].rating == 0
    with pytest.raises(ValueError, match=r"unknown ability 'Athletix' \(did you mean 'Athletics'\?\)"):
        generate.with_rating(sheet, "Athletix", 3, data)
    for bad in (-1, 100):
        with pytest.raises(ValueError, match="0 to 99"):
            generate.with_rating(sheet, HEALTH, bad, data)
    assert STABILITY not in generate.with_rating(sheet, HEALTH, 5, data).abilities
