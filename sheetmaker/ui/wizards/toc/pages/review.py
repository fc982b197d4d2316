"""PLACEHOLDER being replaced: the review page."""

from sheetmaker.ui.wizards.page import StepPage
from sheetmaker.ui.wizards.toc.wizard import PAGE_FACTORIES


class _Page(StepPage):
    step = "review"

    def title(self) -> str:
        return "review".title()

    def intro(self) -> str:
        return "Placeholder."

    def refresh(self) -> None:
        pass


PAGE_FACTORIES["review"] = _Page
