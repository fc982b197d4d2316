"""The occupation choices dialog, driven through its real widgets and through the CoC sheet view."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLabel

from sheetmaker.models.document import SheetDocument, with_path
from sheetmaker.models.rolls import RollController
from sheetmaker.systems.coc7.model import OccupationChoice, Skill
from sheetmaker.ui.coc7_occupation import OccupationChoicesDialog
from sheetmaker.ui.coc7_sheet import CoC7SheetView
from sheetmaker.ui.violations import CodeRole, FieldRole
from tests.fixtures import HARVEY_ALLOCATION

# Qt's offscreen plugin warns whenever a shown window gets size hints (see test_coc7_sheet.py),
# and when the completer's popup (shown as a skill is typed) raises itself and grabs the keyboard.
pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support propagateSizeHints\(\)",
    r"This plugin does not support raise\(\)",
    r"This plugin does not support grabbing the keyboard",
)

CHOICE_CODES = ("occupation.choice.count", "occupation.choice.duplicate", "occupation.choice.not_allowed")


def sheet_with(occupation: OccupationChoice | None) -> SheetDocument:
    """Harvey Walters (a valid Journalist) with another occupation choice, as opened (no undo step)."""
    doc = SheetDocument.open(str(HARVEY_ALLOCATION))
    return SheetDocument(with_path(doc.document, "sheet.occupation", occupation))


@pytest.fixture
def journalist(qapp):
    """A Journalist who has not made the occupation's choices yet."""
    return sheet_with(OccupationChoice(name="Journalist"))


@pytest.fixture
def view_of(qtbot):
    def build(doc: SheetDocument, show: bool = False) -> CoC7SheetView:
        view = CoC7SheetView(doc, RollController(rng=random.Random(7)))
        qtbot.addWidget(view)
        view.resize(1280, 800)
        if show:
            view.show()
            qtbot.waitExposed(view)
            view.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is view)
        return view

    return build


@pytest.fixture
def dialog_of(qtbot):
    def build(doc: SheetDocument, show: bool = False) -> OccupationChoicesDialog:
        dialog = OccupationChoicesDialog(doc)
        qtbot.addWidget(dialog)
        if show:
            dialog.show()
            qtbot.waitExposed(dialog)
            dialog.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
        return dialog

    return build


def codes(doc: SheetDocument, prefix: str = "occupation.") -> list[tuple[str, str]]:
    return [(v.code, v.field) for v in doc.violations if v.code.startswith(prefix)]


def choose(combo: QComboBox, label: str) -> None:
    """Pick ``label`` from a non-editable picker as the user would (by its item)."""
    assert not combo.isEditable()
    index = combo.findData(label)
    assert index >= 0, (label, [combo.itemData(i) for i in range(combo.count())])
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def type_pick(qtbot, combo: QComboBox, text: str) -> None:
    """Replace an editable picker's text by typing it."""
    assert combo.isEditable()
    combo.lineEdit().selectAll()
    qtbot.keyClick(combo.lineEdit(), Qt.Key.Key_Delete)
    qtbot.keyClicks(combo.lineEdit(), text)


def shown_messages(dialog: OccupationChoicesDialog) -> list[str]:
    return [label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog) and label.text()
            and label.palette().color(label.foregroundRole()) != dialog.palette().color(label.foregroundRole())]


# --------------------------------------------------------------------------- picks


def test_journalist_without_picks_shows_two_violations(journalist, view_of):
    view = view_of(journalist)
    panel = view.violations
    shown = [
        (panel.list.item(i).data(CodeRole), panel.list.item(i).data(FieldRole)) for i in range(panel.list.count())
    ]
    choice = [item for item in shown if item[0] == "occupation.choice.count"]
    assert choice == [
        ("occupation.choice.count", "sheet.occupation.picks.social"),
        ("occupation.choice.count", "sheet.occupation.picks.other"),
    ]
    assert view.occupation_choices_button.isEnabled()


