"""The keeper's library as Qt models: a table of sheet files, its filter, its indexer and watcher,
and the undoable file operations (trash, rename, tags, added batches).

The files are the source of truth: every operation writes files (atomically, through
:mod:`sheetmaker.io.fileformat` / :mod:`sheetmaker.io.safefile`) and the model follows what is on
disk. Reading runs in a worker of the global ``QThreadPool`` (:class:`LibraryIndexer`): it only
calls :func:`sheetmaker.io.library.scan` and emits batches, which are queued to the GUI thread;
the model is never touched from the worker. :class:`FolderWatcher` watches the folder, its
subfolders and its sheet files and asks for a rescan 250 ms after the last change (a sync tool
writes many files in a burst); the index cache makes a rescan read only the files that changed.

The package: :mod:`.model` (the table), :mod:`.thumbnails`, :mod:`.proxy` (the filter),
:mod:`.indexer` (the indexer and the watcher) and :mod:`.operations` (the undoable operations).
"""

from __future__ import annotations

from sheetmaker.models.library.indexer import FolderWatcher, LibraryIndexer
from sheetmaker.models.library.model import (
    COLUMN,
    COLUMNS,
    DEBOUNCE_MS,
    ENTRY_ROLE,
    MAX_WATCHED_FILES,
    PATH_ROLE,
    SORT_ROLE,
    URI_LIST,
    LibraryModel,
    ModelIndex,
    game_label,
    game_name,
    kind_label,
)
from sheetmaker.models.library.operations import (
    AddedCommand,
    KeepOneCommand,
    LibraryOperations,
    RenameCommand,
    TagCommand,
    TrashCommand,
    copy_into,
)
from sheetmaker.models.library.proxy import LibraryProxy
from sheetmaker.models.library.thumbnails import (
    THUMBNAIL_SIZE,
    ThumbnailCache,
    decode_thumbnail,
    portrait_bytes,
)

__all__ = [
    "COLUMN",
    "COLUMNS",
    "DEBOUNCE_MS",
    "ENTRY_ROLE",
    "MAX_WATCHED_FILES",
    "PATH_ROLE",
    "SORT_ROLE",
    "THUMBNAIL_SIZE",
    "URI_LIST",
    "AddedCommand",
    "FolderWatcher",
    "KeepOneCommand",
    "LibraryIndexer",
    "LibraryModel",
    "LibraryOperations",
    "LibraryProxy",
    "ModelIndex",
    "RenameCommand",
    "TagCommand",
    "ThumbnailCache",
    "TrashCommand",
    "copy_into",
    "decode_thumbnail",
    "game_label",
    "game_name",
    "kind_label",
    "portrait_bytes",
]
