"""Dhole's House JSON for Call of Cthulhu 7e investigators, in and out (Qt-free).

Dhole's House (dholeshouse.org) exports an investigator as ``{"Investigator": {...}}`` — the
shape the CoC7 Foundry system's Dhole's House importer reads (version "0.5.0" in the header).
Its quirks, all handled here: every value is a string; ``"None"`` and ``null`` mean empty; a list
with one element may be a bare object; skills with specialisations carry ``subskill`` (empty
slots have ``subskill: "None"``); ``occupation: "true"`` marks occupation skills; the portrait
is base64 JPEG; derived values (HP, MP, SAN, DB, Build, MOV, Dodge, skill points, money) are
stored too.

What maps (import and export):

- ``Header.GameType`` ``"Classic (1920's)"`` / ``"Modern"`` ↔ the era;
- ``PersonalDetails``: ``Name``, ``Occupation`` (the name only), ``Gender`` ↔ pronouns, ``Age``,
  ``Birthplace``, ``Residence``, ``Portrait`` (base64 JPEG or PNG, checked as a
  sheet file's portrait is by :func:`sheetmaker.io.interchange.portrait_of`);
- ``Characteristics``: STR…EDU; ``Luck``; ``HitPts``/``MagicPts``/``Sanity`` ↔ the current
  values. ``HitPtsMax``, ``MagicPtsMax``, ``SanityStart``, ``SanityMax``, ``Move``,
  ``DamageBonus``, ``Build``, ``OccupationSkillPoints``, ``PersonalInterestSkillPoints``,
  ``Combat.Dodge`` and any ``STR_half``/``STR_fifth`` are written from our rules and, when read,
  compared with ours: every difference is reported and ours is used;
- ``Skills.Skill[]``: ``name`` + ``subskill`` ↔ our skill and specialisation (``Operate Heavy
  Machine`` ↔ Operate Heavy Machinery; ``Misc`` + subskill ↔ a custom skill). The ``value``
  becomes points over our base: occupation points when ``occupation`` is ``"true"``, personal
  interest points otherwise; ``half``/``fifth`` are checked. Cthulhu Mythos ↔ the sheet's
  Mythos. Unknown skills become custom skills (base = their value) named in the report;
- ``Talents`` (Pulp) ↔ custom skills named ``Pulp talent: <name>`` (the descriptions go to the
  notes on import). The files seen have ``"Talents": null``; a list of names or of
  ``{"name", "description"}`` objects, bare or under any one key, is read;
- ``Weapons.weapon[]``: ``name``, ``skillname`` (the specialisation, e.g. ``Handgun``),
  ``damage``, ``range``, ``attacks``, ``ammo``, ``malf`` (``regular``/``hard``/``extreme`` are
  written from our skill values and compared when read);
- ``Possessions.item[].description`` ↔ the gear lines; ``Cash.cash``/``assets`` ↔ cash and
  assets (compared with the Credit Rating table; ``spending`` is compared only, the sheet
  derives it);
- ``Backstory``: ``description``, ``ideology``, ``people``, ``locations``, ``possessions``,
  ``traits``, ``injurues`` (sic; ``injuries`` is read too), ``phobias``, ``tomes``,
  ``encounters`` ↔ the ten backstory sections.

Dhole's House cannot carry: the player, notes, tags, the NPC kind, the creation record, recorded
characteristic changes, the occupation's choices, how points split between occupation, personal
interest and experience (only the value and the occupation mark), improvement ticks,
conditions, SAN lost today, armour, a creature's SAN loss, weapon damage type and notes, fellow
investigators. The export report lists the ones a sheet uses.

An NPC or creature made from a statblock (``sheet.stated``) is written as it states: its stated
HP/MP maxima, MOV, Build and DB; SAN, Luck, an age, money and a creature's APP/EDU only when given
(``null`` otherwise). The report says which occupation marks are written: a skill is marked only
where the sheet's occupation lists it.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import json
import re
from collections.abc import Iterable
from typing import Any

from pydantic import ValidationError

from sheetmaker.core import terms
from sheetmaker.core.document import Document, Portrait
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.io import images
from sheetmaker.io.interchange import (
    MAX_INPUT_BYTES,
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
    CustomOccupation,
    OccupationChoice,
    Skill,
    Weapon,
)

__all__ = ["TITLE", "detect", "read", "write"]

TITLE = QT_TRANSLATE_NOOP("Interchange", "Dhole's House JSON")  # shown through translate()
VERSION = "0.5.0"
ERAS = {"1920s": "Classic (1920's)", "modern": "Modern"}
TALENT_PREFIX = "Pulp talent: "
#: Pulp talents read at most (an investigator has a handful); the rest are reported.
MAX_TALENTS = 200

#: Backstory keys (theirs) and our sections with their titles (shown through translate()), in the
#: order Dhole's House writes them.
BACKSTORY_KEYS: tuple[tuple[str, str, str], ...] = (
    ("description", "description", QT_TRANSLATE_NOOP("Interchange", "Personal Description")),
    ("traits", "traits", QT_TRANSLATE_NOOP("Interchange", "Traits")),
    ("ideology", "ideology", QT_TRANSLATE_NOOP("Interchange", "Ideology/Beliefs")),
    ("injurues", "injuries", QT_TRANSLATE_NOOP("Interchange", "Injuries & Scars")),
    ("people", "significant_people", QT_TRANSLATE_NOOP("Interchange", "Significant People")),
    ("phobias", "phobias", QT_TRANSLATE_NOOP("Interchange", "Phobias & Manias")),
    ("locations", "meaningful_locations", QT_TRANSLATE_NOOP("Interchange", "Meaningful Locations")),
    ("tomes", "arcane", QT_TRANSLATE_NOOP("Interchange", "Arcane Tomes, Spells & Artifacts")),
    ("possessions", "treasured_possessions", QT_TRANSLATE_NOOP("Interchange", "Treasured Possessions")),
    ("encounters", "encounters", QT_TRANSLATE_NOOP("Interchange", "Encounters with Strange Entities")),
)
#: Their skill names that differ from ours (theirs → ours).
_THEIR_NAMES = {"operate heavy machine": "Operate Heavy Machinery"}
_OUR_NAMES = {"Operate Heavy Machinery": "Operate Heavy Machine"}
_EMPTY = ("", "none", "null", "-")


# --------------------------------------------------------------------------- small helpers


def _dict(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _list(value: object) -> list[Any]:
    """A Dhole's House list: a list, a bare object (one element) or nothing."""
    if isinstance(value, list):
        return value[:2000]
    if value is None or value == "" or value == "None":
        return []
    return [value]


