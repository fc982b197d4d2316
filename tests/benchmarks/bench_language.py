"""Speed of a live language switch (run by hand; never timed in the suite).

Usage: python tests/benchmarks/bench_language.py
What is timed: Preferences → Language's effect, i.e. ``language.use_language(code)`` and the
event-loop turns that deliver ``LanguageChange`` to the main window with a Call of Cthulhu and
a Trail of Cthulhu sheet open (menus retranslated, both sheet views rebuilt, roll log and start
page redone). No target is set by an issue; a switch should feel instant (well under 250 ms).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SHEETMAKER_NO_USER_DATA", "1")
os.environ.setdefault("SHEETMAKER_NO_HINTS", "1")
os.environ.setdefault("SHEETMAKER_APP_DATA_DIR", tempfile.mkdtemp())

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> None:
    app = QApplication.instance() or QApplication([])
    from sheetmaker.models.rolls import RollController
    from sheetmaker.ui import language
    from sheetmaker.ui.main_window import MainWindow

    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, controller=RollController(random.Random(1)))
    window.resize(1280, 800)
    window.show()
    window.finish_startup([])
    for sample in ("harvey-walters", "toc-alienist-purist"):
        window.open_files([str(ROOT / "resources" / "samples" / f"{sample}.sheet.json")])
    for _ in range(20):
        app.processEvents()
    times: list[float] = []
    for code in ["de", "fr", "en"] * 4:
        start = time.perf_counter()
        language.use_language(code, app)
        for _ in range(5):
            app.processEvents()
        times.append((time.perf_counter() - start) * 1000)
    language.use_language("en", app)
    print(f"live language switch, 2 sheets open: median {statistics.median(times):.0f} ms, "
          f"worst {max(times):.0f} ms ({len(times)} switches)")
    for sheet in window.sheets:
        sheet.doc.undo_stack.setClean()
    window.hide()


if __name__ == "__main__":
    main()
