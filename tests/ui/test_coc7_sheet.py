"""The CoC sheet view driven through its real widgets: live updates, undo, tables, portrait,
violations, rolls, keyboard and accessibility."""

from __future__ import annotations

import random
import struct
import zlib

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QColor, QDragEnterEvent, QDropEvent, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from sheetmaker.models.coc7_models import LabelRole, SkillColumn, WeaponColumn
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.systems.coc7 import play as coc_play
from sheetmaker.ui.coc7_sheet import AddSkillDialog, CoC7SheetView
from sheetmaker.ui.violations import CodeRole, FieldRole, ViolationsPanel
from sheetmaker.ui.widgets import PORTRAIT_SIDE, PortraitError, load_portrait
from tests.fixtures import HARVEY_ALLOCATION


# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints; the warning says
# nothing about our code (it also comes from a bare QDialog with a label).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def harvey(qapp):
    return SheetDocument.open(str(HARVEY_ALLOCATION))


@pytest.fixture
def controller(qapp):
    return RollController(rng=random.Random(7))


@pytest.fixture
def make_view(qtbot, controller):
    def build(doc: SheetDocument, width: int = 1280, height: int = 800, show: bool = False) -> CoC7SheetView:
        view = CoC7SheetView(doc, controller)
        qtbot.addWidget(view)
        view.resize(width, height)
        if show:
            view.show()
            qtbot.waitExposed(view)
            view.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is view)
        return view

    return build


@pytest.fixture
def warnings(monkeypatch):
    """Every QMessageBox.warning shown (none blocks)."""
    shown: list[tuple[str, str]] = []

    def fake(parent, title, text, *args, **kwargs):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(fake))
    return shown


def type_into(qtbot, spin: QAbstractSpinBox, text: str) -> None:
    """Select the spin box's text and type ``text`` as a user would."""
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text)


def dependent_values(view: CoC7SheetView) -> dict[str, object]:
    """Everything a characteristic edit may change, as shown."""
    model = view.skills_model
    dodge = model.row_of("Dodge")
    own = model.row_of("Language (Own)")
    return {
        "spins": {name: spin.value() for name, spin in view.characteristic_spins.items()},
        "halves": {name: label.text() for name, label in view.half_labels.items()},
        "fifths": {name: label.text() for name, label in view.fifth_labels.items()},
        "hp": (view.hp_spin.value(), view.hp_max.text()),
        "mp": (view.mp_spin.value(), view.mp_max.text()),
        "san": (view.san_spin.value(), view.san_info.text()),
        "db": view.db_label.text(),
        "build": view.build_label.text(),
        "mov": view.mov_label.text(),
        "dodge": view.dodge_label.text(),
        "budgets": (view.occupation_budget.text(), view.personal_budget.text()),
        "idea": view.idea_label.text(),
        "know": view.know_label.text(),
        "dodge_row": [model.index(dodge, c).data() for c in range(SkillColumn.FIFTH + 1)],
        "own_row": [model.index(own, c).data() for c in range(SkillColumn.FIFTH + 1)],
        "weapons": [
            [view.weapons_model.index(r, c).data() for c in range(WeaponColumn.MALFUNCTION + 1)]
            for r in range(view.weapons_model.rowCount())
        ],
    }


def proxy_cell(view: CoC7SheetView, label: str, column: int):
    """The index of a skill's cell in the table (left or right half) that shows it."""
    source = view.skill_cell(label, column)
    assert source.isValid(), label
    for table, part in zip(view.skills_tables, view.skills_slices, strict=True):
        index = part.mapFromSource(source)
        if index.isValid() and table.isVisibleTo(view):
            return table, index
    raise AssertionError(f"{label} is not shown")


# --------------------------------------------------------------------------- live updates and undo


