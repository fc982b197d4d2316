"""The library page's actions (:class:`LibraryActions`, a part of
:class:`sheetmaker.ui.library.LibraryPage`): the toolbar and the context menu, and what the
actions without a count in their texts do (open, rename, tag, import, compare a conflict copy,
the trash view). Their texts keep the context ``LibraryPage``; the actions whose texts have
plural forms stay in the page (lupdate reads plural forms from ``self.tr`` only)."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSettings, Qt, SignalInstance
from PySide6.QtGui import QAction, QIcon, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QDialog,
    QInputDialog,
    QLineEdit,
    QMenu,
    QStyle,
    QTableView,
    QToolBar,
    QWidget,
)

from sheetmaker.io import library as lib
from sheetmaker.io import trash
from sheetmaker.ui.language import UndoRedoAction
from sheetmaker.ui.library_dialogs import TagDialog, TrashDialog

if TYPE_CHECKING:
    from sheetmaker.models.library import LibraryModel, LibraryOperations
    from sheetmaker.ui.export_pdf import PdfExporter

    _PageBase = QWidget
else:
    _PageBase = object


class LibraryActions(_PageBase):
    """The library page's actions, toolbar and context menu (see the module)."""

    if TYPE_CHECKING:
        openRequested: SignalInstance  # noqa: N815 - Qt naming
        model: LibraryModel
        operations: LibraryOperations
        undo_stack: QUndoStack
        table: QTableView
        _folder: str
        _settings: QSettings
        _exporter_factory: Callable[[], PdfExporter] | None
        _own_exporter: PdfExporter | None

        def selected_entries(self) -> list[lib.Entry]: ...
        def selected_paths(self) -> list[str]: ...
        def select_paths(self, paths: Sequence[str]) -> None: ...
        def ensure_folder(self) -> str: ...
        def set_folder(self, folder: str) -> None: ...
        def add_batch(self, paths: list[str]) -> None: ...
        def duplicate_selected(self) -> list[str]: ...
        def delete_selected(self) -> bool: ...
        def export_selected(self) -> bool: ...
        def reveal_folder(self) -> None: ...
        def _show_warning(self, text: str) -> None: ...

    # ------------------------------------------------------------------ the actions, the toolbar and the context menu

    def _create_actions(self) -> None:
        style = self.style()

        def action(slot: Callable[[], object], icon: QIcon | None = None,
                   shortcut: QKeySequence | None = None) -> QAction:
            made = QAction(self)
            made.triggered.connect(lambda _checked=False: slot())
            if icon is not None:
                made.setIcon(icon)
            if shortcut is not None:
                made.setShortcut(shortcut)
                made.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                self.addAction(made)
            return made

        # The texts: retranslate_ui.
        self.open_action = action(
            self.open_selected,
            QIcon.fromTheme("document-open", style.standardIcon(QStyle.StandardPixmap.SP_DialogOpenButton)),
        )
        self.duplicate_action = action(
            self.duplicate_selected, QIcon.fromTheme("edit-copy", style.standardIcon(QStyle.StandardPixmap.SP_FileIcon))
        )
        self.rename_action = action(self.rename_selected, shortcut=QKeySequence(Qt.Key.Key_F2))
        self.tag_action = action(self.tag_selected)
        self.delete_action = action(
            self.delete_selected,
            QIcon.fromTheme("user-trash", style.standardIcon(QStyle.StandardPixmap.SP_TrashIcon)),
            QKeySequence(QKeySequence.StandardKey.Delete),
        )
        self.compare_action = action(self.compare_selected)
        self.export_action = action(
            self.export_selected,
            QIcon.fromTheme("document-print", style.standardIcon(QStyle.StandardPixmap.SP_DialogSaveButton)),
        )
        self.trash_action = action(self.show_trash)
        self.reveal_action = action(self.reveal_folder)
        self.new_npcs_action = action(
            self.new_quick_npcs, QIcon.fromTheme("document-new", style.standardIcon(QStyle.StandardPixmap.SP_FileIcon))
        )
        # Not QUndoStack.createUndoAction: its prefix could not follow a language change.
        self.undo_action = UndoRedoAction(self.undo_stack, False, self)
        self.undo_action.setIcon(QIcon.fromTheme("edit-undo", style.standardIcon(QStyle.StandardPixmap.SP_ArrowBack)))
        self.redo_action = UndoRedoAction(self.undo_stack, True, self)
        self.redo_action.setIcon(
            QIcon.fromTheme("edit-redo", style.standardIcon(QStyle.StandardPixmap.SP_ArrowForward))
        )

        toolbar = QToolBar(self)
        toolbar.setObjectName("libraryToolBar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        # The most used first: what does not fit a narrow window goes to the toolbar's ">>" menu
        # (and every action is also in the table's context menu).
        for item in (self.open_action, self.new_npcs_action, self.export_action, None,
                     self.duplicate_action, self.rename_action, self.tag_action, self.delete_action,
                     self.trash_action, None, self.compare_action, self.undo_action, self.redo_action):
            if item is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(item)
        self.toolbar = toolbar

    def _context_menu(self, position: Any) -> None:
        menu = QMenu(self)
        for item in (self.open_action, self.duplicate_action, self.rename_action, self.tag_action, None,
                     self.compare_action, self.export_action, None, self.delete_action, None,
                     self.new_npcs_action, None, self.trash_action, self.reveal_action):
            if item is None:
                menu.addSeparator()
            else:
                menu.addAction(item)
        menu.popup(self.table.viewport().mapToGlobal(position))

    # ------------------------------------------------------------------ actions

    def open_selected(self) -> None:
        """Open the selected sheets (the main window opens them in tabs)."""
        self.open_paths([entry.path for entry in self.selected_entries() if not entry.error])

    def open_paths(self, paths: Sequence[str]) -> None:
        for path in paths:
            entry = self.model.entry_for(path)
            if entry is not None and entry.error:
                self._show_warning(
                    QCoreApplication.translate("LibraryPage", "{0} cannot be opened: {1}.").format(
                        os.path.basename(path), entry.error
                    )
                )
                continue
            if path:
                self.openRequested.emit(path)

    def rename_selected(self, name: str | None = None) -> str:
        """Rename the selected character (asks for the name when ``name`` is None); returns the
        new file ("" when nothing was renamed)."""
        entries = [entry for entry in self.selected_entries() if not entry.error]
        if len(entries) != 1:
            return ""
        entry = entries[0]
        if name is None:
            name, accepted = QInputDialog.getText(
                self,
                QCoreApplication.translate("LibraryPage", "Rename"),
                QCoreApplication.translate("LibraryPage", "The character's new name (the file is renamed too):"),
                QLineEdit.EchoMode.Normal, entry.name,
            )
            if not accepted:
                return ""
        name = " ".join(name.split())
        if not name or name == entry.name:
            return ""
        path = self.operations.rename(entry.path, name)
        if path:
            self.select_paths([path])
        return path

    def tag_selected(self, add: Sequence[str] | None = None, remove: Sequence[str] = ()) -> int:
        """Add and remove tags on the selected sheets (asks when ``add`` is None); returns how
        many files changed."""
        paths = [entry.path for entry in self.selected_entries() if not entry.error]
        if not paths:
            return 0
        if add is None:
            current = sorted({t for e in self.selected_entries() for t in e.tags}, key=str.casefold)
            dialog = TagDialog(len(paths), current, self)
            try:
                if dialog.exec() != QDialog.DialogCode.Accepted:
                    return 0
                add, remove = dialog.added(), dialog.removed()
            finally:
                dialog.deleteLater()
        if not add and not remove:
            return 0
        changed = self.operations.tag(paths, list(add), list(remove))
        self.select_paths(paths)
        return changed

    def _notify(self, text: str) -> None:
        window = self.window()
        status = getattr(window, "statusBar", None)
        if callable(status):
            status().showMessage(text, 6000)

    # ------------------------------------------------------------------ other tools' formats (issue 14)

    #: The Import dialog shown last for files dropped here (None when closed).
    import_dialog: Any = None

    def import_files(self, paths: Sequence[str]) -> Any:
        """Files of other formats dropped on the library: the Import dialog lists their sheets;
        the confirmed ones are written into the folder as ``.sheet.json`` files (one undo)."""
        from sheetmaker.io.interchange import InterchangeError
        from sheetmaker.ui.import_dialog import ImportDialog, read_file

        items, problems, names = [], [], []
        for path in paths:
            try:
                _, found = read_file(path)
            except InterchangeError as exc:
                problems.append(
                    QCoreApplication.translate("LibraryPage", "{0}: {1}.").format(
                        os.path.basename(path), str(exc).rstrip(".")
                    )
                )
                continue
            items.extend(found)
            names.append(os.path.basename(path))
        if problems:
            self._show_warning(
                " ".join([QCoreApplication.translate("LibraryPage", "These files cannot be imported:"), *problems])
            )
        if not items:
            return None
        confirm = (
            QCoreApplication.translate("LibraryPage", "Add 1 Sheet to the Library"),
            QCoreApplication.translate("LibraryPage", "Add {0} Sheets to the Library"),
        )
        dialog = ImportDialog(self, items, ", ".join(names), confirm_text=confirm)
        dialog.sheetsConfirmed.connect(self.write_imported)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda *_: setattr(self, "import_dialog", None))
        self.import_dialog = dialog
        dialog.open()
        return dialog

    def write_imported(self, documents: list) -> list[str]:
        """Write confirmed imported sheets into the folder (unique names from their names)."""
        from sheetmaker.io import fileformat

        folder = self._folder
        if not folder:
            return []
        written: list[str] = []
        try:
            for document in documents:
                path = lib.unique_path(folder, document.display_name)
                fileformat.save(document, path, keep_backup=False)
                written.append(path)
        except Exception as exc:  # noqa: BLE001 - reported to the user
            self._show_warning(
                QCoreApplication.translate(
                    "LibraryPage", "The imported sheets could not be written into the library: {0}"
                ).format(exc)
            )
        self.add_batch(written)
        return written

    def new_quick_npcs(self) -> list[str]:
        """New Quick NPCs…: the dialog (:mod:`sheetmaker.ui.bulk_npc`) writes a batch into the
        folder shown, then :meth:`add_batch` lists it as one undoable step. Returns the paths."""
        from sheetmaker.ui.bulk_npc import make_quick_npcs

        folder = self.ensure_folder()
        if not folder:
            return []
        paths = make_quick_npcs(self, folder, settings=self._settings)
        if paths and os.path.dirname(os.path.abspath(paths[0])) != os.path.abspath(folder):
            # Written into another folder (Folder…): the library shows that folder.
            self.set_folder(os.path.dirname(os.path.abspath(paths[0])))
            return paths
        self.add_batch(paths)
        return paths

    # ------------------------------------------------------------------ conflicts

    def _conflict_pair(self, entry: lib.Entry) -> tuple[str, str] | None:
        """(original, copy) for a conflict copy or an original with one copy beside it."""
        if entry.conflict_of:
            return (entry.conflict_of, entry.path) if os.path.exists(entry.conflict_of) else None
        copies = [e.path for e in self.model.entries() if e.conflict_of == entry.path]
        return (entry.path, copies[0]) if len(copies) == 1 else None

    def compare_selected(self) -> Any:
        """Compare the selected conflict copy with its original; the user keeps one (the other
        goes to the trash). Returns the dialog (after it closed)."""
        from sheetmaker.ui.library_conflict import LibraryCompareDialog

        entries = self.selected_entries()
        if len(entries) != 1:
            return None
        pair = self._conflict_pair(entries[0])
        if pair is None:
            if entries[0].conflict_of:
                self._show_warning(
                    QCoreApplication.translate("LibraryPage", "The original of this conflict copy, {0}, is gone: "
                                               "rename the copy to keep it.").format(
                        os.path.basename(entries[0].conflict_of)
                    )
                )
            return None
        original, copy = pair
        dialog = LibraryCompareDialog.for_files(original, copy, self)
        if dialog is None:
            return None
        try:
            dialog.exec()
            choice = dialog.choice
        finally:
            dialog.deleteLater()
        if choice == "original":
            kept = self.operations.keep_one(original, copy)
        elif choice == "copy":
            kept = self.operations.keep_one(copy, original)
        else:
            kept = ""
        if kept:
            self.select_paths([kept])
        return dialog

    # ------------------------------------------------------------------ trash

    def show_trash(self) -> Any:
        """The Trash view of the folder (Restore / Empty Trash)."""
        if not self._folder:
            return None
        try:
            trash.check_trash(self._folder)
        except trash.TrashError as exc:
            self._show_warning(str(exc))
            return None
        dialog = TrashDialog(self._folder, self)
        dialog.restored.connect(lambda paths: self.model.update(lib.read_entry(p) for p in paths))
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()
        return dialog

    # ------------------------------------------------------------------ export

    def exporter(self) -> PdfExporter:
        """The PDF exporter (the main window's when given)."""
        if self._exporter_factory is not None:
            return self._exporter_factory()
        if self._own_exporter is None:
            from sheetmaker.ui.export_pdf import PdfExporter

            self._own_exporter = PdfExporter(self._settings, self)
        return self._own_exporter
