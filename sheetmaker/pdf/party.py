"""The party table as a one-page PDF, with the combat order (Qt-free).

Call of Cthulhu: one line per sheet with the table's columns (landscape: fifteen columns), then
the combat order. Trail of Cthulhu: the pools of every character (numbered), the investigative
abilities as a grid (ability down, character number across; the gaps, abilities nobody has, are
marked), then the combat order. Rows shrink so that everything stays on one page.

The look follows :mod:`sheetmaker.pdf.common`: the same fonts, header line, footer and ruled
tables.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from datetime import datetime

from reportlab.lib.pagesizes import landscape  # type: ignore[import-untyped]  # reportlab ships no type stubs
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]  # reportlab ships no type stubs

from sheetmaker.core import terms
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.pdf.common import (
    GAP,
    PAGE_SIZES,
    PLAIN,
    SANS,
    SANS_BOLD,
    SERIF,
    SERIF_SC,
    TONED,
    Column,
    Pen,
    TextBox,
    columns,
    fonts,
    page_footer,
    page_header,
    table,
)
from sheetmaker.systems.coc7 import party as coc_party
from sheetmaker.systems.coc7.model import CHARACTERISTICS
from sheetmaker.systems.toc import party as toc_party

GAMES = {"coc7": "Call of Cthulhu", "toc": "Trail of Cthulhu"}
#: The headings of :data:`coc_party.COLUMNS` that are not game terms, for lupdate: the table
#: translates every heading in the "PDF" context.
_HEADINGS = (
    QT_TRANSLATE_NOOP("PDF", "Name"), QT_TRANSLATE_NOOP("PDF", "HP"), QT_TRANSLATE_NOOP("PDF", "MP"),
    QT_TRANSLATE_NOOP("PDF", "SAN"), QT_TRANSLATE_NOOP("PDF", "Lost today"), QT_TRANSLATE_NOOP("PDF", "Luck"),
    QT_TRANSLATE_NOOP("PDF", "Conditions"), QT_TRANSLATE_NOOP("PDF", "Best Fighting"),
    QT_TRANSLATE_NOOP("PDF", "Best Firearms"),
)
#: CoC column widths (shares of the page width), in :data:`coc_party.COLUMNS` order.
_COC_SHARES = (0.14, 0.045, 0.045, 0.05, 0.05, 0.04, 0.12, 0.04, 0.045, 0.05, 0.045, 0.055, 0.06, 0.105, 0.105)


def _coc_term(title: str) -> str | None:
    """A CoC column heading that is a game term (DEX, Dodge, Spot Hidden...) in the language of
    the PDF; ``None`` for the other headings (translated by :func:`table`)."""
    if title in CHARACTERISTICS:
        return terms.characteristic_abbr("coc7", title)
    if title == "Dodge" or title in coc_party.KEY_SKILLS:
        return terms.skill_label("coc7", title)
    return None


def _section_title(pen: Pen, x: float, y: float, text: str) -> float:
    pen.text(x, y, text, SERIF_SC, 10.5, color=pen.palette.ink)
    return y - 4


def _sizes(row_h: float) -> tuple[float, float, float]:
    """Font sizes of names, numbers and small text for rows ``row_h`` points high."""
    scale = min(1.0, row_h / 13.0)
    return 9.5 * scale, 8.5 * scale, 7.5 * scale


def _coc_table(pen: Pen, top: float, rows: Sequence[coc_party.PartyRow], row_h: float) -> float:
    width = pen.right - pen.left
    big, mid, small = _sizes(row_h)
    spec = []
    for title, share in zip(coc_party.COLUMNS, _COC_SHARES, strict=True):
        if title == "Name":
            spec.append(Column(title, share, "left", SERIF, big))
        elif title in ("Conditions", "Best Fighting", "Best Firearms"):
            spec.append(Column(title, share, "left", SANS, small))
        else:
            spec.append(Column(title, share, "right", SANS, mid, shown=_coc_term(title)))
    texts = [coc_party.cells(row) for row in rows]
    table(pen, pen.left, top, width, spec, texts, len(texts), row_h, "party")
    return top - 9 - row_h * len(texts) - GAP


def _toc_tables(
    pen: Pen, top: float, rows: Sequence[toc_party.PartyRow], abilities: Sequence[str], gaps: Sequence[str],
    row_h: float,
) -> float:
    left, width = pen.left, pen.right - pen.left
    spec = [
        Column("#", 0.04, "right", SANS_BOLD, 8.5),
        Column(QT_TRANSLATE_NOOP("PDF", "Name"), 0.42, "left", SERIF, 9.5),
        Column(QT_TRANSLATE_NOOP("PDF", "Kind"), 0.12, "left", SANS, 7.5),
        Column(QT_TRANSLATE_NOOP("PDF", "Health"), 0.14, "right", SANS, 8.5),
        Column(QT_TRANSLATE_NOOP("PDF", "Stability"), 0.14, "right", SANS, 8.5),
        Column(QT_TRANSLATE_NOOP("PDF", "Sanity"), 0.14, "right", SANS, 8.5),
    ]
    npc, investigator = translate("PDF", "NPC"), translate("PDF", "investigator")
    texts = [
        [str(i), row.name, npc if row.kind == "npc" else investigator, *toc_party.pools_text(row)]
        for i, row in enumerate(rows, 1)
    ]
    pool_w = min(width, 430.0)
    table(pen, left, top, pool_w, spec, texts, len(texts), row_h, "pools")
    y = top - 9 - row_h * len(texts) - GAP * 2

    # The abilities grid: three blocks side by side, ability down, character number across.
    y = _section_title(pen, left, y, translate("PDF", "Investigative abilities"))
    if gaps:
        gaps_text = translate("PDF", "{0} gaps: abilities no investigator has are marked (gap)").format(len(gaps))
        pen.text(pen.right, y + 4, gaps_text, SANS, 7,
                 align="right", max_width=width * 0.6, color=pen.palette.line)
    blocks = columns(left, width, 3, GAP * 2)
    per_block = -(-len(abilities) // 3)
    grid_h = min(12.0, (y - pen.bottom - 12 - 60) / max(1, per_block + 1))
    gap_set = set(gaps)
    bottom = y
    for b, (bx, bw) in enumerate(blocks):
        names = abilities[b * per_block:(b + 1) * per_block]
        name_w = bw * 0.44
        cell_w = (bw - name_w) / max(1, len(rows))
        hy = y - 9
        for i in range(len(rows)):
            pen.label(bx + name_w + cell_w * (i + 0.5), hy, str(i + 1), align="center")
        ry = hy - grid_h
        for name in names:
            gap = name in gap_set
            if gap and pen.palette.shade is not None:
                pen.rect(bx, ry - 3, bw, grid_h, fill=pen.palette.band)
            shown = terms.term("toc", "ability", name)
            shown = translate("PDF", "{0} (gap)").format(shown) if gap else shown
            pen.text(bx + 2, ry, shown, SANS_BOLD if gap else SANS, 7.5,
                     max_width=name_w - 4, min_size=5.5)
            for i, row in enumerate(rows):
                rating = row.ratings.get(name, 0)
                if rating:
                    pen.text(bx + name_w + cell_w * (i + 0.5), ry, str(rating), SANS, 7.5, align="center")
            pen.rule(bx, ry - 3, bx + bw)
            ry -= grid_h
        bottom = min(bottom, ry)
    return bottom - GAP


def _combat(pen: Pen, top: float, lines: Sequence[tuple[str, str, str]], row_h: float, heading: str) -> None:
    left, width = pen.left, pen.right - pen.left
    y = _section_title(pen, left, top, heading)
    big, mid, small = _sizes(row_h)
    spec = [
        Column(QT_TRANSLATE_NOOP("PDF", "Order"), 0.06, "right", SANS_BOLD, mid),
        Column(QT_TRANSLATE_NOOP("PDF", "Name"), 0.28, "left", SERIF, big),
        Column(QT_TRANSLATE_NOOP("PDF", "Acts at"), 0.12, "right", SANS, mid),
        Column(QT_TRANSLATE_NOOP("PDF", "Why"), 0.54, "left", SANS, small),
    ]
    texts = [[str(i), name, value, why] for i, (name, value, why) in enumerate(lines, 1)]
    table(pen, left, y, width, spec, texts, len(texts), row_h, "order")


def render_party(
    game: str,
    rows: Sequence,
    order: Sequence | None = None,
    *,
    abilities: Sequence[str] | None = None,
    title: str = "Party",
    page_size: str = "a4",
    plain: bool = False,
    record: bool = False,
    when: datetime | None = None,
) -> tuple[bytes, list[TextBox] | None]:
    """The one-page PDF of a party table (rows of ``game``'s ``party_row``) and, when given,
    its combat order (``Place`` lists of that game's ``combat_order``).

    Raises:
        ValueError: an unknown game or page size.
    """
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    if page_size not in PAGE_SIZES:
        raise ValueError(f"unknown page size {page_size!r}")
    order = list(order or ())
    buffer = io.BytesIO()
    fonts()
    canvas = Canvas(buffer, pagesize=landscape(PAGE_SIZES[page_size]), invariant=1, pageCompression=1,
                    initialFontName=SANS, initialFontSize=8)
    canvas.setCreator("SheetMaker")
    canvas.setProducer("SheetMaker (reportlab)")
    canvas.setTitle(f"{title} · {GAMES[game]}")
    pen = Pen(canvas, PLAIN if plain else TONED, record=record)
    stamp = (when or datetime.now()).strftime("%Y-%m-%d %H:%M")
    count = translate("PDF", "{0} characters · {1}").format(len(rows), stamp)
    top = page_header(pen, f"{title} · {GAMES[game]}", count)
    page_footer(pen, translate("PDF", "{0} · {1} · party table · SheetMaker").format(title, GAMES[game]))
    room = top - pen.bottom - 10
    if game == "coc7":
        lines = len(rows) + (len(order) + 2 if order else 0)
        row_h = max(9.0, min(17.0, (room - 40) / max(1, lines)))
        y = _coc_table(pen, top - 4, rows, row_h)
        if order:
            _combat(pen, y - 8, [(p.combatant.name, str(p.value), p.reason) for p in order], row_h,
                    translate("PDF", "Combat order (DEX; +50 with a readied firearm)"))
    else:
        names = list(abilities) if abilities is not None else toc_party.investigative_abilities()
        gap_list = toc_party.gaps(rows, names)
        grid = -(-len(names) // 3) + 1
        lines = len(rows) + (len(order) + 2 if order else 0)
        row_h = max(9.0, min(15.0, (room - grid * 10 - 50) / max(1, lines)))
        y = _toc_tables(pen, top - 4, rows, names, gap_list, row_h)
        if order:
            _combat(pen, y - 8,
                    [(p.combatant.name,
                      f"{terms.term('toc', 'ability', p.combatant.ability)} {p.combatant.rating}",
                      p.reason)
                     for p in order], row_h,
                    translate("PDF", "Combat order (rating of the tested fighting ability)"))
    canvas.showPage()
    canvas.save()
    return buffer.getvalue(), pen.boxes


def write_party(path: str, game: str, rows: Sequence, order: Sequence | None = None, **options) -> None:
    """Write :func:`render_party` to ``path`` (atomically)."""
    from sheetmaker.io import safefile

    data, _ = render_party(game, rows, order, **options)
    safefile.write_file(path, data)
