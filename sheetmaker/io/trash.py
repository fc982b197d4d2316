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
- The manifest is written atomically (a temporary file renamed over it: a link in its place is
  replaced, never followed). A trashed file missing from the manifest (a manifest lost or
  overwritten by a sync tool) is still listed and restored to the library folder under its own
  name; manifest lines whose file is gone are dropped.
- Moves are renames within one folder tree (the same file system): a sheet is never copied and
  deleted half way.
- **A linked trash folder is never used.** Git and sync tools keep symlinks: a
  ``.sheetmaker-trash`` that is a link (or a Windows junction, or not a folder) would list,
  receive and delete files of another place. Every operation refuses it with
  :class:`TrashError` (one sentence for the user); nothing is moved, listed or deleted.
- **Deleting for good only deletes what SheetMaker put there**: names listed in the manifest
  (which is untrusted: read size-capped without following links, its types checked, a name that
  is not a plain file name is ignored), that are regular files (not links) directly inside the
  real trash folder (opened without following links; the files are removed relative to it
  where the platform allows). Anything else in the trash folder is kept.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime

from sheetmaker.core.errors import SheetMakerError
from sheetmaker.io import safefile
from sheetmaker.io.library import SHEET_SUFFIX, TRASH_DIR, unique_path

__all__ = [
    "MANIFEST", "TRASH_DIR", "TrashError", "TrashItem", "check_trash", "empty_trash", "list_trash",
    "move_to_trash", "restore", "trash_dir",
]

MANIFEST = "manifest.json"
#: The largest manifest read (a manifest of 10,000 deletions is about 1.5 MB).
MANIFEST_LIMIT = 8 * 1024 * 1024
_FORMAT = "sheetmaker-trash"
_VERSION = 1
#: Relative paths and times longer than this in a manifest are damage, not ours.
_MAX_TEXT = 4096

#: Whether files can be stat'ed, renamed and removed relative to an open folder (POSIX).
_DIR_FD = (
    hasattr(os, "O_DIRECTORY")
    and {os.stat, os.unlink, os.rename, os.open, os.link} <= os.supports_dir_fd
    and os.link in os.supports_follow_symlinks
)


class TrashError(SheetMakerError):
    """The trash folder of a library cannot be used (a link to another place, or not a folder).

    ``str()`` is one sentence for the user. Attributes: ``folder`` (the trash folder).
    """

    def __init__(self, folder: str, message: str) -> None:
        self.folder = folder
        super().__init__(message)


@dataclass(frozen=True, slots=True)
class TrashItem:
    """A sheet in the trash."""

    trashed_path: str  # where it is now (inside the trash folder)
    original_path: str  # where it was (absolute)
    folder: str  # the library folder whose trash holds it
    deleted: str  # ISO time of the deletion ("" when unknown)
    #: Listed in the trash's manifest: SheetMaker put it there (only those are deleted for good).
    recorded: bool = True

    @property
    def name(self) -> str:
        """The original file name."""
        return os.path.basename(self.original_path)


def trash_dir(folder: str | os.PathLike[str]) -> str:
    """The trash folder of a library folder."""
    return os.path.join(os.path.abspath(os.fspath(folder)), TRASH_DIR)


def _is_junction(path: str) -> bool:
    check = getattr(os.path, "isjunction", None)
    return bool(check(path)) if check is not None else False


def _linked_error(directory: str) -> TrashError:
    try:
        target = os.readlink(directory)
    except (OSError, ValueError):
        target = ""
    where = f" (to {target})" if target else ""
    return TrashError(
        directory,
        f"The library's trash folder {directory} is a link to another place{where}; SheetMaker does not "
        "use a linked trash folder. Replace the link with a real folder to use the trash.",
    )


def _checked(directory: str, info: os.stat_result) -> os.stat_result:
    if stat.S_ISLNK(info.st_mode) or _is_junction(directory):
        raise _linked_error(directory)
    if not stat.S_ISDIR(info.st_mode):
        raise TrashError(
            directory,
            f"The library's trash folder {directory} is not a folder; SheetMaker cannot use it as the "
            "trash. Move that file away to use the trash.",
        )
    return info


def check_trash(folder: str | os.PathLike[str], *, create: bool = False) -> str | None:
    """The trash folder of ``folder``, checked: a real folder (``None`` when there is none yet and
    ``create`` is false; made when ``create`` is true).

    Raises:
        TrashError: it is a link, a junction or not a folder.
        OSError: it cannot be made.
    """
    directory = trash_dir(folder)
    try:
        info = os.lstat(directory)
    except FileNotFoundError:
        if not create:
            return None
        with contextlib.suppress(FileExistsError):
            os.mkdir(directory)
        info = os.lstat(directory)
    _checked(directory, info)
    return directory


