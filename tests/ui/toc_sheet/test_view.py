"""The ToC sheet view driven through its real widgets: showing values, violations, keyboard,
accessibility and layout."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from sheetmaker.models.document import SheetDocument
from sheetmaker.models.toc_models import AbilityColumn
from sheetmaker.systems.toc.model import ToCDocument, ToCSheet
from sheetmaker.ui.toc_sheet import ToCSheetView
from sheetmaker.ui.violations import CodeRole
from tests.ui.toc_sheet.helpers import _pilot_in_a_window

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints (not our code).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def test_showing_values_never_writes_them_back(view, doc):
    count = doc.undo_stack.count()
    doc.set_value("sheet.drive", "Curiosity")
    doc.undo_stack.undo()
    doc.undo_stack.redo()
    doc.undo_stack.undo()
    assert doc.undo_stack.count() == count + 1
    assert view.drive_combo.currentText() == "Scholarship"


# --------------------------------------------------------------------------- violations


def test_violations_panel_lists_an_overspent_pool_and_leads_to_the_abilities(view, doc, qtbot):
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    assert not view.violations.violations
    model = view.ability_models["General"]
    assert model.setData(model.index(model.row_of("Athletics"), AbilityColumn.RATING), 8)
    codes = [view.violations.list.item(r).data(CodeRole) for r in range(view.violations.list.count())]
    assert "build.general.overspent" in codes
    row = codes.index("build.general.overspent")
    view.name_edit.setFocus()
    view.violations.activate_row(row)
    table = view.ability_tables["General"]
    qtbot.waitUntil(table.hasFocus)


def test_violations_link_to_their_fields(view, doc, qtbot):
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    assert view.focus_field("sheet.drive") is view.drive_combo
    assert view.focus_field("sheet.pillars_of_sanity") is view.pillars_table
    assert view.focus_field("sheet.abilities[Library Use]") is view.ability_tables["Academic"]
    current = view.ability_tables["Academic"].currentIndex()
    assert current.data(Qt.ItemDataRole.DisplayRole) is not None
    assert view.ability_models["Academic"].line(current.row()).name == "Library Use"
    assert view.focus_field("sheet.abilities[Health]") is view.pool_rows["Health"][0]
    assert view.focus_field("sheet.occupation.picks.other") is view.pick_buttons[0]
    assert view.focus_field("sheet.languages") is view.languages_table
    # Drop the pillars: the panel names the field and leads to the list.
    doc.set_value("sheet.pillars_of_sanity", [])
    items = [view.violations.list.item(r) for r in range(view.violations.list.count())]
    pillars = next(i for i in items if i.data(CodeRole) == "pillars.count")
    view.violations.activate_row(view.violations.list.row(pillars))
    qtbot.waitUntil(view.pillars_table.hasFocus)


# --------------------------------------------------------------------------- layout, access


def test_keyboard_order_and_accessible_names(view, qtbot):
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    view.name_edit.setFocus()
    qtbot.waitUntil(view.name_edit.hasFocus)
    # The branch box is hidden (an Author): Tab goes on to the occupation's choice.
    for expected in (view.player_edit, view.occupation_combo, view.pick_buttons[0], view.campaign_combo):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is expected
    # The refresh buttons come first, the rule checks last.
    assert view._tab_chain[0] is view.refresh_buttons["adventure"]
    assert view._tab_chain[-1] is view.violations.list
    for widget in (
        view.name_edit, view.occupation_combo, view.drive_combo, view.campaign_combo,
        view.investigators_spin, view.pillar_name, view.weapon_kind, *view.refresh_buttons.values(),
        *view.test_buttons.values(), *view.spend_buttons.values(),
    ):
        assert widget.accessibleName(), widget.objectName()
    for name, (rating, pool, _status) in view.pool_rows.items():
        assert rating.accessibleName() == f"{name} rating"
        assert pool.accessibleName() == f"{name} pool"


@pytest.mark.parametrize(("width", "columns"), [(900, 1), (1280, 2), (1920, 3)])
def test_layout_columns_follow_the_width(view, qtbot, width, columns):
    view.resize(width, 800)
    view.show()
    qtbot.waitExposed(view)
    used = sum(1 for layout in view._column_layouts if layout.count() > 1)
    assert used == columns
    # Every ability table shows all its rows (no inner scrolling).
    for family, table in view.ability_tables.items():
        if family:
            rows = table.model().rowCount()
            assert table.viewport().height() >= rows * table.verticalHeader().defaultSectionSize()


def test_a_blank_sheet(qtbot, controller):
    doc = SheetDocument(ToCDocument(sheet=ToCSheet()))
    view = ToCSheetView(doc, controller)
    qtbot.addWidget(view)
    assert view.occupation_combo.currentIndex() == 0
    assert not view.picks_widget.isVisibleTo(view)
    assert view.pool_rows["Sanity"][0].value() == 4
    assert view.budget_labels["general"]["total"].text() == "65"
    assert any(v.code == "occupation.missing" for v in view.violations.violations)


def test_a_toc_sheet_never_forces_the_window_wider_than_a_1024_px_screen(qtbot, tmp_path):
    """The refresh buttons go to a second header row when the view is narrow."""
    window, sheet = _pilot_in_a_window(qtbot, tmp_path, 1000, 660)
    assert window.minimumSizeHint().width() <= 1024
    assert window.width() <= 1024
    window.resize(1500, 800)
    qtbot.waitUntil(lambda: sheet.view._header_wide is True)
    sheet.doc.undo_stack.setClean()
