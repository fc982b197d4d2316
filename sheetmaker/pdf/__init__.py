"""PDF export of sheets and NPC statblocks (reportlab only; never PySide6).

:func:`sheetmaker.pdf.export.export_pdf` is the entry point; :mod:`~sheetmaker.pdf.common` holds
the fonts, page setup and drawing helpers the layouts share; :mod:`~sheetmaker.pdf.coc7` and
:mod:`~sheetmaker.pdf.toc` draw the investigator sheets and :mod:`~sheetmaker.pdf.statblock` the
keeper's statblocks.
"""
