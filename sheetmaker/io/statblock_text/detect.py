"""Recognising statblock text and which game it is for (:func:`detect`)."""

from __future__ import annotations

import re

from sheetmaker.io.interchange import InterchangeError
from sheetmaker.io.statblock_text.common import _untable, normalise
from sheetmaker.io.statblock_text.layouts import canonical

#: A characteristic's roll: "3D6x5", "(3D6+6)x5", "2D6+6 x 5", "(3D6 x 5" (× is x once normalised).
_ROLL = r"\(?\s*\d{0,2}[Dd]\d{1,3}(?:\s*[+-]\s*\d{1,3})?\s*\)?\s*[x*]\s*\d{1,2}(?!\d)"
_AVERAGE = r"(?:average|avg\.?)\s*:?\s*"

#: A characteristic and its value (group 1 the key, group ``value`` the value). A creature table
#: or a blog gives the roll before the average ("STR (3D6+6)x5 82", "STR 3D6x5 (50)", "STR (3D6 x 5)
#: 50", "STR 3D6x5 = 50", an average range "STR 3D6x5 (40-60)": group ``high``) or after it
#: ("STR 50 (3D6x5)"): group ``roll``.
_CHAR_RE = re.compile(
    r"(?<![A-Za-z])(STR|CON|SIZ|DEX|APP|INT|POW|EDU)(?![A-Za-z])\s*[:.=]?\s*"
    rf"(?:(?P<roll>{_ROLL})\s*\)?\s*(?:=\s*|{_AVERAGE})?(?P<open>\(\s*(?:{_AVERAGE})?)?)?"
    r"(?P<value>\d{1,3})(?![\dD])"
    r"(?(open)(?:\s*-\s*(?P<high>\d{1,3})(?!\d))?\s*\))"
    # Half and fifth: "(30/12)", or a table's "30 12" (the characteristic's row).
    r"(?:\s*\(\s*\d{1,3}\s*/\s*\d{1,3}\s*\)|[ ]\d{1,3}[ ]\d{1,3}(?![\d%/.]))?"
    rf"(?(roll)|(?:\s*\(\s*(?P<roll_after>{_ROLL})\s*\)?\s*\))?)"
)


_NUM = r"\s*[:.=]?\s*"


def _toc_data():
    from sheetmaker.systems.toc import data as toc_data

    return toc_data.load()


def _coc_data():
    from sheetmaker.systems.coc7 import data as coc_data

    return coc_data.load()


_TOC_ABILITY_RE: re.Pattern[str] | None = None


def _toc_ability_re() -> re.Pattern[str]:
    global _TOC_ABILITY_RE
    if _TOC_ABILITY_RE is None:
        names = sorted((a.name for a in _toc_data().abilities), key=len, reverse=True)
        alternatives = "|".join(re.escape(name).replace(r"\ ", r"\s+") for name in names)
        _TOC_ABILITY_RE = re.compile(
            rf"(?<![A-Za-z])({alternatives})(?![A-Za-z])\s*:?\s*(?<![+-])(\d{{1,2}})(?![\d%])",
            re.IGNORECASE,
        )
    return _TOC_ABILITY_RE


_HIT_THRESHOLD_RE = re.compile(r"\bHit\s*Threshold" + _NUM + r"(\d{1,2})\b", re.IGNORECASE)


_JSON_HEAD_RE = re.compile(r'\s*(?:\{\s*(?:"|\})|\[\s*(?:[\[{"\]\d-]|true|false|null))')


def _looks_json(text: str) -> bool:
    """Whether the text starts as JSON does (``{"``, ``[{``): a Homebrewery block's ``{{`` or a
    markdown table's ``|`` is no JSON."""
    return _JSON_HEAD_RE.match(text[:200]) is not None


def _coc_hits(text: str) -> list[re.Match[str]]:
    return list(_CHAR_RE.finditer(text))


def _is_coc(text: str) -> bool:
    return len({m.group(1) for m in _CHAR_RE.finditer(text)}) >= 3


def _is_toc(text: str) -> bool:
    matches = list(_toc_ability_re().finditer(text))
    names = {m.group(1).casefold() for m in matches}
    if _HIT_THRESHOLD_RE.search(text) and names:
        return True
    # A one-liner lists two different abilities side by side: "Gangster: Athletics 10, Health 10".
    return len(names) >= 3 or any(
        a.group(1).casefold() != b.group(1).casefold() and re.fullmatch(r"\s*[,;]\s*", text[a.end():b.start()])
        for a, b in zip(matches, matches[1:], strict=False)
    )


def detect(data: bytes) -> bool:
    """True when ``data`` is statblock text: not JSON, with 3+ characteristics and numbers
    (CoC), or GUMSHOE abilities with a Hit Threshold or several ``Ability N`` pairs (ToC)."""
    try:
        head = data[:262_144].decode("utf-8", errors="replace")
    except Exception:  # noqa: BLE001 - a detector never raises
        return False
    if _looks_json(head) or "\x00" in head[:4096]:
        return False
    try:
        text = _untable(canonical(normalise(head))[0])
    except InterchangeError:
        # Text that grows past the cap once normalised: reading it says so (no other format
        # reads text).
        return True
    return _is_coc(text) or _is_toc(text)


_DAMAGE = r"(?:\d{0,2}D\d{1,3}|½\s*DB|1/2\s*DB|DB|\d{1,3})"
