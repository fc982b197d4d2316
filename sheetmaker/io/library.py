"""The keeper's library: an index of the ``.sheet.json`` files of a folder.

Qt-free. The GUI (a table of the library), ``sheetmaker list`` and scripts all read a folder
through :func:`scan`, which yields :class:`Entry` summaries in batches as it goes.

Decisions:

- **One reader, the strict one.** :func:`read_entry` reads a file with
  :func:`sheetmaker.io.fileformat.loads`, the loader that opens sheets in the editor, so a file
  listed as fine opens, and a broken file is listed with the loader's own message (the first
  problem; the count of the others). It costs about 0.1 ms a sheet (measured in
  ``tests/benchmarks/bench_library.py``), well within the cold-listing budget. A file never
  raises: a bad one becomes an :class:`Entry` with ``error`` set, and never hides the others.
- **Summaries are computed directly** from the document (no rules data is loaded): CoC HP max
  ``(CON+SIZ)//10``, SAN starting value ``min(POW, 99 − Cthulhu Mythos)``; ToC pools of Health,
  Stability and Sanity (an ability absent from the sheet is at its free start: 1, 1 and 4).
  ``None`` current values mean "at the maximum/rating". Tests check these against
  ``derive()`` of both games.
- **The cache** (:class:`IndexCache`) is one JSON file in SheetMaker's data folder (the folder
  of the open-sheet locks, see :func:`sheetmaker.io.lockinfo.app_data_dir`), keyed by path,
  size and modification time in nanoseconds. It is safe to delete; a file of another version
  is ignored and written anew. Entries of a scanned folder's files that are gone are dropped at
  the end of the scan. Read errors of the file system (permission denied) are not cached, so
  the file is read again next time.
- **The cache is untrusted input.** It is read with :func:`sheetmaker.io.safefile.read_regular`
  (at most :data:`CACHE_LIMIT`; a FIFO never blocks) and every field of every row is checked
  (types, lengths, number ranges, no lone surrogates): any damage discards the whole cache, which
  is rebuilt from the sheets, and :attr:`IndexCache.notice` says so once (``sheetmaker list``
  on stderr, the window on the library's status line). Unchecked values once reached the
  library's Qt models (a number where a name belongs) and crashed the window at every start.
- **Sync-conflict copies** of Syncthing, Dropbox, Nextcloud/ownCloud are recognised by name,
  whether the tool put its mark before ``.sheet.json`` or before ``.json`` (Syncthing and
  Dropbox take ``.json`` as the extension: ``X.sheet.sync-conflict-…-DEVICE.json``);
  :attr:`Entry.conflict_of` names the original's path.
- **Search** folds case and accents (``"Zoé"`` matches ``"zoe"``); all words of the text must
  appear in the name, occupation, tags, notes or player. The folded text of an entry is
  computed once and kept, so a keystroke over 5,000 entries stays within a few milliseconds.
"""

from __future__ import annotations

import json
import os
import re
import stat
import threading
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import astuple, dataclass, fields
from datetime import datetime
from pathlib import Path

from sheetmaker.core.errors import DocumentError
from sheetmaker.io import lockinfo, safefile

SHEET_SUFFIX = ".sheet.json"
#: The trash folder inside each library folder (see :mod:`sheetmaker.io.trash`).
TRASH_DIR = ".sheetmaker-trash"
#: Notes longer than this are cut in the summary (enough for search, small in the cache).
NOTES_CHARS = 2000
#: File name of the cache in the data folder.
CACHE_NAME = "library-index.json"
#: Bump when :class:`Entry` or the summaries change: older caches are then ignored.
CACHE_VERSION = 1
_CACHE_FORMAT = "sheetmaker-library-index"
#: The largest cache file read (about 20,000 sheets with long notes); a larger one is not read
#: (a 530 MB cache once took 3.5 GB to parse) and is rebuilt.
CACHE_LIMIT = 64 * 1024 * 1024

#: Free start of the ToC pools (rules: Health and Stability start at 1, Sanity at 4).
_TOC_START = {"health": 1, "stability": 1, "sanity": 4}


