"""The library page: a folder of sheets as a table, kept up to date with the disk."""

from __future__ import annotations

import json
import os
import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDropEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QMessageBox

from sheetmaker.io import library as lib
from sheetmaker.io import trash
from sheetmaker.models.library import COLUMN, LibraryModel
from sheetmaker.resources import resource
from sheetmaker.ui.library import LibraryPage, TagDialog, TrashDialog
from sheetmaker.ui.library_conflict import LibraryCompareDialog

SAMPLES = Path(resource("samples"))
WAIT = 2000  # ms: changes on disk must show within 2 s


def write_sheet(folder: Path, stem: str, sample: str = "harvey-walters", *, name: str | None = None,
                tags: list[str] | None = None, hp: int | None = None, notes: str | None = None) -> Path:
    """A copy of a bundled sample with a new id and the given changes."""
    data = json.loads((SAMPLES / f"{sample}.sheet.json").read_text(encoding="utf-8"))
    data["id"] = str(uuid.uuid4())
    data["name"] = name if name is not None else stem
    if tags is not None:
        data["tags"] = tags
    if hp is not None:
        data["sheet"]["hp"] = hp
    if notes is not None:
        data["notes"] = notes
    path = folder / f"{stem}.sheet.json"
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


@pytest.fixture
def settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def folder(tmp_path) -> Path:
    folder = tmp_path / "campaign"
    folder.mkdir()
    # Harvey Walters: CON 70, SIZ 80 → HP max (70+80)/10 = 15; the cultist and the bootlegger are NPCs.
    write_sheet(folder, "harvey", "harvey-walters", name="Harvey Walters", tags=["party"], hp=9)
    write_sheet(folder, "ezekiel", "npc-cultist", name="Ezekiel Marsh", hp=4)
    write_sheet(folder, "sal", "toc-npc-bootlegger", name="Sal Benedetto", tags=["criminal", "Providence"])
    return folder


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(LibraryPage, "_show_warning", lambda self, text: shown.append(text))
    return shown


@pytest.fixture
def page(qtbot, settings, folder, warnings) -> LibraryPage:
    page = LibraryPage(settings, lib.IndexCache(None))
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    page.set_folder(str(folder))
    qtbot.waitUntil(lambda: page.model.rowCount() == 3 and not page.indexer.running, timeout=WAIT)
    return page


def names(page: LibraryPage) -> list[str]:
    """The Name column as shown, top to bottom."""
    return [page.proxy.index(row, COLUMN["name"]).data() for row in range(page.proxy.rowCount())]


def shown(page: LibraryPage, column: str) -> list[str]:
    return [page.proxy.index(row, COLUMN[column]).data() for row in range(page.proxy.rowCount())]


def test_model_passes_the_model_tester(qtmodeltester, page):
    qtmodeltester.check(page.model)
    qtmodeltester.check(page.proxy)


def test_opening_a_folder_lists_its_sheets(page, folder):
    assert names(page) == ["Ezekiel Marsh", "Harvey Walters", "Sal Benedetto"]  # sorted by name
    row = page.proxy_row_of(str(folder / "harvey.sheet.json"))
    value = lambda key: page.proxy.index(row, COLUMN[key]).data()  # noqa: E731
    assert value("game") == "CoC 7e"
    assert value("kind") == "Investigator"
    assert value("health") == "HP 9/15"  # (CON 70 + SIZ 80) // 10 = 15
    assert value("tags") == "party"
    assert page.status.text() == "3 sheets."
    assert str(folder) in page.folders() and page.remembered_folder() == str(folder)


def test_search_filters_as_you_type(page, qtbot):
    qtbot.keyClicks(page.search, "innsmouth")  # in the cultist's notes
    assert names(page) == ["Ezekiel Marsh"]
    assert page.status.text() == "1 shown of 3 sheets."
    page.search.clear()
    qtbot.keyClicks(page.search, "HARVEY walters")
    assert names(page) == ["Harvey Walters"]
    page.search.clear()
    assert len(names(page)) == 3


