"""Rule violations of a Trail of Cthulhu sheet (RULES.md "Trail of Cthulhu", seed 001).

:func:`validate` returns every violation at once, each with a stable code, a plain message with
the numbers, a fix and the field it concerns (``sheet.abilities[Athletics]``,
``sheet.occupation.picks.interpersonal``, ``sheet.pillars_of_sanity``...). :func:`checks_off`
says, in plain words, which checks cannot run for a sheet (those of the build, for an NPC).

Which checks run:

- **Investigators** get every check.
- **NPCs** (``kind="npc"``: keepers build them freely) skip the build checks and keep only the
  state-of-play ones: pools within their rating and floor, unknown abilities, False Sanity
  within the Sanity rating, specialities on abilities that take none.

Decisions: unspent build points are a *warning* (legal, but wasted) unless withheld points
account for them (``withheld_*`` with the keeper's permission); overspent ones an error. Credit
Rating above the ceiling (2 build points a point) or below the base (1 investigative point back
a point) is legal, not a violation; a Hobo's Credit Rating above 0 and a rating above the
keeper's cap are errors. Sources of Stability are optional in the seed ("you may now name a
person"): fewer than allowed is a warning, more an error; Sources in a Purist campaign are a
warning. Too few language names is a warning; more names than the Languages rating an error.
A Drive not in the list is a warning (the keeper may allow it); no Drive is an error.
The "highest General ability needs another at half or more" rule uses the ratings at creation
and counts Health, Sanity and Stability as General abilities (the seed lists them in that
family); "half" is rounded up (Firearms 9 needs another at 5). Pillars of Sanity are counted
whatever their state (a shattered Pillar was still chosen at creation).

Codes (stable; never reworded): ``ability.unknown``, ``ability.pool_above_rating``,
``ability.pool_below_floor``, ``ability.below_start``, ``ability.specialities``,
``build.general.overspent``, ``build.general.unspent``, ``build.investigative.overspent``,
``build.investigative.unspent``, ``build.withheld_not_allowed``, ``build.trade_too_large``,
``cthulhu_mythos.not_allowed``, ``sanity.above_cap``, ``sanity.false_above_rating``,
``health.purist_max``, ``stability.purist_max``, ``general.highest_unsupported``,
``credit_rating.hobo``, ``credit_rating.keeper_cap``, ``occupation.missing``,
``occupation.unknown``, ``occupation.branch.missing``, ``occupation.branch.unknown``,
``occupation.branch.not_applicable``, ``occupation.choice.count``,
``occupation.choice.unknown``, ``occupation.choice.not_allowed``,
``occupation.choice.credit_rating``, ``occupation.choice.duplicate``,
``occupation.keeper_extra.unknown``, ``occupation.language_missing``, ``languages.unnamed``,
``languages.too_many``, ``pillars.count``, ``sources.too_few``, ``sources.too_many``,
``sources.purist``, ``drive.missing``, ``drive.unknown``, ``hit_threshold.override``,
``weapon.unknown_kind``.
"""

from __future__ import annotations

from sheetmaker.core.violations import Severity, Violation
from sheetmaker.systems.toc import data as _data
from sheetmaker.systems.toc.data import (
    CREDIT_RATING,
    CTHULHU_MYTHOS,
    HEALTH,
    SANITY,
    STABILITY,
    RulesData,
)
from sheetmaker.systems.toc.model import ToCDocument, ToCSheet
from sheetmaker.systems.toc.rules import Derived, derive, hit_threshold, supporting_rating

__all__ = ["checks_off", "validate"]

WARNING = Severity.WARNING


def _field(name: str) -> str:
    return f"sheet.abilities[{name}]"


def _points(n: int, what: str = "point") -> str:
    return f"{n} {what}" if abs(n) == 1 else f"{n} {what}s"


def _listing(values) -> str:
    return ", ".join(str(v) for v in values)


def validate(
    sheet: ToCSheet | ToCDocument,
    kind: str = "investigator",
    data: RulesData | None = None,
    derived: Derived | None = None,
) -> list[Violation]:
    """Every rule violation of the sheet (see the module docstring for what is checked)."""
    if isinstance(sheet, ToCDocument):
        kind = sheet.kind
        sheet = sheet.sheet
    if data is None:
        data = _data.load()
    d = derived if derived is not None else derive(sheet, data)
    out: list[Violation] = []
    _check_state(sheet, d, out)
    if kind == "npc":
        return out
    _check_build(sheet, d, data, out)
    _check_caps(sheet, d, data, out)
    _check_occupation(sheet, d, data, out)
    _check_mind(sheet, d, data, out)
    _check_gear(sheet, d, data, out)
    return out


