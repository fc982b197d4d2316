"""Item models of the Call of Cthulhu 7e sheet: skills, weapons and fellow investigators.

The models read the :class:`~sheetmaker.models.document.SheetDocument` and its cached
``derive()`` result; they store nothing of their own. An edit goes ``setData`` → one
``doc.set_value(...)`` (an undo step), and every document change (an edit, an undo, a redo, a
roll) is answered by comparing the rows shown before with the rows derived now: rows that
appeared or vanished are inserted or removed, and ``dataChanged`` is emitted for exactly the
cells whose values changed (one signal per run of adjacent changed cells in a row). That
mechanism is :class:`~sheetmaker.models.synced.SyncedTableModel`, shared with the Trail of
Cthulhu models.

This module uses QtCore and QtGui only (never QtWidgets).
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import (
    QAbstractProxyModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont

from sheetmaker.core import dice, terms
from sheetmaker.core.dice import parse
from sheetmaker.core.errors import DiceError
from sheetmaker.models.document import EditError, SheetDocument
from sheetmaker.models.synced import HeaderTexts, Snapshot, SyncedTableModel
from sheetmaker.systems.coc7.model import FellowInvestigator, Skill, Weapon, skill_label
from sheetmaker.systems.coc7.rules import SkillLine, canonical_label

__all__ = [
    "LabelRole",
    "RowSliceProxyModel",
    "SortRole",
    "FellowColumn",
    "CoC7FellowsModel",
    "CoC7SkillsFilterModel",
    "CoC7SkillsModel",
    "CoC7WeaponsModel",
    "SkillColumn",
    "WeaponColumn",
    "skill_display_name",
    "weapon_display_name",
    "weapon_stored_name",
]

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()

#: The skill label of a row (any column), untranslated: what rolls and the document use.
LabelRole = Qt.ItemDataRole.UserRole + 1
#: The value the proxies sort by: numbers for number columns, case-folded text for names.
SortRole = Qt.ItemDataRole.UserRole + 2

_DISPLAY = Qt.ItemDataRole.DisplayRole
_EDIT = Qt.ItemDataRole.EditRole
_CHECK = Qt.ItemDataRole.CheckStateRole
_ENABLED = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


def _checked(value: Any) -> bool:
    """Whether a CheckStateRole value means "checked" (Qt may pass an int or the enum)."""
    if isinstance(value, Qt.CheckState):
        return value == Qt.CheckState.Checked
    try:
        return int(value) == Qt.CheckState.Checked.value
    except (TypeError, ValueError):
        return False


def _check_state(on: bool) -> Qt.CheckState:
    return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked


def skill_display_name(label: str, custom: bool = False) -> str:
    """A skill label as shown: in the language in use (the game data's names, part by part:
    ``Science (Biology)`` → ``Naturwissenschaft (Biologie)``) unless the user made the skill."""
    return label if custom else terms.skill_label("coc7", label)


def weapon_display_name(name: str) -> str:
    """A weapon's name as shown: a weapon of the data's list in the language in use (``Unarmed``
    → ``Unbewaffnet``), any other name as the sheet writes it."""
    return terms.term("coc7", "weapon", name)


def weapon_stored_name(text: str) -> str:
    """The name a sheet stores for a weapon name typed in the language in use: the English name
    of a weapon of the data's list (``Unbewaffnet`` → ``Unarmed``), any other text as typed."""
    english = terms.english("coc7", "weapon", text)
    return text if english == text.strip() else english


# --------------------------------------------------------------------------- skills


class SkillColumn(IntEnum):
    """Columns of :class:`CoC7SkillsModel`."""

    TICK = 0
    NAME = 1
    BASE = 2
    OCCUPATION = 3
    PERSONAL = 4
    EXPERIENCE = 5
    VALUE = 6
    HALF = 7
    FIFTH = 8
    ROLL = 9


_POINT_FIELDS = {
    SkillColumn.OCCUPATION: "occupation",
    SkillColumn.PERSONAL: "personal",
    SkillColumn.EXPERIENCE: "experience",
}


# Plain ints for the hot paths (data() runs for every cell and role of every paint).
_C_TICK, _C_NAME, _C_BASE, _C_VALUE, _C_FIFTH = 0, 1, 2, 6, 8
_NUMBER_FIELDS = {2: "base", 3: "occupation", 4: "personal", 5: "experience", 6: "value", 7: "half", 8: "fifth"}
_R_DISPLAY = Qt.ItemDataRole.DisplayRole.value
_R_EDIT = Qt.ItemDataRole.EditRole.value
_R_TOOLTIP = Qt.ItemDataRole.ToolTipRole.value
_R_FONT = Qt.ItemDataRole.FontRole.value
_R_ALIGN = Qt.ItemDataRole.TextAlignmentRole.value
_R_CHECK = Qt.ItemDataRole.CheckStateRole.value
_R_ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole.value
_R_LABEL = int(LabelRole)
_R_SORT = int(SortRole)
_CENTER = int(Qt.AlignmentFlag.AlignCenter.value)
_CHECKED = Qt.CheckState.Checked
_UNCHECKED = Qt.CheckState.Unchecked