def test_picking_charm_and_two_skills_clears_the_violations_in_one_undo_step(journalist, view_of, qtbot):
    view = view_of(journalist)
    dialog = view.open_occupation_choices()
    assert isinstance(dialog, OccupationChoicesDialog)
    assert dialog.isVisible() and dialog.isModal()
    social = dialog.pick_combos["social"]
    assert len(social) == 1
    assert [social[0].itemData(i) for i in range(1, social[0].count())] == [
        "Charm", "Fast Talk", "Intimidate", "Persuade",
    ]
    choose(social[0], "Charm")
    first, second = dialog.pick_combos["other"]
    type_pick(qtbot, first, "Listen")
    type_pick(qtbot, second, "spot hidden")
    assert dialog.errors == [] and dialog.missing == 0
    assert dialog.ok_button.isEnabled()
    assert journalist.undo_stack.count() == 0
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert journalist.undo_stack.count() == 1
    assert journalist.sheet.occupation == OccupationChoice(
        name="Journalist", picks={"social": ["Charm"], "other": ["Listen", "Spot Hidden"]}
    )
    # Harvey's points were already in those skills: the sheet follows every rule again.
    assert journalist.violations == []
    assert view.violations.violations == ()
    journalist.undo_stack.undo()
    assert [code for code, _ in codes(journalist)] == ["occupation.choice.count", "occupation.choice.count"]
    journalist.undo_stack.redo()
    assert codes(journalist) == []


def test_keyboard_only(journalist, dialog_of, qtbot):
    dialog = dialog_of(journalist, show=True)
    # The dialog starts at the first thing left to do.
    social = dialog.pick_combos["social"][0]
    assert QApplication.focusWidget() is social
    qtbot.keyClick(social, Qt.Key.Key_Down)  # the first social skill
    assert social.currentData() == "Charm"
    qtbot.keyClick(social, Qt.Key.Key_Tab)
    first = dialog.pick_combos["other"][0]
    assert QApplication.focusWidget() in (first, first.lineEdit())
    qtbot.keyClicks(QApplication.focusWidget(), "Occult")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    second = dialog.pick_combos["other"][1]
    assert QApplication.focusWidget() in (second, second.lineEdit())
    qtbot.keyClicks(QApplication.focusWidget(), "Charm")
    assert not dialog.ok_button.isEnabled()  # a duplicate
    qtbot.keyClick(second.lineEdit(), Qt.Key.Key_Return)  # refused: nothing applied
    assert journalist.undo_stack.count() == 0 and not dialog.result()
    second.lineEdit().selectAll()
    qtbot.keyClicks(second.lineEdit(), "Listen")
    qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
    assert journalist.sheet.occupation.picks == {"social": ["Charm"], "other": ["Occult", "Listen"]}
    assert journalist.undo_stack.count() == 1


def test_duplicates_and_fixed_skills_are_refused_inline(journalist, dialog_of, qtbot):
    dialog = dialog_of(journalist, show=True)
    choose(dialog.pick_combos["social"][0], "Charm")
    first, second = dialog.pick_combos["other"]
    type_pick(qtbot, first, "Charm")
    assert not dialog.ok_button.isEnabled()
    message = "Charm is already picked (“One social skill”): pick another skill."
    assert dialog.errors == [message]
    assert message in shown_messages(dialog)
    assert first.accessibleDescription() == message
    # A fixed skill of the occupation (whatever the spelling) is no pick either.
    type_pick(qtbot, first, "art/craft (photography)")
    assert dialog.errors == [
        "Art/Craft (Photography) is already an occupation skill of Journalist: pick another skill."
    ]
    # Two picks of the same choice.
    type_pick(qtbot, first, "Occult")
    type_pick(qtbot, second, "Occult")
    assert dialog.errors == ["Occult is already picked (pick 1 of “2 skills of your choice (personal or era "
                             "specialties)”): pick another skill."]
    assert not dialog.ok_button.isEnabled()
    dialog.accept()  # even called directly: refused
    assert dialog.isVisible() and journalist.undo_stack.count() == 0
    type_pick(qtbot, second, "Listen")
    assert dialog.errors == [] and dialog.ok_button.isEnabled()
    assert shown_messages(dialog) == []
    assert first.accessibleDescription() == ""


def test_unknown_unnamed_and_out_of_bounds_picks_are_explained(journalist, dialog_of, qtbot):
    dialog = dialog_of(journalist)
    first = dialog.pick_combos["other"][0]
    type_pick(qtbot, first, "Basket Weaving")
    assert "is not a skill of the list" in dialog.errors[0]
    type_pick(qtbot, first, "Science")
    assert dialog.errors == ["Name the specialisation, e.g. Science (Astronomy)."]
    type_pick(qtbot, first, "Cthulhu Mythos")
    assert dialog.errors == ["Cthulhu Mythos takes no occupation points: pick another skill."]
    type_pick(qtbot, first, "Credit Rating")
    assert len(dialog.errors) == 1 and not dialog.ok_button.isEnabled()
    # A forgotten bracket is forgiven; the label is stored as the sheet writes it.
    type_pick(qtbot, first, "science (chemistry")
    assert dialog.errors == []
    assert dialog.choice().picks == {"other": ["Science (Chemistry)"]}


