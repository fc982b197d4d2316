"""Writing statblocks in the keeper layout (:func:`write_text`, :func:`write`)."""

from __future__ import annotations

import re

from sheetmaker.core.document import Document
from sheetmaker.core.i18n import translate
from sheetmaker.io.interchange import InterchangeError, Report
from sheetmaker.io.statblock_text.blocks import _name_and_extras
from sheetmaker.io.statblock_text.common import CHARS, TITLE, normalise
from sheetmaker.io.statblock_text.detect import _DAMAGE, _toc_data
from sheetmaker.io.statblock_text.reader import parse_text


def _pct(value: int) -> str:
    return f"{value}% ({value // 2}/{value // 5})"


def _name_line(document: Document, age: int | None, era: str | None = None, creature: bool = False) -> str:
    name = " ".join(document.display_name.split()).replace(",", " ")
    parts = [name]
    if age is not None:
        parts.append(f"age {age}")
    if era == "modern":
        parts.append("modern era")
    if creature:
        parts.append("creature")
    return ", ".join(parts)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _write_coc(document, report: Report) -> str:
    from sheetmaker.systems.coc7.rules import derive

    sheet = document.sheet
    derived = derive(sheet)
    chars = sheet.characteristics
    stated = sheet.stated
    creature = stated is not None and stated.creature
    # Write what the sheet states: a creature has no age of its own, and an age the statblock
    # did not give is a placeholder.
    age = sheet.age if stated is None or (stated.age_stated and not creature) else None
    # A characteristic at 0 is one the statblock did not give (a creature's APP and EDU); a
    # sheet with none at all writes them all, or the text would not read as a statblock.
    keys = [key for key in CHARS if chars.get(key) or stated is None]
    if not keys:
        keys = list(CHARS)
        report.notes.append(translate(
            "Interchange", "The sheet has no characteristics: they are written as 0, so the text reads as a statblock."
        ))
    # A creature with an APP or EDU says it is one (readers take a statblock without them for one).
    lines = [_name_line(document, age, sheet.era, creature and ("APP" in keys or "EDU" in keys))]
    lines.append(" ".join(f"{key} {chars.get(key)}" for key in keys))
    hp, mp, db, build, mov = derived.hp, derived.mp, derived.damage_bonus, derived.build, derived.mov
    if stated is not None and not creature:
        # A human NPC: the statblock's own values, where it gives them (the maxima while unhurt).
        if stated.hp is not None and sheet.hp is None:
            hp = stated.hp
        if stated.mp is not None and sheet.mp is None:
            mp = stated.mp
        db = stated.db if stated.db is not None else db
        build = stated.build if stated.build is not None else build
        mov = stated.mov if stated.mov is not None else mov
    stats = []
    if creature:
        # A creature's HP, MP, DB, Build and MOV only as its statblock states them.
        assert stated is not None
        if stated.hp is not None:
            stats.append(f"HP {hp}")
        if stated.mp is not None:
            stats.append(f"MP {mp}")
    else:
        stats.append(f"HP {hp}")
        if mp or chars.POW or (stated is not None and stated.mp is not None):
            stats.append(f"MP {mp}")
    san: int | None
    if stated is not None:
        # From a statblock: SAN only as it gave it (or as play changed it), never worked out.
        san = sheet.san if sheet.san is not None else stated.san
    else:
        san = derived.san if chars.POW or sheet.san is not None else None
    if san is not None:
        stats.append(f"SAN {san}")
    if sheet.luck:
        stats.append(f"Luck {sheet.luck}")
    if not creature:
        stats += [f"DB {db}", f"Build {build}", f"MOV {mov}"]
    else:
        assert stated is not None
        stats += [f"{what} {value}" for what, value in (("DB", stated.db), ("Build", stated.build),
                                                           ("MOV", stated.mov)) if value is not None]
    if stats:
        lines.append(" ".join(stats))
    if stated is not None and stated.attacks_per_round is not None:
        lines.append(f"Attacks per round: {stated.attacks_per_round}")
    if sheet.weapons:
        lines.append("Combat")
        for weapon in sheet.weapons:
            line = derived.skill(weapon.skill)
            value = line.value if line is not None else 0
            name = _one_line(weapon.name).replace(",", " ").replace(";", " ").replace("%", " ")
            name = re.sub(r"\d{1,3}$", "", name).strip() or "Attack"
            text = f"{name} {_pct(value)}, damage {_one_line(weapon.damage)}"
            if not re.fullmatch(
                _DAMAGE + r"(?:[+-]" + _DAMAGE + r"){0,4}(?:/" + _DAMAGE + r"(?:[+-]" + _DAMAGE + r"){0,3}){0,3}",
                weapon.damage.replace(" ", ""),
                re.IGNORECASE,
            ):
                report.lost.append(
                    translate("Interchange", "The damage '{0}' of {1} may not read back as written.").format(
                        weapon.damage, weapon.name
                    )
                )
            if weapon.range:
                text += f", range {_one_line(weapon.range).replace(',', ' ')}"
            per_round = stated.attacks_per_round if stated is not None else None
            if weapon.attacks and weapon.attacks not in ("1", str(per_round)):  # the round's line says it
                text += f", attacks {_one_line(weapon.attacks).replace(',', ' ')}"
            if weapon.ammo is not None:
                text += f", ammo {weapon.ammo}"
            if weapon.malfunction is not None:
                text += f", malfunction {weapon.malfunction}"
            if weapon.damage_type == "impaling":
                text += ", impaling"
            text += f", uses {weapon.skill}"
            lines.append(text)
            if weapon.notes:
                report.lost.append(
                    translate("Interchange", "The notes of the weapon {0} are not carried.").format(weapon.name)
                )
    dodge = derived.skill("Dodge")
    if dodge is not None:
        lines.append(f"Dodge {_pct(dodge.value)}")
    skills = []
    for skill in sheet.skills:
        line = derived.skill(skill.label)
        if line is None or skill.label.casefold() == "dodge":
            continue
        label = _one_line(skill.label).replace(",", " ").replace(";", " ").replace("%", " ")
        skills.append(f"{label} {line.value}%")
    if derived.cthulhu_mythos and not any(s.startswith("Cthulhu Mythos") for s in skills):
        skills.append(f"Cthulhu Mythos {derived.cthulhu_mythos}%")
    if skills:
        lines.append("Skills: " + ", ".join(skills) + ".")
    if sheet.armour:
        lines.append(f"Armour: {_one_line(sheet.armour)}")
    if sheet.backstory.arcane:
        lines.append(f"Spells: {_one_line(sheet.backstory.arcane)}")
        if "\n" in sheet.backstory.arcane.strip():
            report.lost.append(translate(
                "Interchange", "The line breaks of the Arcane Tomes, Spells & Artifacts section are not carried."
            ))
    if sheet.san_loss:
        lines.append(f"Sanity Loss: {sheet.san_loss}")
    _coc_losses(document, derived, report)
    if document.kind == "investigator":
        report.lost.append(translate("Interchange", "The sheet is an investigator; a statblock reads back as an NPC."))
    return "\n".join(lines)


