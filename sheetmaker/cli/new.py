"""``sheetmaker new``: the ``new`` parser; each game system adds its own ``new SYSTEM`` parser
through :data:`NEW_SYSTEMS`."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from sheetmaker.cli.new_coc7 import _add_new_coc7
from sheetmaker.cli.new_common import _new_common
from sheetmaker.cli.new_toc import _add_new_toc

#: ``new SYSTEM`` subcommands: each adds its parser to the ``new`` subparsers.
NEW_SYSTEMS: list[Callable[[Any, argparse.ArgumentParser], None]] = [_add_new_coc7, _add_new_toc]


def add_parser(sub: argparse._SubParsersAction) -> None:
    new = sub.add_parser(
        "new",
        help="write a new sheet file: blank, random or a quick NPC",
        description=(
            "Write a new sheet file. Choose the game system: sheetmaker new coc7 --help or "
            "sheetmaker new toc --help."
        ),
    )
    systems = new.add_subparsers(dest="system", metavar="SYSTEM", required=True)
    common = _new_common()
    for add in NEW_SYSTEMS:
        add(systems, common)
