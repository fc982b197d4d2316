"""Starts the real desktop application (``sheetmaker.app.main``) offscreen in a child process,
lets it finish its start-up (recovery, library, files), closes any message box it shows while
writing down its text, and prints one JSON line describing what the user would see, then quits.

Run by the fault-injection tests as ``python tests/faults/app_driver.py [ARGS...]``: a crash
(a segfault) or a hang shows up as the child's exit status or time-out, never as a broken test
process. The environment chooses the settings and app-data folders (``SHEETMAKER_SETTINGS_DIR``,
``SHEETMAKER_APP_DATA_DIR``) that the tests have damaged on purpose.
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SHEETMAKER_NO_USER_DATA", "1")
os.environ.setdefault("SHEETMAKER_NO_HINTS", "1")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from sheetmaker import app as app_module

#: Give up waiting for the start-up after this long (milliseconds).
SETTLE_MS = 6000
#: The first look at the window, and the pause between looks.
POLL_MS = 100


def _report(seen_boxes: list[str], answers: list[str]) -> dict:
    from sheetmaker.ui.main_window import MainWindow

    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    out: dict = {"boxes": seen_boxes, "window": bool(windows), "answers": answers}
    if windows:
        window = windows[0]
        out["status"] = window.statusBar().currentMessage()
        out["sheets"] = [
            {"name": sheet.doc.display_name, "path": sheet.doc.path, "modified": sheet.doc.modified}
            for sheet in window.sheets
        ]
        page = getattr(window, "_library_page", None)
        if page is not None:
            out["library_rows"] = page.model.rowCount()
            out["library_folder"] = page.folder()
    return out


def main() -> int:
    argv = ["sheetmaker", *sys.argv[1:]]
    # What to answer to questions, in order (e.g. "Yes", "No", "Discard"); default: the
    # box's default button (or Escape).
    answers = [a for a in os.environ.get("DRIVER_ANSWERS", "").split(",") if a]
    app = app_module.create_application(argv)
    seen: list[str] = []
    given: list[str] = []
    state = {"ticks": 0, "quiet": 0}

    def poll() -> None:
        try:
            look()
        except BaseException as exc:  # noqa: BLE001 - the test reads it
            print("DRIVER-ERROR " + repr(exc), flush=True)
            timer.stop()
            app.exit(2)

    def look() -> None:
        state["ticks"] += 1
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.isVisible():
                seen.append(" ".join(p for p in (widget.text(), widget.informativeText()) if p))
                state["quiet"] = 0
                if answers:
                    wanted = answers.pop(0)
                    for button in widget.buttons():
                        if button.text().replace("&", "") == wanted:
                            given.append(wanted)
                            button.click()
                            return
                widget.reject()
                return
        state["quiet"] += 1
        # Settled: at least 1.5 s up and 0.5 s without a question.
        if (
            state["ticks"] * POLL_MS >= 1500 and state["quiet"] * POLL_MS >= 500
            or state["ticks"] * POLL_MS >= SETTLE_MS
        ):
            print("DRIVER " + json.dumps(_report(seen, given)), flush=True)
            timer.stop()
            # Leave without the quit questions: the tests check what reached the disk.
            app.exit(0)

    timer = QTimer()
    timer.setInterval(POLL_MS)
    timer.timeout.connect(poll)
    timer.start()
    return app_module.main(argv)


if __name__ == "__main__":
    sys.exit(main())
