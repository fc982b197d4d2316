"""Occupations and Military branches by name, and the occupational picks of a random
Trail of Cthulhu investigator.

Part of :mod:`sheetmaker.systems.toc.generate` (the decisions are in its docstring).
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Iterable, Mapping, Sequence

from sheetmaker.systems.toc.data import (
    CREDIT_RATING,
    BranchDef,
    OccupationDef,
    RulesData,
)
from sheetmaker.systems.toc.generate.tables import _NEVER_PICKED, _hint

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
