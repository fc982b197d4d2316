"""Reading Call of Cthulhu 7e statblocks."""

from __future__ import annotations

import re
from typing import Any

from sheetmaker.core.document import Document
from sheetmaker.core.i18n import translate
from sheetmaker.io.interchange import Report
from sheetmaker.io.statblock_text.blocks import (
    _AGE_RE,
    _FILLER_LINES,
    _blank,
    _Block,
    _join_lines,
    _name_and_extras,
)
from sheetmaker.io.statblock_text.coc_items import _CoCState, _own_percent, _read_items, _sections
from sheetmaker.io.statblock_text.common import CHARS, MAX_SKILLS, _abbr, _skill
from sheetmaker.io.statblock_text.detect import _CHAR_RE, _NUM
from sheetmaker.io.statblock_text.layouts.edition6 import convert, is_sixth

_SIGNED = r"([+-]?\s*\d{1,3})"


_DB_VALUE = r"(none|[+-]?\s*\d*\s*D\s*\d+|[+-]?\s*\d{1,2})(?![\dD])"


_DERIVED_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("san_loss", re.compile(
        r"\b(?:Sanity|SAN)\s*(?:Loss|cost)\s*[:.=-]?\s*(none|(?:\d{0,2}D\d{1,3}|\d{1,3})\s*/\s*(?:\d{0,2}D\d{1,3}(?:\s*[+]\s*\d{1,3})?|\d{1,3}))",
        re.IGNORECASE)),
    ("attacks", re.compile(
        r"\b(?:Attacks?|Atk)\s*(?:per|/)\s*(?:round|rnd)" + _NUM + r"(\d{1,2}(?:\s*\([^)\n]{0,60}\))?)",
        re.IGNORECASE)),
    ("hp", re.compile(r"(?<![A-Za-z])(?:HP|Hit\s*Points)(?![A-Za-z])" + _NUM + r"(\d{1,3})(?!\d)", re.IGNORECASE)),
    ("mp", re.compile(r"(?<![A-Za-z])(?:MP|Magic\s*Points)(?![A-Za-z])" + _NUM + r"(\d{1,3})(?!\d)", re.IGNORECASE)),
    ("san", re.compile(r"(?<![A-Za-z])(?:SAN|Sanity)(?![A-Za-z])" + _NUM + r"(\d{1,2})(?![\d/])", re.IGNORECASE)),
    ("luck", re.compile(r"(?<![A-Za-z])Luck(?![A-Za-z])" + _NUM + r"(\d{1,3})(?!\d)", re.IGNORECASE)),
    ("build", re.compile(r"(?<![A-Za-z])Build(?![A-Za-z])" + _NUM + _SIGNED + r"(?!\d)", re.IGNORECASE)),
    ("db", re.compile(r"(?<![A-Za-z])(?:DB|Damage\s*Bonus)(?![A-Za-z])" + _NUM + _DB_VALUE, re.IGNORECASE)),
    ("mov", re.compile(r"(?<![A-Za-z])(?:MOV|Move|Movement(?:\s*Rate)?)(?![A-Za-z])" + _NUM +
                       r"(\d{1,2})(?!\d)((?:\s*/\s*\d{1,2}\s*[A-Za-z]{0,12})*)", re.IGNORECASE)),
    ("cthulhu_mythos", re.compile(r"\bCthulhu\s*Mythos" + _NUM + r"(\d{1,2})\s*%?", re.IGNORECASE)),
)


def _stated(found: dict[str, re.Match[str]], creature: bool, sixth: bool, age_stated: bool,
            attacks_per_round: str | None):
    """What the statblock states outright (:class:`~sheetmaker.systems.coc7.model.Stated`). A
    6th-edition statblock's Build and DB are converted (the 7th-edition rules give them; a
    human's HP and MP too); its SAN, MOV and a creature's HP and MP are kept."""
    from sheetmaker.systems.coc7.model import CoC7Sheet, Stated

    if "stated" not in CoC7Sheet.model_fields:
        return None
    values: dict[str, object] = {"creature": creature, "age_stated": age_stated}
    if "san" in found:
        values["san"] = int(found["san"].group(1))
    if attacks_per_round and (count := re.match(r"\d{1,2}", attacks_per_round)):
        values["attacks_per_round"] = int(count.group())
    if "mov" in found:
        values["mov"] = int(found["mov"].group(1))  # the same scale in both editions
    # HP and MP are on the same scale in both editions too (a creature's stand as stated; a
    # human's 6th-edition HP rounds up where the 7th edition's rule rounds down).
    for key in ("hp", "mp"):
        if key in found and (creature or not sixth):
            values[key] = int(found[key].group(1))
    if not sixth:
        if "build" in found:
            values["build"] = int(found["build"].group(1).replace(" ", ""))
        if "db" in found:
            values["db"] = _db_text(found["db"].group(1))
    return Stated(**values)


