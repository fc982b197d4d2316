"""``sheetmaker list``: the index of a library folder (see :mod:`sheetmaker.io.library`)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from sheetmaker.cli._output import (
    EXIT_OK,
    PROG,
    CommandFailed,
    _out,
    _print_json,
    _stream_lines,
    problem_line,
    shown,
)

#: ``list``: widest text of each table column (longer cells are cut with "…").
_LIST_WIDTHS = {"name": 28, "game": 4, "kind": 12, "occupation": 22, "tags": 24, "health": 14,
                "sanity": 26, "player": 14}

_LIST_HEADINGS = {"name": "NAME", "game": "GAME", "kind": "KIND", "occupation": "OCCUPATION", "tags": "TAGS",
                  "health": "HP/HEALTH", "sanity": "SAN/STABILITY", "player": "PLAYER"}


def list_json(entry, folder: str) -> dict[str, Any]:
    """What ``list --json`` prints for one entry of the library index."""
    import os

    return {
        "path": entry.path,
        "file": os.path.relpath(entry.path, folder),
        "name": entry.name,
        "game": entry.game,
        "kind": entry.kind,
        "occupation": entry.occupation,
        "tags": list(entry.tags),
        "player": entry.player,
        "health": entry.health,
        "health_now": entry.health_now,
        "sanity": entry.sanity,
        "sanity_now": entry.sanity_now,
        "has_portrait": entry.has_portrait,
        "modified": entry.modified,
        "id": entry.id,
        "notes": entry.notes,
        "error": entry.error,
        "conflict_of": os.path.relpath(entry.conflict_of, folder) if entry.conflict_of else "",
    }


def _cell(text: str, width: int) -> str:
    text = shown(text)
    return text if len(text) <= width else text[: width - 1] + "\u2026"


def _list_table(entries: list, folder: str) -> list[str]:
    import os

    rows = []
    for entry in entries:
        row = {
            "name": entry.name or ("(broken)" if entry.error else "(no name)"),
            "game": entry.game, "kind": entry.kind, "occupation": entry.occupation,
            "tags": ", ".join(entry.tags), "health": entry.health, "sanity": entry.sanity, "player": entry.player,
        }
        rows.append({key: _cell(value, _LIST_WIDTHS[key]) for key, value in row.items()})
    widths = {key: max([len(_LIST_HEADINGS[key])] + [len(row[key]) for row in rows]) for key in _LIST_HEADINGS}
    lines = ["  ".join(_LIST_HEADINGS[key].ljust(widths[key]) for key in _LIST_HEADINGS) + "  FILE"]
    for entry, row in zip(entries, rows, strict=True):
        line = "  ".join(row[key].ljust(widths[key]) for key in _LIST_HEADINGS)
        line += "  " + shown(os.path.relpath(entry.path, folder))
        if entry.conflict_of:
            line += f" (conflict copy of {shown(os.path.relpath(entry.conflict_of, folder))})"
        if entry.error:
            line += f" \u2014 error: {problem_line(entry.error)}"
        lines.append(line)
    return lines


def _cmd_list(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """List the sheets of a library folder from the index (the cache unless --no-cache)."""
    import os

    from sheetmaker.io import library

    folder = os.path.abspath(args.folder)
    if not os.path.isdir(folder):
        what = "no such folder" if not os.path.exists(folder) else "not a folder"
        raise CommandFailed([f"{args.folder}: {what}"])
    cache = None if args.no_cache else library.IndexCache(library.default_cache_path())
    if cache is not None and cache.notice:
        sys.stderr.write(f"{PROG}: list: {shown(cache.notice)}\n")  # once: the scan rewrites it
    entries = [
        entry
        for batch in library.scan(folder, cache, batch=1000)
        for entry in batch
        if library.matches(entry, args.search or "", args.game, args.kind, args.tag)
    ]
    # A sync tool's conflict copy right under its original.
    entries.sort(key=lambda entry: (entry.conflict_of or entry.path, bool(entry.conflict_of), entry.path))
    if args.json:
        _print_json([list_json(entry, folder) for entry in entries])
        return EXIT_OK
    if not entries:
        _out("No sheets found.\n")
        return EXIT_OK
    lines = _list_table(entries, folder)
    broken = sum(1 for entry in entries if entry.error)
    count = len(entries)
    summary = f"{count} sheet{'s' if count != 1 else ''}"
    if broken:
        summary += f", {broken} of them broken"
    lines.append(summary + ".")
    _stream_lines(lines)
    return EXIT_OK


def add_parser(sub: argparse._SubParsersAction) -> None:
    listing = sub.add_parser(
        "list",
        help="list the sheets of a library folder (name, game, kind, HP/SAN...)",
        description=(
            "List the sheet files under FOLDER (subfolders included; hidden folders and the "
            "library's trash left out) as a table, or as JSON for scripts. A file that cannot be "
            "read is listed with its error; a sync tool's conflict copy names its original. The "
            "summaries are kept in a cache file in SheetMaker's data folder (safe to delete), so "
            "only changed files are read again. Exit status 1 when FOLDER is not a folder."
        ),
        epilog=(
            "JSON: an array of objects with the keys path, file (relative to FOLDER), name, game, "
            "kind, occupation, tags, player, health, health_now, sanity, sanity_now, has_portrait, "
            "modified, id, notes, error (empty unless the file is broken) and conflict_of."
        ),
    )
    listing.add_argument("folder", metavar="FOLDER")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.add_argument("--search", metavar="TEXT",
                         help="only sheets with every word of TEXT in the name, occupation, tags, notes or player "
                              "(case and accents ignored)")
    listing.add_argument("--game", choices=["coc7", "toc"], help="only sheets of this game")
    listing.add_argument("--kind", choices=["npc", "investigator"], help="only NPCs or only investigators")
    listing.add_argument("--tag", metavar="T", help="only sheets tagged T (case ignored)")
    listing.add_argument("--no-cache", action="store_true", help="read every file; neither use nor update the cache")
    listing.set_defaults(handler=_cmd_list, parser=listing)
