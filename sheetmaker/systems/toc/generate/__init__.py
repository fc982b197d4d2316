"""Random investigators and quick NPCs for Trail of Cthulhu (1st edition, seed 001).

:func:`random_investigator` builds an investigator the way a player following the rules would:
a real occupation (and a Military branch) with every choice made, Credit Rating inside the
occupation's range, Health / Stability / Sanity, every general and investigative build point
spent, the languages named, the Pillars of Sanity (and in Pulp the Sources of Stability) listed,
a Drive, a name, equipment and weapons from the tables. The result passes
:func:`~sheetmaker.systems.toc.validate.validate` without a violation (for the usual budgets:
not even a warning) and spends exactly its budgets, as :func:`~sheetmaker.systems.toc.rules.derive`
counts them.

:func:`quick_npc` builds a keeper's NPC (``kind="npc"``) at one of three tiers.

Everything random comes from the injected :class:`random.Random`, the document's id included;
with the same seed and the same ``now`` the same document comes out, byte for byte.

Decisions:

- **Exact spends.** Build points are spent one build point at a time: an occupational ability
  rises by 2 rating points (1 build point), any other by 1, so the totals land exactly on the
  budgets and nothing is withheld. Occupational ratings stay even where they can (an odd
  occupational rating wastes half a build point); a last pass gives such an ability its free
  extra point. Costs come from :mod:`sheetmaker.systems.toc.rules` (``ability_cost``,
  ``fleeing_cost``, ``credit_rating_cost``), the same functions ``derive`` uses.
- **Health, Stability, Sanity** are chosen first: Sanity 4–10 (at most 10 − Cthulhu Mythos,
  which is never bought), Stability and Health 4–12 in Purist, up to 15 and 14 in Pulp. If
  the highest of the three is more than twice the next, the next is raised to half of it.
- **The highest-general rule** (another General ability at least half the highest) holds at
  every step: a raise that would put an ability above twice every other General rating is not
  made. Health, Stability and Sanity count as General abilities, as ``validate`` counts them.
- **General points.** Each occupational General ability first gets 1 build point (rating 2),
  then points go one at a time: occupational abilities (weight 6, soft cap 8) and 4 "interests"
  drawn among the other General abilities (weight 3, soft cap 6; the occupation's suggestions
  and the generally useful Athletics, Driving, Firearms, First Aid, Fleeing, Scuffling, Sense
  Trouble, Stealth, Preparedness and Weapons are the likeliest interests; Hypnosis and
  Psychoanalysis rarely), the rest seldom (weight 0.1, soft cap 2). Athletics may reach 8 (Hit
  Threshold 4) for anyone. Pulp adds 2 to the caps. Magic and Cthulhu Mythos are never
  bought. Soft caps rise by 2 only when every candidate has reached its cap.
- **Investigative points**: Credit Rating first (a draw in the occupation's range, toward its
  lower half; never more than a third of the budget; a Hobo keeps 0, nobody sells points back),
  then Languages for the languages the occupation dictates or the Clergy's pick (an even
  rating when Languages is occupational, so a second language comes free), then 1 build point
  for each occupational ability (rating 2) while the budget lasts, then one build point at a
  time: occupational abilities (weight 6, soft cap 4, or 6 for occupations with fewer than 5
  investigative abilities), 3 interests (5 for those occupations) drawn among the others with
  the occupation's suggestions the likeliest (weight 3, soft cap 3), the rest seldom (0.1, cap 1).
- **Choices.** Free picks follow a table of what suits each shipped occupation (a Professor's
  Academic picks favour History, Occult, Anthropology...); other abilities stay possible. Picks
  never take Credit Rating, Cthulhu Mythos, Magic, Health, Stability, Sanity or Fleeing.
  Names given in ``occupational`` fill the choices first (:func:`occupational_picks`).
- **Languages** are named one per rating point: the occupation's own first (an Alienist's
  German and Latin, the Clergy pick), then languages that suit the occupation, then others.
  English is taken as the mother tongue and never listed.
- **Pillars of Sanity**: one per 3 full Sanity points, from the data's examples, all different.
  **Sources of Stability** (Pulp only): one per 3 full Stability points, invented living people
  with a relationship (family members share the investigator's surname). Purist sheets have none.
- **Drive**: the occupation's likely Drives weigh 3, the others 1.
- **Names** come from the 1920s name lists of the Call of Cthulhu data (the same people live in
  the 1930s); ages are 22–60, most often in the 30s and 40s.
- **Art and Craft** take one named speciality per rating point.
- **Weapons and equipment** follow the occupation (a Police Detective carries a Smith & Wesson
  .38 Special revolver, a Criminal a knife or a blackjack, soldiers their branch's arms); anyone
  else with Firearms 4+ gets a pistol and with Weapons 4+ a knife. Entries are copied from the
  weapon tables (``kind`` names the table entry). Nobody lists "Unarmed" except an NPC with no
  weapon at all.
- **Quick NPCs** (see :data:`TIERS`): Athletics, Health, Scuffling, Weapons and Firearms at the
  tier's rating ±1 (expert 10, professional 7, average 4; never below 1), the occupation's other
  General abilities at the rating −2..0, Stability at the rating; 5 / 4 / 3 of the occupation's
  investigative abilities at 3 / 2 / 1 (sometimes one more); Credit Rating three quarters, half
  or a quarter of the way up the occupation's range. The Hit Threshold is written on the
  statblock (3, or 4 with Athletics 8+, as for anyone); Alertness Modifier +1 / 0 / −1 (an
  average person is easy to slip past) and Stealth Modifier +1 / 0 / 0. NPCs get a Drive, no
  Pillars and no Sources; the build rules do not apply to them.
- **Times.** ``created`` and ``modified`` are ``now`` (default: the current time); the id is
  drawn from the generator.
- :func:`with_rating` is the keeper's ``--set`` of ``sheetmaker new toc``: a final rating
  (pool at the rating), whatever the build rules say.
"""

