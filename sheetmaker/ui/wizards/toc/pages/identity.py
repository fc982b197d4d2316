"""The identity page of the Trail of Cthulhu creation wizard: who the investigator is (name,
player, age, appearance, background, portrait), their occupational benefits, equipment and
weapons (from the weapon tables of the rules data, or one of the player's own)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.models.toc_models import WEAPON_ABILITIES
from sheetmaker.systems.toc.generate import weapon_from_table
from sheetmaker.systems.toc.model import Weapon
from sheetmaker.systems.toc.session import IdentityAnswers
from sheetmaker.ui.wizards.fields import TextField
from sheetmaker.ui.wizards.identity import IdentityStepPage
from sheetmaker.ui.wizards.weapons import WeaponsBox

__all__ = ["IdentityPage", "weapon_text"]


def _weapon(name: str) -> str:
    """A weapon's name: one of the tables in the language in use, any other as written."""
    return terms.term("toc", "weapon", name)


def _signed(value: int) -> str:
    return f"{value:+d}"


def weapon_text(weapon: Weapon) -> str:
    """One line for a weapon: its name, the ability it is used with and its damage modifier
    (by range for firearms and explosives; "•" out of reach)."""
    translate = QCoreApplication.translate
    ability = terms.term("toc", "ability", weapon.ability)
    if weapon.ranges is None:
        return translate("IdentityPage", "{0} — {1}, damage 1D6{2}").format(
            _weapon(weapon.name), ability, _signed(weapon.damage_modifier)
        )
    r = weapon.ranges
    cells = [
        (translate("IdentityPage", "point blank"), r.point_blank),
        (translate("IdentityPage", "close"), r.close),
        (translate("IdentityPage", "near"), r.near),
        (translate("IdentityPage", "long"), r.long),
    ]
    ranges = ", ".join(f"{band} {_signed(mod) if mod is not None else '•'}" for band, mod in cells)
    return translate("IdentityPage", "{0} — {1}, damage 1D6 by range: {2}").format(
        _weapon(weapon.name), ability, ranges
    )


