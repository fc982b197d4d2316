"""Library operations check and write as one step: a save by another program between our read and
our write (a sync tool, another copy of SheetMaker) is never overwritten, and a file that takes a
name we chose is never replaced."""

from __future__ import annotations

import json
import os

from sheetmaker.io import fileformat
from sheetmaker.models.library import operations as library_model
from tests.ui.test_library import WAIT, names
from tests.ui.test_library_failures import folder, messages, page  # noqa: F401 - fixtures


def _other_program_saves(monkeypatch, path, new_name: str) -> None:
    """Between our read of ``path`` and our write, another program saves it with ``new_name``."""
    real = library_model._read_versioned

    def read_then_race(p):
        result = real(p)
        if os.fspath(p) == os.fspath(path):
            raw = json.loads(path.read_text(encoding="utf-8"))
            raw["name"] = new_name
            path.write_text(json.dumps(raw), encoding="utf-8")
        return result

    monkeypatch.setattr(library_model, "_read_versioned", read_then_race)


def test_tagging_never_overwrites_a_save_made_meanwhile(page, folder, messages, monkeypatch, qtbot):
    harvey = folder / "harvey.sheet.json"
    _other_program_saves(monkeypatch, harvey, "Harvey (edited elsewhere)")
    page.select_paths([str(harvey)])
    assert page.tag_selected(["villain"]) == 0
    document = fileformat.load(harvey)
    assert document.name == "Harvey (edited elsewhere)"
    assert "villain" not in document.tags
    assert len(messages) == 1 and "changed" in messages[0].lower(), messages


def test_renaming_never_deletes_a_save_made_meanwhile(page, folder, messages, monkeypatch, qtbot):
    harvey = folder / "harvey.sheet.json"
    _other_program_saves(monkeypatch, harvey, "Harvey (edited elsewhere)")
    page.select_paths([str(harvey)])
    assert page.rename_selected("Harvey Armitage") == ""
    # The other program's version stays, and the renamed copy made from the older one is gone.
    assert fileformat.load(harvey).name == "Harvey (edited elsewhere)"
    assert sorted(os.listdir(folder)) == ["ezekiel.sheet.json", "harvey.sheet.json"]
    assert len(messages) == 1 and "could not be renamed" in messages[0], messages
    assert page.undo_stack.count() == 0
    qtbot.waitUntil(lambda: sorted(names(page)) == ["Ezekiel Marsh", "Harvey (edited elsewhere)"], timeout=WAIT)


def test_a_file_that_takes_the_new_name_meanwhile_is_never_replaced(page, folder, messages, monkeypatch):
    harvey = folder / "harvey.sheet.json"
    squatter = folder / "Harvey Armitage.sheet.json"
    real_unique = library_model.lib.unique_path

    def unique_then_taken(base, stem):
        chosen = real_unique(base, stem)
        if not os.path.exists(squatter):
            squatter.write_bytes(b"someone else's file")  # appears right after the name was chosen
        return chosen

    monkeypatch.setattr(library_model.lib, "unique_path", unique_then_taken)
    page.select_paths([str(harvey)])
    new_path = page.rename_selected("Harvey Armitage")
    assert squatter.read_bytes() == b"someone else's file"
    assert new_path and os.path.basename(new_path) == "Harvey Armitage (2).sheet.json"
    assert fileformat.load(new_path).name == "Harvey Armitage"
    assert not harvey.exists()
