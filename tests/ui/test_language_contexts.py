"""Texts a class inherits are translated: ``self.tr`` in a base class's method asks with the
object's class name, lupdate files the text under the base class; the translator asks both."""

from __future__ import annotations

import subprocess

import pytest
from PySide6.QtCore import QCoreApplication

from sheetmaker.core import i18n
from sheetmaker.ui import language
from sheetmaker.ui.wizards.coc7.pages.review import ReviewPage  # noqa: F401 - the class asked for
from tests.ui.test_language_switch import _lrelease


@pytest.fixture
def german_base_texts(qapp, tmp_path):
    lrelease = _lrelease()
    if lrelease is None:
        pytest.skip("lrelease is not installed")
    ts = tmp_path / "sheetmaker_de.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de">'
        "<context><name>ReviewPageBase</name><message><source>Problems</source>"
        "<translation>Probleme</translation></message></context>"
        "<context><name>StepPage</name><message><source>Only here</source>"
        "<translation>Nur hier</translation></message></context>"
        "</TS>\n",
        encoding="utf-8",
    )
    subprocess.run([lrelease, "-silent", str(ts)], check=True)
    assert language.use_language("de", qapp, dirs=[tmp_path]) == "de"
    yield
    language.use_language("en", qapp)
    assert i18n.language() == "en"


def test_a_text_written_in_a_base_class_is_found_for_the_subclass(german_base_texts):
    translate = QCoreApplication.translate
    assert translate("ReviewPageBase", "Problems") == "Probleme"
    assert translate("ReviewPage", "Problems") == "Probleme"  # asked with the subclass's name
    assert translate("ReviewPage", "Only here") == "Nur hier"  # two levels up (ReviewPageBase → StepPage)
    assert translate("ReviewPage", "Not translated") == "Not translated"
    assert translate("NoSuchClass", "Problems") == "Problems"

