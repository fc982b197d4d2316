"""Remake the README screenshots: python resources/screenshots/make.py (offscreen, 1280×800)."""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SHEETMAKER_NO_USER_DATA", "1")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from sheetmaker.models.rolls import RollController  # noqa: E402
from sheetmaker.ui.main_window import MainWindow  # noqa: E402


def shoot(app: QApplication, sample: str, out: Path, rolls) -> None:
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, controller=RollController(random.Random(7)))
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.open_files([str(ROOT / "resources" / "samples" / sample)])
    for _ in range(10):
        app.processEvents()
    view = window.tabs.currentWidget()
    rolls(window._controller, view)
    for _ in range(10):
        app.processEvents()
    window.grab().save(str(out))
    window.hide()  # close() would ask about the unsaved rolls


def shoot_wizard(app: QApplication, out: Path) -> None:
    """The creation wizard on its skills page: a 1920s Journalist by allocation at age 42."""
    from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

    wizard = CoC7CreationWizard(rng=random.Random(42))
    wizard.resize(1280, 800)
    wizard.show()
    model = wizard.model
    for step in ("setup", "characteristics"):
        wizard.go_to_step(step)
    model.set(
        "characteristics",
        {"method": "allocation",
         "values": {"STR": 50, "CON": 60, "SIZ": 50, "DEX": 60, "APP": 50, "INT": 70, "POW": 40, "EDU": 80}},
    )
    model.set("age", {"age": 42})
    model.set("occupation", {"name": "Journalist"})
    model.set("choices", {"picks": {"social": ["Persuade"], "other": ["Spot Hidden", "Occult"]},
                          "specialisations": {"Art/Craft": "Photography"}})
    wizard.go_to_step("skills")
    model.set_skill_points("Credit Rating", occupation=20)
    model.set_skill_points("Library Use", occupation=50)
    model.set_skill_points("Psychology", occupation=40)
    for _ in range(10):
        app.processEvents()
    wizard.grab().save(str(out))
    wizard.hide()


def shoot_toc_wizard(app: QApplication, out: Path) -> None:
    """The Trail of Cthulhu wizard on its general abilities page: a Purist Alienist."""
    from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

    wizard = ToCCreationWizard(rng=random.Random(42))
    wizard.resize(1280, 800)
    wizard.show()
    model = wizard.model
    model.set("occupation", {"name": "Alienist", "picks": {}})
    model.randomise("occupation")
    model.run(lambda: model.session.spend_rest("investigative"))
    wizard.go_to_step("general")
    for name, rating in (("Athletics", 4), ("Fleeing", 8), ("Health", 8), ("Stability", 9)):
        model.run(lambda name=name, rating=rating: model.session.set_rating(name, rating))
    for _ in range(10):
        app.processEvents()
    wizard.grab().save(str(out))
    wizard.hide()


def main() -> None:
    app = QApplication(sys.argv)
    app.setStyle("Fusion")
    here = Path(__file__).resolve().parent

    def coc_rolls(controller, view):
        doc = view._doc
        controller.skill(doc, "Spot Hidden")
        controller.skill(doc, "Library Use", "hard", bonus=1)
        controller.san(doc, "1/1D6")

    def toc_rolls(controller, view):
        doc = view._doc
        controller.test(doc, "Piloting", 4, 2)
        controller.test(doc, "Firearms", 5, 0)

    shoot(app, "harvey-walters.sheet.json", here / "coc7-sheet.png", coc_rolls)
    shoot(app, "toc-pulp-pilot.sheet.json", here / "toc-sheet.png", toc_rolls)
    shoot_wizard(app, here / "coc7-wizard.png")
    shoot_toc_wizard(app, here / "toc-wizard.png")


if __name__ == "__main__":
    main()
