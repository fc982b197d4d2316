"""Take damage: the points or dice of a blow or a fall, and how the wound rules apply.

Call of Cthulhu: the major wound's CON roll may be made at once. Trail of Cthulhu: armour,
non-lethal scuffling, lethal firearms, and the Consciousness test (with Health spent on it).
The rules themselves are in ``systems/<game>/play.py``; this dialog only gathers the answers.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.ui.dialogs.common import AmountEdit, HintLabel, ok_cancel

__all__ = ["DamageDialog"]


class DamageDialog(QDialog):
    """Damage taken by the current sheet's character.

    Args:
        system: "coc7" or "toc".
        status: the character now, in words ("HP 15 of 15"), shown at the top.
        armour: the ToC sheet's armour points (0 for none).
        parent: the parent widget.
    """

    def __init__(
        self, system: str, status: str = "", armour: int = 0, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("DamageDialog")
        self.setWindowTitle(self.tr("Take damage"))
        self.system = system
        layout = QVBoxLayout(self)
        if status:
            heading = QLabel(status, self)
            heading.setObjectName("damageStatus")
            layout.addWidget(heading)
        form = QFormLayout()
        layout.addLayout(form)

        self.amount = AmountEdit("", self)
        self.amount.edit.setAccessibleName(self.tr("Damage, points or dice"))
        label = QLabel(self.tr("&Damage:"), self)
        label.setBuddy(self.amount.edit)
        form.addRow(label, self.amount)

        self.source = QComboBox(self)
        self.source.setAccessibleName(self.tr("Source of the damage"))
        self.source.addItem(self.tr("An attack"), "attack")
        self.source.addItem(self.tr("A fall"), "fall")
        self.source.addItem(self.tr("Something else"), "other")
        form.addRow(self.tr("&From:"), self.source)
        self.hint = HintLabel(self)
        form.addRow(self.hint)
        self.source.currentIndexChanged.connect(self._update_hint)

        self.con_roll = QCheckBox(self.tr("Make the &CON roll of a major wound now"), self)
        self.con_roll.setChecked(True)
        self.con_roll.setToolTip(
            self.tr("A blow of half the maximum HP or more: a failed CON roll knocks out.")
        )
        self.armour = QCheckBox(self.tr("&Armour stops {0} points").format(armour), self)
        self.armour.setChecked(armour > 0)
        self.armour.setEnabled(armour > 0)
        self.non_lethal = QCheckBox(self.tr("&Non-lethal scuffling (never below −11)"), self)
        self.lethal_firearm = QCheckBox(
            self.tr("&Lethal firearms: 6 more when the hit leaves Health at 0 or less"), self
        )
        self.consciousness = QCheckBox(self.tr("Make a due C&onsciousness test now"), self)
        self.consciousness.setChecked(True)
        self.spend = QSpinBox(self)
        self.spend.setRange(0, 99)
        self.spend.setAccessibleName(self.tr("Health points spent on the Consciousness test"))
        self.spend_label = QLabel(self.tr("&Health spent on it:"), self)
        self.spend_label.setBuddy(self.spend)
        if system == "coc7":
            form.addRow(self.con_roll)
            toc_widgets: tuple[QWidget, ...] = (
                self.armour, self.non_lethal, self.lethal_firearm, self.consciousness,
                self.spend, self.spend_label,
            )
        else:
            form.addRow(self.armour)
            form.addRow(self.non_lethal)
            form.addRow(self.lethal_firearm)
            form.addRow(self.consciousness)
            form.addRow(self.spend_label, self.spend)
            toc_widgets = (self.con_roll,)
            self.non_lethal.toggled.connect(self._exclusive)
            self.lethal_firearm.toggled.connect(self._exclusive)
            self.consciousness.toggled.connect(self.spend.setEnabled)
        for widget in toc_widgets:
            widget.hide()

        self.buttons = ok_cancel(self, self.tr("Take Damage"))
        self._ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._ok.setEnabled(self.amount.is_valid())
        self.amount.validityChanged.connect(self._ok.setEnabled)
        layout.addWidget(self.buttons)
        self._update_hint()
        self.amount.setFocus()

    def value(self) -> int | str:
        """The points (an ``int``) or the dice expression typed."""
        return self.amount.value()

    def source_text(self) -> str:
        """The source in words, for the card ("" for something else)."""
        return "" if self.source.currentData() == "other" else self.source.currentText()

    def _update_hint(self) -> None:
        if self.source.currentData() == "fall":
            if self.system == "coc7":
                text = self.tr("A fall: 1D6 per 3 metres (10 feet) fallen, such as 2D6 for 6 m.")
            else:
                text = self.tr("A fall: the Keeper sets the damage.")
        elif self.source.currentData() == "attack":
            text = self.tr("The attacker's damage roll, with their damage bonus as dice.")
        else:
            text = ""
        self.hint.setText(text)
        self.hint.setVisible(bool(text))

    def _exclusive(self, checked: bool) -> None:
        """Non-lethal scuffling is never a firearm hit."""
        if not checked:
            return
        other = self.lethal_firearm if self.sender() is self.non_lethal else self.non_lethal
        other.setChecked(False)
