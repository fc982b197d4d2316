"""The "New Quick NPCs" dialog: a batch of a game's quick NPCs made into a folder.

The keeper picks the game, the era (Call of Cthulhu), the occupation (one, or a mix of the
era's), the tier, how many and a tag; the list below shows the names that will be made (and
each one's occupation), and "Other Names" draws a new batch. OK writes the batch through
:func:`sheetmaker.io.npc_batch.write_batch` and keeps the paths in :attr:`BulkNpcDialog.paths`
(the library then adds them as one undoable step).

Decisions:

- The preview is the batch itself: the dialog keeps one seed, the preview and OK both call
  :func:`~sheetmaker.io.npc_batch.make_npcs` with it, so the names shown are the names
  written. A change of any choice redraws the preview after a short pause (typing a count
  does not make every intermediate batch).
- A failed write leaves the dialog open with a warning (``write_batch`` removes what it wrote).
- With ``settings``, the choices of the last batch written (game, era, occupation, tier,
  number, tag) are the next batch's (issue 23); the folder starts as the library's each time
  and "Folder…" picks another.
"""

from __future__ import annotations

import os
import random

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sheetmaker.core import terms
from sheetmaker.io import npc_batch

#: Milliseconds between the last change of a choice and the redrawn preview.
PREVIEW_DELAY_MS = 150
DEFAULT_COUNT = 10
DEFAULT_TAG = "npc"
#: Where the choices of the last batch are kept (QSettings keys under it).
SETTINGS_GROUP = "quickNpcs"


