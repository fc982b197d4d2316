"""The bar above the sheet: the investigator's name and occupation, the rules edition, and the
refresh buttons (after an adventure, a day, a rest day)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.core.errors import SheetMakerError
from sheetmaker.models.rolls import RollCard
from sheetmaker.systems.toc.model import RULES_EDITION
from sheetmaker.systems.toc.rules import Derived
from sheetmaker.ui.toc_sheet.base import ToCSection
from sheetmaker.ui.widgets import (
    ElidedLabel,
)

__all__ = ["HeaderSection"]

#: The refresh buttons: the controller's key for each.
REFRESHES = ("adventure", "24h", "rest_day")


class HeaderSection(ToCSection):
    """The title bar (``box``, above the scrolled sheet) and its refresh buttons, with the line
    that shows the last roll (``roll_status``)."""

    title_label: ElidedLabel
    edition_label: QLabel
    refresh_buttons: dict[str, QPushButton]
    roll_status: QLabel

    def _build(self) -> QWidget:
        owner = self._context.owner
        bar = QFrame(owner)
        bar.setObjectName("tocHeader")
        bar.setFrameShape(QFrame.Shape.StyledPanel)
        # Title and edition on the first row; the refresh buttons beside them when the view is
        # wide enough, else on a row of their own (_reflow_header), so a 1024 px screen fits.
        header_grid = QGridLayout(bar)
        header_grid.setContentsMargins(10, 6, 10, 6)
        self._header_grid = header_grid
        layout = QHBoxLayout()
        layout.setContentsMargins(0, 0, 0, 0)
        header_grid.addLayout(layout, 0, 0)
        refresh_box = QWidget(bar)
        self._refresh_box = refresh_box
        refresh_layout = QHBoxLayout(refresh_box)
        refresh_layout.setContentsMargins(0, 0, 0, 0)
        self._header_wide: bool | None = None
        self.title_label = ElidedLabel(bar)
        self.title_label.setObjectName("sheetTitle")
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.title_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.35)
        self.title_label.setFont(font)
        self.title_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title_label.setMinimumWidth(120)
        self.edition_label = QLabel(QCoreApplication.translate("ToCSheetView", "Trail of Cthulhu 1st edition"), bar)
        self.edition_label.setObjectName("editionLabel")
        self.edition_label.setToolTip(
            QCoreApplication.translate(
                "ToCSheetView", "This sheet follows the rules of {0}; the 2nd edition's numbers differ."
            ).format(RULES_EDITION)
        )
        self.edition_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.edition_label.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(self.title_label, 1)
        layout.addWidget(self.edition_label)
        refresh_caption = QLabel(QCoreApplication.translate("ToCSheetView", "Refresh pools:"), refresh_box)
        refresh_layout.addWidget(refresh_caption)
        self.refresh_buttons = {}
        texts = {
            "adventure": (
                QCoreApplication.translate("ToCSheetView", "Between adventures"),
                QCoreApplication.translate(
                    "ToCSheetView", "Investigative pools, General pools and Stability return to their ratings"
                ),
            ),
            "24h": (
                QCoreApplication.translate("ToCSheetView", "24-hour refresh"),
                QCoreApplication.translate(
                    "ToCSheetView",
                    "Athletics, Driving, Firearms, Fleeing, Piloting, Riding, Scuffling and Weapons refresh",
                ),
            ),
            "rest_day": (
                QCoreApplication.translate("ToCSheetView", "A day of rest"),
                QCoreApplication.translate("ToCSheetView", "Health recovers 2 points (not when seriously wounded)"),
            ),
        }
        for which in REFRESHES:
            text, tip = texts[which]
            button = self._button(text, f"refresh_{which}", text, refresh_box, partial(self.refresh_pools, which))
            button.setToolTip(tip)
            self.refresh_buttons[which] = button
            refresh_layout.addWidget(button)
        refresh_layout.addStretch(1)
        self.reflow(wide=False)
        self.roll_status = QLabel(bar)
        self.roll_status.setObjectName("rollStatus")
        self.roll_status.setTextFormat(Qt.TextFormat.PlainText)
        self.roll_status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.roll_status.setAccessibleName(QCoreApplication.translate("ToCSheetView", "Last roll"))
        self.roll_status.hide()
        outer = QWidget(owner)
        column = QVBoxLayout(outer)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(bar)
        row = QHBoxLayout()
        row.setContentsMargins(12, 2, 12, 2)
        row.addWidget(self.roll_status)
        column.addLayout(row)
        self._chain(*self.refresh_buttons.values())
        return outer

    @property
    def wide(self) -> bool | None:
        """Whether the refresh buttons are beside the title (``None`` before :meth:`reflow`)."""
        return self._header_wide

    def width_needed(self) -> int:
        """The width that shows the whole title with the refresh buttons beside it (longer in
        some languages); narrower, the buttons go to a second row."""
        title = max(self.title_label.minimumWidth(),
                    self.title_label.fontMetrics().horizontalAdvance(self.title_label.text()) + 8)
        return title + self.edition_label.sizeHint().width() + self._refresh_box.sizeHint().width() + 60

    def reflow(self, wide: bool) -> None:
        """The refresh buttons beside the title (wide) or on a second row (narrow)."""
        if wide == self._header_wide:
            return
        self._header_wide = wide
        grid = self._header_grid
        grid.removeWidget(self._refresh_box)
        if wide:
            grid.addWidget(self._refresh_box, 0, 1)
        else:
            grid.addWidget(self._refresh_box, 1, 0, 1, 2)

    def refresh(self, d: Derived | None = None) -> None:
        """Show the investigator's name and occupation (and reflow for the title's length)."""
        doc = self._doc
        sheet = doc.sheet
        occupation = sheet.occupation.name if sheet.occupation is not None else ""
        title = doc.document.display_name
        if occupation:
            branch = f" ({terms.term('toc', 'branch', sheet.occupation.branch)})" if sheet.occupation.branch else ""
            title += " · " + terms.term("toc", "occupation", occupation) + branch
        self.title_label.setText(title)
        self.reflow(wide=self._owner(self.box).width() >= self.width_needed())

    def refresh_pools(self, which: str) -> RollCard | None:
        """Refresh pools through the controller: ``adventure``, ``24h`` or ``rest_day`` (one
        undo step)."""
        try:
            card = self._controller.refresh(self._doc, which)
        except SheetMakerError as exc:
            self._show_error(QCoreApplication.translate("ToCSheetView", "Refresh refused: {0}").format(exc))
            return None
        return self._card(card)
