"""Shared set-up of the Trail of Cthulhu ability-page tests: a wizard with the campaign and the
occupation answered (seed 001's rules)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from sheetmaker.systems.toc.session import CampaignAnswers, OccupationAnswers
from sheetmaker.ui.wizards.toc.abilities import AbilityStepPage, AbilityTableModel
from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard


def toc_wizard(qtbot, occupation: str = "Alienist", campaign: str = "purist", **keeper) -> ToCCreationWizard:
    wizard = ToCCreationWizard(rng=random.Random(1))
    qtbot.addWidget(wizard)
    wizard.model.set("campaign", CampaignAnswers(campaign=campaign, investigators=4, keeper=keeper or {}))
    wizard.model.set("occupation", OccupationAnswers(name=occupation))
    return wizard


def cell(page: AbilityStepPage, name: str, column: int):
    row = page.table_model.row_of(name)
    assert row >= 0, name
    return page.table_model.index(row, column)


def text(page: AbilityStepPage, name: str, column: int) -> str:
    return str(cell(page, name, column).data())


def rate(page: AbilityStepPage, name: str, rating: int) -> bool:
    return page.table_model.setData(cell(page, name, AbilityTableModel.RATING), rating, Qt.ItemDataRole.EditRole)
