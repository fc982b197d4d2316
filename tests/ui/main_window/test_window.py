"""The main window: tabs, files, unsaved changes, recent files, drops, menus and settings."""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.io import fileformat
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui.main_window import (
    MAX_RECENT_FILES,
    SHEET_SUFFIX,
    MainWindow,
    sheet_paths,
    standard_shortcuts,
    with_sheet_suffix,
)
from sheetmaker.ui.preferences import Preferences, PreferencesDialog
from sheetmaker.ui.recovery import RecoveryStore
from sheetmaker.ui.sheet_views import SheetViewUnavailable, create_sheet_view
from tests.fixtures import HARVEY_ALLOCATION

Button = QMessageBox.StandardButton
HARVEY = HARVEY_ALLOCATION
SAMPLE_HARVEY = resource("samples", "harvey-walters.sheet.json")


class Questions:
    """QMessageBox.question, patched: records each question and returns the queued answers
    (Discard once the queue is empty, so closing a window at teardown never blocks)."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.answers: list[QMessageBox.StandardButton] = []

    def __call__(self, parent, title, text, buttons=None, default=None):
        self.asked.append(text)
        return self.answers.pop(0) if self.answers else Button.Discard


@pytest.fixture
def questions(monkeypatch) -> Questions:
    fake = Questions()
    monkeypatch.setattr(QMessageBox, "question", fake)
    return fake


@pytest.fixture
def settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def recovery(tmp_path):
    store = RecoveryStore(tmp_path / "recovery")
    assert store.start()
    yield store
    store.close()


def _simple_view(doc, controller, parent=None, **options) -> QWidget:
    """A stand-in sheet view: these tests are about the window, not the sheet."""
    view = QLabel(doc.display_name, parent)
    view.setObjectName("fakeSheetView")
    return view


@pytest.fixture
def make_window(qtbot, settings, recovery, questions):
    def make(view_factory=_simple_view, settings=settings, recovery=recovery) -> MainWindow:
        window = MainWindow(
            settings,
            recovery,
            controller=RollController(rng=random.Random(7)),
            view_factory=view_factory,
        )
        qtbot.addWidget(window)
        window.show()
        return window

    return make


@pytest.fixture
def window(make_window) -> MainWindow:
    return make_window()


@pytest.fixture
def harvey_file(tmp_path) -> Path:
    path = tmp_path / "sheets" / "harvey.sheet.json"
    path.parent.mkdir()
    shutil.copyfile(HARVEY, path)
    return path


def _error_boxes(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.objectName() == "errorBox"]


def _patch_save_dialog(monkeypatch, path: str | Path) -> list[str]:
    calls: list[str] = []

    def fake(parent, caption, directory, filter_):
        calls.append(directory)
        return str(path), filter_

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    return calls


# --------------------------------------------------------------------------- start page and tabs


def test_start_page_when_no_sheet_is_open(window):
    assert window.centralWidget().currentWidget() is window.start_page
    assert window.windowTitle() == "SheetMaker"
    assert not window.save_action.isEnabled()
    assert not window.close_action.isEnabled()
    assert window.roll_log_dock is not None
    assert window.roll_log_dock.isVisibleTo(window)


def test_new_sheets_open_in_tabs(window):
    first = window.new_sheet("coc7")
    second = window.new_sheet("coc7")
    assert window.tabs.count() == 2
    assert window.current_sheet() is second
    assert window.centralWidget().currentWidget() is window.tabs
    assert first.doc.path is None and not first.doc.modified
    assert window.tabs.tabText(0) == "Unnamed investigator"
    assert window.save_action.isEnabled()


def test_new_sheet_follows_the_preferences(window):
    window.set_preferences(Preferences(coc7_era="modern", toc_campaign="pulp"))
    sheet = window.new_sheet("coc7")
    assert sheet.doc.document.sheet.era == "modern"
    assert window._blank_document("toc").sheet.campaign == "pulp"


def test_closing_the_last_tab_shows_the_start_page(window):
    sheet = window.new_sheet("coc7")
    assert window.close_sheet(sheet)
    assert window.tabs.count() == 0
    assert window.centralWidget().currentWidget() is window.start_page
    assert window.windowTitle() == "SheetMaker"


def test_a_system_without_a_view_shows_a_message_and_opens_nothing(make_window):
    def no_view(doc, controller, parent=None, **options):
        raise SheetViewUnavailable("This version of SheetMaker cannot show Trail of Cthulhu sheets yet.")

    window = make_window(view_factory=no_view)
    assert window.new_sheet("toc") is None
    assert window.tabs.count() == 0
    boxes = _error_boxes(window)
    assert len(boxes) == 1
    assert "cannot show Trail of Cthulhu sheets" in boxes[0].informativeText()


def test_the_real_factory_shows_the_coc_view(make_window):
    window = make_window(view_factory=create_sheet_view)
    sheet = window.open_file(str(HARVEY))
    assert type(sheet.view).__name__ == "CoC7SheetView"
    assert window.tabs.tabText(0) == "Harvey Walters"  # the character, not the file


def test_factory_refuses_unknown_views_with_a_message(qapp, monkeypatch):
    from sheetmaker.models.document import SheetDocument
    from sheetmaker.systems.toc.model import ToCDocument
    from sheetmaker.ui import sheet_views

    doc = SheetDocument(ToCDocument())
    monkeypatch.setitem(sheet_views.VIEWS, "toc", ("sheetmaker.ui.no_such_view", "X"))
    with pytest.raises(SheetViewUnavailable, match="cannot show Trail of Cthulhu sheets yet"):
        create_sheet_view(doc, RollController())


def test_tab_text_and_title_follow_the_document(window, harvey_file):
    sheet = window.open_file(str(harvey_file))
    assert window.windowTitle() == "Harvey Walters[*] — SheetMaker"
    assert not window.isWindowModified()
    sheet.doc.set_value("name", "Harvey W. Walters")
    assert window.tabs.tabText(0) == "Harvey W. Walters*"  # the tab follows the name
    assert window.isWindowModified()
    assert window.tabs.tabToolTip(0) == str(harvey_file)
    sheet.doc.undo_stack.undo()
    assert window.tabs.tabText(0) == "Harvey Walters"
    assert not window.isWindowModified()


def test_title_follows_the_current_tab(window, harvey_file):
    window.open_file(str(harvey_file))
    untitled = window.new_sheet("coc7")
    untitled.doc.set_value("name", "Ada & Co")
    assert window.windowTitle() == "Ada & Co[*] — SheetMaker"
    assert window.isWindowModified()
    assert window.tabs.tabText(1) == "Ada && Co*"
    window.tabs.setCurrentIndex(0)
    assert window.windowTitle() == "Harvey Walters[*] — SheetMaker"
    assert not window.isWindowModified()


def test_undo_and_redo_act_on_the_current_sheet(window, harvey_file):
    first = window.open_file(str(harvey_file))
    second = window.new_sheet("coc7")
    first.doc.set_value("sheet.characteristics.STR", 65)
    second.doc.set_value("sheet.characteristics.STR", 40)
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert second.doc.sheet.characteristics.STR != 40
    assert first.doc.sheet.characteristics.STR == 65
    window.tabs.setCurrentIndex(0)
    assert "STR" in window.undo_action.text()
    window.undo_action.trigger()
    assert first.doc.sheet.characteristics.STR == 50
    window.redo_action.trigger()
    assert first.doc.sheet.characteristics.STR == 65


# --------------------------------------------------------------------------- opening


def test_open_file_and_focus_when_open_already(window, harvey_file):
    window.new_sheet("coc7")
    sheet = window.open_file(str(harvey_file))
    window.tabs.setCurrentIndex(0)
    again = window.open_file(str(harvey_file.parent / ".." / "sheets" / "harvey.sheet.json"))
    assert again is sheet
    assert window.tabs.count() == 2
    assert window.current_sheet() is sheet


def test_a_broken_file_shows_its_problems_and_opens_nothing(window, tmp_path):
    broken = tmp_path / "broken.sheet.json"
    data = HARVEY.read_text(encoding="utf-8").replace('"era": "1920s"', '"era": "1890s"')
    data = data.replace('"STR": 50', '"STR": "strong"')
    broken.write_text(data, encoding="utf-8")
    assert window.open_file(str(broken)) is None
    assert window.tabs.count() == 0
    assert window.recent_files() == []
    (box,) = _error_boxes(window)
    assert "broken.sheet.json" in box.text()
    assert "sheet.era" in box.detailedText()
    assert "sheet.characteristics.STR" in box.detailedText()
    assert "problems were found" in box.informativeText()


def test_a_missing_file_says_so(window, tmp_path):
    assert window.open_file(str(tmp_path / "gone.sheet.json")) is None
    (box,) = _error_boxes(window)
    assert box.informativeText() == "No such file"
    assert str(tmp_path / "gone.sheet.json") in box.detailedText()


def test_open_dialog_opens_every_chosen_file(window, harvey_file, tmp_path, monkeypatch):
    other = tmp_path / "other.sheet.json"
    shutil.copyfile(resource("samples", "mae-donnelly.sheet.json"), other)
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileNames",
        lambda *args: ([str(harvey_file), str(other)], "SheetMaker sheets (*.sheet.json)"),
    )
    window.open_action.trigger()
    assert [sheet.doc.path for sheet in window.sheets] == [str(harvey_file), str(other)]


def test_a_sample_opens_as_a_new_untitled_copy(window):
    window.finish_startup()
    buttons = window.start_page.sample_buttons
    assert len(buttons) == len(list(resource("samples").glob("*.sheet.json")))
    harvey = next(button for button in buttons if button.text() == "Harvey Walters")
    assert "Call of Cthulhu" in harvey.description()
    harvey.click()
    sheet = window.current_sheet()
    original = fileformat.load(SAMPLE_HARVEY)
    assert sheet.doc.path is None
    assert not sheet.doc.modified
    assert sheet.doc.document.id != original.id
    assert sheet.doc.document.sheet == original.sheet
    assert window.tabs.tabText(0) == "Harvey Walters"


def test_command_line_files_open(window, harvey_file, tmp_path):
    missing = tmp_path / "missing.sheet.json"
    window.finish_startup([str(harvey_file), str(missing)])
    assert [sheet.doc.path for sheet in window.sheets] == [str(harvey_file)]
    assert len(_error_boxes(window)) == 1


def _drop(target: QWidget, paths: list[Path]) -> tuple[bool, bool]:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
    mime.setText("\n".join(str(path) for path in paths))  # as file managers do
    args = (Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    try:
        enter = QDragEnterEvent(QPointF(10, 10), *args)
    except TypeError:  # PySide6 before 6.12 has the QPoint constructor only
        enter = QDragEnterEvent(QPoint(10, 10), *args)
    QApplication.sendEvent(target, enter)
    drop = QDropEvent(
        QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(target, drop)
    return enter.isAccepted(), drop.isAccepted()


def test_dropping_a_sheet_file_opens_it(window, harvey_file, qtbot):
    assert _drop(window, [harvey_file]) == (True, True)
    qtbot.waitUntil(lambda: window.tabs.count() == 1)
    assert window.current_sheet().doc.path == str(harvey_file)


def _fields_view(doc, controller, parent=None, **options) -> QWidget:
    view = QWidget(parent)
    layout = QVBoxLayout(view)
    layout.addWidget(QLineEdit(doc.display_name))
    layout.addWidget(QPlainTextEdit("notes"))
    return view


@pytest.mark.parametrize("kind", ["line", "text"])
def test_a_sheet_file_dropped_on_a_field_opens_instead_of_pasting_its_path(
    make_window, harvey_file, qtbot, kind
):
    window = make_window(view_factory=_fields_view)
    view = window.new_sheet("coc7").view
    line, text = view.findChild(QLineEdit), view.findChild(QPlainTextEdit)
    target = line if kind == "line" else text.viewport()
    assert target.acceptDrops()
    _drop(target, [harvey_file])
    qtbot.waitUntil(lambda: window.tabs.count() == 2)
    assert line.text() == "Unnamed investigator" and text.toPlainText() == "notes"
    assert window.current_sheet().doc.path == str(harvey_file)


def test_dropping_a_file_in_no_known_format_says_so_and_opens_nothing(window, tmp_path, qtbot):
    # Other files go to the Import dialog (issue 14); one in no known format is refused there.
    text = tmp_path / "notes.txt"
    text.write_text("hello", encoding="utf-8")
    assert _drop(window, [text]) == (True, True)
    qtbot.waitUntil(lambda: len(_error_boxes(window)) == 1)
    assert window.tabs.count() == 0 and window.import_dialog is None


def test_sheet_paths_takes_local_sheet_files_only(tmp_path):
    mime = QMimeData()
    mime.setUrls([
        QUrl.fromLocalFile(str(tmp_path / "a.sheet.json")),
        QUrl.fromLocalFile(str(tmp_path / "b.json")),
        QUrl("https://example.org/c.sheet.json"),
    ])
    assert sheet_paths(mime) == [str(tmp_path / "a.sheet.json")]
    assert sheet_paths(QMimeData()) == []


# --------------------------------------------------------------------------- saving


@pytest.mark.parametrize(
    ("typed", "saved"),
    [
        ("harvey", "harvey.sheet.json"),
        ("harvey.sheet", "harvey.sheet.json"),
        ("harvey.json", "harvey.sheet.json"),
        ("harvey.sheet.json", "harvey.sheet.json"),
        ("Harvey.SHEET.JSON", "Harvey.SHEET.JSON"),
        ("v1.2", "v1.2.sheet.json"),
        ("dir.sheet/.json", "dir.sheet/.json.sheet.json"),
    ],
)
def test_with_sheet_suffix_never_doubles_it(typed, saved):
    assert with_sheet_suffix(typed) == saved


def test_suffix_constant_matches_the_file_format():
    assert SHEET_SUFFIX == fileformat.SUFFIX


def test_save_close_and_reopen_gives_the_same_sheet(window, tmp_path, monkeypatch, questions):
    sheet = window.new_sheet("coc7")
    sheet.doc.set_value("name", "Ada Lovelace")
    sheet.doc.set_value("sheet.characteristics.INT", 85)
    calls = _patch_save_dialog(monkeypatch, tmp_path / "ada")
    window.save_action.trigger()
    target = tmp_path / "ada.sheet.json"
    assert calls and calls[0].endswith("Ada Lovelace.sheet.json")
    assert sheet.doc.path == str(target)
    assert not sheet.doc.modified
    assert window.tabs.tabText(0) == "Ada Lovelace"
    assert window.windowTitle() == "Ada Lovelace[*] — SheetMaker"
    saved = sheet.doc.document
    assert window.close_current()
    assert questions.asked == []
    reopened = window.open_file(str(target))
    assert reopened.doc.document == saved
    assert reopened.doc.document.sheet.characteristics.INT == 85
    assert window.recent_files()[0] == str(target)


def test_save_writes_to_the_file_of_an_opened_sheet(window, harvey_file, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: pytest.fail("no dialog"))
    sheet = window.open_file(str(harvey_file))
    sheet.doc.set_value("sheet.characteristics.STR", 70)
    assert window.save_current()
    assert fileformat.load(harvey_file).sheet.characteristics.STR == 70
    assert fileformat.backup_path(harvey_file).exists()
    assert "Saved" in window.statusBar().currentMessage()


def test_save_as_cancelled_keeps_everything(window, monkeypatch):
    sheet = window.new_sheet("coc7")
    sheet.doc.set_value("name", "Ada")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: ("", ""))
    assert not window.save_current_as()
    assert sheet.doc.modified and sheet.doc.path is None


def test_save_as_asks_before_replacing_the_file_with_the_added_suffix(
    window, tmp_path, monkeypatch, questions
):
    existing = tmp_path / "ada.sheet.json"
    existing.write_text("keep me", encoding="utf-8")
    sheet = window.new_sheet("coc7")
    _patch_save_dialog(monkeypatch, tmp_path / "ada")
    questions.answers = [Button.No]
    assert not window.save_sheet_as(sheet)
    assert "already exists" in questions.asked[0]
    assert existing.read_text(encoding="utf-8") == "keep me"
    questions.answers = [Button.Yes]
    assert window.save_sheet_as(sheet)
    assert fileformat.load(existing).id == sheet.doc.document.id


def test_save_as_onto_a_file_open_in_another_tab_is_refused(window, harvey_file, monkeypatch):
    window.open_file(str(harvey_file))
    other = window.new_sheet("coc7")
    _patch_save_dialog(monkeypatch, harvey_file)
    assert not window.save_sheet_as(other)
    assert "open in another tab" in _error_boxes(window)[0].informativeText()
    assert fileformat.load(harvey_file).name == "Harvey Walters"


def test_a_failed_save_is_shown_and_the_sheet_stays_modified(window, tmp_path, monkeypatch):
    sheet = window.new_sheet("coc7")
    sheet.doc.set_value("name", "Ada")
    _patch_save_dialog(monkeypatch, tmp_path / "no such folder" / "ada.sheet.json")
    assert not window.save_current()
    assert sheet.doc.modified and sheet.doc.path is None
    (box,) = _error_boxes(window)
    assert "was not saved" in box.text()
    assert box.detailedText()
    assert window.recent_files() == []


# --------------------------------------------------------------------------- unsaved changes


def test_closing_a_modified_tab_asks_and_cancel_keeps_it(window, harvey_file, questions):
    sheet = window.open_file(str(harvey_file))
    sheet.doc.set_value("sheet.characteristics.STR", 70)
    questions.answers = [Button.Cancel]
    window.tabs.tabCloseRequested.emit(0)
    assert len(questions.asked) == 1 and "Harvey Walters" in questions.asked[0]
    assert window.tabs.count() == 1 and sheet.doc.modified
    questions.answers = [Button.Discard]
    window.tabs.tabCloseRequested.emit(0)
    assert window.tabs.count() == 0
    assert fileformat.load(harvey_file).sheet.characteristics.STR == 50


def test_save_in_the_prompt_saves_then_closes(window, harvey_file, questions):
    sheet = window.open_file(str(harvey_file))
    sheet.doc.set_value("sheet.characteristics.STR", 70)
    questions.answers = [Button.Save]
    assert window.close_current()
    assert fileformat.load(harvey_file).sheet.characteristics.STR == 70


def test_save_in_the_prompt_that_fails_keeps_the_tab(window, monkeypatch, questions, tmp_path):
    sheet = window.new_sheet("coc7")
    sheet.doc.set_value("name", "Ada")
    _patch_save_dialog(monkeypatch, tmp_path / "missing" / "ada")
    questions.answers = [Button.Save]
    assert not window.close_current()
    assert window.tabs.count() == 1


def test_quit_with_unsaved_changes_cancel_keeps_the_window(window, harvey_file, questions):
    sheet = window.open_file(str(harvey_file))
    sheet.doc.set_value("sheet.characteristics.STR", 70)
    questions.answers = [Button.Cancel]
    assert not window.close()
    assert window.isVisible()
    assert window.tabs.count() == 1 and sheet.doc.modified
    questions.answers = [Button.Discard]
    assert window.close()
    assert not window.isVisible()


def test_quit_with_several_modified_sheets_asks_once(window, harvey_file, questions):
    first = window.open_file(str(harvey_file))
    window.new_sheet("coc7")  # unmodified: not listed
    third = window.new_sheet("coc7")
    first.doc.set_value("sheet.characteristics.STR", 70)
    third.doc.set_value("name", "Ada")
    questions.answers = [Button.Cancel]
    assert not window.close()
    assert len(questions.asked) == 1
    assert "2 sheets have changes" in questions.asked[0]
    assert "Harvey Walters" in questions.asked[0] and "Ada" in questions.asked[0]
    assert window.tabs.count() == 3 and first.doc.modified
    questions.answers = [Button.Discard]
    assert window.close()
    assert fileformat.load(harvey_file).sheet.characteristics.STR != 70  # discarded


def test_quit_action_closes_the_window(window):
    window.quit_action.trigger()
    assert not window.isVisible()


# --------------------------------------------------------------------------- recent files


def test_recent_files_are_kept_and_read_back(make_window, settings, harvey_file, tmp_path):
    window = make_window()
    other = tmp_path / "mae.sheet.json"
    shutil.copyfile(resource("samples", "mae-donnelly.sheet.json"), other)
    window.open_file(str(harvey_file))
    window.open_file(str(other))
    window.close()
    settings.sync()

    fresh = QSettings(settings.fileName(), QSettings.Format.IniFormat)
    again = make_window(settings=fresh)
    assert again.recent_files() == [str(other), str(harvey_file)]
    assert [b.toolTip() for b in again.start_page.recent_buttons] == [str(other), str(harvey_file)]
    again.recent_menu.aboutToShow.emit()
    texts = [action.text() for action in again.recent_menu.actions() if action.text()]
    assert texts[:2] == ["&1 Mae Donnelly", "&2 Harvey Walters"]  # the characters, not the files
    assert [b.text() for b in again.start_page.recent_buttons] == ["Mae Donnelly", "Harvey Walters"]
    again.start_page.recent_buttons[1].click()
    assert again.current_sheet().doc.path == str(harvey_file)


def test_a_single_recent_file_reads_back_as_a_list(make_window, settings, harvey_file):
    window = make_window()
    window.open_file(str(harvey_file))
    settings.sync()
    fresh = QSettings(settings.fileName(), QSettings.Format.IniFormat)
    assert fresh.value("files/recent", [], type=list) == [str(harvey_file)]


def test_recent_files_drop_missing_files_and_keep_ten(window, settings, tmp_path):
    paths = []
    for number in range(12):
        path = tmp_path / f"s{number}.sheet.json"
        shutil.copyfile(HARVEY, path)
        paths.append(str(path))
    settings.setValue("files/recent", paths)
    os.unlink(paths[0])
    assert window.recent_files() == paths[1:1 + MAX_RECENT_FILES]
    assert settings.value("files/recent", [], type=list) == paths[1:1 + MAX_RECENT_FILES]


def test_clear_recent_files(window, harvey_file):
    window.open_file(str(harvey_file))
    window.recent_menu.aboutToShow.emit()
    clear = next(a for a in window.recent_menu.actions() if a.text() == "&Clear List")
    clear.trigger()
    assert window.recent_files() == []
    assert window.start_page.recent_buttons == []


def test_same_file_names_in_the_recent_menu_show_their_folders(window, settings, tmp_path):
    paths = []
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        path = tmp_path / folder / "harvey.sheet.json"
        shutil.copyfile(HARVEY, path)
        paths.append(str(path))
    settings.setValue("files/recent", paths)
    window.recent_menu.aboutToShow.emit()
    texts = [a.text() for a in window.recent_menu.actions()][:2]
    assert texts == [f"&1 harvey.sheet.json in {tmp_path / 'a'}", f"&2 harvey.sheet.json in {tmp_path / 'b'}"]


# --------------------------------------------------------------------------- window, menus, dialogs


def test_geometry_and_state_are_saved_and_restored(make_window, settings):
    window = make_window()
    window.resize(700, 500)
    window.toolbar.hide()
    window.close()
    assert not settings.value("window/geometry", QByteArray(), type=QByteArray).isEmpty()
    again = make_window()
    assert (again.width(), again.height()) == (700, 500)
    assert not again.toolbar.isVisibleTo(again)


def test_standard_shortcuts_with_fallbacks(window):
    key = QKeySequence.StandardKey
    assert window.new_investigator_action.shortcuts() == QKeySequence.keyBindings(key.New)
    assert window.open_action.shortcuts() == QKeySequence.keyBindings(key.Open)
    assert window.save_action.shortcuts() == QKeySequence.keyBindings(key.Save)
    for action in (
        window.new_investigator_action, window.open_action, window.save_action, window.save_as_action,
        window.close_action, window.quit_action, window.undo_action, window.redo_action,
        window.preferences_action,
    ):
        assert action.shortcuts(), action.text()
    assert standard_shortcuts(key.UnknownKey, "Ctrl+,") == [QKeySequence("Ctrl+,")]
    if not QKeySequence.keyBindings(key.Preferences):
        assert window.preferences_action.shortcuts() == [QKeySequence("Ctrl+,")]


def test_menus(window):
    menus = {action.text(): action.menu() for action in window.menuBar().actions()}
    assert list(menus) == ["&File", "&Edit", "&Sheet", "&Play", "&View", "&Help"]
    file_items = [a.text() for a in menus["&File"].actions() if not a.isSeparator()]
    assert file_items == [
        "&New Investigator…", "New &Call of Cthulhu Investigator…", "New &Trail of Cthulhu Investigator…",
        "New &Blank Sheet", "&Open…",
        "Open &Recent", "&Import…", "&Save", "Save &As…", "&Export PDF…", "Export &As…", "&Close", "&Quit",
    ]
    view_items = [a.text() for a in menus["&View"].actions()]
    assert [t for t in view_items if t not in ("&Party Table", "")] == [
        "&Roll Log", "&Library", "&Undo History",
        "Lar&ger Text", "S&maller Text", "&Normal Text Size",  # issue 23: text size
        "&Toolbar",
    ]
    window.roll_log_action.trigger()
    assert not window.roll_log_dock.isVisible()
    window.undo_history_action.trigger()
    assert window.findChild(QWidget, "undoHistoryDock").isVisible()


def test_about_boxes(window, monkeypatch):
    shown = {}
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.update(about=(title, text)))
    monkeypatch.setattr(QMessageBox, "aboutQt", lambda parent, title="": shown.update(qt=title))
    window.about_action.trigger()
    window.about_qt_action.trigger()
    title, text = shown["about"]
    assert title == "About SheetMaker"
    from sheetmaker import __version__

    assert __version__ in text and "MIT" in text
    assert "Chaosium" in text and "Pelgrane" in text and "not affiliated" in text
    assert shown["qt"] == "About Qt"


def test_preferences_dialog_stores_and_applies_the_choice(window, settings, monkeypatch, qtbot):
    def accept(dialog):
        dialog._autosave.setValue(5)
        dialog._era.setCurrentIndex(dialog._era.findData("modern"))
        dialog._scheme.setCurrentIndex(dialog._scheme.findData("dark"))
        dialog._uncommon.setChecked(True)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PreferencesDialog, "exec", accept)
    with qtbot.waitSignal(window.preferencesChanged) as signal:
        window.preferences_action.trigger()
    preferences = signal.args[0]
    assert preferences == Preferences(
        autosave_minutes=5, coc7_era="modern", show_uncommon_skills=True, color_scheme="dark"
    )
    assert window._autosave_timer.interval() == 5 * 60_000
    settings.sync()
    assert settings.value("preferences/autosave_minutes", 0, type=int) == 5
    assert settings.value("preferences/show_uncommon_skills", False, type=bool) is True
    assert Preferences.load(QSettings(settings.fileName(), QSettings.Format.IniFormat)) == preferences


def test_cancelled_preferences_change_nothing(window, monkeypatch):
    monkeypatch.setattr(PreferencesDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    window.edit_preferences()
    assert window.preferences == Preferences()


def test_preferences_from_a_hand_edited_file_fall_back_to_defaults(settings):
    settings.setValue("preferences/autosave_minutes", "often")
    settings.setValue("preferences/coc7_era", "1890s")
    settings.setValue("preferences/color_scheme", 3)
    settings.setValue("preferences/show_uncommon_skills", "true")
    assert Preferences.load(settings) == Preferences(show_uncommon_skills=True)
    settings.setValue("preferences/autosave_minutes", 0)
    assert Preferences.load(settings).autosave_minutes == 1


def test_preferences_dialog_restore_defaults(qtbot):
    dialog = PreferencesDialog(Preferences(autosave_minutes=9, color_scheme="light"))
    qtbot.addWidget(dialog)
    assert dialog.preferences() == Preferences(autosave_minutes=9, color_scheme="light")
    from PySide6.QtWidgets import QDialogButtonBox

    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.preferences() == Preferences()


def test_uncommon_skills_preference_reaches_the_coc_view(make_window):
    window = make_window(view_factory=create_sheet_view)
    window.set_preferences(Preferences(show_uncommon_skills=True))
    sheet = window.open_file(str(HARVEY))
    assert sheet.view.show_uncommon.isChecked()


def test_start_page_buttons(window, monkeypatch):
    opened = []
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a: opened.append(a) or ([], ""))
    window.start_page.open_button.click()
    assert opened
    window.start_page.blank_coc_button.click()
    assert window.current_sheet().doc.document.system == "coc7"
    window.start_page.blank_toc_button.click()
    assert window.current_sheet().doc.document.system == "toc"


def test_new_investigator_opens_the_wizard_and_its_sheet_unsaved(window, qtbot):
    from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

    window.start_page.new_coc_button.click()
    wizard = window.wizard
    assert isinstance(wizard, CoC7CreationWizard) and wizard.isVisible()
    wizard.model.session.randomise_rest("setup")
    wizard.model.changed.emit()
    wizard.go_to_step("review")
    assert wizard.model.report("review").ok
    wizard.finish_button.click()
    sheet = window.current_sheet()
    assert sheet is not None and sheet.doc.document.system == "coc7"
    assert sheet.doc.document.name == wizard.model.answers.identity.name
    assert sheet.doc.modified  # never saved
    assert not sheet.doc.violations or all(v.severity == "warning" for v in sheet.doc.violations)


def test_ctrl_n_asks_the_game_remembers_it_and_opens_its_wizard(window, monkeypatch):
    from sheetmaker.ui.wizards.choose_game import ChooseGameDialog
    from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

    offered = []

    def choose(dialog):
        offered.append(dialog.last_game())
        dialog.buttons["toc"].click()
        return dialog.result()

    monkeypatch.setattr(ChooseGameDialog, "exec", choose)
    window.new_investigator_action.trigger()
    assert isinstance(window.wizard, ToCCreationWizard) and window.wizard.isVisible()
    window.wizard.cancel_button.click()
    monkeypatch.setattr(ChooseGameDialog, "exec", lambda dialog: offered.append(dialog.last_game()) or 0)
    window.new_investigator_action.trigger()  # cancelled: nothing opens
    assert offered == ["coc7", "toc"]  # the last game is offered first next time


def test_new_coc_investigator_opens_the_wizard(window):
    window.new_coc_action.trigger()
    assert window.wizard is not None and window.wizard.isVisible()
    window.wizard.model.answers  # noqa: B018 - a live session
    wizard = window.wizard
    wizard.cancel_button.click()  # nothing answered yet: closes without asking
    assert not wizard.isVisible()
    assert not window.sheets  # Cancel leaves nothing behind


def test_keyboard_order_on_the_start_page(window, qtbot):
    page = window.start_page
    window.finish_startup()  # lists the samples: buttons made after the roll log dock
    qtbot.waitUntil(lambda: page.sample_buttons[0].isVisible())
    order = [page.new_coc_button]
    while len(order) < 7:
        following = order[-1].nextInFocusChain()
        while not following.focusPolicy() & Qt.FocusPolicy.TabFocus or not following.isVisibleTo(window):
            following = following.nextInFocusChain()
        order.append(following)
    # No recent files yet: after the three buttons come the samples.
    assert order[1:] == [
        page.new_toc_button, page.open_button, page.library_button, page.blank_coc_button, page.blank_toc_button,
        page.sample_buttons[0],
    ]
    for button in [page.new_coc_button, page.new_toc_button, page.open_button, *page.sample_buttons]:
        assert button.accessibleName()



def test_creation_record_of_a_free_sheet(window, qtbot):
    from sheetmaker.systems.coc7.session import AgeAnswers, CharacteristicsAnswers

    assert not window.creation_action.isEnabled()
    sheet = window.new_sheet("coc7")
    assert window.creation_action.isEnabled()
    wizard = window.edit_creation()
    assert wizard.step_names == ("characteristics", "age")
    assert wizard.model.answers.characteristics.method == "free"
    values = {"STR": 50, "CON": 60, "SIZ": 50, "DEX": 60, "APP": 40, "INT": 70, "POW": 50, "EDU": 80}
    wizard.model.set("characteristics", CharacteristicsAnswers(method="allocation", values=values))
    wizard.go_to_step("age")
    wizard.model.set(
        "age",
        AgeAnswers(
            age=45, deductions={"CON": 5}, edu_checks=[{"roll": 90, "d10": 4}, {"roll": 10, "d10": 3}], luck_rolls=[55]
        ),
    )
    assert wizard.finish_button.isVisible()
    wizard.finish_button.click()
    s = sheet.doc.sheet
    assert s.creation.method == "allocation"
    assert s.characteristics.CON == 55 and s.characteristics.APP == 35 and s.characteristics.EDU == 84
    assert s.age == 45 and s.luck == 55
    assert not [v for v in sheet.doc.violations if v.code.startswith(("characteristics.", "age.", "luck."))]
    sheet.doc.undo_stack.undo()  # one undo step
    assert sheet.doc.sheet.creation.method == "free"


def test_start_page_cards_reflow_in_a_narrow_window(window, qtbot):
    page = window.start_page
    window.resize(1400, 800)
    qtbot.waitUntil(lambda: page._card_columns == 3)
    window.resize(900, 650)
    qtbot.waitUntil(lambda: page._card_columns < 3)
    # Nothing of the main actions is cut off: the open card fits the visible width.
    open_card = page.open_button.parentWidget()

    def fits() -> bool:
        right = open_card.mapTo(page.viewport(), open_card.rect().topRight()).x()
        return right <= page.viewport().width()

    qtbot.waitUntil(fits)


def test_the_start_page_builds_a_trail_of_cthulhu_investigator_step_by_step(window):
    from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

    window.start_page.new_toc_button.click()
    assert isinstance(window.wizard, ToCCreationWizard) and window.wizard.isVisible()
    wizard = window.wizard
    wizard.model.session.randomise_rest("campaign")
    wizard.model.changed.emit()
    wizard.go_to_step("review")
    assert wizard.model.report("review").ok
    wizard.finish_button.click()
    sheet = window.current_sheet()
    assert sheet.doc.document.system == "toc" and sheet.doc.modified
    assert not [v for v in sheet.doc.violations if v.severity == "error"]


def test_two_recent_files_of_one_character_show_their_file_names(window, tmp_path):
    paths = [tmp_path / "harvey.sheet.json", tmp_path / "harvey-pregen.sheet.json"]
    for path in paths:
        shutil.copyfile(HARVEY, path)
        window.open_file(str(path))
    window.recent_menu.aboutToShow.emit()
    texts = [a.text() for a in window.recent_menu.actions()][:2]
    assert texts == [
        "&1 Harvey Walters in harvey-pregen.sheet.json",
        "&2 Harvey Walters in harvey.sheet.json",
    ]


def test_export_has_a_shortcut_text_fields_do_not_take(window):
    keys = [k.toString() for k in window.export_pdf_action.shortcuts()]
    assert "Ctrl+P" in keys and "Ctrl+E" in keys


def test_undo_and_redo_have_real_icons(window):
    from sheetmaker.resources import resource

    assert resource("icons", "edit-undo.svg").is_file() and resource("icons", "edit-redo.svg").is_file()
    for action in (window.undo_action, window.redo_action):
        assert not action.icon().isNull()
        assert not action.icon().pixmap(24, 24).isNull()


@pytest.mark.parametrize("choice", ["save_all", "discard_all"])
def test_quit_with_several_unsaved_sheets_saves_or_discards_all(window, questions, tmp_path, choice):
    paths = []
    for name in ("one", "two"):
        path = tmp_path / f"{name}.sheet.json"
        shutil.copyfile(HARVEY, path)
        window.open_file(str(path)).doc.set_value("name", f"Harvey {name}")
        paths.append(path)
    questions.answers = [Button.SaveAll if choice == "save_all" else Button.Discard]
    assert window.close()
    assert len(questions.asked) == 1
    names = [fileformat.load(path).name for path in paths]
    assert names == (["Harvey one", "Harvey two"] if choice == "save_all" else ["Harvey Walters"] * 2)


def test_file_open_on_a_bundled_sample_opens_a_copy(window, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a: ([str(SAMPLE_HARVEY)], ""))
    window.open_dialog()
    sheet = window.current_sheet()
    assert sheet.doc.path is None and sheet.doc.document.name == "Harvey Walters"
