"""Reading and writing ``.sheet.json`` files.

Files are UTF-8 JSON, pretty printed with the model's field order so they diff well. Loading
never trusts the file: its size is checked before it is read, the JSON is parsed by pydantic's
parser (which caps nesting), the version is checked, old versions are migrated and every problem
is reported as a :class:`~sheetmaker.core.errors.DocumentError` naming the file and the field.
Saving is atomic and keeps the previous version as ``NAME.sheet.json.bak``.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Union

import pydantic_core
from pydantic import Field, TypeAdapter, ValidationError

from sheetmaker.core.document import FORMAT_NAME, SCHEMA_VERSION, Document
from sheetmaker.core.errors import DocumentError
from sheetmaker.io import migrations
from sheetmaker.systems import all_systems, system_keys as _system_keys

SUFFIX = ".sheet.json"
BACKUP_SUFFIX = ".bak"
#: Files larger than this are refused before they are read (a sheet with a large portrait is
#: well under 8 MiB).
MAX_FILE_BYTES = 16 * 1024 * 1024
#: At most this many problems are listed for one file; the rest are counted.
MAX_PROBLEMS = 20


@cache
def document_adapter() -> TypeAdapter[Document]:
    """Validator of any document, choosing the system's class from the ``system`` field."""
    classes = tuple(system.document_class for system in all_systems())
    union = Annotated[Union[classes], Field(discriminator="system")]  # noqa: UP007
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
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        raise DocumentError(path, ["the file is empty"])
    try:
        raw = pydantic_core.from_json(text, allow_inf_nan=False)
    except ValueError as exc:
        raise DocumentError(path, [f"not valid JSON: {exc}"]) from None
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
    version = raw.get("schema_version")
    if type(version) is not int or version < 1:
        raise DocumentError(
            path, [f"schema_version: expected a whole number from 1, found {_describe_value(version)}"]
        )
    if version > SCHEMA_VERSION:
        raise DocumentError(
            path,
            [
                f"schema_version: a newer SheetMaker wrote this file (format version {version}; "
                f"this version reads up to {SCHEMA_VERSION}); update SheetMaker to open it"
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
    try:
        return document_adapter().validate_python(raw)
    except ValidationError as exc:
        raise DocumentError(path, _problems_of(exc)) from None
    except RecursionError:  # pragma: no cover - the JSON parser caps nesting first
        raise DocumentError(path, ["the file is nested too deeply"]) from None


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
        with open(name, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > MAX_FILE_BYTES:
                raise DocumentError(name, [_too_large(size)])
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
    """Where the previous version of ``path`` is kept."""
    path = Path(path)
    return path.with_name(path.name + BACKUP_SUFFIX)


def _fsync_dir(folder: Path) -> None:
    # Makes the rename durable; not every platform can open a folder.
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _write_temp(folder: Path, stem: str, data: bytes) -> Path:
    fd, temp_name = tempfile.mkstemp(prefix=f".{stem}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    return Path(temp_name)


def save(document: Document, path: str | os.PathLike[str], *, keep_backup: bool = True) -> None:
    """Write a sheet file atomically.

    The document goes to a temporary file in the same folder, which is flushed, synced, read
    back and parsed before it replaces the target; the previous version is kept as
    ``NAME.sheet.json.bak``. If anything fails, the file on disk is left as it was.

    Raises:
        DocumentError: the file cannot be written (the message says why).
    """
    target = Path(path)
    name = os.fspath(target)
    folder = target.parent if str(target.parent) else Path(".")
    data = dumps(document)
    temp: Path | None = None
    try:
        temp = _write_temp(folder, target.name, data)
        written = temp.read_bytes()
        if written != data:
            raise DocumentError(name, ["the written data did not read back identically"])
        loads(written, name)  # never replace a good file by one we cannot read
        if keep_backup and target.exists():
            backup_temp = _write_temp(folder, target.name + BACKUP_SUFFIX, target.read_bytes())
            os.replace(backup_temp, backup_path(target))
        os.replace(temp, target)
        temp = None
        _fsync_dir(folder)
    except DocumentError:
        raise
    except PermissionError:
        raise DocumentError(name, ["permission denied: the file cannot be written"]) from None
    except OSError as exc:
        raise DocumentError(name, [f"cannot save: {exc.strerror or exc}"]) from None
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                temp.unlink()
