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
- :func:`write_batch` never overwrites: each file is first created exclusively (``O_EXCL``) under
  a free name (``Name.sheet.json``, ``Name (2).sheet.json``... from the stem
  :func:`sheetmaker.pdf.export.file_stem` makes of the NPC's name), then filled by
  :func:`sheetmaker.io.fileformat.save`. When one file fails, the files of this batch already
  written are removed and the error is raised: a batch is written whole or not at all.
"""

from __future__ import annotations

import errno
import os
import random
from collections.abc import Sequence
from datetime import datetime

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

        data = toc_data.load()
        if fixed is not None:
            fixed = toc_generate.find_occupation(fixed, data).name

        def one(name: str) -> Document:
            return toc_generate.quick_npc(rng, tier_key, campaign, fixed, None, name, now=now, data=data)

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
    from sheetmaker.pdf.export import file_stem

    return file_stem(document)


def _reserve(folder: str, stem: str) -> str:
    """Create an empty file under the first free name ``stem.sheet.json``, ``stem (2).sheet.json``...
    (:func:`sheetmaker.io.library.unique_path`), exclusively: a file that exists, even one made a
    moment ago by someone else, is never reused."""
    from sheetmaker.io.library import unique_path

    while True:
        path = unique_path(folder, stem)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            continue  # taken between the listing and now: look again
        os.close(fd)
        return path


def write_batch(folder: str | os.PathLike[str], documents: Sequence[Document]) -> list[str]:
    """Write ``documents`` into ``folder`` (created if missing), each under a new file name made
    from its name; returns the absolute paths written, in the documents' order.

    Raises:
        DocumentError: a file could not be written (the batch's files written so far are removed).
        OSError: the folder cannot be created or a name cannot be reserved (nothing left behind).
    """
    from sheetmaker.io import fileformat

    folder = os.fspath(folder)
    if os.path.lexists(folder) and not os.path.isdir(folder):
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), folder)
    os.makedirs(folder, exist_ok=True)
    written: list[str] = []
    path = None
    try:
        for document in documents:
            path = _reserve(folder, _file_stem(document))
            fileformat.save(document, path, keep_backup=False)
            written.append(path)
            path = None
    except BaseException:
        for leftover in [*written, *([path] if path is not None else [])]:
            try:
                os.unlink(leftover)
            except OSError:
                pass
        raise
    return written
