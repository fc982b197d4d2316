"""Age the investigator in play (seed 003 "Aging"): the new age, magical aging, and for every
decade crossed the split of the points deducted (or added at 20), with a live remaining
counter per decade.

Which decades ask for a split, how many points and among which characteristics come from the
rules (:func:`sheetmaker.systems.coc7.play.age_in_play`), asked once with a recording chooser
on throwaway dice; the dialog then answers the real run as an
:class:`~sheetmaker.systems.coc7.play.AgingChooser`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.ui.dialogs.common import ok_cancel

__all__ = ["AgingDialog", "SplitRequest"]


@dataclass(frozen=True)
class SplitRequest:
    """One decade's question: split ``points`` among ``allowed`` (added when ``add``)."""

    age: int
    points: int
    allowed: tuple[str, ...]
    add: bool
    current: dict[str, int]


class _Recorder:
    """An AgingChooser that records the questions and answers the highest values first."""

    def __init__(self) -> None:
        self.requests: list[SplitRequest] = []

    def split_points(self, points, allowed, *, add, age, current) -> Mapping[str, int]:
        self.requests.append(SplitRequest(age, points, tuple(allowed), add, dict(current)))
        split: dict[str, int] = {}
        left = points
        for name in sorted(allowed, key=lambda n: -current[n]):
            part = left if add else min(left, current[name])
            if part:
                split[name] = part
                left -= part
        return split


def split_requests(sheet, new_age: int, magical: bool = False) -> list[SplitRequest]:
    """The splits aging ``sheet`` to ``new_age`` asks for (none when the age is refused)."""
    from sheetmaker.core.errors import SheetMakerError
    from sheetmaker.systems.coc7 import play

    recorder = _Recorder()
    try:
        play.age_in_play(sheet, new_age, random.Random(0), recorder, magical)
    except SheetMakerError:
        return []
    return recorder.requests


class AgingDialog(QDialog):
    """Aging in play for a CoC sheet; also the :class:`AgingChooser` of the real run.

    Args:
        sheet: the CoC7 sheet (its age is the start).
        parent: the parent widget.
    """

    scroll_area: QScrollArea

    def __init__(self, sheet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AgingDialog")
        self.setWindowTitle(self.tr("Age the investigator"))
        self._sheet = sheet
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Every decade crossed applies its effects in turn: an EDU improvement check "
                "(not for magical aging), points deducted among STR, CON and DEX (added among "
                "STR and SIZ at 20), APP −5 and MOV −1 from 40."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        layout.addLayout(form)
        self.age = QSpinBox(self)
        self.age.setRange(sheet.age, 200)
        self.age.setValue(min(200, sheet.age + 10))
        self.age.setAccessibleName(self.tr("New age"))
        form.addRow(self.tr("&New age (now {0}):").format(sheet.age), self.age)
        self.magical = QCheckBox(self.tr("&Magical aging (no EDU improvement checks)"), self)
        form.addRow(self.magical)

        self.scroll_area = QScrollArea(self)
        self.scroll_area.setAccessibleName(self.tr("Aging choices"))
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setMinimumHeight(160)
        layout.addWidget(self.scroll_area, 1)
        self.nothing = QLabel(self)
        self.nothing.setWordWrap(True)
        layout.addWidget(self.nothing)

        self.buttons = ok_cancel(self, self.tr("&Age"))
        self._ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(self.buttons)

        #: age → characteristic → spin box, and age → remaining label.
        self.spins: dict[int, dict[str, QSpinBox]] = {}
        self.left_labels: dict[int, QLabel] = {}
        self.requests: list[SplitRequest] = []
        self.age.valueChanged.connect(self._rebuild)
        self.magical.toggled.connect(self._rebuild)
        self._rebuild()
        self.resize(480, 520)
        self.age.setFocus()

    # ------------------------------------------------------------------ the splits

    def _rebuild(self) -> None:
        self.requests = split_requests(self._sheet, self.age.value(), self.magical.isChecked())
        body = QWidget()
        column = QVBoxLayout(body)
        self.spins, self.left_labels = {}, {}
        for request in self.requests:
            verb = self.tr("add") if request.add else self.tr("deduct")
            box = QGroupBox(
                self.tr("Turning {0}: {1} {2} points among {3}").format(
                    request.age,
                    verb,
                    request.points,
                    ", ".join(terms.characteristic_abbr("coc7", name) for name in request.allowed),
                ),
                body,
            )
            grid = QGridLayout(box)
            spins: dict[str, QSpinBox] = {}
            for row, name in enumerate(request.allowed):
                spin = QSpinBox(box)
                spin.setObjectName(f"split{request.age}{name}")
                maximum = request.points if request.add else min(
                    request.points, request.current[name]
                )
                spin.setRange(0, maximum)
                spin.setPrefix("+" if request.add else "−")
                spin.setSpecialValueText("0")
                spin.setAccessibleName(
                    self.tr("Turning {0}: points for {1}").format(request.age, terms.characteristic_abbr("coc7", name))
                )
                title = QLabel(f"&{terms.characteristic_abbr('coc7', name)} {request.current[name]}", box)
                title.setBuddy(spin)
                grid.addWidget(title, row, 0)
                grid.addWidget(spin, row, 1)
                spin.valueChanged.connect(self._update_left)
                spins[name] = spin
            grid.setColumnStretch(2, 1)
            left = QLabel(box)
            left.setObjectName(f"left{request.age}")
            font = left.font()
            font.setBold(True)
            left.setFont(font)
            grid.addWidget(left, len(request.allowed), 0, 1, 3)
            column.addWidget(box)
            self.spins[request.age] = spins
            self.left_labels[request.age] = left
        column.addStretch(1)
        old = self.scroll_area.takeWidget()
        if old is not None:
            old.deleteLater()
        self.scroll_area.setWidget(body)
        self.scroll_area.setVisible(bool(self.requests))
        if self.age.value() == self._sheet.age:
            text = self.tr("The new age is the age now: nothing changes.")
        elif not self.requests:
            text = self.tr("No decade crossed asks for points (turning 10 or 30 does nothing).")
        else:
            text = ""
        self.nothing.setText(text)
        self.nothing.setVisible(bool(text))
        self._update_left()

    def remaining(self, age: int) -> int:
        """Points still to split for the decade turned at ``age``."""
        request = next(r for r in self.requests if r.age == age)
        return request.points - sum(spin.value() for spin in self.spins[age].values())

    def _update_left(self) -> None:
        done = self.age.value() > self._sheet.age
        for request in self.requests:
            left = self.remaining(request.age)
            label = self.left_labels[request.age]
            if left > 0:
                label.setText(self.tr("{0} points left to split").format(left))
            elif left < 0:
                label.setText(self.tr("{0} points too many").format(-left))
            else:
                label.setText(self.tr("All points split"))
            done = done and left == 0
        self._ok.setEnabled(done)

    def set_split(self, age: int, split: Mapping[str, int]) -> None:
        """Fill one decade's spin boxes (the others of that decade go to 0)."""
        for name, spin in self.spins[age].items():
            spin.setValue(split.get(name, 0))

    # ------------------------------------------------------------------ AgingChooser

    def split_points(self, points, allowed, *, add, age, current) -> Mapping[str, int]:
        """The split chosen in the dialog for the decade turned at ``age``."""
        spins = self.spins.get(age, {})
        return {name: spins[name].value() for name in allowed if name in spins}