#: What :func:`checks_off` says of an NPC.
NPC_OFF = "NPC: build rules are not checked, only the state of play."


def checks_off(sheet: ToCSheet | ToCDocument, kind: str = "investigator") -> list[str]:
    """The checks :func:`validate` cannot run for this sheet and why, one sentence each.

    An investigator gets every check (empty list); an NPC only the state-of-play ones.
    """
    if isinstance(sheet, ToCDocument):
        kind = sheet.kind
    return [NPC_OFF] if kind == "npc" else []


# --------------------------------------------------------------------------- state of play


def _check_state(sheet: ToCSheet, d: Derived, out: list[Violation]) -> None:
    for name in d.unknown_abilities:
        out.append(
            Violation(
                "ability.unknown",
                f"{name!r} is not a Trail of Cthulhu ability; it is not costed.",
                "Check the spelling or remove it.",
                _field(name),
                WARNING,
            )
        )
    for line in d.abilities:
        if not line.on_sheet:
            continue
        if line.pool > line.rating:
            out.append(
                Violation(
                    "ability.pool_above_rating",
                    f"{line.name} pool {line.pool} is above its rating {line.rating}.",
                    f"Pools never refill above the rating: lower the pool to {line.rating} or less.",
                    _field(line.name),
                )
            )
        if line.pool < line.floor:
            out.append(
                Violation(
                    "ability.pool_below_floor",
                    f"{line.name} pool {line.pool} is below its lowest value {line.floor}.",
                    f"Set the pool to {line.floor} or more.",
                    _field(line.name),
                )
            )
    for name, entry in sheet.abilities.items():
        line = d.ability(name)
        if entry.specialities and line is not None and line.known and line.name not in ("Art", "Craft"):
            out.append(
                Violation(
                    "ability.specialities",
                    f"{line.name} takes no named specialities (only Art and Craft do).",
                    "Remove the specialities or move them to Art or Craft.",
                    _field(name),
                    WARNING,
                )
            )
    if sheet.false_sanity > d.sanity.rating:
        out.append(
            Violation(
                "sanity.false_above_rating",
                f"False Sanity {sheet.false_sanity} is more than the Sanity rating {d.sanity.rating}.",
                "False Sanity is part of the Sanity rating: lower it.",
                "sheet.false_sanity",
            )
        )


# --------------------------------------------------------------------------- build points


def _check_build(sheet: ToCSheet, d: Derived, data: RulesData, out: list[Violation]) -> None:
    tables = data.tables
    trade = sheet.trade_to_investigative
    if trade > 0 and tables.trade_rate * trade > tables.general_build_points:
        out.append(
            Violation(
                "build.trade_too_large",
                f"Trading {trade} investigative build points needs {tables.trade_rate * trade} "
                f"general build points; there are only {tables.general_build_points}.",
                f"Trade at most {tables.general_build_points // tables.trade_rate}.",
                "sheet.trade_to_investigative",
            )
        )
    elif trade < 0 and -trade > d.investigative.base:
        out.append(
            Violation(
                "build.trade_too_large",
                f"Trading away {-trade} investigative build points; there are only {d.investigative.base}.",
                f"Trade away at most {d.investigative.base}.",
                "sheet.trade_to_investigative",
            )
        )
    if (sheet.withheld_general or sheet.withheld_investigative) and not sheet.keeper.withhold_points:
        out.append(
            Violation(
                "build.withheld_not_allowed",
                f"{_points(sheet.withheld_general + sheet.withheld_investigative, 'build point')} "
                "withheld without the keeper's permission.",
                "Spend them now, or record that the keeper allows withholding build points.",
                "sheet.keeper.withhold_points",
            )
        )
    for key, budget in (("general", d.general), ("investigative", d.investigative)):
        label = "General" if key == "general" else "Investigative"
        withheld = f" and {budget.withheld} withheld" if budget.withheld else ""
        if budget.left < 0:
            out.append(
                Violation(
                    f"build.{key}.overspent",
                    f"{label} build points: {budget.spent} spent{withheld} of {budget.total}, "
                    f"{-budget.left} too many.",
                    f"Lower {key} ratings by {_points(-budget.left, 'build point')}"
                    + (" or withhold fewer." if budget.withheld else "."),
                    "",
                )
            )
        elif budget.left > 0:
            out.append(
                Violation(
                    f"build.{key}.unspent",
                    f"{label} build points: {budget.spent} spent{withheld} of {budget.total}, "
                    f"{budget.left} unspent.",
                    f"Spend the remaining {_points(budget.left, 'build point')}"
                    + (" or withhold them (if the keeper allows)." if sheet.keeper.withhold_points else "."),
                    "",
                    WARNING,
                )
            )
    for line in d.abilities:
        if line.on_sheet and line.known and line.name != CREDIT_RATING and line.creation_rating < line.start:
            out.append(
                Violation(
                    "ability.below_start",
                    f"{line.name} {line.creation_rating} is below its free starting rating {line.start}.",
                    f"Free ratings cannot be sold back: raise it to {line.start}.",
                    _field(line.name),
                    WARNING,
                )
            )


