"""File → Export PDF: the action, the options dialog, the background export, cancel and errors."""

from __future__ import annotations

import os
import random
import threading
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QLocale, QSettings, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QWidget,
)

from sheetmaker.models.rolls import RollController
from sheetmaker.pdf import export as pdf_export
from sheetmaker.resources import resource
from sheetmaker.ui import export_pdf
from sheetmaker.ui.export_pdf import (
    PAGE_SIZE_KEY,
    ExportOptions,
    ExportPdfDialog,
    PdfExporter,
    default_page_size,
    load_page_size,
    pdf_file_name,
    with_pdf_suffix,
)
from sheetmaker.ui.main_window import MainWindow
from tests.fixtures import HARVEY_ALLOCATION

Button = QMessageBox.StandardButton
HARVEY = HARVEY_ALLOCATION
CULTIST = resource("samples", "npc-cultist.sheet.json")
#: Generous: a full sheet renders in well under a second, but CI machines can be slow.
WAIT_MS = 30_000


def _locale(language: QLocale.Language, country: QLocale.Country) -> QLocale:
    return QLocale(language, country)


class Boxes:
    """QMessageBox.information / question and QDesktopServices.openUrl, patched."""

    def __init__(self) -> None:
        self.informed: list[str] = []
        self.asked: list[str] = []
        self.opened: list[QUrl] = []
        self.answer = Button.Open
        self.question_answer = Button.No
        self.open_works = True

    def information(self, parent, title, text, buttons=None, default=None):
        assert buttons == Button.Open | Button.Close
        self.informed.append(text)
        return self.answer

    def question(self, parent, title, text, buttons=None, default=None):
        self.asked.append(text)
        return self.question_answer

    def open_url(self, url: QUrl) -> bool:
        self.opened.append(url)
        return self.open_works


@pytest.fixture
def boxes(monkeypatch) -> Boxes:
    fake = Boxes()
    monkeypatch.setattr(QMessageBox, "information", fake.information)
    monkeypatch.setattr(QMessageBox, "question", fake.question)
    monkeypatch.setattr(QDesktopServices, "openUrl", fake.open_url)
    return fake


@pytest.fixture
def settings(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def _simple_view(doc, controller, parent=None, **options) -> QWidget:
    """A stand-in sheet view: the export reads the document, not the view."""
    return QLabel(doc.display_name, parent)


@pytest.fixture
def window(qtbot, settings, boxes) -> MainWindow:
    window = MainWindow(
        settings, None, controller=RollController(rng=random.Random(7)), view_factory=_simple_view
    )
    qtbot.addWidget(window)
    window.show()
    return window


class Chosen:
    """ExportPdfDialog.exec and QFileDialog.getSaveFileName, patched."""

    def __init__(self, monkeypatch, path: str | Path) -> None:
        self.path = str(path)
        self.accept = True
        self.configure = None  # called with the dialog before it "closes"
        self.dialogs: list[ExportOptions] = []  # the options each dialog opened with
        self.suggested: list[str] = []
        self.filters: list[str] = []
        monkeypatch.setattr(ExportPdfDialog, "exec", lambda dialog: self._exec(dialog))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self._save)

    def _exec(self, dialog: ExportPdfDialog):
        self.dialogs.append(dialog.options())
        if self.configure is not None:
            self.configure(dialog)
        return QDialog.DialogCode.Accepted if self.accept else QDialog.DialogCode.Rejected

    def _save(self, parent, caption, directory, filter_):
        self.suggested.append(directory)
        self.filters.append(filter_)
        return self.path, filter_


class Finished:
    """Records PdfExporter.finished."""

    def __init__(self, exporter: PdfExporter) -> None:
        self.results: list[str] = []
        exporter.finished.connect(self.results.append)


