"""The general page: rate Athletics, Fleeing, Health, Sanity, Stability and the other General
abilities with the general build points, the rules that bind them shown live in numbers from
the session (Fleeing's price against Athletics, Sanity's ceiling, the Purist maximum, the
second-highest rule and the Hit Threshold)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from sheetmaker.core import terms
from sheetmaker.models.creation import CreationModel
from sheetmaker.systems.toc.data import ATHLETICS, HEALTH, STABILITY
from sheetmaker.systems.toc.rules import HIT_THRESHOLD_ATHLETICS, hit_threshold
from sheetmaker.ui.wizards.toc.abilities import AbilityStepPage, _bad

__all__ = ["GeneralPage"]


def _ability(name: str) -> str:
    """An ability name in the language in use (the game data's names)."""
    return terms.term("toc", "ability", name)


class _SteadyLabel(QLabel):
    """A rule line above the ability table whose height does not follow every new text: it
    keeps the room of the longest text it showed (or of :attr:`reserve`) at its width, so the
    table under it does not jump between two clicks (issue 23)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        #: The longest text the line may show (its room is kept from the start).
        self.reserve = ""
        self._shown: set[str] = set()
        self._width = -1

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._shown.add(text)
        super().setText(text)
        self._hold()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.size().width() != self._width:
            # Later, not inside the layout's resize: the room at the new width.
            QTimer.singleShot(0, self._hold)

    def _hold(self) -> None:
        width = self.contentsRect().width()
        if width <= 0:
            return
        self._width = self.width()
        flags = self.alignment().value | Qt.TextFlag.TextWordWrap.value
        bold = QFont(self.font())
        bold.setBold(True)  # a broken rule is shown in bold: its room, whatever the text shows now
        metrics = QFontMetrics(bold)
        margins = self.contentsMargins()
        needed = max(
            metrics.boundingRect(0, 0, width, 100_000, flags, text).height() + margins.top() + margins.bottom()
            for text in (self.text(), self.reserve, *self._shown)
        )
        if needed != self.minimumHeight():
            self.setMinimumHeight(needed)


class GeneralPage(AbilityStepPage):
    """General ratings and the rules that bind them."""

    step = "general"

    def __init__(self, model: CreationModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        #: key → rule label: "free", "fleeing", "sanity", "purist", "highest", "threshold".
        self.rule_labels: dict[str, _SteadyLabel] = {}
        for key in ("free", "highest", "fleeing", "sanity", "purist", "threshold"):
            label = _SteadyLabel(self.body)
            label.setObjectName(f"{key}Rule")
            self.rules_layout.addWidget(label)
            self.rule_labels[key] = label

    def title(self) -> str:
        return self.tr("General Abilities")

    def intro(self) -> str:
        return self.tr(
            "Spend your general build points on the abilities that keep you alive and sane, "
            "chase, fight and hide: they are pools of points you spend in play."
        )

    def counter_text(self, left: int, total: int) -> str:
        return self.tr("General build points left: {0} of {1}").format(left, total)

    def refresh_rules(self) -> None:
        session = self.model.session
        d = session.derived
        tables = session.data.tables
        labels = self.rule_labels
        free = [line for line in d.abilities if line.known and not line.investigative and line.start]
        labels["free"].setText(
            self.tr("Free for everyone: {0}.").format(", ".join(f"{_ability(line.name)} {line.start}" for line in free))
        )

        names = [
            _ability(line.name) for line in d.abilities if line.known and not line.investigative
        ]
        longest = max(names, key=len, default="")
        labels["highest"].reserve = self.tr("Highest: {0} {1}; another General ability needs {2} or more.").format(
            longest, 99, 99
        ) + " " + self.tr("Raise {0} (now {1}) to {2}, or lower {3}.").format(longest, 99, 99, longest)
        labels["fleeing"].reserve = self.tr("Fleeing {0} with Athletics {1} costs {2}").format(
            99, 99, 99
        ) + self.tr(" (1 build point a point up to {0}, then {1} points per build point).").format(
            99, tables.occupational_rate
        )
        rule = session.highest_rule()
        if rule.highest is None:
            labels["highest"].setText(self.tr("The highest General ability needs another at about half of it."))
            _bad(labels["highest"], False)
        elif rule.ok:
            labels["highest"].setText(
                self.tr("Highest: {0} {1}; another needs {2} or more: {3} has it.").format(
                    _ability(rule.highest), rule.rating, rule.needed, ", ".join(_ability(n) for n in rule.supported_by)
                )
            )
            _bad(labels["highest"], False)
        else:
            others = [
                line for line in d.abilities
                if line.known and not line.investigative and line.name != rule.highest
            ]
            best = max(others, key=lambda line: (line.creation_rating, line.occupational), default=None)
            text = self.tr("Highest: {0} {1}; another General ability needs {2} or more.").format(
                _ability(rule.highest), rule.rating, rule.needed
            )
            if best is not None:
                text += " " + self.tr("Raise {0} (now {1}) to {2}, or lower {3}.").format(
                    _ability(best.name), best.creation_rating, rule.needed, _ability(rule.highest)
                )
            labels["highest"].setText(text)
            _bad(labels["highest"], True)

        fleeing = session.fleeing()
        text = self.tr("Fleeing {0} with Athletics {1} costs {2}").format(
            fleeing.fleeing, fleeing.athletics, fleeing.cost
        )
        rate = tables.occupational_rate
        if fleeing.occupational:
            text += self.tr(" (occupational: {0} points per build point).").format(rate)
        elif fleeing.full_price_up_to:
            text += self.tr(" (1 build point a point up to {0}, then {1} points per build point).").format(
                fleeing.full_price_up_to, rate
            )
        else:
            text += self.tr(" ({0} points per build point while Athletics is 0).").format(rate)
        labels["fleeing"].setText(text)

        sanity = d.sanity.rating
        labels["sanity"].setText(
            self.tr("Sanity {0}: at most {1} − Cthulhu Mythos {2} = {3}.").format(
                sanity, tables.sanity_ceiling, d.cthulhu_mythos, d.sanity_cap
            )
        )
        _bad(labels["sanity"], sanity > d.sanity_cap)

        if session.sheet.campaign == "purist":
            over = [n for n in (HEALTH, STABILITY) if d.rating(n) > tables.purist_max]
            labels["purist"].setText(
                self.tr("Purist campaign: Health and Stability at most {0}.").format(tables.purist_max)
            )
            _bad(labels["purist"], bool(over))
        else:
            labels["purist"].setText(self.tr("Pulp campaign: Health and Stability have no maximum."))
            _bad(labels["purist"], False)

        labels["threshold"].setText(
            self.tr("Hit Threshold {0} ({1} from Athletics {2}; Athletics is {3}).").format(
                d.hit_threshold, hit_threshold(HIT_THRESHOLD_ATHLETICS), HIT_THRESHOLD_ATHLETICS, d.rating(ATHLETICS)
            )
        )
