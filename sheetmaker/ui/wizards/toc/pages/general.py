"""PLACEHOLDER being replaced: the general page."""

from sheetmaker.ui.wizards.page import StepPage
from sheetmaker.ui.wizards.toc.wizard import PAGE_FACTORIES


class _Page(StepPage):
    step = "general"

    def title(self) -> str:
        return "general".title()

    def intro(self) -> str:
        return "Placeholder."

    def refresh(self) -> None:
        pass


PAGE_FACTORIES["general"] = _Page
