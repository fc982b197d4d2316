"""Dhole's House JSON: names, limits and small helpers shared by reading and writing (Qt-free)."""

from __future__ import annotations

import re
from typing import Any

from sheetmaker.core import terms
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.io.interchange import (
    Report,
)

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
