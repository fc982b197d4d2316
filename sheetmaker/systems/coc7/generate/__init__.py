"""Random investigators and quick NPCs for Call of Cthulhu 7e.

:func:`random_investigator` builds an investigator the way a player following the rules would:
characteristics rolled (or allocated), an age with its effects, Luck, an occupation of the era
with every choice made, every occupation and personal interest point spent, a name, a home and
sensible weapons. The result passes :func:`~sheetmaker.systems.coc7.validate.validate` without
an error and spends exactly its budgets.

:func:`quick_npc` builds a keeper's NPC at one of three tiers (expert 75, professional 50,
average 25 on the occupation skills), with rolled or averaged characteristics.

Everything random comes from the injected :class:`random.Random`, the document's id included;
with the same seed and the same ``now`` the same document comes out, byte for byte.

Decisions:

- **Age.** Unless given, the age is drawn from bands weighted toward the 20s to 40s (15–19
  rarely, 60s and 70s seldom). A given age must be 15–89 for an investigator (the creation
  table); NPCs take any age the file format holds.
- **Age deductions** go 5 points at a time to whichever allowed characteristic is highest,
  keeping each above 30 while it can, then above 15, and only then down to the rules' floor of 1
  (:class:`SpreadAgeChoices`).
- **Occupation points.** Credit Rating is set inside the occupation's range first (a draw
  toward the lower middle of the range, never more than about 35% of the points). The rest goes
  in steps that end values on multiples of 5 where they can: each occupation skill gets a first
  share, then 2–4 key skills of the occupation (its first ones the likeliest) are raised in turn
  toward 55–80, and what is left is spread at random (key skills slightly favoured). Key skills
  stop at 75 or 80, the others at 60–70; only when every skill has reached its cap do the caps
  rise, 5 at a time, never past 99. The formula's choice is the best pick, recorded.
- **Choices.** Social, A-or-B and "any skill" picks follow a table of what suits each shipped
  occupation (a Police Detective favours Intimidate and Disguise, a Soldier's Firearms is
  Rifle/Shotgun); user occupations fall back on a list of generally useful skills.
- **Personal points** (INT×2) go to 3–5 useful skills that are not occupation skills (caps
  50–65, more skills added when those are full); none to Cthulhu Mythos or Credit Rating.
- **Quick NPCs.** Every occupation skill is set to the tier's value (occupation points = value
  − base), except that a skill whose base is higher keeps its base (Language (Own) at EDU,
  Dodge at half DEX) and Credit Rating sits at the tier's point of the occupation's range (a
  quarter of the way up for average, half for professional, three quarters for expert: a
  professional Police Detective, 20–50, has 35). Other skills stay at their base.
- **Averaged characteristics** take the exact average of the dice rounded down to a multiple
  of 5: 3D6×5 (average 52.5) gives 50, (2D6+6)×5 (average 65) gives 65. An averaged NPC has
  Luck 50 too; otherwise Luck is rolled (3D6×5).
- **Weapons** come from the era's weapons list (``weapons.json``). Everyone has Unarmed
  (1D3+DB, Fighting (Brawl)); a Firearms occupation or interest skill brings a gun of the era
  (.38 revolver or 9mm automatic, a shotgun, a rifle), a Fighting (Spear/Sword/Axe) skill its
  weapon, police officers a nightstick (a collapsible baton today).
- **Times.** ``created`` and ``modified`` are ``now`` (default: the current time); the id is
  drawn from the generator.
- :func:`with_characteristics` and :func:`with_skill_value` are the keeper's edits of
  ``sheetmaker new`` (``--set``, ``--skill``): free entry of characteristics, and a skill's
  final value turned into points (Cthulhu Mythos into :attr:`CoC7Sheet.cthulhu_mythos`).
"""

from __future__ import annotations

import math
import random
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from types import MappingProxyType

from sheetmaker.core import dice
from sheetmaker.core.document import now_utc
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7.creation import (
    AGE_FLOOR,
    ROLL_EXPRESSIONS,
    apply_age,
    roll_characteristics,
    roll_luck,
    set_skill_points,
)
from sheetmaker.systems.coc7.data import SOCIAL_SKILLS, ChoiceDef, OccupationDef, RulesData, SkillDef
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    Characteristics,
    CoC7Document,
    CoC7Sheet,
    Creation,
    OccupationChoice,
    Skill,
    Weapon,
)
from sheetmaker.systems.coc7.rules import (
    best_pick,
    canonical_label,
    derive,
    needs_specialisation,
    occupation_points,
    occupation_skill_labels,
    personal_points,
    skill_base,
)

__all__ = [
    "AGE_BANDS",
    "INVESTIGATOR_AGES",
    "TIERS",
    "TIER_CREDIT",
    "SpreadAgeChoices",
    "allocate_characteristics",
    "average_characteristics",
    "choose_occupation",
    "make_choices",
    "quick_npc",
    "random_age",
    "random_investigator",
    "weapons_for",
    "with_characteristics",
    "with_skill_value",
]