def test_typing_str_and_siz_updates_hp_db_and_build_at_once(harvey, make_view, qtbot):
    view = make_view(harvey)
    assert view.hp_max.text() == "of 10"
    assert "Damage Bonus <b>0</b>" in view.db_label.text()
    assert "Build <b>0</b>" in view.build_label.text()
    type_into(qtbot, view.characteristic_spins["SIZ"], "80")
    # No waiting: the labels changed in the turn of the key press.
    assert harvey.sheet.characteristics.SIZ == 80
    assert view.hp_max.text() == "of 13"
    assert view.hp_spin.value() == 13  # current HP follows while at the maximum
    assert view.half_labels["SIZ"].text() == "½ 40"
    assert view.fifth_labels["SIZ"].text() == "⅕ 16"
    assert "Damage Bonus <b>+1D4</b>" in view.db_label.text()
    assert "Build <b>1</b>" in view.build_label.text()
    type_into(qtbot, view.characteristic_spins["STR"], "90")
    assert "Damage Bonus <b>+1D6</b>" in view.db_label.text()
    assert "Build <b>2</b>" in view.build_label.text()
    assert view.half_labels["STR"].text() == "½ 45"


def test_undo_and_redo_restore_every_dependent_value(harvey, make_view, qtbot):
    view = make_view(harvey)
    before = dependent_values(view)
    type_into(qtbot, view.characteristic_spins["DEX"], "80")
    type_into(qtbot, view.characteristic_spins["EDU"], "60")
    type_into(qtbot, view.characteristic_spins["CON"], "70")
    after = dependent_values(view)
    assert after != before
    assert after["dodge_row"][SkillColumn.BASE] == 40
    assert after["own_row"][SkillColumn.VALUE] == 60
    assert harvey.undo_stack.count() == 3  # each spin-box run is one step
    for _ in range(3):
        harvey.undo_stack.undo()
    assert dependent_values(view) == before
    for _ in range(3):
        harvey.undo_stack.redo()
    assert dependent_values(view) == after


def test_showing_values_never_pushes_commands(harvey, make_view):
    view = make_view(harvey)
    assert harvey.undo_stack.count() == 0
    harvey.set_value("sheet.characteristics.POW", 70)
    harvey.undo_stack.undo()
    harvey.undo_stack.redo()
    assert harvey.undo_stack.count() == 1
    assert view.characteristic_spins["POW"].value() == 70
    assert view.san_spin.value() == 70  # SAN starts at POW while untouched
    assert view.mp_max.text() == "of 14"


def test_spin_boxes_refuse_out_of_range_values(harvey, make_view, qtbot):
    view = make_view(harvey)
    spin = view.characteristic_spins["STR"]
    assert (spin.minimum(), spin.maximum()) == (0, 999)
    type_into(qtbot, spin, "1234")
    assert spin.value() <= 999
    assert harvey.sheet.characteristics.STR == spin.value()
    assert view.luck_spin.maximum() == 99 and view.san_spin.maximum() == 99


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


def test_text_fields_merge_typing_into_one_step(harvey, make_view, qtbot):
    view = make_view(harvey)
    view.name_edit.clear()  # programmatic: not an edit
    assert harvey.undo_stack.count() == 0
    view.name_edit.setText(harvey.document.name)
    qtbot.keyClicks(view.name_edit, " Jr.")
    assert harvey.document.name == "Harvey Walters Jr."
    edit = view.backstory_edits["phobias"]
    qtbot.keyClicks(edit, "Deep water")
    assert harvey.sheet.backstory.phobias == "Deep water"
    assert harvey.undo_stack.count() == 2
    harvey.undo_stack.undo()
    assert edit.toPlainText() == ""
    harvey.undo_stack.undo()
    assert view.name_edit.text() == "Harvey Walters"


def test_occupation_and_era_are_one_undo_step_each(harvey, make_view):
    view = make_view(harvey)
    combo = view.occupation_combo
    assert combo.currentText() == "Journalist"
    assert combo.itemText(0) == "(none)"
    index = combo.findData("Antiquarian")
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    assert harvey.sheet.occupation.name == "Antiquarian"
    assert harvey.undo_stack.count() == 1
    assert "Antiquarian" in view.occupation_info.text()
    combo.activated.emit(index)  # the same again: nothing
    assert harvey.undo_stack.count() == 1
    era = view.era_combo.findData("modern")
    view.era_combo.setCurrentIndex(era)
    view.era_combo.activated.emit(era)
    assert harvey.sheet.era == "modern"
    assert "Computer Use" in [harvey.derived.skills[i].label for i in range(len(harvey.derived.skills))]
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()
    assert combo.currentText() == "Journalist"
    assert view.era_combo.currentData() == "1920s"


