"""``sheetmaker show``: a sheet with its derived values, as text, JSON or a statblock."""

from __future__ import annotations

import argparse
from typing import Any

from sheetmaker.cli._inputs import _load_many
from sheetmaker.cli._output import EXIT_OK, CommandFailed, _out, _print_json


def document_summary(document) -> dict[str, Any]:
    """What ``show --json`` prints for a document."""
    from sheetmaker.systems import system_of

    system = system_of(document)
    data: dict[str, Any] = {
        "format": document.format,
        "schema_version": document.schema_version,
        "system": document.system,
        "system_title": system.title,
        "kind": document.kind,
        "id": str(document.id),
        "name": document.name,
        "player": document.player,
        "created": document.created.isoformat(),
        "modified": document.modified.isoformat(),
        "tags": list(document.tags),
        "notes": document.notes,
        "has_portrait": document.portrait is not None,
    }
    data.update(system.summary(document))
    if document.system == "coc7":
        _money_as_numbers(document, data)
    data["violations"] = [v.to_json() for v in system.validate(document)]
    return data


def _amount(value: float) -> int | float:
    """A sum of money as a JSON number: whole dollars as an integer (82, not 82.0)."""
    return int(value) if float(value).is_integer() else round(value, 2)


def _money_as_numbers(document, data: dict[str, Any]) -> None:
    """``show --json`` is an exchange format: Credit Rating's cash, assets and spending level
    as numbers (``"cash": 82``), the text the table prints beside them (``"cash_text": "$82"``;
    ``"$5M+"`` is the number 5000000 and its text)."""
    from sheetmaker.systems.coc7.rules import derive

    cr = derive(document.sheet).credit_rating
    money = {key: value for key, value in data.get("credit_rating", {}).items()
             if key not in ("cash", "assets", "spending_level")}
    for key, amount, text in (
        ("cash", cr.cash_amount, cr.cash),
        ("assets", cr.assets_amount, cr.assets),
        ("spending_level", cr.spending_amount, cr.spending_level),
    ):
        money[key] = _amount(amount)
        money[f"{key}_text"] = text
    data["credit_rating"] = money


def _cmd_show(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from sheetmaker.systems import system_of

    [(path, document, problems)] = list(_load_many([args.file]))
    if document is None:
        raise CommandFailed(problems)
    if args.json:
        data = document_summary(document)
        data["file"] = path
        _print_json(data)
        return EXIT_OK
    if args.statblock:
        from sheetmaker.io import statblock_text

        _out(statblock_text.write_text(document)[0])
        return EXIT_OK
    system = system_of(document)
    lines = [
        f"{document.display_name} ({document.kind}, {system.title})",
    ]
    if document.player:
        lines.append(f"Player: {document.player}")
    if document.tags:
        lines.append("Tags: " + ", ".join(document.tags))
    lines.append(system.describe(document))
    violations = system.validate(document)
    if violations:
        lines.append("Rule problems:")
        lines.extend(f"  - {violation}" for violation in violations)
    else:
        lines.append("No rule problems.")
    _out("\n".join(lines) + "\n")
    return EXIT_OK


def add_parser(sub: argparse._SubParsersAction) -> None:
    show = sub.add_parser("show", help="print a sheet with its derived values")
    show.add_argument("file", metavar="FILE")
    show_as = show.add_mutually_exclusive_group()
    show_as.add_argument("--json", action="store_true", help="print JSON")
    show_as.add_argument(
        "--statblock", action="store_true", help="print a keeper-style statblock (text another keeper can paste back)"
    )
    show.set_defaults(handler=_cmd_show, parser=show)