@contextlib.contextmanager
def _opened(directory: str) -> Iterator[int | None]:
    """The real trash folder opened without following a link (``None`` where the platform cannot
    work relative to an open folder); a link swapped in after the check is refused."""
    if not _DIR_FD:
        _checked(directory, os.lstat(directory))
        yield None
        return
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | getattr(os, "O_NOFOLLOW", 0))
    except OSError as exc:
        if os.path.islink(directory):
            raise _linked_error(directory) from None
        raise exc from None
    try:
        _checked(directory, os.fstat(fd))
        yield fd
    finally:
        os.close(fd)


def _plain_name(name: object) -> bool:
    """Whether ``name`` is a plain file name of a trashed sheet (no folder part, not hidden, not
    the manifest): the only names the manifest may make us touch."""
    return (
        isinstance(name, str)
        and 0 < len(name) <= 1024
        and name not in (".", "..", MANIFEST)
        and not name.startswith(".")
        and "/" not in name
        and "\\" not in name
        and "\0" not in name
        and os.path.basename(name) == name
        and not os.path.isabs(name)
        and not os.path.splitdrive(name)[0]
    )


def _plain_relative(original: object) -> bool:
    """Whether ``original`` is a relative path below the library folder (``a/b.sheet.json``)."""
    if not isinstance(original, str) or not 0 < len(original) <= _MAX_TEXT or "\0" in original:
        return False
    if original.startswith(("/", "\\")) or os.path.isabs(original) or os.path.splitdrive(original)[0]:
        return False
    parts = original.replace("\\", "/").split("/")
    return all(part not in ("", ".", "..") for part in parts)


def _read_manifest(directory: str) -> dict[str, dict]:
    """File name in the trash → ``{"original": relative path, "deleted": ISO time}``; damaged
    lines (and a damaged manifest) are left out."""
    try:
        data, _ = safefile.read_regular(os.path.join(directory, MANIFEST), MANIFEST_LIMIT, follow_symlinks=False)
        raw = json.loads(data)
    except (safefile.SafeReadError, ValueError, RecursionError):
        return {}
    items = raw.get("items") if isinstance(raw, dict) and raw.get("format") == _FORMAT else None
    if not isinstance(items, dict):
        return {}
    found: dict[str, dict] = {}
    for name, item in items.items():
        if not _plain_name(name) or not isinstance(item, dict) or not _plain_relative(item.get("original")):
            continue
        deleted = item.get("deleted", "")
        if not isinstance(deleted, str) or len(deleted) > 64:
            deleted = ""
        found[name] = {"original": item["original"], "deleted": deleted}
    return found


