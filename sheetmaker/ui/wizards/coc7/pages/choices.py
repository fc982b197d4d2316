"""PLACEHOLDER being replaced: the choices page."""

from PySide6.QtWidgets import QLabel

from sheetmaker.ui.wizards.coc7.page import StepPage
from sheetmaker.ui.wizards.coc7.wizard import PAGE_FACTORIES


class _Page(StepPage):
    step = "choices"

    def title(self) -> str:
        return "choices".title()

    def intro(self) -> str:
        return "Placeholder."

    def refresh(self) -> None:
        pass


PAGE_FACTORIES["choices"] = _Page
