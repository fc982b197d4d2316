"""The Import dialog reads a large paste or file in the thread pool (issue 22): the window stays
live while a scenario's appendix of 50 statblocks is read, Cancel works meanwhile, and the sheets
are listed when the reading is done. The report shows the 6th-edition conversions as their own
section."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QThreadPool, QTimer
from PySide6.QtWidgets import QDialog

from sheetmaker.core.i18n import translate
from sheetmaker.io import statblock_text
from sheetmaker.io.interchange import Report
from sheetmaker.ui.import_dialog import BACKGROUND_BYTES, ImportDialog, report_html

REAL = Path(__file__).resolve().parents[1] / "data" / "real"


def appendix(count: int = 50) -> tuple[str, list[str]]:
    """The corpus' CoC 7e statblocks repeated to ``count``, a blank line apart, and their names."""
    texts = [path.read_text(encoding="utf-8").strip()
             for path in sorted((REAL / "statblocks-coc-en").glob("coc7-*.txt"))]
    blocks = [texts[i % len(texts)] for i in range(count)]
    names = [statblock_text.parse_text(block)[0].document.display_name for block in blocks]
    return "\n\n\n".join(blocks) + "\n", names


@pytest.fixture
def dialog(qtbot) -> ImportDialog:
    dialog = ImportDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    yield dialog
    QThreadPool.globalInstance().waitForDone(10_000)


def _names(dialog: ImportDialog) -> list[str]:
    return [imported.document.display_name for imported in dialog.items()]


def test_fifty_pasted_statblocks_are_read_in_the_background_while_the_event_loop_runs(dialog, qtbot):
    text, names = appendix(50)
    assert len(text.encode("utf-8")) >= BACKGROUND_BYTES
    ticks = {"reading": 0}

    def tick() -> None:
        if dialog.reading:
            ticks["reading"] += 1

    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(tick)
    timer.start()
    dialog.source_tabs.setCurrentIndex(1)
    dialog.paste_edit.setPlainText(text)
    assert dialog.read_pasted()
    # Busy: the reading is under way, the Read button waits, Cancel stays live.
    assert dialog.reading
    assert dialog.message.text() == "Reading the pasted text…"
    assert not dialog.read_button.isEnabled() and not dialog.confirm_button.isEnabled()
    assert dialog.buttons.button(dialog.buttons.StandardButton.Cancel).isEnabled()
    qtbot.waitUntil(lambda: dialog.sheet_list.count() == 50, timeout=20_000)
    timer.stop()
    assert ticks["reading"] >= 1  # the timer ticked while the statblocks were read
    assert not dialog.reading and dialog.read_button.isEnabled()
    assert _names(dialog) == names
    assert dialog.message.text().startswith("50 sheets found in the pasted text.")
    assert dialog.confirm_button.isEnabled() and dialog.confirm_button.text() == "Open 50 Sheets"


def test_a_large_file_is_read_in_the_background(dialog, qtbot, tmp_path):
    text, names = appendix(20)
    path = tmp_path / "appendix.txt"
    path.write_text(text, encoding="utf-8")
    dialog.background_bytes = 1
    assert dialog.read_path(str(path))
    assert dialog.reading and dialog.message.text() == "Reading appendix.txt…"
    qtbot.waitUntil(lambda: not dialog.reading, timeout=20_000)
    assert _names(dialog) == names


def test_a_background_read_that_fails_says_why(dialog, qtbot):
    dialog.background_bytes = 1
    dialog.paste_edit.setPlainText("nothing to see here, no statblock at all\n")
    assert dialog.read_pasted()
    qtbot.waitUntil(lambda: not dialog.reading, timeout=20_000)
    assert dialog.message.text().startswith("The pasted text cannot be imported: ")
    assert dialog.sheet_list.count() == 0 and not dialog.confirm_button.isEnabled()


def test_cancel_while_reading_closes_the_dialog_and_drops_the_result(dialog, qtbot):
    text, _ = appendix(50)
    confirmed: list = []
    dialog.sheetsConfirmed.connect(confirmed.append)
    dialog.paste_edit.setPlainText(text)
    assert dialog.read_pasted() and dialog.reading
    dialog.buttons.button(dialog.buttons.StandardButton.Cancel).click()
    assert dialog.result() == QDialog.DialogCode.Rejected and not dialog.isVisible()
    assert not dialog.reading
    QThreadPool.globalInstance().waitForDone(20_000)
    qtbot.wait(20)  # the worker's queued result is delivered, and dropped
    assert dialog.sheet_list.count() == 0 and not confirmed


def test_a_newer_read_wins_over_an_earlier_one_still_running(dialog, qtbot):
    text, _ = appendix(50)
    dialog.paste_edit.setPlainText(text)
    assert dialog.read_pasted()
    dialog.background_bytes = 10**9  # the next one reads at once
    dialog.paste_edit.setPlainText((REAL / "statblocks-coc-en" / "coc7-en-markdown-corbitt.txt").read_text("utf-8"))
    assert dialog.read_pasted()
    QThreadPool.globalInstance().waitForDone(20_000)
    qtbot.wait(20)
    assert _names(dialog) == ["Walter Corbitt"]


def test_the_report_shows_the_converted_values_as_a_section():
    report = Report("Statblock text")
    report.add("converted", "STR 12 (6th edition) → 60.", "characteristics.STR", 12, 60)
    report.read.append("SAN 65.")
    page = report_html(report)
    assert "Converted (1)" in page and "STR 12 (6th edition) → 60." in page
    assert page.index("Converted (1)") < page.index("Read (1)")
    assert translate("ImportDialog", "Converted") == "Converted"
