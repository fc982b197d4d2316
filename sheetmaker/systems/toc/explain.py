"""Where each value of a Trail of Cthulhu sheet comes from, with the sheet's own numbers.

:func:`explain` returns ``{field key: [HelpLine, ...]}`` for the rule-bearing fields of the
sheet view (the keys are the widgets' object names: ``general_total``, ``sanityRating``,
``hitThreshold``...). The templates are translatable
(:func:`~sheetmaker.core.helptext.QT_TRANSLATE_NOOP`); the UI (:mod:`sheetmaker.ui.field_help`)
translates and fills them in. Every number comes from
:func:`~sheetmaker.systems.toc.rules.derive` and the rules tables.
"""

from __future__ import annotations

from sheetmaker.core import terms
from sheetmaker.core.helptext import QT_TRANSLATE_NOOP, HelpLine, line
from sheetmaker.systems.toc import data as _data
from sheetmaker.systems.toc.data import ATHLETICS, FLEEING, HEALTH, SANITY, STABILITY, RulesData
from sheetmaker.systems.toc.model import ToCSheet
from sheetmaker.systems.toc.rules import HIT_THRESHOLD_ATHLETICS, Derived, derive, hit_threshold

__all__ = ["explain"]

Help = dict[str, list[HelpLine]]


def _group_table(data: RulesData) -> str:
    rows = data.tables.investigative_build_points
    return ", ".join(
        f"{row.investigators}{'+' if row is rows[-1] else ''}: {row.points}" for row in rows
    )


def _budgets(sheet: ToCSheet, d: Derived, data: RulesData, help_: Help) -> None:
    tables = data.tables
    general = d.general
    lines = [line(QT_TRANSLATE_NOOP("FieldHelp", "General build points: {base} for every investigator."),
                  base=general.base)]
    if general.trade:
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Trade: {rate} general points per investigative point, "
                                                         "{trade} traded: {points:+d}."),
                          rate=tables.trade_rate, trade=sheet.trade_to_investigative, points=general.trade))
    if general.withheld:
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Withheld for later: {withheld}."), withheld=general.withheld))
    lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Budget {total}; {spent} spent; {left} left."),
                      total=general.total, spent=general.spent, left=general.left))
    help_["general_total"] = lines

    inv = d.investigative
    table = _group_table(data)
    if sheet.investigative_budget is not None:
        lines = [line(QT_TRANSLATE_NOOP("FieldHelp", "Investigative build points: {base}, set by the keeper."),
                      base=inv.base)]
    else:
        lines = [line(QT_TRANSLATE_NOOP("FieldHelp", "Investigative build points: {base} for a group of {count} "
                                                     "investigators (by group size: {table})."),
                      base=inv.base, count=sheet.investigators, table=table)]
    if inv.trade:
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Trade with general build points: {trade:+d}."),
                          trade=inv.trade))
    if inv.refund:
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Credit Rating below the occupation's base returns "
                                                         "{refund}."), refund=inv.refund))
    if inv.withheld:
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Withheld for later: {withheld}."), withheld=inv.withheld))
    lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Budget {total}; {spent} spent; {left} left."),
                      total=inv.total, spent=inv.spent, left=inv.left))
    help_["investigative_total"] = lines

    for key, investigative in (("general", False), ("investigative", True)):
        bought = [a for a in d.abilities if a.investigative == investigative and a.cost > 0]
        lines = [line(QT_TRANSLATE_NOOP("FieldHelp", "Occupational abilities cost half: 1 build point buys 2 "
                                                     "rating points (an odd rating rounds up)."))]
        for a in bought:
            if a.occupational:
                lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "{name} {rating}: {cost} (occupational, half price)"),
                                  name=_ability(a.name), rating=a.creation_rating, cost=a.cost))
            elif a.name == FLEEING:
                lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "{name} {rating}: {cost} (1 a point up to twice "
                                                                 "Athletics, then half price)"),
                                  name=_ability(a.name), rating=a.creation_rating, cost=a.cost))
            elif a.start:
                lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "{name} {rating}: {cost} (starts free at {start})"),
                                  name=_ability(a.name), rating=a.creation_rating, cost=a.cost, start=a.start))
            else:
                lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "{name} {rating}: {cost}"),
                                  name=_ability(a.name), rating=a.creation_rating, cost=a.cost))
        if not bought:
            lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Nothing bought yet.")))
        total = d.general.spent if key == "general" else d.investigative.spent
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Spent: {spent}."), spent=total))
        help_[f"{key}_spent"] = lines