def _run_export(qtbot, window: MainWindow) -> Finished:
    """Trigger File → Export PDF and wait until the worker reported and its result is handled."""
    finished = Finished(window.pdf_exporter)
    window.export_pdf_action.trigger()
    qtbot.waitUntil(lambda: bool(finished.results), timeout=WAIT_MS)
    assert not window.pdf_exporter.running
    assert window.pdf_exporter.progress_dialog is None
    return finished


def _error_boxes(window: QWidget) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.objectName() == "errorBox"]


def _box_text(box: QMessageBox) -> str:
    return "\n".join([box.text(), box.informativeText(), box.detailedText()])


def _pdf_text(path: Path) -> str:
    reader = PdfReader(str(path))
    return " ".join(" ".join(page.extract_text().split()) for page in reader.pages)


# --------------------------------------------------------------------------- the action


def test_the_action_needs_an_open_sheet(window):
    assert not window.export_pdf_action.isEnabled()
    sheet = window.open_sample(str(HARVEY))
    assert window.export_pdf_action.isEnabled()
    window.close_sheet(sheet)
    assert not window.export_pdf_action.isEnabled()
    assert window.export_current_pdf() is False  # nothing to export: nothing asked


def test_the_action_is_in_the_file_menu_with_ctrl_e(window):
    file_menu = window.menuBar().actions()[0].menu()
    assert window.export_pdf_action in file_menu.actions()
    assert window.export_pdf_action.text() == "&Export PDF…"
    assert window.export_pdf_action.shortcuts()[-1] == QKeySequence("Ctrl+E")  # after Ctrl+P (Print)
    # Ctrl+E is nobody else's: no other action of the window, no standard key of this platform.
    taken = [
        action.text() for action in window.findChildren(QAction)
        if QKeySequence("Ctrl+E") in action.shortcuts()
    ]
    assert taken == ["&Export PDF…"]
    for key in QKeySequence.StandardKey:
        assert QKeySequence("Ctrl+E") not in QKeySequence.keyBindings(key), key


def test_no_pdf_module_is_loaded_until_an_export_starts(window):
    assert window._pdf_exporter is None  # made on first use


# --------------------------------------------------------------------------- exporting


def test_exporting_the_current_sample_writes_a_pdf(qtbot, window, boxes, settings, tmp_path, monkeypatch):
    chosen = Chosen(monkeypatch, tmp_path / "out" / "harvey")  # no suffix: ".pdf" is added
    (tmp_path / "out").mkdir()
    window.open_sample(str(HARVEY))
    threads = []
    real = pdf_export.export_pdf

    def spy(*args, **kwargs):
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(pdf_export, "export_pdf", spy)
    finished = _run_export(qtbot, window)

    target = tmp_path / "out" / "harvey.pdf"
    assert finished.results == [str(target)]
    assert threads and threads[0] is not threading.main_thread()  # off the GUI thread
    assert target.read_bytes().startswith(b"%PDF")
    assert "Harvey Walters" in _pdf_text(target)
    assert sorted(p.name for p in target.parent.iterdir()) == ["harvey.pdf"]  # no temporary file
    # The dialogs: an investigator defaults to the sheet layout; the file is named after the sheet.
    assert chosen.dialogs[0].layout == "sheet"
    assert os.path.basename(chosen.suggested[0]) == "Harvey Walters.pdf"
    assert chosen.filters == ["PDF files (*.pdf)"]
    # Success: offered to open; Open opens the file.
    assert len(boxes.informed) == 1 and "harvey.pdf" in boxes.informed[0]
    assert boxes.opened == [QUrl.fromLocalFile(str(target))]
    assert not _error_boxes(window)
    assert window.statusBar().currentMessage() == f"Exported {target}"


def test_close_in_the_success_box_opens_nothing(qtbot, window, boxes, tmp_path, monkeypatch):
    Chosen(monkeypatch, tmp_path / "harvey.pdf")
    boxes.answer = Button.Close
    window.open_sample(str(HARVEY))
    _run_export(qtbot, window)
    assert (tmp_path / "harvey.pdf").is_file()
    assert boxes.informed and boxes.opened == []