def _skill_cells(line: SkillLine) -> tuple[Any, ...]:
    return (
        line.ticked,
        (line.label, line.is_occupation, line.uncommon, line.custom),
        line.base,
        line.occupation,
        line.personal,
        line.experience,
        line.value,
        line.half,
        line.fifth,
        (line.label, line.value),
    )


class CoC7SkillsModel(SyncedTableModel):
    """Every skill line of the sheet (``derived.skills``), one row each.

    Columns: the improvement tick (checkable), the name (occupation skills in bold), base,
    occupation / personal / experience points (editable), value, half, fifth and a roll column
    (``LabelRole`` gives the label to roll; a delegate paints the button).

    Signals:
        editFailed(str): an edit was refused; the message says why, for the user.
    """

    def __init__(self, doc: SheetDocument, parent: QObject | None = None) -> None:
        super().__init__(doc, parent)
        self._bold = QFont()
        self._bold.setBold(True)
        self._load()

    # -- rows

    def _columns(self) -> int:
        return len(SkillColumn)

    def _snapshot(self) -> Snapshot:
        lines = list(self._doc.derived.skills)
        return [line.label.casefold() for line in lines], [_skill_cells(line) for line in lines], lines

    def line(self, row: int) -> SkillLine:
        """The :class:`SkillLine` shown in ``row``."""
        return self._items[row]

    def row_of(self, label: str) -> int:
        """The row of a skill label (case-insensitive, any spelling the rules accept), or -1."""
        key = label.casefold()
        try:
            return self._keys.index(key)
        except ValueError:
            pass
        try:
            return self._keys.index(canonical_label(label).casefold())
        except ValueError:
            return -1

    # -- Qt interface

    _HEADER_LEFT = SkillColumn.NAME

    def _header_texts(self) -> HeaderTexts:
        return {
            SkillColumn.TICK: self.tr("✓"),
            SkillColumn.NAME: self.tr("Skill"),
            SkillColumn.BASE: self.tr("Base"),
            SkillColumn.OCCUPATION: self.tr("Occ."),
            SkillColumn.PERSONAL: self.tr("Pers."),
            SkillColumn.EXPERIENCE: self.tr("Exp."),
            SkillColumn.VALUE: self.tr("Value"),
            SkillColumn.HALF: self.tr("Half"),
            SkillColumn.FIFTH: self.tr("Fifth"),
            SkillColumn.ROLL: self.tr("Roll"),
        }

    def _header_tips(self) -> HeaderTexts:
        return {
            SkillColumn.TICK: self.tr("Improvement check: ticked after a successful roll"),
            SkillColumn.NAME: self.tr("Skill (occupation skills in bold)"),
            SkillColumn.BASE: self.tr("Base value"),
            SkillColumn.OCCUPATION: self.tr("Occupation skill points"),
            SkillColumn.PERSONAL: self.tr("Personal interest points"),
            SkillColumn.EXPERIENCE: self.tr("Points gained in play"),
            SkillColumn.VALUE: self.tr("Skill value (regular success)"),
            SkillColumn.HALF: self.tr("Half value (hard success)"),
            SkillColumn.FIFTH: self.tr("Fifth value (extreme success)"),
            SkillColumn.ROLL: self.tr("Roll the skill"),
        }

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        column = index.column()
        if column == SkillColumn.TICK:
            return _ENABLED | Qt.ItemFlag.ItemIsUserCheckable
        if column in _POINT_FIELDS:
            return _ENABLED | Qt.ItemFlag.ItemIsEditable
        return _ENABLED

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        # Called thousands of times per paint: plain ints, no enum construction.
        if not self._valid(index):
            return None
        line = self._items[index.row()]
        column = index.column()
        if role == _R_LABEL:
            return line.label
        if column >= _C_BASE and column <= _C_FIFTH:
            if role == _R_DISPLAY or role == _R_EDIT or role == _R_SORT:
                return getattr(line, _NUMBER_FIELDS[column])
            if role == _R_ALIGN:
                return _CENTER
            if role == _R_FONT and column == _C_VALUE:
                return self._bold
            return None
        if column == _C_NAME:
            if role == _R_DISPLAY:
                return skill_display_name(line.label, line.custom)
            if role == _R_SORT:
                return skill_display_name(line.label, line.custom).casefold()
            if role == _R_FONT:
                return self._bold if line.is_occupation else None
            if role == _R_TOOLTIP or role == _R_ACCESSIBLE:
                name = skill_display_name(line.label, line.custom)
                notes = []
                if line.is_occupation:
                    notes.append(self.tr("occupation skill"))
                if line.uncommon:
                    notes.append(self.tr("uncommon skill"))
                if line.custom:
                    notes.append(self.tr("custom skill"))
                if line.no_creation_points:
                    notes.append(self.tr("no points at creation"))
                return f"{name} ({', '.join(notes)})" if notes else name
            return None
        if column == _C_TICK:
            if role == _R_CHECK:
                return _CHECKED if line.ticked else _UNCHECKED
            if role == _R_SORT:
                return int(line.ticked)
            if role == _R_TOOLTIP or role == _R_ACCESSIBLE:
                return (
                    self.tr("{0}: improvement check ticked") if line.ticked else self.tr("{0}: not ticked")
                ).format(skill_display_name(line.label, line.custom))
            return None
        # The roll column.
        if role == _R_TOOLTIP or role == _R_ACCESSIBLE:
            return self.tr("Roll {0} ({1})").format(skill_display_name(line.label, line.custom), line.value)
        if role == _R_SORT:
            return line.value
        return None

    def setData(self, index: _Index, value: Any, role: int = _EDIT) -> bool:  # noqa: N802 - Qt's name
        if not self._valid(index):
            return False
        line = self._items[index.row()]
        column = index.column()
        try:
            if column == SkillColumn.TICK and role == _CHECK:
                ticked = _checked(value)
                name = skill_display_name(line.label, line.custom)
                text = (self.tr("Tick {0}") if ticked else self.tr("Untick {0}")).format(name)
                return self._update(line, {"ticked": ticked}, text)
            if column in _POINT_FIELDS and role == _EDIT:
                try:
                    points = int(value)
                except (TypeError, ValueError):
                    raise EditError(self.tr("{0} is not a whole number").format(value)) from None
                field = _POINT_FIELDS[SkillColumn(column)]
                text = self.tr("Change {0} points of {1}").format(
                    {
                        "occupation": self.tr("occupation"),
                        "personal": self.tr("personal"),
                        "experience": self.tr("experience"),
                    }[field],
                    skill_display_name(line.label, line.custom),
                )
                return self._update(line, {field: points}, text)
        except EditError as exc:
            return self._fail(exc)
        return False

    # -- edits

    def _sheet_index(self, label: str) -> int:
        key = label.casefold()
        for i, skill in enumerate(self._doc.sheet.skills):
            if canonical_label(skill_label(skill.name, skill.specialisation)).casefold() == key:
                return i
        return -1

    def _update(self, line: SkillLine, changes: dict[str, Any], text: str, merge: bool = False) -> bool:
        """Change fields of a skill's entry (made when the skill has none) as one undo step."""
        skills = list(self._doc.sheet.skills)
        i = self._sheet_index(line.label)
        if i >= 0:
            skill = skills[i].model_copy()
        else:
            skill = Skill(
                name=line.name,
                specialisation=line.specialisation,
                custom_base=line.base if line.custom else None,
            )
        try:
            for name, new in changes.items():
                setattr(skill, name, new)
        except ValidationError as exc:
            raise EditError(_message(exc)) from None
        if i >= 0:
            if skill == skills[i]:
                return False
            skills[i] = skill
        else:
            skills.append(skill)
        return self._doc.set_value("sheet.skills", skills, text=text, merge=merge)

    def set_points(self, label: str, source: str, points: int, merge: bool = False) -> bool:
        """Set the ``occupation``, ``personal`` or ``experience`` points of a skill.

        Raises:
            EditError: the value is refused (outside -999..999).
            KeyError: no skill has this label.
        """
        row = self.row_of(label)
        if row < 0:
            raise KeyError(label)
        if source not in _POINT_FIELDS.values():
            raise ValueError(f"unknown points source {source!r}")
        line = self._items[row]
        text = self.tr("Change points of {0}").format(skill_display_name(line.label, line.custom))
        return self._update(line, {source: points}, text, merge)

    def add_skill(self, name: str, specialisation: str = "", custom_base: int | None = None) -> str:
        """Add a skill entry (a specialisation or a custom skill) with no points; one undo step.

        Returns:
            The label of the new row.

        Raises:
            EditError: the name is empty, the base is out of range or the skill is already there.
        """
        try:
            skill = Skill(name=name, specialisation=specialisation, custom_base=custom_base)
        except ValidationError as exc:
            raise EditError(_message(exc)) from None
        label = canonical_label(skill.label)
        if self.row_of(label) >= 0 and self._sheet_index(label) >= 0:
            raise EditError(self.tr("{0} is already on the sheet").format(terms.skill_label("coc7", label)))
        existing = self.row_of(label)
        if existing >= 0 and not self._items[existing].specialisation and not self._items[existing].custom:
            # A plain skill of the list (Spot Hidden) is always there: nothing to add.
            raise EditError(self.tr("{0} is already on the sheet").format(terms.skill_label("coc7", label)))
        skills = [*self._doc.sheet.skills, skill]
        shown = terms.skill_label("coc7", label)
        self._doc.set_value("sheet.skills", skills, text=self.tr("Add skill {0}").format(shown))
        return label

    def can_remove(self, row: int) -> bool:
        """Whether the skill of ``row`` has a sheet entry the user may remove (a custom skill or
        a specialisation)."""
        if not 0 <= row < len(self._items):
            return False
        line = self._items[row]
        return (line.custom or bool(line.specialisation)) and self._sheet_index(line.label) >= 0

    def remove_skill(self, row: int) -> bool:
        """Remove the sheet entry of a custom or specialised skill (points included); one undo step."""
        if not self.can_remove(row):
            return False
        line = self._items[row]
        skills = list(self._doc.sheet.skills)
        del skills[self._sheet_index(line.label)]
        return self._doc.set_value(
            "sheet.skills", skills, text=self.tr("Remove skill {0}").format(skill_display_name(line.label, line.custom))
        )


