"""Foundry VTT actors: the actor's skill and weapon items (formulas, French names)."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from pydantic import ValidationError

from sheetmaker.core import terms
from sheetmaker.core.i18n import translate
from sheetmaker.io.foundry.common import _bounded, _dict, _int, _skill, _str, _text
from sheetmaker.io.interchange import (
    Report,
    and_more,
    counted,
)
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7 import rules
from sheetmaker.systems.coc7.model import (
    CoC7Sheet,
    Skill,
    Weapon,
    skill_label,
)


def _read_items(
    items: list[Any], kind: str, chars: dict[str, int], era: str, report: Report, arcane: list[str] | None = None
) -> tuple[list[Skill], list[Weapon], list[str], dict[str, bool]]:
    data = _data.load()
    index = rules._index(data)
    skills: dict[str, Skill] = {}
    by_id: dict[str, str] = {}
    occupation_flags: dict[str, bool] = {}
    weapons: list[Weapon] = []
    gear: list[str] = []
    zero_points: list[Skill] = []
    custom: list[str] = []
    renamed: list[str] = []
    counted_items = {"skill": 0, "weapon": 0, "item": 0, "other": 0}
    # Skills first, so that weapons find their skill by id wherever they are listed.
    ordered = sorted(
        (item for item in items[:2000] if isinstance(item, dict)), key=lambda item: item.get("type") != "skill"
    )
    for item in ordered:
        item_type = item.get("type")
        body = _dict(item.get("system")) or _dict(item.get("data"))
        if item_type == "skill":
            counted_items["skill"] += 1
            skill = _read_skill(item, body, kind, index, chars, report, custom, renamed)
            if skill is None:
                continue
            label = skill.label
            key = label.casefold()
            if key in skills or any(z.label.casefold() == key for z in zero_points):
                report.lost.append(
                    translate("Interchange", "The skill '{0}' is listed twice; the first is kept.").format(
                        _skill(label)
                    )
                )
                continue
            item_id = _str(item.get("_id"), 60)
            if item_id:
                by_id[item_id] = label
            occupation_flags[label] = _dict(body.get("flags")).get("occupation") is True
            if skill.occupation or skill.personal or skill.experience or skill.ticked or skill.custom_base is not None:
                skills[key] = skill
            else:
                zero_points.append(skill)
        elif item_type == "weapon":
            counted_items["weapon"] += 1
            weapon = _read_weapon(item, body, by_id, report)
            if weapon is not None:
                weapons.append(weapon)
        elif item_type == "item":
            counted_items["item"] += 1
            item_name = _str(item.get("name")).strip()
            if item_name:
                gear.append(item_name)
        elif item_type in ("spell", "book") and _str(item.get("name")).strip() and arcane is not None:
            arcane.append(_str(item.get("name")).strip())
        else:
            counted_items["other"] += 1
            report.lost.append(translate("Interchange", "The {0} item '{1}'.").format(
                _str(item_type, 30) or translate("Interchange", "untyped"), _str(item.get("name"), 80)
            ))
    # Zero-point skills the sheet would not list by itself (a named specialisation) are kept.
    probe = rules.derive(CoC7Sheet(era=era, characteristics=chars, skills=list(skills.values())[:500]))
    shown = {line.label.casefold() for line in probe.skills}
    for skill in zero_points:
        if skill.label.casefold() not in shown:
            skills[skill.label.casefold()] = skill
    if len(skills) > 500:
        report.lost.append(
            translate("Interchange", "{0} skills beyond the 500 a sheet holds.").format(len(skills) - 500)
        )
    if len(weapons) > 100:
        report.lost.append(
            translate("Interchange", "{0} weapons beyond the 100 a sheet holds.").format(len(weapons) - 100)
        )
    report.read.append(translate("Interchange", "{0}, {1}, {2}.").format(
        counted(counted_items["skill"], translate("Interchange", "1 skill item"),
                translate("Interchange", "{0} skill items")),
        counted(counted_items["weapon"], translate("Interchange", "1 weapon"), translate("Interchange", "{0} weapons")),
        counted(counted_items["item"], translate("Interchange", "1 possession"),
                translate("Interchange", "{0} possessions")),
    ))
    if renamed:  # the file's names → ours
        report.mapped.append(translate("Interchange", "Skill names → SheetMaker's skills: {0}.").format(
            and_more(renamed, 60)
        ))
    if custom:  # named as the file names them
        report.mapped.append(
            translate("Interchange", "Skills SheetMaker does not know → custom skills: {0}.").format(", ".join(custom))
        )
    return list(skills.values())[:500], weapons[:100], gear, occupation_flags


#: Characteristic references in Foundry's formulas (``@EDU``, ``1/2*@DEX``, ``@DEX/2``, ``1/2 @DEX``).
_FORMULA_TOKEN = re.compile(r"\s*(?:(\d{1,4})|@([A-Za-z]{3})|([-+*/()]))")


def _formula(value: object, chars: dict[str, int]) -> int | None:
    """A skill's base or value as Foundry stores it: a number, a digit string or a small formula
    over the characteristics (``@EDU``, ``1/2*@DEX``, ``@DEX/2``, ``floor(@POW/5)``), rounded down;
    None for anything else."""
    number = _int(value)
    if number is not None or not isinstance(value, str) or len(value) > 60:
        return number
    text = re.sub(r"(?i)\b(?:math\.)?(?:floor|round|ceil)\b", "", value).strip()
    tokens: list[str | int] = []
    at = 0
    while at < len(text):
        match = _FORMULA_TOKEN.match(text, at)
        if match is None or match.end() == at:
            return None
        digits, ref, symbol = match.groups()
        if digits is not None:
            tokens.append(int(digits))
        elif ref is not None:
            if ref.upper() not in chars:
                return None
            tokens.append(chars[ref.upper()])
        else:
            tokens.append(symbol)
        at = match.end()
    # "1/2 @DEX": a number followed by a number or a bracket multiplies.
    joined: list[str | int] = []
    for token in tokens:
        if joined and not isinstance(joined[-1], str) and (not isinstance(token, str) or token == "("):
            joined.append("*")
        elif joined and joined[-1] == ")" and (not isinstance(token, str) or token == "("):
            joined.append("*")
        joined.append(token)
    if not joined:
        return None
    from fractions import Fraction

    position = 0

    def atom() -> Fraction:
        nonlocal position
        if position >= len(joined):
            raise ValueError
        token = joined[position]
        position += 1
        if token == "(":
            result = expression()
            if position >= len(joined) or joined[position] != ")":
                raise ValueError
            position += 1
            return result
        if token == "-":
            return -atom()
        if isinstance(token, str):
            raise ValueError
        return Fraction(token)

    def term() -> Fraction:
        nonlocal position
        result = atom()
        while position < len(joined) and joined[position] in ("*", "/"):
            symbol = joined[position]
            position += 1
            right = atom()
            if symbol == "*":
                result *= right
            elif right == 0:
                raise ValueError
            else:
                result /= right
        return result

    def expression() -> Fraction:
        nonlocal position
        result = term()
        while position < len(joined) and joined[position] in ("+", "-"):
            symbol = joined[position]
            position += 1
            right = term()
            result = result + right if symbol == "+" else result - right
        return result

    try:
        result = expression()
    except (ValueError, ZeroDivisionError):
        return None
    if position != len(joined):
        return None
    return int(result // 1)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold().strip()


#: Skill names of the CoC7 system's French translation that differ from the names in SheetMaker's
#: data (its French actors carry them), as English labels.
_FOUNDRY_FRENCH: dict[str, str] = {
    "esquive": "Dodge",
    "arts et metiers": "Art/Craft",
    "langues": "Language (Other)",
    "mecanique": "Mechanical Repair",
    "conduite": "Drive Auto",
    "conduite engin lourd": "Operate Heavy Machinery",
    "crochetage": "Locksmith",
    "estimation": "Appraise",
    "imposture": "Disguise",
    "naturalisme": "Natural World",
    "pickpocket": "Sleight of Hand",
    "rever": "Dreaming",
    "savoir es reves": "Dream Lore",
    "combat rapproche (corps a corps)": "Fighting (Brawl)",
    "combat a distance (armes de poing)": "Firearms (Handgun)",
    "combat a distance (fusils)": "Firearms (Rifle/Shotgun)",
    "combat a distance (lancer)": "Throw",
    "combat rapproche (esquive)": "Dodge",
}
_foreign_cache: dict[int, dict[str, str]] = {}


def _foreign_names(data: _data.RulesData) -> dict[str, str]:
    """Folded French and German skill names (accents ignored: files often drop them) → English
    labels, from SheetMaker's data, plus the CoC7 system's own French spellings."""
    cached = _foreign_cache.get(id(data))
    if cached is not None:
        return cached
    names: dict[str, str] = {}
    for sdef in data.skills_by_name.values():
        for local in sdef.names.values():
            names.setdefault(_fold(local), sdef.name)
            for spec, spec_names in sdef.specialisation_names.items():
                for spec_local in spec_names.values():
                    names.setdefault(f"{_fold(local)} ({_fold(spec_local)})", skill_label(sdef.name, spec))
    for key, label in _FOUNDRY_FRENCH.items():
        names.setdefault(key, label)
    _foreign_cache.clear()
    _foreign_cache[id(data)] = names
    return names


def _item_label(item: dict[str, Any], body: dict[str, Any]) -> str:
    """A skill item's label the CoC7 way: ``specialization (skillName)``; old items hold the
    specialisation in the name (``Brawl`` under ``Fighting``)."""
    skill_name = _str(body.get("skillName"), 120).strip()
    specialization = _str(body.get("specialization"), 120).strip()
    name = _str(item.get("name"), 120).strip()
    if specialization and skill_name:
        return f"{specialization} ({skill_name})"
    if (
        specialization and name and "(" not in name and specialization.casefold() != name.casefold()
        and _dict(body.get("properties")).get("special") is True
    ):
        return f"{specialization} ({name})"
    return name or skill_name


def _read_skill(item, body, kind, index, chars, report, custom, renamed) -> Skill | None:
    dex, edu = chars["DEX"], chars["EDU"]
    label = _item_label(item, body)
    if not label:
        report.lost.append(translate("Interchange", "A skill item without a name."))
        return None
    canonical, sdef, spec = index.resolve(label)
    if sdef is None:  # a French or German actor
        english = _foreign_names(_data.load()).get(_fold(label))
        if english is None:
            for language in ("fr", "de"):
                english = terms.english_skill_label("coc7", label, language)
                if english != label:
                    break
        found = index.resolve(english) if english and english != label else None
        if found is not None and (found[1] is not None or _fold(label) in _FOUNDRY_FRENCH):
            # A known skill, or a Dreamlands skill under its English name.
            canonical, sdef, spec = found
            renamed.append(f"'{label}' → {_skill(canonical)}")
    properties = _dict(body.get("properties"))
    base_raw = body.get("base")
    stored_base = _formula(base_raw, chars)
    if sdef is not None and spec and spec.casefold() not in index.spec_names[sdef.name.casefold()]:
        # "Fighting (Throw)": a skill of its own in SheetMaker's rules.
        alone = index.resolve(spec)
        if alone[1] is not None and not alone[1].specialised:
            renamed.append(f"'{label}' → {_skill(alone[0])}")
            canonical, sdef, spec = alone
    if sdef is not None and sdef.name == "Language (Other)" and (
        (isinstance(base_raw, str) and base_raw.replace(" ", "").upper() == "@EDU")
        or (properties.get("keepbasevalue") is True and stored_base == edu)
    ):
        # The own language: its base is EDU ("Language (English)" at EDU 65).
        own = index.resolve("Language (Own)", "" if spec.casefold() in ("", "own", "any") else spec)
        if own[1] is not None:
            if own[0] != canonical:
                renamed.append(f"'{label}' → {_skill(own[0])}")
            canonical, sdef, spec = own
    our_base = index.base(sdef, spec, dex, edu, None)
    adjustments = _dict(body.get("adjustments"))
    points = {}
    shown = _skill(canonical)
    for source, what in (
        ("occupation", translate("Interchange", "{0} occupation points")),
        ("personal", translate("Interchange", "{0} personal points")),
        ("experience", translate("Interchange", "{0} experience points")),
    ):
        points[source] = _bounded(report, what.format(shown), adjustments.get(source), -999, 999) or 0
    archetype = _int(adjustments.get("archetype")) or 0
    if archetype:
        points["personal"] = max(-999, min(999, points["personal"] + archetype))
        report.mapped.append(
            translate("Interchange", "{0}: {1} Pulp archetype points → personal interest points.").format(
                shown, archetype
            )
        )
    flags = _dict(body.get("flags"))
    ticked = flags.get("developement") is True
    value_raw = body.get("value")
    value = _formula(value_raw, chars)
    if sdef is None:
        base = stored_base if stored_base is not None and 0 <= stored_base <= 99 else 0
        custom.append(canonical)
        skill_base = base
    else:
        skill_base = our_base
        if stored_base is not None and stored_base != our_base:
            report.disagreements.append(
                translate(
                    "Interchange", "{0} base: the file says {1}, the rules give {2}; SheetMaker uses {2}."
                ).format(shown, stored_base, our_base)
            )
    total = skill_base + sum(points.values())
    # An NPC's skill, and any skill of an actor without adjustments (older versions), is its
    # stored value.
    by_value = kind == "npc" or not any(_int(adjustments.get(key)) for key in adjustments)
    if by_value and value is None and not any(points.values()) and value_raw not in (None, "", -1):
        report.lost.append(
            translate("Interchange", "{0}: the value '{1}' is not a number; the base is kept.").format(
                shown, _str(value_raw, 40)
            )
        )
    if by_value and value is not None and value >= 0 and value != total:
        # The points are what the value takes over the base.
        points = {"occupation": 0, "personal": max(-999, min(999, value - skill_base)), "experience": 0}
        report.mapped.append(
            translate("Interchange", "{0} {1}% → {2} points over the base of {3}.").format(
                shown, value, points["personal"], skill_base
            )
        )
    fields: dict[str, Any] = {"ticked": ticked, **points}
    if sdef is None:
        fields.update(name=canonical, custom_base=skill_base)
    else:
        fields.update(name=sdef.name, specialisation=spec)
    return Skill(**fields)


def _band_range(band: dict[str, Any]) -> str:
    """A range band's distance as text: ``15 yards``, ``15ft`` (a text value), ``''`` for none."""
    raw, units = band.get("value"), _str(band.get("units")).strip()
    distance = _int(raw)
    if distance is None:
        text = _str(raw).strip()
        return f"{text} {units}".strip() if text else units
    return f"{distance} {units}".strip() if distance else units


