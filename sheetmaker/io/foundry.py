"""Foundry VTT actors of the Call of Cthulhu 7th edition system, in and out (Qt-free).

Target: the CoC7 system (``CoC7``) version 0.10.5 (Foundry VTT 10–11), whose ``template.json``
defines the actor types ``character`` and ``npc`` and the item types ``skill`` and ``weapon``.
Writing gives the JSON that Foundry's "Import Data" accepts on an actor of that system; reading
takes such an actor (an "Export Data" file) back, tolerating older (``data`` instead of
``system``) and newer versions: missing keys are reported, never fatal.

What maps:

- ``name``, ``type`` (``character`` ↔ investigator, ``npc``/``creature`` ↔ NPC), ``img`` (the
  portrait as a ``data:image/png|jpeg;base64`` URI, checked as a sheet file's portrait is by
  :func:`sheetmaker.io.interchange.portrait_of`; a server path cannot be read);
- ``system.characteristics.<str..edu>.value`` ↔ characteristics;
- ``system.attribs``: ``hp``/``mp``/``san`` value ↔ current HP/MP/SAN (their ``max`` and ``mov``,
  ``db``, ``build`` are written from our rules and, when read, compared with ours — any
  difference is reported and ours is used); ``lck.value`` ↔ Luck; ``san.dailyLoss`` ↔ SAN lost
  today; ``armor.value`` ↔ armour when it is a number;
- ``system.infos``: occupation, age, sex (our pronouns), residence, birthplace, playername;
- ``system.conditions``: criticalWounds, unconscious, dying, dead, tempoInsane, indefInsane;
- ``system.biography`` (characters: a list of ``{title, value}`` sections) ↔ the ten backstory
  sections; NPCs carry only ``biography.personalDescription``; ``system.description.keeper`` ↔
  notes; ``system.monetary.cash``/``assets`` ↔ cash and assets (characters); ``system.special.
  sanLoss`` ↔ an NPC's SAN loss;
- ``items`` of type ``skill``: ``skillName``/``specialization`` (``Fighting``/``Brawl`` ↔
  Fighting (Brawl)), ``base``, ``adjustments.occupation``/``personal``/``experience``, ``value``
  (NPCs use the value: points = value − base), ``flags.occupation``, ``flags.developement`` (the
  experience tick), ``properties`` (special, fighting, firearm, combat, noadjustments, noxpgain);
  unknown skills become custom skills with the stored base and are named in the report;
- ``items`` of type ``weapon``: ``skill.main`` (id, name), ``range.normal`` (value, units,
  damage), ``usesPerRound``, ``bullets``, ``malfunction``, ``properties.impl`` (impaling),
  ``description.value`` (notes); ``items`` of type ``item`` ↔ the gear lines.

Writing follows what the sheet states (``sheet.stated``): a creature is a ``creature`` actor
(infos without an age), a statblock's HP/MP maxima, MOV, Build and DB are written as stated with
``auto`` off, SAN and Luck only when given, an age only when given; an NPC or creature carries its
own skills (and its weapons'), not the investigator's full list. Empty cash and assets of a
character are reported.

Foundry has no place for the creation record, tags, recorded characteristic changes, fellow
investigators and permanent insanity: the export report lists them. Two small things it cannot
hold are kept in ``flags.sheetmaker`` (the era and the occupation's choices) so a sheet comes
back as it went; an actor made in Foundry simply has none.
"""

from __future__ import annotations

import base64
import binascii
import html
import json
import random
import re
import unicodedata
from typing import Any

from pydantic import ValidationError

from sheetmaker.core import terms
from sheetmaker.core.document import Document, Portrait
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.io.interchange import (
    MAX_INPUT_BYTES,
    Entry,
    Format,
    Imported,
    InterchangeError,
    Report,
    and_more,
    counted,
    json_loads,
    portrait_of,
    register,
)
from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7 import rules
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    Backstory,
    CoC7Document,
    CoC7Sheet,
    Conditions,
    OccupationChoice,
    Skill,
    Stated,
    Weapon,
    skill_label,
)

