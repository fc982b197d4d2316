"""Languages, and the free-text boxes (equipment, notes)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QVBoxLayout,
)

from sheetmaker.models.document import EditError
from sheetmaker.models.toc_models import (
    ToCStringListModel,
)
from sheetmaker.systems.toc.rules import Derived
from sheetmaker.ui.toc_sheet.base import ToCSectionBase, _tone, _WrapLabel

__all__ = ["BackstorySection"]



class BackstorySection(ToCSectionBase):
    """The languages box and the text boxes."""

    def _build_languages(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("ToCSheetView", "Languages"), self.content)
        box.setObjectName("languagesBox")
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
            self,
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

    def _build_text_box(self, path: str, title: str, name: str, accessible: str) -> QGroupBox:
        box = QGroupBox(title, self.content)
        box.setObjectName(name)
        layout = QVBoxLayout(box)
        edit = self._bound_text(path, accessible, box)
        edit.setObjectName(name.replace("Box", "Edit"))
        layout.addWidget(edit)
        self._chain(edit)
        return box

    def _refresh_languages(self, d: Derived) -> None:
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
