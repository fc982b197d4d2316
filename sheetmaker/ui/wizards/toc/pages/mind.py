"""The mind page of the Trail of Cthulhu creation wizard: the languages the Languages rating
gives, the Drive and why it is the investigator's, the Pillars of Sanity the Sanity rating asks
for and, in a Pulp campaign, the Sources of Stability. How many of each comes from the session
(``derived.languages_known``, ``pillars_required``, ``sources_required``); the page only shows
and writes the names."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.toc.generate import LANGUAGE_NAMES
from sheetmaker.systems.toc.session import MindAnswers, SourceAnswer
from sheetmaker.ui.click_through import ClickThroughCompleter
from sheetmaker.ui.wizards.fields import TextField
from sheetmaker.ui.wizards.page import StepPage

__all__ = ["MindPage"]


def _language(name: str) -> str:
    """A language name in the language in use (stored in English when the data knows it)."""
    return terms.term("toc", "language", name)


def _pillar(name: str) -> str:
    """A Pillar of Sanity: one of the rules' examples in the language in use, else as written."""
    return terms.term("toc", "pillar", name)


class MindPage(StepPage):
    """Languages, Drive, Pillars of Sanity and Sources of Stability."""

    step = "mind"

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        #: Empty Source rows the player asked for with "Add a Source" (not answers yet).
        self._extra_sources = 0
        self.body_layout.addWidget(self._build_languages())
        self.body_layout.addWidget(self._build_drive())
        self.body_layout.addWidget(self._build_pillars())
        self.body_layout.addWidget(self._build_sources())
        self.body_layout.addStretch(1)

    # Building ------------------------------------------------------------------------------

    def _build_languages(self) -> QGroupBox:
        box = QGroupBox(self.tr("Languages"), self.body)
        layout = QVBoxLayout(box)
        self.languages_label = QLabel(box)
        self.languages_label.setObjectName("languagesLabel")
        self.languages_label.setWordWrap(True)
        layout.addWidget(self.languages_label)
        self.languages_grid = QGridLayout()
        self.languages_grid.setColumnStretch(0, 1)
        self.languages_grid.setColumnStretch(1, 1)
        layout.addLayout(self.languages_grid)
        #: One line edit per language the Languages rating gives.
        self.language_edits: list[QLineEdit] = []
        self._completer = ClickThroughCompleter(sorted(_language(name) for name in LANGUAGE_NAMES), self)
        self._completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        return box

    def _build_drive(self) -> QGroupBox:
        box = QGroupBox(self.tr("Drive"), self.body)
        layout = QVBoxLayout(box)
        label = QLabel(self.tr("&Drive: what keeps your investigator going when sense says stop."), box)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.drive_list = QListWidget(box)
        self.drive_list.setObjectName("driveList")
        self.drive_list.setAccessibleName(self.tr("Drives"))
        self.drive_list.setWordWrap(True)
        self.drive_list.setMinimumHeight(self.fontMetrics().lineSpacing() * 9)
        label.setBuddy(self.drive_list)
        for drive in self.model.session.data.tables.drives:
            name = terms.term("toc", "drive", drive.name)
            description = terms.entry_text(drive)
            text = name + (f"\n    {description}" if description else "")
            item = QListWidgetItem(text, self.drive_list)
            item.setData(Qt.ItemDataRole.UserRole, drive.name)
            item.setToolTip(description or name)
        # The selection, not the current item: a list taking keyboard focus gets a current item
        # without the player choosing anything.
        self.drive_list.itemSelectionChanged.connect(self._on_drive)
        layout.addWidget(self.drive_list)
        self.drive_other = QLabel(box)
        self.drive_other.setObjectName("driveOther")
        self.drive_other.setWordWrap(True)
        self.drive_other.hide()
        layout.addWidget(self.drive_other)
        why = QLabel(self.tr("&Why is it theirs? (a sentence or two for the keeper)"), box)
        why.setWordWrap(True)
        layout.addWidget(why)
        self.drive_reason = TextField(box, lines=2)
        self.drive_reason.setObjectName("driveReason")
        self.drive_reason.setAccessibleName(self.tr("Why this Drive"))
        self.drive_reason.setPlaceholderText(self.tr("e.g. Her brother vanished on an expedition; she must know why."))
        why.setBuddy(self.drive_reason)
        self.drive_reason.editingFinished.connect(self._on_reason)
        layout.addWidget(self.drive_reason)
        return box

    def _build_pillars(self) -> QGroupBox:
        box = QGroupBox(self.tr("Pillars of Sanity"), self.body)
        layout = QVBoxLayout(box)
        self.pillars_label = QLabel(box)
        self.pillars_label.setObjectName("pillarsLabel")
        self.pillars_label.setWordWrap(True)
        layout.addWidget(self.pillars_label)
        self.pillars_layout = QVBoxLayout()
        layout.addLayout(self.pillars_layout)
        #: One editable combo per Pillar (the data's examples, or the player's own words).
        self.pillar_combos: list[QComboBox] = []
        return box

    def _build_sources(self) -> QGroupBox:
        box = QGroupBox(self.tr("Sources of Stability"), self.body)
        self.sources_box = box
        layout = QVBoxLayout(box)
        self.sources_label = QLabel(box)
        self.sources_label.setObjectName("sourcesLabel")
        self.sources_label.setWordWrap(True)
        layout.addWidget(self.sources_label)
        self.sources_grid = QGridLayout()
        self.sources_grid.setColumnStretch(0, 1)
        self.sources_grid.setColumnStretch(1, 1)
        layout.addLayout(self.sources_grid)
        #: (name, relation, remove button) per Source row.
        self.source_rows: list[tuple[QLineEdit, QLineEdit, QPushButton]] = []
        self.add_source = QPushButton(self.tr("&Add a Source"), box)
        self.add_source.setObjectName("addSource")
        self.add_source.setAutoDefault(False)
        self.add_source.clicked.connect(self._on_add_source)
        layout.addWidget(self.add_source, 0, Qt.AlignmentFlag.AlignLeft)
        return box

    # StepPage ------------------------------------------------------------------------------

    def title(self) -> str:
        return self.tr("Mind")

    def intro(self) -> str:
        return self.tr(
            "Say what your investigator speaks, what drives them into danger and what holds their "
            "mind together: the keeper uses these to test and reward them."
        )

    def enter(self) -> None:
        if self.model.answers.mind is None:
            # The occupation's own languages come first (an Alienist's German and Latin).
            self.model.set("mind", MindAnswers(languages=list(self.model.sheet.languages)))

    def refresh(self) -> None:
        session = self.model.session
        mind = session.answers.mind or MindAnswers()
        self._refresh_languages(mind)
        self._refresh_drive(mind)
        self._refresh_pillars(mind)
        self._refresh_sources(mind)

    def focus_field(self, field: str) -> bool:
        targets: dict[str, QWidget | None] = {
            "sheet.languages": self.language_edits[0] if self.language_edits else None,
            "sheet.drive": self.drive_list,
            "sheet.pillars_of_sanity": self.pillar_combos[0] if self.pillar_combos else None,
            "sheet.sources_of_stability": self.source_rows[0][0] if self.source_rows else self.add_source,
        }
        for prefix, widget in targets.items():
            if field.startswith(prefix) and widget is not None:
                widget.setFocus()
                return True
        return False

    # Refreshing ----------------------------------------------------------------------------

    def _refresh_languages(self, mind: MindAnswers) -> None:
        session = self.model.session
        d = session.derived
        count = d.languages_known
        wanted = session.languages_wanted
        if count:
            text = self.tr(
                "Languages {0}: name {0} language(s) your investigator knows besides their mother tongue."
            ).format(count)
        else:
            text = self.tr("Languages 0: your investigator speaks only their mother tongue.")
        if wanted:
            text += " " + self.tr("Their occupation brings {0}.").format(", ".join(_language(n) for n in wanted))
        self.languages_label.setText(text)
        names = list(mind.languages)
        rows = max(count, len(names))
        while len(self.language_edits) < rows:
            edit = QLineEdit(self.body)
            index = len(self.language_edits)
            edit.setObjectName(f"language{index}")
            edit.setAccessibleName(self.tr("Language {0}").format(index + 1))
            edit.setPlaceholderText(self.tr("Language {0}, e.g. French").format(index + 1))
            edit.setCompleter(self._completer)
            edit.editingFinished.connect(self._on_languages)
            self.languages_grid.addWidget(edit, index // 2, index % 2)
            self.language_edits.append(edit)
        while len(self.language_edits) > rows:
            edit = self.language_edits.pop()
            self.languages_grid.removeWidget(edit)
            edit.deleteLater()
        for i, edit in enumerate(self.language_edits):
            value = _language(names[i]) if i < len(names) else ""
            if edit.text() != value:
                edit.setText(value)

    def _refresh_drive(self, mind: MindAnswers) -> None:
        found = None
        for row in range(self.drive_list.count()):
            item = self.drive_list.item(row)
            if mind.drive and item.data(Qt.ItemDataRole.UserRole).casefold() == mind.drive.casefold():
                found = item
        if found is not None:
            self.drive_list.setCurrentItem(found)
        else:
            self.drive_list.clearSelection()
            self.drive_list.setCurrentRow(-1)
        unknown = bool(mind.drive) and found is None
        self.drive_other.setText(
            self.tr("Your Drive: {0} (not one of the rules' Drives; the keeper may agree).").format(mind.drive)
        )
        self.drive_other.setVisible(unknown)
        self.drive_reason.set_text(mind.drive_reason)

    def _refresh_pillars(self, mind: MindAnswers) -> None:
        session = self.model.session
        d = session.derived
        need = session.pillars_required
        sanity = d.sanity.rating
        per = session.data.tables.points_per_pillar
        self.pillars_label.setText(
            self.tr(
                "Sanity {0} asks for {1} Pillar(s) of Sanity (one per {2} full points): convictions "
                "that keep your investigator sane. Pick an example or write your own."
            ).format(sanity, need, per)
        )
        pillars = list(mind.pillars)
        rows = max(need, len(pillars))
        examples = [_pillar(example) for example in session.data.tables.pillar_examples]
        while len(self.pillar_combos) < rows:
            combo = QComboBox(self.body)
            index = len(self.pillar_combos)
            combo.setObjectName(f"pillar{index}")
            combo.setEditable(True)
            combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            # Long examples must not widen the page past a 1024 px window.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(24)
            combo.setAccessibleName(self.tr("Pillar of Sanity {0}").format(index + 1))
            combo.addItems(examples)
            combo.setCurrentIndex(-1)
            line_edit = combo.lineEdit()
            if line_edit is None:  # an editable combo box always has one
                raise RuntimeError("editable combo box without a line edit")
            line_edit.setPlaceholderText(self.tr("Pillar {0}: a conviction").format(index + 1))
            line_edit.editingFinished.connect(self._on_pillars)
            line_edit.textEdited.connect(self._on_pillar_typed)
            combo.activated.connect(self._on_pillars)
            self.pillars_layout.addWidget(combo)
            self.pillar_combos.append(combo)
        while len(self.pillar_combos) > rows:
            combo = self.pillar_combos.pop()
            self.pillars_layout.removeWidget(combo)
            combo.deleteLater()
        for i, combo in enumerate(self.pillar_combos):
            value = _pillar(pillars[i]) if i < len(pillars) else ""
            if combo.currentText() != value:
                combo.setEditText(value)

    def _refresh_sources(self, mind: MindAnswers) -> None:
        session = self.model.session
        pulp = session.sheet.campaign == "pulp"
        allowed = session.sources_required
        stability = session.derived.stability.rating
        per = session.data.tables.points_per_source
        if pulp:
            self.sources_label.setText(
                self.tr(
                    "Stability {0} allows up to {1} Source(s) of Stability (one per {2} full points): living "
                    "people your investigator cares about, not fellow investigators."
                ).format(stability, allowed, per)
            )
        else:
            self.sources_label.setText(
                self.tr("Sources of Stability are a Pulp option; this is a Purist campaign.")
            )
        sources = list(mind.sources)
        rows = max(allowed if pulp else 0, len(sources)) + self._extra_sources
        while len(self.source_rows) < rows:
            index = len(self.source_rows)
            name = QLineEdit(self.body)
            name.setObjectName(f"sourceName{index}")
            name.setAccessibleName(self.tr("Source of Stability {0}: name").format(index + 1))
            name.setPlaceholderText(self.tr("Name, e.g. Margaret Hale"))
            relation = QLineEdit(self.body)
            relation.setObjectName(f"sourceRelation{index}")
            relation.setAccessibleName(self.tr("Source of Stability {0}: who they are to you").format(index + 1))
            relation.setPlaceholderText(self.tr("Who they are, e.g. sister"))
            remove = QPushButton(self.tr("Remove"), self.body)
            remove.setAccessibleName(self.tr("Remove Source of Stability {0}").format(index + 1))
            remove.setAutoDefault(False)
            name.editingFinished.connect(self._on_sources)
            relation.editingFinished.connect(self._on_sources)
            remove.clicked.connect(lambda _=False, index=index: self._on_remove_source(index))
            self.sources_grid.addWidget(name, index, 0)
            self.sources_grid.addWidget(relation, index, 1)
            self.sources_grid.addWidget(remove, index, 2)
            self.source_rows.append((name, relation, remove))
        while len(self.source_rows) > rows:
            for widget in self.source_rows.pop():
                self.sources_grid.removeWidget(widget)
                widget.deleteLater()
        for i, (name, relation, _remove) in enumerate(self.source_rows):
            source = sources[i] if i < len(sources) else None
            for edit, value in ((name, source.name if source else ""), (relation, source.relation if source else "")):
                if edit.text() != value:
                    edit.setText(value)
        self.add_source.setVisible(pulp)
        self.add_source.setEnabled(pulp)
        self.sources_box.setVisible(pulp or bool(sources))

    # Writing -------------------------------------------------------------------------------

    def _mind(self) -> MindAnswers:
        return self.model.answers.mind or MindAnswers()

    def _on_languages(self) -> None:
        if self.loading:
            return
        names = [
            terms.english("toc", "language", edit.text()) for edit in self.language_edits if edit.text().strip()
        ]
        if names != list(self._mind().languages):
            self.model.update("mind", languages=names)

    def _on_drive(self) -> None:
        selected = self.drive_list.selectedItems()
        if self.loading or not selected:
            return
        name = selected[0].data(Qt.ItemDataRole.UserRole)
        if name != self._mind().drive:
            self.model.update("mind", drive=name)

    def _on_reason(self) -> None:
        if self.loading:
            return
        text = self.drive_reason.toPlainText()
        if text != self._mind().drive_reason:
            self.model.update("mind", drive_reason=text)

    def _on_pillars(self) -> None:
        if self.loading:
            return
        names = [
            terms.english("toc", "pillar", combo.currentText()) for combo in self.pillar_combos
            if combo.currentText().strip()
        ]
        if names != list(self._mind().pillars):
            self.model.update("mind", pillars=names)

    def _on_pillar_typed(self, _text: str) -> None:
        """A Pillar counts as it is typed ("no Pillar" follows the typing), unless an empty
        field stands before a filled one: the list closes up, which would move the text being
        typed to another field; then it counts when the field is left."""
        filled = [bool(combo.currentText().strip()) for combo in self.pillar_combos]
        if any(filled[i + 1] and not filled[i] for i in range(len(filled) - 1)):
            return
        self._on_pillars()

    def _sources_shown(self) -> list[SourceAnswer]:
        return [
            SourceAnswer(name=name.text().strip(), relation=relation.text().strip())
            for name, relation, _remove in self.source_rows
            if name.text().strip()
        ]

    def _on_sources(self) -> None:
        if self.loading:
            return
        sources = self._sources_shown()
        if sources != list(self._mind().sources):
            had = len(self._mind().sources)
            if self.model.update("mind", sources=sources):
                self._extra_sources = max(0, self._extra_sources - (len(sources) - had))

    def _on_add_source(self) -> None:
        self._extra_sources += 1
        self.do_refresh()
        empty = next((name for name, _relation, _remove in self.source_rows if not name.text()), None)
        if empty is not None:
            empty.setFocus()

    def _on_remove_source(self, index: int) -> None:
        sources = list(self._mind().sources)
        if index < len(sources):
            del sources[index]
            self.model.update("mind", sources=sources)
        elif self._extra_sources:
            self._extra_sources -= 1
            self.do_refresh()
