"""The wizard's pages, one module per step; importing this package registers them in
:data:`sheetmaker.ui.wizards.coc7.wizard.PAGE_FACTORIES`."""

from sheetmaker.ui.wizards.coc7.pages import (  # noqa: F401 - imported to register
    age,
    characteristics,
    choices,
    identity,
    occupation,
    review,
    setup,
    skills,
)