#: Skill value of a quick NPC's occupation skills, by tier.
TIERS: Mapping[str, int] = MappingProxyType({"expert": 75, "professional": 50, "average": 25})
#: Where a quick NPC's Credit Rating lies in the occupation's range, by tier.
TIER_CREDIT: Mapping[str, float] = MappingProxyType({"expert": 0.75, "professional": 0.5, "average": 0.25})
#: Ages an investigator may be created at (the "Age at creation" table).
INVESTIGATOR_AGES = (15, 89)
#: Random ages: (first, last, weight) — mostly 20s to 40s.
AGE_BANDS: tuple[tuple[int, int, int], ...] = (
    (15, 19, 4),
    (20, 29, 30),
    (30, 39, 30),
    (40, 49, 20),
    (50, 59, 10),
    (60, 69, 5),
    (70, 79, 1),
)
#: Most a characteristic keeps above when age deductions can go elsewhere.
SOFT_FLOORS = (30, 15, AGE_FLOOR)

CREDIT_RATING = "Credit Rating"


# --------------------------------------------------------------------------- hints per occupation


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


# --------------------------------------------------------------------------- small helpers


def _weighted_order(rng: random.Random, items: Sequence[tuple[str, float]]) -> list[str]:
    """Items in a random order where heavier ones tend to come first (weighted sampling
    without replacement)."""
    keyed = [(rng.random() ** (1.0 / weight), name) for name, weight in items if weight > 0]
    keyed.sort(key=lambda pair: pair[0], reverse=True)
    return [name for _, name in keyed]


def _check_era(era: str) -> None:
    if era not in _data.ERAS:
        raise ValueError(f"unknown era {era!r} (expected {' or '.join(_data.ERAS)})")


def choose_occupation(
    rng: random.Random, era: str = "1920s", name: str | None = None, data: RulesData | None = None
) -> OccupationDef:
    """The named occupation of the era, or a random one.

    Raises:
        ValueError: the name is not an occupation of the era (the message lists them).
    """
    data = data or _data.load()
    _check_era(era)
    available = data.occupations_for(era)  # type: ignore[arg-type]
    if name is None:
        return rng.choice(available)
    found = data.occupation(name.strip())
    if found is None or era not in found.eras:
        why = "is not an occupation" if found is None else f"is not an occupation of the {era} era"
        listing = ", ".join(o.name for o in available)
        raise ValueError(f"{name!r} {why}; choose one of: {listing}")
    return found


def random_age(rng: random.Random) -> int:
    """A random age for a new investigator or NPC, mostly in the 20s to 40s (:data:`AGE_BANDS`)."""
    low, high, _ = rng.choices(AGE_BANDS, weights=[band[2] for band in AGE_BANDS])[0]
    return rng.randint(low, high)


def _investigator_age(rng: random.Random, age: int | None) -> int:
    if age is None:
        return random_age(rng)
    low, high = INVESTIGATOR_AGES
    if isinstance(age, bool) or not isinstance(age, int) or not low <= age <= high:
        raise ValueError(
            f"age {age!r} is outside {low} to {high}, the ages an investigator can be created at"
        )
    return age


class SpreadAgeChoices:
    """Splits an age deduction 5 points at a time onto the highest allowed characteristic.

    Each characteristic is kept above 30 while the deduction can go elsewhere, then above 15,
    and only then down to the rules' floor (1). Ties are broken at random when an ``rng`` is
    given, else in sheet order. Implements :class:`~sheetmaker.systems.coc7.creation.AgeChoices`.
    """

    def __init__(self, rng: random.Random | None = None, floors: Sequence[int] = SOFT_FLOORS) -> None:
        self.rng = rng
        self.floors = tuple(floors)

    def split_deduction(
        self, total: int, allowed: tuple[str, ...], limits: Mapping[str, int], current: Mapping[str, int]
    ) -> dict[str, int]:
        order = list(allowed)
        if self.rng is not None:
            self.rng.shuffle(order)
        rank = {name: i for i, name in enumerate(order)}
        split = dict.fromkeys(allowed, 0)
        left = total
        for floor in (*self.floors, AGE_FLOOR):
            while left > 0:
                room = {
                    name: min(limits[name] - split[name], current[name] - split[name] - floor)
                    for name in allowed
                }
                open_ = [name for name in allowed if room[name] > 0]
                if not open_:
                    break
                name = max(open_, key=lambda n: (current[n] - split[n], -rank[n]))
                step = min(5, left, room[name])
                split[name] += step
                left -= step
        return {name: points for name, points in split.items() if points}


def allocate_characteristics(
    rng: random.Random, occupation: OccupationDef, data: RulesData | None = None
) -> Characteristics:
    """The allocation method's values (40, 50, 50, 50, 60, 60, 70, 80) given as a player would:
    the highest to the characteristics of the occupation's points formula (its best choice),
    then INT and POW, the rest at random."""
    data = data or _data.load()
    values = sorted(data.tables.allocation, reverse=True)
    formula = occupation.points
    first = list(formula.fixed)
    if formula.choose:
        first.append(rng.choice(formula.choose))
    priority = [name for name in first if name in CHARACTERISTICS]
    for name in ("INT", "POW"):
        if name not in priority:
            priority.append(name)
    rest = [name for name in CHARACTERISTICS if name not in priority]
    rng.shuffle(rest)
    order = priority + rest
    # The formula's characteristics get the top values in a random order among themselves.
    top = order[: len(first)]
    rng.shuffle(top)
    order[: len(first)] = top
    return Characteristics(**dict(zip(order, values, strict=False)))


