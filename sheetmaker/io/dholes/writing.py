"""Dhole's House JSON: the export (a SheetMaker investigator as a Dhole's House file)."""

from __future__ import annotations

import base64
import json
from typing import Any

from sheetmaker.core import terms
from sheetmaker.core.document import Document
from sheetmaker.core.i18n import translate
from sheetmaker.io.dholes.common import _OUR_NAMES, BACKSTORY_KEYS, ERAS, TALENT_PREFIX, TITLE, VERSION, _skill
from sheetmaker.io.interchange import (
    InterchangeError,
    Report,
    and_more,
    counted,
)
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7 import rules
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    CoC7Document,
)

# --------------------------------------------------------------------------- export


def write(document: Document) -> tuple[bytes, Report]:
    """The Dhole's House JSON of a Call of Cthulhu sheet and the export report.

    Raises:
        InterchangeError: the sheet is not a Call of Cthulhu sheet.
    """
    if not isinstance(document, CoC7Document):
        raise InterchangeError(translate("Interchange", "Dhole's House carries Call of Cthulhu investigators only"))
    obj, report = to_dholes(document)
    return (json.dumps(obj, ensure_ascii=False, indent=4) + "\n").encode("utf-8"), report


def _weapon_skillname(label: str, derived: rules.Derived) -> tuple[str, rules.SkillLine | None]:
    line = derived.skill(label)
    if line is None:
        return label, None
    if line.specialisation:
        same = [other for other in derived.skills if other.specialisation.casefold() == line.specialisation.casefold()]
        if len(same) == 1 and rules._index(_data.load()).resolve(line.specialisation)[1] is None:
            return line.specialisation, line
    return line.label, line


