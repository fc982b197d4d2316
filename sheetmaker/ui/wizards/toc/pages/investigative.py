"""The investigative page: rate the Academic, Interpersonal and Technical abilities with the
investigative build points, each point's price shown as the session gives it (occupational half
price, Credit Rating's free base, its ceiling and the points a lower rating gives back)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from sheetmaker.core import terms
from sheetmaker.core.violations import Severity
from sheetmaker.models.creation import CreationModel
from sheetmaker.ui.wizards.toc.abilities import AbilityStepPage, _bad

__all__ = ["InvestigativePage"]


class InvestigativePage(AbilityStepPage):
    """Investigative ratings, grouped by family."""

    step = "investigative"

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.credit_label = QLabel(self.body)
        self.credit_label.setObjectName("creditRatingRule")
        self.credit_label.setWordWrap(True)
        self.mythos_label = QLabel(self.body)
        self.mythos_label.setObjectName("mythosRule")
        self.mythos_label.setWordWrap(True)
        self.rules_layout.addWidget(self.credit_label)
        self.rules_layout.addWidget(self.mythos_label)

    def title(self) -> str:
        return self.tr("Investigative Abilities")

    def intro(self) -> str:
        return self.tr(
            "Spend your investigative build points on the abilities that find clues (● marks your "
            "occupation's, which cost half): a rating of 1 is enough to find every core clue."
        )

    def counter_text(self, left: int, total: int) -> str:
        return self.tr("Investigative build points left: {0} of {1}").format(left, total)

    def refresh_rules(self) -> None:
        session = self.model.session
        d = session.derived
        cr = d.credit_rating
        if d.occupation is None:
            self.credit_label.setText(
                self.tr("Choose an occupation first: it sets Credit Rating and half-price abilities.")
            )
            _bad(self.credit_label, False)
        else:
            text = self.tr("Credit Rating {0} ({1}); {2}: the first {3} are free (range {4}).").format(
                cr.value,
                terms.term("toc", "stratum", cr.stratum),
                terms.term("toc", "occupation", d.occupation.name),
                cr.base,
                cr.range_text,
            )
            if cr.cost > 0:
                text += " " + self.tr("It costs {0} build point(s).").format(cr.cost)
            elif cr.cost < 0:
                text += " " + self.tr("Below the base, it gives {0} build point(s) back.").format(-cr.cost)
            self.credit_label.setText(text)
            _bad(self.credit_label, any(
                p.field.endswith("[Credit Rating]") and p.severity is Severity.ERROR
                for p in session.report(self.step).problems
            ))
        allowed = session.sheet.keeper.cthulhu_mythos
        self.mythos_label.setText(
            self.tr("The keeper allows buying Cthulhu Mythos; Sanity can then be at most {0} − Cthulhu Mythos.").format(
                session.data.tables.sanity_ceiling
            )
            if allowed
            else self.tr("Cthulhu Mythos is locked at 0: it is learnt in play unless the keeper allows buying it.")
        )