# --------------------------------------------------------------------------- skills


def test_ticking_a_skill_checkbox_is_undoable(harvey, make_view, qtbot):
    view = make_view(harvey)
    table, tick = proxy_cell(view, "Library Use", SkillColumn.TICK)
    table.setCurrentIndex(tick)
    qtbot.keyClick(table.viewport(), Qt.Key.Key_Space)
    if not harvey.sheet.skill("Library Use").ticked:  # the key went to the view, not the viewport
        qtbot.keyClick(table, Qt.Key.Key_Space)
    assert harvey.sheet.skill("Library Use").ticked
    assert tick.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    harvey.undo_stack.undo()
    assert not harvey.sheet.skill("Library Use").ticked
    assert tick.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked


def test_editing_personal_points_changes_value_and_budget(harvey, make_view, qtbot):
    view = make_view(harvey, show=True)
    assert view.personal_budget.text() == "Personal interest points: 140 of 140 spent, 0 left"
    table, cell = proxy_cell(view, "Stealth", SkillColumn.PERSONAL)
    table.setCurrentIndex(cell)
    table.edit(cell)
    editor = table.findChild(QSpinBox)
    assert editor is not None and editor.maximum() == 999
    editor.selectAll()
    qtbot.keyClicks(editor, "25")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The delegate commits on the next turn of the event loop (Qt queues it).
    qtbot.waitUntil(lambda: harvey.sheet.skill("Stealth") is not None)
    assert harvey.sheet.skill("Stealth").personal == 25
    _, value = proxy_cell(view, "Stealth", SkillColumn.VALUE)
    assert value.data() == 45
    assert view.personal_budget.text() == "Personal interest points: 165 of 140 spent, -25 left"
    harvey.undo_stack.undo()
    assert value.data() == 20
    assert view.personal_budget.text() == "Personal interest points: 140 of 140 spent, 0 left"


def test_filter_as_you_type_and_uncommon_toggle(harvey, make_view, qtbot):
    view = make_view(harvey)
    assert "Hypnosis" not in view.visible_skill_labels()
    assert "Spot Hidden" in view.visible_skill_labels()
    qtbot.keyClicks(view.skill_filter, "fire")
    assert view.visible_skill_labels() == ["Firearms (Handgun)", "Firearms (Rifle/Shotgun)"]
    # The two halves show the filtered list between them.
    shown = [t.model().index(r, 0).data(LabelRole) for t in view.skills_tables for r in range(t.model().rowCount())]
    assert shown == view.visible_skill_labels()
    view.skill_filter.clear()
    view.show_uncommon.click()
    assert "Hypnosis" in view.visible_skill_labels()
    view.show_uncommon.click()
    assert "Hypnosis" not in view.visible_skill_labels()


def test_sorting_by_value_keeps_one_list_across_the_halves(harvey, make_view):
    view = make_view(harvey)
    view.skills_tables[1].horizontalHeader().setSortIndicator(SkillColumn.VALUE, Qt.SortOrder.DescendingOrder)
    values = []
    for table in view.skills_tables:
        model = table.model()
        values += [model.index(r, SkillColumn.VALUE).data() for r in range(model.rowCount())]
    assert values == sorted(values, reverse=True)
    assert view.skills_tables[0].horizontalHeader().sortIndicatorSection() == SkillColumn.VALUE


