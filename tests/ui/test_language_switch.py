"""Switching the language live: Preferences → Language retranslates the open window (menus, an
open sheet view rebuilt for the same document, the roll log and its cards' buttons), English
comes back, an unknown or missing language falls back to English, and the pseudo-locale loads."""

from __future__ import annotations

import dataclasses
import random
import shutil
import subprocess

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtWidgets import QDialog, QGroupBox, QLabel, QMessageBox

from sheetmaker.core import d100, i18n
from sheetmaker.models.library import COLUMN
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui import language
from sheetmaker.ui.main_window import MainWindow
from sheetmaker.ui.preferences import Preferences, PreferencesDialog
from sheetmaker.ui.recovery import RecoveryStore
from tests.fixtures import HARVEY_ALLOCATION
from tests.test_app import _lrelease

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

#: A few German texts, enough to see every part of the window switch.
GERMAN = {
    "MainWindow": {"&File": "&Datei", "&Roll Log": "&Würfelprotokoll", "{0}[*] — SheetMaker": "{0}[*] — Bogenmacher"},
    "CoC7SheetView": {"Characteristics": "Eigenschaften", "of 99": "von 99"},
    "RollLogDock": {"Copy as text": "Als Text kopieren", "Roll log": "Würfelprotokoll", "Failure": "Fehlschlag"},
    "RollController": {"Push": "Forcieren"},
    "StartPage": {"Recent sheets": "Zuletzt geöffnet"},
    "LibraryPage": {"Add Folder…": "Ordner hinzufügen…", "&Delete": "&Löschen"},
    "LibraryModel": {"Occupation": "Beruf"},
    "PartyPanel": {"Group Luck Roll": "Gruppen-Glückswurf"},
    "PartyModel": {"Luck": "Glück"},
}


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


@pytest.fixture
def german(tmp_path, monkeypatch):
    """A German sheetmaker_de.qm in a folder of its own; English again afterwards."""
    lrelease = _lrelease()
    if lrelease is None:
        pytest.skip("lrelease is not installed")
    contexts = "".join(
        f"<context><name>{context}</name>"
        + "".join(
            f"<message><source>{_escape(source)}</source><translation>{_escape(text)}</translation></message>"
            for source, text in messages.items()
        )
        + "</context>"
        for context, messages in GERMAN.items()
    )
    folder = tmp_path / "qm"
    folder.mkdir()
    ts = folder / "sheetmaker_de.ts"
    ts.write_text(
        f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de">{contexts}</TS>\n',
        encoding="utf-8",
    )
    subprocess.run([lrelease, "-silent", str(ts)], check=True)
    monkeypatch.setattr(language, "translation_dirs", lambda: [folder])
    locale = QLocale()
    yield folder
    language.use_language("en")
    QLocale.setDefault(locale)


@pytest.fixture
def english_afterwards():
    locale = QLocale()
    yield
    language.use_language("en", dirs=[resource("translations")])
    QLocale.setDefault(locale)


def _failing_seed(value: int) -> int:
    for seed in range(10_000):
        if d100.roll_d100(random.Random(seed), value).level == d100.Level.FAILURE:
            return seed
    raise AssertionError("no seed")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Discard)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    recovery = RecoveryStore(tmp_path / "recovery")
    assert recovery.start()
    window = MainWindow(settings, recovery, controller=RollController(rng=random.Random(_failing_seed(35))))
    qtbot.addWidget(window)
    window.show()
    yield window
    recovery.close()


def _file_menu(window: MainWindow) -> str:
    return window.menuBar().actions()[0].text()


def _characteristics_title(view) -> str:
    return view.findChild(QGroupBox, "characteristicsBox").title()


def _switch(window: MainWindow, qtbot, code: str, file_title: str) -> None:
    window.set_preferences(dataclasses.replace(window.preferences, language=code))
    qtbot.waitUntil(lambda: _file_menu(window) == file_title)