# --------------------------------------------------------------------------- caps


def _check_caps(sheet: ToCSheet, d: Derived, data: RulesData, out: list[Violation]) -> None:
    tables = data.tables
    mythos = d.ability(CTHULHU_MYTHOS)
    if mythos is not None and mythos.creation_rating > 0 and not sheet.keeper.cthulhu_mythos:
        out.append(
            Violation(
                "cthulhu_mythos.not_allowed",
                f"Cthulhu Mythos {mythos.creation_rating} was bought, but it is gained in play "
                "unless the keeper allows buying it.",
                "Set Cthulhu Mythos to 0, or record the keeper's permission (or the rating "
                "gained in play as play_change).",
                _field(CTHULHU_MYTHOS),
            )
        )
    if d.sanity.rating > d.sanity_cap:
        out.append(
            Violation(
                "sanity.above_cap",
                f"Sanity {d.sanity.rating} is above {tables.sanity_ceiling} − Cthulhu Mythos "
                f"{d.cthulhu_mythos} = {d.sanity_cap}.",
                f"Lower Sanity to {d.sanity_cap}.",
                _field(SANITY),
            )
        )
    if sheet.campaign == "purist":
        for name, code in ((HEALTH, "health.purist_max"), (STABILITY, "stability.purist_max")):
            rating = d.rating(name)
            if rating > tables.purist_max:
                out.append(
                    Violation(
                        code,
                        f"{name} {rating} is above {tables.purist_max}, the most a Purist campaign allows.",
                        f"Lower {name} to {tables.purist_max}, or play a Pulp campaign.",
                        _field(name),
                    )
                )
    general = [line for line in d.abilities if line.known and not line.investigative]
    if general:
        top = max(general, key=lambda line: line.creation_rating)
        if top.creation_rating > 0:
            need = supporting_rating(top.creation_rating)
            others = [line for line in general if line is not top]
            second = max((line.creation_rating for line in others), default=0)
            if second < need:
                out.append(
                    Violation(
                        "general.highest_unsupported",
                        f"The highest General ability is {top.name} {top.creation_rating}; no other "
                        f"General ability reaches half of it ({need}); the next highest is {second}.",
                        f"Raise another General ability to {need} or lower {top.name}.",
                        _field(top.name),
                    )
                )
    cr = d.credit_rating
    occ = d.occupation
    if occ is not None and cr.locked and cr.value > cr.base:
        out.append(
            Violation(
                "credit_rating.hobo",
                f"A {occ.name} never puts points into Credit Rating; it is {cr.value}, not {cr.base}.",
                f"Set Credit Rating to {cr.base} (unless the keeper changes the occupation for good).",
                _field(CREDIT_RATING),
            )
        )
    cap = sheet.keeper.credit_rating_cap
    if cap is not None and cr.value > cap:
        out.append(
            Violation(
                "credit_rating.keeper_cap",
                f"Credit Rating {cr.value} is above the keeper's cap of {cap}.",
                f"Lower Credit Rating to {cap}.",
                _field(CREDIT_RATING),
            )
        )


# --------------------------------------------------------------------------- occupation