def average_characteristics() -> Characteristics:
    """The average of each characteristic's dice rounded down to a multiple of 5: 3D6×5 → 50,
    (2D6+6)×5 → 65."""
    values = {}
    for name in CHARACTERISTICS:
        mean = dice.parse(ROLL_EXPRESSIONS[name]).average()
        values[name] = int(math.floor(mean / 5) * 5)
    return Characteristics(**values)


# --------------------------------------------------------------------------- occupation choices


class _Labels:
    """Resolves labels against the rules data and remembers the skills already taken."""

    def __init__(self, data: RulesData, era: str) -> None:
        self.data = data
        self.era = era
        self.used: set[str] = set()

    def resolve(self, label: str) -> tuple[str, SkillDef | None, str]:
        hit = self.data.resolve(label)
        if hit is None:
            return label, None, ""
        sdef, spec = hit
        return canonical_label(label, self.data), sdef, spec

    def usable(self, sdef: SkillDef | None) -> bool:
        return (
            sdef is not None
            and self.era in sdef.eras
            and not sdef.no_creation_points
            and sdef.name.casefold() != CREDIT_RATING.casefold()
        )

    def name_spec(self, sdef: SkillDef, hint: _Hint, rng: random.Random) -> str | None:
        """A specialisation of ``sdef`` whose label is not taken yet (``None`` if none is left)."""
        suggested = list(hint.specs.get(sdef.name, ()))
        if len(suggested) > 1:
            # The first suggestion is the likeliest, but not the only one.
            weights = [(spec, 3.0 if i == 0 else 1.5) for i, spec in enumerate(suggested)]
            suggested = _weighted_order(rng, weights)
        defaults = _DEFAULT_SPECS.get(sdef.name.casefold())
        if defaults is None:
            defaults = tuple(sdef.default_specialisations) + tuple(sdef.specialisations)
        pool = [spec for spec in defaults if spec not in suggested]
        rng.shuffle(pool)
        for spec in [*suggested, *pool, "General"]:
            if canonical_label(_other_label(sdef.name, spec), self.data).casefold() not in self.used:
                return spec
        return None

    def complete(self, label: str, hint: _Hint, rng: random.Random) -> str | None:
        """The label with a specialisation named if it needs one; ``None`` when unusable/taken."""
        canonical, sdef, spec = self.resolve(label)
        if not self.usable(sdef):
            return None
        assert sdef is not None
        if needs_specialisation(sdef) and not spec:
            spec = self.name_spec(sdef, hint, rng)
            if spec is None:
                return None
            canonical = canonical_label(_other_label(sdef.name, spec), self.data)
        if canonical.casefold() in self.used:
            return None
        return canonical

    def take(self, label: str) -> None:
        self.used.add(label.casefold())


def _other_label(name: str, spec: str) -> str:
    """``Language (Other)`` + ``Latin`` → ``Language (Latin)``; ``Art/Craft`` + ``Acting`` →
    ``Art/Craft (Acting)``."""
    if name.endswith(")") and " (" in name:
        stem = name[: name.index(" (")]
        return f"{stem} ({spec})"
    return f"{name} ({spec})"


def make_choices(
    rng: random.Random,
    occupation: OccupationDef,
    era: str = "1920s",
    chars: Characteristics | None = None,
    data: RulesData | None = None,
) -> OccupationChoice:
    """Every choice of an occupation made as a player would: specialisations named for the
    fixed skills that ask for one, social picks, A-or-B picks and "any skill" picks that suit
    the occupation (no duplicate, no Cthulhu Mythos, no Credit Rating), and the best formula
    pick for ``chars`` (or none when the formula has no choice or ``chars`` is not given)."""
    data = data or _data.load()
    hint = _hint(occupation)
    labels = _Labels(data, era)
    specialisations: dict[str, str] = {}
    for fixed in occupation.skills:
        canonical, sdef, spec = labels.resolve(fixed)
        if sdef is not None and needs_specialisation(sdef) and not spec:
            chosen = labels.name_spec(sdef, hint, rng) or "General"
            specialisations[fixed] = chosen
            canonical = canonical_label(_other_label(sdef.name, chosen), data)
        labels.take(canonical)

    picks: dict[str, list[str]] = {}
    # Specific choices first, so that "any skill" picks never take what they need.
    ordered = sorted(occupation.choices, key=lambda c: c.options == "any")
    for choice in ordered:
        picks[choice.id] = _pick(rng, choice, hint, labels)
    picks = {choice.id: picks[choice.id] for choice in occupation.choices}
    pick = best_pick(occupation.points, chars) if chars is not None else None
    return OccupationChoice(
        name=occupation.name, formula_pick=pick, picks=picks, specialisations=specialisations
    )