def test_add_a_specialised_skill(harvey, make_view, qtbot):
    view = make_view(harvey, show=True)
    dialog = view.open_add_skill()
    assert isinstance(dialog, AddSkillDialog)
    dialog.skill.setCurrentIndex(dialog.skill.findData("Science"))
    assert dialog.specialisation.findText("Biology") >= 0
    assert not dialog.ok_button.isEnabled()
    dialog.specialisation.setCurrentText("Biology")
    assert dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert harvey.sheet.skill("Science (Biology)") is not None
    assert "Science (Biology)" in view.visible_skill_labels()
    assert "Science" not in view.visible_skill_labels()
    # It is selected, so it can be removed again.
    assert view.remove_skill_button.isEnabled()
    # The same again is refused in the dialog, which stays open and says why.
    again = view.open_add_skill()
    again.skill.setCurrentIndex(again.skill.findData("Science"))
    again.specialisation.setCurrentText("biology")
    qtbot.mouseClick(again.ok_button, Qt.MouseButton.LeftButton)
    assert again.isVisible()
    assert "already on the sheet" in again.error.text()
    again.reject()
    assert view.remove_selected_skill()
    assert "Science (Biology)" not in view.visible_skill_labels()
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()
    assert harvey.sheet.skill("Science (Biology)") is None
    assert "Science" in view.visible_skill_labels()


def test_add_a_custom_skill(harvey, make_view, qtbot):
    view = make_view(harvey)
    dialog = view.open_add_skill()
    dialog.custom_choice.click()
    qtbot.keyClicks(dialog.custom_name, "Dreamlands Lore")
    dialog.custom_base.setValue(5)
    dialog.accept()
    line = harvey.derived.skill("Dreamlands Lore")
    assert line is not None and line.custom and line.value == 5
    assert "Dreamlands Lore" in view.visible_skill_labels()


def test_refused_skill_edit_is_explained(harvey, make_view):
    view = make_view(harvey)
    _, cell = proxy_cell(view, "Climb", SkillColumn.PERSONAL)
    assert not cell.model().setData(cell, 100_000)
    assert view.skills_error.isVisibleTo(view)
    assert "999" in view.skills_error.text()
    harvey.set_value("sheet.characteristics.STR", 55)  # the next change clears the message
    assert not view.skills_error.isVisibleTo(view)


# --------------------------------------------------------------------------- weapons


def test_weapon_add_edit_remove(harvey, make_view, qtbot):
    view = make_view(harvey, show=True)
    model = view.weapons_model
    qtbot.mouseClick(view.add_weapon_button, Qt.MouseButton.LeftButton)
    assert model.rowCount() == 3
    editor = view.weapons_table.findChild(QLineEdit)  # the name is being edited
    assert editor is not None
    editor.selectAll()
    qtbot.keyClicks(editor, "Revolver")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: harvey.sheet.weapons[2].name == "Revolver")
    assert model.setData(model.index(2, WeaponColumn.SKILL), "Firearms (Handgun)")
    assert model.index(2, WeaponColumn.REGULAR).data() == 20
    assert model.setData(model.index(2, WeaponColumn.DAMAGE), "1D10")
    assert not model.setData(model.index(2, WeaponColumn.DAMAGE), "1D10+")
    assert view.weapons_error.isVisibleTo(view)
    assert "dice expression" in view.weapons_error.text()
    view.weapons_table.setCurrentIndex(model.index(0, WeaponColumn.NAME))
    qtbot.mouseClick(view.remove_weapon_button, Qt.MouseButton.LeftButton)
    assert [w.name for w in harvey.sheet.weapons] == ["Walking stick", "Revolver"]
    harvey.undo_stack.undo()
    assert [w.name for w in harvey.sheet.weapons] == ["Unarmed", "Walking stick", "Revolver"]


# --------------------------------------------------------------------------- portrait