class BulkNpcDialog(QDialog):
    """Make a batch of quick NPCs into ``folder``; after OK, :attr:`paths` lists the files."""

    def __init__(
        self,
        folder: str,
        parent: QWidget | None = None,
        *,
        game: str = "coc7",
        era: str = "1920s",
        seed: int | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = os.fspath(folder)
        self._settings = settings
        self.paths: list[str] = []
        self._seed = seed if seed is not None else random.getrandbits(64)
        self._names: list[str] = []
        self.setWindowTitle(self.tr("New Quick NPCs"))
        self.setAccessibleName(self.tr("New Quick NPCs"))

        self.game_combo = QComboBox()
        self.game_combo.addItem(self.tr("Call of Cthulhu 7th edition"), "coc7")
        self.game_combo.addItem(self.tr("Trail of Cthulhu"), "toc")
        self.game_combo.setAccessibleName(self.tr("Game"))
        self.era_combo = QComboBox()
        self.era_combo.addItem(self.tr("1920s"), "1920s")
        self.era_combo.addItem(self.tr("Modern day"), "modern")
        self.era_combo.setAccessibleName(self.tr("Era"))
        self.occupation_combo = QComboBox()
        self.occupation_combo.setAccessibleName(self.tr("Occupation"))
        self.occupation_combo.setMaxVisibleItems(20)
        self.tier_combo = QComboBox()
        self.tier_combo.setAccessibleName(self.tr("Tier"))
        self.count_spin = QSpinBox()
        self.count_spin.setRange(npc_batch.MIN_COUNT, npc_batch.MAX_COUNT)
        self.count_spin.setValue(DEFAULT_COUNT)
        self.count_spin.setAccessibleName(self.tr("Number of NPCs"))
        self.count_spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.count_spin.setMinimumWidth(self.count_spin.fontMetrics().horizontalAdvance("0000") + 48)
        self.tag_edit = QLineEdit(DEFAULT_TAG)
        self.tag_edit.setMaxLength(npc_batch.MAX_TAG)
        self.tag_edit.setAccessibleName(self.tr("Tag"))
        self.tag_edit.setToolTip(self.tr("Every NPC of the batch gets this tag, beside its tier."))

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for text, widget in (
            (self.tr("&Game:"), self.game_combo),
            (self.tr("&Era:"), self.era_combo),
            (self.tr("&Occupation:"), self.occupation_combo),
            (self.tr("&Tier:"), self.tier_combo),
            (self.tr("&Number:"), self.count_spin),
            (self.tr("T&ag:"), self.tag_edit),
        ):
            label = QLabel(text)
            label.setBuddy(widget)
            form.addRow(label, widget)
        self._form = form

        self.preview_label = QLabel()
        self.preview_list = QListWidget()
        self.preview_list.setAccessibleName(self.tr("Names of the NPCs to make"))
        self.preview_list.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.preview_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reroll_button = QPushButton(self.tr("Other &Names"))
        self.reroll_button.setToolTip(self.tr("Draw another batch: other names, occupations and values."))
        self.reroll_button.setAutoDefault(False)
        self.folder_label = QLabel()
        self.folder_label.setWordWrap(True)
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder_button = QPushButton(self.tr("&Folder…"))
        self.folder_button.setAutoDefault(False)
        self.folder_button.setToolTip(self.tr("Choose the folder the NPCs are saved in"))
        self.folder_button.setAccessibleName(self.tr("Choose the folder the NPCs are saved in"))
        self.folder_button.clicked.connect(self.choose_folder)
        self._show_folder()

        preview_foot = QHBoxLayout()
        preview_foot.addStretch(1)
        preview_foot.addWidget(self.reroll_button)
        metrics = self.preview_list.fontMetrics()
        self.preview_list.setMinimumSize(
            metrics.horizontalAdvance("Marjorie Demetriou — Private Investigator") + 24, metrics.height() * 8
        )

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)

        # Choices on the left, the names on the right: the list gets the height it needs.
        choices = QVBoxLayout()
        choices.addLayout(form)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_label, 1)
        folder_row.addWidget(self.folder_button, 0, Qt.AlignmentFlag.AlignTop)
        choices.addLayout(folder_row)
        choices.addStretch(1)
        preview = QVBoxLayout()
        preview.addWidget(self.preview_label)
        preview.addWidget(self.preview_list, 1)
        preview.addLayout(preview_foot)
        columns = QHBoxLayout()
        columns.addLayout(choices, 3)
        columns.addSpacing(12)
        columns.addLayout(preview, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PREVIEW_DELAY_MS)
        self._timer.timeout.connect(self.update_preview)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.era_combo.currentIndexChanged.connect(self._fill_occupations)
        self.occupation_combo.currentIndexChanged.connect(self._schedule)
        self.tier_combo.currentIndexChanged.connect(self._schedule)
        self.count_spin.valueChanged.connect(self._schedule)
        self.reroll_button.clicked.connect(self.reroll)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        remembered = self._remembered()
        game = str(remembered.get("game") or game)
        era = str(remembered.get("era") or era)
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        self.era_combo.setCurrentIndex(max(0, self.era_combo.findData(era)))
        self._game_changed()
        self._restore(remembered)
        self.update_preview()
        self.resize(820, 480)

    # ------------------------------------------------------------------ choices

    @property
    def game(self) -> str:
        return self.game_combo.currentData()

    @property
    def era(self) -> str:
        return self.era_combo.currentData()

    @property
    def occupation(self) -> str | None:
        """The chosen occupation; ``None`` for a mix."""
        return self.occupation_combo.currentData()

    @property
    def tier(self) -> str:
        return self.tier_combo.currentData()

    @property
    def count(self) -> int:
        return self.count_spin.value()

    @property
    def tag(self) -> str:
        return self.tag_edit.text().strip()

    def set_occupation(self, name: str | None) -> None:
        """Choose ``name`` (``None``: a mix of occupations)."""
        index = self.occupation_combo.findData(name)
        if index < 0:
            raise ValueError(f"{name!r} is not in the list of occupations.")
        self.occupation_combo.setCurrentIndex(index)

    def _game_changed(self) -> None:
        coc = self.game == "coc7"
        self._form.setRowVisible(self.era_combo, coc)
        current = self.tier
        self.tier_combo.blockSignals(True)
        self.tier_combo.clear()
        if coc:
            texts = (
                self.tr("Expert: occupation skills at 75"),
                self.tr("Professional: occupation skills at 50"),
                self.tr("Average: occupation skills at 25"),
            )
        else:
            texts = (
                self.tr("Expert: key General abilities around 10"),
                self.tr("Professional: key General abilities around 7"),
                self.tr("Average: key General abilities around 4"),
            )
        for key, text in zip(npc_batch.TIERS, texts, strict=True):
            self.tier_combo.addItem(text, key)
        self.tier_combo.setCurrentIndex(max(0, self.tier_combo.findData(current or "average")))
        self.tier_combo.blockSignals(False)
        self._fill_occupations()

    def _fill_occupations(self) -> None:
        current = self.occupation
        combo = self.occupation_combo
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("A mix of occupations"), None)
        names = npc_batch.occupation_names(self.game, self.era or "1920s")
        shown = {name: terms.term(self.game, "occupation", name) for name in names}
        for name in sorted(names, key=lambda name: shown[name].casefold()):
            combo.addItem(shown[name], name)
        index = combo.findData(current) if current is not None else 0
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)
        self._schedule()

    # ------------------------------------------------------------------ folder and settings

    def _show_folder(self) -> None:
        self.folder_label.setText(self.tr("The NPCs will be saved in the folder {0}.").format(self.folder))

    def choose_folder(self) -> str:
        """Folder…: pick the folder the batch is written to; returns the folder (unchanged when
        the keeper cancels)."""
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Folder for the NPCs"), self.folder)
        if chosen:
            self.folder = os.path.abspath(chosen)
            self._show_folder()
        return self.folder

    def _remembered(self) -> dict[str, object]:
        """The choices of the last batch written (none without settings)."""
        if self._settings is None:
            return {}
        settings = self._settings
        found: dict[str, object] = {}
        for key in ("game", "era", "occupation", "tier", "tag"):
            name = f"{SETTINGS_GROUP}/{key}"
            if settings.contains(name):
                found[key] = str(settings.value(name, "", type=str))
        name = f"{SETTINGS_GROUP}/count"
        if settings.contains(name):
            try:
                found["count"] = int(str(settings.value(name, DEFAULT_COUNT)))
            except ValueError:
                pass
        return found

    def _restore(self, remembered: dict[str, object]) -> None:
        tier = remembered.get("tier")
        if tier:
            self.tier_combo.setCurrentIndex(max(0, self.tier_combo.findData(tier)))
        if "occupation" in remembered:
            occupation = remembered["occupation"] or None
            index = self.occupation_combo.findData(occupation)
            if index >= 0:
                self.occupation_combo.setCurrentIndex(index)
        count = remembered.get("count")
        if isinstance(count, int):
            self.count_spin.setValue(count)
        if "tag" in remembered:
            self.tag_edit.setText(str(remembered["tag"])[: npc_batch.MAX_TAG])

    def _remember(self) -> None:
        if self._settings is None:
            return
        for key, value in (
            ("game", self.game),
            ("era", self.era),
            ("occupation", self.occupation or ""),
            ("tier", self.tier),
            ("count", self.count),
            ("tag", self.tag),
        ):
            self._settings.setValue(f"{SETTINGS_GROUP}/{key}", value)

    # ------------------------------------------------------------------ preview

    def _schedule(self) -> None:
        self._timer.start()

    def _make(self) -> list:
        return npc_batch.make_npcs(
            self.game,
            self.count,
            occupation=self.occupation,
            tier=self.tier,
            era=self.era,
            tag=self.tag,
            rng=random.Random(self._seed),
        )

    def update_preview(self) -> None:
        """Draw the batch of the current choices and list its names."""
        self._timer.stop()
        documents = self._make()
        self._names = [document.name for document in documents]
        self.preview_list.clear()
        for document in documents:
            occupation = document.sheet.occupation.name if document.sheet.occupation is not None else ""
            occupation = terms.term(self.game, "occupation", occupation)
            self.preview_list.addItem(f"{document.name} — {occupation}" if occupation else document.name)
        count = len(documents)
        if count == 1:
            self.preview_label.setText(self.tr("This NPC will be made:"))
            self.ok_button.setText(self.tr("&Make 1 NPC"))
        else:
            self.preview_label.setText(self.tr("These {0} NPCs will be made:").format(count))
            self.ok_button.setText(self.tr("&Make {0} NPCs").format(count))

    def preview_names(self) -> list[str]:
        """The names of the batch OK will write (as the list shows them)."""
        if self._timer.isActive():
            self.update_preview()
        return list(self._names)

    def reroll(self) -> None:
        """Draw another batch (another seed) and show it."""
        self._seed = random.getrandbits(64)
        self.update_preview()

    # ------------------------------------------------------------------ OK

    def accept(self) -> None:
        if self._timer.isActive():
            self.update_preview()
        try:
            self.paths = npc_batch.write_batch(self.folder, self._make())
        except (OSError, ValueError) as exc:
            self._warn(str(exc.strerror if isinstance(exc, OSError) and exc.strerror else exc))
            return
        except Exception as exc:
            from sheetmaker.core.errors import SheetMakerError

            if not isinstance(exc, SheetMakerError):
                raise
            self._warn(str(exc))
            return
        self._remember()
        super().accept()

    def _warn(self, reason: str) -> None:
        QMessageBox.warning(
            self,
            self.tr("New Quick NPCs"),
            self.tr("The NPCs could not be saved in {0}: {1} Nothing was written.").format(
                self.folder, reason.rstrip(".") + "."
            ),
        )


def make_quick_npcs(
    parent: QWidget | None, folder: str, *, game: str = "coc7", settings: QSettings | None = None
) -> list[str]:
    """Show the dialog (modal); the paths written (in the folder chosen, ``folder`` unless the
    keeper picked another), or ``[]`` when the keeper cancels. ``settings``: where the choices
    are remembered between batches."""
    dialog = BulkNpcDialog(folder, parent, game=game, settings=settings)
    try:
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return list(dialog.paths)
        return []
    finally:
        dialog.deleteLater()
