"""The occupation page of the Trail of Cthulhu wizard: a searchable table of the occupations,
what the selected one gives, its Military branch and the free choices it leaves open.

The table is a :class:`ToCOccupationTableModel` behind a :class:`~sheetmaker.ui.wizards.search.WordFilter`
(type to filter over names and abilities, the arrows move, Enter is Next). Occupations from the
user's data folder are marked "(your data)". The choices are offered from
:meth:`RulesData.choice_options <sheetmaker.systems.toc.data.RulesData.choice_options>`, so
they offer exactly what the data allows (never Credit Rating); every edit goes to the model as
:class:`~sheetmaker.systems.toc.session.OccupationAnswers` and the session checks it.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QListView,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc.data import ChoiceDef, OccupationDef, RulesData
from sheetmaker.systems.toc.session import OccupationAnswers
from sheetmaker.ui.wizards.occupation import (
    OCCUPATION_ROLE,
    OccupationListPage,
    OccupationTable,
)
from sheetmaker.ui.wizards.search import TypeToChoose, WordFilter

__all__ = ["ChoiceField", "OccupationPage", "ToCOccupationTableModel", "abilities_words", "shipped_occupations"]



def _choice_text(choice: ChoiceDef) -> str:
    """A choice in the entry's words, in the language in use (its id if unworded)."""
    return terms.entry_text(choice, "text") or choice.id


def _ability(name: str) -> str:
    """An ability name in the language in use (the game data's names)."""
    return terms.term("toc", "ability", name)


def _occupation(name: str) -> str:
    """An occupation name in the language in use."""
    return terms.term("toc", "occupation", name)


@cache
def shipped_occupations() -> frozenset[str]:
    """Case-folded names of the occupations shipped with SheetMaker (not the user's)."""
    return frozenset(o.name.casefold() for o in toc_data.load(None).occupations)


def abilities_words(occupation: OccupationDef) -> str:
    """The occupational abilities, then the choices in the entry's words, then the branches."""
    parts = [_ability(name) for name in occupation.abilities]
    parts += [_choice_text(c) for c in occupation.choices]
    if occupation.branches:
        parts.append(
            QCoreApplication.translate("OccupationPage", "plus a branch's: {0}").format(
                " / ".join(terms.term("toc", "branch", b.name) for b in occupation.branches)
            )
        )
    return ", ".join(parts)


def _range_text(occupation: OccupationDef) -> str:
    return occupation.credit_text().replace("-", "–")


class ToCOccupationTableModel(OccupationTable[OccupationDef]):
    """The occupations of the rules data, one per row (read-only).

    Args:
        data: the rules data.
        shipped: case-folded names of the shipped occupations (the others are the user's).
    """

    NAME, CREDIT, ABILITIES = range(3)
    WORDS = ABILITIES

    def __init__(self, data: RulesData, shipped: frozenset[str] | None = None, parent: QObject | None = None) -> None:
        super().__init__(
            sorted(data.occupations, key=lambda o: _occupation(o.name).casefold()),
            shipped if shipped is not None else shipped_occupations(),
            parent,
        )
        self._headers = [self.tr("Occupation"), self.tr("Credit Rating"), self.tr("Occupational abilities")]

    def _search_text(self, occ: OccupationDef) -> str:
        # Typed words find the translated and the English names of the occupation and its abilities.
        english = " ".join(occ.abilities)
        return f"{occ.name} {_occupation(occ.name)} {abilities_words(occ)} {english}".casefold()

    def _display(self, occ: OccupationDef, column: int) -> str | None:
        if column == self.NAME:
            name = _occupation(occ.name)
            return self.tr("{0} (your data)").format(name) if self.is_users(occ) else name
        if column == self.CREDIT:
            return _range_text(occ)
        if column == self.ABILITIES:
            return abilities_words(occ)
        return None

    def _words(self, occ: OccupationDef) -> str:
        return abilities_words(occ)

