"""The parts of a Trail of Cthulhu statblock that need more than one pattern: text whose line
breaks were collapsed (a web page's post excerpt), the header line of Pelgrane's layout ("The
consumptive Professor Oberon Lankwiller" / "Player: Larry") and weapon lists in both published
layouts ("Weapon: +1 (club), -1 (fist)" and "Weapon: Webley revolver +0, hat pin (-1)")."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sheetmaker.core.i18n import translate
from sheetmaker.io.interchange import InterchangeError
from sheetmaker.io.statblock_text.blocks import _STAT_LINE_RE, _Block, _continues_name, _is_stat_line
from sheetmaker.io.statblock_text.common import MAX_BLOCKS
from sheetmaker.io.statblock_text.detect import _toc_ability_re

#: The labels that start a line of a ToC statblock (a collapsed text is broken before them).
_LABEL_RE = re.compile(
    r"(?<![A-Za-z])(?:Player\s*:|Abilities\s*:|Weapons?\s*:|Damage\s*Modifier\s*:|Hit\s*Threshold|"
    r"Alertness\s*Mod(?:ifier)?\.?|Stealth\s*Mod(?:ifier)?\.?|Armou?r\s*:|Stability\s*Loss)(?![A-Za-z])",
    re.IGNORECASE,
)

#: "Hit Threshold: 4 (5 underground)": the value and a remark in brackets.
HIT_THRESHOLD_RE = re.compile(
    r"\bHit\s*Threshold\s*[:.=]?\s*(\d{1,2})\b(?:\s*\(([^()\n]{0,200})\))?", re.IGNORECASE
)

#: "[no rating in Firearms]": an ability stated as 0.
NO_RATING_RE = re.compile(r"\[?\s*no\s+rating\s+in\s+([A-Za-z][A-Za-z ]{1,30}?)\s*\]", re.IGNORECASE)

#: Headings a paste brings along ("Dramatis Personae" above the cast of a scenario).
_HEADINGS = re.compile(
    r"(?:dramatis\s+personae|cast(?:\s+of\s+characters)?|npcs?|non-?player\s+characters|statistics|stats|"
    r"antagonists|allies|creatures|monsters|opponents|adversaries)[\s:.]*",
    re.IGNORECASE,
)

_PLAYER_RE = re.compile(r"^Player\s*:\s*(.*)$", re.IGNORECASE)


def _collapsed(line: str) -> bool:
    """A line that holds a whole statblock: abilities and two or more other labels."""
    if len(line) < 60 or not _toc_ability_re().search(line):
        return False
    labels = {re.sub(r"\W+", "", m.group(0)).casefold()[:6] for m in _LABEL_RE.finditer(line)}
    return len(labels) >= 2


def _unflatten(line: str) -> str:
    """The line broken before each label, after each Hit Threshold and before each ability list."""
    cuts: set[int] = set()
    for match in _LABEL_RE.finditer(line):
        cuts.add(match.start())
        if match.group(0).casefold().startswith("player"):
            _header_cut(line, match.start(), cuts)
    for match in HIT_THRESHOLD_RE.finditer(line):
        cuts.add(match.end())
    depth = _depths(line)
    for match in _toc_ability_re().finditer(line):
        before = line[max(0, match.start() - 80): match.start()].rstrip()
        inside = depth[match.start()] > 0
        if before and not inside and before[-1] not in ",;:[(" and not _toc_ability_re().search(
            before[-12:]
        ) and not re.search(r"\d$", before):
            cuts.add(match.start())
            _header_cut(line, match.start(), cuts)
    out: list[str] = []
    last = 0
    for cut in sorted(cuts):
        if 0 < cut < len(line):
            out.append(line[last:cut].strip())
            last = cut
    out.append(line[last:].strip())
    return "\n".join(part for part in out if part)


def _depths(line: str) -> list[int]:
    """How many brackets are open before each character of the line."""
    out: list[int] = []
    depth = 0
    for char in line:
        out.append(depth)
        if char == "(":
            depth += 1
        elif char == ")":
            depth = max(0, depth - 1)
    out.append(depth)
    return out


def _header_cut(line: str, at: int, cuts: set[int]) -> None:
    """A cut before the header that runs into the end of the entry above: "hat pin (-1). The
    Ghoul" before "Athletics 9", "revolver +0 The brash Tag Hunter" before "Player:"."""
    window = line[max(0, at - 80):at]
    match = re.search(r"(?:[.)]|[+-]\d{1,2})\s+([A-Z][^.()+]*)$", window)
    if match and len(match.group(1).split()) <= 8 and not _LABEL_RE.search(match.group(1)):
        cuts.add(at - len(window) + match.start(1))