def test_a_pdf_that_cannot_be_opened_says_so(qtbot, window, boxes, tmp_path, monkeypatch):
    Chosen(monkeypatch, tmp_path / "harvey.pdf")
    boxes.open_works = False
    window.open_sample(str(HARVEY))
    _run_export(qtbot, window)
    [box] = _error_boxes(window)
    assert box.text() == "The PDF could not be opened."
    assert str(tmp_path / "harvey.pdf") in box.informativeText()


def test_the_options_reach_the_export_and_the_page_size_is_remembered(
    qtbot, window, settings, tmp_path, monkeypatch
):
    chosen = Chosen(monkeypatch, tmp_path / "cultist.pdf")
    calls = []

    def fake_export(documents, out, **options):
        calls.append((documents, out, options))

    monkeypatch.setattr(pdf_export, "export_pdf", fake_export)
    window.open_sample(str(CULTIST))

    def choose(dialog: ExportPdfDialog) -> None:
        dialog.page_size_combo.setCurrentIndex(dialog.page_size_combo.findData("letter"))
        dialog.plain_check.setChecked(True)
        dialog.fillable_check.setChecked(True)  # ignored: statblocks have no form fields

    chosen.configure = choose
    _run_export(qtbot, window)
    [(documents, out, options)] = calls
    assert [d.display_name for d in documents] == [window.current_sheet().doc.document.display_name]
    assert documents[0] is window.current_sheet().doc.document
    assert out == str(tmp_path / "cultist.pdf")
    assert options["layout"] == "statblock"  # the default for an NPC
    assert options["page_size"] == "letter"
    assert options["plain"] is True and options["fillable"] is False
    assert callable(options["progress"]) and options["cancelled"]() is False

    # Remembered with its type, and offered first next time.
    settings.sync()
    reread = QSettings(settings.fileName(), QSettings.Format.IniFormat)
    assert reread.value(PAGE_SIZE_KEY, "", type=str) == "letter"
    chosen.configure = None
    _run_export(qtbot, window)
    assert chosen.dialogs[1].page_size == "letter"
    # The next save dialog starts in the folder of the last export.
    assert os.path.dirname(chosen.suggested[1]) == str(tmp_path)


def test_fillable_sheet_export(qtbot, window, tmp_path, monkeypatch):
    chosen = Chosen(monkeypatch, tmp_path / "fillable.pdf")
    chosen.configure = lambda dialog: dialog.fillable_check.setChecked(True)
    window.open_sample(str(HARVEY))
    _run_export(qtbot, window)
    reader = PdfReader(str(tmp_path / "fillable.pdf"))
    assert reader.get_fields()  # form fields a reader can edit


def test_the_as_created_check_box_reaches_the_export(qtbot, window, tmp_path, monkeypatch):
    """Issue 12: print a pregen as created (no play marks); off unless asked for."""
    chosen = Chosen(monkeypatch, tmp_path / "pregen.pdf")
    calls = []
    monkeypatch.setattr(pdf_export, "export_pdf", lambda documents, out, **options: calls.append(options))
    window.open_sample(str(HARVEY))
    _run_export(qtbot, window)
    assert calls[-1]["as_created"] is False

    def choose(dialog: ExportPdfDialog) -> None:
        check = dialog.findChild(QCheckBox, "asCreatedCheck")
        assert check is dialog.as_created_check and check.isEnabled() and not check.isChecked()
        assert "play marks" in check.text() and check.toolTip()
        check.setChecked(True)

    chosen.configure = choose
    _run_export(qtbot, window)
    assert calls[-1]["as_created"] is True
    assert calls[-1]["layout"] == "sheet"


def test_as_created_sheet_export(qtbot, window, tmp_path, monkeypatch):
    chosen = Chosen(monkeypatch, tmp_path / "pregen.pdf")
    chosen.configure = lambda dialog: dialog.as_created_check.setChecked(True)
    window.open_sample(str(HARVEY))
    _run_export(qtbot, window)
    text = _pdf_text(tmp_path / "pregen.pdf")
    assert "Hit Points max 10 current 10" in text


