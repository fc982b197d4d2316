"""Sheet file names: the suffix, the name suggested for a sheet, comparing paths."""

from __future__ import annotations

import os

#: The sheet file suffix (also ``sheetmaker.io.fileformat.SUFFIX``, which cannot be imported
#: before the window shows without loading pydantic; a test keeps the two equal).
SHEET_SUFFIX = ".sheet.json"


def with_sheet_suffix(path: str) -> str:
    """``path`` ending in ``.sheet.json``: the suffix is added, never doubled.

    ``harvey`` → ``harvey.sheet.json``; ``harvey.sheet`` and ``harvey.json`` →
    ``harvey.sheet.json``; ``harvey.sheet.json`` stays as it is.
    """
    if path.lower().endswith(SHEET_SUFFIX):
        return path
    for partial in (".sheet", ".json"):
        if path.lower().endswith(partial) and len(os.path.basename(path)) > len(partial):
            return path[: -len(partial)] + SHEET_SUFFIX
    return path + SHEET_SUFFIX


def same_path(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` name the same file (links resolved, case as the system does)."""
    return os.path.normcase(os.path.realpath(a)) == os.path.normcase(os.path.realpath(b))


def file_name_for(name: str) -> str:
    """A file name (without folder) for a sheet called ``name``
    (:func:`sheetmaker.io.filenames.file_stem_for`)."""
    from sheetmaker.io.filenames import file_stem_for

    return file_stem_for(name, "sheet", replacement="_") + SHEET_SUFFIX
