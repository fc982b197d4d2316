"""Where the shipped resources (samples, fonts, schema, icons) are.

In an installed SheetMaker they are the package ``sheetmaker._resources`` (the top-level
``resources/`` folder of the source tree, shipped inside the wheel); in a source checkout they
are that folder itself.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def resources_dir() -> Path:
    """The folder holding SheetMaker's resources."""
    installed = _PACKAGE / "_resources"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / "resources"


def resource(*parts: str) -> Path:
    """The path of a resource, e.g. ``resource("samples", "harvey.sheet.json")``."""
    return resources_dir().joinpath(*parts)
