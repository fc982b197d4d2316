"""Foundry VTT actors: the export (a SheetMaker sheet as a CoC7 system actor)."""

from __future__ import annotations

import base64
import json
import re
from typing import Any

from sheetmaker.core.document import Document
from sheetmaker.core.i18n import translate
from sheetmaker.io.foundry.common import (
    _CONDITIONS,
    BIOGRAPHY_TITLES,
    CORE_VERSION,
    SYSTEM_ID,
    SYSTEM_VERSION,
    TITLE,
    _html,
    _new_ids,
    _split_label,
)
from sheetmaker.io.interchange import (
    InterchangeError,
    Report,
    counted,
)
from sheetmaker.systems.coc7 import rules
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    CoC7Document,
)

# --------------------------------------------------------------------------- export


def _range_fields(text: str) -> dict[str, Any]:
    match = re.fullmatch(r"(\d{1,6}) (\S.*)", text)
    if match:
        return {"value": int(match.group(1)), "units": match.group(2)}
    if re.fullmatch(r"\d{1,6}", text):
        return {"value": int(text), "units": ""}
    return {"value": 0, "units": text}


def _uses_fields(text: str) -> dict[str, Any]:
    if re.fullmatch(r"\d{1,4}", text):
        return {"normal": int(text), "max": None, "burst": None}
    match = re.fullmatch(r"(\d{1,4}) \((\d{1,4})\)", text)
    if match:
        return {"normal": int(match.group(1)), "max": int(match.group(2)), "burst": None}
    lead = re.match(r"\d{1,4}", text)
    return {"normal": int(lead.group(0)) if lead else 1, "max": text, "burst": None}


def write(document: Document) -> tuple[bytes, Report]:
    """The actor JSON for Foundry's "Import Data" and the export report.

    Raises:
        InterchangeError: the sheet is not a Call of Cthulhu sheet.
    """
    if not isinstance(document, CoC7Document):
        raise InterchangeError(
            translate("Interchange", "the Foundry VTT Call of Cthulhu system carries Call of Cthulhu sheets only")
        )
    actor, report = to_actor(document)
    return (json.dumps(actor, ensure_ascii=False, indent=2) + "\n").encode("utf-8"), report