def _coc_losses(document, derived, report: Report) -> None:
    """The export report's "not carried" lines: only what this sheet has and the layout drops."""
    from sheetmaker.core import terms

    sheet = document.sheet
    lost = report.lost
    # A statblock carries each skill's final value; it reads back as personal interest points.
    if any(line.occupation or line.experience for line in derived.skills):
        lost.append(translate(
            "Interchange",
            "How skill points split between occupation, personal interest and experience (only final values are "
            "carried).",
        ))
    ticked = [line.label for line in derived.skills if line.ticked]
    if ticked:
        lost.append(translate("Interchange", "Improvement ticks: {0}.").format(", ".join(ticked)))
    if sheet.occupation is not None:
        lost.append(translate("Interchange", "The occupation '{0}'.").format(sheet.occupation.name))
    if sheet.creation.method != "free" or sheet.creation.base is not None or sheet.creation.edu_checks:
        lost.append(
            translate("Interchange", "The creation record (method '{0}', rolls and age effects).").format(
                sheet.creation.method
            )
        )
    if sheet.characteristic_changes:
        lost.append(
            translate("Interchange", "{0} recorded characteristic changes.").format(len(sheet.characteristic_changes))
        )
    on = [name for name, value in sheet.conditions.model_dump().items() if value]
    if on:
        shown = [
            key.replace("_", " ") if (term := terms.term("coc7", "condition", key)) == key else term for key in on
        ]
        lost.append(translate("Interchange", "Conditions: {0}.").format(", ".join(shown)))
    if sheet.san_lost_today:
        lost.append(translate("Interchange", "SAN lost today ({0}).").format(sheet.san_lost_today))
    backstory = sheet.backstory.model_dump()
    if any(text for key, text in backstory.items() if key != "arcane"):
        lost.append(translate("Interchange", "The backstory (but spells)."))
    if sheet.gear.strip():
        lost.append(translate("Interchange", "The gear."))
    if sheet.cash or sheet.assets:
        lost.append(translate("Interchange", "Cash and assets."))
    if sheet.pronouns or sheet.residence or sheet.birthplace:
        lost.append(translate("Interchange", "Personal details (pronouns, residence, birthplace)."))
    if sheet.fellow_investigators:
        lost.append(translate("Interchange", "Fellow investigators: {0}.").format(
            ", ".join(f.name for f in sheet.fellow_investigators)
        ))
    if document.tags:
        lost.append(translate("Interchange", "Tags: {0}.").format(", ".join(document.tags)))


