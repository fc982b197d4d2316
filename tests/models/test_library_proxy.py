"""The library's proxy keeps its cached filter mask and sort keys right when rows change."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt

from sheetmaker.io.library import Entry
from sheetmaker.models.library import COLUMN, LibraryModel, LibraryProxy


def _entry(name: str, hp: int, tags: tuple[str, ...] = (), conflict_of: str = "") -> Entry:
    return Entry(
        path=f"/lib/{name}.sheet.json", size=1, mtime_ns=1, name=name, game="coc7", kind="npc",
        occupation="Clerk", tags=tags, player="", health=f"HP {hp}/{hp}", health_now=hp,
        sanity="SAN 50/50", sanity_now=50, notes="", has_portrait=False, modified="2026-11-23T10:00:00",
        conflict_of=conflict_of,
    )


def _names(proxy: LibraryProxy) -> list[str]:
    return [proxy.index(row, COLUMN["name"]).data() for row in range(proxy.rowCount())]


def _setup(qapp):
    model = LibraryModel()
    proxy = LibraryProxy()
    proxy.setSourceModel(model)
    model.update([_entry("Ann", 12), _entry("Bob", 8), _entry("Cy", 10)])
    proxy.sort(COLUMN["health"], Qt.SortOrder.AscendingOrder)
    return model, proxy


def test_a_changed_value_resorts_with_the_new_value(qapp):
    model, proxy = _setup(qapp)
    assert _names(proxy) == ["Bob", "Cy", "Ann"]
    ann = model.entry(model.row_of("/lib/Ann.sheet.json"))
    model.update([dataclasses.replace(ann, health="HP 5/12", health_now=5)])
    assert _names(proxy) == ["Ann", "Bob", "Cy"]


def test_the_search_mask_follows_added_and_changed_rows(qapp):
    model, proxy = _setup(qapp)
    proxy.set_filters(text="cult")
    assert proxy.rowCount() == 0
    model.update([_entry("Dee", 9, tags=("cult",))])
    assert _names(proxy) == ["Dee"]
    bob = model.entry(model.row_of("/lib/Bob.sheet.json"))
    model.update([dataclasses.replace(bob, tags=("cult",))])
    assert sorted(_names(proxy)) == ["Bob", "Dee"]


def test_a_conflict_copy_follows_its_original_in_both_orders(qapp):
    model, proxy = _setup(qapp)
    model.update([_entry("Ann copy", 1, conflict_of="/lib/Ann.sheet.json")])
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        proxy.sort(COLUMN["health"], order)
        names = _names(proxy)
        assert names.index("Ann copy (conflict copy)") == names.index("Ann") + 1, (order, names)
