"""The rules data of Trail of Cthulhu (1st edition, seed 001): abilities, occupations, tables.

The data lives in JSON files in ``sheetmaker/systems/toc/data/`` and is validated at load by
the pydantic models below (the shared :mod:`sheetmaker.systems.datafiles` machinery); an error
names the file and the key. Users add their own occupations as JSON files in the user data
folder (``$XDG_DATA_HOME/sheetmaker/toc/`` or ``~/.local/share/sheetmaker/toc/``, or
``$SHEETMAKER_DATA_DIR/toc/``); a broken user file is reported in :attr:`RulesData.problems`
and skipped, never fatal. ``data/README.md`` documents the format.

Formulas stay in code (:mod:`sheetmaker.systems.toc.rules`); the data gives names, families,
starting ratings, budgets and tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, model_validator

from sheetmaker.systems import datafiles
from sheetmaker.systems.datafiles import (
    DataError,
    DataModel,
    TermEntry,
    TermNames,
    TermText,
    TermTexts,
    load_json,
)

DATA_DIR = Path(__file__).resolve().parent / "data"

Family = Literal["Academic", "Interpersonal", "Technical", "General"]
FAMILIES: tuple[Family, ...] = ("Academic", "Interpersonal", "Technical", "General")
#: The families of investigative abilities (the investigative build points buy them).
INVESTIGATIVE_FAMILIES: tuple[Family, ...] = ("Academic", "Interpersonal", "Technical")

#: When an ability's pool refreshes (seed 001, "Recovering ability pool points"); the texts are
#: in ``abilities.json``.
Refresh = Literal["between_adventures", "after_24_hours", "safe_haven", "health", "stability", "sanity"]
REFRESH_GROUPS: tuple[Refresh, ...] = (
    "between_adventures", "after_24_hours", "safe_haven", "health", "stability", "sanity",
)

CREDIT_RATING = "Credit Rating"
CTHULHU_MYTHOS = "Cthulhu Mythos"
ATHLETICS = "Athletics"
FLEEING = "Fleeing"
HEALTH = "Health"
STABILITY = "Stability"
SANITY = "Sanity"
LANGUAGES = "Languages"

Small = Annotated[int, Field(ge=-20, le=30)]
Text = Annotated[str, Field(max_length=2000)]
ShortName = Annotated[str, Field(min_length=1, max_length=120)]


class AbilityDef(DataModel):
    """An ability of the ability list.

    ``investigative_use`` is the seed's "*" mark: a General ability that can sometimes be used
    as an investigative one (it is always bought as General). ``start`` is the free starting
    rating (Sanity 4, Stability 1, Health 1); ``floor`` the lowest pool (−12 for Health and
    Stability). ``zero_rating_exempt`` abilities (the fighting ones) do not fail automatically
    at a zero rating. ``specialities`` abilities (Art, Craft) are written with named specialities.
    """

    name: ShortName
    family: Family
    investigative_use: bool = False
    start: Annotated[int, Field(ge=0, le=20)] = 0
    floor: Annotated[int, Field(ge=-12, le=0)] = 0
    refresh: Refresh
    zero_rating_exempt: bool = False
    specialities: bool = False
    description: Text = ""
    #: The name in other languages (``{"de": "Bibliotheksnutzung", "fr": "Bibliothèque"}``).
    names: TermNames = {}

    @model_validator(mode="after")
    def _check(self) -> AbilityDef:
        if self.investigative_use and self.family != "General":
            raise ValueError("investigative_use marks General abilities only")
        if self.family != "General" and self.refresh != "between_adventures":
            raise ValueError("investigative abilities refresh between adventures")
        if self.zero_rating_exempt and self.family != "General":
            raise ValueError("zero_rating_exempt applies to General abilities only")
        return self

    @property
    def investigative(self) -> bool:
        """Whether the investigative build points buy it (Academic, Interpersonal, Technical)."""
        return self.family != "General"


class ChoiceDef(DataModel):
    """A choice an occupation leaves to the player.

    An ``ability`` choice picks ``count`` abilities among the abilities of ``families`` plus the
    named ``abilities`` (Professor: Academic plus Astronomy and Chemistry). Credit Rating is never
    a valid pick, nor an ability the occupation already gives. A ``language`` choice picks
    language names among ``abilities`` (Clergy: Latin, Greek, Aramaic or Hebrew).
    """

    id: Annotated[str, Field(min_length=1, max_length=60, pattern=r"^[a-z0-9_]+$")]
    count: Annotated[int, Field(ge=1, le=10)] = 1
    kind: Literal["ability", "language"] = "ability"
    families: tuple[Family, ...] = ()
    abilities: tuple[ShortName, ...] = ()
    #: The entry's wording of the choice, shown to the player.
    text: Text = ""
    #: The wording in other languages (``{"de": "...", "fr": "..."}``).
    texts: TermTexts = {}

    @model_validator(mode="after")
    def _check(self) -> ChoiceDef:
        if not self.families and not self.abilities:
            raise ValueError("a choice needs families or abilities to pick from")
        if self.kind == "language" and self.families:
            raise ValueError("a language choice lists language names in 'abilities'")
        if self.kind == "ability" and any(a.casefold() == CREDIT_RATING.casefold() for a in self.abilities):
            raise ValueError("Credit Rating can never be a free-choice pick")
        if self.kind == "ability" and not self.families and len(self.abilities) < self.count:
            raise ValueError(f"{self.count} picks from only {len(self.abilities)} abilities")
        return self


CreditRange = tuple[Annotated[int, Field(ge=0, le=20)], Annotated[int, Field(ge=0, le=20)]]


def _check_range(value: CreditRange | None, what: str) -> None:
    if value is not None and value[0] > value[1]:
        raise ValueError(f"{what} range {value[0]}-{value[1]} is reversed")


class BranchDef(DataModel):
    """A branch of an occupation (Military): abilities it adds, choices, its own Credit Rating."""

    name: ShortName
    abilities: tuple[ShortName, ...] = ()
    choices: tuple[ChoiceDef, ...] = ()
    credit_rating: CreditRange | None = None
    #: The name in other languages.
    names: TermNames = {}

    @model_validator(mode="after")
    def _check(self) -> BranchDef:
        _check_range(self.credit_rating, "credit_rating")
        return self


class OccupationDef(DataModel):
    """An occupation: occupational abilities, choices, branches and Credit Rating range.

    ``credit_rating`` is (base, ceiling): the base is free, points up to the ceiling cost the
    normal price, points above it 2 each. ``credit_rating_open`` shows the range as "3+"
    (Dilettante): there is no ceiling, every point costs the normal price, and the second
    number is only the top of the usual range (where generators stop; see README). ``credit_rating_locked``
    means Credit Rating is never bought (Hobo). ``languages`` are languages the occupation
    dictates (Alienist: German and Latin). ``keeper_options`` are abilities the keeper may
    make occupational (Nurse: Bureaucracy, Flattery).
    """

    name: ShortName
    abilities: tuple[ShortName, ...]
    choices: tuple[ChoiceDef, ...] = ()
    branches: tuple[BranchDef, ...] = ()
    credit_rating: CreditRange
    credit_rating_open: bool = False
    credit_rating_locked: bool = False
    languages: tuple[ShortName, ...] = ()
    language_note: Text = ""
    keeper_options: tuple[ShortName, ...] = ()
    description: Text = ""
    #: The name in other languages (``{"de": "Antiquar", "fr": "Antiquaire"}``).
    names: TermNames = {}
    #: The description and the language note in other languages.
    descriptions: TermTexts = {}
    language_notes: TermTexts = {}

    @model_validator(mode="after")
    def _check(self) -> OccupationDef:
        _check_range(self.credit_rating, "credit_rating")
        if self.credit_rating_locked and self.credit_rating[0] != self.credit_rating[1]:
            raise ValueError("a locked Credit Rating has a single value")
        ids = [c.id for c in self.choices]
        for branch in self.branches:
            branch_ids = ids + [c.id for c in branch.choices]
            if len(branch_ids) != len(set(branch_ids)):
                raise ValueError(f"two choices share an id (branch {branch.name!r})")
        if len(ids) != len(set(ids)):
            raise ValueError("two choices share an id")
        names = [b.name.casefold() for b in self.branches]
        if len(names) != len(set(names)):
            raise ValueError("two branches share a name")
        return self

    def branch(self, name: str | None) -> BranchDef | None:
        """A branch by name, case-insensitive."""
        if not name:
            return None
        key = name.casefold()
        return next((b for b in self.branches if b.name.casefold() == key), None)

    def credit_range(self, branch: BranchDef | None = None) -> tuple[int, int]:
        """(base, ceiling) of Credit Rating, the branch's own range first."""
        if branch is not None and branch.credit_rating is not None:
            return branch.credit_rating
        return self.credit_rating

    def credit_ceiling(self, branch: BranchDef | None = None) -> int | None:
        """Where the normal price of Credit Rating ends: the top of the range, or None when
        the range is open ("3+": no ceiling)."""
        if self.credit_rating_open and (branch is None or branch.credit_rating is None):
            return None
        return self.credit_range(branch)[1]

    def credit_text(self, branch: BranchDef | None = None) -> str:
        """The range as the entry writes it: ``3-4``, ``3+``, ``0``."""
        low, high = self.credit_range(branch)
        if self.credit_rating_open:
            return f"{low}+"
        return str(low) if low == high else f"{low}-{high}"

    def all_choices(self, branch: BranchDef | None = None) -> tuple[ChoiceDef, ...]:
        """The occupation's choices, then the branch's."""
        return self.choices + (branch.choices if branch is not None else ())


