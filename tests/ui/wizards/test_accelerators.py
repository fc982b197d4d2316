"""Keyboard accelerators on the creation wizards: on every step, in every shipped language, the
visible buttons and the labels with a buddy field (the wizard's own buttons included) each have
their own Alt+letter, so Alt+letter never lands on the wrong widget. A letter may be shared only
by identical texts (a list of equivalent fields such as the four "&Pick:" choices, which Alt+letter
cycles through)."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from sheetmaker.ui import language
from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

NEXT = {"en": "&Next >", "de": "&Weiter >", "fr": "&Suivant >"}


def accelerator(text: str) -> str | None:
    """The lower-case letter after the single ``&`` of ``text`` (``&&`` is a literal ampersand)."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def accelerators(wizard: QWidget) -> dict[str, set[str]]:
    """Letter → the distinct texts of the visible buttons and buddy labels that use it."""
    letters: dict[str, set[str]] = {}
    for widget in wizard.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and widget.buddy() is not None):
            letter = accelerator(widget.text())
            if letter:
                letters.setdefault(letter, set()).add(widget.text())
    return letters


@pytest.fixture
def in_language(qapp):
    def use(code: str) -> None:
        assert language.use_language(code, qapp) == code

    yield use
    language.use_language("en", qapp)  # removes the Qt translator too


def test_accelerator_reads_the_letter_after_a_single_ampersand():
    assert accelerator("Allow r&erolling rolled characteristics") == "e"
    assert accelerator("Fish && &Chips") == "c"
    assert accelerator("Cancel") is None


@pytest.mark.parametrize("code", ["en", "de", "fr"])
@pytest.mark.parametrize("cls", [CoC7CreationWizard, ToCCreationWizard])
@pytest.mark.parametrize("seed", [1, 3])
def test_no_two_widgets_of_a_step_share_an_accelerator(qtbot, in_language, code, cls, seed):
    in_language(code)
    wizard = cls(rng=random.Random(seed))
    qtbot.addWidget(wizard)
    wizard.resize(1280, 800)
    wizard.show()
    wizard.randomise_rest()
    assert wizard.next_button.text() == NEXT[code]
    clashes = []
    for step in wizard.step_names:
        wizard.go_to_step(step)
        for _ in range(5):
            QApplication.processEvents()
        letters = accelerators(wizard)
        assert letters, step
        clashes += [(step, letter, sorted(texts)) for letter, texts in letters.items() if len(texts) > 1]
    assert clashes == []