def _ability(name: str) -> str:
    """An ability name in the language in use (the sheet keeps the English one)."""
    return terms.term("toc", "ability", name)


def _rating_lines(name: str, d: Derived, data: RulesData, campaign: str) -> list[HelpLine]:
    a = d.ability(name)
    assert a is not None
    tables = data.tables
    lines = [line(QT_TRANSLATE_NOOP("FieldHelp", "{name} rating {rating}: it starts free at {start}; each "
                                                 "point above costs 1 general build point (half if occupational). "
                                                 "Cost: {cost}."),
                  name=_ability(name), rating=a.rating, start=a.start, cost=a.cost)]
    if name == SANITY:
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "At most {ceiling} − Cthulhu Mythos {mythos} = {cap}."),
                          ceiling=tables.sanity_ceiling, mythos=d.cthulhu_mythos, cap=d.sanity_cap))
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "One Pillar of Sanity per {per} full points at creation: "
                                                         "{pillars}."), per=tables.points_per_pillar,
                          pillars=d.pillars_required))
    elif campaign == "purist":
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Purist campaign: at most {max}."), max=tables.purist_max))
    if name == STABILITY and campaign == "pulp":
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Pulp: one Source of Stability per {per} full points at "
                                                         "creation: {sources}."), per=tables.points_per_source,
                          sources=d.sources_required))
    return lines


def _pools(sheet: ToCSheet, d: Derived, data: RulesData, help_: Help) -> None:
    for name, state in ((SANITY, d.sanity), (STABILITY, d.stability), (HEALTH, d.health)):
        key = name.lower()
        help_[f"{key}Rating"] = _rating_lines(name, d, data, sheet.campaign)
        pool = [line(QT_TRANSLATE_NOOP("FieldHelp", "{name} pool {pool} of rating {rating}: it starts at the rating; "
                                                    "points spent or lost come off."),
                     name=_ability(name), pool=state.pool, rating=state.rating)]
        if name == HEALTH:
            pool.append(line(QT_TRANSLATE_NOOP("FieldHelp", "0 to −5: hurt (+1 difficulty); −6 to −11: seriously "
                                                            "wounded; −12: dead. It refreshes 2 points a day.")))
        elif name == STABILITY:
            pool.append(line(QT_TRANSLATE_NOOP("FieldHelp", "0 to −5: shaken (+1 difficulty); −6 to −11: mind blasted; "
                                                            "−12: permanently insane. Full again between adventures.")))
        else:
            pool.append(line(QT_TRANSLATE_NOOP("FieldHelp", "At 0 the investigator is permanently insane.")))
        help_[f"{key}Pool"] = pool

    athletics = d.rating(ATHLETICS)
    rule = hit_threshold(athletics)
    threshold = [line(QT_TRANSLATE_NOOP("FieldHelp", "Hit Threshold {value}: 3, or 4 with Athletics {limit} or more; "
                                                     "Athletics is {athletics}."),
                      value=rule, limit=HIT_THRESHOLD_ATHLETICS, athletics=athletics)]
    if sheet.hit_threshold is not None and sheet.hit_threshold != rule:
        threshold.append(line(QT_TRANSLATE_NOOP("FieldHelp", "This sheet sets it to {value} by hand."),
                              value=sheet.hit_threshold))
    threshold.append(line(QT_TRANSLATE_NOOP("FieldHelp", "An attacker needs this or more on 1D6 plus any points spent to hit the investigator.")))  # noqa: E501
    help_["hitThreshold"] = threshold

    required = d.pillars_required
    help_["pillarsInfo"] = [line(QT_TRANSLATE_NOOP("FieldHelp", "One Pillar of Sanity per {per} full Sanity points at "
                                                                "creation: Sanity {sanity} / {per}, rounded down = "
                                                                "{pillars}."),
                                 per=data.tables.points_per_pillar, sanity=d.ability_line(SANITY).creation_rating,
                                 pillars=required)]
    if sheet.campaign == "pulp":
        help_["sourcesInfo"] = [line(QT_TRANSLATE_NOOP("FieldHelp", "One Source of Stability per {per} full Stability "
                                                                    "points at creation: Stability {stability} / {per}, "  # noqa: E501
                                                                    "rounded down = {sources}."),
                                     per=data.tables.points_per_source,
                                     stability=d.ability_line(STABILITY).creation_rating, sources=d.sources_required)]
    else:
        help_["sourcesInfo"] = [line(QT_TRANSLATE_NOOP("FieldHelp", "Sources of Stability belong to Pulp campaigns; "
                                                                    "this sheet is Purist."))]


