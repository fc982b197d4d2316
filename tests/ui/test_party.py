"""The party table page and dock (sheetmaker.ui.party) in the main window."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QMimeData, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLabel, QMessageBox

from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui import party as party_ui
from sheetmaker.ui.main_window import MainWindow
from tests.ui.test_table_ready import light_and_dark  # noqa: F401 - a fixture

COC = ("harvey-walters", "mae-donnelly", "eleni-papadaki", "npc-police-detective")
TOC = ("toc-alienist-purist", "toc-pulp-pilot", "toc-npc-bootlegger")


def _simple_view(doc, controller, parent=None, **options):
    return QLabel(doc.display_name, parent)


@pytest.fixture
def files(tmp_path) -> dict[str, Path]:
    folder = tmp_path / "sheets"
    folder.mkdir()
    out = {}
    for name in COC + TOC:
        out[name] = folder / f"{name}.sheet.json"
        shutil.copyfile(resource("samples") / f"{name}.sheet.json", out[name])
    return out


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, None, controller=RollController(rng=random.Random(11)), view_factory=_simple_view)
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture
def panel(window, files) -> party_ui.PartyPanel:
    window.party_action.trigger()
    dock = window.party_dock
    assert dock is not None and dock.isVisible()
    panel = dock.panel
    panel.add_files([str(files[name]) for name in COC])
    return panel


def test_view_menu_toggles_the_party_dock(window):
    assert window.party_action in window.view_menu.actions()
    assert window.party_action.shortcut().toString() == "Ctrl+Shift+P"
    assert window.party_dock is None  # made on first use
    window.party_action.trigger()
    dock = window.party_dock
    assert dock.isVisible()
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    window.party_action.trigger()
    assert not dock.isVisible()
    window.party_action.trigger()
    dock.close()
    assert not window.party_action.isChecked()


def test_rows_and_live_values(panel, window):
    table = panel.table
    assert panel.game == "coc7"
    assert table.model().rowCount() == 4
    assert [table.model().index(r, 0).data() for r in range(4)] == [
        "Harvey Walters", "Mae Donnelly", "Ελένη Παπαδάκη", "Frank Mulrooney",
    ]
    assert len(window.sheets) == 4  # each file opened in its tab
    harvey = panel.model.documents[0]
    harvey.set_value("sheet.hp", 9)
    assert table.model().index(0, 1).data() == "9/15"


def test_group_san_roll_applies_one_undoable_change_per_sheet(panel, window):
    docs = panel.model.documents
    before = [doc.undo_stack.count() for doc in docs]
    log = window.controller.log
    cards_before = log.rowCount()
    panel.san_loss.setText("1/1D4")
    panel.san_button.click()
    assert [doc.undo_stack.count() for doc in docs] == [n + 1 for n in before]
    cards = log.cards[cards_before:]
    assert [card.kind for card in cards] == ["san"] * 4 + ["group"]
    assert [card.sheet_name for card in cards[:4]] == [doc.display_name for doc in docs]
    assert panel.message.text() == cards[-1].summary
    assert "SAN lost in all" in panel.message.text()
    # the table shows the new SAN at once
    sans = [panel.model.row_value(r).san for r in range(4)]
    assert sans == [doc.derived.san for doc in docs]


def test_group_roll_only_for_the_selected_rows(panel, window):
    panel.table.selectRow(1)
    docs = panel.model.documents
    panel.san_button.click()
    assert [doc.undo_stack.count() for doc in docs] == [0, 1, 0, 0]


def test_a_bad_loss_says_so_and_rolls_nothing(panel, window):
    panel.san_loss.setText("a lot")
    count = window.controller.log.rowCount()
    panel.san_button.click()
    assert window.controller.log.rowCount() == count
    assert panel.message.text().startswith("Nothing was rolled:")


def test_group_luck_names_the_lowest(panel, window):
    panel.luck_button.click()
    assert "Lowest Luck: Frank Mulrooney (45)." in panel.message.text()
    assert window.controller.log.cards[-1].kind == "group"


def _drop(widget, paths):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    pos = QPointF(widget.rect().center())
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted()
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, drop)
    return drop


def test_dropping_a_sheet_file_opens_and_adds_it(window, files):
    window.party_action.trigger()
    panel = window.party_dock.panel
    window.open_file(str(files["mae-donnelly"]))  # open already: its tab is reused
    assert len(window.sheets) == 1
    drop = _drop(panel.table.viewport(), [files["mae-donnelly"], files["harvey-walters"]])
    assert drop.isAccepted()
    assert len(window.sheets) == 2
    assert [doc.display_name for doc in panel.model.documents] == ["Mae Donnelly", "Harvey Walters"]
    assert panel.model.documents[0] is window.sheets[0].doc
    # A ToC file switches the table to its game.
    _drop(panel.table.viewport(), [files["toc-pulp-pilot"]])
    assert panel.game == "toc"
    assert panel.table.model().rowCount() == 1


def test_a_closed_sheet_leaves_the_table(panel, window, qtbot):
    window.close_sheet(window.sheets[0])
    qtbot.waitUntil(lambda: panel.model.rowCount() == 3)
    assert panel.order.rowCount() == 3


def test_combat_order_with_a_readied_firearm(panel):
    order = panel.order
    names = [order.item(r, 1).text().split("\n")[0] for r in range(order.rowCount())]
    # DEX: Harvey 55, Mae 50, Eleni 50, Frank 20
    assert names == ["Harvey Walters", "Mae Donnelly", "Ελένη Παπαδάκη", "Frank Mulrooney"]
    assert "tied with Ελένη Παπαδάκη" in order.item(1, 1).text()
    frank_row = names.index("Frank Mulrooney")
    order.item(frank_row, 2).setCheckState(Qt.CheckState.Checked)
    names = [order.item(r, 1).text().split("\n")[0] for r in range(order.rowCount())]
    assert names[0] == "Frank Mulrooney"
    assert order.item(0, 1).text().split("\n")[1] == "DEX 20 + 50 for a readied firearm"
    assert order.item(0, 2).checkState() == Qt.CheckState.Checked


def test_toc_table_stability_test_and_order(window, files):
    window.party_action.trigger()
    panel = window.party_dock.panel
    panel.add_files([str(files[name]) for name in TOC])
    assert panel.game == "toc"
    assert not panel.san_button.isVisibleTo(panel) and panel.stability_button.isVisibleTo(panel)
    assert panel.header.first_rotated == 4
    assert panel.gap_label.isVisibleTo(panel)
    assert panel.gap_label.text().startswith(f"Tinted columns are gaps: {len(panel.model.gaps)} ")
    docs = panel.model.documents
    panel.stability_loss.setValue(2)
    panel.stability_button.click()
    cards = window.controller.log.cards[-4:]
    assert [card.kind for card in cards] == ["stability"] * 3 + ["group"]
    for doc, card in zip(docs, cards[:3], strict=True):
        assert doc.undo_stack.count() == (0 if card.success else 1)
    names = [panel.order.item(r, 1).text().split("\n")[0] for r in range(3)]
    assert names == ["Salvatore “Sal” Benedetto", "Wilhelmina “Billie” Achterberg", "Dr. Ottilie Brandauer"]


def test_add_open_sheets_dialog(window, files, monkeypatch):
    for name in COC[:2]:
        window.open_file(str(files[name]))
    window.open_file(str(files["toc-pulp-pilot"]))
    window.party_action.trigger()
    panel = window.party_dock.panel
    seen = []

    def fake_exec(dialog):
        seen.append(dialog.list.count())
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(party_ui.AddSheetsDialog, "exec", fake_exec)
    added = panel.ask_add_open()
    assert seen == [2]  # the CoC sheets only
    assert [doc.display_name for doc in added] == ["Harvey Walters", "Mae Donnelly"]
    assert panel.ask_add_open() == []  # all in the table already


def test_print_party_table_to_one_page(panel, tmp_path, monkeypatch):
    target = tmp_path / "party"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "PDF files (*.pdf)"))
    assert panel.ask_print()
    pdf = PdfReader(str(tmp_path / "party.pdf"))
    assert len(pdf.pages) == 1
    text = pdf.pages[0].extract_text()
    assert "Harvey Walters" in text and "Frank Mulrooney" in text
    assert "Combat order" in text or "COMBAT ORDER" in text.upper()
    assert "saved as “party.pdf”" in panel.message.text()


def test_the_gaps_line_matches_the_tinted_columns_after_a_drop(window, files):
    """Adding a single ToC NPC: the line under the table counts the same gaps the table tints
    (it was computed before the gaps were and said "No gaps")."""
    window.party_action.trigger()
    panel = window.party_dock.panel
    panel.add_files([str(files["toc-npc-bootlegger"])])
    assert panel.game == "toc"
    gaps = panel.models["toc"].gaps
    assert gaps
    assert panel.gap_label.text().startswith(f"Tinted columns are gaps: {len(gaps)} ")


def test_an_empty_party_table_says_how_to_fill_it(window):
    window.party_action.trigger()
    panel = window.party_dock.panel
    assert panel.table.model().rowCount() == 0
    assert "Drag sheets here from the library" in panel.table.empty_text()
    image = panel.table.viewport().grab().toImage()
    background = image.pixelColor(2, 2)
    assert any(
        image.pixelColor(x, image.height() // 2) != background for x in range(0, image.width(), 2)
    ), "the hint is painted in the middle of the empty table"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_add_open_sheets_dialog_tick_boxes_are_visible(qtbot, light_and_dark, scheme, files):
    from sheetmaker.io import fileformat
    from sheetmaker.models.document import SheetDocument
    from sheetmaker.ui.widgets import TickDelegate
    from tests.ui.test_table_ready import assert_unticked_box_visible

    light_and_dark(scheme)
    docs = [SheetDocument(fileformat.load(files[name])) for name in COC[:2]]
    dialog = party_ui.AddSheetsDialog(docs, chosen=[])
    qtbot.addWidget(dialog)
    dialog.resize(420, 300)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.list
    assert isinstance(table.itemDelegate(), TickDelegate)
    assert_unticked_box_visible(table, 0, other_row=1)