class RefreshDef(DataModel):
    """How a refresh group's pools come back."""

    name: ShortName
    text: Text


class AbilitiesFile(DataModel):
    """``abilities.json``: the abilities in sheet order and the refresh groups."""

    abilities: tuple[AbilityDef, ...]
    refresh: dict[Refresh, RefreshDef]

    @model_validator(mode="after")
    def _check(self) -> AbilitiesFile:
        names = [a.name.casefold() for a in self.abilities]
        if len(names) != len(set(names)):
            raise ValueError("an ability is listed twice")
        missing = [g for g in REFRESH_GROUPS if g not in self.refresh]
        if missing:
            raise ValueError(f"refresh groups without a text: {', '.join(missing)}")
        return self


class BudgetRow(DataModel):
    """Investigative build points per investigator for a group of ``investigators`` or more."""

    investigators: Annotated[int, Field(ge=1, le=99)]
    points: Annotated[int, Field(ge=0, le=200)]


class DriveDef(DataModel):
    """A Drive: why the investigator keeps going."""

    name: ShortName
    description: Text = ""
    #: The name in other languages.
    names: TermNames = {}
    #: The description in other languages.
    descriptions: TermTexts = {}


class Stratum(DataModel):
    """A Credit Rating social stratum from ``low`` to ``high`` (``None``: and above)."""

    low: Annotated[int, Field(ge=0, le=99)]
    high: Annotated[int, Field(ge=0, le=99)] | None
    name: ShortName
    #: Other names the table gives ("Charity Case", "Bourgeois"...).
    also: tuple[ShortName, ...] = ()
    #: The name in other languages.
    names: TermNames = {}


