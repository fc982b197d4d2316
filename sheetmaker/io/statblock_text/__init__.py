"""Keeper-style statblocks as plain text, in and out (Qt-free).

Reading takes what keepers paste from scenarios and PDFs: Call of Cthulhu 7e statblocks
(``STR 45 CON 50 SIZ 60 ... HP 11 DB 0 Build 0 Move 6``, attacks with ``damage``, skills as
``Name 60%``, armour, spells, ``Sanity Loss: 0/1D6``) and Trail of Cthulhu GUMSHOE NPC
statblocks (``Athletics 8, Health 9, Scuffling 10``, ``Hit Threshold: 4``, ``Alertness
Modifier: +1``, ``Weapon: +1 (club)``, ``Armor: -1 vs. bullets``). The text is normalised first
(ligatures, non-breaking spaces, dashes, curly quotes, bold markers), so layouts with or without
colons, percent signs, half/fifth values and odd line breaks read the same. Several statblocks
in one paste give several NPC sheets; stated derived values (HP, MP, DB, Build, MOV, Hit
Threshold) are compared with ours and every difference is reported.

Writing gives the same layout back (:func:`write`), so a sheet survives a round trip in every
value the layout carries; the export report lists what it cannot carry.

What maps (Call of Cthulhu):

- the name line → name; ``age 54`` or a bare ``, 54,`` → age; ``modern era`` → era (a modern-only
  skill such as Computer Use also makes the sheet modern); the rest of the line → notes;
- ``STR 45`` ... ``EDU 90`` (half/fifth values and creature rolls ``(3D6+6)x5 82`` ignored) →
  characteristics; a characteristic not given is 0 and the notes say so (creatures);
- ``HP``/``MP`` → compared with ours; a different value is kept as the current HP/MP and reported;
  ``SAN`` → the current SAN when it is not the starting SAN; ``Luck`` → Luck (0 when absent);
- ``DB``/``Damage Bonus``, ``Build``, ``MOV``/``Move`` → compared with ours; a difference is
  reported and written into the notes (the sheet works them out from the characteristics);
- ``Name 40% (20/8), damage 1D6+DB[, range R][, attacks A][, ammo N][, malfunction M][, impaling]
  [, uses Skill]`` → a weapon whose skill comes from ``uses``, the name (``Brawl`` → Fighting
  (Brawl), ``.38 revolver`` → Firearms (Handgun), ``Rifle/Shotgun``...) or the weapons list, and
  that skill's value; ``Attacks per round: 2`` → each weapon's attacks;
- ``Name 60%`` anywhere, or any ``Name N`` in a ``Skills:``/``Languages:`` list → the skill's final
  value (points = value − base, as personal interest); unknown names → custom skills (base 0),
  named in the report; ``Cthulhu Mythos`` → the Mythos value;
- ``Armour:`` → armour; ``Spells:`` → the Arcane Tomes, Spells & Artifacts section;
  ``Sanity Loss: 0/1D6`` → the creature's SAN loss; ``Special powers:``/``Notes:`` → notes;
  anything else is reported as not read.

What maps (Trail of Cthulhu): ``Ability N`` pairs of the ability list → ratings; ``Hit
Threshold`` → kept on the sheet when it differs from Athletics' (and reported); ``Alertness
Modifier``/``Stealth Modifier`` → the NPC modifiers; ``Weapon: +1 (club), -1 (fist)`` → weapons
with their damage modifier (Firearms for guns, Scuffling for fists and claws, else Weapons);
``Armor: -1 vs. bullets`` → 1 armour point, the qualifier in the notes; ``Stability Loss`` has no
field and is kept in the notes (the report says so).

Not carried by the layout: the creation record and how points were split, the occupation,
backstory (but spells), gear and money, conditions, portraits and notes (CoC); pools,
specialities, languages, Drive, Pillars, Sources of Stability, weapon kinds and ranges (ToC).
Every sheet read is an NPC.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from sheetmaker.core import terms
from sheetmaker.core.document import Document
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.io.interchange import MAX_INPUT_BYTES, Format, Imported, InterchangeError, Report, register

__all__ = ["detect", "parse_text", "read", "write", "write_text"]

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

# --------------------------------------------------------------------------- normalising

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
_BOLD = re.compile(r"\*{1,3}|_{2,3}")
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


# --------------------------------------------------------------------------- patterns

_CHAR_RE = re.compile(
    r"(?<![A-Za-z])(STR|CON|SIZ|DEX|APP|INT|POW|EDU)(?![A-Za-z])\s*[:.=]?\s*"
    # A creature table gives the roll before the average: "STR (3D6+6)x5 82".
    r"(?:\(?\d{0,2}D\d{1,3}(?:\s*[+-]\s*\d{1,3})?\)?\s*[x*]\s*\d{1,2}\s+(?:average\s*:?\s*)?)?"
    r"(\d{1,3})(?![\dD])"
    r"(?:\s*\(\s*\d{1,3}\s*/\s*\d{1,3}\s*\))?"
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


def _looks_json(text: str) -> bool:
    head = text.lstrip()[:1]
    return head in ("{", "[")


def _coc_hits(text: str) -> list[re.Match[str]]:
    return list(_CHAR_RE.finditer(text))


def _is_coc(text: str) -> bool:
    return len({m.group(1) for m in _CHAR_RE.finditer(text)}) >= 3


def _is_toc(text: str) -> bool:
    names = {m.group(1).casefold() for m in _toc_ability_re().finditer(text)}
    if _HIT_THRESHOLD_RE.search(text) and names:
        return True
    return len(names) >= 3


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
        text = _untable(normalise(head))
    except InterchangeError:
        # Text that grows past the cap once normalised: reading it says so (no other format
        # reads text).
        return True
    return _is_coc(text) or _is_toc(text)


# --------------------------------------------------------------------------- splitting


_STAT_LINE_RE = re.compile(
    r"^(?:skills?|attacks?|combat|fighting|brawl|dodge|armou?r|spells?|sanity|san\b|hp\b|mp\b|db\b|"
    r"damage|build|mov\b|move|movement|luck|languages?|weapons?|special|powers?|hit\s*threshold|"
    r"alertness|stealth\s*mod|stability|notes?|misc|str\b|con\b|siz\b|dex\b|app\b|int\b|pow\b|edu\b|"
    r"magic\s*points|hit\s*points|abilities|attack\s*pattern|firearms|scuffling|athletics|health)",
    re.IGNORECASE,
)


def _is_stat_line(line: str, previous: str) -> bool:
    if not line:
        return False
    if _STAT_LINE_RE.match(line) or re.search(r"\d\s*%", line):
        return True
    if previous and previous[-1] in ",;-(/:&+":
        return True  # a line broken in an odd place
    return line[0].islower() or line[0] in "(,;+-%/" or line[0].isdigit()


def _continues_name(lines: list[str], number: int, depth: int = 0) -> bool:
    """Whether ``lines[number]``, which looks like the continuation of a broken line, continues
    the name line or its description (a narrow PDF column wraps "a desk\nsergeant"): no digits,
    no stat word, and the line above is itself a plain line."""
    line = lines[number]
    if number == 0 or depth > 8 or _STAT_LINE_RE.match(line) or re.search(r"\d", line):
        return False
    above = lines[number - 1]
    if not above:
        return False
    before = lines[number - 2] if number > 1 else ""
    return not _is_stat_line(above, before) or _continues_name(lines, number - 1, depth + 1)


@dataclass
class _Block:
    name_lines: list[str]
    body: str
    leading: str = ""


def _split(text: str, keys: list[tuple[int, str]]) -> list[_Block]:
    """Split the text at each statblock: a key (characteristic or ability) seen again starts a
    new block; its name is the run of plain lines just before its first stat line."""
    lines = text.split("\n")
    starts: list[int] = []
    offset = 0
    line_of: list[int] = []
    for number, line in enumerate(lines):
        starts.append(offset)
        offset += len(line) + 1
        line_of.append(number)
    import bisect

    anchors: list[int] = []  # positions where a block's stats begin
    seen: set[str] = set()
    for position, key in keys:
        if not anchors or key in seen:
            anchors.append(position)
            seen = set()
            if len(anchors) > MAX_BLOCKS:
                raise InterchangeError(
                    translate("Interchange", "the text holds more than {0} statblocks; paste fewer at a time").format(
                        MAX_BLOCKS
                    )
                )
        seen.add(key)
    blocks: list[_Block] = []
    bounds: list[tuple[int, int, list[str], str]] = []
    for index, position in enumerate(anchors):
        line_no = bisect.bisect_right(starts, position) - 1
        prefix = lines[line_no][: position - starts[line_no]].strip(" :,-")
        previous_anchor_line = (
            bisect.bisect_right(starts, anchors[index - 1]) - 1 if index else -1
        )
        region = list(range(previous_anchor_line + 1, line_no))
        # The run of plain lines right before the stats (a blank line ends the run).
        run: list[int] = []
        for number in reversed(region):
            line = lines[number]
            if not line:
                if run:
                    break
                continue
            before = lines[number - 1] if number > 0 else ""
            if _is_stat_line(line, before) and not _continues_name(lines, number):
                break
            run.insert(0, number)
        name_lines: list[str] = []
        if prefix and not _STAT_LINE_RE.match(prefix) and not prefix[0].isdigit():
            name_lines = [lines[n] for n in run] + [prefix]
            stat_from = position
        else:
            name_lines = [lines[n] for n in run]
            stat_from = starts[line_no]
        name_start = starts[run[0]] if run else starts[line_no]
        bounds.append((name_start, stat_from, name_lines, ""))
    for index, (name_start, stat_from, name_lines, _) in enumerate(bounds):
        end = bounds[index + 1][0] if index + 1 < len(bounds) else len(text)
        leading = text[: name_start].strip() if index == 0 else ""
        blocks.append(_Block(name_lines, text[stat_from:end], leading))
    return blocks


_AGE_RE = re.compile(
    r"\bage[ds]?\s*:?\s*(\d{1,3})\b|\b(\d{1,3})\s*(?:years?\s*old|yrs?\b)|^\s*(\d{1,3})\s*$", re.IGNORECASE
)


def _join_lines(body: str) -> str:
    """The lines of a statblock joined: a break inside an item (after a comma, before a number
    or a lower-case word, after "damage") becomes a space; a break before a new item stays."""
    out: list[str] = []
    for line in body.split("\n"):
        if not line:
            if out and out[-1] != "\n":
                out.append("\n")
            continue
        if out and out[-1] != "\n":
            previous = out[-1]
            if re.search(r"[a-z]{2}-$", previous) and re.match(r"[a-z]{2}", line):
                out[-1] = previous[:-1] + line  # a word hyphenated at the end of a line: "Spot Hid-" "den"
                continue
            soft = (
                previous[-1] in ",(/-&+:"
                or re.search(r"(?:damage|dmg\.?|\b[A-Z]{3})$", previous, re.IGNORECASE) is not None
                or line[0].islower() or line[0] in "(%/+-,"
                or re.match(r"\d{1,3}\s*(?:%|\(|$|[A-Z]{3}\b|D\d)", line) is not None
            )
            out.append(" " if soft else "\n")
        out.append(line)
    return "".join(out)


def _name_and_extras(name_lines: list[str]) -> tuple[str, list[str]]:
    """The name (the first plain line up to its first comma) and what follows (description)."""
    if not name_lines:
        return "", []
    joined: list[str] = []
    for line in name_lines:
        if joined and (line[:1].islower() or joined[-1][-1:] in ",;(/&"):
            joined[-1] += " " + line  # a line wrapped in a narrow column
        else:
            joined.append(line)
    name_lines = joined
    # A form or a web table labels the name: "Name: Sister Agnes", "Name<TAB>Sister Agnes".
    first = re.sub(r"^(?:NPC\s+)?Name\s*:?\s+(?=\S)", "", name_lines[0], flags=re.IGNORECASE).strip(" :-,")
    name, _, rest = first.partition(",")
    if not rest and " - " in name:
        name, _, rest = name.partition(" - ")
    extras = [part.strip() for part in rest.split(",") if part.strip()]
    extras.extend(line.strip() for line in name_lines[1:] if line.strip())
    name = name.strip(" :-\"'")[:120]
    return name, extras


# --------------------------------------------------------------------------- CoC reading

_SIGNED = r"([+-]?\s*\d{1,3})"
_DB_VALUE = r"(none|[+-]?\s*\d*\s*D\s*\d+|[+-]?\s*\d{1,2})(?![\dD])"
_DERIVED_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("san_loss", re.compile(
        r"\b(?:Sanity|SAN)\s*(?:Loss|cost)\s*[:.=-]?\s*(none|\d{1,3}\s*/\s*(?:\d{0,2}D\d{1,3}(?:\s*[+]\s*\d{1,3})?|\d{1,3}))",
        re.IGNORECASE)),
    ("attacks", re.compile(r"\b(?:Attacks?|Atk)\s*(?:per|/)\s*(?:round|rnd)" + _NUM + r"(\d{1,2}(?:\s*\([^)\n]{0,60}\))?)",
                           re.IGNORECASE)),
    ("hp", re.compile(r"(?<![A-Za-z])(?:HP|Hit\s*Points)(?![A-Za-z])" + _NUM + r"(\d{1,3})(?!\d)", re.IGNORECASE)),
    ("mp", re.compile(r"(?<![A-Za-z])(?:MP|Magic\s*Points)(?![A-Za-z])" + _NUM + r"(\d{1,3})(?!\d)", re.IGNORECASE)),
    ("san", re.compile(r"(?<![A-Za-z])(?:SAN|Sanity)(?![A-Za-z])" + _NUM + r"(\d{1,2})(?![\d/])", re.IGNORECASE)),
    ("luck", re.compile(r"(?<![A-Za-z])Luck(?![A-Za-z])" + _NUM + r"(\d{1,2})(?!\d)", re.IGNORECASE)),
    ("build", re.compile(r"(?<![A-Za-z])Build(?![A-Za-z])" + _NUM + _SIGNED + r"(?!\d)", re.IGNORECASE)),
    ("db", re.compile(r"(?<![A-Za-z])(?:DB|Damage\s*Bonus)(?![A-Za-z])" + _NUM + _DB_VALUE, re.IGNORECASE)),
    ("mov", re.compile(r"(?<![A-Za-z])(?:MOV|Move|Movement(?:\s*Rate)?)(?![A-Za-z])" + _NUM +
                       r"(\d{1,2})(?!\d)((?:\s*/\s*\d{1,2}\s*[A-Za-z]{0,12})*)", re.IGNORECASE)),
    ("cthulhu_mythos", re.compile(r"\bCthulhu\s*Mythos" + _NUM + r"(\d{1,2})\s*%?", re.IGNORECASE)),
)
_SECTION_WORDS = (
    r"Skills?|Languages?|Armou?r|Spells?|Special\s*(?:Powers?|Abilities)|Powers?|Combat|Attacks?|Weapons?|Notes?"
)
#: A section header: at the start of a line (or after a stat) with or without a colon, or
#: anywhere with a colon.
_SECTION_RE = re.compile(
    rf"(?:(?:^|(?<=[\n;]))[ ]*(?P<a>{_SECTION_WORDS})(?![A-Za-z])(?!\s*\()\s*[:.]?"
    rf"|(?<![A-Za-z])(?P<b>{_SECTION_WORDS})(?![A-Za-z])\s*:)",
    re.IGNORECASE,
)
_DAMAGE = r"(?:\d{0,2}D\d{1,3}|½\s*DB|1/2\s*DB|DB|\d{1,3})"
_WEAPON_RE = re.compile(
    r"(?P<name>[^,;:%\n]{1,60}?)\s*:?\s*(?P<value>\d{1,3})\s*%?\s*(?:\(\s*\d{1,3}\s*/\s*\d{1,3}\s*\))?\s*[,;]?\s*"
    r"(?:damage|dmg\.?)\s*:?\s*(?P<damage>" + _DAMAGE + r"(?:\s*[+-]\s*" + _DAMAGE + r"){0,4}"
    r"(?:\s*/\s*" + _DAMAGE + r"(?:\s*[+-]\s*" + _DAMAGE + r"){0,3}){0,3})"
    r"(?P<extras>(?:\s*,\s*(?:range|attacks|ammo|malf(?:unction)?|impaling|uses)\b[^,;\n]{0,80})*)",
    re.IGNORECASE,
)
_ITEM_RE = re.compile(
    r"^(?P<name>[A-Za-z.][^%\d]{0,80}?)\s*:?\s*(?P<value>\d{1,3})\s*(?P<pct>%?)\s*(?:\(\s*\d{1,3}\s*/\s*\d{1,3}\s*\))?"
    r"(?:\s*[-–(]\s*[^)]{0,40}\)?)?\.?$"
)

_WEAPON_WORDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"revolver|pistol|handgun|derringer|automatic|luger|colt|\.\d\d\b|mauser", re.I), "Firearms (Handgun)"),
    (re.compile(r"tommy|thompson|submachine|smg", re.I), "Firearms (Submachine Gun)"),
    (re.compile(r"machine\s*gun|lewis|browning automatic", re.I), "Firearms (Machine Gun)"),
    (re.compile(r"rifle|shotgun|carbine|musket|winchester|gauge|springfield|elephant gun", re.I),
     "Firearms (Rifle/Shotgun)"),
    (re.compile(r"\bbow\b|crossbow", re.I), "Firearms (Bow)"),
    (re.compile(r"flamethrower", re.I), "Firearms (Flamethrower)"),
    (re.compile(r"sword|sabre|saber|rapier|cutlass|machete", re.I), "Fighting (Sword)"),
    (re.compile(r"\baxe\b|hatchet", re.I), "Fighting (Axe)"),
    (re.compile(r"spear|pike|trident|javelin", re.I), "Fighting (Spear)"),
    (re.compile(r"whip", re.I), "Fighting (Whip)"),
    (re.compile(r"garrot", re.I), "Fighting (Garrote)"),
    (re.compile(r"chainsaw", re.I), "Fighting (Chainsaw)"),
    (re.compile(r"flail", re.I), "Fighting (Flail)"),
    (re.compile(r"throw|thrown|grenade|dynamite", re.I), "Throw"),
)

#: Shorthand skill names of statblocks → our labels.
_ALIASES = {
    "brawl": "Fighting (Brawl)",
    "fighting": "Fighting (Brawl)",
    "fighting attacks": "Fighting (Brawl)",
    "firearms": "Firearms (Handgun)",
    "handgun": "Firearms (Handgun)",
    "handguns": "Firearms (Handgun)",
    "rifle/shotgun": "Firearms (Rifle/Shotgun)",
    "rifle": "Firearms (Rifle/Shotgun)",
    "shotgun": "Firearms (Rifle/Shotgun)",
    "rifle / shotgun": "Firearms (Rifle/Shotgun)",
    "submachine gun": "Firearms (Submachine Gun)",
    "smg": "Firearms (Submachine Gun)",
    "machine gun": "Firearms (Machine Gun)",
    "bow": "Firearms (Bow)",
    "heavy weapons": "Firearms (Heavy Weapons)",
    "flamethrower": "Firearms (Flamethrower)",
    "sword": "Fighting (Sword)",
    "axe": "Fighting (Axe)",
    "spear": "Fighting (Spear)",
    "whip": "Fighting (Whip)",
    "garrote": "Fighting (Garrote)",
    "chainsaw": "Fighting (Chainsaw)",
    "flail": "Fighting (Flail)",
    "own language": "Language (Own)",
    "language (own)": "Language (Own)",
    "drive automobile": "Drive Auto",
    "drive": "Drive Auto",
    "mythos": "Cthulhu Mythos",
    "credit": "Credit Rating",
    "spot": "Spot Hidden",
    "library": "Library Use",
    "mech. repair": "Mechanical Repair",
    "elec. repair": "Electrical Repair",
    "op. heavy machinery": "Operate Heavy Machinery",
    "operate heavy machine": "Operate Heavy Machinery",
    "art": "Art/Craft (Any)",
    "craft": "Art/Craft (Any)",
}


def _squash(name: str) -> str:
    return re.sub(r"\s+", " ", name.replace("( ", "(").replace(" )", ")")).strip(" .:-").casefold()


def _resolve_skill(name: str, data) -> tuple[str, bool] | None:
    """Our label for a statblock's skill name and whether it needed a guess, or None."""
    from sheetmaker.systems.coc7.model import skill_label
    from sheetmaker.systems.coc7.rules import needs_specialisation

    key = _squash(name)
    if not key:
        return None
    alias = _ALIASES.get(key)
    if alias is not None:
        return alias, alias.casefold() != key
    compact = key.replace(" ", "")
    for sdef in data.skills:
        if sdef.name.casefold().replace(" ", "") == compact and not needs_specialisation(sdef):
            return sdef.name, sdef.name.casefold() != key
    hit = data.resolve(re.sub(r"\s*\(\s*", " (", name.strip()).replace(" )", ")"))
    if hit is not None:
        sdef, spec = hit
        if needs_specialisation(sdef) and not spec:
            return skill_label(sdef.name, "Any"), True
        return skill_label(sdef.name, spec), False
    # A bare specialisation: "Latin" → Language (Latin), "Biology" → Science (Biology).
    for sdef in data.skills:
        for spec in sdef.specialisations:
            if spec.casefold() == key:
                return skill_label(sdef.name, spec), True
    return None