def _pick(rng: random.Random, choice: ChoiceDef, hint: _Hint, labels: _Labels) -> list[str]:
    if choice.options == "social":
        preferred = set(hint.social)
        candidates = _weighted_order(rng, [(s, 4.0 if s in preferred else 1.0) for s in SOCIAL_SKILLS])
        fallback: list[str] = []
    elif choice.options == "any":
        suits = list(hint.other)
        candidates = _weighted_order(rng, [(s, 6.0 - min(i, 4)) for i, s in enumerate(suits)])
        fallback = _weighted_order(rng, [(s, w) for s, w in _USEFUL if s not in suits])
    else:
        preferred = set(hint.prefer.get(choice.id, ()))
        candidates = _weighted_order(rng, [(s, 3.0 if s in preferred else 1.0) for s in choice.options])
        fallback = []
    chosen: list[str] = []
    for label in [*candidates, *fallback]:
        if len(chosen) == choice.count:
            break
        complete = labels.complete(label, hint, rng)
        if complete is None:
            continue
        labels.take(complete)
        chosen.append(complete)
    if len(chosen) < choice.count and choice.options == "any":
        for sdef in labels.data.skills_for(labels.era, uncommon=False):  # type: ignore[arg-type]
            if len(chosen) == choice.count:
                break
            complete = labels.complete(sdef.name, hint, rng)
            if complete is not None:
                labels.take(complete)
                chosen.append(complete)
    return chosen


# --------------------------------------------------------------------------- spending points


@dataclass
class _Pot:
    label: str
    base: int
    cap: int
    weight: float
    points: int = 0

    @property
    def value(self) -> int:
        return self.base + self.points


def _chunk(pot: _Pot, left: int) -> int:
    """Points for one step: up to the next multiple of 5 (values end in 0 or 5 when they can)."""
    step = 5 - pot.value % 5 if pot.value % 5 else 5
    return min(step, left, pot.cap - pot.value)


def _spend(rng: random.Random, budget: int, pots: list[_Pot], reserve: list[_Pot], first_share: bool) -> int:
    """Spend ``budget`` over ``pots`` (more from ``reserve`` when all are full, then higher
    caps, never past 99); returns what could not be spent (0 but in freak cases)."""
    left = budget
    if first_share:
        for pot in pots:
            if left <= 0:
                break
            step = _chunk(pot, left)
            if step > 0:
                pot.points += step
                left -= step
    while left > 0:
        open_ = [pot for pot in pots if pot.value < pot.cap]
        if not open_:
            if reserve:
                pots.append(reserve.pop(0))
                continue
            raised = False
            for pot in pots:
                if pot.cap < 99:
                    pot.cap = min(99, pot.cap + 5)
                    raised = True
            if not raised:
                break
            continue
        pot = open_[0] if len(open_) == 1 else rng.choices(open_, weights=[p.weight for p in open_])[0]
        step = _chunk(pot, left)
        pot.points += step
        left -= step
    return left


def _credit_rating(rng: random.Random, occupation: OccupationDef, budget: int) -> int:
    low, high = occupation.credit_rating
    share = rng.triangular(0.05, 0.8, 0.35)
    value = low + round((high - low) * share)
    value = min(value, max(low, int(budget * 0.35)))
    return max(low, min(high, value, budget)) if budget >= low else budget


def _spend_occupation(
    rng: random.Random,
    occupation: OccupationDef,
    labels: Sequence[str],
    chars: Characteristics,
    budget: int,
    data: RulesData,
) -> dict[str, int]:
    """Occupation points by skill label: Credit Rating in range, the rest over the skills."""
    hint = _hint(occupation)
    cr_label = canonical_label(CREDIT_RATING, data)
    cr = _credit_rating(rng, occupation, budget)
    keys = _key_labels(hint.key, labels, data) or [label.casefold() for label in labels[:3]]
    if len(keys) > 2:
        # Two to four key skills, the occupation's first ones the likeliest.
        ordered = _weighted_order(rng, [(key, 4.0 / (i + 1)) for i, key in enumerate(keys)])
        keys = ordered[: rng.randint(2, min(4, len(keys)))]
    key_cap = rng.choice((75, 80))
    pots = []
    key_pots = []
    for label in labels:
        if label.casefold() == cr_label.casefold():
            continue
        is_key = label.casefold() in keys
        base = skill_base(label, chars, data)
        pot = _Pot(label, base, key_cap if is_key else rng.choice((60, 65, 70)), 1.5 if is_key else 1.0)
        pots.append(pot)
        if is_key:
            key_pots.append(pot)
    left = budget - cr
    # Every skill gets a first share, then the key skills are raised toward 55–80 in turn.
    for pot in pots:
        step = _chunk(pot, left)
        if step > 0:
            pot.points += step
            left -= step
    targets = {id(pot): min(pot.cap, 5 * rng.randint(11, 16)) for pot in key_pots}
    while left > 0:
        rising = [pot for pot in key_pots if pot.value < targets[id(pot)]]
        if not rising:
            break
        for pot in rising:
            step = min(_chunk(pot, left), targets[id(pot)] - pot.value)
            pot.points += step
            left -= step
            if left <= 0:
                break
    left = _spend(rng, left, pots, [], first_share=False)
    if left > 0:  # every skill at 99: Credit Rating takes what it can
        extra = min(left, occupation.credit_rating[1] - cr)
        cr += extra
    spent = {pot.label: pot.points for pot in pots if pot.points}
    spent[cr_label] = cr
    return spent


