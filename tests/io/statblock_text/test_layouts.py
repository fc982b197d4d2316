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
    # As stated; the manoeuvre without a percentage of its own too.
    assert [(w.name, w.damage) for w in doc.sheet.weapons] == [("Fighting", "1D6"), ("Bite and hold", "[[1d4]] per round")]
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


SHEET = """1920S ERA INVESTIGATOR
Name
Dob Birthplace
Alabama Pronoun
Residence House Age 35
STR 55 27 11 SIZ 35 17 7 Hit Points 7
CON 35 17 7 Magic Points 9 POW 45 22 9
DEX 55 27 11 APP 35 17 7 Luck 40
INT 60 30 12 EDU 90 45 18 Sanity 3
Accounting (05%) 5 2 1 Firearms 25 12 5 Persuade (10%) 10 5 2
(Rifle/Shotgun) (25%)
Jump (20%) 20 10 4 Chemistry (01%) 50 25 10
Science
Charm (15%) 15 7 3 Latin (01%) 90 45 18
Language (Other)
Cthulhu Mythos (00%) English (EDU) 90 45 18 Spot Hidden (25%) 47 23 9
Language (Own)
Weapon Skill Damage # of Attacks Range Ammo Malf. Move 9
COMBAT
Brawl 25 12 5 1D3 + DB 1 - - - Build 0
Shovel 45 22 9 1D8
Dodge 22 11 4
Damage Bonus 0
"""


def test_filled_sheet_values_with_half_and_fifth():
    doc, _report = one(SHEET)
    assert doc.name == "Dob"
    assert doc.sheet.age == 35
    assert chars(doc) == {"STR": 55, "CON": 35, "SIZ": 35, "DEX": 55, "APP": 35, "INT": 60, "POW": 45, "EDU": 90}
    assert doc.sheet.luck == 40 and doc.sheet.stated.san == 3 and doc.sheet.stated.mov == 9
    assert skill(doc, "Accounting") == 5 and skill(doc, "Persuade") == 10  # the values, not the bases
    assert skill(doc, "Firearms (Rifle/Shotgun)") == 25
    assert skill(doc, "Science (Chemistry)") == 50
    assert skill(doc, "Language (Latin)") == 90
    assert skill(doc, "Language (Own)") == 90
    assert skill(doc, "Spot Hidden") == 47 and skill(doc, "Dodge") == 22
    assert [(w.name, w.damage) for w in doc.sheet.weapons] == [("Brawl", "1D3+DB"), ("Shovel", "1D8")]


def test_subtitle_under_the_name_stays_a_description():
    doc, _report = one("""Hunting Horror

Attributes

Hunting Horror

Great viperine flyers

STR 145
CON 50
SIZ 205
DEX 65
INT 75
POW 105

Hitpoints: 25
Fighting: 65% damage: 1d6 + damage bonus
""")
    assert doc.name == "Hunting Horror"
    assert "Great viperine flyers" in doc.notes
    assert [(w.name, w.damage) for w in doc.sheet.weapons] == [("Fighting", "1D6+DB")]


def test_a_remark_between_name_and_stats_is_no_name():
    doc, _report = one("""DR. HANS DIETER, age 65, Mad Scientist

Always wears a bandage around his hand

STR 6  CON 7  SIZ 7   INT 22  POW 6
DEX 8  APP 6  EDU 28  SAN 0   HP 7
""")
    assert doc.name == "DR. HANS DIETER"
    assert doc.sheet.age == 65


def test_skills_list_value_wins_over_an_occupation_line_and_language_other():
    doc, _report = one("""Jerome Talbot
STR 60 CON 55 SIZ 70 DEX 55 APP 45 INT 70 POW 60 EDU 73
Library Use, Other Language, Own Language, Psychology
Credit Rating: 20-70
Skills
Credit Rating 40
Language (Other) Latin 55
Persuade 30
""")
    assert skill(doc, "Credit Rating") == 40
    assert skill(doc, "Language (Latin)") == 55
    assert skill(doc, "Persuade") == 30  # not "Language (Persuade)"


def test_hard_and_extreme_values_of_an_attack():
    doc, _report = one("""### Walter Corbitt, Undead Fiend

STR 90  CON 115  SIZ 55  INT 80
POW 90  DEX 35  APP 05  EDU 80
HP: 16
Damage bonus: +1D4
Fighting 50% (Hard 25%/Extreme 10%), damage 1D3 + damage bonus
""")
    assert doc.name == "Walter Corbitt"
    assert [(w.name, w.damage) for w in doc.sheet.weapons] == [("Fighting", "1D3+DB")]
    assert skill(doc, "Fighting (Brawl)") == 50