def test_a_search_with_no_match_says_so(page, qtbot):
    # Issue 23: an empty search result showed an empty table and nothing else.
    assert not page.no_match.isVisible()
    qtbot.keyClicks(page.search, "shoggoth")
    assert names(page) == []
    assert page.no_match.isVisible() and page.no_match.text() == "No sheet matches “shoggoth”."
    page.game_filter.setCurrentIndex(page.game_filter.findData("toc"))
    assert page.no_match.text() == "No sheet matches “shoggoth” with these filters."
    page.search.clear()
    assert names(page) == ["Sal Benedetto"] and not page.no_match.isVisible()
    page.kind_filter.setCurrentIndex(page.kind_filter.findData("investigator"))
    assert names(page) == [] and page.no_match.text() == "No sheet matches these filters."
    page.kind_filter.setCurrentIndex(0)
    assert not page.no_match.isVisible()


def test_ctrl_f_focuses_the_search(page, qtbot):
    page.table.setFocus()
    page.activateWindow()
    qtbot.waitUntil(page.table.hasFocus)
    qtbot.keySequence(page.table, QKeySequence(QKeySequence.StandardKey.Find))
    assert page.search.hasFocus()


def test_game_kind_and_tag_filters(page):
    page.game_filter.setCurrentIndex(page.game_filter.findData("toc"))
    assert names(page) == ["Sal Benedetto"]
    page.game_filter.setCurrentIndex(0)
    page.kind_filter.setCurrentIndex(page.kind_filter.findData("npc"))
    assert names(page) == ["Ezekiel Marsh", "Sal Benedetto"]
    page.kind_filter.setCurrentIndex(page.kind_filter.findData("investigator"))
    assert names(page) == ["Harvey Walters"]
    page.kind_filter.setCurrentIndex(0)
    tags = [page.tag_filter.itemText(i) for i in range(page.tag_filter.count())]
    assert tags == ["All tags", "average", "criminal", "cultist", "party", "Providence"]
    page.tag_filter.setCurrentIndex(page.tag_filter.findData("Providence"))
    assert names(page) == ["Sal Benedetto"]


def test_sort_by_name_and_by_hp(page):
    page.table.sortByColumn(COLUMN["name"], Qt.SortOrder.DescendingOrder)
    assert names(page) == ["Sal Benedetto", "Harvey Walters", "Ezekiel Marsh"]
    page.kind_filter.setCurrentIndex(page.kind_filter.findData("npc"))
    page.game_filter.setCurrentIndex(page.game_filter.findData("coc7"))
    page.kind_filter.setCurrentIndex(0)
    page.table.sortByColumn(COLUMN["health"], Qt.SortOrder.AscendingOrder)
    assert shown(page, "health")[0] == "HP 4/" + shown(page, "health")[0].split("/")[1]
    assert names(page) == ["Ezekiel Marsh", "Harvey Walters"]  # HP 4 before HP 9
    page.table.sortByColumn(COLUMN["health"], Qt.SortOrder.DescendingOrder)
    assert names(page) == ["Harvey Walters", "Ezekiel Marsh"]


def test_changes_outside_the_app_show_up(page, folder, qtbot):
    added = write_sheet(folder, "ada", "mae-donnelly", name="Ada Lovelace")
    qtbot.waitUntil(lambda: "Ada Lovelace" in names(page), timeout=WAIT)

    renamed = folder / "ada-renamed.sheet.json"
    os.replace(added, renamed)
    qtbot.waitUntil(lambda: page.model.row_of(str(renamed)) >= 0 and page.model.row_of(str(added)) < 0, timeout=WAIT)
    assert names(page).count("Ada Lovelace") == 1

    # Written in place (no rename): the file's own watch sees it.
    data = json.loads(renamed.read_text(encoding="utf-8"))
    data["name"] = "Ada Byron"
    with open(renamed, "w", encoding="utf-8") as handle:
        handle.write(json.dumps(data))
    qtbot.waitUntil(lambda: "Ada Byron" in names(page), timeout=WAIT)

    sub = folder / "npcs"
    sub.mkdir()
    write_sheet(sub, "deep", "npc-cultist", name="Deep One Hybrid")
    qtbot.waitUntil(lambda: "Deep One Hybrid" in names(page), timeout=WAIT)

    renamed.unlink()
    qtbot.waitUntil(lambda: "Ada Byron" not in names(page), timeout=WAIT)
    assert page.model.rowCount() == 4


