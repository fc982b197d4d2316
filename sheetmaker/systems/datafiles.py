"""Machinery shared by the systems' rules data: JSON files validated by pydantic models.

Errors name the file and the key. User data files live in a per-system folder of the user data
folder (``$SHEETMAKER_DATA_DIR/<system>``, else ``$XDG_DATA_HOME/sheetmaker/<system>``, else
``~/.local/share/sheetmaker/<system>``); ``SHEETMAKER_NO_USER_DATA`` turns them off (the tests
set it).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator, Sequence
from operator import attrgetter
from pathlib import Path
from typing import Annotated, TypeVar

from pydantic import BaseModel, ConfigDict, StringConstraints, ValidationError

from sheetmaker.core.files import SafeReadError, read_regular

Model = TypeVar("Model", bound=BaseModel)
#: An entry of a data file (a skill, an occupation, a weapon).
Item = TypeVar("Item")


class DataModel(BaseModel):
    """Base of the data file models: unknown keys are errors (they are usually typos)."""

    model_config = ConfigDict(extra="forbid", frozen=True)


#: A language code of a translated name: ``"de"``, ``"fr"``, ``"pt_BR"``.
LanguageCode = Annotated[str, StringConstraints(pattern=r"^[a-z]{2,3}(_[A-Z]{2})?$")]
#: A translated game term (a skill, occupation, ability, condition... name).
TermText = Annotated[str, StringConstraints(min_length=1, max_length=120, strip_whitespace=True)]
#: An entry's name in other languages, by language code: ``{"de": "Bibliotheksnutzung",
#: "fr": "Bibliothèque"}`` (the entry's ``name`` is the English one, which sheet files keep).
TermNames = dict[LanguageCode, TermText]
#: A translated text of the data (a description, a choice's wording), one or two sentences.
LongText = Annotated[str, StringConstraints(min_length=1, max_length=2000, strip_whitespace=True)]
#: An entry's text in other languages, by language code, beside the English field it translates:
#: ``"description"`` has ``"descriptions": {"de": "...", "fr": "..."}`` (see
#: :func:`sheetmaker.core.terms.text`).
TermTexts = dict[LanguageCode, LongText]


class TermEntry(DataModel):
    """A game term of a ``terms.json`` file: a characteristic, condition, era, family...

    ``key`` is what the program and sheet files use (``STR``, ``major_wound``, ``1920s``);
    ``name`` the English name; ``names`` the translations; ``abbreviations`` the official
    abbreviations per language (characteristics: ``{"de": "ST", "fr": "FOR"}``).
    """

    key: Annotated[str, StringConstraints(min_length=1, max_length=60)]
    name: TermText
    names: TermNames = {}
    abbreviations: TermNames = {}


#: A data file larger than this is not read (ours are under 200 KiB; a user's own file of
#: occupations would be a few KiB). A FIFO or device in the folder is refused without blocking.
MAX_DATA_FILE_BYTES = 16 * 1024 * 1024


class DataError(Exception):
    """A data file that does not match its schema (names the file and the key)."""


def location(loc: tuple[int | str, ...]) -> str:
    """A pydantic error location as ``occupations[3].skills[0]``."""
    path = ""
    for part in loc:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path or "(top level)"


def load_json(path: Path, model: type[Model]) -> Model:
    """Read and validate one data file.

    Raises:
        DataError: the file cannot be read, is not JSON or does not match ``model``; the
            message names the file and the first wrong key.
    """
    try:
        data, _info = read_regular(path, MAX_DATA_FILE_BYTES)
        raw = json.loads(data.decode("utf-8"))
    except SafeReadError as exc:
        raise DataError(f"{path}: cannot read: {exc.reason}") from None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise DataError(f"{path}: not valid JSON: {exc}") from None
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        raise DataError(f"{path}: {location(tuple(first['loc']))}: {first['msg']}") from None


def user_data_dir(system: str) -> Path | None:
    """The folder of the user's own data files for ``system``, or ``None`` when disabled."""
    if os.environ.get("SHEETMAKER_NO_USER_DATA"):
        return None
    base = os.environ.get("SHEETMAKER_DATA_DIR")
    if base:
        return Path(base) / system
    xdg = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(xdg) / "sheetmaker" / system


def user_folder(user_dir: str | None, default: Callable[[], Path | None]) -> Path | None:
    """The user data folder asked for: ``""`` means ``default()``, ``None`` (or empty) none."""
    if user_dir == "":
        return default()
    return Path(user_dir) if user_dir else None


def user_files(folder: Path | None, model: type[Model], problems: list[str]) -> Iterator[tuple[Path, Model]]:
    """Each ``*.json`` file of ``folder`` (sorted) that reads as ``model``, with its path.

    A file that does not read is skipped and its error appended to ``problems``; a missing or
    absent folder gives nothing.
    """
    if folder is None or not folder.is_dir():
        return
    for path in sorted(folder.glob("*.json")):
        try:
            extra = load_json(path, model)
        except DataError as exc:
            problems.append(str(exc))
            continue
        yield path, extra


def split_new(
    known: Sequence[Item], extra: Sequence[Item], key: Callable[[Item], str] | None = None
) -> tuple[tuple[Item, ...], list[str]]:
    """``extra``'s entries whose keys (case-insensitively) are not in ``known``, and the keys
    of those that are (the clashes). The key is the entry's ``name`` unless ``key`` says
    otherwise (weapons are told apart by their ``key``)."""
    get: Callable[[Item], str] = key or attrgetter("name")
    taken = {get(item).casefold() for item in known}
    new = tuple(item for item in extra if get(item).casefold() not in taken)
    clashes = [get(item) for item in extra if get(item).casefold() in taken]
    return new, clashes
