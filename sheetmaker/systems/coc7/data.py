"""The rules data of Call of Cthulhu 7e: skills, occupations, weapons, tables and names.

The data lives in JSON files in ``sheetmaker/systems/coc7/data/`` and is validated at load by
the pydantic models below; an error names the file and the key. Users add their own skills,
occupations and weapons as JSON files of the same shape in the user data folder
(``$XDG_DATA_HOME/sheetmaker/coc7/`` or ``~/.local/share/sheetmaker/coc7/``, or the folder named
by ``SHEETMAKER_DATA_DIR``); a broken user file is reported in :attr:`RulesData.problems` and
skipped, never fatal.

Formulas stay in code: the data only gives weights (``{"EDU": 4}``) and names of choices.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Annotated, Literal, TypeGuard, TypeVar

from pydantic import (
    Field,
    StringConstraints,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
    model_validator,
)

from sheetmaker.core import dice, terms
from sheetmaker.core.i18n import translate
from sheetmaker.systems import datafiles
from sheetmaker.systems.coc7.model import CHARACTERISTICS, CharacteristicName, DamageType, Era, Weapon
from sheetmaker.systems.datafiles import (
    DataError,
    DataModel,
    LanguageCode,
    TermEntry,
    TermNames,
    TermText,
    TermTexts,
    load_json,
    location,
)

DATA_DIR = Path(__file__).resolve().parent / "data"
ERAS: tuple[Era, ...] = ("1920s", "modern")

_V = TypeVar("_V")


def is_era(value: str) -> TypeGuard[Era]:
    """Whether ``value`` is one of the eras (``"1920s"``, ``"modern"``)."""
    return value in ERAS


def for_era(table: Mapping[Era, _V], era: str) -> _V | None:
    """``table``'s entry for ``era``: None when it has none (``era`` may be any string)."""
    return table.get(era) if is_era(era) else None

#: The social skills an occupation's "1 social" choice picks from.
SOCIAL_SKILLS: tuple[str, ...] = ("Charm", "Fast Talk", "Intimidate", "Persuade")

WeaponCategory = Literal[
    "melee", "thrown", "handgun", "rifle", "shotgun", "smg", "machine_gun", "explosive", "other"
]
#: The weapon categories in the order a list groups them.
WEAPON_CATEGORIES: tuple[WeaponCategory, ...] = (
    "melee", "thrown", "handgun", "rifle", "shotgun", "smg", "machine_gun", "explosive", "other"
)


class SkillDef(DataModel):
    """A skill of the skill list.

    ``base`` is a number or a named rule: ``"half_dex"`` (Dodge) or ``"edu"`` (Language (Own)).
    A ``specialised`` skill is taken with a specialisation name (Art/Craft, Science, Language
    (Other), Pilot, Survival, Fighting, Firearms); ``specialisations`` lists the known ones with
    their own base (Fighting (Axe) 15) — a specialisation not listed takes ``base``.
    ``default_specialisations`` are on every blank sheet (Fighting (Brawl), Firearms (Handgun)).
    """

    name: str
    base: int | Literal["half_dex", "edu"]
    eras: tuple[Era, ...] = ERAS
    uncommon: bool = False
    specialised: bool = False
    specialisations: dict[str, Annotated[int, Field(ge=0, le=99)]] = Field(default_factory=dict)
    default_specialisations: tuple[str, ...] = ()
    #: Skills that cannot take points at creation (Cthulhu Mythos).
    no_creation_points: bool = False
    description: str = ""
    #: The name in other languages (``{"de": "Bibliotheksnutzung", "fr": "Bibliothèque"}``).
    names: TermNames = {}
    #: Specialisations' names in other languages: ``{"Biology": {"de": "Biologie", ...}}``.
    specialisation_names: dict[TermText, TermNames] = {}
    #: Other names of the skill in other languages, read but never shown: an earlier edition's
    #: (the French 6th edition's "Bricolage" for Mechanical Repair) or a common translation's
    #: (``{"fr": ["Bricolage"]}``).
    aliases: dict[LanguageCode, tuple[TermText, ...]] = {}

    @model_validator(mode="after")
    def _check(self) -> SkillDef:
        if isinstance(self.base, int) and not 0 <= self.base <= 99:
            raise ValueError(f"base {self.base} is outside 0..99")
        named = self.specialisations or self.default_specialisations or self.specialisation_names
        if named and not self.specialised:
            raise ValueError("specialisations are given but the skill is not specialised")
        return self


