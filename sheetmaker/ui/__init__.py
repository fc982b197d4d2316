"""Qt widgets; they only show and edit (the rules live in :mod:`sheetmaker.systems`).

:mod:`.main_window` (a thin window and its parts), :mod:`.coc7_sheet` and :mod:`.toc_sheet` (the
sheet views, one module per section), :mod:`.wizards` (the creation wizards), the library page
(:mod:`.library` and its ``library_*`` parts), the roll log and roll dialog, the party table,
:mod:`.dialogs` (the sheets' play dialogs), and small shared widgets (:mod:`.widgets`,
:mod:`.wheel_guard`, :mod:`.field_help`).
"""
