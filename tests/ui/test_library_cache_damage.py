"""The library page on a damaged index cache: wrong values in any field of a real cache once
crashed the window (a segfault) at every start. Now the page lists the folder right and says
once, on its status line, that the cache is rebuilt."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings

from sheetmaker.io import library as lib
from sheetmaker.models.library import COLUMN
from sheetmaker.ui.library import LibraryPage
from tests.cli.test_listing_cache_damage import BAD, damaged
from tests.io.library_fixtures import write_library

WAIT = 5000
#: Three wrong values a field (the first ones of the command-line test), every field.
CASES = [(field, value) for field in lib._FIELD_NAMES for value in BAD[field][:3]]


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    root = tmp_path_factory.mktemp("lib")
    folder = root / "lib"
    write_library(folder, 6)
    (folder / "broken.sheet.json").write_text("{")
    path = root / "cache.json"
    entries = lib.scan_all(folder, lib.IndexCache(path))
    cache = json.loads(path.read_text(encoding="utf-8"))
    assert len(cache["entries"]) == 7
    return folder, sorted(e.name for e in entries), cache


@pytest.mark.parametrize(("field", "value"), CASES, ids=[f"{f}={v!r}"[:40] for f, v in CASES])
def test_the_page_survives_any_wrong_value(qtbot, tmp_path, pristine, field, value):
    folder, expected, cache = pristine
    path = tmp_path / "cache.json"
    path.write_text(json.dumps(damaged(cache, field, value)), encoding="utf-8")
    index = lib.IndexCache(path)
    assert index.notice and len(index) == 0
    page = LibraryPage(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), index)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    page.set_folder(str(folder))
    qtbot.waitUntil(lambda: page.model.rowCount() == 7 and not page.indexer.running, timeout=WAIT)
    assert sorted(e.name for e in page.model.entries()) == expected
    shown = [page.proxy.index(r, COLUMN["name"]).data() for r in range(page.proxy.rowCount())]
    assert len(shown) == 7 and all(isinstance(text, str) for text in shown)
    page.search.setText("zoe")  # the filter reads every entry's text
    page.table.viewport().grab()  # and the view paints every visible cell
    status = page.status.text()
    assert "The library index cache" in status and "rebuilt from the sheets" in status
    # The cache written after the scan is whole: the next start says nothing.
    again = lib.IndexCache(path)
    assert again.notice == "" and len(again) == 7
