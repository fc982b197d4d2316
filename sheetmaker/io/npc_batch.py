"""Quick NPCs in bulk: a batch of a game's quick NPCs, written into a folder.

:func:`make_npcs` makes ``count`` NPCs with the game's own generator
(:func:`sheetmaker.systems.coc7.generate.quick_npc`,
:func:`sheetmaker.systems.toc.generate.quick_npc`): one occupation for all of them or a mix of the
era's occupations (each NPC draws its own), one tier, names from the era's name lists and a tag
on every sheet. :func:`write_batch` writes them with the safe writer under file names that are
new in the folder. The ``sheetmaker new coc7|toc --npc --count N -o FOLDER`` command and the
"New Quick NPCs" dialog both use them.

Decisions:

- Names are unique within a batch while the name lists allow it: a name already drawn in the
  batch is drawn again (up to :data:`NAME_TRIES` times) from the same era's lists; after that
  the duplicate is kept (its file name still differs). 1920s lists give over 14,000 names.
- Everything random comes from the one ``rng``: the same seed gives the same batch (ids,
  names, values); only ``created``/``modified`` follow ``now``.
- The tag goes after the generator's own tier tag; a tag equal to it (ignoring case) is not
  repeated. An empty tag adds nothing.
- :func:`write_batch` never overwrites: the folder is listed once (its time does not grow with
  the files already there), each sheet is written to a synced temporary file, which then takes
  the first free name (``Name.sheet.json``, ``Name (2).sheet.json``... from the stem
  :func:`sheetmaker.io.filenames.file_stem` makes of the NPC's name) by a hard link, which never
  replaces a file, even one made a moment ago by someone else (then the next name is taken).
  When one file fails, the files of this batch already written are removed and the error is
  raised: a batch is written whole or not at all.
"""

from __future__ import annotations

import contextlib
import errno
import os
import random
import secrets
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from sheetmaker.core.document import Document

GAMES = ("coc7", "toc")
#: The CoC eras (ToC is set in the 1930s and has no era choice).
ERAS = ("1920s", "modern")
#: The NPC tiers of both generators, strongest first.
TIERS = ("expert", "professional", "average")
#: ``occupation`` values that ask for a mix of occupations (besides ``None``).
MIX = "mix"
MIN_COUNT = 1
MAX_COUNT = 500
#: Draws of another name before a duplicate name is kept.
NAME_TRIES = 50
SHEET_SUFFIX = ".sheet.json"
#: Longest tag a sheet holds (``sheetmaker.core.document.Tag``).
MAX_TAG = 60


def check_count(count: object) -> int:
    """``count`` as a number of NPCs.

    Raises:
        ValueError: not a whole number from :data:`MIN_COUNT` to :data:`MAX_COUNT`.
    """
    if isinstance(count, bool) or not isinstance(count, int):
        raise ValueError(f"The count {count!r} is not a whole number; make 1 to {MAX_COUNT} NPCs at a time.")
    if not MIN_COUNT <= count <= MAX_COUNT:
        raise ValueError(f"The count {count} is out of range; make {MIN_COUNT} to {MAX_COUNT} NPCs at a time.")
    return count


def _check_tag(tag: str | None) -> str:
    tag = (tag or "").strip()
    if len(tag) > MAX_TAG:
        raise ValueError(f"The tag has {len(tag)} characters; a tag has at most {MAX_TAG}.")
    return tag


def is_mix(occupation: str | None) -> bool:
    """Whether ``occupation`` asks for a mix of occupations."""
    return occupation is None or not occupation.strip() or occupation.strip().casefold() == MIX


def occupation_names(game: str, era: str = "1920s") -> list[str]:
    """The occupations an NPC of ``game`` (and CoC ``era``) can have, in the data's order."""
    if game == "coc7":
        from sheetmaker.systems.coc7 import data as coc_data

        if era not in ERAS:
            raise ValueError(f"The era {era!r} is unknown; choose 1920s or modern.")
        return [occ.name for occ in coc_data.load().occupations_for(era)]  # type: ignore[arg-type]
    if game == "toc":
        from sheetmaker.systems.toc import data as toc_data

        return [occ.name for occ in toc_data.load().occupations]
    raise ValueError(f"The game {game!r} is unknown; choose coc7 or toc.")


