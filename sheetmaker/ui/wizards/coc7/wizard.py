"""The Call of Cthulhu 7e creation wizard: the creation wizard's window
(:class:`~sheetmaker.ui.wizards.shell.CreationWizard`) over a
:class:`~sheetmaker.systems.coc7.session.CreationSession`, with the CoC pages and live summary.
The keeper's options and the last methods are remembered in ``QSettings``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QWidget

from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.coc7.session import STEPS, Answers, CreationSession, SetupAnswers
from sheetmaker.ui.wizards.coc7.pages.age import AgePage
from sheetmaker.ui.wizards.coc7.pages.characteristics import CharacteristicsPage
from sheetmaker.ui.wizards.coc7.pages.choices import ChoicesPage
from sheetmaker.ui.wizards.coc7.pages.identity import IdentityPage
from sheetmaker.ui.wizards.coc7.pages.occupation import OccupationPage
from sheetmaker.ui.wizards.coc7.pages.review import ReviewPage
from sheetmaker.ui.wizards.coc7.pages.setup import SetupPage
from sheetmaker.ui.wizards.coc7.pages.skills import SkillsPage
from sheetmaker.ui.wizards.coc7.summary import LiveSummary
from sheetmaker.ui.wizards.page import StepPage
from sheetmaker.ui.wizards.shell import CreationWizard

__all__ = ["PAGE_FACTORIES", "SETTINGS_GROUP", "CoC7CreationWizard"]

#: QSettings group of the wizard's remembered options.
SETTINGS_GROUP = "coc7Wizard"

#: step → the page class showing it: the one place that lists the wizard's pages (the pages
#: never import the wizard).
PAGE_FACTORIES: dict[str, Callable[[CreationModel, QWidget], StepPage]] = {
    "setup": SetupPage,
    "characteristics": CharacteristicsPage,
    "age": AgePage,
    "occupation": OccupationPage,
    "choices": ChoicesPage,
    "skills": SkillsPage,
    "identity": IdentityPage,
    "review": ReviewPage,
}


class CoC7CreationWizard(CreationWizard):
    """Builds a Call of Cthulhu investigator step by step.

    Args:
        settings: where the keeper's options and the last methods are remembered.
        rng: the dice (a fresh generator when ``None``; tests pass a seeded one).
        parent: the parent widget.
        answers: answers to start from (default: the remembered keeper's options).
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
            title=QCoreApplication.translate("CoC7CreationWizard", "New Call of Cthulhu Investigator"),
            settings_group=SETTINGS_GROUP,
            options_step="setup",
        )
        self.setObjectName("coc7CreationWizard")

    def _make_summary(self) -> LiveSummary:
        return LiveSummary(self.model, self)

    # Settings -----------------------------------------------------------------------------

    @classmethod
    def _remembered_answers(cls, settings: QSettings | None) -> Answers | None:
        options = cls._read_options(
            settings,
            SETTINGS_GROUP,
            {"era": "1920s", "methods": "allocation,rolled,point_buy,free", "rerolls": False, "skillCap": 0},
        )
        if options is None:
            return None
        try:
            setup = SetupAnswers(
                era=str(options["era"]),
                methods=[m for m in str(options["methods"]).split(",") if m],
                rerolls=bool(options["rerolls"]),
                skill_cap=int(options["skillCap"]) or None,
            )
        except ValueError:
            return None
        return Answers(setup=setup)

    def _remember(self) -> None:
        answers = self.model.answers
        setup = answers.setup or SetupAnswers()
        values: dict[str, object] = {
            "era": setup.era,
            "methods": ",".join(setup.methods),
            "rerolls": setup.rerolls,
            "skillCap": setup.skill_cap or 0,
        }
        if answers.characteristics is not None:
            values["method"] = answers.characteristics.method
        if answers.skills is not None:
            values["skillMethod"] = answers.skills.method
        self._write_options(values)
