"""Foundry export of creatures and statblock NPCs (issue 22): write what the sheet states.

Creatures were exported as ``npc`` with an invented age and human-formula maxima; NPC exports
carried the full default skill list (53-59 items where the real goon has 7); cash and assets were
left empty without a word.
"""

from __future__ import annotations

import json

from sheetmaker.io import foundry
from sheetmaker.systems.coc7.model import Characteristics, CoC7Document, CoC7Sheet, Skill, Stated, Weapon

GHOUL_CHARS = Characteristics(STR=80, CON=65, SIZ=65, DEX=65, INT=65, POW=65)


def ghoul(**stated) -> CoC7Document:
    values = dict(creature=True, hp=13, mp=13, mov=9, build=1, db="+1D4", age_stated=False, attacks_per_round=3)
    values.update(stated)
    sheet = CoC7Sheet(
        characteristics=GHOUL_CHARS,
        stated=Stated(**values),
        weapons=[Weapon(name="Claws", skill="Fighting (Brawl)", damage="1D6+DB")],
        skills=[Skill(name="Fighting (Brawl)", personal=15), Skill(name="Climb", personal=65)],
        san_loss="0/1D6",
    )
    return CoC7Document(name="Ghoul", kind="npc", sheet=sheet)


def goon() -> CoC7Document:
    """The CoC7 system's example goon (its 0 in Language (English) left out): 6 skills, 3 weapons."""
    sheet = CoC7Sheet(
        age=30,
        characteristics=Characteristics(STR=60, CON=50, SIZ=55, DEX=65, APP=25, INT=30, POW=40, EDU=35),
        skills=[
            Skill(name="Dodge", personal=0),
            Skill(name="Fighting (Brawl)", personal=0),
            Skill(name="Firearms (Rifle/Shotgun)", personal=0),
            Skill(name="Be a pain", personal=50),
            Skill(name="Receive orders", personal=95),
            Skill(name="Try hard", personal=10),
        ],
        weapons=[
            Weapon(name="Club", skill="Fighting (Brawl)", damage="1D4"),
            Weapon(name="Punch", skill="Fighting (Brawl)", damage="1D3"),
            Weapon(name="Shotgun", skill="Firearms (Rifle/Shotgun)", damage="1D6", range="15ft"),
        ],
    )
    return CoC7Document(name="Goon", kind="npc", sheet=sheet)


def actor_of(doc):
    data, report = foundry.write(doc)
    return json.loads(data), report


def test_creature_is_a_creature_actor_without_age():
    actor, report = actor_of(ghoul())
    assert actor["type"] == "creature"
    assert actor["system"]["infos"] == {"type": ""}
    assert '"age"' not in json.dumps(actor)
    assert report.read[0].startswith("Creature 'Ghoul'")


def test_creature_stated_values_are_written_as_stated_and_not_auto():
    # HP 17, MP 7, MOV 10, Build 2, DB +1D6: none of them what the human formulas give.
    actor, report = actor_of(ghoul(hp=17, mp=7, mov=10, build=2, db="+1D6"))
    attribs = actor["system"]["attribs"]
    assert (attribs["hp"]["value"], attribs["hp"]["max"], attribs["hp"]["auto"]) == (17, 17, False)
    assert (attribs["mp"]["value"], attribs["mp"]["max"], attribs["mp"]["auto"]) == (7, 7, False)
    assert (attribs["mov"]["value"], attribs["mov"]["auto"]) == (10, False)
    assert (attribs["build"]["value"], attribs["db"]["value"]) == (2, "+1D6")
    assert actor["system"]["special"]["attacksPerRound"] == 3
    assert actor["system"]["special"]["sanLoss"] == {"checkPassed": "0", "checkFailled": "1D6"}
    assert report.mapped == [
        "Written as the statblock states them (not worked out by Foundry): HP 17, MP 7, MOV 10, DB +1D6, Build 2."
    ]


def test_creature_without_stated_san_or_luck_gets_none_invented():
    actor, report = actor_of(ghoul())
    attribs = actor["system"]["attribs"]
    assert "san" not in attribs and "lck" not in attribs
    assert "No SAN is written: the statblock gives none." in report.notes
    characteristics = actor["system"]["characteristics"]
    assert (characteristics["app"]["value"], characteristics["edu"]["value"]) == (0, 0)


def test_creature_with_stated_san():
    actor, _report = actor_of(ghoul(san=0))
    assert actor["system"]["attribs"]["san"]["value"] == 0


