"""Splitting a paste into statblocks: the name line, the lines that belong to it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from sheetmaker.core.i18n import translate
from sheetmaker.io.interchange import InterchangeError
from sheetmaker.io.statblock_text.common import MAX_BLOCKS

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


#: Headings of a web page between the name and the stats, never a name.
_FILLER_LINES = frozenset(("attributes", "characteristics", "abilities", "stats", "statistics", "attacks"))


#: A table's heading line: "Attribute Base Half Fifth", "Stats Value", "Characteristic Regular Hard Extreme".
_TABLE_HEADING_RE = re.compile(
    r"(?:(?:attributes?|characteristics?|stats?|values?|base|full|half|fifth|regular|hard|extreme|average|rolls?)"
    r"\s*)+",
    re.IGNORECASE,
)


def _subtitle(line: str) -> bool:
    """A creature's or NPC's subtitle or a remark, not a name: one line, no digits, two words or more,
    two of them in lower case ("Mocking charnel feeders", "Always wears a bandage around his hand")."""
    words = line.split()
    return (len(words) >= 2 and not re.search(r"\d", line)
            and sum(1 for word in words[1:] if word[:1].islower()) >= 2)


def _name_like(line: str) -> bool:
    """A name line: short, or its part before the first comma in capitals ("DR. HANS DIETER, age
    65, Mad Scientist")."""
    head = line.split(",", 1)[0]
    letters = [c for c in head if c.isalpha()]
    return line.casefold() not in _FILLER_LINES and (
        len(line.split()) <= 6 or (len(letters) >= 3 and all(c.isupper() for c in letters))
    )


def _past_subtitle(lines: list[str], run: list[int], region: list[int]) -> list[int]:
    """The name run: when the run before the stats is a one-line subtitle ("Mocking charnel
    feeders", "The Living Flame" under "CTHUGHA"), the one-line paragraph above it that reads as
    a name, with the subtitle after it (the subtitle stays a description)."""
    if len(run) != 1 or not region:
        return run
    line = lines[run[0]]
    if re.search(r"\d", line):
        return run
    # The one-line paragraphs above the run, nearest first, up to a stat line.
    above: list[int] = []
    number = run[0] - 1
    while number >= region[0] and len(above) < 4:
        text = lines[number]
        if text:
            if _STAT_LINE_RE.match(text) or re.search(r"\d\s*%", text):
                break
            if number - 1 >= region[0] and lines[number - 1]:
                break  # a paragraph of several lines: prose, not a name
            if text.casefold() not in _FILLER_LINES:
                above.append(number)
        number -= 1
    if not above:
        return run
    candidate = lines[above[0]]
    letters = [c for c in candidate.split(",", 1)[0] if c.isalpha()]
    capitals = len(letters) >= 3 and all(c.isupper() for c in letters)
    if _name_like(candidate) and (_subtitle(line) or capitals):
        return [above[0], *run]
    return run


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
    groups: list[set[str]] = []
    seen: set[str] = set()
    for position, key in keys:
        if not anchors or key in seen:
            if len(groups) > 1 and len(groups[-1]) < 3:
                # Two or fewer characteristics repeated ("INT 12 / SAN 0" under a block) are
                # no statblock of their own: they stay with the one above.
                anchors.pop()
                groups.pop()
            anchors.append(position)
            seen = set()
            groups.append(seen)
            if len(anchors) > MAX_BLOCKS:
                raise InterchangeError(
                    translate("Interchange", "the text holds more than {0} statblocks; paste fewer at a time").format(
                        MAX_BLOCKS
                    )
                )
        seen.add(key)
    if len(groups) > 1 and len(groups[-1]) < 3:
        anchors.pop()
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
        run = _past_subtitle(lines, run, region)
        name_lines: list[str] = []
        if prefix and not _STAT_LINE_RE.match(prefix) and not prefix[0].isdigit():
            name_lines = [lines[n] for n in run] + [prefix]
            stat_from = position
        else:
            name_lines = [lines[n] for n in run]
            stat_from = starts[line_no]
        name_start = starts[run[0]] if run else starts[line_no]
        if bounds and name_lines and all(_TABLE_HEADING_RE.fullmatch(line) for line in name_lines):
            # A table restating the characteristics ("Attribute | Base | Half | Fifth") under
            # the statblock: the same NPC's, not another statblock.
            continue
        bounds.append((name_start, stat_from, name_lines, ""))
    for index, (name_start, stat_from, name_lines, _) in enumerate(bounds):
        end = bounds[index + 1][0] if index + 1 < len(bounds) else len(text)
        leading = text[: name_start].strip() if index == 0 else ""
        blocks.append(_Block(name_lines, text[stat_from:end], leading))
    return blocks


_AGE_RE = re.compile(
    r"\bage[ds]?(?:\s+of\s+(?:body|host|vessel))?\s*:?\s*(\d{1,3})\b"
    r"|\b(\d{1,3})\s*(?:years?\s*old|yrs?\b)|^\s*(\d{1,3})\s*$",
    re.IGNORECASE,
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
                # A list's last item cut before its value: "Cthulhu Mythos 99%. Orive" / "Automobile 55%".
                or (re.search(r"\d%[.,;]?\s+[A-Z][a-z]+$", previous) is not None
                    and re.match(r"[A-Z][a-z]+\s+\d{1,3}\s*%", line) is not None)
            )
            out.append(" " if soft else "\n")
        out.append(line)
    return "".join(out)


#: A labelled name: "Name: Sister Agnes", "NPC Name Sister Agnes", "Investigator Name: Julia Hartley",
#: "Character: ...", "NPC: ...".
_NAME_LABEL_RE = re.compile(
    r"^(?:(?:NPC|Investigator|Character|Player\s+Character|PC)\s*(?:Name)?\s*:\s*(?=\S)"
    r"|(?:(?:NPC|Investigator|Character)\s+)?Name\s*:?\s+(?=\S))",
    re.IGNORECASE,
)

#: Where a line of a filled sheet's header holds another labelled field: "Name: Julia Hartley  Player: Larry".
_FIELD_START_RE = re.compile(
    r"[ ,;]+(?=(?:Player(?:'s)?(?:\s*Name)?|Occupation|Age|Sex|Gender|Residence|Birthplace)\s*:)", re.IGNORECASE
)


def _labelled_first(name_lines: list[str]) -> list[str]:
    """The name lines with a header's fields one a line and the labelled name first ("Player:
    Larry" above "Investigator Name: Julia Hartley"); unchanged when no line labels the name."""
    lines = [part for line in name_lines for part in _FIELD_START_RE.split(line) if part.strip()]
    labelled = next((n for n, line in enumerate(lines) if _NAME_LABEL_RE.match(line.strip())), None)
    if labelled is None:
        # A header with a player but no labelled name: the name is the first other line.
        player = [line for line in lines if re.match(r"\s*Player(?:'s)?(?:\s*Name)?\s*:", line, re.IGNORECASE)]
        return [line for line in lines if line not in player] + player if player else name_lines
    return [lines[labelled].strip(), *lines[:labelled], *lines[labelled + 1:]]


def _name_and_extras(name_lines: list[str]) -> tuple[str, list[str]]:
    """The name (the first plain line up to its first comma) and what follows (description)."""
    if not name_lines:
        return "", []
    name_lines = _labelled_first(name_lines)
    joined: list[str] = []
    for line in name_lines:
        if joined and (line[:1].islower() or joined[-1][-1:] in ",;(/&"):
            joined[-1] += " " + line  # a line wrapped in a narrow column
        else:
            joined.append(line)
    name_lines = joined
    # A form or a web table labels the name: "Name: Sister Agnes", "Name<TAB>Sister Agnes".
    first = _NAME_LABEL_RE.sub("", name_lines[0]).strip(" :-,")
    name, _, rest = first.partition(",")
    if re.match(r"\s*the\s", rest):
        # "Mi-Go, the Fungi from Yoggoth": an epithet that is part of the name.
        name, rest = first, ""
    if not rest and " - " in name:
        name, _, rest = name.partition(" - ")
    extras = [part.strip() for part in rest.split(",") if part.strip()]
    extras.extend(line.strip() for line in name_lines[1:] if line.strip())
    name = name.strip(" :-\"'")[:120]
    return name, extras


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