@dataclass
class _CoCState:
    values: dict[str, tuple[int, str]] = field(default_factory=dict)  # label → (value, source)
    custom: dict[str, int] = field(default_factory=dict)
    weapons: list = field(default_factory=list)


def _weapon_skill(name: str, data, explicit: str | None) -> str:
    if explicit:
        resolved = _resolve_skill(explicit, data)
        if resolved is not None:
            return resolved[0]
    resolved = _resolve_skill(name, data)
    if resolved is not None and (resolved[0].startswith(("Fighting", "Firearms")) or resolved[0] == "Throw"):
        return resolved[0]
    for weapon in data.weapons:
        if weapon.name.casefold() == name.strip().casefold():
            return weapon.skill
    for pattern, label in _WEAPON_WORDS:
        if pattern.search(name):
            return label
    return "Fighting (Brawl)"


def _parse_coc(block: _Block, report: Report, data) -> Document:
    from sheetmaker.systems.coc7 import generate
    from sheetmaker.systems.coc7.model import CoC7Document, CoC7Sheet, Weapon
    from sheetmaker.systems.coc7.rules import derive

    name, extras = _name_and_extras(block.name_lines)
    notes: list[str] = []
    body = block.body
    if len(body) > 60_000:
        if name:
            report.lost.append(translate(
                "Interchange", "Only the first 60,000 characters of the statblock of {0} were read."
            ).format(name))
        else:
            report.lost.append(
                translate("Interchange", "Only the first 60,000 characters of the statblock of an NPC were read.")
            )
        body = body[:60_000]
    flat = _join_lines(body)

    # Characteristics (the first of each).
    chars: dict[str, int] = {}
    spans: list[tuple[int, int]] = []
    for match in _CHAR_RE.finditer(flat):
        if match.group(1) not in chars:
            chars[match.group(1)] = int(match.group(2))
        spans.append(match.span())
    found: dict[str, re.Match[str]] = {}
    for key, pattern in _DERIVED_RES:
        match = pattern.search(flat)
        if match:
            found[key] = match
            spans.append(match.span())
    rest = _blank(flat, spans)

    age = None
    era = "1920s"
    description: list[str] = []
    for extra in extras:
        age_match = _AGE_RE.search(extra)
        if age_match and age is None:
            age = int(age_match.group(1) or age_match.group(2) or age_match.group(3))
            leftover = _AGE_RE.sub("", extra).strip(" ,;.")
            if leftover:
                description.append(leftover)
        elif re.fullmatch(r"modern(?:\s*era)?", extra, re.IGNORECASE):
            era = "modern"
        elif re.fullmatch(r"(?:classic|1920'?s)(?:\s*era)?", extra, re.IGNORECASE):
            era = "1920s"
        else:
            description.append(extra)

    read_chars = ", ".join(f"{_abbr(key)} {chars[key]}" for key in CHARS if key in chars)
    if read_chars:
        report.read.append(translate("Interchange", "Characteristics: {0}.").format(read_chars))
    else:
        report.read.append(translate("Interchange", "No characteristics."))
    missing = [key for key in CHARS if key not in chars]
    if missing:
        # The sheet's notes keep the English sentence; the report says it in the language in use.
        notes.append(f"The statblock gives no {', '.join(missing)}; {'they are' if len(missing) > 1 else 'it is'} 0 on this sheet.")
        if len(missing) > 1:
            text = translate("Interchange", "The statblock gives no {0}; they are 0 on this sheet.")
        else:
            text = translate("Interchange", "The statblock gives no {0}; it is 0 on this sheet.")
        report.notes.append(text.format(", ".join(_abbr(key) for key in missing)))

    if age is not None and 0 <= age <= 200:
        report.read.append(translate("Interchange", "Age {0}.").format(age))
    else:
        if age is not None:
            report.lost.append(translate("Interchange", "Age {0} is not a possible age; 25 is used.").format(age))
        else:
            report.notes.append(translate("Interchange", "The statblock gives no age; 25 is used (it only changes MOV)."))
        age = 25
    if description:
        report.notes.append(
            translate("Interchange", "Kept in the notes: {0}.").format("; ".join(d[:80] for d in description[:3]))
        )
    sheet = CoC7Sheet(era=era, age=age)
    sheet = generate.with_characteristics(sheet, {key: min(value, 999) for key, value in chars.items()})

    # Sections.
    state = _CoCState()
    sections = _sections(rest)
    attacks_per_round = None
    if "attacks" in found:
        attacks_per_round = found["attacks"].group(1).strip()
        report.read.append(translate("Interchange", "Attacks per round: {0}.").format(attacks_per_round))
    lost_text: list[str] = []
    for kind, text in sections:
        if kind in ("armour",):
            value = text.strip(" .;,:\n")
            if value.casefold() in ("none", "nil", "-", "no"):
                value = ""
            if len(value) > 200:
                report.lost.append(translate("Interchange", "The armour text was cut to 200 characters."))
            sheet = sheet.model_copy(update={"armour": value[:200]})
            if value:
                report.read.append(translate("Interchange", "Armour: {0}.").format(value))
            else:
                report.read.append(translate("Interchange", "Armour: none."))
        elif kind == "spells":
            value = text.strip(" .;,:\n")
            if value.casefold() in ("none", "-"):
                value = ""
            backstory = sheet.backstory.model_copy(update={"arcane": value})
            sheet = sheet.model_copy(update={"backstory": backstory})
            if value:
                report.read.append(translate("Interchange", "Spells: {0}.").format(value))
                report.mapped.append(
                    translate("Interchange", "Spells → the Arcane Tomes, Spells & Artifacts section of the backstory.")
                )
            else:
                report.read.append(translate("Interchange", "Spells: none."))
        elif kind in ("special", "notes"):
            if text.strip(" .;,:"):
                description.append(text.strip(" .;,:"))
        else:
            leftover = _read_items(text, kind, state, data, report)
            lost_text.extend(leftover)

    # Skill values.
    from sheetmaker.systems.coc7.model import Skill

    values = list(state.values.items())
    if len(values) + len(state.custom) > MAX_SKILLS:
        dropped = [_skill(label) for label, _ in values[MAX_SKILLS:]] + list(state.custom)[
            max(0, MAX_SKILLS - len(values)):
        ]
        if len(dropped) > 10:
            text = translate("Interchange", "Only the first {0} skills were read; {1} more were not: {2}...")
        else:
            text = translate("Interchange", "Only the first {0} skills were read; {1} more were not: {2}.")
        report.lost.append(text.format(MAX_SKILLS, len(dropped), ", ".join(dropped[:10])))
        values = values[:MAX_SKILLS]
        state.custom = dict(list(state.custom.items())[: max(0, MAX_SKILLS - len(values))])
    for label, (value, source) in values:
        try:
            sheet = generate.with_skill_value(sheet, label, min(value, 999), data)
        except ValueError:
            state.custom[label] = value
            continue
        if label.endswith(" (Any)"):
            report.mapped.append(
                translate("Interchange", "'{0}' {1}% → {2}, with no specialisation named.").format(
                    source, value, _skill(label[:-6])
                )
            )
        elif source.casefold() != label.casefold():
            report.mapped.append(translate("Interchange", "'{0}' → {1} {2}%.").format(source, _skill(label), value))
        else:
            report.mapped.append(translate("Interchange", "{0} {1}%.").format(_skill(label), value))
    if state.custom:
        skills = list(sheet.skills)
        existing = {skill.label.casefold() for skill in skills}
        for label, value in state.custom.items():
            if label.casefold() in existing:
                continue
            skills.append(Skill(name=label[:120], custom_base=0, personal=min(value, 999)))
            existing.add(label.casefold())
            report.mapped.append(
                translate("Interchange", "'{0}' {1}% → a custom skill (not in the skill list).").format(label, value)
            )
        sheet = sheet.model_copy(update={"skills": skills})
    modern = [label for label in state.values if (hit := data.resolve(label)) and "1920s" not in hit[0].eras]
    if modern and sheet.era != "modern":
        sheet = sheet.model_copy(update={"era": "modern"})
        report.notes.append(translate("Interchange", "Modern era, from the skill {0}.").format(_skill(modern[0])))

    weapons = []
    for weapon in state.weapons[:100]:
        if attacks_per_round and weapon.get("attacks") is None:
            weapon["attacks"] = attacks_per_round[:200]
        weapons.append(Weapon(**{key: value for key, value in weapon.items() if value is not None}))
    sheet = sheet.model_copy(update={"weapons": weapons})
    if weapons:
        listed = ", ".join(f"{w.name} ({w.damage})" for w in weapons)
        if len(weapons) == 1:
            report.read.append(translate("Interchange", "1 attack: {1}.").format(len(weapons), listed))
        else:
            report.read.append(translate("Interchange", "{0} attacks: {1}.").format(len(weapons), listed))

    # Derived values: compared with ours.
    derived = derive(sheet, data)
    updates: dict[str, object] = {}
    stated_notes: list[str] = []

    def compare(what: str, stated: str, ours: str, why: str, kept: str = "") -> bool:
        """Whether the stated value is ours; a difference is reported (``kept``: the sentence for a
        stated value the sheet keeps, with ``{0}`` for it)."""
        if stated.replace(" ", "").casefold() == ours.replace(" ", "").casefold():
            report.read.append(translate("Interchange", "{0} {1} (as the rules give).").format(what, stated))
            return True
        text = translate("Interchange", "{0}: the statblock says {1}, the rules give {2} ({3}).").format(
            what, stated, ours, why
        )
        report.disagreements.append(text + (" " + kept.format(stated) if kept else ""))
        return False

    c = sheet.characteristics
    if "hp" in found:
        stated = int(found["hp"].group(1))
        if not compare(translate("Interchange", "HP"), str(stated), str(derived.hp_max),
                       f"({_abbr('CON')} {c.CON} + {_abbr('SIZ')} {c.SIZ}) / 10",
                       translate("Interchange", "SheetMaker keeps {0} as the current HP.")):
            updates["hp"] = stated
            stated_notes.append(f"HP {stated}")  # the sheet's notes
    if "mp" in found:
        stated = int(found["mp"].group(1))
        if not compare(translate("Interchange", "MP"), str(stated), str(derived.mp_max), f"{_abbr('POW')} {c.POW} / 5",
                       translate("Interchange", "SheetMaker keeps {0} as the current MP.")):
            updates["mp"] = stated
            stated_notes.append(f"MP {stated}")
    if "san" in found:
        stated = int(found["san"].group(1))
        start = min(derived.san_start, derived.san_max)
        if stated != start:
            updates["san"] = stated
            report.read.append(translate(
                "Interchange", "SAN {0} (kept as the current SAN; the starting SAN would be {1})."
            ).format(stated, start))
        else:
            report.read.append(translate("Interchange", "SAN {0}.").format(stated))
    if "luck" in found:
        updates["luck"] = int(found["luck"].group(1))
        report.read.append(translate("Interchange", "Luck {0}.").format(updates["luck"]))
    else:
        report.notes.append(translate("Interchange", "The statblock gives no Luck; it is 0 on this sheet."))
    if "cthulhu_mythos" in found:
        value = int(found["cthulhu_mythos"].group(1))
        updates["cthulhu_mythos"] = value
        report.read.append(translate("Interchange", "{0} {1}%.").format(_skill("Cthulhu Mythos"), value))
    strsiz = f"{_abbr('STR')} {c.STR} + {_abbr('SIZ')} {c.SIZ}"
    if "db" in found:
        stated = _db_text(found["db"].group(1))
        if not compare(translate("Interchange", "DB"), stated, derived.damage_bonus, strsiz):
            stated_notes.append(f"DB {stated}")
    if "build" in found:
        stated = found["build"].group(1).replace(" ", "")
        stated = str(int(stated))
        if not compare(translate("Interchange", "Build"), stated, str(derived.build), strsiz):
            stated_notes.append(f"Build {stated}")
    if "mov" in found:
        stated = found["mov"].group(1)
        mov_why = ", ".join([
            f"{_abbr('STR')} {c.STR}", f"{_abbr('DEX')} {c.DEX}", f"{_abbr('SIZ')} {c.SIZ}",
            translate("Interchange", "age {0}").format(sheet.age),
        ])
        if not compare(translate("Interchange", "MOV"), stated, str(derived.mov), mov_why):
            stated_notes.append(f"MOV {stated}")
        other = re.sub(r"\s*/\s*", "/", found["mov"].group(2).strip())
        if other:
            description.append(f"MOV {stated}{other}")
    if "san_loss" in found:
        value = re.sub(r"\s+", "", found["san_loss"].group(1))
        updates["san_loss"] = "" if value.casefold() == "none" else value[:60]
        report.read.append(translate("Interchange", "Sanity loss {0}.").format(value))
    sheet = sheet.model_copy(update=updates)

    if stated_notes:
        description.append("The statblock states " + ", ".join(stated_notes) + ".")
    if notes:
        description.extend(notes)
    for text in lost_text:
        if _is_filler(text):
            continue
        report.lost.append(translate("Interchange", "Not read: '{0}'.").format(text[:120]))
    if block.leading:
        report.lost.append(
            translate("Interchange", "Text before the first statblock was not read: '{0}'.").format(block.leading[:120])
        )
    if not name:
        report.notes.append(translate("Interchange", "The statblock has no name line; the sheet is unnamed."))
    document = CoC7Document(kind="npc", name=name[:200], notes="\n".join(description)[:200_000], sheet=sheet)
    return CoC7Document.model_validate(document.model_dump())


