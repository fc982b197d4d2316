"""The CoC party table rows and the combat order (sheetmaker.systems.coc7.party)."""

from __future__ import annotations

import pytest

from sheetmaker.io import fileformat
from sheetmaker.resources import resource
from sheetmaker.systems.coc7 import party, rules


def _sample(name: str):
    return fileformat.load(resource("samples") / f"{name}.sheet.json")


@pytest.fixture(scope="module")
def harvey():
    return _sample("harvey-walters")


@pytest.fixture(scope="module")
def frank():
    return _sample("npc-police-detective")


def test_row_of_harvey_has_the_sheet_numbers(harvey):
    row = party.party_row(harvey)
    assert row.name == "Harvey Walters"
    assert row.kind == "investigator"
    assert (row.hp, row.hp_max) == (15, 15)  # (CON 70 + SIZ 80) // 10
    assert (row.mp, row.mp_max) == (10, 10)
    assert (row.san, row.san_max, row.san_lost_today) == (50, 99, 0)
    assert row.luck == 54
    assert row.dex == 55
    assert row.dodge == 27
    assert row.skills == {"Spot Hidden": 60, "Listen": 35, "Library Use": 55, "Psychology": 70}
    assert row.best_fighting == party.BestSkill("Fighting (Brawl)", 25)
    # Handgun 20, Rifle/Shotgun 25: the better one is shown with its label.
    assert row.best_firearms == party.BestSkill("Firearms (Rifle/Shotgun)", 25)
    assert row.conditions == ()


def test_row_agrees_with_derive_for_every_coc_sample():
    for path in sorted(resource("samples").glob("*.sheet.json")):
        document = fileformat.load(path)
        if document.system != "coc7":
            continue
        d = rules.derive(document.sheet)
        row = party.party_row(document)
        assert (row.hp, row.mp, row.san, row.luck) == (d.hp, d.mp, d.san, d.luck)
        assert row.dodge == d.skill("Dodge").value
        assert row.skills["Spot Hidden"] == d.skill("Spot Hidden").value


def test_best_firearm_of_the_detective_is_his_handgun(frank):
    row = party.party_row(frank)
    assert row.kind == "npc"
    assert row.best_firearms == party.BestSkill("Firearms (Handgun)", 50)
    assert party.cells(row)[-1] == "Firearms (Handgun) 50"


def test_play_state_shows_hp_san_lost_today_and_conditions(harvey):
    sheet = harvey.sheet.model_copy(update={
        "hp": 4, "san": 41, "san_lost_today": 9,
        "conditions": harvey.sheet.conditions.model_copy(update={"major_wound": True, "temporary_insanity": True}),
    })
    row = party.party_row(harvey.model_copy(update={"sheet": sheet}))
    assert (row.hp, row.hp_max, row.san, row.san_lost_today) == (4, 15, 41, 9)
    assert row.conditions == ("major wound", "temporary insanity")
    cells = dict(zip(party.COLUMNS, party.cells(row), strict=True))
    assert cells["HP"] == "4/15"
    assert cells["SAN"] == "41/99"
    assert cells["Lost today"] == "9"
    assert cells["Conditions"] == "major wound, temporary insanity"


def test_combat_order_by_dex_with_a_readied_firearm():
    """Seed 004: "Act by Order of DEX Score: When a combat occurs, all investigators, as well
    as characters and monsters controlled by the Keeper, act in order of their DEX scores." and
    "Readied firearms act at DEX +50 for the purpose of determining the DEX turn order."
    """
    frank = party.Combatant("frank", "Frank Mulrooney", 20, readied_firearm=True)
    harvey = party.Combatant("harvey", "Harvey Walters", 55)
    mae = party.Combatant("mae", "Mae Donnelly", 50)
    cultist = party.Combatant("cultist", "Ezekiel Marsh", 60)
    places = party.combat_order([harvey, mae, frank, cultist])
    assert [p.combatant.key for p in places] == ["frank", "cultist", "harvey", "mae"]
    assert [p.value for p in places] == [70, 60, 55, 50]
    assert places[0].reason == "DEX 20 + 50 (readied firearm) = 70"
    assert [p.position for p in places] == [1, 2, 3, 4]
    # Without the readied firearm the detective's DEX 20 acts last.
    places = party.combat_order([harvey, mae, party.Combatant("frank", "Frank Mulrooney", 20), cultist])
    assert places[-1].combatant.key == "frank"


def test_equal_dex_goes_to_the_higher_combat_skill_then_to_the_keeper():
    """Seed 004: everyone acts "in order of their DEX scores". On equal DEX the rulebook's
    combat chapter has the higher combat skill go first (not quoted in the seeds); equal on
    both is a tie for the keeper, shown in the party's order (a stable sort), so the order is
    the same every time it is shown or printed."""
    eleni = party.Combatant(1, "Eleni", 50, combat_skill=40, combat_skill_label="Fighting (Brawl)")
    mae = party.Combatant(2, "Mae", 50, combat_skill=60, combat_skill_label="Fighting (Brawl)")
    marsh = party.Combatant(3, "Marsh", 50, combat_skill=40, combat_skill_label="Fighting (Brawl)")
    harvey = party.Combatant(4, "Harvey", 55)
    places = party.combat_order([eleni, mae, marsh, harvey])
    assert [p.combatant.key for p in places] == [4, 2, 1, 3]
    assert places[0].tied_with == ()
    assert places[1].tied_with == ("Eleni", "Marsh") and places[1].by_skill
    assert "the higher combat skill goes first (Fighting (Brawl) 60)" in places[1].reason
    assert places[2].still_tied == ("Marsh",) and not places[2].by_skill
    assert "the keeper decides" in places[2].reason
    assert [p.combatant.key for p in party.combat_order([marsh, mae, eleni, harvey])] == [4, 2, 3, 1]
    # A readied firearm breaks out of the tie: DEX 50 + 50 = 100.
    places = party.combat_order([eleni, party.Combatant(2, "Mae", 50, readied_firearm=True), marsh])
    assert [p.combatant.key for p in places] == [2, 1, 3]
    assert places[0].tied_with == ()


def test_the_combat_skill_is_the_one_fought_with(harvey, frank):
    """The tie-breaking skill is the best Firearms skill with a readied firearm, else the best
    Fighting skill."""
    assert (party.combatant(frank).combat_skill_label, party.combatant(frank).combat_skill) == (
        party.best_skill(rules.derive(frank.sheet), "Fighting").label,
        party.best_skill(rules.derive(frank.sheet), "Fighting").value,
    )
    readied = party.combatant(frank, readied_firearm=True)
    assert (readied.combat_skill_label, readied.combat_skill) == ("Firearms (Handgun)", 50)


def test_combatant_of_a_document_uses_its_dex(harvey, frank):
    assert party.combatant(harvey).dex == 55
    readied = party.combatant(frank, key="f", readied_firearm=True)
    assert (readied.key, readied.effective_dex) == ("f", 70)
