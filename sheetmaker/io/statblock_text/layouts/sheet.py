"""Text copied out of a filled investigator sheet PDF (Chaosium's 2021 sheet): each value with
its half and fifth (``Listen (20%) 60 30 12``), the skill's base in brackets, the name in the
field after ``Name``, three columns of skills on one line, the weapons' table after ``COMBAT``."""

from __future__ import annotations

import functools
import re

_CHARS = ("STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU")

#: A value with its half and fifth: "60 30 12".
_TRIPLE_RE = re.compile(r"(?<![\d/+-])(\d{1,3}) (\d{1,3}) (\d{1,3})(?![\d%])")

#: The skill's base printed on the sheet: "(05%)", "(half DEX)", "(EDU)"; one with no value
#: after it is an empty field (it ends the item).
_BASE_RE = re.compile(r"\((?:\d{2}%|half DEX|EDU)\)")
_EMPTY_RE = re.compile(
    r"(?:[A-Z][A-Za-z.'/ -]{0,30}?)?\s*\((?:\d{2}%|half DEX|EDU)\)(?!\s*\d{1,3} \d{1,3} \d{1,3})"
)

#: Words printed on the sheet over or under its fields: no values.
_SHEET_LABELS = frozenset((
    "firearms", "fighting", "pilot", "firearms pilot", "art / craft", "art/craft", "science", "survival",
    "language (other)", "language (own)", "other", "none",
))

_WEAPON_RE = re.compile(
    r"^(?P<name>[A-Za-z][\w .'-]*?) (?P<value>\d{1,3}) \d{1,3} \d{1,3} "
    r"(?P<damage>\d{0,2}D\d{1,3}(?:\s*[+-]\s*(?:DB|\d{0,2}D\d{1,3}|\d{1,3}))*)(?P<rest>.*)$"
)

#: A weapon's row that starts with its values (its name on the next line).
_VALUES_RE = re.compile(r"^\d{1,3} \d{1,3} \d{1,3} \d{0,2}D\d")
_DAMAGE_HEAD_RE = re.compile(r"\d{0,2}D\d{1,3}(?:\s*[+-]\s*(?:DB|\d{0,2}D\d{1,3}|\d{1,3})(?![\w]))*")

#: Labels printed under a field: the field's skill.
_FIELD_LABELS = {"language (own)": "Language (Own)", "language (other)": "Language", "science": "Science"}

_FIELD_RE = re.compile(r"([A-Za-z][\w' -]*?) (\d{1,3})%")

_FORM_WORDS = re.compile(
    r"^(?:1920S ERA INVESTIGATOR|MODERN ERA INVESTIGATOR|CHARACTERISTICS|SKILLS|COMBAT|IDEA KNOW|Name|"
    r"Occupation|Max Sanity.*|Weapon Skill Damage.*|.*Chaosium Inc\..*)$",
    re.IGNORECASE,
)


def matches(text: str) -> float:
    triples = sum(1 for m in _TRIPLE_RE.finditer(text) if _is_triple(m))
    form = bool(re.search(r"Max Sanity|Temporary Insanity|\(half DEX\)|Birthplace", text))
    return 1.0 if form and triples >= 8 else 0.0


def _is_triple(match: re.Match[str]) -> bool:
    full, half, fifth = (int(match.group(i)) for i in (1, 2, 3))
    return half == full // 2 and fifth == full // 5


def _name_and_age(lines: list[str]) -> tuple[str, str]:
    name = ""
    for index, line in enumerate(lines):
        if "Birthplace" in line:
            head = line.split("Birthplace", 1)[0].strip()
            if head and head.casefold() != "name":
                name = head
            break
        if line.strip().casefold() == "name" and index + 1 < len(lines):
            continue
    age = re.search(r"\bAge (\d{1,3})\b", "\n".join(lines[:12]))
    return name, age.group(1) if age else ""


def _occupation(lines: list[str]) -> str:
    """The occupation: the field's text on the line above its label ("Graveyardkeeper" /
    "Occupation")."""
    for index, line in enumerate(lines[1:], 1):
        above = lines[index - 1].strip()
        if line.startswith("Occupation") and len(above) > 4 and not re.search(
            r"Birthplace|Pronoun|Residence|Name|Age|INVESTIGATOR", above, re.IGNORECASE
        ):
            return above
    return ""


def _value(line: str, match: re.Match[str]) -> str:
    """A value with its half and fifth as the value alone: a characteristic's ``STR 60``, a
    skill's ``60%,``."""
    if not _is_triple(match):
        return match.group(0)
    before = line[: match.start()].rstrip().rsplit(" ", 1)[-1]
    return f"{match.group(1)}" + ("" if before in _CHARS else "%,")


def _joined(name_line: str, values_line: str) -> str:
    """``Knife 25%, damage 1D4+DB`` from a name line (with the attacks, range... after the name)
    and a values line (``25 12 5 1D4+DB 1 Touch - -``)."""
    name = re.sub(r"\s+\d.*$", "", name_line).strip()
    value = values_line.split(" ", 1)[0]
    damage = _DAMAGE_HEAD_RE.match(values_line.split(" ", 3)[3])
    return f"{name} {value}%" + (f", damage {damage.group(0).strip()}" if damage else "")


