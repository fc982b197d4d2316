"""The Trail of Cthulhu (1st edition) investigator sheet.

The view only shows and edits: every value comes from the document or its cached ``derive()``
result (:mod:`sheetmaker.systems.toc.rules`), every edit is an undo step on the document, and
every change of the document (an edit, an undo, a redo, a test, a refresh) is shown at once,
in the same event-loop turn, by re-reading the document; widgets are written with their
signals blocked, so showing a value never writes it back. Tests, spends, damage and refreshes
go through the :class:`~sheetmaker.models.rolls.RollController`; the rules stay in
:mod:`sheetmaker.systems.toc`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.core.errors import SheetMakerError
from sheetmaker.models.document import EditError, SheetDocument
from sheetmaker.models.rolls import RollCard, RollController, RollOptions
from sheetmaker.models.toc_models import (
    RANGE_BANDS,
    AbilityColumn,
    ActionRole,
    MaximumRole,
    MinimumRole,
    NameRole,
    PillarColumn,
    SourceColumn,
    ToCAbilitiesModel,
    ToCPillarsModel,
    ToCSourcesModel,
    ToCStringListModel,
    ToCWeaponsModel,
    WeaponColumn,
    ability_display_name,
    set_ability_value,
)
from sheetmaker.systems.toc import data as toc_data
from sheetmaker.systems.toc.data import FAMILIES, HEALTH, SANITY, STABILITY
from sheetmaker.systems.toc.generate import weapon_from_table
from sheetmaker.systems.toc.model import RULES_EDITION, OccupationChoice, Weapon
from sheetmaker.ui.field_help import apply_field_help
from sheetmaker.ui.roll_button import RollButton
from sheetmaker.ui.roll_dialog import RollDialog
from sheetmaker.ui.violations import CodeRole, ViolationsPanel
from sheetmaker.ui.widgets import (
    BoundLineEdit,
    BoundSpinBox,
    BoundTextEdit,
    ElidedLabel,
    FullHeightTableView,
    PointsDelegate,
    RollCellDelegate,
    SheetViewMixin,
    TickBox,
    set_tab_chain,
    sheet_scroll_area,
    sheet_splitter,
)

__all__ = ["ToCSheetView"]

#: Widths (in pixels of the view) from which the sheet is laid out in two and three columns.
TWO_COLUMNS_FROM = 1000
THREE_COLUMNS_FROM = 1600

#: The refresh buttons: the controller's key for each.
REFRESHES = ("adventure", "24h", "rest_day")

_WEAPON_KINDS = ("hand_weapons", "firearms", "explosives")
#: The abilities a weapon is used with.
_WEAPON_ABILITIES = ("Scuffling", "Weapons", "Firearms", "Athletics")


def _choice_text(choice: Any) -> str:
    """An occupation choice in the entry's words, in the language in use (its id if unworded)."""
    return terms.entry_text(choice, "text") or choice.id


def _is_dark(widget: QWidget) -> bool:
    return widget.palette().color(QPalette.ColorRole.Window).lightness() < 128


def _tone(widget: QWidget, tone: str) -> None:
    """Colour a label's text: ``"error"``, ``"warning"``, ``"good"`` or ``""`` (the palette's)."""
    palette = widget.parentWidget().palette() if widget.parentWidget() is not None else widget.palette()
    if tone:
        dark = _is_dark(widget)
        colours = {
            "error": Qt.GlobalColor.red if dark else Qt.GlobalColor.darkRed,
            "warning": Qt.GlobalColor.yellow if dark else Qt.GlobalColor.darkYellow,
            "good": Qt.GlobalColor.green if dark else Qt.GlobalColor.darkGreen,
        }
        palette = QPalette(palette)
        palette.setColor(QPalette.ColorRole.WindowText, colours[tone])
    widget.setPalette(palette)
    font = QFont(widget.font())
    font.setBold(tone in ("error", "warning"))
    widget.setFont(font)


class _WrapLabel(QLabel):
    """A word-wrapped plain-text label that takes the width it is given."""

    def __init__(self, parent: QWidget, text: str = "") -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)