def _check_occupation(sheet: ToCSheet, d: Derived, data: RulesData, out: list[Violation]) -> None:
    choice = sheet.occupation
    if choice is None:
        out.append(
            Violation(
                "occupation.missing",
                "No occupation is chosen.",
                "Choose an occupation: it sets the occupational abilities and the Credit Rating range.",
                "sheet.occupation",
            )
        )
        return
    occ = d.occupation
    if occ is None:
        out.append(
            Violation(
                "occupation.unknown",
                f"{choice.name!r} is not a known occupation.",
                "Choose an occupation from the list (or add it as a user data file).",
                "sheet.occupation.name",
            )
        )
        return
    branch = d.branch
    if occ.branches:
        if not choice.branch:
            out.append(
                Violation(
                    "occupation.branch.missing",
                    f"{occ.name}: no branch is chosen.",
                    f"Choose one of {_listing(b.name for b in occ.branches)}.",
                    "sheet.occupation.branch",
                )
            )
        elif branch is None:
            out.append(
                Violation(
                    "occupation.branch.unknown",
                    f"{occ.name} has no branch {choice.branch!r}.",
                    f"Choose one of {_listing(b.name for b in occ.branches)}.",
                    "sheet.occupation.branch",
                )
            )
    elif choice.branch:
        out.append(
            Violation(
                "occupation.branch.not_applicable",
                f"{occ.name} has no branches, but {choice.branch!r} is given.",
                "Clear the branch.",
                "sheet.occupation.branch",
                WARNING,
            )
        )
    fixed = {a.casefold() for a in occ.abilities}
    if branch is not None:
        fixed |= {a.casefold() for a in branch.abilities}
    choices = occ.all_choices(branch)
    ids = {c.id for c in choices}
    for key in choice.picks:
        if key not in ids:
            out.append(
                Violation(
                    "occupation.choice.unknown",
                    f"{occ.name} does not offer the choice that "
                    f"{_listing(choice.picks[key]) or 'these picks'} are filed under.",
                    "Pick them again in the occupation's own choices"
                    + (f": {_listing(c.text or c.id for c in choices)}." if choices else "."),
                    f"sheet.occupation.picks.{key}",
                )
            )
    seen: set[str] = set()
    for c in choices:
        picks = choice.picks.get(c.id, [])
        path = f"sheet.occupation.picks.{c.id}"
        text = c.text or c.id
        if len(picks) != c.count:
            out.append(
                Violation(
                    "occupation.choice.count",
                    f"{occ.name}, {text}: {len(picks)} picked, {c.count} needed.",
                    f"Pick exactly {c.count}.",
                    path,
                )
            )
        options = data.choice_options(occ, c, branch)
        allowed = {o.casefold(): o for o in options}
        for pick in picks:
            key = pick.casefold()
            if c.kind == "ability" and key == CREDIT_RATING.casefold():
                out.append(
                    Violation(
                        "occupation.choice.credit_rating",
                        "Credit Rating cannot be a free-choice occupational ability.",
                        "Pick another ability.",
                        path,
                    )
                )
                continue
            if key in fixed and c.kind == "ability" or key in seen:
                out.append(
                    Violation(
                        "occupation.choice.duplicate",
                        f"{occ.name}: {pick} is already occupational.",
                        "Pick a different ability.",
                        path,
                    )
                )
                continue
            if key not in allowed:
                out.append(
                    Violation(
                        "occupation.choice.not_allowed",
                        f"{occ.name}, {text}: {pick} is not one of the options.",
                        "Pick one of: " + _listing(options) + ".",
                        path,
                    )
                )
                continue
            if c.kind == "ability":
                seen.add(key)
    for extra in choice.keeper_extras:
        if data.ability(extra) is None:
            out.append(
                Violation(
                    "occupation.keeper_extra.unknown",
                    f"{extra!r} (made occupational by the keeper) is not a known ability.",
                    "Check the spelling.",
                    "sheet.occupation.keeper_extras",
                    WARNING,
                )
            )
    named = {n.casefold() for n in sheet.languages}
    wanted = list(occ.languages)
    for c in choices:
        if c.kind == "language":
            offered = {o.casefold() for o in c.abilities}
            wanted.extend(p for p in choice.picks.get(c.id, []) if p.casefold() in offered)
    for language in wanted:
        if language.casefold() not in named:
            out.append(
                Violation(
                    "occupation.language_missing",
                    f"A {occ.name} knows {language}, but it is not among the languages named.",
                    f"Add {language} to the languages (it takes one point of Languages).",
                    "sheet.languages",
                    WARNING,
                )
            )