def test_specialised_skill_template_leaves_the_name_to_type(journalist, dialog_of, qtbot):
    dialog = dialog_of(journalist, show=True)
    first = dialog.pick_combos["other"][0]
    index = first.findText("Science (…)")
    assert index >= 0
    # The specialisation names are offered as the user types.
    assert "Science (Chemistry)" in first.completer().model().stringList()
    # Fixed skills of the occupation are not offered; Credit Rating and Cthulhu Mythos neither.
    items = [first.itemText(i) for i in range(first.count())]
    assert "History" not in items and "Credit Rating" not in items and "Cthulhu Mythos" not in items
    assert "Occult" in items and "Language (…)" in items
    first.setCurrentIndex(index)
    first.textActivated.emit(first.itemText(index))
    assert "Name the specialisation" in dialog.errors[0]
    qtbot.waitUntil(lambda: first.currentText() == "Science (")
    assert first.lineEdit().cursorPosition() == len("Science (")
    qtbot.keyClicks(first.lineEdit(), "Chemistry)")
    assert first.currentText() == "Science (Chemistry)"
    assert dialog.errors == []


def test_options_of_a_list_with_a_specialised_skill(qapp, dialog_of, qtbot):
    doc = sheet_with(OccupationChoice(name="Criminal", picks={"social": ["Occult"]}))
    dialog = dialog_of(doc)
    # A stored pick that is not an option shows, flagged.
    social = dialog.pick_combos["social"][0]
    assert social.currentData() == "Occult"
    assert dialog.errors == ["Occult is not one of the options (Charm / Fast Talk / Intimidate / Persuade)."]
    choose(social, "Intimidate")
    # "Fighting or Firearms" takes any specialisation of either, and only those.
    weapon = dialog.pick_combos["fighting_or_firearms"][0]
    assert weapon.isEditable()
    assert [weapon.itemText(i) for i in range(weapon.count())] == ["Fighting (…)", "Firearms (…)"]
    type_pick(qtbot, weapon, "Firearms (Rifle/Shotgun)")
    assert dialog.errors == []
    type_pick(qtbot, weapon, "Throw")
    assert dialog.errors == ["Throw is not one of the options (Fighting (…) / Firearms (…))."]
    type_pick(qtbot, weapon, "Fighting (Brawl)")
    choose(dialog.pick_combos["acting_or_disguise"][0], "Art/Craft (Acting)")
    choose(dialog.pick_combos["locksmith_or_mechanical_repair"][0], "Locksmith")
    dialog.accept()
    assert doc.sheet.occupation.picks == {
        "acting_or_disguise": ["Art/Craft (Acting)"],
        "social": ["Intimidate"],
        "fighting_or_firearms": ["Fighting (Brawl)"],
        "locksmith_or_mechanical_repair": ["Locksmith"],
    }
    assert [c for c, _ in codes(doc) if c.startswith("occupation.choice")] == []


# --------------------------------------------------------------------------- specialisations


def test_antiquarian_names_the_art_craft_specialisation(qapp, dialog_of, qtbot):
    doc = sheet_with(OccupationChoice(name="Antiquarian"))
    missing = [f for c, f in codes(doc) if c == "occupation.specialisation_missing"]
    assert missing == [
        "sheet.occupation.specialisations.Art/Craft",
        "sheet.occupation.specialisations.Language (Other)",
    ]
    dialog = dialog_of(doc, show=True)
    assert list(dialog.specialisation_combos) == ["Art/Craft", "Language (Other)"]
    art = dialog.specialisation_combos["Art/Craft"]
    assert art.isEditable()
    assert "Photography" in [art.itemText(i) for i in range(art.count())]
    assert QApplication.focusWidget() in (art, art.lineEdit())  # the first thing to do
    qtbot.keyClicks(art.lineEdit(), "Photography")
    # The named specialisation is now a fixed skill: picking it again is refused.
    other = dialog.pick_combos["other"][0]
    type_pick(qtbot, other, "Art/Craft (Photography)")
    assert dialog.errors == [
        "Art/Craft (Photography) is already an occupation skill of Antiquarian: pick another skill."
    ]
    type_pick(qtbot, other, "Occult")
    # Free text is allowed, brackets are not.
    language = dialog.specialisation_combos["Language (Other)"]
    type_pick(qtbot, language, "Latin (Vulgar)")
    assert dialog.errors == ["Write the specialisation without brackets, e.g. Arabic."]
    type_pick(qtbot, language, "Old   Norse")
    assert dialog.errors == [] and dialog.missing == 1  # the social skill may wait
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert doc.undo_stack.count() == 1
    assert doc.sheet.occupation.specialisations == {"Art/Craft": "Photography", "Language (Other)": "Old Norse"}
    assert codes(doc) == [("occupation.choice.count", "sheet.occupation.picks.social")]
    assert {"Art/Craft (Photography)", "Language (Old Norse)"} <= doc.derived.occupation_skills
    doc.undo_stack.undo()
    assert len([c for c, _ in codes(doc) if c == "occupation.specialisation_missing"]) == 2