def _write_toc(document, report: Report) -> str:
    from sheetmaker.systems.toc.rules import derive

    sheet = document.sheet
    derived = derive(sheet)
    lines = [_name_line(document, sheet.age)]
    abilities = [f"{name} {ability.rating}" for name, ability in sheet.abilities.items()
                 if _toc_data().ability(name) is not None]
    unknown = [name for name in sheet.abilities if _toc_data().ability(name) is None]
    if unknown:
        report.lost.append(
            translate("Interchange", "Abilities not in the ability list are not carried: {0}.").format(
                ", ".join(unknown)
            )
        )
    lines.append("Abilities: " + ", ".join(abilities))
    lines.append(f"Hit Threshold: {derived.hit_threshold}")
    lines.append(f"Alertness Modifier: {sheet.alertness_modifier:+d}")
    lines.append(f"Stealth Modifier: {sheet.stealth_modifier:+d}")
    if sheet.weapons:
        parts = []
        for weapon in sheet.weapons:
            name = _one_line(weapon.name).replace("(", "[").replace(")", "]")
            parts.append(f"{weapon.damage_modifier:+d} ({name})")
        lines.append("Weapon: " + ", ".join(parts))
        report.lost.append(translate(
            "Interchange",
            "Weapon kinds, abilities, range modifiers and ammunition are not carried (only the name and damage "
            "modifier).",
        ))
    if sheet.armour:
        lines.append(f"Armor: -{sheet.armour}")
    report.lost.append(translate(
        "Interchange",
        "Current pools, specialities, languages, the occupation, Drive, Pillars and Sources of Stability are not "
        "carried.",
    ))
    if document.kind == "investigator":
        report.lost.append(translate("Interchange", "The sheet is an investigator; a statblock reads back as an NPC."))
    return "\n".join(lines)


def _read_back(text: str) -> Document | None:
    """The one sheet ``text`` reads back as (None: no sheet, or several)."""
    try:
        items = parse_text(text)
    except InterchangeError:
        return None
    return items[0].document if len(items) == 1 else None


