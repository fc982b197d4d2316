"""Converting sheets between SheetMaker and other tools' formats (Qt-free).

Shared by ``sheetmaker convert`` and the desktop application's Import… and Export As…:
the formats one can write (:data:`TARGETS`), a sheet as the bytes of one of them
(:func:`export_bytes`) and free file names for the sheets of a conversion
(:func:`free_name`). Reading goes through :func:`sheetmaker.io.interchange.read_any`.
"""

from __future__ import annotations

import os

from sheetmaker.core.document import Document
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.io import interchange
from sheetmaker.io.filenames import file_stem
from sheetmaker.io.interchange import InterchangeError, Report

__all__ = ["SHEETMAKER", "TARGETS", "export_bytes", "free_name", "read_input", "suffix_of", "title_of"]

#: Our own format's key.
SHEETMAKER = "sheetmaker"
#: Every format ``convert --to`` names, ours first.
TARGETS = (SHEETMAKER, "dholes", "foundry", "statblock")
#: The titles of the formats before their modules are loaded (the registry's own title wins);
#: shown through translate().
_TITLES = {
    SHEETMAKER: QT_TRANSLATE_NOOP("Interchange", "SheetMaker sheet"),
    "dholes": QT_TRANSLATE_NOOP("Interchange", "Dhole's House JSON"),
    "foundry": QT_TRANSLATE_NOOP("Interchange", "Foundry VTT actor (Call of Cthulhu 7e)"),
    "statblock": QT_TRANSLATE_NOOP("Interchange", "statblock text"),
}


def available(key: str) -> bool:
    """Whether the format ``key`` can be written here (its module is installed)."""
    if key == SHEETMAKER:
        return True
    interchange._load_formats()
    return key in interchange.FORMATS


def title_of(key: str) -> str:
    """The name users know the format by (in the language in use)."""
    if key != SHEETMAKER:
        interchange._load_formats()
        fmt = interchange.FORMATS.get(key)
        if fmt is not None:
            return translate("Interchange", fmt.title)
    return translate("Interchange", _TITLES[key]) if key in _TITLES else key


def _unavailable(key: str) -> InterchangeError:
    return InterchangeError(
        translate("Interchange", "the format {0} is not available in this installation").format(repr(key))
    )


def suffix_of(key: str) -> str:
    """The file name ending of the format (``.sheet.json``, ``.json``, ``.txt``)."""
    if key == SHEETMAKER:
        from sheetmaker.io.library import SHEET_SUFFIX

        return SHEET_SUFFIX
    interchange._load_formats()
    fmt = interchange.FORMATS.get(key)
    if fmt is None:
        raise _unavailable(key)
    return fmt.suffix


def export_bytes(document: Document, key: str) -> tuple[bytes, Report]:
    """``document`` as the bytes of the format ``key`` with the export report (what the
    format cannot carry is in ``lost``).

    Raises:
        InterchangeError: the format is not available or does not carry this game.
    """
    if key == SHEETMAKER:
        from sheetmaker.io import fileformat

        return fileformat.dumps(document), Report(
            title_of(SHEETMAKER), read=[translate("Interchange", "the whole sheet")]
        )
    interchange._load_formats()
    fmt = interchange.FORMATS.get(key)
    if fmt is None:
        raise _unavailable(key)
    if fmt.games and document.system not in fmt.games:
        raise InterchangeError(
            translate("Interchange", "{0} does not carry sheets of this game ({1})").format(
                title_of(key), document.system
            )
        )
    return fmt.write(document)


def read_input(data: bytes) -> tuple[str, list[interchange.Imported]]:
    """Detect and read ``data`` (see :func:`sheetmaker.io.interchange.read_any`); a reader that
    fails with anything but :class:`InterchangeError` is reported as one too (a broken reader
    must not lose the other inputs)."""
    try:
        return interchange.read_any(data)
    except InterchangeError:
        raise
    except Exception as exc:  # noqa: BLE001 - a reader's bug is one more unreadable input
        raise InterchangeError(
            translate("Interchange", "the input could not be read ({0}: {1})").format(type(exc).__name__, exc)
        ) from None


def _stem(document: Document) -> str:
    return file_stem(document)


def free_name(folder: str, document: Document, suffix: str, taken: set[str], *, force: bool = False) -> str:
    """A path ``folder/STEM+suffix`` from the document's name, made unique with `` (2)``,
    `` (3)``… against ``taken`` (case-insensitive names already given in this run, updated)
    and, unless ``force``, against the files in the folder."""
    stem = _stem(document)
    try:
        present = set() if force else {name.casefold() for name in os.listdir(folder)}
    except OSError:
        present = set()
    number = 1
    while True:
        name = f"{stem}{suffix}" if number == 1 else f"{stem} ({number}){suffix}"
        key = name.casefold()
        path = os.path.join(folder, name)
        if key not in taken and key not in present and (force or not os.path.lexists(path)):
            taken.add(key)
            return path
        number += 1
