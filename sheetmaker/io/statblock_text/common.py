"""What the statblock reader and writers share: limits, labels, and the normalisation of pasted
text (ligatures, spaces, dashes, quotes, bold markers, tables)."""

from __future__ import annotations

import re
import unicodedata

from sheetmaker.core import terms
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.io.interchange import MAX_INPUT_BYTES, InterchangeError

TITLE = QT_TRANSLATE_NOOP("Interchange", "Statblock text")  # shown through translate()


#: Statblock pastes are small; larger texts are refused before parsing.
MAX_TEXT_CHARS = 1024 * 1024


#: More statblocks than this in one paste is refused (paste fewer at a time).
MAX_BLOCKS = 200


#: Skills read from one statblock at most (a full sheet has about 60).
MAX_SKILLS = 150


CHARS = ("STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU")


def _skill(label: str) -> str:
    """A Call of Cthulhu skill label of ours in the language in use (a custom skill's stays)."""
    return terms.skill_label("coc7", label)


def _ability(name: str) -> str:
    """A Trail of Cthulhu ability in the language in use."""
    return terms.skill_label("toc", name)


def _abbr(key: str) -> str:
    """A characteristic's abbreviation in the language in use (``STR`` → ``ST``)."""
    return terms.characteristic_abbr("coc7", key)


def _too_long(length: int) -> InterchangeError:
    return InterchangeError(translate(
        "Interchange",
        "the text has {0} characters; statblock text is read up to {1} MiB (paste fewer statblocks at a time)",
    ).format(f"{length:,}", MAX_TEXT_CHARS // (1024 * 1024)))


def _too_long_normalised(length: int) -> InterchangeError:
    return InterchangeError(translate(
        "Interchange",
        "the text has {0} characters once its ligatures and other compatibility characters are spelled out; "
        "statblock text is read up to {1} MiB (paste fewer statblocks at a time)",
    ).format(f"{length:,}", MAX_TEXT_CHARS // (1024 * 1024)))


_TRANSLATE = str.maketrans(
    {
        "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2015": "-",
        "\u2212": "-", "\ufe63": "-", "\uff0d": "-",
        "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'",
        "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"',
        "\u00d7": "x", "\u2022": " ", "\u00b7": " ", "\u2026": "...", "|": " ", "\u00a6": " ",
        "\t": " ", "\r": "\n", "\u2028": "\n", "\u2029": "\n", "\x0b": "\n", "\x0c": "\n",
    }
)


_TAGS = re.compile(r"</?[A-Za-z][A-Za-z0-9]{0,10}(?:\s[^<>\n]{0,200})?/?>")


#: Bold and italic markers; a footnote mark right after a number ("damage 1D3*") stays.
_BOLD = re.compile(r"\*{2,3}|(?<![\d*])\*(?!\*)|(?<=\d)\*(?=[^\s,.;)*])|_{2,3}")


#: A roll's multiplication sign written as an asterisk ("3D6*5", "(2D6+6) * 5"), kept as "x" (no bold marker).
_TIMES = re.compile(r"((?<![A-Za-z])[Dd]\d{1,3}(?:\s*[+-]\s*\d{1,3})?\s*\)?)\s*\*\s*(?=\d)")


_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f-\x9f\u200b-\u200f\ufeff]")


_SPACES = re.compile(r"[ \u00a0\u2000-\u200a\u202f\u205f\u3000]+")


def normalise(text: str) -> str:
    """The text with PDF and web typography made plain: ligatures (``ﬁ`` → ``fi``) and
    non-breaking spaces by NFKC, dashes and the minus sign → ``-``, curly quotes → straight,
    table bars (``|``) → spaces,
    ``**bold**`` / ``<b>`` markers and control characters removed, runs of spaces → one.

    NFKC spells some characters out at great length (U+FDFA becomes 18 characters): text
    over :data:`MAX_TEXT_CHARS` before or after it is refused.

    Raises:
        InterchangeError: the text is longer than :data:`MAX_TEXT_CHARS`, before or once
            normalised.
    """
    if len(text) > MAX_TEXT_CHARS:
        raise _too_long(len(text))
    text = text.translate(_TRANSLATE)  # "…" → "...": may grow too
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
    if len(text) > MAX_TEXT_CHARS:
        raise _too_long_normalised(len(text))
    text = text.translate(_TRANSLATE)
    text = _TAGS.sub(" ", text)
    text = _TIMES.sub(r"\1x", text)
    text = _BOLD.sub("", text)
    text = _CONTROL.sub(" ", text)
    lines = (_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return "\n".join(lines)


#: The words of a table's header row ("STR CON SIZ ..." over a row of numbers).
_HEADER_WORDS = frozenset((*CHARS, "HP", "MP", "SAN", "LUCK", "DB", "BUILD", "MOV", "MOVE"))


_CELL_RE = re.compile(r"[+-]?\d{0,2}D\d{1,3}(?:[+-]\d{1,2}D\d{1,3})?|[+-]?\d{1,3}", re.IGNORECASE)


_RULE_RE = re.compile(r"[-=:+ ]*")


def _untable(text: str) -> str:
    """A table of a web page or a document, its header row over its values (``STR CON SIZ`` /
    ``45 50 60``, with or without ``|`` bars and a ``---`` rule between), as ``STR 45 CON 50
    SIZ 60``."""
    if "\n" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    index = 0
    while index < len(lines):
        words = lines[index].split()
        if len(words) >= 3 and all(word.upper() in _HEADER_WORDS for word in words):
            below = index + 1
            while below < len(lines) and lines[below] and _RULE_RE.fullmatch(lines[below]):
                below += 1
            values = lines[below].split() if below < len(lines) else []
            if len(values) == len(words) and all(_CELL_RE.fullmatch(value) for value in values):
                out.append(" ".join(f"{word} {value}" for word, value in zip(words, values, strict=True)))
                index = below + 1
                continue
        out.append(lines[index])
        index += 1
    return "\n".join(out)


def _decode(data: bytes) -> str:
    if len(data) > MAX_INPUT_BYTES:
        raise InterchangeError(
            translate("Interchange", "the input is {0} MiB; SheetMaker reads at most 16 MiB").format(
                len(data) // (1024 * 1024)
            )
        )
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        text = data.decode("utf-16", errors="replace")
    else:
        text = data.decode("utf-8-sig", errors="replace")
    if len(text) > MAX_TEXT_CHARS:
        raise _too_long(len(text))
    return text
