"""The tables random Trail of Cthulhu investigators and NPCs are drawn from: campaigns, NPC
tiers, languages, specialities, relations, and what suits each occupation (picks, weapons).

Part of :mod:`sheetmaker.systems.toc.generate` (the decisions are in its docstring).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from sheetmaker.systems.toc.data import (
    ATHLETICS,
    CREDIT_RATING,
    CTHULHU_MYTHOS,
    FLEEING,
    HEALTH,
    SANITY,
    STABILITY,
    OccupationDef,
)

CAMPAIGNS = ("purist", "pulp")
MAGIC = "Magic"
ART = "Art"
CRAFT = "Craft"


@dataclass(frozen=True)
class Tier:
    """A quick NPC's tier: ratings, how many investigative abilities, modifiers."""

    general: int
    investigative: int
    investigative_count: int
    credit: float
    alertness: int
    stealth: int


#: Quick NPC tiers (see the module's decisions).
TIERS: Mapping[str, Tier] = MappingProxyType(
    {
        "expert": Tier(
            general=10, investigative=3, investigative_count=5, credit=0.75, alertness=1, stealth=1
        ),
        "professional": Tier(
            general=7, investigative=2, investigative_count=4, credit=0.5, alertness=0, stealth=0
        ),
        "average": Tier(
            general=4, investigative=1, investigative_count=3, credit=0.25, alertness=-1, stealth=0
        ),
    }
)
#: The General abilities every quick NPC has at its tier's rating.
NPC_KEY_GENERAL = (ATHLETICS, HEALTH, "Scuffling", "Weapons", "Firearms")

#: Non-occupational abilities an investigator takes an interest in (more for occupations with
#: fewer than 5 investigative abilities).
GENERAL_INTERESTS = 4
INVESTIGATIVE_INTERESTS = 3
#: Never bought by the generator (Cthulhu Mythos needs the keeper; Magic is learnt in play).
_NEVER_BOUGHT = frozenset({CTHULHU_MYTHOS, MAGIC})
#: Never taken as a free occupational pick by the generator.
_NEVER_PICKED = frozenset({CREDIT_RATING, CTHULHU_MYTHOS, MAGIC, HEALTH, STABILITY, SANITY, FLEEING})
#: General abilities that serve any investigator.
_USEFUL_GENERAL = frozenset(
    {ATHLETICS, "Driving", "Firearms", "First Aid", FLEEING, "Scuffling", "Sense Trouble", "Stealth",
     "Preparedness", "Weapons"}
)
_RARE_GENERAL = frozenset({"Hypnosis", "Psychoanalysis"})

#: Languages an investigator may know beyond English, the mother tongue.
LANGUAGE_NAMES = (
    "French", "German", "Italian", "Spanish", "Latin", "Greek", "Russian", "Arabic", "Hebrew",
    "Yiddish", "Portuguese", "Dutch", "Polish", "Mandarin", "Japanese", "Turkish", "Persian",
    "Swedish", "Norwegian", "Danish", "Hungarian", "Czech", "Irish Gaelic", "Welsh", "Aramaic",
    "Sanskrit", "Coptic", "Ancient Egyptian", "Swahili", "Hindi", "Cantonese", "Romanian",
)
ART_SPECIALITIES = (
    "Painting", "Drawing", "Sculpture", "Poetry", "Fiction", "Piano", "Violin", "Singing",
    "Acting", "Dance", "Composition", "Calligraphy",
)
CRAFT_SPECIALITIES = (
    "Carpentry", "Bookbinding", "Pottery", "Forgery", "Tailoring", "Jewellery", "Printing",
    "Cabinetmaking", "Blacksmithing", "Stonemasonry", "Glassblowing", "Gunsmithing",
)
#: (relation, family member, sex: "f", "m", "" for either or "spouse" for the opposite one,
#: youngest and oldest age of the investigator it suits).
_RELATIONS: tuple[tuple[str, bool, str, int, int], ...] = (
    ("mother", True, "f", 0, 65),
    ("father", True, "m", 0, 65),
    ("younger sister", True, "f", 0, 200),
    ("elder brother", True, "m", 0, 70),
    ("spouse", True, "spouse", 21, 200),
    ("daughter, away at boarding school", True, "f", 36, 60),
    ("son, an apprentice printer", True, "m", 38, 65),
    ("widowed aunt who raised them", True, "f", 0, 60),
    ("oldest friend, since grammar school", False, "", 0, 200),
    ("former commanding officer", False, "m", 30, 200),
    ("landlady, who keeps a plate warm", False, "f", 0, 200),
    ("parish priest and chess partner", False, "m", 0, 200),
    ("old mentor at the university", False, "", 0, 200),
    ("business partner", False, "", 25, 200),
    ("goddaughter", False, "f", 30, 200),
    ("family doctor", False, "", 0, 200),
    ("barber who hears all the neighbourhood news", False, "m", 0, 200),
    ("pen friend in London", False, "", 0, 200),
    ("comrade from the war", False, "m", 32, 200),
    ("the neighbours' boy who runs errands", False, "m", 0, 200),
)
_PUBLIC_RELATIONS = {"spouse": ("wife", "husband")}


