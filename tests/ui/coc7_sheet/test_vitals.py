"""The CoC sheet's pools and conditions: edits and the Luck, Idea, Know and SAN buttons."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import Qt

from tests.ui.coc7_sheet.helpers import type_into

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints; the warning says
# nothing about our code (it also comes from a bare QDialog with a label).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def test_pools_and_conditions_edit_the_sheet(harvey, make_view, qtbot):
    view = make_view(harvey)
    type_into(qtbot, view.hp_spin, "4")
    assert harvey.sheet.hp == 4
    view.condition_boxes["major_wound"].click()
    assert harvey.sheet.conditions.major_wound
    type_into(qtbot, view.luck_spin, "40")
    assert harvey.sheet.luck == 40
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()
    assert not view.condition_boxes["major_wound"].isChecked()
    harvey.undo_stack.undo()
    assert view.hp_spin.value() == 10 and harvey.sheet.hp is None


def test_luck_idea_know_and_san_buttons(harvey, make_view, qtbot, controller, monkeypatch):
    view = make_view(harvey, show=True)
    for button in (view.luck_roll, view.idea_roll, view.know_roll):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [c.kind for c in controller.log.cards] == ["luck", "idea", "know"]
    # The SAN button asks for the loss (the sheet has none): the dialog opens.
    opened = []
    monkeypatch.setattr(type(view.san_roll), "roll_with_options", lambda self: opened.append(self))
    qtbot.mouseClick(view.san_roll, Qt.MouseButton.LeftButton)
    assert opened == [view.san_roll]


# --------------------------------------------------------------------------- the section alone


def _vitals_alone(qtbot, controller, context=None):
    """The vitals section built on the sample Harvey, outside any sheet view."""
    from sheetmaker.models.document import SheetDocument
    from sheetmaker.resources import resource
    from sheetmaker.ui.coc7_sheet.vitals import VitalsSection

    doc = SheetDocument.open(str(resource("samples", "harvey-walters.sheet.json")))
    section = VitalsSection(doc, controller, context)
    qtbot.addWidget(section.box)
    return doc, section


def test_the_vitals_section_alone_shows_and_edits_the_document(qtbot, controller):
    doc, vitals = _vitals_alone(qtbot, controller)
    box = vitals.box
    assert box.parentWidget() is None and box.objectName() == "statusBox"
    assert box.title() == "Hit points, magic points, sanity and luck"
    d = doc.derived
    assert (vitals.hp_spin.value(), vitals.mp_spin.value(), vitals.san_spin.value()) == (d.hp, d.mp, d.san)
    assert vitals.luck_spin.value() == 54
    assert vitals.hp_max.text() == f"of {d.hp_max}" and vitals.mp_max.text() == f"of {d.mp_max}"
    assert vitals.san_info.text() == f"start {d.san_start}, max {d.san_max}"
    assert vitals.mov_label.text() == f"MOV <b>{d.mov}</b>"
    # Every widget of the box is the section's own (nothing was made in some other window).
    assert all(w.window() is box for w in (vitals.hp_spin, vitals.luck_roll, *vitals.condition_boxes.values()))

    # An edit through the spin box changes the document.
    type_into(qtbot, vitals.hp_spin, "4")
    assert doc.sheet.hp == 4
    vitals.condition_boxes["major_wound"].click()
    assert doc.sheet.conditions.major_wound

    # A change of the document shows at once.
    doc.set_value("sheet.hp", 7)
    assert vitals.hp_spin.value() == 7
    doc.set_value("sheet.conditions.dying", True)
    assert vitals.condition_boxes["dying"].isChecked()
    doc.set_value("sheet.characteristics.CON", doc.sheet.characteristics.CON + 20)
    assert vitals.hp_max.text() == f"of {doc.derived.hp_max}" != f"of {d.hp_max}"
    doc.undo_stack.undo()
    assert vitals.hp_max.text() == f"of {d.hp_max}"
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert vitals.hp_spin.value() == 4 and not vitals.condition_boxes["dying"].isChecked()


def test_the_vitals_section_alone_rolls_and_lives_as_long_as_its_box(qtbot, controller):
    doc, vitals = _vitals_alone(qtbot, controller)
    box, luck_roll, hp_max = vitals.box, vitals.luck_roll, vitals.hp_max
    box.show()
    qtbot.waitExposed(box)
    qtbot.mouseClick(luck_roll, Qt.MouseButton.LeftButton)
    assert [c.kind for c in controller.log.cards] == ["luck"]
    del vitals  # the box keeps its section: it still follows the document
    gc.collect()
    doc.set_value("sheet.characteristics.SIZ", doc.sheet.characteristics.SIZ + 20)
    assert hp_max.text() == f"of {doc.derived.hp_max}"


def test_the_vitals_section_shares_its_fields_tab_order_and_refusals_through_the_context(qtbot, controller):
    from sheetmaker.ui.sheet_sections import SheetContext

    refused: list[str] = []
    context = SheetContext(show_error=refused.append)
    _doc, vitals = _vitals_alone(qtbot, controller, context)
    assert context.fields["sheet.hp"] is vitals.hp_spin
    assert context.fields["sheet.conditions.dead"] is vitals.condition_boxes["dead"]
    assert context.tab_chain[:6] == [
        vitals.hp_spin, vitals.mp_spin, vitals.san_spin, vitals.san_roll, vitals.luck_spin, vitals.luck_roll,
    ]
    assert context.tab_chain[-1] is vitals.dodge_roll
    vitals.hp_spin.editFailed.emit("HP refused")
    assert refused == ["HP refused"]