def test_a_broken_file_is_listed_with_its_error(page, folder, qtbot):
    bad = folder / "broken.sheet.json"
    bad.write_text("{ not json", encoding="utf-8")
    qtbot.waitUntil(lambda: page.model.row_of(str(bad)) >= 0, timeout=WAIT)
    row = page.proxy_row_of(str(bad))
    text = page.proxy.index(row, COLUMN["name"]).data()
    entry = page.model.entry_for(str(bad))
    assert entry.error and text == f"broken.sheet.json — broken: {entry.error}"
    colour = page.proxy.index(row, COLUMN["name"]).data(Qt.ItemDataRole.ForegroundRole).color()
    assert colour == page.model.broken_colour
    assert page.model.rowCount() == 4  # the others are still there
    qtbot.waitUntil(lambda: not page.indexer.running, timeout=WAIT)
    assert page.status.text() == "4 sheets, 1 broken."
    page.select_paths([str(bad)])
    assert not page.open_action.isEnabled() and page.delete_action.isEnabled()


def conflict_copy(folder: Path) -> Path:
    copy = folder / "harvey.sync-conflict-20240101-120000-ABCDEFG.sheet.json"
    data = json.loads((folder / "harvey.sheet.json").read_text(encoding="utf-8"))
    data["sheet"]["hp"] = 12
    data["player"] = "Alice"
    copy.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return copy


def test_a_conflict_copy_sits_under_its_original_and_compare_shows_the_differences(page, folder, qtbot, monkeypatch):
    copy = conflict_copy(folder)
    qtbot.waitUntil(lambda: page.model.row_of(str(copy)) >= 0, timeout=WAIT)
    original = str(folder / "harvey.sheet.json")
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        for column in ("name", "health", "player"):
            page.table.sortByColumn(COLUMN[column], order)
            assert page.proxy_row_of(str(copy)) == page.proxy_row_of(original) + 1, (column, order)
    assert page.proxy.index(page.proxy_row_of(str(copy)), COLUMN["name"]).data() == "Harvey Walters (conflict copy)"
    qtbot.waitUntil(lambda: not page.indexer.running, timeout=WAIT)
    assert page.status.text() == "4 sheets, 1 conflict."

    seen = {}

    def fake_exec(dialog):
        seen["rows"] = dialog.rows()
        seen["headers"] = [dialog.table.horizontalHeaderItem(i).text() for i in range(3)]
        dialog.keep_original_button.click()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(LibraryCompareDialog, "exec", fake_exec)
    page.select_paths([str(copy)])
    assert page.compare_action.isEnabled()
    page.compare_action.trigger()
    assert ("Current HP", "9", "12") in seen["rows"]
    assert ("Player", "", "Alice") in seen["rows"]
    assert seen["headers"] == ["Field", "Original", "Conflict copy"]
    # The copy went to the trash; the original stays; Undo brings the copy back.
    assert not copy.exists() and os.path.exists(original)
    assert [os.path.basename(item.original_path) for item in trash.list_trash(folder)] == [copy.name]
    assert page.model.row_of(str(copy)) < 0
    page.undo_stack.undo()
    assert copy.exists()
    qtbot.waitUntil(lambda: page.model.row_of(str(copy)) >= 0, timeout=WAIT)


def test_keeping_the_conflict_copy_puts_it_under_the_original_name(page, folder, qtbot, monkeypatch):
    copy = conflict_copy(folder)
    qtbot.waitUntil(lambda: page.model.row_of(str(copy)) >= 0, timeout=WAIT)
    monkeypatch.setattr(LibraryCompareDialog, "exec", lambda d: d.keep_copy_button.click())
    page.select_paths([str(folder / "harvey.sheet.json")])  # the original's row offers Compare too
    page.compare_selected()
    original = folder / "harvey.sheet.json"
    assert not copy.exists()
    assert json.loads(original.read_text(encoding="utf-8"))["player"] == "Alice"
    assert len(trash.list_trash(folder)) == 1
    page.undo_stack.undo()
    assert copy.exists() and json.loads(original.read_text(encoding="utf-8"))["player"] == ""


