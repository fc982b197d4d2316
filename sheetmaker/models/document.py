"""A sheet open in the application: the document, its file, its undo stack and derived values.

Documents are treated as immutable values: an edit builds a new document that shares every
unchanged part with the old one (a shallow copy along the edited path, validated by pydantic's
assignment validation), and a :class:`DocumentCommand` on the :class:`QUndoStack` swaps the
two. Undo and redo therefore restore every stored value exactly, and everything derived is
recomputed from the document by the game system's ``derive()``.

This module uses QtCore and QtGui only (never QtWidgets).
"""

from __future__ import annotations

import os
import re
import time
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from sheetmaker.core import i18n
from sheetmaker.core.document import Document
from sheetmaker.core.errors import DocumentError
from sheetmaker.core.violations import Violation
from sheetmaker.io import fileformat, filestate
from sheetmaker.io.filestate import Change, Check, FileState
from sheetmaker.systems import GameSystem, system_of

#: Spin-box runs on the same field merge into one undo step when no more than this many seconds
#: pass between two of them.
MERGE_SECONDS = 2.0

_INDEX = re.compile(r"^(?P<name>[A-Za-z_][A-Za-z0-9_]*)(?:\[(?P<index>\d+)\])?$")

#: Any pydantic model: :func:`with_path` gives back a copy of the model's own class.
_Model = TypeVar("_Model", bound=BaseModel)


class EditError(ValueError):
    """An edit the document refused: the message says why, for the user."""


def _split(path: str) -> list[tuple[str, int | None]]:
    parts: list[tuple[str, int | None]] = []
    for part in path.split("."):
        match = _INDEX.match(part)
        if match is None:
            raise KeyError(f"bad field path {path!r}")
        index = match["index"]
        parts.append((match["name"], int(index) if index is not None else None))
    return parts


def get_path(model: Any, path: str) -> Any:
    """The value at a dotted path such as ``sheet.characteristics.STR`` or ``sheet.weapons[0].name``.

    A path step may also be a key of a dict field (``sheet.abilities.Athletics`` is not
    supported: dict keys with spaces cannot be written in a path; set the whole dict instead).
    """
    value = model
    for name, index in _split(path):
        value = value[name] if isinstance(value, dict) else getattr(value, name)
        if index is not None:
            value = value[index]
    return value


def with_path(model: _Model, path: str, value: Any) -> _Model:
    """A copy of ``model`` with the value at ``path`` replaced, validated by pydantic.

    Only the objects along the path are copied; everything else is shared.

    Raises:
        EditError: the value is not valid for the field (the message names the problem).
    """
    parts = _split(path)

    def rebuild(node: Any, depth: int) -> Any:
        name, index = parts[depth]
        last = depth == len(parts) - 1
        current = getattr(node, name)
        if index is not None:
            items = list(current)
            items[index] = value if last else rebuild(items[index], depth + 1)
            new_child: Any = items
        else:
            new_child = value if last else rebuild(current, depth + 1)
        copy = node.model_copy()
        try:
            setattr(copy, name, new_child)
        except ValidationError as exc:
            first = exc.errors(include_url=False)[0]
            raise EditError(first.get("msg", "invalid value")) from None
        return copy

    return rebuild(model, 0)


class FileConflict(DocumentError):
    """The file changed (or went) behind the document since it was read or saved: saving
    would overwrite someone else's work. ``check`` says what happened; ``kept`` lists conflict
    copies of other versions saved beside the file by a save that met one at the last moment."""

    def __init__(self, path: str, check: Check, kept: list[str] | None = None) -> None:
        what = {
            Change.CHANGED: "another program changed the file since it was opened or saved",
            Change.DELETED: "the file was deleted since it was opened or saved",
            Change.RENAMED: f"the file was renamed to {os.path.basename(check.new_path or '')}",
        }.get(check.change, "the file changed")
        self.kept = list(kept or [])
        if self.kept:
            what += "; the other version was kept as " + ", ".join(os.path.basename(p) for p in self.kept)
        super().__init__(path, [what])
        self.check = check


class DocumentCommand(QUndoCommand):
    """Swaps the document of a :class:`SheetDocument` between two states.

    Commands with the same ``merge_key`` pushed one after another (within
    :data:`MERGE_SECONDS`) merge into one step: a spin-box run is undone at once.
    """

    def __init__(
        self,
        owner: SheetDocument,
        before: Document,
        after: Document,
        text: str,
        merge_key: str | None = None,
    ) -> None:
        super().__init__(text)
        # A weak reference: the owner's undo stack owns this command, and a reference cycle
        # through Qt-owned commands crashes the garbage collector.
        self._owner = weakref.ref(owner)
        self.before = before
        self.after = after
        self.merge_key = merge_key
        self._time = time.monotonic()

    def id(self) -> int:
        # Every mergeable command shares one id; mergeWith() compares the keys.
        return 1 if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, DocumentCommand) or other.merge_key != self.merge_key:
            return False
        if other._time - self._time > MERGE_SECONDS:
            return False
        self.after = other.after
        self._time = other._time
        return True

    def redo(self) -> None:
        owner = self._owner()
        if owner is not None:
            owner._set_document(self.after)

    def undo(self) -> None:
        owner = self._owner()
        if owner is not None:
            owner._set_document(self.before)


