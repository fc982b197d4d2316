"""PLACEHOLDER being replaced: the campaign page."""

from sheetmaker.ui.wizards.page import StepPage
from sheetmaker.ui.wizards.toc.wizard import PAGE_FACTORIES


class _Page(StepPage):
    step = "campaign"

    def title(self) -> str:
        return "campaign".title()

    def intro(self) -> str:
        return "Placeholder."

    def refresh(self) -> None:
        pass


PAGE_FACTORIES["campaign"] = _Page
