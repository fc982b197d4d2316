"""PLACEHOLDER being replaced: the mind page."""

from sheetmaker.ui.wizards.page import StepPage
from sheetmaker.ui.wizards.toc.wizard import PAGE_FACTORIES


class _Page(StepPage):
    step = "mind"

    def title(self) -> str:
        return "mind".title()

    def intro(self) -> str:
        return "Placeholder."

    def refresh(self) -> None:
        pass


PAGE_FACTORIES["mind"] = _Page
