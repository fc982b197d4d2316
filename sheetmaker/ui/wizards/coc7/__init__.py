"""The Call of Cthulhu 7e creation wizard (:class:`~sheetmaker.ui.wizards.coc7.wizard.CoC7CreationWizard`)."""