def _converted(report: Report, text: str, key: str, value: object, result: object) -> None:
    """A "converted:" line of the report, with its entry."""
    report.add("converted", text, key, value, result)


def _parse_coc(block: _Block, report: Report, data) -> Document:
    from sheetmaker.systems.coc7 import generate
    from sheetmaker.systems.coc7.model import CoC7Document, CoC7Sheet, Weapon
    from sheetmaker.systems.coc7.rules import derive

    name, extras = _name_and_extras(block.name_lines)
    notes: list[str] = []
    body = block.body
    if len(body) > 60_000:
        if name:
            report.lost.append(translate(
                "Interchange", "Only the first 60,000 characters of the statblock of {0} were read."
            ).format(name))
        else:
            report.lost.append(
                translate("Interchange", "Only the first 60,000 characters of the statblock of an NPC were read.")
            )
        body = body[:60_000]
    # OCR reads a zero after a digit as the letter O ("HP 1O").
    flat = re.sub(r"(?<=\b\d)O\b", "0", _join_lines(body))

    # Characteristics: one given again with another value (a table under the statblock after an
    # improvement check) is the later one, and the report says so.
    chars: dict[str, int] = {}
    spans: list[tuple[int, int]] = []
    rolls: dict[str, tuple[str, re.Match[str]]] = {}  # a roll stated with the value ("STR 3D6x5 (50)")
    for match in _CHAR_RE.finditer(flat):
        key, value = match.group(1), _char_value(match)
        if match.group("roll") or match.group("roll_after"):
            rolls[key] = (_roll_text(match.group("roll") or match.group("roll_after")), match)
        if key in chars and chars[key] != value:
            report.notes.append(translate("Interchange", "{0} is given twice ({1}, then {2}); {2} is used.").format(
                _abbr(key), chars[key], value))
        chars[key] = value
        spans.append(match.span())
    found: dict[str, re.Match[str]] = {}
    for key, pattern in _DERIVED_RES:
        derived_match = pattern.search(flat)
        if derived_match:
            found[key] = derived_match
            spans.append(derived_match.span())
    rest = _blank(flat, spans)
    sixth = is_sixth(chars, flat)
    if sixth:
        converted = convert(chars)
        report.notes.append(translate(
            "Interchange", "A 6th-edition statblock: converted to the 7th edition (characteristics ×5, derived "
            "values from the 7th-edition rules, SAN and skills kept)."))
        for key in CHARS:
            if key in chars:
                _converted(report, translate("Interchange", "{0} {1} (6th edition) → {2}.").format(
                    _abbr(key), chars[key], converted[key]), f"characteristics.{key}", chars[key], converted[key])
        chars = converted

    age = None
    era = "1920s"
    marked_creature = False  # ", creature" on the name line (SheetMaker's statblocks write it)
    description: list[str] = []
    occupation = ""
    player = ""
    for extra in extras:
        player_match = _PLAYER_RE.fullmatch(extra)
        if player_match and not player:
            player = player_match.group(1).strip(" .;,")[:200]
            report.add("read", translate("Interchange", "Player: {0}.").format(player), "player", player)
            continue
        occupation_match = _OCCUPATION_RE.fullmatch(extra)
        if occupation_match and not occupation:
            occupation = occupation_match.group(1).strip(" .;,")[:120]
            continue
        age_match = _AGE_RE.search(extra)
        if age_match and age is None:
            age = int(age_match.group(1) or age_match.group(2) or age_match.group(3))
            age_remainder = _AGE_RE.sub("", extra).strip(" ,;.")
            if age_remainder:
                description.append(age_remainder)
        elif re.fullmatch(r"modern(?:\s*era)?", extra, re.IGNORECASE):
            era = "modern"
        elif re.fullmatch(r"creature", extra, re.IGNORECASE):
            marked_creature = True
        elif re.fullmatch(r"(?:classic|1920'?s)(?:\s*era)?", extra, re.IGNORECASE):
            era = "1920s"
        else:
            description.append(extra)

    read_chars = ", ".join(f"{_abbr(key)} {chars[key]}" for key in CHARS if key in chars)
    if read_chars:
        report.read.append(translate("Interchange", "Characteristics: {0}.").format(read_chars))
    else:
        report.read.append(translate("Interchange", "No characteristics."))
    notes.extend(_read_rolls(rolls, report))
    missing = [key for key in CHARS if key not in chars]
    # A creature has no APP or EDU of its own, nor an age ("Sergeant Ames, age 42" with no APP
    # or EDU given is a man).
    creature = "APP" in missing and "EDU" in missing and age is None
    if marked_creature and not creature:
        creature = True
        report.notes.append(translate(
            "Interchange", "A creature (so marked on its name line): its HP, MP, MOV, Build and Damage Bonus are "
            "kept as stated."))
    elif creature and sixth:
        report.notes.append(translate(
            "Interchange", "A creature (no APP or EDU): its HP, MP and MOV are kept as stated."))
    elif creature:
        report.notes.append(translate(
            "Interchange", "A creature (no APP or EDU): its HP, MP, MOV, Build and Damage Bonus are kept as stated."))
    if missing:
        # The sheet's notes keep the English sentence; the report says it in the language in use.
        notes.append(
            f"The statblock gives no {', '.join(missing)}; "
            f"{'they are' if len(missing) > 1 else 'it is'} 0 on this sheet."
        )
        if len(missing) > 1:
            text = translate("Interchange", "The statblock gives no {0}; they are 0 on this sheet.")
        else:
            text = translate("Interchange", "The statblock gives no {0}; it is 0 on this sheet.")
        report.notes.append(text.format(", ".join(_abbr(key) for key in missing)))

    age_stated = age is not None and 0 <= age <= 200
    if age is not None and 0 <= age <= 200:
        report.read.append(translate("Interchange", "Age {0}.").format(age))
    else:
        if creature and age is None:
            pass
        elif age is not None:
            report.lost.append(translate("Interchange", "Age {0} is not a possible age; 25 is used.").format(age))
        else:
            report.notes.append(
                translate("Interchange", "The statblock gives no age; 25 is used (it only changes MOV).")
            )
        age = 25
    if description:
        report.notes.append(
            translate("Interchange", "Kept in the notes: {0}.").format("; ".join(d[:80] for d in description[:3]))
        )
    sheet = CoC7Sheet(era=era, age=age)
    if occupation:
        sheet = _with_occupation(sheet, occupation, report)
    sheet = generate.with_characteristics(sheet, {key: min(value, 999) for key, value in chars.items()})

    # Sections.
    state = _CoCState()
    sections = _sections(rest)
    attacks_per_round = None
    if "attacks" in found:
        attacks_per_round = found["attacks"].group(1).strip()
        report.read.append(translate("Interchange", "Attacks per round: {0}.").format(attacks_per_round))
    lost_text: list[str] = []
    for kind, text in sections:
        if kind in ("armour",):
            armour_text = text.strip(" .;,:\n")
            if armour_text.casefold() in ("none", "nil", "-", "no"):
                armour_text = ""
            if len(armour_text) > 200:
                report.lost.append(translate("Interchange", "The armour text was cut to 200 characters."))
            sheet = sheet.model_copy(update={"armour": armour_text[:200]})
            if armour_text:
                report.read.append(translate("Interchange", "Armour: {0}.").format(armour_text))
            else:
                report.read.append(translate("Interchange", "Armour: none."))
        elif kind == "spells":
            spells_text = text.strip(" .;,:\n")
            if spells_text.casefold() in ("none", "-"):
                spells_text = ""
            backstory = sheet.backstory.model_copy(update={"arcane": spells_text})
            sheet = sheet.model_copy(update={"backstory": backstory})
            if spells_text:
                report.read.append(translate("Interchange", "Spells: {0}.").format(spells_text))
                report.mapped.append(
                    translate("Interchange", "Spells → the Arcane Tomes, Spells & Artifacts section of the backstory.")
                )
            else:
                report.read.append(translate("Interchange", "Spells: none."))
        elif kind in ("special", "notes"):
            if text.strip(" .;,:"):
                description.append(text.strip(" .;,:"))
        else:
            leftover = _read_items(text, kind, state, data, report)
            lost_text.extend(leftover)

    # Skill values.
    from sheetmaker.systems.coc7.model import Skill

    _own_percent(state, report)

    values = list(state.values.items())
    if len(values) + len(state.custom) > MAX_SKILLS:
        dropped = [_skill(label) for label, _ in values[MAX_SKILLS:]] + list(state.custom)[
            max(0, MAX_SKILLS - len(values)):
        ]
        if len(dropped) > 10:
            text = translate("Interchange", "Only the first {0} skills were read; {1} more were not: {2}...")
        else:
            text = translate("Interchange", "Only the first {0} skills were read; {1} more were not: {2}.")
        report.lost.append(text.format(MAX_SKILLS, len(dropped), ", ".join(dropped[:10])))
        values = values[:MAX_SKILLS]
        state.custom = dict(list(state.custom.items())[: max(0, MAX_SKILLS - len(values))])
    for label, (value, source) in values:
        try:
            sheet = generate.with_skill_value(sheet, label, min(value, 999), data)
        except ValueError:
            state.custom[label] = value
            continue
        if label.endswith(" (Any)"):
            report.mapped.append(
                translate("Interchange", "'{0}' {1}% → {2}, with no specialisation named.").format(
                    source, value, _skill(label[:-6])
                )
            )
        elif source.casefold() != label.casefold():
            report.mapped.append(translate("Interchange", "'{0}' → {1} {2}%.").format(source, _skill(label), value))
        else:
            report.mapped.append(translate("Interchange", "{0} {1}%.").format(_skill(label), value))
    if state.custom:
        skills = list(sheet.skills)
        existing = {skill.label.casefold() for skill in skills}
        for label, value in state.custom.items():
            if label.casefold() in existing:
                continue
            skills.append(Skill(name=label[:120], custom_base=0, personal=min(value, 999)))
            existing.add(label.casefold())
            if label in state.own:
                continue
            report.mapped.append(
                translate("Interchange", "'{0}' {1}% → a custom skill (not in the skill list).").format(label, value)
            )
        sheet = sheet.model_copy(update={"skills": skills})
    modern = [label for label in state.values if (hit := data.resolve(label)) and "1920s" not in hit[0].eras]
    if modern and sheet.era != "modern":
        sheet = sheet.model_copy(update={"era": "modern"})
        report.notes.append(translate("Interchange", "Modern era, from the skill {0}.").format(_skill(modern[0])))

    weapons = []
    for weapon in state.weapons[:100]:
        if attacks_per_round and weapon.get("attacks") is None:
            weapon["attacks"] = attacks_per_round[:200]
        weapon.pop("percent", None)
        weapons.append(Weapon(**{key: value for key, value in weapon.items() if value is not None}))
    sheet = sheet.model_copy(update={"weapons": weapons})
    if weapons:
        listed = ", ".join(f"{w.name} ({w.damage})" for w in weapons)
        if len(weapons) == 1:
            report.read.append(translate("Interchange", "1 attack: {1}.").format(len(weapons), listed))
        else:
            report.read.append(translate("Interchange", "{0} attacks: {1}.").format(len(weapons), listed))

    # Derived values: a creature's kept as stated; a human's compared with ours (a 6th-edition
    # statblock's converted: ours replace them).
    stated_values = _stated(found, creature, sixth, age_stated, attacks_per_round)
    if stated_values is not None:
        sheet = sheet.model_copy(update={"stated": stated_values})
    derived = derive(sheet, data)
    updates: dict[str, object] = {}
    stated_notes: list[str] = []

    def compare(what: str, stated: str, ours: str, why: str, kept: str = "", key: str = "") -> bool:
        """Whether the stated value is ours; a difference is reported (``kept``: the sentence for a
        stated value the sheet keeps, with ``{0}`` for it)."""
        if creature and (not sixth or key in ("HP", "MP", "MOV")):
            report.read.append(translate("Interchange", "{0} {1} (as stated; a creature).").format(what, stated))
            return True
        if stated.replace(" ", "").casefold() == ours.replace(" ", "").casefold():
            report.read.append(translate("Interchange", "{0} {1} (as the rules give).").format(what, stated))
            return True
        if sixth:
            _converted(report, translate("Interchange", "{0} {1} (6th edition) → {2} (7th-edition rules: {3}).").format(
                what, stated, ours, why), f"derived.{key}", stated, ours)
            return True
        text = translate("Interchange", "{0}: the statblock says {1}, the rules give {2} ({3}).").format(
            what, stated, ours, why
        )
        report.disagreements.append(text + (" " + kept.format(stated) if kept else ""))
        return False

    c = sheet.characteristics
    if "hp" in found:
        stated = int(found["hp"].group(1))
        if not compare(translate("Interchange", "HP"), str(stated), str(derived.hp_max),
                       f"({_abbr('CON')} {c.CON} + {_abbr('SIZ')} {c.SIZ}) / 10",
                       translate("Interchange", "SheetMaker keeps {0} as the current HP."), "HP"):
            updates["hp"] = stated
            stated_notes.append(f"HP {stated}")  # the sheet's notes
    if "mp" in found:
        stated = int(found["mp"].group(1))
        if not compare(translate("Interchange", "MP"), str(stated), str(derived.mp_max), f"{_abbr('POW')} {c.POW} / 5",
                       translate("Interchange", "SheetMaker keeps {0} as the current MP."), "MP"):
            updates["mp"] = stated
            stated_notes.append(f"MP {stated}")
    if "san" in found:
        stated = int(found["san"].group(1))
        start = min(derived.san_start, derived.san_max)
        if stated != start:
            updates["san"] = stated
            report.read.append(translate(
                "Interchange", "SAN {0} (kept as the current SAN; the starting SAN would be {1})."
            ).format(stated, start))
        else:
            report.read.append(translate("Interchange", "SAN {0}.").format(stated))
    if "luck" in found and int(found["luck"].group(1)) > 99:
        report.add("not carried", translate(
            "Interchange", "Luck {0}: a sheet's Luck is at most 99; it is 0 on this sheet."
        ).format(found["luck"].group(1)), "derived.Luck", int(found["luck"].group(1)))
    elif "luck" in found:
        updates["luck"] = int(found["luck"].group(1))
        report.read.append(translate("Interchange", "Luck {0}.").format(updates["luck"]))
    else:
        report.notes.append(translate("Interchange", "The statblock gives no Luck; it is 0 on this sheet."))
    if "cthulhu_mythos" in found:
        value = int(found["cthulhu_mythos"].group(1))
        updates["cthulhu_mythos"] = value
        report.read.append(translate("Interchange", "{0} {1}%.").format(_skill("Cthulhu Mythos"), value))
    strsiz = f"{_abbr('STR')} {c.STR} + {_abbr('SIZ')} {c.SIZ}"
    if "db" in found:
        stated_text = _db_text(found["db"].group(1))
        if not compare(translate("Interchange", "DB"), stated_text, derived.damage_bonus, strsiz, key="DB"):
            stated_notes.append(f"DB {stated_text}")
    if "build" in found:
        stated_text = found["build"].group(1).replace(" ", "")
        stated_text = str(int(stated_text))
        if not compare(translate("Interchange", "Build"), stated_text, str(derived.build), strsiz, key="Build"):
            stated_notes.append(f"Build {stated_text}")
    if "mov" in found:
        stated_text = found["mov"].group(1)
        mov_why = ", ".join([
            f"{_abbr('STR')} {c.STR}", f"{_abbr('DEX')} {c.DEX}", f"{_abbr('SIZ')} {c.SIZ}",
            translate("Interchange", "age {0}").format(sheet.age),
        ])
        if not compare(translate("Interchange", "MOV"), stated_text, str(derived.mov), mov_why, key="MOV"):
            stated_notes.append(f"MOV {stated_text}")
        other = re.sub(r"\s*/\s*", "/", found["mov"].group(2).strip())
        if other:
            description.append(f"MOV {stated_text}{other}")
    if "san_loss" in found:
        san_loss = re.sub(r"\s+", "", found["san_loss"].group(1))
        updates["san_loss"] = "" if san_loss.casefold() == "none" else san_loss[:60]
        report.read.append(translate("Interchange", "Sanity loss {0}.").format(san_loss))
    sheet = sheet.model_copy(update=updates)

    if stated_notes:
        description.append("The statblock states " + ", ".join(stated_notes) + ".")
    if notes:
        description.extend(notes)
    for text in lost_text:
        if _is_filler(text):
            continue
        report.lost.append(translate("Interchange", "Not read: '{0}'.").format(text[:120]))
    # Text above the first statblock, but the page's own title (the name again) and headings.
    leading = "\n".join(
        line for line in block.leading.split("\n")
        if line.strip() and line.strip().casefold() not in (name.casefold(), *_FILLER_LINES)
        and not (name and line.strip().casefold().startswith(name.casefold() + ","))
    )
    if leading:
        report.lost.append(
            translate("Interchange", "Text before the first statblock was not read: '{0}'.").format(leading[:120])
        )
    if not name:
        report.notes.append(translate("Interchange", "The statblock has no name line; the sheet is unnamed."))
    document = CoC7Document(
        kind="npc", name=name[:200], player=player, notes="\n".join(description)[:200_000], sheet=sheet
    )
    return CoC7Document.model_validate(document.model_dump())


