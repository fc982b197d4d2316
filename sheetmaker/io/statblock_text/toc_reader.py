"""Reading Trail of Cthulhu GUMSHOE statblocks."""

from __future__ import annotations

import re

from sheetmaker.core.document import Document
from sheetmaker.core.i18n import translate
from sheetmaker.io.interchange import Report
from sheetmaker.io.statblock_text.blocks import (
    _AGE_RE,
    _blank,
    _Block,
    _join_lines,
    _name_and_extras,
)
from sheetmaker.io.statblock_text.common import _ability
from sheetmaker.io.statblock_text.detect import (
    _HIT_THRESHOLD_RE,
    _NUM,
    _toc_ability_re,
    _toc_data,
)

_TOC_MOD_RE = {
    "alertness": re.compile(r"\bAlertness\s*Mod(?:ifier)?\.?" + _NUM + r"([+-]?\s*\d{1,2})", re.IGNORECASE),
    "stealth": re.compile(r"\bStealth\s*Mod(?:ifier)?\.?" + _NUM + r"([+-]?\s*\d{1,2})", re.IGNORECASE),
    "stability": re.compile(r"\bStability\s*Loss" + _NUM + r"([+-]?\s*\d{1,2}[^\n]{0,200})", re.IGNORECASE),
}


_TOC_SECTION_RE = re.compile(
    r"(?<![A-Za-z])(Weapons?|Damage\s*Modifier|Armou?r|Attack\s*Pattern|Special\s*(?:Abilities|Powers?)|Misc\w*|"
    r"Notes?|Abilities|Hit\s*Threshold|Alertness\s*Mod(?:ifier)?\.?|Stealth\s*Mod(?:ifier)?\.?|Stability\s*Loss)"
    r"(?![A-Za-z])\s*:?",
    re.IGNORECASE,
)


_TOC_WEAPON_RE = re.compile(r"([+-]\s*\d{1,2})\s*(?:\(([^)\n]{1,120})\))?")