def _message(exc: ValidationError) -> str:
    first = exc.errors(include_url=False)[0]
    where = ".".join(str(part) for part in first.get("loc", ()))
    message = first.get("msg", "invalid value")
    return f"{where}: {message}" if where else message


class CoC7SkillsFilterModel(QSortFilterProxyModel):
    """Sorts skills and filters them by name as the user types; hides uncommon skills unless
    asked for (an uncommon skill with points, a tick or in the occupation always shows)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._show_uncommon = False
        self.setSortRole(SortRole)
        self.setFilterKeyColumn(SkillColumn.NAME)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    @property
    def show_uncommon(self) -> bool:
        """Whether uncommon skills are listed."""
        return self._show_uncommon

    def set_show_uncommon(self, show: bool) -> None:
        """List (or hide) the uncommon skills."""
        if show == self._show_uncommon:
            return
        self.beginFilterChange()
        self._show_uncommon = show
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:  # noqa: N802
        model = self.sourceModel()
        if not isinstance(model, CoC7SkillsModel):
            return super().filterAcceptsRow(source_row, source_parent)
        line = model.line(source_row)
        if (
            not self._show_uncommon
            and line.uncommon
            and not line.is_occupation
            and not line.ticked
            and not (line.occupation or line.personal or line.experience)
        ):
            return False
        if super().filterAcceptsRow(source_row, source_parent):
            return True
        # Typed text finds a skill by its English label too ("library" finds Bibliotheksnutzung).
        return self.filterRegularExpression().match(line.label).hasMatch()


# --------------------------------------------------------------------------- weapons


class WeaponColumn(IntEnum):
    """Columns of :class:`CoC7WeaponsModel`."""

    NAME = 0
    SKILL = 1
    REGULAR = 2
    HARD = 3
    EXTREME = 4
    DAMAGE = 5
    IMPALING = 6
    RANGE = 7
    ATTACKS = 8
    AMMO = 9
    MALFUNCTION = 10
    ATTACK = 11
    DAMAGE_ROLL = 12


_WEAPON_TEXT_FIELDS = {
    WeaponColumn.NAME: "name",
    WeaponColumn.SKILL: "skill",
    WeaponColumn.DAMAGE: "damage",
    WeaponColumn.RANGE: "range",
    WeaponColumn.ATTACKS: "attacks",
}
_WEAPON_NUMBER_FIELDS = {WeaponColumn.AMMO: "ammo", WeaponColumn.MALFUNCTION: "malfunction"}


class CoC7WeaponsModel(SyncedTableModel):
    """The sheet's weapons with the attack skill's values from ``derive()``.

    Editable: name, skill, damage (a dice expression, checked), impaling (checkable), range,
    attacks, ammo and malfunction (a number or empty). The last two columns are for the attack
    and damage roll buttons a delegate paints.

    Signals:
        editFailed(str): an edit was refused; the message says why, for the user.
    """

    def __init__(self, doc: SheetDocument, parent: QObject | None = None) -> None:
        super().__init__(doc, parent)
        self._load()

    def _columns(self) -> int:
        return len(WeaponColumn)

    def weapon(self, row: int) -> Weapon:
        """The weapon of ``row``."""
        return self._items[row]

    def _skill_value(self, weapon: Weapon) -> SkillLine | None:
        return self._doc.derived.skill(weapon.skill)

    def _cells_of(self, weapon: Weapon) -> tuple[Any, ...]:
        line = self._skill_value(weapon)
        value = (line.value, line.half, line.fifth) if line is not None else (None, None, None)
        return (
            weapon.name,
            (weapon.skill, line is None, line.custom if line is not None else True),
            value[0],
            value[1],
            value[2],
            weapon.damage,
            weapon.damage_type,
            weapon.range,
            weapon.attacks,
            weapon.ammo,
            weapon.malfunction,
            (weapon.name, weapon.skill, value[0]),
            (weapon.name, weapon.damage),
        )

    def _snapshot(self) -> Snapshot:
        weapons = list(self._doc.sheet.weapons)
        return self._list_keys(weapons), [self._cells_of(w) for w in weapons], weapons

    # -- Qt interface

    def _header_texts(self) -> HeaderTexts:
        return {
            WeaponColumn.NAME: self.tr("Weapon"),
            WeaponColumn.SKILL: self.tr("Skill"),
            WeaponColumn.REGULAR: self.tr("Reg."),
            WeaponColumn.HARD: self.tr("Hard"),
            WeaponColumn.EXTREME: self.tr("Ext."),
            WeaponColumn.DAMAGE: self.tr("Damage"),
            WeaponColumn.IMPALING: self.tr("Impales"),
            WeaponColumn.RANGE: self.tr("Range"),
            WeaponColumn.ATTACKS: self.tr("Attacks"),
            WeaponColumn.AMMO: self.tr("Ammo"),
            WeaponColumn.MALFUNCTION: self.tr("Malf."),
            WeaponColumn.ATTACK: self.tr("Attack"),
            WeaponColumn.DAMAGE_ROLL: self.tr("Dmg. roll"),
        }

    def _header_tips(self) -> HeaderTexts:
        return {
            WeaponColumn.NAME: self.tr("Weapon name"),
            WeaponColumn.SKILL: self.tr("Skill used to attack, e.g. Fighting (Brawl)"),
            WeaponColumn.REGULAR: self.tr("Skill value (regular success)"),
            WeaponColumn.HARD: self.tr("Half value (hard success)"),
            WeaponColumn.EXTREME: self.tr("Fifth value (extreme success)"),
            WeaponColumn.DAMAGE: self.tr("Damage dice, e.g. 1D6+DB"),
            WeaponColumn.IMPALING: self.tr("Impaling weapon (extra damage on an extreme success)"),
            WeaponColumn.RANGE: self.tr("Range"),
            WeaponColumn.ATTACKS: self.tr("Attacks per round"),
            WeaponColumn.AMMO: self.tr("Shots in the gun (empty: none)"),
            WeaponColumn.MALFUNCTION: self.tr("Malfunction number (empty: none)"),
            WeaponColumn.ATTACK: self.tr("Roll the attack"),
            WeaponColumn.DAMAGE_ROLL: self.tr("Roll the damage"),
        }

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        column = index.column()
        if column == WeaponColumn.IMPALING:
            return _ENABLED | Qt.ItemFlag.ItemIsUserCheckable
        if column in _WEAPON_TEXT_FIELDS or column in _WEAPON_NUMBER_FIELDS:
            return _ENABLED | Qt.ItemFlag.ItemIsEditable
        return _ENABLED

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not self._valid(index):
            return None
        weapon = self._items[index.row()]
        column = WeaponColumn(index.column())
        if column in _WEAPON_TEXT_FIELDS:
            text = getattr(weapon, _WEAPON_TEXT_FIELDS[column])
            if column == WeaponColumn.SKILL and role == _DISPLAY:
                line = self._skill_value(weapon)
                return skill_display_name(text, line is None or line.custom)
            if column == WeaponColumn.NAME and role in (_DISPLAY, _EDIT, SortRole):
                # Edited as shown; a known name typed in the language in use is stored in English.
                shown = weapon_display_name(text)
                return shown.casefold() if role == SortRole else shown
            if column == WeaponColumn.DAMAGE and role in (_DISPLAY, _EDIT):
                return dice.shown(text)  # edited as shown: 1W3+SB in German, stored as 1D3+DB
            if role in (_DISPLAY, _EDIT):
                return text
            if role == SortRole:
                return text.casefold()
            if role == Qt.ItemDataRole.ToolTipRole and column == WeaponColumn.SKILL:
                if self._skill_value(weapon) is None:
                    return self.tr("{0} is not a skill of this sheet").format(text)
            if (
                role == Qt.ItemDataRole.TextAlignmentRole
                and column != WeaponColumn.NAME
                and column != WeaponColumn.SKILL
            ):
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        if column in _WEAPON_NUMBER_FIELDS:
            number = getattr(weapon, _WEAPON_NUMBER_FIELDS[column])
            if role == _DISPLAY:
                return "" if number is None else number
            if role == _EDIT:
                return "" if number is None else str(number)
            if role == SortRole:
                return -1 if number is None else number
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        if column == WeaponColumn.IMPALING:
            if role == _CHECK:
                return _check_state(weapon.damage_type == "impaling")
            if role == SortRole:
                return int(weapon.damage_type == "impaling")
            if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                return self.tr("impaling") if weapon.damage_type == "impaling" else self.tr("not impaling")
            return None
        if column in (WeaponColumn.REGULAR, WeaponColumn.HARD, WeaponColumn.EXTREME):
            line = self._skill_value(weapon)
            number = None
            if line is not None:
                number = {
                    WeaponColumn.REGULAR: line.value,
                    WeaponColumn.HARD: line.half,
                    WeaponColumn.EXTREME: line.fifth,
                }[column]
            if role == _DISPLAY:
                return "—" if number is None else number
            if role == SortRole:
                return -1 if number is None else number
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            if role == Qt.ItemDataRole.ToolTipRole and number is None:
                return self.tr("{0} is not a skill of this sheet").format(terms.skill_label("coc7", weapon.skill))
            return None
        if column == WeaponColumn.ATTACK:
            if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                return self.tr("Attack with {0} ({1})").format(
                    weapon_display_name(weapon.name), terms.skill_label("coc7", weapon.skill)
                )
            if role == LabelRole:
                return weapon.skill
            return None
        if column == WeaponColumn.DAMAGE_ROLL:
            if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
                return self.tr("Roll damage of {0} ({1})").format(
                    weapon_display_name(weapon.name), dice.shown(weapon.damage)
                )
            return None
        return None

    def setData(self, index: _Index, value: Any, role: int = _EDIT) -> bool:  # noqa: N802 - Qt's name
        if not self._valid(index):
            return False
        row, column = index.row(), index.column()
        try:
            if column == WeaponColumn.IMPALING and role == _CHECK:
                kind = "impaling" if _checked(value) else "non_impaling"
                return self._set(row, "damage_type", kind)
            if role != _EDIT:
                return False
            if column in _WEAPON_TEXT_FIELDS:
                field = _WEAPON_TEXT_FIELDS[WeaponColumn(column)]
                text = "" if value is None else str(value)
                if field == "damage":
                    text = dice.stored(text)
                    try:
                        parse(text)
                    except DiceError as exc:
                        raise EditError(
                            self.tr("“{0}” is not a dice expression: {1} at position {2}").format(
                                text, exc.expected, exc.position
                            )
                        ) from None
                if field in ("name", "skill", "damage") and not text.strip():
                    raise EditError(self.tr("The {0} cannot be empty").format(self._field_name(field)))
                if field == "name":
                    text = weapon_stored_name(text)
                return self._set(row, field, text)
            if column in _WEAPON_NUMBER_FIELDS:
                field = _WEAPON_NUMBER_FIELDS[WeaponColumn(column)]
                text = "" if value is None else str(value).strip()
                if not text:
                    number = None
                else:
                    try:
                        number = int(text)
                    except ValueError:
                        raise EditError(
                            self.tr("The {0} is a whole number or empty").format(self._field_name(field))
                        ) from None
                return self._set(row, field, number)
        except EditError as exc:
            return self._fail(exc)
        return False

    def _field_name(self, field: str) -> str:
        return {
            "name": self.tr("weapon name"),
            "skill": self.tr("skill"),
            "damage": self.tr("damage"),
            "ammo": self.tr("ammo"),
            "malfunction": self.tr("malfunction number"),
        }.get(field, field)

    def _set(self, row: int, field: str, value: Any) -> bool:
        weapon = self._doc.sheet.weapons[row]
        if getattr(weapon, field) == value:
            return False
        text = self.tr("Change {0} of {1}").format(self._field_name(field), weapon_display_name(weapon.name))
        try:
            return self._doc.set_value(f"sheet.weapons[{row}].{field}", value, text=text)
        except EditError as exc:
            raise EditError(f"{self._field_name(field)}: {exc}") from None

    # -- rows

    def add_weapon(self, name: str | None = None, skill: str = "Fighting (Brawl)", damage: str = "1D3+DB") -> int:
        """Append a weapon (one undo step); returns its row."""
        weapon = Weapon(name=name or self.tr("New weapon"), skill=skill, damage=damage)
        self._doc.set_value(
            "sheet.weapons", [*self._doc.sheet.weapons, weapon],
            text=self.tr("Add weapon {0}").format(weapon_display_name(weapon.name)),
        )
        return len(self._doc.sheet.weapons) - 1

    def append_weapon(self, weapon: Weapon) -> int:
        """Append a whole weapon, such as one of the era's list (one undo step); returns its row."""
        self._doc.set_value(
            "sheet.weapons", [*self._doc.sheet.weapons, weapon],
            text=self.tr("Add weapon {0}").format(weapon_display_name(weapon.name)),
        )
        return len(self._doc.sheet.weapons) - 1

    def remove_weapon(self, row: int) -> bool:
        """Remove the weapon of ``row`` (one undo step)."""
        weapons = list(self._doc.sheet.weapons)
        if not 0 <= row < len(weapons):
            return False
        removed = weapons.pop(row)
        return self._doc.set_value(
            "sheet.weapons", weapons, text=self.tr("Remove weapon {0}").format(weapon_display_name(removed.name))
        )