def _name_drawer(game: str, era: str):
    """A function ``rng -> name`` drawing from the era's name lists (as the generators do)."""
    if game == "coc7":
        from sheetmaker.systems.coc7 import data as coc_data
        from sheetmaker.systems.coc7 import generate

        data = coc_data.load()
        return lambda rng: generate._person(rng, era, data)[0]
    from sheetmaker.systems.toc import generate as toc_generate

    def draw(rng: random.Random) -> str:
        given, family, _ = toc_generate._person(rng)
        return f"{given} {family}"

    return draw


def make_npcs(
    game: str,
    count: int,
    *,
    occupation: str | None = None,
    tier: str = "average",
    era: str = "1920s",
    tag: str = "",
    rng: random.Random | None = None,
    now: datetime | None = None,
    averaged: bool = False,
    campaign: str = "purist",
) -> list[Document]:
    """``count`` quick NPCs of ``game``.

    Args:
        game: ``"coc7"`` or ``"toc"``.
        count: 1 to :data:`MAX_COUNT`.
        occupation: one occupation for every NPC; ``None`` or ``"mix"``: each NPC draws one of the
            era's (CoC) or the setting's (ToC) occupations.
        tier: ``"expert"``, ``"professional"`` or ``"average"`` (CoC occupation skills at 75,
            50 or 25; ToC key General abilities around 10, 7 or 4).
        era: CoC ``"1920s"`` or ``"modern"`` (ignored for ToC).
        tag: added to every sheet's tags (nothing when empty).
        rng: every random choice (a fresh ``random.Random()`` when ``None``).
        now: ``created``/``modified`` of the sheets (default: the current time).
        averaged: CoC characteristics at their averages instead of rolled.
        campaign: ToC ``"purist"`` or ``"pulp"``.

    Raises:
        ValueError: a bad game, count, tier, era, occupation or tag (the message says which).
    """
    if game not in GAMES:
        raise ValueError(f"The game {game!r} is unknown; choose coc7 or toc.")
    count = check_count(count)
    tag = _check_tag(tag)
    tier_key = tier.strip().casefold() if isinstance(tier, str) else ""
    if tier_key not in TIERS:
        raise ValueError(f"The tier {tier!r} is unknown; choose expert, professional or average.")
    if game == "coc7" and era not in ERAS:
        raise ValueError(f"The era {era!r} is unknown; choose 1920s or modern.")
    rng = rng if rng is not None else random.Random()
    fixed = None if is_mix(occupation) else occupation.strip()  # type: ignore[union-attr]

    if game == "coc7":
        from sheetmaker.systems.coc7 import data as coc_data
        from sheetmaker.systems.coc7 import generate

        data = coc_data.load()
        if fixed is not None:
            fixed = generate.choose_occupation(rng, era, fixed, data).name  # checks it first

        def one(name: str) -> Document:
            return generate.quick_npc(rng, tier_key, era, fixed, name, averaged, data, now=now)
    else:
        from sheetmaker.systems.toc import data as toc_data
        from sheetmaker.systems.toc import generate as toc_generate

        toc_rules = toc_data.load()
        if fixed is not None:
            fixed = toc_generate.find_occupation(fixed, toc_rules).name

        def one(name: str) -> Document:
            return toc_generate.quick_npc(rng, tier_key, campaign, fixed, None, name, now=now, data=toc_rules)

    draw = _name_drawer(game, era)
    seen: set[str] = set()
    documents: list[Document] = []
    for _ in range(count):
        name = draw(rng)
        for _try in range(NAME_TRIES):
            if name.casefold() not in seen:
                break
            name = draw(rng)
        seen.add(name.casefold())
        document = one(name)
        if tag and tag.casefold() not in (t.casefold() for t in document.tags):
            document = document.model_copy(update={"tags": [*document.tags, tag]})
        documents.append(document)
    return documents


