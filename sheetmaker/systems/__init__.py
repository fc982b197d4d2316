"""Game systems.

Each system package (``coc7``, ``toc``) holds its pydantic models, its rules (derive, validate,
generate) and its data files, and exposes a :class:`GameSystem` record named ``SYSTEM`` in its
``system`` module. Everything outside the package reaches a system through this registry.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sheetmaker.core import terms
from sheetmaker.core.document import Document
from sheetmaker.core.violations import Violation

#: System key → module that defines ``SYSTEM``.
_MODULES = {
    "coc7": "sheetmaker.systems.coc7.system",
    "toc": "sheetmaker.systems.toc.system",
}


def _every_check_runs(document: Any) -> list[str]:
    """The ``checks_off`` of a system whose ``validate`` always checks every rule."""
    return []


@dataclass(frozen=True)
class GameSystem:
    """What the rest of SheetMaker needs from a game system.

    Attributes:
        key: the value of the document's ``system`` field.
        title: the game's name as shown to users.
        document_class: the :class:`Document` subclass of this system.
        validate: every rule violation of a document.
        summary: a JSON-ready description of the sheet (``sheetmaker show --json``).
        describe: a readable text description (``sheetmaker show``).
        derive: the derived values of the system's sheet part (pure and fast).
        checks_off: which checks ``validate`` cannot run for a document and why, one plain
            sentence each (empty when every rule was checked), so that views never claim more
            than was checked.
    """

    key: str
    title: str
    document_class: type[Document]
    validate: Callable[[Any], list[Violation]]
    summary: Callable[[Any], dict[str, Any]]
    describe: Callable[[Any], str]
    derive: Callable[[Any], Any]
    checks_off: Callable[[Any], list[str]] = _every_check_runs


def system_keys() -> tuple[str, ...]:
    """The keys of every known system."""
    return tuple(_MODULES)


def get_system(key: str) -> GameSystem:
    """The system registered under ``key`` (``KeyError`` for an unknown key)."""
    module = importlib.import_module(_MODULES[key])
    return module.SYSTEM


def all_systems() -> list[GameSystem]:
    """Every system, in registry order."""
    return [get_system(key) for key in _MODULES]


def system_of(document: Document) -> GameSystem:
    """The system a document belongs to."""
    return get_system(document.system)


def _coc7_terms() -> Any:
    """Call of Cthulhu's data set, for :mod:`sheetmaker.core.terms`."""
    from sheetmaker.systems.coc7 import data

    return data.load()


def _coc7_skill_label(name: str, specialisation: str) -> str:
    """A Call of Cthulhu skill label with its specialisation, for :mod:`sheetmaker.core.terms`."""
    from sheetmaker.systems.coc7.model import skill_label

    return skill_label(name, specialisation)


def _toc_terms() -> Any:
    """Trail of Cthulhu's data set, for :mod:`sheetmaker.core.terms`."""
    from sheetmaker.systems.toc import data

    return data.load()


# The systems hand their term tables to core (core imports no game). Importing any module of a
# system runs this package first, so the terms are known before a system's data is used.
terms.register("coc7", _coc7_terms, skill_label=_coc7_skill_label)
terms.register("toc", _toc_terms)
