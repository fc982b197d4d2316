"""The ability table shared by the Trail of Cthulhu wizard's investigative and general pages.

:class:`AbilityTableModel` shows one pool's abilities from the draft's ``derive()`` (grouped by
family when the pool has several), with the rating editable and what each point costs read
from the session (:meth:`~sheetmaker.systems.toc.session.CreationSession.next_point_cost`);
:class:`AbilityStepPage` is the page around it: the build points left, "Spend the Rest" and a
line explaining the price of the selected ability. No rule is computed here: every price,
ceiling and cap comes from the session, ``derive()`` or the rules data.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.core.violations import Severity
from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.toc.data import (
    CREDIT_RATING,
    CTHULHU_MYTHOS,
    FAMILIES,
    FLEEING,
    HEALTH,
    SANITY,
    STABILITY,
)
from sheetmaker.systems.toc.rules import AbilityLine
from sheetmaker.systems.toc.session import (
    GeneralAnswers,
    InvestigativeAnswers,
    PointCost,
)
from sheetmaker.ui.theme import error_colour
from sheetmaker.ui.widgets import PointsDelegate
from sheetmaker.ui.wizards.page import StepPage

__all__ = ["OCCUPATIONAL_MARK", "AbilityStepPage", "AbilityTableModel"]

_Index = QModelIndex | QPersistentModelIndex
_DISPLAY = Qt.ItemDataRole.DisplayRole
_EDIT = Qt.ItemDataRole.EditRole
#: The mark in front of an occupational ability.
OCCUPATIONAL_MARK = "● "
_ABILITY_FIELD = "sheet.abilities["


def _bad(label: QLabel, bad: bool) -> None:
    label.setStyleSheet(f"color: {error_colour().name()}; font-weight: bold;" if bad else "")


def field_ability(field: str) -> str | None:
    """The ability named by a violation's field (``sheet.abilities[Sanity]`` → ``Sanity``)."""
    if field.startswith(_ABILITY_FIELD):
        return field[len(_ABILITY_FIELD):].split("]", 1)[0]
    if field.startswith(("investigative.ratings.", "general.ratings.")):
        return field.split(".", 2)[2]
    return None


