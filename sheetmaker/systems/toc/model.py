"""Persisted model of a Trail of Cthulhu sheet (Trail of Cthulhu 1st edition, seed 001).

Only what the player chose and the state of play are stored here: campaign style, build
settings, occupation and its choices, each ability's rating and current pool, languages, Drive,
Pillars of Sanity, Sources of Stability, weapons and gear. Everything derived (build points
spent and left, Hit Threshold, Pillars required, status bands, violations) comes from
:func:`sheetmaker.systems.toc.rules.derive` and :func:`sheetmaker.systems.toc.validate.validate`.

Abilities are keyed by their name (``sheet.abilities["Athletics"]``). An ability missing from
the mapping is at its free starting rating with a full pool: Sanity 4, Stability 1, Health 1,
every other ability 0 (the starting ratings live in the data files, not here).
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Final, Literal

from pydantic import Field, StringConstraints, field_validator

from sheetmaker.core.document import Document, Line, SheetPart, StrictModel, Text

#: The rules these sheets follow; a 2nd edition with other numbers exists.
RULES_EDITION: Final = "Trail of Cthulhu 1st edition"

CampaignStyle = Literal["purist", "pulp"]

#: An ability's rating as files may hold it (creation caps are rules, not format).
Rating = Annotated[int, Field(strict=True, ge=0, le=99)]
#: A current pool: Health and Stability go down to −12; the rules check each ability's floor.
Pool = Annotated[int, Field(strict=True, ge=-12, le=99)]
#: A name: an ability, an occupation, a Pillar, a person.
Name = Annotated[str, StringConstraints(min_length=1, max_length=120, strip_whitespace=True)]
ChoiceId = Annotated[str, StringConstraints(min_length=1, max_length=60, strip_whitespace=True)]
BuildPoints = Annotated[int, Field(strict=True, ge=0, le=200)]

PillarState = Literal["intact", "shattered", "crumbled"]
SourceState = Literal["alive", "dead", "missing", "estranged"]
#: The ability a weapon is used with (Athletics for thrown things and explosives).
WeaponAbility = Literal["Scuffling", "Weapons", "Firearms", "Athletics"]
#: A damage modifier; ``None`` in a range slot means "cannot reach that range" (the "•").
DamageModifier = Annotated[int, Field(strict=True, ge=-20, le=30)]


class Ability(StrictModel):
    """One ability on the sheet.

    ``rating`` is the current rating; ``pool`` the current pool (``None`` = at the rating, a
    fresh sheet). ``play_change`` is how much the rating moved after creation (Cthulhu Mythos
    gained, Sanity lost to the Mythos, Stability lost to mind blasting, improvement points):
    the build rules cost ``rating - play_change``, the rating at creation.
    ``specialities`` are the named specialities of Art and Craft.
    """

    rating: Rating = 0
    pool: Pool | None = None
    play_change: Annotated[int, Field(strict=True, ge=-99, le=99)] = 0
    specialities: list[Line] = Field(default_factory=list, max_length=50)

    @property
    def creation_rating(self) -> int:
        """The rating at creation (what the build points paid for), never below 0."""
        return max(0, self.rating - self.play_change)


class OccupationChoice(StrictModel):
    """The occupation and the choices its entry leaves to the player.

    ``picks`` maps the id of each choice of the occupation (see ``occupations.json``) to the
    names picked: ability names (``{"interpersonal": ["Bargain", "Flattery"]}``) or, for a
    language choice, language names (Clergy: ``{"language": ["Greek"]}``).
    ``branch`` is the Military branch (``"Navy"``, ``"Officer"``...). ``keeper_extras`` are
    abilities the keeper made occupational (a Nurse's Bureaucracy or Flattery).
    """

    name: Name
    branch: Name | None = None
    picks: dict[ChoiceId, list[Name]] = Field(default_factory=dict, max_length=20)
    keeper_extras: list[Name] = Field(default_factory=list, max_length=20)


class KeeperPermissions(StrictModel):
    """What the keeper allows at creation."""

    #: Cthulhu Mythos may be bought with build points.
    cthulhu_mythos: bool = False
    #: Build points may be withheld and spent during the adventure.
    withhold_points: bool = False
    #: A ceiling the keeper puts on the final Credit Rating ("no millionaire hobos").
    credit_rating_cap: Rating | None = None


class Pillar(StrictModel):
    """A Pillar of Sanity: an abstract conviction, intact until shattered or crumbled."""

    name: Name
    state: PillarState = "intact"


class Source(StrictModel):
    """A Source of Stability (Pulp): a living NPC and their relationship to the investigator."""

    name: Name
    relation: Line = ""
    state: SourceState = "alive"


class RangeModifiers(StrictModel):
    """A firearm's or explosive's damage modifier by range; ``None`` = out of reach."""

    point_blank: DamageModifier | None = None
    close: DamageModifier | None = None
    near: DamageModifier | None = None
    long: DamageModifier | None = None


class Weapon(StrictModel):
    """A weapon as written on the sheet.

    ``kind`` names the entry of the weapon tables it is (``"Knife"``, ``"Colt M1911A1 .45 ACP
    automatic pistol (1926)"``, ``"Pipe bomb"``), empty for a weapon of the user's own.
    Hand weapons have one ``damage_modifier``; firearms and explosives have ``ranges``.
    """

    name: Name
    kind: Line = ""
    ability: WeaponAbility = "Weapons"
    damage_modifier: DamageModifier = 0
    ranges: RangeModifiers | None = None
    ammo: Line = ""
    notes: Line = ""


class ToCSheet(SheetPart):
    """The ToC part of a document: what the player chose and the state of play."""

    rules: Literal["Trail of Cthulhu 1st edition"] = RULES_EDITION
    campaign: CampaignStyle = "purist"

    # --- build settings -------------------------------------------------------------------
    #: Investigators in the group; sets the investigative budget (2: 24, 3: 18, 4+: 16).
    investigators: Annotated[int, Field(strict=True, ge=1, le=99)] = 4
    #: The keeper's own investigative budget; overrides ``investigators`` when set.
    investigative_budget: BuildPoints | None = None
    #: The optional 3:1 trade: +n means 3n general build points became n investigative ones;
    #: −n means n investigative build points became 3n general ones.
    trade_to_investigative: Annotated[int, Field(strict=True, ge=-99, le=99)] = 0
    #: Build points kept back to spend during the adventure (if the keeper allows).
    withheld_general: BuildPoints = 0
    withheld_investigative: BuildPoints = 0
    keeper: KeeperPermissions = Field(default_factory=KeeperPermissions)

    # --- who the investigator is ----------------------------------------------------------
    occupation: OccupationChoice | None = None
    occupational_benefits: Text = ""
    drive: Line = ""
    #: Why the Drive is the investigator's, in the player's words (left out of files when empty).
    drive_reason: Text = Field(default="", exclude_if=lambda value: not value)
    #: The Drive was declared meaningless by a Mythos revelation (no Stability from it).
    drive_meaningless: bool = False
    age: Annotated[int, Field(strict=True, ge=0, le=200)] | None = None
    appearance: Text = ""
    background: Text = ""

    # --- abilities ------------------------------------------------------------------------
    abilities: dict[Name, Ability] = Field(default_factory=dict, max_length=200)
    #: The languages known beyond the mother tongue (one per Languages rating point).
    languages: list[Name] = Field(default_factory=list, max_length=100)

    # --- mind -----------------------------------------------------------------------------
    pillars_of_sanity: list[Pillar] = Field(default_factory=list, max_length=40)
    sources_of_stability: list[Source] = Field(default_factory=list, max_length=40)
    mental_disorders: list[Line] = Field(default_factory=list, max_length=40)
    #: Sanity rating points that are False Sanity (from psychoanalysis; the sheet's "Of Which
    #: is False"); all of them go at once on a single loss of 2 or more.
    false_sanity: Annotated[int, Field(strict=True, ge=0, le=10)] = 0
    #: Sanity rating lost to Mythos shocks this adventure (a mind blasting costs 2, or 1 if
    #: 1 was already lost to a Mythos shaking this adventure).
    sanity_rating_lost_this_adventure: Annotated[int, Field(strict=True, ge=0, le=20)] = 0

    # --- gear -----------------------------------------------------------------------------
    weapons: list[Weapon] = Field(default_factory=list, max_length=100)
    equipment: Text = ""

    # --- NPC and creature statblocks (investigators leave these alone) --------------------
    #: Armour points subtracted from damage.
    armour: Annotated[int, Field(strict=True, ge=0, le=20)] = 0
    #: A statblock's own Hit Threshold (``None``: from Athletics, 3 or 4).
    hit_threshold: Annotated[int, Field(strict=True, ge=1, le=10)] | None = None
    alertness_modifier: Annotated[int, Field(strict=True, ge=-5, le=5)] = 0
    stealth_modifier: Annotated[int, Field(strict=True, ge=-5, le=5)] = 0

    @field_validator("abilities")
    @classmethod
    def _unique_abilities(cls, abilities: dict[str, Ability]) -> dict[str, Ability]:
        seen: set[str] = set()
        for name in abilities:
            key = name.casefold()
            if key in seen:
                raise ValueError(f"the ability {name!r} is listed twice")
            seen.add(key)
        return abilities

    def ability(self, name: str) -> Ability | None:
        """The sheet's entry for an ability (exact name first, then case-insensitive)."""
        found = self.abilities.get(name)
        if found is not None:
            return found
        key = name.casefold()
        for other, ability in self.abilities.items():
            if other.casefold() == key:
                return ability
        return None


class ToCDocument(Document):
    """A Trail of Cthulhu investigator or NPC."""

    SYSTEM: ClassVar[str] = "toc"

    system: Literal["toc"] = "toc"
    sheet: ToCSheet = Field(default_factory=ToCSheet)