def test_existing_choices_are_shown_and_cancel_changes_nothing(qapp, dialog_of, qtbot):
    stored = OccupationChoice(
        name="Antiquarian",
        formula_pick=None,
        picks={"social": ["Persuade"], "other": ["Occult"], "gone": ["Ride"]},
        specialisations={"art/craft": "Fine Art"},
    )
    doc = sheet_with(stored)
    dialog = dialog_of(doc)
    assert dialog.specialisation_combos["Art/Craft"].currentText() == "Fine Art"
    assert dialog.pick_combos["social"][0].currentData() == "Persuade"
    assert dialog.pick_combos["other"][0].currentText() == "Occult"
    assert "Ride" in dialog.notes.text()  # a pick of a choice the occupation lacks goes
    dialog.reject()
    assert doc.undo_stack.count() == 0 and doc.sheet.occupation == stored
    dialog = dialog_of(doc)
    dialog.accept()
    assert doc.sheet.occupation.picks == {"social": ["Persuade"], "other": ["Occult"]}
    assert "occupation.choice.unknown" not in [c for c, _ in codes(doc)]


# --------------------------------------------------------------------------- points formula


def test_formula_pick_changes_the_occupation_budget(qapp, view_of, qtbot):
    doc = sheet_with(OccupationChoice(name="Police Detective"))
    view = view_of(doc)
    # Harvey: EDU 90, DEX 55, STR 50; EDU×2 + (DEX or STR)×2.
    assert doc.derived.occupation_budget.total == 290
    dialog = view.open_occupation_choices()
    combo = dialog.formula_combo
    assert combo is not None
    assert combo.currentData() == ""  # the best, preselected
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "The best, now DEX: 290 points",
        "DEX (55): 290 points",
        "STR (50): 280 points",
    ]
    combo.setCurrentIndex(combo.findData("STR"))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert doc.sheet.occupation.formula_pick == "STR"
    assert doc.derived.occupation_budget.total == 280
    assert "EDU×2 + (DEX or STR)×2" in view.occupation_budget.text()
    assert "of 280 spent" in view.occupation_budget.text()
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.derived.occupation_budget.total == 290
    assert "of 290 spent" in view.occupation_budget.text()


def test_formula_without_a_choice_only_shows_the_points(journalist, dialog_of):
    dialog = dialog_of(journalist)
    assert dialog.formula_combo is None
    assert "EDU×4 = 360 points" in [label.text() for label in dialog.findChildren(QLabel)]


def test_a_wrong_formula_pick_is_put_right_by_ok(qapp, dialog_of):
    doc = sheet_with(OccupationChoice(name="Journalist", formula_pick="DEX",
                                      picks={"social": ["Charm"], "other": ["Listen", "Spot Hidden"]}))
    assert [c for c, _ in codes(doc)] == ["occupation.formula_pick"]
    dialog_of(doc).accept()
    assert codes(doc) == []


# --------------------------------------------------------------------------- the sheet view


def test_choices_button_beside_the_occupation(journalist, view_of, qtbot):
    view = view_of(journalist, show=True)
    button = view.occupation_choices_button
    assert button.accessibleName() == "Occupation choices"
    assert button.text().replace("&", "") == "Choices…"
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = view.findChild(OccupationChoicesDialog)
    assert dialog is not None and dialog.isVisible() and dialog.isModal()
    assert dialog.windowTitle() == "Occupation choices: Journalist"
    dialog.reject()
    # No occupation: nothing to choose.
    journalist.set_value("sheet.occupation", None)
    assert not button.isEnabled()
    journalist.undo_stack.undo()
    assert button.isEnabled()