def _key_labels(keys: Iterable[str], labels: Sequence[str], data: RulesData) -> list[str]:
    """The case-folded labels of the key skills, in the hint's order; a generic key
    ("Art/Craft", "Firearms") stands for the occupation label that names it
    ("Art/Craft (Photography)")."""
    found: list[str] = []
    for key in keys:
        hit = data.resolve(key)
        if hit is None:
            continue
        sdef, spec = hit
        if sdef.specialised and not spec:
            for label in labels:
                other = data.resolve(label)
                if other is not None and other[0] is sdef:
                    found.append(label.casefold())
                    break
        else:
            found.append(canonical_label(key, data).casefold())
    present = {label.casefold() for label in labels}
    return [key for key in dict.fromkeys(found) if key in present]


def _spend_personal(
    rng: random.Random,
    occupation: OccupationDef,
    occupation_labels: Iterable[str],
    chars: Characteristics,
    budget: int,
    era: str,
    data: RulesData,
) -> dict[str, int]:
    """Personal interest points by skill label: a handful of useful non-occupation skills."""
    hint = _hint(occupation)
    labels = _Labels(data, era)
    for label in occupation_labels:
        labels.take(label)
    ordered = _weighted_order(rng, [(label, 12.0 - i) for i, label in enumerate(hint.personal)])
    ordered += _weighted_order(rng, [(s, w) for s, w in _USEFUL if s not in hint.personal])
    count = rng.randint(3, 5)
    pots: list[_Pot] = []
    for label in ordered:
        if len(pots) == count + 4:  # a few in reserve; past them the caps rise instead
            break
        complete = labels.complete(label, hint, rng)
        if complete is None:
            continue
        labels.take(complete)
        base = skill_base(complete, chars, data)
        cap = rng.choice((50, 55, 60, 65))
        if base >= cap:
            continue
        pots.append(_Pot(complete, base, cap, rng.uniform(1.0, 3.0)))
    chosen, reserve = pots[:count], pots[count:]
    _spend(rng, budget, chosen, reserve, first_share=True)
    return {pot.label: pot.points for pot in chosen if pot.points}


def _skills(points: Mapping[str, tuple[int, int]], data: RulesData) -> list[Skill]:
    """Sheet skills from ``label → (occupation, personal)``, in label order."""
    skills = []
    for label in sorted(points, key=str.casefold):
        occ, per = points[label]
        hit = data.resolve(label)
        if hit is None:
            skills.append(Skill(name=label, occupation=occ, personal=per))
        else:
            sdef, spec = hit
            skills.append(Skill(name=sdef.name, specialisation=spec, occupation=occ, personal=per))
    return skills


# --------------------------------------------------------------------------- weapons

#: The weapon (a key of ``weapons.json``) each kind of weapon takes, by era.
_WEAPON_KEYS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "unarmed": {"1920s": "unarmed", "modern": "unarmed"},
        "knife": {"1920s": "small_knife", "modern": "small_knife"},
        "club": {"1920s": "nightstick", "modern": "collapsible_baton"},
        "spear": {"1920s": "spear", "modern": "spear"},
        "thrown_spear": {"1920s": "throwing_spear", "modern": "throwing_spear"},
        "sword": {"1920s": "sabre", "modern": "sabre"},
        "axe": {"1920s": "wood_axe", "modern": "wood_axe"},
        "handgun": {"1920s": "revolver_38", "modern": "beretta_m9"},
        "officer_handgun": {"1920s": "automatic_45", "modern": "glock_17"},
        "rifle": {"1920s": "rifle_30_06", "modern": "assault_rifle_556"},
        "shotgun": {"1920s": "shotgun_12g_double", "modern": "shotgun_12g_pump"},
    }
)

_MELEE = ("spear", "sword", "axe")


def weapons_for(
    occupation: OccupationDef | None,
    skill_labels: Iterable[str],
    era: str,
    rng: random.Random,
    data: RulesData | None = None,
) -> list[Weapon]:
    """Weapons from the era's weapons list that suit an occupation and its skills: always
    Unarmed; a handgun, rifle or shotgun for a firearms skill; a spear, sabre or axe for those
    Fighting skills; a nightstick (a baton today) for police officers; sometimes a knife for
    criminals, drifters, soldiers and zealots."""
    data = data or _data.load()
    name = occupation.name.casefold() if occupation else ""
    keys = {label.casefold() for label in skill_labels}
    chosen = ["unarmed"]
    if name == "police officer":
        chosen.append("club")
    if name in {"criminal", "drifter", "soldier", "zealot"} and rng.random() < 0.6:
        chosen.append("knife")
    for kind in _MELEE:
        if f"fighting ({kind})" in keys:
            chosen.append(kind)
    if name == "tribe member" and "throw" in keys:
        chosen.append("thrown_spear")
    if "firearms (handgun)" in keys:
        chosen.append("officer_handgun" if name == "military officer" else "handgun")
    if "firearms (rifle/shotgun)" in keys:
        chosen.append("rifle" if name in {"soldier", "military officer"} else "shotgun")
    era_key = "modern" if era == "modern" else "1920s"
    weapons = []
    for kind in dict.fromkeys(chosen):
        weapon = data.weapon(_WEAPON_KEYS[kind][era_key])
        if weapon is None:  # pragma: no cover - the shipped list holds every key (tested)
            raise _data.DataError(f"weapons.json: no weapon {_WEAPON_KEYS[kind][era_key]!r}")
        weapons.append(weapon.to_weapon())
    return weapons