from __future__ import annotations

import difflib
import random
import uuid
from bisect import bisect
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from itertools import accumulate
from types import MappingProxyType

from sheetmaker.core.document import now_utc
from sheetmaker.systems.toc import data as _data
from sheetmaker.systems.toc.data import (
    ATHLETICS,
    CREDIT_RATING,
    CTHULHU_MYTHOS,
    FLEEING,
    HEALTH,
    LANGUAGES,
    SANITY,
    STABILITY,
    BranchDef,
    Explosive,
    Firearm,
    HandWeapon,
    OccupationDef,
    RulesData,
)
from sheetmaker.systems.toc.model import (
    Ability,
    OccupationChoice,
    Pillar,
    RangeModifiers,
    Source,
    ToCDocument,
    ToCSheet,
    Weapon,
)
from sheetmaker.systems.toc.rules import ability_cost, credit_rating_cost, fleeing_cost, hit_threshold

__all__ = [
    "CAMPAIGNS",
    "TIERS",
    "Tier",
    "find_branch",
    "find_occupation",
    "occupation_for_branch",
    "occupational_picks",
    "quick_npc",
    "random_investigator",
    "weapon_from_table",
    "with_rating",
]

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


# --------------------------------------------------------------------------- look-ups


def _suggestion(name: str, choices: Iterable[str]) -> str:
    lowered = {c.casefold(): c for c in choices}
    close = difflib.get_close_matches(name.casefold(), list(lowered), n=1, cutoff=0.6)
    return f" (did you mean {lowered[close[0]]!r}?)" if close else ""


def find_occupation(name: str, data: RulesData) -> OccupationDef:
    """An occupation by name, case-insensitive.

    Raises:
        ValueError: unknown occupation (the message lists the known ones).
    """
    found = data.occupation(name.strip())
    if found is None:
        names = [o.name for o in data.occupations]
        raise ValueError(f"unknown occupation {name!r}; expected one of: {', '.join(names)}")
    return found


def find_branch(occupation: OccupationDef, name: str | None) -> BranchDef | None:
    """A branch of the occupation by name (``None`` for no name).

    Raises:
        ValueError: the occupation has no branches, or none of that name.
    """
    if name is None:
        return None
    if not occupation.branches:
        raise ValueError(f"{occupation.name} has no branches; {name!r} does not apply")
    found = occupation.branch(name.strip())
    if found is None:
        names = ", ".join(b.name for b in occupation.branches)
        raise ValueError(f"{occupation.name} has no branch {name!r}; expected one of: {names}")
    return found


def occupation_for_branch(branch: str, data: RulesData) -> tuple[OccupationDef, BranchDef]:
    """The occupation that has a branch of that name (Navy → Military), and the branch.

    Raises:
        ValueError: no occupation, or several, have such a branch.
    """
    owners = [o for o in data.occupations if o.branch(branch.strip()) is not None]
    if not owners:
        known = sorted({b.name for o in data.occupations for b in o.branches})
        raise ValueError(f"no occupation has a branch {branch!r}; expected one of: {', '.join(known)}")
    if len(owners) > 1:
        raise ValueError(f"several occupations have a branch {branch!r}; name the occupation with --occupation")
    found = owners[0].branch(branch.strip())
    assert found is not None
    return owners[0], found


def _resolve(
    rng: random.Random, occupation: str | None, branch: str | None, data: RulesData
) -> tuple[OccupationDef, BranchDef | None]:
    """The occupation (random when not named) and its named branch (``None`` when not named)."""
    if occupation is not None:
        occ = find_occupation(occupation, data)
    elif branch is not None:
        occ = occupation_for_branch(branch, data)[0]
    else:
        occ = rng.choice(data.occupations)
    return occ, find_branch(occ, branch)


# --------------------------------------------------------------------------- occupational picks


