"""The weapons box of the creation wizards' identity pages: the investigator's weapons, a
weapon of the game's tables to add, and a form for a weapon of the player's own (each game
fills the form with its own fields: CoC's skill and damage dice, ToC's ability and damage
modifier). The box holds no weapons: the page shows the session's and writes through the model.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.ui.theme import error_colour

__all__ = ["WeaponChoice", "WeaponsBox", "fill_weapon_combo"]

#: A weapon of the tables in the combo: (text shown, key written in the answers, tool tip).
WeaponChoice = tuple[str, str, str]


def fill_weapon_combo(combo: QComboBox, choices: Sequence[WeaponChoice | None]) -> None:
    """Fill a combo with weapons of the tables (``None``: a separator between groups); each
    item's data is the weapon's key. The wizards' box and the sheets' weapon lists share it."""
    combo.clear()
    for choice in choices:
        if choice is None:
            if combo.count():
                combo.insertSeparator(combo.count())
            continue
        text, key, tip = choice
        combo.addItem(text, key)
        if tip:
            combo.setItemData(combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)


class WeaponsBox(QGroupBox):
    """The weapons list with Add / Remove, and a grid for a weapon of the player's own.

    Attributes the page connects: :attr:`weapon_list`, :attr:`weapon_combo`,
    :attr:`weapon_add`, :attr:`weapon_remove`; it adds its own fields to
    :attr:`custom_layout` (row 0 holds the prompt) and shows refusals with :meth:`show_error`.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Weapons"), parent)
        layout = QVBoxLayout(self)
        self.weapon_list = QListWidget(self)
        self.weapon_list.setObjectName("weaponList")
        self.weapon_list.setAccessibleName(self.tr("The investigator's weapons"))
        self.weapon_list.setMinimumHeight(self.fontMetrics().lineSpacing() * 4)
        self.weapon_list.setMaximumHeight(self.fontMetrics().lineSpacing() * 7)
        layout.addWidget(self.weapon_list)
        row = QHBoxLayout()
        pick_label = QLabel(self.tr("&Weapon:"), self)
        self.weapon_combo = QComboBox(self)
        self.weapon_combo.setObjectName("weaponCombo")
        self.weapon_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.weapon_combo.setMinimumContentsLength(16)
        pick_label.setBuddy(self.weapon_combo)
        self.weapon_add = QPushButton(self.tr("&Add"), self)
        self.weapon_remove = QPushButton(self.tr("Remo&ve"), self)
        for button in (self.weapon_add, self.weapon_remove):
            button.setAutoDefault(False)
        row.addWidget(pick_label)
        row.addWidget(self.weapon_combo, 1)
        row.addWidget(self.weapon_add)
        row.addWidget(self.weapon_remove)
        layout.addLayout(row)

        self.custom_layout = QGridLayout()
        self.custom_layout.addWidget(QLabel(self.tr("Or describe one of your own:"), self), 0, 0, 1, 4)
        self.custom_layout.setColumnStretch(0, 1)
        self.custom_layout.setColumnStretch(2, 1)
        layout.addLayout(self.custom_layout)
        self.custom_error = QLabel(self)
        self.custom_error.setObjectName("customWeaponError")
        self.custom_error.setWordWrap(True)
        self.custom_error.setStyleSheet(f"color: {error_colour().name()};")
        self.custom_error.hide()
        layout.addWidget(self.custom_error)

    def set_choices(self, choices: Sequence[WeaponChoice | None]) -> None:
        """The weapons of the tables offered (``None``: a separator between tables)."""
        fill_weapon_combo(self.weapon_combo, choices)

    def set_weapons(self, lines: Sequence[str], removable: bool) -> None:
        """Show the investigator's weapons, one line each, keeping the selected row."""
        row = self.weapon_list.currentRow()
        self.weapon_list.clear()
        for text in lines:
            QListWidgetItem(text, self.weapon_list)
        if self.weapon_list.count():
            self.weapon_list.setCurrentRow(min(max(row, 0), self.weapon_list.count() - 1))
        self.weapon_remove.setEnabled(removable and self.weapon_list.count() > 0)

    def select_last(self) -> None:
        """Select the weapon added last."""
        self.weapon_list.setCurrentRow(self.weapon_list.count() - 1)

    def show_error(self, message: str) -> None:
        """Say why the weapon of the player's own was not added (empty: hide)."""
        self.custom_error.setText(message)
        self.custom_error.setVisible(bool(message))
