"""The Call of Cthulhu 7e investigator sheet: our own layout, in the order of the official sheet.

Page 1: identity, portrait, characteristics with half and fifth, the Hit Points, Magic Points,
Sanity and Luck tracks with the current value filled in, the conditions, every skill of the era
(half, fifth, improvement box, occupation mark) and the combat block with the weapons.
Page 2 (and more when the text is long): the ten backstory sections, gear, money, fellow
investigators and notes; skills or weapons that did not fit on page 1 continue there.
"""

from __future__ import annotations

from sheetmaker.core import dice, i18n, terms
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.pdf.common import (
    GAP,
    SANS,
    SANS_BOLD,
    SERIF,
    Column,
    Pen,
    Section,
    begin_sheet,
    columns,
    flow_pages,
    kind_title,
    portrait_box,
    table,
    text_width,
)
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.coc7.model import CHARACTERISTICS, CoC7Document
from sheetmaker.systems.coc7.rules import Derived, SkillLine, derive

SYSTEM_TITLE = QT_TRANSLATE_NOOP("PDF", "Call of Cthulhu 7th edition")

BACKSTORY = (
    ("description", QT_TRANSLATE_NOOP("PDF", "Personal Description")),
    ("ideology", QT_TRANSLATE_NOOP("PDF", "Ideology / Beliefs")),
    ("significant_people", QT_TRANSLATE_NOOP("PDF", "Significant People")),
    ("meaningful_locations", QT_TRANSLATE_NOOP("PDF", "Meaningful Locations")),
    ("treasured_possessions", QT_TRANSLATE_NOOP("PDF", "Treasured Possessions")),
    ("traits", QT_TRANSLATE_NOOP("PDF", "Traits")),
    ("injuries", QT_TRANSLATE_NOOP("PDF", "Injuries & Scars")),
    ("phobias", QT_TRANSLATE_NOOP("PDF", "Phobias & Manias")),
    ("arcane", QT_TRANSLATE_NOOP("PDF", "Arcane Tomes, Spells & Artifacts")),
    ("encounters", QT_TRANSLATE_NOOP("PDF", "Encounters with Strange Entities")),
)

ERA_TITLES = {"1920s": "1920s", "modern": "Modern"}

SKILL_ROW_MAX = 13.5
SKILL_ROW_MIN = 9.6
WEAPON_ROW = 11.5
WEAPON_ROWS_MIN = 4
WEAPON_ROWS_MAX = 8
SKILL_COLUMNS = 3
SKILL_FIXED = 13 + 9 + 2 + 4  # title band, column heads, gaps


