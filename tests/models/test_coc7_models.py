"""Item models of the CoC sheet: skills, weapons, fellows; exact dataChanged; undo; proxies."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt
from pytestqt.modeltest import ModelTester

from sheetmaker.models.coc7_models import (
    CoC7FellowsModel,
    CoC7SkillsFilterModel,
    CoC7SkillsModel,
    CoC7WeaponsModel,
    FellowColumn,
    LabelRole,
    RowSliceProxyModel,
    SkillColumn,
    SortRole,
    WeaponColumn,
)
from sheetmaker.models.document import EditError, SheetDocument
from tests.fixtures import HARVEY_ALLOCATION

CHECKED = Qt.CheckState.Checked
UNCHECKED = Qt.CheckState.Unchecked


@pytest.fixture
def harvey(qapp):
    return SheetDocument.open(str(HARVEY_ALLOCATION))


class Recorder:
    """Every structural and data signal of a model, in order."""

    def __init__(self, model):
        self.events: list[tuple] = []
        model.dataChanged.connect(
            lambda a, b, roles: self.events.append(("changed", a.row(), a.column(), b.row(), b.column()))
        )
        model.rowsInserted.connect(lambda parent, a, b: self.events.append(("inserted", a, b)))
        model.rowsRemoved.connect(lambda parent, a, b: self.events.append(("removed", a, b)))
        model.modelReset.connect(lambda: self.events.append(("reset",)))
        model.layoutChanged.connect(lambda *args: self.events.append(("layout",)))

    def clear(self):
        self.events.clear()


def _row(model: CoC7SkillsModel, label: str) -> int:
    row = model.row_of(label)
    assert row >= 0, label
    return row


# --------------------------------------------------------------------------- modeltester


def test_skills_model_passes_the_model_tester(harvey, qtmodeltester):
    model = CoC7SkillsModel(harvey)
    qtmodeltester.check(model, force_py=True)
    # It keeps checking while the model changes: rows appear and vanish, cells change.
    model.add_skill("Science", "Biology")
    harvey.set_value("sheet.characteristics.DEX", 80)
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()


@pytest.fixture
def model_tester(request):
    """A new ModelTester per call (pytest-qt's fixture is one tester for one model)."""

    def make(model, force_py: bool = True) -> ModelTester:
        tester = ModelTester(request.config)
        tester.check(model, force_py=force_py)
        return tester

    return make


def test_filter_proxy_passes_the_model_tester(harvey, model_tester):
    model = CoC7SkillsModel(harvey)
    proxy = CoC7SkillsFilterModel()
    proxy.setSourceModel(model)
    proxy.sort(SkillColumn.VALUE, Qt.SortOrder.DescendingOrder)
    model_tester(proxy)
    proxy.setFilterFixedString("fi")
    proxy.set_show_uncommon(True)
    proxy.setFilterFixedString("")
    model.add_skill("Science", "Biology")
    harvey.set_value("sheet.characteristics.DEX", 80)
    proxy.set_show_uncommon(False)
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()


def test_row_slices_pass_the_model_tester(harvey, model_tester):
    model = CoC7SkillsModel(harvey)
    proxy = CoC7SkillsFilterModel()
    proxy.setSourceModel(model)
    halves = []
    for part in range(2):
        half = RowSliceProxyModel(part, 2)
        half.setSourceModel(proxy)
        model_tester(half)
        halves.append(half)
    proxy.setFilterFixedString("fi")
    proxy.set_show_uncommon(True)
    model.add_skill("Science", "Biology")
    proxy.setFilterFixedString("")
    halves[1].sort(SkillColumn.VALUE, Qt.SortOrder.DescendingOrder)
    harvey.set_value("sheet.characteristics.DEX", 80)
    halves[0].set_parts(0, 1)
    harvey.undo_stack.undo()
    assert halves[0].rowCount() == proxy.rowCount()


def test_weapons_model_passes_the_model_tester(harvey, qtmodeltester):
    weapons = CoC7WeaponsModel(harvey)
    qtmodeltester.check(weapons, force_py=True)
    weapons.add_weapon("Revolver", "Firearms (Handgun)", "1D10")
    weapons.remove_weapon(0)
    CoC7SkillsModel(harvey).set_points("Fighting (Brawl)", "personal", 10)
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()


def test_fellows_model_passes_the_model_tester(harvey, qtmodeltester):
    fellows = CoC7FellowsModel(harvey)
    qtmodeltester.check(fellows, force_py=True)
    fellows.add_fellow("Mae Donnelly")
    fellows.add_fellow("Eleni Papadaki")
    fellows.remove_fellow(0)
    harvey.undo_stack.undo()


# --------------------------------------------------------------------------- skills


def test_skill_rows_follow_derive(harvey):
    model = CoC7SkillsModel(harvey)
    assert model.rowCount() == len(harvey.derived.skills)
    assert model.columnCount() == len(SkillColumn)
    row = _row(model, "Spot Hidden")
    cell = model.index(row, SkillColumn.VALUE)
    assert cell.data() == 35
    assert model.index(row, SkillColumn.HALF).data() == 17
    assert model.index(row, SkillColumn.FIFTH).data() == 7
    assert model.index(row, SkillColumn.NAME).data() == "Spot Hidden"
    assert model.index(row, SkillColumn.NAME).data(Qt.ItemDataRole.FontRole).bold()  # occupation skill
    assert model.index(row, SkillColumn.ROLL).data(LabelRole) == "Spot Hidden"
    climb = _row(model, "Climb")
    assert model.index(climb, SkillColumn.NAME).data(Qt.ItemDataRole.FontRole) is None
    assert model.index(climb, SkillColumn.TICK).data(Qt.ItemDataRole.CheckStateRole) == UNCHECKED
    assert model.flags(model.index(climb, SkillColumn.PERSONAL)) & Qt.ItemFlag.ItemIsEditable
    assert not model.flags(model.index(climb, SkillColumn.VALUE)) & Qt.ItemFlag.ItemIsEditable
    assert model.flags(model.index(climb, SkillColumn.TICK)) & Qt.ItemFlag.ItemIsUserCheckable


def test_characteristic_change_signals_exactly_the_changed_cells(harvey):
    model = CoC7SkillsModel(harvey)
    events = Recorder(model)
    dodge = _row(model, "Dodge")
    harvey.set_value("sheet.characteristics.DEX", 70)
    # Dodge: base (27 → 35), then value/half/fifth and the roll cell (which shows the value).
    assert events.events == [
        ("changed", dodge, SkillColumn.BASE, dodge, SkillColumn.BASE),
        ("changed", dodge, SkillColumn.VALUE, dodge, SkillColumn.ROLL),
    ]
    assert model.index(dodge, SkillColumn.BASE).data() == 35
    events.clear()
    harvey.set_value("sheet.characteristics.STR", 80)  # no skill depends on STR
    assert events.events == []
    events.clear()
    harvey.set_value("sheet.characteristics.EDU", 70)  # Language (Own) follows EDU
    own = _row(model, "Language (Own)")
    assert events.events == [
        ("changed", own, SkillColumn.BASE, own, SkillColumn.BASE),
        ("changed", own, SkillColumn.VALUE, own, SkillColumn.ROLL),
    ]
    events.clear()
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()
    assert model.index(dodge, SkillColumn.BASE).data() == 27
    assert model.index(own, SkillColumn.VALUE).data() == 90


def test_editing_points_is_one_undo_step_and_changes_the_value(harvey):
    model = CoC7SkillsModel(harvey)
    events = Recorder(model)
    row = _row(model, "Spot Hidden")
    assert model.setData(model.index(row, SkillColumn.PERSONAL), 20)
    assert harvey.sheet.skill("Spot Hidden").personal == 20
    assert model.index(row, SkillColumn.VALUE).data() == 55
    assert harvey.derived.personal_budget.spent == 160
    assert events.events == [
        ("changed", row, SkillColumn.PERSONAL, row, SkillColumn.PERSONAL),
        ("changed", row, SkillColumn.VALUE, row, SkillColumn.ROLL),
    ]
    assert harvey.undo_stack.count() == 1
    # The same value again pushes nothing.
    assert not model.setData(model.index(row, SkillColumn.PERSONAL), 20)
    assert harvey.undo_stack.count() == 1
    harvey.undo_stack.undo()
    assert model.index(row, SkillColumn.VALUE).data() == 35


def test_a_skill_without_an_entry_gets_one(harvey):
    model = CoC7SkillsModel(harvey)
    assert harvey.sheet.skill("Climb") is None
    row = _row(model, "Climb")
    assert model.setData(model.index(row, SkillColumn.EXPERIENCE), 5)
    assert harvey.sheet.skill("Climb").experience == 5
    assert model.index(row, SkillColumn.VALUE).data() == 25
    harvey.undo_stack.undo()
    assert harvey.sheet.skill("Climb") is None


def test_refused_points_say_why(harvey):
    model = CoC7SkillsModel(harvey)
    messages = []
    model.editFailed.connect(messages.append)
    row = _row(model, "Climb")
    assert not model.setData(model.index(row, SkillColumn.PERSONAL), 5000)
    assert not model.setData(model.index(row, SkillColumn.PERSONAL), "lots")
    assert len(messages) == 2
    assert "999" in messages[0]
    assert "whole number" in messages[1]
    assert harvey.undo_stack.count() == 0


def test_ticking_is_undoable(harvey):
    model = CoC7SkillsModel(harvey)
    row = _row(model, "Library Use")
    tick = model.index(row, SkillColumn.TICK)
    assert model.setData(tick, CHECKED, Qt.ItemDataRole.CheckStateRole)
    assert tick.data(Qt.ItemDataRole.CheckStateRole) == CHECKED
    assert harvey.sheet.skill("Library Use").ticked
    assert harvey.undo_stack.undoText() == "Tick Library Use"
    harvey.undo_stack.undo()
    assert tick.data(Qt.ItemDataRole.CheckStateRole) == UNCHECKED
    # Qt may hand the state over as a plain int.
    assert model.setData(tick, 2, Qt.ItemDataRole.CheckStateRole)
    assert harvey.sheet.skill("Library Use").ticked


def test_adding_a_specialisation_replaces_the_generic_line(harvey):
    model = CoC7SkillsModel(harvey)
    events = Recorder(model)
    generic = _row(model, "Science")
    label = model.add_skill("Science", "biology")
    assert label == "Science (Biology)"
    assert model.row_of("Science") == -1
    row = _row(model, "Science (Biology)")
    assert events.events == [("removed", generic, generic), ("inserted", row, row)]
    assert harvey.undo_stack.count() == 1
    with pytest.raises(EditError, match="already on the sheet"):
        model.add_skill("Science", "Biology")
    with pytest.raises(EditError, match="already on the sheet"):
        model.add_skill("Spot Hidden")
    model.add_skill("Science", "Chemistry")
    assert _row(model, "Science (Chemistry)") == row + 1
    assert model.can_remove(row)
    assert not model.can_remove(_row(model, "Spot Hidden"))
    assert model.remove_skill(row)
    assert model.row_of("Science (Biology)") == -1
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()
    harvey.undo_stack.undo()
    assert model.row_of("Science") >= 0
    assert model.rowCount() == len(harvey.derived.skills)


def test_custom_skill_with_a_base(harvey):
    model = CoC7SkillsModel(harvey)
    label = model.add_skill("Dreamlands Lore", custom_base=5)
    row = _row(model, label)
    line = model.line(row)
    assert line.custom and line.base == 5
    assert model.index(row, SkillColumn.VALUE).data() == 5
    with pytest.raises(EditError):
        model.add_skill("Bad Base", custom_base=120)
    with pytest.raises(EditError):
        model.add_skill("   ")


def test_sort_role_sorts_numbers_as_numbers(harvey):
    model = CoC7SkillsModel(harvey)
    proxy = CoC7SkillsFilterModel()
    proxy.setSourceModel(model)
    proxy.sort(SkillColumn.VALUE, Qt.SortOrder.DescendingOrder)
    values = [proxy.index(r, SkillColumn.VALUE).data() for r in range(proxy.rowCount())]
    assert values == sorted(values, reverse=True)
    assert proxy.index(0, 0).data(LabelRole) == "Language (Own)"
    proxy.sort(SkillColumn.NAME, Qt.SortOrder.AscendingOrder)
    names = [proxy.index(r, SkillColumn.NAME).data(SortRole) for r in range(proxy.rowCount())]
    assert names == sorted(names)


def test_uncommon_skills_hidden_until_asked_or_used(harvey):
    model = CoC7SkillsModel(harvey)
    proxy = CoC7SkillsFilterModel()
    proxy.setSourceModel(model)

    def shown() -> set[str]:
        return {proxy.index(r, 0).data(LabelRole) for r in range(proxy.rowCount())}

    assert "Hypnosis" not in shown()
    assert "Spot Hidden" in shown()
    proxy.set_show_uncommon(True)
    assert "Hypnosis" in shown()
    proxy.set_show_uncommon(False)
    model.set_points("Hypnosis", "personal", 10)
    assert "Hypnosis" in shown()  # a skill with points always shows
    proxy.setFilterFixedString("FIRE")
    assert shown() == {"Firearms (Handgun)", "Firearms (Rifle/Shotgun)"}


def test_row_slices_split_and_follow_the_source(harvey):
    model = CoC7SkillsModel(harvey)
    proxy = CoC7SkillsFilterModel()
    proxy.setSourceModel(model)
    left, right = RowSliceProxyModel(0, 2), RowSliceProxyModel(1, 2)
    left.setSourceModel(proxy)
    right.setSourceModel(proxy)
    n = proxy.rowCount()
    assert left.rowCount() == (n + 1) // 2 and right.rowCount() == n // 2
    labels = [left.index(r, 0).data(LabelRole) for r in range(left.rowCount())]
    labels += [right.index(r, 0).data(LabelRole) for r in range(right.rowCount())]
    assert labels == [proxy.index(r, 0).data(LabelRole) for r in range(n)]
    proxy.setFilterFixedString("an")
    assert left.rowCount() + right.rowCount() == proxy.rowCount()
    # Sorting a slice sorts the whole list.
    right.sort(SkillColumn.VALUE, Qt.SortOrder.DescendingOrder)
    assert proxy.sortColumn() == SkillColumn.VALUE
    assert left.index(0, SkillColumn.VALUE).data() >= right.index(0, SkillColumn.VALUE).data()
    left.set_parts(0, 1)
    assert left.rowCount() == proxy.rowCount()
    # Edits pass through.
    index = left.index(0, SkillColumn.PERSONAL)
    label = index.data(LabelRole)
    assert left.setData(index, 7)
    assert harvey.derived.skill(label).personal == 7


# --------------------------------------------------------------------------- weapons


def test_weapon_rows_show_the_skill_values(harvey):
    model = CoC7WeaponsModel(harvey)
    assert model.rowCount() == 2
    assert model.index(0, WeaponColumn.NAME).data() == "Unarmed"
    assert model.index(0, WeaponColumn.REGULAR).data() == 25
    assert model.index(0, WeaponColumn.HARD).data() == 12
    assert model.index(0, WeaponColumn.EXTREME).data() == 5
    assert model.index(0, WeaponColumn.DAMAGE).data() == "1D3+DB"
    assert model.index(0, WeaponColumn.AMMO).data() == ""
    assert model.index(0, WeaponColumn.IMPALING).data(Qt.ItemDataRole.CheckStateRole) == UNCHECKED
    events = Recorder(model)
    skills = CoC7SkillsModel(harvey)
    skills.set_points("Fighting (Brawl)", "personal", 20)
    # Both weapons use Fighting (Brawl): their values and attack cells change, nothing else.
    assert events.events == [
        ("changed", 0, WeaponColumn.REGULAR, 0, WeaponColumn.EXTREME),
        ("changed", 0, WeaponColumn.ATTACK, 0, WeaponColumn.ATTACK),
        ("changed", 1, WeaponColumn.REGULAR, 1, WeaponColumn.EXTREME),
        ("changed", 1, WeaponColumn.ATTACK, 1, WeaponColumn.ATTACK),
    ]
    assert model.index(1, WeaponColumn.REGULAR).data() == 45


def test_weapon_add_edit_remove_and_undo(harvey):
    model = CoC7WeaponsModel(harvey)
    events = Recorder(model)
    row = model.add_weapon("Revolver", "Firearms (Handgun)", "1D10")
    assert row == 2 and events.events == [("inserted", 2, 2)]
    events.clear()
    assert model.setData(model.index(2, WeaponColumn.AMMO), "6")
    assert harvey.sheet.weapons[2].ammo == 6
    assert model.setData(model.index(2, WeaponColumn.MALFUNCTION), "100")
    assert model.setData(model.index(2, WeaponColumn.IMPALING), CHECKED, Qt.ItemDataRole.CheckStateRole)
    assert harvey.sheet.weapons[2].damage_type == "impaling"
    assert model.setData(model.index(2, WeaponColumn.DAMAGE), "1d10+2")
    assert model.setData(model.index(2, WeaponColumn.RANGE), "15 yards")
    assert events.events == [
        ("changed", 2, WeaponColumn.AMMO, 2, WeaponColumn.AMMO),
        ("changed", 2, WeaponColumn.MALFUNCTION, 2, WeaponColumn.MALFUNCTION),
        ("changed", 2, WeaponColumn.IMPALING, 2, WeaponColumn.IMPALING),
        ("changed", 2, WeaponColumn.DAMAGE, 2, WeaponColumn.DAMAGE),
        ("changed", 2, WeaponColumn.DAMAGE_ROLL, 2, WeaponColumn.DAMAGE_ROLL),
        ("changed", 2, WeaponColumn.RANGE, 2, WeaponColumn.RANGE),
    ]
    assert model.setData(model.index(2, WeaponColumn.AMMO), "")
    assert harvey.sheet.weapons[2].ammo is None
    events.clear()
    assert model.remove_weapon(0)
    assert events.events == [("removed", 0, 0)]
    assert [model.weapon(r).name for r in range(model.rowCount())] == ["Walking stick", "Revolver"]
    events.clear()
    harvey.undo_stack.undo()
    assert events.events == [("inserted", 0, 0)]
    assert model.index(0, WeaponColumn.NAME).data() == "Unarmed"
    while harvey.undo_stack.canUndo():
        harvey.undo_stack.undo()
    assert model.rowCount() == 2


def test_weapon_edits_refused_with_a_reason(harvey):
    model = CoC7WeaponsModel(harvey)
    messages = []
    model.editFailed.connect(messages.append)
    assert not model.setData(model.index(0, WeaponColumn.DAMAGE), "1D6+")
    assert not model.setData(model.index(0, WeaponColumn.NAME), "  ")
    assert not model.setData(model.index(0, WeaponColumn.AMMO), "six")
    assert not model.setData(model.index(0, WeaponColumn.MALFUNCTION), "101")
    assert len(messages) == 4
    assert "dice expression" in messages[0]
    assert "cannot be empty" in messages[1]
    assert "whole number" in messages[2]
    assert "100" in messages[3]
    assert harvey.undo_stack.count() == 0
    assert model.index(0, WeaponColumn.DAMAGE).data() == "1D3+DB"


def test_unknown_weapon_skill_shows_a_dash(harvey):
    model = CoC7WeaponsModel(harvey)
    assert model.setData(model.index(0, WeaponColumn.SKILL), "Whip Mastery")
    assert model.index(0, WeaponColumn.REGULAR).data() == "—"
    assert "not a skill" in model.index(0, WeaponColumn.REGULAR).data(Qt.ItemDataRole.ToolTipRole)


# --------------------------------------------------------------------------- fellows


def test_fellows_add_edit_remove(harvey):
    model = CoC7FellowsModel(harvey)
    messages = []
    model.editFailed.connect(messages.append)
    assert model.rowCount() == 0
    model.add_fellow("Mae Donnelly")
    assert model.setData(model.index(0, FellowColumn.PLAYER), "Sam")
    assert harvey.sheet.fellow_investigators[0].player == "Sam"
    assert not model.setData(model.index(0, FellowColumn.NAME), "")
    assert messages
    assert model.remove_fellow(0)
    assert model.rowCount() == 0
    harvey.undo_stack.undo()
    assert model.index(0, FellowColumn.NAME).data() == "Mae Donnelly"


def test_models_ignore_foreign_and_invalid_indexes(harvey):
    model = CoC7SkillsModel(harvey)
    other = QSortFilterProxyModel()
    other.setSourceModel(model)
    assert model.data(QModelIndex()) is None
    assert not model.setData(QModelIndex(), 1)
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags
    assert model.headerData(99, Qt.Orientation.Horizontal) is None
    assert model.rowCount(model.index(0, 0)) == 0


def test_every_model_passes_qts_own_model_tester(harvey, model_tester):
    """The same checks with Qt's QAbstractItemModelTester (its complaints are Qt warnings)."""
    skills = CoC7SkillsModel(harvey)
    proxy = CoC7SkillsFilterModel()
    proxy.setSourceModel(skills)
    half = RowSliceProxyModel(1, 2)
    half.setSourceModel(proxy)
    weapons = CoC7WeaponsModel(harvey)
    fellows = CoC7FellowsModel(harvey)
    for model in (skills, proxy, half, weapons, fellows):
        model_tester(model, force_py=False)
    skills.add_skill("Language (Other)", "Latin")
    proxy.setFilterFixedString("la")
    weapons.add_weapon("Derringer", "Firearms (Handgun)", "1D8")
    fellows.add_fellow("Mae Donnelly")
    harvey.set_value("sheet.characteristics.EDU", 60)
    while harvey.undo_stack.canUndo():
        harvey.undo_stack.undo()


def test_weapon_damage_is_shown_and_typed_in_the_german_notation(harvey):
    """Issue 23: dice as the German edition writes them (1W3+SB); the file keeps 1D3+DB."""
    from sheetmaker.core import i18n

    weapons = CoC7WeaponsModel(harvey)
    row = next(r for r, w in enumerate(harvey.sheet.weapons) if w.damage == "1D3+DB")
    index = weapons.index(row, WeaponColumn.DAMAGE)
    assert index.data() == "1D3+DB"
    notation = {("Dice", "D"): "W", ("Dice", "DB"): "SB"}
    i18n.set_backend(lambda context, text, _d, _n: notation.get((context, text), text))
    i18n.set_language("de")
    try:
        assert index.data() == "1W3+SB" and index.data(Qt.ItemDataRole.EditRole) == "1W3+SB"
        assert weapons.setData(index, "1W6+SB")
        assert harvey.sheet.weapons[row].damage == "1D6+DB"  # stored in the files' notation
        assert index.data() == "1W6+SB"
    finally:
        i18n.set_backend(None)
        i18n.set_language("en")
    assert index.data() == "1D6+DB"