def test_creature_skills_are_its_own_and_its_weapons():
    actor, report = actor_of(ghoul())
    skills = {item["name"]: item["system"]["value"] for item in actor["items"] if item["type"] == "skill"}
    assert skills == {"Climb": 85, "Fighting (Brawl)": 40}
    assert "2 skills, 1 weapon" in report.read[0]


def test_npc_exports_only_the_skills_it_has():
    actor, report = actor_of(goon())
    skills = {item["name"]: item["system"]["value"] for item in actor["items"] if item["type"] == "skill"}
    assert skills == {
        "Be a pain": 50, "Dodge": 32, "Fighting (Brawl)": 25, "Firearms (Rifle/Shotgun)": 25,
        "Receive orders": 95, "Try hard": 10,
    }
    assert "6 skills, 3 weapons" in report.read[0]
    weapons = [item for item in actor["items"] if item["type"] == "weapon"]
    ids = {item["name"]: item["_id"] for item in actor["items"] if item["type"] == "skill"}
    assert all(w["system"]["skill"]["main"]["id"] == ids[w["system"]["skill"]["main"]["name"]] for w in weapons)
    assert actor["system"]["infos"]["age"] == "30"


def test_npc_round_trip_keeps_its_skills():
    data, _report = foundry.write(goon())
    (back,) = foundry.read(data)
    labels = {skill.label: skill for skill in back.document.sheet.skills}
    assert {"Be a pain", "Receive orders", "Try hard"} <= set(labels)
    assert labels["Receive orders"].personal == 95


def test_human_npc_from_a_statblock_writes_stated_values_and_no_invented_age_or_san():
    sheet = CoC7Sheet(
        characteristics=Characteristics(STR=55, CON=60, SIZ=65, DEX=50, APP=40, INT=60, POW=45, EDU=50),
        stated=Stated(hp=15, mov=8, age_stated=False),
    )
    actor, report = actor_of(CoC7Document(name="Goon", kind="npc", sheet=sheet))
    attribs = actor["system"]["attribs"]
    assert actor["type"] == "npc"
    assert (attribs["hp"]["max"], attribs["hp"]["auto"], attribs["mov"]["value"]) == (15, False, 8)
    assert attribs["mp"]["max"] == 9 and attribs["mp"]["auto"] is True
    assert "san" not in attribs
    assert actor["system"]["infos"]["age"] == ""
    assert "No age is written: the statblock gives none." in report.notes
    assert report.mapped == [
        "Written as the statblock states them (not worked out by Foundry): HP 15, MOV 8.",
        "Written from the rules (auto), as the statblock does not state them: MP, DB, Build.",
    ]


def test_creature_round_trip_keeps_the_stated_values():
    doc = ghoul(hp=17, mov=10)
    data, _report = foundry.write(doc)
    (back,) = foundry.read(data)
    sheet = back.document.sheet
    assert sheet.characteristics == GHOUL_CHARS
    assert sheet.stated == doc.sheet.stated
    assert sheet.san_loss == "0/1D6"
    assert [(w.name, w.damage) for w in sheet.weapons] == [("Claws", "1D6+DB")]
    assert sheet.luck == 0


def test_investigator_cash_and_assets_written_or_reported():
    rich = CoC7Document(name="Agnes", sheet=CoC7Sheet(cash="$40", assets="A house in Arkham"))
    actor, report = actor_of(rich)
    assert (actor["system"]["monetary"]["cash"], actor["system"]["monetary"]["assets"]) == ("$40", "A house in Arkham")
    assert not any("cash" in line.casefold() for line in report.notes + report.lost)
    _actor, report = actor_of(CoC7Document(name="Agnes"))
    assert "The sheet has no cash or assets: Foundry's cash and assets are left empty." in report.notes
    _actor, report = actor_of(CoC7Document(name="Agnes", sheet=CoC7Sheet(cash="$40")))
    assert "The sheet has no assets: Foundry's assets are left empty." in report.notes


def test_creature_personal_details_are_reported_not_dropped_silently():
    doc = ghoul()
    doc = doc.model_copy(update={"player": "Ruth", "sheet": doc.sheet.model_copy(update={"residence": "Arkham"})})
    actor, report = actor_of(doc)
    assert actor["system"]["infos"] == {"type": ""}
    assert "Personal details (pronouns, residence, birthplace)." in report.lost
    assert "The player's name 'Ruth'." in report.lost
