"""Questions about sheet files changed behind the application, and the Compare dialog.

The main window decides what to do (see ``MainWindow.check_files``); this module asks. Tests
replace :func:`ask_choice` and :meth:`CompareDialog.exec`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


def ask_choice(
    parent: QWidget,
    title: str,
    text: str,
    informative: str,
    choices: Sequence[tuple[str, str]],
    default: str,
) -> str | None:
    """A window-modal question with named buttons; returns the chosen key (``None``: Escape).

    Args:
        choices: ``(key, button text)`` pairs in the order shown.
        default: the key of the default button.
    """
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("fileConflictBox")
    box.setInformativeText(informative)
    buttons: dict[QAbstractButton, str] = {}
    for key, label in choices:
        role = QMessageBox.ButtonRole.RejectRole if key == "cancel" else QMessageBox.ButtonRole.AcceptRole
        button = box.addButton(label, role)
        buttons[button] = key
        if key == default:
            box.setDefaultButton(button)
    box.exec()
    return buttons.get(box.clickedButton())


def _show(value: Any) -> str:
    if value is None:
        return QCoreApplication.translate("CompareDialog", "(none)")
    if isinstance(value, str):
        return value if len(value) <= 200 else value[:197] + "…"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 200 else text[:197] + "…"


class CompareDialog(QDialog):
    """The two versions of a sheet field by field: every dotted path where they differ.

    Args:
        differences: ``(path, mine, theirs)`` triples
            (:func:`sheetmaker.io.filestate.document_differences`).
        saved: whether the version open in SheetMaker is saved (its column then says so rather
            than "Yours (not saved)").
    """

    def __init__(
        self,
        name: str,
        differences: Sequence[tuple[str, Any, Any]],
        parent: QWidget | None = None,
        *,
        saved: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("compareDialog")
        self.setWindowTitle(self.tr("Compare — {0}").format(name))
        layout = QVBoxLayout(self)
        if differences:
            count = len(differences)
            summary = self.tr("%n field(s) differ between your version and the file on disk.", "", count)
            if count == 1:  # English read of the plural form when no translation did it
                summary = summary.replace("field(s) differ", "field differs")
            summary = summary.replace("(s)", "s")
        else:
            summary = self.tr("The two versions hold the same values.")
        label = QLabel(summary)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.table = QTableWidget(len(differences), 3, self)
        self.table.setObjectName("compareTable")
        self.table.setAccessibleName(self.tr("Differences"))
        self.table.setAccessibleDescription(self.tr("Each field where the two versions differ"))
        mine = self.tr("Open in SheetMaker (saved)") if saved else self.tr("Yours (not saved)")
        self.table.setHorizontalHeaderLabels([self.tr("Field"), mine, self.tr("On disk")])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (path, mine, theirs) in enumerate(differences):
            for column, text in enumerate((path, _show(mine), _show(theirs))):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, Qt.Orientation.Horizontal, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 420)

    def rows(self) -> list[tuple[str, str, str]]:
        """What the table shows, row by row."""
        return [(self._text(row, 0), self._text(row, 1), self._text(row, 2)) for row in range(self.table.rowCount())]

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        if item is None:  # every cell is filled in __init__
            raise LookupError(f"no cell at {row}, {column}")
        return item.text()
