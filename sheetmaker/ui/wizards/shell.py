"""A creation wizard's window, whatever the game: one page per step of a Qt-free creation
session, the steps listed on the left, the live investigator on the right, the step's problems
under the page.

Next is refused (disabled, the reasons listed under the page) while the step has errors;
warnings do not stop it. "Randomise the rest" answers the current and every later step that is
unanswered or wrong with the generator's choices. Finish on the review page emits
:attr:`CreationWizard.finishedDocument` with the finished document; with problems left it asks
first (keepers building NPCs). Cancel leaves nothing behind. Keyboard: focus starts on the
page's first field and Tab follows reading order, then the buttons; Enter is Next.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, cast

from PySide6.QtCore import QPoint, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core.document import Portrait
from sheetmaker.core.violations import Severity
from sheetmaker.models.creation import CreationModel
from sheetmaker.ui.theme import error_colour, text_factor, warning_colour
from sheetmaker.ui.wizards.page import StepPage
from sheetmaker.ui.wizards.summary import SummaryFrame

__all__ = ["CreationWizard"]

#: A remembered option's value.
Option = str | int | bool


class CreationWizard(QDialog):
    """Builds an investigator step by step over a game's creation session.

    Subclasses give the session, the pages and the summary (see
    :class:`~sheetmaker.ui.wizards.coc7.wizard.CoC7CreationWizard`), and may remember options
    in :meth:`_remember`.

    Args:
        session: the game's creation session.
        settings: where options are remembered (``None``: nowhere).
        parent: the parent widget.
        steps: the steps shown, in order (the session's steps or a subset).
        page_factories: step → page class.
        title: the window title.
        settings_group: the ``QSettings`` group of this wizard's remembered options.
        options_step: the step of the game's options, which answers itself with defaults
            (leaving it is no work lost).

    Signals:
        finishedDocument(object): the finished document.
    """

    finishedDocument = Signal(object)  # noqa: N815 - Qt naming

    def __init__(
        self,
        session: Any,
        settings: QSettings | None,
        parent: QWidget | None,
        *,
        steps: Sequence[str],
        page_factories: Mapping[str, Callable[[CreationModel, QWidget], StepPage]],
        title: str,
        settings_group: str,
        options_step: str,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._settings = settings
        self.settings_group = settings_group
        self.options_step = options_step
        #: The steps this wizard shows (all of them, or e.g. characteristics and age to record
        #: how an existing investigator was made).
        self.step_names: tuple[str, ...] = tuple(steps)
        self.model = CreationModel(session, self)
        self.document: Any = None

        self.steps = QListWidget(self)
        self.steps.setObjectName("wizardSteps")
        self.steps.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.steps.setMaximumWidth(round(240 * text_factor()))
        self.stack = QStackedWidget(self)
        self.pages: list[StepPage] = []
        for step in self.step_names:
            page = page_factories[step](self.model, self.stack)
            self.pages.append(page)
            self.stack.addWidget(page)
            item = QListWidgetItem(page.title(), self.steps)
            item.setData(Qt.ItemDataRole.UserRole, step)

        self.summary = self._make_summary()
        # Wider with larger text (the values need half as much again at 200%, the page the rest).
        self.summary.setMinimumWidth(round(265 * (1 + (text_factor() - 1) * 0.5)))

        self.problems = QLabel(self)
        self.problems.setObjectName("wizardProblems")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.RichText)
        self.problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.refusal = QLabel(self)
        self.refusal.setObjectName("wizardRefusal")
        self.refusal.setWordWrap(True)
        self.refusal.hide()

        centre = QWidget(self)
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.addWidget(self.stack, 1)
        centre_layout.addWidget(self.refusal)
        centre_layout.addWidget(self.problems)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(centre)
        splitter.addWidget(self.summary)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        self.splitter = splitter

        self.buttons = QDialogButtonBox(self)
        self.randomise_button = QPushButton(self.tr("&Randomise the Rest"), self)
        self.randomise_button.setToolTip(
            self.tr("Let the dice and the rules answer this step and every later one still open")
        )
        self.back_button = QPushButton(self.tr("< &Back"), self)
        self.next_button = QPushButton(self.tr("&Next >"), self)
        self.finish_button = QPushButton(self.tr("&Finish"), self)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.buttons.addButton(self.randomise_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.back_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
        # Action roles keep the order as added on every platform: Finish takes Next's place.
        self.buttons.addButton(self.finish_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.randomise_button.clicked.connect(self.randomise_rest)
        self.back_button.clicked.connect(self.back)
        self.next_button.clicked.connect(self.next)
        self.finish_button.clicked.connect(self.finish)
        self.cancel_button.clicked.connect(self.reject)
        for button in (self.randomise_button, self.back_button, self.finish_button, self.cancel_button):
            button.setAutoDefault(False)
        self.next_button.setDefault(True)
        QShortcut(QKeySequence("Alt+Right"), self, self.next)
        QShortcut(QKeySequence("Alt+Left"), self, self.back)

        body = QHBoxLayout()
        body.addWidget(self.steps)
        body.addWidget(splitter, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)

        self.steps.currentRowChanged.connect(self._on_step_clicked)
        self.model.changed.connect(self._on_changed)
        self.model.refused.connect(self._on_refused)
        self._index = -1
        self._tab_chain: tuple[int, ...] = ()
        self.resize(self.sizeHint())
        self.go_to(0)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(1000, 660)

    # Navigation ---------------------------------------------------------------------------

    @property
    def current_step(self) -> str:
        return self.step_names[self._index]

    @property
    def current_page(self) -> StepPage:
        return self.pages[self._index]

    def page(self, step: str) -> StepPage:
        """The page of a step."""
        return self.pages[self.step_names.index(step)]

    def go_to(self, index: int) -> None:
        """Show the page at ``index`` (its step answered with defaults if it has none yet)."""
        index = max(0, min(len(self.step_names) - 1, index))
        self._index = index
        self.stack.setCurrentIndex(index)
        self.refusal.hide()
        page = self.pages[index]
        page.enter()
        self._on_changed()
        self.steps.blockSignals(True)
        self.steps.setCurrentRow(index)
        self.steps.blockSignals(False)
        self._focus_first(page)
        # Widgets a page adds while shown appear on the next turn of the event loop.
        QTimer.singleShot(0, self, self._focus_if_lost)

    def _focus_if_lost(self) -> None:
        focused = QApplication.focusWidget()
        page = self.current_page
        if focused is None or not page.isAncestorOf(focused) or isinstance(focused, QScrollArea):
            self._focus_first(page)
        else:
            self._order_tabs()

    def _page_fields(self, page: StepPage) -> list[QWidget]:
        """The page's keyboard-reachable widgets in reading order (top to bottom, left to
        right), whenever they were made: pages build some widgets late (the choices of a new
        occupation), and Qt would put those after the wizard's buttons in the Tab order."""
        fields = []
        for widget in page.findChildren(QWidget):
            if (
                widget.focusPolicy() & Qt.FocusPolicy.TabFocus
                and widget.focusProxy() is None
                and widget.isVisibleTo(page)
                and widget.isEnabled()
                and not isinstance(widget, QScrollArea)
            ):
                fields.append(widget)
        # Radio buttons of one group share a Tab stop; the order keeps them together.
        fields.sort(key=lambda w: (w.mapTo(page, QPoint(0, 0)).y(), w.mapTo(page, QPoint(0, 0)).x()))
        return fields

    def _order_tabs(self) -> None:
        """Tab goes through the page's fields in reading order, then the buttons."""
        fields = self._page_fields(self.current_page)
        buttons = [
            b for b in (self.randomise_button, self.back_button, self.next_button, self.finish_button,
                        self.cancel_button) if b.isVisible()
        ]
        chain = [*fields, *buttons]
        key = tuple(id(w) for w in chain)
        if key == self._tab_chain:
            return
        self._tab_chain = key
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def _focus_first(self, page: StepPage) -> None:
        """Keyboard focus to the page's first field."""
        self._order_tabs()
        fields = self._page_fields(page)
        if fields:
            fields[0].setFocus(Qt.FocusReason.TabFocusReason)

    def next(self) -> None:
        """Go to the next page, unless this step has errors (they are listed under the page)."""
        if self._index >= len(self.step_names) - 1:
            return
        if not self.model.report(self.current_step).ok:
            self._flash_problems()
            return
        self.go_to(self._index + 1)

    def back(self) -> None:
        """Go to the previous page; every answer is kept."""
        if self._index > 0:
            self.go_to(self._index - 1)

    def go_to_step(self, step: str) -> None:
        self.go_to(self.step_names.index(step))

    def _on_step_clicked(self, row: int) -> None:
        # Earlier steps are always open; later ones once every step before them is answered.
        if row < 0 or row == self._index:
            return
        if row > self._index:
            for step in self.step_names[self._index:row]:
                if not self.model.report(step).ok:
                    self.steps.blockSignals(True)
                    self.steps.setCurrentRow(self._index)
                    self.steps.blockSignals(False)
                    self._flash_problems()
                    return
        self.go_to(row)

    # Actions ------------------------------------------------------------------------------

    def randomise_rest(self) -> None:
        """Answer this step and every later one still open with the generator's choices."""
        self.model.randomise_rest(self.current_step if self.current_step != "review" else self.step_names[0])
        self.current_page.enter()
        self._on_changed()

    def finish(self) -> None:
        """Finish: the document goes to :attr:`finishedDocument` (problems left: asks first)."""
        if "review" in self.step_names:
            review = self.model.report("review")
            errors = review.errors
        else:
            errors = tuple(e for step in self.step_names for e in self.model.report(step).errors)
        if errors:
            answer = QMessageBox.question(
                self,
                self.tr("Finish with problems?"),
                self.tr(
                    "This investigator still breaks {0} creation rule(s). Finish anyway? "
                    "(Keepers building NPCs may; the sheet's rule-check panel will list them.)"
                ).format(len(errors)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.document = self.model.session.document()
        # The session holds no images: the identity page keeps the chosen portrait.
        portrait = getattr(self.page("identity"), "portrait", None) if "identity" in self.step_names else None
        if portrait is not None:
            self.document = self.document.model_copy(
                update={"portrait": Portrait(media_type=portrait[0], data=portrait[1])}
            )
        self._remember()
        self.finishedDocument.emit(self.document)
        self.accept()

    def reject(self) -> None:
        if self._has_work() and self.isVisible():
            answer = QMessageBox.question(
                self,
                self.tr("Discard this investigator?"),
                self.tr("The investigator you started will be lost."),
                QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Discard:
                return
        self._remember()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        event.ignore()
        self.reject()

    def _has_work(self) -> bool:
        answers = self.model.answers
        return any(
            getattr(answers, step) is not None
            for step in self.step_names
            if step not in (self.options_step, "review")
        )

    # Display ------------------------------------------------------------------------------

    def _on_changed(self) -> None:
        page = self.current_page
        page.do_refresh()
        self.summary.refresh()
        report = self.model.report(self.current_step)
        self.problems.setText(self._problems_html(report))
        self.problems.setVisible(bool(report.problems or report.notes))
        last = self._index == len(self.step_names) - 1
        self.back_button.setEnabled(self._index > 0)
        self.next_button.setEnabled(not last and report.ok)
        self.next_button.setVisible(not last)
        self.finish_button.setVisible(last)
        self.next_button.setDefault(not last)
        self.finish_button.setDefault(last)
        self.randomise_button.setVisible(not last)
        self._order_tabs()
        focused = QApplication.focusWidget()
        if self.isActiveWindow() and (
            focused is None or not self.isAncestorOf(focused) or isinstance(focused, QScrollArea)
        ):
            QTimer.singleShot(0, self, self._focus_if_lost)  # the refresh rebuilt the focused field
        for row, step in enumerate(self.step_names):
            item = self.steps.item(row)
            ok = self.model.report(step).ok
            answered = self.model.session.answered(step) or step == "review"
            mark = "✓ " if ok and answered and row < self._index else ("• " if row == self._index else "   ")
            item.setText(mark + self.pages[row].title())
        # As wide as the longest step name (translations run longer), within reason.
        wanted = self.steps.sizeHintForColumn(0) + 2 * self.steps.frameWidth() + 6
        factor = text_factor()
        self.steps.setFixedWidth(max(round(150 * factor), min(wanted, round(240 * factor))))

    def _problems_html(self, report) -> str:
        lines = []
        for note in report.notes:
            lines.append(f"<li>{_escape(note)}</li>")
        shown = report.problems if self.current_step != "review" else ()
        for problem in shown[:8]:
            colour = (error_colour() if problem.severity is Severity.ERROR else warning_colour()).name()
            prefix = self.tr("Needed:") if problem.severity is Severity.ERROR else self.tr("Note:")
            fix = f" <i>{_escape(problem.fix)}</i>" if problem.fix else ""
            lines.append(
                f"<li><span style='color:{colour}'><b>{prefix}</b></span> {_escape(problem.message)}{fix}</li>"
            )
        if len(shown) > 8:
            lines.append("<li>" + self.tr("…and {0} more.").format(len(shown) - 8) + "</li>")
        return "<ul style='margin:0; -qt-list-indent:1'>" + "".join(lines) + "</ul>" if lines else ""

    def _flash_problems(self) -> None:
        self.problems.show()
        self.problems.setFocus()

    def _on_refused(self, reason: str) -> None:
        self.refusal.setText(reason)
        self.refusal.show()

    # Hooks ---------------------------------------------------------------------------------

    def _make_summary(self) -> SummaryFrame:
        """The live investigator beside the pages."""
        raise NotImplementedError

    def _remember(self) -> None:
        """Remember options for the next wizard (called on Finish and Cancel)."""

    @staticmethod
    def _read_options(
        settings: QSettings | None, group: str, defaults: Mapping[str, Option]
    ) -> dict[str, Option] | None:
        """The options remembered in ``group`` of ``settings``, each read as the type of its
        default (the default where none is remembered); ``None`` without settings."""
        if settings is None:
            return None
        settings.beginGroup(group)
        try:
            return {
                key: cast(Option, settings.value(key, default, type=type(default))) for key, default in defaults.items()
            }
        finally:
            settings.endGroup()

    def _write_options(self, values: Mapping[str, object]) -> None:
        """Remember ``values`` in this wizard's group (nothing without settings)."""
        settings = self._settings
        if settings is None:
            return
        settings.beginGroup(self.settings_group)
        for key, value in values.items():
            settings.setValue(key, value)
        settings.endGroup()

    def remembered(self, key: str, default: str) -> str:
        """A page's remembered choice (e.g. the last characteristic method)."""
        if self._settings is None:
            return default
        return str(self._settings.value(f"{self.settings_group}/{key}", default, type=str))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
