"""Issue 23, item 11: New Quick NPCs forgot its choices between batches and had no folder
choice. The choices of the last batch written come back; "Folder…" picks where the batch goes
(the library's folder by default), and the library then shows that folder."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QFileDialog

from sheetmaker.ui import bulk_npc
from sheetmaker.ui.bulk_npc import BulkNpcDialog
from sheetmaker.ui.library import LibraryPage


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def _dialog(qtbot, folder, settings, **kwargs) -> BulkNpcDialog:
    dialog = BulkNpcDialog(str(folder), settings=settings, seed=5, **kwargs)
    qtbot.addWidget(dialog)
    return dialog


def test_the_last_batch_choices_come_back(qtbot, tmp_path, settings):
    first = _dialog(qtbot, tmp_path / "library", settings)
    first.game_combo.setCurrentIndex(first.game_combo.findData("coc7"))
    first.era_combo.setCurrentIndex(first.era_combo.findData("modern"))
    first.set_occupation("Zealot")
    first.tier_combo.setCurrentIndex(first.tier_combo.findData("expert"))
    first.count_spin.setValue(6)
    first.tag_edit.setText("cult of the black pharaoh")
    first.accept()
    assert first.result() == QDialog.DialogCode.Accepted and len(first.paths) == 6

    second = _dialog(qtbot, tmp_path / "library", settings)
    assert (second.game, second.era, second.occupation, second.tier, second.count, second.tag) == (
        "coc7", "modern", "Zealot", "expert", 6, "cult of the black pharaoh"
    )
    assert len(second.preview_names()) == 6


def test_a_cancelled_batch_is_not_remembered(qtbot, tmp_path, settings):
    first = _dialog(qtbot, tmp_path / "library", settings)
    first.count_spin.setValue(3)
    first.reject()
    second = _dialog(qtbot, tmp_path / "library", settings)
    assert second.count == bulk_npc.DEFAULT_COUNT
    assert second.occupation is None and second.tag == bulk_npc.DEFAULT_TAG


def test_toc_choices_come_back(qtbot, tmp_path, settings):
    first = _dialog(qtbot, tmp_path / "library", settings)
    first.game_combo.setCurrentIndex(first.game_combo.findData("toc"))
    first.set_occupation("Alienist")
    first.count_spin.setValue(2)
    first.accept()
    second = _dialog(qtbot, tmp_path / "library", settings)
    assert (second.game, second.occupation, second.count) == ("toc", "Alienist", 2)


def test_the_folder_button_picks_where_the_batch_goes(qtbot, tmp_path, settings, monkeypatch):
    library = tmp_path / "library"
    elsewhere = tmp_path / "cultists"
    elsewhere.mkdir()
    asked = []

    def fake(parent, caption, directory, *args):
        asked.append(directory)
        return str(elsewhere)

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", fake)
    dialog = _dialog(qtbot, library, settings)
    assert str(library) in dialog.folder_label.text()
    dialog.folder_button.click()
    assert asked == [str(library)]  # it opens on the library's folder
    assert dialog.folder == str(elsewhere)
    assert str(elsewhere) in dialog.folder_label.text()
    dialog.count_spin.setValue(2)
    dialog.accept()
    assert sorted(p.name for p in elsewhere.glob("*.sheet.json")) == sorted(
        p.split("/")[-1] for p in dialog.paths
    )
    assert not library.exists() or not list(library.glob("*.sheet.json"))
    # The folder itself is not remembered: the next batch starts in the library's again.
    again = _dialog(qtbot, library, settings)
    assert again.folder == str(library)


def test_the_library_shows_the_folder_chosen(qtbot, tmp_path, settings, monkeypatch):
    library = tmp_path / "library"
    library.mkdir()
    elsewhere = tmp_path / "cultists"
    elsewhere.mkdir()
    page = LibraryPage(settings)
    qtbot.addWidget(page)
    page.set_folder(str(library))

    def run(parent, folder, *, game="coc7", settings=None):
        dialog = BulkNpcDialog(folder, parent, settings=settings, seed=3)
        dialog.folder = str(elsewhere)
        dialog.count_spin.setValue(2)
        dialog.accept()
        return list(dialog.paths)

    monkeypatch.setattr(bulk_npc, "make_quick_npcs", run)
    paths = page.new_quick_npcs()
    assert len(paths) == 2
    assert page.folder() == str(elsewhere)
    qtbot.waitUntil(lambda: page.model.rowCount() == 2)