__all__ = ["SYSTEM_ID", "SYSTEM_VERSION", "TITLE", "detect", "read", "write"]

TITLE = QT_TRANSLATE_NOOP("Interchange", "Foundry VTT actor (Call of Cthulhu 7th edition system)")  # see translate()
SYSTEM_ID = "CoC7"
#: The CoC7 system version whose data model this module follows (its system.json).
SYSTEM_VERSION = "0.10.5"
CORE_VERSION = "11.315"

#: The ten backstory sections as the CoC7 character sheet titles them (biography entries). The
#: files hold these English titles; the reports show them through translate().
BIOGRAPHY_TITLES: tuple[tuple[str, str], ...] = (
    ("description", QT_TRANSLATE_NOOP("Interchange", "Personal Description")),
    ("ideology", QT_TRANSLATE_NOOP("Interchange", "Ideology/Beliefs")),
    ("significant_people", QT_TRANSLATE_NOOP("Interchange", "Significant People")),
    ("meaningful_locations", QT_TRANSLATE_NOOP("Interchange", "Meaningful Locations")),
    ("treasured_possessions", QT_TRANSLATE_NOOP("Interchange", "Treasured Possessions")),
    ("traits", QT_TRANSLATE_NOOP("Interchange", "Traits")),
    ("injuries", QT_TRANSLATE_NOOP("Interchange", "Injuries & Scars")),
    ("phobias", QT_TRANSLATE_NOOP("Interchange", "Phobias & Manias")),
    ("arcane", QT_TRANSLATE_NOOP("Interchange", "Arcane Tomes, Spells & Artifacts")),
    ("encounters", QT_TRANSLATE_NOOP("Interchange", "Encounters with Strange Entities")),
)
#: Words that identify a section's title in other spellings or languages' English fallbacks.
_TITLE_WORDS: dict[str, tuple[str, ...]] = {
    "description": ("description", "appearance"),
    "ideology": ("ideolog", "belief"),
    "significant_people": ("people",),
    "meaningful_locations": ("location", "place"),
    "treasured_possessions": ("possession",),
    "traits": ("trait",),
    "injuries": ("injur", "scar"),
    "phobias": ("phobia", "mania"),
    "arcane": ("arcane", "tome", "spell"),
    "encounters": ("encounter", "entit"),
}
_CONDITIONS: tuple[tuple[str, str], ...] = (
    ("major_wound", "criticalWounds"),
    ("unconscious", "unconscious"),
    ("dying", "dying"),
    ("dead", "dead"),
    ("temporary_insanity", "tempoInsane"),
    ("indefinite_insanity", "indefInsane"),
)
_ID_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


# --------------------------------------------------------------------------- small helpers


def _html(text: str) -> str:
    """Plain text as the HTML Foundry's editors hold (escaped, line breaks as <br>)."""
    if not text:
        return ""
    return "<p>" + html.escape(text, quote=False).replace("\n", "<br>") + "</p>"


#: HTML of one field longer than this is read up to it (a sheet's text field holds 200,000
#: characters; the rest is reported).
MAX_HTML_CHARS = 1024 * 1024
#: A ``<`` without its ``>`` within this many characters is text, not a tag.
_MAX_TAG = 2000


def _break_tag(tag: str) -> bool:
    """Whether a tag's inside (``br /``, ``/h2``) ends a line on its own: ``<br>``, ``<br/>``,
    ``</h1>``..."""
    if tag.startswith("br"):
        rest = tag[2:-1] if tag.endswith("/") else tag[2:]
        return not rest or rest.isspace()
    return len(tag) == 3 and tag.startswith("/h") and tag[2] in "0123456789"


