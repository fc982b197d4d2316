"""The base of every page of a creation wizard.

A page is a view over one step of the :class:`~sheetmaker.models.creation.CreationModel`: it
shows the step's answers and the draft, and writes what the player changes back through the
model (never into a widget-held copy). The wizard calls :meth:`StepPage.refresh` after every
change of the model, and :meth:`StepPage.enter` when the page is shown. While a page refreshes
its widgets, :attr:`StepPage.loading` is true so their change signals write nothing back.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from sheetmaker.models.creation import CreationModel
from sheetmaker.ui import accessibility, wheel_guard

__all__ = ["StepPage"]


class StepPage(QWidget):
    """One step of the wizard.

    Subclasses set :attr:`step` (a step of the game's session, e.g.
    :data:`~sheetmaker.systems.coc7.session.STEPS`),
    implement :meth:`title` and :meth:`intro` (translated, one sentence saying what the step is
    and why), build their widgets into :attr:`body` and implement :meth:`refresh`.
    """

    step: str = ""
    scroll_area: QScrollArea

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.loading = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(6)
        self.heading = QLabel(self.title(), self)
        self.heading.setObjectName("wizardPageTitle")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.heading.setFont(font)
        outer.addWidget(self.heading)
        self.intro_label = QLabel(self.intro(), self)
        self.intro_label.setObjectName("wizardPageIntro")
        self.intro_label.setWordWrap(True)
        outer.addWidget(self.intro_label)
        # The mouse wheel scrolls the page, not the fields passing under the pointer.
        wheel_guard.install()
        accessibility.install()
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setAccessibleName(self.title())
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.body = QWidget(self.scroll_area)
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 4, 4, 4)
        self.scroll_area.setWidget(self.body)
        outer.addWidget(self.scroll_area, 1)

    # To implement ---------------------------------------------------------------------------

    def title(self) -> str:
        """The page's title (translated)."""
        raise NotImplementedError

    def intro(self) -> str:
        """One sentence: what the step is and why (translated)."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Show the model's current answers and draft (called after every change)."""
        raise NotImplementedError

    # Optional -------------------------------------------------------------------------------

    def enter(self) -> None:
        """The page is shown: e.g. answer the step with its defaults if it has no answers yet."""

    def focus_field(self, field: str) -> bool:
        """Show the widget of a violation's field path; ``True`` if the page has one."""
        return False

    # Helpers --------------------------------------------------------------------------------

    def do_refresh(self) -> None:
        """Refresh with :attr:`loading` set (what the wizard calls)."""
        self.loading = True
        try:
            self.refresh()
        finally:
            self.loading = False
