"""Reading statblock text: the entry points (:func:`parse_text`, :func:`read`)."""

from __future__ import annotations

import re

from sheetmaker.core.i18n import translate
from sheetmaker.io.interchange import Imported, InterchangeError, Report
from sheetmaker.io.statblock_text.blocks import _split
from sheetmaker.io.statblock_text.coc_reader import _parse_coc
from sheetmaker.io.statblock_text.common import (
    MAX_BLOCKS,
    MAX_TEXT_CHARS,
    TITLE,
    _decode,
    _too_long,
    _untable,
    normalise,
)
from sheetmaker.io.statblock_text.detect import (
    _CHAR_RE,
    _coc_data,
    _is_coc,
    _is_toc,
    _looks_json,
    _toc_ability_re,
)
from sheetmaker.io.statblock_text.layouts import canonical
from sheetmaker.io.statblock_text.paste import pieces
from sheetmaker.io.statblock_text.toc_parts import prepare as toc_prepare
from sheetmaker.io.statblock_text.toc_parts import split as toc_split
from sheetmaker.io.statblock_text.toc_reader import _parse_toc


def parse_text(text: str) -> list[Imported]:
    """The NPC sheets of statblock text (see the module doc); a paste of several statblocks is
    cut into them first (:func:`paste.pieces`), each read in its own layout.

    Raises:
        InterchangeError: no statblock in the text, or too much text.
    """
    if len(text) > MAX_TEXT_CHARS:
        raise _too_long(len(text))
    if _looks_json(text):
        raise InterchangeError(translate("Interchange", "this is JSON, not statblock text"))
    parts = pieces(text)
    out: list[Imported] = []
    if len(parts) > 1:
        try:
            for part in parts:
                out.extend(_parse_piece(part))
        except InterchangeError:
            out = []  # a piece that is no statblock alone: the paste is read whole
        if len(out) > MAX_BLOCKS:
            raise _too_many()
    if not out:
        out = _parse_piece(text)
    if len(out) > 1:
        for index, item in enumerate(out, 1):
            item.report.notes.append(
                translate("Interchange", "Statblock {0} of {1} in the text.").format(index, len(out))
            )
    return out


def _too_many() -> InterchangeError:
    return InterchangeError(
        translate("Interchange", "the text holds more than {0} statblocks; paste fewer at a time").format(MAX_BLOCKS)
    )


def _parse_piece(text: str) -> list[Imported]:
    """The sheets of one piece of a paste."""
    text, _families = canonical(normalise(text))
    text = _untable(text)
    if _is_coc(text):
        keys = [(m.start(), m.group(1)) for m in _CHAR_RE.finditer(text)]
        game = "coc7"
    elif _is_toc(text):
        text = toc_prepare(text)
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
    blocks = toc_split(text) if game == "toc" else _split(text, keys)
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