# --------------------------------------------------------------------------- writing


def _file_stem(document: Document) -> str:
    from sheetmaker.io.filenames import file_stem

    return file_stem(document)


def _candidates(stem: str, start: int):
    """``stem.sheet.json``, ``stem (2).sheet.json``... from number ``start``."""
    number = start
    while True:
        yield number, (f"{stem}{SHEET_SUFFIX}" if number == 1 else f"{stem} ({number}){SHEET_SUFFIX}")
        number += 1


def _place(temp: str, target: str) -> None:
    """Give the complete file ``temp`` the name ``target``, never replacing anything there.

    A hard link fails when ``target`` exists (a file, a folder, a link, even one made a moment
    ago); where the file system has no hard links, ``target`` is created exclusively first
    (``O_EXCL``: ours from then on) and the file renamed over it.

    Raises:
        FileExistsError: ``target`` is taken.
    """
    try:
        os.link(temp, target)  # the temporary file is ours and no link: nothing to follow
    except FileExistsError:
        raise
    except (OSError, NotImplementedError):  # no hard links here (FAT, some network shares)
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o666)
        os.close(fd)
        os.replace(temp, target)
        return
    os.unlink(temp)


def _write_new(folder: str, stem: str, data: bytes, taken: set[str], next_number: dict[str, int]) -> str:
    """Write ``data`` as a new file ``folder/stem[ (n)].sheet.json`` under the first name not in
    ``taken`` (case-insensitive names of the folder, updated); returns its path.

    The bytes go to a synced temporary file first, which then takes the name without replacing
    anything (:func:`_place`): the file appears whole, and a file made meanwhile by someone
    else under that name is never overwritten (the next name is taken instead).
    """
    from sheetmaker.io import safefile

    key = stem.casefold()
    temp = os.path.join(folder, f".{stem}"[:200] + f"{safefile.TEMP_MARK}{secrets.token_hex(4)}")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(temp, flags, 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        for number, name in _candidates(stem, next_number.get(key, 1)):
            if name.casefold() in taken:
                continue
            taken.add(name.casefold())
            target = os.path.join(folder, name)
            try:
                _place(temp, target)
            except FileExistsError:
                continue  # made between the listing and now: the next name
            next_number[key] = number + 1
            return target
    finally:
        with contextlib.suppress(OSError):
            if os.path.lexists(temp):
                os.unlink(temp)
    raise AssertionError("unreachable")  # pragma: no cover


def write_batch(folder: str | os.PathLike[str], documents: Sequence[Document]) -> list[str]:
    """Write ``documents`` into ``folder`` (created if missing), each under a new file name made
    from its name; returns the absolute paths written, in the documents' order.

    The folder is listed once: the time does not grow with the files already there (500 NPCs
    into a folder of 20,000 sheets, ``tests/benchmarks/bench_npc_batch_big_folder.py``). Each
    file is still created without replacing anything (see :func:`_write_new`).

    Raises:
        DocumentError: a sheet would not read back (the batch's files written so far are removed).
        OSError: the folder cannot be created or a file cannot be written (a full disk...):
            nothing of the batch is left behind.
    """
    from sheetmaker.io import fileformat, safefile

    folder = os.path.abspath(os.fspath(folder))
    if os.path.lexists(folder) and not os.path.isdir(folder):
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), folder)
    os.makedirs(folder, exist_ok=True)
    safefile.remove_stale_temps(Path(folder))  # once for the batch, as each save would
    taken = {name.casefold() for name in os.listdir(folder)}
    next_number: dict[str, int] = {}
    written: list[str] = []
    try:
        for document in documents:
            data = fileformat.dumps(document)
            fileformat.loads(data, _file_stem(document) + SHEET_SUFFIX)  # never write a sheet we could not read back
            written.append(_write_new(folder, _file_stem(document), data, taken, next_number))
        _fsync_dir(folder)
    except BaseException:
        for leftover in written:
            with contextlib.suppress(OSError):
                os.unlink(leftover)
        raise
    return written


def _fsync_dir(folder: str) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
