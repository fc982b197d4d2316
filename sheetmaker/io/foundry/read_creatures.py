"""Foundry VTT actors: what an NPC or creature actor states, and the flags of module-made actors."""

from __future__ import annotations

import re
from typing import Any

from sheetmaker.core.i18n import translate
from sheetmaker.io.foundry.common import _dict, _int, _skill, _str
from sheetmaker.io.interchange import (
    Entry,
    Report,
)
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7 import rules
from sheetmaker.systems.coc7.model import (
    Skill,
    Stated,
    Weapon,
)


def _stated_number(value: object) -> int | None:
    """A stated HP/MP/Build figure; None for Foundry's "compute it" markers (-1, "auto", null)."""
    number = _int(value)
    return number if number is not None and number >= 0 else None


def _read_stated(
    actor_type: str, attribs: dict[str, Any], special: dict[str, Any], age_stated: bool,
    notes: list[str], report: Report,
) -> Stated | None:
    """What an NPC's or creature's actor states outright (:class:`Stated`): a creature's HP and MP
    maxima, MOV, Build and Damage Bonus, and the attacks per round of either."""
    fields: dict[str, Any] = {"creature": actor_type == "creature", "age_stated": age_stated}
    per_round = _int(special.get("attacksPerRound"))
    if per_round is not None and 0 <= per_round <= 99:
        fields["attacks_per_round"] = per_round
    if actor_type == "creature":
        said: list[str] = []
        for key, field, what in (
            ("hp", "hp", translate("Interchange", "HP maximum")),
            ("mp", "mp", translate("Interchange", "MP maximum")),
        ):
            number = _stated_number(_dict(attribs.get(key)).get("max"))
            if number is not None and number <= 9999:
                fields[field] = number
                said.append(f"{what} {number}")
        build = _int(_dict(attribs.get("build")).get("value"))
        if build is not None and -99 <= build <= 999 and _dict(attribs.get("build")).get("value") != -1:
            fields["build"] = build
            said.append(translate("Interchange", "Build") + f" {build}")
        db_raw = _dict(attribs.get("db")).get("value")
        db = _str(db_raw, 40).strip()
        if db and db.casefold() != "auto" and db_raw != -1:
            fields["db"] = db if db.startswith(("+", "-")) or not db[0].isdigit() or db == "0" else f"+{db}"
            said.append(translate("Interchange", "Damage Bonus") + f" {fields['db']}")
        mov_raw = _dict(attribs.get("mov")).get("value")
        mov_text = _str(mov_raw, 200).strip()
        lead = re.match(r"\d{1,3}", mov_text)
        if lead is not None:
            fields["mov"] = int(lead.group(0))
            said.append(translate("Interchange", "MOV") + f" {fields['mov']}")
            if mov_text != lead.group(0):
                notes.append(f"MOV: {mov_text}")  # the sheet's notes
                report.mapped.append(translate(
                    "Interchange", "MOV '{0}': {1} is the sheet's MOV; the whole text → notes."
                ).format(mov_text, fields["mov"]))
        elif mov_text and mov_text.casefold() != "auto":
            notes.append(f"MOV: {mov_text}")  # the sheet's notes
            report.mapped.append(translate("Interchange", "MOV '{0}' (not a number) → notes.").format(mov_text))
        if said:
            report.read.append(translate("Interchange", "Stated for the creature: {0}.").format(", ".join(said)))
            report.entries.extend(
                Entry("read", f"derived.{key}", fields[field])
                for key, field in (("HP", "hp"), ("MP", "mp"), ("Build", "build"), ("DB", "db"), ("MOV", "mov"))
                if field in fields
            )
    elif per_round is None and age_stated:
        return None
    if "attacks_per_round" in fields:
        report.add(
            "read", translate("Interchange", "Attacks per round: {0}.").format(fields["attacks_per_round"]),
            "attacks_per_round", fields["attacks_per_round"],
        )
    return Stated(**fields)


#: An attack as a module's flags state it: ``Bite 55% — 1D8+DB``.
_FLAG_ATTACK = re.compile(r"\s*(?P<name>\S.{0,119}?)\s+(?P<percent>\d{1,3})\s*%\s*(?:[—–-]+\s*(?P<damage>.*?))?\s*")


