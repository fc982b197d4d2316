"""What suits each shipped occupation (key skills, social and "any skill" picks,
specialisations, personal interests), and the generally useful skills for the others."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from sheetmaker.systems.coc7.data import OccupationDef


@dataclass(frozen=True)
class _Hint:
    """What suits an occupation: its key skills and the picks a player would make."""

    #: Fixed skills (as the occupation writes them) that get most of the points.
    key: tuple[str, ...] = ()
    #: Social skills in order of preference.
    social: tuple[str, ...] = ()
    #: "Any skill" picks that suit the occupation, best first.
    other: tuple[str, ...] = ()
    #: Suitable specialisations by skill name (Art/Craft, Firearms, Fighting, Survival...).
    specs: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: Preferred options of list choices, by choice id.
    prefer: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: Personal-interest skills that suit the occupation (tried before the general list).
    personal: tuple[str, ...] = ()


_HINTS: dict[str, _Hint] = {
    "antiquarian": _Hint(
        key=("Appraise", "History", "Library Use"),
        social=("Charm", "Persuade"),
        other=("Archaeology", "Occult", "Anthropology", "Language (Other)"),
        specs={
            "Art/Craft": ("Calligraphy", "Fine Art", "Forgery"),
            "Language (Other)": ("Latin", "Greek", "French", "Arabic"),
        },
        personal=("Occult", "Archaeology", "Drive Auto", "Psychology", "Listen"),
    ),
    "artist": _Hint(
        key=("Art/Craft", "Spot Hidden", "Psychology"),
        social=("Charm", "Persuade"),
        other=("Occult", "Listen", "Stealth", "Art/Craft (Photography)", "Natural World"),
        specs={
            "Art/Craft": ("Fine Art", "Sculpture", "Photography", "Pottery"),
            "Language (Other)": ("French", "Italian", "Spanish"),
        },
    ),
    "athlete": _Hint(
        key=("Climb", "Jump", "Swim", "Fighting (Brawl)"),
        social=("Charm", "Intimidate"),
        other=("Dodge", "Stealth", "Drive Auto"),
        personal=("Dodge", "Spot Hidden", "Listen", "First Aid"),
    ),
    "author": _Hint(
        key=("Art/Craft (Literature)", "Library Use", "History", "Psychology"),
        other=("Persuade", "Spot Hidden", "Listen", "Occult", "Anthropology"),
        specs={"Language (Other)": ("French", "Latin", "German", "Italian")},
    ),
    "clergy": _Hint(
        key=("Library Use", "Psychology", "Listen", "History"),
        social=("Persuade", "Charm"),
        other=("Occult", "First Aid", "Anthropology"),
        specs={"Language (Other)": ("Latin", "Hebrew", "Greek")},
    ),
    "criminal": _Hint(
        key=("Stealth", "Spot Hidden", "Psychology"),
        social=("Fast Talk", "Intimidate"),
        specs={"Fighting": ("Brawl",), "Firearms": ("Handgun",), "Art/Craft": ("Acting",)},
        prefer={"locksmith_or_mechanical_repair": ("Locksmith",)},
        personal=("Dodge", "Sleight of Hand", "Listen", "Drive Auto", "Climb"),
    ),
    "dilettante": _Hint(
        key=("Firearms", "Ride", "Art/Craft"),
        social=("Charm", "Persuade"),
        other=("Drive Auto", "Swim", "History", "Occult", "Pilot (Aircraft)", "Navigate", "Spot Hidden"),
        specs={
            "Art/Craft": ("Fine Art", "Singing", "Dancing", "Photography"),
            "Firearms": ("Rifle/Shotgun",),
            "Language (Other)": ("French", "Italian", "German"),
        },
    ),
    "doctor of medicine": _Hint(
        key=("Medicine", "First Aid", "Psychology", "Science (Biology)"),
        other=("Psychoanalysis", "Science (Chemistry)", "Spot Hidden", "Listen", "Persuade", "Drive Auto"),
    ),
    "drifter": _Hint(
        key=("Stealth", "Listen", "Climb"),
        social=("Fast Talk", "Charm"),
        other=(
            "Spot Hidden", "Survival (Forest)", "Fighting (Brawl)", "Sleight of Hand", "Psychology",
            "Natural World",
        ),
        personal=("Dodge", "Spot Hidden", "Swim", "Drive Auto", "Track"),
    ),
    "engineer": _Hint(
        key=("Mechanical Repair", "Electrical Repair", "Science (Engineering)", "Operate Heavy Machinery"),
        other=("Drive Auto", "Science (Chemistry)", "Spot Hidden", "Navigate", "Computer Use"),
    ),
    "entertainer": _Hint(
        key=("Art/Craft", "Disguise", "Psychology"),
        social=("Charm", "Fast Talk", "Persuade"),
        other=("Sleight of Hand", "Dodge", "Stealth", "Spot Hidden", "Art/Craft (Dancing)"),
        specs={"Art/Craft": ("Acting", "Singing", "Instrument")},
    ),
    "farmer": _Hint(
        key=("Art/Craft (Farming)", "Natural World", "Mechanical Repair", "Track"),
        social=("Persuade", "Intimidate"),
        other=("Firearms (Rifle/Shotgun)", "Ride", "Listen", "Navigate"),
        personal=("Firearms (Rifle/Shotgun)", "Spot Hidden", "Listen", "First Aid", "Swim"),
    ),
    "hacker": _Hint(
        key=("Computer Use", "Electronics", "Library Use"),
        social=("Fast Talk", "Persuade"),
        other=("Science (Mathematics)", "Science (Cryptography)", "Locksmith", "Stealth", "Psychology"),
    ),
    "journalist": _Hint(
        key=("Art/Craft (Photography)", "Library Use", "Psychology", "History"),
        social=("Fast Talk", "Persuade", "Charm"),
        other=("Spot Hidden", "Listen", "Occult", "Drive Auto", "Stealth", "Locksmith"),
    ),
    "lawyer": _Hint(
        key=("Law", "Psychology", "Library Use"),
        social=("Persuade", "Fast Talk", "Charm", "Intimidate"),
        other=("History", "Spot Hidden", "Listen", "Language (Latin)"),
    ),
    "librarian": _Hint(
        key=("Library Use", "Language (Other)", "Accounting"),
        other=("History", "Occult", "Spot Hidden", "Archaeology", "Anthropology", "Psychology"),
        specs={"Language (Other)": ("Latin", "French", "German", "Greek")},
    ),
    "military officer": _Hint(
        key=("Firearms", "Navigate", "Psychology"),
        social=("Intimidate", "Persuade"),
        other=("Dodge", "Fighting (Brawl)", "First Aid", "Drive Auto", "Ride"),
        specs={"Firearms": ("Handgun",), "Survival": ("Forest", "Desert", "Mountain", "Jungle")},
    ),
    "missionary": _Hint(
        key=("Medicine", "First Aid", "Natural World"),
        social=("Persuade", "Charm"),
        other=("Language (Other)", "Anthropology", "Survival (Jungle)", "Occult"),
        specs={"Art/Craft": ("Carpentry", "Cooking", "Singing")},
    ),
    "musician": _Hint(
        key=("Art/Craft (Instrument)", "Listen", "Psychology"),
        social=("Charm", "Persuade"),
        other=("Art/Craft (Singing)", "Spot Hidden", "Language (Other)", "Stealth", "History", "Drive Auto"),
    ),
    "parapsychologist": _Hint(
        key=("Occult", "Library Use", "Anthropology", "History"),
        other=("Spot Hidden", "Listen", "Psychoanalysis", "Science (Physics)"),
        specs={"Language (Other)": ("Latin", "Greek", "Sanskrit", "French")},
    ),
    "pilot": _Hint(
        key=("Pilot (Aircraft)", "Navigate", "Mechanical Repair"),
        other=("Spot Hidden", "Drive Auto", "Firearms (Handgun)", "Listen", "Science (Meteorology)"),
    ),
    "police detective": _Hint(
        key=("Spot Hidden", "Psychology", "Firearms", "Law"),
        social=("Intimidate", "Persuade", "Fast Talk"),
        other=("Fighting (Brawl)", "Drive Auto", "Library Use", "Stealth", "Track"),
        specs={"Firearms": ("Handgun",), "Art/Craft": ("Acting",)},
        prefer={"acting_or_disguise": ("Disguise",)},
    ),
    "police officer": _Hint(
        key=("Fighting (Brawl)", "Firearms", "Spot Hidden"),
        social=("Intimidate", "Persuade"),
        specs={"Firearms": ("Handgun",)},
        prefer={"drive_auto_or_ride": ("Drive Auto",)},
        personal=("Dodge", "Listen", "Drive Auto", "Track", "Stealth"),
    ),
    "private investigator": _Hint(
        key=("Spot Hidden", "Library Use", "Psychology", "Law"),
        social=("Fast Talk", "Persuade", "Charm"),
        other=("Firearms (Handgun)", "Stealth", "Locksmith", "Drive Auto", "Listen", "Fighting (Brawl)"),
    ),
    "professor": _Hint(
        key=("Library Use", "Language (Other)", "Psychology"),
        other=(
            "History", "Archaeology", "Anthropology", "Science (Chemistry)", "Occult", "Persuade",
            "Natural World",
        ),
        specs={"Language (Other)": ("Latin", "Greek", "German", "French")},
    ),
    "soldier": _Hint(
        key=("Firearms", "Dodge", "Stealth", "Fighting"),
        specs={
            "Firearms": ("Rifle/Shotgun",),
            "Fighting": ("Brawl",),
            "Survival": ("Forest", "Desert", "Mountain", "Jungle"),
        },
        prefer={"first_aid_mechanical_repair_or_language": ("First Aid",)},
        personal=("Spot Hidden", "Listen", "Climb", "Throw", "Drive Auto"),
    ),
    "tribe member": _Hint(
        key=("Natural World", "Survival", "Listen", "Spot Hidden"),
        specs={"Fighting": ("Spear",), "Survival": ("Jungle", "Desert", "Forest", "Arctic", "Mountain")},
        personal=("Stealth", "Track", "Dodge", "Climb", "First Aid"),
    ),
    "zealot": _Hint(
        key=("Psychology", "Stealth", "History"),
        social=("Persuade", "Intimidate", "Charm", "Fast Talk"),
        other=("Occult", "Fighting (Brawl)", "Library Use", "Firearms (Handgun)", "Disguise"),
    ),
}


#: Useful skills for personal interest points (and "any" picks no hint covers), with weights.
_USEFUL: tuple[tuple[str, int], ...] = (
    ("Spot Hidden", 10),
    ("Listen", 8),
    ("Library Use", 7),
    ("Dodge", 7),
    ("Psychology", 6),
    ("Stealth", 6),
    ("First Aid", 6),
    ("Fighting (Brawl)", 5),
    ("Firearms (Handgun)", 5),
    ("Persuade", 5),
    ("Drive Auto", 5),
    ("Computer Use", 5),
    ("Occult", 4),
    ("Charm", 4),
    ("Fast Talk", 4),
    ("Climb", 3),
    ("Swim", 3),
    ("History", 3),
    ("Language (Other)", 3),
    ("Track", 2),
    ("Locksmith", 2),
    ("Mechanical Repair", 2),
    ("Navigate", 2),
    ("Natural World", 2),
    ("Firearms (Rifle/Shotgun)", 2),
    ("Throw", 1),
    ("Jump", 1),
)


#: Specialisations used when an occupation's hint does not name one.
_DEFAULT_SPECS: dict[str, tuple[str, ...]] = {
    "art/craft": ("Photography", "Fine Art", "Carpentry", "Literature", "Cooking", "Singing"),
    "fighting": ("Brawl",),
    "firearms": ("Handgun", "Rifle/Shotgun"),
    "pilot": ("Aircraft", "Boat"),
    "survival": ("Forest", "Mountain", "Sea", "Desert"),
}


def _hint(occupation: OccupationDef) -> _Hint:
    return _HINTS.get(occupation.name.casefold(), _Hint())