def _read_weapon(item, body, by_id: dict[str, str], report: Report) -> Weapon | None:
    name = _str(item.get("name"), 120).strip()
    if not name:
        report.lost.append(translate("Interchange", "A weapon without a name."))
        return None
    main = _dict(_dict(body.get("skill")).get("main"))
    skill = by_id.get(_str(main.get("id"), 60)) or _str(main.get("name"), 120).strip() or "Fighting (Brawl)"
    bands = _dict(body.get("range"))
    normal = _dict(bands.get("normal"))
    damage = _str(normal.get("damage"), 200).strip() or "0"
    if damage == "0" and not _str(normal.get("damage")):
        report.lost.append(translate("Interchange", "The weapon '{0}' has no damage; it is written as 0.").format(name))
    range_text = _band_range(normal)
    # The long and extreme range bands and the alternative skill go to the weapon's notes (text
    # on the sheet, not a message).
    extra: list[str] = []
    for band_key, band_name in (("long", "Long range"), ("extreme", "Extreme range")):
        band = _dict(bands.get(band_key))
        band_damage, band_range = _str(band.get("damage"), 200).strip(), _band_range(band)
        if band_damage or band_range:
            extra.append(f"{band_name}: {band_range or '-'}, {band_damage or '-'}")
    alternative = _str(_dict(_dict(body.get("skill")).get("alternativ")).get("name"), 120).strip()
    if alternative and alternative.casefold() != _str(main.get("name"), 120).strip().casefold():
        extra.append(f"Alternative skill: {alternative}")
    description = _text(_dict(body.get("description")).get("value"))
    notes = "; ".join([*extra, description] if description else extra)
    if len(notes) > 200:
        report.lost.append(translate(
            "Interchange", "The weapon '{0}': {1} characters of its notes beyond the 200 a weapon holds."
        ).format(name, len(notes) - 200))
    uses = _dict(body.get("usesPerRound"))
    first, most = _int(uses.get("normal")), uses.get("max")
    if isinstance(most, str) and most.strip() and _int(most) is None:
        attacks = most
    elif _int(most) is not None and first is not None and _int(most) != first:
        attacks = f"{first} ({_int(most)})"
    else:
        attacks = str(first if first is not None else 1)
    ammo = _int(body.get("bullets"))
    malfunction = _int(body.get("malfunction"))
    properties = _dict(body.get("properties"))
    try:
        return Weapon(
            name=name,
            skill=skill,
            damage=damage,
            damage_type="impaling" if properties.get("impl") is True else "non_impaling",
            range=range_text[:200],
            attacks=attacks[:200],
            ammo=ammo if ammo is not None and 0 <= ammo <= 9999 else None,
            malfunction=malfunction if malfunction is not None and 1 <= malfunction <= 100 else None,
            notes=notes[:200],
        )
    except ValidationError:
        report.lost.append(translate("Interchange", "The weapon '{0}' could not be read.").format(name))
        return None
