# ruff: noqa: E501 - the real Roll20 attribute values are one long line each
"""Layout families of real statblocks (issue 22): short excerpts of the real corpus with their
exact values."""

from __future__ import annotations

from sheetmaker.io.statblock_text import detect, parse_text
from sheetmaker.io.statblock_text.layouts import localised, markdown, roll20, spelled
from sheetmaker.systems.coc7.rules import derive


def one(text: str):
    items = parse_text(text)
    assert len(items) == 1
    return items[0].document, items[0].report


def chars(doc) -> dict[str, int]:
    return dict(doc.sheet.characteristics.as_dict())


def skill(doc, label: str) -> int | None:
    for line in derive(doc.sheet).skills:
        if line.label == label:
            return line.value
    return None


ROLL20_GHOUL = """Ghoul

Attributes

armor
Firearms and projectiles do half of rolled damage; round down any fraction.
attacks_per_round
3
build
1
characteristics_average
{"strength":"80","constitution":"65","size":"65","dexterity":"65","intelligence":"65","power":"65"}
combat_attacks
[{"name":"Fighting","target":"40","damage":"1d6","damage_bonus":"full","attack_type":"attack"},{"name":"Bite and hold","alt_damage":"[[1d4]] per round","attack_type":"attack"}]
damage_bonus
1d4
dodge
40
hitpoints
13
magicpoints
13
move
9
sanity_loss
0/1D6 Sanity points to see a ghoul.
short_description
Mocking charnel feeders
skills
Climb 85, Stealth 70, Jump 75, Listen 70, Spot Hidden 50
type
Mythos Monster
"""


def test_roll20_attribute_list_is_recognised_and_read_as_a_creature():
    assert roll20.matches(ROLL20_GHOUL) == 1.0
    assert detect(ROLL20_GHOUL.encode())
    doc, report = one(ROLL20_GHOUL)
    assert doc.name == "Ghoul"  # not the subtitle "Mocking charnel feeders"
    assert chars(doc) == {"STR": 80, "CON": 65, "SIZ": 65, "DEX": 65, "APP": 0, "INT": 65, "POW": 65, "EDU": 0}
    stated = doc.sheet.stated
    assert (stated.creature, stated.hp, stated.mp, stated.build, stated.db, stated.mov, stated.attacks_per_round) == (
        True, 13, 13, 1, "+1D4", 9, 3
    )
    assert stated.age_stated is False
    assert [(w.name, w.damage) for w in doc.sheet.weapons] == [("Fighting", "1D6+DB")]
    assert skill(doc, "Fighting (Brawl)") == 40
    assert skill(doc, "Dodge") == 40
    assert (skill(doc, "Climb"), skill(doc, "Stealth"), skill(doc, "Jump"), skill(doc, "Listen"),
            skill(doc, "Spot Hidden")) == (85, 70, 75, 70, 50)
    assert doc.sheet.san_loss == "0/1D6"
    assert doc.sheet.armour.startswith("Firearms and projectiles do half")
    assert report.disagreements == []


HOMEBREWERY = """{{cocCharacter
| Stats | Value |
| ----- | ----- |
|   STR |   50  |
|   CON |   50  |
|   SIZ |   50  |
|   DEX |   50  |
|   INT |   50  |
|   POW |   50  |

**Hit Points**   :: 10

**Damage Bonus** :: -

**Build**        :: 0

**Move**         :: 8

**Skills**

Fighting (Brawl) :: 50%
}}"""


def test_homebrewery_markdown_is_no_json_and_reads():
    assert markdown.matches(HOMEBREWERY) >= 0.5
    assert detect(HOMEBREWERY.encode())
    doc, _report = one(HOMEBREWERY)
    assert chars(doc)["STR"] == 50 and chars(doc)["POW"] == 50
    assert doc.sheet.stated.hp == 10 and doc.sheet.stated.build == 0 and doc.sheet.stated.mov == 8
    assert skill(doc, "Fighting (Brawl)") == 50


def test_homebrewery_heading_names_the_creature():
    doc, _report = one("""{{cocStatsBlock

### CTHUGHA

|         |         |         |
| ------- | ------- | ------- |
| STR 400 | CON 600 | SIZ 700 |
| DEX 105 | INT 105 | POW 210 |

}}

**Hit Points**        ::: 130
**Damage Bonus**      ::: +13D6
**Build**             ::: 14
**Magic Points**      ::: 42
""")
    assert doc.name == "CTHUGHA"
    assert chars(doc)["SIZ"] == 700
    assert (doc.sheet.stated.hp, doc.sheet.stated.db, doc.sheet.stated.build, doc.sheet.stated.mp) == (
        130, "+13D6", 14, 42
    )