class IdentityPage(IdentityStepPage[IdentityAnswers]):
    """Name, portrait, appearance, background, benefits, equipment and weapons."""

    answers_type = IdentityAnswers

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        form = QFormLayout()
        self._add_line_fields(
            form,
            (
                ("name", self.tr("Nam&e:"), self.tr("The investigator's name")),
                ("player", self.tr("P&layer:"), self.tr("Your name")),
            ),
        )
        self.age = QSpinBox(self.body)
        self.age.setObjectName("identity_age")
        self.age.setRange(0, 200)
        self.age.setSpecialValueText(self.tr("not set"))
        self.age.setAccessibleName(self.tr("Age"))
        self.age.editingFinished.connect(self._on_age)
        form.addRow(self.tr("A&ge:"), self.age)
        #: identity text field → its text field.
        self.texts: dict[str, TextField] = {}
        for key, text, hint, lines in (
            ("appearance", self.tr("A&ppearance:"), self.tr("How others see them at first glance"), 2),
            ("background", self.tr("Bac&kground:"), self.tr("Where they come from and what brought them here"), 3),
        ):
            self._add_text(form, key, text, hint, lines)
        self._add_top(form)

        gear = QGroupBox(self.tr("Benefits and equipment"), self.body)
        gear_form = QFormLayout(gear)
        gear_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self._add_text(
            gear_form, "occupational_benefits", self.tr("&Occupational benefits:"),
            self.tr("What the occupation gives them: a practice, a post, access to a library…"), 2,
        )
        self._add_text(
            gear_form, "equipment", self.tr("E&quipment:"),
            self.tr("What they carry and own: a notebook, a camera, a car…"), 3,
        )
        self.body_layout.addWidget(gear)
        self.body_layout.addWidget(self._build_weapons())
        self.body_layout.addStretch(1)

    def _add_text(self, form: QFormLayout, key: str, text: str, hint: str, lines: int) -> None:
        field = TextField(self.body, lines=lines)
        field.setObjectName(f"identity_{key}")
        field.setPlaceholderText(hint)
        field.setAccessibleName(text.replace("&", "").rstrip(":"))
        label = QLabel(text, self.body)
        label.setBuddy(field)
        field.editingFinished.connect(lambda key=key, field=field: self._on_text(key, field))
        form.addRow(label, field)
        self.texts[key] = field

    def _build_weapons(self) -> WeaponsBox:
        box = WeaponsBox(self.body)
        self.weapons_box = box
        data = self.model.session.data
        choices: list[tuple[str, str, str] | None] = [
            (f"{_weapon(entry.name)} ({_signed(entry.damage_modifier)})", entry.name,
             weapon_text(weapon_from_table(entry)))
            for entry in data.weapons.hand_weapons
        ]
        for table in (data.weapons.firearms, data.weapons.explosives):
            choices.append(None)  # a separator between the tables
            choices.extend((_weapon(e.name), e.name, weapon_text(weapon_from_table(e))) for e in table)
        box.set_choices(choices)

        self.custom_name = QLineEdit(box)
        self.custom_name.setObjectName("customWeaponName")
        self.custom_name.setPlaceholderText(self.tr("Name, e.g. Grandfather's sabre"))
        self.custom_name.setAccessibleName(self.tr("Custom weapon name"))
        self.custom_ability = QComboBox(box)
        self.custom_ability.setObjectName("customWeaponAbility")
        self.custom_ability.setAccessibleName(self.tr("Ability the custom weapon is used with"))
        for ability in WEAPON_ABILITIES:
            self.custom_ability.addItem(terms.term("toc", "ability", ability), ability)
        self.custom_ability.setCurrentIndex(WEAPON_ABILITIES.index("Weapons"))
        self.custom_modifier = QSpinBox(box)
        self.custom_modifier.setObjectName("customWeaponModifier")
        bounds = {type(m).__name__: m for m in Weapon.model_fields["damage_modifier"].metadata}
        self.custom_modifier.setRange(bounds["Ge"].ge, bounds["Le"].le)
        self.custom_modifier.setPrefix(self.tr("damage 1D6 "))
        self.custom_modifier.setAccessibleName(self.tr("Custom weapon damage modifier"))
        self.custom_modifier.setToolTip(self.tr("The weapon's damage modifier: 1D6 plus this"))
        self.custom_add = QPushButton(self.tr("Add c&ustom"), box)
        self.custom_add.setAutoDefault(False)
        custom = box.custom_layout
        custom.addWidget(self.custom_name, 1, 0, 1, 2)
        custom.addWidget(self.custom_ability, 1, 2)
        custom.addWidget(self.custom_modifier, 1, 3)
        custom.addWidget(self.custom_add, 1, 4)

        box.weapon_add.clicked.connect(self._on_add_weapon)
        box.weapon_remove.clicked.connect(self._on_remove_weapon)
        self.custom_add.clicked.connect(self._on_add_custom)
        self.custom_name.returnPressed.connect(self._on_add_custom)
        return box

    # StepPage ------------------------------------------------------------------------------

    def refresh(self) -> None:
        session = self.model.session
        ident = session.answers.identity or IdentityAnswers()
        self._show_fields(ident)
        age = ident.age if ident.age is not None else 0
        if self.age.value() != age:
            self.age.setValue(age)
        for key, field in self.texts.items():
            field.set_text(getattr(ident, key))
        self.weapons_box.set_weapons([weapon_text(w) for w in session.sheet.weapons], bool(ident.weapons))
        self.portrait_widget.set_image(self.portrait[1] if self.portrait else None)

    def focus_field(self, field: str) -> bool:
        if super().focus_field(field):
            return True
        if field.startswith("sheet.age"):
            self.age.setFocus()
            return True
        return False

    # Writing -------------------------------------------------------------------------------

    def _on_age(self) -> None:
        if self.loading:
            return
        age = self.age.value() or None
        if self._identity().age != age:
            self.model.update("identity", age=age)

    def _on_add_weapon(self) -> None:
        key = self.weapons_box.weapon_combo.currentData()
        if key and self.model.update("identity", weapons=[*self._identity().weapons, key]):
            self.weapons_box.select_last()

    def _on_add_custom(self) -> None:
        name = self.custom_name.text().strip()
        if not name:
            self.weapons_box.show_error(self.tr("Give the weapon a name."))
            return
        try:
            weapon = Weapon(
                name=name, ability=self.custom_ability.currentData(), damage_modifier=self.custom_modifier.value()
            )
        except ValueError as exc:
            self.weapons_box.show_error(str(exc))
            return
        self.weapons_box.show_error("")
        if self.model.update("identity", weapons=[*self._identity().weapons, weapon]):
            self.custom_name.clear()
            self.custom_modifier.setValue(0)
            self.weapons_box.select_last()
