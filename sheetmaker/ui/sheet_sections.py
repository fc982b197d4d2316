"""What the sections of both sheet views build on.

A sheet view (:class:`~sheetmaker.ui.coc7_sheet.CoC7SheetView`,
:class:`~sheetmaker.ui.toc_sheet.ToCSheetView`) is made of sections, one module each (header,
characteristics or abilities, vitals, skills, combat, mind, backstory…), composed by a thin
``view`` module. Each game's section base (``coc7_sheet.base``, ``toc_sheet.base``) derives from
:class:`SheetSectionBase`, which brings the machinery both games share
(:class:`~sheetmaker.ui.widgets.SheetViewMixin`: the document, the fields by document path, the
Tab order, the edit message, going to a field) and names what every view provides.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from sheetmaker.models.rolls import RollController
from sheetmaker.ui.widgets import SheetViewMixin

__all__ = ["SheetSectionBase"]


class SheetSectionBase(QWidget, SheetViewMixin):
    """The part of a sheet view every section uses (set up by the view)."""

    _controller: RollController

    def focus_field(self, path: str) -> QWidget | None:
        """Scroll to the widget of a document path and give it the focus (the view's)."""
        raise NotImplementedError

    def _refresh(self) -> None:
        """Show everything derived from the document (the view's)."""
        raise NotImplementedError