@dataclass(frozen=True)
class _Hint:
    """What suits an occupation: preferred picks, languages, Drives, gear."""

    #: Preferred free picks (abilities or languages), best first.
    picks: tuple[str, ...] = ()
    #: Non-occupational abilities that suit the occupation (favoured when spending).
    suits: tuple[str, ...] = ()
    #: Languages that suit the occupation, best first.
    languages: tuple[str, ...] = ()
    #: How many languages an occupation with Languages usually knows (weights for 0, 1, 2, 3...).
    language_weights: tuple[int, ...] = (3, 3, 2, 1)
    drives: tuple[str, ...] = ()
    #: Alternatives, one of which is carried: each a tuple of weapon table names.
    weapons: tuple[tuple[str, ...], ...] = ()
    equipment: tuple[str, ...] = ()
    art: tuple[str, ...] = ()
    craft: tuple[str, ...] = ()


_COLT_45 = "Colt M1911A1 .45 ACP automatic pistol (1926)"
_SW_38 = "Smith & Wesson .38 Special revolver (1902)"
_COLT_32 = "Colt Police Positive .32 revolver (1907)"
_WEBLEY = "Webley No. 1 Mk IV .455 SAA revolver (1915)"
_PISTOLS = (_SW_38, _COLT_32, _COLT_45)