def occupational_picks(
    occupation: OccupationDef,
    branch: BranchDef | None,
    names: Sequence[str],
    data: RulesData,
) -> tuple[dict[str, list[str]], list[str]]:
    """Fill the occupation's (and branch's) choices in order with the named picks.

    Each name goes to the first choice with room that offers it; a name no choice offers goes
    to the first choice of its kind with room (``validate`` then says it is not an option), or
    past the count of the last choice of its kind (``validate`` says too many). Ability names are
    made canonical; a language choice (Clergy) takes its language names.

    Returns:
        (picks by choice id, problems): one problem line per name that is neither an ability
        nor a language of a language choice, or that the occupation has no choice to hold.
    """
    choices = occupation.all_choices(branch)
    picks: dict[str, list[str]] = {c.id: [] for c in choices}
    problems: list[str] = []
    languages = {
        option.casefold(): option for c in choices if c.kind == "language" for option in c.abilities
    }
    options = {c.id: {o.casefold() for o in data.choice_options(occupation, c, branch)} for c in choices}
    for raw in names:
        name = raw.strip()
        ability = data.ability(name)
        if ability is not None:
            canonical, kind = ability.name, "ability"
        elif name.casefold() in languages:
            canonical, kind = languages[name.casefold()], "language"
        else:
            problems.append(
                f"--occupational {raw!r}: unknown ability"
                + _suggestion(name, [a.name for a in data.abilities] + list(languages.values()))
            )
            continue
        of_kind = [c for c in choices if c.kind == kind]
        if not of_kind:
            what = "free-choice occupational abilities" if kind == "ability" else "language choice"
            where = occupation.name + (f" ({branch.name})" if branch is not None else "")
            problems.append(f"--occupational {raw!r}: {where} has no {what}")
            continue
        room = [c for c in of_kind if len(picks[c.id]) < c.count]
        target = next((c for c in room if canonical.casefold() in options[c.id]), None)
        if target is None:
            target = room[0] if room else of_kind[-1]
        picks[target.id].append(canonical)
    return {key: value for key, value in picks.items() if value}, problems


def _branch_for_picks(
    rng: random.Random, occupation: OccupationDef, names: Sequence[str], data: RulesData
) -> BranchDef:
    """A random branch, among those whose choices can hold the named picks when any can."""
    fitting = [b for b in occupation.branches if not occupational_picks(occupation, b, names, data)[1]]
    return rng.choice(fitting or list(occupation.branches))


def _weighted_order(rng: random.Random, items: Sequence[tuple[str, float]]) -> list[str]:
    """Items in a random order where heavier items tend to come first."""
    keyed = [(rng.random() ** (1.0 / weight), name) for name, weight in items if weight > 0]
    keyed.sort(key=lambda pair: pair[0], reverse=True)
    return [name for _, name in keyed]


def _fill_choices(
    rng: random.Random,
    occupation: OccupationDef,
    branch: BranchDef | None,
    given: Mapping[str, list[str]],
    data: RulesData,
) -> dict[str, list[str]]:
    """Every choice filled: the given picks first, the rest random (the occupation's
    preferences weigh more)."""
    hint = _hint(occupation)
    preferred = {name.casefold(): len(hint.picks) - i for i, name in enumerate(hint.picks)}
    picks = {key: list(value) for key, value in given.items()}
    taken = {name.casefold() for values in picks.values() for name in values}
    for choice in occupation.all_choices(branch):
        chosen = picks.setdefault(choice.id, [])
        if len(chosen) >= choice.count:
            continue
        options = data.choice_options(occupation, choice, branch)
        usable = [
            o for o in options
            if o.casefold() not in taken and (choice.kind == "language" or o not in _NEVER_PICKED)
        ]
        weights = [(o, 1.0 + 3.0 * preferred.get(o.casefold(), 0)) for o in usable]
        ordered = _weighted_order(rng, weights)
        # A (user) choice offering too few of them falls back on what it offers.
        ordered += [o for o in options if o not in ordered and o.casefold() not in taken]
        for name in ordered[: choice.count - len(chosen)]:
            chosen.append(name)
            taken.add(name.casefold())
    return {key: value for key, value in picks.items() if value}


def _occupational_set(
    occupation: OccupationDef, branch: BranchDef | None, picks: Mapping[str, list[str]], data: RulesData
) -> frozenset[str]:
    names = list(occupation.abilities) + (list(branch.abilities) if branch is not None else [])
    for choice in occupation.all_choices(branch):
        if choice.kind == "ability":
            names.extend(p for p in picks.get(choice.id, ()) if p.casefold() != CREDIT_RATING.casefold())
    found = (data.ability(n) for n in names)
    return frozenset(a.name for a in found if a is not None)


# --------------------------------------------------------------------------- build points