#: Words of table headings and "Average Hit Points" that carry no value of their own.
#: One word made of them ("Average", "avg.", "rolls", "charvalues"). Matched word by word: one
#: pattern over the whole text, its spaces shared between repeats, backtracks exponentially
#: ("av av av ... x" took minutes).
_FILLER_WORD_RE = re.compile(r"(?:av(?:erage)?s?\.?|char(?:acteristics?)?\.?|rolls?|values?|combat|stats?)+",
                             re.IGNORECASE)


def _is_filler(text: str) -> bool:
    """Whether the text is only filler words (and spaces)."""
    words = text.split()
    return bool(words) and all(_FILLER_WORD_RE.fullmatch(word) for word in words)


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    if not spans:
        return text
    out = []
    last = 0
    for start, end in sorted(spans):
        if start < last:
            start = last
        if end <= start:
            continue
        out.append(text[last:start])
        out.append("\n")
        last = end
    out.append(text[last:])
    return "".join(out)


def _db_text(raw: str) -> str:
    value = raw.replace(" ", "").upper()
    if value in ("NONE", "0", "+0", "-0"):
        return "0"
    if "D" in value:
        if value.startswith("D"):
            value = "1" + value
        if not value.startswith(("+", "-")):
            value = "+" + value
        if value[1] == "D":
            value = value[0] + "1" + value[1:]
        return value
    return value if value.startswith(("+", "-")) else "+" + value


