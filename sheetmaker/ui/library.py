"""The keeper's library page: the sheets of a folder as a table, searched, filtered and sorted,
with the file operations a keeper needs (open, duplicate, rename, tag, trash, compare a sync
tool's conflict copy, export to PDF) and drag and drop in both directions.

The models, the indexer, the watcher and the undoable operations are in
:mod:`sheetmaker.models.library`; this module only shows them and asks the user. Tests replace
:class:`QInputDialog`/:class:`QMessageBox` calls and the dialogs' ``exec``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import (
    QSettings,
    QStandardPaths,
    Qt,
    QTimer,
    QUrl,
    Signal,
)
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.io import library as lib
from sheetmaker.models.library import (
    COLUMN,
    THUMBNAIL_SIZE,
    FolderWatcher,
    LibraryIndexer,
    LibraryModel,
    LibraryOperations,
    LibraryProxy,
    copy_into,
)
from sheetmaker.ui.language import Retranslatable
from sheetmaker.ui.library_actions import LibraryActions
from sheetmaker.ui.library_dialogs import TagDialog, TrashDialog, english_plural
from sheetmaker.ui.library_selection import LibrarySelection
from sheetmaker.ui.library_table import (
    LibraryColumns,
    LibraryTable,
    local_files_of,
    sheet_files_of,
)

if TYPE_CHECKING:
    from sheetmaker.ui.export_pdf import PdfExporter

__all__ = [
    "CURRENT_KEY",
    "FOLDERS_KEY",
    "LibraryPage",
    "LibraryTable",
    "TagDialog",
    "TrashDialog",
    "default_library_folder",
    "english_plural",
    "local_files_of",
    "sheet_files_of",
]

FOLDERS_KEY = "library/folders"
CURRENT_KEY = "library/current"


def default_library_folder() -> str:
    """The default library: a "SheetMaker" folder in the user's documents."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return os.path.join(documents or os.path.expanduser("~"), "SheetMaker")