class PointsFormula(DataModel):
    """Occupation skill points: ``fixed`` weights plus the best of ``choose`` (if any).

    EDU×4 is ``{"fixed": {"EDU": 4}}``; EDU×2 + (DEX or STR)×2 is
    ``{"fixed": {"EDU": 2}, "choose": ["DEX", "STR"], "times": 2}``.
    """

    fixed: dict[CharacteristicName, Annotated[int, Field(ge=1, le=10)]]
    choose: tuple[CharacteristicName, ...] = ()
    times: Annotated[int, Field(ge=0, le=10)] = 0

    @model_validator(mode="after")
    def _check(self) -> PointsFormula:
        if bool(self.choose) != bool(self.times):
            raise ValueError("'choose' and 'times' go together")
        return self

    def text(self, language: str | None = None) -> str:
        """The formula as written in the rules, e.g. ``EDU×2 + (DEX or STR)×2``, with the
        characteristics' abbreviations and the "or" of ``language`` (``None``: the language in
        use): ``BI×2 + (GE oder ST)×2`` in German."""
        def abbr(name: str) -> str:
            return terms.characteristic_abbr("coc7", name, language)

        parts = [f"{abbr(name)}×{weight}" for name, weight in self.fixed.items()]
        if self.choose:
            names = [abbr(name) for name in self.choose]
            group = names[0]
            if len(names) > 1:
                group = translate("CoC7Rules", "{0} or {1}").format(", ".join(names[:-1]), names[-1])
            parts.append(f"({group})×{self.times}" if len(self.choose) > 1 else f"{group}×{self.times}")
        return " + ".join(parts)


class ChoiceDef(DataModel):
    """A choice an occupation leaves to the player.

    ``options`` is ``"social"`` (Charm, Fast Talk, Intimidate, Persuade), ``"any"`` (any skill
    as a personal or era specialty) or a list of skill labels ("History or Natural World").
    A label of a specialised skill without specialisation (``"Fighting"``) accepts any of its
    specialisations.
    """

    id: Annotated[str, Field(min_length=1, max_length=60)]
    count: Annotated[int, Field(ge=1, le=8)] = 1
    options: Literal["social", "any"] | tuple[str, ...]


class OccupationDef(DataModel):
    """An occupation: points formula, Credit Rating range, skills and choices.

    ``skills`` are fixed occupation skills by label. A specialised skill without a
    specialisation (``"Art/Craft"``, ``"Language (Other)"``) asks the player to name one.
    Credit Rating is always an occupation skill and is not listed.
    """

    name: str
    eras: tuple[Era, ...] = ERAS
    points: PointsFormula
    credit_rating: tuple[Annotated[int, Field(ge=0, le=99)], Annotated[int, Field(ge=0, le=99)]]
    skills: tuple[str, ...]
    choices: tuple[ChoiceDef, ...] = ()
    description: str = ""
    #: The name in other languages (``{"de": "Antiquar", "fr": "Antiquaire"}``).
    names: TermNames = {}
    #: The description in other languages (shown through :func:`sheetmaker.core.terms.text`).
    descriptions: TermTexts = {}

    @model_validator(mode="after")
    def _check(self) -> OccupationDef:
        low, high = self.credit_rating
        if low > high:
            raise ValueError(f"credit_rating range {low}-{high} is reversed")
        ids = [choice.id for choice in self.choices]
        if len(ids) != len(set(ids)):
            raise ValueError("two choices share an id")
        return self

    @property
    def skill_count(self) -> int:
        """Number of occupation skills besides Credit Rating (8 for the book's occupations)."""
        return len(self.skills) + sum(choice.count for choice in self.choices)


