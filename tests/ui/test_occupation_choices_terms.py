"""The occupation choices form (the sheet's dialog and the creation wizard's choices page) in
German and French: its editable skill pickers list and complete the skills in the language in
use, accept names typed in it (or in English) and store the English labels; the specialisation
fields of fixed skills do the same."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from sheetmaker.core import i18n
from sheetmaker.models.document import SheetDocument, with_path
from sheetmaker.systems.coc7.model import OccupationChoice
from sheetmaker.systems.coc7.session import AgeAnswers, CharacteristicsAnswers, OccupationAnswers, SetupAnswers
from sheetmaker.ui.coc7_occupation import OccupationChoicesDialog
from sheetmaker.ui.wizards.coc7.pages.choices import ChoicesPage
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard
from tests.fixtures import HARVEY_ALLOCATION

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support propagateSizeHints\(\)",
    r"This plugin does not support raise\(\)",
    r"This plugin does not support grabbing the keyboard",
)


def sheet_with(occupation: OccupationChoice) -> SheetDocument:
    doc = SheetDocument.open(str(HARVEY_ALLOCATION))
    return SheetDocument(with_path(doc.document, "sheet.occupation", occupation))


@pytest.fixture
def dialog_of(qtbot):
    def build(doc: SheetDocument) -> OccupationChoicesDialog:
        dialog = OccupationChoicesDialog(doc)
        qtbot.addWidget(dialog)
        return dialog

    return build


def type_pick(qtbot, combo: QComboBox, text: str) -> None:
    """Replace an editable picker's text by typing it (accented letters pasted in: the offscreen
    platform has no key for them)."""
    combo.lineEdit().selectAll()
    qtbot.keyClick(combo.lineEdit(), Qt.Key.Key_Delete)
    if text.isascii():
        qtbot.keyClicks(combo.lineEdit(), text)
    else:
        combo.lineEdit().insert(text)


def items(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_german_any_skill_picker_accepts_bibliotheksnutzung_and_stores_library_use(qapp, dialog_of, qtbot):
    i18n.set_language("de")
    doc = sheet_with(OccupationChoice(name="Drifter", picks={"social": ["Charm"]}))
    dialog = dialog_of(doc)
    first, second = dialog.pick_combos["other"]
    # The list and the completions are German, in German order; the items keep the English label.
    shown = items(first)
    assert "Okkultismus" in shown and "Naturwissenschaft (…)" in shown and "Occult" not in shown
    assert shown == sorted(shown, key=str.casefold)
    assert first.itemData(shown.index("Okkultismus")) == "Occult"
    assert "Naturwissenschaft (Chemie)" in first.completer().model().stringList()
    type_pick(qtbot, first, "Bibliotheksnutzung")
    type_pick(qtbot, second, "naturwissenschaft (biologie")
    assert dialog.errors == [] and dialog.ok_button.isEnabled()
    dialog.accept()
    assert doc.sheet.occupation.picks == {"social": ["Charm"], "other": ["Library Use", "Science (Biology)"]}
    # Opened again, the stored picks show in German.
    again = dialog_of(doc)
    assert [c.currentText() for c in again.pick_combos["other"]] == [
        "Bibliotheksnutzung", "Naturwissenschaft (Biologie)",
    ]


def test_german_picks_are_checked_like_english_ones(qapp, dialog_of, qtbot):
    i18n.set_language("de")
    dialog = dialog_of(sheet_with(OccupationChoice(name="Drifter", picks={"social": ["Charm"]})))
    first, second = dialog.pick_combos["other"]
    type_pick(qtbot, first, "horchen")  # Listen, a fixed skill of the Drifter
    assert dialog.errors == ["Horchen is already an occupation skill of Herumtreiber: pick another skill."]
    type_pick(qtbot, first, "Naturwissenschaft (")
    assert dialog.errors == ["Name the specialisation, e.g. Naturwissenschaft (Astronomie)."]
    type_pick(qtbot, first, "Okkultismus")
    type_pick(qtbot, second, "Occult")  # English is understood too
    assert dialog.errors[0].startswith("Okkultismus is already picked")
    type_pick(qtbot, second, "Korbflechten")
    assert dialog.errors == ["“Korbflechten” is not a skill of the list. Add it to the sheet as a custom skill "
                             "first, or pick a listed one."]


def test_french_specialisation_of_a_fixed_skill_is_stored_in_english(qapp, dialog_of, qtbot):
    i18n.set_language("fr")
    doc = sheet_with(OccupationChoice(name="Antiquarian", specialisations={"Language (Other)": "Latin"}))
    dialog = dialog_of(doc)
    art = dialog.specialisation_combos["Art/Craft"]
    assert "Photographie" in items(art) and "Photography" not in items(art)
    type_pick(qtbot, art, "Photographie")
    language = dialog.specialisation_combos["Language (Other)"]
    assert language.currentText() == "Latin"
    other = dialog.pick_combos["other"][0]
    type_pick(qtbot, other, "Art/Artisanat (Photographie)")
    assert dialog.errors == [
        "Art/Artisanat (Photographie) is already an occupation skill of Antiquaire: pick another skill."
    ]
    type_pick(qtbot, other, "écouter")
    assert dialog.errors == []
    dialog.accept()
    assert doc.sheet.occupation.specialisations == {"Art/Craft": "Photography", "Language (Other)": "Latin"}
    assert doc.sheet.occupation.picks == {"other": ["Listen"]}


def test_german_wizard_choices_page_stores_library_use(qtbot):
    i18n.set_language("de")
    wizard = CoC7CreationWizard(rng=random.Random(5))
    qtbot.addWidget(wizard)
    wizard.model.set("setup", SetupAnswers())
    wizard.model.set("characteristics", CharacteristicsAnswers(
        method="free", values=dict(STR=50, CON=60, SIZ=50, DEX=70, APP=40, INT=70, POW=50, EDU=80)))
    wizard.model.set("age", AgeAnswers(age=30))
    wizard.model.set("occupation", OccupationAnswers(name="Drifter"))
    wizard.go_to_step("choices")
    page = wizard.current_page
    assert isinstance(page, ChoicesPage) and page.form is not None
    form = page.form
    form.pick_combos["social"][0].setCurrentIndex(form.pick_combos["social"][0].findData("Charm"))
    assert form.pick_combos["social"][0].currentText() == "Charme"
    form.pick_combos["other"][0].setEditText("Bibliotheksnutzung")
    form.pick_combos["other"][1].setEditText("Fremdsprache (Latein)")
    assert wizard.model.answers.choices.picks == {"social": ["Charm"], "other": ["Library Use", "Language (Latin)"]}
    assert wizard.next_button.isEnabled()
