"""Generated sheets for the library tests (real generators, written as files)."""

from __future__ import annotations

import json
import os
import random
from datetime import UTC, datetime
from functools import cache

from sheetmaker.io import fileformat
from sheetmaker.systems.coc7 import generate as coc7_generate
from sheetmaker.systems.toc import generate as toc_generate

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)


@cache
def base_documents() -> tuple:
    """About 20 real sheets: CoC quick NPCs and investigators, ToC investigators and NPCs."""
    rng = random.Random(13)
    docs = []
    for tier in ("average", "professional", "expert"):
        for _ in range(2):
            docs.append(coc7_generate.quick_npc(rng, tier, now=NOW))
    for era in ("1920s", "modern"):
        for _ in range(3):
            docs.append(coc7_generate.random_investigator(rng, era=era, now=NOW))
    for _ in range(4):
        docs.append(toc_generate.random_investigator(rng, now=NOW))
    for tier in ("average", "average", "expert", "expert"):
        docs.append(toc_generate.quick_npc(rng, tier, now=NOW))
    return tuple(docs)


@cache
def base_raw() -> tuple[dict, ...]:
    """The JSON objects of :func:`base_documents`."""
    return tuple(json.loads(fileformat.dumps(doc)) for doc in base_documents())


def write_sheet(folder, name: str, raw: dict) -> str:
    path = os.path.join(os.fspath(folder), name)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(raw, handle, indent=1)
    return path


def write_library(folder, count: int) -> dict:
    """``count`` sheets varied from the base ones: names, tags, kind; returns what was written
    as counts for exact checks (``{"coc7": n, "toc": n, "npc": n, "investigator": n,
    "tag:TAG": n, "word:WORD": n}``)."""
    raws = base_raw()
    counts: dict[str, int] = {}
    tags_cycle = ("cult", "police", "harbour", "Arkham", "witness")
    os.makedirs(folder, exist_ok=True)
    for number in range(count):
        raw = dict(raws[number % len(raws)])
        kind = "npc" if number % 3 == 0 else "investigator"
        tags = [tags_cycle[number % 5]]
        if number % 7 == 0:
            tags.append("Boss")
        word = "Zoé" if number % 11 == 0 else "Marsh"
        raw["kind"] = kind
        raw["tags"] = tags
        raw["name"] = f"{word} Number{number:05d}"
        raw["id"] = f"00000000-0000-4000-8000-{number:012d}"
        raw["notes"] = "Seen at the docks." if number % 4 == 0 else "Keeps to the library."
        sub = folder if number % 2 == 0 else os.path.join(folder, "sub")
        os.makedirs(sub, exist_ok=True)
        write_sheet(sub, f"sheet{number:05d}.sheet.json", raw)
        for key in (raw["system"], kind, *(f"tag:{t.casefold()}" for t in tags), f"word:{word}"):
            counts[key] = counts.get(key, 0) + 1
        if number % 4 == 0:
            counts["docks"] = counts.get("docks", 0) + 1
    return counts
