"""The library's comparison of a sheet with a sync tool's conflict copy: the editor's
:class:`~sheetmaker.ui.file_conflicts.CompareDialog` (the same field-by-field table of
:func:`sheetmaker.io.filestate.document_differences`), with the two files as its columns and a
choice of which to keep.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMessageBox, QWidget

from sheetmaker.ui.file_conflicts import CompareDialog


class LibraryCompareDialog(CompareDialog):
    """The original and its conflict copy field by field; :attr:`choice` says which the user
    keeps: ``"original"``, ``"copy"`` or ``""`` (neither: closed).

    Args:
        original, copy: the two files.
        differences: ``(path, original's value, copy's value)`` triples.
    """

    def __init__(
        self,
        name: str,
        original: str,
        copy: str,
        differences: list[tuple[str, Any, Any]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(name, differences, parent)
        self.setObjectName("libraryCompareDialog")
        self.choice = ""
        self.original = original
        self.copy = copy
        labels = self.findChildren(QLabel)
        if labels:
            if differences:
                text = self.tr("%n field(s) differ between the original, {0}, and the conflict copy a sync "
                               "tool made when both changed, {1}. Keep one version: the other goes to the "
                               "library's trash (Undo brings it back).", "", len(differences)).format(
                    os.path.basename(original), os.path.basename(copy))
                if len(differences) == 1:  # English read of the plural form when no translation did it
                    text = text.replace("field(s) differ", "field differs")
                text = text.replace("(s)", "s")
            else:
                text = self.tr("The two files hold the same values: keep either, the other goes to the trash.")
            labels[0].setText(text)
        self.table.setHorizontalHeaderLabels([
            self.tr("Field"),
            self.tr("Original"),
            self.tr("Conflict copy"),
        ])
        header = self.table.horizontalHeader()
        for column in (1, 2):
            item = self.table.horizontalHeaderItem(column)
            if item is not None:
                item.setToolTip((original, copy)[column - 1])
        header.setMinimumSectionSize(80)
        buttons = self.findChild(QDialogButtonBox)
        if buttons is not None:
            self.keep_original_button = buttons.addButton(
                self.tr("Keep the &Original"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            self.keep_original_button.setToolTip(self.tr("The conflict copy goes to the trash."))
            self.keep_copy_button = buttons.addButton(
                self.tr("Keep the &Conflict Copy"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            self.keep_copy_button.setToolTip(
                self.tr("The copy takes the original's file name; the original goes to the trash.")
            )
            self.keep_original_button.clicked.connect(lambda: self._choose("original"))
            self.keep_copy_button.clicked.connect(lambda: self._choose("copy"))
        self.resize(820, 460)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()

    @classmethod
    def for_files(cls, original: str, copy: str, parent: QWidget | None = None) -> LibraryCompareDialog | None:
        """The dialog for two files; ``None`` (and a message) when one cannot be read."""
        from sheetmaker.core.errors import DocumentError
        from sheetmaker.io import fileformat, filestate

        try:
            mine = fileformat.load(original)
            theirs = fileformat.load(copy)
        except DocumentError as exc:
            box = QMessageBox(QMessageBox.Icon.Warning,
                              QCoreApplication.translate("LibraryCompareDialog", "Compare"),
                              QCoreApplication.translate("LibraryCompareDialog",
                                                         "The two versions cannot be compared: {0}").format(exc),
                              QMessageBox.StandardButton.Ok, parent)
            box.setObjectName("libraryWarning")
            box.open()
            return None
        rows = filestate.readable_differences(mine, theirs)
        return cls(mine.display_name, original, copy, rows, parent)