@dataclass(frozen=True, slots=True)
class Entry:
    """The summary of one sheet file of a library folder."""

    path: str  # absolute path
    size: int
    mtime_ns: int
    name: str  # character's name ("" when broken)
    game: str  # "coc7" | "toc" | "" (broken)
    kind: str  # "investigator" | "npc" | ""
    occupation: str
    tags: tuple[str, ...]
    player: str
    health: str  # CoC "HP 9/11", ToC "Health 7/9" (current/max) -- display text
    health_now: int | None  # for sorting
    sanity: str  # CoC "SAN 45/60", ToC "Stability 8/10, Sanity 9"
    sanity_now: int | None
    notes: str  # the document's notes (for search; cut to NOTES_CHARS)
    has_portrait: bool
    modified: str  # ISO time from the file's mtime (display)
    error: str = ""  # non-empty: a broken file; one line, the loader's message
    conflict_of: str = ""  # for a sync-conflict copy: the path of its original (may not exist)
    id: str = ""  # document id (uuid) if any

    @property
    def broken(self) -> bool:
        """Whether the file does not read as a sheet."""
        return bool(self.error)


_FIELD_NAMES = tuple(f.name for f in fields(Entry))


# --------------------------------------------------------------------------- file names


_CONFLICT = re.compile(
    r"^(?P<base>.+?)"
    r"(?P<mark>"
    r"\.sync-conflict-\d{8}-\d{6}-[A-Za-z0-9]+"  # Syncthing
    r"| \((?:[^()]*?['\u2019]s )?conflicted copy\b[^()]*(?:\(\d+\)[^()]*)?\)"  # Dropbox, Nextcloud
    r"|_conflict-\d{8}-\d{6}"  # ownCloud (older clients)
    r")"
    r"(?P<ext>\.sheet\.json|\.json)$",
    re.IGNORECASE,
)


def conflict_original(path: str | os.PathLike[str]) -> str | None:
    """The path of the original of a sync tool's conflict copy, or ``None`` for another name.

    Syncthing ``X.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.sheet.json`` (or ``X.sheet.sync-conflict-
    ….json``), Dropbox ``X (NAME's conflicted copy YYYY-MM-DD).sheet.json``, Nextcloud/ownCloud
    ``X (conflicted copy YYYY-MM-DD HHMMSS).sheet.json``. A name with other parentheses, such as
    ``X (2).sheet.json``, is not a conflict copy.
    """
    text = os.fspath(path)
    folder, name = os.path.split(text)
    found = _CONFLICT.match(name)
    if found is None:
        return None
    original = found["base"] + found["ext"]
    if not original.lower().endswith(SHEET_SUFFIX) or original.startswith("."):
        return None
    return os.path.join(folder, original)


def _in_trash(path: str) -> bool:
    return TRASH_DIR in Path(path).parts


def _sheet_name(name: str) -> bool:
    if name.startswith(".") or safefile.TEMP_MARK in name:
        return False
    lower = name.lower()
    if lower.endswith(SHEET_SUFFIX):
        return True
    return lower.endswith(".json") and _CONFLICT.match(name) is not None and conflict_original(name) is not None


