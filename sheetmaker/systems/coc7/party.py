"""The party table of Call of Cthulhu sheets and their combat order (Qt-free).

A row holds what a keeper watches in play: HP, MP, SAN (and SAN lost today), Luck, the
conditions, DEX, Dodge, four key skills and the best Fighting and Firearms skills. Every number
comes from :func:`sheetmaker.systems.coc7.rules.derive`, so the table and the sheet agree.

Combat order (seed 004, "Act by Order of DEX Score"): everyone acts "in order of their DEX
scores", and "Readied firearms act at DEX +50 for the purpose of determining the DEX turn
order". On equal DEX the rulebook's combat chapter has the higher combat skill act first (the
seeds do not quote it): the skill the combatant fights with, their best Firearms skill with a
readied firearm, else their best Fighting skill. When that is equal too, the tie is marked for
the keeper and the party's order is kept (a stable sort), so the printed order never changes
between two looks.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from sheetmaker.core import terms
from sheetmaker.core.i18n import translate
from sheetmaker.systems.coc7 import rules
from sheetmaker.systems.coc7.data import RulesData

#: The key skills of the table, in column order.
KEY_SKILLS = ("Spot Hidden", "Listen", "Library Use", "Psychology")
#: DEX added for a readied firearm (seed 004).
READIED_FIREARM_BONUS = 50
#: Condition flags of the sheet and their words, in the order shown.
CONDITIONS = (
    ("dead", "dead"),
    ("dying", "dying"),
    ("unconscious", "unconscious"),
    ("major_wound", "major wound"),
    ("temporary_insanity", "temporary insanity"),
    ("indefinite_insanity", "indefinite insanity"),
    ("permanent_insanity", "permanent insanity"),
)


@dataclass(frozen=True, slots=True)
class BestSkill:
    """The best skill of a family (``Fighting (Brawl)`` 25)."""

    label: str
    value: int


@dataclass(frozen=True, slots=True)
class PartyRow:
    """One sheet's line of the party table."""

    name: str
    kind: str
    player: str
    hp: int
    hp_max: int
    mp: int
    mp_max: int
    san: int
    san_max: int
    san_lost_today: int
    luck: int
    conditions: tuple[str, ...]
    dex: int
    dodge: int
    skills: dict[str, int]
    best_fighting: BestSkill | None
    best_firearms: BestSkill | None


def best_skill(derived: rules.Derived, family: str) -> BestSkill | None:
    """The highest skill of ``family`` ("Fighting", "Firearms"); the first label in sheet order
    wins a tie. None when the sheet has no skill of that family."""
    best: rules.SkillLine | None = None
    for line in derived.skills:
        if line.name == family and (best is None or line.value > best.value):
            best = line
    return None if best is None else BestSkill(best.label, best.value)


def party_row(document, data: RulesData | None = None, derived: rules.Derived | None = None) -> PartyRow:
    """The party-table row of a CoC document (``derived`` saves a second derive)."""
    sheet = document.sheet
    d = derived if derived is not None else rules.derive(sheet, data)
    skills = {}
    for label in KEY_SKILLS:
        line = d.skill(label)
        skills[label] = line.value if line is not None else 0
    dodge = d.skill("Dodge")
    flags = sheet.conditions
    return PartyRow(
        name=document.display_name,
        kind=document.kind,
        player=document.player,
        hp=d.hp,
        hp_max=d.hp_max,
        mp=d.mp,
        mp_max=d.mp_max,
        san=d.san,
        san_max=d.san_max,
        san_lost_today=sheet.san_lost_today,
        luck=d.luck,
        conditions=tuple(word for flag, word in CONDITIONS if getattr(flags, flag)),
        dex=d.characteristics["DEX"].value,
        dodge=dodge.value if dodge is not None else d.dodge_base,
        skills=skills,
        best_fighting=best_skill(d, "Fighting"),
        best_firearms=best_skill(d, "Firearms"),
    )


# --------------------------------------------------------------------------- the columns


#: Column titles of the table and the PDF, in order.
COLUMNS = (
    "Name", "HP", "MP", "SAN", "Lost today", "Luck", "Conditions", "DEX", "Dodge",
    *KEY_SKILLS, "Best Fighting", "Best Firearms",
)


def _condition(word: str) -> str:
    """A condition of :data:`CONDITIONS` in the language in use (the row keeps the English word)."""
    key = next((flag for flag, english in CONDITIONS if english == word), None)
    if key is None:
        return word
    shown = terms.term("coc7", "condition", key)
    return word if shown == key else shown


