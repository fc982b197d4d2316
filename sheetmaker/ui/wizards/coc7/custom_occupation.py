"""A dialog to make up an occupation on the spot: name, points formula, Credit Rating range and
up to eight skills. The result is carried by the sheet itself
(:class:`~sheetmaker.systems.coc7.model.CustomOccupation`), so it opens the same anywhere.

OK stays disabled, the reason shown, until the occupation is complete and sound; the rules'
own models check the values (a reversed Credit Rating range, weights out of range).
"""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.systems.coc7.data import RulesData, SkillDef
from sheetmaker.systems.coc7.model import CHARACTERISTICS, CustomOccupation, skill_label
from sheetmaker.systems.coc7.rules import canonical_label, needs_specialisation
from sheetmaker.systems.coc7.session import OccupationAnswers

__all__ = ["SKILL_ROWS", "CustomOccupationDialog"]

#: Occupation skills besides Credit Rating, as the book's occupations have.
SKILL_ROWS = 8
CREDIT_RATING = "Credit Rating"


def _abbr(characteristic: str) -> str:
    """A characteristic's abbreviation in the language in use (STR → ST, FOR)."""
    return terms.characteristic_abbr("coc7", characteristic)


class CustomOccupationDialog(QDialog):
    """Makes an occupation the data files do not have.

    Args:
        data: the rules data (the era's skills, the known occupation names).
        era: the era whose skills are offered.
        current: a custom occupation made before, to edit.
        parent: the parent widget.
    """

    def __init__(
        self, data: RulesData, era: str, current: OccupationAnswers | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("customOccupationDialog")
        self.setWindowTitle(self.tr("Custom Occupation"))
        self._data = data
        self._skills: list[SkillDef] = [
            s
            for s in data.skills_for(era)  # type: ignore[arg-type]
            if not s.no_creation_points and s.name.casefold() != CREDIT_RATING.casefold()
        ]
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(self)
        self.name.setObjectName("customName")
        self.name.setMaxLength(120)
        self.name.setPlaceholderText(self.tr("e.g. Lighthouse Keeper"))
        form.addRow(self.tr("&Name:"), self.name)
        layout.addLayout(form)

        points = QGroupBox(self.tr("Occupation skill points"), self)
        grid = QGridLayout(points)
        grid.addWidget(QLabel(self.tr("Weight"), points), 0, 1)
        grid.addWidget(QLabel(self.tr("Best of"), points), 0, 2)
        #: Characteristic → its fixed weight (0: not in the formula).
        self.weights: dict[str, QSpinBox] = {}
        #: Characteristic → whether it is in the "best of" group.
        self.choose: dict[str, QCheckBox] = {}
        for row, name in enumerate(CHARACTERISTICS, start=1):
            caption = QLabel(self.tr("{0} ×").format(_abbr(name)), points)
            weight = QSpinBox(points)
            weight.setRange(0, 10)
            weight.setAccessibleName(self.tr("{0} weight").format(_abbr(name)))
            caption.setBuddy(weight)
            box = QCheckBox(points)
            box.setAccessibleName(self.tr("{0} in the best-of group").format(_abbr(name)))
            grid.addWidget(caption, row, 0)
            grid.addWidget(weight, row, 1)
            grid.addWidget(box, row, 2)
            self.weights[name] = weight
            self.choose[name] = box
        times_row = QHBoxLayout()
        times_caption = QLabel(self.tr("Best of the ticked &times:"), points)
        self.times = QSpinBox(points)
        self.times.setRange(0, 10)
        self.times.setAccessibleName(self.tr("Weight of the best-of group"))
        times_caption.setBuddy(self.times)
        times_row.addWidget(times_caption)
        times_row.addWidget(self.times)
        times_row.addStretch(1)
        grid.addLayout(times_row, len(CHARACTERISTICS) + 1, 0, 1, 3)
        self.formula = QLabel(points)
        self.formula.setObjectName("customFormula")
        grid.addWidget(self.formula, len(CHARACTERISTICS) + 2, 0, 1, 3)

        credit = QHBoxLayout()
        credit_caption = QLabel(self.tr("Credit &Rating from"), self)
        self.credit_low = QSpinBox(self)
        self.credit_low.setRange(0, 99)
        self.credit_low.setAccessibleName(self.tr("Lowest Credit Rating"))
        credit_caption.setBuddy(self.credit_low)
        self.credit_high = QSpinBox(self)
        self.credit_high.setRange(0, 99)
        self.credit_high.setAccessibleName(self.tr("Highest Credit Rating"))
        credit.addWidget(credit_caption)
        credit.addWidget(self.credit_low)
        credit.addWidget(QLabel(self.tr("to"), self))
        credit.addWidget(self.credit_high)
        credit.addStretch(1)

        skills = QGroupBox(self.tr("Occupation skills (Credit Rating is always one)"), self)
        skill_grid = QGridLayout(skills)
        #: One combo box per skill row, and the specialisation beside it.
        self.skill_combos: list[QComboBox] = []
        self.specialisations: list[QLineEdit] = []
        for row in range(SKILL_ROWS):
            combo = QComboBox(skills)
            combo.addItem(self.tr("(none)"), "")
            for sdef in self._skills:
                combo.addItem(terms.skill_label("coc7", sdef.name), sdef.name)
            combo.setAccessibleName(self.tr("Skill {0}").format(row + 1))
            spec = QLineEdit(skills)
            spec.setMaxLength(60)
            spec.setAccessibleName(self.tr("Specialisation of skill {0}").format(row + 1))
            spec.setEnabled(False)
            caption = QLabel(self.tr("&{0}:").format(row + 1), skills)
            caption.setBuddy(combo)
            skill_grid.addWidget(caption, row, 0)
            skill_grid.addWidget(combo, row, 1)
            skill_grid.addWidget(spec, row, 2)
            combo.currentIndexChanged.connect(self._check)
            spec.textChanged.connect(self._check)
            self.skill_combos.append(combo)
            self.specialisations.append(spec)
        skill_grid.setColumnStretch(1, 1)
        skill_grid.setColumnStretch(2, 1)

        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(points)
        left.addLayout(credit)
        left.addStretch(1)
        columns.addLayout(left)
        columns.addWidget(skills, 1)
        layout.addLayout(columns, 1)

        self.reason = QLabel(self)
        self.reason.setObjectName("customReason")
        self.reason.setWordWrap(True)
        layout.addWidget(self.reason)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.name.textChanged.connect(self._check)
        for widget in (*self.weights.values(), self.times, self.credit_low, self.credit_high):
            widget.valueChanged.connect(self._check)
        for box in self.choose.values():
            box.toggled.connect(self._check)
        self._fill(current)
        self._check()

    def _fill(self, current: OccupationAnswers | None) -> None:
        if current is None or current.custom is None:
            self.weights["EDU"].setValue(4)
            self.credit_low.setValue(9)
            self.credit_high.setValue(30)
            return
        custom = current.custom
        self.name.setText(current.name)
        for name, weight in custom.fixed.items():
            self.weights[name].setValue(weight)
        for name in custom.choose:
            self.choose[name].setChecked(True)
        self.times.setValue(custom.times)
        self.credit_low.setValue(custom.credit_rating[0])
        self.credit_high.setValue(custom.credit_rating[1])
        for row, label in enumerate(custom.skills[:SKILL_ROWS]):
            hit = self._data.resolve(canonical_label(label, self._data))
            if hit is None:
                continue
            index = self.skill_combos[row].findData(hit[0].name)
            self.skill_combos[row].setCurrentIndex(max(0, index))
            self.specialisations[row].setText(hit[1])

    # ------------------------------------------------------------------ checking

    def _skill_labels(self) -> tuple[list[str], str]:
        """The skills chosen (labels as the sheet writes them) and the first problem ("" if none)."""
        labels: list[str] = []
        problem = ""
        for row, (combo, spec) in enumerate(zip(self.skill_combos, self.specialisations, strict=True)):
            name = str(combo.currentData() or "")
            sdef = self._data.skill_def(name) if name else None
            needs = sdef is not None and needs_specialisation(sdef)
            spec.setEnabled(needs)
            if needs and sdef is not None:
                example = next(iter(sdef.specialisations), "")
                spec.setPlaceholderText(self.tr("e.g. {0}").format(example) if example else self.tr("Name it"))
            else:
                spec.setPlaceholderText("")
            if sdef is None:
                continue
            # A specialisation typed in the language in use is kept in English (Biologie → Biology).
            text = terms.english_specialisation(sdef.name, " ".join(spec.text().split()))
            if needs and not text:
                problem = problem or self.tr("Skill {0}: name the {1} specialisation.").format(
                    row + 1, terms.skill_label("coc7", sdef.name)
                )
                continue
            if needs and ("(" in text or ")" in text):
                problem = problem or self.tr("Skill {0}: write the specialisation without brackets.").format(row + 1)
                continue
            label = canonical_label(skill_label(sdef.name, text if needs else ""), self._data)
            if label.casefold() in (existing.casefold() for existing in labels):
                problem = problem or self.tr("Skill {0}: {1} is already chosen.").format(row + 1, label)
                continue
            labels.append(label)
        return labels, problem

    def problem(self) -> str:
        """Why OK is disabled ("" when it is not)."""
        name = " ".join(self.name.text().split())
        if not name:
            return self.tr("Give the occupation a name.")
        if self._data.occupation(name) is not None:
            return self.tr("{0} is already an occupation of the lists: choose it there, or use another name.").format(
                name
            )
        fixed = {n: box.value() for n, box in self.weights.items() if box.value()}
        chosen = [n for n, box in self.choose.items() if box.isChecked()]
        if not fixed:
            return self.tr("Give at least one characteristic a weight (e.g. EDU × 4).")
        if chosen and not self.times.value():
            return self.tr("Set how many times the best of the ticked characteristics counts.")
        if self.times.value() and not chosen:
            return self.tr("Tick the characteristics the best-of group chooses from, or set its times to 0.")
        if self.credit_low.value() > self.credit_high.value():
            return self.tr("The lowest Credit Rating must not be above the highest.")
        labels, problem = self._skill_labels()
        if problem:
            return problem
        if not labels:
            return self.tr("Choose the occupation's skills.")
        return ""

    def _check(self, *args: object) -> None:
        fixed = [f"{_abbr(n)}×{box.value()}" for n, box in self.weights.items() if box.value()]
        chosen = [_abbr(n) for n, box in self.choose.items() if box.isChecked()]
        if chosen and self.times.value():
            fixed.append(self.tr("({0})×{1}").format(self.tr(" or ").join(chosen), self.times.value()))
        self.formula.setText(self.tr("Formula: {0}").format(" + ".join(fixed) or self.tr("(none)")))
        problem = self.problem()
        if not problem:
            labels, _ = self._skill_labels()
            if len(labels) < SKILL_ROWS:
                self.reason.setText(
                    self.tr("{0} of {1} skills chosen; the book's occupations have {1}.").format(
                        len(labels), SKILL_ROWS
                    )
                )
            else:
                self.reason.setText("")
        else:
            self.reason.setText(problem)
        self.reason.setVisible(bool(self.reason.text()))
        self.ok_button.setEnabled(not problem)
        self.ok_button.setToolTip(problem)

    # ------------------------------------------------------------------ result

    def answers(self) -> OccupationAnswers:
        """The occupation as the dialog shows it.

        Raises:
            ValueError: the dialog has a problem (:meth:`problem`).
        """
        problem = self.problem()
        if problem:
            raise ValueError(problem)
        labels, _ = self._skill_labels()
        chosen = [n for n, box in self.choose.items() if box.isChecked()]
        custom = CustomOccupation(
            fixed={n: box.value() for n, box in self.weights.items() if box.value()},
            choose=chosen if self.times.value() else [],
            times=self.times.value() if chosen else 0,
            credit_rating=(self.credit_low.value(), self.credit_high.value()),
            skills=labels,
        )
        return OccupationAnswers(name=" ".join(self.name.text().split()), custom=custom)

    def accept(self) -> None:
        if self.problem():
            self._check()
            return
        try:
            self.answers()
        except (ValidationError, ValueError) as exc:
            self.reason.setText(str(exc))
            self.reason.show()
            return
        super().accept()
