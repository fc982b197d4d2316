"""The Trail of Cthulhu wizard's pages, one module per step; importing this package registers
them in :data:`sheetmaker.ui.wizards.toc.wizard.PAGE_FACTORIES`."""

from sheetmaker.ui.wizards.toc.pages import (  # noqa: F401 - imported to register
    campaign,
    general,
    identity,
    investigative,
    mind,
    occupation,
    review,
)
