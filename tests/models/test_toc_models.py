"""Item models of the Trail of Cthulhu sheet: abilities, Pillars, Sources, lists, weapons."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QModelIndex, Qt

from sheetmaker.models.document import EditError, SheetDocument
from sheetmaker.models.toc_models import (
    AbilityColumn,
    ActionRole,
    MaximumRole,
    MinimumRole,
    NameRole,
    PillarColumn,
    SourceColumn,
    ToCAbilitiesModel,
    ToCPillarsModel,
    ToCSourcesModel,
    ToCStringListModel,
    ToCWeaponsModel,
    WeaponColumn,
    parse_range_modifier,
    set_ability_value,
)
from sheetmaker.systems.toc.data import FAMILIES
from sheetmaker.systems.toc.generate import random_investigator
from sheetmaker.systems.toc.model import Ability, Pillar, RangeModifiers, ToCDocument, ToCSheet, Weapon

EDIT = Qt.ItemDataRole.EditRole
DISPLAY = Qt.ItemDataRole.DisplayRole


@pytest.fixture
def doc(qapp):
    """A generated Author (purist): every build point spent, Athletics 0, Driving 8."""
    return SheetDocument(random_investigator(random.Random(1)))


@pytest.fixture
def blank(qapp):
    return SheetDocument(ToCDocument(name="Test", sheet=ToCSheet()))


def _changes(model):
    """Record every dataChanged as (row, first column, last column)."""
    seen: list[tuple[int, int, int]] = []
    model.dataChanged.connect(lambda a, b, _roles: seen.append((a.row(), a.column(), b.column())))
    return seen


# --------------------------------------------------------------------------- abilities


@pytest.mark.parametrize("family", [None, *FAMILIES, ""])
def test_abilities_model_passes_the_model_tester(doc, qtmodeltester, family):
    model = ToCAbilitiesModel(doc, family)
    qtmodeltester.check(model)
    # Edits, undo and redo while the tester watches.
    set_ability_value(doc, "Athletics", "rating", 8)
    set_ability_value(doc, "Library Use", "pool", 1)
    doc.set_value("sheet.abilities", {**doc.sheet.abilities, "Basket Weaving": Ability(rating=2)})
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    doc.undo_stack.redo()


def test_family_rows_follow_the_data_order(doc):
    model = ToCAbilitiesModel(doc, "General")
    names = [model.index(r, 0).data(NameRole) for r in range(model.rowCount())]
    assert names[:3] == ["Athletics", "Conceal", "Disguise"]
    assert "Library Use" not in names
    everything = ToCAbilitiesModel(doc)
    assert everything.rowCount() == len(doc.derived.abilities)


def test_cells_show_mark_name_rating_pool_and_cost(doc):
    model = ToCAbilitiesModel(doc, "General")
    row = model.row_of("Driving")
    assert model.index(row, AbilityColumn.OCCUPATIONAL).data() == "●"  # an Author's pick
    assert model.index(row, AbilityColumn.NAME).data() == "Driving"
    assert model.index(row, AbilityColumn.NAME).data(Qt.ItemDataRole.FontRole).bold()
    assert model.index(row, AbilityColumn.RATING).data() == 8
    assert model.index(row, AbilityColumn.POOL).data() == 8
    assert model.index(row, AbilityColumn.COST).data() == 4  # occupational: half price
    assert model.index(row, AbilityColumn.ACTION).data(ActionRole) == "test"
    disguise = model.row_of("Disguise")
    assert model.index(disguise, AbilityColumn.NAME).data() == "Disguise*"
    assert model.index(disguise, AbilityColumn.OCCUPATIONAL).data() == ""
    for name in ("Health", "Sanity", "Stability"):
        assert model.index(model.row_of(name), AbilityColumn.ACTION).data(ActionRole) == ""
    academic = ToCAbilitiesModel(doc, "Academic")
    assert academic.index(academic.row_of("History"), AbilityColumn.ACTION).data(ActionRole) == "spend"


def test_rating_edit_is_one_undo_step_and_signals_only_changed_cells(doc):
    model = ToCAbilitiesModel(doc, "General")
    row = model.row_of("Athletics")
    seen = _changes(model)
    before = doc.undo_stack.count()
    assert model.setData(model.index(row, AbilityColumn.RATING), 8, EDIT)
    assert doc.undo_stack.count() == before + 1
    assert doc.sheet.abilities["Athletics"] == Ability(rating=8)  # the pool follows: stored None
    # Rating, pool, cost and the action cell of that one row; nothing else.
    assert seen == [(row, AbilityColumn.RATING, AbilityColumn.ACTION)]
    assert doc.derived.hit_threshold == 4
    doc.undo_stack.undo()
    assert model.index(row, AbilityColumn.RATING).data() == 0
    assert "Athletics" not in doc.sheet.abilities


def test_runs_merge_per_ability_and_field(doc):
    model = ToCAbilitiesModel(doc, "General")
    start = doc.undo_stack.count()
    for value in (1, 2, 3):
        model.setData(model.index(model.row_of("Athletics"), AbilityColumn.RATING), value, EDIT)
    assert doc.undo_stack.count() == start + 1
    model.setData(model.index(model.row_of("Athletics"), AbilityColumn.POOL), 1, EDIT)
    model.setData(model.index(model.row_of("Conceal"), AbilityColumn.RATING), 3, EDIT)
    assert doc.undo_stack.count() == start + 3
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.sheet.abilities["Athletics"] == Ability(rating=3)


def test_pool_edit_keeps_a_spent_pool_and_ranges_follow_the_rules(doc):
    model = ToCAbilitiesModel(doc, "General")
    row = model.row_of("Firearms")
    pool = model.index(row, AbilityColumn.POOL)
    assert pool.data(MinimumRole) == 0 and pool.data(MaximumRole) == 6
    assert model.setData(pool, 2, EDIT)
    assert doc.sheet.abilities["Firearms"].pool == 2
    # A new rating keeps the spent pool (never silently refilled).
    set_ability_value(doc, "Firearms", "rating", 7, merge=False)
    assert doc.derived.ability("Firearms").pool == 2
    # Setting the pool back to the rating stores "at the rating".
    assert model.setData(pool, 7, EDIT)
    assert doc.sheet.abilities["Firearms"].pool is None
    health = model.index(model.row_of("Health"), AbilityColumn.POOL)
    assert health.data(MinimumRole) == -12


def test_refused_values_say_why_and_change_nothing(doc, qtbot):
    model = ToCAbilitiesModel(doc, "General")
    index = model.index(model.row_of("Athletics"), AbilityColumn.RATING)
    before = doc.document
    with qtbot.waitSignal(model.editFailed) as blocker:
        assert not model.setData(index, 100, EDIT)
    assert "99" in blocker.args[0]
    with qtbot.waitSignal(model.editFailed) as blocker:
        assert not model.setData(index, "lots", EDIT)
    assert "whole number" in blocker.args[0]
    assert doc.document is before
    assert not model.setData(model.index(0, AbilityColumn.COST), 3, EDIT)
    assert not model.flags(model.index(0, AbilityColumn.COST)) & Qt.ItemFlag.ItemIsEditable
    with pytest.raises(EditError):
        set_ability_value(doc, "Basket Weaving", "rating", 1)


def test_unknown_abilities_appear_and_vanish_with_undo(doc, qtmodeltester):
    other = ToCAbilitiesModel(doc, "")
    qtmodeltester.check(other)
    assert other.rowCount() == 0
    inserted: list[tuple[int, int]] = []
    other.rowsInserted.connect(lambda _p, a, b: inserted.append((a, b)))
    doc.set_value("sheet.abilities", {**doc.sheet.abilities, "Basket Weaving": Ability(rating=2)})
    assert inserted == [(0, 0)]
    index = other.index(0, AbilityColumn.NAME)
    assert index.data() == "Basket Weaving"
    assert index.data(Qt.ItemDataRole.FontRole).italic()
    assert other.setData(other.index(0, AbilityColumn.RATING), 3, EDIT)
    assert doc.sheet.abilities["Basket Weaving"].rating == 3
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert other.rowCount() == 0


def test_header_and_invalid_indexes(doc):
    model = ToCAbilitiesModel(doc, "General")
    assert model.headerData(AbilityColumn.RATING, Qt.Orientation.Horizontal) == "Rating"
    assert model.headerData(AbilityColumn.RATING, Qt.Orientation.Vertical) is None
    assert model.data(QModelIndex()) is None
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags
    assert model.rowCount(model.index(0, 0)) == 0


# --------------------------------------------------------------------------- Pillars, Sources


def test_pillars_model(doc, qtmodeltester):
    model = ToCPillarsModel(doc)
    qtmodeltester.check(model)
    assert model.rowCount() == 3
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _p, a, b: inserted.append((a, b)))
    assert model.add("Family honour")
    assert inserted == [(3, 3)]
    assert doc.sheet.pillars_of_sanity[-1] == Pillar(name="Family honour")
    seen = _changes(model)
    state = model.index(3, PillarColumn.STATE)
    assert state.data() == "Intact" and state.data(EDIT) == "intact"
    assert model.setData(state, "shattered", EDIT)
    assert seen == [(3, PillarColumn.STATE, PillarColumn.STATE)]
    assert doc.derived.pillars_intact == 3
    assert model.index(3, PillarColumn.STATE).data() == "Shattered"
    with pytest.raises(EditError):
        model.add("   ")
    assert not model.setData(state, "vanished", EDIT)
    doc.undo_stack.undo()
    assert doc.sheet.pillars_of_sanity[-1].state == "intact"
    doc.undo_stack.undo()
    assert model.rowCount() == 3
    assert model.remove_row(0)
    assert model.rowCount() == 2
    doc.undo_stack.undo()
    assert model.index(0, 0).data() == doc.sheet.pillars_of_sanity[0].name


def test_sources_model(doc, qtmodeltester):
    model = ToCSourcesModel(doc)
    qtmodeltester.check(model)
    assert model.add("Ada Hale", "sister")
    assert model.index(0, SourceColumn.RELATION).data() == "sister"
    assert model.setData(model.index(0, SourceColumn.STATE), "missing", EDIT)
    assert doc.sheet.sources_of_stability[0].state == "missing"
    assert model.setData(model.index(0, SourceColumn.RELATION), "twin sister", EDIT)
    assert model.remove_row(0)
    assert model.rowCount() == 0


# --------------------------------------------------------------------------- lists, weapons


def test_string_list_model_languages(doc, qtmodeltester, qtbot):
    model = ToCStringListModel(doc, "sheet.languages", "Language", "language")
    qtmodeltester.check(model)
    assert [model.index(r, 0).data() for r in range(model.rowCount())] == list(doc.sheet.languages)
    seen = _changes(model)
    assert model.setData(model.index(0, 0), "Greek", EDIT)
    assert doc.sheet.languages[0] == "Greek"
    assert seen == [(0, 0, 0)]
    with qtbot.waitSignal(model.editFailed):
        assert not model.setData(model.index(0, 0), "  ", EDIT)
    assert model.add("Sanskrit")
    assert model.rowCount() == 5
    assert model.remove_row(4)
    assert model.rowCount() == 4


def test_weapons_model(doc, qtmodeltester, qtbot):
    model = ToCWeaponsModel(doc)
    qtmodeltester.check(model)
    gun, knife = 0, 1
    assert model.index(gun, WeaponColumn.DAMAGE).data() == "by range"
    assert model.index(gun, WeaponColumn.POINT_BLANK).data() == "+3"
    assert model.index(gun, WeaponColumn.LONG).data() == "•"
    assert model.index(knife, WeaponColumn.DAMAGE).data() == "-1"
    assert model.index(knife, WeaponColumn.NEAR).data() == ""
    assert not model.flags(model.index(gun, WeaponColumn.DAMAGE)) & Qt.ItemFlag.ItemIsEditable
    assert model.setData(model.index(gun, WeaponColumn.LONG), "+0", EDIT)
    assert doc.sheet.weapons[gun].ranges.long == 0
    assert model.setData(model.index(gun, WeaponColumn.LONG), "•", EDIT)
    assert doc.sheet.weapons[gun].ranges.long is None
    with qtbot.waitSignal(model.editFailed):
        assert not model.setData(model.index(gun, WeaponColumn.NEAR), "far", EDIT)
    assert model.setData(model.index(knife, WeaponColumn.DAMAGE), 1, EDIT)
    assert doc.sheet.weapons[knife].damage_modifier == 1
    assert model.setData(model.index(knife, WeaponColumn.ABILITY), "Scuffling", EDIT)
    assert not model.setData(model.index(knife, WeaponColumn.ABILITY), "Poetry", EDIT)
    # A hand weapon given a range becomes a ranged one.
    assert model.setData(model.index(knife, WeaponColumn.CLOSE), "-1", EDIT)
    assert doc.sheet.weapons[knife].ranges == RangeModifiers(close=-1)
    assert model.add_weapon(Weapon(name="Cane", damage_modifier=-1))
    assert model.rowCount() == 3
    assert model.remove_row(2)
    assert model.rowCount() == 2


def test_parse_range_modifier():
    assert parse_range_modifier("") is None
    assert parse_range_modifier("•") is None
    assert parse_range_modifier("+2") == 2
    assert parse_range_modifier("−1") == -1
    assert parse_range_modifier(3) == 3
    with pytest.raises(EditError):
        parse_range_modifier("x")


def test_models_follow_a_replaced_sheet(doc):
    """A roll or a refresh replaces the sheet: the models show the new values."""
    model = ToCAbilitiesModel(doc, "General")
    sheet = doc.sheet.model_copy(deep=True)
    sheet.abilities["Firearms"] = Ability(rating=6, pool=1)
    seen = _changes(model)
    doc.replace_sheet(sheet, "spend")
    row = model.row_of("Firearms")
    assert model.index(row, AbilityColumn.POOL).data() == 1
    assert seen == [(row, AbilityColumn.POOL, AbilityColumn.POOL), (row, AbilityColumn.ACTION, AbilityColumn.ACTION)]
