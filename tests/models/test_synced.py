"""The shared synced-table base: fewest row signals, exact dataChanged, stable list keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Qt, Signal

from sheetmaker.models.synced import Snapshot, SyncedTableModel


class FakeDocument(QObject):
    """Just what the base needs of a SheetDocument: a ``changed`` signal."""

    changed = Signal()

    def __init__(self, rows):
        super().__init__()
        self.rows = list(rows)

    def set_rows(self, rows):
        self.rows = list(rows)
        self.changed.emit()


class KeyedModel(SyncedTableModel):
    """Rows ``(key, a, b, c)``: keyed by their first value, three columns."""

    def __init__(self, doc, parent=None):
        super().__init__(doc, parent)
        self._load()

    def _columns(self) -> int:
        return 3

    def _snapshot(self) -> Snapshot:
        rows = self._doc.rows
        return [r[0] for r in rows], [tuple(r[1:]) for r in rows], list(rows)


class ListModel(SyncedTableModel):
    """Rows of a plain list of strings (keys from ``_list_keys``)."""

    def __init__(self, doc, parent=None):
        super().__init__(doc, parent)
        self._load()

    def _columns(self) -> int:
        return 1

    def _snapshot(self) -> Snapshot:
        items = list(self._doc.rows)
        return self._list_keys(items), [(item,) for item in items], items


def _record(model):
    events = []
    model.dataChanged.connect(
        lambda a, b, _roles: events.append(("changed", a.row(), a.column(), b.row(), b.column()))
    )
    model.rowsInserted.connect(lambda _p, a, b: events.append(("inserted", a, b)))
    model.rowsRemoved.connect(lambda _p, a, b: events.append(("removed", a, b)))
    model.modelReset.connect(lambda: events.append(("reset",)))
    return events


def _shown(model):
    return [tuple(int(model.index(r, c).data()) for c in range(3)) for r in range(model.rowCount())]


class ShowingKeyedModel(KeyedModel):
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not self._valid(index) or role != Qt.ItemDataRole.DisplayRole:
            return None
        return str(self._cells[index.row()][index.column()])


@pytest.fixture
def doc(qapp):
    return FakeDocument([("a", 1, 2, 3), ("b", 1, 2, 3), ("c", 1, 2, 3), ("d", 1, 2, 3)])


def test_vanished_and_new_keys_remove_and_insert_exactly_their_rows(doc):
    model = ShowingKeyedModel(doc)
    events = _record(model)
    doc.set_rows([("a", 1, 2, 3), ("c", 1, 2, 3), ("e", 7, 8, 9), ("d", 1, 2, 3)])
    assert events == [("removed", 1, 1), ("inserted", 2, 2)]
    assert _shown(model) == [(1, 2, 3), (1, 2, 3), (7, 8, 9), (1, 2, 3)]


def test_data_changed_names_each_run_of_changed_cells(doc):
    model = ShowingKeyedModel(doc)
    events = _record(model)
    doc.set_rows([("a", 1, 2, 3), ("b", 0, 2, 0), ("c", 0, 0, 3), ("d", 1, 2, 3)])
    assert events == [("changed", 1, 0, 1, 0), ("changed", 1, 2, 1, 2), ("changed", 2, 0, 2, 1)]
    events.clear()
    doc.set_rows(doc.rows)
    assert events == []


def test_cells_change_after_the_rows_are_in_place(doc):
    model = ShowingKeyedModel(doc)
    events = _record(model)
    doc.set_rows([("new", 5, 5, 5), ("a", 1, 2, 3), ("d", 4, 2, 3)])
    assert events == [("removed", 1, 2), ("inserted", 0, 0), ("changed", 2, 0, 2, 0)]
    assert _shown(model) == [(5, 5, 5), (1, 2, 3), (4, 2, 3)]


def test_moved_rows_replace_only_the_middle_never_reset(doc):
    model = ShowingKeyedModel(doc)
    events = _record(model)
    doc.set_rows([("a", 1, 2, 3), ("c", 1, 2, 3), ("b", 1, 2, 3), ("d", 1, 2, 3)])
    assert events == [("removed", 1, 2), ("inserted", 1, 2)]
    # Repeated keys (never expected) still sync without a reset.
    events.clear()
    doc.set_rows([("a", 1, 2, 3), ("a", 9, 2, 3)])
    assert ("reset",) not in events
    assert _shown(model) == [(1, 2, 3), (9, 2, 3)]


def test_list_keys_follow_adds_removes_and_in_place_edits(qapp):
    doc = FakeDocument(["x", "y", "z"])
    model = ListModel(doc)
    events = _record(model)
    doc.set_rows(["x", "new", "y", "z"])
    assert events == [("inserted", 1, 1)]
    events.clear()
    doc.set_rows(["x", "renamed", "y", "z"])  # same length: edited in place
    assert events == [("changed", 1, 0, 1, 0)]
    events.clear()
    doc.set_rows(["x", "y", "z"])
    assert events == [("removed", 1, 1)]
    events.clear()
    doc.set_rows(["x", "x", "y", "z"])  # equal items are still separate rows
    assert [e[0] for e in events] == ["inserted"]
    assert model.rowCount() == 4


def test_edit_failures_are_reported_through_the_signal(doc, qtbot):
    model = KeyedModel(doc)
    with qtbot.waitSignal(model.editFailed) as blocker:
        assert model._fail(ValueError("no")) is False
    assert blocker.args == ["no"]
    assert model.document is doc


def test_synced_model_passes_the_model_tester(doc, qtmodeltester):
    model = ShowingKeyedModel(doc)
    qtmodeltester.check(model, force_py=True)
    doc.set_rows([("b", 1, 2, 3), ("e", 4, 5, 6), ("c", 0, 2, 3)])
    doc.set_rows([("c", 0, 2, 3), ("b", 1, 2, 3)])
    doc.set_rows([])
    doc.set_rows([("z", 1, 1, 1)])
