"""Keyboard accelerators on the sheet views: in every shipped language, the visible buttons and
the labels with a buddy field of an open Call of Cthulhu or Trail of Cthulhu sheet each have their
own Alt+letter (English "&Name:"/"Pro&nouns:" and "&Residence:"/"A&rmour:" used to share one)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from sheetmaker.resources import resource
from sheetmaker.ui import language
from sheetmaker.ui.main_window import MainWindow
from tests.ui.wizards.test_accelerators import accelerators

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.mark.parametrize("code", ["en", "de", "fr"])
@pytest.mark.parametrize("sample", ["harvey-walters", "toc-alienist-purist"])
def test_no_two_widgets_of_a_sheet_view_share_an_accelerator(qtbot, qapp, tmp_path, code, sample):
    assert language.use_language(code, qapp) == code
    try:
        window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        sheet = window.open_sample(str(resource("samples", f"{sample}.sheet.json")))
        qtbot.waitUntil(lambda: sheet.view.isVisible())
        for _ in range(5):
            QApplication.processEvents()
        view: QWidget = sheet.view
        letters = accelerators(view)
        assert len(letters) >= 8
        assert [(letter, sorted(texts)) for letter, texts in letters.items() if len(texts) > 1] == []
    finally:
        language.use_language("en", qapp)
