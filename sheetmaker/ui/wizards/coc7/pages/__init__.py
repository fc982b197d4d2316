"""The Call of Cthulhu wizard's pages, one module per step. The wizard
(:mod:`sheetmaker.ui.wizards.coc7.wizard`) lists them in its ``PAGE_FACTORIES``; the pages never
import the wizard."""
