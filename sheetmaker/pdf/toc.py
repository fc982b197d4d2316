"""The Trail of Cthulhu investigator sheet.

Page 1: identity (occupation, Drive, Credit Rating), occupational benefits (the sheet's text, or
what the occupation gives, from the data file), portrait, the Sanity track (1–10), the Stability
and Health tracks (−12 up to the rating) with the rating framed and the pool filled in, Hit
Threshold, Pillars of Sanity, Sources of Stability (a Pulp rule: not on a Purist sheet that lists
none), languages, the four ability families with rating, pool and the
occupational mark, and the weapons with their range modifiers. Page 2 (and more when the text is
long): appearance, background, mental disorders, equipment, notes and whatever did not fit on
page 1.
"""

from __future__ import annotations

from sheetmaker.core import dice, i18n, terms
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.pdf.common import (
    GAP,
    SANS,
    SANS_BOLD,
    SERIF,
    SERIF_SC,
    Column,
    Pen,
    Section,
    begin_sheet,
    columns,
    flow_pages,
    kind_title,
    portrait_box,
    signed,
    table,
    text_width,
    wrap,
)
from sheetmaker.systems.toc.data import FAMILIES
from sheetmaker.systems.toc.model import ToCDocument, Weapon
from sheetmaker.systems.toc.rules import AbilityLine, Derived, derive

SYSTEM_TITLE = "Trail of Cthulhu"
ROW_MAX = 12.6
ROW_MIN = 9.4
WEAPON_ROW = 11.5
#: The range bands and their short headings (translated where drawn).
RANGES = (
    ("point_blank", QT_TRANSLATE_NOOP("PDF", "PB")),
    ("close", QT_TRANSLATE_NOOP("PDF", "Close")),
    ("near", QT_TRANSLATE_NOOP("PDF", "Near")),
    ("long", QT_TRANSLATE_NOOP("PDF", "Long")),
)
CAMPAIGNS = {"pulp": QT_TRANSLATE_NOOP("PDF", "Pulp campaign"), "purist": QT_TRANSLATE_NOOP("PDF", "Purist campaign")}