def draw(pen: Pen, document: CoC7Document, index: int = 1) -> None:
    """Draw one sheet from the top of the current page; leaves the last page open."""
    sheet = document.sheet
    d = derive(sheet)
    top, footer = begin_sheet(
        pen, document, index, "Call of Cthulhu", translate("PDF", SYSTEM_TITLE),
        translate("PDF", "{0} era").format(_era(sheet.era)),
    )
    left, width = pen.left, pen.right - pen.left

    # ---- identity, characteristics, portrait
    row_h = 146.0
    id_w = width * 0.35
    ch_w = width * 0.42
    pic_w = width - id_w - ch_w - 2 * GAP
    _identity(pen, document, d, left, top, id_w, row_h)
    _characteristics(pen, d, left + id_w + GAP, top, ch_w, row_h)
    _portrait(pen, document, left + id_w + ch_w + 2 * GAP, top, pic_w, row_h)
    top -= row_h + GAP

    # ---- tracks
    top -= _tracks(pen, sheet, d, left, top, width) + GAP

    # ---- skills and, at the foot of the page, combat
    weapons = list(sheet.weapons)
    bottom = pen.bottom
    weapon_rows, skills_h, combat_h = _split_space(len(d.skills), len(weapons), top - bottom)
    shown_weapons = weapons[:weapon_rows]
    overflow_skills = _skills(pen, d, left, top, width, skills_h)
    _combat(pen, sheet, d, shown_weapons, weapon_rows, left, bottom + combat_h, width, combat_h)

    # ---- page 2 and on
    sections: list[Section] = []
    if overflow_skills:
        sections.append(Section(
            "skills-more", translate("PDF", "Investigator Skills"),
            pairs=[(_skill(line), _skill_text(line)) for line in overflow_skills], min_rows=0,
        ))
    if len(weapons) > len(shown_weapons):
        sections.append(Section(
            "weapons-more", translate("PDF", "Weapons"),
            paragraphs=[_weapon_text(w, d) for w in weapons[len(shown_weapons):]], min_rows=0,
        ))
    backstory = sheet.backstory
    for key, title in BACKSTORY:
        sections.append(Section(key, translate("PDF", title), paragraphs=[getattr(backstory, key)], min_rows=3))
    sections.append(Section("gear", translate("PDF", "Gear & Possessions"), paragraphs=[sheet.gear], min_rows=5))
    cr = d.credit_rating
    pairs = [
        (terms.skill_label("coc7", "Credit Rating"), f"{cr.value} ({terms.term('coc7', 'credit_band', cr.band)})"),
        (translate("PDF", "Spending Level"), cr.spending_level),
        (translate("PDF", "Cash"), cr.cash),
        (translate("PDF", "Assets"), cr.assets),
    ]
    if sheet.cash:
        pairs.append((translate("PDF", "Cash in hand"), sheet.cash))
    sections.append(Section("money", translate("PDF", "Cash & Assets"), pairs=pairs, paragraphs=[sheet.assets],
                            min_rows=0))
    with_player = translate("PDF", "{0} (player: {1})")
    fellows = [with_player.format(f.name, f.player) if f.player else f.name for f in sheet.fellow_investigators]
    sections.append(Section("fellows", translate("PDF", "Fellow Investigators"), paragraphs=fellows, min_rows=3))
    sections.append(Section("notes", translate("PDF", "Notes"), paragraphs=[document.notes], min_rows=3))

    flow_pages(pen, sections, translate("PDF", "Backstory & Possessions"), document, footer)


def _skill(line: SkillLine) -> str:
    """A skill line's label in the language of the PDF (a custom skill as the player wrote it)."""
    return line.label if line.custom else terms.skill_label("coc7", line.label)


def _era(era: str) -> str:
    """The era's name in the language of the PDF (``1920s``, ``Modern``; ``Gegenwart``...)."""
    return terms.term("coc7", "era", ERA_TITLES.get(era, era))


def _condition(key: str) -> str:
    """A condition's name (``major_wound``) in the language of the PDF (``Major Wound``...)."""
    return terms.term("coc7", "condition", CONDITIONS[key])


#: The conditions' English names, by the sheet file's key.
CONDITIONS = {
    "major_wound": "Major Wound",
    "unconscious": "Unconscious",
    "dying": "Dying",
    "dead": "Dead",
    "temporary_insanity": "Temporary Insanity",
    "indefinite_insanity": "Indefinite Insanity",
    "permanent_insanity": "Permanent Insanity",
}


