"""Issue 23, item 7: Ctrl+Z did nothing while the cursor stood in an unchanged text field (the
field took the key for its own empty undo); Edit → Undo worked. Now the document's undo has the
key when the field has nothing of its own to undo; a field with typing of its own undoes that."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QMessageBox, QPlainTextEdit, QSpinBox

from sheetmaker.models.rolls import RollController
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.recovery import RecoveryStore

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    store = RecoveryStore(tmp_path / "recovery")
    store.start()
    window = MainWindow(
        QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
        store,
        controller=RollController(rng=random.Random(7)),
    )
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    yield window
    store.close()


def _field(qtbot, edit: QLineEdit) -> QLineEdit:
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    return edit


def _name_edit(sheet) -> QLineEdit:
    edits = [e for e in sheet.view.findChildren(QLineEdit) if e.isVisible() and not e.isReadOnly()]
    assert edits
    return edits[0]


def test_ctrl_z_in_an_unchanged_field_undoes_the_sheet(window, qtbot):
    sheet = window.new_sheet("coc7")
    before = sheet.doc.sheet.characteristics.STR
    sheet.doc.set_value("sheet.characteristics.STR", before + 15)
    edit = _field(qtbot, _name_edit(sheet))
    assert not edit.isUndoAvailable()
    QTest.keyClick(edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert sheet.doc.sheet.characteristics.STR == before
    # Redo, too.
    QTest.keyClick(edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert sheet.doc.sheet.characteristics.STR == before + 15


def test_ctrl_z_after_typing_undoes_the_typing_first(window, qtbot):
    sheet = window.new_sheet("coc7")
    before = sheet.doc.sheet.characteristics.STR
    sheet.doc.set_value("sheet.characteristics.STR", before + 15)
    edit = _field(qtbot, _name_edit(sheet))
    start = edit.text()
    QTest.keyClicks(edit, "Ada")
    assert edit.text() == start + "Ada"
    QTest.keyClick(edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert edit.text() == start  # the field's own typing
    assert sheet.doc.sheet.characteristics.STR == before + 15  # the sheet untouched


def test_other_text_fields_pass_the_key_on(window, qtbot):
    sheet = window.new_sheet("coc7")
    before = sheet.doc.sheet.characteristics.STR
    checked = []
    for kind in (QPlainTextEdit, QSpinBox):
        sheet.doc.set_value("sheet.characteristics.STR", before + 15)
        fields = [w for w in sheet.view.findChildren(kind) if w.isVisible() and w.isEnabled()]
        if not fields:
            continue
        field = fields[0]
        field.setFocus()
        qtbot.waitUntil(field.hasFocus)
        QTest.keyClick(field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert sheet.doc.sheet.characteristics.STR == before, kind.__name__
        checked.append(kind)
    assert checked == [QPlainTextEdit, QSpinBox]