def is_sheet_file(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` names a sheet of a library: ``*.sheet.json`` (or a sync tool's conflict
    copy of one), not hidden, not our temporary or backup files, not in the trash folder."""
    text = os.fspath(path)
    return _sheet_name(os.path.basename(text)) and not _in_trash(text)


def _walk(folder: str) -> Iterator[tuple[str, os.stat_result]]:
    """Each sheet file under ``folder`` with its stat, sorted, skipping hidden folders and the
    trash; folders that cannot be read are skipped."""
    found: list[tuple[str, os.stat_result]] = []
    stack = [folder]
    while stack:
        current = stack.pop()
        try:
            with os.scandir(current) as items:
                for item in items:
                    name = item.name
                    if name.startswith("."):
                        continue
                    try:
                        if item.is_dir():  # follows symlinks; a loop is bounded by the OS's ELOOP
                            if not item.is_symlink():
                                stack.append(item.path)
                            continue
                        if not _sheet_name(name):
                            continue
                        info = item.stat()
                    except OSError:
                        continue
                    if stat.S_ISREG(info.st_mode):
                        found.append((item.path, info))
        except OSError:
            continue
    found.sort(key=lambda pair: pair[0])
    yield from found


def iter_sheet_files(folder: str | os.PathLike[str]) -> Iterator[str]:
    """The sheet files under ``folder`` (recursive, sorted by path), skipping hidden folders
    and the trash."""
    for path, _ in _walk(os.path.abspath(os.fspath(folder))):
        yield path


def safe_stem(stem: str) -> str:
    """A file name stem made of ``stem`` (:func:`sheetmaker.io.filenames.file_stem_for`):
    characters no file system takes replaced by ``_``, leading/trailing dots and spaces removed,
    at most 120 characters and 200 bytes, Windows' device names renamed, never a name the
    library hides; ``"Unnamed"`` if empty."""
    from sheetmaker.io.filenames import file_stem_for

    return file_stem_for(stem, "Unnamed", replacement="_")


def unique_path(folder: str | os.PathLike[str], stem: str) -> str:
    """A free path ``folder/STEM.sheet.json``, else ``STEM (2).sheet.json``, ``(3)``…

    The stem is made safe for file names first (see :func:`safe_stem`). Names are compared
    case-insensitively so the result is also free on Windows and macOS.
    """
    base = os.path.abspath(os.fspath(folder))
    clean = safe_stem(stem)
    try:
        taken = {name.casefold() for name in os.listdir(base)}
    except OSError:
        taken = set()
    number = 1
    while True:
        name = f"{clean}{SHEET_SUFFIX}" if number == 1 else f"{clean} ({number}){SHEET_SUFFIX}"
        if name.casefold() not in taken and not os.path.lexists(os.path.join(base, name)):
            return os.path.join(base, name)
        number += 1


# --------------------------------------------------------------------------- reading


def _modified_text(mtime_ns: int) -> str:
    return datetime.fromtimestamp(mtime_ns / 1e9).astimezone().isoformat(timespec="seconds")


def _coc7_summary(sheet) -> tuple[str, str, int | None, str, int | None]:
    ch = sheet.characteristics
    hp_max = (ch.CON + ch.SIZ) // 10
    hp = hp_max if sheet.hp is None else sheet.hp
    mythos = sheet.cthulhu_mythos
    for skill in sheet.skills:
        if skill.name.casefold() == "cthulhu mythos" and not skill.specialisation:
            base = skill.custom_base or 0
            mythos += base + skill.occupation + skill.personal + skill.experience
            break
    san_max = max(0, 99 - mythos)
    san_start = min(ch.POW, san_max)
    san = san_start if sheet.san is None else sheet.san
    occupation = sheet.occupation.name if sheet.occupation is not None else ""
    return occupation, f"HP {hp}/{hp_max}", hp, f"SAN {san}/{san_start}", san


def _toc_pool(sheet, name: str) -> tuple[int, int]:
    ability = sheet.ability(name)
    if ability is None:
        start = _TOC_START[name.casefold()]
        return start, start
    return (ability.rating if ability.pool is None else ability.pool), ability.rating


def _toc_summary(sheet) -> tuple[str, str, int | None, str, int | None]:
    health, health_max = _toc_pool(sheet, "Health")
    stability, stability_max = _toc_pool(sheet, "Stability")
    sanity, _ = _toc_pool(sheet, "Sanity")
    occupation = sheet.occupation.name if sheet.occupation is not None else ""
    return (
        occupation,
        f"Health {health}/{health_max}",
        health,
        f"Stability {stability}/{stability_max}, Sanity {sanity}",
        stability,
    )


def _error_line(exc: DocumentError) -> str:
    first = " ".join(exc.problems[0].split())
    more = len(exc.problems) - 1
    if more > 0:
        first += f" (and {more} more problem{'s' if more > 1 else ''})"
    return first


def _broken(path: str, size: int, mtime_ns: int, error: str) -> Entry:
    return Entry(
        path, size, mtime_ns, "", "", "", "", (), "", "", None, "", None, "", False,
        _modified_text(mtime_ns) if mtime_ns else "", error, _conflict_of(path), "",
    )


def _conflict_of(path: str) -> str:
    return conflict_original(path) or ""


def _read(path: str, info: os.stat_result | None = None) -> tuple[Entry, bool]:
    """The entry of ``path`` and whether it may be cached (file system errors are not)."""
    # Imported here: a listing served from the cache never loads pydantic (``sheetmaker list``).
    from sheetmaker.io import fileformat

    try:
        if info is None:
            info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            return _broken(path, 0, 0, safefile.not_regular_reason(info.st_mode)), False
        size, mtime_ns = info.st_size, info.st_mtime_ns
        if size > fileformat.MAX_FILE_BYTES:
            return _broken(path, size, mtime_ns, fileformat._too_large(size)), True
        data, _ = safefile.read_regular(path, fileformat.MAX_FILE_BYTES)
    except safefile.SafeReadError as exc:
        if exc.missing:
            return _broken(path, 0, 0, "no such file"), False
        return _broken(path, 0, 0, exc.reason), False
    except FileNotFoundError:
        return _broken(path, 0, 0, "no such file"), False
    except IsADirectoryError:
        return _broken(path, 0, 0, "this is a folder, not a sheet file"), False
    except PermissionError:
        return _broken(path, 0, 0, "permission denied: the file cannot be read"), False
    except OSError as exc:
        return _broken(path, 0, 0, f"cannot read the file: {exc.strerror or exc}"), False
    try:
        document = fileformat.loads(data, path)
    except DocumentError as exc:
        return _broken(path, size, mtime_ns, _error_line(exc)), True
    except Exception as exc:  # noqa: BLE001 - a bad file must never stop a listing
        return _broken(path, size, mtime_ns, f"cannot read the sheet: {exc}"), True
    if document.system == "coc7":
        summary = _coc7_summary(document.sheet)
    elif document.system == "toc":
        summary = _toc_summary(document.sheet)
    else:  # pragma: no cover - a system added later without a summary
        summary = ("", "", None, "", None)
    occupation, health, health_now, sanity, sanity_now = summary
    notes = document.notes if len(document.notes) <= NOTES_CHARS else document.notes[:NOTES_CHARS]
    entry = Entry(
        path=path,
        size=size,
        mtime_ns=mtime_ns,
        name=document.name,
        game=document.system,
        kind=document.kind,
        occupation=occupation,
        tags=tuple(document.tags),
        player=document.player,
        health=health,
        health_now=health_now,
        sanity=sanity,
        sanity_now=sanity_now,
        notes=notes,
        has_portrait=document.portrait is not None,
        modified=_modified_text(mtime_ns),
        error="",
        conflict_of=_conflict_of(path),
        id=str(document.id),
    )
    return entry, True


def read_entry(path: str | os.PathLike[str]) -> Entry:
    """The summary of one sheet file. Never raises for a bad file: the entry's ``error`` says
    what is wrong (one line)."""
    return _read(os.path.abspath(os.fspath(path)))[0]


# --------------------------------------------------------------------------- cache

#: Longest text of a cached field (names are at most 200 characters, loader messages a line).
_MAX_TEXT = 20_000
_MAX_PATH = 8192
_SURROGATE = re.compile("[\ud800-\udfff]")
_INT64 = 2**63
_INT32 = 2**31
_GAMES = ("coc7", "toc", "")
_KINDS = ("investigator", "npc", "")


def _text(value: object, limit: int = _MAX_TEXT) -> bool:
    return isinstance(value, str) and len(value) <= limit and _SURROGATE.search(value) is None


def _integer(value: object, bound: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -bound <= value < bound


def _small_or_none(value: object) -> bool:
    return value is None or _integer(value, _INT32)


def valid_row(row: object) -> bool:
    """Whether ``row`` (one entry of the cache file, a JSON list) holds an :class:`Entry` of the
    right types: strings of sane length without lone surrogates, numbers in range, booleans,
    a list of tags. The cache is untrusted: anything else is damage."""
    if not isinstance(row, list) or len(row) != len(_FIELD_NAMES):
        return False
    (path, size, mtime_ns, name, game, kind, occupation, tags, player, health, health_now, sanity,
     sanity_now, notes, has_portrait, modified, error, conflict_of, id_) = row
    return (
        _text(path, _MAX_PATH) and os.path.isabs(path) and "\0" not in path
        and _integer(size, _INT64) and size >= 0
        and _integer(mtime_ns, _INT64)
        and game in _GAMES and kind in _KINDS
        and all(_text(v) for v in (name, occupation, player, health, sanity, modified, error, id_))
        and _text(conflict_of, _MAX_PATH) and "\0" not in conflict_of
        and _text(notes, NOTES_CHARS)
        and isinstance(tags, list) and len(tags) <= 1000 and all(_text(t, 1000) for t in tags)
        and _small_or_none(health_now) and _small_or_none(sanity_now)
        and isinstance(has_portrait, bool)
    )



def default_cache_path() -> str:
    """The cache file: ``library-index.json`` in SheetMaker's data folder (the application's
    ``AppDataLocation``, ``$SHEETMAKER_APP_DATA_DIR`` when set)."""
    return str(lockinfo.app_data_dir() / CACHE_NAME)


class IndexCache:
    """Entries already read, by path, size and modification time (one JSON file).

    ``IndexCache(None)`` caches in memory only. The file is read once, when the cache is made;
    a missing or other-version file gives an empty cache, replaced at the next :meth:`save`; a
    damaged one (too large, not a regular file, not JSON, any row with a wrong value) too, and
    :attr:`notice` says so. Thread-safe (a GUI worker may scan while the GUI reads).
    """

    def __init__(self, path: str | os.PathLike[str] | None) -> None:
        self.path = os.fspath(path) if path is not None else None
        self._rows: dict[str, list] = {}
        self._entries: dict[str, Entry] = {}
        self._dirty = False
        self._lock = threading.Lock()
        #: One line for the user when the cache file was damaged and is being rebuilt ("" when
        #: it was fine, missing or of another version).
        self.notice = ""
        if self.path is not None:
            self._load()

    def _damaged(self, why: str) -> None:
        self._rows = {}
        self._dirty = True  # written anew at the next save
        self.notice = f"The library index cache {self.path} was {why}; it was discarded and is rebuilt from the sheets."

    def _load(self) -> None:
        assert self.path is not None
        try:
            data, _ = safefile.read_regular(self.path, CACHE_LIMIT)
        except safefile.SafeReadError as exc:
            if not exc.missing:
                self._damaged(f"not readable ({exc.reason})")
            return
        try:
            raw = json.loads(data)
        except (ValueError, RecursionError):
            self._damaged("damaged (not valid JSON)")
            return
        version = raw.get("version") if isinstance(raw, dict) else None
        if isinstance(raw, dict) and raw.get("format") == _CACHE_FORMAT and isinstance(version, int) and (
            version != CACHE_VERSION
        ):
            self._dirty = True  # another version's cache: replaced without a word
            return
        rows = raw.get("entries") if isinstance(raw, dict) else None
        if (
            not isinstance(raw, dict)
            or raw.get("format") != _CACHE_FORMAT
            or raw.get("fields") != list(_FIELD_NAMES)
            or not isinstance(rows, list)
        ):
            self._damaged("damaged (not a library index)")
            return
        for row in rows:
            if not valid_row(row):
                self._damaged("damaged (a wrong value in a row)")
                return
            self._rows[row[0]] = row

    def __len__(self) -> int:
        return len(self._rows) + sum(1 for path in self._entries if path not in self._rows)

    def get(self, path: str, size: int, mtime_ns: int) -> Entry | None:
        """The cached entry of ``path`` if the file still has this size and time, else None."""
        with self._lock:
            entry = self._entries.get(path)
            if entry is not None:
                return entry if entry.size == size and entry.mtime_ns == mtime_ns else None
            row = self._rows.get(path)
            if row is None or row[1] != size or row[2] != mtime_ns:
                return None
            try:
                values = list(row)
                values[7] = tuple(values[7])
                entry = Entry(*values)
                if not all(isinstance(tag, str) for tag in entry.tags):
                    raise TypeError
            except TypeError:
                del self._rows[path]
                self._dirty = True
                return None
            self._entries[path] = entry
            return entry

    def put(self, entry: Entry) -> None:
        """Remember ``entry`` (by its path, size and time)."""
        with self._lock:
            if self._entries.get(entry.path) == entry:
                return
            self._entries[entry.path] = entry
            self._rows.pop(entry.path, None)
            self._dirty = True

    def forget(self, path: str) -> None:
        """Drop the entry of ``path``."""
        with self._lock:
            found = self._entries.pop(path, None) is not None
            found = self._rows.pop(path, None) is not None or found
            self._dirty = self._dirty or found

    def forget_missing(self, folder: str, seen: set[str]) -> int:
        """Drop the entries under ``folder`` whose path is not in ``seen``; how many went."""
        prefix = os.path.join(os.path.abspath(folder), "")
        with self._lock:
            gone = [p for p in (*self._rows, *self._entries) if p.startswith(prefix) and p not in seen]
            for path in gone:
                self._rows.pop(path, None)
                self._entries.pop(path, None)
            if gone:
                self._dirty = True
        return len(set(gone))

    def save(self) -> None:
        """Write the cache file (atomically) if anything changed; a failure is ignored (the
        cache is only an accelerator)."""
        if self.path is None:
            return
        with self._lock:
            if not self._dirty:
                return
            rows = dict(self._rows)
            for path, entry in self._entries.items():
                rows[path] = list(astuple(entry))
            data = {
                "format": _CACHE_FORMAT,
                "version": CACHE_VERSION,
                "fields": list(_FIELD_NAMES),
                "entries": list(rows.values()),
            }
            text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
            self._dirty = False
        try:
            os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
            safefile.write_file(self.path, text.encode("utf-8"), follow_links=False)
        except Exception:  # noqa: BLE001 - a cache that cannot be written is only slower
            with self._lock:
                self._dirty = True


# --------------------------------------------------------------------------- scanning


def scan(
    folder: str | os.PathLike[str], cache: IndexCache | None = None, batch: int = 200
) -> Iterator[list[Entry]]:
    """The entries of every sheet under ``folder``, in batches of ``batch`` as they are read.

    Files are listed and stat'ed first; a file whose path, size and time are in ``cache`` is
    not read again. At the end, the cache forgets files of the folder that are gone and is
    saved (when it changed). Entries come sorted by path.
    """
    root = os.path.abspath(os.fspath(folder))
    batch = max(1, batch)
    seen: set[str] = set()
    pending: list[Entry] = []
    for path, info in _walk(root):
        seen.add(path)
        entry = cache.get(path, info.st_size, info.st_mtime_ns) if cache is not None else None
        if entry is None:
            entry, cacheable = _read(path, info)
            if cache is not None and cacheable:
                cache.put(entry)
        pending.append(entry)
        if len(pending) >= batch:
            yield pending
            pending = []
    if pending:
        yield pending
    if cache is not None:
        cache.forget_missing(root, seen)
        cache.save()


def scan_all(folder: str | os.PathLike[str], cache: IndexCache | None = None) -> list[Entry]:
    """Every entry of ``folder`` at once (see :func:`scan`)."""
    return [entry for part in scan(folder, cache, batch=1000) for entry in part]


# --------------------------------------------------------------------------- search


def fold(text: str) -> str:
    """``text`` for searching: case folded, accents removed (``"Zoé"`` → ``"zoe"``)."""
    if text.isascii():
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


_haystacks: dict[Entry, str] = {}
_HAYSTACK_LIMIT = 200_000


def _haystack(entry: Entry) -> str:
    found = _haystacks.get(entry)
    if found is None:
        if len(_haystacks) >= _HAYSTACK_LIMIT:
            _haystacks.clear()
        found = _haystacks[entry] = fold(
            "\n".join((entry.name, entry.occupation, "\n".join(entry.tags), entry.notes, entry.player))
        )
    return found


#: Names keepers use for NPCs ("cultist", "cop", "thug") and the game data's occupations they
#: find (Zealot, Police Detective, Criminal): see :func:`search_synonyms`.
SYNONYMS_FILE = Path(__file__).resolve().parent / "data" / "search_synonyms.json"
_SYNONYMS_LIMIT = 1_000_000
_synonyms: dict[str, tuple[str, ...]] | None = None


def search_synonyms() -> dict[str, tuple[str, ...]]:
    """The keepers' words (folded) → the folded occupation names a search for them finds too.
    An unreadable table gives none (the search still finds the words themselves)."""
    global _synonyms
    if _synonyms is None:
        table: dict[str, tuple[str, ...]] = {}
        try:
            data, _ = safefile.read_regular(SYNONYMS_FILE, _SYNONYMS_LIMIT)
            raw = json.loads(data)["synonyms"]
        except (safefile.SafeReadError, ValueError, KeyError, TypeError):
            raw = {}
        if isinstance(raw, dict):
            for word, names in raw.items():
                if isinstance(word, str) and isinstance(names, list):
                    table[fold(word.strip())] = tuple(fold(n) for n in names if isinstance(n, str) and n)
        _synonyms = table
    return _synonyms


def _alternatives(word: str) -> tuple[str, ...]:
    """What a search word finds: itself, and the occupations of the keepers' words it begins
    (three letters at least: "cult" finds Zealot)."""
    if len(word) < 3:
        return (word,)
    found = [word]
    for key, names in search_synonyms().items():
        if key.startswith(word):
            found.extend(names)
    return tuple(dict.fromkeys(found))


def search_words(text: str) -> list[str]:
    """The folded words of a search text."""
    return fold(text).split()


def search_text(entry: Entry) -> str:
    """The folded text a search looks in: name, occupation, tags, notes and player; for a broken
    file its file name and error."""
    if entry.error:
        return fold(os.path.basename(entry.path) + "\n" + entry.error)
    return _haystack(entry)


def match_mask(
    entries: Sequence[Entry],
    text: str = "",
    game: str | None = None,
    kind: str | None = None,
    tag: str | None = None,
    texts: Sequence[str] | None = None,
) -> list[bool]:
    """:func:`matches` for many entries at once, the search words worked out once (a keystroke
    in the library over thousands of sheets). ``texts``: the entries' :func:`search_text`, when
    the caller keeps them."""
    words = [] if not text or text.isspace() else [_alternatives(word) for word in search_words(text)]
    wanted = tag.strip().casefold() if tag else ""
    result = []
    for number, entry in enumerate(entries):
        if (game and entry.game != game) or (kind and entry.kind != kind):
            result.append(False)
            continue
        if wanted and not any(t.casefold() == wanted for t in entry.tags):
            result.append(False)
            continue
        if words:
            hay = texts[number] if texts is not None else search_text(entry)
            result.append(all(any(alt in hay for alt in alts) for alts in words))
        else:
            result.append(True)
    return result


def matches(
    entry: Entry,
    text: str = "",
    game: str | None = None,
    kind: str | None = None,
    tag: str | None = None,
) -> bool:
    """Whether ``entry`` passes the search and the filters.

    ``text``: every word must appear (case- and accent-insensitive) in the name, occupation,
    tags, notes or player, or be (the start of) a keeper's word for an occupation that appears
    there (:func:`search_synonyms`: "cultist" finds a Zealot). ``game``/``kind``: equal (``None``
    or ``""``: any). ``tag``: one of the entry's tags, case-insensitive. A broken entry passes
    when there is neither text nor filter, and otherwise when the text appears in its file name
    or error.
    """
    return match_mask((entry,), text, game, kind, tag)[0]
