"""The choices a Call of Cthulhu occupation leaves to the player.

:class:`OccupationChoicesDialog` edits what :class:`~sheetmaker.systems.coc7.model.OccupationChoice`
holds besides the occupation's name: the characteristic of a points formula that offers one
(EDU×2 + (DEX or STR)×2), the specialisations of fixed skills that ask for one ("Art/Craft",
"Language (Other)") and the skills picked for each of the occupation's choices (one social
skill, two skills of the player's choice...). Picks are checked as they are made, the way
:mod:`sheetmaker.systems.coc7.validate` checks them (a known skill, one of the options, named
when specialised, not already an occupation skill); OK stays disabled while one is wrong and
applies everything as one undo step. Its fields are an :class:`OccupationChoicesForm`, which the
creation wizard's choices page shows too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pydantic import ValidationError
from PySide6.QtCore import QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import QPalette, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.document import EditError, SheetDocument
from sheetmaker.systems.coc7 import data as coc7_data
from sheetmaker.systems.coc7.data import SOCIAL_SKILLS, ChoiceDef, OccupationDef, RulesData, SkillDef
from sheetmaker.systems.coc7.model import CharacteristicName, CoC7Sheet, Era, OccupationChoice, skill_label
from sheetmaker.systems.coc7.rules import (
    best_pick,
    canonical_label,
    creation_characteristics,
    needs_specialisation,
    occupation_definition,
    occupation_points,
)
from sheetmaker.systems.coc7.validate import pick_allowed
from sheetmaker.ui.click_through import ClickThroughCompleter

__all__ = ["OccupationChoicesDialog", "OccupationChoicesForm"]

#: Longest skill label or specialisation a sheet stores.
MAX_LABEL = 120
#: What a specialised skill's template shows where the specialisation goes: "Science (…)".
ELLIPSIS = "…"
CREDIT_RATING = "Credit Rating"


def _skill(label: str) -> str:
    """A skill label in the language in use (the game data's names)."""
    return terms.skill_label("coc7", label)


def _occupation(name: str) -> str:
    """An occupation name in the language in use."""
    return terms.term("coc7", "occupation", name)


def _shown_key(label: str) -> str:
    """Sort key of a skill label: as shown in the language in use, case-folded."""
    return _skill(label).casefold()


def _abbr(characteristic: str) -> str:
    """A characteristic's abbreviation in the language in use (STR → ST, FOR)."""
    return terms.characteristic_abbr("coc7", characteristic)


def _error_palette(widget: QWidget) -> QPalette:
    palette = widget.palette()
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    palette.setColor(QPalette.ColorRole.WindowText, Qt.GlobalColor.red if dark else Qt.GlobalColor.darkRed)
    return palette


def _line_edit(combo: QComboBox) -> QLineEdit:
    """The line edit of an editable combo box."""
    line_edit = combo.lineEdit()
    if line_edit is None:
        raise RuntimeError("editable combo box without a line edit")
    return line_edit


def _tidy(text: str) -> str:
    """A typed label with its spaces collapsed and a forgotten closing bracket added."""
    text = " ".join(text.split())
    if text.count("(") > text.count(")"):
        text += ")"
    return text


@dataclass
class _Picker:
    """One pick of a choice: its combo box, where its message shows, and what it allows."""

    choice: ChoiceDef
    number: int
    combo: QComboBox
    message: QLabel
    title: str
    #: Case-folded labels of skills the sheet added itself (allowed for "any").
    custom: frozenset[str] = field(default_factory=frozenset)

    def text(self) -> str:
        """The pick as an English label: typed or chosen in the language in use
        (``Bibliotheksnutzung`` → ``Library Use``), English accepted too."""
        if self.combo.isEditable():
            return terms.english_skill_label("coc7", _tidy(self.combo.currentText()))
        return str(self.combo.currentData() or "")


class OccupationChoicesForm(QWidget):
    """The fields of an occupation's choices: the points formula pick, the specialisations of
    fixed skills that ask for one and one combo box per pick, each checked as it is edited
    with its problem shown beside it.

    The sheet's :class:`OccupationChoicesDialog` and the creation wizard's choices page both
    show one.

    Args:
        occupation: the occupation (from the data files or the sheet's custom one).
        choice: the choices made so far (their ``name`` and ``custom`` are kept by :meth:`choice`).
        sheet: the sheet (characteristics for the points, era and custom skills for the picks).
        data: the rules data.
        parent: the parent widget.
        formula_buttons: show the formula pick as radio buttons (one per characteristic, the
            best checked while none is picked) rather than a combo box with "the best".

    Signals:
        edited(): the player changed a field (the form is checked already).
        checked(): the fields were checked (:attr:`errors` and :attr:`missing` are current).
    """

    edited = Signal()
    checked = Signal()

    def __init__(
        self,
        occupation: OccupationDef,
        choice: OccupationChoice,
        sheet: CoC7Sheet,
        data: RulesData,
        parent: QWidget | None = None,
        *,
        formula_buttons: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("occupationChoicesContent")
        self.occupation = occupation
        self._choice = choice
        self._sheet = sheet
        self._data = data
        self._formula_buttons = formula_buttons
        self._formula_pick = choice.formula_pick if choice.formula_pick in occupation.points.choose else None
        self.formula_combo: QComboBox | None = None
        #: Characteristic → its radio button (``formula_buttons`` only).
        self.formula_radios: dict[str, QRadioButton] = {}
        #: Fixed skill label ("Art/Craft") → its specialisation combo box.
        self.specialisation_combos: dict[str, QComboBox] = {}
        self._specialisation_messages: dict[str, QLabel] = {}
        self._specialised_fixed: dict[str, SkillDef] = {}
        #: Choice id → one combo box per pick.
        self.pick_combos: dict[str, list[QComboBox]] = {}
        self._pickers: list[_Picker] = []
        self._errors: list[str] = []
        self._missing = 0

        form = QVBoxLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addWidget(self._build_points(sheet))
        specialisations = self._build_specialisations()
        if specialisations is not None:
            form.addWidget(specialisations)
        custom = self._custom_labels()
        for c in occupation.choices:
            form.addWidget(self._build_choice(c, custom))
        form.addStretch(1)
        self._check()

    def _build_formula_buttons(self, box: QGroupBox, grid: QGridLayout, chars: dict[str, int]) -> None:
        formula = self.occupation.points
        best = best_pick(formula, chars)
        group = QButtonGroup(box)
        for row, name in enumerate(formula.choose, start=1):
            points = occupation_points(formula, chars, name)
            text = self.tr("{0} ({1}): {2} points").format(_abbr(name), chars.get(name, 0), points)
            if name == best:
                text = self.tr("{0} — the best").format(text)
            button = QRadioButton(text, box)
            button.setObjectName(f"formulaPick_{name}")
            button.setChecked(name == (self._formula_pick or best))
            group.addButton(button)
            grid.addWidget(button, row, 0, 1, 2)
            button.toggled.connect(lambda on, n=name: self._formula_toggled(n, on))
            self.formula_radios[name] = button
        self._formula_group = group

    def _formula_toggled(self, name: CharacteristicName, on: bool) -> None:
        if on:
            self._formula_pick = name
            self._edited()

    def _edited(self, *args: object) -> None:
        self._check()
        self.edited.emit()

    def _build_points(self, sheet: CoC7Sheet) -> QGroupBox:
        occ = self.occupation
        formula = occ.points
        box = QGroupBox(self.tr("Occupation skill points"), self)
        box.setObjectName("pointsBox")
        grid = QGridLayout(box)
        chars = creation_characteristics(sheet)
        text = QLabel(box)
        text.setObjectName("pointsFormula")
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.PlainText)
        grid.addWidget(text, 0, 0, 1, 2)
        if not formula.choose:
            text.setText(
                self.tr("{0} = {1} points").format(formula.text(), occupation_points(formula, chars))
            )
        else:
            text.setText(self.tr("{0}: pick the characteristic that counts.").format(formula.text()))
            if self._formula_buttons:
                self._build_formula_buttons(box, grid, chars)
                return box
            combo = QComboBox(box)
            combo.setObjectName("formulaPick")
            combo.setAccessibleName(self.tr("Characteristic of the points formula"))
            best = best_pick(formula, chars) or ""
            combo.addItem(
                self.tr("The best, now {0}: {1} points").format(
                    _abbr(best), occupation_points(formula, chars, best)
                ),
                "",
            )
            for name in formula.choose:
                combo.addItem(
                    self.tr("{0} ({1}): {2} points").format(
                        _abbr(name), chars.get(name, 0), occupation_points(formula, chars, name)
                    ),
                    name,
                )
            pick = self._choice.formula_pick
            index = combo.findData(pick) if pick in formula.choose else 0
            combo.setCurrentIndex(max(0, index))
            combo.currentIndexChanged.connect(self._edited)
            combo.setToolTip(
                self.tr(
                    "“The best” follows the characteristics: it always takes the pick that gives the most points."
                )
            )
            caption = QLabel(self.tr("&Characteristic:"), box)
            caption.setBuddy(combo)
            grid.addWidget(caption, 1, 0)
            grid.addWidget(combo, 1, 1)
            grid.setColumnStretch(1, 1)
            self.formula_combo = combo
        if sheet.creation.skill_method == "quick_start":
            note = QLabel(self.tr("Quick-start sets the occupation skills' values: the formula is not used."), box)
            note.setWordWrap(True)
            grid.addWidget(note, 2, 0, 1, 2)
        return box

    def _build_specialisations(self) -> QGroupBox | None:
        rows: list[tuple[str, SkillDef]] = []
        for fixed in self.occupation.skills:
            hit = self._data.resolve(canonical_label(fixed, self._data))
            if hit is not None and needs_specialisation(hit[0]) and not hit[1]:
                rows.append((fixed, hit[0]))
        if not rows:
            return None
        box = QGroupBox(self.tr("Specialisations of the occupation's skills"), self)
        box.setObjectName("specialisationsBox")
        grid = QGridLayout(box)
        named = {k.casefold(): v for k, v in self._choice.specialisations.items()}
        for i, (fixed, sdef) in enumerate(rows):
            combo = QComboBox(box)
            combo.setObjectName(f"specialisation_{sdef.name}")
            combo.setEditable(True)
            combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            # Shown and typed in the language in use, stored in English.
            for spec in dict.fromkeys([*sdef.default_specialisations, *sdef.specialisations]):
                combo.addItem(terms.specialisation(sdef.name, spec), spec)
            _line_edit(combo).setMaxLength(MAX_LABEL)
            example = next(iter(sdef.specialisations), "")
            _line_edit(combo).setPlaceholderText(
                self.tr("e.g. {0}").format(terms.specialisation(sdef.name, example)) if example else self.tr("Name it")
            )
            current = named.get(fixed.casefold()) or named.get(sdef.name.casefold()) or ""
            combo.setEditText(terms.specialisation(sdef.name, current))
            combo.setAccessibleName(self.tr("Specialisation of {0}").format(_skill(fixed)))
            caption = QLabel(self.tr("{0}:").format(_skill(fixed)), box)
            caption.setBuddy(combo)
            message = self._message_label(box)
            grid.addWidget(caption, 2 * i, 0)
            grid.addWidget(combo, 2 * i, 1)
            grid.addWidget(message, 2 * i + 1, 1)
            combo.editTextChanged.connect(self._edited)
            self.specialisation_combos[fixed] = combo
            self._specialisation_messages[fixed] = message
            self._specialised_fixed[fixed] = sdef
        grid.setColumnStretch(1, 1)
        return box

    def _build_choice(self, c: ChoiceDef, custom: frozenset[str]) -> QGroupBox:
        title = self._choice_title(c)
        box = QGroupBox(title, self)
        box.setObjectName(f"choice_{c.id}")
        grid = QGridLayout(box)
        existing = list(self._choice.picks.get(c.id, []))
        editable, items, completions = self._options(c)
        combos: list[QComboBox] = []
        for i in range(c.count):
            combo = QComboBox(box)
            combo.setObjectName(f"pick_{c.id}_{i}")
            current = existing[i] if i < len(existing) else ""
            if editable:
                self._fill_editable(combo, items, completions, current, self._placeholder(c, completions))
            else:
                combo.addItem(self.tr("(not chosen)"), "")
                for label in items:
                    combo.addItem(_skill(label), label)
                if current:
                    index = self._find(combo, current)
                    if index < 0:  # a pick the options do not have: shown, and flagged
                        combo.addItem(current, current)
                        index = combo.count() - 1
                    combo.setCurrentIndex(index)
                combo.currentIndexChanged.connect(self._edited)
            combo.setAccessibleName(
                self.tr("{0}, pick {1} of {2}").format(title, i + 1, c.count) if c.count > 1 else title
            )
            caption = QLabel(self.tr("Pick &{0}:").format(i + 1) if c.count > 1 else self.tr("&Pick:"), box)
            caption.setBuddy(combo)
            message = self._message_label(box)
            grid.addWidget(caption, 2 * i, 0)
            grid.addWidget(combo, 2 * i, 1)
            grid.addWidget(message, 2 * i + 1, 1)
            combos.append(combo)
            self._pickers.append(_Picker(c, i, combo, message, title, custom))
        grid.setColumnStretch(1, 1)
        self.pick_combos[c.id] = combos
        return box

    def _choice_title(self, c: ChoiceDef) -> str:
        many = c.count > 1
        if c.options == "social":
            return self.tr("{0} social skills").format(c.count) if many else self.tr("One social skill")
        if c.options == "any":
            if many:
                return self.tr("{0} skills of your choice (personal or era specialties)").format(c.count)
            return self.tr("One skill of your choice (a personal or era specialty)")
        options = " / ".join(self._option_text(o) for o in c.options)
        return self.tr("{0} of {1}").format(c.count, options) if many else self.tr("One of {0}").format(options)

    def _option_text(self, label: str) -> str:
        sdef = self._generic(label)
        return _skill(skill_label(sdef.name, ELLIPSIS) if sdef is not None else label)

    def _generic(self, label: str) -> SkillDef | None:
        """The skill a label names when it still needs a specialisation ("Fighting", "Science")."""
        hit = self._data.resolve(canonical_label(label, self._data))
        if hit is not None and needs_specialisation(hit[0]) and not hit[1]:
            return hit[0]
        return None

    def _options(self, c: ChoiceDef) -> tuple[bool, list[str], list[str]]:
        """(editable, labels offered, labels completed as typed) of a choice's pickers."""
        if c.options == "social":
            return False, list(SOCIAL_SKILLS), []
        if c.options == "any":
            fixed = {canonical_label(label, self._data).casefold() for label in self.occupation.skills}
            defs = [
                s
                for s in self._data.skills_for(self._era)
                if not s.no_creation_points and s.name.casefold() != CREDIT_RATING.casefold()
            ]
            offered = [skill_label(s.name, ELLIPSIS) if needs_specialisation(s) else s.name for s in defs]
            offered += self._custom_names
            labels = sorted((label for label in offered if label.casefold() not in fixed), key=_shown_key)
            known = [
                skill_label(s.name, spec)
                for s in defs
                if needs_specialisation(s)
                for spec in dict.fromkeys([*s.default_specialisations, *s.specialisations])
            ]
            completions = sorted(
                {label for label in [*labels, *known] if label.casefold() not in fixed}, key=_shown_key
            )
            return True, labels, completions
        labels = []
        completions = []
        editable = False
        for option in c.options:
            sdef = self._generic(option)
            if sdef is None:
                labels.append(option)
                completions.append(option)
                continue
            editable = True
            labels.append(skill_label(sdef.name, ELLIPSIS))
            completions.extend(
                skill_label(sdef.name, spec)
                for spec in dict.fromkeys([*sdef.default_specialisations, *sdef.specialisations])
            )
        return editable, labels, completions

    def _placeholder(self, c: ChoiceDef, completions: Sequence[str]) -> str:
        if c.options == "any":
            return self.tr("Choose or type a skill, e.g. Science (Chemistry)")
        for label in completions:
            hit = self._data.resolve(label)
            if hit is not None and hit[1]:
                return self.tr("Choose or type, e.g. {0}").format(_skill(label))
        return self.tr("Choose or type a skill")

    def _fill_editable(
        self, combo: QComboBox, items: Sequence[str], completions: Sequence[str], current: str, placeholder: str
    ) -> None:
        """An editable picker: skills shown (and completed as typed) in the language in use; what
        is typed in it, or in English, is read back as an English label by :meth:`_Picker.text`."""
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        combo.setMaxVisibleItems(16)
        for label in items:
            combo.addItem(_skill(label), label)
        _line_edit(combo).setMaxLength(MAX_LABEL)
        _line_edit(combo).setPlaceholderText(placeholder)
        shown = list(dict.fromkeys(_skill(label) for label in completions))
        completer = ClickThroughCompleter(QStringListModel(shown, combo), combo)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        combo.setCompleter(completer)
        combo.setEditText(_skill(current))
        combo.editTextChanged.connect(self._edited)
        combo.textActivated.connect(lambda text, c=combo: self._template_chosen(c, text))

    def _template_chosen(self, combo: QComboBox, text: str) -> None:
        """"Science (…)" chosen from the list: leave "Science (" to type the name into."""
        if text.endswith(f"({ELLIPSIS})"):
            stem = text[: -len(ELLIPSIS) - 1]

            def place() -> None:
                combo.setEditText(stem)
                _line_edit(combo).setCursorPosition(len(stem))
                _line_edit(combo).setFocus(Qt.FocusReason.OtherFocusReason)

            # After the combo box has written the item's text into its line edit.
            QTimer.singleShot(0, combo, place)

    @staticmethod
    def _find(combo: QComboBox, label: str) -> int:
        key = label.casefold()
        for i in range(combo.count()):
            if str(combo.itemData(i) or "").casefold() == key:
                return i
        return -1

    def _message_label(self, parent: QWidget) -> QLabel:
        label = QLabel(parent)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setPalette(_error_palette(label))
        label.hide()
        return label

    @property
    def _era(self) -> Era:
        return self._sheet.era

    @property
    def _custom_names(self) -> list[str]:
        return [s.label for s in self._sheet.skills if self._data.resolve(s.label) is None]

    def _custom_labels(self) -> frozenset[str]:
        return frozenset(canonical_label(label, self._data).casefold() for label in self._custom_names)

    def focus_first(self) -> None:
        """Start where something is left to do: the first empty or wrong field."""
        for combo in self._fields():
            text = combo.currentText().strip() if combo.isEditable() else str(combo.currentData() or "")
            if not text or combo.accessibleDescription():
                combo.setFocus(Qt.FocusReason.OtherFocusReason)
                return

    def _fields(self) -> list[QComboBox]:
        return [*self.specialisation_combos.values(), *(p.combo for p in self._pickers)]

    def _show(self, combo: QComboBox, message: QLabel, text: str) -> None:
        message.setText(text)
        message.setVisible(bool(text))
        combo.setAccessibleDescription(text)

    def check(self) -> None:
        """Check every field again (what :attr:`edited` does after each change)."""
        self._check()

    def _check(self, *args: object) -> None:
        """Check every field, show what is wrong beside it and enable OK when nothing is."""
        errors: list[str] = []
        missing = 0
        fixed_keys: set[str] = set()
        for fixed in self.occupation.skills:
            sdef = self._specialised_fixed.get(fixed)
            if sdef is None:
                fixed_keys.add(canonical_label(fixed, self._data).casefold())
                continue
            combo = self.specialisation_combos[fixed]
            spec = terms.english_specialisation(sdef.name, " ".join(combo.currentText().split()))
            text = ""
            if not spec:
                missing += 1
            elif "(" in spec or ")" in spec or ELLIPSIS in spec:
                text = self.tr("Write the specialisation without brackets, e.g. {0}.").format(
                    terms.specialisation(sdef.name, next(iter(sdef.specialisations), "Latin"))
                )
            else:
                fixed_keys.add(canonical_label(skill_label(sdef.name, spec), self._data).casefold())
            if text:
                errors.append(text)
            self._show(combo, self._specialisation_messages[fixed], text)
        fixed_keys.add(CREDIT_RATING.casefold())

        seen: dict[str, _Picker] = {}
        for picker in self._pickers:
            label = picker.text()
            if not label:
                missing += 1
                self._show(picker.combo, picker.message, "")
                continue
            text, key = self._pick_problem(picker, label)
            if not text and key is not None:
                if key in fixed_keys:
                    text = self.tr("{0} is already an occupation skill of {1}: pick another skill.").format(
                        _skill(canonical_label(label, self._data)), _occupation(self.occupation.name)
                    )
                elif key in seen:
                    other = seen[key]
                    where = (
                        self.tr("pick {0} of “{1}”").format(other.number + 1, other.title)
                        if other.choice.count > 1
                        else self.tr("“{0}”").format(other.title)
                    )
                    text = self.tr("{0} is already picked ({1}): pick another skill.").format(
                        _skill(canonical_label(label, self._data)), where
                    )
                else:
                    seen[key] = picker
            if text:
                errors.append(text)
            self._show(picker.combo, picker.message, text)

        self._errors = errors
        self._missing = missing
        self.checked.emit()

    def _pick_problem(self, picker: _Picker, typed: str) -> tuple[str, str | None]:
        """What is wrong with one pick ("" when nothing) and its canonical case-folded label."""
        options = picker.choice.options
        if ELLIPSIS in typed or "()" in typed.replace(" ", ""):
            stem = typed.split("(", 1)[0].strip()
            return self.tr("Name the specialisation, e.g. {0}.").format(_skill(self._example(stem))), None
        label = canonical_label(typed, self._data)
        key = label.casefold()
        hit = self._data.resolve(label)
        if hit is None:
            if options == "any" and key in picker.custom:
                return "", key
            return (
                self.tr("“{0}” is not a skill of the list. Add it to the sheet as a custom skill first, "
                        "or pick a listed one.").format(typed),
                None,
            )
        sdef, spec = hit
        if options == "any":
            if sdef.no_creation_points or sdef.name.casefold() == CREDIT_RATING.casefold():
                return self.tr("{0} takes no occupation points: pick another skill.").format(_skill(label)), None
        elif not pick_allowed(label, options, self._data):
            choices = SOCIAL_SKILLS if options == "social" else options
            return (
                self.tr("{0} is not one of the options ({1}).").format(
                    _skill(label), " / ".join(self._option_text(o) for o in choices)
                ),
                None,
            )
        if needs_specialisation(sdef) and not spec:
            return self.tr("Name the specialisation, e.g. {0}.").format(_skill(self._example(sdef.name))), None
        return "", key

    def _example(self, stem: str) -> str:
        hit = self._data.resolve(canonical_label(stem, self._data))
        if hit is None:
            hit = self._data.resolve(canonical_label(f"{stem} (Other)", self._data))
        if hit is None:
            return "Science (Chemistry)"
        sdef = hit[0]
        spec = next(iter(sdef.specialisations or sdef.default_specialisations), "")
        return skill_label(sdef.name, spec or self.tr("name"))

    @property
    def errors(self) -> list[str]:
        """What is wrong now (OK is disabled while this is not empty)."""
        return list(self._errors)

    @property
    def missing(self) -> int:
        """How many picks and specialisations are still empty."""
        return self._missing

    def choice(self) -> OccupationChoice:
        """The occupation choice as the form shows it (labels as the sheet writes them).

        Raises:
            pydantic.ValidationError: a value the model refuses.
        """
        pick: str | None = self._formula_pick
        if self.formula_combo is not None:
            pick = str(self.formula_combo.currentData() or "") or None
        specialisations = {}
        for fixed, combo in self.specialisation_combos.items():
            spec = " ".join(combo.currentText().split())
            spec = terms.english_specialisation(self._specialised_fixed[fixed].name, spec)
            if spec:
                specialisations[fixed] = spec
        custom = {canonical_label(label, self._data).casefold(): label for label in self._custom_names}
        picks: dict[str, list[str]] = {}
        for picker in self._pickers:
            label = canonical_label(picker.text(), self._data) if picker.text() else ""
            if label:
                # A custom skill as the sheet spells it.
                picks.setdefault(picker.choice.id, []).append(custom.get(label.casefold(), label))
        return OccupationChoice(
            name=self._choice.name,
            custom=self._choice.custom,
            formula_pick=pick,
            picks=picks,
            specialisations=specialisations,
        )


class OccupationChoicesDialog(QDialog):
    """Edits the points formula pick, the named specialisations and the picks of the sheet's
    occupation (an :class:`OccupationChoicesForm`); OK applies them to the document as one
    undo step.

    Args:
        doc: a CoC document whose sheet has a known occupation.
        parent: the parent widget.
        data: the rules data (default: :func:`sheetmaker.systems.coc7.data.load`).

    Raises:
        ValueError: the sheet has no occupation, or one that is not in the data.
    """

    scroll_area: QScrollArea

    def __init__(self, doc: SheetDocument, parent: QWidget | None = None, data: RulesData | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OccupationChoicesDialog")
        self._doc = doc
        self._data = data or coc7_data.load()
        sheet: CoC7Sheet = doc.sheet
        choice = sheet.occupation
        occ = occupation_definition(choice, self._data)
        if choice is None or occ is None:
            raise ValueError("the sheet has no known occupation")
        self._choice = choice
        self.occupation: OccupationDef = occ
        self.setWindowTitle(self.tr("Occupation choices: {0}").format(_occupation(occ.name)))

        layout = QVBoxLayout(self)
        intro = QLabel(self)
        intro.setObjectName("occupationIntro")
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.PlainText)
        fixed = self.tr("{0} and {1}").format(
            ", ".join(_skill(label) for label in occ.skills), _skill(CREDIT_RATING)
        )
        intro.setText(
            self.tr("{0} takes {1}; the choices below add the rest of its occupation skills.").format(
                _occupation(occ.name), fixed
            )
        )
        layout.addWidget(intro)

        self._removed = self._removed_picks()
        self.form = OccupationChoicesForm(occ, choice, sheet, self._data, self)
        self._content = self.form
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("occupationChoicesScroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.form)
        layout.addWidget(self.scroll_area, 1)

        self.notes = QLabel(self)
        self.notes.setObjectName("occupationChoicesNotes")
        self.notes.setWordWrap(True)
        self.notes.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.notes)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setAccessibleName(self.tr("Apply the occupation choices"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.form.checked.connect(self._checked)
        self._checked()
        self._size_to_content()
        self.form.focus_first()
        # The document may change under a window-modal dialog (undo from elsewhere): a dialog
        # about another occupation must not apply stale choices.
        doc.changed.connect(self._document_changed)
        self._watching = True

    # ------------------------------------------------------------------ the form's fields

    @property
    def formula_combo(self) -> QComboBox | None:
        return self.form.formula_combo

    @property
    def specialisation_combos(self) -> dict[str, QComboBox]:
        return self.form.specialisation_combos

    @property
    def pick_combos(self) -> dict[str, list[QComboBox]]:
        return self.form.pick_combos

    @property
    def errors(self) -> list[str]:
        """What is wrong now (OK is disabled while this is not empty)."""
        return self.form.errors

    @property
    def missing(self) -> int:
        """How many picks and specialisations are still empty."""
        return self.form.missing

    def choice(self) -> OccupationChoice:
        """The occupation choice as the dialog shows it (see :meth:`OccupationChoicesForm.choice`)."""
        return self.form.choice()

    def _checked(self) -> None:
        """Show what is left and enable OK when nothing is wrong."""
        errors = self.form.errors
        missing = self.form.missing
        notes = []
        if missing:
            left = (
                self.tr("{0} choices are left to make").format(missing)
                if missing > 1
                else self.tr("One choice is left to make")
            )
            notes.append(
                self.tr("{0}: you may apply now and finish later; the sheet lists what is missing.").format(left)
            )
        if self._removed:
            notes.append(
                self.tr("Picks this occupation has no room for are removed: {0}.").format(", ".join(self._removed))
            )
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.ok_button.setEnabled(not errors)
        self.ok_button.setToolTip(self.tr("Correct the picks marked in red first.") if errors else "")
        if self.isVisible():
            self._grow()

    def _removed_picks(self) -> list[str]:
        """Stored picks that OK drops: of choices the occupation lacks, or beyond a choice's count."""
        counts = {c.id: c.count for c in self.occupation.choices}
        removed: list[str] = []
        for choice_id, labels in self._choice.picks.items():
            removed.extend(labels[counts.get(choice_id, 0):])
        return removed

    def _size_to_content(self) -> None:
        """Show every field without scrolling when the screen has room (the width fits the
        longest row; the scroll area takes what the screen cannot)."""
        max_height = self._max_height()
        hint = self._content.sizeHint()
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        self._content.setMinimumWidth(hint.width())
        self.scroll_area.setMinimumWidth(hint.width() + bar)
        self.scroll_area.setMinimumHeight(min(hint.height(), max_height))
        wanted = self.sizeHint()
        # The user may make it smaller than that (the fields scroll).
        self.scroll_area.setMinimumHeight(min(hint.height(), 160))
        width = max(480, wanted.width())
        # The height at that width: wrapped texts (the intro, the notes) take fewer lines in a
        # dialog wider than its size hint, and the hint's height would leave a gap.
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None and layout.hasHeightForWidth() else -1
        if height <= 0:
            height = wanted.height()
        self.resize(width, min(max_height, max(height, self.minimumSizeHint().height())))

    def _max_height(self) -> int:
        screen = self.screen()
        return int(screen.availableGeometry().height() * 0.85) if screen is not None else 900

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._grow()

    def _grow(self) -> None:
        """Grow (never shrink) to show messages that appeared, within the screen."""
        if not hasattr(self, "_content"):
            return
        max_height = self._max_height()
        needed = self._content.sizeHint().height() - self.scroll_area.viewport().height()
        if needed > 0 and self.height() < max_height:
            self.resize(self.width(), min(max_height, self.height() + needed))

    def _document_changed(self) -> None:
        occupation = self._doc.sheet.occupation
        if self.isVisible() and (occupation is None or occupation.name != self._choice.name):
            self.reject()

    def accept(self) -> None:
        self.form.check()
        if self.form.errors:
            return
        try:
            value = self.choice()
            self._doc.set_value(
                "sheet.occupation",
                value,
                text=self.tr("Set the choices of {0}").format(_occupation(self.occupation.name)),
            )
        except (EditError, ValidationError, ValueError) as exc:
            message = str(exc)
            if isinstance(exc, ValidationError):
                message = exc.errors(include_url=False)[0].get("msg", message)
            self.notes.setText(self.tr("The choices were not applied: {0}").format(message))
            self.notes.setPalette(_error_palette(self.notes))
            self.notes.show()
            return
        super().accept()

    def done(self, result: int) -> None:
        if self._watching:
            self._watching = False
            self._doc.changed.disconnect(self._document_changed)
        super().done(result)