def test_blog_spelled_out_characteristics():
    text = """Jerome Talbot
Professor of History
Characteristics
Strength 60
Constitution 55
Size 70
Dexterity 55
Appearance 45
Intelligence 70
Power 60
Education 73
Luck 65
Damage Bonus and Build +1D4, 1
Hit Points 12
Movement Rate 7
Sanity 60
Magic Points 12
Skills
Accounting 20
Anthropology 45
"""
    assert spelled.matches(text) == 1.0
    doc, report = one(text)
    assert doc.name == "Jerome Talbot"
    assert chars(doc) == {"STR": 60, "CON": 55, "SIZ": 70, "DEX": 55, "APP": 45, "INT": 70, "POW": 60, "EDU": 73}
    assert doc.sheet.luck == 65
    assert doc.sheet.stated.db == "+1D4" and doc.sheet.stated.build == 1
    assert skill(doc, "Accounting") == 20 and skill(doc, "Anthropology") == 45


GERMAN = """Vorname Nachname
Alter: 29
ST 50
MA 60
KO 60
GE 60
GR 55
ER 65
IN 80
BI 85
Trefferpunkte: 11
Geistige Stabilität: 60
Schadensbonus: 0
Statur: 0
Magiepunkte: 12
Bewegungsweite: 8

Kampf
Angriffe: 1
Handgemenge 30% (15/6), Schaden 1D3
Messer 30% (15/6), Schaden 1D4
Ausweichen 30% (15/6)

Fertigkeiten: Anthropologie 70% (35/14), Bibliotheksnutzung 50% (25/10), Finanzkraft 40% (20/8)

Sprachen: Englisch 85% (42/17); Latein 45% (22/9)
"""


def test_german_labels_and_skills_from_the_terms():
    assert localised.language(GERMAN) == "de"
    doc, report = one(GERMAN)
    assert doc.name == "Vorname Nachname"
    assert doc.sheet.age == 29
    assert chars(doc) == {"STR": 50, "CON": 60, "SIZ": 55, "DEX": 60, "APP": 65, "INT": 80, "POW": 60, "EDU": 85}
    assert doc.sheet.stated.san == 60 and doc.sheet.stated.mov == 8 and doc.sheet.stated.attacks_per_round == 1
    assert [(w.name, w.damage) for w in doc.sheet.weapons] == [("Handgemenge", "1D3"), ("Messer", "1D4")]
    assert skill(doc, "Fighting (Brawl)") == 30
    assert skill(doc, "Dodge") == 30
    assert skill(doc, "Anthropology") == 70 and skill(doc, "Library Use") == 50 and skill(doc, "Credit Rating") == 40
    assert skill(doc, "Language (English)") == 85 and skill(doc, "Language (Latin)") == 45


FRENCH = """Howard LePoulpe, 27 ans, Psychopathe
FOR 75 CON 60 TAI 80 DEX 70 APP 60 INT 80
POU 50 ÉDU 85 SAN 55 PV 14 BD: 1D4
Carrure: 1 Mvt: 7 PM: 10 Chance: 40 Armure: 1
Attaques par round 3 Perte de SAN: 1d4/1d8
Attaques
Mordre 50% (25/10), dommage 1D6
Bagarre 30% (15/6), dommage 1D3
Esquiver 50% (25/10)
Compétences
Listen 50%, Psychology 75%
"""


def test_french_labels_read_no_fragments():
    assert localised.language(FRENCH) == "fr"
    doc, report = one(FRENCH)
    assert doc.name == "Howard LePoulpe"
    assert doc.sheet.age == 27
    assert chars(doc) == {"STR": 75, "CON": 60, "SIZ": 80, "DEX": 70, "APP": 60, "INT": 80, "POW": 50, "EDU": 85}
    assert doc.sheet.luck == 40
    assert doc.sheet.armour == "1"
    assert doc.sheet.san_loss == "1d4/1d8"
    assert skill(doc, "Dodge") == 50 and skill(doc, "Listen") == 50
    assert not any("DU" in line or "'É'" in line for line in report.lost)
    # Mordre 50% beside Bagarre 30%: the bite keeps its own percentage.
    weapons = {w.name: w.skill for w in doc.sheet.weapons}
    assert skill(doc, weapons["Mordre"]) == 50 and skill(doc, weapons["Bagarre"]) == 30