def to_dholes(document: CoC7Document) -> tuple[dict[str, Any], Report]:
    """The Dhole's House object (every value a string) and the export report."""
    sheet = document.sheet
    derived = rules.derive(sheet)
    report = Report(translate("Interchange", TITLE))
    chars = sheet.characteristics

    index = rules._index(_data.load())
    skills: list[dict[str, str]] = []
    talents: list[dict[str, str]] = []
    for line in derived.skills:
        if line.custom and line.name.startswith(TALENT_PREFIX):
            talents.append({"name": line.name[len(TALENT_PREFIX):], "description": ""})
            continue
        entry: dict[str, str] = {}
        if line.custom:
            entry["name"] = "Misc"
            entry["subskill"] = line.label
        else:
            entry["name"] = _OUR_NAMES.get(line.name, line.name)
            sdef = index.by_name.get(line.name.casefold())
            if line.specialisation:
                entry["subskill"] = line.specialisation
            elif sdef is not None and rules.needs_specialisation(sdef):
                entry["subskill"] = "None"
        if line.is_occupation:
            entry["occupation"] = "true"
        entry.update(value=str(line.value), half=str(line.half), fifth=str(line.fifth))
        skills.append(entry)

    weapons: list[dict[str, str | None]] = []
    for weapon in sheet.weapons:
        skillname, weapon_line = _weapon_skillname(weapon.skill, derived)
        weapons.append({
            "name": weapon.name,
            "skillname": skillname,
            "regular": str(weapon_line.value) if weapon_line else "-",
            "hard": str(weapon_line.half) if weapon_line else "-",
            "extreme": str(weapon_line.fifth) if weapon_line else "-",
            "damage": weapon.damage,
            "range": weapon.range or "-",
            "attacks": weapon.attacks or "-",
            "ammo": "-" if weapon.ammo is None else str(weapon.ammo),
            "malf": "-" if weapon.malfunction is None else str(weapon.malfunction),
        })
        if weapon.damage_type == "impaling":
            report.lost.append(
                translate("Interchange", "The weapon '{0}' is impaling (Dhole's House has no damage type).").format(
                    weapon.name
                )
            )
        if weapon.notes:
            report.lost.append(translate("Interchange", "The notes of the weapon '{0}'.").format(weapon.name))
        if weapon_line is None:  # the skill is written as the sheet has it
            report.notes.append(
                translate("Interchange", "The weapon '{0}' uses '{1}', which is not on the sheet.").format(
                    weapon.name, weapon.skill
                )
            )

    cr = derived.credit_rating
    dodge = derived.skill("Dodge")
    # What the sheet states (an NPC's or creature's statblock) is written as stated; what the
    # statblock did not give (SAN, Luck, an age, a creature's APP/EDU, money) is left empty.
    stated = sheet.stated
    creature = stated is not None and stated.creature
    hp_max, mp_max, mov = derived.hp_max, derived.mp_max, derived.mov
    damage_bonus, build = derived.damage_bonus, derived.build
    as_stated: list[str] = []
    from_rules: list[str] = []
    if stated is not None:
        for what, value in (("HP", stated.hp), ("MP", stated.mp), ("MOV", stated.mov), ("DB", stated.db),
                            ("Build", stated.build)):
            if value is not None:
                as_stated.append(translate("Interchange", what) + " " + str(value))
            else:
                from_rules.append(translate("Interchange", what))
        hp_max = stated.hp if stated.hp is not None else hp_max
        mp_max = stated.mp if stated.mp is not None else mp_max
        mov = stated.mov if stated.mov is not None else mov
        damage_bonus = stated.db if stated.db is not None else damage_bonus
        build = stated.build if stated.build is not None else build
    db = "None" if damage_bonus in ("0", "+0", "-0") else damage_bonus
    hp = sheet.hp if sheet.hp is not None else hp_max
    mp = sheet.mp if sheet.mp is not None else mp_max
    san: str | None = str(derived.san)
    san_start: str | None = str(derived.san_start)
    san_max: str | None = str(derived.san_max)
    if stated is not None and sheet.san is None:
        san = None if stated.san is None else str(stated.san)
    if creature or (stated is not None and san is None):
        san_start = san_max = None  # nothing to work a creature's starting SAN out from
    age = None if creature or (stated is not None and not stated.age_stated) else str(sheet.age)
    luck = None if stated is not None and not sheet.luck else str(sheet.luck)
    blank_zero = stated is not None  # a characteristic at 0 is one the statblock did not give
    portrait = None
    if document.portrait is not None:
        portrait = base64.b64encode(document.portrait.data).decode("ascii")
        if document.portrait.media_type != "image/jpeg":
            report.notes.append(translate(
                "Interchange", "The portrait is a PNG image; Dhole's House writes JPEG, so other tools may expect JPEG."
            ))
    investigator: dict[str, Any] = {
        "Header": {
            "Title": "Investigator Export: Character Sheet",
            "Creator": "SheetMaker",
            "CreateDate": document.modified.strftime("%d/%m/%Y %H:%M"),
            "GameName": "Call of Cthulhu TM",
            "GameVersion": "7th Edition",
            "GameType": ERAS[sheet.era],
            "Discalimer": "Exported by SheetMaker in the Dhole's House format.",
            "Version": VERSION,
        },
        "PersonalDetails": {
            "Name": document.name,
            "Occupation": sheet.occupation.name if sheet.occupation else "",
            "Archetype": None,
            "Gender": sheet.pronouns,
            "Age": age,
            "Birthplace": sheet.birthplace,
            "Residence": sheet.residence,
            "Portrait": portrait,
        },
        "Characteristics": {
            **{
                name: None if blank_zero and not chars.get(name) else str(chars.get(name))
                for name in CHARACTERISTICS
            },
            "Move": str(mov),
            "Luck": luck,
            "LuckMax": luck,
            "Sanity": san,
            "SanityStart": san_start,
            "SanityMax": san_max,
            "MagicPts": str(mp),
            "MagicPtsMax": str(mp_max),
            "HitPts": str(hp),
            "HitPtsMax": str(hp_max),
            "DamageBonus": db,
            "Build": str(build),
            "OccupationSkillPoints": str(derived.occupation_budget.total),
            "PersonalInterestSkillPoints": str(derived.personal_budget.total),
        },
        "Skills": {"Skill": skills},
        "Talents": {"talent": talents} if talents else None,
        "Weapons": {"weapon": weapons} if weapons else None,
        "Combat": {
            "DamageBonus": db,
            "Build": str(build),
            "Dodge": {
                "value": str(dodge.value if dodge else derived.dodge_base),
                "half": str(dodge.half if dodge else derived.dodge_base // 2),
                "fifth": str(dodge.fifth if dodge else derived.dodge_base // 5),
            },
        },
        "Backstory": {
            theirs: (getattr(sheet.backstory, ours) or None) for theirs, ours, _ in BACKSTORY_KEYS
        },
        "Possessions": (
            {"item": [{"description": line.strip()} for line in sheet.gear.splitlines() if line.strip()]}
            if sheet.gear.strip() else None
        ),
        "Cash": (
            {"spending": cr.spending_level, "cash": sheet.cash or cr.cash, "assets": sheet.assets or cr.assets}
            if stated is None
            else {"spending": None, "cash": sheet.cash or None, "assets": sheet.assets or None}
        ),
        "Assets": None,
    }

    if document.kind == "npc":
        written = translate("Interchange", "NPC '{0}': {1}, {2}, Dhole's House {3} layout.")
    else:
        written = translate("Interchange", "Investigator '{0}': {1}, {2}, Dhole's House {3} layout.")
    report.read.append(written.format(
        document.display_name,
        counted(len(skills), translate("Interchange", "1 skill"), translate("Interchange", "{0} skills")),
        counted(len(weapons), translate("Interchange", "1 weapon"), translate("Interchange", "{0} weapons")),
        VERSION,
    ))
    if stated is None:
        report.mapped.append(translate(
            "Interchange",
            "HP, MP and SAN maxima, MOV, Damage Bonus, Build, {0} and the skill point totals are written from the "
            "rules.",
        ).format(_skill("Dodge")))
    else:
        if as_stated:
            report.mapped.append(
                translate("Interchange", "Written as the statblock states them: {0}.").format(", ".join(as_stated))
            )
        if from_rules:
            report.mapped.append(translate(
                "Interchange", "Written from the rules, as the statblock does not state them: {0}."
            ).format(", ".join(from_rules)))
        if san is None:
            report.notes.append(translate("Interchange", "No SAN is written: the statblock gives none."))
        if age is None and not creature:
            report.notes.append(translate("Interchange", "No age is written: the statblock gives none."))
        if not sheet.cash and not sheet.assets:
            report.notes.append(translate(
                "Interchange", "No cash or assets are written: the statblock gives none."
            ))
    if stated is None and (not sheet.cash or not sheet.assets):
        report.mapped.append(
            translate("Interchange", "Cash and assets left empty on the sheet are written from {0} {1}.").format(
                _skill("Credit Rating"), cr.value
            )
        )
    _export_losses(document, derived, report)
    return {"Investigator": investigator}, report


def _export_losses(document: CoC7Document, derived: rules.Derived, report: Report) -> None:
    sheet = document.sheet
    lost = report.lost
    if document.kind == "npc":
        lost.append(translate(
            "Interchange", "The NPC kind (Dhole's House holds investigators; this sheet is written as one)."
        ))
    if document.player:
        lost.append(translate("Interchange", "The player's name '{0}'.").format(document.player))
    if document.notes:
        lost.append(translate("Interchange", "The notes (Dhole's House has no notes field)."))
    if document.tags:
        lost.append(translate("Interchange", "Tags: {0}.").format(", ".join(document.tags)))
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
    if sheet.occupation is not None and (
        sheet.occupation.picks or sheet.occupation.custom or sheet.occupation.specialisations
        or sheet.occupation.formula_pick
    ):  # the occupation's name is what the file holds
        lost.append(
            translate("Interchange", "The choices made for the occupation '{0}' (only its name is written).").format(
                sheet.occupation.name
            )
        )
    # The file marks a skill "occupation" only where the sheet's occupation lists it (the
    # export writes line.is_occupation); the report says exactly that, never more.
    marked = [_skill(line.label) for line in derived.skills if line.is_occupation]
    if marked:
        report.mapped.append(translate(
            "Interchange", "Occupation marks written ({0}): {1}."
        ).format(len(marked), and_more(marked, 12)))
    unmarked = [_skill(line.label) for line in derived.skills if line.occupation and not line.is_occupation]
    if unmarked:
        lost.append(translate(
            "Interchange",
            "Occupation points on skills the sheet's occupation does not list: no occupation mark is written for "
            "them, so they read back as personal interest points: {0}.",
        ).format(and_more(unmarked, 12)))
    split = [
        line for line in derived.skills
        if line.experience or (line.occupation and line.personal) or (line.personal and line.is_occupation)
    ]
    if any(line.is_occupation for line in split):
        lost.append(translate(
            "Interchange",
            "How skill points split between occupation, personal interest and experience (only each value "
            "and, on occupation skills, the occupation mark are written): {0}.",
        ).format(and_more([_skill(line.label) for line in split], 12)))
    elif split:
        lost.append(translate(
            "Interchange",
            "How skill points split between occupation, personal interest and experience (only each value is "
            "written): {0}.",
        ).format(and_more([_skill(line.label) for line in split], 12)))
    ticked = [_skill(line.label) for line in derived.skills if line.ticked]
    if ticked:
        lost.append(translate("Interchange", "Improvement ticks: {0}.").format(", ".join(ticked)))
    on = [_condition_name(name) for name, value in sheet.conditions.model_dump().items() if value]
    if on:
        lost.append(translate("Interchange", "Conditions: {0}.").format(", ".join(on)))
    if sheet.san_lost_today:
        lost.append(translate("Interchange", "SAN lost today ({0}).").format(sheet.san_lost_today))
    if sheet.armour:
        lost.append(translate("Interchange", "Armour '{0}'.").format(sheet.armour))
    if sheet.san_loss:
        lost.append(translate("Interchange", "The SAN loss '{0}'.").format(sheet.san_loss))
    if sheet.stated is not None and sheet.stated.attacks_per_round is not None:
        lost.append(translate("Interchange", "Attacks per round ({0}).").format(sheet.stated.attacks_per_round))
    if sheet.fellow_investigators:
        lost.append(translate("Interchange", "Fellow investigators: {0}.").format(
            ", ".join(f.name for f in sheet.fellow_investigators)
        ))
    blank = [line for line in sheet.gear.splitlines() if not line.strip()]
    if blank and sheet.gear.strip():
        report.notes.append(translate("Interchange", "Blank lines between possessions are not written."))


def _condition_name(key: str) -> str:
    """A condition of a CoC sheet in the reports' sentences: ``major_wound`` → ``major wound``
    (English), ``Schwere Wunde`` (German)."""
    shown = terms.term("coc7", "condition", key)
    return key.replace("_", " ") if shown == key else shown
