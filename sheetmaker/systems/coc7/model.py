"""Persisted model of a Call of Cthulhu 7e sheet.

Only what the player chose and the state of play are stored here: characteristics, the record
of how they were made, points put into each skill by source, current HP/MP/SAN/Luck, conditions,
weapons and the backstory. Everything derived (half and fifth values, maxima, Damage Bonus,
budgets, violations) comes from :func:`sheetmaker.systems.coc7.rules.derive`.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field, StringConstraints, field_validator

from sheetmaker.core.document import Document, Line, SheetPart, StrictModel, Text

Era = Literal["1920s", "modern"]
#: How the characteristics were made (RULES.md, "Generation methods").
Method = Literal["allocation", "rolled", "point_buy", "free"]
#: How the skill points were spent: the book's full method or the quick-start one.
SkillMethod = Literal["full", "quick_start"]
CharacteristicName = Literal["STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU"]
CHARACTERISTICS: tuple[str, ...] = ("STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU")

#: A characteristic or skill value as files may hold it (creation caps are rules, not format).
Score = Annotated[int, Field(strict=True, ge=0, le=999)]
#: Points put into a skill from one source; negative only when a quick-start value is set
#: below the skill's base.
Points = Annotated[int, Field(strict=True, ge=-999, le=999)]
Name = Annotated[str, StringConstraints(min_length=1, max_length=120, strip_whitespace=True)]
#: Every int field is strict: a float (50.0), a bool (an int subclass) or a numeric string is
#: refused, not silently stored as a number (issue 23).
_Percent = Annotated[int, Field(strict=True, ge=0, le=99)]


class Characteristics(StrictModel):
    """The eight characteristics (0 means not yet set)."""

    STR: Score = 0
    CON: Score = 0
    SIZ: Score = 0
    DEX: Score = 0
    APP: Score = 0
    INT: Score = 0
    POW: Score = 0
    EDU: Score = 0

    def get(self, name: str) -> int:
        """The value of a characteristic by its abbreviation."""
        return int(getattr(self, name))

    def as_dict(self) -> dict[str, int]:
        """All eight values in sheet order."""
        return {name: self.get(name) for name in CHARACTERISTICS}


class EduCheck(StrictModel):
    """One EDU improvement check: the D100 roll and the D10 gain (0 when the check failed)."""

    roll: Annotated[int, Field(strict=True, ge=1, le=100)]
    gain: Annotated[int, Field(strict=True, ge=0, le=10)] = 0


class Creation(StrictModel):
    """How the investigator was made, so the rules can check it.

    ``base`` holds the characteristics as generated (allocated, rolled or bought) before the
    effects of age; the sheet's characteristics are ``base`` with the age effects applied
    (and any later :class:`CharacteristicChange`). With the ``free`` method there is no base
    and nothing is checked.
    """

    method: Method = "free"
    base: Characteristics | None = None
    #: Points deducted for age, by characteristic (STR/SIZ at 15–19; STR/CON/DEX from 40).
    age_deductions: dict[CharacteristicName, Annotated[int, Field(strict=True, ge=0, le=99)]] = Field(
        default_factory=dict
    )
    edu_checks: list[EduCheck] = Field(default_factory=list, max_length=10)
    #: Luck rolls at creation (two at ages 15–19, the higher kept).
    luck_rolls: list[Annotated[int, Field(strict=True, ge=0, le=99)]] = Field(default_factory=list, max_length=2)
    skill_method: SkillMethod = "full"


class CharacteristicChange(StrictModel):
    """A change to characteristics after creation (aging in play, a spell...), kept for the record."""

    reason: Line
    changes: dict[CharacteristicName, Annotated[int, Field(strict=True, ge=-999, le=999)]]


class Skill(StrictModel):
    """A skill on the sheet with the points put into it from each source.

    The value is the skill's base (from the data files, or ``custom_base`` for a skill the
    user added) plus ``occupation`` + ``personal`` + ``experience``.
    """

    name: Name
    specialisation: Annotated[str, StringConstraints(max_length=120, strip_whitespace=True)] = ""
    occupation: Points = 0
    personal: Points = 0
    experience: Annotated[int, Field(strict=True, ge=-999, le=999)] = 0
    ticked: bool = False
    #: Base of a user-defined skill that is not in the data files.
    custom_base: Annotated[int, Field(strict=True, ge=0, le=99)] | None = None

    @property
    def label(self) -> str:
        """The name shown on the sheet, e.g. ``Fighting (Brawl)`` or ``Language (Latin)``."""
        return skill_label(self.name, self.specialisation)


def skill_label(name: str, specialisation: str = "") -> str:
    """The label of a skill with its specialisation.

    ``Fighting`` + ``Brawl`` → ``Fighting (Brawl)``; ``Language (Other)`` + ``Latin`` →
    ``Language (Latin)``; ``Language (Own)`` + ``English`` → ``Language (Own: English)``;
    without a specialisation, the name itself.
    """
    if not specialisation:
        return name
    if name.endswith(")") and " (" in name:
        stem, qualifier = name[:-1].split(" (", 1)
        if qualifier.casefold() == "other":
            return f"{stem} ({specialisation})"
        return f"{stem} ({qualifier}: {specialisation})"
    return f"{name} ({specialisation})"


class CustomOccupation(StrictModel):
    """An occupation made up on the spot (not in the data files), carried by the sheet itself so
    it opens the same on any machine. The shape follows the data files' occupations: the points
    formula (``fixed`` weights plus the best of ``choose`` × ``times``), the Credit Rating range
    and the occupation skills (Credit Rating is always one and is not listed)."""

    fixed: dict[CharacteristicName, Annotated[int, Field(strict=True, ge=1, le=10)]] = Field(min_length=1)
    choose: list[CharacteristicName] = Field(default_factory=list, max_length=8)
    times: Annotated[int, Field(strict=True, ge=0, le=10)] = 0
    credit_rating: tuple[_Percent, _Percent]
    skills: list[Name] = Field(default_factory=list, max_length=12)

    @field_validator("credit_rating")
    @classmethod
    def _ordered(cls, value: tuple[int, int]) -> tuple[int, int]:
        if value[0] > value[1]:
            raise ValueError(f"the Credit Rating range {value[0]}-{value[1]} is reversed")
        return value


class OccupationChoice(StrictModel):
    """The occupation and the choices its entry leaves to the player."""

    name: Name
    #: The occupation's definition when it is not in the data files (made in the wizard).
    #: Written only when set, so files of listed occupations stay as earlier versions wrote them.
    custom: CustomOccupation | None = Field(default=None, exclude_if=lambda value: value is None)
    #: The characteristic picked where the points formula offers a choice ("DEX" in
    #: EDU×2 + (DEX or STR)×2); ``None`` takes the best allowed pick.
    formula_pick: CharacteristicName | None = None
    #: Skill labels picked for each choice of the occupation (choice id → labels), e.g.
    #: ``{"social": ["Charm"], "other": ["Occult"]}``.
    picks: dict[Annotated[str, StringConstraints(max_length=60)], list[Name]] = Field(
        default_factory=dict
    )
    #: Specialisations named for fixed occupation skills that say "any" (skill name →
    #: specialisation), e.g. ``{"Art/Craft": "Photography"}``.
    specialisations: dict[Name, Name] = Field(default_factory=dict)


DamageType = Literal["non_impaling", "impaling"]


class Weapon(StrictModel):
    """A weapon as written on the sheet."""

    name: Name
    #: The skill label used to attack, e.g. ``Firearms (Handgun)`` or ``Fighting (Brawl)``.
    skill: Name = "Fighting (Brawl)"
    #: A dice expression such as ``1D10`` or ``1D3+DB``.
    damage: Annotated[str, StringConstraints(min_length=1, max_length=200)] = "1D3+DB"
    damage_type: DamageType = "non_impaling"
    range: Line = ""
    attacks: Line = "1"
    ammo: Annotated[int, Field(strict=True, ge=0, le=9999)] | None = None
    malfunction: Annotated[int, Field(strict=True, ge=1, le=100)] | None = None
    notes: Line = ""


class Conditions(StrictModel):
    """Conditions marked on the sheet."""

    major_wound: bool = False
    unconscious: bool = False
    dying: bool = False
    dead: bool = False
    temporary_insanity: bool = False
    indefinite_insanity: bool = False
    #: SAN reached 0: the investigator is lost to the Mythos (retired from play).
    permanent_insanity: bool = False


class Backstory(StrictModel):
    """The ten backstory sections of the investigator sheet."""

    description: Text = ""
    ideology: Text = ""
    significant_people: Text = ""
    meaningful_locations: Text = ""
    treasured_possessions: Text = ""
    traits: Text = ""
    injuries: Text = ""
    phobias: Text = ""
    arcane: Text = ""
    encounters: Text = ""


class FellowInvestigator(StrictModel):
    """A fellow investigator's name and player."""

    name: Name
    player: Line = ""


