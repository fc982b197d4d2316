"""The library's undoable file operations (trash, rename, tags, keep one, added batches) and
copies into the folder."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from sheetmaker.io import library as lib
from sheetmaker.io import trash


class LibraryOperations(QObject):
    """The file operations behind the library's undo stack; each reports the files it touched
    so the model is updated at once (the watcher's rescan confirms it).

    Signals:
        filesChanged(list, list): (paths written or added, paths removed).
        failed(str): an operation failed partly or wholly (a full sentence for the user).
    """

    filesChanged = Signal(list, list)  # noqa: N815 - Qt naming
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        #: The library folder (its trash is used); "" = each file's own folder.
        self.folder = ""

    def report(self, written: Iterable[str] = (), removed: Iterable[str] = ()) -> None:
        self.filesChanged.emit([os.path.abspath(p) for p in written], [os.path.abspath(p) for p in removed])

    # The commands --------------------------------------------------------

    def delete(self, paths: Sequence[str]) -> bool:
        """Move the files to the library's trash (undo restores them); returns whether any moved."""
        # The outcome is read from a plain dict: a command that failed makes itself obsolete
        # and QUndoStack.push deletes it, so the command cannot be asked afterwards.
        command = TrashCommand(self, list(paths))
        outcome = command.outcome
        self.undo_stack.push(command)
        return bool(outcome.get("done"))

    def rename(self, path: str, name: str) -> str:
        """Give the character ``name`` and rename the file after it; returns the new path ("":
        failed)."""
        command = RenameCommand(self, path, name)
        outcome = command.outcome
        self.undo_stack.push(command)
        return outcome.get("path", "")

    def tag(self, paths: Sequence[str], add: Sequence[str] = (), remove: Sequence[str] = ()) -> int:
        """Add and remove tags on many files at once; returns how many files changed."""
        command = TagCommand(self, list(paths), list(add), list(remove))
        outcome = command.outcome
        self.undo_stack.push(command)
        return outcome.get("changed", 0)

    def added(self, paths: Sequence[str], text: str) -> None:
        """Files that were just added (a batch of NPCs, dropped files, a duplicate): one undo
        moves them all to the trash."""
        self.undo_stack.push(AddedCommand(self, list(paths), text))

    def keep_one(self, keep: str, drop: str) -> str:
        """Of a sheet and its conflict copy, keep ``keep`` under the original's name and move the
        other to the trash; returns the kept file's path ("" on failure)."""
        command = KeepOneCommand(self, keep, drop)
        outcome = command.outcome
        self.undo_stack.push(command)
        return outcome.get("path", "")


def _save(document: Any, path: str, expected: Any = None) -> None:
    """Save over ``path`` only while it is still the version ``expected`` (a FileState) that
    was read: a save by another program in between is never overwritten."""
    from sheetmaker.io import fileformat

    fileformat.save(document, path, keep_backup=False, expected=expected)


def _save_new(document: Any, folder: str, stem: str) -> str:
    """Save ``document`` as a new file ``STEM.sheet.json`` (or ``STEM (2)``…) in ``folder``;
    a file that takes the chosen name meanwhile is never replaced: the next name is used."""
    from sheetmaker.io import fileformat

    for _ in range(100):
        target = lib.unique_path(folder, stem)
        try:
            fileformat.save(document, target, keep_backup=False, exclusive=True)
        except fileformat.SheetExists:
            continue
        return target
    raise OSError(errno.EEXIST, "no free file name", folder)


def _read_versioned(path: str) -> tuple[bytes, Any, Any]:
    """A sheet file's bytes, its document and its state (to save over it only if unchanged)."""
    from sheetmaker.io import fileformat, filestate

    data, state = filestate.read_bytes(path)
    return data, fileformat.loads(data, path), state


def _remove_if_unchanged(path: str, state: Any) -> None:
    """Remove ``path`` if it still is the version ``state`` that was read.

    Raises:
        DocumentError: it was changed or replaced since (it stays).
    """
    from sheetmaker.core.errors import DocumentError
    from sheetmaker.io import filestate

    if filestate.check(path, state, thorough=True).change is not filestate.Change.UNCHANGED:
        raise DocumentError(path, ["another program changed the file meanwhile; it was kept"])
    os.remove(path)


def _write_bytes(path: str, data: bytes) -> None:
    from sheetmaker.io import safefile

    safefile.write_file(path, data)


def _write_new_bytes(folder: str, stem: str, data: bytes) -> str:
    """Write ``data`` as a new sheet file named after ``stem`` in ``folder`` (never replacing a
    file, even one that appears meanwhile); returns its path."""
    from sheetmaker.io import safefile

    for _ in range(100):
        target = lib.unique_path(folder, stem)
        try:
            safefile.write_file(target, data, exclusive=True)
        except safefile.TargetExists:
            continue
        return target
    raise OSError(errno.EEXIST, "no free file name", folder)


def _rename_no_replace(source: str, target: str) -> None:
    """Rename ``source`` to ``target`` unless a file has that name (one may have appeared since
    the name was checked): it is never replaced (``FileExistsError``)."""
    if os.path.lexists(target):
        raise FileExistsError(errno.EEXIST, "a file of that name appeared meanwhile", target)
    try:
        os.link(source, target)  # fails when the name is taken, whatever appeared there
    except FileExistsError:
        raise
    except OSError:
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "a file of that name appeared meanwhile", target) from None
        os.rename(source, target)  # no hard links here (FAT, some network folders)
        return
    os.remove(source)


