"""Keeper's statblocks: a compact block per NPC, several per page, flowing in two columns.

Call of Cthulhu blocks give the characteristics, SAN, HP, Damage Bonus, Build, Move, MP, Luck (or
"—"), the attacks with their damage, Dodge, the notable skills, armour and the SAN loss of a
creature. Trail of Cthulhu blocks give the abilities, Hit Threshold, the Alertness and Stealth
modifiers, the weapons with their damage modifiers and armour. A block never splits between
columns or pages unless it is taller than a whole column; then it is cut between lines and goes
on, marked "continued", in the next column. The blocks of a page are shared between its two
columns so that they end at about the same height (within one block).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from sheetmaker.core import dice, terms
from sheetmaker.core.document import Document
from sheetmaker.core.i18n import translate
from sheetmaker.pdf.common import (
    SANS,
    SANS_BOLD,
    SERIF,
    Pen,
    columns,
    page_footer,
    page_header,
    signed,
    text_width,
)

SIZE = 8.6
LEADING = 10.6
BAND = 13.0
PAD = 4.0
GAP = 8.0
CHAR_ROW = 11.0


@dataclass(frozen=True, slots=True)
class Style:
    """The sizes of a statblock page: :data:`NORMAL`, or :data:`LARGE` (large print: no text
    under 12 pt, one column)."""

    size: float = SIZE
    leading: float = LEADING
    band: float = BAND
    pad: float = PAD
    gap: float = GAP
    char_row: float = CHAR_ROW
    label: float = 6.6  # a characteristic's label
    value: float = 8.0  # a characteristic's value
    columns: int = 2
    cells: int = 0  # characteristics in a row (0: the rows as built)

    @property
    def bold(self) -> float:
        """The size of the bold labels of the text ("DB:", "Skills:")."""
        return self.size - 1.2


NORMAL = Style()
#: Large print: 12 pt at the least (the labels), one column, room to match.
LARGE = Style(size=13.2, leading=16.5, band=20.0, pad=6.0, gap=12.0, char_row=18.0, label=12.0, value=13.0,
              columns=1, cells=4)

Token = tuple[str, str]  # (text, font)


@dataclass(slots=True)
class Line:
    """A line of a block: ``chars`` (a row of characteristic cells), ``text`` (tokens) or ``gap``."""

    kind: str
    height: float
    tokens: list[Token] = field(default_factory=list)
    cells: list[tuple[str, str]] = field(default_factory=list)


@dataclass(slots=True)
class Block:
    """One NPC's block, laid out for a column width."""

    title: str
    note: str
    lines: list[Line]
    style: Style = NORMAL

    @property
    def height(self) -> float:
        s = self.style
        return s.band + s.pad + sum(line.height for line in self.lines) + s.pad


@dataclass(slots=True)
class Placed:
    """A block (or the piece of a split one) in a column: ``last`` when it ends its document."""

    block: Block
    continued: bool
    document: int
    last: bool


Page = list[list[Placed]]  # the columns of a page, each a list of blocks from the top


def draw(
    pen: Pen,
    documents: Sequence[Document],
    *,
    progress: Callable[[int, int], None] | None = None,
    check_cancel: Callable[[], None] | None = None,
    style: Style = NORMAL,
) -> None:
    """Draw the statblocks of ``documents`` from the top of the current page (``style``:
    :data:`LARGE` for large print)."""
    left, width = pen.left, pen.right - pen.left
    cols = columns(left, width, style.columns, gap=12)
    col_w = cols[0][1]
    total = len(documents)

    def start_page() -> float:
        count = translate("PDF", "{0} character") if total == 1 else translate("PDF", "{0} characters")
        top = page_header(pen, translate("PDF", "Keeper's Statblocks"), count.format(total))
        page_footer(pen, translate("PDF", "Statblocks · SheetMaker"))
        return top

    blocks = []
    for document in documents:
        if check_cancel is not None:
            check_cancel()
        blocks.append(build(document, col_w - 2 * style.pad, style))
    page_top = start_page()
    pages = plan(blocks, page_top - pen.bottom, len(cols))
    for number, page in enumerate(pages):
        if check_cancel is not None:
            check_cancel()
        if number:
            pen.next_page()
            start_page()
        for (x, _), column in zip(cols, page, strict=True):
            y = page_top
            for placed in column:
                _draw_block(pen, placed.block, x, y, col_w, placed.continued)
                y -= placed.block.height + style.gap
        if progress is not None:
            for placed in sorted((p for column in page for p in column if p.last), key=lambda p: p.document):
                progress(placed.document + 1, total)


