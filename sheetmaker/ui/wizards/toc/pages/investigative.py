"""PLACEHOLDER being replaced: the investigative page."""

from sheetmaker.ui.wizards.page import StepPage
from sheetmaker.ui.wizards.toc.wizard import PAGE_FACTORIES


class _Page(StepPage):
    step = "investigative"

    def title(self) -> str:
        return "investigative".title()

    def intro(self) -> str:
        return "Placeholder."

    def refresh(self) -> None:
        pass


PAGE_FACTORIES["investigative"] = _Page
