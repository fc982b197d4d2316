"""Fixtures of the CoC sheet view's tests: Harvey's sheet, a seeded roll controller, views."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import (
    QApplication,
    QMessageBox,
)

from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.ui.coc7_sheet import CoC7SheetView
from tests.fixtures import HARVEY_ALLOCATION


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
