"""SheetMaker: investigators for Call of Cthulhu 7e and Trail of Cthulhu."""

__version__ = "0.1.0"
