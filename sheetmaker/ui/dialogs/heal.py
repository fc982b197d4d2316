"""Heal: how the character regains hit points or Health.

Call of Cthulhu (seed 004): a successful First Aid (+1 HP, or Dying ends), a successful
Medicine (+1D3), natural healing (1 HP a day without a major wound), the weekly healing roll
(with a major wound) or a number of points. Trail of Cthulhu (seed 001): First Aid points spent
by the character (1 Health a point) or by another open character (2 a point), stabilising a
seriously wounded character (another character's First Aid test), the Health an unstabilised
one loses every half hour, and days of rest (+2 Health a day).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.ui.dialogs.common import HintLabel, ok_cancel

__all__ = ["HealDialog"]


class HealDialog(QDialog):
    """Healing of the current sheet's character.

    Args:
        system: "coc7" or "toc".
        status: the character now, in words ("HP 7 of 15; major wound").
        parent: the parent widget.
        healers: ToC: the names of the other open ToC sheets who may give First Aid
            (:meth:`healer_index` tells which was chosen).
        major_wound: CoC: whether the investigator has a major wound (None: not known). Seed
            004: with one, healing is the weekly CON roll, not 1 HP a day; without one, there
            is no weekly roll. Only the healing the rules allow is offered.
    """

    def __init__(
        self,
        system: str,
        status: str = "",
        parent: QWidget | None = None,
        healers: Sequence[str] = (),
        *,
        major_wound: bool | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("HealDialog")
        self.setWindowTitle(self.tr("Heal"))
        self.system = system
        layout = QVBoxLayout(self)
        if status:
            heading = QLabel(status, self)
            heading.setObjectName("healStatus")
            layout.addWidget(heading)
        form = QFormLayout()
        layout.addLayout(form)
        self.method = QComboBox(self)
        self.method.setAccessibleName(self.tr("Kind of healing"))
        if system == "coc7":
            self.method.addItem(self.tr("First Aid (a successful roll): +1 HP"), "first_aid")
            self.method.addItem(self.tr("Medicine (a successful roll): +1D3 HP"), "medicine")
            if major_wound is not True:
                self.method.addItem(self.tr("Natural healing: 1 HP a day"), "natural")
            if major_wound is not False:
                self.method.addItem(self.tr("Weekly healing roll (a major wound)"), "weekly")
            self.method.addItem(self.tr("A number of HP"), "points")
        else:
            self.method.addItem(
                self.tr("First Aid: 2 Health a point from another, 1 on oneself"), "first_aid"
            )
            self.method.addItem(
                self.tr("Stabilise a seriously wounded character (First Aid test)"), "stabilise"
            )
            self.method.addItem(self.tr("Not stabilised: 1 Health lost each half hour"), "bleed")
            self.method.addItem(self.tr("Days of rest: +2 Health a day"), "rest")
        form.addRow(self.tr("&Healing:"), self.method)
        self.healer = QComboBox(self)
        self.healer.setAccessibleName(self.tr("Who gives First Aid"))
        self.healer.addItem(self.tr("The character themselves"), None)
        for row, name in enumerate(healers):
            self.healer.addItem(name, row)
        self.healer_label = QLabel(self.tr("&Given by:"), self)
        self.healer_label.setBuddy(self.healer)
        form.addRow(self.healer_label, self.healer)
        self.amount = QSpinBox(self)
        self.amount.setRange(0, 99)
        self.amount.setValue(1)
        self.amount_label = QLabel(self)
        self.amount_label.setBuddy(self.amount)
        form.addRow(self.amount_label, self.amount)
        self.hint = HintLabel(self)
        form.addRow(self.hint)
        self.method.currentIndexChanged.connect(self._update)
        self.healer.currentIndexChanged.connect(self._update)
        self.buttons = ok_cancel(self, self.tr("Heal"))
        layout.addWidget(self.buttons)
        self._update()
        self.method.setFocus()

    def select(self, method: str) -> bool:
        """Choose a method by its id ("first_aid", "medicine"...); whether it is offered."""
        row = self.method.findData(method)
        if row >= 0:
            self.method.setCurrentIndex(row)
        return row >= 0

    def select_healer(self, name: str) -> bool:
        """Choose the healer by sheet name; whether that sheet is offered."""
        row = self.healer.findText(name)
        if row >= 0:
            self.healer.setCurrentIndex(row)
        return row >= 0

    def healer_index(self) -> int | None:
        """Which of ``healers`` gives First Aid, or None for the character themselves."""
        if self.healer.isHidden():
            return None
        return self.healer.currentData()

    def choice(self) -> tuple[str, int]:
        """The method's id and the amount (days or points; 1 when not asked)."""
        method = self.method.currentData()
        return method, self.amount.value() if self.amount.isEnabled() else 1

    def _update(self) -> None:
        method = self.method.currentData()
        labels = {
            "natural": self.tr("&Days:"),
            "points": self.tr("&HP:"),
            "rest": self.tr("&Days:"),
            "first_aid": self.tr("&First Aid points:") if self.system == "toc" else "",
            "stabilise": self.tr("&First Aid points to spend:"),
            "bleed": self.tr("&Half hours:"),
        }
        hints = {
            "first_aid": self.tr("On a dying investigator no HP, but Dying ends.")
            if self.system == "coc7"
            else self.tr(
                "Each point restores 2 Health when another character spends it, 1 when the "
                "character treats themselves; 0 with an empty pool restores 1, once a scene."
            ),
            "stabilise": self.tr(
                "Another character tests First Aid at difficulty 3 (2 for a Doctor or Nurse): "
                "a success stops the loss of Health but restores none."
            ),
            "bleed": self.tr("A seriously wounded character loses 1 Health every half hour."),
            "medicine": self.tr("On a dying investigator no HP now; a healing roll in a week."),
            "natural": self.tr("Not with a major wound: use the weekly healing roll."),
            "weekly": self.tr("A CON roll heals 1D3, an extreme success 2D3 and ends the wound."),
            "points": "",
            "rest": self.tr("A seriously wounded character needs a hospital."),
        }
        label = labels.get(method, "")
        self.amount_label.setText(label)
        self.amount.setAccessibleName(label.replace("&", "").rstrip(":"))
        self.amount.setEnabled(bool(label))
        self.amount.setVisible(bool(label))
        self.amount_label.setVisible(bool(label))
        minimum = 0 if (self.system == "toc" and method in ("first_aid", "stabilise")) else 1
        self.amount.setMinimum(minimum)
        hint = hints.get(method, "")
        needs_healer = self.system == "toc" and method in ("first_aid", "stabilise")
        self.healer.setVisible(needs_healer)
        self.healer_label.setVisible(needs_healer)
        ok = True
        if method == "stabilise" and self.healer.currentData() is None:
            ok = False
            if self.healer.count() > 1:
                hint += " " + self.tr("Choose who gives First Aid: nobody stabilises themselves.")
            else:
                hint += " " + self.tr(
                    "Open the healer's Trail of Cthulhu sheet first to choose them here."
                )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        self.hint.setText(hint)
