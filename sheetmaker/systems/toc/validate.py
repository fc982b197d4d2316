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

from sheetmaker.core import terms
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
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


def _build_points(n: int) -> str:
    if abs(n) == 1:
        return translate("ToCRules", "{0} build point").format(n)
    return translate("ToCRules", "{0} build points").format(n)


def _listing(values) -> str:
    return ", ".join(str(v) for v in values)


def _ability(name: str) -> str:
    """An ability name in the language in use (the sheet keeps the English one)."""
    return terms.term("toc", "ability", name)


def _occupation(name: str) -> str:
    """An occupation name in the language in use."""
    return terms.term("toc", "occupation", name)


def _branch(name: str) -> str:
    """A Military branch in the language in use."""
    return terms.term("toc", "branch", name)


def _option(kind: str, name: str) -> str:
    """A pick of an occupation choice: an ability, or a language (``kind`` "language")."""
    return terms.term("toc", "language", name) if kind == "language" else _ability(name)


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
NPC_OFF = QT_TRANSLATE_NOOP("ToCRules", "NPC: build rules are not checked, only the state of play.")


def checks_off(sheet: ToCSheet | ToCDocument, kind: str = "investigator") -> list[str]:
    """The checks :func:`validate` cannot run for this sheet and why, one sentence each.

    An investigator gets every check (empty list); an NPC only the state-of-play ones.
    """
    if isinstance(sheet, ToCDocument):
        kind = sheet.kind
    return [translate("ToCRules", NPC_OFF)] if kind == "npc" else []


# --------------------------------------------------------------------------- state of play