# --------------------------------------------------------------------------- names


def _person(rng: random.Random, era: str, data: RulesData) -> tuple[str, str]:
    """A random (name, pronouns) of the era."""
    names = data.names
    if rng.random() < 0.5:
        given, pronouns = names.given_female.get(era) or names.given_female["1920s"], "she/her"
    else:
        given, pronouns = names.given_male.get(era) or names.given_male["1920s"], "he/him"
    family = names.family.get(era) or names.family["1920s"]
    return f"{rng.choice(given)} {rng.choice(family)}", pronouns


def _places(rng: random.Random, era: str, data: RulesData) -> tuple[str, str]:
    """(residence, birthplace): often the same town, else another of the list."""
    places = data.names.residences.get(era) or data.names.residences.get("1920s") or ("Arkham",)
    residence = rng.choice(places)
    birthplace = residence if rng.random() < 0.35 else rng.choice(places)
    return residence, birthplace


def _document_id(rng: random.Random) -> uuid.UUID:
    return uuid.UUID(int=rng.getrandbits(128), version=4)


def _stamp(now: datetime | None) -> datetime:
    if now is None:
        return now_utc()
    return now if now.tzinfo is not None else now.replace(tzinfo=UTC)


# --------------------------------------------------------------------------- investigators


def random_investigator(
    rng: random.Random,
    era: str = "1920s",
    occupation: str | None = None,
    age: int | None = None,
    name: str | None = None,
    data: RulesData | None = None,
    *,
    method: str = "rolled",
    skill_method: str = "full",
    now: datetime | None = None,
) -> CoC7Document:
    """A complete, valid investigator made by the rules with random choices.

    Args:
        rng: the source of every random choice and die.
        era: ``"1920s"`` or ``"modern"``.
        occupation: an occupation of the era (case-insensitive); random when ``None``.
        age: 15 to 89; random (mostly 20s to 40s) when ``None``.
        name: the investigator's name; random from the era's names when ``None``.
        data: the rules data (default: :func:`sheetmaker.systems.coc7.data.load`).
        method: ``"rolled"`` (3D6×5 / (2D6+6)×5) or ``"allocation"`` (the eight fixed values,
            highest on the occupation's formula).
        skill_method: ``"full"`` (occupation and personal points) or ``"quick_start"``.
        now: ``created`` and ``modified`` (default: the current time).

    Raises:
        ValueError: unknown era, occupation, method or skill method, or an age outside 15..89.
    """
    data = data or _data.load()
    _check_era(era)
    if method not in ("rolled", "allocation"):
        raise ValueError(f"unknown method {method!r} (expected 'rolled' or 'allocation')")
    if skill_method not in ("full", "quick_start"):
        raise ValueError(f"unknown skill method {skill_method!r} (expected 'full' or 'quick_start')")
    occ = choose_occupation(rng, era, occupation, data)
    age = _investigator_age(rng, age)
    tables = data.tables

    base = roll_characteristics(rng)[0] if method == "rolled" else allocate_characteristics(rng, occ, data)
    chars, effects = apply_age(base, age, rng, SpreadAgeChoices(rng), tables)
    luck, luck_rolls = roll_luck(rng, age, tables)

    choice = make_choices(rng, occ, era, chars, data)
    labels = occupation_skill_labels(occ, choice.picks, choice.specialisations, data)
    if skill_method == "full":
        points = _full_points(rng, occ, choice, labels, chars, era, data)
    else:
        points = _quick_start_points(rng, occ, labels, chars, era, data)

    if name is None:
        name, pronouns = _person(rng, era, data)
    else:
        pronouns = ""
    residence, birthplace = _places(rng, era, data)
    weapons = weapons_for(occ, [*labels, *points], era, rng, data)
    creation = Creation(
        method=method,  # type: ignore[arg-type]
        base=base,
        luck_rolls=[roll.total for roll in luck_rolls],
        skill_method=skill_method,  # type: ignore[arg-type]
        **effects.creation_fields(),
    )
    sheet = CoC7Sheet(
        era=era,  # type: ignore[arg-type]
        pronouns=pronouns,
        residence=residence,
        birthplace=birthplace,
        age=age,
        creation=creation,
        characteristics=chars,
        occupation=choice,
        skills=_skills(points, data),
        luck=luck,
        weapons=weapons,
    )
    stamp = _stamp(now)
    return CoC7Document(
        id=_document_id(rng), name=name, created=stamp, modified=stamp, kind="investigator", sheet=sheet
    )


