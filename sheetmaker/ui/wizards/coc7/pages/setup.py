"""The first page: the era and the keeper's options (allowed characteristic methods, rerolls,
the optional starting skill cap)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGroupBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.coc7.session import METHODS, SetupAnswers
from sheetmaker.ui.wizards.page import StepPage

__all__ = ["SetupPage"]

#: The skill cap the book's optional rule sets.
SKILL_CAP = 75


class SetupPage(StepPage):
    """Era and keeper's options."""

    step = "setup"

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        era_box = QGroupBox(self.tr("Era"), self.body)
        era_layout = QVBoxLayout(era_box)
        self.era_1920s = QRadioButton(self.tr("&1920s: the classic era of the rules"), era_box)
        self.era_modern = QRadioButton(
            self.tr("&Modern day: adds Computer Use, Electronics and modern occupations"), era_box
        )
        self.era_group = QButtonGroup(self)
        for button in (self.era_1920s, self.era_modern):
            self.era_group.addButton(button)
            era_layout.addWidget(button)
        self.era_group.buttonToggled.connect(self._on_era)
        self.body_layout.addWidget(era_box)

        keeper = QGroupBox(self.tr("Keeper's options"), self.body)
        keeper_layout = QVBoxLayout(keeper)
        keeper_layout.addWidget(QLabel(self.tr("Characteristic methods allowed:"), keeper))
        names = {
            "allocation": self.tr("&Allocation: give 40, 50, 50, 50, 60, 60, 70, 80 to the eight"),
            "rolled": self.tr("R&olled: 3D6×5, or (2D6+6)×5 for SIZ, INT and EDU"),
            "point_buy": self.tr("&Point buy: spend 460 points, 15 to 90 each"),
            "free": self.tr("&Free entry: type any values (keepers, imported investigators)"),
        }
        #: method → its check box.
        self.methods: dict[str, QCheckBox] = {}
        for method in METHODS:
            box = QCheckBox(names[method], keeper)
            box.toggled.connect(self._on_options)
            keeper_layout.addWidget(box)
            self.methods[method] = box
        self.rerolls = QCheckBox(self.tr("Allow r&erolling rolled characteristics"), keeper)
        self.rerolls.toggled.connect(self._on_options)
        keeper_layout.addWidget(self.rerolls)
        self.cap = QCheckBox(self.tr("&Cap starting skills at {0}% (Credit Rating excepted)").format(SKILL_CAP), keeper)
        self.cap.toggled.connect(self._on_options)
        keeper_layout.addWidget(self.cap)
        self.body_layout.addWidget(keeper)
        self.body_layout.addStretch(1)

    def title(self) -> str:
        return self.tr("Era and options")

    def intro(self) -> str:
        return self.tr(
            "Choose when the game is set and what the keeper allows: the era decides the skill and "
            "occupation lists and the money tables."
        )

    def enter(self) -> None:
        if self.model.answers.setup is None:
            self.model.set("setup", SetupAnswers())

    def refresh(self) -> None:
        setup = self.model.session.setup
        self.era_1920s.setChecked(setup.era == "1920s")
        self.era_modern.setChecked(setup.era == "modern")
        for method, box in self.methods.items():
            box.setChecked(method in setup.methods)
        # The last allowed method cannot be switched off.
        for box in self.methods.values():
            box.setEnabled(not (box.isChecked() and len(setup.methods) == 1))
        self.rerolls.setChecked(setup.rerolls)
        self.cap.setChecked(setup.skill_cap is not None)

    def _on_era(self, button: QRadioButton, checked: bool) -> None:
        if self.loading or not checked:
            return
        self.model.update("setup", era="modern" if button is self.era_modern else "1920s")

    def _on_options(self, _checked: bool) -> None:
        if self.loading:
            return
        methods = [m for m in METHODS if self.methods[m].isChecked()]
        if not methods:
            self.do_refresh()
            return
        self.model.update(
            "setup",
            methods=methods,
            rerolls=self.rerolls.isChecked(),
            skill_cap=SKILL_CAP if self.cap.isChecked() else None,
        )
