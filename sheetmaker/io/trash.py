"""The library's recoverable trash: a ``.sheetmaker-trash`` folder inside each library folder.

Qt-free. Deleting a sheet from the library moves it into the trash folder of its library
folder, so the trash travels with the folder through a sync tool, and records in the trash's
``manifest.json`` where it came from (the path relative to the library folder) and when it was
deleted. :func:`restore` puts it back (under a free name if another file took its place),
:func:`list_trash` lists what is there, :func:`empty_trash` deletes it for good.

Decisions:

- Files keep their name in the trash behind a unique prefix (``20261122T120000-1a2b3c4d
  Ann.sheet.json``), so two deletions of the same name never collide and the trash reads well
  in a file manager. The library's listing skips the trash folder.
- The manifest is written atomically (:mod:`sheetmaker.io.safefile`). A trashed file missing
  from the manifest (a manifest lost or overwritten by a sync tool) is still listed, restored to
  the library folder under its own name; manifest lines whose file is gone are dropped.
- Moves are renames within one folder tree (the same file system): a sheet is never copied and
  deleted half way.
"""

from __future__ import annotations

import json
import os
import secrets
from dataclasses import dataclass
from datetime import datetime

from sheetmaker.io import safefile
from sheetmaker.io.library import SHEET_SUFFIX, TRASH_DIR, unique_path

__all__ = ["MANIFEST", "TRASH_DIR", "TrashItem", "empty_trash", "list_trash", "move_to_trash", "restore", "trash_dir"]

MANIFEST = "manifest.json"
_FORMAT = "sheetmaker-trash"
_VERSION = 1


@dataclass(frozen=True, slots=True)
class TrashItem:
    """A sheet in the trash."""

    trashed_path: str  # where it is now (inside the trash folder)
    original_path: str  # where it was (absolute)
    folder: str  # the library folder whose trash holds it
    deleted: str  # ISO time of the deletion ("" when unknown)

    @property
    def name(self) -> str:
        """The original file name."""
        return os.path.basename(self.original_path)


def trash_dir(folder: str | os.PathLike[str]) -> str:
    """The trash folder of a library folder."""
    return os.path.join(os.path.abspath(os.fspath(folder)), TRASH_DIR)


def _read_manifest(folder: str) -> dict[str, dict]:
    """File name in the trash → ``{"original": relative path, "deleted": ISO time}``."""
    try:
        with open(os.path.join(trash_dir(folder), MANIFEST), "rb") as handle:
            raw = json.loads(handle.read())
    except (OSError, ValueError, RecursionError):
        return {}
    items = raw.get("items") if isinstance(raw, dict) and raw.get("format") == _FORMAT else None
    if not isinstance(items, dict):
        return {}
    return {
        name: item
        for name, item in items.items()
        if isinstance(item, dict) and isinstance(item.get("original"), str) and isinstance(item.get("deleted", ""), str)
    }


def _write_manifest(folder: str, items: dict[str, dict]) -> None:
    data = {"format": _FORMAT, "version": _VERSION, "items": items}
    safefile.write_file(
        os.path.join(trash_dir(folder), MANIFEST),
        json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True).encode("utf-8"),
    )


def _original_name(trashed_name: str) -> str:
    """The file name a trashed file had (its prefix removed)."""
    prefix, sep, rest = trashed_name.partition(" ")
    return rest if sep and "-" in prefix and rest else trashed_name


