"""The base of the creation wizards' review pages: the whole investigator as HTML in a
browser, and every problem left, each a link to the page that fixes it. Each game writes its
sheet's HTML and says which step a problem belongs to."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QTextBrowser, QWidget

from sheetmaker.core.violations import Severity
from sheetmaker.models.creation import CreationModel
from sheetmaker.ui.theme import error_colour, warning_colour
from sheetmaker.ui.wizards.page import StepPage

__all__ = ["ReviewPageBase", "text_lines"]


class ReviewPageBase(StepPage):
    """The finished investigator and what is still wrong with it.

    Subclasses implement :meth:`step_of` (a problem's step) and :meth:`sheet_html` (the
    investigator), and may put a heading before the problems with :meth:`header_html`.
    """

    step = "review"

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.browser = QTextBrowser(self.body)
        self.browser.setObjectName("reviewBrowser")
        self.browser.setOpenLinks(False)
        self.browser.setAccessibleName(self.tr("The investigator and the problems left"))
        self.browser.anchorClicked.connect(self._on_link)
        self.body_layout.addWidget(self.browser, 1)
        #: The problems shown, in link order (``problem:<n>``).
        self.shown_problems: list = []

    def title(self) -> str:
        return self.tr("Review")

    def intro(self) -> str:
        return self.tr(
            "Read your investigator through before finishing: click a problem to go to the page that fixes it."
        )

    def refresh(self) -> None:
        scroll = self.browser.verticalScrollBar().value()
        self.browser.setHtml(self.header_html() + self.problems_html() + self.sheet_html())
        self.browser.verticalScrollBar().setValue(scroll)

    # To implement --------------------------------------------------------------------------

    def step_of(self, violation: Any) -> str:
        """The step whose page fixes ``violation`` (``review``: none)."""
        raise NotImplementedError

    def header_html(self) -> str:
        """What comes before the problems (the investigator's name and who they are)."""
        return ""

    def sheet_html(self) -> str:
        """The investigator, after the problems."""
        raise NotImplementedError

    # Links ---------------------------------------------------------------------------------

    def open_problem(self, number: int) -> None:
        """Go to the page of the ``number``-th problem shown and to its field when it can."""
        if not 0 <= number < len(self.shown_problems):
            return
        violation = self.shown_problems[number]
        step = self.step_of(violation)
        window = self.window()
        go = getattr(window, "go_to_step", None)
        if step == "review" or go is None:
            return
        try:
            go(step)
            page = getattr(window, "page", None)
            if page is not None:
                page(step).focus_field(violation.field)
        except ValueError:
            return  # the wizard does not show that step

    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == "problem":
            try:
                number = int(url.path() or url.host() or url.toString().split(":", 1)[1])
            except ValueError:
                return
            self.open_problem(number)

    # HTML ----------------------------------------------------------------------------------

    def problems_html(self) -> str:
        """Every problem of the review, errors first, each with a link to its page; or that
        the investigator follows every rule checked. Then the notes of the last change."""
        review = self.model.report("review")
        self.shown_problems = list(review.errors) + list(review.warnings)
        parts = ["<h3>" + self.tr("Problems") + "</h3>"]
        if not self.shown_problems:
            parts.append("<p>" + self.tr("This investigator follows every creation rule checked.") + "</p>")
        else:
            items = []
            for i, problem in enumerate(self.shown_problems):
                error = problem.severity is Severity.ERROR
                colour = (error_colour() if error else warning_colour()).name()
                kind = self.tr("Needed:") if error else self.tr("Note:")
                fix = f" <i>{escape(problem.fix)}</i>" if problem.fix else ""
                page = self._step_title(self.step_of(problem))
                link = f" <a href='problem:{i}'>" + self.tr("Go to {0}").format(escape(page)) + "</a>" if page else ""
                items.append(
                    f"<li><span style='color:{colour}'><b>{kind}</b></span> {escape(problem.message)}{fix}{link}</li>"
                )
            parts.append("<ul>" + "".join(items) + "</ul>")
        if review.notes:
            parts.append("<h3>" + self.tr("What the last change did") + "</h3>")
            parts.append("<ul>" + "".join(f"<li>{escape(n)}</li>" for n in review.notes) + "</ul>")
        return "".join(parts)

    def _step_title(self, step: str) -> str:
        window = self.window()
        page = getattr(window, "page", None)
        if step == "review" or page is None:
            return ""
        try:
            return page(step).title()
        except (ValueError, IndexError):
            return ""


def text_lines(text: str) -> str:
    """The player's text as HTML, its line breaks kept."""
    return escape(text.strip()).replace("\n", "<br/>")
