"""The mind: Pillars of Sanity, Sources of Stability, disorders."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from sheetmaker.core import terms
from sheetmaker.models.document import EditError
from sheetmaker.models.toc_models import (
    PillarColumn,
    SourceColumn,
    ToCPillarsModel,
    ToCSourcesModel,
    ToCStringListModel,
)
from sheetmaker.systems.toc.rules import Derived
from sheetmaker.ui.toc_sheet.base import (
    ToCSection,
    _ChoiceDelegate,
    _tone,
    _WrapLabel,
)
from sheetmaker.ui.widgets import FullHeightTableView

__all__ = ["DisordersSection", "MindSection"]


class MindSection(ToCSection):
    """The Pillars of Sanity (``box``) and Sources of Stability (``sources_box``) boxes and
    their edits."""

    box: QGroupBox

    pillars_info: _WrapLabel
    pillars_model: ToCPillarsModel
    pillars_table: FullHeightTableView
    pillar_name: QComboBox
    add_pillar_button: QPushButton
    remove_pillar_button: QPushButton
    sources_box: QGroupBox
    sources_info: _WrapLabel
    sources_model: ToCSourcesModel
    sources_table: FullHeightTableView
    source_name: QLineEdit
    source_relation: QLineEdit
    add_source_button: QPushButton
    remove_source_button: QPushButton

    def _build(self) -> QGroupBox:
        box = self._build_pillars()
        self.sources_box = self._build_sources()
        return box

    def _build_pillars(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("ToCSheetView", "Pillars of Sanity"), self._context.parent)
        box.setObjectName("pillarsBox")
        owner = self._owner(box)
        layout = QVBoxLayout(box)
        self.pillars_info = _WrapLabel(box)
        self.pillars_info.setObjectName("pillarsInfo")
        self.pillars_info.setWordWrap(True)
        self.pillars_info.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.pillars_info)
        self.pillars_model = ToCPillarsModel(self._doc, owner)
        table = self._list_table(
            self.pillars_model, "pillarsTable", QCoreApplication.translate("ToCSheetView", "Pillars of Sanity"), box
        )
        header = table.horizontalHeader()
        header.setSectionResizeMode(PillarColumn.NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(PillarColumn.STATE, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(PillarColumn.STATE, table.fontMetrics().horizontalAdvance("Shattered") + 50)
        table.setItemDelegateForColumn(
            PillarColumn.STATE,
            _ChoiceDelegate(
                lambda: [(s, self.pillars_model.state_text(s)) for s in ToCPillarsModel.STATES],
                QCoreApplication.translate("ToCSheetView", "Pillar state"),
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
        self.pillar_name.setAccessibleName(QCoreApplication.translate("ToCSheetView", "New Pillar of Sanity"))
        self.pillar_name.addItems([terms.term("toc", "pillar", p) for p in self._data.tables.pillar_examples])
        self.pillar_name.setCurrentIndex(-1)
        pillar_line = self.pillar_name.lineEdit()
        assert pillar_line is not None  # an editable combo box has its line edit
        pillar_line.setPlaceholderText(
            QCoreApplication.translate("ToCSheetView", "A conviction: choose an example or type your own")
        )
        self.pillar_name.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.pillar_name.setMinimumContentsLength(16)
        pillar_line.returnPressed.connect(self.add_pillar)
        self.add_pillar_button = self._button(
            QCoreApplication.translate("ToCSheetView", "Add"),
            "addPillar",
            QCoreApplication.translate("ToCSheetView", "Add the Pillar of Sanity"),
            box,
            self.add_pillar,
        )
        self.remove_pillar_button = self._button(
            QCoreApplication.translate("ToCSheetView", "Remove"),
            "removePillar",
            QCoreApplication.translate("ToCSheetView", "Remove the selected Pillar of Sanity"),
            box,
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
        box = QGroupBox(QCoreApplication.translate("ToCSheetView", "Sources of Stability"), self._context.parent)
        box.setObjectName("sourcesBox")
        owner = self._owner(box)
        layout = QVBoxLayout(box)
        self.sources_info = _WrapLabel(box)
        self.sources_info.setObjectName("sourcesInfo")
        self.sources_info.setWordWrap(True)
        self.sources_info.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.sources_info)
        self.sources_model = ToCSourcesModel(self._doc, owner)
        table = self._list_table(
            self.sources_model, "sourcesTable", QCoreApplication.translate("ToCSheetView", "Sources of Stability"), box
        )
        header = table.horizontalHeader()
        header.setSectionResizeMode(SourceColumn.NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(SourceColumn.RELATION, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(SourceColumn.STATE, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(SourceColumn.STATE, table.fontMetrics().horizontalAdvance("Estranged") + 50)
        table.setItemDelegateForColumn(
            SourceColumn.STATE,
            _ChoiceDelegate(
                lambda: [(s, self.sources_model.state_text(s)) for s in ToCSourcesModel.STATES],
                QCoreApplication.translate("ToCSheetView", "Source state"),
                table,
            ),
        )
        self.sources_table = table
        layout.addWidget(table)
        tools = QHBoxLayout()
        self.source_name = QLineEdit(box)
        self.source_name.setObjectName("sourceName")
        self.source_name.setPlaceholderText(QCoreApplication.translate("ToCSheetView", "Name"))
        self.source_name.setAccessibleName(QCoreApplication.translate("ToCSheetView", "New Source of Stability: name"))
        self.source_relation = QLineEdit(box)
        self.source_relation.setObjectName("sourceRelation")
        self.source_relation.setPlaceholderText(QCoreApplication.translate("ToCSheetView", "Relationship"))
        self.source_relation.setAccessibleName(
            QCoreApplication.translate("ToCSheetView", "New Source of Stability: relationship")
        )
        self.source_relation.returnPressed.connect(self.add_source)
        self.source_name.returnPressed.connect(self.add_source)
        self.add_source_button = self._button(
            QCoreApplication.translate("ToCSheetView", "Add"),
            "addSource",
            QCoreApplication.translate("ToCSheetView", "Add the Source of Stability"),
            box,
            self.add_source,
        )
        self.remove_source_button = self._button(
            QCoreApplication.translate("ToCSheetView", "Remove"),
            "removeSource",
            QCoreApplication.translate("ToCSheetView", "Remove the selected Source of Stability"),
            box,
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

    def refresh(self, d: Derived) -> None:
        """Show how many Pillars and Sources the sheet needs, lists and keeps (a warning when the
        count is off)."""
        sheet = self._doc.sheet
        listed = len(sheet.pillars_of_sanity)
        self.pillars_info.setText(
            QCoreApplication.translate(
                "ToCSheetView", "{0} required (one per 3 Sanity at creation); {1} listed, {2} intact."
            ).format(d.pillars_required, listed, d.pillars_intact)
        )
        _tone(self.pillars_info, "warning" if listed != d.pillars_required else "")
        if sheet.campaign == "pulp":
            self.sources_info.setText(
                QCoreApplication.translate(
                    "ToCSheetView", "{0} allowed (one per 3 Stability at creation); {1} listed, {2} alive."
                ).format(d.sources_required, len(sheet.sources_of_stability), d.sources_alive)
            )
            _tone(self.sources_info, "warning" if len(sheet.sources_of_stability) > d.sources_required else "")
        else:
            self.sources_info.setText(
                QCoreApplication.translate(
                    "ToCSheetView", "Sources of Stability are a Pulp rule; this is a Purist campaign."
                )
            )
            _tone(self.sources_info, "warning" if sheet.sources_of_stability else "")
        # Sources of Stability are a Pulp rule (seed 001): a Purist sheet shows the box only for
        # Sources already listed (to be removed), and nothing can be added there.
        pulp = sheet.campaign == "pulp"
        self.sources_box.setHidden(not pulp and not sheet.sources_of_stability)
        for widget in (self.source_name, self.source_relation, self.add_source_button):
            widget.setEnabled(pulp)

    def add_pillar(self) -> bool:
        """Add the Pillar typed or chosen below the list (one undo step)."""
        name = self.pillar_name.currentText().strip()
        if not name:
            self._show_error(QCoreApplication.translate("ToCSheetView", "Type or choose a Pillar of Sanity first."))
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
            self._show_error(
                QCoreApplication.translate("ToCSheetView", "A Source of Stability needs a name: {0}").format(exc)
            )
            return False
        self.source_name.clear()
        self.source_relation.clear()
        return added

    def remove_selected_source(self) -> bool:
        """Remove the selected Source (or the last one; one undo step)."""
        row = self._selected_row(self.sources_table)
        return self.sources_model.remove_row(row if row >= 0 else self.sources_model.rowCount() - 1)


class DisordersSection(ToCSection):
    """The mental disorders box (``box``): the list, adding and removing disorders."""

    box: QGroupBox

    disorders_model: ToCStringListModel
    disorders_table: FullHeightTableView
    disorder_name: QLineEdit
    add_disorder_button: QPushButton
    remove_disorder_button: QPushButton

    def _build(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("ToCSheetView", "Mental disorders"), self._context.parent)
        box.setObjectName("disordersBox")
        owner = self._owner(box)
        layout = QVBoxLayout(box)
        self.disorders_model = ToCStringListModel(
            self._doc,
            "sheet.mental_disorders",
            QCoreApplication.translate("ToCSheetView", "Mental disorder"),
            QCoreApplication.translate("ToCSheetView", "mental disorder"),
            owner,
        )
        table = self._list_table(
            self.disorders_model, "disordersTable", QCoreApplication.translate("ToCSheetView", "Mental disorders"), box
        )
        table.horizontalHeader().setStretchLastSection(True)
        self.disorders_table = table
        layout.addWidget(table)
        tools = QHBoxLayout()
        self.disorder_name = QLineEdit(box)
        self.disorder_name.setObjectName("disorderName")
        self.disorder_name.setPlaceholderText(QCoreApplication.translate("ToCSheetView", "A mental disorder"))
        self.disorder_name.setAccessibleName(QCoreApplication.translate("ToCSheetView", "New mental disorder"))
        self.disorder_name.returnPressed.connect(self.add_disorder)
        self.add_disorder_button = self._button(
            QCoreApplication.translate("ToCSheetView", "Add"),
            "addDisorder",
            QCoreApplication.translate("ToCSheetView", "Add the mental disorder"),
            box,
            self.add_disorder,
        )
        self.remove_disorder_button = self._button(
            QCoreApplication.translate("ToCSheetView", "Remove"),
            "removeDisorder",
            QCoreApplication.translate("ToCSheetView", "Remove the selected mental disorder"),
            box,
            self.remove_selected_disorder,
        )
        tools.addWidget(self.disorder_name, 1)
        tools.addWidget(self.add_disorder_button)
        tools.addWidget(self.remove_disorder_button)
        layout.addLayout(tools)
        self._register("sheet.mental_disorders", table)
        self._chain(table, self.disorder_name, self.add_disorder_button, self.remove_disorder_button)
        return box

    def refresh(self, d: Derived) -> None:
        """Enable removing a disorder when there is one (the view does it with its other lists)."""
        self.remove_disorder_button.setEnabled(self.disorders_model.rowCount() > 0)

    def add_disorder(self) -> bool:
        """Add the mental disorder typed below the list (one undo step)."""
        text = self.disorder_name.text().strip()
        if not text:
            self._show_error(QCoreApplication.translate("ToCSheetView", "Type the mental disorder first."))
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
