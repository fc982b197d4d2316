"""Trail of Cthulhu / GUMSHOE statblocks as keepers paste them (issue 22): Pelgrane's inline
layout with weapons written "Webley revolver +0", one-liners, a web excerpt with its line breaks
collapsed, and the rulebook's creature layout; every value read exactly, every report line true."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sheetmaker.io import interchange, statblock_text
from sheetmaker.io.interchange import InterchangeError
from sheetmaker.systems.toc.rules import derive

CORPUS = Path(__file__).resolve().parents[2] / "data" / "real" / "statblocks-toc"


def read(text: str):
    return statblock_text.parse_text(text)


def one(text: str):
    [item] = read(text)
    return item.document, item.report


def abilities(document) -> dict[str, int]:
    return {name: ability.rating for name, ability in document.sheet.abilities.items()}


def weapons(document) -> list[tuple[str, str, int, str]]:
    return [(w.name, w.ability, w.damage_modifier, w.notes) for w in document.sheet.weapons]


# --------------------------------------------------------------------------- the real corpus


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.txt")), ids=lambda p: p.stem)
def test_real_corpus_item_reads_exactly(path):
    expected = json.loads(path.with_suffix(".expected.json").read_text(encoding="utf-8"))
    document, report = one(path.read_text(encoding="utf-8"))
    assert document.system == "toc" and document.kind == "npc"
    assert document.name == expected["name"]
    assert abilities(document) == expected["abilities"]
    assert [(w.name, w.damage_modifier) for w in document.sheet.weapons] == [
        (w["name"], w["modifier"]) for w in expected["weapons"]
    ]
    if expected["hit_threshold"] is not None:
        assert derive(document.sheet).hit_threshold == expected["hit_threshold"]
    assert document.sheet.armour == 0 and document.sheet.alertness_modifier == 0
    # Nothing said is lost without a word: the only unread text is the flattened page's heading.
    assert report.lost == (["Not read: 'Dramatis Personae'."] if "flattened" in path.stem else [])


def test_pelgrane_investigator_with_a_blank_line_and_a_player():
    document, report = one((CORPUS / "toc-pelgrane-combat-example-lankwiller.txt").read_text(encoding="utf-8"))
    assert (document.name, document.player, document.notes) == ("Professor Oberon Lankwiller", "Larry", "consumptive")
    assert weapons(document) == [("Webley revolver", "Firearms", 0, "")]
    assert document.sheet.hit_threshold is None  # 3 is what Athletics 0 gives
    assert report.read == [
        "Abilities: Health 5, Scuffling 4.",
        "Firearms: no rating (0).",
        "Hit Threshold 3 (as Athletics gives).",
        "Weapons: Webley revolver +0.",
        "Player: Larry.",
    ]
    assert report.notes == ["Kept in the notes: consumptive."]
    assert report.lost == [] and report.disagreements == []


def test_pelgrane_weapons_with_remarks_and_bracketed_modifier():
    document, report = one((CORPUS / "toc-pelgrane-combat-example-anabelle-swift.txt").read_text(encoding="utf-8"))
    assert abilities(document) == {"Health": 10, "Firearms": 8, "Scuffling": 6, "Weapons": 4}
    assert weapons(document) == [
        ("Twin Colt Revolvers", "Firearms", 0, "You can fire two revolvers in a Pulp game if your Firearms is 5+"),
        ("hat pin", "Weapons", -1, ""),
    ]
    assert "Weapons: Twin Colt Revolvers +0, hat pin -1." in report.read
    document, report = one((CORPUS / "toc-pelgrane-combat-example-tag-hunter.txt").read_text(encoding="utf-8"))
    assert abilities(document) == {"Health": 13, "Firearms": 10, "Weapons": 8, "Scuffling": 2}
    assert weapons(document) == [
        ("Remington M32 double barreled shotgun", "Firearms", 1, "+2 point blank, +1 when fired both barrels"),
        ("machette", "Weapons", 0, ""),
    ]
    assert document.sheet.hit_threshold == 4
    assert report.disagreements == [
        "Hit Threshold: the statblock says 4, Athletics 0 gives 3; SheetMaker keeps the statblock's 4 on the sheet."
    ]
    assert document.notes.splitlines() == ["brash", "Hit Threshold: 4 (Athletics is greater than eight)"]


def test_pelgrane_creature_weapons_in_prose():
    document, report = one((CORPUS / "toc-pelgrane-combat-example-ghoul.txt").read_text(encoding="utf-8"))
    assert document.name == "Ghoul"
    assert abilities(document) == {"Athletics": 9, "Health": 7, "Scuffling": 9}
    assert weapons(document) == [("claws", "Scuffling", 1, "two claws"), ("bite", "Scuffling", 0, "")]
    assert document.notes.splitlines() == [
        "Hit Threshold: 4 (5 underground)",
        "Two bites in a row means it latches on. Ghouls take half damage (round up) from firearms.",
    ]
    assert report.read == [
        "Abilities: Athletics 9, Health 7, Scuffling 9.",
        "Hit Threshold 4 (as Athletics gives).",
        "Weapons: claws +1, bite +0.",
    ]
    assert report.lost == [] and report.disagreements == []


def _dramatis_personae() -> str:
    parts = ["Dramatis Personae"]
    for stem in ("lankwiller", "tag-hunter", "anabelle-swift", "ghoul"):
        parts.append((CORPUS / f"toc-pelgrane-combat-example-{stem}.txt").read_text(encoding="utf-8").strip("\n"))
    return "\n".join(parts) + "\n"


@pytest.mark.parametrize("flatten", [False, True], ids=["as-on-the-page", "line-breaks-collapsed"])
def test_the_whole_cast_in_one_paste(flatten):
    text = _dramatis_personae()
    if flatten:
        text = " ".join(text.split())
    items = read(text)
    assert [(i.document.name, i.document.player) for i in items] == [
        ("Professor Oberon Lankwiller", "Larry"), ("Tag Hunter", "Tina"), ("Anabelle Swift", "Andrea"), ("Ghoul", ""),
    ]
    assert [abilities(i.document) for i in items] == [
        {"Health": 5, "Scuffling": 4},
        {"Health": 13, "Firearms": 10, "Weapons": 8, "Scuffling": 2},
        {"Health": 10, "Firearms": 8, "Scuffling": 6, "Weapons": 4},
        {"Athletics": 9, "Health": 7, "Scuffling": 9},
    ]
    assert [[(w.name, w.damage_modifier) for w in i.document.sheet.weapons] for i in items] == [
        [("Webley revolver", 0)],
        [("Remington M32 double barreled shotgun", 1), ("machette", 0)],
        [("Twin Colt Revolvers", 0), ("hat pin", -1)],
        [("claws", 1), ("bite", 0)],
    ]
    assert [derive(i.document.sheet).hit_threshold for i in items] == [3, 4, 3, 4]
    assert [i.report.lost for i in items] == [["Not read: 'Dramatis Personae'."], [], [], []]


# --------------------------------------------------------------------------- one-liners


def test_one_liner_with_two_abilities_is_read():
    assert interchange.detect(b"Gangster: Athletics 10, Health 10") == "statblock"
    document, report = one("Gangster: Athletics 10, Health 10")
    assert (document.name, abilities(document)) == ("Gangster", {"Athletics": 10, "Health": 10})
    assert report.read == ["Abilities: Athletics 10, Health 10."] and report.lost == []


def test_one_liner_weapon_modifier_is_no_ability():
    document, report = one("Gangster: Athletics 6, Scuffling 8, Health 7, weapon +1")
    assert abilities(document) == {"Athletics": 6, "Scuffling": 8, "Health": 7}
    assert weapons(document) == [("Weapon", "Weapons", 1, "")]
    document, _ = one("Tough: Athletics 6, Health 8, Weapons +1 (cosh)")
    assert abilities(document) == {"Athletics": 6, "Health": 8}
    assert weapons(document) == [("cosh", "Weapons", 1, "")]


def test_several_one_liners():
    items = read(
        "Gangster: Athletics 6, Scuffling 8, Health 7, weapon +1\n"
        "Moll: Fleeing 5, Health 4\n"
        "Bruiser: Athletics 8, Health 9, Scuffling 9, brass knuckles +0\n"
    )
    assert [(i.document.name, abilities(i.document)) for i in items] == [
        ("Gangster", {"Athletics": 6, "Scuffling": 8, "Health": 7}),
        ("Moll", {"Fleeing": 5, "Health": 4}),
        ("Bruiser", {"Athletics": 8, "Health": 9, "Scuffling": 9}),
    ]
    assert all(i.report.lost == [] for i in items[:2])
    assert items[2].report.lost == ["Not read: 'brass knuckles +0'."]


# --------------------------------------------------------------------------- the rulebook's layout


RULEBOOK_CREATURE = """Byakhee
Abilities: Athletics 12, Health 10, Scuffling 9
Hit Threshold: 4
Alertness Modifier: +1
Stealth Modifier: -1
Weapon: -1 (claw), +1 (bite)
Armor: -2 vs. any (hide)
Stability Loss: +1
"""


def test_rulebook_creature_layout():
    document, report = one(RULEBOOK_CREATURE)
    assert document.name == "Byakhee"
    assert abilities(document) == {"Athletics": 12, "Health": 10, "Scuffling": 9}
    assert (document.sheet.alertness_modifier, document.sheet.stealth_modifier, document.sheet.armour) == (1, -1, 2)
    assert weapons(document) == [("claw", "Scuffling", -1, ""), ("bite", "Scuffling", 1, "")]
    assert derive(document.sheet).hit_threshold == 4 and document.sheet.hit_threshold is None
    assert document.notes.splitlines() == ["Stability Loss: +1", "Armor: -2 vs. any (hide)"]
    assert report.lost == [] and report.disagreements == []


def test_rulebook_human_npc_with_gun_and_bullet_armour():
    document, report = one(
        "Federal Agent\n"
        "Athletics 8, Driving 4, Firearms 8, Health 8, Scuffling 5, Sense Trouble 4, Weapons 3\n"
        "Hit Threshold: 4\n"
        "Alertness Modifier: +1\n"
        "Stealth Modifier: +0\n"
        "Weapon: -1 (fist), +0 (nightstick), +1 (.45 automatic), +2 (Thompson submachine gun)\n"
        "Armor: -1 vs. bullets (vest)\n"
        "Stability Loss: +0\n"
    )
    assert abilities(document) == {
        "Athletics": 8, "Driving": 4, "Firearms": 8, "Health": 8, "Scuffling": 5, "Sense Trouble": 4, "Weapons": 3,
    }
    assert [(w.name, w.ability, w.damage_modifier) for w in document.sheet.weapons] == [
        ("fist", "Scuffling", -1), ("nightstick", "Weapons", 0), (".45 automatic", "Firearms", 1),
        ("Thompson submachine gun", "Firearms", 2),
    ]
    assert (document.sheet.alertness_modifier, document.sheet.stealth_modifier, document.sheet.armour) == (1, 0, 1)
    assert "Armor 1." in report.read
    assert report.lost == [] and report.disagreements == []


def test_pelgrane_layout_with_hit_threshold_alertness_and_stealth():
    document, report = one(
        "The sinister Dr. Ezekiel Hawthorne\n"
        "Athletics 5, Firearms 4, Health 6, Occult 4, Scuffling 3\n"
        "Weapon: Derringer +0, scalpel -1\n"
        "Hit Threshold: 3\n"
        "Alertness Modifier: +2\n"
        "Stealth Modifier: +1\n"
        "Stability Loss: +0\n"
    )
    assert (document.name, document.notes.splitlines()) == ("Dr. Ezekiel Hawthorne", ["sinister", "Stability Loss: +0"])
    assert abilities(document) == {"Athletics": 5, "Firearms": 4, "Health": 6, "Occult": 4, "Scuffling": 3}
    assert weapons(document) == [("Derringer", "Firearms", 0, ""), ("scalpel", "Weapons", -1, "")]
    assert (document.sheet.alertness_modifier, document.sheet.stealth_modifier) == (2, 1)
    assert report.lost == []


def test_unknown_ability_is_reported_not_carried():
    document, report = one("Cult Thug\nAthletics 5, Health 6, Shooting 4, Scuffling 5\nHit Threshold: 3")
    assert abilities(document) == {"Athletics": 5, "Health": 6, "Scuffling": 5}
    assert report.lost == ["'Shooting 4': Shooting is not a Trail of Cthulhu ability."]


def test_another_gumshoe_games_abilities_are_reported_and_list_labels_are_no_name():
    document, report = one(
        "Vampire\nGeneral Abilities: Athletics 8, Hand-to-Hand 10, Health 7\nInvestigative Abilities: Occult 3\n"
        "Hit Threshold: 4"
    )
    assert (document.name, document.notes) == ("Vampire", "")
    assert abilities(document) == {"Athletics": 8, "Health": 7, "Occult": 3}
    assert report.lost == ["'Hand-to-Hand 10': Hand-to-Hand is not a Trail of Cthulhu ability."]


def test_collapsed_text_is_quick():
    import time

    text = ("The brash Tag Hunter Player: Tina Health 13, Firearms 10 Weapons: machette +0 (a) Hit Threshold: 4 "
            * 9000)[:1_000_000]
    start = time.perf_counter()
    try:
        statblock_text.parse_text(text)
    except InterchangeError:
        pass
    assert time.perf_counter() - start < 5


def test_weapon_lines_without_a_modifier():
    document, report = one("Thug\nAthletics 6, Health 6, Scuffling 6\nWeapon: knife, +1 (club)")
    assert weapons(document) == [("club", "Weapons", 1, "")]
    assert report.lost == ["Not read: 'knife'."]
    document, report = one("Clerk\nAthletics 3, Health 4, Scuffling 2\nWeapon: none")
    assert weapons(document) == [] and report.lost == []
    document, report = one("Angler\nAthletics 5, Health 5, Scuffling 3\nWeapons: rod and line -1, gaff +0")
    assert weapons(document) == [("rod and line", "Weapons", -1, ""), ("gaff", "Weapons", 0, "")]
