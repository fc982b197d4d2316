"""Where each value of a Call of Cthulhu sheet comes from, with the sheet's own numbers.

:func:`explain` returns ``{field key: [HelpLine, ...]}`` for the rule-bearing fields of the
sheet view (the keys are the widgets' object names: ``spinHP``, ``movLabel``, ``halfSTR``...).
Each :class:`~sheetmaker.core.helptext.HelpLine` is a translatable template and its values;
the UI (:mod:`sheetmaker.ui.field_help`) translates and fills them in. The numbers come from
:func:`~sheetmaker.systems.coc7.rules.derive` and the rules tables, so a tool tip can never say
something the sheet does not compute.
"""

from __future__ import annotations

from sheetmaker.core import terms
from sheetmaker.core.helptext import QT_TRANSLATE_NOOP, HelpLine, line
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7.data import CashRow, Money, RulesData, for_era
from sheetmaker.systems.coc7.model import CHARACTERISTICS, CoC7Sheet
from sheetmaker.systems.coc7.rules import Derived, creation_characteristics, derive, mov_penalty

__all__ = ["explain"]

Help = dict[str, list[HelpLine]]

_WHAT = {
    "STR": QT_TRANSLATE_NOOP("FieldHelp", "STR {value}: Strength, the raw muscle to lift, push, hold and grapple."),
    "CON": QT_TRANSLATE_NOOP("FieldHelp", "CON {value}: Constitution, health, stamina and resistance to harm."),
    "SIZ": QT_TRANSLATE_NOOP("FieldHelp", "SIZ {value}: Size, height and weight taken together."),
    "DEX": QT_TRANSLATE_NOOP("FieldHelp", "DEX {value}: Dexterity, speed, agility and a sure hand."),
    "APP": QT_TRANSLATE_NOOP("FieldHelp", "APP {value}: Appearance, looks and the impression made on others."),
    "INT": QT_TRANSLATE_NOOP("FieldHelp", "INT {value}: Intelligence, wit and reasoning; the Idea roll is made against it."),  # noqa: E501
    "POW": QT_TRANSLATE_NOOP("FieldHelp", "POW {value}: Power, force of will and affinity for magic."),
    "EDU": QT_TRANSLATE_NOOP("FieldHelp", "EDU {value}: Education, what has been learnt; the Know roll is made against it."),  # noqa: E501
}


def _abbr(name: str) -> str:
    """A characteristic's abbreviation in the language in use (``STR`` → ``ST`` in German)."""
    return terms.characteristic_abbr("coc7", name)


def _number(x: float) -> str:
    return str(int(x)) if x == int(x) else f"{x:g}"


def _cash_row(cr: int, era: str, data: RulesData) -> CashRow:
    rows = for_era(data.tables.cash, era) or next(iter(data.tables.cash.values()))
    for row in rows:
        if row.low <= cr <= row.high:
            return row
    below = [row for row in rows if row.high < cr]
    return below[-1] if below else rows[0]


def _money_line(template_per_cr: str, template_fixed: str, money: Money, cr: int, shown: str) -> HelpLine:
    if money.per_cr is not None:
        return line(template_per_cr, cr=cr, per=_number(money.per_cr), amount=shown)
    return line(template_fixed, amount=shown)