def _module_flags(
    obj: dict[str, Any], chars: dict[str, int], sheet_fields: dict[str, Any], notes: list[str], report: Report
) -> bool:
    """Attacks, skills, armour and special abilities that a module (Cthulhu Invictus's bestiary)
    keeps in its own flags instead of items: attacks become weapons, each with a Fighting skill of
    its own at the stated percentage (so two attacks never share one value)."""
    index = rules._index(_data.load())
    skills: list[Skill] = list(sheet_fields.get("skills", []))
    weapons: list[Weapon] = list(sheet_fields.get("weapons", []))
    have = {skill.label.casefold() for skill in skills}
    found_abilities = False
    for module, flags in _dict(obj.get("flags")).items():
        if module in ("sheetmaker", "core") or not isinstance(flags, dict):
            continue
        read_attacks: list[str] = []
        attacks = flags.get("attacks")
        for text in attacks if isinstance(attacks, list) else []:
            match = _FLAG_ATTACK.fullmatch(_str(text, 400))
            if match is None:
                report.lost.append(translate(
                    "Interchange", "The attack '{0}' in the {1} flags could not be read."
                ).format(_str(text, 80), module))
                continue
            name, percent = match.group("name"), int(match.group("percent"))
            damage = (match.group("damage") or "").strip()[:200] or "0"
            label, sdef, spec = index.resolve("Fighting", name)
            taken = set(have)
            if sdef is None or label.casefold() in have:
                report.lost.append(translate(
                    "Interchange",
                    "The attack '{0}': its skill {1} is already on the sheet; the attack's {2}% is not carried.",
                ).format(name, _skill(label), percent))
            else:
                base = index.base(sdef, spec, chars["DEX"], chars["EDU"], None)
                skills.append(Skill(name=sdef.name, specialisation=spec, personal=percent - base))
                have.add(label.casefold())
            weapons.append(Weapon(name=name, skill=label, damage=damage))
            read_attacks.append(f"{name} {percent}% ({damage})")
            report.entries.append(Entry("mapped", f"weapons.{name}.damage", damage))
            if label.casefold() not in taken:
                report.entries.append(Entry("mapped", f"weapons.{name}.percent", percent))
        if read_attacks:
            report.mapped.append(translate(
                "Interchange", "Attacks in the {0} flags → weapons, each with its own Fighting skill: {1}."
            ).format(module, "; ".join(read_attacks)))
        flag_skills = flags.get("skills")
        for text in flag_skills if isinstance(flag_skills, list) else []:
            match = re.fullmatch(r"\s*(\S.{0,119}?)\s+(\d{1,3})\s*%?\s*", _str(text, 200))
            found = index.resolve(match.group(1)) if match else None
            if match is None or found is None or found[0].casefold() in have:
                report.lost.append(translate("Interchange", "The skill '{0}' in the {1} flags.").format(
                    _str(text, 80), module
                ))
                continue
            label, sdef, spec = found
            value = int(match.group(2))
            if sdef is None:
                skills.append(Skill(name=label, custom_base=min(value, 99), personal=value - min(value, 99)))
            else:
                base = index.base(sdef, spec, chars["DEX"], chars["EDU"], None)
                skills.append(Skill(name=sdef.name, specialisation=spec, personal=value - base))
            have.add(label.casefold())
            report.mapped.append(translate("Interchange", "{0} {1}% (the {2} flags) → {3}.").format(
                match.group(1), value, module, _skill(label)
            ))
        armour = _str(flags.get("armorValue"), 200).strip()
        if armour and not sheet_fields.get("armour"):
            sheet_fields["armour"] = armour
            report.mapped.append(translate("Interchange", "Armour '{0}' (the {1} flags) → armour.").format(
                armour, module
            ))
        listed = flags.get("specialAbilities")
        abilities = [_str(a, 200).strip() for a in listed if _str(a).strip()] if isinstance(listed, list) else []
        if abilities:
            found_abilities = True
            notes.append("Special abilities: " + ", ".join(abilities))  # the sheet's notes
            report.mapped.append(translate("Interchange", "Special abilities (the {0} flags) → notes.").format(module))
    sheet_fields["skills"] = skills[:500]
    sheet_fields["weapons"] = weapons[:100]
    return found_abilities