_SECTION_KIND = {
    "skill": "skills", "skills": "skills", "language": "languages", "languages": "languages",
    "armor": "armour", "armour": "armour", "spell": "spells", "spells": "spells",
    "combat": "combat", "attack": "combat", "attacks": "combat", "weapon": "combat", "weapons": "combat",
    "note": "notes", "notes": "notes", "power": "special", "powers": "special",
}


def _sections(text: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    kind = "main"
    last = 0
    for match in _SECTION_RE.finditer(text):
        word = re.sub(r"\s+", " ", match.group("a") or match.group("b")).casefold()
        new = "special" if word.startswith("special") else _SECTION_KIND.get(word, "main")
        out.append((kind, text[last:match.start()]))
        kind, last = new, match.end()
    out.append((kind, text[last:]))
    split: list[tuple[str, str]] = []
    for kind, body in out:
        if kind in ("armour", "spells", "special", "notes") and "\n" in body.strip():
            # These run to the end of their line; what follows is read as stats again.
            head, _, tail = body.strip().partition("\n")
            split.extend([(kind, head), ("main", tail)])
        else:
            split.append((kind, body))
    return [(kind, body) for kind, body in split if body.strip(" ;,.\n")]


def _read_items(text: str, kind: str, state: _CoCState, data, report: Report) -> list[str]:
    """Weapons (anything with a damage) and skills (``Name 60%``) of a stretch of text; returns
    the pieces that could not be read."""
    spans = []
    for match in _WEAPON_RE.finditer(text):
        spans.append(match.span())
        weapon_name = match.group("name").strip(" ;,-").rstrip(".").strip()
        weapon_name = re.sub(r"^(?:and|or)\s+", "", weapon_name, flags=re.IGNORECASE) or "Attack"
        extras = match.group("extras") or ""
        fields: dict[str, object] = {"attacks": None}
        explicit = None
        damage_type = "non_impaling"
        for part in extras.split(","):
            part = part.strip()
            if not part:
                continue
            word, _, value = part.partition(" ")
            word = word.casefold()
            value = value.strip()
            if word == "range":
                fields["range"] = value[:200]
            elif word == "attacks":
                fields["attacks"] = value[:200]
            elif word == "ammo" and value.isdigit():
                fields["ammo"] = min(int(value), 9999)
            elif word.startswith("malf") and value.isdigit() and 1 <= int(value) <= 100:
                fields["malfunction"] = int(value)
            elif word == "impaling":
                damage_type = "impaling"
            elif word == "uses":
                explicit = value
        skill = _weapon_skill(weapon_name, data, explicit)
        value = int(match.group("value"))
        damage = re.sub(r"\s+", "", match.group("damage")).upper().replace("½DB", "½DB").replace("1/2DB", "½DB")
        state.weapons.append(
            {"name": weapon_name[:120], "skill": skill, "damage": damage[:200], "damage_type": damage_type, **fields}
        )
        if skill not in state.values:
            state.values[skill] = (value, weapon_name)
        elif state.values[skill][0] != value:
            report.notes.append(
                translate("Interchange", "{0} {1}% uses {2}, which the statblock already gives as {3}%.").format(
                    weapon_name, value, _skill(skill), state.values[skill][0]
                )
            )
    rest = _blank(text, spans)
    leftover: list[str] = []
    for piece in re.split(r"[;,\n]|\s{2,}|\.(?=\s+[A-Z])", rest):
        piece = piece.strip(" .:-")
        if not piece:
            continue
        match = _ITEM_RE.match(piece)
        if match is None:
            leftover.extend(_known_runs(piece, state, data, report, kind))
            continue
        _add_skill(match.group("name"), int(match.group("value")), bool(match.group("pct")), kind, state, data,
                   report, leftover, piece)
    return leftover


_RUN_RE = re.compile(r"([A-Za-z][A-Za-z .'/()&:-]{0,60}?)\s*:?\s*(\d{1,3})\s*(%?)(?:\s*\(\s*\d{1,3}\s*/\s*\d{1,3}\s*\))?")


def _known_runs(piece: str, state: _CoCState, data, report: Report, kind: str) -> list[str]:
    """Several skills without separators (``Listen 50% Spot Hidden 45%``)."""
    leftover: list[str] = []
    last = 0
    for match in _RUN_RE.finditer(piece):
        before = piece[last:match.start()].strip(" .:-")
        if before:
            leftover.append(before)
        _add_skill(match.group(1), int(match.group(2)), bool(match.group(3)), kind, state, data, report, leftover,
                   match.group(0))
        last = match.end()
    tail = piece[last:].strip(" .:-")
    if tail:
        leftover.append(tail)
    return leftover


def _add_skill(raw: str, value: int, pct: bool, kind: str, state: _CoCState, data, report: Report,
               leftover: list[str], piece: str) -> None:
    name = raw.strip(" .:-")
    if kind == "languages" and not name.casefold().startswith("language"):
        name = "Language (Own)" if name.casefold() == "own" else f"Language ({name})"
    resolved = _resolve_skill(name, data)
    if resolved is not None:
        label, guessed = resolved
        if label not in state.values:
            state.values[label] = (value, name)
        return
    if kind in ("skills", "languages") or pct:
        label = re.sub(r"\s+", " ", name)[:120]
        if label and label not in state.custom:
            state.custom[label] = value
        return
    leftover.append(piece.strip())


# --------------------------------------------------------------------------- ToC reading

_TOC_MOD_RE = {
    "alertness": re.compile(r"\bAlertness\s*Mod(?:ifier)?\.?" + _NUM + r"([+-]?\s*\d{1,2})", re.IGNORECASE),
    "stealth": re.compile(r"\bStealth\s*Mod(?:ifier)?\.?" + _NUM + r"([+-]?\s*\d{1,2})", re.IGNORECASE),
    "stability": re.compile(r"\bStability\s*Loss" + _NUM + r"([+-]?\s*\d{1,2}[^\n]{0,200})", re.IGNORECASE),
}
_TOC_SECTION_RE = re.compile(
    r"(?<![A-Za-z])(Weapons?|Damage\s*Modifier|Armou?r|Attack\s*Pattern|Special\s*(?:Abilities|Powers?)|Misc\w*|"
    r"Notes?|Abilities|Hit\s*Threshold|Alertness\s*Mod(?:ifier)?\.?|Stealth\s*Mod(?:ifier)?\.?|Stability\s*Loss)"
    r"(?![A-Za-z])\s*:?",
    re.IGNORECASE,
)
_TOC_WEAPON_RE = re.compile(r"([+-]\s*\d{1,2})\s*(?:\(([^)\n]{1,120})\))?")


def _parse_toc(block: _Block, report: Report) -> Document:
    from sheetmaker.systems.toc import generate as toc_generate
    from sheetmaker.systems.toc.model import ToCDocument, ToCSheet, Weapon
    from sheetmaker.systems.toc.rules import derive

    data = _toc_data()
    name, extras = _name_and_extras(block.name_lines)
    body = block.body[:60_000]
    flat = _join_lines(body)
    description: list[str] = []
    age = None
    for extra in extras:
        age_match = _AGE_RE.search(extra)
        if age_match and age is None:
            age = int(age_match.group(1) or age_match.group(2) or age_match.group(3))
            leftover = _AGE_RE.sub("", extra).strip(" ,;.")
            if leftover:
                description.append(leftover)
        else:
            description.append(extra)
    sheet = ToCSheet(age=age if age is not None and age <= 200 else None)
    spans = []
    values: dict[str, int] = {}
    # Section texts first: "Weapons: +1 (club)" is damage, "Weapons 6" a rating.
    section_text: dict[str, str] = {}
    matches = list(_TOC_SECTION_RE.finditer(flat))
    for index, match in enumerate(matches):
        word = re.sub(r"\s+", " ", match.group(1)).casefold()
        end = matches[index + 1].start() if index + 1 < len(matches) else len(flat)
        content = flat[match.end():end]
        if word.startswith(("weapon", "damage")):
            if not re.match(r"\s*[+-]\s*\d", content):
                continue  # "Weapons 6": the ability
            key = "weapon"
        elif word.startswith("armo"):
            key = "armour"
        elif word.startswith(("attack", "special", "misc", "note")):
            key = "special"
        else:
            continue
        # Stop at the first ability pair ("Armor: -1 vs. bullets Athletics 8").
        stop = _toc_ability_re().search(content)
        if stop and key != "special":
            content = content[: stop.start()]
        section_text[key] = (section_text.get(key, "") + " " + content).strip()
        spans.append((match.start(), match.end() + len(content)))
    rest = _blank(flat, spans)
    known = [match.span() for match in _HIT_THRESHOLD_RE.finditer(rest)]
    known += [match.span() for pattern in _TOC_MOD_RE.values() for match in pattern.finditer(rest)]
    for match in _toc_ability_re().finditer(rest):
        known.append(match.span())
        adef = data.ability(re.sub(r"\s+", " ", match.group(1)))
        if adef is None or adef.name in values:
            continue
        values[adef.name] = int(match.group(2))
    for piece in re.split(r"[\n,;]", _blank(rest, known)):
        piece = piece.strip(" .:-")
        if piece and not re.fullmatch(r"(?:abilities|general|investigative|and|or|\s)+", piece, re.IGNORECASE):
            report.lost.append(translate("Interchange", "Not read: '{0}'.").format(piece[:120]))
    for ability, rating in values.items():
        sheet = toc_generate.with_rating(sheet, ability, rating, data)
    if values:
        report.read.append(translate("Interchange", "Abilities: {0}.").format(
            ", ".join(f"{_ability(a)} {r}" for a, r in values.items())
        ))
    updates: dict[str, object] = {}
    threshold = _HIT_THRESHOLD_RE.search(flat)
    ours = derive(sheet, data).hit_threshold
    if threshold:
        stated = int(threshold.group(1))
        if 1 <= stated <= 10:
            if stated != ours:
                updates["hit_threshold"] = stated
                athletics = sheet.abilities.get("Athletics", None) and sheet.abilities["Athletics"].rating or 0
                report.disagreements.append(translate(
                    "Interchange",
                    "Hit Threshold: the statblock says {0}, {1} {2} gives {3}; SheetMaker keeps the statblock's {0} on "
                    "the sheet.",
                ).format(stated, _ability("Athletics"), athletics, ours))
            else:
                report.read.append(
                    translate("Interchange", "Hit Threshold {0} (as {1} gives).").format(stated, _ability("Athletics"))
                )
        else:
            report.lost.append(
                translate("Interchange", "Hit Threshold {0} is outside 1 to 10 and was not kept.").format(stated)
            )
    for key, field_name, read_text, lost_text in (
        ("alertness", "alertness_modifier", translate("Interchange", "Alertness Modifier {0}."),
         translate("Interchange", "Alertness Modifier {0} is outside -5 to +5 and was not kept.")),
        ("stealth", "stealth_modifier", translate("Interchange", "Stealth Modifier {0}."),
         translate("Interchange", "Stealth Modifier {0} is outside -5 to +5 and was not kept.")),
    ):
        match = _TOC_MOD_RE[key].search(flat)
        if match:
            value = int(match.group(1).replace(" ", ""))
            if -5 <= value <= 5:
                updates[field_name] = value
                report.read.append(read_text.format(f"{value:+d}"))
            else:
                report.lost.append(lost_text.format(f"{value:+d}"))
    stability = _TOC_MOD_RE["stability"].search(flat)
    if stability:
        text = re.sub(r"\s+", " ", stability.group(1)).strip()
        description.append(f"Stability Loss: {text}")  # the sheet's notes
        report.notes.append(translate(
            "Interchange", "Stability Loss {0}: ToC sheets have no field for it; it is kept in the notes."
        ).format(text))
    weapons = []
    for match in _TOC_WEAPON_RE.finditer(section_text.get("weapon", "")):
        modifier = int(match.group(1).replace(" ", ""))
        label = (match.group(2) or "").strip() or "Weapon"
        ability = "Firearms" if re.search(
            r"revolver|pistol|rifle|shotgun|gun|carbine|automatic|\.\d\d", label, re.IGNORECASE) else "Scuffling" \
            if re.search(r"fist|kick|punch|claw|bite|unarmed|tentacle", label, re.IGNORECASE) else "Weapons"
        if -20 <= modifier <= 30:
            weapons.append(Weapon(name=label[:120], ability=ability, damage_modifier=modifier))
        else:
            report.lost.append(
                translate("Interchange", "The weapon {0} {1} is outside -20 to +30 and was not kept.").format(
                    label, f"{modifier:+d}"
                )
            )
    if weapons:
        updates["weapons"] = weapons[:100]
        report.read.append(translate("Interchange", "Weapons: {0}.").format(
            ", ".join(f"{w.damage_modifier:+d} ({w.name})" for w in weapons)
        ))
    armour = section_text.get("armour", "")
    if armour:
        match = re.search(r"[+-]?\s*(\d{1,2})", armour)
        points = int(match.group(1)) if match else 0
        if armour.strip(" .").casefold() in ("none", "-"):
            points = 0
        if points <= 20:
            updates["armour"] = points
        remark = armour[match.end():].strip(" .,;") if match else armour.strip(" .,;")
        if remark and remark.casefold() != "none":
            description.append(f"Armor: -{points} {remark}".strip())  # the sheet's notes
            if points == 1:
                text = translate(
                    "Interchange", "Armor -{0} {1}: the sheet keeps {0} armour point; '{1}' is kept in the notes."
                )
            else:
                text = translate(
                    "Interchange", "Armor -{0} {1}: the sheet keeps {0} armour points; '{1}' is kept in the notes."
                )
            report.notes.append(text.format(points, remark))
        report.read.append(translate("Interchange", "Armor {0}.").format(points))
    if section_text.get("special"):
        description.append(section_text["special"])
    sheet = sheet.model_copy(update=updates)
    if not name:
        report.notes.append(translate("Interchange", "The statblock has no name line; the sheet is unnamed."))
    if block.leading:
        report.lost.append(
            translate("Interchange", "Text before the first statblock was not read: '{0}'.").format(block.leading[:120])
        )
    document = ToCDocument(kind="npc", name=name[:200], notes="\n".join(description)[:200_000], sheet=sheet)
    return ToCDocument.model_validate(document.model_dump())


# --------------------------------------------------------------------------- reading API


def parse_text(text: str) -> list[Imported]:
    """The NPC sheets of statblock text (see the module doc).

    Raises:
        InterchangeError: no statblock in the text, or too much text.
    """
    if len(text) > MAX_TEXT_CHARS:
        raise _too_long(len(text))
    if _looks_json(text):
        raise InterchangeError(translate("Interchange", "this is JSON, not statblock text"))
    text = _untable(normalise(text))
    if _is_coc(text):
        keys = [(m.start(), m.group(1)) for m in _CHAR_RE.finditer(text)]
        game = "coc7"
    elif _is_toc(text):
        keys = [(m.start(), data_name) for m in _toc_ability_re().finditer(text)
                if (data_name := re.sub(r"\s+", " ", m.group(1)).casefold())]
        game = "toc"
    else:
        raise InterchangeError(translate(
            "Interchange",
            "no statblock found: a Call of Cthulhu statblock has characteristics such as 'STR 45 CON 50 "
            "SIZ 60', a Trail of Cthulhu one abilities with ratings such as 'Athletics 8, Health 9' and a "
            "Hit Threshold",
        ))
    blocks = _split(text, keys)
    out: list[Imported] = []
    coc_data = _coc_data() if game == "coc7" else None
    for block in blocks:
        report = Report(translate("Interchange", TITLE))
        try:
            document = _parse_coc(block, report, coc_data) if game == "coc7" else _parse_toc(block, report)
        except InterchangeError:
            raise
        except (ValueError, TypeError, OverflowError) as exc:  # pydantic ValidationError is a ValueError
            raise InterchangeError(
                translate("Interchange", "a statblock could not be read: {0}").format(str(exc).splitlines()[0])
            ) from None
        out.append(Imported(document, report))
    if len(out) > 1:
        for index, item in enumerate(out, 1):
            item.report.notes.append(translate("Interchange", "Statblock {0} of {1} in the text.").format(index, len(out)))
    return out


def read(data: bytes) -> list[Imported]:
    """The sheets in statblock text bytes (UTF-8 or UTF-16 with its mark).

    Raises:
        InterchangeError: not statblock text, or too large.
    """
    if not isinstance(data, (bytes, bytearray)):
        raise InterchangeError(translate("Interchange", "statblock text must be given as bytes"))
    try:
        return parse_text(_decode(bytes(data)))
    except RecursionError:
        raise InterchangeError(translate("Interchange", "the text is too deeply nested to read")) from None


# --------------------------------------------------------------------------- writing


def _pct(value: int) -> str:
    return f"{value}% ({value // 2}/{value // 5})"


def _name_line(document: Document, age: int | None, era: str | None = None) -> str:
    name = " ".join(document.display_name.split()).replace(",", " ")
    parts = [name]
    if age is not None:
        parts.append(f"age {age}")
    if era == "modern":
        parts.append("modern era")
    return ", ".join(parts)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _write_coc(document, report: Report) -> str:
    from sheetmaker.systems.coc7.rules import derive

    sheet = document.sheet
    derived = derive(sheet)
    chars = sheet.characteristics
    lines = [_name_line(document, sheet.age, sheet.era)]
    lines.append(" ".join(f"{key} {chars.get(key)}" for key in CHARS))
    stats = [f"HP {derived.hp}", f"MP {derived.mp}", f"SAN {derived.san}"]
    if sheet.luck:
        stats.append(f"Luck {sheet.luck}")
    stats += [f"DB {derived.damage_bonus}", f"Build {derived.build}", f"MOV {derived.mov}"]
    lines.append(" ".join(stats))
    if sheet.weapons:
        lines.append("Combat")
        for weapon in sheet.weapons:
            line = derived.skill(weapon.skill)
            value = line.value if line is not None else 0
            name = _one_line(weapon.name).replace(",", " ").replace(";", " ").replace("%", " ")
            name = re.sub(r"\d{1,3}$", "", name).strip() or "Attack"
            text = f"{name} {_pct(value)}, damage {_one_line(weapon.damage)}"
            if not re.fullmatch(_DAMAGE + r"(?:[+-]" + _DAMAGE + r"){0,4}(?:/" + _DAMAGE + r"(?:[+-]" + _DAMAGE + r"){0,3}){0,3}",
                                weapon.damage.replace(" ", ""), re.IGNORECASE):
                report.lost.append(
                    translate("Interchange", "The damage '{0}' of {1} may not read back as written.").format(
                        weapon.damage, weapon.name
                    )
                )
            if weapon.range:
                text += f", range {_one_line(weapon.range).replace(',', ' ')}"
            if weapon.attacks and weapon.attacks != "1":
                text += f", attacks {_one_line(weapon.attacks).replace(',', ' ')}"
            if weapon.ammo is not None:
                text += f", ammo {weapon.ammo}"
            if weapon.malfunction is not None:
                text += f", malfunction {weapon.malfunction}"
            if weapon.damage_type == "impaling":
                text += ", impaling"
            text += f", uses {weapon.skill}"
            lines.append(text)
            if weapon.notes:
                report.lost.append(
                    translate("Interchange", "The notes of the weapon {0} are not carried.").format(weapon.name)
                )
    dodge = derived.skill("Dodge")
    if dodge is not None:
        lines.append(f"Dodge {_pct(dodge.value)}")
    skills = []
    for skill in sheet.skills:
        line = derived.skill(skill.label)
        if line is None or skill.label.casefold() == "dodge":
            continue
        label = _one_line(skill.label).replace(",", " ").replace(";", " ").replace("%", " ")
        skills.append(f"{label} {line.value}%")
    if derived.cthulhu_mythos and not any(s.startswith("Cthulhu Mythos") for s in skills):
        skills.append(f"Cthulhu Mythos {derived.cthulhu_mythos}%")
    if skills:
        lines.append("Skills: " + ", ".join(skills) + ".")
    if sheet.armour:
        lines.append(f"Armour: {_one_line(sheet.armour)}")
    if sheet.backstory.arcane:
        lines.append(f"Spells: {_one_line(sheet.backstory.arcane)}")
        if "\n" in sheet.backstory.arcane.strip():
            report.lost.append(translate(
                "Interchange", "The line breaks of the Arcane Tomes, Spells & Artifacts section are not carried."
            ))
    if sheet.san_loss:
        lines.append(f"Sanity Loss: {sheet.san_loss}")
    report.lost.extend(
        [
            translate(
                "Interchange",
                "How skill points split between occupation, personal interest and experience (only final values are "
                "carried).",
            ),
            translate(
                "Interchange",
                "The occupation, the creation record, conditions, backstory (but spells), gear, cash and assets.",
            ),
        ]
    )
    if document.kind == "investigator":
        report.lost.append(translate("Interchange", "The sheet is an investigator; a statblock reads back as an NPC."))
    return "\n".join(lines)


def _write_toc(document, report: Report) -> str:
    from sheetmaker.systems.toc.rules import derive

    sheet = document.sheet
    derived = derive(sheet)
    lines = [_name_line(document, sheet.age)]
    abilities = [f"{name} {ability.rating}" for name, ability in sheet.abilities.items()
                 if _toc_data().ability(name) is not None]
    unknown = [name for name in sheet.abilities if _toc_data().ability(name) is None]
    if unknown:
        report.lost.append(
            translate("Interchange", "Abilities not in the ability list are not carried: {0}.").format(", ".join(unknown))
        )
    lines.append("Abilities: " + ", ".join(abilities))
    lines.append(f"Hit Threshold: {derived.hit_threshold}")
    lines.append(f"Alertness Modifier: {sheet.alertness_modifier:+d}")
    lines.append(f"Stealth Modifier: {sheet.stealth_modifier:+d}")
    if sheet.weapons:
        parts = []
        for weapon in sheet.weapons:
            name = _one_line(weapon.name).replace("(", "[").replace(")", "]")
            parts.append(f"{weapon.damage_modifier:+d} ({name})")
        lines.append("Weapon: " + ", ".join(parts))
        report.lost.append(translate(
            "Interchange",
            "Weapon kinds, abilities, range modifiers and ammunition are not carried (only the name and damage "
            "modifier).",
        ))
    if sheet.armour:
        lines.append(f"Armor: -{sheet.armour}")
    report.lost.append(translate(
        "Interchange",
        "Current pools, specialities, languages, the occupation, Drive, Pillars and Sources of Stability are not "
        "carried.",
    ))
    if document.kind == "investigator":
        report.lost.append(translate("Interchange", "The sheet is an investigator; a statblock reads back as an NPC."))
    return "\n".join(lines)


def write_text(document: Document) -> tuple[str, Report]:
    """A keeper-style statblock of a CoC or ToC sheet and the export report."""
    report = Report(translate("Interchange", TITLE))
    if document.system == "coc7":
        text = _write_coc(document, report)
    elif document.system == "toc":
        text = _write_toc(document, report)
    else:  # pragma: no cover - only two games exist
        raise InterchangeError(translate(
            "Interchange", "statblocks are written for Call of Cthulhu and Trail of Cthulhu sheets, not {0}"
        ).format(document.system))
    if document.name:
        back = _name_and_extras([normalise(text.partition("\n")[0])])[0]
        if back != document.name:
            report.lost.append(translate(
                "Interchange",
                "The name reads back as '{0}' (statblock names are read with plain quotes and dashes and without "
                "commas).",
            ).format(back))
    if document.notes:
        report.lost.append(translate("Interchange", "The sheet's notes are not carried."))
    if document.portrait is not None:
        report.lost.append(translate("Interchange", "The portrait is not carried."))
    return text + "\n", report


def write(document: Document) -> tuple[bytes, Report]:
    """The statblock as UTF-8 bytes and the export report."""
    text, report = write_text(document)
    return text.encode("utf-8"), report


FORMAT = register(
    Format(key="statblock", title=TITLE, detect=detect, read=read, write=write, suffix=".txt", games=("coc7", "toc"))
)
