"""Helpers of the ToC sheet view's tests."""

from __future__ import annotations

import random

SEED = 20240601


def _expected_die(seed: int) -> int:
    return random.Random(seed).randint(1, 6)


def _pilot_in_a_window(qtbot, tmp_path, width: int, height: int):
    """The main window at ``width``×``height`` with the ToC pilot sample open: (window, sheet)."""
    from PySide6.QtCore import QSettings

    from sheetmaker.resources import resource as _resource
    from sheetmaker.ui.main_window import MainWindow

    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    sheet = window.open_sample(str(_resource("samples", "toc-pulp-pilot.sheet.json")))
    qtbot.waitUntil(lambda: sheet.view.isVisible())
    return window, sheet