def _read_bytes(path: str) -> bytes:
    """A sheet file's bytes (regular files only, at most a sheet's size; never blocks).

    Raises:
        SafeReadError: missing, not a regular file, too large or unreadable.
    """
    from sheetmaker.io import fileformat, safefile

    return safefile.read_regular(path, fileformat.MAX_FILE_BYTES)[0]


def _why(exc: Exception) -> str:
    from sheetmaker.core.errors import DocumentError
    from sheetmaker.io import safefile

    if isinstance(exc, (safefile.SafeReadError, safefile.SafeFileError)):
        return exc.reason
    if isinstance(exc, DocumentError):
        return "; ".join(exc.problems)  # the file is named by the message around it
    return str(getattr(exc, "strerror", None) or exc)


def _errors() -> tuple[type[Exception], ...]:
    """What a file operation may meet that is told to the user (never raised further)."""
    from sheetmaker.core.errors import SheetMakerError

    return (OSError, ValueError, SheetMakerError)


def _plural(text: str, count: int) -> str:
    from PySide6.QtCore import QCoreApplication

    # Without a translation, Qt leaves "(s)": read it in English.
    found = QCoreApplication.translate("LibraryOperations", text, "", count)
    return found.replace("(s)", "" if count == 1 else "s")


class TrashCommand(QUndoCommand):
    """Move files to the trash; undo restores them."""

    def __init__(self, ops: LibraryOperations, paths: list[str]) -> None:
        super().__init__(_plural("Move %n sheet(s) to the trash", len(paths)))
        self._ops = ops
        self._paths = paths
        self._items: list[Any] = []
        self.outcome: dict[str, Any] = {}

    def redo(self) -> None:
        self._items = []
        moved: list[str] = []
        errors: list[str] = []
        for path in self._paths:
            try:
                self._items.append(trash.move_to_trash(path, self._ops.folder or None))
                moved.append(path)
            except trash.TrashError as exc:  # the same for every file: said once
                self._ops.failed.emit(str(exc))
                errors = []
                break
            except _errors() as exc:
                errors.append(f"{os.path.basename(path)}: {_why(exc)}")
        if errors:
            self._ops.failed.emit(
                QCoreApplication.translate("LibraryModel", "These sheets could not be moved to the trash: {0}.").format(
                    "; ".join(errors)
                )
            )
        self.outcome["done"] = bool(self._items)
        self._paths = moved
        self._ops.report(removed=moved)
        if not self._items:
            self.setObsolete(True)

    def undo(self) -> None:
        restored: list[str] = []
        for item in reversed(self._items):
            try:
                restored.append(trash.restore(item))
            except _errors() as exc:
                self._ops.failed.emit(
                    QCoreApplication.translate(
                        "LibraryModel", "A sheet could not be restored from the trash: {0}."
                    ).format(_why(exc))
                )
        self._ops.report(written=restored)
        self._paths = restored  # a restored file may have had to take a new name