def _write_manifest(directory: str, items: dict[str, dict]) -> None:
    """Write the manifest atomically: a new file renamed over the old one (a link in its place
    is replaced, not followed). An empty manifest is removed."""
    target = os.path.join(directory, MANIFEST)
    if not items:
        with contextlib.suppress(OSError):
            if stat.S_ISREG(os.lstat(target).st_mode):
                os.unlink(target)
        return
    data = {"format": _FORMAT, "version": _VERSION, "items": items}
    text = json.dumps(data, indent=1, ensure_ascii=False, sort_keys=True).encode("utf-8")
    temp = os.path.join(directory, f".{MANIFEST}{safefile.TEMP_MARK}{secrets.token_hex(4)}")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(temp, flags, 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def _original_name(trashed_name: str) -> str:
    """The file name a trashed file had (its prefix removed)."""
    prefix, sep, rest = trashed_name.partition(" ")
    return rest if sep and "-" in prefix and rest else trashed_name


def move_to_trash(path: str | os.PathLike[str], folder: str | os.PathLike[str] | None = None) -> TrashItem:
    """Move the sheet ``path`` into the trash of the library ``folder`` (default: the folder
    the file is in), recording its place relative to ``folder`` and the time.

    Raises:
        TrashError: the trash folder is a link or not a folder; nothing changed.
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
    directory = check_trash(root, create=True)
    assert directory is not None
    now = datetime.now().astimezone().replace(microsecond=0)
    trashed_name = f"{now.strftime('%Y%m%dT%H%M%S')}-{secrets.token_hex(4)} {os.path.basename(source)}"
    with _opened(directory) as fd:
        if fd is not None:
            os.rename(source, trashed_name, dst_dir_fd=fd)
        else:
            os.replace(source, os.path.join(directory, trashed_name))
    items = _read_manifest(directory)
    items[trashed_name] = {"original": relative.replace(os.sep, "/"), "deleted": now.isoformat()}
    with contextlib.suppress(OSError):
        _write_manifest(directory, items)  # the file is in the trash all the same; listed from its name
    return TrashItem(os.path.join(directory, trashed_name), source, root, now.isoformat())


def _inside(path: str, root: str) -> bool:
    """Whether ``path``'s folder really is inside ``root`` (links in between followed)."""
    real_root = os.path.realpath(root)
    real = os.path.realpath(os.path.dirname(path))
    return real == real_root or real.startswith(os.path.join(real_root, ""))


def list_trash(folder: str | os.PathLike[str]) -> list[TrashItem]:
    """The sheets in the trash of ``folder``, most recently deleted first (regular files only).

    Raises:
        TrashError: the trash folder is a link or not a folder.
    """
    root = os.path.abspath(os.fspath(folder))
    directory = check_trash(root)
    if directory is None:
        return []
    try:
        with os.scandir(directory) as entries:
            names = [
                entry.name for entry in entries
                if entry.name != MANIFEST and not entry.name.startswith(".")
                and entry.is_file(follow_symlinks=False)
            ]
    except OSError:
        return []
    items = _read_manifest(directory)
    found = []
    for name in names:
        record = items.get(name)
        if record is not None:
            original = os.path.normpath(os.path.join(root, *record["original"].replace("\\", "/").split("/")))
            if os.path.relpath(original, root).startswith(os.pardir) or not _inside(original, root):
                original = os.path.join(root, _original_name(name))  # a hostile manifest line
            deleted = record["deleted"]
        else:
            original = os.path.join(root, _original_name(name))
            deleted = ""
        found.append(TrashItem(os.path.join(directory, name), original, root, deleted, record is not None))
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
        TrashError: the trash folder is a link or not a folder; nothing changed.
        OSError: the file is no longer in the trash or cannot be moved.
    """
    if isinstance(item_or_trashed_path, TrashItem):
        item = item_or_trashed_path
    else:
        item = _find(os.path.abspath(os.fspath(item_or_trashed_path)))
    directory = check_trash(item.folder)
    if directory is None or os.path.dirname(item.trashed_path) != directory:
        raise FileNotFoundError(2, "No such file in the trash", item.trashed_path)
    target = item.original_path
    if not _inside(target, item.folder):  # a folder on the way became a link to elsewhere
        target = os.path.join(item.folder, os.path.basename(target))
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if os.path.lexists(target):
        name = os.path.basename(target)
        stem = name[: -len(SHEET_SUFFIX)] if name.lower().endswith(SHEET_SUFFIX) else name
        target = unique_path(os.path.dirname(target), stem)
    trashed_name = os.path.basename(item.trashed_path)
    with _opened(directory) as fd:
        if hasattr(os, "link"):
            # A hard link never replaces a file that appeared meanwhile; then the trashed name goes.
            try:
                if fd is not None:
                    os.link(trashed_name, target, src_dir_fd=fd, follow_symlinks=False)
                else:
                    os.link(item.trashed_path, target)
            except FileExistsError:
                return restore(item)
            except OSError as exc:
                if isinstance(exc, FileNotFoundError):
                    raise
                os.replace(item.trashed_path, target)
            else:
                if fd is not None:
                    os.unlink(trashed_name, dir_fd=fd)
                else:
                    os.unlink(item.trashed_path)
        else:  # pragma: no cover
            os.replace(item.trashed_path, target)
    items = _read_manifest(directory)
    if items.pop(trashed_name, None) is not None:
        with contextlib.suppress(OSError):
            _write_manifest(directory, items)
    return target


def _remove_regular(name: str, directory: str, fd: int | None) -> bool:
    """Remove ``name`` from the trash folder if it is a regular file (never a link or folder)."""
    try:
        if fd is not None:
            if not stat.S_ISREG(os.stat(name, dir_fd=fd, follow_symlinks=False).st_mode):
                return False
            os.unlink(name, dir_fd=fd)
        else:
            path = os.path.join(directory, name)
            if not stat.S_ISREG(os.lstat(path).st_mode):
                return False
            os.unlink(path)
    except OSError:
        return False
    return True


def empty_trash(folder: str | os.PathLike[str]) -> int:
    """Delete for good the sheets SheetMaker put in the trash of ``folder`` (those its manifest
    lists that are regular files there); returns how many were deleted. Other files in the trash
    folder are kept.

    Raises:
        TrashError: the trash folder is a link or not a folder; nothing is deleted.
    """
    root = os.path.abspath(os.fspath(folder))
    directory = check_trash(root)
    if directory is None:
        return 0
    items = _read_manifest(directory)
    count = 0
    with _opened(directory) as fd:
        for name in list(items):
            if _remove_regular(name, directory, fd):
                count += 1
                del items[name]
        # Lines whose file is gone go too.
        for name in list(items):
            path = os.path.join(directory, name)
            if not os.path.lexists(path):
                del items[name]
        with contextlib.suppress(OSError):
            _write_manifest(directory, items)
    return count
