"""Dhole's House JSON: the investigator's skills, Pulp talents and weapons."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from typing import Any

from pydantic import ValidationError

from sheetmaker.core.i18n import translate
from sheetmaker.io.dholes.common import (
    _THEIR_NAMES,
    MAX_TALENTS,
    TALENT_PREFIX,
    _abbr,
    _bounded,
    _dict,
    _empty,
    _int,
    _list,
    _skill,
    _str,
)
from sheetmaker.io.interchange import (
    Report,
    and_more,
    counted,
)
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7 import rules
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    CoC7Sheet,
    CustomOccupation,
    OccupationChoice,
    Skill,
    Weapon,
)


def _points_formula(points: int, chars: dict[str, int]) -> dict[str, int] | None:
    """Weights of an occupation skill-points formula of the book's shape (four times EDU, or EDU
    and another characteristic) that gives ``points`` with these characteristics."""
    others = [name for name in CHARACTERISTICS if name != "EDU"]
    candidates: list[dict[str, int]] = [{"EDU": 4}]
    candidates += [{"EDU": 2, name: 2} for name in others]
    candidates += [{"EDU": 3, name: 1} for name in others] + [{"EDU": 1, name: 3} for name in others]
    candidates += [{name: 4} for name in others]
    for fixed in candidates:
        if sum(chars[name] * weight for name, weight in fixed.items()) == points:
            return fixed
    return None


def _custom_occupation(
    name: str, chars: dict[str, int], stated: object, flags: dict[str, bool], report: Report
) -> OccupationChoice:
    """An occupation SheetMaker does not list, kept as a custom occupation carrying the file's
    occupation skills (its marks) and a points formula that gives the file's skill points."""
    credit = rules._index(_data.load()).credit_label.casefold()
    marked = [label for label, flagged in flags.items() if flagged and label.casefold() != credit]
    points = _int(stated)
    fixed = _points_formula(points, chars) if points is not None and points > 0 else None
    if fixed is None and not marked:
        report.notes.append(translate(  # the name as the file has it
            "Interchange", "The occupation '{0}' is not in SheetMaker's list; only its name is kept."
        ).format(name))
        return OccupationChoice(name=name)
    if len(marked) > 12:
        report.lost.append(translate(
            "Interchange", "Occupation marks beyond the 12 skills a custom occupation holds: {0}."
        ).format(and_more([_skill(label) for label in marked[12:]], 20)))
    formula = fixed or {"EDU": 4}
    custom = CustomOccupation(fixed=formula, credit_rating=(0, 99), skills=marked[:12])
    text = " + ".join(f"{_abbr(key)} × {weight}" for key, weight in formula.items())
    if fixed is not None:
        report.mapped.append(translate(
            "Interchange",
            "The occupation '{0}' (not in SheetMaker's list) → a custom occupation: skill points {1} = {2} "
            "(the file's figure; the book's formula may differ), {3}; the Credit Rating range is not in the "
            "file (0–99).",
        ).format(name, text, points, counted(len(custom.skills), translate("Interchange", "1 occupation skill"),
                                              translate("Interchange", "{0} occupation skills"))))
    else:
        report.mapped.append(translate(
            "Interchange",
            "The occupation '{0}' (not in SheetMaker's list) → a custom occupation: skill points {1} (no "
            "formula of EDU and one other characteristic gives the file's figure), {2}; the Credit Rating range "
            "is not in the file (0–99).",
        ).format(name, text, counted(len(custom.skills), translate("Interchange", "1 occupation skill"),
                               translate("Interchange", "{0} occupation skills"))))
    return OccupationChoice(name=name, custom=custom)


def _their_label(name: str, sub: str) -> str:
    return f"{name} ({sub})" if sub else name


def _part_differs(what: str, suffix: str, stored: str, ours: int) -> str:
    """``STR half 20 (ours 22)``: a stored half or fifth value that is not ours."""
    if suffix == "half":
        return translate("Interchange", "{0} half {1} (ours {2})").format(what, stored, ours)
    return translate("Interchange", "{0} fifth {1} (ours {2})").format(what, stored, ours)