def plan(blocks: Sequence[Block], height: float, count: int = 2) -> list[Page]:
    """Blocks into pages of ``count`` columns ``height`` points tall, in order.

    A page takes as many blocks as its columns hold (a block taller than a whole column is cut
    between lines and goes on, "continued", in the next column); then, when no block on the page
    is cut, the page's blocks are shared between its columns so that their heights differ as
    little as the blocks allow (by less than one block)."""
    pages: list[Page] = []
    page: Page = [[] for _ in range(count)]
    col = 0
    y = height
    for index, whole in enumerate(blocks):
        block: Block | None = whole
        s = whole.style
        continued = False
        while block is not None:
            if block.height <= y:
                page[col].append(Placed(block, continued, index, True))
                y -= block.height + s.gap
                block = None
                continue
            if block.height > height and y >= s.band + 2 * s.pad + 3 * s.leading:
                head, block = _split(block, y)
                page[col].append(Placed(head, continued, index, False))
                continued = True
            col += 1
            if col >= count:
                pages.append(page)
                page = [[] for _ in range(count)]
                col = 0
            y = height
    if any(page):
        pages.append(page)
    return [_balance(page, height) for page in pages]


def column_height(column: Sequence[Placed]) -> float:
    """The height the blocks of a column take, gaps between them included."""
    gap = column[0].block.style.gap if column else GAP
    return sum(p.block.height for p in column) + gap * max(0, len(column) - 1)


def _balance(page: Page, height: float) -> Page:
    """The page's blocks shared between its columns in order, the tallest column as short as
    possible (two columns; other pages and pages with cut blocks stay as they are)."""
    if len(page) != 2 or any(p.continued or not p.last for column in page for p in column):
        return page
    placed = page[0] + page[1]
    best: tuple[float, float, int] | None = None
    for k in range(len(placed) + 1):
        left, right = column_height(placed[:k]), column_height(placed[k:])
        if left > height + 1e-6 or right > height + 1e-6:
            continue
        # The shortest tallest column; on a tie the left one is the taller (read first).
        key = (max(left, right), -left, k)
        if best is None or key < best:
            best = key
    if best is None:
        return page
    k = best[2]
    return [placed[:k], placed[k:]]


def _split(block: Block, room: float) -> tuple[Block, Block]:
    used = block.style.band + 2 * block.style.pad
    count = 0
    for line in block.lines:
        if used + line.height > room:
            break
        used += line.height
        count += 1
    count = max(count, 1)
    return (Block(block.title, block.note, block.lines[:count], block.style),
            Block(block.title, block.note, block.lines[count:], block.style))


def _draw_block(pen: Pen, block: Block, x: float, top: float, w: float, continued: bool) -> None:
    title = translate("PDF", "{0} (continued)").format(block.title) if continued else block.title
    s = block.style
    inner = pen.box(x, top, w, block.height, title, note=block.note, band=s.band)
    y = inner - s.pad
    for line in block.lines:
        if line.kind == "chars":
            _draw_cells(pen, line.cells, x + s.pad, y, w - 2 * s.pad, line.height, s)
        elif line.kind == "text":
            cx = x + s.pad
            baseline = y - s.size
            space = text_width(" ", SERIF, s.size)
            for i, (text, font) in enumerate(line.tokens):
                if i:
                    cx += space
                cx += pen.text(cx, baseline, text, font, s.size if font == SERIF else s.bold,
                               max_width=x + w - s.pad - cx)
        y -= line.height