class SheetDocument(QObject):
    """A document open in the app, with its file path, undo stack and derived values.

    Signals:
        changed: the document changed (an edit, an undo or a redo); views re-read what they show.
        pathChanged: the file path changed (Save As).
        modifiedChanged(bool): the document differs (or not) from the file on disk.
    """

    changed = Signal()
    pathChanged = Signal(str)  # noqa: N815 - Qt's signal naming
    modifiedChanged = Signal(bool)  # noqa: N815 - Qt's signal naming

    def __init__(
        self,
        document: Document,
        path: str | None = None,
        parent: QObject | None = None,
        state: FileState | None = None,
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._path = path
        #: The file as it was last read or written (``None``: not known, never compared).
        self.file_state = state
        #: The other version just kept beside the file (keep_file_copy): the next save with
        #: ``overwrite`` replaces that version only, never one that came after it.
        self._kept_state: FileState | None = None
        self._derived: Any = None
        self._cache_language = i18n.language()
        self._violations: list[Violation] | None = None
        self._checks_off: list[str] | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)

    def _on_clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    # ------------------------------------------------------------------ reading

    @property
    def document(self) -> Document:
        """The current document (an immutable value: never change it in place)."""
        return self._document

    @property
    def sheet(self) -> Any:
        """The game system's part of the current document."""
        return self._document.sheet

    @property
    def system(self) -> GameSystem:
        """The document's game system."""
        return system_of(self._document)

    def _follow_language(self) -> None:
        """Forget the derived values and the rule texts made in another language (the points
        formula reads BI×4 in German): they are made again in the language in use."""
        if self._cache_language != i18n.language():
            self._cache_language = i18n.language()
            self._derived = None
            self._violations = None
            self._checks_off = None

    @property
    def derived(self) -> Any:
        """The game system's derived values of the current sheet (computed once per change
        and language)."""
        self._follow_language()
        if self._derived is None:
            self._derived = self.system.derive(self._document.sheet)
        return self._derived

    @property
    def violations(self) -> list[Violation]:
        """Every rule violation of the current document (computed once per change and language)."""
        self._follow_language()
        if self._violations is None:
            self._violations = self.system.validate(self._document)
        return self._violations

    @property
    def checks_off(self) -> list[str]:
        """The rule checks that cannot run for the current document and why, one plain sentence
        each (free entry, NPCs...); empty when every rule is checked. Computed once per change
        and language."""
        self._follow_language()
        if self._checks_off is None:
            self._checks_off = self.system.checks_off(self._document)
        return self._checks_off

    @property
    def path(self) -> str | None:
        """The file the document was read from or last saved to; ``None`` for a new sheet."""
        return self._path

    @property
    def modified(self) -> bool:
        """Whether there are changes not saved to the file."""
        return not self.undo_stack.isClean()

    @property
    def display_name(self) -> str:
        """A short name for tabs and titles: the character's name, else the file's (the full
        path is the tab's tooltip)."""
        if self._document.name.strip():
            return self._document.display_name
        if self._path:
            name = os.path.basename(self._path)
            return name[: -len(fileformat.SUFFIX)] if name.endswith(fileformat.SUFFIX) else name
        return self._document.display_name

    def value(self, path: str) -> Any:
        """The value at a dotted path of the document (``sheet.characteristics.STR``)."""
        return get_path(self._document, path)

    # ------------------------------------------------------------------ editing

    def _set_document(self, document: Document) -> None:
        self._document = document
        self._derived = None
        self._violations = None
        self._checks_off = None
        self.changed.emit()

    def set_value(self, path: str, value: Any, text: str | None = None, merge: bool = False) -> bool:
        """Change one field as one undoable step.

        Args:
            path: dotted path of the field (``name``, ``sheet.characteristics.STR``).
            value: the new value (validated by the model).
            text: the undo step's text; by default "Change <field>".
            merge: merge with the previous step on the same field (spin-box runs).

        Returns:
            False when the value was already there (nothing is pushed).

        Raises:
            EditError: the model refused the value; the document is unchanged.
        """
        if get_path(self._document, path) == value:
            return False
        after = with_path(self._document, path, value)
        label = text or QCoreApplication.translate("SheetDocument", "Change {0}").format(
            path.rsplit(".", 1)[-1].replace("_", " ")
        )
        self.undo_stack.push(
            DocumentCommand(self, self._document, after, label, merge_key=path if merge else None)
        )
        return True

    def replace(self, document: Document, text: str) -> bool:
        """Replace the whole document as one undoable step (compound edits, play outcomes)."""
        if document == self._document:
            return False
        self.undo_stack.push(DocumentCommand(self, self._document, document, text))
        return True

    def replace_sheet(self, sheet: Any, text: str) -> bool:
        """Replace the game system's part as one undoable step."""
        return self.replace(with_path(self._document, "sheet", sheet), text)

    def edit(self, func: Callable[[Document], Document], text: str) -> bool:
        """Apply a function to the document as one undoable step."""
        return self.replace(func(self._document), text)

    # ------------------------------------------------------------------ files

    def check_file(self, thorough: bool = False) -> Check | None:
        """Compare the file on disk with what was last read or written (``None`` for a sheet
        without a file or whose file was never read)."""
        if not self._path or self.file_state is None:
            return None
        return filestate.check(self._path, self.file_state, thorough=thorough)

    def save(self, path: str | None = None, *, overwrite: bool = False, force: bool = False) -> None:
        """Save to ``path`` (or the current path) atomically; marks the undo stack clean.

        Saving to the document's own file first checks that nobody changed, deleted or renamed
        it since it was read or saved; ``overwrite`` saves anyway (the user said so). A
        read-only file is replaced only with ``force`` (the user said so).

        Raises:
            FileConflict: the file changed behind the document, also while this save was
                writing; nothing of the other version is lost (it stays in the file, or in the
                rare case it could not, in a conflict copy beside it: ``kept``).
            ReadOnlySheetError: the file is read-only and ``force`` is not given.
            DocumentError: the file cannot be written; nothing on disk changed.
        """
        target = path or self._path
        if not target:
            raise DocumentError("", ["the sheet has no file name yet"])
        expected = None
        if overwrite and target == self._path and self._kept_state is not None:
            expected = self._kept_state  # the version the user kept a copy of and let go
        if not overwrite and target == self._path and self.file_state is not None:
            check = filestate.check(target, self.file_state, thorough=True)
            if check.change is not Change.UNCHANGED:
                raise FileConflict(target, check)
            expected = self.file_state  # checked again right before the file is replaced
        document = self._document.touched()
        try:
            self.file_state = fileformat.save(document, target, force=force, expected=expected)
        except fileformat.SheetChanged as exc:
            # Another copy saved while this one was writing: nothing of theirs is lost; ask.
            assert expected is not None  # only a save with an expected version raises it
            self._kept_state = None
            check = filestate.check(target, expected, thorough=True)
            if check.change is Change.UNCHANGED:
                check = Check(Change.CHANGED, check.state)
            raise FileConflict(target, check, [os.fspath(p) for p in exc.kept]) from None
        self._kept_state = None
        # The timestamp is not an edit: keep it without an undo step.
        self._document = document
        self.undo_stack.setClean()
        if target != self._path:
            self._path = target
            self.pathChanged.emit(target)

    def keep_copy(self, label: str) -> str:
        """Write the current document beside its file as ``NAME (label DATE).sheet.json``
        (the file itself is untouched); returns the copy's path.

        Raises:
            DocumentError: the copy cannot be written.
        """
        if not self._path:
            raise DocumentError("", ["the sheet has no file name yet"])
        for _ in range(20):
            target = filestate.sibling_name(self._path, label)
            try:
                fileformat.save(self._document, target, keep_backup=False, exclusive=True)
            except fileformat.SheetExists:
                continue  # taken meanwhile (another copy, the same second): the next name
            return os.fspath(target)
        raise DocumentError(self._path, ["cannot write the copy: no free file name beside it"])

    def keep_file_copy(self, label: str) -> str:
        """Copy the file as it is on disk now (another program's version) beside it as
        ``NAME (label DATE).sheet.json``; returns the copy's path.

        Raises:
            DocumentError: the file cannot be read or the copy cannot be written.
        """
        if not self._path:
            raise DocumentError("", ["the sheet has no file name yet"])
        copy, self._kept_state = filestate.copy_beside_with_state(self._path, label)
        return os.fspath(copy)

    def reload(self) -> None:
        """Read the file again, replacing the document and forgetting the undo history.

        Raises:
            DocumentError: the file cannot be read; the document is unchanged.
        """
        if not self._path:
            raise DocumentError("", ["the sheet has no file name yet"])
        document, state = filestate.load_with_state(self._path)
        self.file_state = state
        self._kept_state = None
        self.undo_stack.clear()
        self._set_document(document)
        self.undo_stack.setClean()
        self.modifiedChanged.emit(False)

    def accept_file_state(self, state: FileState | None) -> None:
        """Take ``state`` as the file's known state (the user chose to keep this version)."""
        self.file_state = state

    def forget_path(self) -> None:
        """Forget the file (it is gone): the next save asks for a name."""
        self._path = None
        self.file_state = None
        self._kept_state = None
        self.undo_stack.resetClean()
        self.pathChanged.emit("")

    @classmethod
    def open(cls, path: str, parent: QObject | None = None) -> SheetDocument:
        """Read a sheet file, remembering its state to notice changes made behind the app.

        Raises:
            DocumentError: the file cannot be read or is not a valid sheet.
        """
        document, state = filestate.load_with_state(path)
        return cls(document, path, parent, state=state)
