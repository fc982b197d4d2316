"""Autosave with a sheet whose file name is not UTF-8: its copy is kept and its path round-trips
through the recovery index; one sheet's failing autosave never stops the others'."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

from sheetmaker.io import fileformat
from sheetmaker.ui.recovery import RecoveryStore
from tests.ui.recovery_helpers import (  # noqa: F401 - fixtures
    HARVEY,
    Button,
    choices,
    copies,
    folder,
    harvey_file,
    make_window,
    questions,
    stores,
)

STR = "sheet.characteristics.STR"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file names are bytes")


@pytest.fixture
def latin1_file(tmp_path) -> Path:
    """A sheet named ``café.sheet.json`` in Latin-1: not valid UTF-8 (a lone surrogate in str)."""
    path = tmp_path / os.fsdecode(b"caf\xe9.sheet.json")
    shutil.copyfile(HARVEY, path)
    return path


def test_a_file_name_that_is_not_utf8_is_autosaved_and_recovered(
    make_window, stores, folder, latin1_file, harvey_file, questions, choices
):
    store = stores()
    window = make_window(store)
    odd = window.open_file(str(latin1_file))
    odd.doc.set_value(STR, 77)
    plain = window.open_file(str(harvey_file))
    plain.doc.set_value(STR, 66)
    window.autosave()
    assert len(copies(folder)) == 2  # both sheets have their copy
    assert "Autosave failed" not in window.statusBar().currentMessage()
    store.close()  # as a crash leaves it

    window = make_window(stores())
    questions.answers = [Button.Yes]
    assert window.offer_recovery() == 2
    assert "caf\ufffd.sheet.json" in questions.asked[0]  # the byte that is not UTF-8, shown
    by_str = {sheet.doc.sheet.characteristics.STR: sheet for sheet in window.sheets}
    assert by_str[77].doc.path == str(latin1_file)  # the same bytes on disk
    assert os.fsencode(by_str[77].doc.path) == os.fsencode(str(latin1_file))
    assert by_str[66].doc.path == str(harvey_file)
    assert window.save_sheet(by_str[77])
    assert choices.asked == []
    assert fileformat.load(latin1_file).sheet.characteristics.STR == 77


def test_one_sheets_failing_autosave_does_not_stop_the_others(
    make_window, stores, folder, harvey_file, monkeypatch
):
    store = stores()
    window = make_window(store)
    broken = window.new_sheet("coc7")
    broken.doc.set_value("name", "Broken")
    sheet = window.open_file(str(harvey_file))
    sheet.doc.set_value(STR, 77)
    real_save = RecoveryStore.save

    def save(self, key, document, original_path, state=None):
        if key == broken.key:
            raise UnicodeEncodeError("utf-8", "x", 0, 1, "surrogates not allowed")
        return real_save(self, key, document, original_path, state)

    monkeypatch.setattr(RecoveryStore, "save", save)
    window.autosave()  # no exception escapes the timer's slot
    (copy,) = copies(folder)
    assert fileformat.load(copy).sheet.characteristics.STR == 77
    message = window.statusBar().currentMessage()
    assert message.startswith("Autosave failed: Broken: ")
    assert message.count("Broken") == 1