class DamageBonusRow(DataModel):
    """One row of the Damage Bonus and Build table (STR+SIZ from ``low`` to ``high``)."""

    low: int
    high: int
    damage_bonus: str
    build: int


class AgeRow(DataModel):
    """One band of the age table (RULES.md, "Age at creation")."""

    low: Annotated[int, Field(ge=0)]
    high: Annotated[int, Field(ge=0)]
    edu_checks: Annotated[int, Field(ge=0, le=10)]
    #: Points to deduct, split by the player among ``deduct_from``.
    deduct: Annotated[int, Field(ge=0, le=99)] = 0
    deduct_from: tuple[CharacteristicName, ...] = ()
    app_penalty: Annotated[int, Field(ge=0, le=99)] = 0
    edu_penalty: Annotated[int, Field(ge=0, le=99)] = 0
    luck_rolls: Annotated[int, Field(ge=1, le=2)] = 1
    mov_penalty: Annotated[int, Field(ge=0, le=10)] = 0


class Money(DataModel):
    """An amount of the cash table: ``per_cr`` × Credit Rating, or a fixed ``amount``."""

    per_cr: float | None = None
    amount: float | None = None
    text: str | None = None

    @model_validator(mode="after")
    def _check(self) -> Money:
        if (self.per_cr is None) == (self.amount is None):
            raise ValueError("give exactly one of per_cr and amount")
        return self


class CashRow(DataModel):
    """One Credit Rating band of a cash table."""

    low: Annotated[int, Field(ge=0, le=99)]
    high: Annotated[int, Field(ge=0, le=99)]
    band: str
    cash: Money
    assets: Money
    spending: Money


class Tables(DataModel):
    """The numeric tables (``tables.json``)."""

    damage_bonus: tuple[DamageBonusRow, ...]
    age: tuple[AgeRow, ...]
    cash: dict[Era, tuple[CashRow, ...]]
    allocation: tuple[int, ...]
    point_buy_total: int
    quick_start_occupation: tuple[int, ...]
    quick_start_personal: Annotated[int, Field(ge=0)]
    quick_start_personal_count: Annotated[int, Field(ge=0)]


class Names(DataModel):
    """Name lists for generated characters (``names.json``), by era."""

    given_male: dict[Era, tuple[str, ...]]
    given_female: dict[Era, tuple[str, ...]]
    family: dict[Era, tuple[str, ...]]
    residences: dict[Era, tuple[str, ...]] = Field(default_factory=dict)


