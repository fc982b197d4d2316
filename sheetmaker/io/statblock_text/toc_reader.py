"""Reading Trail of Cthulhu GUMSHOE statblocks."""

from __future__ import annotations

import re

from sheetmaker.core.document import Document
from sheetmaker.core.i18n import translate
from sheetmaker.io.interchange import Report
from sheetmaker.io.statblock_text import toc_parts
from sheetmaker.io.statblock_text.blocks import (
    _AGE_RE,
    _blank,
    _Block,
    _join_lines,
    _name_and_extras,
)
from sheetmaker.io.statblock_text.common import _ability
from sheetmaker.io.statblock_text.detect import (
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


#: The words that head an ability list ("General Abilities:"): no value of their own.
_LIST_WORDS_RE = re.compile(
    r"(?:abilities|general|investigative|interpersonal|academic|technical|and|or|\s)+", re.IGNORECASE
)


def _parse_toc(block: _Block, report: Report) -> Document:
    from sheetmaker.systems.toc import generate as toc_generate
    from sheetmaker.systems.toc.model import ToCDocument, ToCSheet, Weapon
    from sheetmaker.systems.toc.rules import derive

    data = _toc_data()
    name_lines, head = toc_parts.header(block.name_lines)
    name, extras = _name_and_extras(name_lines)
    name, epithet = toc_parts.strip_the(name)
    if epithet:
        extras.insert(0, epithet)
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
    extras_kept = list(description)
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
            # "Weapons 6" (or "Weapons: 6") is the ability; "Weapon: +1 (club)", "Weapon +1" and
            # Pelgrane's "Weapon: Webley revolver +0" list weapons.
            if re.match(r"\s*\d", content) or not (
                match.group(0).rstrip().endswith(":") or re.match(r"\s*[+-]\s*\d", content)
            ):
                continue
            key = "weapon"
            content = content.split("\n", 1)[0]
        elif word.startswith("armo"):
            key = "armour"
            content = content.split("\n", 1)[0]
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
    known = [match.span() for match in toc_parts.HIT_THRESHOLD_RE.finditer(rest)]
    unrated: list[str] = []
    for match in toc_parts.NO_RATING_RE.finditer(rest):
        adef = data.ability(re.sub(r"\s+", " ", match.group(1)).strip())
        if adef is not None:
            known.append(match.span())
            unrated.append(adef.name)
    known += [match.span() for pattern in _TOC_MOD_RE.values() for match in pattern.finditer(rest)]
    for match in _toc_ability_re().finditer(rest):
        known.append(match.span())
        adef = data.ability(re.sub(r"\s+", " ", match.group(1)))
        if adef is None or adef.name in values:
            continue
        values[adef.name] = int(match.group(2))
    for piece in re.split(r"[\n,;]", _blank(rest, known)):
        piece = piece.strip(" .:-")
        if not piece or _LIST_WORDS_RE.fullmatch(piece):
            continue
        unknown = re.fullmatch(r"([A-Z][A-Za-z'&/ ()-]{1,40}?)\s*:?\s*\d{1,2}", piece)
        if unknown:
            label = unknown.group(1).strip()
            report.add("not carried", translate(
                "Interchange", "'{0}': {1} is not a Trail of Cthulhu ability."
            ).format(piece[:120], label), f"abilities.{label}", int(piece[unknown.end(1):].strip(" :")))
        else:
            report.lost.append(translate("Interchange", "Not read: '{0}'.").format(piece[:120]))
    for ability, rating in values.items():
        sheet = toc_generate.with_rating(sheet, ability, rating, data)
    if values:
        report.read.append(translate("Interchange", "Abilities: {0}.").format(
            ", ".join(f"{_ability(a)} {r}" for a, r in values.items())
        ))
    for ability in unrated:
        if ability not in values:
            report.read.append(translate("Interchange", "{0}: no rating (0).").format(_ability(ability)))
    updates: dict[str, object] = {}
    threshold = toc_parts.HIT_THRESHOLD_RE.search(flat)
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
        if threshold.group(2) and threshold.group(2).strip():
            kept = f"Hit Threshold: {stated} ({threshold.group(2).strip()})"
            description.append(kept)  # the sheet's notes
            report.notes.append(translate("Interchange", "Kept in the notes: {0}.").format(kept))
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
    items, unread, prose = toc_parts.weapons(section_text.get("weapon", ""))
    for item in items:
        label = item.name[:120] or "Weapon"
        if not -20 <= item.modifier <= 30:
            report.lost.append(
                translate("Interchange", "The weapon {0} {1} is outside -20 to +30 and was not kept.").format(
                    label, f"{item.modifier:+d}"
                )
            )
            continue
        remark = "; ".join(part for part in (item.count, item.remark) if part)[:200]
        weapons.append(Weapon(
            name=label, ability=toc_parts.weapon_ability(label), damage_modifier=item.modifier, notes=remark
        ))
        if remark:
            report.notes.append(translate("Interchange", "Weapon {0}: '{1}' is kept in the weapon's notes.").format(
                label, remark
            ))
    for piece in unread:
        report.lost.append(translate("Interchange", "Not read: '{0}'.").format(piece[:120]))
    if prose:
        description.append(prose)  # the sheet's notes
        report.notes.append(translate("Interchange", "Kept in the notes: {0}.").format(prose[:200].rstrip(".")))
    if weapons:
        updates["weapons"] = weapons[:100]
        report.read.append(translate("Interchange", "Weapons: {0}.").format(
            ", ".join(f"{w.name} {w.damage_modifier:+d}" for w in weapons)
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
    for heading in head.unread:
        report.lost.append(translate("Interchange", "Not read: '{0}'.").format(heading[:120]))
    if head.player:
        report.read.append(translate("Interchange", "Player: {0}.").format(head.player))
    if extras_kept:
        report.notes.append(
            translate("Interchange", "Kept in the notes: {0}.").format("; ".join(d[:80] for d in extras_kept[:3]))
        )
    if not name:
        report.notes.append(translate("Interchange", "The statblock has no name line; the sheet is unnamed."))
    if block.leading:
        report.lost.append(
            translate("Interchange", "Text before the first statblock was not read: '{0}'.").format(block.leading[:120])
        )
    document = ToCDocument(
        kind="npc", name=name[:200], player=head.player, notes="\n".join(description)[:200_000], sheet=sheet
    )
    return ToCDocument.model_validate(document.model_dump())
