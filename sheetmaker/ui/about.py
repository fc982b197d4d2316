"""The About SheetMaker box."""

from __future__ import annotations

import html

import PySide6
from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from sheetmaker import __version__


def about_text() -> str:
    """The About box's text (rich text): version, licence and the trademark note."""
    translate = QCoreApplication.translate
    title = translate("AboutBox", "SheetMaker {0}").format(__version__)
    paragraphs = [
        translate(
            "AboutBox",
            "Build, play and print investigators for Call of Cthulhu 7th edition and "
            "Trail of Cthulhu.",
        ),
        translate(
            "AboutBox",
            "Licence: MIT. Game terms and numbers are facts of the games; all descriptions "
            "are our own.",
        ),
        translate(
            "AboutBox",
            "Call of Cthulhu is a trademark of Chaosium Inc.; Trail of Cthulhu is a trademark "
            "of Pelgrane Press. SheetMaker is not affiliated with either.",
        ),
        translate("AboutBox", "Qt {0}, PySide6 {1}").format(qVersion(), PySide6.__version__),
    ]
    return f"<h3>{html.escape(title)}</h3>" + "".join(
        f"<p>{html.escape(text)}</p>" for text in paragraphs
    )


def show_about(parent: QWidget) -> None:
    """Show the About SheetMaker box."""
    QMessageBox.about(
        parent, QCoreApplication.translate("AboutBox", "About SheetMaker"), about_text()
    )
