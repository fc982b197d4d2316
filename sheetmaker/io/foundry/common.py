"""Foundry VTT actors: names, limits and small helpers shared by reading and writing (Qt-free)."""

from __future__ import annotations

import html
import random
import re
from typing import Any

from sheetmaker.core import terms
from sheetmaker.core.document import Document
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.io.interchange import (
    Report,
)

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
