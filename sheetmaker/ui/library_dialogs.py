"""The library's dialogs: tags for many sheets at once (:class:`TagDialog`) and the folder's
trash (:class:`TrashDialog`)."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.io import trash


def english_plural(text: str, count: int) -> str:
    """``text`` (a ``tr`` with ``%n``) read in English when no translation handled its plural:
    "1 sheet(s)" → "1 sheet", "3 sheet(s)" → "3 sheets"."""
    return text.replace("(s)", "" if count == 1 else "s")


class TagDialog(QDialog):
    """Tags for many sheets at once: new tags to add, and the current ones (unticked: removed)."""

    def __init__(self, count: int, current: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("libraryTagDialog")
        self.setWindowTitle(self.tr("Tag Sheets"))
        layout = QVBoxLayout(self)
        intro = QLabel(english_plural(self.tr("Tags for %n sheet(s).", "", count), count))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        add_label = QLabel(self.tr("&Add tags (separated by commas):"))
        self.add_edit = QLineEdit()
        self.add_edit.setPlaceholderText(self.tr("e.g. Innsmouth, cultist"))
        add_label.setBuddy(self.add_edit)
        layout.addWidget(add_label)
        layout.addWidget(self.add_edit)
        self.current_list = QListWidget()
        self.current_list.setAccessibleName(self.tr("Tags they have now"))
        self.current_list.setAccessibleDescription(self.tr("Untick a tag to remove it from all"))
        if current:
            keep_label = QLabel(self.tr("Tags they have now (untick to remove from all):"))
            keep_label.setWordWrap(True)
            layout.addWidget(keep_label)
            for tag in current:
                item = QListWidgetItem(tag)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked)
                self.current_list.addItem(item)
            layout.addWidget(self.current_list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(380, 320 if current else 160)

    def added(self) -> list[str]:
        """The tags typed to add."""
        return [tag.strip() for tag in self.add_edit.text().split(",") if tag.strip()]

    def removed(self) -> list[str]:
        """The current tags unticked."""
        items = (self.current_list.item(i) for i in range(self.current_list.count()))
        return [item.text() for item in items if item.checkState() != Qt.CheckState.Checked]


class TrashDialog(QDialog):
    """The library folder's trash: what was deleted, from where and when; Restore, Empty Trash.

    Signals:
        restored(list): the files put back.
    """

    restored = Signal(list)

    def __init__(self, folder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("libraryTrash")
        self.setWindowTitle(self.tr("Trash — {0}").format(os.path.basename(folder.rstrip(os.sep)) or folder))
        self._folder = folder
        self._items: list[Any] = []
        #: Why the trash cannot be used ("" when it can): shown instead of the list.
        self._refused = ""
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.table = QTableWidget(0, 2, self)
        self.table.setObjectName("trashTable")
        self.table.setAccessibleName(self.tr("Deleted sheets"))
        self.table.setHorizontalHeaderLabels([self.tr("Sheet file"), self.tr("Deleted")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(self)
        self.restore_button = buttons.addButton(self.tr("&Restore"), QDialogButtonBox.ButtonRole.ActionRole)
        self.restore_button.clicked.connect(self.restore_selected)
        self.empty_button = buttons.addButton(self.tr("&Empty Trash…"), QDialogButtonBox.ButtonRole.DestructiveRole)
        self.empty_button.clicked.connect(self.empty)
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.resize(620, 380)
        self.reload()

    def reload(self) -> None:
        """List the trash again (nothing, after one message, when the trash folder is a link)."""
        self._refused = ""
        try:
            self._items = trash.list_trash(self._folder)
        except trash.TrashError as exc:
            self._items = []
            self._refused = str(exc)
        self.table.setRowCount(len(self._items))
        for row, item in enumerate(self._items):
            original = item.original_path
            relative = os.path.relpath(original, self._folder)
            when = item.deleted
            for column, text in enumerate((relative, str(when).replace("T", " ")[:19])):
                cell = QTableWidgetItem(text)
                cell.setToolTip(original or text)
                self.table.setItem(row, column, cell)
        if self._refused:
            self.summary.setText(self._refused)
        elif self._items:
            self.summary.setText(
                english_plural(
                    self.tr("%n sheet(s) in the trash. Restore puts a sheet back where it was.", "", len(self._items)),
                    len(self._items),
                )
            )
        else:
            self.summary.setText(self.tr("The trash is empty."))
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.restore_button.setEnabled(bool(self.table.selectionModel().selectedRows()))
        self.empty_button.setEnabled(any(item.recorded for item in self._items))

    def select_rows(self, rows: Sequence[int]) -> None:
        """Select these rows."""
        self.table.clearSelection()
        mode = self.table.selectionMode()
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        for row in rows:
            self.table.selectRow(row)
        self.table.setSelectionMode(mode)

    def restore_selected(self) -> list[str]:
        """Put the selected sheets back; returns their paths."""
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        done = []
        for row in rows:
            try:
                done.append(trash.restore(self._items[row]))
            except trash.TrashError as exc:
                QMessageBox.warning(self, self.tr("Trash"), str(exc))
                break
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Trash"), self.tr("The sheet could not be restored: {0}.").format(
                    exc.strerror or exc))
        self.reload()
        if done:
            self.restored.emit(done)
        return done

    def empty(self) -> int:
        """Delete the trashed files for good (asks first); returns how many. Only the files
        SheetMaker put in the trash are deleted (:func:`sheetmaker.io.trash.empty_trash`)."""
        recorded = sum(1 for item in self._items if item.recorded)
        answer = QMessageBox.question(
            self, self.tr("Empty Trash"),
            english_plural(
                self.tr("Delete the %n sheet(s) in the trash for good? This cannot be undone.", "", recorded), recorded
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return 0
        try:
            count = trash.empty_trash(self._folder)
        except trash.TrashError as exc:
            QMessageBox.warning(self, self.tr("Trash"), str(exc))
            count = 0
        self.reload()
        return count

    def rows(self) -> list[str]:
        """The file column's texts."""
        items = (self.table.item(row, 0) for row in range(self.table.rowCount()))
        return [item.text() if item is not None else "" for item in items]  # reload fills every row