def _occupation(sheet: ToCSheet, d: Derived, data: RulesData, help_: Help) -> None:
    cr = d.credit_rating
    lines: list[HelpLine] = []
    occ = d.occupation
    if occ is not None:
        occupational = sorted(_ability(name) for name in d.occupational)
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Occupational abilities ({occupation}) cost half: "
                                                         "{abilities}."),
                          occupation=terms.term("toc", "occupation", occ.name),
                          abilities=", ".join(occupational) or "—"))
        if cr.locked:
            lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Credit Rating is fixed at {base} and cannot be bought."),
                              base=cr.base))
        elif cr.ceiling is None:
            lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Credit Rating {range}: {base} free, every point above at "
                                                             "the normal price."), range=cr.range_text, base=cr.base))
        else:
            lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Credit Rating {range}: {base} free, up to {ceiling} at "
                                                             "the normal price, {above} build points a point above."),
                              range=cr.range_text, base=cr.base, ceiling=cr.ceiling,
                              above=data.tables.credit_rating_above_ceiling))
    else:
        lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Choose an occupation: its abilities cost half and it sets the "  # noqa: E501
                                                         "Credit Rating range.")))
    lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Credit Rating {value} ({stratum}) costs {cost}; each point "
                                                     "below the base returns 1 investigative build point."),
                      value=cr.value, stratum=terms.term("toc", "stratum", cr.stratum), cost=cr.cost))
    help_["occupationInfo"] = lines
    help_["occupationCombo"] = lines

    known = data.drive(sheet.drive) if sheet.drive else None
    drives = [line(QT_TRANSLATE_NOOP("FieldHelp", "A Drive is why the investigator goes on when sense says stop; pick "
                                                  "one of the {count} of the rules or write one the keeper allows."),
                   count=len(data.tables.drives))]
    if known is not None:
        drives.append(line(QT_TRANSLATE_NOOP("FieldHelp", "{drive}: {description}"),
                           drive=terms.term("toc", "drive", known.name), description=terms.entry_text(known)))
    help_["driveCombo"] = drives

    table = _group_table(data)
    help_["investigatorsSpin"] = [line(QT_TRANSLATE_NOOP("FieldHelp", "Investigators in the group: {count}; each gets "
                                                                      "{points} investigative build points (by group "
                                                                      "size: {table})."),
                                       count=sheet.investigators,
                                       points=data.investigative_points(sheet.investigators), table=table)]


def explain(sheet: ToCSheet, derived: Derived | None = None, data: RulesData | None = None) -> Help:
    """``{object name: help lines}`` for the rule-bearing fields of a ToC sheet."""
    data = data or _data.load()
    d = derived if derived is not None else derive(sheet, data)
    help_: Help = {}
    _budgets(sheet, d, data, help_)
    _pools(sheet, d, data, help_)
    _occupation(sheet, d, data, help_)
    return help_