def test_progress_is_shown_in_a_window_modal_dialog(qtbot, window, tmp_path, monkeypatch):
    Chosen(monkeypatch, tmp_path / "two.pdf")
    step = threading.Event()
    resume = threading.Event()

    def slow_export(documents, out, progress=None, cancelled=None, **options):
        progress(1, 2)
        step.set()
        assert resume.wait(WAIT_MS / 1000)
        progress(2, 2)

    monkeypatch.setattr(pdf_export, "export_pdf", slow_export)
    window.open_sample(str(HARVEY))
    finished = Finished(window.pdf_exporter)
    window.export_pdf_action.trigger()
    progress = window.pdf_exporter.progress_dialog
    assert progress is not None and window.pdf_exporter.running
    assert progress.isModal() and progress.accessibleName() == "PDF export progress"
    assert progress.labelText() == "Exporting “two.pdf”…"
    qtbot.waitUntil(lambda: (progress.maximum(), progress.value()) == (2, 1), timeout=WAIT_MS)
    assert not window.export_current_pdf()  # one export at a time
    assert window.statusBar().currentMessage() == "A PDF export is still running."
    resume.set()
    qtbot.waitUntil(lambda: bool(finished.results), timeout=WAIT_MS)
    assert finished.results == [str(tmp_path / "two.pdf")]


# --------------------------------------------------------------------------- cancelling


def test_cancel_in_the_progress_dialog_writes_nothing(qtbot, window, boxes, tmp_path, monkeypatch):
    Chosen(monkeypatch, tmp_path / "harvey.pdf")
    go = threading.Event()
    asked = []
    real = pdf_export.export_pdf

    def gated_export(documents, out, **options):
        # The worker waits until Cancel was pressed, then runs the real export.
        assert go.wait(WAIT_MS / 1000)
        cancelled = options["cancelled"]
        options["cancelled"] = lambda: asked.append(cancelled()) or asked[-1]
        return real(documents, out, **options)

    monkeypatch.setattr(pdf_export, "export_pdf", gated_export)
    window.open_sample(str(HARVEY))
    finished = Finished(window.pdf_exporter)
    window.export_pdf_action.trigger()
    progress = window.pdf_exporter.progress_dialog
    [cancel_button] = progress.findChildren(QPushButton)
    assert cancel_button.text() == "Cancel"
    cancel_button.click()
    go.set()
    qtbot.waitUntil(lambda: bool(finished.results), timeout=WAIT_MS)

    assert asked and asked[0] is True  # the export's cancelled callback answered true
    assert finished.results == [""]
    assert list(tmp_path.iterdir()) == [tmp_path / "settings.ini"]  # no PDF, no temporary file
    assert not _error_boxes(window)
    assert boxes.informed == []  # no success box
    assert not window.pdf_exporter.running


def test_cancelling_the_options_or_the_file_dialog_exports_nothing(qtbot, window, tmp_path, monkeypatch):
    chosen = Chosen(monkeypatch, tmp_path / "harvey.pdf")
    monkeypatch.setattr(pdf_export, "export_pdf", lambda *a, **k: pytest.fail("no export"))
    window.open_sample(str(HARVEY))
    chosen.accept = False
    assert window.export_current_pdf() is False
    assert chosen.suggested == []  # the save dialog never showed
    chosen.accept = True
    chosen.path = ""
    assert window.export_current_pdf() is False
    assert len(chosen.suggested) == 1
    assert not window.pdf_exporter.running


