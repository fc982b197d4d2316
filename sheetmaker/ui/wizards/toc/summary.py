"""The live investigator beside every page of the Trail of Cthulhu creation wizard: build points
left in each pool, Hit Threshold, Health, Stability and Sanity, the Pillars and Sources the
ratings call for, all read from the draft's ``derive()``."""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from sheetmaker.core import terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.ui.theme import error_colour
from sheetmaker.ui.wizards.summary import SummaryFrame

__all__ = ["ToCLiveSummary"]


class ToCLiveSummary(SummaryFrame):
    """A compact, read-only view of the draft investigator."""

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        layout = self.summary_layout

        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        #: key → value label: "investigative", "general", "Health", "Stability", "Sanity",
        #: "Hit Threshold", "Pillars", "Sources".
        self.values: dict[str, QLabel] = {}
        rows = (
            ("investigative", self.tr("Investigative points left")),
            ("general", self.tr("General points left")),
            ("Health", self.tr("Health")),
            ("Stability", self.tr("Stability")),
            ("Sanity", self.tr("Sanity")),
            ("Hit Threshold", self.tr("Hit Threshold")),
            ("Pillars", self.tr("Pillars of Sanity")),
            ("Sources", self.tr("Sources of Stability")),
        )
        for row, (key, text) in enumerate(rows):
            label = QLabel(text, self)
            label.setWordWrap(True)
            value = QLabel(self)
            value.setObjectName(f"summary{key.replace(' ', '')}")
            grid.addWidget(label, row, 0)
            grid.addWidget(value, row, 1)
            self.values[key] = value
        grid.setColumnStretch(0, 1)
        layout.addLayout(grid)
        layout.addStretch(1)
        self.refresh()

    def refresh(self) -> None:
        """Show the draft as it is now."""
        session = self.model.session
        sheet = session.sheet
        d = session.derived
        self.name_label.setText(self._given_name() or self.tr("New investigator"))
        parts = []
        if d.occupation is not None:
            branch = f" ({terms.term('toc', 'branch', d.branch.name)})" if d.branch is not None else ""
            parts.append(terms.term("toc", "occupation", d.occupation.name) + branch)
        parts.append(self.tr("Purist") if sheet.campaign == "purist" else self.tr("Pulp"))
        self.occupation_label.setText(", ".join(parts))
        for key, budget in (("investigative", d.investigative), ("general", d.general)):
            label = self.values[key]
            label.setText(self.tr("{0} of {1}").format(budget.left, budget.total))
            label.setStyleSheet(f"color: {error_colour().name()}; font-weight: bold;" if budget.left < 0 else "")
        for key, state in (("Health", d.health), ("Stability", d.stability), ("Sanity", d.sanity)):
            self.values[key].setText(str(state.rating))
        self.values["Hit Threshold"].setText(str(d.hit_threshold))
        self.values["Pillars"].setText(
            self.tr("{0} of {1}").format(len(sheet.pillars_of_sanity), d.pillars_required)
        )
        if sheet.campaign == "pulp":
            self.values["Sources"].setText(
                self.tr("{0} of up to {1}").format(len(sheet.sources_of_stability), d.sources_required)
            )
        else:
            self.values["Sources"].setText(self.tr("— (Pulp only)"))