def _characteristics(sheet: CoC7Sheet, d: Derived, help_: Help) -> None:
    deductions: dict[str, int] = {key: points for key, points in sheet.creation.age_deductions.items()}
    changed: dict[str, int] = {}
    for change in sheet.characteristic_changes:
        for key, delta in change.changes.items():
            changed[key] = changed.get(key, 0) + delta
    for name in CHARACTERISTICS:
        v = d.characteristics[name]
        lines = [
            line(_WHAT[name], value=v.value),
            line(QT_TRANSLATE_NOOP("FieldHelp", "Half {half} and fifth {fifth} (rounded down) are the targets of Hard and "  # noqa: E501
                                                "Extreme successes."), half=v.half, fifth=v.fifth),
        ]
        if deductions.get(name):
            lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Lowered by {points} for age at creation (age {age})."),
                              points=deductions[name], age=sheet.age))
        if changed.get(name):
            lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Changed by {delta:+d} in play (aging and the like)."),
                              delta=changed[name]))
        uses = {
            "STR": line(QT_TRANSLATE_NOOP("FieldHelp", "With SIZ it sets Damage Bonus {db} and Build {build}; with DEX "
                                                       "and SIZ, MOV {mov}."),
                        db=d.damage_bonus, build=d.build, mov=d.mov),
            "CON": line(QT_TRANSLATE_NOOP("FieldHelp", "With SIZ it sets the hit points: {hp}."), hp=d.hp_max),
            "SIZ": line(QT_TRANSLATE_NOOP("FieldHelp", "With CON it sets the hit points ({hp}); with STR, Damage Bonus "
                                                       "{db} and Build {build}."), hp=d.hp_max, db=d.damage_bonus,
                        build=d.build),
            "DEX": line(QT_TRANSLATE_NOOP("FieldHelp", "Dodge starts at half of it: {dodge}; it also counts for MOV "
                                                       "({mov})."), dodge=d.dodge_base, mov=d.mov),
            "INT": line(QT_TRANSLATE_NOOP("FieldHelp", "INT × 2 gives the personal interest skill points.")),
            "POW": line(QT_TRANSLATE_NOOP("FieldHelp", "It sets starting Sanity ({san}) and magic points ({mp})."),
                        san=d.san_start, mp=d.mp_max),
            "EDU": line(QT_TRANSLATE_NOOP("FieldHelp", "Language (Own) starts at EDU: {language}; most occupations "
                                                       "count it for skill points."), language=d.own_language_base),
        }
        if name in uses:
            lines.append(uses[name])
        help_[f"spin{name}"] = lines
        help_[f"half{name}"] = [line(QT_TRANSLATE_NOOP("FieldHelp", "Half of {name} {value}, rounded down = {half}: roll "  # noqa: E501
                                                                    "this or less for a Hard success."),
                                     name=_abbr(name), value=v.value, half=v.half)]
        help_[f"fifth{name}"] = [line(QT_TRANSLATE_NOOP("FieldHelp", "A fifth of {name} {value}, rounded down = {fifth}: "  # noqa: E501
                                                                     "roll this or less for an Extreme success."),
                                      name=_abbr(name), value=v.value, fifth=v.fifth)]


def _pools(sheet: CoC7Sheet, d: Derived, help_: Help) -> None:
    ch = sheet.characteristics
    hp = line(QT_TRANSLATE_NOOP("FieldHelp", "Hit points: (CON {con} + SIZ {siz}) / 10, rounded down = {hp}."),
              con=ch.CON, siz=ch.SIZ, hp=d.hp_max)
    help_["hpMax"] = [hp]
    help_["spinHP"] = [
        line(QT_TRANSLATE_NOOP("FieldHelp", "Current hit points: {current} of {hp}."), current=d.hp, hp=d.hp_max), hp,
        line(QT_TRANSLATE_NOOP("FieldHelp", "A wound of half the maximum ({major}) or more in one blow is a major "
                                            "wound."), major=-(-d.hp_max // 2)),
    ]
    mp = line(QT_TRANSLATE_NOOP("FieldHelp", "Magic points: POW {pow} / 5, rounded down = {mp}."),
              pow=ch.POW, mp=d.mp_max)
    help_["mpMax"] = [mp]
    help_["spinMP"] = [
        line(QT_TRANSLATE_NOOP("FieldHelp", "Current magic points: {current} of {mp}."), current=d.mp, mp=d.mp_max), mp,
    ]
    san = [
        line(QT_TRANSLATE_NOOP("FieldHelp", "Starting Sanity = POW {pow}."), pow=ch.POW),
        line(QT_TRANSLATE_NOOP("FieldHelp", "Maximum Sanity = 99 − Cthulhu Mythos {mythos} = {max}."),
             mythos=d.cthulhu_mythos, max=d.san_max),
    ]
    help_["sanInfo"] = san
    help_["spinSAN"] = [
        line(QT_TRANSLATE_NOOP("FieldHelp", "Current Sanity: {current}."), current=d.san), *san,
        line(QT_TRANSLATE_NOOP("FieldHelp", "Losing 5 or more in one roll calls for an INT roll; a fifth of the day's "
                                            "starting Sanity in one day means indefinite insanity.")),
    ]
    rolls = sheet.creation.luck_rolls
    luck = [line(QT_TRANSLATE_NOOP("FieldHelp", "Luck {luck}: rolled 3D6 × 5 at creation; it never goes above 99."),
                 luck=sheet.luck)]
    if len(rolls) == 2:
        luck.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Aged 15–19: rolled twice ({first} and {second}), the higher "
                                                        "kept."), first=rolls[0], second=rolls[1]))
    luck.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Spent Luck lowers a skill or characteristic roll point for point; "
                                                    "some may come back in the development phase.")))
    help_["spinLuck"] = luck