def _strip_tags(text: str) -> str:
    """The text of HTML: tags removed, ``<br>``, ``</hN>`` and a ``</p>``/``</div>`` followed by
    the next ``<p>``/``<div>`` made line breaks.

    One pass, linear in the text whatever it holds (untrusted HTML, so no regular expression that
    could backtrack): the text is split at each ``<`` and each piece looked at once; a piece
    without its ``>`` within :data:`_MAX_TAG` characters is text."""
    pieces = text.split("<")
    out = [pieces[0]]
    append = out.append
    # After </p> or </div> with only spaces before the next tag: that tag's name and the spaces.
    pending: tuple[str, str] | None = None
    for piece in pieces[1:]:
        end = piece.find(">", 0, _MAX_TAG + 1)
        if end < 0:
            if pending is not None:
                append(pending[1])
                pending = None
            append("<")
            append(piece)
            continue
        tag = piece[:end].lower()
        rest = piece[end + 1 :]
        if pending is not None:
            opener, spaces = pending
            pending = None
            if tag.startswith(opener):
                append("\n")
                append(rest)
                continue
            append(spaces)
        if tag in ("/p", "/div") and (not rest or rest.isspace()):
            pending = (tag[1:], rest)
            continue
        if _break_tag(tag):
            append("\n")
        append(rest)
    if pending is not None:
        append(pending[1])
    return "".join(out)


def _unescape(text: str) -> str:
    """``html.unescape`` for untrusted text: a decimal reference of thousands of digits (which
    ``int()`` refuses) is cut to ten significant digits first: it names no character either way
    and becomes U+FFFD."""
    if "&#" not in text:
        return html.unescape(text)
    parts = text.split("&#")
    for index in range(1, len(parts)):
        part = parts[index]
        digits = len(part) - len(part.lstrip("0123456789"))
        if digits > 10:
            significant = part[:digits].lstrip("0")[:10] or "0"
            parts[index] = significant + part[digits:]
    return html.unescape("&#".join(parts))


def _text(value: object, report: Report | None = None, what: str = "") -> str:
    """HTML (ours or Foundry's) back to plain text; HTML beyond :data:`MAX_HTML_CHARS` is not
    read (the report says so)."""
    if not isinstance(value, str) or not value:
        return ""
    text = value
    if len(text) > MAX_HTML_CHARS:
        if report is not None:
            report.lost.append(
                translate("Interchange", "{0}: {1} characters beyond the {2} a sheet holds.").format(
                    what, len(text) - MAX_HTML_CHARS, MAX_HTML_CHARS
                )
            )
        text = text[:MAX_HTML_CHARS]
    if text.startswith("<p>") and text.endswith("</p>"):
        text = text[3:-4]
    return _unescape(_strip_tags(text))