def test_switching_the_language_live_retranslates_menus_an_open_sheet_and_the_roll_log(window, german, qtbot, tmp_path):
    path = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY_ALLOCATION, path)
    sheet = window.open_file(str(path))
    doc = sheet.doc
    doc.set_value("sheet.characteristics.STR", 65)  # an unsaved edit
    steps = doc.undo_stack.count()
    old_view = sheet.view
    assert _characteristics_title(old_view) == "Characteristics"
    card = window.controller.skill(doc, "Spot Hidden")
    dock = window.roll_log_dock
    assert [button.text() for button in dock.bar(0).buttons][0] == "Push"
    assert dock.copy_button.text() == "Copy as text"

    _switch(window, qtbot, "de", "&Datei")

    assert i18n.language() == "de"
    assert QLocale().language() == QLocale.Language.German  # numbers are written the German way
    assert window.roll_log_action.text() == "&Würfelprotokoll"
    assert window.windowTitle() == "Harvey Walters[*] — Bogenmacher"
    # The sheet view is made again for the same document: the edit and its undo step are kept.
    view = window.sheets[0].view
    assert view is not old_view and window.tabs.widget(0) is view
    assert window.sheets[0].doc is doc
    assert _characteristics_title(view) == "Eigenschaften"
    assert view.luck_info.text() == "von 99"
    assert doc.sheet.characteristics.STR == 65
    assert doc.undo_stack.count() == steps and doc.modified
    assert window.undo_action.text() == "&Undo Change STR"  # no German for these in the test file
    # The roll log: its buttons, its title, the cards' follow-ups and badges.
    assert dock.copy_button.text() == "Als Text kopieren"
    assert dock.windowTitle() == "Würfelprotokoll"
    assert dock.model.card(0).follow_ups[0].label == "Forcieren"
    assert dock.model.card(0).id == card.id
    qtbot.waitUntil(lambda: dock.bar(0) is not None and dock.bar(0).buttons[0].text() == "Forcieren")
    # The start page (hidden behind the tabs) follows too.
    assert window.start_page.findChild(QGroupBox).title() == "Zuletzt geöffnet"

    _switch(window, qtbot, "en", "&File")

    assert i18n.language() == "en"
    assert _characteristics_title(window.sheets[0].view) == "Characteristics"
    assert window.sheets[0].view.luck_info.text() == "of 99"
    assert doc.undo_stack.count() == steps and doc.sheet.characteristics.STR == 65
    assert dock.copy_button.text() == "Copy as text"
    assert window.roll_log_action.text() == "&Roll Log"
    qtbot.waitUntil(lambda: dock.bar(0) is not None and dock.bar(0).buttons[0].text() == "Push")
    assert window.windowTitle() == "Harvey Walters[*] — SheetMaker"


def test_the_library_and_the_party_table_follow_the_language(window, german, qtbot, tmp_path):
    page = window.show_library(str(tmp_path / "library"))
    party = window.show_party().panel
    party.set_game("coc7")
    luck = next(
        column for column in range(party.model.columnCount())
        if party.model.headerData(column, Qt.Orientation.Horizontal) == "Luck"
    )
    with qtbot.waitSignals([page.model.headerDataChanged, party.model.headerDataChanged]):
        _switch(window, qtbot, "de", "&Datei")
    assert page.add_folder_button.text() == "Ordner hinzufügen…"
    assert page.delete_action.text() == "&Löschen"
    assert page.proxy.headerData(COLUMN["occupation"], Qt.Orientation.Horizontal) == "Beruf"
    assert party.luck_button.text() == "Gruppen-Glückswurf"
    assert party.table.model().headerData(luck, Qt.Orientation.Horizontal) == "Glück"
    assert window.library_action.text() == "&Library"  # no German for it in the test file


def test_undo_still_works_on_a_rebuilt_sheet_view(window, german, qtbot, tmp_path):
    path = tmp_path / "harvey.sheet.json"
    shutil.copyfile(HARVEY_ALLOCATION, path)
    sheet = window.open_file(str(path))
    before = sheet.doc.sheet.characteristics.STR
    sheet.doc.set_value("sheet.characteristics.STR", 65)
    _switch(window, qtbot, "de", "&Datei")
    window.undo_action.trigger()
    assert window.sheets[0].doc.sheet.characteristics.STR == before
    assert window.sheets[0].view.findChild(QLabel, "editMessage") is not None


