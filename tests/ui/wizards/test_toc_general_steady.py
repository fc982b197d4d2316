"""Issue 23, item 9: the ToC general-ability table jumped ~14 px as the rule text above it
re-wrapped (one line, then two), so the next click hit the wrong row. The text above the table
keeps a steady height while abilities are rated."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from tests.ui.wizards.toc_helpers import rate, toc_wizard

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_the_table_stays_put_while_rating(qtbot, size):
    wizard = toc_wizard(qtbot)
    wizard.go_to_step("general")
    page = wizard.current_page
    wizard.resize(*size)
    wizard.show()
    qtbot.waitExposed(wizard)
    QApplication.processEvents()

    def table_top() -> int:
        QApplication.processEvents()
        return page.table.mapTo(wizard, QPoint(0, 0)).y()

    start = table_top()
    seen = {start}
    texts = set()
    # A high Athletics without a second ability at half of it, then one: the "highest" rule
    # changes from the short sentence to the long one and back, the counter with it.
    for name, rating in (("Athletics", 12), ("Scuffling", 2), ("Scuffling", 6), ("Athletics", 20),
                         ("Health", 9), ("Athletics", 4), ("Scuffling", 1), ("Athletics", 1)):
        assert rate(page, name, rating), (name, rating)
        seen.add(table_top())
        texts.add(page.rule_labels["highest"].text())
    assert len(texts) >= 3  # the rule above the table did change
    assert seen == {start}