#: The player labelled on the name lines: "Player: Larry" (a filled sheet's field).
_PLAYER_RE = re.compile(r"Player(?:'s)?(?:\s*Name)?\s*:\s*(\S.*)", re.IGNORECASE)


def _roll_text(raw: str) -> str:
    """A characteristic's roll as the statblock writes it, without spaces or an unclosed bracket
    ("(3D6 x 5" → "3D6x5")."""
    text = re.sub(r"\s+", "", raw)
    if text.startswith("(") and ")" not in text:
        text = text[1:]
    return text


def _char_value(match: re.Match[str]) -> int:
    """A characteristic's value: the stated one, or the middle of a stated range ("(40-60)")."""
    low = int(match.group("value"))
    high = match.group("high")
    return (low + int(high)) // 2 if high and int(high) >= low else low


def _read_rolls(rolls: dict[str, tuple[str, re.Match[str]]], report: Report) -> list[str]:
    """The report's lines for characteristics stated with their rolls, and the sheet's note
    keeping the rolls ("Rolls: STR 3D6x5, SIZ (2D6+6)x5.")."""
    kept: list[str] = []
    for key in CHARS:
        if key not in rolls:
            continue
        roll, match = rolls[key]
        value = _char_value(match)
        high = match.group("high")
        if high and int(high) >= int(match.group("value")):
            stated_range = f"{match.group('value')}-{high}"
            report.add("read", translate(
                "Interchange", "{0} {1}: rolled {2}, the middle of the stated range {3} used."
            ).format(_abbr(key), value, roll, stated_range), f"characteristics.{key}", value)
            kept.append(f"{key} {roll} ({stated_range})")
        else:
            report.add("read", translate("Interchange", "{0} {1}: rolled {2}, the stated average used.").format(
                _abbr(key), value, roll), f"characteristics.{key}", value)
            kept.append(f"{key} {roll}")
    return [f"Rolls: {', '.join(kept)}."] if kept else []