class AddedCommand(QUndoCommand):
    """Files already written (the first redo does nothing); undo moves them to the trash,
    redo brings them back."""

    def __init__(self, ops: LibraryOperations, paths: list[str], text: str) -> None:
        super().__init__(text)
        self._ops = ops
        self.paths = paths
        self._items: list[Any] = []
        self._first = True

    def redo(self) -> None:
        if self._first:
            self._first = False
            self._ops.report(written=self.paths)
            return
        restored = []
        for item in self._items:
            try:
                restored.append(trash.restore(item))
            except _errors() as exc:
                self._ops.failed.emit(
                    QCoreApplication.translate(
                        "LibraryModel", "A sheet could not be restored from the trash: {0}."
                    ).format(_why(exc))
                )
        self.paths = restored
        self._ops.report(written=restored)

    def undo(self) -> None:
        self._items = []
        moved = []
        for path in self.paths:
            try:
                self._items.append(trash.move_to_trash(path, self._ops.folder or None))
                moved.append(path)
            except trash.TrashError as exc:
                self._ops.failed.emit(str(exc))
                break
            except _errors() as exc:
                self._ops.failed.emit(
                    QCoreApplication.translate("LibraryModel", "{0} could not be moved to the trash: {1}.").format(
                        os.path.basename(path), _why(exc)
                    )
                )
        self._ops.report(removed=moved)


class RenameCommand(QUndoCommand):
    """Change the character's name and rename the file after it (a unique name in its folder)."""

    def __init__(self, ops: LibraryOperations, path: str, name: str) -> None:
        super().__init__(QCoreApplication.translate("LibraryModel", "Rename to “{0}”").format(name))
        self._ops = ops
        self.old_path = os.path.abspath(path)
        self.name = name
        self.new_path = ""
        self._old_bytes = b""
        self.outcome: dict[str, Any] = {}

    def redo(self) -> None:
        target = ""
        created = False
        try:
            self._old_bytes, document, state = _read_versioned(self.old_path)
            renamed = document.model_copy(update={"name": self.name}).touched()
            folder = os.path.dirname(self.old_path)
            stem = lib.safe_stem(self.name)
            current = os.path.basename(self.old_path)
            if current == stem + lib.SHEET_SUFFIX:
                target = self.old_path
                _save(renamed, target, expected=state)
            else:
                target = _save_new(renamed, folder, stem)
                created = True
                # The old file goes only if it is still the version renamed: a save by another
                # program meanwhile is kept (and the new file goes instead, below).
                _remove_if_unchanged(self.old_path, state)
        except _errors() as exc:
            if created:  # the old file could not go: the new one goes, so one file is left
                try:
                    os.remove(target)
                except OSError:
                    pass
            self._ops.failed.emit(
                QCoreApplication.translate("LibraryModel", "{0} could not be renamed: {1}").format(
                    os.path.basename(self.old_path), _why(exc))
            )
            self._ops.report(written=[self.old_path] if os.path.exists(self.old_path) else [],
                             removed=[] if os.path.exists(self.old_path) else [self.old_path])
            self.setObsolete(True)
            return
        self.new_path = os.path.abspath(target)
        self.outcome["path"] = self.new_path
        self._ops.report(written=[self.new_path], removed=[] if target == self.old_path else [self.old_path])

    def undo(self) -> None:
        try:
            _write_bytes(self.old_path, self._old_bytes)
            if self.new_path != self.old_path and os.path.exists(self.new_path):
                os.remove(self.new_path)
        except Exception as exc:  # noqa: BLE001 - reported to the user
            self._ops.failed.emit(
                QCoreApplication.translate("LibraryModel", "The rename could not be undone: {0}").format(exc)
            )
            return
        self._ops.report(written=[self.old_path], removed=[] if self.new_path == self.old_path else [self.new_path])