def test_delete_moves_to_the_trash_and_undo_restores(page, folder, qtbot):
    harvey = folder / "harvey.sheet.json"
    page.select_paths([str(harvey), str(folder / "sal.sheet.json")])
    page.delete_action.trigger()
    assert not harvey.exists()
    assert names(page) == ["Ezekiel Marsh"]
    assert len(trash.list_trash(folder)) == 2
    assert page.undo_stack.undoText() == "Move 2 sheets to the trash"
    page.undo_action.trigger()
    assert harvey.exists() and (folder / "sal.sheet.json").exists()
    assert names(page) == ["Ezekiel Marsh", "Harvey Walters", "Sal Benedetto"]
    assert trash.list_trash(folder) == []


def test_the_trash_view_restores_and_empties(page, folder, qtbot, monkeypatch):
    page.select_paths([str(folder / "harvey.sheet.json")])
    page.delete_selected()
    page.select_paths([str(folder / "sal.sheet.json")])
    page.delete_selected()
    dialog = TrashDialog(str(folder), page)
    qtbot.addWidget(dialog)
    assert sorted(dialog.rows()) == ["harvey.sheet.json", "sal.sheet.json"]
    dialog.restored.connect(lambda paths: page.model.update(lib.read_entry(p) for p in paths))
    dialog.select_rows([dialog.rows().index("harvey.sheet.json")])
    assert dialog.restore_button.isEnabled()
    dialog.restore_button.click()
    assert (folder / "harvey.sheet.json").exists()
    assert "Harvey Walters" in names(page)
    assert dialog.rows() == ["sal.sheet.json"]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.empty_button.click()
    assert dialog.rows() == [] and dialog.summary.text() == "The trash is empty."
    assert not (folder / "sal.sheet.json").exists()


def test_tag_many_at_once_and_undo(page, folder, qtbot, monkeypatch):
    page.table.selectAll()

    def fake_exec(dialog: TagDialog):
        dialog.add_edit.setText("Innsmouth, campaign")
        dialog.current_list.findItems("party", Qt.MatchFlag.MatchExactly)[0].setCheckState(Qt.CheckState.Unchecked)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(TagDialog, "exec", fake_exec)
    page.tag_action.trigger()
    for stem in ("harvey", "ezekiel", "sal"):
        tags = json.loads((folder / f"{stem}.sheet.json").read_text(encoding="utf-8"))["tags"]
        assert "Innsmouth" in tags and "campaign" in tags and "party" not in tags
    page.tag_filter.setCurrentIndex(page.tag_filter.findData("campaign"))
    assert len(names(page)) == 3
    page.undo_stack.undo()
    assert json.loads((folder / "harvey.sheet.json").read_text(encoding="utf-8"))["tags"] == ["party"]
    assert not (folder / "harvey.sheet.json.bak").exists()


def test_rename_changes_the_name_and_the_file(page, folder):
    page.select_paths([str(folder / "harvey.sheet.json")])
    new = page.rename_selected("Harvey J. Walters")
    assert new == str(folder / "Harvey J. Walters.sheet.json")
    assert not (folder / "harvey.sheet.json").exists()
    assert json.loads(Path(new).read_text(encoding="utf-8"))["name"] == "Harvey J. Walters"
    assert "Harvey J. Walters" in names(page)
    page.undo_stack.undo()
    assert (folder / "harvey.sheet.json").exists() and not Path(new).exists()
    assert "Harvey Walters" in names(page)


