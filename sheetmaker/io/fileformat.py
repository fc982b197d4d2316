"""Reading and writing ``.sheet.json`` files.

Files are UTF-8 JSON, pretty printed with the model's field order so they diff well. Loading
never trusts the file: anything but a regular file is refused before it is opened, its size is
checked before it is read, the JSON is parsed by pydantic's parser (which caps nesting), a key
given twice in one object is an error, the version is checked, old versions are migrated, values
are validated strictly (``"42"`` is not a number, ``"yes"`` not a boolean), a portrait must
decode as its declared type within a pixel cap, and every problem is reported as a
:class:`~sheetmaker.core.errors.DocumentError` naming the file and the field.
Saving goes through :mod:`sheetmaker.io.safefile`: atomic, keeping the previous version as
``NAME.sheet.json.bak``, symlinks and modes kept, read-only files left alone unless forced.
"""

from __future__ import annotations

import json
import os
import stat
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Union

import pydantic_core
from pydantic import Field, TypeAdapter, ValidationError

from sheetmaker.core.document import FORMAT_NAME, SCHEMA_VERSION, Document
from sheetmaker.core.errors import DocumentError, ReadOnlySheetError
from sheetmaker.io import images, migrations, safefile
from sheetmaker.io.filenames import SUFFIX
from sheetmaker.io.fileversion import FileState
from sheetmaker.systems import all_systems
from sheetmaker.systems import system_keys as _system_keys

BACKUP_SUFFIX = ".bak"
#: Files larger than this are refused before they are read (a sheet with a large portrait is
#: well under 8 MiB).
MAX_FILE_BYTES = 16 * 1024 * 1024
#: At most this many problems are listed for one file; the rest are counted.
MAX_PROBLEMS = 20
#: What reading says of the summary ``sheetmaker show --json`` prints: it carries the format's
#: name but not the sheet, so it cannot be read back.
SHOW_SUMMARY = (
    "this is the summary `sheetmaker show --json` prints, not a sheet file; "
    "use the .sheet.json file it was printed from"
)


def is_show_summary(raw: object) -> bool:
    """Whether the parsed JSON ``raw`` is what ``sheetmaker show --json`` prints (the format's
    name and ``system_title``, no ``sheet``) rather than a sheet file."""
    return (
        isinstance(raw, dict) and raw.get("format") == FORMAT_NAME and "sheet" not in raw and "system_title" in raw
    )


@cache
def document_adapter() -> TypeAdapter[Document]:
    """Validator of any document, choosing the system's class from the ``system`` field."""
    classes = tuple(system.document_class for system in all_systems())
    # A type form built at run time from the registered systems: typed Any, as no static type can name it.
    union: Any = Annotated[Union[classes], Field(discriminator="system")]  # noqa: UP007
    return TypeAdapter(union)


def json_schema() -> dict[str, Any]:
    """The JSON Schema of the file format."""
    schema = document_adapter().json_schema(mode="serialization")
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "SheetMaker sheet file"
    schema["description"] = (
        f"A SheetMaker investigator or NPC sheet (format {FORMAT_NAME!r}, "
        f"schema_version {SCHEMA_VERSION}). Files end in {SUFFIX}."
    )
    return schema


# --------------------------------------------------------------------------- reading


def _field_path(loc: tuple[int | str, ...]) -> str:
    parts = [str(part) for part in loc]
    # The first element of a discriminated union's error path is the tag ("coc7").
    if parts and parts[0] in _system_keys():
        parts = parts[1:]
    path = ""
    for part in parts:
        if part.isdigit():
            path += f"[{part}]"
        else:
            path += f".{part}" if path else part
    return path or "(top level)"