def test_an_unknown_language_or_a_missing_translation_gives_english(window, qtbot, tmp_path, english_afterwards):
    assert language.use_language("xx", dirs=[tmp_path]) == "en"
    assert language.installed_translators() == []
    assert i18n.language() == "en"
    # German is known, but no sheetmaker_de.qm is in the folder: English, no error.
    assert language.use_language("de", dirs=[tmp_path]) == "en"
    assert language.installed_translators() == []
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"
    assert _file_menu(window) == "&File"
    # A settings file edited by hand: the choice falls back to the system's language.
    settings = QSettings(str(tmp_path / "by-hand.ini"), QSettings.Format.IniFormat)
    settings.setValue("preferences/language", "xx")
    assert Preferences.load(settings).language == "system"


def test_the_system_choice_takes_the_first_desktop_language_sheetmaker_has():
    assert language.resolve_language("system", QLocale("de_AT")) == "de"
    assert language.resolve_language("system", QLocale("fr_CA")) == "fr"
    assert language.resolve_language("system", QLocale("es_ES")) == "en"
    assert language.resolve_language("system", QLocale("en_GB")) == "en"
    assert language.resolve_language("de_CH") == "de"
    assert language.resolve_language("en_XA") == "en_XA"
    assert language.resolve_language("") == language.resolve_language("system")


def test_the_shipped_pseudo_locale_lengthens_and_accents_the_window(window, qtbot, english_afterwards):
    assert language.use_language("en_XA", dirs=[resource("translations")]) == "en_XA"
    qtbot.waitUntil(lambda: _file_menu(window) == "[&Fílé ·]")
    assert window.save_as_action.text() == "[Šávé &Aš… ·]"  # the accelerator keeps its letter
    assert window.start_page.findChild(QGroupBox).title() == "[Réçéñt šhéétš ···]"


def test_the_preferences_dialog_lists_the_languages_and_stores_the_choice(window, qtbot, monkeypatch, tmp_path):
    # Issue 23 changed this: the developer's pseudo-locale is offered only with
    # SHEETMAKER_PSEUDO_LOCALE set (or while it is the language chosen).
    monkeypatch.delenv("SHEETMAKER_PSEUDO_LOCALE", raising=False)
    dialog = PreferencesDialog(Preferences(language="de"))
    qtbot.addWidget(dialog)
    combo = dialog._language
    assert [combo.itemText(i) for i in range(combo.count())] == ["System language", "English", "Deutsch", "Français"]
    assert [combo.itemData(i) for i in range(combo.count())] == ["system", "en", "de", "fr"]
    for preferences, env in ((Preferences(language="en_XA"), ""), (Preferences(language="de"), "1")):
        if env:
            monkeypatch.setenv("SHEETMAKER_PSEUDO_LOCALE", env)
        developer = PreferencesDialog(preferences)
        qtbot.addWidget(developer)
        codes = [developer._language.itemData(i) for i in range(developer._language.count())]
        assert codes == ["system", "en", "de", "fr", "en_XA"]
        assert developer._language.itemText(4) == "Pseudo-locale (layout check)"
    monkeypatch.delenv("SHEETMAKER_PSEUDO_LOCALE")
    assert combo.currentData() == "de"
    combo.setCurrentIndex(combo.findData("fr"))
    assert dialog.preferences().language == "fr"

    # Through the window: OK stores the choice (no French .qm here: English stays, no error).
    monkeypatch.setattr(language, "translation_dirs", lambda: [tmp_path])

    def choose_english(self):
        self._language.setCurrentIndex(self._language.findData("en"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PreferencesDialog, "exec", choose_english)
    window.edit_preferences()
    assert window.preferences.language == "en"
    assert window._settings.value("preferences/language") == "en"
    assert Preferences.load(window._settings).language == "en"
