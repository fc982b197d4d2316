"""The ToC sheet's pools: Health, Stability and Sanity."""

from __future__ import annotations

import pytest

# Qt 6.12's offscreen plugin warns whenever a shown window gets size hints (not our code).
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


# --------------------------------------------------------------------------- pools


@pytest.mark.parametrize(
    ("pool", "words"),
    [
        (9, "Fine"),
        (0, "Hurt (+1 difficulty)"),
        (-5, "Hurt (+1 difficulty)"),
        (-6, "Seriously wounded"),
        (-11, "Seriously wounded"),
        (-12, "Dead"),
    ],
)
def test_health_pool_status_in_words(view, doc, pool, words):
    rating, spin, status = view.pool_rows["Health"]
    assert spin.minimum() == -12 and spin.maximum() == 9
    spin.setValue(pool)
    assert doc.derived.health.pool == pool
    assert status.text().startswith(words)


def test_health_pool_edits_merge_and_undo(view, doc):
    _rating, spin, status = view.pool_rows["Health"]
    count = doc.undo_stack.count()
    for value in (5, 0, -5, -6):
        spin.setValue(value)
    assert doc.undo_stack.count() == count + 1
    assert status.text().startswith("Seriously wounded")
    doc.undo_stack.undo()
    assert spin.value() == 9 and status.text() == "Fine"


def test_stability_and_sanity_status(view, doc):
    view.pool_rows["Stability"][1].setValue(-1)
    assert view.pool_rows["Stability"][2].text() == "Shaken (+1 difficulty)"
    assert view.penalty_label.text() == "Tests +1 difficulty"
    view.pool_rows["Stability"][1].setValue(-6)
    assert view.pool_rows["Stability"][2].text().startswith("Mind blasted")
    view.pool_rows["Sanity"][1].setValue(0)
    assert view.pool_rows["Sanity"][2].text() == "Permanently insane"