def prepare(text: str) -> str:
    """ToC text made ready for splitting into statblocks: a collapsed statblock broken into its
    lines, and the blank line between a header and its ``Player:`` line removed."""
    lines: list[str] = []
    for line in text.split("\n"):
        lines.extend(_unflatten(line).split("\n") if _collapsed(line) else [line])
    out: list[str] = []
    for index, line in enumerate(lines):
        if (
            not line
            and out and out[-1]
            and index + 1 < len(lines)
            and _PLAYER_RE.match(lines[index + 1])
        ):
            continue
        out.append(line)
    return "\n".join(out)


@dataclass
class Header:
    """What a statblock's header lines say."""

    name: str = ""
    player: str = ""
    #: Lines and words that describe (an epithet, "age 34, a bootlegger"): the sheet's notes.
    extras: list[str] = field(default_factory=list)
    #: Headings and the like that are not the NPC's: reported as not read.
    unread: list[str] = field(default_factory=list)


def header(name_lines: list[str]) -> tuple[list[str], Header]:
    """The name lines without ``Player:`` lines and headings, and what those said. The name
    line stays first; the caller reads its name and description."""
    result = Header()
    kept: list[str] = []
    for line in name_lines:
        player = _PLAYER_RE.match(line.strip())
        if player:
            result.player = player.group(1).strip()[:200]
            continue
        if _HEADINGS.fullmatch(line.strip()) and not kept:
            result.unread.append(line.strip())
            continue
        kept.append(line)
    if kept:
        first = kept[0]
        # A heading run into the name line of a collapsed text: "Dramatis Personae The brash Tag Hunter".
        heading = re.match(r"^(.*?)\s+(?=The\s)", first)
        if heading and _HEADINGS.fullmatch(heading.group(1)):
            result.unread.append(heading.group(1).strip())
            kept[0] = first[heading.end():]
    return kept, result


def strip_the(name: str) -> tuple[str, str]:
    """Pelgrane's "The consumptive Professor Oberon Lankwiller", "The Ghoul": the name without
    the article and the lower-case epithet (returned second)."""
    match = re.match(r"^The\s+((?:[a-z][\w'-]*\s+)*)([A-Z0-9].*)$", name)
    if not match:
        return name, ""
    return match.group(2).strip(), match.group(1).strip()


@dataclass
class WeaponItem:
    name: str
    modifier: int
    remark: str = ""
    #: The item as written when the name was shortened ("two claws").
    count: str = ""


_MOD = r"([+-]\s*\d{1,2})(?!\d)"

_FORM_BRACKETED_NAME = re.compile(r"^" + _MOD + r"\s*\((.+)\)$")
_FORM_NAME_AFTER = re.compile(r"^" + _MOD + r"\s+([^\s(].*)$")
_FORM_NAME_FIRST = re.compile(r"^(.*?)\s*(?:\(\s*" + _MOD + r"\s*\)|" + _MOD + r")\s*(?:\((.*)\))?$")

_COUNT_RE = re.compile(r"^(?:(a|an|the)|(one|two|three|four|five|six|seven|eight|\d{1,2}|several|many))\s+",
                       re.IGNORECASE)


def _top_level(text: str, separators: re.Pattern[str]) -> list[tuple[int, int]]:
    """The spans of ``separators`` outside brackets."""
    depth_at: list[int] = []
    depth = 0
    for char in text:
        if char == "(":
            depth += 1
        depth_at.append(depth)
        if char == ")":
            depth = max(0, depth - 1)
    return [m.span() for m in separators.finditer(text) if depth_at[m.start()] == 0]


_SENTENCE_END = re.compile(r"\.\s+(?=[A-Z])|\.\s*$")

_ITEM_SEPARATOR = re.compile(r"\s*[,;]\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", re.IGNORECASE)