# --------------------------------------------------------------------------- fellow investigators


class FellowColumn(IntEnum):
    """Columns of :class:`CoC7FellowsModel`."""

    NAME = 0
    PLAYER = 1


class CoC7FellowsModel(SyncedTableModel):
    """Fellow investigators: character and player, both editable.

    Signals:
        editFailed(str): an edit was refused; the message says why, for the user.
    """

    def __init__(self, doc: SheetDocument, parent: QObject | None = None) -> None:
        super().__init__(doc, parent)
        self._load()

    def _columns(self) -> int:
        return len(FellowColumn)

    def _snapshot(self) -> Snapshot:
        fellows = list(self._doc.sheet.fellow_investigators)
        return self._list_keys(fellows), [(f.name, f.player) for f in fellows], fellows

    def _header_texts(self) -> HeaderTexts:
        return {FellowColumn.NAME: self.tr("Investigator"), FellowColumn.PLAYER: self.tr("Player")}

    def _header_tips(self) -> None:
        return None

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not self._valid(index) or role not in (_DISPLAY, _EDIT, SortRole):
            return None
        fellow = self._items[index.row()]
        text = fellow.name if index.column() == FellowColumn.NAME else fellow.player
        return text.casefold() if role == SortRole else text

    def setData(self, index: _Index, value: Any, role: int = _EDIT) -> bool:  # noqa: N802 - Qt's name
        if not self._valid(index) or role != _EDIT:
            return False
        row = index.row()
        field = "name" if index.column() == FellowColumn.NAME else "player"
        text = "" if value is None else str(value)
        try:
            if field == "name" and not text.strip():
                raise EditError(self.tr("The investigator's name cannot be empty"))
            if getattr(self._doc.sheet.fellow_investigators[row], field) == text:
                return False
            return self._doc.set_value(
                f"sheet.fellow_investigators[{row}].{field}",
                text,
                text=self.tr("Change fellow investigator"),
            )
        except EditError as exc:
            return self._fail(exc)

    def add_fellow(self, name: str | None = None) -> int:
        """Append a fellow investigator (one undo step); returns the row."""
        fellow = FellowInvestigator(name=name or self.tr("New investigator"))
        fellows = [*self._doc.sheet.fellow_investigators, fellow]
        self._doc.set_value("sheet.fellow_investigators", fellows, text=self.tr("Add fellow investigator"))
        return len(fellows) - 1

    def remove_fellow(self, row: int) -> bool:
        """Remove the fellow investigator of ``row`` (one undo step)."""
        fellows = list(self._doc.sheet.fellow_investigators)
        if not 0 <= row < len(fellows):
            return False
        fellows.pop(row)
        return self._doc.set_value(
            "sheet.fellow_investigators", fellows, text=self.tr("Remove fellow investigator")
        )


