"""Names, pronouns and places of the era; the document's id and times."""

from __future__ import annotations

import random
import uuid
from datetime import UTC, datetime

from sheetmaker.core.document import now_utc
from sheetmaker.systems.coc7.data import RulesData, for_era


def _person(rng: random.Random, era: str, data: RulesData) -> tuple[str, str]:
    """A random (name, pronouns) of the era."""
    names = data.names
    if rng.random() < 0.5:
        given, pronouns = for_era(names.given_female, era) or names.given_female["1920s"], "she/her"
    else:
        given, pronouns = for_era(names.given_male, era) or names.given_male["1920s"], "he/him"
    family = for_era(names.family, era) or names.family["1920s"]
    return f"{rng.choice(given)} {rng.choice(family)}", pronouns


def _places(rng: random.Random, era: str, data: RulesData) -> tuple[str, str]:
    """(residence, birthplace): often the same town, else another of the list."""
    places = for_era(data.names.residences, era) or data.names.residences.get("1920s") or ("Arkham",)
    residence = rng.choice(places)
    birthplace = residence if rng.random() < 0.35 else rng.choice(places)
    return residence, birthplace


def _document_id(rng: random.Random) -> uuid.UUID:
    return uuid.UUID(int=rng.getrandbits(128), version=4)


def _stamp(now: datetime | None) -> datetime:
    if now is None:
        return now_utc()
    return now if now.tzinfo is not None else now.replace(tzinfo=UTC)