_HINTS: dict[str, _Hint] = {
    "alienist": _Hint(
        picks=("Reassurance", "Flattery", "Bureaucracy", "Interrogation", "Oral History"),
        suits=("Occult", "Anthropology", "Hypnosis"),
        languages=("French", "Italian"),
        drives=("Scholarship", "Curiosity", "Duty", "Arrogance"),
        equipment=(
            "Leather bag with case notes, a stethoscope and a small supply of sedatives; fountain "
            "pen; pocket watch",
            "Notebooks of case histories, a copy of Freud in German, a phial of chloral hydrate",
        ),
    ),
    "antiquarian": _Hint(
        picks=("Occult", "Cryptography", "Theology", "Archaeology", "Anthropology"),
        suits=("Occult", "Theology", "Cryptography", "Assess Honesty"),
        languages=("Latin", "Greek", "French", "German", "Arabic", "Hebrew"),
        language_weights=(1, 3, 3, 2),
        drives=("Antiquarianism", "Curiosity", "Scholarship"),
        equipment=(
            "Magnifying glass, cotton gloves, auction catalogues, a battered satchel of reference books",
            "Jeweller's loupe, a pocket lamp, a letter of credit from a London dealer",
        ),
    ),
    "archaeologist": _Hint(
        picks=("Anthropology", "Geology", "Occult", "Outdoorsman", "Photography", "Cryptography"),
        suits=("Outdoorsman", "Photography", "Anthropology"),
        languages=("Arabic", "Greek", "Latin", "Ancient Egyptian", "Turkish", "Persian"),
        language_weights=(1, 3, 3, 2),
        drives=("Adventure", "Antiquarianism", "Curiosity", "Scholarship"),
        weapons=((_WEBLEY,), ("Machete",), (_WEBLEY, "Machete"), ()),
        equipment=(
            "Trowels and brushes, field notebooks, a folding camera, a canvas tent, a sun helmet",
            "Surveying tape, specimen boxes, a compass, a canteen and a well-thumbed Baedeker",
        ),
    ),
    "artist": _Hint(
        picks=("Occult", "Oral History", "Streetwise", "History", "Bargain", "Anthropology"),
        suits=("Occult", "Streetwise"),
        drives=("Artistic Sensitivity", "Ennui", "Curiosity"),
        equipment=(
            "Sketchbooks, charcoal and pastels, a paint box, a velvet jacket with paint on the cuffs",
            "Portfolio of drawings, a studio key, unpaid bills from the colour merchant",
        ),
        art=("Painting", "Drawing", "Sculpture"),
        craft=("Printing", "Pottery", "Jewellery"),
    ),
    "author": _Hint(
        picks=("Occult", "Streetwise", "Flattery", "Photography", "Anthropology", "Driving"),
        suits=("Occult", "Flattery"),
        languages=("French", "German", "Italian", "Latin"),
        drives=("Curiosity", "Scholarship", "Artistic Sensitivity", "Thirst for Knowledge"),
        equipment=(
            "Portable typewriter, notebooks, a library card, a stack of letters from the publisher",
            "Fountain pens, a reporter's notebook, proofs of the next book",
        ),
        art=("Fiction", "Poetry"),
    ),
    "clergy": _Hint(
        picks=("Oral History", "Bureaucracy", "Flattery", "Latin", "Hebrew", "Greek"),
        suits=("Occult", "First Aid"),
        languages=("Latin", "Greek", "Hebrew", "Aramaic"),
        drives=("Duty", "Scholarship", "Follower", "Thirst for Knowledge"),
        equipment=(
            "Bible and prayer book, rosary, a flask of holy water, a clerical collar",
            "Breviary, a pocket concordance, the keys of the church, a bicycle",
        ),
    ),
    "criminal": _Hint(
        picks=("Flattery", "Cop Talk", "Craft", "Evidence Collection", "Chemistry"),
        suits=("Filch", "Conceal", "Fleeing", "Weapons", "Firearms"),
        drives=("Revenge", "Bad Luck", "Adventure", "Follower"),
        weapons=(("Knife",), ("Blackjack",), ("Knife", _COLT_45), (_COLT_32, "Blackjack")),
        equipment=(
            "Lock picks, a hip flask, a roll of small bills, a cheap suit with deep pockets",
            "Set of skeleton keys, a pocket torch, a false driving licence",
        ),
        craft=("Forgery", "Printing"),
    ),
    "dilettante": _Hint(
        picks=("Art History", "Languages", "Occult", "Driving", "Firearms", "Piloting", "History",
               "Assess Honesty", "Photography"),
        suits=("Bargain", "Bureaucracy", "Driving"),
        languages=("French", "Italian", "German", "Spanish"),
        drives=("Ennui", "Adventure", "Curiosity", "Arrogance"),
        weapons=(("Walther PPK .32 automatic pistol (1931)",), ("Remington M32 12-gauge shotgun (1932)",), ()),
        equipment=(
            "Touring car, evening clothes, letters of introduction, an allowance from the family trust",
            "A flat in town, a cocktail shaker, a membership card of three good clubs",
        ),
        art=("Piano", "Painting", "Poetry"),
    ),
    "doctor": _Hint(
        suits=("Psychoanalysis", "Chemistry", "Evidence Collection"),
        languages=("German", "French"),
        language_weights=(6, 2, 1),
        drives=("Duty", "Curiosity", "Scholarship"),
        equipment=(
            "Doctor's bag with instruments, morphine, bandages and a stethoscope; prescription pad",
            "Medical bag, a pocket lamp, a car that smells of carbolic",
        ),
    ),
    "hobo": _Hint(
        suits=("Scuffling", "Fleeing", "Preparedness", "Conceal"),
        drives=("Bad Luck", "Follower", "Adventure", "Ennui"),
        weapons=(("Knife",), ("Small improvised weapon",), ()),
        equipment=(
            "A bindle with a blanket, a tin cup, a pocket knife and a harmonica",
            "Patched coat, a railway timetable years out of date, a lucky coin",
        ),
    ),
    "journalist": _Hint(
        picks=("Flattery", "Bureaucracy", "Interrogation", "Streetwise", "Bargain"),
        suits=("Library Use", "Streetwise", "Driving"),
        languages=("French", "German", "Spanish", "Italian", "Russian"),
        language_weights=(4, 2, 1),
        drives=("Curiosity", "Thirst for Knowledge", "Duty", "Adventure"),
        equipment=(
            "Press card, notebook and pencils, a Speed Graphic camera, change for the telephone",
            "Reporter's notebook, a flask of coffee, the city editor's home number",
        ),
    ),
    "military": _Hint(
        suits=("First Aid", "Sense Trouble", "Preparedness"),
        languages=("French", "German"),
        drives=("Duty", "Follower", "Revenge", "Adventure"),
        weapons=((_COLT_45,),),
        equipment=(
            "Service kit, compass, field glasses, a worn greatcoat",
            "Kit bag, mess tin, a trench knife kept as a souvenir, discharge papers",
        ),
    ),
    "nurse": _Hint(
        suits=("Psychoanalysis", "Sense Trouble"),
        drives=("Duty", "Follower", "Curiosity"),
        equipment=(
            "Nurse's kit with bandages, iodine and syringes; a fob watch; a starched uniform",
            "First-aid satchel, smelling salts, a hospital pass",
        ),
    ),
    "parapsychologist": _Hint(
        suits=("Photography", "Evidence Collection", "Hypnosis"),
        drives=("Curiosity", "Thirst for Knowledge", "Sudden Shock", "Scholarship"),
        equipment=(
            "Camera with flash powder, a galvanometer, thermometers, sealed envelopes, séance records",
            "Wax cylinder recorder, chalk, string and bells for doors, a notebook of sittings",
        ),
    ),
    "pilot": _Hint(
        suits=("Athletics", "Firearms", "Outdoorsman"),
        drives=("Adventure", "Ennui", "Duty"),
        weapons=((_COLT_45,), ("Very 12-gauge flare pistol (1882)",), ()),
        equipment=(
            "Leather flying jacket, goggles, charts, a toolkit, binoculars",
            "Aviator's licence, a flask of brandy, spare spark plugs, a silk scarf",
        ),
    ),
    "police detective": _Hint(
        suits=("Scuffling", "Shadowing", "Streetwise", "Weapons"),
        drives=("Duty", "Revenge", "Curiosity"),
        weapons=((_SW_38,), (_SW_38, "Nightstick")),
        equipment=(
            "Badge, handcuffs, notebook, a flashlight",
            "Shield and identity card, handcuffs, a pocket notebook of informants",
        ),
    ),
    "private investigator": _Hint(
        suits=("Firearms", "Sense Trouble", "Stealth", "Streetwise"),
        drives=("Curiosity", "Revenge", "Bad Luck", "Duty"),
        weapons=((_COLT_32,), (_SW_38, "Blackjack"), (_COLT_32, "Blackjack")),
        equipment=(
            "Licence, a camera, a flashlight, a bottle of rye in the desk drawer",
            "Binoculars, a second-hand coupe, business cards with a misprinted number",
        ),
    ),
    "professor": _Hint(
        picks=("History", "Occult", "Anthropology", "Archaeology", "Physics", "Geology", "Biology",
               "Astronomy", "Chemistry", "Theology", "Reassurance", "Flattery", "Oral History"),
        languages=("Latin", "Greek", "German", "French"),
        language_weights=(1, 3, 3, 1),
        drives=("Scholarship", "Thirst for Knowledge", "Arrogance", "Curiosity"),
        equipment=(
            "Spectacles, a briefcase of lecture notes, keys to the university library",
            "Reading glasses, an umbrella, offprints of an article nobody read",
        ),
    ),
    "scientist": _Hint(
        picks=("Chemistry", "Physics", "Biology", "Geology", "Astronomy", "Forensics", "Cryptography"),
        suits=("Mechanical Repair", "Chemistry", "Evidence Collection"),
        languages=("German", "French"),
        language_weights=(1, 3, 2),
        drives=("Thirst for Knowledge", "Curiosity", "Scholarship", "Arrogance"),
        equipment=(
            "Laboratory notebook, slide rule, a field microscope, a camera",
            "Specimen jars, a Geiger counter borrowed from the department, a slide rule",
        ),
    ),
}
_BRANCH_WEAPONS: dict[str, tuple[tuple[str, ...], ...]] = {
    "army/marines": (
        (_COLT_45, "M1 Garand .30-06 rifle (1936)"),
        (_COLT_45, "Lee-Enfield MkIII .303 rifle (1907)"),
    ),
    "corpsman/medic": ((_COLT_45,), ()),
    "engineers/heavy weapons": (
        (_COLT_45, "Dynamite (single stick)"),
        (_COLT_45, "Hand-grenade or rifle-grenade"),
    ),
    "navy": ((_COLT_45,), (_COLT_45, "Knife")),
    "officer": ((_COLT_45,), (_WEBLEY, "Sword")),
}
_DEFAULT_EQUIPMENT = (
    "Notebook and pencil, a pocket torch, a street map",
    "Overcoat, a pocketknife, a small flashlight",
)


def _hint(occupation: OccupationDef | None) -> _Hint:
    if occupation is None:
        return _Hint()
    return _HINTS.get(occupation.name.casefold(), _Hint())