def test_sixth_edition_converted_with_a_line_per_value():
    doc, report = one("""NIGHT WATCHMAN, age 32, Inattentive Guard
STR 13 CON 11 DEX 10 APP 8 SIZ 12
INT 8 POW 10 EDU 10 SAN 50 HP 12
Weapon: Night-stick 52%, damage 1D6+1D4
Skills: Sleep on Duty 50%, Brawl 48%, Listen 40%, Spot Hidden 30%
""")
    assert chars(doc) == {"STR": 65, "CON": 55, "SIZ": 60, "DEX": 50, "APP": 40, "INT": 40, "POW": 50, "EDU": 50}
    assert "STR 13 (6th edition) → 65." in report.converted
    # HP 12 (6e: half of CON + SIZ, rounded up) → 11 by the 7th-edition rules.
    assert any(line.startswith("HP 12 (6th edition) → 11") for line in report.converted)
    assert len(report.converted) == 9
    assert report.disagreements == []
    assert doc.sheet.stated.san == 50 and doc.sheet.stated.hp is None
    # The attack keeps its 52%; the skill Brawl stays 48%.
    assert skill(doc, "Fighting (Brawl)") == 48
    night_stick = next(w for w in doc.sheet.weapons if w.name == "Night-stick")
    assert skill(doc, night_stick.skill) == 52
    assert skill(doc, "Listen") == 40


def test_seventh_edition_creature_is_not_taken_for_sixth():
    doc, report = one("""Walter Corbitt
STR 90 CON 115 SIZ 55 INT 80 POW 90 DEX 35 APP 05 EDU 80
HP 16""")
    assert report.converted == []
    assert chars(doc)["STR"] == 90


def test_attacks_list_after_its_armour_line_and_attacks_without_percentage():
    doc, _report = one("""Hunting Horror

STR 145
CON 50
SIZ 205
DEX 65
INT 75
POW 105

Abilities

Grasp (mnvr): The tail can be used to wrap around the victim, preventing movement.

Attacks

Attacks Per Round: 2
Armor: 9-point skin
Dodge: 35
Fighting: 65% damage: 1d6 + damage bonus
Grasp: target immobile and must win an opposed STR roll to escape
""")
    assert [(w.name, w.damage) for w in doc.sheet.weapons] == [
        ("Fighting", "1D6+DB"), ("Grasp", "target immobile and must win an opposed STR roll to escape"),
    ]
    assert doc.sheet.armour == "9-point skin"
    assert skill(doc, "Dodge") == 35
    assert doc.sheet.stated.attacks_per_round == 2


def test_sixth_edition_robot_and_age_of_body():
    doc, report = one("""TOODEE-6, Robot

STR 40 SIZ 25 (very heavy) DEX 2 * operator's
Move 5 HP 100
""")
    assert (chars(doc)["STR"], chars(doc)["SIZ"], chars(doc)["DEX"]) == (200, 125, 10)
    assert doc.sheet.stated.creature and doc.sheet.stated.mov == 5  # MOV: the same scale in both editions
    doc, _report = one("""RUKUKIK (EDITH BRYANT), age of body 34,
STR 10 CON 14 SIZ 12 DEX 16 APP 11
INT 20 POW 14 SAN 0 HP 13
""")
    assert doc.sheet.age == 34


FRENCH_COLUMNS = """Profil type : Aviateur
Caractéristiques & Attributs
APP
CON
DEX
FOR
TAI
ÉDU
INT
POU
14
12
15
12
13
14
13
13
Prestance
Endurance
Agilité
Puissance
Corpulence
Connaissance
Intuition
Volonté
70 %
60 %
75 %
60 %
65 %
70 %
65 %
65 %
Valeurs dérivées
Impact
Points de Magie
Points de Vie
Santé Mentale
+2
13
13
65
Compétences d'occupation
Armes à feu* (armes de poing) 60 %
Corps à corps* (bagarre)
50 %
"""


def test_french_sixth_edition_profile_in_columns():
    doc, report = one(FRENCH_COLUMNS)
    assert doc.name == "Aviateur"
    assert chars(doc) == {"STR": 60, "CON": 60, "SIZ": 65, "DEX": 75, "APP": 70, "INT": 65, "POW": 65, "EDU": 70}
    assert doc.sheet.stated.san == 65
    assert skill(doc, "Firearms (Handgun)") == 60
    assert skill(doc, "Fighting (Brawl)") == 50
    # The characteristics' percentages are no skills: kept in the notes.
    assert "Prestance 70 %" in doc.notes
    assert not any("Prestance" in line for line in report.mapped)
    assert len(report.converted) >= 8


def test_a_weapons_list_brawl_without_damage_gets_the_unarmed_damage():
    doc, report = one("""TYPICAL SANITARIUM GUARD
STR 15 CON 14 SIZ 13 INT 9 POW 11
DEX 13 APP 9 EDU 10 SAN 55 HP 14
Damage Bonus: +1D4. Weapons: Night-stick 50%, damage 1D6+1D4 Brawl 65%,
Skills: Listen 45%, Spot Hidden 55%.
""")
    weapons = {w.name: w for w in doc.sheet.weapons}
    assert weapons["Brawl"].damage == "1D3+DB" and weapons["Brawl"].skill == "Fighting (Brawl)"
    assert skill(doc, "Fighting (Brawl)") == 65
    assert skill(doc, weapons["Night-stick"].skill) == 50
    assert any("Unarmed" in line for line in report.mapped)