def weapons(content: str) -> tuple[list[WeaponItem], list[str], str]:
    """The weapons of a ``Weapon:`` line, the pieces that are not weapons, and the prose that
    follows the list ("Two bites in a row means it latches on.")."""
    text = content.strip()
    if text.strip(" .").casefold() in ("none", "-", "n/a"):
        return [], [], ""
    prose = ""
    ends = _top_level(text, _SENTENCE_END)
    if ends:
        start, end = ends[0]
        prose = text[end:].strip()
        text = text[:start].strip()
    pieces: list[str] = []
    separators: list[str] = [""]  # the separator before each piece
    last = 0
    for start, end in _top_level(text, _ITEM_SEPARATOR):
        pieces.append(text[last:start])
        separators.append(text[start:end])
        last = end
    pieces.append(text[last:])
    items: list[WeaponItem] = []
    unread: list[str] = []
    pending = ""
    for raw, separator in zip(pieces, separators, strict=True):
        if pending and re.match(r"\s*[-+(]", raw):
            unread.append(pending)  # "knife, +1 (club)": the knife's modifier is not given
            pending = ""
        piece = (pending + separator + raw).strip() if pending else raw.strip()
        pending = ""
        if not piece:
            continue
        item = _weapon(piece)
        if item is None:
            if re.search(r"[+-]\s*\d", piece):
                unread.append(piece)
            else:
                pending = piece  # "rod and line +0": the name goes on
            continue
        items.append(item)
    if pending:
        unread.append(pending)
    return items, unread, prose


def _weapon(piece: str) -> WeaponItem | None:
    match = _FORM_BRACKETED_NAME.match(piece)
    if match:
        return WeaponItem(match.group(2).strip(), _int(match.group(1)))
    match = _FORM_NAME_AFTER.match(piece)
    if match and not re.search(r"[+-]\s*\d", match.group(2)):
        return WeaponItem(match.group(2).strip(), _int(match.group(1)))
    match = _FORM_NAME_FIRST.match(piece)
    if match:
        name = match.group(1).strip(" :")
        modifier = _int(match.group(2) or match.group(3))
        remark = (match.group(4) or "").strip()
        count = ""
        counted = _COUNT_RE.match(name)
        if counted and len(name) > counted.end():
            if counted.group(2):
                count = name
            name = name[counted.end():]
        if re.search(r"[+-]\s*\d", name):
            return None
        return WeaponItem(name, modifier, remark, count)
    return None


def _int(text: str) -> int:
    return int(text.replace(" ", ""))


def weapon_ability(name: str) -> str:
    """The ability a weapon is used with: Firearms for guns, Scuffling for fists and claws."""
    if re.search(
        r"revolver|pistol|rifle|shotgun|gun|carbine|automatic|derringer|luger|mauser|webley|tommy|\.\d\d",
        name, re.IGNORECASE,
    ):
        return "Firearms"
    if re.search(r"fist|kick|punch|claw|bite|unarmed|tentacle|talon|head-?butt", name, re.IGNORECASE):
        return "Scuffling"
    return "Weapons"


#: Lines that carry a statblock's other entries: an ability named in them is no rating.
_ENTRY_LINE_RE = re.compile(
    r"^(?:Weapons?\s*:|Weapons?\s+[+-]|Damage\s*Modifier|Armou?r|Hit\s*Threshold|Alertness|Stealth\s*Mod|"
    r"Stability\s*Loss|Misc|Notes?\b|Special|Attack\s*Pattern)",
    re.IGNORECASE,
)


#: Words that head an ability list rather than name an NPC.
_LIST_LABEL_RE = re.compile(
    r"(?:(?:general|investigative|interpersonal|academic|technical)\s+)?abilities|general|investigative|"
    r"interpersonal|academic|technical",
    re.IGNORECASE,
)


def _prose(line: str) -> bool:
    """A sentence of rules or description under a statblock ("Two bites in a row means it latches on.")."""
    return line.endswith(".") and len(line.split()) >= 4 and not _toc_ability_re().search(line)


