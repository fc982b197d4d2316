"""What the PDF layouts share: fonts, page sizes, colours and a pen with drawing helpers.

Fonts are the TrueType files in ``resources/fonts`` (EB Garamond for names and running text,
DejaVu Sans Condensed for small labels and numbers), registered with reportlab once per process.
Every string is drawn in runs: characters the chosen font lacks (its character map is checked)
are drawn with DejaVu Sans Condensed, so Latin, Greek and Cyrillic names never show a
missing-glyph box.

The :class:`Pen` wraps one reportlab canvas. It keeps no state outside itself, so several exports
may run in several threads. It can record where every piece of text went (tests check that
nothing runs off the page) and, for fillable PDFs, draws values as AcroForm fields whose
appearance uses the embedded fonts.
"""

from __future__ import annotations

import io
import re
import struct
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from reportlab.lib.colors import Color, black, white  # type: ignore[import-untyped]  # reportlab ships no type stubs
from reportlab.lib.pagesizes import A4, LETTER  # type: ignore[import-untyped]  # reportlab ships no type stubs
from reportlab.pdfbase import pdfdoc, pdfmetrics  # type: ignore[import-untyped]  # reportlab ships no type stubs
from reportlab.pdfbase.ttfonts import TTFont  # type: ignore[import-untyped]  # reportlab ships no type stubs
from reportlab.pdfgen.canvas import Canvas  # type: ignore[import-untyped]  # reportlab ships no type stubs

from sheetmaker.core.i18n import translate
from sheetmaker.resources import resource

# --------------------------------------------------------------------------- fonts

SERIF = "SheetMaker-Serif"
SERIF_SC = "SheetMaker-SerifSC"
SANS = "SheetMaker-Sans"
SANS_BOLD = "SheetMaker-SansBold"

FONT_FILES: dict[str, str] = {
    SERIF: "EBGaramond12-Regular.ttf",
    SERIF_SC: "EBGaramondSC12-Regular.ttf",
    SANS: "DejaVuSansCondensed.ttf",
    SANS_BOLD: "DejaVuSansCondensed-Bold.ttf",
}
#: The font that draws the characters a font lacks.
FALLBACK: dict[str, str] = {SERIF: SANS, SERIF_SC: SANS, SANS: SANS, SANS_BOLD: SANS_BOLD}


@dataclass(frozen=True, slots=True)
class FontInfo:
    """A registered font: its character coverage and vertical metrics (per point of size)."""

    name: str
    cover: frozenset[int]
    ascent: float
    descent: float  # negative


#: Fonts whose default figures are old-style: their digits are drawn with the lining figures.
LINING = (SERIF, SERIF_SC)
DIGIT_NAMES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def glyph_names(data: bytes) -> list[str]:
    """The glyph names of a TrueType font (its ``post`` table, format 2; empty otherwise)."""
    count = struct.unpack(">H", data[4:6])[0]
    tables = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        tables[tag] = (offset, length)
    if b"post" not in tables:
        return []
    offset, length = tables[b"post"]
    if struct.unpack(">I", data[offset:offset + 4])[0] != 0x20000:
        return []
    glyphs = struct.unpack(">H", data[offset + 32:offset + 34])[0]
    indexes = struct.unpack(f">{glyphs}H", data[offset + 34:offset + 34 + 2 * glyphs])
    pos, end = offset + 34 + 2 * glyphs, offset + length
    custom: list[str] = []
    while pos < end:
        size = data[pos]
        custom.append(data[pos + 1:pos + 1 + size].decode("latin-1"))
        pos += 1 + size
    # Indexes below 258 are the standard Macintosh names; only the custom ones matter here.
    return [custom[i - 258] if 258 <= i < 258 + len(custom) else f".std{i}" for i in indexes]


def _use_lining_figures(face, data: bytes) -> None:
    """Map the ASCII digits of a registered font's face to its lining figures (``one.lnum``…)
    where it has them, as reportlab does for glyphs without a code: EB Garamond's default
    figures are old-style, which read badly in stat fields and dice (``1D10``). The text of
    the PDF stays the digits (the subset's ToUnicode map follows the codes)."""
    index = {glyph: gid for gid, glyph in enumerate(glyph_names(data)) if glyph.endswith(".lnum")}
    scale = 1000.0 / face.unitsPerEm
    for digit, glyph in enumerate(DIGIT_NAMES):
        gid = index.get(f"{glyph}.lnum")
        if gid is None or gid >= len(face.hmetrics):
            continue
        code = 0x30 + digit
        face.charToGlyph[code] = gid
        face.glyphToChar.setdefault(gid, []).append(code)
        face.charWidths[code] = face.hmetrics[gid][0] * scale


_FONT_LOCK = threading.Lock()
_FONTS: dict[str, FontInfo] = {}