class _Build:
    """Ratings being bought, with their costs as ``rules.derive`` counts them."""

    def __init__(
        self,
        data: RulesData,
        occupation: OccupationDef,
        branch: BranchDef | None,
        occupational: frozenset[str],
        campaign: str,
    ) -> None:
        tables = data.tables
        self.rate = tables.occupational_rate
        self.above = tables.credit_rating_above_ceiling
        self.defs = {a.name: a for a in data.abilities}
        self.start = {a.name: a.start for a in data.abilities}
        # The listed range guides what generators buy; the price has no ceiling when open.
        self.cr_base, self.cr_ceiling = occupation.credit_range(branch)
        self.cr_price_ceiling = occupation.credit_ceiling(branch)
        self.start[CREDIT_RATING] = self.cr_base
        self.ratings = dict(self.start)
        self.occupational = occupational
        self.general = [a.name for a in data.abilities if not a.investigative]
        self.hard: dict[str, int] = dict.fromkeys(self.ratings, 99)
        self.hard[SANITY] = tables.sanity_ceiling  # Cthulhu Mythos stays 0
        if campaign == "purist":
            self.hard[HEALTH] = self.hard[STABILITY] = tables.purist_max
        self.hard[LANGUAGES] = len(LANGUAGE_NAMES)

    def cost(self, name: str, rating: int, athletics: int | None = None) -> int:
        occupational = name in self.occupational
        if name == CREDIT_RATING:
            return credit_rating_cost(
                rating, self.cr_base, self.cr_price_ceiling, occupational, self.rate, self.above
            )
        if name == FLEEING:
            athletics = self.ratings[ATHLETICS] if athletics is None else athletics
            return fleeing_cost(rating, athletics, occupational, self.rate)
        return ability_cost(rating, self.start[name], occupational, self.rate)

    def delta(self, name: str, rating: int) -> int:
        """What raising ``name`` to ``rating`` costs (Athletics moves Fleeing's price too)."""
        old = self.ratings[name]
        change = self.cost(name, rating) - self.cost(name, old)
        fleeing = self.ratings[FLEEING]
        if name == ATHLETICS and fleeing:
            change += self.cost(FLEEING, fleeing, rating) - self.cost(FLEEING, fleeing, old)
        return change

    def supported(self, name: str, rating: int) -> bool:
        """Whether a General rating keeps another General ability at half the highest."""
        if name not in self.defs or self.defs[name].investigative:
            return True
        second = max(self.ratings[other] for other in self.general if other != name)
        return rating <= second or 2 * second >= rating

    def step(self, name: str) -> int:
        """The rating a raise of 1 build point reaches: +2 when occupational and even."""
        rating = self.ratings[name]
        if name in self.occupational and (rating - self.start[name]) % 2 == 0:
            return rating + self.rate
        return rating + 1

    def buy(self, name: str, rating: int) -> int:
        """Set the rating; return its cost."""
        change = self.delta(name, rating)
        self.ratings[name] = rating
        return change

    def first_share(self, rng: random.Random, budget: int, names: Sequence[str]) -> int:
        """One build point (2 rating points) for each occupational ability still at its start,
        in random order while the budget lasts; return what is left."""
        for name in _weighted_order(rng, [(n, 1.0) for n in names]):
            if budget <= 0:
                break
            if self.ratings[name] != self.start[name]:
                continue
            target = min(self.step(name), self.hard[name])
            change = self.delta(name, target)
            if 0 <= change <= budget and self.supported(name, target):
                budget -= self.buy(name, target)
        return budget

    def spend(
        self,
        rng: random.Random,
        budget: int,
        weights: Mapping[str, float],
        soft_cap: Callable[[str], int],
    ) -> int:
        """Spend ``budget`` build points one at a time on the weighted abilities; return what
        is left (0 unless every ability is at its hard cap)."""
        bonus = 0
        while budget > 0:
            limits = {n: min(self.hard[n], soft_cap(n) + bonus) for n, w in weights.items() if w > 0}
            names = [n for n, limit in limits.items() if self.ratings[n] < limit]
            cumulative = list(accumulate(weights[n] for n in names))
            bought = False
            while names and budget > 0:
                index = bisect(cumulative, rng.random() * cumulative[-1])
                pick = names[min(index, len(names) - 1)]
                target = min(self.step(pick), limits[pick])
                change = self.delta(pick, target)
                accepted = 0 <= change <= budget and self.supported(pick, target)
                if accepted:
                    budget -= self.buy(pick, target)
                    bought = True
                if not accepted or self.ratings[pick] >= limits[pick]:
                    # Rejected or full: out of this round (a rejected one is tried again next round).
                    names.pop(names.index(pick))
                    cumulative = list(accumulate(weights[n] for n in names))
            if not bought:
                bonus += 2
                if bonus > 99:
                    break
        return budget

    def round_up_odd(self) -> None:
        """Give occupational abilities with an odd bought rating their free extra point."""
        for name in sorted(self.occupational):
            if name == CREDIT_RATING:
                continue
            rating = self.ratings[name]
            bought = rating - self.start[name]
            if bought > 0 and bought % 2 and rating < self.hard[name] and self.delta(name, rating + 1) == 0:
                if self.supported(name, rating + 1):
                    self.ratings[name] = rating + 1


def _draw(rng: random.Random, low: int, high: int) -> int:
    """A whole number in ``low..high``, most often near the middle (mean of two draws)."""
    return (rng.randint(low, high) + rng.randint(low, high)) // 2


