"""The ToC sheet's pools: Health, Stability and Sanity."""

from __future__ import annotations

import gc

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


# --------------------------------------------------------------------------- the section alone


def _vitals_alone(qtbot, controller):
    """The vitals section built on the sample alienist, outside any sheet view."""
    from sheetmaker.models.document import SheetDocument
    from sheetmaker.resources import resource
    from sheetmaker.ui.toc_sheet.vitals import VitalsSection

    doc = SheetDocument.open(str(resource("samples", "toc-alienist-purist.sheet.json")))
    section = VitalsSection(doc, controller)
    qtbot.addWidget(section.box)
    return doc, section


def test_the_vitals_section_alone_shows_and_edits_the_document(qtbot, controller):
    from sheetmaker.models.toc_models import set_ability_value

    doc, vitals = _vitals_alone(qtbot, controller)
    box = vitals.box
    assert box.parentWidget() is None and box.objectName() == "poolsBox"
    assert box.title() == "Sanity, Stability and Health"
    rating, pool, status = vitals.pool_rows["Health"]
    assert (rating.value(), pool.value(), status.text()) == (7, 7, "Fine")
    assert vitals.pool_rows["Stability"][1].value() == 9 and vitals.pool_rows["Sanity"][1].value() == 9
    assert vitals.hit_threshold_label.text() == f"Hit Threshold: {doc.derived.hit_threshold}"

    # An edit through the Health pool's spin box changes the document.
    pool.lineEdit().selectAll()
    qtbot.keyClicks(pool.lineEdit(), "2")
    assert doc.derived.health.pool == 2
    assert status.text() == "Fine"

    # A change of the document shows at once.
    doc.set_value("sheet.abilities", {**doc.sheet.abilities, "Health": doc.sheet.abilities["Health"].model_copy(
        update={"pool": -7})})
    assert pool.value() == -7 and status.text().startswith("Seriously wounded")
    set_ability_value(doc, "Stability", "pool", -1, text="Shaken")
    assert vitals.pool_rows["Stability"][2].text() == "Shaken (+1 difficulty)"
    assert vitals.penalty_label.text() == "Tests +1 difficulty"
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert pool.value() == 2 and vitals.penalty_label.text() == ""


def test_the_vitals_section_alone_lives_as_long_as_its_box(qtbot, controller):
    from sheetmaker.models.toc_models import set_ability_value

    doc, vitals = _vitals_alone(qtbot, controller)
    box, status = vitals.box, vitals.pool_rows["Health"][2]  # whoever shows the box holds it
    del vitals  # the box keeps its section: it still follows the document
    gc.collect()
    assert box.objectName() == "poolsBox"
    set_ability_value(doc, "Health", "pool", -12, text="Hit")
    assert status.text() == "Dead"
