"""The skills page: spend occupation and personal interest points (full method) or give the
quick-start values, with live counters read from the draft's ``derive()``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.coc7.model import skill_label
from sheetmaker.systems.coc7.rules import SkillLine, canonical_label, needs_specialisation
from sheetmaker.systems.coc7.session import SkillsAnswers
from sheetmaker.ui.theme import error_colour
from sheetmaker.ui.widgets import PointsDelegate
from sheetmaker.ui.wizards.page import StepPage

__all__ = ["SkillFilterProxy", "SkillTableModel", "SkillsPage"]

_Index = QModelIndex | QPersistentModelIndex
#: The mark in front of an occupation skill.
OCCUPATION_MARK = "● "


def _bad(label: QLabel, bad: bool) -> None:
    label.setStyleSheet(f"color: {error_colour().name()}; font-weight: bold;" if bad else "")


class SkillTableModel(QAbstractTableModel):
    """The draft's skill lines: occupation skills first, Occupation and Personal editable.

    Edits go through :meth:`CreationModel.set_skill_points`; :meth:`update` takes the new lines
    and emits ``dataChanged`` for the rows that changed (a reset only when the rows change).
    """

    SKILL, BASE, OCCUPATION, PERSONAL, VALUE, HALF_FIFTH = range(6)
    EDITABLE = (OCCUPATION, PERSONAL)

    def __init__(self, model: CreationModel, parent: Any = None) -> None:
        super().__init__(parent)
        self.creation = model
        self.lines: list[SkillLine] = []
        self._headers = (
            self.tr("Skill"), self.tr("Base"), self.tr("Occupation"), self.tr("Personal"),
            self.tr("Value"), self.tr("½ / ⅕"),
        )
        self._tips = (
            self.tr("The skill (● marks an occupation skill)"),
            self.tr("The skill's base value"),
            self.tr("Occupation points put into the skill"),
            self.tr("Personal interest points put into the skill"),
            self.tr("The skill's value"),
            self.tr("Half and fifth of the value (hard and extreme successes)"),
        )

    # Reading -------------------------------------------------------------------------------

    def update(self, lines: list[SkillLine]) -> None:
        """Show new lines: ``dataChanged`` for changed rows, a reset if the rows changed."""
        lines = sorted(lines, key=lambda line: (not line.is_occupation, _shown(line).casefold()))
        if [line.label for line in lines] != [line.label for line in self.lines] or [
            line.is_occupation for line in lines
        ] != [line.is_occupation for line in self.lines]:
            self.beginResetModel()
            self.lines = lines
            self.endResetModel()
            return
        old, self.lines = self.lines, lines
        first = last = -1
        for row, (a, b) in enumerate(zip(old, lines, strict=True)):
            if a != b:
                if first < 0:
                    first = row
                last = row
        if first >= 0:
            self.dataChanged.emit(self.index(first, 0), self.index(last, self.columnCount() - 1))

    def row_of(self, label: str) -> int:
        key = label.casefold()
        return next((i for i, line in enumerate(self.lines) if line.label.casefold() == key), -1)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt
        return 0 if parent.isValid() else len(self.lines)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 - Qt
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._headers):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tips[section]
        return None

    def _editable(self, line: SkillLine, column: int) -> bool:
        if line.no_creation_points:
            return False
        if column == self.OCCUPATION:
            return line.is_occupation
        return column == self.PERSONAL

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._editable(self.lines[index.row()], index.column()):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        line = self.lines[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if column == self.SKILL:
                if role == Qt.ItemDataRole.EditRole:
                    return line.label
                return (OCCUPATION_MARK if line.is_occupation else "") + _shown(line)
            if column == self.BASE:
                return line.base
            if column == self.OCCUPATION:
                if role == Qt.ItemDataRole.DisplayRole and not line.is_occupation and not line.occupation:
                    return "—"
                return line.occupation
            if column == self.PERSONAL:
                if role == Qt.ItemDataRole.DisplayRole and line.no_creation_points:
                    return "—"
                return line.personal
            if column == self.VALUE:
                return line.creation_value
            if column == self.HALF_FIFTH:
                value = line.creation_value
                return f"{value // 2} / {value // 5}"
        if role == Qt.ItemDataRole.FontRole and line.is_occupation and column in (self.SKILL, self.VALUE):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.SKILL:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            if column == self.VALUE and line.creation_value > 99:
                return QBrush(error_colour())
            if column in self.EDITABLE and not self._editable(line, column):
                return QBrush(QPalette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        if role == Qt.ItemDataRole.ToolTipRole:
            if line.no_creation_points:
                return self.tr(
                    "{0} cannot be raised when an investigator is made: it grows only through "
                    "encounters with the Mythos."
                ).format(_shown(line))
            if column == self.OCCUPATION and not line.is_occupation:
                return self.tr("Occupation points go only into the occupation's skills (marked ●).")
            if column == self.SKILL and line.is_occupation:
                return self.tr("An occupation skill: it takes occupation and personal interest points.")
            if column == self.SKILL and line.uncommon:
                return self.tr("An uncommon skill: ask the keeper before taking it.")
        if role == Qt.ItemDataRole.UserRole:
            return line
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        line = self.lines[index.row()]
        if not self._editable(line, index.column()):
            return False
        try:
            points = max(0, int(value))
        except (TypeError, ValueError):
            return False
        if index.column() == self.OCCUPATION:
            if points == line.occupation:
                return False
            return self.creation.set_skill_points(line.label, occupation=points)
        if points == line.personal:
            return False
        return self.creation.set_skill_points(line.label, personal=points)


def _shown(line: SkillLine) -> str:
    """A skill line's label in the language in use (a custom skill as the player wrote it)."""
    return line.label if line.custom else terms.skill_label("coc7", line.label)