class Tables(DataModel):
    """``tables.json``: build budgets, Drives, example Pillars, strata, Mythos madnesses."""

    general_build_points: Annotated[int, Field(ge=0, le=500)]
    investigative_build_points: tuple[BudgetRow, ...] = Field(min_length=1)
    #: General build points per investigative build point in the optional trade.
    trade_rate: Annotated[int, Field(ge=1, le=10)]
    #: Rating points per build point for occupational abilities (and Fleeing past 2×Athletics).
    occupational_rate: Annotated[int, Field(ge=1, le=10)]
    #: Build points per Credit Rating point above the occupation's ceiling.
    credit_rating_above_ceiling: Annotated[int, Field(ge=1, le=10)]
    #: Rating points of Sanity / Stability per Pillar of Sanity / Source of Stability.
    points_per_pillar: Annotated[int, Field(ge=1, le=10)]
    points_per_source: Annotated[int, Field(ge=1, le=10)]
    #: Sanity rating ≤ sanity_ceiling − Cthulhu Mythos.
    sanity_ceiling: Annotated[int, Field(ge=1, le=99)]
    #: Purist campaigns: Health and Stability ≤ this.
    purist_max: Annotated[int, Field(ge=1, le=99)]
    drives: tuple[DriveDef, ...]
    pillar_examples: tuple[ShortName, ...]
    #: The examples in other languages: English example → language → example.
    pillar_example_names: dict[ShortName, TermNames] = {}
    credit_rating_strata: tuple[Stratum, ...]
    mythos_madnesses: tuple[ShortName, ...] = ()

    @model_validator(mode="after")
    def _check(self) -> Tables:
        counts = [row.investigators for row in self.investigative_build_points]
        if counts != sorted(set(counts)):
            raise ValueError("investigative_build_points must be in rising order of investigators")
        expected = 0
        for stratum in self.credit_rating_strata:
            if stratum.low != expected:
                raise ValueError(f"credit_rating_strata: a gap or overlap at {expected}")
            if stratum.high is None:
                break
            expected = stratum.high + 1
        if not self.credit_rating_strata or self.credit_rating_strata[-1].high is not None:
            raise ValueError("credit_rating_strata must end with an open stratum (high null)")
        unknown = set(self.pillar_example_names) - set(self.pillar_examples)
        if unknown:
            raise ValueError(f"pillar_example_names: {sorted(unknown)[0]!r} is not one of the pillar_examples")
        return self