#: An occupation labelled on the name lines: "Occupation: Police Detective" (a filled sheet's field,
#: a German "Beruf:").
_OCCUPATION_RE = re.compile(r"Occupation\s*:\s*(\S.*)", re.IGNORECASE)


def _with_occupation(sheet: Any, name: str, report: Report) -> Any:
    """The sheet (a CoC7Sheet) with the statblock's occupation (its name only when it is not in
    the list)."""
    from sheetmaker.systems.coc7.model import OccupationChoice
    from sheetmaker.systems.coc7.rules import occupation_definition

    choice = OccupationChoice(name=name)
    report.add("read", translate("Interchange", "Occupation: {0}.").format(name), "occupation", name)
    if occupation_definition(choice) is None:
        report.notes.append(translate(  # the name as the statblock has it
            "Interchange", "The occupation '{0}' is not in SheetMaker's list; only its name is kept."
        ).format(name))
    return sheet.model_copy(update={"occupation": choice})


#: Words of table headings and "Average Hit Points" that carry no value of their own.
#: One word made of them ("Average", "avg.", "rolls", "charvalues"). Matched word by word: one
#: pattern over the whole text, its spaces shared between repeats, backtracks exponentially
#: ("av av av ... x" took minutes).
_FILLER_WORD_RE = re.compile(r"(?:av(?:erage)?s?\.?|char(?:acteristics?)?\.?|rolls?|values?|combat|stats?)+",
                             re.IGNORECASE)


def _is_filler(text: str) -> bool:
    """Whether the text is only filler words (and spaces)."""
    words = text.split()
    return bool(words) and all(_FILLER_WORD_RE.fullmatch(word) for word in words)


def _db_text(raw: str) -> str:
    value = raw.replace(" ", "").upper()
    if value in ("NONE", "0", "+0", "-0"):
        return "0"
    if "D" in value:
        if value.startswith("D"):
            value = "1" + value
        if not value.startswith(("+", "-")):
            value = "+" + value
        if value[1] == "D":
            value = value[0] + "1" + value[1:]
        return value
    return value if value.startswith(("+", "-")) else "+" + value