def _read_skills(
    inv: dict[str, Any], chars: dict[str, int], era: str, report: Report
) -> tuple[list[Skill], int, dict[str, bool], dict[str, int]]:
    """Sheet skills, Cthulhu Mythos, occupation marks and stored values by our label."""
    index = rules._index(_data.load())
    dex, edu = chars["DEX"], chars["EDU"]
    entries = _list(_dict(inv.get("Skills")).get("Skill"))
    kept: dict[str, Skill] = {}
    zero: dict[str, Skill] = {}
    flags: dict[str, bool] = {}
    values: dict[str, int] = {}
    custom: list[str] = []
    half_fifth: list[str] = []
    empty_slots = 0
    mythos = 0
    for entry in entries:
        if not isinstance(entry, dict):
            report.lost.append(translate("Interchange", "A skill entry that is not an object."))
            continue
        name = _str(entry.get("name"), 200).strip()
        sub_raw = entry.get("subskill")
        sub = _str(sub_raw, 200).strip()
        occupation = _str(entry.get("occupation"), 10).strip().casefold() == "true"
        value = _int(entry.get("value"))
        if not name:
            report.lost.append(translate("Interchange", "A skill without a name."))
            continue
        their = _their_label(name, sub)  # the skill as the file names it: never translated
        if value is None or not -999 <= value <= 999:
            report.lost.append(translate("Interchange", "The skill '{0}': the value '{1}' is not a number.").format(
                their, _str(entry.get("value"), 40)
            ))
            continue
        for suffix, divisor in (("half", 2), ("fifth", 5)):
            stored = entry.get(suffix)
            if not _empty(stored) and _int(stored) != value // divisor:
                half_fifth.append(_part_differs(their, suffix, _str(stored, 20), value // divisor))
        if name.casefold() == "misc":
            if not sub:
                empty_slots += 1
                continue
            name, sub, sub_raw = sub, "", None
        name = _THEIR_NAMES.get(name.casefold(), name)
        sdef = index.by_name.get(name.casefold())
        if sub_raw is not None and not sub and (sdef is None or rules.needs_specialisation(sdef)):
            # An empty specialisation slot ("subskill": "None"); Language (Own) needs no name.
            generic = index.base(sdef, "", dex, edu, None) if sdef else None
            if generic is not None and value > generic:
                report.lost.append(translate(
                    "Interchange",
                    "The '{0}' slot without a specialisation holds {1} ({2} over the base); "
                    "SheetMaker needs a specialisation to keep points.",
                ).format(name, value, f"{value - generic:+d}"))
            else:
                empty_slots += 1
            continue
        label, sdef, spec = index.resolve(name[:120], sub[:120])
        if len(label) > 120:
            report.lost.append(
                translate("Interchange", "The skill name '{0}…' is longer than 120 characters.").format(label[:60])
            )
            continue
        key = label.casefold()
        if key == index.mythos_key:
            mythos = max(0, min(99, value))
            if mythos != value:
                report.lost.append(
                    translate("Interchange", "{0} {1} is outside 0–99.").format(_skill("Cthulhu Mythos"), value)
                )
            values[label] = value
            continue
        if key in kept or key in zero:
            report.lost.append(
                translate("Interchange", "The skill '{0}' is listed twice; the first is kept.").format(their)
            )
            continue
        try:
            if sdef is None:
                base = max(0, min(99, value))
                skill = Skill(name=label, custom_base=base, personal=value - base)
            else:
                base = index.base(sdef, spec, dex, edu, None)
                delta = value - base
                points = {"occupation": delta} if occupation else {"personal": delta}
                skill = Skill(name=sdef.name, specialisation=spec, **points)
        except ValidationError:
            report.lost.append(
                translate("Interchange", "The skill '{0}' with the value {1} could not be kept.").format(their, value)
            )
            continue
        if sdef is None:
            custom.append(label)
        if their.casefold() != key:
            report.mapped.append(translate("Interchange", "'{0}' → {1}.").format(their, _skill(label)))
        values[label] = value
        flags[label] = occupation
        if skill.occupation or skill.personal or skill.custom_base is not None:
            kept[key] = skill
        else:
            zero[key] = skill
    # Zero-point skills the sheet would not list by itself (a named specialisation) are kept.
    probe = rules.derive(CoC7Sheet(era=era, characteristics=chars, skills=list(kept.values())[:500]))
    shown = {line.label.casefold() for line in probe.skills}
    for key, skill in zero.items():
        if key not in shown:
            kept[key] = skill
    if half_fifth:
        report.disagreements.append(
            translate("Interchange", "Skill half/fifth values: {0}; SheetMaker computes its own.").format(
                and_more(half_fifth, 12, "; ")
            )
        )
    if custom:  # named as the file names them
        report.mapped.append(
            translate(
                "Interchange", "Skills SheetMaker does not know → custom skills (base = their value): {0}."
            ).format(", ".join(custom))
        )
    if empty_slots:
        report.notes.append(
            translate("Interchange", "{0} empty skill slots (no specialisation named) were skipped.").format(
                empty_slots
            )
        )
    occupation_marked = [_skill(label) for label, flagged in flags.items() if flagged]
    if occupation_marked:
        report.mapped.append(
            translate("Interchange", "Skills marked occupation: their points over the base → occupation points ({0}).")
            .format(and_more(occupation_marked, 20))
        )
    return list(kept.values()), mythos, flags, values


def _read_talents(talents: object, report: Report) -> tuple[list[Skill], list[str]]:
    if _empty(talents) or talents == {}:
        return [], []
    found: Iterable[Any] = ()
    if isinstance(talents, list):
        found = talents
    elif isinstance(talents, dict):
        if any(key in talents for key in ("name", "title", "talent")) and not any(
            isinstance(v, (list, dict)) for v in talents.values()
        ):
            found = [talents]
        else:
            found = itertools.chain.from_iterable(_list(value) for value in talents.values())
    elif isinstance(talents, str):
        # Lazily: a string of a million commas is not made into a million strings.
        found = (part for match in re.finditer(r"[^,;\n]+", talents) if (part := match.group()).strip())
    entries = list(itertools.islice(found, MAX_TALENTS + 1))
    if len(entries) > MAX_TALENTS:
        entries = entries[:MAX_TALENTS]
        report.lost.append(
            translate("Interchange", "The Pulp talents after the first {0} were not read.").format(MAX_TALENTS)
        )
    skills: list[Skill] = []
    notes: list[str] = []
    for entry in entries:
        if isinstance(entry, dict):
            name = next(
                (_str(entry.get(k), 200).strip() for k in ("name", "title", "talent") if _str(entry.get(k))), ""
            )
            description = _str(entry.get("description"), 10_000).strip()
        else:
            name, description = _str(entry, 200).strip(), ""
        if not name:
            report.lost.append(translate("Interchange", "A Pulp talent without a name."))
            continue
        label = (TALENT_PREFIX + name)[:120]  # stored on the sheet as it is
        try:
            skills.append(Skill(name=label, custom_base=0))
        except ValidationError:
            report.lost.append(translate("Interchange", "The Pulp talent '{0}'.").format(name[:60]))
            continue
        report.mapped.append(
            translate("Interchange", "Pulp talent '{0}' → the custom skill '{1}'.").format(name, label)
        )
        if description:
            notes.append(f"{name}: {description}")
    if notes:
        notes.insert(0, "Pulp talents:")
        return skills, ["\n".join(notes)]
    return skills, []


def _find_skill(skillname: str, derived: rules.Derived) -> str:
    """Our label for a weapon's ``skillname``: Dhole's House writes the specialisation
    (``Brawl`` → Fighting (Brawl), ``Handgun`` → Firearms (Handgun)) or a plain skill (``Throw``)."""
    line = derived.skill(skillname)
    if line is not None:
        return line.label
    folded = skillname.casefold()
    for line in derived.skills:
        if line.specialisation.casefold() == folded:
            return line.label
    label, sdef, _spec = rules._index(_data.load()).resolve(skillname)
    return label if sdef is not None else skillname


def _read_weapons(inv: dict[str, Any], derived: rules.Derived, report: Report) -> list[Weapon]:
    weapons: list[Weapon] = []
    differ: list[str] = []
    for entry in _list(_dict(inv.get("Weapons")).get("weapon")):
        if not isinstance(entry, dict):
            report.lost.append(translate("Interchange", "A weapon entry that is not an object."))
            continue
        name = _str(entry.get("name"), 120).strip()
        if not name:
            report.lost.append(translate("Interchange", "A weapon without a name."))
            continue
        skillname = _str(entry.get("skillname"), 120).strip()
        skill = _find_skill(skillname, derived) if skillname else "Fighting (Brawl)"
        if not skillname:
            report.notes.append(
                translate("Interchange", "The weapon '{0}' names no skill; {1} is used.").format(
                    name, _skill("Fighting (Brawl)")
                )
            )
        elif skill.casefold() != skillname.casefold():
            report.mapped.append(
                translate("Interchange", "Weapon '{0}': skill '{1}' → {2}.").format(name, skillname, _skill(skill))
            )
        line = derived.skill(skill)
        regular = entry.get("regular")
        if line is not None and not _empty(regular) and _int(regular) != line.value:
            differ.append(translate("Interchange", "{0} {1} (ours {2})").format(name, _str(regular, 20), line.value))
        damage = _str(entry.get("damage"), 200).strip()
        if _empty(damage):
            report.lost.append(
                translate("Interchange", "The weapon '{0}' has no damage; it is written as 0.").format(name)
            )
            damage = "0"
        ammo_raw, malf_raw = entry.get("ammo"), entry.get("malf")
        ammo = _bounded(report, translate("Interchange", "The ammunition of '{0}'").format(name), ammo_raw, 0, 9999)
        malf = _bounded(
            report, translate("Interchange", "The malfunction number of '{0}'").format(name), malf_raw, 1, 100
        )
        range_text = _str(entry.get("range"), 200).strip()
        attacks = _str(entry.get("attacks"), 200).strip()
        try:
            weapons.append(Weapon(
                name=name,
                skill=skill,
                damage=damage,
                range="" if _empty(range_text) else range_text,
                attacks="" if _empty(attacks) else attacks,
                ammo=ammo,
                malfunction=malf,
            ))
        except ValidationError:
            report.lost.append(translate("Interchange", "The weapon '{0}' could not be read.").format(name))
    if differ:
        report.disagreements.append(
            translate("Interchange", "Weapon skill values: {0}; SheetMaker uses the sheet's skill values.").format(
                "; ".join(differ[:12])
            )
        )
    return weapons
