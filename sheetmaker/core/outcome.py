"""Outcomes of play actions, shared by every game system.

A play rule never changes the sheet it is given: it returns an :class:`Outcome` holding the new
sheet, every stored field that changed (so nothing changes silently and the GUI can push one
undo step), and readable notes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

#: How the items of a list field are named in change paths: field name → key of an item.
ListKeys = Mapping[str, Callable[[dict[str, Any]], str]]


@dataclass(frozen=True, slots=True)
class Change:
    """One stored field that changed: a path such as ``san``, ``conditions.dying``,
    ``characteristics.CON``, ``skills[Spot Hidden].ticked`` or ``skills[Dodge]`` (an entry
    added: ``before`` is None), with plain values before and after."""

    path: str
    before: Any
    after: Any

    def __str__(self) -> str:
        return f"{self.path}: {self.before!r} → {self.after!r}"


@dataclass(frozen=True, kw_only=True)
class Outcome:
    """What an action did: the new sheet, every stored change, and readable notes."""

    sheet: Any
    changes: tuple[Change, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        """Whether the sheet changed (one undo step is worth pushing)."""
        return bool(self.changes)

    def change(self, path: str) -> Change | None:
        """The change of one path, if it changed."""
        return next((c for c in self.changes if c.path == path), None)


def _diff(before: Any, after: Any, path: str, keys: ListKeys, out: list[Change]) -> None:
    if isinstance(before, dict) and isinstance(after, dict):
        for name in list(before) + [k for k in after if k not in before]:
            sub = f"{path}.{name}" if path else str(name)
            _diff(before.get(name), after.get(name), sub, keys, out)
    elif path in keys and isinstance(before, list) and isinstance(after, list):
        key = keys[path]
        old = {key(item): item for item in before}
        new = {key(item): item for item in after}
        for label in list(old) + [k for k in new if k not in old]:
            if label in old and label in new:
                _diff(old[label], new[label], f"{path}[{label}]", keys, out)
            else:
                out.append(Change(f"{path}[{label}]", old.get(label), new.get(label)))
    elif isinstance(before, list) and isinstance(after, list):
        for index in range(max(len(before), len(after))):
            sub = f"{path}[{index}]"
            if index < len(before) and index < len(after):
                _diff(before[index], after[index], sub, keys, out)
            else:
                out.append(
                    Change(
                        sub,
                        before[index] if index < len(before) else None,
                        after[index] if index < len(after) else None,
                    )
                )
    elif before != after:
        out.append(Change(path, before, after))


def changes_between(before: BaseModel, after: BaseModel, keys: ListKeys | None = None) -> tuple[Change, ...]:
    """Every stored field that differs between two models.

    Args:
        keys: list fields whose items are named by a key rather than by position
            (``{"skills": lambda item: item["name"]}``).
    """
    out: list[Change] = []
    _diff(before.model_dump(mode="json"), after.model_dump(mode="json"), "", keys or {}, out)
    return tuple(out)
