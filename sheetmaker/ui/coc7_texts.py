"""Texts of the Call of Cthulhu sheet that several views show (the sheet editor, the creation
wizard's review), written once so they read the same everywhere and translate once."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["backstory_titles"]


def backstory_titles() -> dict[str, str]:
    """The ten backstory sections' titles by field name, in sheet order."""
    tr = QCoreApplication.translate
    return {
        "description": tr("CoC7Backstory", "Personal description"),
        "ideology": tr("CoC7Backstory", "Ideology and beliefs"),
        "significant_people": tr("CoC7Backstory", "Significant people"),
        "meaningful_locations": tr("CoC7Backstory", "Meaningful locations"),
        "treasured_possessions": tr("CoC7Backstory", "Treasured possessions"),
        "traits": tr("CoC7Backstory", "Traits"),
        "injuries": tr("CoC7Backstory", "Injuries and scars"),
        "phobias": tr("CoC7Backstory", "Phobias and manias"),
        "arcane": tr("CoC7Backstory", "Arcane tomes, spells and artefacts"),
        "encounters": tr("CoC7Backstory", "Encounters with strange entities"),
    }
