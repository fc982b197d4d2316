"""The Call of Cthulhu 7e investigator sheet, in the order of the official sheet.

The view only shows and edits: every value comes from the document or its cached ``derive()``
result, every edit is an undo step on the document, and every change of the document (an
edit, an undo, a redo, a roll) is shown at once (in the same event-loop turn) by re-reading
the document; widgets are written with their signals blocked, so showing a value never
writes it back. The rules (budgets, maxima, violations) stay in :mod:`sheetmaker.systems.coc7`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.core.document import Portrait
from sheetmaker.models.coc7_models import (
    CoC7FellowsModel,
    CoC7SkillsFilterModel,
    CoC7SkillsModel,
    CoC7WeaponsModel,
    FellowColumn,
    LabelRole,
    RowSliceProxyModel,
    SkillColumn,
    WeaponColumn,
    weapon_display_name,
)
from sheetmaker.models.document import EditError, SheetDocument
from sheetmaker.models.rolls import RollController
from sheetmaker.systems.coc7 import data as coc7_data
from sheetmaker.systems.coc7.model import CHARACTERISTICS, OccupationChoice
from sheetmaker.systems.coc7.rules import value as characteristic_value
from sheetmaker.ui.coc7_occupation import OccupationChoicesDialog
from sheetmaker.ui.coc7_texts import backstory_titles
from sheetmaker.ui.field_help import apply_field_help
from sheetmaker.ui.roll_button import RollButton, make_coc_roll_button
from sheetmaker.ui.violations import ViolationsPanel
from sheetmaker.ui.widgets import (
    BoundCheckBox,
    BoundLineEdit,
    BoundSpinBox,
    BoundTextEdit,
    FullHeightTableView,
    PointsDelegate,
    PortraitWidget,
    RollCellDelegate,
    SheetViewMixin,
    TickBox,
    TickDelegate,
    set_tab_chain,
    sheet_scroll_area,
    sheet_splitter,
)
from sheetmaker.ui.wizards.weapons import WeaponChoice, fill_weapon_combo

__all__ = ["AddSkillDialog", "CoC7SheetView"]

#: Room around a table header's text (margins, and the sort arrow's place).
_HEADER_PADDING = 18

#: Width (in pixels of the view) from which the sheet is laid out in two columns.
#: From this view width the characteristics show four a row (else two).
FOUR_CHARACTERISTICS_FROM = 860
TWO_COLUMNS_FROM = 1500
#: Below this width the identity, characteristics and status sections stack instead of sitting
#: side by side (a 1280 px window with the roll log docked leaves about 900 px for the sheet).
SIDE_BY_SIDE_FROM = 1150

_CONDITIONS = (
    "major_wound",
    "unconscious",
    "dying",
    "dead",
    "temporary_insanity",
    "indefinite_insanity",
    "permanent_insanity",
)
_BACKSTORY = (
    "description",
    "ideology",
    "significant_people",
    "meaningful_locations",
    "treasured_possessions",
    "traits",
    "injuries",
    "phobias",
    "arcane",
    "encounters",
)


def _value_triple(x: int) -> tuple[int, int, int]:
    """A value with its half and fifth, as the rules compute them."""
    v = characteristic_value(x)
    return v.value, v.half, v.fifth


def _error_palette(widget: QWidget) -> QPalette:
    palette = widget.palette()
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    palette.setColor(QPalette.ColorRole.WindowText, Qt.GlobalColor.red if dark else Qt.GlobalColor.darkRed)
    return palette


class _SkillComboDelegate(QStyledItemDelegate):
    """Edits a weapon's skill with an editable list of the sheet's skills."""

    def __init__(self, labels: Callable[[], list[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._labels = labels

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex) -> QWidget:  # noqa: N802
        editor = QComboBox(parent)
        editor.setEditable(True)
        editor.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        editor.addItems(self._labels())
        editor.setAccessibleName(self.tr("Attack skill"))
        return editor

    def setEditorData(self, editor: QWidget, index: QModelIndex) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            editor.setCurrentText(str(index.data(Qt.ItemDataRole.EditRole) or ""))

    def setModelData(self, editor: QWidget, model: Any, index: QModelIndex) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentText(), Qt.ItemDataRole.EditRole)


class AddSkillDialog(QDialog):
    """Adds a specialisation of a skill (Science (Biology), Language (Latin)) or a custom skill.

    Args:
        era: the sheet's era (which skills are offered).
        apply: adds the skill: ``apply(name, specialisation, custom_base)``; raises
            :class:`EditError` when refused (the dialog shows why and stays open).
        parent: the parent widget.
    """

    def __init__(
        self,
        era: str,
        apply: Callable[[str, str, int | None], Any],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("AddSkillDialog")
        self.setWindowTitle(self.tr("Add skill"))
        self._apply = apply
        rules = coc7_data.load()
        self._specialised = [s for s in rules.skills_for(era) if s.specialised]  # type: ignore[arg-type]

        layout = QVBoxLayout(self)
        self.specialised_choice = QRadioButton(self.tr("A &specialisation of a skill"), self)
        self.custom_choice = QRadioButton(self.tr("A &custom skill"), self)
        group = QButtonGroup(self)
        group.addButton(self.specialised_choice)
        group.addButton(self.custom_choice)
        self.specialised_choice.setChecked(True)

        layout.addWidget(self.specialised_choice)
        special = QFormLayout()
        special.setContentsMargins(24, 0, 0, 0)
        self.skill = QComboBox(self)
        self.skill.setAccessibleName(self.tr("Skill"))
        for sdef in self._specialised:
            self.skill.addItem(terms.skill_label("coc7", sdef.name), sdef.name)
        self.specialisation = QComboBox(self)
        self.specialisation.setEditable(True)
        self.specialisation.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.specialisation.setAccessibleName(self.tr("Specialisation"))
        self.specialisation.lineEdit().setPlaceholderText(self.tr("e.g. Biology, Latin, Aircraft"))
        self.specialisation.lineEdit().setMaxLength(120)
        special.addRow(self.tr("S&kill:"), self.skill)
        special.addRow(self.tr("S&pecialisation:"), self.specialisation)
        layout.addLayout(special)

        layout.addWidget(self.custom_choice)
        custom = QFormLayout()
        custom.setContentsMargins(24, 0, 0, 0)
        self.custom_name = QLineEdit(self)
        self.custom_name.setMaxLength(120)
        self.custom_name.setAccessibleName(self.tr("Custom skill name"))
        self.custom_name.setPlaceholderText(self.tr("e.g. Dreamlands Lore"))
        self.custom_base = QSpinBox(self)
        self.custom_base.setRange(0, 99)
        self.custom_base.setValue(1)
        self.custom_base.setAccessibleName(self.tr("Base value"))
        custom.addRow(self.tr("&Name:"), self.custom_name)
        custom.addRow(self.tr("&Base:"), self.custom_base)
        layout.addLayout(custom)

        self.error = QLabel(self)
        self.error.setObjectName("addSkillError")
        self.error.setWordWrap(True)
        self.error.setPalette(_error_palette(self.error))
        self.error.hide()
        layout.addWidget(self.error)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Add"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.skill.currentIndexChanged.connect(self._fill_specialisations)
        self.specialised_choice.toggled.connect(self._update)
        self.specialisation.editTextChanged.connect(self._update)
        self.custom_name.textChanged.connect(self._update)
        self._fill_specialisations()
        self._update()
        self.setMinimumWidth(380)

    def _fill_specialisations(self) -> None:
        sdef = self._specialised[self.skill.currentIndex()] if self._specialised else None
        text = self.specialisation.currentText()
        self.specialisation.clear()
        if sdef is not None:
            names = list(dict.fromkeys([*sdef.default_specialisations, *sdef.specialisations]))
            self.specialisation.addItems([terms.specialisation(sdef.name, n) for n in names])
        self.specialisation.setCurrentText(text)

    def _update(self) -> None:
        specialised = self.specialised_choice.isChecked()
        for widget in (self.skill, self.specialisation):
            widget.setEnabled(specialised)
        for widget in (self.custom_name, self.custom_base):
            widget.setEnabled(not specialised)
        if specialised:
            ready = bool(self.specialisation.currentText().strip())
        else:
            ready = bool(self.custom_name.text().strip())
        self.ok_button.setEnabled(ready)

    def choice(self) -> tuple[str, str, int | None]:
        """``(name, specialisation, custom_base)`` as chosen."""
        if self.specialised_choice.isChecked():
            # A specialisation typed or picked in the language in use is stored in English.
            name = str(self.skill.currentData())
            return name, terms.english_specialisation(name, self.specialisation.currentText()), None
        return self.custom_name.text().strip(), "", self.custom_base.value()

    def accept(self) -> None:
        try:
            self._apply(*self.choice())
        except EditError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return
        super().accept()


class CoC7SheetView(QWidget, SheetViewMixin):
    """A Call of Cthulhu 7e sheet: identity, characteristics, pools, skills, weapons, backstory,
    possessions and fellow investigators, with a live rule-check panel.

    Args:
        doc: the document shown and edited.
        controller: makes the rolls of the roll buttons (cards go to its log).
        parent: the parent widget.
    """

    def __init__(self, doc: SheetDocument, controller: RollController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CoC7SheetView")
        self._doc = doc
        self._controller = controller
        self._fields: dict[str, QWidget] = {}
        self._tab_chain: list[QWidget] = []
        self._shown_era: str | None = None
        self._occupation_names: tuple[Any, ...] = ()
        self._wide: bool | str | None = None
        self._columns: list[QWidget] = []

        self.skills_model = CoC7SkillsModel(doc, self)
        self.skills_proxy = CoC7SkillsFilterModel(self)
        self.skills_proxy.setSourceModel(self.skills_model)
        self.weapons_model = CoC7WeaponsModel(doc, self)
        self.fellows_model = CoC7FellowsModel(doc, self)

        self.content = QWidget()
        self.content.setObjectName("sheetContent")
        self._grid = QGridLayout(self.content)
        self._grid.setContentsMargins(8, 8, 8, 8)
        self._grid.setHorizontalSpacing(10)
        self._grid.setVerticalSpacing(10)

        self.identity_box = self._build_identity()
        self.characteristics_box = self._build_characteristics()
        self.status_box = self._build_status()
        self.skills_box = self._build_skills()
        self.weapons_box = self._build_weapons()
        self.backstory_box = self._build_backstory()
        self.possessions_box = self._build_possessions()
        self.fellows_box = self._build_fellows()
        self.notes_box = self._build_notes()

        self.scroll = sheet_scroll_area(self, self.content)

        self.message = QLabel(self)
        self.message.setObjectName("editMessage")
        self.message.setWordWrap(True)
        self.message.setPalette(_error_palette(self.message))
        self.message.hide()

        self.violations = ViolationsPanel(doc, self.focus_field, self)
        self._tab_chain.append(self.violations.list)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.message)
        # The user sets how much room the rule checks take (remembered by ``use_settings``).
        self.splitter = sheet_splitter(self, self.scroll, self.violations, "coc7")
        layout.addWidget(self.splitter, 1)

        self._arrange(wide=False)
        doc.changed.connect(self._refresh)
        self._refresh()

    # ------------------------------------------------------------------ helpers

    def _bound_line(self, path: str, name: str, max_length: int = 200) -> BoundLineEdit:
        edit = BoundLineEdit(self._doc, path, self.tr("Change {0}").format(name), max_length, self)
        return self._field(path, name, edit)

    def _bound_spin(
        self,
        path: str,
        name: str,
        minimum: int,
        maximum: int,
        read: Callable[[], int] | None = None,
    ) -> BoundSpinBox:
        spin = BoundSpinBox(self._doc, path, minimum, maximum, read, self.tr("Change {0}").format(name), self)
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        return self._field(path, name, spin)

    def _bound_text(self, path: str, name: str) -> BoundTextEdit:
        edit = BoundTextEdit(self._doc, path, self.tr("Change {0}").format(name), self)
        return self._field(path, name, edit)

    @staticmethod
    def _caption(text: str, parent: QWidget, buddy: QWidget | None = None) -> QLabel:
        label = QLabel(text, parent)
        if buddy is not None:
            label.setBuddy(buddy)
        return label

    def _roll_button(self, kind: str, target: Any = None) -> RollButton:
        return make_coc_roll_button(self._controller, self._doc, kind, target, self)

    def _roll_cell(self, kind: str, target: Any, with_options: bool) -> None:
        """Roll from a table's painted button, with the same behaviour as a real roll button."""
        button = self._roll_button(kind, target)
        button.hide()
        try:
            if with_options:
                button.roll_with_options()
            else:
                button.roll_now()
        finally:
            button.deleteLater()

    # ------------------------------------------------------------------ sections

    def _build_identity(self) -> QGroupBox:
        box = QGroupBox(self.tr("Investigator"), self.content)
        box.setObjectName("identityBox")
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(8)

        self.name_edit = self._bound_line("name", self.tr("Name"))
        self.player_edit = self._bound_line("player", self.tr("Player"))
        self.occupation_combo = QComboBox(box)
        self.occupation_combo.setObjectName("occupationCombo")
        self.occupation_combo.setAccessibleName(self.tr("Occupation"))
        self.occupation_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.occupation_combo.setMinimumContentsLength(14)
        self.occupation_combo.activated.connect(self._occupation_chosen)
        self._register("sheet.occupation", self.occupation_combo)
        self._register("sheet.occupation.name", self.occupation_combo)
        self.occupation_choices_button = QPushButton(self.tr("Cho&ices…"), box)
        self.occupation_choices_button.setObjectName("occupationChoices")
        self.occupation_choices_button.setAccessibleName(self.tr("Occupation choices"))
        self.occupation_choices_button.setToolTip(
            self.tr("Choose what the occupation leaves to you: skills, specialisations and the points formula")
        )
        self.occupation_choices_button.clicked.connect(self.open_occupation_choices)
        # Violations about the picks, specialisations and formula lead to the button.
        for path in ("picks", "specialisations", "formula_pick"):
            self._register(f"sheet.occupation.{path}", self.occupation_choices_button)
        self.age_spin = self._bound_spin("sheet.age", self.tr("Age"), 0, 200)
        self.pronouns_edit = self._bound_line("sheet.pronouns", self.tr("Pronouns"))
        self.residence_edit = self._bound_line("sheet.residence", self.tr("Residence"))
        self.birthplace_edit = self._bound_line("sheet.birthplace", self.tr("Birthplace"))
        self.era_combo = QComboBox(box)
        self.era_combo.setObjectName("eraCombo")
        self.era_combo.setAccessibleName(self.tr("Era"))
        self.era_combo.addItem(self.tr("1920s (classic)"), "1920s")
        self.era_combo.addItem(self.tr("Modern"), "modern")
        self.era_combo.activated.connect(self._era_chosen)
        self._register("sheet.era", self.era_combo)

        rows = (
            (self.tr("Na&me:"), self.name_edit),
            (self.tr("&Player:"), self.player_edit),
            (self.tr("&Occupation:"), self.occupation_combo),
            (self.tr("&Age:"), self.age_spin),
            (self.tr("Pro&nouns:"), self.pronouns_edit),
            (self.tr("Resi&dence:"), self.residence_edit),
            (self.tr("&Birthplace:"), self.birthplace_edit),
            (self.tr("&Era:"), self.era_combo),
        )
        for row, (text, widget) in enumerate(rows):
            grid.addWidget(self._caption(text, box, widget), row, 0)
            if widget is self.occupation_combo:
                occupation = QHBoxLayout()
                occupation.setSpacing(4)
                occupation.addWidget(widget, 1)
                occupation.addWidget(self.occupation_choices_button)
                grid.addLayout(occupation, row, 1)
            else:
                grid.addWidget(widget, row, 1)
        self.age_spin.setMaximumWidth(90)
        self.occupation_info = QLabel(box)
        self.occupation_info.setObjectName("occupationInfo")
        self.occupation_info.setWordWrap(True)
        self.occupation_info.setTextFormat(Qt.TextFormat.PlainText)
        grid.addWidget(self.occupation_info, len(rows), 0, 1, 3)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(rows) + 1, 1)

        self.portrait = PortraitWidget(box)
        self.portrait.setObjectName("portrait")
        self.portrait.portraitChosen.connect(self._set_portrait)
        self.portrait.removeRequested.connect(self.remove_portrait)
        self.portrait.failed.connect(self._show_error)
        grid.addWidget(self.portrait, 0, 2, len(rows), 1, Qt.AlignmentFlag.AlignTop)
        self._register("portrait", self.portrait)

        self._chain(
            self.name_edit, self.player_edit, self.occupation_combo, self.occupation_choices_button,
            self.age_spin,
            self.pronouns_edit, self.residence_edit, self.birthplace_edit, self.era_combo,
            self.portrait.choose_button, self.portrait.remove_button,
        )
        return box

    def _build_characteristics(self) -> QGroupBox:
        box = QGroupBox(self.tr("Characteristics"), self.content)
        box.setObjectName("characteristicsBox")
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(4)
        self.characteristic_spins: dict[str, BoundSpinBox] = {}
        self.characteristic_rolls: dict[str, RollButton] = {}
        self.half_labels: dict[str, QLabel] = {}
        self.fifth_labels: dict[str, QLabel] = {}
        big = QFont(self.font())
        big.setBold(True)
        self._characteristics_grid = grid
        #: name → (caption, value, roll button, half/fifth), placed by _place_characteristics.
        self._characteristic_cells: dict[str, tuple[QWidget, ...]] = {}
        self._characteristics_per_row = 0
        for name in CHARACTERISTICS:
            shown = terms.characteristic_abbr("coc7", name)
            spin = self._bound_spin(f"sheet.characteristics.{name}", shown, 0, 999)
            spin.setObjectName(f"spin{name}")
            spin.setFixedWidth(spin.fontMetrics().horizontalAdvance("999") + 34)
            caption = self._caption(shown, box, spin)
            caption.setFont(big)
            caption.setObjectName(f"caption{name}")
            caption.setToolTip(terms.characteristic_name("coc7", name))
            half = QLabel(box)
            half.setObjectName(f"half{name}")
            half.setToolTip(self.tr("Half: a hard success"))
            fifth = QLabel(box)
            fifth.setObjectName(f"fifth{name}")
            fifth.setToolTip(self.tr("Fifth: an extreme success"))
            roll = self._roll_button("characteristic", name)
            roll.setObjectName(f"roll{name}")
            small_box = QWidget(box)
            small = QVBoxLayout(small_box)
            small.setContentsMargins(0, 0, 0, 0)
            small.setSpacing(0)
            small.addWidget(half)
            small.addWidget(fifth)
            self._characteristic_cells[name] = (caption, spin, roll, small_box)
            self.characteristic_spins[name] = spin
            self.characteristic_rolls[name] = roll
            self.half_labels[name] = half
            self.fifth_labels[name] = fifth
            self._chain(spin, roll)
        self._register("sheet.characteristics", self.characteristic_spins["STR"])
        self._register("sheet.creation", self.characteristic_spins["STR"])
        for name in CHARACTERISTICS:
            self._register(f"sheet.creation.base.{name}", self.characteristic_spins[name])
            self._register(f"sheet.creation.age_deductions.{name}", self.characteristic_spins[name])
        self._register("sheet.creation.edu_checks", self.characteristic_spins["EDU"])
        self._register("sheet.creation.luck_rolls", self.characteristic_spins["STR"])

        rolls = QHBoxLayout()
        rolls.setSpacing(4)
        self.idea_roll = self._roll_button("idea")
        self.idea_roll.setObjectName("rollIdea")
        self.know_roll = self._roll_button("know")
        self.know_roll.setObjectName("rollKnow")
        self.idea_label = QLabel(box)
        self.know_label = QLabel(box)
        rolls.addWidget(self.idea_label)
        rolls.addWidget(self.idea_roll)
        rolls.addSpacing(16)
        rolls.addWidget(self.know_label)
        rolls.addWidget(self.know_roll)
        rolls.addStretch(1)
        self._idea_know_row = QWidget(box)
        self._idea_know_row.setLayout(rolls)
        rolls.setContentsMargins(0, 0, 0, 0)
        self._place_characteristics(2)
        self._chain(self.idea_roll, self.know_roll)
        return box

    def _build_status(self) -> QGroupBox:
        box = QGroupBox(self.tr("Hit points, magic points, sanity and luck"), self.content)
        box.setObjectName("statusBox")
        layout = QVBoxLayout(box)
        pools = QGridLayout()
        pools.setHorizontalSpacing(6)
        pools.setVerticalSpacing(4)
        self._pool_count = 0

        def pool(title: str, spin: BoundSpinBox, info: QLabel, roll: RollButton | None = None) -> None:
            caption = self._caption(title, box, spin)
            bold = QFont(caption.font())
            bold.setBold(True)
            caption.setFont(bold)
            spin.setFixedWidth(spin.fontMetrics().horizontalAdvance("9999") + 36)
            row, half = divmod(self._pool_count, 2)
            column = half * 5
            self._pool_count += 1
            pools.addWidget(caption, row, column)
            pools.addWidget(spin, row, column + 1)
            pools.addWidget(info, row, column + 2)
            if roll is not None:
                pools.addWidget(roll, row, column + 3)

        self.hp_spin = self._bound_spin("sheet.hp", self.tr("Current hit points"), 0, 999, lambda: self._doc.derived.hp)
        self.hp_spin.setObjectName("spinHP")
        self.hp_max = QLabel(box)
        self.hp_max.setObjectName("hpMax")
        self.mp_spin = self._bound_spin("sheet.mp", self.tr("Current magic points"), 0, 999, lambda: self._doc.derived.mp)
        self.mp_spin.setObjectName("spinMP")
        self.mp_max = QLabel(box)
        self.mp_max.setObjectName("mpMax")
        self.san_spin = self._bound_spin("sheet.san", self.tr("Current sanity"), 0, 99, lambda: self._doc.derived.san)
        self.san_spin.setObjectName("spinSAN")
        self.san_info = QLabel(box)
        self.san_info.setObjectName("sanInfo")
        self.san_roll = self._roll_button("san", None)
        self.san_roll.setObjectName("rollSAN")
        self.luck_spin = self._bound_spin("sheet.luck", self.tr("Luck"), 0, 99)
        self.luck_spin.setObjectName("spinLuck")
        self.luck_info = QLabel(self.tr("of 99"), box)
        self.luck_roll = self._roll_button("luck")
        self.luck_roll.setObjectName("rollLuck")
        pool(self.tr("HP"), self.hp_spin, self.hp_max)
        pool(self.tr("MP"), self.mp_spin, self.mp_max)
        pool(self.tr("SAN"), self.san_spin, self.san_info, self.san_roll)
        pool(self.tr("Luck"), self.luck_spin, self.luck_info, self.luck_roll)
        pools.setColumnMinimumWidth(4, 24)
        pools.setColumnStretch(9, 1)
        layout.addLayout(pools)
        self.hp_spin.setToolTip(self.tr("Current hit points"))
        self.mp_spin.setToolTip(self.tr("Current magic points"))
        self.san_spin.setToolTip(self.tr("Current sanity points"))

        conditions = QGridLayout()
        conditions.setHorizontalSpacing(14)
        names = {
            "major_wound": self.tr("Major wound"),
            "unconscious": self.tr("Unconscious"),
            "dying": self.tr("Dying"),
            "dead": self.tr("Dead"),
            "temporary_insanity": self.tr("Temporary insanity"),
            "indefinite_insanity": self.tr("Indefinite insanity"),
            "permanent_insanity": self.tr("Permanent insanity"),
        }
        self.condition_boxes: dict[str, BoundCheckBox] = {}
        for i, key in enumerate(_CONDITIONS):
            path = f"sheet.conditions.{key}"
            check = BoundCheckBox(self._doc, path, names[key], self.tr("Mark {0}").format(names[key]), box)
            check.setObjectName(f"condition_{key}")
            check.setAccessibleName(names[key])
            check.editFailed.connect(self._show_error)
            self._register(path, check)
            self.condition_boxes[key] = check
            conditions.addWidget(check, i // 3, i % 3)
        layout.addLayout(conditions)

        combat = QHBoxLayout()
        combat.setSpacing(18)
        self.mov_label = QLabel(box)
        self.mov_label.setObjectName("movLabel")
        self.build_label = QLabel(box)
        self.build_label.setObjectName("buildLabel")
        self.db_label = QLabel(box)
        self.db_label.setObjectName("dbLabel")
        self.dodge_label = QLabel(box)
        self.dodge_label.setObjectName("dodgeLabel")
        self.dodge_roll = self._roll_button("skill", "Dodge")
        self.dodge_roll.setObjectName("rollDodge")
        for label in (self.mov_label, self.build_label, self.db_label, self.dodge_label):
            label.setTextFormat(Qt.TextFormat.RichText)
        combat.addWidget(self.mov_label)
        combat.addWidget(self.build_label)
        combat.addWidget(self.db_label)
        dodge = QHBoxLayout()
        dodge.setSpacing(2)
        dodge.addWidget(self.dodge_label)
        dodge.addWidget(self.dodge_roll)
        combat.addLayout(dodge)
        combat.addStretch(1)
        layout.addLayout(combat)

        self._register("sheet.hp", self.hp_spin)
        self._register("sheet.mp", self.mp_spin)
        self._register("sheet.san", self.san_spin)
        self._register("sheet.luck", self.luck_spin)
        self._chain(
            self.hp_spin, self.mp_spin, self.san_spin, self.san_roll, self.luck_spin, self.luck_roll,
            *self.condition_boxes.values(), self.dodge_roll,
        )
        return box

    def _build_skills(self) -> QGroupBox:
        box = QGroupBox(self.tr("Skills"), self.content)
        box.setObjectName("skillsBox")
        layout = QVBoxLayout(box)
        tools = QHBoxLayout()
        self.skill_filter = QLineEdit(box)
        self.skill_filter.setObjectName("skillFilter")
        self.skill_filter.setPlaceholderText(self.tr("Filter skills…"))
        self.skill_filter.setClearButtonEnabled(True)
        self.skill_filter.setAccessibleName(self.tr("Filter skills"))
        self.skill_filter.textChanged.connect(self.skills_proxy.setFilterFixedString)
        self.show_uncommon = TickBox(self.tr("Show &uncommon skills"), box)
        self.show_uncommon.setObjectName("showUncommon")
        self.show_uncommon.setAccessibleName(self.tr("Show uncommon skills"))
        self.show_uncommon.toggled.connect(self.skills_proxy.set_show_uncommon)
        self.add_skill_button = QPushButton(self.tr("Add skill…"), box)
        self.add_skill_button.setObjectName("addSkill")
        self.add_skill_button.setAccessibleName(self.tr("Add a skill"))
        self.add_skill_button.setToolTip(self.tr("Add a specialisation (Science, Language…) or a custom skill"))
        self.add_skill_button.clicked.connect(self.open_add_skill)
        self.remove_skill_button = QPushButton(self.tr("Remove skill"), box)
        self.remove_skill_button.setObjectName("removeSkill")
        self.remove_skill_button.setAccessibleName(self.tr("Remove the selected skill"))
        self.remove_skill_button.setToolTip(self.tr("Remove the selected specialisation or custom skill"))
        self.remove_skill_button.clicked.connect(self.remove_selected_skill)
        tools.addWidget(self.skill_filter, 1)
        tools.addWidget(self.show_uncommon)
        tools.addWidget(self.add_skill_button)
        tools.addWidget(self.remove_skill_button)
        layout.addLayout(tools)

        budgets = QHBoxLayout()
        self.occupation_budget = QLabel(box)
        self.occupation_budget.setObjectName("occupationBudget")
        self.personal_budget = QLabel(box)
        self.personal_budget.setObjectName("personalBudget")
        for label in (self.occupation_budget, self.personal_budget):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
        budgets.addWidget(self.occupation_budget, 1)
        budgets.addWidget(self.personal_budget, 1)
        layout.addLayout(budgets)

        self.skills_error = QLabel(box)
        self.skills_error.setObjectName("skillsError")
        self.skills_error.setWordWrap(True)
        self.skills_error.setPalette(_error_palette(self.skills_error))
        self.skills_error.hide()
        layout.addWidget(self.skills_error)
        self.skills_model.editFailed.connect(lambda m: self._table_error(self.skills_error, m))

        # The skills show two-up on a narrow sheet (like the printed sheet's columns) and as
        # one list on a wide one: two tables over two slices of the same sorted, filtered list.
        tables = QHBoxLayout()
        tables.setSpacing(8)
        self.skills_slices: list[RowSliceProxyModel] = []
        self.skills_tables: list[FullHeightTableView] = []
        for part in range(2):
            slice_model = RowSliceProxyModel(part, 2, self)
            slice_model.setSourceModel(self.skills_proxy)
            table = self._skills_table(box, slice_model, part)
            tables.addWidget(table, 1, Qt.AlignmentFlag.AlignTop)
            self.skills_slices.append(slice_model)
            self.skills_tables.append(table)
        self.skills_table = self.skills_tables[0]
        self.skills_proxy.layoutChanged.connect(self._sync_sort_indicators)
        self.skills_proxy.sort(SkillColumn.NAME, Qt.SortOrder.AscendingOrder)
        layout.addLayout(tables)
        self._register("sheet.skills", self.skills_table)
        self._chain(
            self.skill_filter, self.show_uncommon, self.add_skill_button, self.remove_skill_button,
            *self.skills_tables,
        )
        return box

    def _skills_table(self, box: QWidget, model: RowSliceProxyModel, part: int) -> FullHeightTableView:
        table = FullHeightTableView(parent=box)
        table.setObjectName(f"skillsTable{part}")
        table.setAccessibleName(self.tr("Skills") if part == 0 else self.tr("Skills, continued"))
        table.setModel(model)
        table.setSortingEnabled(True)
        for column in (SkillColumn.OCCUPATION, SkillColumn.PERSONAL, SkillColumn.EXPERIENCE):
            table.setItemDelegateForColumn(column, PointsDelegate(parent=table))
        table.setItemDelegateForColumn(SkillColumn.TICK, TickDelegate(table))
        roll = RollCellDelegate(parent=table)
        roll.rollRequested.connect(self._skill_roll_requested)
        table.set_roll_delegate(SkillColumn.ROLL, roll)
        header = table.horizontalHeader()
        header.setHighlightSections(False)
        header.setSortIndicatorShown(True)
        metrics = table.fontMetrics()
        number = max(metrics.horizontalAdvance(self.tr("Value")), metrics.horizontalAdvance("999")) + 16
        for column in SkillColumn:
            mode = QHeaderView.ResizeMode.Stretch if column == SkillColumn.NAME else QHeaderView.ResizeMode.Fixed
            header.setSectionResizeMode(column, mode)
            if column != SkillColumn.NAME:
                header.resizeSection(column, number)
        header.resizeSection(SkillColumn.TICK, metrics.horizontalAdvance("✓") + 26)
        header.resizeSection(SkillColumn.ROLL, 44)
        name_width = metrics.horizontalAdvance("Firearms (Rifle/Shotgun)") + 16
        table.setMinimumWidth(name_width + 7 * number + metrics.horizontalAdvance("✓") + 26 + 44 + 4)
        table.selectionModel().currentRowChanged.connect(self._update_skill_buttons)
        table.selectionModel().currentRowChanged.connect(
            lambda current, previous, t=table: self._skill_row_selected(t, current)
        )
        return table

    def _keep_weapon_column_readable(self, column: int, old: int, new: int) -> None:
        """A weapon column dragged narrower than its header springs back to the header's width."""
        minimum = self.weapon_minimum_widths.get(column, 0)
        if new < minimum and column != WeaponColumn.NAME:
            self.weapons_table.horizontalHeader().resizeSection(column, minimum)

    def _sync_sort_indicators(self, *args: Any) -> None:
        column, order = self.skills_proxy.sortColumn(), self.skills_proxy.sortOrder()
        for table in self.skills_tables:
            header = table.horizontalHeader()
            if header.sortIndicatorSection() != column or header.sortIndicatorOrder() != order:
                blocked = header.blockSignals(True)
                header.setSortIndicator(column, order)
                header.blockSignals(blocked)

    def _skill_row_selected(self, table: FullHeightTableView, current: QModelIndex) -> None:
        # One selection across the two halves.
        if not current.isValid():
            return
        for other in self.skills_tables:
            if other is not table and other.selectionModel().hasSelection():
                other.selectionModel().clear()

    def _build_weapons(self) -> QGroupBox:
        box = QGroupBox(self.tr("Weapons and combat"), self.content)
        box.setObjectName("weaponsBox")
        layout = QVBoxLayout(box)
        table = FullHeightTableView(minimum_rows=2, parent=box)
        table.setObjectName("weaponsTable")
        table.setAccessibleName(self.tr("Weapons"))
        table.setModel(self.weapons_model)
        attack = RollCellDelegate(parent=table)
        attack.rollRequested.connect(self._attack_requested)
        table.set_roll_delegate(WeaponColumn.ATTACK, attack)
        damage = RollCellDelegate(parent=table)
        damage.rollRequested.connect(self._damage_requested)
        table.set_roll_delegate(WeaponColumn.DAMAGE_ROLL, damage)
        table.setItemDelegateForColumn(WeaponColumn.IMPALING, TickDelegate(table))
        table.setItemDelegateForColumn(
            WeaponColumn.SKILL,
            _SkillComboDelegate(lambda: [line.label for line in self._doc.derived.skills], table),
        )
        header = table.horizontalHeader()
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        metrics = table.fontMetrics()
        # Every column starts wide enough for its header and a typical value, and can be made
        # wider by dragging; none can be made narrower than its header. The weapon's name takes
        # what is left.
        contents = {
            WeaponColumn.NAME: "Walking stick",
            WeaponColumn.SKILL: "Fighting (Brawl)",
            WeaponColumn.DAMAGE: "1D6+1D4+DB",
            WeaponColumn.RANGE: "100 yds",
            WeaponColumn.AMMO: "99",
            WeaponColumn.MALFUNCTION: "100",
            WeaponColumn.REGULAR: "99",
            WeaponColumn.HARD: "99",
            WeaponColumn.EXTREME: "99",
        }
        self.weapon_minimum_widths: dict[int, int] = {}
        for column in WeaponColumn:
            title = str(self.weapons_model.headerData(column, Qt.Orientation.Horizontal) or "")
            minimum = metrics.horizontalAdvance(title) + _HEADER_PADDING
            if column in (WeaponColumn.ATTACK, WeaponColumn.DAMAGE_ROLL):
                minimum = max(minimum, 40)  # the painted roll button
            self.weapon_minimum_widths[column] = minimum
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, max(minimum, metrics.horizontalAdvance(contents.get(column, "")) + 16))
        header.setSectionResizeMode(WeaponColumn.NAME, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(min(self.weapon_minimum_widths.values()))
        header.sectionResized.connect(self._keep_weapon_column_readable)
        self.weapons_table = table
        layout.addWidget(table)

        self.weapons_error = QLabel(box)
        self.weapons_error.setObjectName("weaponsError")
        self.weapons_error.setWordWrap(True)
        self.weapons_error.setPalette(_error_palette(self.weapons_error))
        self.weapons_error.hide()
        layout.addWidget(self.weapons_error)
        self.weapons_model.editFailed.connect(lambda m: self._table_error(self.weapons_error, m))

        # Common weapons of the sheet's era (the data's list, user files included).
        listed = QHBoxLayout()
        self.weapon_pick = QComboBox(box)
        self.weapon_pick.setObjectName("weaponPick")
        self.weapon_pick.setAccessibleName(self.tr("Common weapons of the era"))
        self.weapon_pick.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.weapon_pick.setMinimumContentsLength(14)
        self.add_listed_weapon_button = QPushButton(self.tr("Add from list"), box)
        self.add_listed_weapon_button.setObjectName("addListedWeapon")
        self.add_listed_weapon_button.setAccessibleName(self.tr("Add the weapon chosen in the list"))
        self.add_listed_weapon_button.clicked.connect(self.add_listed_weapon)
        self._weapon_pick_era = ""
        listed.addWidget(self._caption(self.tr("Common &weapons:"), box, self.weapon_pick))
        listed.addWidget(self.weapon_pick, 1)
        listed.addWidget(self.add_listed_weapon_button)
        layout.addLayout(listed)

        buttons = QHBoxLayout()
        self.add_weapon_button = QPushButton(self.tr("Add weapon"), box)
        self.add_weapon_button.setObjectName("addWeapon")
        self.add_weapon_button.setAccessibleName(self.tr("Add a weapon"))
        self.add_weapon_button.clicked.connect(self.add_weapon)
        self.remove_weapon_button = QPushButton(self.tr("Remove weapon"), box)
        self.remove_weapon_button.setObjectName("removeWeapon")
        self.remove_weapon_button.setAccessibleName(self.tr("Remove the selected weapon"))
        self.remove_weapon_button.clicked.connect(self.remove_selected_weapon)
        self.armour_edit = self._bound_line("sheet.armour", self.tr("Armour"))
        self.armour_edit.setPlaceholderText(self.tr("e.g. heavy leather jacket (1 point)"))
        buttons.addWidget(self.add_weapon_button)
        buttons.addWidget(self.remove_weapon_button)
        buttons.addSpacing(20)
        buttons.addWidget(self._caption(self.tr("A&rmour:"), box, self.armour_edit))
        buttons.addWidget(self.armour_edit, 1)
        layout.addLayout(buttons)
        self._register("sheet.weapons", table)
        self._chain(
            table, self.weapon_pick, self.add_listed_weapon_button, self.add_weapon_button,
            self.remove_weapon_button, self.armour_edit,
        )
        return box

    def _refresh_weapon_pick(self, era: str) -> None:
        """Offer the era's common weapons, grouped by category."""
        if era == self._weapon_pick_era:
            return
        self._weapon_pick_era = era
        choices: list[WeaponChoice | None] = []
        category = None
        for weapon in coc7_data.load().weapons_for(era):
            if category is not None and weapon.category != category:
                choices.append(None)
            category = weapon.category
            tip = self.tr("{0}; damage {1}; range {2}").format(
                terms.skill_label("coc7", weapon.skill), weapon.damage, weapon.range or "—"
            )
            choices.append((f"{weapon_display_name(weapon.name)} — {weapon.damage}", weapon.key, tip))
        fill_weapon_combo(self.weapon_pick, choices)
        self.add_listed_weapon_button.setEnabled(self.weapon_pick.count() > 0)

    def _build_backstory(self) -> QGroupBox:
        box = QGroupBox(self.tr("Backstory"), self.content)
        box.setObjectName("backstoryBox")
        grid = QGridLayout(box)
        grid.setVerticalSpacing(2)
        names = backstory_titles()
        self.backstory_edits: dict[str, BoundTextEdit] = {}
        for i, key in enumerate(_BACKSTORY):
            row, column = divmod(i, 2)
            edit = self._bound_text(f"sheet.backstory.{key}", names[key])
            edit.setObjectName(f"backstory_{key}")
            caption = self._caption(names[key] + ":", box, edit)
            grid.addWidget(caption, row * 2, column)
            grid.addWidget(edit, row * 2 + 1, column)
            self.backstory_edits[key] = edit
        self._chain(*self.backstory_edits.values())
        return box

    def _build_possessions(self) -> QGroupBox:
        box = QGroupBox(self.tr("Gear, cash and assets"), self.content)
        box.setObjectName("possessionsBox")
        grid = QGridLayout(box)
        self.gear_edit = self._bound_text("sheet.gear", self.tr("Gear and possessions"))
        self.gear_edit.setObjectName("gearEdit")
        self.cash_edit = self._bound_line("sheet.cash", self.tr("Cash"))
        self.cash_edit.setObjectName("cashEdit")
        self.assets_edit = self._bound_text("sheet.assets", self.tr("Assets"))
        self.assets_edit.setObjectName("assetsEdit")
        self.credit_info = QLabel(box)
        self.credit_info.setObjectName("creditInfo")
        self.credit_info.setWordWrap(True)
        self.credit_info.setTextFormat(Qt.TextFormat.RichText)
        grid.addWidget(self._caption(self.tr("&Gear and possessions:"), box, self.gear_edit), 0, 0, 1, 2)
        grid.addWidget(self.gear_edit, 1, 0, 1, 2)
        grid.addWidget(self.credit_info, 2, 0, 1, 2)
        grid.addWidget(self._caption(self.tr("&Cash:"), box, self.cash_edit), 3, 0)
        grid.addWidget(self.cash_edit, 3, 1)
        grid.addWidget(self._caption(self.tr("A&ssets:"), box, self.assets_edit), 4, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.assets_edit, 4, 1)
        grid.setColumnStretch(1, 1)
        self._chain(self.gear_edit, self.cash_edit, self.assets_edit)
        return box

    def _build_fellows(self) -> QGroupBox:
        box = QGroupBox(self.tr("Fellow investigators"), self.content)
        box.setObjectName("fellowsBox")
        layout = QVBoxLayout(box)
        table = FullHeightTableView(minimum_rows=2, parent=box)
        table.setObjectName("fellowsTable")
        table.setAccessibleName(self.tr("Fellow investigators"))
        table.setModel(self.fellows_model)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.fellows_table = table
        layout.addWidget(table)
        self.fellows_error = QLabel(box)
        self.fellows_error.setWordWrap(True)
        self.fellows_error.setPalette(_error_palette(self.fellows_error))
        self.fellows_error.hide()
        layout.addWidget(self.fellows_error)
        self.fellows_model.editFailed.connect(lambda m: self._table_error(self.fellows_error, m))
        buttons = QHBoxLayout()
        self.add_fellow_button = QPushButton(self.tr("Add investigator"), box)
        self.add_fellow_button.setAccessibleName(self.tr("Add a fellow investigator"))
        self.add_fellow_button.clicked.connect(self.add_fellow)
        self.remove_fellow_button = QPushButton(self.tr("Remove investigator"), box)
        self.remove_fellow_button.setAccessibleName(self.tr("Remove the selected fellow investigator"))
        self.remove_fellow_button.clicked.connect(self.remove_selected_fellow)
        buttons.addWidget(self.add_fellow_button)
        buttons.addWidget(self.remove_fellow_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self._register("sheet.fellow_investigators", table)
        self._chain(table, self.add_fellow_button, self.remove_fellow_button)
        return box

    def _build_notes(self) -> QGroupBox:
        box = QGroupBox(self.tr("Notes"), self.content)
        box.setObjectName("notesBox")
        layout = QVBoxLayout(box)
        self.notes_edit = self._bound_text("notes", self.tr("Notes"))
        self.notes_edit.setObjectName("notesEdit")
        layout.addWidget(self.notes_edit)
        self._chain(self.notes_edit)
        return box

    # ------------------------------------------------------------------ layout

    def _arrange(self, wide: bool | str) -> None:
        """Lay the sections out in one flow, or in two independent columns on a wide view.

        ``wide`` is True (two columns), False (one flow, identity beside characteristics) or
        ``"stacked"`` (one flow, every section full width, for narrow views).
        """
        if wide == self._wide:
            return
        self._wide = wide
        grid = self._grid
        boxes = (
            self.identity_box, self.characteristics_box, self.status_box, self.skills_box,
            self.weapons_box, self.backstory_box, self.possessions_box, self.fellows_box, self.notes_box,
        )
        for box in boxes:
            box.setParent(None)
        for column in self._columns:
            column.setParent(None)
            column.deleteLater()
        self._columns = []
        for row in range(grid.rowCount()):
            grid.setRowStretch(row, 0)
        top = Qt.AlignmentFlag.AlignTop
        if wide is True:
            # Left: who the investigator is, their state, weapons and story; right: the skills.
            # (Balanced for height: each column is about as tall as the other.)
            stacks = (
                (self.identity_box, self.characteristics_box, self.status_box, self.weapons_box,
                 self.backstory_box, self.possessions_box),
                (self.skills_box, self.fellows_box, self.notes_box),
            )
            for i, stack in enumerate(stacks):
                column = QWidget(self.content)
                column_layout = QVBoxLayout(column)
                column_layout.setContentsMargins(0, 0, 0, 0)
                column_layout.setSpacing(grid.verticalSpacing())
                for box in stack:
                    column_layout.addWidget(box)
                column_layout.addStretch(1)
                grid.addWidget(column, 0, i, top)
                column.show()
                self._columns.append(column)
            grid.setColumnStretch(0, 1)
            grid.setColumnStretch(1, 1)
            grid.setRowStretch(1, 1)
            self.skills_slices[0].set_parts(0, 1)
            self.skills_tables[1].hide()
        elif wide == "stacked":
            for row, box in enumerate(
                (self.identity_box, self.characteristics_box, self.status_box, self.skills_box,
                 self.weapons_box, self.backstory_box, self.possessions_box, self.fellows_box,
                 self.notes_box)
            ):
                grid.addWidget(box, row, 0, 1, 2)
            grid.setRowStretch(9, 1)
            grid.setColumnStretch(0, 1)
            grid.setColumnStretch(1, 1)
            # Two tables side by side need about 1,200 px: one list on a narrow view.
            self.skills_slices[0].set_parts(0, 1)
            self.skills_tables[1].hide()
        else:
            grid.addWidget(self.identity_box, 0, 0, 2, 1)
            grid.addWidget(self.characteristics_box, 0, 1)
            grid.addWidget(self.status_box, 1, 1)
            grid.addWidget(self.skills_box, 2, 0, 1, 2)
            grid.addWidget(self.weapons_box, 3, 0, 1, 2)
            grid.addWidget(self.backstory_box, 4, 0, 1, 2)
            grid.addWidget(self.possessions_box, 5, 0, 2, 1, top)
            grid.addWidget(self.fellows_box, 5, 1, top)
            grid.addWidget(self.notes_box, 6, 1, top)
            grid.setRowStretch(7, 1)
            grid.setColumnStretch(0, 2)
            grid.setColumnStretch(1, 3)
            self.skills_slices[0].set_parts(0, 2)
            self.skills_tables[1].show()
        for box in boxes:
            box.show()
        # Moving the sections between layouts reparents them: set the order of the sheet again.
        set_tab_chain(self._tab_chain)

    def _place_characteristics(self, per_row: int) -> None:
        """Four characteristics a row on a roomy view, two on a narrow one (a 1024 px screen
        with the roll log beside the sheet), so no roll button or half/fifth is cut off."""
        if per_row == self._characteristics_per_row:
            return
        self._characteristics_per_row = per_row
        grid = self._characteristics_grid
        for cells in self._characteristic_cells.values():
            for widget in cells:
                grid.removeWidget(widget)
        grid.removeWidget(self._idea_know_row)
        for i, name in enumerate(CHARACTERISTICS):
            row, column = divmod(i, per_row)
            # Aligned columns: caption, value, roll, half/fifth, then a gap to the next one.
            base = column * 5
            for offset, widget in enumerate(self._characteristic_cells[name]):
                grid.addWidget(widget, row, base + offset)
        rows = -(-len(CHARACTERISTICS) // per_row)
        grid.addWidget(self._idea_know_row, rows, 0, 1, per_row * 5)
        for column in range(grid.columnCount()):
            grid.setColumnStretch(column, 0)
            grid.setColumnMinimumWidth(column, 0)
        for column in range(per_row):
            grid.setColumnMinimumWidth(column * 5 + 3, self.fontMetrics().horizontalAdvance("½ 499") + 2)
            grid.setColumnMinimumWidth(column * 5 + 4, 10)
            grid.setColumnStretch(column * 5 + 4, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        width = event.size().width()
        self._place_characteristics(4 if width >= FOUR_CHARACTERISTICS_FROM else 2)
        if width >= TWO_COLUMNS_FROM:
            self._arrange(True)
        elif width >= SIDE_BY_SIDE_FROM:
            self._arrange(False)
        else:
            self._arrange("stacked")
        super().resizeEvent(event)

    # ------------------------------------------------------------------ refresh

    def _refresh(self) -> None:
        """Show everything derived from the document (same event-loop turn as the change)."""
        doc = self._doc
        sheet = doc.sheet
        d = doc.derived
        self.message.hide()
        for name in CHARACTERISTICS:
            value = d.characteristics[name]
            self.half_labels[name].setText(self.tr("½ {0}").format(value.half))
            self.fifth_labels[name].setText(self.tr("⅕ {0}").format(value.fifth))
            self._enable_roll(self.characteristic_rolls[name], name, value.value)
        self._enable_roll(self.idea_roll, "INT", d.characteristics["INT"].value)
        self._enable_roll(self.know_roll, "EDU", d.characteristics["EDU"].value)
        self.idea_label.setText(self.tr("Idea (INT {0})").format(d.characteristics["INT"].value))
        self.know_label.setText(self.tr("Know (EDU {0})").format(d.characteristics["EDU"].value))
        self.hp_max.setText(self.tr("of {0}").format(d.hp_max))
        self.mp_max.setText(self.tr("of {0}").format(d.mp_max))
        self.san_info.setText(self.tr("start {0}, max {1}").format(d.san_start, d.san_max))
        self.mov_label.setText(self.tr("MOV <b>{0}</b>").format(d.mov))
        self.build_label.setText(self.tr("Build <b>{0}</b>").format(d.build))
        self.db_label.setText(self.tr("Damage Bonus <b>{0}</b>").format(d.damage_bonus))
        dodge = d.skill("Dodge")
        shown = (dodge.value, dodge.half, dodge.fifth) if dodge is not None else _value_triple(d.dodge_base)
        self.dodge_label.setText(self.tr("Dodge <b>{0}</b> ({1}/{2})").format(*shown))
        self._refresh_budgets(d)
        cr = d.credit_rating
        self.credit_info.setText(
            self.tr(
                "Credit Rating <b>{0}</b> ({1}): cash {2}, assets {3}, spending level {4}"
            ).format(cr.value, terms.term("coc7", "credit_band", cr.band), cr.cash, cr.assets, cr.spending_level)
        )
        self._refresh_era(sheet.era)
        self._refresh_occupation(sheet, d)
        portrait = doc.document.portrait
        self.portrait.set_image(portrait.data if portrait is not None else None)
        self._update_skill_buttons()
        self.remove_weapon_button.setEnabled(self.weapons_model.rowCount() > 0)
        self._refresh_weapon_pick(sheet.era)
        self.remove_fellow_button.setEnabled(self.fellows_model.rowCount() > 0)
        apply_field_help(self, doc)  # tool tips explaining the values with this sheet's numbers

    def _enable_roll(self, button: RollButton, name: str, value: int) -> None:
        """A characteristic not set yet (0 on a sheet under construction) cannot be rolled."""
        unset = value <= 0
        if button.property("characteristicUnset") == unset:
            return
        button.setProperty("characteristicUnset", unset)
        button.setEnabled(not unset)
        if not unset:
            button.set_label(button.label)  # its usual tool tip
        else:
            button.setToolTip(
                self.tr("{0} is not set yet: enter it to roll.").format(terms.characteristic_abbr("coc7", name))
            )

    def _refresh_budgets(self, d: Any) -> None:
        occ, per = d.occupation_budget, d.personal_budget
        if d.occupation is None:
            occ_text = self.tr("Occupation points: choose an occupation")
        elif self._doc.sheet.creation.skill_method == "quick_start":
            occ_text = self.tr("Occupation skills: quick-start values")
        else:
            occ_text = self.tr("Occupation points ({0}): {1} of {2} spent, {3} left").format(
                d.points_formula_text, occ.spent, occ.total, occ.left
            )
        per_text = self.tr("Personal interest points: {0} of {1} spent, {2} left").format(
            per.spent, per.total, per.left
        )
        for label, text, budget in (
            (self.occupation_budget, occ_text, occ),
            (self.personal_budget, per_text, per),
        ):
            label.setText(text)
            label.setPalette(_error_palette(label) if budget.left < 0 else self.palette())

    def _refresh_era(self, era: str) -> None:
        index = self.era_combo.findData(era)
        if index != self.era_combo.currentIndex():
            blocked = self.era_combo.blockSignals(True)
            self.era_combo.setCurrentIndex(index)
            self.era_combo.blockSignals(blocked)

    def _refresh_occupation(self, sheet: Any, d: Any) -> None:
        combo = self.occupation_combo
        current = sheet.occupation.name if sheet.occupation is not None else ""
        names = tuple(o.name for o in coc7_data.load().occupations_for(sheet.era))
        known = {n.casefold() for n in names}
        extra = current if current and current.casefold() not in known else ""
        if sheet.era != self._shown_era or (names, extra) != self._occupation_names:
            self._shown_era = sheet.era
            self._occupation_names = (names, extra)
            blocked = combo.blockSignals(True)
            combo.clear()
            combo.addItem(self.tr("(none)"), "")
            for name in names:
                combo.addItem(terms.term("coc7", "occupation", name), name)
            if extra:
                if sheet.occupation.custom is not None:
                    label = self.tr("{0} (custom)")
                elif coc7_data.load().occupation(extra) is not None:
                    label = self.tr("{0} (not of this era)")
                else:
                    label = self.tr("{0} (not in the occupation list)")
                combo.addItem(label.format(extra), extra)
            combo.blockSignals(blocked)
        index = 0
        if current:
            for i in range(1, combo.count()):
                if str(combo.itemData(i)).casefold() == current.casefold():
                    index = i
                    break
        if index != combo.currentIndex():
            blocked = combo.blockSignals(True)
            combo.setCurrentIndex(index)
            combo.blockSignals(blocked)
        occ = d.occupation
        if occ is not None:
            low, high = occ.credit_rating
            self.occupation_info.setText(
                self.tr("{0}: skill points {1}; Credit Rating {2}–{3}").format(
                    terms.term("coc7", "occupation", occ.name), d.points_formula_text, low, high
                )
            )
            combo.setToolTip(terms.entry_text(occ))
        else:
            self.occupation_info.setText("")
            combo.setToolTip("")
        self.occupation_choices_button.setEnabled(occ is not None)

    # ------------------------------------------------------------------ edits

    def open_occupation_choices(self) -> OccupationChoicesDialog | None:
        """Open the occupation's choices (window-modal; returns the dialog, or None without a
        known occupation)."""
        if self._doc.derived.occupation is None:
            return None
        dialog = OccupationChoicesDialog(self._doc, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _occupation_chosen(self, index: int) -> None:
        name = str(self.occupation_combo.itemData(index) or "")
        sheet = self._doc.sheet
        current = sheet.occupation.name if sheet.occupation is not None else ""
        if name == current:
            return
        value = OccupationChoice(name=name) if name else None
        text = (
            self.tr("Set occupation to {0}").format(terms.term("coc7", "occupation", name))
            if name
            else self.tr("Clear occupation")
        )
        try:
            self._doc.set_value("sheet.occupation", value, text=text)
        except EditError as exc:
            self._show_error(str(exc))
            self._refresh()

    def _era_chosen(self, index: int) -> None:
        era = str(self.era_combo.itemData(index))
        try:
            self._doc.set_value("sheet.era", era, text=self.tr("Change era"))
        except EditError as exc:
            self._show_error(str(exc))
            self._refresh()

    def _set_portrait(self, media_type: str, data: bytes) -> None:
        try:
            portrait = Portrait(media_type=media_type, data=data)  # type: ignore[arg-type]
            self._doc.set_value("portrait", portrait, text=self.tr("Set portrait"))
        except (EditError, ValueError) as exc:
            self._show_error(str(exc))

    def remove_portrait(self) -> None:
        """Remove the portrait (one undo step)."""
        self._doc.set_value("portrait", None, text=self.tr("Remove portrait"))

    def _table_error(self, label: QLabel, message: str) -> None:
        label.setText(message)
        label.show()
        # The message stays until the next change of the document.
        self._doc.changed.connect(label.hide, Qt.ConnectionType.SingleShotConnection)

    # -- skills

    def _selected_skill_row(self) -> int:
        """The source row of the selected skill, or -1."""
        for table in self.skills_tables:
            index = table.currentIndex()
            if index.isValid() and table.selectionModel().isRowSelected(index.row(), QModelIndex()):
                return self._skill_source_index(index).row()
        return -1

    def _skill_source_index(self, index: QModelIndex) -> QModelIndex:
        model = index.model()
        if isinstance(model, RowSliceProxyModel):
            index = model.mapToSource(index)
        return self.skills_proxy.mapToSource(index)

    def _update_skill_buttons(self, *args: Any) -> None:
        self.remove_skill_button.setEnabled(self.skills_model.can_remove(self._selected_skill_row()))

    def _skill_roll_requested(self, index: QModelIndex, with_options: bool) -> None:
        label = index.data(LabelRole)
        if label:
            self._roll_cell("skill", label, with_options)

    def open_add_skill(self) -> AddSkillDialog:
        """Open the "Add skill" dialog (window-modal; returns it)."""
        dialog = AddSkillDialog(self._doc.sheet.era, self._add_skill, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _add_skill(self, name: str, specialisation: str, custom_base: int | None) -> None:
        label = self.skills_model.add_skill(name, specialisation, custom_base)
        self.focus_field(f"sheet.skills[{label}]")

    def remove_selected_skill(self) -> bool:
        """Remove the selected specialisation or custom skill (one undo step)."""
        return self.skills_model.remove_skill(self._selected_skill_row())

    # -- weapons

    def _attack_requested(self, index: QModelIndex, with_options: bool) -> None:
        weapon = self.weapons_model.weapon(index.row())
        self._roll_cell("skill", weapon.skill, with_options)

    def _damage_requested(self, index: QModelIndex, with_options: bool) -> None:
        self._roll_cell("damage", index.row(), with_options)

    def add_weapon(self) -> int:
        """Add a weapon (one undo step) and start editing its name."""
        row = self.weapons_model.add_weapon()
        index = self.weapons_model.index(row, WeaponColumn.NAME)
        self.weapons_table.setCurrentIndex(index)
        self.weapons_table.setFocus()
        self.weapons_table.edit(index)
        return row

    def add_listed_weapon(self) -> int:
        """Add the weapon chosen in the common weapons list with the data's numbers (one undo
        step) and select it; returns its row (-1 when nothing is chosen)."""
        found = coc7_data.load().weapon(self.weapon_pick.currentData() or "")
        if found is None:
            return -1
        row = self.weapons_model.append_weapon(found.to_weapon())
        self.weapons_table.setCurrentIndex(self.weapons_model.index(row, WeaponColumn.NAME))
        return row

    def remove_selected_weapon(self) -> bool:
        """Remove the selected weapon (or the last one when none is selected)."""
        index = self.weapons_table.currentIndex()
        row = index.row() if index.isValid() else self.weapons_model.rowCount() - 1
        return self.weapons_model.remove_weapon(row)

    # -- fellows

    def add_fellow(self) -> int:
        """Add a fellow investigator (one undo step) and start editing the name."""
        row = self.fellows_model.add_fellow()
        index = self.fellows_model.index(row, FellowColumn.NAME)
        self.fellows_table.setCurrentIndex(index)
        self.fellows_table.setFocus()
        self.fellows_table.edit(index)
        return row

    def remove_selected_fellow(self) -> bool:
        """Remove the selected fellow investigator (or the last one)."""
        index = self.fellows_table.currentIndex()
        row = index.row() if index.isValid() else self.fellows_model.rowCount() - 1
        return self.fellows_model.remove_fellow(row)

    # ------------------------------------------------------------------ going to a field

    def focus_field(self, path: str) -> QWidget | None:
        """Scroll to the widget of a document path and give it the focus (violations link here).

        ``sheet.skills[Spot Hidden]`` selects that skill's row (clearing the filter or showing
        uncommon skills if it is hidden); ``sheet.weapons[1]...`` selects that weapon.
        """
        if not path:
            return None
        if path.startswith("sheet.skills[") and path.endswith("]"):
            self._focus_skill(path[len("sheet.skills[") : -1])
            return self.skills_table
        if path.startswith("sheet.weapons[") and "]" in path:
            try:
                row = int(path[len("sheet.weapons[") : path.index("]")])
            except ValueError:
                row = -1
            if 0 <= row < self.weapons_model.rowCount():
                self._focus_row(self.weapons_table, self.weapons_model.index(row, WeaponColumn.NAME))
                return self.weapons_table
        widget = self.widget_for(path)
        if widget is None:
            return None
        if widget is self.occupation_choices_button and not widget.isEnabled():
            widget = self.occupation_combo  # no known occupation yet: choose one first
        self.scroll.ensureWidgetVisible(widget, 40, 60)
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        return widget

    def _focus_skill(self, label: str) -> None:
        row = self.skills_model.row_of(label)
        if row < 0:
            self.scroll.ensureWidgetVisible(self.skills_table, 40, 60)
            self.skills_table.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        source = self.skills_model.index(row, SkillColumn.NAME)
        index = self.skills_proxy.mapFromSource(source)
        if not index.isValid() and self.skill_filter.text():
            self.skill_filter.clear()
            index = self.skills_proxy.mapFromSource(source)
        if not index.isValid() and not self.show_uncommon.isChecked():
            self.show_uncommon.setChecked(True)
            index = self.skills_proxy.mapFromSource(source)
        if not index.isValid():
            return
        for table, slice_model in zip(self.skills_tables, self.skills_slices, strict=True):
            shown = slice_model.mapFromSource(index)
            if shown.isValid() and table.isVisibleTo(self):
                self._focus_row(table, shown)
                return

    # ------------------------------------------------------------------ for tests and scripts

    def visible_skill_labels(self) -> list[str]:
        """The labels of the skill rows shown, in order."""
        proxy = self.skills_proxy
        return [proxy.index(row, 0).data(LabelRole) for row in range(proxy.rowCount())]

    def skill_cell(self, label: str, column: SkillColumn) -> QModelIndex:
        """The proxy index of a skill's cell (invalid when the row is hidden)."""
        row = self.skills_model.row_of(label)
        if row < 0:
            return QModelIndex()
        return self.skills_proxy.mapFromSource(self.skills_model.index(row, column))

