"""Sanity, Stability and Health with their states, Hit Threshold and the penalties.

:class:`VitalsSection` is a section object of its own: the sheet view holds one, and it works
alone too (an encounter tracker's Health/Stability/Sanity strip)::

    vitals = VitalsSection(doc, controller)  # follows the document by itself
    layout.addWidget(vitals.box)
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.document import EditError, SheetDocument
from sheetmaker.models.toc_models import (
    set_ability_value,
)
from sheetmaker.systems.toc.data import HEALTH, SANITY, STABILITY
from sheetmaker.systems.toc.rules import Derived
from sheetmaker.ui.sheet_sections import SheetSection
from sheetmaker.ui.toc_sheet.base import _tone, _WrapLabel
from sheetmaker.ui.widgets import (
    BoundSpinBox,
)

__all__ = ["VitalsSection"]

class _AbilitySpinBox(BoundSpinBox):
    """A spin box bound to an ability's rating or pool (Health, Stability, Sanity).

    Abilities live in a mapping keyed by name, so edits go through
    :func:`~sheetmaker.models.toc_models.set_ability_value`; the pool's range follows the
    rating (from the ability's floor to its rating, or to a stored pool above it, which the
    rules then report rather than the spin box hiding it).
    """

    def __init__(self, doc: SheetDocument, ability: str, field: str, undo_text: str, parent: QWidget) -> None:
        self._ability = ability
        self._field = field
        super().__init__(
            doc,
            f"sheet.abilities[{ability}].{field}",
            -12 if field == "pool" else 0,
            99,
            read=self._current,
            undo_text=undo_text,
            parent=parent,
        )

    def _current(self) -> int:
        line = self._doc.derived.ability(self._ability)
        if line is None:
            return 0
        return line.rating if self._field == "rating" else line.pool

    def _write(self, value: Any, merge: bool) -> bool:
        try:
            return set_ability_value(
                self._doc, self._ability, self._field, value, text=self._undo_text, merge=merge
            )
        except EditError as exc:
            self._failed(str(exc))
            return False

    def refresh(self) -> None:
        if self._field == "pool":
            line = self._doc.derived.ability(self._ability)
            if line is not None:
                blocked = self.blockSignals(True)
                try:
                    self.setRange(line.floor, max(line.rating, line.pool))
                finally:
                    self.blockSignals(blocked)
        super().refresh()


class VitalsSection(SheetSection):
    """The pools box (``box``, object name ``poolsBox``): Sanity, Stability and Health, each
    with its rating, pool and status (``pool_rows``), the Hit Threshold and the penalties.

    Args:
        doc: a Trail of Cthulhu document.
        controller: the sheet's roll controller (the pools have no rolls of their own).
        context: shared with the other sections of the sheet (default: the section alone).
    """

    box: QGroupBox

    pool_rows: dict[str, tuple[_AbilitySpinBox, _AbilitySpinBox, QLabel]]
    hit_threshold_label: QLabel
    penalty_label: _WrapLabel

    def _build(self) -> QGroupBox:
        box = QGroupBox(
            QCoreApplication.translate("ToCSheetView", "Sanity, Stability and Health"), self._context.parent
        )
        box.setObjectName("poolsBox")
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(10)
        for column, text in enumerate(
            (
                QCoreApplication.translate("ToCSheetView", "Rating"),
                QCoreApplication.translate("ToCSheetView", "Pool"),
                QCoreApplication.translate("ToCSheetView", "Status"),
            ),
            start=1,
        ):
            grid.addWidget(QLabel(text, box), 0, column)
        self.pool_rows = {}
        for row, name in enumerate((SANITY, STABILITY, HEALTH), start=1):
            shown = terms.term("toc", "ability", name)
            caption = QLabel(shown, box)
            font = QFont(caption.font())
            font.setBold(True)
            caption.setFont(font)
            rating = _AbilitySpinBox(
                self._doc,
                name,
                "rating",
                QCoreApplication.translate("ToCSheetView", "Change {0} rating").format(shown),
                box,
            )
            rating.setObjectName(f"{name.lower()}Rating")
            rating.setAccessibleName(QCoreApplication.translate("ToCSheetView", "{0} rating").format(shown))
            pool = _AbilitySpinBox(
                self._doc,
                name,
                "pool",
                QCoreApplication.translate("ToCSheetView", "Change {0} pool").format(shown),
                box,
            )
            pool.setObjectName(f"{name.lower()}Pool")
            pool.setAccessibleName(QCoreApplication.translate("ToCSheetView", "{0} pool").format(shown))
            for spin in (rating, pool):
                spin.editFailed.connect(self._show_error)
                spin.setAlignment(Qt.AlignmentFlag.AlignRight)
                spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance("−88") + 40)
            status = _WrapLabel(box)
            status.setObjectName(f"{name.lower()}Status")
            status.setTextFormat(Qt.TextFormat.PlainText)
            status.setWordWrap(True)
            status.setAccessibleName(QCoreApplication.translate("ToCSheetView", "{0} status").format(shown))
            caption.setBuddy(rating)
            grid.addWidget(caption, row, 0)
            grid.addWidget(rating, row, 1)
            grid.addWidget(pool, row, 2)
            grid.addWidget(status, row, 3)
            self.pool_rows[name] = (rating, pool, status)
            self._register(f"sheet.abilities[{name}]", rating)
            self._chain(rating, pool)
        grid.setColumnStretch(3, 1)
        self.hit_threshold_label = QLabel(box)
        self.hit_threshold_label.setObjectName("hitThreshold")
        self.hit_threshold_label.setTextFormat(Qt.TextFormat.PlainText)
        self.hit_threshold_label.setToolTip(
            QCoreApplication.translate("ToCSheetView", "3, or 4 with Athletics 8 or more")
        )
        self.penalty_label = _WrapLabel(box)
        self.penalty_label.setObjectName("penaltyLabel")
        self.penalty_label.setWordWrap(True)
        self.penalty_label.setTextFormat(Qt.TextFormat.PlainText)
        grid.addWidget(self.hit_threshold_label, 4, 0, 1, 2)
        grid.addWidget(self.penalty_label, 4, 2, 1, 2)
        self._register("sheet.hit_threshold", self.hit_threshold_label)
        return box

    def _status_text(self, name: str, status: str) -> tuple[str, str]:
        """A pool's status in words and its tone."""
        if name == HEALTH:
            texts = {
                "fine": (QCoreApplication.translate("ToCSheetView", "Fine"), ""),
                "hurt": (QCoreApplication.translate("ToCSheetView", "Hurt (+1 difficulty)"), "warning"),
                "seriously wounded": (
                    QCoreApplication.translate("ToCSheetView", "Seriously wounded (no actions; needs medical help)"),
                    "error",
                ),
                "dead": (QCoreApplication.translate("ToCSheetView", "Dead"), "error"),
            }
        elif name == STABILITY:
            texts = {
                "fine": (QCoreApplication.translate("ToCSheetView", "Steady"), ""),
                "shaken": (QCoreApplication.translate("ToCSheetView", "Shaken (+1 difficulty)"), "warning"),
                "mind blasted": (
                    QCoreApplication.translate(
                        "ToCSheetView", "Mind blasted (−1 Stability rating; can only flee or fight)"
                    ),
                    "error",
                ),
                "permanently insane": (QCoreApplication.translate("ToCSheetView", "Permanently insane"), "error"),
            }
        else:
            texts = {
                "fine": (QCoreApplication.translate("ToCSheetView", "Sane"), ""),
                "permanently insane": (QCoreApplication.translate("ToCSheetView", "Permanently insane"), "error"),
            }
        return texts.get(status, (status, "error"))

    def refresh(self, d: Derived) -> None:
        """Show the pools' states, the Sanity cap, the Hit Threshold and the penalties of ``d``."""
        for name, state in ((SANITY, d.sanity), (STABILITY, d.stability), (HEALTH, d.health)):
            status = self.pool_rows[name][2]
            text, tone = self._status_text(name, state.status)
            if status.text() != text:
                status.setText(text)
                _tone(status, tone)
        sanity_rating = self.pool_rows[SANITY][0]
        sanity_rating.setToolTip(
            QCoreApplication.translate("ToCSheetView", "At most {0} (10 − Cthulhu Mythos)").format(d.sanity_cap)
        )
        self.hit_threshold_label.setText(
            QCoreApplication.translate("ToCSheetView", "Hit Threshold: {0}").format(d.hit_threshold)
        )
        notes = []
        if d.difficulty_penalty:
            notes.append(
                QCoreApplication.translate("ToCSheetView", "Tests +{0} difficulty").format(d.difficulty_penalty)
            )
        if d.stability_test_penalty:
            notes.append(
                QCoreApplication.translate("ToCSheetView", "Stability tests +{0} (no Pillar intact)").format(
                    d.stability_test_penalty
                )
            )
        self.penalty_label.setText("; ".join(notes))
        _tone(self.penalty_label, "warning" if notes else "")