def _png(path, width: int, height: int, alpha: bool = False) -> None:
    fmt = QImage.Format.Format_ARGB32 if alpha else QImage.Format.Format_RGB32
    image = QImage(width, height, fmt)
    image.fill(QColor(120, 80, 40, 128 if alpha else 255))
    assert image.save(str(path), "PNG")


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def _png_header_only(path, width: int, height: int) -> None:
    """A tiny PNG file whose header claims a huge size: decoding it would need gigabytes, but
    QImageReader.size() reads only the header."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    data = (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", ihdr)
        + _chunk(b"IDAT", zlib.compress(b"\x00" * 64))
        + _chunk(b"IEND", b"")
    )
    path.write_bytes(data)


def test_portrait_set_from_a_file_and_removed(harvey, make_view, qtbot, tmp_path, monkeypatch):
    view = make_view(harvey)
    source = tmp_path / "harvey.png"
    _png(source, 1600, 1200)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(source), "")))
    assert not view.portrait.remove_button.isEnabled()
    qtbot.mouseClick(view.portrait.choose_button, Qt.MouseButton.LeftButton)
    portrait = harvey.document.portrait
    assert portrait is not None
    assert portrait.media_type == "image/jpeg"  # no transparency: JPEG
    stored = QImage.fromData(portrait.data)
    assert max(stored.width(), stored.height()) == PORTRAIT_SIDE
    assert (stored.width(), stored.height()) == (512, 384)
    assert view.portrait.remove_button.isEnabled()
    assert not view.portrait.image.pixmap().isNull()
    qtbot.mouseClick(view.portrait.remove_button, Qt.MouseButton.LeftButton)
    assert harvey.document.portrait is None
    assert view.portrait.image.pixmap().isNull()
    harvey.undo_stack.undo()
    assert harvey.document.portrait == portrait
    assert not view.portrait.image.pixmap().isNull()
    harvey.undo_stack.undo()
    assert harvey.document.portrait is None


def test_portrait_dropped_as_a_file(harvey, make_view, tmp_path):
    view = make_view(harvey)
    source = tmp_path / "dropped.png"
    _png(source, 200, 260)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(source))])
    position = QPointF(view.portrait.rect().center())
    enter = QDragEnterEvent(
        position.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    view.portrait.dragEnterEvent(enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        position, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    view.portrait.dropEvent(drop)
    assert harvey.document.portrait is not None
    assert harvey.undo_stack.undoText() == "Set portrait"
    # Text is not an image: refused at the door.
    text = QMimeData()
    text.setText("hello")
    refused = QDragEnterEvent(
        position.toPoint(), Qt.DropAction.CopyAction, text, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    view.portrait.dragEnterEvent(refused)
    assert not refused.isAccepted()


def test_portrait_keeps_transparency_as_png(tmp_path):
    source = tmp_path / "round.png"
    _png(source, 300, 200, alpha=True)
    media_type, data = load_portrait(str(source))
    assert media_type == "image/png"
    image = QImage.fromData(data)
    assert (image.width(), image.height()) == (300, 200)  # small images keep their size


def test_oversized_or_broken_images_are_refused_before_decoding(harvey, make_view, tmp_path):
    huge = tmp_path / "huge.png"
    _png_header_only(huge, 30_000, 30_000)
    with pytest.raises(PortraitError, match="too large"):
        load_portrait(str(huge))
    broken = tmp_path / "notes.png"
    broken.write_text("not an image")
    with pytest.raises(PortraitError, match="not an image"):
        load_portrait(str(broken))
    view = make_view(harvey)
    assert not view.portrait.load_file(str(huge))
    assert view.message.isVisibleTo(view)
    assert "too large" in view.message.text()
    assert harvey.document.portrait is None


# --------------------------------------------------------------------------- violations


def test_violations_panel_lists_an_overspent_budget_and_goes_to_the_skills(harvey, make_view):
    view = make_view(harvey, show=True)
    panel = view.violations
    assert isinstance(panel, ViolationsPanel)
    assert panel.violations == ()
    # A valid sheet shows one line, not an empty list.
    assert panel.list.isHidden()
    assert "follows the rules" in panel.summary.text()
    view.skills_model.set_points("Climb", "personal", 30)
    assert panel.list.isVisible()
    codes = [panel.list.item(i).data(CodeRole) for i in range(panel.list.count())]
    assert "budget.personal.overspent" in codes
    assert "1 error(s)" in panel.summary.text()
    # While problems come and go the panel keeps its height: the sheet does not jump.
    QApplication.processEvents()
    height = panel.height()
    scroll_height = view.scroll.height()
    view.skills_model.set_points("Climb", "personal", 35)
    QApplication.processEvents()
    assert panel.height() == height and view.scroll.height() == scroll_height
    row = codes.index("budget.personal.overspent")
    item = panel.list.item(row)
    assert "35 too many" in item.text()
    assert item.data(FieldRole) == "sheet.skills"
    assert not item.icon().isNull()
    view.name_edit.setFocus()
    panel.activate_row(row)
    assert view.skills_table.hasFocus()
    # Fixing it empties the list at once.
    while harvey.undo_stack.canUndo():
        harvey.undo_stack.undo()
    assert panel.violations == ()
    assert panel.list.count() == 0 and panel.list.isHidden()


def test_activating_a_violation_focuses_its_field(harvey, make_view):
    view = make_view(harvey, show=True)
    harvey.set_value("sheet.characteristics.STR", 0)
    panel = view.violations
    fields = [panel.list.item(i).data(FieldRole) for i in range(panel.list.count())]
    assert "sheet.characteristics.STR" in fields
    panel.activate_row(fields.index("sheet.characteristics.STR"))
    assert view.characteristic_spins["STR"].hasFocus()
    # A skill's own violation selects its row, even when a filter hides it.
    harvey.set_value("sheet.characteristics.STR", 50)
    view.skills_model.set_points("Cthulhu Mythos", "personal", 5)
    view.skill_filter.setText("spot")
    view.focus_field("sheet.skills[Cthulhu Mythos]")
    assert view.skill_filter.text() == ""
    table = next(t for t in view.skills_tables if t.hasFocus())
    assert table.currentIndex().data(LabelRole) == "Cthulhu Mythos"
    # Uncommon skills are shown when the field is one of them.
    view.skills_model.set_points("Hypnosis", "personal", 0)
    view.focus_field("sheet.skills[Hypnosis]")
    assert view.show_uncommon.isChecked()
    assert view.focus_field("sheet.occupation.picks.social") is view.occupation_choices_button
    assert view.occupation_choices_button.hasFocus()
    assert view.focus_field("sheet.weapons[1].damage") is view.weapons_table
    assert view.weapons_table.currentIndex().row() == 1
    assert view.focus_field("sheet.backstory.traits") is view.backstory_edits["traits"]
    assert view.focus_field("no.such.field") is None


# --------------------------------------------------------------------------- rolls


def test_seeded_characteristic_roll_adds_the_expected_card(harvey, make_view, qtbot, controller):
    view = make_view(harvey, show=True)
    expected = coc_play.characteristic_roll(harvey.sheet, "STR", random.Random(7))
    qtbot.mouseClick(view.characteristic_rolls["STR"], Qt.MouseButton.LeftButton)
    log = controller.log
    assert log.rowCount() == 1
    card = log.card(0)
    assert card.kind == "characteristic"
    assert card.title.startswith("STR 50")
    assert card.result.result == expected.roll.result
    assert card.level == expected.roll.level.word


def test_skill_roll_from_the_table_button(harvey, make_view, qtbot, controller):
    view = make_view(harvey, show=True)
    expected = coc_play.skill_roll(harvey.sheet, "Spot Hidden", random.Random(7))
    table, cell = proxy_cell(view, "Spot Hidden", SkillColumn.ROLL)
    center = table.visualRect(cell).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=center)
    assert controller.log.rowCount() == 1
    card = controller.log.card(0)
    assert card.kind == "skill" and card.title.startswith("Spot Hidden 35")
    assert card.result.result == expected.roll.result
    # A success ticks the skill (one undo step) and the table shows it.
    if expected.roll.success:
        _, tick = proxy_cell(view, "Spot Hidden", SkillColumn.TICK)
        assert tick.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    # Return on the roll cell rolls too.
    table.setCurrentIndex(cell)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert controller.log.rowCount() == 2


def test_weapon_attack_and_damage_buttons(harvey, make_view, qtbot, controller):
    view = make_view(harvey, show=True)
    table = view.weapons_table
    model = view.weapons_model
    for column in (WeaponColumn.ATTACK, WeaponColumn.DAMAGE_ROLL):
        rect = table.visualRect(model.index(1, column))
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    cards = controller.log.cards
    assert [c.kind for c in cards] == ["skill", "damage"]
    assert cards[0].title.startswith("Fighting (Brawl) 25")
    assert "Walking stick" in cards[1].title or "1D6" in " ".join(cards[1].notes)


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


# --------------------------------------------------------------------------- keyboard and a11y


def test_tab_order_follows_the_sheet(harvey, make_view, qtbot):
    view = make_view(harvey, show=True)
    view.name_edit.setFocus()
    expected = [
        view.player_edit, view.occupation_combo, view.occupation_choices_button, view.age_spin,
        view.pronouns_edit,
    ]
    for widget in expected:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        assert focus is widget or widget.isAncestorOf(focus), (focus, widget)
    view.characteristic_spins["EDU"].setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view.characteristic_rolls["EDU"]
    # The order holds after the sections move to two columns (and back).
    for width in (1920, 1280):
        view.resize(width, 900)
        qtbot.wait(1)
        view.portrait.choose_button.setFocus()
        qtbot.keyClick(view.portrait.choose_button, Qt.Key.Key_Tab)  # Remove is disabled
        assert QApplication.focusWidget() is view.characteristic_spins["STR"]
        view.weapons_table.setFocus()
        qtbot.keyClick(view.weapons_table, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is view.weapon_pick  # the common weapons list
        qtbot.keyClick(view.weapon_pick, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is view.add_listed_weapon_button
        qtbot.keyClick(view.add_listed_weapon_button, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is view.add_weapon_button


def _ancestors(widget: QWidget) -> list[QWidget]:
    found = []
    parent = widget.parentWidget()
    while parent is not None:
        found.append(parent)
        parent = parent.parentWidget()
    return found


def test_every_control_has_an_accessible_name(harvey, make_view):
    view = make_view(harvey)
    kinds = (QLineEdit, QAbstractSpinBox, QComboBox, QAbstractButton, QAbstractItemView, QPlainTextEdit)
    missing = []
    for widget in view.findChildren(QWidget):
        if not isinstance(widget, kinds) or widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue
        if any(isinstance(a, (QAbstractSpinBox, QComboBox)) for a in _ancestors(widget)):
            continue  # the line edit of a spin box, the list of a combo box
        name = widget.accessibleName() or (widget.text() if isinstance(widget, QAbstractButton) else "")
        if not name.strip():
            missing.append(f"{type(widget).__name__} {widget.objectName()}")
    assert missing == []


def test_wide_view_lays_out_two_columns_and_one_skill_list(harvey, make_view, qtbot):
    view = make_view(harvey, width=1920, height=1080, show=True)
    qtbot.waitUntil(lambda: not view.skills_tables[1].isVisible())
    assert view.skills_tables[0].model().rowCount() == view.skills_proxy.rowCount()
    view.resize(1280, 800)
    qtbot.waitUntil(lambda: view.skills_tables[1].isVisible())
    halves = [t.model().rowCount() for t in view.skills_tables]
    assert sum(halves) == view.skills_proxy.rowCount() and abs(halves[0] - halves[1]) <= 1


def test_closing_the_view_leaves_the_document_usable(harvey, controller, qtbot):
    view = CoC7SheetView(harvey, controller)
    view.close()
    view.deleteLater()
    qtbot.wait(1)
    harvey.set_value("sheet.characteristics.STR", 60)
    harvey.undo_stack.undo()
    assert harvey.sheet.characteristics.STR == 50


def test_table_rows_are_all_visible_without_inner_scrolling(harvey, make_view):
    view = make_view(harvey)
    table = view.skills_tables[0]
    rows = table.model().rowCount()
    assert table.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert table.height() >= rows * table.verticalHeader().defaultSectionSize()


def test_a_1024_px_screen_needs_no_sideways_scrolling_with_the_roll_log(qtbot, tmp_path):
    """Two characteristics a row on a narrow view: roll buttons and half/fifth stay in sight."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QScrollArea

    from sheetmaker.resources import resource as _resource
    from sheetmaker.ui.main_window import MainWindow

    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    window.finish_startup()  # the roll log docks beside the sheet
    sheet = window.open_sample(str(_resource("samples", "harvey-walters.sheet.json")))
    view = sheet.view
    area = view.findChild(QScrollArea)
    qtbot.waitUntil(lambda: view._characteristics_per_row == 2)
    content = view.findChild(QWidget, "sheetContent")
    qtbot.waitUntil(lambda: content.minimumSizeHint().width() <= area.viewport().width())
    assert window.width() <= 1024
    window.resize(1600, 900)
    qtbot.waitUntil(lambda: view._characteristics_per_row == 4)