# --------------------------------------------------------------------------- mind


def _check_mind(sheet: ToCSheet, d: Derived, data: RulesData, out: list[Violation]) -> None:
    if d.languages_named < d.languages_known:
        out.append(
            Violation(
                "languages.unnamed",
                f"Languages {d.languages_known} gives {_points(d.languages_known, 'language')}; "
                f"{d.languages_named} named.",
                f"Name {d.languages_known - d.languages_named} more.",
                "sheet.languages",
                WARNING,
            )
        )
    elif d.languages_named > d.languages_known:
        out.append(
            Violation(
                "languages.too_many",
                f"{d.languages_named} languages named, but Languages {d.languages_known} gives only "
                f"{d.languages_known}.",
                "Remove names or raise Languages (the mother tongue is not listed).",
                "sheet.languages",
            )
        )
    have = len(sheet.pillars_of_sanity)
    if have != d.pillars_required:
        out.append(
            Violation(
                "pillars.count",
                f"{_points(have, 'Pillar')} of Sanity listed; Sanity {d.ability(SANITY).creation_rating} "  # type: ignore[union-attr]
                f"needs {d.pillars_required} (one per {data.tables.points_per_pillar} full points).",
                f"List exactly {d.pillars_required}.",
                "sheet.pillars_of_sanity",
            )
        )
    sources = len(sheet.sources_of_stability)
    stability = d.ability(STABILITY).creation_rating  # type: ignore[union-attr]
    per = data.tables.points_per_source
    if sheet.campaign == "pulp":
        if sources > d.sources_required:
            out.append(
                Violation(
                    "sources.too_many",
                    f"{_points(sources, 'Source')} of Stability listed; Stability {stability} allows "
                    f"{d.sources_required} (one per {per} full points).",
                    f"List at most {d.sources_required}.",
                    "sheet.sources_of_stability",
                )
            )
        elif sources < d.sources_required:
            out.append(
                Violation(
                    "sources.too_few",
                    f"{_points(sources, 'Source')} of Stability listed; Stability {stability} allows "
                    f"{d.sources_required}.",
                    "Name living NPCs (not fellow investigators) as Sources of Stability.",
                    "sheet.sources_of_stability",
                    WARNING,
                )
            )
    elif sources:
        out.append(
            Violation(
                "sources.purist",
                "Sources of Stability are a Pulp option; this is a Purist campaign.",
                "Remove them, or play a Pulp campaign.",
                "sheet.sources_of_stability",
                WARNING,
            )
        )
    if not sheet.drive.strip():
        out.append(
            Violation(
                "drive.missing",
                "No Drive is chosen.",
                "Choose a Drive: " + _listing(dr.name for dr in data.tables.drives) + ".",
                "sheet.drive",
            )
        )
    elif data.drive(sheet.drive) is None:
        out.append(
            Violation(
                "drive.unknown",
                f"{sheet.drive!r} is not one of the Drives of the rules.",
                "Choose a listed Drive, or keep it if the keeper agrees.",
                "sheet.drive",
                WARNING,
            )
        )


# --------------------------------------------------------------------------- gear


def _check_gear(sheet: ToCSheet, d: Derived, data: RulesData, out: list[Violation]) -> None:
    if sheet.hit_threshold is not None:
        athletics = d.rating("Athletics")
        natural = hit_threshold(athletics)
        if sheet.hit_threshold != natural:
            out.append(
                Violation(
                    "hit_threshold.override",
                    f"Hit Threshold {sheet.hit_threshold} is set by hand; Athletics {athletics} gives {natural}.",
                    "Clear the Hit Threshold (it is for NPC statblocks).",
                    "sheet.hit_threshold",
                    WARNING,
                )
            )
    for i, weapon in enumerate(sheet.weapons):
        if weapon.kind and data.weapon(weapon.kind) is None:
            out.append(
                Violation(
                    "weapon.unknown_kind",
                    f"Weapon {weapon.name!r}: {weapon.kind!r} is not in the weapon tables.",
                    "Pick a weapon of the tables, or clear the kind for a weapon of your own.",
                    f"sheet.weapons[{i}].kind",
                    WARNING,
                )
            )

