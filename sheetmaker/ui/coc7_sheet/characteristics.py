"""The eight characteristics with their half and fifth and roll buttons, Idea and Know."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.systems.coc7.model import CHARACTERISTICS
from sheetmaker.systems.coc7.rules import Derived
from sheetmaker.ui.coc7_sheet.base import CoC7Section
from sheetmaker.ui.roll_button import RollButton
from sheetmaker.ui.widgets import BoundSpinBox

__all__ = ["CharacteristicsSection"]


class CharacteristicsSection(CoC7Section):
    """The "Characteristics" box (``box``, four or two a row, as the view's width allows:
    :meth:`place`), with the Idea and Know rolls."""

    characteristic_spins: dict[str, BoundSpinBox]
    characteristic_rolls: dict[str, RollButton]
    half_labels: dict[str, QLabel]
    fifth_labels: dict[str, QLabel]
    idea_roll: RollButton
    know_roll: RollButton
    idea_label: QLabel
    know_label: QLabel

    @property
    def per_row(self) -> int:
        """How many characteristics a row shows (0 before :meth:`place`)."""
        return self._characteristics_per_row

    def _build(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("CoC7SheetView", "Characteristics"), self._context.parent)
        box.setObjectName("characteristicsBox")
        owner = self._owner(box)
        self._metrics_of = owner  # the widget whose font sizes the half/fifth columns
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(4)
        self.characteristic_spins = {}
        self.characteristic_rolls = {}
        self.half_labels = {}
        self.fifth_labels = {}
        big = QFont(owner.font())
        big.setBold(True)
        self._characteristics_grid = grid
        #: name → (caption, value, roll button, half/fifth), placed by _place_characteristics.
        self._characteristic_cells: dict[str, tuple[QWidget, ...]] = {}
        self._characteristics_per_row = 0
        for name in CHARACTERISTICS:
            shown = terms.characteristic_abbr("coc7", name)
            spin = self._bound_spin(owner, f"sheet.characteristics.{name}", shown, 0, 999)
            spin.setObjectName(f"spin{name}")
            spin.setFixedWidth(spin.fontMetrics().horizontalAdvance("999") + 34)
            caption = QLabel(shown, box)
            caption.setBuddy(spin)
            caption.setFont(big)
            caption.setObjectName(f"caption{name}")
            caption.setToolTip(terms.characteristic_name("coc7", name))
            half = QLabel(box)
            half.setObjectName(f"half{name}")
            half.setToolTip(QCoreApplication.translate("CoC7SheetView", "Half: a hard success"))
            fifth = QLabel(box)
            fifth.setObjectName(f"fifth{name}")
            fifth.setToolTip(QCoreApplication.translate("CoC7SheetView", "Fifth: an extreme success"))
            roll = self._roll_button(owner, "characteristic", name)
            roll.setObjectName(f"roll{name}")
            small_box = QWidget(box)
            small = QVBoxLayout(small_box)
            small.setContentsMargins(0, 0, 0, 0)
            small.setSpacing(0)
            small.addWidget(half)
            small.addWidget(fifth)
            self._characteristic_cells[name] = (caption, spin, roll, small_box)
            self.characteristic_spins[name] = spin
            self.characteristic_rolls[name] = roll
            self.half_labels[name] = half
            self.fifth_labels[name] = fifth
            self._chain(spin, roll)
        self._register("sheet.characteristics", self.characteristic_spins["STR"])
        self._register("sheet.creation", self.characteristic_spins["STR"])
        for name in CHARACTERISTICS:
            self._register(f"sheet.creation.base.{name}", self.characteristic_spins[name])
            self._register(f"sheet.creation.age_deductions.{name}", self.characteristic_spins[name])
        self._register("sheet.creation.edu_checks", self.characteristic_spins["EDU"])
        self._register("sheet.creation.luck_rolls", self.characteristic_spins["STR"])

        rolls = QHBoxLayout()
        rolls.setSpacing(4)
        self.idea_roll = self._roll_button(owner, "idea")
        self.idea_roll.setObjectName("rollIdea")
        self.know_roll = self._roll_button(owner, "know")
        self.know_roll.setObjectName("rollKnow")
        self.idea_label = QLabel(box)
        self.know_label = QLabel(box)
        rolls.addWidget(self.idea_label)
        rolls.addWidget(self.idea_roll)
        rolls.addSpacing(16)
        rolls.addWidget(self.know_label)
        rolls.addWidget(self.know_roll)
        rolls.addStretch(1)
        self._idea_know_row = QWidget(box)
        self._idea_know_row.setLayout(rolls)
        rolls.setContentsMargins(0, 0, 0, 0)
        self.place(2)
        self._chain(self.idea_roll, self.know_roll)
        return box

    def place(self, per_row: int) -> None:
        """Four characteristics a row on a roomy view, two on a narrow one (a 1024 px screen
        with the roll log beside the sheet), so no roll button or half/fifth is cut off."""
        if per_row == self._characteristics_per_row:
            return
        self._characteristics_per_row = per_row
        grid = self._characteristics_grid
        for cells in self._characteristic_cells.values():
            for widget in cells:
                grid.removeWidget(widget)
        grid.removeWidget(self._idea_know_row)
        for i, name in enumerate(CHARACTERISTICS):
            row, column = divmod(i, per_row)
            # Aligned columns: caption, value, roll, half/fifth, then a gap to the next one.
            base = column * 5
            for offset, widget in enumerate(self._characteristic_cells[name]):
                grid.addWidget(widget, row, base + offset)
        rows = -(-len(CHARACTERISTICS) // per_row)
        grid.addWidget(self._idea_know_row, rows, 0, 1, per_row * 5)
        for column in range(grid.columnCount()):
            grid.setColumnStretch(column, 0)
            grid.setColumnMinimumWidth(column, 0)
        for column in range(per_row):
            grid.setColumnMinimumWidth(column * 5 + 3, self._metrics_of.fontMetrics().horizontalAdvance("½ 499") + 2)
            grid.setColumnMinimumWidth(column * 5 + 4, 10)
            grid.setColumnStretch(column * 5 + 4, 1)

    def refresh(self, d: Derived) -> None:
        """Show the halves and fifths, Idea and Know of ``d`` (unset characteristics cannot roll)."""
        for name in CHARACTERISTICS:
            value = d.characteristics[name]
            self.half_labels[name].setText(QCoreApplication.translate("CoC7SheetView", "½ {0}").format(value.half))
            self.fifth_labels[name].setText(QCoreApplication.translate("CoC7SheetView", "⅕ {0}").format(value.fifth))
            self._enable_roll(self.characteristic_rolls[name], name, value.value)
        self._enable_roll(self.idea_roll, "INT", d.characteristics["INT"].value)
        self._enable_roll(self.know_roll, "EDU", d.characteristics["EDU"].value)
        self.idea_label.setText(
            QCoreApplication.translate("CoC7SheetView", "Idea (INT {0})").format(d.characteristics["INT"].value)
        )
        self.know_label.setText(
            QCoreApplication.translate("CoC7SheetView", "Know (EDU {0})").format(d.characteristics["EDU"].value)
        )

    def _enable_roll(self, button: RollButton, name: str, value: int) -> None:
        """A characteristic not set yet (0 on a sheet under construction) cannot be rolled."""
        unset = value <= 0
        if button.property("characteristicUnset") == unset:
            return
        button.setProperty("characteristicUnset", unset)
        button.setEnabled(not unset)
        if not unset:
            button.set_label(button.label)  # its usual tool tip
        else:
            button.setToolTip(
                QCoreApplication.translate("CoC7SheetView", "{0} is not set yet: enter it to roll.").format(
                    terms.characteristic_abbr("coc7", name)
                )
            )
