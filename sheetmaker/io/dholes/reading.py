"""Dhole's House JSON: detection and the import of an investigator (its data and derived values)."""

from __future__ import annotations

import base64
import binascii
import json
import re
from typing import Any

from pydantic import ValidationError

from sheetmaker.core import terms
from sheetmaker.core.document import Portrait
from sheetmaker.core.i18n import translate
from sheetmaker.io import images
from sheetmaker.io.dholes.common import (
    BACKSTORY_KEYS,
    TITLE,
    _abbr,
    _bounded,
    _dict,
    _empty,
    _fit,
    _int,
    _list,
    _money,
    _norm_db,
    _skill,
    _str,
)
from sheetmaker.io.dholes.read_skills import (
    _custom_occupation,
    _part_differs,
    _read_skills,
    _read_talents,
    _read_weapons,
)
from sheetmaker.io.interchange import (
    MAX_INPUT_BYTES,
    Imported,
    InterchangeError,
    Report,
    and_more,
    counted,
    json_loads,
    portrait_of,
)
from sheetmaker.systems.coc7 import rules
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    Backstory,
    CoC7Document,
    CoC7Sheet,
    OccupationChoice,
)

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