def draw(pen: Pen, document: ToCDocument, index: int = 1) -> None:
    """Draw one sheet from the top of the current page; leaves the last page open."""
    sheet = document.sheet
    d = derive(sheet)
    campaign = CAMPAIGNS.get(sheet.campaign)
    note = translate("PDF", campaign) if campaign else f"{sheet.campaign.capitalize()} campaign"
    top, footer = begin_sheet(pen, document, index, "Trail of Cthulhu", SYSTEM_TITLE, note)
    left, width = pen.left, pen.right - pen.left
    more: list[Section] = []

    # ---- identity, benefits, portrait
    row_h = 128.0
    id_w = width * 0.40
    ben_w = width * 0.40
    pic_w = width - id_w - ben_w - 2 * GAP
    _identity(pen, document, d, left, top, id_w, row_h)
    rest = _text_box(pen, "benefits", translate("PDF", "Occupational Benefits"), benefits_text(sheet, d),
                     left + id_w + GAP, top, ben_w, row_h)
    if rest:
        more.append(Section("benefits-more", translate("PDF", "Occupational Benefits (continued)"),
                            paragraphs=[" ".join(rest)], min_rows=0))
    portrait_box(pen, document, left + id_w + ben_w + 2 * GAP, top, pic_w, row_h)
    top -= row_h + GAP

    # ---- tracks and Hit Threshold
    track_h = 98.0
    ht_w = width * 0.17
    _tracks(pen, d, left, top, width - ht_w - GAP, track_h)
    _hit_threshold(pen, document, d, left + width - ht_w, top, ht_w, track_h)
    top -= track_h + GAP

    # ---- Pillars, Sources (or disorders), languages
    weapons = list(sheet.weapons)
    weapon_rows = min(max(len(weapons), 3), 6)
    weapons_h = 13 + 4 + 9 + weapon_rows * WEAPON_ROW + 5
    groups = _ability_groups(d)
    slots = max(sum(len(lines) + 1 for _, lines in group) for group in groups)
    abilities_need = 13 + 8 + slots * 12.6
    mind_h = max(62.0, min(150.0, top - pen.bottom - weapons_h - abilities_need - 2 * GAP))
    # Sources of Stability are a Pulp rule (seed 001): a Purist sheet without any gets no box.
    with_sources = sheet.campaign == "pulp" or bool(sheet.sources_of_stability)
    if with_sources:
        (x1, w1), (x2, w2), (x3, w3) = columns(left, width, 3)
    else:
        (x1, w1), (x3, w3) = columns(left, width, 2)
        x2 = w2 = 0.0
    pillars = [_term("pillar", p.name) + ("" if p.state == "intact" else f" ({_state(p.state)})")
               for p in sheet.pillars_of_sanity]
    note = translate("PDF", "{0} intact · {1} at creation").format(d.pillars_intact, d.pillars_required)
    rest = _list_box(pen, "pillars", translate("PDF", "Pillars of Sanity"), pillars, x1, top, w1, mind_h, note)
    if rest:
        more.append(Section("pillars-more", translate("PDF", "Pillars of Sanity (continued)"), paragraphs=rest,
                            min_rows=0))
    # Sources of Stability on Pulp sheets (and Purist ones that list some, with a note); the
    # Mental Disorders go to the next page.
    sources = [
        s.name + (f", {s.relation}" if s.relation else "") + ("" if s.state == "alive" else f" ({_state(s.state)})")
        for s in sheet.sources_of_stability
    ]
    if sheet.campaign == "pulp":
        note = translate("PDF", "{0} alive · {1} needed").format(d.sources_alive, d.sources_required)
    elif sources:
        note = translate("PDF", "{0} alive · Pulp rule").format(d.sources_alive)
    rest = (
        _list_box(pen, "sources", translate("PDF", "Sources of Stability"), sources, x2, top, w2, mind_h, note)
        if with_sources
        else []
    )
    if rest:
        more.append(Section("sources-more", translate("PDF", "Sources of Stability (continued)"), paragraphs=rest,
                            min_rows=0))
    languages = [_term("language", name) for name in sheet.languages]
    note = translate("PDF", "rating {0} · {1} named").format(d.languages_known, d.languages_named)
    rest = _list_box(pen, "languages", translate("PDF", "Languages"), languages, x3, top, w3, mind_h, note)
    if rest:
        more.append(Section("languages-more", translate("PDF", "Languages (continued)"), paragraphs=rest,
                            min_rows=0))
    top -= mind_h + GAP

    # ---- weapons at the foot, abilities between
    abilities_h = top - pen.bottom - weapons_h - GAP
    overflow = _abilities(pen, groups, left, top, width, abilities_h)
    if overflow:
        more.append(Section(
            "abilities-more", translate("PDF", "Abilities"),
            pairs=[(_ability(line), translate("PDF", "rating {0} · pool {1}").format(line.rating, line.pool))
                   for line in overflow],
            min_rows=0,
        ))
    _weapons(pen, d, weapons[:weapon_rows], weapon_rows, left, pen.bottom + weapons_h, width, weapons_h)
    if len(weapons) > weapon_rows:
        more.append(Section("weapons-more", translate("PDF", "Weapons"),
                            paragraphs=[_weapon_text(w, d) for w in weapons[weapon_rows:]],
                            min_rows=0))

    # ---- page 2 and on
    sections = list(more)
    sections.append(Section("appearance", translate("PDF", "Appearance"), paragraphs=[sheet.appearance], min_rows=3))
    sections.append(Section("background", translate("PDF", "Background"), paragraphs=[sheet.background], min_rows=6))
    sections.append(Section("disorders", translate("PDF", "Mental Disorders"), paragraphs=list(sheet.mental_disorders),
                            min_rows=3))
    cr = d.credit_rating
    pairs = [(_term("ability", "Credit Rating"), f"{cr.value} ({_term('stratum', cr.stratum)})")]
    if cr.range_text:
        pairs.append((translate("PDF", "Occupation range"), cr.range_text))
    if sheet.false_sanity:
        pairs.append((translate("PDF", "False Sanity"), str(sheet.false_sanity)))
    sections.append(Section("equipment", translate("PDF", "Equipment"), pairs=pairs, paragraphs=[sheet.equipment],
                            min_rows=6))
    sections.append(Section("notes", translate("PDF", "Notes"), paragraphs=[document.notes], min_rows=4))

    flow_pages(pen, sections, translate("PDF", "Background & Equipment"), document, footer)


