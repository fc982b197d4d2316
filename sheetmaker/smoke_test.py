"""``sheetmaker --smoke-test OUT.pdf [SHEET]``: a self-check of an installed or built SheetMaker.

Not listed in ``--help``: it is for packagers (packaging/build.sh runs it on the PyInstaller
build). It starts the desktop application the way ``sheetmaker SHEET`` does (offscreen too), waits
for the sheet (the bundled sample Harvey Walters when none is given) to open in its tab, exports it
to ``OUT.pdf`` through File → Export PDF's exporter (the worker thread and the real PDF code),
answers the "Open it now?" question with Close, closes the window and quits.

Exit status: 0 when the PDF was written (a file starting with ``%PDF``); 1 when the sheet did not
open or the export failed (the reason on standard error); 3 when nothing happened within
:data:`DEADLINE_MS`. The settings and the application data (recovery folder, locks, library
index) go to a temporary folder removed afterwards, so the check changes nothing of the user's.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from sheetmaker import app as _app

#: The command-line option (``sheetmaker --smoke-test OUT``).
OPTION = "--smoke-test"
#: The sheet exported when the command line names none.
DEFAULT_SAMPLE = ("samples", "harvey-walters.sheet.json")
#: How long the whole check may take before it gives up (exit status 3).
DEADLINE_MS = 120_000
#: How often the check looks at the window.
POLL_MS = 50

EXIT_PASSED = 0
EXIT_FAILED = 1
EXIT_TIMEOUT = 3


def _say(text: str) -> None:
    # A Windows build made with --windowed has no standard streams.
    stream = sys.stderr
    if stream is not None:
        stream.write(f"sheetmaker --smoke-test: {text}\n")
        stream.flush()


class SmokeTest(QObject):
    """Drives the running application: waits for the sheet, exports it, quits.

    Args:
        app: the application.
        out: the PDF to write.
    """

    def __init__(self, app: QApplication, out: str) -> None:
        super().__init__(app)
        self._app = app
        self._out = out
        self._window = None
        self._started = False
        self._done = False
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._timer.start()
        QTimer.singleShot(DEADLINE_MS, self, self._give_up)

    def _main_window(self):
        from sheetmaker.ui.main_window import MainWindow

        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                return widget
        return None

    def _poll(self) -> None:
        if self._done:
            return
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.isVisible():
                self._answer(widget)
                return
        if self._started:
            return
        window = self._main_window()
        if window is None or window.current_sheet() is None:
            return
        self._start_export(window)

    def _answer(self, box: QMessageBox) -> None:
        """Close a message box: the export's "Open it now?" with Close; any other box is an
        error (a sheet that could not be opened, an export that failed)."""
        close = box.button(QMessageBox.StandardButton.Close)
        if close is not None and self._started:
            close.click()
            return
        text = " ".join(part for part in (box.text(), box.informativeText()) if part)
        box.done(0)
        self._finish(EXIT_FAILED, f"the application said: {text}")

    def _start_export(self, window) -> None:
        from sheetmaker.ui.export_pdf import ExportOptions

        self._started = True
        self._window = window
        sheet = window.current_sheet()
        _say(f"exporting {sheet.doc.display_name!r} to {self._out}")
        exporter = window.pdf_exporter
        exporter.finished.connect(self._on_finished)
        exporter.start([sheet.doc.document], self._out, ExportOptions())

    def _on_finished(self, path: str) -> None:
        if not path:
            said = [
                " ".join(part for part in (box.text(), box.informativeText()) if part)
                for box in QApplication.topLevelWidgets()
                if isinstance(box, QMessageBox) and box.isVisible()
            ]
            self._finish(EXIT_FAILED, "the export wrote nothing" + "".join(f"; {text}" for text in said))
            return
        try:
            with open(path, "rb") as handle:
                head = handle.read(5)
            size = os.path.getsize(path)
        except OSError as exc:
            self._finish(EXIT_FAILED, f"{path}: {exc.strerror or exc}")
            return
        if head != b"%PDF-":
            self._finish(EXIT_FAILED, f"{path} is not a PDF")
            return
        self._finish(EXIT_PASSED, f"passed: wrote {path} ({size} bytes)")

    def _give_up(self) -> None:
        if not self._done:
            what = "the export" if self._started else "the sheet to open"
            self._finish(EXIT_TIMEOUT, f"gave up after {DEADLINE_MS // 1000} s waiting for {what}")

    def _finish(self, status: int, message: str) -> None:
        if self._done:
            return
        self._done = True
        self._timer.stop()
        _say(message)
        window = self._window or self._main_window()
        if window is not None:
            window.close()  # the normal quit: locks released, recovery copies dropped
        self._app.exit(status)


def run(main: Callable[[Sequence[str]], int], argv: Sequence[str], out: str) -> int:
    """Run the smoke test: ``main`` (``sheetmaker.app.main``) with ``argv`` (without the
    option; the bundled sample is added when it names no sheet), writing ``out``.

    Returns:
        The exit status (see the module's docstring).
    """
    from sheetmaker.app import APP_DATA_DIR_ENV, SETTINGS_DIR_ENV, create_application
    from sheetmaker.resources import resource

    argv = list(argv)
    if len(argv) < 2:
        argv.append(str(resource(*DEFAULT_SAMPLE)))
    out = os.path.abspath(out)
    saved = {name: os.environ.get(name) for name in (SETTINGS_DIR_ENV, APP_DATA_DIR_ENV)}
    with tempfile.TemporaryDirectory(prefix="sheetmaker-smoke-") as folder:
        os.environ[SETTINGS_DIR_ENV] = str(Path(folder) / "settings")
        os.environ[APP_DATA_DIR_ENV] = str(Path(folder) / "data")
        try:
            app = create_application(argv)
            checker = SmokeTest(app, out)
            try:
                return main(argv)
            finally:
                checker.deleteLater()
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


# ``sheetmaker --smoke-test OUT`` reaches the application as ``--smoke-test=OUT``: the command line
# imports this module, which hands the check to the application (that never imports it).
_app.set_smoke_test(run)
