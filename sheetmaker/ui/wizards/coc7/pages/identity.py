"""The identity page: who the investigator is (name, player, pronouns, places, portrait), their
backstory, weapons, possessions and money (read from Credit Rating, optionally overridden)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import dice, terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.coc7.model import Backstory, Weapon
from sheetmaker.systems.coc7.session import IdentityAnswers
from sheetmaker.ui.wizards.fields import TextField
from sheetmaker.ui.wizards.identity import IdentityStepPage
from sheetmaker.ui.wizards.weapons import WeaponsBox

__all__ = ["IdentityPage", "TextField"]


class IdentityPage(IdentityStepPage[IdentityAnswers]):
    """Name, portrait, backstory, weapons, possessions and money."""

    answers_type = IdentityAnswers

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self._weapon_era = ""

        form = QFormLayout()
        labels = {
            "name": self.tr("Nam&e:"),
            "player": self.tr("P&layer:"),
            "pronouns": self.tr("Pron&ouns:"),
            "birthplace": self.tr("Birt&hplace:"),
            "residence": self.tr("Res&idence:"),
        }
        hints = {
            "name": self.tr("The investigator's name"),
            "player": self.tr("Your name"),
            "pronouns": self.tr("e.g. she/her, he/him, they/them"),
            "birthplace": self.tr("Where they were born"),
            "residence": self.tr("Where they live now"),
        }
        self._add_line_fields(form, ((key, text, hints[key]) for key, text in labels.items()))
        self._add_top(form)

        self.body_layout.addWidget(self._build_money())
        self.body_layout.addWidget(self._build_weapons())

        gear_box = QGroupBox(self.tr("Possessions"), self.body)
        gear_layout = QVBoxLayout(gear_box)
        self.gear = TextField(gear_box, lines=3)
        self.gear.setObjectName("identity_gear")
        self.gear.setPlaceholderText(self.tr("What they carry and own: a notebook, a camera, a car…"))
        self.gear.setAccessibleName(self.tr("Possessions"))
        self.gear.editingFinished.connect(lambda: self._on_text("gear", self.gear))
        gear_layout.addWidget(self.gear)
        self.body_layout.addWidget(gear_box)

        self.body_layout.addWidget(self._build_backstory())
        self.body_layout.addStretch(1)

    # Building ------------------------------------------------------------------------------

    def _build_backstory(self) -> QGroupBox:
        box = QGroupBox(self.tr("Backstory"), self.body)
        layout = QFormLayout(box)
        layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        sections = {
            "description": (self.tr("Personal &description"), self.tr("How do others see them at first glance?")),
            "ideology": (
                self.tr("Ideolog&y and beliefs"), self.tr("What does your investigator believe in, or reject?")
            ),
            "significant_people": (self.tr("Si&gnificant people"), self.tr("Who matters most to them, and why?")),
            "meaningful_locations": (
                self.tr("&Meaningful locations"), self.tr("Which place do they think of as their own?")
            ),
            "treasured_possessions": (
                self.tr("Treasured &possessions"), self.tr("What one thing would they never give up?")
            ),
            "traits": (self.tr("Trai&ts"), self.tr("A habit or manner that people remember them by.")),
            "injuries": (
                self.tr("Injuries and scars"), self.tr("Marks that play or the past left (often empty at first).")
            ),
            "phobias": (
                self.tr("Phobias and manias"), self.tr("Fears and compulsions gained in play (empty at first).")
            ),
            "arcane": (
                self.tr("Arcane tomes, spells and artefacts"),
                self.tr("Forbidden knowledge they hold (empty at first).")
            ),
            "encounters": (
                self.tr("Encounters with strange entities"),
                self.tr("What they have met that should not be (empty at first).")
            ),
        }
        #: backstory field → its text field.
        self.backstory: dict[str, TextField] = {}
        for key in Backstory.model_fields:
            label_text, hint = sections[key]
            field = TextField(box)
            field.setObjectName(f"backstory_{key}")
            field.setPlaceholderText(hint)
            label = QLabel(label_text, box)
            label.setBuddy(field)
            field.setAccessibleName(label_text.replace("&", ""))
            field.editingFinished.connect(lambda key=key, field=field: self._on_backstory(key, field))
            layout.addRow(label, field)
            self.backstory[key] = field
        return box

    def _build_weapons(self) -> QGroupBox:
        box = WeaponsBox(self.body)
        self.weapons_box = box
        self.weapon_list = box.weapon_list
        self.weapon_combo = box.weapon_combo
        self.weapon_add = box.weapon_add
        self.weapon_remove = box.weapon_remove
        self.custom_error = box.custom_error
        self.custom_name = QLineEdit(box)
        self.custom_name.setPlaceholderText(self.tr("Name, e.g. Grandfather's sabre"))
        self.custom_name.setAccessibleName(self.tr("Custom weapon name"))
        self.custom_skill = QComboBox(box)
        self.custom_skill.setEditable(True)
        self.custom_skill.setAccessibleName(self.tr("Custom weapon skill"))
        self.custom_damage = QLineEdit(box)
        self.custom_damage.setPlaceholderText(self.tr("Damage, e.g. 1D8+DB"))
        self.custom_damage.setAccessibleName(self.tr("Custom weapon damage"))
        self.custom_add = QPushButton(self.tr("Add c&ustom"), box)
        self.custom_add.setAutoDefault(False)
        custom = box.custom_layout
        custom.addWidget(self.custom_name, 1, 0, 1, 2)
        custom.addWidget(self.custom_skill, 1, 2, 1, 2)
        custom.addWidget(self.custom_damage, 2, 0, 1, 2)
        custom.addWidget(self.custom_add, 2, 3)

        self.weapon_add.clicked.connect(self._on_add_weapon)
        self.weapon_remove.clicked.connect(self._on_remove_weapon)
        self.custom_add.clicked.connect(self._on_add_custom)
        self.custom_damage.returnPressed.connect(self._on_add_custom)
        return box

    def _build_money(self) -> QGroupBox:
        box = QGroupBox(self.tr("Money"), self.body)
        layout = QFormLayout(box)
        self.money_label = QLabel(box)
        self.money_label.setObjectName("moneyLabel")
        self.money_label.setWordWrap(True)
        layout.addRow(self.money_label)
        self.cash = QLineEdit(box)
        self.cash.setObjectName("identity_cash")
        self.cash.editingFinished.connect(lambda: self._on_money("cash", self.cash.text()))
        layout.addRow(self.tr("&Cash:"), self.cash)
        self.assets = QLineEdit(box)
        self.assets.setObjectName("identity_assets")
        self.assets.editingFinished.connect(lambda: self._on_money("assets", self.assets.text()))
        layout.addRow(self.tr("A&ssets:"), self.assets)
        return box

    # StepPage ------------------------------------------------------------------------------

    def refresh(self) -> None:
        session = self.model.session
        ident = session.answers.identity or IdentityAnswers()
        self._show_fields(ident)
        for key, field in self.backstory.items():
            field.set_text(getattr(ident.backstory, key))
        self.gear.set_text(ident.gear)
        self._refresh_weapons(ident)
        self._refresh_money(ident)
        self.portrait_widget.set_image(self.portrait[1] if self.portrait else None)

    def focus_field(self, field: str) -> bool:
        if super().focus_field(field):
            return True
        if field.startswith("sheet.cash"):
            self.cash.setFocus()
            return True
        return False

    # Refreshing ----------------------------------------------------------------------------

    def _refresh_weapons(self, ident: IdentityAnswers) -> None:
        session = self.model.session
        era = session.setup.era
        if era != self._weapon_era:
            self._weapon_era = era
            self.weapons_box.set_choices([
                (
                    f"{terms.term('coc7', 'weapon', weapon.name)} — {weapon.damage}",
                    weapon.key,
                    self.tr("{0}; damage {1}; range {2}").format(
                        terms.skill_label("coc7", weapon.skill), weapon.damage, weapon.range or "—"
                    ),
                )
                for weapon in session.data.weapons_for(era)
            ])
            self.custom_skill.clear()
            skills = sorted(
                {w.skill for w in session.data.weapons_for(era)} | {"Fighting (Brawl)", "Throw"}, key=str.casefold
            )
            for skill in skills:  # shown in the language in use, kept in English
                self.custom_skill.addItem(terms.skill_label("coc7", skill), skill)
            self.custom_skill.setCurrentText(terms.skill_label("coc7", "Fighting (Brawl)"))
        self.weapons_box.set_weapons(
            [
                self.tr("{0} — {1}, damage {2}").format(
                    terms.term("coc7", "weapon", weapon.name), terms.skill_label("coc7", weapon.skill), weapon.damage
                )
                for weapon in session.sheet.weapons
            ],
            bool(ident.weapons),
        )

    def _refresh_money(self, ident: IdentityAnswers) -> None:
        cr = self.model.session.derived.credit_rating
        self.money_label.setText(
            self.tr(
                "Credit Rating {0} ({1}): cash {2}, assets {3}, spending level {4}. "
                "Leave the fields below empty to use these."
            ).format(cr.value, terms.term("coc7", "credit_band", cr.band), cr.cash, cr.assets, cr.spending_level)
        )
        self.cash.setPlaceholderText(cr.cash)
        self.assets.setPlaceholderText(cr.assets)
        if self.cash.text() != (ident.cash or ""):
            self.cash.setText(ident.cash or "")
        if self.assets.text() != (ident.assets or ""):
            self.assets.setText(ident.assets or "")

    # Writing -------------------------------------------------------------------------------

    def _on_backstory(self, key: str, field: TextField) -> None:
        if self.loading:
            return
        backstory = self._identity().backstory
        text = field.toPlainText()
        if getattr(backstory, key) != text:
            self.model.update("identity", backstory=backstory.model_copy(update={key: text}))

    def _on_money(self, key: str, text: str) -> None:
        if self.loading:
            return
        value: Any = text.strip() or None
        if getattr(self._identity(), key) != value:
            self.model.update("identity", **{key: value})

    def _on_add_weapon(self) -> None:
        key = self.weapon_combo.currentData()
        if key:
            self.model.update("identity", weapons=[*self._identity().weapons, key])
            self.weapons_box.select_last()

    def _on_add_custom(self) -> None:
        name = self.custom_name.text().strip()
        skill = self.custom_skill.currentText().strip()
        listed = self.custom_skill.findText(skill, Qt.MatchFlag.MatchFixedString)
        if listed >= 0:  # a skill of the list, typed or picked in the language in use
            skill = self.custom_skill.itemData(listed)
        damage = self.custom_damage.text().strip().upper().replace(" ", "")
        problem = ""
        if not name:
            problem = self.tr("Give the weapon a name.")
        elif not skill:
            problem = self.tr("Say which skill the weapon is used with (e.g. Fighting (Brawl)).")
        elif not damage:
            problem = self.tr("Give the weapon's damage as dice, e.g. 1D6 or 1D8+DB.")
        else:
            try:
                dice.parse(damage)
            except ValueError as exc:
                problem = self.tr("The damage “{0}” is not a dice expression SheetMaker understands: {1} "
                                  "Write it like 1D6, 2D6+1 or 1D8+DB.").format(damage, exc)
        self.weapons_box.show_error(problem)
        if problem:
            return
        try:
            weapon = Weapon(name=name, skill=skill, damage=damage)
        except ValueError as exc:
            self.weapons_box.show_error(str(exc))
            return
        if self.model.update("identity", weapons=[*self._identity().weapons, weapon]):
            self.custom_name.clear()
            self.custom_damage.clear()
            self.weapons_box.select_last()
