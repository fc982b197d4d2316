"""The Call of Cthulhu 7e investigator sheet, one module per section.

:mod:`.view` composes the sections (:mod:`.header`, :mod:`.characteristics`, :mod:`.vitals`,
:mod:`.skills`, :mod:`.combat`, :mod:`.backstory`) on their common :mod:`.base`.
"""

from __future__ import annotations

from sheetmaker.ui.coc7_sheet.skills import AddSkillDialog
from sheetmaker.ui.coc7_sheet.view import CoC7SheetView

__all__ = ["AddSkillDialog", "CoC7SheetView"]