def _combat(sheet: CoC7Sheet, d: Derived, data: RulesData, help_: Help) -> None:
    ch = sheet.characteristics
    s, dex, siz = ch.STR, ch.DEX, ch.SIZ
    if dex < siz and s < siz:
        base, why = 7, QT_TRANSLATE_NOOP("FieldHelp", "MOV {base}: DEX {dex} and STR {str} are both below SIZ {siz}.")
    elif dex > siz and s > siz:
        base, why = 9, QT_TRANSLATE_NOOP("FieldHelp", "MOV {base}: DEX {dex} and STR {str} are both above SIZ {siz}.")
    else:
        base, why = 8, QT_TRANSLATE_NOOP("FieldHelp", "MOV {base}: DEX {dex} or STR {str} is at least SIZ {siz} "
                                                      "(not both above it).")
    mov = [line(why, base=base, dex=dex, str=s, siz=siz)]
    penalty = mov_penalty(sheet.age, data.tables.age)
    if penalty:
        mov.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Age {age}: −{penalty} (−1 for each decade from 40)."),
                        age=sheet.age, penalty=penalty))
    mov.append(line(QT_TRANSLATE_NOOP("FieldHelp", "MOV = {mov}."), mov=d.mov))
    help_["movLabel"] = mov

    total = s + siz
    rows = data.tables.damage_bonus
    row = next((r for r in rows if r.low <= total <= r.high), None)
    if row is not None:
        band = line(QT_TRANSLATE_NOOP("FieldHelp", "STR {str} + SIZ {siz} = {total}, in the band {low}–{high}: Damage "
                                                   "Bonus {db}, Build {build}."),
                    str=s, siz=siz, total=total, low=row.low, high=row.high, db=d.damage_bonus, build=d.build)
    elif total > rows[-1].high:
        band = line(QT_TRANSLATE_NOOP("FieldHelp", "STR {str} + SIZ {siz} = {total}: past {high}, each further 80 adds "
                                                   "1D6 and 1 Build: Damage Bonus {db}, Build {build}."),
                    str=s, siz=siz, total=total, high=rows[-1].high, db=d.damage_bonus, build=d.build)
    else:
        band = line(QT_TRANSLATE_NOOP("FieldHelp", "STR {str} + SIZ {siz} = {total}: Damage Bonus {db}, Build {build}."),  # noqa: E501
                    str=s, siz=siz, total=total, db=d.damage_bonus, build=d.build)
    help_["buildLabel"] = [band, line(QT_TRANSLATE_NOOP("FieldHelp", "Build compares bodies in combat manoeuvres and "
                                                                     "sets what can be lifted or thrown."))]
    help_["dbLabel"] = [band, line(QT_TRANSLATE_NOOP("FieldHelp", "The Damage Bonus is added to the damage of "
                                                                  "unarmed and melee attacks (half of it where a "
                                                                  "weapon says so)."))]

    dodge = d.skill("Dodge")
    spent = (dodge.occupation, dodge.personal, dodge.experience) if dodge is not None else (0, 0, 0)
    help_["dodgeLabel"] = [
        line(QT_TRANSLATE_NOOP("FieldHelp", "Dodge base = DEX {dex} / 2, rounded down = {base}."), dex=dex,
             base=d.dodge_base),
        line(QT_TRANSLATE_NOOP("FieldHelp", "Plus occupation {occupation}, personal {personal} and experience "
                                            "{experience} points = {total}."),
             occupation=spent[0], personal=spent[1], experience=spent[2],
             total=dodge.value if dodge is not None else d.dodge_base),
    ]


