"""Hit points, magic points, sanity and luck with the conditions strip, and the combat figures
(MOV, Build, Damage Bonus, Dodge).

:class:`VitalsSection` is a section object of its own: the sheet view holds one, and it works
alone too (an encounter tracker's HP/condition strip)::

    vitals = VitalsSection(doc, controller)  # follows the document by itself
    layout.addWidget(vitals.box)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QGroupBox, QHBoxLayout, QLabel, QVBoxLayout

from sheetmaker.systems.coc7.rules import Derived
from sheetmaker.systems.coc7.rules import value as characteristic_value
from sheetmaker.ui.coc7_sheet.base import CoC7Section
from sheetmaker.ui.roll_button import RollButton
from sheetmaker.ui.widgets import BoundCheckBox, BoundSpinBox

__all__ = ["VitalsSection"]

_CONDITIONS = (
    "major_wound",
    "unconscious",
    "dying",
    "dead",
    "temporary_insanity",
    "indefinite_insanity",
    "permanent_insanity",
)


def _value_triple(x: int) -> tuple[int, int, int]:
    """A value with its half and fifth, as the rules compute them."""
    v = characteristic_value(x)
    return v.value, v.half, v.fifth



class VitalsSection(CoC7Section):
    """The "Hit points, magic points, sanity and luck" box (``box``, object name ``statusBox``):
    the pools with their maxima and rolls, the conditions and the combat figures.

    Args:
        doc: a Call of Cthulhu document.
        controller: makes the SAN, Luck and Dodge rolls.
        context: shared with the other sections of the sheet (default: the section alone).
    """

    hp_spin: BoundSpinBox
    hp_max: QLabel
    mp_spin: BoundSpinBox
    mp_max: QLabel
    san_spin: BoundSpinBox
    san_info: QLabel
    san_roll: RollButton
    luck_spin: BoundSpinBox
    luck_info: QLabel
    luck_roll: RollButton
    condition_boxes: dict[str, BoundCheckBox]
    mov_label: QLabel
    build_label: QLabel
    db_label: QLabel
    dodge_label: QLabel
    dodge_roll: RollButton

    def _build(self) -> QGroupBox:
        box = QGroupBox(
            QCoreApplication.translate("CoC7SheetView", "Hit points, magic points, sanity and luck"),
            self._context.parent,
        )
        box.setObjectName("statusBox")
        owner = self._owner(box)
        layout = QVBoxLayout(box)
        pools = QGridLayout()
        pools.setHorizontalSpacing(6)
        pools.setVerticalSpacing(4)
        self._pool_count = 0

        def pool(title: str, spin: BoundSpinBox, info: QLabel, roll: RollButton | None = None) -> None:
            caption = QLabel(title, box)
            caption.setBuddy(spin)
            bold = QFont(caption.font())
            bold.setBold(True)
            caption.setFont(bold)
            spin.setFixedWidth(spin.fontMetrics().horizontalAdvance("9999") + 36)
            row, half = divmod(self._pool_count, 2)
            column = half * 5
            self._pool_count += 1
            pools.addWidget(caption, row, column)
            pools.addWidget(spin, row, column + 1)
            pools.addWidget(info, row, column + 2)
            if roll is not None:
                pools.addWidget(roll, row, column + 3)

        self.hp_spin = self._bound_spin(
            owner,
            "sheet.hp",
            QCoreApplication.translate("CoC7SheetView", "Current hit points"),
            0,
            999,
            lambda: self._doc.derived.hp,
        )
        self.hp_spin.setObjectName("spinHP")
        self.hp_max = QLabel(box)
        self.hp_max.setObjectName("hpMax")
        self.mp_spin = self._bound_spin(
            owner,
            "sheet.mp",
            QCoreApplication.translate("CoC7SheetView", "Current magic points"),
            0,
            999,
            lambda: self._doc.derived.mp,
        )
        self.mp_spin.setObjectName("spinMP")
        self.mp_max = QLabel(box)
        self.mp_max.setObjectName("mpMax")
        self.san_spin = self._bound_spin(
            owner,
            "sheet.san",
            QCoreApplication.translate("CoC7SheetView", "Current sanity"),
            0,
            99,
            lambda: self._doc.derived.san,
        )
        self.san_spin.setObjectName("spinSAN")
        self.san_info = QLabel(box)
        self.san_info.setObjectName("sanInfo")
        self.san_roll = self._roll_button(owner, "san", None)
        self.san_roll.setObjectName("rollSAN")
        self.luck_spin = self._bound_spin(
            owner, "sheet.luck", QCoreApplication.translate("CoC7SheetView", "Luck"), 0, 99)
        self.luck_spin.setObjectName("spinLuck")
        self.luck_info = QLabel(QCoreApplication.translate("CoC7SheetView", "of 99"), box)
        self.luck_roll = self._roll_button(owner, "luck")
        self.luck_roll.setObjectName("rollLuck")
        pool(QCoreApplication.translate("CoC7SheetView", "HP"), self.hp_spin, self.hp_max)
        pool(QCoreApplication.translate("CoC7SheetView", "MP"), self.mp_spin, self.mp_max)
        pool(QCoreApplication.translate("CoC7SheetView", "SAN"), self.san_spin, self.san_info, self.san_roll)
        pool(QCoreApplication.translate("CoC7SheetView", "Luck"), self.luck_spin, self.luck_info, self.luck_roll)
        pools.setColumnMinimumWidth(4, 24)
        pools.setColumnStretch(9, 1)
        layout.addLayout(pools)
        self.hp_spin.setToolTip(QCoreApplication.translate("CoC7SheetView", "Current hit points"))
        self.mp_spin.setToolTip(QCoreApplication.translate("CoC7SheetView", "Current magic points"))
        self.san_spin.setToolTip(QCoreApplication.translate("CoC7SheetView", "Current sanity points"))

        conditions = QGridLayout()
        conditions.setHorizontalSpacing(14)
        names = {
            "major_wound": QCoreApplication.translate("CoC7SheetView", "Major wound"),
            "unconscious": QCoreApplication.translate("CoC7SheetView", "Unconscious"),
            "dying": QCoreApplication.translate("CoC7SheetView", "Dying"),
            "dead": QCoreApplication.translate("CoC7SheetView", "Dead"),
            "temporary_insanity": QCoreApplication.translate("CoC7SheetView", "Temporary insanity"),
            "indefinite_insanity": QCoreApplication.translate("CoC7SheetView", "Indefinite insanity"),
            "permanent_insanity": QCoreApplication.translate("CoC7SheetView", "Permanent insanity"),
        }
        self.condition_boxes: dict[str, BoundCheckBox] = {}
        for i, key in enumerate(_CONDITIONS):
            path = f"sheet.conditions.{key}"
            check = BoundCheckBox(
                self._doc,
                path,
                names[key],
                QCoreApplication.translate("CoC7SheetView", "Mark {0}").format(names[key]),
                box,
            )
            check.setObjectName(f"condition_{key}")
            check.setAccessibleName(names[key])
            check.editFailed.connect(self._show_error)
            self._register(path, check)
            self.condition_boxes[key] = check
            conditions.addWidget(check, i // 3, i % 3)
        layout.addLayout(conditions)

        combat = QHBoxLayout()
        combat.setSpacing(18)
        self.mov_label = QLabel(box)
        self.mov_label.setObjectName("movLabel")
        self.build_label = QLabel(box)
        self.build_label.setObjectName("buildLabel")
        self.db_label = QLabel(box)
        self.db_label.setObjectName("dbLabel")
        self.dodge_label = QLabel(box)
        self.dodge_label.setObjectName("dodgeLabel")
        self.dodge_roll = self._roll_button(owner, "skill", "Dodge")
        self.dodge_roll.setObjectName("rollDodge")
        for label in (self.mov_label, self.build_label, self.db_label, self.dodge_label):
            label.setTextFormat(Qt.TextFormat.RichText)
        combat.addWidget(self.mov_label)
        combat.addWidget(self.build_label)
        combat.addWidget(self.db_label)
        dodge = QHBoxLayout()
        dodge.setSpacing(2)
        dodge.addWidget(self.dodge_label)
        dodge.addWidget(self.dodge_roll)
        combat.addLayout(dodge)
        combat.addStretch(1)
        layout.addLayout(combat)

        self._register("sheet.hp", self.hp_spin)
        self._register("sheet.mp", self.mp_spin)
        self._register("sheet.san", self.san_spin)
        self._register("sheet.luck", self.luck_spin)
        self._chain(
            self.hp_spin, self.mp_spin, self.san_spin, self.san_roll, self.luck_spin, self.luck_roll,
            *self.condition_boxes.values(), self.dodge_roll,
        )
        return box

    def refresh(self, d: Derived) -> None:
        """Show the maxima, SAN's start and maximum and the combat figures of ``d``."""
        self.hp_max.setText(QCoreApplication.translate("CoC7SheetView", "of {0}").format(d.hp_max))
        self.mp_max.setText(QCoreApplication.translate("CoC7SheetView", "of {0}").format(d.mp_max))
        self.san_info.setText(
            QCoreApplication.translate("CoC7SheetView", "start {0}, max {1}").format(d.san_start, d.san_max)
        )
        self.mov_label.setText(QCoreApplication.translate("CoC7SheetView", "MOV <b>{0}</b>").format(d.mov))
        self.build_label.setText(QCoreApplication.translate("CoC7SheetView", "Build <b>{0}</b>").format(d.build))
        self.db_label.setText(
            QCoreApplication.translate("CoC7SheetView", "Damage Bonus <b>{0}</b>").format(d.damage_bonus)
        )
        dodge = d.skill("Dodge")
        shown = (dodge.value, dodge.half, dodge.fifth) if dodge is not None else _value_triple(d.dodge_base)
        self.dodge_label.setText(
            QCoreApplication.translate("CoC7SheetView", "Dodge <b>{0}</b> ({1}/{2})").format(*shown)
        )