def move_to_trash(path: str | os.PathLike[str], folder: str | os.PathLike[str] | None = None) -> TrashItem:
    """Move the sheet ``path`` into the trash of the library ``folder`` (default: the folder
    the file is in), recording its place relative to ``folder`` and the time.

    Raises:
        OSError: the file cannot be moved (missing, permission denied...); nothing changed.
        ValueError: ``path`` is not inside ``folder``.
    """
    source = os.path.abspath(os.fspath(path))
    root = os.path.abspath(os.fspath(folder)) if folder is not None else os.path.dirname(source)
    relative = os.path.relpath(source, root)
    if relative.startswith(os.pardir) or os.path.isabs(relative):
        raise ValueError(f"{source} is not inside the library folder {root}")
    if not os.path.lexists(source):
        raise FileNotFoundError(2, "No such file or directory", source)
    target_dir = trash_dir(root)
    os.makedirs(target_dir, exist_ok=True)
    now = datetime.now().astimezone().replace(microsecond=0)
    trashed_name = f"{now.strftime('%Y%m%dT%H%M%S')}-{secrets.token_hex(4)} {os.path.basename(source)}"
    trashed = os.path.join(target_dir, trashed_name)
    os.replace(source, trashed)
    items = _read_manifest(root)
    items[trashed_name] = {"original": relative.replace(os.sep, "/"), "deleted": now.isoformat()}
    try:
        _write_manifest(root, items)
    except OSError:
        pass  # the file is in the trash all the same; listed from its name
    return TrashItem(trashed, source, root, now.isoformat())


def list_trash(folder: str | os.PathLike[str]) -> list[TrashItem]:
    """The sheets in the trash of ``folder``, most recently deleted first."""
    root = os.path.abspath(os.fspath(folder))
    directory = trash_dir(root)
    try:
        names = [n for n in os.listdir(directory) if n != MANIFEST and not n.startswith(".")]
    except OSError:
        return []
    items = _read_manifest(root)
    found = []
    for name in names:
        record = items.get(name)
        if record is not None:
            original = os.path.normpath(os.path.join(root, *record["original"].split("/")))
            if os.path.relpath(original, root).startswith(os.pardir):  # a hostile manifest line
                original = os.path.join(root, _original_name(name))
            deleted = record.get("deleted", "")
        else:
            original = os.path.join(root, _original_name(name))
            deleted = ""
        found.append(TrashItem(os.path.join(directory, name), original, root, deleted))
    found.sort(key=lambda item: (item.deleted, item.trashed_path), reverse=True)
    return found


def _find(trashed_path: str) -> TrashItem:
    directory = os.path.dirname(trashed_path)
    if os.path.basename(directory) != TRASH_DIR:
        raise ValueError(f"{trashed_path} is not in a trash folder")
    for item in list_trash(os.path.dirname(directory)):
        if item.trashed_path == trashed_path:
            return item
    raise FileNotFoundError(2, "No such file in the trash", trashed_path)


def restore(item_or_trashed_path: TrashItem | str | os.PathLike[str]) -> str:
    """Put a trashed sheet back where it was; returns the path it has now (a free name beside
    the original, ``NAME (2).sheet.json``, if another file took its place).

    Raises:
        OSError: the file is no longer in the trash or cannot be moved.
    """
    if isinstance(item_or_trashed_path, TrashItem):
        item = item_or_trashed_path
    else:
        item = _find(os.path.abspath(os.fspath(item_or_trashed_path)))
    target = item.original_path
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if os.path.lexists(target):
        name = os.path.basename(target)
        stem = name[: -len(SHEET_SUFFIX)] if name.lower().endswith(SHEET_SUFFIX) else name
        target = unique_path(os.path.dirname(target), stem)
    if hasattr(os, "link"):
        # A hard link never replaces a file that appeared meanwhile; then the trashed name goes.
        try:
            os.link(item.trashed_path, target)
        except FileExistsError:
            return restore(item)
        except OSError:
            os.replace(item.trashed_path, target)
        else:
            os.unlink(item.trashed_path)
    else:  # pragma: no cover
        os.replace(item.trashed_path, target)
    items = _read_manifest(item.folder)
    if items.pop(os.path.basename(item.trashed_path), None) is not None:
        try:
            _write_manifest(item.folder, items)
        except OSError:
            pass
    return target


def empty_trash(folder: str | os.PathLike[str]) -> int:
    """Delete the trashed sheets of ``folder`` for good; returns how many were deleted."""
    root = os.path.abspath(os.fspath(folder))
    count = 0
    for item in list_trash(root):
        try:
            os.unlink(item.trashed_path)
            count += 1
        except IsADirectoryError:
            continue
        except OSError:
            continue
    try:
        os.unlink(os.path.join(trash_dir(root), MANIFEST))
    except OSError:
        pass
    return count
