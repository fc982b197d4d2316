"""``sheetmaker show --json`` as an exchange format (issue 14, item 6): money as numbers with
the table's text beside it, and every key it prints documented in the README (and every key
the README documents printed)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.cli.helpers import run, show_json

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "resources" / "samples"
CHARACTERISTICS = ("STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU")


def test_money_is_numbers_with_the_text_beside_it(capsys):
    """Harvey Walters, Credit Rating 41 (seed 003, Average: cash CR×2, assets CR×50, spending
    level $10 in the 1920s): cash $82, assets $2,050, spending level $10."""
    data = show_json(capsys, SAMPLES / "harvey-walters.sheet.json")
    assert data["credit_rating"] == {
        "value": 41, "band": "Average",
        "cash": 82, "cash_text": "$82",
        "assets": 2050, "assets_text": "$2,050",
        "spending_level": 10, "spending_level_text": "$10",
    }
    assert all(type(data["credit_rating"][key]) is int for key in ("cash", "assets", "spending_level"))


def test_poor_money_and_the_toc_credit_rating_stay_as_they_were(capsys):
    """The cultist NPC: Credit Rating 8 (Poor: cash CR×1, assets CR×10, spending level $2)."""
    cultist = show_json(capsys, SAMPLES / "npc-cultist.sheet.json")["credit_rating"]
    assert (cultist["cash"], cultist["assets"], cultist["spending_level"]) == (8, 80, 2)
    assert (cultist["cash_text"], cultist["assets_text"], cultist["spending_level_text"]) == ("$8", "$80", "$2")
    toc = show_json(capsys, SAMPLES / "toc-alienist-purist.sheet.json")["credit_rating"]
    assert set(toc) == {"value", "range", "base", "ceiling", "stratum"}


# --------------------------------------------------------------------------- the README table


def _documented() -> dict[str, set[str]]:
    """The keys of the README's ``show --json`` table, by game (``coc7``, ``toc``)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### `show --json` keys", 1)[1].split("\n## ", 1)[0]
    keys: dict[str, set[str]] = {"coc7": set(), "toc": set()}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 3 or not cells[0].startswith("`"):
            continue
        tokens = re.findall(r"`([^`]+)`", cells[0])
        children = re.findall(r"`([^`\"]+)`", cells[2])
        paths, base = [], ""
        for token in tokens:
            if token.startswith("."):
                path = base.rsplit(".", 1)[0] + token
            else:
                path = base = token
            paths.append(path)
        if "…" in cells[0]:  # characteristics.STR … .EDU, each with value, half, fifth
            prefix = tokens[0].rsplit(".", 1)[0]
            paths = [f"{prefix}.{name}.{child}" for name in CHARACTERISTICS for child in children]
        expanded = []
        for path in paths:
            if path.endswith(".*"):
                expanded.extend(path[:-1] + child for child in children)
            else:
                expanded.append(path)
        games = {"both": ("coc7", "toc"), "CoC": ("coc7",), "ToC": ("toc",)}[cells[1]]
        for game in games:
            keys[game].update(expanded)
    return keys


def _printed(data, path: str = "") -> set[str]:
    """Every key path of ``show --json`` output: leaves and lists; ``[]`` for list items."""
    if isinstance(data, dict):
        return set().union(*(_printed(value, f"{path}.{key}" if path else key) for key, value in data.items()))
    if isinstance(data, list):
        return {path}.union(*(_printed(item, f"{path}[]") for item in data if isinstance(item, dict)))
    return {path}


@pytest.fixture(scope="module")
def printed(tmp_path_factory) -> dict[str, set[str]]:
    """The keys printed for every sample and a blank sheet of each game (it has violations)."""
    import json

    from sheetmaker.cli import main

    folder = tmp_path_factory.mktemp("blank")
    files = sorted(SAMPLES.glob("*.sheet.json"))
    for game in ("coc7", "toc"):
        blank = folder / f"{game}.sheet.json"
        assert main(["new", game, "-o", str(blank)]) == 0
        files.append(blank)
    keys: dict[str, set[str]] = {"coc7": set(), "toc": set()}
    import contextlib
    import io

    for path in files:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main(["show", str(path), "--json"]) == 0
        data = json.loads(out.getvalue())
        keys[data["system"]] |= _printed(data)
    return keys


@pytest.mark.parametrize("game", ["coc7", "toc"])
def test_every_printed_key_is_documented_and_every_documented_key_printed(game, printed):
    documented = _documented()[game]
    assert printed[game] - documented == set(), "keys show --json prints that the README does not list"
    assert documented - printed[game] == set(), "keys the README lists that show --json does not print"


def test_the_table_names_the_money_keys():
    coc = _documented()["coc7"]
    assert {"credit_rating.cash", "credit_rating.cash_text", "credit_rating.assets", "credit_rating.assets_text",
            "credit_rating.spending_level", "credit_rating.spending_level_text"} <= coc


def test_show_json_prints_one_object(capsys):
    status, out, err = run(capsys, "show", str(SAMPLES / "mae-donnelly.sheet.json"), "--json")
    assert status == 0, err
    assert out.startswith("{") and out.rstrip().endswith("}")