#: The states of Pillars of Sanity and Sources of Stability, as printed.
STATES = {
    "shattered": QT_TRANSLATE_NOOP("PDF", "shattered"),
    "crumbled": QT_TRANSLATE_NOOP("PDF", "crumbled"),
    "dead": QT_TRANSLATE_NOOP("PDF", "dead"),
    "missing": QT_TRANSLATE_NOOP("PDF", "missing"),
    "estranged": QT_TRANSLATE_NOOP("PDF", "estranged"),
}


def _term(kind: str, name: str) -> str:
    """A game term of the data (ability, occupation, Drive...) in the language of the PDF."""
    return terms.term("toc", kind, name)


def _ability(line: AbilityLine) -> str:
    """An ability line's name in the language of the PDF (one the data does not know as typed)."""
    return _term("ability", line.name) if line.known else line.name


def _state(state: str) -> str:
    """A pillar's or source's state in words ("shattered", "dead"...), translated."""
    return translate("PDF", STATES[state]) if state in STATES else state


# --------------------------------------------------------------------------- identity


def _identity(pen: Pen, document: ToCDocument, d: Derived, x: float, top: float, w: float, h: float) -> None:
    sheet = document.sheet
    inner = pen.box(x, top, w, h, kind_title(document))
    occupation = ""
    if sheet.occupation is not None:
        occupation = _term("occupation", d.occupation.name if d.occupation else sheet.occupation.name)
        branch = d.branch.name if d.branch else sheet.occupation.branch
        if branch:
            occupation += f" ({_term('branch', branch)})"
    drive = _term("drive", sheet.drive)
    if sheet.drive and sheet.drive_meaningless:
        drive = translate("PDF", "{0} (meaningless)").format(drive)
    cr = d.credit_rating
    rows = [
        (translate("PDF", "Name"), document.name, "name", 13.0),
        (translate("PDF", "Player"), document.player, "player", 10.0),
        (translate("PDF", "Occupation"), occupation, "occupation", 10.0),
        (translate("PDF", "Drive"), drive, "drive", 10.0),
        (_term("ability", "Credit Rating"), f"{cr.value} · {_term('stratum', cr.stratum)}", "credit-rating", 10.0),
        (translate("PDF", "Age"), "" if sheet.age is None else str(sheet.age), "age", 10.0),
    ]
    step = (inner - (top - h) - 4) / len(rows)
    label_w = max(text_width(row[0], SANS, 6.3) for row in rows) + 5
    y = inner - step + 4
    for label, value, name, size in rows:
        pen.field_line(x + 4, y, w - 8, label, value, name, size=size, label_width=label_w)
        y -= step