def rewrite(text: str) -> str:
    """The sheet as a keeper statblock: name, age, characteristics, skills as ``Name N%``, the
    weapons as ``Name N%, damage D``."""
    lines = text.split("\n")
    first = next((i for i, line in enumerate(lines) if re.match(r"STR \d", line)), 0)
    name, age = _name_and_age(lines[:first])
    out = [name or "Investigator"]
    if age:
        out.append(f"Age {age}")
    occupation = _occupation(lines[:first])
    if occupation:
        out.append(f"Occupation: {occupation}")
    combat = False
    pending = ""
    for line in lines[first:]:
        line = line.replace("✔", " ").strip()
        if line.upper() == "COMBAT" or line.startswith("Weapon Skill Damage"):
            combat = True
            move = re.search(r"\bMove (\d{1,2})\b", line)
            if move:
                out.append(f"MOV {move.group(1)}")
            continue
        if not line or _FORM_WORDS.match(line):
            continue
        if combat and not _WEAPON_RE.match(line) and not re.match(r"(?:Dodge|Damage Bonus|Build)\b", line):
            # A weapon's row broken in two: its values and its name on lines of their own.
            values = _VALUES_RE.match(line)
            if values and pending and not _VALUES_RE.match(pending):
                line, pending = _joined(pending, line), ""
            elif not values and pending and _VALUES_RE.match(pending):
                line, pending = _joined(line, pending), ""
            else:
                pending = line
                continue
        weapon = _WEAPON_RE.match(line) if combat else None
        if weapon:
            rest = weapon.group("rest")
            build = re.search(r"\bBuild (-?\d{1,2})\b", rest)
            out.append(f"{weapon.group('name')} {weapon.group('value')}%, damage {weapon.group('damage')}")
            if build:
                out.append(f"Build {build.group(1)}")
            continue
        # The fields left empty on this line ("Occult (05%)"): their names.
        empty = [re.sub(r"\s*\(.*$", "", m.group(0)).strip() for m in _EMPTY_RE.finditer(line)]
        line = _BASE_RE.sub(" ", _EMPTY_RE.sub(", _,", line))
        # "Firearms" printed over an empty specialisation field ends its item.
        line = re.sub(r"\b(Firearms|Fighting)(?=\s+[A-Z])", r"\1,", line)

        line = re.sub(r"\s+", " ", _TRIPLE_RE.sub(functools.partial(_value, line), line)).strip(" ,")
        line = re.sub(r"\s*,(?:\s*,)+", ",", line)
        spec = re.match(r"^\(([^()]{1,40})\)\s*(?:(\d{1,3})%)?,?\s*(.*)$", line)
        previous = re.search(r"(?:^|, )(Firearms|Fighting) (\d{1,3})%", out[-1]) if spec and out else None
        if spec and previous:
            # The specialisation under its skill: "Firearms 25 12 5" / "(Rifle/Shotgun)".
            value_text = spec.group(2) or previous.group(2)
            head = out[-1][: previous.start()] + (", " if previous.start() else "")
            out[-1] = f"{head}{previous.group(1)} ({spec.group(1)}) {value_text}%{out[-1][previous.end():]}"
            line = spec.group(3)
            named_empty = [name for name in empty if name]
            if spec.group(2) and len(named_empty) == 1:
                # The extraction puts the value of the field on the right ("Occult (05%)", empty
                # on this line) on the skill's line: "Firearms 30 15 6" / "(Handgun) (20%) 50 25
                # 10 Occult (05%)" is Firearms (Handgun) 50 and Occult 30.
                line = f"{line}, {named_empty[0]} {previous.group(2)}%"
            if not line:
                continue
        if re.sub(r"[\s,]+", " ", line).casefold() == "firearms pilot" and out:
            # The labels under the middle and right fields: a specialisation written in the middle
            # one is Firearms' ("Medieval Weapons 90%" / "Firearms Pilot").
            items = out[-1].split(", ")
            field = _FIELD_RE.fullmatch(items[1]) if len(items) > 1 else None
            if field and field.group(1).casefold() != "none":
                items[1] = f"Firearms ({field.group(1)}) {field.group(2)}%"
                out[-1] = ", ".join(items)
            continue
        label = _FIELD_LABELS.get(line.casefold())
        if label and out:
            # The label printed under a field of the middle column: "Latin 90%" / "Language (Other)".
            items = out[-1].split(", ")
            field = _FIELD_RE.fullmatch(items[1]) if len(items) > 1 else None
            if field:
                named = label if label.endswith(")") else f"{label} ({field.group(1)})"
                items[1] = f"{named} {field.group(2)}%"
                out[-1] = ", ".join(items)
            continue
        out.append(line)
    # An unfilled field ("_": its base only) and the sheet's own labels carry no value.
    kept = []
    for line in out:
        items = [item.strip(" ,") for item in line.split(",")]
        line = ", ".join(item for item in items if item and item != "_" and item.casefold() not in _SHEET_LABELS)
        if line:
            kept.append(line)
    return "\n".join(kept)