def split(text: str) -> list[_Block]:
    """The statblocks of ToC text: a block starts at the first ability of its list when an
    ability is named again or when a header line (a name, ``Player:``) stands above the list.
    Abilities named in brackets or on a weapon, armour or Hit Threshold line start nothing."""
    lines = text.split("\n")
    starts: list[int] = []
    offset = 0
    for line in lines:
        starts.append(offset)
        offset += len(line) + 1
    keys: list[tuple[int, int, str]] = []  # (position, line, ability)
    for number, line in enumerate(lines):
        if _ENTRY_LINE_RE.match(line):
            continue
        depth = _depths(line) if "(" in line else None
        for match in _toc_ability_re().finditer(line):
            if depth is not None and depth[match.start()] > 0:
                continue
            keys.append((starts[number] + match.start(), number, re.sub(r"\s+", " ", match.group(1)).casefold()))
    anchors: list[tuple[int, int]] = []
    seen: set[str] = set()
    last_line = -1
    for position, number, key in keys:
        new = not anchors or key in seen
        if not new and number != last_line:
            prefix = lines[number][: position - starts[number]].strip(" :,;-")
            above = next((n for n in range(number - 1, last_line, -1) if lines[n]), None)
            if prefix:  # a one-liner's name: "Moll: Fleeing 5, Health 4"
                new = not _LIST_LABEL_RE.fullmatch(prefix) and not _STAT_LINE_RE.match(prefix)
            elif above is not None:  # a header line above the list: "The Ghoul", "Player: Tina"
                new = _PLAYER_RE.match(lines[above]) is not None or not (
                    _ENTRY_LINE_RE.match(lines[above]) or _toc_ability_re().search(lines[above])
                    or _prose(lines[above])
                    or _is_stat_line(lines[above], lines[above - 1] if above else "")
                )
        if new and number == last_line and anchors and anchors[-1][1] == number:
            new = key in seen  # one line, one list (or a second one-liner naming an ability again)
        if new:
            anchors.append((position, number))
            seen = set()
            if len(anchors) > MAX_BLOCKS:
                raise InterchangeError(
                    translate("Interchange", "the text holds more than {0} statblocks; paste fewer at a time").format(
                        MAX_BLOCKS
                    )
                )
        seen.add(key)
        last_line = number
    bounds: list[tuple[int, int, list[str]]] = []
    for index, (position, line_no) in enumerate(anchors):
        prefix = lines[line_no][: position - starts[line_no]].strip(" :,-")
        previous_line = anchors[index - 1][1] if index else -1
        run: list[int] = []
        for number in range(line_no - 1, previous_line, -1):
            line = lines[number]
            if not line:
                if run:
                    break
                continue
            before = lines[number - 1] if number > 0 else ""
            if _PLAYER_RE.match(line) or not (
                (_is_stat_line(line, before) and not _continues_name(lines, number)) or _ENTRY_LINE_RE.match(line)
                or _prose(line)
            ):
                run.insert(0, number)
            else:
                break
        if prefix and not _STAT_LINE_RE.match(prefix) and not _LIST_LABEL_RE.fullmatch(prefix) and (
            not prefix[0].isdigit()
        ) and (
            not index or line_no != anchors[index - 1][1] or not _toc_ability_re().search(prefix)
        ):
            name_lines = [lines[n] for n in run] + [prefix]
            stat_from = position
        elif prefix and index and line_no == anchors[index - 1][1] and not _LIST_LABEL_RE.fullmatch(prefix):
            # A second one-liner on the same line: its name is the words since the last value.
            tail = re.search(r"(?:^|[\d)])\s*[,;.]?\s*([^\d,;.()]+?)\s*:?\s*$", prefix)
            name_lines = [tail.group(1)] if tail else []
            stat_from = position
        else:
            name_lines = [lines[n] for n in run]
            stat_from = starts[line_no]
        name_start = starts[run[0]] if run else stat_from
        if prefix and stat_from == position and not run:
            name_start = position - len(lines[line_no][: position - starts[line_no]].lstrip())
            if index and line_no == anchors[index - 1][1] and name_lines:
                name_start = position - len(lines[line_no][: position - starts[line_no]]) + (
                    lines[line_no][: position - starts[line_no]].rfind(name_lines[0])
                )
        bounds.append((name_start, stat_from, name_lines))
    blocks: list[_Block] = []
    for index, (name_start, stat_from, name_lines) in enumerate(bounds):
        end = bounds[index + 1][0] if index + 1 < len(bounds) else len(text)
        leading = text[:name_start].strip() if index == 0 else ""
        blocks.append(_Block(name_lines, text[stat_from:end], leading))
    return blocks