def _split_space(skills: int, weapons: int, space: float) -> tuple[int, float, float]:
    """(weapon rows, skills box height, combat box height) sharing ``space``: every skill at
    the largest row height that fits with one blank row per column, leftover room to blank
    weapon rows (up to :data:`WEAPON_ROWS_MAX`), then to more blank skill rows."""
    per_col = -(-skills // SKILL_COLUMNS)
    weapon_rows = min(max(weapons, WEAPON_ROWS_MIN), WEAPON_ROWS_MAX)
    while True:
        combat_h = _combat_height(weapon_rows)
        skills_h = space - combat_h - GAP
        row_h = (skills_h - SKILL_FIXED) / (per_col + 1)
        if weapon_rows >= WEAPON_ROWS_MAX or row_h < SKILL_ROW_MAX:
            break
        blank = int((skills_h - SKILL_FIXED) // SKILL_ROW_MAX) - per_col
        if blank <= 3 or weapon_rows >= max(weapons, 5):
            break
        weapon_rows += 1
    return weapon_rows, skills_h, combat_h


# --------------------------------------------------------------------------- identity


def _identity(pen: Pen, document: CoC7Document, d: Derived, x: float, top: float, w: float, h: float) -> None:
    sheet = document.sheet
    inner = pen.box(x, top, w, h, kind_title(document))
    occupation = d.occupation.name if d.occupation else (sheet.occupation.name if sheet.occupation else "")
    if sheet.occupation is not None and sheet.occupation.custom is None:
        occupation = terms.term("coc7", "occupation", occupation)
    rows = [
        (translate("PDF", "Name"), document.name, "name", 13.0),
        (translate("PDF", "Player"), document.player, "player", 10.0),
        (translate("PDF", "Occupation"), occupation, "occupation", 10.0),
        None,  # age and pronouns share a row
        (translate("PDF", "Residence"), sheet.residence, "residence", 10.0),
        (translate("PDF", "Birthplace"), sheet.birthplace, "birthplace", 10.0),
        (translate("PDF", "Era"), _era(sheet.era), "era", 10.0),
    ]
    age_label = translate("PDF", "Age")
    step = (inner - (top - h) - 4) / len(rows)
    labels = [row[0] for row in rows if row is not None] + [age_label]
    label_w = max(text_width(label, SANS, 6.3) for label in labels) + 5
    y = inner - step + 4
    for row in rows:
        if row is None:
            half = (w - 8) / 2
            pen.field_line(x + 4, y, half - 4, age_label, str(sheet.age), "age", label_width=label_w)
            pen.field_line(x + 4 + half, y, half, translate("PDF", "Pronouns"), sheet.pronouns, "pronouns")
        else:
            label, value, name, size = row
            pen.field_line(x + 4, y, w - 8, label, value, name, size=size, label_width=label_w)
        y -= step


# --------------------------------------------------------------------------- characteristics


def _characteristics(pen: Pen, d: Derived, x: float, top: float, w: float, h: float) -> None:
    inner = pen.box(x, top, w, h, translate("PDF", "Characteristics"), note=translate("PDF", "value · half · fifth"))
    cols, rows = 4, 2
    cell_w = (w - 8) / cols
    cell_h = (inner - (top - h) - 6) / rows
    p = pen.palette
    for i, name in enumerate(CHARACTERISTICS):
        r, c = divmod(i, cols)
        cx = x + 4 + c * cell_w
        ctop = inner - 3 - r * cell_h
        v = d.characteristics[name]
        pen.text(cx + 2, ctop - 9, terms.characteristic_abbr("coc7", name), SANS_BOLD, 8, max_width=cell_w - 4)
        big_w = cell_w * 0.56
        big_h = cell_h - 16
        by = ctop - 12 - big_h
        pen.rect(cx + 2, by, big_w, big_h, stroke=p.line, width=0.8)
        pen.value(cx + 3, by + big_h / 2 - 5, big_w - 2, str(v.value), name, font=SANS, size=14,
                  align="center")
        small_w = cell_w - big_w - 7
        small_h = big_h / 2
        sx = cx + 4 + big_w
        for j, (number, key) in enumerate(((v.half, "half"), (v.fifth, "fifth"))):
            sy = by + big_h - (j + 1) * small_h
            pen.rect(sx, sy, small_w, small_h, stroke=p.line, width=0.5)
            pen.value(sx + 1, sy + small_h / 2 - 3, small_w - 2, str(number), f"{name}-{key}",
                      font=SANS, size=8.5, align="center")


def _portrait(pen: Pen, document: CoC7Document, x: float, top: float, w: float, h: float) -> None:
    portrait_box(pen, document, x, top, w, h)


# --------------------------------------------------------------------------- tracks


CELL_H = 10.0


def _tracks(pen: Pen, sheet, d: Derived, x: float, top: float, width: float) -> float:
    """HP and MP on the left, SAN and Luck on the right; returns the height used."""
    (lx, lw), (rx, rw) = columns(x, width, 2)
    lw_cols = 15
    rw_cols = 20
    hp_top_n = max(d.hp_max, d.hp, 1)
    mp_top_n = max(d.mp_max, d.mp, 1)
    hp_rows = -(-(hp_top_n + 1) // lw_cols)
    mp_rows = -(-(mp_top_n + 1) // lw_cols)
    band = 13.0
    check_row = 11.0
    hp_h = band + 4 + hp_rows * CELL_H + 4 + 2 * check_row + 2
    mp_h = band + 4 + mp_rows * CELL_H + 4
    san_h = band + 4 + 5 * CELL_H + 4 + check_row + 4
    luck_h = band + 4 + 5 * CELL_H + 4
    left_h = hp_h + GAP + mp_h
    right_h = san_h + GAP + luck_h
    height = max(left_h, right_h)
    # The shorter column gets taller cells (room to mark in pencil), then taller boxes.
    left_cell = CELL_H
    if left_h < height:
        left_cell = min(15.0, CELL_H + (height - left_h) / (hp_rows + mp_rows))
        hp_h += (left_cell - CELL_H) * hp_rows
        mp_h += (left_cell - CELL_H) * mp_rows
        extra = (height - (hp_h + GAP + mp_h)) / 2
        hp_h += extra
        mp_h += extra
    else:
        extra = (height - right_h) / 2
        san_h += extra
        luck_h += extra
    c = sheet.conditions

    # Hit Points
    inner = _track_box(pen, lx, top, lw, hp_h, translate("PDF", "Hit Points"),
                       translate("PDF", "max {0}").format(d.hp_max), d.hp, "hp")
    used = pen.number_grid(lx + 4, inner - 3, lw - 8, list(range(hp_top_n + 1)), lw_cols, left_cell,
                           current=d.hp, outlined=[d.hp_max])
    y = inner - 3 - used - 4 - 6.5
    half = (lw - 8) / 2
    pen.labelled_check(lx + 5, y, _condition("major_wound"), c.major_wound, "major-wound", max_width=half - 4)
    pen.labelled_check(lx + 5 + half, y, _condition("unconscious"), c.unconscious, "unconscious", max_width=half - 4)
    y -= check_row
    pen.labelled_check(lx + 5, y, _condition("dying"), c.dying, "dying", max_width=half - 4)
    pen.labelled_check(lx + 5 + half, y, _condition("dead"), c.dead, "dead", max_width=half - 4)

    # Magic Points
    mp_top = top - hp_h - GAP
    inner = _track_box(pen, lx, mp_top, lw, mp_h, translate("PDF", "Magic Points"),
                       translate("PDF", "max {0}").format(d.mp_max), d.mp, "mp")
    pen.number_grid(lx + 4, inner - 3, lw - 8, list(range(mp_top_n + 1)), lw_cols, left_cell,
                    current=d.mp, outlined=[d.mp_max])

    # Sanity
    note = translate("PDF", "start {0} · max {1}").format(d.san_start, d.san_max)
    inner = _track_box(pen, rx, top, rw, san_h, translate("PDF", "Sanity", "Call of Cthulhu: Sanity (SAN)"), note,
                       d.san, "san")
    pen.number_grid(rx + 4, inner - 3, rw - 8, list(range(100)), rw_cols, CELL_H, current=d.san,
                    outlined=[d.san_start], struck=range(d.san_max + 1, 100))
    y = top - san_h + 5
    third = (rw - 8) / 3
    for i, key in enumerate(("temporary_insanity", "indefinite_insanity", "permanent_insanity")):
        pen.labelled_check(rx + 5 + i * third, y, _condition(key), getattr(c, key), key.replace("_", "-"),
                           max_width=third - 3)

    # Luck
    luck_top = top - san_h - GAP
    inner = _track_box(pen, rx, luck_top, rw, luck_h, translate("PDF", "Luck"), "", d.luck, "luck")
    pen.number_grid(rx + 4, inner - 3, rw - 8, list(range(100)), rw_cols, CELL_H, current=d.luck)
    return height


def _track_box(pen: Pen, x: float, top: float, w: float, h: float, title: str, note: str,
               current: int, name: str) -> float:
    """A track's box: title, the maximum and the current value in the band."""
    inner = pen.box(x, top, w, h, title)
    band_y = top - 13 + 3.8
    field_w = 22.0
    current_label = translate("PDF", "current")
    current_w = text_width(current_label, SANS, 6.3) + field_w + 10
    if note:
        pen.label(x + w - 4 - current_w - 6, band_y, note, align="right", size=6.8)
    pen.label(x + w - 4 - field_w - 2, band_y, current_label, align="right")
    pen.value(x + w - 4 - field_w, band_y - 0.4, field_w, str(current), f"{name}-current", font=SANS_BOLD,
              size=8.5, align="center")
    return inner


# --------------------------------------------------------------------------- skills


def _skill_text(line: SkillLine) -> str:
    return f"{line.value} ({line.half}/{line.fifth})"


def _skills(pen: Pen, d: Derived, x: float, top: float, width: float, height: float) -> list[SkillLine]:
    """Every skill in three columns; returns the lines that did not fit."""
    note = translate("PDF", "● occupation skill   ☐ improvement check")
    inner = pen.box(x, top, width, height, translate("PDF", "Investigator Skills"), note=note)
    lines = list(d.skills)
    if i18n.base_language() != "en":
        # In alphabetical order of the names printed (the rules' list is in English order).
        lines.sort(key=lambda line: _skill(line).casefold())
    cols = SKILL_COLUMNS
    header_h = 9.0
    avail = height - SKILL_FIXED
    per_col = -(-len(lines) // cols)
    row_h = max(SKILL_ROW_MIN, min(SKILL_ROW_MAX, avail / (per_col + 1)))
    capacity = int(avail // row_h)
    if per_col > capacity:
        per_col = capacity
    shown = lines[: per_col * cols]
    overflow = lines[len(shown):]
    # Skills fill the columns evenly; blank rows below give room for new ones.
    col_specs = columns(x + 4, width - 8, cols, gap=10)
    for c, (cx, cw) in enumerate(col_specs):
        value_x = cx + cw - 50
        header_y = inner - 7.5
        pen.label(value_x + 16, header_y, translate("PDF", "full"), align="right")
        pen.label(value_x + 33, header_y, translate("PDF", "half"), align="right")
        pen.label(value_x + 50, header_y, translate("PDF", "fifth"), align="right")
        y = inner - header_h - 2
        chunk = shown[c * per_col:(c + 1) * per_col]
        for i in range(capacity):
            line = chunk[i] if i < len(chunk) else None
            _skill_row(pen, d, line, cx, y, cw, row_h, value_x)
            y -= row_h
    return overflow


def _skill_row(pen: Pen, d: Derived, line: SkillLine | None, x: float, top: float, w: float, h: float,
               value_x: float) -> None:
    baseline = top - h + 2.6
    box = 6.2
    # The occupation dot stands clear of both the improvement box and the label.
    label_x = x + box + 10
    label_w = value_x - label_x - 3
    if line is None:
        pen.checkbox(x, baseline - 0.4, box, False)
        pen.rule(label_x, baseline - 1.8, x + w)
        return
    key = f"skill-{line.label}"
    pen.checkbox(x, baseline - 0.4, box, line.ticked, f"{key}-tick")
    if line.is_occupation:
        pen.dot(x + box + 4.8, baseline + 2.6, 1.5)
    label = _skill(line)
    size = 8.6
    generic = line.name in label and not line.specialisation and _is_specialised(line)
    drawn = pen.text(label_x, baseline, label, SERIF, size, max_width=label_w, min_size=6.2)
    if generic:
        pen.rule(label_x + drawn + 2, baseline - 1.5, value_x - 3)
    pen.rule(value_x, baseline - 1.8, x + w)
    pen.value(value_x, baseline, 16, str(line.value), key, font=SANS_BOLD, size=8, align="right")
    pen.value(value_x + 17, baseline, 16, str(line.half), f"{key}-half", font=SANS, size=7.2, align="right")
    pen.value(value_x + 34, baseline, 16, str(line.fifth), f"{key}-fifth", font=SANS, size=7.2, align="right")


def _is_specialised(line: SkillLine) -> bool:
    """Whether the line is a specialised skill still waiting for its specialisation."""
    skill = coc_data.load().skill_def(line.name)
    return skill is not None and skill.specialised


# --------------------------------------------------------------------------- combat


def _combat_height(rows: int) -> float:
    return 13 + 4 + 9 + rows * WEAPON_ROW + 5


def _combat(pen: Pen, sheet, d: Derived, weapons, count: int, x: float, top: float, width: float,
            height: float) -> None:
    stats_w = width * 0.25
    inner = pen.box(x, top, stats_w, height, translate("PDF", "Combat"))
    dodge = d.skill("Dodge")
    dodge_v, dodge_h, dodge_f = (dodge.value, dodge.half, dodge.fifth) if dodge else (
        d.dodge_base, d.dodge_base // 2, d.dodge_base // 5)
    # (label, value, half, fifth, form field name)
    rows = [
        (terms.skill_label("coc7", "Dodge"), f"{dodge_v}", f"{dodge_h}", f"{dodge_f}", "dodge"),
        (translate("PDF", "Damage Bonus"), dice.shown(d.damage_bonus), None, None, "damage-bonus"),
        (translate("PDF", "Build"), str(d.build), None, None, "build"),
        (translate("PDF", "Move"), str(d.mov), None, None, "move"),
        (translate("PDF", "Armour"), sheet.armour or translate("PDF", "none"), None, None, "armour"),
    ]
    step = (inner - (top - height) - 4) / len(rows)
    y = inner - step + 3
    label_w = max(text_width(row[0], SANS, 6.8) for row in rows) + 6
    for label, value, half, fifth, name in rows:
        pen.label(x + 4, y + 0.5, label, size=6.8)
        pen.rule(x + 4 + label_w, y - 2, x + stats_w - 4)
        if half is None or fifth is None:
            armour = name == "armour"
            pen.value(x + 4 + label_w, y, stats_w - label_w - 8, value, name,
                      font=SERIF if armour else SANS_BOLD, size=10 if armour else 9)
        else:
            span = (stats_w - label_w - 8) / 3
            pen.value(x + 4 + label_w, y, span, value, name, font=SANS_BOLD, size=9)
            pen.value(x + 4 + label_w + span, y, span, half, f"{name}-half", font=SANS, size=8)
            pen.value(x + 4 + label_w + 2 * span, y, span, fifth, f"{name}-fifth", font=SANS, size=8)
        y -= step

    wx = x + stats_w + GAP
    ww = width - stats_w - GAP
    inner = pen.box(wx, top, ww, height, translate("PDF", "Weapons"))
    cells = []
    for w in weapons:
        line = d.skill(w.skill)
        cells.append([
            terms.term("coc7", "weapon", w.name),
            terms.skill_label("coc7", w.skill),
            str(line.value) if line else "—",
            str(line.half) if line else "—",
            str(line.fifth) if line else "—",
            dice.shown(w.damage),
            w.range or "—",
            w.attacks,
            str(w.ammo) if w.ammo is not None else "—",
            str(w.malfunction) if w.malfunction is not None else "—",
        ])
    table(pen, wx + 4, inner, ww - 8, WEAPON_COLUMNS, cells, count, WEAPON_ROW, "weapon")


#: Headings are translated by :func:`~sheetmaker.pdf.common.table` (form fields keep the English).
WEAPON_COLUMNS = (
    Column(QT_TRANSLATE_NOOP("PDF", "Weapon"), 0.27), Column(QT_TRANSLATE_NOOP("PDF", "Skill"), 0.17),
    Column(QT_TRANSLATE_NOOP("PDF", "full"), 0.055, "right", SANS, 7.6),
    Column(QT_TRANSLATE_NOOP("PDF", "half"), 0.055, "right", SANS, 7.6),
    Column(QT_TRANSLATE_NOOP("PDF", "fifth"), 0.055, "right", SANS, 7.6),
    Column(QT_TRANSLATE_NOOP("PDF", "Damage"), 0.13),
    Column(QT_TRANSLATE_NOOP("PDF", "Range"), 0.09, "left", SANS, 7.6),
    Column(QT_TRANSLATE_NOOP("PDF", "Attacks"), 0.07, "left", SANS, 7.6),
    Column(QT_TRANSLATE_NOOP("PDF", "Ammo"), 0.05, "right", SANS, 7.6),
    Column(QT_TRANSLATE_NOOP("PDF", "Malf."), 0.055, "right", SANS, 7.6),
)


def _weapon_text(w, d: Derived) -> str:
    line = d.skill(w.skill)
    shown = terms.skill_label("coc7", w.skill)
    skill = f"{shown} {line.value} ({line.half}/{line.fifth})" if line else shown
    parts = [
        f"{terms.term('coc7', 'weapon', w.name)}: {skill}",
        translate("PDF", "damage {0}").format(dice.shown(w.damage)),
    ]
    if w.range:
        parts.append(translate("PDF", "range {0}").format(w.range))
    parts.append(translate("PDF", "attacks {0}").format(w.attacks))
    if w.ammo is not None:
        parts.append(translate("PDF", "ammo {0}").format(w.ammo))
    if w.malfunction is not None:
        parts.append(translate("PDF", "malfunction {0}").format(w.malfunction))
    if w.notes:
        parts.append(w.notes)
    return ", ".join(parts)