def _parse_toc(block: _Block, report: Report) -> Document:
    from sheetmaker.systems.toc import generate as toc_generate
    from sheetmaker.systems.toc.model import ToCDocument, ToCSheet, Weapon
    from sheetmaker.systems.toc.rules import derive

    data = _toc_data()
    name, extras = _name_and_extras(block.name_lines)
    body = block.body[:60_000]
    flat = _join_lines(body)
    description: list[str] = []
    age = None
    for extra in extras:
        age_match = _AGE_RE.search(extra)
        if age_match and age is None:
            age = int(age_match.group(1) or age_match.group(2) or age_match.group(3))
            leftover = _AGE_RE.sub("", extra).strip(" ,;.")
            if leftover:
                description.append(leftover)
        else:
            description.append(extra)
    sheet = ToCSheet(age=age if age is not None and age <= 200 else None)
    spans = []
    values: dict[str, int] = {}
    # Section texts first: "Weapons: +1 (club)" is damage, "Weapons 6" a rating.
    section_text: dict[str, str] = {}
    matches = list(_TOC_SECTION_RE.finditer(flat))
    for index, match in enumerate(matches):
        word = re.sub(r"\s+", " ", match.group(1)).casefold()
        end = matches[index + 1].start() if index + 1 < len(matches) else len(flat)
        content = flat[match.end():end]
        if word.startswith(("weapon", "damage")):
            if not re.match(r"\s*[+-]\s*\d", content):
                continue  # "Weapons 6": the ability
            key = "weapon"
        elif word.startswith("armo"):
            key = "armour"
        elif word.startswith(("attack", "special", "misc", "note")):
            key = "special"
        else:
            continue
        # Stop at the first ability pair ("Armor: -1 vs. bullets Athletics 8").
        stop = _toc_ability_re().search(content)
        if stop and key != "special":
            content = content[: stop.start()]
        section_text[key] = (section_text.get(key, "") + " " + content).strip()
        spans.append((match.start(), match.end() + len(content)))
    rest = _blank(flat, spans)
    known = [match.span() for match in _HIT_THRESHOLD_RE.finditer(rest)]
    known += [match.span() for pattern in _TOC_MOD_RE.values() for match in pattern.finditer(rest)]
    for match in _toc_ability_re().finditer(rest):
        known.append(match.span())
        adef = data.ability(re.sub(r"\s+", " ", match.group(1)))
        if adef is None or adef.name in values:
            continue
        values[adef.name] = int(match.group(2))
    for piece in re.split(r"[\n,;]", _blank(rest, known)):
        piece = piece.strip(" .:-")
        if piece and not re.fullmatch(r"(?:abilities|general|investigative|and|or|\s)+", piece, re.IGNORECASE):
            report.lost.append(translate("Interchange", "Not read: '{0}'.").format(piece[:120]))
    for ability, rating in values.items():
        sheet = toc_generate.with_rating(sheet, ability, rating, data)
    if values:
        report.read.append(translate("Interchange", "Abilities: {0}.").format(
            ", ".join(f"{_ability(a)} {r}" for a, r in values.items())
        ))
    updates: dict[str, object] = {}
    threshold = _HIT_THRESHOLD_RE.search(flat)
    ours = derive(sheet, data).hit_threshold
    if threshold:
        stated = int(threshold.group(1))
        if 1 <= stated <= 10:
            if stated != ours:
                updates["hit_threshold"] = stated
                athletics = sheet.abilities.get("Athletics", None) and sheet.abilities["Athletics"].rating or 0
                report.disagreements.append(translate(
                    "Interchange",
                    "Hit Threshold: the statblock says {0}, {1} {2} gives {3}; SheetMaker keeps the statblock's {0} on "
                    "the sheet.",
                ).format(stated, _ability("Athletics"), athletics, ours))
            else:
                report.read.append(
                    translate("Interchange", "Hit Threshold {0} (as {1} gives).").format(stated, _ability("Athletics"))
                )
        else:
            report.lost.append(
                translate("Interchange", "Hit Threshold {0} is outside 1 to 10 and was not kept.").format(stated)
            )
    for key, field_name, read_text, lost_text in (
        ("alertness", "alertness_modifier", translate("Interchange", "Alertness Modifier {0}."),
         translate("Interchange", "Alertness Modifier {0} is outside -5 to +5 and was not kept.")),
        ("stealth", "stealth_modifier", translate("Interchange", "Stealth Modifier {0}."),
         translate("Interchange", "Stealth Modifier {0} is outside -5 to +5 and was not kept.")),
    ):
        modifier_match = _TOC_MOD_RE[key].search(flat)
        if modifier_match:
            value = int(modifier_match.group(1).replace(" ", ""))
            if -5 <= value <= 5:
                updates[field_name] = value
                report.read.append(read_text.format(f"{value:+d}"))
            else:
                report.lost.append(lost_text.format(f"{value:+d}"))
    stability = _TOC_MOD_RE["stability"].search(flat)
    if stability:
        text = re.sub(r"\s+", " ", stability.group(1)).strip()
        description.append(f"Stability Loss: {text}")  # the sheet's notes
        report.notes.append(translate(
            "Interchange", "Stability Loss {0}: ToC sheets have no field for it; it is kept in the notes."
        ).format(text))
    weapons = []
    for match in _TOC_WEAPON_RE.finditer(section_text.get("weapon", "")):
        modifier = int(match.group(1).replace(" ", ""))
        label = (match.group(2) or "").strip() or "Weapon"
        ability = "Firearms" if re.search(
            r"revolver|pistol|rifle|shotgun|gun|carbine|automatic|\.\d\d", label, re.IGNORECASE) else "Scuffling" \
            if re.search(r"fist|kick|punch|claw|bite|unarmed|tentacle", label, re.IGNORECASE) else "Weapons"
        if -20 <= modifier <= 30:
            weapons.append(Weapon(name=label[:120], ability=ability, damage_modifier=modifier))
        else:
            report.lost.append(
                translate("Interchange", "The weapon {0} {1} is outside -20 to +30 and was not kept.").format(
                    label, f"{modifier:+d}"
                )
            )
    if weapons:
        updates["weapons"] = weapons[:100]
        report.read.append(translate("Interchange", "Weapons: {0}.").format(
            ", ".join(f"{w.damage_modifier:+d} ({w.name})" for w in weapons)
        ))
    armour = section_text.get("armour", "")
    if armour:
        armour_match = re.search(r"[+-]?\s*(\d{1,2})", armour)
        points = int(armour_match.group(1)) if armour_match else 0
        if armour.strip(" .").casefold() in ("none", "-"):
            points = 0
        if points <= 20:
            updates["armour"] = points
        remark = armour[armour_match.end():].strip(" .,;") if armour_match else armour.strip(" .,;")
        if remark and remark.casefold() != "none":
            description.append(f"Armor: -{points} {remark}".strip())  # the sheet's notes
            if points == 1:
                text = translate(
                    "Interchange", "Armor -{0} {1}: the sheet keeps {0} armour point; '{1}' is kept in the notes."
                )
            else:
                text = translate(
                    "Interchange", "Armor -{0} {1}: the sheet keeps {0} armour points; '{1}' is kept in the notes."
                )
            report.notes.append(text.format(points, remark))
        report.read.append(translate("Interchange", "Armor {0}.").format(points))
    if section_text.get("special"):
        description.append(section_text["special"])
    sheet = sheet.model_copy(update=updates)
    if not name:
        report.notes.append(translate("Interchange", "The statblock has no name line; the sheet is unnamed."))
    if block.leading:
        report.lost.append(
            translate("Interchange", "Text before the first statblock was not read: '{0}'.").format(block.leading[:120])
        )
    document = ToCDocument(kind="npc", name=name[:200], notes="\n".join(description)[:200_000], sheet=sheet)
    return ToCDocument.model_validate(document.model_dump())