def fonts() -> dict[str, FontInfo]:
    """Register the shipped fonts with reportlab (once per process) and describe them."""
    if len(_FONTS) == len(FONT_FILES):
        return _FONTS
    with _FONT_LOCK:
        for name, filename in FONT_FILES.items():
            if name in _FONTS:
                continue
            path = resource("fonts", filename)
            font = TTFont(name, str(path))
            face = font.face
            if name in LINING:
                _use_lining_figures(face, path.read_bytes())
            pdfmetrics.registerFont(font)
            _FONTS[name] = FontInfo(
                name=name,
                cover=frozenset(face.charToGlyph),
                ascent=face.ascent / 1000.0,
                descent=face.descent / 1000.0,
            )
    return _FONTS


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")


def clean_line(text: str) -> str:
    """One line of text: line breaks and tabs become spaces, control characters go."""
    text = text.replace("\r\n", " ").replace("\n", " ").replace("\r", " ").replace("\t", " ")
    return _CONTROL.sub("", text)


def runs(text: str, font: str) -> list[tuple[str, str]]:
    """Split ``text`` into (font, characters) runs: characters ``font`` lacks go to its fallback."""
    if text.isascii():
        return [(font, text)]
    info = fonts()[font]
    cover = info.cover
    fallback = FALLBACK[font]
    out: list[tuple[str, str]] = []
    current = font
    start = 0
    for i, char in enumerate(text):
        wanted = font if ord(char) in cover else fallback
        if wanted != current:
            if i > start:
                out.append((current, text[start:i]))
            current = wanted
            start = i
    if start < len(text):
        out.append((current, text[start:]))
    return out


