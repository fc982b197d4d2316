"""Help texts as translatable templates with their numbers (no Qt here).

The explanations of a sheet's values (:mod:`sheetmaker.systems.coc7.explain`,
:mod:`sheetmaker.systems.toc.explain`) are built in the Qt-free layers, but what a user reads
must be translatable. So they return :class:`HelpLine` pairs: an English template marked with
:func:`QT_TRANSLATE_NOOP` (which ``pyside6-lupdate`` collects under the context
:data:`CONTEXT`) and the numbers to put in it. The UI translates the template, then formats it
(:func:`render` with ``QCoreApplication.translate`` as ``translate``).

``lupdate`` reads the context of a call only as a literal: mark templates with
``QT_TRANSLATE_NOOP("FieldHelp", "...")``, never with the :data:`CONTEXT` name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple

#: The translation context of every help template.
CONTEXT = "FieldHelp"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for translation under ``context``; returns it unchanged."""
    return text


class HelpLine(NamedTuple):
    """One sentence of a help text: an English template and its ``{named}`` values."""

    template: str
    values: Mapping[str, Any]


def line(template: str, **values: Any) -> HelpLine:
    """A :class:`HelpLine` (``template`` must be marked with :func:`QT_TRANSLATE_NOOP`)."""
    return HelpLine(template, values)


def render(lines: Iterable[HelpLine], translate: Callable[[str], str] = lambda text: text) -> str:
    """The help text: each template translated, filled in, one line each."""
    return "\n".join(translate(help_line.template).format(**help_line.values) for help_line in lines)
