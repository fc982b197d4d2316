"""Foundry VTT actors: detection and the import of an actor (its data, biography, derived values)."""

from __future__ import annotations

import base64
import binascii
import json
from typing import Any

from pydantic import ValidationError

from sheetmaker.core import terms
from sheetmaker.core.document import Portrait
from sheetmaker.core.i18n import translate
from sheetmaker.io.foundry.common import (
    _CONDITIONS,
    _TITLE_WORDS,
    BIOGRAPHY_TITLES,
    TITLE,
    _abbr,
    _bounded,
    _dict,
    _int,
    _norm_db,
    _skill,
    _str,
    _text,
)
from sheetmaker.io.foundry.read_creatures import _module_flags, _read_stated
from sheetmaker.io.foundry.read_items import _read_items
from sheetmaker.io.interchange import (
    MAX_INPUT_BYTES,
    Entry,
    Imported,
    InterchangeError,
    Report,
    and_more,
    json_loads,
    portrait_of,
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
)

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