class ChoiceField(QWidget):
    """One free choice of the occupation: a combo box for a single pick, a list of check boxes
    for several (full: the others are disabled until one is unticked).

    Args:
        choice: the data's choice.
        options: what it may pick (from ``RulesData.choice_options``).
        picks: what is picked now.
        changed: called with the choice's id and the new picks.
    """

    def __init__(self, choice: ChoiceDef, options: tuple[str, ...], picks: list[str], changed, parent: QWidget) -> None:
        super().__init__(parent)
        self.choice = choice
        self.options = options
        self._changed = changed
        self._loading = True
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

        def label(name: str) -> str:
            return _ability(name) if choice.kind == "ability" else terms.term("toc", "language", name)

        self.combo: QComboBox | None = None
        self.list: QListView | None = None
        self.items: QStandardItemModel | None = None
        if choice.count == 1:
            self.combo = QComboBox(self)
            self.combo.addItem(self.tr("Choose…"), None)
            for option in options:
                self.combo.addItem(label(option), option)
            self.combo.setCurrentIndex(max(0, self.combo.findData(picks[0])) if picks else 0)
            self.combo.currentIndexChanged.connect(self._on_combo)
            self.combo.setAccessibleName(_choice_text(choice))
            layout.addWidget(self.combo)
            self.focus_widget: QWidget = self.combo
        else:
            self.items = QStandardItemModel(self)
            for option in options:
                item = QStandardItem(label(option))
                item.setData(option, Qt.ItemDataRole.UserRole)
                item.setCheckable(True)
                item.setEditable(False)
                item.setCheckState(Qt.CheckState.Checked if option in picks else Qt.CheckState.Unchecked)
                self.items.appendRow(item)
            self.list = QListView(self)
            self.list.setModel(self.items)
            # Rows of equal columns, wide enough for the longest name; scrolls down when long.
            self.list.setFlow(QListView.Flow.LeftToRight)
            self.list.setWrapping(True)
            self.list.setResizeMode(QListView.ResizeMode.Adjust)
            metrics = self.list.fontMetrics()
            widest = max((metrics.horizontalAdvance(label(o)) for o in options), default=80)
            row_height = max(metrics.height() + 6, 22)
            self.list.setGridSize(QSize(widest + 36, row_height))
            self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            per_row = 3
            rows = min(6, -(-len(options) // per_row))
            self.list.setFixedHeight(rows * row_height + 2 * self.list.frameWidth() + 4)
            self.list.setAccessibleName(_choice_text(choice))
            self.items.itemChanged.connect(self._on_item)
            self.count_label = QLabel(self)
            layout.addWidget(self.list)
            layout.addWidget(self.count_label)
            self.focus_widget = self.list
            self._update_enabled()
        self._loading = False

    def set_picks(self, picks: list[str]) -> None:
        """Show ``picks`` (made elsewhere: randomised, or cleared by the session)."""
        if picks == self.picks():
            return
        self._loading = True
        try:
            if self.combo is not None:
                self.combo.setCurrentIndex(max(0, self.combo.findData(picks[0])) if picks else 0)
            else:
                assert self.items is not None
                for row in range(self.items.rowCount()):
                    item = self.items.item(row)
                    on = item.data(Qt.ItemDataRole.UserRole) in picks
                    item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
                self._update_enabled()
        finally:
            self._loading = False

    def picks(self) -> list[str]:
        if self.combo is not None:
            value = self.combo.currentData()
            return [value] if value else []
        assert self.items is not None
        return [
            self.items.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(self.items.rowCount())
            if self.items.item(row).checkState() == Qt.CheckState.Checked
        ]

    def _update_enabled(self) -> None:
        assert self.items is not None
        picks = self.picks()
        full = len(picks) >= self.choice.count
        loading, self._loading = self._loading, True
        for row in range(self.items.rowCount()):
            item = self.items.item(row)
            item.setEnabled(not full or item.checkState() == Qt.CheckState.Checked)
        self._loading = loading
        self.count_label.setText(self.tr("{0} of {1} picked").format(len(picks), self.choice.count))

    def _on_combo(self, _index: int) -> None:
        if not self._loading:
            self._changed(self.choice.id, self.picks())

    def _on_item(self, _item: QStandardItem) -> None:
        if self._loading:
            return
        self._update_enabled()
        self._changed(self.choice.id, self.picks())


class OccupationPage(OccupationListPage):
    """Choose the occupation, its branch and its free choices."""

    table_model: ToCOccupationTableModel

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        session = model.session
        self.body_layout.addLayout(self._build_search(self.tr("Type a name or an ability, e.g. Library Use")))
        self._build_table(
            ToCOccupationTableModel(session.data, parent=self), WordFilter(self), ToCOccupationTableModel.ABILITIES, 180
        )
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 8)

        self.choices_box = QGroupBox(self.tr("Your choices"), self.body)
        self.choices_form = QFormLayout(self.choices_box)
        self.choices_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.body_layout.addWidget(self.choices_box)
        self.branch = QComboBox(self.choices_box)
        self.branch.setObjectName("occupationBranch")
        self.branch.setAccessibleName(self.tr("Branch"))
        self.branch.currentIndexChanged.connect(self._on_branch)
        self.branch_label = QLabel(self.tr("Branch of ser&vice:"), self.choices_box)
        self.branch_label.setBuddy(self.branch)
        #: choice id → its field, for the shown occupation and branch.
        self.fields: dict[str, ChoiceField] = {}
        self.extras: dict[str, QCheckBox] = {}
        self._shown: tuple[object, ...] | None = None

        self.chooser = TypeToChoose(self.search, self.view, self._choose_index, lambda: self.loading)
        self.setTabOrder(self.search, self.view)

    def intro(self) -> str:
        return self.tr(
            "Choose what your investigator does for a living: its abilities cost half price, and "
            "it sets where Credit Rating starts."
        )

    def enter(self) -> None:
        self.search.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.view.currentIndex().isValid():
            QTimer.singleShot(0, self, lambda: self.view.scrollTo(self.view.currentIndex()))

    def focus_field(self, field: str) -> bool:
        if field.startswith("sheet.occupation.branch") and self.branch.isVisible():
            self.branch.setFocus()
            return True
        if field.startswith("sheet.occupation.picks."):
            key = field.rsplit(".", 1)[-1]
            if key in self.fields:
                self.fields[key].focus_widget.setFocus()
                return True
        if field.startswith("sheet.occupation"):
            self.search.setFocus()
            return True
        return False

    # Display ------------------------------------------------------------------------------

    def refresh(self) -> None:
        chosen = self.model.answers.occupation
        self._select(chosen.name if chosen is not None else None)
        self.details.setText(self._details_text())
        self._refresh_choices()

    def _details_text(self) -> str:
        session = self.model.session
        d = session.derived
        occ = d.occupation
        if occ is None:
            return self.tr("No occupation chosen yet: pick one in the list (type to search).")
        rate = session.data.tables.occupational_rate
        fixed = [_ability(n) for n in occ.abilities]
        if d.branch is not None:
            fixed += [_ability(n) for n in d.branch.abilities if n not in occ.abilities]
        lines = [
            self.tr("{0}: occupational abilities at half price (1 build point buys {1} rating points): {2}.").format(
                _occupation(occ.name), rate, ", ".join(fixed)
            )
        ]
        cr = d.credit_rating
        if cr.locked:
            credit = self.tr("Credit Rating {0}: fixed, never bought.").format(cr.range_text)
        else:
            credit = self.tr("Credit Rating {0}: it starts at {1} for free.").format(
                cr.range_text.replace("-", "–"), cr.base
            )
            if cr.occupational:
                credit += " " + self.tr("Credit Rating is one of its occupational abilities.")
        lines.append(credit)
        if occ.description:
            lines.append(terms.entry_text(occ))
        if occ.language_note:
            lines.append(terms.entry_text(occ, "language_note"))
        return "\n".join(lines)

    def _refresh_choices(self) -> None:
        session = self.model.session
        answers = self.model.answers.occupation
        occ = session.derived.occupation
        branch = session.derived.branch
        shown = (occ.name if occ else None, branch.name if branch else None)
        if shown == self._shown and occ is not None:
            # The same occupation and branch: keep the widgets (and the focus), show the picks.
            picks = answers.picks if answers is not None else {}
            for key, field in self.fields.items():
                field.set_picks(list(picks.get(key, [])))
            extras = {e.casefold() for e in (answers.keeper_extras if answers is not None else [])}
            for name, box in self.extras.items():
                box.setChecked(name.casefold() in extras)
            return
        self._shown = shown
        had_focus = self.choices_box.isAncestorOf(self.focusWidget())
        # Empty the form (the branch combo is kept and re-added).
        while self.choices_form.rowCount():
            row = self.choices_form.takeRow(0)
            for item in (row.labelItem, row.fieldItem):
                widget = item.widget() if item is not None else None
                if widget is not None and widget not in (self.branch, self.branch_label):
                    widget.hide()
                    widget.deleteLater()
        self.fields.clear()
        self.extras.clear()
        if occ is None:
            self.choices_box.hide()
            return
        picks = answers.picks if answers is not None else {}
        if occ.branches:
            self.branch.blockSignals(True)
            self.branch.clear()
            self.branch.addItem(self.tr("Choose a branch…"), None)
            for b in occ.branches:
                self.branch.addItem(terms.term("toc", "branch", b.name), b.name)
            self.branch.setCurrentIndex(max(0, self.branch.findData(branch.name)) if branch is not None else 0)
            self.branch.blockSignals(False)
            self.choices_form.addRow(self.branch_label, self.branch)
            self.branch.show()
            self.branch_label.show()
        else:
            self.branch.hide()
            self.branch_label.hide()
        data = session.data
        for number, choice in enumerate(occ.all_choices(branch), start=1):
            options = data.choice_options(occ, choice, branch)
            field = ChoiceField(choice, options, list(picks.get(choice.id, [])), self._on_picks, self.choices_box)
            field.setObjectName(f"choice_{choice.id}")
            label = QLabel(self.tr("&{0}. {1}:").format(number, _choice_text(choice)), self.choices_box)
            label.setWordWrap(True)
            label.setBuddy(field.focus_widget)
            self.choices_form.addRow(label, field)
            self.fields[choice.id] = field
        extras = answers.keeper_extras if answers is not None else []
        for name in occ.keeper_options:
            box = QCheckBox(self.tr("{0} (if the keeper allows)").format(_ability(name)), self.choices_box)
            box.setChecked(any(e.casefold() == name.casefold() for e in extras))
            box.toggled.connect(self._on_extras)
            self.choices_form.addRow(self.tr("Keeper may add:") if not self.extras else "", box)
            self.extras[name] = box
        if not self.fields and not occ.branches and not self.extras:
            self.choices_form.addRow(
                QLabel(self.tr("Nothing to choose: every occupational ability is given."), self.choices_box)
            )
        self.choices_box.show()
        if had_focus:
            first = self.branch if occ.branches else next((f.focus_widget for f in self.fields.values()), None)
            if first is not None:
                first.setFocus()

    # Actions ------------------------------------------------------------------------------

    def _choose_index(self, index: QModelIndex) -> None:
        occ = self.proxy.data(index, OCCUPATION_ROLE)
        if occ is not None:
            self.choose(occ.name)

    def choose(self, name: str) -> None:
        """Make ``name`` the occupation; the session drops the picks that no longer apply and
        says so."""
        chosen = self.model.answers.occupation
        if chosen is None:
            self.model.set("occupation", OccupationAnswers(name=name))
        elif chosen.name.casefold() != name.casefold():
            self.model.update("occupation", name=name, branch=None)

    def _on_branch(self, _index: int) -> None:
        if self.loading or self.model.answers.occupation is None:
            return
        self.model.update("occupation", branch=self.branch.currentData())

    def _on_picks(self, key: str, names: list[str]) -> None:
        answers = self.model.answers.occupation
        if self.loading or answers is None:
            return
        picks = {k: list(v) for k, v in answers.picks.items() if k != key}
        if names:
            picks[key] = names
        self.model.update("occupation", picks=picks)

    def _on_extras(self, _checked: bool) -> None:
        if self.loading or self.model.answers.occupation is None:
            return
        self.model.update("occupation", keeper_extras=[n for n, box in self.extras.items() if box.isChecked()])
