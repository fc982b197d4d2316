"""The "Play" menu: the play actions of the current sheet that have no button on the sheet.

Call of Cthulhu: Luck, Idea and Know rolls, a SAN roll with a typed loss, an opposed roll
against a typed value, the development phase, Luck recovery and a new day. Trail of Cthulhu: a
Stability test and the pool refreshes. The actions follow the current sheet's game (those of
the other game are hidden) and are disabled while no sheet is open.

The rolls are made by :class:`~sheetmaker.models.rolls.RollController`; refused ones are told
with :func:`~sheetmaker.ui.roll_button.show_roll_error`. Like the main window, this module
imports the domain (and the roll machinery) only inside the methods that need it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from sheetmaker.models.document import SheetDocument
    from sheetmaker.models.rolls import RollController

__all__ = ["OpposedRollDialog", "PlayMenu", "StabilityTestDialog"]

def _ok_cancel(dialog: QDialog, ok_text: str) -> QDialogButtonBox:
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.setText(ok_text)
    ok.setAccessibleName(ok_text)
    ok.setDefault(True)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def _dice_spin(dialog: QDialog, name: str) -> QSpinBox:
    spin = QSpinBox(dialog)
    from sheetmaker.core.d100 import MAX_NET_DICE  # loaded when a dialog opens, not at startup

    spin.setRange(0, MAX_NET_DICE)
    spin.setAccessibleName(name)
    return spin


class OpposedRollDialog(QDialog):
    """Choose what the investigator rolls (a skill or characteristic of the sheet), the
    opponent's value and the bonus/penalty dice of an opposed roll.

    Args:
        choices: ``(label, value)`` pairs, characteristics then skills.
        parent: the parent widget.
    """

    def __init__(self, choices: list[tuple[str, int]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OpposedRollDialog")
        self.setWindowTitle(self.tr("Opposed roll"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)

        self.target = QComboBox(self)
        self.target.setAccessibleName(self.tr("Skill or characteristic"))
        from sheetmaker.core import terms
        from sheetmaker.systems.coc7.model import CHARACTERISTICS

        for label, value in choices:
            shown = (
                terms.characteristic_abbr("coc7", label)
                if label in CHARACTERISTICS
                else terms.skill_label("coc7", label)
            )
            self.target.addItem(self.tr("{0} {1}").format(shown, value), label)
        self.opponent = QSpinBox(self)
        self.opponent.setRange(0, 999)
        self.opponent.setValue(50)
        self.opponent.setAccessibleName(self.tr("Opponent's value"))
        self.bonus = _dice_spin(self, self.tr("Bonus dice"))
        self.penalty = _dice_spin(self, self.tr("Penalty dice"))

        form.addRow(self.tr("&Roll:"), self.target)
        form.addRow(self.tr("&Opponent's value:"), self.opponent)
        form.addRow(self.tr("&Bonus dice:"), self.bonus)
        form.addRow(self.tr("&Penalty dice:"), self.penalty)

        self.buttons = _ok_cancel(self, self.tr("Roll"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(choices))
        layout.addWidget(self.buttons)
        self.target.setFocus()

    def label(self) -> str:
        """The skill or characteristic chosen ("" when the sheet has none)."""
        return self.target.currentData() or ""

    def select(self, label: str) -> bool:
        """Choose ``label`` (case-insensitive); returns whether the sheet has it."""
        for row in range(self.target.count()):
            if str(self.target.itemData(row)).casefold() == label.casefold():
                self.target.setCurrentIndex(row)
                return True
        return False


class StabilityTestDialog(QDialog):
    """The Stability loss on a failure, a Mythos incident, the points spent and pitch
    darkness of a Trail of Cthulhu Stability test.

    Args:
        pool: the Stability pool now (shown; the spend may take it down to ``floor``).
        floor: the lowest a spend may take the pool (−11).
        parent: the parent widget.
    """

    def __init__(self, pool: int, floor: int = -11, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StabilityTestDialog")
        self.setWindowTitle(self.tr("Stability test"))
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("Stability pool {0}").format(pool), self)
        layout.addWidget(heading)
        form = QFormLayout()
        layout.addLayout(form)

        self.loss = QSpinBox(self)
        self.loss.setRange(0, 99)
        self.loss.setValue(2)
        self.loss.setAccessibleName(self.tr("Stability loss on a failure"))
        self.mythos = QCheckBox(self.tr("&Mythos incident (difficulty 5)"), self)
        self.mythos.setAccessibleName(self.tr("Mythos incident"))
        self.spend = QSpinBox(self)
        self.spend.setRange(0, max(0, pool - floor))
        self.spend.setAccessibleName(self.tr("Stability points to spend"))
        self.pitch_dark = QCheckBox(self.tr("P&itch dark (+1 difficulty)"), self)
        self.pitch_dark.setAccessibleName(self.tr("Pitch dark"))

        form.addRow(self.tr("&Loss on a failure:"), self.loss)
        form.addRow(self.mythos)
        form.addRow(self.tr("&Spend:"), self.spend)
        form.addRow(self.pitch_dark)

        self.buttons = _ok_cancel(self, self.tr("Test"))
        layout.addWidget(self.buttons)
        self.loss.setFocus()


class PlayMenu(QObject):
    """Builds the play actions into ``menu`` and keeps them in step with the current sheet.

    Args:
        menu: the menu to fill.
        current_doc: gives the current sheet's document (None with no sheet open).
        controller: gives the roll controller (loaded on first use).
        parent: the window; the parent of the dialogs and the message boxes.
        open_docs: gives the documents of every open sheet (the healers a ToC character may
            be given First Aid by); by default the window's ``sheets`` (each with a ``doc``).

    Call :meth:`update` whenever the current sheet changes.
    """

    def __init__(
        self,
        menu: QMenu,
        current_doc: Callable[[], SheetDocument | None],
        controller: Callable[[], RollController],
        parent: QWidget,
        open_docs: Callable[[], list[SheetDocument]] | None = None,
    ) -> None:
        super().__init__(parent)
        self._menu = menu
        self._current_doc = current_doc
        self._open_docs = open_docs or (
            lambda: [sheet.doc for sheet in getattr(parent, "sheets", ())]
        )
        self._controller = controller
        self._window = parent

        # Call of Cthulhu
        self.luck_action = self._add(lambda c, d: c.luck(d))
        self.idea_action = self._add(lambda c, d: c.idea(d))
        self.know_action = self._add(lambda c, d: c.know(d))
        coc_separator = menu.addSeparator()
        self.san_action = self._add(self._san_roll)
        self.opposed_action = self._add(self._opposed_roll)
        coc_separator_2 = menu.addSeparator()
        self.development_action = self._add(self._development)
        self.luck_recovery_action = self._add(lambda c, d: c.luck_recovery(d))
        self.new_day_action = self._add(self._new_day)
        self.aging_action = self._add(self._age)
        self.dying_action = self._add(lambda c, d: c.dying_roll(doc=d))
        toc_separator = menu.addSeparator()
        # Trail of Cthulhu
        self.stability_action = self._add(self._stability_test)
        toc_separator_2 = menu.addSeparator()
        self.refresh_adventure_action = self._add(lambda c, d: c.refresh(d, "adventure"))
        self.refresh_24h_action = self._add(lambda c, d: c.refresh(d, "24h"))
        self.rest_day_action = self._add(lambda c, d: c.refresh(d, "rest_day"))
        self.mythos_action = self._add(self._gain_mythos)
        # Both games
        common_separator = menu.addSeparator()
        self.damage_action = self._add(self._take_damage)
        self.heal_action = self._add(self._heal)
        self.retranslate_ui()

        self.coc_actions: tuple[QAction, ...] = (
            self.luck_action,
            self.idea_action,
            self.know_action,
            coc_separator,
            self.san_action,
            self.opposed_action,
            coc_separator_2,
            self.development_action,
            self.luck_recovery_action,
            self.new_day_action,
            self.aging_action,
            self.dying_action,
        )
        self.toc_actions: tuple[QAction, ...] = (
            toc_separator,
            self.stability_action,
            toc_separator_2,
            self.refresh_adventure_action,
            self.refresh_24h_action,
            self.rest_day_action,
            self.mythos_action,
        )
        self.common_actions: tuple[QAction, ...] = (
            common_separator,
            self.damage_action,
            self.heal_action,
        )
        self.update()

    # ------------------------------------------------------------------ building

    def _add(self, run: Callable[[Any, Any], object]) -> QAction:
        action = self._menu.addAction("")
        action.triggered.connect(lambda _checked=False: self._run(run))
        return action

    def retranslate_ui(self) -> None:
        """Set the actions' texts and status tips in the current language (the window calls
        this again when the language changes)."""
        texts = (
            (self.luck_action, self.tr("&Luck Roll"), self.tr("Roll against Luck")),
            (self.idea_action, self.tr("&Idea Roll"), self.tr("Roll against INT")),
            (self.know_action, self.tr("&Know Roll"), self.tr("Roll against EDU")),
            (self.san_action, self.tr("&SAN Roll…"), self.tr("A Sanity roll with a loss you type, such as 0/1D6")),
            (
                self.opposed_action,
                self.tr("&Opposed Roll…"),
                self.tr("Roll a skill or characteristic against a value"),
            ),
            (self.development_action, self.tr("&Development Phase…"), self.tr("Roll for every ticked skill")),
            (self.luck_recovery_action, self.tr("Luck &Recovery"), self.tr("1D100 above Luck adds 1D10 Luck")),
            (
                self.new_day_action,
                self.tr("&New Day"),
                self.tr("A new game day: SAN lost today goes back to 0"),
            ),
            (
                self.aging_action,
                self.tr("A&ge the Investigator…"),
                self.tr("Age the investigator in play, decade by decade"),
            ),
            (
                self.dying_action,
                self.tr("D&ying: CON Roll for This Round"),
                self.tr("A dying investigator's CON roll at the end of a round: a failure is death"),
            ),
            (
                self.stability_action,
                self.tr("S&tability Test…"),
                self.tr("Test Stability against a traumatic event"),
            ),
            (self.refresh_adventure_action, self.tr("Refresh &Between Adventures"), self.tr("Refresh every pool")),
            (
                self.refresh_24h_action,
                self.tr("&24-Hour Refresh"),
                self.tr("Refresh the pools that refresh every day"),
            ),
            (self.rest_day_action, self.tr("A Day of &Rest"), self.tr("Recover 2 Health")),
            (
                self.mythos_action,
                self.tr("Gain Cthulhu &Mythos…"),
                self.tr("Gain Cthulhu Mythos; the Sanity rating falls to 10 − Mythos"),
            ),
            (
                self.damage_action,
                self.tr("T&ake Damage…"),
                self.tr("Take damage from an attack or a fall; the wound rules apply"),
            ),
            (self.heal_action, self.tr("&Heal…"), self.tr("Heal with First Aid, Medicine or rest")),
        )
        for action, text, tip in texts:
            action.setText(text)
            action.setStatusTip(tip)

    def update(self) -> None:
        """Enable and show the actions of the current sheet's game."""
        doc = self._current_doc()
        system = doc.document.system if doc is not None else None
        for actions, own in ((self.coc_actions, "coc7"), (self.toc_actions, "toc")):
            for action in actions:
                action.setVisible(system is None or system == own)
                action.setEnabled(system == own)
        for action in self.common_actions:
            action.setEnabled(system is not None)

    # ------------------------------------------------------------------ running

    def _run(self, run: Callable[[Any, Any], object]) -> None:
        """Run one action on the current sheet; a refusal is shown, never a traceback."""
        from sheetmaker.core.errors import SheetMakerError
        from sheetmaker.ui.roll_button import show_roll_error

        doc = self._current_doc()
        if doc is None:
            return
        try:
            run(self._controller(), doc)
        except SheetMakerError as exc:
            show_roll_error(self._window, exc)

    def _san_roll(self, controller: RollController, doc: SheetDocument) -> None:
        from sheetmaker.ui.roll_dialog import RollDialog, RollOptions

        try:
            value: int | None = doc.derived.san
        except (AttributeError, KeyError, TypeError):
            value = None
        dialog = RollDialog(
            self._window,
            mode="san",
            title=self.tr("Sanity"),
            value=value,
            options=RollOptions(san_loss=getattr(doc.sheet, "san_loss", "") or ""),
        )
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            options = dialog.options()
        finally:
            dialog.deleteLater()
        controller.san(doc, options.san_loss, options.bonus, options.penalty)

    def _opposed_roll(self, controller: RollController, doc: SheetDocument) -> None:
        derived = doc.derived
        choices = [(name, value.value) for name, value in derived.characteristics.items()]
        choices += [(line.label, line.value) for line in derived.skills]
        dialog = OpposedRollDialog(choices, self._window)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            label = dialog.label()
            values = (dialog.opponent.value(), dialog.bonus.value(), dialog.penalty.value())
        finally:
            dialog.deleteLater()
        if label:
            controller.opposed(doc, label, *values)

    def _development(self, controller: RollController, doc: SheetDocument) -> None:
        ticked = [skill for skill in doc.sheet.skills if skill.ticked]
        if ticked:
            text = self.tr(
                "{0} skill(s) ticked: roll for each, add the gains and clear the ticks?"
            ).format(len(ticked))
        else:
            text = self.tr("No skill is ticked: nothing can improve. Run the phase anyway?")
        answer = QMessageBox.question(
            self._window,
            self.tr("Development phase"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer == QMessageBox.StandardButton.Yes:
            controller.development(doc)

    def _new_day(self, _controller: RollController, doc: SheetDocument) -> None:
        from sheetmaker.systems.coc7 import play

        doc.replace_sheet(play.new_day(doc.sheet).sheet, self.tr("New day"))

    def _stability_test(self, controller: RollController, doc: SheetDocument) -> None:
        from sheetmaker.systems.toc import play

        dialog = StabilityTestDialog(doc.derived.stability.pool, play.SPEND_FLOOR, self._window)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            loss, mythos, spend = (
                dialog.loss.value(),
                dialog.mythos.isChecked(),
                dialog.spend.value(),
            )
            darkness = "pitch black" if dialog.pitch_dark.isChecked() else None
        finally:
            dialog.deleteLater()
        controller.stability(doc, loss, mythos, spend, darkness=darkness)

    # ------------------------------------------------------------------ damage, healing, aging

    @staticmethod
    def _status(doc: SheetDocument) -> str:
        """The character's wounds now, in words, for the top of a dialog."""
        from PySide6.QtCore import QCoreApplication

        derived = doc.derived
        if doc.document.system == "toc":
            health = derived.health
            return QCoreApplication.translate("PlayMenu", "Health {0} of {1} ({2})").format(
                health.pool, health.rating, QCoreApplication.translate("ToCPlay", health.status)
            )
        text = QCoreApplication.translate("PlayMenu", "HP {0} of {1}").format(
            derived.hp, derived.hp_max
        )
        conditions = doc.sheet.conditions
        words = [
            word
            for flag, word in (
                (conditions.major_wound, QCoreApplication.translate("PlayMenu", "major wound")),
                (conditions.unconscious, QCoreApplication.translate("PlayMenu", "unconscious")),
                (conditions.dying, QCoreApplication.translate("PlayMenu", "dying")),
                (conditions.dead, QCoreApplication.translate("PlayMenu", "dead")),
            )
            if flag
        ]
        return text + ("; " + ", ".join(words) if words else "")

    def _take_damage(self, controller: RollController, doc: SheetDocument) -> None:
        from sheetmaker.ui.dialogs.damage import DamageDialog

        system = doc.document.system
        armour = getattr(doc.sheet, "armour", 0) if system == "toc" else 0
        dialog = DamageDialog(system, self._status(doc), armour, self._window)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            amount, source = dialog.value(), dialog.source_text()
            if system == "coc7":
                options: dict[str, Any] = {"con_roll": dialog.con_roll.isChecked()}
            else:
                options = {
                    "armour": dialog.armour.isChecked(),
                    "non_lethal": dialog.non_lethal.isChecked(),
                    "lethal_firearm": dialog.lethal_firearm.isChecked(),
                    "consciousness": dialog.consciousness.isChecked(),
                    "spend": dialog.spend.value(),
                }
        finally:
            dialog.deleteLater()
        if system == "coc7":
            controller.take_damage(doc, amount, source=source, **options)
        else:
            controller.toc_take_damage(doc, amount, source=source, **options)

    def _heal(self, controller: RollController, doc: SheetDocument) -> None:
        from sheetmaker.ui.dialogs.heal import HealDialog

        system = doc.document.system
        # A ToC character may be given First Aid by the other open ToC characters.
        healers = (
            [
                other
                for other in self._open_docs()
                if other is not doc and other.document.system == "toc"
            ]
            if system == "toc"
            else []
        )
        dialog = HealDialog(
            system,
            self._status(doc),
            self._window,
            [other.display_name for other in healers],
            # CoC: a major wound heals by the weekly CON roll, never 1 HP a day (seed 004).
            major_wound=bool(doc.sheet.conditions.major_wound) if system == "coc7" else None,
        )
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            method, amount = dialog.choice()
            row = dialog.healer_index()
        finally:
            dialog.deleteLater()
        if system == "coc7":
            controller.heal(doc, method, amount)
        else:
            healer = None if row is None else healers[row]
            controller.toc_heal(doc, method, amount, healer=healer)

    def _age(self, controller: RollController, doc: SheetDocument) -> None:
        from sheetmaker.ui.dialogs.aging import AgingDialog

        dialog = AgingDialog(doc.sheet, self._window)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            # The dialog answers the rules' questions (the split of each decade).
            controller.age(doc, dialog.age.value(), dialog, dialog.magical.isChecked())
        finally:
            dialog.deleteLater()

    def _gain_mythos(self, controller: RollController, doc: SheetDocument) -> None:
        from sheetmaker.ui.dialogs.mythos import MythosDialog

        dialog = MythosDialog(doc.sheet, self._window)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            points, reason = dialog.points.value(), dialog.reason.text()
        finally:
            dialog.deleteLater()
        controller.gain_mythos(doc, points, reason)