def benefits_text(sheet, d: Derived) -> str:
    """The Occupational Benefits box: the sheet's own text, or, when it is empty, what the
    occupation gives, from the data file (its description, the occupational abilities with the
    player's picks, the choices still open, the Credit Rating range and the languages)."""
    if sheet.occupational_benefits.strip():
        return sheet.occupational_benefits
    occ = d.occupation
    if occ is None:
        return ""
    choice = sheet.occupation
    picks = choice.picks if choice is not None else {}
    parts: list[str] = []
    if occ.description:
        parts.append(terms.entry_text(occ))
    abilities = [
        _ability(line) for line in d.abilities if line.occupational and line.name.casefold() != "credit rating"
    ]
    choices = list(occ.choices) + (list(d.branch.choices) if d.branch is not None else [])
    open_choices = [terms.entry_text(c, "text") for c in choices
                    if c.kind == "ability" and len(picks.get(c.id, [])) < c.count and c.text]
    if abilities or open_choices:
        listed = ", ".join(abilities)
        if open_choices:
            plus = translate("PDF", "plus {0}")
            listed = "; ".join(filter(None, [listed, *(plus.format(text) for text in open_choices)]))
        parts.append(translate("PDF", "Occupational abilities (half price): {0}.").format(listed))
    cr = d.credit_rating
    if cr.locked:
        parts.append(translate("PDF", "Credit Rating {0}, never bought.").format(cr.base))
    elif cr.range_text:
        parts.append(translate("PDF", "Credit Rating {0}.").format(cr.range_text))
    languages = [_term("language", name) for name in occ.languages]
    for c in choices:
        if c.kind == "language":
            chosen = picks.get(c.id, [])
            languages.extend(_term("language", name) for name in chosen)
            if len(chosen) < c.count and c.text:
                languages.append(terms.entry_text(c, "text"))
    note = terms.entry_text(occ, "language_note")
    if languages:
        parts.append(translate("PDF", "Languages: {0}.").format(", ".join(languages)) + (f" {note}" if note else ""))
    elif note:
        parts.append(note)
    if occ.keeper_options:
        keeper = ", ".join(_term("ability", name) for name in occ.keeper_options)
        parts.append(translate("PDF", "With the keeper's leave: {0}.").format(keeper))
    return "\n".join(parts)


