"""``sheetmaker list`` on a damaged library index cache: every field of a real cache given
wrong values, a cache that is not a cache, a huge one, a FIFO. The listing stays right (exit 0),
stderr says once that the cache is rebuilt, and the cache written next is whole again."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from sheetmaker.io import library
from tests.cli.helpers import run
from tests.io.library_fixtures import write_library

_TEXT = ("name", "occupation", "player", "health", "sanity", "notes", "modified", "error", "conflict_of", "id")
#: Wrong values for each kind of field (each one is wrong for the fields it is used on).
_NOT_TEXT = (5, None, True, 1.5, [1], {"a": 1}, [[[["deep"]]]], 10**30, "\ud800 lone surrogate")
_NOT_INT = ("5", None, True, 1.5, [1], {"a": 1}, 10**30, -(10**30))
_NOT_SMALL = ("5", True, 1.5, [1], {"a": 1}, 10**30, 2**40)
BAD = {
    "path": (5, None, [1], {"a": 1}, "relative/x.sheet.json", "\ud800", "/x\u0000y"),
    "size": _NOT_INT + (-1,),
    "mtime_ns": _NOT_INT,
    "game": (5, None, [1], "dnd5e", {"a": 1}),
    "kind": (5, None, [1], "monster", {"a": 1}),
    "tags": ("cult", 5, None, [5], [[]], [None], {"a": 1}, ["x" * 5000]),
    "health_now": _NOT_SMALL,
    "sanity_now": _NOT_SMALL,
    "has_portrait": (1, 0, "true", None, [1], {"a": 1}),
    **{field: _NOT_TEXT for field in _TEXT},
}
BAD["notes"] = _NOT_TEXT + ("n" * (library.NOTES_CHARS + 1),)
CASES = [(field, value) for field in library._FIELD_NAMES for value in BAD[field]]


def test_every_field_is_covered():
    assert set(BAD) == set(library._FIELD_NAMES)


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    """A library folder, its correct listing and the real cache ``list`` wrote for it."""
    root = tmp_path_factory.mktemp("lib")
    folder = root / "lib"
    write_library(folder, 8)
    (folder / "broken.sheet.json").write_text("{")
    data = root / "data"
    env = dict(os.environ, SHEETMAKER_APP_DATA_DIR=str(data))
    done = subprocess.run([sys.executable, "-m", "sheetmaker", "list", str(folder), "--json"], capture_output=True,
                          text=True, env=env, timeout=120)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    cache = json.loads((data / library.CACHE_NAME).read_text(encoding="utf-8"))
    assert len(cache["entries"]) == 9
    return folder, done.stdout, cache


@pytest.fixture
def app_data(tmp_path, monkeypatch):
    folder = tmp_path / "appdata"
    folder.mkdir()
    monkeypatch.setenv("SHEETMAKER_APP_DATA_DIR", str(folder))
    return folder


def _listed_twice(capsys, folder, expected: str) -> None:
    """The listing is right; the notice is said on the first run only (the cache was rebuilt)."""
    status, out, err = run(capsys, "list", str(folder), "--json")
    assert status == 0, err
    assert out == expected
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("sheetmaker: list: The library index cache "), err
    assert lines[0].endswith("it was discarded and is rebuilt from the sheets.")
    status, out, err = run(capsys, "list", str(folder), "--json")
    assert (status, out, err) == (0, expected, "")


def damaged(cache: dict, field: str, value: object) -> dict:
    """``cache`` with ``field`` of every row set to ``value``."""
    index = cache["fields"].index(field)
    rows = [list(row) for row in cache["entries"]]
    for row in rows:
        row[index] = value
    return {**cache, "entries": rows}


@pytest.mark.parametrize(("field", "value"), CASES, ids=[f"{f}={v!r}"[:40] for f, v in CASES])
def test_a_wrong_value_in_any_field(capsys, app_data, pristine, field, value):
    folder, expected, cache = pristine
    (app_data / library.CACHE_NAME).write_text(json.dumps(damaged(cache, field, value)), encoding="utf-8")
    _listed_twice(capsys, folder, expected)


def test_one_bad_row_discards_the_whole_cache(app_data, pristine):
    _, _, cache = pristine
    rows = [list(row) for row in cache["entries"]]
    rows[3][3] = 12345  # one name
    (app_data / library.CACHE_NAME).write_text(json.dumps({**cache, "entries": rows}), encoding="utf-8")
    loaded = library.IndexCache(app_data / library.CACHE_NAME)
    assert len(loaded) == 0 and "damaged" in loaded.notice


@pytest.mark.parametrize(
    "text",
    [
        "[]", '"x"', "5", "null", "{", "{}",
        '{"format": "sheetmaker-library-index", "version": 1, "entries": {}}',
        "[" * 100_000 + "]" * 100_000,
        "9" * 10_000,
        '{"format": "sheetmaker-library-index", "version": 1, "fields": FIELDS, "entries": [[1, 2]]}',
        '{"format": "sheetmaker-library-index", "version": 1, "fields": FIELDS, "entries": [{"path": "/x"}]}',
        '{"format": "sheetmaker-library-index", "version": 1, "fields": FIELDS, "entries": [null]}',
        '{"format": "sheetmaker-library-index", "version": 1, "fields": FIELDS, "entries": "rows"}',
    ],
    ids=["list", "string", "number", "null", "cut", "empty", "entries-dict", "deep", "huge-int", "short-row",
         "dict-row", "null-row", "entries-string"],
)
def test_a_cache_that_is_not_a_cache(capsys, app_data, pristine, text):
    folder, expected, _ = pristine
    text = text.replace("FIELDS", json.dumps(list(library._FIELD_NAMES)))
    (app_data / library.CACHE_NAME).write_text(text, encoding="utf-8")
    _listed_twice(capsys, folder, expected)


def test_another_version_is_replaced_without_a_word(capsys, app_data, pristine):
    folder, expected, cache = pristine
    (app_data / library.CACHE_NAME).write_text(json.dumps({**cache, "version": 99}), encoding="utf-8")
    assert run(capsys, "list", str(folder), "--json") == (0, expected, "")


def test_a_huge_cache_is_not_read(capsys, app_data, pristine):
    folder, expected, _ = pristine
    with open(app_data / library.CACHE_NAME, "wb") as handle:
        handle.truncate(library.CACHE_LIMIT + 1)  # sparse: nothing is written, nothing read
    cache = library.IndexCache(app_data / library.CACHE_NAME)
    assert "larger than the 64 MiB" in cache.notice
    _listed_twice(capsys, folder, expected)
    assert os.path.getsize(app_data / library.CACHE_NAME) < 1_000_000


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs needed")
def test_a_fifo_cache_never_blocks(app_data, pristine):
    folder, expected, _ = pristine
    os.mkfifo(app_data / library.CACHE_NAME)
    env = dict(os.environ, SHEETMAKER_APP_DATA_DIR=str(app_data))
    done = subprocess.run([sys.executable, "-m", "sheetmaker", "list", str(folder), "--json"], capture_output=True,
                          text=True, env=env, timeout=60)
    assert done.returncode == 0 and done.stdout == expected
    assert "named pipe" in done.stderr and len(done.stderr.splitlines()) == 1