def _str(value: object, limit: int = 200_000) -> str:
    """A string value; ``"None"``/``null`` are empty."""
    if isinstance(value, bool):
        return "true" if value else ""
    if isinstance(value, str):
        return "" if value.strip() == "None" else value[:limit]
    if isinstance(value, int):
        return str(value)[:limit]
    if isinstance(value, float) and value == value and abs(value) != float("inf"):
        return (str(int(value)) if value.is_integer() else str(value))[:limit]
    return ""


def _int(value: object) -> int | None:
    """A whole number from a numeric string (or JSON number); None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if abs(value) < 10**9 else None
    if isinstance(value, float):
        return int(value) if value.is_integer() and abs(value) < 10**9 else None
    if isinstance(value, str):
        text = value.strip().rstrip("%").strip()
        if re.fullmatch(r"[+-]?\d{1,9}", text):
            return int(text)
    return None


def _empty(value: object) -> bool:
    return value is None or (isinstance(value, str) and value.strip().casefold() in _EMPTY)


def _money(text: str) -> float | None:
    match = re.search(r"[-+]?\d[\d,]{0,20}(?:\.\d{1,6})?", text)
    if match is None:
        return None
    try:
        return float(match.group(0).replace(",", ""))
    except ValueError:  # pragma: no cover - the pattern is a number
        return None


def _norm_db(value: str) -> str:
    text = value.replace(" ", "").upper().lstrip("+")
    return "0" if text in ("", "NONE", "-", "0") else text


def _skill(label: str) -> str:
    """A skill label of ours in the language in use (a custom skill's stays as it is)."""
    return terms.skill_label("coc7", label)


def _abbr(key: str) -> str:
    """A characteristic's abbreviation in the language in use (``STR`` → ``ST``)."""
    return terms.characteristic_abbr("coc7", key)


def _fit(report: Report, what: str, text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    report.lost.append(
        translate("Interchange", "{0}: {1} characters beyond the {2} SheetMaker keeps.").format(
            what, len(text) - limit, limit
        )
    )
    return text[:limit]


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


# --------------------------------------------------------------------------- detection


def _investigator(obj: object) -> dict[str, Any] | None:
    if not isinstance(obj, dict) or "format" in obj:
        return None
    inv = obj.get("Investigator")
    if isinstance(inv, dict) and any(
        isinstance(inv.get(key), dict) for key in ("PersonalDetails", "Characteristics", "Header")
    ):
        return inv
    return None


def detect(data: bytes) -> bool:
    """True for a Dhole's House export: a JSON object whose ``Investigator`` holds personal
    details, characteristics or a header."""
    try:
        if len(data) > MAX_INPUT_BYTES or b'"Investigator"' not in data:
            return False
        text = data.decode("utf-8-sig").lstrip()
        if not text.startswith("{"):
            return False
        return _investigator(json.loads(text)) is not None
    except (ValueError, RecursionError, UnicodeDecodeError):
        return False


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
            translate("Interchange", "the file is not UTF-8 text, so it is not Dhole's House JSON")
        ) from None
    except RecursionError:
        raise InterchangeError(
            translate("Interchange", "the JSON is nested too deeply to be a Dhole's House investigator")
        ) from None
    except ValueError as exc:
        detail = " ".join(str(exc).split())[:120]
        raise InterchangeError(translate("Interchange", "the file is not valid JSON ({0})").format(detail)) from None
    inv = _investigator(obj)
    if inv is None:
        raise InterchangeError(translate(
            "Interchange",
            "the JSON is not a Dhole's House investigator (no Investigator with personal details or characteristics)",
        ))
    return inv


def read(data: bytes) -> list[Imported]:
    """The investigator in a Dhole's House JSON file, with its report.

    Raises:
        InterchangeError: not Dhole's House JSON, or unreadable.
    """
    inv = _parse(data)
    try:
        return [_read_investigator(inv)]
    except InterchangeError:
        raise
    except (ValidationError, ValueError, TypeError, RecursionError, OverflowError, KeyError, AttributeError) as exc:
        detail = " ".join(str(exc).split())[:160]
        raise InterchangeError(
            translate("Interchange", "the Dhole's House investigator could not be made into a sheet ({0})").format(
                detail
            )
        ) from None


def _bounded(report: Report, what: str, value: object, low: int, high: int) -> int | None:
    if _empty(value):
        return None
    number = _int(value)
    if number is None:
        report.lost.append(translate("Interchange", "{0}: '{1}' is not a whole number.").format(what, _str(value, 40)))
        return None
    if not low <= number <= high:
        report.lost.append(translate("Interchange", "{0}: {1} is outside {2}–{3}.").format(what, number, low, high))
        return None
    return number


def _portrait(report: Report, value: object) -> Portrait | None:
    text = _str(value, MAX_INPUT_BYTES)
    if len(text.strip()) < 10:
        return None
    text = re.sub(r"^data:image/[a-z]+;base64,", "", text.strip())
    try:
        raw = base64.b64decode("".join(text.split()), validate=True)
    except (binascii.Error, ValueError):
        report.lost.append(translate("Interchange", "The portrait is not valid base64 data."))
        return None
    media = images.sniff(raw)
    if media is None:
        report.lost.append(translate("Interchange", "The portrait is not a JPEG or PNG image."))
        return None
    # Checked as a sheet file's portrait is (type, size, pixels, decoding).
    return portrait_of(report, raw, media)


def _read_investigator(inv: dict[str, Any]) -> Imported:
    report = Report(translate("Interchange", TITLE))
    header = _dict(inv.get("Header"))
    personal = _dict(inv.get("PersonalDetails"))
    chars_in = _dict(inv.get("Characteristics"))
    if not personal:
        report.lost.append(translate("Interchange", "The file has no personal details (name, occupation, age...)."))
    version = _str(header.get("Version"), 40)
    creator = _str(header.get("Creator"), 80)
    name = _fit(report, translate("Interchange", "Name"), _str(personal.get("Name")).strip(), 200)
    shown_name = name or translate("Interchange", "(no name)")
    if creator and version:
        heading = translate("Interchange", "Investigator '{0}' from {1}, Dhole's House {2}.").format(
            shown_name, creator, version
        )
    elif creator:
        heading = translate("Interchange", "Investigator '{0}' from {1}.").format(shown_name, creator)
    elif version:
        heading = translate("Interchange", "Investigator '{0}', Dhole's House {1}.").format(shown_name, version)
    else:
        heading = translate("Interchange", "Investigator '{0}'.").format(shown_name)
    report.read.append(heading)

    # Era
    game_type = _str(header.get("GameType"), 80).strip()
    if game_type.casefold().startswith("modern"):
        era = "modern"
    else:
        era = "1920s"
        if game_type and not game_type.casefold().startswith("classic"):
            report.notes.append(
                translate("Interchange", "The game type '{0}' is read as the 1920s era.").format(game_type)
            )
    if game_type:
        report.mapped.append(
            translate("Interchange", "Game type '{0}' → era {1}.").format(game_type, terms.term("coc7", "era", era))
        )

    # Characteristics
    chars: dict[str, int] = {}
    for abbr in CHARACTERISTICS:
        if _empty(chars_in.get(abbr)):
            report.lost.append(translate("Interchange", "{0} is missing; it is left at 0.").format(_abbr(abbr)))
        chars[abbr] = _bounded(report, _abbr(abbr), chars_in.get(abbr), 0, 999) or 0
    report.read.append(translate("Interchange", "Characteristics: {0}.").format(
        ", ".join(f"{_abbr(k)} {v}" for k, v in chars.items())
    ))
    wrong_parts = []
    for abbr in CHARACTERISTICS:
        for suffix, divisor in (("half", 2), ("fifth", 5)):
            stored = chars_in.get(f"{abbr}_{suffix}")
            if _empty(stored):
                continue
            if _int(stored) != chars[abbr] // divisor:
                wrong_parts.append(_part_differs(_abbr(abbr), suffix, _str(stored, 20), chars[abbr] // divisor))
    if wrong_parts:
        report.disagreements.append(
            translate("Interchange", "Half/fifth values: {0}; SheetMaker uses its own.").format("; ".join(wrong_parts))
        )

    fields: dict[str, Any] = {
        "era": era,
        "characteristics": chars,
        "pronouns": _fit(report, translate("Interchange", "Gender"), _str(personal.get("Gender")).strip(), 200),
        "residence": _fit(report, translate("Interchange", "Residence"), _str(personal.get("Residence")).strip(), 200),
        "birthplace": _fit(
            report, translate("Interchange", "Birthplace"), _str(personal.get("Birthplace")).strip(), 200
        ),
    }
    if fields["pronouns"]:
        report.mapped.append(translate("Interchange", "Gender '{0}' → pronouns.").format(fields["pronouns"]))
    age = _bounded(report, translate("Interchange", "Age"), personal.get("Age"), 0, 200)
    if age is not None:
        fields["age"] = age
    occupation = _str(personal.get("Occupation"), 120).strip()
    if occupation:
        fields["occupation"] = OccupationChoice(name=occupation)
    archetype = _str(personal.get("Archetype"), 200).strip()
    notes: list[str] = []
    if archetype:
        notes.append(f"Pulp archetype: {archetype}")  # the sheet's notes (stored text, not a message)
        report.mapped.append(translate("Interchange", "The Pulp archetype '{0}' → notes.").format(archetype))
    luck = _bounded(report, translate("Interchange", "Luck"), chars_in.get("Luck"), 0, 99)
    fields["luck"] = luck or 0

    # Skills and talents
    skills, mythos, flags, values = _read_skills(inv, chars, era, report)
    if occupation and rules.occupation_definition(fields["occupation"]) is None:
        stated_points = chars_in.get("OccupationSkillPoints")
        fields["occupation"] = _custom_occupation(occupation, chars, stated_points, flags, report)
    talent_skills, talent_notes = _read_talents(inv.get("Talents"), report)
    have = {s.label.casefold() for s in skills}
    for skill in talent_skills:
        if skill.label.casefold() not in have:
            have.add(skill.label.casefold())
            skills.append(skill)
    notes.extend(talent_notes)
    if len(skills) > 500:
        report.lost.append(
            translate("Interchange", "{0} skills beyond the 500 a sheet holds.").format(len(skills) - 500)
        )
    fields["skills"] = skills[:500]
    fields["cthulhu_mythos"] = mythos

    # Backstory, possessions, money
    backstory_in = _dict(inv.get("Backstory"))
    sections: dict[str, str] = {}
    for theirs, ours, title in BACKSTORY_KEYS:
        raw = backstory_in.get(theirs)
        if raw is None and theirs == "injurues":
            raw = backstory_in.get("injuries")
        text = _str(raw, 10**9)
        if raw is not None and not isinstance(raw, str):
            report.lost.append(
                translate("Interchange", "The backstory section '{0}' is not text.").format(
                    translate("Interchange", title)
                )
            )
        sections[ours] = _fit(report, translate("Interchange", title), text, 200_000)
    fields["backstory"] = Backstory(**sections)
    filled = [translate("Interchange", title) for theirs, ours, title in BACKSTORY_KEYS if sections[ours]]
    if filled:
        report.read.append(translate("Interchange", "Backstory: {0}.").format(", ".join(filled)))
    gear: list[str] = []
    for item in _list(_dict(inv.get("Possessions")).get("item")):
        text = _str(item.get("description") if isinstance(item, dict) else item, 10_000).strip()
        if text:
            gear.append(" ".join(text.splitlines()))
    fields["gear"] = _fit(report, translate("Interchange", "Possessions"), "\n".join(gear), 200_000)
    cash_in = _dict(inv.get("Cash"))
    fields["cash"] = _fit(report, translate("Interchange", "Cash"), _str(cash_in.get("cash")).strip(), 200)
    fields["assets"] = _fit(report, translate("Interchange", "Assets"), _str(cash_in.get("assets")).strip(), 200_000)
    extra_assets = inv.get("Assets")
    if not _empty(extra_assets):
        text = _str(extra_assets, 10_000) if isinstance(extra_assets, str) else ""
        if text:
            notes.append(f"Assets: {text}")  # the sheet's notes
            report.mapped.append(translate("Interchange", "The separate Assets text → notes."))
        else:
            report.lost.append(translate("Interchange", "The Assets block (its layout is not one SheetMaker knows)."))

    sheet = CoC7Sheet(**fields)
    derived = rules.derive(sheet)
    _currents(sheet, derived, chars_in, report)
    weapons = _read_weapons(inv, derived, report)
    if len(weapons) > 100:
        report.lost.append(
            translate("Interchange", "{0} weapons beyond the 100 a sheet holds.").format(len(weapons) - 100)
        )
    sheet.weapons = weapons[:100]
    _compare(sheet, derived, chars_in, _dict(inv.get("Combat")), cash_in, values, flags, report)
    report.read.append(translate("Interchange", "{0}, {1}, {2}.").format(
        counted(len(values), translate("Interchange", "1 skill"), translate("Interchange", "{0} skills")),
        counted(len(weapons), translate("Interchange", "1 weapon"), translate("Interchange", "{0} weapons")),
        counted(len(gear), translate("Interchange", "1 possession"), translate("Interchange", "{0} possessions")),
    ))

    document = CoC7Document(
        kind="investigator",
        name=name,
        notes=_fit(report, translate("Interchange", "Notes"), "\n\n".join(notes), 200_000),
        portrait=_portrait(report, personal.get("Portrait")),
        sheet=sheet,
    )
    report.notes.append(translate(
        "Interchange", "The sheet uses the free creation method: Dhole's House does not record how it was made."
    ))
    return Imported(document, report)


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


def _currents(sheet: CoC7Sheet, derived: rules.Derived, chars_in: dict[str, Any], report: Report) -> None:
    """Current HP/MP/SAN: kept when they differ from the maximum/start (None means at it)."""
    for key, field, high, full, what in (
        ("HitPts", "hp", 999, derived.hp_max, translate("Interchange", "Current HP")),
        ("MagicPts", "mp", 999, derived.mp_max, translate("Interchange", "Current MP")),
        ("Sanity", "san", 99, min(derived.san_start, derived.san_max), translate("Interchange", "Current SAN")),
    ):
        value = _bounded(report, what, chars_in.get(key), 0, high)
        if value is not None and value != full:
            setattr(sheet, field, value)


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


def _compare(
    sheet: CoC7Sheet,
    derived: rules.Derived,
    chars_in: dict[str, Any],
    combat: dict[str, Any],
    cash_in: dict[str, Any],
    values: dict[str, int],
    flags: dict[str, bool],
    report: Report,
) -> None:
    c = sheet.characteristics
    con_siz = f"({_abbr('CON')} {c.CON} + {_abbr('SIZ')} {c.SIZ}) / 10"
    str_siz = f"{_abbr('STR')} + {_abbr('SIZ')} {c.STR + c.SIZ}"
    mov_why = ", ".join([
        f"{_abbr('STR')} {c.STR}", f"{_abbr('DEX')} {c.DEX}", f"{_abbr('SIZ')} {c.SIZ}",
        translate("Interchange", "age {0}").format(sheet.age),
    ])
    build = translate("Interchange", "Build")
    combat_value = translate("Interchange", "{0} (combat)")
    checks: list[tuple[str, object, int, str]] = [
        (translate("Interchange", "HP maximum"), chars_in.get("HitPtsMax"), derived.hp_max, con_siz),
        (translate("Interchange", "MP maximum"), chars_in.get("MagicPtsMax"), derived.mp_max,
         f"{_abbr('POW')} {c.POW} / 5"),
        (translate("Interchange", "Starting SAN"), chars_in.get("SanityStart"), derived.san_start,
         f"{_abbr('POW')} {c.POW}"),
        (translate("Interchange", "SAN maximum"), chars_in.get("SanityMax"), derived.san_max,
         f"99 − {_skill('Cthulhu Mythos')} {derived.cthulhu_mythos}"),
        (translate("Interchange", "MOV"), chars_in.get("Move"), derived.mov, mov_why),
        (build, chars_in.get("Build"), derived.build, str_siz),
        (combat_value.format(build), combat.get("Build"), derived.build, str_siz),
        (translate("Interchange", "Personal interest points"), chars_in.get("PersonalInterestSkillPoints"),
         derived.personal_budget.total, f"{_abbr('INT')} {c.INT} × 2"),
    ]
    if derived.occupation is not None:
        checks.append((translate("Interchange", "Occupation skill points"), chars_in.get("OccupationSkillPoints"),
                       derived.occupation_budget.total,
                       derived.points_formula_text or translate("Interchange", "the occupation's formula")))
    dodge = derived.skill("Dodge")
    dodge_in = _dict(combat.get("Dodge")).get("value")
    if dodge is not None:
        checks.append((combat_value.format(_skill("Dodge")), dodge_in, dodge.value,
                       translate("Interchange", "the {0} skill").format(_skill("Dodge"))))
        stored_dodge = values.get("Dodge")
        if stored_dodge is None and not _empty(dodge_in):
            report.notes.append(
                translate("Interchange", "{0} is not in the skill list; its base of {1} {2} / 2 is used.").format(
                    _skill("Dodge"), _abbr("DEX"), c.DEX
                )
            )
    says = translate("Interchange", "{0}: the file says {1}, the rules give {2} ({3}); SheetMaker uses {2}.")
    for what, stored, ours, why in checks:
        if _empty(stored):
            continue
        if _int(stored) != ours:
            report.disagreements.append(says.format(what, _str(stored, 40), ours, why))
    luck_max = _int(chars_in.get("LuckMax"))
    if luck_max is not None and luck_max != sheet.luck:
        report.lost.append(
            translate("Interchange", "Starting Luck {0} (SheetMaker keeps the current Luck, {1}).").format(
                luck_max, sheet.luck
            )
        )
    damage_bonus = translate("Interchange", "Damage Bonus")
    for what, stored in ((damage_bonus, chars_in.get("DamageBonus")),
                         (combat_value.format(damage_bonus), combat.get("DamageBonus"))):
        if stored is None or stored == "":
            continue
        if _norm_db(_str(stored, 40)) != _norm_db(derived.damage_bonus):
            report.disagreements.append(says.format(what, _str(stored, 40), derived.damage_bonus, str_siz))
    # Skill values as stored against ours (they differ only where a base differs, e.g. Dodge).
    for label, stored in values.items():
        line = derived.skill(label)
        if line is not None and line.value != stored:
            report.disagreements.append(
                translate(
                    "Interchange", "{0}: the file says {1}, the sheet gives {2} (base {3}); SheetMaker uses {2}."
                ).format(_skill(label), stored, line.value, line.base)
            )
    cr = derived.credit_rating
    for attribute, what, stored, ours_text, ours_amount, kept in (
        ("cash", translate("Interchange", "Cash"), _str(cash_in.get("cash"), 200).strip(), cr.cash,
         cr.cash_amount, True),
        ("assets", translate("Interchange", "Assets"), _str(cash_in.get("assets"), 200).strip(), cr.assets,
         cr.assets_amount, True),
        ("spending", translate("Interchange", "Spending level"), _str(cash_in.get("spending"), 200).strip(),
         cr.spending_level, cr.spending_amount, False),
    ):
        if not stored:
            continue
        amount = _money(stored)
        if amount is not None and abs(amount - ours_amount) < 0.005:
            if kept:
                setattr(sheet, attribute, "")
            continue
        if kept:
            text = translate(
                "Interchange", "{0}: the file says {1}, {2} {3} gives {4}; the file's text is kept on the sheet."
            )
        else:
            text = translate("Interchange", "{0}: the file says {1}, {2} {3} gives {4}; SheetMaker uses {4}.")
        report.disagreements.append(text.format(what, stored, _skill("Credit Rating"), cr.value, ours_text))
    if derived.occupation is not None:
        differ = [_skill(label) for label, flagged in flags.items() if flagged != derived.is_occupation_skill(label)]
        if differ:
            report.notes.append(translate(
                "Interchange",
                "Occupation marks that SheetMaker's occupation entry does not give (its choices are not recorded): {0}.",  # noqa: E501
            ).format(and_more(differ, 20)))


FORMAT = register(
    Format(key="dholes", title=TITLE, detect=detect, read=read, write=write, suffix=".json", games=("coc7",))
)
