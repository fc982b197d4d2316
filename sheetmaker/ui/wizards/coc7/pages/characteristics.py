"""The characteristics page: the method the keeper allows (allocation, rolled, point buy, free
entry) and the eight values, each with its half and fifth.

Allocation shows each value as a chip that can be dragged onto another characteristic to swap
the two, and a combo box that sets a value (a value given twice is the session's to report).
Rolled shows every die. Point buy counts what is left of the budget. Each method's values are
kept while the page lives, so switching back restores them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from PySide6.QtCore import QByteArray, QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import QDrag, QDragEnterEvent, QDropEvent, QMouseEvent, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.coc7 import generate
from sheetmaker.systems.coc7.creation import POINT_BUY_RANGE, ROLL_EXPRESSIONS
from sheetmaker.systems.coc7.model import CHARACTERISTICS
from sheetmaker.systems.coc7.rules import occupation_definition, value
from sheetmaker.systems.coc7.session import METHODS, CharacteristicsAnswers
from sheetmaker.ui.theme import error_colour
from sheetmaker.ui.wizards.page import StepPage

__all__ = ["CHIP_MIME", "CharacteristicsPage", "ValueChip"]

#: Mime type of a dragged allocation value: the characteristic it comes from.
CHIP_MIME = "application/x-sheetmaker-coc7-characteristic"
#: The order a sensible allocation gives the values in (highest first) when no occupation is
#: known: what most investigators need most.
SENSIBLE_ORDER = ("EDU", "INT", "POW", "DEX", "CON", "STR", "SIZ", "APP")
#: The largest value free entry accepts.
FREE_MAX = 999


def sensible_allocation(allocation: tuple[int, ...], occupation=None, data=None) -> dict[str, int]:
    """A full allocation a player can accept as it is: the generator's for an occupation,
    else the highest values to EDU, INT, POW and DEX."""
    if occupation is not None:
        return generate.allocate_characteristics(random.Random(occupation.name), occupation, data).as_dict()
    return dict(zip(SENSIBLE_ORDER, sorted(allocation, reverse=True), strict=False))


def even_point_buy(total: int) -> dict[str, int]:
    """The point-buy budget spread evenly in steps of 5 (460: 60 to EDU, INT, POW and DEX, 55 to
    the others), within the allowed range."""
    low, high = POINT_BUY_RANGE
    each = max(low, min(high, total // len(CHARACTERISTICS) // 5 * 5))
    values = dict.fromkeys(CHARACTERISTICS, each)
    left = total - each * len(CHARACTERISTICS)
    for name in SENSIBLE_ORDER * 20:
        if left <= 0:
            break
        step = min(5, left, high - values[name])
        values[name] += step
        left -= step
    return values


class ValueChip(QLabel):
    """An allocation value that can be dragged onto another characteristic's chip to swap them.

    Signals:
        swapRequested(str, str): the characteristic dragged from, the one dropped on.
    """

    swapRequested = Signal(str, str)  # noqa: N815 - Qt naming

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.setObjectName(f"chip{name}")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(46)
        self.setAcceptDrops(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        font = self.font()
        font.setBold(True)
        self.setFont(font)
        self._press: QPoint | None = None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if (event.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        drag = QDrag(self)
        drag.setMimeData(self.mime_data())
        drag.setPixmap(self.grab())
        drag.exec(Qt.DropAction.MoveAction)

    def mime_data(self) -> QMimeData:
        """What a drag of this chip carries: the characteristic's name."""
        mime = QMimeData()
        mime.setData(CHIP_MIME, QByteArray(self.name.encode("ascii")))
        mime.setText(self.text())
        return mime

    @staticmethod
    def _source(mime: QMimeData) -> str | None:
        if not mime.hasFormat(CHIP_MIME):
            return None
        name = bytes(mime.data(CHIP_MIME).data()).decode("ascii", "replace")
        return name if name in CHARACTERISTICS else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt override
        source = self._source(event.mimeData())
        if source is not None and source != self.name:
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.dragEnterEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt override
        source = self._source(event.mimeData())
        if source is None or source == self.name:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        self.swapRequested.emit(source, self.name)


