"""PLACEHOLDER being replaced: the identity page."""

from PySide6.QtWidgets import QLabel

from sheetmaker.ui.wizards.coc7.page import StepPage
from sheetmaker.ui.wizards.coc7.wizard import PAGE_FACTORIES


class _Page(StepPage):
    step = "identity"

    def title(self) -> str:
        return "identity".title()

    def intro(self) -> str:
        return "Placeholder."

    def refresh(self) -> None:
        pass


PAGE_FACTORIES["identity"] = _Page