def _same(one: Document, other: Document) -> bool:
    """The same sheet, whenever and under whichever id it was read."""
    fields = {"id", "created", "modified"}
    return one.model_dump(exclude=fields) == other.model_dump(exclude=fields)


def _with_player(document: Document, text: str, report: Report) -> tuple[str, Document | None]:
    """``text`` with a ``Player:`` line under the name line, written only when the statblock reads
    back with that player and the rest unchanged (else reported as not carried); also the sheet
    the text reads back as (None: it does not read back as one sheet)."""
    base = _read_back(text)
    player = document.player
    if player:
        name_line, _, rest = text.partition("\n")
        candidate = f"{name_line}\nPlayer: {player}\n{rest}"
        back = _read_back(candidate)
        if (
            base is not None and back is not None and back.player == player
            and _same(back.model_copy(update={"player": base.player}), base)
        ):
            return candidate, back
        report.add(
            "not carried", translate("Interchange", "The player's name '{0}'.").format(player), "player", player
        )
    return text, base


def _toc_player_and_notes(document: Document, text: str, report: Report) -> str:
    """``text`` with a ``Player:`` line under the name line and a ``Notes:`` paragraph at the end,
    each written only when the statblock reads back with it as it is and the rest unchanged (the
    statblock is read back to check); what is not written is reported as not carried."""
    text, base = _with_player(document, text, report)
    notes = document.notes.strip()
    if notes:
        # A blank line would end the statblock: the paragraphs of the notes are written as lines.
        written = re.sub(r"\n\s*\n", "\n", notes)
        candidate = f"{text}\nNotes: {written}"
        back = _read_back(candidate)
        before = base.notes if base is not None else ""
        try:
            plain = normalise(written)
        except InterchangeError:
            plain = written
        if (
            base is not None and back is not None
            and back.notes in ("\n".join(p for p in (before, w) if p) for w in (written, plain))
            and _same(back.model_copy(update={"notes": base.notes}), base)
        ):
            text = candidate
            if written != notes:
                report.add(
                    "not carried", translate("Interchange", "The blank lines of the sheet's notes."), "notes",
                    document.notes, written,
                )
            if back.notes != "\n".join(p for p in (before, written) if p):
                report.add(
                    "not carried",
                    translate("Interchange", "The typography of the sheet's notes (they read back with plain quotes, "
                              "dashes and spaces)."),
                    "notes", document.notes, plain,
                )
        else:
            report.add(
                "not carried", translate("Interchange", "The sheet's notes are not carried."), "notes", document.notes
            )
    return text


def write_text(document: Document) -> tuple[str, Report]:
    """A keeper-style statblock of a CoC or ToC sheet and the export report."""
    report = Report(translate("Interchange", TITLE))
    if document.system == "coc7":
        text = _write_coc(document, report)
    elif document.system == "toc":
        text = _write_toc(document, report)
    else:  # pragma: no cover - only two games exist
        raise InterchangeError(translate(
            "Interchange", "statblocks are written for Call of Cthulhu and Trail of Cthulhu sheets, not {0}"
        ).format(document.system))
    if document.name:
        back = _name_and_extras([normalise(text.partition("\n")[0])])[0]
        if back != document.name:
            report.lost.append(translate(
                "Interchange",
                "The name reads back as '{0}' (statblock names are read with plain quotes and dashes and without "
                "commas).",
            ).format(back))
    if document.system == "toc":
        text = _toc_player_and_notes(document, text, report)
    else:
        text, _back = _with_player(document, text, report)
    if document.system != "toc" and document.notes:
        report.add(
            "not carried", translate("Interchange", "The sheet's notes are not carried."), "notes", document.notes
        )
    if document.portrait is not None:
        report.lost.append(translate("Interchange", "The portrait is not carried."))
    return text + "\n", report


def write(document: Document) -> tuple[bytes, Report]:
    """The statblock as UTF-8 bytes and the export report."""
    text, report = write_text(document)
    return text.encode("utf-8"), report
