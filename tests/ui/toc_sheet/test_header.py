"""The ToC sheet's title bar: the rules edition, the title, the refresh buttons."""

from __future__ import annotations

import pytest

from sheetmaker.models.rolls import RollOptions
from sheetmaker.models.toc_models import AbilityColumn
from tests.ui.toc_sheet.helpers import _pilot_in_a_window

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints (not our code).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


# --------------------------------------------------------------------------- build


def test_the_view_names_the_rules_edition(view):
    assert view.edition_label.text() == "Trail of Cthulhu 1st edition"
    assert view.title_label.text() == f"{view.document.document.name} · Author"
    assert "1st edition" in view.edition_label.toolTip()


def test_refresh_buttons_restore_pools(view, doc, controller):
    view.test_ability("Driving", RollOptions(spend=3))
    view.spend_buttons["Library Use"].click()
    view.pool_rows["Health"][1].setValue(-3)
    assert doc.derived.ability("Driving").pool == 5
    count = doc.undo_stack.count()

    view.refresh_buttons["24h"].click()
    assert doc.derived.ability("Driving").pool == 8
    assert doc.derived.ability("Library Use").pool == 3  # investigative: between adventures only
    assert doc.undo_stack.count() == count + 1

    view.refresh_buttons["rest_day"].click()
    assert doc.derived.health.pool == -1
    assert view.pool_rows["Health"][1].value() == -1
    assert doc.undo_stack.count() == count + 2

    view.refresh_buttons["adventure"].click()
    assert doc.derived.ability("Library Use").pool == 4
    model = view.ability_models["Academic"]
    assert model.index(model.row_of("Library Use"), AbilityColumn.POOL).data() == 4
    assert doc.undo_stack.count() == count + 3
    doc.undo_stack.undo()
    assert doc.derived.ability("Library Use").pool == 3


def test_a_long_title_ends_in_an_ellipsis_with_the_whole_title_as_tooltip(qtbot):
    from sheetmaker.ui.widgets import ElidedLabel

    label = ElidedLabel()
    qtbot.addWidget(label)
    label.show()
    label.setText("Wilhelmina “Billie” Achterberg · Pilot")
    label.resize(label.fontMetrics().horizontalAdvance("Wilhelmina “Billie”") + 4, 30)
    assert label.shown_text().endswith("…") and label.shown_text().startswith("Wilhelmina")
    assert label.toolTip() == "Wilhelmina “Billie” Achterberg · Pilot"
    assert label.text() == "Wilhelmina “Billie” Achterberg · Pilot"
    label.resize(label.fontMetrics().horizontalAdvance(label.text()) + 20, 30)
    assert label.shown_text() == label.text() and label.toolTip() == ""


def test_the_refresh_buttons_make_room_for_the_whole_title(qtbot, tmp_path):
    """A long name (or a longer language) puts the buttons on a second row rather than cutting the title."""
    _window, sheet = _pilot_in_a_window(qtbot, tmp_path, 1500, 800)
    qtbot.waitUntil(lambda: sheet.view._header_wide is True)
    view = sheet.view
    assert view.title_label.shown_text() == view.title_label.text()
    sheet.doc.set_value("name", "Wilhelmina “Billie” Achterberg-Vanderhoeven, Honorary Secretary of the Arkham"
                        " Aero Club and the Very Long Name Society")
    sheet.doc.undo_stack.setClean()  # closing asks nothing, even when an assertion fails
    qtbot.waitUntil(lambda: "Society" in view.title_label.text())
    qtbot.waitUntil(lambda: view._header_wide is False)
    assert view.title_label.shown_text() == view.title_label.text()  # whole, buttons below
