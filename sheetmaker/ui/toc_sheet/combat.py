"""Weapons: the table with damage rolls by range, adding and removing weapons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
)

from sheetmaker.core import terms
from sheetmaker.core.errors import SheetMakerError
from sheetmaker.models.document import EditError
from sheetmaker.models.rolls import RollCard
from sheetmaker.models.toc_models import (
    RANGE_BANDS,
    ToCWeaponsModel,
    WeaponColumn,
    ability_display_name,
)
from sheetmaker.systems.toc.generate import weapon_from_table
from sheetmaker.systems.toc.model import Weapon
from sheetmaker.ui.toc_sheet.base import ToCSection, _ChoiceDelegate, _RangeDelegate
from sheetmaker.ui.widgets import (
    FullHeightTableView,
    RollCellDelegate,
)

__all__ = ["CombatSection"]

_WEAPON_KINDS = ("hand_weapons", "firearms", "explosives")
#: The abilities a weapon is used with.
_WEAPON_ABILITIES = ("Scuffling", "Weapons", "Firearms", "Athletics")


class CombatSection(ToCSection):
    """The weapons box (``box``) and its rolls: the table with damage by range, adding and
    removing weapons."""

    box: QGroupBox

    weapons_model: ToCWeaponsModel
    weapons_table: FullHeightTableView
    weapon_kind: QComboBox
    add_weapon_button: QPushButton
    remove_weapon_button: QPushButton
    range_combo: QComboBox

    def _build(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("ToCSheetView", "Weapons"), self._context.parent)
        box.setObjectName("weaponsBox")
        owner = self._owner(box)
        self._menu_parent = owner
        layout = QVBoxLayout(box)
        self.weapons_model = ToCWeaponsModel(self._doc, owner)
        table = self._list_table(
            self.weapons_model, "weaponsTable", QCoreApplication.translate("ToCSheetView", "Weapons"), box
        )
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = table.horizontalHeader()
        metrics = table.fontMetrics()
        narrow = (
            max(
                metrics.horizontalAdvance(QCoreApplication.translate("ToCSheetView", "Point blank")),
                metrics.horizontalAdvance("+88"),
            )
            + 14
        )
        for column in WeaponColumn:
            if column == WeaponColumn.NAME:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            else:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(column, narrow)
        widest = max(metrics.horizontalAdvance(ability_display_name(a)) for a in _WEAPON_ABILITIES)
        header.resizeSection(WeaponColumn.ABILITY, widest + 40)
        header.resizeSection(
            WeaponColumn.DAMAGE, metrics.horizontalAdvance(QCoreApplication.translate("ToCSheetView", "by range")) + 16
        )
        header.resizeSection(WeaponColumn.ROLL, 44)
        table.setItemDelegateForColumn(
            WeaponColumn.ABILITY,
            _ChoiceDelegate(
                lambda: [(a, ability_display_name(a)) for a in _WEAPON_ABILITIES],
                QCoreApplication.translate("ToCSheetView", "Weapon ability"),
                table,
            ),
        )
        table.setItemDelegateForColumn(WeaponColumn.DAMAGE, _RangeDelegate(parent=table))
        damage = RollCellDelegate(parent=table)
        damage.rollRequested.connect(self._damage_requested)
        table.set_roll_delegate(WeaponColumn.ROLL, damage)
        table.setMinimumWidth(metrics.horizontalAdvance("M" * 10) + 4 * narrow + 200)
        self.weapons_table = table
        layout.addWidget(table)

        tools = QHBoxLayout()
        self.weapon_kind = QComboBox(box)
        self.weapon_kind.setObjectName("weaponKind")
        self.weapon_kind.setAccessibleName(QCoreApplication.translate("ToCSheetView", "Weapon to add"))
        self.weapon_kind.addItem(QCoreApplication.translate("ToCSheetView", "Your own weapon"), "")
        for table_name in _WEAPON_KINDS:
            for entry in getattr(self._data.weapons, table_name):
                self.weapon_kind.addItem(terms.term("toc", "weapon", entry.name), entry.name)
        self.weapon_kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.weapon_kind.setMinimumContentsLength(18)
        self.add_weapon_button = self._button(
            QCoreApplication.translate("ToCSheetView", "Add"),
            "addWeapon",
            QCoreApplication.translate("ToCSheetView", "Add the weapon"),
            box,
            self.add_weapon,
        )
        self.remove_weapon_button = self._button(
            QCoreApplication.translate("ToCSheetView", "Remove"),
            "removeWeapon",
            QCoreApplication.translate("ToCSheetView", "Remove the selected weapon"),
            box,
            self.remove_selected_weapon,
        )
        self.range_combo = QComboBox(box)
        self.range_combo.setObjectName("rangeCombo")
        self.range_combo.setAccessibleName(QCoreApplication.translate("ToCSheetView", "Range of damage rolls"))
        for band in RANGE_BANDS:
            self.range_combo.addItem(self.weapons_model.band_text(band), band)
        self.range_combo.setCurrentIndex(RANGE_BANDS.index("close"))
        range_label = QLabel(QCoreApplication.translate("ToCSheetView", "&Range:"), box)
        range_label.setBuddy(self.range_combo)
        range_label.setToolTip(
            QCoreApplication.translate("ToCSheetView", "The range used for the damage of firearms and explosives")
        )
        tools.addWidget(self.weapon_kind, 1)
        tools.addWidget(self.add_weapon_button)
        tools.addWidget(self.remove_weapon_button)
        tools.addSpacing(12)
        tools.addWidget(range_label)
        tools.addWidget(self.range_combo)
        layout.addLayout(tools)
        self._register("sheet.weapons", table)
        self._chain(table, self.weapon_kind, self.add_weapon_button, self.remove_weapon_button, self.range_combo)
        return box

    def add_weapon(self) -> int:
        """Add the weapon chosen below the table (a table entry, or one of the user's own whose
        name is then edited); one undo step. Returns its row."""
        kind = self.weapon_kind.currentData() or ""
        entry = self._data.weapon(kind) if kind else None
        if entry is not None:
            weapon = weapon_from_table(entry)
        else:
            weapon = Weapon(name=QCoreApplication.translate("ToCSheetView", "New weapon"))
        try:
            self.weapons_model.add_weapon(weapon)
        except EditError as exc:
            self._show_error(str(exc))
            return -1
        row = self.weapons_model.rowCount() - 1
        index = self.weapons_model.index(row, WeaponColumn.NAME)
        self.weapons_table.setCurrentIndex(index)
        if entry is None:
            self.weapons_table.setFocus()
            self.weapons_table.edit(index)
        return row

    def refresh(self, d: object) -> None:
        """Enable removing a weapon when there is one (the view does it with its other lists)."""
        self.remove_weapon_button.setEnabled(self.weapons_model.rowCount() > 0)

    def remove_selected_weapon(self) -> bool:
        """Remove the selected weapon (or the last one; one undo step)."""
        row = self._selected_row(self.weapons_table)
        return self.weapons_model.remove_row(row if row >= 0 else self.weapons_model.rowCount() - 1)

    def _damage_requested(self, index: QModelIndex, with_options: bool) -> None:
        row = index.row()
        weapon = self.weapons_model.weapon(row)
        band = None
        if weapon.ranges is not None:
            band = self.range_combo.currentData()
            if with_options:
                menu = QMenu(self._menu_parent)
                for key in RANGE_BANDS:
                    action = menu.addAction(self.weapons_model.band_text(key))
                    action.setData(key)
                    action.setEnabled(getattr(weapon.ranges, key) is not None)
                chosen = menu.exec(self.weapons_table.viewport().mapToGlobal(
                    self.weapons_table.visualRect(index).center()))
                menu.deleteLater()
                if chosen is None:
                    return
                band = chosen.data()
        self.roll_damage(row, band)

    def roll_damage(self, row: int, range_band: str | None = None) -> RollCard | None:
        """Roll a weapon's damage through the controller (firearms: at ``range_band``)."""
        try:
            card = self._controller.toc_damage(self._doc, row, range_band)
        except SheetMakerError as exc:
            self._show_error(QCoreApplication.translate("ToCSheetView", "Damage roll refused: {0}").format(exc))
            return None
        return self._card(card)