def _check_state(sheet: ToCSheet, d: Derived, out: list[Violation]) -> None:
    for name in d.unknown_abilities:
        out.append(
            Violation(
                "ability.unknown",
                translate("ToCRules", "{0} is not a Trail of Cthulhu ability; it is not costed.").format(repr(name)),
                translate("ToCRules", "Check the spelling or remove it."),
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
                    translate("ToCRules", "{0} pool {1} is above its rating {2}.").format(
                        _ability(line.name), line.pool, line.rating
                    ),
                    translate("ToCRules", "Pools never refill above the rating: lower the pool to {0} or less.").format(
                        line.rating
                    ),
                    _field(line.name),
                )
            )
        if line.pool < line.floor:
            out.append(
                Violation(
                    "ability.pool_below_floor",
                    translate("ToCRules", "{0} pool {1} is below its lowest value {2}.").format(
                        _ability(line.name), line.pool, line.floor
                    ),
                    translate("ToCRules", "Set the pool to {0} or more.").format(line.floor),
                    _field(line.name),
                )
            )
    for name, entry in sheet.abilities.items():
        found = d.ability(name)
        if entry.specialities and found is not None and found.known and found.name not in ("Art", "Craft"):
            out.append(
                Violation(
                    "ability.specialities",
                    translate("ToCRules", "{0} takes no named specialities (only Art and Craft do).").format(
                        _ability(found.name)
                    ),
                    translate("ToCRules", "Remove the specialities or move them to Art or Craft."),
                    _field(name),
                    WARNING,
                )
            )
    if sheet.false_sanity > d.sanity.rating:
        out.append(
            Violation(
                "sanity.false_above_rating",
                translate("ToCRules", "False Sanity {0} is more than the Sanity rating {1}.").format(
                    sheet.false_sanity, d.sanity.rating
                ),
                translate("ToCRules", "False Sanity is part of the Sanity rating: lower it."),
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
                translate(
                    "ToCRules",
                    "Trading {0} investigative build points needs {1} general build points; there are only {2}.",
                ).format(trade, tables.trade_rate * trade, tables.general_build_points),
                translate("ToCRules", "Trade at most {0}.").format(tables.general_build_points // tables.trade_rate),
                "sheet.trade_to_investigative",
            )
        )
    elif trade < 0 and -trade > d.investigative.base:
        out.append(
            Violation(
                "build.trade_too_large",
                translate("ToCRules", "Trading away {0} investigative build points; there are only {1}.").format(
                    -trade, d.investigative.base
                ),
                translate("ToCRules", "Trade away at most {0}.").format(d.investigative.base),
                "sheet.trade_to_investigative",
            )
        )
    if (sheet.withheld_general or sheet.withheld_investigative) and not sheet.keeper.withhold_points:
        out.append(
            Violation(
                "build.withheld_not_allowed",
                translate("ToCRules", "{0} withheld without the keeper's permission.").format(
                    _build_points(sheet.withheld_general + sheet.withheld_investigative)
                ),
                translate("ToCRules", "Spend them now, or record that the keeper allows withholding build points."),
                "sheet.keeper.withhold_points",
            )
        )
    for key, budget in (("general", d.general), ("investigative", d.investigative)):
        general = key == "general"
        if budget.withheld:
            spent = translate("ToCRules", "{0} spent and {1} withheld of {2}").format(
                budget.spent, budget.withheld, budget.total
            )
        else:
            spent = translate("ToCRules", "{0} spent of {1}").format(budget.spent, budget.total)
        if budget.left < 0:
            if general:
                message = translate("ToCRules", "General build points: {0}, {1} too many.")
                fix = (
                    translate("ToCRules", "Lower general ratings by {0} or withhold fewer.")
                    if budget.withheld
                    else translate("ToCRules", "Lower general ratings by {0}.")
                )
            else:
                message = translate("ToCRules", "Investigative build points: {0}, {1} too many.")
                fix = (
                    translate("ToCRules", "Lower investigative ratings by {0} or withhold fewer.")
                    if budget.withheld
                    else translate("ToCRules", "Lower investigative ratings by {0}.")
                )
            out.append(
                Violation(
                    f"build.{key}.overspent",
                    message.format(spent, -budget.left),
                    fix.format(_build_points(-budget.left)),
                    "",
                )
            )
        elif budget.left > 0:
            if general:
                message = translate("ToCRules", "General build points: {0}, {1} unspent.")
            else:
                message = translate("ToCRules", "Investigative build points: {0}, {1} unspent.")
            if sheet.keeper.withhold_points:
                fix = translate("ToCRules", "Spend the remaining {0} or withhold them (if the keeper allows).")
            else:
                fix = translate("ToCRules", "Spend the remaining {0}.")
            out.append(
                Violation(
                    f"build.{key}.unspent",
                    message.format(spent, budget.left),
                    fix.format(_build_points(budget.left)),
                    "",
                    WARNING,
                )
            )
    for line in d.abilities:
        if line.on_sheet and line.known and line.name != CREDIT_RATING and line.creation_rating < line.start:
            out.append(
                Violation(
                    "ability.below_start",
                    translate("ToCRules", "{0} {1} is below its free starting rating {2}.").format(
                        _ability(line.name), line.creation_rating, line.start
                    ),
                    translate("ToCRules", "Free ratings cannot be sold back: raise it to {0}.").format(line.start),
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
                translate(
                    "ToCRules",
                    "Cthulhu Mythos {0} was bought, but it is gained in play unless the keeper allows buying it.",
                ).format(mythos.creation_rating),
                translate(
                    "ToCRules",
                    "Set Cthulhu Mythos to 0, or record the keeper's permission (or the rating gained in play as "
                    "play_change).",
                ),
                _field(CTHULHU_MYTHOS),
            )
        )
    if d.sanity.rating > d.sanity_cap:
        out.append(
            Violation(
                "sanity.above_cap",
                translate("ToCRules", "Sanity {0} is above {1} − Cthulhu Mythos {2} = {3}.").format(
                    d.sanity.rating, tables.sanity_ceiling, d.cthulhu_mythos, d.sanity_cap
                ),
                translate("ToCRules", "Lower Sanity to {0}.").format(d.sanity_cap),
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
                        translate("ToCRules", "{0} {1} is above {2}, the most a Purist campaign allows.").format(
                            _ability(name), rating, tables.purist_max
                        ),
                        translate("ToCRules", "Lower {0} to {1}, or play a Pulp campaign.").format(
                            _ability(name), tables.purist_max
                        ),
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
                        translate(
                            "ToCRules",
                            "The highest General ability is {0} {1}; no other General ability reaches half of it "
                            "({2}); the next highest is {3}.",
                        ).format(_ability(top.name), top.creation_rating, need, second),
                        translate("ToCRules", "Raise another General ability to {0} or lower {1}.").format(
                            need, _ability(top.name)
                        ),
                        _field(top.name),
                    )
                )
    cr = d.credit_rating
    occ = d.occupation
    if occ is not None and cr.locked and cr.value > cr.base:
        out.append(
            Violation(
                "credit_rating.hobo",
                translate("ToCRules", "A {0} never puts points into Credit Rating; it is {1}, not {2}.").format(
                    _occupation(occ.name), cr.value, cr.base
                ),
                translate(
                    "ToCRules", "Set Credit Rating to {0} (unless the keeper changes the occupation for good)."
                ).format(cr.base),
                _field(CREDIT_RATING),
            )
        )
    cap = sheet.keeper.credit_rating_cap
    if cap is not None and cr.value > cap:
        out.append(
            Violation(
                "credit_rating.keeper_cap",
                translate("ToCRules", "Credit Rating {0} is above the keeper's cap of {1}.").format(cr.value, cap),
                translate("ToCRules", "Lower Credit Rating to {0}.").format(cap),
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
                translate("ToCRules", "No occupation is chosen."),
                translate(
                    "ToCRules", "Choose an occupation: it sets the occupational abilities and the Credit Rating range."
                ),
                "sheet.occupation",
            )
        )
        return
    occ = d.occupation
    if occ is None:
        out.append(
            Violation(
                "occupation.unknown",
                translate("ToCRules", "{0} is not a known occupation.").format(repr(choice.name)),
                translate("ToCRules", "Choose an occupation from the list (or add it as a user data file)."),
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
                    translate("ToCRules", "{0}: no branch is chosen.").format(_occupation(occ.name)),
                    translate("ToCRules", "Choose one of {0}.").format(_listing(_branch(b.name) for b in occ.branches)),
                    "sheet.occupation.branch",
                )
            )
        elif branch is None:
            out.append(
                Violation(
                    "occupation.branch.unknown",
                    translate("ToCRules", "{0} has no branch {1}.").format(_occupation(occ.name), repr(choice.branch)),
                    translate("ToCRules", "Choose one of {0}.").format(_listing(_branch(b.name) for b in occ.branches)),
                    "sheet.occupation.branch",
                )
            )
    elif choice.branch:
        out.append(
            Violation(
                "occupation.branch.not_applicable",
                translate("ToCRules", "{0} has no branches, but {1} is given.").format(
                    _occupation(occ.name), repr(choice.branch)
                ),
                translate("ToCRules", "Clear the branch."),
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
                    translate("ToCRules", "{0} does not offer the choice that {1} are filed under.").format(
                        _occupation(occ.name), _listing(choice.picks[key]) or translate("ToCRules", "these picks")
                    ),
                    translate("ToCRules", "Pick them again in the occupation's own choices: {0}.").format(
                        _listing(terms.entry_text(c, "text") or c.id for c in choices)
                    )
                    if choices
                    else translate("ToCRules", "Pick them again in the occupation's own choices."),
                    f"sheet.occupation.picks.{key}",
                )
            )
    seen: set[str] = set()
    for c in choices:
        picks = choice.picks.get(c.id, [])
        path = f"sheet.occupation.picks.{c.id}"
        text = terms.entry_text(c, "text") or c.id
        if len(picks) != c.count:
            out.append(
                Violation(
                    "occupation.choice.count",
                    translate("ToCRules", "{0}, {1}: {2} picked, {3} needed.").format(
                        _occupation(occ.name), text, len(picks), c.count
                    ),
                    translate("ToCRules", "Pick exactly {0}.").format(c.count),
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
                        translate("ToCRules", "Credit Rating cannot be a free-choice occupational ability."),
                        translate("ToCRules", "Pick another ability."),
                        path,
                    )
                )
                continue
            if key in fixed and c.kind == "ability" or key in seen:
                out.append(
                    Violation(
                        "occupation.choice.duplicate",
                        translate("ToCRules", "{0}: {1} is already occupational.").format(
                            _occupation(occ.name), _option(c.kind, pick)
                        ),
                        translate("ToCRules", "Pick a different ability."),
                        path,
                    )
                )
                continue
            if key not in allowed:
                out.append(
                    Violation(
                        "occupation.choice.not_allowed",
                        translate("ToCRules", "{0}, {1}: {2} is not one of the options.").format(
                            _occupation(occ.name), text, _option(c.kind, pick)
                        ),
                        translate("ToCRules", "Pick one of: {0}.").format(
                            _listing(_option(c.kind, option) for option in options)
                        ),
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
                    translate("ToCRules", "{0} (made occupational by the keeper) is not a known ability.").format(
                        repr(extra)
                    ),
                    translate("ToCRules", "Check the spelling."),
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
                    translate("ToCRules", "A {0} knows {1}, but it is not among the languages named.").format(
                        _occupation(occ.name), _option("language", language)
                    ),
                    translate("ToCRules", "Add {0} to the languages (it takes one point of Languages).").format(
                        _option("language", language)
                    ),
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
                (
                    translate("ToCRules", "Languages {0} gives {0} language; {1} named.")
                    if abs(d.languages_known) == 1
                    else translate("ToCRules", "Languages {0} gives {0} languages; {1} named.")
                ).format(d.languages_known, d.languages_named),
                translate("ToCRules", "Name {0} more.").format(d.languages_known - d.languages_named),
                "sheet.languages",
                WARNING,
            )
        )
    elif d.languages_named > d.languages_known:
        out.append(
            Violation(
                "languages.too_many",
                translate("ToCRules", "{0} languages named, but Languages {1} gives only {1}.").format(
                    d.languages_named, d.languages_known
                ),
                translate("ToCRules", "Remove names or raise Languages (the mother tongue is not listed)."),
                "sheet.languages",
            )
        )
    have = len(sheet.pillars_of_sanity)
    if have != d.pillars_required:
        out.append(
            Violation(
                "pillars.count",
                (
                    translate(
                        "ToCRules", "{0} Pillar of Sanity listed; Sanity {1} needs {2} (one per {3} full points)."
                    )
                    if abs(have) == 1
                    else translate(
                        "ToCRules", "{0} Pillars of Sanity listed; Sanity {1} needs {2} (one per {3} full points)."
                    )
                ).format(
                    have,
                    d.ability_line(SANITY).creation_rating,
                    d.pillars_required,
                    data.tables.points_per_pillar,
                ),
                translate("ToCRules", "List exactly {0}.").format(d.pillars_required),
                "sheet.pillars_of_sanity",
            )
        )
    sources = len(sheet.sources_of_stability)
    stability = d.ability_line(STABILITY).creation_rating
    per = data.tables.points_per_source
    if sheet.campaign == "pulp":
        if sources > d.sources_required:
            out.append(
                Violation(
                    "sources.too_many",
                    (
                        translate(
                            "ToCRules",
                            "{0} Source of Stability listed; Stability {1} allows {2} (one per {3} full points).",
                        )
                        if abs(sources) == 1
                        else translate(
                            "ToCRules",
                            "{0} Sources of Stability listed; Stability {1} allows {2} (one per {3} full points).",
                        )
                    ).format(sources, stability, d.sources_required, per),
                    translate("ToCRules", "List at most {0}.").format(d.sources_required),
                    "sheet.sources_of_stability",
                )
            )
        elif sources < d.sources_required:
            out.append(
                Violation(
                    "sources.too_few",
                    (
                        translate("ToCRules", "{0} Source of Stability listed; Stability {1} allows {2}.")
                        if abs(sources) == 1
                        else translate("ToCRules", "{0} Sources of Stability listed; Stability {1} allows {2}.")
                    ).format(sources, stability, d.sources_required),
                    translate("ToCRules", "Name living NPCs (not fellow investigators) as Sources of Stability."),
                    "sheet.sources_of_stability",
                    WARNING,
                )
            )
    elif sources:
        out.append(
            Violation(
                "sources.purist",
                translate("ToCRules", "Sources of Stability are a Pulp option; this is a Purist campaign."),
                translate("ToCRules", "Remove them, or play a Pulp campaign."),
                "sheet.sources_of_stability",
                WARNING,
            )
        )
    if not sheet.drive.strip():
        out.append(
            Violation(
                "drive.missing",
                translate("ToCRules", "No Drive is chosen."),
                translate("ToCRules", "Choose a Drive: {0}.").format(
                    _listing(terms.term("toc", "drive", dr.name) for dr in data.tables.drives)
                ),
                "sheet.drive",
            )
        )
    elif data.drive(sheet.drive) is None:
        out.append(
            Violation(
                "drive.unknown",
                translate("ToCRules", "{0} is not one of the Drives of the rules.").format(repr(sheet.drive)),
                translate("ToCRules", "Choose a listed Drive, or keep it if the keeper agrees."),
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
                    translate("ToCRules", "Hit Threshold {0} is set by hand; Athletics {1} gives {2}.").format(
                        sheet.hit_threshold, athletics, natural
                    ),
                    translate("ToCRules", "Clear the Hit Threshold (it is for NPC statblocks)."),
                    "sheet.hit_threshold",
                    WARNING,
                )
            )
    for i, weapon in enumerate(sheet.weapons):
        if weapon.kind and data.weapon(weapon.kind) is None:
            out.append(
                Violation(
                    "weapon.unknown_kind",
                    translate("ToCRules", "Weapon {0}: {1} is not in the weapon tables.").format(
                        repr(weapon.name), repr(weapon.kind)
                    ),
                    translate("ToCRules", "Pick a weapon of the tables, or clear the kind for a weapon of your own."),
                    f"sheet.weapons[{i}].kind",
                    WARNING,
                )
            )