class Ranges(DataModel):
    """Damage modifiers by range; ``null`` = the weapon cannot reach (the table's "•")."""

    point_blank: Small | None = None
    close: Small | None = None
    near: Small | None = None
    long: Small | None = None


class HandWeapon(DataModel):
    """A scuffling or hand weapon with its damage modifier."""

    name: ShortName
    #: The name in other languages (``{"de": "Messer", "fr": "Couteau"}``); sheets store ``name``.
    names: TermNames = {}
    ability: Literal["Scuffling", "Weapons"]
    damage_modifier: Small


class Firearm(DataModel):
    """A firearm of the Firearms table."""

    name: ShortName
    #: The name in other languages; sheets store ``name``.
    names: TermNames = {}
    ammo: Annotated[str, Field(max_length=60)]
    ranges: Ranges
    #: Double-barrelled: both shells at once use these modifiers (point blank and close).
    both_barrels: Ranges | None = None
    notes: tuple[str, ...] = ()


class Explosive(DataModel):
    """An explosive device: 1D6 plus the modifier for the victim's range."""

    name: ShortName
    #: The name in other languages; sheets store ``name``.
    names: TermNames = {}
    ranges: Ranges
    incendiary: bool = False


class RangeBand(DataModel):
    """A range band's name and distance limit as the tables print them."""

    key: Literal["point_blank", "close", "near", "long"]
    name: ShortName
    limit: Annotated[str, Field(max_length=60)] = ""


class Throwing(DataModel):
    """Difficulties for throwing (Athletics) by range, plus the modifiers."""

    difficulty: dict[Literal["point_blank", "close", "near"], Annotated[int, Field(ge=1, le=20)]]
    exact_spot: dict[Literal["point_blank", "close", "near"], Annotated[int, Field(ge=0, le=10)]]
    not_aerodynamic: Annotated[int, Field(ge=0, le=10)]


class WeaponTables(DataModel):
    """``weapons.json``: hand weapons, firearms, explosives, their notes and throwing."""

    range_bands: tuple[RangeBand, ...]
    hand_weapons: tuple[HandWeapon, ...]
    firearms: tuple[Firearm, ...]
    firearm_notes: dict[str, Text]
    explosives: tuple[Explosive, ...]
    throwing: Throwing

    @model_validator(mode="after")
    def _check(self) -> WeaponTables:
        for gun in self.firearms:
            unknown = [n for n in gun.notes if n not in self.firearm_notes]
            if unknown:
                raise ValueError(f"firearm {gun.name!r}: unknown note {unknown[0]!r}")
        names = [w.casefold() for w in self.names()]
        if len(names) != len(set(names)):
            raise ValueError("a weapon name is used twice")
        return self

    def names(self) -> list[str]:
        """Every weapon and explosive name."""
        return (
            [w.name for w in self.hand_weapons]
            + [f.name for f in self.firearms]
            + [e.name for e in self.explosives]
        )


