"""A cache keyed on an object's identity that does not keep the object alive."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class IdentityCache(Generic[K, V]):
    """``cache(obj)`` is ``build(obj)``, built once per live object.

    Entries are keyed on ``id(obj)`` and hold only a weak reference to it, so a dead object's
    entry is never returned for a new object that reuses its id; dead entries are dropped
    whenever a new one is built.
    """

    def __init__(self, build: Callable[[K], V]) -> None:
        self._build = build
        self._entries: dict[int, tuple[weakref.ref[K], V]] = {}

    def __call__(self, obj: K) -> V:
        found = self._entries.get(id(obj))
        if found is not None and found[0]() is obj:
            return found[1]
        for key in [k for k, (ref, _) in self._entries.items() if ref() is None]:
            del self._entries[key]
        value = self._build(obj)
        self._entries[id(obj)] = (weakref.ref(obj), value)
        return value
