"""PLACEHOLDER being replaced: the age page."""

from PySide6.QtWidgets import QLabel

from sheetmaker.ui.wizards.coc7.page import StepPage
from sheetmaker.ui.wizards.coc7.wizard import PAGE_FACTORIES


class _Page(StepPage):
    step = "age"

    def title(self) -> str:
        return "age".title()

    def intro(self) -> str:
        return "Placeholder."

    def refresh(self) -> None:
        pass


PAGE_FACTORIES["age"] = _Page