class Stated(StrictModel):
    """What an NPC's or creature's statblock states outright, kept as stated (``None``: not
    stated).

    A creature has no APP, EDU or age of its own: its HP and MP maxima, MOV, Build and Damage
    Bonus are the stated ones (:func:`~sheetmaker.systems.coc7.rules.derive` shows them in place
    of the human formulas). For a human NPC the formulas stay; a stated value that differs is
    reported by the reader, not corrected here.
    """

    #: A creature: no APP/EDU/age of its own; HP/MP/MOV/Build/DB as stated.
    creature: bool = False
    #: Maximum HP as stated.
    hp: Annotated[int, Field(strict=True, ge=0, le=9999)] | None = None
    #: Maximum MP as stated.
    mp: Annotated[int, Field(strict=True, ge=0, le=9999)] | None = None
    #: SAN as stated.
    san: Annotated[int, Field(strict=True, ge=0, le=999)] | None = None
    mov: Annotated[int, Field(strict=True, ge=0, le=999)] | None = None
    build: Annotated[int, Field(strict=True, ge=-99, le=999)] | None = None
    #: Damage bonus as stated ("+1D4", "0", "-1", "+2D6").
    db: Annotated[str, StringConstraints(max_length=40, strip_whitespace=True)] | None = None
    attacks_per_round: Annotated[int, Field(strict=True, ge=0, le=99)] | None = None
    #: ``False``: no age given (the sheet's age is a placeholder, never exported).
    age_stated: bool = True


