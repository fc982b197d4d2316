"""The occupation's choices: the points formula pick, the specialisations of fixed skills that
ask for one and the picks ("1 social", "2 other", "Fighting or Firearms").

The fields are the sheet editor's :class:`~sheetmaker.ui.coc7_occupation.OccupationChoicesForm`;
every edit goes to the model as :class:`~sheetmaker.systems.coc7.session.ChoicesAnswers`, and
the session checks them (its problems show under the page and hold Next back).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from sheetmaker.core import terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.coc7.data import OccupationDef
from sheetmaker.systems.coc7.model import OccupationChoice
from sheetmaker.systems.coc7.rules import canonical_label, needs_specialisation
from sheetmaker.systems.coc7.session import ChoicesAnswers
from sheetmaker.ui.coc7_occupation import OccupationChoicesForm
from sheetmaker.ui.wizards.page import StepPage

__all__ = ["ChoicesPage"]


class ChoicesPage(StepPage):
    """The choices of the chosen occupation."""

    step = "choices"

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.summary = QLabel(self.body)
        self.summary.setObjectName("choicesSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.body_layout.addWidget(self.summary)
        self.form: OccupationChoicesForm | None = None
        #: What the form shows: (occupation answers, choices answers, characteristics).
        self._shown: tuple[object, ...] | None = None
        self.body_layout.addStretch(1)

    def title(self) -> str:
        return self.tr("Occupation choices")

    def intro(self) -> str:
        return self.tr(
            "Make the choices your occupation leaves open: they decide which skills take "
            "occupation points on the next page."
        )

    def refresh(self) -> None:
        session = self.model.session
        occupation = session.derived.occupation
        answers = self.model.answers
        if occupation is None:
            self._drop_form()
            self._shown = None
            self.summary.setText(self.tr("Choose an occupation on the previous page first."))
            return
        fixed = [terms.skill_label("coc7", label) for label in occupation.skills]
        if occupation.choices or self._needs_anything(occupation):
            text = self.tr("{0} takes {1} and {2}; choose the rest below.")
        else:
            text = self.tr("{0} takes {1} and {2}: nothing is left to choose.")
        self.summary.setText(
            text.format(
                terms.term("coc7", "occupation", occupation.name),
                ", ".join(fixed),
                terms.skill_label("coc7", "Credit Rating"),
            )
        )
        shown = (answers.occupation, answers.choices, session.sheet.characteristics)
        if self.form is not None and shown == self._shown:
            return
        # Another occupation, characteristics, or choices made elsewhere (randomised): rebuild.
        self._shown = shown
        choices = answers.choices or ChoicesAnswers()
        name = answers.occupation.name if answers.occupation is not None else occupation.name
        custom = answers.occupation.custom if answers.occupation is not None else None
        choice = OccupationChoice(
            name=name,
            custom=custom,
            formula_pick=choices.formula_pick,
            picks={k: list(v) for k, v in choices.picks.items()},
            specialisations=dict(choices.specialisations),
        )
        had_focus = self.form is not None and self.form.isAncestorOf(self.focusWidget())
        self._drop_form()
        self.form = OccupationChoicesForm(
            occupation, choice, session.sheet, session.data, self.body, formula_buttons=True
        )
        self.form.edited.connect(self._on_edited)
        self.body_layout.insertWidget(1, self.form)
        if had_focus:
            self.form.focus_first()

    def enter(self) -> None:
        if self.form is not None:
            self.form.focus_first()

    def focus_field(self, field: str) -> bool:
        if self.form is None or not field.startswith("sheet.occupation"):
            return False
        self.form.focus_first()
        return True

    def _needs_anything(self, occupation: OccupationDef) -> bool:
        """Whether the occupation leaves anything to choose besides its choices."""
        data = self.model.session.data
        if occupation.points.choose:
            return True
        for label in occupation.skills:
            hit = data.resolve(canonical_label(label, data))
            if hit is not None and needs_specialisation(hit[0]) and not hit[1]:
                return True
        return False

    def _drop_form(self) -> None:
        if self.form is not None:
            self.form.hide()
            self.form.setParent(None)
            self.form.deleteLater()
            self.form = None

    def _on_edited(self) -> None:
        if self.loading or self.form is None:
            return
        choice = self.form.choice()
        answers = ChoicesAnswers(
            formula_pick=choice.formula_pick,
            picks={k: list(v) for k, v in choice.picks.items()},
            specialisations=dict(choice.specialisations),
        )
        session = self.model.session
        # Remember what the form shows so the refresh this change causes keeps the widgets
        # (and the text being typed) rather than rebuilding them.
        self._shown = (self.model.answers.occupation, answers, session.sheet.characteristics)
        self.model.set("choices", answers)
