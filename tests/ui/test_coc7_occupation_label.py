"""The occupation box names why an occupation is not one of the era's list (issue 12)."""

from __future__ import annotations

from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui.coc7_sheet import CoC7SheetView


def _view(qtbot, doc: SheetDocument) -> CoC7SheetView:
    view = CoC7SheetView(doc, RollController())
    qtbot.addWidget(view)
    return view


def test_a_custom_occupation_is_marked_custom(qtbot):
    doc = SheetDocument.open(str(resource("samples", "harvey-walters.sheet.json")))
    view = _view(qtbot, doc)
    assert view.occupation_combo.currentText() == "Journalist (rulebook example) (custom)"


def test_an_occupation_of_another_era_and_an_unknown_one(qtbot):
    doc = SheetDocument.open(str(resource("samples", "harvey-walters.sheet.json")))
    view = _view(qtbot, doc)
    sheet = doc.sheet.model_copy(deep=True)
    sheet.occupation = sheet.occupation.model_copy(update={"custom": None, "name": "Hacker"})
    doc.replace_sheet(sheet, "modern occupation")
    assert view.occupation_combo.currentText() == "Hacker (not of this era)"
    sheet = doc.sheet.model_copy(deep=True)
    sheet.occupation = sheet.occupation.model_copy(update={"name": "Lamplighter"})
    doc.replace_sheet(sheet, "unknown occupation")
    assert view.occupation_combo.currentText() == "Lamplighter (not in the occupation list)"