def test_duplicate_makes_a_new_character(page, folder):
    page.select_paths([str(folder / "ezekiel.sheet.json")])
    [copy] = page.duplicate_selected()
    data = json.loads(Path(copy).read_text(encoding="utf-8"))
    assert data["name"] == "Ezekiel Marsh (copy)"
    original = json.loads((folder / "ezekiel.sheet.json").read_text(encoding="utf-8"))
    assert data["id"] != original["id"]
    assert "Ezekiel Marsh (copy)" in names(page)


def test_drop_a_file_in_copies_it_with_a_unique_name(page, folder, tmp_path, qtbot):
    desktop = tmp_path / "desktop"
    desktop.mkdir()
    dropped = write_sheet(desktop, "harvey", "mae-donnelly", name="Mae Donnelly")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(dropped))])
    viewport = page.table.viewport()
    event = QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    page.table.dropEvent(event)
    assert event.isAccepted()
    target = folder / "harvey (2).sheet.json"  # harvey.sheet.json is taken
    qtbot.waitUntil(target.exists, timeout=WAIT)
    qtbot.waitUntil(lambda: "Mae Donnelly" in names(page), timeout=WAIT)
    assert dropped.exists()  # copied, not moved
    assert viewport is page.table.viewport()
    page.undo_stack.undo()
    assert not target.exists()


def test_rows_drag_out_as_uri_list(page, folder):
    rows = [page.model.index(page.model.row_of(str(folder / n)), 1) for n in ("harvey.sheet.json", "sal.sheet.json")]
    mime = page.model.mimeData(rows)
    assert mime.hasFormat("text/uri-list")
    assert sorted(url.toLocalFile() for url in mime.urls()) == sorted(
        [str(folder / "harvey.sheet.json"), str(folder / "sal.sheet.json")]
    )


def test_add_batch_is_one_undo_to_the_trash(page, folder, qtbot):
    batch = [write_sheet(folder, f"npc{i}", "npc-cultist", name=f"Cultist {i}") for i in range(5)]
    page.add_batch([str(p) for p in batch])
    assert page.model.rowCount() == 8
    assert page.undo_stack.count() == 1
    page.undo_stack.undo()
    assert not any(p.exists() for p in batch)
    assert page.model.rowCount() == 3
    assert len(trash.list_trash(folder)) == 5
    page.undo_stack.redo()
    assert all(p.exists() for p in batch)


def test_enter_opens_the_sheet(page, folder, qtbot):
    opened = []
    page.openRequested.connect(opened.append)
    page.select_paths([str(folder / "sal.sheet.json")])
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    assert opened == [str(folder / "sal.sheet.json")]


def test_portrait_thumbnail_is_decoded_for_a_shown_row(page, folder, qtbot):
    from PySide6.QtCore import QBuffer, QByteArray
    from PySide6.QtGui import QColor, QImage

    image = QImage(64, 96, QImage.Format.Format_RGB32)
    image.fill(QColor(120, 30, 30))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QBuffer.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    path = write_sheet(folder, "pictured", "harvey-walters", name="Pictured")
    raw = json.loads(path.read_text(encoding="utf-8"))
    import base64

    raw["portrait"] = {"media_type": "image/png", "data": base64.b64encode(bytes(data)).decode("ascii")}
    path.write_text(json.dumps(raw), encoding="utf-8")
    qtbot.waitUntil(lambda: page.model.row_of(str(path)) >= 0 and page.model.entry_for(str(path)).has_portrait,
                    timeout=WAIT)
    index = page.model.index(page.model.row_of(str(path)), COLUMN["portrait"])
    index.data(Qt.ItemDataRole.DecorationRole)  # asks for it
    qtbot.waitUntil(lambda: index.data(Qt.ItemDataRole.DecorationRole) is not None, timeout=WAIT)
    pixmap = index.data(Qt.ItemDataRole.DecorationRole)
    assert pixmap.height() == 28 and pixmap.width() == 18  # 64×96 scaled into 28×28


def test_sort_role_is_numeric_for_hp(page, folder):
    model: LibraryModel = page.model
    entry = model.entry_for(str(folder / "harvey.sheet.json"))
    assert LibraryModel.sort_value(entry, "health") == 9
    assert LibraryModel.sort_value(entry, "name") == "harvey walters"