class _Form:
    """Label and field rows on a grid.

    QFormLayout gives a word-wrapped label the height of its size hint (computed for a
    guessed narrow width) inside a scroll area, leaving gaps; a grid lays wrapped text out
    at its real width. Rows whose widgets are hidden take no room.
    """

    def __init__(self, parent: QWidget) -> None:
        self.grid = QGridLayout(parent)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(6)
        self.grid.setColumnStretch(1, 1)
        self._parent = parent
        self._labels: dict[QWidget, QLabel | None] = {}

    def add_row(
        self, label: str | QLabel, field: QWidget, top: bool = False, expand: bool = True
    ) -> QLabel | None:
        row = self.grid.rowCount()
        caption: QLabel | None
        if isinstance(label, QLabel):
            caption = label
        elif label:
            caption = QLabel(label, self._parent)
            caption.setBuddy(field)
        else:
            caption = None
        if caption is not None:
            vertical = Qt.AlignmentFlag.AlignTop if top else Qt.AlignmentFlag.AlignVCenter
            if top:
                caption.setContentsMargins(0, 4, 0, 0)
            self.grid.addWidget(caption, row, 0, Qt.AlignmentFlag.AlignLeft | vertical)
        if expand:
            self.grid.addWidget(field, row, 1)
        else:
            self.grid.addWidget(field, row, 1, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._labels[field] = caption
        return caption

    def set_row_visible(self, field: QWidget, visible: bool) -> None:
        field.setVisible(visible)
        caption = self._labels.get(field)
        if caption is not None:
            caption.setVisible(visible)


class _AbilitySpinBox(BoundSpinBox):
    """A spin box bound to an ability's rating or pool (Health, Stability, Sanity).

    Abilities live in a mapping keyed by name, so edits go through
    :func:`~sheetmaker.models.toc_models.set_ability_value`; the pool's range follows the
    rating (from the ability's floor to its rating, or to a stored pool above it, which the
    rules then report rather than the spin box hiding it).
    """

    def __init__(self, doc: SheetDocument, ability: str, field: str, undo_text: str, parent: QWidget) -> None:
        self._ability = ability
        self._field = field
        super().__init__(
            doc,
            f"sheet.abilities[{ability}].{field}",
            -12 if field == "pool" else 0,
            99,
            read=self._current,
            undo_text=undo_text,
            parent=parent,
        )

    def _current(self) -> int:
        line = self._doc.derived.ability(self._ability)
        if line is None:
            return 0
        return line.rating if self._field == "rating" else line.pool

    def _write(self, value: Any, merge: bool) -> bool:
        try:
            return set_ability_value(
                self._doc, self._ability, self._field, value, text=self._undo_text, merge=merge
            )
        except EditError as exc:
            self._failed(str(exc))
            return False

    def refresh(self) -> None:
        if self._field == "pool":
            line = self._doc.derived.ability(self._ability)
            if line is not None:
                blocked = self.blockSignals(True)
                try:
                    self.setRange(line.floor, max(line.rating, line.pool))
                finally:
                    self.blockSignals(blocked)
        super().refresh()


class _RangeDelegate(PointsDelegate):
    """A points editor whose range comes from the model (:data:`MinimumRole`, :data:`MaximumRole`)."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex) -> QWidget:  # noqa: N802
        editor = super().createEditor(parent, option, index)
        if isinstance(editor, QSpinBox):
            low = index.data(MinimumRole)
            high = index.data(MaximumRole)
            if low is not None and high is not None:
                editor.setRange(int(low), int(high))
            name = index.data(NameRole)
            header = index.model().headerData(index.column(), Qt.Orientation.Horizontal)
            if name:
                editor.setAccessibleName(f"{ability_display_name(name)} {header}")
        return editor


class _ChoiceDelegate(QStyledItemDelegate):
    """Edits a cell with a list of fixed choices: (stored value, text shown)."""

    def __init__(self, choices: Callable[[], list[tuple[str, str]]], name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self._choices = choices
        self._name = name

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex) -> QWidget:  # noqa: N802
        editor = QComboBox(parent)
        for value, text in self._choices():
            editor.addItem(text, value)
        editor.setAccessibleName(self._name)
        # Choosing is the edit: commit at once, not on focus loss.
        editor.activated.connect(lambda _i, e=editor: self.commitData.emit(e))
        return editor

    def setEditorData(self, editor: QWidget, index: QModelIndex) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.ItemDataRole.EditRole))))

    def setModelData(self, editor: QWidget, model: Any, index: QModelIndex) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


class _PickButton(QToolButton):
    """One choice an occupation leaves to the player: a menu of checkable options.

    The menu is filled when it opens; a full choice disables the options not picked (a pick
    must be undone before another is made), so the count can never be exceeded from here.
    """

    def __init__(
        self, view: ToCSheetView, choice: toc_data.ChoiceDef, options: tuple[str, ...], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self._view = view
        self.choice = choice
        self.options = options
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMenu(QMenu(self))
        self.menu().aboutToShow.connect(self._fill)
        self.setAccessibleName(_choice_text(choice))

    def picks(self) -> list[str]:
        occupation = self._view.document.sheet.occupation
        return list(occupation.picks.get(self.choice.id, [])) if occupation is not None else []

    def refresh(self) -> None:
        picks = self.picks()
        shown = ", ".join(
            ability_display_name(p) if self.choice.kind == "ability" else terms.term("toc", "language", p)
            for p in picks
        ) or self.tr("choose…")
        self.setText(self.tr("{0} ({1} of {2})").format(shown, len(picks), self.choice.count))
        self.setToolTip(terms.entry_text(self.choice, "text"))

    def _fill(self) -> None:
        menu = self.menu()
        menu.clear()
        picks = self.picks()
        full = len(picks) >= self.choice.count
        for option in self.options:
            text = (
                ability_display_name(option) if self.choice.kind == "ability" else terms.term("toc", "language", option)
            )
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(option in picks)
            action.setEnabled(option in picks or not full)
            action.toggled.connect(lambda on, o=option: self.toggle(o, on))

    def toggle(self, option: str, on: bool) -> bool:
        """Pick or unpick an option (one undo step)."""
        picks = self.picks()
        if on and option not in picks:
            picks.append(option)
        elif not on and option in picks:
            picks.remove(option)
        else:
            return False
        return self._view.set_picks(self.choice.id, picks)


class ToCSheetView(QWidget, SheetViewMixin):
    """A Trail of Cthulhu (1st edition) investigator: identity, build points, Sanity,
    Stability and Health, Pillars and Sources, abilities by family with tests and spends,
    languages, weapons, gear and notes, with refresh buttons and a live rule-check panel.

    Args:
        doc: the document shown and edited.
        controller: makes the tests, damage rolls and refreshes (cards go to its log).
        parent: the parent widget.
    """

    def __init__(self, doc: SheetDocument, controller: RollController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ToCSheetView")
        self._doc = doc
        self._controller = controller
        self._data = toc_data.load()
        self._fields: dict[str, QWidget] = {}
        self._tab_chain: list[QWidget] = []
        self._columns: int | None = None
        self._occupation_key: tuple[str, str] | None = None
        self.test_buttons: dict[str, RollButton] = {}
        self.spend_buttons: dict[str, QToolButton] = {}
        self.pick_buttons: list[_PickButton] = []
        self.last_card: RollCard | None = None
        self._building = True

        self.content = QWidget()
        self.content.setObjectName("sheetContent")
        outer = QVBoxLayout(self.content)
        outer.setContentsMargins(8, 8, 8, 8)
        outer.setSpacing(10)
        # Columns that grow independently (a grid would line their rows up and leave holes),
        # then the wide sections under them.
        self._columns_row = QHBoxLayout()
        self._columns_row.setSpacing(10)
        self._column_layouts: list[QVBoxLayout] = []
        for _ in range(3):
            column = QVBoxLayout()
            column.setSpacing(10)
            self._columns_row.addLayout(column)
            self._column_layouts.append(column)
        self._bottom = QGridLayout()
        self._bottom.setHorizontalSpacing(10)
        self._bottom.setVerticalSpacing(10)
        outer.addLayout(self._columns_row)
        outer.addLayout(self._bottom)
        outer.addStretch(1)

        header = self._build_header()
        self.identity_box = self._build_identity()
        self.build_box = self._build_points()
        self.pools_box = self._build_pools()
        self.pillars_box = self._build_pillars()
        self.sources_box = self._build_sources()
        self.ability_models: dict[str, ToCAbilitiesModel] = {}
        self.ability_tables: dict[str, FullHeightTableView] = {}
        self.ability_boxes: dict[str, QGroupBox] = {}
        for family in (*FAMILIES, ""):
            self.ability_boxes[family] = self._build_family(family)
        self.languages_box = self._build_languages()
        self.weapons_box = self._build_weapons()
        self.equipment_box = self._build_text_box(
            "sheet.equipment", self.tr("Equipment"), "equipmentBox", self.tr("Equipment")
        )
        self.disorders_box = self._build_disorders()
        self.notes_box = self._build_text_box("notes", self.tr("Notes"), "notesBox", self.tr("Notes"))

        self.scroll = sheet_scroll_area(self, self.content)

        self.message = _WrapLabel(self)
        self.message.setObjectName("editMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        _tone(self.message, "error")
        self.message.hide()

        self.violations = ViolationsPanel(doc, self.focus_field, self)
        self.violations.setObjectName("tocViolations")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(header)
        layout.addWidget(self.message)
        # The user sets how much room the rule checks take (remembered by ``use_settings``).
        self.splitter = sheet_splitter(self, self.scroll, self.violations, "toc")
        layout.addWidget(self.splitter, 1)

        self._chain(self.violations.list)
        set_tab_chain(self._tab_chain)

        self._arrange(2)
        self._building = False
        doc.changed.connect(self._refresh)
        self._refresh()

    # ------------------------------------------------------------------ helpers

    @property
    def controller(self) -> RollController:
        """The controller that makes the tests and refreshes."""
        return self._controller

    def _bound_line(self, path: str, name: str, parent: QWidget, max_length: int = 200) -> BoundLineEdit:
        edit = BoundLineEdit(self._doc, path, self.tr("Change {0}").format(name), max_length, parent)
        return self._field(path, name, edit)

    def _bound_spin(self, path: str, name: str, minimum: int, maximum: int, parent: QWidget,
                    read: Callable[[], int] | None = None) -> BoundSpinBox:
        spin = BoundSpinBox(self._doc, path, minimum, maximum, read, self.tr("Change {0}").format(name), parent)
        return self._field(path, name, spin)

    def _bound_text(self, path: str, name: str, parent: QWidget) -> BoundTextEdit:
        edit = BoundTextEdit(self._doc, path, self.tr("Change {0}").format(name), parent)
        return self._field(path, name, edit)

    def _button(self, text: str, name: str, accessible: str, parent: QWidget,
                slot: Callable[[], Any]) -> QPushButton:
        button = QPushButton(text, parent)
        button.setObjectName(name)
        button.setAccessibleName(accessible)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def _list_table(self, model: Any, name: str, accessible: str, parent: QWidget,
                    minimum_rows: int = 1) -> FullHeightTableView:
        table = FullHeightTableView(minimum_rows=minimum_rows, parent=parent)
        table.setObjectName(name)
        table.setAccessibleName(accessible)
        table.setModel(model)
        table.horizontalHeader().setHighlightSections(False)
        table.horizontalHeader().setStretchLastSection(False)
        model.editFailed.connect(self._show_error)
        return table

    @staticmethod
    def _selected_row(table: QAbstractItemView) -> int:
        index = table.currentIndex()
        return index.row() if index.isValid() else -1

    # ------------------------------------------------------------------ sections

    def _build_header(self) -> QWidget:
        bar = QFrame(self)
        bar.setObjectName("tocHeader")
        bar.setFrameShape(QFrame.Shape.StyledPanel)
        # Title and edition on the first row; the refresh buttons beside them when the view is
        # wide enough, else on a row of their own (_reflow_header), so a 1024 px screen fits.
        header_grid = QGridLayout(bar)
        header_grid.setContentsMargins(10, 6, 10, 6)
        self._header_grid = header_grid
        layout = QHBoxLayout()
        layout.setContentsMargins(0, 0, 0, 0)
        header_grid.addLayout(layout, 0, 0)
        refresh_box = QWidget(bar)
        self._refresh_box = refresh_box
        refresh_layout = QHBoxLayout(refresh_box)
        refresh_layout.setContentsMargins(0, 0, 0, 0)
        self._header_wide: bool | None = None
        self.title_label = ElidedLabel(bar)
        self.title_label.setObjectName("sheetTitle")
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        font = QFont(self.title_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.35)
        self.title_label.setFont(font)
        self.title_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title_label.setMinimumWidth(120)
        self.edition_label = QLabel(self.tr("Trail of Cthulhu 1st edition"), bar)
        self.edition_label.setObjectName("editionLabel")
        self.edition_label.setToolTip(
            self.tr("This sheet follows the rules of {0}; the 2nd edition's numbers differ.").format(RULES_EDITION)
        )
        self.edition_label.setFrameShape(QFrame.Shape.StyledPanel)
        self.edition_label.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(self.title_label, 1)
        layout.addWidget(self.edition_label)
        refresh_caption = QLabel(self.tr("Refresh pools:"), refresh_box)
        refresh_layout.addWidget(refresh_caption)
        self.refresh_buttons: dict[str, QPushButton] = {}
        texts = {
            "adventure": (
                self.tr("Between adventures"),
                self.tr("Investigative pools, General pools and Stability return to their ratings"),
            ),
            "24h": (
                self.tr("24-hour refresh"),
                self.tr("Athletics, Driving, Firearms, Fleeing, Piloting, Riding, Scuffling and Weapons refresh"),
            ),
            "rest_day": (
                self.tr("A day of rest"),
                self.tr("Health recovers 2 points (not when seriously wounded)"),
            ),
        }
        for which in REFRESHES:
            text, tip = texts[which]
            button = self._button(text, f"refresh_{which}", text, refresh_box, lambda w=which: self.refresh_pools(w))
            button.setToolTip(tip)
            self.refresh_buttons[which] = button
            refresh_layout.addWidget(button)
        refresh_layout.addStretch(1)
        self._reflow_header(wide=False)
        self.roll_status = QLabel(bar)
        self.roll_status.setObjectName("rollStatus")
        self.roll_status.setTextFormat(Qt.TextFormat.PlainText)
        self.roll_status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.roll_status.setAccessibleName(self.tr("Last roll"))
        self.roll_status.hide()
        outer = QWidget(self)
        column = QVBoxLayout(outer)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(bar)
        row = QHBoxLayout()
        row.setContentsMargins(12, 2, 12, 2)
        row.addWidget(self.roll_status)
        column.addLayout(row)
        self._chain(*self.refresh_buttons.values())
        return outer

    def _build_identity(self) -> QGroupBox:
        box = QGroupBox(self.tr("Investigator"), self.content)
        box.setObjectName("identityBox")
        form = _Form(box)

        self.name_edit = self._bound_line("name", self.tr("Name"), box)
        self.name_edit.setObjectName("nameEdit")
        self.player_edit = self._bound_line("player", self.tr("Player"), box)
        self.player_edit.setObjectName("playerEdit")
        form.add_row(self.tr("&Name:"), self.name_edit)
        form.add_row(self.tr("&Player:"), self.player_edit)

        self.occupation_combo = QComboBox(box)
        self.occupation_combo.setObjectName("occupationCombo")
        self.occupation_combo.setAccessibleName(self.tr("Occupation"))
        self.occupation_combo.addItem(self.tr("— choose an occupation —"), "")
        for occupation in self._data.occupations:
            self.occupation_combo.addItem(terms.term("toc", "occupation", occupation.name), occupation.name)
            if occupation.description:
                self.occupation_combo.setItemData(
                    self.occupation_combo.count() - 1, terms.entry_text(occupation), Qt.ItemDataRole.ToolTipRole
                )
        self.occupation_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.occupation_combo.setMinimumContentsLength(14)
        self.occupation_combo.activated.connect(self._occupation_chosen)
        form.add_row(self.tr("&Occupation:"), self.occupation_combo, expand=False)
        self._register("sheet.occupation", self.occupation_combo)
        self._register("sheet.occupation.name", self.occupation_combo)

        self.branch_combo = QComboBox(box)
        self.branch_combo.setObjectName("branchCombo")
        self.branch_combo.setAccessibleName(self.tr("Branch"))
        self.branch_combo.activated.connect(self._branch_chosen)
        self.branch_label = QLabel(self.tr("&Branch:"), box)
        self.branch_label.setBuddy(self.branch_combo)
        form.add_row(self.branch_label, self.branch_combo, expand=False)
        self._register("sheet.occupation.branch", self.branch_combo)

        self.picks_widget = QWidget(box)
        self.picks_widget.setObjectName("picksWidget")
        self.picks_widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.picks_layout = QVBoxLayout(self.picks_widget)
        self.picks_layout.setContentsMargins(0, 0, 0, 0)
        self.picks_layout.setSpacing(2)
        self.picks_label = QLabel(self.tr("Choices:"), box)
        form.add_row(self.picks_label, self.picks_widget, top=True)
        self._register("sheet.occupation.picks", self.picks_widget)

        self.occupation_info = _WrapLabel(box)
        self.occupation_info.setObjectName("occupationInfo")
        self.occupation_info.setWordWrap(True)
        self.occupation_info.setTextFormat(Qt.TextFormat.PlainText)
        self.occupation_info.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.occupation_info.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        form.add_row("", self.occupation_info)

        self.campaign_combo = QComboBox(box)
        self.campaign_combo.setObjectName("campaignCombo")
        self.campaign_combo.setAccessibleName(self.tr("Campaign style"))
        self.campaign_combo.addItem(self.tr("Purist"), "purist")
        self.campaign_combo.addItem(self.tr("Pulp"), "pulp")
        self.campaign_combo.setToolTip(
            self.tr("Purist: bleak, Lovecraftian horror. Pulp: two-fisted action; Sources of Stability.")
        )
        self.campaign_combo.activated.connect(self._campaign_chosen)
        form.add_row(self.tr("Campaign &style:"), self.campaign_combo, expand=False)
        self._register("sheet.campaign", self.campaign_combo)

        group = QWidget(box)
        group_layout = QHBoxLayout(group)
        group_layout.setContentsMargins(0, 0, 0, 0)
        self.investigators_spin = self._bound_spin(
            "sheet.investigators", self.tr("Investigators in the group"), 1, 99, group
        )
        self.investigators_spin.setObjectName("investigatorsSpin")
        self.keeper_budget_check = TickBox(self.tr("Keeper's investigative budget:"), group)
        self.keeper_budget_check.setObjectName("keeperBudgetCheck")
        self.keeper_budget_check.setAccessibleName(self.tr("The keeper sets the investigative budget"))
        self.keeper_budget_check.toggled.connect(self._keeper_budget_toggled)
        self.keeper_budget_spin = self._bound_spin(
            "sheet.investigative_budget",
            self.tr("Keeper's investigative budget"),
            0,
            200,
            group,
            read=lambda: self._doc.derived.investigative.base,
        )
        self.keeper_budget_spin.setObjectName("keeperBudgetSpin")
        group_layout.addWidget(self.investigators_spin)
        group_layout.addSpacing(12)
        group_layout.addWidget(self.keeper_budget_check)
        group_layout.addWidget(self.keeper_budget_spin)
        group_layout.addStretch(1)
        investigators_label = QLabel(self.tr("&Investigators:"), box)
        investigators_label.setBuddy(self.investigators_spin)
        investigators_label.setToolTip(self.tr("Investigators in the group: 2 get 24 investigative build points, 3 get 18, 4 or more 16"))
        form.add_row(investigators_label, group)

        self.drive_combo = QComboBox(box)
        self.drive_combo.setObjectName("driveCombo")
        self.drive_combo.setEditable(True)
        self.drive_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.drive_combo.setAccessibleName(self.tr("Drive"))
        for drive in self._data.tables.drives:
            self.drive_combo.addItem(terms.term("toc", "drive", drive.name), drive.name)
            self.drive_combo.setItemData(
                self.drive_combo.count() - 1, terms.entry_text(drive), Qt.ItemDataRole.ToolTipRole
            )
        self.drive_combo.lineEdit().setPlaceholderText(self.tr("Choose or type a Drive"))
        self.drive_combo.currentTextChanged.connect(self._drive_edited)
        form.add_row(self.tr("&Drive:"), self.drive_combo, expand=False)
        self.drive_info = _WrapLabel(box)
        self.drive_info.setObjectName("driveInfo")
        self.drive_info.setWordWrap(True)
        self.drive_info.setTextFormat(Qt.TextFormat.PlainText)
        self.drive_info.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.drive_info.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        form.add_row("", self.drive_info)
        self._register("sheet.drive", self.drive_combo)

        self.appearance_edit = self._bound_text("sheet.appearance", self.tr("Appearance"), box)
        self.appearance_edit.setObjectName("appearanceEdit")
        self.background_edit = self._bound_text("sheet.background", self.tr("Background"), box)
        self.background_edit.setObjectName("backgroundEdit")
        self.benefits_edit = self._bound_text(
            "sheet.occupational_benefits", self.tr("Occupational benefits"), box
        )
        self.benefits_edit.setObjectName("benefitsEdit")
        line = self.appearance_edit.fontMetrics().lineSpacing()
        for edit in (self.appearance_edit, self.benefits_edit):
            edit.setMaximumHeight(line * 4 + 12)
        # Backgrounds run long: room for a paragraph.
        self.background_edit.setFixedHeight(line * 7 + 12)
        form.add_row(self.tr("&Appearance:"), self.appearance_edit, top=True)
        form.add_row(self.tr("Bac&kground:"), self.background_edit, top=True)
        form.add_row(self.tr("Occupational &benefits:"), self.benefits_edit, top=True)
        self._chain(
            self.name_edit, self.player_edit, self.occupation_combo, self.branch_combo, self.campaign_combo, self.investigators_spin, self.keeper_budget_check, self.keeper_budget_spin,
            self.drive_combo, self.appearance_edit, self.background_edit, self.benefits_edit,
        )
        self._identity_form = form
        return box

    def _build_points(self) -> QGroupBox:
        box = QGroupBox(self.tr("Build points"), self.content)
        box.setObjectName("buildBox")
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(14)
        for column, text in enumerate((self.tr("Budget"), self.tr("Spent"), self.tr("Left")), start=1):
            caption = QLabel(text, box)
            caption.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(caption, 0, column)
        self.budget_labels: dict[str, dict[str, QLabel]] = {}
        for row, (key, text) in enumerate(
            (("general", self.tr("General")), ("investigative", self.tr("Investigative"))), start=1
        ):
            grid.addWidget(QLabel(text, box), row, 0)
            labels = {}
            for column, part in enumerate(("total", "spent", "left"), start=1):
                label = QLabel(box)
                label.setObjectName(f"{key}_{part}")
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.setMinimumWidth(label.fontMetrics().horizontalAdvance("−888") + 4)
                grid.addWidget(label, row, column)
                labels[part] = label
            self.budget_labels[key] = labels
        self.trade_spin = self._bound_spin(
            "sheet.trade_to_investigative", self.tr("Trade of build points"), -99, 99, box
        )
        self.trade_spin.setObjectName("tradeSpin")
        self.trade_spin.setToolTip(
            self.tr("Positive: 3 general build points become 1 investigative one, per point. "
                    "Negative: 1 investigative build point becomes 3 general ones.")
        )
        trade_label = QLabel(self.tr("&Trade (3 general = 1 investigative):"), box)
        trade_label.setBuddy(self.trade_spin)
        grid.addWidget(trade_label, 3, 0, 1, 3)
        grid.addWidget(self.trade_spin, 3, 3)
        self.build_warning = _WrapLabel(box)
        self.build_warning.setObjectName("buildWarning")
        self.build_warning.setWordWrap(True)
        self.build_warning.setTextFormat(Qt.TextFormat.PlainText)
        grid.addWidget(self.build_warning, 4, 0, 1, 5)
        grid.setColumnStretch(4, 1)
        self._chain(self.trade_spin)
        return box

    def _build_pools(self) -> QGroupBox:
        box = QGroupBox(self.tr("Sanity, Stability and Health"), self.content)
        box.setObjectName("poolsBox")
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(10)
        for column, text in enumerate((self.tr("Rating"), self.tr("Pool"), self.tr("Status")), start=1):
            grid.addWidget(QLabel(text, box), 0, column)
        self.pool_rows: dict[str, tuple[_AbilitySpinBox, _AbilitySpinBox, QLabel]] = {}
        for row, name in enumerate((SANITY, STABILITY, HEALTH), start=1):
            shown = terms.term("toc", "ability", name)
            caption = QLabel(shown, box)
            font = QFont(caption.font())
            font.setBold(True)
            caption.setFont(font)
            rating = _AbilitySpinBox(
                self._doc, name, "rating", self.tr("Change {0} rating").format(shown), box
            )
            rating.setObjectName(f"{name.lower()}Rating")
            rating.setAccessibleName(self.tr("{0} rating").format(shown))
            pool = _AbilitySpinBox(self._doc, name, "pool", self.tr("Change {0} pool").format(shown), box)
            pool.setObjectName(f"{name.lower()}Pool")
            pool.setAccessibleName(self.tr("{0} pool").format(shown))
            for spin in (rating, pool):
                spin.editFailed.connect(self._show_error)
                spin.setAlignment(Qt.AlignmentFlag.AlignRight)
                spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance("−88") + 40)
            status = _WrapLabel(box)
            status.setObjectName(f"{name.lower()}Status")
            status.setTextFormat(Qt.TextFormat.PlainText)
            status.setWordWrap(True)
            status.setAccessibleName(self.tr("{0} status").format(shown))
            caption.setBuddy(rating)
            grid.addWidget(caption, row, 0)
            grid.addWidget(rating, row, 1)
            grid.addWidget(pool, row, 2)
            grid.addWidget(status, row, 3)
            self.pool_rows[name] = (rating, pool, status)
            self._register(f"sheet.abilities[{name}]", rating)
            self._chain(rating, pool)
        grid.setColumnStretch(3, 1)
        self.hit_threshold_label = QLabel(box)
        self.hit_threshold_label.setObjectName("hitThreshold")
        self.hit_threshold_label.setTextFormat(Qt.TextFormat.PlainText)
        self.hit_threshold_label.setToolTip(self.tr("3, or 4 with Athletics 8 or more"))
        self.penalty_label = _WrapLabel(box)
        self.penalty_label.setObjectName("penaltyLabel")
        self.penalty_label.setWordWrap(True)
        self.penalty_label.setTextFormat(Qt.TextFormat.PlainText)
        grid.addWidget(self.hit_threshold_label, 4, 0, 1, 2)
        grid.addWidget(self.penalty_label, 4, 2, 1, 2)
        self._register("sheet.hit_threshold", self.hit_threshold_label)
        return box

    def _build_pillars(self) -> QGroupBox:
        box = QGroupBox(self.tr("Pillars of Sanity"), self.content)
        box.setObjectName("pillarsBox")
        layout = QVBoxLayout(box)
        self.pillars_info = _WrapLabel(box)
        self.pillars_info.setObjectName("pillarsInfo")
        self.pillars_info.setWordWrap(True)
        self.pillars_info.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.pillars_info)
        self.pillars_model = ToCPillarsModel(self._doc, self)
        table = self._list_table(self.pillars_model, "pillarsTable", self.tr("Pillars of Sanity"), box)
        header = table.horizontalHeader()
        header.setSectionResizeMode(PillarColumn.NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(PillarColumn.STATE, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(PillarColumn.STATE, table.fontMetrics().horizontalAdvance("Shattered") + 50)
        table.setItemDelegateForColumn(
            PillarColumn.STATE,
            _ChoiceDelegate(
                lambda: [(s, self.pillars_model.state_text(s)) for s in ToCPillarsModel.STATES],
                self.tr("Pillar state"),
                table,
            ),
        )
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.pillars_table = table
        layout.addWidget(table)
        tools = QHBoxLayout()
        self.pillar_name = QComboBox(box)
        self.pillar_name.setObjectName("pillarName")
        self.pillar_name.setEditable(True)
        self.pillar_name.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.pillar_name.setAccessibleName(self.tr("New Pillar of Sanity"))
        self.pillar_name.addItems([terms.term("toc", "pillar", p) for p in self._data.tables.pillar_examples])
        self.pillar_name.setCurrentIndex(-1)
        self.pillar_name.lineEdit().setPlaceholderText(self.tr("A conviction: choose an example or type your own"))
        self.pillar_name.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.pillar_name.setMinimumContentsLength(16)
        self.pillar_name.lineEdit().returnPressed.connect(self.add_pillar)
        self.add_pillar_button = self._button(
            self.tr("Add"), "addPillar", self.tr("Add the Pillar of Sanity"), box, self.add_pillar
        )
        self.remove_pillar_button = self._button(
            self.tr("Remove"), "removePillar", self.tr("Remove the selected Pillar of Sanity"), box,
            self.remove_selected_pillar,
        )
        tools.addWidget(self.pillar_name, 1)
        tools.addWidget(self.add_pillar_button)
        tools.addWidget(self.remove_pillar_button)
        layout.addLayout(tools)
        self._register("sheet.pillars_of_sanity", table)
        self._chain(table, self.pillar_name, self.add_pillar_button, self.remove_pillar_button)
        return box

    def _build_sources(self) -> QGroupBox:
        box = QGroupBox(self.tr("Sources of Stability"), self.content)
        box.setObjectName("sourcesBox")
        layout = QVBoxLayout(box)
        self.sources_info = _WrapLabel(box)
        self.sources_info.setObjectName("sourcesInfo")
        self.sources_info.setWordWrap(True)
        self.sources_info.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.sources_info)
        self.sources_model = ToCSourcesModel(self._doc, self)
        table = self._list_table(self.sources_model, "sourcesTable", self.tr("Sources of Stability"), box)
        header = table.horizontalHeader()
        header.setSectionResizeMode(SourceColumn.NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(SourceColumn.RELATION, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(SourceColumn.STATE, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(SourceColumn.STATE, table.fontMetrics().horizontalAdvance("Estranged") + 50)
        table.setItemDelegateForColumn(
            SourceColumn.STATE,
            _ChoiceDelegate(
                lambda: [(s, self.sources_model.state_text(s)) for s in ToCSourcesModel.STATES],
                self.tr("Source state"),
                table,
            ),
        )
        self.sources_table = table
        layout.addWidget(table)
        tools = QHBoxLayout()
        self.source_name = QLineEdit(box)
        self.source_name.setObjectName("sourceName")
        self.source_name.setPlaceholderText(self.tr("Name"))
        self.source_name.setAccessibleName(self.tr("New Source of Stability: name"))
        self.source_relation = QLineEdit(box)
        self.source_relation.setObjectName("sourceRelation")
        self.source_relation.setPlaceholderText(self.tr("Relationship"))
        self.source_relation.setAccessibleName(self.tr("New Source of Stability: relationship"))
        self.source_relation.returnPressed.connect(self.add_source)
        self.source_name.returnPressed.connect(self.add_source)
        self.add_source_button = self._button(
            self.tr("Add"), "addSource", self.tr("Add the Source of Stability"), box, self.add_source
        )
        self.remove_source_button = self._button(
            self.tr("Remove"), "removeSource", self.tr("Remove the selected Source of Stability"), box,
            self.remove_selected_source,
        )
        tools.addWidget(self.source_name, 1)
        tools.addWidget(self.source_relation, 1)
        tools.addWidget(self.add_source_button)
        tools.addWidget(self.remove_source_button)
        layout.addLayout(tools)
        self._register("sheet.sources_of_stability", table)
        self._chain(table, self.source_name, self.source_relation, self.add_source_button, self.remove_source_button)
        return box

    def _build_family(self, family: str) -> QGroupBox:
        titles = {
            "Academic": self.tr("Academic abilities"),
            "Interpersonal": self.tr("Interpersonal abilities"),
            "Technical": self.tr("Technical abilities"),
            "General": self.tr("General abilities"),
            "": self.tr("Other abilities"),
        }
        box = QGroupBox(titles[family], self.content)
        box.setObjectName(f"abilities{family or 'Other'}Box")
        layout = QVBoxLayout(box)
        layout.setContentsMargins(6, 6, 6, 6)
        if family == "General":
            note = _WrapLabel(
                box,
                self.tr("● occupational (half price) · * can sometimes be used investigatively · "
                        "the die tests at difficulty 4; Shift-click or the arrow to set difficulty and spend"),
            )
        elif family == "":
            note = _WrapLabel(box, self.tr("Abilities that are not in the Trail of Cthulhu list cost nothing."))
        else:
            note = _WrapLabel(box, self.tr("● occupational (half price) · “Spend” uses pool points for a clue"))
        note.setWordWrap(True)
        note.setObjectName("abilitiesNote")
        small = QFont(note.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        note.setFont(small)
        layout.addWidget(note)
        model = ToCAbilitiesModel(self._doc, family, self)
        model.editFailed.connect(self._show_error)
        table = FullHeightTableView(minimum_rows=1, parent=box)
        table.setObjectName(f"abilities{family or 'Other'}Table")
        table.setAccessibleName(titles[family])
        # Rows tall enough for the test buttons; set before the model so the table's height
        # (it shows every row) is computed with it.
        table.verticalHeader().setDefaultSectionSize(max(table.fontMetrics().height() + 10, 26))
        table.setModel(model)
        table.setWordWrap(False)
        delegate = _RangeDelegate(parent=table)
        table.setItemDelegateForColumn(AbilityColumn.RATING, delegate)
        table.setItemDelegateForColumn(AbilityColumn.POOL, delegate)
        header = table.horizontalHeader()
        header.setHighlightSections(False)
        metrics = table.fontMetrics()
        number = max(metrics.horizontalAdvance(self.tr("Rating")), metrics.horizontalAdvance("−88")) + 22
        for column in AbilityColumn:
            if column == AbilityColumn.NAME:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            else:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(column, number)
        header.resizeSection(AbilityColumn.OCCUPATIONAL, metrics.horizontalAdvance(self.tr("Occ.")) + 18)
        action_width = max(metrics.horizontalAdvance(self.tr("Spend")) + 34, 64)
        header.resizeSection(AbilityColumn.ACTION, action_width)
        name_width = max(metrics.horizontalAdvance(ability_display_name(a.name) + "*") for a in self._data.abilities)
        table.setMinimumWidth(
            name_width + 16 + 3 * number + metrics.horizontalAdvance(self.tr("Occ.")) + 18 + action_width + 4
        )
        self.ability_models[family] = model
        self.ability_tables[family] = table
        layout.addWidget(table)
        self._chain(table)
        self._install_actions(family)
        model.rowsInserted.connect(lambda *_a, f=family: self._install_actions(f))
        model.modelReset.connect(lambda f=family: self._install_actions(f))
        if family == "General":
            self._register("sheet.abilities", table)
        return box

    def _install_actions(self, family: str) -> None:
        """Put a test button (General abilities) or a spend button (investigative ones) in
        each row's action column.

        A spend button appears once the ability has a rating (a zero rating has no points to
        spend): most investigative abilities of a sheet are at 0, and a row of disabled
        buttons would only slow the sheet down and clutter it.
        """
        model = self.ability_models[family]
        table = self.ability_tables[family]
        previous: QWidget = table
        for row in range(model.rowCount()):
            line = model.line(row)
            index = model.index(row, AbilityColumn.ACTION)
            existing = table.indexWidget(index)
            if existing is not None:
                previous = existing
                continue
            action = index.data(ActionRole)
            if action == "test":
                button: QToolButton = self._test_button(line.name, table.viewport())
                self.test_buttons[line.name] = button  # type: ignore[assignment]
            elif action == "spend" and (line.rating > 0 or line.pool > 0):
                button = self._spend_button(line.name, table.viewport())
                self.spend_buttons[line.name] = button
            else:
                continue
            table.setIndexWidget(index, button)
            if self._building:
                self._chain(button)
            else:
                QWidget.setTabOrder(previous, button)
            previous = button

    def _test_button(self, name: str, parent: QWidget) -> RollButton:
        shown = ability_display_name(name)

        def factory(parent_widget: QWidget) -> RollDialog:
            line = self._doc.derived.ability(name)
            return RollDialog(
                parent_widget,
                mode="toc",
                title=shown,
                pool=max(0, line.pool) if line is not None else 0,
                rating=line.rating if line is not None else None,
                ability=name,
                options=RollOptions(),
            )

        button = RollButton(shown, lambda options, n=name: self.test_ability(n, options), factory, parent)
        button.setObjectName(f"test_{name}")
        self._add_general_spend_menu(button, name)
        button.setAccessibleName(self.tr("Test {0}").format(shown))
        button.setToolTip(
            self.tr("Test {0} at difficulty 4, spending nothing.\n"
                    "Shift-click or the arrow: choose the difficulty and the points to spend;\n"
                    "the arrow also spends points without a test.").format(shown)
        )
        return button

    def _add_general_spend_menu(self, button: RollButton, name: str) -> None:
        """Add "Spend without a test" to a test button's menu: the points the pool allows."""
        menu = button.menu()
        spend_menu = menu.addMenu(self.tr("Spend without a test"))
        spend_menu.setObjectName(f"generalSpend_{name}")

        def fill() -> None:
            spend_menu.clear()
            line = self._doc.derived.ability(name)
            pool = line.pool if line is not None else 0
            for points in range(1, max(1, min(pool, 6)) + 1):
                action = spend_menu.addAction(self.tr("Spend {0} point(s)").format(points))
                action.setEnabled(points <= pool)
                action.triggered.connect(lambda _c=False, p=points: self.general_spend(name, p))

        spend_menu.aboutToShow.connect(fill)

    def _spend_button(self, name: str, parent: QWidget) -> QToolButton:
        shown = ability_display_name(name)
        button = QToolButton(parent)
        button.setObjectName(f"spend_{name}")
        button.setText(self.tr("Spend"))
        button.setAutoRaise(True)
        button.setAccessibleName(self.tr("Spend {0} points").format(shown))
        button.setToolTip(self.tr("Spend 1 {0} point (the arrow: more)").format(shown))
        button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        menu = QMenu(button)
        button.setMenu(menu)

        def fill() -> None:
            menu.clear()
            line = self._doc.derived.ability(name)
            pool = line.pool if line is not None else 0
            for points in range(1, max(1, min(pool, 6)) + 1):
                action = menu.addAction(self.tr("Spend {0} point(s)").format(points))
                action.setEnabled(points <= pool)
                action.triggered.connect(lambda _c=False, p=points: self.spend_ability(name, p))

        menu.aboutToShow.connect(fill)
        button.clicked.connect(lambda _c=False: self.spend_ability(name, 1))
        return button

    def _build_languages(self) -> QGroupBox:
        box = QGroupBox(self.tr("Languages"), self.content)
        box.setObjectName("languagesBox")
        layout = QVBoxLayout(box)
        self.languages_info = _WrapLabel(box)
        self.languages_info.setObjectName("languagesInfo")
        self.languages_info.setWordWrap(True)
        self.languages_info.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.languages_info)
        self.languages_model = ToCStringListModel(
            self._doc, "sheet.languages", self.tr("Language"), self.tr("language"), self, kind="language"
        )
        table = self._list_table(self.languages_model, "languagesTable", self.tr("Languages"), box)
        table.horizontalHeader().setStretchLastSection(True)
        self.languages_table = table
        layout.addWidget(table)
        tools = QHBoxLayout()
        self.language_name = QLineEdit(box)
        self.language_name.setObjectName("languageName")
        self.language_name.setPlaceholderText(self.tr("A language (one per Languages rating point)"))
        self.language_name.setAccessibleName(self.tr("New language"))
        self.language_name.returnPressed.connect(self.add_language)
        self.add_language_button = self._button(
            self.tr("Add"), "addLanguage", self.tr("Add the language"), box, self.add_language
        )
        self.remove_language_button = self._button(
            self.tr("Remove"), "removeLanguage", self.tr("Remove the selected language"), box,
            self.remove_selected_language,
        )
        tools.addWidget(self.language_name, 1)
        tools.addWidget(self.add_language_button)
        tools.addWidget(self.remove_language_button)
        layout.addLayout(tools)
        self._register("sheet.languages", table)
        self._chain(table, self.language_name, self.add_language_button, self.remove_language_button)
        return box

    def _build_weapons(self) -> QGroupBox:
        box = QGroupBox(self.tr("Weapons"), self.content)
        box.setObjectName("weaponsBox")
        layout = QVBoxLayout(box)
        self.weapons_model = ToCWeaponsModel(self._doc, self)
        table = self._list_table(self.weapons_model, "weaponsTable", self.tr("Weapons"), box)
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = table.horizontalHeader()
        metrics = table.fontMetrics()
        narrow = max(metrics.horizontalAdvance(self.tr("Point blank")), metrics.horizontalAdvance("+88")) + 14
        for column in WeaponColumn:
            if column == WeaponColumn.NAME:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            else:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(column, narrow)
        widest = max(metrics.horizontalAdvance(ability_display_name(a)) for a in _WEAPON_ABILITIES)
        header.resizeSection(WeaponColumn.ABILITY, widest + 40)
        header.resizeSection(WeaponColumn.DAMAGE, metrics.horizontalAdvance(self.tr("by range")) + 16)
        header.resizeSection(WeaponColumn.ROLL, 44)
        table.setItemDelegateForColumn(
            WeaponColumn.ABILITY,
            _ChoiceDelegate(
                lambda: [(a, ability_display_name(a)) for a in _WEAPON_ABILITIES],
                self.tr("Weapon ability"),
                table,
            ),
        )
        table.setItemDelegateForColumn(WeaponColumn.DAMAGE, _RangeDelegate(parent=table))
        damage = RollCellDelegate(parent=table)
        damage.rollRequested.connect(self._damage_requested)
        table.set_roll_delegate(WeaponColumn.ROLL, damage)
        table.setMinimumWidth(metrics.horizontalAdvance("M" * 10) + 4 * narrow + 200)
        self.weapons_table = table
        layout.addWidget(table)

        tools = QHBoxLayout()
        self.weapon_kind = QComboBox(box)
        self.weapon_kind.setObjectName("weaponKind")
        self.weapon_kind.setAccessibleName(self.tr("Weapon to add"))
        self.weapon_kind.addItem(self.tr("Your own weapon"), "")
        for table_name in _WEAPON_KINDS:
            for entry in getattr(self._data.weapons, table_name):
                self.weapon_kind.addItem(terms.term("toc", "weapon", entry.name), entry.name)
        self.weapon_kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.weapon_kind.setMinimumContentsLength(18)
        self.add_weapon_button = self._button(
            self.tr("Add"), "addWeapon", self.tr("Add the weapon"), box, self.add_weapon
        )
        self.remove_weapon_button = self._button(
            self.tr("Remove"), "removeWeapon", self.tr("Remove the selected weapon"), box,
            self.remove_selected_weapon,
        )
        self.range_combo = QComboBox(box)
        self.range_combo.setObjectName("rangeCombo")
        self.range_combo.setAccessibleName(self.tr("Range of damage rolls"))
        for band in RANGE_BANDS:
            self.range_combo.addItem(self.weapons_model.band_text(band), band)
        self.range_combo.setCurrentIndex(RANGE_BANDS.index("close"))
        range_label = QLabel(self.tr("&Range:"), box)
        range_label.setBuddy(self.range_combo)
        range_label.setToolTip(self.tr("The range used for the damage of firearms and explosives"))
        tools.addWidget(self.weapon_kind, 1)
        tools.addWidget(self.add_weapon_button)
        tools.addWidget(self.remove_weapon_button)
        tools.addSpacing(12)
        tools.addWidget(range_label)
        tools.addWidget(self.range_combo)
        layout.addLayout(tools)
        self._register("sheet.weapons", table)
        self._chain(table, self.weapon_kind, self.add_weapon_button, self.remove_weapon_button, self.range_combo)
        return box

    def _build_text_box(self, path: str, title: str, name: str, accessible: str) -> QGroupBox:
        box = QGroupBox(title, self.content)
        box.setObjectName(name)
        layout = QVBoxLayout(box)
        edit = self._bound_text(path, accessible, box)
        edit.setObjectName(name.replace("Box", "Edit"))
        layout.addWidget(edit)
        self._chain(edit)
        return box

    def _build_disorders(self) -> QGroupBox:
        box = QGroupBox(self.tr("Mental disorders"), self.content)
        box.setObjectName("disordersBox")
        layout = QVBoxLayout(box)
        self.disorders_model = ToCStringListModel(
            self._doc, "sheet.mental_disorders", self.tr("Mental disorder"), self.tr("mental disorder"), self
        )
        table = self._list_table(self.disorders_model, "disordersTable", self.tr("Mental disorders"), box)
        table.horizontalHeader().setStretchLastSection(True)
        self.disorders_table = table
        layout.addWidget(table)
        tools = QHBoxLayout()
        self.disorder_name = QLineEdit(box)
        self.disorder_name.setObjectName("disorderName")
        self.disorder_name.setPlaceholderText(self.tr("A mental disorder"))
        self.disorder_name.setAccessibleName(self.tr("New mental disorder"))
        self.disorder_name.returnPressed.connect(self.add_disorder)
        self.add_disorder_button = self._button(
            self.tr("Add"), "addDisorder", self.tr("Add the mental disorder"), box, self.add_disorder
        )
        self.remove_disorder_button = self._button(
            self.tr("Remove"), "removeDisorder", self.tr("Remove the selected mental disorder"), box,
            self.remove_selected_disorder,
        )
        tools.addWidget(self.disorder_name, 1)
        tools.addWidget(self.add_disorder_button)
        tools.addWidget(self.remove_disorder_button)
        layout.addLayout(tools)
        self._register("sheet.mental_disorders", table)
        self._chain(table, self.disorder_name, self.add_disorder_button, self.remove_disorder_button)
        return box

    # ------------------------------------------------------------------ layout

    def _arrange(self, columns: int) -> None:
        """Lay the sections out in one, two or three columns (the weapons, equipment and notes
        under them when there are two or three)."""
        if columns == self._columns:
            return
        self._columns = columns
        for layout in (*self._column_layouts, self._bottom):
            while layout.count():
                layout.takeAt(0)
        ab = self.ability_boxes
        bottom: tuple[tuple[QGroupBox, int, int, int], ...] = ()
        if columns >= 3:
            placed: tuple[tuple[QGroupBox, ...], ...] = (
                (self.identity_box, self.build_box, self.pools_box, self.pillars_box, self.sources_box),
                (ab["Academic"], ab["Interpersonal"], ab["Technical"], ab[""]),
                (ab["General"], self.languages_box, self.disorders_box),
            )
            stretches = (10, 9, 10)
        elif columns == 2:
            placed = (
                (self.identity_box, self.build_box, self.pools_box, self.pillars_box, self.sources_box,
                 self.languages_box, self.disorders_box, self.equipment_box),
                (ab["General"], ab["Academic"], ab["Interpersonal"], ab["Technical"], ab[""]),
                (),
            )
            stretches = (1, 1, 0)
        else:
            placed = (self._all_boxes(), (), ())
            stretches = (1, 0, 0)
        if columns >= 3:
            bottom = (
                (self.weapons_box, 0, 0, 2),
                (self.equipment_box, 1, 0, 1),
                (self.notes_box, 1, 1, 1),
            )
        elif columns == 2:
            bottom = ((self.weapons_box, 0, 0, 2), (self.notes_box, 1, 0, 2))
        for layout, boxes, stretch in zip(self._column_layouts, placed, stretches, strict=True):
            for box in boxes:
                layout.addWidget(box)
            layout.addStretch(1)
            self._columns_row.setStretchFactor(layout, stretch)
        for box, row, column, span in bottom:
            self._bottom.addWidget(box, row, column, 1, span)
        self._bottom.setColumnStretch(0, 1)
        self._bottom.setColumnStretch(1, 1)

    def _all_boxes(self) -> tuple[QGroupBox, ...]:
        ab = self.ability_boxes
        return (
            self.identity_box, self.build_box, self.pools_box, self.pillars_box, self.sources_box,
            ab["General"], ab["Academic"], ab["Interpersonal"], ab["Technical"], ab[""],
            self.languages_box, self.weapons_box, self.equipment_box, self.disorders_box, self.notes_box,
        )

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        width = event.size().width()
        self._arrange(3 if width >= THREE_COLUMNS_FROM else 2 if width >= TWO_COLUMNS_FROM else 1)
        self._reflow_header(wide=width >= self._header_width_needed())
        super().resizeEvent(event)

    def _header_width_needed(self) -> int:
        """The width that shows the whole title with the refresh buttons beside it (longer in
        some languages); narrower, the buttons go to a second row."""
        title = max(self.title_label.minimumWidth(),
                    self.title_label.fontMetrics().horizontalAdvance(self.title_label.text()) + 8)
        return title + self.edition_label.sizeHint().width() + self._refresh_box.sizeHint().width() + 60

    def _reflow_header(self, wide: bool) -> None:
        """The refresh buttons beside the title (wide) or on a second row (narrow)."""
        if wide == self._header_wide:
            return
        self._header_wide = wide
        grid = self._header_grid
        grid.removeWidget(self._refresh_box)
        if wide:
            grid.addWidget(self._refresh_box, 0, 1)
        else:
            grid.addWidget(self._refresh_box, 1, 0, 1, 2)

    # ------------------------------------------------------------------ refresh

    def _refresh(self) -> None:
        """Show everything derived from the document (same event-loop turn as the change)."""
        doc = self._doc
        sheet = doc.sheet
        d = doc.derived
        self.message.hide()
        occupation = sheet.occupation.name if sheet.occupation is not None else ""
        title = doc.document.display_name
        if occupation:
            branch = f" ({terms.term('toc', 'branch', sheet.occupation.branch)})" if sheet.occupation.branch else ""
            title += " · " + terms.term("toc", "occupation", occupation) + branch
        self.title_label.setText(title)
        self._reflow_header(wide=self.width() >= self._header_width_needed())
        self._refresh_identity(sheet, d)
        self._refresh_budgets(d)
        self._refresh_pools(d)
        self._refresh_mind(sheet, d)
        self.languages_info.setText(
            self.tr("Languages rating {0}: {1} named beyond the mother tongue (one per point).").format(
                d.languages_known, d.languages_named
            )
        )
        _tone(self.languages_info, "warning" if d.languages_named != d.languages_known else "")
        self.ability_boxes[""].setVisible(bool(d.unknown_abilities))
        for family in ("Academic", "Interpersonal", "Technical", ""):
            self._install_actions(family)
        for name, button in self.spend_buttons.items():
            line = d.ability(name)
            button.setEnabled(line is not None and line.pool > 0)
        for button, model, table in (
            (self.remove_pillar_button, self.pillars_model, self.pillars_table),
            (self.remove_source_button, self.sources_model, self.sources_table),
            (self.remove_language_button, self.languages_model, self.languages_table),
            (self.remove_weapon_button, self.weapons_model, self.weapons_table),
            (self.remove_disorder_button, self.disorders_model, self.disorders_table),
        ):
            button.setEnabled(model.rowCount() > 0)
        apply_field_help(self, doc)  # tool tips explaining the values with this sheet's numbers

    def _refresh_identity(self, sheet: Any, d: Any) -> None:
        occupation = sheet.occupation
        name = occupation.name if occupation is not None else ""
        combo = self.occupation_combo
        blocked = combo.blockSignals(True)
        try:
            index = combo.findData(d.occupation.name if d.occupation is not None else name)
            if index < 0 and name:
                # An occupation the data does not know: show it rather than hide it.
                combo.addItem(self.tr("{0} (not in the rules)").format(name), name)
                index = combo.count() - 1
            combo.setCurrentIndex(max(0, index))
        finally:
            combo.blockSignals(blocked)

        occ = d.occupation
        branches = occ.branches if occ is not None else ()
        branch_combo = self.branch_combo
        key = (occ.name if occ is not None else name, occupation.branch or "" if occupation else "")
        if key != self._occupation_key:
            self._occupation_key = key
            blocked = branch_combo.blockSignals(True)
            try:
                branch_combo.clear()
                if branches:
                    branch_combo.addItem(self.tr("— choose a branch —"), "")
                    for branch in branches:
                        branch_combo.addItem(terms.term("toc", "branch", branch.name), branch.name)
                chosen = d.branch.name if d.branch is not None else (occupation.branch if occupation else "")
                found = branch_combo.findData(chosen or "")
                if found < 0 and chosen:
                    branch_combo.addItem(self.tr("{0} (not in the rules)").format(chosen), chosen)
                    found = branch_combo.count() - 1
                branch_combo.setCurrentIndex(max(0, found))
            finally:
                branch_combo.blockSignals(blocked)
            self._rebuild_picks(occ, d.branch)
        # Whole form rows are hidden (hiding only their widgets would leave gaps).
        show_branch = bool(branches) or bool(occupation is not None and occupation.branch)
        self._identity_form.set_row_visible(self.branch_combo, show_branch)
        for button in self.pick_buttons:
            button.refresh()
        self._identity_form.set_row_visible(self.picks_widget, bool(self.pick_buttons))

        info: list[str] = []
        if occ is not None:
            cr = d.credit_rating
            info.append(
                self.tr("Credit Rating {0} ({1}); occupation range {2}.").format(
                    cr.value, terms.term("toc", "stratum", cr.stratum), cr.range_text
                )
            )
            if occ.languages:
                info.append(
                    self.tr("Languages: {0}.").format(", ".join(terms.term("toc", "language", n) for n in occ.languages))
                )
            if occ.language_note:
                info.append(terms.entry_text(occ, "language_note"))
            if occ.description:
                info.append(terms.entry_text(occ))
        elif name:
            info.append(self.tr("{0} is not an occupation of the rules: no ability is occupational.").format(name))
        self.occupation_info.setText(" ".join(info))
        self._identity_form.set_row_visible(self.occupation_info, bool(info))

        index = self.campaign_combo.findData(sheet.campaign)
        if index != self.campaign_combo.currentIndex():
            blocked = self.campaign_combo.blockSignals(True)
            self.campaign_combo.setCurrentIndex(index)
            self.campaign_combo.blockSignals(blocked)

        keeper = sheet.investigative_budget is not None
        if self.keeper_budget_check.isChecked() != keeper:
            blocked = self.keeper_budget_check.blockSignals(True)
            self.keeper_budget_check.setChecked(keeper)
            self.keeper_budget_check.blockSignals(blocked)
        self.keeper_budget_spin.setEnabled(keeper)
        self.investigators_spin.setEnabled(not keeper)

        drive = sheet.drive
        known = self._data.drive(drive) if drive else None
        shown = terms.term("toc", "drive", known.name) if known is not None else drive
        if self.drive_combo.currentText() != shown:
            blocked = self.drive_combo.blockSignals(True)
            try:
                index = self.drive_combo.findData(known.name) if known is not None else -1
                if index >= 0:
                    self.drive_combo.setCurrentIndex(index)
                else:
                    self.drive_combo.setCurrentIndex(-1)
                    self.drive_combo.setEditText(drive)
            finally:
                self.drive_combo.blockSignals(blocked)
        if known is not None:
            self.drive_info.setText(terms.entry_text(known))
        elif drive:
            self.drive_info.setText(self.tr("Not one of the Drives of the rules (the keeper may allow it)."))
        else:
            self.drive_info.setText(self.tr("Choose what drives the investigator on."))

    def _rebuild_picks(self, occ: Any, branch: Any) -> None:
        layout = self.picks_layout
        while layout.count():
            item = layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.pick_buttons = []
        if occ is None:
            return
        for choice in occ.all_choices(branch):
            options = self._data.choice_options(occ, choice, branch)
            button = _PickButton(self, choice, options, self.picks_widget)
            button.setObjectName(f"pick_{choice.id}")
            caption = _WrapLabel(self.picks_widget, _choice_text(choice))
            caption.setWordWrap(True)
            caption.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            caption.setBuddy(button)
            layout.addWidget(caption)
            layout.addWidget(button)
            self.pick_buttons.append(button)
            self._register(f"sheet.occupation.picks.{choice.id}", button)
        # New buttons join the keyboard order between the branch and the campaign style.
        previous: QWidget = self.branch_combo
        for button in self.pick_buttons:
            QWidget.setTabOrder(previous, button)
            previous = button
        QWidget.setTabOrder(previous, self.campaign_combo)

    def _refresh_budgets(self, d: Any) -> None:
        warnings = []
        for key, budget in d.budgets.items():
            labels = self.budget_labels[key]
            labels["total"].setText(str(budget.total))
            labels["spent"].setText(str(budget.spent))
            left = labels["left"]
            name = self.tr("General") if key == "general" else self.tr("Investigative")
            parts = [self.tr("base {0}").format(budget.base)]
            if budget.trade:
                parts.append(self.tr("trade {0:+d}").format(budget.trade))
            if budget.refund:
                parts.append(self.tr("Credit Rating refund {0:+d}").format(budget.refund))
            if budget.withheld:
                parts.append(self.tr("withheld {0}").format(budget.withheld))
            labels["total"].setToolTip(", ".join(parts))
            if budget.left < 0:
                left.setText(self.tr("{0} ⚠").format(budget.left))
                left.setToolTip(self.tr("Overspent by {0}").format(-budget.left))
                _tone(left, "error")
                warnings.append(
                    self.tr("{0} build points overspent by {1}: lower some ratings.").format(name, -budget.left)
                )
            else:
                left.setText(str(budget.left))
                left.setToolTip(self.tr("{0} left to spend").format(budget.left) if budget.left else "")
                _tone(left, "warning" if budget.left > 0 else "good")
            left.setAccessibleName(self.tr("{0} build points left").format(name))
        self.build_warning.setText("\n".join(warnings))
        self.build_warning.setVisible(bool(warnings))
        _tone(self.build_warning, "error" if warnings else "")

    def _status_text(self, name: str, status: str) -> tuple[str, str]:
        """A pool's status in words and its tone."""
        if name == HEALTH:
            texts = {
                "fine": (self.tr("Fine"), ""),
                "hurt": (self.tr("Hurt (+1 difficulty)"), "warning"),
                "seriously wounded": (self.tr("Seriously wounded (no actions; needs medical help)"), "error"),
                "dead": (self.tr("Dead"), "error"),
            }
        elif name == STABILITY:
            texts = {
                "fine": (self.tr("Steady"), ""),
                "shaken": (self.tr("Shaken (+1 difficulty)"), "warning"),
                "mind blasted": (self.tr("Mind blasted (−1 Stability rating; can only flee or fight)"), "error"),
                "permanently insane": (self.tr("Permanently insane"), "error"),
            }
        else:
            texts = {
                "fine": (self.tr("Sane"), ""),
                "permanently insane": (self.tr("Permanently insane"), "error"),
            }
        return texts.get(status, (status, "error"))

    def _refresh_pools(self, d: Any) -> None:
        for name, state in ((SANITY, d.sanity), (STABILITY, d.stability), (HEALTH, d.health)):
            status = self.pool_rows[name][2]
            text, tone = self._status_text(name, state.status)
            if status.text() != text:
                status.setText(text)
                _tone(status, tone)
        sanity_rating = self.pool_rows[SANITY][0]
        sanity_rating.setToolTip(self.tr("At most {0} (10 − Cthulhu Mythos)").format(d.sanity_cap))
        self.hit_threshold_label.setText(self.tr("Hit Threshold: {0}").format(d.hit_threshold))
        notes = []
        if d.difficulty_penalty:
            notes.append(self.tr("Tests +{0} difficulty").format(d.difficulty_penalty))
        if d.stability_test_penalty:
            notes.append(self.tr("Stability tests +{0} (no Pillar intact)").format(d.stability_test_penalty))
        self.penalty_label.setText("; ".join(notes))
        _tone(self.penalty_label, "warning" if notes else "")

    def _refresh_mind(self, sheet: Any, d: Any) -> None:
        listed = len(sheet.pillars_of_sanity)
        self.pillars_info.setText(
            self.tr("{0} required (one per 3 Sanity at creation); {1} listed, {2} intact.").format(
                d.pillars_required, listed, d.pillars_intact
            )
        )
        _tone(self.pillars_info, "warning" if listed != d.pillars_required else "")
        if sheet.campaign == "pulp":
            self.sources_info.setText(
                self.tr("{0} allowed (one per 3 Stability at creation); {1} listed, {2} alive.").format(
                    d.sources_required, len(sheet.sources_of_stability), d.sources_alive
                )
            )
            _tone(self.sources_info, "warning" if len(sheet.sources_of_stability) > d.sources_required else "")
        else:
            self.sources_info.setText(
                self.tr("Sources of Stability are a Pulp rule; this is a Purist campaign.")
            )
            _tone(self.sources_info, "warning" if sheet.sources_of_stability else "")

    # ------------------------------------------------------------------ identity edits

    def _occupation_chosen(self, index: int) -> None:
        name = self.occupation_combo.itemData(index) or ""
        current = self._doc.sheet.occupation
        if current is not None and current.name == name:
            return
        value = OccupationChoice(name=name) if name else None
        text = (
            self.tr("Choose occupation {0}").format(terms.term("toc", "occupation", name))
            if name
            else self.tr("Clear occupation")
        )
        self._set("sheet.occupation", value, text)

    def set_occupation(self, name: str) -> bool:
        """Choose an occupation (its branch and picks start empty; one undo step)."""
        index = self.occupation_combo.findData(name)
        if index < 0:
            raise KeyError(name)
        before = self._doc.undo_stack.index()
        self.occupation_combo.setCurrentIndex(index)
        self._occupation_chosen(index)
        return self._doc.undo_stack.index() != before

    def _branch_chosen(self, index: int) -> None:
        occupation = self._doc.sheet.occupation
        if occupation is None:
            return
        branch = self.branch_combo.itemData(index) or None
        if branch == occupation.branch:
            return
        # Picks of the old branch's own choices do not carry over; the occupation's do.
        occ = self._data.occupation(occupation.name)
        keep = {c.id for c in occ.choices} if occ is not None else set(occupation.picks)
        picks = {k: v for k, v in occupation.picks.items() if k in keep}
        value = occupation.model_copy(update={"branch": branch, "picks": picks})
        self._set(
            "sheet.occupation",
            OccupationChoice.model_validate(value.model_dump()),
            self.tr("Choose branch {0}").format(terms.term("toc", "branch", branch)) if branch else self.tr("Clear branch"),
        )

    def set_branch(self, name: str) -> bool:
        """Choose the occupation's branch (Military; one undo step)."""
        index = self.branch_combo.findData(name)
        if index < 0:
            raise KeyError(name)
        before = self._doc.undo_stack.index()
        self.branch_combo.setCurrentIndex(index)
        self._branch_chosen(index)
        return self._doc.undo_stack.index() != before

    def set_picks(self, choice_id: str, picks: list[str]) -> bool:
        """Record the picks of one occupation choice (one undo step)."""
        occupation = self._doc.sheet.occupation
        if occupation is None:
            return False
        new = dict(occupation.picks)
        if picks:
            new[choice_id] = list(picks)
        else:
            new.pop(choice_id, None)
        return self._set("sheet.occupation.picks", new, self.tr("Change occupation choices"))

    def _campaign_chosen(self, index: int) -> None:
        style = self.campaign_combo.itemData(index)
        self._set("sheet.campaign", style, self.tr("Campaign style {0}").format(self.campaign_combo.itemText(index)))

    def _keeper_budget_toggled(self, on: bool) -> None:
        value = self._doc.derived.investigative.base if on else None
        self._set(
            "sheet.investigative_budget",
            value,
            self.tr("Keeper's investigative budget") if on else self.tr("Budget from the group size"),
        )

    def _drive_edited(self, text: str) -> None:
        index = self.drive_combo.findText(text)
        value = self.drive_combo.itemData(index) if index >= 0 else text.strip()
        self._set("sheet.drive", value, self.tr("Change Drive"), merge=True)

    def _set(self, path: str, value: Any, text: str, merge: bool = False) -> bool:
        try:
            return self._doc.set_value(path, value, text=text, merge=merge)
        except EditError as exc:
            self._show_error(str(exc))
            self._refresh()
            return False

    # ------------------------------------------------------------------ lists

    def add_pillar(self) -> bool:
        """Add the Pillar typed or chosen below the list (one undo step)."""
        name = self.pillar_name.currentText().strip()
        if not name:
            self._show_error(self.tr("Type or choose a Pillar of Sanity first."))
            return False
        try:
            added = self.pillars_model.add(name)
        except EditError as exc:
            self._show_error(str(exc))
            return False
        self.pillar_name.setCurrentIndex(-1)
        self.pillar_name.clearEditText()
        return added

    def remove_selected_pillar(self) -> bool:
        """Remove the selected Pillar (or the last one; one undo step)."""
        row = self._selected_row(self.pillars_table)
        return self.pillars_model.remove_row(row if row >= 0 else self.pillars_model.rowCount() - 1)

    def add_source(self) -> bool:
        """Add the Source typed below the list (one undo step)."""
        try:
            added = self.sources_model.add(self.source_name.text(), self.source_relation.text())
        except EditError as exc:
            self._show_error(self.tr("A Source of Stability needs a name: {0}").format(exc))
            return False
        self.source_name.clear()
        self.source_relation.clear()
        return added

    def remove_selected_source(self) -> bool:
        """Remove the selected Source (or the last one; one undo step)."""
        row = self._selected_row(self.sources_table)
        return self.sources_model.remove_row(row if row >= 0 else self.sources_model.rowCount() - 1)

    def add_language(self) -> bool:
        """Add the language typed below the list (one undo step)."""
        try:
            added = self.languages_model.add(self.language_name.text())
        except EditError as exc:
            self._show_error(self.tr("A language needs a name: {0}").format(exc))
            return False
        self.language_name.clear()
        return added

    def remove_selected_language(self) -> bool:
        """Remove the selected language (or the last one; one undo step)."""
        row = self._selected_row(self.languages_table)
        return self.languages_model.remove_row(row if row >= 0 else self.languages_model.rowCount() - 1)

    def add_disorder(self) -> bool:
        """Add the mental disorder typed below the list (one undo step)."""
        text = self.disorder_name.text().strip()
        if not text:
            self._show_error(self.tr("Type the mental disorder first."))
            return False
        try:
            added = self.disorders_model.add(text)
        except EditError as exc:
            self._show_error(str(exc))
            return False
        self.disorder_name.clear()
        return added

    def remove_selected_disorder(self) -> bool:
        """Remove the selected mental disorder (or the last one; one undo step)."""
        row = self._selected_row(self.disorders_table)
        return self.disorders_model.remove_row(row if row >= 0 else self.disorders_model.rowCount() - 1)

    def add_weapon(self) -> int:
        """Add the weapon chosen below the table (a table entry, or one of the user's own whose
        name is then edited); one undo step. Returns its row."""
        kind = self.weapon_kind.currentData() or ""
        entry = self._data.weapon(kind) if kind else None
        if entry is not None:
            weapon = weapon_from_table(entry)
        else:
            weapon = Weapon(name=self.tr("New weapon"))
        try:
            self.weapons_model.add_weapon(weapon)
        except EditError as exc:
            self._show_error(str(exc))
            return -1
        row = self.weapons_model.rowCount() - 1
        index = self.weapons_model.index(row, WeaponColumn.NAME)
        self.weapons_table.setCurrentIndex(index)
        if entry is None:
            self.weapons_table.setFocus()
            self.weapons_table.edit(index)
        return row

    def remove_selected_weapon(self) -> bool:
        """Remove the selected weapon (or the last one; one undo step)."""
        row = self._selected_row(self.weapons_table)
        return self.weapons_model.remove_row(row if row >= 0 else self.weapons_model.rowCount() - 1)

    # ------------------------------------------------------------------ play

    def _card(self, card: RollCard) -> RollCard:
        self.last_card = card
        self.roll_status.setText(self.tr("Last roll: {0}").format(card.one_line()))
        self.roll_status.setToolTip(card.as_text())
        self.roll_status.show()
        return card

    def test_ability(self, name: str, options: RollOptions | None = None) -> RollCard | None:
        """Test a General ability through the controller: difficulty 4 and no spend, or the
        dialog's choices. The spend lowers the pool (one undo step with the test)."""
        options = options or RollOptions()
        try:
            card = self._controller.test(self._doc, name, options.toc_difficulty, options.spend)
        except SheetMakerError as exc:
            self._show_error(self.tr("Test refused: {0}").format(exc))
            return None
        return self._card(card)

    def spend_ability(self, name: str, points: int = 1) -> RollCard | None:
        """Spend investigative points (a point-spend clue) through the controller: a card in
        the roll log and one undo step.

        The rules check the pool and make a hurt or shaken character pass a test first, with
        the controller's dice (a failed test spends nothing; its card says so).
        """
        try:
            card = self._controller.spend(self._doc, name, points)
        except SheetMakerError as exc:
            self._show_error(self.tr("Spend refused: {0}").format(exc))
            return None
        return self._card(card)

    def general_spend(self, name: str, points: int = 1) -> RollCard | None:
        """Spend General pool points outside a test through the controller (a general spend,
        blocking a fleer...): a card in the roll log and one undo step."""
        try:
            card = self._controller.general_spend(self._doc, name, points)
        except SheetMakerError as exc:
            self._show_error(self.tr("Spend refused: {0}").format(exc))
            return None
        return self._card(card)

    def refresh_pools(self, which: str) -> RollCard | None:
        """Refresh pools through the controller: ``adventure``, ``24h`` or ``rest_day`` (one
        undo step)."""
        try:
            card = self._controller.refresh(self._doc, which)
        except SheetMakerError as exc:
            self._show_error(self.tr("Refresh refused: {0}").format(exc))
            return None
        return self._card(card)

    def _damage_requested(self, index: QModelIndex, with_options: bool) -> None:
        row = index.row()
        weapon = self.weapons_model.weapon(row)
        band = None
        if weapon.ranges is not None:
            band = self.range_combo.currentData()
            if with_options:
                menu = QMenu(self)
                for key in RANGE_BANDS:
                    action = menu.addAction(self.weapons_model.band_text(key))
                    action.setData(key)
                    action.setEnabled(getattr(weapon.ranges, key) is not None)
                chosen = menu.exec(self.weapons_table.viewport().mapToGlobal(
                    self.weapons_table.visualRect(index).center()))
                menu.deleteLater()
                if chosen is None:
                    return
                band = chosen.data()
        self.roll_damage(row, band)

    def roll_damage(self, row: int, range_band: str | None = None) -> RollCard | None:
        """Roll a weapon's damage through the controller (firearms: at ``range_band``)."""
        try:
            card = self._controller.toc_damage(self._doc, row, range_band)
        except SheetMakerError as exc:
            self._show_error(self.tr("Damage roll refused: {0}").format(exc))
            return None
        return self._card(card)

    # ------------------------------------------------------------------ going to a field

    def _global_target(self) -> QWidget | None:
        """Where a violation without a field leads: the abilities that spend its build points."""
        item = self.violations.list.currentItem()
        code = item.data(CodeRole) if item is not None else ""
        if code and code.startswith("build.general"):
            return self.ability_tables["General"]
        if code and code.startswith("build.investigative"):
            return self.ability_tables["Academic"]
        return None

    def focus_field(self, path: str) -> QWidget | None:
        """Scroll to the widget of a document path and give it the focus (violations link here).

        ``sheet.abilities[Athletics]`` selects that ability's row in its family's table;
        ``sheet.weapons[1]...`` and the other lists select their row. Build point violations
        (which name no field) lead to the abilities table of their budget.
        """
        if not path:
            target = self._global_target()
            if target is not None:
                self._show(target)
            return target
        if path.startswith("sheet.abilities[") and path.endswith("]"):
            name = path[len("sheet.abilities[") : -1]
            pool_row = self.pool_rows.get(name)
            if pool_row is not None:
                self._show(pool_row[0])
                return pool_row[0]
            for family, model in self.ability_models.items():
                row = model.row_of(name)
                if row >= 0:
                    table = self.ability_tables[family]
                    self._focus_row(table, model.index(row, AbilityColumn.RATING))
                    return table
        for prefix, table in (
            ("sheet.weapons[", self.weapons_table),
            ("sheet.pillars_of_sanity[", self.pillars_table),
            ("sheet.sources_of_stability[", self.sources_table),
            ("sheet.languages[", self.languages_table),
        ):
            if path.startswith(prefix) and "]" in path:
                try:
                    row = int(path[len(prefix) : path.index("]")])
                except ValueError:
                    row = -1
                model = table.model()
                if 0 <= row < model.rowCount():
                    self._focus_row(table, model.index(row, 0))
                    return table
        widget = self.widget_for(path)
        if widget is None:
            return None
        self._show(widget)
        return widget

    def _show(self, widget: QWidget) -> None:
        if widget.parentWidget() is not None and not widget.isVisibleTo(self):
            return
        self.scroll.ensureWidgetVisible(widget, 40, 60)
        widget.setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------------ for tests and scripts

    def ability_index(self, name: str, column: AbilityColumn) -> QModelIndex:
        """The model index of an ability's cell (invalid when no table shows it)."""
        for model in self.ability_models.values():
            row = model.row_of(name)
            if row >= 0:
                return model.index(row, column)
        return QModelIndex()
