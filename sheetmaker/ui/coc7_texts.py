"""Texts of the Call of Cthulhu sheet that several views show (the sheet editor, the creation
wizard's review), written once so they read the same everywhere and translate once."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["backstory_titles"]


def backstory_titles() -> dict[str, str]:
    """The ten backstory sections' titles by field name, in sheet order."""
    translate = QCoreApplication.translate
    return {
        "description": translate("CoC7Backstory", "Personal description"),
        "ideology": translate("CoC7Backstory", "Ideology and beliefs"),
        "significant_people": translate("CoC7Backstory", "Significant people"),
        "meaningful_locations": translate("CoC7Backstory", "Meaningful locations"),
        "treasured_possessions": translate("CoC7Backstory", "Treasured possessions"),
        "traits": translate("CoC7Backstory", "Traits"),
        "injuries": translate("CoC7Backstory", "Injuries and scars"),
        "phobias": translate("CoC7Backstory", "Phobias and manias"),
        "arcane": translate("CoC7Backstory", "Arcane tomes, spells and artefacts"),
        "encounters": translate("CoC7Backstory", "Encounters with strange entities"),
    }