class CharacteristicsPage(StepPage):
    """The characteristic method and values."""

    step = "characteristics"

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        #: method → the values it had when last shown (kept while the page lives).
        self.memory: dict[str, dict[str, int]] = {}
        #: Characteristic → its full name in the language in use (the game data's names).
        self.full_names = {name: terms.characteristic_name("coc7", name) for name in CHARACTERISTICS}

        method_box = QGroupBox(self.tr("Method"), self.body)
        method_layout = QHBoxLayout(method_box)
        names = {
            "allocation": self.tr("&Allocation"),
            "rolled": self.tr("R&olled"),
            "point_buy": self.tr("&Point buy"),
            "free": self.tr("&Free entry"),
        }
        self.method_group = QButtonGroup(self)
        #: method → its radio button (only the allowed ones are shown).
        self.method_buttons: dict[str, QRadioButton] = {}
        for method in METHODS:
            button = QRadioButton(names[method], method_box)
            button.setObjectName(f"method_{method}")
            self.method_group.addButton(button)
            method_layout.addWidget(button)
            self.method_buttons[method] = button
        method_layout.addStretch(1)
        self.method_group.buttonToggled.connect(self._on_method)
        self.body_layout.addWidget(method_box)

        self.stack = QStackedWidget(self.body)
        self.panels: dict[str, QWidget] = {}
        self._build_allocation()
        self._build_rolled()
        self._build_point_buy()
        self._build_free()
        self.body_layout.addWidget(self.stack)
        self.body_layout.addStretch(1)

    # Building -------------------------------------------------------------------------------

    def _grid(self, panel: QWidget) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(4)
        return grid

    def _name_label(self, name: str, parent: QWidget, buddy: QWidget | None = None) -> QLabel:
        label = QLabel(f"<b>{terms.characteristic_abbr('coc7', name)}</b> {self.full_names[name]}", parent)
        if buddy is not None:
            label.setBuddy(buddy)
        return label

    def _value_label(self, name: str, method: str, parent: QWidget) -> QLabel:
        label = QLabel(parent)
        label.setObjectName(f"{method}Value{name}")
        label.setMinimumWidth(label.fontMetrics().horizontalAdvance("999 (499/199)") + 8)
        return label

    def _build_allocation(self) -> None:
        panel = QWidget(self.stack)
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        values = ", ".join(str(v) for v in self._allocation())
        hint = QLabel(
            self.tr(
                "Give each of {0} to one characteristic. Drag a value onto another characteristic to "
                "swap the two, or pick a value from the list."
            ).format(values),
            panel,
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        grid = self._grid(panel)
        #: characteristic → its draggable value chip.
        self.chips: dict[str, ValueChip] = {}
        #: characteristic → its value combo box.
        self.allocation_combos: dict[str, QComboBox] = {}
        self.allocation_values: dict[str, QLabel] = {}
        choices = sorted(set(self._allocation()), reverse=True)
        for row, name in enumerate(CHARACTERISTICS):
            chip = ValueChip(name, panel)
            chip.setToolTip(self.tr("Drag onto another characteristic to swap the two values"))
            chip.swapRequested.connect(self.swap)
            combo = QComboBox(panel)
            combo.setObjectName(f"allocation{name}")
            combo.addItem("—", 0)
            for v in choices:
                combo.addItem(str(v), v)
            combo.activated.connect(lambda _i, n=name: self._on_allocation_combo(n))
            grid.addWidget(self._name_label(name, panel, combo), row, 0)
            grid.addWidget(chip, row, 1)
            grid.addWidget(combo, row, 2)
            value_label = self._value_label(name, "allocation", panel)
            grid.addWidget(value_label, row, 3)
            self.chips[name] = chip
            self.allocation_combos[name] = combo
            self.allocation_values[name] = value_label
        grid.setColumnStretch(4, 1)
        layout.addLayout(grid)
        self.allocation_status = QLabel(panel)
        self.allocation_status.setObjectName("allocationStatus")
        self.allocation_status.setWordWrap(True)
        layout.addWidget(self.allocation_status)
        buttons = QHBoxLayout()
        self.suggest_button = QPushButton(self.tr("&Suggest"), panel)
        self.suggest_button.setToolTip(
            self.tr("Give the highest values to the characteristics most investigators need")
        )
        self.suggest_button.clicked.connect(self.suggest_allocation)
        self.clear_button = QPushButton(self.tr("C&lear"), panel)
        self.clear_button.clicked.connect(self.clear_allocation)
        for button in (self.suggest_button, self.clear_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.panels["allocation"] = panel
        self.stack.addWidget(panel)

    def _build_rolled(self) -> None:
        panel = QWidget(self.stack)
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        self.rolled_hint = QLabel(panel)
        self.rolled_hint.setWordWrap(True)
        layout.addWidget(self.rolled_hint)
        grid = self._grid(panel)
        self.roll_buttons: dict[str, QPushButton] = {}
        self.dice_labels: dict[str, QLabel] = {}
        self.rolled_values: dict[str, QLabel] = {}
        for row, name in enumerate(CHARACTERISTICS):
            button = QPushButton(self.tr("Roll"), panel)
            button.setObjectName(f"roll{name}")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _c=False, n=name: self.model.roll_characteristics([n]))
            grid.addWidget(self._name_label(name, panel), row, 0)
            grid.addWidget(QLabel(ROLL_EXPRESSIONS[name].replace("*", "×"), panel), row, 1)
            dice_label = QLabel(panel)
            dice_label.setObjectName(f"dice{name}")
            grid.addWidget(dice_label, row, 2)
            value_label = self._value_label(name, "rolled", panel)
            grid.addWidget(value_label, row, 3)
            grid.addWidget(button, row, 4)
            self.roll_buttons[name] = button
            self.dice_labels[name] = dice_label
            self.rolled_values[name] = value_label
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        buttons = QHBoxLayout()
        self.roll_all_button = QPushButton(self.tr("Roll a&ll"), panel)
        self.roll_all_button.setAutoDefault(False)
        self.roll_all_button.clicked.connect(self.roll_all)
        buttons.addWidget(self.roll_all_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.panels["rolled"] = panel
        self.stack.addWidget(panel)

    def _spin_panel(self, method: str, low: int, high: int, step: int) -> tuple[QWidget, QVBoxLayout, dict, dict]:
        panel = QWidget(self.stack)
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        grid = self._grid(panel)
        spins: dict[str, QSpinBox] = {}
        labels: dict[str, QLabel] = {}
        for row, name in enumerate(CHARACTERISTICS):
            spin = QSpinBox(panel)
            spin.setObjectName(f"{method}{name}")
            spin.setRange(low, high)
            spin.setSingleStep(step)
            spin.setAccelerated(True)
            spin.valueChanged.connect(lambda _v, m=method: self._on_spin(m))
            grid.addWidget(self._name_label(name, panel, spin), row, 0)
            grid.addWidget(spin, row, 1)
            value_label = self._value_label(name, method, panel)
            grid.addWidget(value_label, row, 2)
            spins[name] = spin
            labels[name] = value_label
        grid.setColumnStretch(3, 1)
        layout.addLayout(grid)
        self.panels[method] = panel
        self.stack.addWidget(panel)
        return panel, layout, spins, labels

    def _build_point_buy(self) -> None:
        low, high = POINT_BUY_RANGE
        total = self.model.session.data.tables.point_buy_total
        panel, layout, self.point_spins, self.point_values = self._spin_panel("point_buy", low, high, 5)
        hint = QLabel(
            self.tr("Spend exactly {0} points; each characteristic takes {1} to {2}.").format(total, low, high), panel
        )
        hint.setWordWrap(True)
        layout.insertWidget(0, hint)
        self.remaining_label = QLabel(panel)
        self.remaining_label.setObjectName("pointBuyRemaining")
        font = self.remaining_label.font()
        font.setBold(True)
        self.remaining_label.setFont(font)
        layout.addWidget(self.remaining_label)
        buttons = QHBoxLayout()
        self.even_button = QPushButton(self.tr("Spread &evenly"), panel)
        self.even_button.setAutoDefault(False)
        self.even_button.clicked.connect(self.spread_evenly)
        buttons.addWidget(self.even_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)

    def _build_free(self) -> None:
        panel, layout, self.free_spins, self.free_values = self._spin_panel("free", 0, FREE_MAX, 5)
        for spin in self.free_spins.values():
            spin.setSpecialValueText("—")
        hint = QLabel(
            self.tr(
                "Type any values (keepers' characters, imported investigators): the sheet records free "
                "entry, and age effects are not applied to these values."
            ),
            panel,
        )
        hint.setObjectName("freeHint")
        hint.setWordWrap(True)
        layout.insertWidget(0, hint)
        layout.addStretch(1)

    # Page -------------------------------------------------------------------------------------

    def title(self) -> str:
        return self.tr("Characteristics")

    def intro(self) -> str:
        return self.tr(
            "Set the eight characteristics, the investigator's raw abilities: every roll, skill base and "
            "derived value follows from them."
        )

    def _allocation(self) -> tuple[int, ...]:
        return tuple(self.model.session.data.tables.allocation)

    def _answers(self) -> CharacteristicsAnswers | None:
        return self.model.answers.characteristics

    def _method(self) -> str:
        current = self._answers()
        return current.method if current is not None else self._default_method()

    def _default_method(self) -> str:
        allowed = self.model.session.setup.methods
        wizard = self.window()
        remembered = "allocation"
        if hasattr(wizard, "remembered"):
            try:
                remembered = str(wizard.remembered("method", "allocation"))
            except Exception:  # noqa: BLE001 - a broken setting must not stop the wizard
                remembered = "allocation"
        return remembered if remembered in allowed else allowed[0]

    def _starting_values(self, method: str) -> dict[str, int]:
        """What a method starts with the first time it is shown."""
        if method in self.memory:
            return dict(self.memory[method])
        session = self.model.session
        if method == "allocation":
            occ = occupation_definition(session.sheet.occupation, session.data)
            return sensible_allocation(self._allocation(), occ, session.data)
        if method == "point_buy":
            return even_point_buy(session.data.tables.point_buy_total)
        if method == "free":
            current = self._answers()
            return {k: v for k, v in current.values.items() if v} if current is not None else {}
        return {}

    def enter(self) -> None:
        if self._answers() is None:
            method = self._default_method()
            self.model.set(
                "characteristics", CharacteristicsAnswers(method=method, values=self._starting_values(method))
            )

    def focus_field(self, field: str) -> bool:
        name = field.rsplit(".", 1)[-1]
        if name not in CHARACTERISTICS:
            return False
        widgets: dict[str, Mapping[str, QWidget]] = {
            "allocation": self.allocation_combos, "rolled": self.roll_buttons,
            "point_buy": self.point_spins, "free": self.free_spins,
        }
        widgets[self._method()][name].setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def refresh(self) -> None:
        session = self.model.session
        current = self._answers()
        method = self._method()
        values: dict[str, int] = dict(current.values.items()) if current is not None else {}
        if current is not None:
            self.memory[method] = values
        allowed = session.setup.methods
        for m, button in self.method_buttons.items():
            button.setVisible(m in allowed or m == method)
            button.setChecked(m == method)
        self.stack.setCurrentWidget(self.panels[method])
        shown = {name: values.get(name, 0) for name in CHARACTERISTICS}
        if method == "allocation":
            self._refresh_allocation(shown)
        elif method == "rolled":
            self._refresh_rolled(shown)
        elif method == "point_buy":
            self._refresh_spins(self.point_spins, self.point_values, shown)
            total = session.data.tables.point_buy_total
            left = total - sum(shown.values())
            self.remaining_label.setText(self.tr("Remaining: {0} of {1}").format(left, total))
            self.remaining_label.setStyleSheet(f"color: {error_colour().name()};" if left < 0 else "")
        else:
            self._refresh_spins(self.free_spins, self.free_values, shown)

    def _shown_value(self, v: int) -> str:
        return str(value(v)) if v else "—"

    def _refresh_allocation(self, shown: Mapping[str, int]) -> None:
        for name in CHARACTERISTICS:
            v = shown[name]
            self.chips[name].setText(str(v) if v else "—")
            combo = self.allocation_combos[name]
            index = combo.findData(v)
            combo.setCurrentIndex(index if index >= 0 else 0)
            self.allocation_values[name].setText(self._shown_value(v))
        wanted = list(self._allocation())
        extra: list[int] = []
        for v in (shown[name] for name in CHARACTERISTICS if shown[name]):
            if v in wanted:
                wanted.remove(v)
            else:
                extra.append(v)
        parts = []
        if wanted:
            parts.append(self.tr("Not given yet: {0}.").format(", ".join(str(v) for v in sorted(wanted, reverse=True))))
        if extra:
            parts.append(
                self.tr("Given too often: {0}.").format(", ".join(str(v) for v in sorted(extra, reverse=True)))
            )
        self.allocation_status.setText(" ".join(parts) or self.tr("Every value is given."))

    def _refresh_rolled(self, shown: Mapping[str, int]) -> None:
        session = self.model.session
        rolls = session.rolls
        rerolls = session.setup.rerolls
        self.rolled_hint.setText(
            self.tr("Roll each characteristic; the keeper allows rolling again.")
            if rerolls
            else self.tr("Roll each characteristic once: the keeper does not allow rolling again.")
        )
        for name in CHARACTERISTICS:
            v = shown[name]
            result = rolls.get(name) if v else None
            if result is not None and result.total == v:
                self.dice_labels[name].setText(" ".join(f"[{d.value}]" for d in result.dice))
            else:
                self.dice_labels[name].setText("" if not v else self.tr("(rolled before)"))
            self.rolled_values[name].setText(self._shown_value(v))
            button = self.roll_buttons[name]
            button.setEnabled(session.can_reroll(name))
            button.setText(self.tr("Roll") if not v else self.tr("Roll again") if rerolls else self.tr("Rolled"))
        self.roll_all_button.setEnabled(any(session.can_reroll(n) for n in CHARACTERISTICS))

    def _refresh_spins(self, spins: dict[str, QSpinBox], labels: dict[str, QLabel], shown: Mapping[str, int]) -> None:
        for name in CHARACTERISTICS:
            spin = spins[name]
            v = shown[name]
            if spin.value() != v:
                spin.setValue(v)
            labels[name].setText(self._shown_value(v))

    # Actions ----------------------------------------------------------------------------------

    def _set(self, method: str, values: Mapping[str, int]) -> bool:
        clean = {k: int(v) for k, v in values.items() if v}
        self.memory[method] = clean
        return self.model.set("characteristics", CharacteristicsAnswers(method=method, values=clean))

    def _current_values(self) -> dict[str, int]:
        current = self._answers()
        return dict(current.values.items()) if current is not None else {}

    def _on_method(self, button: QRadioButton, checked: bool) -> None:
        if self.loading or not checked:
            return
        method = next(m for m, b in self.method_buttons.items() if b is button)
        if method == self._method() and self._answers() is not None:
            return
        current = self._answers()
        if current is not None:
            self.memory[current.method] = dict(current.values.items())
        self._set(method, self._starting_values(method))

    def swap(self, source: str, target: str) -> None:
        """Swap two characteristics' allocation values (a chip dropped on another)."""
        values = self._current_values()
        values[source], values[target] = values.get(target, 0), values.get(source, 0)
        self._set("allocation", values)

    def _on_allocation_combo(self, name: str) -> None:
        if self.loading:
            return
        values = self._current_values()
        values[name] = int(self.allocation_combos[name].currentData() or 0)
        self._set("allocation", values)

    def suggest_allocation(self) -> None:
        self.memory.pop("allocation", None)
        self._set("allocation", self._starting_values("allocation"))

    def clear_allocation(self) -> None:
        self._set("allocation", {})

    def roll_all(self) -> None:
        """Roll every characteristic that may be rolled (all of them when rerolls are allowed)."""
        names = [n for n in CHARACTERISTICS if self.model.session.can_reroll(n)]
        if self._method() != "rolled":
            self._set("rolled", {})
        if names:
            self.model.roll_characteristics(names)

    def spread_evenly(self) -> None:
        self._set("point_buy", even_point_buy(self.model.session.data.tables.point_buy_total))

    def _on_spin(self, method: str) -> None:
        if self.loading:
            return
        spins = self.point_spins if method == "point_buy" else self.free_spins
        self._set(method, {name: spin.value() for name, spin in spins.items()})