def _int(value: object) -> int | None:
    """An integer from a JSON number or numeric string; None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if value.is_integer() else None
    if isinstance(value, str):
        stripped = value.strip()
        if re.fullmatch(r"[+-]?\d{1,9}", stripped):
            return int(stripped)
    return None


def _dict(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _str(value: object, limit: int = 200) -> str:
    if isinstance(value, str):
        return value[:limit]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)[:limit]
    return ""


def _new_ids(document: Document):
    rng = random.Random(document.id.int)

    def new_id() -> str:
        return "".join(rng.choice(_ID_ALPHABET) for _ in range(16))

    return new_id


def _split_label(label: str) -> tuple[str, str]:
    """``Fighting (Brawl)`` → (``Fighting``, ``Brawl``) the CoC7 way: specialization, skillName."""
    match = re.fullmatch(r"(.+?)\s*\((.+)\)", label)
    if match:
        return match.group(1).strip(), match.group(2).strip()
    return "", label


def _norm_db(value: object) -> str:
    text = _str(value).replace(" ", "").upper().lstrip("+")
    return "0" if text in ("", "NONE", "-", "0") else text


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


# --------------------------------------------------------------------------- detection


def _system_of(obj: dict[str, Any]) -> dict[str, Any] | None:
    for key in ("system", "data"):
        value = obj.get(key)
        if isinstance(value, dict) and ("characteristics" in value or "attribs" in value):
            return value
    return None


def detect(data: bytes) -> bool:
    """True for a Foundry CoC7 actor: a JSON object with an actor ``type`` and a ``system`` (or
    older ``data``) holding characteristics or attribs."""
    try:
        if len(data) > MAX_INPUT_BYTES:
            return False
        head = data.lstrip()[:1]
        if head != b"{" or b"characteristics" not in data and b"attribs" not in data:
            return False
        obj = json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError, UnicodeDecodeError):
        return False
    return (
        isinstance(obj, dict)
        and obj.get("type") in ("character", "npc", "creature")
        and _system_of(obj) is not None
        and "format" not in obj
    )


# --------------------------------------------------------------------------- import


def _parse(data: bytes) -> dict[str, Any]:
    if len(data) > MAX_INPUT_BYTES:
        raise InterchangeError(
            translate("Interchange", "the file is {0} MiB; SheetMaker reads at most 16 MiB").format(
                len(data) // (1024 * 1024)
            )
        )
    try:
        obj = json_loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise InterchangeError(
            translate("Interchange", "the file is not UTF-8 text, so it is not a Foundry actor")
        ) from None
    except RecursionError:
        raise InterchangeError(
            translate("Interchange", "the JSON is nested too deeply to be a Foundry actor")
        ) from None
    except ValueError as exc:
        raise InterchangeError(
            translate("Interchange", "the file is not valid JSON ({0})").format(str(exc)[:120])
        ) from None
    if not isinstance(obj, dict):
        raise InterchangeError(translate("Interchange", "the JSON is not an object, so it is not a Foundry actor"))
    if obj.get("type") not in ("character", "npc", "creature") or _system_of(obj) is None:
        raise InterchangeError(translate(
            "Interchange", "the JSON is not a Foundry VTT Call of Cthulhu actor (no actor type with characteristics)"
        ))
    return obj


def read(data: bytes) -> list[Imported]:
    """The sheet in a Foundry CoC7 actor JSON, with its report.

    Raises:
        InterchangeError: not a Foundry CoC7 actor, or unreadable.
    """
    obj = _parse(data)
    try:
        return [_read_actor(obj)]
    except InterchangeError:
        raise
    except (ValidationError, ValueError, TypeError, RecursionError, OverflowError) as exc:
        raise InterchangeError(
            translate("Interchange", "the Foundry actor could not be made into a sheet ({0})").format(str(exc)[:160])
        ) from None


def _bounded(report: Report, what: str, value: object, low: int, high: int) -> int | None:
    number = _int(value)
    if value is None or value == "":
        return None
    if number is None:
        report.lost.append(translate("Interchange", "{0}: '{1}' is not a whole number.").format(what, _str(value, 40)))
        return None
    if not low <= number <= high:
        report.lost.append(translate("Interchange", "{0}: {1} is outside {2}–{3}.").format(what, number, low, high))
        return None
    return number


def _skill(label: str) -> str:
    """A skill label of ours in the language in use (a custom skill's stays as it is)."""
    return terms.skill_label("coc7", label)


def _abbr(key: str) -> str:
    """A characteristic's abbreviation in the language in use (``STR`` → ``ST``)."""
    return terms.characteristic_abbr("coc7", key)


def _portrait(report: Report, img: object) -> Portrait | None:
    """The actor's ``img`` as a portrait when it is an image in the file (a ``data:`` URI),
    checked as a sheet file's portrait is (:func:`~sheetmaker.io.interchange.portrait_of`)."""
    if not isinstance(img, str) or not img:
        return None
    # The URI's type and parameters come before the first comma, within its first characters.
    comma = img.find(",", 0, 200)
    if not img.startswith("data:") or comma < 0:
        if not img.startswith(("icons/", "systems/")):
            report.lost.append(translate(
                "Interchange", "The portrait '{0}' is a path on the Foundry server, not an image in the file."
            ).format(img[:80]))
        return None
    media, *parameters = img[5:comma].split(";")
    media = media.strip().lower()
    media = "image/jpeg" if media == "image/jpg" else media
    try:
        if "base64" not in parameters:
            raise ValueError("not base64")
        raw = base64.b64decode(img[comma + 1 :], validate=True)
    except (binascii.Error, ValueError):
        report.lost.append(translate("Interchange", "The portrait could not be decoded."))
        return None
    return portrait_of(report, raw, media)


def _read_actor(obj: dict[str, Any]) -> Imported:
    report = Report(translate("Interchange", TITLE))
    system = _system_of(obj) or {}
    actor_type = obj["type"]
    kind = "investigator" if actor_type == "character" else "npc"
    if actor_type == "creature":
        report.notes.append(translate("Interchange", "A Foundry creature is read as an NPC sheet."))
    name = _str(obj.get("name")).strip()
    if not name:
        report.lost.append(translate("Interchange", "The actor has no name."))
    stats = _dict(obj.get("_stats"))
    version = _str(stats.get("systemVersion"), 40)
    if version:  # the actor's type as the file has it
        heading = translate("Interchange", "Foundry actor '{0}' of type {1} (CoC7 system {2}).")
    else:
        heading = translate("Interchange", "Foundry actor '{0}' of type {1} (no system version recorded).")
    report.read.append(heading.format(name, actor_type, version))
    own = _dict(_dict(obj.get("flags")).get("sheetmaker"))

    # Characteristics
    chars_in = _dict(system.get("characteristics"))
    chars: dict[str, int] = {}
    given: list[str] = []
    unset: list[str] = []
    rolls: list[str] = []
    for abbr in CHARACTERISTICS:
        entry = chars_in.get(abbr.lower())
        if not isinstance(entry, dict) or "value" not in entry:
            if actor_type == "creature":  # a creature need not have them all (no EDU, no APP)
                unset.append(_abbr(abbr))
            else:
                report.lost.append(translate("Interchange", "{0} is missing; it is left at 0.").format(_abbr(abbr)))
            chars[abbr] = 0
            continue
        value = _bounded(report, _abbr(abbr), entry.get("value"), 0, 999)
        chars[abbr] = value or 0
        if value is not None:
            given.append(f"{_abbr(abbr)} {value}")
        elif entry.get("value") in (None, ""):
            unset.append(_abbr(abbr))
        formula = _str(entry.get("formula"), 60).strip()
        if not value and formula and formula != "0":  # a roll not made
            rolls.append(f"{_abbr(abbr)} {formula}")
    if given:
        report.read.append(translate("Interchange", "Characteristics: {0}.").format(", ".join(given)))
        report.entries.extend(
            Entry("read", f"characteristics.{abbr}", chars[abbr]) for abbr in CHARACTERISTICS
            if _abbr(abbr) not in unset and chars[abbr]
        )
    if unset:
        report.notes.append(
            translate("Interchange", "Characteristics the file does not give (0 on the sheet): {0}.").format(
                ", ".join(unset)
            )
        )
    if rolls:
        report.lost.append(
            translate("Interchange", "Characteristic rolls not yet made (the sheet has no place for them): {0}.")
            .format(", ".join(rolls))
        )

    infos = _dict(system.get("infos"))
    if not infos:
        report.lost.append(translate("Interchange", "The actor has no infos (occupation, age, residence...)."))
    own_era = own.get("era")
    era = own_era if isinstance(own_era, str) and own_era in ("1920s", "modern") else "1920s"
    sheet_fields: dict[str, Any] = {
        "era": era,
        "characteristics": chars,
        "residence": _str(infos.get("residence")),
        "birthplace": _str(infos.get("birthplace")),
        "pronouns": _str(infos.get("sex")),
    }
    if _str(infos.get("sex")):
        report.mapped.append(translate("Interchange", "Sex '{0}' → pronouns.").format(_str(infos.get("sex"))))
    age_raw = infos.get("age")
    age_text = ""
    if isinstance(age_raw, str) and age_raw.strip() and _int(age_raw) is None:
        # An NPC's age in words ('Very old'): kept in the notes, the sheet has no age of its own.
        age_text = age_raw.strip()[:200]
        report.mapped.append(translate("Interchange", "Age '{0}' (not a number) → notes.").format(age_text))
    elif age_raw not in (None, ""):
        age = _bounded(report, translate("Interchange", "Age"), age_raw, 0, 200)
        if age is not None:
            sheet_fields["age"] = age
    occupation_name = _str(infos.get("occupation"), 120).strip()
    if occupation_name:
        choice = None
        stored = own.get("occupation")
        if isinstance(stored, dict) and stored.get("name") == occupation_name:
            try:
                choice = OccupationChoice.model_validate(stored)
            except ValidationError:
                choice = None
        sheet_fields["occupation"] = choice or OccupationChoice(name=occupation_name)
        if rules.occupation_definition(sheet_fields["occupation"]) is None:  # the name as the file has it
            report.notes.append(translate(
                "Interchange", "The occupation '{0}' is not in SheetMaker's list; only its name is kept."
            ).format(occupation_name))

    # Attributes
    attribs = _dict(system.get("attribs"))
    for key in ("hp", "mp", "san", "lck", "mov", "db", "build"):
        if not isinstance(attribs.get(key), dict):  # the file's key
            report.lost.append(translate("Interchange", "The attribute '{0}' is missing.").format(key))
    lck = _bounded(report, translate("Interchange", "Luck"), _dict(attribs.get("lck")).get("value"), 0, 99)
    sheet_fields["luck"] = lck or 0
    daily = _bounded(
        report, translate("Interchange", "SAN lost today"), _dict(attribs.get("san")).get("dailyLoss"), 0, 999
    )
    sheet_fields["san_lost_today"] = daily or 0
    armour = _dict(attribs.get("armor")).get("value")
    if armour not in (None, "", 0):
        sheet_fields["armour"] = _str(armour)

    conditions_in = _dict(system.get("conditions"))
    sheet_fields["conditions"] = Conditions(**{
        ours: _dict(conditions_in.get(theirs)).get("value") is True for ours, theirs in _CONDITIONS
    })

    # Biography
    backstory: dict[str, str] = {}
    extra_notes: list[str] = [f"Age: {age_text}"] if age_text else []  # the sheet's notes
    biography = system.get("biography")
    if isinstance(biography, list):
        for entry in biography[:200]:
            if not isinstance(entry, dict):
                continue
            title = _str(entry.get("title")).strip()
            text = _text(entry.get("value"), report, title)
            section = _section_key(title)
            if section is not None and section not in backstory:
                backstory[section] = text
                if text and title != dict(BIOGRAPHY_TITLES)[section]:
                    report.mapped.append(translate("Interchange", "Biography '{0}' → {1}.").format(
                        title, translate("Interchange", dict(BIOGRAPHY_TITLES)[section])
                    ))
            elif text:
                extra_notes.append(f"{title or 'Biography'}:\n{text}")  # the sheet's notes
                report.mapped.append(
                    translate("Interchange", "Biography '{0}' → notes (no matching backstory section).").format(title)
                )
    elif isinstance(biography, dict):
        backstory["description"] = _text(
            _dict(biography.get("personalDescription")).get("value"),
            report,
            translate("Interchange", dict(BIOGRAPHY_TITLES)["description"]),
        )
    story = _text(system.get("backstory"), report, translate("Interchange", "Notes"))
    if story:
        extra_notes.append("Backstory:\n" + story)  # the sheet's notes
        report.mapped.append(translate("Interchange", "The Foundry backstory text → notes."))
    sheet_fields["backstory"] = Backstory(**{
        key: _cut(report, translate("Interchange", dict(BIOGRAPHY_TITLES)[key]), text)
        for key, text in backstory.items()
    })
    special = _dict(system.get("special"))
    if kind == "npc":
        san_loss = _dict(special.get("sanLoss"))
        passed, failed = _str(san_loss.get("checkPassed"), 28), _str(san_loss.get("checkFailled"), 28)
        if passed or failed:
            sheet_fields["san_loss"] = f"{passed}/{failed}" if failed else passed
        else:  # a module's creatures: attribs.san.loss
            loss = _str(_dict(attribs.get("san")).get("loss"), 60).strip()
            if loss:
                sheet_fields["san_loss"] = loss
        if sheet_fields.get("san_loss"):
            report.add("read", translate("Interchange", "SAN loss: {0}.").format(sheet_fields["san_loss"]),
                       "sanity_loss", sheet_fields["san_loss"])
    monetary = _dict(system.get("monetary"))
    sheet_fields["cash"] = _str(monetary.get("cash"))
    sheet_fields["assets"] = _cut(report, translate("Interchange", "Assets"), _str(monetary.get("assets"), 10**9))

    # Items
    items_in = obj.get("items")
    if not isinstance(items_in, list):
        report.lost.append(translate("Interchange", "The actor has no items list (skills, weapons)."))
        items_in = []
    arcane: list[str] = []
    skills, weapons, gear, ticked_labels = _read_items(items_in, kind, chars, era, report, arcane)
    if arcane:  # spells and tomes as items → the arcane section, one a line
        backstory_now = sheet_fields["backstory"]
        text = "\n".join([backstory_now.arcane, *arcane] if backstory_now.arcane else arcane)
        sheet_fields["backstory"] = backstory_now.model_copy(update={
            "arcane": _cut(report, translate("Interchange", dict(BIOGRAPHY_TITLES)["arcane"]), text)
        })
        report.mapped.append(translate("Interchange", "Spell and tome items → {0}: {1}.").format(
            translate("Interchange", dict(BIOGRAPHY_TITLES)["arcane"]), and_more(arcane, 20)
        ))
    if not isinstance(own_era, str):  # Foundry records no era; skills of the modern era tell it
        index = rules._index(_data.load())
        modern = [skill.label for skill in skills if (found := index.resolve(skill.name, skill.specialisation)[1])
                  is not None and "1920s" not in found.eras]
        if modern:
            sheet_fields["era"] = "modern"
            report.mapped.append(translate("Interchange", "Skills of the modern era ({0}) → era {1}.").format(
                and_more([_skill(label) for label in modern], 6), terms.term("coc7", "era", "modern")
            ))
    sheet_fields["skills"] = skills
    sheet_fields["weapons"] = weapons
    sheet_fields["gear"] = "\n".join(gear)
    if _module_flags(obj, chars, sheet_fields, extra_notes, report):
        pass
    elif isinstance(special.get("value"), str):  # a creature's special powers (HTML)
        powers = _text(special.get("value"), report, translate("Interchange", "Notes"))
        if powers.strip():
            extra_notes.append("Special:\n" + powers)  # the sheet's notes
            report.mapped.append(translate("Interchange", "The special powers text → notes."))
    summary = _text(_dict(system.get("description")).get("value"), report, translate("Interchange", "Notes"))
    if summary.strip():
        extra_notes.insert(0, summary)  # the sheet's notes
        report.mapped.append(translate("Interchange", "The actor's description → notes."))
    if kind == "npc":
        stated = _read_stated(actor_type, attribs, special, "age" in sheet_fields, extra_notes, report)
        if stated is not None:
            sheet_fields["stated"] = stated

    sheet = CoC7Sheet(**sheet_fields)
    derived = rules.derive(sheet)
    _currents(sheet, derived, attribs, report)
    if sheet.stated is not None and sheet.stated.creature:  # the stated values are the sheet's
        stated = sheet.stated
        kept = {"hp": stated.hp, "mp": stated.mp, "mov": stated.mov, "build": stated.build, "db": stated.db}
        attribs = {key: entry for key, entry in attribs.items() if kept.get(key) is None}
    _compare(derived, chars, sheet.age, attribs, report)
    _check_occupation_flags(derived, ticked_labels, report)

    notes = _text(_dict(system.get("description")).get("keeper"), report, translate("Interchange", "Notes"))
    if extra_notes:
        notes = "\n\n".join([notes, *extra_notes]) if notes else "\n\n".join(extra_notes)
    notes = _cut(report, translate("Interchange", "Notes"), notes)
    document = CoC7Document(
        kind=kind,
        name=name,
        player=_str(infos.get("playername")),
        notes=notes,
        portrait=_portrait(report, obj.get("img")),
        sheet=sheet,
    )
    report.notes.append(
        translate("Interchange", "The sheet uses the free creation method: Foundry does not record how it was made.")
    )
    return Imported(document, report)


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


def _cut(report: Report, what: str, text: str, limit: int = 200_000) -> str:
    if len(text) <= limit:
        return text
    report.lost.append(
        translate("Interchange", "{0}: {1} characters beyond the {2} a sheet holds.").format(
            what, len(text) - limit, limit
        )
    )
    return text[:limit]


def _section_key(title: str) -> str | None:
    folded = title.casefold()
    for key, known in BIOGRAPHY_TITLES:
        if folded == known.casefold():
            return key
    for key, words in _TITLE_WORDS.items():
        if any(word in folded for word in words):
            return key
    return None


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


def _currents(sheet: CoC7Sheet, derived: rules.Derived, attribs: dict[str, Any], report: Report) -> None:
    """Current HP/MP/SAN: kept when they differ from the maximum/start (None means at it)."""
    for key, field, high, full, what in (
        ("hp", "hp", 999, derived.hp_max, translate("Interchange", "Current HP")),
        ("mp", "mp", 999, derived.mp_max, translate("Interchange", "Current MP")),
        ("san", "san", 99, min(derived.san_start, derived.san_max), translate("Interchange", "Current SAN")),
    ):
        value = _bounded(report, what, _dict(attribs.get(key)).get("value"), 0, high)
        if value is not None and value != full:
            setattr(sheet, field, value)


def _compare(derived: rules.Derived, chars: dict[str, int], age: int, attribs: dict[str, Any], report: Report) -> None:
    con_siz = f"({_abbr('CON')} {chars['CON']} + {_abbr('SIZ')} {chars['SIZ']}) / 10"
    str_siz = f"{_abbr('STR')} + {_abbr('SIZ')} {chars['STR'] + chars['SIZ']}"
    mov_why = ", ".join([
        f"{_abbr('STR')} {chars['STR']}", f"{_abbr('DEX')} {chars['DEX']}", f"{_abbr('SIZ')} {chars['SIZ']}",
        translate("Interchange", "age {0}").format(age),
    ])
    checks = (
        (translate("Interchange", "HP maximum"), _dict(attribs.get("hp")).get("max"), derived.hp_max, con_siz),
        (translate("Interchange", "MP maximum"), _dict(attribs.get("mp")).get("max"), derived.mp_max,
         f"{_abbr('POW')} {chars['POW']} / 5"),
        (translate("Interchange", "MOV"), _dict(attribs.get("mov")).get("value"), derived.mov, mov_why),
        (translate("Interchange", "Build"), _dict(attribs.get("build")).get("value"), derived.build, str_siz),
    )
    says = translate("Interchange", "{0}: the file says {1}, the rules give {2} ({3}); SheetMaker uses {2}.")
    for what, stored, ours, why in checks:
        if stored in (None, ""):
            continue
        number = _int(stored)
        if number != ours:
            report.disagreements.append(says.format(what, _str(stored, 40), ours, why))
    stored_db = _dict(attribs.get("db")).get("value")
    if stored_db not in (None, "") and _norm_db(stored_db) != _norm_db(derived.damage_bonus):
        report.disagreements.append(
            says.format(translate("Interchange", "Damage Bonus"), _str(stored_db, 40), derived.damage_bonus, str_siz)
        )


def _check_occupation_flags(derived: rules.Derived, flags: dict[str, bool], report: Report) -> None:
    differ = [_skill(label) for label, flagged in flags.items() if flagged != derived.is_occupation_skill(label)]
    if differ:
        report.disagreements.append(translate(
            "Interchange",
            "Occupation skill marks differ from the sheet's occupation for: {0}; SheetMaker marks them from the "
            "occupation.",
        ).format(and_more(differ, 20)))


FORMAT = register(
    Format(key="foundry", title=TITLE, detect=detect, read=read, write=write, suffix=".json", games=("coc7",))
)
