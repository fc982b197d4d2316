"""The Call of Cthulhu 7e investigator sheet, one module per section.

:mod:`.view` holds the sections (:mod:`.header`, :mod:`.characteristics`, :mod:`.vitals`,
:mod:`.skills`, :mod:`.combat`, :mod:`.backstory`), section objects on their common :mod:`.base`
that also work alone (e.g. the vitals strip).
"""

from __future__ import annotations

from sheetmaker.ui.coc7_sheet.skills import AddSkillDialog
from sheetmaker.ui.coc7_sheet.view import CoC7SheetView

__all__ = ["AddSkillDialog", "CoC7SheetView"]