class CoC7Sheet(SheetPart):
    """The CoC part of a document: what the player chose and the state of play."""

    era: Era = "1920s"
    pronouns: Line = ""
    residence: Line = ""
    birthplace: Line = ""
    age: Annotated[int, Field(strict=True, ge=0, le=200)] = 25
    creation: Creation = Field(default_factory=Creation)
    characteristics: Characteristics = Field(default_factory=Characteristics)
    characteristic_changes: list[CharacteristicChange] = Field(default_factory=list, max_length=200)
    occupation: OccupationChoice | None = None
    skills: list[Skill] = Field(default_factory=list, max_length=500)
    cthulhu_mythos: Annotated[int, Field(strict=True, ge=0, le=99)] = 0
    #: Current values; ``None`` means "at the maximum/starting value" (a fresh sheet).
    hp: Annotated[int, Field(strict=True, ge=0, le=999)] | None = None
    mp: Annotated[int, Field(strict=True, ge=0, le=999)] | None = None
    san: Annotated[int, Field(strict=True, ge=0, le=99)] | None = None
    luck: Annotated[int, Field(strict=True, ge=0, le=99)] = 0
    san_lost_today: Annotated[int, Field(strict=True, ge=0, le=999)] = 0
    conditions: Conditions = Field(default_factory=Conditions)
    weapons: list[Weapon] = Field(default_factory=list, max_length=100)
    armour: Line = ""
    backstory: Backstory = Field(default_factory=Backstory)
    gear: Text = ""
    cash: Line = ""
    assets: Text = ""
    fellow_investigators: list[FellowInvestigator] = Field(default_factory=list, max_length=50)
    #: SAN loss of a creature (NPC statblocks), e.g. ``0/1D6``.
    san_loss: Annotated[str, StringConstraints(max_length=60)] = ""
    #: What an NPC's or creature's statblock states outright (``None`` for investigators and
    #: ordinary sheets). Written only when set, so other files stay as earlier versions wrote them.
    stated: Stated | None = Field(default=None, exclude_if=lambda value: value is None)

    @field_validator("skills")
    @classmethod
    def _unique_skills(cls, skills: list[Skill]) -> list[Skill]:
        seen: set[str] = set()
        for skill in skills:
            key = skill.label.casefold()
            if key in seen:
                raise ValueError(f"the skill {skill.label!r} is listed twice")
            seen.add(key)
        return skills

    def skill(self, label: str) -> Skill | None:
        """The sheet's skill with this label (case-insensitive), if any."""
        key = label.casefold()
        for skill in self.skills:
            if skill.label.casefold() == key:
                return skill
        return None


class CoC7Document(Document):
    """A Call of Cthulhu 7e investigator or NPC."""

    SYSTEM: ClassVar[str] = "coc7"

    system: Literal["coc7"] = "coc7"
    sheet: CoC7Sheet = Field(default_factory=CoC7Sheet)
