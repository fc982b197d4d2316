"""Weapons and combat: the weapons table with its attack and damage rolls, the era's common
weapons, armour."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.coc7_models import CoC7WeaponsModel, WeaponColumn, weapon_display_name
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.systems.coc7 import data as coc7_data
from sheetmaker.systems.coc7.model import Era
from sheetmaker.systems.coc7.rules import Derived
from sheetmaker.ui.coc7_sheet.base import CoC7Section, error_palette
from sheetmaker.ui.sheet_sections import SheetContext
from sheetmaker.ui.widgets import BoundLineEdit, FullHeightTableView, RollCellDelegate, TickDelegate
from sheetmaker.ui.wizards.weapons import WeaponChoice, fill_weapon_combo

__all__ = ["CombatSection"]

_Index = QModelIndex | QPersistentModelIndex

#: Room around a table header's text (margins, and the sort arrow's place).
_HEADER_PADDING = 18


class _SkillComboDelegate(QStyledItemDelegate):
    """Edits a weapon's skill with an editable list of the sheet's skills."""

    def __init__(self, labels: Callable[[], list[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._labels = labels

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:  # noqa: N802
        editor = QComboBox(parent)
        editor.setEditable(True)
        editor.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        editor.addItems(self._labels())
        editor.setAccessibleName(self.tr("Attack skill"))
        return editor

    def setEditorData(self, editor: QWidget, index: _Index) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            editor.setCurrentText(str(index.data(Qt.ItemDataRole.EditRole) or ""))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: _Index) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentText(), Qt.ItemDataRole.EditRole)


class CombatSection(CoC7Section):
    """The "Weapons and combat" box (``box``) and its edits: the weapons table with its attack
    and damage rolls, the era's common weapons, armour.

    Args:
        doc: a Call of Cthulhu document.
        controller: makes the attack and damage rolls.
        context: shared with the other sections of the sheet (default: the section alone).
        weapons_model: the weapons' table model (default: one of the section's).
    """

    weapons_table: FullHeightTableView
    weapon_minimum_widths: dict[int, int]
    weapons_error: QLabel
    weapon_pick: QComboBox
    add_listed_weapon_button: QPushButton
    add_weapon_button: QPushButton
    remove_weapon_button: QPushButton
    armour_edit: BoundLineEdit

    def __init__(
        self,
        doc: SheetDocument,
        controller: RollController,
        context: SheetContext | None = None,
        weapons_model: CoC7WeaponsModel | None = None,
    ) -> None:
        self.weapons_model = CoC7WeaponsModel(doc, None) if weapons_model is None else weapons_model
        super().__init__(doc, controller, context)
        if weapons_model is None:
            self.weapons_model.setParent(self)

    def _build(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("CoC7SheetView", "Weapons and combat"), self._context.parent)
        box.setObjectName("weaponsBox")
        owner = self._owner(box)
        layout = QVBoxLayout(box)
        table = FullHeightTableView(minimum_rows=2, parent=box)
        table.setObjectName("weaponsTable")
        table.setAccessibleName(QCoreApplication.translate("CoC7SheetView", "Weapons"))
        table.setModel(self.weapons_model)
        attack = RollCellDelegate(parent=table)
        attack.rollRequested.connect(self._attack_requested)
        table.set_roll_delegate(WeaponColumn.ATTACK, attack)
        damage = RollCellDelegate(parent=table)
        damage.rollRequested.connect(self._damage_requested)
        table.set_roll_delegate(WeaponColumn.DAMAGE_ROLL, damage)
        table.setItemDelegateForColumn(WeaponColumn.IMPALING, TickDelegate(table))
        table.setItemDelegateForColumn(
            WeaponColumn.SKILL,
            _SkillComboDelegate(lambda: [line.label for line in self._doc.derived.skills], table),
        )
        header = table.horizontalHeader()
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        metrics = table.fontMetrics()
        # Every column starts wide enough for its header and a typical value, and can be made
        # wider by dragging; none can be made narrower than its header. The weapon's name takes
        # what is left.
        contents = {
            WeaponColumn.NAME: "Walking stick",
            WeaponColumn.SKILL: "Fighting (Brawl)",
            WeaponColumn.DAMAGE: "1D6+1D4+DB",
            WeaponColumn.RANGE: "100 yds",
            WeaponColumn.AMMO: "99",
            WeaponColumn.MALFUNCTION: "100",
            WeaponColumn.REGULAR: "99",
            WeaponColumn.HARD: "99",
            WeaponColumn.EXTREME: "99",
        }
        self.weapon_minimum_widths = {}
        for column in WeaponColumn:
            title = str(self.weapons_model.headerData(column, Qt.Orientation.Horizontal) or "")
            minimum = metrics.horizontalAdvance(title) + _HEADER_PADDING
            if column in (WeaponColumn.ATTACK, WeaponColumn.DAMAGE_ROLL):
                minimum = max(minimum, 40)  # the painted roll button
            self.weapon_minimum_widths[column] = minimum
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, max(minimum, metrics.horizontalAdvance(contents.get(column, "")) + 16))
        header.setSectionResizeMode(WeaponColumn.NAME, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(min(self.weapon_minimum_widths.values()))
        header.sectionResized.connect(self._keep_weapon_column_readable)
        self.weapons_table = table
        layout.addWidget(table)

        self.weapons_error = QLabel(box)
        self.weapons_error.setObjectName("weaponsError")
        self.weapons_error.setWordWrap(True)
        self.weapons_error.setPalette(error_palette(self.weapons_error))
        self.weapons_error.hide()
        layout.addWidget(self.weapons_error)
        self.weapons_model.editFailed.connect(lambda m: self._table_error(self.weapons_error, m))

        # Common weapons of the sheet's era (the data's list, user files included).
        listed = QHBoxLayout()
        self.weapon_pick = QComboBox(box)
        self.weapon_pick.setObjectName("weaponPick")
        self.weapon_pick.setAccessibleName(QCoreApplication.translate("CoC7SheetView", "Common weapons of the era"))
        self.weapon_pick.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.weapon_pick.setMinimumContentsLength(14)
        self.add_listed_weapon_button = QPushButton(QCoreApplication.translate("CoC7SheetView", "Add from list"), box)
        self.add_listed_weapon_button.setObjectName("addListedWeapon")
        self.add_listed_weapon_button.setAccessibleName(
            QCoreApplication.translate("CoC7SheetView", "Add the weapon chosen in the list")
        )
        self.add_listed_weapon_button.clicked.connect(self.add_listed_weapon)
        self._weapon_pick_era: str = ""  # none shown yet
        listed.addWidget(
            self._caption(QCoreApplication.translate("CoC7SheetView", "Common &weapons:"), box, self.weapon_pick)
        )
        listed.addWidget(self.weapon_pick, 1)
        listed.addWidget(self.add_listed_weapon_button)
        layout.addLayout(listed)

        buttons = QHBoxLayout()
        self.add_weapon_button = QPushButton(QCoreApplication.translate("CoC7SheetView", "Add weapon"), box)
        self.add_weapon_button.setObjectName("addWeapon")
        self.add_weapon_button.setAccessibleName(QCoreApplication.translate("CoC7SheetView", "Add a weapon"))
        self.add_weapon_button.clicked.connect(self.add_weapon)
        self.remove_weapon_button = QPushButton(QCoreApplication.translate("CoC7SheetView", "Remove weapon"), box)
        self.remove_weapon_button.setObjectName("removeWeapon")
        self.remove_weapon_button.setAccessibleName(
            QCoreApplication.translate("CoC7SheetView", "Remove the selected weapon")
        )
        self.remove_weapon_button.clicked.connect(self.remove_selected_weapon)
        self.armour_edit = self._bound_line(
            owner, "sheet.armour", QCoreApplication.translate("CoC7SheetView", "Armour")
        )
        self.armour_edit.setPlaceholderText(
            QCoreApplication.translate("CoC7SheetView", "e.g. heavy leather jacket (1 point)")
        )
        buttons.addWidget(self.add_weapon_button)
        buttons.addWidget(self.remove_weapon_button)
        buttons.addSpacing(20)
        buttons.addWidget(self._caption(QCoreApplication.translate("CoC7SheetView", "A&rmour:"), box, self.armour_edit))
        buttons.addWidget(self.armour_edit, 1)
        layout.addLayout(buttons)
        self._register("sheet.weapons", table)
        self._chain(
            table, self.weapon_pick, self.add_listed_weapon_button, self.add_weapon_button,
            self.remove_weapon_button, self.armour_edit,
        )
        return box

    def _keep_weapon_column_readable(self, column: int, old: int, new: int) -> None:
        """A weapon column dragged narrower than its header springs back to the header's width."""
        minimum = self.weapon_minimum_widths.get(column, 0)
        if new < minimum and column != WeaponColumn.NAME:
            self.weapons_table.horizontalHeader().resizeSection(column, minimum)

    def _refresh_weapon_pick(self, era: Era) -> None:
        """Offer the era's common weapons, grouped by category."""
        if era == self._weapon_pick_era:
            return
        self._weapon_pick_era = era
        choices: list[WeaponChoice | None] = []
        category = None
        for weapon in coc7_data.load().weapons_for(era):
            if category is not None and weapon.category != category:
                choices.append(None)
            category = weapon.category
            tip = QCoreApplication.translate("CoC7SheetView", "{0}; damage {1}; range {2}").format(
                terms.skill_label("coc7", weapon.skill), weapon.damage, weapon.range or "—"
            )
            choices.append((f"{weapon_display_name(weapon.name)} — {weapon.damage}", weapon.key, tip))
        fill_weapon_combo(self.weapon_pick, choices)
        self.add_listed_weapon_button.setEnabled(self.weapon_pick.count() > 0)

    def refresh(self, d: Derived) -> None:
        """Enable removing a weapon when there is one; offer the common weapons of the sheet's era."""
        self.refresh_weapons(self._doc.sheet.era)

    def refresh_weapons(self, era: Era) -> None:
        """Enable removing a weapon when there is one; offer the common weapons of ``era``."""
        self.remove_weapon_button.setEnabled(self.weapons_model.rowCount() > 0)
        self._refresh_weapon_pick(era)

    def _attack_requested(self, index: QModelIndex, with_options: bool) -> None:
        weapon = self.weapons_model.weapon(index.row())
        self._roll_cell("skill", weapon.skill, with_options)

    def _damage_requested(self, index: QModelIndex, with_options: bool) -> None:
        self._roll_cell("damage", index.row(), with_options)

    def add_weapon(self) -> int:
        """Add a weapon (one undo step) and start editing its name."""
        row = self.weapons_model.add_weapon()
        index = self.weapons_model.index(row, WeaponColumn.NAME)
        self.weapons_table.setCurrentIndex(index)
        self.weapons_table.setFocus()
        self.weapons_table.edit(index)
        return row

    def add_listed_weapon(self) -> int:
        """Add the weapon chosen in the common weapons list with the data's numbers (one undo
        step) and select it; returns its row (-1 when nothing is chosen)."""
        found = coc7_data.load().weapon(self.weapon_pick.currentData() or "")
        if found is None:
            return -1
        row = self.weapons_model.append_weapon(found.to_weapon())
        self.weapons_table.setCurrentIndex(self.weapons_model.index(row, WeaponColumn.NAME))
        return row

    def remove_selected_weapon(self) -> bool:
        """Remove the selected weapon (or the last one when none is selected)."""
        index = self.weapons_table.currentIndex()
        row = index.row() if index.isValid() else self.weapons_model.rowCount() - 1
        return self.weapons_model.remove_weapon(row)