def test_luck_over_99_is_reported_not_denied():
    doc, report = one("""Old Sailor
STR 50 CON 50 SIZ 50 DEX 50 APP 50 INT 50 POW 50 EDU 50
Luck:105 HP 10""")
    assert doc.sheet.luck == 0
    assert report.lost == ["Luck 105: a sheet's Luck is at most 99; it is 0 on this sheet."]
    assert not any("gives no Luck" in line for line in report.notes)


def test_ocr_misreadings_of_skill_names_and_zero():
    doc, report = one("""EDWARD CHANDLER, age 49, Child of Destiny
STR 14 CON 14 SIZ 13 INT 20 POW 15
DEX 16 APP 20 EDU 22 SAN 0 HP 1O
Skills: A tronomy 60%, CthuJhu Mythos 99%, Hi tory 95%, Orive Automobile 55%, Sneak 35%
""")
    assert skill(doc, "Science (Astronomy)") == 60
    assert skill(doc, "History") == 95
    assert skill(doc, "Drive Auto") == 55
    assert doc.sheet.cthulhu_mythos == 99 or skill(doc, "Cthulhu Mythos") == 99
    assert skill(doc, "Sneak") == 35  # a 6th-edition skill of its own, not a misreading
    assert "'Hi tory' → History 95%." in report.mapped


def test_an_attack_named_as_its_skill_states_the_skill():
    doc, report = one("""Example Character, age 27
STR 75 CON 60 SIZ 80 DEX 70 APP 60 INT 80
POW 50 EDU 85 SAN 55 HP 14 DB: 1D4
Combat
Bite 50% (25/10), damage 1D6
Brawl 30% (15/6), damage 1D3
""")
    weapons = {w.name: w.skill for w in doc.sheet.weapons}
    assert weapons["Brawl"] == "Fighting (Brawl)" and skill(doc, "Fighting (Brawl)") == 30
    assert skill(doc, weapons["Bite"]) == 50
    assert not any(line.startswith("'Bite' →") for line in report.mapped)


def test_an_epithet_after_the_name_and_the_page_title_above():
    doc, report = one("""Mi-Go, the Fungi from Yoggoth

Attributes

Mi-Go, the Fungi from Yoggoth

Enigmatic scientists from Yuggoth

STR 50
CON 50
SIZ 50
DEX 70
INT 65
POW 65
""")
    assert doc.name == "Mi-Go, the Fungi from Yoggoth"
    assert not any("before the first statblock" in line for line in report.lost)


def test_a_man_with_an_age_and_no_app_or_edu_is_no_creature():
    doc, report = one("""Sergeant Ames, age 42
STR 50 CON 60 SIZ 65 DEX 50 INT 70 POW 45
HP 12 Luck 40
""")
    assert doc.sheet.stated.creature is False
    assert "HP 12 (as the rules give)." in report.read


def test_a_footnote_mark_after_the_damage_stays_bold_markers_go():
    doc, _report = one("""THE THING FROM BETWEEN THE PLANES, Horrible Creature

STR 8  CON 16  SIZ 4  INT 2  POW 5
DEX 12  Move 4/12 gliding  HP 1O
Weapons: Jump and Grasp 75%, damage 1D3*
* This damage is caused on the first round and for every round that the creature remains attached.
""")
    assert [(w.name, w.damage) for w in doc.sheet.weapons] == [("Jump and Grasp", "1D3*")]
    assert doc.sheet.stated.hp == 10 and doc.sheet.stated.mov == 4


def test_a_base_half_fifth_table_under_the_blog_statblock_is_the_same_character():
    items = parse_text("""Strength: 60
Con: 60
Size: 60 (Yes, really... these are all legit rolls.)
Dexterity: 40
Appearance: 55
Intelligence: 85
Power: 45
Education: 45 (48 after age-related improvement check.)
Luck: 45
Attribute | Base | Half | Fifth |
STR | 60 | 30 | 12 |
CON | 60 | 30 | 12 |
SIZ | 60 | 30 | 12 |
DEX | 40 | 20 | 8 |
APP | 55 | 27 | 11 |
INT | 85 | 42 | 17 |
POW | 45 | 22 | 9 |
EDU | 48 | 24 | 9 |
Hit Points: 12
""")
    assert len(items) == 1
    doc, report = items[0].document, items[0].report
    assert chars(doc) == {"STR": 60, "CON": 60, "SIZ": 60, "DEX": 40, "APP": 55, "INT": 85, "POW": 45, "EDU": 48}
    assert "EDU is given twice (45, then 48); 48 is used." in report.notes
    assert not any("30 12" in line for line in report.lost)  # half and fifth are no lost values
