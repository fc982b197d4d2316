"""Fixtures of the ToC sheet view's tests: a seeded investigator, a seeded roll controller, the view."""

from __future__ import annotations

import random

import pytest

from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.systems.toc.generate import random_investigator
from sheetmaker.ui.toc_sheet import ToCSheetView
from tests.ui.toc_sheet.helpers import SEED


@pytest.fixture
def doc(qapp):
    """A generated Author (Purist, 4 investigators): every build point spent; Athletics 0,
    Driving 8 (occupational), Library Use 4, Health 9, three Pillars."""
    return SheetDocument(random_investigator(random.Random(1)))


@pytest.fixture
def controller(qapp):
    return RollController(random.Random(SEED))


@pytest.fixture
def view(qtbot, doc, controller):
    widget = ToCSheetView(doc, controller)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    return widget
