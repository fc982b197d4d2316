"""The Trail of Cthulhu wizard's pages, one module per step. The wizard
(:mod:`sheetmaker.ui.wizards.toc.wizard`) lists them in its ``PAGE_FACTORIES``; the pages never
import the wizard."""
