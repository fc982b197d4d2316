"""The translation pipeline (translations/update.py): the repository's own check, and each check,
the pseudo-locale and the merge of translators' JSON on small files made to fail."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("translations_update", ROOT / "translations" / "update.py")
update = importlib.util.module_from_spec(_spec)
sys.modules["translations_update"] = update
_spec.loader.exec_module(update)


def _tools_installed() -> bool:
    try:
        update.tool("lupdate")
        update.tool("lrelease")
    except update.ToolMissing:
        return False
    return True


needs_tools = pytest.mark.skipif(not _tools_installed(), reason="pyside6-lupdate/lrelease are not installed")


def _ts(path: Path, body: str, language: str = "de_DE") -> Path:
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        f'<TS version="2.1" language="{language}">\n{body}\n</TS>\n',
        encoding="utf-8",
    )
    return path


def _message(source: str, translation: str = "", unfinished: bool = False, comment: str = "") -> str:
    kind = ' type="unfinished"' if unfinished else ""
    note = f"<comment>{comment}</comment>" if comment else ""
    return f"<message><source>{source}</source>{note}<translation{kind}>{translation}</translation></message>"


def _context(name: str, *messages: str) -> str:
    return f"<context><name>{name}</name>{''.join(messages)}</context>"


# --------------------------------------------------------------------------- the repository


@needs_tools
def test_the_repository_translations_pass_the_check():
    """CI fails here when a source string is missing from a .ts file, a shipped language has an
    unfinished string, a placeholder or accelerator differs, or a .qm file is stale."""
    assert update.check() == []


def test_languages_json_lists_every_translated_language_of_the_app():
    languages = update.load_languages()
    assert set(languages.languages) == {"de", "fr"}
    assert set(languages.shipped) <= set(languages.languages)
    assert update.language_problems(languages) == []


def test_a_language_unknown_to_the_app_or_shipped_without_a_ts_is_reported():
    problems = update.language_problems(update.Languages(("de", "xx"), ("es",)))
    assert problems == [
        "translations/languages.json: xx is not in sheetmaker.core.i18n.LANGUAGES",
        'translations/languages.json: es is shipped but not in "languages"',
        "translations/languages.json: fr (in i18n.LANGUAGES) has no .ts file listed",
    ]


# --------------------------------------------------------------------------- placeholders and accelerators


def test_placeholders_are_format_fields_and_qt_arguments():
    assert update.placeholders("{0} of {name}: {1:02d}, %n item(s), %1 and %L2") == {
        "{0}", "{name}", "{1:02d}", "%n", "%1", "%L2",
    }
    assert update.placeholders("{{literal}} braces and 50%") == set()


def test_accelerators_leave_out_double_ampersands_spaces_and_entities():
    assert update.accelerators("&File") == 1
    assert update.accelerators("Injuries & Scars") == 0
    assert update.accelerators("Salt && pepper") == 0
    assert update.accelerators("Fish &amp; chips") == 0
    assert update.accelerators("&Save &As") == 2


def test_every_message_problem_is_reported_for_a_shipped_language(tmp_path):
    ts = _ts(
        tmp_path / "sheetmaker_de.ts",
        _context(
            "MainWindow",
            _message("&amp;File", "&amp;Datei"),
            _message("&amp;Edit", "", unfinished=True),
            _message("Saved {0}", "Gespeichert {1}"),
            _message("&amp;Open…", "Öffnen…"),
            _message("Close", "Schließen", unfinished=True),
        )
        + "<context><name>LibraryPage</name>"
        '<message numerus="yes"><source>%n sheet(s)</source><translation>'
        "<numerusform>ein Bogen</numerusform><numerusform>%n Bögen</numerusform>"
        "</translation></message></context>"
        + _context("", _message("CoC7Backstory", "x", comment="Traits")),
    )
    assert update.ts_problems(ts, shipped=True) == [
        "sheetmaker_de.ts: MainWindow: “&Edit”: unfinished",
        "sheetmaker_de.ts: MainWindow: “Saved {0}”: placeholders differ (missing {0}; extra {1})",
        "sheetmaker_de.ts: MainWindow: “&Open…”: 0 & accelerators, the source has 1",
        "sheetmaker_de.ts: MainWindow: “Close”: unfinished",
        "sheetmaker_de.ts: LibraryPage: “%n sheet(s)” (form 1): placeholders differ (missing %n; extra none)",
        "sheetmaker_de.ts: (no context): “CoC7Backstory” (Traits): lupdate found no context "
        "(a tr or translate under another name?)",
    ]


def test_an_unfinished_translation_of_a_language_not_shipped_yet_is_no_problem(tmp_path):
    ts = _ts(
        tmp_path / "sheetmaker_fr.ts",
        _context(
            "MainWindow", _message("&amp;File", "", unfinished=True), _message("Saved {0}", "{0}", unfinished=True)
        ),
        language="fr_FR",
    )
    assert update.ts_problems(ts, shipped=False) == []
    assert update.ts_problems(ts, shipped=True) == ["sheetmaker_fr.ts: MainWindow: “&File”: unfinished",
                                                    "sheetmaker_fr.ts: MainWindow: “Saved {0}”: unfinished"]


def test_a_draft_with_wrong_placeholders_is_reported_even_before_the_language_ships(tmp_path):
    ts = _ts(tmp_path / "sheetmaker_fr.ts", _context("RollLogDock", _message("Roll #{0}", "Jet n°", unfinished=True)))
    assert update.ts_problems(ts, shipped=False) == [
        "sheetmaker_fr.ts: RollLogDock: “Roll #{0}”: placeholders differ (missing {0}; extra none)"
    ]


# --------------------------------------------------------------------------- sources against a .ts


@needs_tools
def test_a_source_string_missing_from_the_ts_and_a_stale_one_are_reported(tmp_path):
    source = tmp_path / "window.py"
    source.write_text(
        "from PySide6.QtCore import QCoreApplication, QObject\n\n\n"
        "class Window(QObject):\n"
        "    def texts(self):\n"
        "        return self.tr('&File'), self.tr('&Edit')\n\n\n"
        "def other():\n"
        "    return QCoreApplication.translate('Roll', 'Push')\n",
        encoding="utf-8",
    )
    ts = _ts(
        tmp_path / "sheetmaker_de.ts", _context("Window", _message("&amp;File", "&amp;Datei"), _message("Gone", "Weg"))
    )
    before = ts.read_bytes()
    assert update.missing_sources(ts, [source]) == [
        "sheetmaker_de.ts: Roll: “Push”: missing (run translations/update.py)",
        "sheetmaker_de.ts: Window: “&Edit”: missing (run translations/update.py)",
        "sheetmaker_de.ts: Window: “Gone”: no longer in the sources (run translations/update.py)",
    ]
    assert ts.read_bytes() == before  # checked through a copy

    update.lupdate(ts, [source])
    assert update.missing_sources(ts, [source]) == []
    _language, messages = update.read_ts(ts)
    assert {m.key: m.translations for m in messages}[("Window", "&File", "")] == ("&Datei",)


def test_texts_lupdate_cannot_see_are_reported(tmp_path):
    source = tmp_path / "page.py"
    source.write_text(
        "from PySide6.QtCore import QCoreApplication\n\n\n"
        "class Page:\n"
        "    def html(self, window):\n"
        "        tr = self.tr\n"
        "        head = f\"<h3>{self.tr('Skills')}</h3>\"\n"
        "        return head + window.tr('Close') + tr('Open') + self.tr('Fine') + f'{len(head)}'\n\n\n"
        "translate = QCoreApplication.translate\n",
        encoding="utf-8",
    )
    assert update.source_problems([source]) == [
        "page.py:6: tr = self.tr: lupdate does not know the name (call self.tr or translate directly)",
        "page.py:7: self.tr() inside an f-string: lupdate does not see it (translate outside the f-string)",
        "page.py:8: window.tr(): lupdate takes “window” for the context (use QCoreApplication.translate)",
    ]


# --------------------------------------------------------------------------- .qm files


@needs_tools
def test_a_qm_file_is_stale_once_the_ts_changes_and_fresh_after_lrelease(tmp_path):
    ts = _ts(tmp_path / "sheetmaker_de.ts", _context("MainWindow", _message("&amp;File", "&amp;Datei")))
    qm = tmp_path / "qm" / "sheetmaker_de.qm"
    assert update.qm_problems(ts, qm) == [f"{qm.name}: missing (run translations/update.py)"]
    update.lrelease(ts, qm)
    assert update.qm_problems(ts, qm) == []

    _ts(ts, _context("MainWindow", _message("&amp;File", "&amp;Fichier")))
    assert update.qm_problems(ts, qm) == [
        "sheetmaker_de.qm: out of date with sheetmaker_de.ts (1 messages differ, e.g. MainWindow: “&File”; "
        "run translations/update.py)"
    ]


@needs_tools
def test_a_qm_file_with_other_bytes_but_the_same_translations_is_fresh(tmp_path):
    """Another lrelease may write other bytes: then every message is compared."""
    ts = _ts(tmp_path / "sheetmaker_de.ts", _context("MainWindow", _message("&amp;File", "&amp;Datei")))
    qm = tmp_path / "sheetmaker_de.qm"
    update.lrelease(ts, qm)
    # The same translation compiled with an unrelated extra message: other bytes, same answers.
    other = _ts(
        tmp_path / "other.ts",
        _context("MainWindow", _message("&amp;File", "&amp;Datei")) + _context("Elsewhere", _message("x", "y")),
    )
    update.lrelease(other, qm)
    assert update.qm_problems(ts, qm) == []


@needs_tools
def test_unfinished_translations_stay_out_of_the_qm(tmp_path):
    from PySide6.QtCore import QTranslator

    ts = _ts(
        tmp_path / "sheetmaker_de.ts",
        _context(
            "MainWindow", _message("&amp;File", "&amp;Datei"), _message("&amp;Edit", "&amp;Bearbeiten", unfinished=True)
        ),
    )
    qm = tmp_path / "sheetmaker_de.qm"
    update.lrelease(ts, qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("MainWindow", "&File") == "&Datei"
    assert translator.translate("MainWindow", "&Edit") == ""


# --------------------------------------------------------------------------- the pseudo-locale


def test_pseudo_accents_and_lengthens_a_text():
    assert update.pseudo("Save") == "[Šávé ·]"
    text = "Copy every roll to the clipboard as plain text"
    result = update.pseudo(text)
    assert result == "[Çópý évérý róll tó thé çlípbóárd áš pláíñ téxt ················]"
    assert len(result) >= 1.4 * len(text)


def test_pseudo_keeps_placeholders_tags_accelerators_and_line_breaks():
    assert update.pseudo("&File") == "[&Fílé ·]"
    assert update.pseudo("{0}[*] — SheetMaker") == "[{0}[*] — ŠhéétMákér ···]"
    assert update.pseudo("Saved {name} ({count:02d})") == "[Šávéd {name} ({count:02d}) ·]"
    assert update.pseudo("%n sheet(s), %1 and %L2") == "[%n šhéét(š), %1 áñd %L2 ····]"
    assert update.pseudo("<b>Combat</b> order\nnext &amp; last") == "[<b>Çómbát</b> órdér\nñéxt &amp; lášt ······]"
    assert update.pseudo("{{literal}} && more") == "[{{lítérál}} && móré ···]"
    assert update.pseudo("") == ""
    assert update.pseudo("{0}") == "{0}"


def test_a_pseudo_translation_keeps_every_placeholder_and_accelerator():
    for source in ("&Open Recent", "Luck is {0}; it must be at least 15.", "%n file(s)", "<i>{0}</i> &amp; {1}"):
        translated = update.pseudo(source)
        assert update.placeholders(translated) == update.placeholders(source)
        assert update.accelerators(translated) == update.accelerators(source)


@needs_tools
def test_the_pseudo_locale_qm_translates_every_message(tmp_path):
    from PySide6.QtCore import QTranslator

    source = tmp_path / "window.py"
    source.write_text(
        "from PySide6.QtCore import QObject\n\n\nclass Window(QObject):\n"
        "    def texts(self, n):\n        return self.tr('&File'), self.tr('%n sheet(s)', '', n)\n",
        encoding="utf-8",
    )
    qm = tmp_path / "sheetmaker_en_XA.qm"
    update.build_pseudo(qm, [source])
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("Window", "&File") == "[&Fílé ·]"
    # Both numerus forms (QCoreApplication.translate puts the number for %n).
    assert translator.translate("Window", "%n sheet(s)", "", 1) == "[%n šhéét(š) ·]"
    assert translator.translate("Window", "%n sheet(s)", "", 3) == "[%n šhéét(š) ·]"
    assert update.pseudo_qm_problems(qm, [source]) == []
    source.write_text(source.read_text(encoding="utf-8").replace("&File", "&Folder"), encoding="utf-8")
    assert update.pseudo_qm_problems(qm, [source]) == [
        "sheetmaker_en_XA.qm: out of date (1 messages differ; run translations/update.py)"
    ]


# --------------------------------------------------------------------------- merging translators' JSON


def test_merge_fills_translations_and_reports_what_it_cannot_place(tmp_path):
    ts = _ts(
        tmp_path / "sheetmaker_de.ts",
        _context(
            "MainWindow",
            _message("&amp;File", unfinished=True),
            _message("Name", unfinished=True, comment="of a file"),
        )
        + "<context><name>LibraryPage</name>"
        '<message numerus="yes"><source>%n sheet(s)</source><translation type="unfinished">'
        "<numerusform></numerusform><numerusform></numerusform></translation></message></context>"
        + _context("CoC7Backstory", _message("Traits", unfinished=True)),
    )
    entries = [
        {"context": "MainWindow", "messages": [
            {"source": "&File", "translation": "&Datei"},
            {"source": "Name", "disambiguation": "of a file", "translation": "Name"},
            {"source": "&Quit", "translation": "&Beenden"},
        ]},
        {"context": "LibraryPage", "messages": [{"source": "%n sheet(s)", "translations": ["%n Bogen", "%n Bögen"]}]},
        # What an older .ts held for translate("CoC7Backstory", "Traits") through an alias.
        {
            "context": "",
            "messages": [{"source": "CoC7Backstory", "disambiguation": "Traits", "translation": "Eigenschaften"}],
        },
    ]
    assert update.merge(ts, entries) == [
        "MainWindow: “&Quit”: not found",
        "(no context): “Traits”: placed in CoC7Backstory",
    ]
    _language, messages = update.read_ts(ts)
    found = {m.key: (m.translations, m.unfinished) for m in messages}
    assert found == {
        ("MainWindow", "&File", ""): (("&Datei",), False),
        ("MainWindow", "Name", "of a file"): (("Name",), False),
        ("LibraryPage", "%n sheet(s)", ""): (("%n Bogen", "%n Bögen"), False),
        ("CoC7Backstory", "Traits", ""): (("Eigenschaften",), False),
    }
    assert update.ts_problems(ts, shipped=True) == []


def test_merge_places_a_text_found_once_elsewhere_and_refuses_a_bad_file(tmp_path):
    ts = _ts(tmp_path / "sheetmaker_fr.ts", _context("ReviewPage", _message("(no name yet)", unfinished=True)))
    report = update.merge(
        ts, [{"context": "", "messages": [{"source": "(no name yet)", "translation": "(pas encore de nom)"}]}]
    )
    assert report == ["(no context): “(no name yet)”: placed in ReviewPage"]
    assert update.read_ts(ts)[1][0].translations == ("(pas encore de nom)",)
    with pytest.raises(ValueError, match="must be a list"):
        update.merge(ts, json.loads('{"context": "x"}'))


def test_check_mode_prints_one_line_per_problem_and_exits_1(monkeypatch, capsys):
    monkeypatch.setattr(update, "check", lambda: ["a.ts: MainWindow: “&File”: unfinished", "b.qm: missing"])
    assert update.main(["--check"]) == 1
    assert capsys.readouterr().out == "a.ts: MainWindow: “&File”: unfinished\nb.qm: missing\n"
    monkeypatch.setattr(update, "check", lambda: [])
    assert update.main(["--check"]) == 0
    assert capsys.readouterr().out == "translations: OK\n"
