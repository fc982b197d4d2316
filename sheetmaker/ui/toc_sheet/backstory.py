"""Languages, and the free-text boxes (equipment, notes)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from sheetmaker.models.document import EditError, SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.models.toc_models import (
    ToCStringListModel,
)
from sheetmaker.systems.toc.rules import Derived
from sheetmaker.ui.sheet_sections import SheetContext
from sheetmaker.ui.toc_sheet.base import ToCSection, _tone, _WrapLabel
from sheetmaker.ui.widgets import BoundTextEdit, FullHeightTableView

__all__ = ["LanguagesSection", "TextBoxSection"]


class LanguagesSection(ToCSection):
    """The languages box (``box``): how many the Languages rating gives, the list, adding and
    removing languages."""

    box: QGroupBox

    languages_info: _WrapLabel
    languages_model: ToCStringListModel
    languages_table: FullHeightTableView
    language_name: QLineEdit
    add_language_button: QPushButton
    remove_language_button: QPushButton

    def _build(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("ToCSheetView", "Languages"), self._context.parent)
        box.setObjectName("languagesBox")
        owner = self._owner(box)
        layout = QVBoxLayout(box)
        self.languages_info = _WrapLabel(box)
        self.languages_info.setObjectName("languagesInfo")
        self.languages_info.setWordWrap(True)
        self.languages_info.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.languages_info)
        self.languages_model = ToCStringListModel(
            self._doc,
            "sheet.languages",
            QCoreApplication.translate("ToCSheetView", "Language"),
            QCoreApplication.translate("ToCSheetView", "language"),
            owner,
            kind="language",
        )
        table = self._list_table(
            self.languages_model, "languagesTable", QCoreApplication.translate("ToCSheetView", "Languages"), box
        )
        table.horizontalHeader().setStretchLastSection(True)
        self.languages_table = table
        layout.addWidget(table)
        tools = QHBoxLayout()
        self.language_name = QLineEdit(box)
        self.language_name.setObjectName("languageName")
        self.language_name.setPlaceholderText(
            QCoreApplication.translate("ToCSheetView", "A language (one per Languages rating point)")
        )
        self.language_name.setAccessibleName(QCoreApplication.translate("ToCSheetView", "New language"))
        self.language_name.returnPressed.connect(self.add_language)
        self.add_language_button = self._button(
            QCoreApplication.translate("ToCSheetView", "Add"),
            "addLanguage",
            QCoreApplication.translate("ToCSheetView", "Add the language"),
            box,
            self.add_language,
        )
        self.remove_language_button = self._button(
            QCoreApplication.translate("ToCSheetView", "Remove"),
            "removeLanguage",
            QCoreApplication.translate("ToCSheetView", "Remove the selected language"),
            box,
            self.remove_selected_language,
        )
        tools.addWidget(self.language_name, 1)
        tools.addWidget(self.add_language_button)
        tools.addWidget(self.remove_language_button)
        layout.addLayout(tools)
        self._register("sheet.languages", table)
        self._chain(table, self.language_name, self.add_language_button, self.remove_language_button)
        return box

    def refresh(self, d: Derived) -> None:
        """Show how many languages the rating gives and how many are named (a warning when they
        differ)."""
        self.languages_info.setText(
            QCoreApplication.translate(
                "ToCSheetView", "Languages rating {0}: {1} named beyond the mother tongue (one per point)."
            ).format(d.languages_known, d.languages_named)
        )
        _tone(self.languages_info, "warning" if d.languages_named != d.languages_known else "")

    def add_language(self) -> bool:
        """Add the language typed below the list (one undo step)."""
        try:
            added = self.languages_model.add(self.language_name.text())
        except EditError as exc:
            self._show_error(QCoreApplication.translate("ToCSheetView", "A language needs a name: {0}").format(exc))
            return False
        self.language_name.clear()
        return added

    def remove_selected_language(self) -> bool:
        """Remove the selected language (or the last one; one undo step)."""
        row = self._selected_row(self.languages_table)
        return self.languages_model.remove_row(row if row >= 0 else self.languages_model.rowCount() - 1)


class TextBoxSection(ToCSection):
    """A box (``box``) of free text bound to one document path (the equipment, the notes).

    Args:
        doc: a Trail of Cthulhu document.
        controller: the sheet's roll controller.
        context: shared with the other sections of the sheet (default: the section alone).
        path: the document path of the text (``sheet.equipment``, ``notes``).
        title: the box's title.
        name: the box's object name (``…Box``; the text field's is ``…Edit``).
        accessible: the text field's accessible name.
    """

    box: QGroupBox

    edit: BoundTextEdit

    def __init__(
        self,
        doc: SheetDocument,
        controller: RollController,
        context: SheetContext | None,
        path: str,
        title: str,
        name: str,
        accessible: str,
    ) -> None:
        self._text = (path, title, name, accessible)
        super().__init__(doc, controller, context)

    def _build(self) -> QGroupBox:
        path, title, name, accessible = self._text
        box = QGroupBox(title, self._context.parent)
        box.setObjectName(name)
        layout = QVBoxLayout(box)
        self.edit = self._bound_text(path, accessible, box)
        self.edit.setObjectName(name.replace("Box", "Edit"))
        layout.addWidget(self.edit)
        self._chain(self.edit)
        return box

    def refresh(self, d: object) -> None:
        """Nothing to show beyond the text, which follows the document by itself."""
