"""Remake the README and user-guide screenshots: ``python resources/screenshots/make.py``.

Everything is drawn offscreen, in English, with the Fusion style's light palette; windows are
1280×800, dialogs their own size. ``--only NAME`` (repeatable) remakes some of them, ``--out
FOLDER`` writes elsewhere. The PDF page needs ``pdftoppm`` (poppler-utils). Each PNG is saved
with Pillow's optimiser (256 colours when the full-colour file would be over 200 KB).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["SHEETMAKER_NO_USER_DATA"] = "1"  # no user occupations, no library cache file
os.environ["SHEETMAKER_NO_HINTS"] = "1"  # no first-run banner over the sheets
os.environ["LANGUAGE"] = os.environ["LC_ALL"] = "C.UTF-8"  # English whatever the desktop's language

from PIL import Image  # noqa: E402
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QLocale, QPoint, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QPixmap  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from sheetmaker.models.rolls import RollController  # noqa: E402
from sheetmaker.ui.main_window import RECENT_KEY, RECENT_NAMES_KEY, MainWindow  # noqa: E402
from sheetmaker.ui.preferences import Preferences  # noqa: E402

SAMPLES = ROOT / "resources" / "samples"
SIZE = (1280, 800)
MAX_BYTES = 200_000
#: The folder the library and the recent files show (made afresh, removed at the end).
SCRATCH = Path(tempfile.gettempdir()) / "sheetmaker-screens"

#: A statblock as a keeper might paste it from their notes (our own NPC).
STATBLOCK = """\
Agatha Crane, antiquarian bookseller, age 57
STR 35 CON 55 SIZ 45 DEX 50 APP 60 INT 80 POW 70 EDU 85
HP 10 MP 14 SAN 62 Luck 45 DB -1 Build -1 MOV 6
Combat
Unarmed 25% (12/5), damage 1D3+DB
Dodge 30% (15/5)
Skills: Appraise 65%, History 60%, Library Use 75%, Occult 45%, Other Language (Latin) 50%, \
Persuade 40%, Spot Hidden 50%.
"""


def settle(app: QApplication, turns: int = 12) -> None:
    for _ in range(turns):
        app.processEvents()


def save(image: QImage | QPixmap, out: Path) -> None:
    """Write ``image`` as an optimised PNG (quantised to 256 colours only when needed)."""
    if isinstance(image, QPixmap):
        image = image.toImage()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    picture = Image.open(io.BytesIO(bytes(data))).convert("RGB")
    best = io.BytesIO()
    picture.save(best, "PNG", optimize=True)
    if best.tell() > MAX_BYTES:
        best = io.BytesIO()
        quantised = picture.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
        quantised.save(best, "PNG", optimize=True)
    out.write_bytes(best.getvalue())
    print(f"{out.name}: {picture.width}×{picture.height}, {best.tell() // 1024} KB")


def with_popup(widget: QWidget, popup: QWidget) -> QPixmap:
    """``widget`` with an open popup (a combo's list) painted over it where it shows."""
    shot = widget.grab()
    painter = QPainter(shot)
    painter.drawPixmap(widget.mapFromGlobal(popup.mapToGlobal(QPoint(0, 0))), popup.grab())
    painter.end()
    return shot


class Shooter:
    """Makes main windows and dialogs with scratch settings and a seeded roll controller."""

    def __init__(self, app: QApplication, out: Path) -> None:
        self.app = app
        self.out = out
        self.windows: list[MainWindow] = []

    def settings(self) -> QSettings:
        settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
        Preferences(color_scheme="light", language="en").save(settings)
        return settings

    def window(self, seed: int = 7, settings: QSettings | None = None) -> MainWindow:
        controller = RollController(random.Random(seed))
        window = MainWindow(settings or self.settings(), controller=controller)
        window.resize(*SIZE)
        window.show()
        window.finish_startup([])
        settle(self.app)
        self.windows.append(window)
        return window

    def open(self, window: MainWindow, *samples: str) -> None:
        window.open_files([str(SAMPLES / sample) for sample in samples])
        settle(self.app)

    def done(self, window: MainWindow) -> None:
        window.hide()  # close() would ask about unsaved changes

    # ------------------------------------------------------------------ the screens

    def start_page(self) -> None:
        """The start page with a few recent sheets (copies of the samples in the scratch folder)."""
        settings = self.settings()
        campaign = SCRATCH / "Documents" / "SheetMaker"
        names = {
            str(campaign / "harvey-walters.sheet.json"): "Harvey Walters",
            str(campaign / "toc-pulp-pilot.sheet.json"): "Wilhelmina “Billie” Achterberg",
            str(campaign / "mae-donnelly.sheet.json"): "Mae Donnelly",
        }
        settings.setValue(RECENT_KEY, list(names))
        settings.setValue(RECENT_NAMES_KEY, json.dumps(names))
        window = self.window(settings=settings)
        window._refresh_recent()
        settle(self.app)
        save(window.grab(), self.out / "start-page.png")
        self.done(window)

    def coc_sheet(self) -> None:
        window = self.window()
        self.open(window, "harvey-walters.sheet.json")
        doc = window.current_sheet().doc
        controller = window.controller
        controller.skill(doc, "Spot Hidden")
        controller.skill(doc, "Library Use", "hard", bonus=1)
        controller.san(doc, "1/1D6")
        settle(self.app)
        save(window.grab(), self.out / "coc7-sheet.png")
        self.done(window)

    def toc_sheet(self) -> None:
        window = self.window()
        self.open(window, "toc-pulp-pilot.sheet.json")
        doc = window.current_sheet().doc
        window.controller.test(doc, "Piloting", 4, 2)
        window.controller.test(doc, "Firearms", 5, 0)
        settle(self.app)
        save(window.grab(), self.out / "toc-sheet.png")
        self.done(window)

    def roll_log(self) -> None:
        """The roll log: a skill roll, a failed roll pushed, a ToC spend and test (the dock alone)."""
        window = self.window(seed=27)
        self.open(window, "toc-pulp-pilot.sheet.json", "harvey-walters.sheet.json")
        controller = window.controller
        harvey = window.sheets[1].doc
        pilot = window.sheets[0].doc
        controller.skill(harvey, "Psychology")
        failed = controller.skill(harvey, "Climb")
        if failed.follow_up("push") is None:
            raise SystemExit("the Climb roll did not fail: choose another seed for the roll log")
        controller.push(failed)
        controller.spend(pilot, "Astronomy", 1)
        controller.test(pilot, "Piloting", 4, 2)
        dock = window.roll_log_dock
        window.resize(SIZE[0], 900)  # room for the five cards: only the dock is shown
        window.resizeDocks([dock], [430], Qt.Orientation.Horizontal)
        settle(self.app)
        save(dock.grab(), self.out / "roll-log.png")
        self.done(window)

    def coc_wizard_pages(self) -> None:
        """The creation wizard's characteristics page (rolled) and occupation page."""
        from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

        wizard = CoC7CreationWizard(rng=random.Random(11))
        wizard.resize(*SIZE)
        wizard.show()
        wizard.go_to_step("setup")
        wizard.go_to_step("characteristics")
        page = wizard.current_page
        page.method_buttons["rolled"].setChecked(True)
        page.roll_all()
        settle(self.app)
        save(wizard.grab(), self.out / "coc7-wizard-characteristics.png")
        wizard.model.set("age", {"age": 31})
        wizard.go_to_step("occupation")
        wizard.current_page._choose("Antiquarian")
        settle(self.app)
        save(wizard.grab(), self.out / "coc7-wizard-occupation.png")
        wizard.hide()

    def coc_wizard(self) -> None:
        """The creation wizard on its skills page: a 1920s Journalist by allocation at age 42."""
        from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

        wizard = CoC7CreationWizard(rng=random.Random(42))
        wizard.resize(*SIZE)
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
        settle(self.app)
        save(wizard.grab(), self.out / "coc7-wizard.png")
        wizard.hide()

    def toc_wizard(self) -> None:
        """The Trail of Cthulhu wizard on its general abilities page: a Purist Alienist."""
        from sheetmaker.ui.wizards.toc.wizard import ToCCreationWizard

        wizard = ToCCreationWizard(rng=random.Random(42))
        wizard.resize(*SIZE)
        wizard.show()
        model = wizard.model
        model.set("occupation", {"name": "Alienist", "picks": {}})
        model.randomise("occupation")
        model.run(lambda: model.session.spend_rest("investigative"))
        wizard.go_to_step("general")
        for name, rating in (("Athletics", 4), ("Fleeing", 8), ("Health", 8), ("Stability", 9)):
            model.run(lambda name=name, rating=rating: model.session.set_rating(name, rating))
        settle(self.app)
        save(wizard.grab(), self.out / "toc-wizard.png")
        wizard.hide()

    def library(self) -> None:
        """The library on a folder holding the samples."""
        folder = SCRATCH / "Documents" / "SheetMaker"
        window = self.window()
        window.roll_log_dock.hide()  # the table's columns get the room
        page = window.show_library(str(folder))
        for _ in range(200):  # the index is read in the background
            settle(self.app, 2)
            if page.table.model().rowCount() >= len(list(folder.glob("*.sheet.json"))):
                break
            self.app.thread().msleep(20)
        page.table.selectRow(0)
        settle(self.app)
        save(window.grab(), self.out / "library.png")
        self.done(window)

    def party(self) -> None:
        """The party table with the four Call of Cthulhu investigators after a group SAN roll."""
        window = self.window(seed=6)
        investigators = ("harvey-walters.sheet.json", "mae-donnelly.sheet.json",
                         "eliska-dvorakova.sheet.json", "eleni-papadaki.sheet.json")
        self.open(window, *investigators)
        dock = window.show_party()
        panel = dock.widget()
        for sheet in window.sheets:
            panel.add(sheet.doc)
        window.resizeDocks([dock], [330], Qt.Orientation.Vertical)
        window.roll_log_dock.hide()
        panel.group_san()  # the "Lost today" and SAN columns follow the roll
        settle(self.app)
        save(window.grab(), self.out / "party.png")
        self.done(window)

    def import_dialog(self) -> None:
        window = self.window()
        dialog = window.import_dialog_open()
        dialog.source_tabs.setCurrentIndex(1)
        dialog.paste_edit.setPlainText(STATBLOCK)
        dialog.read_pasted()
        dialog.sheet_list.setCurrentRow(0)
        settle(self.app)
        save(dialog.grab(), self.out / "import.png")
        dialog.hide()
        self.done(window)

    def export_pdf(self) -> None:
        from sheetmaker.ui.export_pdf import ExportPdfDialog

        dialog = ExportPdfDialog("investigator", "a4", "Harvey Walters")
        dialog.show()
        settle(self.app)
        save(dialog.grab(), self.out / "export-pdf.png")
        dialog.hide()

    def preferences(self) -> None:
        """Preferences with the Language list open."""
        from sheetmaker.ui.preferences import PreferencesDialog

        dialog = PreferencesDialog(Preferences(color_scheme="light"))
        dialog.show()
        settle(self.app)
        combo = dialog.findChild(QWidget, "languageCombo")
        combo.showPopup()
        settle(self.app)
        popup = combo.view().window()
        save(with_popup(dialog, popup), self.out / "preferences.png")
        combo.hidePopup()
        dialog.hide()

    def pdf_page(self) -> None:
        """The first page of Harvey Walters's PDF at 60 dpi."""
        folder = Path(tempfile.mkdtemp())
        pdf = folder / "harvey.pdf"
        subprocess.run(
            [sys.executable, "-m", "sheetmaker", "export", str(SAMPLES / "harvey-walters.sheet.json"), "-o", str(pdf)],
            check=True, cwd=ROOT,
        )
        subprocess.run(["pdftoppm", "-r", "60", "-png", "-f", "1", "-l", "1", "-singlefile",
                        str(pdf), str(folder / "page")], check=True)
        save(QImage(str(folder / "page.png")), self.out / "pdf-page.png")
        shutil.rmtree(folder, ignore_errors=True)


SHOTS: dict[str, Callable[[Shooter], None]] = {
    "start-page": Shooter.start_page,
    "coc7-sheet": Shooter.coc_sheet,
    "toc-sheet": Shooter.toc_sheet,
    "roll-log": Shooter.roll_log,
    "coc7-wizard": Shooter.coc_wizard,
    "coc7-wizard-pages": Shooter.coc_wizard_pages,
    "toc-wizard": Shooter.toc_wizard,
    "library": Shooter.library,
    "party": Shooter.party,
    "import": Shooter.import_dialog,
    "export-pdf": Shooter.export_pdf,
    "preferences": Shooter.preferences,
    "pdf-page": Shooter.pdf_page,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent)
    parser.add_argument("--only", action="append", choices=sorted(SHOTS), help="make only these")
    args = parser.parse_args()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    app = QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    hints = QGuiApplication.styleHints()
    if hasattr(hints, "setColorScheme"):
        hints.setColorScheme(Qt.ColorScheme.Light)
    app.setPalette(app.style().standardPalette())
    shutil.rmtree(SCRATCH, ignore_errors=True)
    library = SCRATCH / "Documents" / "SheetMaker"
    library.mkdir(parents=True)
    for sample in SAMPLES.glob("*.sheet.json"):
        shutil.copy(sample, library / sample.name)
    args.out.mkdir(parents=True, exist_ok=True)
    shooter = Shooter(app, args.out)
    try:
        for name in args.only or SHOTS:
            SHOTS[name](shooter)
    finally:
        shutil.rmtree(SCRATCH, ignore_errors=True)


if __name__ == "__main__":
    main()