def test_the_added_suffix_asks_before_replacing_a_file(qtbot, window, boxes, tmp_path, monkeypatch):
    Chosen(monkeypatch, tmp_path / "harvey")
    (tmp_path / "harvey.pdf").write_bytes(b"old")
    window.open_sample(str(HARVEY))
    boxes.question_answer = Button.No
    assert window.export_current_pdf() is False
    assert boxes.asked == ["“harvey.pdf” already exists. Replace it?"]
    assert (tmp_path / "harvey.pdf").read_bytes() == b"old"
    boxes.question_answer = Button.Yes
    _run_export(qtbot, window)
    assert (tmp_path / "harvey.pdf").read_bytes().startswith(b"%PDF")


def test_closing_the_window_stops_a_running_export(qtbot, window, tmp_path, monkeypatch):
    Chosen(monkeypatch, tmp_path / "harvey.pdf")
    started = threading.Event()
    tick = threading.Event()

    def endless_export(documents, out, cancelled=None, **options):
        started.set()
        while not cancelled():
            tick.wait(0.01)  # the worker polls, as export_pdf does between documents
        raise pdf_export.ExportCancelled()

    monkeypatch.setattr(pdf_export, "export_pdf", endless_export)
    window.open_sample(str(HARVEY))
    window.export_pdf_action.trigger()
    qtbot.waitUntil(started.is_set, timeout=WAIT_MS)
    assert window.close()  # cancels the export and waits for the worker
    qtbot.waitUntil(lambda: not window.pdf_exporter.running, timeout=WAIT_MS)
    assert not (tmp_path / "harvey.pdf").exists()


# --------------------------------------------------------------------------- errors


def _unwritable(tmp_path: Path, monkeypatch) -> Path:
    """A file in a folder nobody may write to (root may: for root, the folder refuses)."""
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    if os.name != "posix" or os.geteuid() == 0:
        from sheetmaker.io import safefile

        real = safefile._open_temp

        def refuse(where, name, mode):
            if Path(where) == folder:
                raise PermissionError(13, "Permission denied", str(folder))
            return real(where, name, mode)

        monkeypatch.setattr(safefile, "_open_temp", refuse)
    return folder / "harvey.pdf"


@pytest.mark.parametrize("where", ["missing folder", "under a file", "unwritable folder"])
def test_an_export_error_shows_a_warning_and_writes_nothing(qtbot, window, boxes, tmp_path, monkeypatch, where):
    if where == "missing folder":
        target = tmp_path / "no such folder" / "harvey.pdf"
    elif where == "under a file":
        (tmp_path / "a file").write_text("not a folder", encoding="utf-8")
        target = tmp_path / "a file" / "harvey.pdf"
    else:
        target = _unwritable(tmp_path, monkeypatch)
    Chosen(monkeypatch, target)
    window.open_sample(str(HARVEY))
    try:
        finished = _run_export(qtbot, window)
    finally:
        if where == "unwritable folder":
            target.parent.chmod(0o700)
    assert finished.results == [""]
    assert not target.exists()
    [box] = _error_boxes(window)
    assert box.icon() == QMessageBox.Icon.Warning
    assert box.text() == "“harvey.pdf” was not exported."
    assert box.informativeText().endswith("Try another folder or name.")
    assert str(target) in box.detailedText()
    assert "Traceback" not in _box_text(box)
    if where == "unwritable folder":
        assert "permission denied" in box.informativeText().lower()
    assert boxes.informed == [] and boxes.opened == []
    box.close()


def test_a_bug_in_the_export_is_a_message_not_a_traceback(qtbot, window, tmp_path, monkeypatch, caplog):
    Chosen(monkeypatch, tmp_path / "harvey.pdf")

    def broken_export(*args, **kwargs):
        raise RuntimeError("the printer's devil")

    monkeypatch.setattr(pdf_export, "export_pdf", broken_export)
    window.open_sample(str(HARVEY))
    _run_export(qtbot, window)
    [box] = _error_boxes(window)
    assert "RuntimeError: the printer's devil" in box.informativeText()
    assert "Traceback" not in _box_text(box)
    assert "PDF export" in caplog.text  # the traceback goes to the log, for bug reports
    assert not (tmp_path / "harvey.pdf").exists()


