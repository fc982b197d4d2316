"""The rule-check panel: a document's violations, live, each linking to its field.

Generic for every game system: it needs only a document with ``violations`` (a list of
:class:`~sheetmaker.core.violations.Violation`) and a ``changed`` signal; when the document also
has ``checks_off`` (plain sentences saying which checks could not run, see
:attr:`~sheetmaker.models.document.SheetDocument.checks_off`), the panel says so and never
claims that the sheet follows the rules. Activating an item (click, double click, Enter) calls
the view's callback with the violation's field path (``sheet.characteristics.STR``,
``sheet.skills[Spot Hidden]``...), so the view can show the field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core.violations import Severity, Violation

__all__ = ["FieldRole", "CodeRole", "ViolationsPanel"]

#: The violation's field path, on each list item.
FieldRole = Qt.ItemDataRole.UserRole + 1
#: The violation's stable code, on each list item.
CodeRole = Qt.ItemDataRole.UserRole + 2


class _ProblemList(QListWidget):
    """The list of problems, asking for the height of a few problems (``preferred_height``)."""

    preferred_height = 0

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(hint.width(), self.preferred_height or hint.height())


class ViolationsPanel(QWidget):
    """Lists a document's rule violations with severity icons, message and fix.

    Args:
        doc: the document (anything with ``violations`` and a ``changed`` signal).
        on_activate: called with the field path of an activated violation ("" for a global one).
        parent: the parent widget.
        visible_rows: how many problems show without scrolling (the panel keeps that height).

    Signals:
        fieldActivated(str): a violation was activated; the field path.
    """

    fieldActivated = Signal(str)  # noqa: N815 - Qt naming

    def __init__(
        self,
        doc: Any,
        on_activate: Callable[[str], Any] | None = None,
        parent: QWidget | None = None,
        visible_rows: int = 2,
    ) -> None:
        super().__init__(parent)
        self._doc = doc
        self._shown: tuple[Violation, ...] | None = None
        self._off: tuple[str, ...] | None = None
        self._on_activate = on_activate
        style = self.style()
        self._icons = {
            Severity.ERROR: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
            Severity.WARNING: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning),
        }
        self._ok_icon: QIcon = style.standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton)
        self._partial_icon: QIcon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        header = QHBoxLayout()
        header.setContentsMargins(6, 2, 6, 0)
        header.setSpacing(6)
        self.icon = QLabel(self)
        self.icon.setFixedSize(16, 16)
        header.addWidget(self.icon)
        self.summary = QLabel(self)
        self.summary.setObjectName("violationsSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        # Wrapped rather than widening the sheet when a note on the checks makes it long.
        self.summary.setWordWrap(True)
        header.addWidget(self.summary, 1)
        layout.addLayout(header)
        # Which checks could not run, under the summary while problems are listed (a valid
        # sheet says it in the summary itself, on one line).
        note_row = QHBoxLayout()
        note_row.setContentsMargins(6, 0, 6, 0)
        note_row.addSpacing(self.icon.width() + header.spacing())  # under the summary's text
        self.checks_off_note = QLabel(self)
        self.checks_off_note.setObjectName("violationsChecksOff")
        self.checks_off_note.setTextFormat(Qt.TextFormat.PlainText)
        self.checks_off_note.setWordWrap(True)
        self.checks_off_note.setVisible(False)
        note_row.addWidget(self.checks_off_note, 1)
        layout.addLayout(note_row)
        self.list = _ProblemList(self)
        self.list.setObjectName("violationsList")
        self.list.setAccessibleName(self.tr("Rule checks"))
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setIconSize(QSize(16, 16))
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setAlternatingRowColors(True)
        layout.addWidget(self.list, 1)
        # A steady height by default (room for ``visible_rows`` problems of two lines; more
        # scroll); in a splitter the user makes it taller or as low as one problem.
        line = self.list.fontMetrics().lineSpacing()
        row = 2 * line + 8
        self.list.preferred_height = visible_rows * row + 2 * self.list.frameWidth()
        self.list.setMinimumHeight(row + 2 * self.list.frameWidth())
        self._fit_policy(False)
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        doc.changed.connect(self.refresh)
        self.refresh()

    @property
    def violations(self) -> tuple[Violation, ...]:
        """The violations listed."""
        return self._shown or ()

    @property
    def checks_off(self) -> tuple[str, ...]:
        """The document's checks that could not run, as shown."""
        return self._off or ()

    def refresh(self) -> None:
        """List the document's violations and the checks that did not run (only when they changed).

        Items are updated in place and the list keeps its height, so the sheet above it never
        moves while the user types (problems come and go with every keystroke).
        """
        violations = tuple(self._doc.violations)
        off = tuple(getattr(self._doc, "checks_off", None) or ())
        if violations == self._shown and off == self._off:
            return
        self._shown = violations
        self._off = off
        off_text = " ".join(off)
        self.checks_off_note.setText(off_text)
        self.checks_off_note.setVisible(bool(off and violations))
        tooltip = "\n".join(off)
        self.summary.setToolTip(tooltip)
        self.checks_off_note.setToolTip(tooltip)
        errors = sum(1 for v in violations if v.severity == Severity.ERROR)
        warnings = len(violations) - errors
        rows: list[tuple[QIcon, str, str, str, str, bool]] = []
        # The list only takes room while there is something to list; it appears and goes only
        # when the sheet passes from valid to invalid or back, not at every keystroke.
        self.list.setVisible(bool(violations))
        self._fit_policy(bool(violations))
        if not violations and off:
            # Never more than was checked: no tick, and the checks that did not run named.
            self.summary.setText(
                self.tr("Rule checks: no problems found by the checks that ran.") + " " + off_text
            )
            self.icon.setPixmap(self._partial_icon.pixmap(16, 16))
        elif not violations:
            self.summary.setText(
                self.tr("Rule checks: the sheet follows the rules. Problems show here as you edit.")
            )
            self.icon.setPixmap(self._ok_icon.pixmap(16, 16))
        else:
            worst = Severity.ERROR if errors else Severity.WARNING
            self.icon.setPixmap(self._icons[worst].pixmap(16, 16))
            self.summary.setText(
                self.tr("Rule checks: {0} error(s), {1} warning(s). Activate one to go to its field.").format(
                    errors, warnings
                )
            )
            # Errors first, then warnings; the order of the rules otherwise.
            for violation in sorted(violations, key=lambda v: v.severity != Severity.ERROR):
                text = violation.message
                if violation.fix:
                    text += "\n→ " + violation.fix
                severity = self.tr("Error") if violation.severity == Severity.ERROR else self.tr("Warning")
                rows.append(
                    (
                        self._icons.get(violation.severity, QIcon()),
                        text,
                        violation.field,
                        violation.code,
                        severity,
                        True,
                    )
                )
        current = self.list.currentItem()
        wanted = (current.data(CodeRole), current.data(FieldRole)) if current is not None else None
        while self.list.count() > len(rows):
            self.list.takeItem(self.list.count() - 1)
        selectable = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        for i, (icon, text, field, code, severity, active) in enumerate(rows):
            item = self.list.item(i)
            if item is None:
                item = QListWidgetItem()
                self.list.addItem(item)
            if item.text() != text:
                item.setText(text)
            item.setIcon(icon)
            item.setData(FieldRole, field)
            item.setData(CodeRole, code)
            item.setFlags(selectable if active else Qt.ItemFlag.ItemIsEnabled)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{severity}: {text}" if active else text)
            item.setToolTip(f"{severity} ({code})" if active else "")
            if wanted is not None and (code, field) == wanted:
                self.list.setCurrentItem(item)

    def _fit_policy(self, listing: bool) -> None:
        """Grow (in a splitter) only while problems are listed; the summary alone keeps its
        height, so no empty band opens under it."""
        vertical = QSizePolicy.Policy.Preferred if listing else QSizePolicy.Policy.Maximum
        if self.sizePolicy().verticalPolicy() != vertical:
            self.setSizePolicy(QSizePolicy.Policy.Preferred, vertical)
            self.updateGeometry()

    def _activated(self, item: QListWidgetItem) -> None:
        if not item.flags() & Qt.ItemFlag.ItemIsSelectable:
            return
        path = item.data(FieldRole) or ""
        self.fieldActivated.emit(path)
        if self._on_activate is not None:
            self._on_activate(path)

    def activate_row(self, row: int) -> None:
        """Activate the violation of ``row`` as if the user had (for keyboard and tests)."""
        item = self.list.item(row)
        if item is not None:
            self.list.setCurrentItem(item)
            self._activated(item)