class TagCommand(QUndoCommand):
    """Add and remove tags on many files; undo writes each file's previous bytes back."""

    def __init__(self, ops: LibraryOperations, paths: list[str], add: list[str], remove: list[str]) -> None:
        super().__init__(_plural("Change the tags of %n sheet(s)", len(paths)))
        self._ops = ops
        self._paths = paths
        self._add = [t.strip() for t in add if t.strip()]
        self._remove = {t.strip().casefold() for t in remove if t.strip()}
        self.changed: dict[str, bytes] = {}
        self.outcome: dict[str, Any] = {}

    def redo(self) -> None:
        self.changed = {}
        errors = []
        gone: list[str] = []
        for path in self._paths:
            try:
                old, document, state = _read_versioned(path)
                tags = [t for t in document.tags if t.casefold() not in self._remove]
                known = {t.casefold() for t in tags}
                for t in self._add:
                    if t.casefold() not in known:
                        known.add(t.casefold())
                        tags.append(t)
                if tags == list(document.tags):
                    continue
                _save(document.model_copy(update={"tags": tags}).touched(), path, expected=state)
                self.changed[path] = old
            except _errors() as exc:
                errors.append(f"{os.path.basename(path)}: {_why(exc)}")
                if not os.path.exists(path):
                    gone.append(path)
        if errors:
            self._ops.failed.emit(
                QCoreApplication.translate("LibraryModel", "Some sheets could not be tagged: {0}").format(
                    "; ".join(errors)
                )
            )
        self.outcome["changed"] = len(self.changed)
        self._ops.report(written=list(self.changed), removed=gone)
        if not self.changed:
            self.setObsolete(True)

    def undo(self) -> None:
        written = []
        for path, data in self.changed.items():
            try:
                _write_bytes(path, data)
                written.append(path)
            except Exception as exc:  # noqa: BLE001 - reported to the user
                self._ops.failed.emit(
                    QCoreApplication.translate(
                        "LibraryModel", "The tags of {0} could not be put back: {1}"
                    ).format(os.path.basename(path), exc)
                )
        self._ops.report(written=written)


class KeepOneCommand(QUndoCommand):
    """Of an original and its conflict copy, keep one under the original's name; the other goes
    to the trash."""

    def __init__(self, ops: LibraryOperations, keep: str, drop: str) -> None:
        super().__init__(
            QCoreApplication.translate("LibraryModel", "Keep one version of “{0}”").format(os.path.basename(keep))
        )
        self._ops = ops
        self.keep = os.path.abspath(keep)
        self.drop = os.path.abspath(drop)
        # The name that stays: the original's (the one that is not a conflict copy).
        self.final_path = self.drop if lib.conflict_original(self.keep) else self.keep
        self._item: Any = None
        self.outcome: dict[str, Any] = {}

    def redo(self) -> None:
        self._item = None
        try:
            self._item = trash.move_to_trash(self.drop, self._ops.folder or None)
            if self.final_path != self.keep:
                _rename_no_replace(self.keep, self.final_path)
        except _errors() as exc:
            if self._item is not None:  # the kept file could not take the name: undo the move
                try:
                    trash.restore(self._item)
                except _errors():
                    pass
            self._ops.failed.emit(
                QCoreApplication.translate("LibraryModel", "The conflict could not be resolved: {0}.").format(_why(exc))
            )
            self.setObsolete(True)
            return
        self.outcome["path"] = self.final_path
        self._ops.report(written=[self.final_path], removed=[self.keep, self.drop])

    def undo(self) -> None:
        try:
            if self.final_path != self.keep:
                _rename_no_replace(self.final_path, self.keep)
            restored = trash.restore(self._item)
        except _errors() as exc:
            self._ops.failed.emit(
                QCoreApplication.translate("LibraryModel", "The choice could not be undone: {0}.").format(_why(exc))
            )
            return
        self._ops.report(written=[self.keep, restored], removed=[self.final_path])


def copy_into(
    folder: str,
    sources: Iterable[str],
    name_of: Callable[[str], str] | None = None,
    errors: list[str] | None = None,
) -> list[str]:
    """Copy sheet files into ``folder`` under unique names; returns the new paths.

    Each source is read with :func:`sheetmaker.io.safefile.read_regular` (regular files of at
    most a sheet's size; a FIFO or a device dropped here never blocks).

    Args:
        name_of: the stem for a source (its file name without the suffix by default).
        errors: when given, a source that cannot be copied adds ``"NAME: reason"`` here and the
            others are still copied; without it the first failure is raised (the files copied
            before it stay, and are returned by no one: give ``errors``).
    """
    created = []
    for source in sources:
        base = os.path.basename(source)
        stem = name_of(source) if name_of else (
            base[: -len(lib.SHEET_SUFFIX)] if base.lower().endswith(lib.SHEET_SUFFIX) else base
        )
        try:
            data = _read_bytes(source)
            target = _write_new_bytes(folder, stem, data)
        except _errors() as exc:
            if errors is None:
                raise
            errors.append(f"{base}: {_why(exc)}")
            continue
        created.append(os.path.abspath(target))
    return created