# --------------------------------------------------------------------------- the dialog


@pytest.mark.parametrize(
    ("language", "country", "expected"),
    [
        (QLocale.Language.English, QLocale.Country.UnitedStates, "letter"),
        (QLocale.Language.English, QLocale.Country.Canada, "letter"),
        (QLocale.Language.French, QLocale.Country.Canada, "letter"),
        (QLocale.Language.English, QLocale.Country.UnitedKingdom, "a4"),
        (QLocale.Language.German, QLocale.Country.Germany, "a4"),
        (QLocale.Language.Spanish, QLocale.Country.Spain, "a4"),
    ],
)
def test_the_default_page_size_follows_the_locale(language, country, expected):
    assert default_page_size(_locale(language, country)) == expected


def test_the_remembered_page_size_wins_and_a_bad_one_is_ignored(settings):
    us = _locale(QLocale.Language.English, QLocale.Country.UnitedStates)
    uk = _locale(QLocale.Language.English, QLocale.Country.UnitedKingdom)
    assert load_page_size(settings, us) == "letter"
    assert load_page_size(settings, uk) == "a4"
    settings.setValue(PAGE_SIZE_KEY, "a4")
    assert load_page_size(settings, us) == "a4"
    settings.setValue(PAGE_SIZE_KEY, "legal")
    assert load_page_size(settings, uk) == "a4"
    settings.setValue(PAGE_SIZE_KEY, 3)
    assert load_page_size(settings, us) == "letter"


def test_the_first_dialog_uses_the_locale_page_size(qtbot, settings, tmp_path, monkeypatch):
    parent = QWidget()
    qtbot.addWidget(parent)
    chosen = Chosen(monkeypatch, "")
    exporter = PdfExporter(settings, parent, _locale(QLocale.Language.English, QLocale.Country.Canada))
    from sheetmaker.io import fileformat

    assert exporter.export(fileformat.load(HARVEY), "Harvey Walters", str(tmp_path)) is False
    assert chosen.dialogs == [ExportOptions(layout="sheet", page_size="letter")]
    assert chosen.suggested == [str(tmp_path / "Harvey Walters.pdf")]


def test_dialog_defaults_follow_the_kind_of_sheet(qtbot):
    investigator = ExportPdfDialog("investigator", "a4", "Harvey Walters")
    npc = ExportPdfDialog("npc", "letter", "Cultist")
    qtbot.addWidget(investigator)
    qtbot.addWidget(npc)
    assert investigator.options() == ExportOptions(layout="sheet", page_size="a4")
    assert npc.options() == ExportOptions(layout="statblock", page_size="letter")
    assert investigator.fillable_check.isEnabled()
    assert not npc.fillable_check.isEnabled()
    npc.fillable_check.setChecked(True)
    assert npc.options().fillable is False  # statblocks have no form fields
    npc.layout_combo.setCurrentIndex(npc.layout_combo.findData("sheet"))
    assert npc.fillable_check.isEnabled() and npc.options().fillable is True
    assert ExportPdfDialog("investigator", "tabloid").options().page_size == "a4"


def test_dialog_widgets_are_named_for_assistive_technology(qtbot):
    dialog = ExportPdfDialog("investigator", "a4", "Harvey Walters")
    qtbot.addWidget(dialog)
    widgets = [*dialog.findChildren(QComboBox), *dialog.findChildren(QAbstractButton)]
    assert len(widgets) == 8  # two lists, four check boxes (large print: issue 23), Export and Cancel
    for widget in widgets:
        assert widget.accessibleName(), widget.objectName()
    assert {w.accessibleName() for w in dialog.findChildren(QCheckBox)} == {
        "Fillable form fields", "Plain, printer-friendly", "As created, without play marks", "Large print"
    }