def _best(best: BestSkill | None) -> str:
    return "—" if best is None else f"{terms.skill_label('coc7', best.label)} {best.value}"


def cells(row: PartyRow) -> list[str]:
    """The row as text, one string per :data:`COLUMNS` entry."""
    return [
        row.name,
        f"{row.hp}/{row.hp_max}",
        f"{row.mp}/{row.mp_max}",
        f"{row.san}/{row.san_max}",
        str(row.san_lost_today),
        str(row.luck),
        ", ".join(_condition(word) for word in row.conditions),
        str(row.dex),
        str(row.dodge),
        *(str(row.skills[label]) for label in KEY_SKILLS),
        _best(row.best_fighting),
        _best(row.best_firearms),
    ]


# --------------------------------------------------------------------------- combat order


@dataclass(frozen=True, slots=True)
class Combatant:
    """Someone in the fight: ``key`` is the caller's handle (a document, an index...).
    ``combat_skill`` is the skill they fight with (breaks a DEX tie), 0 when unknown."""

    key: Hashable
    name: str
    dex: int
    readied_firearm: bool = False
    combat_skill: int = 0
    combat_skill_label: str = ""

    @property
    def effective_dex(self) -> int:
        """DEX, +50 with a readied firearm (seed 004)."""
        return self.dex + (READIED_FIREARM_BONUS if self.readied_firearm else 0)


def tied_names(names: Sequence[str]) -> str:
    """``A, B`` or, past three names, ``5 others``."""
    return ", ".join(names) if len(names) <= 3 else translate("CoC7Play", "{0} others").format(len(names))


@dataclass(frozen=True, slots=True)
class Place:
    """A place in the combat order. ``tied_with`` names the others with the same effective DEX
    (empty when there is none); ``by_skill`` says the tie was broken by the higher combat skill,
    otherwise a tie is the keeper's to settle."""

    position: int
    combatant: Combatant
    value: int
    tied_with: tuple[str, ...]
    #: Those among ``tied_with`` with the same combat skill too: the keeper's tie.
    still_tied: tuple[str, ...] = ()

    @property
    def by_skill(self) -> bool:
        """A DEX tie that the higher combat skill decided."""
        return bool(self.tied_with) and not self.still_tied

    @property
    def reason(self) -> str:
        """Why it stands here, in words (the party PDF and the command line; the GUI words its own)."""
        c = self.combatant
        dex = terms.characteristic_abbr("coc7", "DEX")
        text = f"{dex} {c.dex}"
        if c.readied_firearm:
            text = translate("CoC7Play", "DEX {0} + {1} (readied firearm) = {2}").format(
                c.dex, READIED_FIREARM_BONUS, self.value
            )
        if self.still_tied:
            text += translate(
                "CoC7Play", "; tied with {0} on DEX and combat skill: the keeper decides, party order kept"
            ).format(tied_names(self.still_tied))
        elif self.tied_with:
            text += translate("CoC7Play", "; same DEX as {0}: the higher combat skill goes first ({1} {2})").format(
                tied_names(self.tied_with),
                terms.skill_label("coc7", c.combat_skill_label) or translate("CoC7Play", "combat skill"),
                c.combat_skill,
            )
        return text


def combatant(
    document, key: Hashable = None, readied_firearm: bool = False, derived: rules.Derived | None = None
) -> Combatant:
    """The combatant of a CoC document: its current DEX and the combat skill it fights with (the
    best Firearms skill with a readied firearm, else the best Fighting skill)."""
    d = derived if derived is not None else rules.derive(document.sheet)
    skill = best_skill(d, "Firearms" if readied_firearm else "Fighting")
    return Combatant(
        key if key is not None else document.id,
        document.display_name,
        document.sheet.characteristics.DEX,
        readied_firearm,
        skill.value if skill is not None else 0,
        skill.label if skill is not None else "",
    )


def combat_order(combatants: Sequence[Combatant]) -> list[Place]:
    """Highest effective DEX first; on equal DEX the higher combat skill; equal on both keep the
    given order and are marked as a tie for the keeper."""
    ordered = sorted(combatants, key=lambda c: (-c.effective_dex, -c.combat_skill))  # stable
    places = []
    for i, c in enumerate(ordered, 1):
        value = c.effective_dex
        same_dex = [o for o in ordered if o is not c and o.effective_dex == value]
        same_skill = tuple(o.name for o in same_dex if o.combat_skill == c.combat_skill)
        places.append(Place(i, c, value, tuple(o.name for o in same_dex), same_skill))
    return places