def _mind_and_body(rng: random.Random, build: _Build, campaign: str) -> int:
    """Set Sanity, Stability and Health; return their cost."""
    pulp = campaign == "pulp"
    sanity = min(build.hard[SANITY], rng.choice((4, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10)))
    stability = min(build.hard[STABILITY], _draw(rng, 4, 15 if pulp else 12))
    health = min(build.hard[HEALTH], _draw(rng, 4, 14 if pulp else 12))
    values = {SANITY: sanity, STABILITY: stability, HEALTH: health}
    top = max(values, key=lambda n: values[n])
    rest = [n for n in values if n != top]
    need = -(-values[top] // 2)
    if max(values[n] for n in rest) < need:
        # Raise the larger of the others that may go higher than Sanity's cap of 10.
        raise_this = max((n for n in rest if n != SANITY), key=lambda n: values[n])
        values[raise_this] = need
    spent = 0
    for name, value in values.items():
        spent += build.buy(name, value)
    return spent


def _spend_general(
    rng: random.Random, build: _Build, budget: int, campaign: str, occupation: OccupationDef
) -> None:
    budget -= _mind_and_body(rng, build, campaign)
    hint = _hint(occupation)
    suits = set(hint.suits)
    pulp = 2 if campaign == "pulp" else 0
    others: list[tuple[str, float]] = []
    for name in build.general:
        if name in (HEALTH, STABILITY, SANITY) or name in _NEVER_BOUGHT or name in build.occupational:
            continue
        if name in suits:
            others.append((name, 4.0))
        elif name in _USEFUL_GENERAL:
            others.append((name, 2.0))
        elif name in _RARE_GENERAL:
            others.append((name, 0.2))
        else:
            others.append((name, 0.5))
    interests = set(_weighted_order(rng, others)[:GENERAL_INTERESTS])
    weights: dict[str, float] = {}
    for name in build.general:
        if name in (HEALTH, STABILITY, SANITY) or name in _NEVER_BOUGHT:
            continue
        if name in build.occupational:
            weights[name] = 6.0
        elif name in interests:
            weights[name] = 3.0
        else:
            weights[name] = 0.1

    own = [name for name in weights if name in build.occupational]
    budget = build.first_share(rng, budget, own)

    def soft_cap(name: str) -> int:
        if name == ATHLETICS or name in build.occupational:
            return 8 + pulp
        if name in interests:
            return 6 + pulp
        return 2

    left = build.spend(rng, budget, weights, soft_cap)
    if left:  # pragma: no cover - 25 General abilities hold far more than 65 points
        raise RuntimeError(f"{left} general build points could not be spent")


def _languages_wanted(
    occupation: OccupationDef, picks: Mapping[str, list[str]], branch: BranchDef | None
) -> list[str]:
    wanted = list(occupation.languages)
    for choice in occupation.all_choices(branch):
        if choice.kind == "language":
            wanted.extend(picks.get(choice.id, ()))
    unique: list[str] = []
    for name in wanted:
        if name.casefold() not in {u.casefold() for u in unique}:
            unique.append(name)
    return unique


def _spend_investigative(
    rng: random.Random,
    build: _Build,
    budget: int,
    occupation: OccupationDef,
    wanted_languages: Sequence[str],
) -> None:
    hint = _hint(occupation)
    # Credit Rating: inside the range, toward its lower half, at most a third of the budget.
    span = build.cr_ceiling - build.cr_base
    if not occupation.credit_rating_locked and span > 0:
        target = build.cr_base + min(rng.randint(0, span), rng.randint(0, span))
        while target > build.cr_base and build.delta(CREDIT_RATING, target) > budget // 3:
            target -= 1
        budget -= build.buy(CREDIT_RATING, target)
    # Languages the occupation dictates (an even rating when occupational: the second is free).
    occupational_languages = LANGUAGES in build.occupational
    wanted = len(wanted_languages)
    if occupational_languages and not wanted and hint.language_weights:
        weights = hint.language_weights
        wanted = rng.choices(range(len(weights)), weights)[0]
    if wanted:
        if occupational_languages and wanted % 2:
            wanted += 1
        wanted = min(wanted, build.hard[LANGUAGES])
        while wanted > 0 and build.delta(LANGUAGES, wanted) > budget:
            wanted -= 1
        budget -= build.buy(LANGUAGES, wanted)
    # The rest, one build point at a time: the occupation's abilities, then a few interests.
    suits = {name.casefold() for name in (*hint.suits, *hint.picks)}
    candidates = [
        name for name, adef in build.defs.items()
        if adef.investigative and name not in _NEVER_BOUGHT and name != CREDIT_RATING
    ]
    own = [name for name in candidates if name in build.occupational]
    others = [
        (name, 4.0 if name.casefold() in suits else 0.5 if name == LANGUAGES else 1.0)
        for name in candidates if name not in build.occupational
    ]
    interests = set(_weighted_order(rng, others)[: INVESTIGATIVE_INTERESTS + (2 if len(own) < 5 else 0)])
    weights = {
        name: 6.0 if name in build.occupational else 3.0 if name in interests else 0.1 for name in candidates
    }
    occupational_cap = 4 if len(own) >= 5 else 6
    budget = build.first_share(rng, budget, own)

    def soft_cap(name: str) -> int:
        if name in build.occupational:
            return occupational_cap
        return 3 if name in interests else 1

    left = build.spend(rng, budget, weights, soft_cap)
    if left:  # pragma: no cover - 36 investigative abilities at 99 hold any budget the file allows
        raise RuntimeError(f"{left} investigative build points could not be spent")


# --------------------------------------------------------------------------- people and names


@cache
def _names():
    """The name lists (``names.json`` of the Call of Cthulhu data; 1920s names suit the 1930s)."""
    from sheetmaker.systems.coc7 import data as coc_data
    from sheetmaker.systems.datafiles import load_json

    names = load_json(coc_data.DATA_DIR / "names.json", coc_data.Names)
    return names.given_female["1920s"], names.given_male["1920s"], names.family["1920s"]


def _person(rng: random.Random, sex: str | None = None) -> tuple[str, str, str]:
    """(given name, family name, sex "f" or "m")."""
    female, male, family = _names()
    if sex not in ("f", "m"):
        sex = "f" if rng.random() < 0.5 else "m"
    given = rng.choice(female if sex == "f" else male)
    return given, rng.choice(family), sex


def _sources(rng: random.Random, count: int, family_name: str, sex: str, age: int) -> list[Source]:
    """``count`` invented living people with their relationship to the investigator (one that
    suits the investigator's age)."""
    sources: list[Source] = []
    used_names: set[str] = set()
    relations = list(_RELATIONS)
    rng.shuffle(relations)
    spouse_taken = False
    for relation, kin, their_sex, youngest, oldest in relations:
        if len(sources) == count:
            break
        if not youngest <= age <= oldest:
            continue
        if their_sex == "spouse":
            if spouse_taken:
                continue
            spouse_taken = True
            their_sex = "m" if sex == "f" else "f"
            relation = _PUBLIC_RELATIONS["spouse"][0 if their_sex == "f" else 1]
        given, surname, their_sex = _person(rng, their_sex or None)
        if kin:
            surname = family_name
        name = f"{given} {surname}"
        if name in used_names:
            continue
        used_names.add(name)
        sources.append(Source(name=name, relation=relation))
    while len(sources) < count:  # more Sources than relations: friends from all walks of life
        given, surname, _ = _person(rng)
        name = f"{given} {surname}"
        if name not in used_names:
            used_names.add(name)
            sources.append(Source(name=name, relation="a friend who asks no questions"))
    return sources


def _pillars(rng: random.Random, count: int, data: RulesData) -> list[Pillar]:
    examples = list(data.tables.pillar_examples)
    rng.shuffle(examples)
    chosen = examples[:count]
    extra = 1
    while len(chosen) < count:  # pragma: no cover - Sanity 10 needs 3, the data gives 8
        chosen.append(f"{examples[0]} ({extra})")
        extra += 1
    return [Pillar(name=name) for name in chosen]


def _drive(rng: random.Random, occupation: OccupationDef | None, data: RulesData) -> str:
    hint = _hint(occupation)
    liked = {name.casefold() for name in hint.drives}
    drives = [d.name for d in data.tables.drives]
    return rng.choices(drives, [3.0 if d.casefold() in liked else 1.0 for d in drives])[0]


def _language_names(rng: random.Random, count: int, wanted: Sequence[str], occupation: OccupationDef) -> list[str]:
    names = list(wanted)[:count]
    taken = {n.casefold() for n in names}
    preferred = [n for n in _hint(occupation).languages if n.casefold() not in taken]
    others = [n for n in LANGUAGE_NAMES if n.casefold() not in taken and n not in preferred]
    rng.shuffle(others)
    for name in preferred + others:
        if len(names) >= count:
            break
        if name.casefold() not in taken:
            taken.add(name.casefold())
            names.append(name)
    return names


def _age(rng: random.Random) -> int:
    return 20 + rng.randint(2, 20) + rng.randint(0, 20)


def _specialities(rng: random.Random, name: str, rating: int, hint: _Hint) -> list[str]:
    liked = hint.art if name == ART else hint.craft
    pool = ART_SPECIALITIES if name == ART else CRAFT_SPECIALITIES
    rest = [s for s in pool if s not in liked]
    rng.shuffle(rest)
    return (list(liked) + rest)[: min(rating, len(pool))]


# --------------------------------------------------------------------------- weapons


def weapon_from_table(entry: HandWeapon | Firearm | Explosive, name: str | None = None) -> Weapon:
    """A sheet weapon copied from a weapon table entry (``kind`` names the entry)."""
    label = name or entry.name
    if isinstance(entry, HandWeapon):
        return Weapon(name=label, kind=entry.name, ability=entry.ability, damage_modifier=entry.damage_modifier)
    ranges = RangeModifiers(**entry.ranges.model_dump())
    if isinstance(entry, Firearm):
        notes = ", ".join(note.replace("_", " ") for note in entry.notes)
        return Weapon(name=label, kind=entry.name, ability="Firearms", ranges=ranges, ammo=entry.ammo, notes=notes)
    notes = "incendiary" if entry.incendiary else ""
    return Weapon(name=label, kind=entry.name, ability="Athletics", ranges=ranges, notes=notes)


def _weapons(
    rng: random.Random,
    occupation: OccupationDef,
    branch: BranchDef | None,
    ratings: Mapping[str, int],
    data: RulesData,
) -> list[Weapon]:
    hint = _hint(occupation)
    options = _BRANCH_WEAPONS.get(branch.name.casefold(), hint.weapons) if branch is not None else hint.weapons
    names = list(rng.choice(options)) if options else []
    entries = [data.weapon(n) for n in names]
    chosen = [e for e in entries if e is not None]
    if ratings.get("Firearms", 0) >= 4 and not any(isinstance(e, Firearm) for e in chosen):
        gun = data.weapon(rng.choice(_PISTOLS))
        if gun is not None:
            chosen.append(gun)
    if ratings.get("Weapons", 0) >= 4 and not any(
        isinstance(e, HandWeapon) and e.ability == "Weapons" for e in chosen
    ):
        knife = data.weapon("Knife")
        if knife is not None:
            chosen.append(knife)
    return [weapon_from_table(entry) for entry in chosen]


# --------------------------------------------------------------------------- documents


def _document_id(rng: random.Random) -> uuid.UUID:
    return uuid.UUID(int=rng.getrandbits(128), version=4)


def _stamp(now: datetime | None) -> datetime:
    if now is None:
        return now_utc()
    return now if now.tzinfo is not None else now.replace(tzinfo=UTC)


def _check_settings(campaign: str, investigators: int, investigative_budget: int | None) -> None:
    if campaign not in CAMPAIGNS:
        raise ValueError(f"unknown campaign style {campaign!r} (expected purist or pulp)")
    if isinstance(investigators, bool) or not isinstance(investigators, int) or not 1 <= investigators <= 99:
        raise ValueError(f"investigators {investigators!r} is outside 1 to 99")
    if investigative_budget is not None and (
        isinstance(investigative_budget, bool)
        or not isinstance(investigative_budget, int)
        or not 0 <= investigative_budget <= 200
    ):
        raise ValueError(f"investigative build points {investigative_budget!r} are outside 0 to 200")


def _abilities(build: _Build, rng: random.Random, hint: _Hint) -> dict[str, Ability]:
    abilities: dict[str, Ability] = {}
    for name in build.defs:  # sheet order
        rating = build.ratings[name]
        if rating == build.start[name]:
            continue
        specialities = _specialities(rng, name, rating, hint) if name in (ART, CRAFT) and rating else []
        abilities[name] = Ability(rating=rating, specialities=specialities)
    return abilities


def random_investigator(
    rng: random.Random,
    campaign: str = "purist",
    investigators: int = 4,
    investigative_budget: int | None = None,
    occupation: str | None = None,
    branch: str | None = None,
    name: str | None = None,
    now: datetime | None = None,
    data: RulesData | None = None,
    *,
    occupational: Sequence[str] | None = None,
) -> ToCDocument:
    """A complete, valid investigator made by the build rules with random choices.

    Args:
        rng: the source of every random choice.
        campaign: ``"purist"`` or ``"pulp"``.
        investigators: the group's size; sets the investigative budget (2: 24, 3: 18, 4+: 16).
        investigative_budget: the keeper's own investigative budget (0..200), overriding it.
        occupation: an occupation (case-insensitive); random when ``None``.
        branch: the Military branch; random when the occupation has branches and none is
            given (an occupation given by its branch alone is found: ``branch="Navy"``).
        name: the investigator's name; random when ``None``.
        now: ``created`` and ``modified`` (default: the current time).
        data: the rules data (default: :func:`sheetmaker.systems.toc.data.load`).
        occupational: free-choice occupational picks that fill the choices first, in order
            (:func:`occupational_picks`); the rest are chosen at random.

    Raises:
        ValueError: unknown campaign, occupation, branch or pick; settings out of range.
    """
    data = data or _data.load()
    _check_settings(campaign, investigators, investigative_budget)
    occ, chosen_branch = _resolve(rng, occupation, branch, data)
    given: dict[str, list[str]] = {}
    if occ.branches and chosen_branch is None:
        chosen_branch = _branch_for_picks(rng, occ, occupational or (), data)
    if occupational:
        given, problems = occupational_picks(occ, chosen_branch, occupational, data)
        if problems:
            raise ValueError("; ".join(problems))
    picks = _fill_choices(rng, occ, chosen_branch, given, data)
    occupational_set = _occupational_set(occ, chosen_branch, picks, data)

    build = _Build(data, occ, chosen_branch, occupational_set, campaign)
    inv_budget = (
        investigative_budget if investigative_budget is not None else data.investigative_points(investigators)
    )
    wanted_languages = _languages_wanted(occ, picks, chosen_branch)
    _spend_investigative(rng, build, inv_budget, occ, wanted_languages)
    _spend_general(rng, build, data.tables.general_build_points, campaign, occ)
    build.round_up_odd()

    hint = _hint(occ)
    given_name, family_name, sex = _person(rng)
    sanity = build.ratings[SANITY]
    stability = build.ratings[STABILITY]
    drive = _drive(rng, occ, data)
    age = _age(rng)
    sheet = ToCSheet(
        campaign=campaign,  # type: ignore[arg-type]
        investigators=investigators,
        investigative_budget=investigative_budget,
        occupation=OccupationChoice(
            name=occ.name, branch=chosen_branch.name if chosen_branch is not None else None, picks=picks
        ),
        drive=drive,
        age=age,
        abilities=_abilities(build, rng, hint),
        languages=_language_names(rng, build.ratings[LANGUAGES], wanted_languages, occ),
        pillars_of_sanity=_pillars(rng, sanity // data.tables.points_per_pillar, data),
        sources_of_stability=(
            _sources(rng, stability // data.tables.points_per_source, family_name, sex, age)
            if campaign == "pulp" else []
        ),
        weapons=_weapons(rng, occ, chosen_branch, build.ratings, data),
        equipment=rng.choice(hint.equipment or _DEFAULT_EQUIPMENT),
    )
    stamp = _stamp(now)
    return ToCDocument(
        id=_document_id(rng),
        name=name if name is not None else f"{given_name} {family_name}",
        created=stamp,
        modified=stamp,
        kind="investigator",
        sheet=sheet,
    )


# --------------------------------------------------------------------------- NPCs


def quick_npc(
    rng: random.Random,
    tier: str = "average",
    campaign: str = "purist",
    occupation: str | None = None,
    branch: str | None = None,
    name: str | None = None,
    now: datetime | None = None,
    data: RulesData | None = None,
    *,
    occupational: Sequence[str] | None = None,
    investigators: int = 4,
    investigative_budget: int | None = None,
) -> ToCDocument:
    """A keeper's quick NPC (``kind="npc"``; the build rules do not apply).

    Args:
        rng: the source of every random choice.
        tier: ``"expert"``, ``"professional"`` or ``"average"`` (:data:`TIERS`).
        campaign: ``"purist"`` or ``"pulp"``.
        occupation: an occupation; random when ``None``.
        branch: the Military branch; random when needed and not given.
        name: the NPC's name; random when ``None``.
        now: ``created`` and ``modified`` (default: the current time).
        data: the rules data.
        occupational: free-choice occupational picks (as for :func:`random_investigator`).
        investigators, investigative_budget: recorded on the sheet (they do not bind NPCs).

    Raises:
        ValueError: unknown tier, campaign, occupation, branch or pick.
    """
    data = data or _data.load()
    tier_key = tier.strip().casefold() if isinstance(tier, str) else tier
    if tier_key not in TIERS:
        raise ValueError(f"unknown tier {tier!r} (expected {', '.join(TIERS)})")
    spec = TIERS[tier_key]
    _check_settings(campaign, investigators, investigative_budget)
    occ, chosen_branch = _resolve(rng, occupation, branch, data)
    if occ.branches and chosen_branch is None:
        chosen_branch = _branch_for_picks(rng, occ, occupational or (), data)
    given: dict[str, list[str]] = {}
    if occupational:
        given, problems = occupational_picks(occ, chosen_branch, occupational, data)
        if problems:
            raise ValueError("; ".join(problems))
    picks = _fill_choices(rng, occ, chosen_branch, given, data)
    occupational_set = _occupational_set(occ, chosen_branch, picks, data)

    ratings: dict[str, int] = {}
    for key in NPC_KEY_GENERAL:
        ratings[key] = max(1, spec.general + rng.randint(-1, 1))
    for adef in data.abilities:
        if adef.investigative or adef.name in ratings or adef.name not in occupational_set:
            continue
        ratings[adef.name] = max(1, spec.general + rng.randint(-2, 0))
    ratings[STABILITY] = spec.general
    investigative = [
        a.name for a in data.abilities
        if a.investigative and a.name in occupational_set and a.name not in (CREDIT_RATING, CTHULHU_MYTHOS)
    ]
    rng.shuffle(investigative)
    for key in investigative[: spec.investigative_count]:
        ratings[key] = spec.investigative + (1 if rng.random() < 0.25 else 0)
    low, high = occ.credit_range(chosen_branch)
    credit = low + round((high - low) * spec.credit)
    if credit:
        ratings[CREDIT_RATING] = credit

    hint = _hint(occ)
    abilities = {
        adef.name: Ability(
            rating=ratings[adef.name],
            specialities=(
                _specialities(rng, adef.name, ratings[adef.name], hint) if adef.name in (ART, CRAFT) else []
            ),
        )
        for adef in data.abilities
        if adef.name in ratings and ratings[adef.name] != adef.start
    }
    languages = _language_names(
        rng, ratings.get(LANGUAGES, 0), _languages_wanted(occ, picks, chosen_branch), occ
    )
    weapons = _weapons(rng, occ, chosen_branch, ratings, data)
    if not weapons:
        unarmed = data.weapon("Unarmed")
        if unarmed is not None:
            weapons = [weapon_from_table(unarmed)]
    given_name, family_name, _ = _person(rng)
    sheet = ToCSheet(
        campaign=campaign,  # type: ignore[arg-type]
        investigators=investigators,
        investigative_budget=investigative_budget,
        occupation=OccupationChoice(
            name=occ.name, branch=chosen_branch.name if chosen_branch is not None else None, picks=picks
        ),
        drive=_drive(rng, occ, data),
        age=_age(rng),
        abilities=abilities,
        languages=languages,
        weapons=weapons,
        equipment=rng.choice(hint.equipment or _DEFAULT_EQUIPMENT),
        hit_threshold=hit_threshold(ratings[ATHLETICS]),
        alertness_modifier=spec.alertness,
        stealth_modifier=spec.stealth,
    )
    stamp = _stamp(now)
    return ToCDocument(
        id=_document_id(rng),
        name=name if name is not None else f"{given_name} {family_name}",
        created=stamp,
        modified=stamp,
        kind="npc",
        tags=[tier_key],
        notes=(
            f"Quick NPC, {tier_key} tier: Athletics, Health, Scuffling, Weapons and Firearms "
            f"around {spec.general}; Alertness Modifier {spec.alertness:+d}, Stealth Modifier "
            f"{spec.stealth:+d}."
        ),
        sheet=sheet,
    )


# --------------------------------------------------------------------------- keeper's edits


def with_rating(sheet: ToCSheet, name: str, rating: int, data: RulesData | None = None) -> ToCSheet:
    """The sheet with an ability's final rating set (its pool at the rating).

    The rating is taken as given: build points, caps and Pillars are left for ``validate`` to
    judge. Named specialities (Art, Craft) are kept.

    Raises:
        ValueError: an unknown ability, or a rating outside 0..99 (what the file holds).
    """
    data = data or _data.load()
    adef = data.ability(name.strip())
    if adef is None:
        raise ValueError(f"unknown ability {name!r}{_suggestion(name.strip(), [a.name for a in data.abilities])}")
    if isinstance(rating, bool) or not isinstance(rating, int) or not 0 <= rating <= 99:
        raise ValueError(f"{adef.name} {rating!r} is outside 0 to 99")
    abilities = {}
    old: Ability | None = None
    for key, entry in sheet.abilities.items():
        if key.casefold() == adef.name.casefold():
            old = entry
        else:
            abilities[key] = entry
    specialities = list(old.specialities) if old is not None else []
    abilities[adef.name] = Ability(rating=rating, specialities=specialities)
    return sheet.model_copy(update={"abilities": abilities})
