"""Other tools' formats in and out: the shared shapes of every importer and exporter (Qt-free).

Each format is a module of ``sheetmaker.io`` (``dholes``, ``foundry``, ``statblock_text``) that
registers a :class:`Format` in :data:`FORMATS`. Readers never raise for bad input: they raise
:class:`InterchangeError` (one clear sentence, nothing created) or return :class:`Imported`
items whose :class:`Report` says what was read, how it was mapped, what could not be read and
which stored derived values disagreed with ours. Writers return the bytes and a report of what
the other format cannot carry (``lost``).

Detection is by content, never by file name (:func:`detect`).

The report's sentences and the errors' are for the user: each is marked for translation in the
context ``Interchange`` (:func:`sheetmaker.core.i18n.translate`, template first, then
``.format``), and the game terms in them (skills, characteristics) come from
:mod:`sheetmaker.core.terms`. What a file holds or is written with stays as it is (a skill name
read from the file, a quoted value), and without a translator every sentence is English.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sheetmaker.core.document import Document, Portrait
from sheetmaker.core.errors import SheetMakerError
from sheetmaker.core.i18n import translate

__all__ = [
    "FORMATS",
    "SECTIONS",
    "Entry",
    "Format",
    "Imported",
    "InterchangeError",
    "Report",
    "and_more",
    "counted",
    "detect",
    "json_loads",
    "portrait_of",
    "read_any",
    "read_bytes",
    "register",
]

#: Inputs larger than this are refused before parsing (a sheet is a few KiB; a portrait a few
#: hundred).
MAX_INPUT_BYTES = 16 * 1024 * 1024


class InterchangeError(SheetMakerError):
    """The input is not in the format, or so damaged nothing can be read; ``str()`` is one
    sentence for the user."""


#: The sections of a :class:`Report`, as :meth:`Report.lines` titles them and as
#: :class:`Entry` names them.
SECTIONS = ("read", "mapped", "not carried", "disagrees", "converted", "note")


@dataclass(frozen=True)
class Entry:
    """The machine-readable record of one report line (what the report-truth tests check).

    Attributes:
        section: the line's section, one of :data:`SECTIONS`.
        key: which value of the result the line is about, as a path: ``name``, ``age``,
            ``characteristics.STR``, ``derived.HP`` (``HP``, ``MP``, ``SAN``, ``Luck``, ``DB``,
            ``Build``, ``MOV``), ``armour``, ``skills.<label on the sheet>``, ``weapons.<name>``,
            ``weapons.<name>.damage``, ``attacks_per_round``, ``sanity_loss``, ``spells``,
            ``occupation``, ``notes``; Trail of Cthulhu ``abilities.<name>``, ``hit_threshold``,
            ``alertness_modifier``, ``stealth_modifier``, ``stability_loss``; ``text`` for a
            fragment of the input not read at all.
        value: the value as the input states it (a number, or the text as written; for
            ``mapped`` the input's own name of the thing, e.g. ``"Drive Automobile"``).
        result: what the sheet holds where that differs from ``value`` (``converted``: the
            converted value; ``disagrees``: the value the sheet keeps); None otherwise.
    """

    section: str
    key: str
    value: object
    result: object = None


@dataclass
class Report:
    """What an import or export did, in sentences a user reads (the GUI lists them; the CLI
    prints them).

    Alongside the sentences, an importer may record each line's meaning in :attr:`entries`
    (:meth:`add` does both at once); the sentences stay what users read, the entries are what
    tests check each sentence against.
    """

    #: The format's name as users know it ("Dhole's House JSON").
    source: str
    #: What was read: "Characteristics: STR 45, CON 50, ...", "12 skills", "portrait".
    read: list[str] = field(default_factory=list)
    #: How things were mapped: "'Library Use' → Library Use", "'Pulp talent: Hardened' → a
    #: custom skill".
    mapped: list[str] = field(default_factory=list)
    #: What could not be read or has no place here (import), or cannot be carried by the other
    #: format (export): each a sentence naming the value.
    lost: list[str] = field(default_factory=list)
    #: Derived values stored in the input that differ from ours: "HP: the file says 12, the
    #: rules give 11 (CON 55 + SIZ 60) / 10; SheetMaker uses 11."
    disagreements: list[str] = field(default_factory=list)
    #: Anything else worth saying (assumptions made, defaults used).
    notes: list[str] = field(default_factory=list)
    #: Values converted from another edition's scale (a 6th-edition statblock's STR 15 → 75):
    #: one sentence per changed value.
    converted: list[str] = field(default_factory=list)
    #: The machine-readable record of the lines, in any order (see :class:`Entry`); optional:
    #: a line without an entry is still a line.
    entries: list[Entry] = field(default_factory=list)

    def add(self, section: str, text: str, key: str, value: object, result: object = None) -> None:
        """Add a line to ``section`` (one of :data:`SECTIONS`) with its :class:`Entry`."""
        self._items(section).append(text)
        self.entries.append(Entry(section, key, value, result))

    def _items(self, section: str) -> list[str]:
        items = {
            "read": self.read,
            "mapped": self.mapped,
            "not carried": self.lost,
            "disagrees": self.disagreements,
            "converted": self.converted,
            "note": self.notes,
        }.get(section)
        if items is None:
            raise ValueError(f"no report section {section!r}")
        return items

    @property
    def complete(self) -> bool:
        """Nothing lost and no disagreement (``convert`` exits 1 otherwise)."""
        return not self.lost and not self.disagreements

    def lines(self) -> list[str]:
        """Every entry as one line with its section (for the CLI and logs)."""
        out: list[str] = []
        for title, items in (
            ("read", self.read),
            ("mapped", self.mapped),
            ("not carried", self.lost),
            ("disagrees", self.disagreements),
            ("converted", self.converted),
            ("note", self.notes),
        ):
            out.extend(f"{title}: {item}" for item in items)
        return out


@dataclass
class Imported:
    """One sheet read from another format, with its report (nothing is saved yet)."""

    document: Document
    report: Report


@dataclass(frozen=True)
class Format:
    """A registered format.

    Attributes:
        key: the CLI name (``dholes``, ``foundry``, ``statblock``).
        title: the name users know (``Dhole's House JSON``).
        detect: True when the bytes are this format (by content; cheap; never raises).
        read: the sheets in the bytes (raises :class:`InterchangeError`).
        write: one document as this format's bytes and the export report (raises
            :class:`InterchangeError` when the document's game is not carried, e.g. a ToC
            sheet to Dhole's House).
        suffix: the file name ending to write (``.json``, ``.txt``).
        games: the game systems it carries (``("coc7",)``).
    """

    key: str
    title: str
    detect: Callable[[bytes], bool]
    read: Callable[[bytes], list[Imported]]
    write: Callable[[Document], tuple[bytes, Report]]
    suffix: str
    games: tuple[str, ...]


#: The registered formats by key, in detection order (the most specific first).
FORMATS: dict[str, Format] = {}


def register(fmt: Format) -> Format:
    """Add a format (called by each format module at import)."""
    FORMATS[fmt.key] = fmt
    return fmt


def _load_formats() -> None:
    # Imported here so that each module registers itself; modules not written yet are skipped.
    import importlib

    for name in ("dholes", "foundry", "statblock_text"):
        try:
            importlib.import_module(f"sheetmaker.io.{name}")
        except ModuleNotFoundError as exc:  # pragma: no cover - only while a format is missing
            if exc.name != f"sheetmaker.io.{name}":
                raise


def detect(data: bytes) -> str | None:
    """The key of the format of ``data`` (``"sheetmaker"`` for our own files), or None."""
    if len(data) > MAX_INPUT_BYTES:
        return None
    head = data.lstrip()[:4096]
    if head.startswith(b"{") and b'"format"' in head and b'"sheetmaker"' in head:
        if b'"system_title"' in head and _show_summary(data):
            return None  # what `sheetmaker show --json` prints: not a sheet (see read_any)
        return "sheetmaker"
    _load_formats()
    for key, fmt in FORMATS.items():
        try:
            if fmt.detect(data):
                return key
        except Exception:  # noqa: BLE001 - a detector must never stop the others
            continue
    return None


def read_any(data: bytes) -> tuple[str, list[Imported]]:
    """Detect the format and read it.

    Raises:
        InterchangeError: too large, or no format recognises the input, or the format's reader
            refused it.
    """
    if len(data) > MAX_INPUT_BYTES:
        raise InterchangeError(
            translate("Interchange", "the input is {0} MiB; SheetMaker reads at most 16 MiB").format(
                len(data) // (1024 * 1024)
            )
        )
    key = detect(data)
    if key is None:
        raise InterchangeError(_unknown(data))
    if key == "sheetmaker":
        from sheetmaker.io import fileformat

        try:
            document = fileformat.loads(data)
        except SheetMakerError as exc:
            problems = [str(p) for p in getattr(exc, "problems", None) or [exc]]
            more = len(problems) - 1
            if more == 1:
                text = translate("Interchange", "this SheetMaker sheet cannot be read: {0} (and 1 more problem)")
            elif more:
                text = translate("Interchange", "this SheetMaker sheet cannot be read: {0} (and {1} more problems)")
            else:
                text = translate("Interchange", "this SheetMaker sheet cannot be read: {0}")
            raise InterchangeError(text.format(problems[0], more)) from None
        report = Report(
            translate("Interchange", "SheetMaker sheet"), read=[translate("Interchange", "the whole sheet")]
        )
        return key, [Imported(document, report)]
    return key, FORMATS[key].read(data)


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a file to import, read like every user-supplied file
    (:func:`sheetmaker.io.safefile.read_regular`): a regular file of at most
    :data:`MAX_INPUT_BYTES`; a FIFO, a device, a socket or a folder is refused without blocking.

    Raises:
        InterchangeError: the file cannot be read (one sentence saying why).
    """
    from sheetmaker.io import safefile

    try:
        data, _ = safefile.read_regular(path, MAX_INPUT_BYTES)
    except safefile.SafeReadError as exc:
        raise InterchangeError(translate("Interchange", "the file cannot be read: {0}").format(exc.reason)) from None
    return data


def json_loads(text: str) -> Any:
    """The JSON value of an import's text under the rule of sheet files: a key given twice in one
    object is an :class:`InterchangeError` naming the key and where it is (never one of the two
    values taken silently). Bad JSON raises ``ValueError``/``RecursionError`` as
    :func:`json.loads` does, for the format to word."""
    from sheetmaker.io import fileformat

    try:
        return fileformat.loads_json(text)
    except fileformat.DuplicateKeyError as exc:
        if exc.where == "(top level)":
            text = translate(
                "Interchange",
                "the JSON gives the key {0} twice in its outermost object; SheetMaker does not guess which "
                "of the two values is meant: remove the stray one",
            )
        else:
            text = translate(
                "Interchange",
                "the JSON gives the key {0} twice in the object at {1}; SheetMaker does not guess which "
                "of the two values is meant: remove the stray one",
            )
        raise InterchangeError(text.format(repr(exc.key[:80]), exc.where[:120])) from None


def portrait_of(report: Report, data: bytes, media_type: str) -> Portrait | None:
    """The portrait an importer read, if a sheet file could carry it: the same check as a sheet
    file's portrait (:func:`sheetmaker.io.images.check_portrait`: PNG or JPEG as declared, size,
    pixels, decodable). A portrait that fails it is dropped and the report says why (``not
    carried: portrait (reason)``); one that passes is named in the report's ``read``."""
    from sheetmaker.io import images

    try:
        width, height = images.check_portrait(data, media_type)
        portrait = Portrait(media_type=media_type, data=data)
    except ValueError as exc:  # ImageProblem and pydantic's ValidationError are ValueErrors
        reason = " ".join(str(exc).split("\n")[0].split())[:200]
        report.lost.append(translate("Interchange", "portrait ({0})").format(reason))
        return None
    report.read.append(translate("Interchange", "Portrait ({0}, {1}×{2}).").format(
        "JPEG" if media_type == "image/jpeg" else "PNG", width, height
    ))
    return portrait


def _json_of(data: bytes) -> object:
    """The parsed JSON of ``data``; ValueError (with the parser's message) when it is not JSON."""
    try:
        return json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, RecursionError) as exc:
        raise ValueError(str(exc)) from None


def _show_summary(data: bytes) -> bool:
    from sheetmaker.io.fileformat import is_show_summary

    try:
        return is_show_summary(_json_of(data))
    except ValueError:
        return False


def _unknown(data: bytes) -> str:
    """Why no format reads ``data``, as one sentence: empty, the summary of ``show --json``,
    JSON cut short or damaged, or none of the formats."""
    text = data.strip()
    if not text:
        return translate("Interchange", "this is not a format SheetMaker reads: the input is empty")
    if text[:1] in (b"{", b"["):
        try:
            raw = _json_of(data)
        except ValueError as exc:
            detail = " ".join(str(exc).split())[:120]
            return translate(
                "Interchange", "this is not a format SheetMaker reads: the JSON is cut short or damaged ({0})"
            ).format(detail)
        from sheetmaker.io.fileformat import is_show_summary

        if is_show_summary(raw):
            return translate(
                "Interchange",
                "this is not a format SheetMaker reads: it is the summary `sheetmaker show --json` prints, not a "
                "sheet; convert the .sheet.json file it was printed from",
            )
    return translate(
        "Interchange",
        "this is not a format SheetMaker reads (a SheetMaker sheet, Dhole's House JSON, a Foundry VTT Call of "
        "Cthulhu actor, or a statblock as text)",
    )


def and_more(items: list[str], limit: int, separator: str = ", ") -> str:
    """The first ``limit`` of ``items`` joined by ``separator``, with "and more" after them when
    there are others (``"a, b and more"``; ``"a; b; and more"`` with ``"; "``)."""
    text = separator.join(items[:limit])
    if len(items) <= limit:
        return text
    if separator == "; ":
        return translate("Interchange", "{0}; and more").format(text)
    return translate("Interchange", "{0} and more").format(text)


def counted(number: int, one: str, many: str) -> str:
    """A number with its noun as one phrase (for the reports' lines): ``one`` when ``number``
    is 1, else ``many`` with ``{0}`` for the number. Both come translated whole, so that every
    language words its own singular and plural::

        counted(n, translate("Interchange", "1 skill"), translate("Interchange", "{0} skills"))
        # "1 skill", "3 skills"
    """
    return (one if number == 1 else many).format(number)