class AbilityTableModel(QAbstractTableModel):
    """One pool's abilities: name (● occupational), rating (editable), the free start, the
    build points spent, the price of the next point and a short note.

    Rows are fixed by the rules data (family headings first in each family when the pool has
    several families), so a change of the draft only emits ``dataChanged`` for the rows whose
    line, price or problem changed. Edits go through
    ``CreationModel.run(session.set_rating)``.
    """

    ABILITY, RATING, FREE, SPENT, NEXT, NOTE = range(6)

    def __init__(self, model: CreationModel, pool: str, parent: Any = None) -> None:
        super().__init__(parent)
        self.creation = model
        self.pool = pool
        session = model.session
        investigative = pool == "investigative"
        defs = [a for a in session.data.abilities if (a.family != "General") == investigative]
        families = [f for f in FAMILIES if any(a.family == f for a in defs)]
        #: Each row: ``(family, None)`` for a heading, ``(family, name)`` for an ability.
        self.rows: list[tuple[str, str | None]] = []
        for family in families:
            if len(families) > 1:
                self.rows.append((family, None))
            self.rows.extend((family, a.name) for a in defs if a.family == family)
        self._row_of = {name.casefold(): row for row, (_, name) in enumerate(self.rows) if name is not None}
        self.lines: dict[str, AbilityLine] = {}
        #: ability → (severity, message) of the step's problems on it.
        self.problems: dict[str, tuple[Severity, str]] = {}
        self._locked: dict[str, str] = {}
        self._notes: dict[str, str] = {}
        self._next: dict[tuple[Any, ...], PointCost | None] = {}
        self._headers = (
            self.tr("Ability"), self.tr("Rating"), self.tr("Free"), self.tr("Spent"),
            self.tr("Next point"), self.tr("Note"),
        )
        self._tips = (
            self.tr("The ability (● marks an occupational ability: 2 rating points per build point)"),
            self.tr("The rating: type a number to change it"),
            self.tr("The rating every investigator has for free"),
            self.tr("Build points the rating costs now (\"back\": points returned)"),
            self.tr("Build points one more rating point would cost now"),
            self.tr("What makes the price or the limit of this ability"),
        )
        self.refresh_from_session()

    # Reading -------------------------------------------------------------------------------

    def refresh_from_session(self) -> None:
        """Read the draft again: ``dataChanged`` for the rows that changed."""
        session = self.creation.session
        d = session.derived
        lines = {name: d.ability(name) for _, name in self.rows if name is not None}
        problems: dict[str, tuple[Severity, str]] = {}
        for violation in session.report(self.pool).problems:
            name = field_ability(violation.field)
            if name is None:
                continue
            line = d.ability(name)
            key = line.name if line is not None else name
            if key not in problems or violation.severity is Severity.ERROR:
                problems[key] = (violation.severity, violation.message)
        locked = self._locked_reasons()
        notes = {name: self._note(name, line) for name, line in lines.items() if line is not None}
        changed = [
            row for row, (_, name) in enumerate(self.rows)
            if name is not None and (
                lines[name] != self.lines.get(name)
                or problems.get(name) != self.problems.get(name)
                or locked.get(name) != self._locked.get(name)
                or notes.get(name) != self._notes.get(name)
            )
        ]
        self.lines = {k: v for k, v in lines.items() if v is not None}
        self.problems, self._locked, self._notes = problems, locked, notes
        if len(self._next) > 2048:
            self._next.clear()
        if changed:
            last = self.columnCount() - 1
            first = prev = changed[0]
            for row in [*changed[1:], None]:
                if row is not None and row == prev + 1:
                    prev = row
                    continue
                self.dataChanged.emit(self.index(first, 0), self.index(prev, last))
                if row is not None:
                    first = prev = row

    def _locked_reasons(self) -> dict[str, str]:
        session = self.creation.session
        d = session.derived
        locked = {}
        if self.pool == "investigative":
            mythos = d.ability(CTHULHU_MYTHOS)
            if not session.sheet.keeper.cthulhu_mythos and (mythos is None or mythos.creation_rating == 0):
                locked[CTHULHU_MYTHOS] = self.tr(
                    "Cthulhu Mythos is learnt in play, not bought: it stays at 0 unless the keeper "
                    "allows buying it (Campaign step, keeper's permissions)."
                )
            cr = d.credit_rating
            if cr.locked and d.occupation is not None and cr.value == cr.base:
                locked[CREDIT_RATING] = self.tr("A {0} never puts points into Credit Rating: it stays at {1}.").format(
                    terms.term("toc", "occupation", d.occupation.name), cr.base
                )
        return locked

    def _note(self, name: str, line: AbilityLine) -> str:
        """A short note of what sets this ability's price or limit (numbers from the engine)."""
        session = self.creation.session
        d = session.derived
        tables = session.data.tables
        if name == CREDIT_RATING and d.occupation is not None:
            cr = d.credit_rating
            if cr.locked:
                return self.tr("always {0}").format(cr.base)
            if cr.ceiling is None:
                return self.tr("free {0}, normal price with no ceiling").format(cr.base)
            return self.tr("free {0}, normal price to {1}").format(cr.base, max(cr.base, cr.ceiling))
        if name == CTHULHU_MYTHOS and not session.sheet.keeper.cthulhu_mythos:
            return self.tr("keeper's leave needed")
        if name == SANITY:
            return self.tr("at most {0}").format(d.sanity_cap)
        if name in (HEALTH, STABILITY) and session.sheet.campaign == "purist":
            return self.tr("Purist: at most {0}").format(tables.purist_max)
        if name == FLEEING:
            fleeing = session.fleeing()
            if fleeing.occupational:
                return self.tr("half price (occupational)")
            if fleeing.full_price_up_to:
                return self.tr("full price to {0}, then half").format(fleeing.full_price_up_to)
            return self.tr("half price (Athletics 0)")
        return ""

    def next_cost(self, name: str) -> PointCost | None:
        """What one more (and one less) point of the ability costs now, from the session;
        cached by the ability's line (and Athletics for Fleeing), so only changed rows ask."""
        line = self.lines.get(name)
        if line is None:
            return None
        d = self.creation.session.derived
        key: tuple[Any, ...] = (line,)
        if name == FLEEING:
            key = (line, d.rating(FLEEING), d.ability("Athletics"))
        found = self._next.get(key, False)
        if found is False:
            try:
                found = self.creation.session.next_point_cost(name)
            except Exception:  # noqa: BLE001 - an unknown ability has no price
                found = None
            self._next[key] = found
        return found  # type: ignore[return-value]

    def row_of(self, name: str) -> int:
        return self._row_of.get(name.casefold(), -1)

    def name_at(self, row: int) -> str | None:
        return self.rows[row][1] if 0 <= row < len(self.rows) else None

    def is_heading(self, row: int) -> bool:
        return 0 <= row < len(self.rows) and self.rows[row][1] is None

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt override
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt override
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:  # noqa: N802 - Qt override
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._headers):
            return None
        if role == _DISPLAY:
            return self._headers[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tips[section]
        return None

    def editable(self, name: str) -> bool:
        return name in self.lines and name not in self._locked

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        name = self.name_at(index.row())
        if name is None:
            return Qt.ItemFlag.ItemIsEnabled
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == self.RATING and self.editable(name):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if not index.isValid():
            return None
        family, name = self.rows[index.row()]
        column = index.column()
        if name is None:
            if role == _DISPLAY and column == self.ABILITY:
                return self._family_text(family)
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setBold(True)
                return font
            if role == Qt.ItemDataRole.BackgroundRole:
                return QBrush(QPalette().color(QPalette.ColorRole.AlternateBase))
            return None
        line = self.lines.get(name)
        if line is None:
            return None
        if role == _EDIT:
            return line.creation_rating if column == self.RATING else (name if column == self.ABILITY else None)
        if role == _DISPLAY:
            return self._display(name, line, column)
        if role == Qt.ItemDataRole.FontRole and line.occupational and column in (self.ABILITY, self.RATING):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.RATING, self.FREE, self.SPENT, self.NEXT):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            problem = self.problems.get(name)
            if (
                problem is not None
                and problem[0] is Severity.ERROR
                and column in (self.ABILITY, self.RATING, self.NOTE)
            ):
                return QBrush(error_colour())
            if name in self._locked or (column == self.FREE and not line.start):
                return QBrush(QPalette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.explain(name)
        if role == Qt.ItemDataRole.AccessibleTextRole and column == self.ABILITY:
            return terms.term("toc", "ability", name) + (self.tr(" (occupational)") if line.occupational else "")
        if role == Qt.ItemDataRole.UserRole:
            return line
        return None

    def _family_text(self, family: str) -> str:
        return terms.term("toc", "family", family)

    def _display(self, name: str, line: AbilityLine, column: int) -> Any:
        if column == self.ABILITY:
            return (OCCUPATIONAL_MARK if line.occupational else "") + terms.term("toc", "ability", name)
        if column == self.RATING:
            return line.creation_rating
        if column == self.FREE:
            return line.start if line.start else "—"
        if column == self.SPENT:
            if line.cost < 0:
                return self.tr("{0} back").format(-line.cost)
            return line.cost
        if column == self.NEXT:
            if name in self._locked:
                return "—"
            price = self.next_cost(name)
            if price is None or price.up is None:
                return "—"
            return self.tr("free") if price.up == 0 else price.up
        if column == self.NOTE:
            problem = self.problems.get(name)
            if problem is not None and problem[0] is Severity.ERROR:
                return self._notes.get(name) or self.tr("see the problem below")
            if name in self._locked:
                return self.tr("locked")
            if line.occupational:
                price = self.next_cost(name)
                if price is not None and price.up == 0 and line.creation_rating > line.start:
                    return self.tr("½ point unused: next free")
            return self._notes.get(name, "")
        return None

    def explain(self, name: str) -> str:
        """A sentence or two on this ability's price and limits now, in numbers."""
        line = self.lines.get(name)
        if line is None:
            return ""
        session = self.creation.session
        d = session.derived
        tables = session.data.tables
        parts: list[str] = []
        if name in self._locked:
            parts.append(self._locked[name])
        problem = self.problems.get(name)
        if problem is not None:
            parts.append(problem[1])
        price = self.next_cost(name)
        rate = tables.occupational_rate
        if name == CREDIT_RATING and d.occupation is not None and name not in self._locked:
            cr = d.credit_rating
            if cr.ceiling is None:
                text = self.tr(
                    "A {0} starts with Credit Rating {1} for free (range {2}: no ceiling). Every "
                    "point above {1} costs the normal price ({3} build point(s) to reach {4})."
                ).format(
                    terms.term("toc", "occupation", d.occupation.name), cr.base, cr.range_text,
                    session.cost_of(name, cr.base + 2),
                    cr.base + 2,
                )
            else:
                top = max(cr.base, cr.ceiling)
                above = session.cost_of(name, top + 1) - session.cost_of(name, top)
                text = self.tr(
                    "A {0} starts with Credit Rating {1} for free (range {2}). Up to {3} it costs "
                    "{4} build point(s) in all; above {3} each point costs {5}."
                ).format(
                    terms.term("toc", "occupation", d.occupation.name), cr.base, cr.range_text, top,
                    session.cost_of(name, top), above,
                )
            if cr.base > 0:
                back = session.cost_of(name, cr.base) - session.cost_of(name, cr.base - 1)
                text += " " + self.tr("Each point below {0} gives {1} investigative build point(s) back.").format(
                    cr.base, back
                )
            parts.append(text)
        elif name == FLEEING:
            fleeing = session.fleeing()
            parts.append(
                self.tr("Fleeing {0} with Athletics {1} costs {2}.").format(
                    fleeing.fleeing, fleeing.athletics, fleeing.cost
                )
            )
            if fleeing.occupational:
                parts.append(self.tr("Occupational: {0} rating points per build point throughout.").format(rate))
            elif fleeing.full_price_up_to:
                parts.append(
                    self.tr("1 build point a point up to {0} (twice Athletics), then {1} points per build point.").format(  # noqa: E501 - translatable literal kept whole
                        fleeing.full_price_up_to, rate
                    )
                )
            else:
                parts.append(self.tr("With Athletics 0, {0} rating points per build point.").format(rate))
        elif line.occupational:
            parts.append(
                self.tr("Occupational: {0} rating points per build point; rating {1} costs {2}.").format(
                    rate, line.creation_rating, line.cost
                )
            )
            if price is not None and price.up == 0 and line.creation_rating > line.start:
                parts.append(
                    self.tr("An odd rating leaves half a build point unused: the next point is free.")
                )
        if line.start and name != CREDIT_RATING:
            parts.append(self.tr("Every investigator has {0} {1} for free.").format(
                terms.term("toc", "ability", name), line.start
            ))
        if name == SANITY:
            parts.append(
                self.tr("Sanity can be at most {0} − Cthulhu Mythos {1} = {2}.").format(
                    tables.sanity_ceiling, d.cthulhu_mythos, d.sanity_cap
                )
            )
        if name in (HEALTH, STABILITY):
            if session.sheet.campaign == "purist":
                parts.append(self.tr("A Purist campaign allows at most {0}.").format(tables.purist_max))
            else:
                parts.append(self.tr("A Pulp campaign sets no maximum."))
        if price is not None and name not in self._locked:
            if price.up is not None:
                parts.append(self.tr("One more point costs {0} build point(s).").format(price.up))
            if price.down:
                parts.append(self.tr("One less gives {0} back.").format(price.down))
        return " ".join(parts)

    # Writing -------------------------------------------------------------------------------

    def setData(self, index: _Index, value: Any, role: int = _EDIT) -> bool:  # noqa: N802 - Qt override
        if role != _EDIT or not index.isValid() or index.column() != self.RATING:
            return False
        name = self.name_at(index.row())
        if name is None or not self.editable(name):
            return False
        try:
            rating = max(0, min(99, int(value)))
        except (TypeError, ValueError):
            return False
        if rating == self.lines[name].creation_rating:
            return False
        session = self.creation.session
        return self.creation.run(lambda: session.set_rating(name, rating))


class AbilityStepPage(StepPage):
    """The investigative or general page: the pool's counter, "Spend the Rest", the ability
    table and the selected ability's price explained. Subclasses set :attr:`step` and may add
    rule lines in :attr:`rules_layout` (refreshed in :meth:`refresh_rules`)."""

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        top = QHBoxLayout()
        self.points_left = QLabel(self.body)
        self.points_left.setObjectName(f"{self.step}PointsLeft")
        self.points_left.setWordWrap(True)
        font = self.points_left.font()
        font.setBold(True)
        self.points_left.setFont(font)
        self.spend_button = QPushButton(self.tr("&Spend the Rest"), self.body)
        self.spend_button.setObjectName("spendRest")
        self.spend_button.setAutoDefault(False)
        self.spend_button.setToolTip(
            self.tr("Spend the build points still left on the occupational abilities")
        )
        self.spend_button.clicked.connect(self._on_spend)
        top.addWidget(self.points_left, 1)
        top.addWidget(self.spend_button)
        self.body_layout.addLayout(top)
        self.rules_layout = QVBoxLayout()
        self.rules_layout.setSpacing(2)
        self.body_layout.addLayout(self.rules_layout)

        self.table_model = AbilityTableModel(model, self.step, self)
        self.table = QTableView(self.body)
        self.table.setObjectName(f"{self.step}Table")
        self.table.setModel(self.table_model)
        self.table.setItemDelegateForColumn(AbilityTableModel.RATING, PointsDelegate(0, 99, self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        # Widths measured once: ResizeToContents would ask every row again on each change.
        header = self.table.horizontalHeader()
        header.setMinimumSectionSize(40)
        bold = QFont(self.table.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        widest = max(
            (metrics.horizontalAdvance(OCCUPATIONAL_MARK + name) for _, name in self.table_model.rows if name),
            default=0,
        )
        heading = QFontMetrics(header.font())

        def title_width(column: int) -> int:
            text = self.table_model.headerData(column, Qt.Orientation.Horizontal)
            return heading.horizontalAdvance(str(text)) + 14

        self.table.setColumnWidth(AbilityTableModel.ABILITY, max(widest + 12, title_width(0)))
        cells = (self.tr("free"), self.tr("{0} back").format(10), "99")
        numbers = max(metrics.horizontalAdvance(text) for text in cells) + 12
        for column in (
            AbilityTableModel.RATING, AbilityTableModel.FREE, AbilityTableModel.SPENT, AbilityTableModel.NEXT
        ):
            self.table.setColumnWidth(column, max(numbers, title_width(column)))
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(AbilityTableModel.NOTE, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(False)
        self.table.setMinimumHeight(200)
        self.table.setAccessibleName(self.title())
        for row in range(self.table_model.rowCount()):
            if self.table_model.is_heading(row):
                self.table.setSpan(row, 0, 1, self.table_model.columnCount())
        self.table_label = QLabel(
            self.tr("Ra&tings (select one and type a number; ● occupational, half price):"), self.body
        )
        self.table_label.setWordWrap(True)
        self.table_label.setBuddy(self.table)
        self.body_layout.addWidget(self.table_label)
        self.body_layout.addWidget(self.table, 1)
        self.detail = QLabel(self.body)
        self.detail.setObjectName(f"{self.step}Detail")
        self.detail.setWordWrap(True)
        self.detail.setMinimumHeight(self.detail.fontMetrics().height() * 3)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.body_layout.addWidget(self.detail)
        self.table.selectionModel().currentChanged.connect(lambda *_: self._refresh_detail())

    # StepPage ------------------------------------------------------------------------------

    def enter(self) -> None:
        if getattr(self.model.answers, self.step) is None and self.model.derived.occupation is not None:
            empty = InvestigativeAnswers() if self.step == "investigative" else GeneralAnswers()
            self.model.set(self.step, empty)
        if not self.table.currentIndex().isValid():
            first = next((r for r in range(self.table_model.rowCount()) if not self.table_model.is_heading(r)), 0)
            self.table.setCurrentIndex(self.table_model.index(first, AbilityTableModel.RATING))

    def refresh(self) -> None:
        self.table_model.refresh_from_session()
        d = self.model.derived
        budget = d.budgets[self.step]
        self.points_left.setText(self.counter_text(budget.left, budget.total))
        _bad(self.points_left, budget.left < 0)
        self.spend_button.setEnabled(d.occupation is not None and budget.left > 0)
        self.refresh_rules()
        self._refresh_detail()

    def focus_field(self, field: str) -> bool:
        name = field_ability(field)
        row = self.table_model.row_of(name) if name else -1
        if row < 0:
            return False
        index = self.table_model.index(row, AbilityTableModel.RATING)
        self.table.setCurrentIndex(index)
        self.table.scrollTo(index)
        self.table.setFocus()
        return True

    # To implement --------------------------------------------------------------------------

    def counter_text(self, left: int, total: int) -> str:
        raise NotImplementedError

    def refresh_rules(self) -> None:
        """Refresh the page's own rule lines."""

    # Helpers -------------------------------------------------------------------------------

    def select(self, name: str) -> None:
        """Make an ability the current row (its price explained below the table)."""
        row = self.table_model.row_of(name)
        if row >= 0:
            self.table.setCurrentIndex(self.table_model.index(row, AbilityTableModel.RATING))

    def _refresh_detail(self) -> None:
        name = self.table_model.name_at(self.table.currentIndex().row())
        if name is None:
            self.detail.setText(self.tr("Select an ability to see what its points cost."))
            return
        self.detail.setText(
            f"<b>{_escape(terms.term('toc', 'ability', name))}</b>: {_escape(self.table_model.explain(name))}"
        )

    def _on_spend(self) -> None:
        session = self.model.session
        step = self.step
        self.model.run(lambda: session.spend_rest(step))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
