"""The Trail of Cthulhu creation wizard: the creation wizard's window
(:class:`~sheetmaker.ui.wizards.shell.CreationWizard`) over a
:class:`~sheetmaker.systems.toc.session.CreationSession`, with the ToC pages and live summary.
The campaign style and the number of investigators are remembered in ``QSettings``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QWidget

from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.toc.session import STEPS, Answers, CampaignAnswers, CreationSession
from sheetmaker.ui.wizards.page import StepPage
from sheetmaker.ui.wizards.shell import CreationWizard
from sheetmaker.ui.wizards.toc.pages.campaign import CampaignPage
from sheetmaker.ui.wizards.toc.pages.general import GeneralPage
from sheetmaker.ui.wizards.toc.pages.identity import IdentityPage
from sheetmaker.ui.wizards.toc.pages.investigative import InvestigativePage
from sheetmaker.ui.wizards.toc.pages.mind import MindPage
from sheetmaker.ui.wizards.toc.pages.occupation import OccupationPage
from sheetmaker.ui.wizards.toc.pages.review import ReviewPage
from sheetmaker.ui.wizards.toc.summary import ToCLiveSummary

__all__ = ["PAGE_FACTORIES", "SETTINGS_GROUP", "ToCCreationWizard"]

#: QSettings group of the wizard's remembered options.
SETTINGS_GROUP = "tocWizard"

#: step → the page class showing it: the one place that lists the wizard's pages (the pages
#: never import the wizard).
PAGE_FACTORIES: dict[str, Callable[[CreationModel, QWidget], StepPage]] = {
    "campaign": CampaignPage,
    "occupation": OccupationPage,
    "investigative": InvestigativePage,
    "general": GeneralPage,
    "mind": MindPage,
    "identity": IdentityPage,
    "review": ReviewPage,
}


class ToCCreationWizard(CreationWizard):
    """Builds a Trail of Cthulhu investigator step by step.

    Args:
        settings: where the campaign options are remembered.
        rng: the random choices of "Randomise the rest" (tests pass a seeded one).
        parent: the parent widget.
        answers: answers to start from (default: the remembered campaign options).
        steps: the steps shown (default: all).
    """

    def __init__(
        self,
        settings: QSettings | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
        *,
        answers: Answers | None = None,
        steps: Sequence[str] = STEPS,
    ) -> None:
        session = CreationSession(rng, answers=answers or self._remembered_answers(settings))
        super().__init__(
            session,
            settings,
            parent,
            steps=steps,
            page_factories=PAGE_FACTORIES,
            title=QCoreApplication.translate("ToCCreationWizard", "New Trail of Cthulhu Investigator"),
            settings_group=SETTINGS_GROUP,
            options_step="campaign",
        )
        self.setObjectName("tocCreationWizard")

    def _make_summary(self) -> ToCLiveSummary:
        return ToCLiveSummary(self.model, self)

    # Settings -----------------------------------------------------------------------------

    @classmethod
    def _remembered_answers(cls, settings: QSettings | None) -> Answers | None:
        options = cls._read_options(settings, SETTINGS_GROUP, {"campaign": "purist", "investigators": 4})
        if options is None:
            return None
        try:
            return Answers(
                campaign=CampaignAnswers(
                    campaign=str(options["campaign"]),
                    investigators=int(options["investigators"]),
                )
            )
        except ValueError:
            return None

    def _remember(self) -> None:
        campaign = self.model.answers.campaign
        if campaign is None:
            return
        self._write_options({"campaign": campaign.campaign, "investigators": campaign.investigators})