def _stated(sheet: CoC7Sheet, d: Derived, help_: Help) -> None:
    """A creature's stated HP/MP maxima, MOV, Build and DB stand in for the human formulas
    (:func:`~sheetmaker.systems.coc7.rules.derive`): its help says so instead of a formula."""
    stated = sheet.stated
    if stated is None or not stated.creature:
        return
    if stated.hp is not None:
        hp = line(QT_TRANSLATE_NOOP("FieldHelp", "Maximum hit points {hp}, as the creature's statblock states them "
                                                 "(the human formula does not apply)."), hp=d.hp_max)
        help_["hpMax"] = [hp]
        help_["spinHP"][1] = hp
    if stated.mp is not None:
        mp = line(QT_TRANSLATE_NOOP("FieldHelp", "Maximum magic points {mp}, as the creature's statblock states them "
                                                 "(the human formula does not apply)."), mp=d.mp_max)
        help_["mpMax"] = [mp]
        help_["spinMP"][1] = mp
    if stated.mov is not None:
        help_["movLabel"] = [line(QT_TRANSLATE_NOOP("FieldHelp", "MOV {mov}, as the creature's statblock states it "
                                                                 "(the human formula does not apply)."), mov=d.mov)]
    if stated.db is not None or stated.build is not None:
        band = line(QT_TRANSLATE_NOOP("FieldHelp", "Damage Bonus {db} and Build {build}, as the creature's statblock "
                                                   "states them (the human formula does not apply)."),
                    db=d.damage_bonus, build=d.build)
        help_["buildLabel"][0] = band
        help_["dbLabel"][0] = band
    # What STR, CON, SIZ, DEX and POW set for a human is not what sets a creature's values.
    for name in ("STR", "CON", "SIZ", "DEX", "POW"):
        help_[f"spin{name}"] = help_[f"spin{name}"][:-1]


def _skill_points(sheet: CoC7Sheet, d: Derived, data: RulesData, help_: Help) -> None:
    chars = creation_characteristics(sheet)
    occ = d.occupation
    if sheet.creation.skill_method == "quick_start":
        values = ", ".join(str(v) for v in data.tables.quick_start_occupation)
        help_["occupationBudget"] = [line(QT_TRANSLATE_NOOP("FieldHelp", "Quick-start: eight occupation skills and "
                                                                         "Credit Rating are set to {values}, whatever "
                                                                         "their base; no points to spend."),
                                          values=values)]
        help_["personalBudget"] = [line(QT_TRANSLATE_NOOP("FieldHelp", "Quick-start: {count} skills outside the "
                                                                       "occupation get +{each} each = {total}."),
                                        count=data.tables.quick_start_personal_count,
                                        each=data.tables.quick_start_personal, total=d.personal_budget.total)]
    else:
        if occ is None:
            help_["occupationBudget"] = [line(QT_TRANSLATE_NOOP("FieldHelp", "Occupation skill points come from the "
                                                                             "occupation's formula (EDU × 4, EDU × 2 + "
                                                                             "DEX × 2…): choose an occupation."))]
        else:
            formula = occ.points
            parts = [f"{_abbr(name)} {chars[name]} × {weight}" for name, weight in formula.fixed.items()]
            lines = []
            if formula.choose:
                chosen = sheet.occupation.formula_pick if sheet.occupation else None
                pick = chosen if chosen in formula.choose else max(formula.choose, key=lambda name: chars[name])
                parts.append(f"{_abbr(pick)} {chars[pick]} × {formula.times}")
                lines.append(line(QT_TRANSLATE_NOOP("FieldHelp", "{pick} is used of {choices}: the pick that gives "
                                                                 "the most points unless another is chosen."),
                                  pick=_abbr(pick), choices=" / ".join(_abbr(name) for name in formula.choose)))
            help_["occupationBudget"] = [
                line(QT_TRANSLATE_NOOP("FieldHelp", "Occupation skill points ({formula}): {sum} = {total}."),
                     formula=formula.text(), sum=" + ".join(parts), total=d.occupation_budget.total),
                *lines,
                line(QT_TRANSLATE_NOOP("FieldHelp", "They go to the occupation's skills and Credit Rating; {spent} "
                                                    "spent, {left} left."),
                     spent=d.occupation_budget.spent, left=d.occupation_budget.left),
            ]
        help_["personalBudget"] = [
            line(QT_TRANSLATE_NOOP("FieldHelp", "Personal interest points: INT {int} × 2 = {total}."),
                 int=chars["INT"], total=d.personal_budget.total),
            line(QT_TRANSLATE_NOOP("FieldHelp", "They go to any skill but Cthulhu Mythos; {spent} spent, {left} left."),
                 spent=d.personal_budget.spent, left=d.personal_budget.left),
        ]
    for key in ("occupationBudget", "personalBudget"):
        help_[key].append(line(QT_TRANSLATE_NOOP("FieldHelp", "No skill may go above 99 at creation.")))


