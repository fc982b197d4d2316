"""The backstory, gear, cash and assets (with the Credit Rating), fellow investigators, notes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from sheetmaker.core import terms
from sheetmaker.models.coc7_models import CoC7FellowsModel, FellowColumn
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.systems.coc7.rules import Derived
from sheetmaker.ui.coc7_sheet.base import CoC7Section, error_palette
from sheetmaker.ui.coc7_texts import backstory_titles
from sheetmaker.ui.sheet_sections import SheetContext
from sheetmaker.ui.widgets import BoundLineEdit, BoundTextEdit, FullHeightTableView

__all__ = ["BackstorySection"]

_BACKSTORY = (
    "description",
    "ideology",
    "significant_people",
    "meaningful_locations",
    "treasured_possessions",
    "traits",
    "injuries",
    "phobias",
    "arcane",
    "encounters",
)


class BackstorySection(CoC7Section):
    """The "Backstory" (``box``), "Gear, cash and assets" (``possessions_box``), "Fellow
    investigators" (``fellows_box``) and "Notes" (``notes_box``) boxes.

    Args:
        doc: a Call of Cthulhu document.
        controller: the sheet's roll controller.
        context: shared with the other sections of the sheet (default: the section alone).
        fellows_model: the fellow investigators' table model (default: one of the section's).
    """

    backstory_edits: dict[str, BoundTextEdit]
    possessions_box: QGroupBox
    fellows_box: QGroupBox
    notes_box: QGroupBox
    gear_edit: BoundTextEdit
    cash_edit: BoundLineEdit
    assets_edit: BoundTextEdit
    credit_info: QLabel
    fellows_table: FullHeightTableView
    fellows_error: QLabel
    add_fellow_button: QPushButton
    remove_fellow_button: QPushButton
    notes_edit: BoundTextEdit

    def __init__(
        self,
        doc: SheetDocument,
        controller: RollController,
        context: SheetContext | None = None,
        fellows_model: CoC7FellowsModel | None = None,
    ) -> None:
        self.fellows_model = CoC7FellowsModel(doc, None) if fellows_model is None else fellows_model
        super().__init__(doc, controller, context)
        if fellows_model is None:
            self.fellows_model.setParent(self)

    def _build(self) -> QGroupBox:
        box = self._build_backstory()
        self.possessions_box = self._build_possessions()
        self.fellows_box = self._build_fellows()
        self.notes_box = self._build_notes()
        return box

    def _build_backstory(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("CoC7SheetView", "Backstory"), self._context.parent)
        box.setObjectName("backstoryBox")
        owner = self._owner(box)
        grid = QGridLayout(box)
        grid.setVerticalSpacing(2)
        names = backstory_titles()
        self.backstory_edits = {}
        for i, key in enumerate(_BACKSTORY):
            row, column = divmod(i, 2)
            edit = self._bound_text(owner, f"sheet.backstory.{key}", names[key])
            edit.setObjectName(f"backstory_{key}")
            caption = self._caption(names[key] + ":", box, edit)
            grid.addWidget(caption, row * 2, column)
            grid.addWidget(edit, row * 2 + 1, column)
            self.backstory_edits[key] = edit
        self._chain(*self.backstory_edits.values())
        return box

    def _build_possessions(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("CoC7SheetView", "Gear, cash and assets"), self._context.parent)
        box.setObjectName("possessionsBox")
        owner = self._owner(box)
        grid = QGridLayout(box)
        self.gear_edit = self._bound_text(
            owner,
            "sheet.gear", QCoreApplication.translate("CoC7SheetView", "Gear and possessions")
        )
        self.gear_edit.setObjectName("gearEdit")
        self.cash_edit = self._bound_line(owner, "sheet.cash", QCoreApplication.translate("CoC7SheetView", "Cash"))
        self.cash_edit.setObjectName("cashEdit")
        self.assets_edit = self._bound_text(
            owner, "sheet.assets", QCoreApplication.translate("CoC7SheetView", "Assets")
        )
        self.assets_edit.setObjectName("assetsEdit")
        self.credit_info = QLabel(box)
        self.credit_info.setObjectName("creditInfo")
        self.credit_info.setWordWrap(True)
        self.credit_info.setTextFormat(Qt.TextFormat.RichText)
        grid.addWidget(
            self._caption(QCoreApplication.translate("CoC7SheetView", "&Gear and possessions:"), box, self.gear_edit),
            0,
            0,
            1,
            2,
        )
        grid.addWidget(self.gear_edit, 1, 0, 1, 2)
        grid.addWidget(self.credit_info, 2, 0, 1, 2)
        grid.addWidget(self._caption(QCoreApplication.translate("CoC7SheetView", "&Cash:"), box, self.cash_edit), 3, 0)
        grid.addWidget(self.cash_edit, 3, 1)
        grid.addWidget(
            self._caption(QCoreApplication.translate("CoC7SheetView", "A&ssets:"), box, self.assets_edit),
            4,
            0,
            Qt.AlignmentFlag.AlignTop,
        )
        grid.addWidget(self.assets_edit, 4, 1)
        grid.setColumnStretch(1, 1)
        self._chain(self.gear_edit, self.cash_edit, self.assets_edit)
        return box

    def _build_fellows(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("CoC7SheetView", "Fellow investigators"), self._context.parent)
        box.setObjectName("fellowsBox")
        layout = QVBoxLayout(box)
        table = FullHeightTableView(minimum_rows=2, parent=box)
        table.setObjectName("fellowsTable")
        table.setAccessibleName(QCoreApplication.translate("CoC7SheetView", "Fellow investigators"))
        table.setModel(self.fellows_model)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.fellows_table = table
        layout.addWidget(table)
        self.fellows_error = QLabel(box)
        self.fellows_error.setWordWrap(True)
        self.fellows_error.setPalette(error_palette(self.fellows_error))
        self.fellows_error.hide()
        layout.addWidget(self.fellows_error)
        self.fellows_model.editFailed.connect(lambda m: self._table_error(self.fellows_error, m))
        buttons = QHBoxLayout()
        self.add_fellow_button = QPushButton(QCoreApplication.translate("CoC7SheetView", "Add investigator"), box)
        self.add_fellow_button.setAccessibleName(
            QCoreApplication.translate("CoC7SheetView", "Add a fellow investigator")
        )
        self.add_fellow_button.clicked.connect(self.add_fellow)
        self.remove_fellow_button = QPushButton(QCoreApplication.translate("CoC7SheetView", "Remove investigator"), box)
        self.remove_fellow_button.setAccessibleName(
            QCoreApplication.translate("CoC7SheetView", "Remove the selected fellow investigator")
        )
        self.remove_fellow_button.clicked.connect(self.remove_selected_fellow)
        buttons.addWidget(self.add_fellow_button)
        buttons.addWidget(self.remove_fellow_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self._register("sheet.fellow_investigators", table)
        self._chain(table, self.add_fellow_button, self.remove_fellow_button)
        return box

    def _build_notes(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("CoC7SheetView", "Notes"), self._context.parent)
        box.setObjectName("notesBox")
        owner = self._owner(box)
        layout = QVBoxLayout(box)
        self.notes_edit = self._bound_text(owner, "notes", QCoreApplication.translate("CoC7SheetView", "Notes"))
        self.notes_edit.setObjectName("notesEdit")
        layout.addWidget(self.notes_edit)
        self._chain(self.notes_edit)
        return box

    def refresh(self, d: Derived) -> None:
        """Show the Credit Rating of ``d`` and whether there is a fellow to remove."""
        self.refresh_credit(d)
        self.refresh_fellows()

    def refresh_credit(self, d: Derived) -> None:
        """Show the Credit Rating's cash, assets and spending level."""
        cr = d.credit_rating
        self.credit_info.setText(
            QCoreApplication.translate("CoC7SheetView",
                "Credit Rating <b>{0}</b> ({1}): cash {2}, assets {3}, spending level {4}"
            ).format(cr.value, terms.term("coc7", "credit_band", cr.band), cr.cash, cr.assets, cr.spending_level)
        )

    def refresh_fellows(self) -> None:
        """Enable removing a fellow investigator when there is one."""
        self.remove_fellow_button.setEnabled(self.fellows_model.rowCount() > 0)

    def add_fellow(self) -> int:
        """Add a fellow investigator (one undo step) and start editing the name."""
        row = self.fellows_model.add_fellow()
        index = self.fellows_model.index(row, FellowColumn.NAME)
        self.fellows_table.setCurrentIndex(index)
        self.fellows_table.setFocus()
        self.fellows_table.edit(index)
        return row

    def remove_selected_fellow(self) -> bool:
        """Remove the selected fellow investigator (or the last one)."""
        index = self.fellows_table.currentIndex()
        row = index.row() if index.isValid() else self.fellows_model.rowCount() - 1
        return self.fellows_model.remove_fellow(row)
