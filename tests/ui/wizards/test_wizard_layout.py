"""Every page of both wizards fits a 1024×700 screen: no sideways scrolling, with every step
answered (so the longest lists, choices and examples are on the page)."""

from __future__ import annotations

import random

import pytest

from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard


@pytest.mark.parametrize(("cls", "first"), [(CoC7CreationWizard, "setup"), (ToCCreationWizard, "campaign")])
@pytest.mark.parametrize("seed", [3, 11])
def test_no_page_needs_sideways_scrolling_on_a_small_screen(qtbot, cls, first, seed):
    wizard = cls(rng=random.Random(seed))
    qtbot.addWidget(wizard)
    wizard.resize(1000, 660)  # the wizard's own size, made for a 1024×700 screen
    wizard.show()
    wizard.model.randomise_rest(first)
    for step in wizard.step_names:
        wizard.go_to_step(step)
        qtbot.wait(5)
        page = wizard.current_page
        assert page.body.minimumSizeHint().width() <= page.scroll_area.viewport().width(), step
        assert wizard.minimumSizeHint().width() <= 1024 and wizard.minimumSizeHint().height() <= 700, step