class WeaponDef(DataModel):
    """A weapon of the weapons list (``weapons.json``), as a sheet gets it.

    ``key`` is stable (saved choices and user files refer to it); ``skill`` is the label the
    sheet writes (``Firearms (Handgun)``, ``Fighting (Brawl)``, ``Throw``) and must name a known
    skill; ``damage`` is a dice expression (``1D3+DB``, ``1D8+DB/2``, ``4D6``). Shotgun and
    blast damage at longer distances goes in ``notes``. A blank ``range`` means touch; ``ammo``
    and ``malfunction`` are ``null`` for weapons without them. An error in an entry names its
    ``key`` when it has one.
    """

    key: Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9_]*$", max_length=60)]
    name: Annotated[str, StringConstraints(min_length=1, max_length=120, strip_whitespace=True)]
    category: WeaponCategory
    skill: Annotated[str, StringConstraints(min_length=1, max_length=120, strip_whitespace=True)]
    damage: Annotated[str, StringConstraints(min_length=1, max_length=200, strip_whitespace=True)]
    damage_type: DamageType = "non_impaling"
    range: Annotated[str, StringConstraints(max_length=200)] = ""
    attacks: Annotated[str, StringConstraints(max_length=200)] = "1"
    ammo: Annotated[int, Field(ge=0, le=9999)] | None = None
    malfunction: Annotated[int, Field(ge=1, le=100)] | None = None
    notes: Annotated[str, StringConstraints(max_length=200)] = ""
    eras: Annotated[tuple[Era, ...], Field(min_length=1)] = ERAS
    #: The name in other languages (``{"de": "Unbewaffnet", "fr": "Mains nues"}``): shown on the
    #: sheet and in the lists, while the sheet stores ``name``.
    names: TermNames = {}

    @field_validator("damage")
    @classmethod
    def _dice(cls, damage: str) -> str:
        dice.parse(damage)  # a DiceError is a ValueError that says what is wrong and where
        return damage

    @model_validator(mode="wrap")
    @classmethod
    def _name_the_key(cls, raw: object, handler: ValidatorFunctionWrapHandler) -> WeaponDef:
        """Put the entry's key in front of its errors ("weapon 'sword_cane': damage: ...")."""
        try:
            return handler(raw)
        except ValidationError as exc:
            key = raw.get("key") if isinstance(raw, dict) else None
            if not isinstance(key, str) or not key:
                raise
            first = exc.errors(include_url=False)[0]
            message = first["msg"].removeprefix("Value error, ")
            raise ValueError(f"weapon {key!r}: {location(tuple(first['loc']))}: {message}") from None

    def to_weapon(self) -> Weapon:
        """The weapon as a sheet holds it."""
        return Weapon(
            name=self.name,
            skill=self.skill,
            damage=self.damage,
            damage_type=self.damage_type,
            range=self.range,
            attacks=self.attacks,
            ammo=self.ammo,
            malfunction=self.malfunction,
            notes=self.notes,
        )


class _WeaponList(DataModel):
    weapons: tuple[WeaponDef, ...]

    @model_validator(mode="after")
    def _unique(self) -> _WeaponList:
        _check_unique_keys(self.weapons)
        return self


def _check_unique_keys(weapons: tuple[WeaponDef, ...]) -> None:
    seen: set[str] = set()
    for weapon in weapons:
        if weapon.key in seen:
            raise ValueError(f"the weapon key {weapon.key!r} is used twice")
        seen.add(weapon.key)


#: The kinds of game terms a translation names (see :mod:`sheetmaker.core.terms`).
TermKind = Literal[
    "skill", "specialisation", "occupation", "characteristic", "abbreviation", "condition", "era", "credit_band",
    "weapon",
]
#: Translations a user file adds or overrides: kind → English name (or key) → language → name,
#: e.g. ``{"skill": {"Library Use": {"es": "Buscar libros"}}}``.
Translations = dict[TermKind, dict[TermText, TermNames]]


class TermsFile(DataModel):
    """``terms.json``: the characteristics (names and official abbreviations), the conditions,
    the eras and the Credit Rating bands of the cash tables (``key`` as ``tables.json`` names
    the band: ``Wealthy``), each with its names in other languages."""

    characteristics: tuple[TermEntry, ...]
    conditions: tuple[TermEntry, ...] = ()
    eras: tuple[TermEntry, ...] = ()
    credit_bands: tuple[TermEntry, ...] = ()

    @model_validator(mode="after")
    def _check(self) -> TermsFile:
        keys = tuple(entry.key for entry in self.characteristics)
        if keys != CHARACTERISTICS:
            raise ValueError(f"characteristics must be {', '.join(CHARACTERISTICS)} in this order")
        unknown = [entry.key for entry in self.eras if entry.key not in ERAS]
        if unknown:
            raise ValueError(f"unknown era {unknown[0]!r}")
        return self


class UserFile(DataModel):
    """A user data file: extra skills, occupations and weapons, and translations of names."""

    skills: tuple[SkillDef, ...] = ()
    occupations: tuple[OccupationDef, ...] = ()
    weapons: tuple[WeaponDef, ...] = ()
    translations: Translations = {}

    @model_validator(mode="after")
    def _unique(self) -> UserFile:
        _check_unique_keys(self.weapons)
        return self


