"""File → New Investigator…: which game? The last answer is remembered and offered first."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QCommandLinkButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

__all__ = ["GAMES", "SETTINGS_KEY", "ChooseGameDialog"]

#: Where the last game chosen is remembered.
SETTINGS_KEY = "newInvestigator/game"
#: The games with a creation wizard, in the order offered.
GAMES: tuple[str, ...] = ("coc7", "toc")


class ChooseGameDialog(QDialog):
    """Two big buttons, one per game; the game chosen last time has the focus (Enter takes it).

    After ``exec()``, :attr:`game` is the game chosen (``None`` when cancelled).
    """

    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Investigator"))
        self._settings = settings
        self.game: str | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Which game is the investigator for?"), self))
        self.buttons: dict[str, QCommandLinkButton] = {
            "coc7": QCommandLinkButton(
                self.tr("&Call of Cthulhu 7th edition"),
                self.tr("Characteristics, age, occupation and skill points, step by step"),
                self,
            ),
            "toc": QCommandLinkButton(
                self.tr("&Trail of Cthulhu"),
                self.tr("Build points, occupation, Drive, Pillars of Sanity, step by step"),
                self,
            ),
        }
        for game in GAMES:
            button = self.buttons[game]
            button.clicked.connect(lambda _=False, game=game: self._choose(game))
            layout.addWidget(button)
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        cancel.rejected.connect(self.reject)
        layout.addWidget(cancel)
        last = self.last_game()
        self.buttons[last].setDefault(True)
        self.buttons[last].setFocus()

    def last_game(self) -> str:
        """The game chosen last time (Call of Cthulhu the first time)."""
        if self._settings is None:
            return GAMES[0]
        game = str(self._settings.value(SETTINGS_KEY, GAMES[0], type=str))
        return game if game in GAMES else GAMES[0]

    def _choose(self, game: str) -> None:
        self.game = game
        if self._settings is not None:
            self._settings.setValue(SETTINGS_KEY, game)
        self.accept()
