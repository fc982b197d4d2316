"""The roll log after a language switch, and dice in the edition's notation (issue 23, item 5)."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QLocale, Qt

from sheetmaker.core import dice
from sheetmaker.models.document import SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.resources import resource
from sheetmaker.ui import language
from sheetmaker.ui.roll_log import RollLogDock
from tests.fixtures import HARVEY_ALLOCATION

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")

SHIPPED = [resource("translations")]


@pytest.fixture
def shipped():
    locale = QLocale()
    yield lambda code: language.use_language(code, dirs=SHIPPED)
    language.use_language("en", dirs=SHIPPED)
    QLocale.setDefault(locale)


def _texts(dock: RollLogDock) -> list[str]:
    model = dock.model
    return [model.index(row, 0).data(Qt.ItemDataRole.AccessibleTextRole) for row in range(model.rowCount())]


def test_cards_rolled_in_german_read_english_after_switching_back(qtbot, shipped):
    controller = RollController(rng=random.Random(3))
    dock = RollLogDock(controller)
    qtbot.addWidget(dock)
    doc = SheetDocument.open(str(HARVEY_ALLOCATION))
    shipped("de")
    controller.idea(doc)
    controller.skill(doc, "Spot Hidden")
    controller.san(doc, "1/1D6")
    controller.free_roll("3D6")
    controller.damage(doc, 0)
    german = "\n".join(_texts(dock))
    # German: the edition's W for dice and SB for the damage bonus, the German terms.
    assert "Idee 70: 93 gewürfelt, Fehlschlag" in german
    assert "Verborgenes erkennen für Steigerung abgehakt" in german
    assert "Geistige Stabilität 60, Verlust 1/1W6" in german
    assert "Würfel: W6 6, W6 5, W6 1" in german
    assert "Unbewaffnet: 1W3+SB" in german
    assert not re.search(r"\d+D\d", german), german

    shipped("en")
    qtbot.waitUntil(lambda: "Idea 70" in _texts(dock)[0])
    english = "\n".join(_texts(dock))
    assert "Idea 70: rolled 93, failure" in english
    assert "Spot Hidden ticked for improvement" in english
    assert "Sanity 60, loss 1/1D6" in english
    assert "Dice: tens 90, units 5, loss D6 4" in english
    assert "Failure: 4 SAN lost (failure), SAN 60 → 56" in english
    assert "Dice: D6 6, D6 5, D6 1" in english
    assert "Unarmed: 1D3+DB" in english
    for word in ("gewürfelt", "Idee", "Verborgenes", "Zehner", "Verlust", "Unbewaffnet", "Schaden", "W6"):
        assert word not in english, word


def test_the_dice_parser_reads_the_german_notation():
    assert str(dice.parse("3W6")) == str(dice.parse("3D6"))
    assert str(dice.parse("1w3+SB")) == str(dice.parse("1D3+DB"))
    assert str(dice.parse_san_loss("1/1W6")) == str(dice.parse_san_loss("1/1D6"))


def test_shown_dice_follow_the_language(shipped):
    shipped("de")
    assert dice.shown("Roll 3D6×5, 1D3+DB, D100; DEX 60") == "Roll 3W6×5, 1W3+SB, W100; DEX 60"
    shipped("fr")
    assert dice.shown("3D6") == "3D6"
    shipped("en")
    assert dice.shown("1D3+DB") == "1D3+DB"


def test_an_open_sheet_shows_the_formula_in_the_new_languages_terms(qtbot):
    # Issue 23: German showed "EDU×4" where the sheet says BI (the derived values of an open
    # sheet were kept from before the switch).
    from PySide6.QtWidgets import QLabel

    from sheetmaker.core import i18n
    from sheetmaker.ui.coc7_sheet import CoC7SheetView

    doc = SheetDocument.open(str(HARVEY_ALLOCATION))
    assert doc.derived.points_formula_text == "EDU×4"
    i18n.set_language("de")
    view = CoC7SheetView(doc, RollController(rng=random.Random(1)))
    qtbot.addWidget(view)
    formulas = [label.text() for label in view.findChildren(QLabel) if "×" in label.text()]
    assert formulas and all("BI×4" in text and "EDU" not in text for text in formulas), formulas
    assert doc.derived.points_formula_text == "BI×4"