def _describe_value(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**30:
        # A hostile file's 4,000-digit number is not echoed (nor converted: Python refuses
        # to turn ints of over 4,300 digits into text).
        digits = int((abs(value).bit_length() - 1) * 0.30103) + 1
        if abs(value) >= 10**digits:
            digits += 1
        return f"a number of {digits} digits"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _problems_of(error: ValidationError) -> list[str]:
    problems: list[str] = []
    for item in error.errors(include_url=False):
        path = _field_path(tuple(item.get("loc", ())))
        message = item.get("msg", "invalid value")
        if item.get("type") == "union_tag_invalid":
            known = " or ".join(repr(key) for key in _system_keys())
            found = _describe_value(item.get("input", {}).get("system"))
            problems.append(f"system: unknown game system {found} (expected {known})")
            continue
        if item.get("type") == "union_tag_not_found":
            problems.append("system: missing (the game system of the sheet, e.g. 'coc7')")
            continue
        line = f"{path}: {message}"
        if item.get("type") not in {"missing", "extra_forbidden"} and "input" in item:
            if not isinstance(item["input"], dict | list):
                line += f" (found {_describe_value(item['input'])})"
        problems.append(line)
    if len(problems) > MAX_PROBLEMS:
        hidden = len(problems) - MAX_PROBLEMS
        problems = problems[:MAX_PROBLEMS] + [f"... and {hidden} more problems"]
    return problems


def _foreign_format(raw: dict[str, Any]) -> str | None:
    """A hint when the JSON is a known foreign character format."""
    if isinstance(raw.get("Investigator"), dict):
        return "this looks like a Dhole's House export, not a SheetMaker sheet"
    if raw.get("type") in {"character", "npc", "creature"} and "system" in raw and "flags" in raw:
        return "this looks like a Foundry VTT actor, not a SheetMaker sheet"
    return None


def loads(data: bytes | str, path: str = "") -> Document:
    """Parse the bytes of a sheet file.

    Args:
        data: the file's content.
        path: the file name, used in error messages.

    Raises:
        DocumentError: for anything that is not a valid sheet this version can read.
    """
    if isinstance(data, str):
        data = data.encode("utf-8")
    if len(data) > MAX_FILE_BYTES:
        raise DocumentError(path, [_too_large(len(data))])
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DocumentError(
            path, [f"not a text file in UTF-8 (invalid byte at offset {exc.start})"]
        ) from None
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise DocumentError(path, ["the file is empty"])
    raw = _parse(text, path)
    if not isinstance(raw, dict):
        raise DocumentError(path, ["not a SheetMaker sheet: the file is not a JSON object"])
    fmt = raw.get("format")
    if fmt != FORMAT_NAME:
        hint = _foreign_format(raw)
        if hint:
            raise DocumentError(path, [f"{hint}; use the import command for other formats"])
        raise DocumentError(
            path, [f'format: not a SheetMaker sheet (expected "format": "{FORMAT_NAME}")']
        )
    if is_show_summary(raw):
        raise DocumentError(path, [SHOW_SUMMARY])
    version = raw.get("schema_version")
    if type(version) is not int or version < 1:
        raise DocumentError(
            path, [f"schema_version: expected a whole number from 1, found {_describe_value(version)}"]
        )
    if version > SCHEMA_VERSION:
        raise DocumentError(
            path,
            [
                (
                    f"schema_version: a newer SheetMaker wrote this file (format version "
                    f"{version if version < 10**9 else _describe_value(version)}; "
                    f"this version reads up to {SCHEMA_VERSION}); update SheetMaker to open it"
                )
            ],
        )
    if version < SCHEMA_VERSION:
        try:
            raw = migrations.migrate(raw, target=SCHEMA_VERSION)
        except migrations.MigrationGap as exc:
            raise DocumentError(path, [f"schema_version: {exc}"]) from None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise DocumentError(
                path, [f"schema_version: upgrading from format version {version} failed: {exc}"]
            ) from None
        # Migrations are dict -> dict; the result is validated as strictly as a current file.
        text = pydantic_core.to_json(raw).decode("utf-8")
    try:
        # Strict: a value of the wrong JSON type is an error, never coerced. Validating the JSON
        # text (not the parsed dict) keeps ISO dates, UUIDs and base64 strings working.
        document = document_adapter().validate_json(text, strict=True)
    except ValidationError as exc:
        raise DocumentError(path, _problems_of(exc)) from None
    except RecursionError:  # pragma: no cover - the JSON parser caps nesting first
        raise DocumentError(path, ["the file is nested too deeply"]) from None
    if document.portrait is not None:
        try:
            images.check_portrait(document.portrait.data, document.portrait.media_type)
        except images.ImageProblem as exc:
            raise DocumentError(path, [f"portrait.data: {exc}"]) from None
    return document


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _parse(text: str, path: str) -> Any:
    """The JSON value of a file's text, refusing repeated keys.

    One pass of the standard parser both parses and checks for keys given twice (pydantic's
    parser keeps the last value silently). Anything it refuses — bad JSON, NaN, nesting deep
    enough to hit the recursion limit — goes to pydantic's parser, whose messages are clearer
    and which caps nesting."""
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except _DuplicateFound:
        raise DocumentError(path, [_duplicate_key(text) or "a key appears twice in one object"]) from None
    except (ValueError, RecursionError):
        pass
    try:
        raw = pydantic_core.from_json(text, allow_inf_nan=False)
    except ValueError as exc:
        raise DocumentError(path, [f"not valid JSON: {exc}"]) from None
    duplicate = _duplicate_key(text)
    if duplicate:
        raise DocumentError(path, [duplicate])
    return raw


class _DuplicateKey(dict):
    """Returned by :func:`_locate_duplicate` in place of the object holding a repeated key."""

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key
        self.where: list[str | int] = []


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        raise _DuplicateFound
    return result


class _DuplicateFound(Exception):
    pass


def _find_marker(value: Any) -> _DuplicateKey | None:
    # Lists in lists: iterative, though pydantic's parser has capped the depth already.
    stack: list[tuple[Any, list[str | int]]] = [(value, [])]
    while stack:
        item, where = stack.pop()
        if isinstance(item, _DuplicateKey):
            item.where[:0] = where
            return item
        if isinstance(item, list):
            stack.extend((element, [*where, index]) for index, element in enumerate(item))
    return None


def _locate_duplicate(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            return _DuplicateKey(key)
        seen.add(key)
    for key, value in pairs:
        found = _find_marker(value)
        if found is not None:
            found.where.insert(0, key)
            return found
    return dict(pairs)


def find_duplicate_key(text: str) -> tuple[str, str] | None:
    """``(where, key)`` when an object of the JSON text holds ``key`` twice (``where`` is the
    field path of that object, ``(top level)`` for the outermost), else None (also for text that
    is not JSON). The rule every JSON SheetMaker reads follows, sheet files and other tools'
    formats alike: a key given twice is an error, never silently one of its two values.

    pydantic's parser keeps the last value silently; a stray ``"sheet": {}`` at the end of a
    file would load a blank character. Nesting deep enough to hit the recursion limit gives None
    (the callers' parsers refuse such text first).
    """
    try:
        json.loads(text, object_pairs_hook=_no_duplicates)
    except _DuplicateFound:
        pass
    except (ValueError, RecursionError):
        return None
    else:
        return None
    try:
        found = _find_marker(json.loads(text, object_pairs_hook=_locate_duplicate))
    except (ValueError, RecursionError):  # pragma: no cover - the first pass parsed it
        return None
    if found is None:  # pragma: no cover - the first pass found a repeated key
        return None
    where = _field_path(tuple(found.where)) if found.where else "(top level)"
    return where, found.key


def loads_json(text: str) -> Any:
    """``json.loads(text)``, refusing a key given twice in one object.

    Raises:
        DuplicateKeyError: an object holds a key twice (``where`` and ``key`` say which).
        ValueError, RecursionError: as :func:`json.loads`.
    """
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates)
    except _DuplicateFound:
        found = find_duplicate_key(text)
        where, key = found if found is not None else ("(unknown)", "?")
        raise DuplicateKeyError(where, key) from None


class DuplicateKeyError(Exception):
    """A JSON object holds a key twice (:func:`loads_json`); not a ValueError, so callers that
    catch the parser's errors do not mistake it for damaged JSON."""

    def __init__(self, where: str, key: str) -> None:
        self.where = where
        self.key = key
        super().__init__(f"{where}: the key {key!r} appears twice in the same object")


def _duplicate_key(text: str) -> str | None:
    """A problem line when an object of the JSON text holds a key twice, else None (see
    :func:`find_duplicate_key`). The text has passed pydantic's parser, so its nesting is
    capped and the standard parser cannot recurse too deeply."""
    found = find_duplicate_key(text)
    if found is None:
        return None
    where, key = found
    return (
        f"{where}: the key {key!r} appears twice in the same object "
        f"(only one may be given; remove the stray one)"
    )


def _too_large(size: int) -> str:
    return (
        f"the file is {size / 1024 / 1024:.1f} MiB, larger than the "
        f"{MAX_FILE_BYTES // 1024 // 1024} MiB a sheet file may have"
    )


def load(path: str | os.PathLike[str]) -> Document:
    """Read a sheet file.

    Raises:
        DocumentError: the file is missing, unreadable, too large or not a valid sheet.
    """
    name = os.fspath(path)
    try:
        # A FIFO or a device is refused before it is opened: opening a FIFO blocks for ever.
        info = os.stat(name)
        if not stat.S_ISREG(info.st_mode):
            raise DocumentError(name, [safefile.not_regular_reason(info.st_mode)])
        # Non-blocking in case a FIFO was swapped in since the stat; checked again on the handle.
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(fd, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise DocumentError(name, [safefile.not_regular_reason(info.st_mode)])
            if info.st_size > MAX_FILE_BYTES:
                raise DocumentError(name, [_too_large(info.st_size)])
            data = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise DocumentError(name, ["no such file"]) from None
    except IsADirectoryError:
        raise DocumentError(name, ["this is a folder, not a sheet file"]) from None
    except PermissionError:
        raise DocumentError(name, ["permission denied: the file cannot be read"]) from None
    except OSError as exc:
        raise DocumentError(name, [f"cannot read the file: {exc.strerror or exc}"]) from None
    return loads(data, name)


# --------------------------------------------------------------------------- writing


def dumps(document: Document) -> bytes:
    """The bytes of a sheet file: pretty printed UTF-8 JSON ending with a newline."""
    data = document.model_dump(mode="json")
    return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def backup_path(path: str | os.PathLike[str]) -> Path:
    """Where the previous version of ``path`` is kept: beside the real file (links followed)."""
    path = safefile.resolve(path)
    return path.with_name(path.name + BACKUP_SUFFIX)


class SheetChanged(DocumentError):
    """Saving found the file changed, deleted or replaced since it was read or saved (``save``
    with ``expected``): another version was not overwritten.

    Attributes:
        kept: conflict copies made beside the file (versions that could not stay in place).
        replaced: the new document is in the file after all (the other version is in ``kept``).
        missing: the file is gone.
    """

    def __init__(
        self, path: str, reason: str, *, kept: list[Path], replaced: bool = False, missing: bool = False
    ) -> None:
        super().__init__(path, [reason])
        self.kept = kept
        self.replaced = replaced
        self.missing = missing


class SheetExists(DocumentError):
    """``save(..., exclusive=True)`` met a file of that name: it was not replaced."""


def save(
    document: Document,
    path: str | os.PathLike[str],
    *,
    keep_backup: bool = True,
    force: bool = False,
    expected: FileState | None = None,
    exclusive: bool = False,
) -> FileState:
    """Write a sheet file safely (see :mod:`sheetmaker.io.safefile`).

    The document goes to a temporary file in the folder of the real file (a symlink is followed
    and kept), which is flushed, synced, read back and parsed before it replaces the target; the
    previous version is kept as ``NAME.sheet.json.bak`` with the file's mode. If anything fails,
    the file on disk is left as it was.

    Args:
        force: overwrite a read-only file (ask the user first).
        expected: the file as it was last read or written: it is replaced only if it still is
            that version, compared right before the replacement (see ``safefile.write_file``).
        exclusive: write a new file; a file of that name, even one that appeared while this
            one was being written, is never replaced.

    Returns:
        The state of the file written (its identity taken before it replaced the target).

    Raises:
        SheetChanged: ``expected`` is given and the file is another version now; it keeps it.
        SheetExists: ``exclusive`` is given and the file exists; it is unchanged.
        ReadOnlySheetError: the file is read-only and ``force`` is false (nothing written).
        DocumentError: the file cannot be written (the message says why).
    """
    name = os.fspath(path)
    data = dumps(document)

    def verify(written: bytes) -> None:
        loads(written, name)  # never replace a good file by one we cannot read

    try:
        _real, info = safefile.write_file_stat(
            name,
            data,
            force=force,
            backup_suffix=BACKUP_SUFFIX if keep_backup else None,
            verify=verify,
            expected=None if expected is None else expected.matches,
            exclusive=exclusive,
        )
    except safefile.TargetExists as exc:
        raise SheetExists(name, [exc.reason]) from None
    except safefile.TargetChanged as exc:
        raise SheetChanged(name, exc.reason, kept=exc.kept, replaced=exc.replaced, missing=exc.missing) from None
    except safefile.SafeFileError as exc:
        if exc.read_only:
            raise ReadOnlySheetError(name, [exc.reason]) from None
        raise DocumentError(name, [exc.reason]) from None
    return FileState.of(data, info)
