"""The occupation page: a searchable list of the occupations, what the selected one gives this
investigator, and a dialog to make up an occupation on the spot.

The list is a :class:`OccupationTableModel` behind an :class:`OccupationFilter` (filter as you
type over names and skills; occupations of another era hidden unless asked for, then shown
marked and not selectable). Occupations from the user's data folder are marked "(your data)".
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QPushButton,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.coc7 import data as coc7_data
from sheetmaker.systems.coc7.data import ChoiceDef, OccupationDef, RulesData
from sheetmaker.systems.coc7.rules import best_pick, occupation_points
from sheetmaker.systems.coc7.session import OccupationAnswers
from sheetmaker.ui.wizards.occupation import (
    OCCUPATION_ROLE,
    OccupationListPage,
    OccupationTable,
)
from sheetmaker.ui.wizards.search import TypeToChoose, WordFilter

__all__ = ["OccupationFilter", "OccupationPage", "OccupationTableModel", "choice_words", "shipped_occupations"]

#: Role telling whether the row belongs to the chosen era.
IN_ERA_ROLE = Qt.ItemDataRole.UserRole + 3


@cache
def shipped_occupations() -> frozenset[str]:
    """Case-folded names of the occupations shipped with SheetMaker (not the user's)."""
    return frozenset(o.name.casefold() for o in coc7_data.load(None).occupations)


def choice_words(choice: ChoiceDef) -> str:
    """A choice in words, as the book writes it: "1 social", "2 other", "Fighting or Firearms"."""
    if choice.options == "social":
        return QCoreApplication.translate("OccupationPage", "{0} social").format(choice.count)
    if choice.options == "any":
        return QCoreApplication.translate("OccupationPage", "{0} other").format(choice.count)
    names = [terms.skill_label("coc7", label) for label in choice.options]
    either = QCoreApplication.translate("OccupationPage", " or ").join(names)
    if choice.count == 1:
        return either
    return QCoreApplication.translate("OccupationPage", "{0} of {1}").format(choice.count, either)


def skills_words(occupation: OccupationDef) -> str:
    """The occupation's skills, its choices in words."""
    parts = [terms.skill_label("coc7", label) for label in occupation.skills]
    parts += [choice_words(c) for c in occupation.choices]
    return ", ".join(parts)


class OccupationTableModel(OccupationTable[OccupationDef]):
    """The occupations of the rules data, one per row (read-only).

    Args:
        data: the rules data.
        era: the chosen era (occupations of another era are marked and not selectable).
        shipped: case-folded names of the shipped occupations (the others are the user's).
    """

    NAME, POINTS, CREDIT, SKILLS = range(4)
    WORDS = SKILLS

    def __init__(
        self, data: RulesData, era: str, shipped: frozenset[str] | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(
            sorted(data.occupations, key=lambda o: terms.term("coc7", "occupation", o.name).casefold()),
            shipped if shipped is not None else shipped_occupations(),
            parent,
        )
        self._era = era
        self._headers = [self.tr("Occupation"), self.tr("Skill points"), self.tr("Credit Rating"), self.tr("Skills")]

    @property
    def era(self) -> str:
        return self._era

    def set_era(self, era: str) -> None:
        if era != self._era:
            self.beginResetModel()
            self._era = era
            self.endResetModel()

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if index.isValid() and self._era not in self._occupations[index.row()].eras:
            return Qt.ItemFlag.NoItemFlags
        return super().flags(index)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == IN_ERA_ROLE and index.isValid():
            return self._era in self._occupations[index.row()].eras
        return super().data(index, role)

    def _search_text(self, occ: OccupationDef) -> str:
        # Typed words find the translated and the English names of the occupation and its skills.
        english = " ".join(
            (*occ.skills, *(o for c in occ.choices if isinstance(c.options, tuple) for o in c.options))
        )
        return f"{occ.name} {terms.term('coc7', 'occupation', occ.name)} {skills_words(occ)} {english}".casefold()

    def _display(self, occ: OccupationDef, column: int) -> str | None:
        if column == self.NAME:
            name = terms.term("coc7", "occupation", occ.name)
            if self.is_users(occ):
                name = self.tr("{0} (your data)").format(name)
            if self._era not in occ.eras:
                only = self.tr("modern only") if occ.eras == ("modern",) else self.tr("1920s only")
                name = self.tr("{0} ({1})").format(name, only)
            return name
        if column == self.POINTS:
            return occ.points.text()
        if column == self.CREDIT:
            low, high = occ.credit_rating
            return self.tr("{0}–{1}").format(low, high)
        if column == self.SKILLS:
            return skills_words(occ)
        return None

    def _words(self, occ: OccupationDef) -> str:
        return skills_words(occ)

class OccupationFilter(WordFilter):
    """Rows whose name or skills contain every typed word; other eras only when asked for."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._other_eras = False

    def set_other_eras(self, show: bool) -> None:
        self.beginFilterChange()
        self._other_eras = show
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        source = self.sourceModel()
        if not self._other_eras and not source.data(source.index(row, 0, parent), IN_ERA_ROLE):
            return False
        return super().filterAcceptsRow(row, parent)


class OccupationPage(OccupationListPage):
    """Choose the occupation (or make one up)."""

    table_model: OccupationTableModel
    proxy: OccupationFilter

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        session = model.session
        top = self._build_search(self.tr("Type a name or a skill, e.g. Library Use"))
        self.other_eras = QCheckBox(self.tr("Show other &eras"), self.body)
        self.other_eras.setToolTip(self.tr("List the occupations of the other era too (they cannot be chosen)"))
        self.custom_button = QPushButton(self.tr("&Custom occupation…"), self.body)
        self.custom_button.setAutoDefault(False)
        self.custom_button.setToolTip(self.tr("Make up an occupation the lists do not have"))
        top.addWidget(self.other_eras)
        top.addWidget(self.custom_button)
        self.body_layout.addLayout(top)

        proxy = OccupationFilter(self)
        proxy.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._build_table(
            OccupationTableModel(session.data, session.setup.era, parent=self), proxy, OccupationTableModel.SKILLS, 200
        )

        # The first match is chosen as the player types, once the typing pauses (or on Enter
        # or leaving the field): each letter choosing an occupation would clear the choices
        # over and over and bury the note saying so.
        self.chooser = TypeToChoose(self.search, self.view, self._choose_index, lambda: self.loading)
        self.other_eras.toggled.connect(self.proxy.set_other_eras)
        self.custom_button.clicked.connect(self.open_custom)
        self.setTabOrder(self.search, self.view)
        self.setTabOrder(self.view, self.other_eras)
        self.setTabOrder(self.other_eras, self.custom_button)

    def intro(self) -> str:
        return self.tr(
            "Choose what your investigator does for a living: it gives the occupation skills and "
            "the points to spend on them."
        )

    def enter(self) -> None:
        self.search.setFocus(Qt.FocusReason.OtherFocusReason)

    # Display ------------------------------------------------------------------------------

    def refresh(self) -> None:
        session = self.model.session
        self.table_model.set_era(session.setup.era)
        chosen = self.model.answers.occupation
        self._select(chosen.name if chosen is not None and chosen.custom is None else None)
        self.details.setText(self._details_text())

    def _details_text(self) -> str:
        session = self.model.session
        occ = session.derived.occupation
        if occ is None:
            return self.tr("No occupation chosen yet: pick one in the list (type to search), or make up your own.")
        chars = session.sheet.characteristics
        points = occupation_points(occ, chars)
        formula = occ.points
        if formula.choose:
            best = best_pick(formula, chars)
            points_text = self.tr("{0} = {1} occupation skill points for this investigator (with {2}, the best)").format(  # noqa: E501 - translatable literal kept whole
                formula.text(), points, terms.characteristic_abbr("coc7", best or "")
            )
        else:
            points_text = self.tr("{0} = {1} occupation skill points for this investigator").format(
                formula.text(), points
            )
        low, high = occ.credit_rating
        custom = self.model.answers.occupation is not None and self.model.answers.occupation.custom is not None
        name = self.tr("{0} (custom)").format(occ.name) if custom else terms.term("coc7", "occupation", occ.name)
        lines = [
            self.tr("{0}: {1}.").format(name, points_text),
            self.tr("Credit Rating {0}–{1}. Skills: {2}.").format(low, high, skills_words(occ)),
        ]
        if occ.description:
            lines.append(terms.entry_text(occ))
        return "\n".join(lines)

    # Actions ------------------------------------------------------------------------------

    def _choose_index(self, index: QModelIndex) -> None:
        occ = self.proxy.data(index, OCCUPATION_ROLE)
        if occ is not None and self.proxy.data(index, IN_ERA_ROLE):
            self._choose(occ.name)

    def _choose(self, name: str) -> None:
        chosen = self.model.answers.occupation
        if chosen is not None and chosen.custom is None and chosen.name.casefold() == name.casefold():
            return
        self.model.set("occupation", OccupationAnswers(name=name))

    def open_custom(self) -> None:
        """Open the custom occupation dialog; OK chooses the occupation it makes."""
        from sheetmaker.ui.wizards.coc7.custom_occupation import CustomOccupationDialog

        chosen = self.model.answers.occupation
        dialog = CustomOccupationDialog(
            self.model.session.data,
            self.model.session.setup.era,
            chosen if chosen is not None and chosen.custom is not None else None,
            self,
        )
        self._dialog = dialog
        dialog.accepted.connect(lambda: self.model.set("occupation", dialog.answers()))
        dialog.open()
