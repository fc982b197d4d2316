"""Upgrades of old sheet files, one small dict → dict step per schema version.

A migration registered for version ``N`` turns the raw JSON object of a version ``N`` file into
the raw object of version ``N + 1`` (and sets ``schema_version`` accordingly). Loading runs every
step from the file's version up to :data:`~sheetmaker.core.document.SCHEMA_VERSION` before
pydantic sees the data. Every step has a fixture of the old version under
``tests/data/migrations/`` and a test that loads it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sheetmaker.core.document import SCHEMA_VERSION

Raw = dict[str, Any]
Migration = Callable[[Raw], Raw]

#: Version the step upgrades *from* → the step.
MIGRATIONS: dict[int, Migration] = {}


def migration(from_version: int) -> Callable[[Migration], Migration]:
    """Register a function as the upgrade step from ``from_version`` to the next version."""

    def register(func: Migration) -> Migration:
        if from_version in MIGRATIONS:
            raise RuntimeError(f"two migrations registered from schema version {from_version}")
        MIGRATIONS[from_version] = func
        return func

    return register


class MigrationGap(Exception):
    """No registered step leads from a version to the current one."""


def migrate(raw: Raw, *, target: int = SCHEMA_VERSION) -> Raw:
    """Run the registered steps on ``raw`` from its ``schema_version`` up to ``target``.

    Raises:
        MigrationGap: when a step is missing.
    """
    version = raw.get("schema_version")
    assert isinstance(version, int)
    while version < target:
        step = MIGRATIONS.get(version)
        if step is None:
            raise MigrationGap(
                f"this SheetMaker cannot upgrade files of format version {version}"
            )
        raw = step(dict(raw))
        raw["schema_version"] = version + 1
        version += 1
    return raw