def test_no_dialog_without_a_known_occupation(qapp, view_of):
    doc = sheet_with(None)
    view = view_of(doc)
    assert not view.occupation_choices_button.isEnabled()
    assert view.open_occupation_choices() is None
    doc = sheet_with(OccupationChoice(name="Lamplighter"))
    view = view_of(doc)
    assert not view.occupation_choices_button.isEnabled()
    assert view.open_occupation_choices() is None
    with pytest.raises(ValueError):
        OccupationChoicesDialog(doc)


def test_occupation_violations_focus_the_choices_button(journalist, view_of, qtbot):
    view = view_of(journalist, show=True)
    panel = view.violations
    fields = [panel.list.item(i).data(FieldRole) for i in range(panel.list.count())]
    row = fields.index("sheet.occupation.picks.other")
    view.name_edit.setFocus()
    panel.activate_row(row)
    assert view.occupation_choices_button.hasFocus()
    assert view.focus_field("sheet.occupation.specialisations.Art/Craft") is view.occupation_choices_button
    assert view.focus_field("sheet.occupation.formula_pick") is view.occupation_choices_button
    # Choosing an occupation is done in the combo box.
    assert view.focus_field("sheet.occupation.name") is view.occupation_combo
    journalist.set_value("sheet.occupation", None)
    assert view.focus_field("sheet.occupation") is view.occupation_combo
    assert view.occupation_combo.hasFocus()


def test_the_button_follows_the_combo_in_the_tab_order(journalist, view_of, qtbot):
    view = view_of(journalist, show=True)
    view.occupation_combo.setFocus()
    qtbot.keyClick(view.occupation_combo, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view.occupation_choices_button
    qtbot.keyClick(view.occupation_choices_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view.age_spin or view.age_spin.isAncestorOf(QApplication.focusWidget())


def test_the_dialog_closes_when_the_occupation_changes_under_it(journalist, view_of, qtbot):
    view = view_of(journalist)
    dialog = view.open_occupation_choices()
    assert dialog.isVisible()
    journalist.set_value("sheet.occupation", OccupationChoice(name="Antiquarian"))
    assert not dialog.isVisible()
    assert journalist.sheet.occupation == OccupationChoice(name="Antiquarian")


def test_every_control_is_named_for_screen_readers(qapp, dialog_of):
    doc = sheet_with(OccupationChoice(name="Soldier"))
    dialog = dialog_of(doc)
    combos = dialog.findChildren(QComboBox)
    assert len(combos) == 1 + 3 + 1 + 2  # formula, Fighting/Firearms/Survival, climb or swim, 2 picks
    assert all(combo.accessibleName() for combo in combos)
    assert dialog.pick_combos["first_aid_mechanical_repair_or_language"][1].accessibleName() == (
        "2 of First Aid / Mechanical Repair / Language (…), pick 2 of 2"
    )


@pytest.fixture
def fusion(qapp):
    """The Fusion style for the test (the style of the suite is restored after it)."""
    before = QApplication.style().name()
    QApplication.setStyle("Fusion")
    yield
    QApplication.setStyle(before)


def test_render_offscreen(fusion, dialog_of, qtbot):
    doc = sheet_with(OccupationChoice(name="Antiquarian", picks={"other": ["History"]}))
    dialog = dialog_of(doc, show=True)
    qtbot.wait(10)
    assert dialog.grab().save("/tmp/occ.png")
    # Nothing is cut: the content fits without a horizontal scroll bar, and every message
    # has the room its text needs.
    assert dialog.scroll_area.horizontalScrollBar().maximum() == 0
    for label in dialog.findChildren(QLabel):
        if label.isVisibleTo(dialog) and label.text():
            assert label.height() >= label.heightForWidth(label.width()) or not label.wordWrap(), label.text()


def test_a_custom_skill_of_the_sheet_may_be_an_any_pick(qapp, dialog_of, qtbot):
    doc = sheet_with(OccupationChoice(name="Journalist"))
    skills = [*doc.sheet.skills, Skill(name="Dreamlands Lore", custom_base=5)]
    doc = SheetDocument(with_path(doc.document, "sheet.skills", skills))
    dialog = dialog_of(doc)
    first = dialog.pick_combos["other"][0]
    assert first.findText("Dreamlands Lore") >= 0
    type_pick(qtbot, first, "dreamlands lore")
    assert dialog.errors == []
    # ... but not for a choice among listed skills.
    social = dialog.pick_combos["social"][0]
    assert social.findData("Dreamlands Lore") < 0
    dialog.accept()
    assert doc.sheet.occupation.picks == {"other": ["Dreamlands Lore"]}
    assert doc.derived.is_occupation_skill("Dreamlands Lore")