def _credit(sheet: CoC7Sheet, d: Derived, data: RulesData, help_: Help) -> None:
    cr = d.credit_rating
    row = _cash_row(cr.value, sheet.era, data)
    occ = d.occupation
    if occ is not None:
        low, high = occ.credit_rating
        texts = [line(QT_TRANSLATE_NOOP("FieldHelp", "Credit Rating of a {occupation}: {low}–{high}; this sheet has "
                                                     "{cr}."),
                      occupation=terms.term("coc7", "occupation", occ.name), low=low, high=high, cr=cr.value)]
        if not low <= cr.value <= high:
            texts.append(line(QT_TRANSLATE_NOOP("FieldHelp", "{cr} is outside the range: move points into or out of "
                                                             "Credit Rating."), cr=cr.value))
        texts.append(line(QT_TRANSLATE_NOOP("FieldHelp", "Occupation skill points: {formula} = {total}."),
                          formula=d.points_formula_text, total=d.occupation_budget.total))
        help_["occupationInfo"] = texts
    band = line(QT_TRANSLATE_NOOP("FieldHelp", "Credit Rating {cr}: {band} ({low}–{high}) in the {era} table."),
                cr=cr.value, band=terms.term("coc7", "credit_band", cr.band), low=row.low, high=row.high,
                era=terms.term("coc7", "era", sheet.era))
    cash = _money_line(QT_TRANSLATE_NOOP("FieldHelp", "Cash: Credit Rating {cr} × {per} = {amount}."),
                       QT_TRANSLATE_NOOP("FieldHelp", "Cash: {amount} for this band."), row.cash, cr.value, cr.cash)
    assets = _money_line(QT_TRANSLATE_NOOP("FieldHelp", "Assets: Credit Rating {cr} × {per} = {amount}."),
                         QT_TRANSLATE_NOOP("FieldHelp", "Assets: {amount} for this band."), row.assets, cr.value,
                         cr.assets)
    spending = _money_line(QT_TRANSLATE_NOOP("FieldHelp", "Spending level: Credit Rating {cr} × {per} = {amount}."),
                           QT_TRANSLATE_NOOP("FieldHelp", "Spending level: {amount} for this band (what can be spent "
                                                          "each day without counting)."),
                           row.spending, cr.value, cr.spending_level)
    help_["creditInfo"] = [band, cash, assets, spending]
    typed = line(QT_TRANSLATE_NOOP("FieldHelp", "Type what the investigator has; the table gives the starting "
                                                "amount."))
    help_["cashEdit"] = [band, cash, typed]
    help_["assetsEdit"] = [band, assets, typed]


def explain(sheet: CoC7Sheet, derived: Derived | None = None, data: RulesData | None = None) -> Help:
    """``{object name: help lines}`` for the rule-bearing fields of a CoC sheet."""
    data = data or _data.load()
    d = derived if derived is not None else derive(sheet, data)
    help_: Help = {}
    _characteristics(sheet, d, help_)
    _pools(sheet, d, help_)
    _combat(sheet, d, data, help_)
    _stated(sheet, d, help_)
    _skill_points(sheet, d, data, help_)
    _credit(sheet, d, data, help_)
    return help_

