"""The sheet's head: who the investigator is (name, player, occupation and its choices, age,
residence, era) and their portrait."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
)

from sheetmaker.core import terms
from sheetmaker.core.document import Portrait
from sheetmaker.models.document import EditError
from sheetmaker.systems.coc7 import data as coc7_data
from sheetmaker.systems.coc7.model import OccupationChoice
from sheetmaker.systems.coc7.rules import Derived
from sheetmaker.ui.coc7_occupation import OccupationChoicesDialog
from sheetmaker.ui.coc7_sheet.base import CoC7Section
from sheetmaker.ui.widgets import BoundLineEdit, BoundSpinBox, PortraitWidget

__all__ = ["HeaderSection"]


class HeaderSection(CoC7Section):
    """The "Investigator" box (``box``): identity fields, occupation (with its choices), era,
    portrait."""

    _shown_era: str | None
    _occupation_names: tuple[Any, ...]
    name_edit: BoundLineEdit
    player_edit: BoundLineEdit
    occupation_combo: QComboBox
    occupation_choices_button: QPushButton
    age_spin: BoundSpinBox
    pronouns_edit: BoundLineEdit
    residence_edit: BoundLineEdit
    birthplace_edit: BoundLineEdit
    era_combo: QComboBox
    occupation_info: QLabel
    portrait: PortraitWidget

    def _build(self) -> QGroupBox:
        self._shown_era = None
        self._occupation_names = ()
        box = QGroupBox(QCoreApplication.translate("CoC7SheetView", "Investigator"), self._context.parent)
        box.setObjectName("identityBox")
        owner = self._owner(box)
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(8)

        self.name_edit = self._bound_line(owner, "name", QCoreApplication.translate("CoC7SheetView", "Name"))
        self.player_edit = self._bound_line(owner, "player", QCoreApplication.translate("CoC7SheetView", "Player"))
        self.occupation_combo = QComboBox(box)
        self.occupation_combo.setObjectName("occupationCombo")
        self.occupation_combo.setAccessibleName(QCoreApplication.translate("CoC7SheetView", "Occupation"))
        self.occupation_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.occupation_combo.setMinimumContentsLength(14)
        self.occupation_combo.activated.connect(self._occupation_chosen)
        self._register("sheet.occupation", self.occupation_combo)
        self._register("sheet.occupation.name", self.occupation_combo)
        self.occupation_choices_button = QPushButton(QCoreApplication.translate("CoC7SheetView", "Cho&ices…"), box)
        self.occupation_choices_button.setObjectName("occupationChoices")
        self.occupation_choices_button.setAccessibleName(
            QCoreApplication.translate("CoC7SheetView", "Occupation choices")
        )
        self.occupation_choices_button.setToolTip(
            QCoreApplication.translate(
                "CoC7SheetView",
                "Choose what the occupation leaves to you: skills, specialisations and the points formula",
            )
        )
        self.occupation_choices_button.clicked.connect(self.open_occupation_choices)
        # Violations about the picks, specialisations and formula lead to the button.
        for path in ("picks", "specialisations", "formula_pick"):
            self._register(f"sheet.occupation.{path}", self.occupation_choices_button)
        self.age_spin = self._bound_spin(owner, "sheet.age", QCoreApplication.translate("CoC7SheetView", "Age"), 0, 200)
        self.pronouns_edit = self._bound_line(
            owner, "sheet.pronouns", QCoreApplication.translate("CoC7SheetView", "Pronouns")
        )
        self.residence_edit = self._bound_line(
            owner, "sheet.residence", QCoreApplication.translate("CoC7SheetView", "Residence")
        )
        self.birthplace_edit = self._bound_line(
            owner, "sheet.birthplace", QCoreApplication.translate("CoC7SheetView", "Birthplace")
        )
        self.era_combo = QComboBox(box)
        self.era_combo.setObjectName("eraCombo")
        self.era_combo.setAccessibleName(QCoreApplication.translate("CoC7SheetView", "Era"))
        self.era_combo.addItem(QCoreApplication.translate("CoC7SheetView", "1920s (classic)"), "1920s")
        self.era_combo.addItem(QCoreApplication.translate("CoC7SheetView", "Modern"), "modern")
        self.era_combo.activated.connect(self._era_chosen)
        self._register("sheet.era", self.era_combo)

        rows = (
            (QCoreApplication.translate("CoC7SheetView", "Na&me:"), self.name_edit),
            (QCoreApplication.translate("CoC7SheetView", "&Player:"), self.player_edit),
            (QCoreApplication.translate("CoC7SheetView", "&Occupation:"), self.occupation_combo),
            (QCoreApplication.translate("CoC7SheetView", "&Age:"), self.age_spin),
            (QCoreApplication.translate("CoC7SheetView", "Pro&nouns:"), self.pronouns_edit),
            (QCoreApplication.translate("CoC7SheetView", "Resi&dence:"), self.residence_edit),
            (QCoreApplication.translate("CoC7SheetView", "&Birthplace:"), self.birthplace_edit),
            (QCoreApplication.translate("CoC7SheetView", "&Era:"), self.era_combo),
        )
        for row, (text, widget) in enumerate(rows):
            grid.addWidget(self._caption(text, box, widget), row, 0)
            if widget is self.occupation_combo:
                occupation = QHBoxLayout()
                occupation.setSpacing(4)
                occupation.addWidget(widget, 1)
                occupation.addWidget(self.occupation_choices_button)
                grid.addLayout(occupation, row, 1)
            else:
                grid.addWidget(widget, row, 1)
        self.age_spin.setMaximumWidth(90)
        self.occupation_info = QLabel(box)
        self.occupation_info.setObjectName("occupationInfo")
        self.occupation_info.setWordWrap(True)
        self.occupation_info.setTextFormat(Qt.TextFormat.PlainText)
        grid.addWidget(self.occupation_info, len(rows), 0, 1, 3)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(rows) + 1, 1)

        self.portrait = PortraitWidget(box)
        self.portrait.setObjectName("portrait")
        self.portrait.portraitChosen.connect(self._set_portrait)
        self.portrait.removeRequested.connect(self.remove_portrait)
        self.portrait.failed.connect(self._show_error)
        grid.addWidget(self.portrait, 0, 2, len(rows), 1, Qt.AlignmentFlag.AlignTop)
        self._register("portrait", self.portrait)

        self._chain(
            self.name_edit, self.player_edit, self.occupation_combo, self.occupation_choices_button,
            self.age_spin,
            self.pronouns_edit, self.residence_edit, self.birthplace_edit, self.era_combo,
            self.portrait.choose_button, self.portrait.remove_button,
        )
        return box

    def refresh(self, d: Derived) -> None:
        """Show the era, the occupation (the era's list, its points and Credit Rating) and the
        portrait."""
        sheet = self._doc.sheet
        self.refresh_era(sheet.era)
        self.refresh_occupation(sheet, d)
        self.refresh_portrait()

    def refresh_era(self, era: str) -> None:
        """Show the era in its list."""
        index = self.era_combo.findData(era)
        if index != self.era_combo.currentIndex():
            blocked = self.era_combo.blockSignals(True)
            self.era_combo.setCurrentIndex(index)
            self.era_combo.blockSignals(blocked)

    def refresh_occupation(self, sheet: Any, d: Any) -> None:
        """Offer the era's occupations and show the sheet's (with its points and Credit Rating)."""
        combo = self.occupation_combo
        current = sheet.occupation.name if sheet.occupation is not None else ""
        names = tuple(o.name for o in coc7_data.load().occupations_for(sheet.era))
        known = {n.casefold() for n in names}
        extra = current if current and current.casefold() not in known else ""
        if sheet.era != self._shown_era or (names, extra) != self._occupation_names:
            self._shown_era = sheet.era
            self._occupation_names = (names, extra)
            blocked = combo.blockSignals(True)
            combo.clear()
            combo.addItem(QCoreApplication.translate("CoC7SheetView", "(none)"), "")
            for name in names:
                combo.addItem(terms.term("coc7", "occupation", name), name)
            if extra:
                if sheet.occupation.custom is not None:
                    label = QCoreApplication.translate("CoC7SheetView", "{0} (custom)")
                elif coc7_data.load().occupation(extra) is not None:
                    label = QCoreApplication.translate("CoC7SheetView", "{0} (not of this era)")
                else:
                    label = QCoreApplication.translate("CoC7SheetView", "{0} (not in the occupation list)")
                combo.addItem(label.format(extra), extra)
            combo.blockSignals(blocked)
        index = 0
        if current:
            for i in range(1, combo.count()):
                if str(combo.itemData(i)).casefold() == current.casefold():
                    index = i
                    break
        if index != combo.currentIndex():
            blocked = combo.blockSignals(True)
            combo.setCurrentIndex(index)
            combo.blockSignals(blocked)
        occ = d.occupation
        if occ is not None:
            low, high = occ.credit_rating
            self.occupation_info.setText(
                QCoreApplication.translate("CoC7SheetView", "{0}: skill points {1}; Credit Rating {2}–{3}").format(
                    terms.term("coc7", "occupation", occ.name), d.points_formula_text, low, high
                )
            )
            combo.setToolTip(terms.entry_text(occ))
        else:
            self.occupation_info.setText("")
            combo.setToolTip("")
        self.occupation_choices_button.setEnabled(occ is not None)

    def refresh_portrait(self) -> None:
        """Show the document's portrait."""
        portrait = self._doc.document.portrait
        self.portrait.set_image(portrait.data if portrait is not None else None)

    def open_occupation_choices(self) -> OccupationChoicesDialog | None:
        """Open the occupation's choices (window-modal; returns the dialog, or None without a
        known occupation)."""
        if self._doc.derived.occupation is None:
            return None
        dialog = OccupationChoicesDialog(self._doc, self._owner(self.box))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _occupation_chosen(self, index: int) -> None:
        name = str(self.occupation_combo.itemData(index) or "")
        sheet = self._doc.sheet
        current = sheet.occupation.name if sheet.occupation is not None else ""
        if name == current:
            return
        value = OccupationChoice(name=name) if name else None
        text = (
            QCoreApplication.translate("CoC7SheetView", "Set occupation to {0}").format(
                terms.term("coc7", "occupation", name)
            )
            if name
            else QCoreApplication.translate("CoC7SheetView", "Clear occupation")
        )
        try:
            self._doc.set_value("sheet.occupation", value, text=text)
        except EditError as exc:
            self._show_error(str(exc))
            self._refresh_all()

    def _era_chosen(self, index: int) -> None:
        era = str(self.era_combo.itemData(index))
        try:
            self._doc.set_value("sheet.era", era, text=QCoreApplication.translate("CoC7SheetView", "Change era"))
        except EditError as exc:
            self._show_error(str(exc))
            self._refresh_all()

    def _set_portrait(self, media_type: str, data: bytes) -> None:
        try:
            portrait = Portrait(media_type=media_type, data=data)
            self._doc.set_value("portrait", portrait, text=QCoreApplication.translate("CoC7SheetView", "Set portrait"))
        except (EditError, ValueError) as exc:
            self._show_error(str(exc))

    def remove_portrait(self) -> None:
        """Remove the portrait (one undo step)."""
        self._doc.set_value("portrait", None, text=QCoreApplication.translate("CoC7SheetView", "Remove portrait"))
