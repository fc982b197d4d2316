"""The "New Quick NPCs" dialog (issue 13 item 4): choices, the preview of names, OK writes them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from sheetmaker.io import fileformat, npc_batch
from sheetmaker.ui.bulk_npc import BulkNpcDialog


@pytest.fixture
def dialog(qtbot, tmp_path):
    widget = BulkNpcDialog(str(tmp_path / "library"), seed=11)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def listed(dialog) -> list[str]:
    return [dialog.preview_list.item(i).text() for i in range(dialog.preview_list.count())]


def test_defaults(dialog):
    assert dialog.windowTitle() == "New Quick NPCs"
    assert dialog.game == "coc7" and dialog.era == "1920s" and dialog.tier == "average"
    assert dialog.occupation_combo.itemText(0) == "A mix of occupations"
    assert dialog.occupation is None
    assert dialog.tag_edit.text() == "npc"
    assert dialog.count_spin.minimum() == 1 and dialog.count_spin.maximum() == 500
    assert len(listed(dialog)) == 10
    assert dialog.preview_label.text() == "These 10 NPCs will be made:"
    assert dialog.ok_button.text() == "&Make 10 NPCs"
    assert "library" in dialog.folder_label.text()


def test_the_occupations_follow_the_game_and_era(dialog, qtbot):
    def occupations():
        return [dialog.occupation_combo.itemData(i) for i in range(1, dialog.occupation_combo.count())]

    assert sorted(occupations()) == sorted(npc_batch.occupation_names("coc7", "1920s"))
    assert "Hacker" not in occupations()
    dialog.era_combo.setCurrentIndex(dialog.era_combo.findData("modern"))
    assert "Hacker" in occupations()
    assert dialog.era_combo.isVisible()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("toc"))
    assert sorted(occupations()) == sorted(npc_batch.occupation_names("toc"))
    assert not dialog.era_combo.isVisible()  # ToC has no era choice
    assert dialog.tier_combo.currentText() == "Average: key General abilities around 4"


def test_preview_updates_with_the_choices(dialog, qtbot):
    before = listed(dialog)
    dialog.count_spin.setValue(3)
    qtbot.waitUntil(lambda: len(listed(dialog)) == 3)
    assert dialog.ok_button.text() == "&Make 3 NPCs"
    assert listed(dialog) == before[:3]  # the same seed: the batch's first NPCs are the same
    dialog.set_occupation("Antiquarian")
    qtbot.waitUntil(lambda: all(text.endswith("— Antiquarian") for text in listed(dialog)))
    dialog.count_spin.setValue(1)
    qtbot.waitUntil(lambda: len(listed(dialog)) == 1)
    assert dialog.preview_label.text() == "This NPC will be made:"
    assert dialog.ok_button.text() == "&Make 1 NPC"


def test_other_names_redraws(dialog, qtbot):
    names = dialog.preview_names()
    qtbot.mouseClick(dialog.reroll_button, Qt.MouseButton.LeftButton)
    assert dialog.preview_names() != names
    assert len(set(dialog.preview_names())) == 10


def test_ok_writes_the_previewed_npcs(dialog, qtbot, tmp_path):
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("toc"))
    dialog.set_occupation("Alienist")
    dialog.tier_combo.setCurrentIndex(dialog.tier_combo.findData("expert"))
    dialog.count_spin.setValue(7)
    dialog.tag_edit.setText("asylum staff")
    qtbot.waitUntil(lambda: len(listed(dialog)) == 7)
    names = dialog.preview_names()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    folder = tmp_path / "library"
    files = sorted(folder.glob("*.sheet.json"))
    assert len(files) == 7 and sorted(dialog.paths) == sorted(map(str, files))
    documents = [fileformat.load(path) for path in dialog.paths]
    assert [d.name for d in documents] == names
    for document in documents:
        assert document.system == "toc" and document.kind == "npc"
        assert document.sheet.occupation.name == "Alienist"
        assert document.tags == ["expert", "asylum staff"]
        assert 9 <= document.sheet.abilities["Athletics"].rating <= 11


def test_ok_never_overwrites(qtbot, tmp_path):
    first = BulkNpcDialog(str(tmp_path), seed=5)
    qtbot.addWidget(first)
    first.count_spin.setValue(4)
    first.accept()
    second = BulkNpcDialog(str(tmp_path), seed=5)
    qtbot.addWidget(second)
    second.count_spin.setValue(4)
    second.accept()
    assert len(set(first.paths) | set(second.paths)) == 8
    assert len(list(tmp_path.glob("*.sheet.json"))) == 8


def test_a_failed_write_warns_and_stays_open(dialog, monkeypatch, tmp_path):
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    blocker = tmp_path / "library"
    blocker.write_text("a file where the folder should be")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.isVisible()
    assert dialog.paths == []
    assert len(warnings) == 1 and warnings[0].startswith("The NPCs could not be saved in ")
    assert warnings[0].endswith(": Not a directory. Nothing was written.")


def test_the_library_adds_the_batch_and_one_undo_removes_it(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings

    from sheetmaker.io import library as lib
    from sheetmaker.ui.library import LibraryPage

    def run(dialog):
        dialog.count_spin.setValue(6)
        dialog.accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(BulkNpcDialog, "exec", run)
    folder = tmp_path / "campaign"
    folder.mkdir()
    page = LibraryPage(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), lib.IndexCache(None))
    qtbot.addWidget(page)
    page.set_folder(str(folder))
    assert page.new_npcs_action.text() == "New Quick &NPCs…"
    page.new_npcs_action.trigger()
    files = list(folder.glob("*.sheet.json"))
    assert len(files) == 6
    qtbot.waitUntil(lambda: page.model.rowCount() == 6, timeout=5000)
    assert page.undo_stack.count() == 1
    page.undo_stack.undo()
    qtbot.waitUntil(lambda: not list(folder.glob("*.sheet.json")), timeout=5000)
    assert not list(lib.iter_sheet_files(str(folder)))
