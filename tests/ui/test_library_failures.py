"""Library operations that fail (a file gone, read-only, a folder that cannot be written, a linked
trash): one message, no exception, and the disk, the table and the undo stack agree."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from sheetmaker.io import library as lib
from sheetmaker.io import trash
from sheetmaker.ui import library as library_ui
from sheetmaker.ui.library import LibraryPage
from tests.ui.test_library import WAIT, names, write_sheet


class FakeBox:
    """Stands in for QMessageBox in sheetmaker.ui.library: records each message shown."""

    shown: list[str] = []

    class Icon:
        Warning = 0

    class StandardButton:
        Ok = 0

    def __init__(self, _icon, _title, text, *_args) -> None:
        FakeBox.shown.append(text)

    def setObjectName(self, _name) -> None:  # noqa: N802 - Qt naming
        pass

    def setAttribute(self, *_args) -> None:  # noqa: N802 - Qt naming
        pass

    def open(self) -> None:
        pass

    @staticmethod
    def warning(_parent, _title, text, *_args):
        FakeBox.shown.append(text)


@pytest.fixture
def messages(monkeypatch) -> list[str]:
    FakeBox.shown = []
    monkeypatch.setattr(library_ui, "QMessageBox", FakeBox)
    return FakeBox.shown


@pytest.fixture
def folder(tmp_path) -> Path:
    folder = tmp_path / "campaign"
    folder.mkdir()
    write_sheet(folder, "harvey", "harvey-walters", name="Harvey Walters", tags=["party"])
    write_sheet(folder, "ezekiel", "npc-cultist", name="Ezekiel Marsh")
    return folder


@pytest.fixture
def page(qtbot, tmp_path, folder, messages) -> LibraryPage:
    page = LibraryPage(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), lib.IndexCache(None))
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    page.set_folder(str(folder))
    qtbot.waitUntil(lambda: page.model.rowCount() == 2 and not page.indexer.running, timeout=WAIT)
    return page


def test_rename_of_a_file_that_vanished(page, folder, messages, qtbot):
    harvey = folder / "harvey.sheet.json"
    page.select_paths([str(harvey)])
    harvey.unlink()
    assert page.rename_selected("Harvey Armitage") == ""
    assert len(messages) == 1 and "harvey.sheet.json could not be renamed: no such file" in messages[0]
    assert page.undo_stack.count() == 0
    assert sorted(os.listdir(folder)) == ["ezekiel.sheet.json"]
    qtbot.waitUntil(lambda: names(page) == ["Ezekiel Marsh"], timeout=WAIT)


def test_rename_when_the_old_file_cannot_be_removed(page, folder, messages, monkeypatch):
    harvey = folder / "harvey.sheet.json"
    before = harvey.read_bytes()
    page.select_paths([str(harvey)])
    real_remove = os.remove

    def refuse(path, *args, **kwargs):
        if os.fspath(path) == str(harvey):
            raise PermissionError(13, "Permission denied", str(harvey))
        return real_remove(path, *args, **kwargs)

    monkeypatch.setattr(os, "remove", refuse)
    assert page.rename_selected("Harvey Armitage") == ""
    assert len(messages) == 1 and "could not be renamed: Permission denied" in messages[0]
    # One file, as it was: the new one made before the failure is gone again.
    assert sorted(os.listdir(folder)) == ["ezekiel.sheet.json", "harvey.sheet.json"]
    assert harvey.read_bytes() == before
    assert page.undo_stack.count() == 0
    assert sorted(names(page)) == ["Ezekiel Marsh", "Harvey Walters"]


def test_tag_of_a_read_only_file_and_a_vanished_one(page, folder, messages, qtbot):
    harvey, ezekiel = folder / "harvey.sheet.json", folder / "ezekiel.sheet.json"
    before = harvey.read_bytes()
    harvey.chmod(0o444)
    page.select_paths([str(harvey), str(ezekiel)])
    ezekiel.unlink()
    assert page.tag_selected(["Innsmouth"]) == 0
    assert len(messages) == 1 and messages[0].startswith("Some sheets could not be tagged: ")
    assert "read-only" in messages[0] and "ezekiel.sheet.json: no such file" in messages[0]
    assert harvey.read_bytes() == before
    assert page.undo_stack.count() == 0
    qtbot.waitUntil(lambda: names(page) == ["Harvey Walters"], timeout=WAIT)


def test_delete_of_a_file_that_vanished(page, folder, messages, qtbot):
    harvey = folder / "harvey.sheet.json"
    page.select_paths([str(harvey)])
    harvey.unlink()
    assert page.delete_selected() is False
    assert len(messages) == 1 and "could not be moved to the trash" in messages[0]
    assert page.undo_stack.count() == 0
    qtbot.waitUntil(lambda: names(page) == ["Ezekiel Marsh"], timeout=WAIT)


def test_delete_when_the_trash_cannot_be_made(page, folder, messages, monkeypatch):
    page.table.selectAll()
    real_mkdir = os.mkdir

    def refuse(path, *args, **kwargs):
        if os.path.basename(os.fspath(path)) == trash.TRASH_DIR:
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_mkdir(path, *args, **kwargs)

    monkeypatch.setattr(os, "mkdir", refuse)
    assert page.delete_selected() is False
    assert len(messages) == 1 and "Permission denied" in messages[0]
    assert sorted(os.listdir(folder)) == ["ezekiel.sheet.json", "harvey.sheet.json"]
    assert page.undo_stack.count() == 0
    assert sorted(names(page)) == ["Ezekiel Marsh", "Harvey Walters"]


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="symlinks needed")
def test_a_linked_trash_delete_and_trash_view_say_so_once(page, folder, tmp_path, messages):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "notes.txt").write_text("precious")
    os.symlink(elsewhere, folder / trash.TRASH_DIR)
    page.table.selectAll()
    assert page.delete_selected() is False
    assert len(messages) == 1 and "is a link to another place" in messages[0]
    assert sorted(p for p in os.listdir(folder) if not p.startswith(".")) == ["ezekiel.sheet.json", "harvey.sheet.json"]
    assert os.listdir(elsewhere) == ["notes.txt"]
    assert page.undo_stack.count() == 0 and sorted(names(page)) == ["Ezekiel Marsh", "Harvey Walters"]
    assert page.show_trash() is None
    assert len(messages) == 2 and "is a link to another place" in messages[1]
    dialog = library_ui.TrashDialog(str(folder), page)
    assert dialog.rows() == [] and "is a link to another place" in dialog.summary.text()
    assert not dialog.empty_button.isEnabled()
    dialog.deleteLater()


def test_dropped_special_and_huge_files_are_refused_without_blocking(page, folder, tmp_path, messages):
    outside = tmp_path / "outside"
    outside.mkdir()
    good = write_sheet(outside, "good", "harvey-walters", name="Good Copy")
    huge = outside / "huge.sheet.json"
    with open(huge, "wb") as handle:
        handle.truncate(17 * 1024 * 1024)
    sources = [str(good), str(huge)]
    if hasattr(os, "mkfifo"):
        fifo = outside / "pipe.sheet.json"
        os.mkfifo(fifo)
        sources.append(str(fifo))
    created = page.add_files(sources)
    assert [os.path.basename(p) for p in created] == ["good.sheet.json"]
    assert json.loads(Path(created[0]).read_text())["name"] == "Good Copy"
    assert len(messages) == 1 and "huge.sheet.json: the file is 17.0 MiB" in messages[0]
    if hasattr(os, "mkfifo"):
        assert "pipe.sheet.json: this is a named pipe" in messages[0]
    assert sorted(os.listdir(folder)) == ["ezekiel.sheet.json", "good.sheet.json", "harvey.sheet.json"]