#: The kinds of game terms a translation names (see :mod:`sheetmaker.core.terms`).
TermKind = Literal[
    "ability", "occupation", "branch", "drive", "stratum", "condition", "family", "language", "pillar", "weapon"
]
#: Translations a user file adds or overrides: kind → English name (or key) → language → name,
#: e.g. ``{"ability": {"Library Use": {"es": "Buscar libros"}}}``.
Translations = dict[TermKind, dict[TermText, TermNames]]


class TermsFile(DataModel):
    """``terms.json``: the ability families, the conditions of Health and Stability and the
    language names the occupations offer, each with its names in other languages."""

    families: tuple[TermEntry, ...]
    conditions: tuple[TermEntry, ...] = ()
    languages: tuple[TermEntry, ...] = ()

    @model_validator(mode="after")
    def _check(self) -> TermsFile:
        if tuple(entry.key for entry in self.families) != FAMILIES:
            raise ValueError(f"families must be {', '.join(FAMILIES)} in this order")
        return self


class UserFile(DataModel):
    """A user data file: extra occupations and translations of names."""

    occupations: tuple[OccupationDef, ...] = ()
    translations: Translations = {}


class _OccupationList(DataModel):
    occupations: tuple[OccupationDef, ...]


@dataclass(frozen=True)
class RulesData:
    """Everything loaded: the shipped data plus the user's occupations."""

    abilities: tuple[AbilityDef, ...]
    refresh: dict[Refresh, RefreshDef]
    occupations: tuple[OccupationDef, ...]
    tables: Tables
    weapons: WeaponTables
    #: Problems found in user data files (each names the file); those files were skipped.
    problems: tuple[str, ...] = ()
    #: Families, conditions and language names with their translated names (``terms.json``).
    terms: TermsFile | None = None
    #: The ``translations`` of the user's files, in reading order (later ones win).
    translations: tuple[Translations, ...] = ()

    def ability(self, name: str) -> AbilityDef | None:
        """An ability by name, case-insensitive."""
        return self.abilities_by_name.get(name.casefold())

    def family(self, family: str) -> list[AbilityDef]:
        """The abilities of a family, in sheet order."""
        return [a for a in self.abilities if a.family == family]

    def occupation(self, name: str) -> OccupationDef | None:
        """An occupation by name, case-insensitive."""
        return self.occupations_by_name.get(name.casefold())

    def choice_options(self, occupation: OccupationDef, choice: ChoiceDef,
                       branch: BranchDef | None = None) -> tuple[str, ...]:
        """What a choice may pick: abilities in sheet order, or language names.

        Ability choices never offer Credit Rating nor the abilities the occupation (and its
        branch) already gives.
        """
        if choice.kind == "language":
            return choice.abilities
        fixed = {a.casefold() for a in occupation.abilities}
        if branch is not None:
            fixed |= {a.casefold() for a in branch.abilities}
        explicit = {a.casefold() for a in choice.abilities}
        return tuple(
            a.name
            for a in self.abilities
            if (a.family in choice.families or a.name.casefold() in explicit)
            and a.name != CREDIT_RATING
            and a.name.casefold() not in fixed
        )

    def drive(self, name: str) -> DriveDef | None:
        """A Drive by name, case-insensitive."""
        key = name.strip().casefold()
        return next((d for d in self.tables.drives if d.name.casefold() == key), None)

    def stratum(self, credit_rating: int) -> Stratum:
        """The social stratum of a Credit Rating."""
        for stratum in self.tables.credit_rating_strata:
            if stratum.high is None or credit_rating <= stratum.high:
                return stratum
        return self.tables.credit_rating_strata[-1]  # pragma: no cover - strata are checked

    def investigative_points(self, investigators: int) -> int:
        """Investigative build points per investigator for a group of that size (fewer than
        the smallest row's count takes the smallest row: 1 investigator gets 24)."""
        rows = self.tables.investigative_build_points
        found = rows[0].points
        for row in rows:
            if investigators >= row.investigators:
                found = row.points
        return found

    def weapon(self, name: str) -> HandWeapon | Firearm | Explosive | None:
        """A weapon or explosive of the tables by name, case-insensitive."""
        return self.weapons_by_name.get(name.strip().casefold())

    @cached_property
    def abilities_by_name(self) -> dict[str, AbilityDef]:
        """Abilities keyed by case-folded name."""
        return {a.name.casefold(): a for a in self.abilities}

    @cached_property
    def occupations_by_name(self) -> dict[str, OccupationDef]:
        """Occupations keyed by case-folded name."""
        return {o.name.casefold(): o for o in self.occupations}

    @cached_property
    def weapons_by_name(self) -> dict[str, HandWeapon | Firearm | Explosive]:
        """Weapons and explosives keyed by case-folded name."""
        table = self.weapons
        items: list[HandWeapon | Firearm | Explosive] = [
            *table.hand_weapons, *table.firearms, *table.explosives
        ]
        return {w.name.casefold(): w for w in items}