class RowSliceProxyModel(QAbstractProxyModel):
    """One of ``parts`` consecutive slices of a flat model's rows (the skills shown two-up).

    Part ``i`` of ``k`` holds rows ``ceil(n·i/k)`` to ``ceil(n·(i+1)/k) - 1`` of the source's
    ``n`` rows, in the source's order. Sorting a slice sorts the source, so the slices stay one
    list. Data changes pass through as ``dataChanged``; any change of the source's rows (rows
    added, removed, filtered, sorted) resets the slice, since every later row moves between
    slices.
    """

    def __init__(self, part: int = 0, parts: int = 1, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._part = part
        self._parts = max(1, parts)
        self._start = self._stop = 0
        self._resetting = 0
        self._connections: list[Any] = []

    # -- plumbing

    def setSourceModel(self, model: Any) -> None:  # noqa: N802 - Qt's name
        self.beginResetModel()
        old = self.sourceModel()
        if old is not None:
            for signal, slot in self._connections:
                signal.disconnect(slot)
        self._connections = []
        super().setSourceModel(model)
        if model is not None:
            about = (
                model.rowsAboutToBeInserted, model.rowsAboutToBeRemoved, model.rowsAboutToBeMoved,
                model.columnsAboutToBeInserted, model.columnsAboutToBeRemoved, model.columnsAboutToBeMoved,
                model.layoutAboutToBeChanged, model.modelAboutToBeReset,
            )
            done = (
                model.rowsInserted, model.rowsRemoved, model.rowsMoved,
                model.columnsInserted, model.columnsRemoved, model.columnsMoved,
                model.layoutChanged, model.modelReset,
            )
            for signal in about:
                signal.connect(self._source_about_to_change)
                self._connections.append((signal, self._source_about_to_change))
            for signal in done:
                signal.connect(self._source_changed)
                self._connections.append((signal, self._source_changed))
            model.dataChanged.connect(self._source_data_changed)
            self._connections.append((model.dataChanged, self._source_data_changed))
            model.headerDataChanged.connect(self.headerDataChanged)
            self._connections.append((model.headerDataChanged, self.headerDataChanged))
        self._update_bounds()
        self.endResetModel()

    def _update_bounds(self) -> None:
        source = self.sourceModel()
        n = source.rowCount() if source is not None else 0
        k = self._parts
        self._start = -(-n * self._part // k)
        self._stop = -(-n * (self._part + 1) // k)

    def _source_about_to_change(self, *args: Any) -> None:
        if self._resetting == 0:
            self.beginResetModel()
        self._resetting += 1

    def _source_changed(self, *args: Any) -> None:
        self._resetting = max(0, self._resetting - 1)
        if self._resetting == 0:
            self._update_bounds()
            self.endResetModel()

    def _source_data_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, roles: Any = ()) -> None:
        first = max(top_left.row(), self._start)
        last = min(bottom_right.row(), self._stop - 1)
        if first > last or self._resetting:
            return
        self.dataChanged.emit(
            self.index(first - self._start, top_left.column()),
            self.index(last - self._start, bottom_right.column()),
            roles,
        )

    @property
    def parts(self) -> int:
        """How many slices the rows are split into."""
        return self._parts

    def set_parts(self, part: int, parts: int) -> None:
        """Show slice ``part`` of ``parts``."""
        if (part, parts) == (self._part, self._parts):
            return
        self.beginResetModel()
        self._part, self._parts = part, max(1, parts)
        self._update_bounds()
        self.endResetModel()

    # -- Qt interface

    def rowCount(self, parent: _Index = _ROOT) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else self._stop - self._start

    def columnCount(self, parent: _Index = _ROOT) -> int:  # noqa: N802 - Qt's name
        source = self.sourceModel()
        return 0 if parent.isValid() or source is None else source.columnCount()

    def hasChildren(self, parent: _Index = _ROOT) -> bool:  # noqa: N802 - Qt's name
        return not parent.isValid() and self.rowCount() > 0 and self.columnCount() > 0

    def index(self, row: int, column: int, parent: _Index = _ROOT) -> QModelIndex:
        if parent.isValid() or not (0 <= row < self.rowCount() and 0 <= column < self.columnCount()):
            return QModelIndex()
        return self.createIndex(row, column)

    def parent(self, index: _Index = _ROOT) -> QModelIndex:  # type: ignore[override]
        return QModelIndex()

    def sibling(self, row: int, column: int, index: _Index) -> QModelIndex:
        return self.index(row, column)

    def mapToSource(self, proxy_index: _Index) -> QModelIndex:  # noqa: N802 - Qt's name
        source = self.sourceModel()
        if source is None or not proxy_index.isValid() or proxy_index.model() is not self:
            return QModelIndex()
        return source.index(proxy_index.row() + self._start, proxy_index.column())

    def mapFromSource(self, source_index: _Index) -> QModelIndex:  # noqa: N802 - Qt's name
        if not source_index.isValid() or not self._start <= source_index.row() < self._stop:
            return QModelIndex()
        return self.index(source_index.row() - self._start, source_index.column())

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:  # noqa: N802
        source = self.sourceModel()
        if source is None:
            return None
        if orientation == Qt.Orientation.Vertical:
            return source.headerData(section + self._start, orientation, role)
        return source.headerData(section, orientation, role)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if source is None:
            return
        if isinstance(source, QSortFilterProxyModel) and (source.sortColumn(), source.sortOrder()) == (column, order):
            return  # already so (a sorting proxy keeps itself sorted)
        source.sort(column, order)
