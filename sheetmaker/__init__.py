"""SheetMaker: investigators for Call of Cthulhu 7e and Trail of Cthulhu.

The house, from the bottom up; each layer imports only the layers below it
(``tests/test_import_graph.py`` keeps it so, with no import circles):

- :mod:`sheetmaker.core`: Qt-free and game-free machinery (dice, outcomes, documents, errors,
  safe reading of files, translations, the game terms the systems register).
- :mod:`sheetmaker.systems`: one package per game (``coc7``, ``toc``): models, rules, data,
  creation sessions, rules in play (``play/``) and random generation (``generate/``).
- :mod:`sheetmaker.io`: files (the sheet format, atomic writes, the library index, locks, the
  trash, other tools' formats); :mod:`sheetmaker.pdf`: the printed sheets (reportlab).
- :mod:`sheetmaker.models`: Qt adapters (QtCore/QtGui): documents with undo stacks, item
  models, the roll machinery (``rolls/``), the library models (``library/``).
- :mod:`sheetmaker.ui`: widgets (the main window and its parts, sheet views by section,
  wizards, the library page, dialogs).
- :mod:`sheetmaker.app` (where the layers meet), :mod:`sheetmaker.cli` (the command),
  :mod:`sheetmaker.smoke_test` (the packagers' self-check).
"""

__version__ = "0.1.0"
