"""Tool tips that explain a sheet's values with its own numbers.

The texts come from the Qt-free :mod:`sheetmaker.systems.coc7.explain` and
:mod:`sheetmaker.systems.toc.explain` as translatable templates with values; here they are
translated (context :data:`~sheetmaker.core.helptext.CONTEXT`), filled in and set as the tool
tips of the sheet view's widgets, found by object name. A sheet view calls
:func:`apply_field_help` at the end of each refresh, so the numbers follow every edit.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from sheetmaker.core.helptext import CONTEXT, HelpLine, render

__all__ = ["apply_field_help", "field_help_texts"]


def _translate(template: str) -> str:
    return QCoreApplication.translate(CONTEXT, template)


def field_help_texts(doc: object) -> dict[str, str]:
    """``{object name: tool tip}`` for a sheet document (CoC or ToC), translated."""
    sheet = doc.sheet  # type: ignore[attr-defined]
    derived = doc.derived  # type: ignore[attr-defined]
    help_: Mapping[str, list[HelpLine]]
    if hasattr(derived, "hp_max"):
        from sheetmaker.systems.coc7.explain import explain as explain_coc7

        help_ = explain_coc7(sheet, derived)
    else:
        from sheetmaker.systems.toc.explain import explain as explain_toc

        help_ = explain_toc(sheet, derived)
    return {key: render(lines, _translate) for key, lines in help_.items()}


def apply_field_help(view: QWidget, doc: object) -> dict[str, str]:
    """Set the explaining tool tips on ``view``'s widgets; returns the texts set."""
    texts = field_help_texts(doc)
    for widget in view.findChildren(QWidget):
        text = texts.get(widget.objectName())
        if text is not None and widget.toolTip() != text:
            widget.setToolTip(text)
    return texts
