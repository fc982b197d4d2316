"""The "Roll with options…" dialog: difficulty, bonus/penalty dice, SAN loss, opponent, spend.

The dialog only gathers choices and shows the chance of success computed by the rules
(:func:`sheetmaker.core.d100.success_probability`, :func:`level_probabilities`); the roll
itself is made by :class:`sheetmaker.models.rolls.RollController`.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import d100
from sheetmaker.core.d100 import Level
from sheetmaker.core.dice import parse_san_loss
from sheetmaker.core.errors import SheetMakerError
from sheetmaker.core.gumshoe import AUTOMATIC_FAILURE_EXEMPT
from sheetmaker.models.rolls import RollOptions

__all__ = ["MODES", "RollDialog", "RollOptions", "toc_chance"]

#: What the dialog can ask for: CoC percentile rolls ("skill", also for characteristics,
#: Idea, Know and Luck), "san", "opposed", "damage"; Trail of Cthulhu tests "toc".
MODES = ("skill", "san", "opposed", "damage", "toc")

_DIFFICULTIES = ("regular", "hard", "extreme")


def _percent(p: Fraction) -> str:
    value = float(p) * 100
    if 0 < value < 1:
        return f"{value:.1f}%"
    return f"{value:.0f}%"


def toc_chance(difficulty: int, spend: int, modifier: int = 0) -> Fraction:
    """Chance that 1D6 + spend + modifier reaches ``difficulty``."""
    faces = sum(1 for die in range(1, 7) if die + spend + modifier >= difficulty)
    return Fraction(faces, 6)


class RollDialog(QDialog):
    """Options for one roll; :meth:`options` gives what was chosen.

    Args:
        parent: the parent widget.
        mode: one of :data:`MODES`.
        title: what is rolled, e.g. "Spot Hidden" (shown in the window title and the heading).
        value: the full value rolled against (CoC; SAN for "san"), for the chance shown.
        pool: the pool points left (ToC): the spend goes from 0 to this.
        rating: the ability's rating (ToC), to warn of an automatic failure.
        ability: the ToC ability's name (fighting abilities never fail automatically).
        condition: the difficulty added by the ToC character's condition (hurt +1, shaken +1;
            :attr:`Derived.difficulty_penalty`): the chance shown is that of the roll made.
        options: the initial choices.
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        mode: str = "skill",
        title: str = "",
        value: int | None = None,
        pool: int = 0,
        rating: int | None = None,
        ability: str = "",
        condition: int = 0,
        options: RollOptions | None = None,
    ) -> None:
        super().__init__(parent)
        if mode not in MODES:
            raise ValueError(f"unknown roll dialog mode {mode!r}: expected one of {MODES}")
        self.setObjectName("RollDialog")
        self._mode = mode
        self._value = value
        self._pool = max(0, pool)
        self._rating = rating
        self._ability = ability
        self._condition = max(0, condition)
        initial = options or RollOptions()
        self.setWindowTitle(self.tr("Roll {0}").format(title) if title else self.tr("Roll"))

        layout = QVBoxLayout(self)
        heading = QLabel(self._heading(title), self)
        font = QFont(heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        heading.setFont(font)
        heading.setWordWrap(True)
        layout.addWidget(heading)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        layout.addLayout(form)

        self.difficulty = QComboBox(self)
        self.difficulty.setAccessibleName(self.tr("Difficulty"))
        for key, text in zip(
            _DIFFICULTIES,
            (self.tr("Regular (full value)"), self.tr("Hard (half)"), self.tr("Extreme (fifth)")),
            strict=True,
        ):
            self.difficulty.addItem(text, key)
        self.difficulty.setCurrentIndex(max(0, self.difficulty.findData(initial.difficulty)))

        self.bonus = QSpinBox(self)
        self.bonus.setRange(0, d100.MAX_NET_DICE)
        self.bonus.setValue(min(d100.MAX_NET_DICE, max(0, initial.bonus)))
        self.bonus.setAccessibleName(self.tr("Bonus dice"))
        self.penalty = QSpinBox(self)
        self.penalty.setRange(0, d100.MAX_NET_DICE)
        self.penalty.setValue(min(d100.MAX_NET_DICE, max(0, initial.penalty)))
        self.penalty.setAccessibleName(self.tr("Penalty dice"))

        self.san_loss = QLineEdit(initial.san_loss, self)
        self.san_loss.setPlaceholderText(self.tr("e.g. 0/1D6 or 1/1D4+1"))
        self.san_loss.setAccessibleName(self.tr("SAN loss"))
        self.san_error = QLabel(self)
        self.san_error.setWordWrap(True)
        self.san_error.setObjectName("sanError")
        error_palette = self.san_error.palette()
        error_palette.setColor(QPalette.ColorRole.WindowText, _error_colour(self.palette()))
        self.san_error.setPalette(error_palette)
        # Room for two lines of error kept at all times: the dialog never jumps while typing.
        self.san_error.setMinimumSize(240, 2 * self.san_error.fontMetrics().lineSpacing() + 2)
        self.san_error.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        self.opponent = QSpinBox(self)
        self.opponent.setRange(0, 999)
        self.opponent.setValue(initial.opponent_value if initial.opponent_value is not None else 50)
        self.opponent.setAccessibleName(self.tr("Opponent's value"))

        self.extreme = QCheckBox(self.tr("Extreme success (maximum damage)"), self)
        self.extreme.setChecked(initial.extreme)

        self.toc_difficulty = QSpinBox(self)
        self.toc_difficulty.setRange(2, 8)
        self.toc_difficulty.setValue(min(8, max(2, initial.toc_difficulty)))
        self.toc_difficulty.setAccessibleName(self.tr("Difficulty"))
        self.toc_difficulty.setToolTip(self.tr("2 very easy … 4 standard … 8 extremely hard"))
        self.spend = QSpinBox(self)
        self.spend.setRange(0, self._pool)
        self.spend.setValue(min(self._pool, max(0, initial.spend)))
        self.spend.setAccessibleName(self.tr("Points to spend"))
        self.pool_label = QLabel(self.tr("{0} points left").format(self._pool), self)

        self.chance = QLabel(self)
        self.chance.setObjectName("chance")
        self.chance.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.levels = QLabel(self)
        self.levels.setObjectName("levels")

        if mode == "skill":
            form.addRow(self.tr("&Difficulty:"), self.difficulty)
        if mode in ("skill", "san", "opposed"):
            form.addRow(self.tr("&Bonus dice:"), self.bonus)
            form.addRow(self.tr("&Penalty dice:"), self.penalty)
        if mode == "san":
            form.addRow(self.tr("SAN &loss:"), self.san_loss)
            form.addRow("", self.san_error)
        if mode == "opposed":
            form.addRow(self.tr("&Opponent's value:"), self.opponent)
        if mode == "damage":
            form.addRow(self.extreme)
        if mode == "toc":
            form.addRow(self.tr("&Difficulty:"), self.toc_difficulty)
            form.addRow(self.tr("&Spend:"), self.spend)
            form.addRow(self.tr("Pool:"), self.pool_label)
        if mode != "damage":
            form.addRow(self.tr("Chance:"), self.chance)
            if mode in ("skill", "san") and value is not None:
                form.addRow("", self.levels)
        for widget in (
            self.difficulty,
            self.bonus,
            self.penalty,
            self.san_loss,
            self.san_error,
            self.opponent,
            self.extreme,
            self.toc_difficulty,
            self.spend,
            self.pool_label,
            self.chance,
            self.levels,
        ):
            if form.indexOf(widget) < 0:
                widget.hide()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Roll"))
        self.ok_button.setAccessibleName(self.tr("Roll"))
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.difficulty.currentIndexChanged.connect(self._update)
        self.bonus.valueChanged.connect(self._update)
        self.penalty.valueChanged.connect(self._update)
        self.san_loss.textChanged.connect(self._update)
        self.toc_difficulty.valueChanged.connect(self._update)
        self.spend.valueChanged.connect(self._update)
        self._update()
        first = {
            "skill": self.difficulty,
            "san": self.san_loss,
            "opposed": self.opponent,
            "damage": self.extreme,
            "toc": self.spend,
        }[mode]
        first.setFocus()
        self.setMinimumWidth(max(360, self.sizeHint().width()))
        self.adjustSize()

    def _heading(self, title: str) -> str:
        if self._mode == "toc":
            if self._rating is not None:
                return self.tr("{0}: rating {1}, pool {2}").format(title, self._rating, self._pool)
            return self.tr("{0}: pool {1}").format(title, self._pool)
        if self._value is not None:
            return f"{title} {self._value}"
        return title

    # ------------------------------------------------------------------ state

    @property
    def mode(self) -> str:
        return self._mode

    def san_error_text(self) -> str:
        """The SAN loss error shown under the field ('' when the loss is valid)."""
        return self.san_error.text()

    def is_valid(self) -> bool:
        """Whether the choices can be rolled (OK is enabled)."""
        return self.ok_button.isEnabled()

    def _net(self) -> int:
        return d100.net_dice(self.bonus.value(), self.penalty.value())

    def _update(self) -> None:
        valid = True
        if self._mode == "san":
            text = self.san_loss.text().strip()
            if not text:
                self.san_error.setText(self.tr("Enter the SAN loss, such as 0/1D6."))
                valid = False
            else:
                try:
                    parse_san_loss(text)
                except SheetMakerError as exc:
                    self.san_error.setText(str(exc))
                    valid = False
                else:
                    self.san_error.setText("")

        self.ok_button.setEnabled(valid)
        self._update_chance()

    def _update_chance(self) -> None:
        mode = self._mode
        if mode == "toc":
            if (
                self._rating == 0
                and self._ability
                and self._ability not in AUTOMATIC_FAILURE_EXEMPT
            ):
                self.chance.setText(self.tr("none: a zero rating fails automatically"))
                return
            # The rules raise the difficulty by the condition (hurt, shaken): the chance
            # shown is that of the roll made.
            rolled = self.toc_difficulty.value() + self._condition
            p = toc_chance(rolled, self.spend.value())
            text = self.tr("{0} (1D6 + {1} ≥ {2})").format(_percent(p), self.spend.value(), rolled)
            if self._condition:
                text += "\n" + self.tr("Difficulty {0} + {1} for the character's condition").format(
                    self.toc_difficulty.value(), self._condition
                )
            self.chance.setText(text)
            return
        if self._value is None or mode == "damage":
            self.chance.setText(self.tr("unknown"))
            return
        if mode == "opposed":
            # Opposed rolls are won on levels; show the chance of at least a Regular success.
            p = d100.success_probability(self._value, "regular", self._net())
            self.chance.setText(self.tr("{0} of at least a Regular success").format(_percent(p)))
            return
        difficulty = self.difficulty.currentData() if mode == "skill" else "regular"
        net = self._net()
        p = d100.success_probability(self._value, difficulty, net)
        target = d100.required_target(self._value, difficulty)
        dice = ""
        if net > 0:
            dice = self.tr(", {0} bonus die(s)").format(net)
        elif net < 0:
            dice = self.tr(", {0} penalty die(s)").format(-net)
        self.chance.setText(self.tr("{0} (roll {1} or less{2})").format(_percent(p), target, dice))
        levels = d100.level_probabilities(self._value, difficulty, net)
        names = {
            Level.CRITICAL: self.tr("Critical"),
            Level.EXTREME: self.tr("Extreme"),
            Level.HARD: self.tr("Hard"),
            Level.REGULAR: self.tr("Regular"),
            Level.FAILURE: self.tr("Failure"),
            Level.FUMBLE: self.tr("Fumble"),
        }
        parts = [f"{names[level]} {_percent(levels[level])}" for level in reversed(Level)]
        self.levels.setText(" · ".join(parts[:3]) + "\n" + " · ".join(parts[3:]))

    # ------------------------------------------------------------------ result

    def options(self) -> RollOptions:
        """The choices made (only those of the dialog's mode differ from the defaults)."""
        mode = self._mode
        return RollOptions(
            difficulty=self.difficulty.currentData() if mode == "skill" else "regular",
            bonus=self.bonus.value() if mode in ("skill", "san", "opposed") else 0,
            penalty=self.penalty.value() if mode in ("skill", "san", "opposed") else 0,
            san_loss=self.san_loss.text().strip() if mode == "san" else "",
            opponent_value=self.opponent.value() if mode == "opposed" else None,
            extreme=self.extreme.isChecked() if mode == "damage" else False,
            toc_difficulty=self.toc_difficulty.value() if mode == "toc" else 4,
            spend=self.spend.value() if mode == "toc" else 0,
        )

    def accept(self) -> None:
        if not self.ok_button.isEnabled():
            return  # Enter in an invalid dialog does nothing
        super().accept()


def _error_colour(palette: QPalette) -> QColor:
    """A red readable on the palette's window colour (light or dark)."""
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    return QColor("#ff8a80") if dark else QColor("#b00020")
