"""The first page of the Trail of Cthulhu wizard: Purist or Pulp, the group's size (or the
keeper's own investigative budget), the optional trade between the two pools and the keeper's
permissions. Every number shown comes from the session's ``derived`` budgets."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.toc.model import KeeperPermissions
from sheetmaker.systems.toc.session import CampaignAnswers
from sheetmaker.ui.wizards.page import StepPage

__all__ = ["CampaignPage"]


def _wrapping(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    return label


class CampaignPage(StepPage):
    """Campaign style, build budgets and the keeper's permissions."""

    step = "campaign"

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        tables = model.session.data.tables

        style = QGroupBox(self.tr("Campaign style"), self.body)
        style_layout = QVBoxLayout(style)
        self.purist = QRadioButton(self.tr("&Purist"), style)
        self.purist_text = _wrapping(
            self.tr(
                "Lovecraft's bleak horror, where the Mythos cannot be beaten: Health and Stability "
                "may not be bought above {0}."
            ).format(tables.purist_max),
            style,
        )
        self.pulp = QRadioButton(self.tr("Pu&lp"), style)
        self.pulp_text = _wrapping(
            self.tr(
                "Two-fisted heroes who can fight back: no cap on Health and Stability, and every {0} "
                "Stability points call for a Source of Stability, a living person who keeps you steady."
            ).format(tables.points_per_source),
            style,
        )
        self.style_group = QButtonGroup(self)
        for button, text in ((self.purist, self.purist_text), (self.pulp, self.pulp_text)):
            self.style_group.addButton(button)
            text.setIndent(24)
            style_layout.addWidget(button)
            style_layout.addWidget(text)
        self.style_group.buttonToggled.connect(self._on_style)
        self.body_layout.addWidget(style)

        budget = QGroupBox(self.tr("Build points"), self.body)
        form = QFormLayout(budget)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        row = QHBoxLayout()
        self.investigators = QSpinBox(budget)
        self.investigators.setObjectName("investigators")
        self.investigators.setRange(1, 99)
        self.investigators.setAccessibleName(self.tr("Investigators in the group"))
        self.group_points = QLabel(budget)
        self.group_points.setObjectName("groupPoints")
        # Wraps rather than running into the box's border on a narrow window.
        self.group_points.setWordWrap(True)
        row.addWidget(self.investigators)
        row.addWidget(self.group_points, 1)
        label = QLabel(self.tr("&Investigators in the group:"), budget)
        label.setBuddy(self.investigators)
        form.addRow(label, row)

        row = QHBoxLayout()
        self.keeper_budget_box = QCheckBox(self.tr("The &keeper sets the investigative build points:"), budget)
        self.keeper_budget = QSpinBox(budget)
        self.keeper_budget.setObjectName("keeperBudget")
        self.keeper_budget.setRange(0, 200)
        self.keeper_budget.setAccessibleName(self.tr("The keeper's investigative build points"))
        row.addWidget(self.keeper_budget_box)
        row.addWidget(self.keeper_budget)
        row.addStretch(1)
        form.addRow(row)

        row = QHBoxLayout()
        self.trade = QSpinBox(budget)
        self.trade.setObjectName("trade")
        self.trade.setRange(-99, 99)
        self.trade.setAccessibleName(self.tr("Investigative build points traded"))
        row.addWidget(self.trade)
        row.addWidget(
            _wrapping(
                self.tr(
                    "optional, agreed at the table: +1 turns {0} general build points into 1 "
                    "investigative point, −1 the reverse."
                ).format(tables.trade_rate),
                budget,
            ),
            1,
        )
        label = QLabel(self.tr("&Trade between pools:"), budget)
        label.setBuddy(self.trade)
        form.addRow(label, row)
        self.totals = QLabel(budget)
        self.totals.setObjectName("budgetTotals")
        self.totals.setWordWrap(True)
        self.totals.setTextFormat(Qt.TextFormat.PlainText)
        form.addRow(self.totals)
        self.body_layout.addWidget(budget)

        keeper = QGroupBox(self.tr("What the keeper allows"), self.body)
        keeper_layout = QVBoxLayout(keeper)
        self.mythos = QCheckBox(self.tr("Cthulhu &Mythos may be bought at creation"), keeper)
        self.withhold = QCheckBox(
            self.tr("Build points may be &withheld and spent later, during the adventure"), keeper
        )
        row = QHBoxLayout()
        self.cap_box = QCheckBox(self.tr("Credit Rating may not end &above:"), keeper)
        self.cap = QSpinBox(keeper)
        self.cap.setObjectName("creditRatingCap")
        self.cap.setRange(0, 99)
        # A first cap offered: where the top social stratum begins.
        self.cap.setValue(tables.credit_rating_strata[-1].low)
        self.cap.setAccessibleName(self.tr("Highest Credit Rating allowed"))
        row.addWidget(self.cap_box)
        row.addWidget(self.cap)
        row.addStretch(1)
        keeper_layout.addWidget(self.mythos)
        keeper_layout.addWidget(self.withhold)
        keeper_layout.addLayout(row)
        self.body_layout.addWidget(keeper)
        self.body_layout.addStretch(1)

        self.investigators.valueChanged.connect(self._on_budget)
        self.keeper_budget_box.toggled.connect(self._on_budget)
        self.keeper_budget.valueChanged.connect(self._on_budget)
        self.trade.valueChanged.connect(self._on_trade)
        for box in (self.mythos, self.withhold, self.cap_box):
            box.toggled.connect(self._on_keeper)
        self.cap.valueChanged.connect(self._on_keeper)

    def title(self) -> str:
        return self.tr("Campaign")

    def intro(self) -> str:
        return self.tr(
            "Settle with your keeper how the game is played: the campaign style and the group's "
            "size decide how many build points you get to spend."
        )

    def enter(self) -> None:
        if self.model.answers.campaign is None:
            self.model.set("campaign", self.model.session.campaign or CampaignAnswers())

    def focus_field(self, field: str) -> bool:
        widgets = {
            "sheet.campaign": self.purist,
            "sheet.investigators": self.investigators,
            "sheet.investigative_budget": self.keeper_budget,
            "sheet.trade_to_investigative": self.trade,
            "sheet.keeper": self.mythos,
        }
        widget = next((w for key, w in widgets.items() if field.startswith(key)), None)
        if widget is None:
            return False
        widget.setFocus()
        return True

    # Display ------------------------------------------------------------------------------

    def refresh(self) -> None:
        session = self.model.session
        camp = session.campaign
        d = session.derived
        self.purist.setChecked(camp.campaign == "purist")
        self.pulp.setChecked(camp.campaign == "pulp")
        self.investigators.setValue(camp.investigators)
        keeper_set = camp.investigative_budget is not None
        self.keeper_budget_box.setChecked(keeper_set)
        self.keeper_budget.setEnabled(keeper_set)
        if keeper_set:
            self.keeper_budget.setValue(camp.investigative_budget)
        else:
            self.keeper_budget.setValue(d.investigative.base)
        self.investigators.setEnabled(not keeper_set)
        if keeper_set:
            self.group_points.setText(self.tr("(the keeper's number is used instead)"))
        else:
            self.group_points.setText(
                self.tr("each investigator gets {0} investigative build points").format(d.investigative.base)
            )
        self.trade.setValue(camp.trade_to_investigative)
        inv, gen = d.investigative, d.general
        self.totals.setText(
            self.tr("To spend: {0} investigative build points ({1} {2:+d} traded) and {3} general ({4} {5:+d} traded).").format(  # noqa: E501 - translatable literal kept whole
                inv.base + inv.trade, inv.base, inv.trade, gen.total, gen.base, gen.trade
            )
            if camp.trade_to_investigative
            else self.tr("To spend: {0} investigative build points and {1} general.").format(inv.base, gen.total)
        )
        keeper = camp.keeper
        self.mythos.setChecked(keeper.cthulhu_mythos)
        self.withhold.setChecked(keeper.withhold_points)
        self.cap_box.setChecked(keeper.credit_rating_cap is not None)
        self.cap.setEnabled(keeper.credit_rating_cap is not None)
        if keeper.credit_rating_cap is not None:
            self.cap.setValue(keeper.credit_rating_cap)

    # Actions ------------------------------------------------------------------------------

    def _on_style(self, button: QRadioButton, checked: bool) -> None:
        if self.loading or not checked:
            return
        self.model.update("campaign", campaign="pulp" if button is self.pulp else "purist")

    def _on_budget(self, *_args: object) -> None:
        if self.loading:
            return
        budget = self.keeper_budget.value() if self.keeper_budget_box.isChecked() else None
        self.model.update("campaign", investigators=self.investigators.value(), investigative_budget=budget)

    def _on_trade(self, value: int) -> None:
        if not self.loading:
            self.model.update("campaign", trade_to_investigative=value)

    def _on_keeper(self, *_args: object) -> None:
        if self.loading:
            return
        keeper = KeeperPermissions(
            cthulhu_mythos=self.mythos.isChecked(),
            withhold_points=self.withhold.isChecked(),
            credit_rating_cap=self.cap.value() if self.cap_box.isChecked() else None,
        )
        self.model.update("campaign", keeper=keeper)