def _full_points(
    rng: random.Random,
    occ: OccupationDef,
    choice: OccupationChoice,
    labels: Sequence[str],
    chars: Characteristics,
    era: str,
    data: RulesData,
) -> dict[str, tuple[int, int]]:
    occ_budget = occupation_points(occ.points, chars, choice.formula_pick)
    occupation_spent = _spend_occupation(rng, occ, labels, chars, occ_budget, data)
    personal_spent = _spend_personal(rng, occ, labels, chars, personal_points(chars), era, data)
    points: dict[str, tuple[int, int]] = {}
    for label, value in occupation_spent.items():
        points[label] = (value, 0)
    for label, value in personal_spent.items():
        occ_points = points.get(label, (0, 0))[0]
        points[label] = (occ_points, value)
    return points


def _quick_start_points(
    rng: random.Random,
    occ: OccupationDef,
    labels: Sequence[str],
    chars: Characteristics,
    era: str,
    data: RulesData,
) -> dict[str, tuple[int, int]]:
    """Quick-start: the table's values on the occupation skills and Credit Rating (the highest
    on key skills, Credit Rating the value nearest its range), +20 on four other skills."""
    tables = data.tables
    values = sorted(tables.quick_start_occupation, reverse=True)
    cr_label = canonical_label(CREDIT_RATING, data)
    hint = _hint(occ)
    key = {canonical_label(k, data).casefold() for k in hint.key}
    low, high = occ.credit_rating
    cr_value = min(values, key=lambda v: (0 if low <= v <= high else min(abs(v - low), abs(v - high)), v))
    values.remove(cr_value)
    others = [label for label in labels if label.casefold() != cr_label.casefold()]
    ordered = _weighted_order(rng, [(label, 4.0 if label.casefold() in key else 1.0) for label in others])
    points: dict[str, tuple[int, int]] = {cr_label: (cr_value - skill_base(cr_label, chars, data), 0)}
    for label, value in zip(ordered, values, strict=False):
        points[label] = (value - skill_base(label, chars, data), 0)
    personal = _spend_personal_quick(rng, occ, labels, era, data)
    for label in personal:
        points[label] = (0, tables.quick_start_personal)
    return points


def _spend_personal_quick(
    rng: random.Random, occ: OccupationDef, labels: Iterable[str], era: str, data: RulesData
) -> list[str]:
    hint = _hint(occ)
    taken = _Labels(data, era)
    for label in labels:
        taken.take(label)
    ordered = _weighted_order(rng, [(label, 12.0 - i) for i, label in enumerate(hint.personal)])
    ordered += _weighted_order(rng, [(s, w) for s, w in _USEFUL if s not in hint.personal])
    chosen: list[str] = []
    for label in ordered:
        if len(chosen) == data.tables.quick_start_personal_count:
            break
        complete = taken.complete(label, hint, rng)
        if complete is not None:
            taken.take(complete)
            chosen.append(complete)
    return chosen


# --------------------------------------------------------------------------- NPCs


def quick_npc(
    rng: random.Random,
    tier: str,
    era: str = "1920s",
    occupation: str | None = None,
    name: str | None = None,
    averaged: bool = False,
    data: RulesData | None = None,
    *,
    age: int | None = None,
    now: datetime | None = None,
) -> CoC7Document:
    """A keeper's quick NPC (``kind="npc"``, free method).

    Args:
        rng: the source of every random choice and die.
        tier: ``"expert"`` (75), ``"professional"`` (50) or ``"average"`` (25): the value of
            every occupation skill (see the module's decisions for bases above it and for
            Credit Rating).
        era: ``"1920s"`` or ``"modern"``.
        occupation: an occupation of the era; random when ``None``.
        name: the NPC's name; random when ``None``.
        averaged: characteristics at their average (50 / 65) instead of rolled.
        data: the rules data.
        age: the NPC's age (any the file format holds, 0..200); random when ``None``.
        now: ``created`` and ``modified`` (default: the current time).

    Raises:
        ValueError: unknown tier, era or occupation, or an impossible age.
    """
    data = data or _data.load()
    _check_era(era)
    tier_key = tier.strip().casefold() if isinstance(tier, str) else tier
    if tier_key not in TIERS:
        raise ValueError(f"unknown tier {tier!r} (expected {', '.join(TIERS)})")
    target = TIERS[tier_key]
    occ = choose_occupation(rng, era, occupation, data)
    if age is None:
        age = random_age(rng)
    elif isinstance(age, bool) or not isinstance(age, int) or not 0 <= age <= 200:
        raise ValueError(f"age {age!r} is outside 0 to 200")

    if averaged:
        chars = average_characteristics()
        luck = 50
    else:
        chars = roll_characteristics(rng)[0]
        luck = roll_luck(rng, 25, data.tables)[0]  # a single 3D6×5, whatever the age

    choice = make_choices(rng, occ, era, chars, data)
    labels = occupation_skill_labels(occ, choice.picks, choice.specialisations, data)
    cr_label = canonical_label(CREDIT_RATING, data)
    low, high = occ.credit_rating
    points: dict[str, tuple[int, int]] = {}
    for label in labels:
        base = skill_base(label, chars, data)
        if label.casefold() == cr_label.casefold():
            value = low + round((high - low) * TIER_CREDIT[tier_key])
        else:
            value = max(target, base)
        if value != base:
            points[label] = (value - base, 0)

    if name is None:
        name = _person(rng, era, data)[0]
    residence, birthplace = _places(rng, era, data)
    sheet = CoC7Sheet(
        era=era,  # type: ignore[arg-type]
        residence=residence,
        birthplace=birthplace,
        age=age,
        creation=Creation(method="free"),
        characteristics=chars,
        occupation=choice,
        skills=_skills(points, data),
        luck=luck,
        weapons=weapons_for(occ, labels, era, rng, data),
    )
    stamp = _stamp(now)
    return CoC7Document(
        id=_document_id(rng),
        name=name,
        created=stamp,
        modified=stamp,
        kind="npc",
        tags=[tier_key],
        notes=f"Quick NPC, {tier_key} tier: occupation skills at {target}.",
        sheet=sheet,
    )


