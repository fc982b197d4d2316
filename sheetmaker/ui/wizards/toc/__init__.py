"""The Trail of Cthulhu creation wizard (:class:`~sheetmaker.ui.wizards.toc.wizard.ToCCreationWizard`)."""