class SkillFilterProxy(QSortFilterProxyModel):
    """Filters the skills as the player types; hides uncommon skills (unless asked or used)
    and, on request, every skill outside the occupation."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.show_uncommon = False
        self.occupation_only = False

    def set_options(
        self, text: str | None = None, uncommon: bool | None = None, occupation_only: bool | None = None
    ) -> None:
        self.beginFilterChange()
        if text is not None:
            self.text = text.strip().casefold()
        if uncommon is not None:
            self.show_uncommon = uncommon
        if occupation_only is not None:
            self.occupation_only = occupation_only
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: _Index) -> bool:  # noqa: N802 - Qt
        source = self.sourceModel()
        if not isinstance(source, SkillTableModel) or row >= len(source.lines):
            return True
        line = source.lines[row]
        used = bool(line.occupation or line.personal)
        if self.occupation_only and not line.is_occupation:
            return False
        if line.uncommon and not (self.show_uncommon or used or line.is_occupation):
            return False
        # Typed text finds the skill by its shown (translated) or its English label.
        return not self.text or self.text in line.label.casefold() or self.text in _shown(line).casefold()


class SkillsPage(StepPage):
    """Skill points: the full method's table or the quick-start values."""

    step = "skills"

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        method_row = QHBoxLayout()
        method_row.addWidget(QLabel(self.tr("Method:"), self.body))
        self.full_radio = QRadioButton(self.tr("&Full: spend points"), self.body)
        self.quick_radio = QRadioButton(self.tr("&Quick-start: fixed values"), self.body)
        self.method_group = QButtonGroup(self)
        for button in (self.full_radio, self.quick_radio):
            self.method_group.addButton(button)
            method_row.addWidget(button)
        method_row.addStretch(1)
        self.method_group.buttonToggled.connect(self._on_method)
        self.body_layout.addLayout(method_row)

        self.stack = QStackedWidget(self.body)
        self.stack.addWidget(self._build_full())
        self.stack.addWidget(self._build_quick())
        self.body_layout.addWidget(self.stack, 1)
        self._quick_signature: tuple[Any, ...] = ()
        self._spec_signature: tuple[Any, ...] = ()

    # Building ------------------------------------------------------------------------------

    def _build_full(self) -> QWidget:
        panel = QWidget(self.body)
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        counters = QVBoxLayout()
        counters.setSpacing(2)
        self.occupation_left = QLabel(panel)
        self.occupation_left.setObjectName("occupationPointsLeft")
        self.personal_left = QLabel(panel)
        self.personal_left.setObjectName("personalPointsLeft")
        self.credit_label = QLabel(panel)
        self.credit_label.setObjectName("creditRatingRange")
        self.credit_label.setWordWrap(True)
        self.cap_label = QLabel(panel)
        self.cap_label.setObjectName("skillCap")
        for label in (self.occupation_left, self.personal_left, self.credit_label, self.cap_label):
            label.setWordWrap(True)
            counters.addWidget(label)
        layout.addLayout(counters)

        tools = QHBoxLayout()
        filter_label = QLabel(self.tr("F&ind:"), panel)
        self.filter_edit = QLineEdit(panel)
        self.filter_edit.setPlaceholderText(self.tr("Type part of a skill's name"))
        self.filter_edit.setClearButtonEnabled(True)
        filter_label.setBuddy(self.filter_edit)
        self.occupation_only = QCheckBox(self.tr("&Occupation skills only"), panel)
        self.show_uncommon = QCheckBox(self.tr("Show &uncommon skills"), panel)
        self.show_uncommon.setToolTip(self.tr("Skills such as Artillery or Hypnosis that need the keeper's leave"))
        self.spend_button = QPushButton(self.tr("&Spend the Rest"), panel)
        self.spend_button.setAutoDefault(False)
        self.spend_button.setToolTip(
            self.tr("Put the points still left into Credit Rating's range first, then the occupation skills")
        )
        tools.addWidget(filter_label)
        tools.addWidget(self.filter_edit, 1)
        tools.addWidget(self.spend_button)
        layout.addLayout(tools)
        toggles = QHBoxLayout()
        toggles.addWidget(self.occupation_only)
        toggles.addWidget(self.show_uncommon)
        toggles.addStretch(1)
        layout.addLayout(toggles)

        self.table_model = SkillTableModel(self.model, self)
        self.proxy = SkillFilterProxy(self)
        self.proxy.setSourceModel(self.table_model)
        self.table = QTableView(panel)
        self.table.setObjectName("skillsTable")
        self.table.setModel(self.proxy)
        self.table.setItemDelegate(PointsDelegate(0, 99, self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(SkillTableModel.SKILL, QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(180)
        self.table.setAccessibleName(self.tr("Skills"))
        layout.addWidget(self.table, 1)

        add = QGridLayout()
        add_label = QLabel(self.tr("&Add a specialised skill:"), panel)
        self.spec_skill = QComboBox(panel)
        self.spec_skill.setAccessibleName(self.tr("Specialised skill"))
        # Filled (and renamed on a language switch) after the first show: follow the contents.
        self.spec_skill.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        add_label.setBuddy(self.spec_skill)
        self.spec_name = QLineEdit(panel)
        self.spec_name.setPlaceholderText(self.tr("e.g. Latin, Biology, Painting"))
        self.spec_name.setAccessibleName(self.tr("Specialisation"))
        self.spec_points = QSpinBox(panel)
        self.spec_points.setRange(1, 99)
        self.spec_points.setValue(10)
        self.spec_points.setToolTip(self.tr("Personal interest points for the new skill"))
        points_label = QLabel(self.tr("with &personal points:"), panel)
        points_label.setBuddy(self.spec_points)
        self.spec_points.setAccessibleName(self.tr("Personal interest points for the new skill"))
        self.spec_add = QPushButton(self.tr("A&dd"), panel)
        self.spec_add.setAutoDefault(False)
        add.addWidget(add_label, 0, 0)
        add.addWidget(self.spec_skill, 0, 1)
        add.addWidget(self.spec_name, 0, 2, 1, 2)
        add.addWidget(points_label, 1, 0, Qt.AlignmentFlag.AlignRight)
        add.addWidget(self.spec_points, 1, 1)
        add.addWidget(self.spec_add, 1, 3)
        add.setColumnStretch(2, 1)
        layout.addLayout(add)

        self.filter_edit.textChanged.connect(lambda text: self.proxy.set_options(text=text))
        self.occupation_only.toggled.connect(lambda on: self.proxy.set_options(occupation_only=on))
        self.show_uncommon.toggled.connect(lambda on: self.proxy.set_options(uncommon=on))
        self.spend_button.clicked.connect(self._on_spend)
        self.spec_add.clicked.connect(self._on_add_specialised)
        self.spec_name.returnPressed.connect(self._on_add_specialised)
        return panel

    def _build_quick(self) -> QWidget:
        panel = QWidget(self.body)
        layout = QHBoxLayout(panel)
        layout.setContentsMargins(0, 0, 0, 0)
        values = self.model.session.data.tables.quick_start_occupation
        self.quick_box = QGroupBox(self.tr("Occupation skills"), panel)
        quick_layout = QVBoxLayout(self.quick_box)
        quick_help = QLabel(
            self.tr("Give the occupation skills and Credit Rating one value each of {0}.").format(
                ", ".join(map(str, values))
            ),
            self.quick_box,
        )
        quick_help.setWordWrap(True)
        quick_layout.addWidget(quick_help)
        self.quick_form = QFormLayout()
        quick_layout.addLayout(self.quick_form)
        quick_layout.addStretch(1)
        #: label → its value combo.
        self.quick_combos: dict[str, QComboBox] = {}
        self.quick_left: QLabel | None = None
        layout.addWidget(self.quick_box, 3)
        tables = self.model.session.data.tables
        self.personal_box = QGroupBox(self.tr("Personal interests"), panel)
        personal_layout = QVBoxLayout(self.personal_box)
        personal_help = QLabel(
            self.tr("Tick {0} other skills: each gets +{1}.").format(
                tables.quick_start_personal_count, tables.quick_start_personal
            ),
            self.personal_box,
        )
        personal_help.setWordWrap(True)
        personal_layout.addWidget(personal_help)
        self.personal_count = QLabel(self.personal_box)
        self.personal_count.setObjectName("quickPersonalCount")
        personal_layout.addWidget(self.personal_count)
        self.personal_list = QListWidget(self.personal_box)
        self.personal_list.setObjectName("quickPersonalList")
        self.personal_list.setAccessibleName(self.tr("Skills that get the personal bonus"))
        personal_layout.addWidget(self.personal_list, 1)
        self.personal_list.itemChanged.connect(self._on_personal_item)
        layout.addWidget(self.personal_box, 2)
        return panel

    # StepPage ------------------------------------------------------------------------------

    def title(self) -> str:
        return self.tr("Skills")

    def intro(self) -> str:
        return self.tr(
            "Spend your occupation points on the occupation's skills and your personal interest "
            "points on any skill: this is what your investigator is good at."
        )

    def enter(self) -> None:
        if self.model.answers.skills is None:
            method = "full"
            window = self.window()
            if hasattr(window, "remembered"):
                method = window.remembered("skillMethod", "full")
            if method not in ("full", "quick_start"):
                method = "full"
            self.model.set("skills", SkillsAnswers(method=method))

    def refresh(self) -> None:
        answers = self.model.answers.skills
        quick = answers is not None and answers.method == "quick_start"
        self.full_radio.setChecked(not quick)
        self.quick_radio.setChecked(quick)
        self.stack.setCurrentIndex(1 if quick else 0)
        if quick:
            self._refresh_quick()
        else:
            self._refresh_full()

    def focus_field(self, field: str) -> bool:
        if not field.startswith("sheet.skills["):
            return False
        label = field[len("sheet.skills["):].split("]", 1)[0]
        row = self.table_model.row_of(label)
        if row < 0:
            return False
        index = self.proxy.mapFromSource(self.table_model.index(row, SkillTableModel.PERSONAL))
        if not index.isValid():
            self.filter_edit.clear()
            index = self.proxy.mapFromSource(self.table_model.index(row, SkillTableModel.PERSONAL))
        self.table.setCurrentIndex(index)
        self.table.scrollTo(index)
        self.table.setFocus()
        return True

    # Full method ---------------------------------------------------------------------------

    def _refresh_full(self) -> None:
        session = self.model.session
        d = session.derived
        current = self.table.currentIndex()
        label = column = None
        if current.isValid():
            line = current.data(Qt.ItemDataRole.UserRole)
            label, column = (line.label if line is not None else None), current.column()
        scroll = self.table.verticalScrollBar().value()
        self.table_model.update(d.skills)
        if label is not None and not self.table.currentIndex().isValid():
            row = self.table_model.row_of(label)
            if row >= 0:
                index = self.proxy.mapFromSource(self.table_model.index(row, column or 0))
                self.table.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
                self.table.verticalScrollBar().setValue(scroll)

        occ, per = d.occupation_budget, d.personal_budget
        if d.occupation is None:
            self.occupation_left.setText(self.tr("Occupation points: choose an occupation first."))
            _bad(self.occupation_left, False)
        else:
            self.occupation_left.setText(
                self.tr("Occupation points left: {0} of {1} ({2})").format(occ.left, occ.total, d.points_formula_text)
            )
            _bad(self.occupation_left, occ.left < 0)
        self.personal_left.setText(
            self.tr("Personal interest points left: {0} of {1} (INT×2)").format(per.left, per.total)
        )
        _bad(self.personal_left, per.left < 0)
        if d.occupation is not None:
            low, high = d.occupation.credit_rating
            cr = d.credit_rating.value
            self.credit_label.setText(
                self.tr("Credit Rating {0} — a {1} starts with {2}–{3}").format(
                    cr, terms.term("coc7", "occupation", d.occupation.name), low, high
                )
            )
            _bad(self.credit_label, not low <= cr <= high)
            self.credit_label.show()
        else:
            self.credit_label.hide()
        cap = session.setup.skill_cap
        self.cap_label.setText(self.tr("The keeper caps starting skills at {0}% (Credit Rating excepted)").format(cap))
        self.cap_label.setVisible(cap is not None)
        self.spend_button.setEnabled(d.occupation is not None and (occ.left > 0 or per.left > 0))
        self._refresh_specialised()

    def _refresh_specialised(self) -> None:
        data = self.model.session.data
        era = self.model.session.setup.era
        names = tuple(
            s.name for s in data.skills_for(era) if s.specialised and s.name.casefold() != "language (own)"
        )
        if names == self._spec_signature:
            return
        self._spec_signature = names
        current = self.spec_skill.currentText()
        self.spec_skill.clear()
        for name in names:
            self.spec_skill.addItem(terms.skill_label("coc7", name).removesuffix(" (Other)"), name)
        found = self.spec_skill.findText(current)
        self.spec_skill.setCurrentIndex(max(0, found))

    def _on_spend(self) -> None:
        self.model.spend_rest()

    def _on_add_specialised(self) -> None:
        name = str(self.spec_skill.currentData() or "")
        # A specialisation typed in the language in use is stored in English (Biologie → Biology).
        spec = terms.english_specialisation(name, self.spec_name.text())
        if not spec or not name:
            self.spec_name.setFocus()
            return
        label = canonical_label(skill_label(name, spec), self.model.session.data)
        if self.model.set_skill_points(label, personal=self.spec_points.value()):
            self.spec_name.clear()
            self.filter_edit.clear()
            row = self.table_model.row_of(label)
            if row >= 0:
                index = self.proxy.mapFromSource(self.table_model.index(row, SkillTableModel.PERSONAL))
                self.table.setCurrentIndex(index)
                self.table.scrollTo(index)

    # Quick-start ---------------------------------------------------------------------------

    def _quick_labels(self) -> tuple[list[str], list[str]]:
        """The skills that take a value (occupation skills, Credit Rating last) and those that
        may take the personal bonus."""
        session = self.model.session
        d = session.derived
        credit = canonical_label("Credit Rating", session.data)
        occupation = sorted(
            (label for label in d.occupation_skills if label.casefold() != credit.casefold()), key=str.casefold
        )
        occupation.append(credit)
        others = []
        for line in d.skills:
            if line.is_occupation or line.no_creation_points:
                continue
            sdef = session.data.skill_def(line.name)
            if sdef is not None and not line.specialisation and needs_specialisation(sdef):
                continue
            others.append(line.label)
        return occupation, others

    def _refresh_quick(self) -> None:
        session = self.model.session
        answers = session.answers.skills or SkillsAnswers(method="quick_start")
        occupation, others = self._quick_labels()
        table = session.data.tables.quick_start_occupation
        signature = (tuple(occupation), tuple(others))
        if signature != self._quick_signature:
            self._quick_signature = signature
            while self.quick_form.rowCount():
                self.quick_form.removeRow(0)
            self.quick_combos = {}
            if session.derived.occupation is None:
                self.quick_form.addRow(QLabel(self.tr("Choose an occupation first."), self.quick_box))
            else:
                for label in occupation:
                    combo = QComboBox(self.quick_box)
                    combo.addItem(self.tr("—"), 0)
                    for value in sorted(set(table), reverse=True):
                        combo.addItem(str(value), value)
                    combo.setAccessibleName(terms.skill_label("coc7", label))
                    combo.currentIndexChanged.connect(self._on_quick_value)
                    self.quick_form.addRow(terms.skill_label("coc7", label), combo)
                    self.quick_combos[label] = combo
            self.quick_left = QLabel(self.quick_box)
            self.quick_left.setObjectName("quickValuesLeft")
            self.quick_left.setWordWrap(True)
            self.quick_form.addRow(self.quick_left)
            self.personal_list.clear()
            for label in others:
                item = QListWidgetItem(terms.skill_label("coc7", label), self.personal_list)
                item.setData(Qt.ItemDataRole.UserRole, label)
                item.setFlags(
                    Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable
                )
                item.setCheckState(Qt.CheckState.Unchecked)
        values = {k.casefold(): v for k, v in answers.values.items()}
        for label, combo in self.quick_combos.items():
            combo.setCurrentIndex(max(0, combo.findData(values.get(label.casefold(), 0))))
        assert self.quick_left is not None
        left = list(table)
        for value in answers.values.values():
            if value in left:
                left.remove(value)
        self.quick_left.setText(
            self.tr("Values still to give: {0}").format(", ".join(map(str, left))) if left
            else self.tr("Every value is given.")
        )
        chosen = {label.casefold() for label in answers.personal}
        count = session.data.tables.quick_start_personal_count
        full = len(chosen) >= count
        for row in range(self.personal_list.count()):
            item = self.personal_list.item(row)
            checked = str(item.data(Qt.ItemDataRole.UserRole)).casefold() in chosen
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            flags = Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable
            if checked or not full:
                flags |= Qt.ItemFlag.ItemIsEnabled
            item.setFlags(flags)
        self.personal_count.setText(
            self.tr("Chosen: {0} of {1}").format(len(chosen), count)
        )

    def _on_quick_value(self) -> None:
        if self.loading:
            return
        values = {label: combo.currentData() for label, combo in self.quick_combos.items() if combo.currentData()}
        self.model.update("skills", method="quick_start", values=values)

    def _on_personal_item(self, _item: QListWidgetItem) -> None:
        if self.loading:
            return
        personal = [
            str(self.personal_list.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.personal_list.count())
            if self.personal_list.item(row).checkState() == Qt.CheckState.Checked
        ]
        count = self.model.session.data.tables.quick_start_personal_count
        if len(personal) > count:
            self.do_refresh()
            return
        self.model.update("skills", method="quick_start", personal=personal)

    # Method --------------------------------------------------------------------------------

    def _on_method(self, button: QRadioButton, checked: bool) -> None:
        if self.loading or not checked:
            return
        method = "quick_start" if button is self.quick_radio else "full"
        current = self.model.answers.skills
        if current is not None and current.method == method:
            return
        self.model.update("skills", method=method)