def text_width(text: str, font: str, size: float) -> float:
    """The width of ``text`` drawn at ``size`` points, fallback runs included."""
    if text.isascii():
        return pdfmetrics.stringWidth(text, font, size)
    return sum(pdfmetrics.stringWidth(part, name, size) for name, part in runs(text, font))


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Greedy word wrap of ``text`` (paragraphs on newlines) to ``width``; a word wider than
    the line is broken between characters. Empty paragraphs stay as empty lines."""
    lines: list[str] = []
    space = text_width(" ", font, size)
    for paragraph in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        paragraph = _CONTROL.sub("", paragraph.replace("\t", " "))
        words = paragraph.split()
        if not words:
            lines.append("")
            continue
        line: list[str] = []
        line_width = 0.0
        for word in words:
            w = text_width(word, font, size)
            if w > width:
                if line:
                    lines.append(" ".join(line))
                    line, line_width = [], 0.0
                pieces = _break_word(word, font, size, width)
                lines.extend(pieces[:-1])
                word = pieces[-1]
                w = text_width(word, font, size)
            if line and line_width + space + w > width:
                lines.append(" ".join(line))
                line, line_width = [word], w
            else:
                line_width += (space if line else 0.0) + w
                line.append(word)
        if line:
            lines.append(" ".join(line))
    return lines


def _break_word(word: str, font: str, size: float, width: float) -> list[str]:
    pieces: list[str] = []
    current = ""
    for char in word:
        if current and text_width(current + char, font, size) > width:
            pieces.append(current)
            current = char
        else:
            current += char
    pieces.append(current)
    return pieces


# --------------------------------------------------------------------------- pages and colours

PAGE_SIZES: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
MARGIN = 28.0


@dataclass(frozen=True, slots=True)
class Palette:
    """Colours of a layout. ``band`` and ``shade`` are background tones (``None`` when plain)."""

    ink: Color
    line: Color
    faint: Color
    band: Color | None
    shade: Color | None
    mark: Color
    mark_text: Color
    plain: bool


#: Sepia tones that print as light greys in black and white.
TONED = Palette(
    ink=Color(0.11, 0.09, 0.07),
    line=Color(0.30, 0.24, 0.18),
    faint=Color(0.62, 0.57, 0.50),
    band=Color(0.89, 0.85, 0.77),
    shade=Color(0.95, 0.93, 0.88),
    mark=Color(0.11, 0.09, 0.07),
    mark_text=white,
    plain=False,
)
#: Black on white only: no background tones, no greys.
PLAIN = Palette(
    ink=black, line=black, faint=black, band=None, shade=None, mark=black, mark_text=white, plain=True
)


@dataclass(frozen=True, slots=True)
class TextBox:
    """Where a piece of text was drawn (PDF points, origin bottom left)."""

    page: int
    x0: float
    y0: float
    x1: float
    y1: float
    text: str


# --------------------------------------------------------------------------- the pen


class Pen:
    """Drawing helpers over one canvas.

    Args:
        canvas: the reportlab canvas (one per PDF file).
        palette: :data:`TONED` or :data:`PLAIN`.
        fillable: values become AcroForm fields.
        record: keep a :class:`TextBox` for every string drawn (in :attr:`boxes`).
        min_text: no text smaller than this (points; large print: 12), shrinking included.
    """

    def __init__(
        self,
        canvas: Canvas,
        palette: Palette,
        *,
        fillable: bool = False,
        record: bool = False,
        min_text: float = 0.0,
    ) -> None:
        fonts()
        self.min_text = min_text
        self.canvas = canvas
        self.palette = palette
        self.fillable = fillable
        self.width, self.height = canvas._pagesize
        self.page = 1
        self.boxes: list[TextBox] | None = [] if record else None
        self.field_prefix = ""
        self._field_names: set[str] = set()
        self._forms = 0
        self._in_form = False

    # ---- pages

    @property
    def left(self) -> float:
        return MARGIN

    @property
    def right(self) -> float:
        return self.width - MARGIN

    @property
    def top(self) -> float:
        return self.height - MARGIN

    @property
    def bottom(self) -> float:
        return MARGIN

    def next_page(self) -> None:
        """Finish the page and start the next."""
        self.canvas.showPage()
        self.page += 1

    # ---- text

    def text(
        self,
        x: float,
        y: float,
        text: str,
        font: str = SERIF,
        size: float = 9.0,
        *,
        align: str = "left",
        max_width: float | None = None,
        min_size: float | None = None,
        color: Color | None = None,
    ) -> float:
        """Draw one line at baseline ``y``; returns the width drawn.

        With ``max_width`` the text shrinks down to ``min_size`` (default 70 % of ``size``) and
        is then cut with an ellipsis, so it never runs past its box.
        """
        text = clean_line(text)
        if not text:
            return 0.0
        if self.min_text:
            size = max(size, self.min_text)
            min_size = max(min_size if min_size is not None else size * 0.7, self.min_text)
        if max_width is not None:
            text, size = self.fit(text, font, size, max_width, min_size)
        parts = runs(text, font)
        if len(parts) == 1:
            width = pdfmetrics.stringWidth(text, parts[0][0], size)
        else:
            width = sum(pdfmetrics.stringWidth(part, name, size) for name, part in parts)
        if align == "right":
            x -= width
        elif align == "center":
            x -= width / 2
        canvas = self.canvas
        canvas.setFillColor(color or self.palette.ink)
        t = canvas.beginText(x, y)
        for name, part in parts:
            t.setFont(name, size)
            t.textOut(part)
        canvas.drawText(t)
        if self.boxes is not None and not self._in_form:
            info = fonts()[font]
            self.boxes.append(
                TextBox(self.page, x, y + info.descent * size * 0.8, x + width, y + 0.72 * size, text)
            )
        return width

    def fit(
        self, text: str, font: str, size: float, max_width: float, min_size: float | None = None
    ) -> tuple[str, float]:
        """``text`` and a size at which it fits ``max_width`` (shrunk, then cut with "…")."""
        width = text_width(text, font, size)
        if width <= max_width:
            return text, size
        low = min_size if min_size is not None else size * 0.7
        shrunk = size * max_width / width
        if shrunk >= low:
            return text, shrunk
        size = low
        ellipsis = "…"
        while text and text_width(text + ellipsis, font, size) > max_width:
            # Cut by the overshoot's share, at least one character.
            over = text_width(text + ellipsis, font, size) - max_width
            cut = max(1, int(len(text) * over / max(1.0, text_width(text, font, size))))
            text = text[:-cut].rstrip()
        return text + ellipsis, size

    def paragraph(
        self,
        x: float,
        top: float,
        width: float,
        lines: Sequence[str],
        font: str = SERIF,
        size: float = 9.0,
        leading: float | None = None,
    ) -> float:
        """Draw pre-wrapped lines from ``top`` down; returns the height used."""
        leading = leading or size * 1.22
        y = top - size
        for line in lines:
            if line:
                self.text(x, y, line, font, size, max_width=width)
            y -= leading
        return leading * len(lines)

    # ---- shapes

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        stroke: Color | None = None,
        fill: Color | None = None,
        width: float = 0.6,
    ) -> None:
        """A rectangle from its lower left corner; no stroke and no fill draws nothing."""
        canvas = self.canvas
        if fill is not None:
            canvas.setFillColor(fill)
        if stroke is not None:
            canvas.setStrokeColor(stroke)
            canvas.setLineWidth(width)
        canvas.rect(x, y, w, h, stroke=1 if stroke is not None else 0, fill=1 if fill is not None else 0)

    def line(self, x0: float, y0: float, x1: float, y1: float, *, color: Color | None = None,
             width: float = 0.5, dash: Sequence[float] | None = None) -> None:
        """A straight line."""
        canvas = self.canvas
        canvas.setStrokeColor(color or self.palette.line)
        canvas.setLineWidth(width)
        if dash:
            canvas.setDash(list(dash), 0)
        canvas.line(x0, y0, x1, y1)
        if dash:
            canvas.setDash([], 0)

    def rule(self, x0: float, y: float, x1: float) -> None:
        """A faint writing line (dotted when plain)."""
        if self.palette.plain:
            self.line(x0, y, x1, y, color=black, width=0.3, dash=(0.6, 1.8))
        else:
            self.line(x0, y, x1, y, color=self.palette.faint, width=0.35)

    def dot(self, x: float, y: float, r: float = 1.6) -> None:
        """A small filled disc (the occupation mark)."""
        self.canvas.setFillColor(self.palette.ink)
        self.canvas.circle(x, y, r, stroke=0, fill=1)

    def box(self, x: float, top: float, w: float, h: float, title: str = "", *, note: str = "",
            band: float = 13.0) -> float:
        """A framed box with a title band; returns the top of its content area."""
        p = self.palette
        if title:
            if p.band is not None:
                self.rect(x, top - band, w, band, fill=p.band)
            else:
                self.line(x, top - band, x + w, top - band, color=p.line, width=0.6)
            title_width = self.text(x + 4, top - band + 3.6, title, SERIF_SC, 9.5, max_width=w * 0.62)
            if note:
                self.text(x + w - 4, top - band + 3.8, note, SANS, 6.8, align="right",
                          max_width=w - title_width - 14)
        self.rect(x, top - h, w, h, stroke=p.line, width=0.8)
        return top - (band if title else 0)

    def checkbox(self, x: float, y: float, size: float, checked: bool, name: str = "") -> None:
        """A check box with its lower left corner at (x, y); filled with a cross when checked."""
        if self.fillable and name:
            self.canvas.acroForm.checkbox(
                name=self.field_name(name),
                checked=checked,
                x=x,
                y=y,
                size=size,
                buttonStyle="cross",
                borderWidth=0.6,
                borderColor=self.palette.line,
                fillColor=white,
                textColor=self.palette.ink,
                forceBorder=True,
            )
            return
        self.rect(x, y, size, size, stroke=self.palette.line, width=0.6)
        if checked:
            inset = size * 0.18
            self.line(x + inset, y + inset, x + size - inset, y + size - inset, color=self.palette.ink, width=1.0)
            self.line(x + inset, y + size - inset, x + size - inset, y + inset, color=self.palette.ink, width=1.0)

    def labelled_check(self, x: float, y: float, label: str, checked: bool, name: str = "",
                       size: float = 6.5, max_width: float | None = None) -> float:
        """A check box followed by its label (shrunk to fit ``max_width``, box included, when
        given); returns the width used."""
        self.checkbox(x, y - 0.6, size, checked, name)
        room = None if max_width is None else max_width - size - 3
        return size + 3 + self.text(x + size + 3, y, label, SANS, 7, max_width=room, min_size=5.0)

    # ---- labelled values

    def label(self, x: float, y: float, text: str, *, size: float = 6.3, max_width: float | None = None,
              align: str = "left") -> float:
        """A small sans label."""
        return self.text(x, y, text, SANS, size, max_width=max_width, align=align, color=self.palette.line)

    def value(
        self,
        x: float,
        y: float,
        w: float,
        text: str,
        name: str,
        *,
        font: str = SERIF,
        size: float = 10.0,
        align: str = "left",
        min_size: float | None = None,
    ) -> None:
        """A value at baseline ``y`` inside ``w`` points: drawn text, or a form field when fillable."""
        if self.fillable:
            self.text_field(name, text, x, y - size * 0.32, w, size * 1.3, font=font, size=size,
                            align=align)
            return
        anchor = x if align == "left" else x + w if align == "right" else x + w / 2
        self.text(anchor, y, text, font, size, align=align, max_width=w, min_size=min_size)

    def field_line(self, x: float, y: float, w: float, label: str, text: str, name: str, *,
                   size: float = 10.0, label_width: float | None = None) -> None:
        """``Label: value`` on a writing line."""
        lw = label_width if label_width is not None else text_width(label, SANS, 6.3) + 4
        self.label(x, y + 0.5, label, max_width=lw - 2)
        self.rule(x + lw, y - 2.2, x + w)
        self.value(x + lw + 1, y, w - lw - 2, text, name, size=size)

    # ---- number grids

    def number_grid(
        self,
        x: float,
        top: float,
        w: float,
        numbers: Sequence[int],
        cols: int,
        cell_h: float,
        *,
        current: int | None = None,
        outlined: Iterable[int] = (),
        struck: Iterable[int] = (),
        shaded: Iterable[int] = (),
        size: float = 6.4,
    ) -> float:
        """Numbers in a grid of ``cols`` columns from ``top``: ``current`` filled in, ``outlined``
        framed heavily (a rating), ``struck`` crossed out (above a maximum), ``shaded`` toned
        (a status band; nothing when plain). Returns the height used."""
        p = self.palette
        cell_w = w / cols
        outlined = set(outlined)
        struck = set(struck)
        shaded = set(shaded)
        rows = -(-len(numbers) // cols)
        for i, number in enumerate(numbers):
            r, c = divmod(i, cols)
            cx = x + c * cell_w
            cy = top - (r + 1) * cell_h
            label = str(number) if number >= 0 else f"−{-number}"
            if number == current:
                self.rect(cx + 0.6, cy + 0.6, cell_w - 1.2, cell_h - 1.2, fill=p.mark)
                self.text(cx + cell_w / 2, cy + (cell_h - size * 0.7) / 2, label, SANS_BOLD, size,
                          align="center", color=p.mark_text, max_width=cell_w - 1)
            else:
                if number in shaded and p.shade is not None:
                    self.rect(cx, cy, cell_w, cell_h, fill=p.shade)
                self.text(cx + cell_w / 2, cy + (cell_h - size * 0.7) / 2, label, SANS, size,
                          align="center", max_width=cell_w - 1,
                          color=p.faint if number in struck and not p.plain else p.ink)
                if number in struck:
                    self.line(cx + 1, cy + 1, cx + cell_w - 1, cy + cell_h - 1, color=p.ink, width=0.4)
            if number in outlined:
                self.rect(cx + 0.3, cy + 0.3, cell_w - 0.6, cell_h - 0.6, stroke=p.ink, width=1.4)
        # The cell borders, drawn as one path.
        canvas = self.canvas
        canvas.setStrokeColor(p.faint)
        canvas.setLineWidth(0.3)
        path = canvas.beginPath()
        for i in range(len(numbers)):
            r, c = divmod(i, cols)
            path.rect(x + c * cell_w, top - (r + 1) * cell_h, cell_w, cell_h)
        canvas.drawPath(path, stroke=1, fill=0)
        return rows * cell_h

    # ---- images

    def image(self, data: bytes | None, x: float, y: float, w: float, h: float) -> bool:
        """Draw an image (PNG/JPEG bytes) scaled without distortion and centred in the box.
        Returns whether it could be drawn."""
        if not data:
            return False
        from reportlab.lib.utils import ImageReader  # type: ignore[import-untyped]  # reportlab ships no type stubs

        try:
            reader = ImageReader(io.BytesIO(data))
            iw, ih = reader.getSize()
            if iw <= 0 or ih <= 0:
                return False
            scale = min(w / iw, h / ih)
            dw, dh = iw * scale, ih * scale
            self.canvas.drawImage(reader, x + (w - dw) / 2, y + (h - dh) / 2, dw, dh, mask="auto")
        except Exception:  # noqa: BLE001 - a broken picture must not stop the export
            return False
        return True

    # ---- form fields

    def field_name(self, name: str) -> str:
        """A unique field name (PDF field names may not hold periods)."""
        base = (self.field_prefix + name).replace(".", "_")
        candidate, n = base, 2
        while candidate in self._field_names:
            candidate = f"{base}~{n}"
            n += 1
        self._field_names.add(candidate)
        return candidate

    def text_field(
        self,
        name: str,
        value: str,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        font: str = SERIF,
        size: float = 10.0,
        align: str = "left",
        lines: Sequence[str] | None = None,
        leading: float | None = None,
    ) -> None:
        """An AcroForm text field holding ``value``.

        Its appearance is drawn with the embedded fonts (reportlab's own appearance knows only
        the 14 standard fonts and cannot show Greek or Cyrillic); the field keeps the Unicode
        value, so a PDF reader can edit it. ``lines`` makes a multi-line field.
        """
        canvas = self.canvas
        form = self.canvas.acroForm
        full = self.field_name(name)
        multiline = lines is not None
        form.textfield(
            name=full,
            value="",
            x=x,
            y=y,
            width=w,
            height=h,
            fontName="Helvetica",
            fontSize=max(4, int(round(size * 0.9))),
            borderWidth=0,
            fillColor=None,
            borderColor=None,
            textColor=self.palette.ink,
            maxlen=0,
            fieldFlags="multiline" if multiline else "",
        )
        ref = form.fields[-1]
        annotation = canvas._doc.idToObject[ref.name]
        self._forms += 1
        form_name = f"SMap{self._forms}"
        canvas.beginForm(form_name, 0, 0, w, h)
        self._in_form = True
        try:
            if lines is not None:  # multiline
                self.paragraph(1.5, h - 1, w - 3, lines, font, size, leading)
            else:
                anchor = 1.5 if align == "left" else w - 1.5 if align == "right" else w / 2
                self.text(anchor, h * 0.5 - size * 0.32, value, font, size, align=align, max_width=w - 3)
        finally:
            self._in_form = False
        canvas.endForm()
        annotation.dict["V"] = pdfdoc.PDFString(value)
        annotation.dict["DV"] = pdfdoc.PDFString(value)
        annotation.dict["AP"] = pdfdoc.PDFDictionary(
            {"N": pdfdoc.PDFObjectReference(canvas._doc.getXObjectName(form_name))}
        )
        if self.boxes is not None:
            self.boxes.append(TextBox(self.page, x, y, x + w, y + h, value))


# --------------------------------------------------------------------------- flowing sections


@dataclass(slots=True)
class Row:
    """One row of a section: a line of text or a label with its value."""

    kind: str  # "text" | "pair" | "blank"
    text: str = ""
    value: str = ""
    height: float = 11.0


@dataclass(slots=True)
class Section:
    """A titled box of rows that may be split between columns and pages.

    ``paragraphs`` are wrapped to the column; ``pairs`` are label/value rows shown first.
    ``min_rows`` keeps room to write in when there is little text.
    """

    key: str
    title: str
    paragraphs: list[str] = field(default_factory=list)
    pairs: list[tuple[str, str]] = field(default_factory=list)
    min_rows: int = 2
    size: float = 9.5
    rows: list[Row] = field(default_factory=list)

    def layout(self, width: float) -> None:
        leading = self.size * 1.25
        self.rows = [Row("pair", label, value, leading) for label, value in self.pairs]
        for paragraph in self.paragraphs:
            if not paragraph.strip():
                continue
            for line in wrap(paragraph.strip(), SERIF, self.size, width):
                self.rows.append(Row("text", line, "", leading))

    @property
    def leading(self) -> float:
        return self.size * 1.25


TITLE_BAND = 13.0
PAD = 4.0
GAP = 6.0


@dataclass(slots=True)
class _Piece:
    section: Section
    start: int
    end: int
    continued: bool
    height: float = 0.0


Frame = tuple[float, float, float, float]  # x, top, width, bottom


def _natural(section: Section, start: int, end: int) -> float:
    rows_h = sum(row.height for row in section.rows[start:end])
    if start == 0:
        rows_h = max(rows_h, section.min_rows * section.leading)
    return TITLE_BAND + PAD + rows_h + PAD


def flow(
    pen: Pen,
    sections: Sequence[Section],
    frames: list[Frame],
    new_page: Callable[[], list[Frame]],
) -> None:
    """Lay ``sections`` out in ``frames`` (columns of the current page), asking ``new_page`` for
    more columns when they are full. Sections fill their columns to the bottom (room to write);
    a section too long for the space left is split between rows, the rest continued in the next
    column; when everything fits on one page, the columns are balanced."""
    if not frames:
        frames = new_page()
    width = frames[0][2] - 2 * PAD
    for section in sections:
        section.layout(width)
    plan = _balanced(sections, frames)
    if plan is not None:
        _draw_plan(pen, plan, frames)
        return
    pending = [_Piece(s, 0, len(s.rows), False) for s in sections]
    while pending:
        before = (len(pending), pending[0].start)
        plan, pending = _fill(pending, frames)
        if pending and not any(plan) and (len(pending), pending[0].start) == before:
            pending[0].section.min_rows = 0  # never loop: a fresh page takes the next piece
            plan, pending = _fill(pending, frames)
        _draw_plan(pen, plan, frames)
        if pending:
            frames = new_page()


def _balanced(sections: Sequence[Section], frames: list[Frame]) -> list[list[_Piece]] | None:
    heights = [_natural(s, 0, len(s.rows)) for s in sections]
    n = len(frames)
    if n == 0 or not sections:
        return [[] for _ in frames] if sections == [] else None
    capacity = [top - bottom for _, top, _, bottom in frames]
    total = sum(heights) + GAP * (len(heights) - 1)
    if total > sum(capacity):
        return None
    # Smallest column height that holds everything, by bisection on the greedy packing.
    low, high = max(heights), max(capacity)
    if low > high:
        return None

    def pack(limit: float) -> list[list[int]] | None:
        columns: list[list[int]] = [[] for _ in range(n)]
        col, used = 0, 0.0
        for i, h in enumerate(heights):
            need = h + (GAP if columns[col] else 0.0)
            if used + need > min(limit, capacity[col]) + 1e-6:
                col += 1
                if col >= n:
                    return None
                used, need = 0.0, h
                if need > capacity[col] + 1e-6:
                    return None
            columns[col].append(i)
            used += need
        return columns

    if pack(high) is None:
        return None
    for _ in range(30):
        mid = (low + high) / 2
        if pack(mid) is None:
            low = mid
        else:
            high = mid
    columns = pack(high)
    assert columns is not None
    return [[_Piece(sections[i], 0, len(sections[i].rows), False, heights[i]) for i in col] for col in columns]


def _fill(pending: list[_Piece], frames: list[Frame]) -> tuple[list[list[_Piece]], list[_Piece]]:
    plan: list[list[_Piece]] = [[] for _ in frames]
    queue = list(pending)
    for index, (_, top, _, bottom) in enumerate(frames):
        space = top - bottom
        while queue:
            piece = queue[0]
            gap = GAP if plan[index] else 0.0
            need = _natural(piece.section, piece.start, piece.end)
            if gap + need <= space + 1e-6:
                piece.height = need
                plan[index].append(piece)
                space -= gap + need
                queue.pop(0)
                continue
            # Split between rows: as many rows as the space holds (at least two, or move on).
            room = space - gap - TITLE_BAND - 2 * PAD
            rows = piece.section.rows
            count, used = 0, 0.0
            while piece.start + count < piece.end and used + rows[piece.start + count].height <= room + 1e-6:
                used += rows[piece.start + count].height
                count += 1
            fresh = not plan[index]
            if count >= min(2, piece.end - piece.start) and count > 0 or (fresh and count > 0):
                head = _Piece(piece.section, piece.start, piece.start + count, piece.continued)
                head.height = space - gap
                plan[index].append(head)
                queue[0] = _Piece(piece.section, piece.start + count, piece.end, True)
                space = 0.0
            break
    return plan, queue


def _draw_plan(pen: Pen, plan: list[list[_Piece]], frames: list[Frame]) -> None:
    for pieces, (x, top, w, bottom) in zip(plan, frames, strict=False):
        if not pieces:
            continue
        used = sum(p.height for p in pieces) + GAP * (len(pieces) - 1)
        extra = max(0.0, (top - bottom) - used) / len(pieces)
        y = top
        for piece in pieces:
            h = piece.height + extra
            _draw_piece(pen, piece, x, y, w, h)
            y -= h + GAP


def _draw_piece(pen: Pen, piece: _Piece, x: float, top: float, w: float, h: float) -> None:
    section = piece.section
    title = translate("PDF", "{0} (continued)").format(section.title) if piece.continued else section.title
    content_top = pen.box(x, top, w, h, title) - PAD
    leading = section.leading
    size = section.size
    y = content_top
    rows = section.rows[piece.start:piece.end]
    text_rows = [row for row in rows if row.kind == "text"]
    bottom = top - h + PAD
    if pen.fillable and text_rows:
        # Pairs stay single fields; the text of this piece becomes one multi-line field.
        for row in rows:
            if row.kind == "pair":
                _draw_pair(pen, section, row, x + PAD, y, w - 2 * PAD)
                y -= row.height
        lines = [row.text for row in text_rows]
        # The value is the text, not its wrapping: a reader re-wraps it to the field.
        value = " ".join(line if line else "\n" for line in lines).replace(" \n ", "\n").strip()
        pen.text_field(
            f"{section.key}-{piece.start}",
            value,
            x + PAD - 1.5,
            bottom,
            w - 2 * PAD + 3,
            y - bottom,
            size=size,
            lines=lines,
            leading=leading,
        )
        return
    for row in rows:
        if row.kind == "pair":
            _draw_pair(pen, section, row, x + PAD, y, w - 2 * PAD)
        elif row.kind == "text":
            pen.text(x + PAD, y - size, row.text, SERIF, size, max_width=w - 2 * PAD)
            pen.rule(x + PAD, y - size - 2.4, x + w - PAD)
        y -= row.height
    if pen.fillable:
        # Room to write: an empty multi-line field.
        if y - bottom > leading:
            pen.text_field(f"{section.key}-{piece.start}", "", x + PAD - 1.5, bottom, w - 2 * PAD + 3,
                           y - bottom, size=size, lines=[], leading=leading)
        return
    # Writing lines in the space left.
    while y - size - 2.4 >= bottom + 1.5:
        pen.rule(x + PAD, y - size - 2.4, x + w - PAD)
        y -= leading


def _draw_pair(pen: Pen, section: Section, row: Row, x: float, top: float, w: float) -> None:
    widest = max(text_width(r.text, SANS, 6.8) for r in section.rows if r.kind == "pair")
    label_w = min(w * 0.45, max(40.0, widest + 6))
    baseline = top - section.size
    pen.label(x, baseline + 0.5, row.text, size=6.8, max_width=label_w - 4)
    pen.rule(x + label_w, baseline - 2.4, x + w)
    pen.value(x + label_w + 1, baseline, w - label_w - 1, row.value, f"{section.key}-{row.text}",
              size=section.size)


# --------------------------------------------------------------------------- small helpers


def signed(n: int) -> str:
    """``+2``, ``0``, ``−1`` (a true minus sign)."""
    if n > 0:
        return f"+{n}"
    if n < 0:
        return f"−{-n}"
    return "0"


def page_header(pen: Pen, left: str, right: str = "") -> float:
    """The line at the top of a page: a title on the left, a note on the right. Returns the
    top of the space below it."""
    y = pen.top - 10
    width = pen.right - pen.left
    title_w = pen.text(pen.left, y, left, SERIF_SC, 12, max_width=width * 0.62)
    if right:
        pen.text(pen.right, y + 0.5, right, SANS, 7.5, align="right",
                 max_width=width - title_w - 12, color=pen.palette.line)
    pen.line(pen.left, y - 4.5, pen.right, y - 4.5, color=pen.palette.line, width=0.9)
    return y - 10


def page_footer(pen: Pen, text: str) -> None:
    """The small line at the foot of every page."""
    pen.text(pen.left, pen.bottom - 14, text, SANS, 6.5, max_width=(pen.right - pen.left) * 0.8,
             color=pen.palette.line)
    pen.text(pen.right, pen.bottom - 14, str(pen.page), SANS, 6.5, align="right", color=pen.palette.line)


@dataclass(frozen=True, slots=True)
class Column:
    """A column of a :func:`table`: heading, share of the width, alignment, font and size.

    The heading is English (mark it with ``QT_TRANSLATE_NOOP("PDF", ...)``): :func:`table` shows
    it translated in the "PDF" context and names the form fields after the English one. A game
    term heading (a skill, a characteristic) gives its shown text in ``shown`` (from
    :mod:`sheetmaker.core.terms`) instead."""

    title: str
    share: float
    align: str = "left"
    font: str = SERIF
    size: float = 9.0
    shown: str | None = None


def table(
    pen: Pen,
    x: float,
    top: float,
    width: float,
    spec: Sequence[Column],
    rows: Sequence[Sequence[str]],
    count: int,
    row_h: float,
    key: str,
) -> None:
    """Column headings at ``top``, then ``count`` ruled rows (blank past ``rows``). Cell values
    are form fields named ``{key}{row}-{column heading}`` when the pen is fillable."""
    xs = []
    cx = x
    for column in spec:
        cw = width * column.share
        xs.append((cx, cw))
        heading = column.shown if column.shown is not None else translate("PDF", column.title)
        pen.label(cx + 2 if column.align == "left" else cx + cw - 3, top - 8, heading, align=column.align)
        cx += cw
    y = top - 9 - row_h + 3
    for i in range(count):
        pen.rule(x, y - 2.2, x + width)
        if i < len(rows):
            for (cx, cw), column, text in zip(xs, spec, rows[i], strict=True):
                name = f"{key}{i + 1}-{column.title.lower().rstrip('.')}"
                pen.value(cx + 2, y, cw - 5, text, name, font=column.font, size=column.size,
                          align=column.align, min_size=5.5)
        y -= row_h


def columns(x: float, width: float, count: int, gap: float = GAP) -> list[tuple[float, float]]:
    """``count`` columns (x, width) splitting ``width`` with ``gap`` between them."""
    w = (width - gap * (count - 1)) / count
    return [(x + i * (w + gap), w) for i in range(count)]


# --------------------------------------------------------------------------- sheet pages (both systems)


def kind_title(document) -> str:
    """``Non-Player Character`` or ``Investigator``, as the document's kind."""
    if document.kind == "npc":
        return translate("PDF", "Non-Player Character")
    return translate("PDF", "Investigator")


