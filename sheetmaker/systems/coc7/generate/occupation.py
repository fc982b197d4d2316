"""An occupation chosen, and every choice of it made as a player would (specialisations,
social, A-or-B and "any skill" picks, the formula's best pick)."""

from __future__ import annotations

import random

from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7.data import (
    SOCIAL_SKILLS,
    ChoiceDef,
    OccupationDef,
    RulesData,
    SkillDef,
)
from sheetmaker.systems.coc7.generate._common import (
    CREDIT_RATING,
    _check_era,
    _weighted_order,
)
from sheetmaker.systems.coc7.generate.hints import _DEFAULT_SPECS, _USEFUL, _Hint, _hint
from sheetmaker.systems.coc7.model import Characteristics, OccupationChoice
from sheetmaker.systems.coc7.rules import (
    best_pick,
    canonical_label,
    needs_specialisation,
)


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
            named = self.name_spec(sdef, hint, rng)
            if named is None:
                return None
            spec = named
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