def to_actor(document: CoC7Document) -> tuple[dict[str, Any], Report]:
    """The actor as a JSON-ready dict and the export report."""
    sheet = document.sheet
    derived = rules.derive(sheet)
    report = Report(translate("Interchange", TITLE))
    stated = sheet.stated
    creature = stated is not None and stated.creature
    npc = document.kind == "npc" or creature
    new_id = _new_ids(document)
    chars = sheet.characteristics

    # What the sheet states is written as stated, with "auto" off so Foundry keeps it.
    hp_max, mp_max, mov, db, build = derived.hp_max, derived.mp_max, derived.mov, derived.damage_bonus, derived.build
    auto = {"hp": True, "mp": True, "mov": True, "db": True, "build": True}
    if stated is not None:
        for key, value in (("hp", stated.hp), ("mp", stated.mp), ("mov", stated.mov), ("db", stated.db),
                           ("build", stated.build)):
            if value is not None:
                auto[key] = False
        hp_max = stated.hp if stated.hp is not None else hp_max
        mp_max = stated.mp if stated.mp is not None else mp_max
        mov = stated.mov if stated.mov is not None else mov
        db = stated.db if stated.db is not None else db
        build = stated.build if stated.build is not None else build
    hp = sheet.hp if sheet.hp is not None else hp_max
    mp = sheet.mp if sheet.mp is not None else mp_max
    attribs: dict[str, Any] = {
        "hp": {"value": hp, "max": hp_max, "short": "HP", "label": "Hit points", "auto": auto["hp"]},
        "mp": {"value": mp, "max": mp_max, "short": "MP", "label": "Magic points", "auto": auto["mp"]},
        "lck": {"value": sheet.luck, "max": 99, "short": "LCK", "label": "Luck", "bonusDice": 0},
        "san": {
            "value": derived.san, "max": derived.san_max, "short": "SAN", "label": "Sanity", "auto": True,
            "dailyLoss": sheet.san_lost_today, "bonusDice": 0,
        },
        "mov": {"value": mov, "max": mov, "short": "MOV", "label": "Movement rate", "auto": auto["mov"]},
        "db": {"value": db, "short": "DB", "label": "Damage bonus", "auto": auto["db"]},
        "build": {"value": build, "current": build, "short": "BLD", "label": "Build", "auto": auto["build"]},
        "armor": {"value": None, "localized": False, "locations": [], "auto": False},
    }
    if creature:
        # A creature's HP, MP, MOV, DB and Build only as its statblock states them (Foundry works
        # out the others itself).
        for key in ("hp", "mp", "mov", "db", "build"):
            if auto[key]:
                del attribs[key]
    if stated is not None:
        # From a statblock: SAN only as it gave it (or as play changed it), never worked out;
        # Luck only when given.
        san = sheet.san if sheet.san is not None else stated.san
        if san is None:
            del attribs["san"]
        else:
            attribs["san"].update({"value": san, "auto": False})
        if not sheet.luck:
            del attribs["lck"]
    armour = sheet.armour.strip()
    if re.fullmatch(r"\d{1,4}", armour):
        attribs["armor"]["value"] = int(armour)
    elif armour:
        attribs["armor"]["value"] = armour
        report.notes.append(
            translate("Interchange", "Armour '{0}' is written as text; Foundry expects a number of points.").format(
                armour
            )
        )

    system: dict[str, Any] = {
        "characteristics": {
            name.lower(): {"value": chars.get(name), "tempValue": None, "formula": None, "bonusDice": 0}
            for name in CHARACTERISTICS
        },
        "attribs": attribs,
        "conditions": {theirs: {"value": getattr(sheet.conditions, ours)} for ours, theirs in _CONDITIONS},
        "description": {"keeper": _html(document.notes)},
    }
    occupation = sheet.occupation.name if sheet.occupation else ""
    # An age the statblock did not give is a placeholder, and a creature has none of its own.
    age = "" if creature or (stated is not None and not stated.age_stated) else str(sheet.age)
    if creature:
        # The CoC7 system's creature actors have only a "type" in their infos.
        system["infos"] = {"type": occupation}
        if sheet.pronouns or sheet.residence or sheet.birthplace:
            report.lost.append(translate("Interchange", "Personal details (pronouns, residence, birthplace)."))
        if document.player:
            report.lost.append(translate("Interchange", "The player's name '{0}'.").format(document.player))
    elif npc:
        system["infos"] = {
            "occupation": occupation, "age": age, "sex": sheet.pronouns,
            "residence": sheet.residence, "birthplace": sheet.birthplace, "playername": document.player,
        }
    if npc:
        system["biography"] = {"personalDescription": {"type": "string", "value": _html(sheet.backstory.description)}}
        passed, _, failed = sheet.san_loss.partition("/")
        system["special"] = {
            "sanLoss": {"checkPassed": passed.strip() or None, "checkFailled": failed.strip() or None},
            # A statblock that gives no attacks per round leaves it null (as Foundry's own goon does).
            "attacksPerRound": stated.attacks_per_round if stated is not None else 1,
        }
        system["flags"] = {"locked": False}
        for key, title in BIOGRAPHY_TITLES[1:]:
            if getattr(sheet.backstory, key):
                report.lost.append(translate(
                    "Interchange", "The backstory section '{0}' (a Foundry NPC has only a personal description)."
                ).format(translate("Interchange", title)))
        if sheet.cash or sheet.assets:
            report.lost.append(translate("Interchange", "Cash and assets (a Foundry NPC has no money fields)."))
        if sheet.san_loss and "/" not in sheet.san_loss:
            report.notes.append(translate(
                "Interchange", "The SAN loss '{0}' has no '/' and is written as the loss on a success."
            ).format(sheet.san_loss))
    else:
        system["infos"] = {
            "occupation": occupation, "age": str(sheet.age), "sex": sheet.pronouns, "residence": sheet.residence,
            "birthplace": sheet.birthplace, "archetype": "", "organization": "", "playername": document.player,
        }
        system["biography"] = [
            {"title": title, "value": _html(getattr(sheet.backstory, key))} for key, title in BIOGRAPHY_TITLES
        ]
        system["backstory"] = ""
        system["flags"] = {"locked": True, "manualCredit": False}
        system["monetary"] = {
            "format": "decimalLeft", "symbol": "$", "cash": sheet.cash, "assets": sheet.assets,
            "spendingLevel": "", "spent": "", "assetsDetails": "",
        }
        if not sheet.cash.strip() and not sheet.assets.strip():
            report.notes.append(translate(
                "Interchange", "The sheet has no cash or assets: Foundry's cash and assets are left empty."
            ))
        elif not sheet.cash.strip():
            report.notes.append(translate("Interchange", "The sheet has no cash: Foundry's cash is left empty."))
        elif not sheet.assets.strip():
            report.notes.append(translate("Interchange", "The sheet has no assets: Foundry's assets are left empty."))
        system["development"] = {
            "personal": derived.personal_budget.total,
            "occupation": derived.occupation_budget.total,
            "archetype": None,
        }
        if sheet.san_loss:
            report.lost.append(
                translate("Interchange", "The SAN loss '{0}' (a Foundry character has no field for it).").format(
                    sheet.san_loss
                )
            )

    items: list[dict[str, Any]] = []
    skill_ids: dict[str, str] = {}
    skill_lines = derived.skills
    if npc:
        # An NPC or creature carries the skills it has (its own list and its weapons' skills),
        # not the whole default list of an investigator.
        wanted = [skill.label for skill in sheet.skills] + [weapon.skill for weapon in sheet.weapons]
        if sheet.cthulhu_mythos:
            wanted.append("Cthulhu Mythos")
        chosen: dict[int, rules.SkillLine] = {}
        for label in wanted:
            found = derived.skill(label)
            if found is not None:
                chosen.setdefault(id(found), found)
        skill_lines = [line for line in derived.skills if id(line) in chosen]
    for line in skill_lines:
        specialization, skill_name = (line.name, line.specialisation) if line.specialisation else ("", line.name)
        if specialization and line.label != f"{specialization} ({skill_name})":
            specialization, skill_name = _split_label(line.label)
        combat_kind = specialization.casefold()
        mythos = line.name.casefold() == "cthulhu mythos"
        credit = line.name.casefold() == "credit rating"
        item_id = new_id()
        skill_ids[line.label.casefold()] = item_id
        items.append({
            "_id": item_id,
            "name": line.label,
            "type": "skill",
            "img": "systems/CoC7/assets/icons/skills.svg",
            "system": {
                "skillName": skill_name,
                "specialization": specialization,
                "description": {"value": "", "keeper": ""},
                "base": line.base,
                "bonusDice": 0,
                "adjustments": {
                    "personal": line.personal or None,
                    "occupation": line.occupation or None,
                    "archetype": None,
                    "experience": line.experience or None,
                },
                "value": line.value,
                "properties": {
                    "special": bool(specialization),
                    "fighting": combat_kind == "fighting",
                    "firearm": combat_kind == "firearms",
                    "combat": combat_kind in ("fighting", "firearms"),
                    "noadjustments": mythos,
                    "noxpgain": mythos or credit,
                    "rarity": line.uncommon,
                    "push": not (combat_kind in ("fighting", "firearms") or mythos),
                },
                "flags": {"occupation": line.is_occupation, "developement": line.ticked},
            },
            "flags": {},
        })
    for weapon in sheet.weapons:
        skill_id = skill_ids.get(weapon.skill.casefold(), "")
        items.append({
            "_id": new_id(),
            "name": weapon.name,
            "type": "weapon",
            "img": "icons/svg/sword.svg",
            "system": {
                "description": {"value": _html(weapon.notes), "chat": "", "special": "", "keeper": ""},
                "wpnType": "",
                "skill": {"main": {"name": weapon.skill, "id": skill_id}, "alternativ": {"name": "", "id": ""}},
                "range": {
                    "normal": {**_range_fields(weapon.range), "damage": weapon.damage},
                    "long": {"value": 0, "units": "", "damage": ""},
                    "extreme": {"value": 0, "units": "", "damage": ""},
                },
                "usesPerRound": _uses_fields(weapon.attacks),
                "bullets": weapon.ammo,
                "ammo": weapon.ammo or 0,
                "malfunction": weapon.malfunction,
                "blastRadius": None,
                "properties": {
                    "impl": weapon.damage_type == "impaling",
                    "melee": weapon.skill.casefold().startswith("fighting"),
                    "rngd": weapon.skill.casefold().startswith(("firearms", "throw")),
                    "thrown": weapon.skill.casefold() == "throw",
                },
                "price": {},
            },
            "flags": {},
        })
    for gear_line in sheet.gear.splitlines():
        if gear_line.strip():
            items.append({
                "_id": new_id(), "name": gear_line.strip()[:200], "type": "item", "img": "icons/svg/item-bag.svg",
                "system": {"description": {"value": "", "keeper": ""}, "quantity": 1, "weight": 0, "attributes": {}},
                "flags": {},
            })

    img = "icons/svg/mystery-man.svg"
    if document.portrait is not None:
        img = f"data:{document.portrait.media_type};base64," + base64.b64encode(document.portrait.data).decode("ascii")
    flags: dict[str, Any] = {"sheetmaker": {"era": sheet.era}}
    if sheet.occupation is not None:
        flags["sheetmaker"]["occupation"] = sheet.occupation.model_dump(mode="json")
    actor = {
        "_id": new_id(),
        "name": document.display_name,
        "type": "creature" if creature else "npc" if npc else "character",
        "img": img,
        "system": system,
        "items": items,
        "effects": [],
        "folder": None,
        "sort": 0,
        "flags": flags,
        "prototypeToken": {
            "name": document.display_name,
            "actorLink": not npc,
            "disposition": 0 if npc else 1,
            "texture": {"src": img if not img.startswith("data:") else "icons/svg/mystery-man.svg"},
            "bar1": {"attribute": "attribs.hp"},
            "bar2": {"attribute": "attribs.san"},
        },
        "ownership": {"default": 0},
        "_stats": {"systemId": SYSTEM_ID, "systemVersion": SYSTEM_VERSION, "coreVersion": CORE_VERSION},
    }

    if creature:
        written = translate("Interchange", "Creature '{0}': {1}, {2}, CoC7 system {3}.")
    elif npc:
        written = translate("Interchange", "NPC '{0}': {1}, {2}, CoC7 system {3}.")
    else:
        written = translate("Interchange", "Investigator '{0}': {1}, {2}, CoC7 system {3}.")
    report.read.append(written.format(
        document.display_name,
        counted(len(skill_lines), translate("Interchange", "1 skill"), translate("Interchange", "{0} skills")),
        counted(len(sheet.weapons), translate("Interchange", "1 weapon"), translate("Interchange", "{0} weapons")),
        SYSTEM_VERSION,
    ))
    if stated is None:
        report.mapped.append(translate(
            "Interchange", "HP, MP, SAN maxima, MOV, Damage Bonus and Build are written from the rules (auto)."
        ))
    else:
        as_stated = [
            translate("Interchange", what) + " " + str(value)
            for what, value, key in (("HP", hp_max, "hp"), ("MP", mp_max, "mp"), ("MOV", mov, "mov"),
                                     ("DB", db, "db"), ("Build", build, "build"))
            if not auto[key]
        ]
        from_rules = [
            translate("Interchange", what)
            for what, key in (("HP", "hp"), ("MP", "mp"), ("MOV", "mov"), ("DB", "db"), ("Build", "build"))
            if auto[key] and key in attribs
        ]
        if as_stated:
            report.mapped.append(translate(
                "Interchange", "Written as the statblock states them (not worked out by Foundry): {0}."
            ).format(", ".join(as_stated)))
        if from_rules:
            report.mapped.append(translate(
                "Interchange", "Written from the rules (auto), as the statblock does not state them: {0}."
            ).format(", ".join(from_rules)))
        if "san" not in attribs:
            report.notes.append(translate("Interchange", "No SAN is written: the statblock gives none."))
    if npc and not creature and age == "":
        report.notes.append(translate("Interchange", "No age is written: the statblock gives none."))
    if document.tags:
        report.lost.append(translate("Interchange", "Tags: {0}.").format(", ".join(document.tags)))
    if sheet.creation.method != "free" or sheet.creation.base is not None or sheet.creation.edu_checks:
        report.lost.append(
            translate("Interchange", "The creation record (method '{0}', rolls and age effects).").format(
                sheet.creation.method
            )
        )
    if sheet.characteristic_changes:
        report.lost.append(
            translate("Interchange", "{0} recorded characteristic changes.").format(len(sheet.characteristic_changes))
        )
    if sheet.fellow_investigators:
        report.lost.append(translate("Interchange", "Fellow investigators: {0}.").format(
            ", ".join(f.name for f in sheet.fellow_investigators)
        ))
    if sheet.conditions.permanent_insanity:
        report.lost.append(translate("Interchange", "Permanent insanity (the CoC7 system has no such condition)."))
    if sheet.occupation is not None and (sheet.occupation.picks or sheet.occupation.custom):
        report.notes.append(translate(
            "Interchange", "The occupation's choices are kept in flags.sheetmaker; Foundry shows only its name."
        ))
    return actor, report