# --------------------------------------------------------------------------- keeper's edits


def with_characteristics(sheet: CoC7Sheet, values: Mapping[str, int]) -> CoC7Sheet:
    """The sheet with characteristics entered freely (the keeper's or an import's values).

    The values replace the named characteristics and the sheet switches to the free method:
    no generated base and no age record (so no age deduction is applied or checked); the Luck
    rolls and the skill method are kept. MOV still follows the age, as ``derive`` computes it.

    Raises:
        ValueError: an unknown characteristic or a value outside 0..999.
    """
    chars = sheet.characteristics.as_dict()
    for name, value in values.items():
        key = name.strip().upper()
        if key not in chars:
            raise ValueError(
                f"unknown characteristic {name!r} (expected one of {', '.join(CHARACTERISTICS)})"
            )
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 999:
            raise ValueError(f"{key} {value!r} is outside 0 to 999")
        chars[key] = value
    creation = Creation(
        method="free", luck_rolls=list(sheet.creation.luck_rolls), skill_method=sheet.creation.skill_method
    )
    return sheet.model_copy(update={"characteristics": Characteristics(**chars), "creation": creation})


def with_skill_value(sheet: CoC7Sheet, label: str, value: int, data: RulesData | None = None) -> CoC7Sheet:
    """The sheet with a skill's value set, computing the points it takes.

    The points go to the occupation source when the skill is one of the occupation's, else to
    personal interest (the other source is cleared), so that base + points + experience equals
    ``value``; a value below the base gives negative points. Cthulhu Mythos is never bought:
    its value goes to :attr:`CoC7Sheet.cthulhu_mythos` (as if learnt in play).

    Raises:
        ValueError: an unknown skill, a specialised skill without its specialisation (``Art/Craft``
            rather than ``Art/Craft (Photography)``) or a value the file cannot hold.
    """
    data = data or _data.load()
    hit = data.resolve(label)
    if hit is None:
        raise ValueError(f"unknown skill {label!r}{_suggestion(label, data)}")
    sdef, spec = hit
    if needs_specialisation(sdef) and not spec:
        example = next(iter((*sdef.default_specialisations, *sdef.specialisations)), "...")
        raise ValueError(f"{sdef.name} needs a specialisation, e.g. {_other_label(sdef.name, example)!r}")
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 999:
        raise ValueError(f"{canonical_label(label, data)} {value!r} is outside 0 to 999")
    if sdef.no_creation_points:
        if value > 99:
            raise ValueError(f"{sdef.name} {value} is outside 0 to 99")
        others = [skill for skill in sheet.skills if (data.resolve(skill.label) or (None,))[0] is not sdef]
        return sheet.model_copy(update={"skills": others, "cthulhu_mythos": value})
    derived = derive(sheet, data)
    line = derived.skill(label)
    base = line.base if line is not None else skill_base(label, sheet.characteristics, data)
    experience = line.experience if line is not None else 0
    points = value - base - experience
    if not -999 <= points <= 999:
        raise ValueError(
            f"{canonical_label(label, data)} {value}: {points} points do not fit the file (-999 to 999)"
        )
    if derived.is_occupation_skill(label):
        return set_skill_points(sheet, label, occupation=points, personal=0, data=data)
    return set_skill_points(sheet, label, occupation=0, personal=points, data=data)


def _suggestion(label: str, data: RulesData) -> str:
    import difflib

    names = [s.name for s in data.skills]
    close = difflib.get_close_matches(label, names, n=1, cutoff=0.6)
    if not close:
        lowered = {name.casefold(): name for name in names}
        matches = difflib.get_close_matches(label.casefold(), list(lowered), n=1, cutoff=0.6)
        close = [lowered[key] for key in matches]
    return f" (did you mean {close[0]!r}?)" if close else ""
