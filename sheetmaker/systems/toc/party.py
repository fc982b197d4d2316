"""The party table of Trail of Cthulhu sheets and their combat order (Qt-free).

A row holds the Health, Stability and Sanity pools (current of rating) and the rating of every
investigative ability. :func:`gaps` lists the investigative abilities nobody in the party has:
GUMSHOE clues need someone with the right ability, so a keeper wants to see the holes.

Combat order, seed 001 ("Determine the Combat Round Order"):

    Non-surprised characters act in the combat round in order of highest *rating* in the tested
    fighting ability to lowest.
    If a tie for *rating*, a player acts first before an NPC.
    If that is tied, the character with the highest tested ability *pool points* acts first.
    If that is tied, then determine who acts first randomly.
    Any surprised characters act last in the combat round order.

The tested fighting ability is Scuffling, Weapons or Firearms (chosen per combatant; by default
the one with the highest rating, the first of that list on equal ratings).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from sheetmaker.core import terms
from sheetmaker.core.i18n import translate
from sheetmaker.systems.toc import rules
from sheetmaker.systems.toc.data import RulesData
from sheetmaker.systems.toc.data import load as load_data

#: The fighting abilities, in the order used to pick a default.
FIGHTING = ("Scuffling", "Weapons", "Firearms")


@dataclass(frozen=True, slots=True)
class PartyRow:
    """One sheet's line of the party table."""

    name: str
    kind: str
    player: str
    health: rules.PoolState
    stability: rules.PoolState
    sanity: rules.PoolState
    #: Investigative ability name -> rating (every investigative ability of the data).
    ratings: dict[str, int]


def investigative_abilities(data: RulesData | None = None) -> list[str]:
    """The names of the investigative abilities (Academic, Interpersonal, Technical), in sheet
    order."""
    data = data if data is not None else load_data()
    return [a.name for a in data.abilities if a.investigative]


def party_row(document, data: RulesData | None = None, derived: rules.Derived | None = None) -> PartyRow:
    """The party-table row of a ToC document (``derived`` saves a second derive)."""
    data = data if data is not None else load_data()
    d = derived if derived is not None else rules.derive(document.sheet, data)
    return PartyRow(
        name=document.display_name,
        kind=document.kind,
        player=document.player,
        health=d.health,
        stability=d.stability,
        sanity=d.sanity,
        ratings={name: d.rating(name) for name in investigative_abilities(data)},
    )


def gaps(rows: Sequence[PartyRow], names: Sequence[str] | None = None) -> list[str]:
    """The investigative abilities no investigator of ``rows`` has a rating in (NPCs do not fill
    the party's holes; a table of NPCs only is looked at as a whole). Empty for no rows."""
    if not rows:
        return []
    names = names if names is not None else list(rows[0].ratings)
    team = [row for row in rows if row.kind == "investigator"] or list(rows)
    return [name for name in names if all(row.ratings.get(name, 0) <= 0 for row in team)]


def pools_text(row: PartyRow) -> list[str]:
    """Health, Stability and Sanity as ``pool/rating``."""
    return [f"{s.pool}/{s.rating}" for s in (row.health, row.stability, row.sanity)]


# --------------------------------------------------------------------------- combat order


@dataclass(frozen=True, slots=True)
class Combatant:
    """Someone in the fight: ``key`` is the caller's handle; ``player`` is a player's character
    (an investigator) rather than an NPC."""

    key: Hashable
    name: str
    ability: str
    rating: int
    pool: int
    player: bool
    surprised: bool = False


def tied_names(names: Sequence[str]) -> str:
    """``A, B`` or, past three names, ``5 others``."""
    return ", ".join(names) if len(names) <= 3 else translate("ToCPlay", "{0} others").format(len(names))


@dataclass(frozen=True, slots=True)
class Place:
    """A place in the combat order. ``decided_by`` says what put it before the next one with
    the same rating (or after the previous one): "" (no tie), "player" (a player before an
    NPC), "pool" (more pool points), "random" (drawn); ``surprised`` ones come last."""

    position: int
    combatant: Combatant
    decided_by: str
    tied_with: tuple[str, ...]

    @property
    def reason(self) -> str:
        """Why it stands here, in words (the party PDF and the command line; the GUI words its own)."""
        c = self.combatant
        ability = terms.term("toc", "ability", c.ability)
        text = f"{ability} {c.rating}"
        if c.surprised:
            text = translate("ToCPlay", "{0} {1}, surprised: acts last").format(ability, c.rating)
        words = {
            "player": translate("ToCPlay", "a player before an NPC"),
            "pool": translate("ToCPlay", "tie broken by pool points ({0})").format(c.pool),
            "random": translate("ToCPlay", "tie broken at random"),
        }
        if self.decided_by:
            text += translate("ToCPlay", "; tied with {0}: {1}").format(
                tied_names(self.tied_with), words[self.decided_by]
            )
        return text


def combatant(document, key: Hashable = None, ability: str | None = None, surprised: bool = False,
              derived: rules.Derived | None = None, data: RulesData | None = None) -> Combatant:
    """The combatant of a ToC document testing ``ability`` (default: its best fighting ability)."""
    d = derived if derived is not None else rules.derive(document.sheet, data)
    if ability is None:
        ability = max(FIGHTING, key=lambda name: (d.rating(name), -FIGHTING.index(name)))
    line = d.ability(ability)
    return Combatant(
        key if key is not None else document.id,
        document.display_name,
        ability,
        line.rating if line is not None else 0,
        line.pool if line is not None else 0,
        document.kind == "investigator",
        surprised,
    )


def combat_order(combatants: Sequence[Combatant], rng: random.Random | None = None) -> list[Place]:
    """Seed 001's order: not surprised first, then rating, player before NPC, pool points, and
    a random draw (from ``rng``) for what is still tied."""
    rng = rng if rng is not None else random.Random()
    draws = {id(c): rng.random() for c in combatants}

    def levels(c: Combatant) -> tuple:
        return (c.surprised, -c.rating, not c.player, -c.pool, draws[id(c)])

    ordered = sorted(combatants, key=levels)
    places = []
    for i, c in enumerate(ordered):
        same = [o for o in ordered if o is not c and o.surprised == c.surprised and o.rating == c.rating]
        decided_by = ""
        if same:
            # the first level telling it apart from its nearest neighbour in the tie
            neighbour = ordered[i - 1] if i > 0 and any(o is ordered[i - 1] for o in same) else ordered[i + 1]
            a, b = levels(c), levels(neighbour)
            decided_by = "player" if a[2] != b[2] else "pool" if a[3] != b[3] else "random"
        places.append(Place(i + 1, c, decided_by, tuple(o.name for o in same)))
    return places