def user_data_dir() -> Path | None:
    """The folder of the user's own ToC data files, or ``None`` when user data is disabled."""
    return datafiles.user_data_dir("toc")


def check_references(abilities: tuple[AbilityDef, ...], occupations: tuple[OccupationDef, ...]) -> list[str]:
    """Occupation entries naming no known ability (one line each)."""
    known = {a.name.casefold() for a in abilities}
    problems = []
    for occupation in occupations:
        names = list(occupation.abilities) + list(occupation.keeper_options)
        choices = list(occupation.choices)
        for branch in occupation.branches:
            names.extend(branch.abilities)
            choices.extend(branch.choices)
        for choice in choices:
            if choice.kind == "ability":
                names.extend(choice.abilities)
        for name in names:
            if name.casefold() not in known:
                problems.append(f"occupation {occupation.name!r}: unknown ability {name!r}")
    return problems


@cache
def load(user_dir: str | None = "") -> RulesData:
    """Load the shipped data and the user's files (cached).

    Args:
        user_dir: folder of user files; ``""`` means the default (:func:`user_data_dir`),
            ``None`` means no user files.

    Raises:
        DataError: a shipped data file is broken (a bug, never the user's fault).
    """
    ability_file = load_json(DATA_DIR / "abilities.json", AbilitiesFile)
    abilities = ability_file.abilities
    occupations = load_json(DATA_DIR / "occupations.json", _OccupationList).occupations
    tables = load_json(DATA_DIR / "tables.json", Tables)
    weapons = load_json(DATA_DIR / "weapons.json", WeaponTables)
    terms = load_json(DATA_DIR / "terms.json", TermsFile)
    shipped = check_references(abilities, occupations)
    if shipped:
        raise DataError(f"{DATA_DIR / 'occupations.json'}: {shipped[0]}")
    problems: list[str] = []
    translations: list[Translations] = []
    folder = datafiles.user_folder(user_dir, user_data_dir)
    for path, extra in datafiles.user_files(folder, UserFile, problems):
        bad = check_references(abilities, extra.occupations)
        if bad:
            problems.append(f"{path}: {bad[0]}")
            continue
        new, clashes = datafiles.split_new(occupations, extra.occupations)
        if clashes:
            problems.append(f"{path}: already defined, skipped: {', '.join(clashes)}")
        occupations = occupations + new
        if extra.translations:
            translations.append(extra.translations)
    return RulesData(
        abilities=abilities,
        refresh=dict(ability_file.refresh),
        occupations=occupations,
        tables=tables,
        weapons=weapons,
        problems=tuple(problems),
        terms=terms,
        translations=tuple(translations),
    )


__all__ = [
    "ATHLETICS",
    "CREDIT_RATING",
    "CTHULHU_MYTHOS",
    "DATA_DIR",
    "FAMILIES",
    "FLEEING",
    "HEALTH",
    "INVESTIGATIVE_FAMILIES",
    "LANGUAGES",
    "REFRESH_GROUPS",
    "SANITY",
    "STABILITY",
    "AbilityDef",
    "BranchDef",
    "ChoiceDef",
    "DataError",
    "DriveDef",
    "Explosive",
    "Firearm",
    "HandWeapon",
    "OccupationDef",
    "RulesData",
    "Stratum",
    "Tables",
    "TermKind",
    "TermsFile",
    "Translations",
    "WeaponTables",
    "load",
    "user_data_dir",
]
