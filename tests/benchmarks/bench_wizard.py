"""Speed figures of the Call of Cthulhu creation wizard (run by hand; never timed in the suite).

Usage: python tests/benchmarks/bench_wizard.py
Targets: opening the wizard (build every page, show the first) under 150 ms; a characteristic
change refreshes the page, the live summary and the problems in under 16 ms (one frame at
60 Hz), with every later step answered so the whole draft is rebuilt.

"open" is the wizard built and shown with its first page painted (the rules data already
loaded, as after the app's idle preload; the first open in a process also imports the page
modules and is reported separately). "change" is the synchronous part of one characteristic
change on the characteristics page: session rebuild (every step re-applied, derive, validate)
→ the page, the summary and the problem list shown; "change + paint" adds the repaint.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SHEETMAKER_NO_USER_DATA", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtWidgets import QApplication


def summary(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
    return f"median {statistics.median(ms):6.2f} ms, p95 {p95:6.2f} ms, max {ms[-1]:6.2f} ms"


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    from sheetmaker.systems.coc7 import data as coc7_data

    coc7_data.load()
    t0 = time.perf_counter()
    from sheetmaker.systems.coc7.session import CharacteristicsAnswers
    from sheetmaker.ui.wizards.coc7.wizard import CoC7CreationWizard

    wizard = CoC7CreationWizard(rng=random.Random(0))
    wizard.show()
    app.processEvents()
    first = time.perf_counter() - t0
    wizard.deleteLater()
    app.processEvents()

    opens = []
    for seed in range(15):
        t = time.perf_counter()
        w = CoC7CreationWizard(rng=random.Random(seed))
        w.show()
        app.processEvents()
        opens.append(time.perf_counter() - t)
        w.hide()
        w.deleteLater()
        app.processEvents()
    print(f"first open (imports the pages): {first * 1000:6.1f} ms")
    print(f"open wizard:                    {summary(opens)}   (target < 150 ms)")

    wizard = CoC7CreationWizard(rng=random.Random(1))
    wizard.resize(1280, 800)
    wizard.show()
    wizard.model.randomise_rest("setup")
    values = {"STR": 50, "CON": 60, "SIZ": 50, "DEX": 60, "APP": 40, "INT": 70, "POW": 50, "EDU": 80}
    wizard.model.set("characteristics", CharacteristicsAnswers(method="allocation", values=values))
    wizard.go_to_step("characteristics")
    app.processEvents()
    changes, painted = [], []
    for i in range(60):
        values = dict(values)
        values["STR"], values["SIZ"] = values["SIZ"], values["STR"]  # a swap: HP, DB, Build, MOV follow
        if i % 2:
            values["EDU"], values["INT"] = values["INT"], values["EDU"]  # budgets move: skills re-fitted
        answers = CharacteristicsAnswers(method="allocation", values=values)
        t = time.perf_counter()
        wizard.model.set("characteristics", answers)
        changes.append(time.perf_counter() - t)
        app.processEvents()
        painted.append(time.perf_counter() - t)
    print(f"characteristic change:          {summary(changes)}   (target < 16 ms)")
    print(f"characteristic change + paint:  {summary(painted)}")


if __name__ == "__main__":
    main()
