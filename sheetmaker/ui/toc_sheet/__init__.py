"""The Trail of Cthulhu (1st edition) investigator sheet, one module per section.

:mod:`.view` composes the sections (:mod:`.header`, :mod:`.identity`, :mod:`.abilities`,
:mod:`.vitals`, :mod:`.mind`, :mod:`.combat`, :mod:`.backstory`) on their common :mod:`.base`.
"""

from __future__ import annotations

from sheetmaker.ui.toc_sheet.view import ToCSheetView

__all__ = ["ToCSheetView"]