class LibraryPage(LibraryActions, LibrarySelection, LibraryColumns, Retranslatable, QWidget):
    """The library: one folder of sheet files at a time.

    Args:
        settings: where the folders are remembered.
        cache: the index cache (``None``: none).
        exporter: gives the PDF exporter to use (the main window's); by default the page makes
            its own.

    Signals:
        openRequested(str): open this sheet file (the main window opens it in a tab).
        folderChanged(str): the library shows another folder.
    """

    openRequested = Signal(str)  # noqa: N815 - Qt naming
    folderChanged = Signal(str)  # noqa: N815

    def __init__(
        self,
        settings: QSettings,
        cache: lib.IndexCache | None = None,
        exporter: Callable[[], PdfExporter] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("libraryPage")
        self._settings = settings
        self._exporter_factory = exporter
        self._own_exporter: PdfExporter | None = None
        self._folder = ""
        #: The index cache was damaged and is rebuilt: said on the status line until the user
        #: shows another folder (sheetmaker.io.library.IndexCache.notice).
        self.cache_notice = cache.notice if cache is not None else ""

        # Said above the table when a search or filter leaves no row (an empty table alone looks
        # like an empty library).
        self.no_match = QLabel()
        self.no_match.setObjectName("libraryNoMatch")
        self.no_match.setWordWrap(True)
        self.no_match.hide()
        self.status = QLabel()
        self.status.setObjectName("libraryStatus")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setWordWrap(True)
        self.model = LibraryModel(self)
        self.proxy = LibraryProxy(self)
        self.proxy.setSourceModel(self.model)
        self.indexer = LibraryIndexer(self.model, cache, self)
        self.watcher = FolderWatcher(self)
        self.watcher.changed.connect(self.indexer.rescan)
        self.indexer.finished.connect(self._on_scan_finished)
        self.operations = LibraryOperations(self)
        self.undo_stack = self.operations.undo_stack
        self.operations.filesChanged.connect(self._on_files_changed)
        self.operations.failed.connect(self._show_warning)
        # After a failed operation the disk decides what is listed (a file may have vanished).
        self.operations.failed.connect(lambda _text: self.indexer.rescan())
        self.model.changedEntries.connect(self._on_entries_changed)
        self.proxy.rowsInserted.connect(self._update_status)
        self.proxy.rowsRemoved.connect(self._update_status)
        self.proxy.modelReset.connect(self._update_status)
        self.proxy.layoutChanged.connect(self._update_status)

        # The folder and the filters --------------------------------------------------------
        self.folder_combo = QComboBox()
        self.folder_combo.setObjectName("libraryFolder")
        self.folder_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.folder_combo.setMinimumContentsLength(18)
        self.folder_combo.activated.connect(self._on_folder_chosen)
        self.add_folder_button = QPushButton()
        self.add_folder_button.clicked.connect(self.ask_folder)

        self.search = QLineEdit()
        self.search.setObjectName("librarySearch")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda text: self.proxy.set_filters(text=text))
        self.game_filter = QComboBox()
        for game in ("", "coc7", "toc"):
            self.game_filter.addItem("", game)
        self.game_filter.currentIndexChanged.connect(
            lambda _i: self.proxy.set_filters(game=self.game_filter.currentData() or None)
        )
        self.kind_filter = QComboBox()
        for kind in ("", "investigator", "npc"):
            self.kind_filter.addItem("", kind)
        self.kind_filter.currentIndexChanged.connect(
            lambda _i: self.proxy.set_filters(kind=self.kind_filter.currentData() or None)
        )
        self.tag_filter = QComboBox()
        self.tag_filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.tag_filter.setMinimumContentsLength(10)
        self.tag_filter.addItem("", "")
        self.tag_filter.currentIndexChanged.connect(
            lambda _i: self.proxy.set_filters(tag=self.tag_filter.currentData() or None)
        )
        # After the filters changed (a search narrowing an empty result moves no rows).
        for changed in (
            self.search.textChanged,
            self.game_filter.currentIndexChanged,
            self.kind_filter.currentIndexChanged,
            self.tag_filter.currentIndexChanged,
        ):
            changed.connect(self._update_status)

        # Two rows, so the search field keeps a useful width in a 1024 px window with the roll
        # log docked: the folder, then the search and the filters.
        top = QHBoxLayout()
        self._folder_caption = folder_label = QLabel()
        folder_label.setBuddy(self.folder_combo)
        top.addWidget(folder_label)
        top.addWidget(self.folder_combo, 1)
        top.addWidget(self.add_folder_button)
        filters = QHBoxLayout()
        self.search.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 12)
        filters.addWidget(self.search, 3)
        filters.addWidget(self.game_filter)
        filters.addWidget(self.kind_filter)
        filters.addWidget(self.tag_filter, 1)

        # The table ---------------------------------------------------------------------------
        self.table = LibraryTable(self.add_files, lambda: self._folder, self)
        self.table.setObjectName("libraryTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(COLUMN["name"], Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setIconSize(THUMBNAIL_SIZE)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(
            max(THUMBNAIL_SIZE.height() + 2, self.fontMetrics().height() + 8)
        )
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.table.activated.connect(lambda index: self.open_paths([self._path_at(index)]))
        self.table.selectionModel().selectionChanged.connect(self._update_actions)
        self._size_columns()

        self._create_actions()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.addWidget(self.toolbar)
        layout.addLayout(top)
        layout.addLayout(filters)
        layout.addWidget(self.no_match)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)

        self._search_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        self._search_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._search_shortcut.activated.connect(self.focus_search)

        self._built = False
        self.retranslate_ui()
        self._load_folders()
        self._update_actions()
        self._update_status()
        self._built = True

    def retranslate_ui(self) -> None:
        """Set the page's texts in the current language (again on a language change; the
        table's headers and cells follow through their model)."""
        self.folder_combo.setAccessibleName(self.tr("Library folder"))
        self.add_folder_button.setText(self.tr("Add Folder…"))
        self.add_folder_button.setToolTip(self.tr("Show another folder of sheets in the library"))
        self.search.setPlaceholderText(self.tr("Search the library (Ctrl+F)"))
        self.search.setToolTip(
            self.tr("Finds sheets whose name, occupation, tags, notes or player hold every word typed")
        )
        self.search.setAccessibleName(self.tr("Search the library"))
        self.game_filter.setAccessibleName(self.tr("Game filter"))
        for index, text in enumerate((self.tr("All games"), self.tr("Call of Cthulhu"), self.tr("Trail of Cthulhu"))):
            self.game_filter.setItemText(index, text)
        self.kind_filter.setAccessibleName(self.tr("Kind filter"))
        for index, text in enumerate((self.tr("All kinds"), self.tr("Investigators"), self.tr("NPCs"))):
            self.kind_filter.setItemText(index, text)
        self.tag_filter.setAccessibleName(self.tr("Tag filter"))
        self.tag_filter.setItemText(0, self.tr("All tags"))
        self._folder_caption.setText(self.tr("&Folder:"))
        self.table.setAccessibleName(self.tr("Sheets in the library"))

        def texts(action: QAction, text: str, tip: str) -> None:
            action.setText(text)
            action.setToolTip(tip)
            action.setStatusTip(tip)

        texts(self.open_action, self.tr("&Open"), self.tr("Open the selected sheets in tabs (Enter)"))
        texts(
            self.duplicate_action,
            self.tr("&Duplicate"),
            self.tr("Copy the selected sheets as new characters in this folder"),
        )
        texts(self.rename_action, self.tr("&Rename…"), self.tr("Change the character's name and the file's name"))
        texts(self.tag_action, self.tr("&Tag…"), self.tr("Add or remove tags on the selected sheets"))
        texts(
            self.delete_action,
            self.tr("&Delete"),
            self.tr("Move the selected sheets to the library's trash (Undo brings them back)"),
        )
        texts(
            self.compare_action,
            self.tr("&Compare…"),
            self.tr("Compare a sync tool's conflict copy with its original and keep one"),
        )
        texts(
            self.export_action,
            self.tr("&Export PDF…"),
            self.tr("Print the selected sheets (or their statblocks) into one PDF"),
        )
        texts(self.trash_action, self.tr("T&rash…"), self.tr("Sheets moved to the trash: restore them or empty it"))
        texts(self.reveal_action, self.tr("Show in &Folder"), self.tr("Open the library folder in the file manager"))
        texts(
            self.new_npcs_action,
            self.tr("New Quick &NPCs…"),
            self.tr("Make a batch of quick NPCs in this folder (one Undo removes the batch)"),
        )
        self.undo_action.set_prefix(self.tr("Undo"))
        self.redo_action.set_prefix(self.tr("Redo"))
        self.toolbar.setWindowTitle(self.tr("Library"))
        for undo in (self.undo_action, self.redo_action):
            button = self.toolbar.widgetForAction(undo)
            if button is not None:
                button.setToolTip(self.tr("Undo the library's last change") if undo is self.undo_action
                                  else self.tr("Redo the library's last undone change"))
        if self._built:
            self._update_status()

    # ------------------------------------------------------------------ building

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._fit_columns)  # once the table has its new size

    # ------------------------------------------------------------------ folders

    def _load_folders(self) -> None:
        folders = cast(list[object], self._settings.value(FOLDERS_KEY, [], type=list))  # type=list: a list
        self.folder_combo.clear()
        for folder in folders:
            if isinstance(folder, str) and folder:
                self.folder_combo.addItem(self._folder_label(folder), folder)
                self.folder_combo.setItemData(self.folder_combo.count() - 1, folder, Qt.ItemDataRole.ToolTipRole)

    @staticmethod
    def _folder_label(folder: str) -> str:
        return f"{os.path.basename(folder.rstrip(os.sep)) or folder} — {os.path.dirname(folder.rstrip(os.sep))}"

    def folders(self) -> list[str]:
        """The folders the library knows, in the combo's order."""
        return [self.folder_combo.itemData(i) for i in range(self.folder_combo.count())]

    def folder(self) -> str:
        """The folder shown ("" before one is chosen)."""
        return self._folder

    def remembered_folder(self) -> str:
        """The folder shown last time ("" when none)."""
        return str(self._settings.value(CURRENT_KEY, "", type=str))

    def ensure_folder(self) -> str:
        """Show a folder if none is shown: the remembered one, else the default library folder
        (created on first use). Returns the folder shown."""
        if self._folder:
            return self._folder
        folder = self.remembered_folder()
        if not folder or not os.path.isdir(folder):
            folder = default_library_folder()
            try:
                os.makedirs(folder, exist_ok=True)
            except OSError as exc:
                self._show_warning(
                    self.tr("The library folder {0} cannot be made: {1}.").format(folder, exc.strerror or exc)
                )
                return ""
        self.set_folder(folder)
        return self._folder

    def set_folder(self, folder: str) -> None:
        """Show ``folder`` (added to the known folders and remembered)."""
        folder = os.path.abspath(os.path.expanduser(folder))
        if folder == self._folder:
            return
        if self._folder:
            self.cache_notice = ""
        self._folder = folder
        known = self.folders()
        if folder not in known:
            self.folder_combo.addItem(self._folder_label(folder), folder)
            self.folder_combo.setItemData(self.folder_combo.count() - 1, folder, Qt.ItemDataRole.ToolTipRole)
            self._settings.setValue(FOLDERS_KEY, [*known, folder])
        self.folder_combo.setCurrentIndex(self.folders().index(folder))
        self._settings.setValue(CURRENT_KEY, folder)
        self.undo_stack.clear()  # its commands name files of the other folder
        self.tag_filter.setCurrentIndex(0)
        self.operations.folder = folder
        self.indexer.set_folder(folder)
        self.watcher.set_folder(folder)
        self._update_status()
        self.folderChanged.emit(folder)

    def _on_folder_chosen(self, index: int) -> None:
        folder = self.folder_combo.itemData(index)
        if folder:
            self.set_folder(folder)

    def ask_folder(self) -> str:
        """Ask for a folder to add and show it; returns it ("" when cancelled)."""
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Add a Folder to the Library"), self._folder or default_library_folder()
        )
        if folder:
            self.set_folder(folder)
        return folder

    def refresh(self) -> None:
        """Read the folder again."""
        self.indexer.rescan()

    def reveal_folder(self) -> None:
        """Open the folder in the desktop's file manager."""
        if self._folder:
            QDesktopServices.openUrl(QUrl.fromLocalFile(self._folder))

    # ------------------------------------------------------------------ model updates

    def _on_scan_finished(self, error: str) -> None:
        if error:
            self._show_warning(self.tr("The library folder could not be read completely: {0}").format(error))
        self.watcher.refresh(entry.path for entry in self.model.entries())
        self._update_status()

    def _on_files_changed(self, written: list[str], removed: list[str]) -> None:
        # At once, without waiting for the watcher (its rescan agrees).
        self.model.remove(removed)
        self.model.update(lib.read_entry(path) for path in written if os.path.exists(path))

    def _on_entries_changed(self) -> None:
        tags = sorted({tag for entry in self.model.entries() for tag in entry.tags}, key=str.casefold)
        current = self.tag_filter.currentData()
        known = [self.tag_filter.itemData(i) for i in range(1, self.tag_filter.count())]
        if known != tags:
            self.tag_filter.blockSignals(True)
            while self.tag_filter.count() > 1:
                self.tag_filter.removeItem(1)
            for tag in tags:
                self.tag_filter.addItem(tag, tag)
            index = self.tag_filter.findData(current) if current else 0
            self.tag_filter.setCurrentIndex(max(index, 0))
            self.tag_filter.blockSignals(False)
            if current and index < 0:
                self.proxy.set_filters(tag=None)
        self._update_status()
        self._update_actions()

    def status_text(self, folder: str | None = None) -> str:
        """The status line: how many sheets, broken files and conflict copies; ``folder``: the
        folder as the empty-folder sentence names it (by default the whole path)."""
        total = self.model.rowCount()
        broken, conflicts = self.model.counts()
        shown = self.proxy.rowCount()
        if not self._folder:
            return self.tr("Choose a folder of sheets with Add Folder….")
        if total == 0:
            if self.indexer.running:
                return self.tr("Reading the folder…")
            return self.tr(
                "No sheets in this folder yet. Drop .sheet.json files here, or save a sheet into {0}."
            ).format(self._folder if folder is None else folder)
        parts = [english_plural(self.tr("%n sheet(s)", "", total), total)]
        if broken:
            parts.append(english_plural(self.tr("%n broken", "", broken), broken))
        if conflicts:
            parts.append(english_plural(self.tr("%n conflict(s)", "", conflicts), conflicts))
        text = ", ".join(parts)
        if shown != total:
            text = self.tr("{0} shown of {1}").format(shown, text)
        if self.indexer.running:
            text = self.tr("{0} (reading…)").format(text)
        return text + "."

    def no_match_text(self) -> str:
        """What the page says when the search or the filters leave no sheet ("" otherwise)."""
        text, game, kind, tag = self.proxy.filters
        if self.proxy.rowCount() or not self.model.rowCount():
            return ""
        if text.strip():
            if game or kind or tag:
                return self.tr("No sheet matches “{0}” with these filters.").format(text.strip())
            return self.tr("No sheet matches “{0}”.").format(text.strip())
        if game or kind or tag:
            return self.tr("No sheet matches these filters.")
        return ""

    def _update_status(self, *_args: object) -> None:
        no_match = self.no_match_text()
        self.no_match.setText(no_match)
        self.no_match.setVisible(bool(no_match))
        # A long folder path is elided in the middle (whole in the tooltip): the sentence naming
        # it set the page's, and so the window's, minimum width (issue 23).
        text = self.status_text(self._elided_folder())
        whole = self.status_text()
        if self.cache_notice:
            text = f"{text} {self.cache_notice}"
            whole = f"{whole} {self.cache_notice}"
        self.status.setText(text)
        self.status.setToolTip(whole if whole != text else "")

    def _elided_folder(self) -> str:
        """The folder shown, elided in the middle to about forty characters' width."""
        metrics = self.status.fontMetrics()
        return metrics.elidedText(self._folder, Qt.TextElideMode.ElideMiddle, metrics.averageCharWidth() * 40)

    def _update_actions(self, *_args: object) -> None:
        entries = self.selected_entries()
        good = [entry for entry in entries if not entry.error]
        for each in (self.open_action, self.duplicate_action, self.export_action, self.tag_action):
            each.setEnabled(bool(good))
        self.rename_action.setEnabled(len(good) == 1)
        self.delete_action.setEnabled(bool(entries))
        self.compare_action.setEnabled(len(entries) == 1 and self._conflict_pair(entries[0]) is not None)
        self.trash_action.setEnabled(bool(self._folder))

    def focus_search(self) -> None:
        """Ctrl+F: the search field, its text selected."""
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    # ------------------------------------------------------------------ actions

    def duplicate_selected(self) -> list[str]:
        """Copy the selected sheets as new characters ("NAME (copy)", a new id); returns the
        new files."""
        import uuid

        from sheetmaker.core.document import now_utc
        from sheetmaker.core.errors import SheetMakerError
        from sheetmaker.io import fileformat

        created = []
        for entry in self.selected_entries():
            if entry.error:
                continue
            try:
                document = fileformat.load(entry.path)
                name = self.tr("{0} (copy)").format(document.display_name)
                copy = document.model_copy(update={"id": uuid.uuid4(), "name": name, "created": now_utc(),
                                                   "modified": now_utc()})
                target = lib.unique_path(os.path.dirname(entry.path), name)
                fileformat.save(copy, target, keep_backup=False)
                created.append(os.path.abspath(target))
            except (OSError, SheetMakerError) as exc:
                self._show_warning(
                    self.tr("{0} could not be duplicated: {1}").format(os.path.basename(entry.path), exc)
                )
        if created:
            self.operations.added(
                created, english_plural(self.tr("Duplicate %n sheet(s)", "", len(created)), len(created))
            )
            self.select_paths(created)
        return created

    def delete_selected(self) -> bool:
        """Move the selected sheets to the trash (one undo brings them back)."""
        paths = self.selected_paths()
        if not paths:
            return False
        done = self.operations.delete(paths)
        if done:
            self._notify(
                english_plural(
                    self.tr("%n sheet(s) moved to the trash; Undo brings them back.", "", len(paths)), len(paths)
                )
            )
        return done

    def add_files(self, sources: Sequence[str]) -> list[str]:
        """Copy sheet files from elsewhere into the folder (unique names); one undo removes them.
        Files of other tools' formats go through the Import dialog first (:meth:`import_files`)."""
        if not self._folder:
            return []
        others = [path for path in sources if not path.lower().endswith(lib.SHEET_SUFFIX)]
        sources = [path for path in sources if path.lower().endswith(lib.SHEET_SUFFIX)]
        if others:
            self.import_files(others)
        if not sources:
            return []
        errors: list[str] = []
        try:
            created = copy_into(self._folder, sources, errors=errors)
        except Exception as exc:  # noqa: BLE001 - reported to the user
            self._show_warning(self.tr("The files could not be copied into the library: {0}").format(exc))
            return []
        if errors:
            self._show_warning(self.tr("The files could not be copied into the library: {0}").format("; ".join(errors)))
        if created:
            self.operations.added(created, english_plural(self.tr("Add %n sheet(s)", "", len(created)), len(created)))
            self.select_paths(created)
        return created

    # ------------------------------------------------------------------ other tools' formats (issue 14)

    def add_batch(self, paths: list[str]) -> None:
        """Files just written into the library (H3's "New quick NPCs…"): listed at once, and ONE
        undo moves the whole batch to the trash."""
        if paths:
            self.operations.added([os.path.abspath(p) for p in paths],
                                  english_plural(self.tr("Add %n new sheet(s)", "", len(paths)), len(paths)))
            self.select_paths(paths)

    # ------------------------------------------------------------------ export

    def export_selected(self) -> bool:
        """Export the selected sheets into one PDF (full sheets or statblocks); returns whether an
        export started."""
        from sheetmaker.core.errors import SheetMakerError
        from sheetmaker.io import fileformat
        from sheetmaker.ui.export_pdf import (
            PAGE_SIZE_KEY,
            ExportPdfDialog,
            load_page_size,
        )

        entries = [entry for entry in self.selected_entries() if not entry.error]
        if not entries:
            return False
        exporter = self.exporter()
        if exporter.running:
            self._show_warning(self.tr("A PDF export is still running."))
            return False
        documents = []
        for entry in entries:
            try:
                documents.append(fileformat.load(entry.path))
            except SheetMakerError as exc:
                self._show_warning(self.tr("{0} cannot be exported: {1}").format(os.path.basename(entry.path), exc))
                return False
        kind = "npc" if all(d.kind == "npc" for d in documents) else "investigator"
        name = (
            documents[0].display_name
            if len(documents) == 1
            else english_plural(self.tr("%n sheets", "", len(documents)), len(documents))
        )
        dialog = ExportPdfDialog(kind, load_page_size(self._settings), name, self)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            options = dialog.options()
        finally:
            dialog.deleteLater()
        self._settings.setValue(PAGE_SIZE_KEY, options.page_size)
        folder_name = os.path.basename(self._folder.rstrip(os.sep)) or "library"
        path = exporter.ask_path(name if len(documents) == 1 else folder_name, self._folder)
        if not path:
            return False
        exporter.start(documents, path, options)
        return True

    # ------------------------------------------------------------------ messages

    def _show_warning(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Library"), text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("libraryWarning")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
