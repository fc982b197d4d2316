"""The age page: the investigator's age, what that age does in plain words (from the age table),
the split of the age deduction, the EDU improvement checks with their dice, and Luck."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.coc7.creation import deduction_due, expected_after_age
from sheetmaker.systems.coc7.data import AgeRow
from sheetmaker.systems.coc7.model import CHARACTERISTICS
from sheetmaker.systems.coc7.rules import age_row, mov_penalty
from sheetmaker.systems.coc7.session import AgeAnswers
from sheetmaker.ui.theme import error_colour
from sheetmaker.ui.wizards.page import StepPage

__all__ = ["AgePage"]

#: The age a new investigator starts at unless the player says otherwise.
DEFAULT_AGE = 25
AGE_RANGE = (15, 89)


class AgePage(StepPage):
    """Age at creation and its effects."""

    step = "age"

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        top = QHBoxLayout()
        self.age_spin = QSpinBox(self.body)
        self.age_spin.setObjectName("ageSpin")
        self.age_spin.setRange(*AGE_RANGE)
        self.age_spin.valueChanged.connect(self._on_age)
        age_label = QLabel(self.tr("&Age:"), self.body)
        age_label.setBuddy(self.age_spin)
        top.addWidget(age_label)
        top.addWidget(self.age_spin)
        top.addStretch(1)
        self.body_layout.addLayout(top)
        self.effects_label = QLabel(self.body)
        self.effects_label.setObjectName("ageEffects")
        self.effects_label.setWordWrap(True)
        self.body_layout.addWidget(self.effects_label)
        self.free_label = QLabel(
            self.tr(
                "The characteristics were entered freely: age effects are not applied to them. Luck is "
                "still rolled."
            ),
            self.body,
        )
        self.free_label.setObjectName("ageFree")
        self.free_label.setWordWrap(True)
        self.body_layout.addWidget(self.free_label)

        self.deduction_box = QGroupBox(self.tr("Deduction"), self.body)
        deduction_layout = QVBoxLayout(self.deduction_box)
        self.deduction_hint = QLabel(self.deduction_box)
        self.deduction_hint.setWordWrap(True)
        deduction_layout.addWidget(self.deduction_hint)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        #: characteristic → its deduction spin box (shown for the bracket's characteristics).
        self.deduction_spins: dict[str, QSpinBox] = {}
        #: characteristic → its label (name, before → after).
        self.deduction_labels: dict[str, QLabel] = {}
        self._deduction_names: dict[str, QLabel] = {}
        for row, name in enumerate(CHARACTERISTICS):
            spin = QSpinBox(self.deduction_box)
            spin.setObjectName(f"deduct{name}")
            spin.setSingleStep(1)
            spin.setPrefix("−")
            spin.setSpecialValueText("0")
            spin.valueChanged.connect(self._on_deduction)
            title = QLabel(f"&{terms.characteristic_abbr('coc7', name)}", self.deduction_box)
            title.setBuddy(spin)
            result = QLabel(self.deduction_box)
            result.setObjectName(f"deductResult{name}")
            grid.addWidget(title, row, 0)
            grid.addWidget(spin, row, 1)
            grid.addWidget(result, row, 2)
            self.deduction_spins[name] = spin
            self.deduction_labels[name] = result
            self._deduction_names[name] = title
        grid.setColumnStretch(3, 1)
        deduction_layout.addLayout(grid)
        bottom = QHBoxLayout()
        self.left_label = QLabel(self.deduction_box)
        self.left_label.setObjectName("deductionLeft")
        font = self.left_label.font()
        font.setBold(True)
        self.left_label.setFont(font)
        bottom.addWidget(self.left_label)
        bottom.addStretch(1)
        self.default_button = QPushButton(self.tr("De&fault split"), self.deduction_box)
        self.default_button.setAutoDefault(False)
        self.default_button.setToolTip(self.tr("Take the points from the highest characteristics first"))
        self.default_button.clicked.connect(self.default_split)
        bottom.addWidget(self.default_button)
        deduction_layout.addLayout(bottom)
        self.deduction_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.body_layout.addWidget(self.deduction_box)

        self.edu_box = QGroupBox(self.tr("EDU improvement checks"), self.body)
        edu_layout = QVBoxLayout(self.edu_box)
        #: one label per check shown.
        self.edu_labels: list[QLabel] = []
        for i in range(4):
            label = QLabel(self.edu_box)
            label.setObjectName(f"eduCheck{i + 1}")
            edu_layout.addWidget(label)
            self.edu_labels.append(label)
        self.body_layout.addWidget(self.edu_box)

        self.changes_label = QLabel(self.body)
        self.changes_label.setObjectName("ageChanges")
        self.changes_label.setWordWrap(True)
        self.body_layout.addWidget(self.changes_label)
        self.luck_label = QLabel(self.body)
        self.luck_label.setObjectName("luckRolls")
        self.luck_label.setWordWrap(True)
        self.body_layout.addWidget(self.luck_label)
        self.body_layout.addStretch(1)

    # Page -------------------------------------------------------------------------------------

    def title(self) -> str:
        return self.tr("Age")

    def intro(self) -> str:
        return self.tr(
            "Choose the investigator's age: the young lose a little strength and schooling, the old gain "
            "education but lose vigour, looks and speed."
        )

    def enter(self) -> None:
        if self.model.answers.age is None:
            self.model.set("age", AgeAnswers(age=self._default_age()))

    def _default_age(self) -> int:
        wizard = self.window()
        if hasattr(wizard, "remembered"):
            try:
                age = int(wizard.remembered("age", str(DEFAULT_AGE)))
            except (TypeError, ValueError):
                age = DEFAULT_AGE
            if AGE_RANGE[0] <= age <= AGE_RANGE[1]:
                return age
        return DEFAULT_AGE

    def focus_field(self, field: str) -> bool:
        name = field.rsplit(".", 1)[-1]
        if field.startswith("sheet.creation.age_deductions"):
            spin = self.deduction_spins.get(name)
            target = spin if spin is not None and not spin.isHidden() else next(
                (s for s in self.deduction_spins.values() if not s.isHidden()), self.age_spin
            )
            target.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        if field in ("sheet.age",):
            self.age_spin.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        return False

    # Wording ----------------------------------------------------------------------------------

    def _either(self, names: tuple[str, ...]) -> str:
        names = tuple(terms.characteristic_abbr("coc7", name) for name in names)
        if len(names) <= 1:
            return "".join(names)
        return self.tr("{0} or {1}").format(", ".join(names[:-1]), names[-1])

    def effects_text(self, age: int) -> str:
        """The bracket's effects in plain words, from the age table."""
        tables = self.model.session.data.tables
        row = age_row(age, tables)
        if row is None:
            return self.tr("Age {0} is outside the table ({1}–{2}).").format(age, *AGE_RANGE)
        parts = []
        if row.deduct:
            parts.append(self.tr("take {0} points from {1}").format(row.deduct, self._either(row.deduct_from)))
        if row.app_penalty:
            parts.append(self.tr("APP −{0}").format(row.app_penalty))
        if row.edu_penalty:
            parts.append(self.tr("EDU −{0}").format(row.edu_penalty))
        if row.edu_checks == 1:
            parts.append(self.tr("1 EDU improvement check"))
        elif row.edu_checks:
            parts.append(self.tr("{0} EDU improvement checks").format(row.edu_checks))
        if row.luck_rolls == 2:
            parts.append(self.tr("Luck rolled twice, the higher kept"))
        elif row.luck_rolls > 1:
            parts.append(self.tr("Luck rolled {0} times, the highest kept").format(row.luck_rolls))
        penalty = mov_penalty(age, tables)
        if penalty:
            parts.append(self.tr("MOV −{0}").format(penalty))
        if not parts:
            parts.append(self.tr("no effects"))
        return self.tr("Ages {0}–{1}: {2}.").format(row.low, row.high, "; ".join(parts))

    # Refresh ----------------------------------------------------------------------------------

    def refresh(self) -> None:
        session = self.model.session
        sheet = session.sheet
        answers = self.model.answers.age
        age = answers.age if answers is not None else DEFAULT_AGE
        if self.age_spin.value() != age:
            self.age_spin.setValue(age)
        self.effects_label.setText(self.effects_text(age))
        row = age_row(age, session.data.tables)
        free = sheet.creation.method == "free"
        base = sheet.creation.base.as_dict() if sheet.creation.base is not None else {}
        complete = bool(base) and all(base.values())
        self.free_label.setVisible(free)
        self._refresh_deduction(row, age, base, complete and not free)
        self._refresh_edu(row, age, base, complete and not free)
        if complete and not free:
            after = sheet.characteristics.as_dict()
            changes = [
                self.tr("{0} {1} → {2}").format(terms.characteristic_abbr("coc7", name), base[name], after[name])
                for name in CHARACTERISTICS
                if base[name] != after[name]
            ]
            self.changes_label.setText(
                self.tr("After age: {0}.").format(", ".join(changes))
                if changes
                else self.tr("Age changes no characteristic.")
            )
        elif not free:
            self.changes_label.setText(self.tr("Set the characteristics first to see what age does to them."))
        else:
            self.changes_label.setText("")
        self.changes_label.setVisible(bool(self.changes_label.text()))
        self._refresh_luck(row)

    def _refresh_deduction(self, row: AgeRow | None, age: int, base: dict[str, int], applies: bool) -> None:
        show = applies and row is not None and bool(row.deduct)
        self.deduction_box.setVisible(show)
        if not show:
            return
        assert row is not None
        due = deduction_due(age, base, self.model.session.data.tables)
        split = dict(self.model.sheet.creation.age_deductions)
        answers = self.model.answers.age
        default = answers is None or answers.deductions is None
        self.deduction_hint.setText(
            self.tr("Take {0} points in all from {1}, one point at a time as you like.").format(
                due, self._either(row.deduct_from)
            )
            + (" " + self.tr("(The default split is shown.)") if default else "")
        )
        for name in CHARACTERISTICS:
            spin = self.deduction_spins[name]
            allowed = name in row.deduct_from
            spin.setVisible(allowed)
            self._deduction_names[name].setVisible(allowed)
            self.deduction_labels[name].setVisible(allowed)
            if not allowed:
                continue
            spin.setRange(0, max(0, base[name] - 1))
            points = split.get(name, 0)
            if spin.value() != points:
                spin.setValue(points)
            self.deduction_labels[name].setText(self.tr("{0} → {1}").format(base[name], base[name] - points))
        left = due - sum(split.get(name, 0) for name in row.deduct_from)
        self.left_label.setText(self.tr("Left to deduct: {0}").format(left))
        self.left_label.setStyleSheet("" if left == 0 else f"color: {error_colour().name()};")
        self.default_button.setEnabled(not default)

    def _refresh_edu(self, row: AgeRow | None, age: int, base: dict[str, int], applies: bool) -> None:
        count = row.edu_checks if row is not None else 0
        show = applies and count > 0
        self.edu_box.setVisible(show)
        if not show:
            return
        session = self.model.session
        creation = session.sheet.creation
        edu = expected_after_age(base, age, creation.age_deductions, [], session.data.tables)["EDU"]
        dice = session.edu_dice
        for i, label in enumerate(self.edu_labels):
            if i >= count or i >= len(creation.edu_checks):
                label.hide()
                continue
            check = creation.edu_checks[i]
            d10 = dice[i].d10 if i < len(dice) else check.gain
            if check.roll > edu:
                text = self.tr("Check {0}: D100 {1} > EDU {2}: +{3} (D10 {4})").format(
                    i + 1, check.roll, edu, check.gain, d10
                )
            else:
                text = self.tr("Check {0}: D100 {1} vs EDU {2} — no gain").format(i + 1, check.roll, edu)
            edu += check.gain
            label.setText(text)
            label.show()

    def _refresh_luck(self, row: AgeRow | None) -> None:
        sheet = self.model.sheet
        rolls = list(sheet.creation.luck_rolls)
        if not rolls:
            self.luck_label.setText("")
            return
        if len(rolls) == 2:
            self.luck_label.setText(
                self.tr("Luck (3D6×5, rolled twice, the higher kept): {0} and {1} → Luck {2}").format(
                    rolls[0], rolls[1], sheet.luck
                )
            )
        elif len(rolls) > 1:
            self.luck_label.setText(
                self.tr("Luck (3D6×5, rolled {0} times, the higher kept): {1} → Luck {2}").format(
                    len(rolls), ", ".join(str(r) for r in rolls), sheet.luck
                )
            )
        else:
            self.luck_label.setText(self.tr("Luck (3D6×5): {0}").format(sheet.luck))

    # Actions ----------------------------------------------------------------------------------

    def _on_age(self, age: int) -> None:
        if self.loading:
            return
        self.model.update("age", age=age)

    def _on_deduction(self, _value: int) -> None:
        if self.loading:
            return
        row = age_row(self.age_spin.value(), self.model.session.data.tables)
        if row is None:
            return
        split = {name: self.deduction_spins[name].value() for name in row.deduct_from}
        self.model.update("age", deductions=split)

    def default_split(self) -> None:
        """Go back to the session's default split."""
        self.model.update("age", deductions=None)