def _draw_cells(pen: Pen, cells: list[tuple[str, str]], x: float, top: float, w: float, h: float,
                style: Style = NORMAL) -> None:
    cell_w = w / (style.cells or len(cells))
    baseline = top - h + 3
    for i, (label, value) in enumerate(cells):
        cx = x + i * cell_w
        drawn = pen.text(cx + 1, baseline, label, SANS_BOLD, style.label, max_width=cell_w * 0.5)
        # The value beside its own label, well apart from the next cell's label.
        value_x = cx + 1 + drawn + 3
        pen.text(value_x, baseline, value, SANS, style.value, max_width=cx + cell_w - 6 - value_x)


# --------------------------------------------------------------------------- building blocks


def build(document: Document, width: float, style: Style = NORMAL) -> Block:
    """The block of a document for a column of ``width`` points (text inside the padding)."""
    if document.system == "coc7":
        title, note, paragraphs, cells = _coc7(document)
    else:
        title, note, paragraphs, cells = _toc(document)
    lines: list[Line] = []
    # The characteristics' rows (``style.cells`` to a row when the style says).
    if style.cells:
        flat = [cell for row in cells for cell in row]
        cells = [flat[start : start + style.cells] for start in range(0, len(flat), style.cells)]
    for row in cells:
        lines.append(Line("chars", style.char_row, cells=row))
    if cells:
        lines.append(Line("gap", 3.0))
    for tokens in paragraphs:
        lines.extend(Line("text", style.leading, tokens=t) for t in _wrap_tokens(tokens, width, style))
    return Block(title, note, lines, style)


def _wrap_tokens(tokens: list[Token], width: float, style: Style = NORMAL) -> list[list[Token]]:
    """Greedy wrap of (text, font) tokens, split into words."""
    words: list[Token] = []
    for text, font in tokens:
        words.extend((word, font) for word in text.split())
    lines: list[list[Token]] = []
    current: list[Token] = []
    used = 0.0
    space = text_width(" ", SERIF, style.size)
    for word, font in words:
        size = style.size if font == SERIF else style.bold
        w = text_width(word, font, size)
        if current and used + space + w > width:
            lines.append(current)
            current, used = [], 0.0
        if current:
            used += space
        current.append((word, font))
        used += w
    if current:
        lines.append(current)
    return lines


def _label(text: str) -> Token:
    return (text, SANS_BOLD)


def _coc7(document) -> tuple[str, str, list[list[Token]], list[list[tuple[str, str]]]]:
    from sheetmaker.systems.coc7.rules import derive

    sheet = document.sheet
    d = derive(sheet)
    ch = d.characteristics
    occupation = d.occupation.name if d.occupation else (sheet.occupation.name if sheet.occupation else "")
    if sheet.occupation is not None and sheet.occupation.custom is None:
        occupation = terms.term("coc7", "occupation", occupation)
    note = ", ".join(part for part in (occupation, translate("PDF", "age {0}").format(sheet.age)) if part)
    abbr = lambda name: terms.characteristic_abbr("coc7", name)  # noqa: E731
    cells = [
        [(abbr(name), str(ch[name].value)) for name in ("STR", "CON", "SIZ", "DEX", "INT")],
        [(abbr(name), str(ch[name].value)) for name in ("APP", "POW", "EDU")]
        + [("SAN", str(d.san)), ("HP", str(d.hp))],
    ]
    luck = str(d.luck) if d.luck > 0 else "—"
    paragraphs: list[list[Token]] = [[
        _label(translate("PDF", "DB:")), (dice.shown(d.damage_bonus), SERIF),
        _label(translate("PDF", "Build:")), (str(d.build), SERIF),
        _label(translate("PDF", "Move:")), (str(d.mov), SERIF), _label(translate("PDF", "MP:")), (str(d.mp), SERIF),
        _label(translate("PDF", "Luck:")), (luck, SERIF),
    ]]
    weapons = list(sheet.weapons)
    used_skills = set()
    if weapons:
        attacks = max((_attacks(w.attacks) for w in weapons), default=1)
        paragraphs.append([_label(translate("PDF", "Attacks per round:")), (str(attacks), SERIF)])
        for w in weapons:
            line = d.skill(w.skill)
            if line is not None:
                used_skills.add(line.label.casefold())
                value = f"{line.value}% ({line.half}/{line.fifth}),"
            else:
                value = "—,"
            text = translate("PDF", "{0} {1} damage {2}").format(
                terms.term("coc7", "weapon", w.name), value, dice.shown(w.damage)
            )
            if w.range:
                text += ", " + translate("PDF", "range {0}").format(w.range)
            paragraphs.append([(text, SERIF)])
    dodge = d.skill("Dodge")
    if dodge is not None:
        paragraphs.append([
            _label(terms.skill_label("coc7", "Dodge")), (f"{dodge.value}% ({dodge.half}/{dodge.fifth})", SERIF)
        ])
    notable = [
        line for line in d.skills
        if (line.value != line.base or line.is_occupation)
        and line.label.casefold() not in used_skills
        and line.label != "Dodge"
    ]
    if notable:
        skills = ", ".join(
            f"{line.label if line.custom else terms.skill_label('coc7', line.label)} {line.value}%" for line in notable
        )
        paragraphs.append([_label(translate("PDF", "Skills:")), (skills, SERIF)])
    paragraphs.append([_label(translate("PDF", "Armour:")), (sheet.armour or translate("PDF", "none"), SERIF)])
    if sheet.san_loss:
        paragraphs.append([_label(translate("PDF", "Sanity loss:")), (dice.shown(sheet.san_loss), SERIF)])
    if document.notes.strip():
        paragraphs.append([(document.notes.strip(), SERIF)])
    return document.display_name, note, paragraphs, cells