def _text_box(pen: Pen, key: str, title: str, text: str, x: float, top: float, w: float, h: float) -> list[str]:
    """A box of wrapped text; returns the lines that did not fit."""
    inner = pen.box(x, top, w, h, title)
    size, leading = 9.0, 11.0
    lines = wrap(text.strip(), SERIF, size, w - 8) if text.strip() else []
    capacity = int((inner - (top - h) - 6) // leading)
    shown, rest = lines[:capacity], lines[capacity:]
    if rest and shown:
        # Say that it goes on.
        rest = [shown[-1], *rest] if capacity > 1 else rest
        shown = shown[:-1] + [translate("PDF", "(continued on the next page)")] if capacity > 1 else shown
    if pen.fillable:
        pen.text_field(key, "\n".join(shown), x + 2.5, top - h + 3, w - 5, inner - (top - h) - 5,
                       size=size, lines=shown, leading=leading)
        return rest
    y = inner - 3
    for i in range(capacity):
        if i < len(shown):
            pen.text(x + 4, y - size, shown[i], SERIF, size, max_width=w - 8)
        pen.rule(x + 4, y - size - 2.4, x + w - 4)
        y -= leading
    return rest


def _list_box(pen: Pen, key: str, title: str, items: list[str], x: float, top: float, w: float, h: float,
              note: str = "") -> list[str]:
    """A box with one item per line (long items wrap); returns the items that did not fit."""
    inner = pen.box(x, top, w, h, title, note=note)
    size, leading = 8.6, 10.6
    capacity = int((inner - (top - h) - 5) // leading)
    wrapped = [wrap(item, SERIF, size, w - 12) for item in items]
    if sum(len(lines) for lines in wrapped) > capacity:
        capacity -= 1  # the last line says where the rest is
    y = inner - 2
    used = 0
    rest: list[str] = []
    for n, (item, lines) in enumerate(zip(items, wrapped, strict=True)):
        if used + len(lines) > capacity:
            rest = items[n:]
            break
        for j, line in enumerate(lines):
            if j == 0:
                pen.dot(x + 5.5, y - size + 2.6, 1.1)
            if not pen.fillable:
                pen.text(x + 9, y - size, line, SERIF, size, max_width=w - 13)
            y -= leading
            used += 1
        if pen.fillable:
            pen.text_field(f"{key}-{n + 1}", item, x + 8, y + 1, w - 12, leading * len(lines),
                           size=size, lines=lines, leading=leading)
    while used < capacity:
        pen.rule(x + 9, y - size - 2.2, x + w - 4)
        y -= leading
        used += 1
    if rest:
        more_text = translate("PDF", "{0} more on the next page").format(len(rest))
        pen.text(x + 9, y - size, more_text, SANS, 6.5, max_width=w - 13,
                 color=pen.palette.line)
    return rest


# --------------------------------------------------------------------------- tracks


def _tracks(pen: Pen, d: Derived, x: float, top: float, w: float, h: float) -> None:
    inner = pen.box(x, top, w, h, translate("PDF", "Sanity, Stability and Health"),
                    note=translate("PDF", "frame: rating · filled: pool"))
    label_w = 86.0
    grid_x = x + 4 + label_w
    grid_w = w - 8 - label_w
    cell_h = 12.0
    y = inner - 4
    sanity = d.sanity
    numbers = list(range(1, 11))
    cols = len(numbers)
    _track_label(pen, x + 4, y, label_w, translate("PDF", "Sanity"), sanity.rating, sanity.pool, "sanity")
    pen.number_grid(grid_x, y, grid_w * 10 / 28, numbers, cols, cell_h, current=sanity.pool,
                    outlined=[sanity.rating], struck=range(d.sanity_cap + 1, 11))
    if sanity.pool <= 0:
        pen.text(grid_x + grid_w * 10 / 28 + 6, y - 9, translate("PDF", "permanently insane"), SANS, 7)
    y -= cell_h + 10
    bands_stab = (
        (-12, -12, translate("PDF", "insane")),
        (-11, -6, translate("PDF", "mind blasted")),
        (-5, 0, translate("PDF", "shaken")),
    )
    bands_health = (
        (-12, -12, translate("PDF", "dead")),
        (-11, -6, translate("PDF", "seriously wounded")),
        (-5, 0, translate("PDF", "hurt")),
    )
    for title, state, bands, key in (
        (translate("PDF", "Stability"), d.stability, bands_stab, "stability"),
        (translate("PDF", "Health"), d.health, bands_health, "health"),
    ):
        top_n = max(state.rating, state.pool, 15)
        numbers = list(range(-12, top_n + 1))
        cols = len(numbers)
        _track_label(pen, x + 4, y, label_w, title, state.rating, state.pool, key)
        pen.number_grid(grid_x, y, grid_w, numbers, cols, cell_h, current=state.pool,
                        outlined=[state.rating], shaded=range(-12, 1))
        cell_w = grid_w / cols
        for i, (low, high, text) in enumerate(bands):
            cx0 = grid_x + (low + 12) * cell_w
            cx1 = grid_x + (high + 13) * cell_w
            pen.line(cx0 + 1, y - cell_h - 1.5, cx1 - 1, y - cell_h - 1.5, color=pen.palette.line, width=0.4)
            if high == low and i + 1 < len(bands):
                # One cell (-12): the word may run on under the free start of the next band, whose
                # label is centred.
                n_low, n_high, n_text = bands[i + 1]
                next_w = (n_high - n_low + 1) * cell_w
                free = (next_w - min(text_width(n_text, SANS, 5.6), next_w)) / 2
                pen.text(cx0 + 0.5, y - cell_h - 7.2, text, SANS, 5.6, max_width=cell_w + free - 3,
                         color=pen.palette.line)
            else:
                pen.text((cx0 + cx1) / 2, y - cell_h - 7.2, text, SANS, 5.6, align="center",
                         max_width=cx1 - cx0, color=pen.palette.line)
        y -= cell_h + 13


def _track_label(pen: Pen, x: float, top: float, w: float, title: str, rating: int, pool: int, key: str) -> None:
    pen.text(x, top - 8.5, title, SERIF_SC, 9.5, max_width=w - 5)  # a gap before the track
    y = top - 17.5
    pen.label(x, y, translate("PDF", "rating"), max_width=21)
    pen.value(x + 22, y, 16, str(rating), f"{key}-rating", font=SANS_BOLD, size=7.8)
    pen.label(x + 42, y, translate("PDF", "pool"), max_width=15)
    pen.value(x + 58, y, 16, str(pool), f"{key}-pool", font=SANS_BOLD, size=7.8)


def _hit_threshold(pen: Pen, document: ToCDocument, d: Derived, x: float, top: float, w: float, h: float) -> None:
    sheet = document.sheet
    inner = pen.box(x, top, w, h, translate("PDF", "Hit Threshold"))
    pen.value(x + 4, inner - 30, w - 8, str(d.hit_threshold), "hit-threshold", font=SANS_BOLD, size=24,
              align="center")
    rows = []
    if document.kind == "npc" or sheet.alertness_modifier or sheet.stealth_modifier or sheet.armour:
        rows = [
            (translate("PDF", "Alertness"), signed(sheet.alertness_modifier), "alertness"),
            (translate("PDF", "Stealth"), signed(sheet.stealth_modifier), "stealth"),
            (translate("PDF", "Armour"), str(sheet.armour), "armour"),
        ]
    y = top - h + 4 + 10 * len(rows) - 7
    for label, value, key in rows:
        pen.label(x + 5, y, label)
        pen.value(x + w - 30, y - 0.5, 25, value, key, font=SANS_BOLD, size=7.5, align="right")
        y -= 10


# --------------------------------------------------------------------------- abilities


def _ability_groups(d: Derived) -> list[list[tuple[str, list[AbilityLine]]]]:
    """The families in three columns: Academic; Interpersonal and Technical; General (with the
    abilities the data does not know)."""
    families = {family: d.family(family) for family in FAMILIES}
    if i18n.base_language() != "en":
        # In alphabetical order of the names printed (the rules' lists are in English order).
        families = {family: sorted(lines, key=lambda line: _ability(line).casefold())
                    for family, lines in families.items()}
    unknown = [line for line in d.abilities if not line.known]
    return [
        [(translate("PDF", "Academic"), families["Academic"])],
        [(translate("PDF", "Interpersonal"), families["Interpersonal"]),
         (translate("PDF", "Technical"), families["Technical"])],
        [(translate("PDF", "General"), families["General"] + unknown)],
    ]


def _abilities(pen: Pen, groups, x: float, top: float, width: float, height: float) -> list[AbilityLine]:
    """The four families in three columns; returns the lines that did not fit."""
    inner = pen.box(x, top, width, height, translate("PDF", "Abilities"),
                    note=translate("PDF", "● occupational   rating · pool"))
    head = 12.0
    slots = [sum(len(lines) for _, lines in group) + len(group) for group in groups]
    avail = inner - (top - height) - 6
    need = max(slots)
    row_h = max(ROW_MIN, min(ROW_MAX, (avail - 2) / need))
    capacity = int((avail - 2) // row_h)
    overflow: list[AbilityLine] = []
    for (cx, cw), group in zip(columns(x + 4, width - 8, 3, gap=12), groups, strict=True):
        y = inner - 2
        used = 0
        for family, lines in group:
            if used + 1 > capacity:
                overflow.extend(lines)
                continue
            pen.text(cx, y - 9, family, SERIF_SC, 9.5)
            pen.label(cx + cw - 26, y - 8, translate("PDF", "rating"), align="right")
            pen.label(cx + cw, y - 8, translate("PDF", "pool"), align="right")
            pen.line(cx, y - head + 1.5, cx + cw, y - head + 1.5, color=pen.palette.line, width=0.5)
            y -= head
            used += 1
            for line in lines:
                if used + 1 > capacity:
                    overflow.append(line)
                    continue
                _ability_row(pen, line, cx, y, cw, row_h)
                y -= row_h
                used += 1
    return overflow


def _ability_row(pen: Pen, line: AbilityLine, x: float, top: float, w: float, h: float) -> None:
    baseline = top - h + 2.6
    if line.occupational:
        pen.dot(x + 2, baseline + 2.6, 1.5)
    name = _ability(line) + ("*" if line.investigative_use else "")
    pen.text(x + 6, baseline, name, SERIF, 8.8, max_width=w - 62, min_size=6.2)
    p = pen.palette
    box_w, box_h = 20.0, h - 2.2
    for i, (number, key) in enumerate(((line.rating, "rating"), (line.pool, "pool"))):
        bx = x + w - (2 - i) * (box_w + 6) + 6
        pen.rect(bx, top - h + 1.1, box_w, box_h, stroke=p.faint if not p.plain else p.line, width=0.4)
        pen.value(bx, baseline, box_w - 2, str(number), f"{line.name}-{key}",
                  font=SANS_BOLD if key == "rating" else SANS, size=7.8, align="right")


# --------------------------------------------------------------------------- weapons


def _damage(weapon: Weapon) -> tuple[str, list[str]]:
    """The hand modifier (or "—") and the four range modifiers ("—" out of reach)."""
    if weapon.ranges is None:
        return signed(weapon.damage_modifier), ["—"] * 4
    values = []
    for key, _ in RANGES:
        value = getattr(weapon.ranges, key)
        values.append("—" if value is None else signed(value))
    return "—", values


def _weapons(pen: Pen, d: Derived, weapons: list[Weapon], rows: int, x: float, top: float, width: float,
             height: float) -> None:
    inner = pen.box(x, top, width, height, translate("PDF", "Weapons"),
                    note=dice.shown(translate("PDF", "damage 1D6 + modifier; — out of reach")))
    cells = []
    for w in weapons:
        hand, ranges = _damage(w)
        cells.append([_term("weapon", w.name), f"{_term('ability', w.ability)} {d.rating(w.ability)}", hand, *ranges,
                      w.ammo or "—", w.notes])
    table(pen, x + 4, inner, width - 8, WEAPON_COLUMNS, cells, rows, WEAPON_ROW, "weapon")


#: Headings are translated by :func:`~sheetmaker.pdf.common.table` (form fields keep the English).
WEAPON_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("PDF", "Weapon"), 0.30), Column(QT_TRANSLATE_NOOP("PDF", "Ability"), 0.14),
    Column(QT_TRANSLATE_NOOP("PDF", "Hand"), 0.07, "right", SANS, 7.8),
    Column(RANGES[0][1], 0.06, "right", SANS, 7.8), Column(RANGES[1][1], 0.07, "right", SANS, 7.8),
    Column(RANGES[2][1], 0.07, "right", SANS, 7.8), Column(RANGES[3][1], 0.07, "right", SANS, 7.8),
    Column(QT_TRANSLATE_NOOP("PDF", "Ammo"), 0.07, "right", SANS, 7.8),
    Column(QT_TRANSLATE_NOOP("PDF", "Notes"), 0.15),
)


def _weapon_text(w: Weapon, d: Derived) -> str:
    hand, ranges = _damage(w)
    parts = [f"{_term('weapon', w.name)}: {_term('ability', w.ability)} {d.rating(w.ability)}"]
    if w.ranges is None:
        parts.append(translate("PDF", "damage {0}").format(hand))
    else:
        parts.append(", ".join(f"{translate('PDF', label)} {value}"
                               for (_, label), value in zip(RANGES, ranges, strict=True)))
    if w.ammo:
        parts.append(translate("PDF", "ammo {0}").format(w.ammo))
    if w.notes:
        parts.append(w.notes)
    return "; ".join(parts)
