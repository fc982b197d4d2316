"""The live investigator beside every page of the creation wizard: characteristics with half
and fifth, HP, MP, SAN, Luck, MOV, Build, Damage Bonus and the skill points left, all read from
the draft's ``derive()``."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from sheetmaker.core import terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.coc7.model import CHARACTERISTICS
from sheetmaker.ui.wizards.summary import SummaryFrame

__all__ = ["LiveSummary"]


class LiveSummary(SummaryFrame):
    """A compact, read-only view of the draft investigator."""

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        layout = self.summary_layout

        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        #: characteristic → value label ("60 (30/12)").
        self.values: dict[str, QLabel] = {}
        for i, name in enumerate(CHARACTERISTICS):
            row, col = divmod(i, 2)
            label = QLabel(terms.characteristic_abbr("coc7", name), self)
            label.setToolTip(terms.characteristic_name("coc7", name))
            value = QLabel(self)
            value.setObjectName(f"summary{name}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            grid.addWidget(label, row, col * 2)
            grid.addWidget(value, row, col * 2 + 1)
            self.values[name] = value
        layout.addLayout(grid)

        self._add_line()

        derived = QGridLayout()
        derived.setHorizontalSpacing(10)
        derived.setVerticalSpacing(2)
        #: "HP", "MP", "SAN", "Luck", "MOV", "Build", "DB" → value label.
        self.derived: dict[str, QLabel] = {}
        names = (
            ("HP", self.tr("HP")), ("MP", self.tr("MP")), ("SAN", self.tr("SAN")), ("Luck", self.tr("Luck")),
            ("MOV", self.tr("MOV")), ("Build", self.tr("Build")), ("DB", self.tr("Damage Bonus")),
        )
        for i, (key, text) in enumerate(names):
            row, col = divmod(i, 2)
            derived.addWidget(QLabel(text, self), row, col * 2)
            value = QLabel(self)
            value.setObjectName(f"summary{key}")
            derived.addWidget(value, row, col * 2 + 1)
            self.derived[key] = value
        layout.addLayout(derived)

        self._add_line()
        self.points_label = QLabel(self)
        self.points_label.setObjectName("summaryPoints")
        self.points_label.setWordWrap(True)
        layout.addWidget(self.points_label)
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
            parts.append(terms.term("coc7", "occupation", d.occupation.name))
        if session.answers.age is not None:
            parts.append(self.tr("age {0}").format(sheet.age))
        parts.append(self.tr("1920s") if sheet.era == "1920s" else self.tr("modern day"))
        self.occupation_label.setText(", ".join(parts))
        for name, label in self.values.items():
            value = d.characteristics[name]
            label.setText(str(value) if value.value else "—")
        chars_set = all(v.value for v in d.characteristics.values())
        if chars_set:
            self.derived["HP"].setText(str(d.hp_max))
            self.derived["MP"].setText(str(d.mp_max))
            self.derived["SAN"].setText(str(d.san_start))
            self.derived["MOV"].setText(str(d.mov))
            self.derived["Build"].setText(f"{d.build:+d}" if d.build else "0")
            self.derived["DB"].setText(d.damage_bonus)
        else:
            for key in ("HP", "MP", "SAN", "MOV", "Build", "DB"):
                self.derived[key].setText("—")
        self.derived["Luck"].setText(str(d.luck) if d.luck else "—")
        if d.occupation is None and session.answers.skills is None:
            self.points_label.setText(self.tr("Skill points: choose an occupation first."))
        elif sheet.creation.skill_method == "quick_start":
            self.points_label.setText(self.tr("Skills: quick-start values."))
        else:
            self.points_label.setText(
                self.tr("Occupation points left: {0} of {1}\nPersonal interest points left: {2} of {3}").format(
                    d.occupation_budget.left,
                    d.occupation_budget.total,
                    d.personal_budget.left,
                    d.personal_budget.total,
                )
            )