@dataclass(frozen=True)
class RulesData:
    """Everything loaded: the shipped data plus the user's additions."""

    skills: tuple[SkillDef, ...]
    occupations: tuple[OccupationDef, ...]
    tables: Tables
    names: Names
    #: The weapons list: shipped first, in file order, then the user's.
    weapons: tuple[WeaponDef, ...] = ()
    #: Problems found in user data files (each names the file); those files were skipped.
    problems: tuple[str, ...] = ()
    #: Characteristics, conditions and eras with their translated names (``terms.json``).
    terms: TermsFile | None = None
    #: The ``translations`` of the user's files, in reading order (later ones win).
    translations: tuple[Translations, ...] = ()

    def skills_for(self, era: Era, *, uncommon: bool = True) -> list[SkillDef]:
        """The skills of an era, in list order."""
        return [s for s in self.skills if era in s.eras and (uncommon or not s.uncommon)]

    def skill_def(self, name: str) -> SkillDef | None:
        """A skill by its name (``Fighting``, ``Language (Other)``), case-insensitive."""
        return self.skills_by_name.get(name.casefold())

    def resolve(self, label: str) -> tuple[SkillDef, str] | None:
        """The skill and specialisation a label names (see :func:`resolve_label`)."""
        return resolve_label(label, self.skills_by_name)

    def occupation(self, name: str) -> OccupationDef | None:
        """An occupation by name, case-insensitive."""
        return self.occupations_by_name.get(name.casefold())

    def occupations_for(self, era: Era) -> list[OccupationDef]:
        """The occupations of an era, sorted by name."""
        return sorted((o for o in self.occupations if era in o.eras), key=lambda o: o.name)

    def weapons_for(self, era: Era) -> list[WeaponDef]:
        """The weapons of an era, grouped by category (:data:`WEAPON_CATEGORIES` order), in
        list order within a category."""
        rank = {category: n for n, category in enumerate(WEAPON_CATEGORIES)}
        return sorted((w for w in self.weapons if era in w.eras), key=lambda w: rank[w.category])

    def weapon(self, key: str) -> WeaponDef | None:
        """A weapon by its key (``revolver_38``), case-insensitive."""
        return self.weapons_by_key.get(key.strip().casefold())

    @cached_property
    def weapons_by_key(self) -> dict[str, WeaponDef]:
        """Weapons keyed by key."""
        return {w.key: w for w in self.weapons}

    @cached_property
    def skills_by_name(self) -> dict[str, SkillDef]:
        """Skills keyed by case-folded name."""
        return {s.name.casefold(): s for s in self.skills}

    @cached_property
    def occupations_by_name(self) -> dict[str, OccupationDef]:
        """Occupations keyed by case-folded name."""
        return {o.name.casefold(): o for o in self.occupations}


class _SkillList(DataModel):
    skills: tuple[SkillDef, ...]


class _OccupationList(DataModel):
    occupations: tuple[OccupationDef, ...]


def user_data_dir() -> Path | None:
    """The folder of the user's own CoC data files, or ``None`` when user data is disabled."""
    return datafiles.user_data_dir("coc7")


def check_references(skills: tuple[SkillDef, ...], occupations: tuple[OccupationDef, ...]) -> list[str]:
    """Occupation skills and options that name no known skill (one line each)."""
    names = {s.name.casefold(): s for s in skills}
    problems = []
    for occupation in occupations:
        labels = list(occupation.skills)
        for choice in occupation.choices:
            if isinstance(choice.options, tuple):
                labels.extend(choice.options)
        for label in labels:
            if resolve_label(label, names) is None:
                problems.append(f"occupation {occupation.name!r}: unknown skill {label!r}")
    return problems


def check_weapon_skills(skills: tuple[SkillDef, ...], weapons: tuple[WeaponDef, ...]) -> list[str]:
    """Weapons whose skill names no known skill (one line each)."""
    names = {s.name.casefold(): s for s in skills}
    return [
        f"weapon {weapon.key!r}: unknown skill {weapon.skill!r}"
        for weapon in weapons
        if resolve_label(weapon.skill, names) is None
    ]