@pytest.mark.parametrize("name", ["Harvey Walters", "Professor Ezekiel Bartholomew Hargreaves-Wetherby III"])
def test_dialog_text_is_not_clipped(qtbot, tmp_path, name):
    QApplication.setStyle("Fusion")
    dialog = ExportPdfDialog("investigator", "letter", name)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for widget in [*dialog.findChildren(QComboBox), *dialog.findChildren(QAbstractButton),
                   *dialog.findChildren(QLabel)]:
        if isinstance(widget, QLabel) and widget.wordWrap():
            assert widget.height() >= widget.heightForWidth(widget.width()), widget.text()
        else:
            assert widget.width() >= widget.sizeHint().width(), widget.objectName() or widget.text()
            assert widget.height() >= widget.sizeHint().height(), widget.objectName() or widget.text()
    assert dialog.grab().save(str(tmp_path / "export.png"))


# --------------------------------------------------------------------------- file names


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Harvey Walters", "Harvey Walters.pdf"),
        ('Dr. "Doc" Who/What?', "Dr. Doc Who What.pdf"),
        ("  ...  ", "sheet.pdf"),
        ("Tab\there", "Tab here.pdf"),
    ],
)
def test_pdf_file_name(name, expected):
    assert pdf_file_name(name) == expected


@pytest.mark.parametrize(
    ("typed", "saved"),
    [("harvey", "harvey.pdf"), ("harvey.pdf", "harvey.pdf"), ("harvey.PDF", "harvey.PDF"),
     ("harvey.", "harvey.pdf"), ("harvey.sheet.json", "harvey.sheet.json.pdf")],
)
def test_with_pdf_suffix(typed, saved):
    assert with_pdf_suffix(typed) == saved


def test_the_worker_is_free_of_widgets():
    assert not issubclass(export_pdf.ExportTask, QWidget)
    assert not issubclass(export_pdf.ExportSignals, QWidget)


def test_the_progress_dialog_does_not_come_back_over_the_open_it_question(qtbot, window, tmp_path, monkeypatch):
    """Its minimum-duration timer used to fire while the question was open and show it again."""
    from PySide6.QtWidgets import QProgressDialog

    from sheetmaker.ui.export_pdf import PROGRESS_DELAY_MS

    Chosen(monkeypatch, tmp_path / "harvey.pdf")
    seen: list[bool] = []

    def information(parent, title, text, *args, **kwargs):
        qtbot.wait(PROGRESS_DELAY_MS + 300)  # the player reads the question for a while
        progress = window.findChild(QProgressDialog, "exportProgress")
        seen.append(progress is not None and progress.isVisible())
        return Button.Close

    monkeypatch.setattr(QMessageBox, "information", information)
    window.open_sample(str(HARVEY))
    _run_export(qtbot, window)
    assert seen == [False]


def test_a_large_print_statblock_export_has_no_text_under_12_pt(qtbot, window, tmp_path, monkeypatch):
    """Issue 23: File → Export PDF offers large print (statblocks); 12 pt text at the least."""
    from tests.pdf.test_large_print import _sizes

    chosen = Chosen(monkeypatch, tmp_path / "large.pdf")

    def choose(dialog: ExportPdfDialog) -> None:
        check = dialog.findChild(QCheckBox, "largePrintCheck")
        assert check is dialog.large_print_check and not check.isChecked()
        assert check.text() == "Lar&ge print (12 pt text at the least)"
        dialog.layout_combo.setCurrentIndex(dialog.layout_combo.findData("sheet"))
        assert not check.isEnabled() and "statblocks" in check.toolTip()
        dialog.layout_combo.setCurrentIndex(dialog.layout_combo.findData("statblock"))
        assert check.isEnabled()
        check.setChecked(True)

    chosen.configure = choose
    window.open_sample(str(HARVEY))
    _run_export(qtbot, window)
    data = (tmp_path / "large.pdf").read_bytes()
    sizes = _sizes(data)
    assert sizes and min(size for size, _text in sizes) >= 12 - 1e-6
    assert "Harvey Walters" in _pdf_text(tmp_path / "large.pdf")
