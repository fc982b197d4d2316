"""The ToC sheet's languages and text fields."""

from __future__ import annotations

import pytest

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints (not our code).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


def test_languages_list(view, doc):
    assert "4 named" in view.languages_info.text()
    view.language_name.setText("Greek")
    view.add_language_button.click()
    assert doc.sheet.languages[-1] == "Greek"
    assert "5 named" in view.languages_info.text()
    view.languages_table.setCurrentIndex(view.languages_model.index(4, 0))
    view.remove_language_button.click()
    assert doc.sheet.languages[-1] == "Latin"


def test_text_fields(view, doc):
    view.name_edit.setText("")
    view.name_edit.textEdited.emit("Dr. Ada Hale")
    assert doc.document.name == "Dr. Ada Hale"
    view.benefits_edit.setPlainText("Access to the university library")
    assert doc.sheet.occupational_benefits == "Access to the university library"
    view.notes_box.findChild(type(view.benefits_edit)).setPlainText("Met the professor")
    assert doc.document.notes == "Met the professor"