def _attacks(text: str) -> int:
    digits = ""
    for char in text.strip():
        if char.isdigit():
            digits += char
        else:
            break
    return int(digits) if digits else 1


def _toc(document) -> tuple[str, str, list[list[Token]], list[list[tuple[str, str]]]]:
    from sheetmaker.pdf.toc import RANGES, _damage
    from sheetmaker.systems.toc.rules import derive

    sheet = document.sheet
    d = derive(sheet)
    occupation = ""
    if sheet.occupation is not None:
        occupation = terms.term("toc", "occupation", d.occupation.name if d.occupation else sheet.occupation.name)
    age = translate("PDF", "age {0}").format(sheet.age) if sheet.age is not None else ""
    note = ", ".join(part for part in (occupation, age) if part)
    general = [line for line in d.abilities if not line.investigative and line.rating > 0]
    investigative = [line for line in d.abilities if line.investigative and line.rating > 0]

    pool = translate("PDF", "{0} {1} (pool {2})")

    def listing(lines) -> str:
        names = [terms.term("toc", "ability", line.name) if line.known else line.name for line in lines]
        return ", ".join(
            pool.format(name, line.rating, line.pool) if line.pool != line.rating else f"{name} {line.rating}"
            for name, line in zip(names, lines, strict=True)
        )

    none = translate("PDF", "none")
    paragraphs: list[list[Token]] = []
    paragraphs.append([_label(translate("PDF", "Abilities:")), (listing(general) or none, SERIF)])
    if investigative:
        paragraphs.append([_label(translate("PDF", "Investigative:")), (listing(investigative), SERIF)])
    paragraphs.append([
        _label(translate("PDF", "Hit Threshold:")), (str(d.hit_threshold), SERIF),
        _label(translate("PDF", "Alertness Modifier:")), (signed(sheet.alertness_modifier), SERIF),
        _label(translate("PDF", "Stealth Modifier:")), (signed(sheet.stealth_modifier), SERIF),
    ])
    for w in sheet.weapons:
        hand, ranges = _damage(w)
        if w.ranges is None:
            damage = translate("PDF", "damage {0}").format(hand)
        else:
            damage = ", ".join(
                f"{translate('PDF', label)} {value}" for (_, label), value in zip(RANGES, ranges, strict=True)
            )
        name = terms.term("toc", "weapon", w.name)
        ability = f"{terms.term('toc', 'ability', w.ability)} {d.rating(w.ability)}"
        paragraphs.append([_label(translate("PDF", "Weapon:")), (f"{name} ({ability}), {damage}", SERIF)])
    armour = translate("PDF", "−{0} vs. damage").format(sheet.armour) if sheet.armour else none
    paragraphs.append([_label(translate("PDF", "Armor:")), (armour, SERIF)])
    if document.notes.strip():
        paragraphs.append([(document.notes.strip(), SERIF)])
    return document.display_name, note, paragraphs, []
