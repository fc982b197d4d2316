"""The Qt side of a creation session: a QObject that owns a game's Qt-free creation session
(:class:`sheetmaker.systems.coc7.session.CreationSession`,
:class:`sheetmaker.systems.toc.session.CreationSession`) and says when it changed.

Pages call the methods here (never the session's directly when they change something), so every
change emits :attr:`CreationModel.changed` once and a refused action reaches the user as
:attr:`CreationModel.refused` instead of an exception. QtCore only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QObject, Signal

from sheetmaker.core.creation import SessionError, StepReport

__all__ = ["CreationModel"]


class CreationModel(QObject):
    """A creation session for the wizard.

    Signals:
        changed(): the answers (and so the draft sheet and the reports) changed.
        refused(str): an action was refused; the reason, for the user.
    """

    changed = Signal()
    refused = Signal(str)

    def __init__(self, session: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The game's creation session (set, update, report, randomise... all games share).
        self.session = session

    # Reading ------------------------------------------------------------------------------

    def report(self, step: str) -> StepReport:
        return self.session.report(step)

    @property
    def sheet(self) -> Any:
        return self.session.sheet

    @property
    def derived(self) -> Any:
        return self.session.derived

    @property
    def answers(self) -> Any:
        return self.session.answers

    # Changing -----------------------------------------------------------------------------

    def run(self, action: Callable[[], Any]) -> bool:
        """Run a change of the session (any of its methods); ``changed`` or ``refused`` follows."""
        return self._run(action)

    def _run(self, action: Callable[[], Any]) -> bool:
        try:
            action()
        except (SessionError, ValidationError, ValueError) as exc:
            self.refused.emit(_reason(exc))
            return False
        self.changed.emit()
        return True

    def set(self, step: str, answers: Any) -> bool:
        """Set a step's answers (a model, a mapping or ``None``)."""
        return self._run(lambda: self.session.set(step, answers))

    def update(self, step: str, **changes: Any) -> bool:
        """Change some fields of a step's answers."""
        return self._run(lambda: self.session.update(step, **changes))

    # Call of Cthulhu ------------------------------------------------------------------------

    def roll_characteristics(self, names: Iterable[str] | None = None) -> bool:
        return self._run(lambda: self.session.roll_characteristics(names))

    def set_skill_points(self, label: str, occupation: int | None = None, personal: int | None = None) -> bool:
        return self._run(lambda: self.session.set_skill_points(label, occupation, personal))

    def spend_rest(self) -> bool:
        return self._run(self.session.spend_rest)

    def randomise(self, step: str) -> bool:
        return self._run(lambda: self.session.randomise(step))

    def randomise_rest(self, from_step: str) -> bool:
        return self._run(lambda: self.session.randomise_rest(from_step))


def _reason(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        parts = []
        for item in exc.errors():
            where = ".".join(str(p) for p in item["loc"])
            parts.append(f"{where}: {item['msg']}" if where else item["msg"])
        return "; ".join(parts)
    return str(exc)