def begin_sheet(pen: Pen, document, index: int, game: str, system_title: str, note: str) -> tuple[float, str]:
    """The first page's header and footer of sheet number ``index`` (form fields prefixed
    ``s<index>-``). Returns the top of the space below the header and the footer text."""
    pen.field_prefix = f"s{index}-"
    footer = f"{document.display_name} · {system_title} · SheetMaker"
    top = page_header(pen, f"{game} · {kind_title(document)}", note)
    page_footer(pen, footer)
    return top, footer


def flow_pages(pen: Pen, sections: Sequence[Section], title: str, document, footer: str) -> None:
    """Lay ``sections`` out in two columns on new pages headed ``title``."""
    left, width = pen.left, pen.right - pen.left

    def new_page():
        pen.next_page()
        page_top = page_header(pen, title, document.display_name)
        page_footer(pen, footer)
        return [(x, page_top, w, pen.bottom) for x, w in columns(left, width, 2)]

    flow(pen, sections, new_page(), new_page)


def portrait_box(pen: Pen, document, x: float, top: float, w: float, h: float) -> None:
    """The portrait frame with the picture scaled to fit without distortion."""
    p = pen.palette
    pen.rect(x, top - h, w, h, stroke=p.line, width=0.8)
    data = document.portrait.data if document.portrait is not None else None
    if not pen.image(data, x + 4, top - h + 4, w - 8, h - 8):
        pen.text(x + w / 2, top - h / 2 - 3, translate("PDF", "Portrait"), SANS, 7, align="center", color=p.faint)