def resolve_label(label: str, skills_by_name: dict[str, SkillDef]) -> tuple[SkillDef, str] | None:
    """The skill and specialisation a label names (the inverse of :func:`skill_label`).

    ``Fighting (Brawl)`` → (Fighting, "Brawl"); ``Language (Other)`` → (Language (Other), "");
    ``Language (Latin)`` → (Language (Other), "Latin"); ``Language (Own: English)`` →
    (Language (Own), "English").
    """
    key = label.strip().casefold()
    direct = skills_by_name.get(key)
    if direct is not None:
        return direct, ""
    if not (key.endswith(")") and " (" in key):
        return None
    stem, inner = label.strip()[:-1].split(" (", 1)
    if ": " in inner:
        qualifier, spec = inner.split(": ", 1)
        skill = skills_by_name.get(f"{stem} ({qualifier})".casefold())
        if skill is not None and skill.specialised and spec.strip():
            return skill, spec.strip()
        return None
    skill = skills_by_name.get(stem.casefold())
    if skill is not None and skill.specialised:
        return skill, inner
    other = skills_by_name.get(f"{stem} (other)".casefold())
    if other is not None and other.specialised:
        return other, inner
    return None


@cache
def load(user_dir: str | None = "") -> RulesData:
    """Load the shipped data and the user's files (cached).

    Args:
        user_dir: folder of user files; ``""`` means the default (:func:`user_data_dir`),
            ``None`` means no user files.

    Raises:
        DataError: a shipped data file is broken (a bug, never the user's fault).
    """
    skills = load_json(DATA_DIR / "skills.json", _SkillList).skills
    occupations = load_json(DATA_DIR / "occupations.json", _OccupationList).occupations
    tables = load_json(DATA_DIR / "tables.json", Tables)
    names = load_json(DATA_DIR / "names.json", Names)
    weapons = load_json(DATA_DIR / "weapons.json", _WeaponList).weapons
    terms = load_json(DATA_DIR / "terms.json", TermsFile)
    shipped_problems = check_references(skills, occupations)
    if shipped_problems:
        raise DataError(f"{DATA_DIR / 'occupations.json'}: {shipped_problems[0]}")
    shipped_problems = check_weapon_skills(skills, weapons)
    if shipped_problems:
        raise DataError(f"{DATA_DIR / 'weapons.json'}: {shipped_problems[0]}")
    problems: list[str] = []
    translations: list[Translations] = []
    folder = datafiles.user_folder(user_dir, user_data_dir)
    for path, extra in datafiles.user_files(folder, UserFile, problems):
        new_skills, clashes = datafiles.split_new(skills, extra.skills)
        candidate_skills = skills + new_skills
        bad = check_references(candidate_skills, extra.occupations)
        bad += check_weapon_skills(candidate_skills, extra.weapons)
        if bad:
            problems.append(f"{path}: {bad[0]}")
            continue
        new_occupations, occupation_clashes = datafiles.split_new(occupations, extra.occupations)
        new_weapons, weapon_clashes = datafiles.split_new(weapons, extra.weapons, key=_weapon_key)
        clashes += occupation_clashes + [f"weapon {key!r}" for key in weapon_clashes]
        if clashes:
            problems.append(f"{path}: already defined, skipped: {', '.join(clashes)}")
        skills = candidate_skills
        occupations = occupations + new_occupations
        weapons = weapons + new_weapons
        if extra.translations:
            translations.append(extra.translations)
    return RulesData(
        skills=skills,
        occupations=occupations,
        tables=tables,
        names=names,
        weapons=weapons,
        problems=tuple(problems),
        terms=terms,
        translations=tuple(translations),
    )


def _weapon_key(weapon: WeaponDef) -> str:
    return weapon.key


__all__ = [
    "CHARACTERISTICS",
    "SOCIAL_SKILLS",
    "ChoiceDef",
    "DataError",
    "OccupationDef",
    "RulesData",
    "SkillDef",
    "TermKind",
    "TermsFile",
    "Translations",
    "WEAPON_CATEGORIES",
    "WeaponCategory",
    "WeaponDef",
    "load",
    "resolve_label",
]
