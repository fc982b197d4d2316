"""The Trail of Cthulhu (1st edition) investigator sheet, one module per section.

:mod:`.view` holds the sections (:mod:`.header`, :mod:`.identity`, :mod:`.abilities`,
:mod:`.vitals`, :mod:`.mind`, :mod:`.combat`, :mod:`.backstory`), section objects on their common
:mod:`.base` that also work alone (e.g. the vitals strip).
"""

from __future__ import annotations

from sheetmaker.ui.toc_sheet.view import ToCSheetView

__all__ = ["ToCSheetView"]
