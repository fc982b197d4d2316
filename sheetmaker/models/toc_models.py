"""Item models of the Trail of Cthulhu sheet: abilities, Pillars, Sources, weapons, lists.

The models read the :class:`~sheetmaker.models.document.SheetDocument` and its cached
``derive()`` result (:class:`sheetmaker.systems.toc.rules.Derived`); they store nothing of
their own. An edit goes ``setData`` → one undo step on the document's stack (runs of edits on
the same cell merge into one step), and every document change (an edit, an undo, a redo, a
roll, a refresh) is answered by comparing the rows shown before with the rows now: rows that
appeared or vanished are inserted or removed, and ``dataChanged`` names exactly the cells whose
values changed (one signal per run of adjacent changed cells in a row). That mechanism is
:class:`~sheetmaker.models.synced.SyncedTableModel`, shared with the Call of Cthulhu models.

Game terms from the data (ability names, Drives...) are translated in the ``toc`` context.

This module uses QtCore and QtGui only (never QtWidgets).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any, ClassVar

from pydantic import ValidationError
from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from sheetmaker.core import i18n, terms
from sheetmaker.models.document import DocumentCommand, EditError, SheetDocument, with_path
from sheetmaker.models.synced import HeaderTexts, Snapshot, SyncedTableModel
from sheetmaker.systems.toc.data import HEALTH, SANITY, STABILITY
from sheetmaker.systems.toc.model import Ability, Pillar, RangeModifiers, Source, Weapon
from sheetmaker.systems.toc.rules import AbilityLine

__all__ = [
    "AbilityColumn",
    "ActionRole",
    "LineRole",
    "MaximumRole",
    "MinimumRole",
    "NameRole",
    "PillarColumn",
    "RANGE_BANDS",
    "SourceColumn",
    "ToCAbilitiesModel",
    "ToCPillarsModel",
    "ToCSourcesModel",
    "ToCStringListModel",
    "ToCWeaponsModel",
    "WeaponColumn",
    "ability_display_name",
    "parse_range_modifier",
    "set_ability_value",
    "weapon_display_name",
    "weapon_stored_name",
]

_Index = QModelIndex | QPersistentModelIndex

#: The canonical (untranslated) ability name of a row, any column: what rolls and edits use.
NameRole = Qt.ItemDataRole.UserRole + 1
#: What the row's action column does: ``"test"`` (a General ability test), ``"spend"`` (an
#: investigative ability: its points are spent, never tested) or ``""`` (Sanity, Stability).
ActionRole = Qt.ItemDataRole.UserRole + 2
#: The lowest and highest value an editor should offer for an editable number cell.
MinimumRole = Qt.ItemDataRole.UserRole + 3
MaximumRole = Qt.ItemDataRole.UserRole + 4
#: The :class:`~sheetmaker.systems.toc.rules.AbilityLine` of a row.
LineRole = Qt.ItemDataRole.UserRole + 5

_DISPLAY = Qt.ItemDataRole.DisplayRole
_EDIT = Qt.ItemDataRole.EditRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_ENABLED = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_CENTER = int(Qt.AlignmentFlag.AlignCenter)

#: The range bands of firearms and explosives, in table order (the keys of ``RangeModifiers``).
RANGE_BANDS: tuple[str, ...] = ("point_blank", "close", "near", "long")
#: What a range cell shows for a band the weapon cannot reach (the tables' "•").
NO_REACH = "•"


def ability_display_name(name: str, known: bool = True) -> str:
    """An ability name as shown: in the language in use (the game data's names) unless the data
    does not know it (a name the user typed)."""
    return terms.term("toc", "ability", name) if known else name


def _message(exc: ValidationError) -> str:
    first = exc.errors(include_url=False)[0]
    return str(first.get("msg", "invalid value"))


def _whole(value: Any) -> int:
    """``value`` as a whole number; EditError when it is not one."""
    if isinstance(value, bool):
        raise EditError(QCoreApplication.translate("ToCModels", "{0} is not a whole number").format(value))
    if isinstance(value, int):
        return value
    try:
        return int(str(value).strip().replace("+", "", 1))
    except (TypeError, ValueError):
        raise EditError(
            QCoreApplication.translate("ToCModels", "{0} is not a whole number").format(value)
        ) from None


def _push(doc: SheetDocument, document: Any, text: str, merge_key: str | None) -> bool:
    """Push the change to ``document`` as one undo step (merging runs on ``merge_key``)."""
    if document == doc.document:
        return False
    doc.undo_stack.push(DocumentCommand(doc, doc.document, document, text, merge_key=merge_key))
    return True


def set_ability_value(
    doc: SheetDocument,
    name: str,
    field: str,
    value: int,
    *,
    text: str | None = None,
    merge: bool = True,
) -> bool:
    """Set an ability's ``rating`` or ``pool`` as one undo step.

    Runs of edits on the same ability and field merge into one step (a spin box's run); an
    edit of another ability or field is a step of its own. An ability the sheet does not list
    yet gets an entry at its starting rating first. A full pool is stored as "at the rating"
    (``None``), so a pool that was full follows a new rating (a fresh sheet's pools do);
    a pool that was spent keeps its value, and the rules report a pool above its rating.

    Returns:
        False when the value was already there (nothing is pushed).

    Raises:
        EditError: the value is not a whole number or is outside what a sheet may hold.
    """
    if field not in ("rating", "pool"):
        raise ValueError(f"unknown ability field {field!r}")
    number = _whole(value)
    sheet = doc.sheet
    line: AbilityLine | None = doc.derived.ability(name)
    canonical = line.name if line is not None else name
    folded = canonical.casefold()
    key = next((k for k in sheet.abilities if k.casefold() == folded), None)
    if key is not None:
        entry: Ability = sheet.abilities[key]
    else:
        if line is None:
            raise EditError(
                QCoreApplication.translate("ToCModels", "{0} is not an ability of this sheet").format(name)
            )
        key = canonical
        entry = Ability(rating=line.start)
    rating = entry.rating
    pool = rating if entry.pool is None else entry.pool
    if field == "rating":
        new_rating, new_pool = number, (None if pool == rating else pool)
    else:
        new_rating, new_pool = rating, (None if number == rating else number)
    new_entry = with_path(with_path(entry, "rating", new_rating), "pool", new_pool)
    if new_entry == entry:
        return False
    abilities = dict(sheet.abilities)
    abilities[key] = new_entry
    document = with_path(doc.document, "sheet.abilities", abilities)
    shown = ability_display_name(canonical, line is not None and line.known)
    if text is None:
        text = (
            QCoreApplication.translate("ToCModels", "Change {0} rating")
            if field == "rating"
            else QCoreApplication.translate("ToCModels", "Change {0} pool")
        ).format(shown)
    return _push(doc, document, text, f"sheet.abilities[{canonical}].{field}" if merge else None)


# --------------------------------------------------------------------------- abilities


class AbilityColumn(IntEnum):
    """Columns of :class:`ToCAbilitiesModel`."""

    OCCUPATIONAL = 0
    NAME = 1
    RATING = 2
    POOL = 3
    COST = 4
    ACTION = 5


def _action(line: AbilityLine) -> str:
    # Investigative abilities are spent, never tested; Sanity is neither tested nor spent;
    # Stability and Health have tests of their own (Stability, Consciousness) that the sheet's
    # pool section offers. sheetmaker.systems.toc.play decides the rest.
    if not line.known:
        return ""
    if line.investigative:
        return "spend"
    if line.name in (HEALTH, SANITY, STABILITY):
        return ""
    return "test"


def _ability_cells(line: AbilityLine) -> tuple[Any, ...]:
    return (
        line.occupational,
        (line.name, line.investigative_use, line.occupational, line.known),
        (line.rating, line.creation_rating),
        (line.pool, line.rating, line.floor),
        (line.cost, line.pool_key),
        (_action(line), line.rating, line.pool),
    )


#: The roles :class:`ToCAbilitiesModel` answers (every other role is None at once).
_ABILITY_ROLES = frozenset(
    {
        _DISPLAY, _EDIT, _TOOLTIP, _ACCESSIBLE, _ALIGN, Qt.ItemDataRole.FontRole,
        NameRole, ActionRole, MinimumRole, MaximumRole, LineRole,
    }
)


class ToCAbilitiesModel(SyncedTableModel):
    """The ability lines of one family (``"Academic"``, ``"Interpersonal"``, ``"Technical"``,
    ``"General"``), of every family (``family=None``) or the abilities the data does not know
    (``family=""``), in sheet order.

    Columns: the occupational mark, the name (occupational abilities in bold; General
    abilities that can be used investigatively marked "*"), the rating and the pool (both
    editable, one undo step per run of edits), the build cost, and an action column the view
    fills with a test or spend control (:data:`ActionRole`).

    Signals:
        editFailed(str): an edit was refused; the message says why, for the user.
    """

    #: The mark of an investigative-use General ability (the rules' "*").
    INVESTIGATIVE_USE_MARK: ClassVar[str] = "*"

    def __init__(self, doc: SheetDocument, family: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(doc, parent)
        self._family = family
        self._bold = QFont()
        self._bold.setBold(True)
        self._italic = QFont()
        self._italic.setItalic(True)
        self._names: dict[str, str] = {}
        self._names_language = i18n.language()
        self._load()

    @property
    def family(self) -> str | None:
        return self._family

    def _columns(self) -> int:
        return len(AbilityColumn)

    def _snapshot(self) -> Snapshot:
        family = self._family
        lines = [
            line for line in self._doc.derived.abilities if family is None or line.family == family
        ]
        return [line.name.casefold() for line in lines], [_ability_cells(line) for line in lines], lines

    def line(self, row: int) -> AbilityLine:
        """The ability line shown in ``row``."""
        return self._items[row]

    def row_of(self, name: str) -> int:
        """The row of an ability (case-insensitive), or -1."""
        try:
            return self._keys.index(name.casefold())
        except ValueError:
            return -1

    # -- Qt interface

    _HEADER_LEFT = AbilityColumn.NAME

    def _header_texts(self) -> HeaderTexts:
        return {
            AbilityColumn.OCCUPATIONAL: self.tr("Occ."),
            AbilityColumn.NAME: self.tr("Ability"),
            AbilityColumn.RATING: self.tr("Rating"),
            AbilityColumn.POOL: self.tr("Pool"),
            AbilityColumn.COST: self.tr("Cost"),
            AbilityColumn.ACTION: self.tr("Use"),
        }

    def _header_tips(self) -> HeaderTexts:
        return {
            AbilityColumn.OCCUPATIONAL: self.tr("Occupational ability (half price)"),
            AbilityColumn.NAME: self.tr(
                "Ability (occupational in bold; * a General ability sometimes used investigatively)"
            ),
            AbilityColumn.RATING: self.tr("Rating"),
            AbilityColumn.POOL: self.tr("Pool: points left to spend"),
            AbilityColumn.COST: self.tr("Build points the rating costs"),
            AbilityColumn.ACTION: self.tr("Test a General ability or spend an investigative one"),
        }

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        if index.column() in (AbilityColumn.RATING, AbilityColumn.POOL):
            return _ENABLED | Qt.ItemFlag.ItemIsEditable
        return _ENABLED

    def _name(self, line: AbilityLine) -> str:
        # Painting asks for every cell's roles many times: translate each name once per language.
        if self._names_language != i18n.language():
            self._names_language = i18n.language()
            self._names.clear()
        name = self._names.get(line.name)
        if name is None:
            name = self._names[line.name] = ability_display_name(line.name, line.known)
        return name

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if role not in _ABILITY_ROLES or not self._valid(index):
            return None
        line: AbilityLine = self._items[index.row()]
        column = index.column()
        if role == NameRole:
            return line.name
        if role == LineRole:
            return line
        if role == ActionRole:
            return _action(line)
        name = self._name(line)
        if column == AbilityColumn.OCCUPATIONAL:
            if role == _DISPLAY:
                return "●" if line.occupational else ""
            if role in (_TOOLTIP, _ACCESSIBLE):
                return (
                    self.tr("{0}: occupational (half price)") if line.occupational else self.tr("{0}: not occupational")
                ).format(name)
            if role == _ALIGN:
                return _CENTER
            return None
        if column == AbilityColumn.NAME:
            if role == _DISPLAY:
                return name + (self.INVESTIGATIVE_USE_MARK if line.investigative_use else "")
            if role == Qt.ItemDataRole.FontRole:
                if not line.known:
                    return self._italic
                return self._bold if line.occupational else None
            if role in (_TOOLTIP, _ACCESSIBLE):
                notes = []
                if line.occupational:
                    notes.append(self.tr("occupational"))
                if line.investigative_use:
                    notes.append(self.tr("* can sometimes be used as an investigative ability"))
                if not line.known:
                    notes.append(self.tr("not a Trail of Cthulhu ability: not costed"))
                return f"{name} ({'; '.join(notes)})" if notes else name
            return None
        if column == AbilityColumn.RATING:
            if role in (_DISPLAY, _EDIT):
                return line.rating
            if role == MinimumRole:
                return 0
            if role == MaximumRole:
                return 99
            if role in (_TOOLTIP, _ACCESSIBLE):
                return self.tr("{0} rating {1}").format(name, line.rating)
            if role == _ALIGN:
                return _CENTER
            return None
        if column == AbilityColumn.POOL:
            if role in (_DISPLAY, _EDIT):
                return line.pool
            if role == MinimumRole:
                return line.floor
            if role == MaximumRole:
                # Never hide a stored pool above the rating: the rules report it instead.
                return max(line.rating, line.pool)
            if role in (_TOOLTIP, _ACCESSIBLE):
                return self.tr("{0} pool {1} of {2}").format(name, line.pool, line.rating)
            if role == _ALIGN:
                return _CENTER
            if role == Qt.ItemDataRole.FontRole and line.pool < line.rating:
                return self._bold
            return None
        if column == AbilityColumn.COST:
            if role == _DISPLAY:
                return line.cost
            if role in (_TOOLTIP, _ACCESSIBLE):
                if line.cost < 0:
                    return self.tr("{0}: {1} investigative build points returned").format(name, -line.cost)
                if line.investigative:
                    return self.tr("{0}: {1} investigative build points").format(name, line.cost)
                return self.tr("{0}: {1} general build points").format(name, line.cost)
            if role == _ALIGN:
                return _CENTER
            return None
        # AbilityColumn.ACTION
        if role in (_TOOLTIP, _ACCESSIBLE):
            action = _action(line)
            if action == "test":
                return self.tr("Test {0} (pool {1})").format(name, line.pool)
            if action == "spend":
                return self.tr("Spend {0} points (pool {1})").format(name, line.pool)
            return None
        return None

    def setData(self, index: _Index, value: Any, role: int = _EDIT) -> bool:  # noqa: N802 - Qt's name
        if not self._valid(index) or role != _EDIT:
            return False
        column = index.column()
        if column not in (AbilityColumn.RATING, AbilityColumn.POOL):
            return False
        line: AbilityLine = self._items[index.row()]
        try:
            return set_ability_value(
                self._doc, line.name, "rating" if column == AbilityColumn.RATING else "pool", value
            )
        except EditError as exc:
            return self._fail(exc)

    def set_value(self, name: str, field: str, value: int, merge: bool = True) -> bool:
        """Set an ability's ``rating`` or ``pool`` (see :func:`set_ability_value`).

        Raises:
            EditError: the value is refused.
        """
        return set_ability_value(self._doc, name, field, value, merge=merge)


# --------------------------------------------------------------------------- lists


class _ListModel(SyncedTableModel):
    """Rows of a list stored in the document (``sheet.pillars_of_sanity``...).

    Rows are the list's items; an item edited in place keeps its row, an added or removed
    item inserts or removes exactly its row.
    """

    #: The document path of the list.
    PATH: ClassVar[str] = ""

    def _items_now(self) -> Sequence[Any]:
        return self._doc.value(self.PATH)

    def _cells_of(self, item: Any) -> tuple[Any, ...]:
        raise NotImplementedError

    def _snapshot(self) -> Snapshot:
        items = list(self._items_now())
        return self._list_keys(items), [self._cells_of(item) for item in items], items

    def items(self) -> list[Any]:
        """The items shown, in order."""
        return list(self._items)

    # -- edits

    def _set_field(self, row: int, field: str | None, value: Any, text: str, merge: bool) -> bool:
        path = f"{self.PATH}[{row}]" + (f".{field}" if field else "")
        try:
            return self._doc.set_value(path, value, text=text, merge=merge)
        except EditError as exc:
            return self._fail(exc)

    def append(self, item: Any, text: str) -> bool:
        """Add an item at the end as one undo step.

        Raises:
            EditError: the document refused the item (the message says why).
        """
        return self._doc.set_value(self.PATH, [*self._items_now(), item], text=text)

    def remove(self, row: int, text: str) -> bool:
        """Remove the item of ``row`` as one undo step."""
        items = list(self._items_now())
        if not 0 <= row < len(items):
            return False
        del items[row]
        return self._doc.set_value(self.PATH, items, text=text)


class PillarColumn(IntEnum):
    """Columns of :class:`ToCPillarsModel`."""

    NAME = 0
    STATE = 1


class ToCPillarsModel(_ListModel):
    """The Pillars of Sanity: name and state (intact, shattered, crumbled), both editable.

    A Pillar that is one of the rules' examples is shown in the language in use and stored in
    English (typed in German or French, it is stored as the English example).
    """

    PATH = "sheet.pillars_of_sanity"
    STATES: ClassVar[tuple[str, ...]] = ("intact", "shattered", "crumbled")

    def __init__(self, doc: SheetDocument, parent: QObject | None = None) -> None:
        super().__init__(doc, parent)
        self._load()

    def state_text(self, state: str) -> str:
        """A Pillar state in words."""
        return {
            "intact": self.tr("Intact"),
            "shattered": self.tr("Shattered"),
            "crumbled": self.tr("Crumbled"),
        }.get(state, state)

    def _columns(self) -> int:
        return len(PillarColumn)

    def _cells_of(self, item: Pillar) -> tuple[Any, ...]:
        return (item.name, item.state)

    def _header_texts(self) -> HeaderTexts:
        return (self.tr("Pillar of Sanity"), self.tr("State"))

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not self._valid(index):
            return None
        pillar: Pillar = self._items[index.row()]
        shown = terms.term("toc", "pillar", pillar.name)
        if index.column() == PillarColumn.NAME:
            if role in (_DISPLAY, _EDIT, _TOOLTIP, _ACCESSIBLE):
                return shown
            return None
        if role == _DISPLAY:
            return self.state_text(pillar.state)
        if role == _EDIT:
            return pillar.state
        if role in (_TOOLTIP, _ACCESSIBLE):
            return self.tr("{0}: {1}").format(shown, self.state_text(pillar.state))
        if role == Qt.ItemDataRole.FontRole and pillar.state != "intact":
            font = QFont()
            font.setItalic(True)
            return font
        return None

    def setData(self, index: _Index, value: Any, role: int = _EDIT) -> bool:  # noqa: N802 - Qt's name
        if not self._valid(index) or role != _EDIT:
            return False
        row = index.row()
        if index.column() == PillarColumn.NAME:
            name = terms.english("toc", "pillar", str(value))
            return self._set_field(row, "name", name, self.tr("Rename Pillar of Sanity"), True)
        if value not in self.STATES:
            return self._fail(EditError(self.tr("{0} is not a Pillar state").format(value)))
        return self._set_field(
            row, "state", value, self.tr("Pillar of Sanity {0}").format(self.state_text(value).lower()), False
        )

    def add(self, name: str) -> bool:
        """Add an intact Pillar (one undo step).

        Raises:
            EditError: the name is empty or too long.
        """
        try:
            pillar = Pillar(name=terms.english("toc", "pillar", name))
        except ValidationError as exc:
            raise EditError(_message(exc)) from None
        return self.append(pillar, self.tr("Add Pillar of Sanity"))

    def remove_row(self, row: int) -> bool:
        """Remove a Pillar (one undo step)."""
        return self.remove(row, self.tr("Remove Pillar of Sanity"))


class SourceColumn(IntEnum):
    """Columns of :class:`ToCSourcesModel`."""

    NAME = 0
    RELATION = 1
    STATE = 2


class ToCSourcesModel(_ListModel):
    """The Sources of Stability: name, relationship and state, all editable."""

    PATH = "sheet.sources_of_stability"
    STATES: ClassVar[tuple[str, ...]] = ("alive", "dead", "missing", "estranged")

    def __init__(self, doc: SheetDocument, parent: QObject | None = None) -> None:
        super().__init__(doc, parent)
        self._load()

    def state_text(self, state: str) -> str:
        """A Source state in words."""
        return {
            "alive": self.tr("Alive"),
            "dead": self.tr("Dead"),
            "missing": self.tr("Missing"),
            "estranged": self.tr("Estranged"),
        }.get(state, state)

    def _columns(self) -> int:
        return len(SourceColumn)

    def _cells_of(self, item: Source) -> tuple[Any, ...]:
        return (item.name, item.relation, item.state)

    def _header_texts(self) -> HeaderTexts:
        return (self.tr("Source of Stability"), self.tr("Relationship"), self.tr("State"))

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not self._valid(index):
            return None
        source: Source = self._items[index.row()]
        column = index.column()
        if column == SourceColumn.NAME:
            return source.name if role in (_DISPLAY, _EDIT, _TOOLTIP, _ACCESSIBLE) else None
        if column == SourceColumn.RELATION:
            return source.relation if role in (_DISPLAY, _EDIT, _TOOLTIP, _ACCESSIBLE) else None
        if role == _DISPLAY:
            return self.state_text(source.state)
        if role == _EDIT:
            return source.state
        if role in (_TOOLTIP, _ACCESSIBLE):
            return self.tr("{0}: {1}").format(source.name, self.state_text(source.state))
        return None

    def setData(self, index: _Index, value: Any, role: int = _EDIT) -> bool:  # noqa: N802 - Qt's name
        if not self._valid(index) or role != _EDIT:
            return False
        row = index.row()
        column = index.column()
        if column == SourceColumn.NAME:
            return self._set_field(row, "name", str(value), self.tr("Rename Source of Stability"), True)
        if column == SourceColumn.RELATION:
            return self._set_field(row, "relation", str(value), self.tr("Change relationship"), True)
        if value not in self.STATES:
            return self._fail(EditError(self.tr("{0} is not a Source state").format(value)))
        return self._set_field(row, "state", value, self.tr("Change Source of Stability state"), False)

    def add(self, name: str, relation: str = "") -> bool:
        """Add a living Source (one undo step).

        Raises:
            EditError: the name is empty or too long.
        """
        try:
            source = Source(name=name, relation=relation)
        except ValidationError as exc:
            raise EditError(_message(exc)) from None
        return self.append(source, self.tr("Add Source of Stability"))

    def remove_row(self, row: int) -> bool:
        """Remove a Source (one undo step)."""
        return self.remove(row, self.tr("Remove Source of Stability"))


class ToCStringListModel(_ListModel):
    """A list of names stored in the document (``sheet.languages``, ``sheet.mental_disorders``),
    one editable column.

    Args:
        doc: the document.
        path: the list's path.
        header: the column's title.
        noun: what one item is, for undo texts ("language").
        kind: the kind of game term the items are (``"language"``): a name the data knows is
            shown in the language in use and stored in English, typed in either; ``None``: the
            items are shown as stored.
    """

    def __init__(
        self, doc: SheetDocument, path: str, header: str, noun: str, parent: QObject | None = None,
        kind: str | None = None,
    ) -> None:
        super().__init__(doc, parent)
        self.PATH = path  # type: ignore[misc]  # per instance
        self._header = header
        self._noun = noun
        self._kind = kind
        self._load()

    def _shown(self, item: str) -> str:
        return terms.term("toc", self._kind, item) if self._kind else item

    def _stored(self, text: str) -> str:
        return terms.english("toc", self._kind, text) if self._kind else text

    def _columns(self) -> int:
        return 1

    def _cells_of(self, item: str) -> tuple[Any, ...]:
        return (item,)

    def _header_texts(self) -> HeaderTexts:
        return (self._header,)

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not self._valid(index):
            return None
        if role in (_DISPLAY, _EDIT, _TOOLTIP, _ACCESSIBLE):
            return self._shown(self._items[index.row()])
        return None

    def setData(self, index: _Index, value: Any, role: int = _EDIT) -> bool:  # noqa: N802 - Qt's name
        if not self._valid(index) or role != _EDIT:
            return False
        return self._set_field(
            index.row(), None, self._stored(str(value)), self.tr("Change {0}").format(self._noun), True
        )

    def add(self, text: str) -> bool:
        """Add an item (one undo step).

        Raises:
            EditError: the document refused it (empty name, too long...).
        """
        return self.append(self._stored(text), self.tr("Add {0}").format(self._noun))

    def remove_row(self, row: int) -> bool:
        """Remove an item (one undo step)."""
        return self.remove(row, self.tr("Remove {0}").format(self._noun))


# --------------------------------------------------------------------------- weapons


class WeaponColumn(IntEnum):
    """Columns of :class:`ToCWeaponsModel`."""

    NAME = 0
    ABILITY = 1
    DAMAGE = 2
    POINT_BLANK = 3
    CLOSE = 4
    NEAR = 5
    LONG = 6
    ROLL = 7


_BAND_OF_COLUMN = {
    WeaponColumn.POINT_BLANK: "point_blank",
    WeaponColumn.CLOSE: "close",
    WeaponColumn.NEAR: "near",
    WeaponColumn.LONG: "long",
}
WEAPON_ABILITIES: tuple[str, ...] = ("Scuffling", "Weapons", "Firearms", "Athletics")


def parse_range_modifier(text: Any) -> int | None:
    """A range cell's text as a damage modifier: a whole number (``+1``, ``-2``), or ``None`` for
    "cannot reach" (empty or "•").

    Raises:
        EditError: anything else.
    """
    if text is None:
        return None
    if isinstance(text, int) and not isinstance(text, bool):
        return text
    value = str(text).strip()
    if value in ("", NO_REACH):
        return None
    return _whole(value.replace("−", "-"))


def weapon_display_name(name: str) -> str:
    """A weapon's name as shown: a weapon of the tables in the language in use (``Knife`` →
    ``Messer``), any other name as the sheet writes it."""
    return terms.term("toc", "weapon", name)


def weapon_stored_name(text: str) -> str:
    """The name a sheet stores for a weapon name typed in the language in use: the English name
    of a weapon of the tables (``Messer`` → ``Knife``), any other text as typed."""
    english = terms.english("toc", "weapon", text)
    return text if english == text.strip() else english


def _modifier_text(value: int | None) -> str:
    if value is None:
        return NO_REACH
    return f"{value:+d}"


class ToCWeaponsModel(_ListModel):
    """The weapons: name, ability used, damage modifier (hand weapons), the damage modifiers by
    range (firearms and explosives; "•" cannot reach) and a damage roll column.

    Range cells edit as text: a whole number, or empty / "•" for out of reach. A hand weapon
    given a range modifier becomes a ranged weapon; clearing every range makes it a hand
    weapon again.
    """

    PATH = "sheet.weapons"

    def __init__(self, doc: SheetDocument, parent: QObject | None = None) -> None:
        super().__init__(doc, parent)
        self._load()

    def band_text(self, band: str) -> str:
        """A range band's name."""
        return {
            "point_blank": self.tr("Point blank"),
            "close": self.tr("Close"),
            "near": self.tr("Near"),
            "long": self.tr("Long"),
        }[band]

    def _columns(self) -> int:
        return len(WeaponColumn)

    def _cells_of(self, item: Weapon) -> tuple[Any, ...]:
        ranges = item.ranges.model_dump() if item.ranges is not None else None
        bands = tuple(None if ranges is None else ranges[b] for b in RANGE_BANDS)
        return (
            (item.name, item.kind, item.notes),
            item.ability,
            (item.damage_modifier, item.ranges is None),
            *((b, item.ranges is None) for b in bands),
            (item.name, item.ranges is None),
        )

    _HEADER_LEFT = WeaponColumn.NAME

    def _header_texts(self) -> HeaderTexts:
        return {
            WeaponColumn.NAME: self.tr("Weapon"),
            WeaponColumn.ABILITY: self.tr("Ability"),
            WeaponColumn.DAMAGE: self.tr("Damage"),
            WeaponColumn.POINT_BLANK: self.tr("Point blank"),
            WeaponColumn.CLOSE: self.tr("Close"),
            WeaponColumn.NEAR: self.tr("Near"),
            WeaponColumn.LONG: self.tr("Long"),
            WeaponColumn.ROLL: self.tr("Roll"),
        }

    def _header_tips(self) -> HeaderTexts:
        return {
            WeaponColumn.NAME: self.tr("Weapon"),
            WeaponColumn.ABILITY: self.tr("Ability used"),
            WeaponColumn.DAMAGE: self.tr("Damage modifier of a hand weapon (1D6 + modifier)"),
            WeaponColumn.POINT_BLANK: self.tr("Damage modifier at point blank range (• cannot reach)"),
            WeaponColumn.CLOSE: self.tr("Damage modifier at close range (• cannot reach)"),
            WeaponColumn.NEAR: self.tr("Damage modifier at near range (• cannot reach)"),
            WeaponColumn.LONG: self.tr("Damage modifier at long range (• cannot reach)"),
            WeaponColumn.ROLL: self.tr("Roll damage"),
        }

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        if index.column() == WeaponColumn.ROLL:
            return _ENABLED
        if index.column() == WeaponColumn.DAMAGE and self._items[index.row()].ranges is not None:
            return _ENABLED
        return _ENABLED | Qt.ItemFlag.ItemIsEditable

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not self._valid(index):
            return None
        weapon: Weapon = self._items[index.row()]
        column = WeaponColumn(index.column())
        name = weapon_display_name(weapon.name)
        if column == WeaponColumn.NAME:
            if role in (_DISPLAY, _EDIT):
                # Edited as shown; a known name typed in the language in use is stored in English.
                return name
            if role in (_TOOLTIP, _ACCESSIBLE):
                parts = [name]
                if weapon.kind and weapon.kind != weapon.name:
                    parts.append(weapon_display_name(weapon.kind))
                if weapon.ammo:
                    parts.append(self.tr("ammunition: {0}").format(weapon.ammo))
                if weapon.notes:
                    parts.append(weapon.notes)
                return "\n".join(parts)
            return None
        if column == WeaponColumn.ABILITY:
            if role == _DISPLAY:
                return ability_display_name(weapon.ability)
            if role == _EDIT:
                return weapon.ability
            if role in (_TOOLTIP, _ACCESSIBLE):
                return self.tr("{0} is used with {1}").format(name, ability_display_name(weapon.ability))
            if role == _ALIGN:
                return _CENTER
            return None
        if column == WeaponColumn.DAMAGE:
            hand = weapon.ranges is None
            if role == _DISPLAY:
                return _modifier_text(weapon.damage_modifier) if hand else self.tr("by range")
            if role == _EDIT:
                return weapon.damage_modifier
            if role == MinimumRole:
                return -20
            if role == MaximumRole:
                return 30
            if role in (_TOOLTIP, _ACCESSIBLE):
                if hand:
                    return self.tr("{0}: damage 1D6 {1}").format(name, _modifier_text(weapon.damage_modifier))
                return self.tr("{0}: the damage modifier depends on the range").format(name)
            if role == _ALIGN:
                return _CENTER
            return None
        if column == WeaponColumn.ROLL:
            if role in (_TOOLTIP, _ACCESSIBLE):
                return self.tr("Roll damage of {0}").format(name)
            return None
        band = _BAND_OF_COLUMN[column]
        value = getattr(weapon.ranges, band) if weapon.ranges is not None else None
        if role == _DISPLAY:
            return "" if weapon.ranges is None else _modifier_text(value)
        if role == _EDIT:
            return "" if value is None else _modifier_text(value)
        if role in (_TOOLTIP, _ACCESSIBLE):
            if weapon.ranges is None:
                return self.tr("{0}: a hand weapon, no range").format(name)
            if value is None:
                return self.tr("{0} cannot reach {1} range").format(name, self.band_text(band).lower())
            return self.tr("{0} at {1} range: damage 1D6 {2}").format(
                name, self.band_text(band).lower(), _modifier_text(value)
            )
        if role == _ALIGN:
            return _CENTER
        return None

    def setData(self, index: _Index, value: Any, role: int = _EDIT) -> bool:  # noqa: N802 - Qt's name
        if not self._valid(index) or role != _EDIT:
            return False
        row = index.row()
        weapon: Weapon = self._items[row]
        column = WeaponColumn(index.column())
        try:
            if column == WeaponColumn.NAME:
                return self._set_field(row, "name", weapon_stored_name(str(value)), self.tr("Rename weapon"), True)
            if column == WeaponColumn.ABILITY:
                if value not in WEAPON_ABILITIES:
                    raise EditError(self.tr("{0} is not a fighting ability").format(value))
                return self._set_field(row, "ability", value, self.tr("Change weapon ability"), False)
            if column == WeaponColumn.DAMAGE:
                if weapon.ranges is not None:
                    return False
                return self._set_field(
                    row, "damage_modifier", _whole(value), self.tr("Change damage modifier"), True
                )
            if column == WeaponColumn.ROLL:
                return False
            band = _BAND_OF_COLUMN[column]
            modifier = parse_range_modifier(value)
            current = weapon.ranges.model_dump() if weapon.ranges is not None else dict.fromkeys(RANGE_BANDS)
            current[band] = modifier
            try:
                ranges = RangeModifiers(**current) if any(v is not None for v in current.values()) else None
            except ValidationError as exc:
                raise EditError(_message(exc)) from None
            return self._set_field(row, "ranges", ranges, self.tr("Change range modifiers"), True)
        except EditError as exc:
            return self._fail(exc)

    def add_weapon(self, weapon: Weapon) -> bool:
        """Add a weapon (one undo step)."""
        return self.append(weapon, self.tr("Add weapon {0}").format(weapon_display_name(weapon.name)))

    def remove_row(self, row: int) -> bool:
        """Remove a weapon (one undo step)."""
        return self.remove(row, self.tr("Remove weapon"))

    def weapon(self, row: int) -> Weapon:
        """The weapon of ``row``."""
        return self._items[row]
